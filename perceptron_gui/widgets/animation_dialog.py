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
from perceptron_gui.widgets.checked_dialog import CheckedDialog, file_row, ok_cancel, problem_label
from perceptron_gui.widgets.dialogs import aspect_combo
from perceptron_gui.widgets.naming import named

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
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Export animation"))
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
        self.width_edit.setPlaceholderText(f"canvas ({canvas_width} pixels)")
        self.width_edit.setToolTip("Frame width in pixels; empty keeps the canvas's width (the height follows)")
        self.aspect = aspect_combo("animationAspect")
        self.presentation = named(QCheckBox("Presentation look (larger text, thicker lines)"), "animationPresentation")
        self.presentation.setChecked(presentation)
        self.canvas_width = canvas_width
        self.summary = named(QLabel(), "animationSummary")
        self.problem = problem_label("animationProblem")
        form = QFormLayout()
        form.addRow("File", file_row(self.path, browse))
        form.addRow("Format", self.format)
        form.addRow(f"First step ({earliest:,} is the start)", self.first)
        form.addRow(f"Last step (up to {latest:,})", self.last)
        form.addRow("Steps per frame", self.per_frame)
        form.addRow("Frames per second", self.fps)
        form.addRow("Width (pixels)", self.width_edit)
        form.addRow("Aspect", self.aspect)
        form.addRow("", self.presentation)
        note = QLabel(
            "Each frame is the canvas at its step, with the trace table's row and the update with its numbers "
            "under it, laid out for the frame's size with text at least 2.5% of its height (readable on a slide); "
            "the canvas's width in the canvas's aspect is the canvas as on screen. The last step is always the "
            "last frame."
        )
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
            self.presentation.setToolTip("As on screen: the look the canvas has now" if on_screen else "")
            self.summary.setText(f"{plan.frames:,} frames, {plan.seconds:.3g} s, written to {plan.path.name}")

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
        filters = "GIF animation (*.gif);;MP4 video (*.mp4)" if kind == "gif" else "MP4 video (*.mp4);;GIF (*.gif)"
        name, _ = QFileDialog.getSaveFileName(self, "Export animation", self.path.text(), filters)
        if name:
            self.path.setText(name)
            self._path_typed(name)
            self._check()
