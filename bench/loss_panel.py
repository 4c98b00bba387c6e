"""Benchmark of the loss panel: does the window keep up during a full-speed Run with the loss dock open?

Run from the repository root (QT_QPA_PLATFORM=offscreen when there is no screen)::

    python bench/loss_panel.py                 # 3 windows of 3 s per case, 100,000 points
    python bench/loss_panel.py --quick         # 1 window of 1 s per case
    python bench/loss_panel.py --json out.json

The same run as ``bench/gui.py``'s (two Gaussian blobs, 5% of labels flipped, full speed, so it never
converges), measured with its probe (the lateness of a 5 ms precise QTimer in the GUI thread, frames per
second, examples per second, CPU per thread), once with the loss dock hidden and once with it shown in
front (all four landscapes), alternating, medians reported.  With the dock shown the panel redraws its
cheap parts (star, path, per-example losses, gradient) at most 5 times a second and its thread computes
one landscape (81 x 81 cells, 3,000 examples drawn at random) plus the slice (161 points, all examples)
at a time, the newest request waiting: the last column counts those deliveries per second.

A last row gives one panel redraw's cost on the GUI thread with training paused (CPU and wall, median).

Goal (issue 9's for 100,000 points, with the dock shown): latency p99 <= 30 ms and >= 30 frames/s.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from typing import Any

import benchtools  # bench/benchtools.py, beside this script
import gui as gui_bench  # bench/gui.py: its window, data and probe

N = 100_000
P99_GOAL_MS = 30.0
FPS_GOAL = 30.0


def one_window(app: Any, window: Any, shown: bool, plan: Any) -> dict[str, float]:
    """Reset on N points, show or hide the loss dock, Run at full speed, measure one window, pause."""
    gui_bench.load_points(app, window, N)
    window.docks.set_loss_panel(shown)
    if shown:
        gui_bench.spin_until(app, lambda: window.losses.scape is not None)
    computed = window.losses.computed
    window.training.run()
    gui_bench.spin_until(app, lambda: window.training.state().step > 0)
    gui_bench.spin_for(plan.warmup_s)
    computed = window.losses.computed
    result = gui_bench.RunProbe(window).measure(plan.run_s)
    result["computed_per_s"] = (window.losses.computed - computed) / result["seconds"]
    window.training.pause()
    gui_bench.spin_until(app, lambda: not window.training.running)
    gui_bench.spin_for(0.05)
    return result


def redraw_cost(app: Any, window: Any, times: int) -> dict[str, float]:
    """One panel redraw on the GUI thread with training paused (no contention): refresh + a synchronous repaint
    of the dock, after one epoch on N points; the median over ``times`` (the landscape cached, w unchanged)."""
    gui_bench.load_points(app, window, N)
    window.docks.set_loss_panel(True)
    window.training.step_epoch()
    gui_bench.spin_until(app, lambda: not window.training.stepping and window.training.state().epoch >= 1)
    panel = window.losses
    gui_bench.spin_until(app, lambda: panel.scape is not None and panel.curves is not None)
    gui_bench.spin_for(0.3)
    walls, cpus = [], []
    for _ in range(times):
        wall, cpu = time.perf_counter(), time.thread_time()
        panel.refresh()
        window.loss_dock.repaint()
        walls.append(1000 * (time.perf_counter() - wall))
        cpus.append(1000 * (time.thread_time() - cpu))
        app.processEvents()
    return {"wall_ms": statistics.median(walls), "cpu_ms": statistics.median(cpus)}


def rows_of(runs: dict[str, list[dict[str, float]]]) -> list[dict]:
    """One row per case: medians over its windows."""
    rows = []
    for case, results in runs.items():
        med = {key: statistics.median(r[key] for r in results) for key in results[0]}
        fps = min(med["updates_per_s"], med["paints_per_s"])
        shown = case == "loss dock shown"
        rows.append({
            "case": f"{N:,} pts, Run, {case}", "p50_ms": med["p50_ms"], "p99_ms": med["p99_ms"],
            "max_ms": med["max_ms"], "fps": fps, "examples_per_s": med["examples_per_s"],
            "gui_cpu": med["gui_cpu"], "computed_per_s": med["computed_per_s"] if shown else None,
            "goal": f"p99 <= {P99_GOAL_MS:g} ms, >= {FPS_GOAL:g} fps" if shown else None,
            "pass": (med["p99_ms"] <= P99_GOAL_MS and fps >= FPS_GOAL) if shown else None,
        })  # fmt: skip
    if len(rows) == 2:
        rows.append({"case": "shown / hidden", "p99_ms": rows[1]["p99_ms"] / rows[0]["p99_ms"],
                     "fps": rows[1]["fps"] / rows[0]["fps"],
                     "examples_per_s": rows[1]["examples_per_s"] / rows[0]["examples_per_s"]})  # fmt: skip
    return rows


COLUMNS = [
    ("case", "case"), ("p50 ms (redraw: CPU)", "p50_ms"), ("p99 ms", "p99_ms"), ("max ms (redraw: wall)", "max_ms"),
    ("fps", "fps"), ("examples/s", "examples_per_s"), ("GUI CPU", "gui_cpu"), ("panel results/s", "computed_per_s"),
    ("goal", "goal"), ("pass", "pass"),
]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    """Measure, print the table, write JSON if asked."""
    args = benchtools.parse(benchtools.arguments(__doc__.splitlines()[0], "1 window of 1 s per case"), argv)
    gui_bench.prepare_path()
    gui_bench.ensure_platform()
    from PySide6.QtWidgets import QApplication

    plan = gui_bench.QUICK if args.quick else gui_bench.FULL
    app = QApplication.instance() or QApplication([sys.argv[0]])
    runs: dict[str, list[dict[str, float]]] = {"loss dock hidden": [], "loss dock shown": []}
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="perceptron-bench-") as folder:
        gui_bench.isolate_settings(folder)
        window = gui_bench.prepare_window(app)
        window.resize(1400, 950)
        try:
            redraw = redraw_cost(app, window, plan.frames)
            print(f"  paused redraw: {redraw['cpu_ms']:.1f} ms GUI CPU", flush=True)
            for k in range(plan.runs):
                order = list(runs) if k % 2 == 0 else list(reversed(runs))
                for case in order:
                    runs[case].append(one_window(app, window, case == "loss dock shown", plan))
                    r = runs[case][-1]
                    print(f"  {k + 1}/{plan.runs} {case}: p99 {r['p99_ms']:.1f} ms, "
                          f"{min(r['updates_per_s'], r['paints_per_s']):.1f} fps, {r['examples_per_s']:.3g} examples/s",
                          flush=True)  # fmt: skip
        finally:
            gui_bench.close_window(window)
            app.processEvents()
    rows = rows_of(runs)
    rows.append({"case": f"{N:,} pts, paused: one panel redraw (refresh + repaint), GUI thread",
                 "p50_ms": redraw["cpu_ms"], "max_ms": redraw["wall_ms"]})  # fmt: skip
    print()
    print(benchtools.table(f"Loss panel during Run (medians of {plan.runs})", COLUMNS, rows))
    print(f"total {time.perf_counter() - start:.1f} s")
    if args.json:
        env = benchtools.environment()
        args.json.write_text(json.dumps({"environment": env, "rows": rows, "raw": runs}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
