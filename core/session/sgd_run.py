"""An SGD learner as the window's training thread drives it: the engine plus what the window reads.

:class:`SgdRun` wraps :class:`core.learn.sgd_learner.SGDLearner` (the one SGD engine, the estimators'
loop) with the attributes and methods the training worker, the snapshots and the decision grid read of a
:class:`core.learn.engine.Learner` (``W``, ``b``, ``advance`` returning a
:class:`core.learn.engine.StepResult``, ``training_errors``, ...), and keeps the run's recorded steps in
an :class:`core.teach.sgd_trace.SgdLog` for the exports; :meth:`SgdRun.progress` reports the new steps
to the window's copy.  A "mistake" here is a step with a nonzero loss gradient l' (the step moved w by
the loss, not only by the L2 shrinking).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from core.learn.choices import SGD_LOSSES
from core.learn.prediction import errors, predicted_index
from core.learn.step_result import StepResult
from core.learn.traits import Traits, traits
from core.learn.words import QT_TRANSLATE_NOOP, Translate, english
from core.session.geometry import Rect, grid_points
from core.session.snapshot import Snapshot, frozen_copy, sgd_grid, state_snapshot, weights_before_last_step
from core.teach.sgd_trace import SGD_HISTORY_LIMIT, SgdLog, SgdProgress, SgdStart, SgdTrace

if TYPE_CHECKING:
    from core.learn.sgd_learner import SGDSteps

Weights = tuple[np.ndarray, np.ndarray]
FIRST_BUDGET = 256  # examples in a run's first slice, before its pace is known
GRID_RESOLUTION = 160  # the decision grid's points on a side
ZERO_SCORE = "negative"  # SGD predicts +1 iff a > 0 (scikit-learn's SGDClassifier)


class SgdRun:
    """Logistic regression or the hinge on two classes, stepped by the training thread (see the module)."""

    n_classes = 2
    zero_score = ZERO_SCORE
    converged = False  # SGD runs every epoch it is given (scikit-learn's tol=None)
    kernel = None

    def __init__(
        self,
        X: np.ndarray,
        y_idx: np.ndarray,
        *,
        variant: str,
        eta: float,
        schedule: str = "constant",
        power_t: float = 0.5,
        alpha: float = 0.0001,
        fit_intercept: bool = True,
        shuffle: bool = False,
        seed: int = 0,
        w0: np.ndarray | None = None,
        b0: float = 0.0,
        limit: int = SGD_HISTORY_LIMIT,
    ) -> None:
        from core.learn.sgd_learner import SGDLearner  # loads numba: not before training starts

        self.variant = variant
        self.X = np.ascontiguousarray(X, dtype=np.float64)
        self.y_idx = np.asarray(y_idx, dtype=np.int64)
        self.fit_intercept = fit_intercept
        self.engine = SGDLearner(
            self.X, self.y_idx, loss=SGD_LOSSES[variant], schedule=schedule, eta0=eta, power_t=power_t,
            alpha=alpha, penalty="l2" if variant == "hinge" else None, fit_intercept=fit_intercept, shuffle=shuffle,
            random_state=seed, coef_init=w0, intercept_init=b0 if fit_intercept else 0.0,
        )  # fmt: skip
        W0, B0 = self.W.copy(), self.b.copy()
        for a in (W0, B0):
            a.flags.writeable = False
        self.start = SgdStart(self.X, self.y_idx, variant, eta, schedule, power_t, alpha, fit_intercept, W0, B0)
        self.log = SgdLog(self.start, limit)
        self.n_mistakes = 0
        self.mistakes_per_epoch: list[int] = []
        self._epoch_mistakes = 0
        self._sent = 0  # steps recorded and reported
        self._started = False
        self._before_last: tuple[np.ndarray, np.ndarray] | None = None
        self._view: tuple[Rect, int] | None = None

    # ------------------------------------------------------------ the state, as a Learner's
    @property
    def n_samples(self) -> int:
        """Number of training examples."""
        return self.engine.n_samples

    @property
    def W(self) -> np.ndarray:
        """w as one row, (1, d)."""
        return self.engine.coef.reshape(1, -1)

    @property
    def b(self) -> np.ndarray:
        """b as (1,)."""
        return np.array([self.engine.intercept])

    @property
    def t(self) -> int:
        """Examples looked at."""
        return self.engine.t

    @property
    def epoch(self) -> int:
        """Finished epochs."""
        return self.engine.epoch

    @property
    def pos(self) -> int:
        """Position in the current epoch."""
        return self.engine.pos

    @property
    def eta(self) -> float:
        """η_t of the next step."""
        return self.engine.next_eta

    def scores(self, points: np.ndarray) -> np.ndarray:
        """a = w·x + b of each point, (m, 1)."""
        return self.engine.scores(points).reshape(-1, 1)

    def probability(self, points: np.ndarray) -> np.ndarray:
        """P(y = +1 | x) = sigma(w·x + b) of each point (the logistic model's reading)."""
        return self.engine.probability(points)

    def predict_index(self, scores: np.ndarray) -> np.ndarray:
        """Class indices predicted from raw scores: 1 iff a > 0."""
        return predicted_index(scores, ZERO_SCORE)

    def training_errors(self) -> int:
        """How many training points the current model misclassifies."""
        return int(np.count_nonzero(errors(self.scores(self.X), self.y_idx, ZERO_SCORE)))

    # ------------------------------------------------------------ training
    def advance(self, budget: int | None = None, stop_on_mistake: bool = False) -> StepResult:
        """Look at up to ``budget`` examples (default: the rest of the epoch), stopping at the epoch's end and,
        with ``stop_on_mistake``, after the first step with a nonzero loss gradient."""
        budget = self.n_samples - self.pos if budget is None else max(1, int(budget))
        if not stop_on_mistake:
            start = (self.W.copy(), self.b.copy())
            return self._take(self.engine.advance(budget), 0, start)
        n_steps, result = 0, None
        while n_steps < budget:
            start = (self.W.copy(), self.b.copy())
            steps = self.engine.advance(1)
            result = self._take(steps, n_steps, start)
            n_steps += steps.n_steps
            if result.mistake or result.epoch_ended:
                break
        assert result is not None
        return result

    def step(self) -> StepResult:
        """Look at one example."""
        return self.advance(1)

    # ------------------------------------------------------------ as the training thread drives a run
    first_budget = FIRST_BUDGET  # examples in the first slice, before the pace is known
    slices_end_at_mistakes = False  # a step costs the same whether or not the loss moves w
    grid_behind = False  # the model is scored afresh on the whole grid per frame

    @property
    def traits(self) -> Traits:
        """What the variant's run has (see :class:`core.learn.traits.Traits`)."""
        return traits(self.variant)

    def set_view(self, rect: Rect) -> None:
        """Score the decision grid over ``rect`` from now on."""
        self._view = (rect, GRID_RESOLUTION)

    def snapshot(
        self, classes: np.ndarray, last: StepResult | None, before: Weights | None, message: str, run: int
    ) -> Snapshot:
        """Copy what the window shows (call on the thread that owns the run): as
        :func:`core.session.snapshot.take_snapshot`, with the regions, the scores and, for logistic regression,
        P(y = +1 | x) on the grid over the view set last.  ``prev_coef``/``prev_intercept`` hold w and b before the
        last step when it had a nonzero gradient (every step of logistic regression moves w)."""
        extra: dict = {}
        prev = weights_before_last_step(self, last, before)
        if prev is not None:
            extra.update(prev_coef=frozen_copy(prev[0]), prev_intercept=frozen_copy(prev[1]))
        if self._view is not None:
            rect, res = self._view
            raw = self.scores(grid_points(rect, res, self.X.shape[1]))
            extra.update(sgd_grid(raw, self.zero_score, rect, res, self.traits.probability))
        return state_snapshot(self, classes, last, message, run, extra)

    def trace_table(self) -> SgdTrace:
        """The run's trace table, for an export."""
        return SgdTrace(self.log)

    def finish_message(self, localise: Translate = english) -> str:
        """Why the run stopped on its own: it ran every epoch it was given (in the reader's language by
        ``localise``, :mod:`core.learn.words`)."""
        every = QT_TRANSLATE_NOOP(
            "Training",
            "Stopped after {epochs} epochs (Max epochs): SGD runs every epoch it is given, as scikit-learn's "
            "SGDClassifier with tol=None.",
        )
        return localise("Training", every).format(epochs=self.epoch)

    def before_last_step(self) -> tuple[np.ndarray, np.ndarray] | None:
        """w (1, d) and b (1,) before the last example's step, when that step had a nonzero loss gradient (None
        otherwise, or before any step)."""
        return self._before_last

    def run_epoch(self) -> StepResult:
        """Look at the rest of the current epoch."""
        return self.advance(None)

    def progress(self) -> SgdProgress:
        """The steps recorded since the previous call (the first call also carries the run's start)."""
        report = self.log.progress_since(self._sent, None if self._started else self.start)
        self._started, self._sent = True, self.log.recorded
        return report

    def _take(self, steps: SGDSteps, before: int, start: tuple[np.ndarray, np.ndarray]) -> StepResult:
        """Count the steps' nonzero gradients, keep them for the next report; the StepResult of their last.

        ``start`` is w and b before these steps: with the weights after each step it gives those before the last.
        """
        if steps.n_steps == 0:
            return StepResult(-1, 0.0, 0, False, self.epoch, self.t, before, self.n_mistakes, steps.epoch_ended)
        self._before_last = None
        if steps.dloss[-1] != 0:
            if steps.n_steps == 1:
                self._before_last = start
            elif len(steps.coef) == steps.n_steps:
                self._before_last = (steps.coef[-2][None, :].copy(), np.array([steps.intercept[-2]]))
        moved = int(np.count_nonzero(steps.dloss))
        self.n_mistakes += moved
        self._epoch_mistakes += moved
        if steps.epoch_ended:
            self.mistakes_per_epoch.append(self._epoch_mistakes)
            self._epoch_mistakes = 0
        self.log.record(steps.index, steps.score, steps.probability, steps.loss, steps.dloss, steps.eta, steps.coef,
                        steps.intercept)  # fmt: skip
        self.log.moved_to(self.t, self.epoch, self.pos)
        score = float(steps.score[-1])
        return StepResult(
            index=int(steps.index[-1]), score=score, prediction=1 if score > 0 else -1,
            mistake=bool(steps.dloss[-1] != 0), epoch=self.epoch, step=self.t, n_steps=before + steps.n_steps,
            n_mistakes=self.n_mistakes, epoch_ended=steps.epoch_ended,
        )  # fmt: skip
