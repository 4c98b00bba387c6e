"""The loss panel's numbers: the four losses, their gradients, landscapes and slices, against hand computation,
finite differences and the engine's own perceptron update."""

from __future__ import annotations

import math
import tracemalloc

import numpy as np
import pytest

from core.learn.engine import Learner
from core.teach.losses import (
    LOSSES,
    LossData,
    along,
    cell_centres,
    contour_lines,
    contour_segments,
    example_losses,
    gradient,
    landscape,
    mean_losses,
    nice_extent,
    sample,
)

# Three examples; at w = (1, -1), b = 0.5 the scores are a = -0.5, -1.5, 3.5 and the margins y a = -0.5, 1.5, -3.5.
X = np.array([[1.0, 2.0], [-1.0, 1.0], [2.0, -1.0]])
Y = np.array([1.0, -1.0, -1.0])
W = np.array([1.0, -1.0])
B = 0.5
DATA = LossData(X, Y)


def _softplus(t: float) -> float:
    return math.log(1.0 + math.exp(t))


HAND = {
    "zero_one": [1.0, 0.0, 1.0],
    "perceptron": [0.5, 0.0, 3.5],
    "hinge": [1.5, 0.0, 4.5],
    "logistic": [_softplus(0.5), _softplus(-1.5), _softplus(3.5)],
}


def test_each_examples_losses_match_the_hand_computation():
    losses = example_losses(DATA, W, B)
    for name in LOSSES:
        np.testing.assert_allclose(losses[name], HAND[name], rtol=1e-12, err_msg=name)


def test_mean_losses_are_the_means_over_the_examples():
    means = mean_losses(DATA, W, B)
    assert means["zero_one"] == pytest.approx(2 / 3)
    assert means["perceptron"] == pytest.approx(4 / 3)
    assert means["hinge"] == pytest.approx(2.0)
    assert means["logistic"] == pytest.approx(sum(HAND["logistic"]) / 3)


def test_without_an_intercept_b_is_ignored():
    data = LossData(X, Y, fit_intercept=False)
    # a = w.x = -1, -2, 3 -> y a = -1, 2, -3
    np.testing.assert_allclose(example_losses(data, W, 123.0)["perceptron"], [1.0, 0.0, 3.0])
    assert gradient(data, "perceptron", W, 123.0)[1] == 0.0


def test_perceptron_gradient_is_minus_y_x_on_the_mistakes_and_zero_elsewhere():
    # Mistakes: examples 1 and 3.  -y x̃ = -(1, 2, 1) and +(2, -1, 1): sum (1, -3, 0), over n = 3.
    grad_w, grad_b = gradient(DATA, "perceptron", W, B)
    np.testing.assert_allclose(grad_w, [1 / 3, -1.0])
    assert grad_b == pytest.approx(0.0)
    # The hinge adds the examples with 0 < y a ≤ 1; here none: the same gradient.
    np.testing.assert_allclose(gradient(DATA, "hinge", W, B)[0], [1 / 3, -1.0])
    # The 0-1 loss is flat wherever it has a derivative.
    np.testing.assert_array_equal(gradient(DATA, "zero_one", W, B)[0], [0.0, 0.0])


@pytest.mark.parametrize(
    ("zero_score", "zero_one", "grad"),
    [
        ("mistake", 1.0, [-1.0, 0.0, 0.0]),  # y a ≤ 0: both are mistakes
        ("positive", 0.5, [-0.5, 0.0, 0.5]),  # a = 0 predicts +1: only y = -1 is a mistake
        ("negative", 0.5, [-0.5, 0.0, -0.5]),  # a = 0 predicts -1: only y = +1 is a mistake
    ],
)
def test_a_score_of_zero_follows_the_zero_score_setting(zero_score, zero_one, grad):
    data = LossData(np.array([[1.0, 0.0], [-1.0, 0.0]]), np.array([1.0, -1.0]), True, zero_score)
    assert mean_losses(data, np.zeros(2), 0.0)["zero_one"] == zero_one
    grad_w, grad_b = gradient(data, "perceptron", np.zeros(2), 0.0)
    np.testing.assert_allclose([*grad_w, grad_b], grad)


@pytest.mark.parametrize("name", ["perceptron", "hinge", "logistic"])
def test_gradients_match_finite_differences(name):
    rng = np.random.default_rng(3)
    X5 = rng.normal(size=(40, 2))
    data = LossData(X5, np.where(rng.random(40) < 0.5, 1.0, -1.0))
    for _ in range(5):
        w, b = rng.normal(size=2), float(rng.normal())
        margins = data.y * (X5 @ w + b)
        assert np.min(np.abs(margins)) > 1e-3 and np.min(np.abs(margins - 1)) > 1e-3  # away from the kinks
        h = 1e-6
        numeric = []
        for k in range(3):
            step = np.zeros(3)
            step[k] = h
            up = mean_losses(data, w + step[:2], b + step[2])[name]
            down = mean_losses(data, w - step[:2], b - step[2])[name]
            numeric.append((up - down) / (2 * h))
        grad_w, grad_b = gradient(data, name, w, b)
        np.testing.assert_allclose([*grad_w, grad_b], numeric, rtol=1e-5, atol=1e-8)


def test_the_perceptrons_update_is_a_step_down_its_gradient():
    # CMU lecture 6, first step: w = 0, x = (-1, 2), y = -1, a = 0 predicts + under "positive": a mistake.
    X_cmu = np.array([[-1.0, 2.0], [1.0, 0.0]])
    learner = Learner(X_cmu, np.array([0, 1]), 2, fit_intercept=False, zero_score="positive")
    learner.step()
    one = LossData(X_cmu[:1], np.array([-1.0]), fit_intercept=False, zero_score="positive")
    grad_w, _ = gradient(one, "perceptron", np.zeros(2), 0.0)
    np.testing.assert_array_equal(learner.W[0], -grad_w)  # w1 = w0 - ∇ = (1, -2)
    np.testing.assert_array_equal(learner.W[0], [1.0, -2.0])


def test_logistic_loss_is_finite_for_huge_margins():
    data = LossData(np.array([[1.0, 0.0], [1.0, 0.0]]), np.array([1.0, -1.0]), fit_intercept=False)
    with np.errstate(over="raise", invalid="raise", divide="raise"):
        losses = example_losses(data, np.array([1000.0, 0.0]), 0.0)["logistic"]
        grad_w, _ = gradient(data, "logistic", np.array([1000.0, 0.0]), 0.0)
    np.testing.assert_allclose(losses, [0.0, 1000.0], atol=1e-300)
    np.testing.assert_allclose(grad_w, [0.5, 0.0])  # only the wrong one pulls: -y x / n = (1, 0) / 2


def test_landscape_holds_the_mean_losses_row_major_over_w2_then_w1():
    w1 = np.array([0.0, 1.0, 2.0])
    w2 = np.array([-1.0, 0.0])
    scape = landscape(DATA, w1, w2, B)
    assert scape is not None
    for name in LOSSES:
        assert scape.values[name].shape == (2, 3)
        assert scape.values[name][0, 1] == pytest.approx(sum(HAND[name]) / 3), name  # w2 = -1, w1 = 1
    # w = 0, b = 0.5: a = 0.5 for all: y a = 0.5, -0.5, -0.5
    assert scape.values["perceptron"][1, 0] == pytest.approx(1 / 3)
    assert scape.values["zero_one"][1, 0] == pytest.approx(2 / 3)


def test_landscape_holds_the_other_weights_fixed_for_more_features():
    X3 = np.hstack([X, np.array([[1.0], [0.0], [-1.0]])])
    scape = landscape(LossData(X3, Y), np.array([1.0]), np.array([-1.0]), B, rest=np.array([2.0]))
    assert scape is not None
    # w3 = 2 adds 2, 0, -2 to the scores: a = 1.5, -1.5, 1.5 -> y a = 1.5, 1.5, -1.5
    assert scape.values["perceptron"][0, 0] == pytest.approx(1.5 / 3)


def test_landscape_stops_when_asked():
    calls = []
    big = LossData(np.ones((50_000, 2)), np.ones(50_000))
    result = landscape(big, np.linspace(-1, 1, 50), np.linspace(-1, 1, 50), 0.0, keep_going=lambda f: calls.append(f))
    assert result is None and len(calls) == 1


def test_landscape_memory_stays_bounded_by_blocks():
    rng = np.random.default_rng(0)
    n = 10_000
    data = LossData(rng.normal(size=(n, 2)), np.where(rng.random(n) < 0.5, 1.0, -1.0))
    grid = np.linspace(-2, 2, 40)
    tracemalloc.start()
    landscape(data, grid, grid, 0.1)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 48e6, f"{peak / 1e6:.0f} MB; all scores at once would take {n * 40 * 40 * 8 / 1e6:.0f} MB"


def test_the_slice_along_an_update_passes_through_both_ends():
    # From (w, b) = ((1, -1), 0.5) along Δ = ((-1, 1), -0.5): s = 1 is w = 0, b = 0, every margin 0.
    curves = along(DATA, W, B, np.array([-1.0, 1.0]), -0.5, np.array([0.0, 1.0]))
    assert curves["perceptron"].tolist() == pytest.approx([4 / 3, 0.0])
    assert curves["hinge"].tolist() == pytest.approx([2.0, 1.0])
    assert curves["zero_one"].tolist() == pytest.approx([2 / 3, 1.0])  # y a = 0 is a mistake
    assert curves["logistic"].tolist() == pytest.approx([sum(HAND["logistic"]) / 3, math.log(2)])


def test_nice_extent_is_a_round_number_with_room():
    assert nice_extent(np.array([3.0])) == 5.0
    assert nice_extent(np.array([0.1])) == 1.0
    assert nice_extent(np.array([-8.5, 2.0])) == 20.0
    assert nice_extent(np.array([np.nan, 0.5]), least=0.1) == 1.0


def test_sample_keeps_small_data_and_draws_the_same_rows_from_large():
    assert sample(DATA, 3) is DATA
    rng = np.random.default_rng(1)
    big = LossData(rng.normal(size=(1000, 2)), np.ones(1000))
    a, b = sample(big, 100), sample(big, 100)
    assert len(a.y) == 100
    np.testing.assert_array_equal(a.X, b.X)
    assert {tuple(row) for row in a.X} <= {tuple(row) for row in big.X}


def test_bad_labels_are_refused_with_what_is_allowed():
    with pytest.raises(ValueError, match="-1 or \\+1"):
        LossData(X, np.array([0.0, 1.0, 1.0]))


def test_contour_segments_lie_on_the_level_line():
    grid = np.linspace(-2.0, 2.0, 41)
    cone = np.hypot(grid[None, :], grid[:, None])  # rows: w2, columns: w1
    xs, ys = contour_segments(cone, grid, grid, 1.03)  # a radius that meets no grid point
    assert len(xs) == len(ys) and len(xs) % 2 == 0 and len(xs) > 40
    # linear interpolation along a cell edge: within the cell's curvature of the circle
    np.testing.assert_allclose(np.hypot(xs, ys), 1.03, atol=0.01)
    # the segments join up: every end point is some other segment's end point too (a closed curve)
    ends = {(round(float(a), 9), round(float(b), 9)) for a, b in zip(xs, ys, strict=True)}
    assert len(ends) == len(xs) // 2


def test_contour_segments_of_a_plane_is_one_straight_line():
    grid = np.linspace(0.0, 1.0, 5)
    plane = np.tile(grid, (5, 1))  # value = w1
    xs, ys = contour_segments(plane, grid, grid, 0.6)
    np.testing.assert_allclose(xs, 0.6)
    assert sorted(set(np.round(ys, 9))) == [0.0, 0.25, 0.5, 0.75, 1.0]
    assert len(contour_segments(plane, grid, grid, 2.0)[0]) == 0  # the level is never reached


def test_one_feature_has_losses_gradients_and_slices_but_no_landscape():
    data = LossData(np.array([[1.0], [-2.0]]), np.array([1.0, 1.0]))
    # w = 1, b = 0.5: a = 1.5, -1.5; y a = 1.5, -1.5
    np.testing.assert_allclose(example_losses(data, np.array([1.0]), 0.5)["perceptron"], [0.0, 1.5])
    grad_w, grad_b = gradient(data, "perceptron", np.array([1.0]), 0.5)
    np.testing.assert_allclose([*grad_w, grad_b], [1.0, -0.5])  # -y x~ of example 2, (2, -1), over n = 2
    # s = 2: w = -1, a = -0.5, 2.5
    assert along(data, np.array([1.0]), 0.5, np.array([-1.0]), 0.0, np.array([2.0]))["perceptron"][0] == 0.25
    with pytest.raises(ValueError, match="needs two features"):
        landscape(data, np.zeros(3), np.zeros(3), 0.0)


def test_a_landscapes_cells_are_centred_on_equal_parts_of_minus_e_to_e():
    np.testing.assert_allclose(cell_centres(2.0, 4), [-1.5, -0.5, 0.5, 1.5])
    np.testing.assert_allclose(cell_centres(1.0, 1), [0.0])


def test_contour_lines_lie_on_evenly_spaced_levels_of_the_mean_loss_and_the_0_1_loss_has_none():
    axis = cell_centres(3.0, 81)
    scape = landscape(DATA, axis, axis, B)
    assert scape is not None
    assert contour_lines(scape, "zero_one")[0].size == 0
    for name in ("perceptron", "hinge", "logistic"):
        xs, ys = contour_lines(scape, name, levels=3)
        assert xs.size > 0 and xs.size % 2 == 0 and xs.shape == ys.shape  # segments: pairs of points
        lo, hi = float(scape.values[name].min()), float(scape.values[name].max())
        levels = [lo + k * (hi - lo) / 4 for k in (1, 2, 3)]  # three levels strictly between min and max
        points = zip(xs[::7], ys[::7], strict=True)
        on_points = np.array([mean_losses(DATA, np.array([x, y]), B)[name] for x, y in points])
        gap = np.min(np.abs(on_points[:, None] - np.array(levels)[None, :]), axis=1)
        assert gap.max() < 0.02 * (hi - lo), name
