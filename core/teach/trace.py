"""The trace table of a training run, computed on demand from the mistake history.

One row per example looked at, in the layout of the lecture's step-by-step table
(CMU 10-301/601, lecture 6): the step t, the example x and its label y, the score
a = w.x + b with the weights *before* the step, the prediction, whether it was a
mistake, and the weights *after* the step.  Nothing is stored per row: the weights in
force at step t are found with :func:`numpy.searchsorted` among the steps of the
mistakes in the weight path of :func:`core.learn.history.weight_path` (cached and extended as
the history grows), and the example looked at comes from the epoch's order
(:meth:`core.learn.engine.Learner.order_of_epoch`).  So the table of a run of millions of
steps costs the memory of its mistakes only, and the GUI asks for the visible rows.

Steps are counted from 1, as in the notes (``t`` of the learner); epochs in rows are
counted from 1 too.  The batch variant changes its weights only at the end of an
epoch (by the sum of the epoch's updates): every row of a batch epoch uses the
weights of the epoch's start, and "w after" changes at the epoch's last row.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.learn import history
from core.learn.prediction import binary_errors, predicts_positive
from core.teach.trace_steps import StepBlock, TraceSource, TraceSteps, latex_bold, latex_number, latex_vector

_FIRST_STATES = 64  # weight states the path starts with when it cannot reserve them all (it doubles them as needed)
# A capped history's whole weight path is reserved at once up to this size: reserved memory costs nothing until written,
# and doubling the path in a run's first second (a million mistakes) copied 16 MB on the window's thread (30-50 ms).
_RESERVED_BYTES = 256 << 20
_CURVE_ENTRIES = 1 << 22  # entries of a temporary (epochs, n, rows) score block in epoch_curves


@dataclass(frozen=True, eq=False)
class TraceRow:
    """One row of the trace table.

    ``y`` and ``prediction`` are -1/+1 for two classes and class indices for more; under
    ``zero_score="mistake"`` a score of exactly 0 has prediction 0 (the rule predicts neither class).
    ``score`` is a = w.x + b with the weights before the step (for more classes: the
    true class's score minus the best other class's); ``scores`` holds the raw score
    of every weight row.  ``w`` and ``b`` are the weights after the step: shapes (d,)
    and a float for two classes, (K, d) and (K,) for K classes.  ``mistake`` is what
    the engine recorded (under ``zero_score="mistake"`` a score of exactly 0 is a
    mistake although the prediction is -1).
    """

    t: int
    epoch: int
    index: int
    x: np.ndarray
    y: int
    score: float
    scores: np.ndarray
    prediction: int
    mistake: bool
    w: np.ndarray
    b: float | np.ndarray


@dataclass(frozen=True, eq=False)
class TraceBlock(StepBlock):
    """Rows ``t`` = start, ..., stop - 1 of the trace table as arrays, one entry per row.

    Shapes for m rows, d features and K weight rows (K = 1 for two classes):
    ``t``, ``epoch``, ``index``, ``y``, ``score``, ``prediction``, ``mistake``: (m,);
    ``x``: (m, d); ``scores``: (m, K); ``w``: (m, d) for two classes, (m, K, d) for more;
    ``b``: (m,) for two classes, (m, K) for more.  Same meaning as :class:`TraceRow`.
    """

    w: np.ndarray
    b: np.ndarray

    def row(self, k: int) -> TraceRow:
        """Entry ``k`` (from 0) of the block as a :class:`TraceRow`."""
        b = self.b[k]
        return TraceRow(
            t=int(self.t[k]), epoch=int(self.epoch[k]), index=int(self.index[k]), x=self.x[k], y=int(self.y[k]),
            score=float(self.score[k]), scores=self.scores[k], prediction=int(self.prediction[k]),
            mistake=bool(self.mistake[k]), w=self.w[k], b=float(b) if np.ndim(b) == 0 else b,
        )  # fmt: skip


@dataclass(frozen=True, eq=False)
class EpochCurves:
    """Learning curves, one entry per finished epoch (``epochs`` counts from 1).

    ``mistakes``: mistakes made during the epoch; ``errors`` / ``error_rate``: training
    points the weights at the epoch's end misclassify (count / fraction); ``loss``: the
    perceptron loss at the epoch's end, sum_i max(0, -y_i a_i) for two classes and
    sum_i max(0, max_{r != y_i} s_r - s_{y_i}) for more.
    """

    epochs: np.ndarray
    mistakes: np.ndarray
    errors: np.ndarray
    error_rate: np.ndarray
    loss: np.ndarray


class Trace(TraceSteps[TraceBlock]):
    """The trace table of a learner's run, rows computed on demand.

    Reads the learner live, as :class:`core.teach.trace_steps.TraceSteps` says.  The learner
    must record its history and be a linear variant (the kernel perceptron has no weight
    vector to show).  For the averaged and voted perceptrons the rows show the online
    weights, the ones that predict during training.  The model columns of the exports are
    w after (and b after, with an intercept; one w column per class for more classes),
    after the score w.x (+ b).
    """

    def __init__(self, learner: TraceSource) -> None:
        if learner.variant == "kernel":
            raise ValueError(
                "The trace table shows the weights w; the kernel perceptron has none (it keeps dual scores)."
            )
        super().__init__(learner)
        self.batch = learner.variant == "batch"
        rows, d = learner.W0.shape
        size = _FIRST_STATES
        limit = getattr(learner, "history_limit", None)  # an engine Learner's or a RunLog's cap
        if limit is not None and (limit + 1) * rows * (d + 1) * 8 <= _RESERVED_BYTES:
            size = limit + 1  # the whole capped path at once: it is never copied to grow
        self._W = np.empty((size, rows, d))  # memory is the system's until written
        self._b = np.empty((size, rows))
        self._W[0], self._b[0] = learner.W0, learner.B0
        self._n_path = 1  # states in the cached weight path (mistakes + 1)
        self._epoch_W = [np.array(learner.W0, dtype=np.float64)]  # batch: weights at each epoch's start
        self._epoch_b = [np.array(learner.B0, dtype=np.float64)]

    # --------------------------------------------------------------- queries
    def row(self, t: int) -> TraceRow:
        """The row of step ``t`` (from 1)."""
        return self.rows(t, t + 1).row(0)

    def weights_after(self, t: int) -> tuple[np.ndarray, np.ndarray]:
        """Weights and intercepts in force after step ``t`` (``first_step - 1``: the start): (K, d), (K,)."""
        self._check_step(t)
        self.sync()
        ts = np.array([t], dtype=np.int64)
        if t < self.first_step:
            return self._W[0].copy(), self._b[0].copy()
        epoch, pos, _ = self._examples(ts)
        W = self._weights(ts, epoch, pos)
        return W[2][0].copy(), W[3][0].copy()

    def averaged_until(self, t: int) -> tuple[np.ndarray, np.ndarray]:
        """Mean of the weights after each step of this trace up to ``t`` (the averaged perceptron's w at t).

        Each state of the weight path counts for the steps it was in force, so no
        replay is needed.  Online variants only (the batch weights change per epoch).
        """
        if self.batch:
            raise ValueError("The averaged weights are those of the online variants, not of the batch one.")
        W, b, steps_in_force = self.states_until(t)
        n_steps = t - self.t0
        if n_steps <= 0:
            return W[0].copy(), b[0].copy()
        return np.einsum("k,krd->rd", steps_in_force, W) / n_steps, np.einsum("k,kr->r", steps_in_force, b) / n_steps

    def states_until(self, t: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The weight states of the run up to step ``t`` and for how many steps each was in force.

        Shapes (m + 1, K, d), (m + 1, K), (m + 1,) for the m mistakes up to t: the start,
        then the weights after each mistake (the voted perceptron's hypotheses and votes).
        Views of the cached weight path: read, do not write.  Online variants only.
        """
        if self.batch:
            raise ValueError("The batch variant changes its weights once per epoch, not at each mistake.")
        self._check_step(t)
        self.sync()
        steps = self.learner.history[:, 2]
        m = self.mistakes_until(t)
        starts = np.concatenate(([self.first_step], steps[:m]))
        in_force = (np.append(steps[:m], t + 1) - starts).astype(np.float64)
        return self._W[: m + 1], self._b[: m + 1], in_force

    def sampled_states_until(self, t: int, most: int) -> tuple[np.ndarray, np.ndarray]:
        """At most ``most`` of the weight states up to step ``t`` (as :meth:`states_until`), evenly spread over the
        run, the start and the last exactly: the path a plot draws.  Shapes (r, K, d), (r, K); copies.

        Online variants only.  Reads only the rows it returns: a run's first second brings a million mistakes.
        """
        if self.batch:
            raise ValueError("The batch variant changes its weights once per epoch, not at each mistake.")
        self._check_step(t)
        self.sync()
        m = self.mistakes_until(t)
        keep = np.arange(m + 1) if m < most else np.unique(np.linspace(0, m, max(most, 2)).astype(np.int64))
        return self._W[keep], self._b[keep]

    @property
    def finished_epochs(self) -> int:
        """Epochs whose every step is in the trace (fewer than the learner's once a capped history ended)."""
        return min(self.learner.epoch, len(self) // max(1, self.learner.n_samples))

    def weights_at_epoch_ends(self) -> tuple[np.ndarray, np.ndarray]:
        """Weights and intercepts at the end of each finished epoch of the trace: shapes (E, K, d) and (E, K)."""
        self.sync()
        E = self.finished_epochs
        if self.batch:
            rows, d = self._W.shape[1:]
            W, b = np.array(self._epoch_W[1 : E + 1]), np.array(self._epoch_b[1 : E + 1])
            return W.reshape(-1, rows, d), b.reshape(-1, rows)
        epochs = self.learner.history[:, 1]
        ends = np.searchsorted(epochs, np.arange(E), side="right")
        return self._W[ends], self._b[ends]

    # --------------------------------------------------------------- exports
    def csv_header(self) -> list[str]:
        """The column names of :meth:`write_csv` (w1, w2, ... b; per class w{c}_{j}, b{c} for more classes)."""
        d = self.learner.X.shape[1]
        xs = [f"x{j + 1}" for j in range(d)]
        if self.multiclass:
            K = self.learner.n_classes
            scores = [f"score{c}" for c in range(K)]
            ws, bs = [f"w{c}_{j + 1}" for c in range(K) for j in range(d)], [f"b{c}" for c in range(K)]
        else:
            scores, ws, bs = ["score"], [f"w{j + 1}" for j in range(d)], ["b"]
        return ["t", "epoch", "index", *xs, "y", *scores, "prediction", "mistake", *ws, *bs]

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        """Extend the cached weight path (and the batch epoch weights) to the history so far.

        Every query does it first; the window also does it as each frame's mistakes come in, so that the work is
        spread over the frames instead of falling on whichever redraw reads the table next.
        """
        lrn = self.learner
        hist = lrn.history
        if self.batch:
            self._sync_batch_epochs(hist)
            return
        have, need = self._n_path, len(hist) + 1
        if need > have:
            start_W, start_b = self._W[have - 1], self._b[have - 1]
            W, b = history.weight_path(
                lrn.X, lrn.y_idx, hist[have - 1 :], start_W, start_b, lrn.eta, lrn.fit_intercept, lrn.constant
            )
            self._reserve(need)
            self._W[have:need], self._b[have:need] = W[1:], b[1:]
            self._n_path = need

    # ------------------------------------------------------------- internals
    def _reserve(self, size: int) -> None:
        if size > len(self._W):
            cap = max(size, 2 * len(self._W))
            W, b = np.empty((cap, *self._W.shape[1:])), np.empty((cap, self._b.shape[1]))
            W[: self._n_path], b[: self._n_path] = self._W[: self._n_path], self._b[: self._n_path]
            self._W, self._b = W, b

    def _sync_batch_epochs(self, hist: np.ndarray) -> None:
        """Batch weights: w_(e+1) = w_e + (the epoch's updates summed from 0), as the engine adds them."""
        lrn = self.learner
        zeros_W, zeros_b = np.zeros_like(self._epoch_W[0]), np.zeros_like(self._epoch_b[0])
        covered = self.finished_epochs
        bounds = np.searchsorted(hist[:, 1], np.arange(covered + 1), side="left")
        for e in range(len(self._epoch_W) - 1, covered):
            part = hist[bounds[e] : bounds[e + 1]]
            pend_W, pend_b = history.weight_path(
                lrn.X, lrn.y_idx, part, zeros_W, zeros_b, lrn.eta, lrn.fit_intercept, lrn.constant
            )
            self._epoch_W.append(self._epoch_W[e] + pend_W[-1])
            self._epoch_b.append(self._epoch_b[e] + pend_b[-1])

    def _weights(self, ts: np.ndarray, epoch: np.ndarray, pos: np.ndarray) -> tuple[np.ndarray, ...]:
        """(W before, b before, W after, b after, mistake) at the steps ts."""
        steps = self.learner.history[:, 2]
        before = np.searchsorted(steps, ts, side="left")  # mistakes made before step t
        mistake = before < len(steps)
        mistake[mistake] = steps[before[mistake]] == ts[mistake]
        if not self.batch:
            after = before + mistake
            return self._W[before], self._b[before], self._W[after], self._b[after], mistake
        W_e, b_e = np.array(self._epoch_W), np.array(self._epoch_b)
        ended = (pos == self.learner.n_samples - 1) & (epoch < len(W_e) - 1)
        return W_e[epoch], b_e[epoch], W_e[epoch + ended], b_e[epoch + ended], mistake

    def _block(self, ts: np.ndarray) -> TraceBlock:
        self.sync()
        lrn = self.learner
        epoch, pos, index = self._examples(ts)
        W_before, b_before, W_after, b_after, mistake = self._weights(ts, epoch, pos)
        x = lrn.X[index]
        with np.errstate(over="ignore", invalid="ignore"):
            scores = np.einsum("mkd,md->mk", W_before, x) + b_before
        y_idx = lrn.y_idx[index]
        if self.multiclass:
            y, prediction, score = y_idx, np.argmax(scores, axis=1), margin(scores, y_idx)
            w, b = W_after, b_after
        else:
            y = np.where(y_idx == 1, 1, -1)
            score = scores[:, 0]
            prediction = np.where(predicts_positive(score, lrn.zero_score), 1, -1)
            if lrn.zero_score == "mistake":  # a score of 0: the rule predicts neither class (a mistake either way)
                prediction[score == 0] = 0
            w, b = W_after[:, 0], b_after[:, 0]
        return TraceBlock(
            t=ts, epoch=epoch + 1, index=index, x=x, y=y, score=score, scores=scores,
            prediction=prediction, mistake=mistake, w=w, b=b,
        )  # fmt: skip

    def _csv_model(self, block: TraceBlock) -> np.ndarray:
        m = len(block)
        return np.hstack([block.w.reshape(m, -1), block.b.reshape(m, -1)])

    def _latex_columns(self) -> str:
        w_cols = self.learner.n_classes if self.multiclass else 1
        b_col = "r" if self.learner.fit_intercept and not self.multiclass else ""
        return self._latex_step_columns() + "c" * w_cols + b_col

    def _latex_header(self) -> str:
        score = r"$\mathbf{w}\cdot\mathbf{x} + b$" if self.learner.fit_intercept else r"$\mathbf{w}\cdot\mathbf{x}$"
        if self.multiclass:
            score = r"$\mathbf{w}_c\cdot\mathbf{x}" + (" + b_c$" if self.learner.fit_intercept else "$")
            item = (
                "$(\\mathbf{{w}}_{{{c}}}, b_{{{c}}})$ after"
                if self.learner.fit_intercept
                else "$\\mathbf{{w}}_{{{c}}}$ after"
            )
            after = [item.format(c=c) for c in range(self.learner.n_classes)]
        else:
            after = [r"$\mathbf{w}$ after"] + ([r"$b$ after"] if self.learner.fit_intercept else [])
        return " & ".join([*self._latex_step_header(score), *after])

    def _latex_row(self, block: TraceBlock, k: int) -> str:
        cells = self._latex_step_cells(block, k)
        if self.multiclass:
            with_b = self.learner.fit_intercept
            after = [
                latex_vector(np.append(w, b) if with_b else w) for w, b in zip(block.w[k], block.b[k], strict=True)
            ]
        else:
            after = [latex_vector(block.w[k])]
            if self.learner.fit_intercept:
                after.append(f"${latex_number(block.b[k])}$")
        return " & ".join([*cells, *(latex_bold(cell, bool(block.mistake[k])) for cell in after)])


def epoch_curves(source: Trace | TraceSource, first_epoch: int = 0, stride: int = 1) -> EpochCurves:
    """Per finished epoch: mistakes made, training error and perceptron loss at the epoch's end.

    The weights at each epoch's end come from the weight path (no replay); the scores
    of all epochs are computed in vectorised blocks of bounded memory.  Only the epochs
    after ``first_epoch`` are computed (a window extending curves it already has), and
    of those every ``stride``-th one (a window keeping up with thousands of epochs a second).
    """
    trace = source if isinstance(source, Trace) else Trace(source)
    lrn = trace.learner
    W, b = trace.weights_at_epoch_ends()
    E = len(W)
    first = min(max(0, first_epoch), E)
    stride = max(1, int(stride))
    W, b = W[first::stride], b[first::stride]
    mistakes = np.bincount(lrn.history[:, 1], minlength=E)[first:E:stride].astype(np.int64)
    m = len(W)
    errors, loss = np.zeros(m, dtype=np.int64), np.zeros(m)
    step = max(1, _CURVE_ENTRIES // max(1, lrn.n_samples * W.shape[1]))
    for e0 in range(0, m, step):
        errors[e0 : e0 + step], loss[e0 : e0 + step] = _errors_and_loss(trace, W[e0 : e0 + step], b[e0 : e0 + step])
    n = max(1, lrn.n_samples)
    return EpochCurves(np.arange(first + 1, E + 1, stride), mistakes, errors, errors / n, loss)


def _errors_and_loss(trace: Trace, W: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Training errors and perceptron loss of the models W[e], b[e] (shapes (E, K, d), (E, K))."""
    lrn = trace.learner
    with np.errstate(over="ignore", invalid="ignore"):
        S = np.einsum("nd,ekd->enk", lrn.X, W) + b[:, None, :]  # (E, n, K)
    if trace.multiclass:
        y = lrn.y_idx
        wrong = np.argmax(S, axis=2) != y
        hinge = -margin(S.reshape(-1, S.shape[2]), np.tile(y, len(W))).reshape(len(W), -1)
    else:
        a = S[:, :, 0]
        sign = np.where(lrn.y_idx == 1, 1.0, -1.0)
        wrong = binary_errors(a, lrn.y_idx == 1, lrn.zero_score)
        hinge = -sign * a
    return np.count_nonzero(wrong, axis=1), np.maximum(hinge, 0.0).sum(axis=1)


def margin(scores: np.ndarray, y: np.ndarray) -> np.ndarray:
    """s_y - max_{r != y} s_r for each row of scores (m, K)."""
    rows = np.arange(len(y))
    others = scores.copy()
    others[rows, y] = -np.inf
    return scores[rows, y] - others.max(axis=1)
