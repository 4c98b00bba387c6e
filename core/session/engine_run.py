"""The runs the window's training thread drives, behind one interface whatever the variant.

:class:`TrainingRun` is what the worker asks of a run: step it, report its news to the window's copy
(:meth:`TrainingRun.progress`), copy the state shown (:meth:`TrainingRun.snapshot`, with the decision grid
over the view it was given), its trace table for an export, and why it stopped.  :class:`EngineRun` is the
linear and kernel perceptrons' (the teaching engine, :class:`core.learn.engine.Learner`);
:class:`core.session.sgd_run.SgdRun` is logistic regression's and the hinge's.  :func:`start_run` makes the
one the settings ask for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import numpy as np

from core.learn.traits import traits
from core.learn.words import QT_TRANSLATE_NOOP, SaidError, Sentence, Translate, english
from core.session.geometry import GridScores, Rect
from core.session.settings import HISTORY_LIMIT, run_constant, start_weights
from core.session.sgd_run import FIRST_BUDGET, GRID_RESOLUTION, SgdRun, Weights
from core.session.snapshot import Snapshot, take_snapshot
from core.teach.run_log import ProgressTracker

if TYPE_CHECKING:
    from core.learn.engine import Learner
    from core.learn.step_result import StepResult
    from core.learn.traits import Traits
    from core.session.settings import TrainingSettings
    from core.teach.kernel_trace import KernelTrace
    from core.teach.run_log import RunProgress
    from core.teach.sgd_trace import SgdProgress, SgdTrace
    from core.teach.trace import Trace

GRID_RESOLUTION_DUAL = 100  # kernel grids are updated per mistake: keep them coarser
GRID_BUDGET_S = 0.008  # kernel grid work per frame; the rest is taken in by the next frames
FIRST_BUDGET_DUAL = 16  # examples in a kernel run's first slice, before its pace is known
MISTAKE_SLICES_FROM = 4096  # points from which a kernel slice ends at each mistake (a column costs ~n)


class TrainingRun(Protocol):
    """What the training thread asks of a run, whatever its variant."""

    @property
    def traits(self) -> Traits: ...
    @property
    def W(self) -> np.ndarray: ...
    @property
    def b(self) -> np.ndarray: ...
    @property
    def epoch(self) -> int: ...
    @property
    def converged(self) -> bool: ...
    @property
    def first_budget(self) -> int: ...
    @property
    def slices_end_at_mistakes(self) -> bool: ...
    @property
    def grid_behind(self) -> bool: ...

    def step(self) -> StepResult: ...
    def advance(self, budget: int | None = None, stop_on_mistake: bool = False) -> StepResult: ...
    def progress(self) -> RunProgress | SgdProgress: ...
    def set_view(self, rect: Rect) -> None: ...
    def snapshot(
        self, classes: np.ndarray, last: StepResult | None, before: Weights | None, message: str, run: int
    ) -> Snapshot: ...
    def trace_table(self) -> Trace | KernelTrace | SgdTrace: ...
    def finish_message(self, localise: Translate = english) -> str: ...


class EngineRun:
    """A linear or kernel perceptron's run: the teaching engine, its progress reports and its decision grid."""

    def __init__(self, learner: Learner) -> None:
        self.learner = learner
        self._tracker = ProgressTracker(learner)
        self._grid: GridScores | None = None

    @property
    def traits(self) -> Traits:
        """What the variant's run has."""
        return traits(self.learner.variant)

    @property
    def W(self) -> np.ndarray:
        """The current weights, one row per class (one for two classes)."""
        return self.learner.W

    @property
    def b(self) -> np.ndarray:
        """The current intercepts."""
        return self.learner.b

    @property
    def epoch(self) -> int:
        """Finished epochs."""
        return self.learner.epoch

    @property
    def converged(self) -> bool:
        """Whether an epoch went by without a mistake."""
        return self.learner.converged

    @property
    def first_budget(self) -> int:
        """Examples in the first slice of a run, before its pace is known."""
        return FIRST_BUDGET_DUAL if self.traits.dual else FIRST_BUDGET

    @property
    def slices_end_at_mistakes(self) -> bool:
        """Whether a slice stops at each mistake: a kernel mistake costs a column of n kernel values, a correct step
        next to nothing, so a budget from the average pace can take many times the slice on noisy data."""
        return self.traits.dual and self.learner.n_samples >= MISTAKE_SLICES_FROM

    @property
    def grid_behind(self) -> bool:
        """Whether the decision grid still has scores to take in (a kernel grid is filled a share per frame)."""
        return self._grid is not None and self._grid.behind

    def step(self) -> StepResult:
        """Look at one example."""
        return self.learner.step()

    def advance(self, budget: int | None = None, stop_on_mistake: bool = False) -> StepResult:
        """Look at up to ``budget`` examples (see :meth:`core.learn.engine.Learner.advance`)."""
        return self.learner.advance(budget, stop_on_mistake=stop_on_mistake)

    def progress(self) -> RunProgress:
        """The run's news since the previous call."""
        return self._tracker.progress()

    def set_view(self, rect: Rect) -> None:
        """Score the decision grid over ``rect`` from now on."""
        resolution = GRID_RESOLUTION_DUAL if self.traits.dual else GRID_RESOLUTION
        self._grid = GridScores(self.learner, rect, resolution, budget_s=GRID_BUDGET_S)

    def snapshot(
        self, classes: np.ndarray, last: StepResult | None, before: Weights | None, message: str, run: int
    ) -> Snapshot:
        """The state to show (see :func:`core.session.snapshot.take_snapshot`)."""
        return take_snapshot(self.learner, classes, last, before, self._grid, message, run)

    def trace_table(self) -> Trace | KernelTrace:
        """The run's trace table, for an export."""
        from core.teach.kernel_trace import trace_of

        return trace_of(self.learner)

    def finish_message(self, localise: Translate = english) -> str:
        """Why the run stopped on its own, in the reader's language by ``localise`` (:mod:`core.learn.words`)."""
        learner = self.learner
        if learner.converged:
            return localise("Training", CONVERGED).format(epoch=learner.epoch, n=learner.n_mistakes)
        stopped = NOT_SEPARABLE_KERNEL if self.traits.dual else NOT_SEPARABLE
        return localise("Training", stopped).format(epochs=learner.epoch)


CONVERGED = QT_TRANSLATE_NOOP("Training", "Converged: epoch {epoch}, {n} mistakes.")
NOT_SEPARABLE = QT_TRANSLATE_NOOP("Training", "Stopped after {epochs} epochs: the data may not be linearly separable.")
NOT_SEPARABLE_KERNEL = QT_TRANSLATE_NOOP(
    "Training", "Stopped after {epochs} epochs: the data may not be separable with this kernel."
)


def make_learner(settings: TrainingSettings, X: np.ndarray, y: np.ndarray, constant: float = 1.0) -> Learner | SgdRun:
    """The learner for these settings on points (X, y); y are labels, mapped to sorted class indices.

    ``constant`` is the document's constant coordinate c (:attr:`core.session.dataset.Projection.constant`);
    the learner uses :func:`run_constant` of it.  The SGD learners (logistic regression, the hinge) learn two
    classes; more raise a ValueError saying so.
    """
    # Imported here: they load numba, which the window does not need before training starts.
    from core.learn.engine import Learner
    from core.learn.kernels import make_kernel

    classes, y_idx = np.unique(y, return_inverse=True)
    K = len(classes)
    if settings.traits.loss:
        if K != 2:
            two = QT_TRANSLATE_NOOP(
                "Training",
                "Logistic regression and the hinge learn two classes here; these points have {k}. Choose a perceptron "
                "(the multiclass perceptron learns any number), or keep two classes.",
            )
            raise SaidError(Sentence("Training", two, {"k": K}))
        start = start_weights(settings, X.shape[1])
        return SgdRun(X, y_idx, variant=settings.variant, eta=settings.eta, schedule=settings.schedule,
                      power_t=settings.power_t, alpha=settings.alpha, fit_intercept=settings.fit_intercept,
                      shuffle=settings.order == "shuffle", seed=settings.seed, w0=start, b0=settings.b0)  # fmt: skip
    w0 = b0 = None
    if K == 2:
        w0 = start_weights(settings, X.shape[1])
        b0 = np.array([settings.b0 if settings.fit_intercept else 0.0])
    kernel = None
    if settings.traits.dual:
        kernel = make_kernel(settings.kernel, X, degree=settings.degree, gamma=settings.gamma, coef0=settings.coef0)
    return Learner(
        X,
        y_idx,
        K,
        variant=settings.variant,
        eta=settings.eta,
        fit_intercept=settings.fit_intercept,
        constant=run_constant(settings, constant),
        zero_score=settings.zero_score,
        shuffle=settings.order == "shuffle",
        rng=np.random.default_rng(settings.seed),
        kernel=kernel,
        w0=w0,
        b0=b0,
        record_history=True,
        history_limit=HISTORY_LIMIT,
    )


def start_run(settings: TrainingSettings, X: np.ndarray, y: np.ndarray, constant: float = 1.0) -> TrainingRun:
    """The run these settings ask for on points (X, y) (see :func:`make_learner`)."""
    learner = make_learner(settings, X, y, constant)
    return learner if isinstance(learner, SgdRun) else EngineRun(learner)
