"""No label hides data (issue 40, item 4): the w and η·y·x labels, the reference lines' and the "w = 0" note are
placed where they cover no point's marker, no w arrow and no other label, on the canvas and in every export
(each aspect, normal and presentation look).

Every time the canvas draws its model (in the window, or laid out for an export) the test takes the labels'
boxes and measures, in the same scene pixels, the markers of the points in view (from the points themselves,
mapped by the plot's view box) and the w arrow (from its drawn head and the arrow's frame).
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction

from tests.gui.conftest import load
from tests.gui.exports.test_export_animation import open_example
from tests.gui.exports.test_slide_exports import export_png


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def crosses(p, q, box, samples: int = 64) -> bool:
    """Whether the segment p-q passes through the box (sampled finely)."""
    for t in np.linspace(0.0, 1.0, samples):
        x, y = p + t * (q - p)
        if box[0] < x < box[2] and box[1] < y < box[3]:
            return True
    return False


class Watch:
    """Checks the labels against the points, the w arrow and each other at every drawing of the model."""

    def __init__(self, window) -> None:
        self.window = window
        self.canvas = window.canvas
        self.problems: list[str] = []
        self.frames = 0
        self.canvas.model_drawn.connect(self.check)

    def check(self) -> None:
        canvas = self.canvas
        vb = canvas.getPlotItem().getViewBox()
        labels = [(words, box) for words, box in canvas.label_boxes]
        if not labels:
            return
        self.frames += 1
        xmin, xmax, ymin, ymax = canvas.view_rect()
        X = self.window.points.points.X
        r = canvas.marker_px / 2
        for x, y in X[:, :2] if X.shape[1] >= 2 else np.column_stack([X[:, 0], np.zeros(len(X))]):
            if not (xmin <= x <= xmax and ymin <= y <= ymax):
                continue
            c = vb.mapViewToScene(QPointF(float(x), float(y)))
            marker = (c.x() - r, c.y() - r, c.x() + r, c.y() + r)
            for words, box in labels:
                if overlap(box, marker):
                    self.problems.append(f"{words!r} covers the point ({x:g}, {y:g})")
        reading = canvas.readout()
        if reading.w is not None and canvas.w_arrow_frame is not None:
            anchor, scale = canvas.w_arrow_frame
            tip = anchor + scale * np.array(reading.w)
            a, b = vb.mapViewToScene(QPointF(*anchor)), vb.mapViewToScene(QPointF(*tip))
            p, q = np.array([a.x(), a.y()]), np.array([b.x(), b.y()])
            for words, box in labels:
                if crosses(p, q, box):
                    self.problems.append(f"{words!r} lies on the w arrow")
        for i, (first, a_box) in enumerate(labels):
            for second, b_box in labels[i + 1 :]:
                if overlap(a_box, b_box):
                    self.problems.append(f"{first!r} and {second!r} overlap")

    def done(self) -> None:
        self.canvas.model_drawn.disconnect(self.check)


def step(window, qtbot, n: int) -> None:
    for _ in range(n):
        before = window.training.state().step
        window.findChild(QAction, "actionStep").trigger()
        qtbot.waitUntil(lambda before=before: window.training.state().step > before, timeout=20_000)


@pytest.mark.parametrize("name", ["cmu_trace.json", "note004_figure1.json", "note004_undershoot.json",
                                  "note004_offset.json", "separable_margin.json", "tight_bound.json"])  # fmt: skip
def test_on_the_canvas_no_label_covers_a_point_the_w_arrow_or_another_label(window, qtbot, name):
    open_example(window, qtbot, name, 0)
    watch = Watch(window)
    window.canvas.show_state(window.training.shown())
    for _ in range(8):
        step(window, qtbot, 1)
        qtbot.wait(30)
    watch.done()
    assert watch.frames >= 8
    assert watch.problems == [], sorted(set(watch.problems))


def test_on_random_sets_no_label_covers_a_point(window, qtbot):
    rng = np.random.default_rng(40)
    watch = Watch(window)
    for n in (6, 10, 16):
        X = rng.integers(-4, 5, size=(n, 2)).astype(float)
        y = np.where(X[:, 0] - X[:, 1] + rng.normal(0, 1, n) > 0, 1, -1)
        y[:2] = (1, -1)
        load(window, X, y, qtbot)
        step(window, qtbot, 6)
    watch.done()
    assert watch.frames >= 18
    assert watch.problems == [], sorted(set(watch.problems))


def test_in_every_export_aspect_and_look_no_label_covers_a_point(window, qtbot, tmp_path):
    open_example(window, qtbot, "cmu_trace.json", 3)
    watch = Watch(window)
    for aspect in ("16:9", "4:3", "square"):
        for look in (False, True):
            path = tmp_path / f"cmu_{aspect.replace(':', 'x')}_{look}.png"
            before = watch.frames
            export_png(window, path, aspect, look)
            assert path.is_file() and watch.frames > before
            Image.open(path).verify()
    watch.done()
    assert watch.problems == [], sorted(set(watch.problems))


def test_the_inspectors_distance_label_keeps_off_the_inspected_point(window, qtbot):
    """Every point of the CMU example clicked in turn after step 3: its distance to the boundary is labelled
    beside the dotted segment, never over the point (nor any other point, arrow or label)."""
    from PySide6.QtCore import Qt

    from tests.gui.conftest import viewport_pos

    open_example(window, qtbot, "cmu_trace.json", 3)
    watch = Watch(window)
    for x, y in window.points.points.X:
        pos = viewport_pos(window.canvas, float(x), float(y))
        qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        qtbot.waitUntil(lambda: any(w.startswith("distance") for w, _ in window.canvas.label_boxes), timeout=5_000)
        watch.check()
    watch.done()
    assert watch.frames >= 6
    assert watch.problems == [], sorted(set(watch.problems))
