"""The canvas's regions layer: the classes' shading, the boundaries and the contours of the model drawn."""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPolygonItem

from core.session.argmax_regions import argmax_borders, argmax_polygons
from core.session.classes import position
from core.session.geometry import boundary_segment, half_space_grid, on_plane
from core.session.points import MAX_CLASSES
from core.session.snapshot import Snapshot
from perceptron_gui.views.canvas_drawing import RegionsParts, drawn
from perceptron_gui.views.canvas_layers.items import (
    TINT_ALPHA,
    averaged_model,
    blank,
    has_line,
    linear_multiclass,
    voted_model,
)
from perceptron_gui.views.canvas_layers.stage import Stage
from perceptron_gui.widgets.palette import class_color

PROBABILITY_DEPTH = 0.55  # how far P = 0 and P = 1 go from white towards their class's colour
ODDS_LEVELS = (0.1, 0.9)  # the dashed lines of equal probability beside a logistic boundary


def probability_map(low: QColor, high: QColor) -> pg.ColorMap:
    """P = 0 in a light ``low`` (class -1's colour), 0.5 white, 1 in a light ``high`` (class +1's colour)."""

    def light(colour: QColor) -> tuple[int, int, int]:
        def towards(c: int) -> int:
            return int(255 - PROBABILITY_DEPTH * (255 - c))

        return towards(colour.red()), towards(colour.green()), towards(colour.blue())

    return pg.ColorMap(pos=[0.0, 0.5, 1.0], color=[light(low), (255, 255, 255), light(high)])


class RegionsLayer:
    """The regions each class is predicted in (a grid's cells, a logistic model's P(y = +1 | x), or a linear
    multiclass model's exact polygons), the kernel's and the vote's f = 0 contour, and the boundary lines."""

    def __init__(self, stage: Stage, labels: Callable[[], tuple[int, ...]]) -> None:
        self._stage = stage
        self._labels = labels
        plot = stage.plot
        self.regions = pg.ImageItem(axisOrder="row-major")
        self.regions.setZValue(-20)
        plot.addItem(self.regions)
        self.contour = pg.IsocurveItem(level=0.0, pen=pg.mkPen("#222222", width=2))
        self.contour.setParentItem(self.regions)
        # A linear multiclass model: each class's region a polygon, the borders lines (exact shapes: straight at
        # any zoom, where the grid's cells show steps).  Made when such a model is first drawn, not for every
        # window's start.
        self._class_regions: list[QGraphicsPolygonItem] = []
        self._class_borders = pg.PlotCurveItem(pen=pg.mkPen("#333333", width=2), connect="pairs")
        plot.addItem(self._class_borders)
        # Logistic regression: P(y = +1 | x) shaded from one class's colour (0) through white (0.5) to the
        # other's (1), with its colour bar beside the plot and the contours P = 0.1 and 0.9 dashed.
        self._probability = pg.ImageItem(axisOrder="row-major")
        self._probability.setZValue(-20)
        plot.addItem(self._probability)
        self._probability_bar: pg.ColorBarItem | None = None  # made when first shown (:meth:`_colour_bar`)
        self._bar_shown = False
        self.probability_drawn = False
        # P = 0.1 and 0.9 of a linear logistic model are the lines w·x + b = ln(p / (1 - p)), drawn as lines
        self.odds = [
            pg.PlotCurveItem(pen=pg.mkPen("#555555", width=1, style=Qt.PenStyle.DashLine)) for _ in ODDS_LEVELS
        ]
        for curve in self.odds:
            plot.addItem(curve)
        # The model's boundary (solid) and, for the averaged and voted variants, the last w's (dashed).
        self.last_line = pg.PlotCurveItem(pen=pg.mkPen("#555555", width=2, style=Qt.PenStyle.DashLine))
        self.line = pg.PlotCurveItem(pen=pg.mkPen("#111111", width=2.5))
        for item in (self.last_line, self.line):
            plot.addItem(item)

    def draw(self, snap: Snapshot | None) -> None:
        """Shade where each class is predicted by ``snap``'s model (nothing for None)."""
        shapes = self._draw_class_regions(snap)
        if shapes or self._draw_probability(snap) or snap is None or snap.regions is None or snap.grid_rect is None:
            self.regions.clear()
            self.contour.setData(None)
            return
        positions = np.array([position(self._labels(), int(c)) for c in snap.classes])
        lut = np.array([class_color(int(p), TINT_ALPHA).getRgb() for p in positions] + [(0, 0, 0, 0)], dtype=np.ubyte)
        # (the last row, transparent, is what region -1 reads: no class predicted there)
        regions = snap.regions
        averaged = averaged_model(snap)
        if averaged is not None:  # the half-planes of the model, the averaged w (the snapshot's are the last w's)
            regions = half_space_grid(*averaged, snap.grid_rect, regions.shape[0])
        self.regions.setImage(lut[regions], autoLevels=False)
        xmin, xmax, ymin, ymax = snap.grid_rect
        self.regions.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))
        if (snap.traits.dual or snap.traits.voted) and snap.grid_scores is not None:  # f = 0, or the vote's tie
            # IsocurveItem reads data as (x, y) columns; our grid is row-major (row = y).
            self.contour.setData(np.ascontiguousarray(snap.grid_scores.T))
        else:
            self.contour.setData(None)

    def draw_boundary(self, snap: Snapshot | None) -> None:
        """Draw the boundary of a two-class linear model (and the last w's, dashed, when the model is the averaged
        w or the vote); remove them for any other."""
        if snap is None or not snap.binary_primal:
            blank(self.line)
            blank(self.last_line)
            return
        averaged = averaged_model(snap)
        if averaged is not None:  # the model is the averaged w; the last w is dashed, with its arrows
            self._draw_line(self.line, *averaged)
            self._draw_line(self.last_line, snap.coef[0], float(snap.intercept[0]))
        elif voted_model(snap):  # the model is the vote (its contour); the last w is dashed
            blank(self.line)
            self._draw_line(self.last_line, snap.coef[0], float(snap.intercept[0]))
        else:
            self._draw_line(self.line, snap.coef[0], float(snap.intercept[0]))
            blank(self.last_line)

    def _draw_line(self, item: pg.PlotCurveItem, w: np.ndarray, b: float) -> None:
        seg = boundary_segment(on_plane(w), float(b), self._stage.view_rect())
        if seg is None:
            blank(item)
            return
        item.setData(seg[:, 0], seg[:, 1])
        self._stage.drew(self._stage.px(seg[0]), self._stage.px(seg[1]))

    def _draw_class_regions(self, snap: Snapshot | None) -> bool:
        """A linear multiclass model's regions as polygons and its borders as lines over the view; False (all
        hidden) for any other model."""
        if not linear_multiclass(snap) or snap is None:
            for region in self._class_regions:
                region.hide()
            blank(self._class_borders)
            return False
        self._polygons()
        xmin, xmax, ymin, ymax = self._stage.view_rect()
        dx, dy = 0.01 * (xmax - xmin), 0.01 * (ymax - ymin)  # a little beyond the view: no gap at its edges
        rect = (xmin - dx, xmax + dx, ymin - dy, ymax + dy)
        W, b = snap.coef, snap.intercept
        for k, region in enumerate(self._class_regions):
            corners = argmax_polygons(W, b, rect)[k] if k < len(W) else None
            if corners is None or len(corners) < 3:
                region.hide()
                continue
            region.setPolygon(QPolygonF([QPointF(float(x), float(y)) for x, y in corners]))
            region.setBrush(class_color(position(self._labels(), int(snap.classes[k])), TINT_ALPHA))
            region.show()
        borders = argmax_borders(W, b, rect)
        if borders:
            ends = np.vstack([segment for _, _, segment in borders])
            self._class_borders.setData(ends[:, 0], ends[:, 1])
            for _, _, seg in borders:
                self._stage.drew(self._stage.px(seg[0]), self._stage.px(seg[1]))
        else:
            blank(self._class_borders)
        return True

    def _polygons(self) -> None:
        """The polygons of a linear multiclass model's regions, one per class, hidden."""
        if self._class_regions:
            return
        for _ in range(MAX_CLASSES):
            region = QGraphicsPolygonItem()
            region.setPen(QPen(Qt.PenStyle.NoPen))
            region.setZValue(-20)
            region.hide()
            self._stage.plot.addItem(region)
            self._class_regions.append(region)

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
            self.scale_colour_bar()
        return self._probability_bar

    def scale_colour_bar(self) -> None:
        """Draw the colour bar's text at the stage's scale (as the plot's axes)."""
        if self._probability_bar is None:
            return
        scale = self._stage.scale
        font = QFont()
        font.setPointSizeF(QFont().pointSizeF() * scale)
        axis = self._probability_bar.axis
        axis.setTickFont(None if scale == 1.0 else font)
        axis.showLabel(scale == 1.0)  # enlarged ticks fill the bar's axis: the legend names P(y = +1 | x)

    def _draw_probability(self, snap: Snapshot | None) -> bool:
        """Shade P(y = +1 | x) of a logistic snapshot and show its colour bar; False (all hidden) for others."""
        shown = snap is not None and snap.probability is not None and snap.grid_rect is not None
        if shown != self._bar_shown:
            self._bar_shown = shown
            layout = self._stage.plot.layout
            bar = self._colour_bar()
            if shown:
                layout.addItem(bar, 2, 5)
                bar.show()
            else:
                layout.removeItem(bar)
                bar.hide()
        if not shown or snap is None or snap.probability is None or snap.grid_rect is None:
            if self.probability_drawn:  # cleared once, not at every frame of a perceptron's run
                self.probability_drawn = False
                self._probability.clear()
                for curve in self.odds:
                    blank(curve)
            return False
        self.probability_drawn = True
        low, high = (class_color(position(self._labels(), int(c))) for c in snap.classes[:2])
        self._colour_bar().setColorMap(probability_map(low, high))
        self._probability.setImage(snap.probability, autoLevels=False, levels=(0.0, 1.0))
        xmin, xmax, ymin, ymax = snap.grid_rect
        self._probability.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))
        w, b = on_plane(snap.coef[0]), float(snap.intercept[0])
        for curve, p in zip(self.odds, ODDS_LEVELS, strict=True):
            seg = boundary_segment(w, b - math.log(p / (1.0 - p)), snap.grid_rect)
            if seg is None:
                blank(curve)
            else:
                curve.setData(seg[:, 0], seg[:, 1])
        return True

    def parts(self) -> dict[str, bool]:
        """The parts of the classifier's picture this layer draws, and whether each is drawn now."""
        return {
            "shading": self.regions.image is not None,
            "boundary": has_line(self.line),
            "last w's boundary": has_line(self.last_line),
        }

    def drawing(self) -> RegionsParts:
        """This layer's fields of :class:`~perceptron_gui.views.canvas_drawing.CanvasDrawing`."""
        odds = tuple(part for part in (drawn(curve) for curve in self.odds) if part is not None)
        return RegionsParts(
            boundary=drawn(self.line),
            contour=self.contour.data,
            probability=self.probability_drawn,
            odds=odds,
        )
