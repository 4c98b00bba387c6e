"""Multiclass on the canvas: each class's w_c drawn from the origin in its colour, region borders that stay straight
at any zoom (no pixel steps), and a class picker that reads the document's own labels.

Measured on the canvas as rendered: the colour along each w_c's ray from the origin, and the tint of every pixel
beside a border against the class that wins there (argmax of w_c·x + b_c, computed here with NumPy).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QWheelEvent
from PySide6.QtWidgets import QApplication

from core.session.classes import position
from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.views.canvas import TINT_ALPHA
from perceptron_gui.widgets.palette import class_color
from tests.gui.conftest import viewport_pos
from tests.gui.exports.test_export_animation import settled_grab

SHOTS = Path("/work/shots26b")
NEAR_LINE_PX = 1.5  # antialiasing and the border's own pen: pixels this close to the true border are not judged


def _trained_three_gaussians(window, qtbot, epochs: int = 3) -> None:
    window.resize(1200, 760)
    window.files.open_path(EXAMPLES / "three_gaussians.json")
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().coef.shape[0] == 3)
    for _ in range(epochs):
        window.findChild(QAction, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().epoch >= epochs, timeout=20000)
    window.training.travel_to(None)


def _colour(k: int) -> np.ndarray:
    c = class_color(k)
    return np.array([c.red(), c.green(), c.blue()], dtype=float)


def _tint(k: int) -> np.ndarray:
    return 255.0 + (_colour(k) - 255.0) * TINT_ALPHA / 255.0


def wheel(canvas, at: QPoint, steps: int) -> None:
    """Turn the mouse wheel ``steps`` notches forwards (zooming in) with the pointer at ``at``."""
    for _ in range(steps):
        event = QWheelEvent(
            QPointF(at),
            QPointF(canvas.viewport().mapToGlobal(at)),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(canvas.viewport(), event)


def test_each_class_w_c_is_an_arrow_from_the_origin_in_its_colour(window, qtbot):
    _trained_three_gaussians(window, qtbot)
    state = window.training.state()
    image = settled_grab(window, qtbot).astype(float)
    if SHOTS.is_dir():
        window.grab().save(str(SHOTS / "multiclass_w_c_arrows.png"))
    origin = viewport_pos(window.canvas, 0.0, 0.0)
    o = np.array([origin.x(), origin.y()], dtype=float)
    labels = window.canvas.labels()
    found = {}
    for c, label in enumerate(state.classes):
        w = state.coef[c]
        u = np.array([w[0], -w[1]]) / np.hypot(*w)  # screen y grows downwards; the aspect is locked
        colour = _colour(position(labels, int(label)))
        hits = []
        for s in range(8, 31, 2):
            x, y = np.round(o + s * u).astype(int)
            patch = image[y - 2 : y + 3, x - 2 : x + 3]
            hits.append(bool((np.linalg.norm(patch - colour, axis=2) < 60).any()))
        found[int(label)] = float(np.mean(hits))
    print(f"share of the ray from the origin along w_c in class c's colour: {found}")
    assert all(share >= 0.8 for share in found.values()), found


def test_region_borders_are_straight_at_any_zoom(window, qtbot):
    _trained_three_gaussians(window, qtbot)
    state = window.training.state()
    W, b = state.coef, state.intercept
    X, y = window.points.X, window.points.y
    # a point on the border of the first two classes where they are the two best: between their means
    a, c = state.classes[:2]
    p, q = X[y == a].mean(axis=0), X[y == c].mean(axis=0)
    fa, fc = W[0] @ p + b[0] - (W[1] @ p + b[1]), W[0] @ q + b[0] - (W[1] @ q + b[1])
    border = p + fa / (fa - fc) * (q - p)
    assert np.argsort(W @ border + b)[-2:].tolist() in ([0, 1], [1, 0])
    labels = window.canvas.labels()
    tints = {k: _tint(position(labels, int(state.classes[k]))) for k in range(len(state.classes))}
    widths = []
    for steps in (0, 7, 9):  # as fitted, then zoomed in with the wheel over the border: about 8 and 120 times
        wheel(window.canvas, viewport_pos(window.canvas, *border), steps)
        qtbot.wait(400)
        image = settled_grab(window, qtbot).astype(float)
        vb = window.canvas.getPlotItem().getViewBox()
        widths.append(vb.viewRange()[0][1] - vb.viewRange()[0][0])
        if SHOTS.is_dir():
            window.canvas.grab().save(str(SHOTS / f"multiclass_border_zoom_{len(widths)}.png"))
        box = window.canvas.mapFromScene(vb.sceneBoundingRect()).boundingRect()
        rows = np.arange(box.top() + 3, box.bottom() - 3)
        cols = np.arange(box.left() + 3, box.right() - 3)
        (xmin, xmax), (ymin, ymax) = vb.viewRange()
        px_x = (xmax - xmin) / box.width()
        px_y = (ymax - ymin) / box.height()
        gx = xmin + (cols - box.left() + 0.5) * px_x
        gy = ymax - (rows - box.top() + 0.5) * px_y
        XX, YY = np.meshgrid(gx, gy)
        scores = XX[..., None] * W[:, 0] + YY[..., None] * W[:, 1] + b
        order = np.sort(scores, axis=2)
        best = np.argmax(scores, axis=2)
        # distance in pixels to the nearest border: the score gap over the gradient of the gap, per pixel
        gap = order[..., -1] - order[..., -2]
        second = np.argsort(scores, axis=2)[..., -2]
        dw = W[best] - W[second]
        grad = np.hypot(dw[..., 0] / (1 / px_x), dw[..., 1] / (1 / px_y))
        distance = gap / np.maximum(grad, 1e-300)
        pixels = image[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1]
        nearest = np.argmin(np.stack([np.linalg.norm(pixels - tints[k], axis=2) for k in tints], axis=2), axis=2)
        closeness = np.min(np.stack([np.linalg.norm(pixels - tints[k], axis=2) for k in tints], axis=2), axis=2)
        judged = (distance > NEAR_LINE_PX) & (closeness < 12)
        wrong = judged & (nearest != best)
        print(f"view {widths[-1]:.3g} wide: {int(judged.sum())} tinted pixels judged, {int(wrong.sum())} wrong")
        assert judged.sum() > 1000
        assert wrong.sum() == 0
    assert widths[0] > 50 * widths[-1]  # the wheel zoomed in


def test_the_class_picker_reads_the_document_labels(window, qtbot, tmp_path):
    path = tmp_path / "pets.csv"
    path.write_text("x1,x2,label\n0,0,cat\n1,0,dog\n0,1,bird\n2,2,dog\n", encoding="utf-8")
    window.files.open_path(path)
    qtbot.waitUntil(lambda: window.document.label_names is not None and len(window.points) == 4)
    picker = window.class_picker
    texts = [picker.itemText(k) for k in range(picker.count())]
    assert texts[:3] == ["1:  y = bird", "2:  y = cat", "3:  y = dog"]
    assert texts[3:] == [f"{k}:  new class" for k in range(4, 9)], texts  # not a number the document lacks
    tip = picker.itemData(3, Qt.ItemDataRole.ToolTipRole)
    assert tip == "A click adds the first point of a new class, y = class 4"  # named as the document will name it


def test_class_arrows_first_drawn_while_presenting_are_as_large_as_the_presented_two_class_arrow(window, qtbot):
    """The w_c arrows are made when a multiclass model is first drawn: made while presenting, they are enlarged
    as the two-class w arrow is (heads twice as long), not drawn at the normal size."""
    normal_head = window.canvas.arrow_head_px
    window.findChild(QAction, "actionPresentation").trigger()
    qtbot.waitUntil(lambda: window.canvas.scale_factor > 1.0)
    factor = window.canvas.scale_factor
    _trained_three_gaussians(window, qtbot)
    qtbot.waitUntil(lambda: len(window.canvas.drawing().class_arrows) > 0)
    for arrow in window.canvas.drawing().class_arrows:
        assert arrow.head == normal_head * factor
