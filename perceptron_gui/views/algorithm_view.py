"""The algorithm dock (``algorithmDock``): the chosen variant's pseudocode as the notes write it, the step shown.

The text comes from :mod:`core.teach.algorithm`; this panel only shows it: the lines the step shown
ran in bold, the current line highlighted, and under each the line with the step's numbers put in.
For the batch gradient (note 003) it also hands the epoch's pending step μ·Σ y·x to the canvas,
which draws it from the tip of w as it builds up.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QTextBrowser, QWidget

from core.teach.numbers import joined, short
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.dock_panel import DockPanel
from perceptron_gui.views.readout import Readout
from perceptron_gui.widgets.naming import named

if TYPE_CHECKING:
    from core.teach.algorithm import StepFacts, StepView

ALGORITHM_REFRESH_MS = 100
CURRENT_BACKGROUND = "#FFE08A"
NUMBERS_COLOUR = "#0B5394"


NOTATION_TIP = QT_TRANSLATE_NOOP(
    "Algorithm", "Which handout's pseudocode and notation (those that fit the rule for a score of 0)"
)
WRITTEN_AS = QT_TRANSLATE_NOOP("Algorithm", "Written as in")


class AlgorithmPanel(DockPanel):
    """The pseudocode of the run's variant (notation chosen in ``algorithmNotation``), the step shown marked."""

    pending_changed = Signal(object, str)  # the batch step pending so far (μ·Σ y·x), or None; its label

    def __init__(self) -> None:
        super().__init__(ALGORITHM_REFRESH_MS)
        self.setObjectName("algorithmPanel")
        self.view: StepView | None = None
        self._marked: int | None = None  # the step whose line and numbers the listing marks
        self.notation = named(QComboBox(), "algorithmNotation")
        self.notation.setToolTip(translated("Algorithm", NOTATION_TIP))
        self.text = named(QTextBrowser(), "algorithmListing")
        self.text.setOpenLinks(False)
        self.summary = named(QLabel(), "algorithmSummary")
        self.summary.setWordWrap(True)
        form = QFormLayout()
        self.written_as = QLabel(translated("Algorithm", WRITTEN_AS))
        form.addRow(self.written_as, self.notation)
        self.panel_layout.addLayout(form)
        self.panel_layout.addWidget(self.summary)
        self._choices: tuple[str, ...] = ()
        self.notation.currentIndexChanged.connect(lambda _: self.schedule())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and "written_as" in self.__dict__:  # (once built)
            self.written_as.setText(translated("Algorithm", WRITTEN_AS))
            self.notation.setToolTip(translated("Algorithm", NOTATION_TIP))
        super().changeEvent(event)

    def readout(self) -> Readout:
        """What the listing shows: the step it marks (None: no step marked) and its summary."""
        return Readout(step=self._marked, texts=(("summary", self.summary.text()),))

    def make_plot(self) -> QWidget:
        return self.text

    def refresh(self) -> None:
        """Show the listing of the run's variant with the step shown marked (and the batch's pending step)."""
        # the listings when the panel is first shown (a tab behind others at the window's start)
        from core.teach.algorithm import explain, notations_for, step_facts

        log, shown = self.shown.run_log, self.shown.snapshot
        if log is None or shown is None or log.n_classes != 2 or log.traits.dual:
            why = "The listing follows a two-class linear run (the kernel and multiclass rules are not listed)."
            self._show_choices(())
            self.view, self._marked = None, None
            self.text.setHtml(f"<p>{why if log is not None else 'Add points of two classes.'}</p>")
            self.summary.setText("")
            self.pending_changed.emit(None, "")
            return
        self._show_choices(notations_for(log.variant, log.zero_score))
        notation = self.notation.currentData() or self._choices[0]
        trace = self.shown.trace
        facts = None
        if trace is not None and shown.step >= max(1, trace.first_step) and shown.step <= trace.last_step:
            facts = step_facts(trace, shown.step)
        self._marked = None if facts is None else facts.t
        self.view = explain(notation, log.variant, log.fit_intercept, log.zero_score, facts, log.eta, log.constant)
        self.text.setHtml(_html(self.view))
        self.summary.setText(self.view.summary)
        arrow = pending_arrow(facts)
        self.pending_changed.emit(*(arrow or (None, "")))

    def _show_choices(self, choices: tuple[str, ...]) -> None:
        if choices == self._choices:
            return
        from core.teach.algorithm import NOTATION_TITLES  # with the listings, on first use (see refresh)

        self._choices = choices
        self.notation.blockSignals(True)
        self.notation.clear()
        for key in choices:
            self.notation.addItem(NOTATION_TITLES[key], key)
        self.notation.blockSignals(False)
        self.notation.setEnabled(len(choices) > 1)


PENDING = QT_TRANSLATE_NOOP("Algorithm", "μ·Σ y·x so far = ({sum})")  # the batch step's label on the canvas


def pending_arrow(facts: StepFacts | None) -> tuple[np.ndarray, str] | None:
    """The batch step pending so far in an epoch, μ·Σ y·x, and its label (None: nothing pending)."""
    if facts is None or facts.pending is None or facts.epoch_end or not np.any(facts.pending):
        return None
    pending = facts.eta * facts.pending
    text = translated("Algorithm", PENDING).format(sum=joined(short(v) for v in pending[:2]))
    return pending, text.replace("-", "−")


def _html(view: StepView) -> str:
    """The listing as HTML: executed lines bold, the current line highlighted, numbers under their line."""
    import html  # on first use: with its entities, 2 ms of the window's start

    rows = [f"<p><b>{html.escape(view.title)}</b></p>", "<table cellspacing='0' cellpadding='2' width='100%'>"]
    for k, line in enumerate(view.lines):
        # indents (runs of spaces) kept as they are; the line wraps at a single space, between words, never in one
        text = re.sub(" {2,}", lambda run: "&nbsp;" * len(run.group()), html.escape(line))
        if k in view.executed:
            text = f"<b>{text}</b>"
        background = f" bgcolor='{CURRENT_BACKGROUND}'" if k == view.current else ""
        marker = "▶" if k == view.current else "&nbsp;"
        numbers = view.numbers.get(k)
        extra = (
            f"<br><span style='color:{NUMBERS_COLOUR}'>&nbsp;&nbsp;&nbsp;&nbsp;{html.escape(numbers)}</span>"
            if numbers
            else ""
        )
        rows.append(
            f"<tr{background}><td width='14'>{marker}</td><td style='font-family:monospace'>{text}{extra}</td></tr>"
        )
    rows.append("</table>")
    return "".join(rows)
