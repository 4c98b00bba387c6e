"""Soak of the Perceptron Studio window: minutes of scripted use on 1e5 noisy points (issue 17).

Run from the repository root, gently (the machine may be shared)::

    nice python bench/soak.py                 # 3 minutes on 100,000 points
    nice python bench/soak.py --minutes 7     # longer
    nice python bench/soak.py --quick         # 1 minute on 20,000 points (a smoke test)
    nice python bench/soak.py --json out.json # also write the results as JSON

The window (offscreen) goes through a fixed-seed random script of what a user does: Run and Pause,
Step, Step to Mistake and Step Epoch (paused when they take long), Reset, variant switches (the
kernel perceptron included), edits (add, move, delete, undo, redo), time travel, zoom and pan (a
new decision grid), and exports (the model, the trace as CSV, sometimes cancelled, and PNG images).
Every few seconds it prints resident memory.  At the end it closes the window (cancelling any
export still pending) and prints a table.

Measured:
- resident memory (VmRSS) every few seconds, its peak, and the peak after the first minute;
- the worst event-loop stall: the lateness of a 20 ms precise timer on the GUI thread;
- the worst training-thread silence: the longest gap between two frames from the training thread
  while it is running or stepping (counted from the Run or Step command, not from a frame while idle),
  and the longest wait for its answer to Pause, Reset or an edit
  (the worker's first frame of the new run, or its "Paused." frame);
- exceptions (uncaught, or shown in an "Unexpected error" dialog) and Qt warnings (every message of
  warning level or above, except the offscreen plugin's propagateSizeHints notice);
- how long Close takes.

Goals: memory under MEMORY_BOUND_MB; no stall above 0.5 s; every answer of the training thread
within 0.3 s and no silence above 0.5 s; no exception; no Qt warning; Close within 1 s.
The exit status is 0; missed goals are listed under the table.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import benchtools

benchtools.use_repository_root()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, Qt, QTimer, QtMsgType, qInstallMessageHandler  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton  # noqa: E402

MEMORY_BOUND_MB = 1500  # the app's history caps (1e6 mistakes) and the kernel grid's blocks keep it below
STALL_GOAL_S = 0.5
ANSWER_GOAL_S = 0.3
CLOSE_GOAL_S = 1.0
REPORT_EVERY_S = 5.0
VARIANTS = ("perceptron", "averaged", "voted", "batch", "kernel")
TRAINING_ACTIONS = ("actionRun", "actionStep", "actionStepToMistake", "actionStepEpoch")
HARMLESS = ("This plugin does not support propagateSizeHints()",)


def rss_mb() -> float:
    """Resident memory of this process in MB (VmRSS)."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def spin(ms: float) -> None:
    """Let the event loop run for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(int(ms), loop.quit)
    loop.exec()


def wait_for(condition: Callable[[], bool], timeout_s: float) -> float | None:
    """Spin until ``condition()``; the seconds it took, or None after ``timeout_s``."""
    start = time.perf_counter()
    while not condition():
        if time.perf_counter() - start > timeout_s:
            return None
        spin(2)
    return time.perf_counter() - start


class Probes:
    """Event-loop stalls, training-thread silences and answers, exceptions and Qt warnings."""

    def __init__(self, window) -> None:
        self.window = window
        self.stall = 0.0
        self.silence = 0.0
        self.answer = 0.0
        self.op = ""  # the scripted operation going on (to say where the worst of each happened)
        self.worst_op = {"stall": "", "silence": "", "answer": ""}
        self.answers = 0
        self.unanswered = 0
        self.exceptions: list[str] = []
        self.warnings: list[str] = []
        self.harmless = 0
        self._last_frame: float | None = None
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last_tick = self._clock.elapsed()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start(20)
        window.training.updated.connect(self._frame)
        qInstallMessageHandler(self._qt_message)
        previous = sys.excepthook

        def hook(kind, error, tb) -> None:
            self.exceptions.append(f"{kind.__name__}: {error}")
            traceback.print_exception(kind, error, tb)
            previous(kind, error, tb)

        sys.excepthook = hook

    def _tick(self) -> None:
        now = self._clock.elapsed()
        late = (now - self._last_tick - 20) / 1000
        if late > self.stall:
            self.stall, self.worst_op["stall"] = late, self.op
        self._last_tick = now
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "unexpectedErrorDialog" and widget.isVisible():
                self.exceptions.append(widget.text().splitlines()[0])
                widget.close()
            elif widget.objectName() == "errorDialog" and widget.isVisible():
                widget.close()  # an expected error (say, an export cancelled by the script): said, not a failure

    def _frame(self) -> None:
        now = time.perf_counter()
        training = self.window.training
        busy = training.running or training.stepping
        if self._last_frame is not None and busy and now - self._last_frame > self.silence:
            self.silence, self.worst_op["silence"] = now - self._last_frame, self.op
        self._last_frame = now

    def quiet(self) -> None:
        """Training stopped on purpose: the gap until the next frame is not silence."""
        self._last_frame = None

    def started(self) -> None:
        """Training starts on a command (Run, a step): silence counts from now, not from the last frame while idle."""
        self._last_frame = time.perf_counter()

    def answered(self, seconds: float | None) -> None:
        """Record how long the training thread took to answer a command (None: not within 5 s)."""
        if seconds is None:
            self.unanswered += 1
        else:
            self.answers += 1
            if seconds > self.answer:
                self.answer, self.worst_op["answer"] = seconds, self.op

    def _qt_message(self, kind: QtMsgType, context, text: str) -> None:
        if kind == QtMsgType.QtDebugMsg or kind == QtMsgType.QtInfoMsg:
            return
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            print(f"Qt: {text}", file=sys.stderr, flush=True)  # a fatal one ends the process after this
        if any(h in text for h in HARMLESS):
            self.harmless += 1
        else:
            self.warnings.append(text)

    def stop(self) -> None:
        self._timer.stop()
        qInstallMessageHandler(None)


class Script:
    """A fixed-seed random user of the window."""

    def __init__(self, window, probes: Probes, rng: np.random.Generator, out: Path) -> None:
        self.w = window
        self.p = probes
        self.rng = rng
        self.out = out
        self.counts: dict[str, int] = {}
        self.exports = 0
        self.trace_ops = bool(os.environ.get("SOAK_TRACE"))

    def action(self, name: str) -> None:
        if name in TRAINING_ACTIONS:
            self.p.started()
        self.w.actions_by_name[name].trigger()

    def new_run_answered(self, before: int) -> float | None:
        """Seconds until the worker's first frame of a run newer than ``before`` arrived."""
        training = self.w.training
        return wait_for(lambda: training.run_id > before and training.run_log is not None, 5.0)

    def run_and_pause(self) -> None:
        self.action("actionRun")
        spin(self.rng.uniform(300, 1500))
        self.pause()

    def pause(self) -> None:
        training = self.w.training
        if not (training.running or training.stepping):
            return
        self.p.quiet()
        self.action("actionPause")
        self.p.answered(wait_for(lambda: training.state() is None or training.state().message == "Paused.", 5.0))

    def step(self) -> None:
        self.action(str(self.rng.choice(["actionStep", "actionStepToMistake", "actionStepEpoch"])))
        spin(self.rng.uniform(50, 600))
        self.pause()

    def reset(self) -> None:
        before = self.w.training.run_id
        self.p.quiet()
        self.action("actionReset")
        self.p.answered(self.new_run_answered(before))

    def variant(self) -> None:
        combo = self.w.controls.algorithm
        choice = str(self.rng.choice(VARIANTS))
        before = self.w.training.run_id
        self.p.quiet()
        combo.setCurrentIndex(combo.findData(choice))
        if self.w.training.run_id > before:
            self.p.answered(self.new_run_answered(before))

    def edit(self) -> None:
        points = self.w.points
        n = len(points.points)
        before = self.w.training.run_id
        self.p.quiet()
        kind = self.rng.choice(["add", "move", "delete", "undo", "redo"])
        if kind == "add":
            points.add(self.rng.normal(size=(1, 2)), int(self.rng.choice(points.points.classes)))
        elif kind == "move" and n:
            i = int(self.rng.integers(n))
            points.move([i], self.rng.normal(size=(1, 2)))
        elif kind == "delete" and n > 10:
            points.delete([int(self.rng.integers(n))])
        elif kind == "undo":
            points.undo_stack.undo()
        else:
            points.undo_stack.redo()
        if self.w.training.run_id > before:
            self.p.answered(self.new_run_answered(before))

    def travel(self) -> None:
        trace = self.w.training.trace
        if trace is None or trace.last_step < 1:
            return
        self.p.quiet()
        for _ in range(int(self.rng.integers(1, 6))):
            self.w.training.travel_to(int(self.rng.integers(0, trace.last_step + 1)))
            spin(30)
        self.w.travel.back_to_latest()

    def view(self) -> None:
        vb = self.w.canvas.getPlotItem().vb
        cx, cy = self.rng.normal(scale=0.5, size=2)
        half = self.rng.uniform(1.0, 5.0)
        vb.setRange(xRange=(cx - half, cx + half), yRange=(cy - half, cy + half), padding=0)
        spin(150)

    def export(self) -> None:
        self.exports += 1
        kind = self.rng.choice(["model", "trace", "trace-cancelled", "image"])
        path = self.out / f"export{self.exports}"
        if kind == "image":
            self.w.exports.export_image_to(path.with_suffix(".png"), 800)
            return
        if kind == "model":
            self.w.training.export("model", str(path.with_suffix(".json")))
            return
        self.w.training.export("trace", str(path.with_suffix(".csv")))
        if kind == "trace-cancelled":
            spin(self.rng.uniform(50, 400))
            self.w.training.cancel_exports()
        wait_for(lambda: not self.w.training.pending_exports(), 60.0)

    def once(self) -> None:
        ops = {
            "run": self.run_and_pause,
            "step": self.step,
            "reset": self.reset,
            "variant": self.variant,
            "edit": self.edit,
            "travel": self.travel,
            "view": self.view,
            "export": self.export,
        }
        weights = np.array([4, 4, 2, 2, 4, 2, 2, 1], dtype=float)
        name = str(self.rng.choice(list(ops), p=weights / weights.sum()))
        self.counts[name] = self.counts.get(name, 0) + 1
        self.p.op = f"{name} ({self.w.settings().variant})"
        if self.trace_ops:
            print(f"    {name}", file=sys.stderr, flush=True)
        ops[name]()


def close_window(window) -> float:
    """Close, answering Discard for unsaved changes and cancelling pending exports; the seconds it took."""

    def answer() -> None:
        for widget in QApplication.topLevelWidgets():
            if not widget.isVisible():
                continue
            if widget.objectName() == "unsavedChangesDialog":
                widget.button(QMessageBox.StandardButton.Discard).click()
            elif widget.objectName() == "pendingExportsDialog":
                widget.findChild(QPushButton, "cancelExportsButton").click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(10)
    start = time.perf_counter()
    window.close()
    took = time.perf_counter() - start
    timer.stop()
    return took


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.splitlines()[0], "1 minute on 20,000 points")
    parser.add_argument("--minutes", type=float, default=3.0, help="how long the script runs (default 3)")
    parser.add_argument("--points", type=int, default=100_000, help="noisy points (default 100,000)")
    parser.add_argument("--seed", type=int, default=17)
    args = benchtools.parse(parser, argv)
    if args.quick:
        args.minutes, args.points = 1.0, 20_000

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication.instance() or QApplication([])
    from core.session.points import PointSet
    from perceptron_gui import MainWindow
    from perceptron_gui.widgets.errors import install_excepthook

    install_excepthook()
    window = MainWindow()
    window.show()
    probes = Probes(window)
    wait_for(lambda: window.training.state() is not None, 30)
    rng = np.random.default_rng(args.seed)
    X = rng.normal(size=(args.points, 2))
    y = np.where(X[:, 0] + rng.normal(size=args.points) > 0, 1, -1)  # a quarter of the labels are noise
    window.points.reset(PointSet(X, y))
    window.canvas.fit_to_data()
    window.speed.setValue(window.speed.maximum())
    window.controls.max_epochs.setValue(1000)
    wait_for(lambda: window.training.run_log is not None, 30)
    start_rss = rss_mb()
    out = Path(tempfile.mkdtemp(prefix="soak-exports-"))
    script = Script(window, probes, rng, out)
    samples: list[tuple[float, float]] = []
    start = time.perf_counter()
    next_report = 0.0
    print(f"soak: {args.points:,} points, {args.minutes:g} minutes, seed {args.seed}; resident {start_rss:.0f} MB")
    while (elapsed := time.perf_counter() - start) < 60 * args.minutes:
        script.once()
        if elapsed >= next_report:
            samples.append((elapsed, rss_mb()))
            ops = sum(script.counts.values())
            print(
                f"  t={elapsed:6.1f} s  rss={samples[-1][1]:7.1f} MB  ops={ops:5d}  "
                f"stall<={probes.stall:.3f} s  silence<={probes.silence:.3f} s  answer<={probes.answer:.3f} s",
                flush=True,
            )
            next_report = elapsed + REPORT_EVERY_S
    samples.append((time.perf_counter() - start, rss_mb()))
    # The last act: an export the worker is busy with, another queued behind it, then Close.
    window.training.export("trace", str(out / "last.csv"))
    window.training.export("model", str(out / "last.json"))
    spin(100)
    probes.stop()
    close_s = close_window(window)
    spin(200)
    peak = max(r for _, r in samples)
    settled = [r for t, r in samples if t >= 60] or [peak]
    result = {
        "points": args.points,
        "minutes": args.minutes,
        "operations": sum(script.counts.values()),
        "counts": script.counts,
        "rss_start_mb": round(start_rss, 1),
        "rss_peak_mb": round(peak, 1),
        "rss_peak_after_1min_mb": round(max(settled), 1),
        "rss_end_mb": round(samples[-1][1], 1),
        "worst_stall_s": round(probes.stall, 3),
        "worst_silence_s": round(probes.silence, 3),
        "worst_answer_s": round(probes.answer, 3),
        "answers": probes.answers,
        "unanswered": probes.unanswered,
        "exceptions": probes.exceptions,
        "qt_warnings": probes.warnings,
        "close_s": round(close_s, 3),
        "left_after_close": sorted(p.name for p in out.iterdir() if p.name.startswith("last")),
    }
    left = result["left_after_close"]
    goals = [
        ("resident memory", f"{peak:.0f} MB", f"< {MEMORY_BOUND_MB} MB", peak < MEMORY_BOUND_MB),
        ("worst event-loop stall", f"{probes.stall:.3f} s", f"<= {STALL_GOAL_S} s", probes.stall <= STALL_GOAL_S),
        (
            "worst training-thread silence",
            f"{probes.silence:.3f} s",
            f"<= {STALL_GOAL_S} s",
            probes.silence <= STALL_GOAL_S,
        ),
        (
            "worst answer (pause, reset, edit)",
            f"{probes.answer:.3f} s of {probes.answers}",
            f"<= {ANSWER_GOAL_S} s",
            probes.answer <= ANSWER_GOAL_S and probes.unanswered == 0,
        ),
        ("exceptions", str(len(probes.exceptions)), "0", not probes.exceptions),
        ("Qt warnings", str(len(probes.warnings)), "0", not probes.warnings),
        ("close (export running + one queued)", f"{close_s:.3f} s", f"<= {CLOSE_GOAL_S} s", close_s <= CLOSE_GOAL_S),
        (
            "files left by the cancelled exports",
            str(len(left)),
            "0",
            not left,
        ),
    ]
    rows = [{"what": w, "measured": m, "goal": g, "met": ok} for w, m, g, ok in goals]
    print()
    print(f"operations: {result['operations']} ({', '.join(f'{k} {v}' for k, v in sorted(script.counts.items()))})")
    print(f"resident memory: start {start_rss:.0f} MB, peak {peak:.0f} MB, end {samples[-1][1]:.0f} MB")
    print(
        benchtools.table(
            f"Soak, {args.points:,} noisy points, {args.minutes:g} min",
            [("", "what"), ("measured", "measured"), ("goal", "goal"), ("met", "met")],
            rows,
        )
    )
    missed = [w for w, _, _, ok in goals if not ok]
    print("worst during: " + ", ".join(f"{k}: {v or '-'}" for k, v in probes.worst_op.items()))
    result["worst_during"] = probes.worst_op
    for text in probes.exceptions[:5] + probes.warnings[:5]:
        print("  ", text)
    print("missed goals: " + (", ".join(missed) if missed else "none"))
    if args.json:
        args.json.write_text(json.dumps({"environment": benchtools.environment(), **result}, indent=2))
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
