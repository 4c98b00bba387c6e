"""A lesson: the first steps of a recorded two-class linear run, with every number a replay needs.

File > Export Lesson writes these into one web page (:mod:`core.files.lesson_html`) that replays the run
without training: for each step t = 0 (the start), 1, ..., n the weights after it, the weights before it,
the example looked at, whether it was a mistake, the mistakes so far, the averaged perceptron's model,
and the trace table's rows.  Everything comes from the run's :class:`core.teach.trace.Trace` (the engine's
mistake history); nothing is trained again.  :func:`lesson_theory` adds the convergence theorem's numbers
along the steps (:func:`core.teach.theory.proof_curves`) when they apply.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.learn.choices import ONLINE_LINEAR
from core.teach.theory import MaxMargin, proof_curves, start_bound
from core.teach.trace import Trace, TraceBlock

MAX_LESSON_STEPS = 5_000
"""Steps a lesson holds at most: the page carries every step's numbers (about 250 bytes each)."""
MAX_LESSON_POINTS = 5_000
"""Points a lesson page holds: a larger run's page holds its steps' examples and a sample of the rest. With
:data:`MAX_LESSON_STEPS` a page stays under 5 MB (the largest measured: 2.3 MB, the averaged perceptron)."""
MIN_CLASS_POINTS = 100
"""Points of each class a sampled page holds at least (all of a smaller class), however rare the class is."""
LESSON_VARIANTS = ("perceptron", "averaged", "voted", "batch")


def lesson_problem(variant: str, n_classes: int, n_features: int) -> str:
    """Why a run of this variant on this many classes and features cannot be a lesson ("" when it can)."""
    if variant == "kernel":
        return (
            "A lesson draws the weight vector w at every step; the kernel perceptron has none (it keeps a "
            "coefficient α per example). Choose Perceptron, Averaged, Voted or Batch to export a lesson."
        )
    if variant not in LESSON_VARIANTS:
        return (
            f"A lesson replays a perceptron's run (Perceptron, Averaged, Voted or Batch), not {variant}: "
            "its loss moves w at steps that are no mistakes. Choose a perceptron to export a lesson."
        )
    if n_classes != 2:
        return (
            f"A lesson shows two classes (one side of the line each); this point set has {n_classes}. "
            "Delete the points of the other classes, or open a two-class example."
        )
    if n_features != 2:
        return (
            f"A lesson draws the points in the plane (two features); this document has {n_features}. "
            "Use a point set of two features."
        )
    return ""


@dataclass(frozen=True, eq=False)
class LessonSteps:
    """Steps t = 0, 1, ..., n of a two-class linear run as arrays, entry t for step t (0: the start).

    ``w``, ``b``: the weights after step t, (n + 1, d) and (n + 1,); ``w_before``, ``b_before``: in force while
    step t's example was scored (for the batch variant: the epoch's start); ``index``: the example of step t
    (-1 at the start); ``mistake``: whether step t was one; ``mistakes``: how many up to and including t;
    ``avg_w``, ``avg_b``: the averaged perceptron's model after step t (None for the other variants);
    ``rows``: the trace table's rows of steps 1..n (its entry k is step k + 1).
    """

    variant: str
    t: np.ndarray
    index: np.ndarray
    mistake: np.ndarray
    mistakes: np.ndarray
    w: np.ndarray
    b: np.ndarray
    w_before: np.ndarray
    b_before: np.ndarray
    avg_w: np.ndarray | None
    avg_b: np.ndarray | None
    rows: TraceBlock

    @property
    def n(self) -> int:
        """The last step of the lesson."""
        return len(self.t) - 1

    def moved(self, t: int) -> bool:
        """Whether step t changed w or b (a mistake of an online variant, a batch epoch's end)."""
        return t > 0 and bool(np.any(self.w[t] != self.w_before[t]) or self.b[t] != self.b_before[t])


def lesson_steps(trace: Trace, n: int) -> LessonSteps:
    """Steps 0..n of the run of ``trace`` (two classes, a linear variant; n at most its last step).

    Raises ValueError saying why when the run cannot be a lesson or has no such steps.
    """
    lrn = trace.learner
    problem = lesson_problem(lrn.variant, lrn.n_classes, int(lrn.X.shape[1]))
    if problem:
        raise ValueError(problem)
    if trace.first_step != 1:
        raise ValueError("A lesson starts at the run's first step; this run continued an earlier one.")
    if not 1 <= n <= trace.last_step:
        raise ValueError(f"A lesson needs steps 1 to {n:,}; the run has {trace.last_step:,} so far.")
    rows = trace.rows(1, n + 1)
    w0, b0 = trace.weights_after(0)
    w = np.vstack([w0[0][None, :], rows.w])
    b = np.concatenate([b0[:1], rows.b])
    w_before, b_before = np.vstack([w[:1], w[:-1]]), np.concatenate([b[:1], b[:-1]])
    if trace.batch:  # a batch epoch scores all its examples with the weights of its start
        starts = (rows.epoch - 1) * lrn.n_samples  # the step before each row's epoch began
        w_before[1:], b_before[1:] = w[starts], b[starts]
    mistake = np.concatenate([[False], rows.mistake.astype(bool)])
    avg_w = avg_b = None
    if lrn.variant == "averaged":
        averaged = [trace.averaged_until(t) for t in range(n + 1)]
        avg_w = np.array([a[0][0] for a in averaged])
        avg_b = np.array([float(a[1][0]) for a in averaged])
    return LessonSteps(
        variant=lrn.variant, t=np.arange(n + 1), index=np.concatenate([[-1], rows.index]), mistake=mistake,
        mistakes=np.cumsum(mistake), w=w, b=b, w_before=w_before, b_before=b_before, avg_w=avg_w, avg_b=avg_b,
        rows=rows,
    )  # fmt: skip


@dataclass(frozen=True, eq=False)
class LessonTheory:
    """The convergence theorem's numbers for a lesson of an online two-class run on separable points.

    ``radius`` R, ``gamma`` (the margin) and ``bound`` (the most mistakes: (R/gamma)² from w₀ = 0, else
    :func:`core.teach.theory.start_bound`); after k mistakes (k = 0..m) ``dot[k]`` = w_k·w* and ``norm_sq[k]``
    = ‖w_k‖² of the augmented weights, with the proof's lines ``lower[k]`` and ``upper[k]``.
    """

    radius: float
    gamma: float
    bound: float
    from_zero: bool
    dot: np.ndarray
    norm_sq: np.ndarray
    lower: np.ndarray
    upper: np.ndarray


def theory_problem(trace: Trace, margin: MaxMargin | str | None) -> str:
    """Why the convergence theorem says nothing about this run ("" when it does)."""
    lrn = trace.learner
    if lrn.variant not in ONLINE_LINEAR:
        return "The convergence theorem is about the online perceptron; the batch variant steps once per epoch."
    if margin is None:
        return "The maximum margin was not computed for these points, so no mistake bound is given."
    if isinstance(margin, str):
        return f"No mistake bound: {margin}."
    if not margin.separable:
        return f"No mistake bound: the points are {margin.reason}."
    if margin.fit_intercept != lrn.fit_intercept or (lrn.fit_intercept and margin.constant != lrn.constant):
        raise ValueError("The maximum margin given was solved for another intercept than the run's.")
    return ""


def lesson_theory(trace: Trace, margin: MaxMargin, mistakes: int) -> LessonTheory:
    """The theorem's numbers for the first ``mistakes`` mistakes of an online run on separable points
    (check :func:`theory_problem` first)."""
    lrn = trace.learner
    curves = proof_curves(lrn, margin)
    w0 = np.asarray(lrn.W0, dtype=np.float64)[0]
    start = np.append(w0, float(np.asarray(lrn.B0)[0]) / lrn.constant) if lrn.fit_intercept else w0
    from_zero = not np.any(start)
    bound = margin.bound
    if not from_zero:
        v = margin.w_star / np.linalg.norm(margin.w_star)
        bound = start_bound(margin.gamma, margin.radius, float(start @ v), float(start @ start), float(lrn.eta))
    k = slice(0, mistakes + 1)
    return LessonTheory(
        margin.radius, margin.gamma, bound, from_zero,
        curves.dot[k], curves.norm_sq[k], curves.lower[k], curves.upper[k],
    )  # fmt: skip
