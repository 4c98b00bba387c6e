"""The window's copy of the current run and the time-travel cursor over it.

The timeline owns the run's record (:class:`core.teach.run_record.RunRecord`, fed by the worker's frames: its
log and its trace table, whatever the variant) and the step time travel shows.  Past states are rebuilt by
:func:`core.session.time_travel.past_snapshot`; nothing is stored per step.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.session.geometry import Rect
from core.session.snapshot import Snapshot
from core.session.time_travel import past_snapshot
from core.teach.run_log import RunProgress, RunStart
from core.teach.run_record import RunRecord, Table, same_start
from core.teach.sgd_trace import SgdProgress

CATCH_UP_MISTAKES = 50_000  # mistakes the run log takes in per frame (bounded work per frame)


class Timeline(QObject):
    """Run log, trace and time-travel cursor of the current run.

    ``run_started`` fires when a new run replaces the log (at a reset, and again when the
    worker's first frame of the run brings its start); ``shown_changed`` when the step shown changes.
    """

    run_started = Signal()
    shown_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record: RunRecord | None = None
        self._shown_step: int | None = None
        self._past: Snapshot | None = None
        self._start: RunStart | None = None  # the start given at the reset, until the worker reports its own

    @property
    def shown_step(self) -> int | None:
        """The step time travel shows, or None for the latest state."""
        return self._shown_step

    @property
    def table(self) -> Table | None:
        """The run's trace table, whichever the variant (None before the run's start arrives)."""
        return None if self.record is None else self.record.table

    @property
    def behind(self) -> bool:
        """Whether the run log still has reported mistakes to take in."""
        return self.record is not None and self.record.behind

    def clear(self, start: RunStart | None = None) -> None:
        """A new run begins: forget the old one; with the run's ``start`` (a linear perceptron's, known without
        the worker) its log and trace are there at step 0, else they come with the worker's first report."""
        self._start = start
        self.record = None if start is None else RunRecord(start)
        self._shown_step, self._past = None, None
        self.run_started.emit()

    def take(self, progress: RunProgress | SgdProgress) -> None:
        """Add a frame's news of the current run (every frame of the run passes here, in order)."""
        start = progress.start
        new = start is not None and not (self._start is not None and same_start(self._start, start))
        if start is not None and new:  # (the start given at the reset is kept: no second reset)
            self.record = RunRecord(start)
            self._shown_step, self._past = None, None
        self._start = None
        if self.record is not None:
            self.record.extend(progress, CATCH_UP_MISTAKES)
        if new:
            self.run_started.emit()

    def catch_up(self) -> bool:
        """Take in the next share of waiting mistakes; True when something was taken in."""
        return self.record is not None and self.record.catch_up(CATCH_UP_MISTAKES)

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
