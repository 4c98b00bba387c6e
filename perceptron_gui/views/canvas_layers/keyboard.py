"""The canvas used by keys alone: its keyboard cursor (:mod:`perceptron_gui.views.key_cursor`) and focus frame.

The cursor and the frame show while the canvas has the focus and the focus came by the keyboard (Tab,
Shift+Tab, a shortcut), or came back after a menu or a dialog to a canvas used by keys; a mouse user sees
neither until a key is pressed.  The frame is a child widget over the plotting area, so a repaint of the canvas
runs no Python for it (a ``paintEvent`` override cost every frame of a run its Python call).
"""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QFrame

from perceptron_gui.views.edit_tool import GRID_STEP, EditTool
from perceptron_gui.views.key_cursor import KEYS, MOVES, KeyCursor

FOCUS_FRAME = "#005FCC"  # the focus frame: 6.2:1 against white (WCAG 2.2's 3:1 for a focus indicator)
FOCUS_FRAME_PX = 3
KEYBOARD_FOCUS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)
RETURN_FOCUS = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)


class CanvasKeys(QObject):
    """Watches one canvas's keys, focus and mouse presses (an event filter) and shows its cursor and frame.

    ``tool`` gives the edit tool its keys place and remove points with (its grid step is the cursor's step),
    ``on_line`` whether the cursor stays on the number line.
    """

    def __init__(self, canvas: pg.PlotWidget, tool: Callable[[], EditTool | None], on_line: Callable[[], bool]) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self._tool = tool
        self._on_line = on_line
        self.cursor = KeyCursor(canvas.getPlotItem())
        self.frame = QFrame(canvas.viewport())
        self.frame.setObjectName("focusFrame")
        self.frame.setStyleSheet(f"#focusFrame {{ border: {FOCUS_FRAME_PX}px solid {FOCUS_FRAME}; background: none; }}")
        self.frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.frame.hide()
        self.cursor.frame = self.frame
        self._keyboard = False  # the canvas is used by keys: its cursor and focus frame show while it has the focus
        canvas.getPlotItem().getViewBox().sigResized.connect(self._place_frame)
        canvas.installEventFilter(self)
        canvas.viewport().installEventFilter(self)  # mouse presses come to the viewport

    def focus_frame(self) -> QRect:
        """Where the focus frame is drawn: the plotting area's edge (viewport pixels)."""
        vb = self._canvas.getPlotItem().getViewBox()
        return self._canvas.mapFromScene(vb.sceneBoundingRect()).boundingRect()

    def _place_frame(self, *_: object) -> None:
        self.frame.setGeometry(self.focus_frame())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The cursor's keys go to the canvas before the window's shortcuts (Delete removes the point under the
        cursor, not the selection); an arrow an enabled action uses (presentation mode's →) stays the action's."""
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self._cursor_key(event):
            event.accept()
            return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._cursor_key(event):
            event.accept()
            if self.cursor.shown:
                self.cursor.handle(event, self._tool(), *self._grid())
            else:  # the first key shows where the cursor is; it moves or places nothing unseen
                self._keyboard_mode(True)
            return True
        if kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
            reason = event.reason()
            if reason in KEYBOARD_FOCUS or (reason in RETURN_FOCUS and self._keyboard):
                self._keyboard_mode(True)
        elif kind == QEvent.Type.FocusOut and isinstance(event, QFocusEvent):
            back = self._keyboard and event.reason() in RETURN_FOCUS  # a menu or a dialog: the focus comes back
            self._keyboard_mode(False)
            self._keyboard = back
        elif kind == QEvent.Type.MouseButtonPress and self._keyboard:
            self._keyboard_mode(False)
        return False

    def _grid(self) -> tuple[float, bool]:
        """The cursor's step and whether it stays on the number line."""
        tool = self._tool()
        return (tool.grid_step if tool is not None else GRID_STEP), self._on_line()

    def _cursor_key(self, event: QKeyEvent) -> bool:
        if event.key() not in KEYS or event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        ):
            return False
        if event.key() in MOVES:
            pressed = QKeySequence(event.keyCombination())
            window = self._canvas.window()
            return not any(action.isEnabled() and pressed in action.shortcuts() for action in window.actions())
        return True

    def _keyboard_mode(self, on: bool) -> None:
        """Show the keyboard cursor and the focus frame (on), or hide them."""
        self._keyboard = on
        if on:
            self._place_frame()
            self.cursor.show(*self._grid())
        else:
            self.cursor.hide()
