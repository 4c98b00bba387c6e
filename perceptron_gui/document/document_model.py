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

from core.session.dataset import Dataset, FeatureChoice, default_choice
from core.session.document import Document, complete_names
from core.session.points import Replace
from core.session.settings import TrainingSettings
from perceptron_gui.document.points_model import PointsModel
from perceptron_gui.document.replace_whole import NotReplacedError, slot_failures
from perceptron_gui.document.undo_words import WordedCommand
from perceptron_gui.i18n import QT_TRANSLATE_NOOP

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

    ``showing`` fires while :meth:`load` replaces the document (its views show the new one), ``opened`` once they
    all did (New, Open, the start-up example: the run starts on it);
    ``saved_changed`` whenever the title may change (path, unsaved edits or settings).
    """

    opened = Signal()
    showing = Signal()
    saved_changed = Signal()
    dataset_changed = Signal()  # the table or its choice changed (emitted before the points change with it)
    replacing = Signal()  # load is about to replace the document (what a view must put back if it fails)
    restored = Signal()  # a load failed part way and put the old document back: views show it as they did

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.points = PointsModel(parent=self)
        self.settings = SettingsModel(parent=self)
        self._label_names: Mapping[int, str] | None = None
        self._path: Path | None = None
        self._file_format: str | None = None
        self._dataset: Dataset | None = None
        self._saved_settings = self.settings.value()
        self._saved_choice: FeatureChoice | None = None
        self._loading = False
        self._generation = 0
        self.points.changed.connect(self._count)
        self.points.undo_stack.cleanChanged.connect(self.saved_changed)
        self.settings.changed.connect(self._align_dataset)  # first: the points follow before the run restarts
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
        names = complete_names(self._label_names, self.points.points.classes)
        if names is None:
            return None
        present = set(self.points.points.classes.tolist())
        return {label: name for label, name in names.items() if label in present}

    @property
    def dataset(self) -> Dataset | None:
        """The whole table of a file with more than two feature columns, and what is chosen from it (None
        for a point set). The points are then its projection's training points: they change only through
        :meth:`choose`, and Save writes the table."""
        return self._dataset

    @property
    def constant(self) -> float:
        """The constant coordinate c of x̃ = (x, c) the run learns on: the table's projection owns it (1 for a
        point set; 1/R̃ for a table scaled into the unit ball with an intercept, see core.session.dataset)."""
        return self._dataset.projection.constant if self._dataset is not None else 1.0

    def _align_dataset(self, settings: TrainingSettings) -> None:
        """The intercept was switched: the unit ball scales (x, c) with one and x without, so the points follow."""
        if self._loading or self._dataset is None:
            return
        aligned = self._dataset.with_intercept(settings.fit_intercept)
        if aligned is self._dataset:
            return
        if aligned.choice.scaling == "unit ball":
            self._set_dataset(aligned)
        else:
            self._dataset = aligned  # the same points either way

    def choose(self, choice: FeatureChoice) -> Dataset:
        """Data > Choose Features: show and train on another projection of the table, as one undo step.

        Raises ValueError (and changes nothing) for a bad choice or when the document is no table.
        """
        if self._dataset is None:
            raise ValueError(
                "Choose Features works on a table with more than two feature columns: open one "
                "(File > Examples > Iris) or a CSV or TSV file of many columns."
            )
        new = self._dataset.with_choice(choice)
        new.projection  # noqa: B018 -- computed now, so a choice that cannot be projected raises here
        self.points.undo_stack.push(ChooseCommand(self, new))
        return new

    def _set_dataset(self, dataset: Dataset) -> None:
        """Make ``dataset`` the table and its projection the points (the undo command's one move)."""
        dataset = dataset.with_intercept(self.settings.value().fit_intercept)  # an undone choice: today's intercept
        self._dataset = dataset
        self._label_names = dataset.projection.label_names
        self.points.locked = TABLE_LOCKED
        self.dataset_changed.emit()
        self.points.apply(Replace(dataset.projection.train))

    @property
    def generation(self) -> int:
        """Counts every change of the points and every opened document (work started earlier can tell)."""
        return self._generation

    @property
    def dirty(self) -> bool:
        """Unsaved changes: edits since the last save, changed settings, or a table's feature choice that its file
        does not hold (a CSV file reopens with the default choice)."""
        return self.edited or self.settings.value() != self._saved_settings

    @property
    def edited(self) -> bool:
        """Unsaved changes to the data: point edits since the last save, or a feature choice its file does not
        hold (settings aside: trying them on a bundled example is part of a lecture, not work to keep)."""
        if self._dataset is not None and self._dataset.choice != self._saved_choice:
            return True
        return not self.points.undo_stack.isClean()

    def document(self) -> Document:
        """The document as one immutable value (what Save writes)."""
        return Document(self.points.points, self.label_names, self.settings.value())

    def load(
        self, document: Document, path: Path | None, file_format: str | None = None, dataset: Dataset | None = None
    ) -> None:
        """Make this the open document (undo history emptied, saved state at its settings), whole or not at all.

        ``file_format`` is how the file at ``path`` is written (see :attr:`file_format`); ``dataset`` the
        table the points were projected from (None for a point set). When anything fails while the document and
        its views are replaced (a view that cannot draw it, the run's reset), the old document (points, undo
        history, settings, path) is put back, ``restored`` fires and :class:`NotReplacedError` is raised.
        """
        old = (self.points.points, self.points.locked, self._label_names, self._path, self._file_format)
        saved = (self._dataset, self._saved_choice, self.settings.value(), self._saved_settings)
        self.replacing.emit()
        with slot_failures() as failures:
            self._replace(document, path, file_format, dataset)
        if not failures:
            with slot_failures() as failures:  # the run restarts last: a view's failure leaves the old one going
                self.opened.emit()
        if not failures:
            self.points.undo_stack.clear()  # only now: the old document's history is kept until then
            self.saved_changed.emit()
            return
        with slot_failures():  # the views draw the old document again; a second failure cannot be undone either
            self._put_back(old, saved)
        self.restored.emit()
        raise NotReplacedError(failures[0])

    def _replace(self, document: Document, path: Path | None, file_format: str | None, dataset: Dataset | None) -> None:
        """The new document's values, each view told; ``showing`` last (the views that follow the whole document)."""
        self._loading = True
        points = document.points
        if dataset is not None:
            aligned = dataset.with_intercept(document.settings.fit_intercept)
            if aligned is not dataset and aligned.choice.scaling == "unit ball":
                points = aligned.projection.train  # the unit ball of (x, c) for a run with an intercept
            dataset = aligned
        try:
            self._dataset = dataset
            self._saved_choice = dataset.choice if dataset is not None else None
            self.points.locked = TABLE_LOCKED if dataset is not None else None
            self.dataset_changed.emit()
            self._label_names = document.label_names
            self._path = path
            self._file_format = file_format if path is not None else None
            self.settings.set(document.settings)
            self._saved_settings = document.settings
            self.points.show(points)
        finally:
            self._loading = False
        self.saved_changed.emit()
        self.showing.emit()

    def _put_back(self, old: tuple[Any, ...], saved: tuple[Any, ...]) -> None:
        """The document as it was before a replacement that failed (its undo history was never touched)."""
        points, locked, self._label_names, self._path, self._file_format = old
        self._dataset, self._saved_choice, settings, self._saved_settings = saved
        self._loading = True
        try:
            self.points.locked = locked
            self.dataset_changed.emit()
            self.settings.set(settings)
            self.points.show(points)
        finally:
            self._loading = False
        self.saved_changed.emit()

    def _count(self) -> None:
        self._generation += 1

    def mark_saved(self, path: Path, file_format: str = JSON_FORMAT) -> None:
        """The document was written to ``path`` in ``file_format``: that is now its file and its saved state.

        A file without settings (CSV) opens with the defaults: other settings, and a table's feature choice
        other than the one the CSV file opens with, stay unsaved changes.
        """
        self._path = path
        self._file_format = file_format
        self._saved_settings = self.settings.value() if file_format == JSON_FORMAT else TrainingSettings()
        self._saved_choice = self._file_choice(file_format)
        self.points.undo_stack.setClean()
        self.saved_changed.emit()

    def _file_choice(self, file_format: str) -> FeatureChoice | None:
        """The feature choice the table opens with from a file of ``file_format`` just written (None: no table,
        or a CSV file of a table that has no default choice)."""
        if self._dataset is None:
            return None
        if file_format == JSON_FORMAT:
            return self._dataset.choice
        try:
            return default_choice(self._dataset.table)[0]
        except ValueError:
            return None

    def title(self) -> str:
        """The window title: file name, a * when there are unsaved changes."""
        name = self._path.name if self._path else "Untitled"
        return f"{name}{'*' if self.dirty else ''} — Perceptron Studio"


TABLE_LOCKED = (
    "This document is a table: its points are the rows projected onto the two chosen features, so they are "
    "not edited here (Data > Choose Features picks other columns; File > New starts a point set to edit)."
)
"""Why the points of a table document refuse edits."""


class ChooseCommand(WordedCommand):
    """One undo step of Data > Choose Features: the table's choice and the points shown with it."""

    def __init__(self, document: DocumentModel, dataset: Dataset) -> None:
        super().__init__(QT_TRANSLATE_NOOP("Undo", "Choose features"))
        self._document = document
        self._dataset = dataset

    def redo(self) -> None:
        self._swap()

    def undo(self) -> None:
        self._swap()

    def _swap(self) -> None:
        old = self._document.dataset
        assert old is not None
        self._document._set_dataset(self._dataset)
        self._dataset = old
