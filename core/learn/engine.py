"""The one training engine under every estimator and the GUI.

A :class:`Learner` is the state of a perceptron being trained (weights,
intercept, averaging sums, dual scores, position, epoch) plus :meth:`Learner.advance`,
which consumes examples in the chosen order until a budget is spent, a
mistake happens (when asked) or the epoch ends.  ``Estimator.fit`` loops over
epochs with it; the GUI calls it one example, one mistake or one epoch at a
time.  The history of mistakes (example, epoch, step, other class) is kept so
that any past state can be rebuilt (see :mod:`core.learn.history`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from core.learn import history, orders
from core.learn.choices import VARIANTS, ZERO_SCORE_NAMES
from core.learn.compiled import loop_module
from core.learn.kernels import Kernel
from core.learn.linear_runs import linear_run
from core.learn.prediction import errors, predicted_index
from core.learn.step_result import StepResult
from core.learn.traits import Traits, traits
from core.learn.vote import VoteTally
from core.learn.words import QT_TRANSLATE_NOOP, Sentence

_loops = loop_module("_loops")
_sparse_loops = loop_module("_sparse_loops")
_labels = loop_module("labels")

ZERO_SCORES = dict(
    zip(ZERO_SCORE_NAMES, (_loops.ZERO_MISTAKE, _loops.ZERO_POSITIVE, _loops.ZERO_NEGATIVE), strict=True)
)


_BOUND_FROM = 4096  # calls of fewer steps keep the loop's checks (the bound costs a call; the checks a few ns)
_IDENTITY_ORDER: list[np.ndarray] = []  # the last one made


def _identity_order(n: int) -> np.ndarray:
    """arange(n) as int64, shared with the learners of the same size (never written: a shuffle replaces it).

    A fresh 8 MB array per fit of a million rows cost more in page faults than an epoch's scan;
    one array (of the last size asked for) is kept between fits.
    """
    if not _IDENTITY_ORDER or len(_IDENTITY_ORDER[0]) != n:
        _IDENTITY_ORDER[:] = [np.arange(n, dtype=np.int64)]
    return _IDENTITY_ORDER[0]


class OverflowTrainingError(ValueError):
    """Training overflowed: a score or a weight would not be a finite float.  Raised with a :class:`Sentence` (the
    engine's own stops), it is said in the reader's language by :func:`core.learn.words.said`; ``str(error)`` is the
    English."""

    def __init__(self, message: str | Sentence) -> None:
        super().__init__(str(message))
        if isinstance(message, Sentence):
            self.sentence = message


SCORE_OVERFLOWED = QT_TRANSLATE_NOOP("TrainingStop", "The score w.x + b overflowed (is not a finite number)")
WEIGHTS_OVERFLOW = QT_TRANSLATE_NOOP("TrainingStop", "The weights would overflow (become infinite) in the update")
AVERAGE_OVERFLOW = QT_TRANSLATE_NOOP(
    "TrainingStop", "The running sum of w behind the averaged weights would overflow (become infinite)"
)
KERNEL_OVERFLOW = QT_TRANSLATE_NOOP(
    "TrainingStop", "The kernel scores f(x) would overflow (become infinite) in the update"
)
BATCH_OVERFLOW = QT_TRANSLATE_NOOP(
    "TrainingStop", "The weights overflowed (became infinite) in the batch update of epoch {epoch}: {fix}."
)
OVERFLOW_AT = QT_TRANSLATE_NOOP("TrainingStop", "{what} at example {index} (epoch {epoch}, step {step}): {fix}.")
OVERFLOW_FIX = QT_TRANSLATE_NOOP(
    "TrainingStop", "use a smaller learning rate (now {eta}) or rescale the data (largest |x| is {biggest})"
)


def _fix(eta: float, X: Any) -> Sentence:
    """What to change: the learning rate ``eta``, or the scale of ``X``."""
    biggest = float(np.abs(X).max()) if X.size else 0.0
    return Sentence("TrainingStop", OVERFLOW_FIX, {"eta": f"{eta:g}", "biggest": f"{biggest:g}"})


def overflow_error(what: str, index: int, epoch: int, step: int, eta: float, X: Any) -> OverflowTrainingError:
    """The error for ``what`` overflowing at example ``index`` in ``epoch`` and ``step`` (both from 0): where,
    and what to change (the learning rate ``eta``, or the scale of ``X``)."""
    where = {"what": Sentence("TrainingStop", what), "index": index, "epoch": epoch + 1, "step": step + 1,
             "fix": _fix(eta, X)}  # fmt: skip
    return OverflowTrainingError(Sentence("TrainingStop", OVERFLOW_AT, where))


@dataclass
class Learner:
    """Training state of one perceptron variant on one data set.

    ``y`` holds class indices 0..n_classes-1.  Two classes use the textbook
    rule with index 0 -> -1 and index 1 -> +1; more classes use the
    multiclass (structured) rule with one weight row per class.
    ``history_limit`` caps the recorded mistakes (training goes on; the
    history then describes every step up to ``history_complete_until``).
    ``constant`` is the constant coordinate c of the augmented example x~ = (x, c) with an intercept
    (liblinear's ``intercept_scaling``): the learner keeps the offset b (the score is w.x + b, and
    ``intercept`` is b, as scikit-learn's liblinear models report intercept_ = intercept_scaling * beta),
    and a mistake that adds eta*y*x~ to w~ = (w, beta) moves b = beta*c by eta*y*c**2.  c = 1 (the
    default) is the usual b += eta*y, bit for bit.  Only the linear perceptrons on a dense X take another
    c: the kernel perceptron's offset and the sparse loops keep c = 1.
    ``X`` may also be a SciPy CSR matrix in canonical form (sorted indices, no duplicates) for
    the linear variants: :mod:`core.learn._sparse_loops` then trains on its non-zeros, with the
    same weights as on the dense matrix.
    ``x_max`` is max |x| over a dense X when the caller has it (the estimators' input check computes it):
    the learner then skips its own pass over X (one epoch's reading on a large X).
    """

    X: np.ndarray
    y: np.ndarray
    n_classes: int
    variant: str = "perceptron"
    eta: float = 1.0
    fit_intercept: bool = True
    constant: float = 1.0
    zero_score: str = "mistake"
    shuffle: bool = False
    rng: np.random.Generator | np.random.RandomState | None = None
    kernel: Kernel | None = None
    w0: np.ndarray | None = None
    b0: np.ndarray | None = None
    record_history: bool = True
    history_limit: int | None = None
    x_max: float | None = None
    epoch: int = field(default=0, init=False)
    pos: int = field(default=0, init=False)
    converged: bool = field(default=False, init=False)
    mistakes_per_epoch: list[int] = field(default_factory=list, init=False)
    history_complete_until: int | None = field(default=None, init=False)  # set when history_limit stopped it

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"Unknown variant {self.variant!r}: use one of {', '.join(VARIANTS)}.")
        if self.zero_score not in ZERO_SCORES:
            raise ValueError(f"zero_score must be one of {', '.join(ZERO_SCORES)}, got {self.zero_score!r}.")
        if not self.eta > 0 or not np.isfinite(self.eta):
            raise ValueError(f"The learning rate must be a finite number > 0, got {self.eta!r}.")
        if self.variant == "kernel" and self.kernel is None:
            raise ValueError("The kernel variant needs a kernel.")
        self.constant = float(self.constant)
        if not (self.constant > 0 and np.isfinite(self.constant)):
            raise ValueError(f"The constant coordinate c must be a finite number > 0, got {self.constant!r}.")
        if self.constant != 1.0 and (self.variant == "kernel" or hasattr(self.X, "indptr")):
            raise ValueError(
                f"The kernel perceptron keeps the constant coordinate c = 1 (and so does a sparse X), got c = "
                f"{self.constant:g}: the unit ball with the constant coordinate is for the linear perceptrons."
            )
        self._c2 = self.constant * self.constant
        if self.n_classes < 2:
            raise ValueError(f"Training needs at least 2 classes, got {self.n_classes}.")
        self.sparse = hasattr(self.X, "indptr")  # a CSR matrix (duck-typed: the engine imports no SciPy)
        if self.sparse:
            if self.variant == "kernel" or getattr(self.X, "format", "csr") != "csr":
                raise ValueError("A sparse X must be CSR, and the kernel variant needs a dense X.")
            csr: Any = self.X
            self._csr = (np.asarray(csr.data, dtype=np.float64), csr.indices, csr.indptr)
        else:
            self.X = np.ascontiguousarray(self.X, dtype=np.float64)
        n, d = self.X.shape
        self.multiclass = self.n_classes > 2
        rows = self.n_classes if self.multiclass else 1
        y_idx = np.asarray(self.y, dtype=np.int64)
        self.y_idx = y_idx
        self._y_loop = (
            y_idx.astype(np.float64) if self.multiclass else _labels.signs_of(y_idx)
        )  # int8: 1/8 of the bytes
        self._zero_mode = ZERO_SCORES[self.zero_score]
        self.W = np.zeros((rows, d)) if self.w0 is None else np.array(self.w0, dtype=np.float64).reshape(rows, d)
        self.b = np.zeros(rows) if self.b0 is None else np.array(self.b0, dtype=np.float64).reshape(rows)
        self.W0 = self.W.copy()
        self.B0 = self.b.copy()
        self._sum_W = np.zeros_like(self.W)
        self._sum_b = np.zeros_like(self.b)
        self._pend_W = np.zeros_like(self.W)
        self._pend_b = np.zeros_like(self.b)
        self._counters = np.zeros(3, dtype=np.int64)
        self._hist = np.zeros((0, 4), dtype=np.int64)
        self._scores = np.zeros(rows)
        self._order = _identity_order(n)
        self._shuffled = False  # _order is arange(n): the loops read rows in place
        self._max_abs_x = None if self.x_max is None else float(self.x_max)
        self._epoch_mistakes = 0
        self._drawn_orders: list[orders.DrawnOrder] = []
        if self.variant == "kernel":
            self.F = np.zeros((n, rows))
            self.alpha = np.zeros((n, rows))
            self._krow = np.zeros(n)
        self._scores_from_zero = True  # the kernel score cache F is the sum of the history's columns alone
        self.folded_step = 0  # the step of the last mistake folded into W0, B0 (fold_history); 0: none
        self._vote_tally: VoteTally | None = None
        if self.variant == "voted":
            self.record_history = True

    # ----------------------------------------------------------------- state
    @property
    def n_samples(self) -> int:
        """Number of training examples."""
        return int(self.X.shape[0])

    @property
    def t(self) -> int:
        """Examples looked at since the start."""
        return int(self._counters[_loops.T])

    @property
    def n_mistakes(self) -> int:
        """Mistakes made since the start."""
        return sum(self.mistakes_per_epoch) + self._epoch_mistakes

    @property
    def history(self) -> np.ndarray:
        """The mistakes so far, one row each: (example index, epoch, step, other class).

        ``step`` counts examples from 1; ``other`` is the wrong class that lost
        weight (multiclass) or -1.  Empty unless ``record_history``.
        """
        return self._hist[: self._counters[_loops.HIST_LEN]]

    @property
    def score_snapshots(self) -> tuple[tuple[int, np.ndarray], ...]:
        """The kernel score cache F (n, K) with the number of history rows it sums, as ((mistakes, F),) (read,
        do not write); empty when F is not that sum (linear variants, a cut history, initial scores)."""
        if self.variant != "kernel" or self.history_complete_until is not None or not self._scores_from_zero:
            return ()
        return ((len(self.history), self.F),)

    @property
    def drawn_orders(self) -> Sequence[orders.DrawnOrder]:
        """The generator states before each epoch's shuffle (see :mod:`core.learn.orders`); empty without shuffling.

        The learner's own list, not a copy (it grows by an entry per epoch): read it, slice what is new.
        """
        return self._drawn_orders

    @property
    def coef(self) -> np.ndarray:
        """The current weights, one row per class (one row for two classes)."""
        return self.W.copy()

    @property
    def intercept(self) -> np.ndarray:
        """The current intercepts."""
        return self.b.copy()

    def averaged(self) -> tuple[np.ndarray, np.ndarray]:
        """Mean of (w, b) after each example looked at (w0, b0 before any)."""
        t = self.t
        if t == 0:
            return self.W.copy(), self.b.copy()
        gap = t - self._counters[_loops.AVG_LAST]
        return (self._sum_W + self.W * gap) / t, (self._sum_b + self.b * gap) / t

    def set_averaging_state(self, sum_W: np.ndarray, sum_b: np.ndarray, t: int) -> None:
        """Continue the averages of an earlier run that looked at t examples."""
        self._sum_W[:] = sum_W
        self._sum_b[:] = sum_b
        self._counters[_loops.T] = t
        self._counters[_loops.AVG_LAST] = t

    def _average_is_finite(self) -> bool:
        gap = self.t - int(self._counters[_loops.AVG_LAST])
        return bool(_loops.average_is_finite(self.W, self.b, self._sum_W, self._sum_b, float(gap)))

    def averaging_state(self) -> tuple[np.ndarray, np.ndarray, int]:
        """(sum of w, sum of b, t), brought up to date, for :meth:`set_averaging_state`."""
        gap = self.t - self._counters[_loops.AVG_LAST]
        return self._sum_W + self.W * gap, self._sum_b + self.b * gap, self.t

    def scores(self, points: np.ndarray) -> np.ndarray:
        """Raw scores of the current model at ``points``: shape (m, rows), intercept included."""
        points = np.ascontiguousarray(points, dtype=np.float64)
        if self.variant != "kernel":
            with np.errstate(over="ignore", invalid="ignore"):  # an overflowed score is +-inf: still a side
                return points @ self.W.T + self.b
        assert self.kernel is not None
        support = np.flatnonzero((self.alpha != 0).any(axis=1))
        if len(support) == 0:
            return np.zeros((len(points), self.W.shape[0])) + self.b
        return self.kernel.block(points, self.X[support]) @ self.alpha[support] + self.b

    def predict_index(self, scores: np.ndarray) -> np.ndarray:
        """Class indices predicted from raw scores (the zero rule for two classes, argmax for more)."""
        return predicted_index(scores, self.zero_score)

    @property
    def traits(self) -> Traits:
        """What the variant's run has (see :class:`core.learn.traits.Traits`)."""
        return traits(self.variant)

    def training_errors(self) -> int:
        """How many training points the current model misclassifies (the voted perceptron's model is its vote)."""
        votes = self.votes_at_training_points()
        raw = self.F + self.b if self.variant == "kernel" else self.scores(self.X) if votes is None else votes[:, None]
        return int(np.count_nonzero(errors(raw, self.y_idx, self.zero_score)))

    def before_last_step(self) -> tuple[np.ndarray, np.ndarray] | None:
        """w and b (as ``W``, ``b``) before the last example's own update, or None when that step moved nothing.

        The online rules undo the last mistake's update (when the last example was a mistake); the batch rule
        undoes its epoch's sum (when the last example ended an epoch with mistakes).  None as well for the
        kernel perceptron (no w) and when the history that says what happened is no longer recorded.
        """
        hist = self.history
        if self.variant == "kernel" or not len(hist) or self.t == 0 or self.history_complete_until is not None:
            return None
        if self.variant == "batch":
            if self.pos != 0 or hist[-1, 1] != self.epoch - 1:
                return None
            rows = hist[np.searchsorted(hist[:, 1], self.epoch - 1) :]
        elif hist[-1, 2] != self.t:
            return None
        else:
            rows = hist[-1:]
        zeros_W, zeros_b = np.zeros_like(self.W), np.zeros_like(self.b)
        change_W, change_b = history.weight_path(
            self.X, self.y_idx, rows, zeros_W, zeros_b, self.eta, self.fit_intercept, self.constant
        )
        return self.W - change_W[-1], self.b - change_b[-1]

    def votes_at_training_points(self) -> np.ndarray | None:
        """The voted perceptron's vote at each training point (see :class:`core.learn.vote.VoteTally`), kept up
        to date from the history; None for the other variants, more classes, a sparse X or a cut history."""
        if self.variant != "voted" or self.multiclass or self.sparse:
            return None
        if self._vote_tally is None:
            self._vote_tally = VoteTally(self, self.X)
        return self._vote_tally.update(self)

    def set_initial_scores(self, F0: np.ndarray) -> None:
        """Start the kernel score cache from an earlier model's scores of X."""
        self.F[:] = F0
        self._scores_from_zero = False

    # -------------------------------------------------------------- training
    def advance(self, budget: int | None = None, stop_on_mistake: bool = False) -> StepResult:
        """Look at up to ``budget`` examples (default: the rest of the epoch).

        Stops early at the first mistake when ``stop_on_mistake``, and always
        at the end of the epoch.  Raises :class:`OverflowTrainingError` (a
        ValueError) and leaves the weights as they were before the offending
        update when a score or weight would overflow; also when the averaged
        variant's running sum of w would (checked at each mistake and at the end of
        the call: the call's examples then stay looked at, w stays finite).
        """
        n = self.n_samples
        remaining = n - self.pos
        budget = remaining if budget is None else max(0, min(int(budget), remaining))
        start_t = self.t
        if self.pos == 0 and budget > 0 and self.shuffle and self.variant != "batch":
            rng = self.rng if self.rng is not None else np.random.default_rng()
            if self.record_history:
                self._remember_order(rng)
            self._order = rng.permutation(n).astype(np.int64)
            self._shuffled = True
        if self.record_history:
            if self.history_limit is not None and int(self._counters[_loops.HIST_LEN]) + budget > self.history_limit:
                # Stop recording at a step boundary: the history still describes every step up to here.
                self.record_history = False
                self.history_complete_until = self.t
            else:
                self._reserve_history(budget)
        start = self.pos
        stop = start + budget
        result = self._run(start, stop, stop_on_mistake)
        pos, status, last_i, score, pred, mistake, made = result
        self.pos = int(pos)
        self._epoch_mistakes += int(made)
        if status != _loops.OK:
            self._raise_overflow(status, int(last_i), float(score))
        if self.variant == "averaged" and not self._average_is_finite():
            self._raise_overflow(_loops.AVERAGE_OVERFLOW, int(last_i), float(score))
        epoch_ended = self.pos >= n
        epoch = self.epoch
        if epoch_ended:
            self._end_epoch()
        return StepResult(
            index=int(last_i), score=float(score), prediction=int(pred), mistake=bool(mistake),
            epoch=epoch, step=self.t, n_steps=self.t - start_t, n_mistakes=int(made), epoch_ended=epoch_ended,
        )  # fmt: skip

    def order_of_epoch(self, epoch: int) -> np.ndarray:
        """The example order of ``epoch`` (counted from 0, as ``self.epoch``), regenerated for a past epoch.

        ``arange(n)`` when the order is "as given" (and for the batch variant).  With ``shuffle``
        the random generator's state is kept before each epoch's draw (only while it records its
        history: a history stopped by ``history_limit`` keeps the orders of every epoch up to where it
        ends), so no permutation is stored per epoch.  Raises ValueError for an epoch that has not
        started yet, or whose order was not kept.
        """
        epoch = int(epoch)
        drawing = self.shuffle and self.variant != "batch"
        if not 0 <= epoch <= self.epoch or (epoch == self.epoch and drawing and self.pos == 0):
            raise ValueError(f"Epoch {epoch} has not started yet (the learner is in epoch {self.epoch}).")
        if epoch == self.epoch:
            return self._order.copy()
        kept = self._drawn_orders[-1][0] if self._drawn_orders else -1  # every epoch's draw up to here
        if drawing and epoch > kept:
            if self.history_complete_until is None:
                raise ValueError("The orders of past epochs are kept only when the learner records its history.")
            raise ValueError(
                f"The order of epoch {epoch} was not kept: the history, and the shuffled orders with it, end at "
                f"step {self.history_complete_until:,} (epoch {kept})."
            )
        return orders.regenerate(self._drawn_orders, epoch, self.n_samples)

    def _remember_order(self, rng: np.random.Generator | np.random.RandomState) -> None:
        if self._drawn_orders and self._drawn_orders[-1][0] == self.epoch:
            self._drawn_orders.pop()  # drawn again (the first draw was never used)
        self._drawn_orders.append(orders.state_before_draw(self.epoch, rng))

    def step(self) -> StepResult:
        """Look at one example."""
        return self.advance(1)

    def step_to_mistake(self, max_epochs: int = 1) -> StepResult:
        """Look at examples until a mistake, a mistake-free epoch, or ``max_epochs`` epoch ends."""
        result = self.advance(stop_on_mistake=True)
        ends = int(result.epoch_ended)
        steps = result.n_steps
        while not result.mistake and not self.converged and ends < max_epochs:
            result = self.advance(stop_on_mistake=True)
            ends += int(result.epoch_ended)
            steps += result.n_steps
        return StepResult(**{**result.__dict__, "n_steps": steps})

    def run_epoch(self) -> StepResult:
        """Look at the rest of the current epoch."""
        return self.advance()

    def _x_max(self) -> float:
        """max |x| over the dense X, computed on first use (it bounds the scores, see ``_loops.scan_binary``)."""
        if self._max_abs_x is None:  # one vectorised pass, no copy (NumPy's max and min took two); NaN propagates
            self._max_abs_x = float(_loops.max_abs(self.X))
        return self._max_abs_x

    def _cannot_overflow(self, steps: int) -> bool:
        """Whether no score, weight or averaging sum can overflow in the next ``steps`` examples.

        A bound from the current magnitudes: each step changes an entry of w (or of the batch's
        pending sum) by at most eta * max(|x|, 1, c**2), a score is at most (d + 1) * max|w| * max(|x|, 1), a
        running sum grows by at most max|w| per step.  When it holds, the loop skips its checks.
        """
        x = max(self._x_max(), 1.0, self._c2)
        w, s = _loops.largest(self.W, self.b, self._pend_W, self._pend_b, self._sum_W, self._sum_b)
        w += self.eta * x * steps
        bound = w * x * (self.X.shape[1] + 1)
        if self.variant == "averaged":
            bound = max(bound, s + w * (self.t + steps - int(self._counters[_loops.AVG_LAST])))
        return bool(bound < _loops.SAFE_SCORE)  # False for NaN

    def _run(self, start: int, stop: int, stop_on_mistake: bool) -> tuple:
        if self.sparse:
            return _sparse_loops.sparse_linear_run(
                *self._csr, self._y_loop, self._order, start, stop, stop_on_mistake,
                self.W, self.b, self.eta, self.fit_intercept, self._zero_mode, self.multiclass,
                self.variant == "batch", self._pend_W, self._pend_b,
                self.variant == "averaged", self._sum_W, self._sum_b,
                self._counters, self.epoch, self.record_history, self._hist, self._scores,
            )  # fmt: skip
        if self.variant != "kernel":
            return linear_run(
                self.X, self._y_loop, self._order, not self._shuffled, self._x_max(),
                stop - start < _BOUND_FROM or not self._cannot_overflow(stop - start), start, stop, stop_on_mistake,
                self.W, self.b, self.eta, self.fit_intercept, self._c2, self._zero_mode, self.multiclass,
                self.variant == "batch", self._pend_W, self._pend_b,
                self.variant == "averaged", self._sum_W, self._sum_b,
                self._counters, self.epoch, self.record_history, self._hist, self._scores,
            )  # fmt: skip
        assert self.kernel is not None
        k = self.kernel
        made = 0
        while True:
            pos, status, last_i, score, pred, mistake, m = _loops.kernel_run(
                self.X, self._y_loop, self._order, start, stop, stop_on_mistake,
                self.F, self.alpha, self.b, self.eta, self.fit_intercept, self._zero_mode, self.multiclass,
                k.kernel_id, k.gamma, k.degree, k.coef0,
                self._counters, self.epoch, self.record_history, self._hist, self._scores, self._krow,
            )  # fmt: skip
            made += m
            if status != _loops.NEED_KERNEL_ROW:
                return pos, status, last_i, score, pred, mistake, made
            # A Python callable kernel: compute the column here, then go on.
            k.column(self.X, self.X, int(last_i), self._krow)
            other = _loops.kernel_score(
                self.F, self.b, self._y_loop, last_i, self.multiclass, self._zero_mode, self._scores
            )[3]
            if not _loops.kernel_update(
                self.F, self.alpha, self.b, self._y_loop, last_i, other, self._krow, self.eta,
                self.fit_intercept, self.multiclass, self._counters, self.epoch, self.record_history, self._hist,
            ):  # fmt: skip
                return pos, _loops.WEIGHT_OVERFLOW, last_i, score, pred, True, made
            made += 1
            self._counters[_loops.T] += 1
            start = pos + 1
            if stop_on_mistake or start >= stop:
                return start, _loops.OK, last_i, score, pred, True, made

    def _end_epoch(self) -> None:
        if self.variant == "batch":
            W = self.W + self._pend_W
            b = self.b + self._pend_b
            if not (np.isfinite(W).all() and np.isfinite(b).all()):
                self._pend_W[:] = 0.0
                self._pend_b[:] = 0.0
                values = {"epoch": self.epoch + 1, "fix": _fix(self.eta, self.X)}
                raise OverflowTrainingError(Sentence("TrainingStop", BATCH_OVERFLOW, values))
            self.W[:] = W
            self.b[:] = b
            self._pend_W[:] = 0.0
            self._pend_b[:] = 0.0
        self.mistakes_per_epoch.append(self._epoch_mistakes)
        self.converged = self._epoch_mistakes == 0
        self._epoch_mistakes = 0
        self.epoch += 1
        self.pos = 0

    def fold_history(self, k: int) -> None:
        """Fold the first ``k`` recorded mistakes into the start of the path: ``W0``, ``B0`` become the weights
        after them (the same additions in the same order, so the same bits) and the history keeps the later
        mistakes only; ``folded_step`` is the step of the last folded one. Training is unchanged.

        For a linear learner whose caller needs only the latest states (the voted perceptron keeping its most
        recent hypotheses): its memory is then bounded by what it keeps, not by the number of mistakes.
        """
        if self.variant == "kernel":
            raise ValueError("The kernel perceptron's score cache is the sum of its whole history: it cannot fold.")
        m = int(self._counters[_loops.HIST_LEN])
        k = min(max(int(k), 0), m)
        if k == 0:
            return
        Ws, bs = history.weight_path_at(
            self.X, self.y_idx, self._hist[:k], self.W0, self.B0, self.eta, self.fit_intercept,
            np.array([k]), constant=self.constant,
        )  # fmt: skip
        self.W0, self.B0 = Ws[0], bs[0]
        self.folded_step = int(self._hist[k - 1, 2])
        self._hist[: m - k] = self._hist[k:m]
        self._counters[_loops.HIST_LEN] = m - k

    def _reserve_history(self, budget: int) -> None:
        need = int(self._counters[_loops.HIST_LEN]) + budget
        if self._hist.shape[0] < need:
            size = max(need, 2 * self._hist.shape[0], 64)
            if self.history_limit is not None:
                size = max(need, min(size, self.history_limit))
            grown = np.zeros((size, 4), dtype=np.int64)
            grown[: self._hist.shape[0]] = self._hist
            self._hist = grown

    def _raise_overflow(self, status: int, index: int, score: float) -> None:
        if status == _loops.SCORE_OVERFLOW:
            what = SCORE_OVERFLOWED
        elif status == _loops.AVERAGE_OVERFLOW:
            what = AVERAGE_OVERFLOW
        elif self.variant == "kernel":
            what = KERNEL_OVERFLOW
        else:
            what = WEIGHTS_OVERFLOW
        raise overflow_error(what, index, self.epoch, self.t, self.eta, self.X)
