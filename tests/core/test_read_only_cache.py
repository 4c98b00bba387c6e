"""A read-only install whose own ``__pycache__`` holds the compiled loops fits without compiling (issue 45).

A system-wide or ``pip install --target`` install is compiled once (``perceptron-studio-compile``) and then
made read-only.  numba on its own looks for a cache only where it can write (the user's folder) when the
package's ``__pycache__`` is read-only, so every new process compiled every loop again (tens of seconds
before a first fit).  Here the package is copied to a temporary folder, its cache filled by a first process,
the folder made read-only, and a new process with an empty user cache folder fits: numba must load every
loop it runs from the install's cache, compile none, and write nothing anywhere; and the window's first
start must find the install's note that its loops were compiled ahead (else it starts a compiling process).
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.test_wheel import _read_only

ROOT = Path(__file__).resolve().parents[2]

FITS = """
import json, sys, warnings
import numpy as np
from numba.core import event
from numba.core.dispatcher import Dispatcher

compiles = []


class Compiles(event.Listener):
    def on_start(self, ev):
        compiles.append(ev.data["dispatcher"].py_func.__qualname__)

    def on_end(self, ev):
        pass


event.register("numba:compile", Compiles())
import core

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 3))
y = (X[:, 0] + 0.3 * rng.normal(size=300) > 0).astype(int)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    fitted = [
        core.Perceptron().fit(X, y),
        core.AveragedPerceptron(shuffle=True, tol=1e-3, random_state=0).fit(X, y),  # scikit-learn's settings
        core.HingeClassifier().fit(X, y),
    ]
hits = misses = 0
for name, module in list(sys.modules.items()):
    if name.startswith("core.learn."):
        for value in vars(module).values():
            if isinstance(value, Dispatcher):
                hits += sum(value.stats.cache_hits.values())
                misses += sum(value.stats.cache_misses.values())
from core import compile_ahead

if sys.argv[1] == "build":
    compile_ahead.write_stamp()  # as perceptron-studio-compile does at the end: the window's "compiled ahead" note
print(json.dumps({"core": core.__file__, "compiles": compiles, "hits": hits, "misses": misses,
                  "coef": [model.coef_.tolist() for model in fitted], "compiled_ahead": compile_ahead.is_compiled()}))
"""


def _fit(site: Path, home: Path, read_only: bool) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("NUMBA_", "PYTHONPATH"))}
    env.update(PYTHONPATH=str(site), HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"))
    env["PERCEPTRON_AHEAD"] = "0"  # numba's cache is tested here; the loops compiled ahead: test_compiled_ahead
    command = [sys.executable, "-c", FITS, "use" if read_only else "build"]
    done = subprocess.run(
        _read_only(site, command) if read_only else command,
        cwd=home, env=env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_read_only_install_loads_the_loops_compiled_before_it_was_made_read_only(tmp_path):
    site, builder, user = tmp_path / "site", tmp_path / "builder", tmp_path / "user"
    shutil.copytree(ROOT / "core", site / "core")  # with the cache compiled so far, if any: the same sources
    builder.mkdir()
    user.mkdir()
    built = _fit(site, builder, read_only=False)  # fills the install's __pycache__ with what these fits use
    assert Path(built["core"]).is_relative_to(site)
    assert not list(builder.rglob("*.nbi")), "numba kept the loops beside the package, where it can write"
    subprocess.run(["chmod", "-R", "a-w", str(site)], check=True)
    try:
        fresh = _fit(site, user, read_only=True)
    finally:
        subprocess.run(["chmod", "-R", "u+w", str(site)], check=False)  # so that pytest can remove it
    assert fresh["compiles"] == [], "compiled again in a read-only install"
    assert fresh["misses"] == 0 and fresh["hits"] > 0, fresh
    assert fresh["coef"] == built["coef"]
    assert fresh["compiled_ahead"], "the window's first start would compile in another process"
    assert not list(user.rglob("*.nbi")), "nothing compiled, so nothing kept in the user's folder"
