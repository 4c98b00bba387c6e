"""Point sets and the edits made to them, as plain data.

Every edit has ``apply(points) -> (new points, inverse edit)``: undo applies
the inverse, redo the edit again.  A Qt undo command only wraps these (the
Orange paint-data pattern), so the whole edit logic is testable without a
window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

MAX_CLASSES = 8


def _frozen(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


@dataclass(frozen=True)
class PointSet:
    """Labeled 2-D points: X (n, 2) float64 and integer labels y (n,).

    Arrays are read-only, so a PointSet can be shared between threads and
    kept by undo commands without copying.
    """

    X: np.ndarray = field(default_factory=lambda: np.zeros((0, 2)))
    y: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    def __post_init__(self) -> None:
        X = np.array(self.X, dtype=np.float64).reshape(-1, 2)
        y = np.array(self.y, dtype=np.int64).reshape(-1)
        if len(X) != len(y):
            raise ValueError(f"A point set needs one label per point: got {len(X)} points and {len(y)} labels.")
        object.__setattr__(self, "X", _frozen(X))
        object.__setattr__(self, "y", _frozen(y))

    def __len__(self) -> int:
        return len(self.y)

    @cached_property
    def classes(self) -> np.ndarray:
        """The distinct labels, sorted (computed once: a reset, the status and the actions all ask)."""
        return _frozen(np.unique(self.y))

    def bounds(self, pad: float = 0.1) -> tuple[float, float, float, float]:
        """(xmin, xmax, ymin, ymax) of the points with a margin; a unit box around 0 when empty."""
        if len(self) == 0:
            return (-1.0, 1.0, -1.0, 1.0)
        lo, hi = self.X.min(axis=0), self.X.max(axis=0)
        span = np.maximum(hi - lo, 1.0)
        lo, hi = lo - pad * span, hi + pad * span
        return (float(lo[0]), float(hi[0]), float(lo[1]), float(hi[1]))


class Edit:
    """An edit of a point set: :meth:`apply` returns the new set and the inverse edit."""

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        raise NotImplementedError


@dataclass(frozen=True)
class Insert(Edit):
    """Insert points so that they end up at ``indices`` (sorted) of the new set."""

    indices: tuple[int, ...]
    X: np.ndarray
    y: np.ndarray

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        n_new = len(points) + len(self.indices)
        keep = np.ones(n_new, dtype=bool)
        keep[list(self.indices)] = False
        X = np.empty((n_new, 2))
        y = np.empty(n_new, dtype=np.int64)
        X[keep], y[keep] = points.X, points.y
        X[~keep], y[~keep] = np.asarray(self.X).reshape(-1, 2), self.y
        return PointSet(X, y), Delete(self.indices)


def append(X: np.ndarray, y: np.ndarray | int, n_existing: int) -> Insert:
    """The edit that appends points (all with label y when y is a number) after n_existing points."""
    X = np.asarray(X, dtype=np.float64).reshape(-1, 2)
    labels = np.full(len(X), y, dtype=np.int64) if np.ndim(y) == 0 else np.asarray(y, dtype=np.int64)
    return Insert(tuple(range(n_existing, n_existing + len(X))), X, labels)


@dataclass(frozen=True)
class Delete(Edit):
    """Delete the points at ``indices``."""

    indices: tuple[int, ...]

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        idx = np.array(sorted(set(self.indices)), dtype=np.int64)
        keep = np.ones(len(points), dtype=bool)
        keep[idx] = False
        inverse = Insert(tuple(idx.tolist()), points.X[idx].copy(), points.y[idx].copy())
        return PointSet(points.X[keep], points.y[keep]), inverse


@dataclass(frozen=True)
class Move(Edit):
    """Move the points at ``indices`` to the positions ``to``."""

    indices: tuple[int, ...]
    to: np.ndarray

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        idx = list(self.indices)
        X = points.X.copy()
        old = X[idx].copy()
        X[idx] = np.asarray(self.to, dtype=np.float64).reshape(-1, 2)
        return PointSet(X, points.y), Move(self.indices, old)


@dataclass(frozen=True)
class Relabel(Edit):
    """Give the points at ``indices`` the labels ``y`` (one label, or one per index)."""

    indices: tuple[int, ...]
    y: np.ndarray | int

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        idx = list(self.indices)
        y = points.y.copy()
        old = y[idx].copy()
        y[idx] = self.y
        return PointSet(points.X, y), Relabel(self.indices, old)


@dataclass(frozen=True)
class Replace(Edit):
    """Replace the whole set (clear, load, generate)."""

    points: PointSet

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        return self.points, Replace(points)
