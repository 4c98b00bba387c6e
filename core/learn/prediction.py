"""The prediction rule in NumPy, one place for the engine, the estimators, the trace and time travel.

Two classes predict +1 iff the score a > 0, or a >= 0 under ``zero_score="positive"``
(the CMU slides); more classes predict the argmax, the first class winning ties.  Training
errors follow the learning rule: under ``"mistake"`` a score of 0 is an error (y·a <= 0);
the estimators' ``predict`` and ``score`` keep scikit-learn's convention (a score of 0 predicts
the first class).
No numba here: the window uses it without loading the engine's compiled loops.
"""

from __future__ import annotations

import numpy as np


def predicts_positive(scores: np.ndarray, zero_score: str) -> np.ndarray:
    """Whether each binary score predicts the positive class."""
    return scores >= 0 if zero_score == "positive" else scores > 0


def binary_errors(scores: np.ndarray, positive: np.ndarray, zero_score: str) -> np.ndarray:
    """Whether each binary score is a training error for its label (``positive``: the label is +1).

    Under ``"mistake"`` a score of exactly 0 is an error whatever the label (y·a <= 0, note 004: the rule
    decides nothing there); under ``"positive"`` and ``"negative"`` the prediction rule decides.
    """
    if zero_score == "mistake":
        return np.where(positive, scores <= 0, scores >= 0)
    return predicts_positive(scores, zero_score) != positive


def errors(scores: np.ndarray, y_idx: np.ndarray, zero_score: str) -> np.ndarray:
    """Training errors from raw scores (m, rows) and class indices: :func:`binary_errors` for one row,
    a wrong argmax for more."""
    if scores.shape[1] == 1:
        return binary_errors(scores[:, 0], y_idx == 1, zero_score)
    return np.argmax(scores, axis=1) != y_idx


def predicted_index(scores: np.ndarray, zero_score: str) -> np.ndarray:
    """Class indices from raw scores (m, rows): the zero rule for one row (two classes), argmax for more."""
    if scores.shape[1] == 1:
        return predicts_positive(scores[:, 0], zero_score).astype(np.int64)
    return np.argmax(scores, axis=1)


def region_index(scores: np.ndarray, zero_score: str) -> np.ndarray:
    """The class index drawn at each point of a decision grid: :func:`predicted_index`, but -1 where a binary
    score is exactly 0 under ``"mistake"`` (y·a <= 0 is an error for either label: the rule predicts no class
    there, ŷ = 0, note 004)."""
    index = predicted_index(scores, zero_score)
    if scores.shape[1] == 1 and zero_score == "mistake":
        index[scores[:, 0] == 0] = -1
    return index


def probability(scores: np.ndarray) -> np.ndarray:
    """P(y = +1 | x) = sigma(a) = 1 / (1 + e^(-a)) of scores a: the logistic model's reading, as SciPy's expit.

    The window's shading and trace, the stepping engine and ``LogisticClassifier.predict_proba`` all read it
    here; a score below about -709 gives 0 (e^(-a) overflows to infinity), as expit does.
    """
    with np.errstate(over="ignore"):
        return 1.0 / (1.0 + np.exp(-np.asarray(scores, dtype=np.float64)))
