"""Benchmark of big point-set files in the window: open, save and one point edit, with the time the GUI thread was
blocked and the peak memory of each.

Run from the repository root (no screen needed: QT_QPA_PLATFORM=offscreen is set)::

    python bench/big_files.py                  # 200 MiB files (the size limit of a point-set file)
    python bench/big_files.py --quick          # 20 MiB files, a smoke test of a minute
    python bench/big_files.py --json out.json  # also write the results as JSON

Three generated CSV files (rows of full-precision floats, repeated to the size):

- ``points, 2 columns``: ``x1,x2,label`` of the given size: opened (File > Open, a background load), saved
  (File > Save As, CSV) and edited (one point moved, as a drag on the canvas ends: the median of 5, in the window
  and, as "edit, the set alone", the point set's own edit without the window's redraws and training reset);
- ``table, 5 columns``: ``x1,...,x4,label`` of the given size: opened (a table keeps every cell's text: above
  its limit it is refused), and saved when it opened;
- ``table, 5 columns, under its limit``: the same at 45 MiB (20 MiB with --quick): opened and saved.

Each file runs in a process of its own, in the real window (offscreen). For each action: ``time`` is the
seconds from the click until it is done; ``GUI blocked`` the longest time the event loop did not answer (the
lateness of a 10 ms QTimer); ``peak extra`` the process's peak resident memory during the action above what it
held before it (Linux's VmHWM, reset before each action), also as a multiple of the file's size.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import benchtools  # bench/benchtools.py, beside this script

MIB = 1 << 20
FULL_MIB = 199  # just under the 200 MiB limit of a point-set file
QUICK_MIB = 20
TABLE_MIB = 45  # under the 50 MiB limit of a table
EDITS = 5  # one point moved this many times: the median is reported
CASES = {  # name: (columns, size in MiB; None: the size asked for)
    "points, 2 columns": (2, None),
    "table, 5 columns": (4, None),
    "table, 5 columns, under its limit": (4, TABLE_MIB),
}


# ------------------------------------------------------------------ the files
def write_file(path: Path, features: int, size: int) -> None:
    """A CSV file of ``features`` full-precision feature columns and a 0/1 label, about ``size`` bytes."""
    import numpy as np

    rng = np.random.default_rng(0)
    X = rng.normal(size=(50_000, features)) * 10
    y = rng.integers(0, 2, len(X))
    block = "".join(",".join(map(repr, row)) + f",{label}\n" for row, label in zip(X.tolist(), y.tolist(), strict=True))
    data = block.encode()
    header = (",".join(f"x{j}" for j in range(1, features + 1)) + ",label\n").encode()
    with open(path, "wb") as f:
        f.write(header)
        written = len(header)
        while written + len(data) <= size:
            f.write(data)
            written += len(data)
        rest = data[: size - written]
        f.write(rest[: rest.rfind(b"\n") + 1])


# ------------------------------------------------------------ in the child
def child(path: Path, out: Path) -> dict:
    """Open, save and edit in the real window; one result per action."""
    benchtools.use_repository_root()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import numpy as np
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from core.session.points import Move
    from perceptron_gui import MainWindow, fast_loops

    app = QApplication.instance() or QApplication([])
    loops = fast_loops.loader()
    while not loops.finished:
        app.processEvents()
        time.sleep(0.02)
    window = MainWindow()
    window.show()
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    settle(app, 1.0)

    def measured(act: Callable[[], object], done: Callable[[], bool]) -> dict:
        settle(app, 0.2)
        reset_peak()
        before = memory("VmRSS")
        ticks.clear()
        ticks.append(time.perf_counter())
        start = time.perf_counter()
        act()
        while not done():
            app.processEvents()
            time.sleep(0.002)
        seconds = time.perf_counter() - start
        settle(app, 0.3)  # what the action left queued (redraws, a training reset) counts too
        gaps = np.diff(ticks) if len(ticks) > 1 else np.zeros(1)
        return {"s": seconds, "blocked_s": float(gaps.max() - 0.010), "peak_mb": (memory("VmHWM") - before) / 1e6}

    size = path.stat().st_size
    results: dict = {"file_mb": size / 1e6}

    def errors() -> list[str]:
        return [w.text() for w in app.topLevelWidgets() if w.objectName() == "errorDialog" and w.isVisible()]

    results["open"] = measured(
        lambda: window.files.open_path(path, ask=False), lambda: window.document.path == path or bool(errors())
    )
    opened = window.document.path == path
    results["open"]["outcome"] = f"{window.document.document().points.X.shape[0]:,} points" if opened else errors()[0]
    for box in app.topLevelWidgets():
        if box.objectName() == "errorDialog":
            box.close()
    if opened:
        saved: list[bool] = []
        results["save"] = measured(lambda: saved.append(window.files.save_to(out)), lambda: bool(saved))
        results["save"]["outcome"] = "saved" if saved[0] and out.is_file() else "not saved"
    if opened and window.document.dataset is None:  # median of 5 moves of one point, in the window and in the set
        moves = [np.array([[0.5 + k, 0.5]]) for k in range(EDITS)]
        edits = [measured(lambda to=to: window.points.move([0], to), lambda: True) for to in moves]
        results["edit"] = median(edits)
        results["edit"]["outcome"] = "moved" if window.points.X[0].tolist() == moves[-1][0].tolist() else "not moved"
        edits = [measured(lambda to=to: Move((0,), to).apply(window.points.points), lambda: True) for to in moves]
        results["edit, the set alone"] = {**median(edits), "outcome": "Move.apply"}
    return results  # the caller ends the process: closing would ask about the unsaved edit


def median(results: list[dict]) -> dict:
    """Each figure's median over repeated actions."""
    return {key: statistics.median(r[key] for r in results) for key in results[0]}


def settle(app: object, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.005)


def reset_peak() -> None:
    """Start the process's peak resident memory (VmHWM) again from the current one (Linux)."""
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def memory(field: str) -> int:
    """A memory figure of this process from /proc/self/status, in bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no {field} in /proc/self/status")


# ----------------------------------------------------------------- the parent
COLUMNS = [
    ("case", "case"), ("file (MB)", "file_mb"), ("action", "action"), ("time (s)", "s"),
    ("GUI blocked (s)", "blocked_s"), ("peak extra (MB)", "peak_mb"), ("x file", "ratio"), ("outcome", "outcome"),
]  # fmt: skip


def run_case(name: str, folder: Path, mib: int) -> list[dict]:
    """Generate the case's file, run the child on it, one table row per action."""
    features, fixed = CASES[name]
    path = folder / f"{name.split(',')[0]}-{features + 1}-{fixed or mib}.csv"
    write_file(path, features, (fixed or mib) * MIB)
    out = folder / "saved.csv"
    command = [sys.executable, __file__, "--child", str(path), str(out)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    path.unlink()
    out.unlink(missing_ok=True)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode or not lines:
        return [{"case": name, "action": "-", "outcome": f"failed: {done.stderr.strip().splitlines()[-1:]}"}]
    results = json.loads(lines[-1])
    rows = []
    for action in ("open", "save", "edit", "edit, the set alone"):
        if action in results:
            row = {"case": name, "file_mb": results["file_mb"], "action": action, **results[action]}
            row["ratio"] = row["peak_mb"] / results["file_mb"]
            row["outcome"] = str(row["outcome"])[:90]
            rows.append(row)
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """Run every case, print the table, write JSON if asked."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--child"]:
        print(json.dumps(child(Path(argv[1]), Path(argv[2]))), flush=True)
        os._exit(0)  # the window's threads are stopped; nothing else is owed to the parent
    parser = benchtools.arguments(__doc__.splitlines()[0], f"files of {QUICK_MIB} MiB (a minute)")
    parser.add_argument("--mib", type=int, default=None, help=f"the size of the big files (default {FULL_MIB})")
    args = benchtools.parse(parser, argv)
    mib = args.mib or (QUICK_MIB if args.quick else FULL_MIB)
    load = os.getloadavg() if hasattr(os, "getloadavg") else None  # the machine may be shared
    env = benchtools.environment(load_average=load)
    print(f"big files benchmark ({mib} MiB): cpu_count={env['cpu_count']}, load average {load}", flush=True)
    start = time.perf_counter()
    rows: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="bench-big-files-") as folder:
        for name in CASES:
            print(f"  running {name} ...", flush=True)
            rows += run_case(name, Path(folder), QUICK_MIB if args.quick and CASES[name][1] else mib)
    elapsed = time.perf_counter() - start
    print()
    print(benchtools.table(f"Big files in the window ({mib} MiB)", COLUMNS, rows))
    print(f"total {elapsed:.1f} s")
    if args.json:
        args.json.write_text(json.dumps({"environment": env, "mib": mib, "seconds": elapsed, "rows": rows}, indent=2))
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
