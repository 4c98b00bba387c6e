"""A learning rate too large for float64 raises OverflowTrainingError in every variant, on every path.

Issue 17, item 10: ``AveragedPerceptron(eta0=1e306)`` returned infinite weights (its running
sum of w overflowed unchecked) while the other variants raised.  The promise is the same for
all: training that overflows raises :class:`OverflowTrainingError` (a ValueError saying what
overflowed and what to change), and a fit that raises stores nothing.
"""

import warnings

import numpy as np
import pytest
import scipy.sparse as sp

import core
from core.learn.engine import Learner, OverflowTrainingError

RNG = np.random.default_rng(17)
X = RNG.standard_normal((60, 3))
Y2 = (X[:, 0] + 0.5 * RNG.standard_normal(60) > 0).astype(int)  # noisy: mistakes in every epoch
Y3 = np.argmax(X + 0.5 * RNG.standard_normal((60, 3)), axis=1)

# (estimator, parameters, how X is given, fit's keyword arguments)
DENSE = [(name, {"kernel": "poly"} if name == "KernelPerceptron" else {}, "float64", {}) for name in core._ESTIMATORS]
SKLEARN_PATH = [  # the averaged variant's other routes through scikit-learn's SGD loop
    ("AveragedPerceptron", {}, "float64", {"sample_weight": np.ones(60)}),
    ("AveragedPerceptron", {}, "csr", {}),
    ("AveragedPerceptron", {}, "float32", {}),
    ("AveragedPerceptron", {"average": 5}, "float64", {}),
    ("AveragedPerceptron", {"shuffle": True, "random_state": 0}, "float64", {}),
    ("AveragedPerceptron", {"multiclass": "ovr"}, "float64", {}),
    ("Perceptron", {}, "float32", {}),
    ("Perceptron", {}, "csr", {}),
]


def _as(X, kind):
    return {"float64": X, "float32": X.astype(np.float32), "csr": sp.csr_matrix(X)}[kind]


def _fit(name, params, kind, fit_kwargs, X, y):
    est = getattr(core, name)(eta0=1e306, max_iter=50, until_converged=False, **params)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return est, est.fit(_as(X, kind), y, **fit_kwargs)


def _raises_overflow(name, params, kind, fit_kwargs, X, y):
    with pytest.raises(OverflowTrainingError, match="overflow") as caught:
        _fit(name, params, kind, fit_kwargs, X, y)
    assert "learning rate" in str(caught.value) and "rescale" in str(caught.value)


@pytest.mark.parametrize(("name", "params", "kind", "fit_kwargs"), DENSE + SKLEARN_PATH)
@pytest.mark.parametrize("y", [Y2, Y3], ids=["2 classes", "3 classes"])
def test_scores_beyond_float64_raise_overflow_training_error_on_every_path(name, params, kind, fit_kwargs, y):
    """|x| about 100 and eta0=1e306: an update overflows whatever the variant (an RBF kernel's scores stay bounded)."""
    _raises_overflow(name, params, kind, fit_kwargs, X * 100.0, y)


AVERAGED_SUMS = [  # the structured multiclass rule on scikit-learn's path keeps a running mean, not a sum
    pytest.param(*config, y, id=f"{config[0]}-{config[1]}-{config[2]}-{sorted(config[3])}-{k} classes")
    for config in DENSE + SKLEARN_PATH
    if "Averaged" in config[0]
    for k, y in ((2, Y2), (3, Y3))
    if k == 2 or config[1].get("multiclass") == "ovr" or (config[2:] == ("float64", {}) and not config[1])
]


@pytest.mark.parametrize(("name", "params", "kind", "fit_kwargs", "y"), AVERAGED_SUMS)
def test_the_averaged_running_sum_overflowing_raises(name, params, kind, fit_kwargs, y):
    """The issue's case: w stays finite, the sum of w over 3,000 steps does not."""
    _raises_overflow(name, params, kind, fit_kwargs, X, y)


@pytest.mark.parametrize(
    ("name", "params", "kind", "fit_kwargs"), [*DENSE, *SKLEARN_PATH, ("KernelPerceptron", {}, "float64", {})]
)
def test_eta0_1e306_either_raises_or_leaves_every_number_finite(name, params, kind, fit_kwargs):
    try:
        est = _fit(name, params, kind, fit_kwargs, X, Y2)[1]
    except OverflowTrainingError:
        return
    for value in est.__dict__.values():
        if isinstance(value, np.ndarray) and value.dtype.kind == "f":
            assert np.isfinite(value).all()
    assert np.isfinite(est.decision_function(X)).all()


@pytest.mark.parametrize("y", [Y2, Y3], ids=["2 classes", "3 classes"])
def test_averaged_partial_fit_overflow_raises_and_keeps_the_model(y):
    est = core.AveragedPerceptron(eta0=1e304)
    est.partial_fit(X, y, classes=np.unique(y))
    before = (est.coef_.copy(), est.intercept_.copy(), est.t_)
    with pytest.raises(OverflowTrainingError, match="overflow"):
        for _ in range(100):
            est.partial_fit(X, y)
            before = (est.coef_.copy(), est.intercept_.copy(), est.t_)
    assert np.isfinite(est.coef_).all() and np.isfinite(est.intercept_).all()
    np.testing.assert_array_equal(est.coef_, before[0])
    np.testing.assert_array_equal(est.intercept_, before[1])
    assert est.t_ == before[2]


def _half_update_case(case):
    """(X, y, classes, w0, b0, eta, c) where example 0 or 1 is a mistake whose update overflows one number only."""
    if case == "a wrong class's row":  # x = (1, -1): the true row takes (1e308, -1e308), the wrong one (0, 2e308)
        return [[1.0, -1.0], [1.0, 0.0]], [0, 2], 3, [[0.0, 0.0], [1e308, 1e308], [0.0, 0.0]], [0.0] * 3, 1e308, 1.0
    if case == "a wrong class's intercept":  # every row stays finite; the wrong class's b - 1e307 * 2**2 does not
        return (
            [[1.0, 0.0], [1.0, 0.0]],
            [0, 2],
            3,
            [[0.0, 0.0], [1.6e308, 0.0], [0.0, 0.0]],
            [0.0, -1.5e308, 0.0],
            1e307,
            2.0,
        )
    # two classes, three features: example 1 is a mistake; the new w is finite, b + 1e308 * 3**2 is not
    return [[0.5, 0.5, 0.5], [-1.0, 0.0, 0.0]], [1, 1], 2, [[1e308, 0.0, 0.0]], [1e308 / 3.0], 1e308, 3.0


@pytest.mark.parametrize("variant", ["perceptron", "averaged"])
@pytest.mark.parametrize("case", ["a wrong class's row", "a wrong class's intercept", "the intercept of two classes"])
def test_an_update_that_would_overflow_one_number_changes_none(variant, case):
    """The error says the update was not made: every row and intercept (the window shows them) is as it was."""
    X, y, classes, w0, b0, eta, c = _half_update_case(case)
    learner = Learner(np.array(X), np.array(y), classes, variant=variant, w0=np.array(w0), b0=np.array(b0), eta=eta,
                      constant=c)  # fmt: skip
    with pytest.raises(OverflowTrainingError, match="weights would overflow"):
        learner.run_epoch()
    np.testing.assert_array_equal(learner.coef, w0)
    np.testing.assert_array_equal(learner.intercept, b0)
