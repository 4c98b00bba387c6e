"""VotedPerceptron keeps a bounded number of hypotheses (issue 11): the most recent max_hypotheses."""

import pickle

import numpy as np
import pytest
from sklearn.exceptions import ConvergenceWarning

from core import VotedPerceptron
from core.learn import history

pytestmark = pytest.mark.filterwarnings("ignore", category=ConvergenceWarning)


def _noisy(n=600, d=10, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    return X, (X[:, 0] + 0.8 * rng.normal(size=n) > 0).astype(int)


def test_defaults_bound_the_model_on_noisy_data():
    X, y = _noisy()
    full = VotedPerceptron(max_hypotheses=None).fit(X, y)
    assert len(full.votes_) > 100_000  # the case: one hypothesis per mistake
    bounded = VotedPerceptron().fit(X, y)
    assert len(bounded.votes_) == len(bounded.coefs_) == len(bounded.intercepts_) == 1000
    assert len(pickle.dumps(bounded)) < 200_000
    # the most recent hypotheses, bit for bit, and every vote accounted for
    np.testing.assert_array_equal(bounded.coefs_, full.coefs_[-1000:])
    np.testing.assert_array_equal(bounded.intercepts_, full.intercepts_[-1000:])
    np.testing.assert_array_equal(bounded.votes_, full.votes_[-1000:])
    assert bounded.votes_dropped_ + bounded.votes_.sum() == full.votes_.sum() == full.t_
    np.testing.assert_array_equal(bounded.coef_, full.coef_)
    # and the vote of the kept ones is close to the full vote on new points
    X_new, _ = _noisy(1000, seed=1)
    assert np.mean(bounded.predict(X_new) == full.predict(X_new)) > 0.95


@pytest.mark.parametrize("n_classes", [2, 3])
def test_partial_fit_keeps_the_same_bound(n_classes):
    X, y = _noisy(200, 4, seed=2)
    if n_classes == 3:
        y = y + (X[:, 1] > 0.5)
    classes = np.unique(y)
    everything = VotedPerceptron(max_hypotheses=None)
    bounded = VotedPerceptron(max_hypotheses=30)
    for _ in range(5):
        everything.partial_fit(X, y, classes=classes)
        bounded.partial_fit(X, y, classes=classes)
        assert len(bounded.votes_) <= 30
    np.testing.assert_array_equal(bounded.coefs_, everything.coefs_[-30:])
    np.testing.assert_array_equal(bounded.votes_, everything.votes_[-30:])
    assert bounded.votes_dropped_ + bounded.votes_.sum() == everything.votes_.sum()


def test_under_the_bound_nothing_is_dropped():
    X, y = _noisy(40, 3, seed=3)
    a = VotedPerceptron(max_iter=3, until_converged=False).fit(X, y)
    b = VotedPerceptron(max_iter=3, until_converged=False, max_hypotheses=None).fit(X, y)
    assert a.votes_dropped_ == 0
    np.testing.assert_array_equal(a.coefs_, b.coefs_)
    np.testing.assert_array_equal(a.decision_function(X), b.decision_function(X))


def test_the_chunked_weight_path_is_the_weight_path_bit_for_bit():
    X, y = _noisy(300, 5, seed=4)
    hist = np.column_stack(
        [np.arange(len(y))[np.arange(50) % len(y)], np.zeros(50, int), np.arange(1, 51), -np.ones(50, int)]
    )
    W0 = np.zeros((1, 5))
    b0 = np.zeros(1)
    Ws, bs = history.weight_path(X, y, hist, W0, b0, 0.7, True)
    keep = np.array([0, 3, 17, 18, 49, 50])
    Wk, bk = history.weight_path_at(X, y, hist, W0, b0, 0.7, True, keep, chunk=7)
    np.testing.assert_array_equal(Wk, Ws[keep])
    np.testing.assert_array_equal(bk, bs[keep])


def test_training_memory_is_bounded_by_max_hypotheses_not_by_the_mistakes():
    """Issue 29, item 15: 1e5 noisy points for 1000 epochs took 1.4-1.9 GB, one history row per mistake.

    Here 20,000 noisy points for 100 epochs make about 600,000 mistakes (19 MB of history rows, and more while
    the history array grows); with max_hypotheses=100 the fit must stay within a few MB beyond its data, and
    keep exactly the hypotheses and votes it kept before."""
    import tracemalloc

    X, y = _noisy(20_000, 2, seed=5)
    model = VotedPerceptron(max_hypotheses=100, max_iter=100)
    tracemalloc.start()
    try:
        model.fit(X, y)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert model.n_mistakes_ > 500_000
    assert peak < 8 * 2**20, f"peak {peak / 2**20:.1f} MiB for {model.n_mistakes_} mistakes"
    full = VotedPerceptron(max_hypotheses=None, max_iter=100).fit(X, y)
    np.testing.assert_array_equal(model.coefs_, full.coefs_[-100:])
    np.testing.assert_array_equal(model.intercepts_, full.intercepts_[-100:])
    np.testing.assert_array_equal(model.votes_, full.votes_[-100:])
    assert model.votes_dropped_ + model.votes_.sum() == full.t_
