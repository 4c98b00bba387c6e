"""What the canvas's layers share: the plot's geometry and the labels placed in one drawing of the model.

Each drawing starts with :meth:`Stage.begin`; the layers record the lines and arrows they draw (scene pixels),
then every label is placed last, each clear of those lines, of the points' markers and arrow heads, of the
legend and of the labels placed before it (:func:`core.session.geometry.place_label`).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF

from core.session.geometry import Box, beside_segment, place_label
from perceptron_gui.views.canvas_layers.items import Candidate, Placement

HEAD_PX = 14  # an arrow head's length at scale 1


def box(rect: QRectF) -> Box:
    """A rectangle as (left, top, right, bottom)."""
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def corner_places(corners: list[tuple[tuple[float, float], tuple[float, float]]]) -> list[Candidate]:
    """Candidate places 8 px in from corners of the plotting area (each a corner and the side inwards)."""
    return [(np.array(p) + 8 * np.array(n), np.array(n)) for p, n in corners]


class Stage:
    """One plot's view, its presentation scale, and the lines, arrows and labels of the drawing shown."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self.plot = plot
        self.vb = plot.getViewBox()
        self.scale = 1.0  # the factor the canvas is drawn with (presentation mode: 2)
        self.segments: list[tuple[np.ndarray, np.ndarray]] = []  # lines drawn now, in scene pixels
        self.arrows: list[tuple[np.ndarray, np.ndarray]] = []  # arrows drawn now (shaft's start, tip)
        self.placed: list[Box] = []  # labels (and the legend) placed now, in scene pixels
        self.marks = np.zeros((0, 4))
        self.label_boxes: list[tuple[str, Box]] = []  # each label shown: its text and box (scene pixels)

    def view_rect(self) -> tuple[float, float, float, float]:
        """The visible data rectangle (xmin, xmax, ymin, ymax)."""
        (xmin, xmax), (ymin, ymax) = self.vb.viewRange()
        return (float(xmin), float(xmax), float(ymin), float(ymax))

    def px(self, point: np.ndarray) -> np.ndarray:
        """A data point in scene pixels (y grows downwards)."""
        p = self.vb.mapViewToScene(QPointF(float(point[0]), float(point[1])))
        return np.array([p.x(), p.y()])

    def area(self) -> Box:
        """The plotting area in scene pixels."""
        return box(self.vb.sceneBoundingRect())

    def begin(self) -> None:
        """A new drawing of the model: no line or arrow drawn yet."""
        self.segments = []
        self.arrows = []

    def drew(self, start: np.ndarray, end: np.ndarray, arrow: bool = False) -> None:
        """Record a line (or an arrow from ``start`` to its tip ``end``) drawn, in scene pixels."""
        self.segments.append((start, end))
        if arrow:
            self.arrows.append((start, end))

    def start_labels(self, legend: Box | None, points: np.ndarray) -> None:
        """Labels come next: clear of ``legend`` (when shown), of the points' marker boxes and of the arrows' heads."""
        self.placed = [] if legend is None else [legend]
        head = HEAD_PX * self.scale
        boxes = [points]
        for start, tip in self.arrows:
            d = tip - start
            length = float(np.hypot(d[0], d[1]))
            centre = tip - (d / length) * head / 2 if length > 0 else tip
            boxes.append(np.array([[*(centre - head / 2), *(centre + head / 2)]]))
        self.marks = np.vstack(boxes)
        self.label_boxes = []

    def place_all(self, placements: list[Placement]) -> None:
        """Place these labels, in order."""
        for text, words, candidates in placements:
            self.place(text, words, candidates)

    def place(self, text: pg.TextItem, words: str, candidates: list[Candidate]) -> None:
        """Show a label at the best of its candidate places (:func:`core.session.geometry.place_label`)."""
        text.setText(words)
        size = text.textItem.boundingRect()
        left, top, right, bottom = self.area()
        bounds = (left + 2, top + 2, right - 2, bottom - 2)
        (x, y, ax, ay), placed = place_label(
            (size.width(), size.height()), bounds, candidates, self.segments, self.placed, marks=self.marks
        )
        text.setAnchor((ax, ay))
        text.setPos(self.vb.mapSceneToView(QPointF(x, y)))
        text.show()
        self.placed.append(placed)
        self.label_boxes.append((words, placed))

    def place_beside(self, text: pg.TextItem, words: str, a: np.ndarray, b: np.ndarray) -> None:
        """Place a label beside the data segment a-b."""
        start, end = self.px(a), self.px(b)
        self.place(text, words, beside_segment(start, end, (0.5, 0.25, 0.75)))
