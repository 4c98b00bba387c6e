"""Bad input raises a clear ValueError/TypeError and never changes a fitted estimator."""

import pickle
import warnings

import numpy as np
import pytest

import core
from core import KernelPerceptron, Perceptron

X_OK = np.array([[0.0, 1.0], [1.0, 0.0], [2.0, 2.0], [-1.0, -2.0]])
Y_OK = np.array([0, 1, 1, 0])


def _fitted(name):
    est = getattr(core, name)(max_iter=20)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return est.fit(X_OK, Y_OK)


def _state(est):
    return pickle.dumps(est.__dict__)


BAD_FITS = [
    ("NaN in X", lambda: (np.array([[np.nan, 1.0], [1.0, 0.0]]), [0, 1]), ValueError, "NaN"),
    ("inf in X", lambda: (np.array([[np.inf, 1.0], [1.0, 0.0]]), [0, 1]), ValueError, "infinity"),
    ("1-D X", lambda: (np.array([1.0, 2.0]), [0, 1]), ValueError, "2D array"),
    ("3-D X", lambda: (np.zeros((2, 2, 2)), [0, 1]), ValueError, "dim 3"),
    ("empty X", lambda: (np.zeros((0, 2)), []), ValueError, "0 sample"),
    ("one class", lambda: (X_OK, [1, 1, 1, 1]), ValueError, "at least 2 classes"),
    ("mismatched y", lambda: (X_OK, [0, 1]), ValueError, "inconsistent numbers of samples"),
    ("text in X", lambda: (np.array([["a", "b"], ["c", "d"]]), [0, 1]), ValueError, "could not convert"),
    ("continuous y", lambda: (X_OK, [0.5, 1.5, 2.5, 0.1]), ValueError, "Unknown label type"),
]


@pytest.mark.parametrize("name", core._ESTIMATORS)
@pytest.mark.parametrize(("what", "make", "error", "match"), BAD_FITS, ids=[b[0] for b in BAD_FITS])
def test_bad_fit_input_is_refused_and_changes_nothing(name, what, make, error, match):
    est = _fitted(name)
    before = _state(est)
    X, y = make()
    with pytest.raises(error, match=match):
        est.fit(X, y)
    assert _state(est) == before


BAD_PARAMS = [
    ({"eta0": 0.0}, "eta0"),
    ({"eta0": -1.0}, "eta0"),
    ({"max_iter": 0}, "max_iter"),
    ({"zero_score": "maybe"}, "zero_score"),
    ({"fit_intercept": "yes"}, "fit_intercept"),
]


@pytest.mark.parametrize("name", core._ESTIMATORS)
@pytest.mark.parametrize(("params", "param"), BAD_PARAMS, ids=[str(p[0]) for p in BAD_PARAMS])
def test_bad_parameters_name_the_parameter_and_what_is_allowed(name, params, param):
    est = _fitted(name)
    before, good = _state(est), est.get_params()
    est.set_params(**params)
    with pytest.raises(ValueError, match=f"'{param}' parameter of {name} must be"):
        est.fit(X_OK, Y_OK)
    est.set_params(**good)
    assert _state(est) == before


@pytest.mark.parametrize(
    ("params", "match"),
    [({"kernel": "sigmoid"}, "'kernel' parameter"), ({"gamma": -1.0}, "'gamma' parameter"),
     ({"gamma": "big"}, "'gamma' parameter"), ({"degree": 0}, "'degree' parameter")],
)  # fmt: skip
def test_bad_kernel_parameters(params, match):
    with pytest.raises(ValueError, match=match):
        KernelPerceptron(**params).fit(X_OK, Y_OK)


@pytest.mark.parametrize("name", core._ESTIMATORS)
def test_predict_with_wrong_number_of_features(name):
    est = _fitted(name)
    with pytest.raises(ValueError, match=r"X has 3 features, but .* is expecting 2 features"):
        est.predict(np.zeros((2, 3)))


def test_coef_init_shapes_are_checked():
    with pytest.raises(ValueError, match=r"coef_init has shape \(3,\); expected \(2,\) or \(1, 2\)"):
        Perceptron().fit(X_OK, Y_OK, coef_init=[1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match=r"expected \(3, 2\) for 3 classes"):
        Perceptron().fit(X_OK, [0, 1, 2, 0], coef_init=np.zeros((2, 2)))
    with pytest.raises(ValueError, match="intercept_init"):
        Perceptron().fit(X_OK, Y_OK, intercept_init=[1.0, 2.0])
    with pytest.raises(ValueError, match="must be finite"):
        Perceptron().fit(X_OK, Y_OK, coef_init=[np.nan, 0.0])
    with pytest.raises(ValueError, match="does not take coef_init"):
        KernelPerceptron().fit(X_OK, Y_OK, coef_init=[0.0, 0.0])
    start = Perceptron(max_iter=1, until_converged=False).fit(X_OK, Y_OK, coef_init=[[5.0, -5.0]], intercept_init=2.0)
    assert start.n_mistakes_ >= 1


def test_partial_fit_needs_classes_first_and_known_labels():
    with pytest.raises(ValueError, match="classes must be passed on the first call"):
        Perceptron().partial_fit(X_OK, Y_OK)
    est = Perceptron().partial_fit(X_OK, Y_OK, classes=[0, 1])
    before = _state(est)
    with pytest.raises(ValueError, match=r"labels \[7\] that are not among classes=\[0, 1\]"):
        est.partial_fit(X_OK, [0, 1, 7, 0])
    with pytest.raises(ValueError, match="X has 3 features"):
        est.partial_fit(np.zeros((4, 3)), Y_OK)
    assert _state(est) == before


@pytest.mark.parametrize("name", core._ESTIMATORS)
@pytest.mark.parametrize(
    ("X", "eta"),
    [(X_OK * 1e200, 1.0), (X_OK, 1e308), (X_OK * 1e155, 1e10)],
    ids=["huge X", "huge eta", "huge both"],
)
def test_overflow_raises_a_clear_error_and_never_leaves_nan(name, X, eta):
    est = _fitted(name)
    before = _state(est)
    est.set_params(eta0=eta, max_iter=50)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            est.fit(X, Y_OK)
    except ValueError as error:
        assert "overflow" in str(error)
        assert "learning rate" in str(error) and "rescale" in str(error)
        est.set_params(eta0=1.0, max_iter=20)
        assert _state(est) == before
    else:  # training got through without overflowing: then every number must be finite
        for value in est.__dict__.values():
            if isinstance(value, np.ndarray) and value.dtype.kind == "f":
                assert np.isfinite(value).all()
        assert np.isfinite(est.decision_function(X_OK)).all()


def test_huge_scores_report_what_overflowed():
    with pytest.raises(ValueError, match=r"score w\.x \+ b overflowed"):
        Perceptron(max_iter=5).fit(np.array([[1e200, 1e200], [-1e200, 1e200]]), [0, 1])
