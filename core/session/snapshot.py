"""Immutable snapshots of a learner, the only thing the training thread hands to the window."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from core.learn.prediction import errors, probability, region_index
from core.learn.traits import Traits, traits
from core.session.geometry import Rect, vector_text
from core.session.settings import HISTORY_LIMIT, run_constant, start_weights, zero_rule
from core.teach.numbers import short
from core.teach.run_log import RunStart

if TYPE_CHECKING:
    from core.learn.engine import Learner
    from core.learn.step_result import StepResult
    from core.session.geometry import GridScores
    from core.session.points import PointSet
    from core.session.settings import TrainingSettings


LINEAR_PERCEPTRONS = ("perceptron", "averaged", "voted", "batch")  # the variants run_start can start
UPDATE_RULES = {"batch": "μ·Σ y·x", "logistic": "−η_t·ℓ′·x", "hinge": "−η_t·(α·w + ℓ′·x)"}  # else η·y·x


@dataclass(frozen=True)
class StepUpdate:
    """The update of the step a snapshot shows: w before and after it (one class row) and its label, the
    variant's rule in the notes' notation with the change put in (``η·y·x = [1, 1]``, note 003's batch step
    ``μ·Σ y·x = [2, -1]``, the SGD steps by their loss derivative and step size η_t)."""

    before: np.ndarray
    after: np.ndarray
    text: str


def step_update(snap: Snapshot) -> StepUpdate | None:
    """The update of the step ``snap`` shows, on two classes of a linear model; None when that step moved no w."""
    if snap.prev_coef is None or snap.multiclass or snap.variant == "kernel":
        return None
    before, after = snap.prev_coef[0], snap.coef[0]
    if not np.any(before != after):
        return None
    rule = UPDATE_RULES.get(snap.variant, "η·y·x")
    return StepUpdate(before, after, f"{rule} = {vector_text(after - before)}")


def no_class_text(snap: Snapshot) -> str | None:
    """What to say when a linear model predicts no class anywhere in its grid (w = 0, b = 0 under "a score of 0
    counts as a mistake": every score is 0, ŷ = 0), else None."""
    if snap.variant == "kernel" or snap.regions is None or not snap.regions.size or (snap.regions >= 0).any():
        return None
    return (
        f"w = {vector_text(snap.coef[0])}, b = {short(float(snap.intercept[0]))}: every score is 0,\n"
        "a mistake for either label (y·a ≤ 0): ŷ = 0 everywhere, no class"
    )


def frozen_copy(a: np.ndarray) -> np.ndarray:
    """A read-only copy (what snapshots hold)."""
    a = np.array(a, copy=True)
    a.flags.writeable = False
    return a


def sgd_grid(raw: np.ndarray, zero_score: str, rect: Rect, resolution: int, logistic: bool) -> dict[str, Any]:
    """The Snapshot fields of an SGD model's scores ``raw`` (m, 1) on the grid over ``rect``: the grid's
    rectangle, the predicted regions, the scores and, for logistic regression, P(y = +1 | x)."""
    shape = (resolution, resolution)
    grid: dict[str, Any] = {
        "grid_rect": tuple(rect),
        "regions": frozen_copy(region_index(raw, zero_score).reshape(shape)),
        "grid_scores": frozen_copy(raw[:, 0].reshape(shape)),
    }
    if logistic:
        grid["probability"] = frozen_copy(probability(raw[:, 0]).reshape(shape))
    return grid


@dataclass(frozen=True)
class Snapshot:
    """The state of training at one moment.

    ``coef``/``intercept`` are the current weights (one row for two classes);
    ``avg_coef``/``avg_intercept`` the averaged ones (averaged variant only);
    ``prev_coef``/``prev_intercept`` the weights before the last step's own update
    when that step changed them (a mistake; for the batch rule, an epoch's end), in a frame that ends a step
    or a past state (see :func:`step_update`).  ``regions`` holds the predicted class
    index on the grid over ``grid_rect`` and ``grid_scores`` the binary score
    there (for the zero contour), when a grid was asked for; ``probability`` P(y = +1 | x) = sigma(a) on the
    same grid for logistic regression.  ``pos`` is the position in the current
    epoch (0 right after an epoch ended).  ``run`` names the run it belongs
    to (the window drops a snapshot of an older run); ``past`` is True for a state rebuilt from the
    history (time travel).
    """

    variant: str
    classes: np.ndarray
    coef: np.ndarray
    intercept: np.ndarray
    epoch: int
    step: int
    n_mistakes: int
    converged: bool
    training_errors: int
    mistakes_per_epoch: tuple[int, ...]
    index: int = -1
    mistake: bool = False
    prev_coef: np.ndarray | None = None
    prev_intercept: np.ndarray | None = None
    avg_coef: np.ndarray | None = None
    avg_intercept: np.ndarray | None = None
    eta: float = 1.0
    support: np.ndarray | None = None
    support_weight: np.ndarray | None = None
    grid_rect: tuple[float, float, float, float] | None = None
    regions: np.ndarray | None = None
    grid_scores: np.ndarray | None = None
    probability: np.ndarray | None = None
    message: str = ""
    run: int = 0
    pos: int = 0
    past: bool = False

    @property
    def multiclass(self) -> bool:
        """More than two classes."""
        return len(self.classes) > 2

    @property
    def traits(self) -> Traits:
        """What the variant's run has (see :class:`core.learn.traits.Traits`)."""
        return traits(self.variant)

    @property
    def binary_primal(self) -> bool:
        """A weight vector w of two classes: what the arrows, the labels and the weight-space views draw."""
        return self.traits.primal and not self.multiclass


class _Stepped(Protocol):
    """A learner that can give w and b before its last step's own update."""

    def before_last_step(self) -> tuple[np.ndarray, np.ndarray] | None: ...


def weights_before_last_step(
    learner: _Stepped, last: StepResult | None, before: tuple[np.ndarray, np.ndarray] | None
) -> tuple[np.ndarray, np.ndarray] | None:
    """w and b before the last example's own update, for a frame that ends a step (``before``: the weights
    before the call that made it); None for a frame during a run.  One example that was a mistake: ``before``
    itself (the same bits); a longer call (to the next mistake, to the epoch's end): the learner undoes only
    its last step's update, not the whole call's change."""
    if last is None or before is None:
        return None
    if last.n_steps == 1 and last.mistake:
        return before
    return learner.before_last_step()


def take_snapshot(
    learner: Learner,
    classes: np.ndarray,
    last: StepResult | None = None,
    before: tuple[np.ndarray, np.ndarray] | None = None,
    grid: GridScores | None = None,
    message: str = "",
    run: int = 0,
) -> Snapshot:
    """Copy what the window shows out of ``learner`` (call on the thread that owns it)."""
    extra: dict = {}
    if learner.variant == "averaged":
        avg_coef, avg_intercept = learner.averaged()
        extra.update(avg_coef=frozen_copy(avg_coef), avg_intercept=frozen_copy(avg_intercept))
    if learner.variant == "kernel":
        weight = np.abs(learner.alpha).sum(axis=1)
        support = np.flatnonzero(weight)
        extra.update(support=frozen_copy(support), support_weight=frozen_copy(weight[support]))
    prev = weights_before_last_step(learner, last, before)
    if prev is not None:
        extra.update(prev_coef=frozen_copy(prev[0]), prev_intercept=frozen_copy(prev[1]))
    if grid is not None:
        raw = grid.update()
        res = grid.resolution
        extra.update(
            grid_rect=grid.rect,
            regions=frozen_copy(region_index(raw, learner.zero_score).reshape(res, res)),
            grid_scores=frozen_copy(raw[:, 0].reshape(res, res)) if raw.shape[1] == 1 else None,
        )
    return state_snapshot(learner, classes, last, message, run, extra)


def state_snapshot(
    learner: Any, classes: np.ndarray, last: StepResult | None, message: str, run: int, extra: dict
) -> Snapshot:
    """The Snapshot of a learner's state (a :class:`core.learn.engine.Learner` or an SGD run: the same
    attributes), with ``extra`` fields (the model's extras, the weights before the step, the grid)."""
    return Snapshot(
        variant=learner.variant,
        classes=frozen_copy(classes),
        coef=frozen_copy(learner.W),
        intercept=frozen_copy(learner.b),
        epoch=learner.epoch,
        step=learner.t,
        n_mistakes=learner.n_mistakes,
        converged=bool(learner.converged),
        training_errors=learner.training_errors(),
        mistakes_per_epoch=tuple(learner.mistakes_per_epoch),
        index=last.index if last is not None else -1,
        mistake=bool(last.mistake) if last is not None else False,
        eta=learner.eta,
        message=message,
        run=run,
        pos=learner.pos,
        **extra,
    )


SCORE_CHUNK = 1 << 17  # rows scored at a time (small temporaries, in the cache)


def _start_errors(X: np.ndarray, y_idx: np.ndarray, settings: TrainingSettings, W: np.ndarray, b: np.ndarray) -> int:
    """How many of these points the start (W, b) gets wrong: its training errors before any step.

    Scores are summed column by column (x₁w₁ + x₂w₂ + b), so a row's score has the same bits whether it is
    counted alone (an edit's points) or among millions, which are taken a block at a time.
    """
    rows, rule, count = len(W), zero_rule(settings), 0
    for start in range(0, len(y_idx), SCORE_CHUNK):
        labels = y_idx[start : start + SCORE_CHUNK]
        if settings.variant == "voted" and rows == 1:  # the vote before any step: no hypothesis has a vote yet
            raw = np.zeros((len(labels), 1))
        elif settings.variant == "kernel":
            raw = np.zeros((len(labels), rows)) + b
        else:
            part = X[start : start + SCORE_CHUNK]
            with np.errstate(over="ignore", invalid="ignore"):
                raw = part[:, 0, None] * W[:, 0]
                for j in range(1, part.shape[1]):
                    raw += part[:, j, None] * W[:, j]
                raw += b
        count += int(np.count_nonzero(errors(raw, labels, rule)))
    return count


class StartErrors:
    """The training errors of a run's start on a set, kept up to date edit by edit.

    A reset after an edit of millions of points counted them all again; the start (w0, b0) and the rule are
    the same before and after the edit, so the points the edit took out and put in (its
    :class:`core.session.points.Change`) are all that change the count: O(size of the edit).
    """

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._serial: int | None = None
        self._count = 0

    def count(self, points: PointSet, settings: TrainingSettings, W: np.ndarray, b: np.ndarray) -> int:
        """:func:`_start_errors` of the whole set, from the last count when ``points`` is an edit of that set."""
        key = (settings, points.classes.tobytes(), points.d)
        change, classes = points.change, points.classes
        if key == self._key and change is not None and change.since == self._serial:
            removed, added = change.removed_labels, change.added_labels
            count = self._count
            count -= _start_errors(change.removed_points, np.searchsorted(classes, removed), settings, W, b)
            count += _start_errors(change.added_points, np.searchsorted(classes, added), settings, W, b)
        else:
            count = _start_errors(points.X, points.codes, settings, W, b)
        self._key, self._serial, self._count = key, points.serial, count
        return count


def initial_snapshot(
    points: PointSet, settings: TrainingSettings, run: int = 0, start_errors: StartErrors | None = None
) -> Snapshot:
    """Step 0 of a run on these points with these settings, without building the learner (no numba).

    Equal to the learner's own step-0 snapshot (without its decision grid): w0 and b0 for two classes
    (b0 only with an intercept), zeros for more; the training errors of that start (counted by
    ``start_errors`` when given: after an edit, from the count before it).
    """
    classes = points.classes
    K = len(classes)
    if K < 2:
        raise ValueError(f"Training needs at least 2 classes, got {K}.")
    rows, d = (1 if K == 2 else K), points.X.shape[1]
    W = start_weights(settings, d).reshape(rows, d) if K == 2 else np.zeros((rows, d))
    b = np.array([settings.b0 if settings.fit_intercept else 0.0]) if K == 2 else np.zeros(rows)
    if start_errors is None:
        training_errors = _start_errors(points.X, points.codes, settings, W, b)
    else:
        training_errors = start_errors.count(points, settings, W, b)
    extra: dict = {}
    if settings.variant == "averaged":
        extra.update(avg_coef=frozen_copy(W), avg_intercept=frozen_copy(b))
    if settings.variant == "kernel":
        extra.update(support=frozen_copy(np.zeros(0, dtype=np.int64)), support_weight=frozen_copy(np.zeros(0)))
    return Snapshot(
        variant=settings.variant,
        classes=frozen_copy(classes),
        coef=frozen_copy(W),
        intercept=frozen_copy(b),
        epoch=0,
        step=0,
        n_mistakes=0,
        converged=False,
        training_errors=training_errors,
        mistakes_per_epoch=(),
        eta=settings.eta,
        run=run,
        **extra,
    )


def run_start(points: PointSet, settings: TrainingSettings, constant: float = 1.0) -> RunStart | None:
    """The start of a linear perceptron's run on these points with these settings (X, labels as class indices,
    w0, b0, the rule), as its learner reports it, without building the learner (no numba): the window's copy
    of the run exists at step 0.  None for the kernel perceptron, the SGD learners and fewer than 2 classes
    (their starts come with the training thread's first report)."""
    classes = points.classes
    K = len(classes)
    if K < 2 or settings.variant == "kernel" or settings.variant not in LINEAR_PERCEPTRONS:
        return None
    d = points.X.shape[1]
    W0 = start_weights(settings, d).reshape(1, d) if K == 2 else np.zeros((K, d))
    B0 = np.array([settings.b0 if settings.fit_intercept else 0.0]) if K == 2 else np.zeros(K)
    W0, B0 = frozen_copy(W0), frozen_copy(B0)
    X, y_idx = points.X, points.codes  # read-only arrays of an immutable set: shared, not copied
    c = run_constant(settings, constant)
    return RunStart(X, y_idx, K, settings.variant, settings.eta, settings.fit_intercept, settings.zero_score, W0, B0,
                    None, c, HISTORY_LIMIT)  # fmt: skip


def epoch_of_last_step(snap: Snapshot) -> int:
    """The epoch (from 1) of the last example looked at, as the trace table numbers it; 0 before any."""
    if snap.step == 0:
        return 0
    return snap.epoch if snap.pos == 0 else snap.epoch + 1
