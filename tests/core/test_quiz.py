"""The predict-the-update quiz in core: the questions, the right answers (the engine's trace), grading, the score.

Expected values are the lecture's (the CMU slide table) or worked by hand in the comments; the engine's
own choice of example is the oracle for the shuffled order.
"""

import re

import numpy as np
import pytest

from core.learn.engine import Learner
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.quiz import (
    Answer,
    QuizScore,
    check_quizzable,
    grade,
    next_question,
    parse_answer,
    question_of_step,
)
from core.teach.run_log import ProgressTracker, RunLog
from core.teach.trace import Trace

# CMU 10-301/601 lecture 6 (note 002): the slide's points in order, labels as class indices (0 is -1).
CMU_X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
CMU_Y = np.array([0, 1, 1, 0, 0, 1])
# The slide's table: ŷ, mistake?, w after each step (predict + iff w·x >= 0, no intercept).
SLIDE_PREDICTION = [1, 1, -1, -1, 1, 1]
SLIDE_MISTAKE = [True, False, True, False, True, False]
SLIDE_W = [(1, -2), (1, -2), (2, -1), (2, -1), (3, 1), (3, 1)]


def cmu_learner() -> Learner:
    return Learner(CMU_X, CMU_Y, 2, fit_intercept=False, zero_score="positive", record_history=True)


def quiz_run(learner: Learner, answers: list[Answer]) -> tuple[list, QuizScore]:
    """Ask, answer, step and grade, as the window does (the question before the step, grading after)."""
    trace = Trace(learner)
    score = QuizScore()
    verdicts = []
    for answer in answers:
        question = next_question(trace)
        learner.step()
        verdict = grade(question, answer, trace.row(question.t))
        verdicts.append(verdict)
        score = score.add(verdict)
    return verdicts, score


def slide_answer(k: int) -> Answer:
    w = np.array(SLIDE_W[k], dtype=float) if SLIDE_MISTAKE[k] else None
    return Answer(SLIDE_PREDICTION[k], SLIDE_MISTAKE[k], w)


def test_the_questions_of_the_cmu_example_show_the_slide_example_and_the_weights_before_it():
    learner = cmu_learner()
    trace = Trace(learner)
    before = [(0, 0), *SLIDE_W[:-1]]
    for k in range(6):
        q = next_question(trace)
        assert (q.t, q.epoch, q.index) == (k + 1, 1, k)
        assert q.x.tolist() == CMU_X[k].tolist() and q.y == (1 if CMU_Y[k] else -1)
        assert q.w.tolist() == list(before[k]) and q.b == 0.0 and not q.fit_intercept
        assert q.predictions == (1, -1)  # "positive": a score of 0 predicts +1, no "0" answer
        learner.step()
    assert next_question(trace).t == 7 and next_question(trace).epoch == 2 and next_question(trace).index == 0


def test_a_full_quiz_over_the_cmu_example_answered_as_the_slide_scores_every_part():
    verdicts, score = quiz_run(cmu_learner(), [slide_answer(k) for k in range(6)])
    assert all(v.right for v in verdicts)
    # Two parts per step (ŷ, mistake?) and the new w on each of the 3 mistakes.
    assert (score.questions, score.fully_right, score.points, score.out_of) == (6, 6, 15, 15)
    assert score.text() == "Score: 6 of 6 steps fully right  ·  15 of 15 parts"
    assert [v.score for v in verdicts] == [0, 1, -1, -2, 0, 2]  # the slide's w·x column


def test_wrong_answers_are_scored_wrong_with_the_right_value_shown():
    answers = [slide_answer(k) for k in range(6)]
    answers[0] = Answer(-1, False)  # step 1: w·x = 0 predicts +1 under ≥ 0; a mistake; w becomes (1, -2)
    answers[2] = Answer(-1, True, np.array([2.0, 1.0]))  # right ŷ and mistake, wrong new w (slide: (2, -1))
    answers[3] = Answer(-1, True, np.array([1.0, 1.0]))  # says mistake where there is none
    verdicts, score = quiz_run(cmu_learner(), answers)
    first = {p.name: p for p in verdicts[0].parts}
    assert not first["ŷ"].right and first["ŷ"].expected == "+1" and first["ŷ"].given == "−1"
    assert not first["mistake?"].right and first["mistake?"].expected == "yes"
    assert not first["new w"].right and first["new w"].expected == "(1, −2)" and first["new w"].given == "—"
    third = {p.name: p for p in verdicts[2].parts}
    assert third["ŷ"].right and third["mistake?"].right and not third["new w"].right
    assert third["new w"].expected == "(2, −1)" and third["new w"].given == "(2, 1)"
    fourth = {p.name: p for p in verdicts[3].parts}
    assert set(fourth) == {"ŷ", "mistake?"} and not fourth["mistake?"].right  # no new w asked without a mistake
    assert [v.right for v in verdicts] == [False, True, False, False, True, True]
    assert (score.questions, score.fully_right, score.points, score.out_of) == (6, 3, 15 - 3 - 1 - 1, 15)


def test_with_an_intercept_eta_one_half_and_a_zero_score_counted_as_a_mistake():
    # By hand, η = 0.5, w = 0, b = 0.  Step 1: x = (1, 1), y = +1: a = 0, no class (ŷ = 0), a mistake:
    # w = (0.5, 0.5), b = 0.5.  Step 2: x = (2, 0), y = -1: a = 1 + 0.5 = 1.5, ŷ = +1, a mistake:
    # w = (0.5 - 1, 0.5) = (-0.5, 0.5), b = 0.5 - 0.5 = 0.
    X = np.array([[1.0, 1.0], [2.0, 0.0]])
    learner = Learner(X, np.array([1, 0]), 2, eta=0.5, fit_intercept=True, zero_score="mistake", record_history=True)
    trace = Trace(learner)
    q1 = next_question(trace)
    assert q1.predictions == (1, -1, 0) and q1.fit_intercept and q1.eta == 0.5
    assert "0.5·y·x" in q1.update_rule() and "b ← b + 0.5·y" in q1.update_rule()
    answers = [
        Answer(0, True, np.array([0.5, 0.5]), 0.5),
        Answer(1, True, np.array([-0.5, 0.5]), 0.25),  # the new b is wrong
    ]
    verdicts, _ = quiz_run(learner, answers[:1])
    assert verdicts[0].right and verdicts[0].out_of == 4  # ŷ, mistake?, new w, new b
    q2 = next_question(trace)
    assert q2.w.tolist() == [0.5, 0.5] and q2.b == 0.5
    learner.step()
    v2 = grade(q2, answers[1], trace.row(2))
    parts = {p.name: p for p in v2.parts}
    assert v2.score == 1.5 and parts["new w"].right and not parts["new b"].right and parts["new b"].expected == "0"
    # A typed answer in floating point counts: 0.1 + 0.2 for 0.3 is right.
    assert grade(q2, Answer(1, True, np.array([-0.5, 0.1 + 0.2 + 0.2]), 0.0), trace.row(2)).right


def test_under_the_negative_rule_a_zero_score_predicts_minus_one():
    learner = Learner(np.array([[1.0, 0.0], [0.0, 1.0]]), np.array([1, 0]), 2, zero_score="negative",
                      record_history=True)  # fmt: skip
    trace = Trace(learner)
    q = next_question(trace)
    assert q.predictions == (1, -1)
    learner.step()
    verdict = grade(q, Answer(-1, True, np.array([1.0, 0.0]), 1.0), trace.row(1))  # a = 0 → -1; y = +1: mistake
    assert verdict.right


@pytest.mark.parametrize("variant", ["perceptron", "averaged"])
def test_a_shuffled_order_asks_about_the_example_the_engine_then_looks_at(variant):
    rng = np.random.default_rng(5)
    X = rng.normal(size=(7, 2))
    y = np.where(X[:, 0] + 0.3 * X[:, 1] > 0.1, 1, -1)
    settings = TrainingSettings(variant=variant, order="shuffle", seed=11)
    learner = make_learner(settings, X, y)
    trace = Trace(learner)
    # The window's copy of the run (a RunLog fed by progress reports) asks the same questions.
    tracker = ProgressTracker(learner)
    log = RunLog(tracker.progress().start)
    log_trace = Trace(log)
    asked = []
    for _ in range(4 * len(X)):
        q = next_question(trace, shuffled=True, seed=settings.seed)
        q_log = next_question(log_trace, shuffled=True, seed=settings.seed)
        assert q_log.index == q.index
        learner.step()
        log.extend(tracker.progress())
        assert trace.row(q.t).index == q.index  # the engine looked at the example asked about
        asked.append(q.index)
    epochs = [asked[k : k + len(X)] for k in range(0, len(asked), len(X))]
    assert all(sorted(e) == list(range(len(X))) for e in epochs) and len({tuple(e) for e in epochs}) > 1


def test_grading_a_row_of_another_step_is_refused():
    learner = cmu_learner()
    trace = Trace(learner)
    q = next_question(trace)
    learner.step()
    learner.step()
    with pytest.raises(ValueError, match="asked about step 1"):
        grade(q, slide_answer(0), trace.row(2))
    assert question_of_step(trace, 2).w.tolist() == [1, -2]


def test_typed_answers_are_read_and_bad_ones_say_what_is_allowed():
    q = next_question(Trace(Learner(CMU_X, CMU_Y, 2, eta=2.0, record_history=True)))
    answer = parse_answer(q, -1, True, ["−1.5", " 2 "], "−0")
    assert answer.w.tolist() == [-1.5, 2.0] and answer.b == 0.0 and answer.prediction == -1
    assert parse_answer(q, 1, False, ["junk", ""], "").w is None  # no new w read without a mistake
    with pytest.raises(ValueError, match=r"Choose the prediction ŷ \(\+1, −1, 0\)"):
        parse_answer(q, None, True, ["1", "2"], "0")
    with pytest.raises(ValueError, match="Say whether this step is a mistake"):
        parse_answer(q, 1, None, ["1", "2"], "0")
    with pytest.raises(
        ValueError, match=re.escape("New w₁: “abc” is not a number: type a number such as 2, −1 or 0.5.")
    ):
        parse_answer(q, 1, True, ["abc", "2"], "0")
    with pytest.raises(ValueError, match="New b is empty"):
        parse_answer(q, 1, True, ["1", "2"], "  ")
    with pytest.raises(ValueError, match="not a finite number"):
        parse_answer(q, 1, True, ["1", "inf"], "0")


def test_the_quiz_says_why_it_cannot_ask():
    assert check_quizzable("perceptron", 2) == ""
    assert "two classes" in check_quizzable("perceptron", 3) and "has 3" in check_quizzable("perceptron", 3)
    assert "kernel perceptron has none" in check_quizzable("kernel", 2)


def test_the_batch_variant_changes_w_only_at_the_end_of_the_epoch():
    # Batch (note 003), through the origin: both rows use w = 0, both are mistakes (a = 0); w stays (0, 0)
    # after step 1 and becomes the sum (1, 0) + (0, -1) = (1, -1) at the epoch's last row.
    X = np.array([[1.0, 0.0], [0.0, 1.0]])
    learner = Learner(X, np.array([1, 0]), 2, variant="batch", fit_intercept=False, record_history=True)
    trace = Trace(learner)
    q1 = next_question(trace)
    assert q1.batch and "applied at its end" in q1.update_rule()
    learner.step()
    assert grade(q1, Answer(0, True, np.array([0.0, 0.0])), trace.row(1)).right
    assert not grade(q1, Answer(0, True, np.array([1.0, 0.0])), trace.row(1)).right  # the online update
    q2 = next_question(trace)
    assert q2.w.tolist() == [0, 0] and q2.index == 1
    learner.step()
    assert grade(q2, Answer(0, True, np.array([1.0, -1.0])), trace.row(2)).right
