"""Editing points (Orange's paint-data ``DataTool`` pattern): mouse input and typed values in, undoable edits out.

The canvas's view box hands clicks and drags to the :class:`EditTool`, and the points table hands it
typed coordinates and labels; the tool turns both into edits of the
:class:`perceptron_gui.document.points_model.PointsModel` (a whole drag is one undo step, so is each typed cell)
and owns the selection and the snap step.  The canvas and the table only draw what the tool and the model say.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal

from core.session.points import MAX_CLASSES
from core.session.snapping import snap_to_grid
from perceptron_gui.document.points_model import PointsModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.class_picker import ClassPicker

HIT_PIXELS = 9
SET_X = (QT_TRANSLATE_NOOP("Undo", "Set x₁ of point {i}"), QT_TRANSLATE_NOOP("Undo", "Set x₂ of point {i}"))
WORDS = {
    "set label": QT_TRANSLATE_NOOP("Undo", "Set the label of point {i}"),
    "at most": QT_TRANSLATE_NOOP("EditTool", "At most {n} classes."),
}
GRID_STEP = 0.5  # View > Snap Step's first choice: the keyboard cursor's step, and the snap step once on

PixelSize = Callable[[], tuple[float, float]]


class EditTool(QObject):
    """Left click adds the current class, right click the other; a click selects a point, a drag moves it
    (or the selection), a drag on empty space selects a rectangle.

    ``selection`` is the set of selected indices; ``preview`` the positions during a drag (None otherwise);
    ``band`` the rubber band's rectangle while one is drawn.  Any edit ends a drag, and one the tool did not
    make (Undo, a finished Generate or Open) clears the selection: indices of the old points mean nothing in
    the new ones.  ``snap_step`` (None: off) is the grid that clicks and dragged points land on; ``grid_step``
    the step chosen in View > Snap Step, on or off (the keyboard cursor moves by it).
    """

    selection_changed = Signal()
    preview_changed = Signal()
    band_changed = Signal()
    message = Signal(str)

    def __init__(self, model: PointsModel, picker: ClassPicker, pixel_size: PixelSize) -> None:
        super().__init__(picker)
        self.model = model
        self.picker = picker
        self._pixel_size = pixel_size
        self.selection: set[int] = set()
        self.band: QRectF | None = None
        self._preview: np.ndarray | None = None
        self._drag: tuple[list[int], np.ndarray, QPointF] | None = None
        self._own_edit = False
        self.snap_step: float | None = None
        self.grid_step = GRID_STEP
        model.changed.connect(self._points_changed)

    @property
    def preview(self) -> np.ndarray | None:
        """The points' positions during a drag (None when no drag goes on)."""
        preview = self._preview
        return preview if preview is not None and len(preview) == len(self.model) else None

    def click(self, pos: QPointF, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        """A click at ``pos`` (data coordinates)."""
        hit = self.point_at(pos)
        if hit is not None and button == Qt.MouseButton.LeftButton:
            if modifiers & Qt.KeyboardModifier.ControlModifier:
                self.selection ^= {hit}
            else:
                self.selection = {hit}
            self.selection_changed.emit()
            return
        label = self.picker.current_label if button == Qt.MouseButton.LeftButton else self.picker.other_label()
        if self._too_many_classes(label):
            return
        self._set_selection(set())
        at = self._snapped(np.array([[pos.x(), pos.y()]]))
        self._edit(lambda: self.model.add(at, label))

    def drag(self, start: QPointF, now: QPointF, first: bool, last: bool) -> None:
        """One moment of a left drag from ``start`` to ``now`` (data coordinates)."""
        if not first and self._drag is None and self.band is None:
            return  # the drag was ended by an edit made meanwhile
        if first:
            hit = self.point_at(start)
            if hit is None:
                self._drag = None
            else:
                indices = sorted(self.selection) if hit in self.selection else [hit]
                self._drag = (indices, self.model.plane[indices].copy(), start)
        if self._drag is None:
            self._rubber_band(start, now, last)
            return
        indices, origin, anchor = self._drag
        moved = self._snapped(origin + np.array([now.x() - anchor.x(), now.y() - anchor.y()]))
        if self.model.points.d == 1:  # points on a number line move along it
            moved[:, 1] = 0.0
        if last:
            self._drag = None
            self._preview = None
            self._edit(lambda: self.model.move(indices, moved))
        else:
            preview = self.model.plane.copy()
            preview[indices] = moved
            self._preview = preview
        self.preview_changed.emit()

    def point_at(self, pos: QPointF) -> int | None:
        """Index of the point within a few pixels of pos (data coordinates), or None."""
        X = self.model.plane
        if len(X) == 0:
            return None
        sx, sy = self._pixel_size()
        d = np.hypot((X[:, 0] - pos.x()) / sx, (X[:, 1] - pos.y()) / sy)
        best = int(np.argmin(d))
        return best if d[best] <= HIT_PIXELS else None

    def delete_selection(self) -> None:
        """Delete the selected points (one undo step)."""
        if self.selection:
            indices = sorted(self.selection)
            self._set_selection(set())
            self._edit(lambda: self.model.delete(indices))

    def select_all(self) -> None:
        """Select every point."""
        self._set_selection(set(range(len(self.model))))

    def set_selection(self, indices: Iterable[int]) -> None:
        """Select these points (the points table's selection: one selection for the canvas and the table)."""
        self._set_selection({int(i) for i in indices})

    def set_snap(self, step: float | None) -> None:
        """Snap clicks and drags to multiples of ``step`` (None: off); a step is the grid's step from now on."""
        self.snap_step = step
        if step is not None:
            self.grid_step = step

    def add_point(self, x: float, y: float, label: int) -> bool:
        """Add one point (one undo step) and select it; False, with a message, when its class is one too many."""
        if self._too_many_classes(label):
            return False
        self._edit(lambda: self.model.add(np.array([[x, y]]), label))
        self._set_selection({len(self.model) - 1})
        return True

    def set_coordinate(self, index: int, axis: int, value: float) -> None:
        """Give point ``index`` a new x₁ (axis 0) or x₂ (axis 1): one undo step."""
        to = self.model.X[index].copy()
        to[axis] = value
        self._edit(lambda: self.model.move([index], to.reshape(1, -1), SET_X[axis], i=index + 1))

    def set_label(self, index: int, label: int) -> bool:
        """Give point ``index`` another label (one undo step); False, with a message, for a class too many."""
        if self._too_many_classes(label, leaving=index):
            return False
        self._edit(lambda: self.model.relabel([index], label, WORDS["set label"], i=index + 1))
        return True

    def _too_many_classes(self, label: int, leaving: int | None = None) -> bool:
        """Whether ``label`` would make a class more than allowed (says so); ``leaving``: a point changing class."""
        y = self.model.y if leaving is None else np.delete(self.model.y, leaving)
        if len(y) and len(set(y.tolist()) | {label}) > MAX_CLASSES:
            self.message.emit(translated("EditTool", WORDS["at most"]).format(n=MAX_CLASSES))
            return True
        return False

    def _snapped(self, X: np.ndarray) -> np.ndarray:
        return X if self.snap_step is None else snap_to_grid(X, self.snap_step)

    def _rubber_band(self, start: QPointF, now: QPointF, finish: bool) -> None:
        rect = QRectF(start, now).normalized()
        if not finish:
            self.band = rect
            self.band_changed.emit()
            return
        self.band = None
        self.band_changed.emit()
        X = self.model.plane
        inside = (X[:, 0] >= rect.left()) & (X[:, 0] <= rect.right())
        inside &= (X[:, 1] >= rect.top()) & (X[:, 1] <= rect.bottom())
        self._set_selection(set(np.flatnonzero(inside).tolist()))

    def _set_selection(self, selection: set[int]) -> None:
        if selection != self.selection:
            self.selection = selection
            self.selection_changed.emit()

    def _edit(self, do: Callable[[], None]) -> None:
        self._own_edit = True
        try:
            do()
        finally:
            self._own_edit = False

    def _points_changed(self) -> None:
        dragging = self._drag is not None or self.band is not None
        self._drag, self._preview, self.band = None, None, None  # any edit ends a drag (a Delete during one too)
        if not self._own_edit:
            self._set_selection(set())
        if dragging:
            self.preview_changed.emit()
            self.band_changed.emit()
