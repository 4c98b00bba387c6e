"""Learning-rate schedules of stochastic gradient descent: the step size eta_t of step t = 1, 2, ...

One formula per schedule, shared by the numba loops (:mod:`core.learn._sgd_loops` compiles
:func:`eta_at`), the stepping engine's bookkeeping (:mod:`core.learn.sgd_learner`) and the
window's curves (:func:`schedule_sums`):

==============  ==========================  =====================================================
name            eta_t                       scikit-learn's ``SGDClassifier(learning_rate=...)``
==============  ==========================  =====================================================
``constant``    eta0                        ``"constant"``
``1/t``         eta0 / t                    ``"invscaling"`` with ``power_t=1``
``invscaling``  eta0 / t ** power_t         ``"invscaling"``
``optimal``     1 / (alpha (t0 + t - 1))    ``"optimal"`` (Bottou's; t0 from :func:`optimal_t0`)
==============  ==========================  =====================================================

t counts the examples looked at, the current one included (scikit-learn's ``t``, which starts
at 1).  The Robbins-Monro conditions for SGD to converge are sum eta_t = infinity and
sum eta_t ** 2 < infinity: "1/t" and "optimal" meet both, ``invscaling`` meets both for
1/2 < power_t <= 1, "constant" meets only the first.

Pure Python and NumPy: no scikit-learn, no numba at import.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np

# scikit-learn's learning_rate codes (sklearn/linear_model/_sgd_fast.pyx.tp)
CONSTANT = 1
OPTIMAL = 2
INVSCALING = 3
ADAPTIVE = 4

SCHEDULES = ("constant", "1/t", "invscaling", "optimal")
"""The schedule names :func:`learning_rate` and :func:`schedule_sums` take."""


def eta_at(code: int, t: float, eta: float, eta0: float, power_t: float, alpha: float, t0: float) -> float:
    """eta_t for scikit-learn's schedule ``code`` at step t (>= 1), operation for operation as its loop.

    ``eta`` is the current step size, returned unchanged by the schedules that do not depend on t
    (CONSTANT, and ADAPTIVE, whose eta the epoch loop divides by 5); ``t0`` is
    :func:`optimal_t0` (used by OPTIMAL only).  Compiled by numba inside the loops.
    """
    if code == OPTIMAL:
        return 1.0 / (alpha * (t0 + t - 1))
    if code == INVSCALING:
        return eta0 / math.pow(t, power_t)
    return eta


def optimal_t0(alpha: float) -> float:
    """t0 of the "optimal" schedule (eta_1 = 1 / (alpha t0)), computed as scikit-learn computes it.

    scikit-learn computes typw = sqrt(1 / sqrt(alpha)), eta_init = typw / max(1, -dloss(typw)) and
    t0 = 1 / (eta_init alpha).  For the perceptron, hinge and logistic losses the max is 1
    (their derivative at a wrong score is -1 or between -1 and 0), so t0 = 1 / (typw alpha).
    """
    if not alpha > 0:
        raise ValueError(f"The 'optimal' schedule needs alpha > 0 (it divides by alpha), got alpha={alpha!r}.")
    typw = float(np.sqrt(1.0 / np.sqrt(alpha)))
    initial_eta0 = typw / max(1.0, -1.0)
    return float(1.0 / (initial_eta0 * alpha))


def schedule_code(schedule: str, power_t: float) -> tuple[int, float]:
    """(scikit-learn's code, power_t) for a name of :data:`SCHEDULES` ("1/t" is invscaling with power_t 1)."""
    if schedule == "1/t":
        return INVSCALING, 1.0
    codes = {"constant": CONSTANT, "invscaling": INVSCALING, "optimal": OPTIMAL}
    if schedule not in codes:
        raise ValueError(f"Unknown learning-rate schedule {schedule!r}: use one of {', '.join(SCHEDULES)}.")
    return codes[schedule], float(power_t)


def check_schedule(schedule: str, eta0: float, power_t: float, alpha: float) -> None:
    """Raise ValueError saying what is wrong and what is allowed when the schedule's parameters cannot be used."""
    code, power = schedule_code(schedule, power_t)
    if code != OPTIMAL and not (math.isfinite(eta0) and eta0 > 0):
        raise ValueError(f"The initial learning rate eta0 must be a finite number > 0, got {eta0!r}.")
    if code == INVSCALING and not (math.isfinite(power) and power >= 0):
        raise ValueError(f"The exponent power_t must be a finite number >= 0, got {power_t!r}.")
    if code == OPTIMAL and not (math.isfinite(alpha) and alpha > 0):
        raise ValueError(
            f"The 'optimal' schedule needs alpha > 0 (eta_t = 1 / (alpha (t0 + t - 1))), got alpha={alpha!r}."
        )


def learning_rate(schedule: str, t: int, *, eta0: float = 1.0, power_t: float = 0.5, alpha: float = 0.0001) -> float:
    """eta_t of the named schedule (see :data:`SCHEDULES`) at step t >= 1.

    >>> learning_rate("1/t", 4, eta0=2.0)
    0.5
    """
    if t < 1:
        raise ValueError(f"Steps count from t = 1, got t={t!r}.")
    check_schedule(schedule, eta0, power_t, alpha)
    code, power = schedule_code(schedule, power_t)
    t0 = optimal_t0(alpha) if code == OPTIMAL else 0.0
    return eta_at(code, float(t), float(eta0), float(eta0), power, float(alpha), t0)


class ScheduleSums(NamedTuple):
    """eta_1..eta_T and their running sums, for the Robbins-Monro curves."""

    eta: np.ndarray  # (T,) eta_t for t = 1..T
    sum_eta: np.ndarray  # (T,) sum_{s <= t} eta_s
    sum_eta_squared: np.ndarray  # (T,) sum_{s <= t} eta_s ** 2


def schedule_sums(
    schedule: str, T: int, *, eta0: float = 1.0, power_t: float = 0.5, alpha: float = 0.0001
) -> ScheduleSums:
    """eta_t for t = 1..T with the cumulative sums of eta_t and of eta_t ** 2 (arrays of length T).

    A growing sum of eta with a levelling sum of eta ** 2 is what the Robbins-Monro conditions ask for.
    """
    if T < 0:
        raise ValueError(f"The number of steps T must be >= 0, got {T!r}.")
    check_schedule(schedule, eta0, power_t, alpha)
    code, power = schedule_code(schedule, power_t)
    t = np.arange(1, T + 1, dtype=np.float64)
    if code == CONSTANT:
        eta = np.full(T, float(eta0))
    elif code == INVSCALING:
        eta = float(eta0) / np.power(t, power)
    else:
        eta = 1.0 / (float(alpha) * (optimal_t0(alpha) + t - 1))
    return ScheduleSums(eta, np.cumsum(eta), np.cumsum(eta * eta))
