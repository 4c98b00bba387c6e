"""The per-class point counts behind the canvas's density picture, kept up to date edit by edit.

From 20,000 points on the canvas draws cells of mixed class colours (:func:`core.session.geometry.density_image`).
Counting a set of millions of points again after every edit took most of a second; an edit changes a few
points, so :class:`DensityCounts` moves those few between cells instead, and counts afresh only when the
view, the grid or the classes change or the set was not made by an edit of the one it counted.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from core.session.geometry import Rect, class_density
from core.session.points import PointSet


def class_codes(y: np.ndarray, labels: Sequence[int]) -> np.ndarray:
    """Each label's position in ``labels`` (the palette order), as intp; every label of ``y`` is among them."""
    alphabet = np.asarray(labels, dtype=np.int64)
    order = np.argsort(alphabet, kind="stable")
    return order[np.searchsorted(alphabet[order], y)].astype(np.intp)


def _on_plane(X: np.ndarray) -> np.ndarray:
    """Rows as drawn: (x, 0) on the number line for one feature, else themselves."""
    return np.column_stack([X[:, 0], np.zeros(len(X))]) if X.shape[1] == 1 else X


class DensityCounts:
    """How many points of each class fall in each cell of a grid over a view: :func:`class_density` of the set,
    updated by each edit's :class:`core.session.points.Change` in O(size of the edit)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._serial: int | None = None
        self._counts: np.ndarray | None = None

    def counts(self, points: PointSet, labels: Sequence[int], rect: Rect, shape: tuple[int, int]) -> np.ndarray:
        """The counts (K, rows, cols) of ``points`` (2 features) over ``rect``, K = len(labels); read-only."""
        key = (tuple(labels), tuple(rect), tuple(shape))
        change = points.change
        if (
            self._counts is not None
            and key == self._key
            and change is not None
            and change.since == self._serial
            and np.isin(change.removed_labels, labels).all()
        ):
            counts = self._counts.copy()
            for rows, row_labels, sign in (
                (change.removed_points, change.removed_labels, -1),
                (change.added_points, change.added_labels, 1),
            ):
                codes = class_codes(row_labels, labels)
                counts += sign * class_density(_on_plane(rows), codes, len(labels), rect, shape)
        else:
            palette = np.array([list(labels).index(c) for c in points.classes.tolist()], dtype=np.intp)
            counts = class_density(points.plane, palette[points.codes], len(labels), rect, shape)
        counts.flags.writeable = False
        self._key, self._serial, self._counts = key, points.serial, counts
        return counts
