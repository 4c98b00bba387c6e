"""What the canvas draws, computed without Qt: boundary segments, grids, decision regions, point densities,
where labels go, and the exported SVG made to draw alike in every renderer."""

from __future__ import annotations

import math
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from core.teach.numbers import joined, marked

if TYPE_CHECKING:
    from core.learn.engine import Learner
    from core.learn.vote import VoteTally

Rect = tuple[float, float, float, float]  # xmin, xmax, ymin, ymax


FIT_REACH = 3.0  # a model's point joins a fitted view when it lies within this many sizes of the points' box


def fitted_bounds(
    plane: np.ndarray,
    model: tuple[np.ndarray, float] | None = None,
    also: Sequence[np.ndarray] = (),
    pad: float = 0.15,
) -> tuple[float, float, float, float]:
    """The view fitted to points (n, 2) and to the linear model (w, b) drawn over them: (xmin, xmax, ymin, ymax).

    Beside the points it holds the origin, the boundary's point nearest the origin (where the w arrow starts,
    the origin itself for a boundary through it), w's tip from there and the tips of the vectors ``also``
    drawn from the same point (w before the update shown), each when it lies within
    :data:`FIT_REACH` sizes of the points' box (a model far off leaves the points their room); then a margin
    of ``pad`` times the size on every side.
    """
    if len(plane) == 0:
        return (-1.0, 1.0, -1.0, 1.0)
    lo, hi = plane.min(axis=0).astype(np.float64), plane.max(axis=0).astype(np.float64)
    with np.errstate(over="ignore"):  # a span beyond the doubles (±9e307) reaches everything: inf is right here
        reach = FIT_REACH * max(float(np.hypot(*(hi - lo))), 1.0)
    extra = [np.zeros(2)]
    if model is not None:
        w, b = np.asarray(model[0], dtype=np.float64), float(model[1])
        length = math.hypot(float(w[0]), float(w[1]))
        if length > 0 and math.isfinite(length) and math.isfinite(b):
            anchor = -(b / length) * (w / length)
            extra += [anchor, anchor + w, *(anchor + np.asarray(v, dtype=np.float64) for v in also)]
    box_lo, box_hi = lo.copy(), hi.copy()
    for p in extra:
        with np.errstate(over="ignore"):
            if float(np.hypot(*np.maximum(np.maximum(lo - p, p - hi), 0.0))) <= reach:
                box_lo, box_hi = np.minimum(box_lo, p), np.maximum(box_hi, p)
    return widest_view(box_lo, box_hi, pad)


MAX_HALF_SPAN = 1e305
"""The largest half-width of a view: pyqtgraph's view keeps its ranges within ±1e307, and its locked aspect
fails (a range of zero width) on ranges near that; points beyond (±9e307) lie outside the widest view."""


def widest_view(lo: np.ndarray, hi: np.ndarray, pad: float) -> tuple[float, float, float, float]:
    """The box from ``lo`` to ``hi`` with a margin of ``pad`` times its size (at least 1) on every side, as
    (xmin, xmax, ymin, ymax). A box wider than a view can hold (coordinates of ±9e307: their span is no double)
    keeps its centre and is narrowed to :data:`MAX_HALF_SPAN` each side of it."""
    with np.errstate(over="ignore", invalid="ignore"):
        span = np.maximum(hi - lo, 1.0)
        box_lo, box_hi = lo - pad * span, hi + pad * span
        fits = np.isfinite(box_hi - box_lo) & (box_hi - box_lo <= 2 * MAX_HALF_SPAN)
    centre = lo / 2 + hi / 2  # finite for any finite box
    box_lo = np.where(fits, box_lo, centre - MAX_HALF_SPAN)
    box_hi = np.where(fits, box_hi, centre + MAX_HALF_SPAN)
    return (float(box_lo[0]), float(box_hi[0]), float(box_lo[1]), float(box_hi[1]))


def beyond_widest_view(X: np.ndarray) -> int:
    """How many of the points ``X`` (n, 1 or 2) lie outside the widest view around their box's centre
    (:data:`MAX_HALF_SPAN` each side of it, :func:`widest_view`): points a canvas cannot show with the others
    (coordinates of ±9e307). 0 for every set whose box a view can hold."""
    if not len(X):
        return 0
    X = np.asarray(X, dtype=np.float64)
    lo, hi = X.min(axis=0), X.max(axis=0)
    with np.errstate(over="ignore", invalid="ignore"):
        if np.all(hi - lo <= 2 * MAX_HALF_SPAN):  # every ordinary set: no second pass over the points
            return 0
        outside = np.abs(X - (lo / 2 + hi / 2)) > MAX_HALF_SPAN
    return int(np.count_nonzero(outside.any(axis=1)))


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


def on_plane(w: np.ndarray) -> np.ndarray:
    """A weight vector as the plane's: w itself, or (w, 0) for a number line (its boundary is x = -b/w)."""
    w = np.asarray(w, dtype=np.float64).reshape(-1)
    return np.append(w, 0.0) if len(w) == 1 else w


def threshold(w: float, b: float) -> float | None:
    """The boundary of a number line, the point x = -b/w where w·x + b = 0 (0.0, never -0.0), or None when w = 0."""
    return -float(b) / float(w) + 0.0 if w else None


def lifted(X: np.ndarray) -> np.ndarray:
    """One-feature points lifted to (x, 1), (n, 2): the intercept trick, w·x + b = (w, b)·(x, 1)."""
    X = np.asarray(X, dtype=np.float64).reshape(len(X), -1)
    return np.column_stack([X[:, 0], np.ones(len(X))])


def vector_text(v: np.ndarray, comma: bool | None = None) -> str:
    """A weight vector in words: ``[0.5, -1]`` (``[0,5; -1]`` with a decimal comma, see :mod:`core.teach.numbers`),
    or ``0.5`` alone on a number line."""
    v = np.asarray(v, dtype=np.float64).reshape(-1)
    if len(v) == 1:
        return marked(f"{v[0]:.3g}", comma)
    return "[" + joined((marked(f"{c:.3g}", comma) for c in v), comma) + "]"


def grid_points(rect: Rect, resolution: int, d: int = 2) -> np.ndarray:
    """Centres of a resolution x resolution grid over rect, row-major (row = y), shape (res * res, d).

    With ``d=1`` (a number line) only the x of each centre: a model of one feature is scored on x alone,
    so the two rays of a threshold shade two bands across the plot.
    """
    xmin, xmax, ymin, ymax = rect
    dx, dy = (xmax - xmin) / resolution, (ymax - ymin) / resolution
    xs = xmin + dx * (np.arange(resolution) + 0.5)
    ys = ymin + dy * (np.arange(resolution) + 0.5)
    gx, gy = np.meshgrid(xs, ys)
    return np.column_stack([gx.ravel(), gy.ravel()][:d])


GRID_CHUNK = 64  # support vectors per kernel block: a (grid x 64) float64 block, 5.1 MB on a 100 x 100 grid


class GridScores:
    """Scores of a learner's model on a grid, kept up to date in bounded memory and bounded work per update.

    A linear model is scored afresh (grid x features); the voted perceptron's model is its vote, tallied as the
    run goes on (:class:`core.learn.vote.VoteTally`).  A kernel model's scores are kept as
    ``K(grid, X) @ alpha_seen`` for the dual coefficients ``alpha_seen`` taken in so far; an update takes
    in the change ``alpha - alpha_seen`` block by block (at most :data:`GRID_CHUNK` support vectors per
    block), so a view change or a thousand new mistakes never build a (grid x support vectors) block.
    With ``budget_s`` an update stops after the first block that ends past the budget and ``behind``
    says that more is waiting (round robin over the examples, so none waits forever); without it an
    update takes in everything.  Memory: one (grid x GRID_CHUNK) block plus three (n x rows) arrays.
    """

    def __init__(self, learner: Learner, rect: Rect, resolution: int, budget_s: float | None = None) -> None:
        self.learner = learner
        self.rect = rect
        self.resolution = resolution
        self.budget_s = budget_s
        self.points = grid_points(rect, resolution, learner.X.shape[1])
        rows = learner.W.shape[0]
        self._raw = np.zeros((len(self.points), rows))  # without the intercept, which is added when read
        self._alpha_seen = np.zeros_like(learner.alpha) if learner.variant == "kernel" else None
        self._next = 0  # where the round robin over changed examples goes on
        self._behind = learner.variant == "kernel"
        voted = learner.variant == "voted" and not learner.multiclass
        from core.learn.vote import VoteTally  # the training thread's: the canvas imports this module too

        self._votes: VoteTally | None = VoteTally(learner, self.points) if voted else None  # its model: the vote

    @property
    def behind(self) -> bool:
        """Whether the last update stopped before taking in every change (kernel models only)."""
        return self._behind

    def update(self) -> np.ndarray:
        """Bring the scores (nearer) up to date with the learner; returns (res * res, rows) raw scores."""
        learner = self.learner
        votes = None if self._votes is None else self._votes.update(learner)
        if votes is not None:
            return votes[:, None]
        if learner.variant != "kernel" or self._alpha_seen is None:
            return learner.scores(self.points)
        assert learner.kernel is not None
        changed = np.flatnonzero((learner.alpha != self._alpha_seen).any(axis=1))
        changed = np.concatenate([changed[changed >= self._next], changed[changed < self._next]])
        deadline = None if self.budget_s is None else time.perf_counter() + self.budget_s
        done = 0
        while done < len(changed):
            chunk = changed[done : done + GRID_CHUNK]
            delta = learner.alpha[chunk] - self._alpha_seen[chunk]
            self._raw += learner.kernel.block(self.points, learner.X[chunk]) @ delta
            self._alpha_seen[chunk] = learner.alpha[chunk]
            done += len(chunk)
            self._next = int(chunk[-1]) + 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self._behind = done < len(changed)
        return self._raw + learner.b


def half_space_grid(w: np.ndarray, b: float, rect: Rect, resolution: int) -> np.ndarray:
    """The class index (1 where w.x + b > 0, else 0) on the grid of :func:`grid_points`, shape (res, res).

    ``w`` has 2 components, or 1 for a number line."""
    w = np.asarray(w, dtype=np.float64).reshape(-1)
    with np.errstate(over="ignore", invalid="ignore"):
        scores = grid_points(rect, resolution, len(w)) @ w + float(b)
    return (scores > 0).astype(np.intp).reshape(resolution, resolution)


DENSITY_CHUNK = 1 << 17  # rows binned at a time: the temporaries stay in the cache and small beside X


def class_density(X: np.ndarray, codes: np.ndarray, n_classes: int, rect: Rect, shape: tuple[int, int]) -> np.ndarray:
    """How many points of each class fall in each cell of a rows x cols grid over rect: (K, rows, cols).

    Row 0 is the bottom of rect (row-major, row = y, as the decision grids); points outside are left out.
    """
    rows, cols = shape
    xmin, xmax, ymin, ymax = rect
    cells = n_classes * rows * cols
    counts = np.zeros(cells + 1, dtype=np.int64)  # the last bin takes the points outside, then is dropped
    x_scale, y_scale = cols / (xmax - xmin), rows / (ymax - ymin)
    for start in range(0, len(X), DENSITY_CHUNK):
        part = X[start : start + DENSITY_CHUNK]
        with np.errstate(over="ignore", invalid="ignore"):
            fx = (part[:, 0] - xmin) * x_scale
            fy = (part[:, 1] - ymin) * y_scale
        inside = (fx >= 0) & (fx < cols) & (fy >= 0) & (fy < rows)
        fx[~inside], fy[~inside] = 0.0, 0.0
        cell = (codes[start : start + DENSITY_CHUNK].astype(np.intp) * rows + fy.astype(np.intp)) * cols
        cell += fx.astype(np.intp)
        cell[~inside] = cells
        counts += np.bincount(cell, minlength=cells + 1)
    return counts[:cells].reshape(n_classes, rows, cols)


def density_image(counts: np.ndarray, colours: np.ndarray, seed: int = 0) -> np.ndarray:
    """An RGBA picture of per-class counts (K, rows, cols) in which every class stays visible.

    Each cell takes the colour of one of its classes, drawn with probability equal to that class's
    share of the cell's points (a seeded draw: the same counts give the same picture). Over an area
    each class then covers its share of the cells, the way interleaved markers would, and a 5%
    minority shows as a sprinkle rather than vanishing under the majority or into a muddy mix.
    ``colours`` is (K, 3) RGB in 0-255. Cells with points are opaque from about half (one point) to
    fully (the densest cell) on a log scale, so where the points are dense shows too; empty cells
    are transparent.
    """
    total = counts.sum(axis=0)
    cumulative = np.cumsum(counts, axis=0) / np.maximum(total, 1)
    draw = np.random.default_rng(seed).random(total.shape)
    pick = np.minimum((cumulative <= draw[None]).sum(axis=0), len(counts) - 1)
    rgb = np.asarray(colours, dtype=np.float64)[pick]
    dense = np.log1p(total) / np.log1p(max(int(total.max()), 1))
    alpha = np.where(total > 0, 140 + 115 * dense, 0)
    return np.dstack([rgb, alpha]).round().clip(0, 255).astype(np.ubyte)


# ---------------------------------------------------------------------------------------------- labels
Box = tuple[float, float, float, float]  # left, top, right, bottom, in pixels (y grows downwards)
Placement = tuple[float, float, float, float]  # x, y of the anchor point; anchor (0 left/top .. 1 right/bottom)


def label_box(point: np.ndarray, normal: np.ndarray, size: tuple[float, float], gap: float) -> tuple[Placement, Box]:
    """A label of ``size`` (w, h) set ``gap`` pixels from ``point`` on the ``normal`` side, and its box.

    The anchor corner is picked by the signs of ``normal``, so every point q of the box has
    normal . (q - point) >= gap: a line through ``point`` across ``normal`` never enters the box.
    """
    n = np.asarray(normal, dtype=np.float64)
    n = n / max(float(np.hypot(n[0], n[1])), 1e-12)
    x, y = np.asarray(point, dtype=np.float64) + gap * n
    ax, ay = (0.0 if n[0] >= 0 else 1.0), (0.0 if n[1] >= 0 else 1.0)
    w, h = size
    return (float(x), float(y), ax, ay), (x - ax * w, y - ay * h, x + (1 - ax) * w, y + (1 - ay) * h)


def beside_segment(
    a: np.ndarray, b: np.ndarray, fractions: tuple[float, ...], away_from: np.ndarray | None = None
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Places for a label beside the segment a-b: (point on it, normal), at each fraction from a, both sides.

    The side away from ``away_from`` (say, where other drawing is) comes first at each fraction.
    """
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    d = b - a
    normal = np.array([-d[1], d[0]])
    out = []
    for t in fractions:
        p = a + t * d
        sides = [normal, -normal]
        if away_from is not None and float(np.dot(normal, np.asarray(away_from) - p)) > 0:
            sides.reverse()
        out += [(p, n) for n in sides]
    return out


def segment_crosses_box(p: np.ndarray, q: np.ndarray, box: Box) -> bool:
    """Whether the segment p-q passes through the inside of box (Liang-Barsky clipping)."""
    return bool(segment_crosses_boxes(p, q, np.array([box], dtype=np.float64))[0])


def place_label(
    size: tuple[float, float],
    bounds: Box,
    candidates: list[tuple[np.ndarray, np.ndarray]],
    segments: Sequence[tuple[np.ndarray, np.ndarray]] = (),
    boxes: Sequence[Box] = (),
    gap: float = 3.0,
    marks: np.ndarray | None = None,
) -> tuple[Placement, Box]:
    """The best of the candidate places (point, normal) for a label (see :func:`label_box`), and its box.

    Best means, in this order: inside ``bounds``; over none of ``boxes`` (other labels, the legend);
    crossed by none of ``segments`` (lines and arrows drawn) and over none of ``marks`` (an (n, 4) array of
    boxes: the points' markers, the arrows' heads); earliest in the list.  When every candidate is over
    something, places further out around the first candidate's point are tried (nearest first), so that a label
    never hides a point or an arrow where there is room for it.  When even the best sticks out of ``bounds`` it
    is slid inside (it may then lie across its own line, but is not cut off).

    Each group of places (the label's own, then each ring, then a grid over the view) is scored at once as arrays:
    a view of thousands of points costs a few array operations per group on the GUI thread's frame.
    """
    if not candidates:
        raise ValueError("place_label needs at least one candidate")
    best: tuple[tuple[float, int, int, int], Placement, Box] | None = None
    groups = [candidates, *_further_places(np.asarray(candidates[0][0], dtype=np.float64), size, gap, bounds)]
    k = 0
    for places in groups:
        laid = [label_box(point, normal, size, gap) for point, normal in places]
        at = np.array([box for _, box in laid])
        out, covered, hidden = _scores(at, bounds, segments, boxes, marks)
        for j, (placement, box) in enumerate(laid):
            score = (float(out[j]), int(covered[j]), int(hidden[j]), k + j)
            if best is None or score < best[0]:
                best = (score, placement, box)
        if best is not None and best[0][:3] == (0.0, 0, 0):
            break
        k += len(places)
    assert best is not None
    return _slid_inside(best[1], best[2], bounds)


def _scores(
    at: np.ndarray,
    bounds: Box,
    segments: Sequence[tuple[np.ndarray, np.ndarray]],
    boxes: Sequence[Box],
    marks: np.ndarray | None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For label boxes ``at`` (k, 4): how far each sticks out of ``bounds``, how many of ``boxes`` it covers, and how
    many segments cross it plus marks it covers."""
    left, top, right, bottom = bounds
    x0, y0, x1, y1 = at.T
    zero = np.zeros(len(at))
    out = np.maximum(left - x0, zero) + np.maximum(x1 - right, zero) + np.maximum(top - y0, zero)
    out += np.maximum(y1 - bottom, zero)
    covered = np.zeros(len(at), dtype=np.int64)
    for bx0, by0, bx1, by1 in boxes:
        covered += (x0 < bx1) & (bx0 < x1) & (y0 < by1) & (by0 < y1)
    hidden = _marks_under(at, _marks_near(marks, at))
    for p, q in segments:
        hidden += segment_crosses_boxes(p, q, at)
    return out, covered, hidden


def segment_crosses_boxes(p: np.ndarray, q: np.ndarray, at: np.ndarray) -> np.ndarray:
    """For every box of ``at`` (k, 4): whether the segment p-q passes through its inside (Liang-Barsky clipping)."""
    p, q = np.asarray(p, dtype=np.float64), np.asarray(q, dtype=np.float64)
    d = q - p
    lo, hi = np.zeros(len(at)), np.ones(len(at))
    inside = np.ones(len(at), dtype=bool)
    for step, start, low, high in ((d[0], p[0], at[:, 0], at[:, 2]), (d[1], p[1], at[:, 1], at[:, 3])):
        if abs(step) < 1e-12:  # parallel to these two sides (or nearly: no overflow dividing by it)
            inside &= (low < start) & (start < high)
            continue
        a, b = (low - start) / step, (high - start) / step
        lo, hi = np.maximum(lo, np.minimum(a, b)), np.minimum(hi, np.maximum(a, b))
    return inside & (lo < hi)


RINGS = 6  # rings of places around a label's own place, one label height apart
RING_PLACES = 16  # places on each ring


def _further_places(
    origin: np.ndarray, size: tuple[float, float], gap: float, bounds: Box
) -> list[list[tuple[np.ndarray, np.ndarray]]]:
    """Places (point, normal) for a label whose own places are all taken, in groups tried in turn: each ring
    around ``origin`` (one label height apart, nearest first), then anywhere in ``bounds`` on a grid (a note that
    may sit in any corner)."""
    step = size[1] + gap
    angles = np.linspace(0.0, 2 * np.pi, RING_PLACES, endpoint=False)
    directions = [np.array([np.cos(angle), np.sin(angle)]) for angle in angles]
    groups = [[(origin + ring * step * d, d) for d in directions] for ring in range(1, RINGS + 1)]
    left, top, right, bottom = bounds
    ys = np.linspace(top, max(top, bottom - size[1] - 2 * gap), 12)
    xs = np.linspace(left, max(left, right - size[0] - 2 * gap), 12)
    groups.append([(np.array([x, y]), np.array([1.0, 1.0])) for y in ys for x in xs])
    return groups


def _marks_near(marks: np.ndarray | None, boxes: np.ndarray) -> np.ndarray | None:
    """The marks that meet the region the boxes (k, 4) span (the others cannot be under any of them)."""
    if marks is None or not len(marks):
        return marks
    x0, y0 = boxes[:, 0].min(), boxes[:, 1].min()
    x1, y1 = boxes[:, 2].max(), boxes[:, 3].max()
    return marks[(marks[:, 0] < x1) & (marks[:, 2] > x0) & (marks[:, 1] < y1) & (marks[:, 3] > y0)]


def _marks_under(boxes: np.ndarray, marks: np.ndarray | None) -> np.ndarray:
    """How many of the boxes ``marks`` (n, 4) each of ``boxes`` (k, 4) overlaps (k,)."""
    if marks is None or not len(marks):
        return np.zeros(len(boxes), dtype=np.int64)
    x0, y0, x1, y1 = (boxes[:, j, None] for j in range(4))
    return np.count_nonzero((marks[:, 0] < x1) & (marks[:, 2] > x0) & (marks[:, 1] < y1) & (marks[:, 3] > y0), axis=1)


def _slid_inside(placement: Placement, box: Box, bounds: Box) -> tuple[Placement, Box]:
    """A label sticking out of ``bounds`` moved the least that brings it inside (as far as it fits)."""
    left, top, right, bottom = bounds
    x0, y0, x1, y1 = box
    dx = max(left - x0, 0.0) - max(x1 - right, 0.0) if x1 - x0 <= right - left else left - x0
    dy = max(top - y0, 0.0) - max(y1 - bottom, 0.0) if y1 - y0 <= bottom - top else top - y0
    if dx == 0.0 and dy == 0.0:
        return placement, box
    x, y, ax, ay = placement
    return (x + dx, y + dy, ax, ay), (x0 + dx, y0 + dy, x1 + dx, y1 + dy)


# ---------------------------------------------------------------------------------------------- SVG
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
Affine = np.ndarray  # 3 x 3, acting on column vectors (x, y, 1)

_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_PATH_TOKEN = re.compile(rf"([A-Za-z])|({_NUMBER})")
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate)\s*\(([^)]*)\)")
_SHAPES = ("path", "polyline", "polygon", "rect", "line", "ellipse", "circle")


def _affine(a: float, b: float, c: float, d: float, e: float, f: float) -> Affine:
    return np.array([[a, c, e], [b, d, f], [0.0, 0.0, 1.0]])


def parse_transform(text: str) -> Affine:
    """An SVG ``transform`` attribute (matrix, translate, scale, rotate, in sequence) as a 3 x 3 matrix."""
    m = np.eye(3)
    for name, args in _TRANSFORM.findall(text):
        v = [float(x) for x in re.findall(_NUMBER, args)]
        if name == "matrix" and len(v) == 6:
            t = _affine(*v)
        elif name == "translate" and v:
            t = _affine(1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale" and v:
            t = _affine(v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate" and len(v) == 1:
            r = math.radians(v[0])
            t = _affine(math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
        else:
            raise ValueError(f"unsupported SVG transform: {name}({args})")
        m = m @ t
    return m


def _fmt(v: float) -> str:
    return f"{v:.6g}"


def _map(m: Affine, x: float, y: float) -> tuple[float, float]:
    return m[0, 0] * x + m[0, 1] * y + m[0, 2], m[1, 0] * x + m[1, 1] * y + m[1, 2]


def transform_path_data(d: str, m: Affine) -> str | None:
    """Path data with every point mapped by m, or None for what cannot be mapped point by point.

    Absolute M L C Q S T and Z are mapped; H and V become L. Relative commands and arcs give None.
    """
    out: list[str] = []
    command = ""
    numbers: list[float] = []
    x = y = 0.0

    def flush() -> bool:
        nonlocal x, y
        if not command:
            return not numbers
        if command in "HV":
            pts = []
            for v in numbers:
                x, y = (v, y) if command == "H" else (x, v)
                pts.append((x, y))
            out.append("L" + " ".join("{},{}".format(*map(_fmt, _map(m, *p))) for p in pts))
            return True
        if command in "MLCQST":
            if len(numbers) % 2:
                return False
            pts = list(zip(numbers[::2], numbers[1::2], strict=True))
            if pts:
                x, y = pts[-1]
            out.append(command + " ".join("{},{}".format(*map(_fmt, _map(m, *p))) for p in pts))
            return True
        if command in "Zz":
            out.append("Z")
            return True
        return False

    for letter, number in _PATH_TOKEN.findall(d):
        if letter:
            if not flush():
                return None
            if letter not in "MLCQSTHVZz":
                return None
            command, numbers = letter, []
        else:
            numbers.append(float(number))
    return " ".join(out) if flush() else None


def _points(text: str) -> list[tuple[float, float]]:
    v = [float(x) for x in re.findall(_NUMBER, text)]
    return list(zip(v[::2], v[1::2], strict=False))


def _as_path(el: ET.Element) -> str | None:
    """The path data of a basic shape (rect, line, ellipse, circle), or None."""
    tag = el.tag.rsplit("}", 1)[-1]
    g = {k: float(el.get(k, "0")) for k in ("x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy", "r")}
    if tag == "rect" and not el.get("rx") and not el.get("ry"):
        x, y, w, h = g["x"], g["y"], g["width"], g["height"]
        return f"M{x},{y} L{x + w},{y} L{x + w},{y + h} L{x},{y + h} Z"
    if tag == "line":
        return f"M{g['x1']},{g['y1']} L{g['x2']},{g['y2']}"
    if tag in ("ellipse", "circle"):
        rx = g["r"] if tag == "circle" else float(el.get("rx", "0"))
        ry = g["r"] if tag == "circle" else float(el.get("ry", "0"))
        cx, cy, k = g["cx"], g["cy"], 0.5522847498
        return (
            f"M{cx + rx},{cy} C{cx + rx},{cy + k * ry} {cx + k * rx},{cy + ry} {cx},{cy + ry} "
            f"C{cx - k * rx},{cy + ry} {cx - rx},{cy + k * ry} {cx - rx},{cy} "
            f"C{cx - rx},{cy - k * ry} {cx - k * rx},{cy - ry} {cx},{cy - ry} "
            f"C{cx + k * rx},{cy - ry} {cx + rx},{cy - k * ry} {cx + rx},{cy} Z"
        )
    return None


def flatten_svg(svg: str, width: float, height: float, fonts: dict[str, str] | None = None) -> str:
    """Rewrite an SVG so that it draws alike in every renderer: no scaling transform around a stroke.

    Qt's SVG writer puts the plot's data-to-pixel transform on groups and marks the pens
    ``vector-effect="non-scaling-stroke"``, which most renderers (librsvg, resvg, browsers in
    places) apply after the scale or not at all: a 2 px line becomes 150 px wide. Here every
    group transform is multiplied into the coordinates of the shapes below it (strokes then
    need no vector effect), text and images carry their own transform, clip paths are mapped
    alike, the size is given in pixels and ``fonts`` renames font families (Qt's generic
    "Sans Serif" to the family it really used, with a CSS generic after it).
    """
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    root = ET.fromstring(svg)
    root.set("width", _fmt(width))
    root.set("height", _fmt(height))
    defs = root.find(f"{{{SVG_NS}}}defs")
    clips = {el.get("id"): el for el in root.iter(f"{{{SVG_NS}}}clipPath")}
    mapped_clips: dict[tuple[str, bytes], str] = {}

    def clip_for(reference: str, m: Affine) -> str:
        """A clip path reference for the same clip seen through m (a mapped copy, made once)."""
        name = reference.strip()[5:-1] if reference.strip().startswith("url(#") else ""
        if name not in clips or np.allclose(m, np.eye(3)):
            return reference
        key = (name, m.round(9).tobytes())
        if key not in mapped_clips:
            copy = ET.fromstring(ET.tostring(clips[name]))
            copy.set("id", f"{name}-mapped{len(mapped_clips) + 1}")
            for child in list(copy):
                flatten(child, m, 1.0)
            (defs if defs is not None else root).append(copy)
            mapped_clips[key] = copy.get("id", "")
        return f"url(#{mapped_clips[key]})"

    def flatten(el: ET.Element, m: Affine, stroke: float) -> None:
        tag = el.tag.rsplit("}", 1)[-1]
        if tag in ("defs", "clipPath", "title", "desc"):
            return
        own = el.attrib.pop("transform", None)
        if own:
            m = m @ parse_transform(own)
        if el.get("stroke-width"):
            stroke = float(el.get("stroke-width", "1"))
        if el.get("clip-path"):
            el.set("clip-path", clip_for(el.get("clip-path", ""), m))
        family = el.get("font-family")
        if fonts and family:
            el.set("font-family", fonts.get(family.strip("'\""), family))
        if tag in ("g", "svg", "a", "switch"):
            for child in el:
                flatten(child, m, stroke)
            return
        if np.allclose(m, np.eye(3)):
            return
        if tag in _SHAPES:
            d = el.get("d") if tag == "path" else None
            if tag in ("polyline", "polygon"):
                pts = [_map(m, x, y) for x, y in _points(el.get("points", ""))]
                el.set("points", " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in pts))
                mapped = True
            else:
                d = d if d is not None else _as_path(el)
                new = transform_path_data(d, m) if d is not None else None
                mapped = new is not None
                if new is not None:
                    if tag != "path":
                        for key in ("x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry"):
                            el.attrib.pop(key, None)
                        el.tag = f"{{{SVG_NS}}}path"
                    el.set("d", new)
            if mapped:
                if el.attrib.pop("vector-effect", "none") != "non-scaling-stroke":
                    scale = math.sqrt(abs(np.linalg.det(m[:2, :2])))  # a stroke in local units grows with them
                    el.set("stroke-width", _fmt(stroke * scale))
                return
        el.set("transform", "matrix({})".format(",".join(_fmt(v) for v in m[:2, :].T.ravel())))

    for child in root:
        flatten(child, np.eye(3), 1.0)
    return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root, encoding="unicode")


def stack_svg(
    layers: list[tuple[str, Box | None]], width: float, height: float, fonts: dict[str, str] | None = None
) -> str:
    """One SVG of ``width`` x ``height`` on white from layers drawn in order, each flattened (see
    :func:`flatten_svg`) and clipped to its box (left, top, right, bottom) when it has one.
    """
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    root = ET.Element(f"{{{SVG_NS}}}svg", {"width": _fmt(width), "height": _fmt(height), "version": "1.1"})
    root.set("viewBox", f"0 0 {_fmt(width)} {_fmt(height)}")
    title = ET.SubElement(root, f"{{{SVG_NS}}}title")
    title.text = "Perceptron Studio"
    defs = ET.SubElement(root, f"{{{SVG_NS}}}defs")
    ET.SubElement(root, f"{{{SVG_NS}}}rect", {"width": "100%", "height": "100%", "fill": "#ffffff"})
    for k, (svg, box) in enumerate(layers):
        layer = ET.fromstring(flatten_svg(svg, width, height, fonts))
        _prefix_ids(layer, f"layer{k}-")
        group = ET.SubElement(root, f"{{{SVG_NS}}}g")
        if box is not None:
            clip = ET.SubElement(defs, f"{{{SVG_NS}}}clipPath", {"id": f"layer{k}-clip"})
            x0, y0, x1, y1 = box
            attrs = {"x": _fmt(x0), "y": _fmt(y0), "width": _fmt(x1 - x0), "height": _fmt(y1 - y0)}
            ET.SubElement(clip, f"{{{SVG_NS}}}rect", attrs)
            group.set("clip-path", f"url(#layer{k}-clip)")
        for child in layer:
            tag = child.tag.rsplit("}", 1)[-1]
            if tag == "defs":
                defs.extend(list(child))
            elif tag not in ("title", "desc"):
                group.append(child)
    return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root, encoding="unicode")


def _prefix_ids(root: ET.Element, prefix: str) -> None:
    """Give every id in a layer a prefix, and every reference to it (url(#id), xlink:href="#id")."""
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    if not ids:
        return
    for el in root.iter():
        for key, value in list(el.attrib.items()):
            if key == "id" and value in ids:
                el.set(key, prefix + value)
            elif "url(#" in value or (key.endswith("href") and value.startswith("#")):
                for name in ids:
                    value = value.replace(f"url(#{name})", f"url(#{prefix}{name})")
                    if value == f"#{name}":
                        value = f"#{prefix}{name}"
                el.set(key, value)
