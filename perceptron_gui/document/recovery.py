"""Unsaved work kept in a recovery file (issue 41): written every minute while there are unsaved changes and when
the app is asked to end (SIGTERM: a logout, a shutdown), removed once the work is saved or knowingly discarded,
and offered back at the next start.

The file is a Perceptron Studio document (points, label names, settings) beside the preferences, plus a small
note saying which file it was and which process keeps it (``recovery.json`` and ``recovery-note.json``); writing
it is atomic. A process removes only the recovery file it keeps: a second window of the app with nothing unsaved
never removes the first one's.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from core.files.atomic import atomic_write_text
from core.files.document_json import load_document, save_document
from core.session.document import Document
from core.session.points import PointSet
from core.teach.numbers import grouped
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.window.persistence import preferences

CONTEXT = "Recovery"
WORDS = {
    "title": QT_TRANSLATE_NOOP("Recovery", "Restore unsaved work"),
    "ask": QT_TRANSLATE_NOOP(
        "Recovery", "Perceptron Studio ended with unsaved changes to {where} ({n} points). Restore them?"
    ),
    "untitled": QT_TRANSLATE_NOOP("Recovery", "an untitled document"),
    "undo": QT_TRANSLATE_NOOP("Undo", "Restore unsaved work"),
}
EVERY_MS = 60_000
"""A recovery file is written this often while there are unsaved changes: a crash or kill -9 loses at most this."""


def recovery_folder() -> Path:
    """Where the recovery file lives: the preferences' folder."""
    return Path(preferences().fileName()).parent


def recovery_file() -> Path:
    """The recovery document."""
    return recovery_folder() / "recovery.json"


def _note_file() -> Path:
    return recovery_folder() / "recovery-note.json"


class Recovery(QObject):
    """Keeps ``document``'s unsaved work in the recovery file: every :data:`EVERY_MS` while it has unsaved changes,
    and at :meth:`write_now`; :meth:`discard` removes it (saved, or discarded on purpose)."""

    def __init__(self, document: DocumentModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._timer = QTimer(self)
        self._timer.setInterval(EVERY_MS)
        self._timer.timeout.connect(self.write_now)
        self._stopped = False
        document.saved_changed.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        """The minute's timer runs while there are unsaved changes; once there are none, the file kept goes."""
        if self._stopped:
            return
        if self._document.dirty:
            if not self._timer.isActive():  # a later change does not put the next write off
                self._timer.start()
        else:
            self._timer.stop()
            self.discard()

    def write_now(self) -> bool:
        """Write the recovery file if there are unsaved changes (else remove it); True if one was written."""
        document = self._document
        if not document.dirty or not len(document.points.points):
            self.discard()
            return False
        doc = document.document()
        folder = recovery_folder()
        folder.mkdir(parents=True, exist_ok=True)
        save_document(recovery_file(), doc.points, doc.settings, doc.names_for_saving())
        _write_note(document.path)
        return True

    def discard(self) -> None:
        """Remove the recovery file this process keeps (the work was saved, or discarded on purpose)."""
        if _keeper() == os.getpid():
            _remove()

    def stop(self) -> None:
        """No more writing (the window closes)."""
        self._stopped = True
        self._timer.stop()


def _write_note(path: Path | None) -> None:
    """Say which file the recovery file's work is of, and that this process keeps it."""
    note = {"path": str(path) if path is not None else None, "pid": os.getpid()}
    atomic_write_text(_note_file(), json.dumps(note))


def _keeper() -> int | None:
    """The process that keeps the recovery file (None: no note, or one that cannot be read)."""
    try:
        pid = json.loads(_note_file().read_text(encoding="utf-8")).get("pid")
    except (OSError, ValueError, AttributeError):
        return None
    return pid if isinstance(pid, int) else None


def _remove() -> None:
    for file in (recovery_file(), _note_file()):
        with contextlib.suppress(OSError):
            file.unlink()


def offer_restore(document: DocumentModel, parent: QWidget) -> bool:
    """At start: if a recovery file was left, ask whether to restore it; True if its work is now the document
    (unsaved, as it was). Declining removes the file."""
    file = recovery_file()
    if not file.is_file():
        return False
    try:
        loaded = load_document(file)
        note = json.loads(_note_file().read_text(encoding="utf-8")) if _note_file().is_file() else {}
    except (OSError, ValueError):
        return False
    where = note.get("path") or translated(CONTEXT, WORDS["untitled"])
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translated(CONTEXT, WORDS["title"]),
        translated(CONTEXT, WORDS["ask"]).format(where=where, n=grouped(len(loaded.points))),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setObjectName("restoreRecoveryDialog")
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    if box.exec() != QMessageBox.StandardButton.Yes:
        _remove()
        return False
    settings = loaded.settings if loaded.settings is not None else Document().settings
    document.load(Document(PointSet(d=loaded.points.d), loaded.label_names, settings), None)
    document.points.replace(loaded.points, WORDS["undo"])  # an undo step: unsaved, as it was
    _write_note(None)  # this process keeps it now: removed when the work is saved or discarded
    return True
