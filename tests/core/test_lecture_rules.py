"""The estimators reproduce the lecture notes' algorithms, checked against naive references."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import AveragedPerceptron, BatchPerceptron, Perceptron, VotedPerceptron
from tests.core import reference

CMU_X = np.array([[-1, 2], [1, 0], [1, 1], [-1, 0], [-1, -2], [1, -1]], dtype=float)
CMU_Y = np.array([-1, 1, 1, -1, -1, 1])


@pytest.mark.parametrize("zero_score", ["mistake", "positive"])
def test_cmu_trace_mistakes_and_weights(zero_score):
    """Seed 002: mistakes on points 1, 3, 5 and w goes [1,-2] -> [2,-1] -> [3,1]."""
    from core.learn.engine import Learner

    learner = Learner(CMU_X, (CMU_Y > 0).astype(int), 2, fit_intercept=False, zero_score=zero_score)
    seen = []
    for _ in range(6):
        step = learner.step()
        seen.append((step.index + 1, step.mistake, learner.coef[0].tolist()))
    assert [s[0] for s in seen if s[1]] == [1, 3, 5]
    assert [s[2] for s in seen] == [[1, -2], [1, -2], [2, -1], [2, -1], [3, 1], [3, 1]]
    est = Perceptron(fit_intercept=False, zero_score=zero_score, max_iter=1, until_converged=False).fit(CMU_X, CMU_Y)
    assert est.coef_.tolist() == [[3.0, 1.0]]
    assert est.n_mistakes_ == 3


@pytest.mark.parametrize(
    ("zero_score", "expected"),
    [("mistake", [True, True]), ("positive", [True, False]), ("negative", [False, True])],
)
def test_what_a_zero_score_counts_as(zero_score, expected):
    """Two orthogonal points both score exactly 0 from w0 = 0: the rule decides which are mistakes."""
    from core.learn.engine import Learner

    X = np.array([[1.0, 1.0], [1.0, -1.0]])
    learner = Learner(X, np.array([0, 1]), 2, fit_intercept=False, zero_score=zero_score)
    first, second = learner.step(), learner.step()
    assert first.score == second.score == 0.0
    assert [first.mistake, second.mistake] == expected


def _random_problem(seed, n=40, d=3, noise=0.1):
    rng = np.random.default_rng(seed)
    X = rng.integers(-5, 6, size=(n, d)).astype(float)
    y = np.where(X @ rng.normal(size=d) + noise * rng.normal(size=n) > 0, 1, -1)
    if len(set(y)) < 2:
        y[0] = -y[0]
    return X, y


@pytest.mark.parametrize("fit_intercept", [True, False])
@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize("seed", range(4))
def test_binary_variants_match_reference(seed, zero_score, fit_intercept):
    X, y = _random_problem(seed)
    epochs, eta = 4, 0.5
    kw = dict(fit_intercept=fit_intercept, zero_score=zero_score, max_iter=epochs, until_converged=False, eta0=eta)
    w, b, mistakes, avg_w, avg_b, hyps = reference.perceptron(
        X.tolist(), y.tolist(), epochs, eta, fit_intercept, zero_score
    )
    plain = Perceptron(**kw).fit(X, y)
    np.testing.assert_allclose(plain.coef_[0], w, atol=1e-12)
    np.testing.assert_allclose(plain.intercept_[0], b, atol=1e-12)
    assert plain.n_mistakes_ == len(mistakes)

    avg = AveragedPerceptron(**kw).fit(X, y)
    np.testing.assert_allclose(avg.coef_[0], avg_w, atol=1e-10)
    np.testing.assert_allclose(avg.intercept_[0], avg_b, atol=1e-10)

    voted = VotedPerceptron(**kw).fit(X, y)
    assert voted.votes_.tolist() == [h[2] for h in hyps]
    np.testing.assert_allclose(voted.coefs_, [h[0] for h in hyps], atol=1e-12)
    ref_votes = sum(
        c * np.where(reference.predicts_positive_array(X @ hw + hb, zero_score), 1, -1) for hw, hb, c in hyps
    )
    np.testing.assert_allclose(voted.decision_function(X), ref_votes)

    wb, bb, *_ = reference.perceptron(X.tolist(), y.tolist(), epochs, eta, fit_intercept, zero_score, batch=True)
    batch = BatchPerceptron(**kw).fit(X, y)
    np.testing.assert_allclose(batch.coef_[0], wb, atol=1e-9)
    np.testing.assert_allclose(batch.intercept_[0], bb, atol=1e-9)


@pytest.mark.parametrize("seed", range(3))
def test_multiclass_rule_matches_reference(seed):
    rng = np.random.default_rng(seed)
    centers = rng.normal(scale=4, size=(4, 2))
    y = rng.integers(0, 4, size=60)
    X = np.round(centers[y] + rng.normal(size=(60, 2)))
    W, b, mistakes = reference.multiclass_perceptron(X.tolist(), y.tolist(), 4, epochs=3, eta=0.25)
    est = Perceptron(max_iter=3, until_converged=False, eta0=0.25).fit(X, y)
    np.testing.assert_allclose(est.coef_, W, atol=1e-12)
    np.testing.assert_allclose(est.intercept_, b, atol=1e-12)
    assert est.n_mistakes_ == len(mistakes)
    assert est.coef_.shape == (4, 2)


def test_multiclass_ties_count_as_mistakes_and_first_class_wins():
    # From W = 0 every class scores 0: a tie, so the first example is a mistake even though
    # argmax (first class wins) predicts its class 0, and class 1 (first wrong) loses x.
    X = np.array([[1.0, 0.0]])
    est = Perceptron(max_iter=1, until_converged=False).partial_fit(X, [0], classes=[0, 1, 2])
    assert est.n_mistakes_ == 1
    assert est.coef_.tolist() == [[1.0, 0.0], [-1.0, 0.0], [0.0, 0.0]]
    assert est.intercept_.tolist() == [1.0, -1.0, 0.0]
    assert est.decision_function([[-1.0, 0.0]]).tolist() == [[0.0, 0.0, 0.0]]
    assert est.predict([[-1.0, 0.0]]).tolist() == [0]  # a three-way tie goes to the first class


def test_eta_only_rescales_weights_from_zero():
    """From w0 = 0 every update is eta * y * x, so eta scales w and b and no prediction changes."""
    rng = np.random.default_rng(3)
    X = rng.normal(size=(300, 4))
    y = (X @ [1, -2, 0.5, 1] + 0.3 * rng.normal(size=300) > 0).astype(int)
    base = Perceptron(eta0=1.0, max_iter=20, until_converged=False).fit(X, y)
    for eta in (0.125, 8.0, 1e-3, 37.5):
        est = Perceptron(eta0=eta, max_iter=20, until_converged=False).fit(X, y)
        np.testing.assert_allclose(est.coef_, eta * base.coef_, rtol=1e-12)
        np.testing.assert_allclose(est.intercept_, eta * base.intercept_, rtol=1e-12)
        assert est.n_mistakes_ == base.n_mistakes_
        assert (est.predict(X) == base.predict(X)).all()
    # ...but not from a nonzero start: then eta weighs the start against the updates.
    w0 = np.array([5.0, 5.0, -5.0, 0.0])
    slow = Perceptron(eta0=1e-3, max_iter=1, until_converged=False).fit(X, y, coef_init=w0)
    fast = Perceptron(eta0=1e3, max_iter=1, until_converged=False).fit(X, y, coef_init=w0)
    assert (slow.predict(X) != fast.predict(X)).any()


def _separable(draw_seed, n, d, margin, intercept):
    rng = np.random.default_rng(draw_seed)
    u = rng.normal(size=d)
    u /= np.linalg.norm(u)
    c = rng.normal() if intercept else 0.0
    X = rng.uniform(-3, 3, size=(n, d))
    s = X @ u + c
    keep = np.abs(s) >= margin
    X, s = X[keep], s[keep]
    return X, np.where(s > 0, 1, -1)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    d=st.integers(1, 4),
    margin=st.floats(0.05, 1.0),
    intercept=st.booleans(),
    order_seed=st.integers(0, 100),
)
def test_mistakes_never_exceed_novikoff_bound(seed, d, margin, intercept, order_seed):
    """On separable data the mistake count is at most (R / gamma)^2 (for the augmented [x, 1] with an intercept)."""
    X, y = _separable(seed, 80, d, margin, intercept)
    if len(set(y)) < 2:
        return
    Z = np.hstack([X, np.ones((len(X), 1))]) if intercept else X
    # The best margin of the augmented data is at least that of the generating plane [u, c] / ||[u, c]||.
    rng = np.random.default_rng(seed)
    u = rng.normal(size=d)
    u /= np.linalg.norm(u)
    c = rng.normal() if intercept else 0.0
    v = np.append(u, c) if intercept else u
    gamma = np.min(y * (Z @ v)) / np.linalg.norm(v)
    R = np.max(np.linalg.norm(Z, axis=1))
    est = Perceptron(fit_intercept=intercept, shuffle=True, random_state=order_seed, max_iter=100_000).fit(X, y)
    assert est.converged_
    assert est.n_mistakes_ <= (R / gamma) ** 2
