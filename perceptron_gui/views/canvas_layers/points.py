"""The canvas's points layer: the points by class (or their density), held-out test points, the support
vectors, the rings (the example of the step, the selection, the example linked from another view) and the
rubber band; and the boxes of the markers in view, which labels keep off."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from core.session.density import DensityCounts, class_codes
from core.session.geometry import class_density, density_image
from core.session.points import MAX_CLASSES, PointSet
from core.session.snapshot import Snapshot
from perceptron_gui.document.points_model import PointsModel
from perceptron_gui.views.canvas_drawing import PointsParts, positions
from perceptron_gui.views.canvas_layers.items import PointsItem, Scatter, blank
from perceptron_gui.views.canvas_layers.stage import Stage
from perceptron_gui.views.edit_tool import EditTool
from perceptron_gui.widgets.palette import class_color, class_symbol

DENSITY_FROM = 20_000  # from this many points on, the points are drawn as a density picture of mixed class colours
DENSITY_CELL_PX = 2  # its cells, in screen pixels
MARKED_POINTS = 5000  # points in view up to which labels keep off each marker
LINKED_RING = "#E69F00"  # the example linked to another view (weight space's hovered line), in that view's colour


def dense(X: np.ndarray) -> bool:
    """Whether so many points are drawn as a density picture (markers would hide one class under another)."""
    return len(X) >= DENSITY_FROM and X.ndim == 2 and X.shape[1] == 2


class PointsLayer:
    """The document's points as markers of their class (a density picture from DENSITY_FROM points on) and
    what rings or marks them; ``hovered`` hears the index of the point under the mouse (-1: none)."""

    def __init__(
        self,
        stage: Stage,
        model: PointsModel,
        labels: Callable[[], tuple[int, ...]],
        hovered: Callable[[int], None],
    ) -> None:
        self._stage = stage
        self._model = model
        self._labels = labels
        self._hovered_to = hovered
        self.tool: EditTool | None = None
        plot = stage.plot
        # Large point sets: one picture of the points' density, each cell the mix of its classes' colours.
        self._density = pg.ImageItem(axisOrder="row-major")
        self._density_counts = DensityCounts()
        self._density.setZValue(-10)
        plot.addItem(self._density)
        self._support = Scatter(pen=pg.mkPen("#333333", width=1.5), brush=None, symbol="o")
        plot.addItem(self._support)
        self.scatter = []
        for k in range(MAX_CLASSES):
            item = PointsItem(
                size=11, symbol=class_symbol(k), pen=pg.mkPen("#222222", width=1), brush=pg.mkBrush(class_color(k))
            )
            item.setZValue(10)
            # The points rarely change while the model redraws 60 times a second: keep their picture.
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            plot.addItem(item)
            self.scatter.append(item)
        # Held-out test points of a table document: hollow markers in the class colours, not trained on.
        self.test_points: PointSet | None = None
        self._test_scatter: list[PointsItem] = []
        for k in range(MAX_CLASSES):
            item = PointsItem(size=11, symbol=class_symbol(k), pen=pg.mkPen(class_color(k), width=2), brush=None)
            item.setZValue(9)
            plot.addItem(item)
            self._test_scatter.append(item)
        # Rings over points: a click on a ringed point selects it (plain scatters would swallow the click).
        self._selected = PointsItem(size=19, symbol="o", pen=pg.mkPen("#FF00FF", width=2), brush=None)
        self.current = PointsItem(size=26, symbol="o", pen=pg.mkPen("#111111", width=3), brush=None)
        self._band = pg.PlotCurveItem(pen=pg.mkPen("#FF00FF", width=1, style=Qt.PenStyle.DashLine))
        # Weight space rings the example whose line is hovered there (or under the mouse here).
        self._linked = PointsItem(size=26, symbol="o", pen=pg.mkPen(LINKED_RING, width=4), brush=None)
        self._linked.setZValue(30)
        plot.addItem(self._linked)
        for item in (self._selected, self.current, self._band):
            item.setZValue(11)
            plot.addItem(item)
        self._hovered = -1
        self._boxes_of: tuple[PointSet, tuple, np.ndarray] | None = None  # (points, view, boxes) kept

    def _shown_points(self) -> tuple[np.ndarray, np.ndarray | None]:
        """The points drawn (an edit's preview while it drags) and the preview (None when there is none)."""
        preview = self.tool.preview if self.tool is not None else None
        return (preview if preview is not None else self._model.plane), preview

    def refresh(self) -> np.ndarray:
        """Draw the points again (after an edit or during a drag); return the points drawn."""
        X, _ = self._shown_points()
        y = self._model.y
        labels = self._labels()
        many = dense(X)
        for k, item in enumerate(self.scatter):
            mask = None if many else y == labels[k]
            item.setData(pos=X[mask]) if mask is not None and mask.any() else item.clear()
        self.draw_density()
        self.draw_test_points()
        self.show_selection()
        return X

    def restyle(self) -> None:
        """Draw the classes in the palette chosen now."""
        for k, (item, test) in enumerate(zip(self.scatter, self._test_scatter, strict=True)):
            item.setBrush(pg.mkBrush(class_color(k)))
            test.setPen(pg.mkPen(class_color(k), width=2))

    def draw_test_points(self) -> None:
        """Draw the held-out test points hollow, in their class's colour and marker."""
        test = self.test_points
        labels = self._labels()
        for k, item in enumerate(self._test_scatter):
            mask = None if test is None or k >= len(labels) else test.y == labels[k]
            item.setData(pos=test.X[mask]) if test is not None and mask is not None and mask.any() else item.clear()

    def draw_density(self, *_: object) -> None:
        """Draw a large point set over the view as cells of mixed class colours (see :func:`density_image`)."""
        X, preview = self._shown_points()
        xmin, xmax, ymin, ymax = rect = self._stage.view_rect()
        if not dense(X) or not (xmax > xmin and ymax > ymin):
            self._density.clear()
            return
        labels = self._labels()
        rgb = [(c.red(), c.green(), c.blue()) for c in (class_color(k) for k in range(len(labels)))]
        colours = np.array(rgb, dtype=np.float64)
        vb = self._stage.vb
        shape = (max(1, round(vb.height() / DENSITY_CELL_PX)), max(1, round(vb.width() / DENSITY_CELL_PX)))
        if preview is None:  # an edit's few points move between cells (O(edit)), the set is not counted again
            counts = self._density_counts.counts(self._model.points, labels, rect, shape)
        else:
            counts = class_density(preview, class_codes(self._model.y, labels), len(labels), rect, shape)
        self._density.setImage(density_image(counts, colours), autoLevels=False)
        self._density.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))

    def show_selection(self) -> None:
        """Ring the points the edit tool has selected."""
        X, _ = self._shown_points()
        selection = self.tool.selection if self.tool is not None else set()
        idx = sorted(i for i in selection if i < len(X))
        self._selected.setData(pos=X[idx]) if idx else self._selected.clear()

    def show_band(self) -> None:
        """Draw the edit tool's rubber band (or remove it)."""
        band = self.tool.band if self.tool is not None else None
        if band is None:
            blank(self._band)
            return
        x0, x1, y0, y1 = band.left(), band.right(), band.top(), band.bottom()
        self._band.setData([x0, x1, x1, x0, x0], [y0, y0, y1, y1, y0])

    def ring_linked(self, point: np.ndarray | None) -> None:
        """Ring ``point`` as the example another view links to (None: no ring)."""
        if point is None:
            self._linked.clear()
        else:
            self._linked.setData(pos=[point])

    def draw(self, snap: Snapshot | None) -> None:
        """Ring the example of ``snap``'s step and mark its support vectors (nothing for None)."""
        X = self._model.plane
        if snap is not None and 0 <= snap.index < len(X):
            self.current.setData(pos=X[[snap.index]])
        else:
            self.current.clear()
        support = None if snap is None else snap.support
        support_weight = None if snap is None else snap.support_weight
        if support is None or support_weight is None or len(support) == 0 or support.max() >= len(X):
            self._support.clear()
            return
        weight = support_weight / support_weight.max()
        self._support.setData(pos=X[support], size=14 + 16 * weight)

    def mouse_moved(self, scene_pos: QPointF) -> None:
        """Say which point the mouse is over, when that changes."""
        inside = self.tool is not None and self._stage.vb.sceneBoundingRect().contains(scene_pos)
        hit = self.tool.point_at(self._stage.vb.mapSceneToView(scene_pos)) if inside and self.tool is not None else None
        index = -1 if hit is None else hit
        if index != self._hovered:
            self._hovered = index
            self._hovered_to(index)

    @property
    def marker_px(self) -> float:
        """The points' markers' size on the screen now (pixels across)."""
        return float(self.scatter[0].opts["size"])

    def boxes(self) -> np.ndarray:
        """The points' markers in view (scene pixels); none for a view of more than MARKED_POINTS points (drawn
        as a density).  Kept while the points, the view and the markers stay: a run's frames redraw the model
        60 times a second over the same points (a million of them, masked afresh, took milliseconds a frame)."""
        points = self._model.points
        stage = self._stage
        key = (stage.view_rect(), stage.area(), self.marker_px)
        if self._boxes_of is not None and self._boxes_of[0] is points and self._boxes_of[1] == key:
            return self._boxes_of[2]
        X = self._model.plane
        xmin, xmax, ymin, ymax = key[0]
        seen = X[(X[:, 0] >= xmin) & (X[:, 0] <= xmax) & (X[:, 1] >= ymin) & (X[:, 1] <= ymax)] if len(X) else X
        boxes = np.zeros((0, 4))
        if 0 < len(seen) <= MARKED_POINTS:
            origin = stage.px(np.zeros(2))
            ex, ey = stage.px(np.array([1.0, 0.0])) - origin, stage.px(np.array([0.0, 1.0])) - origin
            centres = origin + seen[:, :1] * ex + seen[:, 1:2] * ey
            r = self.marker_px / 2 + 1
            boxes = np.hstack([centres - r, centres + r])
        self._boxes_of = (points, key, boxes)
        return boxes

    def drawing(self) -> PointsParts:
        """This layer's fields of :class:`~perceptron_gui.views.canvas_drawing.CanvasDrawing`."""
        return PointsParts(
            points=positions(*self.scatter),
            test_points=positions(*self._test_scatter),
            support=positions(self._support),
            current=positions(self.current),
            selected=positions(self._selected),
            linked=positions(self._linked),
        )
