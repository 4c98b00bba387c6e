"""Rebuild past states from the mistake history.

The engine keeps only the list of mistakes.  Because every update adds
eta * (signed) x, the weights after the k-th mistake are
w_k = w_0 + eta * sum of the first k updates: a cumulative sum gives every
past state, bit-identical to what training computed (the same additions in
the same order).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from core.learn.compiled import loop_module


def weight_path(
    X: np.ndarray,
    y: np.ndarray,
    history: np.ndarray,
    W0: np.ndarray,
    b0: np.ndarray,
    eta: float,
    fit_intercept: bool,
    constant: float = 1.0,
) -> tuple[np.ndarray, np.ndarray]:
    """Weights and intercepts before any mistake and after each one.

    ``y`` holds class indices; ``W0`` has one row for two classes (index 1 is
    the positive class) or one row per class.  Returns arrays of shape
    (M + 1, rows, d) and (M + 1, rows) for M mistakes in ``history``.
    ``constant`` is the learner's constant coordinate c: each mistake moves the offset by eta*y*c**2.
    """
    idx = history[:, 0]
    M = len(idx)
    rows, d = W0.shape
    Xm = X[idx]
    if hasattr(Xm, "toarray"):  # a sparse X: only the mistaken rows become dense
        Xm = Xm.toarray()
    # The updates are summed where they are written (the window syncs a million mistakes at a time in a Run's
    # first second: one array instead of three halves the time, with the same additions in the same order).
    if rows == 1:
        path, biases = np.empty((M + 1, 1, d)), np.empty((M + 1, 1))
        u = eta * np.where(y[idx] == 1, 1.0, -1.0)
        np.multiply(Xm, u[:, None], out=path[1:, 0])
        biases[1:, 0] = u * (constant * constant) if fit_intercept else 0.0
    else:
        path, biases = np.zeros((M + 1, rows, d)), np.zeros((M + 1, rows))
        m = np.arange(1, M + 1)
        path[m, y[idx]] = Xm * eta
        path[m, history[:, 3]] = Xm * -eta
        if fit_intercept:
            biases[m, y[idx]] = eta * (constant * constant)
            biases[m, history[:, 3]] = -eta * (constant * constant)
    path[0], biases[0] = W0, b0
    np.cumsum(path, axis=0, out=path)
    np.cumsum(biases, axis=0, out=biases)
    return path, biases


def votes(history: np.ndarray, t_start: int, t_end: int) -> np.ndarray:
    """Votes of the hypotheses of the voted perceptron (Freund & Schapire, 1999).

    Hypothesis 0 is in force before the first mistake and gains a vote per
    correct prediction; each mistake starts a new hypothesis with one vote.
    So the votes are the gaps between the steps of consecutive mistakes.
    """
    steps = history[:, 2]
    return np.diff(np.concatenate(([t_start + 1], steps, [t_end + 1]))).astype(np.int64)


def weight_path_at(
    X: np.ndarray,
    y: np.ndarray,
    history: np.ndarray,
    W0: np.ndarray,
    b0: np.ndarray,
    eta: float,
    fit_intercept: bool,
    keep: np.ndarray,
    chunk: int | None = None,
    constant: float = 1.0,
) -> tuple[np.ndarray, np.ndarray]:
    """The rows ``keep`` (sorted indices into 0..M) of :func:`weight_path`, in bounded memory.

    The cumulative sum runs over chunks of ``chunk`` mistakes (by default as many as keep the
    round's updates near 32 MB), each started from the running
    total (the same additions in the same order, so the same bits as :func:`weight_path`).
    """
    keep = np.asarray(keep, dtype=np.int64)
    rows, d = W0.shape
    if hasattr(X, "indptr"):  # a CSR X: replay the updates over the mistaken rows' non-zeros
        csr: Any = X
        out_W, out_b = np.zeros((len(keep), rows, d)), np.zeros((len(keep), rows))
        W_run, b_run = np.array(W0, dtype=np.float64), np.array(b0, dtype=np.float64).reshape(rows)
        loop_module("_sparse_loops").replay_hypotheses(
            np.asarray(csr.data, dtype=np.float64), csr.indices, csr.indptr, np.asarray(y, dtype=np.int64),
            np.ascontiguousarray(history, dtype=np.int64), W_run, b_run, float(eta), bool(fit_intercept), rows > 1,
            keep, out_W, out_b,
        )  # fmt: skip
        return out_W, out_b
    if chunk is None:  # at most 4096 mistakes, and about 2**22 numbers (32 MB) of updates, per round
        chunk = max(1, min(4096, (1 << 22) // max(rows * d, 1)))
    out_W = np.zeros((len(keep), rows, d))
    out_b = np.zeros((len(keep), rows))
    W_run, b_run = W0.astype(np.float64), np.asarray(b0, dtype=np.float64)
    M = len(history)
    start = 0  # mistakes history[start:stop] are applied in this round; state index m = after m mistakes
    while True:
        stop = min(M, start + chunk)
        Ws, bs = weight_path(X, y, history[start:stop], W_run, b_run, eta, fit_intercept, constant)
        lo, hi = np.searchsorted(keep, [start, stop + 1])
        out_W[lo:hi] = Ws[keep[lo:hi] - start]
        out_b[lo:hi] = bs[keep[lo:hi] - start]
        W_run, b_run = Ws[-1], bs[-1]
        if stop >= M:
            return out_W, out_b
        start = stop


def most_recent(n_hypotheses: int, limit: int | None) -> np.ndarray:
    """Indices of the last ``limit`` of ``n_hypotheses`` hypotheses (all of them when ``limit`` is None)."""
    first = 0 if limit is None else max(0, n_hypotheses - limit)
    return np.arange(first, n_hypotheses, dtype=np.int64)
