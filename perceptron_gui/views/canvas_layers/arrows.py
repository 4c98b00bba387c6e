"""The canvas's arrows layer: w, the step's update η·y·x, the batch step pending, each class's w_c, and their
labels' words and candidate places (placed by :class:`~perceptron_gui.views.canvas_layers.stage.Stage`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt

from core.session.argmax_regions import arrows_scale
from core.session.classes import label_text, position
from core.session.geometry import beside_segment, on_plane, threshold, vector_text
from core.session.points import MAX_CLASSES
from core.session.snapshot import Snapshot, StepUpdate, no_class_text, step_update
from core.teach.numbers import short
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.canvas_drawing import ArrowsParts, Drawn, drawn
from perceptron_gui.views.canvas_layers.items import (
    Candidate,
    Placement,
    averaged_model,
    blank,
    label,
    linear_multiclass,
    voted_model,
)
from perceptron_gui.views.canvas_layers.stage import Stage, corner_places
from perceptron_gui.views.plot_scale import scale_items
from perceptron_gui.widgets.palette import class_color, class_text_color

UPDATE_LABEL_AT = (0.5, 0.35, 0.65, 0.2, 0.8)  # along the update arrow from its tail
HIDDEN_WORDS = QT_TRANSLATE_NOOP("Canvas", "Question open: hidden until the answer is checked")
WORDS = {
    "last w": QT_TRANSLATE_NOOP("Canvas", "last w"),
    "averaged": QT_TRANSLATE_NOOP("Canvas", "averaged w = {w}, b = {b} (the model)"),
    "threshold": QT_TRANSLATE_NOOP("Canvas", "threshold −b/w = {t}"),
    "drawn": QT_TRANSLATE_NOOP("Canvas", "(drawn ×{scale})"),
    "class w": QT_TRANSLATE_NOOP("Canvas", "w for {name} = {w}"),
}


def word(key: str) -> str:
    """WORDS[key] in the interface language."""
    return translated("Canvas", WORDS[key])


def drawn_at(scale: float) -> str:
    """The note after an arrow's words when it is drawn scaled (two spaces, then "(drawn" and the factor), else ""."""
    return "  " + word("drawn").format(scale=short(scale, 2)) if scale != 1.0 else ""


Arrow = tuple[pg.PlotCurveItem, pg.ArrowItem, pg.TextItem]  # a shaft, its head and its label


def arrow(colour: str, head: float, anchor: tuple[float, float], **pen: object) -> Arrow:
    """An arrow's shaft, head and label in one colour."""
    return (
        pg.PlotCurveItem(pen=pg.mkPen(colour, **pen)),
        pg.ArrowItem(angle=0, headLen=head, tipAngle=30, brush=colour, pen=None),
        label(colour, anchor),
    )


def point(shaft: pg.PlotCurveItem, head: pg.ArrowItem, start: np.ndarray, end: np.ndarray) -> None:
    """Draw an arrow from ``start`` to ``end`` (data coordinates)."""
    delta = end - start
    shaft.setData([start[0], end[0]], [start[1], end[1]])
    head.setPos(*end)
    head.setStyle(angle=180 - np.degrees(np.arctan2(delta[1], delta[0])))
    head.show()


def drawn_arrow(items: Arrow) -> Drawn | None:
    """An arrow as drawn, with its label (None: not drawn)."""
    shaft, head, text = items
    return drawn(shaft, text, head)


def hide(shaft: pg.PlotCurveItem, head: pg.ArrowItem, text: pg.TextItem) -> None:
    """Remove an arrow and its label."""
    blank(shaft)
    head.hide()
    text.hide()


class ArrowsLayer:
    """The arrows of the model drawn and the note shown while a quiz question hides them."""

    def __init__(self, stage: Stage, labels: Callable[[], tuple[int, ...]]) -> None:
        self._stage = stage
        self._labels = labels
        plot = stage.plot
        # Where the w arrow starts and its drawing scale (tip = anchor + scale·w); None: no linear model drawn.
        self.frame: tuple[np.ndarray, float] | None = None
        self.w = arrow("#111111", 14, (0, 1), width=2)
        for item in self.w:
            plot.addItem(item)
        self.update = arrow("#CC0000", 12, (0, 0), width=2, style=Qt.PenStyle.DashLine)
        for item in self.update[:2]:
            plot.addItem(item)
            item.setZValue(5)
        plot.addItem(self.update[2])
        self._hidden = label("#555555", (0, 0))  # says why the classifier is not drawn (a quiz question is open)
        plot.addItem(self._hidden)
        # The batch gradient's pending sum μ·Σ y·x of the epoch so far, from w's tip (the algorithm panel sets it).
        self.pending: tuple[np.ndarray, str] | None = None
        self.pend = arrow("#7B3294", 12, (0, 0), width=2.5, style=Qt.PenStyle.DashDotLine)
        for item in self.pend:
            plot.addItem(item)
            item.setZValue(5)
        # A linear multiclass model's w_c from the origin in each class's colour, made when first drawn.
        self.class_arrows: list[Arrow] = []

    def draw(self, snap: Snapshot | None, line_mode: bool) -> list[Placement]:
        """Draw the arrows of ``snap``'s two-class linear model (w, the step's update, the batch step pending),
        or remove them; return their labels."""
        self.frame = None
        placements = []
        if snap is None or not snap.binary_primal:
            blank(self.w[0])
            self.w[1].hide()
            self.w[2].hide()
            hide(*self.update)
            hide(*self.pend)
            return []
        w_label = self._draw_weight(snap, line_mode)
        if w_label is not None:
            placements.append((self.w[2], *w_label))
        update = step_update(snap)
        if update is not None:  # (a batch epoch moves w at its end only)
            placements.append((self.update[2], *self._draw_update(snap, update)))
        else:
            hide(*self.update)
        pending = self._draw_pending(snap)
        if pending is not None:
            placements.append((self.pend[2], *pending))
        return placements

    def anchor_and_scale(self, w: np.ndarray, b: float, also: np.ndarray | None = None) -> tuple[np.ndarray, float]:
        """Where the w arrow starts (the boundary point nearest the origin) and how it is scaled to fit.

        ``also`` is another vector drawn from the same anchor at the same scale (the w before an update).
        """
        length = math.hypot(float(w[0]), float(w[1]))  # no overflow for huge w
        anchor = -(b / length) * (w / length) if length > 0 else np.zeros(2)
        xmin, xmax, ymin, ymax = self._stage.view_rect()
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

    def _draw_weight(self, snap: Snapshot, line_mode: bool) -> tuple[str, list[Candidate]] | None:
        """Draw the w arrow; return its label's text and candidate places (beyond the tip, else beside the shaft)."""
        w, b = on_plane(snap.coef[0]), float(snap.intercept[0])
        shaft, head, text = self.w
        if not np.any(w):
            self.frame = (np.zeros(2), 1.0)  # drawn from the origin once it is not 0
            blank(shaft)
            head.hide()
            text.hide()
            words = no_class_text(snap)  # no class anywhere: said in a corner of the view
            if words is None:
                return None
            left, top, right, bottom = self._stage.area()
            return words, corner_places([((left, bottom), (1.0, -1.0)), ((left, top), (1.0, 1.0)),
                                         ((right, bottom), (-1.0, -1.0))])  # fmt: skip
        update = step_update(snap)
        anchor, scale = self.anchor_and_scale(w, b, None if update is None else on_plane(update.before))
        self.frame = (anchor, scale)
        tip = anchor + scale * w
        point(shaft, head, anchor, tip)
        start, end = self._stage.px(anchor), self._stage.px(tip)
        self._stage.drew(start, end, arrow=True)
        averaged = averaged_model(snap)
        name = word("last w") if averaged is not None or voted_model(snap) else "w"  # the model: the average, the vote
        words = f"{name} = {vector_text(snap.coef[0])}"
        if averaged is not None:
            words = word("averaged").format(w=vector_text(averaged[0]), b=short(averaged[1])) + f"\n{words}"
        if len(snap.coef[0]) == 1:  # on a number line the boundary is the threshold, named as the notes do
            at = threshold(w[0], b)  # (None only for w = 0, which has no arrow)
            words += f", b = {short(b)}" + ("" if at is None else ": " + word("threshold").format(t=short(at)))
        words += drawn_at(scale)
        beyond, beside = [(end, end - start)], beside_segment(end, start, (0.0, 0.2, 0.4))
        return words, [*beside, *beyond] if line_mode else [*beyond, *beside]  # on a line: off the points

    def _draw_update(self, snap: Snapshot, update: StepUpdate) -> tuple[str, list[Candidate]]:
        """Draw the step's update from the old w's tip to the new one's; return its label's text and candidate places.

        The label (the variant's rule with the change, from :func:`core.session.snapshot.step_update`) goes
        beside the shaft on the side away from where both w start (outside the triangle of w before, w after
        and the update), never across its own arrow.
        """
        old, new = on_plane(update.before), on_plane(update.after)
        anchor, scale = self.anchor_and_scale(new, float(snap.intercept[0]), old)
        start, end = anchor + scale * old, anchor + scale * new
        point(*self.update[:2], start, end)
        a, b = self._stage.px(start), self._stage.px(end)
        self._stage.drew(a, b, arrow=True)
        return update.text, beside_segment(a, b, UPDATE_LABEL_AT, away_from=self._stage.px(anchor))

    def _draw_pending(self, snap: Snapshot) -> tuple[str, list[Candidate]] | None:
        """The pending batch step from the tip of w (drawn at w's scale); its label's text and places."""
        if self.pending is None or not np.any(self.pending[0]):
            hide(*self.pend)
            return None
        delta, words = on_plane(self.pending[0]), self.pending[1]
        w = on_plane(snap.coef[0])
        if np.any(w):
            anchor, scale = self.anchor_and_scale(w, float(snap.intercept[0]), w + delta)
        else:  # from w = 0 the step starts at the origin, scaled to fit the view as w would be
            anchor, scale = self.anchor_and_scale(delta, 0.0)
            words += drawn_at(scale)
        start, end = anchor + scale * w, anchor + scale * (w + delta)
        point(*self.pend[:2], start, end)
        a, b = self._stage.px(start), self._stage.px(end)
        self._stage.drew(a, b, arrow=True)
        return words, beside_segment(a, b, UPDATE_LABEL_AT, away_from=self._stage.px(anchor))

    def conceal(self, snap: Snapshot | None, concealed: bool) -> list[Placement]:
        """While concealed: the frame the quiz's guessed w is drawn in (from the origin, at the scale w would be
        drawn), and the note saying why no classifier is drawn, for a corner of the view."""
        if not concealed:
            self._hidden.hide()
            return []
        w = on_plane(snap.coef[0]) if snap is not None and snap.binary_primal else None
        self.frame = self.anchor_and_scale(w, 0.0) if w is not None and np.any(w) else (np.zeros(2), 1.0)
        left, top, right, bottom = self._stage.area()
        corners = [((left, top), (1.0, 1.0)), ((right, top), (-1.0, 1.0)), ((left, bottom), (1.0, -1.0))]
        return [(self._hidden, translated("Canvas", HIDDEN_WORDS), corner_places(corners))]

    def draw_classes(self, snap: Snapshot | None, names: Mapping[int, str] | None) -> list[Placement]:
        """A linear multiclass model: each class's w_c from the origin in its colour, at one scale for all
        (:func:`core.session.argmax_regions.arrows_scale`); their labels, to be placed last."""
        shown = linear_multiclass(snap)
        if shown:
            self._class_items()
        W = snap.coef if shown and snap is not None else np.zeros((0, 2))
        scale = arrows_scale(W, self._stage.view_rect()) if len(W) else 1.0
        placements = []
        for k, (shaft, head, text) in enumerate(self.class_arrows):
            if snap is None or k >= len(W) or not np.any(W[k]):
                for item in (shaft, head, text):
                    item.hide()
                continue
            at = position(self._labels(), int(snap.classes[k]))
            colour = class_color(at)
            text.setColor(class_text_color(at))
            tip = scale * W[k]
            shaft.setData([0.0, tip[0]], [0.0, tip[1]])
            shaft.setPen(pg.mkPen(colour, width=2.5 * self._stage.scale))
            head.setStyle(angle=180 - np.degrees(np.arctan2(W[k][1], W[k][0])), brush=colour)
            head.setPos(*tip)
            shaft.show()
            head.show()
            start, end = self._stage.px(np.zeros(2)), self._stage.px(tip)
            self._stage.drew(start, end, arrow=True)
            if not self._stage.vb.sceneBoundingRect().contains(QPointF(*end)):  # the tip is out of view: no label
                text.hide()
                continue
            name = label_text(int(snap.classes[k]), False, names)
            words = word("class w").format(name=name, w=vector_text(W[k])) + drawn_at(scale)
            placements.append((text, words, [(end, end - start), *beside_segment(end, start, (0.0, 0.3))]))
        return placements

    def _class_items(self) -> None:
        """The arrows of a linear multiclass model, one per class, hidden, at the current scale."""
        if self.class_arrows:
            return
        plot = self._stage.plot
        for k in range(MAX_CLASSES):
            items = arrow(class_color(k).name(), 14, (0, 1), width=2.5)
            for item in items:
                plot.addItem(item)
                item.hide()
            items[0].setZValue(6)
            items[1].setZValue(6)
            self.class_arrows.append(items)
        scale_items([item for items in self.class_arrows for item in items], self._stage.scale, self._stage.scale)

    def parts(self) -> dict[str, bool]:
        """The parts of the classifier's picture this layer draws, and whether each is drawn now."""
        return {"w arrow": self.w[1].isVisible() or self.w[2].isVisible(), "update arrow": self.update[1].isVisible()}

    def drawing(self) -> ArrowsParts:
        """This layer's fields of :class:`~perceptron_gui.views.canvas_drawing.CanvasDrawing`."""
        return ArrowsParts(
            w_arrow=drawn_arrow(self.w),
            update=drawn_arrow(self.update),
            pending=drawn_arrow(self.pend),
            pending_step=None if self.pending is None else self.pending[0].copy(),
            class_arrows=tuple(part for part in (drawn_arrow(items) for items in self.class_arrows) if part),
            note=self._hidden.textItem.toPlainText() if self._hidden.isVisible() else "",
        )
