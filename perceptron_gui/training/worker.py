"""The training thread's worker: it owns the current run, paces it, and sends frames back.

The worker (a QObject moved to a QThread) owns a :class:`core.session.engine_run.TrainingRun` (the teaching
engine's or an SGD run: one interface, whatever the variant) and is driven by queued signals, so commands run in
the order given.  Every frame it sends is a :class:`Frame`: an immutable :class:`core.session.snapshot.Snapshot`
stamped with the run it belongs to, and the run's news since the previous frame for the window's run record.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Concatenate, ParamSpec

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from core.files.trace_tables import (
    ExportCancelledError,
    estimate_trace_csv_bytes,
    estimate_trace_latex_bytes,
    save_trace_csv,
    save_trace_latex,
    trace_rows,
)
from core.learn import compiled
from core.learn.words import said
from core.session.engine_run import TrainingRun, start_run
from core.session.geometry import Rect
from core.session.points import PointSet
from core.session.settings import TrainingSettings
from core.session.snapshot import Snapshot
from core.teach.numbers import grouped, marked
from core.teach.run_log import RunProgress
from core.teach.sgd_trace import SgdProgress
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup

if TYPE_CHECKING:
    from core.learn.step_result import StepResult

Weights = tuple[np.ndarray, np.ndarray]

FRAME_MS = 16
REST_MS = 4  # at full speed the worker rests this long between slices, so the GUI thread always gets a turn
SLICE_S = 0.008  # engine time per tick (a run at full speed, or a long step), so that pause and reset get through
# While a thread loads the loops in this process (numba, then the compiled ones: under a second), a full-speed run
# waits for them: the loading and the engine running as Python would both hold the GIL for most of their time, and
# the GUI thread (the third asking for it, the one a user sees) missed frames by 40-150 ms.  While they compile in a
# process of their own (a first start, a minute), the run goes on as Python.
LOADING_POLL_MS = 15
MAX_BUDGET = 1 << 16
PROGRESS_S = 0.05  # an export's progress is reported at most this often
CONTEXT = "Training"
WORDS = {  # said from this thread: Qt's translate is thread-safe
    "paused": QT_TRANSLATE_NOOP("Training", "Paused."),
    "cancelled model": QT_TRANSLATE_NOOP(
        "Training", "Cancelled the export of the model to {path}: nothing was written."
    ),
    "cancelled trace": QT_TRANSLATE_NOOP(
        "Training", "Cancelled the export of the trace to {path}: nothing was written."
    ),
    "could not": QT_TRANSLATE_NOOP("Training", "{path}: could not export: {error}"),
    "nothing": QT_TRANSLATE_NOOP("Training", "there is nothing trained to export: add points of at least two classes"),
    "model": QT_TRANSLATE_NOOP("Training", "Exported the model to {path}."),
    "mistakes": QT_TRANSLATE_NOOP("Training", "{n} mistakes"),
    "steps": QT_TRANSLATE_NOOP("Training", "{n} steps"),
    "trace": QT_TRANSLATE_NOOP(
        "Training", "Exported the trace ({rows}; about {estimate} estimated, {written}) to {path}."
    ),
    "not shown": QT_TRANSLATE_NOOP("Training", "{message} (The last state could not be shown: {error}.)"),
    "unexpected": QT_TRANSLATE_NOOP(
        "Training",
        "Training stopped by an unexpected error: {error}. Your points and settings are unchanged: Reset to train "
        "again.",
    ),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


P = ParamSpec("P")


def size_text(n_bytes: float) -> str:
    """A file size for people: 812.4 KB, 12.3 MB, 2.5 GB."""
    for unit, scale in (("GB", 1e9), ("MB", 1e6)):
        if n_bytes >= scale:
            return f"{marked(f'{n_bytes / scale:,.1f}')} {unit}"
    return f"{marked(f'{n_bytes / 1e3:,.1f}')} KB"


@functools.cache
def one_blas_thread() -> None:
    """NumPy's BLAS (OpenBLAS) runs on one thread in the app's process (once; the training thread calls it).

    A second BLAS thread spins while it waits for work: during a Run on a million points (the scores of every
    point at each frame) it took most of a core, and on two cores the GUI thread then waited for a CPU a third of
    the time.  The app's threads are the parallelism: the GUI thread, the training thread, the loss panel's.
    """
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


def guarded(method: Callable[Concatenate[TrainingWorker, P], None]) -> Callable[Concatenate[TrainingWorker, P], None]:
    """A worker slot whose unexpected exception stops training cleanly and is reported to the GUI thread as text.

    An exception must never leave a slot on this thread: Qt would hand it to ``sys.excepthook`` here,
    and a dialog built off the GUI thread crashes the app.
    """

    @functools.wraps(method)
    def slot(self: TrainingWorker, *args: P.args, **kwargs: P.kwargs) -> None:
        try:
            method(self, *args, **kwargs)
        except Exception as error:  # any error: the window says what happened, the thread goes on
            self._fail(error)

    return slot


@dataclass
class _Goal:
    """A step that may take long (to the next mistake, to the end of the epoch), done in slices like a run."""

    granularity: str  # "mistake" or "epoch"
    before: Weights
    max_epoch_ends: int
    steps: int = 0
    epoch_ends: int = 0


@dataclass(frozen=True, eq=False)
class Frame:
    """One message from the worker: the snapshot (stamped with its run) and the run's news since the last."""

    snapshot: Snapshot
    progress: RunProgress | SgdProgress


class TrainingWorker(QObject):
    """Runs the engine on the training thread; everything here happens on that thread."""

    frame = Signal(object)  # a Frame
    stopped = Signal(object, str)  # the last Frame, why ("converged", "max_epochs", "error", "pause")
    crashed = Signal(str)  # what went wrong, when not even a last frame could be made
    stepped = Signal(int)  # the run whose step (to a mistake, to the epoch's end) is done
    export_started = Signal(int, int, int)  # job, estimated bytes, rows: said before writing
    export_progress = Signal(int, float)  # job, fraction written
    export_finished = Signal(int, str, str)  # job, "done" | "failed" | "cancelled", message

    def __init__(self) -> None:
        super().__init__()
        self._current_run: TrainingRun | None = None
        self._classes = np.zeros(0)
        self._settings = TrainingSettings()
        self._rect: Rect = (-1.0, 1.0, -1.0, 1.0)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._grid_timer = QTimer(self)  # takes in the rest of a kernel grid when training is still
        self._grid_timer.setSingleShot(True)
        self._grid_timer.setInterval(REST_MS)
        self._grid_timer.timeout.connect(self._catch_up_grid)
        self._goal: _Goal | None = None
        self._rate: float | None = None  # examples per second the engine managed lately (the slices' budget)
        self._speed = 0.0
        self._credit = 0.0
        self._last_tick = 0.0
        self._last_emit = 0.0
        # Set once the GUI thread has drawn the last frame sent (frame_drawn): a run sends its next frame only then,
        # so that a slow or busy GUI thread never finds a queue of frames (Qt handles them all before its timers).
        self._frame_wanted = True
        self._last: tuple[StepResult | None, Weights | None] = (
            None,
            None,
        )  # the last step's result and the weights before it
        self._said = ""  # why training last stopped ("Paused."): a redraw of the same state says it again
        self._run = 0

    @Slot(int, object, object, float)
    @guarded
    def reset(self, run: int, points: PointSet, settings: TrainingSettings, constant: float = 1.0) -> None:
        """Start run number ``run``: training from w0 on these points with these settings (and constant c)."""
        one_blas_thread()
        self._timer.stop()
        self._goal = None
        self._rate = None
        self._run = run
        self._settings = settings
        self._classes = points.classes
        self._current_run = None
        try:
            learner = start_run(settings, points.X, points.y, constant) if len(self._classes) >= 2 else None
        except ValueError as error:  # an SGD learner on more than two classes: say why nothing trains
            self.crashed.emit(said(error, QCoreApplication.translate))
            return
        self._current_run = learner
        self._last = (None, None)
        self._said = ""
        if learner is not None:
            learner.set_view(self._rect)
        self._emit(None, None, force=True)

    @Slot(object)
    @guarded
    def set_view(self, rect: Rect) -> None:
        """Recompute the decision grid over a new view rectangle."""
        self._rect = rect
        if self._current_run is not None:
            self._current_run.set_view(rect)
        self._emit(None, None, force=True)

    @Slot(str)
    @guarded
    def step(self, granularity: str) -> None:
        """One example, to the next mistake, or to the end of the epoch."""
        learner = self._current_run
        if learner is None:
            return
        self._timer.stop()
        self._goal = None
        self._said = ""
        before = (learner.W.copy(), learner.b.copy())
        if granularity == "example":
            try:
                result = learner.step()
            except ValueError as error:  # the engine's OverflowTrainingError: say what overflowed
                self._stop("error", said(error, translated))
                return
            self._emit(result, before, force=True)
            self.stepped.emit(self._run)
            return
        # Until a mistake (a mistake-free epoch, or the last epoch), or to the end of the epoch: in slices,
        # so that Pause, Reset and edits are answered while a long kernel epoch goes on.
        self._goal = _Goal(granularity, before, max(1, self._settings.max_epochs - learner.epoch))
        self._advance_goal()
        if self._goal is not None:
            self._timer.setInterval(REST_MS)
            self._timer.start()

    @Slot(float)
    @guarded
    def run(self, speed: float) -> None:
        """Train continuously at ``speed`` examples per second (0 = as fast as the engine goes)."""
        if self._current_run is None:
            return
        self._goal = None
        self._said = ""
        self.set_speed(speed)
        self._credit = 0.0
        self._last_tick = time.perf_counter()
        self._timer.start()

    @Slot(float)
    @guarded
    def set_speed(self, speed: float) -> None:
        """Change the pace of a run."""
        self._speed = speed
        self._timer.setInterval(REST_MS if speed <= 0 else max(FRAME_MS, int(1000 / speed)))

    @Slot()
    @guarded
    def pause(self) -> None:
        """Stop a run, keeping the state."""
        if self._timer.isActive():
            self._timer.stop()
            self._goal = None
            self._stop("pause", word("paused"))

    @Slot()
    def frame_drawn(self) -> None:
        """The GUI thread has drawn the last frame sent: the next may go."""
        self._frame_wanted = True

    @Slot(int, str, str, object)
    def export(self, job: int, kind: str, path: str, cancel: threading.Event) -> None:
        """Write the model ("model") or the trace table to path, here where the learner lives.

        Trace kinds: "trace" (CSV) or "latex", with "-mistakes" for the mistakes only.  A trace says
        its size up front (``export_started``), reports its progress and stops, writing nothing, once
        ``cancel`` is set (by the GUI thread, even while this one writes) or the thread is asked to end.
        ``export_finished`` always answers: "done", "failed" or "cancelled", with the message to show.
        """
        try:
            outcome, message = "done", self._export(job, kind, path, cancel)
        except ExportCancelledError:
            outcome, message = (
                "cancelled",
                word(f"cancelled {'model' if kind == 'model' else 'trace'}").format(path=path),
            )
        except (OSError, ValueError) as error:
            outcome, message = "failed", f"{path}: {error}"
        except Exception as error:  # say what went wrong (say, out of memory); the thread goes on
            outcome, message = "failed", word("could not").format(path=path, error=f"{type(error).__name__}: {error}")
        self.export_finished.emit(job, outcome, message)

    @staticmethod
    def _wanted(cancel: threading.Event) -> bool:
        return not cancel.is_set() and not QThread.currentThread().isInterruptionRequested()

    def _export(self, job: int, kind: str, path: str, cancel: threading.Event) -> str:
        if not self._wanted(cancel):
            raise ExportCancelledError
        learner = self._current_run
        if learner is None:
            raise ValueError(word("nothing"))
        if kind == "model":
            from core.files.model_json import model_from_run, save_model

            save_model(model_from_run(learner, self._classes, self._settings), path)
            return word("model").format(path=path)
        trace = learner.trace_table()
        mistakes_only = kind.endswith("-mistakes")
        n = trace_rows(trace, mistakes_only=mistakes_only)
        rows = word("mistakes" if mistakes_only else "steps").format(n=grouped(n))
        latex = kind.startswith("latex")
        estimate_bytes = estimate_trace_latex_bytes if latex else estimate_trace_csv_bytes
        estimate = estimate_bytes(trace, mistakes_only=mistakes_only)
        self.export_started.emit(job, estimate, n)
        last = 0.0

        def report(fraction: float) -> bool:
            nonlocal last
            now = time.perf_counter()
            if now - last >= PROGRESS_S:
                last = now
                self.export_progress.emit(job, fraction)
            return self._wanted(cancel)

        save = save_trace_latex if latex else save_trace_csv
        save(trace, path, mistakes_only=mistakes_only, report=report)
        written = os.path.getsize(path)
        done = word("trace").format(rows=rows, estimate=size_text(estimate), written=size_text(written), path=path)
        return f"{done} {said(trace.capped_note(), QCoreApplication.translate)}".rstrip()

    @guarded
    def _tick(self) -> None:
        if self._goal is not None:
            self._advance_goal()
            return
        learner = self._current_run
        if learner is None:
            self._timer.stop()
            return
        now = time.perf_counter()
        if self._speed <= 0 and self._wait_for_loading():
            self._last_tick = now
            return
        deadline = now + SLICE_S
        result = None
        try:
            if self._speed <= 0:
                while time.perf_counter() < deadline and not self._finished():
                    result = self._advance(self._budget(deadline))
            else:
                self._credit = min(self._credit + self._speed * (now - self._last_tick), 1 + self._speed * 0.1)
                while self._credit >= 1 and not self._finished() and time.perf_counter() < deadline:
                    result = self._advance(min(int(self._credit), self._budget(deadline)))
                    self._credit -= max(result.n_steps, 1)
        except ValueError as error:  # the engine's OverflowTrainingError
            self._stop("error", said(error, translated))
            return
        self._last_tick = now
        if result is not None:  # the step a stop below shows
            self._last = (result, None)
        if self._finished():
            self._timer.stop()
            why = "converged" if learner.converged else "max_epochs"
            self._stop(why, self._finish_message())
        else:
            self._emit(result, None)

    def _wait_for_loading(self) -> bool:
        """Whether a full-speed run waits this tick for the compiled loops (loading now); the timer's pace to match."""
        loading = compiled.loading()
        rest = LOADING_POLL_MS if loading else REST_MS
        if self._timer.interval() != rest:
            self._timer.setInterval(rest)
        return loading

    def _advance_goal(self) -> None:
        """One slice of a long step; at its goal, the step's frame (all its examples, the weights before it)."""
        learner, goal = self._current_run, self._goal
        if learner is None or goal is None:
            self._timer.stop()
            return
        deadline = time.perf_counter() + SLICE_S
        stop_on_mistake = goal.granularity == "mistake"
        try:
            while True:
                result = self._advance(self._budget(deadline), stop_on_mistake)
                goal.steps += result.n_steps
                goal.epoch_ends += int(result.epoch_ended)
                if goal.granularity == "epoch":
                    done = result.epoch_ended
                else:
                    done = result.mistake or learner.converged or goal.epoch_ends >= goal.max_epoch_ends
                if done or time.perf_counter() >= deadline:
                    break
        except ValueError as error:  # the engine's OverflowTrainingError: say what overflowed
            self._goal = None
            self._stop("error", said(error, translated))
            return
        if done:
            self._timer.stop()
            self._goal = None
            self._emit(dataclasses.replace(result, n_steps=goal.steps), goal.before, force=True)
            self.stepped.emit(self._run)
        else:
            self._emit(result, None)

    def _advance(self, budget: int, stop_on_mistake: bool = False) -> StepResult:
        """learner.advance, measuring the engine's pace for the next slices' budgets.

        A run whose slices end at each mistake (the kernel perceptron on many points) stops there: its budget
        from the average pace could take many times the slice on noisy data (0.5 s instead of 8 ms on 1e5 points).
        """
        learner = self._current_run
        assert learner is not None
        per_mistake = learner.slices_end_at_mistakes
        start = time.perf_counter()
        result = learner.advance(budget, stop_on_mistake=stop_on_mistake or per_mistake)
        elapsed = time.perf_counter() - start
        if result.n_steps > 0 and elapsed > 0:
            rate = result.n_steps / elapsed
            self._rate = rate if self._rate is None else 0.5 * (self._rate + rate)
        return result

    def _budget(self, deadline: float) -> int:
        """Examples that fit before ``deadline`` at the engine's recent pace (a small first guess before that)."""
        if self._rate is None:
            return self._current_run.first_budget if self._current_run is not None else 1
        left = max(deadline - time.perf_counter(), 0.0005)
        return int(min(max(self._rate * left, 1.0), MAX_BUDGET))

    def _finished(self) -> bool:
        learner = self._current_run
        return learner is None or learner.converged or learner.epoch >= self._settings.max_epochs

    def _finish_message(self) -> str:
        assert self._current_run is not None
        return self._current_run.finish_message(QCoreApplication.translate)

    def _stop(self, why: str, message: str) -> None:
        self._timer.stop()
        self._goal = None
        self._said = message
        try:
            frame = self._frame(*self._last, message)  # the state stopped at: its last example stays ringed
        except Exception as error:  # not even the last state can be copied (say, out of memory)
            self.crashed.emit(word("not shown").format(message=message, error=f"{type(error).__name__}: {error}"))
            return
        if frame is not None:
            self.stopped.emit(frame, why)

    def _fail(self, error: Exception) -> None:
        """An unexpected error in a command: stop (the learner is kept) and say what happened."""
        self._timer.stop()
        self._stop("error", word("unexpected").format(error=f"{type(error).__name__}: {error}"))

    def _frame(self, result: StepResult | None, before: Weights | None, message: str = "") -> Frame | None:
        if self._current_run is None:
            return None
        progress = self._current_run.progress()
        return Frame(self._current_run.snapshot(self._classes, result, before, message, self._run), progress)

    def _emit(self, result: StepResult | None, before: Weights | None, force: bool = False) -> None:
        if result is None:  # a redraw (new view): still show the last step, and why training stopped there
            result, before = self._last
        else:
            self._last = (result, before)
        now = time.perf_counter()
        if force or (self._frame_wanted and now - self._last_emit >= FRAME_MS / 1000):
            self._last_emit = now
            self._frame_wanted = False
            frame = self._frame(result, before, self._said)
            if frame is not None:
                self.frame.emit(frame)
            if self._current_run is not None and self._current_run.grid_behind and not self._timer.isActive():
                self._grid_timer.start()

    @guarded
    def _catch_up_grid(self) -> None:
        """Training is still but the kernel grid is not complete: take in its next share and show it."""
        if self._current_run is not None and self._current_run.grid_behind and not self._timer.isActive():
            self._emit(None, None, force=True)
