"""Rebuild past states from the mistake history.

The engine keeps only the list of mistakes.  Because every update adds
eta * (signed) x, the weights after the k-th mistake are
w_k = w_0 + eta * sum of the first k updates: a cumulative sum gives every
past state, bit-identical to what training computed (the same additions in
the same order).
"""

from __future__ import annotations

import numpy as np


def weight_path(
    X: np.ndarray,
    y: np.ndarray,
    history: np.ndarray,
    W0: np.ndarray,
    b0: np.ndarray,
    eta: float,
    fit_intercept: bool,
) -> tuple[np.ndarray, np.ndarray]:
    """Weights and intercepts before any mistake and after each one.

    ``y`` holds class indices; ``W0`` has one row for two classes (index 1 is
    the positive class) or one row per class.  Returns arrays of shape
    (M + 1, rows, d) and (M + 1, rows) for M mistakes in ``history``.
    """
    idx = history[:, 0]
    M = len(idx)
    rows, d = W0.shape
    updates = np.zeros((M + 1, rows, d))
    biases = np.zeros((M + 1, rows))
    updates[0] = W0
    biases[0] = b0
    if rows == 1:
        u = eta * np.where(y[idx] == 1, 1.0, -1.0)
        updates[1:, 0] = X[idx] * u[:, None]
        if fit_intercept:
            biases[1:, 0] = u
    else:
        m = np.arange(1, M + 1)
        updates[m, y[idx]] = X[idx] * eta
        updates[m, history[:, 3]] = X[idx] * -eta
        if fit_intercept:
            biases[m, y[idx]] = eta
            biases[m, history[:, 3]] = -eta
    return np.cumsum(updates, axis=0), np.cumsum(biases, axis=0)


def votes(history: np.ndarray, t_start: int, t_end: int) -> np.ndarray:
    """Votes of the hypotheses of the voted perceptron (Freund & Schapire, 1999).

    Hypothesis 0 is in force before the first mistake and gains a vote per
    correct prediction; each mistake starts a new hypothesis with one vote.
    So the votes are the gaps between the steps of consecutive mistakes.
    """
    steps = history[:, 2]
    return np.diff(np.concatenate(([t_start + 1], steps, [t_end + 1]))).astype(np.int64)
