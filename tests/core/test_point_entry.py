"""Typed point values, the relabel edit and snapping: what the points table and Snap to Grid rely on."""

import numpy as np
import pytest

from core.session.point_entry import parse_coordinate, parse_label
from core.session.points import PointSet, Relabel
from core.session.snapping import snap_to_grid


@pytest.mark.parametrize(("text", "value"), [("1.5", 1.5), (" -2 ", -2.0), ("−3", -3.0), ("3e-2", 0.03), ("-0", 0.0)])
def test_a_typed_number_reads_as_that_number(text, value):
    assert parse_coordinate(text) == value


BAD = [("abc", "is not a number"), ("", "is not a number"), ("1,5", "is not a number"),
       ("nan", "not a finite number"), ("-inf", "not a finite number"), ("1e999", "not a finite number")]  # fmt: skip


@pytest.mark.parametrize(("text", "why"), BAD)
def test_bad_text_is_refused_saying_what_is_allowed(text, why):
    with pytest.raises(ValueError, match=why) as error:
        parse_coordinate(text, "x₂")
    assert str(error.value).startswith("x₂: ") and "Type a finite number" in str(error.value)


def test_labels_read_by_their_name_or_their_number():
    signed = (-1, 1, 2, 3)
    assert [parse_label(t, signed) for t in ("-1", "−1", "+1", "1", "2", "+2")] == [-1, -1, 1, 1, 2, 2]
    named = (0, 1, 2)
    assert parse_label("Dog", named, {0: "cat", 1: "dog"}) == 1 and parse_label("2", named, {0: "cat"}) == 2
    with pytest.raises(ValueError, match=r"'bird' is not a class of this document. Type one of cat, dog, 2"):
        parse_label("bird", named, {0: "cat", 1: "dog"})
    with pytest.raises(ValueError, match="Type one of -1, \\+1"):
        parse_label("0", signed)


def test_relabel_changes_only_the_labels_and_its_inverse_restores_them():
    points = PointSet([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]], [-1, 1, 1])
    relabelled, inverse = Relabel((1, 2), -1).apply(points)
    assert relabelled.y.tolist() == [-1, -1, -1] and relabelled.X.tolist() == points.X.tolist()
    restored, again = inverse.apply(relabelled)
    assert restored.y.tolist() == [-1, 1, 1] and again.apply(restored)[0].y.tolist() == [-1, -1, -1]


def test_snapping_lands_on_the_nearest_multiple_written_as_typed():
    X = np.array([[0.37, -0.68], [0.25, -0.25], [1.04, 2.96]])
    assert snap_to_grid(X, 0.5).tolist() == [[0.5, -0.5], [0.5, -0.5], [1.0, 3.0]]  # ties away from zero
    assert snap_to_grid(np.array([[0.33, 0.72], [-0.049, 0.05]]), 0.1).tolist() == [[0.3, 0.7], [0.0, 0.1]]
    assert str(snap_to_grid(np.array([0.29]), 0.1)[0]) == "0.3" and snap_to_grid(np.array([-0.2]), 1.0)[0] == 0.0
    with pytest.raises(ValueError, match="finite number > 0"):
        snap_to_grid(X, 0.0)
