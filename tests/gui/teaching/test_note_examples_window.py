"""The notes' examples, opened from File > Examples and stepped in the window, show the notes' numbers."""

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from tests.gui.teaching.test_teaching import step, table_column, theory_text, wait_for_theory


def open_from_menu(window, stem, qtbot):
    menu = window.findChild(QMenu, "examplesMenu")
    entry = next(a for a in menu.actions() if a.objectName() == f"example_{stem}")
    entry.trigger()
    qtbot.waitUntil(lambda: window.document.path is not None and window.document.path.stem == stem)
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0)
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0)
    return entry


def test_the_four_note_examples_are_in_the_examples_menu(window):
    menu = window.findChild(QMenu, "examplesMenu")
    titles = {a.objectName(): a.text() for a in menu.actions()}
    assert "Figure 1" in titles["example_note004_figure1"]
    assert "undershoot" in titles["example_note004_undershoot"]
    assert "not through the origin" in titles["example_note004_offset"]
    assert "(R/γ*)² = 2" in titles["example_tight_bound"]


def test_figure1_in_the_window_two_mistakes_then_a_clean_pass(window, qtbot):
    open_from_menu(window, "note004_figure1", qtbot)
    step(window, qtbot, 4)
    assert table_column(window, "mistake?") == ["yes", "yes", "no", "no"]
    assert table_column(window, "w after") == ["(1, 2)", "(−1, 1)", "(−1, 1)", "(−1, 1)"]


def test_undershoot_in_the_window(window, qtbot):
    open_from_menu(window, "note004_undershoot", qtbot)
    step(window, qtbot, 4)
    # y a before the update at t = 2 is -3; w after (2, -1) still gives (2, -1).(1, 1) = 1 > 0 for y = -1
    assert table_column(window, "w·x") == ["0", "3", "6", "1"]
    assert table_column(window, "mistake?") == ["yes", "yes", "no", "yes"]  # x(2) wrong again at t = 4
    assert table_column(window, "w after") == ["(3, 0)", "(2, −1)", "(2, −1)", "(1, −2)"]


def test_offset_example_learns_an_offset_and_the_theorem_panel_says_through_the_origin_fails(window, qtbot):
    open_from_menu(window, "note004_offset", qtbot)
    step(window, qtbot, 4)
    assert table_column(window, "b after") == ["−1", "0", "0", "−1"]
    assert table_column(window, "w after") == ["(1, 1)", "(0, 2)", "(0, 2)", "(−1, 1)"]
    window.findChild(QAction, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().converged)
    window.document.settings.update(fit_intercept=False)
    wait_for_theory(window, qtbot)
    assert theory_text(window, "separable").startswith("no")


def test_tight_bound_example_runs_to_exactly_the_bound(window, qtbot):
    open_from_menu(window, "tight_bound", qtbot)
    wait_for_theory(window, qtbot)
    assert theory_text(window, "gamma").startswith("1 ")
    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().converged, timeout=10_000)
    assert window.training.state().n_mistakes == 2
    qtbot.waitUntil(lambda: theory_text(window, "bound").startswith("2 so far ≤ (R/γ*)² = 2"))
