"""The stepping keys the toolbar promises work wherever the focus is, except inside a text being typed.

Space, Shift+Space, Ctrl+E, PageDown and PageUp are the lecturer's (and a presentation clicker's) keys.
Qt gives a key to the focused field first when the field wants it: a spin box takes Space as a character
(refused, so nothing happens) and PageDown as "ten steps down", a combo box opens its list on Space.  With
the focus in a number field, a list or any other widget that is not a text being typed, these keys go to
their actions instead, and a number typed into the field is taken first (as Enter would).  A check box or a
button keeps Space: it is how a keyboard ticks or presses it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

ARROWS = ("Left", "Right", "Up", "Down")
PORTABLE = QKeySequence.SequenceFormat.PortableText
SPACE = QKeyCombination(Qt.KeyboardModifier.NoModifier, Qt.Key.Key_Space)


def typing_text(widget: QWidget) -> bool:
    """Whether ``widget`` is a text the user is typing (where Space is a character), not a number field."""
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return not widget.isReadOnly()
    if isinstance(widget, QLineEdit):
        return not isinstance(widget.parent(), QAbstractSpinBox) and not widget.isReadOnly()
    return False


def spin_box_of(widget: QWidget) -> QAbstractSpinBox | None:
    """The spin box ``widget`` is, or is the line edit of (None otherwise)."""
    if isinstance(widget, QAbstractSpinBox):
        return widget
    parent = widget.parent()
    return parent if isinstance(widget, QLineEdit) and isinstance(parent, QAbstractSpinBox) else None


class StepKeys(QObject):
    """Sends the stepping keys to their actions from whatever widget of ``window`` has the focus.

    It watches the widgets the focus enters (docks built later included), so no event of other widgets
    passes through Python.
    """

    def __init__(self, window: QWidget, actions: Iterable[QAction]) -> None:
        super().__init__(window)
        self.window = window
        self._actions = {
            key.toString(PORTABLE): action
            for action in actions
            for key in action.shortcuts()
            if key.count() == 1 and key.toString(PORTABLE) not in ARROWS  # an arrow moves the cursor in a field
        }
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self.window:
            new.installEventFilter(self)  # once: Qt moves a filter installed again, it never doubles it

    def _action_for(self, event: QKeyEvent) -> QAction | None:
        return self._actions.get(QKeySequence(event.keyCombination()).toString(PORTABLE))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        action = self._action_for(event)
        if action is None or not isinstance(watched, QWidget) or typing_text(watched):
            return False
        if isinstance(watched, QAbstractButton) and event.keyCombination() == SPACE:
            return False  # Space ticks a check box, presses a button
        spin = spin_box_of(watched)
        # An action that is off (PageDown outside presentation mode) leaves the key to the widget (a table
        # pages), except in a number field: a clicker's key never changes a setting.
        if not action.isEnabled() and spin is None:
            return False
        if kind == QEvent.Type.ShortcutOverride:  # keep the key from the shortcut map: it comes back as a press
            event.accept()
            return True
        if spin is not None:
            spin.interpretText()  # the number typed is taken first, as Enter would
        if action.isEnabled():
            action.trigger()
        return True
