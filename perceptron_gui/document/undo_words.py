"""The Edit menu's Undo and Redo in the interface language: each undo step keeps its English text (marked with
``QT_TRANSLATE_NOOP``, with its values apart) and shows it translated, again after a language switch."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack
from shiboken6 import isValid

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated

CONTEXT = "Undo"
UNDO = QT_TRANSLATE_NOOP("Undo", "Undo {what}")
REDO = QT_TRANSLATE_NOOP("Undo", "Redo {what}")


class WordedCommand(QUndoCommand):
    """An undo step named by a marked English text (``"Add {n} points"``) filled with ``values``."""

    def __init__(self, text: str, **values: object) -> None:
        super().__init__()
        self._words = (text, values)
        self.retranslate()

    def retranslate(self) -> None:
        """Name the step in the interface language."""
        text, values = self._words
        self.setText(translated(CONTEXT, text).format(**values))


def history_actions(stack: QUndoStack, parent: QObject) -> tuple[QAction, QAction]:
    """Edit > Undo and Redo of ``stack``, named "Undo <the step>" in the interface language (see
    :func:`retranslate_history`)."""
    undo, redo = stack.createUndoAction(parent), stack.createRedoAction(parent)
    stack.undoTextChanged.connect(_Namer(undo, UNDO, "Undo").name)  # after Qt's own naming; gone with the action
    stack.redoTextChanged.connect(_Namer(redo, REDO, "Redo").name)
    return undo, redo


def retranslate_history(stack: QUndoStack, undo: QAction, redo: QAction) -> None:
    """Every step of ``stack`` and the Undo and Redo entries named again in the interface language."""
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, WordedCommand):
            command.retranslate()
    _Namer.of(undo).name(stack.undoText())
    _Namer.of(redo).name(stack.redoText())


class _Namer(QObject):
    """Names its action (its parent) "Undo <step>" or "Redo <step>", or "Undo" alone with no step."""

    def __init__(self, action: QAction, template: str, alone: str) -> None:
        super().__init__(action)
        self.setObjectName("historyNamer")
        self._template, self._alone = template, alone

    @staticmethod
    def of(action: QAction) -> _Namer:
        namer = action.findChild(_Namer, "historyNamer")
        assert isinstance(namer, _Namer)
        return namer

    @Slot(str)
    def name(self, what: str) -> None:
        action = self.parent()
        if not isValid(action) or not isinstance(action, QAction):  # the window is being closed
            return
        template = translated(CONTEXT, self._template)
        action.setText(template.format(what=what) if what else translated("Actions", self._alone))
