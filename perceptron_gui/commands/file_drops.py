"""A file dropped on the window opens, as File > Open would open it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QWidget


class FileDrops(QObject):
    """Accepts drags that carry local files over ``window`` and opens the first file dropped."""

    def __init__(self, window: QWidget, open_path: Callable[[Path], object]) -> None:
        super().__init__(window)
        self._open_path = open_path
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DragEnter and isinstance(event, QDragEnterEvent):
            if any(url.isLocalFile() for url in event.mimeData().urls()):
                event.acceptProposedAction()
            return True
        if event.type() == QEvent.Type.Drop and isinstance(event, QDropEvent):  # (a drag's moves are drop events too)
            files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
            if files:
                event.acceptProposedAction()
                self._open_path(Path(files[0]))
            return True
        return super().eventFilter(watched, event)
