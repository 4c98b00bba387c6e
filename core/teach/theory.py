"""The convergence theorem in numbers: radius, margin, mistake bound and the proof's two lines.

The perceptron convergence theorem (notes 001 and 004; Novikoff 1962): if some unit
vector w* has y_i w*.z_i >= gamma > 0 for every training point and ||z_i|| <= R, the
perceptron started from w_0 = 0 makes at most (R / gamma)^2 mistakes.  With an
intercept the theorem is applied to the augmented points z = [x, 1] and the augmented
weights [w, b] (note 004: "a parameter associated with an additional coordinate that
is set to 1"), so both R and gamma are those of the augmented problem:

- R = max_i ||[x_i, 1]||, and
- gamma* = max over [w, b] != 0 of min_i y_i (w.x_i + b) / ||[w, b]||, the *augmented
  margin*: the distance of the closest augmented point to the best hyperplane through
  the origin of the augmented space.

With a constant coordinate c other than 1 (the unit ball with an intercept, see
:mod:`core.session.dataset`) the augmented points are z = x~ = [x, c] and the augmented
weights [w, beta] with the offset b = beta * c (the score w.x + b = [w, beta].[x, c]; the
engine keeps b, liblinear's ``intercept_scaling``): R = max_i ||[x_i, c]|| and
gamma* = max min_i y_i (w.x_i + b) / ||[w, b / c]||.  Scaled into the unit ball R = 1 and
the bound reads 1 / gamma*^2.

This is not the usual SVM margin 1 / ||w|| = max over (w, b) of min_i y_i (w.x_i + b) / ||w||,
the distance between the line and the closest point in the plane, where b is free.
Both are reported (:class:`MaxMargin` ``gamma`` and ``svm_margin``); the bound uses gamma*.
Through the origin the two are the same number.

scikit-learn (and SciPy) are imported inside the functions that need them, never when
this module is imported.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from core.learn import history

if TYPE_CHECKING:
    from core.teach.trace import TraceSource

_C = 1e10  # the hard-margin SVM as a soft-margin SVC with a huge penalty
_SVC_TOL = 1e-8


@dataclass(frozen=True, eq=False)
class MaxMargin:
    """The max-margin separator of a two-class point set and the mistake bound.

    ``status`` is one of "separable", "one_class", "many_classes", "duplicates",
    "at_origin", "not_separable", "solver_failed"; ``reason`` says it in words ("" when
    separable and solved to optimality).  For a separable set:

    - ``w``, ``b``: the separator of largest augmented margin, w.x + b = 0 with the offset b,
      scaled to ||[w, b / c]|| = 1 (b = 0 through the origin); ``w_star`` = [w, b / c] is the
      vector the proof uses (``constant`` is c, 1 unless the points were scaled with one).
    - ``gamma``: its augmented margin min_i y_i (w.x_i + b) (see the module docstring).
    - ``radius``: R of the augmented points; ``bound``: (R / gamma)^2.
    - ``svm_margin``, ``svm_w``, ``svm_b``: the usual SVM (intercept not in the norm),
      scaled so that min_i y_i (w.x_i + b) = 1, hence svm_margin = 1 / ||svm_w||.
    - ``optimal``: False when a solver stopped early; gamma is then still the exact
      margin of the w* reported (so the bound is valid), but maybe not the largest.

    ``classes`` are the labels mapped to -1 and +1.  ``n_misclassified`` (not
    separable) counts the points that the separator minimising the summed hinge
    violation still misclassifies.  Unknown numbers are NaN.
    """

    status: str
    reason: str
    classes: tuple
    fit_intercept: bool
    radius: float
    w: np.ndarray
    b: float
    gamma: float
    bound: float
    svm_w: np.ndarray
    svm_b: float
    svm_margin: float
    optimal: bool = True
    n_misclassified: int = 0
    constant: float = 1.0

    def threshold_band(self) -> tuple[float, float, float] | None:
        """On a number line (one feature): (t - m, t, t + m), the max-margin threshold t = -b/w of the usual
        SVM (midway between the closest points of the two classes) and its margin m; else None."""
        if self.status != "separable" or len(self.svm_w) != 1 or self.svm_w[0] == 0:
            return None
        t = -self.svm_b / float(self.svm_w[0])
        return t - self.svm_margin, t, t + self.svm_margin

    @property
    def separable(self) -> bool:
        """Whether a hyperplane (through the origin without an intercept) separates the classes."""
        return self.status == "separable"

    @property
    def w_star(self) -> np.ndarray:
        """The unit separator of the proof: [w, beta] = [w, b / c] with an intercept, w without."""
        return np.append(self.w, self.b / self.constant) if self.fit_intercept else self.w.copy()


@dataclass(frozen=True, eq=False)
class ProofCurves:
    """The two inequalities of the convergence proof along a run, for k = 0..M mistakes.

    ``dot[k]`` = w_k . w* and ``norm_sq[k]`` = ||w_k||^2 (augmented [w, b] with an
    intercept; w* of unit norm).  The proof shows, for learning rate eta and start w_0,

        w_k . w*    >= w_0 . w* + k * eta * gamma     (``lower``)
        ||w_k||^2  <= ||w_0||^2 + k * eta^2 * R^2     (``upper``)

    which from w_0 = 0 with eta = 1 are the notes' k*gamma and k*R^2; together
    (Cauchy-Schwarz) they give k <= (R / gamma)^2 for w_0 = 0 and any eta.  ``gamma``
    is the margin of the given w* on the training points, ``radius`` is R.
    """

    k: np.ndarray
    dot: np.ndarray
    norm_sq: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    gamma: float
    radius: float
    eta: float


def augment(X: np.ndarray, fit_intercept: bool, constant: float = 1.0) -> np.ndarray:
    """The points the theorem is about: x~ = [x, c] with an intercept (c = ``constant``), x without."""
    X = np.asarray(X, dtype=np.float64)
    return np.hstack([X, np.full((len(X), 1), float(constant))]) if fit_intercept else X


def radius(X: np.ndarray, fit_intercept: bool, constant: float = 1.0) -> float:
    """R = max_i ||x_i||, or max_i ||[x_i, c]|| with an intercept (0 for no points).

    The same sums as over :func:`augment`'s points, in the same order (so the same bits), without building them:
    the window asks after every edit, and one copy of X (scaled) is all it takes.
    """
    X = np.asarray(X, dtype=np.float64)
    if not len(X):
        return 0.0
    c = abs(float(constant)) if fit_intercept else 0.0
    scale = max(float(X.max(initial=0.0)), -float(X.min(initial=0.0)), c)  # scaled first: no overflow in the squares
    if scale <= 0:
        return 0.0
    Z = X / scale
    Z *= Z
    squares = Z.sum(axis=1)
    if fit_intercept:
        squares += (c / scale) ** 2
    return scale * float(np.sqrt(squares.max()))


def max_margin(
    X: np.ndarray,
    y: np.ndarray,
    fit_intercept: bool = True,
    *,
    constant: float = 1.0,
    max_iter: int = 100_000,
    time_limit: float = 30.0,
) -> MaxMargin:
    """The max-margin separator of (X, y), its margins and the mistake bound (R / gamma*)^2.

    ``constant`` is the constant coordinate c of the augmented points [x, c] with an intercept (see the
    module docstring); it must be a finite number > 0.

    ``y`` has two distinct labels (sorted: the first is -1, the second +1).  Separability
    is decided by a linear program (SciPy's HiGHS, at most ``time_limit`` seconds):
    minimise the summed violations of y_i w.z_i >= 1; the set is separable iff the
    minimiser separates every point.  (It comes first because an SVC with a huge C never
    stops on a set that cannot be separated.)  The margins come from scikit-learn's
    ``SVC(kernel="linear", C=1e10)`` (at most ``max_iter`` iterations), polished with the
    KKT equations of its support vectors and certified optimal by duality (to 1e-9 times
    the size of the points); when SVC stalls (sets far from the origin are ill
    conditioned) Wolfe's min-norm-point algorithm finds and certifies the optimum.
    Never raises for a point set it cannot separate or solve: the result's ``status``
    and ``reason`` say why; raises ValueError only for malformed input.  Point numbers
    in reasons count from 0, as the rows of X.
    """
    X, y = _validate(X, y)
    if not (constant > 0 and math.isfinite(constant)):
        raise ValueError(f"The constant coordinate c must be a finite number > 0, got {constant!r}.")
    classes, signs = np.unique(y, return_inverse=True)
    ys = np.where(signs.ravel() == 1, 1.0, -1.0)
    problem = _Problem(X, ys, tuple(classes.tolist()), fit_intercept, float(constant) if fit_intercept else 1.0)
    early = _precheck(X, signs.ravel(), len(classes), fit_intercept)
    if early is not None:
        return problem.failure(*early)
    try:
        return _solve(problem, max_iter, time_limit)
    except Exception as exc:  # a solver failure is a result to show, not a crash
        return problem.failure("solver_failed", f"the max-margin solver failed: {exc}")


def proof_curves(learner: TraceSource, w_star: np.ndarray | MaxMargin) -> ProofCurves:
    """w_k . w* and ||w_k||^2 after each of the run's mistakes, with the proof's two lines.

    ``learner`` is a two-class :class:`core.learn.engine.Learner` of an online variant that
    records its history; ``w_star`` a separator ([w, b] with an intercept, any scale:
    it is normalised) or a :class:`MaxMargin`.  Vectorised over the weight path.
    """
    if learner.n_classes != 2 or learner.variant in ("batch", "kernel"):
        raise ValueError("The convergence proof is about the online linear perceptron on two classes.")
    if not getattr(learner, "record_history", True):
        raise ValueError("The proof curves need the learner's history: build it with record_history=True.")
    fit, eta, c = learner.fit_intercept, float(learner.eta), float(learner.constant)
    Z = augment(learner.X, fit, c)
    v = np.asarray(w_star.w_star if isinstance(w_star, MaxMargin) else w_star, dtype=np.float64).ravel()
    if v.shape != (Z.shape[1],) or not np.linalg.norm(v) > 0:
        raise ValueError(f"w* must be a nonzero vector of {Z.shape[1]} numbers ([w, b] with an intercept).")
    v = v / np.linalg.norm(v)
    W, b = history.weight_path(learner.X, learner.y_idx, learner.history, learner.W0, learner.B0, eta, fit, c)
    path = np.concatenate([W[:, 0], b[:, :1] / c], axis=1) if fit else W[:, 0]  # w~ = [w, beta], beta = b / c
    gamma = float((np.where(learner.y_idx == 1, 1.0, -1.0) * (Z @ v)).min())
    R = radius(learner.X, fit, c)
    k = np.arange(len(path))
    dot, norm_sq = path @ v, (path * path).sum(axis=1)
    return ProofCurves(k, dot, norm_sq, dot[0] + k * eta * gamma, norm_sq[0] + k * eta**2 * R**2, gamma, R, eta)


def start_bound(gamma: float, radius: float, start_dot: float, start_norm_sq: float, eta: float = 1.0) -> float:
    """The most mistakes the perceptron can make from a start w_0 (any w_0, not only 0).

    The proof's two lines (see :class:`ProofCurves`) give, after k mistakes with learning rate eta,
    w_k.w* >= w_0.w* + k eta gamma and ||w_k||^2 <= ||w_0||^2 + k eta^2 R^2.  With w* of unit norm
    w_k.w* <= ||w_k||, so wherever the left side is >= 0, dividing by eta^2 with c = w_0.w* / eta
    and D = ||w_0||^2 / eta^2::

        (c + k gamma)^2 <= D + k R^2,  i.e.  gamma^2 k^2 + (2 c gamma - R^2) k + c^2 - D <= 0,

    so k is at most the larger root (R^2 - 2 c gamma + sqrt(R^4 - 4 c gamma R^2 + 4 gamma^2 D)) / (2 gamma^2).
    (Where c + k gamma < 0 the lines say nothing, but that k lies below the root.)  From w_0 = 0
    this is (R / gamma)^2.  ``start_dot`` is w_0.w* for the unit w*, ``start_norm_sq`` is ||w_0||^2
    (both of the augmented [w_0, b_0] with an intercept).
    """
    if not gamma > 0 or not math.isfinite(gamma):
        raise ValueError(f"gamma must be > 0 (a margin), got {gamma!r}.")
    if not radius >= 0 or not eta > 0:
        raise ValueError(f"R must be >= 0 and eta > 0, got R = {radius!r}, eta = {eta!r}.")
    if start_dot**2 > start_norm_sq * (1 + 1e-12) + 1e-300:
        raise ValueError(
            f"w0.w* = {start_dot:g} with ||w0||^2 = {start_norm_sq:g} breaks Cauchy-Schwarz for a unit w*: "
            "|w0.w*| <= ||w0||."
        )
    c, D, R2 = start_dot / eta, start_norm_sq / eta**2, radius * radius
    disc = max(0.0, R2 * R2 - 4 * c * gamma * R2 + 4 * gamma * gamma * D)
    return (R2 - 2 * c * gamma + math.sqrt(disc)) / (2 * gamma * gamma)


# ------------------------------------------------------------------ internals
@dataclass(frozen=True, eq=False)
class _Problem:
    """A validated two-class point set with labels ys in {-1, +1}."""

    X: np.ndarray
    ys: np.ndarray
    classes: tuple
    fit_intercept: bool
    constant: float = 1.0

    @property
    def Z(self) -> np.ndarray:
        return augment(self.X, self.fit_intercept, self.constant)

    def failure(self, status: str, reason: str, n_misclassified: int = 0) -> MaxMargin:
        """A result without a separator."""
        nan, none = float("nan"), np.full(self.X.shape[1], np.nan)
        R = radius(self.X, self.fit_intercept, self.constant)
        return MaxMargin(
            status, reason, self.classes, self.fit_intercept, R, none, nan, nan, nan, none.copy(), nan, nan,
            optimal=False, n_misclassified=n_misclassified, constant=self.constant,
        )  # fmt: skip


def _validate(X: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    X = np.asarray(X, dtype=np.float64)
    y = np.asarray(y)
    if X.ndim != 2 or y.shape != (len(X),):
        raise ValueError(f"X must be (n, d) and y (n,), got shapes {X.shape} and {y.shape}.")
    if not np.isfinite(X).all():
        raise ValueError("X contains NaN or infinity.")
    return X + 0.0, y  # + 0.0 turns -0.0 into 0.0 (one place, one point)


def _precheck(X: np.ndarray, signs: np.ndarray, n_classes: int, fit_intercept: bool) -> tuple[str, str] | None:
    """The cases that need no solver: one class, more classes, opposite duplicates, a point at the origin."""
    if n_classes < 2:
        return "one_class", "needs points of both classes"
    if n_classes > 2:
        return "many_classes", f"needs exactly two classes, got {n_classes}"
    _, group = np.unique(X, axis=0, return_inverse=True)
    group = group.ravel()
    has = np.zeros((group.max() + 1, 2), dtype=bool)
    has[group, signs] = True
    clash = np.flatnonzero(has[group].all(axis=1))
    if len(clash):
        i = int(clash[0])
        j = int(clash[(group[clash] == group[i]) & (signs[clash] != signs[i])][0])
        return "duplicates", f"points {i} and {j} are at the same place with opposite labels: no line can separate them"
    at_origin = np.flatnonzero(~X.any(axis=1))
    if not fit_intercept and len(at_origin):
        return (
            "at_origin",
            f"point {int(at_origin[0])} is at the origin: every line through the origin passes through it",
        )
    return None


def _solve(p: _Problem, max_iter: int, time_limit: float) -> MaxMargin:
    """Decide separability by LP, then find both max-margin separators.

    Every solver sees the points scaled to about unit size (the LP also centred, column by column), so a
    set in units of 1e-12 gets the same answer as in units of 1e12; the separators are scaled back.
    """
    U, centre, spread = _standardised(p.X, p.fit_intercept)
    v_std = _least_violation(augment(U, p.fit_intercept), p.ys, time_limit)
    wrong = int(np.count_nonzero(p.ys * (augment(U, p.fit_intercept) @ v_std) <= 0))
    if wrong:
        s = "s" if wrong > 1 else ""
        return p.failure(
            "not_separable", f"not linearly separable: the best separator still misclassifies {wrong} point{s}", wrong
        )
    w_lp = v_std[: p.X.shape[1]] / spread
    c = p.constant  # v below is [w, beta] on [x, c]: the offset b = beta * c
    v_lp = np.append(w_lp, (v_std[-1] - float(w_lp @ centre)) / c) if p.fit_intercept else w_lp
    if p.fit_intercept:
        svm_w, svm_b, svm_ok = _usual_svm(p.X, p.ys, max_iter)
        v, optimal = _augmented_from_usual(p.Z, p.ys, svm_w, svm_b, svm_ok, max_iter, c)
        optimal = optimal and svm_ok
    else:
        v, optimal = _augmented_svm(p.Z, p.ys, max_iter)
    if _geometric_margin(p.Z, p.ys, v_lp, 0.0) > _geometric_margin(p.Z, p.ys, v, 0.0):
        v = v_lp  # the LP's separator is better: keep the larger margin (still the exact margin of what is kept)
    v = v / np.linalg.norm(v)
    gamma = _geometric_margin(p.Z, p.ys, v, 0.0)
    if p.fit_intercept:
        w, b = v[:-1], float(v[-1]) * c
    else:
        w, b, svm_w, svm_b = v, 0.0, v, 0.0
    scale = float((p.ys * (p.X @ svm_w + svm_b)).min())  # canonical SVM scaling: min y (w.x + b) = 1
    svm_w, svm_b = svm_w / scale, svm_b / scale
    R = radius(p.X, p.fit_intercept, c)
    reason = "" if optimal else f"the margin solver stopped after max_iter={max_iter}: gamma may be below the maximum"
    return MaxMargin(
        "separable", reason, p.classes, p.fit_intercept, R, w, b, gamma, (R / gamma) ** 2,
        svm_w, svm_b, 1.0 / float(np.linalg.norm(svm_w)), optimal=optimal, constant=c,
    )  # fmt: skip


def _standardised(X: np.ndarray, fit_intercept: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(U, centre, spread) with U = (X - centre) / spread column by column, every column within [-1, 1].

    Separability does not change (with an intercept w.x + b = (spread * w).u + b + w.centre; without one
    the centre is 0), but the LP becomes well conditioned at any scale.  Computed without overflow even for
    coordinates near the largest float.
    """
    size = np.abs(X).max(axis=0)
    size[size == 0] = 1.0
    U = X / size
    middle = U.min(axis=0) / 2 + U.max(axis=0) / 2 if fit_intercept else np.zeros(X.shape[1])
    U = U - middle
    spread = np.abs(U).max(axis=0)
    spread[spread == 0] = 1.0
    return U / spread, middle * size, spread * size


def _augmented_from_usual(
    Z: np.ndarray, ys: np.ndarray, svm_w: np.ndarray, svm_b: float, svm_ok: bool, max_iter: int, c: float = 1.0
) -> tuple[np.ndarray, bool]:
    """The augmented max-margin v with an intercept, trying the usual SVM's [w, b] first.

    The augmented margin is never above the usual one (||[w, b]|| >= ||w||), so when the usual SVM's
    [w, b] read as an augmented vector has (to 1e-9 relative) the certified usual margin, it is the
    augmented optimum.  That is the case for points of a tiny size, where b is negligible next to w and
    the augmented problem is too ill conditioned for SVC.  Otherwise :func:`_augmented_svm` solves it.
    ``svm_b`` is the usual SVM's offset; on Z = [x, c] its augmented vector is [w, b / c].
    """
    usual = np.append(svm_w, svm_b / c)
    X = Z[:, :-1]
    usual_margin = _geometric_margin(X, ys, svm_w, svm_b)
    if svm_ok and _geometric_margin(Z, ys, usual, 0.0) >= usual_margin * (1 - 1e-9):
        return usual, True
    v, optimal = _augmented_svm(Z, ys, max_iter)
    better = _geometric_margin(Z, ys, usual, 0.0) > _geometric_margin(Z, ys, v, 0.0)
    return (usual if better else v), optimal  # if v is certified, so is anything with a larger margin


def _least_violation(Z: np.ndarray, ys: np.ndarray, time_limit: float) -> np.ndarray:
    """v minimising sum_i max(0, 1 - y_i v.z_i) (an LP): it separates iff anything does."""
    from scipy import sparse  # heavy: imported on use only
    from scipy.optimize import linprog

    n, d = Z.shape
    cost = np.concatenate([np.zeros(d), np.ones(n)])
    A = sparse.hstack([sparse.csr_array(-ys[:, None] * Z), -sparse.eye_array(n)], format="csr")  # -y v.z - xi <= -1
    bounds = [(None, None)] * d + [(0, None)] * n
    res = linprog(cost, A_ub=A, b_ub=-np.ones(n), bounds=bounds, method="highs", options={"time_limit": time_limit})
    if res.status != 0:
        raise RuntimeError(f"the linear program stopped ({res.message.strip()})")
    return np.asarray(res.x[:d], dtype=np.float64)


def _augmented_svm(Z: np.ndarray, ys: np.ndarray, max_iter: int) -> tuple[np.ndarray, bool]:
    """The intercept-free hard-margin SVM on the points Z (separable): (v, certified optimal).

    SVC always fits an unpenalised intercept, so it is given the set and its mirror image
    (-z, -y): that problem is symmetric, its intercept 0 and its weights those of the
    intercept-free SVM.  The points are scaled to norm <= 1 first (the solution just
    scales), the result is polished with the KKT equations of its support vectors, and
    optimality is certified by duality.  When that fails (an ill-conditioned set, e.g.
    far from the origin, where SVC with a finite C stalls) Wolfe's min-norm-point
    algorithm solves it: the max-margin v points to the point of conv{y_i z_i} nearest
    the origin, at distance gamma*.
    """
    scale = float(np.sqrt((Z * Z).sum(axis=1).max()))
    coef, _, support = _svc(np.vstack([Z, -Z]) / scale, np.concatenate([ys, -ys]), max_iter)
    support = np.unique(support % len(Z))
    alpha, _ = _kkt_alphas(Z, ys, support, intercept=False)
    polished = alpha @ (ys[support, None] * Z[support])
    if _certified(Z, ys, polished, 0.0, alpha, support, intercept=False, scale=scale):
        return polished, True
    P = ys[:, None] * Z

    def vertex(x: np.ndarray) -> tuple[Hashable, np.ndarray]:
        k = int(np.argmin(P @ x))
        return k, P[k]

    q, _, _, finished = _min_norm_point(vertex, vertex(-P.mean(axis=0)), scale, max_iter)
    if finished and _geometric_margin(Z, ys, q, 0.0) >= float(np.linalg.norm(q)) - 1e-9 * scale:
        return q, True
    return max((coef, polished, q), key=lambda v: _geometric_margin(Z, ys, v, 0.0)), False


def _usual_svm(X: np.ndarray, ys: np.ndarray, max_iter: int) -> tuple[np.ndarray, float, bool]:
    """The usual SVM (intercept free, not in the norm): (w, b, certified optimal).

    Fitted on centred and scaled points (the problem is invariant to both), polished
    with the KKT equations of the support vectors and certified by duality; else solved
    by Wolfe's algorithm on the difference of the classes' hulls, whose point nearest
    the origin is w (the margin is half its norm).
    """
    centre = X.mean(axis=0)
    scale = float(np.sqrt(((X - centre) ** 2).sum(axis=1).max())) or 1.0
    coef, intercept, support = _svc((X - centre) / scale, ys, max_iter)
    alpha, polished_b = _kkt_alphas(X, ys, support, intercept=True)
    polished = alpha @ (ys[support, None] * X[support])
    if _certified(X, ys, polished, polished_b, alpha, support, intercept=True, scale=scale):
        return polished, polished_b, True
    A, B = X[ys > 0], X[ys < 0]

    def vertex(x: np.ndarray) -> tuple[Hashable, np.ndarray]:
        i, j = int(np.argmin(A @ x)), int(np.argmax(B @ x))
        return (i, j), A[i] - B[j]

    q, keys, weights, finished = _min_norm_point(vertex, vertex(B.mean(axis=0) - A.mean(axis=0)), scale, max_iter)
    pairs = np.array(keys, dtype=np.int64).reshape(-1, 2)
    middle = (weights @ A[pairs[:, 0]] + weights @ B[pairs[:, 1]]) / 2
    candidates = [
        (coef / scale, intercept - float(coef @ centre) / scale),
        (polished, polished_b),
        (q, -float(q @ middle)),
    ]
    w, b = max(candidates, key=lambda wb: _geometric_margin(X, ys, *wb))
    certified = (
        finished and _geometric_margin(X, ys, q, -float(q @ middle)) >= float(np.linalg.norm(q)) / 2 - 1e-9 * scale
    )
    return (q, -float(q @ middle), True) if certified else (w, b, False)


def _svc(A: np.ndarray, ys: np.ndarray, max_iter: int) -> tuple[np.ndarray, float, np.ndarray]:
    """scikit-learn's SVC(kernel="linear", C=1e10) on (A, ys): (w, intercept, support indices)."""
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.svm import SVC

    svc = SVC(kernel="linear", C=_C, tol=_SVC_TOL, max_iter=max_iter)
    with warnings.catch_warnings():  # an early stop is handled by the certificate, not shown as a warning
        warnings.simplefilter("ignore", ConvergenceWarning)
        svc.fit(A, ys)
    return np.asarray(svc.coef_[0], dtype=np.float64), float(svc.intercept_[0]), np.asarray(svc.support_)


def _kkt_alphas(A: np.ndarray, ys: np.ndarray, support: np.ndarray, intercept: bool) -> tuple[np.ndarray, float]:
    """Dual coefficients and intercept from the KKT equations y_i (w.a_i + b) = 1 on the support (least squares).

    With w = sum_j alpha_j y_j a_j, and sum_j alpha_j y_j = 0 when there is an intercept.
    """
    P = ys[support, None] * A[support]
    G = P @ P.T
    m = len(support)
    if intercept:
        K = np.block([[G, ys[support, None]], [ys[None, support], np.zeros((1, 1))]])
        sol = np.linalg.lstsq(K, np.append(np.ones(m), 0.0), rcond=None)[0]
        return sol[:m], float(sol[m])
    return np.linalg.lstsq(G, np.ones(m), rcond=None)[0], 0.0


def _certified(
    A: np.ndarray,
    ys: np.ndarray,
    w: np.ndarray,
    b: float,
    alpha: np.ndarray,
    support: np.ndarray,
    intercept: bool,
    scale: float,
) -> bool:
    """Whether (w, b) is a max-margin separator, proved by a dual point alpha >= 0 (weak duality).

    For alpha >= 0 (with sum_j alpha_j y_j = 0 when there is an intercept), u / sum(alpha) with
    u = sum_j alpha_j y_j a_j is a point of the hull of the y a's (or of the difference of the two
    classes' hulls), so every separator's margin is at most ||u|| / sum(alpha).  (w, b) is
    certified when its margin is within 1e-9 * scale (the size of the points) of that bound.
    """
    if not (np.isfinite(w).all() and np.isfinite(alpha).all()) or alpha.min(initial=0.0) < -1e-12 * alpha.max():
        return False
    alpha = np.maximum(alpha, 0.0)
    if not alpha.sum() > 0 or (intercept and abs(alpha @ ys[support]) > 1e-12 * alpha.sum()):
        return False
    upper = float(np.linalg.norm((alpha * ys[support]) @ A[support])) / float(alpha.sum())
    return _geometric_margin(A, ys, w, b) >= upper - 1e-9 * scale


def _min_norm_point(
    vertex: Callable[[np.ndarray], tuple[Hashable, np.ndarray]],
    first: tuple[Hashable, np.ndarray],
    size: float,
    max_iter: int,
) -> tuple[np.ndarray, list[Hashable], np.ndarray, bool]:
    """Wolfe's algorithm (1976): the point of a polytope nearest the origin.

    The polytope is given by ``vertex(x)``, its vertex minimising p.x (with a key naming it),
    and ``size``, about the norm of its points (for the stopping rule).  Returns (the point,
    the keys of its corral, their convex weights, finished).
    """
    keys, points, weights = [first[0]], [first[1]], np.ones(1)
    for _ in range(max_iter):
        x = weights @ np.array(points)
        key, p = vertex(x)
        if float(x @ x - p @ x) <= 1e-13 * size * float(np.linalg.norm(x)) or key in keys:
            return x, keys, weights, True
        keys.append(key)
        points.append(p)
        weights = np.append(weights, 0.0)
        while True:  # minor cycle: move to the affine minimiser of the corral, dropping points on the way
            mu = _affine_minimiser(np.array(points))
            if (mu > 0).all():
                weights = mu
                break
            neg = np.flatnonzero(mu <= 0)
            ratios = weights[neg] / (weights[neg] - mu[neg])
            theta = float(ratios.min())
            weights = theta * mu + (1 - theta) * weights
            weights[neg[np.argmin(ratios)]] = 0.0
            keep = np.flatnonzero(weights > 0)
            keys, points, weights = [keys[k] for k in keep], [points[k] for k in keep], weights[keep]
    return weights @ np.array(points), keys, weights, False


def _affine_minimiser(Q: np.ndarray) -> np.ndarray:
    """Weights mu (summing to 1) of the point of the affine hull of the rows of Q nearest the origin."""
    if len(Q) == 1:
        return np.ones(1)
    c = np.linalg.lstsq((Q[1:] - Q[0]).T, -Q[0], rcond=None)[0]
    return np.concatenate([[1.0 - c.sum()], c])


def _geometric_margin(A: np.ndarray, ys: np.ndarray, w: np.ndarray, b: float) -> float:
    """min_i y_i (w.a_i + b) / ||w||: the margin of a separator (negative if it misclassifies)."""
    norm = float(np.linalg.norm(w))
    return float((ys * (A @ w + b)).min()) / norm if norm > 0 else float("-inf")
