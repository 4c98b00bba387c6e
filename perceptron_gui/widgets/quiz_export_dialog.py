"""File > Export Quiz's options: how many questions, steps or mistakes, and how many versions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.session.quiz_runs import MAX_VERSIONS
from core.teach.worksheet_items import MAX_QUESTIONS
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.widgets.checked_dialog import ok_cancel
from perceptron_gui.widgets.naming import named

CONTEXT = "QuizExport"
WORDS = {
    "steps": QT_TRANSLATE_NOOP("QuizExport", "steps"),
    "mistakes": QT_TRANSLATE_NOOP("QuizExport", "mistakes"),
    "note": QT_TRANSLATE_NOOP(
        "QuizExport",
        "From a fresh run of the document's settings: the window's run is not stepped. Each question starts from the "
        "answer to the one before. Version 1 is the run as set; version k shuffles the examples with the seed + k − 1 "
        "(one version a page, keys alike).",
    ),
    "first": QT_TRANSLATE_NOOP("QuizExport", "Questions: the first"),
    "of": QT_TRANSLATE_NOOP("QuizExport", "of the run's"),
    "versions": QT_TRANSLATE_NOOP("QuizExport", "Versions"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class QuizExportDialog(QDialog):
    """The worksheet's questions (objectName ``exportQuizDialog``): the first N steps or mistakes of a fresh run of
    the document's settings, in K versions (version k ≥ 2 shuffled with the seed + k - 1)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportQuizDialog")
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Export quiz"))
        self.count = named(QSpinBox(), "quizCountSpin")
        self.count.setRange(1, MAX_QUESTIONS)
        self.count.setValue(8)
        self.by_steps = named(QRadioButton(word("steps")), "quizBySteps")
        self.by_mistakes = named(QRadioButton(word("mistakes")), "quizByMistakes")
        self.by_steps.setChecked(True)
        group = QButtonGroup(self)
        row = QHBoxLayout()
        for button in (self.by_steps, self.by_mistakes):
            group.addButton(button)
            row.addWidget(button)
        row.addStretch(1)
        self.versions = named(QSpinBox(), "quizVersionsSpin")
        self.versions.setRange(1, MAX_VERSIONS)
        note = QLabel(word("note"))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(word("first"), self.count)
        form.addRow(word("of"), row)
        form.addRow(word("versions"), self.versions)
        buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
