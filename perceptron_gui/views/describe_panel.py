"""Words for the pictures: the step's outcome announced to assistive technology, and View > Describe's panel.

:class:`DescribePanel` (objectName ``describePanel``, in the dock ``describeDock``) draws from the shown value
like every view.  Its top line (``stepAnnouncement``) is a live status: whenever the step shown changes and
settles (a step, time travel, a run's end; never frame by frame during a run or a slider's drag) it says the
step's outcome in one sentence (:func:`core.session.describe.step_sentence`), and the same words go to screen
readers as an announcement (``QAccessibleAnnouncementEvent``) and as the label's name change.  Below it a
read-only text (``describeText``) says what the canvas shows (:func:`core.session.describe.describe_picture`).
While a quiz question is open both say only that a question is open and the classifier is hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QShowEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QPlainTextEdit, QVBoxLayout, QWidget

from core.session.describe import Names, describe_picture, step_sentence
from core.session.shown import Shown
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.throttle import Throttle
from perceptron_gui.window.titles import dock_title

REFRESH_MS = 250  # during a run: the least time between two frames drawn (the owner paces them; the sentence
# waits for the run's end)
SETTLE_MS = 120  # the step shown is said once no new one has come for this long
CONTEXT = "DescribePanel"
WORDS = {
    "sentence": QT_TRANSLATE_NOOP("DescribePanel", "The outcome of the step shown, said again at every step"),
    "text": QT_TRANSLATE_NOOP("DescribePanel", "What the canvas shows"),
    "text about": QT_TRANSLATE_NOOP(
        "DescribePanel",
        "The boundary as an equation, which side is which class, the points on the wrong side, w and the last "
        "update, for the step shown",
    ),
}


def announce(source: QWidget, text: str) -> None:
    """Say ``text`` to a screen reader now (an announcement event from ``source``, polite: after what it says)."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))


class DescribePanel(QWidget):
    """The step's outcome as a live status line, and the picture in words (see the module docstring)."""

    announced = Signal(str)  # each sentence announced, as said

    def __init__(self, names_source: Callable[[], Names]) -> None:
        super().__init__()
        self.setObjectName("describePanel")
        self.names_source = names_source
        self.shown = Shown()
        self.sentence = named(QLabel(), "stepAnnouncement")
        self.sentence.setWordWrap(True)
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text = named(QPlainTextEdit(), "describeText")
        self.text.setReadOnly(True)
        self.text.setTabChangesFocus(True)  # Tab leaves the text as it leaves any field
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.sentence)
        layout.addWidget(self.text, 1)
        self._key: tuple | None = None  # what the last sentence was said for
        # Not a throttle of what is shown (the owner paces the values): a screen reader is told the step once the
        # values have stopped coming, so a burst of frames (Next mistake on a large set, a drag of the time-travel
        # slider) is said once, settled.
        self._announce = Throttle(SETTLE_MS, self.announce_step, self, debounce=True)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's names and its words in the interface language (at start and on ``QEvent.LanguageChange``):
        the sentence shown and the picture's text are written again."""
        self.sentence.setAccessibleDescription(translated(CONTEXT, WORDS["sentence"]))
        self.text.setAccessibleName(translated(CONTEXT, WORDS["text"]))
        self.text.setAccessibleDescription(translated(CONTEXT, WORDS["text about"]))
        if self._key is not None:
            self.sentence.setText(step_sentence(self.shown, self.names_source(), QCoreApplication.translate))
        if self.isVisible():
            self.refresh_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def present(self, shown: Shown) -> None:
        """Draw from ``shown``: the sentence once the step shown has settled (after a run, not during it), the
        text while the panel can be seen (registered with a budget: a run's frames at most every REFRESH_MS)."""
        self.shown = shown
        if not shown.running:
            self._announce.request()
        if self.isVisible():
            self.refresh_text()

    def announce_step(self) -> None:
        """Say the step shown, unless it was said already (a frame of the same step) or a run goes on."""
        shown = self.shown
        if shown.running:
            return
        # A question open is one key whatever its frames show: the step Check takes arrives before the grading
        # that ends the question, and must not be said as a new question.
        key = (
            (shown.record, True) if shown.concealed else (shown.record, shown.step, shown.travel, shown.latest is None)
        )
        if key != self._key:
            self._key = key
            self.say(step_sentence(shown, self.names_source(), QCoreApplication.translate))

    def say(self, sentence: str) -> None:
        """Show ``sentence`` in the live line and announce it."""
        self.sentence.setText(sentence)  # a label's name is its text: screen readers hear the name change too
        announce(self.sentence, sentence)
        self.announced.emit(sentence)

    def describe(self) -> None:
        """View > Describe: the panel in front with the focus in its text, and the whole description said."""
        dock = self.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        if dock is not None:
            dock.show()
            dock.raise_()
        self.refresh_text()
        self.text.setFocus(Qt.FocusReason.ShortcutFocusReason)
        announce(self.text, self.description())

    def description(self) -> str:
        """What the canvas shows now, in words."""
        return describe_picture(self.shown, self.names_source(), QCoreApplication.translate)

    def refresh_text(self) -> None:
        """The picture's text for the step shown (the caret stays where the reader left it)."""
        text = self.description()
        if text != self.text.toPlainText():
            self.text.setPlainText(text)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh_text()


def describe_dock(window: QMainWindow, panel: DescribePanel, beside: QDockWidget) -> QDockWidget:
    """The dock ``describeDock`` (hidden until View > Describe shows it): a tab beside ``beside``, as tall as it."""
    dock = named(QDockWidget(dock_title("describeDock"), window), "describeDock")
    dock.setWidget(panel)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(beside, dock)
    dock.hide()
    return dock
