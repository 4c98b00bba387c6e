"""The stepping engine of SGD on the perceptron, hinge and logistic losses (two classes, dense X).

:class:`SGDLearner` is the state of one SGD run (w, b, the step clock t, the position in the
epoch and the epoch) plus :meth:`SGDLearner.advance`, which looks at up to a budget of examples
and stops at the end of an epoch.  Each call can return one record per step for a trace table
(:class:`SGDSteps`: example, score a, P(y=+1|x) = sigma(a), loss, its derivative, eta_t, and w
and b after the step).  It runs the same numba loop as the estimators' ``fit``
(:func:`core.learn._sgd_loops.sgd_steps`, scikit-learn's ``_plain_sgd`` step for step), so after
k epochs ``coef`` and ``intercept`` equal ``LogisticClassifier(max_iter=k).fit`` (and
``HingeClassifier``, and ``SGDClassifier`` with the same settings) bit for bit::

    learner = SGDLearner(X, y01, loss="log_loss", schedule="invscaling", eta0=0.5)
    steps = learner.advance(1)           # one step: steps.index[0], steps.score[0], steps.coef[0], ...
    steps = learner.advance(10)          # ten more (fewer if the epoch ends first)
    steps = learner.advance()            # the rest of the epoch
    steps = learner.advance(stop_on="update")  # up to the next step that changes w
    learner.coef, learner.intercept, learner.t, learner.epoch

Learning-rate schedules are those of :mod:`core.learn.schedules` ("constant", "1/t",
"invscaling", "optimal").  Two classes only: for more, the estimators train one of these per
class against the rest.  NumPy and numba only (no scikit-learn): the GUI may import it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from core.learn import schedules
from core.learn.compiled import loop_module
from core.learn.engine import SCORE_OVERFLOWED, WEIGHTS_OVERFLOW, overflow_error
from core.learn.prediction import probability

loops = loop_module("_sgd_loops")

LOSSES = {"perceptron": loops.PERCEPTRON, "hinge": loops.HINGE, "log_loss": loops.LOG}
"""The loss names: max(0, -y a), max(0, 1 - y a), ln(1 + e^(-y a))."""

PENALTIES = {None: loops.NO_PENALTY, "l2": loops.L2, "l1": loops.L1, "elasticnet": loops.ELASTICNET}
_MAX_INT = np.iinfo(np.int32).max
_STOPS = {None: 0, "update": loops.STOP_ON_UPDATE, "mistake": loops.STOP_ON_MISTAKE}


@dataclass(frozen=True)
class SGDSteps:
    """The steps of one :meth:`SGDLearner.advance` call, one entry per example looked at, in order.

    ``t`` is the step number (1 for the run's first example), ``score`` the score a = w.x + b
    before the step, ``loss`` and ``dloss`` the loss and its derivative d loss / d a there, ``eta``
    the step size eta_t, ``coef`` (m, d) and ``intercept`` (m,) the weights after the step.
    Without records (``advance(record=False)``) the arrays are empty and only the counts hold.
    """

    epoch: int
    index: np.ndarray
    t: np.ndarray
    score: np.ndarray
    loss: np.ndarray
    dloss: np.ndarray
    eta: np.ndarray
    coef: np.ndarray
    intercept: np.ndarray
    n_steps: int
    n_mistakes: int
    epoch_ended: bool

    @property
    def probability(self) -> np.ndarray:
        """P(y = +1 | x) = sigma(a) = 1 / (1 + e^(-a)) of each step's score (the logistic model's reading)."""
        return probability(self.score)


def _random_state(seed: Any) -> np.random.RandomState:
    """scikit-learn's check_random_state: None -> NumPy's global RandomState, int -> a new one, or as given."""
    if seed is None:
        return np.random.mtrand._rand
    if isinstance(seed, np.random.RandomState):
        return seed
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
        return np.random.RandomState(int(seed))
    raise ValueError(f"random_state must be None, an int or a numpy RandomState, got {seed!r}.")


class SGDLearner:
    """SGD on one loss, two classes, dense X, stepped a budget of examples at a time.

    Parameters
    ----------
    X : array-like of shape (n, d)
        The examples (made a C-contiguous float64 copy when they are not one already).
    y : array-like of shape (n,)
        Class indices 0 and 1 (index 0 is y = -1, index 1 is y = +1, as the estimators' classes_).
    loss : {"log_loss", "hinge", "perceptron"}, default="log_loss"
        ln(1 + e^(-y a)) (logistic regression), max(0, 1 - y a) (the linear SVM with ``alpha``
        L2) or max(0, -y a).
    schedule : {"constant", "1/t", "invscaling", "optimal"}, default="constant"
        The learning-rate schedule (:mod:`core.learn.schedules`).
    eta0, power_t, alpha : float
        The schedule's parameters; ``alpha`` is also the penalty's strength.
    penalty : {None, "l2", "l1", "elasticnet"}, default=None
        As scikit-learn's (L2 shrinks w by 1 - eta_t alpha before each step; b is not penalised).
    l1_ratio : float, default=0.15
        Elastic-net mixing.
    fit_intercept : bool, default=True
        Learn b.
    shuffle : bool, default=False
        Shuffle before each epoch, in scikit-learn's order for ``random_state``.
    random_state : None, int or numpy RandomState
        The shuffle's seed (drawn at construction as the estimators draw it).
    coef_init, intercept_init : start w0 (d,) and b0 (default 0).
    """

    def __init__(
        self,
        X: Any,
        y: Any,
        *,
        loss: str = "log_loss",
        schedule: str = "constant",
        eta0: float = 1.0,
        power_t: float = 0.5,
        alpha: float = 0.0001,
        penalty: str | None = None,
        l1_ratio: float = 0.15,
        fit_intercept: bool = True,
        shuffle: bool = False,
        random_state: Any = None,
        coef_init: Any = None,
        intercept_init: float = 0.0,
    ) -> None:
        if loss not in LOSSES:
            raise ValueError(f"Unknown loss {loss!r}: use one of {', '.join(LOSSES)}.")
        if penalty not in PENALTIES:
            raise ValueError(f"Unknown penalty {penalty!r}: use None, 'l2', 'l1' or 'elasticnet'.")
        if not (math.isfinite(alpha) and alpha >= 0):
            raise ValueError(f"alpha must be a finite number >= 0, got {alpha!r}.")
        if not 0.0 <= l1_ratio <= 1.0:
            raise ValueError(f"l1_ratio must be between 0 and 1, got {l1_ratio!r}.")
        schedules.check_schedule(schedule, eta0, power_t, alpha)
        X = np.ascontiguousarray(X, dtype=np.float64)
        y = np.asarray(y)
        if X.ndim != 2 or X.shape[0] < 1 or X.shape[1] < 1:
            raise ValueError(f"X must be a non-empty 2-D array (n examples, d features), got shape {X.shape}.")
        if y.shape != (X.shape[0],):
            raise ValueError(f"y must have one label per row of X ({X.shape[0]}), got shape {y.shape}.")
        if not np.isin(y, (0, 1)).all():
            raise ValueError("y must hold class indices 0 (y = -1) and 1 (y = +1).")
        if not np.isfinite(X).all():
            raise ValueError("X contains NaN or infinity; every feature must be a finite number.")
        self.X = X
        self.y = np.where(y == 1, 1.0, -1.0)
        self.loss = loss
        self.schedule = schedule
        self.eta0 = float(eta0)
        self.power_t = float(power_t)
        self.alpha = float(alpha)
        self.penalty = penalty
        self.l1_ratio = float({"l2": 0.0, "l1": 1.0}.get(str(penalty), l1_ratio))
        self.fit_intercept = bool(fit_intercept)
        self.shuffle = bool(shuffle)
        self._code, self._power_t = schedules.schedule_code(schedule, power_t)
        self._t0 = schedules.optimal_t0(self.alpha) if self._code == schedules.OPTIMAL else 0.0
        n, d = X.shape
        self._w = np.zeros(d) if coef_init is None else np.array(coef_init, dtype=np.float64).reshape(d).copy()
        self._q = np.zeros(d if PENALTIES[penalty] in (loops.L1, loops.ELASTICNET) else 0)
        self._aw = np.zeros(0)
        self._index = np.arange(n, dtype=np.int64)
        self._sample_weight = np.ones(n)
        self._validation_mask = np.zeros(n, dtype=np.bool_)
        self._no_csr = (np.zeros(0), np.zeros(0, dtype=np.int32), np.zeros(1, dtype=np.int32))
        seed = 0
        if self.shuffle:  # the estimators' draws: make_dataset's seed (unused), then the shuffle's
            rs = _random_state(random_state)
            rs.randint(1, _MAX_INT)
            seed = int(rs.randint(_MAX_INT))
        state = np.zeros(loops.N_STATE)
        state[loops.WSCALE] = 1.0
        state[loops.SQ_NORM] = float(np.dot(self._w, self._w))
        state[loops.L1_NORM] = float(np.abs(self._w).sum())
        state[loops.AVG_B] = 1.0
        state[loops.INTERCEPT] = float(intercept_init)
        state[loops.T] = 1.0
        state[loops.ETA] = self.eta0
        state[loops.SEED] = seed
        self._state = state
        self.epoch = 0
        self.pos = 0

    # ------------------------------------------------------------ the state
    @property
    def n_samples(self) -> int:
        """Number of training examples."""
        return int(self.X.shape[0])

    @property
    def coef(self) -> np.ndarray:
        """w, shape (d,) (a copy)."""
        return self._w * self._state[loops.WSCALE]

    @property
    def intercept(self) -> float:
        """b."""
        return float(self._state[loops.INTERCEPT])

    @property
    def t(self) -> int:
        """Examples looked at since the start (the next step is step t + 1)."""
        return int(self._state[loops.T]) - 1

    @property
    def next_eta(self) -> float:
        """eta_{t+1}, the step size of the next step."""
        return schedules.eta_at(
            self._code, self._state[loops.T], self._state[loops.ETA], self.eta0, self._power_t, self.alpha, self._t0
        )

    def order(self) -> np.ndarray:
        """The example order of the current epoch (a copy; shuffled at the epoch's first step)."""
        return self._index.copy()

    def scores(self, points: Any) -> np.ndarray:
        """a = w.x + b of each row of ``points`` (n, d) (+-inf where it overflows: still a side)."""
        with np.errstate(over="ignore", invalid="ignore"):
            return np.asarray(points, dtype=np.float64) @ self.coef + self.intercept

    def probability(self, points: Any) -> np.ndarray:
        """P(y = +1 | x) = sigma(w.x + b) of each row of ``points`` (the logistic model's reading)."""
        return probability(self.scores(points))

    # ------------------------------------------------------------- training
    def advance(self, budget: int | None = None, record: bool = True, stop_on: str | None = None) -> SGDSteps:
        """Look at up to ``budget`` examples (default: the rest of the epoch); stops at the epoch's end.

        ``budget=1`` is one step.  ``stop_on="update"`` also stops after the first step that
        changes w (a nonzero derivative of the loss: every logistic step, a hinge step with
        y a <= 1), ``stop_on="mistake"`` after the first misclassified example (y a <= 0).  With
        ``record`` the result has one row per step (see :class:`SGDSteps`).

        As the perceptrons' engine, it never takes a step whose score w.x + b is not a finite number,
        nor one whose update would make a weight infinite: it returns the steps before such an example
        (fewer than the budget), and a call that starts at it raises
        :class:`core.learn.engine.OverflowTrainingError` (a ValueError saying what overflowed, where and what
        to change), changing nothing.
        """
        if stop_on not in _STOPS:
            raise ValueError(f"stop_on must be None, 'update' or 'mistake', got {stop_on!r}.")
        n = self.n_samples
        remaining = n - self.pos
        budget = remaining if budget is None else max(0, min(int(budget), remaining))
        if self.pos == 0 and budget > 0 and self.shuffle:
            loops.shuffle_once(self._index, int(self._state[loops.SEED]))
        d = self.X.shape[1]
        before = (self._w.copy(), self._q.copy(), self._state.copy())
        t_start = self.t
        records = np.zeros((budget if record else 0, loops.REC_W_AFTER + d))
        mistakes, steps = self._steps(budget, records, stop_on)
        if not self._weights_finite():  # take again the steps before the update that overflowed, and stop there
            probe = np.zeros((budget, loops.REC_W_AFTER + d))
            self._restore(before)
            _, probed = self._steps(budget, probe, stop_on)
            budget = int(np.argmin(np.isfinite(probe[:probed, loops.REC_B_AFTER :]).all(axis=1)))
            self._restore(before)
            if budget == 0:
                raise overflow_error(WEIGHTS_OVERFLOW, int(self._index[self.pos]), self.epoch, self.t, self.eta0,
                                     self.X)  # fmt: skip
            records = np.zeros((budget if record else 0, loops.REC_W_AFTER + d))
            mistakes, steps = self._steps(budget, records, stop_on)
        elif steps == 0 and self._state[loops.OVERFLOW] > 0:
            raise overflow_error(SCORE_OVERFLOWED, int(self._state[loops.OVERFLOW]) - 1, self.epoch, self.t,
                                 self.eta0, self.X)  # fmt: skip
        records = records[:steps]
        self.pos += int(steps)
        epoch = self.epoch
        epoch_ended = self.pos >= n
        if epoch_ended:
            self.epoch += 1
            self.pos = 0
        return SGDSteps(
            epoch=epoch,
            index=records[:, loops.REC_INDEX].astype(np.int64),
            t=np.arange(t_start + 1, t_start + 1 + len(records), dtype=np.int64),
            score=records[:, loops.REC_SCORE].copy(),
            loss=records[:, loops.REC_LOSS].copy(),
            dloss=records[:, loops.REC_DLOSS].copy(),
            eta=records[:, loops.REC_ETA].copy(),
            coef=records[:, loops.REC_W_AFTER :].copy(),
            intercept=records[:, loops.REC_B_AFTER].copy(),
            n_steps=int(steps),
            n_mistakes=int(mistakes),
            epoch_ended=epoch_ended,
        )

    def _steps(self, budget: int, records: np.ndarray, stop_on: str | None) -> tuple[int, int]:
        """The loop over the next ``budget`` positions of the epoch: (mistakes, steps taken)."""
        self._state[loops.OVERFLOW] = 0.0
        data, indices, indptr = self._no_csr
        _, _, mistakes, steps = loops.sgd_steps(
            self.X, data, indices, indptr, False, self.y, self._sample_weight, self._index, self._validation_mask,
            self._w, self._aw, self._q, self._state, False, 0, PENALTIES[self.penalty], self.alpha, self.l1_ratio,
            self._code, self.eta0, self._power_t, self._t0, self.fit_intercept, 1.0, 1.0, 1.0, 1e-9, False,
            0, LOSSES[self.loss], self.pos, self.pos + budget, records, _STOPS[stop_on],
        )  # fmt: skip
        return int(mistakes), int(steps)

    def _weights_finite(self) -> bool:
        return bool(loops.weights_finite(self._w, self._state) and math.isfinite(self._state[loops.WSCALE]))

    def _restore(self, saved: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
        self._w[:], self._q[:], self._state[:] = saved

    def step(self) -> SGDSteps:
        """Look at one example."""
        return self.advance(1)

    def run_epoch(self, record: bool = False) -> SGDSteps:
        """Look at the rest of the current epoch."""
        return self.advance(None, record=record)
