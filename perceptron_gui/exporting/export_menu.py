"""File > Export Trace, Export Animation and Export Lesson: what each asks the user, and who does the work.

The trace goes to :class:`perceptron_gui.exporting.exports.ExportActions` (written on the training thread),
an animation to :class:`perceptron_gui.exporting.animation.AnimationExport` and a lesson page to
:class:`perceptron_gui.exporting.lesson_export.LessonExport`; the last two are built when first used, so that
their modules load then and not at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QMainWindow

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.window.persistence import remember_folder

if TYPE_CHECKING:
    from perceptron_gui.document.document_model import DocumentModel
    from perceptron_gui.exporting.animation import AnimationExport
    from perceptron_gui.exporting.exports import ExportActions
    from perceptron_gui.exporting.lesson_export import LessonExport
    from perceptron_gui.training.controller import TrainingController
    from perceptron_gui.training.shown_model import ShownModel
    from perceptron_gui.views.canvas import Canvas
    from perceptron_gui.views.manual_model import ManualModel
    from perceptron_gui.views.overlays import Overlays
    from perceptron_gui.views.trace_view import TracePanel


NO_ANIMATION = QT_TRANSLATE_NOOP("Exports", "Cannot export an animation: there is no run yet.")
NO_ANIMATION_DRAWING = QT_TRANSLATE_NOOP(
    "Exports", "Cannot export an animation: turn off Data > Draw a Classifier first."
)


class ExportMenu:
    """The window's export commands (see the module)."""

    def __init__(
        self,
        window: QMainWindow,
        document: DocumentModel,
        training: TrainingController,
        shown: ShownModel,
        canvas: Canvas,
        overlays: Overlays,
        trace_panel: TracePanel,
        exports: ExportActions,
        manual_model: ManualModel,
        notation: Callable[[], str | None],
        redraw: Callable[[], None],
        show_message: Callable[[str, int], None],
        show_error: Callable[[str, str], None],
    ) -> None:
        self._window = window
        self._document = document
        self._training = training
        self._shown = shown
        self._canvas = canvas
        self._overlays = overlays
        self._trace_panel = trace_panel
        self._exports = exports
        self._manual_model = manual_model
        self._notation = notation
        self._redraw = redraw
        self._show_message = show_message
        self._show_error = show_error

    def export_trace(self, kind: str) -> None:
        """The trace as ``kind`` ("trace": CSV, "latex"), mistakes only when the trace table shows only them."""
        if kind == "latex":
            self.export_trace_latex()
        else:
            self.export_trace_csv()

    def export_trace_csv(self) -> None:
        """File > Export Trace (CSV), mistakes only when the trace table shows only them."""
        self._exports.export_trace(self._trace_panel.mistakes_only.isChecked())

    def export_trace_latex(self) -> None:
        """File > Export Trace as LaTeX, mistakes only when the trace table shows only them."""
        self._exports.export_trace_latex(self._trace_panel.mistakes_only.isChecked())

    @cached_property
    def animation(self) -> AnimationExport:
        """File > Export Animation's renderer, built (its modules loaded) when first used, not at start-up."""
        from perceptron_gui.exporting.animation import AnimationExport

        export = AnimationExport(
            self._canvas,
            self._training,
            self._shown,
            self._overlays,
            self._notation,
            self._redraw,
            self._window.statusBar(),
        )
        export.message.connect(self._show_message)
        export.finished.connect(
            lambda ok, text: self._show_message(text, 10000) if ok else self._show_error("Cannot export", text)
        )
        return export

    @cached_property
    def lesson(self) -> LessonExport:
        """File > Export Lesson, built (its modules loaded) when first used, not at start-up."""
        from perceptron_gui.exporting.lesson_export import LessonExport

        export = LessonExport(self._document, self._training, self._canvas, self._exports, self._window)
        export.message.connect(self._show_message)
        return export

    def export_lesson(self) -> None:
        """File > Export Lesson: asks which steps, then writes the page off the GUI thread."""
        self.lesson.ask()

    def export_animation(self) -> None:
        """File > Export Animation: steps of the run (the trace table's selected rows, else all so far) as GIF or
        MP4 (:mod:`perceptron_gui.exporting.animation`)."""
        from perceptron_gui.widgets.animation_dialog import ExportAnimationDialog

        table = self._training.table
        if table is None or self._manual_model.on:
            self._show_message(
                translated("Exports", NO_ANIMATION_DRAWING if self._manual_model.on else NO_ANIMATION), 8000
            )
            return
        earliest, latest = table.first_step - 1, table.last_step
        first, last = self._trace_panel.selected_steps() or (earliest, latest)
        path = self._document.path
        stem = path.stem if path is not None else "perceptron"
        folder = self._exports.start_folder()
        width = round(self._canvas.getPlotItem().sceneBoundingRect().width())
        presenting = self._canvas.scale_factor != 1.0
        dialog = ExportAnimationDialog(
            folder / f"{stem}.gif", first, last, earliest, latest, width, self._window, presenting
        )
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.plan is not None:
            remember_folder(dialog.plan.path.parent)
            self.animation.start(dialog.plan)
