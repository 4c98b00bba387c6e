"""The point inspector (objectName ``inspectorPanel``, in the dock ``inspectorDock``): click a point, read its numbers.

A click on a point selects it (the edit tool's selection, the one owner); with exactly one point
selected the inspector shows what :func:`core.teach.inspect.inspect_point` computes for it under the
weights shown (time travel included): the score a = w·x + b, y·a, ‖x‖², the projection of x on w and
the signed distance to the boundary; and, from the run's trace, its last update with y·a before and
after and the undershoot flag (note 004).  On the canvas a dotted segment joins the point to the
boundary's point nearest it, labelled with the signed distance.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from core.session.shown import Shown
from core.teach.inspect import PointReport, inspect_point, last_update, sign_of
from core.teach.numbers import number_text, vector_text
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.views.canvas import Canvas, blank, label
from perceptron_gui.views.edit_tool import EditTool
from perceptron_gui.views.readout import Readout
from perceptron_gui.widgets.naming import named

FIELDS = (
    ("point", QT_TRANSLATE_NOOP("Inspector", "point")),
    ("score", QT_TRANSLATE_NOOP("Inspector", "score a")),
    ("margin", "y·a"),
    ("norm", "‖x‖²"),
    ("projection", QT_TRANSLATE_NOOP("Inspector", "x on w")),
    ("distance", QT_TRANSLATE_NOOP("Inspector", "distance")),
    ("update", QT_TRANSLATE_NOOP("Inspector", "last update")),
)
CONTEXT = "Inspector"
WORDS = {
    "under": QT_TRANSLATE_NOOP("Inspector", "Point {i} under the weights of step t = {t}."),
    "misclassified": QT_TRANSLATE_NOOP("Inspector", "misclassified"),
    "right": QT_TRANSLATE_NOOP("Inspector", "classified right"),
    "no direction": QT_TRANSLATE_NOOP("Inspector", "— (w = 0: no direction)"),
    "projection": QT_TRANSLATE_NOOP("Inspector", "{projection}, the vector {vector}"),
    "signed": QT_TRANSLATE_NOOP("Inspector", "{distance} (signed)"),
    "batch": QT_TRANSLATE_NOOP("Inspector", "— (batch: one summed update per epoch)"),
    "none yet": QT_TRANSLATE_NOOP("Inspector", "none yet (no mistake on it so far)"),
    "update": QT_TRANSLATE_NOOP("Inspector", "step t = {t} (epoch {epoch}): {change}"),
    "undershoot": QT_TRANSLATE_NOOP(
        "Inspector",
        "Undershoot: after its own update at step {t}, y·a = {margin} — the example is still wrong (note 004).",
    ),
    "click": QT_TRANSLATE_NOOP("Inspector", "Click a point on the canvas to inspect it."),
    "hidden": QT_TRANSLATE_NOOP(
        "Inspector", "Point {i}: its score is hidden while a question is open, until the answer is checked."
    ),
    "linear": QT_TRANSLATE_NOOP(
        "Inspector",
        "The inspector shows a point's score under the weight vector w: it needs a linear variant (not the kernel "
        "perceptron) and two classes.",
    ),
    "distance": QT_TRANSLATE_NOOP("Inspector", "distance {d}"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


UNDERSHOOT_BACKGROUND = QColor("#B00020")
DISTANCE_COLOUR = "#7B3294"


class DistanceOverlay:
    """On the canvas: the inspected point's dotted segment to the boundary, labelled with its signed distance."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        plot = canvas.getPlotItem()
        self.segment = pg.PlotDataItem(pen=pg.mkPen(DISTANCE_COLOUR, width=2, style=Qt.PenStyle.DotLine))
        self.segment.setZValue(7)
        self.text = label(DISTANCE_COLOUR, (0.5, 1))
        for item in (self.segment, self.text):
            plot.addItem(item)
        self._shown = True
        self.show(None)

    def show(self, report: PointReport | None) -> None:
        """Draw the segment of a report (None, or w = 0: nothing)."""
        if report is None or report.foot is None or report.distance is None or len(report.x) != 2:
            if self._shown:
                blank(self.segment)
                self.canvas.forget_label("distance")
                self.text.hide()
                self._shown = False
            return
        x, foot = report.x, report.foot
        self.segment.setData([x[0], foot[0]], [x[1], foot[1]])
        self.canvas.label_beside(
            "distance", self.text, word("distance").format(d=number_text(report.distance)), x, foot
        )
        self._shown = True


class InspectorPanel(QWidget):
    """Shows the numbers of the one selected point (see the module docstring); ``report`` is what it shows."""

    def __init__(self, document: DocumentModel, tool: EditTool, canvas: Canvas) -> None:
        super().__init__()
        self.setObjectName("inspectorPanel")
        self.shown = Shown()
        self.document = document
        self.tool = tool
        self.report: PointReport | None = None
        self.overlay = DistanceOverlay(canvas)
        self.note = named(QLabel(), "inspectorNote")
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.values: dict[str, QLabel] = {}
        self._titles: dict[str, QLabel] = {}
        for key, _ in FIELDS:
            value = named(QLabel(), f"inspector_{key}")
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.values[key] = value
            self._titles[key] = QLabel()
            form.addRow(self._titles[key], value)
        self.undershoot = named(QLabel(), "inspectorUndershoot")
        self.undershoot.setWordWrap(True)
        self.undershoot.setMargin(3)
        self.undershoot.setAutoFillBackground(True)  # a palette, not a style sheet: its text scales when presenting
        palette = self.undershoot.palette()
        palette.setColor(QPalette.ColorRole.Window, UNDERSHOOT_BACKGROUND)
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#FFFFFF"))
        self.undershoot.setPalette(palette)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.note)
        layout.addLayout(form)
        layout.addWidget(self.undershoot)
        layout.addStretch(1)
        tool.selection_changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's words in the interface language (at start and on ``QEvent.LanguageChange``)."""
        for key, title in FIELDS:
            self._titles[key].setText(translated(CONTEXT, title))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and "_titles" in self.__dict__:  # (once built)
            self.retranslate()
        super().changeEvent(event)

    def present(self, shown: Shown) -> None:
        """Show the selected point under the weights shown (its score hidden while a quiz question is open: it
        would give the answer away)."""
        self.shown = shown
        self.refresh()

    def readout(self) -> Readout:
        """What the inspector shows: the step of the weights it reads the point under, its numbers as text, and
        whether the score is hidden for a quiz question."""
        report = self.report
        texts = (("note", self.note.text()), *((key, label.text()) for key, label in self.values.items()))
        step = self._step() if report is not None else None
        return Readout(step=step, texts=texts if report is not None else texts[:1], hidden=self.shown.concealed)

    def selected(self) -> int | None:
        """The point inspected: the one selected point (None with none or several selected)."""
        selection = self.tool.selection
        return next(iter(selection)) if len(selection) == 1 else None

    def refresh(self, *_: object) -> None:
        """Show the selected point's numbers under the weights shown, or say what to do."""
        self.report = self._report()
        report = self.report
        self.overlay.show(report)
        for key, value in self.values.items():
            value.setVisible(report is not None)
            self._titles[key].setVisible(report is not None)
        self.undershoot.setVisible(report is not None and report.update is not None and report.update.undershoot)
        if report is None:
            return
        self.note.setText(word("under").format(i=report.index + 1, t=self._step()))
        y = "+1" if report.y > 0 else "−1"
        wrong = word("misclassified" if report.wrong else "right")
        none = word("no direction")
        self.values["point"].setText(f"x = {vector_text(report.x)}, y = {y}")
        score = "w·x + b" if self.document.settings.value().fit_intercept else "w·x"
        self.values["score"].setText(f"{score} = {number_text(report.score)}")
        self.values["margin"].setText(f"{number_text(report.margin)}  ({wrong})")
        self.values["norm"].setText(number_text(report.norm_sq))
        projection = report.projection_vector
        self.values["projection"].setText(
            none
            if report.projection is None or projection is None
            else word("projection").format(
                projection=f"(w·x)/‖w‖ = {number_text(report.projection)}", vector=vector_text(projection)
            )
        )
        self.values["distance"].setText(
            none
            if report.distance is None
            else word("signed").format(distance=f"(w·x + b)/‖w‖ = {number_text(report.distance)}")
        )
        update = report.update
        if update is None:
            trace = self.shown.trace
            batch = trace is not None and trace.batch
            self.values["update"].setText(word("batch" if batch else "none yet"))
            return
        change = (
            f"y·a {number_text(update.margin_before)} → {number_text(update.margin_after)} "
            f"(+{number_text(update.gain)})"
        )
        self.values["update"].setText(word("update").format(t=update.t, epoch=update.epoch, change=change))
        self.undershoot.setText(word("undershoot").format(t=update.t, margin=number_text(update.margin_after)))

    def _step(self) -> int:
        return self.shown.step

    def _report(self) -> PointReport | None:
        index = self.selected()
        snap = self.shown.snapshot
        points = self.document.points
        if index is None or index >= len(points.X):
            self.note.setText(word("click"))
            return None
        if self.shown.concealed:
            self.note.setText(word("hidden").format(i=index + 1))
            return None
        if snap is None or not snap.binary_primal:
            self.note.setText(word("linear"))
            return None
        settings = self.document.settings.value()
        x = points.X[index]
        y = sign_of(int(points.y[index]), snap.classes)
        trace = self.shown.trace
        update = None if trace is None or snap.step > trace.last_step else last_update(trace, index, snap.step)
        w, b = snap.coef[0], float(snap.intercept[0])
        return inspect_point(index, x, y, w, b, settings.zero_score, update)
