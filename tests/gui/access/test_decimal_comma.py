"""The locale's decimal mark where the user asks for it (issue 44, goal 4): Edit > Preferences' "decimal comma"
writes every number of the window with a comma and a vector's numbers parted by semicolons, number fields take
0,5, the choice is kept for the next start, and files keep the decimal point."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

from tests.gui.conftest import close_discarding, load
from tests.gui.person import Person, assert_views_agree

pytestmark = pytest.mark.gui
X = np.array([[0.5, 1.25], [-1.5, 0.75], [2.25, -0.5], [-0.25, -1.75]])
Y = np.array([1, -1, 1, -1])


def comma(v: float) -> str:
    """A number as a reader of decimal commas writes it (the test's own writing: 4 significant digits)."""
    text = f"{v:.4g}"
    return ("0" if text == "-0" else text).replace(".", ",").replace("-", "−")


def comma_vector(v) -> str:
    return "(" + "; ".join(comma(x) for x in v) + ")"


def turn_commas(window, qtbot, on: bool) -> None:
    """Edit > Preferences, click the decimal comma box, close the dialog with its Close button."""
    person = Person(window, qtbot)
    person.choose("Edit", "actionPreferences")
    box = window.findChild(QCheckBox, "decimalCommaCheck")
    assert box is not None, "Preferences has no decimal comma choice"
    qtbot.waitUntil(box.isVisible)
    if box.isChecked() != on:
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked() == on
    close = box.window().findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())


def test_the_decimal_comma_writes_every_number_with_a_comma_and_files_keep_the_point(window, qtbot, tmp_path):
    person = Person(window, qtbot)
    load(window, X, Y, qtbot)
    for _ in range(2):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 2 and window.trace_panel.model.rowCount() == 2)
    shown = window.training.shown()
    w, b = shown.coef[0], shown.intercept[0]
    assert any(abs(v - round(v)) > 0 for v in w), "the example must have decimals"
    before = window.trace_panel.model
    columns = [before.headerData(c, Qt.Orientation.Horizontal) for c in range(before.columnCount())]
    w_column = columns.index("w after")
    assert "." in before.index(1, w_column).data()  # the notes' own notation by default

    speed = window.speed_label.text()
    assert "," in speed, speed  # "1,000/s": grouped with commas by default

    turn_commas(window, qtbot, True)
    assert_views_agree(window, qtbot, "the decimal comma turned on")  # every view still on the step shown

    assert window.speed_label.text() == speed.replace(",", "\u202f")  # a comma would read as a decimal
    model = window.trace_panel.model
    assert model.index(1, w_column).data() == comma_vector(w)
    assert model.index(1, columns.index("b after")).data() == comma(b)
    x1 = columns.index("x₁")
    assert {model.index(k, x1).data() for k in range(2)} <= {comma(v) for v in X[:, 0]}
    qtbot.waitUntil(lambda: comma_vector(w) in window.description.description())
    arrow = window.canvas.drawing().w_arrow
    assert arrow is not None and "," in arrow.text and ";" in arrow.text and "." not in arrow.text, arrow.text
    assert window.points_panel.model.index(0, 0).data() == comma(X[0, 0])
    assert window.canvas.getAxis("left").tickStrings([-1.5, 0.5], 1.0, 0.5) == ["-1,5", "0,5"]  # the axes too
    # The learning rate is written and typed with a comma.
    eta = window.controls.learning_rate
    assert eta.text() == "1"
    person.type_into(eta, "0,25")
    person.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.document.settings.value().eta == 0.25)
    assert eta.text() == "0,25"
    # Files keep the decimal point.
    saved = tmp_path / "points.csv"
    assert window.files.save_to(saved, ",")
    text = saved.read_text()
    assert "0.5" in text and "1.25" in text and "0,5" not in text

    # Kept for the next start.
    close_discarding(window)
    from perceptron_gui import MainWindow

    again = MainWindow()
    again.show()
    qtbot.waitExposed(again)
    try:
        assert again.controls.learning_rate.text() == "1"
        load(again, X, Y, qtbot)
        Person(again, qtbot).click_button("actionStep")
        qtbot.waitUntil(lambda: again.training.state().step == 1 and again.trace_panel.model.rowCount() == 1)
        w1 = again.training.shown().coef[0]
        assert again.trace_panel.model.index(0, w_column).data() == comma_vector(w1)
        turn_commas(again, qtbot, False)
        assert (
            again.trace_panel.model.index(0, w_column).data()
            == "(" + ", ".join(f"{v:.4g}".replace("-", "−") for v in w1) + ")"
        )
    finally:
        close_discarding(again)


def test_without_the_decimal_comma_a_comma_typed_in_a_number_field_is_refused_with_a_hint(window, qtbot):
    person = Person(window, qtbot)
    eta = window.controls.learning_rate
    person.type_into(eta, "0,25")
    person.press(Qt.Key.Key_Return)
    assert window.document.settings.value().eta == 1.0
    assert "Preferences" in window.controls.hint.text(), window.controls.hint.text()  # what is allowed, and where
