"""Every view, every dock open, shows the step shown (issue 39, goal 6).

A lecture on the CMU example with every dock floating beside the window, so that each view is on screen and
read through its public read-out after every action (tests/gui/person.py, ``view_problems``): steps, time
travel by a trace row, the timeline and the keys, Run and Pause, Quiz Mode (while a question is open every
view that would give its answer away hides it), presentation mode, and the lifted number line.
"""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import close_discarding
from tests.gui.person import Person, assert_views_agree, open_every_dock, wait_for_training_thread

WAIT = 20_000


@pytest.fixture
def lecture(qtbot):
    """The CMU example in an active window with every dock open, and a person at it."""
    from perceptron_gui import MainWindow

    window = MainWindow(str(EXAMPLES / "cmu_trace.json"))
    window.resize(1400, 900)
    window.show()
    try:
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitActive(window)
        qtbot.waitUntil(lambda: window.training.trace is not None)
        open_every_dock(window)
        yield window, Person(window, qtbot)
    finally:
        close_discarding(window)


def step(window, person, qtbot, n: int = 1) -> None:
    target = window.training.state().step + n
    for _ in range(n):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == target, timeout=WAIT)
    assert_views_agree(window, qtbot, f"Step to t = {target}")


def test_every_view_shows_the_step_shown_through_a_lecture(lecture, qtbot):
    window, person = lecture
    assert_views_agree(window, qtbot, "opening every dock")
    step(window, person, qtbot, 3)
    step(window, person, qtbot, 2)
    person.click_row(1)  # time travel to step 2
    qtbot.waitUntil(lambda: window.training.shown_step == 2, timeout=WAIT)
    assert_views_agree(window, qtbot, "a click on the trace's row of step 2")
    window.trace_panel.timeline.setValue(window.trace_panel.timeline.maximum())  # dragged to the end
    assert_views_agree(window, qtbot, "the timeline dragged to its end")
    person.click("timelineLatest")
    qtbot.waitUntil(lambda: window.training.shown_step is None, timeout=WAIT)
    assert_views_agree(window, qtbot, "Latest")
    person.click_button("actionRun")
    qtbot.waitUntil(lambda: window.training.state().step >= 12, timeout=WAIT)
    person.press(Qt.Key.Key_Escape)
    wait_for_training_thread(window, qtbot)
    assert_views_agree(window, qtbot, "Run, then Esc")


def test_every_view_hides_the_answer_while_a_quiz_question_is_open(lecture, qtbot):
    window, person = lecture
    step(window, person, qtbot, 3)
    person.choose("Train", "actionQuiz")
    qtbot.waitUntil(lambda: window.quiz.readout().step == 4, timeout=WAIT)
    assert window.quiz.asking
    assert_views_agree(window, qtbot, "Quiz Mode on: a question about step 4")
    assert window.canvas.readout().hidden and window.weight_space.readout().hidden
    person.click("quizPredictMinus")
    person.click("quizMistakeNo")
    person.click("quizCheck")
    qtbot.waitUntil(lambda: not window.quiz.asking, timeout=WAIT)
    assert_views_agree(window, qtbot, "the answer checked")
    assert not window.canvas.readout().hidden and window.canvas.readout().w is not None


def test_every_view_shows_the_step_shown_when_presenting(lecture, qtbot):
    window, person = lecture
    step(window, person, qtbot, 2)
    person.choose("View", "actionPresentation")
    qtbot.waitUntil(lambda: window.presenter.on, timeout=WAIT)
    assert_views_agree(window, qtbot, "presentation mode on")
    person.press(Qt.Key.Key_PageUp)
    qtbot.waitUntil(lambda: window.training.shown_step == 1, timeout=WAIT)
    assert_views_agree(window, qtbot, "PageUp")
    assert window.presenter.row.readout().step == 1
    person.press(Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: window.training.shown_step is None, timeout=WAIT)
    assert_views_agree(window, qtbot, "PageDown")


def test_the_lift_shows_the_step_shown(lecture, qtbot):
    window, person = lecture
    person.choose("Data", "actionNewLineSet")
    qtbot.waitUntil(lambda: window.points.points.d == 1 and window.training.state() is not None, timeout=WAIT)
    person.choose("Data", "actionLift")
    lift = window.lift.view
    qtbot.waitUntil(lambda: lift.isVisible(), timeout=WAIT)
    step(window, person, qtbot, 3)
    w, b = lift.readout().w, lift.readout().b
    shown = window.training.shown()
    assert w is not None and np.allclose([*w, b], [shown.coef[0, 0], shown.intercept[0]])
