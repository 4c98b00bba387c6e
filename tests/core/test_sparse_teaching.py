"""Sparse X for VotedPerceptron and BatchPerceptron: CSR/CSC, arrays and matrices, the dense weights bit for bit.

scikit-learn has neither estimator, so the oracle is the same estimator on the dense matrix (itself
checked elsewhere against the textbook rules); the plain perceptron's run of the same sparse loop is
checked against scikit-learn's Perceptron on the dense X (scikit-learn's own sparse path decays the
intercept, so it is no oracle for the textbook rule).
"""

import json
import os
import subprocess
import sys
import tracemalloc
import warnings

import numpy as np
import pytest
import scipy.sparse as sp

import core
from core.learn import _sparse_loops
from core.learn.engine import Learner

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FORMATS = [sp.csr_matrix, sp.csc_matrix, sp.csr_array, sp.csc_array]


def _data(classes, seed=0, n=150, d=25, density=0.2):
    rng = np.random.default_rng(seed)
    X = np.round(rng.normal(size=(n, d)), 1) * (rng.random((n, d)) < density)  # values like +-0.1, +-0.3
    y = np.argmax(X @ rng.normal(size=(d, classes)) + 0.3 * rng.normal(size=(n, classes)), axis=1)
    return X, y


def _fit(est, X, y):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return est.fit(X, y)


def _assert_same_model(dense, sparse):
    for name in ("coef_", "intercept_", "coefs_", "intercepts_", "votes_", "n_iter_", "t_", "n_mistakes_"):
        if hasattr(dense, name):
            np.testing.assert_array_equal(getattr(sparse, name), getattr(dense, name), err_msg=name)
    assert sparse.mistakes_per_epoch_.tolist() == dense.mistakes_per_epoch_.tolist()


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("classes", [2, 3])
@pytest.mark.parametrize(
    ("name", "params"),
    [
        ("VotedPerceptron", {}),
        ("VotedPerceptron", {"shuffle": True, "random_state": 4, "max_hypotheses": 9, "zero_score": "positive"}),
        ("BatchPerceptron", {"eta0": 0.5}),
        ("BatchPerceptron", {"fit_intercept": False, "zero_score": "negative"}),
    ],
)
def test_fit_on_sparse_x_gives_the_dense_weights_and_predictions(fmt, classes, name, params):
    X, y = _data(classes)
    kw = {"max_iter": 12, "until_converged": False, **params}
    dense = _fit(getattr(core, name)(**kw), X, y)
    sparse = _fit(getattr(core, name)(**kw), fmt(X), y)
    assert dense.n_mistakes_ > 20
    _assert_same_model(dense, sparse)
    # New points with continuous values: no hypothesis scores within rounding of 0 there (a sparse dot
    # product may round differently from the dense BLAS one, which can flip such a vote).
    rng = np.random.default_rng(1)
    grid = rng.normal(size=(300, X.shape[1])) * (rng.random((300, X.shape[1])) < 0.3)
    for Xp in (fmt(grid), sp.csr_matrix(grid)):
        np.testing.assert_array_equal(sparse.predict(Xp), dense.predict(grid))
        np.testing.assert_allclose(sparse.decision_function(Xp), dense.decision_function(grid), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("classes", [2, 3])
@pytest.mark.parametrize("name", ["VotedPerceptron", "BatchPerceptron"])
def test_partial_fit_on_sparse_chunks_gives_the_dense_weights(fmt, classes, name):
    X, y = _data(classes, seed=2, n=200)
    kw = {"shuffle": True, "random_state": 0, "max_hypotheses": 15} if name == "VotedPerceptron" else {}
    dense, sparse = getattr(core, name)(**kw), getattr(core, name)(**kw)
    for start in (0, 80, 150, 0):
        dense.partial_fit(X[start : start + 90], y[start : start + 90], classes=np.unique(y))
        sparse.partial_fit(fmt(X[start : start + 90]), y[start : start + 90], classes=np.unique(y))
        _assert_same_model(dense, sparse)
    sparse.partial_fit(X[:50], y[:50])  # dense and sparse chunks mix
    dense.partial_fit(fmt(X[:50]), y[:50])
    _assert_same_model(dense, sparse)


def test_non_canonical_csr_is_summed_and_sorted_on_a_copy():
    X, y = _data(2, seed=3)
    csr = sp.csr_matrix(X)
    rows, cols = csr.nonzero()
    # every entry split in two halves, the columns of each row in reverse order: the same matrix
    messy = sp.csr_matrix(_unsorted(rows, cols, csr.data, X.shape), shape=X.shape)
    before = (messy.data.copy(), messy.indices.copy(), messy.indptr.copy())
    assert not messy.has_sorted_indices
    kw = {"max_iter": 6, "until_converged": False}
    dense = _fit(core.VotedPerceptron(**kw), X, y)
    sparse = _fit(core.VotedPerceptron(**kw), messy, y)
    _assert_same_model(dense, sparse)
    for got, kept in zip((messy.data, messy.indices, messy.indptr), before, strict=True):
        np.testing.assert_array_equal(got, kept)  # the caller's matrix is untouched


def _unsorted(rows, cols, values, shape):
    """CSR arrays with each entry as two halves, the columns of each row in reverse order."""
    data, indices, indptr = [], [], [0]
    for r in range(shape[0]):
        mine = np.flatnonzero(rows == r)[::-1]
        for k in mine:
            data += [values[k] / 2, values[k] / 2]
            indices += [cols[k], cols[k]]
        indptr.append(len(data))
    return np.array(data), np.array(indices, dtype=np.int32), np.array(indptr, dtype=np.int32)


@pytest.mark.parametrize("classes", [2, 3])
def test_the_sparse_loop_equals_scikit_learns_perceptron(classes):
    # The plain variant of the same loop, driven directly on CSR data, against scikit-learn on the dense X.
    from sklearn.linear_model import Perceptron as SkPerceptron

    X, y = _data(classes, seed=5)
    csr = sp.csr_matrix(X)
    ours = Learner(csr, np.searchsorted(np.unique(y), y), classes)
    for _ in range(8):
        ours.advance()
    if classes == 2:
        theirs = SkPerceptron(eta0=1.0, max_iter=8, tol=None, shuffle=False).fit(X, y)
        np.testing.assert_array_equal(ours.coef, theirs.coef_)
        np.testing.assert_array_equal(ours.intercept, theirs.intercept_)
    dense = Learner(X, np.searchsorted(np.unique(y), y), classes)
    for _ in range(8):
        dense.advance()
    np.testing.assert_array_equal(ours.coef, dense.coef)
    np.testing.assert_array_equal(ours.history, dense.history)


def test_the_sparse_loop_is_compiled():
    X, y = _data(2)
    _fit(core.BatchPerceptron(max_iter=2), sp.csr_matrix(X), y)
    assert _sparse_loops.sparse_linear_run.signatures  # a numba dispatcher that compiled


_NO_JIT = """
import json, sys, warnings
import numpy as np, scipy.sparse as sp
import core
warnings.simplefilter("ignore")
rng = np.random.default_rng(7)
X = sp.csr_matrix(np.round(rng.normal(size=(60, 8)), 1) * (rng.random((60, 8)) < 0.3))
out = {}
for classes in (2, 3):
    y = rng.integers(0, classes, size=60)
    for name in ("VotedPerceptron", "BatchPerceptron"):
        est = getattr(core, name)(max_iter=4, until_converged=False).fit(X, y)
        out[f"{name}-{classes}"] = est.coef_.tolist()
json.dump(out, sys.stdout)
"""


def test_the_sparse_loop_gives_the_same_weights_with_numba_disabled():
    def run(extra):
        env = {**os.environ, **extra, "PYTHONPATH": ROOT}
        return json.loads(
            subprocess.run([sys.executable, "-c", _NO_JIT], capture_output=True, text=True, env=env, check=True).stdout
        )

    assert run({}) == run({"NUMBA_DISABLE_JIT": "1"})


@pytest.mark.parametrize("name", ["VotedPerceptron", "BatchPerceptron"])
def test_a_wide_sparse_x_is_never_densified(name):
    # 2,000 x 300,000 at 0.01% density: dense it would be 4.8 GB.
    rng = np.random.default_rng(0)
    n, d, nnz = 2_000, 300_000, 60_000
    X = sp.csr_matrix((rng.normal(size=nnz), (rng.integers(0, n, nnz), rng.integers(0, d, nnz))), shape=(n, d))
    y = np.asarray(X[:, :150_000].sum(axis=1) > X[:, 150_000:].sum(axis=1)).ravel().astype(int)
    kw = {"max_hypotheses": 5} if name == "VotedPerceptron" else {}
    _fit(getattr(core, name)(max_iter=1, **kw), X[:50], y[:50])  # compile first
    tracemalloc.start()
    est = _fit(getattr(core, name)(max_iter=3, until_converged=False, **kw), X, y)
    est.predict(X)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 60e6, peak / 1e6  # X itself is 0.7 MB, one weight vector 2.4 MB
    assert est.n_mistakes_ > 0


@pytest.mark.parametrize("name", ["VotedPerceptron", "BatchPerceptron"])
def test_sparse_float32_and_int64_indices_train_like_dense_float64(name):
    X, y = _data(3, seed=6)
    csr = sp.csr_matrix(X.astype(np.float32))
    csr.indices, csr.indptr = csr.indices.astype(np.int64), csr.indptr.astype(np.int64)
    dense = _fit(getattr(core, name)(max_iter=5, until_converged=False), X.astype(np.float32), y)
    sparse = _fit(getattr(core, name)(max_iter=5, until_converged=False), csr, y)
    _assert_same_model(dense, sparse)
    assert sparse.coef_.dtype == np.float64  # the teaching engine trains in float64, as on dense float32
