"""The notes' pseudocode with a step's numbers put in, without a window (the CMU lecture's trace, by hand)."""

import numpy as np
import pytest

from core.learn.engine import Learner
from core.teach.algorithm import explain, listing, notations_for, step_facts
from core.teach.trace import Trace

CMU_X = np.array([[-1, 2], [1, 0], [1, 1], [-1, 0], [-1, -2], [1, -1]], dtype=float)
CMU_Y = np.array([0, 1, 1, 0, 0, 1])  # -1, +1, +1, -1, -1, +1


@pytest.mark.parametrize(
    ("variant", "zero_score", "expected"),
    [("perceptron", "negative", ("001",)), ("averaged", "positive", ("002",)), ("voted", "mistake", ("003", "004")),
     ("batch", "mistake", ("003-batch",))],
)  # fmt: skip
def test_the_rule_for_a_score_of_zero_picks_the_handout(variant, zero_score, expected):
    assert notations_for(variant, zero_score) == expected


def test_through_the_origin_the_b_lines_go():
    with_b = [line.text for line in listing("003", "perceptron", True)]
    without = [line.text for line in listing("003", "perceptron", False)]
    assert "2: b = 0" in with_b and "8:       b = b + y" in with_b
    assert not any("b = " in text for text in without)


def test_before_the_first_step_nothing_is_marked():
    view = explain("002", "perceptron", False, "positive", None)
    assert view.current == -1 and not view.executed and not view.numbers


def test_the_cmu_trace_step_five_by_hand():
    learner = Learner(CMU_X, CMU_Y, 2, fit_intercept=False, zero_score="positive")
    for _ in range(5):
        learner.step()
    facts = step_facts(Trace(learner), 5)
    # w = (2, -1) scores x = (-1, -2) as -2 + 2 = 0 -> predicts +1 (>= 0) but y = -1: w - x = (3, 1)
    assert facts.w_before.tolist() == [2.0, -1.0] and facts.score == 0.0 and facts.mistake
    view = explain("002", "perceptron", False, "positive", facts)
    assert view.numbers[2] == "ŷ = sign(2·(−1) + (−1)·(−2)) = sign(0) = +1"
    assert view.numbers[view.current] == "(2, −1) + (−1)·(−1, −2) = (3, 1)"


def test_batch_facts_sum_the_misclassified_of_the_epoch_so_far():
    learner = Learner(CMU_X, CMU_Y, 2, variant="batch", fit_intercept=True)
    for _ in range(8):  # the first epoch (a step to w = (6, 0), b = 0) and two examples of the second
        learner.step()
    facts = step_facts(Trace(learner), 8)
    # epoch 2 from w = (6, 0), b = 0: x = (-1, 2) scores -6 (right for y = -1), x = (1, 0) scores 6 (right)
    assert facts.epoch == 2 and facts.w_before.tolist() == [6.0, 0.0]
    assert facts.misclassified == 0 and facts.pending.tolist() == [0.0, 0.0] and not facts.epoch_end
    first = step_facts(Trace(learner), 6)
    assert first.epoch_end and first.misclassified == 6 and first.pending.tolist() == [6.0, 0.0]
    assert first.pending_b == 0.0  # three labels +1 and three -1


@pytest.mark.parametrize(
    ("zero_score", "words"),
    [("mistake", "(y_k · a_k ≤ 0)"), ("positive", "(sign(a_k) ≠ y_k, sign(0) = +1)"),
     ("negative", "(sign(a_k) ≠ y_k, sign(0) = −1)")],
)  # fmt: skip
def test_the_batch_step_says_which_rule_decides_a_misclassified_example(zero_score, words):
    texts = [line.text for line in listing("003-batch", "batch", False, zero_score=zero_score)]
    assert any(words in text for text in texts)
