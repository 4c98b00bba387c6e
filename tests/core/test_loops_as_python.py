"""Until the compiled loops are loaded the window trains with the same loops as Python: the same numbers, bit for bit.

:mod:`core.learn.compiled` loads each loop module a second time with numba's JIT off.  Each variant the
window offers is run here in a new process twice, once as Python (never compiled: no numba compile
happens at all) and once compiled, and every weight, intercept, history row and step result must be
identical to the last bit.  A run that starts as Python and goes on compiled after the switch gives
the same numbers as one compiled from the start.
"""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = """
import json, sys
import numpy as np
from core.learn import compiled
mode = sys.argv[1]
if mode != "compiled":
    compiled.run_as_python_until_loaded()
from numba.core import event

compiles = []


class Compiles(event.Listener):
    def on_start(self, ev):
        compiles.append(1)

    def on_end(self, ev):
        pass


event.register("numba:compile", Compiles())
from core.learn.choices import WINDOW_VARIANTS
from core.session.settings import TrainingSettings
from core.session.engine_run import make_learner

rng = np.random.default_rng(7)
out = {}
for variant in WINDOW_VARIANTS:
    for d, classes, zero in ((2, 2, "mistake"), (1, 2, "positive"), (2, 3, "mistake")):
        if classes == 3 and variant in ("logistic", "hinge", "kernel"):
            continue
        X = rng.normal(size=(40, d)) * 1.7
        y = rng.integers(0, classes, size=40)
        settings = TrainingSettings(variant=variant, eta=0.3, zero_score=zero, order="shuffle", seed=3)
        learner = make_learner(settings, X, y, 1.0)
        steps = [repr(learner.step())]
        steps.append(repr(learner.advance(7, stop_on_mistake=True)))
        if mode == "switch":
            compiled.load_compiled(lambda progress: None, lambda *a: None)  # the rest runs compiled
        for _ in range(4):
            steps.append(repr(learner.advance(50)))
        weights = [np.asarray(learner.W).tobytes().hex(), np.asarray(learner.b).tobytes().hex()]
        grid = np.linspace(-2, 2, 12).reshape(-1, 1).repeat(d, axis=1)
        weights.append(np.asarray(learner.scores(grid)).tobytes().hex())
        history = np.asarray(getattr(learner, "history", [])).tolist() if variant not in ("logistic", "hinge") else []
        out[f"{variant} d={d} K={classes}"] = [steps, weights, history]
        if mode == "switch":
            compiled._mode["loaded"] = False  # the next variant starts as Python again
            compiled.run_as_python_until_loaded()
print(json.dumps({"runs": out, "compiles": len(compiles), "as_python": "core.learn.as_python._loops" in sys.modules}))
"""


def _run(mode):
    env = {**os.environ, "PYTHONPATH": ROOT, "PERCEPTRON_AHEAD": "0"}  # as Python only without the loops compiled ahead
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, env=env, timeout=900, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def compiled_runs():
    return _run("compiled")


def test_the_python_loops_give_the_compiled_numbers_for_every_variant_without_compiling(compiled_runs):
    python = _run("python")
    assert python["as_python"] and python["compiles"] == 0  # nothing waited on numba
    assert not compiled_runs["as_python"]
    assert python["runs"].keys() == compiled_runs["runs"].keys()
    assert len(python["runs"]) >= 15
    for key, run in python["runs"].items():
        assert run == compiled_runs["runs"][key], key


def test_a_run_that_switches_to_compiled_midway_gives_the_same_numbers(compiled_runs):
    switched = _run("switch")
    for key, run in switched["runs"].items():
        assert run == compiled_runs["runs"][key], key
