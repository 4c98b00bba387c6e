"""The window's copy of the current run and the time-travel cursor over it.

The timeline owns the run log (:class:`core.teach.run_log.RunLog`, fed by the worker's
frames), its trace table (``trace``, a :class:`core.teach.trace.Trace` of the linear variants, or
``kernel_trace``, a :class:`core.teach.kernel_trace.KernelTrace` of the kernel perceptron, or ``sgd_trace``, a
:class:`core.teach.sgd_trace.SgdTrace` of logistic regression and the hinge, read from the steps recorded in
``sgd_log``; an SGD run has no ``run_log``)
and the step time travel shows.  Past states are rebuilt by
:func:`core.session.time_travel.past_snapshot`; nothing is stored per step.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, Signal

from core.session.geometry import Rect
from core.session.snapshot import Snapshot
from core.session.time_travel import past_snapshot
from core.teach.kernel_trace import KernelTrace
from core.teach.run_log import RunLog, RunProgress, RunStart
from core.teach.sgd_trace import SgdLog, SgdProgress, SgdTrace
from core.teach.trace import Trace

CATCH_UP_MISTAKES = 50_000  # mistakes the run log takes in per frame (bounded work per frame)


def same_start(a: RunStart, b: RunStart) -> bool:
    """Whether two run starts are the same run's (the data, the start weights and the rule)."""
    rule = ("n_classes", "variant", "eta", "fit_intercept", "zero_score", "constant")
    if any(getattr(a, name) != getattr(b, name) for name in rule) or a.kernel is not None or b.kernel is not None:
        return False
    pairs = [(getattr(a, name), getattr(b, name)) for name in ("X", "y_idx", "W0", "B0")]
    return all(x is y or np.array_equal(x, y) for x, y in pairs)  # the set's own arrays: no pass to compare


class Timeline(QObject):
    """Run log, trace and time-travel cursor of the current run.

    ``run_started`` fires when a new run replaces the log (at a reset, and again when the
    worker's first frame of the run brings its start); ``shown_changed`` when the step shown changes.
    """

    run_started = Signal()
    shown_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.run_log: RunLog | None = None
        self.trace: Trace | None = None
        self.kernel_trace: KernelTrace | None = None
        self.sgd_log: SgdLog | None = None
        self.sgd_trace: SgdTrace | None = None
        self._shown_step: int | None = None
        self._past: Snapshot | None = None
        self._start: RunStart | None = None  # the start given at the reset, until the worker reports its own

    @property
    def shown_step(self) -> int | None:
        """The step time travel shows, or None for the latest state."""
        return self._shown_step

    @property
    def table(self) -> Trace | KernelTrace | SgdTrace | None:
        """The run's trace table, whichever the variant (None before the run's start arrives)."""
        if self.sgd_trace is not None:
            return self.sgd_trace
        return self.trace if self.trace is not None else self.kernel_trace

    @property
    def behind(self) -> bool:
        """Whether the run log still has reported mistakes to take in."""
        return self.run_log is not None and self.run_log.behind

    def clear(self, start: RunStart | None = None) -> None:
        """A new run begins: forget the old one; with the run's ``start`` (a linear perceptron's, known without
        the worker) its log and trace are there at step 0, else they come with the worker's first report."""
        self._start = start
        self.run_log = None if start is None else RunLog(start)
        self.trace = None if self.run_log is None else Trace(self.run_log)
        self.kernel_trace = None
        self.sgd_log, self.sgd_trace = None, None
        self._shown_step, self._past = None, None
        self.run_started.emit()

    def take(self, progress: RunProgress | SgdProgress) -> None:
        """Add a frame's news of the current run (every frame of the run passes here, in order)."""
        if isinstance(progress, SgdProgress):
            if progress.start is not None:
                self.sgd_log = SgdLog(progress.start)
                self.sgd_trace = SgdTrace(self.sgd_log)
                self._shown_step, self._past = None, None
            if self.sgd_log is not None:
                self.sgd_log.extend(progress)
            if progress.start is not None:
                self.run_started.emit()
            return
        known = progress.start is not None and self._start is not None and same_start(self._start, progress.start)
        if progress.start is not None and not known:  # (the start given at the reset is kept: no second reset)
            self.run_log = RunLog(progress.start)
            kernel = self.run_log.variant == "kernel"
            self.trace = None if kernel else Trace(self.run_log)
            self.kernel_trace = KernelTrace(self.run_log) if kernel else None
            self._shown_step, self._past = None, None
        self._start = None
        if self.run_log is not None:
            self.run_log.extend(progress, CATCH_UP_MISTAKES)
            self._sync_trace()
        if progress.start is not None and not known:
            self.run_started.emit()

    def catch_up(self) -> bool:
        """Take in the next share of waiting mistakes; True when something was taken in."""
        if self.run_log is None or not self.run_log.behind:
            return False
        self.run_log.catch_up(CATCH_UP_MISTAKES)
        self._sync_trace()
        return True

    def _sync_trace(self) -> None:
        """The trace's weight path follows the log a frame's share at a time (a noisy run's first second brings a
        million mistakes: summed at once, the first redraw of the table after it took 40-80 ms)."""
        if self.trace is not None:
            self.trace.sync()

    def travel_to(self, t: int | None, latest: Snapshot | None) -> bool:
        """Show the state right after step ``t`` (None: the latest); True when time travel is on afterwards."""
        if t is not None:
            table = self.table
            if table is None or latest is None:
                return False
            t = min(max(int(t), table.first_step - 1), table.last_step)
            if t == latest.step:
                t = None
        if t != self._shown_step:
            self._shown_step = t
            self.shown_changed.emit()
        return t is not None

    def shown(self, latest: Snapshot | None, rect: Rect | None) -> Snapshot | None:
        """What the window shows: ``latest``, or the past state time travel went to (its regions over rect)."""
        table = self.table
        if self._shown_step is None or table is None or latest is None:
            return latest
        past = self._past
        if past is None or past.step != self._shown_step or past.grid_rect != rect:
            past = self._past = past_snapshot(table, self._shown_step, latest.classes, rect)
        return past
