"""The room's answers to a revealed question as plain arrays, for the projector's views to draw.

A "where is w after this step?" question gives every student's w (a dot in weight space) and, with the step's b
after it, the boundary that w would draw on the canvas; a "where will the boundary be?" question gives every
student's line.  Only a revealed question's results make a picture (:meth:`Room.results` refuses before).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from core.session.live.questions import StepFacts
from core.teach.weight_space import HalfPlanes, segments

REACH = 4.0


@dataclass(frozen=True, eq=False)
class RoomPicture:
    """What the room answered to question ``qid`` (``kind`` "w_after" or "boundary"), revealed.

    ``dots``: the last vote's w answers (n, 2), empty for a boundary question; ``first_dots``: vote 1's when there
    were two votes (else empty); ``w_before`` and ``w_true``: w before and after the step; ``lines``: the last
    vote's boundaries (m, 3) as (w₁, w₂, b) of w₁x₁ + w₂x₂ + b = 0 (a w answer of 0 draws none);
    ``true_line``: the boundary after the step.
    """

    qid: int
    kind: str
    dots: np.ndarray
    first_dots: np.ndarray
    w_before: np.ndarray
    w_true: np.ndarray
    lines: np.ndarray
    true_line: np.ndarray

    def to_show(self) -> np.ndarray:
        """The points a weight plane should keep in view: w before and after the step, and the dots within
        :data:`REACH` times the larger of their lengths (a wild answer is not worth zooming the plane out for)."""
        reach = REACH * max(1.0, float(np.hypot(*self.w_true)), float(np.hypot(*self.w_before)))
        dots = np.vstack([self.dots, self.first_dots])
        near = dots[np.hypot(dots[:, 0], dots[:, 1]) <= reach]
        return np.vstack([self.w_before, self.w_true, near])

    def line_ends(self, rect: tuple[float, float, float, float]) -> np.ndarray:
        """The students' lines within ``rect`` (xmin, xmax, ymin, ymax) as pairs of ends (2k, 2), the ones that
        miss it left out: ready for a line item that connects its points in pairs."""
        if not len(self.lines):
            return np.empty((0, 2))
        ends = segments(HalfPlanes(self.lines[:, :2], self.lines[:, 2]), np.arange(len(self.lines)), rect)
        return ends[np.isfinite(ends).all(axis=(1, 2))].reshape(-1, 2)


def room_picture(result: dict[str, Any], facts: StepFacts) -> RoomPicture | None:
    """The picture of a revealed question's ``result`` (:meth:`Room.results`) about the step ``facts``; None for a
    choice question (its bars say it all)."""
    kind = result["kind"]
    if kind not in ("w_after", "boundary"):
        return None
    votes = [
        np.array(v["answers"], dtype=np.float64).reshape(-1, 2 if kind == "w_after" else 3) for v in result["votes"]
    ]
    last = votes[-1]
    if kind == "w_after":
        dots = last
        first = votes[0] if len(votes) == 2 else np.empty((0, 2))
        some = dots[(dots != 0).any(axis=1)]
        lines = np.column_stack([some, np.full(len(some), facts.b_after)])
    else:
        dots, first, lines = np.empty((0, 2)), np.empty((0, 2)), last
    return RoomPicture(
        qid=int(result["qid"]),
        kind=kind,
        dots=dots,
        first_dots=first,
        w_before=np.array(facts.w),
        w_true=np.array(facts.w_after),
        lines=lines,
        true_line=np.array([*facts.w_after, facts.b_after]),
    )
