"""The one-vs-rest logistic runs side by side (issue 28) give what the runs class by class give, to the last bit.

``LogisticClassifier(learning_rate="optimal", shuffle=False)`` on dense float64 X with 3 or more
classes runs its classes' epochs side by side, each class a lane of one vector
(:func:`core.learn._sgd_loops.ovr_lanes_epoch`); ``n_jobs=2`` runs the classes one after the other
(the path of every other fit).  Both must give the same weights, intercepts, epochs, mistakes and
clock t, and scikit-learn's ``SGDClassifier(loss="log_loss", shuffle=False)`` the same weights and
epochs, on many shapes and settings: 3 to 19 classes (one to three groups of eight lanes), classes
that stop at different epochs (tol), class and sample weights, no penalty, a large alpha (the
weights' scale folded back mid-epoch), no intercept, warm starts.
"""

import warnings

import numpy as np
import pytest
from sklearn.linear_model import SGDClassifier

from core import LogisticClassifier
from core.learn.engine import OverflowTrainingError


def _case(k: int):
    """Case k: K = 3..19 classes, d = 1..40 columns, n = 20..300 rows around K noisy centres, and settings cycling."""
    rng = np.random.default_rng(2800 + k)
    K = 3 + (k * 7) % 17
    d = 1 + (k * 13) % 40
    n = int(rng.integers(20, 300))
    centres = rng.standard_normal((K, d)) * 2.0
    y = rng.integers(0, K, n)
    y[:K] = np.arange(K)  # every class present
    X = np.ascontiguousarray(centres[y] + rng.standard_normal((n, d)))
    settings = {
        "alpha": [1e-4, 1e-2, 0.3, 1e-6][k % 4],  # 0.3: wscale falls below 1e-9, folded back into w
        "penalty": None if k % 5 == 0 else "l2",
        "tol": [1e-3, None, 0.5, 1e-2][k % 4],
        "max_iter": [30, 7, 60][k % 3],
        "fit_intercept": k % 6 != 1,
        "class_weight": "balanced" if k % 3 == 2 else None,
        "n_iter_no_change": 1 + k % 5,
    }
    fit_kwargs = {}
    if k % 4 == 1:
        fit_kwargs["sample_weight"] = rng.uniform(0.2, 3.0, n)
    if k % 7 == 3:
        fit_kwargs["coef_init"] = rng.standard_normal((K, d)) * 0.1
        fit_kwargs["intercept_init"] = rng.standard_normal(K) * 0.1
    return X, y, settings, fit_kwargs


def _ours(settings: dict, **extra) -> LogisticClassifier:
    return LogisticClassifier(learning_rate="optimal", shuffle=False, random_state=0, **settings, **extra)


def _fit(model, X, y, fit_kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return model.fit(X, y, **fit_kwargs)


@pytest.mark.parametrize("k", range(60))
def test_side_by_side_runs_equal_the_runs_class_by_class_and_scikit_learns(k):
    X, y, settings, fit_kwargs = _case(k)
    side_by_side = _ours(settings)
    class_by_class = _ours(settings, n_jobs=2)
    assert side_by_side._sgd_ovr_in_lanes(X) and not class_by_class._sgd_ovr_in_lanes(X)
    a = _fit(side_by_side, X, y, fit_kwargs)
    b = _fit(class_by_class, X, y, fit_kwargs)
    assert a.coef_.tobytes() == b.coef_.tobytes()
    assert a.intercept_.tobytes() == b.intercept_.tobytes()
    assert (a.n_iter_, a.t_) == (b.n_iter_, b.t_)
    assert np.array_equal(a.mistakes_per_epoch_, b.mistakes_per_epoch_)
    sklearn = _fit(SGDClassifier(loss="log_loss", shuffle=False, random_state=0, **settings), X, y, fit_kwargs)
    assert np.array_equal(a.coef_, sklearn.coef_) and np.array_equal(a.intercept_, sklearn.intercept_)
    assert a.n_iter_ == sklearn.n_iter_
    assert np.abs(a.coef_).max() > 0.0


def test_classes_that_stop_at_different_epochs_keep_the_weights_of_their_last_epoch():
    """With tol, each class stops by its own rule: the side-by-side run must not step a class that stopped."""
    X, y, settings, _ = _case(7)
    settings.update(tol=1e-2, max_iter=200, n_iter_no_change=2)
    stops = []
    for label in range(len(np.unique(y))):  # each class's own binary run: its epochs
        binary = _fit(_ours(settings), X, np.where(y == label, 1, 0), {})
        stops.append(binary.n_iter_)
    assert len(set(stops)) > 1  # the classes do stop at different epochs here
    model = _fit(_ours(settings), X, y, {})
    assert model.n_iter_ == max(stops)
    for label in range(len(stops)):
        binary = _fit(_ours(settings), X, np.where(y == label, 1, 0), {})
        # one-vs-rest labels the rest -1 as the binary fit labels class 0: the same run, the same weights
        assert model.coef_[label].tobytes() == binary.coef_[0].tobytes()


def test_an_overflow_raises_the_error_the_runs_class_by_class_raise():
    rng = np.random.default_rng(3)
    X = rng.standard_normal((40, 3)) * 1e160
    y = np.arange(40) % 4
    messages = []
    for extra in ({}, {"n_jobs": 2}):
        with pytest.raises(OverflowTrainingError) as raised:
            _fit(_ours({"tol": None, "max_iter": 5}, **extra), X, y, {})
        messages.append(str(raised.value))
    assert messages[0] == messages[1]
    assert "overflowed" in messages[0]
