"""Weight space: half-planes and the feasible polygon against a brute-force grid, the hull against SciPy,
the path against a hand-written perceptron, and XOR saying why it has no feasible region."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.spatial import ConvexHull

from core.learn.engine import Learner
from core.teach.theory import max_margin
from core.teach.trace import Trace
from core.teach.weight_space import (
    PathTail,
    WeightSpace,
    feasible_polygon,
    fit_rect,
    half_planes,
    hull_corners,
    margin_grid,
    nearest_constraint,
    segments,
    weight_path,
)

RECT = (-4.0, 4.0, -4.0, 4.0)


def _grid(rect, k=161):
    xs, ys = np.linspace(rect[0], rect[1], k), np.linspace(rect[2], rect[3], k)
    return np.stack(np.meshgrid(xs, ys), axis=-1).reshape(-1, 2)


def _right_for_all(V, X, ys, fit_intercept, b):
    """Brute force: w (with b) classifies every example right, by a loop over the examples."""
    ok = np.ones(len(V), dtype=bool)
    for x, y in zip(X, ys, strict=True):
        lifted = X.shape[1] == 1  # the plane is (w, b)
        score = V[:, 0] * x[0] + V[:, 1] if lifted else V @ x + (b if fit_intercept else 0.0)
        ok &= y * score > 0
    return ok


def _inside_convex(V, polygon):
    """Whether each point is inside the convex polygon (either orientation), by edge cross products."""
    edges = np.roll(polygon, -1, axis=0) - polygon
    rel = V[:, None, :] - polygon[None, :, :]
    cross = edges[None, :, 0] * rel[:, :, 1] - edges[None, :, 1] * rel[:, :, 0]
    return (cross >= 0).all(axis=1) | (cross <= 0).all(axis=1)


def _near_a_line(V, X, ys, fit_intercept, b, eps):
    hp = half_planes(X, ys, fit_intercept, b)
    norm = np.linalg.norm(hp.a, axis=1)
    return (np.abs(hp.scores(V)) / norm <= eps).any(axis=1)


def _separable(n, d, seed, intercept_shift):
    rng = np.random.default_rng(seed)
    w, b = rng.normal(size=d), intercept_shift
    X = rng.uniform(-3, 3, size=(n, d))
    score = X @ w + b
    keep = np.abs(score) > 0.3
    X, score = X[keep], score[keep]
    return X, np.where(score > 0, 1.0, -1.0), w, b


@pytest.mark.parametrize("seed", range(4))
def test_half_planes_are_the_weights_right_for_each_example(seed):
    rng = np.random.default_rng(seed)
    X, ys = rng.normal(size=(30, 2)), rng.choice([-1.0, 1.0], 30)
    V = _grid(RECT, 41)
    for fit, b in ((False, 0.0), (True, 0.7), (True, -1.5)):
        inside = half_planes(X, ys, fit, b).contains(V)
        for i in range(len(X)):
            expected = ys[i] * (V @ X[i] + (b if fit else 0.0)) > 0
            assert (inside[:, i] == expected).all()


@pytest.mark.parametrize(
    "seed, fit, b, shift",
    [(0, False, 0.0, 0.0), (1, False, 0.0, 0.0), (2, True, 0.0, 1.0), (3, True, 1.0, 1.0), (4, True, -2.0, -1.5)],
)
def test_feasible_polygon_equals_a_brute_force_grid(seed, fit, b, shift):
    X, ys, _, _ = _separable(40, 2, seed, shift if fit else 0.0)
    polygon = feasible_polygon(half_planes(X, ys, fit, b), RECT)
    V = _grid(RECT)
    truth = _right_for_all(V, X, ys, fit, b)
    if polygon is None:
        assert not truth.any()
        return
    clear = ~_near_a_line(V, X, ys, fit, b, 1e-6)
    assert truth.any()
    assert (_inside_convex(V, polygon)[clear] == truth[clear]).all()


def test_the_hull_corners_decide_the_region_as_all_points_do():
    """10,000 points: the region clipped by the hull corners only equals the grid check over all points."""
    X, ys, _, _ = _separable(10_000, 2, 7, 0.5)
    space = WeightSpace(X, ys, fit_intercept=True)
    assert len(space.corners) < 100
    for b in (0.5, 2.0, -1.0):
        polygon = feasible_polygon(space.half_planes(b), RECT, space.corners)
        V = _grid(RECT, 121)
        truth = _right_for_all(V, X, ys, True, b)
        if polygon is None:
            assert not truth.any()
            continue
        clear = ~_near_a_line(V, X, ys, True, b, 1e-6)
        assert (_inside_convex(V, polygon)[clear] == truth[clear]).all()


@pytest.mark.parametrize("seed", range(5))
def test_hull_corners_equal_scipy(seed):
    rng = np.random.default_rng(seed)
    P = rng.normal(size=(500, 2))
    if seed == 4:  # integer points: duplicates and collinear points on the edges
        P = rng.integers(-3, 4, size=(200, 2)).astype(float)
    assert set(hull_corners(P).tolist()) <= set(range(len(P)))
    assert sorted(map(tuple, P[hull_corners(P)])) == sorted(map(tuple, P[ConvexHull(P).vertices]))


def test_one_feature_lifts_to_the_w_b_plane():
    """x in 1-D with an intercept: the plane is (w, b), constraint y (w x + b) > 0, through the origin."""
    X = np.array([[-2.0], [-1.0], [1.0], [3.0]])
    ys = np.array([-1.0, -1.0, 1.0, 1.0])
    space = WeightSpace(X, ys, fit_intercept=True)
    assert space.axes == ("w", "b")
    polygon = feasible_polygon(space.half_planes(0.0), RECT, space.corners)
    V = _grid(RECT)
    clear = ~(np.abs(V[:, 0:1] * X.T + V[:, 1:2]) / np.sqrt(X.T**2 + 1) <= 1e-6).any(axis=1)
    truth = _right_for_all(V, X, ys, True, 0.0)
    assert polygon is not None and (_inside_convex(V, polygon)[clear] == truth[clear]).all()


def test_xor_has_no_region_and_says_why():
    X = np.array([[1.0, 1.0], [-1.0, -1.0], [1.0, -1.0], [-1.0, 1.0]])
    ys = np.array([1.0, 1.0, -1.0, -1.0])
    for fit in (False, True):
        result = max_margin(X, ys, fit)
        space = WeightSpace(X, ys, fit)
        for b in (0.0, 0.5, -2.0):
            picture = space.picture(np.zeros(2), b, RECT, status=result.status, reason=result.reason)
            assert picture.region is None
            assert "not linearly separable" in picture.reason
            assert not _right_for_all(_grid(RECT), X, ys, fit, b).any()
    # Without the solver's verdict, through the origin the empty cone is itself the proof.
    assert "not linearly separable" in WeightSpace(X, ys, False).picture(np.zeros(2), 0.0, RECT).reason


def test_separable_with_an_intercept_but_not_at_this_b():
    X = np.array([[-2.0, 1.0], [2.0, 1.0], [-2.0, 0.5], [2.0, 0.5]])  # x2 = 0.75 separates them
    ys = np.array([1.0, 1.0, -1.0, -1.0])
    result = max_margin(X, ys, True)
    picture = WeightSpace(X, ys, True).picture(np.zeros(2), 0.0, RECT, status=result.status, reason=result.reason)
    assert picture.region is None  # at b = 0 a line through the origin would have to pass between them
    assert "at the b shown" in picture.reason and "other values of b" in picture.reason
    assert WeightSpace(X, ys, True).picture(np.zeros(2), -1.0, RECT).region is not None  # w = (0, 2): 2 x2 - 1


def _naive_perceptron(X, ys, w0, b0, eta, fit, epochs):
    """The textbook loop: on y (w.x + b) <= 0, w += eta y x (and b += eta y). Returns the states and examples."""
    w, b = np.array(w0, dtype=float), float(b0)
    states, examples = [w.copy()], []
    for _ in range(epochs):
        for i, (x, y) in enumerate(zip(X, ys, strict=True)):
            if y * (w @ x + b) <= 0:
                w = w + eta * y * x
                b = b + eta * y if fit else b
                states.append(w.copy())
                examples.append(i)
    return np.array(states), np.array(examples)


@pytest.mark.parametrize("fit", [False, True])
def test_the_path_is_the_weight_path_of_the_trace(fit):
    rng = np.random.default_rng(3)
    X = rng.normal(size=(25, 2))
    ys = np.where(X @ [1.0, -2.0] + (0.3 if fit else 0) > 0, 1.0, -1.0)
    learner = Learner(X, (ys > 0).astype(np.int64), 2, eta=0.5, fit_intercept=fit)
    for _ in range(3):
        learner.run_epoch()
    trace = Trace(learner)
    states, examples = _naive_perceptron(X, ys, np.zeros(2), 0.0, 0.5, fit, 3)
    path = weight_path(trace, trace.last_step, fit, last=10_000)
    assert path.total == len(examples) > 3
    np.testing.assert_allclose(path.states, states, atol=1e-12)
    assert path.examples.tolist() == examples.tolist()
    jumps = np.diff(path.states, axis=0)
    np.testing.assert_allclose(jumps, 0.5 * ys[examples, None] * X[examples], atol=1e-12)  # each jump is eta y x
    # Time travel: the path up to an earlier step is a prefix, and the last few jumps are the tail.
    t = int(learner.history[2, 2])
    early = weight_path(trace, t, fit, last=10_000)
    np.testing.assert_array_equal(early.states, path.states[:4])
    tail = weight_path(trace, trace.last_step, fit, last=2)
    np.testing.assert_array_equal(tail.states, path.states[-3:])
    assert tail.numbers.tolist() == [path.total - 1, path.total]


def test_the_margin_cone_contains_w_star_and_is_the_grid_margin():
    X, ys, _, _ = _separable(60, 2, 11, 0.0)
    result = max_margin(X, ys, False)
    space = WeightSpace(X, ys, False)
    picture = space.picture(np.zeros(2), 0.0, RECT, star=result.w_star, status=result.status)
    assert picture.cone is not None and picture.star is not None
    assert picture.cone_level == pytest.approx(0.5 * result.gamma, rel=1e-9)
    # The grid's margin equals min_i y_i w.x_i / ||w|| over all points, cell by cell.
    k = picture.cone.shape[0]
    step = (RECT[1] - RECT[0]) / k
    centres = RECT[0] + (np.arange(k) + 0.5) * step
    V = np.stack(np.meshgrid(centres, centres), axis=-1).reshape(-1, 2)
    brute = (ys * (V @ X.T)).min(axis=1) / np.linalg.norm(V, axis=1)
    np.testing.assert_allclose(picture.cone.ravel(), brute, rtol=1e-9, atol=1e-12)
    # w* is on its ray, inside the cone and the feasible region.
    col, row = ((picture.star - RECT[0]) / step).astype(int)
    assert picture.cone[row, col] >= picture.cone_level
    assert space.half_planes(0.0).feasible(picture.star[None])[0]


def test_segments_lie_on_their_lines_inside_the_view_and_hover_finds_them():
    X, ys = np.array([[1.0, 2.0], [-1.0, 0.5], [0.01, 0.01]]), np.array([1.0, -1.0, 1.0])
    hp = half_planes(X, ys, True, 1.0)  # the third line, 0.01 (w1 + w2) + 1 = 0, misses the view
    rows = np.arange(3)
    ends = segments(hp, rows, RECT)
    for i in (0, 1):
        np.testing.assert_allclose(hp.a[i] @ ends[i].T + hp.c[i], 0, atol=1e-9)
        assert (ends[i] >= -4 - 1e-9).all() and (ends[i] <= 4 + 1e-9).all()
        middle = ends[i].mean(axis=0)
        assert nearest_constraint(hp, rows, middle + 1e-3, 0.05) == i
    assert np.isnan(ends[2]).all()
    assert nearest_constraint(hp, rows, np.array([3.9, -3.9]), 1e-3) == -1


def test_the_view_holds_the_points_and_stays_put():
    rect = fit_rect(None, np.array([[1.0, -3.0]]))
    assert rect[0] < -3 and rect[1] > 3
    assert fit_rect(rect, np.array([[2.0, 2.0]])) == rect  # still fits well: no jump
    bigger = fit_rect(rect, np.array([[10.0, 0.0]]))
    assert bigger[1] > 10


def test_margin_grid_is_minus_infinity_at_the_origin_only():
    hp = half_planes(np.array([[1.0, 0.0]]), np.array([1.0]), False)
    grid = margin_grid(hp, np.arange(1), (-1.0, 1.0, -1.0, 1.0), 3)
    assert grid[1, 1] == -np.inf and np.isfinite(np.delete(grid.ravel(), 4)).all()


def test_a_path_tail_is_the_traces_path_as_the_run_grows():
    """The tail kept during a run (memory of its last jumps only) equals the trace's path at every step:
    bit for bit when it takes in a few mistakes at a time, to rounding when it sums many per example."""
    rng = np.random.default_rng(9)
    X = rng.normal(size=(300, 2))
    y = (X @ [1.0, 0.5] + rng.normal(scale=0.8, size=300) > 0).astype(np.int64)  # noisy: many mistakes
    learner = Learner(X, y, 2, eta=0.7, fit_intercept=True)
    trace = Trace(learner)
    tail = PathTail(trace, True, last=15)
    for epoch in range(6):
        if epoch < 2:  # a step at a time: a few mistakes per call
            for _ in range(learner.n_samples):
                learner.step()
                got, expected = tail.path(trace.last_step), weight_path(trace, trace.last_step, True, last=15)
                np.testing.assert_array_equal(got.states, expected.states)
        else:  # an epoch at a time: many mistakes per call
            learner.run_epoch()
            got, expected = tail.path(trace.last_step), weight_path(trace, trace.last_step, True, last=15)
            assert len(got.states) == 16
            np.testing.assert_allclose(got.states, expected.states, rtol=1e-12, atol=1e-12)
        np.testing.assert_array_equal(got.examples, expected.examples)
        np.testing.assert_array_equal(got.numbers, expected.numbers)
    t = int(learner.history[40, 2])  # back in time: read from the trace
    np.testing.assert_array_equal(tail.path(t).states, weight_path(trace, t, True, last=15).states)


def test_a_weight_space_of_class_indices_labels_class_1_plus_and_class_0_minus():
    X = np.array([[1.0, 0.0], [0.0, 1.0], [-1.0, 0.0], [0.0, -1.0]])
    space = WeightSpace.of_classes(X, np.array([1, 1, 0, 0]), fit_intercept=False)
    np.testing.assert_array_equal(space.ys, [1.0, 1.0, -1.0, -1.0])
    assert space.picture(np.array([1.0, 1.0]), 0.0, RECT).region is not None  # w = (1, 1) separates them


@pytest.mark.parametrize("d", [1, 2])
def test_with_a_constant_coordinate_c_w_star_and_the_cone_are_the_theorems(d):
    """Points scaled into the unit ball with x~ = (x, c): w* = [w, beta] with the offset b = beta c, and the margin
    of v at offset b is min y (v.x + b) / ||(v, b / c)|| (the theorem panel's gamma)."""
    rng = np.random.default_rng(5)
    X = rng.uniform(-0.6, 0.6, size=(40, d))
    ys = np.where(X.sum(axis=1) - 0.1 > 0, 1.0, -1.0)
    c = 0.4
    result = max_margin(X, ys, True, constant=c)
    w, beta = result.w_star[:d], result.w_star[d]
    assert np.min(ys * (X @ w + beta * c)) == pytest.approx(result.gamma, rel=1e-9)
    space = WeightSpace(X, ys, True)
    b = beta * c * 1.5  # a slice w*'s ray crosses: s = 1.5
    picture = space.picture(np.zeros(d), b, RECT, star=result.w_star, status=result.status, constant=c)
    assert picture.cone_level == pytest.approx(0.5 * result.gamma, rel=1e-9)
    if d == 1:  # the (w, b) plane: w* is drawn on the ray of (w, beta c)
        ray = np.array([w[0], beta * c])
        np.testing.assert_allclose(picture.star / np.linalg.norm(picture.star), ray / np.linalg.norm(ray), rtol=1e-9)
    else:  # the slice at b: where the ray s [w, beta c] reaches the offset b, s = 1.5
        np.testing.assert_allclose(picture.star, 1.5 * w, rtol=1e-9)
    # The cone's margin, cell by cell, against the formula.
    k = picture.cone.shape[0]
    step = (RECT[1] - RECT[0]) / k
    centres = RECT[0] + (np.arange(k) + 0.5) * step
    V = np.stack(np.meshgrid(centres, centres), axis=-1).reshape(-1, 2)
    if d == 1:
        brute = (ys * (V[:, :1] * X.T + V[:, 1:])).min(axis=1) / np.hypot(V[:, 0], V[:, 1] / c)
    else:
        brute = (ys * (V @ X.T + b)).min(axis=1) / np.sqrt((V**2).sum(axis=1) + (b / c) ** 2)
    np.testing.assert_allclose(picture.cone.ravel(), brute, rtol=1e-9, atol=1e-12)
