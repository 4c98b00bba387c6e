"""The point inspector's numbers, worked by hand, and the undershoot of note 004 found in a real run's trace."""

import math

import numpy as np
import pytest

from core.learn.engine import Learner
from core.teach.inspect import inspect_point, last_update, sign_of
from core.teach.trace import Trace


def test_the_numbers_of_a_point_worked_by_hand():
    # w = (3, 4), b = -5, x = (1, 2), y = -1: w·x = 11, a = 6, y·a = -6 (wrong), ‖x‖² = 5, ‖w‖ = 5,
    # projection 11/5 = 2.2, the vector (11/25)(3, 4) = (1.32, 1.76), signed distance 6/5 = 1.2.
    r = inspect_point(4, np.array([1.0, 2.0]), -1, np.array([3.0, 4.0]), -5.0, "mistake")
    assert (r.index, r.score, r.margin, r.norm_sq) == (4, 6.0, -6.0, 5.0)
    assert r.projection == pytest.approx(2.2) and r.distance == pytest.approx(1.2)
    np.testing.assert_allclose(r.projection_vector, [1.32, 1.76])
    # The boundary's nearest point: x - (a/||w||^2) w = (1, 2) - (6/25)(3, 4) = (0.28, 1.04), on 3x1 + 4x2 = 5.
    np.testing.assert_allclose(r.foot, [0.28, 1.04])
    assert r.wrong and r.update is None


def test_with_w_zero_there_is_no_projection_and_the_zero_rule_decides():
    x = np.array([2.0, -1.0])
    for rule, wrong in (("mistake", True), ("positive", False), ("negative", True)):
        r = inspect_point(0, x, 1, np.zeros(2), 0.0, rule)
        assert r.score == 0 and r.projection is None and r.projection_vector is None and r.distance is None
        assert r.foot is None
        assert r.wrong is wrong and r.norm_sq == 5.0


def test_an_update_that_undershoots_note_004():
    # Through the origin, a score of 0 a mistake.  Step 1: x = (10, 0), y = +1, a = 0: w = (10, 0).
    # Step 2: x = (1, 0.1), y = -1, a = 10: w = (9, -0.1); after it a = 9 - 0.01 = 8.99 > 0: still wrong.
    # y·a goes from -10 to -8.99, up by ‖x‖² = 1.01 (note 004, eq. 11).
    X = np.array([[10.0, 0.0], [1.0, 0.1]])
    learner = Learner(X, np.array([1, 0]), 2, fit_intercept=False, record_history=True)
    trace = Trace(learner)
    learner.step()
    learner.step()
    first, second = last_update(trace, 0, 2), last_update(trace, 1, 2)
    assert (first.t, first.margin_before, first.margin_after, first.undershoot) == (1, 0.0, 100.0, False)
    assert second.t == 2 and second.epoch == 1 and second.undershoot
    assert second.margin_before == pytest.approx(-10.0) and second.margin_after == pytest.approx(-8.99)
    assert second.gain == pytest.approx(1.01)
    assert last_update(trace, 1, 1) is None  # before step 2 no update was made on it
    r = inspect_point(1, X[1], -1, learner.W[0], float(learner.b[0]), "mistake", second)
    assert r.wrong and r.margin == pytest.approx(-8.99)
    assert r.distance == pytest.approx(8.99 / math.hypot(9, 0.1))


def test_with_an_intercept_and_eta_the_update_adds_eta_times_norm_squared_plus_one():
    X = np.array([[1.0, 2.0], [-1.0, -1.0]])
    learner = Learner(X, np.array([1, 0]), 2, eta=0.5, fit_intercept=True, record_history=True)
    trace = Trace(learner)
    learner.step()  # a = 0: a mistake; y·a goes from 0 to 0.5·(‖x‖² + 1) = 3
    update = last_update(trace, 0, 1)
    assert update.margin_before == 0 and update.margin_after == pytest.approx(3.0) and not update.undershoot


def test_the_batch_variant_has_no_update_of_one_example():
    learner = Learner(np.array([[1.0, 0.0], [0.0, 1.0]]), np.array([1, 0]), 2, variant="batch", record_history=True)
    trace = Trace(learner)
    learner.run_epoch()
    assert len(learner.history) and last_update(trace, 0, 2) is None


def test_signs_follow_the_sorted_classes():
    classes = np.array([3, 7])
    assert sign_of(7, classes) == 1 and sign_of(3, classes) == -1
    with pytest.raises(ValueError, match="two classes, not 3"):
        sign_of(1, np.array([1, 2, 3]))
