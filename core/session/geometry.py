"""What the canvas draws, computed without Qt: boundary segments, grids and decision regions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from core.learn.engine import Learner

Rect = tuple[float, float, float, float]  # xmin, xmax, ymin, ymax


def boundary_segment(w: np.ndarray, b: float, rect: Rect) -> np.ndarray | None:
    """The part of the line w.x + b = 0 inside rect, as two end points (2, 2), or None."""
    xmin, xmax, ymin, ymax = rect
    w1, w2 = float(w[0]), float(w[1])
    if w1 == 0.0 and w2 == 0.0:
        return None
    points = []
    if w2 != 0.0:
        for x in (xmin, xmax):
            y = -(w1 * x + b) / w2
            if ymin <= y <= ymax:
                points.append((x, y))
    if w1 != 0.0:
        for y in (ymin, ymax):
            x = -(w2 * y + b) / w1
            if xmin <= x <= xmax:
                points.append((x, y))
    unique = sorted(set(points))
    if len(unique) < 2:
        return None
    return np.array([unique[0], unique[-1]])


def grid_points(rect: Rect, resolution: int) -> np.ndarray:
    """Centres of a resolution x resolution grid over rect, row-major (row = y), shape (res * res, 2)."""
    xmin, xmax, ymin, ymax = rect
    dx, dy = (xmax - xmin) / resolution, (ymax - ymin) / resolution
    xs = xmin + dx * (np.arange(resolution) + 0.5)
    ys = ymin + dy * (np.arange(resolution) + 0.5)
    gx, gy = np.meshgrid(xs, ys)
    return np.column_stack([gx.ravel(), gy.ravel()])


class GridScores:
    """Scores of a learner's model on a grid, kept up to date one mistake at a time.

    For a kernel model a full evaluation costs grid size x support vectors;
    after that each new mistake on example i adds eta * y_i * K(grid, x_i):
    O(grid) per mistake, the same trick as the training score cache.
    """

    def __init__(self, learner: Learner, rect: Rect, resolution: int) -> None:
        self.learner = learner
        self.rect = rect
        self.resolution = resolution
        self.points = grid_points(rect, resolution)
        self._seen = len(learner.history)
        self._raw = learner.scores(self.points) - learner.b  # without the intercept, which is added when read
        self._column = np.empty(len(self.points))

    def update(self) -> np.ndarray:
        """Bring the scores up to date with the learner; returns (res * res, rows) raw scores."""
        learner = self.learner
        if learner.variant != "kernel":
            return learner.scores(self.points)
        hist = learner.history
        new = hist[self._seen :]
        if len(new) > 64:  # cheaper to start again from the support vectors
            self._raw = learner.scores(self.points) - learner.b
        else:
            assert learner.kernel is not None
            for i, _epoch, _step, other in new:
                learner.kernel.column(self.points, learner.X, int(i), self._column)
                if learner.multiclass:
                    self._raw[:, learner.y_idx[i]] += learner.eta * self._column
                    self._raw[:, other] -= learner.eta * self._column
                else:
                    sign = 1.0 if learner.y_idx[i] == 1 else -1.0
                    self._raw[:, 0] += (learner.eta * sign) * self._column
        self._seen = len(hist)
        return self._raw + learner.b
