"""Training on a background thread: a worker that drives the core engine, and its controller.

The worker (a QObject moved to a QThread) owns the :class:`core.learn.engine.Learner`
and is driven by queued signals, so commands run in the order given.  It sends
immutable :class:`core.session.snapshot.Snapshot` objects back; the controller keeps
the latest and emits ``updated`` from a timer at most about 60 times a second,
however fast the engine runs.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from core.files.trace_tables import save_trace_csv, save_trace_latex
from core.session.geometry import GridScores, Rect
from core.session.points import PointSet
from core.session.settings import TrainingSettings, make_learner
from core.session.snapshot import Snapshot, take_snapshot
from core.session.time_travel import past_snapshot
from core.teach.run_log import ProgressTracker, RunLog
from core.teach.trace import Trace

if TYPE_CHECKING:
    from core.learn.engine import Learner

FRAME_MS = 16
START_DELAY_MS = 150
REST_MS = 4  # at full speed the worker rests this long between slices, so the GUI thread always gets a turn
GRID_RESOLUTION = {"kernel": 100}  # kernel grids are updated per mistake: keep them coarser
GRID_RESOLUTION_LINEAR = 160
CATCH_UP_MISTAKES = 50_000  # mistakes the window's run log takes in per frame (bounded work per frame)
SLICE_S = 0.008  # engine time per tick at full speed, so that pause and reset get through quickly


class TrainingWorker(QObject):
    """Runs the engine on the training thread; everything here happens on that thread."""

    snapshot = Signal(object)
    stopped = Signal(object, str)  # snapshot, why ("converged", "max_epochs", "error", "pause")
    exported = Signal(bool, str)  # ok, message

    def __init__(self) -> None:
        super().__init__()
        self._learner: Learner | None = None
        self._classes = np.zeros(0)
        self._settings = TrainingSettings()
        self._grid: GridScores | None = None
        self._tracker: ProgressTracker | None = None
        self._rect: Rect = (-1.0, 1.0, -1.0, 1.0)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._speed = 0.0
        self._credit = 0.0
        self._last_tick = 0.0
        self._last_emit = 0.0
        self._last: tuple = (None, None)  # the last step's result and the weights before it

    @Slot(object, object)
    def reset(self, points: PointSet, settings: TrainingSettings) -> None:
        """Start training again from w0 on these points with these settings."""
        self._timer.stop()
        self._settings = settings
        self._classes = points.classes
        self._learner = make_learner(settings, points.X, points.y) if len(self._classes) >= 2 else None
        self._tracker = ProgressTracker(self._learner) if self._learner is not None else None
        self._last = (None, None)
        self._make_grid()
        self._emit(None, None, force=True)

    @Slot(object)
    def set_view(self, rect: Rect) -> None:
        """Recompute the decision grid over a new view rectangle."""
        self._rect = rect
        self._make_grid()
        self._emit(None, None, force=True)

    @Slot(str)
    def step(self, granularity: str) -> None:
        """One example, to the next mistake, or to the end of the epoch."""
        learner = self._learner
        if learner is None:
            return
        self._timer.stop()
        before = (learner.W.copy(), learner.b.copy())
        try:
            if granularity == "example":
                result = learner.step()
            elif granularity == "mistake":
                result = learner.step_to_mistake(max_epochs=max(1, self._settings.max_epochs - learner.epoch))
            else:
                result = learner.run_epoch()
        except ValueError as error:  # the engine's OverflowTrainingError: say what overflowed
            self._stop("error", str(error))
            return
        self._emit(result, before, force=True)

    @Slot(float)
    def run(self, speed: float) -> None:
        """Train continuously at ``speed`` examples per second (0 = as fast as the engine goes)."""
        if self._learner is None:
            return
        self.set_speed(speed)
        self._credit = 0.0
        self._last_tick = time.perf_counter()
        self._timer.start()

    @Slot(float)
    def set_speed(self, speed: float) -> None:
        """Change the pace of a run."""
        self._speed = speed
        self._timer.setInterval(REST_MS if speed <= 0 else max(FRAME_MS, int(1000 / speed)))

    @Slot()
    def pause(self) -> None:
        """Stop a run, keeping the state."""
        if self._timer.isActive():
            self._timer.stop()
            self._stop("pause", "Paused.")

    @Slot(str, str)
    def export(self, kind: str, path: str) -> None:
        """Write the model ("model") or the trace table to path, here where the learner lives.

        Trace kinds: "trace" (CSV) or "latex", with "-mistakes" for the mistakes only.
        """
        learner = self._learner
        if learner is None:
            self.exported.emit(False, "There is nothing trained to export: add points of at least two classes.")
            return
        try:
            if kind == "model":
                from core.files.model_json import model_from_learner, save_model

                save_model(model_from_learner(learner, self._classes, self._settings), path)
            else:
                trace = Trace(learner)
                mistakes_only = kind.endswith("-mistakes")
                if kind.startswith("latex"):
                    save_trace_latex(trace, path, mistakes_only=mistakes_only)
                else:
                    save_trace_csv(trace, path, mistakes_only=mistakes_only)
        except (OSError, ValueError) as error:
            self.exported.emit(False, f"{path}: {error}")
            return
        what = "model"
        if kind != "model":
            rows = f"{len(trace.mistakes_only()):,} mistakes" if kind.endswith("-mistakes") else f"{len(trace):,} steps"
            what = f"trace ({rows})"
        self.exported.emit(True, f"Exported the {what} to {path}.")

    def _tick(self) -> None:
        learner = self._learner
        if learner is None:
            self._timer.stop()
            return
        now = time.perf_counter()
        result = None
        try:
            if self._speed <= 0:
                deadline = now + SLICE_S
                budget = 256
                while time.perf_counter() < deadline and not self._finished():
                    result = learner.advance(budget)
                    budget = min(budget * 2, 1 << 16)
            else:
                self._credit += self._speed * (now - self._last_tick)
                while self._credit >= 1 and not self._finished():
                    result = learner.advance(int(self._credit))
                    self._credit -= max(result.n_steps, 1)
        except ValueError as error:  # the engine's OverflowTrainingError
            self._stop("error", str(error))
            return
        self._last_tick = now
        if self._finished():
            self._timer.stop()
            why = "converged" if learner.converged else "max_epochs"
            self._stop(why, self._finish_message())
        else:
            self._emit(result, None)

    def _finished(self) -> bool:
        learner = self._learner
        return learner is None or learner.converged or learner.epoch >= self._settings.max_epochs

    def _finish_message(self) -> str:
        learner = self._learner
        assert learner is not None
        if learner.converged:
            return f"Converged: epoch {learner.epoch}, {learner.n_mistakes} mistakes."
        why = "the data may not be linearly separable"
        if self._settings.variant == "kernel":
            why = "the data may not be separable with this kernel"
        return f"Stopped after {learner.epoch} epochs: {why}."

    def _stop(self, why: str, message: str) -> None:
        self._timer.stop()
        snap = self._snapshot(None, None, message)
        self.snapshot.emit(snap)
        self.stopped.emit(snap, why)

    def _make_grid(self) -> None:
        learner = self._learner
        if learner is None:
            self._grid = None
            return
        resolution = GRID_RESOLUTION.get(learner.variant, GRID_RESOLUTION_LINEAR)
        self._grid = GridScores(learner, self._rect, resolution)

    def _snapshot(self, result, before, message: str = "") -> Snapshot | None:  # type: ignore[no-untyped-def]
        if self._learner is None or self._tracker is None:
            return None
        progress = self._tracker.progress()
        return take_snapshot(self._learner, self._classes, result, before, self._grid, message, progress)

    def _emit(self, result, before, force: bool = False) -> None:  # type: ignore[no-untyped-def]
        if result is None:  # a redraw (new view): still show the last step
            result, before = self._last
        else:
            self._last = (result, before)
        now = time.perf_counter()
        if force or now - self._last_emit >= FRAME_MS / 1000:
            self._last_emit = now
            self.snapshot.emit(self._snapshot(result, before))


class TrainingController(QObject):
    """The window's handle on training (``window.training``).

    ``state()`` is the latest snapshot; ``updated`` fires (coalesced, at most
    about 60 per second) when it changes and ``finished`` when a run stops by
    itself (converged, out of epochs, or an error: see ``message``).

    ``run_log`` is the window's copy of the run (:class:`core.teach.run_log.RunLog`) and
    ``trace`` its trace table (None for the kernel variant); ``run_started`` fires
    when a new run replaces them.  Time travel (:meth:`travel_to`) changes only what
    :meth:`shown` returns, never ``state()``; stepping or running returns to the latest.
    """

    updated = Signal()
    run_started = Signal()
    shown_changed = Signal()
    finished = Signal()
    failed = Signal(str)
    running_changed = Signal(bool)

    _reset = Signal(object, object)
    _step = Signal(str)
    _run = Signal(float)
    _speed = Signal(float)
    _pause = Signal()
    _view = Signal(object)
    _export = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: Snapshot | None = None
        self.run_log: RunLog | None = None
        self.trace: Trace | None = None
        self._shown_step: int | None = None
        self._past: Snapshot | None = None
        self._rect: Rect | None = None
        self._pending = False
        self._running = False
        self._started = False
        self._speed_value = 0.0
        self.message = ""
        self._thread = QThread()
        self._thread.setObjectName("training")
        self._worker = TrainingWorker()
        self._worker.moveToThread(self._thread)
        self._reset.connect(self._worker.reset)
        self._step.connect(self._worker.step)
        self._run.connect(self._worker.run)
        self._speed.connect(self._worker.set_speed)
        self._pause.connect(self._worker.pause)
        self._view.connect(self._worker.set_view)
        self._export.connect(self._worker.export)
        self.exported = self._worker.exported  # (ok, message), delivered to slots on the GUI thread
        self._worker.snapshot.connect(self._on_snapshot)
        self._worker.stopped.connect(self._on_stopped)
        self._thread.finished.connect(self._worker.deleteLater)  # its timer must die on its own thread
        self._frame = QTimer(self)
        self._frame.setInterval(FRAME_MS)
        self._frame.timeout.connect(self._flush)
        self._frame.start()
        self._thread.start()
        # The first learner imports numba on the training thread, competing for the GIL: let the window
        # paint first.
        self._pending_reset: tuple[PointSet, TrainingSettings] | None = None
        self._first_reset = QTimer(self)
        self._first_reset.setSingleShot(True)
        self._first_reset.setInterval(START_DELAY_MS)
        self._first_reset.timeout.connect(self._send_first_reset)

    # ------------------------------------------------------------- queries
    def state(self) -> Snapshot | None:
        """The latest snapshot (None before the first reset or with fewer than two classes)."""
        return self._state

    def shown(self) -> Snapshot | None:
        """What the window shows: the latest snapshot, or the past state time travel went to."""
        if self._shown_step is None or self.trace is None or self._state is None:
            return self._state
        past = self._past
        if past is None or past.step != self._shown_step or past.grid_rect != self._rect:
            past = self._past = past_snapshot(self.trace, self._shown_step, self._state.classes, self._rect)
        return past

    @property
    def shown_step(self) -> int | None:
        """The step time travel shows, or None for the latest state."""
        return self._shown_step

    def travel_to(self, t: int | None) -> None:
        """Show the state right after step ``t`` (0: the start; None: the latest); pauses a run first."""
        if t is not None and (self.trace is None or self._state is None):
            return
        if t is not None:
            self.pause()
            t = min(max(int(t), self.trace.first_step - 1), self.trace.last_step)  # type: ignore[union-attr]
            if t == self._state.step:  # type: ignore[union-attr]
                t = None
        if t != self._shown_step:
            self._shown_step = t
            self.shown_changed.emit()

    @property
    def running(self) -> bool:
        """Whether a run is going on."""
        return self._running

    # ------------------------------------------------------------ commands
    def reset(self, points: PointSet, settings: TrainingSettings) -> None:
        """Pause and start again from the beginning."""
        self._set_running(False)
        if self._pending_reset is not None or not self._started:
            self._pending_reset = (points, settings)
            if not self._first_reset.isActive():
                self._first_reset.start()
            return
        self._reset.emit(points, settings)

    def _ensure_started(self) -> None:
        """A command arrived before the delayed first reset: send it now, in order."""
        if not self._started:
            self._first_reset.stop()
            self._send_first_reset()

    def _send_first_reset(self) -> None:
        self._started = True
        if self._pending_reset is not None:
            points, settings = self._pending_reset
            self._pending_reset = None
            self._reset.emit(points, settings)

    def step(self) -> None:
        """Look at one example."""
        self._step_by("example")

    def step_to_mistake(self) -> None:
        """Go on to the next mistake."""
        self._step_by("mistake")

    def step_epoch(self) -> None:
        """Go to the end of the epoch."""
        self._step_by("epoch")

    def _step_by(self, granularity: str) -> None:
        self._ensure_started()
        self.travel_to(None)
        self._set_running(False)
        self._step.emit(granularity)

    def run(self) -> None:
        """Train continuously at the current speed."""
        self._ensure_started()
        self.travel_to(None)
        self._set_running(True)
        self._run.emit(self._speed_value)

    def pause(self) -> None:
        """Stop a run."""
        if self._running:
            self._set_running(False)
            self._pause.emit()

    def set_speed(self, examples_per_second: float) -> None:
        """Examples per second during Run; 0 or math.inf means as fast as possible."""
        self._speed_value = 0.0 if math.isinf(examples_per_second) else float(examples_per_second)
        self._speed.emit(self._speed_value)

    def set_view(self, rect: Rect) -> None:
        """Tell the worker which region the canvas shows (for the decision grid)."""
        self._rect = tuple(float(v) for v in rect)  # type: ignore[assignment]
        self._view.emit(self._rect)
        if self._shown_step is not None:
            self.shown_changed.emit()

    def export(self, kind: str, path: str) -> None:
        """Write what the training thread has, see ``exported``: "model", or the trace as "trace" (CSV) or
        "latex", each with "-mistakes" for the mistakes only."""
        self._ensure_started()
        self._export.emit(kind, path)

    def shutdown(self) -> None:
        """Stop the thread and wait for it (on window close)."""
        self._frame.stop()
        self._pause.emit()
        self._thread.requestInterruption()
        self._thread.quit()
        self._thread.wait()

    # ------------------------------------------------------------ internals
    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.running_changed.emit(running)

    @Slot(object)
    def _on_snapshot(self, snap: Snapshot | None) -> None:
        self._take(snap)
        self._pending = True

    def _take(self, snap: Snapshot | None) -> None:
        """Keep the latest snapshot and add its news to the run log (every snapshot passes here, in order)."""
        self._state = snap
        progress = snap.progress if snap is not None else None
        new_run = progress is None or progress.start is not None
        if new_run:
            self.run_log = progress.start if progress is not None else None
            self.trace = Trace(self.run_log) if self.run_log is not None and self.run_log.variant != "kernel" else None
            self._shown_step, self._past = None, None
        if self.run_log is not None and progress is not None:
            self.run_log.extend(progress, CATCH_UP_MISTAKES)
        if new_run:
            self.run_started.emit()

    @Slot(object, str)
    def _on_stopped(self, snap: Snapshot | None, why: str) -> None:
        self._state = snap
        self.message = snap.message if snap is not None else ""
        self._set_running(False)
        self._flush()
        if why == "error":
            self.failed.emit(self.message)
        if why != "pause":
            self.finished.emit()

    def _flush(self) -> None:
        if self.run_log is not None and self.run_log.behind:  # a fast run: the log catches up frame by frame
            self.run_log.catch_up(CATCH_UP_MISTAKES)
            self._pending = True
        if self._pending:
            self._pending = False
            self.updated.emit()
