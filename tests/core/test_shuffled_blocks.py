"""Issue 28, goal 2: shuffled epochs over an X larger than the cache read their rows in gathered blocks.

The loops copy each block of rows in the epoch's random order into a buffer and run over it
(``core.learn._loops.gather_rows``).  What a user sees must not change: the same weights as
scikit-learn's to the bit where the estimators say so, the same weights and history as the same
order read row by row, and an overflow names the example of X, not a row of a block.  X here is
larger than the cache bound of the loops (2 MiB), so the blocks are in use.
"""

from __future__ import annotations

import re
import warnings

import numpy as np
import pytest
from sklearn.datasets import make_classification
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.linear_model import SGDClassifier

from core import AveragedPerceptron, HingeClassifier, LogisticClassifier, Perceptron
from core.learn.engine import Learner, OverflowTrainingError

LARGE = 3 << 20  # bytes: above the loops' cache bound, so shuffled rows are gathered


def large_data(dtype, n_classes=2, n_features=20):
    n = LARGE // (n_features * np.dtype(dtype).itemsize) + 500
    X, y = make_classification(
        n_samples=n, n_features=n_features, n_informative=max(2, n_features // 2), n_redundant=0, n_classes=n_classes,
        n_clusters_per_class=1, flip_y=0.03, random_state=3,
    )  # fmt: skip
    return np.ascontiguousarray(X, dtype=dtype), y


def fit_quietly(model, X, y, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return model.fit(X, y, **kwargs)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("n_classes", [2, 3])
def test_a_shuffled_perceptron_on_a_large_x_is_sklearns_bits(dtype, n_classes):
    X, y = large_data(dtype, n_classes)
    theirs = fit_quietly(SkPerceptron(random_state=0, max_iter=6), X, y)
    ours = fit_quietly(
        Perceptron(tol=1e-3, shuffle=True, random_state=0, until_converged=False, multiclass="ovr", max_iter=6), X, y
    )
    assert X.nbytes > LARGE - 1
    assert ours.n_iter_ == theirs.n_iter_
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)


def test_shuffled_sgd_fits_on_a_large_x_are_sklearns_bits_or_within_their_bound():
    X, y = large_data(np.float64)
    weights = np.random.default_rng(2).uniform(0.5, 2.0, len(y))
    cases = [  # (ours, scikit-learn's, fit's keyword arguments, bound: 0 is bit for bit)
        (AveragedPerceptron(tol=None, shuffle=True, random_state=0, max_iter=4, average=False, penalty="l2",
                            learning_rate="optimal", until_converged=False, multiclass="ovr"),
         SGDClassifier(loss="perceptron", tol=None, random_state=0, max_iter=4), {}, 0.0),
        (AveragedPerceptron(tol=1e-3, shuffle=True, random_state=0, max_iter=4, average=True, penalty="l2",
                            learning_rate="optimal", until_converged=False, multiclass="ovr"),
         SGDClassifier(loss="perceptron", tol=1e-3, random_state=0, max_iter=4, average=True), {}, 1e-9),
        (HingeClassifier(tol=None, shuffle=True, random_state=0, max_iter=4, penalty="l2", learning_rate="optimal"),
         SGDClassifier(loss="hinge", tol=None, random_state=0, max_iter=4), {}, 1e-9),
        (HingeClassifier(tol=1e-3, shuffle=True, random_state=0, max_iter=4, penalty="l2", learning_rate="optimal"),
         SGDClassifier(loss="hinge", tol=1e-3, random_state=0, max_iter=4), {"sample_weight": weights}, 1e-9),
        (LogisticClassifier(tol=None, shuffle=True, random_state=0, max_iter=4, penalty="l2", eta0=0.01,
                            learning_rate="invscaling"),
         SGDClassifier(loss="log_loss", tol=None, random_state=0, max_iter=4, eta0=0.01, learning_rate="invscaling"),
         {}, 1e-9),
        (LogisticClassifier(tol=1e-3, shuffle=True, random_state=0, max_iter=4, penalty="l2", learning_rate="optimal",
                            early_stopping=True),
         SGDClassifier(loss="log_loss", tol=1e-3, random_state=0, max_iter=4, early_stopping=True), {}, 0.0),
    ]  # fmt: skip
    for ours, theirs, kwargs, bound in cases:
        fit_quietly(ours, X, y, **kwargs)
        fit_quietly(theirs, X, y, **kwargs)
        assert ours.n_iter_ == theirs.n_iter_, ours
        scale = np.abs(theirs.coef_).max()
        assert np.abs(ours.coef_ - theirs.coef_).max() <= bound * scale, ours
        assert np.abs(ours.intercept_ - theirs.intercept_).max() <= bound * max(1.0, abs(theirs.intercept_).max())


def test_an_overflow_in_a_gathered_block_names_the_example_of_x():
    X, y = large_data(np.float64)
    huge = [15_000, 17_000]  # rows far beyond any block's length
    X[huge] = 1e200
    y[huge] = [0, 1]  # one of them is misclassified whatever w is: w grows to 1e200, and the next one overflows
    with pytest.raises(OverflowTrainingError, match=r"at example \d+") as raised:
        fit_quietly(HingeClassifier(tol=None, shuffle=True, random_state=0, max_iter=5), X, y)
    assert int(re.search(r"at example (\d+)", str(raised.value)).group(1)) in huge


@pytest.mark.parametrize("variant", ["perceptron", "averaged"])
@pytest.mark.parametrize(("n_classes", "n_features"), [(2, 2), (2, 20), (4, 12)])
def test_a_shuffled_learner_on_a_large_x_steps_as_the_same_order_read_in_place(variant, n_classes, n_features):
    """The window's engine: epochs in a drawn order equal epochs over X reordered by hand (no shuffle, no blocks)."""
    X, y = large_data(np.float64, n_classes, n_features)
    shuffled = Learner(X, y, n_classes, variant=variant, shuffle=True, rng=np.random.default_rng(7), eta=0.5)
    shuffled.advance(5000, stop_on_mistake=True)  # the window's "to the next mistake", then budgets of a frame
    while shuffled.pos != 0:
        shuffled.advance(3001)
    order = shuffled.order_of_epoch(0)
    assert not np.array_equal(order, np.arange(len(y)))
    by_hand = Learner(X[order], y[order], n_classes, variant=variant, eta=0.5)
    by_hand.advance()
    assert shuffled.epoch == by_hand.epoch == 1
    np.testing.assert_array_equal(shuffled.W, by_hand.W)
    np.testing.assert_array_equal(shuffled.b, by_hand.b)
    for mine, theirs in zip(shuffled.averaged(), by_hand.averaged(), strict=True):
        np.testing.assert_array_equal(mine, theirs)
    history, history_by_hand = shuffled.history, by_hand.history
    assert len(history) > 100
    np.testing.assert_array_equal(history[:, 0], order[history_by_hand[:, 0]])  # the examples of X
    np.testing.assert_array_equal(history[:, 1:], history_by_hand[:, 1:])


@pytest.mark.parametrize("n", [1, 2, 63, 64, 65, 129, 100_000])
@pytest.mark.parametrize("seed", [0, 1, 2**31 - 1])
def test_the_shuffle_drawing_its_swaps_ahead_visits_sklearns_order(n, seed):
    """The shuffle draws each swap's partner 64 swaps early (to ask for it from memory): still scikit-learn's order,
    for as many examples as swaps drawn ahead, one more or less, and many more."""
    from sklearn.utils._seq_dataset import ArrayDataset64

    from core.learn._sgd_loops import shuffle_once

    values = np.arange(n, dtype=np.float64)
    dataset = ArrayDataset64(values[:, None].copy(), values.copy(), np.ones(n), seed=1)
    dataset._shuffle_py(seed)
    theirs = [int(dataset._next_py()[1]) for _ in range(n)]  # (row, label, weight, index): the label is the row
    for dtype in (np.int64, np.int32):
        ours = np.arange(n, dtype=dtype)
        shuffle_once(ours, seed)
        assert ours.tolist() == theirs
