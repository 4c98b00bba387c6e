"""What one call of a learner's ``advance`` did: shared by the engine and the SGD runs, importable without numba."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StepResult:
    """What one call of :meth:`Learner.advance` did.

    ``index``, ``score``, ``prediction`` and ``mistake`` describe the last
    example looked at (index -1 when none was).  Binary predictions are -1/+1,
    multiclass predictions class indices; a multiclass score is the true
    class's score minus the best other class's.
    """

    index: int
    score: float
    prediction: int
    mistake: bool
    epoch: int
    step: int
    n_steps: int
    n_mistakes: int
    epoch_ended: bool
