"""Benchmark of the kernel perceptron's trace and time travel against replaying the run to the step.

Run from the repository root::

    python bench/kernel_trace.py                 # n = 2,000 and 10,000 points, median of 5 steps
    python bench/kernel_trace.py --quick         # n = 2,000, 3 steps
    python bench/kernel_trace.py --json out.json # also write the results as JSON

The run: two noisy rings (10% of labels flipped, so it keeps making mistakes), an RBF kernel, 20 epochs,
as the app trains it (:func:`core.session.engine_run.make_learner`).  Then, at steps t spread over the run:

- ``rows``: a 256-row block of the trace table from t (:meth:`core.teach.kernel_trace.KernelTrace.rows`),
  the first time (checkpoints of the score cache built as needed) and again (checkpoints kept);
- ``travel``: the past state at t with its 100 x 100 decision grid
  (:func:`core.session.time_travel.past_kernel_snapshot`), and ``next``: then the state one step on
  (PageDown in time travel: the grid is updated by the mistakes in between);
- ``replay``: what time travel would cost without the history: a fresh learner trained to t and its
  grid scores (:class:`core.session.geometry.GridScores`), measured in the same run.

Medians over the steps; the ratio travel / replay side by side.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Sequence

import benchtools

benchtools.use_repository_root()

import numpy as np  # noqa: E402

from core.session.geometry import GridScores  # noqa: E402
from core.session.settings import TrainingSettings, make_learner  # noqa: E402
from core.session.time_travel import KERNEL_GRID, past_kernel_snapshot  # noqa: E402
from core.teach.kernel_trace import KernelTrace  # noqa: E402

EPOCHS = 20
RECT = (-3.0, 3.0, -3.0, 3.0)


def rings(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    inner = np.arange(n) % 2 == 0
    r = np.where(inner, 1.0, 2.2) + 0.3 * rng.normal(size=n)
    a = rng.uniform(0, 2 * np.pi, n)
    y = np.where(inner, 1, -1)
    y[rng.random(n) < 0.1] *= -1
    return np.column_stack([r * np.cos(a), r * np.sin(a)]), y


def measure(n: int, n_steps: int) -> dict:
    X, y = rings(n)
    settings = TrainingSettings(variant="kernel", kernel="rbf", gamma=1.0, max_epochs=EPOCHS)
    learner = make_learner(settings, X, y)
    start = time.perf_counter()
    for _ in range(EPOCHS):
        learner.run_epoch()
    train = time.perf_counter() - start
    steps = np.linspace(learner.t // n_steps, learner.t - 256, n_steps).astype(int)
    trace = KernelTrace(learner)
    cold, warm, travel, nxt, replay = [], [], [], [], []
    classes = np.array([-1, 1])
    for t in steps.tolist():
        t0 = time.perf_counter()
        trace.rows(t, t + 256)
        t1 = time.perf_counter()
        trace.rows(t, t + 256)
        t2 = time.perf_counter()
        past_kernel_snapshot(trace, t, classes, RECT)
        t3 = time.perf_counter()
        past_kernel_snapshot(trace, t + 1, classes, RECT)
        nxt.append(time.perf_counter() - t3)
        t3 = time.perf_counter()
        again = make_learner(settings, X, y)
        while again.t < t:
            again.advance(t - again.t)
        GridScores(again, RECT, KERNEL_GRID).update()
        t4 = time.perf_counter()
        cold.append(t1 - t0)
        warm.append(t2 - t1)
        travel.append(t3 - t2)
        replay.append(t4 - t3)
    return {
        "n": n, "steps": learner.t, "mistakes": len(learner.history), "train_s": train,
        "rows_cold_ms": statistics.median(cold) * 1e3, "rows_warm_ms": statistics.median(warm) * 1e3,
        "travel_ms": statistics.median(travel) * 1e3, "next_ms": statistics.median(nxt) * 1e3,
        "replay_ms": statistics.median(replay) * 1e3,
        "travel_over_replay": statistics.median(travel) / statistics.median(replay),
        "checkpoints_mb": sum(c.nbytes for c in trace._checkpoints) / 2**20,
    }  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.splitlines()[0], "n = 2,000 only, 3 steps", "steps measured per size")
    args = benchtools.parse(parser, argv)
    sizes, n_steps = ((2_000,), 3) if args.quick else ((2_000, 10_000), max(5, args.repeat))
    rows = [measure(n, n_steps) for n in sizes]
    columns = [("points", "n"), ("steps", "steps"), ("mistakes", "mistakes"), ("train s", "train_s"),
               ("256 rows ms (first)", "rows_cold_ms"), ("256 rows ms (again)", "rows_warm_ms"),
               ("time travel ms", "travel_ms"), ("one step on ms", "next_ms"), ("replay ms", "replay_ms"),
               ("travel / replay", "travel_over_replay"),
               ("checkpoints MB", "checkpoints_mb")]  # fmt: skip
    print(benchtools.table(f"The kernel trace and time travel at {n_steps} steps of the run (medians)", columns, rows))
    if args.json:
        args.json.write_text(json.dumps({"environment": benchtools.environment(), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
