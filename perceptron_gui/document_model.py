"""The one owner of the open document: its points (with undo), label names, training settings, path and saved state.

Views subscribe to the models here and draw; files open and save through :meth:`DocumentModel.load`
and :meth:`DocumentModel.document`.  A setting lives in :class:`SettingsModel`, whose ``changed``
signal carries the new :class:`core.session.settings.TrainingSettings` (napari's evented-model idea:
emit only on a real change, with the value as payload).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from core.session.document import Document, complete_names
from core.session.settings import TrainingSettings
from perceptron_gui.points_model import PointsModel

JSON_FORMAT = "json"
"""The file format of a Perceptron Studio document; a CSV file's format is its delimiter (",", "\\t" or ";")."""


class SettingsModel(QObject):
    """The document's training settings; ``changed`` carries the new value, after real changes only."""

    changed = Signal(object)

    def __init__(self, settings: TrainingSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._value = settings or TrainingSettings()

    def value(self) -> TrainingSettings:
        """The current settings."""
        return self._value

    def set(self, settings: TrainingSettings) -> None:
        """Replace the settings (``changed`` fires when they differ)."""
        if settings != self._value:
            self._value = settings
            self.changed.emit(settings)

    def update(self, **changes: Any) -> None:
        """Change some settings; raises ValueError (and changes nothing) for an invalid value."""
        self.set(self._value.with_(**changes))


class DocumentModel(QObject):
    """Owns the document: ``points`` (a :class:`PointsModel` with its undo stack), ``settings``
    (a :class:`SettingsModel`), the label names, the file path and the saved state.

    ``opened`` fires after :meth:`load` replaced the whole document (New, Open, the start-up example);
    ``saved_changed`` whenever the title may change (path, unsaved edits or settings).
    """

    opened = Signal()
    saved_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.points = PointsModel(parent=self)
        self.settings = SettingsModel(parent=self)
        self._label_names: Mapping[int, str] | None = None
        self._path: Path | None = None
        self._file_format: str | None = None
        self._saved_settings = self.settings.value()
        self._loading = False
        self._generation = 0
        self.points.changed.connect(self._count)
        self.points.undo_stack.cleanChanged.connect(self.saved_changed)
        self.settings.changed.connect(self.saved_changed)

    @property
    def loading(self) -> bool:
        """True while :meth:`load` replaces the points and settings (one ``opened`` follows: wait for it)."""
        return self._loading

    @property
    def path(self) -> Path | None:
        """The file the document was opened from or saved to (None for a new one)."""
        return self._path

    @property
    def file_format(self) -> str | None:
        """How the file at :attr:`path` is written: :data:`JSON_FORMAT` for a document, else the CSV
        delimiter; None for a new document. Save writes the file back in this format."""
        return self._file_format

    @property
    def label_names(self) -> Mapping[int, str] | None:
        """Names of the labels of the points (each has one), or None for numeric labels.

        Names of labels no point has any more are kept (Undo may bring the points back) but not shown or saved.
        """
        names = complete_names(self._label_names, self.points.y)
        if names is None:
            return None
        present = set(self.points.points.classes.tolist())
        return {label: name for label, name in names.items() if label in present}

    @property
    def generation(self) -> int:
        """Counts every change of the points and every opened document (work started earlier can tell)."""
        return self._generation

    @property
    def dirty(self) -> bool:
        """Unsaved changes: edits since the last save, or changed settings."""
        return not self.points.undo_stack.isClean() or self.settings.value() != self._saved_settings

    def document(self) -> Document:
        """The document as one immutable value (what Save writes)."""
        return Document(self.points.points, self.label_names, self.settings.value())

    def load(self, document: Document, path: Path | None, file_format: str | None = None) -> None:
        """Make this the open document (undo history emptied, saved state at its settings).

        ``file_format`` is how the file at ``path`` is written (see :attr:`file_format`).
        """
        self._loading = True
        try:
            self._label_names = document.label_names
            self._path = path
            self._file_format = file_format if path is not None else None
            self.settings.set(document.settings)
            self._saved_settings = document.settings
            self.points.reset(document.points)
        finally:
            self._loading = False
        self.opened.emit()
        self.saved_changed.emit()

    def _count(self) -> None:
        self._generation += 1

    def mark_saved(self, path: Path, file_format: str = JSON_FORMAT) -> None:
        """The document was written to ``path`` in ``file_format``: that is now its file and its saved state.

        A file without settings (CSV) opens with the defaults: other settings stay unsaved changes.
        """
        self._path = path
        self._file_format = file_format
        self._saved_settings = self.settings.value() if file_format == JSON_FORMAT else TrainingSettings()
        self.points.undo_stack.setClean()
        self.saved_changed.emit()

    def title(self) -> str:
        """The window title: file name, a * when there are unsaved changes."""
        name = self._path.name if self._path else "Untitled"
        return f"{name}{'*' if self.dirty else ''} — Perceptron Studio"
