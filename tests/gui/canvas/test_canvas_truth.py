"""The canvas never lies, whatever the lecturer clicks (issue 25, items 1, 2, 8 and 9).

Each test drives the window as a person does (tests/gui/person.py): mouse, keys with the focus in a field,
menus, dialogs answered or cancelled, the window active again afterwards as under a window manager; after
each action every view must show the step the engine says is shown.
"""

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import close_discarding
from tests.gui.person import Person, assert_views_agree

CMU = np.array([[-1, 2], [1, 0], [1, 1], [-1, 0], [-1, -2], [1, -1]], dtype=float)  # cmu_trace.json's points


@pytest.fixture
def cmu(qtbot):
    """The CMU example in an active window, and a person at it."""
    from perceptron_gui import MainWindow

    window = MainWindow(str(EXAMPLES / "cmu_trace.json"))
    window.resize(1400, 900)
    window.show()
    try:
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitActive(window)
        qtbot.waitUntil(lambda: window.training.trace is not None)
        yield window, Person(window, qtbot)
    finally:
        close_discarding(window)


def steps(window, person, qtbot, n: int) -> None:
    """Click Step n times, as fast as a lecturer does, and wait for the last."""
    start = window.training.state().step
    for _ in range(n):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == start + n and window.training.trace.last_step == start + n)
    qtbot.waitUntil(lambda: window.trace_panel.model.rowCount() == start + n)  # the rows a person can click
    assert_views_agree(window, qtbot, f"Step x{n}")


def at_latest_after_row_3(window, person, qtbot) -> None:
    """Step x6, click trace row 3 (time travel to t = 3), then End (back to the latest, step 6)."""
    steps(window, person, qtbot, 6)
    person.click_row(2)
    qtbot.waitUntil(lambda: window.training.shown_step == 3)
    assert_views_agree(window, qtbot, "a click on row 3")
    person.press(Qt.Key.Key_End)
    qtbot.waitUntil(lambda: window.training.shown_step is None)
    assert_views_agree(window, qtbot, "End")


# ------------------------------------------------------------------ item 1
def test_help_about_does_not_throw_the_canvas_back_to_step_1(cmu, qtbot):
    window, person = cmu
    at_latest_after_row_3(window, person, qtbot)
    seen = person.through_dialog(lambda: person.choose("Help", "actionAbout"))
    assert seen == ["About Perceptron Studio"]
    assert window.training.shown_step is None, f"the window travelled to step {window.training.shown_step}"
    assert_views_agree(window, qtbot, "Help > About, closed")


def test_a_cancelled_latex_export_does_not_travel_in_time(cmu, qtbot):
    window, person = cmu
    at_latest_after_row_3(window, person, qtbot)
    person.through_dialog(lambda: person.click("traceExportLatex"))
    assert window.training.shown_step is None, f"the window travelled to step {window.training.shown_step}"
    assert_views_agree(window, qtbot, "the LaTeX export, cancelled")


def test_opening_and_closing_a_menu_keeps_the_latest_step(cmu, qtbot):
    window, person = cmu
    at_latest_after_row_3(window, person, qtbot)
    for menu in ("File", "View", "Train"):
        person.open_and_close_menu(menu)
        assert window.training.shown_step is None, f"{menu}: the window travelled to {window.training.shown_step}"
        assert_views_agree(window, qtbot, f"the {menu} menu opened and closed")


def test_the_latest_steps_row_is_the_trace_tables_current_row(cmu, qtbot):
    """At the latest state the table marks the latest step's row: arrow keys go on from there."""
    window, person = cmu
    at_latest_after_row_3(window, person, qtbot)
    table = window.trace_panel.table
    assert table.currentIndex().row() == 5
    person.tab_into(table)
    person.press(Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: window.training.shown_step == 5)
    assert_views_agree(window, qtbot, "Up in the table")


# ------------------------------------------------------------------ item 2
def click_selects(window, person, qtbot, point: np.ndarray) -> None:
    """Move to a point, click it: it is selected and the inspector reads it."""
    person.click_canvas(*point)
    index = int(np.flatnonzero((point == CMU).all(axis=1))[0])
    qtbot.waitUntil(lambda: window.edit_tool.selection == {index}, timeout=3000)
    qtbot.waitUntil(lambda: window.inspector.selected() == index)


def test_click_to_select_works_with_weight_space_open_and_after_it_closed(cmu, qtbot):
    window, person = cmu
    steps(window, person, qtbot, 3)
    person.choose("View", "actionWeightSpace")
    qtbot.waitUntil(lambda: window.weight_space.picture is not None)  # its plane is drawn
    click_selects(window, person, qtbot, CMU[2])  # weight space rings the hovered point on the canvas
    assert_views_agree(window, qtbot, "a click on x₃ with weight space open")
    person.choose("View", "actionWeightSpace")
    qtbot.waitUntil(lambda: not window.weight_space_dock.isVisible())
    click_selects(window, person, qtbot, CMU[0])
    assert_views_agree(window, qtbot, "a click on x₁ after weight space closed")


# ------------------------------------------------------------------ item 8
def ensembles_drawn(window) -> bool:
    """Whether the averaged line or the voted contour is on the canvas."""
    canvas = window.canvas
    return canvas.drawing().ensembles


def test_averaged_and_voted_boundaries_belong_to_the_run_they_were_asked_for(cmu, qtbot):
    window, person = cmu
    person.choose("View", "actionShowEnsembles")
    steps(window, person, qtbot, 3)
    qtbot.waitUntil(lambda: ensembles_drawn(window))
    person.choose("Data", "actionManualModel")  # the warm-up draws its own classifier, alone
    qtbot.waitUntil(lambda: window.manual_model.on)
    qtbot.waitUntil(lambda: not ensembles_drawn(window), timeout=2000)
    person.choose("Data", "actionManualModel")
    qtbot.waitUntil(lambda: ensembles_drawn(window), timeout=2000)  # back with the run
    person.choose("File", "example_xor")  # nothing changed: no question
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.points.points.X) == 4)
    steps(window, person, qtbot, 2)
    action = window.findChild(QAction, "actionShowEnsembles")
    assert not action.isChecked(), "View > Averaged and Voted Boundaries stayed on in a new document"
    assert not ensembles_drawn(window)


def test_the_legend_covers_no_point(qtbot):
    """CMU's (-1, 2) sits in the top-left corner, where the legend went (a 1024x768 window, Weight Space open)."""
    window = start(qtbot, 1024, 768)
    try:
        legend_covers_no_point(window, Person(window, qtbot), qtbot)
    finally:
        close_discarding(window)


def legend_covers_no_point(window, person, qtbot) -> None:
    qtbot.waitUntil(lambda: window.training.trace is not None)
    person.choose("View", "actionWeightSpace")
    person.choose("View", "actionShowEnsembles")
    steps(window, person, qtbot, 3)
    qtbot.waitUntil(lambda: window.canvas.drawing().legend_box is not None)
    qtbot.wait(200)
    box = window.canvas.drawing().legend_box
    vb = window.canvas.getPlotItem().vb
    covered = [tuple(p) for p in CMU if box.adjusted(-6, -6, 6, 6).contains(vb.mapViewToScene(QPointF(*p)))]
    assert not covered, f"the legend covers {covered}"


def canvas_width(window, qtbot) -> int:
    qtbot.wait(100)
    return window.canvas.width()


def start(qtbot, width: int = 1400, height: int = 900):
    """A new window on the CMU example, as at a new start (the layout of the last one restored)."""
    from perceptron_gui import MainWindow

    window = MainWindow(str(EXAMPLES / "cmu_trace.json"))
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def close_dock(dock, qtbot) -> None:
    """Click the dock's own close button (the x in its title bar)."""
    QTest.mouseClick(dock.findChild(QAbstractButton, "qt_dockwidget_closebutton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dock.isVisible())


@pytest.mark.parametrize("size", [(1024, 768)])
def test_closing_weight_space_gives_the_canvas_its_width_back_now_and_at_the_next_start(qtbot, size):
    first = start(qtbot, *size)
    before = canvas_width(first, qtbot)
    Person(first, qtbot).choose("View", "actionWeightSpace")
    qtbot.waitUntil(first.weight_space_dock.isVisible)
    assert canvas_width(first, qtbot) < before - 200
    close_discarding(first)  # quit with Weight Space open
    second = start(qtbot, *size)
    try:
        qtbot.waitUntil(second.weight_space_dock.isVisible)  # it comes back where it was
        close_dock(second.weight_space_dock, qtbot)
        assert canvas_width(second, qtbot) >= before - 4, "the canvas stays squeezed after Weight Space closed"
    finally:
        close_discarding(second)
    third = start(qtbot, *size)
    try:
        assert not third.weight_space_dock.isVisible()
        assert canvas_width(third, qtbot) >= before - 4, "the squeeze came back at the next start"
    finally:
        close_discarding(third)


# ------------------------------------------------------------------ item 9
def test_space_after_typing_eta_takes_the_typed_eta_and_steps(cmu, qtbot):
    window, person = cmu
    person.type_into(window.controls.learning_rate, "2")  # no Enter
    person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=3000)
    # step 1 of the notes' rule with η = 2: x = (-1, 2), y = -1, a = 0 counts as +: a mistake, w = 2·(-1)·x
    assert window.document.settings.value().eta == 2.0
    np.testing.assert_array_equal(window.training.state().coef[0], [2.0, -4.0])
    assert window.controls.learning_rate.text() == "2"  # no space typed into the field
    assert_views_agree(window, qtbot, "η typed, then Space")


def test_space_after_picking_from_a_combo_steps(cmu, qtbot):
    window, person = cmu
    combo = window.controls.zero_rule
    assert combo.currentData() == "positive"  # CMU's rule
    person.focus(combo)
    qtbot.waitUntil(lambda: combo.view().isVisible(), timeout=2000)  # the click opened its list
    view = combo.view()
    QTest.keyClick(view, Qt.Key.Key_Down)  # the next entry, taken with Enter
    QTest.keyClick(view, Qt.Key.Key_Return)
    picked = (window.controls.zero_rule.findData("positive") + 1) % combo.count()
    qtbot.waitUntil(lambda: not view.isVisible() and combo.currentIndex() == picked)
    person.back_to_window()  # the list was a popup: the window is still the active one
    assert combo.hasFocus()
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0)
    person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=3000)
    assert not view.isVisible(), "Space opened the list instead of stepping"
    assert_views_agree(window, qtbot, "a pick from a list, then Space")


def test_the_promised_keys_step_with_the_focus_in_a_field(cmu, qtbot):
    window, person = cmu
    field = window.controls.learning_rate
    person.tab_into(field)
    person.press(Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)  # Next mistake: step 1 is one
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=3000)
    person.press(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Epoch: the first epoch's 6 steps
    qtbot.waitUntil(lambda: window.training.state().step == 6, timeout=3000)
    person.press(Qt.Key.Key_PageDown)  # a clicker's "next": never a change of η
    qtbot.wait(200)
    assert field.hasFocus()
    assert window.document.settings.value().eta == 1.0 and field.value() == 1.0
    assert_views_agree(window, qtbot, "Shift+Space, Ctrl+E and PageDown in the η field")


def test_a_typed_value_is_taken_when_the_focus_leaves_its_field(cmu, qtbot):
    window, person = cmu
    person.type_into(window.controls.learning_rate, "3")
    person.press(Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: window.document.settings.value().eta == 3.0, timeout=3000)
