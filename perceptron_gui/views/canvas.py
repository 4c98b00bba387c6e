"""The canvas: points by class and the model drawn over them; mouse edits go to its edit tool.

Plot items are created once and updated with ``setData``/``setImage`` (the pyqtgraph way), each by the layer
that owns it (:mod:`perceptron_gui.views.canvas_layers`); the geometry comes from :mod:`core.session.geometry`.
From 20,000 points on, the points are one density picture in which every class keeps its share
of the cells. Labels sit on a light background, beside their own line or arrow (never across it)
and clear of the other lines and labels where the view has room. The update η·y·x stays drawn
as long as the step it belongs to is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem

from core.session.classes import alphabet
from core.session.geometry import fitted_bounds, on_plane
from core.session.points import PointSet
from core.session.shown import Shown
from core.session.snapshot import Snapshot, step_update
from perceptron_gui.document.points_model import PointsModel
from perceptron_gui.views.axes import plain_numbers
from perceptron_gui.views.canvas_drawing import CanvasDrawing
from perceptron_gui.views.canvas_layers.arrows import ArrowsLayer
from perceptron_gui.views.canvas_layers.items import TINT_ALPHA, EditViewBox, PointsItem, blank, label
from perceptron_gui.views.canvas_layers.keyboard import CanvasKeys
from perceptron_gui.views.canvas_layers.number_line import NumberLineLayer
from perceptron_gui.views.canvas_layers.points import LINKED_RING, PointsLayer
from perceptron_gui.views.canvas_layers.references import ReferencesLayer
from perceptron_gui.views.canvas_layers.regions import RegionsLayer
from perceptron_gui.views.canvas_layers.stage import Stage
from perceptron_gui.views.edit_tool import EditTool
from perceptron_gui.views.plot_scale import scale_plot
from perceptron_gui.views.readout import Readout, numbers
from perceptron_gui.widgets.throttle import Throttle

__all__ = ["LINKED_RING", "TINT_ALPHA", "Canvas", "PointsItem", "blank", "label"]  # names other views draw with

VIEW_SETTLE_MS = 60  # the decision grid follows the view once panning and zooming pause


class Canvas(pg.PlotWidget):
    """The drawing area (objectName ``canvas``): composes the layers and draws the one value handed to it."""

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
        self.label_boxes: list[tuple[str, tuple[float, float, float, float]]] = []  # each label shown: text, box
        self._beside: dict[str, tuple[pg.TextItem, str, np.ndarray, np.ndarray]] = {}  # other views' labels
        # Where the w arrow starts and its drawing scale (tip = anchor + scale·w); None: no linear model drawn.
        self.w_arrow_frame: tuple[np.ndarray, float] | None = None
        self.concealed = False  # Quiz Mode asks: the classifier's picture would give the answer away
        # the document's label names, asked when the w_c labels are drawn (the window sets who owns them)
        self.names_source: Callable[[], Mapping[int, str] | None] = lambda: None
        plot = self.getPlotItem()
        plain_numbers(plot)
        plot.setAspectLocked(True)
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setLabel("bottom", "x₁")
        plot.setLabel("left", "x₂")
        plot.hideButtons()
        for name in ("left", "bottom"):  # the grid is drawn by the axes: repainting it every frame costs ~20 ms
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # The layers, made in the order their items stack (items of equal z stack in the order added).
        self._stage = Stage(plot)
        self._regions = RegionsLayer(self._stage, self.labels)
        self._arrows = ArrowsLayer(self._stage, self.labels)
        lines = self._regions
        self._references = ReferencesLayer(
            self._stage,
            {"last": lines.line, "model": lines.line, "last_dashed": lines.last_line, "vote": lines.contour,
             "p50": lines.line, "odds": lines.odds[0]},
        )  # fmt: skip
        self._points = PointsLayer(self._stage, model, self.labels, self.hovered.emit)
        self._number_line = NumberLineLayer(self._stage)
        self._keys = CanvasKeys(self, lambda: self.tool, lambda: self._number_line.on)
        self.key_cursor = self._keys.cursor
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._vb.sigRangeChangedManually.connect(lambda *_: setattr(self, "follow_data", False))
        self._vb.sigRangeChanged.connect(self._range_changed)
        # Not what is shown (the owner of that paces it): the view's rectangle, told once a pan or zoom settles.
        self._view_settled = Throttle(
            VIEW_SETTLE_MS, lambda: self.view_changed.emit(self.view_rect()), self, debounce=True
        )
        self.view_changed.connect(self._points.draw_density)
        self.scene().sigMouseMoved.connect(self._points.mouse_moved)
        model.changed.connect(self._points_changed)
        self._number_line.set_on(model.points.d == 1)
        self.refresh_points()
        self.fit_to_data()

    # ------------------------------------------------------------- editing
    def set_tool(self, tool: EditTool) -> None:
        """Hand mouse edits to ``tool`` and draw its selection, drag preview and rubber band."""
        self.tool = tool
        self._vb.tool = tool
        self._points.tool = tool
        tool.selection_changed.connect(self._points.show_selection)
        tool.preview_changed.connect(self.refresh_points)
        tool.band_changed.connect(self._points.show_band)
        tool.message.connect(self.message)

    def focus_frame(self) -> QRect:
        """Where the focus frame is drawn while the canvas has the focus: the plotting area's edge (viewport
        pixels)."""
        return self._keys.focus_frame()

    def pixel_size(self) -> tuple[float, float]:
        """The data width and height of one pixel (for hit tests)."""
        sx, sy = self._vb.viewPixelSize()
        return float(sx), float(sy)

    def labels(self) -> tuple[int, ...]:
        """The class alphabet of the points, in palette order (see :func:`core.session.classes.alphabet`)."""
        if self._labels is None:
            self._labels = alphabet(self.model.points.classes)
        return self._labels

    # ------------------------------------------------------------- points
    def _points_changed(self) -> None:
        self._labels = None
        self._corners = None
        line = self.model.points.d == 1
        if self._number_line.set_on(line) and not line:
            self.set_margin_band(None)
        self.refresh_points()

    def set_margin_band(self, band: tuple[float, float, float] | None) -> None:
        """On a number line: shade (t - m, t + m) around the max-margin threshold t (None removes it)."""
        self._number_line.set_band(band)
        self._draw_model()

    def class_markers(self) -> list[tuple[str, str]]:
        """Each class's marker as drawn, in palette order: (pyqtgraph symbol, fill colour as #RRGGBB)."""
        return [(item.opts["symbol"], item.opts["brush"].color().name().upper()) for item in self._points.scatter]

    def restyle_classes(self) -> None:
        """Draw the classes again in the palette chosen now (View > High Contrast)."""
        self._points.restyle()
        self._points.draw_density()
        self._draw_model()

    def refresh_points(self) -> None:
        """Redraw the points (after an edit or during a drag)."""
        X = self._points.refresh()
        if (self.tool is not None and self.tool.preview is not None) or not self.follow_data or not len(X):
            return
        lo, hi = self.model.points.box()
        xmin, xmax, ymin, ymax = self.view_rect()
        if not (lo[0] >= xmin and hi[0] <= xmax and lo[1] >= ymin and hi[1] <= ymax):  # the points left the view
            self.fit_to_data()

    def set_test_points(self, test: PointSet | None) -> None:
        """Draw held-out test points hollow, in their class's colour and marker (None: there are none)."""
        self._points.test_points = test if test is not None and len(test) else None
        self._corners = None
        self._points.draw_test_points()

    def set_axis_names(self, x: str = "x₁", y: str = "x₂") -> None:
        """Name the axes (a table document: its two chosen columns)."""
        plot = self.getPlotItem()
        plot.setLabel("bottom", x)
        plot.setLabel("left", y)

    def ring_linked(self, point: np.ndarray | None) -> None:
        """Ring ``point`` as the example another view links to (None: no ring); a click on it still selects."""
        self._points.ring_linked(point)

    # ---------------------------------------------------------- the model
    def show_state(self, snap: Snapshot | None) -> None:
        """Draw the model of a snapshot (None clears it); a view that follows the data widens to show it."""
        self._snapshot = snap
        self._follow_model()
        self._draw_model()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and "_number_line" in self.__dict__:  # (once built)
            self._number_line.retranslate()
            self._references.forget_legend()
            self._draw_model()  # the labels' words in the interface language
        super().changeEvent(event)

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
        _, head, text = self._arrows.w
        if head.isVisible() and self.w_arrow_frame is not None:
            anchor, scale = self.w_arrow_frame
            tip = head.pos()
            w = numbers((np.array([tip.x(), tip.y()]) - anchor) / scale)
        rings = self._points.current.data
        ringed = tuple((float(x), float(y)) for x, y in zip(rings["x"], rings["y"], strict=True))
        words = text.textItem.toPlainText() if text.isVisible() else ""
        drawn = {**self._regions.parts(), **self._arrows.parts(), **self._references.parts()}
        drawn["the vote's boundary"] = self._regions.contour.data is not None
        parts = tuple(name for name, on in drawn.items() if on)
        return Readout(w=w, ringed=ringed, texts=(("w", words),), parts=parts, hidden=self.concealed)

    def drawing(self) -> CanvasDrawing:
        """Every part the canvas draws now, as numbers and text (see :mod:`perceptron_gui.views.canvas_drawing`)."""
        return CanvasDrawing(
            snapshot=self._snapshot, **self._points.drawing(), **self._regions.drawing(), **self._arrows.drawing(),
            **self._references.drawing(), **self._number_line.drawing(),
        )  # fmt: skip

    def set_reference(self, name: str, w: np.ndarray | None, b: float = 0.0, text: str = "") -> None:
        """Draw (or, with w None, remove) a reference line: "star" (w*), "pinned" or "mean" (averaged)."""
        self._references.set(name, w, b, text)
        self._draw_model()  # the labels make room for each other

    def reference(self, name: str) -> tuple[np.ndarray, float, str] | None:
        """The reference line drawn as (w, b, text), or None; while concealed only w* (the data's) is drawn."""
        return self._references.line(name, self.concealed)

    @property
    def pending(self) -> tuple[np.ndarray, str] | None:
        """The batch step pending drawn now (μ·Σ y·x and its label), or None."""
        return self._arrows.pending

    def set_pending(self, delta: np.ndarray | None, text: str = "") -> None:
        """Draw (or, with None, remove) the batch step pending so far, μ·Σ y·x, as an arrow from w's tip."""
        self._arrows.pending = None if delta is None else (np.asarray(delta, dtype=np.float64), text)
        self._draw_model()

    def set_voted(self, votes: np.ndarray | None, rect: tuple[float, float, float, float] | None = None) -> None:
        """Draw the voted perceptron's boundary: the zero contour of a row-major vote grid over rect."""
        self._references.set_voted(votes, rect)
        self._references.update_legend(None if self.concealed else self._snapshot, self.concealed)

    def _draw_model(self) -> None:
        """Draw the model shown (none while concealed), layer by layer, then every label, each clear of every line
        drawn, every point and arrow head, the legend and the labels placed before it."""
        snap = None if self.concealed else self._snapshot
        linear_binary = snap is not None and snap.binary_primal
        stage = self._stage
        stage.begin()
        self._regions.draw(snap)
        labels = self._references.draw(self.concealed)
        self._references.update_legend(snap, self.concealed)
        self._regions.draw_boundary(snap)
        labels += self._arrows.draw(snap, self._number_line.on)
        self._points.draw(snap)
        class_labels = self._arrows.draw_classes(snap, self.names_source())
        labels += self._number_line.draw(snap if linear_binary else None)
        labels += self._arrows.conceal(self._snapshot, self.concealed)
        legend = self._references.place_legend(self.model.plane)
        stage.start_labels(legend, self._points.boxes())
        self.label_boxes = stage.label_boxes
        stage.place_all(labels + class_labels)
        for text, words, a, b in self._beside.values():
            stage.place_beside(text, words, a, b)
        self.w_arrow_frame = self._arrows.frame
        self.model_drawn.emit()

    def label_beside(self, key: str, text: pg.TextItem, words: str, a: np.ndarray, b: np.ndarray) -> None:
        """Show another view's label ``text`` beside the data segment a-b (the inspector's distance), placed as the
        canvas's own labels are, off every point, arrow and label, now and at every drawing of the model."""
        self._beside[key] = (text, words, np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64))
        self._stage.place_beside(*self._beside[key])

    def forget_label(self, key: str) -> None:
        """No longer place the label given to :meth:`label_beside` under ``key``."""
        self._beside.pop(key, None)

    # -------------------------------------------------------- presentation
    def set_scale(self, factor: float) -> None:
        """Draw text, lines, arrows and markers ``factor`` times their normal size (presentation mode: 2, normal: 1).

        Enlarged, the axes and any grey text are drawn in black (see :func:`scale_plot`); the class colours stay.
        """
        scale_plot(self, factor / self._stage.scale, factor)
        self._stage.scale = factor
        self._regions.scale_colour_bar()

    @property
    def arrow_head_px(self) -> float:
        """The w arrow's head length on the screen now (pixels), drawn or not."""
        return float(self._arrows.w[1].opts["headLen"])

    @property
    def marker_px(self) -> float:
        """The points' markers' size on the screen now (pixels across)."""
        return self._points.marker_px

    @property
    def scale_factor(self) -> float:
        """The factor :meth:`set_scale` drew with last (1: the normal look)."""
        return self._stage.scale

    # ---------------------------------------------------------------- view
    def show_rect(self, rect: tuple[float, float, float, float]) -> None:
        """Show at least ``rect`` (xmin, xmax, ymin, ymax), the view widened to the plot's aspect."""
        xmin, xmax, ymin, ymax = rect
        self._vb.setRange(xRange=(xmin, xmax), yRange=(ymin, ymax), padding=0)

    def view_rect(self) -> tuple[float, float, float, float]:
        """The visible data rectangle (xmin, xmax, ymin, ymax)."""
        return self._stage.view_rect()

    def fit_to_data(self) -> None:
        """Show all points (the held-out test points too), the origin and the model drawn, and follow them again."""
        xmin, xmax, ymin, ymax = self._fitted()
        self._vb.setRange(xRange=(xmin, xmax), yRange=(ymin, ymax), padding=0)
        self.follow_data = True

    def _fitted(self) -> tuple[float, float, float, float]:
        """The view fitted to the points and the linear model shown (:func:`core.session.geometry.fitted_bounds`)."""
        if self._corners is None:  # the points' box, once per change of the points, from their edge (no pass over X)
            boxes = [s.box() for s in (self.model.points, self._points.test_points) if s is not None and len(s)]
            lows, highs = [lo for lo, _ in boxes], [hi for _, hi in boxes]
            self._corners = np.array([np.min(lows, axis=0), np.max(highs, axis=0)]) if boxes else np.zeros((0, 2))
        snap = self._snapshot
        linear = snap is not None and snap.binary_primal and not self._number_line.on
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

    def _range_changed(self, *_: object) -> None:
        self._view_settled.request()
        self._draw_model()
        self.key_cursor.redraw()
