"""LogisticClassifier and HingeClassifier (issue 15): scikit-learn's SGDClassifier weights on real data sets."""

import doctest
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.datasets import load_breast_cancer, load_digits, load_iris
from sklearn.linear_model import SGDClassifier
from sklearn.preprocessing import StandardScaler
from sklearn.utils.estimator_checks import check_estimator

import core
import core.learn.sgd_estimators as sgd_estimators
from core import HingeClassifier, LogisticClassifier
from core.learn.engine import OverflowTrainingError
from core.learn.sgd_estimators import EXPECTED_FAILED_CHECKS

ROOT = Path(__file__).resolve().parents[2]
CLASSES = {"log_loss": LogisticClassifier, "hinge": HingeClassifier}


def _standardised(loader):
    X, y = loader(return_X_y=True)
    return StandardScaler().fit_transform(X), y


DATA = {
    "iris": _standardised(load_iris),  # 3 classes: one-vs-rest
    "breast cancer": _standardised(load_breast_cancer),  # 2 classes
    "digits": _standardised(load_digits),  # 10 classes: one-vs-rest
}
DATA["iris virginica"] = (DATA["iris"][0], DATA["iris"][1] == 2)  # 2 classes, not separable
DATA["digits 3 vs 8"] = (DATA["digits"][0][np.isin(DATA["digits"][1], (3, 8))],
                         DATA["digits"][1][np.isin(DATA["digits"][1], (3, 8))])  # fmt: skip

SCHEDULES = [
    {"learning_rate": "constant", "eta0": 0.05},
    {"learning_rate": "invscaling", "eta0": 0.5, "power_t": 0.5},
    {"learning_rate": "invscaling", "eta0": 0.5, "power_t": 1.0},  # the 1/t schedule
    {"learning_rate": "optimal"},
]
PENALTIES = [{"penalty": None}, {"penalty": "l2", "alpha": 0.001}, {"penalty": "elasticnet", "alpha": 0.001}]


def _both(loss, **params):
    # every parameter whose default differs between the two, set explicitly
    common = {"tol": None, "max_iter": 5, "shuffle": False, "penalty": None, "eta0": 0.1, "learning_rate": "constant"}
    common.update(params)
    if common.get("learning_rate") == "optimal" and common.get("penalty") is None:
        common["alpha"] = 0.001
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return CLASSES[loss](**common), SGDClassifier(loss=loss, **common)


def _assert_same_weights(ours, theirs):
    np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=0, atol=1e-9)
    np.testing.assert_allclose(ours.intercept_, theirs.intercept_, rtol=0, atol=1e-9)
    np.testing.assert_array_equal(ours.classes_, theirs.classes_)


@pytest.mark.parametrize("data", list(DATA))
@pytest.mark.parametrize("schedule", SCHEDULES, ids=lambda s: f"{s['learning_rate']}-{s.get('power_t', '')}")
@pytest.mark.parametrize("penalty", PENALTIES, ids=lambda p: str(p["penalty"]))
@pytest.mark.parametrize("loss", list(CLASSES))
def test_weights_equal_sgdclassifier(loss, penalty, schedule, data):
    X, y = DATA[data]
    ours, theirs = _both(loss, **schedule, **penalty)
    _assert_same_weights(ours.fit(X, y), theirs.fit(X, y))
    np.testing.assert_array_equal(ours.predict(X), theirs.predict(X))
    assert ours.n_iter_ == theirs.n_iter_ == 5


@pytest.mark.parametrize("data", ["iris", "breast cancer", "digits 3 vs 8"])
@pytest.mark.parametrize("loss", list(CLASSES))
@pytest.mark.parametrize("random_state", [0, 42])
def test_shuffled_fits_equal_sgdclassifier_with_the_same_random_state(loss, data, random_state):
    X, y = DATA[data]
    ours, theirs = _both(loss, shuffle=True, random_state=random_state, learning_rate="invscaling", eta0=0.3)
    _assert_same_weights(ours.fit(X, y), theirs.fit(X, y))


@pytest.mark.parametrize("data", ["iris", "breast cancer", "digits"])
def test_predict_proba_equals_sgdclassifiers(data):
    X, y = DATA[data]
    ours, theirs = _both("log_loss", learning_rate="optimal", penalty="l2", alpha=0.01)
    ours.fit(X, y)
    theirs.fit(X, y)
    np.testing.assert_allclose(ours.predict_proba(X), theirs.predict_proba(X), rtol=0, atol=1e-12)
    np.testing.assert_allclose(ours.predict_log_proba(X), theirs.predict_log_proba(X), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(ours.predict_proba(X).sum(axis=1), 1.0)


def test_two_class_probability_is_the_sigmoid_of_the_score():
    X, y = DATA["breast cancer"]
    clf = LogisticClassifier(eta0=0.01, max_iter=3).fit(X, y)
    a = X @ clf.coef_[0] + clf.intercept_[0]
    np.testing.assert_allclose(clf.predict_proba(X)[:, 1], 1 / (1 + np.exp(-a)), rtol=1e-12)


def test_only_the_logistic_model_gives_probabilities():
    X, y = DATA["breast cancer"]
    assert not hasattr(HingeClassifier().fit(X, y), "predict_proba")


@pytest.mark.parametrize("loss", list(CLASSES))
@pytest.mark.parametrize(
    "extra",
    [
        {"average": True},
        {"average": 100},
        {"class_weight": "balanced"},
        {"fit_intercept": False},
        {"penalty": "l1", "alpha": 0.001},
        {"tol": 1e-3, "max_iter": 50},
        {"early_stopping": True, "random_state": 0, "tol": 1e-3, "max_iter": 50},
    ],
    ids=str,
)
def test_scikit_learns_other_options_give_its_weights(loss, extra):
    for data in ("iris", "breast cancer"):
        X, y = DATA[data]
        ours, theirs = _both(loss, **{"eta0": 0.05, **extra})
        _assert_same_weights(ours.fit(X, y), theirs.fit(X, y))
        assert ours.n_iter_ == theirs.n_iter_


@pytest.mark.parametrize("loss", list(CLASSES))
def test_sample_weight_sparse_x_and_partial_fit_give_scikit_learns_weights(loss):
    X, y = DATA["iris"]
    weights = np.random.default_rng(0).uniform(0.5, 2.0, len(y))
    ours, theirs = _both(loss, eta0=0.05)
    _assert_same_weights(ours.fit(X, y, sample_weight=weights), theirs.fit(X, y, sample_weight=weights))
    ours, theirs = _both(loss, eta0=0.05)
    Xs = sp.csr_matrix(np.where(np.abs(X) < 0.5, 0.0, X))
    _assert_same_weights(ours.fit(Xs, y), theirs.fit(Xs, y))
    ours, theirs = _both(loss, eta0=0.05, learning_rate="invscaling")
    for _ in range(3):
        ours.partial_fit(X, y, classes=np.unique(y))
        theirs.partial_fit(X, y, classes=np.unique(y))
    _assert_same_weights(ours, theirs)


@pytest.mark.parametrize("loss", list(CLASSES))
def test_fit_starts_from_coef_init_and_leaves_the_callers_array_alone(loss):
    X, y = DATA["breast cancer"]
    start = np.linspace(-1, 1, X.shape[1])
    ours, theirs = _both(loss)
    ours.fit(X, y, coef_init=start, intercept_init=0.5)
    np.testing.assert_array_equal(start, np.linspace(-1, 1, X.shape[1]))  # scikit-learn trains in the caller's array
    _assert_same_weights(ours, theirs.fit(X, y, coef_init=start.copy(), intercept_init=0.5))


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"eta0": 0.0}, r"The 'eta0' parameter of LogisticClassifier must be a float in the range \(0.0, inf\)"),
        ({"learning_rate": "1/t"}, r"The 'learning_rate' parameter of LogisticClassifier must be a str among"),
        ({"penalty": "l3"}, r"The 'penalty' parameter of LogisticClassifier must be a str among"),
        ({"alpha": -1.0}, r"The 'alpha' parameter of LogisticClassifier must be a float in the range \[0.0, inf\)"),
        ({"max_iter": 0}, r"The 'max_iter' parameter of LogisticClassifier must be an int in the range \[1, inf\)"),
        ({"learning_rate": "optimal", "alpha": 0.0}, "alpha must be > 0 since learning_rate is 'optimal'"),
    ],
)
def test_bad_parameters_say_what_is_allowed_and_change_nothing(params, message):
    X, y = DATA["breast cancer"]
    clf = LogisticClassifier(max_iter=2).fit(X, y)
    before = clf.coef_.copy()
    clf.set_params(**params)
    with pytest.raises(ValueError, match=message):
        clf.fit(X, y)
    np.testing.assert_array_equal(clf.coef_, before)


def test_one_class_and_wrong_widths_are_refused_with_a_clear_message():
    X, y = DATA["breast cancer"]
    with pytest.raises(ValueError, match="The number of classes has to be greater than one; got 1 class"):
        HingeClassifier().fit(X, np.zeros(len(X)))
    clf = HingeClassifier(max_iter=2).fit(X, y)
    with pytest.raises(ValueError, match=r"X has 3 features, but HingeClassifier is expecting 30 features"):
        clf.predict(np.zeros((2, 3)))
    with pytest.raises(ValueError, match="classes must be passed on the first call to partial_fit"):
        LogisticClassifier().partial_fit(X, y)


@pytest.mark.parametrize("cls", [LogisticClassifier, HingeClassifier])
def test_overflow_raises_a_clear_error_and_keeps_the_last_model(cls):
    X, y = DATA["breast cancer"]
    clf = cls(max_iter=2).fit(X, y)
    before = clf.coef_.copy()
    clf.set_params(eta0=1e306, learning_rate="constant", penalty=None)
    with pytest.raises(OverflowTrainingError, match="use a smaller learning rate"):
        clf.fit(X * 1e10, y)
    np.testing.assert_array_equal(clf.coef_, before)


@pytest.mark.filterwarnings("ignore::sklearn.exceptions.ConvergenceWarning")
@pytest.mark.parametrize("cls", [LogisticClassifier, HingeClassifier])
def test_check_estimator(cls):
    # as for SGDClassifier: an online learner's sample_weight=2 is not the example seen twice in a row
    check_estimator(cls(), expected_failed_checks=EXPECTED_FAILED_CHECKS)


@pytest.mark.parametrize("cls", [LogisticClassifier, HingeClassifier])
def test_numpydoc_sections(cls):
    for section in ("Parameters\n    ----------", "Attributes\n    ----------", "Examples\n    --------"):
        assert section in cls.__doc__
    assert "{shared}" not in cls.__doc__ and "eta0 : float, default=0.1" in cls.__doc__


def test_examples_run_and_the_defaults_table_is_complete():
    result = doctest.testmod(sgd_estimators)
    assert result.attempted >= 4 and result.failed == 0
    ours = {**HingeClassifier().get_params(), **LogisticClassifier().get_params()}
    theirs = SGDClassifier().get_params()
    differ = {k for k in ours.keys() & theirs.keys() if ours[k] != theirs[k]}
    assert differ <= set(sgd_estimators.DEFAULTS_THAT_DIFFER)
    for name in sgd_estimators.DEFAULTS_THAT_DIFFER:
        assert f"``{name}``" in sgd_estimators.__doc__


def test_core_exports_them_lazily():
    code = (
        "import sys, core\nbefore = 'sklearn' in sys.modules\ncore.LogisticClassifier\ncore.HingeClassifier\n"
        "print(before, 'sklearn' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert out.split() == ["False", "True"]
    assert {"LogisticClassifier", "HingeClassifier"} <= set(core.__all__) & set(dir(core))


def test_the_readme_example_runs_and_shows_what_it_says():
    import re

    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    namespace: dict = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)  # X and y
    exec(compile(blocks[1], "README.md", "exec"), namespace)
    proba = namespace["logistic"].predict_proba(namespace["X"][:1])
    a = namespace["logistic"].decision_function(namespace["X"][:1])[0]
    np.testing.assert_allclose(proba[0], [1 - 1 / (1 + np.exp(-a)), 1 / (1 + np.exp(-a))])
    step = namespace["step"]
    assert step.n_steps == 1 and step.eta[0] == 1.0 and step.probability[0] == 0.5  # a = 0 at w0 = 0, b0 = 0
    assert namespace["sum_eta"][-1] > 7 and namespace["sum_eta_squared"][-1] < np.pi**2 / 6
