"""The convergence theorem in numbers: margins against an exact computation, the bound, the proof's lines."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sklearn.svm import SVC

from core.learn.engine import Learner
from core.teach.theory import max_margin, proof_curves, radius

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CMU_X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
CMU_Y = np.array([-1, 1, 1, -1, -1, 1])


# ------------------------------------------------------- exact, solver-free references
def min_norm_in_hull(P: np.ndarray) -> float:
    """Distance from the origin to the convex hull of the rows of P (dimension k <= 3, origin outside), by enumeration.

    The nearest point lies in the relative interior of a simplex of at most k of the points,
    where it is the projection of the origin on their affine hull; every such projection
    that falls inside its simplex is a point of the hull, so the smallest one is the answer.
    """
    best = np.inf
    for size in range(1, P.shape[1] + 1):
        for subset in itertools.combinations(range(len(P)), size):
            S = P[list(subset)]
            D = (S[1:] - S[0]).T  # k x (size - 1)
            if size > 1 and np.linalg.matrix_rank(D) < size - 1:
                continue
            c = np.linalg.lstsq(D, -S[0], rcond=None)[0] if size > 1 else np.zeros(0)
            weights = np.concatenate([[1 - c.sum()], c])
            if (weights >= -1e-12).all():
                best = min(best, float(np.linalg.norm(S[0] + D @ c)))
    return best


def augmented_margin_exact(X: np.ndarray, y: np.ndarray, fit_intercept: bool) -> float:
    """max over v of min_i y_i v.z_i / ||v|| = distance from 0 to conv{y_i z_i} (separable sets)."""
    Z = np.hstack([X, np.ones((len(X), 1))]) if fit_intercept else X
    return min_norm_in_hull(y[:, None] * Z)


def svm_margin_exact(X: np.ndarray, y: np.ndarray) -> float:
    """The usual SVM margin: half the distance between the two classes' convex hulls."""
    A, B = X[y > 0], X[y < 0]
    return min_norm_in_hull((A[:, None, :] - B[None, :, :]).reshape(-1, X.shape[1])) / 2


# ----------------------------------------------------------------------- by hand
def test_the_cmu_set_by_hand():
    # Through the origin: w = (1, 0) has margin 1 on every point, and (1, 0)+ and (-1, 0)- allow no more.
    # R = ||(-1, 2)|| = sqrt(5), so the bound is 5; the slide's run makes 3 mistakes.
    result = max_margin(CMU_X, CMU_Y, fit_intercept=False)
    assert result.separable and result.optimal and result.reason == ""
    assert result.gamma == pytest.approx(1.0, abs=1e-9)
    assert result.radius == pytest.approx(np.sqrt(5))
    assert result.bound == pytest.approx(5.0, abs=1e-8)
    np.testing.assert_allclose(result.w, [1, 0], atol=1e-9)
    assert result.svm_margin == pytest.approx(1.0, abs=1e-9)
    # With an intercept: z = [x, 1]; v = (1, 0, 0) still has margin 1, and v.(1,0,1) + v.(1,0,-1)... = 2 v1 <= 2.
    result = max_margin(CMU_X, CMU_Y, fit_intercept=True)
    assert result.gamma == pytest.approx(1.0, abs=1e-9)
    assert result.radius == pytest.approx(np.sqrt(6))
    assert result.bound == pytest.approx(6.0, abs=1e-8)
    assert result.b == pytest.approx(0.0, abs=1e-9)
    assert result.svm_margin == pytest.approx(1.0, abs=1e-9)


def test_augmented_and_usual_margins_differ_when_the_intercept_matters():
    # Two points on the x axis at 10 and 12: the usual margin is 1 (the line x = 11), but in the
    # augmented space [x, 1] the best v for y = (-1, +1) gives a far smaller margin.
    X = np.array([[10.0, 0.0], [12.0, 0.0]])
    y = np.array([-1, 1])
    result = max_margin(X, y)
    assert result.svm_margin == pytest.approx(1.0, abs=1e-9)
    # By hand: the nearest point of the segment between -(10, 0, 1) and (12, 0, 1) to the origin:
    # p(s) = (-10 + 22 s, 0, -1 + 2 s); d/ds |p|^2 = 0 at s = 222/488, where |p| = 2 / sqrt(488).
    assert result.gamma == pytest.approx(2 / np.sqrt(488), abs=1e-9)
    assert result.svm_margin > 10 * result.gamma
    np.testing.assert_allclose(result.svm_w, [1, 0], atol=1e-9)
    assert result.svm_b == pytest.approx(-11, abs=1e-8)


def test_radius():
    X = np.array([[3.0, 4.0], [0.0, 1.0]])
    assert radius(X, fit_intercept=False) == 5.0
    assert radius(X, fit_intercept=True) == pytest.approx(np.sqrt(26))


# ----------------------------------------------------------------- random separable sets
@st.composite
def separable_sets(draw, through_origin: bool = False):
    n = draw(st.integers(3, 9))
    coords = st.integers(-6, 6)
    X = np.array([[draw(coords), draw(coords)] for _ in range(n)], dtype=float)
    w = np.array([draw(st.integers(-3, 3)), draw(st.integers(-3, 3))])
    b = 0 if through_origin else draw(st.integers(-8, 8))
    a = X @ w + b
    y = np.where(a > 0, 1, -1)
    X, y = X[a != 0], y[a != 0]  # integer data: every other point is at least 1 / ||w|| from the line
    assume(len(set(y.tolist())) == 2)
    return X, y


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=st.data(), fit_intercept=st.booleans(), zero_score=st.sampled_from(["mistake", "positive"]))
def test_margins_are_exact_and_the_bound_holds(data, fit_intercept, zero_score):
    X, y = data.draw(separable_sets(through_origin=not fit_intercept))
    result = max_margin(X, y, fit_intercept)
    assert result.separable and result.optimal, result.reason
    assert result.gamma == pytest.approx(augmented_margin_exact(X, y, fit_intercept), abs=1e-6)
    # ... and with scikit-learn's SVC fitted here: the usual margin 1 / ||w||, and the augmented one as the
    # margin of the intercept-free SVM on [x, 1], fitted as a symmetric problem (the set and its mirror image).
    Z = np.hstack([X, np.ones((len(X), 1))]) if fit_intercept else X
    mirrored = SVC(kernel="linear", C=1e10, tol=1e-10).fit(np.vstack([Z, -Z]), np.concatenate([y, -y]))
    assert result.gamma == pytest.approx(1 / np.linalg.norm(mirrored.coef_), abs=1e-6)
    if fit_intercept:
        assert result.svm_margin == pytest.approx(svm_margin_exact(X, y), abs=1e-6)
        usual = SVC(kernel="linear", C=1e10, tol=1e-10).fit(X, y)
        assert result.svm_margin == pytest.approx(1 / np.linalg.norm(usual.coef_), abs=1e-6)
    else:
        assert result.svm_margin == pytest.approx(result.gamma, abs=1e-12)
    # The reported w* really has that margin, and the bound is (R / gamma*)^2 with the augmented R.
    assert np.linalg.norm(result.w_star) == pytest.approx(1.0)
    assert (y * (Z @ result.w_star)).min() == pytest.approx(result.gamma, abs=1e-12)
    R = np.sqrt((Z**2).sum(axis=1).max())
    assert result.bound == pytest.approx((R / result.gamma) ** 2)
    # The bound panel: a run from w = 0 (any learning rate) makes at most (R / gamma*)^2 mistakes.
    learner = Learner(X, (y > 0).astype(int), 2, fit_intercept=fit_intercept, zero_score=zero_score, eta=0.37)
    while not learner.converged:
        learner.run_epoch()
        assert learner.epoch <= result.bound + 2
    assert 1 <= learner.n_mistakes <= result.bound * (1 + 1e-9)


@pytest.mark.parametrize("seed", range(4))
def test_margins_stay_exact_far_from_the_origin(seed):
    # Points far from the origin make the augmented problem ill conditioned (a huge bound), where an SVC
    # with a finite C stalls: the result must still be the exact optimum, and certified so.
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(20, 2)) * 5 + [300.0, 500.0]
    a = X @ [1.0, -1.0] + 200.0
    y = np.where(a > 0, 1, -1)
    assert sorted(set(y.tolist())) == [-1, 1]
    result = max_margin(X, y)
    assert result.separable and result.optimal, result.reason
    assert result.bound > 1e4
    assert result.gamma == pytest.approx(augmented_margin_exact(X, y, True), abs=1e-6)
    assert result.svm_margin == pytest.approx(svm_margin_exact(X, y), abs=1e-6)


@pytest.mark.parametrize("seed", range(4))
def test_margins_stay_exact_for_a_thin_gap(seed):
    # Two classes 1e-3..1e-2 either side of the line x1 = 0, spread over [-50, 50]: the usual SVM's margin
    # is tiny next to the data's size (an SVC with a finite C stalls), and must still be exact.
    rng = np.random.default_rng(seed)
    side = np.where(rng.random(12) < 0.5, -1.0, 1.0)
    side[:2] = [-1.0, 1.0]
    X = np.column_stack([side * rng.uniform(1e-3, 1e-2, 12), rng.uniform(-50, 50, 12)])
    y = side.astype(int)
    result = max_margin(X, y)
    assert result.separable and result.optimal, result.reason
    assert result.svm_margin == pytest.approx(svm_margin_exact(X, y), abs=1e-8)
    assert result.gamma == pytest.approx(augmented_margin_exact(X, y, True), abs=1e-8)
    assert result.svm_margin < 1e-2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=separable_sets(), eta=st.sampled_from([0.05, 0.5, 1.0, 3.0]), start=st.booleans())
def test_the_proof_inequalities_hold_at_every_mistake(data, eta, start):
    X, y = data
    w0, b0 = (np.array([1.5, -2.0]), np.array([0.5])) if start else (None, None)
    learner = Learner(X, (y > 0).astype(int), 2, eta=eta, shuffle=True, rng=np.random.default_rng(0), w0=w0, b0=b0)
    for _ in range(500):
        learner.run_epoch()
        if learner.converged:
            break
    assert learner.converged
    result = max_margin(X, y)
    curves = proof_curves(learner, result)
    M = learner.n_mistakes
    assert curves.k.tolist() == list(range(M + 1))
    assert curves.gamma == pytest.approx(result.gamma, abs=1e-12)
    # Independently of the code: rebuild [w_k, b_k] by replaying the mistakes (w += eta y x, b += eta y).
    v = result.w_star
    w = np.concatenate([learner.W0[0], learner.B0])
    dots, norms = [w @ v], [w @ w]
    for i in learner.history[:, 0]:
        w = w + eta * y[i] * np.append(X[i], 1.0)
        dots.append(w @ v)
        norms.append(w @ w)
    np.testing.assert_allclose(curves.dot, dots, rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(curves.norm_sq, norms, rtol=1e-9, atol=1e-9)
    k = np.arange(M + 1)
    R = np.sqrt(1 + (X**2).sum(axis=1).max())
    np.testing.assert_allclose(curves.lower, dots[0] + k * eta * result.gamma, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(curves.upper, norms[0] + k * eta**2 * R**2, rtol=1e-12, atol=1e-9)
    slack = 1e-9 * (1 + np.abs(curves.upper))
    assert (np.array(dots) >= curves.lower - slack).all()
    assert (np.array(norms) <= curves.upper + slack).all()


def test_the_proof_lines_from_zero_are_the_notes_lines():
    learner = Learner(CMU_X, (CMU_Y > 0).astype(int), 2, fit_intercept=False, zero_score="positive", eta=2.0)
    while not learner.converged:
        learner.run_epoch()
    curves = proof_curves(learner, np.array([3.0, 0.0]))  # any scale: w* = (1, 0), gamma = 1, R^2 = 5
    assert curves.gamma == 1.0 and curves.radius**2 == pytest.approx(5.0)
    assert curves.lower.tolist() == [0.0, 2.0, 4.0, 6.0]  # k * eta * gamma
    np.testing.assert_allclose(curves.upper, [0.0, 20.0, 40.0, 60.0])  # k * eta^2 * R^2
    # w_k on the slide, times eta = 2: (1,-2), (2,-1), (3,1) -> w.w* = 2, 4, 6; ||w||^2 = 20, 20, 40.
    assert curves.dot.tolist() == [0.0, 2.0, 4.0, 6.0]
    assert curves.norm_sq.tolist() == [0.0, 20.0, 20.0, 40.0]


# ------------------------------------------------------------------------- failures
def test_xor_is_not_separable():
    X = np.array([[0.0, 0.0], [1.0, 1.0], [0.0, 1.0], [1.0, 0.0]])
    result = max_margin(X, np.array([1, 1, -1, -1]))
    assert not result.separable and result.status == "not_separable"
    assert result.reason.startswith("not linearly separable: the best separator still misclassifies")
    assert result.n_misclassified >= 1 and np.isnan(result.gamma)


def test_noisy_set_is_not_separable_quickly():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(400, 2))
    y = np.where(X[:, 0] + 0.5 * rng.normal(size=400) > 0, 1, -1)
    result = max_margin(X, y)
    assert result.status == "not_separable" and result.n_misclassified > 10
    assert f"misclassifies {result.n_misclassified} points" in result.reason


def test_one_class():
    result = max_margin(np.array([[0.0, 1.0], [2.0, 3.0]]), np.array(["a", "a"]))
    assert result.status == "one_class" and result.reason == "needs points of both classes"
    assert not result.separable


def test_opposite_labels_at_the_same_place():
    X = np.array([[0.0, 0.0], [1, 0], [2, 0], [5, 5], [3, 1], [4, 4], [6, 0], [5, 5]])
    y = np.array([0, 0, 0, 1, 0, 0, 1, 0])
    result = max_margin(X, y)
    assert result.status == "duplicates"
    assert result.reason == "points 3 and 7 are at the same place with opposite labels: no line can separate them"
    # Two clashes, the same label twice at a place: the first point of a clash and its first opposite.
    X = np.array([[9.0, 9.0], [1, 1], [2, 2], [1, 1], [2, 2], [1, 1], [2, 2]])
    y = np.array([1, 1, 0, 1, 1, 0, 0])
    assert max_margin(X, y).reason.startswith("points 1 and 5 are at the same place")


def test_a_point_at_the_origin_without_intercept():
    X = np.array([[1.0, 1.0], [-0.0, 0.0], [-1.0, -1.0]])
    result = max_margin(X, np.array([1, 1, -1]), fit_intercept=False)
    assert result.status == "at_origin" and "point 1 is at the origin" in result.reason
    assert max_margin(X, np.array([1, 1, -1]), fit_intercept=True).separable


def test_solver_limits_and_failures(monkeypatch):
    rng = np.random.default_rng(3)
    X = rng.normal(size=(40, 2))
    y = np.where(X @ [1.0, -2.0] + 0.2 > 0, 1, -1)
    stopped = max_margin(X, y, max_iter=1)
    assert stopped.separable and not stopped.optimal and "max_iter=1" in stopped.reason
    Z = np.hstack([X, np.ones((len(X), 1))])
    assert (y * (Z @ stopped.w_star)).min() == pytest.approx(stopped.gamma)  # still the true margin of its w*
    assert stopped.gamma > 0

    class Broken:
        def __init__(self, **kwargs):
            pass

        def fit(self, X, y):
            raise MemoryError("no room")

    monkeypatch.setattr("sklearn.svm.SVC", Broken)
    failed = max_margin(X, y)
    assert failed.status == "solver_failed" and not failed.separable
    assert failed.reason == "the max-margin solver failed: no room"


def test_more_than_two_classes_and_bad_input():
    result = max_margin(np.array([[0.0, 0], [1, 1], [2, 0]]), np.array([0, 1, 2]))
    assert result.status == "many_classes" and "two classes" in result.reason
    with pytest.raises(ValueError, match="NaN"):
        max_margin(np.array([[np.nan, 0.0], [1.0, 1.0]]), np.array([0, 1]))


def test_proof_curves_refuse_batch_and_multiclass():
    with pytest.raises(ValueError, match="online"):
        proof_curves(Learner(CMU_X, (CMU_Y > 0).astype(int), 2, variant="batch"), np.ones(3))
    with pytest.raises(ValueError, match="online"):
        proof_curves(Learner(CMU_X, np.array([0, 1, 2, 0, 1, 2]), 3), np.ones(3))


def test_importing_theory_loads_neither_sklearn_nor_scipy_optimize():
    code = (
        "import sys, core.teach.theory, core.teach.trace\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'sklearn' or m.startswith('scipy.optimize')))"
    )
    env = {**os.environ, "PYTHONPATH": ROOT}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.strip() == "[]"


# ------------------------------------------------------------------ any scale
SCALE_X = np.array([[1.0, 2.0], [2.0, 3.0], [3.0, 1.0], [-1.0, -1.0], [-2.0, 0.5], [0.0, -2.0]])
SCALE_Y = np.array([1, 1, 1, -1, -1, -1])


@pytest.mark.parametrize("fit_intercept", [True, False])
@pytest.mark.parametrize("exponent", range(-15, 16, 3))
def test_the_panel_is_right_at_any_scale(exponent, fit_intercept):
    # The same separable set in units from 1e-15 to 1e15: separable and solved to optimality at every scale,
    # the margins exactly scaled (with an intercept: the usual one), the separator separating.
    s = 10.0**exponent
    X = SCALE_X * s
    result = max_margin(X, SCALE_Y, fit_intercept)
    assert result.separable and result.optimal, result.reason
    Z = np.hstack([X, np.ones((len(X), 1))]) if fit_intercept else X
    assert (SCALE_Y * (Z @ result.w_star)).min() == pytest.approx(result.gamma, rel=1e-9)
    if not fit_intercept:
        assert result.gamma == pytest.approx(s * augmented_margin_exact(SCALE_X, SCALE_Y, False), rel=1e-6)
        assert result.svm_margin == pytest.approx(result.gamma, rel=1e-12)
        return
    assert result.svm_margin == pytest.approx(s * svm_margin_exact(SCALE_X, SCALE_Y), rel=1e-6)
    # With an intercept the augmented margin is not proportional to the scale: it lies between the margin of the
    # usual SVM's (w, b) read as a vector of the augmented space and the usual margin, and is exact where the
    # enumeration reference is well conditioned.
    w, b = result.svm_w, result.svm_b
    usual_as_augmented = float((SCALE_Y * (X @ w + b)).min()) / float(np.linalg.norm(np.append(w, b)))
    assert usual_as_augmented * (1 - 1e-9) <= result.gamma <= result.svm_margin * (1 + 1e-9)
    if 1e-3 <= s <= 1e3:
        assert result.gamma == pytest.approx(augmented_margin_exact(X, SCALE_Y, True), rel=1e-6)
