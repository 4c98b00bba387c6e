"""Presentation mode runs the whole lecture (issue 26, item 6): F5 goes full screen and back, Reset and Pause are
big buttons too, weight space and the theorem can be the large main view (F6 cycles canvas, weight space,
theorem), and the status line stays one line."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QToolBar, QToolButton

from tests.gui.panels.test_presentation import open_cmu, status_label
from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT, action


def big_buttons(window) -> dict[str, QToolButton]:
    bar = window.findChild(QToolBar, "presentationToolbar")
    return {b.text(): b for b in bar.findChildren(QToolButton) if b.isVisible() and b.text()}


def test_f5_makes_the_window_full_screen_and_f5_again_gives_the_window_back(window, qtbot):
    size = window.size()
    assert not window.isFullScreen()
    Person(window, qtbot).press(Qt.Key.Key_F5)
    assert action(window, "actionPresentation").isChecked()
    qtbot.waitUntil(window.isFullScreen)
    Person(window, qtbot).press(Qt.Key.Key_F5)
    assert not action(window, "actionPresentation").isChecked()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    qtbot.waitUntil(lambda: window.size() == size)
    Person(window, qtbot).press(Qt.Key.Key_F5)
    qtbot.waitUntil(window.isFullScreen)
    Person(window, qtbot).press(Qt.Key.Key_Escape)  # Esc leaves presentation mode, and full screen with it
    qtbot.waitUntil(lambda: not window.isFullScreen() and not action(window, "actionPresentation").isChecked())


def test_reset_and_pause_are_big_buttons_that_work(window, qtbot):
    open_cmu(window, qtbot)
    action(window, "actionPresentation").trigger()
    buttons = big_buttons(window)
    assert {"Step", "Run", "Pause", "Reset"} <= set(buttons)
    step_height = buttons["Step"].height()
    assert buttons["Reset"].height() == step_height and buttons["Pause"].height() == step_height
    for _ in range(3):
        qtbot.mouseClick(buttons["Step"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.training.state().step == 3, timeout=WAIT)
    qtbot.mouseClick(buttons["Reset"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.training.state().step == 0, timeout=WAIT)
    window.speed.setValue(1)  # slowly, so that there is a run to pause
    qtbot.mouseClick(buttons["Run"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.training.running, timeout=WAIT)
    qtbot.mouseClick(buttons["Pause"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.training.running, timeout=WAIT)
    assert action(window, "actionPresentation").isChecked()  # Pause paused; it did not leave the mode


def test_f6_makes_weight_space_then_the_theorem_the_large_main_view_and_back_to_the_canvas(window, qtbot):
    open_cmu(window, qtbot)
    for _ in range(3):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 3, timeout=WAIT)
    action(window, "actionPresentation").trigger()
    person = Person(window, qtbot)
    big = 0.6 * window.width()
    person.press(Qt.Key.Key_F6)
    panel = window.weight_space
    qtbot.waitUntil(lambda: panel.isVisible() and panel.width() > big, timeout=WAIT)
    assert not window.canvas.isVisible()
    qtbot.waitUntil(lambda: panel.picture is not None, timeout=WAIT)  # it draws the run, as in its dock
    person.press(Qt.Key.Key_F6)
    theory = window.theory
    qtbot.waitUntil(lambda: theory.isVisible() and theory.width() > big, timeout=WAIT)
    assert not panel.isVisible() and not window.canvas.isVisible()
    person.press(Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.canvas.isVisible() and window.canvas.width() > big, timeout=WAIT)
    assert not theory.isVisible()
    # Leaving presentation mode from the theorem view: the docks get their panels back.
    person.press(Qt.Key.Key_F6)
    person.press(Qt.Key.Key_F6)
    qtbot.waitUntil(theory.isVisible, timeout=WAIT)
    action(window, "actionPresentation").trigger()
    assert window.canvas.isVisible()
    assert window.findChild(type(window.weight_space_dock), "theoryDock").widget() is theory
    assert window.weight_space_dock.widget() is panel


def test_the_status_line_stays_one_line_on_a_1024_projector(window, qtbot):
    open_cmu(window, qtbot)
    action(window, "actionPresentation").trigger()
    window.resize(1024, 768)
    for _ in range(4):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 4, timeout=WAIT)
    qtbot.waitUntil(lambda: window.training.trace.last_step == 4, timeout=WAIT)
    Person(window, qtbot).press(Qt.Key.Key_PageUp)  # time travel: the longest status line
    window.resize(1024, 768)
    qtbot.wait(200)
    status: QLabel = status_label(window)
    text = status.text()
    assert "latest" in text and "t = 3" in text and "mistakes 2" in text
    metrics = status.fontMetrics()
    assert status.height() < 1.8 * metrics.height(), "two lines"
    assert metrics.horizontalAdvance(text) <= status.contentsRect().width(), "cut off"
