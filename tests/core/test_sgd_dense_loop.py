"""The dense loop for the common SGD fit (core.learn._sgd_loops.dense_l2_epochs) has the general loop's bits.

Dense hinge and logistic fits without L1, averaging or held-out rows run in a specialised loop
(``dense_l2_epochs``, chosen by ``dense_l2_applies``); these tests run the same epochs through the
general ``sgd_epoch`` (what every other fit and the window's stepping use) and require the same
weights, intercept, clock t, eta, wscale and mistakes to the last bit, on many shapes and settings;
with scikit-learn's stopping rule (``tol``, the default) also the same tracked norms and the same
epochs as ``sgd_epochs``.  A fit that takes the general
path must also still equal scikit-learn's to 1e-9 (the estimator test at the end).
"""

import numpy as np
import pytest
from sklearn.linear_model import SGDClassifier

from core import HingeClassifier, LogisticClassifier
from core.learn import _loops
from core.learn import _sgd_loops as loops
from core.learn.schedules import optimal_t0
from core.learn.sgd import dense_l2_applies

SCHEDULES = {"constant": loops.CONSTANT, "optimal": loops.OPTIMAL, "invscaling": loops.INVSCALING}


def _case(k: int):
    """Case k: d = 1..70 columns, n = 2..300 rows (some 3 or 5), a noisy linear rule, and settings cycling through
    the losses, schedules, penalties, alphas, weights, intercept and shuffle."""
    rng = np.random.default_rng(1900 + k)
    d = 1 + (k * 29) % 70
    n = [2, 3, 5, 9][k % 4] if k % 3 == 0 else int(rng.integers(10, 300))
    X = rng.standard_normal((n, d)) + rng.uniform(-1, 1, size=d)
    y = np.where(X @ rng.standard_normal(d) + 0.4 * rng.standard_normal(n) > 0, 1.0, -1.0)
    schedule = list(SCHEDULES)[k % 3]
    loss = loops.HINGE if k % 2 == 0 or schedule == "optimal" else loops.LOG
    penalty = loops.L2 if k % 5 else loops.NO_PENALTY
    alpha = [1e-4, 1e-2, 0.3, 1e-6][k % 4]  # 0.3 with the optimal schedule drives wscale below 1e-9: the reset path
    settings = {
        "loss": loss,
        "learning_rate": SCHEDULES[schedule],
        "penalty": penalty,
        "alpha": alpha,
        "eta0": [0.01, 0.1, 0.5][k % 3],
        "power_t": [0.5, 0.25][k % 2],
        "fit_intercept": k % 4 != 1,
        "weights": (1.0, 1.0) if k % 3 else (0.7, 2.5),
        "sample_weight": np.ones(n) if k % 2 else rng.uniform(0.2, 3.0, size=n),
        "shuffle": k % 6 == 5,
        "epochs": 1 + k % 10,
    }
    return np.ascontiguousarray(X), y, settings


def _fresh(X, s):
    """A fit's start: w = 0, the state as scikit-learn's (wscale 1, t 1, eta0), X's rows in order, nothing held out;
    (w, state, index, an empty array, an empty index, the held-out mask, the optimal schedule's t0)."""
    n, d = X.shape
    state = np.zeros(loops.N_STATE)
    state[loops.WSCALE] = 1.0
    state[loops.AVG_B] = 1.0
    state[loops.T] = 1.0
    state[loops.ETA] = s["eta0"]
    state[loops.SEED] = 12345
    optimal_init = optimal_t0(s["alpha"]) if s["learning_rate"] == loops.OPTIMAL else 0.0
    empty, no_index = np.zeros(0, dtype=X.dtype), np.zeros(0, dtype=np.int32)
    return (np.zeros(d, dtype=X.dtype), state, np.arange(n, dtype=np.int64), empty, no_index,
            np.zeros(n, dtype=np.bool_), optimal_init)  # fmt: skip


def _run(X, y, s, one_call: bool):
    n = X.shape[0]
    w, state, index, empty, no_index, mask, optimal_init = _fresh(X, s)
    common = (
        X, empty, no_index, no_index, False, y, s["sample_weight"], index, mask, w, empty, empty, state, False, 0,
        s["penalty"], s["alpha"], 0.0, s["learning_rate"], s["eta0"], s["power_t"], optimal_init,
        s["fit_intercept"], 1.0, *s["weights"], s["shuffle"], 1e-9,
    )  # fmt: skip
    mistakes = np.zeros(s["epochs"], dtype=np.int64)
    if one_call:
        assert dense_l2_applies(False, mask, False, s["penalty"], s["learning_rate"], s["loss"])
        loops.dense_l2_epochs(
            X, y, s["sample_weight"], index, w, state, s["penalty"], s["alpha"], 0.0, s["learning_rate"], s["eta0"],
            s["power_t"], optimal_init, s["fit_intercept"], 1.0, *s["weights"], s["shuffle"], 1e-9, s["loss"],
            s["epochs"], mistakes, False, -np.inf, 5, False, False, n,
        )  # fmt: skip
    else:
        for e in range(s["epochs"]):
            mistakes[e] = loops.sgd_epoch(*common, False, 0, s["loss"])[2]
    return w, state, mistakes


@pytest.mark.parametrize("k", range(120))
def test_the_dense_loop_has_the_general_loops_bits(k):
    X, y, settings = _case(k)
    w_fast, state_fast, mistakes_fast = _run(X, y, settings, one_call=True)
    w_general, state_general, mistakes_general = _run(X, y, settings, one_call=False)
    assert w_fast.tobytes() == w_general.tobytes(), np.max(np.abs(w_fast - w_general))
    for slot in (loops.INTERCEPT, loops.T, loops.ETA, loops.WSCALE):
        assert state_fast[slot].tobytes() == state_general[slot].tobytes(), (
            slot,
            state_fast[slot],
            state_general[slot],
        )
    assert list(mistakes_fast) == list(mistakes_general)


@pytest.mark.parametrize("k", [2, 5])  # 5 shuffles
@pytest.mark.parametrize("loss", [loops.HINGE, loops.LOG])
def test_the_wscale_reset_has_the_general_loops_bits(loss, k):
    """eta alpha = 0.15 shrinks wscale by 0.85 a step, below 1e-9 within 128 steps: w is rescaled and wscale reset."""
    X, y, settings = _case(k)
    settings |= {"loss": loss, "learning_rate": loops.CONSTANT, "eta0": 0.5, "alpha": 0.3, "penalty": loops.L2}
    settings["epochs"] = 3
    n_steps = X.shape[0] * settings["epochs"]
    w_fast, state_fast, mistakes_fast = _run(X, y, settings, one_call=True)
    w_general, state_general, mistakes_general = _run(X, y, settings, one_call=False)
    assert state_fast[loops.WSCALE] > 0.85**n_steps  # it was reset on the way
    assert w_fast.tobytes() == w_general.tobytes()
    assert state_fast.tobytes() == state_general.tobytes()
    assert list(mistakes_fast) == list(mistakes_general)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("loss", [loops.HINGE, loops.LOG])
def test_wide_shuffled_rows_gathered_by_both_loops_have_the_same_bits(loss, dtype):
    """Rows of 1.6-2 KiB in an X beyond the loops' cache bound: the dense loop gathers them in blocks asking for the
    next block's examples step by step, the general loop between runs of steps; the same steps, the same bits."""
    rng = np.random.default_rng(28)
    d = 250 if dtype == np.float64 else 400  # 2000 and 1600 bytes a row
    n = 1700
    X = np.ascontiguousarray((rng.standard_normal((n, d)) + rng.uniform(-1, 1, d)).astype(dtype))
    y = np.where(X @ rng.standard_normal(d) + 3.0 * rng.standard_normal(n) > 0, 1.0, -1.0).astype(dtype)
    assert X.nbytes > _loops.CACHE_BYTES
    assert loops.gathers(X, True)
    settings = {
        "loss": loss, "learning_rate": loops.INVSCALING, "penalty": loops.L2, "alpha": 1e-4, "eta0": 0.01,
        "power_t": 0.5, "fit_intercept": True, "weights": (1.0, 1.0), "sample_weight": np.ones(n, dtype=dtype),
        "shuffle": True, "epochs": 3,
    }  # fmt: skip
    w_fast, state_fast, mistakes_fast = _run(X, y, settings, one_call=True)
    w_general, state_general, mistakes_general = _run(X, y, settings, one_call=False)
    assert w_fast.tobytes() == w_general.tobytes()
    assert state_fast.tobytes() == state_general.tobytes()
    assert list(mistakes_fast) == list(mistakes_general) and sum(mistakes_fast) > 0


def _run_stopping(X, y, s, dense: bool, tol: float, n_iter_no_change: int):
    """Up to s["epochs"] * 4 epochs with the loss tracked and scikit-learn's stopping rule, in one call of either
    loop; returns (epochs run, w, state, mistakes)."""
    n = X.shape[0]
    w, state, index, empty, no_index, mask, optimal_init = _fresh(X, s)
    max_epochs = 4 * s["epochs"]
    mistakes = np.zeros(max_epochs, dtype=np.int64)
    adaptive = s["learning_rate"] == loops.ADAPTIVE
    stopping = (True, tol, n_iter_no_change, adaptive, False, n)
    schedule = (s["penalty"], s["alpha"], 0.0, s["learning_rate"], s["eta0"], s["power_t"], optimal_init)
    if dense:
        assert dense_l2_applies(False, mask, False, s["penalty"], s["learning_rate"], s["loss"])
        epochs, finite = loops.dense_l2_epochs(
            X, y, s["sample_weight"], index, w, state, *schedule, s["fit_intercept"], 1.0, *s["weights"],
            s["shuffle"], 1e-9, s["loss"], max_epochs, mistakes, *stopping,
        )  # fmt: skip
    else:
        epochs, finite = loops.sgd_epochs(
            X, empty, no_index, no_index, False, y, s["sample_weight"], index, mask, w, empty, empty, state, False, 0,
            *schedule, s["fit_intercept"], 1.0, *s["weights"], s["shuffle"], 1e-9, 0, s["loss"], max_epochs,
            mistakes, *stopping,
        )  # fmt: skip
    assert finite
    return epochs, w, state, mistakes[:epochs]


@pytest.mark.parametrize("k", range(60))
def test_the_dense_loop_stops_as_the_general_loop(k):
    """With the loss tracked and the tol rule (scikit-learn's defaults), the dense loop runs the same epochs with the
    same bits: weights, intercept, clock, eta (the adaptive schedule's divided eta too), wscale and the tracked norms.
    """
    X, y, settings = _case(k)
    if k % 4 == 3:  # the adaptive schedule (the hinge's: the logistic one sums left to right, in the general loop)
        settings |= {"learning_rate": loops.ADAPTIVE, "loss": loops.HINGE}
    tol, n_iter_no_change = [(1e-3, 5), (1e-2, 2), (0.0, 1)][k % 3]
    fast = _run_stopping(X, y, settings, True, tol, n_iter_no_change)
    general = _run_stopping(X, y, settings, False, tol, n_iter_no_change)
    assert fast[0] == general[0]
    assert fast[1].tobytes() == general[1].tobytes(), np.max(np.abs(fast[1] - general[1]))
    for slot in (loops.INTERCEPT, loops.T, loops.ETA, loops.WSCALE, loops.SQ_NORM, loops.L1_NORM):
        assert fast[2][slot].tobytes() == general[2][slot].tobytes(), (slot, fast[2][slot], general[2][slot])
    assert list(fast[3]) == list(general[3])


@pytest.mark.parametrize("cls, loss", [(HingeClassifier, "hinge"), (LogisticClassifier, "log_loss")])
@pytest.mark.parametrize("penalty", ["l2", None])
def test_default_tol_fits_equal_sgdclassifier(cls, loss, penalty):
    """With scikit-learn's tol=1e-3 (the dense loop's stopping rule) the estimators stop at scikit-learn's epoch, with
    its weights to 1e-9 (the scores' eight partial sums), in order and shuffled, on noisy labels."""
    rng = np.random.default_rng(45)
    X = rng.standard_normal((3000, 7))
    y = (X @ rng.standard_normal(7) + 0.5 > 0).astype(int)
    y[rng.choice(3000, 900, replace=False)] ^= 1
    for shuffle in (False, True):
        common = {"shuffle": shuffle, "random_state": 4, "penalty": penalty, "learning_rate": "invscaling"}
        common |= {"eta0": 0.05} if loss == "log_loss" else {"learning_rate": "optimal", "eta0": 0.01}
        ours = cls(tol=1e-3, max_iter=1000, **common).fit(X, y)
        ref = SGDClassifier(loss=loss, **common).fit(X, y)
        assert ours.n_iter_ == ref.n_iter_ < 1000
        np.testing.assert_allclose(ours.coef_, ref.coef_, rtol=1e-9, atol=1e-9)
        np.testing.assert_allclose(ours.intercept_, ref.intercept_, rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("cls, loss", [(HingeClassifier, "hinge"), (LogisticClassifier, "log_loss")])
def test_dense_fits_still_equal_sgdclassifier(cls, loss):
    """The estimators (which take the dense loop here) keep scikit-learn's weights to 1e-9."""
    rng = np.random.default_rng(19)
    X = rng.standard_normal((400, 23))
    y = (X @ rng.standard_normal(23) + 0.3 * rng.standard_normal(400) > 0).astype(int)
    sw = rng.uniform(0.5, 2.0, size=400)
    common = {"max_iter": 6, "tol": None, "shuffle": True, "random_state": 3, "penalty": "l2", "alpha": 1e-3}
    common |= {"learning_rate": "invscaling", "eta0": 0.1, "class_weight": {0: 1.0, 1: 1.7}}
    ours = cls(**common).fit(X, y, sample_weight=sw)
    ref = SGDClassifier(loss=loss, **common).fit(X, y, sample_weight=sw)
    np.testing.assert_allclose(ours.coef_, ref.coef_, rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(ours.intercept_, ref.intercept_, rtol=1e-9, atol=1e-9)
    assert ours.n_iter_ == ref.n_iter_
