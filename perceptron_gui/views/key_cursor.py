"""The canvas's keyboard cursor: points placed and removed with keys alone (issue 44, goal 1).

While the canvas has the focus a cross marks a place on the grid: the arrow keys move it by the grid step
(View > Snap Step, 0.5 unless chosen), Shift with an arrow by four steps; Enter places a point of the
current class there (keys 1-8 choose the class), Delete or Backspace removes the point under it (or, with
none there, the points selected).  The cursor is part of the screen only: exports leave it out
(:meth:`KeyCursor.hidden`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from core.session.geometry import vector_text
from core.session.snapping import snap_to_grid
from perceptron_gui.views.edit_tool import EditTool

BIG_STEP = 4  # Shift+arrow moves this many grid steps (Help > Keyboard Shortcuts says so: KEYS_WITHOUT_ACTION)
CURSOR_Z = 25  # above points, labels and the legend
CURSOR_PX = 24
LABEL_OFFSET_PX = CURSOR_PX // 2 + 6
MOVES = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, 1.0),
    Qt.Key.Key_Down: (0.0, -1.0),
}
PLACE = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
REMOVE = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
KEYS = (*MOVES, *PLACE, *REMOVE)


class KeyCursor:
    """The cursor of one canvas's plot: its place (data coordinates, on the grid) and its picture."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self._plot = plot
        self.position: np.ndarray | None = None
        # A white cross under a black one and a black square: seen on white, on any class colour and on shading.
        self._halo = pg.ScatterPlotItem(size=CURSOR_PX, symbol="+", pen=pg.mkPen("#FFFFFF", width=6), brush=None)
        self._cross = pg.ScatterPlotItem(size=CURSOR_PX, symbol="+", pen=pg.mkPen("#000000", width=2), brush="#000000")
        self._box = pg.ScatterPlotItem(size=CURSOR_PX + 6, symbol="s", pen=pg.mkPen("#000000", width=2), brush=None)
        self._text = pg.TextItem("", color="#000000", anchor=(0, 1), fill=pg.mkBrush(255, 255, 255, 230))
        self.items = (self._halo, self._cross, self._box, self._text)
        for item in self.items:
            item.setZValue(CURSOR_Z)
            item.hide()
            plot.addItem(item)
        self._shown = False
        self.frame: QWidget | None = None  # shown and hidden with the cursor (the canvas's focus frame)

    @property
    def shown(self) -> bool:
        """Whether the cursor is drawn (the canvas has the focus)."""
        return self._shown

    def show(self, step: float, on_line: bool) -> None:
        """Draw the cursor (the focus came in): where it was if that is in view, else at the origin or the
        view's centre, on the grid."""
        if self.position is None or not self._in_view(self.position):
            (xmin, xmax), (ymin, ymax) = self._plot.getViewBox().viewRange()
            centre = np.array([(xmin + xmax) / 2, (ymin + ymax) / 2])
            start = np.zeros(2) if self._in_view(np.zeros(2)) else centre
            self.position = self._on_grid(start, step, on_line)
        self._set_shown(True)

    def hide(self) -> None:
        """Stop drawing the cursor (the focus left); its place is kept."""
        self._set_shown(False)

    def _set_shown(self, shown: bool) -> None:
        self._shown = shown
        if self.frame is not None:
            self.frame.setVisible(shown)
        if shown:
            self.redraw()
        else:
            for item in self.items:
                item.hide()

    def move(self, key: Qt.Key, big: bool, step: float, on_line: bool) -> None:
        """One arrow key: a grid step (four with Shift) that way; the view follows the cursor out of it."""
        if self.position is None:
            self.show(step, on_line)
        assert self.position is not None
        dx, dy = MOVES[key]
        by = step * (BIG_STEP if big else 1)
        self.position = self._on_grid(self.position + np.array([dx * by, dy * by]), step, on_line)
        self._follow()
        self.redraw()

    def handle(self, event: QKeyEvent, tool: EditTool | None, step: float, on_line: bool) -> bool:
        """Act on a key the cursor answers to (:data:`KEYS`); False for any other key."""
        key = Qt.Key(event.key())
        if key not in KEYS or tool is None:
            return False
        if key in MOVES:
            self.move(key, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier), step, on_line)
            return True
        if self.position is None:
            self.show(step, on_line)
        assert self.position is not None
        x, y = (float(v) for v in self.position)
        if key in PLACE:
            tool.add_point(x, y, tool.picker.current_label)
        else:
            hit = tool.point_at(QPointF(x, y))
            if hit is not None:
                tool.set_selection([hit])
            tool.delete_selection()
        return True

    @contextmanager
    def hidden(self) -> Iterator[None]:
        """Leave the cursor out of what is drawn meanwhile (an exported picture)."""
        shown = self._shown
        self.hide()
        try:
            yield
        finally:
            if shown:
                self._set_shown(True)

    def redraw(self) -> None:
        """Draw the cursor again where it is (the view moved: its label keeps its distance in pixels)."""
        if not self._shown or self.position is None:
            return
        x, y = (float(v) for v in self.position)
        for item in self.items[:3]:
            item.setData(pos=[(x, y)])
        self._text.setText(vector_text(self.position))
        sx, sy = self._plot.getViewBox().viewPixelSize()
        self._text.setPos(x + LABEL_OFFSET_PX * sx, y + LABEL_OFFSET_PX * sy)  # beside the square, above right
        for item in self.items:
            item.show()

    def _in_view(self, point: np.ndarray) -> bool:
        (xmin, xmax), (ymin, ymax) = self._plot.getViewBox().viewRange()
        return bool(xmin <= point[0] <= xmax and ymin <= point[1] <= ymax)

    def _follow(self) -> None:
        """Pan the view so that the cursor is in it, with a step's room."""
        assert self.position is not None
        box = self._plot.getViewBox()
        (xmin, xmax), (ymin, ymax) = box.viewRange()
        margin_x, margin_y = 0.05 * (xmax - xmin), 0.05 * (ymax - ymin)
        x, y = self.position
        dx = min(0.0, x - (xmin + margin_x)) + max(0.0, x - (xmax - margin_x))
        dy = min(0.0, y - (ymin + margin_y)) + max(0.0, y - (ymax - margin_y))
        if dx or dy:
            box.translateBy(x=dx, y=dy)

    @staticmethod
    def _on_grid(point: np.ndarray, step: float, on_line: bool) -> np.ndarray:
        snapped = snap_to_grid(point.reshape(1, 2), step)[0]
        if on_line:  # a one-feature document: points lie on the number line y = 0
            snapped[1] = 0.0
        return snapped
