"""The canvas: points by class and the model drawn over them; mouse edits go to its edit tool.

Plot items are created once and updated with ``setData``/``setImage``
(the pyqtgraph way); the geometry comes from :mod:`core.session.geometry`.
From 20,000 points on, the points are one density picture in which every class keeps its share
of the cells. Labels sit on a light background, beside their own line or arrow (never across it)
and clear of the other lines and labels where the view has room. The update η·y·x stays drawn
as long as the step it belongs to is shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import cached_property

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPolygonItem, QStyleOptionGraphicsItem, QWidget

from core.session.argmax_regions import argmax_borders, argmax_polygons, arrows_scale
from core.session.classes import alphabet, label_text, position
from core.session.density import DensityCounts, class_codes
from core.session.geometry import (
    Box,
    beside_segment,
    boundary_segment,
    class_density,
    density_image,
    fitted_bounds,
    half_space_grid,
    on_plane,
    place_label,
    threshold,
    vector_text,
)
from core.session.points import MAX_CLASSES, PointSet
from core.session.shown import Shown
from core.session.snapshot import Snapshot, StepUpdate, no_class_text, step_update
from perceptron_gui.document.points_model import PointsModel
from perceptron_gui.views.axes import plain_numbers
from perceptron_gui.views.canvas_drawing import CanvasDrawing, drawn, positions
from perceptron_gui.views.edit_tool import GRID_STEP, EditTool
from perceptron_gui.views.key_cursor import KEYS, MOVES, KeyCursor
from perceptron_gui.views.plot_scale import scale_items, scale_plot
from perceptron_gui.views.readout import Readout, numbers
from perceptron_gui.widgets.palette import class_color, class_symbol, class_text_color, readable_text
from perceptron_gui.widgets.throttle import Throttle

TINT_ALPHA = 45
PROBABILITY_DEPTH = 0.55  # how far P = 0 and P = 1 go from white towards their class's colour
VIEW_SETTLE_MS = 60  # the decision grid follows the view once panning and zooming pause
DENSITY_FROM = 20_000  # from this many points on, the points are drawn as a density picture of mixed class colours
DENSITY_CELL_PX = 2  # its cells, in screen pixels
LEGEND_OFFSET = 10  # px between the legend and the plot's edge
LEGEND_SAMPLE = 20_000  # points looked at when choosing the legend's corner
POINT_CLEARANCE = 8  # px: a point's marker this close to the legend counts as hidden by it
LINKED_RING = "#E69F00"  # the example linked to another view (weight space's hovered line), in that view's colour
FOCUS_FRAME = "#005FCC"  # the focus frame: 6.2:1 against white (WCAG 2.2's 3:1 for a focus indicator)
FOCUS_FRAME_PX = 3
KEYBOARD_FOCUS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)
RETURN_FOCUS = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)
LABEL_FILL = (255, 255, 255, 215)  # behind canvas labels: readable where lines cross them
LABEL_Z = 15  # labels above lines, arrows and points; the legend (20) above them
REFERENCE_LABEL_AT = (0.0, 0.04, 0.08, 0.12, 0.2, 0.3, 0.4, 0.5)  # along a reference line from its label's end
UPDATE_LABEL_AT = (0.5, 0.35, 0.65, 0.2, 0.8)  # along the update arrow from its tail
Candidate = tuple[np.ndarray, np.ndarray]  # a label's place: a point (scene pixels) and the side to put it on


def probability_map(low: QColor, high: QColor) -> pg.ColorMap:
    """P = 0 in a light ``low`` (class -1's colour), 0.5 white, 1 in a light ``high`` (class +1's colour)."""

    def light(colour: QColor) -> tuple[int, int, int]:
        def towards(c: int) -> int:
            return int(255 - PROBABILITY_DEPTH * (255 - c))

        return towards(colour.red()), towards(colour.green()), towards(colour.blue())

    return pg.ColorMap(pos=[0.0, 0.5, 1.0], color=[light(low), (255, 255, 255), light(high)])


ODDS_LEVELS = (0.1, 0.9)  # the dashed lines of equal probability beside a logistic boundary


def blank(item: pg.PlotCurveItem | pg.PlotDataItem) -> None:
    """Empty a line and repaint where it was (``PlotDataItem.clear`` leaves its old pixels on screen).

    An empty line is left alone: the frames of a run blank the lines they do not draw, and emptying one again
    costs as much as drawing it.
    """
    x = item.xData
    if x is not None and len(x):
        item.setData([], [])


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


MARKED_POINTS = 5000  # points in view up to which labels keep off each marker
HEAD_PX = 14  # an arrow head's length at scale 1


class Canvas(pg.PlotWidget):
    """The drawing area (objectName ``canvas``)."""

    view_changed = Signal(object)  # (xmin, xmax, ymin, ymax), debounced
    message = Signal(str)
    hovered = Signal(int)  # the index of the point under the mouse, -1 when it leaves the points
    model_drawn = Signal()  # the model was drawn again (w_arrow_frame may have changed)

    def __init__(self, model: PointsModel) -> None:
        self._vb = EditViewBox()
        super().__init__(viewBox=self._vb, background="w")
        self.setObjectName("canvas")
        self.model = model
        self.tool: EditTool | None = None
        self.follow_data = True
        self._snapshot: Snapshot | None = None
        self._corners: np.ndarray | None = None  # the lowest and highest corner of the points' box (fit_to_data)
        self._labels: tuple[int, ...] | None = None
        self._segments: list[tuple[np.ndarray, np.ndarray]] = []  # lines drawn now, in scene pixels
        self._placed: list[Box] = []  # labels (and the legend) placed now, in scene pixels
        self._arrows: list[tuple[np.ndarray, np.ndarray]] = []
        self._marks = np.zeros((0, 4))
        self._point_boxes_of: tuple[PointSet, tuple, np.ndarray] | None = None  # (points, view, boxes) kept
        self.label_boxes: list[tuple[str, Box]] = []  # each label shown: its text and box (scene pixels)
        self._beside: dict[str, tuple[pg.TextItem, str, np.ndarray, np.ndarray]] = {}  # other views' labels
        # Where the w arrow starts and its drawing scale (tip = anchor + scale·w); None: no linear model drawn.
        self.w_arrow_frame: tuple[np.ndarray, float] | None = None
        self.concealed = False  # Quiz Mode asks: the classifier's picture would give the answer away
        plot = self.getPlotItem()
        plain_numbers(plot)
        plot.setAspectLocked(True)
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setLabel("bottom", "x₁")
        plot.setLabel("left", "x₂")
        plot.hideButtons()
        for name in ("left", "bottom"):  # the grid is drawn by the axes: repainting it every frame costs ~20 ms
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._build_items()
        self.key_cursor = KeyCursor(plot)
        self._keyboard = False  # the canvas is used by keys: its cursor and focus frame show while it has the focus
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._vb.sigRangeChangedManually.connect(self._user_moved_view)
        self._vb.sigRangeChanged.connect(self._range_changed)
        self._view_settled = Throttle(
            VIEW_SETTLE_MS, lambda: self.view_changed.emit(self.view_rect()), self, debounce=True
        )
        self.view_changed.connect(self._draw_density)
        self._hovered = -1
        self.scene().sigMouseMoved.connect(self._mouse_moved)
        model.changed.connect(self._points_changed)
        self._set_line_mode(model.points.d == 1)
        self.refresh_points()
        self.fit_to_data()

    # ---------------------------------------------------------------- items
    def _build_items(self) -> None:
        plot = self.getPlotItem()
        self._regions = pg.ImageItem(axisOrder="row-major")
        self._regions.setZValue(-20)
        plot.addItem(self._regions)
        self._contour = pg.IsocurveItem(level=0.0, pen=pg.mkPen("#222222", width=2))
        self._contour.setParentItem(self._regions)
        # A linear multiclass model: each class's region a polygon, the borders lines, each w_c an arrow from the
        # origin in its class's colour (exact shapes: straight at any zoom, where the grid's cells show steps).
        # Made when such a model is first drawn (:meth:`_multiclass_items`), not for every window's start.
        self._class_regions: list[QGraphicsPolygonItem] = []
        self._class_borders = pg.PlotCurveItem(pen=pg.mkPen("#333333", width=2), connect="pairs")
        plot.addItem(self._class_borders)
        self._class_arrows: list[tuple[pg.PlotCurveItem, pg.ArrowItem, pg.TextItem]] = []
        # Logistic regression: P(y = +1 | x) shaded from one class's colour (0) through white (0.5) to the
        # other's (1), with its colour bar beside the plot and the contours P = 0.1 and 0.9 dashed.
        self._probability = pg.ImageItem(axisOrder="row-major")
        self._probability.setZValue(-20)
        plot.addItem(self._probability)
        self._probability_bar: pg.ColorBarItem | None = None  # made when first shown (:meth:`_colour_bar`)
        self._bar_shown = False
        self._probability_drawn = False
        # P = 0.1 and 0.9 of a linear logistic model are the lines w·x + b = ln(p / (1 - p)), drawn as lines
        self._odds = [
            pg.PlotCurveItem(pen=pg.mkPen("#555555", width=1, style=Qt.PenStyle.DashLine)) for _ in ODDS_LEVELS
        ]
        for curve in self._odds:
            plot.addItem(curve)
        # Large point sets: one picture of the points' density, each cell the mix of its classes' colours.
        self._density = pg.ImageItem(axisOrder="row-major")
        self._density_counts = DensityCounts()
        self._density.setZValue(-10)
        plot.addItem(self._density)
        # The model's boundary (solid) and, for the averaged variant, the last w's (dashed).
        self._last_line = pg.PlotCurveItem(pen=pg.mkPen("#555555", width=2, style=Qt.PenStyle.DashLine))
        self._line = pg.PlotCurveItem(pen=pg.mkPen("#111111", width=2.5))
        self._w_shaft = pg.PlotCurveItem(pen=pg.mkPen("#111111", width=2))
        self._w_head = pg.ArrowItem(angle=0, headLen=14, tipAngle=30, brush="#111111", pen=None)
        self._w_label = label("#111111", (0, 1))
        self._upd_shaft = pg.PlotCurveItem(pen=pg.mkPen("#CC0000", width=2, style=Qt.PenStyle.DashLine))
        self._upd_head = pg.ArrowItem(angle=0, headLen=12, tipAngle=30, brush="#CC0000", pen=None)
        self._upd_label = label("#CC0000", (0, 0))
        for item in (self._last_line, self._line, self._w_shaft, self._w_head, self._w_label):
            plot.addItem(item)
        for item in (self._upd_shaft, self._upd_head):
            plot.addItem(item)
            item.setZValue(5)
        plot.addItem(self._upd_label)
        self._hidden_label = label("#555555", (0, 0))  # says why the classifier is not drawn (set_concealed)
        plot.addItem(self._hidden_label)
        # The batch gradient's pending sum μ·Σ y·x of the epoch so far, from w's tip (the algorithm panel sets it).
        self._pending: tuple[np.ndarray, str] | None = None
        self._pend_shaft = pg.PlotCurveItem(pen=pg.mkPen("#7B3294", width=2.5, style=Qt.PenStyle.DashDotLine))
        self._pend_head = pg.ArrowItem(angle=0, headLen=12, tipAngle=30, brush="#7B3294", pen=None)
        self._pend_label = label("#7B3294", (0, 0))
        for item in (self._pend_shaft, self._pend_head, self._pend_label):
            plot.addItem(item)
            item.setZValue(5)
        # Reference lines that stay while training changes: the max-margin w*, a pinned boundary, ensembles.
        self._references: dict[str, tuple[np.ndarray, float, str] | None] = {"star": None, "pinned": None, "mean": None}
        styles = {
            "star": ("#009E73", Qt.PenStyle.DashDotLine, 2.5),
            "pinned": ("#8A8A8A", Qt.PenStyle.DotLine, 2.5),
            "mean": ("#CC79A7", Qt.PenStyle.DashLine, 2.0),
        }
        self._reference_items: dict[str, tuple[pg.PlotCurveItem, pg.TextItem]] = {}
        for name, (colour, style, width) in styles.items():
            line = pg.PlotCurveItem(pen=pg.mkPen(colour, width=width, style=style))
            line.setZValue(4)
            text = label(readable_text(QColor(colour)).name(), (0, 1))  # the line's hue, dark enough to read
            for item in (line, text):
                plot.addItem(item)
            self._reference_items[name] = (line, text)
        voted_pen = pg.mkPen("#E69F00", width=2.5, style=Qt.PenStyle.DotLine)
        self._voted = pg.IsocurveItem(level=0.0, pen=voted_pen)
        self._voted.setZValue(4)
        plot.addItem(self._voted)
        # A legend for the reference lines, showing only those drawn; samples are lines with the same pens.
        self._legend = pg.LegendItem(
            offset=(LEGEND_OFFSET, LEGEND_OFFSET), brush=pg.mkBrush(255, 255, 255, 210), labelTextColor="#222222"
        )
        self._legend.setParentItem(plot.getViewBox())
        self._legend.setZValue(20)
        self._legend.hide()
        # the document's label names, asked when the w_c labels are drawn (the window sets who owns them)
        self.names_source: Callable[[], Mapping[int, str] | None] = lambda: None
        self._legend_names = {"last": "last w", "star": "max margin w*", "pinned": "pinned", "mean": "averaged",
                              "voted": "voted", "model": "averaged w: the model", "last_dashed": "last w",
                              "vote": "the vote: the model", "p50": "boundary P(y = +1 | x) = 0.5",
                              "odds": "P = 0.1 and 0.9"}  # fmt: skip
        self._legend_shown: tuple[str, ...] = ()
        self._voted_shown = False
        self._support = Scatter(pen=pg.mkPen("#333333", width=1.5), brush=None, symbol="o")
        plot.addItem(self._support)
        self._scatter = []
        for k in range(MAX_CLASSES):
            item = PointsItem(
                size=11, symbol=class_symbol(k), pen=pg.mkPen("#222222", width=1), brush=pg.mkBrush(class_color(k))
            )
            item.setZValue(10)
            # The points rarely change while the model redraws 60 times a second: keep their picture.
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            plot.addItem(item)
            self._scatter.append(item)
        # Held-out test points of a table document: hollow markers in the class colours, not trained on.
        self._test_points: PointSet | None = None
        self._test_scatter: list[PointsItem] = []
        for k in range(MAX_CLASSES):
            item = PointsItem(size=11, symbol=class_symbol(k), pen=pg.mkPen(class_color(k), width=2), brush=None)
            item.setZValue(9)
            plot.addItem(item)
            self._test_scatter.append(item)
        # Rings over points: a click on a ringed point selects it (plain scatters would swallow the click).
        self._selected = PointsItem(size=19, symbol="o", pen=pg.mkPen("#FF00FF", width=2), brush=None)
        self._current = PointsItem(size=26, symbol="o", pen=pg.mkPen("#111111", width=3), brush=None)
        self._band = pg.PlotCurveItem(pen=pg.mkPen("#FF00FF", width=1, style=Qt.PenStyle.DashLine))
        # Weight space rings the example whose line is hovered there (or under the mouse here).
        self._linked = PointsItem(size=26, symbol="o", pen=pg.mkPen(LINKED_RING, width=4), brush=None)
        self._linked.setZValue(30)
        plot.addItem(self._linked)
        for item in (self._selected, self._current, self._band):
            item.setZValue(11)
            plot.addItem(item)
        # A one-feature document: the number line y = 0, the threshold -b/w on it, the rays' names and the
        # margin band of the max-margin threshold (see set_margin_band).
        self._number_line = pg.InfiniteLine(pos=0.0, angle=0, pen=pg.mkPen("#444444", width=2))
        self._number_line.setZValue(3)
        self._threshold = Scatter(size=18, symbol="t1", pen=pg.mkPen("#111111", width=1.5), brush="#111111")
        self._threshold.setZValue(12)
        self._margin_band = pg.LinearRegionItem(
            (0.0, 0.0), movable=False, brush=pg.mkBrush(0, 158, 115, 60), pen=pg.mkPen("#009E73", width=1.5)
        )
        self._margin_band.setZValue(-5)
        self._margin_label = label(readable_text(QColor("#009E73")).name(), (0.5, 0))
        self._ray_labels = (label("#111111", (1, 1)), label("#111111", (0, 1)))  # S-, S+ (left and right of w > 0)
        for item in (self._number_line, self._threshold, self._margin_band, self._margin_label, *self._ray_labels):
            plot.addItem(item)
            item.hide()
        self._band_values: tuple[float, float, float] | None = None
        self._line_mode = False

    # ------------------------------------------------------------- editing
    def set_tool(self, tool: EditTool) -> None:
        """Hand mouse edits to ``tool`` and draw its selection, drag preview and rubber band."""
        self.tool = tool
        self._vb.tool = tool
        tool.selection_changed.connect(self._show_selection)
        tool.preview_changed.connect(self.refresh_points)
        tool.band_changed.connect(self._show_band)
        tool.message.connect(self.message)

    # ------------------------------------------------------------- keyboard
    def _grid(self) -> tuple[float, bool]:
        """The keyboard cursor's step and whether it stays on the number line."""
        return (self.tool.grid_step if self.tool is not None else GRID_STEP), self._line_mode

    def event(self, event: QEvent) -> bool:
        """The cursor's keys go to the canvas before the window's shortcuts (Delete removes the point under the
        cursor, not the selection); an arrow an enabled action uses (presentation mode's →) stays the action's."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self._cursor_key(event):
            event.accept()
            return True
        return super().event(event)

    def _cursor_key(self, event: QKeyEvent) -> bool:
        if event.key() not in KEYS or event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        ):
            return False
        if event.key() in MOVES:
            pressed = QKeySequence(event.keyCombination())
            window = self.window()
            return not any(action.isEnabled() and pressed in action.shortcuts() for action in window.actions())
        return True

    def keyPressEvent(self, ev: QKeyEvent) -> None:
        if self._cursor_key(ev):
            ev.accept()
            if self.key_cursor.shown:
                self.key_cursor.handle(ev, self.tool, *self._grid())
            else:  # the first key shows where the cursor is; it moves or places nothing unseen
                self._keyboard_mode(True)
            return
        super().keyPressEvent(ev)

    def _keyboard_mode(self, on: bool) -> None:
        """Show the keyboard cursor and the focus frame (on), or hide them."""
        self._keyboard = on
        if on:
            self.key_cursor.show(*self._grid())
        else:
            self.key_cursor.hide()
        self.viewport().update()

    def focusInEvent(self, ev: QFocusEvent) -> None:
        """The focus came by the keyboard (Tab, Shift+Tab, a shortcut), or back to a canvas used by keys after a
        menu or a dialog: the cursor and the focus frame show.  Mouse users see neither until a key is pressed."""
        super().focusInEvent(ev)
        reason = ev.reason()
        if reason in KEYBOARD_FOCUS or (reason in RETURN_FOCUS and self._keyboard):
            self._keyboard_mode(True)

    def focusOutEvent(self, ev: QFocusEvent) -> None:
        super().focusOutEvent(ev)
        back = self._keyboard and ev.reason() in RETURN_FOCUS  # a menu or a dialog: the focus comes back here
        self._keyboard_mode(False)
        self._keyboard = back

    def mousePressEvent(self, ev: QMouseEvent) -> None:
        if self._keyboard:
            self._keyboard_mode(False)
        super().mousePressEvent(ev)

    def paintEvent(self, ev: QPaintEvent) -> None:
        super().paintEvent(ev)
        if self.key_cursor.shown:  # the focus frame, just inside the plotting area (the axes stay as they are)
            painter = QPainter(self.viewport())
            pen = QPen(QColor(FOCUS_FRAME), FOCUS_FRAME_PX)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            half = FOCUS_FRAME_PX / 2
            painter.drawRect(QRectF(self.focus_frame()).adjusted(half, half, -half, -half))
            painter.end()

    def focus_frame(self) -> QRect:
        """Where the focus frame is drawn while the canvas has the focus: the plotting area's edge (viewport
        pixels)."""
        return self.mapFromScene(self._vb.sceneBoundingRect()).boundingRect()

    def pixel_size(self) -> tuple[float, float]:
        """The data width and height of one pixel (for hit tests)."""
        sx, sy = self._vb.viewPixelSize()
        return float(sx), float(sy)

    def labels(self) -> tuple[int, ...]:
        """The class alphabet of the points, in palette order (see :func:`core.session.classes.alphabet`)."""
        if self._labels is None:
            self._labels = alphabet(self.model.points.classes)
        return self._labels

    def _mouse_moved(self, scene_pos: QPointF) -> None:
        inside = self.tool is not None and self._vb.sceneBoundingRect().contains(scene_pos)
        hit = self.tool.point_at(self._vb.mapSceneToView(scene_pos)) if inside and self.tool is not None else None
        index = -1 if hit is None else hit
        if index != self._hovered:
            self._hovered = index
            self.hovered.emit(index)

    def _show_band(self) -> None:
        band = self.tool.band if self.tool is not None else None
        if band is None:
            blank(self._band)
            return
        x0, x1, y0, y1 = band.left(), band.right(), band.top(), band.bottom()
        self._band.setData([x0, x1, x1, x0, x0], [y0, y0, y1, y1, y0])

    # ------------------------------------------------------------- drawing
    def _points_changed(self) -> None:
        self._labels = None
        self._corners = None
        self._set_line_mode(self.model.points.d == 1)
        self.refresh_points()

    def _set_line_mode(self, on: bool) -> None:
        """Draw a one-feature document on the number line y = 0 (the vertical axis means nothing there)."""
        if on == self._line_mode:
            return
        self._line_mode = on
        plot = self.getPlotItem()
        plot.setLabel("bottom", "x (the one feature)" if on else "x₁")
        plot.setLabel("left", "" if on else "x₂")
        plot.showAxis("left", not on)
        self._number_line.setVisible(on)
        if not on:
            self.set_margin_band(None)

    def set_margin_band(self, band: tuple[float, float, float] | None) -> None:
        """On a number line: shade (t - m, t + m) around the max-margin threshold t (None removes it)."""
        self._band_values = band
        self._margin_band.setVisible(band is not None)
        if band is not None:
            self._margin_band.setRegion((band[0], band[2]))
        self._draw_model()

    def class_markers(self) -> list[tuple[str, str]]:
        """Each class's marker as drawn, in palette order: (pyqtgraph symbol, fill colour as #RRGGBB)."""
        return [(item.opts["symbol"], item.opts["brush"].color().name().upper()) for item in self._scatter]

    def restyle_classes(self) -> None:
        """Draw the classes again in the palette chosen now (View > High Contrast)."""
        for k, (item, test) in enumerate(zip(self._scatter, self._test_scatter, strict=True)):
            item.setBrush(pg.mkBrush(class_color(k)))
            test.setPen(pg.mkPen(class_color(k), width=2))
        self._draw_density()
        self._draw_model()

    def refresh_points(self) -> None:
        """Redraw the points (after an edit or during a drag)."""
        preview = self.tool.preview if self.tool is not None else None
        X = preview if preview is not None else self.model.plane
        y = self.model.y
        labels = self.labels()
        dense = self._dense(X)
        for k, item in enumerate(self._scatter):
            mask = None if dense else y == labels[k]
            item.setData(pos=X[mask]) if mask is not None and mask.any() else item.clear()
        self._draw_density()
        self._draw_test_points()
        self._show_selection()
        if preview is None and self.follow_data and len(X) and not self._view_contains(*self.model.points.box()):
            self.fit_to_data()

    def set_test_points(self, test: PointSet | None) -> None:
        """Draw held-out test points hollow, in their class's colour and marker (None: there are none)."""
        self._test_points = test if test is not None and len(test) else None
        self._corners = None
        self._draw_test_points()

    def _draw_test_points(self) -> None:
        test = self._test_points
        labels = self.labels()
        for k, item in enumerate(self._test_scatter):
            mask = None if test is None or k >= len(labels) else test.y == labels[k]
            item.setData(pos=test.X[mask]) if test is not None and mask is not None and mask.any() else item.clear()

    def set_axis_names(self, x: str = "x₁", y: str = "x₂") -> None:
        """Name the axes (a table document: its two chosen columns)."""
        plot = self.getPlotItem()
        plot.setLabel("bottom", x)
        plot.setLabel("left", y)

    @staticmethod
    def _dense(X: np.ndarray) -> bool:
        """Whether so many points are drawn as a density picture (markers would hide one class under another)."""
        return len(X) >= DENSITY_FROM and X.ndim == 2 and X.shape[1] == 2

    def _draw_density(self) -> None:
        """Draw a large point set over the view as cells of mixed class colours (see :func:`density_image`)."""
        preview = self.tool.preview if self.tool is not None else None
        X = preview if preview is not None else self.model.plane
        xmin, xmax, ymin, ymax = rect = self.view_rect()
        if not self._dense(X) or not (xmax > xmin and ymax > ymin):
            self._density.clear()
            return
        labels = self.labels()
        rgb = [(c.red(), c.green(), c.blue()) for c in (class_color(k) for k in range(len(labels)))]
        colours = np.array(rgb, dtype=np.float64)
        shape = (max(1, round(self._vb.height() / DENSITY_CELL_PX)), max(1, round(self._vb.width() / DENSITY_CELL_PX)))
        if preview is None:  # an edit's few points move between cells (O(edit)), the set is not counted again
            counts = self._density_counts.counts(self.model.points, labels, rect, shape)
        else:
            counts = class_density(preview, class_codes(self.model.y, labels), len(labels), rect, shape)
        self._density.setImage(density_image(counts, colours), autoLevels=False)
        self._density.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))

    def _show_selection(self) -> None:
        preview = self.tool.preview if self.tool is not None else None
        X = preview if preview is not None else self.model.plane
        selection = self.tool.selection if self.tool is not None else set()
        idx = sorted(i for i in selection if i < len(X))
        self._selected.setData(pos=X[idx]) if idx else self._selected.clear()

    def ring_linked(self, point: np.ndarray | None) -> None:
        """Ring ``point`` as the example another view links to (None: no ring); a click on it still selects."""
        if point is None:
            self._linked.clear()
        else:
            self._linked.setData(pos=[point])

    def show_state(self, snap: Snapshot | None) -> None:
        """Draw the model of a snapshot (None clears it); a view that follows the data widens to show it."""
        self._snapshot = snap
        self._follow_model()
        self._draw_model()

    def present(self, shown: Shown) -> None:
        """Draw what is shown: the step's model (none while Draw a Classifier draws its own).  While a quiz
        question is open the classifier's picture (shading, boundaries, the w and update arrows, their labels,
        the pinned and averaged lines) is hidden; the points and w* stay."""
        self.concealed = shown.concealed
        self.show_state(None if shown.warm_up else shown.snapshot)

    def readout(self) -> Readout:
        """What the canvas shows: w as its arrow is drawn ((tip - anchor) / scale), the w label, the examples
        ringed, the parts of the classifier's picture it draws, and whether they are hidden for a quiz question."""
        w = None
        if self._w_head.isVisible() and self.w_arrow_frame is not None:
            anchor, scale = self.w_arrow_frame
            tip = self._w_head.pos()
            w = numbers((np.array([tip.x(), tip.y()]) - anchor) / scale)
        rings = self._current.data
        ringed = tuple((float(x), float(y)) for x, y in zip(rings["x"], rings["y"], strict=True))
        label = self._w_label.textItem.toPlainText() if self._w_label.isVisible() else ""
        return Readout(w=w, ringed=ringed, texts=(("w", label),), parts=self._parts(), hidden=self.concealed)

    def drawing(self) -> CanvasDrawing:
        """Every part the canvas draws now, as numbers and text (see :mod:`perceptron_gui.views.canvas_drawing`)."""
        references = {}
        for name, (line, text) in self._reference_items.items():
            part = drawn(line, text)
            if part is not None:
                references[name] = part
        legend = tuple(label.text for _, label in self._legend.items) if self._legend.isVisible() else ()
        band = self._margin_band.getRegion() if self._margin_band.isVisible() else None
        threshold = positions(self._threshold) if self._threshold.isVisible() else np.zeros((0, 2))
        odds = tuple(part for part in (drawn(curve) for curve in self._odds) if part is not None)
        return CanvasDrawing(
            snapshot=self._snapshot,
            points=positions(*self._scatter),
            test_points=positions(*self._test_scatter),
            support=positions(self._support),
            current=positions(self._current),
            selected=positions(self._selected),
            linked=positions(self._linked),
            boundary=drawn(self._line),
            w_arrow=drawn(self._w_shaft, self._w_label, self._w_head),
            update=drawn(self._upd_shaft, self._upd_label, self._upd_head),
            pending=drawn(self._pend_shaft, self._pend_label, self._pend_head),
            pending_step=None if self._pending is None else self._pending[0].copy(),
            references=references,
            vote=not self._voted.boundingRect().isEmpty(),
            ensembles=self._references["mean"] is not None or self._voted_shown,
            contour=self._contour.data,
            legend=legend,
            legend_box=self._legend.mapRectToScene(self._legend.boundingRect()) if legend else None,
            threshold=threshold[0] if len(threshold) else None,
            margin_band=None if band is None else (float(band[0]), float(band[1])),
            probability=self._probability_drawn,
            odds=odds,
            class_arrows=tuple(
                part for part in (drawn(shaft, text, head) for shaft, head, text in self._class_arrows) if part
            ),
        )

    def _parts(self) -> tuple[str, ...]:
        """The parts of the classifier's picture drawn now."""
        mean = self._reference_items["mean"][0]
        drawn = {
            "shading": self._regions.image is not None,
            "boundary": self._line.xData is not None and len(self._line.xData) > 0,
            "last w's boundary": self._last_line.xData is not None and len(self._last_line.xData) > 0,
            "w arrow": self._w_head.isVisible() or self._w_label.isVisible(),
            "update arrow": self._upd_head.isVisible(),
            "averaged boundary": mean.xData is not None and len(mean.xData) > 0,
            "voted boundary": self._voted_shown,
            "the vote's boundary": self._contour.data is not None,
        }
        return tuple(name for name, on in drawn.items() if on)

    def _drawn_snapshot(self) -> Snapshot | None:
        """The snapshot whose model is drawn: none while concealed."""
        return None if self.concealed else self._snapshot

    def set_reference(self, name: str, w: np.ndarray | None, b: float = 0.0, text: str = "") -> None:
        """Draw (or, with w None, remove) a reference line: "star" (w*), "pinned" or "mean" (averaged)."""
        self._references[name] = None if w is None else (np.asarray(w, dtype=np.float64), float(b), text)
        self._draw_model()  # the labels make room for each other

    @property
    def pending(self) -> tuple[np.ndarray, str] | None:
        """The batch step pending drawn now (μ·Σ y·x and its label), or None."""
        return self._pending

    def set_pending(self, delta: np.ndarray | None, text: str = "") -> None:
        """Draw (or, with None, remove) the batch step pending so far, μ·Σ y·x, as an arrow from w's tip."""
        self._pending = None if delta is None else (np.asarray(delta, dtype=np.float64), text)
        self._draw_model()

    def set_voted(self, votes: np.ndarray | None, rect: tuple[float, float, float, float] | None = None) -> None:
        """Draw the voted perceptron's boundary: the zero contour of a row-major vote grid over rect."""
        self._voted_shown = votes is not None and rect is not None
        self._update_legend()
        if votes is None or rect is None:
            self._voted.setData(None)
            return
        xmin, xmax, ymin, ymax = rect
        rows, cols = votes.shape
        transform = QTransform()
        transform.translate(xmin, ymin)
        transform.scale((xmax - xmin) / cols, (ymax - ymin) / rows)
        self._voted.setTransform(transform)
        self._voted.setData(np.ascontiguousarray(votes.T))  # IsocurveItem reads (x, y) columns

    def _draw_references(self) -> list[tuple[pg.TextItem, str, list[Candidate]]]:
        """Draw the reference lines; return their labels, to be placed once every line is drawn."""
        rect = self.view_rect()
        labels = []
        for name, (line, text) in self._reference_items.items():
            ref = self.reference(name)
            seg = None if ref is None else boundary_segment(on_plane(ref[0]), ref[1], rect)
            if ref is None or seg is None:
                blank(line)
                text.hide()
                continue
            line.setData(seg[:, 0], seg[:, 1])
            ends = [self._px(p) for p in seg]
            self._segments.append((ends[0], ends[1]))
            # Labels start at opposite ends (w* and pinned at the top, averaged at the bottom), beside the line.
            near, far = sorted(ends, key=lambda p: p[1], reverse=name == "mean")
            labels.append((text, ref[2], beside_segment(near, far, REFERENCE_LABEL_AT)))
        self._update_legend()
        return labels

    def reference(self, name: str) -> tuple[np.ndarray, float, str] | None:
        """The reference line drawn as (w, b, text), or None; while concealed only w* (the data's) is drawn."""
        return None if self.concealed and name != "star" else self._references[name]

    def _update_legend(self) -> None:
        """List the lines drawn now; hidden when only the model's boundary is.

        The averaged variant's model is the averaged w (solid), drawn with its last w (dashed).
        """
        snap = self._drawn_snapshot()
        shown = tuple(name for name in ("star", "pinned", "mean") if self.reference(name) is not None)
        shown += ("voted",) if self._voted_shown else ()
        if snap is not None and snap.probability is not None:
            shown = ("p50", "odds", *shown)
        elif self._averaged_model(snap) is not None:
            shown = ("model", "last_dashed", *shown)
        elif self._voted_model(snap):
            shown = ("vote", "last_dashed", *shown)
        elif shown:
            shown = ("last", *shown)
        if shown == self._legend_shown:
            return
        self._legend_shown = shown
        self._legend.clear()
        for name in shown:
            self._legend.addItem(self._legend_samples[name], self._legend_names[name])
        self._legend.setVisible(bool(shown))

    @cached_property
    def _legend_samples(self) -> dict[str, pg.PlotDataItem]:
        """The legend's samples: lines with the pens of the lines they name (made when the legend first shows)."""
        samples = {name: pg.PlotDataItem(pen=line.opts["pen"]) for name, (line, _) in self._reference_items.items()}
        samples["voted"] = pg.PlotDataItem(pen=self._voted.pen)
        samples["last"] = pg.PlotDataItem(pen=self._line.opts["pen"])
        samples["model"] = pg.PlotDataItem(pen=self._line.opts["pen"])  # the averaged variant's model
        samples["last_dashed"] = pg.PlotDataItem(pen=self._last_line.opts["pen"])
        samples["vote"] = pg.PlotDataItem(pen=self._contour.pen)  # the voted variant's model
        samples["p50"] = pg.PlotDataItem(pen=self._line.opts["pen"])
        samples["odds"] = pg.PlotDataItem(pen=self._odds[0].opts["pen"])
        return samples

    def _place_legend(self) -> None:
        """Put the legend in the corner of the plot where it hides the fewest points (top left on a tie)."""
        if not self._legend.isVisible():
            return
        vb = self._vb
        width, height = vb.width(), vb.height()
        size = self._legend.boundingRect()
        X = self.model.plane
        X = X[:: max(1, len(X) // LEGEND_SAMPLE)] if len(X) else X  # enough to tell the corners apart
        (xmin, xmax), (ymin, ymax) = vb.viewRange()
        if len(X) and xmax > xmin and ymax > ymin:
            px = (X[:, 0] - xmin) / (xmax - xmin) * width
            py = (ymax - X[:, 1]) / (ymax - ymin) * height
        else:
            px = py = np.zeros(0)
        best, fewest = (0.0, 0.0), None
        for corner in ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)):
            left = LEGEND_OFFSET if corner[0] == 0 else width - LEGEND_OFFSET - size.width()
            top = LEGEND_OFFSET if corner[1] == 0 else height - LEGEND_OFFSET - size.height()
            inside = (
                (px > left - POINT_CLEARANCE)
                & (px < left + size.width() + POINT_CLEARANCE)
                & (py > top - POINT_CLEARANCE)
                & (py < top + size.height() + POINT_CLEARANCE)
            )
            count = int(inside.sum())
            if fewest is None or count < fewest:
                best, fewest = corner, count
        offset = (LEGEND_OFFSET if best[0] == 0 else -LEGEND_OFFSET, LEGEND_OFFSET if best[1] == 0 else -LEGEND_OFFSET)
        self._legend.anchor(itemPos=best, parentPos=best, offset=offset)

    @staticmethod
    def _averaged_model(snap: Snapshot | None) -> tuple[np.ndarray, float] | None:
        """The averaged variant's model (averaged w and b) of a two-class snapshot, else None."""
        if snap is None or not snap.traits.averaged or snap.multiclass:
            return None
        if snap.avg_coef is None or snap.avg_intercept is None:
            return None
        return snap.avg_coef[0], float(snap.avg_intercept[0])

    @staticmethod
    def _voted_model(snap: Snapshot | None) -> bool:
        """Whether ``snap`` is the voted variant's on two classes: its model is the vote, shaded from its grid."""
        return snap is not None and snap.traits.voted and not snap.multiclass

    def _draw_model(self) -> None:
        snap = self._drawn_snapshot()
        linear_binary = snap is not None and snap.binary_primal
        self._segments = []  # the lines drawn, in scene pixels: labels keep clear of them
        self._arrows = []  # the arrows drawn (shaft's start, tip), in scene pixels: labels keep off their heads
        self._draw_regions(snap)
        labels = self._draw_references()
        w_label = update_label = None
        self.w_arrow_frame = None
        if snap is None or not linear_binary:
            for item in (self._line, self._last_line, self._w_shaft):
                blank(item)
            self._w_head.hide()
            self._w_label.hide()
        else:
            averaged = self._averaged_model(snap)
            if averaged is not None:  # the model is the averaged w; the last w is dashed, with its arrows
                self._draw_line(self._line, *averaged)
                self._draw_line(self._last_line, snap.coef[0], float(snap.intercept[0]))
            elif self._voted_model(snap):  # the model is the vote (its contour); the last w is dashed
                blank(self._line)
                self._draw_line(self._last_line, snap.coef[0], float(snap.intercept[0]))
            else:
                self._draw_line(self._line, snap.coef[0], float(snap.intercept[0]))
                blank(self._last_line)
            w_label = self._draw_weight_arrow(snap)
        X = self.model.plane
        if snap is not None and 0 <= snap.index < len(X):
            self._current.setData(pos=X[[snap.index]])
        else:
            self._current.clear()
        self._draw_support(snap)
        update = step_update(snap) if snap is not None and linear_binary else None
        if snap is not None and update is not None:  # (a batch epoch moves w at its end only)
            update_label = self._draw_update_arrow(snap, update)
        else:
            self._hide_update_arrow()
        pending_label = self._draw_pending(snap) if linear_binary and snap is not None else None
        class_labels = self._draw_class_arrows(snap)
        line_labels = self._draw_number_line(snap if linear_binary else None)
        if self.concealed:
            line_labels.append(self._conceal())
        else:
            self._hidden_label.hide()
        self._place_legend()
        # Labels last, each clear of every line drawn, every point and arrow head, the legend and the labels placed
        # before it.
        self._placed = [self._box(self._legend.sceneBoundingRect())] if self._legend.isVisible() else []
        self._marks = self._point_and_head_boxes()
        self.label_boxes = []
        for text, words, candidates in labels:
            self._place(text, words, candidates)
        if w_label is not None:
            self._place(self._w_label, *w_label)
        if update_label is not None:
            self._place(self._upd_label, *update_label)
        if pending_label is not None:
            self._place(self._pend_label, *pending_label)
        elif not linear_binary or snap is None:
            self._hide_pending()
        for text, words, candidates in line_labels:
            self._place(text, words, candidates)
        for text, words, candidates in class_labels:
            self._place(text, words, candidates)
        for text, words, a, b in self._beside.values():
            self._place_beside(text, words, a, b)
        self.model_drawn.emit()

    def label_beside(self, key: str, text: pg.TextItem, words: str, a: np.ndarray, b: np.ndarray) -> None:
        """Show another view's label ``text`` beside the data segment a-b (the inspector's distance), placed as the
        canvas's own labels are, off every point, arrow and label, now and at every drawing of the model."""
        self._beside[key] = (text, words, np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64))
        self._place_beside(*self._beside[key])

    def forget_label(self, key: str) -> None:
        """No longer place the label given to :meth:`label_beside` under ``key``."""
        self._beside.pop(key, None)

    def _place_beside(self, text: pg.TextItem, words: str, a: np.ndarray, b: np.ndarray) -> None:
        start, end = self._px(a), self._px(b)
        self._place(text, words, beside_segment(start, end, (0.5, 0.25, 0.75)))

    def _conceal(self) -> tuple[pg.TextItem, str, list[Candidate]]:
        """While concealed: the frame the quiz's guessed w is drawn in (from the origin, at the scale w would be
        drawn), and the note saying why no classifier is drawn, for a corner of the view."""
        snap = self._snapshot
        w = on_plane(snap.coef[0]) if snap is not None and snap.binary_primal else None
        self.w_arrow_frame = self._anchor_and_scale(w, 0.0) if w is not None and np.any(w) else (np.zeros(2), 1.0)
        left, top, right, bottom = self._box(self._vb.sceneBoundingRect())
        corners = [((left, top), (1.0, 1.0)), ((right, top), (-1.0, 1.0)), ((left, bottom), (1.0, -1.0))]
        words = "Question open: hidden until the answer is checked"
        return self._hidden_label, words, [(np.array(p) + 8 * np.array(n), np.array(n)) for p, n in corners]

    def _draw_class_arrows(self, snap: Snapshot | None) -> list[tuple[pg.TextItem, str, list[Candidate]]]:
        """A linear multiclass model: each class's w_c from the origin in its colour, at one scale for all
        (:func:`core.session.argmax_regions.arrows_scale`); their labels, to be placed last."""
        shown = self._linear_multiclass(snap)
        if shown:
            self._multiclass_items()
        W = snap.coef if shown and snap is not None else np.zeros((0, 2))
        scale = arrows_scale(W, self.view_rect()) if len(W) else 1.0
        labels = []
        names = self.names_source()
        for k, (shaft, head, text) in enumerate(self._class_arrows):
            if snap is None or k >= len(W) or not np.any(W[k]):
                for item in (shaft, head, text):
                    item.hide()
                continue
            colour = class_color(position(self.labels(), int(snap.classes[k])))
            text.setColor(class_text_color(position(self.labels(), int(snap.classes[k]))))
            tip = scale * W[k]
            shaft.setData([0.0, tip[0]], [0.0, tip[1]])
            shaft.setPen(pg.mkPen(colour, width=2.5 * self._scale))
            head.setStyle(angle=180 - np.degrees(np.arctan2(W[k][1], W[k][0])), brush=colour)
            head.setPos(*tip)
            shaft.show()
            head.show()
            start, end = self._px(np.zeros(2)), self._px(tip)
            self._segments.append((start, end))
            self._arrows.append((start, end))
            if not self._vb.sceneBoundingRect().contains(QPointF(*end)):  # the tip is out of view: no label
                text.hide()
                continue
            name = label_text(int(snap.classes[k]), False, names)
            words = f"w for {name} = {vector_text(W[k])}" + (f"  (drawn ×{scale:.2g})" if scale != 1.0 else "")
            labels.append((text, words, [(end, end - start), *beside_segment(end, start, (0.0, 0.3))]))
        return labels

    def _draw_number_line(self, snap: Snapshot | None) -> list[tuple[pg.TextItem, str, list[Candidate]]]:
        """On a number line: the threshold -b/w as a marker, the rays S- and S+ named, the margin band's label."""
        on = self._line_mode
        labels: list[tuple[pg.TextItem, str, list[Candidate]]] = []
        w = float(snap.coef[0][0]) if on and snap is not None and snap.coef.shape[1] == 1 else 0.0
        _, _, ymin, ymax = self.view_rect()
        at_x = threshold(w, float(snap.intercept[0])) if snap is not None else None
        if at_x is not None:
            self._threshold.setData(pos=[(at_x, 0.0)])
            self._threshold.show()
            up = self._px(np.array([0.0, ymin + 0.62 * (ymax - ymin)]))[1]
            at = self._px(np.array([at_x, 0.0]))[0]
            gap = 12.0
            left, right = ("S₊: w·x + b > 0", "S₋: w·x + b < 0") if w < 0 else ("S₋: w·x + b < 0", "S₊: w·x + b > 0")
            labels += [
                (self._ray_labels[0], left, [(np.array([at - gap, up]), np.array([-1.0, 0.0]))]),
                (self._ray_labels[1], right, [(np.array([at + gap, up]), np.array([1.0, 0.0]))]),
            ]
        else:
            self._threshold.clear()
            self._threshold.hide()
            for text in self._ray_labels:
                text.hide()
        band = self._band_values if on else None
        if band is not None:
            lo, t, hi = band
            low = ymin + 0.2 * (ymax - ymin)
            words = f"max-margin threshold {t:.3g} ± {hi - t:.3g}"
            candidates = [
                (self._px(np.array([t, low])), np.array([0.0, 1.0])),
                (self._px(np.array([hi, low])), np.array([1.0, 0.0])),
                (self._px(np.array([lo, low])), np.array([-1.0, 0.0])),
            ]
            labels.append((self._margin_label, words, candidates))
        else:
            self._margin_label.hide()
        return labels

    def _px(self, point: np.ndarray) -> np.ndarray:
        """A data point in scene pixels (y grows downwards)."""
        p = self._vb.mapViewToScene(QPointF(float(point[0]), float(point[1])))
        return np.array([p.x(), p.y()])

    @staticmethod
    def _box(rect: QRectF) -> Box:
        return (rect.left(), rect.top(), rect.right(), rect.bottom())

    def _place(self, text: pg.TextItem, words: str, candidates: list[Candidate]) -> None:
        """Show a label at the best of its candidate places (:func:`core.session.geometry.place_label`)."""
        text.setText(words)
        size = text.textItem.boundingRect()
        left, top, right, bottom = self._box(self._vb.sceneBoundingRect())
        bounds = (left + 2, top + 2, right - 2, bottom - 2)
        (x, y, ax, ay), box = place_label(
            (size.width(), size.height()), bounds, candidates, self._segments, self._placed, marks=self._marks
        )
        text.setAnchor((ax, ay))
        text.setPos(self._vb.mapSceneToView(QPointF(x, y)))
        text.show()
        self._placed.append(box)
        self.label_boxes.append((words, box))

    def _point_and_head_boxes(self) -> np.ndarray:
        """The boxes (scene pixels) of the points' markers in view and of the arrows' heads: what labels keep off."""
        head = HEAD_PX * self._scale
        boxes = [self._point_boxes()]
        for start, tip in self._arrows:
            d = tip - start
            length = float(np.hypot(d[0], d[1]))
            centre = tip - (d / length) * head / 2 if length > 0 else tip
            boxes.append(np.array([[*(centre - head / 2), *(centre + head / 2)]]))
        return np.vstack(boxes)

    def _point_boxes(self) -> np.ndarray:
        """The points' markers in view (scene pixels); none for a view of more than MARKED_POINTS points (drawn
        as a density).  Kept while the points, the view and the markers stay: a run's frames redraw the model
        60 times a second over the same points (a million of them, masked afresh, took milliseconds a frame)."""
        points = self.model.points
        key = (self.view_rect(), self._box(self._vb.sceneBoundingRect()), self.marker_px)
        if self._point_boxes_of is not None and self._point_boxes_of[0] is points and self._point_boxes_of[1] == key:
            return self._point_boxes_of[2]
        X = self.model.plane
        xmin, xmax, ymin, ymax = key[0]
        seen = X[(X[:, 0] >= xmin) & (X[:, 0] <= xmax) & (X[:, 1] >= ymin) & (X[:, 1] <= ymax)] if len(X) else X
        boxes = np.zeros((0, 4))
        if 0 < len(seen) <= MARKED_POINTS:
            origin = self._px(np.zeros(2))
            ex, ey = self._px(np.array([1.0, 0.0])) - origin, self._px(np.array([0.0, 1.0])) - origin
            centres = origin + seen[:, :1] * ex + seen[:, 1:2] * ey
            r = self.marker_px / 2 + 1
            boxes = np.hstack([centres - r, centres + r])
        self._point_boxes_of = (points, key, boxes)
        return boxes

    def _colour_bar(self) -> pg.ColorBarItem:
        """The colour bar of P(y = +1 | x) beside the plot (made on first use, at the current scale)."""
        if self._probability_bar is None:
            bar = pg.ColorBarItem(
                values=(0.0, 1.0), colorMap=probability_map(QColor("white"), QColor("white")), interactive=False,
                width=14,
            )  # fmt: skip
            bar.setObjectName("probabilityBar")
            bar.axis.setLabel("P(y = +1 | x)", color="#222222")
            bar.axis.setTextPen("#222222")
            bar.setImageItem(self._probability)
            bar.hide()
            self._probability_bar = bar
            self._scale_colour_bar()
        return self._probability_bar

    def _scale_colour_bar(self) -> None:
        if self._probability_bar is None:
            return
        font = QFont()  # the probability's colour bar, as the plot's axes
        font.setPointSizeF(QFont().pointSizeF() * self._scale)
        axis = self._probability_bar.axis
        axis.setTickFont(None if self._scale == 1.0 else font)
        axis.showLabel(self._scale == 1.0)  # enlarged ticks fill the bar's axis: the legend names P(y = +1 | x)

    def _draw_probability(self, snap: Snapshot | None) -> bool:
        """Shade P(y = +1 | x) of a logistic snapshot and show its colour bar; False (all hidden) for others."""
        shown = snap is not None and snap.probability is not None and snap.grid_rect is not None
        if shown != self._bar_shown:
            self._bar_shown = shown
            layout = self.getPlotItem().layout
            bar = self._colour_bar()
            if shown:
                layout.addItem(bar, 2, 5)
                bar.show()
            else:
                layout.removeItem(bar)
                bar.hide()
        if not shown or snap is None or snap.probability is None or snap.grid_rect is None:
            if self._probability_drawn:  # cleared once, not at every frame of a perceptron's run
                self._probability_drawn = False
                self._probability.clear()
                for curve in self._odds:
                    blank(curve)
            return False
        self._probability_drawn = True
        low, high = (class_color(position(self.labels(), int(c))) for c in snap.classes[:2])
        self._colour_bar().setColorMap(probability_map(low, high))
        self._probability.setImage(snap.probability, autoLevels=False, levels=(0.0, 1.0))
        xmin, xmax, ymin, ymax = snap.grid_rect
        self._probability.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))
        w, b = on_plane(snap.coef[0]), float(snap.intercept[0])
        for curve, p in zip(self._odds, ODDS_LEVELS, strict=True):
            seg = boundary_segment(w, b - math.log(p / (1.0 - p)), snap.grid_rect)
            if seg is None:
                blank(curve)
            else:
                curve.setData(seg[:, 0], seg[:, 1])
        return True

    def _multiclass_items(self) -> None:
        """The polygons and arrows of a linear multiclass model, one per class, hidden, at the current scale."""
        if self._class_regions:
            return
        plot = self.getPlotItem()
        for _ in range(MAX_CLASSES):
            region = QGraphicsPolygonItem()
            region.setPen(QPen(Qt.PenStyle.NoPen))
            region.setZValue(-20)
            region.hide()
            plot.addItem(region)
            self._class_regions.append(region)
        for k in range(MAX_CLASSES):
            colour = class_color(k).name()
            shaft = pg.PlotCurveItem(pen=pg.mkPen(colour, width=2.5))
            head = pg.ArrowItem(angle=0, headLen=14, tipAngle=30, brush=colour, pen=None)
            text = label(colour, (0, 1))
            for item in (shaft, head, text):
                plot.addItem(item)
                item.hide()
            shaft.setZValue(6)
            head.setZValue(6)
            self._class_arrows.append((shaft, head, text))
        scale_items([item for arrow in self._class_arrows for item in arrow], self._scale, self._scale)

    @staticmethod
    def _linear_multiclass(snap: Snapshot | None) -> bool:
        """Whether ``snap`` is a linear model of three classes or more in the plane (drawn as exact shapes)."""
        return snap is not None and snap.multiclass and snap.traits.primal and snap.coef.shape[1] == 2

    def _draw_class_regions(self, snap: Snapshot | None) -> bool:
        """A linear multiclass model's regions as polygons and its borders as lines over the view; False (all
        hidden) for any other model."""
        if not self._linear_multiclass(snap) or snap is None:
            for region in self._class_regions:
                region.hide()
            blank(self._class_borders)
            return False
        self._multiclass_items()
        xmin, xmax, ymin, ymax = self.view_rect()
        dx, dy = 0.01 * (xmax - xmin), 0.01 * (ymax - ymin)  # a little beyond the view: no gap at its edges
        rect = (xmin - dx, xmax + dx, ymin - dy, ymax + dy)
        W, b = snap.coef, snap.intercept
        for k, region in enumerate(self._class_regions):
            corners = argmax_polygons(W, b, rect)[k] if k < len(W) else None
            if corners is None or len(corners) < 3:
                region.hide()
                continue
            region.setPolygon(QPolygonF([QPointF(float(x), float(y)) for x, y in corners]))
            region.setBrush(class_color(position(self.labels(), int(snap.classes[k])), TINT_ALPHA))
            region.show()
        borders = argmax_borders(W, b, rect)
        if borders:
            ends = np.vstack([segment for _, _, segment in borders])
            self._class_borders.setData(ends[:, 0], ends[:, 1])
            self._segments += [(self._px(seg[0]), self._px(seg[1])) for _, _, seg in borders]
        else:
            blank(self._class_borders)
        return True

    def _draw_regions(self, snap: Snapshot | None) -> None:
        shapes = self._draw_class_regions(snap)
        if shapes or self._draw_probability(snap) or snap is None or snap.regions is None or snap.grid_rect is None:
            self._regions.clear()
            self._contour.setData(None)
            return
        positions = np.array([position(self.labels(), int(c)) for c in snap.classes])
        lut = np.array([class_color(int(p), TINT_ALPHA).getRgb() for p in positions] + [(0, 0, 0, 0)], dtype=np.ubyte)
        # (the last row, transparent, is what region -1 reads: no class predicted there)
        regions = snap.regions
        averaged = self._averaged_model(snap)
        if averaged is not None:  # the half-planes of the model, the averaged w (the snapshot's are the last w's)
            regions = half_space_grid(*averaged, snap.grid_rect, regions.shape[0])
        self._regions.setImage(lut[regions], autoLevels=False)
        xmin, xmax, ymin, ymax = snap.grid_rect
        self._regions.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))
        if (snap.traits.dual or snap.traits.voted) and snap.grid_scores is not None:  # f = 0, or the vote's tie
            # IsocurveItem reads data as (x, y) columns; our grid is row-major (row = y).
            self._contour.setData(np.ascontiguousarray(snap.grid_scores.T))
        else:
            self._contour.setData(None)

    def _draw_line(self, item: pg.PlotCurveItem, w: np.ndarray, b: float) -> None:
        seg = boundary_segment(on_plane(w), float(b), self.view_rect())
        if seg is None:
            blank(item)
            return
        item.setData(seg[:, 0], seg[:, 1])
        self._segments.append((self._px(seg[0]), self._px(seg[1])))

    def _anchor_and_scale(self, w: np.ndarray, b: float, also: np.ndarray | None = None) -> tuple[np.ndarray, float]:
        """Where the w arrow starts (the boundary point nearest the origin) and how it is scaled to fit.

        ``also`` is another vector drawn from the same anchor at the same scale (the w before an update).
        """
        length = math.hypot(float(w[0]), float(w[1]))  # no overflow for huge w
        anchor = -(b / length) * (w / length) if length > 0 else np.zeros(2)
        xmin, xmax, ymin, ymax = self.view_rect()
        size = math.hypot(xmax - xmin, ymax - ymin)
        # Keep the tip inside the view (a short view, or a boundary near its edge), when the anchor is: drawn
        # to scale when it fits; a tiny w, or a long one from outside the view, at a fifth of the view.
        inner = np.array([xmin, ymin]) + 0.06 * np.array([xmax - xmin, ymax - ymin])
        outer = np.array([xmax, ymax]) - 0.06 * np.array([xmax - xmin, ymax - ymin])
        inside = bool(np.all(anchor >= inner) and np.all(anchor <= outer))
        scale = 1.0
        if length > 0 and (length < 0.04 * size or (length > 0.35 * size and not inside)):
            scale = 0.2 * size / length
        if length > 0 and inside:
            room = []
            for u in [w] if also is None else [w, also]:
                edge = np.where(u > 0, outer, inner)
                room += [(edge[k] - anchor[k]) / (scale * u[k]) for k in (0, 1) if u[k]]
            scale *= min(1.0, *room)
        return anchor, scale

    def _draw_weight_arrow(self, snap: Snapshot) -> tuple[str, list[Candidate]] | None:
        """Draw the w arrow; return its label's text and candidate places (beyond the tip, else beside the shaft)."""
        w, b = on_plane(snap.coef[0]), float(snap.intercept[0])
        if not np.any(w):
            self.w_arrow_frame = (np.zeros(2), 1.0)  # drawn from the origin once it is not 0
            blank(self._w_shaft)
            self._w_head.hide()
            self._w_label.hide()
            words = no_class_text(snap)  # no class anywhere: said in a corner of the view
            if words is None:
                return None
            left, top, right, bottom = self._box(self._vb.sceneBoundingRect())
            corners = [((left, bottom), (1.0, -1.0)), ((left, top), (1.0, 1.0)), ((right, bottom), (-1.0, -1.0))]
            return words, [(np.array(p) + 8 * np.array(n), np.array(n)) for p, n in corners]
        update = step_update(snap)
        anchor, scale = self._anchor_and_scale(w, b, None if update is None else on_plane(update.before))
        self.w_arrow_frame = (anchor, scale)
        tip = anchor + scale * w
        self._w_shaft.setData([anchor[0], tip[0]], [anchor[1], tip[1]])
        self._w_head.setPos(*tip)
        self._w_head.setStyle(angle=180 - np.degrees(np.arctan2(w[1], w[0])))
        self._w_head.show()
        start, end = self._px(anchor), self._px(tip)
        self._segments.append((start, end))
        self._arrows.append((start, end))
        averaged = self._averaged_model(snap)
        name = "last w" if averaged is not None or self._voted_model(snap) else "w"  # the model: the average, the vote
        text = f"{name} = {vector_text(snap.coef[0])}"
        if averaged is not None:
            text = f"averaged w = {vector_text(averaged[0])}, b = {averaged[1]:.3g} (the model)\n{text}"
        if len(snap.coef[0]) == 1:  # on a number line the boundary is the threshold, named as the notes do
            text += f", b = {b:.3g}: threshold −b/w = {threshold(w[0], b):.3g}"
        text += f"  (drawn ×{scale:.2g})" if scale != 1.0 else ""
        beyond, beside = [(end, end - start)], beside_segment(end, start, (0.0, 0.2, 0.4))
        return text, [*beside, *beyond] if self._line_mode else [*beyond, *beside]  # on a line: off the points

    def _draw_update_arrow(self, snap: Snapshot, update: StepUpdate) -> tuple[str, list[Candidate]]:
        """Draw the step's update from the old w's tip to the new one's; return its label's text and candidate places.

        The label (the variant's rule with the change, from :func:`core.session.snapshot.step_update`) goes
        beside the shaft on the side away from where both w start (outside the triangle of w before, w after
        and the update), never across its own arrow.
        """
        old, new = on_plane(update.before), on_plane(update.after)
        anchor, scale = self._anchor_and_scale(new, float(snap.intercept[0]), old)
        start, end = anchor + scale * old, anchor + scale * new
        delta = new - old
        self._upd_shaft.setData([start[0], end[0]], [start[1], end[1]])
        self._upd_head.setPos(*end)
        self._upd_head.setStyle(angle=180 - np.degrees(np.arctan2(delta[1], delta[0])))
        self._upd_head.show()
        a, b = self._px(start), self._px(end)
        self._segments.append((a, b))
        self._arrows.append((a, b))
        return update.text, beside_segment(a, b, UPDATE_LABEL_AT, away_from=self._px(anchor))

    def _draw_pending(self, snap: Snapshot) -> tuple[str, list[Candidate]] | None:
        """The pending batch step from the tip of w (drawn at w's scale); its label's text and places."""
        if self._pending is None or not np.any(self._pending[0]):
            self._hide_pending()
            return None
        delta, text = on_plane(self._pending[0]), self._pending[1]
        w = on_plane(snap.coef[0])
        if np.any(w):
            anchor, scale = self._anchor_and_scale(w, float(snap.intercept[0]), w + delta)
        else:  # from w = 0 the step starts at the origin, scaled to fit the view as w would be
            anchor, scale = self._anchor_and_scale(delta, 0.0)
            text += f"  (drawn ×{scale:.2g})" if scale != 1.0 else ""
        start, end = anchor + scale * w, anchor + scale * (w + delta)
        self._pend_shaft.setData([start[0], end[0]], [start[1], end[1]])
        self._pend_head.setPos(*end)
        self._pend_head.setStyle(angle=180 - np.degrees(np.arctan2(delta[1], delta[0])))
        self._pend_head.show()
        a, b = self._px(start), self._px(end)
        self._segments.append((a, b))
        self._arrows.append((a, b))
        return text, beside_segment(a, b, UPDATE_LABEL_AT, away_from=self._px(anchor))

    def _hide_pending(self) -> None:
        blank(self._pend_shaft)
        self._pend_head.hide()
        self._pend_label.hide()

    def _hide_update_arrow(self) -> None:
        blank(self._upd_shaft)
        self._upd_head.hide()
        self._upd_label.hide()

    def _draw_support(self, snap: Snapshot | None) -> None:
        X = self.model.plane
        support = None if snap is None else snap.support
        support_weight = None if snap is None else snap.support_weight
        if support is None or support_weight is None or len(support) == 0 or support.max() >= len(X):
            self._support.clear()
            return
        weight = support_weight / support_weight.max()
        self._support.setData(pos=X[support], size=14 + 16 * weight)

    # -------------------------------------------------------- presentation
    _scale = 1.0  # the factor set_scale drew with

    def set_scale(self, factor: float) -> None:
        """Draw text, lines, arrows and markers ``factor`` times their normal size (presentation mode: 2, normal: 1).

        Enlarged, the axes and any grey text are drawn in black (see :func:`scale_plot`); the class colours stay.
        """
        scale_plot(self, factor / self._scale, factor)
        self._scale = factor
        self._scale_colour_bar()

    @property
    def arrow_head_px(self) -> float:
        """The w arrow's head length on the screen now (pixels), drawn or not."""
        return float(self._w_head.opts["headLen"])

    @property
    def marker_px(self) -> float:
        """The points' markers' size on the screen now (pixels across)."""
        return float(self._scatter[0].opts["size"])

    @property
    def scale_factor(self) -> float:
        """The factor :meth:`set_scale` drew with last (1: the normal look)."""
        return self._scale

    # ---------------------------------------------------------------- view
    def show_rect(self, rect: tuple[float, float, float, float]) -> None:
        """Show at least ``rect`` (xmin, xmax, ymin, ymax), the view widened to the plot's aspect."""
        xmin, xmax, ymin, ymax = rect
        self._vb.setRange(xRange=(xmin, xmax), yRange=(ymin, ymax), padding=0)

    def view_rect(self) -> tuple[float, float, float, float]:
        """The visible data rectangle (xmin, xmax, ymin, ymax)."""
        (xmin, xmax), (ymin, ymax) = self._vb.viewRange()
        return (float(xmin), float(xmax), float(ymin), float(ymax))

    def fit_to_data(self) -> None:
        """Show all points (the held-out test points too), the origin and the model drawn, and follow them again."""
        xmin, xmax, ymin, ymax = self._fitted()
        self._vb.setRange(xRange=(xmin, xmax), yRange=(ymin, ymax), padding=0)
        self.follow_data = True

    def _fitted(self) -> tuple[float, float, float, float]:
        """The view fitted to the points and the linear model shown (:func:`core.session.geometry.fitted_bounds`)."""
        if self._corners is None:  # the points' box, once per change of the points, from their edge (no pass over X)
            boxes = [s.box() for s in (self.model.points, self._test_points) if s is not None and len(s)]
            lows, highs = [lo for lo, _ in boxes], [hi for _, hi in boxes]
            self._corners = np.array([np.min(lows, axis=0), np.max(highs, axis=0)]) if boxes else np.zeros((0, 2))
        snap = self._snapshot
        linear = snap is not None and snap.binary_primal and not self._line_mode
        model, also = None, []
        if snap is not None and linear:
            model = (on_plane(snap.coef[0]), float(snap.intercept[0]))  # the w arrow's (the last w's)
            update = step_update(snap)
            also = [] if update is None else [on_plane(update.before)]
        return fitted_bounds(self._corners, model, also)

    def _follow_model(self) -> None:
        """While the view follows the data, widen it when the fitted view (the model included) has outgrown it."""
        if not self.follow_data or (self.tool is not None and self.tool.preview is not None):
            return
        xmin, xmax, ymin, ymax = self._fitted()
        vxmin, vxmax, vymin, vymax = self.view_rect()
        slack = 1e-9 * max(xmax - xmin, ymax - ymin)
        if xmin < vxmin - slack or xmax > vxmax + slack or ymin < vymin - slack or ymax > vymax + slack:
            # widened only: the view never jumps in under the lecturer's hand as the points are placed
            x_range = (min(xmin, vxmin), max(xmax, vxmax))
            self._vb.setRange(xRange=x_range, yRange=(min(ymin, vymin), max(ymax, vymax)), padding=0)
            self.follow_data = True

    def _view_contains(self, lo: np.ndarray, hi: np.ndarray) -> bool:
        """Whether the view holds the box from ``lo`` to ``hi`` (the points' box)."""
        xmin, xmax, ymin, ymax = self.view_rect()
        return bool(lo[0] >= xmin and hi[0] <= xmax and lo[1] >= ymin and hi[1] <= ymax)

    def _user_moved_view(self, *_: object) -> None:
        self.follow_data = False

    def _range_changed(self, *_: object) -> None:
        self._view_settled.request()
        self._draw_model()
        self.key_cursor.redraw()
