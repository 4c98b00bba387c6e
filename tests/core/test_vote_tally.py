"""The voted perceptron's vote as the window tallies it equals the notes' vote, by hand (tests/core/reference.py)."""

from __future__ import annotations

import numpy as np
import pytest

from core.learn.engine import Learner
from core.learn.vote import VoteTally
from tests.core import reference


def _vote(points: np.ndarray, hyps: list, zero_score: str) -> np.ndarray:
    """sum_k c_k sign(w_k.x + b_k), each sign by the zero rule."""
    return sum(
        c * np.where(reference.predicts_positive_array(points @ np.array(w) + b, zero_score), 1.0, -1.0)
        for w, b, c in hyps
    )


def _noisy(n: int = 30, seed: int = 2) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    X = rng.uniform(-3, 3, size=(n, 2))
    y = np.where(X[:, 0] - X[:, 1] > 0.2, 1, -1)
    flip = rng.random(n) < 0.2
    y[flip] = -y[flip]
    return X, y


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize("budgets", [[30, 30, 30], [1, 7, 52, 3, 27], [90]])
def test_the_tally_at_each_epoch_end_is_the_vote_of_every_hypothesis(zero_score, budgets):
    X, y = _noisy()
    learner = Learner(X, (y > 0).astype(np.int64), 2, variant="voted", zero_score=zero_score)
    grid = np.random.default_rng(0).uniform(-4, 4, size=(200, 2))
    tally = VoteTally(learner, grid)
    for budget in budgets:
        learner.advance(budget)
        votes = tally.update(learner)
        if learner.pos == 0:  # the reference runs whole epochs
            *_, hyps = reference.perceptron(X.tolist(), y.tolist(), learner.epoch, zero_score=zero_score)
            np.testing.assert_array_equal(votes, _vote(grid, hyps, zero_score))
    errors = learner.training_errors()
    *_, hyps = reference.perceptron(X.tolist(), y.tolist(), learner.epoch, zero_score=zero_score)
    wrong = [reference.is_mistake(yi, v, zero_score) for yi, v in zip(y, _vote(X, hyps, zero_score), strict=True)]
    assert errors == sum(wrong)  # the vote's training errors (a vote of 0 is an error under "mistake")
