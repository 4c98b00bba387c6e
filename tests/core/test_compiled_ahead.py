"""The loops compiled ahead (issue 45, goal 2): a fresh process fits with no compiler, numba or LLVM in it.

``make test`` builds them (``perceptron-studio-compile``) as a user's install does.  Each fit runs in a new
process with an empty numba cache, as on a fresh install, and is checked against the same fit through numba's
loops (``PERCEPTRON_AHEAD=0``): the same bits.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from core.learn import ahead
from tests.test_wheel import _read_only

pytestmark = pytest.mark.core

ROOT = Path(__file__).resolve().parents[2]

FIT = """
import json, sys
import numpy as np
import scipy.sparse as sp
import core
rng = np.random.default_rng(3)
X = rng.normal(size=(400, 5))
y = (X[:, 0] + 0.5 * X[:, 1] > 0.2).astype(int)
y3 = np.digitize(X[:, 0], [-0.4, 0.4])
makes = {
    "Perceptron()": lambda: core.Perceptron(),
    "Perceptron, scikit-learn's settings": lambda: core.Perceptron(shuffle=True, tol=1e-3, random_state=0),
    "AveragedPerceptron()": lambda: core.AveragedPerceptron(),
    "AveragedPerceptron, scikit-learn's settings": lambda: core.AveragedPerceptron(
        shuffle=True, tol=1e-3, random_state=0
    ),
    "VotedPerceptron()": lambda: core.VotedPerceptron(),
    "VotedPerceptron, shuffled": lambda: core.VotedPerceptron(shuffle=True, max_iter=3, random_state=0),
    "Perceptron, shuffled": lambda: core.Perceptron(shuffle=True, max_iter=3, until_converged=False, random_state=0),
    "BatchPerceptron()": lambda: core.BatchPerceptron(),
    "LogisticClassifier()": lambda: core.LogisticClassifier(),
    "HingeClassifier()": lambda: core.HingeClassifier(),
}
name, data = sys.argv[1], sys.argv[2]
inputs = {
    "dense": (X, y), "3 classes": (X, y3), "float32": (X.astype(np.float32), y),
    "sparse": (sp.csr_matrix(np.where(np.abs(X) > 0.5, X, 0.0)), y), "labels as text": (X, np.array(["no", "yes"])[y]),
}
if data.startswith("beyond the cache"):  # 3000 x 100: over the loops' 2 MiB cache bound, shuffled rows are gathered
    big = rng.normal(size=(3000, 100)).astype(np.float32 if "float32" in data else np.float64)
    inputs[data] = (big, (big[:, 0] + 0.5 * big[:, 1] > 0.2).astype(int))
model = makes[name]().fit(*inputs[data])
print(json.dumps({
    "coef": [float(v).hex() for v in np.ravel(model.coef_)],
    "intercept": [float(v).hex() for v in np.ravel(model.intercept_)],
    "numba": "numba" in sys.modules,
    "llvmlite": "llvmlite" in sys.modules,
}))
"""

CASES = [
    ("Perceptron()", "dense"),
    ("Perceptron, scikit-learn's settings", "dense"),
    ("Perceptron()", "3 classes"),
    ("Perceptron()", "labels as text"),
    ("AveragedPerceptron()", "dense"),
    ("AveragedPerceptron, scikit-learn's settings", "float32"),
    ("VotedPerceptron()", "dense"),
    ("VotedPerceptron, shuffled", "beyond the cache"),
    ("VotedPerceptron, shuffled", "beyond the cache, float32"),
    ("Perceptron, shuffled", "beyond the cache"),
    ("BatchPerceptron()", "dense"),
    ("LogisticClassifier()", "dense"),
    ("LogisticClassifier()", "sparse"),
    ("HingeClassifier()", "dense"),
    ("HingeClassifier()", "3 classes"),
]


def _fit(name: str, data: str, tmp_path: Path, path: Path = ROOT, read_only: bool = False, **env: str) -> dict:
    environment = {**os.environ, "PYTHONPATH": str(path), "NUMBA_CACHE_DIR": str(tmp_path / "numba-cache"), **env}
    environment.pop("NUMBA_DISABLE_JIT", None)
    command = [sys.executable, "-c", FIT, name, data]
    done = subprocess.run(
        _read_only(path, command) if read_only else command,
        env=environment, cwd=path, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_make_built_the_loops_ahead_for_these_sources():
    assert ahead.loaded() is not None, (
        f"no loops compiled ahead for the current sources in {ahead.MANIFEST.parent}: "
        "`perceptron-studio-compile` (run by `make test`) builds them"
    )


@pytest.mark.parametrize(("name", "data"), CASES)
def test_a_first_fit_needs_no_compiler_and_gives_numbas_bits(name, data, tmp_path):
    fresh = _fit(name, data, tmp_path)  # an empty numba cache: a fresh install
    assert not fresh["numba"], f"{name} on {data} imported numba (a loop missing from the ahead build)"
    assert not fresh["llvmlite"]
    through_numba = _fit(
        name, data, tmp_path, PERCEPTRON_AHEAD="0", NUMBA_CACHE_DIR=os.environ.get("NUMBA_CACHE_DIR", "")
    )
    assert through_numba["numba"]
    assert fresh["coef"] == through_numba["coef"]
    assert fresh["intercept"] == through_numba["intercept"]


def test_a_read_only_install_uses_the_loops_it_was_compiled_with(tmp_path):
    """A system-wide install: compiled, then made read-only (for root a read-only bind mount)."""
    site = tmp_path / "install"
    shutil.copytree(ROOT / "core", site / "core", ignore=shutil.ignore_patterns("*.nbi", "*.nbc"))
    subprocess.run(["chmod", "-R", "a-w", str(site)], check=True)
    try:
        fresh = _fit("AveragedPerceptron, scikit-learn's settings", "dense", tmp_path, path=site, read_only=True)
    finally:
        subprocess.run(["chmod", "-R", "u+w", str(site)], check=False)  # so that pytest can remove it
    assert not fresh["numba"] and not fresh["llvmlite"]
    through_numba = _fit("AveragedPerceptron, scikit-learn's settings", "dense", tmp_path, PERCEPTRON_AHEAD="0")
    assert through_numba["numba"]
    assert (fresh["coef"], fresh["intercept"]) == (through_numba["coef"], through_numba["intercept"])


def test_a_build_for_other_sources_is_not_used(tmp_path):
    copy = tmp_path / "install"
    shutil.copytree(ROOT / "core", copy / "core", ignore=shutil.ignore_patterns("*.nbi", "*.nbc"))
    loops = copy / "core" / "learn" / "_loops.py"
    loops.write_text(loops.read_text() + "\n# changed after the build\n")
    changed = _fit("Perceptron()", "dense", tmp_path, path=copy)
    assert changed["numba"], "a build made for other sources ran the changed loops' calls"
    assert changed["coef"] == _fit("Perceptron()", "dense", tmp_path)["coef"]


def test_arguments_of_types_not_built_run_through_numba():
    from core.learn.compiled import compiled_module, loop_module

    built = json.loads(ahead.MANIFEST.read_text())["functions"]["_loops"]["max_abs"]
    memory = np.zeros(12 * 8 + 1, dtype=np.uint8)
    X = np.frombuffer(memory[1:], dtype=np.float64).reshape(4, 3)  # not aligned: no workload makes one
    X[:] = np.arange(12.0).reshape(4, 3) - 7.5
    assert ahead.type_key((X,)) not in {tuple(map(ahead.kept_key, key)) for key, _ in built}
    assert loop_module("_loops").max_abs(X) == 7.5
    assert loop_module("_loops").max_abs(X.copy()) == 7.5
    # which ran: a stand-in of its own, whose numba fallback is asked for only by the types not built
    asked: list[str] = []

    def numbas() -> object:
        asked.append("numba")
        return compiled_module("_loops").max_abs

    loaded = ahead.loaded()
    assert loaded is not None
    max_abs = loaded.lookup("_loops", "max_abs", numbas)
    assert max_abs(X.copy()) == 7.5 and asked == []  # aligned: the function compiled ahead
    assert max_abs(X) == 7.5 and asked == ["numba"]  # unaligned: numba's loop


def test_numbas_cache_goes_stale_with_a_loop_not_with_the_ahead_builds_own_code(tmp_path):
    """``perceptron-studio-compile`` recompiles numba's cache (minutes) when its stamp's key changes: a change to a
    loop's source must change it, a change to the ahead-of-time build's code (``ahead.py``, ``build_ahead.py``,
    which numba never compiles) must not."""
    copy = tmp_path / "install"
    shutil.copytree(ROOT / "core", copy / "core", ignore=shutil.ignore_patterns("*.nbi", "*.nbc", "_ahead*"))

    def key() -> dict:
        command = [
            sys.executable,
            "-c",
            "import json; from core.compile_ahead import stamp_key; print(json.dumps(stamp_key()))",
        ]
        done = subprocess.run(
            command, cwd=copy, env={**os.environ, "PYTHONPATH": str(copy)}, capture_output=True, text=True, timeout=300
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    before = key()
    for name in ("learn/ahead.py", "build_ahead.py"):
        path = copy / "core" / name
        path.write_text(path.read_text() + "\n# the ahead build changed\n")
    assert key() == before
    loops = copy / "core" / "learn" / "_loops.py"
    loops.write_text(loops.read_text() + "\n# a loop changed\n")
    assert key()["sources"] != before["sources"]
