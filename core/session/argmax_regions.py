"""The regions of a linear multiclass model as exact shapes: polygons and border segments, not a grid of cells.

Class c wins where its score w_c·x + b_c is the highest (the first class wins a tie, as the multiclass
perceptron predicts). Inside a rectangle that region is a convex polygon: the rectangle cut by the
half-planes (w_c - w_d)·x + (b_c - b_d) >= 0 for every other class d (> 0 for a class d before c). The
border between classes c and d is the part of the line (w_c - w_d)·x + (b_c - b_d) = 0 where both beat
every other class. Drawn as vectors they stay straight at any zoom, where a grid of cells shows steps.

Also the drawing scale of the classes' w_c arrows from the origin (:func:`arrows_scale`).
"""

from __future__ import annotations

import math

import numpy as np

from core.session.geometry import Rect, boundary_segment


def _cut(polygon: np.ndarray, a: np.ndarray, c: float, strict: bool) -> np.ndarray:
    """The part of a convex polygon (m, 2) where a·x + c >= 0 (> 0 when ``strict`` and a = 0: a tie lost)."""
    if not np.any(a):
        keep = c > 0 or (c == 0 and not strict)
        return polygon if keep else polygon[:0]
    if not len(polygon):
        return polygon
    f = polygon @ a + c
    out = []
    m = len(polygon)
    for k in range(m):
        p, q, fp, fq = polygon[k], polygon[(k + 1) % m], f[k], f[(k + 1) % m]
        if fp >= 0:
            out.append(p)
        if (fp >= 0) != (fq >= 0):
            out.append(p + (fp / (fp - fq)) * (q - p))
    return np.array(out, dtype=np.float64).reshape(-1, 2)


def argmax_polygons(W: np.ndarray, b: np.ndarray, rect: Rect) -> list[np.ndarray]:
    """Each class's region inside ``rect`` as a convex polygon's corners (m, 2); empty (0, 2) where it wins
    nowhere in the rectangle, or only on a line or at a point (a tie: say w_c = 0 where the others' scores
    sum to 0). ``W`` (K, 2) and ``b`` (K,) are the classes' weights and offsets."""
    xmin, xmax, ymin, ymax = rect
    box = np.array([[xmin, ymin], [xmax, ymin], [xmax, ymax], [xmin, ymax]], dtype=np.float64)
    W, b = np.asarray(W, dtype=np.float64), np.asarray(b, dtype=np.float64)
    out = []
    with np.errstate(over="ignore", invalid="ignore"):
        for c in range(len(W)):
            polygon = box
            for d in range(len(W)):
                if d != c:
                    polygon = _cut(polygon, W[c] - W[d], float(b[c] - b[d]), strict=d < c)
            flat = len(polygon) < 3 or _area(polygon) <= 1e-12 * (xmax - xmin) * (ymax - ymin)
            out.append(box[:0] if flat or not np.isfinite(polygon).all() else polygon)
    return out


def _area(polygon: np.ndarray) -> float:
    """The area of a polygon given by its corners in order (the shoelace formula)."""
    x, y = polygon[:, 0], polygon[:, 1]
    return 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))


def argmax_borders(W: np.ndarray, b: np.ndarray, rect: Rect) -> list[tuple[int, int, np.ndarray]]:
    """The borders between classes inside ``rect``: (c, d, end points (2, 2)) for each pair that meets there."""
    W, b = np.asarray(W, dtype=np.float64), np.asarray(b, dtype=np.float64)
    out = []
    with np.errstate(over="ignore", invalid="ignore"):
        for c in range(len(W)):
            for d in range(c + 1, len(W)):
                segment = boundary_segment(W[c] - W[d], float(b[c] - b[d]), rect)
                if segment is None or not np.isfinite(segment).all():
                    continue
                low, high = 0.0, 1.0
                for e in range(len(W)):
                    if e in (c, d):
                        continue
                    # both c and d at least as high as e along the segment (c's margin over e; equal to d's there)
                    f0, f1 = (float(p @ (W[c] - W[e]) + b[c] - b[e]) for p in segment)
                    if f0 < 0 and f1 < 0:
                        low, high = 1.0, 0.0
                        break
                    if f0 < 0:
                        low = max(low, f0 / (f0 - f1))
                    elif f1 < 0:
                        high = min(high, f0 / (f0 - f1))
                if high - low > 1e-12:
                    p, q = segment
                    out.append((c, d, np.array([p + low * (q - p), p + high * (q - p)])))
    return out


def arrows_scale(W: np.ndarray, rect: Rect) -> float:
    """One drawing scale for every class's w_c drawn from the origin (tip = scale·w_c), so that they compare:
    to scale when the longest is 4% to 35% of the view's diagonal, else the longest at a fifth of it; then
    smaller, when the origin is in the view, until every tip is inside it (6% from its edges)."""
    W = np.asarray(W, dtype=np.float64)
    xmin, xmax, ymin, ymax = rect
    size = math.hypot(xmax - xmin, ymax - ymin)
    lengths = [math.hypot(float(w[0]), float(w[1])) for w in W]
    longest = max(lengths, default=0.0)
    if longest == 0 or size == 0 or not math.isfinite(longest):
        return 1.0
    scale = 1.0 if 0.04 * size <= longest <= 0.35 * size else 0.2 * size / longest
    inner = np.array([xmin, ymin]) + 0.06 * np.array([xmax - xmin, ymax - ymin])
    outer = np.array([xmax, ymax]) - 0.06 * np.array([xmax - xmin, ymax - ymin])
    if np.all(inner <= 0) and np.all(outer >= 0):
        for w in W:
            for k in (0, 1):
                if w[k] > 0:
                    scale = min(scale, outer[k] / w[k])
                elif w[k] < 0:
                    scale = min(scale, inner[k] / w[k])
    return scale
