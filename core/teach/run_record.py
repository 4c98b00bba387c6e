"""The window's copy of one run, whatever its variant: its log and its trace table in one record.

The training thread reports a run's news as :class:`core.teach.run_log.RunProgress` (the linear and kernel
perceptrons) or :class:`core.teach.sgd_trace.SgdProgress` (logistic regression, the hinge); the first report
carries the run's start.  :class:`RunRecord` made from that start keeps the matching log and trace table:
a :class:`core.teach.run_log.RunLog` with a :class:`core.teach.trace.Trace` (a
:class:`core.teach.kernel_trace.KernelTrace` for the kernel perceptron), or a
:class:`core.teach.sgd_trace.SgdLog` with an :class:`core.teach.sgd_trace.SgdTrace`.
"""

from __future__ import annotations

import numpy as np

from core.teach.kernel_trace import KernelTrace
from core.teach.run_log import RunLog, RunProgress, RunStart
from core.teach.sgd_trace import SgdLog, SgdProgress, SgdStart, SgdTrace
from core.teach.trace import Trace

Start = RunStart | SgdStart
Table = Trace | KernelTrace | SgdTrace


def same_start(a: Start, b: Start) -> bool:
    """Whether two run starts are the same perceptron run's (the data, the start weights and the rule)."""
    if not isinstance(a, RunStart) or not isinstance(b, RunStart):
        return False
    rule = ("n_classes", "variant", "eta", "fit_intercept", "zero_score", "constant")
    if any(getattr(a, name) != getattr(b, name) for name in rule) or a.kernel is not None or b.kernel is not None:
        return False
    pairs = [(getattr(a, name), getattr(b, name)) for name in ("X", "y_idx", "W0", "B0")]
    return all(x is y or np.array_equal(x, y) for x, y in pairs)  # the set's own arrays: no pass to compare


class RunRecord:
    """One run's log and trace table, fed with the run's reports in order.

    ``log`` is the run as far as reported, ``table`` its trace table; ``run_log``, ``trace`` and ``sgd_trace``
    are the same record seen as the views that need one kind read it (None when the run is of another kind).
    """

    def __init__(self, start: Start) -> None:
        self.log: RunLog | SgdLog
        self.table: Table
        if isinstance(start, SgdStart):
            self.log = SgdLog(start)
            self.table = SgdTrace(self.log)
        else:
            self.log = RunLog(start)
            self.table = KernelTrace(self.log) if self.log.traits.dual else Trace(self.log)

    @property
    def run_log(self) -> RunLog | None:
        """The perceptrons' log (None for an SGD run)."""
        return self.log if isinstance(self.log, RunLog) else None

    @property
    def trace(self) -> Trace | None:
        """The linear perceptrons' trace table (None for the kernel perceptron and SGD runs)."""
        return self.table if isinstance(self.table, Trace) else None

    @property
    def sgd_trace(self) -> SgdTrace | None:
        """Logistic regression's or the hinge's trace table (None for the perceptrons)."""
        return self.table if isinstance(self.table, SgdTrace) else None

    @property
    def behind(self) -> bool:
        """Whether reported mistakes wait to be taken in (a perceptron's log takes a bounded share per frame)."""
        return self.log.behind

    def extend(self, progress: RunProgress | SgdProgress, most: int) -> None:
        """Take in a report's news (at most ``most`` of a perceptron's waiting mistakes now)."""
        if isinstance(self.log, SgdLog):
            assert isinstance(progress, SgdProgress)
            self.log.extend(progress)
            return
        assert isinstance(progress, RunProgress)
        self.log.extend(progress, most)
        self._sync()

    def catch_up(self, most: int) -> bool:
        """Take in up to ``most`` more waiting mistakes; True when something was taken in."""
        if not isinstance(self.log, RunLog) or not self.log.behind:
            return False
        self.log.catch_up(most)
        self._sync()
        return True

    def _sync(self) -> None:
        """The trace's weight path follows the log a frame's share at a time (a noisy run's first second brings a
        million mistakes: summed at once, the first redraw of the table after it took 40-80 ms)."""
        if isinstance(self.table, Trace):
            self.table.sync()
