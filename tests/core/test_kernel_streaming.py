"""KernelPerceptron.partial_fit: what streaming means for support vectors, gamma and sparse input (issue 11)."""

import numpy as np
import pytest
import scipy.sparse as sp

from core import KernelPerceptron


def _circle(n=120, seed=4):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2))
    return X, np.where(np.hypot(X[:, 0], X[:, 1]) < 1.0, 1, 0)


@pytest.mark.parametrize("kernel", ["rbf", "poly"])
def test_repeated_calls_on_the_same_data_keep_one_support_vector_per_point(kernel):
    X, y = _circle()
    epochs = 8
    stream = KernelPerceptron(kernel=kernel, gamma=1.0, degree=2)
    for _ in range(epochs):
        stream.partial_fit(X, y, classes=[0, 1])
    batch = KernelPerceptron(kernel=kernel, gamma=1.0, degree=2, max_iter=epochs, until_converged=False).fit(X, y)
    assert len(stream.support_vectors_) == len(batch.support_vectors_) <= len(X)
    order = np.lexsort(stream.support_vectors_.T)
    ref = np.lexsort(batch.support_vectors_.T)
    np.testing.assert_array_equal(stream.support_vectors_[order], batch.support_vectors_[ref])
    np.testing.assert_allclose(stream.dual_coef_[:, order], batch.dual_coef_[:, ref])
    np.testing.assert_allclose(stream.decision_function(X), batch.decision_function(X), atol=1e-9)


def test_new_points_become_new_support_vectors_and_seen_ones_merge():
    X, y = _circle(200, seed=5)
    est = KernelPerceptron(gamma=1.0)
    for _ in range(4):
        est.partial_fit(X[:100], y[:100], classes=[0, 1])
        est.partial_fit(X[100:], y[100:])
    assert len(est.support_vectors_) == len(np.unique(est.support_vectors_, axis=0)) <= 200
    assert est.support_.max() >= 100  # positions count over all the calls' rows
    assert (est.dual_coef_ != 0).all()


def test_gamma_scale_is_fixed_by_the_first_call():
    X, y = _circle(200, seed=6)
    est = KernelPerceptron(gamma="scale")
    est.partial_fit(X[:100], y[:100], classes=[0, 1])
    first = est.kernel_.gamma
    assert first == pytest.approx(1.0 / (2 * X[:100].var()))
    est.partial_fit(10 * X[100:], y[100:])
    assert est.kernel_.gamma == first


def test_sparse_input_is_refused_with_a_clear_message():
    X, y = _circle()
    with pytest.raises(TypeError, match=r"[Ss]parse data was passed"):
        KernelPerceptron().fit(sp.csr_matrix(X), y)
