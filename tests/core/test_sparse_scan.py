"""Sparse (CSR) training: one-vs-rest runs its classes side by side, and each row's score is exact (issue 12).

However the loops go faster, each row's score must be summed over its stored non-zeros in
order, as scikit-learn's WeightVector.dot does, so the weights stay equal to scikit-learn's bit
for bit.  Values like +-0.1, +-0.3, +-0.7 make scores that are zero only up to rounding, so a
reordered sum flips mistakes.  The rows here have very different lengths (empty rows, one long
row among short ones), and the number of rows is and is not a multiple of four and of eight, so
every way a block of rows can end (with a mistake, at the end of the data, with rows left over)
is met.
"""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import Perceptron as SkPerceptron

from core import Perceptron

VALUES = np.array([-0.7, -0.3, -0.1, 0.1, 0.3, 0.7])
N_FEATURES = 40


def ragged_csr(rng: np.random.Generator, n: int) -> sp.csr_matrix:
    """n rows of 0 to 40 non-zeros (sorted columns), about one in eight empty and one in ten nearly full."""
    lengths = rng.integers(1, 12, size=n)
    lengths[rng.random(n) < 0.12] = 0
    long_rows = rng.random(n) < 0.1
    lengths[long_rows] = rng.integers(30, N_FEATURES + 1, size=int(long_rows.sum()))
    indptr = np.concatenate(([0], np.cumsum(lengths)))
    indices = np.concatenate([np.sort(rng.choice(N_FEATURES, size=k, replace=False)) for k in lengths])
    data = rng.choice(VALUES, size=int(indptr[-1]))
    return sp.csr_matrix((data, indices.astype(np.int32), indptr), shape=(n, N_FEATURES))


def noisy_labels(rng: np.random.Generator, X: sp.csr_matrix, n_classes: int, noise: float) -> np.ndarray:
    """argmax of a hidden linear rule (the sign for two classes), a fraction ``noise`` of labels replaced."""
    scores = X @ rng.choice(VALUES, size=(N_FEATURES, n_classes))
    y = np.argmax(scores, axis=1) if n_classes > 2 else (scores[:, 0] > 0).astype(np.int64)
    flip = rng.random(len(y)) < noise
    y[flip] = rng.integers(0, n_classes, size=int(flip.sum()))
    return y


# rows: multiples of 8 and 4, one more, three more, fewer than one block of four, and many
SIZES = [64, 68, 65, 67, 3, 1, 403]


def data_sets(n_classes: int, noise: float, seed: int):
    rng = np.random.default_rng(seed)
    for n in SIZES:
        for _ in range(3):
            X = ragged_csr(rng, n)
            y = noisy_labels(rng, X, n_classes, noise)
            y[: min(n, n_classes)] = np.arange(min(n, n_classes))  # every class present (when n allows)
            if len(np.unique(y)) == n_classes:
                yield n, X, y


def assert_same_fit(X, y, multiclass="structured", **params):
    ours = Perceptron(until_converged=False, multiclass=multiclass, **params).fit(X, y)
    theirs = SkPerceptron(tol=None, **params).fit(X, y)  # one-vs-rest
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)
    return ours


@pytest.mark.parametrize("shuffle", [False, True], ids=["in-order", "shuffled"])
@pytest.mark.parametrize("noise", [0.0, 0.2], ids=["rule", "20%-noise"])
def test_two_classes_on_ragged_rows_equal_sklearn_bit_for_bit(shuffle, noise):
    fits = 0
    for n, X, y in data_sets(2, noise, seed=12 + int(10 * noise)):
        ours = assert_same_fit(X, y, max_iter=6, shuffle=shuffle, random_state=n, eta0=1.0)
        fits += 1
        assert ours.n_mistakes_ > 0
    assert fits >= 15


def test_the_last_epochs_scan_to_the_end_without_a_mistake():
    # separable on the rule with a margin: the late epochs make no mistakes, so the scan ends at the
    # data's end (in a full block of four when n is a multiple of four, with rows left over otherwise)
    rng = np.random.default_rng(7)
    for n in (64, 65, 66, 67, 68):
        X = ragged_csr(rng, n)
        X = X[X.getnnz(axis=1) > 0]
        w = rng.choice(VALUES, size=N_FEATURES)
        score = X @ w
        keep = np.abs(score) > 0.15
        X, score = X[keep], score[keep]
        y = (score > 0).astype(np.int64)
        ours = assert_same_fit(X, y, max_iter=40, shuffle=False)
        assert ours.mistakes_per_epoch_[-1] == 0, "the data should be learnt within 40 epochs"
        assert ours.mistakes_per_epoch_[0] > 0


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
def test_zero_scores_follow_the_chosen_rule_on_sparse_rows(zero_score):
    # empty rows score exactly the intercept; without an intercept every one of them scores 0
    rng = np.random.default_rng(3)
    X = ragged_csr(rng, 67)
    y = noisy_labels(rng, X, 2, 0.1)
    ours = Perceptron(until_converged=False, max_iter=4, shuffle=False, zero_score=zero_score, fit_intercept=False)
    ours.fit(X, y)
    dense = Perceptron(until_converged=False, max_iter=4, shuffle=False, zero_score=zero_score, fit_intercept=False)
    dense.fit(X.toarray(), y)  # the teaching engine on the dense rows: the same sums without the zeros
    np.testing.assert_array_equal(ours.coef_, dense.coef_)
    if zero_score == "mistake":
        theirs = SkPerceptron(tol=None, max_iter=4, shuffle=False, fit_intercept=False).fit(X, y)
        np.testing.assert_array_equal(ours.coef_, theirs.coef_)


# classes scored four and eight side by side in one pass over a row, and the one to seven left after eight
@pytest.mark.parametrize("n_classes", [3, 4, 5, 6, 7, 8, 9, 12, 13])
@pytest.mark.parametrize("shuffle", [False, True], ids=["in-order", "shuffled"])
def test_one_vs_rest_on_ragged_rows_equals_sklearn_bit_for_bit(n_classes, shuffle):
    fits = 0
    for n, X, y in data_sets(n_classes, 0.15, seed=100 + n_classes):
        ours = assert_same_fit(X, y, max_iter=5, shuffle=shuffle, random_state=n, multiclass="ovr")
        fits += 1
        assert ours.coef_.shape == (n_classes, N_FEATURES)
    assert fits >= 12


def test_one_vs_rest_options_on_sparse_rows_equal_sklearn():
    rng = np.random.default_rng(11)
    X = ragged_csr(rng, 203)
    y = noisy_labels(rng, X, 4, 0.1)
    for params in (
        {"fit_intercept": False},
        {"eta0": 0.3},
        {"class_weight": {0: 2.0, 1: 0.5, 2: 1.0, 3: 3.0}},
        {"class_weight": "balanced"},
    ):
        assert_same_fit(X, y, max_iter=5, shuffle=False, multiclass="ovr", **params)
    weights = rng.choice([0.5, 1.0, 2.0], size=X.shape[0])
    ours = Perceptron(until_converged=False, max_iter=5, multiclass="ovr").fit(X, y, sample_weight=weights)
    theirs = SkPerceptron(tol=None, max_iter=5, shuffle=False).fit(X, y, sample_weight=weights)
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)
    # string labels, and a warm start from the last fit's weights
    labels = np.array(["ant", "bee", "cat", "dog"])[y]
    assert_same_fit(X, labels, max_iter=3, shuffle=False, multiclass="ovr")
    ours = Perceptron(until_converged=False, max_iter=2, multiclass="ovr", warm_start=True)
    theirs = SkPerceptron(tol=None, max_iter=2, shuffle=False, warm_start=True)
    for _ in range(2):
        ours.fit(X, y)
        theirs.fit(X, y)
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)
    # partial_fit: one epoch per call, the classes given first (a batch may lack some of them)
    ours = Perceptron(multiclass="ovr")
    theirs = SkPerceptron(shuffle=False)  # (its default shuffles; ours does not)
    for batch in (slice(0, 100), slice(100, 203), slice(0, 60)):
        ours.partial_fit(X[batch], y[batch], classes=[0, 1, 2, 3])
        theirs.partial_fit(X[batch], y[batch], classes=[0, 1, 2, 3])
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)


def test_one_vs_rest_classes_stop_on_their_own_when_converged():
    # class 0 is separable from the rest at once, the others keep making mistakes: with until_converged each
    # class's run stops after its first epoch without a mistake, as separate runs would
    rng = np.random.default_rng(5)
    X = ragged_csr(rng, 120)
    X = X[X.getnnz(axis=1) > 0]
    y = noisy_labels(rng, X, 3, 0.3)
    X = sp.hstack([X, sp.csr_matrix((y == 0).astype(float)[:, None])], format="csr")
    with pytest.warns(ConvergenceWarning, match="did not converge"):
        ours = Perceptron(until_converged=True, max_iter=30, multiclass="ovr").fit(X, y)
    alone = Perceptron(until_converged=True, max_iter=30).fit(X, (y == 0).astype(int))
    np.testing.assert_array_equal(ours.coef_[0], alone.coef_[0])
    assert alone.n_iter_ < ours.n_iter_ == 30


def test_sparse_fit_with_an_infinite_value_is_refused_with_a_message():
    rng = np.random.default_rng(2)
    X = ragged_csr(rng, 20)
    X.data[3] = np.inf
    y = noisy_labels(rng, X, 3, 0.0)
    with pytest.raises(ValueError, match="infinity"):
        Perceptron(multiclass="ovr").fit(X, y)


def test_one_vs_rest_on_float32_sparse_rows_equals_each_classs_own_run():
    # (float32 CSR fits already differ from scikit-learn's in some binary runs, before this change: not compared)
    rng = np.random.default_rng(8)
    X = ragged_csr(rng, 150).astype(np.float32)
    y = noisy_labels(rng, X, 4, 0.1)
    ours = Perceptron(until_converged=False, max_iter=4, multiclass="ovr").fit(X, y)
    assert ours.coef_.dtype == np.float32
    for c in range(4):
        alone = Perceptron(until_converged=False, max_iter=4).fit(X, (y == c).astype(int))
        np.testing.assert_array_equal(ours.coef_[c], alone.coef_[0])
        # scikit-learn keeps a two-class intercept_ in float64 and a one-vs-rest one in X's float32: stored alike
        np.testing.assert_array_equal(ours.intercept_[c], alone.intercept_[0].astype(ours.intercept_.dtype))


def test_one_vs_rest_overflow_on_sparse_rows_names_the_epoch_as_sklearn_and_keeps_the_model():
    rng = np.random.default_rng(9)
    X = ragged_csr(rng, 60)
    X = X[X.getnnz(axis=1) > 0] * 1e300
    y = noisy_labels(rng, X, 3, 0.3)
    with pytest.raises(ValueError, match=r"overflow occurred at epoch #(\d+)") as theirs:
        SkPerceptron(tol=None, max_iter=5, shuffle=False, eta0=1e10).fit(X, y)
    model = Perceptron(until_converged=False, max_iter=5, multiclass="ovr").fit(X[:, :5] / 1e300, y)
    before = model.coef_.copy()
    model.set_params(eta0=1e10)
    with pytest.raises(Exception, match=r"overflow occurred at epoch #(\d+)") as ours:
        model.fit(X, y)
    assert str(ours.value).split(".")[0] == str(theirs.value).split(".")[0]
    assert "smaller learning rate" in str(ours.value)
    np.testing.assert_array_equal(model.coef_, before)


@pytest.mark.parametrize("zero_score", ["positive", "negative"])
def test_one_vs_rest_zero_scores_follow_the_rule_as_each_classs_own_run(zero_score):
    # no intercept: the empty rows score exactly 0 for every class, so the rule decides them
    rng = np.random.default_rng(13)
    X = ragged_csr(rng, 131)
    y = noisy_labels(rng, X, 3, 0.2)
    params = {"until_converged": False, "max_iter": 4, "fit_intercept": False, "zero_score": zero_score}
    ours = Perceptron(multiclass="ovr", **params).fit(X, y)
    for c in range(3):
        alone = Perceptron(**params).fit(X, (y == c).astype(int))
        np.testing.assert_array_equal(ours.coef_[c], alone.coef_[0])


_NO_JIT = """
import json, sys, warnings
import numpy as np
from core import Perceptron
from tests.core.test_sparse_scan import noisy_labels, ragged_csr
warnings.simplefilter("ignore")
rng = np.random.default_rng(31)
out = {}
for n_classes in (3, 5, 8, 11):
    X = ragged_csr(rng, 80)
    y = noisy_labels(rng, X, n_classes, 0.2)
    est = Perceptron(until_converged=False, max_iter=3, multiclass="ovr").fit(X, y)
    out[str(n_classes)] = [est.coef_.tolist(), est.intercept_.tolist()]
json.dump(out, sys.stdout)
"""


def test_one_vs_rest_gives_the_same_weights_with_numba_disabled():
    # the classes' chains run as the lanes of one vector when compiled, one after another in Python (float64 X:
    # with float32 X, Python's NumPy scalars round some steps to float32 where the compiled loop does not, before
    # and after this change)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

    def run(extra):
        env = {**os.environ, **extra, "PYTHONPATH": root}
        result = subprocess.run([sys.executable, "-c", _NO_JIT], capture_output=True, text=True, env=env, cwd=root)
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)

    assert run({}) == run({"NUMBA_DISABLE_JIT": "1"})
