"""Weight space: each training example as the half-plane of weight vectors that get it right.

The picture behind the convergence proof (Hinton's "weight space" lecture; notes 000, 001 and
004).  A point of the *weight plane* is a weight vector v; example i (label y_i = ±1) is right
for exactly the v of the open half-plane

    {v : a_i·v + c_i > 0}

whose boundary a_i·v + c_i = 0 is the example's *constraint line*.  Which plane that is:

- two features, no intercept: v = w = (w₁, w₂), a_i = y_i x_i, c_i = 0 (x̃ = x, lines through
  the origin);
- two features with an intercept: the slice of (w₁, w₂, b) space at the current b, v = (w₁, w₂),
  a_i = y_i x_i, c_i = y_i b, i.e. y_i (w·x_i + b) > 0 (the lines move as b changes);
- one feature with an intercept: v = (w, b), a_i = y_i (x_i, 1), c_i = 0 (x̃ = (x, 1), the lift
  of notes 002 and 004, lines through the origin).

The *feasible region* is the intersection of all the half-planes: the weights that classify every
example right.  :func:`feasible_polygon` clips the view rectangle by the half-planes one at a time
(Sutherland-Hodgman, most violated first); it returns None when nothing of the region is in the
view.  Only the corners of each class's convex hull matter (a linear score positive at the corners
is positive on the whole hull), so :class:`WeightSpace` finds those once per point set
(:func:`hull_corners`) and the region costs a few dozen clips even for 10⁵ points.

The perceptron's path w₀ → w₁ → ... jumps by η·y·x at each mistake (η·y·x̃ in the lifted plane);
:func:`weight_path` reads it from a :class:`core.teach.trace.Trace` (its cached weight path; only the
rows drawn are computed, so time travel and a long run cost the same).  Drawn with an intercept in
the (w₁, w₂) slice, each state has its own b: the path is the states' (w₁, w₂), the lines are those
at the b of the state shown.

w* and the margin cone.  Notes 001 and 004 define the margin of a separator as the distance of the
closest point to it: for a weight vector v of the weight plane (augmented [w, b] with an intercept,
as :mod:`core.teach.theory` does) the margin is

    gamma(v) = min_i y_i (w·x_i + b) / ‖[w, b]‖   (‖w‖ and b = 0 without an intercept).

The weights with margin at least gamma form a cone (gamma(s·v) = gamma(v) for s > 0).  At gamma = gamma*, the largest
margin, the cone is the single ray of w*: no other direction reaches it.  So the dock marks w* (the
ray's point in the plane shown) and shades the *generously feasible* cone {v : gamma(v) ≥ gamma*/2}
(:data:`CONE_FRACTION`), weights that keep every example at least half the best margin away from
their line; it narrows to w*'s ray as the margin asked for grows to gamma*.  The cone is computed on a
grid (:func:`margin_grid`): with an intercept its slice is bounded by curves, not lines.

Zero scores: the half-planes are open (a score of exactly 0 is a mistake under the default
``zero_score="mistake"``); the lines themselves are drawn, and whether a point on a line counts is
a question of measure zero the picture does not answer.

Performance: constraint lines cost the GUI one segment each, so at most :data:`MAX_LINES` are drawn
(:func:`shown_constraints`): all of them for small sets, else the hull corners (which decide the
region) and the examples of the most recent mistakes; the path shows its last :data:`PATH_JUMPS`
jumps.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.learn import history
from core.teach.trace import Trace

MAX_LINES = 200  # constraint lines drawn at most (all of them for sets this small)
PATH_JUMPS = 60  # jumps of the path drawn at most (the most recent)
CONE_FRACTION = 0.5  # the cone shaded: weights with margin at least this fraction of gamma*
Rect = tuple[float, float, float, float]  # (xmin, xmax, ymin, ymax) of the weight plane


@dataclass(frozen=True, eq=False)
class HalfPlanes:
    """The constraints a_i·v + c_i > 0 of the examples in the weight plane: ``a`` (n, 2), ``c`` (n,)."""

    a: np.ndarray
    c: np.ndarray

    def scores(self, V: np.ndarray) -> np.ndarray:
        """a_i·v + c_i for weight vectors V (m, 2): shape (m, n)."""
        return np.asarray(V, dtype=np.float64) @ self.a.T + self.c

    def contains(self, V: np.ndarray) -> np.ndarray:
        """Whether each of V (m, 2) is in each half-plane (strictly): bool (m, n)."""
        return self.scores(V) > 0

    def feasible(self, V: np.ndarray) -> np.ndarray:
        """Whether each of V (m, 2) is right for every example: bool (m,)."""
        return np.all(self.contains(V), axis=1)


def plane_axes(d: int, fit_intercept: bool) -> tuple[str, str]:
    """The names of the weight plane's two axes ("w₁", "w₂", or "w", "b" for one feature)."""
    _check_plane(d, fit_intercept)
    return ("w", "b") if d == 1 else ("w₁", "w₂")


def unsupported(n_classes: int, variant: str, d: int, fit_intercept: bool) -> str:
    """Why a run has no weight-space picture, in words ("" when it has one)."""
    if n_classes != 2:
        return (
            f"Weight space is drawn for two-class linear runs; this set has {n_classes} classes "
            "(the multiclass perceptron has one weight vector per class)."
        )
    if variant == "kernel":
        return (
            "Weight space is drawn for two-class linear runs; the kernel perceptron has no weight vector w "
            "(it keeps a coefficient per example)."
        )
    if d not in (1, 2):
        return f"Weight space is drawn for points with one or two features; these have {d}."
    if d == 1 and not fit_intercept:
        return "With one feature and no intercept the weight space is a line (w alone): turn the intercept on."
    return ""


def to_plane(w: np.ndarray, b: float, fit_intercept: bool) -> np.ndarray:
    """The weight-plane point of the model (w, b): w for two features, (w, b) for one."""
    w = np.asarray(w, dtype=np.float64).ravel()
    _check_plane(len(w), fit_intercept)
    return np.array([w[0], float(b)]) if len(w) == 1 else w.copy()


def from_plane(v: np.ndarray, b: float, d: int, fit_intercept: bool) -> tuple[np.ndarray, float]:
    """The model (w, b) of the weight-plane point v; with two features b is the slice's (and 0 without one)."""
    _check_plane(d, fit_intercept)
    v = np.asarray(v, dtype=np.float64).ravel()
    if d == 1:
        return v[:1].copy(), float(v[1])
    return v.copy(), float(b) if fit_intercept else 0.0


def half_planes(X: np.ndarray, ys: np.ndarray, fit_intercept: bool, b: float = 0.0) -> HalfPlanes:
    """The examples' half-planes in the weight plane (see the module docstring); ``ys`` is ±1.

    ``b`` is the slice's intercept (two features with an intercept; ignored otherwise).
    """
    X = np.asarray(X, dtype=np.float64)
    ys = np.asarray(ys, dtype=np.float64)
    _check_plane(X.shape[1], fit_intercept)
    if X.shape[1] == 1:
        return HalfPlanes(ys[:, None] * np.hstack([X, np.ones((len(X), 1))]), np.zeros(len(X)))
    a = ys[:, None] * X
    return HalfPlanes(a, ys * float(b) if fit_intercept else np.zeros(len(X)))


def hull_corners(P: np.ndarray) -> np.ndarray:
    """Indices of the corners of the convex hull of the points P (n, 2), counter-clockwise.

    Points strictly inside the octagon of the extreme points in eight directions are dropped at
    once (Akl-Toussaint, vectorised); Andrew's monotone chain orders the rest.  Points on an edge
    between two corners are not corners.  Fewer than three distinct points: all of them.
    """
    P = np.asarray(P, dtype=np.float64)
    n = len(P)
    if n <= 2:
        return np.arange(n)
    candidates = np.arange(n)
    x, y = P[:, 0], P[:, 1]
    octagon = _dedupe_cycle(
        [int(np.argmax(s)) for s in (x, x + y, y, y - x, -x, -x - y, -y, x - y)], P
    )  # extreme points by direction angle: counter-clockwise
    if len(octagon) >= 3:
        Q = P[octagon]
        edges = np.roll(Q, -1, axis=0) - Q
        rel = P[:, None, :] - Q[None, :, :]
        inside = (edges[None, :, 0] * rel[:, :, 1] - edges[None, :, 1] * rel[:, :, 0] > 0).all(axis=1)
        candidates = np.flatnonzero(~inside)
    order = candidates[np.lexsort((P[candidates, 1], P[candidates, 0]))]
    pts = P[order]
    _, first = np.unique(pts, axis=0, return_index=True)
    keep = np.sort(first)
    order, pts = order[keep], pts[keep]
    if len(order) <= 2:
        return order
    lower = _chain(pts, range(len(pts)))
    upper = _chain(pts, range(len(pts) - 1, -1, -1))
    return order[np.array(lower[:-1] + upper[:-1], dtype=np.int64)]


def clip(polygon: np.ndarray, a: np.ndarray, c: float) -> np.ndarray:
    """The convex polygon (k, 2) clipped to the closed half-plane a·v + c >= 0 (Sutherland-Hodgman, one edge)."""
    s = polygon @ a + c
    out: list[np.ndarray] = []
    k = len(polygon)
    for i in range(k):
        j = (i + 1) % k
        if s[i] >= 0:
            out.append(polygon[i])
        if (s[i] >= 0) != (s[j] >= 0):
            out.append(polygon[i] + (polygon[j] - polygon[i]) * (s[i] / (s[i] - s[j])))
    return np.array(out).reshape(-1, 2)


def rect_polygon(rect: Rect) -> np.ndarray:
    """The rectangle (xmin, xmax, ymin, ymax) as a counter-clockwise polygon."""
    x0, x1, y0, y1 = rect
    return np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], dtype=np.float64)


def feasible_polygon(hp: HalfPlanes, rect: Rect, rows: np.ndarray | None = None) -> np.ndarray | None:
    """The feasible region within ``rect`` as a convex polygon (k, 2), or None when none of it is there.

    The rectangle is clipped by the half-planes ``rows`` (default: all), the most violated one at a
    corner of the polygon so far first; a half-plane containing every corner of the polygon contains
    all of it and is dropped.  A region of zero area (a point or a segment: the open half-planes
    meet nowhere) is None.
    """
    polygon = rect_polygon(rect)
    a, c = (hp.a, hp.c) if rows is None else (hp.a[rows], hp.c[rows])
    span = max(rect[1] - rect[0], rect[3] - rect[2], 1e-300)
    tol = 1e-12 * (np.abs(a).sum(axis=1) * (span + np.abs(polygon).max()) + np.abs(c))
    area_min = 1e-12 * (rect[1] - rect[0]) * (rect[3] - rect[2])
    while len(a):
        worst = (polygon @ a.T + c).min(axis=0)
        j = int(np.argmin(worst + tol))
        if worst[j] >= -tol[j]:
            break
        polygon = clip(polygon, a[j], float(c[j]))
        if len(polygon) < 3 or polygon_area(polygon) <= area_min:
            return None
        keep = worst < -tol
        keep[j] = False
        a, c, tol = a[keep], c[keep], tol[keep]
    return polygon


def polygon_area(polygon: np.ndarray) -> float:
    """The area of a simple polygon (k, 2) (shoelace)."""
    x, y = polygon[:, 0], polygon[:, 1]
    return 0.5 * abs(float(x @ np.roll(y, -1) - y @ np.roll(x, -1)))


def segments(hp: HalfPlanes, rows: np.ndarray, rect: Rect) -> np.ndarray:
    """The constraint lines a·v + c = 0 of ``rows`` within ``rect``: (m, 2, 2) endpoints, NaN where a line misses."""
    a, c = hp.a[rows], hp.c[rows]
    norm2 = (a * a).sum(axis=1)
    out = np.full((len(rows), 2, 2), np.nan)
    ok = norm2 > 0
    a, c, norm2 = a[ok], c[ok], norm2[ok]
    p0 = -(c / norm2)[:, None] * a
    direction = np.stack([-a[:, 1], a[:, 0]], axis=1)
    lo, hi = np.full(len(a), -np.inf), np.full(len(a), np.inf)
    missed = np.zeros(len(a), dtype=bool)
    for axis, (low, high) in enumerate(((rect[0], rect[1]), (rect[2], rect[3]))):
        d, p = direction[:, axis], p0[:, axis]
        moving = d != 0
        with np.errstate(divide="ignore", invalid="ignore"):
            t1, t2 = (low - p) / d, (high - p) / d
        lo = np.where(moving, np.maximum(lo, np.minimum(t1, t2)), lo)
        hi = np.where(moving, np.minimum(hi, np.maximum(t1, t2)), hi)
        missed |= ~moving & ((p < low) | (p > high))
    hit = ~missed & (lo < hi)
    ends = np.stack([p0 + lo[:, None] * direction, p0 + hi[:, None] * direction], axis=1)
    inner = np.flatnonzero(ok)
    out[inner[hit]] = ends[hit]
    return out


def ticks(hp: HalfPlanes, rows: np.ndarray, ends: np.ndarray, length: float) -> np.ndarray:
    """A short stroke from each segment's middle towards its half-plane (the side that is right): (m, 2, 2)."""
    a = hp.a[rows]
    norm = np.sqrt((a * a).sum(axis=1))
    with np.errstate(divide="ignore", invalid="ignore"):
        unit = a / norm[:, None]
    middle = ends.mean(axis=1)
    return np.stack([middle, middle + length * unit], axis=1)


def nearest_constraint(hp: HalfPlanes, rows: np.ndarray, v: np.ndarray, tolerance: float) -> int:
    """The example (of ``rows``) whose constraint line passes nearest v, within ``tolerance``; -1 if none."""
    if not len(rows):
        return -1
    a, c = hp.a[rows], hp.c[rows]
    norm = np.sqrt((a * a).sum(axis=1))
    with np.errstate(divide="ignore", invalid="ignore"):
        distance = np.where(norm > 0, np.abs(a @ np.asarray(v, dtype=np.float64) + c) / norm, np.inf)
    k = int(np.argmin(distance))
    return int(rows[k]) if distance[k] <= tolerance else -1


def margin_grid(
    hp: HalfPlanes, rows: np.ndarray, rect: Rect, resolution: int, extra: float = 0.0, second_scale: float = 1.0
) -> np.ndarray:
    """The margin gamma(v) = min_i (a_i·v + c_i) / ‖[v₁, s·v₂, extra]‖ on a row-major grid over ``rect``.

    ``extra`` is the slice's b / c with two features and an intercept (the norm is that of [w, β], the offset
    b = βc for a constant coordinate c), else 0; ``second_scale`` s is 1 / c on the (w, b) plane of one
    feature, else 1.  Cell centres, (resolution, resolution), row 0 at ymin.  -inf at v = 0 (no direction).
    """
    x0, x1, y0, y1 = rect
    xs = x0 + (np.arange(resolution) + 0.5) * (x1 - x0) / resolution
    ys = y0 + (np.arange(resolution) + 0.5) * (y1 - y0) / resolution
    V = np.stack(np.meshgrid(xs, ys), axis=-1).reshape(-1, 2)
    worst = (V @ hp.a[rows].T + hp.c[rows]).min(axis=1) if len(rows) else np.full(len(V), np.inf)
    norm = np.sqrt(V[:, 0] ** 2 + (second_scale * V[:, 1]) ** 2 + extra * extra)
    with np.errstate(divide="ignore", invalid="ignore"):
        margin = np.where(norm > 0, worst / norm, -np.inf)
    return margin.reshape(resolution, resolution)


@dataclass(frozen=True, eq=False)
class Path:
    """The last jumps of the perceptron's path in the weight plane, up to a step.

    ``states`` (m + 1, 2): the weight-plane points before the first jump shown and after each;
    ``examples`` (m,): the example whose mistake made each jump; ``numbers`` (m,): which mistake
    it was (from 1); ``total``: the mistakes up to the step (``total - m`` earlier jumps not shown).
    """

    states: np.ndarray
    examples: np.ndarray
    numbers: np.ndarray
    total: int


def weight_path(trace: Trace, t: int, fit_intercept: bool, last: int = PATH_JUMPS) -> Path:
    """The path w₀ → w₁ → ... of the run up to step ``t`` in the weight plane, its last ``last`` jumps.

    Read from the trace's weight path: the weights after the mistakes' steps (:meth:`TraceSteps.rows_at`,
    only the rows drawn, so a run of millions of mistakes costs the same), and the start w₀ when it is
    shown.  Online variants of two classes only (the batch perceptron moves once an epoch: ValueError).
    """
    if trace.multiclass or trace.batch:
        raise ValueError("The weight-space path is drawn for the online perceptron on two classes.")
    if trace.learner.X.shape[1] == 1 and not fit_intercept:
        raise ValueError("With one feature the weight plane needs the intercept.")
    m = trace.mistakes_until(t)
    first = max(0, m - last)
    history = trace.learner.history
    steps = np.asarray(history[max(0, first - 1) : m, 2], dtype=np.int64)
    block = trace.rows_at(steps)
    W, b = np.asarray(block.w, dtype=np.float64), np.asarray(block.b, dtype=np.float64)
    if first == 0:
        W = np.vstack([np.asarray(trace.learner.W0, dtype=np.float64)[:1], W])
        b = np.concatenate([np.asarray(trace.learner.B0, dtype=np.float64)[:1], b])
    states = np.column_stack([W[:, 0], b]) if W.shape[1] == 1 else W[:, :2].copy()
    examples = np.array(history[first:m, 0], dtype=np.int64)
    return Path(states, examples, np.arange(first + 1, m + 1), m)


class PathTail:
    """The last states of a growing run's weight path, kept up to date from its history in memory O(``last``).

    During a run the history grows by up to millions of mistakes a second; the trace's cached weight path
    grows with it (and copies itself when it doubles).  A tail takes in only the new mistakes at each
    :meth:`path` call.  A few are added one by one (as :func:`core.learn.history.weight_path` does: the
    same bits as the trace); many are counted per example first (``np.bincount``, then one product with
    the signed X: about 30 ns a mistake instead of 0.26 µs) and the last ``last`` jumps are taken back
    from the sum, so the states drawn then equal the trace's to rounding (relative 1e-12), not bit for
    bit.  A step before the tail's newest mistakes (time travel) is read from the trace instead
    (:func:`weight_path`).
    """

    def __init__(self, trace: Trace, fit_intercept: bool, last: int = PATH_JUMPS) -> None:
        if trace.multiclass or trace.batch:
            raise ValueError("The weight-space path is drawn for the online perceptron on two classes.")
        self.trace = trace
        self.fit_intercept = fit_intercept
        self.last = last
        lrn = trace.learner
        self._W = np.asarray(lrn.W0, dtype=np.float64)[:1].reshape(1, -1).copy()  # (k, d): the last k states
        self._b = np.asarray(lrn.B0, dtype=np.float64)[:1].copy()  # (k,)
        self._m = 0  # mistakes taken in
        self._ys = np.where(np.asarray(lrn.y_idx) == 1, 1.0, -1.0)

    def path(self, t: int) -> Path:
        """The path up to step ``t``, as :func:`weight_path` gives it."""
        m = self.trace.mistakes_until(t)
        if m < self._m:
            return weight_path(self.trace, t, self.fit_intercept, self.last)
        if m > self._m:
            self._take(m)
        lrn = self.trace.learner
        W, b = self._W, self._b
        states = np.column_stack([W[:, 0], b]) if W.shape[1] == 1 else W[:, :2].copy()
        first = m - (len(states) - 1)
        examples = np.array(lrn.history[first:m, 0], dtype=np.int64)
        return Path(states, examples, np.arange(first + 1, m + 1), m)

    def _take(self, m: int) -> None:
        """Take in the mistakes up to the m-th."""
        lrn = self.trace.learner
        new = np.asarray(lrn.history[self._m : m])
        eta, fit, keep = float(lrn.eta), bool(lrn.fit_intercept), self.last + 1
        if len(new) <= 4 * self.last:  # one by one, as the engine added them
            W, b = history.weight_path(
                lrn.X, lrn.y_idx, new, self._W[-1:], self._b[-1:], eta, fit, lrn.constant
            )  # (k + 1, 1, d), (k + 1, 1)
            self._W = np.concatenate([self._W, W[1:, 0]])[-keep:]
            self._b = np.concatenate([self._b, b[1:, 0]])[-keep:]
        else:
            idx = new[:, 0]
            X = np.asarray(lrn.X, dtype=np.float64)
            signed = np.bincount(idx, minlength=len(X)) * self._ys  # mistakes per example times its label
            end_W = self._W[-1] + eta * (signed @ X)
            c2 = float(lrn.constant) ** 2  # each mistake moves the offset by eta*y*c**2
            end_b = self._b[-1] + (eta * c2 * float(signed.sum()) if fit else 0.0)
            sign = self._ys[idx[-self.last :]]
            tail = eta * sign[:, None] * X[idx[-self.last :]]  # the last jumps, taken back from the end
            back = np.cumsum(tail[::-1], axis=0)[::-1]  # back[k] = sum of the jumps from k on
            self._W = np.vstack([end_W - back, end_W])
            tail_b = eta * c2 * sign if fit else np.zeros(self.last)
            self._b = np.append(end_b - np.cumsum(tail_b[::-1])[::-1], end_b)
        self._m = m


def shown_constraints(n: int, corners: np.ndarray, recent: np.ndarray, limit: int = MAX_LINES) -> np.ndarray:
    """Which examples' lines to draw: all of n when n <= limit, else the hull corners, then recent mistakes.

    ``recent`` lists examples of mistakes, oldest first; the most recent come first after the corners.
    At most ``limit`` examples, sorted.
    """
    if n <= limit:
        return np.arange(n)
    chosen = list(dict.fromkeys([int(i) for i in corners[:limit]] + [int(i) for i in recent[::-1]]))
    return np.array(sorted(chosen[:limit]), dtype=np.int64)


def no_region_reason(status: str, reason: str, through_origin: bool) -> str:
    """Why there is no feasible region in the view, in words.

    ``status``/``reason`` are those of :func:`core.teach.theory.max_margin` ("" when unknown);
    ``through_origin`` says the plane's lines all pass through the origin (then an empty region in a
    view around the origin proves that no weight vector at all is right for every example).
    """
    if status == "not_separable" or (through_origin and not status):
        why = reason.removeprefix("not linearly separable: ") or "no line separates the classes"
        return (
            "No feasible region: no weight vector is on the right side of every example's line, because the "
            f"data are not linearly separable ({why}). Every w is wrong for some example, so the perceptron "
            "never stops making mistakes: each jump towards one half-plane leaves another (XOR is the classic case)."
        )
    if status in ("duplicates", "at_origin"):
        return f"No feasible region: {reason}."
    if through_origin:
        return "No feasible region in this view."
    return "No feasible region at the b shown: no w is right for every example with this intercept" + (
        " (the data are separable: the region exists at other values of b)." if status == "separable" else "."
    )


@dataclass(frozen=True, eq=False)
class Picture:
    """Everything the weight-space dock draws for one state (all in weight-plane coordinates).

    ``region``: the feasible polygon in the view, or None (``reason`` then says why); ``rows``: the
    examples whose lines are drawn, ``lines`` their segments (m, 2, 2) and ``ticks`` strokes to their
    right sides; ``path`` (or None with ``path_note``); ``current``: the state shown; ``star``: w*'s
    point in this plane (None: not known, or its ray misses this slice); ``cone``: the margin grid
    (None without w*) whose cells >= ``cone_level`` are the cone; ``note``: what is drawn, in words.
    """

    rect: Rect
    axes: tuple[str, str]
    region: np.ndarray | None
    reason: str
    rows: np.ndarray
    lines: np.ndarray
    ticks: np.ndarray
    path: Path | None
    path_note: str
    current: np.ndarray
    star: np.ndarray | None
    cone: np.ndarray | None
    cone_level: float
    note: str


class WeightSpace:
    """The weight plane of one two-class point set; the hull corners are found once.

    ``X`` (n, 1 or 2), ``ys`` ±1.  :meth:`picture` gives a :class:`Picture` for a state.
    """

    def __init__(self, X: np.ndarray, ys: np.ndarray, fit_intercept: bool) -> None:
        self.X = np.asarray(X, dtype=np.float64)
        self.ys = np.asarray(ys, dtype=np.float64)
        self.fit_intercept = fit_intercept
        self.d = self.X.shape[1]
        self.axes = plane_axes(self.d, fit_intercept)
        self.through_origin = self.d == 1 or not fit_intercept
        lifted = np.hstack([self.X, np.ones((len(self.X), 1))]) if self.d == 1 else self.X
        corners = [np.flatnonzero(self.ys == s)[hull_corners(lifted[self.ys == s, :2])] for s in (-1.0, 1.0)]
        self.corners = np.sort(np.concatenate(corners))
        self._plane: HalfPlanes | None = None
        self.x_max = float(np.abs(self.X).max()) if self.X.size else 0.0  # the largest |coordinate|

    @classmethod
    def of_classes(cls, X: np.ndarray, y_idx: np.ndarray, fit_intercept: bool) -> WeightSpace:
        """The weight plane of examples labelled by class index (0 or 1, as a learner keeps them): y = -1 or +1."""
        return cls(X, np.where(np.asarray(y_idx) == 1, 1.0, -1.0), fit_intercept)

    def half_planes(self, b: float) -> HalfPlanes:
        """The examples' half-planes at the slice's b (the normals a_i are computed once)."""
        if self._plane is None:
            self._plane = half_planes(self.X, self.ys, self.fit_intercept)
        c = self.ys * float(b) if self.fit_intercept and self.d == 2 else self._plane.c
        return HalfPlanes(self._plane.a, c)

    def current(self, w: np.ndarray, b: float) -> np.ndarray:
        """The weight-plane point of the model (w, b)."""
        return to_plane(w, b, self.fit_intercept)

    def picture(
        self,
        w: np.ndarray,
        b: float,
        rect: Rect,
        path: Path | None = None,
        path_note: str = "",
        star: np.ndarray | None = None,
        status: str = "",
        reason: str = "",
        resolution: int = 300,
        constant: float = 1.0,
    ) -> Picture:
        """What to draw for the model (w, b) over ``rect``.

        ``path`` from :func:`weight_path`; ``star`` the unit w* of the proof ([w, β] with an intercept, the
        offset b = βc, as :class:`core.teach.theory.MaxMargin` ``w_star`` for the constant coordinate
        ``constant`` c of x̃ = (x, c)), with ``status``/``reason`` of the solver.
        """
        hp = self.half_planes(b)
        region = feasible_polygon(hp, rect, self.corners)
        why = "" if region is not None else no_region_reason(status, reason, self.through_origin)
        recent = path.examples if path is not None else np.zeros(0, dtype=np.int64)
        rows = shown_constraints(len(self.X), self.corners, recent)
        lines = segments(hp, rows, rect)
        strokes = ticks(hp, rows, lines, 0.03 * max(rect[1] - rect[0], rect[3] - rect[2]))
        star_point, cone, level = None, None, 0.0
        if star is not None:
            star = np.asarray(star, dtype=np.float64).copy()
            if self.fit_intercept:
                star[-1] *= constant  # [w*, b*] with the offset b* = β*c
            star_point = self._star_point(star, b, rect)
            gamma = float((hp.a @ star[:2] + (hp.c if self.through_origin else self.ys * star[2])).min())
            extra = b / constant if not self.through_origin else 0.0
            second = 1.0 / constant if self.d == 1 else 1.0
            cone = margin_grid(hp, self.corners, rect, resolution, extra, second)
            level = CONE_FRACTION * gamma
        n, shown = len(self.X), len(rows)
        note = (
            f"{shown} of {n:,} constraint lines drawn: the corners of each class's hull (they decide the region) "
            f"and the examples of the latest mistakes."
            if shown < n
            else f"All {n} constraint lines drawn."
        )
        return Picture(
            rect, self.axes, region, why, rows, lines, strokes, path, path_note, self.current(w, b),
            star_point, cone, level, note,
        )  # fmt: skip

    def _star_point(self, star: np.ndarray, b: float, rect: Rect) -> np.ndarray | None:
        """w*'s point in the plane: through the origin, on its ray at 80% of the view's reach; else where
        the ray s·[w*, b*] (s > 0) crosses the slice at b (None if it does not)."""
        if self.through_origin:
            direction = star[:2] / np.linalg.norm(star[:2])
            reach = min(abs(rect[0]), abs(rect[1]), abs(rect[2]), abs(rect[3]))
            return 0.8 * reach * direction
        if star[2] == 0 or b / star[2] <= 0:
            return None
        return (b / star[2]) * star[:2]


def fit_rect(current: Rect | None, points: np.ndarray, minimum: float = 1.0) -> Rect:
    """A square view around the origin that holds ``points`` (m, 2), kept while it still fits them well.

    The current view stays unless a point is outside it or all of them fill less than a quarter of it
    (so the view does not jump every frame); a new one has 1.3 times the reach needed.
    """
    pts = np.asarray(points, dtype=np.float64).reshape(-1, 2)
    pts = pts[np.isfinite(pts).all(axis=1)]
    reach = max(float(np.abs(pts).max()) if len(pts) else 0.0, minimum)
    if current is not None:
        half = current[1]
        if reach <= half and reach >= half / 4:
            return current
    half = 1.3 * reach
    return (-half, half, -half, half)


def _check_plane(d: int, fit_intercept: bool) -> None:
    if d not in (1, 2) or (d == 1 and not fit_intercept):
        raise ValueError(
            f"The weight plane needs two features, or one feature with an intercept; got {d} feature(s)"
            + ("" if fit_intercept else " and no intercept")
            + "."
        )


def _dedupe_cycle(indices: list[int], P: np.ndarray) -> list[int]:
    """The indices without repeats of the same point (consecutive or not), in order."""
    out: list[int] = []
    for i in indices:
        if not any(np.array_equal(P[i], P[j]) for j in out):
            out.append(i)
    return out


def _chain(pts: np.ndarray, order: range) -> list[int]:
    """One half of Andrew's monotone chain: indices of the strictly convex turns."""
    chain: list[int] = []
    for i in order:
        while len(chain) >= 2:
            o, p = pts[chain[-2]], pts[chain[-1]]
            q = pts[i]
            if (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]) > 0:
                break
            chain.pop()
        chain.append(i)
    return chain
