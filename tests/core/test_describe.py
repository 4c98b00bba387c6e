"""The picture in words (core.session.describe): the boundary's equation and where w points, as read aloud."""

import numpy as np
import pytest

from core.session.describe import NOTHING, boundary_equation, describe_picture, direction_text, step_sentence
from core.session.shown import Shown


@pytest.mark.parametrize(
    ("w", "b", "said"),
    [
        ([2.0, -1.0], 0.0, "2·x₁ − x₂ = 0"),
        ([3.0, 1.0], 0.0, "3·x₁ + x₂ = 0"),
        ([1.0, 1.0], -1.0, "x₁ + x₂ − 1 = 0"),
        ([-1.0, 0.0], 0.5, "−x₁ + 0.5 = 0"),
        ([0.0, 2.5], -5.0, "2.5·x₂ − 5 = 0"),
        ([2.0], -1.0, "x = 0.5"),  # a number line: the threshold -b/w
    ],
)
def test_the_boundary_is_written_as_an_equation(w, b, said):
    assert boundary_equation(np.array(w), b) == said


@pytest.mark.parametrize(
    ("w", "said"),
    [([1, 0], "to the right"), ([1, 1], "up and to the right"), ([0, 1], "straight up"),
     ([-1, 0.1], "to the left"), ([2, -1], "down and to the right"), ([0, -3], "straight down")],
)  # fmt: skip
def test_where_w_points_is_said_in_words(w, said):
    assert direction_text(np.array(w, dtype=float)) == said


def test_nothing_shown_says_what_to_do():
    assert step_sentence(Shown()) == NOTHING
    assert describe_picture(Shown()) == NOTHING
