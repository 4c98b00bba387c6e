"""What the window shows, as one immutable value that every view draws from.

The window's owner of what is shown builds one :class:`Shown` per displayed frame (and per time-travel
move, run start or change of mode) and hands the same value to every view.  A view draws from it alone:
the step shown (time travel included), the latest state, the run's record (log and trace table, which
grow as the run goes on, append only), and the modes that change what a view may show (a quiz question
open, Draw a Classifier on, presentation mode's scale).  It is Qt-free so that a test, or a future view
outside the window (students' devices, a screen reader), can read it without a window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.session.snapshot import Snapshot
    from core.teach.kernel_trace import KernelTrace
    from core.teach.run_log import RunLog
    from core.teach.sgd_trace import SgdTrace
    from core.teach.trace import Trace


@dataclass(frozen=True, eq=False)
class Shown:
    """One frame of what the window shows.

    ``snapshot`` is the step on screen (time travel included), ``latest`` the run's latest state;
    ``travel`` the step time travel shows (None at the latest).  ``record`` counts the run records the
    window has begun: a view that keeps rows or caches of a run starts again when it changes.  ``run_log``
    (linear and kernel perceptrons), ``trace`` (the linear trace table) and ``table`` (the trace table of
    any variant; ``sgd_trace`` for logistic regression and the hinge) are that record.  ``running``: a Run
    goes on.  ``concealed``: a question is open (Quiz Mode's, or the live class's until Reveal), so whatever would
    give its answer away is hidden.
    ``warm_up``: Draw a Classifier is on (the canvas shows the drawn classifier, not the run's).
    ``scale``: presentation mode's size factor (1.0 when not presenting).
    """

    snapshot: Snapshot | None = None
    latest: Snapshot | None = None
    travel: int | None = None
    record: int = 0
    run_log: RunLog | None = None
    trace: Trace | None = None
    table: Trace | KernelTrace | SgdTrace | None = None
    sgd_trace: SgdTrace | None = None
    running: bool = False
    concealed: bool = False
    warm_up: bool = False
    scale: float = 1.0

    @property
    def step(self) -> int:
        """The step on screen (0 before any run)."""
        return 0 if self.snapshot is None else self.snapshot.step

    @property
    def travelling(self) -> bool:
        """Whether time travel shows a past step."""
        return self.travel is not None

    @property
    def last_step(self) -> int:
        """The last step the run's record reaches (0 without a record)."""
        return 0 if self.table is None else self.table.last_step

    def same_as(self, other: Shown) -> bool:
        """Whether ``other`` shows the same: equal modes and the very same objects (a record grows in place, so
        its owner sends every frame that brings news without asking this)."""
        return all(getattr(self, name) == getattr(other, name) for name in _MODES) and all(
            getattr(self, name) is getattr(other, name) for name in _OBJECTS
        )


_MODES = ("travel", "record", "running", "concealed", "warm_up", "scale")
_OBJECTS = ("snapshot", "latest", "run_log", "trace", "table", "sgd_trace")
