"""The geometry warm-up: a linear classifier w·x + b drawn by hand, and what its numbers mean.

CMU 10-301/601 lecture 6 (note 002) opens with an in-class exercise: draw the region
w₁x₁ + w₂x₂ + b > 0 for w = (2, 3), b = 6, and the vector w.  The notes' facts that the
readouts here put in numbers:

- the boundary w·x + b = 0 is a line; w is orthogonal to it and points into
  S₊ = {x : w·x + b > 0}; the other side is S₋ = {x : w·x + b < 0};
- the boundary's point nearest the origin is -b·w/‖w‖², at the signed distance -b/‖w‖
  along w (note 004: "θ₀ < 0 because we have to move from the origin in the direction
  of θ until we hit θ·x + θ₀ = 0");
- increasing b shifts the boundary towards the negative side, by 1/‖w‖ for b + 1;
  decreasing b shifts it towards the positive side (note 002, "Intercept Term").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, SaidError, Sentence, Translate, english
from core.session.settings import WEIGHT_RANGE
from core.teach.numbers import plain

CONTEXT = "ManualModel"  # the catalogues' context of the readouts (the window's Draw a Classifier dock)
NO_LINE = QT_TRANSLATE_NOOP(
    "ManualModel", "w = 0: there is no line; every x has w·x + b = {b}, so the whole plane is {side}."
)
BOUNDARY = QT_TRANSLATE_NOOP("ManualModel", "the boundary")
DISTANCE = QT_TRANSLATE_NOOP(
    "ManualModel", "distance of the boundary from the origin: −b/‖w‖ = {b}/{norm} = {d} (along w)"
)
ANGLE = QT_TRANSLATE_NOOP("ManualModel", "angle of w: atan2({w2}, {w1}) = {angle}°")
NOTHING_TO_MOVE = QT_TRANSLATE_NOOP("ManualModel", "b {sign} {delta}: with w = 0 there is no line to move.")
MOVES = QT_TRANSLATE_NOOP(
    "ManualModel",
    "b {sign} {delta}: the line moves {delta}/‖w‖ = {moved} towards {towards} (its distance −b/‖w‖ goes from {before} "
    "to {after}).",
)
AGAINST_W = QT_TRANSLATE_NOOP("ManualModel", "S₋, against w")
ALONG_W = QT_TRANSLATE_NOOP("ManualModel", "S₊, along w")


@dataclass(frozen=True)
class DrawnClassifier:
    """A hand-drawn classifier w·x + b in the plane (w may be 0: then there is no line)."""

    w: tuple[float, float]
    b: float

    def __post_init__(self) -> None:
        lo, hi = WEIGHT_RANGE
        values = (*self.w, self.b)
        if len(self.w) != 2 or not all(isinstance(v, int | float) and math.isfinite(v) for v in values):
            raise ValueError(f"w must be two finite numbers and b one, got w = {self.w!r}, b = {self.b!r}.")
        if not all(lo <= v <= hi for v in values):
            outside = QT_TRANSLATE_NOOP(
                "ManualModel", "w₁, w₂ and b must be between {lo} and {hi}, got w = {w}, b = {b}."
            )
            raise SaidError(
                Sentence(CONTEXT, outside, {"lo": f"{lo:g}", "hi": f"{hi:g}", "w": repr(self.w), "b": repr(self.b)})
            )

    @property
    def vector(self) -> np.ndarray:
        """w as an array."""
        return np.array(self.w, dtype=np.float64)

    @property
    def norm(self) -> float:
        """‖w‖."""
        return math.hypot(*self.w)

    @property
    def has_line(self) -> bool:
        """Whether w ≠ 0 (w = 0 puts every point on one side, or on the "boundary" when b = 0)."""
        return self.norm > 0

    @property
    def distance(self) -> float:
        """The boundary's signed distance from the origin along w, -b/‖w‖ (NaN when w = 0)."""
        return -self.b / self.norm if self.has_line else math.nan

    @property
    def angle(self) -> float:
        """The direction of w in degrees from the x₁ axis, in (-180, 180] (NaN when w = 0)."""
        return math.degrees(math.atan2(self.w[1], self.w[0])) if self.has_line else math.nan

    @property
    def foot(self) -> np.ndarray:
        """The boundary's point nearest the origin, -b·w/‖w‖² (the origin when w = 0)."""
        return -self.b * self.vector / self.norm**2 if self.has_line else np.zeros(2)

    def score(self, x: np.ndarray) -> np.ndarray:
        """w·x + b of points x, shape (n, 2) (or one point, shape (2,))."""
        return np.asarray(x, dtype=np.float64) @ self.vector + self.b

    def with_w(self, w: tuple[float, float]) -> DrawnClassifier:
        """The same b with a new w (the arrow's tip dragged or typed)."""
        return DrawnClassifier((float(w[0]), float(w[1])), self.b)

    def with_b(self, b: float) -> DrawnClassifier:
        """The same w with a new b."""
        return DrawnClassifier(self.w, float(b))

    def through(self, point: tuple[float, float]) -> DrawnClassifier:
        """The same w, with the b that puts the boundary through ``point`` (the line dragged): b = -w·p."""
        return self.with_b(-float(self.vector @ np.asarray(point, dtype=np.float64)) + 0.0)

    def equation(self) -> str:
        """The boundary's equation with the numbers in, e.g. ``2x₁ + 3x₂ + 6 = 0``."""
        w1, w2 = self.w
        terms = f"{_coefficient(w1)}x₁ {_signed(w2, 'x₂')}" + (f" {_signed(self.b, '')}" if self.b else "")
        return f"{terms} = 0"

    def regions(self) -> tuple[str, str]:
        """S₊ and S₋ written out, e.g. ``S₊ = {x : 2x₁ + 3x₂ + 6 > 0}``."""
        lhs = self.equation().removesuffix(" = 0")
        return f"S₊ = {{x : {lhs} > 0}}", f"S₋ = {{x : {lhs} < 0}}"

    def readouts(self, localise: Translate = english) -> list[str]:
        """‖w‖, the boundary's distance -b/‖w‖ and the angle of w, with the numbers substituted, in the reader's
        language by ``localise`` (:mod:`core.learn.words`; the notation and the numbers as they are)."""
        if not self.has_line:
            side = "S₊" if self.b > 0 else "S₋" if self.b < 0 else localise(CONTEXT, BOUNDARY)
            return [localise(CONTEXT, NO_LINE).format(b=plain(self.b), side=side)]
        w1, w2 = self.w
        return [
            f"‖w‖ = √({_squared(w1)} + {_squared(w2)}) = {plain(self.norm)}",
            localise(CONTEXT, DISTANCE).format(b=plain(-self.b), norm=plain(self.norm), d=plain(self.distance)),
            localise(CONTEXT, ANGLE).format(w2=plain(w2), w1=plain(w1), angle=plain(self.angle)),
        ]

    def shift_note(self, delta: float, localise: Translate = english) -> str:
        """What b + delta does to the line, in words and numbers (note 002: b up moves it to the negative side), in
        the reader's language by ``localise``."""
        sign, size = "+" if delta > 0 else "−", plain(abs(delta))
        if not self.has_line:
            return localise(CONTEXT, NOTHING_TO_MOVE).format(sign=sign, delta=size)
        towards = localise(CONTEXT, AGAINST_W if delta > 0 else ALONG_W)
        return localise(CONTEXT, MOVES).format(
            sign=sign,
            delta=size,
            moved=plain(abs(delta) / self.norm),
            towards=towards,
            before=plain(self.distance),
            after=plain(-(self.b + delta) / self.norm),
        )


CMU_EXERCISE = DrawnClassifier((2.0, 3.0), 6.0)
"""The in-class exercise of CMU 10-301/601 lecture 6: draw w₁x₁ + w₂x₂ + b > 0 with w = (2, 3), b = 6."""


def _squared(value: float) -> str:
    return f"({plain(value)})²" if value < 0 else f"{plain(value)}²"


def _coefficient(value: float) -> str:
    return {1.0: "", -1.0: "−"}.get(value, plain(value))


def _signed(value: float, variable: str) -> str:
    """``+ 3x₂`` or ``- 3x₂`` (the unit coefficient left out before a variable)."""
    magnitude = abs(value)
    text = "" if variable and magnitude == 1.0 else plain(magnitude)
    return f"{'−' if value < 0 else '+'} {text}{variable}"
