"""A copy of a training run that grows as the run goes on: what the window's trace, time travel and proof read.

The learner lives on the training thread and the window must not read it.  With each
snapshot the worker sends a :class:`RunProgress`: the mistakes recorded since the last
one and where the run is.  A :class:`RunLog` on the window's side collects them and
offers the attributes that :class:`core.teach.trace.Trace` and
:func:`core.teach.theory.proof_curves` read (a :class:`core.teach.trace.TraceSource`), so the
trace table, time travel and the proof plot are computed from the same mistake
history as the learner's, without touching it.

A full-speed run on noisy data makes millions of mistakes a second.  So that the
window's share of the work stays small per frame, a log takes in at most a budget of
mistakes per call of :meth:`RunLog.catch_up`; between calls it describes the run up
to the step before its first mistake not yet taken in, which is still a complete,
consistent prefix of the run.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from core.learn import orders
from core.learn.traits import Traits, traits

_FIRST_ROWS = 64  # history rows a log without a cap starts with (it doubles them as needed)
_RECENT_SNAPSHOTS = 4  # kernel score caches (8 bytes x n x K each) of the last reports a log keeps
_SNAPSHOT_STRIDE = 256  # mistakes between two older ones kept (at first)
_SNAPSHOT_BYTES = 64 << 20  # memory they may take; beyond it every other older one is dropped

if TYPE_CHECKING:
    from core.learn.engine import Learner
    from core.learn.kernels import Kernel


@dataclass(frozen=True, eq=False)
class RunProgress:
    """What happened in a run since the previous progress report.

    ``start`` is set on a run's first report only: what the new run's :class:`RunLog` starts from.
    ``mistakes`` holds the new history rows; ``orders_from`` is where ``orders``
    (the generator states of the shuffles) replace the log's list.  ``scores``: the kernel perceptron's
    score cache F after all mistakes reported so far (a copy; None for the other variants), so that the
    trace of the latest steps starts from the engine's own F instead of replaying its kernel columns.
    """

    mistakes: np.ndarray
    t: int
    epoch: int
    pos: int
    converged: bool
    orders_from: int
    orders: tuple[orders.DrawnOrder, ...]
    history_complete_until: int | None
    start: RunStart | None = None
    scores: np.ndarray | None = None


def _read_only(a: np.ndarray) -> np.ndarray:
    """``a`` itself when nobody can write it (a read-only array that owns its memory, as a point set's X),
    else a read-only copy: a run's data is shared, never copied again, and never changes under the log."""
    if not a.flags.writeable and a.flags.owndata:
        return a
    a = np.array(a, copy=True)
    a.flags.writeable = False
    return a


@dataclass(frozen=True, eq=False)
class RunStart:
    """What a run log starts from: the learner's constant data and its start w0, b0 (read-only arrays), and
    the kernel of the kernel perceptron (None for the linear variants)."""

    X: np.ndarray
    y_idx: np.ndarray
    n_classes: int
    variant: str
    eta: float
    fit_intercept: bool
    zero_score: str
    W0: np.ndarray
    B0: np.ndarray
    kernel: Kernel | None = None
    constant: float = 1.0
    history_limit: int | None = None  # the learner's cap on the mistakes it records (None: no cap)

    @classmethod
    def of(cls, learner: Learner) -> RunStart:
        """The start of a fresh learner's run (before its first step)."""
        if learner.t != 0:
            raise ValueError("A run log starts with its learner: this one has already looked at examples.")
        arrays = [_read_only(a) for a in (learner.X, learner.y_idx, learner.W0, learner.B0)]
        X, y_idx, W0, B0 = arrays
        return cls(X, y_idx, learner.n_classes, learner.variant, learner.eta, learner.fit_intercept,
                   learner.zero_score, W0, B0, learner.kernel, learner.constant, learner.history_limit)  # fmt: skip


class RunLog:
    """The run of one learner as far as reported: constant data plus the growing mistake history."""

    record_history = True

    @property
    def traits(self) -> Traits:
        """What the variant's run has (see :class:`core.learn.traits.Traits`)."""
        return traits(self.variant)

    def __init__(self, start: RunStart) -> None:
        self.X = start.X
        self.y_idx = start.y_idx
        self.n_classes = start.n_classes
        self.variant = start.variant
        self.eta = start.eta
        self.fit_intercept = start.fit_intercept
        self.constant = start.constant
        self.zero_score = start.zero_score
        self.W0 = start.W0
        self.B0 = start.B0
        self.kernel = start.kernel
        self.t0 = 0
        self.epoch = self.pos = 0
        self.converged = False
        self.history_complete_until: int | None = None
        self.history_limit = start.history_limit
        self._pending: deque[RunProgress] = deque()
        self._taken = 0  # mistakes of the first pending report already taken in
        self._t = 0
        # Room for every mistake the learner records, reserved at once: the memory is the system's until rows are
        # written, and a run's first second (a million mistakes) never waits for 32 MB to be copied into 64.
        self._hist = np.empty((self.history_limit or _FIRST_ROWS, 4), dtype=np.int64)
        self._n = 0
        self._orders: list[orders.DrawnOrder] = []
        self._snapshots: list[tuple[int, np.ndarray]] = []
        self._snapshot_stride = _SNAPSHOT_STRIDE

    @property
    def score_snapshots(self) -> tuple[tuple[int, np.ndarray], ...]:
        """Kernel score caches F (n, K) the worker reported, each with the number of history rows it sums:
        ((mistakes, F), ...) in order, those of the last few reports and older ones about a stride of mistakes
        apart (read, do not write)."""
        return tuple(self._snapshots)

    @property
    def n_samples(self) -> int:
        """Number of training examples."""
        return int(self.X.shape[0])

    @property
    def t(self) -> int:
        """Examples looked at, as of the last report."""
        return self._t

    @property
    def history(self) -> np.ndarray:
        """The mistakes reported so far: rows (example index, epoch, step, other class), as the learner's."""
        return self._hist[: self._n]

    @property
    def drawn_orders(self) -> list[orders.DrawnOrder]:
        """The generator states before each shuffled epoch's draw, as the learner's (read, do not write)."""
        return self._orders

    def order_of_epoch(self, epoch: int) -> np.ndarray:
        """The example order of a started epoch (from 0)."""
        if not 0 <= epoch <= self.epoch:
            raise ValueError(f"Epoch {epoch} has not started yet (the run is in epoch {self.epoch}).")
        return orders.regenerate(self._orders, epoch, self.n_samples)

    @property
    def behind(self) -> bool:
        """Whether reports wait to be taken in (the log describes an earlier moment of the run)."""
        return bool(self._pending)

    def extend(self, progress: RunProgress, budget: int | None = None) -> bool:
        """Receive a progress report of this run and take in up to ``budget`` mistakes; see :meth:`catch_up`."""
        del self._orders[progress.orders_from :]  # orders of epochs not reached yet do no harm
        self._orders.extend(progress.orders)
        self._pending.append(progress)
        return self.catch_up(budget)

    def catch_up(self, budget: int | None = None) -> bool:
        """Take in up to ``budget`` (default: all) waiting mistakes; True when the log is up to date."""
        left = np.inf if budget is None else max(0, budget)
        while self._pending:
            report = self._pending[0]
            chunk = report.mistakes[self._taken : self._taken + int(min(left, len(report.mistakes)))]
            self._append(chunk)
            self._taken += len(chunk)
            left -= len(chunk)
            if self._taken < len(report.mistakes):  # out of budget: the run is known up to the next mistake
                self._move_to(int(report.mistakes[self._taken, 2]) - 1)
                return False
            self._pending.popleft()
            self._taken = 0
            self._t, self.epoch, self.pos = report.t, report.epoch, report.pos
            self.converged = report.converged
            self.history_complete_until = report.history_complete_until
            if report.scores is not None:
                self._keep_snapshot(self._n, report.scores)
        return True

    def _keep_snapshot(self, mistakes: int, F: np.ndarray) -> None:
        """Keep the F of the latest report; of the older ones one per stride, every other one dropped (and the
        stride doubled) when they take more than their memory budget."""
        snaps = self._snapshots
        if snaps and snaps[-1][0] == mistakes:
            snaps[-1] = (mistakes, F)
            return
        snaps.append((mistakes, F))
        old = len(snaps) - 1 - _RECENT_SNAPSHOTS  # the one that has just become old
        if old >= 1 and snaps[old][0] - snaps[old - 1][0] < self._snapshot_stride:
            del snaps[old]
        if len(snaps) * F.nbytes > _SNAPSHOT_BYTES:
            self._snapshots = snaps[:-_RECENT_SNAPSHOTS:2] + snaps[-_RECENT_SNAPSHOTS:]
            self._snapshot_stride *= 2

    def _append(self, rows: np.ndarray) -> None:
        need = self._n + len(rows)
        if need > len(self._hist):
            grown = np.empty((max(need, 2 * len(self._hist)), 4), dtype=np.int64)
            grown[: self._n] = self._hist[: self._n]
            self._hist = grown
        self._hist[self._n : need] = rows
        self._n = need

    def _move_to(self, t: int) -> None:
        """Describe the run as it was right after step t (before a mistake not yet taken in)."""
        self._t = t
        self.epoch, self.pos = divmod(t - self.t0, self.n_samples)
        self.converged = False


class ProgressTracker:
    """Worker side: turns a learner's state into progress reports, each with what is new since the last.

    Make it for a fresh learner (before its first step): the first report carries the run's :class:`RunStart`.
    """

    def __init__(self, learner: Learner) -> None:
        self.learner = learner
        self._sent_mistakes = 0
        self._sent_orders = 0
        self._started = False

    def progress(self) -> RunProgress:
        """The report of what happened since the previous call (call on the thread that owns the learner)."""
        lrn = self.learner
        hist = lrn.history
        drawn = lrn.drawn_orders
        snapshots = lrn.score_snapshots
        orders_from = max(0, self._sent_orders - 1)  # the last draw may have been redone
        report = RunProgress(
            mistakes=hist[self._sent_mistakes :].copy(),
            t=lrn.t,
            epoch=lrn.epoch,
            pos=lrn.pos,
            converged=lrn.converged,
            orders_from=orders_from,
            orders=tuple(drawn[orders_from:]),
            history_complete_until=lrn.history_complete_until,
            start=None if self._started else RunStart.of(lrn),
            scores=snapshots[0][1].copy() if snapshots else None,
        )
        self._started = True
        self._sent_mistakes, self._sent_orders = len(hist), len(drawn)
        return report
