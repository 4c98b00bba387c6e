"""Sparse SGD-style fits with scikit-learn's defaults equal scikit-learn's (issue 28: the sparse loop).

scikit-learn's defaults (``tol=1e-3``, ``penalty="l2"``, the "optimal" schedule, shuffled) make the
loop track the weights' norms for the stopping rule; the sparse loop sums an update's norms side by
side with the next row's score (which must see the updated weights), and skips the averaged
weights' pass when an update is zero.  The epochs run must be scikit-learn's and the weights its
bits (the perceptron and logistic losses; the hinge loss within the documented 1e-9), also on rows
that hold a column twice (CSR that is not canonical: scikit-learn adds both entries in turn).
"""

import warnings

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.linear_model import SGDClassifier

from core import AveragedPerceptron, HingeClassifier, LogisticClassifier, Perceptron
from tests.core.test_sparse_scan import noisy_labels, ragged_csr

SGD_DEFAULTS = {"tol": 1e-3, "shuffle": True, "penalty": "l2", "learning_rate": "optimal", "eta0": 0.01}
CASES = {
    "perceptron": (lambda **k: AveragedPerceptron(average=False, until_converged=False, multiclass="ovr", **k),
                   lambda **k: SGDClassifier(loss="perceptron", **k), SGD_DEFAULTS),
    "averaged perceptron": (lambda **k: AveragedPerceptron(until_converged=False, multiclass="ovr", **k),
                            lambda **k: SGDClassifier(loss="perceptron", **k), {**SGD_DEFAULTS, "average": True}),
    "log_loss": (LogisticClassifier, lambda **k: SGDClassifier(loss="log_loss", **k), SGD_DEFAULTS),
    "averaged hinge": (HingeClassifier, lambda **k: SGDClassifier(loss="hinge", **k),
                       {**SGD_DEFAULTS, "average": 30}),
    "hinge": (HingeClassifier, lambda **k: SGDClassifier(loss="hinge", **k), SGD_DEFAULTS),
    "Perceptron with L2": (lambda **k: Perceptron(until_converged=False, multiclass="ovr", **k), SkPerceptron,
                           {"tol": 1e-3, "shuffle": True, "penalty": "l2", "alpha": 1e-3}),
}  # fmt: skip


def with_repeated_columns(rng: np.random.Generator, X: sp.csr_matrix) -> sp.csr_matrix:
    """X with about one entry in five stored as two halves (a column twice in its row; not canonical)."""
    coo = X.tocoo()
    twice = rng.random(coo.nnz) < 0.2
    rows = np.concatenate((coo.row, coo.row[twice]))
    cols = np.concatenate((coo.col, coo.col[twice]))
    values = np.concatenate((np.where(twice, coo.data / 2, coo.data), coo.data[twice] / 2))
    order = np.lexsort((cols, rows))
    indptr = np.searchsorted(rows[order], np.arange(X.shape[0] + 1))
    Xr = sp.csr_matrix((values[order], cols[order].astype(np.int32), indptr), shape=X.shape)
    assert not Xr.has_canonical_format
    return Xr


def fits(name: str, X, y, seed: int):
    ours, theirs, settings = CASES[name]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        return ours(random_state=seed, **settings).fit(X, y), theirs(random_state=seed, **settings).fit(X, y)


@pytest.mark.parametrize("n_classes", [2, 3])
@pytest.mark.parametrize("name", list(CASES))
def test_sparse_fits_with_sklearns_defaults_run_its_epochs_to_its_weights(name, n_classes):
    rng = np.random.default_rng(28 + n_classes)
    runs = []
    for k in range(8):
        X = ragged_csr(rng, int(rng.integers(60, 400)))
        y = noisy_labels(rng, X, n_classes, 0.1)
        y[:n_classes] = np.arange(n_classes)
        if k % 2:
            X = with_repeated_columns(rng, X)
        ours, theirs = fits(name, X, y, seed=k)
        runs.append(int(theirs.n_iter_))
        assert ours.n_iter_ == theirs.n_iter_, f"set {k}: {ours.n_iter_} epochs, scikit-learn {theirs.n_iter_}"
        if "hinge" in name:
            scale = max(np.abs(theirs.coef_).max(), np.abs(theirs.intercept_).max())
            np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=0, atol=1e-9 * scale)
            np.testing.assert_allclose(ours.intercept_, theirs.intercept_, rtol=0, atol=1e-9 * scale)
        else:
            np.testing.assert_array_equal(ours.coef_, theirs.coef_)
            np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)
    assert len(set(runs)) > 1  # the stopping rule, not max_iter, ended the fits
