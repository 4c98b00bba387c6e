"""The API differences from scikit-learn that remained (issue 28, item 4), with scikit-learn as the oracle.

The plain Perceptron takes ``learning_rate``/``power_t`` as ``SGDClassifier(loss="perceptron")`` does;
``n_iter_`` after ``partial_fit`` is the last call's; ``t_`` with early stopping counts the held-out rows
as scikit-learn's does (ours is always scikit-learn's minus its starting 1); a float32 chunk after a
float64 one (or the reverse) raises scikit-learn's TypeError; AveragedPerceptron's ``partial_fit`` takes
sample weights or sparse X in a later chunk; ``verbose=1`` prints what scikit-learn prints; the SGD-style
estimators take ``loss``/``epsilon`` as SGDClassifier does.
"""

import contextlib
import io
import re
import warnings

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.base import clone
from sklearn.datasets import load_iris
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.linear_model import SGDClassifier

from core import AveragedPerceptron, HingeClassifier, LogisticClassifier, Perceptron

RNG = np.random.default_rng(28)
X2 = RNG.normal(size=(120, 4))
Y2 = (X2[:, 0] + 0.5 * X2[:, 1] + 0.3 * RNG.normal(size=120) > 0).astype(int)
IRIS_X, IRIS_Y = load_iris(return_X_y=True)

# scikit-learn's Perceptron and SGDClassifier(loss="perceptron") defaults, where ours differ
AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "until_converged": False, "multiclass": "ovr"}


def _quiet(fit, *args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        return fit(*args, **kwargs)


@pytest.mark.parametrize("learning_rate", ["constant", "optimal", "invscaling", "adaptive"])
def test_perceptron_takes_learning_rate_and_power_t_as_sgdclassifier_does(learning_rate):
    settings = {"learning_rate": learning_rate, "power_t": 0.4, "eta0": 0.3, "penalty": "l2", "alpha": 1e-3}
    ours = _quiet(Perceptron(**AS_SKLEARN, **settings).fit, IRIS_X, IRIS_Y)
    theirs = _quiet(SGDClassifier(loss="perceptron", random_state=0, **settings).fit, IRIS_X, IRIS_Y)
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)
    assert ours.n_iter_ == theirs.n_iter_


def test_perceptron_defaults_keep_the_constant_rate():
    params = Perceptron().get_params()
    assert params["learning_rate"] == "constant" and params["power_t"] == 0.5
    with pytest.raises(ValueError, match="learning_rate"):
        Perceptron(learning_rate="fastest").fit(X2, Y2)


@pytest.mark.parametrize(
    "ours, theirs",
    [
        (Perceptron(), SkPerceptron()),
        (Perceptron(penalty="l2"), SkPerceptron(penalty="l2")),
        (AveragedPerceptron(), SGDClassifier(loss="perceptron", average=True)),
        (LogisticClassifier(), SGDClassifier(loss="log_loss")),
        (HingeClassifier(), SGDClassifier(loss="hinge")),
    ],
    ids=["Perceptron", "Perceptron-l2", "AveragedPerceptron", "LogisticClassifier", "HingeClassifier"],
)
def test_n_iter_after_partial_fit_is_the_last_calls(ours, theirs):
    for model in (ours, theirs):
        model.partial_fit(X2[:60], Y2[:60], classes=[0, 1])
        model.partial_fit(X2[60:], Y2[60:])
        model.partial_fit(X2, Y2)
    assert ours.n_iter_ == theirs.n_iter_ == 1


@pytest.mark.parametrize("multiclass", [False, True], ids=["binary", "3-class"])
def test_t_with_early_stopping_counts_as_sklearns(multiclass):
    X, y = (IRIS_X, IRIS_Y) if multiclass else (X2, Y2)
    settings = {"early_stopping": True, "validation_fraction": 0.2, "max_iter": 7, "tol": None}
    ours = _quiet(Perceptron(**{**AS_SKLEARN, **settings}).fit, X, y)
    theirs = _quiet(SkPerceptron(**settings).fit, X, y)
    assert ours.n_iter_ == theirs.n_iter_ == 7
    assert ours.t_ == theirs.t_ - 1  # scikit-learn's t_ starts at 1
    logistic = _quiet(LogisticClassifier(random_state=0, shuffle=True, **settings).fit, X, y)
    sgd = _quiet(SGDClassifier(loss="log_loss", eta0=0.1, learning_rate="constant", penalty=None,
                               random_state=0, **settings).fit, X, y)  # fmt: skip
    assert logistic.t_ == sgd.t_ - 1


@pytest.mark.parametrize("make", [Perceptron, AveragedPerceptron, LogisticClassifier, lambda: Perceptron(penalty="l2")])
@pytest.mark.parametrize("first, later", [(np.float64, np.float32), (np.float32, np.float64)], ids=["64-32", "32-64"])
def test_a_chunk_of_another_float_type_in_partial_fit_raises_sklearns_type_error(make, first, later):
    theirs = SGDClassifier(loss="perceptron").partial_fit(X2.astype(first), Y2, classes=[0, 1])
    with pytest.raises(TypeError):
        theirs.partial_fit(X2.astype(later), Y2)
    ours = make().partial_fit(X2.astype(first), Y2, classes=[0, 1])
    coef = ours.coef_.copy()
    with pytest.raises(TypeError, match=f"{np.dtype(later).name}.*{np.dtype(first).name}") as raised:
        ours.partial_fit(X2.astype(later), Y2)
    assert "Typing" not in type(raised.value).__name__
    np.testing.assert_array_equal(ours.coef_, coef)  # nothing lost
    ours.partial_fit(X2.astype(first), Y2)  # the model goes on with its own type


AVERAGED_AS_SKLEARN = {"loss": "perceptron", "learning_rate": "constant", "eta0": 1.0, "penalty": None,
                       "average": True, "shuffle": False, "tol": None}  # fmt: skip


@pytest.mark.parametrize("later", ["sample_weight", "sparse"])
def test_averaged_partial_fit_takes_sample_weight_or_sparse_x_in_a_later_chunk(later):
    weights = np.linspace(0.5, 2.0, 60)
    # No intercept: scikit-learn's averaged binary partial_fit restarts its plain intercept at 0 on every call
    # (it never stores it once averaging is on), a fault of its own we do not copy.
    ours = AveragedPerceptron(fit_intercept=False)
    theirs = SGDClassifier(**AVERAGED_AS_SKLEARN, fit_intercept=False)
    for model in (ours, theirs):
        model.partial_fit(X2[:60], Y2[:60], classes=[0, 1])
        model.partial_fit(X2[:60], Y2[:60])
        if later == "sample_weight":
            model.partial_fit(X2[60:], Y2[60:], sample_weight=weights)
        else:
            model.partial_fit(sp.csr_matrix(X2[60:]), Y2[60:])
        model.partial_fit(X2[60:], Y2[60:])  # and on again with plain chunks
    # the averages agree to the bound AveragedPerceptron's docstring states
    np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(ours.intercept_, theirs.intercept_, rtol=1e-12, atol=1e-14)
    assert ours.t_ == theirs.t_ - 1 and ours.n_iter_ == theirs.n_iter_ == 1


def _printed(model, X, y):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        model.fit(X, y)
    seconds = re.compile(r"\d+\.\d+ ?s")  # the times taken differ, the rest must not
    return seconds.sub("<time>", out.getvalue()), seconds.sub("<time>", err.getvalue())


@pytest.mark.parametrize(
    "ours, theirs, data",
    [
        (Perceptron(verbose=1, max_iter=3, until_converged=False), SkPerceptron(verbose=1, max_iter=3, tol=None,
                                                                                  shuffle=False), "binary"),
        (Perceptron(verbose=1, **AS_SKLEARN), SkPerceptron(verbose=1), "binary"),
        (Perceptron(verbose=1, **AS_SKLEARN), SkPerceptron(verbose=1), "iris"),
        (Perceptron(verbose=1, penalty="l2", early_stopping=True, **AS_SKLEARN),
         SkPerceptron(verbose=1, penalty="l2", early_stopping=True), "binary"),
        (LogisticClassifier(verbose=1, max_iter=4), SGDClassifier(loss="log_loss", verbose=1, max_iter=4, tol=None,
         shuffle=False, learning_rate="constant", eta0=0.1, penalty=None), "binary"),
    ],
    ids=["plain", "sklearn-defaults", "iris-ovr", "early-stopping", "logistic"],
)  # fmt: skip
def test_verbose_prints_what_sklearn_prints(ours, theirs, data):
    X, y = (IRIS_X, IRIS_Y) if data == "iris" else (X2, Y2)
    printed = _printed(ours, X, y)
    assert printed == _printed(theirs, X, y)
    assert "-- Epoch 1" in printed[0]


@pytest.mark.parametrize(
    "make, loss", [(LogisticClassifier, "log_loss"), (HingeClassifier, "hinge"), (AveragedPerceptron, "perceptron")]
)
def test_sgd_style_estimators_take_loss_and_epsilon(make, loss):
    params = make().get_params()
    assert params["loss"] == loss and params["epsilon"] == 0.1  # SGDClassifier's default epsilon
    plain = _quiet(make().fit, X2, Y2)
    named = _quiet(make(loss=loss, epsilon=0.3).fit, X2, Y2)  # epsilon only matters to losses these do not train
    np.testing.assert_array_equal(named.coef_, plain.coef_)
    assert clone(named).get_params()["epsilon"] == 0.3
    with pytest.raises(ValueError, match=f"{make.__name__} trains loss='{loss}'"):
        make(loss="squared_hinge").fit(X2, Y2)
    with pytest.raises(ValueError, match="epsilon"):
        make(epsilon=-1.0).fit(X2, Y2)
