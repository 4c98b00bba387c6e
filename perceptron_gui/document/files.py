"""The File menu's document work: new, open (also recent and dropped files), save; never losing anything.

Reading and writing are done by ``core`` (atomic saves, one error type with file, line and
problem); this module asks the questions (unsaved changes?), runs big loads off the GUI thread
with progress and cancel, and says what went wrong in a dialog while the open document stays as
it was.  It works on the :class:`DocumentModel` it is given, never on the window.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QFileDialog, QMenu, QMessageBox, QProgressDialog, QStatusBar, QWidget

from core.files.csv_points import write_csv
from core.files.csv_table import write_table
from core.files.document_json import save_document, save_table_document
from core.files.errors import LoadedPoints, PointSetFileError, Progress, SaveCancelled, Source
from core.files.open import load_point_set, loaded_table
from core.files.sklearn_sets import SKLEARN_SETS, load_sklearn_table
from core.learn.words import said
from core.session.document import Document
from core.session.generators import number_line
from core.session.geometry import MAX_HALF_SPAN, beyond_widest_view
from core.session.settings import TrainingSettings
from core.teach.numbers import grouped
from perceptron_gui.document.document_model import JSON_FORMAT, DocumentModel
from perceptron_gui.document.replace_whole import NotReplacedError
from perceptron_gui.document.resources import DEFAULT_EXAMPLE, EXAMPLES, is_bundled
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.widgets.dialogs import open_file_name
from perceptron_gui.widgets.errors import show_error
from perceptron_gui.window.persistence import last_folder, preferences, remember_folder, stored_flag, string_list
from perceptron_gui.work.jobs import Jobs
from perceptron_gui.work.tasks import TaskRunner

MAX_RECENT = 8
BACKGROUND_BYTES = 1 << 20  # files above 1 MB load on a thread, with progress and Cancel
BACKGROUND_SAVE_ROWS = 100_000  # sets of this many rows (about 4 MB as CSV) save on a thread, with progress and Cancel
OPEN_FILTER = QT_TRANSLATE_NOOP("Files", "Point sets (*.json *.csv *.tsv *.txt);;All files (*)")
SAVE_FORMATS = {  # the Save As file types: format (see DocumentModel.file_format) -> filter
    JSON_FORMAT: QT_TRANSLATE_NOOP("Files", "Perceptron Studio document (*.json)"),
    ",": QT_TRANSLATE_NOOP("Files", "CSV points x1,x2,label (*.csv)"),
    "\t": QT_TRANSLATE_NOOP("Files", "Tab-separated points x1 x2 label (*.tsv *.txt)"),
    ";": QT_TRANSLATE_NOOP("Files", "Semicolon-separated points x1;x2;label (*.csv *.txt)"),
}
TABLE_SAVE_FORMATS = {  # the same for a table document: every column is written, not x1, x2, label
    JSON_FORMAT: QT_TRANSLATE_NOOP(
        "Files", "Perceptron Studio document with the table and the feature choice (*.json)"
    ),
    ",": QT_TRANSLATE_NOOP("Files", "CSV table, every column (*.csv)"),
    "\t": QT_TRANSLATE_NOOP("Files", "Tab-separated table, every column (*.tsv *.txt)"),
    ";": QT_TRANSLATE_NOOP("Files", "Semicolon-separated table, every column (*.csv *.txt)"),
}
SUFFIX_FORMATS = {".json": JSON_FORMAT, ".csv": ",", ".tsv": "\t"}
FORMAT_SUFFIXES = {JSON_FORMAT: ".json", ",": ".csv", "\t": ".tsv", ";": ".csv"}  # for a name typed without one
ASK_CSV_KEY = "askBeforeCsvDropsSettings"
CONTEXT = "Files"
WORDS = {
    "recent": QT_TRANSLATE_NOOP("Files", "Open &Recent"),
    "none": QT_TRANSLATE_NOOP("Files", "(none)"),
    "unsaved": QT_TRANSLATE_NOOP("Files", "Unsaved changes"),
    "bundled copy": QT_TRANSLATE_NOOP("Files", "{name} is a bundled example (read-only). Save your changes as a copy?"),
    "save changes": QT_TRANSLATE_NOOP("Files", "Save the changes to {name}?"),
    "this document": QT_TRANSLATE_NOOP("Files", "this document"),
    "open title": QT_TRANSLATE_NOOP("Files", "Open point set"),
    "loading": QT_TRANSLATE_NOOP("Files", "Loading {name}"),
    "cannot open": QT_TRANSLATE_NOOP("Files", "Cannot open the file"),
    "cannot open example": QT_TRANSLATE_NOOP("Files", "Cannot open the example"),
    "kept edited": QT_TRANSLATE_NOOP("Files", "Kept the edited document; {name} was not opened."),
    "not opened": QT_TRANSLATE_NOOP(
        "Files",
        "{name} was not opened: {error}. The open document (points, settings, undo history), its run and every "
        "view are as they were.",
    ),
    "opened table": QT_TRANSLATE_NOOP("Files", "Opened the table {name}: {note}"),
    "opened noted": QT_TRANSLATE_NOOP("Files", "Opened {n} points from {path}. {note}"),
    "opened": QT_TRANSLATE_NOOP("Files", "Opened {n} points from {path}."),
    "beyond view": QT_TRANSLATE_NOOP(
        "Files",
        "{far} of the {n} points lie outside the widest view the canvas can show ({half} each side of the points' "
        "centre): they are in the document and its run, but not on screen.",
    ),
    "save table": QT_TRANSLATE_NOOP("Files", "Save table"),
    "save points": QT_TRANSLATE_NOOP("Files", "Save point set"),
    "save csv": QT_TRANSLATE_NOOP("Files", "Save as CSV"),
    "csv drops": QT_TRANSLATE_NOOP(
        "Files",
        "A CSV file keeps only the points and their labels: this document's training settings (algorithm, "
        "learning rate, order and the rest) are not saved in it. Save as a Perceptron Studio document (.json) to "
        "keep them.",
    ),
    "dont ask": QT_TRANSLATE_NOOP("Files", "Don't ask again"),
    "cannot save bundled": QT_TRANSLATE_NOOP("Files", "Cannot save into the bundled examples"),
    "bundled": QT_TRANSLATE_NOOP(
        "Files",
        "{name} is a bundled example, a read-only template: save your own copy with File > Save As in another folder.",
    ),
    "save cancelled": QT_TRANSLATE_NOOP(
        "Files", "Save cancelled: {path} was not changed, and the document still has its changes."
    ),
    "cannot save": QT_TRANSLATE_NOOP("Files", "Cannot save"),
    "save failed": QT_TRANSLATE_NOOP("Files", "{path}: {reason}. Nothing was lost: the document is still open."),
    "csv note": QT_TRANSLATE_NOOP(
        "Files", "A CSV file keeps the points and label names; save as .json to keep the settings too."
    ),
    "table csv note": QT_TRANSLATE_NOOP(
        "Files",
        "The file keeps every column; the feature choice (label column, features, scaling, test split) and the "
        "settings are kept only in a .json document (File > Save As… .json).",
    ),
    "saved points": QT_TRANSLATE_NOOP("Files", "Saved {n} points to {path}."),
    "saved table": QT_TRANSLATE_NOOP("Files", "Saved the table ({rows} rows, {columns} columns) to {path}."),
    "saving": QT_TRANSLATE_NOOP("Files", "Saving {rows} rows to {name}…"),
    "cancel": QT_TRANSLATE_NOOP("Files", "Cancel"),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


def reason(error: BaseException) -> str:
    """What went wrong, in the interface language where core marks its sentence (a reader's error)."""
    return said(error, QCoreApplication.translate)


class FileActions(QObject):
    """New, Open, Save and Save As of a :class:`DocumentModel`; ``message`` carries status-bar text."""

    message = Signal(str, int)  # text, milliseconds shown

    def __init__(self, document: DocumentModel, parent: QWidget, status_bar: QStatusBar) -> None:
        super().__init__(parent)
        self.document = document
        self._parent = parent
        self.tasks = TaskRunner(status_bar)
        self.recent_menu = QMenu(word("recent"), parent)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        document.opened.connect(self.tasks.cancel)  # a load or Generate started for the old document is void

    @property
    def path(self) -> Path | None:
        """The open document's file."""
        return self.document.path

    @property
    def dirty(self) -> bool:
        """Unsaved changes."""
        return self.document.dirty

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False means the user cancelled.  A bundled example whose points are
        as bundled does not ask: settings tried on a template reopen as bundled (the title's * said so)."""
        path = self.document.path
        if not self.document.dirty or (is_bundled(path) and not self.document.edited):
            return True
        buttons = QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
        box = QMessageBox(QMessageBox.Icon.Question, word("unsaved"), "", buttons, self._parent)
        box.setObjectName("unsavedChangesDialog")
        if is_bundled(path):  # a template: its changes go to a copy, and Enter out of habit writes nothing
            assert path is not None
            box.setText(word("bundled copy").format(name=path.name))
            save = box.addButton(QCoreApplication.translate("Dialogs", "Save As…"), QMessageBox.ButtonRole.AcceptRole)
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        else:
            box.setText(word("save changes").format(name=path.name if path else word("this document")))
            save = box.addButton(QMessageBox.StandardButton.Save)
            box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.exec()
        if box.clickedButton() is save:
            return self.save()
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Discard)

    # -------------------------------------------------------------- open
    def new(self) -> None:
        """File > New: an empty canvas with the default settings."""
        if self.maybe_save():
            self.tasks.cancel()
            self.document.load(Document(), None)

    def new_line_set(self) -> None:
        """Data > New 1-D Set: a new document of points on a number line (one feature), note 000's first example."""
        if self.maybe_save():
            self.tasks.cancel()
            self.document.load(Document(points=number_line()), None)

    def open_dialog(self) -> None:
        """File > Open."""
        if not self.maybe_save():
            return
        path = self.document.path
        start = str(path.parent if path else EXAMPLES)
        name = open_file_name(self._parent, word("open title"), start, translated(CONTEXT, OPEN_FILTER))
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
            started = self.document.generation
            self.tasks.start(
                lambda report: load_point_set(path, progress=report),
                word("loading").format(name=path.name),
                on_done=lambda loaded: self._loaded_later(loaded, path, started),
                on_error=lambda error: self._error(word("cannot open"), reason(error)),
            )
            return
        try:
            loaded = load_point_set(path)
        except Exception as error:  # a reader's documented error, or any other: say so, keep the document
            text = reason(error) if isinstance(error, PointSetFileError) else f"{path}: {type(error).__name__}: {error}"
            self._error(word("cannot open"), text)
            if initial and path != DEFAULT_EXAMPLE:
                self.open_path(DEFAULT_EXAMPLE, ask=False, initial=True)
            return
        self._loaded(loaded, path)

    def open_sklearn(self, name: str) -> None:
        """File > Examples > a scikit-learn data set: read from the installed package's own files on a thread
        (importing scikit-learn takes a second; the window stays responsive), then opened as a table."""
        if not self.maybe_save():
            return
        path = EXAMPLES / f"{name}.csv"  # not a file: Save asks for a name, as for the other examples
        started = self.document.generation
        self.tasks.start(
            lambda report: loaded_table(Source(path), load_sklearn_table(name)),
            word("loading").format(name=SKLEARN_SETS[name][2].split(":")[0]),
            on_done=lambda loaded: self._loaded_later(loaded, path, started),
            on_error=lambda error: self._error(word("cannot open example"), reason(error)),
        )

    def _loaded_later(self, loaded: LoadedPoints, path: Path, started: int) -> None:
        """A background load finished: edits made meanwhile are asked about before they are replaced."""
        if self.document.generation != started and not self.maybe_save():
            self.message.emit(word("kept edited").format(name=path.name), 8000)
            return
        self._loaded(loaded, path)

    def _loaded(self, loaded: LoadedPoints, path: Path) -> None:
        settings = loaded.settings if loaded.settings is not None else Document().settings
        file_format = JSON_FORMAT if loaded.delimiter is None else loaded.delimiter
        try:
            self.document.load(Document(loaded.points, loaded.label_names, settings), path, file_format, loaded.dataset)
        except NotReplacedError as error:
            self._error(word("cannot open"), word("not opened").format(name=path.name, error=error))
            return
        if not is_bundled(path):
            self._remember(path)
        far = _beyond_the_view(loaded.points.X)
        told = " ".join(filter(None, (said(loaded.note, QCoreApplication.translate), far)))
        if loaded.dataset is not None:
            self.message.emit(word("opened table").format(name=path.name, note=told), 15000)
        elif told:  # what reading had to say (an unnamed first column left out or kept; far points)
            n = grouped(len(loaded.points))
            self.message.emit(word("opened noted").format(n=n, path=path, note=told), 15000)
        else:
            self.message.emit(word("opened").format(n=grouped(len(loaded.points)), path=path), 5000)

    # -------------------------------------------------------------- save
    def save(self) -> bool:
        """File > Save; a bundled example or a new document asks for a name. False if nothing was saved."""
        path = self.document.path
        if path is None or is_bundled(path):
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        """File > Save As: a JSON document keeps the settings and label names (and a table's feature choice);
        CSV (comma, tab or semicolon) the points and label names (a table's every column), which is said before
        writing when settings would be lost."""
        path = self.document.path
        current = self.document.file_format or JSON_FORMAT
        folder = path.parent if path is not None and not is_bundled(path) else last_folder() or Path.home()
        start = str(folder / f"{path.stem if path else 'points'}{FORMAT_SUFFIXES[current]}")
        table = TABLE_SAVE_FORMATS if self.document.dataset is not None else SAVE_FORMATS
        formats = {key: translated(CONTEXT, text) for key, text in table.items()}
        title = word("save table") if self.document.dataset is not None else word("save points")
        name, chosen = QFileDialog.getSaveFileName(
            self._parent, title, start, ";;".join(formats.values()), formats[current]
        )
        if not name:
            return False
        target, file_format = _chosen_format(Path(name), chosen, formats)
        if file_format != JSON_FORMAT and not self._csv_drops_settings_ok():
            return False
        return self.save_to(target, file_format)

    def _csv_drops_settings_ok(self) -> bool:
        """Before a CSV file is written for a document whose settings are not the defaults: say that it keeps
        only the points and ask (a "Don't ask again" box stops the question for good)."""
        store = preferences()
        if self.document.settings.value() == TrainingSettings() or not stored_flag(store.value(ASK_CSV_KEY, True)):
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            word("save csv"),
            word("csv drops"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            self._parent,
        )
        box.setObjectName("csvKeepsOnlyPointsDialog")
        dont_ask = QCheckBox(word("dont ask"), box)  # parented: the box keeps it alive
        box.setCheckBox(dont_ask)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Save:
            return False
        if dont_ask.isChecked():
            store.setValue(ASK_CSV_KEY, False)
        return True

    def save_to(self, path: Path, file_format: str | None = None) -> bool:
        """Write the document to path; False, with a dialog, on failure.

        ``file_format`` is :data:`JSON_FORMAT` or a CSV delimiter. By default the file the document came
        from is written back as it was (a tab-separated .txt stays one); another path by its suffix
        (.csv, .tsv, .json), else as a JSON document. A table is written whole: as CSV every column and cell
        (the feature choice and settings are not in it, which the status bar says), as JSON a table document
        with its feature choice and settings.
        """
        if is_bundled(path):
            self._error(word("cannot save bundled"), word("bundled").format(name=path.name))
            return False
        if file_format is None:
            same_file = path == self.document.path and self.document.file_format is not None
            file_format = (
                self.document.file_format if same_file else SUFFIX_FORMATS.get(path.suffix.lower(), JSON_FORMAT)
            )
        doc = self.document.document()
        names = doc.names_for_saving()
        csv = file_format != JSON_FORMAT
        dataset = self.document.dataset
        delimiter = file_format or ","

        def write(progress: Progress | None) -> None:  # the document's immutable values: safe on another thread
            if dataset is not None and csv:
                write_table(dataset.table, path, file_format, progress=progress)
            elif dataset is not None:
                save_table_document(path, dataset, doc.settings, progress=progress)
            elif csv:
                write_csv(doc.points, path, label_names=names, delimiter=delimiter, progress=progress)
            else:
                save_document(path, doc.points, doc.settings, names, progress=progress)

        rows = dataset.table.n_rows if dataset is not None else len(doc.points)
        try:
            if rows >= BACKGROUND_SAVE_ROWS:
                self._save_in_background(write, path, rows)
            else:
                write(None)
        except SaveCancelled:
            self.message.emit(word("save cancelled").format(path=path), 8000)
            return False
        except (OSError, ValueError) as error:
            why = error.strerror if isinstance(error, OSError) and error.strerror else reason(error)
            self._error(word("cannot save"), word("save failed").format(path=path, reason=why))
            return False
        self.document.mark_saved(path, file_format or JSON_FORMAT)
        self._remember(path)
        note = ""
        if csv and self.document.dirty:
            note = " " + word("csv note")
        if csv and dataset is not None:
            note = " " + word("table csv note")
        saved = word("saved points").format(n=grouped(len(doc.points)), path=path)
        if dataset is not None:
            table = dataset.table
            saved = word("saved table").format(rows=grouped(table.n_rows), columns=len(table.columns), path=path)
        self.message.emit(saved + note, 10000 if note else 5000)
        return True

    def _save_in_background(self, write: Callable[[Progress], None], path: Path, rows: int) -> None:
        """Run ``write`` on a thread of its own while a window-modal progress dialog shows how far it is and offers
        Cancel; the GUI thread keeps answering (a local event loop) and returns when the file is written. Raises
        what ``write`` raised: :class:`SaveCancelled` after Cancel (the old file is then as it was)."""
        dialog = QProgressDialog(
            word("saving").format(rows=grouped(rows), name=path.name), word("cancel"), 0, 1000, self._parent
        )
        dialog.setObjectName("saveProgress")
        dialog.setWindowTitle(QCoreApplication.translate("Dialogs", "Saving"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)  # no edit, open or second save meanwhile
        dialog.setMinimumDuration(0)
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        stop: list[bool] = []  # set by Cancel on the GUI thread, read by the save between two blocks
        dialog.canceled.connect(lambda: stop.append(True))
        outcome: list[BaseException | None] = []
        loop = QEventLoop()

        def finish(error: BaseException | None) -> None:
            outcome.append(error)
            loop.quit()

        written: list[bool] = []  # set on the save's thread once the file is in place

        def work(report: Progress) -> None:
            write(lambda fraction: report(fraction) and not stop)
            written.append(True)

        jobs = Jobs("save", self)
        jobs.submit(
            work,
            on_done=lambda _: finish(None),
            on_error=finish,
            on_progress=lambda fraction: dialog.setValue(int(1000 * fraction)),
        )
        dialog.setValue(0)
        if not outcome:
            loop.exec()
        jobs.shutdown()  # the job has returned, or (the app ends) is told to stop: its temporary is then removed
        jobs.deleteLater()
        dialog.close()
        dialog.deleteLater()
        if not outcome:  # the app ends (SIGTERM, Ctrl+C): every event loop quit before the job's outcome came
            outcome.append(None if written else SaveCancelled("The save was stopped as the app ended."))
        if outcome[0] is not None:
            raise outcome[0]

    # ------------------------------------------------------------ recent
    def _remember(self, path: Path) -> None:
        remember_folder(path.parent)
        store = preferences()
        recent = [p for p in string_list(store.value("recent")) if p != str(path)]
        store.setValue("recent", [str(path), *recent][:MAX_RECENT])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in string_list(preferences().value("recent")) if os.path.exists(p)]
        for p in recent:
            action = QAction(Path(p).name, self.recent_menu)
            action.setToolTip(p)
            action.triggered.connect(lambda _=False, p=p: self.open_path(Path(p)))
            self.recent_menu.addAction(action)
        if not recent:
            self.recent_menu.addAction(word("none")).setEnabled(False)

    def _error(self, title: str, text: str) -> None:
        self.message.emit(text, 15000)
        show_error(self._parent, title, text)


def _beyond_the_view(X: np.ndarray) -> str:
    """A sentence on the points no view can show (coordinates of ±9e307), or ""."""
    far = beyond_widest_view(X)
    if not far:
        return ""
    half = f"{MAX_HALF_SPAN:.0e}".replace("e+", "e")
    return word("beyond view").format(far=grouped(far), n=grouped(len(X)), half=half)


def _chosen_format(path: Path, chosen_filter: str, formats: dict[str, str] = SAVE_FORMATS) -> tuple[Path, str]:
    """The file and format a Save As dialog's answer means (``formats``: the filters it offered): a name without a
    suffix gets the chosen file type's; a .json, .csv or .tsv name that the chosen type does not list is written
    as its suffix says."""
    file_format = next((f for f, text in formats.items() if text == chosen_filter), JSON_FORMAT)
    patterns = formats[file_format]
    suffix = path.suffix.lower()
    if not suffix:
        return path.with_name(path.name + FORMAT_SUFFIXES[file_format]), file_format
    if suffix in SUFFIX_FORMATS and f"*{suffix}" not in patterns:
        return path, SUFFIX_FORMATS[suffix]
    return path, file_format
