"""Every parameter of scikit-learn's Perceptron and SGDClassifier(loss="perceptron"): the same weights (issue 11).

scikit-learn is the oracle: each case fits ours and theirs with the same settings and asserts the
weights equal to 1e-12 (relative to their size) on real data sets, dense and sparse.
"""

import warnings

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.datasets import load_breast_cancer, load_digits, load_iris
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.linear_model import SGDClassifier
from sklearn.preprocessing import StandardScaler

from core import AveragedPerceptron, Perceptron

IRIS = load_iris(return_X_y=True)
CANCER = (StandardScaler().fit_transform(load_breast_cancer().data), load_breast_cancer().target)
DIGITS = load_digits(return_X_y=True)
DATA = {"iris": IRIS, "cancer": CANCER, "digits": DIGITS}

# sklearn.linear_model.Perceptron's defaults where ours differ, so that both run the same algorithm
AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "until_converged": False, "multiclass": "ovr"}

CASES = [
    {},
    {"penalty": "l2", "alpha": 1e-3},
    {"penalty": "l1", "alpha": 1e-3},
    {"penalty": "elasticnet", "alpha": 1e-3, "l1_ratio": 0.4},
    {"tol": None, "max_iter": 7},
    {"tol": 1e-2, "n_iter_no_change": 2},
    {"early_stopping": True, "validation_fraction": 0.2},
    {"class_weight": "balanced"},
    {"class_weight": {0: 3.0, 1: 0.5}},
    {"shuffle": False, "tol": None, "max_iter": 5, "fit_intercept": False},
    {"eta0": 0.1, "penalty": "l2", "random_state": 3},
]


def _assert_same(ours, theirs):
    scale = max(1.0, float(np.abs(theirs.coef_).max()), float(np.abs(theirs.intercept_).max()))
    assert ours.coef_.shape == theirs.coef_.shape
    np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=0, atol=1e-12 * scale)
    np.testing.assert_allclose(ours.intercept_, theirs.intercept_, rtol=0, atol=1e-12 * scale)
    assert ours.coef_.dtype == theirs.coef_.dtype


def _fit_both(make_ours, make_theirs, X, y, **fit_params):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        return make_ours().fit(X, y, **fit_params), make_theirs().fit(X, y, **fit_params)


@pytest.mark.parametrize("data", DATA, ids=list(DATA))
@pytest.mark.parametrize("case", CASES, ids=[str(c) for c in CASES])
@pytest.mark.parametrize("container", [np.asarray, sp.csr_array, sp.csc_matrix], ids=["dense", "csr", "csc"])
def test_perceptron_parameters_equal_sklearn(data, case, container):
    X, y = DATA[data]
    if data == "digits" and "class_weight" in case and isinstance(case["class_weight"], dict):
        case = {**case, "class_weight": {k: 1.0 + 0.2 * k for k in range(10)}}
    Xc = container(X)
    params = {**AS_SKLEARN, **case}
    sk_params = {k: v for k, v in params.items() if k not in ("until_converged", "multiclass")}
    ours, theirs = _fit_both(lambda: Perceptron(**params), lambda: SkPerceptron(**sk_params), Xc, y)
    _assert_same(ours, theirs)
    assert ours.n_iter_ == theirs.n_iter_
    np.testing.assert_array_equal(ours.predict(Xc), theirs.predict(Xc))


@pytest.mark.parametrize("data", ["iris", "cancer"])
def test_sample_weight_equals_sklearn(data):
    X, y = DATA[data]
    w = np.random.default_rng(0).uniform(0.1, 3.0, size=len(y))
    for Xc in (X, sp.csr_matrix(X)):
        ours, theirs = _fit_both(
            lambda: Perceptron(**AS_SKLEARN, penalty="l2"), lambda: SkPerceptron(penalty="l2"), Xc, y, sample_weight=w
        )
        _assert_same(ours, theirs)


def test_partial_fit_with_sample_weight_equals_sklearn():
    X, y = CANCER
    w = np.linspace(0.5, 2.0, len(y))
    ours = Perceptron(**AS_SKLEARN)
    theirs = SkPerceptron()
    for _ in range(3):
        ours.partial_fit(X, y, classes=[0, 1], sample_weight=w)
        theirs.partial_fit(X, y, classes=[0, 1], sample_weight=w)
    _assert_same(ours, theirs)


def test_warm_start_equals_sklearn():
    X, y = IRIS
    ours = Perceptron(**AS_SKLEARN, warm_start=True, max_iter=3)
    theirs = SkPerceptron(warm_start=True, max_iter=3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        for alpha in (1e-3, 1e-4):
            ours.set_params(alpha=alpha, penalty="l2").fit(X, y)
            theirs.set_params(alpha=alpha, penalty="l2").fit(X, y)
    _assert_same(ours, theirs)


def test_warm_start_on_the_teaching_path_continues_from_the_last_weights():
    X, y = CANCER
    twice = Perceptron(warm_start=True, until_converged=False, max_iter=2)
    twice.fit(X, y)
    twice.fit(X, y)
    once = Perceptron(until_converged=False, max_iter=4).fit(X, y)
    np.testing.assert_array_equal(twice.coef_, once.coef_)


def test_float32_is_kept_as_scikit_learn_keeps_it():
    X, y = IRIS
    X32 = X.astype(np.float32)
    ours, theirs = _fit_both(lambda: Perceptron(**AS_SKLEARN), lambda: SkPerceptron(), X32, y)
    assert ours.coef_.dtype == theirs.coef_.dtype == np.float32
    np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=1e-6)


def test_ovr_uses_n_jobs_and_gives_the_same_weights():
    X, y = DIGITS
    one = Perceptron(**AS_SKLEARN, n_jobs=1).fit(X, y)
    two = Perceptron(**AS_SKLEARN, n_jobs=2).fit(X, y)
    np.testing.assert_array_equal(one.coef_, two.coef_)
    _assert_same(two, SkPerceptron(n_jobs=2).fit(X, y))


SGD_CASES = [
    {"learning_rate": "constant", "eta0": 0.5, "average": True},
    {"learning_rate": "constant", "eta0": 0.5, "average": 40},
    {"learning_rate": "optimal", "average": False, "penalty": "l2"},
    {"learning_rate": "optimal", "average": 100, "penalty": "elasticnet"},
    {"learning_rate": "invscaling", "eta0": 0.3, "power_t": 0.4, "average": False},
    {"learning_rate": "invscaling", "eta0": 0.3, "average": True, "penalty": "l1"},
    {"learning_rate": "adaptive", "eta0": 0.2, "tol": 1e-2, "average": False},
    {"learning_rate": "constant", "eta0": 1.0, "average": False, "class_weight": "balanced", "shuffle": True},
]


@pytest.mark.parametrize("data", DATA, ids=list(DATA))
@pytest.mark.parametrize("case", SGD_CASES, ids=[str(c) for c in SGD_CASES])
@pytest.mark.parametrize("sparse", [False, True])
def test_averaged_perceptron_equals_sgd_classifier(data, case, sparse):
    X, y = DATA[data]
    Xc = sp.csr_matrix(X) if sparse else X
    params = {"penalty": None, "tol": None, "shuffle": False, "max_iter": 6, "random_state": 1, **case}
    ours, theirs = _fit_both(
        lambda: AveragedPerceptron(**params, until_converged=False, multiclass="ovr"),
        lambda: SGDClassifier(loss="perceptron", **params),
        Xc,
        y,
    )
    _assert_same(ours, theirs)
    assert ours.n_iter_ == theirs.n_iter_


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"penalty": "l3"}, "penalty"),
        ({"alpha": -1.0}, "alpha"),
        ({"l1_ratio": 1.5}, "l1_ratio"),
        ({"tol": -1.0}, "tol"),
        ({"n_iter_no_change": 0}, "n_iter_no_change"),
        ({"validation_fraction": 1.0}, "validation_fraction"),
        ({"class_weight": "some"}, "class_weight"),
        ({"multiclass": "ovo"}, "multiclass"),
    ],
)
def test_parameters_are_validated_like_sklearn(params, message):
    X, y = IRIS
    with pytest.raises(ValueError, match=message):
        Perceptron(**params).fit(X, y)


def test_structured_multiclass_takes_sample_weight_sparse_and_penalty():
    X, y = IRIS
    dense = Perceptron(penalty="l2", until_converged=False, max_iter=5).fit(X, y, sample_weight=np.ones(len(y)))
    sparse = Perceptron(penalty="l2", until_converged=False, max_iter=5).fit(sp.csr_matrix(X), y)
    np.testing.assert_array_equal(dense.coef_, sparse.coef_)
    np.testing.assert_array_equal(dense.intercept_, sparse.intercept_)
    plain = Perceptron(until_converged=False, max_iter=5).fit(X, y)
    weighted = Perceptron(until_converged=False, max_iter=5).fit(X, y, sample_weight=np.ones(len(y)))
    np.testing.assert_array_equal(plain.coef_, weighted.coef_)  # the two paths agree on the structured rule
