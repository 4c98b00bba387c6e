"""Lift to (x, 1): a one-feature run drawn beside the number line as the same run in 2-D through the origin.

The intercept trick of notes 002 and 004: w·x + b = (w, b)·(x, 1), so the learner with an intercept on the
points x is the learner through the origin on the points (x, 1). The view shows the points (x, 1) on the line
z = 1, the boundary (w, b)·(x, z) = 0 through the origin, which crosses z = 1 at the threshold -b/w, and
the weight vector (w, b), all at the state shown (time travel included). The geometry is
:func:`core.session.geometry.lifted` and :func:`core.session.geometry.boundary_segment`.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QGraphicsItem

from core.session.classes import alphabet, position
from core.session.geometry import boundary_segment, half_space_grid, lifted, threshold, vector_text
from core.session.points import MAX_CLASSES
from core.session.shown import Shown
from core.session.snapshot import Snapshot
from core.teach.numbers import short
from perceptron_gui.document.points_model import PointsModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.axes import plain_numbers
from perceptron_gui.views.canvas_drawing import Drawn, drawn, positions
from perceptron_gui.views.plot_scale import scale_plot
from perceptron_gui.views.readout import Readout
from perceptron_gui.widgets.palette import class_color, class_symbol

WORDS = {
    "title": QT_TRANSLATE_NOOP("Lift", "Lift: w·x + b = (w, b)·(x, 1)"),
    "z axis": QT_TRANSLATE_NOOP("Lift", "z (the points sit at z = 1)"),
    "kernel": QT_TRANSLATE_NOOP("Lift", "Lift: the kernel perceptron has no weight vector (w, b) to lift"),
    "classes": QT_TRANSLATE_NOOP("Lift", "Lift: {n} classes have {n} weight vectors; the lift shows two"),
}
word = word_lookup("Lift", WORDS)  # word(key): WORDS[key] in the interface language
TINT_ALPHA = 45
GRID = 120


class LiftView(pg.PlotWidget):
    """The lifted picture of a one-feature document (objectName ``liftView``)."""

    def __init__(self, model: PointsModel, shown: Shown) -> None:
        super().__init__(background="w")
        self.setObjectName("liftView")
        self.model = model
        self.shown = Shown()
        self.note = ""  # why the run shown has no lifted boundary ("" when it has one)
        self._w_drawn: np.ndarray | None = None  # the (w, b) the arrow draws
        plot = self.getPlotItem()
        plain_numbers(plot)
        plot.setAspectLocked(True)
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setLabel("bottom", "x")
        plot.setLabel("left", word("z axis"))
        plot.setTitle(word("title"), color="#222222", size="11pt")
        plot.hideButtons()
        self._regions = pg.ImageItem(axisOrder="row-major")
        self._regions.setZValue(-20)
        self._data_line = pg.InfiniteLine(
            pos=1.0, angle=0, pen=pg.mkPen("#888888", width=1.5, style=Qt.PenStyle.DashLine)
        )
        self._boundary = pg.PlotDataItem(pen=pg.mkPen("#111111", width=2.5))
        self._w_shaft = pg.PlotDataItem(pen=pg.mkPen("#111111", width=2))
        self._w_head = pg.ArrowItem(angle=0, headLen=14, tipAngle=30, brush="#111111", pen=None)
        self._w_label = pg.TextItem(color="#111111", anchor=(0, 0), fill=pg.mkBrush(255, 255, 255, 215))
        self._origin = pg.ScatterPlotItem(size=8, symbol="o", pen=None, brush="#111111")
        self._origin.setData(pos=[(0.0, 0.0)])
        self._current = pg.ScatterPlotItem(size=26, symbol="o", pen=pg.mkPen("#111111", width=3), brush=None)
        for item in (self._regions, self._data_line, self._boundary, self._w_shaft, self._w_head, self._origin):
            plot.addItem(item)
        self._w_label.setZValue(15)
        plot.addItem(self._w_label)
        self._scatter = []
        for k in range(MAX_CLASSES):
            item = pg.ScatterPlotItem(
                size=11, symbol=class_symbol(k), pen=pg.mkPen("#222222", width=1), brush=pg.mkBrush(class_color(k))
            )
            item.setZValue(10)
            # The points rarely change while the model redraws 60 times a second: keep their picture.
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            plot.addItem(item)
            self._scatter.append(item)
        self._current.setZValue(11)
        plot.addItem(self._current)
        model.changed.connect(self.refresh_points)
        self.present(shown)

    def present(self, shown: Shown) -> None:
        """Draw the state shown, lifted (no boundary and no (w, b) while a quiz question is open: they would give
        its answer away), at presentation mode's size when presenting."""
        self.shown = shown
        if shown.scale != self._scale:
            self.set_scale(shown.scale)
        self.refresh_model()

    @property
    def Z(self) -> np.ndarray:
        """The lifted points (x, 1), (n, 2); none for a document of two features."""
        points = self.model.points
        return lifted(points.X) if points.d == 1 else np.zeros((0, 2))

    _scale = 1.0  # the factor set_scale drew with

    def set_scale(self, factor: float) -> None:
        """Presentation mode's size (2) or the normal one (1), as the canvas (:func:`scale_plot`)."""
        scale_plot(self, factor / self._scale, factor)
        self._scale = factor
        self.getPlotItem().setTitle(self.note or word("title"), color="#222222", size=f"{11 * factor:g}pt")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.getPlotItem().setLabel("left", word("z axis"))
            self.refresh_model()  # the title (and its note) in the interface language
        super().changeEvent(event)

    def readout(self) -> Readout:
        """What the lift shows: the (w, b) drawn as a vector (None: none), its title, and whether it is hidden for
        a quiz question."""
        v = self._w_drawn if self._w_head.isVisible() else None
        w, b = (None, None) if v is None else ((float(v[0]),), float(v[1]))
        return Readout(w=w, b=b, texts=(("title", self.note or word("title")),), hidden=self.shown.concealed)

    def drawing(self) -> tuple[np.ndarray, Drawn | None, Drawn | None]:
        """What the lift draws, in (x, z) coordinates: the points (n, 2), the boundary through the origin and the
        (w, b) arrow (None when not drawn)."""
        return positions(*self._scatter), drawn(self._boundary), drawn(self._w_shaft, None, self._w_head)

    def refresh_points(self) -> None:
        """Draw the points (x, 1) and fit the view to them and the origin."""
        if not self.isVisible():
            return
        Z, y = self.Z, self.model.y
        labels = alphabet(self.model.points.classes)
        for k, item in enumerate(self._scatter):
            mask = y == labels[k] if k < len(labels) and len(Z) else np.zeros(len(Z), dtype=bool)
            item.setData(pos=Z[mask]) if mask.any() else item.clear()
        xs = np.append(Z[:, 0], 0.0) if len(Z) else np.array([-1.0, 1.0])
        span = max(float(xs.max() - xs.min()), 2.0)
        self.getPlotItem().getViewBox().setRange(
            xRange=(float(xs.min()) - 0.15 * span, float(xs.max()) + 0.15 * span), yRange=(-1.2, 2.2), padding=0
        )
        self.refresh_model()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh_points()

    def refresh_model(self, *_: object) -> None:
        """Draw the boundary through the origin and the weight vector (w, b) of the state shown."""
        if not self.isVisible():
            return
        snap = None if self.shown.concealed else self.shown.snapshot
        (xmin, xmax), (zmin, zmax) = self.getPlotItem().getViewBox().viewRange()
        rect = (float(xmin), float(xmax), float(zmin), float(zmax))
        v = self._lifted_weights(snap)
        self._w_drawn = v
        self.note = self._why_not_lifted(snap)
        self.getPlotItem().setTitle(self.note or word("title"), color="#222222", size=f"{11 * self._scale:g}pt")
        seg = None if v is None else boundary_segment(v, 0.0, rect)
        if v is None or seg is None or snap is None:
            for item in (self._boundary, self._w_shaft):
                item.setData([], [])
            self._w_head.hide()
            self._w_label.hide()
            self._regions.clear()
        else:
            self._boundary.setData(seg[:, 0], seg[:, 1])
            self._draw_regions(snap, v, rect)
            self._draw_arrow(v, rect)
        Z = self.Z
        if snap is not None and 0 <= snap.index < len(Z):
            self._current.setData(pos=Z[[snap.index]])
        else:
            self._current.clear()

    @staticmethod
    def _why_not_lifted(snap: Snapshot | None) -> str:
        """Why the shown run has no lifted boundary, in words ("" when it has one or there is no run)."""
        if snap is None or snap.coef.shape[1] != 1:
            return ""
        if snap.traits.dual:
            return word("kernel")
        if snap.multiclass:
            return word("classes").format(n=len(snap.classes))
        return ""

    @staticmethod
    def _lifted_weights(snap: Snapshot | None) -> np.ndarray | None:
        """(w, b) of a linear two-class one-feature state, else None."""
        if snap is None or not snap.binary_primal or snap.coef.shape[1] != 1:
            return None
        v = np.array([float(snap.coef[0, 0]), float(snap.intercept[0])])
        return v if v.any() else None

    def _draw_regions(self, snap: Snapshot, v: np.ndarray, rect: tuple[float, float, float, float]) -> None:
        labels = alphabet(self.model.points.classes)
        lut = np.array(
            [class_color(position(labels, int(c)), TINT_ALPHA).getRgb() for c in snap.classes], dtype=np.ubyte
        )
        self._regions.setImage(lut[half_space_grid(v, 0.0, rect, GRID)], autoLevels=False)
        xmin, xmax, zmin, zmax = rect
        self._regions.setRect(QRectF(xmin, zmin, xmax - xmin, zmax - zmin))

    def _draw_arrow(self, v: np.ndarray, rect: tuple[float, float, float, float]) -> None:
        xmin, xmax, zmin, zmax = rect
        length = math.hypot(float(v[0]), float(v[1]))
        room = 0.45 * min(xmax - xmin, zmax - zmin)
        scale = 1.0 if length <= room else room / length
        tip = scale * v
        self._w_shaft.setData([0.0, tip[0]], [0.0, tip[1]])
        self._w_head.setPos(float(tip[0]), float(tip[1]))
        self._w_head.setStyle(angle=180 - math.degrees(math.atan2(v[1], v[0])))
        self._w_head.show()
        at_x = threshold(v[0], v[1])
        words = f"(w, b) = {vector_text(v)}" + (f"  (drawn ×{short(scale, 2)})" if scale != 1.0 else "")
        if at_x is not None:
            words += f"\ncrosses z = 1 at x = −b/w = {short(at_x)}"
        self._w_label.setText(words)
        self._w_label.setPos(xmin + 0.02 * (xmax - xmin), zmax - 0.02 * (zmax - zmin))  # the free corner above z = 1
        self._w_label.show()
