"""The trace table of an SGD run (logistic regression, the hinge), from the steps the engine recorded.

Every SGD step moves w (the logistic loss has a nonzero gradient everywhere), so the mistake history
that rebuilds a perceptron run does not apply: the engine (:class:`core.learn.sgd_learner.SGDLearner`)
returns one record per step (the example, the score a = w·x + b before the step, the loss l, its
derivative l' = dl/da, the step size η_t, and w and b after), and an :class:`SgdLog` keeps the first
:data:`SGD_HISTORY_LIMIT` of them.  :class:`SgdTrace` turns them into the window's table rows, past
weights for time travel and per-epoch curves.  The steps with a nonzero gradient l' play the mistakes'
part: they fill ``history`` (the "mistakes only" filter, Step to Mistake, the shaded rows).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.learn.traits import Traits, traits
from core.teach.trace import EpochCurves
from core.teach.trace_steps import StepBlock, TraceSteps, latex_bold, latex_number, latex_sign, latex_vector

SGD_HISTORY_LIMIT = 200_000  # steps kept for the trace and time travel (about 100 bytes each in 2-D)


def robbins_monro(schedule: str, power_t: float) -> tuple[bool, bool]:
    """Whether a schedule meets the Robbins-Monro conditions (note 000): (Σα_t = ∞, Σα_t² < ∞).

    Constant alpha: (True, False).  alpha₀/t: (True, True).  alpha₀/tᵖ: Σ 1/tᵖ diverges iff p ≤ 1, and
    Σ 1/t²ᵖ converges iff p > ½.
    """
    if schedule == "constant":
        return True, False
    p = 1.0 if schedule == "1/t" else float(power_t)
    return p <= 1.0, p > 0.5


@dataclass(frozen=True, eq=False)
class SgdStart:
    """What an SGD run starts from: the data (y_idx: 0 is y = -1, 1 is y = +1), the learner and its settings,
    and the start w0 (1, d), b0 (1,)."""

    X: np.ndarray
    y_idx: np.ndarray
    variant: str
    eta: float
    schedule: str
    power_t: float
    alpha: float
    fit_intercept: bool
    W0: np.ndarray
    B0: np.ndarray


@dataclass(frozen=True, eq=False)
class SgdProgress:
    """An SGD run's news since the previous report: the recorded steps (``index``, ``score``,
    ``probability`` sigma(a), ``loss``, ``dloss``, ``eta``, ``coef`` (m, d), ``intercept`` (m,)) and where the
    run is.  ``start`` is set on a run's first report only.  Past the log's limit the steps are no longer
    recorded (the arrays are empty)."""

    index: np.ndarray
    score: np.ndarray
    probability: np.ndarray
    loss: np.ndarray
    dloss: np.ndarray
    eta: np.ndarray
    coef: np.ndarray
    intercept: np.ndarray
    t: int
    epoch: int
    pos: int
    start: SgdStart | None = None


class SgdLog:
    """The recorded steps of one SGD run, grown report by report (read as a :class:`TraceSource`)."""

    record_history = True
    n_classes = 2

    @property
    def traits(self) -> Traits:
        """What the variant's run has (see :class:`core.learn.traits.Traits`)."""
        return traits(self.start.variant)

    zero_score = "negative"  # SGD predicts +1 iff a > 0, as scikit-learn's SGDClassifier
    converged = False
    constant = (
        1.0  # the SGD learners keep the constant coordinate c = 1 (the unit ball of (x, c) is for the perceptrons)
    )
    behind = False

    def __init__(self, start: SgdStart, limit: int = SGD_HISTORY_LIMIT) -> None:
        self.start = start
        self.X, self.y_idx, self.variant = start.X, start.y_idx, start.variant
        self.eta, self.fit_intercept = start.eta, start.fit_intercept
        self.W0, self.B0 = start.W0, start.B0
        self.limit = int(limit)
        self.epoch = self.pos = 0
        self._t = 0
        self._n = 0
        d = start.X.shape[1]
        self._index = np.zeros(64, dtype=np.int64)
        self._values = np.zeros((64, 6 + d))  # score, loss, dloss, eta, b, p, w...: one row per step
        self._history = np.zeros((0, 4), dtype=np.int64)

    # --------------------------------------------------------------- what a trace reads
    @property
    def n_samples(self) -> int:
        """Number of training examples."""
        return int(self.X.shape[0])

    @property
    def t(self) -> int:
        """Examples looked at, as of the last report."""
        return self._t

    @property
    def recorded(self) -> int:
        """Steps recorded (the first ones of the run)."""
        return self._n

    @property
    def history_complete_until(self) -> int | None:
        """The last recorded step once the run went past the log's limit, else None."""
        return self._n if self._t > self._n else None

    @property
    def history(self) -> np.ndarray:
        """The recorded steps with a nonzero gradient l': rows (example index, epoch from 0, step, 0)."""
        return self._history

    def order_of_epoch(self, epoch: int) -> np.ndarray:
        """The examples of a recorded epoch (from 0), in the order looked at."""
        n = self.n_samples
        return self._index[epoch * n : min((epoch + 1) * n, self._n)].copy()

    def column(self, name: str) -> np.ndarray:
        """One recorded column over the recorded steps: score, loss, dloss, eta, b, p (sigma(a)); a view."""
        return self._values[: self._n, ("score", "loss", "dloss", "eta", "b", "p").index(name)]

    @property
    def index(self) -> np.ndarray:
        """The example of each recorded step."""
        return self._index[: self._n]

    @property
    def w(self) -> np.ndarray:
        """w after each recorded step, (steps, d); a view."""
        return self._values[: self._n, 6:]

    # --------------------------------------------------------------- growing
    def extend(self, progress: SgdProgress) -> None:
        """Take in a report (the window's copy of a run): its recorded steps and where the run is."""
        p = progress
        self.record(p.index, p.score, p.probability, p.loss, p.dloss, p.eta, p.coef, p.intercept)
        self.moved_to(p.t, p.epoch, p.pos)

    def moved_to(self, t: int, epoch: int, pos: int) -> None:
        """Where the run is now (steps past the limit are counted, not recorded)."""
        self._t, self.epoch, self.pos = t, epoch, pos

    def record(
        self,
        index: np.ndarray,
        score: np.ndarray,
        probability: np.ndarray,
        loss: np.ndarray,
        dloss: np.ndarray,
        eta: np.ndarray,
        coef: np.ndarray,
        intercept: np.ndarray,
    ) -> None:
        """Append the next steps' records (those beyond the limit are dropped)."""
        m = min(len(index), self.limit - self._n)
        if m <= 0:
            return
        need = self._n + m
        if need > len(self._index):
            cap = max(need, 2 * len(self._index))
            self._index = np.resize(self._index, cap)
            grown = np.zeros((cap, self._values.shape[1]))
            grown[: self._n] = self._values[: self._n]
            self._values = grown
        rows = slice(self._n, need)
        self._index[rows] = index[:m]
        self._values[rows, :6] = np.column_stack(
            [score[:m], loss[:m], dloss[:m], eta[:m], intercept[:m], probability[:m]]
        )
        self._values[rows, 6:] = coef[:m]
        steps = np.arange(self._n + 1, need + 1)
        moved = np.flatnonzero(dloss[:m] != 0)
        new = np.column_stack([index[:m][moved], (steps[moved] - 1) // self.n_samples, steps[moved], 0 * moved])
        self._history = np.concatenate([self._history, new.astype(np.int64)])
        self._n = need

    def progress_since(self, first: int, start: SgdStart | None = None) -> SgdProgress:
        """The report of the recorded steps from number ``first`` (from 0) on, and where the run is."""
        k = slice(first, self._n)
        return SgdProgress(
            index=self._index[k].copy(), score=self.column("score")[k].copy(),
            probability=self.column("p")[k].copy(), loss=self.column("loss")[k].copy(),
            dloss=self.column("dloss")[k].copy(), eta=self.column("eta")[k].copy(), coef=self.w[k].copy(),
            intercept=self.column("b")[k].copy(), t=self._t, epoch=self.epoch, pos=self.pos, start=start,
        )  # fmt: skip


@dataclass(frozen=True, eq=False)
class SgdTraceBlock(StepBlock):
    """Rows of an SGD trace as arrays: the columns of every trace (``mistake``: a nonzero gradient l'), and
    ``probability`` sigma(a) = P(y = +1 | x) under w before the step, ``loss`` l, ``dloss`` l' = dl/da, ``eta`` η_t,
    ``w`` (m, d) and ``b`` (m,) after the step."""

    probability: np.ndarray
    loss: np.ndarray
    dloss: np.ndarray
    eta: np.ndarray
    w: np.ndarray
    b: np.ndarray

    def wrong(self, k: int) -> bool:
        """Whether row k's example was misclassified before its step (every logistic step moves w: the table
        shades these)."""
        return bool(self.prediction[k] != self.y[k])


class SgdTrace(TraceSteps[SgdTraceBlock]):
    """The trace table of an SGD run, read from its :class:`SgdLog` (rows appear as the log grows)."""

    def __init__(self, log: SgdLog) -> None:
        super().__init__(log)
        self.log = log
        self.logistic = log.variant == "logistic"

    def weights_after(self, t: int) -> tuple[np.ndarray, np.ndarray]:
        """w (1, d) and b (1,) after step ``t`` (0: the start)."""
        self._check_step(t)
        if t < self.first_step:
            return self.log.W0.copy(), self.log.B0.copy()
        k = t - self.first_step
        return self.log.w[k][None, :].copy(), np.array([self.log.column("b")[k]])

    @property
    def finished_epochs(self) -> int:
        """Epochs whose every step is recorded."""
        return min(self.log.epoch, len(self) // max(1, self.log.n_samples))

    def epoch_curves(self) -> EpochCurves:
        """Per recorded epoch: the steps with a nonzero gradient, the training errors of w at the epoch's end,
        and the training loss as the mean l over the epoch's steps (each under w before its step)."""
        n, E = max(1, self.log.n_samples), self.finished_epochs
        loss = self.log.column("loss")[: E * n].reshape(E, n).mean(axis=1)
        moved = np.bincount(self.log.history[:, 1], minlength=E)[:E].astype(np.int64)
        ends = np.arange(1, E + 1) * n - 1
        with np.errstate(over="ignore", invalid="ignore"):
            scores = self.log.X @ self.log.w[ends].T + self.log.column("b")[ends]  # (n, E)
        wrong = (scores > 0) != (self.log.y_idx == 1)[:, None]
        errors = np.count_nonzero(wrong, axis=0).astype(np.int64)
        return EpochCurves(np.arange(1, E + 1), moved, errors, errors / n, loss)

    # --------------------------------------------------------------- exports
    def csv_header(self) -> list[str]:
        """t, epoch, index, x…, y, score, prediction, nonzero_gradient, (p,) loss, dloss, eta, w…, b."""
        d = self.log.X.shape[1]
        p = ["p"] if self.logistic else []
        ws = [f"w{j + 1}" for j in range(d)]
        return ["t", "epoch", "index", *[f"x{j + 1}" for j in range(d)], "y", "score", "prediction",
                "nonzero_gradient", *p, "loss", "dloss", "eta", *ws, "b"]  # fmt: skip

    def _csv_model(self, block: SgdTraceBlock) -> np.ndarray:
        p = [block.probability[:, None]] if self.logistic else []
        return np.hstack([*p, block.loss[:, None], block.dloss[:, None], block.eta[:, None], block.w, block.b[:, None]])

    def _latex_columns(self) -> str:
        xs = "r" * len(self._latex_x_titles())
        return "rr" + xs + "r" + ("r" if self.logistic else "") + "crrrcr"

    def _latex_header(self) -> str:
        """The window's SGD columns: t, epoch, x, a, (sigma(a),) y, the loss, its slope, eta_t, w and b after."""
        p = [r"$\sigma(a)$"] if self.logistic else []
        return " & ".join(["$t$", "epoch", *self._latex_x_titles(), r"$a = \mathbf{w}\cdot\mathbf{x} + b$", *p,
                           "$y$", r"$\ell$", r"$\ell'$", r"$\eta_t$", r"$\mathbf{w}$ after", "$b$ after"])  # fmt: skip

    def _latex_row(self, block: SgdTraceBlock, k: int) -> str:
        """A row; a misclassified example's (shaded in the window) has its weights after in bold."""
        x = block.x[k]
        cells = [
            str(int(block.t[k])),
            str(int(block.epoch[k])),
            *([f"${latex_number(v)}$" for v in x] if len(x) <= 2 else [latex_vector(x)]),
            f"${latex_number(block.score[k])}$",
        ]
        if self.logistic:
            cells.append(f"${latex_number(block.probability[k])}$")
        cells.append(latex_sign(block.y[k]))
        cells += [f"${latex_number(v)}$" for v in (block.loss[k], block.dloss[k], block.eta[k])]
        wrong = bool(block.prediction[k] != block.y[k])
        cells += [latex_bold(latex_vector(block.w[k]), wrong), latex_bold(f"${latex_number(block.b[k])}$", wrong)]
        return " & ".join(cells)

    # ------------------------------------------------------------- internals
    def _block(self, ts: np.ndarray) -> SgdTraceBlock:
        log = self.log
        k = ts - self.first_step
        index = log.index[k]
        score = log.column("score")[k]
        y = np.where(log.y_idx[index] == 1, 1, -1)
        dloss = log.column("dloss")[k]
        return SgdTraceBlock(
            t=ts, epoch=(ts - self.first_step) // max(1, log.n_samples) + 1, index=index, x=log.X[index], y=y,
            score=score, scores=score[:, None], prediction=np.where(score > 0, 1, -1), mistake=dloss != 0,
            probability=log.column("p")[k], loss=log.column("loss")[k], dloss=dloss, eta=log.column("eta")[k],
            w=log.w[k], b=log.column("b")[k],
        )  # fmt: skip
