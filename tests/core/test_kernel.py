"""The kernel perceptron: the linear kernel is the perceptron, poly separates XOR, rbf competes with an SVM."""

import numpy as np
import pytest
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import MinMaxScaler
from sklearn.svm import LinearSVC

from core import KernelPerceptron, Perceptron
from core.learn.engine import Learner
from core.learn.kernels import make_kernel
from tests.core import reference


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("fit_intercept", [True, False])
def test_linear_kernel_makes_exactly_the_perceptrons_mistakes(seed, fit_intercept):
    rng = np.random.default_rng(seed)
    X = rng.integers(-4, 5, size=(50, 3)).astype(float)
    y = (X @ [1, -1, 2] + rng.integers(-2, 3, size=50) > 0).astype(int)
    common = dict(X=X, y=y, n_classes=2, fit_intercept=fit_intercept, record_history=True)
    primal = Learner(**common)
    dual = Learner(**common, variant="kernel", kernel=make_kernel("linear", X))
    for _ in range(6):
        primal.run_epoch()
        dual.run_epoch()
    assert primal.history.tolist() == dual.history.tolist()
    assert len(primal.history) > 5
    est_p = Perceptron(max_iter=6, until_converged=False, fit_intercept=fit_intercept).fit(X, y)
    est_k = KernelPerceptron(kernel="linear", max_iter=6, until_converged=False, fit_intercept=fit_intercept).fit(X, y)
    np.testing.assert_array_equal(est_k.decision_function(X), est_p.decision_function(X))


def test_rbf_kernel_matches_naive_dual_perceptron():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(40, 2))
    y = np.where(np.hypot(X[:, 0], X[:, 1]) < 1.0, 1, -1)
    alpha, b, mistakes = reference.kernel_perceptron(X.tolist(), y.tolist(), reference.rbf(0.7), epochs=50)
    est = KernelPerceptron(kernel="rbf", gamma=0.7, max_iter=50).fit(X, y)
    assert est.n_mistakes_ == len(mistakes)
    full = np.zeros(len(X))
    full[est.support_] = est.dual_coef_[0]
    np.testing.assert_allclose(full, alpha)
    np.testing.assert_allclose(est.intercept_[0], b)


XOR_X = np.array([[0, 0], [1, 1], [0, 1], [1, 0]], dtype=float)
XOR_Y = np.array([-1, -1, 1, 1])


def test_degree_two_poly_kernel_separates_xor_where_the_perceptron_cannot():
    est = KernelPerceptron(kernel="poly", degree=2, coef0=1.0).fit(XOR_X, XOR_Y)
    assert est.converged_
    assert (est.predict(XOR_X) == XOR_Y).all()
    with pytest.warns(Warning, match="did not converge"):
        linear = Perceptron(max_iter=50).fit(XOR_X, XOR_Y)
    assert linear.score(XOR_X, XOR_Y) < 1.0


def test_callable_kernel_equals_builtin():
    X = np.random.default_rng(0).normal(size=(60, 2))
    y = (X[:, 0] * X[:, 1] > 0).astype(int)

    def poly2(A, B):
        return (A @ B.T + 1.0) ** 2

    a = KernelPerceptron(kernel="poly", degree=2, max_iter=30, until_converged=False).fit(X, y)
    b = KernelPerceptron(kernel=poly2, max_iter=30, until_converged=False).fit(X, y)
    assert a.n_mistakes_ == b.n_mistakes_
    np.testing.assert_allclose(a.decision_function(X), b.decision_function(X), rtol=1e-9, atol=1e-9)


def test_multiclass_kernel_perceptron_on_digits_is_comparable_to_a_linear_svm():
    X, y = load_digits(return_X_y=True)
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0, stratify=y)
    scaler = MinMaxScaler().fit(X_train)
    X_train, X_test = scaler.transform(X_train), scaler.transform(X_test)
    ours = KernelPerceptron(kernel="rbf", max_iter=30, shuffle=True, random_state=0).fit(X_train, y_train)
    svm = LinearSVC(C=1.0, max_iter=10_000).fit(X_train, y_train)
    ours_acc, svm_acc = ours.score(X_test, y_test), svm.score(X_test, y_test)
    assert ours.dual_coef_.shape[0] == 10
    assert ours_acc >= svm_acc - 0.02, (ours_acc, svm_acc)


def test_kernel_partial_fit_keeps_earlier_support_vectors():
    rng = np.random.default_rng(4)
    X = rng.normal(size=(200, 2))
    y = np.where(np.hypot(X[:, 0], X[:, 1]) < 1.0, 1, 0)
    est = KernelPerceptron(kernel="rbf", gamma=1.0)
    for _ in range(5):
        est.partial_fit(X[:100], y[:100], classes=[0, 1])
        est.partial_fit(X[100:], y[100:])
    assert est.support_vectors_.shape[0] == est.dual_coef_.shape[1] > 0
    assert est.score(X, y) > 0.85
