"""The mistake bound from any start w0: the proof's two lines, (w0.w* + k gamma)^2 <= ||w0||^2 + k R^2, solved for k.

Expected values are hand solutions of that quadratic (shown in each test), not our code's output.
"""

import math

import numpy as np
import pytest

from core.learn.engine import Learner
from core.teach.theory import max_margin, start_bound

TIGHT_X = np.array([[1, 1], [1, -1], [-1, -1], [-1, 1]], dtype=float)
TIGHT_Y = np.array([1, 1, -1, -1])


def test_from_zero_it_is_the_usual_bound():
    # (0 + k)^2 <= 0 + 2k  ->  k <= 2 = (R / gamma)^2
    assert start_bound(gamma=1.0, radius=math.sqrt(2), start_dot=0.0, start_norm_sq=0.0) == pytest.approx(2.0)


def test_a_start_towards_w_star_lowers_the_bound():
    # w0 = (1, 1), w* = (1, 0): (1 + k)^2 <= 2 + 2k  ->  k^2 <= 1  ->  k <= 1
    assert start_bound(gamma=1.0, radius=math.sqrt(2), start_dot=1.0, start_norm_sq=2.0) == pytest.approx(1.0)


def test_a_start_against_w_star_raises_the_bound():
    # w0 = (-1, 0), w* = (1, 0): (k - 1)^2 <= 1 + 2k  ->  k^2 - 4k <= 0  ->  k <= 4
    assert start_bound(gamma=1.0, radius=math.sqrt(2), start_dot=-1.0, start_norm_sq=1.0) == pytest.approx(4.0)


def test_a_general_case_solved_by_the_quadratic_formula():
    # gamma = 0.5, R = 3, c = 2, D = 5: (2 + k/2)^2 <= 5 + 9k  ->  k^2/4 - 7k - 1 <= 0  ->  k^2 - 28k - 4 <= 0
    # k <= (28 + sqrt(784 + 16)) / 2 = 14 + sqrt(800) / 2 = 14 + 10 sqrt(2)
    expected = 14 + 10 * math.sqrt(2)
    assert start_bound(gamma=0.5, radius=3.0, start_dot=2.0, start_norm_sq=5.0) == pytest.approx(expected)


def test_the_learning_rate_scales_the_start():
    # eta = 2 with w0 = (-2, 0) is eta = 1 with w0 = (-1, 0): k <= 4
    assert start_bound(gamma=1.0, radius=math.sqrt(2), start_dot=-2.0, start_norm_sq=4.0, eta=2.0) == pytest.approx(4.0)


def test_bad_numbers_are_refused_with_a_message():
    with pytest.raises(ValueError, match="gamma must be > 0"):
        start_bound(gamma=0.0, radius=1.0, start_dot=0.0, start_norm_sq=0.0)
    with pytest.raises(ValueError, match="Cauchy-Schwarz"):
        start_bound(gamma=1.0, radius=1.0, start_dot=2.0, start_norm_sq=1.0)  # |w0.w*| <= ||w0|| for unit w*


def test_a_run_from_w0_stays_within_the_bound_and_the_bound_holds_on_many_starts():
    result = max_margin(TIGHT_X, TIGHT_Y, fit_intercept=False)
    w_star = result.w_star
    rng = np.random.default_rng(0)
    for w0 in [np.array([-1.0, 0.0]), *rng.normal(scale=3, size=(30, 2))]:
        learner = Learner(TIGHT_X, (TIGHT_Y > 0).astype(int), 2, fit_intercept=False, w0=w0)
        for _ in range(100):
            learner.run_epoch()
            if learner.converged:
                break
        assert learner.converged
        bound = start_bound(result.gamma, result.radius, float(w0 @ w_star), float(w0 @ w0))
        assert learner.n_mistakes <= bound + 1e-9
