"""The canvas's plot items and the few facts about a snapshot that more than one layer draws from."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.session.snapshot import Snapshot
from perceptron_gui.views.edit_tool import EditTool

TINT_ALPHA = 45
LABEL_FILL = (255, 255, 255, 215)  # behind canvas labels: readable where lines cross them
LABEL_Z = 15  # labels above lines, arrows and points; the legend (20) above them
Candidate = tuple[np.ndarray, np.ndarray]  # a label's place: a point (scene pixels) and the side to put it on
Placement = tuple[pg.TextItem, str, list[Candidate]]  # a label, its words and its candidate places


def blank(item: pg.PlotCurveItem | pg.PlotDataItem) -> None:
    """Empty a line and repaint where it was (``PlotDataItem.clear`` leaves its old pixels on screen).

    An empty line is left alone: the frames of a run blank the lines they do not draw, and emptying one again
    costs as much as drawing it.
    """
    x = item.xData
    if x is not None and len(x):
        item.setData([], [])


def has_line(item: pg.PlotCurveItem) -> bool:
    """Whether a line is drawn (holds data)."""
    return item.xData is not None and len(item.xData) > 0


def label(colour: str, anchor: tuple[float, float]) -> pg.TextItem:
    """A canvas text label on a light background."""
    text = pg.TextItem("", color=colour, anchor=anchor, fill=pg.mkBrush(*LABEL_FILL))
    text.setZValue(LABEL_Z)
    return text


class Scatter(pg.ScatterPlotItem):
    """A scatter that costs nothing to repaint while it is empty.

    The canvas repaints at every frame of a run, and most of its scatters (test points, rings, support vectors) are
    empty then: pyqtgraph's paint still culls, maps and stacks their no points, 0.2 ms of Python each, 2-3 ms a frame,
    and Qt asks each for its bounds about four times a frame (0.4 ms a frame for the twelve, under the profiler).
    """

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if len(self.data):
            super().paint(painter, option, widget)

    def boundingRect(self) -> QRectF:
        return super().boundingRect() if len(self.data) else QRectF()

    def clear(self) -> None:
        self.prepareGeometryChange()  # pyqtgraph's clear does not say the bounds change
        super().clear()


class PointsItem(Scatter):
    """A class's points, or rings over points; a click on one goes on to the edit tool (pyqtgraph's scatter would
    take it)."""

    def mouseClickEvent(self, ev) -> None:
        ev.ignore()


class EditViewBox(pg.ViewBox):
    """A ViewBox whose left/right clicks and left drags go to the edit tool; middle drag pans, wheel zooms."""

    def __init__(self) -> None:
        super().__init__(enableMenu=False)
        self.tool: EditTool | None = None

    def mouseClickEvent(self, ev) -> None:
        if self.tool is not None and ev.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            ev.accept()
            self.tool.click(self.mapSceneToView(ev.scenePos()), ev.button(), ev.modifiers())
        else:
            super().mouseClickEvent(ev)

    def mouseDragEvent(self, ev, axis=None) -> None:
        if self.tool is not None and ev.button() == Qt.MouseButton.LeftButton and axis is None:
            ev.accept()
            start = self.mapSceneToView(ev.buttonDownScenePos())
            self.tool.drag(start, self.mapSceneToView(ev.scenePos()), ev.isStart(), ev.isFinish())
        else:
            super().mouseDragEvent(ev, axis)


def averaged_model(snap: Snapshot | None) -> tuple[np.ndarray, float] | None:
    """The averaged variant's model (averaged w and b) of a two-class snapshot, else None."""
    if snap is None or not snap.traits.averaged or snap.multiclass:
        return None
    if snap.avg_coef is None or snap.avg_intercept is None:
        return None
    return snap.avg_coef[0], float(snap.avg_intercept[0])


def voted_model(snap: Snapshot | None) -> bool:
    """Whether ``snap`` is the voted variant's on two classes: its model is the vote, shaded from its grid."""
    return snap is not None and snap.traits.voted and not snap.multiclass


def linear_multiclass(snap: Snapshot | None) -> bool:
    """Whether ``snap`` is a linear model of three classes or more in the plane (drawn as exact shapes)."""
    return snap is not None and snap.multiclass and snap.traits.primal and snap.coef.shape[1] == 2
