"""The window's handle on training: the training thread, the commands sent to it, and what comes back.

Commands go to the :class:`perceptron_gui.training.worker.TrainingWorker` as queued
signals, so they run in the order given.  Every reset starts a new run with a new run
id; a frame of an older run that was already on its way is dropped.  ``state()`` is
the latest snapshot of the current run at every moment: right after a reset it is the
new run's step 0, computed here without the worker (:func:`core.session.snapshot.initial_snapshot`).
``updated`` is coalesced to at most about 60 per second however fast the engine runs; ``state()`` moves on
with it (a frame that arrives is taken at the next ``updated``), so what it says is what the views were sent.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from core.session.geometry import Rect
from core.session.points import PointSet
from core.session.settings import TrainingSettings
from core.session.snapshot import Snapshot, StartErrors, initial_snapshot, run_start
from core.session.time_travel import past_snapshot
from core.teach.kernel_trace import KernelTrace
from core.teach.run_log import RunLog
from core.teach.sgd_trace import SgdTrace
from core.teach.trace import Trace
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.training.timeline import Timeline
from perceptron_gui.training.worker import FRAME_MS, Frame, TrainingWorker, size_text
from perceptron_gui.widgets.throttle import Throttle
from perceptron_gui.work import threads

START_DELAY_MS = 150


EXPORT_WORDS = {  # a pending export, as the window names it (its progress, the question before closing)
    "the model": QT_TRANSLATE_NOOP("Exports", "the model"),
    "the trace": QT_TRANSLATE_NOOP("Exports", "the trace"),
    "the trace as LaTeX": QT_TRANSLATE_NOOP("Exports", "the trace as LaTeX"),
    "waiting": QT_TRANSLATE_NOOP("Exports", "{what} to {path}: waiting, not started"),
    "written": QT_TRANSLATE_NOOP("Exports", "{what} to {path}: {percent} of about {size} written"),
}
word = word_lookup("Exports", EXPORT_WORDS)


@dataclass
class PendingExport:
    """An export sent to the training thread and not answered yet: waiting, or writing (with its size estimate).

    ``cancel`` travels with the command: setting it stops the export even while the training thread writes (it
    reads no queued command then)."""

    job: int
    kind: str
    path: str
    cancel: threading.Event = field(default_factory=threading.Event)
    writing: bool = False
    fraction: float = 0.0
    estimate: int = 0
    rows: int = 0

    @property
    def what(self) -> str:
        """The model or the trace (as LaTeX), in the interface language."""
        if self.kind == "model":
            return word("the model")
        return word("the trace as LaTeX" if self.kind.startswith("latex") else "the trace")

    def describe(self) -> str:
        """Where it stands, in words (the interface language's)."""
        if not self.writing:
            return word("waiting").format(what=self.what, path=self.path)
        return word("written").format(
            what=self.what, path=self.path, percent=f"{self.fraction:.0%}", size=size_text(self.estimate)
        )


class TrainingController(QObject):
    """The window's handle on training (``window.training``).

    ``state()`` is the latest snapshot of the current run (None only with fewer than two classes);
    ``updated`` carries it (coalesced, at most about 60 per second) and ``finished`` fires when a
    run stops by itself (converged, out of epochs, or an error: see ``message``).

    ``timeline`` holds the window's copy of the run (``run_log``, ``trace``) and the time-travel
    cursor: :meth:`travel_to` changes only what :meth:`shown` returns, never ``state()``; stepping
    or running returns to the latest.
    """

    updated = Signal(object)  # the latest Snapshot
    finished = Signal()
    failed = Signal(str)
    running_changed = Signal(bool)
    stepping_changed = Signal(bool)  # a step to the next mistake or the epoch's end is going on
    exported = Signal(bool, str)  # an export finished: ok, message
    export_cancelled = Signal(str)  # an export was cancelled: message
    exports_changed = Signal()  # an export was sent, started writing, progressed or was answered

    _reset = Signal(int, object, object, float)
    _step = Signal(str)
    _run = Signal(float)
    _speed = Signal(float)
    _pause = Signal()
    _view = Signal(object)
    _export = Signal(int, str, str, object)
    _drawn = Signal()  # the last frame is drawn: the worker may send the next

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: Snapshot | None = None
        self._arrived: Snapshot | None = None  # the current run's newest frame, until the next updated takes it
        self._start_errors = StartErrors()  # the start's training errors, counted again only for a new set
        self.timeline = Timeline(self)
        self.run_started = self.timeline.run_started
        self.shown_changed = self.timeline.shown_changed
        self._run_id = 0
        self._rect: Rect | None = None
        self._pending = False
        self._running = False
        self._stepping = False
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
        self._drawn.connect(self._worker.frame_drawn)
        self._exports: dict[int, PendingExport] = {}
        self._export_job = 0
        self._worker.export_started.connect(self._on_export_started)
        self._worker.export_progress.connect(self._on_export_progress)
        self._worker.export_finished.connect(self._on_export_finished)
        self._worker.frame.connect(self._on_frame)
        self._worker.stopped.connect(self._on_stopped)
        self._worker.crashed.connect(self._on_crashed)
        self._worker.stepped.connect(self._on_stepped)
        self._thread.finished.connect(self._worker.deleteLater)  # its timer must die on its own thread
        # Between the training thread and the owner of what is shown (one frame handed on per displayed frame, and the
        # worker's next frame asked for then); the owner is the only throttle between what is shown and the views.
        self._frames = Throttle(FRAME_MS, self._flush, self, leading=True)
        threads.start(self._thread)
        # The first learner imports numba on the training thread, competing for the GIL: let the window
        # paint first (state() does not wait: step 0 is known without the learner).
        self._pending_reset: tuple[int, PointSet, TrainingSettings, float] | None = None
        self._first_reset = QTimer(self)
        self._first_reset.setSingleShot(True)
        self._first_reset.setInterval(START_DELAY_MS)
        self._first_reset.timeout.connect(self._send_first_reset)

    # ------------------------------------------------------------- queries
    def state(self) -> Snapshot | None:
        """The latest snapshot of the current run (None with fewer than two classes)."""
        return self._state

    @property
    def run_id(self) -> int:
        """The current run's number: every reset starts a new one."""
        return self._run_id

    @property
    def run_log(self) -> RunLog | None:
        """The window's copy of the current run (see :class:`Timeline`)."""
        record = self.timeline.record
        return None if record is None else record.run_log

    @property
    def trace(self) -> Trace | None:
        """The current run's trace table (None for the kernel variant or before the run's start arrives)."""
        record = self.timeline.record
        return None if record is None else record.trace

    @property
    def table(self) -> Trace | KernelTrace | SgdTrace | None:
        """The current run's trace table for any variant (a :class:`KernelTrace` for the kernel perceptron, an
        :class:`SgdTrace` for logistic regression and the hinge)."""
        return self.timeline.table

    @property
    def sgd_trace(self) -> SgdTrace | None:
        """The current SGD run's trace (None for the perceptrons or before the run's start arrives)."""
        record = self.timeline.record
        return None if record is None else record.sgd_trace

    def shown(self) -> Snapshot | None:
        """What the window shows: the latest snapshot, or the past state time travel went to."""
        return self.timeline.shown(self._state, self._rect)

    def shown_over(self, rect: Rect) -> Snapshot | None:
        """What the window shows, its regions over ``rect`` (an export showing more than the view)."""
        shown = self.shown()
        table = self.table
        if shown is None or table is None or not table.first_step - 1 <= shown.step <= table.last_step:
            return shown
        return past_snapshot(table, shown.step, shown.classes, rect)

    @property
    def shown_step(self) -> int | None:
        """The step time travel shows, or None for the latest state."""
        return self.timeline.shown_step

    def travel_to(self, t: int | None) -> None:
        """Show the state right after step ``t`` (0: the start; None: the latest); pauses a run first."""
        if t is not None and self.timeline.table is not None:
            self.pause()
        self.timeline.travel_to(t, self._state)

    @property
    def running(self) -> bool:
        """Whether a run is going on."""
        return self._running

    @property
    def stepping(self) -> bool:
        """Whether a step to the next mistake or to the end of the epoch is going on (Pause stops it)."""
        return self._stepping

    # ------------------------------------------------------------ commands
    def reset(
        self, points: PointSet, settings: TrainingSettings, keep_running: bool = False, constant: float = 1.0
    ) -> None:
        """Start a new run from w0 on these points with these settings; ``state()`` is its step 0 at once.

        ``constant`` is the document's constant coordinate c (see :func:`core.session.engine_run.make_learner`).

        A run going on pauses, or with ``keep_running`` goes on as the new run (an edit during Run).
        """
        if not keep_running:
            self._set_running(False)
        self._set_stepping(False)
        self._run_id += 1
        run = self._run_id
        enough = len(points.classes) >= 2
        self._state = initial_snapshot(points, settings, run, self._start_errors) if enough else None
        self._arrived = None
        self.message = ""
        self.timeline.clear(run_start(points, settings, constant))
        if self._state is None:
            self._set_running(False)
        if self._pending_reset is not None or not self._started:
            self._pending_reset = (run, points, settings, constant)
            if not self._first_reset.isActive():
                self._first_reset.start()
        else:
            self._reset.emit(run, points, settings, constant)
        if self._running:
            self._run.emit(self._speed_value)
        self._pending = False
        self.updated.emit(self._state)

    def _ensure_started(self) -> None:
        """A command arrived before the delayed first reset: send it now, in order."""
        if not self._started:
            self._first_reset.stop()
            self._send_first_reset()

    def _send_first_reset(self) -> None:
        self._started = True
        if self._pending_reset is not None:
            run, points, settings, constant = self._pending_reset
            self._pending_reset = None
            self._reset.emit(run, points, settings, constant)
            if self._running:
                self._run.emit(self._speed_value)

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
        if self._state is None:
            return
        self._ensure_started()
        self.travel_to(None)
        self._set_running(False)
        self._set_stepping(granularity != "example")
        self._step.emit(granularity)

    def run(self) -> None:
        """Train continuously at the current speed."""
        if self._state is None:
            return
        self._ensure_started()
        self.travel_to(None)
        self._set_stepping(False)
        self._set_running(True)
        self._run.emit(self._speed_value)

    def pause(self) -> None:
        """Stop a run, or a step to the next mistake or the epoch's end."""
        if self._running or self._stepping:
            self._set_running(False)
            self._set_stepping(False)
            self._pause.emit()

    def set_speed(self, examples_per_second: float) -> None:
        """Examples per second during Run; 0 or math.inf means as fast as possible."""
        self._speed_value = 0.0 if math.isinf(examples_per_second) else float(examples_per_second)
        self._speed.emit(self._speed_value)

    def set_view(self, rect: Rect) -> None:
        """Tell the worker which region the canvas shows (for the decision grid)."""
        self._rect = (float(rect[0]), float(rect[1]), float(rect[2]), float(rect[3]))
        self._view.emit(self._rect)
        if self.timeline.shown_step is not None:
            self.shown_changed.emit()

    def export(self, kind: str, path: str) -> int:
        """Write what the training thread has, see ``exported``: "model", or the trace as "trace" (CSV) or
        "latex", each with "-mistakes" for the mistakes only.  Returns the export's number; it is pending
        (:meth:`pending_exports`) until ``exported`` or ``export_cancelled`` answers it."""
        self._ensure_started()
        self._export_job += 1
        job = self._export_job
        export = self._exports[job] = PendingExport(job, kind, path)
        self._export.emit(job, kind, path, export.cancel)
        self.exports_changed.emit()
        return job

    def pending_exports(self) -> list[PendingExport]:
        """The exports not answered yet, in the order sent (the first may be writing, the others wait)."""
        return list(self._exports.values())

    def cancel_exports(self) -> None:
        """Cancel every pending export: the one writing stops and writes nothing, the waiting ones never start."""
        for export in self._exports.values():
            export.cancel.set()

    def shutdown(self) -> None:
        """Stop the thread and wait for it (on window close)."""
        self._frames.cancel()
        self._first_reset.stop()
        self.cancel_exports()
        self._pause.emit()
        threads.stop(self._thread)

    # ------------------------------------------------------------ internals
    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.running_changed.emit(running)

    def _set_stepping(self, stepping: bool) -> None:
        if stepping != self._stepping:
            self._stepping = stepping
            self.stepping_changed.emit(stepping)

    @Slot(int)
    def _on_stepped(self, run: int) -> None:
        if run == self._run_id:
            self._set_stepping(False)

    def _current(self, frame: Frame) -> bool:
        return frame.snapshot.run == self._run_id

    @Slot(object)
    def _on_frame(self, frame: Frame) -> None:
        if self._current(frame):  # a frame of an older run is dropped
            self._arrived = frame.snapshot
            self.timeline.take(frame.progress)
            self._pending = True
            self._frames.request()
        else:
            self._drawn.emit()

    @Slot(object, str)
    def _on_stopped(self, frame: Frame, why: str) -> None:
        if not self._current(frame):
            return
        self._on_frame(frame)
        self._set_stepping(False)
        self.message = frame.snapshot.message
        if why != "pause":  # the controller stopped running when it sent the pause; a Run may have followed
            self._set_running(False)
        self._flush()
        if why == "error":
            self.failed.emit(self.message)
        if why != "pause":
            self.finished.emit()

    @Slot(int, int, int)
    def _on_export_started(self, job: int, estimate: int, rows: int) -> None:
        export = self._exports.get(job)
        if export is not None:
            export.writing, export.estimate, export.rows = True, estimate, rows
            self.exports_changed.emit()

    @Slot(int, float)
    def _on_export_progress(self, job: int, fraction: float) -> None:
        export = self._exports.get(job)
        if export is not None:
            export.fraction = fraction
            self.exports_changed.emit()

    @Slot(int, str, str)
    def _on_export_finished(self, job: int, outcome: str, message: str) -> None:
        self._exports.pop(job, None)
        self.exports_changed.emit()
        if outcome == "cancelled":
            self.export_cancelled.emit(message)
        else:
            self.exported.emit(outcome == "done", message)

    @Slot(str)
    def _on_crashed(self, message: str) -> None:
        self.message = message
        self._set_running(False)
        self._set_stepping(False)
        self.failed.emit(message)
        self.finished.emit()

    def _flush(self) -> None:
        if self.timeline.catch_up():  # a fast run: the log catches up frame by frame
            self._pending = True
        if self.timeline.behind:
            self._frames.request()
        if self._pending:
            self._pending = False
            if self._arrived is not None:
                self._state, self._arrived = self._arrived, None
            self.updated.emit(self._state)
        self._drawn.emit()  # drawn: the worker may send the next frame
