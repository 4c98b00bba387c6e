"""The geometry warm-up (Data > Draw a Classifier): type or drag w and b, and see what they mean.

:class:`ManualModel` owns the drawn classifier (a :class:`core.session.manual_model.DrawnClassifier`)
and whether the warm-up is on; :class:`ClassifierOverlay` draws it on the canvas (S₊ and S₋ tinted
and labelled, the line, the arrow w from the origin with a tip to drag, the distance -b/‖w‖, and after
b ± 1 the line where it was); :class:`ManualModelPanel` (in the dock ``manualModelDock``) types w and
b, shows the readouts, moves the line with b + 1 and b - 1, and hands w, b to training as w₀, b₀.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.learn.words import said
from core.session import settings as cs
from core.session.geometry import half_space_grid
from core.session.manual_model import CMU_EXERCISE, DrawnClassifier
from core.teach.numbers import plain
from perceptron_gui.document.document_model import SettingsModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.canvas import Canvas, label
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.number_box import NumberBox
from perceptron_gui.widgets.palette import class_color, class_text_color
from perceptron_gui.widgets.scrolling import scrolled
from perceptron_gui.window.titles import dock_title

COLOUR = "#5B2C83"  # the drawn classifier: a dark violet, apart from the classes' and the model's colours
GHOST = "#9E9AC8"
TINT_ALPHA = 40
GRID = 160
DRAG_DECIMALS = 2  # dragged values are rounded, so that they read as a teacher would write them


CONTEXT = "ManualModel"
WORDS = {
    "starts": QT_TRANSLATE_NOOP("ManualModel", "Training starts from w₀ = {w}, b₀ = {b}."),
    "starts on": QT_TRANSLATE_NOOP(
        "ManualModel", "Training starts from w₀ = {w}, b₀ = {b} (the intercept b is now on: b₀ ≠ 0 needs it)."
    ),
    "whole plus": QT_TRANSLATE_NOOP("ManualModel", "S₊: the whole plane"),
    "whole minus": QT_TRANSLATE_NOOP("ManualModel", "S₋: the whole plane"),
    "plus tip": QT_TRANSLATE_NOOP(
        "ManualModel", "Increase b by 1: the line moves 1/‖w‖ towards the negative side S₋ (against w)"
    ),
    "minus tip": QT_TRANSLATE_NOOP(
        "ManualModel", "Decrease b by 1: the line moves 1/‖w‖ towards the positive side S₊ (along w)"
    ),
    "exercise": QT_TRANSLATE_NOOP("ManualModel", "CMU exercise: w = (2, 3), b = 6"),
    "exercise tip": QT_TRANSLATE_NOOP(
        "ManualModel", "Lecture 6's in-class exercise: draw w₁x₁ + w₂x₂ + b > 0 with w = (2, 3), b = 6"
    ),
    "use": QT_TRANSLATE_NOOP("ManualModel", "Train from this w, b (as w₀, b₀)"),
    "use tip": QT_TRANSLATE_NOOP("ManualModel", "Training starts again from the drawn w and b; the warm-up ends"),
    "note": QT_TRANSLATE_NOOP("ManualModel", "Drag the arrow's tip to set w, drag the line to set b, or type them."),
    "boundary": QT_TRANSLATE_NOOP("ManualModel", "boundary: {equation}"),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class ManualModel(QObject):
    """The drawn classifier and whether the warm-up is on; ``changed`` after either changes.

    ``before`` is the classifier before the last b ± 1 (drawn as a ghost line), None otherwise.
    """

    changed = Signal()
    toggled = Signal(bool)
    message = Signal(str)

    def __init__(self, settings: SettingsModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.on = False
        self.value = CMU_EXERCISE
        self.before: DrawnClassifier | None = None
        self.shift_note = ""

    def set_on(self, on: bool) -> None:
        """Start or end the warm-up (Data > Draw a Classifier)."""
        if on != self.on:
            self.on = on
            self.toggled.emit(on)
            self.changed.emit()

    def set(self, value: DrawnClassifier) -> None:
        """Draw this classifier (typed or dragged)."""
        if value != self.value or self.before is not None:
            self.value, self.before, self.shift_note = value, None, ""
            self.changed.emit()

    def shift(self, delta: float) -> None:
        """b + delta, keeping the line before to show which way it moved."""
        try:
            moved = self.value.with_b(self.value.b + delta)
        except ValueError as error:
            self.message.emit(said(error, QCoreApplication.translate))
            return
        note = self.value.shift_note(delta, QCoreApplication.translate)
        self.before, self.shift_note, self.value = self.value, note, moved
        self.changed.emit()

    def use_as_start(self) -> None:
        """Training starts from the drawn w, b as w₀, b₀ (the intercept turned on for b ≠ 0); the warm-up ends."""
        current = self.settings.value()
        intercept = current.fit_intercept or self.value.b != 0
        self.settings.update(w0=self.value.w, b0=self.value.b if intercept else 0.0, fit_intercept=intercept)
        turned_on = intercept and not current.fit_intercept
        self.set_on(False)
        start = dict(w=f"({plain(self.value.w[0])}, {plain(self.value.w[1])})", b=plain(self.value.b))
        self.message.emit(word("starts on" if turned_on else "starts").format(**start))


class TipHandle(pg.TargetItem):
    """The arrow's tip, dragged in data coordinates of the view (exactly under the mouse, wherever the drag goes)."""

    def mouseDragEvent(self, ev) -> None:
        view = self.getViewBox()
        if ev.button() != Qt.MouseButton.LeftButton or view is None:
            return
        ev.accept()
        if ev.isStart():
            self._grab = self.pos() - view.mapSceneToView(ev.buttonDownScenePos())
        self.setPos(self._grab + view.mapSceneToView(ev.scenePos()))


class ClassifierOverlay(QObject):
    """The drawn classifier on the canvas: tinted half-planes, the line (drag it), w from the origin (drag its tip)."""

    def __init__(self, canvas: Canvas, model: ManualModel) -> None:
        super().__init__(canvas)
        self.canvas = canvas
        self.model = model
        self._drawing = False
        plot = canvas.getPlotItem()
        self.tint = pg.ImageItem(axisOrder="row-major")
        self.tint.setZValue(-19)
        lut = [class_color(0, TINT_ALPHA).getRgb(), class_color(1, TINT_ALPHA).getRgb()]
        self._lut = np.array(lut, dtype=np.ubyte)  # S₋ in the -1 class's colour, S₊ in the +1 class's
        self.ghost = pg.InfiniteLine(pen=pg.mkPen(GHOST, width=2.5, style=Qt.PenStyle.DotLine))
        self.line = pg.InfiniteLine(movable=True, pen=pg.mkPen(COLOUR, width=3), hoverPen=pg.mkPen(COLOUR, width=5))
        self.line.setObjectName("manualLine")
        self.move = pg.PlotDataItem(pen=pg.mkPen(GHOST, width=2))
        self.move_head = pg.ArrowItem(headLen=12, tipAngle=30, brush=GHOST, pen=None)
        self.shaft = pg.PlotDataItem(pen=pg.mkPen(COLOUR, width=2.5))
        self.head = pg.ArrowItem(headLen=16, tipAngle=30, brush=COLOUR, pen=None)
        self.tip = TipHandle(
            size=16, symbol="o", pen=pg.mkPen(COLOUR, width=2), brush=pg.mkBrush(255, 255, 255, 160), movable=True
        )
        self.tip.setObjectName("manualTip")
        self.distance = pg.PlotDataItem(pen=pg.mkPen(COLOUR, width=1.5, style=Qt.PenStyle.DashLine))
        self.w_label = label(COLOUR, (0, 1))
        self.distance_label = label(COLOUR, (0.5, 0.5))
        self.plus_label = label(class_text_color(1).name(), (0.5, 0.5))
        self.minus_label = label(class_text_color(0).name(), (0.5, 0.5))
        self.items = [
            self.tint, self.ghost, self.move, self.move_head, self.distance, self.line, self.shaft,
            self.head, self.tip, self.w_label, self.distance_label, self.plus_label, self.minus_label,
        ]  # fmt: skip
        for z, item in enumerate(self.items[1:]):
            item.setZValue(6 + (z if item is not self.tip else 12))
            plot.addItem(item)
        plot.addItem(self.tint)
        self.line.sigPositionChanged.connect(self._line_dragged)
        self.tip.sigPositionChanged.connect(self._tip_dragged)
        model.changed.connect(self.redraw)
        canvas.getPlotItem().getViewBox().sigRangeChanged.connect(lambda *_: self.redraw())
        self.redraw()

    def _line_dragged(self) -> None:
        if self._drawing:
            return
        p = self.line.pos()
        try:
            moved = self.model.value.through((p.x(), p.y()))
            self.model.set(moved.with_b(round(moved.b, DRAG_DECIMALS)))
        except ValueError as error:
            self.model.message.emit(said(error, QCoreApplication.translate))
            self.redraw()

    def _tip_dragged(self) -> None:
        if self._drawing:
            return
        p = self.tip.pos()
        try:
            self.model.set(self.model.value.with_w((round(p.x(), DRAG_DECIMALS), round(p.y(), DRAG_DECIMALS))))
        except ValueError as error:
            self.model.message.emit(said(error, QCoreApplication.translate))
            self.redraw()

    def redraw(self) -> None:
        """Draw the model's classifier (or nothing while the warm-up is off)."""
        self._drawing = True
        try:
            self._redraw()
        finally:
            self._drawing = False

    def _redraw(self) -> None:
        model, value = self.model, self.model.value
        for item in self.items:
            item.setVisible(model.on)
        if not model.on:
            return
        xmin, xmax, ymin, ymax = rect = self.canvas.view_rect()
        if not (xmax > xmin and ymax > ymin):
            return
        self.tint.setImage(self._lut[half_space_grid(value.vector, value.b, rect, GRID)], autoLevels=False)
        self.tint.setRect(QRectF(xmin, ymin, xmax - xmin, ymax - ymin))
        w = value.vector
        self.tip.setPos(QPointF(*w))
        self.shaft.setData([0.0, w[0]], [0.0, w[1]])
        self.head.setPos(*w)
        self.head.setStyle(angle=180 - value.angle if value.has_line else 0)
        self.head.setVisible(value.has_line)
        self.w_label.setText(f"w = ({plain(w[0])}, {plain(w[1])})")
        self.w_label.setPos(*w)
        size = math.hypot(xmax - xmin, ymax - ymin)
        if not value.has_line:
            for item in (self.line, self.ghost, self.distance, self.distance_label, self.move, self.move_head):
                item.hide()
            side = self.plus_label if value.b > 0 else self.minus_label
            side.setText(word("whole plus" if value.b > 0 else "whole minus"))
            side.setPos((xmin + xmax) / 2, (ymin + ymax) / 2)
            (self.minus_label if value.b > 0 else self.plus_label).hide()
            if value.b == 0:
                side.hide()
            return
        foot, unit = value.foot, w / value.norm
        along = np.array([-unit[1], unit[0]])
        self.line.setAngle(value.angle + 90)
        self.line.setPos(QPointF(*foot))
        self.distance.setData([0.0, foot[0]], [0.0, foot[1]])
        self.distance_label.setText(f"−b/‖w‖ = {plain(value.distance)}")
        self.distance_label.setVisible(bool(np.any(foot)))
        plus, minus = value.regions()
        centre = np.clip(foot, [xmin, ymin], [xmax, ymax])
        for text, item, sign in ((plus, self.plus_label, 1.0), (minus, self.minus_label, -1.0)):
            item.setText(text)
            if not self._place_inside(item, centre + sign * 0.25 * size * unit, centre):
                item.setText(text.split(" = ")[0])  # too wide for the view: S₊ or S₋ alone
                self._place_inside(item, centre + sign * 0.25 * size * unit, centre)
        self._place_inside(self.distance_label, foot / 2 - 0.06 * size * along, foot / 2)
        before = model.before
        shown = before is not None and before.has_line and before.w == value.w
        for item in (self.ghost, self.move, self.move_head):
            item.setVisible(shown)
        if shown and before is not None:
            self.ghost.setAngle(before.angle + 90)
            self.ghost.setPos(QPointF(*before.foot))
            start, end = before.foot, foot
            self.move.setData([start[0], end[0]], [start[1], end[1]])
            self.move_head.setPos(*end)
            delta = end - start
            self.move_head.setStyle(angle=180 - math.degrees(math.atan2(delta[1], delta[0])))

    def _place_inside(self, item: pg.TextItem, spot: np.ndarray, fallback: np.ndarray) -> bool:
        """Put a centred label at ``spot``, moved in so that all of it is inside the view; False if it cannot fit."""
        xmin, xmax, ymin, ymax = self.canvas.view_rect()
        sx, sy = self.canvas.pixel_size()
        box = item.textItem.boundingRect()
        half = np.array([0.5 * box.width() * sx + 0.02 * (xmax - xmin), 0.5 * box.height() * sy])
        low, high = np.array([xmin, ymin]) + half, np.array([xmax, ymax]) - half
        fits = bool(np.all(low < high))
        item.setPos(*(np.clip(spot, low, high) if fits else fallback))
        return fits


class ManualModelPanel(QWidget):
    """Type w and b, read ‖w‖, -b/‖w‖ and the angle, move the line with b ± 1, and train from it."""

    def __init__(self, model: ManualModel) -> None:
        super().__init__()
        self.setObjectName("manualModelPanel")
        self.model = model
        self.w1 = named(NumberBox("w₁", *cs.WEIGHT_RANGE, 0.0), "manualW1")
        self.w2 = named(NumberBox("w₂", *cs.WEIGHT_RANGE, 0.0), "manualW2")
        self.b = named(NumberBox("b", *cs.WEIGHT_RANGE, 0.0), "manualB")
        self.readouts = named(QLabel(), "manualReadouts")
        self.readouts.setWordWrap(True)
        self.readouts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.plus = named(QPushButton("b + 1"), "manualBPlus")
        self.minus = named(QPushButton("b − 1"), "manualBMinus")

        self.shift_note = named(QLabel(), "manualShiftNote")
        self.shift_note.setWordWrap(True)
        self.exercise = named(QPushButton(), "manualCmuExercise")
        self.use = named(QPushButton(), "manualUseAsStart")
        self.hint = named(QLabel(), "manualHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #B00020;")
        self.hint.hide()
        for text in (self.readouts, self.shift_note, self.hint):  # new text wraps; it never widens the dock
            text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        form = QFormLayout()
        row = QHBoxLayout()
        row.addWidget(self.w1)
        row.addWidget(self.w2)
        form.addRow("w = (w₁, w₂)", row)
        form.addRow("b", self.b)
        shifts = QHBoxLayout()
        shifts.addWidget(self.minus)
        shifts.addWidget(self.plus)
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.retranslate()
        for item in (self.note, form, self.readouts, shifts, self.shift_note, self.exercise, self.use, self.hint):
            layout.addLayout(item) if isinstance(item, QFormLayout | QHBoxLayout) else layout.addWidget(item)
        layout.addStretch(1)

        self._updating = False
        for box in (self.w1, self.w2, self.b):
            box.valueChanged.connect(self._typed)
            box.hint.connect(self._show_hint)
        self.plus.clicked.connect(lambda: model.shift(1.0))
        self.minus.clicked.connect(lambda: model.shift(-1.0))
        self.exercise.clicked.connect(lambda: model.set(CMU_EXERCISE))
        self.use.clicked.connect(model.use_as_start)
        model.changed.connect(self.show_value)
        self.show_value()

    def retranslate(self) -> None:
        """The panel's words in the interface language (again on ``QEvent.LanguageChange``)."""
        self.plus.setToolTip(word("plus tip"))
        self.minus.setToolTip(word("minus tip"))
        self.exercise.setText(word("exercise"))
        self.exercise.setToolTip(word("exercise tip"))
        self.use.setText(word("use"))
        self.use.setToolTip(word("use tip"))
        self.note.setText(word("note"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.show_value()  # the readouts in the new language
        super().changeEvent(event)

    def width_hint(self) -> int:
        """A width in which the readouts fit on few lines, in the panel's font (large in presentation mode)."""
        return self.fontMetrics().horizontalAdvance("distance of the boundary from the origin: −b/‖w‖ = −7/3.6")

    def _typed(self) -> None:
        if self._updating:
            return
        self.model.set(DrawnClassifier((self.w1.value(), self.w2.value()), self.b.value()))

    def _show_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def show_value(self) -> None:
        """Show the model's classifier in the boxes and the readouts."""
        value = self.model.value
        self._updating = True
        try:
            self.w1.setValue(value.w[0])
            self.w2.setValue(value.w[1])
            self.b.setValue(value.b)
        finally:
            self._updating = False
        plus, minus = value.regions() if value.has_line else ("", "")
        lines = (
            [
                word("boundary").format(equation=value.equation()),
                plus,
                minus,
                *value.readouts(QCoreApplication.translate),
            ]
            if value.has_line
            else value.readouts(QCoreApplication.translate)
        )
        self.readouts.setText("\n".join(line for line in lines if line))
        self.shift_note.setText(self.model.shift_note)
        self.shift_note.setVisible(bool(self.model.shift_note))


def manual_model_dock(window: QMainWindow, model: ManualModel) -> tuple[QDockWidget, ManualModelPanel]:
    """The warm-up's dock (``manualModelDock``, hidden: Data > Draw a Classifier shows it) and its panel."""
    panel = ManualModelPanel(model)
    dock = named(QDockWidget(dock_title("manualModelDock"), window), "manualModelDock")
    dock.setWidget(scrolled(panel, wrap=False))
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    dock.hide()
    return dock, panel
