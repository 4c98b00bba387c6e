"""Issue 29, item 4: logistic regression and the hinge stop, as the perceptrons do, when a score w.x + b overflows.

At |x| >= 1e150 the score of an example (w of about eta |x| times x) is no longer a finite number while w
still is.  The runs went on with NaN scores (loss 0, no update) and the trace exports wrote ``nan`` and
``inf``.  Now every SGD path (``fit`` of the estimators, the window's stepping) raises
:class:`OverflowTrainingError` (a ValueError saying what overflowed and what to change) at that example,
with nothing changed by it, as the perceptron variants' engine does; and no trace export writes nan or inf.
"""

from __future__ import annotations

import io
import re
import warnings

import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from sklearn.linear_model import SGDClassifier

import core
from core.learn.engine import Learner, OverflowTrainingError
from core.session.sgd_run import SgdRun
from core.teach.sgd_trace import SgdTrace
from tests.fuzzing import ACCEPTED, CLEAN_ERROR, outcome

RNG = np.random.default_rng(4)
HUGE = RNG.standard_normal((30, 2)) * 1e160
Y = (HUGE[:, 0] + 0.5e160 * RNG.standard_normal(30) > 0).astype(int)
Y3 = np.arange(30) % 3
NOT_FINITE = re.compile(r"\b(nan|inf|infinity|NaN|\\infty|\\mathrm\{NaN\})\b", re.IGNORECASE)


def sklearn_scores(loss: str, **params) -> np.ndarray | None:
    """SGDClassifier's training scores after its fit on HUGE, or None when its fit raises (the oracle)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            clf = SGDClassifier(loss=loss, learning_rate="constant", eta0=0.1, tol=None, max_iter=5, shuffle=False,
                                **params).fit(HUGE, Y)  # fmt: skip
    except ValueError:
        return None
    with np.errstate(over="ignore", invalid="ignore"):
        return clf.decision_function(HUGE)


@pytest.mark.parametrize(("name", "loss"), [("LogisticClassifier", "log_loss"), ("HingeClassifier", "hinge")])
def test_scikit_learn_either_refuses_these_points_or_ends_with_scores_that_are_not_numbers(name, loss):
    """The oracle: scikit-learn raises for the logistic loss, and its hinge model cannot score the points."""
    scores = sklearn_scores(loss, penalty=None if loss == "log_loss" else "l2")
    assert scores is None or not np.isfinite(scores).all()


PATHS = [  # (estimator, its parameters, how X is given, fit's keyword arguments): every route through the SGD loop
    *[(name, {}, "dense", {}) for name in ("LogisticClassifier", "HingeClassifier")],
    ("LogisticClassifier", {"learning_rate": "optimal"}, "dense", {}),
    ("LogisticClassifier", {"tol": 1e-3}, "dense", {}),
    ("HingeClassifier", {"average": True}, "dense", {}),
    ("HingeClassifier", {"penalty": "l1"}, "dense", {}),
    ("LogisticClassifier", {}, "csr", {}),
    ("HingeClassifier", {"shuffle": True, "random_state": 0}, "dense", {}),
    ("Perceptron", {}, "dense", {"sample_weight": np.ones(30)}),  # the perceptron on scikit-learn's SGD loop
    ("AveragedPerceptron", {}, "csr", {}),
]


@pytest.mark.parametrize(("name", "params", "kind", "fit_kwargs"), PATHS)
@pytest.mark.parametrize("y", [Y, Y3], ids=["2 classes", "3 classes"])
def test_fit_raises_overflow_training_error_when_a_score_overflows_and_keeps_the_model_it_had(
    name, params, kind, fit_kwargs, y
):
    if len(np.unique(y)) > 2 and name in ("Perceptron", "AveragedPerceptron"):
        params = {**params, "multiclass": "ovr"}
    est = getattr(core, name)(max_iter=5, **params)
    small = np.random.default_rng(0).standard_normal((30, 2))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est.fit(small, y)
        before = (est.coef_.copy(), est.intercept_.copy())
        X = sp.csr_matrix(HUGE) if kind == "csr" else HUGE
        with pytest.raises(OverflowTrainingError, match=r"score w\.x \+ b overflowed") as caught:
            est.fit(X, y, **fit_kwargs)
    message = str(caught.value)
    assert "learning rate" in message and "rescale" in message, message
    np.testing.assert_array_equal(est.coef_, before[0])  # a fit that raises stores nothing
    np.testing.assert_array_equal(est.intercept_, before[1])


@pytest.mark.parametrize("variant", ["logistic", "hinge"])
def test_the_windows_run_stops_before_the_example_whose_score_overflows_as_the_perceptrons_do(variant):
    run = SgdRun(HUGE, Y, variant=variant, eta=0.1)
    with pytest.raises(OverflowTrainingError) as caught:
        for _ in range(100):
            run.advance()
    stopped_at = run.engine.order()[run.pos]
    w, b = run.W[0], run.b[0]
    with np.errstate(over="ignore", invalid="ignore"):
        assert not np.isfinite(HUGE[stopped_at] @ w + b)  # the example it names scores beyond float64
    assert np.isfinite(w).all() and np.isfinite(b)
    assert f"at example {stopped_at} " in str(caught.value)
    # The perceptron's engine says the same of its own overflowing score.
    with pytest.raises(OverflowTrainingError) as perceptron:
        Learner(HUGE, Y, 2).run_epoch()
    assert str(caught.value).split(" at example")[0] == str(perceptron.value).split(" at example")[0]
    # Nothing is lost: every step looked at is in the trace, and the exports write numbers only.
    trace = SgdTrace(run.log)
    assert len(trace) == run.t > 0
    for write in (trace.write_csv, trace.write_latex):
        out = io.StringIO()
        write(out)
        assert not NOT_FINITE.search(out.getvalue()), NOT_FINITE.search(out.getvalue())


@settings(max_examples=120, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@seed(29)
@given(
    variant=st.sampled_from(["logistic", "hinge"]),
    exponent=st.integers(0, 308),
    eta=st.sampled_from([1e-3, 0.1, 1.0, 10.0, 1e6]),
    schedule=st.sampled_from(["constant", "1/t", "invscaling"]),
    shuffle=st.booleans(),
    n=st.integers(2, 12),
    data=st.data(),
)
def test_random_sgd_runs_end_or_stop_with_overflow_and_their_traces_are_numbers(
    variant, exponent, eta, schedule, shuffle, n, data
):
    """The issue's 13,881 random runs, in small: any scale of points, any step size."""
    X = np.array(data.draw(st.lists(st.tuples(st.floats(-1, 1), st.floats(-1, 1)), min_size=n, max_size=n)))
    X = X * 10.0**exponent
    y = np.arange(n) % 2
    run = SgdRun(X, y, variant=variant, eta=eta, schedule=schedule, shuffle=shuffle, seed=3)
    try:
        for _ in range(20):
            run.advance()
    except OverflowTrainingError as error:
        assert "overflow" in str(error) and "rescale" in str(error)
        outcome(CLEAN_ERROR)
    else:
        outcome(ACCEPTED)
    trace = SgdTrace(run.log)
    assert len(trace) == run.t
    for write in (trace.write_csv, trace.write_latex):
        out = io.StringIO()
        write(out)
        assert not NOT_FINITE.search(out.getvalue())
