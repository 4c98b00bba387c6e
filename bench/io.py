"""Benchmark of point-set file reading and writing (core.files).

Run from the repository root::

    python bench/io.py                  # 1e4, 1e5 and 1e6 points, median of 3 timed runs
    python bench/io.py --quick          # 1e4 and 1e5 points only, a smoke test of a few seconds
    python bench/io.py --json out.json  # also write the results as JSON

For each size the points are Gaussian with full-precision coordinates (repr writes 16 to 18
significant digits, the slowest case to parse) and labels -1/+1; "CSV, names" uses the labels
"neg"/"pos". Each case writes the file (``write_csv`` / ``save_document``) and reads it back
(``read_points`` / ``load_document``), checks the round trip is bit-exact, and reports the median
time. The goal is reading 1e6 points from CSV in under 1.5 s. The exit status is 1 when a round
trip is not exact, 0 otherwise; a missed goal is reported in the table but does not change it.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import benchtools  # bench/benchtools.py, beside this script
import numpy as np

FULL_SIZES = (10_000, 100_000, 1_000_000)
QUICK_SIZES = (10_000, 100_000)
GOAL_POINTS = 1_000_000
GOAL_SECONDS = 1.5
SEED = 0


def load_library() -> tuple[ModuleType, ModuleType, ModuleType, ModuleType]:
    """The CSV and JSON readers, core.session.points and core.session.settings from this repository.

    ``python bench/io.py`` puts ``bench/`` first on sys.path; the repository root goes there instead.
    """
    benchtools.use_repository_root()
    names = ("core.files.csv_points", "core.files.document_json", "core.session.points", "core.session.settings")
    io, document, points, settings = (importlib.import_module(name) for name in names)
    return io, document, points, settings


def random_points(points_module: ModuleType, n: int) -> Any:
    """n Gaussian points (scale 10) with labels -1/+1."""
    rng = np.random.default_rng(SEED)
    return points_module.PointSet(rng.standard_normal((n, 2)) * 10, rng.choice([-1, 1], n))


def median_time(action: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """Median seconds of ``action()`` over ``repeat`` runs, and the last result."""
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def exact(a: Any, b: Any) -> bool:
    """Bit-identical coordinates and equal labels."""
    return bool(np.array_equal(a.X.view(np.uint64), b.X.view(np.uint64)) and np.array_equal(a.y, b.y))


def file_actions(
    libs: tuple[ModuleType, ...], kind: str, points: Any, path: Path
) -> tuple[Callable[[], Any], Callable[[], Any]]:
    """The write and the read of one case."""
    io, document, _, settings_module = libs
    names = {-1: "neg", 1: "pos"} if kind == "CSV, names" else None

    def write() -> None:
        if kind == "JSON":
            document.save_document(path, points, settings_module.TrainingSettings())
        else:
            io.write_csv(points, path, label_names=names)

    def read() -> Any:
        return document.load_document(path).points if kind == "JSON" else io.read_points(path).points

    return write, read


def run_case(libs: tuple[ModuleType, ...], kind: str, n: int, folder: Path, repeat: int) -> dict:
    """Write and read one file; one table row."""
    points_module = libs[2]
    points = random_points(points_module, n)
    path = folder / f"points_{n}.{'json' if kind == 'JSON' else 'csv'}"
    write, read = file_actions(libs, kind, points, path)
    t_write, _ = median_time(write, repeat)
    t_read, back = median_time(read, repeat)
    # names are read back as 0, 1 in their sorted order: "neg" (was -1) and "pos" (was +1)
    expected = points if kind != "CSV, names" else points_module.PointSet(points.X, (points.y + 1) // 2)
    has_goal = kind == "CSV" and n == GOAL_POINTS
    return {
        "case": f"{kind} {n:.0e}".replace("e+0", "e"), "format": kind, "n": n, "mb": path.stat().st_size / 1e6,
        "write_s": t_write, "read_s": t_read, "read_points_per_s": n / t_read, "exact": exact(back, expected),
        "goal": f"read < {GOAL_SECONDS} s" if has_goal else "-", "pass": (t_read < GOAL_SECONDS) if has_goal else None,
    }  # fmt: skip


COLUMNS = [
    ("case", "case"), ("file (MB)", "mb"), ("write (s)", "write_s"), ("read (s)", "read_s"),
    ("read points/s", "read_points_per_s"), ("exact", "exact"), ("goal", "goal"), ("pass", "pass"),
]  # fmt: skip


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = benchtools.arguments(
        __doc__.splitlines()[0],
        "1e4 and 1e5 points only (a few seconds)",
        "timed runs per case; the median is reported",
    )
    return benchtools.parse(parser, argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run every case, print the table, write JSON if asked; 1 if a round trip is not exact."""
    args = parse_args(argv)
    libs = load_library()
    sizes = QUICK_SIZES if args.quick else FULL_SIZES
    load = os.getloadavg() if hasattr(os, "getloadavg") else None  # the machine may be shared
    env = benchtools.environment(load_average=load)
    print(
        f"io benchmark ({'quick' if args.quick else 'full'}, median of {args.repeat}): cpu_count={env['cpu_count']}, "
        f"python {env['python']}, numpy {env['numpy']}, load average {env['load_average']}",
        flush=True,
    )
    start = time.perf_counter()
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-io-") as folder:
        for kind in ("CSV", "CSV, names", "JSON"):
            for n in sizes:
                print(f"  running {kind} {n} ...", flush=True)
                rows.append(run_case(libs, kind, n, Path(folder), args.repeat))
    elapsed = time.perf_counter() - start
    print()
    print(benchtools.table("Point-set files: write and read back (median seconds)", COLUMNS, rows))
    inexact = [row["case"] for row in rows if not row["exact"]]
    missed = [row["case"] for row in rows if row["pass"] is False]
    print()
    print(f"round trips: {'all bit-exact' if not inexact else 'NOT EXACT in ' + ', '.join(inexact)}")
    print(f"goals missed: {', '.join(missed) if missed else 'none'}")
    print(f"total {elapsed:.1f} s")
    if args.json:
        results = {
            "environment": env, "quick": args.quick, "repeat": args.repeat, "seconds": elapsed, "cases": rows,
            "inexact": inexact, "goals_missed": missed,
        }  # fmt: skip
        args.json.write_text(json.dumps(results, indent=2) + "\n")
        print(f"wrote {args.json}")
    return 1 if inexact else 0


if __name__ == "__main__":
    sys.exit(main())
