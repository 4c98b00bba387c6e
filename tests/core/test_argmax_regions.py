"""The exact regions of a linear multiclass model: polygons that tile the view, each where its class wins; borders
where two classes tie at the top; one arrow scale for every w_c. Checked against the argmax of the scores by NumPy."""

import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from core.session.argmax_regions import argmax_borders, argmax_polygons, arrows_scale

RECT = (-3.0, 5.0, -2.0, 4.0)


def cross(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    return u[0] * v[:, 1] - u[1] * v[:, 0]


def area(polygon: np.ndarray) -> float:
    x, y = polygon[:, 0], polygon[:, 1]
    return 0.5 * abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))


models = st.integers(3, 6).flatmap(
    lambda k: st.tuples(
        st.lists(st.floats(-5, 5), min_size=2 * k, max_size=2 * k), st.lists(st.floats(-5, 5), min_size=k, max_size=k)
    )
)


@settings(max_examples=200, deadline=None)
@given(models)
@example(([0.0, 0.0, 0.0, 1.0, 1.0, 0.0, -1.0, -1.0], [0.0, 0.0, 0.0, 0.0]))  # w_0 = 0 ties at the origin only
def test_the_polygons_tile_the_view_and_each_is_where_its_class_wins(model):
    W = np.array(model[0]).reshape(-1, 2)
    b = np.array(model[1])
    polygons = argmax_polygons(W, b, RECT)
    assert abs(sum(area(p) for p in polygons if len(p) >= 3) - 8.0 * 6.0) < 1e-6
    rng = np.random.default_rng(0)
    points = rng.uniform([RECT[0], RECT[2]], [RECT[1], RECT[3]], size=(300, 2))
    winners = np.argmax(points @ W.T + b, axis=1)
    for c, polygon in enumerate(polygons):
        if len(polygon) < 3:
            continue
        sides = np.array([cross(q - p, points - p) for p, q in zip(polygon, np.roll(polygon, -1, axis=0), strict=True)])
        inside = (sides >= -1e-9).all(axis=0) | (sides <= 1e-9).all(axis=0)
        scores = np.sort(points[inside] @ W.T + b, axis=1)
        clear = scores[:, -1] - scores[:, -2] > 1e-6  # not on a border (a tie)
        assert (winners[inside][clear] == c).all()


def test_borders_are_where_the_two_best_tie():
    W = np.array([[-1.8, -0.4], [2.6, -2.4], [-0.9, 2.8]])
    b = np.array([0.0, -1.0, 0.5])
    borders = argmax_borders(W, b, RECT)
    assert {(c, d) for c, d, _ in borders} == {(0, 1), (0, 2), (1, 2)}
    for c, d, segment in borders:
        for t in np.linspace(0, 1, 7):
            p = segment[0] + t * (segment[1] - segment[0])
            scores = W @ p + b
            assert abs(scores[c] - scores[d]) < 1e-9
            assert scores[c] >= scores.max() - 1e-9


def test_one_scale_keeps_every_tip_inside_the_view_when_the_origin_is():
    W = np.array([[30.0, 1.0], [-2.0, 40.0], [0.5, -0.5]])
    scale = arrows_scale(W, RECT)
    tips = scale * W
    assert (tips[:, 0] <= 5.0).all() and (tips[:, 0] >= -3.0).all() and (tips[:, 1] <= 4.0).all()
    assert (tips[:, 1] >= -2.0).all()
    assert arrows_scale(np.array([[1.0, 1.0], [-1.0, 0.5], [0.2, -1.0]]), RECT) == 1.0  # to scale when it fits
