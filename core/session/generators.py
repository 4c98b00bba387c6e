"""Point-set generators for Data > Generate: separable with a margin, XOR, circles, moons, blobs, spirals.

Circles, moons and blobs come from scikit-learn's ``datasets`` (imported when
used, so start-up stays light); the others are a few lines of NumPy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from core.session.points import MAX_CLASSES, PointSet

MAX_POINTS = 1_000_000


@dataclass(frozen=True)
class GeneratorSpec:
    """How to make a point set: the kind, its size, label noise, seed and kind-specific options."""

    kind: str = "separable"
    n: int = 100
    noise: float = 0.0  # fraction of labels flipped to another class
    seed: int = 0
    margin: float = 0.5  # separable: the gap on each side of the line
    classes: int = 3  # blobs: how many
    spread: float = 0.15  # circles, moons, spirals: the Gaussian jitter of the points

    def problems(self) -> list[str]:
        """What is wrong with the spec, in words (empty when it is fine)."""
        out = []
        if self.kind not in GENERATORS:
            out.append(f"unknown kind {self.kind!r}: use one of {', '.join(GENERATORS)}")
        if not 2 <= self.n <= MAX_POINTS:
            out.append(f"the number of points must be from 2 to {MAX_POINTS:,}, not {self.n}")
        if not 0.0 <= self.noise <= 0.5:
            out.append(f"the label noise must be a fraction from 0 to 0.5, not {self.noise}")
        if self.kind == "separable" and not 0.0 <= self.margin <= 2.0:
            out.append(f"the margin must be from 0 to 2, not {self.margin}")
        if self.kind == "blobs" and not 2 <= self.classes <= MAX_CLASSES:
            out.append(f"blobs takes 2 to {MAX_CLASSES} classes, not {self.classes}")
        if not 0.0 <= self.spread <= 2.0:
            out.append(f"the spread must be from 0 to 2, not {self.spread}")
        return out


def generate(spec: GeneratorSpec) -> PointSet:
    """Make the points of a spec (raises ValueError listing what is wrong with it)."""
    problems = spec.problems()
    if problems:
        raise ValueError("Cannot generate points: " + "; ".join(problems) + ".")
    rng = np.random.default_rng(spec.seed)
    X, y = GENERATORS[spec.kind](spec, rng)
    return PointSet(X, _flip(y, spec.noise, rng))


def _flip(y: np.ndarray, fraction: float, rng: np.random.Generator) -> np.ndarray:
    """Give a random `fraction` of the points another class's label."""
    classes, index = np.unique(y, return_inverse=True)
    flip = rng.permutation(len(y))[: round(fraction * len(y))]
    # shift each chosen point's class by 1..K-1 places: always another class, all equally likely
    index[flip] = (index[flip] + rng.integers(1, len(classes), size=len(flip))) % len(classes)
    return classes[index]


def _separable(spec: GeneratorSpec, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    # A random line through the box; points closer than the margin are pushed out along the normal.
    angle = rng.uniform(0, 2 * np.pi)
    normal = np.array([np.cos(angle), np.sin(angle)])
    X = rng.uniform(-3, 3, size=(spec.n, 2))
    offset = rng.uniform(-0.5, 0.5)
    s = X @ normal - offset
    side = np.where(s >= 0, 1.0, -1.0)
    side[: 2 * (spec.n // 2) : 2] = 1.0  # both classes present whatever the draw
    side[1 : 2 * (spec.n // 2) : 2] = -1.0
    push = np.where(side * s < spec.margin, spec.margin - side * s + rng.uniform(0, 0.5, spec.n), 0.0)
    X = X + (side * push)[:, None] * normal
    return X, np.where(side > 0, 1, -1)


def _xor(spec: GeneratorSpec, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    corners = np.array([[-1.0, -1.0], [1.0, 1.0], [-1.0, 1.0], [1.0, -1.0]])
    which = np.arange(spec.n) % 4
    X = corners[which] + rng.normal(scale=max(spec.spread, 1e-9) * 2, size=(spec.n, 2))
    return X, np.where(which < 2, -1, 1)


def _sklearn(maker: str) -> Callable[[GeneratorSpec, np.random.Generator], tuple[np.ndarray, np.ndarray]]:
    def make(spec: GeneratorSpec, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        from sklearn import datasets  # imported here: it costs a second of start-up

        seed = int(rng.integers(2**31))
        if maker == "circles":
            X, y = datasets.make_circles(spec.n, noise=spec.spread, factor=0.45, random_state=seed)
            X = X * 2.5
        elif maker == "moons":
            X, y = datasets.make_moons(spec.n, noise=spec.spread, random_state=seed)
            X = (X - [0.5, 0.25]) * 2.0
        else:
            X, y = datasets.make_blobs(spec.n, centers=spec.classes, center_box=(-4, 4), random_state=seed)
            return X, y.astype(np.int64)
        return X, np.where(y == 1, 1, -1)

    return make


def _spirals(spec: GeneratorSpec, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    t = np.sqrt(rng.uniform(0.05, 1.0, spec.n)) * 3 * np.pi
    arm = np.arange(spec.n) % 2
    angle = t + np.pi * arm
    X = np.column_stack([t * np.cos(angle), t * np.sin(angle)]) / 3.0
    X += rng.normal(scale=spec.spread, size=X.shape)
    return X, np.where(arm == 0, 1, -1)


GENERATORS: dict[str, Callable[[GeneratorSpec, np.random.Generator], tuple[np.ndarray, np.ndarray]]] = {
    "separable": _separable,
    "xor": _xor,
    "circles": _sklearn("circles"),
    "moons": _sklearn("moons"),
    "blobs": _sklearn("blobs"),
    "spirals": _spirals,
}


def number_line() -> PointSet:
    """Data > New 1-D Set: note 000's first example, points on a line (one feature) that a threshold separates.

    Class -1 lies at x <= 0.5 and class +1 at x >= 2, so the max-margin threshold is 1.25 with margin 0.75
    (the threshold is not at 0: the run needs b); the classes alternate in the given order, so the perceptron
    from w = 0, b = 0 makes a few mistakes.
    """
    x = [2.0, 0.5, 3.5, -1.0, 4.5, -0.5, 2.5, -2.0]
    y = [1, -1, 1, -1, 1, -1, 1, -1]
    return PointSet(np.array(x).reshape(-1, 1), np.array(y))
