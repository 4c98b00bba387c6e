"""Past states of a run, rebuilt from its mistake history for time travel.

:func:`past_snapshot` gives the :class:`core.session.snapshot.Snapshot` the window would have
shown right after step t: the weights then, the example looked at, the update if it
was a mistake, the averaged weights, the training errors and the decision regions.
It reads a :class:`core.teach.trace.Trace` (whose weight path is cached), so moving along
the timeline costs a search among the mistakes, not a replay.  For the kernel perceptron it reads a
:class:`core.teach.kernel_trace.KernelTrace`: alpha after step t counts the mistakes per example up to t,
so the past decision function f, its zero contour on the grid and its support vectors come from the
history as cheaply.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from core.learn.prediction import errors, predicts_positive, region_index
from core.session.geometry import Rect, grid_points
from core.session.snapshot import Snapshot, frozen_copy, sgd_grid
from core.teach.kernel_trace import KernelTrace
from core.teach.sgd_trace import SgdTrace
from core.teach.trace import Trace

KERNEL_GRID = 100  # the kernel's decision grid, as coarse as the training thread's (f costs a kernel row per cell)


def past_snapshot(
    trace: Trace | KernelTrace | SgdTrace, t: int, classes: np.ndarray, rect: Rect | None = None, resolution: int = 160
) -> Snapshot:
    """The state right after step ``t`` (``trace.first_step - 1`` is the start), with regions over ``rect``.

    For the kernel perceptron the grid is :data:`KERNEL_GRID` cells a side, whatever ``resolution`` says.
    """
    if isinstance(trace, KernelTrace):
        return past_kernel_snapshot(trace, t, classes, rect)
    if isinstance(trace, SgdTrace):
        return past_sgd_snapshot(trace, t, classes, rect, resolution)
    run = trace.learner
    W, b = trace.weights_after(t)
    extra: dict = {}
    index, mistake = -1, False
    if t >= trace.first_step:
        row = trace.row(t)
        index, mistake = row.index, row.mistake
        prev_W, prev_b = trace.weights_after(t - 1)
        if mistake or np.any(prev_W != W) or np.any(prev_b != b):  # a mistake, or a batch epoch's end
            extra.update(prev_coef=frozen_copy(prev_W), prev_intercept=frozen_copy(prev_b))
    if run.variant == "averaged":
        avg_W, avg_b = trace.averaged_until(t)
        extra.update(avg_coef=frozen_copy(avg_W), avg_intercept=frozen_copy(avg_b))
    voted = run.variant == "voted" and not trace.multiclass  # its model is the vote of its hypotheses
    with np.errstate(over="ignore", invalid="ignore"):
        votes = trace_votes(trace, t, run.X) if voted else None
        wrong = errors(run.X @ W.T + b if votes is None else votes[:, None], run.y_idx, run.zero_score)
        if rect is not None:
            points = grid_points(rect, resolution, run.X.shape[1])
            votes = trace_votes(trace, t, points) if voted else None
            grid = region_index(points @ W.T + b if votes is None else votes[:, None], run.zero_score)
            extra.update(grid_rect=tuple(rect), regions=frozen_copy(grid.reshape(resolution, resolution)))
    return Snapshot(
        variant=run.variant,
        classes=frozen_copy(classes),
        coef=frozen_copy(W),
        intercept=frozen_copy(b),
        training_errors=int(np.count_nonzero(wrong)),
        index=int(index),
        mistake=bool(mistake),
        eta=float(run.eta),
        past=True,
        **_progress(trace, t),
        **extra,
    )


def past_kernel_snapshot(
    trace: KernelTrace, t: int, classes: np.ndarray, rect: Rect | None = None, resolution: int = KERNEL_GRID
) -> Snapshot:
    """The kernel perceptron right after step ``t``: f on the grid over ``rect`` (its zero contour is the
    boundary), the regions, the support vectors weighted by |alpha|, the example looked at and the training errors."""
    run = trace.learner
    A, b = trace.dual_after(t)
    weight = np.abs(A).sum(axis=1)
    support = np.flatnonzero(weight)
    extra: dict = {}
    index, mistake = -1, False
    if t >= trace.first_step:
        row = trace.rows(t, t + 1)
        index, mistake = int(row.index[0]), bool(row.mistake[0])
    with np.errstate(over="ignore", invalid="ignore"):
        wrong = errors(trace.training_scores_after(t), run.y_idx, run.zero_score)
        if rect is not None:
            raw = trace.grid_scores_after(t, (tuple(rect), resolution), grid_points(rect, resolution, run.X.shape[1]))
            extra.update(
                grid_rect=tuple(rect),
                regions=frozen_copy(region_index(raw, run.zero_score).reshape(resolution, resolution)),
                grid_scores=frozen_copy(raw[:, 0].reshape(resolution, resolution)) if raw.shape[1] == 1 else None,
            )
    rows = A.shape[1]
    return Snapshot(
        variant=run.variant,
        classes=frozen_copy(classes),
        coef=frozen_copy(np.zeros((rows, run.X.shape[1]))),  # the kernel perceptron has no w (as the learner's W)
        intercept=frozen_copy(b),
        training_errors=int(np.count_nonzero(wrong)),
        index=index,
        mistake=mistake,
        eta=float(run.eta),
        support=frozen_copy(support),
        support_weight=frozen_copy(weight[support]),
        past=True,
        **_progress(trace, t),
        **extra,
    )


def past_sgd_snapshot(
    trace: SgdTrace, t: int, classes: np.ndarray, rect: Rect | None = None, resolution: int = 160
) -> Snapshot:
    """An SGD run right after step ``t``: w and b then (recorded), the example looked at, w before it when its
    gradient was nonzero, η_t, the training errors, and the regions, scores and (logistic) P(y = +1 | x) on the
    grid over ``rect``."""
    log = trace.log
    W, b = trace.weights_after(t)
    extra: dict = {}
    index, mistake, eta = -1, False, log.eta
    if t >= trace.first_step:
        row = trace.rows(t, t + 1)
        index, mistake, eta = int(row.index[0]), bool(row.mistake[0]), float(row.eta[0])
        if mistake:
            prev_W, prev_b = trace.weights_after(t - 1)
            extra.update(prev_coef=frozen_copy(prev_W), prev_intercept=frozen_copy(prev_b))
    with np.errstate(over="ignore", invalid="ignore"):
        wrong = errors(log.X @ W.T + b, log.y_idx, log.zero_score)
        if rect is not None:
            raw = grid_points(rect, resolution, log.X.shape[1]) @ W.T + b
            extra.update(sgd_grid(raw, log.zero_score, rect, resolution, trace.logistic))
    return Snapshot(
        variant=log.variant,
        classes=frozen_copy(classes),
        coef=frozen_copy(W),
        intercept=frozen_copy(b),
        training_errors=int(np.count_nonzero(wrong)),
        index=index,
        mistake=mistake,
        eta=eta,
        past=True,
        **_progress(trace, t),
        **extra,
    )


def _progress(trace: Trace | KernelTrace | SgdTrace, t: int) -> dict[str, Any]:
    """Where the run stands right after step ``t``, as :class:`core.session.snapshot.Snapshot` fields: the
    finished epochs, the position in the current one, the step, the mistakes so far and per finished epoch,
    and whether the last finished epoch made none."""
    n = max(1, trace.learner.n_samples)
    n_mistakes = trace.mistakes_until(t)
    finished = (t - trace.t0) // n
    per_epoch = np.bincount(trace.learner.history[:n_mistakes, 1], minlength=finished)[:finished]
    return dict(
        epoch=int(finished),
        pos=int((t - trace.t0) - finished * n),
        step=int(t),
        n_mistakes=n_mistakes,
        converged=not isinstance(trace, SgdTrace) and bool(finished >= 1 and per_epoch[finished - 1] == 0),
        mistakes_per_epoch=tuple(int(v) for v in per_epoch),
    )


MAX_VOTED_TERMS = 200_000_000  # grid points x hypotheses evaluated for the voted boundary


def voted_grid(
    trace: Trace, t: int, rect: Rect, resolution: int = 100, max_terms: int = MAX_VOTED_TERMS
) -> np.ndarray | None:
    """The voted perceptron's vote sum_k c_k sign(w_k.x + b_k) on a grid over rect, after step t.

    Hypotheses are the weights after each mistake and their votes the steps each one
    survived (Freund & Schapire, 1999), both from :meth:`core.teach.trace.Trace.states_until`.  Returns the
    (resolution, resolution) row-major grid, whose zero contour is the voted boundary,
    or None when grid points x hypotheses would exceed ``max_terms``.
    """
    points = grid_points(rect, resolution, trace.learner.X.shape[1])
    total = trace_votes(trace, t, points, max_terms)
    return None if total is None else total.reshape(resolution, resolution)


def trace_votes(trace: Trace, t: int, points: np.ndarray, max_terms: int = MAX_VOTED_TERMS) -> np.ndarray | None:
    """The vote sum_k c_k sign(w_k.x + b_k) at ``points`` (m,) after step t (see :func:`voted_grid`), or None when
    points x hypotheses would exceed ``max_terms``."""
    run = trace.learner
    if trace.multiclass or trace.batch:
        raise ValueError("The vote is taken for the online perceptron on two classes.")
    hypotheses = trace.mistakes_until(t) + 1
    if len(points) * hypotheses > max_terms:
        return None
    path_W, path_b, votes = trace.states_until(t)  # the votes: the steps each hypothesis survived
    total = np.zeros(len(points))
    chunk = max(1, 4_000_000 // len(points))
    with np.errstate(over="ignore", invalid="ignore"):
        for k in range(0, hypotheses, chunk):
            scores = points @ path_W[k : k + chunk, 0].T + path_b[k : k + chunk, 0]
            total += np.where(predicts_positive(scores, run.zero_score), 1.0, -1.0) @ votes[k : k + chunk]
    return total
