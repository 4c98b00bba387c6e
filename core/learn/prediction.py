"""The prediction rule in NumPy, one place for the engine, the estimators, the trace and time travel.

Two classes predict +1 iff the score a > 0, or a >= 0 under ``zero_score="positive"``
(the CMU slides); more classes predict the argmax, the first class winning ties.
No numba here: the window uses it without loading the engine's compiled loops.
"""

from __future__ import annotations

import numpy as np


def predicts_positive(scores: np.ndarray, zero_score: str) -> np.ndarray:
    """Whether each binary score predicts the positive class."""
    return scores >= 0 if zero_score == "positive" else scores > 0


def predicted_index(scores: np.ndarray, zero_score: str) -> np.ndarray:
    """Class indices from raw scores (m, rows): the zero rule for one row (two classes), argmax for more."""
    if scores.shape[1] == 1:
        return predicts_positive(scores[:, 0], zero_score).astype(np.int64)
    return np.argmax(scores, axis=1)
