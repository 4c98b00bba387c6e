"""File > Export Animation's dialog: the file and format, the steps, steps per frame, frames per second, width,
aspect and look.

Every field is read by :func:`core.files.animation.plan_animation`; what it says is wrong is shown under
the fields (``animationProblem``) as soon as it is typed, and OK keeps the dialog open, with everything
typed, until the values are good.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.files.animation import FORMATS, AnimationPlan, default_per_frame, kind_of, plan_animation
from core.session.slide import is_as_on_screen
from core.teach.numbers import grouped, short
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.widgets.checked_dialog import CheckedDialog, file_row, ok_cancel, problem_label
from perceptron_gui.widgets.dialogs import aspect_combo
from perceptron_gui.widgets.naming import named

CONTEXT = "Dialogs"
WORDS = {
    "title": QT_TRANSLATE_NOOP("Dialogs", "Export animation"),
    "canvas width": QT_TRANSLATE_NOOP("Dialogs", "canvas ({n} pixels)"),
    "width tip": QT_TRANSLATE_NOOP(
        "Dialogs", "Frame width in pixels; empty keeps the canvas's width (the height follows)"
    ),
    "presentation": QT_TRANSLATE_NOOP("Dialogs", "Presentation look (larger text, thicker lines)"),
    "file": QT_TRANSLATE_NOOP("Dialogs", "File"),
    "format": QT_TRANSLATE_NOOP("Dialogs", "Format"),
    "first": QT_TRANSLATE_NOOP("Dialogs", "First step ({n} is the start)"),
    "last": QT_TRANSLATE_NOOP("Dialogs", "Last step (up to {n})"),
    "per frame": QT_TRANSLATE_NOOP("Dialogs", "Steps per frame"),
    "fps": QT_TRANSLATE_NOOP("Dialogs", "Frames per second"),
    "width": QT_TRANSLATE_NOOP("Dialogs", "Width (pixels)"),
    "aspect": QT_TRANSLATE_NOOP("Dialogs", "Aspect"),
    "note": QT_TRANSLATE_NOOP(
        "Dialogs",
        "Each frame is the canvas at its step, with the trace table's row and the update with its numbers under "
        "it, laid out for the frame's size with text at least 2.5% of its height (readable on a slide); the "
        "canvas's width in the canvas's aspect is the canvas as on screen. The last step is always the last frame.",
    ),
    "as on screen": QT_TRANSLATE_NOOP("Dialogs", "As on screen: the look the canvas has now"),
    "summary": QT_TRANSLATE_NOOP("Dialogs", "{frames} frames, {seconds} s, written to {name}"),
    "gif filters": QT_TRANSLATE_NOOP("Dialogs", "GIF animation (*.gif);;MP4 video (*.mp4)"),
    "mp4 filters": QT_TRANSLATE_NOOP("Dialogs", "MP4 video (*.mp4);;GIF (*.gif)"),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language
DEFAULT_FPS = 4  # a step a quarter of a second: slow enough to read the numbers


class ExportAnimationDialog(CheckedDialog[AnimationPlan]):
    """Choose what to export (objectName ``exportAnimationDialog``); :attr:`plan` is set when accepted.

    ``earliest`` and ``latest`` are the steps the run has (0 is the start); ``first`` and ``last`` the range
    proposed; ``canvas_width`` is the width the frames have when the width is left as "canvas";
    ``presentation`` whether the presentation look is ticked at first (presentation mode is on).
    """

    def __init__(
        self,
        path: Path,
        first: int,
        last: int,
        earliest: int,
        latest: int,
        canvas_width: int,
        parent: QWidget | None = None,
        presentation: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(word("title"))
        self.setObjectName("exportAnimationDialog")
        self.earliest, self.latest = earliest, latest
        self.path = named(QLineEdit(str(path)), "animationPath")
        browse = named(QPushButton(QCoreApplication.translate("Dialogs", "Browse…")), "animationBrowse")
        browse.clicked.connect(self._browse)
        self.format = named(QComboBox(), "animationFormat")
        for kind in FORMATS:
            self.format.addItem(kind.upper(), kind)
        self.format.setCurrentIndex(self.format.findData(kind_of(str(path)) or "gif"))
        self.first = named(QLineEdit(str(first)), "animationFirst")
        self.last = named(QLineEdit(str(last)), "animationLast")
        self.per_frame = named(QLineEdit(str(default_per_frame(first, last))), "animationPerFrame")
        self.fps = named(QLineEdit(str(DEFAULT_FPS)), "animationFps")
        self.width_edit = named(QLineEdit(), "animationWidth")
        self.width_edit.setPlaceholderText(word("canvas width").format(n=canvas_width))
        self.width_edit.setToolTip(word("width tip"))
        self.aspect = aspect_combo("animationAspect")
        self.presentation = named(QCheckBox(word("presentation")), "animationPresentation")
        self.presentation.setChecked(presentation)
        self.canvas_width = canvas_width
        self.summary = named(QLabel(), "animationSummary")
        self.problem = problem_label("animationProblem")
        form = QFormLayout()
        form.addRow(word("file"), file_row(self.path, browse))
        form.addRow(word("format"), self.format)
        form.addRow(word("first").format(n=grouped(earliest)), self.first)
        form.addRow(word("last").format(n=grouped(latest)), self.last)
        form.addRow(word("per frame"), self.per_frame)
        form.addRow(word("fps"), self.fps)
        form.addRow(word("width"), self.width_edit)
        form.addRow(word("aspect"), self.aspect)
        form.addRow("", self.presentation)
        note = QLabel(word("note"))
        note.setWordWrap(True)
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.problem)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.format.currentIndexChanged.connect(self._format_chosen)
        self.path.textEdited.connect(self._path_typed)
        for edit in (self.path, self.first, self.last, self.per_frame, self.fps, self.width_edit):
            edit.textChanged.connect(self._check)
        self.aspect.currentIndexChanged.connect(self._check)
        self.resize(520, self.sizeHint().height())
        self._check()

    def read(self) -> AnimationPlan:
        """The plan the fields describe; ValueError saying what is wrong."""
        return plan_animation(
            self.path.text(),
            str(self.format.currentData()),
            self.first.text(),
            self.last.text(),
            self.per_frame.text(),
            self.fps.text(),
            self.width_edit.text(),
            self.earliest,
            self.latest,
            str(self.aspect.currentData()),
            self.presentation.isChecked(),
        )

    def _show(self, plan: AnimationPlan | None, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        if plan is not None:
            on_screen = is_as_on_screen(plan.width, plan.aspect, self.canvas_width)
            self.presentation.setEnabled(not on_screen)  # as on screen: the screen's look
            self.presentation.setToolTip(word("as on screen") if on_screen else "")
            summary = word("summary").format(
                frames=grouped(plan.frames), seconds=short(plan.seconds), name=plan.path.name
            )
            self.summary.setText(summary)

    def _format_chosen(self) -> None:
        """The file name's suffix follows the format chosen."""
        kind = str(self.format.currentData())
        text = self.path.text().strip()
        if text and kind_of(text) not in (None, kind):
            self.path.setText(str(Path(text).with_suffix(FORMATS[kind])))
        self._check()

    def _path_typed(self, text: str) -> None:
        """The format follows a typed file name's suffix."""
        kind = kind_of(text)
        if kind is not None and kind != self.format.currentData():
            self.format.blockSignals(True)
            self.format.setCurrentIndex(self.format.findData(kind))
            self.format.blockSignals(False)
            self._check()

    def _browse(self) -> None:
        kind = str(self.format.currentData())
        filters = word("gif filters") if kind == "gif" else word("mp4 filters")
        name, _ = QFileDialog.getSaveFileName(self, word("title"), self.path.text(), filters)
        if name:
            self.path.setText(name)
            self._path_typed(name)
            self._check()
