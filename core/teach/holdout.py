"""Errors on held-out points: the test error of a model, now and at the end of every epoch of a run.

The rule is the training error's (:func:`core.learn.prediction.errors`): for two classes a score of
exactly 0 counts as an error under ``zero_score="mistake"``; for more the argmax must be the true
class. A test point whose label the training rows never had is always an error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from core.learn.prediction import errors

if TYPE_CHECKING:
    from core.teach.trace import Trace

_BLOCK_ENTRIES = 1 << 22  # entries of a temporary (epochs, n, rows) score block


def class_indices(classes: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The index of each label of y among ``classes`` (sorted), or -1 for a label not among them."""
    classes = np.asarray(classes)
    y = np.asarray(y)
    if not len(classes):
        return np.full(len(y), -1, dtype=np.int64)
    at = np.clip(np.searchsorted(classes, y), 0, len(classes) - 1)
    return np.where(classes[at] == y, at, -1).astype(np.int64)


def holdout_errors(
    coef: np.ndarray, intercept: np.ndarray, classes: np.ndarray, X: np.ndarray, y: np.ndarray, zero_score: str
) -> int:
    """How many of the points (X, y) the linear model (coef (K, d), intercept (K,)) gets wrong."""
    X = np.asarray(X, dtype=np.float64)
    if not len(X):
        return 0
    idx = class_indices(classes, y)
    with np.errstate(over="ignore", invalid="ignore"):
        scores = X @ np.atleast_2d(coef).T + np.ravel(intercept)
    wrong = errors(scores, np.maximum(idx, 0), zero_score) | (idx < 0)
    return int(np.count_nonzero(wrong))


def epoch_holdout_errors(
    trace: Trace, classes: np.ndarray, X: np.ndarray, y: np.ndarray, first_epoch: int = 0, stride: int = 1
) -> np.ndarray:
    """Test errors (counts) of the weights at the end of each finished epoch after ``first_epoch``, every
    ``stride``-th one: the same epochs as :func:`core.teach.trace.epoch_curves` with the same arguments."""
    W, b = trace.weights_at_epoch_ends()
    E = len(W)
    first = min(max(0, first_epoch), E)
    W, b = W[first :: max(1, int(stride))], b[first :: max(1, int(stride))]
    X = np.asarray(X, dtype=np.float64)
    out = np.zeros(len(W), dtype=np.int64)
    if not len(X):
        return out
    idx = class_indices(classes, y)
    unknown = idx < 0
    idx = np.maximum(idx, 0)
    step = max(1, _BLOCK_ENTRIES // max(1, len(X) * W.shape[1]))
    for e0 in range(0, len(W), step):
        with np.errstate(over="ignore", invalid="ignore"):
            S = np.einsum("nd,ekd->enk", X, W[e0 : e0 + step]) + b[e0 : e0 + step, None, :]
        for k, scores in enumerate(S):
            out[e0 + k] = np.count_nonzero(errors(scores, idx, trace.learner.zero_score) | unknown)
    return out
