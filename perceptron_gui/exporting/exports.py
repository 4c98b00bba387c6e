"""File > Export: the canvas as an image, the trained model and the trace table (written on the training thread).

A trace export says its size before writing, shows its progress with a Cancel button in the status bar,
and Close asks before cancelling exports still pending (naming each, and whether it had started).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QProgressBar, QToolButton, QWidget

from core.learn.words import said
from core.session.geometry import Rect
from core.teach.numbers import grouped
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.document.resources import is_bundled
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.training.controller import TrainingController
from perceptron_gui.training.worker import size_text
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.widgets.dialogs import ExportImageDialog
from perceptron_gui.widgets.errors import show_error
from perceptron_gui.widgets.naming import named
from perceptron_gui.window.persistence import last_export_image, last_folder, remember_export_image, remember_folder

if TYPE_CHECKING:
    from core.session.quiz_runs import WorksheetVersion


CONTEXT = "Exports"
WORDS = {
    "cancel": QT_TRANSLATE_NOOP("Exports", "Cancel"),
    "cancel tip": QT_TRANSLATE_NOOP(
        "Exports", "Stop the export: nothing is written, a file already there stays as it was"
    ),
    "image": QT_TRANSLATE_NOOP("Exports", "Export image"),
    "image filters": QT_TRANSLATE_NOOP("Exports", "PNG image (*.png);;SVG (*.svg)"),
    "unchanged": QT_TRANSLATE_NOOP("Exports", "The file there is unchanged."),
    "none written": QT_TRANSLATE_NOOP("Exports", "No file was written."),
    "could not": QT_TRANSLATE_NOOP("Exports", "Could not export {path}: {error}. {kept}"),
    "exported": QT_TRANSLATE_NOOP("Exports", "Exported {path}."),
    "model": QT_TRANSLATE_NOOP("Exports", "Export model"),
    "model filter": QT_TRANSLATE_NOOP("Exports", "Model (*.json)"),
    "trace": QT_TRANSLATE_NOOP("Exports", "Export trace"),
    "trace latex": QT_TRANSLATE_NOOP("Exports", "Export trace as LaTeX"),
    "no quiz": QT_TRANSLATE_NOOP("Exports", "Cannot export a quiz: {why}"),
    "quiz": QT_TRANSLATE_NOOP("Exports", "Export quiz worksheet"),
    "mistakes": QT_TRANSLATE_NOOP("Exports", "{n} mistakes"),
    "steps": QT_TRANSLATE_NOOP("Exports", "{n} steps"),
    "versions": QT_TRANSLATE_NOOP("Exports", " in {n} versions"),
    "converged": QT_TRANSLATE_NOOP("Exports", "{name} has {n} (it converged)"),
    "the run": QT_TRANSLATE_NOOP("Exports", "the run"),
    "quiz exported": QT_TRANSLATE_NOOP("Exports", "Exported a quiz of {asked}{many}{fewer}: {path} and its key {key}."),
    "pending": QT_TRANSLATE_NOOP(
        "Exports",
        "These exports are not finished. Closing now cancels them: nothing of them is written, and a file already "
        "there stays as it was.",
    ),
    "cannot export": QT_TRANSLATE_NOOP("Exports", "Cannot export"),
    "waiting one": QT_TRANSLATE_NOOP("Exports", "Export waiting: {n}"),
    "waiting many": QT_TRANSLATE_NOOP("Exports", "Exports waiting: {n}"),
    "more waiting": QT_TRANSLATE_NOOP("Exports", " (+{n} waiting)"),
    "progress": QT_TRANSLATE_NOOP("Exports", "Export, about {size}: %p%{more}"),
    "exporting": QT_TRANSLATE_NOOP("Exports", "Exporting {what} ({rows} rows, about {size}) to {path}…"),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class ExportActions(QObject):
    """Asks where to export and has the canvas or the training thread write it; ``message`` for the status bar."""

    message = Signal(str, int)  # text, milliseconds shown

    def __init__(
        self,
        document: DocumentModel,
        canvas: Canvas,
        training: TrainingController,
        parent: QWidget,
        redraw: Callable[[Rect | None], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        # draws the model over a rect (an image laid out for a slide), or with None the window's own state again
        self.redraw = redraw or (lambda rect: None)
        self.canvas = canvas
        self.training = training
        self._parent = parent
        training.exported.connect(self._exported)
        training.export_cancelled.connect(lambda text: self.message.emit(text, 10000))
        training.exports_changed.connect(self._show_exports)
        self._bar = named(QProgressBar(), "exportProgress")
        self._bar.setMaximum(1000)
        self._bar.setMinimumWidth(280)
        self._cancel = named(QToolButton(), "exportCancel")
        self._cancel.setText(word("cancel"))
        self._cancel.setToolTip(word("cancel tip"))
        self._cancel.clicked.connect(training.cancel_exports)
        self._announced: set[int] = set()
        if isinstance(parent, QMainWindow):
            for widget in (self._bar, self._cancel):
                parent.statusBar().addWidget(widget)
                widget.hide()

    def _stem(self, default: str) -> str:
        path = self.document.path
        return path.stem if path else default

    def export_image(self) -> None:
        """File > Export Image: the canvas as PNG (at a chosen width, aspect and look) or SVG."""
        start = str(self.start_folder() / f"{self._stem('perceptron')}.png")
        name, _ = QFileDialog.getSaveFileName(self._parent, word("image"), start, word("image filters"))
        if not name:
            return
        path = Path(name)
        width, aspect, presentation = None, "canvas", False
        if path.suffix.lower() != ".svg":
            width, aspect = last_export_image(max(1600, self.canvas.width()), "canvas")
            look = self.canvas.scale_factor != 1.0
            dialog = ExportImageDialog(width, look, self._parent, aspect)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            width, aspect, presentation = dialog.width_box.value(), dialog.aspect_name, dialog.presentation.isChecked()
            remember_export_image(width, aspect)  # the next export offers them again (a lecture's slides match)
        self.export_image_to(path, width, aspect, presentation)

    def export_image_to(
        self, path: Path, width: int | None = None, aspect: str = "canvas", presentation: bool = False
    ) -> bool:
        """Write the canvas to path: SVG for .svg, else PNG ``width`` pixels wide in ``aspect``, laid out for that
        size (:func:`perceptron_gui.exporting.image_export.slide_png`; the canvas's width and aspect: as on screen)."""
        # pyqtgraph's exporters and QtSvg: on first use
        from perceptron_gui.exporting.image_export import export_plot, slide_png

        existed = path.is_file()
        try:
            with self.canvas.key_cursor.hidden():  # the keyboard's cursor is the screen's, not the picture's
                image = None
                if path.suffix.lower() != ".svg" and width is not None:
                    image = slide_png(self.canvas, width, aspect, presentation, self.redraw)
                export_plot(self.canvas.getPlotItem(), path, width, image)
        except OSError as error:
            kept = word("unchanged" if existed else "none written")
            self._error(word("could not").format(path=path, error=error.strerror or error, kept=kept))
            return False
        remember_folder(path.parent)
        self.message.emit(word("exported").format(path=path), 5000)
        return True

    def export_model(self) -> None:
        """File > Export Model: weights, intercept, classes and settings (or the dual form) as JSON."""
        self._ask("model", word("model"), "model.json", word("model filter"))

    def export_trace(self, mistakes_only: bool = False) -> None:
        """File > Export Trace: one row per step looked at (or per mistake), as CSV."""
        self._ask("trace-mistakes" if mistakes_only else "trace", word("trace"), "trace.csv", "CSV (*.csv)")

    def export_trace_latex(self, mistakes_only: bool = False) -> None:
        """File > Export Trace as LaTeX: the table as a LaTeX tabular in the lecture's layout, for slides."""
        kind = "latex-mistakes" if mistakes_only else "latex"
        self._ask(kind, word("trace latex"), "trace.tex", "LaTeX (*.tex)")

    def export_quiz(self) -> None:
        """File > Export Quiz: the first steps (or mistakes) of a fresh run as chained LaTeX worksheets, in one
        or more versions, and their answer key (``…-key.tex``); what stops it is said before any file dialog."""
        # The worksheets' machinery (runs, items, LaTeX) on first use: the window's start does not need it.
        from core.session.quiz_runs import worksheet_refusal
        from perceptron_gui.widgets.quiz_export_dialog import QuizExportDialog

        points = self.document.points.points
        why = worksheet_refusal(self.document.settings.value(), len(points.classes))
        if why:
            self._error(word("no quiz").format(why=said(why, QCoreApplication.translate)))
            return
        options = QuizExportDialog(self._parent)
        if options.exec() != QDialog.DialogCode.Accepted:
            return
        count = options.count.value()
        versions = self._worksheets(count, options.by_mistakes.isChecked(), options.versions.value())
        if versions is None:
            return
        start = str(self.start_folder() / "quiz.tex")
        name, _ = QFileDialog.getSaveFileName(self._parent, word("quiz"), start, "LaTeX (*.tex)")
        if name:
            remember_folder(Path(name).parent)
            self._write_quiz(Path(name), versions, count)

    def export_quiz_to(self, path: Path, count: int = 8, mistakes: bool = False, versions: int = 1) -> bool:
        """Write the worksheets of the first ``count`` steps (or mistakes) at path, their keys beside it; say where,
        or what went wrong."""
        made = self._worksheets(count, mistakes, versions)
        return made is not None and self._write_quiz(path, made, count)

    def _worksheets(self, count: int, mistakes: bool, versions: int) -> list[WorksheetVersion] | None:
        """The worksheets from fresh runs of the document's settings (None, said, when there is nothing to ask)."""
        from core.session.quiz_runs import worksheet_versions

        points = self.document.points.points
        try:
            return worksheet_versions(
                self.document.settings.value(), points.X, points.y, self.document.constant,
                count=count, mistakes=mistakes, versions=versions,
            )  # fmt: skip
        except ValueError as error:
            self._error(word("no quiz").format(why=said(error, QCoreApplication.translate)))
            return None

    def _write_quiz(self, path: Path, versions: list[WorksheetVersion], count: int) -> bool:
        from core.files.worksheet import key_path, write_worksheets

        try:
            title = translated("Worksheet", QT_TRANSLATE_NOOP("Worksheet", "Perceptron quiz"))
            written = write_worksheets(path, versions, title, QCoreApplication.translate)
        except (OSError, ValueError) as error:
            self._error(f"{path}: {error}" if isinstance(error, OSError) else str(error))
            return False
        asked = word("mistakes" if versions[0].mistakes_only else "steps").format(n=count)
        many = word("versions").format(n=written.versions) if written.versions > 1 else ""
        short = [
            word("converged").format(name=v.label.split(":")[0] or word("the run"), n=len(v.items))
            for v in versions
            if len(v.items) < count
        ]
        fewer = f"; {', '.join(short)}" if short else ""
        quiz = word("quiz exported").format(asked=asked, many=many, fewer=fewer, path=path, key=key_path(path))
        self.message.emit(quiz, 15000)
        return True

    def _ask(self, kind: str, title: str, default: str, filters: str) -> None:
        name, _ = QFileDialog.getSaveFileName(self._parent, title, str(self.start_folder() / default), filters)
        if name:
            remember_folder(Path(name).parent)
            self.training.export(kind, name)

    def start_folder(self) -> Path:
        """Where an export dialog starts: the folder last used, else the document's, else the home folder."""
        path = self.document.path
        return last_folder() or (path.parent if path is not None and not is_bundled(path) else Path.home())

    def _show_exports(self) -> None:
        """Progress and Cancel while exports are pending; the size estimate is said when writing starts."""
        pending = self.training.pending_exports()
        self._announced &= {export.job for export in pending}
        if not pending:
            self._bar.hide()
            self._cancel.hide()
            return
        writing = next((export for export in pending if export.writing), None)
        waiting = len(pending) - (writing is not None)
        more = word("more waiting").format(n=waiting) if waiting and writing is not None else ""
        if writing is None:
            self._bar.setFormat(word("waiting many" if waiting > 1 else "waiting one").format(n=waiting))
            self._bar.setValue(0)
        else:
            size = size_text(writing.estimate)
            self._bar.setFormat(word("progress").format(size=size, more=more))
            self._bar.setValue(int(1000 * writing.fraction))
            if writing.job not in self._announced:
                self._announced.add(writing.job)
                text = word("exporting").format(
                    what=writing.what, rows=grouped(writing.rows), size=size, path=writing.path
                )
                self.message.emit(text, 10000)
        self._bar.show()
        self._cancel.show()

    def confirm_close(self) -> bool:
        """Before the window closes: with exports pending, ask (naming each and where it stands) whether to
        cancel them and close; True to go on closing (the exports are then cancelled)."""
        pending = self.training.pending_exports()
        if not pending:
            return True
        box = QMessageBox(self._parent)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Dialogs", "Exports in progress"))
        box.setObjectName("pendingExportsDialog")
        box.setText(word("pending") + "\n\n" + "\n".join(f"• {export.describe()}" for export in pending))
        cancel = box.addButton(
            QCoreApplication.translate("Dialogs", "Cancel Exports and Close"), QMessageBox.ButtonRole.DestructiveRole
        )
        cancel.setObjectName("cancelExportsButton")
        keep = box.addButton(QCoreApplication.translate("Dialogs", "Keep Open"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        if box.clickedButton() is not cancel:
            return False
        self.training.cancel_exports()
        return True

    def _exported(self, ok: bool, message: str) -> None:
        if ok:
            self.message.emit(message, 8000)
        else:
            self._error(message)

    def _error(self, text: str) -> None:
        self.message.emit(text, 15000)
        show_error(self._parent, word("cannot export"), text)
