"""File > Export Lesson's dialog: the file, how many of the run's first steps the page holds, and the teacher's
preset (the controls fixed for the students, the boundary hidden until they answer).

The fields are read by :func:`core.files.lesson_html.plan_lesson`; what it says is wrong (a step count past
the cap or past the run, a bad file name) is shown under the fields (``lessonProblem``) as soon as it is
typed, and OK keeps the dialog open, with everything typed, until the values are good.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.files.lesson_html import LOCKABLE, LessonPlan, LessonPreset, plan_lesson
from core.teach.lesson import MAX_LESSON_STEPS
from core.teach.numbers import grouped
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.widgets.checked_dialog import CheckedDialog, file_row, ok_cancel, problem_label
from perceptron_gui.widgets.naming import named

CONTEXT = "LessonDialog"
WORDS = {
    "steps tip": QT_TRANSLATE_NOOP("LessonDialog", "The page replays steps 1 to this one (at most {most})"),
    "file": QT_TRANSLATE_NOOP("LessonDialog", "File"),
    "first steps": QT_TRANSLATE_NOOP("LessonDialog", "First steps (1 to {most})"),
    "cap": QT_TRANSLATE_NOOP("LessonDialog", "The run has {latest} steps; a lesson holds at most {most}."),
    "note": QT_TRANSLATE_NOOP(
        "LessonDialog",
        "One HTML file that works offline in any current browser, on a phone as on a laptop: the points, and at each "
        "step the boundary, w, the example, the update η·y·x and the trace row, with Step, Step back, Next mistake, "
        "Play, a slider, a quiz and large text. It shows the run's recorded numbers; students can move, add or delete "
        "points and change the settings, and the page trains again (the same numbers as the app), unless fixed below.",
    ),
    "fixed": QT_TRANSLATE_NOOP("LessonDialog", "Fixed for the students"),
    "fix": QT_TRANSLATE_NOOP("LessonDialog", "Fix {name}"),
    "hide": QT_TRANSLATE_NOOP("LessonDialog", "Hide the boundary until the student has answered"),
    "summary": QT_TRANSLATE_NOOP("LessonDialog", "Steps 0 to {steps} ({mistakes} mistakes), written to {name}"),
    "filter": QT_TRANSLATE_NOOP("LessonDialog", "Web page (*.html)"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class ExportLessonDialog(CheckedDialog[LessonPlan]):
    """Choose the page and its steps (objectName ``exportLessonDialog``); :attr:`plan` is set when accepted.

    ``latest`` is the last step the run has; ``mistakes(n)`` says how many of the first n steps were mistakes.
    """

    def __init__(self, path: Path, latest: int, mistakes: Callable[[int], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Export lesson"))
        self.setObjectName("exportLessonDialog")
        self.latest = latest
        self._mistakes = mistakes
        self.path = named(QLineEdit(str(path)), "lessonPath")
        browse = named(QPushButton(QCoreApplication.translate("Dialogs", "Browse…")), "lessonBrowse")
        browse.clicked.connect(self._browse)
        self.steps = named(QLineEdit(str(min(latest, MAX_LESSON_STEPS))), "lessonSteps")
        self.steps.setToolTip(word("steps tip").format(most=grouped(MAX_LESSON_STEPS)))
        self.summary = named(QLabel(), "lessonSummary")
        self.summary.setWordWrap(True)
        self.problem = problem_label("lessonProblem")
        form = QFormLayout()
        form.addRow(word("file"), file_row(self.path, browse))
        most = min(latest, MAX_LESSON_STEPS)
        form.addRow(word("first steps").format(most=grouped(most)), self.steps)
        cap = (
            " " + word("cap").format(latest=grouped(latest), most=grouped(MAX_LESSON_STEPS))
            if latest > MAX_LESSON_STEPS
            else ""
        )
        note = QLabel(word("note") + cap)
        note.setWordWrap(True)
        preset = QGroupBox(word("fixed"))
        grid = QGridLayout(preset)
        self.locks = {
            key: named(QCheckBox(word("fix").format(name=translated("Lesson", name))), f"lessonLock_{key}")
            for key, name in LOCKABLE.items()
        }
        for k, box in enumerate(self.locks.values()):
            grid.addWidget(box, k // 2, k % 2)
        self.hide_boundary = named(QCheckBox(word("hide")), "lessonHideBoundary")
        grid.addWidget(self.hide_boundary, (len(self.locks) + 1) // 2, 0, 1, 2)
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # grows with the problem's lines, cuts none
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.problem)
        layout.addWidget(note)
        layout.addWidget(preset)
        layout.addWidget(self.buttons)
        for edit in (self.path, self.steps):
            edit.textChanged.connect(self._check)
        self.resize(540, self.sizeHint().height())
        self._check()

    def read(self) -> LessonPlan:
        """The plan the fields describe; ValueError saying what is wrong."""
        lock = frozenset(key for key, box in self.locks.items() if box.isChecked())
        preset = LessonPreset(lock, self.hide_boundary.isChecked())
        return plan_lesson(self.path.text(), self.steps.text(), self.latest, preset)

    def _show(self, plan: LessonPlan | None, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.summary.setVisible(plan is not None)  # no summary of values that are not the ones typed
        if plan is not None:
            mistakes = self._mistakes(plan.steps)
            self.summary.setText(
                word("summary").format(steps=grouped(plan.steps), mistakes=grouped(mistakes), name=plan.path.name)
            )

    def _browse(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("Dialogs", "Export lesson"), self.path.text(), word("filter")
        )
        if name:
            self.path.setText(name)
