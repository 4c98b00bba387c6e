"""One engine: stepping it gives what fit gives, its history rebuilds every state, and it runs without JIT too."""

import json
import os
import subprocess
import sys
import tracemalloc

import numpy as np
import pytest

import core
from core.learn import history
from core.learn.engine import Learner
from core.learn.kernels import make_kernel

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _noisy(seed=0, n=120, d=2, classes=2):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    if classes == 2:
        y = (X @ np.arange(1, d + 1) + 0.5 * rng.normal(size=n) > 0).astype(int)
    else:
        y = np.argmax(X @ rng.normal(size=(d, classes)) + 0.3 * rng.normal(size=(n, classes)), axis=1)
    return X, y


VARIANTS = {
    "perceptron": core.Perceptron,
    "averaged": core.AveragedPerceptron,
    "batch": core.BatchPerceptron,
    "kernel": core.KernelPerceptron,
}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("classes", [2, 3])
def test_stepping_one_example_at_a_time_gives_what_fit_gives(variant, classes):
    X, y = _noisy(classes=classes)
    est = VARIANTS[variant](max_iter=3, until_converged=False, eta0=0.5).fit(X, y)
    kernel = make_kernel("rbf", X) if variant == "kernel" else None
    learner = Learner(X, y, classes, variant=variant, eta=0.5, kernel=kernel)
    while learner.epoch < 3:
        learner.step()
    if variant == "averaged":
        coef, intercept = learner.averaged()
        np.testing.assert_allclose(coef, est.coef_, rtol=1e-12)
    elif variant == "kernel":
        np.testing.assert_array_equal(learner.alpha[est.support_].T, est.dual_coef_)
        intercept = learner.intercept
    else:
        np.testing.assert_array_equal(learner.coef, est.coef_)
        intercept = learner.intercept
    np.testing.assert_allclose(intercept, est.intercept_, rtol=1e-12)
    assert learner.n_mistakes == est.n_mistakes_
    assert learner.t == est.t_ == 3 * len(X)


def test_step_to_mistake_and_epoch_granularities():
    X, y = _noisy(1)
    learner = Learner(X, y, 2)
    steps = 0
    while learner.epoch < 2:
        result = learner.step_to_mistake()
        steps += result.n_steps
        assert result.mistake or result.epoch_ended
    assert steps == 2 * len(X) == learner.t
    reference = Learner(X, y, 2)
    reference.run_epoch()
    reference.run_epoch()
    np.testing.assert_array_equal(reference.coef, learner.coef)
    assert reference.mistakes_per_epoch == learner.mistakes_per_epoch


@pytest.mark.parametrize("classes", [2, 4])
def test_history_rebuilds_every_past_state_exactly(classes):
    X, y = _noisy(2, classes=classes)
    learner = Learner(X, y, classes, eta=0.3, w0=None)
    live = [learner.coef]
    for _ in range(300):
        if learner.step().mistake:
            live.append(learner.coef)
    Ws, bs = history.weight_path(X, y, learner.history, learner.W0, learner.B0, 0.3, True)
    assert len(Ws) == len(live) == learner.n_mistakes + 1
    for rebuilt, seen in zip(Ws, live, strict=True):
        np.testing.assert_array_equal(rebuilt, seen)
    np.testing.assert_array_equal(bs[-1], learner.intercept)


def test_shuffle_reshuffles_each_epoch_reproducibly():
    X, y = _noisy(3)

    def orders(seed):
        learner = Learner(X, y, 2, shuffle=True, rng=np.random.default_rng(seed))
        seen = []
        for _ in range(2):
            seen.append([learner.step().index for _ in range(len(X))])
        return seen

    first, again, other = orders(5), orders(5), orders(6)
    assert first == again
    assert first != other
    assert first[0] != first[1]
    assert sorted(first[0]) == sorted(first[1]) == list(range(len(X)))


def test_fit_does_not_copy_c_contiguous_float64_input():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(20_000, 20))
    y = (X[:, 0] > 0).astype(int)
    for data, limit in ((X, 0.8), (np.asfortranarray(X), 1.8)):
        # compile first: which loops a fit runs depends on its size, and compiling allocates
        core.Perceptron(max_iter=2, until_converged=False).fit(data, y)
        tracemalloc.start()
        core.Perceptron(max_iter=2, until_converged=False).fit(data, y)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < limit * X.nbytes, (peak / X.nbytes, limit)


_NO_JIT_SCRIPT = """
import json, sys, warnings
import numpy as np
import core
warnings.simplefilter("ignore")
rng = np.random.default_rng(7)
X = rng.normal(size=(60, 3))
out = {}
for classes in (2, 3):
    y = rng.integers(0, classes, size=60)
    for name in core._ESTIMATORS:
        est = getattr(core, name)(max_iter=4, until_converged=False).fit(X, y)
        out[f"{name}-{classes}"] = est.decision_function(X).tolist()
json.dump(out, sys.stdout)
"""


def _run(env_extra):
    env = {**os.environ, **env_extra, "PYTHONPATH": ROOT}
    done = subprocess.run([sys.executable, "-c", _NO_JIT_SCRIPT], capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)


def test_same_results_with_numba_disabled():
    jit, plain = _run({}), _run({"NUMBA_DISABLE_JIT": "1"})
    assert jit.keys() == plain.keys()
    for key in jit:
        np.testing.assert_allclose(plain[key], jit[key], rtol=1e-12, atol=1e-12, err_msg=key)


def test_a_capped_history_stops_recording_at_a_step_and_training_goes_on():
    X, y = _noisy(4, n=200)
    capped = Learner(X, y, 2, history_limit=50)
    full = Learner(X, y, 2)
    for _ in range(5):
        capped.run_epoch()
        full.run_epoch()
    np.testing.assert_array_equal(capped.coef, full.coef)  # training itself is unaffected
    stop = capped.history_complete_until
    assert stop is not None and len(capped.history) <= 50
    # the kept history is exactly the full history up to that step
    kept = full.history[full.history[:, 2] <= stop]
    np.testing.assert_array_equal(capped.history, kept)
