"""Benchmark of a fresh install's first fit (issue 45, goal 2): cold, warm and read-only, beside scikit-learn.

Run from the repository root::

    python bench/first_fit.py                  # every estimator, one process per cell
    python bench/first_fit.py --repeat 3 --json first_fit.json
    python bench/first_fit.py --quick          # three estimators
    python bench/first_fit.py --through-numba  # without the loops compiled ahead: numba's JIT and its cache

The repository's ``core`` is copied into a temporary folder (an install) and each measurement is a new
process that imports ``core`` from there and fits one estimator on 1000 x 2 (three classes for the
multiclass row).  The time is from the script's first line (before ``import numpy``) to the end of the first
``fit``: import-to-fitted, the same for scikit-learn's model of the same settings in its own process.

* **cold**: an empty numba cache (``NUMBA_CACHE_DIR`` a new folder): a fresh install.  Goal: at most 2 s.
* **warm**: the same cache again, filled by the cold process.  Goal: at most 1.2x scikit-learn's time.
* **read-only**: a copy of the install whose ``__pycache__`` holds what the cold process compiled, made
  read-only (for root, whom chmod does not stop, a read-only bind mount in a mount namespace of its own),
  with an empty user cache folder: a system-wide install compiled at install time.  Goal: nothing compiled.

"compiled" counts numba's cache misses in the process (each a function compiled); "processes with numba" how many
of the row's processes imported numba at all (none where every loop the fit ran was compiled ahead,
:mod:`core.learn.ahead`, which ``perceptron-studio-compile`` builds into the copied ``core``).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from functools import partial
from pathlib import Path

import benchtools
from startup import LIBRARY_CASES

ROOT = Path(__file__).resolve().parents[1]
COLD_GOAL_S = 2.0
WARM_GOAL_RATIO = 1.2
QUICK = ("Perceptron()", "AveragedPerceptron, sklearn defaults", "HingeClassifier()")
CASES = {
    **LIBRARY_CASES,
    "AveragedPerceptron, sklearn defaults": (  # the SGD path: its averaged loop (the 28 s -> 43 s)
        "core.AveragedPerceptron(shuffle=True, tol=1e-3, random_state=0)",
        "linear_model.SGDClassifier(loss='perceptron', learning_rate='constant', eta0=1.0, penalty=None,"
        " average=True, random_state=0)",
        2,
    ),
}

SCRIPT = textwrap.dedent(
    """
    import time
    start = time.perf_counter()
    import json, sys, warnings
    import numpy as np
    warnings.simplefilter("ignore")
    if sys.argv[3] == "ours":
        import core
    else:
        from sklearn import linear_model, svm
    model = eval(sys.argv[1])
    rng = np.random.default_rng(0)
    classes = int(sys.argv[2])
    y = np.arange(1000) % classes
    X = rng.normal(size=(1000, 2)) + 3.0 * np.stack([np.cos(y * 2.1), np.sin(y * 2.1)], axis=1)
    model.fit(X, y)
    fitted = time.perf_counter() - start
    misses = 0
    numba = "numba" in sys.modules  # no numba at all: the loops compiled ahead ran
    if numba and sys.argv[3] == "ours":
        from numba.core.dispatcher import Dispatcher
        for name, module in list(sys.modules.items()):
            if name.startswith("core."):
                misses += sum(sum(v.stats.cache_misses.values()) for v in vars(module).values()
                              if isinstance(v, Dispatcher))
    print(json.dumps({"fitted_s": fitted, "compiled": misses, "numba": numba, "score": float(model.score(X, y))}))
    """
)


def _env(site: Path, home: Path, cache: Path | None, through_numba: bool) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("NUMBA_", "PYTHONPATH"))}
    env.update(PYTHONPATH=str(site), HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"))
    if through_numba:  # the loops compiled ahead left out: numba's JIT and cache only
        env["PERCEPTRON_AHEAD"] = "0"
    if cache is not None:
        env["NUMBA_CACHE_DIR"] = str(cache)
    return env


def _read_only(folder: Path, command: list[str]) -> list[str]:
    """``command`` seeing ``folder`` read-only (root: a read-only bind mount in its own mount namespace)."""
    if os.geteuid() != 0:
        return command
    mount = f'mount --bind {folder} {folder} && mount -o remount,ro,bind {folder} && exec "$@"'
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", mount, "sh", *command]


def _run(command: list[str], env: dict[str, str], cwd: Path) -> dict:
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise RuntimeError(f"child failed ({done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _child(
    site: Path,
    home: Path,
    cache: Path | None,
    case: str,
    side: str,
    read_only: bool = False,
    through_numba: bool = False,
) -> dict:
    ours, theirs, classes = CASES[case]
    command = [sys.executable, "-c", SCRIPT, ours if side == "ours" else theirs, str(classes), side]
    home.mkdir(parents=True, exist_ok=True)
    env = _env(site, home, cache, through_numba)
    return _run(_read_only(site, command) if read_only else command, env, home)


def _install_cache(site: Path, cache: Path, target: Path) -> None:
    """A copy of ``site`` at ``target`` whose ``__pycache__`` folders hold the numba cache kept in ``cache``
    (numba names each folder there by the package folder's name and the SHA-1 of its path)."""
    shutil.copytree(site, target)
    for folder in [p for p in site.rglob("*") if p.is_dir() and p.name != "__pycache__"]:
        kept = cache / f"{folder.name}_{hashlib.sha1(str(folder).encode()).hexdigest()}"
        if kept.is_dir():
            pycache = target / folder.relative_to(site) / "__pycache__"
            pycache.mkdir(exist_ok=True)
            for entry in kept.iterdir():
                shutil.copy2(entry, pycache / entry.name)


def _median(cells: dict[str, list[dict]], cell: str, key: str = "fitted_s") -> float:
    return statistics.median(result[key] for result in cells[cell])


def rows(cases: list[str], repeat: int, folder: Path, through_numba: bool = False) -> list[dict]:
    """One row per estimator: the medians of ``repeat`` processes per cell (``through_numba``: our side without the
    loops compiled ahead)."""
    site = folder / "site"
    shutil.copytree(ROOT / "core", site / "core", ignore=shutil.ignore_patterns("__pycache__"))
    # byte-code written at install, as pip does (scikit-learn's is): else, where PYTHONDONTWRITEBYTECODE is set,
    # every process compiled core's modules from source
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(site)], check=True)
    out = []
    for number, case in enumerate(cases):
        cells: dict[str, list[dict]] = {"cold": [], "warm": [], "read-only": [], "sklearn": []}
        for r in range(repeat):
            cache = folder / f"cache-{number}-{r}"
            cells["cold"].append(_child(site, folder / "home", cache, case, "ours", through_numba=through_numba))
            cells["warm"].append(_child(site, folder / "home", cache, case, "ours", through_numba=through_numba))
            cells["sklearn"].append(_child(site, folder / "home", None, case, "theirs"))
            installed = folder / f"install-{number}-{r}"
            _install_cache(site, cache, installed)
            subprocess.run(["chmod", "-R", "a-w", str(installed)], check=True)
            try:
                user = folder / f"user-{number}-{r}"  # an empty user cache folder
                cells["read-only"].append(
                    _child(installed, user, None, case, "ours", read_only=True, through_numba=through_numba)
                )
            finally:
                subprocess.run(["chmod", "-R", "u+w", str(installed)], check=False)

        median = partial(_median, cells)
        row = {
            "estimator": case,
            "cold_s": median("cold"),
            "cold_compiled": median("cold", "compiled"),
            "warm_s": median("warm"),
            "warm_compiled": median("warm", "compiled"),
            "read_only_s": median("read-only"),
            "read_only_compiled": median("read-only", "compiled"),
            "numba_imported": sum(result["numba"] for cell in ("cold", "warm", "read-only") for result in cells[cell]),
            "sklearn_s": median("sklearn"),
        }
        row["warm_ratio"] = row["warm_s"] / row["sklearn_s"]
        row["cold_met"] = max(result["fitted_s"] for result in cells["cold"]) <= COLD_GOAL_S
        row["warm_met"] = row["warm_ratio"] <= WARM_GOAL_RATIO
        row["read_only_met"] = all(result["compiled"] == 0 for result in cells["read-only"])
        out.append(row)
        print(f"  {case}: cold {row['cold_s']:.2f} s, warm {row['warm_s']:.2f} s, read-only "
              f"{row['read_only_s']:.2f} s, scikit-learn {row['sklearn_s']:.2f} s", flush=True)  # fmt: skip
    return out


COLUMNS = [
    ("estimator", "estimator"),
    ("cold s", "cold_s"),
    ("compiled", "cold_compiled"),
    ("<= 2 s", "cold_met"),
    ("warm s", "warm_s"),
    ("sklearn s", "sklearn_s"),
    ("warm/sk", "warm_ratio"),
    ("<= 1.2x", "warm_met"),
    ("read-only s", "read_only_s"),
    ("compiled", "read_only_compiled"),
    ("none compiled", "read_only_met"),
    ("processes with numba", "numba_imported"),
]


def main(argv: list[str] | None = None) -> None:
    benchtools.use_repository_root()
    parser = benchtools.arguments(__doc__.split("\n\n")[0], "three estimators", "processes per cell (median)")
    parser.set_defaults(repeat=1)
    parser.add_argument("--through-numba", action="store_true", help="without the loops compiled ahead (numba's JIT)")
    args = benchtools.parse(parser, argv)
    cases = list(QUICK) if args.quick else list(CASES)
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        found = rows(cases, args.repeat, Path(tmp), through_numba=args.through_numba)
    title = (
        f"First fit, import to fitted, new processes (load {load:.2f} -> {os.getloadavg()[0]:.2f}; "
        f"2-core machine: above ~0.5 the figures are noisy)"
    )
    print(benchtools.table(title, COLUMNS, found))
    worst_cold = max(found, key=lambda row: row["cold_s"])
    worst_warm = max(found, key=lambda row: row["warm_ratio"])
    print(f"worst cold: {worst_cold['estimator']} {worst_cold['cold_s']:.2f} s (goal <= {COLD_GOAL_S} s); "
          f"worst warm: {worst_warm['estimator']} {worst_warm['warm_ratio']:.2f}x scikit-learn's (goal <= "
          f"{WARM_GOAL_RATIO}x); read-only compiled nothing: "
          f"{sum(row['read_only_met'] for row in found)} of {len(found)}")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps(found, indent=2))


if __name__ == "__main__":
    main()
