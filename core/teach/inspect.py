"""The point inspector's numbers: one example seen by the weights shown, and its own last update.

For a point x with label y (-1/+1) and weights w, b: the score a = w·x + b, the margin y·a,
‖x‖², the projection of x on w ((w·x)/‖w‖, and the vector ((w·x)/‖w‖²) w), and the signed
distance to the boundary (w·x + b)/‖w‖.  After an update on the point (note 004, eq. 9-11):
y·a before and after, which grow by η(‖x‖² + 1) with an intercept and η‖x‖² without, and
the **undershoot** flag when the example is still wrong after its own update.  The update is
read from the run's trace (:class:`core.teach.trace.Trace`), the same one the window shows.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.learn.prediction import binary_errors
from core.teach.trace import Trace


@dataclass(frozen=True, eq=False)
class UpdateReport:
    """The last update made on the point at or before the step shown.

    ``t``: its step; ``margin_before``/``margin_after``: y·a with the weights before and after it;
    ``gain``: what the update added to y·a; ``undershoot``: still wrong after its own update.
    """

    t: int
    epoch: int
    margin_before: float
    margin_after: float
    gain: float
    undershoot: bool


@dataclass(frozen=True, eq=False)
class PointReport:
    """What the inspector shows for one point (see the module docstring).

    ``projection``, ``projection_vector``, ``distance`` and ``foot`` (the boundary's point nearest x,
    x - (a/‖w‖²) w) are None when w = 0 (no direction, no boundary).
    ``wrong``: the weights shown misclassify it (under the run's zero rule).
    """

    index: int
    x: np.ndarray
    y: int
    w: np.ndarray
    b: float
    score: float
    margin: float
    norm_sq: float
    projection: float | None
    projection_vector: np.ndarray | None
    distance: float | None
    foot: np.ndarray | None
    wrong: bool
    update: UpdateReport | None


def is_wrong(score: float, y: int, zero_score: str) -> bool:
    """Whether a score misclassifies a label y (-1/+1) under the zero rule (a score of 0 is a mistake by default)."""
    return bool(binary_errors(np.array([score]), np.array([y > 0]), zero_score)[0])


def inspect_point(
    index: int, x: np.ndarray, y: int, w: np.ndarray, b: float, zero_score: str, update: UpdateReport | None = None
) -> PointReport:
    """The numbers of point ``index`` (x, label y = ±1) under the weights w, b."""
    x = np.asarray(x, dtype=np.float64)
    w = np.asarray(w, dtype=np.float64)
    dot = float(w @ x)
    score = dot + float(b)
    norm = float(np.linalg.norm(w))
    projection = projection_vector = distance = foot = None
    if norm > 0:
        projection = dot / norm
        projection_vector = (dot / (norm * norm)) * w
        distance = score / norm
        foot = x - (score / (norm * norm)) * w
    return PointReport(
        index=index, x=x, y=int(y), w=w, b=float(b), score=score, margin=y * score, norm_sq=float(x @ x),
        projection=projection, projection_vector=projection_vector, distance=distance, foot=foot,
        wrong=is_wrong(score, y, zero_score), update=update,
    )  # fmt: skip


def last_update(trace: Trace, index: int, until: int) -> UpdateReport | None:
    """The last update the online run made on example ``index`` at a step ≤ ``until`` (None: none, or batch).

    The batch variant updates once per epoch with the sum over its mistakes: no example has an update of its own.
    """
    if trace.batch or trace.multiclass:
        return None
    hist = trace.learner.history
    mine = hist[(hist[:, 0] == index) & (hist[:, 2] <= until)]
    if not len(mine):
        return None
    t, epoch = int(mine[-1, 2]), int(mine[-1, 1]) + 1
    src = trace.learner
    x = np.asarray(src.X[index], dtype=np.float64)
    y = 1 if int(src.y_idx[index]) == 1 else -1
    W0, b0 = trace.weights_after(t - 1)
    W1, b1 = trace.weights_after(t)
    score_after = float(W1[0] @ x) + float(b1[0])
    before, after = y * (float(W0[0] @ x) + float(b0[0])), y * score_after
    return UpdateReport(t, epoch, before, after, after - before, is_wrong(score_after, y, src.zero_score))


def sign_of(label: int, classes: np.ndarray) -> int:
    """The label's sign in the two-class rule: +1 for the larger class (classes_[1]), -1 for the other."""
    if len(classes) != 2:
        raise ValueError(f"Signs −1/+1 are for two classes, not {len(classes)}.")
    return 1 if label == classes[1] else -1
