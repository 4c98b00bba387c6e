"""Train > Quiz Mode through the window: answer, check (Space), the verdict and the running score, the next
question; Export Quiz."""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import QDockWidget, QLabel, QLineEdit, QPushButton, QRadioButton

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import answer_file_dialog, load, viewport_pos

# The CMU slide (note 002) answered step by step: ŷ, mistake?, new w on a mistake.
SLIDE = [(1, True, (1, -2)), (1, False, None), (-1, True, (2, -1)), (-1, False, None), (1, True, (3, 1)),
         (1, False, None)]  # fmt: skip
PREDICT = {1: "quizPredictPlus", -1: "quizPredictMinus", 0: "quizPredictZero"}

WAIT = 20_000  # ms: the first step of a session may compile the engine's loops (numba) on a busy machine


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def child(window, kind, name):
    found = window.findChild(kind, name)
    assert found is not None, name
    return found


def open_cmu(window, qtbot):
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0, timeout=WAIT)


def quiz_on(window, qtbot):
    action(window, "actionQuiz").trigger()
    assert action(window, "actionQuiz").isChecked() and child(window, QDockWidget, "quizDock").isVisible()
    qtbot.waitUntil(lambda: child(window, QPushButton, "quizCheck").isEnabled(), timeout=WAIT)


def go_on(window, qtbot):
    """With a verdict on show, ask the next question (the button, as Next question)."""
    if window.quiz.revealed:
        qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.quiz.asking, timeout=WAIT)


def answer(window, qtbot, prediction, mistake, w=None, b=None, press_space=True):
    """Fill in the panel as a student does, check with Space (or the button) and wait for the verdict."""
    go_on(window, qtbot)
    step = window.training.state().step
    question = child(window, QLabel, "quizQuestion").text()
    assert f"Step t = {step + 1}" in question
    qtbot.mouseClick(child(window, QRadioButton, PREDICT[prediction]), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(child(window, QRadioButton, "quizMistakeYes" if mistake else "quizMistakeNo"),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    if w is not None:
        for name, value in zip(("quizW1", "quizW2"), w, strict=True):
            box = child(window, QLineEdit, name)
            box.selectAll()
            qtbot.keyClicks(box, str(value))
    if b is not None:
        box = child(window, QLineEdit, "quizB")
        box.selectAll()
        qtbot.keyClicks(box, str(b))
    if press_space:
        window.canvas.setFocus()
        qtbot.keyClick(window.canvas, Qt.Key.Key_Space)
    else:
        qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.quiz.score.questions == getattr(window, "_answered", 0) + 1, timeout=WAIT)
    window._answered = window.quiz.score.questions
    assert window.training.state().step == step + 1


def result(window) -> str:
    """The verdict as the student reads it (the label's rich text as plain text)."""
    html = child(window, QLabel, "quizResult").text()
    return QTextDocumentFragment.fromHtml(html).toPlainText().replace("\xa0", " ")


def score(window) -> str:
    return child(window, QLabel, "quizScore").text()


def test_a_full_quiz_over_the_cmu_example_with_right_and_wrong_answers(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    assert "x = (−1, 2), y = −1" in child(window, QLabel, "quizQuestion").text()
    assert "w·x ≥ 0" in child(window, QLabel, "quizRule").text()
    assert not child(window, QRadioButton, "quizPredictZero").isVisible()  # a score of 0 predicts +1 here
    answer(window, qtbot, *SLIDE[0])
    assert "all right!" in result(window) and "new w = (1, −2)" in result(window)
    assert "1 of 1 step fully right" in score(window) and "3 of 3 parts" in score(window)
    # Step 2: says "mistake" with a new w: ŷ right, mistake? wrong, no new w asked.
    answer(window, qtbot, 1, True, (2, -2), press_space=False)
    assert "1 of 2 right" in result(window) and "✗ mistake?: you said yes, it is no" in result(window)
    # Step 3: right ŷ and mistake?, a wrong new w: the right one is shown.
    answer(window, qtbot, -1, True, (2, 1))
    assert "✗ new w: you said (2, 1), it is (2, −1)" in result(window)
    # Step 4: the wrong prediction.
    answer(window, qtbot, 1, False)
    assert "✗ ŷ: you said +1, it is −1" in result(window) and "✓ mistake? = no" in result(window)
    answer(window, qtbot, *SLIDE[4])
    answer(window, qtbot, *SLIDE[5])
    assert window.training.trace.row(6).w.tolist() == [3, 1]  # the run went on as the slide's
    # Right parts: 3 + 1 + 2 + 1 + 3 + 2 = 12 of 3 + 2 + 3 + 2 + 3 + 2 = 15; fully right: steps 1, 5 and 6.
    assert score(window) == "Score: 3 of 6 steps fully right  ·  12 of 15 parts"
    go_on(window, qtbot)
    assert "Step t = 7" in child(window, QLabel, "quizQuestion").text()  # epoch 2 asks on
    assert "(epoch 2)" in child(window, QLabel, "quizQuestion").text()


def test_the_new_w_by_dragging_the_arrow_tip(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    answer(window, qtbot, *SLIDE[0])  # w = (1, -2) now: the w arrow is drawn from the origin
    answer(window, qtbot, *SLIDE[1])
    go_on(window, qtbot)
    qtbot.mouseClick(child(window, QRadioButton, "quizMistakeYes"), Qt.MouseButton.LeftButton)
    anchor, scale = window.canvas.w_arrow_frame  # the guess: anchor to anchor + scale·w (anchor: the origin)
    tip = window.quiz.overlay.tip_position()
    np.testing.assert_allclose([tip.x(), tip.y()], anchor + scale * np.array([1.0, -2.0]))  # the guess starts at w
    canvas, viewport = window.canvas, window.canvas.viewport()
    start = viewport_pos(canvas, *(anchor + scale * np.array([1.0, -2.0])))
    end = viewport_pos(canvas, *(anchor + scale * np.array([2.0, -1.0])))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + (end - start) * (k / 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    typed = (child(window, QLineEdit, "quizW1").text(), child(window, QLineEdit, "quizW2").text())
    assert typed == ("2", "−1")  # snapped to round numbers
    assert len(window.points) == 6  # the drag moved the arrow, not a point
    qtbot.mouseClick(child(window, QRadioButton, "quizPredictMinus"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.quiz.score.questions == 3, timeout=WAIT)
    assert "all right!" in result(window) and "✓ new w = (2, −1)" in result(window)


def test_bad_input_says_what_is_allowed_and_takes_no_step(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
    assert "Choose the prediction ŷ (+1, −1)" in child(window, QLabel, "quizError").text()
    qtbot.mouseClick(child(window, QRadioButton, "quizPredictPlus"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(child(window, QRadioButton, "quizMistakeYes"), Qt.MouseButton.LeftButton)
    box = child(window, QLineEdit, "quizW1")
    box.selectAll()
    qtbot.keyClicks(box, "one")
    qtbot.mouseClick(child(window, QPushButton, "quizCheck"), Qt.MouseButton.LeftButton)
    error = "New w₁: “one” is not a number: type a number such as 2, −1 or 0.5."
    assert child(window, QLabel, "quizError").text() == error
    assert window.statusBar().toolTip() == error
    qtbot.wait(200)
    assert window.training.state().step == 0 and window.quiz.score.questions == 0  # no step taken
    assert box.text() == "one" and child(window, QRadioButton, "quizPredictPlus").isChecked()  # nothing lost


def test_with_an_intercept_eta_one_half_and_a_zero_score_counted_as_a_mistake(window, qtbot):
    load(window, [[1.0, 1.0], [2.0, 0.0]], [1, -1], qtbot)
    window.document.settings.update(eta=0.5, fit_intercept=True, zero_score="mistake")
    qtbot.waitUntil(
        lambda: window.training.trace is not None and window.training.trace.learner.eta == 0.5, timeout=WAIT
    )
    quiz_on(window, qtbot)
    assert child(window, QRadioButton, "quizPredictZero").isVisible()
    assert "b ← b + 0.5·y" in child(window, QLabel, "quizRule").text()
    # By hand: a = 0 predicts no class, a mistake: w = (0.5, 0.5), b = 0.5.
    answer(window, qtbot, 0, True, (0.5, 0.5), 0.5)
    assert "all right!" in result(window) and "✓ new b = 0.5" in result(window)
    # a = 0.5·2 + 0.5 = 1.5, ŷ = +1, y = -1: w = (-0.5, 0.5), b = 0; the answer's b is wrong.
    answer(window, qtbot, 1, True, ("-0.5", "0.5"), 1)
    assert "a = 1.5" in result(window) and "✗ new b: you said 1, it is 0" in result(window)
    assert score(window) == "Score: 1 of 2 steps fully right  ·  7 of 8 parts"


def test_quiz_mode_asks_nothing_of_the_kernel_perceptron(window, qtbot):
    open_cmu(window, qtbot)
    window.document.settings.update(variant="kernel")
    quiz_on_anyway = action(window, "actionQuiz")
    quiz_on_anyway.trigger()
    qtbot.waitUntil(lambda: "kernel perceptron has none" in child(window, QLabel, "quizQuestion").text(), timeout=WAIT)
    assert not child(window, QPushButton, "quizCheck").isEnabled()
    action(window, "actionStep").trigger()  # Step stays a check: nothing is stepped without a question
    qtbot.wait(200)
    assert window.training.state().step == 0


def test_quiz_mode_off_steps_again_and_hides_the_quiz(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    assert window.quiz.overlay.ring.data.size == 1  # the example asked about is ringed on the canvas
    action(window, "actionQuiz").trigger()
    assert not child(window, QDockWidget, "quizDock").isVisible() and window.quiz.overlay.ring.data.size == 0
    action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=WAIT)


def test_presentation_mode_keeps_the_quiz(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    action(window, "actionPresentation").trigger()
    dock = child(window, QDockWidget, "quizDock")
    assert dock.isVisible() and not child(window, QDockWidget, "traceDock").isVisible()
    answer(window, qtbot, *SLIDE[0], press_space=False)
    assert "all right!" in result(window)
    action(window, "actionPresentation").trigger()
    assert dock.isVisible() and child(window, QDockWidget, "traceDock").isVisible()


def test_export_quiz_writes_the_worksheet_and_its_key(window, qtbot, tmp_path):
    from tests.gui.exports.test_quiz_export import answer_quiz_options

    open_cmu(window, qtbot)
    path = tmp_path / "quiz.tex"
    options, timer = answer_quiz_options(6), answer_file_dialog(path)
    action(window, "actionExportQuiz").trigger()
    options.stop()
    timer.stop()
    key = tmp_path / "quiz-key.tex"
    assert path.is_file() and key.is_file(), window.statusBar().toolTip()
    assert path.read_text(encoding="utf-8").count("\\item Step") == 6
    assert "mistake? \\textbf{yes}" in key.read_text(encoding="utf-8")
    assert window.statusBar().toolTip() == f"Exported a quiz of 6 steps: {path} and its key {key}."


def test_export_quiz_of_the_kernel_perceptron_says_why_not(window, qtbot, tmp_path):
    open_cmu(window, qtbot)
    window.document.settings.update(variant="kernel")
    assert not window.exports.export_quiz_to(tmp_path / "quiz.tex")
    assert "the kernel perceptron has none" in window.statusBar().toolTip()
    assert list(tmp_path.iterdir()) == []
    np.testing.assert_array_equal(window.points.X[0], [-1, 2])


def test_typing_the_new_w_moves_the_orange_arrow(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    qtbot.mouseClick(child(window, QRadioButton, "quizMistakeYes"), Qt.MouseButton.LeftButton)
    for name, text in (("quizW1", "1"), ("quizW2", "-2")):
        box = child(window, QLineEdit, name)
        box.selectAll()
        qtbot.keyClicks(box, text)
    anchor, scale = window.canvas.w_arrow_frame  # w = 0: the arrow would start at the origin
    tip = window.quiz.overlay.tip_position()
    np.testing.assert_allclose([tip.x(), tip.y()], anchor + scale * np.array([1.0, -2.0]))


def test_a_shuffled_order_asks_about_the_example_each_step_then_looks_at(window, qtbot):
    open_cmu(window, qtbot)
    window.document.settings.update(order="shuffle", seed=4)
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0, timeout=WAIT)
    quiz_on(window, qtbot)
    for _ in range(8):  # into the second epoch, whose order is drawn again
        go_on(window, qtbot)
        question = window.quiz.question
        answer(window, qtbot, 1, False)
        row = window.training.trace.row(question.t)
        assert row.index == question.index and child(window, QLabel, "quizError").text() == ""
    assert window.training.trace.row(7).epoch == 2
