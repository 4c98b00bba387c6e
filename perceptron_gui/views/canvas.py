"""The canvas: points by class and the model drawn over them; mouse edits go to its edit tool.

Plot items are created once and updated with ``setData``/``setImage``
(the pyqtgraph way); the geometry comes from :mod:`core.session.geometry`.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

from core.session.classes import alphabet, position
from core.session.geometry import boundary_segment
from core.session.points import MAX_CLASSES
from core.session.snapshot import Snapshot
from perceptron_gui.points_model import PointsModel
from perceptron_gui.views.edit_tool import EditTool
from perceptron_gui.widgets.palette import class_color, class_symbol
from perceptron_gui.widgets.throttle import Throttle

TINT_ALPHA = 45
UPDATE_ARROW_MS = 1200
VIEW_SETTLE_MS = 60  # the decision grid follows the view once panning and zooming pause


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


class Canvas(pg.PlotWidget):
    """The drawing area (objectName ``canvas``)."""

    view_changed = Signal(object)  # (xmin, xmax, ymin, ymax), debounced
    message = Signal(str)

    def __init__(self, model: PointsModel) -> None:
        self._vb = EditViewBox()
        super().__init__(viewBox=self._vb, background="w")
        self.setObjectName("canvas")
        self.model = model
        self.tool: EditTool | None = None
        self.follow_data = True
        self._snapshot: Snapshot | None = None
        self._labels: tuple[int, ...] | None = None
        plot = self.getPlotItem()
        plot.setAspectLocked(True)
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setLabel("bottom", "x₁")
        plot.setLabel("left", "x₂")
        plot.hideButtons()
        for name in ("left", "bottom"):  # the grid is drawn by the axes: repainting it every frame costs ~20 ms
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._build_items()
        self._vb.sigRangeChangedManually.connect(self._user_moved_view)
        self._vb.sigRangeChanged.connect(self._range_changed)
        self._view_settled = Throttle(
            VIEW_SETTLE_MS, lambda: self.view_changed.emit(self.view_rect()), self, debounce=True
        )
        self._arrow_fades = Throttle(UPDATE_ARROW_MS, self._hide_update_arrow, self, debounce=True)
        model.changed.connect(self._points_changed)
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
        self._avg_line = pg.PlotDataItem(pen=pg.mkPen("#555555", width=2, style=Qt.PenStyle.DashLine))
        self._line = pg.PlotDataItem(pen=pg.mkPen("#111111", width=2.5))
        self._w_shaft = pg.PlotDataItem(pen=pg.mkPen("#111111", width=2))
        self._w_head = pg.ArrowItem(angle=0, headLen=14, tipAngle=30, brush="#111111", pen=None)
        self._w_label = pg.TextItem("w", color="#111111", anchor=(0, 1))
        self._upd_shaft = pg.PlotDataItem(pen=pg.mkPen("#CC0000", width=2, style=Qt.PenStyle.DashLine))
        self._upd_head = pg.ArrowItem(angle=0, headLen=12, tipAngle=30, brush="#CC0000", pen=None)
        self._upd_label = pg.TextItem("", color="#CC0000", anchor=(0, 0))
        for item in (self._avg_line, self._line, self._w_shaft, self._w_head, self._w_label):
            plot.addItem(item)
        for item in (self._upd_shaft, self._upd_head, self._upd_label):
            plot.addItem(item)
            item.setZValue(5)
        # Reference lines that stay while training changes: the max-margin w*, a pinned boundary, ensembles.
        self._references: dict[str, tuple[np.ndarray, float, str] | None] = {"star": None, "pinned": None, "mean": None}
        styles = {
            "star": ("#009E73", Qt.PenStyle.DashDotLine, 2.5),
            "pinned": ("#8A8A8A", Qt.PenStyle.DotLine, 2.5),
            "mean": ("#CC79A7", Qt.PenStyle.DashLine, 2.0),
        }
        self._reference_items: dict[str, tuple[pg.PlotDataItem, pg.TextItem]] = {}
        for name, (colour, style, width) in styles.items():
            line = pg.PlotDataItem(pen=pg.mkPen(colour, width=width, style=style))
            text = pg.TextItem("", color=colour, anchor=(0, 1))
            for item in (line, text):
                item.setZValue(4)
                plot.addItem(item)
            self._reference_items[name] = (line, text)
        voted_pen = pg.mkPen("#E69F00", width=2.5, style=Qt.PenStyle.DotLine)
        self._voted = pg.IsocurveItem(level=0.0, pen=voted_pen)
        self._voted.setZValue(4)
        plot.addItem(self._voted)
        # A legend for the reference lines, showing only those drawn; samples are lines with the same pens.
        self._legend = pg.LegendItem(offset=(10, 10), brush=pg.mkBrush(255, 255, 255, 210), labelTextColor="#222222")
        self._legend.setParentItem(plot.getViewBox())
        self._legend.setZValue(20)
        self._legend.hide()
        self._legend_samples = {
            name: pg.PlotDataItem(pen=line.opts["pen"]) for name, (line, _) in self._reference_items.items()
        }
        self._legend_samples["voted"] = pg.PlotDataItem(pen=voted_pen)
        self._legend_samples["last"] = pg.PlotDataItem(pen=pg.mkPen("#111111", width=2.5))
        self._legend_names = {"last": "last w", "star": "max margin w*", "pinned": "pinned", "mean": "averaged",
                              "voted": "voted"}  # fmt: skip
        self._legend_shown: tuple[str, ...] = ()
        self._voted_shown = False
        self._support = pg.ScatterPlotItem(pen=pg.mkPen("#333333", width=1.5), brush=None, symbol="o")
        plot.addItem(self._support)
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
        self._selected = pg.ScatterPlotItem(size=19, symbol="o", pen=pg.mkPen("#FF00FF", width=2), brush=None)
        self._current = pg.ScatterPlotItem(size=26, symbol="o", pen=pg.mkPen("#111111", width=3), brush=None)
        self._band = pg.PlotDataItem(pen=pg.mkPen("#FF00FF", width=1, style=Qt.PenStyle.DashLine))
        for item in (self._selected, self._current, self._band):
            item.setZValue(11)
            plot.addItem(item)

    # ------------------------------------------------------------- editing
    def set_tool(self, tool: EditTool) -> None:
        """Hand mouse edits to ``tool`` and draw its selection, drag preview and rubber band."""
        self.tool = tool
        self._vb.tool = tool
        tool.selection_changed.connect(self._show_selection)
        tool.preview_changed.connect(self.refresh_points)
        tool.band_changed.connect(self._show_band)
        tool.message.connect(self.message)

    def pixel_size(self) -> tuple[float, float]:
        """The data width and height of one pixel (for hit tests)."""
        sx, sy = self._vb.viewPixelSize()
        return float(sx), float(sy)

    def labels(self) -> tuple[int, ...]:
        """The class alphabet of the points, in palette order (see :func:`core.session.classes.alphabet`)."""
        if self._labels is None:
            self._labels = alphabet(self.model.y)
        return self._labels

    def _show_band(self) -> None:
        band = self.tool.band if self.tool is not None else None
        if band is None:
            self._band.clear()
            return
        x0, x1, y0, y1 = band.left(), band.right(), band.top(), band.bottom()
        self._band.setData([x0, x1, x1, x0, x0], [y0, y0, y1, y1, y0])

    # ------------------------------------------------------------- drawing
    def _points_changed(self) -> None:
        self._labels = None
        self.refresh_points()

    def refresh_points(self) -> None:
        """Redraw the points (after an edit or during a drag)."""
        preview = self.tool.preview if self.tool is not None else None
        X = preview if preview is not None else self.model.X
        y = self.model.y
        labels = self.labels()
        for k, item in enumerate(self._scatter):
            mask = y == labels[k]
            item.setData(pos=X[mask]) if mask.any() else item.clear()
        self._show_selection()
        if preview is None and self.follow_data and len(X) and not self._view_contains(X):
            self.fit_to_data()

    def _show_selection(self) -> None:
        preview = self.tool.preview if self.tool is not None else None
        X = preview if preview is not None else self.model.X
        selection = self.tool.selection if self.tool is not None else set()
        idx = sorted(i for i in selection if i < len(X))
        self._selected.setData(pos=X[idx]) if idx else self._selected.clear()

    def show_state(self, snap: Snapshot | None) -> None:
        """Draw the model of a snapshot (None clears it)."""
        self._snapshot = snap
        self._draw_model()

    def set_reference(self, name: str, w: np.ndarray | None, b: float = 0.0, text: str = "") -> None:
        """Draw (or, with w None, remove) a reference line: "star" (w*), "pinned" or "mean" (averaged)."""
        self._references[name] = None if w is None else (np.asarray(w, dtype=np.float64), float(b), text)
        self._draw_references()

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

    def _draw_references(self) -> None:
        rect = self.view_rect()
        for name, (line, text) in self._reference_items.items():
            ref = self._references[name]
            seg = None if ref is None else boundary_segment(ref[0], ref[1], rect)
            if ref is None or seg is None:
                line.clear()
                text.hide()
                continue
            line.setData(seg[:, 0], seg[:, 1])
            top = name != "mean"  # labels at opposite ends, inside the view
            end = seg[np.argmax(seg[:, 1])] if top else seg[np.argmin(seg[:, 1])]
            right = end[0] > (rect[0] + rect[1]) / 2  # text grows towards the middle of the view, never out of it
            text.setAnchor((1 if right else 0, 0 if top else 1))
            text.setText(ref[2])
            text.setPos(*end)
            text.show()
        self._update_legend()

    def _update_legend(self) -> None:
        """List the reference lines drawn now (and the last w they are compared with); hidden when there are none."""
        shown = tuple(name for name in ("star", "pinned", "mean") if self._references[name] is not None)
        shown += ("voted",) if self._voted_shown else ()
        if shown:
            shown = ("last", *shown)
        if shown == self._legend_shown:
            return
        self._legend_shown = shown
        self._legend.clear()
        for name in shown:
            self._legend.addItem(self._legend_samples[name], self._legend_names[name])
        self._legend.setVisible(bool(shown))

    def _draw_model(self) -> None:
        snap = self._snapshot
        self._draw_references()
        linear_binary = snap is not None and snap.variant != "kernel" and not snap.multiclass
        self._draw_regions(snap)
        if snap is None or not linear_binary:
            for item in (self._line, self._avg_line, self._w_shaft):
                item.clear()
            self._w_head.hide()
            self._w_label.hide()
        else:
            self._draw_line(self._line, snap.coef[0], snap.intercept[0])
            if snap.avg_coef is not None and snap.avg_intercept is not None:
                self._draw_line(self._avg_line, snap.avg_coef[0], snap.avg_intercept[0])
            else:
                self._avg_line.clear()
            self._draw_weight_arrow(snap)
        X = self.model.X
        if snap is not None and 0 <= snap.index < len(X):
            self._current.setData(pos=X[[snap.index]])
        else:
            self._current.clear()
        self._draw_support(snap)
        if snap is not None and snap.mistake and snap.prev_coef is not None and linear_binary:
            self._draw_update_arrow(snap)
        else:
            self._hide_update_arrow()

    def _draw_regions(self, snap: Snapshot | None) -> None:
        if snap is None or snap.regions is None or snap.grid_rect is None:
            self._regions.clear()
            self._contour.setData(None)
            return
        positions = np.array([position(self.labels(), int(c)) for c in snap.classes])
        lut = np.array([class_color(int(p), TINT_ALPHA).getRgb() for p in positions], dtype=np.ubyte)
        self._regions.setImage(lut[snap.regions], autoLevels=False)
        xmin, xmax, ymin, ymax = snap.grid_rect
        self._regions.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))
        if snap.variant == "kernel" and snap.grid_scores is not None:
            # IsocurveItem reads data as (x, y) columns; our grid is row-major (row = y).
            self._contour.setData(np.ascontiguousarray(snap.grid_scores.T))
        else:
            self._contour.setData(None)

    def _draw_line(self, item: pg.PlotDataItem, w: np.ndarray, b: float) -> None:
        seg = boundary_segment(w, float(b), self.view_rect())
        item.setData(seg[:, 0], seg[:, 1]) if seg is not None else item.clear()

    def _anchor_and_scale(self, w: np.ndarray, b: float, also: np.ndarray | None = None) -> tuple[np.ndarray, float]:
        """Where the w arrow starts (the boundary point nearest the origin) and how it is scaled to fit.

        ``also`` is another vector drawn from the same anchor at the same scale (the w before an update).
        """
        length = math.hypot(float(w[0]), float(w[1]))  # no overflow for huge w
        anchor = -(b / length) * (w / length) if length > 0 else np.zeros(2)
        xmin, xmax, ymin, ymax = self.view_rect()
        size = math.hypot(xmax - xmin, ymax - ymin)
        scale = 1.0
        if length > 0 and not 0.04 * size <= length <= 0.35 * size:
            scale = 0.2 * size / length
        # Keep the tip inside the view (a short view, or a boundary near its edge), when the anchor is.
        inner = np.array([xmin, ymin]) + 0.06 * np.array([xmax - xmin, ymax - ymin])
        outer = np.array([xmax, ymax]) - 0.06 * np.array([xmax - xmin, ymax - ymin])
        if length > 0 and np.all(anchor >= inner) and np.all(anchor <= outer):
            room = []
            for u in [w] if also is None else [w, also]:
                edge = np.where(u > 0, outer, inner)
                room += [(edge[k] - anchor[k]) / (scale * u[k]) for k in (0, 1) if u[k]]
            scale *= min(1.0, *room)
        return anchor, scale

    def _draw_weight_arrow(self, snap: Snapshot) -> None:
        w, b = snap.coef[0], float(snap.intercept[0])
        if not np.any(w):
            self._w_shaft.clear()
            self._w_head.hide()
            self._w_label.hide()
            return
        before = snap.prev_coef[0] if snap.mistake and snap.prev_coef is not None else None
        anchor, scale = self._anchor_and_scale(w, b, before)
        tip = anchor + scale * w
        self._w_shaft.setData([anchor[0], tip[0]], [anchor[1], tip[1]])
        self._w_head.setPos(*tip)
        self._w_head.setStyle(angle=180 - np.degrees(np.arctan2(w[1], w[0])))
        self._w_head.show()
        text = f"w = [{w[0]:.3g}, {w[1]:.3g}]" + (f"  (drawn ×{scale:.2g})" if scale != 1.0 else "")
        self._w_label.setText(text)
        self._w_label.setPos(*tip)
        self._w_label.show()

    def _draw_update_arrow(self, snap: Snapshot) -> None:
        assert snap.prev_coef is not None and snap.prev_intercept is not None
        old, new = snap.prev_coef[0], snap.coef[0]
        anchor, scale = self._anchor_and_scale(new, float(snap.intercept[0]), old)
        start, end = anchor + scale * old, anchor + scale * new
        delta = new - old
        self._upd_shaft.setData([start[0], end[0]], [start[1], end[1]])
        self._upd_head.setPos(*end)
        self._upd_head.setStyle(angle=180 - np.degrees(np.arctan2(delta[1], delta[0])))
        self._upd_head.show()
        self._upd_label.setText(f"η·y·x = [{delta[0]:.3g}, {delta[1]:.3g}]")
        self._upd_label.setAnchor((1, 0) if delta[0] > 0 else (0, 0))  # beside the shaft, away from w's label
        self._upd_label.setPos(*((start + end) / 2))
        self._upd_label.show()
        self._arrow_fades.request()

    def _hide_update_arrow(self) -> None:
        self._upd_shaft.clear()
        self._upd_head.hide()
        self._upd_label.hide()

    def _draw_support(self, snap: Snapshot | None) -> None:
        X = self.model.X
        support = None if snap is None else snap.support
        support_weight = None if snap is None else snap.support_weight
        if support is None or support_weight is None or len(support) == 0 or support.max() >= len(X):
            self._support.clear()
            return
        weight = support_weight / support_weight.max()
        self._support.setData(pos=X[support], size=14 + 16 * weight)

    # ---------------------------------------------------------------- view
    def view_rect(self) -> tuple[float, float, float, float]:
        """The visible data rectangle (xmin, xmax, ymin, ymax)."""
        (xmin, xmax), (ymin, ymax) = self._vb.viewRange()
        return (float(xmin), float(xmax), float(ymin), float(ymax))

    def fit_to_data(self) -> None:
        """Show all points and follow the data again."""
        xmin, xmax, ymin, ymax = self.model.points.bounds(pad=0.15)
        self._vb.setRange(xRange=(xmin, xmax), yRange=(ymin, ymax), padding=0)
        self.follow_data = True

    def _view_contains(self, X: np.ndarray) -> bool:
        xmin, xmax, ymin, ymax = self.view_rect()
        return bool(((X[:, 0] >= xmin) & (X[:, 0] <= xmax) & (X[:, 1] >= ymin) & (X[:, 1] <= ymax)).all())

    def _user_moved_view(self, *_: object) -> None:
        self.follow_data = False

    def _range_changed(self, *_: object) -> None:
        self._view_settled.request()
        self._draw_model()
