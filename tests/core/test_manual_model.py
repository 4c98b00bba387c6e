"""The warm-up's classifier w·x + b: its readouts against hand computations (CMU lecture 6's w = (2, 3), b = 6)."""

import math

import numpy as np
import pytest

from core.session.manual_model import CMU_EXERCISE, DrawnClassifier


def test_cmu_exercise_numbers():
    c = CMU_EXERCISE
    assert (c.w, c.b) == ((2.0, 3.0), 6.0)
    assert c.norm == pytest.approx(math.sqrt(13))
    assert c.distance == pytest.approx(-6 / math.sqrt(13))
    assert c.angle == pytest.approx(math.degrees(math.atan(1.5)))
    # the point of the line nearest the origin: -b w / ||w||^2 = -6 (2, 3) / 13
    assert c.foot.tolist() == pytest.approx([-12 / 13, -18 / 13])
    assert c.score(c.foot) == pytest.approx(0.0)
    assert c.score(np.zeros(2)) == 6.0  # the origin is in S+ (6 > 0)
    assert c.equation() == "2x₁ + 3x₂ + 6 = 0"
    assert c.regions() == ("S₊ = {x : 2x₁ + 3x₂ + 6 > 0}", "S₋ = {x : 2x₁ + 3x₂ + 6 < 0}")


def test_through_a_point_keeps_w_and_sets_b():
    moved = CMU_EXERCISE.through((1.0, 1.0))  # b = -(2 + 3)
    assert moved.w == (2.0, 3.0) and moved.b == -5.0


def test_shift_says_which_way_the_line_moves():
    assert "towards S₋, against w" in CMU_EXERCISE.shift_note(1.0)
    assert "towards S₊, along w" in CMU_EXERCISE.shift_note(-1.0)
    assert "1/‖w‖ = 0.2774" in CMU_EXERCISE.shift_note(1.0)  # 1 / sqrt(13)


def test_equations_with_signs_and_unit_coefficients():
    assert DrawnClassifier((1.0, -1.0), 0.0).equation() == "x₁ − x₂ = 0"
    assert DrawnClassifier((-0.5, 1.0), -2.0).equation() == "−0.5x₁ + x₂ − 2 = 0"
    assert "√((−0.5)² + 1²)" in DrawnClassifier((-0.5, 1.0), -2.0).readouts()[0]


def test_w_zero_has_no_line_and_says_so():
    c = DrawnClassifier((0.0, 0.0), -2.0)
    assert not c.has_line and math.isnan(c.distance)
    assert c.readouts() == ["w = 0: there is no line; every x has w·x + b = −2, so the whole plane is S₋."]


@pytest.mark.parametrize(("w", "b"), [((math.nan, 1.0), 0.0), ((1.0, 2.0), math.inf), ((1e7, 0.0), 0.0)])
def test_bad_numbers_are_refused_with_a_message(w, b):
    with pytest.raises(ValueError, match="w"):
        DrawnClassifier(w, b)
