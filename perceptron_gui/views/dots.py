"""Dots that are cheap to move: round, of one size in pixels and one colour, with a thin outline.

pyqtgraph's ScatterPlotItem builds a styled record per point each time its data is set: 500 dots took about 1 ms
to move and nearly as long to repaint, and the loss panel moves four sets of them at each redraw during a run.
These are one dot drawn once into a pixmap and copied to each point (the points' polygon made in one NumPy copy),
all in one call to Qt, as ScatterPlotItem copies its symbols.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
import pyqtgraph.functions as fn
from numpy.typing import ArrayLike
from pyqtgraph.Qt.internals import PrimitiveArray
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

OUTLINE_PX = 0.8  # the outline's width, centred on the dot's edge (as a ScatterPlotItem's pen)


class Dots(pg.GraphicsObject):
    """Dots ``size`` pixels across in ``colour`` at the points given to :meth:`setData`, outlined in ``outline``."""

    def __init__(self, size: float, colour: str, outline: str = "#222222") -> None:
        super().__init__()
        self._size = size
        self._colour = QColor(colour)
        self._outline = QColor(outline)
        self._x = np.zeros(0)
        self._y = np.zeros(0)
        self._points = QPolygonF()
        self._bounds = QRectF()
        self._drawn: tuple[tuple[float, float], QPixmap] | None = None  # (size, pixel ratio) and its dot
        self._copies = PrimitiveArray(QPainter.PixmapFragment, 10)  # where each copy of the dot goes

    def setData(self, x: ArrayLike, y: ArrayLike) -> None:
        """Put the dots at (x[k], y[k]); points that are not finite are not drawn."""
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        keep = np.isfinite(x) & np.isfinite(y)
        self.prepareGeometryChange()
        self._x, self._y = x, y
        self._points = fn.arrayToQPolygonF(x[keep], y[keep]) if keep.any() else QPolygonF()
        self._bounds = self._points.boundingRect()
        self.informViewBoundsChanged()
        self.update()

    def getData(self) -> tuple[np.ndarray, np.ndarray]:
        """The points given last, as given."""
        return self._x, self._y

    def setSize(self, size: float) -> None:
        """Dots ``size`` pixels across."""
        self.prepareGeometryChange()
        self._size = size
        self.update()

    def dataBounds(self, ax: int, frac: float = 1.0, orthoRange: object = None) -> tuple[float, float] | None:
        """The drawn points' range along axis ``ax`` (0: x, 1: y), for pyqtgraph's auto-range."""
        if self._points.isEmpty():
            return None
        b = self._bounds
        return (b.left(), b.right()) if ax == 0 else (b.top(), b.bottom())

    def boundingRect(self) -> QRectF:
        if self._points.isEmpty():
            return QRectF()
        px, py = self.pixelVectors()
        pad = (self._size + OUTLINE_PX) / 2
        dx = pad * (px.length() if px is not None else 0.0)
        dy = pad * (py.length() if py is not None else 0.0)
        return self._bounds.adjusted(-dx, -dy, dx, dy)

    def viewTransformChanged(self) -> None:
        self.prepareGeometryChange()  # the padding of a pixel size in data units changes with the view

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._points.isEmpty():
            return
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        dot = self._dot(ratio)
        xy = fn.ndarray_from_qpolygonf(self._points)
        at = fn.transformCoordinates(painter.transform(), xy.T)  # the dots' centres, in pixels
        painter.resetTransform()
        self._copies.resize(at.shape[1])
        copies = self._copies.ndarray()
        copies[:, 0:2] = fn.clip_array(at.T, -(2**30), 2**30)  # far off the plot when zoomed in: Qt fails on huge
        copies[:, 2:6] = (0.0, 0.0, dot.width(), dot.height())  # the whole dot, in its pixels
        copies[:, 6:10] = (1 / ratio, 1 / ratio, 0.0, 1.0)  # scale, rotation, opacity
        fragments, count = self._copies.drawargs()
        painter.drawPixmapFragments(fragments, count, dot)

    def _dot(self, ratio: float) -> QPixmap:
        """One dot, drawn once per size and pixel ratio."""
        key = (self._size, ratio)
        if self._drawn is None or self._drawn[0] != key:
            side = self._size + OUTLINE_PX
            dot = QPixmap(math.ceil(side * ratio), math.ceil(side * ratio))
            dot.setDevicePixelRatio(ratio)
            dot.fill(Qt.GlobalColor.transparent)
            painter = QPainter(dot)
            try:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                painter.setPen(QPen(self._outline, OUTLINE_PX))
                painter.setBrush(self._colour)
                painter.drawEllipse(QRectF(OUTLINE_PX / 2, OUTLINE_PX / 2, self._size, self._size))
            finally:
                painter.end()
            self._drawn = (key, dot)
        return self._drawn[1]
