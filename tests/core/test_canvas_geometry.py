"""The canvas's Qt-free geometry: label places, point densities, the averaged half-planes, portable SVG."""

import xml.etree.ElementTree as ET

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from core.session.geometry import (
    SVG_NS,
    beside_segment,
    class_density,
    density_image,
    flatten_svg,
    grid_points,
    half_space_grid,
    label_box,
    place_label,
    segment_crosses_box,
    stack_svg,
    threshold,
    transform_path_data,
)

coordinate = st.floats(-500, 500, allow_nan=False)


@settings(max_examples=300, deadline=None)
@given(coordinate, coordinate, coordinate, coordinate, st.floats(1, 300), st.floats(1, 60), st.floats(0, 1))
def test_a_label_beside_a_segment_is_never_crossed_by_the_line_through_it(x0, y0, x1, y1, w, h, t):
    a, b = np.array([x0, y0]), np.array([x1, y1])
    if np.hypot(*(b - a)) < 1e-3:
        return
    for point, normal in beside_segment(a, b, (t,)):
        _, box = label_box(point, normal, (w, h), gap=3.0)
        far = 1e4 * (b - a) / np.hypot(*(b - a))  # the whole line, not only the segment
        assert not segment_crosses_box(point - far, point + far, box)


def test_segment_crosses_box():
    box = (0.0, 0.0, 10.0, 5.0)
    assert segment_crosses_box(np.array([-5, 2]), np.array([15, 2]), box)
    assert segment_crosses_box(np.array([5, 2]), np.array([6, 3]), box)  # inside
    assert not segment_crosses_box(np.array([-5, 7]), np.array([15, 7]), box)
    assert not segment_crosses_box(np.array([-5, -5]), np.array([-1, 20]), box)
    assert not segment_crosses_box(np.array([0, -3]), np.array([0, 8]), box)  # along the edge only


def test_place_label_keeps_inside_and_clear_of_lines_and_other_labels():
    bounds = (0.0, 0.0, 400.0, 300.0)
    a, b = np.array([200.0, 0.0]), np.array([200.0, 300.0])  # a vertical line from the top edge
    _, box = place_label((120.0, 20.0), bounds, beside_segment(a, b, (0.0, 0.1)))
    assert bounds[0] <= box[0] and box[2] <= bounds[2] and bounds[1] <= box[1] and box[3] <= bounds[3]
    assert not segment_crosses_box(a, b, box)
    taken = [box]
    crossing = (np.array([0.0, 10.0]), np.array([400.0, 10.0]))
    _, other = place_label((120.0, 20.0), bounds, beside_segment(a, b, (0.0, 0.1, 0.3)), [crossing], taken)
    assert not (other[0] < box[2] and box[0] < other[2] and other[1] < box[3] and box[1] < other[3])
    assert not segment_crosses_box(*crossing, other)


def test_class_density_counts_every_point_inside_once():
    rng = np.random.default_rng(0)
    X = rng.uniform(-1, 1, size=(10_000, 2))
    codes = rng.integers(0, 3, size=10_000)
    counts = class_density(X, codes, 3, (-1.0, 1.0, -1.0, 1.0), (40, 50))
    assert counts.shape == (3, 40, 50)
    np.testing.assert_array_equal(counts.sum(axis=(1, 2)), np.bincount(codes, minlength=3))
    outside = class_density(X + 5, codes, 3, (-1.0, 1.0, -1.0, 1.0), (40, 50))
    assert outside.sum() == 0
    corner = class_density(np.array([[-0.99, 0.99]]), np.array([1]), 3, (-1.0, 1.0, -1.0, 1.0), (40, 50))
    assert corner[1, 39, 0] == 1  # row 0 is the bottom (row-major, row = y)


def test_density_image_keeps_each_class_at_its_share_and_empty_cells_clear():
    counts = np.zeros((2, 100, 100), dtype=np.int64)
    counts[0, :, :50] = 19  # left half: 95% class 0, 5% class 1
    counts[1, :, :50] = 1
    counts[1, :, 50:] = 3  # right half: class 1 only
    counts[:, :10, 50:] = 0  # and an empty band
    colours = np.array([[213, 94, 0], [0, 114, 178]], dtype=float)
    image = density_image(counts, colours)
    assert image.shape == (100, 100, 4) and image.dtype == np.ubyte
    left = image[:, :50, :3].reshape(-1, 3)
    minority = np.mean(np.all(left == colours[1], axis=1))
    assert 0.03 < minority < 0.07  # the 5% shows as a sprinkle of its own colour
    assert np.all(image[10:, 50:, :3] == colours[1])
    assert np.all(image[:10, 50:, 3] == 0) and np.all(image[10:, :, 3] >= 140)
    np.testing.assert_array_equal(image, density_image(counts, colours))  # the same picture every time


def test_half_space_grid_is_the_sign_of_the_score():
    rect = (-2.0, 3.0, -1.0, 1.0)
    grid = half_space_grid(np.array([1.0, -2.0]), 0.5, rect, 30)
    scores = grid_points(rect, 30) @ np.array([1.0, -2.0]) + 0.5
    np.testing.assert_array_equal(grid.ravel(), (scores > 0).astype(int))


def test_path_data_is_mapped_point_by_point():
    m = np.array([[2.0, 0.0, 10.0], [0.0, -3.0, 5.0], [0.0, 0.0, 1.0]])
    assert transform_path_data("M0,0 L1,1 C1,2 3,4 5,6 Z", m) == "M10,5 L12,2 C12,-1 16,-7 20,-13 Z"
    assert transform_path_data("M0,0 H2 V1", m) == "M10,5 L14,5 L14,2"
    assert transform_path_data("M0,0 l1,1", m) is None  # relative commands are left alone
    assert transform_path_data("M0,0 A1,1 0 0 1 2,2", m) is None


QT_LIKE = f"""<svg xmlns="{SVG_NS}" width="100mm" height="50mm" viewBox="0 0 400 200">
<g fill="none" stroke="#111111" stroke-width="2.5" font-family="Sans Serif"
   transform="matrix(50,0,0,-50,200,100)">
<polyline vector-effect="non-scaling-stroke" points="-1,0 1,1 " />
<path vector-effect="non-scaling-stroke" d="M0,0 L1,0"/>
<path vector-effect="none" d="M0,0 L0,1"/>
</g>
<g fill="#cc0000" transform="matrix(1,0,0,1,30,40)"><text x="0" y="0">w</text></g>
</svg>"""


def test_flatten_svg_puts_the_scale_into_the_coordinates_not_around_the_strokes():
    root = ET.fromstring(flatten_svg(QT_LIKE, 400, 200, {"Sans Serif": "'DejaVu Sans', sans-serif"}))
    assert (root.get("width"), root.get("height")) == ("400", "200")
    polyline = root.find(f".//{{{SVG_NS}}}polyline")
    assert polyline is not None and polyline.get("points") == "150,100 250,50"
    assert polyline.get("vector-effect") is None and polyline.get("transform") is None
    cosmetic, scaling = root.findall(f".//{{{SVG_NS}}}path")
    assert cosmetic.get("d") == "M200,100 L250,100" and cosmetic.get("stroke-width") is None  # stays 2.5 px
    assert scaling.get("d") == "M200,100 L200,50" and scaling.get("stroke-width") == "125"  # 2.5 units x 50
    text = root.find(f".//{{{SVG_NS}}}text")
    assert text is not None and text.get("transform") == "matrix(1,0,0,1,30,40)"
    assert all(g.get("transform") is None for g in root.iter(f"{{{SVG_NS}}}g"))
    assert root.find(f".//{{{SVG_NS}}}g[@font-family]").get("font-family") == "'DejaVu Sans', sans-serif"


def test_stack_svg_clips_a_layer_to_its_box_and_keeps_ids_apart():
    layer = f"""<svg xmlns="{SVG_NS}" viewBox="0 0 400 200"><defs><clipPath id="c"><rect width="5" height="5"/>
    </clipPath></defs><g clip-path="url(#c)"><path d="M0,0 L9,9"/></g></svg>"""
    root = ET.fromstring(stack_svg([(layer, (10.0, 20.0, 390.0, 180.0)), (layer, None)], 400, 200))
    clips = {c.get("id") for c in root.iter(f"{{{SVG_NS}}}clipPath")}
    assert clips == {"layer0-clip", "layer0-c", "layer1-c"}
    groups = root.findall(f"{{{SVG_NS}}}g")
    assert groups[0].get("clip-path") == "url(#layer0-clip)" and groups[1].get("clip-path") is None
    assert groups[0][0].get("clip-path") == "url(#layer0-c)" and groups[1][0].get("clip-path") == "url(#layer1-c)"
    assert root[2].tag == f"{{{SVG_NS}}}rect" and root[2].get("fill") == "#ffffff"  # on white, as the PNG


def test_the_number_line_threshold_is_where_w_x_plus_b_is_zero_and_none_without_w():
    assert threshold(2.0, -3.0) == 1.5  # 2·1.5 - 3 = 0
    assert threshold(-4.0, 2.0) == 0.5
    assert str(threshold(5.0, 0.0)) == "0.0"  # never printed as -0
    assert threshold(0.0, 1.0) is None


def test_a_label_no_candidate_fits_is_moved_inside_the_plot_when_it_fits_there():
    """Near the plot's corner every place beside an arrow sticks out: the label is slid inside, not cut off."""
    bounds = (0.0, 0.0, 300.0, 200.0)
    a, b = np.array([280.0, 10.0]), np.array([295.0, 4.0])  # an update arrow in the top right corner
    size = (110.0, 22.0)
    (x, y, ax, ay), box = place_label(size, bounds, beside_segment(a, b, (0.5, 0.35, 0.65)))
    left, top, right, bottom = box
    assert left >= 0.0 and top >= 0.0 and right <= 300.0 and bottom <= 200.0, box
    assert (right - left, bottom - top) == size
    assert (x - ax * size[0], y - ay * size[1]) == (left, top)  # the placement is the box's
