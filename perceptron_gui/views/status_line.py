"""The status line (objectName ``statusLabel``): the step shown in one line, and the passing messages beside it.

It draws from the shown value (:class:`core.session.shown.Shown`) like every view: the epoch, the step, the
mistakes, the training errors (and a table document's test error) of the step shown, in fewer words while
presenting; while a quiz question is open (``Shown.concealed``) not the errors nor convergence, which would
give its answer away.  Passing messages go in the status bar's message area, shortened to the room the line leaves.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from core.session.shown import Shown
from core.session.snapshot import Snapshot
from core.teach.holdout import holdout_errors
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.views.readout import Readout
from perceptron_gui.window.status import status_text


class StatusLine(QLabel):
    """The status bar's permanent line; ``beside`` is the widget shown to its left (the fast loops' progress)."""

    def __init__(self, bar: QStatusBar, document: DocumentModel, beside: QWidget) -> None:
        super().__init__()
        self.setObjectName("statusLabel")
        self.bar = bar
        self.document = document
        self.beside = beside
        self.shown = Shown()
        self.whole = ""  # the whole status line (the label may show it shortened)
        self._message = ("", 0.0)  # the passing message's whole text and when it goes (time.monotonic())

    def present(self, shown: Shown) -> None:
        """Say what the step shown is (a frame comes up to 60 times a second; the line changes less often)."""
        self.shown = shown
        snap = shown.snapshot
        test = None if shown.concealed else self._test_errors(snap)
        text = status_text(snap, shown.latest, test, compact=self.presenting, concealed=shown.concealed)
        if text != self.whole:
            self.whole = text
            self.fit()

    @property
    def presenting(self) -> bool:
        """Presentation mode: twice as large, in fewer words."""
        return self.shown.scale != 1.0

    def readout(self) -> Readout:
        """What the line shows: the step it says, the whole line and the passing message."""
        snap = self.shown.snapshot
        step = None if snap is None else snap.step
        return Readout(step=step, texts=(("status", self.whole), ("message", self._message[0])))

    def show_message(self, text: str, ms: int = 5000) -> None:
        """A passing message in the status bar, shortened with … to the room left of the status line
        (the whole text is its tooltip), and shortened again while it shows if the status line grows."""
        self._message = (text, time.monotonic() + ms / 1000)
        self.bar.setToolTip(text)
        self._fit_message()

    def fit(self) -> None:
        """Fit the line and the message to the window's width (after a resize or a new line)."""
        self._fit_status()
        self._fit_message()

    def _test_errors(self, snap: Snapshot | None) -> tuple[int, int, int] | None:
        """(training rows, test errors, test rows) of the model ``snap``, for a table document with a test split."""
        dataset = self.document.dataset
        if dataset is None or snap is None or not len(dataset.projection.test) or snap.traits.dual:
            return None
        test = dataset.projection.test
        zero_score = self.document.settings.value().zero_score
        wrong = holdout_errors(snap.coef, snap.intercept, snap.classes, test.X, test.y, zero_score)
        return len(self.document.points.points), wrong, len(test)

    def _fit_status(self) -> None:
        """The status line stays one line.  Presenting (twice as large, fewer words), it is whole while it fits in
        75% of the window (the rest is for messages), else shortened with … at its end (the whole line is its
        tooltip)."""
        text = self.whole
        metrics = self.fontMetrics()
        padding = 2 * self.margin() + 4
        room = int(0.75 * self.window().width()) - padding
        shown = text
        if self.presenting and metrics.horizontalAdvance(text) > room:
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)
            self.setToolTip(text if shown != text else "")
        self.setMinimumWidth(metrics.horizontalAdvance(shown) + padding if self.presenting else 0)

    def _fit_message(self) -> None:
        """Show the passing message shortened to the room the status line leaves, for the rest of its time."""
        text, until = self._message
        left = until - time.monotonic()
        bar = self.bar
        if not text or left <= 0:
            return
        status = max(self.width(), self.sizeHint().width(), self.minimumWidth())
        if self.beside.isVisible():
            status += self.beside.sizeHint().width()
        room = max(80, bar.width() - status - 40)
        shown = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, room)
        if shown != bar.currentMessage():
            bar.showMessage(shown, max(1, int(left * 1000)))
