"""Benchmark of the Perceptron Studio window as a user meets it: start-up to exit, and how the GUI keeps up during
a full-speed Run from the click.

Run from the repository root (there is no screen here: QT_QPA_PLATFORM=offscreen)::

    python bench/gui.py                  # full: 5 start-ups per side, 3 runs of 3 s per size and layout
    python bench/gui.py --quick          # a smoke test
    python bench/gui.py --sizes 100000 1000000   # the Run sizes (default: 1e5 and 1e6)
    python bench/gui.py --parts startup  # only some parts: startup, runs, reference
    python bench/gui.py --json out.json  # also write the results as JSON
    python bench/gui.py --profile        # also cProfile the GUI thread during each run
    python bench/gui.py --no-bytecode    # do not write the app's byte-code ahead as `make run` does

Before measuring, the app's byte-code is written ahead (``compileall``), as ``make run`` does: where
PYTHONDONTWRITEBYTECODE is set (as on this machine) every start would otherwise compile the app's modules.

Measurements:

1. Start-up, each in a fresh subprocess (so the imports are counted), alternating ours and a bare
   ``QMainWindow`` holding one ``pg.PlotWidget`` with a few points.  Ours runs the app's own entry point
   (``perceptron_gui.app.main``, as ``python main.py`` does).  The time runs from just before the child is
   spawned (``perf_counter`` is CLOCK_MONOTONIC, shared by processes on Linux) to one event-loop turn after the
   window's first Paint event; then the window is closed and the time runs on until the parent sees the
   process end.  The goals are on that whole: launch, first frame, close, exit.  Closing to the process's end
   is a row of its own.  The interpreter start (spawn to the first line of a ``python -c``) is reported too.
2. Runs, each in a fresh subprocess: the default window (the default layout, its docks as a user gets them),
   ``n`` points (two Gaussian blobs, 5% of labels flipped, so it never converges; max epochs 1,000,000), full
   speed, and a click on the toolbar's Run once the points' run is reset and the window has drawn them (its
   event loop idle again: three 10 ms timers in a row on time; the time that took is in the JSON).  From the
   click, for 3 s (the run's start included, while the compiled loops may still be loading in the background):
   the lateness of a
   5 ms precise QTimer in the GUI thread (p50, p99, max), frames per second (``training.updated`` emissions and
   Paint events of the canvas viewport), examples per second, CPU use of the GUI thread, the training thread
   and the process, and memory growth.  Each size is run in two layouts: "default", and "docks" (Weight
   Space, the loss panel and the inspector in front as well).  The rows say when the compiled loops came in
   and the p99 after that.
3. For reference, without goals, in one window of this process: the probe's lateness on a paused window,
   the GUI thread's cost of one frame and of one weight-space refresh with training paused, and the trace
   table taking 100,000 rows at once (Epoch on 100,000 points, the trace dock in front).

The machine may be shared and noisy: start-ups alternate ours / bare and the runs alternate sizes and
layouts; medians are reported.  The exit status is 0; missed goals are listed in the table.

Goals (issues 9 and 30): start-up to exit at most 1.5 times the bare window's and under 1 s; closing ends the
process within 1 s; during Run on 100,000 points a latency p99 of at most 30 ms and at least 30 frames/s;
on 1,000,000 points at most 50 ms and at least 10 frames/s; in both layouts.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import benchtools  # bench/benchtools.py, beside this script

PROCESS_START = time.perf_counter()  # after the stdlib imports above (a few ms), before any heavy one

SPAWN_ENV = "PERCEPTRON_BENCH_SPAWN_T"  # the parent's perf_counter just before spawning a start-up child
SEED = 0
NOISE = 0.05
MAX_EPOCHS = 1_000_000
PROBE_MS = 5  # the latency probe's timer interval
BARE_POINTS = 20
WINDOW_SIZE = (1200, 760)  # MainWindow's default size, used for the bare window too
CHILD_TIMEOUT_S = 120
TRAINING_THREAD = "training"  # objectName of the app's training QThread (and so its OS thread name)

STARTUP_RATIO_GOAL = 1.5  # ours / bare, at most
STARTUP_ABS_GOAL_S = 1.0  # ours, launch to exit, strictly below
CLOSE_GOAL_S = 1.0  # ours, from closing the window until the process is gone
# n -> (fps at least, p99 latency ms at most): issue 9's goals for 1e5 and 1e6 points (10,000: the older goal)
RUN_GOALS = {10_000: (30.0, 30.0), 100_000: (30.0, 30.0), 1_000_000: (10.0, 50.0)}
DEFAULT_SIZES = (100_000, 1_000_000)
PARTS = ("startup", "runs", "reference")
TRACE_ROWS = 100_000  # rows appended to the trace table at once (issue 4)
TRACE_P99_MS = 30.0


@dataclass(frozen=True)
class Plan:
    """How much to measure (full or --quick)."""

    startups: int  # subprocess start-ups per side
    runs: int  # measurement windows per size
    run_s: float  # length of one measurement window
    warmup_s: float  # running time before a window starts
    idle_s: float  # length of the idle (paused) latency window
    frames: int  # paused frames timed per size (the median is reported)


FULL = Plan(startups=5, runs=3, run_s=3.0, warmup_s=0.5, idle_s=1.5, frames=15)
QUICK = Plan(startups=2, runs=1, run_s=1.0, warmup_s=0.3, idle_s=0.5, frames=5)


# ---------------------------------------------------------------- the app
def prepare_path() -> None:
    """Put the repository root first on sys.path, so that ``import core`` finds the package.

    ``python bench/gui.py`` puts ``bench/`` first on sys.path, where ``import
    core`` would find bench/core.py (the library benchmark); that entry goes.
    """
    benchtools.use_repository_root()


def ensure_platform() -> None:
    """Use Qt's offscreen platform when there is no display and none was chosen."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def isolate_settings(folder: str) -> None:
    """Window geometry and last settings go to ``folder``, never the user's (and start from the defaults)."""
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


# ------------------------------------------------------------------- data
def two_blobs(n: int, seed: int = SEED, noise: float = NOISE) -> tuple[Any, Any]:
    """Two Gaussian blobs (labels -1 / +1, half each) with a fraction ``noise`` of the labels flipped."""
    import numpy as np

    rng = np.random.default_rng(seed)
    half = n // 2
    X = np.concatenate([rng.normal((-1.5, -1.0), 1.0, (half, 2)), rng.normal((1.5, 1.0), 1.0, (n - half, 2))])
    y = np.concatenate([-np.ones(half, dtype=np.int64), np.ones(n - half, dtype=np.int64)])
    flip = rng.choice(n, size=round(noise * n), replace=False)
    y[flip] = -y[flip]
    order = rng.permutation(n)
    return np.ascontiguousarray(X[order]), y[order]


# --------------------------------------------------------------- helpers
def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation; NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def median(values: Sequence[float]) -> float:
    """The median; NaN for no values."""
    return statistics.median(values) if values else float("nan")


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; NaN elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return float("nan")
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def event_filter(kind: Any, callback: Callable[[], None]) -> Any:
    """A QObject event filter that calls ``callback()`` for each event of type ``kind`` (and lets it through)."""
    from PySide6.QtCore import QEvent, QObject

    class Filter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == kind:
                callback()
            return False

    return Filter()


def close_window(window: Any) -> None:
    """Close a window, answering "Discard" if it asks about unsaved changes (the benchmark's edits are throwaway)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

    def dismiss() -> None:
        dialog = QApplication.activeModalWidget()
        discard = dialog.button(QMessageBox.StandardButton.Discard) if isinstance(dialog, QMessageBox) else None
        if discard is not None:
            discard.click()
        elif isinstance(dialog, QDialog):
            dialog.reject()

    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(dismiss)
    timer.start()
    try:
        window.close()
    finally:
        timer.stop()
    if window.isVisible():
        raise RuntimeError("the window refused to close")


# ----------------------------------------------------- start-up (children)
def on_first_paint(viewport: Any, then: Callable[[float], None]) -> Any:
    """Call ``then(moment)`` one event-loop turn after ``viewport``'s first Paint event; keep the returned filter."""
    from PySide6.QtCore import QEvent, QTimer

    seen: list[bool] = []

    def first_paint() -> None:
        if not seen:
            seen.append(True)
            QTimer.singleShot(0, lambda: then(time.perf_counter()))  # after this paint (and its flush) is over

    watcher = event_filter(QEvent.Type.Paint, first_paint)
    viewport.installEventFilter(watcher)
    return watcher


def wait_for_first_paint(viewport: Any, timeout_s: float = 60.0) -> float:
    """Run an event loop until one turn after ``viewport``'s first Paint event; returns that moment."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    done: list[float] = []
    watcher = on_first_paint(viewport, lambda moment: (done.append(moment), loop.quit()))
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    loop.exec()
    viewport.removeEventFilter(watcher)
    if not done:
        raise RuntimeError(f"no paint within {timeout_s:.0f} s")
    return done[0]


def wait_until_idle(quiet_ms: float = 5.0, turns: int = 3, timeout_s: float = 5.0) -> float:
    """Run the event loop until ``turns`` 10 ms timers in a row fire less than ``quiet_ms`` late (the window has
    done what it had queued, say digesting new points); the seconds it took."""
    from PySide6.QtCore import QEventLoop, QTimer

    start = time.perf_counter()
    quiet = 0
    while quiet < turns and time.perf_counter() - start < timeout_s:
        loop = QEventLoop()
        asked = time.perf_counter()
        QTimer.singleShot(10, loop.quit)
        loop.exec()
        quiet = quiet + 1 if (time.perf_counter() - asked) * 1000 - 10 < quiet_ms else 0
    return time.perf_counter() - start


def child_startup(side: str) -> dict[str, float]:
    """One start-up in this (fresh) process, as a user meets it: import, QApplication, window, show, first paint,
    then the window closed, the application's event loop ending as it does when its last window closes.

    Ours runs the app's own entry point (``perceptron_gui.app.main``, as ``python main.py`` does), so the marks
    after QApplication are the window's first paint and its close.
    """
    prepare_path()
    ensure_platform()
    marks = {"script": PROCESS_START}
    with tempfile.TemporaryDirectory(prefix="perceptron-bench-") as folder:
        if side == "ours":
            from PySide6.QtWidgets import QApplication

            from perceptron_gui import app as entry
            from perceptron_gui.main_window import MainWindow

            marks["imported"] = time.perf_counter()
            isolate_settings(folder)
            app = QApplication([sys.argv[0]])
            marks["app"] = time.perf_counter()
            closer = close_at_first_paint(app, MainWindow, marks)
            entry.main([sys.argv[0]])  # ends when the last window has closed
        else:
            import numpy as np
            import pyqtgraph as pg
            from PySide6.QtWidgets import QApplication, QMainWindow

            marks["imported"] = time.perf_counter()
            isolate_settings(folder)
            app = QApplication([sys.argv[0]])
            marks["app"] = time.perf_counter()
            window = QMainWindow()
            plot = pg.PlotWidget()
            plot.plot(*np.random.default_rng(SEED).normal(size=(2, BARE_POINTS)), pen=None, symbol="o")
            window.setCentralWidget(plot)
            window.resize(*WINDOW_SIZE)
            closer = close_at_first_paint(app, QMainWindow, marks)
            window.show()
            app.exec()  # ends when the last window has closed
        del closer
        if "closing" not in marks:
            raise RuntimeError("the window closed before its first paint")
    return marks


def close_at_first_paint(app: Any, kind: type, marks: dict[str, float]) -> Any:
    """Close the first window of ``kind`` one event-loop turn after it first paints, noting "painted" and
    "closing" in ``marks``; keep the returned filter."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def close(window: Any) -> None:
        marks["painted"] = marks["closing"] = time.perf_counter()
        close_window(window)

    class Closer(QObject):
        asked = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not self.asked and hasattr(watched, "window"):
                window = watched.window()
                if isinstance(window, kind):
                    self.asked = True
                    QTimer.singleShot(0, lambda: close(window))  # after this paint (and its flush) is over
            return False

    closer = Closer()
    app.installEventFilter(closer)
    return closer


def run_child(side: str) -> dict[str, float]:
    """Spawn one start-up child; its marks as seconds since the spawn."""
    env = dict(os.environ)
    spawn = time.perf_counter()
    env[SPAWN_ENV] = repr(spawn)
    proc = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", f"startup-{side}"],
        env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S, check=False,
    )  # fmt: skip
    wall = time.perf_counter() - spawn
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"start-up child {side} failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    marks = json.loads(lines[-1])
    out = {key: value - spawn for key, value in marks.items()}
    out["exited"] = wall
    return out


def interpreter_start() -> float:
    """Seconds from spawn to the first line of a bare ``python -c`` (the interpreter's own start)."""
    spawn = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-c", "import time; print(repr(time.perf_counter()))"],
        capture_output=True, text=True, timeout=CHILD_TIMEOUT_S, check=True,
    )  # fmt: skip
    return float(proc.stdout.strip()) - spawn


def measure_startup(plan: Plan) -> tuple[list[dict], dict[str, list[dict[str, float]]]]:
    """Start-ups alternating ours / bare (plus one untimed warm-up each); the table rows and every child's marks."""
    for side in ("ours", "bare"):  # warm the file cache and numba's cache; not counted
        run_child(side)
    runs: dict[str, list[dict[str, float]]] = {"ours": [], "bare": []}
    python_only: list[float] = []
    for k in range(plan.startups):
        for side in ("ours", "bare") if k % 2 == 0 else ("bare", "ours"):
            runs[side].append(run_child(side))
        python_only.append(interpreter_start())
        ours, bare = runs["ours"][-1], runs["bare"][-1]
        print(f"    start-up {k + 1}/{plan.startups}: first paint ours {ours['painted']:.3f} s, "
              f"bare {bare['painted']:.3f} s; exit ours {ours['exited']:.3f} s, bare {bare['exited']:.3f} s",
              flush=True)  # fmt: skip
    return startup_rows(runs, python_only), {**runs, "python_c": [{"started": t} for t in python_only]}


def startup_rows(runs: dict[str, list[dict[str, float]]], python_only: list[float]) -> list[dict]:
    """Median phases per side, the ratios and the goals.

    The goals are on the whole process, as a user meets it: launch, first frame, close, and the process gone.
    """

    def phase(side: str, end: str, start: str | None = None) -> float:
        return median([r[end] - (r[start] if start else 0.0) for r in runs[side]])

    def paired(end: str) -> float:
        return median([o[end] / b[end] for o, b in zip(runs["ours"], runs["bare"], strict=True)])

    rows = []
    for side in ("ours", "bare"):
        painted, exited = phase(side, "painted"), phase(side, "exited")
        rows.append({
            "what": f"start-up to first paint, {side}", "value": f"{painted:.3f} s", "goal": None, "pass": None,
            "seconds": painted,
            "note": (f"python & script start {phase(side, 'script'):.3f} "
                     f"+ imports {phase(side, 'imported', 'script'):.3f} "
                     f"+ QApplication {phase(side, 'app', 'imported'):.3f} "
                     f"+ window, show & first paint {phase(side, 'painted', 'app'):.3f}"),
        })  # fmt: skip
        rows.append({
            "what": f"launch, first paint, close, exit: {side}", "value": f"{exited:.3f} s",
            "goal": f"< {STARTUP_ABS_GOAL_S:g} s" if side == "ours" else None,
            "pass": exited < STARTUP_ABS_GOAL_S if side == "ours" else None, "seconds": exited,
            "note": f"close to process gone {phase(side, 'exited', 'closing'):.3f} s",
        })  # fmt: skip
    close = phase("ours", "exited", "closing")
    rows.append({
        "what": "closing the window ends the process, ours", "value": f"{close:.3f} s",
        "goal": f"<= {CLOSE_GOAL_S:g} s",
        "pass": close <= CLOSE_GOAL_S, "seconds": close,
        "note": "window.close() until the parent sees the process end (Python's exit included)",
    })  # fmt: skip
    ratio = phase("ours", "exited") / phase("bare", "exited")
    first_paint = phase("ours", "painted") / phase("bare", "painted")
    rows.append({
        "what": "start-up ratio ours / bare (to exit)", "value": f"{ratio:.2f}", "goal": f"<= {STARTUP_RATIO_GOAL:g}",
        "pass": ratio <= STARTUP_RATIO_GOAL, "ratio": ratio, "paired_ratio": paired("exited"),
        "note": f"medians of {len(runs['ours'])} subprocesses per side, alternated; median of paired ratios "
                f"{paired('exited'):.2f}; to first paint only: {first_paint:.2f}",
    })  # fmt: skip
    rows.append({
        "what": "interpreter start (python -c)", "value": f"{median(python_only):.3f} s", "goal": None,
        "pass": None, "seconds": median(python_only), "note": "spawn to first line; included in both start-ups",
    })  # fmt: skip
    return rows


# ------------------------------------------------------------- run (in-process)
def thread_cpu_s(name: str) -> float:
    """CPU seconds used so far by this process's thread named ``name`` (Linux /proc; NaN if not found).

    Qt names a QThread's OS thread after its objectName: the app's training thread is "training".
    """
    ticks = os.sysconf("SC_CLK_TCK")
    for task in Path("/proc/self/task").glob("*"):
        try:
            if (task / "comm").read_text().strip() == name:
                fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
                return (int(fields[11]) + int(fields[12])) / ticks  # utime + stime
        except (OSError, IndexError, ValueError):
            continue
    return float("nan")


class RunProbe:
    """Counts, over one measurement window, what the GUI thread does while training runs.

    A precise 5 ms QTimer records how late each tick is (relative to the
    previous tick + 5 ms); ``training.updated`` emissions and Paint events of
    the canvas viewport are counted; CPU time of the GUI thread, the training
    thread and the process is taken.
    """

    def __init__(self, window: Any) -> None:
        from PySide6.QtCore import QEvent, Qt, QTimer

        self.window = window
        self.lateness_ms: list[float] = []
        self.ticks_at: list[float] = []  # perf_counter of each tick
        self.updates = 0
        self.paints = 0
        self._last_tick = 0.0
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(PROBE_MS)
        self._timer.timeout.connect(self._tick)
        self._counter = event_filter(QEvent.Type.Paint, self._painted)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lateness_ms.append(max(0.0, (now - self._last_tick) * 1000 - PROBE_MS))
        self.ticks_at.append(now)
        self._last_tick = now

    def _updated(self, *_: object) -> None:  # updated carries the snapshot
        self.updates += 1

    def _painted(self) -> None:
        self.paints += 1

    def measure(
        self, seconds: float, profile: cProfile.Profile | None = None, start_with: Callable[[], None] | None = None
    ) -> dict[str, float]:
        """Run the event loop for ``seconds`` while counting; the raw numbers of this window.

        ``start_with`` (say, a click on Run) is done in the loop's first turn: the window counts from it.
        """
        from PySide6.QtCore import QEventLoop, QTimer

        training = self.window.training
        viewport = self.window.canvas.viewport()
        training.updated.connect(self._updated)
        viewport.installEventFilter(self._counter)
        loop = QEventLoop()
        step0, rss0 = self._state("step"), rss_mb()
        cpu0, gui0, worker0 = time.process_time(), time.thread_time(), thread_cpu_s(TRAINING_THREAD)
        start = self._last_tick = time.perf_counter()
        self._timer.start()
        if start_with is not None:
            QTimer.singleShot(0, start_with)
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        if profile is not None:
            profile.enable()
        loop.exec()
        if profile is not None:
            profile.disable()
        self._timer.stop()
        elapsed = time.perf_counter() - start
        gui, worker = time.thread_time() - gui0, thread_cpu_s(TRAINING_THREAD) - worker0
        cpu = time.process_time() - cpu0
        viewport.removeEventFilter(self._counter)
        training.updated.disconnect(self._updated)
        return {
            "seconds": elapsed, "ticks": len(self.lateness_ms),
            "p50_ms": percentile(self.lateness_ms, 50), "p99_ms": percentile(self.lateness_ms, 99),
            "max_ms": max(self.lateness_ms, default=float("nan")),
            "updates_per_s": self.updates / elapsed, "paints_per_s": self.paints / elapsed,
            "examples_per_s": (self._state("step") - step0) / elapsed, "gui_cpu": gui / elapsed,
            "worker_cpu": worker / elapsed, "process_cpu": cpu / elapsed,
            "gui_ms_per_paint": 1000 * gui / self.paints if self.paints else float("nan"),
            "rss_growth_mb_per_s": (rss_mb() - rss0) / elapsed, "epoch": self._state("epoch"),
        }  # fmt: skip

    def _state(self, name: str) -> int:
        state = self.window.training.state()
        return getattr(state, name) if state is not None else 0


def spin_until(app: Any, condition: Callable[[], bool], timeout_s: float = 30.0) -> None:
    """Process events until ``condition()`` holds; RuntimeError after ``timeout_s``."""
    deadline = time.perf_counter() + timeout_s
    while not condition():
        if time.perf_counter() > deadline:
            raise RuntimeError(f"timed out after {timeout_s:.0f} s")
        app.processEvents()
        time.sleep(0.001)


def spin_for(seconds: float) -> None:
    """Run the event loop for ``seconds`` (the window keeps painting)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def load_points(app: Any, window: Any, n: int) -> None:
    """Give the window ``n`` blob points and wait until the training thread has reset on them.

    ``state()`` is the new run's step 0 at once after the reset; the training thread has
    started the run when its first frame brought the run's start (the run log).
    """
    from core.session.points import PointSet

    training = window.training
    old_run = training.run_id
    X, y = two_blobs(n)
    window.points.reset(PointSet(X, y))
    window.canvas.fit_to_data()

    def reset_done() -> bool:
        state = training.state()
        return (
            training.run_id != old_run and state is not None and state.run == training.run_id
            and training.run_log is not None
        )  # fmt: skip

    spin_until(app, reset_done)


LAYOUTS = {
    "default": "the default layout",
    "docks": "Weight Space, the loss panel and the inspector in front as well",
}


def open_layout(window: Any, layout: str) -> None:
    """The docks of ``layout`` (see LAYOUTS), opened as the View menu opens them."""
    from PySide6.QtWidgets import QDockWidget

    if layout == "docks":
        window.docks.set_weight_space(True)
        window.docks.set_loss_panel(True)
        inspector = window.findChild(QDockWidget, "inspectorDock")
        inspector.show()
        inspector.raise_()


def click_run(window: Any) -> None:
    """A left click on the toolbar's Run button."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QToolBar

    action = window.actions_by_name["actionRun"]
    buttons = [bar.widgetForAction(action) for bar in window.findChildren(QToolBar) if bar.isVisible()]
    button = next(b for b in buttons if b is not None)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def child_run(n: int, layout: str, plan: Plan, profile: bool) -> dict[str, Any]:
    """One Run as a user meets it, in this (fresh) process: the default window, ``n`` points, a click on Run.

    The window opens (``layout``'s docks too), gets the points and is clicked once their run is reset and drawn:
    the measurement counts from the click, for ``plan.run_s``, so the run's start is in it (the compiled loops
    load in the background meanwhile; numba's cache is warm).
    """
    prepare_path()
    ensure_platform()
    from PySide6.QtWidgets import QApplication

    with tempfile.TemporaryDirectory(prefix="perceptron-bench-") as folder:
        isolate_settings(folder)
        app = QApplication([sys.argv[0]])
        from core.learn import compiled
        from perceptron_gui import MainWindow
        from perceptron_gui.work.fast_loops import loader

        ready: list[float] = []
        loader().ready.connect(lambda: ready.append(time.perf_counter()))
        window = MainWindow()
        window.show()
        wait_for_first_paint(window.canvas.viewport())
        window.speed.setValue(window.speed.maximum())
        window.document.settings.update(max_epochs=MAX_EPOCHS)
        open_layout(window, layout)
        load_points(app, window, n)
        settled_s = wait_until_idle()  # a user clicks Run once the points are drawn, not while they are digested
        loaded_at_click = compiled.loaded()
        probe = RunProbe(window)
        clicked: list[float] = []

        def click() -> None:
            clicked.append(time.perf_counter())
            click_run(window)

        profiler = cProfile.Profile() if profile else None
        result: dict[str, Any] = probe.measure(plan.run_s, profiler, start_with=click)
        if not window.training.running:
            raise RuntimeError(f"the run stopped during the measurement: {window.training.message!r}, {result}")
        window.training.pause()
        spin_until(app, lambda: not window.training.running)
        close_window(window)
    loads = ready[0] - clicked[0] if ready and not loaded_at_click else 0.0
    after = [late for at, late in zip(probe.ticks_at, probe.lateness_ms, strict=True) if at >= clicked[0] + loads]
    result.update(
        loops_loaded_at_click=loaded_at_click, loops_in_after_s=loads, settled_before_click_s=settled_s,
        p99_after_loops_ms=percentile(after, 99), profile=profile_text(profiler) if profiler else "",
    )  # fmt: skip
    return result


def run_child_run(n: int, layout: str, quick: bool, profile: bool) -> dict[str, Any]:
    """Spawn one Run child; its measurement."""
    command = [sys.executable, str(Path(__file__).resolve()), "--child", "run", "--n", str(n), "--layout", layout]
    command += ["--quick"] if quick else []
    command += ["--profile"] if profile else []
    proc = subprocess.run(command, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S, check=False)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"run child ({n:,} points, {layout}) failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    return json.loads(lines[-1])


def measure_runs(
    plan: Plan, sizes: Sequence[int], quick: bool, profile: bool
) -> tuple[list[dict], dict[str, list[dict]], dict[str, str]]:
    """Run children alternating sizes and layouts; the table rows, the raw numbers and the profiles."""
    runs: dict[tuple[int, str], list[dict[str, Any]]] = {(n, layout): [] for n in sizes for layout in LAYOUTS}
    for k in range(plan.runs):
        for n in sizes if k % 2 == 0 else list(reversed(sizes)):
            for layout in LAYOUTS if k % 2 == 0 else list(reversed(LAYOUTS)):
                runs[(n, layout)].append(run_child_run(n, layout, quick, profile))
                print_run(k, plan.runs, n, runs[(n, layout)][-1], f", {layout} layout")
    rows = []
    for n in sizes:
        for layout in LAYOUTS:
            rows += run_rows(n, runs[(n, layout)], f", {layout} layout")
    raw = {
        f"{n}/{layout}": [{k: v for k, v in r.items() if k != "profile"} for r in rs]
        for (n, layout), rs in runs.items()
    }
    profiles = {f"{n:,} points, {layout} layout": rs[0]["profile"] for (n, layout), rs in runs.items() if profile}
    return rows, raw, profiles


def frame_cost(app: Any, window: Any, n: int, frames: int) -> dict[str, float]:
    """One frame's cost with training paused: ``training.updated`` (the window's redraw) + a synchronous repaint.

    The model is the one after the first epoch on ``n`` blob points; this is
    what the GUI thread must do per frame during a run, without any
    contention from the training thread.
    """
    load_points(app, window, n)
    window.training.step_epoch()
    spin_until(app, lambda: window.training.state().step >= n)
    spin_for(0.1)
    viewport = window.canvas.viewport()
    walls, cpus = [], []
    for _ in range(frames + 2):
        wall, cpu = time.perf_counter(), time.thread_time()
        window.training.updated.emit(window.training.state())
        viewport.repaint()
        walls.append(1000 * (time.perf_counter() - wall))
        cpus.append(1000 * (time.thread_time() - cpu))
    return {"wall_ms": median(walls[2:]), "cpu_ms": median(cpus[2:])}  # the first two warm caches up


def weight_space_cost(app: Any, window: Any, n: int, frames: int) -> dict[str, float]:
    """One weight-space refresh (its picture from core, drawn) + a synchronous repaint of its plane, paused.

    The state is the one after the first epoch on ``n`` blob points (thousands of mistakes): what the
    dock does at most every REFRESH_MS during a run, without contention from the training thread.
    """
    load_points(app, window, n)
    window.docks.set_weight_space(True)
    window.training.step_epoch()
    spin_until(app, lambda: window.training.state().step >= n)
    spin_for(0.3)
    panel = window.weight_space
    walls, cpus = [], []
    for _ in range(frames + 2):
        wall, cpu = time.perf_counter(), time.thread_time()
        panel.refresh()
        panel.plot.viewport().repaint()
        walls.append(1000 * (time.perf_counter() - wall))
        cpus.append(1000 * (time.thread_time() - cpu))
    window.docks.set_weight_space(False)
    spin_for(0.1)
    return {"wall_ms": median(walls[2:]), "cpu_ms": median(cpus[2:])}


def trace_append(app: Any, window: Any, plan: Plan) -> dict[str, float]:
    """The probe while the trace table takes TRACE_ROWS new rows at once (Epoch on TRACE_ROWS points).

    The trace dock is in front, following the latest row; the window must stay
    responsive while the rows are appended (beginInsertRows) and the table scrolls
    to them.  Also: how long until the table lists them all, and the memory it took.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDockWidget

    window.findChild(QDockWidget, "traceDock").raise_()
    load_points(app, window, TRACE_ROWS)
    spin_for(0.2)
    model = window.trace_panel.model
    rss0, shown = rss_mb(), {}
    start = time.perf_counter()

    def check() -> None:
        if model.rowCount() >= TRACE_ROWS and "s" not in shown:
            shown["s"] = time.perf_counter() - start

    watch = QTimer()
    watch.timeout.connect(check)
    watch.start(1)
    QTimer.singleShot(0, window.training.step_epoch)
    result = RunProbe(window).measure(max(1.0, plan.run_s))
    watch.stop()
    result.update(rows=model.rowCount(), seconds_to_rows=shown.get("s", float("nan")), rss_mb=rss_mb() - rss0)
    return result


def trace_rows(runs: list[dict[str, float]]) -> list[dict]:
    """The trace-table append rows (median over the repetitions)."""
    med = {key: median([r[key] for r in runs]) for key in runs[0]}
    return [
        {"what": f"trace table: append {TRACE_ROWS:,} rows, latency p99", "value": f"{med['p99_ms']:.2f} ms",
         "goal": f"<= {TRACE_P99_MS:g} ms", "pass": med["p99_ms"] <= TRACE_P99_MS, "ms": med["p99_ms"],
         "note": (f"p50 {med['p50_ms']:.2f} ms, max {med['max_ms']:.1f} ms; all {med['rows']:,.0f} rows listed "
                  f"{1000 * med['seconds_to_rows']:.0f} ms after Epoch; RSS {med['rss_mb']:+.0f} MB; "
                  f"median of {len(runs)}")},
    ]  # fmt: skip


def idle_latency(plan: Plan, window: Any) -> dict[str, float]:
    """The probe on a paused window (the timer's own jitter on this machine)."""
    spin_for(0.1)
    return RunProbe(window).measure(plan.idle_s)


def prepare_window(app: Any) -> Any:
    """A shown MainWindow at full speed with MAX_EPOCHS (settings must be isolated first)."""
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.show()
    window.speed.setValue(window.speed.maximum())
    window.document.settings.update(max_epochs=MAX_EPOCHS)
    spin_for(0.2)
    return window


def measure_in_process(plan: Plan, sizes: Sequence[int]) -> tuple[list[dict], dict]:
    """For reference, in one window of this process: idle latency, paused frame costs and the trace table."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="perceptron-bench-") as folder:
        isolate_settings(folder)
        window = prepare_window(app)
        try:
            idle = idle_latency(plan, window)
            costs = {n: frame_cost(app, window, n, plan.frames) for n in sizes}
            dock_costs = {n: weight_space_cost(app, window, n, plan.frames) for n in sizes}
            appends = []
            for k in range(plan.runs):
                appends.append(trace_append(app, window, plan))
                print(f"    trace append {k + 1}/{plan.runs}: latency p99 {appends[-1]['p99_ms']:.1f} ms", flush=True)
        finally:
            close_window(window)
            app.processEvents()
    rows = [idle_row(idle), *trace_rows(appends)]
    for n in sizes:
        cost = dock_costs[n]
        rows.append(frame_cost_row(n, costs[n]))
        rows.append({
            "what": f"{n:,} pts, paused: one weight-space refresh, GUI CPU", "value": f"{cost['cpu_ms']:.1f} ms",
            "goal": None, "pass": None, **cost,
            "note": f"wall {cost['wall_ms']:.1f} ms (picture from core, drawn, the plane repainted)",
        })  # fmt: skip
    raw = {"idle": idle, "frame_cost": costs, "weight_space_cost": dock_costs, "trace_append": appends}
    return rows, raw


def print_run(k: int, total: int, n: int, r: dict[str, float], where: str = "") -> None:
    """A progress line for one run window."""
    print(f"    run {k + 1}/{total}, {n:,} points{where}: latency p99 {r['p99_ms']:.1f} ms, "
          f"{r['updates_per_s']:.1f} updates/s, {r['paints_per_s']:.1f} paints/s, "
          f"{r['examples_per_s']:.3g} examples/s", flush=True)  # fmt: skip


def idle_row(idle: dict[str, float]) -> dict:
    """The idle latency row (no goal: the reference for the timer's jitter)."""
    return {
        "what": "idle (paused): latency p50 / p99", "value": f"{idle['p50_ms']:.2f} / {idle['p99_ms']:.2f} ms",
        "goal": None, "pass": None, "p50_ms": idle["p50_ms"], "p99_ms": idle["p99_ms"],
        "note": f"max {idle['max_ms']:.1f} ms, {idle['ticks']} ticks of a {PROBE_MS} ms precise QTimer",
    }  # fmt: skip


def frame_cost_row(n: int, cost: dict[str, float]) -> dict:
    """The paused frame-cost row (no goal: what one frame costs the GUI thread without contention)."""
    return {
        "what": f"{n:,} pts, paused: one frame, GUI CPU", "value": f"{cost['cpu_ms']:.1f} ms", "goal": None,
        "pass": None, **cost,
        "note": f"wall {cost['wall_ms']:.1f} ms (updated + repaint); at most {1000 / cost['cpu_ms']:.0f} fps "
                "on a free core",
    }  # fmt: skip


def run_rows(n: int, runs: list[dict[str, float]], where_note: str = "") -> list[dict]:
    """Median over the runs on ``n`` points, as table rows with their goals (``where_note``: e.g. the dock open)."""
    med = {key: median([float(r[key]) for r in runs]) for key in runs[0] if key != "profile"}
    fps_goal, p99_goal = RUN_GOALS.get(n, (None, None))
    fps = min(med["updates_per_s"], med["paints_per_s"])  # a frame needs both a redraw and a paint
    each_p99 = " / ".join(f"{r['p99_ms']:.1f}" for r in runs)
    each_fps = " / ".join(f"{min(r['updates_per_s'], r['paints_per_s']):.1f}" for r in runs)
    where = f"{n:,} pts, Run{where_note}"
    return [
        {"what": f"{where}: latency p50", "value": f"{med['p50_ms']:.2f} ms", "goal": None, "pass": None,
         "ms": med["p50_ms"], "note": f"median of {len(runs)} windows of {med['seconds']:.1f} s"},
        {"what": f"{where}: latency p99", "value": f"{med['p99_ms']:.2f} ms",
         "goal": f"<= {p99_goal:g} ms" if p99_goal else None, "pass": med["p99_ms"] <= p99_goal if p99_goal else None,
         "ms": med["p99_ms"],
         "note": (f"each run: {each_p99} ms; max {med['max_ms']:.1f} ms; compiled loops in "
                  f"{med['loops_in_after_s']:.2f} s after the click, then p99 {med['p99_after_loops_ms']:.1f} ms; "
                  f"clicked {med['settled_before_click_s']:.2f} s after the points were reset")},
        {"what": f"{where}: frames per second", "value": f"{fps:.1f}",
         "goal": f">= {fps_goal:g}" if fps_goal else None, "pass": fps >= fps_goal if fps_goal else None, "fps": fps,
         "note": (f"each window: {each_fps}; updated {med['updates_per_s']:.1f}/s, "
                  f"viewport paints {med['paints_per_s']:.1f}/s; "
                  f"GUI CPU {med['gui_ms_per_paint']:.1f} ms per paint")},
        {"what": f"{where}: examples per second", "value": f"{med['examples_per_s']:.3g}", "goal": None,
         "pass": None, "examples_per_s": med["examples_per_s"],
         "note": (f"CPU: GUI thread {med['gui_cpu']:.0%}, training thread {med['worker_cpu']:.0%}, "
                  f"process {med['process_cpu']:.0%}")},
        {"what": f"{where}: memory growth", "value": f"{med['rss_growth_mb_per_s']:.0f} MB/s", "goal": None,
         "pass": None, "mb_per_s": med["rss_growth_mb_per_s"],
         "note": f"RSS during the window; epoch {med['epoch']:,.0f} at its end"},
    ]  # fmt: skip


def profile_text(profile: cProfile.Profile, top: int = 18) -> str:
    """The GUI thread's hottest functions (by own time) of a profile."""
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


# ------------------------------------------------------------------- printing
COLUMNS = [("measurement", "what"), ("value", "value"), ("goal", "goal"), ("pass", "pass"), ("notes", "note")]


def fmt(value: Any) -> str:
    """A table cell: yes/no for booleans, '-' for None."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def environment() -> dict:
    """Machine and library versions for the header."""
    import pyqtgraph as pg
    import PySide6
    from PySide6 import QtCore

    return benchtools.environment(
        pyside6=PySide6.__version__, qt=QtCore.qVersion(), pyqtgraph=pg.__version__,
        qpa_platform=os.environ.get("QT_QPA_PLATFORM", "(default)"), git=git_revision(),
    )  # fmt: skip


def git_revision() -> str:
    """The repository's HEAD commit (short), with "+changes" when the tree differs from it; "?" without git."""
    root = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return head + ("+changes" if dirty else "")


def write_bytecode() -> None:
    """The app's byte-code, written ahead as ``make run`` does (only the modules whose source changed)."""
    import compileall

    root = Path(__file__).resolve().parent.parent
    for package in ("core", "perceptron_gui"):
        compileall.compile_dir(root / package, quiet=1)


def load_average() -> str:
    """The 1-minute load average (other processes share the machine), or "?"."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except OSError:
        return "?"


# ------------------------------------------------------------------------ main
def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = benchtools.arguments(__doc__.splitlines()[0], "fewer and shorter measurements (< 30 s)")
    parser.add_argument("--profile", action="store_true", help="cProfile the GUI thread during the runs")
    parser.add_argument(
        "--sizes", nargs="+", default=[",".join(map(str, DEFAULT_SIZES))], metavar="N",
        help="points per Run measurement, separated by spaces or commas (default: 100000 1000000)",
    )  # fmt: skip
    parser.add_argument(
        "--parts", nargs="+", choices=PARTS, default=list(PARTS), help="measure only these parts (default: all)"
    )
    parser.add_argument(
        "--no-bytecode", action="store_true",
        help="do not write the app's byte-code ahead as `make run` does (with PYTHONDONTWRITEBYTECODE set, every "
        "start then compiles the app's modules from source)",
    )  # fmt: skip
    parser.add_argument("--child", choices=["startup-ours", "startup-bare", "run"], help=argparse.SUPPRESS)
    parser.add_argument("--n", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--layout", choices=list(LAYOUTS), help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def sizes_of(words: Sequence[str]) -> list[int]:
    """The Run sizes of ``--sizes`` (spaces or commas; "1e6" and "1_000_000" allowed), each once, in order."""
    sizes: list[int] = []
    for word in ",".join(words).split(","):
        if word.strip():
            try:
                n = int(float(word.replace("_", "")))
            except ValueError:
                n = 0
            if n < 2:
                raise SystemExit(f"--sizes: {word!r} is not a number of points (at least 2)")
            if n not in sizes:
                sizes.append(n)
    if not sizes:
        raise SystemExit("--sizes: no size given")
    return sizes


def child_main(which: str) -> int:
    """A start-up child: print its marks (absolute perf_counter values) as one JSON line."""
    marks = child_startup(which.removeprefix("startup-"))
    marks["spawn"] = float(os.environ.get(SPAWN_ENV, marks["script"]))
    print(json.dumps(marks))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run every measurement, print the table, write JSON if asked."""
    args = parse_args(argv)
    if args.child == "run":
        result = child_run(args.n, args.layout, QUICK if args.quick else FULL, args.profile)
        print(json.dumps(result))
        return 0
    if args.child:
        return child_main(args.child)
    prepare_path()
    ensure_platform()
    plan = QUICK if args.quick else FULL
    sizes = sizes_of(args.sizes)
    if not args.no_bytecode:
        write_bytecode()
    env = environment()
    env["bytecode"] = "as make run leaves it" if not args.no_bytecode else "not written ahead"
    env["PYTHONDONTWRITEBYTECODE"] = os.environ.get("PYTHONDONTWRITEBYTECODE", "")
    print(
        f"GUI benchmark ({'quick' if args.quick else 'full'}): cpu_count={env['cpu_count']}, python {env['python']}, "
        f"PySide6 {env['pyside6']} (Qt {env['qt']}), pyqtgraph {env['pyqtgraph']}, numpy {env['numpy']}, "
        f"QT_QPA_PLATFORM={env['qpa_platform']}, git {env['git']}, load average {load_average()}, "
        f"PYTHONDONTWRITEBYTECODE={env['PYTHONDONTWRITEBYTECODE'] or '(unset)'}, the app's byte-code "
        f"{env['bytecode']}",
        flush=True,
    )
    start = time.perf_counter()
    rows: list[dict] = []
    raw: dict[str, Any] = {}
    profiles: dict[str, str] = {}
    if "startup" in args.parts:
        print(f"  start-up: {plan.startups} subprocesses per side (+1 warm-up each) ...", flush=True)
        startup, raw["startup"] = measure_startup(plan)
        rows += startup
    if "runs" in args.parts:
        print(f"  runs: {plan.runs} new processes per size and layout, {plan.run_s:g} s from the click on Run, "
              f"full speed, {NOISE:.0%} label noise ...", flush=True)  # fmt: skip
        runs, raw["runs"], profiles = measure_runs(plan, sizes, args.quick, args.profile)
        rows += runs
    if "reference" in args.parts:
        print("  for reference, in this process: idle latency, paused frame costs, the trace table ...", flush=True)
        reference, raw["reference"] = measure_in_process(plan, sizes)
        rows += reference
    elapsed = time.perf_counter() - start
    missed = [row["what"] for row in rows if row["pass"] is False]
    print()
    print(benchtools.table("Perceptron Studio GUI (medians)", COLUMNS, rows, fmt))
    print()
    print(f"goals missed: {', '.join(missed) if missed else 'none'}")
    print(f"total {elapsed:.1f} s; load average now {load_average()} (on {env['cpu_count']} CPUs)")
    for n, text in profiles.items():
        print(f"\nGUI-thread profile during the runs of {n} (by own time):\n{text}")
    if args.json:
        results = {
            "environment": env, "quick": args.quick, "plan": plan.__dict__, "seconds": elapsed,
            "rows": rows, "goals_missed": missed, "raw": raw, "profiles": profiles,
        }  # fmt: skip
        args.json.write_text(json.dumps(results, indent=2) + "\n")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
