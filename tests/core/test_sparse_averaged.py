"""The averaged SGD perceptron passes over correctly classified rows without their steps, bit for bit (issue 12).

A correct row's step leaves w and the intercept alone and adds ``average_a * x_j * (+-0)`` to
the averaged weights, which changes none of their bits, unless ``average_a * x_j`` overflows (then
scikit-learn's averages become NaN) or an average is -0.0 (adding +0.0 makes it +0.0).  So only
the step's scalars are kept (``average_a``, ``average_b``, the averaged intercept, t).  These
tests compare with scikit-learn's ``SGDClassifier(loss="perceptron", average=...)`` bit for bit,
sign of zero included, on sparse rows of very different lengths (empty ones too) and on dense rows
(which take the same loop when sample or class weights, late-onset averaging, shuffling or held-out
rows send them to scikit-learn's path).
"""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.linear_model import SGDClassifier

from core import AveragedPerceptron
from tests.core.test_sparse_scan import data_sets, noisy_labels, ragged_csr

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def bits(a) -> np.ndarray:
    """The float64 bit patterns of a (so that -0.0 and +0.0 differ, and NaNs compare by their bits)."""
    return np.ascontiguousarray(a, dtype=np.float64).view(np.int64)


def sklearn_averaged(**params) -> SGDClassifier:
    defaults = {"loss": "perceptron", "learning_rate": "constant", "eta0": 1.0, "penalty": None, "average": True,
                "shuffle": False, "tol": None}  # fmt: skip
    return SGDClassifier(**{**defaults, **params})


def assert_same_bits(ours, theirs) -> None:
    np.testing.assert_array_equal(bits(ours.coef_), bits(theirs.coef_))
    np.testing.assert_array_equal(bits(ours.intercept_), bits(theirs.intercept_))


@pytest.mark.parametrize("average", [True, 7, 150], ids=["from-the-start", "after-7", "after-150"])
@pytest.mark.parametrize("shuffle", [False, True], ids=["in-order", "shuffled"])
def test_averaged_on_ragged_sparse_rows_equals_sklearn_bit_for_bit(average, shuffle):
    fits = 0
    for n, X, y in data_sets(2, 0.15, seed=40):
        params = {"max_iter": 5, "average": average, "shuffle": shuffle, "random_state": n}
        ours = AveragedPerceptron(until_converged=False, **params).fit(X, y)
        theirs = sklearn_averaged(**params).fit(X, y)
        assert_same_bits(ours, theirs)
        fits += 1
        if n > 60:  # most visits are correct rows (the ones passed over), some are mistakes
            assert 0 < ours.n_mistakes_ < ours.t_ / 2
    assert fits >= 15


@pytest.mark.parametrize("sparse", [True, False], ids=["csr", "dense"])
def test_averaged_options_equal_sklearn_bit_for_bit(sparse):
    rng = np.random.default_rng(21)
    X = ragged_csr(rng, 203)
    y = noisy_labels(rng, X, 2, 0.1)
    X = X if sparse else X.toarray()
    weights = rng.choice([0.0, 0.5, 1.0, 2.0], size=X.shape[0])  # zero weights: mistakes that step by 0
    ones = np.ones(X.shape[0])  # (dense rows without weights would go to the teaching engine)
    for params, fit_params in (
        ({"fit_intercept": False}, {"sample_weight": ones}),
        ({"eta0": 0.3, "average": 11}, {}),
        ({"class_weight": {0: 2.0, 1: 0.5}}, {}),
        ({}, {"sample_weight": weights}),
        ({"early_stopping": True, "validation_fraction": 0.2, "random_state": 3, "n_iter_no_change": 50}, {}),
    ):
        ours = AveragedPerceptron(until_converged=False, max_iter=6, **params).fit(X, y, **fit_params)
        theirs = sklearn_averaged(max_iter=6, **params).fit(X, y, **fit_params)
        assert_same_bits(ours, theirs)
    # one-vs-rest: each class's averaged run
    y3 = noisy_labels(rng, ragged_csr(rng, 203), 3, 0.1)
    ours = AveragedPerceptron(until_converged=False, max_iter=4, multiclass="ovr").fit(X, y3)
    theirs = sklearn_averaged(max_iter=4).fit(X, y3)
    assert_same_bits(ours, theirs)


def test_averaged_partial_fit_continues_as_sklearns():
    rng = np.random.default_rng(22)
    X = ragged_csr(rng, 250)
    y = noisy_labels(rng, X, 2, 0.1)
    ours = AveragedPerceptron()
    theirs = sklearn_averaged()
    for batch in (slice(0, 90), slice(90, 250), slice(0, 250), slice(30, 31)):
        ours.partial_fit(X[batch], y[batch], classes=[0, 1])
        theirs.partial_fit(X[batch], y[batch], classes=[0, 1])
        assert_same_bits(ours, theirs)


def test_averages_rounded_to_minus_zero_between_partial_fit_calls_continue_as_sklearns():
    # Values near the smallest subnormal: folding the averages at the end of a call (aw *= 1 / average_b)
    # rounds a tiny negative average to -0.0, which the next call's steps turn into +0.0.
    tiny = 5e-324
    X = sp.csr_matrix(
        np.array([[-tiny, 1.0, 1.0], [-tiny, 1.0, -tiny], [-3 * tiny, 3 * tiny, 3 * tiny], [0.0, 0.5, -tiny],
                  [3 * tiny, 0.5, 0.0]])
    )  # fmt: skip
    y = np.array([0, 0, 1, 0, 1])
    ours = AveragedPerceptron()
    theirs = sklearn_averaged()
    ours.partial_fit(X, y, classes=[0, 1])
    theirs.partial_fit(X, y, classes=[0, 1])
    assert_same_bits(ours, theirs)
    assert np.signbit(theirs.coef_[0, 0]) and theirs.coef_[0, 0] == 0.0, "the data should make a -0.0 average"
    for _ in range(2):
        ours.partial_fit(X, y)
        theirs.partial_fit(X, y)
        assert_same_bits(ours, theirs)
    assert not np.signbit(theirs.coef_[0, 0])


def test_an_average_that_overflows_on_a_correct_row_is_refused_where_sklearns_becomes_nan():
    # Rows 0 and 2 (the same x, opposite labels) are mistakes in turn; row 1 is classified correctly by the
    # intercept alone and its weight stays 0.  From the second epoch average_a * 1e308 overflows, so
    # scikit-learn's average of that weight becomes inf * 0 = NaN on a correct row.
    X = sp.csr_matrix(np.array([[1.0, 0.0], [0.0, 1e308], [1.0, 0.0]]))
    y = np.array([1, 1, 0])
    theirs = sklearn_averaged(max_iter=3).fit(X, y)
    assert np.isnan(theirs.coef_[0, 1]) and np.isfinite(theirs.coef_[0, 0])
    with pytest.raises(Exception, match="overflowed"):
        AveragedPerceptron(until_converged=False, max_iter=3).fit(X, y)


_NO_JIT = """
import json, sys, warnings
import numpy as np
from core import AveragedPerceptron
from tests.core.test_sparse_scan import noisy_labels, ragged_csr
warnings.simplefilter("ignore")
rng = np.random.default_rng(23)
X = ragged_csr(rng, 90)
y = noisy_labels(rng, X, 2, 0.15)
out = {}
for average in (True, 5):
    for sparse in (True, False):
        est = AveragedPerceptron(until_converged=False, max_iter=4, average=average)
        est.fit(X if sparse else X.toarray(), y, sample_weight=np.ones(90))
        out[f"{average}-{sparse}"] = [est.coef_.tolist(), est.intercept_.tolist()]
json.dump(out, sys.stdout)
"""


def test_the_averaged_pass_gives_the_same_weights_with_numba_disabled():
    def run(extra):
        env = {**os.environ, **extra, "PYTHONPATH": ROOT}
        result = subprocess.run([sys.executable, "-c", _NO_JIT], capture_output=True, text=True, env=env, cwd=ROOT)
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)

    assert run({}) == run({"NUMBA_DISABLE_JIT": "1"})
