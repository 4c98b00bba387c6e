"""Point sets and the edits made to them, as plain data.

Every edit has ``apply(points) -> (new points, inverse edit)``: undo applies
the inverse, redo the edit again.  A Qt undo command only wraps these (the
Orange paint-data pattern), so the whole edit logic is testable without a
window.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

import numpy as np

MAX_CLASSES = 8


def _frozen(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


FEATURE_COUNTS = (1, 2)
"""How many features a document's points have: 2 (the plane) or 1 (the number line)."""

NORM_BAND = 1e-9
"""Rows whose norm is within this fraction of the largest count among a set's :attr:`PointSet.extremes`: far
wider than the rounding of a norm (about 1e-16), so the row a computed maximum picks is always among them."""

_serials = itertools.count(1)


@dataclass(frozen=True)
class Change:
    """What an edit did to the set with serial ``since``: the rows it took out and the rows it put in.

    ``removed_points`` (k, d) with ``removed_labels``, ``added_points`` (m, d) with ``added_labels``: a move
    takes out the points where they were and puts them in where they went, a relabel with the old labels and
    the new. A view that counted the old set updates its counts in O(k + m) instead of counting it again.
    """

    since: int
    removed_points: np.ndarray
    removed_labels: np.ndarray
    added_points: np.ndarray
    added_labels: np.ndarray


_CHUNK = 1 << 16  # rows at a time: a pass over millions of points holds no temporary copy of X


def _scale(X: np.ndarray) -> float:
    """The largest magnitude in X (the tiniest float for a zero or empty X): what norms are scaled by."""
    return max(float(X.max(initial=0.0)), -float(X.min(initial=0.0)), np.finfo(np.float64).tiny)


def _norms(X: np.ndarray, scale: float | None = None) -> np.ndarray:
    """Each row's squared norm, scaled by ``scale`` (X's own :func:`_scale` when None): no overflow."""
    scale = _scale(X) if scale is None else scale
    norms = np.empty(len(X))
    for start in range(0, len(X), _CHUNK):
        Z = X[start : start + _CHUNK] / scale
        Z *= Z
        Z.sum(axis=1, out=norms[start : start + _CHUNK])
    return norms


def _extreme_rows(X: np.ndarray) -> np.ndarray:
    """The rows of X on its outer edge (see :attr:`PointSet.extremes`), read-only."""
    if not len(X) or not all(np.isfinite(X[start : start + _CHUNK]).all() for start in range(0, len(X), _CHUNK)):
        return _frozen(X.copy())
    norms = _norms(X)
    band = np.flatnonzero(norms >= norms.max() * (1.0 - NORM_BAND))
    rows = np.zeros(len(X), dtype=bool)
    for found in (X.argmin(axis=0), X.argmax(axis=0), band):
        rows[found] = True
    return _frozen(X[rows])


def _carried_extremes(extremes: np.ndarray, change: Change) -> np.ndarray | None:
    """The edited set's :attr:`PointSet.extremes` from the old set's and the change (O(size of both)), or None
    when a removed row was on the old set's edge (then only a pass over the new set finds its edge)."""
    if not len(extremes) or not np.isfinite(extremes).all() or not np.isfinite(change.added_points).all():
        return None
    removed = change.removed_points
    if len(removed):
        lo, hi = extremes.min(axis=0), extremes.max(axis=0)
        inside = bool(((removed > lo) & (removed < hi)).all())
        scale = _scale(extremes)
        if not inside or _norms(removed, scale).max() >= _norms(extremes, scale).max() * (1.0 - NORM_BAND):
            return None
    return _extreme_rows(np.concatenate([extremes, change.added_points]))


def _as_features(X: np.ndarray, d: int) -> np.ndarray:
    """Positions as (m, d) float64; a 1-D set takes plane positions (m, 2) by their x (a click on the line)."""
    X = np.array(X, dtype=np.float64)
    if X.ndim == 2 and X.shape[1] == d:
        return X
    if d == 1 and X.ndim == 2 and X.shape[1] == 2:
        return X[:, :1].copy()
    if X.size % d:
        raise ValueError(
            f"Positions of {d}-feature points need {d} coordinate(s) each: got an array of shape {X.shape}."
        )
    return X.reshape(-1, d)


@dataclass(frozen=True)
class PointSet:
    """Labeled points: X (n, d) float64 with d = 2 (the plane) or d = 1 (the number line), labels y (n,).

    ``d`` is fixed for a set and kept by every edit: X given as a flat array is read as (n, 2) unless
    ``d=1`` says otherwise (an (n, 1) array says so itself). Arrays are read-only, so a PointSet can be
    shared between threads and kept by undo commands without copying.
    """

    X: np.ndarray = field(default_factory=lambda: np.zeros((0, 2)))
    y: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    d: int = 0  # 0: from X's shape (2 for a flat array)

    def __post_init__(self) -> None:
        raw = np.asarray(self.X)
        d = self.d or (raw.shape[1] if raw.ndim == 2 and raw.shape[1] in FEATURE_COUNTS else 2)
        if d not in FEATURE_COUNTS:
            raise ValueError(f"A point set has 1 or 2 features per point, not {d}.")
        X = np.array(raw, dtype=np.float64)
        if X.ndim == 2 and X.shape[1] not in (d, 0) and len(X):
            raise ValueError(f"A {d}-feature point set needs X of shape (n, {d}): got {X.shape}.")
        X = X.reshape(-1, d)
        y = np.array(self.y, dtype=np.int64).reshape(-1)
        if len(X) != len(y):
            raise ValueError(f"A point set needs one label per point: got {len(X)} points and {len(y)} labels.")
        object.__setattr__(self, "X", _frozen(X))
        object.__setattr__(self, "y", _frozen(y))
        object.__setattr__(self, "d", d)

    @cached_property
    def plane(self) -> np.ndarray:
        """Where the points are drawn: X itself for 2 features, (x, 0) on the number line for 1 feature."""
        if self.d == 2:
            return self.X
        return _frozen(np.column_stack([self.X[:, 0], np.zeros(len(self))]))

    def with_points(self, X: np.ndarray, y: np.ndarray) -> PointSet:
        """Another set with this one's number of features."""
        return PointSet(_as_features(X, self.d), y, d=self.d)

    def _edited(
        self,
        X: np.ndarray,
        y: np.ndarray,
        counts: Mapping[int, int] | None,
        removed: slice | np.ndarray,
        added: tuple[np.ndarray, np.ndarray],
    ) -> PointSet:
        """The set an edit made of this one: ``X`` and ``y`` are this set's own arrays or new ones the edit alone
        holds (float64 (n, d), int64 (n,)), taken as they are, without a copy or a check of every point;
        ``counts`` the points per label when the edit knew them (else they are counted when asked); ``removed``
        the rows of this set the edit took out and ``added`` the (X, y) it put in (its :attr:`change`).

        What this set knows already of its labels and its edge is carried over in O(size of the edit).
        """
        edited = object.__new__(PointSet)
        for name, value in (("X", X if X is self.X else _frozen(X)), ("y", y if y is self.y else _frozen(y))):
            object.__setattr__(edited, name, value)
        object.__setattr__(edited, "d", self.d)
        known = edited.__dict__
        if counts is not None:
            known["counts"] = counts if isinstance(counts, MappingProxyType) else MappingProxyType(counts)
        change = Change(self.serial, self.X[removed], self.y[removed], *added)
        known["change"] = change
        if "extremes" in self.__dict__:
            extremes = _carried_extremes(self.extremes, change)
            if extremes is not None:
                known["extremes"] = extremes
        if y is self.y and "codes" in self.__dict__:  # the same labels in the same rows: the same class indices
            known["codes"] = self.codes
        return edited

    def __len__(self) -> int:
        return len(self.y)

    @cached_property
    def counts(self) -> Mapping[int, int]:
        """How many points have each label (labels with none are left out); an edit of k points updates it in O(k)."""
        labels, counts = np.unique(self.y, return_counts=True)
        return MappingProxyType(dict(zip(labels.tolist(), counts.tolist(), strict=True)))

    @cached_property
    def classes(self) -> np.ndarray:
        """The distinct labels, sorted (computed once, from :attr:`counts`: a reset, the status and the actions all
        ask)."""
        return _frozen(np.array(sorted(self.counts), dtype=np.int64))

    def _known_counts(self) -> dict[int, int] | None:
        """:attr:`counts` when it was computed already (an edit then updates it), else None."""
        known = self.__dict__.get("counts")
        return dict(known) if known is not None else None

    @cached_property
    def serial(self) -> int:
        """A number no other point set in this process has (what a :class:`Change` refers to)."""
        return next(_serials)

    @property
    def change(self) -> Change | None:
        """What the edit that made this set changed in the set before it; None for a set built whole."""
        return self.__dict__.get("change")

    @cached_property
    def codes(self) -> np.ndarray:
        """Each point's class index: its label's position in :attr:`classes` (int64, read-only)."""
        return _frozen(np.searchsorted(self.classes, self.y))

    @cached_property
    def extremes(self) -> np.ndarray:
        """The rows on the set's outer edge, (m, d) read-only: every row holding a column's least or greatest value
        and every row whose norm is within :data:`NORM_BAND` of the largest (all rows when a value is not finite).

        The set's box, its largest magnitude and R = max ||x|| (:func:`core.teach.theory.radius`) computed over
        these rows are the very numbers computed over X, bit for bit, and an edit that leaves the edge alone
        carries them over in O(size of the edit): after an edit, the window asks for them without a pass over X.
        """
        return _extreme_rows(self.X)

    def box(self) -> tuple[np.ndarray, np.ndarray]:
        """The least and greatest coordinates of the drawn points (:attr:`plane`), two (2,) arrays (n > 0)."""
        lo, hi = self.extremes.min(axis=0), self.extremes.max(axis=0)
        if self.d == 1:
            lo, hi = np.array([lo[0], 0.0]), np.array([hi[0], 0.0])
        return lo, hi

    def bounds(self, pad: float = 0.1) -> tuple[float, float, float, float]:
        """(xmin, xmax, ymin, ymax) of the drawn points (:attr:`plane`) with a margin; a unit box when empty."""
        if len(self) == 0:
            return (-1.0, 1.0, -1.0, 1.0)
        lo, hi = self.box()
        span = np.maximum(hi - lo, 1.0)
        lo, hi = lo - pad * span, hi + pad * span
        return (float(lo[0]), float(hi[0]), float(lo[1]), float(hi[1]))


class Edit:
    """An edit of a point set: :meth:`apply` returns the new set and the inverse edit."""

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        raise NotImplementedError


def _count(counts: dict[int, int] | None, labels: np.ndarray, sign: int) -> dict[int, int] | None:
    """``counts`` (changed in place) with each of ``labels`` counted once more (sign 1) or once less (sign -1)."""
    if counts is None:
        return None
    for label in np.asarray(labels, dtype=np.int64).reshape(-1).tolist():
        left = counts.get(label, 0) + sign
        if left:
            counts[label] = left
        else:
            del counts[label]
    return counts


@dataclass(frozen=True)
class Insert(Edit):
    """Insert points so that they end up at ``indices`` (sorted) of the new set."""

    indices: tuple[int, ...]
    X: np.ndarray
    y: np.ndarray

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        new_X = _as_features(self.X, points.d)
        new_y = np.asarray(self.y, dtype=np.int64).reshape(-1)
        n = len(points)
        if len(new_y) != len(new_X) or len(new_X) != len(self.indices):
            raise ValueError(f"Insert needs one position and one label per index: got {len(self.indices)} indices.")
        if self.indices == tuple(range(n, n + len(self.indices))):  # appended (a click): one copy of each column
            X, y = np.concatenate([points.X, new_X]), np.concatenate([points.y, new_y])
        else:
            at = np.asarray(self.indices, dtype=np.int64) - np.arange(len(self.indices))  # positions in the old set
            X, y = np.insert(points.X, at, new_X, axis=0), np.insert(points.y, at, new_y)
        counts = _count(points._known_counts(), new_y, 1)
        return points._edited(X, y, counts, slice(0, 0), (new_X, new_y)), Delete(self.indices)


def append(X: np.ndarray, y: np.ndarray | int, n_existing: int) -> Insert:
    """The edit that appends points (all with label y when y is a number) after n_existing points.

    ``X`` is (m, d), or plane positions (m, 2) (a 1-D set keeps their x), or one position (2,).
    """
    X = np.asarray(X, dtype=np.float64)
    X = X.reshape(1, -1) if X.ndim == 1 else X
    labels = np.full(len(X), y, dtype=np.int64) if np.ndim(y) == 0 else np.asarray(y, dtype=np.int64)
    return Insert(tuple(range(n_existing, n_existing + len(X))), X, labels)


@dataclass(frozen=True)
class Delete(Edit):
    """Delete the points at ``indices``."""

    indices: tuple[int, ...]

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        idx = np.array(sorted(set(self.indices)), dtype=np.int64)
        inverse = Insert(tuple(idx.tolist()), points.X[idx].copy(), points.y[idx].copy())
        X, y = np.delete(points.X, idx, axis=0), np.delete(points.y, idx)
        counts = _count(points._known_counts(), points.y[idx], -1)
        return points._edited(X, y, counts, idx, (X[:0], y[:0])), inverse


@dataclass(frozen=True)
class Move(Edit):
    """Move the points at ``indices`` to the positions ``to``."""

    indices: tuple[int, ...]
    to: np.ndarray

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        idx = np.unique(np.asarray(self.indices, dtype=np.int64))  # a point listed twice goes where its last move says
        X = points.X.copy()  # the one copy: the old set stays as it was (a run or an export may still read it)
        old = X[list(self.indices)].copy()
        X[list(self.indices)] = _as_features(self.to, points.d)
        moved = (X[idx], points.y[idx])
        return points._edited(X, points.y, points.__dict__.get("counts"), idx, moved), Move(self.indices, old)


@dataclass(frozen=True)
class Relabel(Edit):
    """Give the points at ``indices`` the labels ``y`` (one label, or one per index)."""

    indices: tuple[int, ...]
    y: np.ndarray | int

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        idx = list(self.indices)
        y = points.y.copy()  # the one copy (see Move)
        old = y[idx].copy()
        y[idx] = self.y
        each = np.unique(idx)  # a point listed twice changes its label once
        counts = _count(_count(points._known_counts(), points.y[each], -1), y[each], 1)
        return points._edited(points.X, y, counts, each, (points.X[each], y[each])), Relabel(self.indices, old)


@dataclass(frozen=True)
class Replace(Edit):
    """Replace the whole set (clear, load, generate)."""

    points: PointSet

    def apply(self, points: PointSet) -> tuple[PointSet, Edit]:
        return self.points, Replace(points)
