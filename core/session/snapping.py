"""Snap to Grid: where a click or a drag lands when View > Snap to Grid is on."""

from __future__ import annotations

import numpy as np

SNAP_STEPS = (0.1, 0.25, 0.5, 1.0, 2.0)  # the steps View > Snap Step offers


def snap_to_grid(X: np.ndarray, step: float) -> np.ndarray:
    """Each coordinate of ``X`` moved to the nearest multiple of ``step`` (ties away from zero).

    Multiples are written as a person would type them (3 x 0.1 is 0.3, not 0.30000000000000004),
    so a snapped point saves and shows as the grid value.
    """
    if not step > 0 or not np.isfinite(step):
        raise ValueError(f"The snap step must be a finite number > 0, got {step!r}.")
    X = np.asarray(X, dtype=np.float64)
    k = np.sign(X) * np.floor(np.abs(X) / step + 0.5)
    decimals = max(0, int(np.ceil(-np.log10(step))) + 3)  # a few digits past the step's own
    return np.round(k * step, decimals) + 0.0  # + 0.0: no -0
