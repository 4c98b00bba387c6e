"""Keyboard only (issue 44, goal 1): a lecture from File > New to the CMU example's converged run with no mouse.

Every key goes to the widget that has the focus, as a keyboard delivers it (QTest.keyClick on the focus widget):
Ctrl+N, Tab to the canvas, the number keys for the class, the arrows move the canvas's keyboard cursor on the
grid and Enter places a point; Tab to the controls, Space and the arrows set them; Ctrl+E steps an epoch.
Then every view is checked against the step shown.
"""

import json

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QWidget

from core import Perceptron
from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import close_discarding
from tests.gui.person import assert_views_agree, open_every_dock, wait_for_training_thread

STEP = 0.5  # the grid step the cursor moves by (View > Snap Step's default)
TABS = 80  # more than the widgets in the window's Tab chain


@pytest.fixture
def keyboard_window(qtbot):
    """The window as it starts (the default example), active, and nothing touched yet."""
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1400, 900)
    window.show()
    try:
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitActive(window)
        yield window
    finally:
        close_discarding(window)


def press(window, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
    """Press a key where the focus is (the window when no widget has it)."""
    for _ in range(times):
        QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def tab_to(window, name: str) -> QWidget:
    """Press Tab until the widget named ``name`` has the focus (at least once; fails if Tab never gets there)."""
    for _ in range(TABS):
        press(window, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus is not None and focus.objectName() == name:
            return focus
    raise AssertionError(f"Tab never reaches {name}")


def cmu_example() -> tuple[np.ndarray, np.ndarray, dict]:
    data = json.loads((EXAMPLES / "cmu_trace.json").read_text())
    rows = np.array(data["points"], dtype=np.float64)
    return rows[:, :2], rows[:, 2].astype(int), data["settings"]


def test_the_cmu_lecture_by_keys_alone(keyboard_window, qtbot):
    window = keyboard_window
    X, y, settings = cmu_example()
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # File > New
    qtbot.waitUntil(lambda: len(window.points) == 0)
    canvas = tab_to(window, "canvas")
    assert canvas is window.canvas
    at = np.zeros(2)  # the cursor starts at the origin when the origin is in view
    for point, label in zip(X, y, strict=True):
        press(window, Qt.Key.Key_1 if label == -1 else Qt.Key.Key_2)  # class 1 is -1, class 2 is +1
        for axis, (minus, plus) in enumerate(((Qt.Key.Key_Left, Qt.Key.Key_Right), (Qt.Key.Key_Down, Qt.Key.Key_Up))):
            moves = round((point[axis] - at[axis]) / STEP)
            press(window, plus if moves > 0 else minus, times=abs(moves))
        at = point
        before = len(window.points)
        press(window, Qt.Key.Key_Return)
        assert len(window.points) == before + 1, f"Enter placed no point at {point.tolist()}"
    np.testing.assert_array_equal(window.points.X, X)
    np.testing.assert_array_equal(window.points.y, y)

    intercept = tab_to(window, "interceptCheck")
    press(window, Qt.Key.Key_Space)
    assert not intercept.isChecked(), "Space did not untick Fit intercept"
    zero = tab_to(window, "zeroScoreCombo")
    press(window, Qt.Key.Key_Down)
    assert zero.currentData() == settings["zero_score"]
    chosen = window.document.settings.value()
    assert (chosen.fit_intercept, chosen.zero_score, chosen.eta, chosen.order) == (
        settings["fit_intercept"], settings["zero_score"], settings["eta"], settings["order"],
    )  # fmt: skip

    for _ in range(10):
        if window.training.state().converged:
            break
        press(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Train > Epoch
        wait_for_training_thread(window, qtbot)
    state = window.training.state()
    assert state.converged
    oracle = Perceptron(fit_intercept=False, zero_score="positive", shuffle=False).fit(X, y)
    np.testing.assert_allclose(state.coef, oracle.coef_)
    assert state.n_mistakes == oracle.n_mistakes_
    open_every_dock(window)  # to see every view (not part of the lecture)
    assert_views_agree(window, qtbot, "the CMU example built and stepped to convergence by keys")


def test_the_keyboard_cursor_removes_the_point_under_it(keyboard_window, qtbot):
    window = keyboard_window
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(window.points) == 0)
    tab_to(window, "canvas")
    press(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)  # four steps: x = 2
    press(window, Qt.Key.Key_Return)
    press(window, Qt.Key.Key_Up)
    press(window, Qt.Key.Key_Return)
    np.testing.assert_array_equal(window.points.X, [[2.0, 0.0], [2.0, 0.5]])
    press(window, Qt.Key.Key_Down)
    press(window, Qt.Key.Key_Delete)
    np.testing.assert_array_equal(window.points.X, [[2.0, 0.5]])
    press(window, Qt.Key.Key_Delete)  # nothing under the cursor now: nothing removed
    press(window, Qt.Key.Key_Up)
    press(window, Qt.Key.Key_Backspace)
    assert len(window.points) == 0


def test_the_canvas_shows_where_the_focus_is(keyboard_window, qtbot):
    window = keyboard_window
    canvas = tab_to(window, "canvas")
    corner = canvas.viewport().mapTo(canvas, canvas.focus_frame().topLeft())
    framed = canvas.grab().toImage().pixelColor(corner.x() + 1, corner.y() + 1)
    tab_to(window, "algorithmCombo")
    plain = canvas.grab().toImage().pixelColor(corner.x() + 1, corner.y() + 1)
    assert framed != plain, "the canvas looks the same with the focus as without it"
    contrast = relative_contrast(framed, plain)
    assert contrast >= 3.0, f"the focus frame has {contrast:.2f}:1 against the canvas (WCAG 2.2 asks 3:1)"


def relative_contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_every_menu_and_submenu_opens_by_a_mnemonic(keyboard_window):
    """Alt + the underlined letter opens each menu of the menu bar, and each submenu within its menu: no two
    entries of one menu share a letter."""
    window = keyboard_window
    problems = []

    def check(title: str, actions) -> None:
        letters = []
        for action in actions:
            if action.isSeparator():
                continue
            text = action.text()
            if action.menu() is not None or title == "menu bar":
                if "&" not in text.replace("&&", ""):
                    problems.append(f"{title}: {text!r} has no mnemonic")
                else:
                    letters.append(text[text.replace("&&", "  ").index("&") + 1].lower())
            if action.menu() is not None:
                check(text.replace("&", ""), action.menu().actions())
        if len(letters) != len(set(letters)):
            problems.append(f"{title}: two entries share a mnemonic ({letters})")

    check("menu bar", window.menuBar().actions())
    assert all(isinstance(a.menu(), QMenu) for a in window.menuBar().actions())
    assert not problems, "; ".join(problems)


def test_an_exported_picture_leaves_the_keyboard_cursor_out(keyboard_window, tmp_path):
    window = keyboard_window
    tab_to(window, "canvas")
    press(window, Qt.Key.Key_Up, times=3)
    assert window.canvas.key_cursor.shown
    assert window.exports.export_image_to(tmp_path / "focused.png")
    tab_to(window, "algorithmCombo")
    assert window.exports.export_image_to(tmp_path / "unfocused.png")
    assert QImage(str(tmp_path / "focused.png")) == QImage(str(tmp_path / "unfocused.png"))


def test_tab_goes_round_every_dock_on_screen_and_back_to_the_canvas(keyboard_window):
    """No keyboard trap (WCAG 2.1.2): from the canvas Tab reaches each dock that has a control on screen (a table
    of points included: Tab leaves it, the arrows move between its cells) and comes back to the canvas."""
    window = keyboard_window
    tab_to(window, "canvas")
    reached = set()
    for _ in range(TABS):
        press(window, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus is window.canvas:
            break
        dock = focus
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        if dock is not None:
            reached.add(dock.objectName())
    else:
        raise AssertionError(f"Tab did not come back to the canvas; it reached {sorted(reached)}")
    on_screen = {
        dock.objectName()
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible()
        and not dock.visibleRegion().isEmpty()
        and any(
            w.isVisible() and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isEnabled()
            for w in dock.widget().findChildren(QWidget)
        )
    }
    assert on_screen - reached == set(), f"Tab never reaches {sorted(on_screen - reached)}"
    assert {"controlsDock", "pointsDock", "traceDock"} <= reached
