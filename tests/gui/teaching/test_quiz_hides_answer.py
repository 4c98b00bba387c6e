"""Quiz Mode does not give the answer away (issue 26, item 1): while a question is open the classifier's picture
(the S₊/S₋ shading, the boundary, the w arrow and its label, the averaged and voted ensembles, weight space, the
inspector's score of a point) is hidden; it is shown with the answer, and hidden again at the next question."""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QRadioButton

from tests.gui.canvas.test_canvas_drawing import drawn_now
from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT, action, child, open_cmu


def shaded_share(window) -> float:
    """The share of the canvas's pixels in a class tint (coloured, not white or grey): the S₊/S₋ shading."""
    a = drawn_now(window)
    coloured = (a.max(axis=2) - a.min(axis=2)) > 12
    return float(coloured.mean())


def classifier_drawn(window) -> list[str]:
    """The parts of the classifier's picture the canvas draws now (its read-out)."""
    return list(window.canvas.readout().parts)


def steps(window, qtbot, n: int) -> None:
    target = window.training.state().step + n
    for _ in range(n):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == target, timeout=WAIT)


def check_with_the_button(window, qtbot, prediction_name: str, mistake: bool) -> None:
    answered = window.quiz.score.questions
    qtbot.mouseClick(child(window, QRadioButton, prediction_name), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        child(window, QRadioButton, "quizMistakeYes" if mistake else "quizMistakeNo"), Qt.MouseButton.LeftButton
    )
    qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.quiz.score.questions == answered + 1, timeout=WAIT)


def test_the_shading_boundary_and_w_arrow_are_hidden_while_asking_and_shown_with_the_answer(window, qtbot):
    open_cmu(window, qtbot)
    steps(window, qtbot, 3)  # w = (2, -1): a boundary, its shading and the w arrow are on the canvas
    qtbot.wait(100)
    assert {"shading", "boundary", "w arrow"} <= set(classifier_drawn(window))
    before = shaded_share(window)
    assert before > 0.3, before
    action(window, "actionQuiz").trigger()
    qtbot.waitUntil(lambda: child(window, QPushButton, "quizCheck").isEnabled(), timeout=WAIT)
    assert "Step t = 4" in child(window, QLabel, "quizQuestion").text()
    qtbot.wait(100)
    assert classifier_drawn(window) == []
    assert shaded_share(window) < 0.03  # only the points' colours: ŷ cannot be read off the tint under the ring
    assert window.quiz.overlay.ring.data.size == 1  # the example asked about is still ringed
    # Any answer is graded against the step's row: here a wrong one (the slide's step 4 predicts -1).
    check_with_the_button(window, qtbot, "quizPredictPlus", mistake=False)
    qtbot.wait(100)
    assert {"shading", "boundary", "w arrow"} <= set(classifier_drawn(window))  # (step 4 is no mistake: no update)
    assert shaded_share(window) > 0.3
    assert "Step t = 4" in child(window, QLabel, "quizResult").text()
    # On to the next question: hidden again.
    qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Step t = 5" in child(window, QLabel, "quizQuestion").text(), timeout=WAIT)
    qtbot.wait(100)
    assert classifier_drawn(window) == [] and shaded_share(window) < 0.03
    # Quiz Mode off: the run's picture is back.
    action(window, "actionQuiz").trigger()
    qtbot.wait(100)
    assert {"shading", "boundary", "w arrow"} <= set(classifier_drawn(window))


def test_the_averaged_and_voted_boundaries_are_hidden_while_asking(window, qtbot):
    open_cmu(window, qtbot)
    steps(window, qtbot, 5)
    action(window, "actionShowEnsembles").trigger()
    qtbot.waitUntil(lambda: {"averaged boundary", "voted boundary"} <= set(classifier_drawn(window)), timeout=WAIT)
    action(window, "actionQuiz").trigger()
    qtbot.waitUntil(lambda: child(window, QPushButton, "quizCheck").isEnabled(), timeout=WAIT)
    qtbot.wait(400)  # the ensembles redraw on a throttle
    assert classifier_drawn(window) == []
    check_with_the_button(window, qtbot, "quizPredictPlus", mistake=False)
    qtbot.waitUntil(lambda: {"averaged boundary", "voted boundary"} <= set(classifier_drawn(window)), timeout=WAIT)


def test_the_voted_variants_vote_is_hidden_while_asking(window, qtbot):
    open_cmu(window, qtbot)
    window.document.settings.update(variant="voted")
    qtbot.waitUntil(lambda: window.training.state().variant == "voted", timeout=WAIT)
    steps(window, qtbot, 3)
    qtbot.wait(100)
    assert {"shading", "the vote's boundary"} <= set(classifier_drawn(window))
    action(window, "actionQuiz").trigger()
    qtbot.waitUntil(lambda: child(window, QPushButton, "quizCheck").isEnabled(), timeout=WAIT)
    qtbot.wait(100)
    assert classifier_drawn(window) == [] and shaded_share(window) < 0.03


def test_weight_space_and_the_inspector_hide_the_answer_while_asking(window, qtbot):
    open_cmu(window, qtbot)
    steps(window, qtbot, 3)
    action(window, "actionWeightSpace").trigger()
    panel = window.weight_space
    qtbot.waitUntil(lambda: panel.picture is not None, timeout=WAIT)
    action(window, "actionQuiz").trigger()
    qtbot.waitUntil(lambda: child(window, QPushButton, "quizCheck").isEnabled(), timeout=WAIT)
    qtbot.waitUntil(lambda: panel.picture is None, timeout=WAIT)
    assert "until the answer is checked" in panel.status.text()
    # The lecturer clicks the example asked about: the inspector does not give its score away.
    x = window.quiz.question.x
    Person(window, qtbot).click_canvas(*x)
    qtbot.waitUntil(lambda: window.inspector.selected() == window.quiz.question.index, timeout=WAIT)
    assert window.inspector.report is None
    assert "until the answer is checked" in window.inspector.note.text()
    check_with_the_button(window, qtbot, "quizPredictPlus", mistake=False)
    qtbot.waitUntil(lambda: window.inspector.report is not None, timeout=WAIT)
    assert np.isfinite(window.inspector.report.score)
    window.docks.set_weight_space(True)  # in front again (its tab may have gone behind the inspector's at the click)
    qtbot.waitUntil(lambda: panel.picture is not None, timeout=WAIT)
