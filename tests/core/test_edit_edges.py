"""Issue 29, item 5: after an edit the window needs the set's box, its R = max ||x|| and its density counts
without a pass over every point (a move of one point of 5.2 million took 1.0-1.3 s in the window).

What an edit carries over (the set's edge, its class indices, the counts per cell) must be the very numbers
a fresh pass over the edited set gives, bit for bit: the oracles below are that pass (NumPy's min and max,
:func:`radius` over X, :func:`class_density` of the whole set).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from core.session.density import DensityCounts, class_codes
from core.session.geometry import class_density
from core.session.points import Delete, Edit, Insert, Move, PointSet, Relabel, append
from core.session.settings import TrainingSettings
from core.session.snapshot import StartErrors, initial_snapshot
from core.teach.theory import radius

INTERCEPTS = [(False, 1.0), (True, 1.0), (True, 1e-3), (True, 1e250)]
RECT, SHAPE = (-3.0, 3.0, -2.0, 2.5), (7, 9)


def random_edit(rng: np.random.Generator, points: PointSet) -> Edit:
    """An edit a lecturer could make, often of the points on the set's edge (the hard case)."""
    n, d = len(points), points.d
    kind = int(rng.integers(0, 5)) if n > 2 else 0
    far = int(np.argmax(np.abs(points.X).max(axis=1))) if n else 0
    where = int(rng.choice([far, int(rng.integers(n))])) if n else 0
    scale = float(rng.choice([1.0, 1.0, 5.0, 1e200]))
    if kind == 0:
        return append(rng.normal(size=(int(rng.integers(1, 3)), d)) * scale, int(rng.integers(0, 4)), n)
    if kind == 1:
        return Delete(tuple({where, int(rng.integers(n))}))
    if kind == 2:
        to = points.X[int(rng.integers(n))] if rng.random() < 0.2 else rng.normal(size=d) * scale  # onto another
        return Move((where,), np.asarray(to, dtype=np.float64).reshape(1, d))
    if kind == 3:
        return Relabel((where,), int(rng.integers(0, 4)))
    at = tuple(sorted({0, int(rng.integers(n))}))
    return Insert(at, rng.normal(size=(len(at), d)), np.zeros(len(at), dtype=np.int64))


def assert_edge_exact(points: PointSet) -> None:
    if not len(points):
        return
    lo, hi = points.box()
    plane = points.plane
    assert lo.tolist() == plane.min(axis=0).tolist() and hi.tolist() == plane.max(axis=0).tolist()
    for fit_intercept, c in INTERCEPTS:
        assert radius(points.extremes, fit_intercept, c) == radius(points.X, fit_intercept, c), (fit_intercept, c)
    assert points.codes.tolist() == np.searchsorted(np.unique(points.y), points.y).tolist()


@pytest.mark.parametrize("d", [2, 1])
def test_what_edits_carry_over_is_what_a_pass_over_the_set_finds(d: int):
    rng = np.random.default_rng(d)
    points = PointSet(rng.normal(size=(60, d)), rng.integers(0, 3, 60), d=d)
    density = DensityCounts()
    undo: list[Edit] = []
    carried = 0
    for _ in range(500):
        if undo and rng.random() < 0.3:
            points, _ = undo.pop().apply(points)
        else:
            points, inverse = random_edit(rng, points).apply(points)
            undo.append(inverse)
        carried += "extremes" in points.__dict__
        assert_edge_exact(points)
        labels = tuple(int(v) for v in np.unique(points.y)[::-1])  # not sorted, as the palette's order may not be
        counts = density.counts(points, labels, RECT, SHAPE)
        fresh = class_density(points.plane, class_codes(points.y, labels), len(labels), RECT, SHAPE)
        assert np.array_equal(counts, fresh)
    assert carried > 200  # most edits leave the edge alone: what they carry over is what was checked


def test_the_edge_is_carried_over_unless_the_edit_touches_it():
    rng = np.random.default_rng(5)
    X = rng.normal(size=(1_000_000, 2))
    points = PointSet(X, rng.integers(0, 2, len(X)))
    assert_edge_exact(points)
    inner = int(np.argmin(np.hypot(X[:, 0], X[:, 1])))
    moved, _ = Move((inner,), np.array([[0.25, -0.5]])).apply(points)
    assert "extremes" in moved.__dict__ and len(moved.extremes) < 10  # a handful of rows, not a million
    assert_edge_exact(moved)
    outer = int(np.argmax(np.hypot(X[:, 0], X[:, 1])))
    pulled_in, _ = Move((outer,), np.array([[0.0, 0.0]])).apply(moved)
    assert "extremes" not in pulled_in.__dict__  # the farthest point came in: R is found again, right
    assert_edge_exact(pulled_in)
    assert radius(pulled_in.extremes, True, 1.0) < radius(points.extremes, True, 1.0)


def test_counts_of_a_set_not_made_by_an_edit_of_the_counted_one_are_counted_afresh():
    rng = np.random.default_rng(2)
    first = PointSet(rng.normal(size=(200, 2)), rng.integers(0, 2, 200))
    other = PointSet(rng.normal(size=(200, 2)), rng.integers(0, 2, 200))
    density = DensityCounts()
    density.counts(first, (0, 1), RECT, SHAPE)
    edited_other, _ = Move((0,), np.array([[0.1, 0.1]])).apply(other)  # its change refers to `other`, not `first`
    fresh = class_density(edited_other.plane, edited_other.y.astype(np.intp), 2, RECT, SHAPE)
    assert np.array_equal(density.counts(edited_other, (0, 1), RECT, SHAPE), fresh)
    wider = (-10.0, 10.0, -10.0, 10.0)  # the view changed: counted again over the new view
    moved, _ = Move((1,), np.array([[9.0, 9.0]])).apply(edited_other)
    fresh = class_density(moved.plane, moved.y.astype(np.intp), 2, wider, SHAPE)
    assert np.array_equal(density.counts(moved, (0, 1), wider, SHAPE), fresh)


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"w0": (0.5, -1.0), "b0": 0.25},
        {"variant": "voted"},
        {"variant": "kernel", "b0": -1.0},
        {"zero_score": "positive"},
        {"fit_intercept": False, "w0": (1.0, 1.0)},
    ],
)
def test_the_start_errors_after_edits_are_those_of_a_count_of_the_edited_set(changes: dict):
    rng = np.random.default_rng(11)
    points = PointSet(np.round(rng.normal(size=(80, 2)), 1), rng.integers(0, 2, 80))  # rounded: scores of 0 too
    settings = replace(TrainingSettings(), **changes)
    kept = StartErrors()
    for _ in range(300):
        edit = random_edit(rng, points)
        edited, _ = edit.apply(points)
        if len(edited.classes) < 2:
            continue
        points = edited
        counted = initial_snapshot(points, settings, start_errors=kept).training_errors
        fresh = PointSet(points.X.copy(), points.y.copy())  # made whole: counted over every point
        assert counted == initial_snapshot(fresh, settings).training_errors
