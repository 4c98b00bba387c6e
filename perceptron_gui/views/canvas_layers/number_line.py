"""The canvas's number-line layer: a one-feature document drawn on the line y = 0, with the threshold -b/w,
the rays S₋ and S₊ named, and the margin band of the max-margin threshold."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor

from core.session.geometry import threshold
from core.session.snapshot import Snapshot
from core.teach.numbers import short
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.canvas_drawing import NumberLineParts, positions
from perceptron_gui.views.canvas_layers.items import Placement, Scatter, label
from perceptron_gui.views.canvas_layers.stage import Stage
from perceptron_gui.widgets.palette import readable_text

WORDS = {
    "axis": QT_TRANSLATE_NOOP("Canvas", "x (the one feature)"),
    "band": QT_TRANSLATE_NOOP("Canvas", "max-margin threshold {t} ± {m}"),
}
word = word_lookup("Canvas", WORDS)  # word(key): WORDS[key] in the interface language


class NumberLineLayer:
    """The number line and what is marked on it; shown only for a one-feature document (:attr:`on`)."""

    def __init__(self, stage: Stage) -> None:
        self._stage = stage
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
            stage.plot.addItem(item)
            item.hide()
        self._band: tuple[float, float, float] | None = None
        self.on = False

    def set_on(self, on: bool) -> bool:
        """Draw the points on the number line (on) or in the plane; True when that changed."""
        if on == self.on:
            return False
        self.on = on
        plot = self._stage.plot
        plot.setLabel("bottom", word("axis") if on else "x₁")
        plot.setLabel("left", "" if on else "x₂")
        plot.showAxis("left", not on)
        self._number_line.setVisible(on)
        return True

    def retranslate(self) -> None:
        """The axis's words in the interface language (on ``QEvent.LanguageChange``)."""
        if self.on:
            self._stage.plot.setLabel("bottom", word("axis"))

    def set_band(self, band: tuple[float, float, float] | None) -> None:
        """Shade (t - m, t + m) around the max-margin threshold t (None removes it)."""
        self._band = band
        self._margin_band.setVisible(band is not None)
        if band is not None:
            self._margin_band.setRegion((band[0], band[2]))

    def draw(self, snap: Snapshot | None) -> list[Placement]:
        """The threshold -b/w of ``snap``'s model as a marker; the rays' and the margin band's labels."""
        stage = self._stage
        on = self.on
        placements: list[Placement] = []
        w = float(snap.coef[0][0]) if on and snap is not None and snap.coef.shape[1] == 1 else 0.0
        _, _, ymin, ymax = stage.view_rect()
        at_x = threshold(w, float(snap.intercept[0])) if snap is not None else None
        if at_x is not None:
            self._threshold.setData(pos=[(at_x, 0.0)])
            self._threshold.show()
            up = stage.px(np.array([0.0, ymin + 0.62 * (ymax - ymin)]))[1]
            at = stage.px(np.array([at_x, 0.0]))[0]
            gap = 12.0
            left, right = ("S₊: w·x + b > 0", "S₋: w·x + b < 0") if w < 0 else ("S₋: w·x + b < 0", "S₊: w·x + b > 0")
            placements += [
                (self._ray_labels[0], left, [(np.array([at - gap, up]), np.array([-1.0, 0.0]))]),
                (self._ray_labels[1], right, [(np.array([at + gap, up]), np.array([1.0, 0.0]))]),
            ]
        else:
            self._threshold.clear()
            self._threshold.hide()
            for text in self._ray_labels:
                text.hide()
        band = self._band if on else None
        if band is not None:
            lo, t, hi = band
            low = ymin + 0.2 * (ymax - ymin)
            words = word("band").format(t=short(t), m=short(hi - t))
            candidates = [
                (stage.px(np.array([t, low])), np.array([0.0, 1.0])),
                (stage.px(np.array([hi, low])), np.array([1.0, 0.0])),
                (stage.px(np.array([lo, low])), np.array([-1.0, 0.0])),
            ]
            placements.append((self._margin_label, words, candidates))
        else:
            self._margin_label.hide()
        return placements

    def drawing(self) -> NumberLineParts:
        """This layer's fields of :class:`~perceptron_gui.views.canvas_drawing.CanvasDrawing`."""
        band = self._margin_band.getRegion() if self._margin_band.isVisible() else None
        marked = positions(self._threshold) if self._threshold.isVisible() else np.zeros((0, 2))
        return NumberLineParts(
            threshold=marked[0] if len(marked) else None,
            margin_band=None if band is None else (float(band[0]), float(band[1])),
        )
