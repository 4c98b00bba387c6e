"""The four losses of a linear classifier on two classes, as functions of its weights (the loss panel's numbers).

Notation of notes 000, 001 and 003: an example x with label y = ±1, the score a = w·x + b (the activation),
and the margin y a.  Each loss is a function of y a alone:

============  ===========================  =============================================================
name          loss of one example           its gradient in (w, b), x̃ = (x, 1) (x̃ = x without intercept)
============  ===========================  =============================================================
zero_one      1 on a mistake, else 0        0 wherever it exists (piecewise constant: no descent)
perceptron    max(0, -y a)                  -y x̃ on a mistake, 0 otherwise (note 003, h'(0) = 1)
hinge         max(0, 1 - y a)               -y x̃ when y a ≤ 1 (as scikit-learn's SGDClassifier), else 0
logistic      ln(1 + e^(-y a))              -y x̃ · 1/(1 + e^(y a))  (note 000)
============  ===========================  =============================================================

A *mistake* is what the engine counts as one (:func:`core.learn.prediction.binary_errors`): with
``zero_score="mistake"`` (the default, the notes' y a ≤ 0) a score of exactly 0 is a mistake for either
label; with ``"positive"`` (predict +1 iff a ≥ 0, the CMU slides) it is a mistake only for y = -1; with
``"negative"`` (predict +1 iff a > 0) only for y = +1.  The 0-1 loss and the perceptron's gradient use
that rule, so the gradient is exactly the update the perceptron makes (w ← w + η y x̃ is w - η ∇).

The panel shows the *mean* over the n examples, L(w, b) = (1/n) Σ_k l(y_k a_k), so that data sets of
different sizes share a scale.  The logistic loss is computed as ``logaddexp(0, -y a)``: no overflow for
any margin.  Landscapes are computed a block of examples at a time (:data:`BLOCK_ENTRIES` scores per
block), so 10⁵ examples on a 100 x 100 grid of weights take a few tens of megabytes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from core.learn.prediction import binary_errors

LOSSES = ("zero_one", "perceptron", "hinge", "logistic")
LOSS_TITLES = {
    "zero_one": "0-1",
    "perceptron": "perceptron max(0, −y a)",
    "hinge": "hinge max(0, 1 − y a)",
    "logistic": "logistic ln(1 + e^(−y a))",
}
CONTOURS = 6  # contour levels per landscape
BLOCK_ENTRIES = 1 << 20  # scores per block of a landscape or slice (8 MB per temporary array)

KeepGoing = Callable[[float], bool]  # called with the fraction done; False stops the computation


@dataclass(frozen=True, eq=False)
class LossData:
    """The examples the losses are about: ``X`` (n, d), ``y`` (n,) of ±1, whether b is fitted, the zero rule.

    ``zero_score`` says what a score of exactly 0 counts as (see the module docstring).
    """

    X: np.ndarray
    y: np.ndarray
    fit_intercept: bool = True
    zero_score: str = "mistake"

    def __post_init__(self) -> None:
        if self.X.ndim != 2 or self.y.shape != (len(self.X),):
            raise ValueError(f"X must be (n, d) and y (n,); got {self.X.shape} and {self.y.shape}.")
        if not np.all(np.abs(self.y) == 1):
            raise ValueError("The labels y must be -1 or +1.")

    @classmethod
    def from_indices(cls, X: np.ndarray, y_idx: np.ndarray, fit_intercept: bool, zero_score: str) -> LossData:
        """From class indices 0/1 (the engine's ``y_idx``): index 1 is y = +1, index 0 is y = -1."""
        return cls(np.asarray(X, dtype=np.float64), np.where(np.asarray(y_idx) == 1, 1.0, -1.0),
                   fit_intercept, zero_score)  # fmt: skip

    @cached_property
    def tie_is_mistake(self) -> np.ndarray:
        """Per example, whether a score of exactly 0 is a mistake for its label (the engine's rule)."""
        return binary_errors(np.zeros(len(self.y)), self.y > 0, self.zero_score)

    def extended(self) -> np.ndarray:
        """x̃ per example: (x, 1) with an intercept, x without; (n, d + 1) or (n, d)."""
        return np.hstack([self.X, np.ones((len(self.X), 1))]) if self.fit_intercept else self.X


def margins(data: LossData, w: np.ndarray, b: float) -> np.ndarray:
    """y a = y (w·x + b) per example (b is ignored without an intercept)."""
    b = b if data.fit_intercept else 0.0
    with np.errstate(over="ignore", invalid="ignore"):
        return data.y * (data.X @ np.asarray(w, dtype=np.float64) + b)


def pointwise(name: str, m: np.ndarray, tie_is_mistake: np.ndarray | bool = True) -> np.ndarray:
    """The loss ``name`` of examples with margins ``m`` = y a (``tie_is_mistake``: whether y a = 0 is a mistake,
    per example or for all; only the 0-1 loss reads it)."""
    if name == "zero_one":
        return ((m < 0) | ((m == 0) & tie_is_mistake)).astype(np.float64)
    if name == "perceptron":
        return np.maximum(-m, 0.0)
    if name == "hinge":
        return np.maximum(1.0 - m, 0.0)
    if name == "logistic":
        return np.logaddexp(0.0, -m)
    raise ValueError(f"Unknown loss {name!r}; the losses are {', '.join(LOSSES)}.")


def example_losses(data: LossData, w: np.ndarray, b: float) -> dict[str, np.ndarray]:
    """Each example's four losses at (w, b): name -> (n,) array."""
    m = margins(data, w, b)
    return {name: pointwise(name, m, data.tie_is_mistake) for name in LOSSES}


def mean_losses(data: LossData, w: np.ndarray, b: float) -> dict[str, float]:
    """The four mean losses (1/n) Σ l(y a) at (w, b)."""
    return {name: float(np.mean(values)) for name, values in example_losses(data, w, b).items()}


def gradient(
    data: LossData, name: str, w: np.ndarray, b: float, *, m: np.ndarray | None = None
) -> tuple[np.ndarray, float]:
    """The gradient of the mean loss ``name`` at (w, b): (∂/∂w (d,), ∂/∂b; 0 without an intercept).

    Per example it is -y x̃ times ``slope``: 1 on a mistake for the perceptron (0 otherwise), 1 when y a ≤ 1
    for the hinge, 1/(1 + e^(y a)) for the logistic loss, 0 for the 0-1 loss (see the module docstring).
    ``m``: the margins :func:`margins` gives at (w, b), when the caller has them already.
    """
    m = margins(data, w, b) if m is None else m
    if name == "zero_one":
        slope = np.zeros_like(m)
    elif name == "perceptron":
        slope = binary_errors(m * data.y, data.y > 0, data.zero_score).astype(np.float64)
    elif name == "hinge":
        slope = (m <= 1.0).astype(np.float64)
    elif name == "logistic":
        slope = np.exp(-np.logaddexp(0.0, m))  # 1/(1 + e^m) without overflow
    else:
        raise ValueError(f"Unknown loss {name!r}; the losses are {', '.join(LOSSES)}.")
    per_example = -(slope * data.y)
    n = max(1, len(m))
    grad_w = per_example @ data.X / n
    grad_b = float(per_example.sum() / n) if data.fit_intercept else 0.0
    return grad_w, grad_b


@dataclass(frozen=True, eq=False)
class Landscape:
    """The mean losses on a grid of (w₁, w₂) at a fixed b (and fixed other weights when d > 2).

    ``values[name]`` is (len(w2), len(w1)), row-major: row k is w₂ = ``w2[k]``, column j is w₁ = ``w1[j]``.
    """

    w1: np.ndarray
    w2: np.ndarray
    b: float
    values: dict[str, np.ndarray]


def landscape(
    data: LossData,
    w1: np.ndarray,
    w2: np.ndarray,
    b: float,
    rest: np.ndarray | None = None,
    keep_going: KeepGoing | None = None,
) -> Landscape | None:
    """The four mean losses over the grid ``w1`` x ``w2`` at intercept ``b``; None when ``keep_going`` said stop.

    ``rest`` holds the weights w₃, ..., w_d that stay fixed (d > 2).  Examples are taken a block at a time
    (at most :data:`BLOCK_ENTRIES` scores at once), so memory does not grow with n.
    """
    X, y = data.X, data.y
    if X.shape[1] < 2:
        raise ValueError("The landscape over (w₁, w₂) needs two features or more.")
    w1 = np.asarray(w1, dtype=np.float64)
    w2 = np.asarray(w2, dtype=np.float64)
    b = b if data.fit_intercept else 0.0
    rest_score = X[:, 2:] @ np.asarray(rest, dtype=np.float64) if X.shape[1] > 2 and rest is not None else 0.0
    base = y * (rest_score + b)  # the margin's part that does not change over the grid
    z1, z2 = y * X[:, 0], y * X[:, 1]
    ties = data.tie_is_mistake
    grid = len(w1) * len(w2)
    block = max(1, BLOCK_ENTRIES // max(1, grid))
    sums = {name: np.zeros((len(w2), len(w1))) for name in LOSSES}
    n = len(y)
    with np.errstate(over="ignore", invalid="ignore"):
        for start in range(0, n, block):
            stop = min(n, start + block)
            rows = (base[start:stop, None] + np.multiply.outer(z2[start:stop], w2))[:, :, None]
            m = rows + np.multiply.outer(z1[start:stop], w1)[:, None, :]  # (block, len(w2), len(w1))
            _add_block_sums(sums, m, ties[start:stop])
            if keep_going is not None and not keep_going(stop / n):
                return None
    return Landscape(w1, w2, float(b), {name: total / max(1, n) for name, total in sums.items()})


def _add_block_sums(sums: dict[str, np.ndarray], m: np.ndarray, ties: np.ndarray) -> None:
    """Add the four losses of a block of margins ``m`` (examples on axis 0) to ``sums``, in place where it can."""
    sums["zero_one"] += np.count_nonzero(m < 0, axis=0)
    at_zero = m == 0
    if at_zero.any():
        sums["zero_one"] += np.count_nonzero(at_zero & ties.reshape((-1,) + (1,) * (m.ndim - 1)), axis=0)
    neg = np.negative(m)
    work = np.maximum(neg, 0.0)
    sums["perceptron"] += work.sum(axis=0)
    np.add(neg, 1.0, out=work)
    np.maximum(work, 0.0, out=work)
    sums["hinge"] += work.sum(axis=0)
    np.logaddexp(0.0, neg, out=work)
    sums["logistic"] += work.sum(axis=0)


def along(data: LossData, w: np.ndarray, b: float, dw: np.ndarray, db: float, s: np.ndarray) -> dict[str, np.ndarray]:
    """The four mean losses on the line (w + s·Δw, b + s·Δb) for each s in ``s``: name -> (len(s),)."""
    s = np.asarray(s, dtype=np.float64)
    m0 = margins(data, w, b)
    dm = margins(data, dw, db)  # the margin's change per unit of s (linear in (w, b))
    ties = data.tie_is_mistake
    sums = {name: np.zeros(len(s)) for name in LOSSES}
    block = max(1, BLOCK_ENTRIES // max(1, len(s)))
    with np.errstate(over="ignore", invalid="ignore"):
        for start in range(0, len(m0), block):
            stop = min(len(m0), start + block)
            m = m0[start:stop, None] + np.multiply.outer(dm[start:stop], s)
            _add_block_sums(sums, m, ties[start:stop])
    n = max(1, len(m0))
    return {name: total / n for name, total in sums.items()}


def nice_extent(values: np.ndarray, least: float = 1.0) -> float:
    """A round half-width (1, 2 or 5 times a power of ten) covering ``|values|`` with a quarter to spare.

    The landscape's window is [-E, E]² with E from this: it changes only when the path leaves it.
    """
    finite = np.abs(np.asarray(values, dtype=np.float64))
    finite = finite[np.isfinite(finite)]
    top = max(least, 1.25 * float(finite.max()) if finite.size else least)
    power = 10.0 ** np.floor(np.log10(top))
    for step in (1.0, 2.0, 5.0, 10.0):
        if step * power >= top:
            return float(step * power)
    return float(10 * power)


def sample(data: LossData, max_examples: int, seed: int = 0) -> LossData:
    """``data`` itself when it has at most ``max_examples`` examples, else that many drawn at random without
    replacement (the same ones for the same data and seed), in their order in the data."""
    n = len(data.y)
    if n <= max_examples:
        return data
    keep = np.sort(np.random.default_rng(seed).choice(n, size=max_examples, replace=False))
    return LossData(data.X[keep], data.y[keep], data.fit_intercept, data.zero_score)


def cell_centres(extent: float, side: int) -> np.ndarray:
    """The centres of ``side`` equal cells across [-extent, extent]: a landscape's w₁ (or w₂) axis."""
    return (np.arange(side) + 0.5) / side * 2 * extent - extent


def contour_segments(values: np.ndarray, x: np.ndarray, y: np.ndarray, level: float) -> tuple[np.ndarray, np.ndarray]:
    """The line where ``values`` crosses ``level``, as segments (marching squares, vectorised): (xs, ys) of
    2k points, point 2i to point 2i + 1 being one segment (pyqtgraph's ``connect="pairs"``).

    ``values`` is (len(y), len(x)), row-major as a :class:`Landscape`'s; a crossing is placed on a cell's edge by
    linear interpolation between its two corners.  A cell crossed on all four edges (a saddle) joins bottom
    to left and right to top.
    """
    v = np.asarray(values, dtype=np.float64)
    above = v >= level
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    X, Y = np.meshgrid(x, y)  # (len(y), len(x)), as values
    corners = [(slice(None, -1), slice(None, -1)), (slice(None, -1), slice(1, None)),
               (slice(1, None), slice(1, None)), (slice(1, None), slice(None, -1))]  # fmt: skip
    # the edges bottom (0-1), right (1-2), top (3-2), left (0-3) of each cell, corners 0..3 counter-clockwise
    edges = [(0, 1), (1, 2), (3, 2), (0, 3)]
    crossed, px, py = [], [], []
    with np.errstate(divide="ignore", invalid="ignore"):
        for a, b in edges:
            va, vb = v[corners[a]], v[corners[b]]
            t = np.clip((level - va) / (vb - va), 0.0, 1.0)
            crossed.append(above[corners[a]] != above[corners[b]])
            px.append(X[corners[a]] + t * (X[corners[b]] - X[corners[a]]))
            py.append(Y[corners[a]] + t * (Y[corners[b]] - Y[corners[a]]))
    M, PX, PY = np.array(crossed), np.array(px), np.array(py)  # (4, cells_y, cells_x)
    count = M.sum(axis=0)
    two = count == 2
    first = np.argmax(M, axis=0)
    second = 3 - np.argmax(M[::-1], axis=0)
    pairs = [(first[two], second[two], two)]
    four = count == 4
    pairs += [(np.zeros(four.sum(), int), np.full(four.sum(), 3), four),
              (np.ones(four.sum(), int), np.full(four.sum(), 2), four)]  # fmt: skip
    xs, ys = [], []
    for e1, e2, where in pairs:
        rows, cols = np.nonzero(where)
        seg_x = np.column_stack([PX[e1, rows, cols], PX[e2, rows, cols]])
        seg_y = np.column_stack([PY[e1, rows, cols], PY[e2, rows, cols]])
        xs.append(seg_x.ravel())
        ys.append(seg_y.ravel())
    return np.concatenate(xs), np.concatenate(ys)


def contour_lines(scape: Landscape, name: str, levels: int = CONTOURS) -> tuple[np.ndarray, np.ndarray]:
    """The contours of one landscape at ``levels`` evenly spaced values, as segments (``connect="pairs"``);
    none for the 0-1 loss, a staircase whose colours are its contours."""
    values = scape.values[name]
    lo, hi = float(values.min()), float(values.max())
    if name == "zero_one" or not hi > lo:
        return np.zeros(0), np.zeros(0)
    lines = [contour_segments(values, scape.w1, scape.w2, level) for level in np.linspace(lo, hi, levels + 2)[1:-1]]
    return np.concatenate([x for x, _ in lines]), np.concatenate([y for _, y in lines])
