"""A dock's content in a scroll area: a panel too tall for the window scrolls instead of growing the window past
the screen (issue 40: the loss panel grew a 760 px window to 961 px, past a 1080 screen); :class:`ScrollKeeper`
keeps one as tall as its content needs where the window has the room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QMainWindow, QScrollArea, QWidget


def scrolled(widget: QWidget, *, wrap: bool = True, frame: bool = True) -> QScrollArea:
    """``widget`` in a scroll area as wide as the dock (``wrap``: it lays itself out to that width, no horizontal
    scroll bar; ``frame``: the area's own frame drawn)."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    if wrap:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    if not frame:
        scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(widget)
    return scroll


class ScrollKeeper(QObject):
    """Keeps ``scroll``'s least height at its content's least height, bounded by what ``window`` can give without
    growing; follows the content as it changes (notes wrapping, plots rearranged)."""

    def __init__(self, scroll: QScrollArea, window: QMainWindow) -> None:
        super().__init__(scroll)
        self.scroll, self.window = scroll, window
        self._due = False
        content = scroll.widget()
        assert content is not None
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and not self._due:
            self._due = True
            QTimer.singleShot(0, self, self.fit)  # (dropped if deleted meanwhile)
        return False

    def fit(self) -> None:
        """Set the scroll area's least height now."""
        self._due = False
        scroll, content = self.scroll, self.scroll.widget()
        if content is None or not scroll.isVisible():
            return
        counted = max(scroll.minimumHeight(), scroll.minimumSizeHint().height())  # in the window's least height
        room = counted + self.window.height() - self.window.minimumSizeHint().height()
        frame = scroll.height() - scroll.viewport().height()
        scroll.setMinimumHeight(max(0, min(content.minimumSizeHint().height() + frame, room)))
