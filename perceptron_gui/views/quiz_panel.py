"""Train > Quiz Mode: the student predicts each step before it is taken, then sees what was right.

The panel (objectName ``quizPanel``, in the dock ``quizDock``) asks the question of
:func:`core.teach.quiz.next_question` for the step about to be taken; *Check* (Enter in the answer
fields, or Step, Space) reads the answer (:func:`core.teach.quiz.parse_answer`), takes the step, and
grades the answer against the step's trace row (:func:`core.teach.quiz.grade`) once the run has it.
Space in an answer field checks too (a number has no space).  The verdict and the step's picture then stay
on show until *Next question* (Enter again, or Space).

While a question is open (``asking``) the window hides whatever gives the answer away: the canvas's
classifier, the ensembles, weight space, the inspector's score (the window connects ``asking_changed``).
On the canvas the example asked about is ringed and a dashed arrow "your new w" starts where the w
arrow starts (at the origin while the w arrow is hidden): dragging its tip types the new w.  The panel
only shows: what is right is the trace's.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from core.learn.words import said
from core.session.geometry import on_plane
from core.session.shown import Shown
from core.teach.numbers import number_text, parse_number, vector_text
from core.teach.quiz import (
    Answer,
    Question,
    QuizScore,
    Verdict,
    check_quizzable,
    grade,
    next_question,
    parse_answer,
)
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.canvas import Canvas, PointsItem, blank
from perceptron_gui.views.readout import Readout
from perceptron_gui.widgets.naming import named

GUESS_COLOUR = "#E07000"
CONTEXT = "Quiz"
WORDS = {
    "check": QT_TRANSLATE_NOOP("Quiz", "Check (Enter)"),
    "next": QT_TRANSLATE_NOOP("Quiz", "Next question (Enter)"),
    "no class": QT_TRANSLATE_NOOP("Quiz", "0 (no class)"),
    "yes": QT_TRANSLATE_NOOP("Quiz", "yes"),
    "no": QT_TRANSLATE_NOOP("Quiz", "no"),
    "mistake?": QT_TRANSLATE_NOOP("Quiz", "mistake?"),
    "new": QT_TRANSLATE_NOOP("Quiz", "new"),
    "hint": QT_TRANSLATE_NOOP("Quiz", "Type them, or drag the orange arrow's tip on the canvas."),
    "waiting": QT_TRANSLATE_NOOP("Quiz", "Waiting for the run…"),
    "off": QT_TRANSLATE_NOOP("Quiz", "Turn on Train > Quiz Mode to predict each step before it is taken."),
    "question": QT_TRANSLATE_NOOP(
        "Quiz", "<b>Step t = {t}</b> (epoch {epoch}): {weights}<br>example {i}: <b>{example}</b> (ringed on the canvas)"
    ),
    "your w": QT_TRANSLATE_NOOP("Quiz", "your new w = {w}"),
    "right part": QT_TRANSLATE_NOOP("Quiz", "{name} = {expected}"),
    "wrong part": QT_TRANSLATE_NOOP("Quiz", "{name}: you said {given}, it is {expected}"),
    "all right": QT_TRANSLATE_NOOP("Quiz", "all right!"),
    "some right": QT_TRANSLATE_NOOP("Quiz", "{points} of {out_of} right."),
    "verdict": QT_TRANSLATE_NOOP("Quiz", "Step t = {t}: {head}"),
    "new w": QT_TRANSLATE_NOOP("Quiz", "new w"),
    "new b": QT_TRANSLATE_NOOP("Quiz", "new b"),
}
PART_WORDS = {"mistake?": "mistake?", "new w": "new w", "new b": "new b", "yes": "yes", "no": "no"}  # -> WORDS


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class QuizOverlay:
    """On the canvas: the ring around the example asked about and the draggable "your new w" arrow."""

    def __init__(self, canvas: Canvas, dragged: Callable[[np.ndarray], None]) -> None:
        self.canvas = canvas
        plot = canvas.getPlotItem()
        self.ring = PointsItem(size=32, symbol="o", pen=pg.mkPen(GUESS_COLOUR, width=3), brush=None)
        self.shaft = pg.PlotDataItem(pen=pg.mkPen(GUESS_COLOUR, width=2, style=Qt.PenStyle.DashLine))
        self.tip = pg.TargetItem(size=16, symbol="o", pen=pg.mkPen(GUESS_COLOUR, width=2), movable=True)
        self.tip.setZValue(30)
        self.ring.setZValue(12)
        self.shaft.setZValue(6)
        self.text = pg.TextItem("", color=GUESS_COLOUR, anchor=(1, 1), fill=pg.mkBrush(255, 255, 255, 215))
        self.text.setZValue(16)
        for item in (self.ring, self.shaft, self.tip, self.text):
            plot.addItem(item)
        self._dragged = dragged
        self._w: np.ndarray | None = None
        self._placing = False
        self._ringed = self._arrow = True  # drawn now (so the first hide empties them)
        self.tip.sigPositionChanged.connect(self._tip_moved)
        canvas.model_drawn.connect(self.redraw)
        self.hide()

    def show(self, x: np.ndarray, w: np.ndarray | None) -> None:
        """Ring the example x; draw the guessed w (None: no guess asked for)."""
        self.ring.setData(pos=[on_plane(x)])  # a number line's example at (x, 0)
        self._ringed = True
        self._w = None if w is None else np.array(w, dtype=np.float64)
        self.redraw()

    def hide(self) -> None:
        """Nothing of the quiz on the canvas (nothing is redrawn when nothing is drawn: the canvas redraws often)."""
        if self._ringed:
            self.ring.clear()
            self._ringed = False
        self._w = None
        self.redraw()

    def set_guess(self, w: np.ndarray | None) -> None:
        """Move the arrow's tip to a typed w."""
        self._w = None if w is None else np.array(w, dtype=np.float64)
        self.redraw()

    def tip_position(self) -> QPointF | None:
        """The guessed arrow's tip in data coordinates (None when not drawn)."""
        return QPointF(self.tip.pos()) if self.tip.isVisible() else None

    def redraw(self) -> None:
        """Draw the guessed w from where the canvas's w arrow starts, at its scale (after each model redraw)."""
        frame = self.canvas.w_arrow_frame
        w = self._w
        if w is None or frame is None or len(w) != 2:
            if self._arrow:
                blank(self.shaft)
                self.tip.hide()
                self.text.hide()
                self._arrow = False
            return
        self._arrow = True
        anchor, scale = frame
        tip = anchor + scale * w
        self.shaft.setData([anchor[0], tip[0]], [anchor[1], tip[1]])
        self._placing = True
        try:
            self.tip.setPos(QPointF(float(tip[0]), float(tip[1])))
        finally:
            self._placing = False
        self.tip.show()
        self.text.setText(word("your w").format(w=vector_text(w)))
        self.text.setPos(float(tip[0]), float(tip[1]))
        self.text.show()

    def _tip_moved(self) -> None:
        if self._placing or self.canvas.w_arrow_frame is None:
            return
        anchor, scale = self.canvas.w_arrow_frame
        pos = self.tip.pos()
        xmin, xmax, _, _ = self.canvas.view_rect()
        quantum = 10 ** math.floor(math.log10(max(xmax - xmin, 1e-12) / 40 / scale))  # w snaps to round numbers
        w = np.round((np.array([pos.x(), pos.y()]) - anchor) / scale / quantum) * quantum
        w = np.round(w, 12) + 0.0  # no -0
        self._dragged(w)


class QuizPanel(QWidget):
    """The quiz (objectName ``quizPanel``): the question, the answer fields, the verdict and the score.

    ``active`` follows Train > Quiz Mode.  ``score`` is the running :class:`QuizScore` since the mode
    was turned on; ``last_verdict`` the latest graded answer.
    """

    message = Signal(str)
    asking_changed = Signal(bool)  # a question is open (the answer must not show), or not
    step_requested = Signal()  # an answer is in: take the step it is about
    travel_requested = Signal(object)  # Quiz Mode turned on: back to the latest step (None)

    def __init__(self, document: DocumentModel, canvas: Canvas) -> None:
        super().__init__()
        self.setObjectName("quizPanel")
        self.shown = Shown()
        self.document = document
        self.active = False
        self.score = QuizScore()
        self.question: Question | None = None
        self.last_verdict: Verdict | None = None
        self._pending: tuple[Question, Answer] | None = None
        self._revealed: Question | None = None  # the question whose verdict is on show, until Next question
        self._asking = False
        self.overlay = QuizOverlay(canvas, self.set_guess)
        self._build()

    def present(self, shown: Shown) -> None:
        """Follow the run: a new run's record voids the question; a step in grades the answer pending."""
        new_run = shown.record != self.shown.record
        self.shown = shown
        if new_run:
            self._run_started()
        else:
            self.refresh()

    # ------------------------------------------------------------------ build
    def _build(self) -> None:
        self.question_label = named(QLabel(), "quizQuestion")
        self.question_label.setWordWrap(True)
        self.question_label.setTextFormat(Qt.TextFormat.RichText)
        self.rule_label = named(QLabel(), "quizRule")
        self.rule_label.setWordWrap(True)
        self.predict_group = QButtonGroup(self)
        self.predict_buttons = {
            1: named(QRadioButton("+1"), "quizPredictPlus"),
            -1: named(QRadioButton("−1"), "quizPredictMinus"),
            0: named(QRadioButton(), "quizPredictZero"),
        }
        predict_row = QHBoxLayout()
        for value, button in self.predict_buttons.items():  # ids: +1 → 1, 0 → 0, -1 → 2 (-1 means "none checked")
            self.predict_group.addButton(button, value if value >= 0 else 2)
            predict_row.addWidget(button)
        predict_row.addStretch(1)
        self.mistake_group = QButtonGroup(self)
        self.mistake_yes = named(QRadioButton(), "quizMistakeYes")
        self.mistake_no = named(QRadioButton(), "quizMistakeNo")
        mistake_row = QHBoxLayout()
        for button in (self.mistake_yes, self.mistake_no):
            self.mistake_group.addButton(button)
            mistake_row.addWidget(button)
        mistake_row.addStretch(1)
        self.mistake_yes.toggled.connect(self._mistake_toggled)
        self.w_edits = [named(QLineEdit(), "quizW1"), named(QLineEdit(), "quizW2")]
        self.b_edit = named(QLineEdit(), "quizB")
        weights_row = QHBoxLayout()
        weights_row.addWidget(QLabel("w = ("))
        weights_row.addWidget(self.w_edits[0])
        self.comma = QLabel(",")
        weights_row.addWidget(self.comma)
        weights_row.addWidget(self.w_edits[1])
        weights_row.addWidget(QLabel(")"))
        self.b_label = QLabel("  b =")
        weights_row.addWidget(self.b_label)
        weights_row.addWidget(self.b_edit)
        weights_row.addStretch(1)
        for edit in (*self.w_edits, self.b_edit):
            edit.setMaximumWidth(90)
            edit.setMinimumWidth(36)
            edit.textEdited.connect(self._typed)
            edit.installEventFilter(self)  # Space checks there, as Enter does (see eventFilter)
        self.weights_hint = named(QLabel(), "quizHint")
        self.weights_hint.setWordWrap(True)
        self.check_button = named(QPushButton(), "quizCheck")
        self.check_button.clicked.connect(self.check)
        self.error_label = named(QLabel(), "quizError")
        self.error_label.setWordWrap(True)
        palette = self.error_label.palette()  # a palette, not a style sheet: the text still scales when presenting
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#B00020"))
        self.error_label.setPalette(palette)
        self.result_label = named(QLabel(), "quizResult")
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.score_label = named(QLabel(), "quizScore")
        self.score_label.setWordWrap(True)
        bold = QFont()
        bold.setBold(True)
        self.score_label.setFont(bold)
        form = QFormLayout()
        form.addRow("ŷ =", predict_row)
        self.mistake_word, self.new_word = named(QLabel(), "quizMistakeWord"), named(QLabel(), "quizNewWord")
        form.addRow(self.mistake_word, mistake_row)
        form.addRow(self.new_word, weights_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        for label in (self.score_label, self.result_label, self.question_label, self.rule_label):
            layout.addWidget(label)
        layout.addLayout(form)
        for widget in (self.check_button, self.error_label, self.weights_hint):
            layout.addWidget(widget)
        layout.addStretch(1)
        self._why = ""
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's words in the interface language (at start and on ``QEvent.LanguageChange``); an answer being
        typed stays."""
        self.predict_buttons[0].setText(word("no class"))
        self.mistake_yes.setText(word("yes"))
        self.mistake_no.setText(word("no"))
        self.mistake_word.setText(word("mistake?"))
        self.new_word.setText(word("new"))
        self.weights_hint.setText(word("hint"))
        self.score_label.setText(self.score.text(QCoreApplication.translate))
        revealed = self._revealed is not None and self.last_verdict is not None
        self.check_button.setText(word("next" if revealed else "check"))
        if revealed and self.last_verdict is not None:
            self.result_label.setText(verdict_html(self.last_verdict))
        self._question_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and "score_label" in self.__dict__:  # (once built)
            self.retranslate()
        super().changeEvent(event)

    def readout(self) -> Readout:
        """What the quiz shows: the step its open question is about (None: none open, or its verdict on show),
        the question and the last verdict as text."""
        step = self.question.t if self.asking and self.question is not None else None
        texts = (("question", self.question_label.text()), ("result", self.result_label.text()))
        return Readout(step=step, texts=texts)

    # -------------------------------------------------------------- commands
    def set_active(self, on: bool) -> None:
        """Quiz Mode on (a new score) or off (nothing of the quiz on the canvas)."""
        self.active = on
        self._pending = None
        self._revealed = None
        self.question = None
        if on:
            self.score = QuizScore()
            self.last_verdict = None
            self.result_label.clear()
            self.score_label.setText(self.score.text(QCoreApplication.translate))
            self.travel_requested.emit(None)
        self.refresh()

    @property
    def asking(self) -> bool:
        """Whether a question is open (asked, or answered with its step on the way): the answer must not show."""
        return self._asking

    @property
    def revealed(self) -> bool:
        """Whether a verdict and its step are on show, until Next question."""
        return self._revealed is not None

    def check(self) -> None:
        """Read the answer, take the step and grade it when the run has the step (bad input: say what, keep it);
        with a verdict on show, ask the next question."""
        if self.active and self._revealed is not None:
            self.next_question()
            return
        question = self.question
        if not self.active or question is None or self._pending is not None:
            return
        prediction = self.predict_group.checkedId()
        mistake = None if self.mistake_group.checkedButton() is None else self.mistake_yes.isChecked()
        try:
            answer = parse_answer(
                question,
                None if prediction == -1 else (-1 if prediction == 2 else prediction),
                mistake,
                [edit.text() for edit in self.w_edits[: len(question.x)]],
                self.b_edit.text(),
            )
        except ValueError as error:
            self._error(str(error))
            return
        self.error_label.clear()
        self._pending = (question, answer)
        self.check_button.setEnabled(False)
        self.step_requested.emit()

    def next_question(self) -> None:
        """Leave the verdict on show and ask about the step after it (the answer is hidden again)."""
        self._revealed = None
        self.question = None
        self.refresh()

    # -------------------------------------------------------------- updates
    def refresh(self, *_: object) -> None:
        """Grade a pending answer once its step is in the trace; ask the next question once the run is still."""
        if not self.active:
            self.overlay.hide()
            self._update_asking()
            return
        trace = self.shown.trace
        state = self.shown.latest
        if self._pending is not None:
            question, answer = self._pending
            if trace is None or state is None or trace.last_step < question.t:
                return  # the step is on its way
            self._pending = None
            try:
                verdict = grade(question, answer, trace.row(question.t))
            except ValueError as error:
                self._error(str(error))
            else:
                self.last_verdict = verdict
                self.score = self.score.add(verdict)
                self.result_label.setText(verdict_html(verdict))
                self.score_label.setText(self.score.text(QCoreApplication.translate))
                self._revealed = question
                self._show_revealed()
        self._ask()
        self._update_asking()

    def _update_asking(self) -> None:
        asking = self.active and self.question is not None and self._revealed is None
        if asking != self._asking:
            self._asking = asking
            self.asking_changed.emit(asking)

    def _ask(self) -> None:
        trace = self.shown.trace
        state = self.shown.latest
        settings = self.document.settings.value()
        why = check_quizzable(settings.variant, 0 if state is None else len(state.classes))
        if why or trace is None or state is None:
            self.question = None
            self._show_question(why or word("waiting"))
            return
        log = self.shown.run_log
        if (log is not None and log.behind) or trace.last_step != state.step:
            return  # the window's copy of the run is catching up
        if self._revealed is not None:
            if self._revealed.t == state.step:
                return  # the verdict stays on show until Next question
            self._revealed = None  # the run went on without the quiz (Run, Step to Mistake): ask about it now
        if self.question is not None and self.question.t == state.step + 1:
            return
        self.question = next_question(trace, shuffled=settings.order == "shuffle", seed=settings.seed)
        self._show_question()

    def _run_started(self) -> None:
        self._pending = None  # a new run (a reset, an edit, a setting): an answer pending for the old one is void
        self._revealed = None
        self.question = None
        self.refresh()

    # -------------------------------------------------------------- showing
    def _show_question(self, why: str = "") -> None:
        q = self.question
        self._why = why
        self.check_button.setText(word("check"))
        self.check_button.setEnabled(q is not None and self.active)
        self._answer_enabled(True)
        self._question_texts()
        if q is None:
            self.overlay.hide()
            return
        self.predict_buttons[0].setVisible(0 in q.predictions)
        for group in (self.predict_group, self.mistake_group):
            group.setExclusive(False)
            for button in group.buttons():
                button.setChecked(False)
            group.setExclusive(True)
        d = len(q.x)
        for j, edit in enumerate(self.w_edits):
            edit.setVisible(j < d)
            edit.setText(number_text(q.w[j]) if j < d else "")
        self.comma.setVisible(d > 1)
        for widget in (self.b_edit, self.b_label):
            widget.setVisible(q.fit_intercept)
        self.b_edit.setText(number_text(q.b))
        self._mistake_toggled(False)
        self.overlay.show(q.x, None)

    def _question_texts(self) -> None:
        """The question and the rule in force (or why there is no question), in the interface language."""
        q = self.question
        if q is None:
            self.question_label.setText(said(self._why, QCoreApplication.translate) or word("off"))
            self.rule_label.clear()
            return
        b = f", b = {number_text(q.b)}" if q.fit_intercept else ""
        y = "+1" if q.y > 0 else "−1"
        self.question_label.setText(
            word("question").format(
                t=q.t, epoch=q.epoch, weights=f"w = {vector_text(q.w)}{b}", i=q.index + 1,
                example=f"x = {vector_text(q.x)}, y = {y}",
            )
        )  # fmt: skip
        localise = QCoreApplication.translate
        self.rule_label.setText(f"{q.rule(localise)}; {q.update_rule(localise)}.")

    def _show_revealed(self) -> None:
        """The verdict is on show: the answer stays as given, the button asks the next question (and has the
        focus when the focus was in the panel, so that a second Enter goes on)."""
        self.check_button.setText(word("next"))
        self.check_button.setEnabled(True)
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            self.check_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self._answer_enabled(False)

    def _answer_enabled(self, on: bool) -> None:
        for button in (*self.predict_buttons.values(), self.mistake_yes, self.mistake_no):
            button.setEnabled(on)
        for edit in (*self.w_edits, self.b_edit):
            edit.setEnabled(on and self.mistake_yes.isChecked())

    def _mistake_toggled(self, on: bool) -> None:
        for edit in (*self.w_edits, self.b_edit):
            edit.setEnabled(on)
        self.weights_hint.setVisible(on)
        q = self.question
        if q is None:
            return
        self.overlay.set_guess(self._typed_w() if on else None)

    def _typed_w(self) -> np.ndarray | None:
        q = self.question
        if q is None:
            return None
        try:
            return np.array([parse_number(edit.text(), "w") for edit in self.w_edits[: len(q.x)]])
        except ValueError:
            return None  # not a number (yet): the arrow stays where it was

    def _typed(self, _: str) -> None:
        w = self._typed_w()
        if w is not None and self.mistake_yes.isChecked():
            self.overlay.set_guess(w)

    def set_guess(self, w: np.ndarray) -> None:
        """Answer "a mistake, the new w is w" (what dragging the orange arrow's tip does)."""
        for edit, value in zip(self.w_edits, w, strict=False):
            edit.setText(number_text(value))
        if not self.mistake_yes.isChecked():
            self.mistake_yes.setChecked(True)
        self.overlay.set_guess(w)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the answer fields (a line edit or a radio button passes it on): Check, or Next question."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.active:
            event.accept()
            self.check()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Space in an answer field does what Enter does: a number has no space, and Space is the lecturer's
        Step key (which checks in Quiz Mode) everywhere else, so a space typed there was never meant."""
        space = (
            event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        )
        if not space or not self.active:
            return super().eventFilter(watched, event)
        event.accept()
        if event.type() == QEvent.Type.KeyPress:
            self.check()
        return True

    def _error(self, text: str) -> None:
        self.error_label.setText(text)
        self.message.emit(text)


def verdict_html(verdict: Verdict) -> str:
    """The verdict as the panel shows it: each part right (✓) or wrong (✗, with the right value)."""
    q = verdict.question
    parts = []
    for part in verdict.parts:
        if part.right:
            said = _unbroken(word("right part")).format(name=_said(part.name), expected=_said(part.expected))
            parts.append(f"<span style='color:#007A3D'>✓&nbsp;{said}</span>")
        else:
            said = _unbroken(word("wrong part")).format(
                name=_said(part.name), given=_said(part.given), expected=_said(part.expected)
            )
            parts.append(f"<span style='color:#B00020'>✗&nbsp;{said}</span>")
    head = (
        word("all right") if verdict.right else word("some right").format(points=verdict.points, out_of=verdict.out_of)
    )
    title = word("verdict").format(t=q.t, head=head)
    return f"<b>{title}</b> a = {number_text(verdict.score)}<br>" + " · ".join(parts)


def _unbroken(template: str) -> str:
    """A verdict part's ``template`` whose own spaces do not break a line (but those after a colon or a comma)."""
    return re.sub(r"(?<![:,]) ", "&nbsp;", template)


def _said(text: str) -> str:
    """A part's name or a yes/no answer in the interface language (numbers and vectors as they are)."""
    return word(PART_WORDS[text]) if text in PART_WORDS else text
