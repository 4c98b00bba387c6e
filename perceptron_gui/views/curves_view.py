"""The learning-curves dock: mistakes per epoch, training error and the perceptron loss, on one epoch axis.

Curves come from :func:`core.teach.trace.epoch_curves` over the controller's run log and are
extended epoch by epoch (only new epochs are computed), a few times a second at most.  For logistic
regression and the hinge (SGD) they come from the run's recorded steps (:meth:`SgdTrace.epoch_curves`):
the steps with a nonzero gradient, the training error and the training loss (mean l of the epoch), and a
fourth plot shows Σα_t and Σα_t² of the schedule against the Robbins-Monro conditions (note 000).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel

from core.learn.schedules import schedule_sums
from core.session.points import PointSet
from core.teach.holdout import epoch_holdout_errors
from core.teach.numbers import grouped
from core.teach.sgd_trace import SgdTrace, robbins_monro
from core.teach.trace import epoch_curves
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.views.axes import plain_numbers
from perceptron_gui.views.dock_panel import DockPanel
from perceptron_gui.views.readout import Readout, numbers
from perceptron_gui.widgets.naming import named

REFRESH_MS = 250  # during a run: the least time between two frames drawn
SUMS_AHEAD = 10  # the schedule's sums are drawn (dashed) to this many times the steps taken, at least
SUMS_MIN_T = 1000
SGD_TITLES = {
    "logistic": (QT_TRANSLATE_NOOP("Curves", "steps with ℓ′ ≠ 0"), QT_TRANSLATE_NOOP("Curves", "training error (%)"),
                 QT_TRANSLATE_NOOP("Curves", "mean ln(1 + e^(−y a))")),
    "hinge": (QT_TRANSLATE_NOOP("Curves", "steps with ℓ′ ≠ 0"), QT_TRANSLATE_NOOP("Curves", "training error (%)"),
              QT_TRANSLATE_NOOP("Curves", "mean max(0, 1 − y a)")),
}  # fmt: skip  # per epoch; the loss is the mean over the epoch's steps, each under w before its step
EVALUATIONS_PER_REFRESH = 2_000_000  # scores computed per refresh at most (about 10 ms); more epochs are sampled


HIDDEN = QT_TRANSLATE_NOOP(
    "Curves",
    "Question open: the curves are hidden until the answer is checked (an epoch's mistakes would give it away).",
)


CONTEXT = "Curves"
WORDS = {
    "stride": QT_TRANSLATE_NOOP("Curves", "Training runs faster than the curves: every {stride}th epoch is shown."),
    "capped": QT_TRANSLATE_NOOP(
        "Curves",
        "The curves end at epoch {epoch}, where the app's history of the first {mistakes} mistakes ends; "
        "training went on.",
    ),
    "kernel": QT_TRANSLATE_NOOP("Curves", "The kernel perceptron: mistakes per epoch only."),
    "held out": QT_TRANSLATE_NOOP(
        "Curves", "Error (%): training rows solid, the {n} held-out test rows dashed (not trained on)."
    ),
    "sgd note": QT_TRANSLATE_NOOP(
        "Curves",
        "Per epoch: the steps with a nonzero gradient ℓ′, the training error at the epoch's end and the mean loss of "
        "the epoch's steps. Σα_t and Σα_t² of the schedule: solid so far, dashed if training went on. Robbins-Monro "
        "(note 000) for α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² < ∞ {converges}: {verdict}.",
    ),
    "met": QT_TRANSLATE_NOOP("Curves", "met"),
    "not met": QT_TRANSLATE_NOOP("Curves", "not met"),
    "sgd capped": QT_TRANSLATE_NOOP("Curves", "The curves end at epoch {end}: the app keeps the first {kept} steps."),
    "epoch": QT_TRANSLATE_NOOP("Curves", "epoch"),
    "step t": QT_TRANSLATE_NOOP("Curves", "step t"),
    "sums": QT_TRANSLATE_NOOP("Curves", "Σα_t and Σα_t² against t"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class CurvesPanel(DockPanel):
    """Three plots side by side with a shared epoch axis (objectName ``learningCurves``)."""

    def __init__(self) -> None:
        super().__init__(REFRESH_MS)
        self.setObjectName("learningCurves")
        self.note = named(QLabel(), "curvesNote")
        self.note.setWordWrap(True)
        self.panel_layout.addWidget(self.note)
        self.data: dict[str, np.ndarray] = {}
        self._test: PointSet | None = None
        self._clear()

    def readout(self) -> Readout:
        """What the curves show: the epochs drawn, the mistakes of each (as ``w``: one number per epoch), the epoch
        time travel marks (as ``b``; None at the latest), and the note."""
        marked = self.plot.marked if isinstance(self.plot, CurvesPlot) else None
        return Readout(w=numbers(self.data["mistakes"]), b=marked, texts=(("note", self.note.text()),))

    def make_plot(self) -> CurvesPlot:
        return CurvesPlot()

    def _clear(self) -> None:
        self.data = {k: np.zeros(0) for k in ("epochs", "mistakes", "error", "loss", "test_error")}
        self._next_epoch = 0

    def set_test_set(self, test: PointSet | None) -> None:
        """Held-out test points (a table document's split): their error is drawn beside the training error."""
        self._test = test if test is not None and len(test) else None
        self._clear()
        self.schedule()

    def new_run(self) -> None:
        self._clear()

    def refresh(self) -> None:
        """Add the epochs finished since the last refresh and redraw (nothing drawn while a question is open)."""
        if self.shown.concealed:  # an epoch without a mistake would tell the room "no mistake" before it answers
            self.note.setText(translated(CONTEXT, HIDDEN))
            if isinstance(self.plot, CurvesPlot):
                self.plot.show_data({key: np.zeros(0) for key in self.data})
                self.plot.show_epoch(None)
            return
        if self.note.text() == translated(CONTEXT, HIDDEN):
            self.note.setText("")
        sgd = self.shown.sgd_trace
        if sgd is not None:
            self._refresh_sgd(sgd)
            return
        if isinstance(self.plot, CurvesPlot):
            self.plot.show_sums(None)
        trace, state = self.shown.trace, self.shown.latest
        if trace is None:
            mistakes = np.array(state.mistakes_per_epoch if state is not None else (), dtype=np.float64)
            self.data = {"epochs": np.arange(1, len(mistakes) + 1), "mistakes": mistakes,
                         "error": np.zeros(0), "loss": np.zeros(0), "test_error": np.zeros(0)}  # fmt: skip
            self.note.setText(word("kernel") if state is not None else "")
        else:
            self.note.setText("")
            have = self._next_epoch
            finished = trace.finished_epochs
            rows = 1 if trace.learner.n_classes == 2 else trace.learner.n_classes
            work = (finished - have) * trace.learner.n_samples * rows
            stride = max(1, -(-work // EVALUATIONS_PER_REFRESH))
            new = epoch_curves(trace, first_epoch=have, stride=stride)
            self._next_epoch = finished
            if stride > 1:
                self.note.setText(word("stride").format(stride=stride))
            if trace.learner.history_complete_until is not None and finished < (state.epoch if state else 0):
                self.note.setText(
                    word("capped").format(epoch=grouped(finished), mistakes=grouped(len(trace.learner.history)))
                )
            test = np.zeros(0)
            if self._test is not None and state is not None and len(new.epochs):
                wrong = epoch_holdout_errors(trace, state.classes, self._test.X, self._test.y, have, stride)
                test = 100 * wrong / len(self._test)
            if len(new.epochs):
                self.data = {
                    "epochs": np.concatenate([self.data["epochs"], new.epochs]),
                    "mistakes": np.concatenate([self.data["mistakes"], new.mistakes]),
                    "error": np.concatenate([self.data["error"], 100 * new.error_rate]),
                    "loss": np.concatenate([self.data["loss"], new.loss]),
                    "test_error": np.concatenate([self.data["test_error"], test]),
                }
            if self._test is not None and not self.note.text():
                self.note.setText(word("held out").format(n=len(self._test)))
        if isinstance(self.plot, CurvesPlot):
            self.plot.show_data(self.data)
            n = trace.learner.n_samples if trace is not None else 1
            self.plot.show_epoch(self.shown.step / max(1, n) if self.shown.travelling else None)

    def _refresh_sgd(self, trace: SgdTrace) -> None:
        """An SGD run: its curves from the recorded steps, and the schedule's Σα_t, Σα_t² to beyond the step shown."""
        new = trace.epoch_curves()
        self.data = {"epochs": new.epochs, "mistakes": new.mistakes, "error": 100 * new.error_rate, "loss": new.loss,
                     "test_error": np.zeros(0)}  # fmt: skip
        start = trace.log.start
        state = self.shown.latest
        t = state.step if state is not None else 0
        sums = schedule_sums(start.schedule, max(SUMS_MIN_T, SUMS_AHEAD * t), eta0=start.eta, power_t=start.power_t)
        diverges, converges = robbins_monro(start.schedule, start.power_t)
        verdict = word("met" if diverges and converges else "not met")
        note = word("sgd note").format(
            diverges="✓" if diverges else "✗", converges="✓" if converges else "✗", verdict=verdict
        )
        if trace.log.history_complete_until is not None:
            kept, end = grouped(len(trace)), grouped(trace.finished_epochs)
            note += " " + word("sgd capped").format(end=end, kept=kept)
        self.note.setText(note)
        if isinstance(self.plot, CurvesPlot):
            self.plot.show_data(self.data)
            self.plot.set_titles(SGD_TITLES[start.variant])
            self.plot.show_sums((sums.sum_eta, sums.sum_eta_squared, t))
            travel = self.shown.step / max(1, trace.log.n_samples) if self.shown.travelling else None
            self.plot.show_epoch(travel)


TITLES = (
    QT_TRANSLATE_NOOP("Curves", "mistakes per epoch"),
    QT_TRANSLATE_NOOP("Curves", "training error (%) at the epoch's end"),
    QT_TRANSLATE_NOOP("Curves", "perceptron loss Σ max(0, −y a)"),
)  # the perceptron's; an SGD learner's: SGD_TITLES
TEST_TITLE = QT_TRANSLATE_NOOP("Curves", "error (%) at the epoch's end: training (blue), test (pink, dashed)")


class EpochAxis(pg.AxisItem):
    """An epoch axis: ticks only at whole epochs."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:
        levels = super().tickSpacing(minVal, maxVal, size)
        whole = [(float(spacing), 0.0) for spacing, _ in levels if spacing >= 1 and float(spacing).is_integer()]
        return whole or [(1.0, 0.0)]


class CurvesPlot(pg.GraphicsLayoutWidget):
    """Mistakes per epoch, training error and perceptron loss, side by side, their epoch axes linked."""

    marked: float | None = None  # the epoch time travel marks

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("curvesPlot")
        self.setBackground("w")
        colours = ("#D55E00", "#0072B2", "#009E73")
        self.items = {}
        self.markers: list[pg.InfiniteLine] = []  # the epoch of the state time travel shows
        first = None
        self._titles, self._has_test = TITLES, False  # the epoch plots' titles (English; shown translated)
        for column, (key, colour) in enumerate(zip(("mistakes", "error", "loss"), colours, strict=True)):
            plot = self.addPlot(row=0, col=column, axisItems={"bottom": EpochAxis("bottom")})
            plain_numbers(plot)
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setLimits(yMin=0, yMax=100 if key == "error" else None)  # counts, rates and losses start at 0
            if first is not None:
                plot.setXLink(first)
            first = first or plot
            self.items[key] = plot.plot(pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=5, symbolBrush=colour)
            if key == "error":  # the held-out rows' error, when a table document has a test split
                self.error_plot = plot
                self.items["test_error"] = plot.plot(
                    pen=pg.mkPen("#CC79A7", width=2, style=Qt.PenStyle.DashLine), symbol="t", symbolSize=6,
                    symbolBrush="#CC79A7",
                )  # fmt: skip
            marker = pg.InfiniteLine(angle=90, pen=pg.mkPen("#999999", width=1.5))
            marker.hide()
            plot.addItem(marker)
            self.markers.append(marker)

        self.plots = [self.getItem(0, column) for column in range(3)]
        # Σα_t and Σα_t² of an SGD run's schedule against t (log axis), shown for the SGD learners only.
        self.sums = pg.PlotItem()
        self.sums.setLogMode(x=True, y=False)
        self.sums.showGrid(x=True, y=True, alpha=0.2)
        self.sums.addLegend(offset=(8, 8), labelTextColor="#222222", brush=pg.mkBrush(255, 255, 255, 210))
        self.sum_items = {}
        for key, name, colour in (("sum", "Σα_t", "#0072B2"), ("squares", "Σα_t²", "#D55E00")):
            self.sum_items[key] = self.sums.plot(pen=pg.mkPen(colour, width=2.5), name=name)
            self.sum_items[key + "_ahead"] = self.sums.plot(  # dashed: the sums if training went on
                pen=pg.mkPen(colour, width=1.5, style=Qt.PenStyle.DashLine)
            )
        self._sums_shown = False
        self.retranslate()

    def retranslate(self) -> None:
        """The titles and axis labels in the interface language (at start and on ``QEvent.LanguageChange``)."""
        for plot in self.plots:
            plot.setLabel("bottom", word("epoch"))
        self.sums.setTitle(word("sums"))
        self.sums.setLabel("bottom", word("step t"))
        self.set_titles(self._titles)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_titles(self, titles: tuple[str, str, str]) -> None:
        """The three epoch plots' titles (the perceptron's or an SGD learner's, in English: shown translated)."""
        self._titles = titles
        for plot, title in zip(self.plots, titles, strict=True):
            plot.setTitle(translated(CONTEXT, title))
        if self._has_test:
            self.error_plot.setTitle(translated(CONTEXT, TEST_TITLE))

    def show_sums(self, sums: tuple[np.ndarray, np.ndarray, int] | None) -> None:
        """Draw Σα_t and Σα_t² (arrays over t = 1, 2, ...), solid up to the steps taken, dashed beyond; None hides
        the plot (and gives the perceptron's titles back)."""
        shown = sums is not None
        if shown != self._sums_shown:
            self._sums_shown = shown
            if shown:
                self.addItem(self.sums, row=0, col=3)
            else:
                self.removeItem(self.sums)
                self.set_titles(TITLES)
        if sums is None:
            return
        total, squares, t = sums
        steps = np.arange(1, len(total) + 1)
        for key, values in (("sum", total), ("squares", squares)):
            self.sum_items[key].setData(steps[:t], values[:t]) if t else self.sum_items[key].setData([], [])
            ahead = max(t - 1, 0)
            self.sum_items[key + "_ahead"].setData(steps[ahead:], values[ahead:])

    def show_epoch(self, epoch: float | None) -> None:
        """Mark the epoch time travel shows (None: no mark, the latest state is shown)."""
        self.marked = epoch
        for marker in self.markers:
            marker.setVisible(epoch is not None)
            if epoch is not None:
                marker.setValue(epoch)

    def show_data(self, data: dict[str, np.ndarray]) -> None:
        """Draw the curves (markers only while there are few epochs)."""
        epochs = data["epochs"]
        symbol = "o" if len(epochs) <= 200 else None
        has_test = len(data.get("test_error", ())) > 0
        self._has_test = has_test
        self.error_plot.setTitle(translated(CONTEXT, TEST_TITLE if has_test else self._titles[1]))
        for key, item in self.items.items():
            values = data.get(key, np.zeros(0))
            item.setSymbol(symbol)
            item.setData(epochs[: len(values)], values) if len(values) else item.setData([], [])
            if key == "test_error":
                continue  # shares the training error's plot, 0 to 100
            if key == "error" and has_test:
                values = np.concatenate([values, data["test_error"]])
            top = float(np.max(values)) if len(values) else 0.0
            item.getViewBox().setYRange(0, top * 1.08 if top > 0 else 1.0, padding=0)  # from 0: a count, a rate
