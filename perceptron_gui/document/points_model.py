"""The document's point set as a Qt object, edited only through undoable commands."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from core.session.points import Delete, Edit, Move, PointSet, Relabel, Replace, append
from core.teach.numbers import grouped
from perceptron_gui.document.undo_words import WordedCommand
from perceptron_gui.i18n import QT_TRANSLATE_NOOP

WORDS = {  # the undo steps' names (Edit > Undo <name>), filled with their values when shown
    "add one": QT_TRANSLATE_NOOP("Undo", "Add point"),
    "add": QT_TRANSLATE_NOOP("Undo", "Add {n} points"),
    "delete one": QT_TRANSLATE_NOOP("Undo", "Delete 1 point"),
    "delete": QT_TRANSLATE_NOOP("Undo", "Delete {n} points"),
    "move": QT_TRANSLATE_NOOP("Undo", "Move points"),
    "relabel": QT_TRANSLATE_NOOP("Undo", "Change label"),
}


class PointsModel(QObject):
    """The point set on the canvas: ``X`` (n, d), labels ``y`` (n,), and ``changed`` after every edit.

    ``d`` is 2, or 1 for a one-feature document (drawn on the number line: see :attr:`plane`).

    Edits go through :meth:`edit`, which pushes an undoable command onto ``undo_stack``.
    """

    changed = Signal()
    refused = Signal(str)  # an edit was refused: why (see ``locked``)

    def __init__(self, points: PointSet | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._points = points if points is not None else PointSet()
        self.undo_stack = QUndoStack(self)
        self.locked: str | None = None  # why edits are refused (a table's projection), None when they are not

    @property
    def points(self) -> PointSet:
        """The current (immutable) point set."""
        return self._points

    @property
    def X(self) -> np.ndarray:
        """Coordinates, (n, d) float64, read-only."""
        return self._points.X

    @property
    def plane(self) -> np.ndarray:
        """Where the points are drawn, (n, 2): X itself, or (x, 0) for a one-feature document."""
        return self._points.plane

    @property
    def y(self) -> np.ndarray:
        """Labels, (n,) int64, read-only."""
        return self._points.y

    def __len__(self) -> int:
        return len(self._points)

    def apply(self, edit: Edit) -> Edit:
        """Apply an edit now (no undo step) and return its inverse."""
        self._points, inverse = edit.apply(self._points)
        self.changed.emit()
        return inverse

    def edit(self, edit: Edit, text: str, **values: object) -> None:
        """Apply an edit as one undo step described by ``text`` (English, marked with ``QT_TRANSLATE_NOOP`` in the
        context "Undo", filled with ``values``; refused, saying why, while ``locked``)."""
        if self.locked is not None:
            self.refused.emit(self.locked)
            return
        self.undo_stack.push(EditCommand(self, edit, text, **values))

    def add(self, X: np.ndarray, label: int) -> None:
        """Add points of one class."""
        n = len(np.atleast_2d(X))
        self.edit(append(X, label, len(self)), WORDS["add one"] if n == 1 else WORDS["add"], n=grouped(n))

    def delete(self, indices: list[int]) -> None:
        """Delete points by index."""
        if indices:
            text = WORDS["delete one"] if len(indices) == 1 else WORDS["delete"]
            self.edit(Delete(tuple(sorted(indices))), text, n=grouped(len(indices)))

    def move(self, indices: list[int], to: np.ndarray, text: str = WORDS["move"], **values: object) -> None:
        """Move points to new positions (one undo step however far the drag went)."""
        if indices:
            self.edit(Move(tuple(indices), np.asarray(to, dtype=np.float64)), text, **values)

    def relabel(self, indices: list[int], label: int, text: str = WORDS["relabel"], **values: object) -> None:
        """Give points another label (one undo step)."""
        if indices:
            self.edit(Relabel(tuple(indices), int(label)), text, **values)

    def replace(self, points: PointSet, text: str, **values: object) -> None:
        """Replace the whole set (Clear, Open, Generate) as one undo step."""
        self.edit(Replace(points), text, **values)

    def reset(self, points: PointSet) -> None:
        """Start a new document: the set is replaced and the undo history emptied."""
        self.undo_stack.clear()
        self.show(points)

    def show(self, points: PointSet) -> None:
        """Replace the set, leaving the undo history to the caller (a document opened whole, or put back)."""
        self._points = points
        self.changed.emit()


class EditCommand(WordedCommand):
    """A QUndoCommand wrapping one plain-data edit and its inverse."""

    def __init__(self, model: PointsModel, edit: Edit, text: str, **values: object) -> None:
        super().__init__(text, **values)
        self._model = model
        self._edit = edit

    def redo(self) -> None:
        self._edit = self._model.apply(self._edit)

    def undo(self) -> None:
        self._edit = self._model.apply(self._edit)
