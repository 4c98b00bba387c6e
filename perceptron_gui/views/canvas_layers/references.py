"""The canvas's references layer: lines that stay while training changes (the max-margin w*, a pinned boundary,
the ensembles' averaged and voted boundaries) and the legend naming the lines drawn."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTransform

from core.session.geometry import Box, beside_segment, boundary_segment, on_plane
from core.session.snapshot import Snapshot
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.canvas_drawing import ReferencesParts, drawn
from perceptron_gui.views.canvas_layers.items import Placement, averaged_model, blank, has_line, label, voted_model
from perceptron_gui.views.canvas_layers.stage import Stage, box
from perceptron_gui.widgets.palette import readable_text

LEGEND_OFFSET = 10  # px between the legend and the plot's edge
LEGEND_SAMPLE = 20_000  # points looked at when choosing the legend's corner
POINT_CLEARANCE = 8  # px: a point's marker this close to the legend counts as hidden by it
REFERENCE_LABEL_AT = (0.0, 0.04, 0.08, 0.12, 0.2, 0.3, 0.4, 0.5)  # along a reference line from its label's end
STYLES = {
    "star": ("#009E73", Qt.PenStyle.DashDotLine, 2.5),
    "pinned": ("#8A8A8A", Qt.PenStyle.DotLine, 2.5),
    "mean": ("#CC79A7", Qt.PenStyle.DashLine, 2.0),
}
LEGEND_NAMES = {"last": QT_TRANSLATE_NOOP("Canvas", "last w"), "star": QT_TRANSLATE_NOOP("Canvas", "max margin w*"),
                "pinned": QT_TRANSLATE_NOOP("Canvas", "pinned"), "mean": QT_TRANSLATE_NOOP("Canvas", "averaged"),
                "voted": QT_TRANSLATE_NOOP("Canvas", "voted"),
                "model": QT_TRANSLATE_NOOP("Canvas", "averaged w: the model"),
                "last_dashed": QT_TRANSLATE_NOOP("Canvas", "last w"),
                "vote": QT_TRANSLATE_NOOP("Canvas", "the vote: the model"),
                "p50": QT_TRANSLATE_NOOP("Canvas", "boundary P(y = +1 | x) = 0.5"),
                "odds": QT_TRANSLATE_NOOP("Canvas", "P = 0.1 and 0.9")}  # fmt: skip


class ReferencesLayer:
    """The reference lines with their labels, the voted perceptron's boundary, and the legend.

    ``model_lines`` are the model's own lines the legend may name (by the legend's keys "last", "model",
    "last_dashed", "vote", "p50", "odds"): its samples take their pens when it first shows.
    """

    def __init__(self, stage: Stage, model_lines: Mapping[str, pg.PlotCurveItem | pg.IsocurveItem]) -> None:
        self._stage = stage
        self._model_lines = model_lines
        plot = stage.plot
        self._references: dict[str, tuple[np.ndarray, float, str] | None] = {name: None for name in STYLES}
        self.items: dict[str, tuple[pg.PlotCurveItem, pg.TextItem]] = {}
        for name, (colour, style, width) in STYLES.items():
            line = pg.PlotCurveItem(pen=pg.mkPen(colour, width=width, style=style))
            line.setZValue(4)
            text = label(readable_text(QColor(colour)).name(), (0, 1))  # the line's hue, dark enough to read
            for item in (line, text):
                plot.addItem(item)
            self.items[name] = (line, text)
        voted_pen = pg.mkPen("#E69F00", width=2.5, style=Qt.PenStyle.DotLine)
        self._voted = pg.IsocurveItem(level=0.0, pen=voted_pen)
        self._voted.setZValue(4)
        plot.addItem(self._voted)
        self.voted_shown = False
        # A legend for the reference lines, showing only those drawn; samples are lines with the same pens.
        self.legend = pg.LegendItem(
            offset=(LEGEND_OFFSET, LEGEND_OFFSET), brush=pg.mkBrush(255, 255, 255, 210), labelTextColor="#222222"
        )
        self.legend.setParentItem(stage.vb)
        self.legend.setZValue(20)
        self.legend.hide()
        self._legend_shown: tuple[str, ...] | None = ()

    def set(self, name: str, w: np.ndarray | None, b: float, text: str) -> None:
        """Keep (or, with w None, drop) the reference line ``name``: "star", "pinned" or "mean"."""
        self._references[name] = None if w is None else (np.asarray(w, dtype=np.float64), float(b), text)

    def line(self, name: str, concealed: bool) -> tuple[np.ndarray, float, str] | None:
        """The reference line drawn as (w, b, text), or None; while concealed only w* (the data's) is drawn."""
        return None if concealed and name != "star" else self._references[name]

    def set_voted(self, votes: np.ndarray | None, rect: tuple[float, float, float, float] | None) -> None:
        """Draw the voted perceptron's boundary: the zero contour of a row-major vote grid over rect."""
        self.voted_shown = votes is not None and rect is not None
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

    def draw(self, concealed: bool) -> list[Placement]:
        """Draw the reference lines; return their labels, to be placed once every line is drawn."""
        rect = self._stage.view_rect()
        placements = []
        for name, (line, text) in self.items.items():
            ref = self.line(name, concealed)
            seg = None if ref is None else boundary_segment(on_plane(ref[0]), ref[1], rect)
            if ref is None or seg is None:
                blank(line)
                text.hide()
                continue
            line.setData(seg[:, 0], seg[:, 1])
            ends = [self._stage.px(p) for p in seg]
            self._stage.drew(ends[0], ends[1])
            # Labels start at opposite ends (w* and pinned at the top, averaged at the bottom), beside the line.
            near, far = sorted(ends, key=lambda p: p[1], reverse=name == "mean")
            placements.append((text, ref[2], beside_segment(near, far, REFERENCE_LABEL_AT)))
        return placements

    def forget_legend(self) -> None:
        """Make the legend again at the next :meth:`update_legend` (its names in a new interface language)."""
        self._legend_shown = None

    def update_legend(self, snap: Snapshot | None, concealed: bool) -> None:
        """List the lines drawn now (``snap`` is the model drawn); hidden when only the model's boundary is.

        The averaged variant's model is the averaged w (solid), drawn with its last w (dashed).
        """
        shown = tuple(name for name in ("star", "pinned", "mean") if self.line(name, concealed) is not None)
        shown += ("voted",) if self.voted_shown else ()
        if snap is not None and snap.probability is not None:
            shown = ("p50", "odds", *shown)
        elif averaged_model(snap) is not None:
            shown = ("model", "last_dashed", *shown)
        elif voted_model(snap):
            shown = ("vote", "last_dashed", *shown)
        elif shown:
            shown = ("last", *shown)
        if shown == self._legend_shown:
            return
        self._legend_shown = shown
        self.legend.clear()
        for name in shown:
            self.legend.addItem(self._samples[name], translated("Canvas", LEGEND_NAMES[name]))
        self.legend.setVisible(bool(shown))

    @cached_property
    def _samples(self) -> dict[str, pg.PlotDataItem]:
        """The legend's samples: lines with the pens of the lines they name (made when the legend first shows)."""
        samples = {name: pg.PlotDataItem(pen=line.opts["pen"]) for name, (line, _) in self.items.items()}
        samples["voted"] = pg.PlotDataItem(pen=self._voted.pen)
        for name, line in self._model_lines.items():
            samples[name] = pg.PlotDataItem(pen=line.pen if isinstance(line, pg.IsocurveItem) else line.opts["pen"])
        return samples

    def place_legend(self, X: np.ndarray) -> Box | None:
        """Put the legend in the corner of the plot where it hides the fewest of the points ``X`` (top left on a
        tie); return its box (scene pixels), or None while it is hidden."""
        if not self.legend.isVisible():
            return None
        vb = self._stage.vb
        width, height = vb.width(), vb.height()
        size = self.legend.boundingRect()
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
        self.legend.anchor(itemPos=best, parentPos=best, offset=offset)
        return box(self.legend.sceneBoundingRect())

    def parts(self) -> dict[str, bool]:
        """The parts of the classifier's picture this layer draws, and whether each is drawn now."""
        return {"averaged boundary": has_line(self.items["mean"][0]), "voted boundary": self.voted_shown}

    def drawing(self) -> ReferencesParts:
        """This layer's fields of :class:`~perceptron_gui.views.canvas_drawing.CanvasDrawing`."""
        references = {}
        for name, (line, text) in self.items.items():
            part = drawn(line, text)
            if part is not None:
                references[name] = part
        legend = tuple(label.text for _, label in self.legend.items) if self.legend.isVisible() else ()
        return ReferencesParts(
            references=references,
            vote=not self._voted.boundingRect().isEmpty(),
            ensembles=self._references["mean"] is not None or self.voted_shown,
            legend=legend,
            legend_box=self.legend.mapRectToScene(self.legend.boundingRect()) if legend else None,
        )
