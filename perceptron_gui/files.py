"""The File menu's work: new, open (also recent and dropped files), save, export; never losing anything.

Reading and writing are done by ``core`` (atomic saves, one error type with
file, line and problem); this module asks the questions (unsaved changes?),
runs big loads off the GUI thread with progress and cancel, and says what
went wrong in a dialog while the open document stays as it was.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox

from core.files.csv_points import write_csv
from core.files.document_json import save_document
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.points import PointSet
from perceptron_gui.dialogs import ExportImageDialog
from perceptron_gui.resources import DEFAULT_EXAMPLE, EXAMPLES
from perceptron_gui.settings_store import app_settings, string_list
from perceptron_gui.tasks import TaskRunner

if TYPE_CHECKING:
    from perceptron_gui.main_window import MainWindow

MAX_RECENT = 8
BACKGROUND_BYTES = 1 << 20  # files above 1 MB load on a thread, with progress and Cancel
OPEN_FILTER = "Point sets (*.json *.csv *.tsv *.txt);;All files (*)"
SAVE_FILTERS = "Perceptron Studio document (*.json);;CSV points x1,x2,label (*.csv)"


class FileActions(QObject):
    """Owns the document's path and saved state for a :class:`MainWindow`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.path: Path | None = None
        self._saved_settings = window.settings()
        self.tasks = TaskRunner(window.statusBar())
        self.recent_menu = QMenu("Open &Recent", window)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    # ------------------------------------------------------------- state
    @property
    def dirty(self) -> bool:
        """Unsaved changes: edits since the last save, or changed settings."""
        return not self.window.points.undo_stack.isClean() or self.window.settings() != self._saved_settings

    def title(self) -> str:
        """The window title: file name, a * when there are unsaved changes."""
        name = self.path.name if self.path else "Untitled"
        return f"{name}{'*' if self.dirty else ''} — Perceptron Studio"

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False means the user cancelled."""
        if not self.dirty:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Unsaved changes",
            f"Save the changes to {self.path.name if self.path else 'this document'}?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        box.setObjectName("unsavedChangesDialog")
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -------------------------------------------------------------- open
    def new(self) -> None:
        """File > New: an empty canvas."""
        if self.maybe_save():
            self.tasks.cancel()
            self._set_document(PointSet(), None, None)

    def open_dialog(self) -> None:
        """File > Open."""
        if not self.maybe_save():
            return
        start = str(self.path.parent if self.path else EXAMPLES)
        name, _ = QFileDialog.getOpenFileName(self.window, "Open point set", start, OPEN_FILTER)
        if name:
            self.open_path(Path(name), ask=False)

    def open_path(self, path: Path, ask: bool = True, initial: bool = False) -> None:
        """Open a CSV or JSON point set; big files load on a thread (the old document stays until done)."""
        if ask and not self.maybe_save():
            return
        try:
            size = path.stat().st_size if path.is_file() else 0
        except OSError:
            size = 0
        if size > BACKGROUND_BYTES and not initial:
            self.tasks.start(
                lambda report: load_point_set(path, progress=report),
                f"Loading {path.name}",
                on_done=lambda loaded: self._loaded(loaded, path),
                on_error=lambda error: self.window.show_error("Cannot open the file", str(error)),
            )
            return
        try:
            loaded = load_point_set(path)
        except PointSetFileError as error:
            self.window.show_error("Cannot open the file", str(error))
            if initial and path != DEFAULT_EXAMPLE:
                self.open_path(DEFAULT_EXAMPLE, ask=False, initial=True)
            return
        self._loaded(loaded, path)

    def _loaded(self, loaded, path: Path) -> None:  # type: ignore[no-untyped-def]
        self._set_document(loaded.points, loaded.settings, path)
        if path.parent != EXAMPLES:
            self._remember(path)
        self.window.statusBar().showMessage(f"Opened {len(loaded.points):,} points from {path}.", 5000)

    def _set_document(self, points: PointSet, settings, path: Path | None) -> None:  # type: ignore[no-untyped-def]
        window = self.window
        if settings is not None:
            window.apply_settings(settings)
        window.points.reset(points)
        window.canvas.fit_to_data()
        self.path = path
        self._saved_settings = window.settings()
        window.update_title()

    # -------------------------------------------------------------- save
    def save(self) -> bool:
        """File > Save; a bundled example or a new document asks for a name. False if nothing was saved."""
        if self.path is None or self.path.parent == EXAMPLES:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        """File > Save As (JSON keeps the settings; CSV only the points)."""
        stem = self.path.stem if self.path else "points"
        start = str(Path.home() / f"{stem}.json")
        name, chosen = QFileDialog.getSaveFileName(self.window, "Save point set", start, SAVE_FILTERS)
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".csv" if "CSV" in chosen else ".json")
        return self._write(path)

    def _write(self, path: Path) -> bool:
        window = self.window
        try:
            if path.suffix.lower() == ".csv":
                write_csv(window.points.points, path)
            else:
                save_document(path, window.points.points, window.settings())
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            window.show_error("Cannot save", f"{path}: {reason}. Nothing was lost: the document is still open.")
            return False
        self.path = path
        window.points.undo_stack.setClean()
        self._saved_settings = window.settings()
        self._remember(path)
        window.update_title()
        window.statusBar().showMessage(f"Saved {len(window.points):,} points to {path}.", 5000)
        return True

    # ------------------------------------------------------------ export
    def export_image(self) -> None:
        """File > Export Image: the canvas as PNG (at a chosen width) or SVG."""
        start = str(Path.home() / f"{self.path.stem if self.path else 'perceptron'}.png")
        name, _ = QFileDialog.getSaveFileName(self.window, "Export image", start, "PNG image (*.png);;SVG (*.svg)")
        if not name:
            return
        path = Path(name)
        width = None
        if path.suffix.lower() != ".svg":
            dialog = ExportImageDialog(max(1600, self.window.canvas.width()), self.window)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            width = dialog.width_box.value()
        self.export_image_to(path, width)

    def export_image_to(self, path: Path, width: int | None = None) -> bool:
        """Write the canvas to path: SVG for .svg, else PNG ``width`` pixels wide."""
        canvas = self.window.canvas
        item = canvas.getPlotItem()
        from perceptron_gui.image_export import export_plot  # pyqtgraph's exporters and QtSvg: loaded on first use

        try:
            export_plot(item, path, width)
        except OSError as error:
            self.window.show_error("Cannot export", f"{path}: {error}.")
            return False
        if not path.is_file():
            self.window.show_error("Cannot export", f"{path}: the file could not be written.")
            return False
        self.window.statusBar().showMessage(f"Exported {path}.", 5000)
        return True

    def export_model(self) -> None:
        """File > Export Model: weights, intercept, classes and settings (or the dual form) as JSON."""
        self._export("model", "Export model", "model.json", "Model (*.json)")

    def export_trace(self, mistakes_only: bool = False) -> None:
        """File > Export Trace: one row per step looked at (or per mistake), as CSV."""
        kind = "trace-mistakes" if mistakes_only else "trace"
        self._export(kind, "Export trace", "trace.csv", "CSV (*.csv)")

    def export_trace_latex(self, mistakes_only: bool = False) -> None:
        """File > Export Trace as LaTeX: the table as a LaTeX tabular in the lecture's layout, for slides."""
        kind = "latex-mistakes" if mistakes_only else "latex"
        self._export(kind, "Export trace as LaTeX", "trace.tex", "LaTeX (*.tex)")

    def _export(self, kind: str, title: str, default: str, filters: str) -> None:
        name, _ = QFileDialog.getSaveFileName(self.window, title, str(Path.home() / default), filters)
        if name:
            self.window.training.export(kind, name)

    # ------------------------------------------------------------ recent
    def _remember(self, path: Path) -> None:
        store = app_settings()
        recent = [p for p in string_list(store.value("recent")) if p != str(path)]
        store.setValue("recent", [str(path), *recent][:MAX_RECENT])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in string_list(app_settings().value("recent")) if os.path.exists(p)]
        for p in recent:
            action = QAction(Path(p).name, self.recent_menu)
            action.setToolTip(p)
            action.triggered.connect(lambda _=False, p=p: self.open_path(Path(p)))
            self.recent_menu.addAction(action)
        if not recent:
            self.recent_menu.addAction("(none)").setEnabled(False)
