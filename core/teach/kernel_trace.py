"""The kernel perceptron's trace table, computed on demand from the mistake history.

The kernel perceptron keeps no weight vector: its model is f(x) = Σ_j alpha_j y_j K(x_j, x) + b (times the
learning rate η), where alpha_j counts the mistakes made on example j and b = b₀ + η Σ y over the mistakes.
So the history of mistakes is the whole model at every step: after k mistakes, alpha is a count of the
first k mistakes per example and b a running sum, and the past costs nothing to keep.

One row per example looked at: the step t, the epoch, the example x and its label y, the score f(x)
before the step, the prediction, whether it was a mistake (as the engine recorded it) and the alpha of
the example after the step (on a mistake: the alpha that changed).  The scores are the engine's own
numbers: the engine keeps the scores F of every training point and, on a mistake on example i, adds
η y_i K(X, x_i) to them; a row's score is F of its example then, plus b.  :class:`KernelTrace`
rebuilds F the same way (the same products added in the same order, so the same bits) from
checkpoints of F taken every few mistakes, so a row costs a few hundred kernel values, not a replay.
The latest rows (what the table shows during a run) start from the engine's own F of a recent moment
(the source's ``score_snapshots``): rebuilding checkpoints up to there would redo the engine's work.
"""

from __future__ import annotations

import bisect
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from core.learn.kernels import Kernel
from core.learn.prediction import predicted_index, predicts_positive
from core.teach.trace import Trace, margin
from core.teach.trace_steps import StepBlock, TraceSource, TraceSteps, latex_bold, latex_number, latex_vector

_BLOCK = 1 << 12  # rows per block when exporting
_CHECKPOINT = 256  # mistakes between two checkpoints of the score cache F (at first)
_CHECKPOINT_BYTES = 64 << 20  # memory the checkpoints may take; beyond it every other one is dropped
_GRID_MISTAKES = 256  # time travel updates its last grid over at most this many mistakes, else evaluates it anew


class KernelTraceSource(TraceSource, Protocol):
    """What a kernel trace reads: a :class:`core.learn.engine.Learner` or a :class:`core.teach.run_log.RunLog`
    (a :class:`core.teach.trace.TraceSource` with the kernel in use, None for the linear variants)."""

    kernel: Kernel | None

    @property
    def score_snapshots(self) -> tuple[tuple[int, np.ndarray], ...]:
        """The engine's score cache F at a few mistake counts: ((mistakes, F (n, K)), ...), maybe empty."""
        ...


@dataclass(frozen=True, eq=False)
class KernelTraceBlock(StepBlock):
    """Rows of the kernel trace as arrays, one entry per row (m rows, d features, K score rows: 1 for two classes).

    ``t``, ``epoch`` (from 1), ``index`` (the example, from 0), ``y``, ``score``, ``prediction``, ``mistake``:
    (m,); ``x``: (m, d); ``scores``: (m, K), the raw f(x) of each score row before the step; ``score`` is f(x)
    for two classes (the true class's f minus the best other's for more); ``y`` and ``prediction`` are
    -1/+1 for two classes (prediction 0 for a score of exactly 0 under ``zero_score="mistake"``) and class
    indices for more.  ``alpha``: (m, K), the example's dual coefficient after the step in units of η: the
    count of its mistakes for two classes, the signed counts per class for more.  ``b``: the intercepts
    after the step, (m,) for two classes, (m, K) for more.
    """

    alpha: np.ndarray
    b: np.ndarray


class KernelTrace(TraceSteps[KernelTraceBlock]):
    """The trace table of a kernel perceptron's run, rows computed on demand (the interface of
    :class:`core.teach.trace_steps.TraceSteps` it shares with :class:`core.teach.trace.Trace`: ``len``,
    ``first_step``, ``last_step``, ``rows``, ``rows_at``, ``mistakes_only``, ``mistakes_until``, ``write_csv``,
    ``to_latex``), and its model after any step.

    Reads the learner live, as :class:`core.teach.trace.Trace` does.  The exports show, after the score
    f(x): the alpha of the example after the step (in the LaTeX table the alpha that changed, on a
    mistake row) and b after (in LaTeX with an intercept only).
    """

    _block_rows = _BLOCK

    def __init__(self, learner: KernelTraceSource) -> None:
        if learner.variant != "kernel" or learner.kernel is None:
            raise ValueError("The kernel trace is for the kernel perceptron (a learner with a kernel).")
        super().__init__(learner)
        self.kernel: Kernel = learner.kernel
        self._source = learner  # the learner, as a kernel trace reads it
        self._rows = learner.n_classes if self.multiclass else 1
        self._checkpoints = [(0, np.zeros((learner.n_samples, self._rows)))]  # (mistakes, F after them), about s apart
        self._stride = _CHECKPOINT
        self._b = np.array(learner.B0, dtype=np.float64).reshape(1, self._rows)  # b after 0, 1, 2, ... mistakes
        self._grid: tuple[Hashable, int, np.ndarray] | None = None  # the last grid asked for: key, mistakes, f - b

    # --------------------------------------------------------------- queries
    def dual_after(self, t: int) -> tuple[np.ndarray, np.ndarray]:
        """The model after step ``t``: the dual coefficients (n, K), η y_j alpha_j for two classes (the engine's
        ``alpha``), and the intercepts (K,)."""
        self._check_step(t)
        k = self.mistakes_until(t)
        hist = self.learner.history[:k]
        A = np.zeros((self.learner.n_samples, self._rows))
        np.add.at(A, hist[:, 0], self._updates(hist))  # in the order of the mistakes, as the engine adds them
        return A, self._intercepts(np.array([k]))[0].copy()

    def scores_after(self, t: int, points: np.ndarray) -> np.ndarray:
        """f at ``points`` (m, d) with the model after step ``t``: shape (m, K), intercept included."""
        return self.scores_of(self.dual_after(t), points)

    def training_scores_after(self, t: int) -> np.ndarray:
        """f at every training point after step ``t`` (n, K): the engine's score cache then, plus b (its bits)."""
        self._check_step(t)
        k = self.mistakes_until(t)
        n = self.learner.n_samples
        return self._scores_before(np.arange(n), np.full(n, k)) + self._intercepts(np.array([k]))[0]

    def grid_scores_after(self, t: int, key: Hashable, points: np.ndarray) -> np.ndarray:
        """f after step ``t`` on a fixed set of points named ``key`` (a decision grid and its rectangle).

        Time travel steps back and forth: within :data:`_GRID_MISTAKES` mistakes of the last step asked
        for the same ``key``, the last grid is updated by the mistakes in between (one kernel column
        each, added or taken back) instead of evaluated again from every support vector.
        """
        k = self.mistakes_until(t)
        last = self._grid
        if last is not None and last[0] == key and abs(k - last[1]) <= _GRID_MISTAKES:
            lo, hi = sorted((last[1], k))
            part = self.learner.history[lo:hi]
            raw = last[2].copy()
            if len(part):
                with np.errstate(over="ignore", invalid="ignore"):
                    change = self.kernel.block(points, self.learner.X[part[:, 0]]) @ self._updates(part)
                raw += change if k > last[1] else -change
        else:
            A, _ = self.dual_after(t)
            raw = self.scores_of((A, np.zeros(self._rows)), points)
        self._grid = (key, k, raw)
        return raw + self._intercepts(np.array([k]))[0]

    def scores_of(self, dual: tuple[np.ndarray, np.ndarray], points: np.ndarray) -> np.ndarray:
        """f at ``points`` (m, d) of a model ``dual`` = (A, b) from :meth:`dual_after`: shape (m, K)."""
        A, b = dual
        support = np.flatnonzero(np.abs(A).sum(axis=1))
        points = np.ascontiguousarray(points, dtype=np.float64)
        if len(support) == 0:
            return np.zeros((len(points), self._rows)) + b
        with np.errstate(over="ignore", invalid="ignore"):
            return self.kernel.block(points, self.learner.X[support]) @ A[support] + b

    # --------------------------------------------------------------- exports
    def csv_header(self) -> list[str]:
        """The columns of :meth:`write_csv`: t, epoch, index, x1.., y, the score(s) f, prediction, mistake, the
        example's alpha after the step (in units of eta; per class for more classes) and b."""
        d = self.learner.X.shape[1]
        xs = [f"x{j + 1}" for j in range(d)]
        if self.multiclass:
            K = self.learner.n_classes
            return ["t", "epoch", "index", *xs, "y", *[f"f{c}" for c in range(K)], "prediction", "mistake",
                    *[f"alpha{c}" for c in range(K)], *[f"b{c}" for c in range(K)]]  # fmt: skip
        return ["t", "epoch", "index", *xs, "y", "f", "prediction", "mistake", "alpha", "b"]

    # ------------------------------------------------------------- internals
    def _csv_model(self, block: KernelTraceBlock) -> np.ndarray:
        m = len(block)
        return np.hstack([block.alpha.reshape(m, -1), block.b.reshape(m, -1)])

    def _latex_columns(self) -> str:
        return self._latex_step_columns() + "c" + ("r" if self.learner.fit_intercept else "")

    def _latex_header(self) -> str:
        with_b = self.learner.fit_intercept
        eta = "" if self.learner.eta == 1 else r"\eta "
        f = rf"$f(\mathbf{{x}}) = {eta}\sum_j \alpha_j y_j K(\mathbf{{x}}_j, \mathbf{{x}})"
        f += " + b$" if with_b else "$"
        if self.multiclass:
            f = r"$f_c(\mathbf{x})$"
        header = [*self._latex_step_header(f), r"$\alpha$ changed"]
        header += [r"$b$ after"] if with_b else []
        return " & ".join(header)

    def _latex_row(self, block: KernelTraceBlock, k: int) -> str:
        j = int(block.index[k]) + 1
        cells = self._latex_step_cells(block, k)
        after = []
        if not block.mistake[k]:
            after.append("")
        elif self.multiclass:
            after.append(f"$\\alpha_{{{j}}} = " + latex_vector(block.alpha[k])[1:])
        else:
            after.append(f"$\\alpha_{{{j}}} = {latex_number(block.alpha[k, 0])}$")
        if self.learner.fit_intercept:
            after.append(latex_vector(block.b[k]) if self.multiclass else f"${latex_number(block.b[k])}$")
        return " & ".join([*cells, *(latex_bold(cell, bool(block.mistake[k])) for cell in after)])

    def _updates(self, hist: np.ndarray, eta: float | None = None) -> np.ndarray:
        """What each mistake adds to the dual coefficients of its example (and to b): (M, K), with step
        ``eta`` (default: the learner's η; 1 counts the mistakes)."""
        lrn = self.learner
        eta = float(lrn.eta) if eta is None else eta
        U = np.zeros((len(hist), self._rows))
        y = lrn.y_idx[hist[:, 0]]
        if self.multiclass:
            rows = np.arange(len(hist))
            U[rows, y] = eta
            U[rows, hist[:, 3]] = -eta
        else:
            U[:, 0] = eta * np.where(y == 1, 1.0, -1.0)
        return U

    def _intercepts(self, k: np.ndarray) -> np.ndarray:
        """b after k mistakes, for each k: (len(k), K); the running sum b₀ + u₁ + u₂ ... the engine adds."""
        have = len(self._b) - 1
        need = int(k.max()) if len(k) else 0
        if need > have:
            if self.learner.fit_intercept:
                U = self._updates(self.learner.history[have:need])
                more = np.cumsum(np.vstack([self._b[-1:], U]), axis=0)[1:]
            else:
                more = np.repeat(self._b[-1:], need - have, axis=0)
            self._b = np.vstack([self._b, more])
        return self._b[k]

    def _checkpoint_before(self, k: int) -> tuple[int, np.ndarray]:
        """The last known F at or before k mistakes: (its mistake count, F).  Known are the engine's F of a few
        moments (the source's ``score_snapshots``: a run's latest rows need no replay) and checkpoints rebuilt
        column by column from the closest known F, at most a stride apart up to k."""
        snapshots = [(m, F) for m, F in self._source.score_snapshots if m <= k]
        best = self._checkpoints[bisect.bisect_right([m for m, _ in self._checkpoints], k) - 1]
        if snapshots:
            best = max(best, max(snapshots, key=lambda s: s[0]), key=lambda s: s[0])
        hist = self.learner.history
        X = self.learner.X
        column = np.empty(self.learner.n_samples)
        while best[0] + self._stride <= k:
            start, F = best
            part = hist[start : start + self._stride]
            F = F.copy()
            for i, u in zip(part[:, 0].tolist(), self._updates(part), strict=True):
                self.kernel.column(X, X, i, column)
                F += column[:, None] * u
            best = (start + len(part), F)
            self._add_checkpoint(best)
        return best

    def _add_checkpoint(self, checkpoint: tuple[int, np.ndarray]) -> None:
        bisect.insort(self._checkpoints, checkpoint, key=lambda c: c[0])
        if len(self._checkpoints) * checkpoint[1].nbytes > _CHECKPOINT_BYTES:  # every other one: twice the stride
            self._checkpoints = self._checkpoints[::2]
            self._stride *= 2

    def _scores_before(self, index: np.ndarray, before: np.ndarray) -> np.ndarray:
        """F of each row's example after ``before`` mistakes (the engine's score cache then), (m, K)."""
        hist = self.learner.history
        start, F = self._checkpoint_before(int(before.min()))
        scores = F[index].copy()
        stop = int(before.max())
        if stop > start:
            part = hist[start:stop]
            with np.errstate(over="ignore", invalid="ignore"):
                K = self.kernel.block(self.learner.X[index], self.learner.X[part[:, 0]])
            for j, u in enumerate(self._updates(part)):
                active = start + j < before
                scores[active] += K[active, j, None] * u
        return scores

    def _block(self, ts: np.ndarray) -> KernelTraceBlock:
        lrn = self.learner
        epoch, _, index = self._examples(ts)
        hist = lrn.history
        steps = hist[:, 2]
        before = np.searchsorted(steps, ts, side="left")
        mistake = before < len(steps)
        mistake[mistake] = steps[before[mistake]] == ts[mistake]
        after = before + mistake
        if len(ts):
            scores = self._scores_before(index, before) + self._intercepts(before)
            b_after = self._intercepts(after)
            alpha = self._alpha_of(index, after)
        else:
            scores, b_after, alpha = (np.zeros((0, self._rows)) for _ in range(3))
        y_idx = lrn.y_idx[index]
        if self.multiclass:
            y, prediction, score, b = y_idx, predicted_index(scores, lrn.zero_score), margin(scores, y_idx), b_after
        else:
            y = np.where(y_idx == 1, 1, -1)
            score = scores[:, 0]
            prediction = np.where(predicts_positive(score, lrn.zero_score), 1, -1)
            if lrn.zero_score == "mistake":
                prediction[score == 0] = 0
            b = b_after[:, 0]
        return KernelTraceBlock(
            t=ts, epoch=epoch + 1, index=index, x=lrn.X[index], y=y, score=score, scores=scores,
            prediction=prediction, mistake=mistake, alpha=alpha, b=b,
        )  # fmt: skip

    def _alpha_of(self, index: np.ndarray, after: np.ndarray) -> np.ndarray:
        """Each row's example's dual coefficient after ``after`` mistakes, in units of η: (m, K)."""
        hist = self.learner.history
        first = int(after.min())
        base = np.zeros((self.learner.n_samples, self._rows))
        np.add.at(base, hist[:first, 0], self._updates(hist[:first], 1.0))
        alpha = base[index]
        part = hist[first : int(after.max())]
        if len(part):
            hits = (part[None, :, 0] == index[:, None]) & (first + np.arange(len(part))[None, :] < after[:, None])
            alpha = alpha + hits.astype(np.float64) @ self._updates(part, 1.0)
        if not self.multiclass:  # y_j alpha_j times y_j: the count of mistakes on the example
            alpha = alpha * np.where(self.learner.y_idx[index] == 1, 1.0, -1.0)[:, None]
        return alpha + 0.0


def trace_of(source: KernelTraceSource) -> Trace | KernelTrace:
    """The trace table of a run: a :class:`KernelTrace` for the kernel perceptron, else a :class:`Trace`."""
    return KernelTrace(source) if source.variant == "kernel" else Trace(source)
