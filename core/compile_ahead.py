"""Compile the numba loops ahead, once, into numba's on-disk cache: ``perceptron-studio-compile``.

With an empty cache the first use of each loop compiles it (seconds apiece, a minute in all on a
2-core machine).  This command does it once, with a progress bar, so that neither the window nor a
first ``fit`` waits: ``make run`` and ``make test`` run it right after installing, a ``pip install``
user runs ``perceptron-studio-compile`` (or ``python -m core.compile_ahead``), and the window runs
``--app`` in the background on its first start (training runs as Python meanwhile, see
:mod:`core.learn.compiled`).

numba keeps the cache beside the package (``__pycache__``) or, where the package is read-only, in
the user's cache folder (``~/.cache/numba``, or ``NUMBA_CACHE_DIR``).  A system-wide install runs this
command once before it is made read-only: every process then loads the loops from the install's own
cache (:class:`core.learn._jit.ShippedCache`), the window's first start and a dask cluster's workers
too.  Where none can be written the loops compile in each process, uncached (:mod:`core.learn._jit`
warns once), and this command has nothing to keep.

The workloads call each loop the way the app and the estimators do, on tiny data: the same types,
so the same compiled code (numba compiles one version per combination of argument types).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from core.learn.ahead import SOURCES

LOOP_SOURCES = tuple(name for name in SOURCES if name not in ("ahead.py", "../build_ahead.py"))
"""The files numba's cache compiles the loops from (the ahead-of-time build's own code changes only its build)."""

Progress = Callable[[str, int, int], None]
Workload = tuple[str, Callable[[], None]]

STAMP_NAME = "perceptron-studio-compiled.json"


NOISY_RUN_POINTS = 8192  # a Run's slice on as many points goes past engine._BOUND_FROM steps in one call


def _points(n_features: int, n_classes: int, n: int = 48) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(n_features * 10 + n_classes)
    y = np.arange(n) % n_classes
    X = rng.normal(size=(n, n_features)) + y[:, None]
    return X, y


def _window_run(variant: str, n_features: int, n_classes: int, noisy_run: bool = False, **options: Any) -> None:
    """What the training thread does with a run: step 0, Step, Next mistake, Epoch, Run, each frame drawn.

    ``noisy_run``: a Run's slices on thousands of points past the history's cap (a noisy set fills the app's
    1,000,000 mistakes in its first second): the loops that skip their checks and record no mistake.
    """
    from core.session.engine_run import EngineRun, start_run
    from core.session.settings import TrainingSettings

    X, y = _points(n_features, n_classes, NOISY_RUN_POINTS if noisy_run else 48)
    X.flags.writeable = False  # as a document's points are (a PointSet's arrays are read-only): numba types them apart
    settings = TrainingSettings(variant=variant, **options)
    run = start_run(settings, X, y, 1.0)
    if noisy_run and isinstance(run, EngineRun):
        run.learner.history_limit = 4
    classes = np.unique(y)
    run.progress()
    run.set_view((-3.0, 3.0, -3.0, 3.0))

    def frame(result: Any) -> None:
        run.snapshot(classes, result, None, "", 0)

    frame(None)
    frame(run.step())
    frame(run.advance(256, stop_on_mistake=True))
    for _ in range(3):
        frame(run.advance(256))
    frame(run.advance(5000))  # a whole epoch in one call: the bounded path (unchecked from 4,096 steps)
    run.trace_table()


def app_workloads() -> list[Workload]:
    """Every loop the window runs, with the types it runs them with."""
    from core.learn.choices import WINDOW_VARIANTS

    work: list[Workload] = []
    for variant in WINDOW_VARIANTS:
        work.append((f"{variant}, 2 features", partial(_window_run, variant, 2, 2)))
        work.append((f"{variant}, 1 feature", partial(_window_run, variant, 1, 2)))
        if variant in ("perceptron", "averaged", "voted", "batch"):
            work.append((f"{variant}, 3 classes", partial(_window_run, variant, 2, 3)))
    for kernel in ("poly", "linear"):
        work.append((f"kernel {kernel}", partial(_window_run, "kernel", 2, 2, kernel=kernel)))
    work.append(("kernel, 3 classes", partial(_window_run, "kernel", 2, 3)))
    work.append(("zero counts as positive", partial(_window_run, "perceptron", 2, 2, zero_score="positive")))
    work.append(("shuffled", partial(_window_run, "perceptron", 2, 2, order="shuffle")))
    for variant in ("perceptron", "averaged", "voted", "batch"):
        work.append((f"{variant}, a noisy Run", partial(_window_run, variant, 2, 2, noisy_run=True)))
    work.append(("shuffled, a noisy Run", partial(_window_run, "perceptron", 2, 2, noisy_run=True, order="shuffle")))
    return work


def _fit(make: Callable[[], Any], X: Any, y: np.ndarray) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = make()
        model.fit(X, y)
        model.predict(X)


def library_workloads() -> list[Workload]:
    """The estimators' fits with their defaults and with scikit-learn's, dense and sparse, float64 and float32."""
    import core

    X, y = _points(2, 2, 200)
    X3, y3 = _points(5, 3, 200)
    X20, y20 = _points(20, 2, 200)
    estimators: list[tuple[str, Callable[[], Any]]] = [
        ("Perceptron", lambda: core.Perceptron()),
        ("Perceptron, scikit-learn's defaults", lambda: core.Perceptron(shuffle=True, tol=1e-3, random_state=0)),
        ("AveragedPerceptron", lambda: core.AveragedPerceptron()),
        ("VotedPerceptron", lambda: core.VotedPerceptron()),
        ("KernelPerceptron", lambda: core.KernelPerceptron()),
        ("BatchPerceptron", lambda: core.BatchPerceptron()),
        ("LogisticClassifier", lambda: core.LogisticClassifier()),
        ("HingeClassifier", lambda: core.HingeClassifier()),
        # scikit-learn's SGD defaults in X's order: more classes run side by side (sgd's _sgd_ovr_lanes)
        (
            "LogisticClassifier, scikit-learn's defaults in order",
            lambda: core.LogisticClassifier(shuffle=False, learning_rate="optimal", penalty="l2", tol=1e-3),
        ),
    ]

    def fits(make: Callable[[], Any]) -> None:
        for data, labels in ((X, y), (X20, y20), (X3, y3)):
            _fit(make, data, labels)

    def single() -> None:  # the SGD-style ones too: all epochs in one call (sgd_epochs) on float32
        for _, make in estimators[:3] + estimators[6:8]:
            _fit(make, X20.astype(np.float32), y20)

    def sparse() -> None:
        import scipy.sparse as sp

        for _, make in estimators[:3] + estimators[6:]:
            _fit(make, sp.csr_matrix(X20), y20)
            _fit(make, sp.csr_matrix(X3), y3)

    def gathered() -> None:  # over the loops' cache bound shuffled rows are gathered into blocks (linear_runs)
        big, labels = _points(100, 2, 3000)
        for data in (big, big.astype(np.float32)):
            for make in (lambda: core.VotedPerceptron(shuffle=True, max_iter=2), lambda: core.Perceptron(shuffle=True)):
                _fit(make, data, labels)

    work: list[Workload] = [(f"{name} fit", partial(fits, make)) for name, make in estimators]
    work += [("float32 fits", single), ("sparse fits", sparse), ("shuffled fits beyond the cache", gathered)]
    return work


def label_workloads() -> list[Workload]:
    """Fits with every kind of label (their own loops), one row at a time, and the scores and probabilities."""
    import core

    X, y = _points(3, 2, 120)
    labels = {
        "-1/+1": np.where(y == 1, 1, -1),
        "float": y.astype(np.float64),
        "bool": y.astype(bool),
        "str": np.array(["no", "yes"])[y],
        "bytes": np.array([b"no", b"yes"])[y],
        "wide range": y * 100_000,
        "large unsigned": y.astype(np.uint64) + np.uint64(2**63),
        "3 classes": np.arange(120) % 3,
    }

    def kinds() -> None:
        for made in labels.values():
            for order in (made, made[::-1]):  # the first label the smallest, and not (the classes renumbered)
                _fit(core.Perceptron, X, order)
                _fit(core.HingeClassifier, X, order)

    def one_row_at_a_time() -> None:
        for make in (core.Perceptron, core.AveragedPerceptron, core.HingeClassifier, core.LogisticClassifier):
            model = make()
            for i in range(4):
                model.partial_fit(X[i : i + 1], y[i : i + 1], classes=np.array([0, 1]))
            model.decision_function(X)
            if hasattr(model, "predict_proba"):
                model.predict_proba(X)

    return [("labels of every kind", kinds), ("one row at a time", one_row_at_a_time)]


def run(workloads: list[Workload], progress: Progress) -> None:
    """Run each workload, saying ``progress(what, done, total)`` before each and once at the end."""
    total = len(workloads)
    for done, (what, work) in enumerate(workloads):
        progress(what, done, total)
        work()
    progress("done", total, total)


def cache_stamp_path() -> Path | None:
    """Where the note "compiled ahead" is kept: beside numba's cache of the loops (in-tree, or the user's);
    None where numba can cache nothing (no writable folder for it)."""
    from core.learn.compiled import compiled_module

    folder = getattr(compiled_module("_loops").dot._cache, "_cache_path", None)  # numba's NullCache has none
    return None if folder is None else Path(folder) / STAMP_NAME


def can_cache() -> bool:
    """Whether numba keeps compiled loops between runs here (else each process compiles what it uses)."""
    return cache_stamp_path() is not None


def stamp_key() -> dict[str, str]:
    """What the cache was compiled for: the loops' sources, numba, Python and the CPU (a change recompiles)."""
    import llvmlite.binding
    import numba

    folder = Path(__file__).parent / "learn"
    digest = hashlib.sha256()
    for name in LOOP_SOURCES:
        digest.update((folder / name).read_bytes())
    return {
        "sources": digest.hexdigest(),
        "numba": numba.__version__,
        "python": platform.python_version(),
        "cpu": llvmlite.binding.get_host_cpu_name(),
    }


def _stamp_paths() -> list[Path]:
    """Where a note "compiled ahead" may be: :func:`cache_stamp_path`, and a read-only install's own cache
    (filled before the install was made read-only: numba reads it, see :class:`core.learn._jit.ShippedCache`)."""
    from core.learn.compiled import compiled_module

    shipped = getattr(compiled_module("_loops").dot._cache, "shipped_path", None)
    where = [cache_stamp_path(), None if shipped is None else Path(shipped) / STAMP_NAME]
    return [path for path in where if path is not None]


def is_compiled() -> bool:
    """Whether ``--app`` has filled numba's cache (or the read-only install's) for these sources, this numba,
    Python and CPU."""
    key = stamp_key()
    for path in _stamp_paths():
        try:
            if json.loads(path.read_text()) == key:
                return True
        except (OSError, ValueError):
            continue
    return False


def write_stamp() -> None:
    """Note that the cache holds the app's loops (atomically; silently skipped where it cannot be written)."""
    path = cache_stamp_path()
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text(json.dumps(stamp_key()))
        os.replace(temp, path)
    except OSError:
        pass


def _bar(quiet: bool) -> Progress:
    started = time.perf_counter()

    def show(what: str, done: int, total: int) -> None:
        if quiet:
            return
        width = 30
        filled = width * done // max(total, 1)
        elapsed = time.perf_counter() - started
        line = (
            f"\rCompiling the training loops [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {elapsed:5.1f} s"
        )
        sys.stdout.write(f"{line}  {what[:40]:<40}")
        sys.stdout.flush()

    return show


def _lines(what: str, done: int, total: int) -> None:
    print(f"{done}\t{total}\t{what}", flush=True)


def _build_ahead(quiet: bool) -> str:
    """Build the loops compiled ahead (``python -m core.build_ahead``, its own process: it loads what this one
    compiled from numba's cache) beside the package, where it can be written; what to add to the last line."""
    from core.learn import ahead

    folder = ahead.MANIFEST.parent
    if not os.access(folder, os.W_OK):
        return f"; not compiled ahead ({folder} is read-only: run this command before making it so)"
    if not quiet:
        print("\nCompiling the loops ahead (no compiler needed at run time)...", flush=True)
    done = subprocess.run([sys.executable, "-m", "core.build_ahead"], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return f"; compiling ahead failed, numba's loops run instead:\n{done.stderr[-3000:]}"
    return f"; {done.stdout.strip().splitlines()[-1].lower()}"


def main(argv: list[str] | None = None) -> int:
    """The ``perceptron-studio-compile`` command."""
    parser = argparse.ArgumentParser(prog="perceptron-studio-compile", description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", action="store_true", help="only what the window uses (its first start runs this)")
    parser.add_argument("--progress-lines", action="store_true", help="progress as 'done<TAB>total<TAB>what' lines")
    parser.add_argument("--quiet", action="store_true", help="no progress bar; print the seconds taken at the end")
    parser.add_argument("--library", action="store_true", help="only the estimators' fits (beside --app's process)")
    args = parser.parse_args(argv)
    os.environ["PERCEPTRON_AHEAD"] = "0"  # numba's loops are what is compiled here (and in the process beside)
    started = time.perf_counter()
    beside = None
    if not args.app and not args.library:  # the library's fits in a second process: two cores, half the wait
        command = [sys.executable, "-m", "core.compile_ahead", "--library", "--quiet"]
        beside = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    workloads = library_workloads() + label_workloads() if args.library else app_workloads()
    run(workloads, _lines if args.progress_lines else _bar(args.quiet or args.library))
    if beside is not None:
        if not args.quiet and not args.progress_lines:
            print("\nWaiting for the estimators' loops (compiled beside)...", flush=True)
        if beside.wait() != 0:
            return beside.returncode
    if not args.library:
        write_stamp()
    ahead = "" if args.app or args.library else _build_ahead(args.quiet or args.progress_lines)
    elapsed = time.perf_counter() - started
    if args.quiet:
        print(f"{elapsed:.1f}")
    elif not args.progress_lines:
        where = cache_stamp_path()
        kept = f"into {where.parent}" if where else "(not kept: numba found no writable folder; set NUMBA_CACHE_DIR)"
        print(f"\nCompiled in {elapsed:.1f} s {kept}{ahead}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
