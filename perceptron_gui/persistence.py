"""What survives a restart: preferences only (window size and layout, run speed, recent files, presentation mode).

Training settings are not preferences: they travel with the document (a JSON document opens
with its own, a CSV file or File > New starts from the defaults).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import SupportsInt

from PySide6.QtCore import QByteArray, QObject, QPoint, QSettings, QSize, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

DEFAULT_SIZE = QSize(1200, 760)
FRAME_ALLOWANCE = QSize(16, 48)  # a window manager's title bar and borders, not known before the window shows
DEFAULT_SPEED = 60


def preferences() -> QSettings:
    """The persistent preferences store (an INI file in the user's config folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Perceptron Studio", "Perceptron Studio")


def string_list(value: object) -> list[str]:
    """A stored list of strings (QSettings gives back one string for a one-item list)."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if not isinstance(value, Iterable):
        raise TypeError(f"not a list of strings: {value!r}")
    return [str(v) for v in value]


def stored_speed() -> int:
    """The speed slider's last position."""
    value = preferences().value("speed", DEFAULT_SPEED)
    if not isinstance(value, str | bytes | SupportsInt):  # int() of anything else is a TypeError
        return DEFAULT_SPEED
    try:
        return int(value)
    except (TypeError, ValueError):
        return DEFAULT_SPEED


def stored_flag(value: object) -> bool:
    """A stored yes/no (an INI file gives back ``"true"``/``"false"`` strings)."""
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return value is True or value == 1


class PresentationPreference(QObject):
    """Whether presentation mode is on: the one owner of that toggle, kept across launches.

    :meth:`set_on` stores the choice at once and emits ``changed(on)``; the views that draw
    differently for the room (the layout, the canvas, the action's check mark) follow ``changed``.
    """

    changed = Signal(bool)
    KEY = "presentation"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on = stored_flag(preferences().value(self.KEY, False))

    @property
    def on(self) -> bool:
        """Whether presentation mode is on."""
        return self._on

    def set_on(self, on: bool) -> None:
        """Turn presentation mode on or off (stored for the next launch)."""
        on = bool(on)
        if on == self._on:
            return
        self._on = on
        preferences().setValue(self.KEY, on)
        self.changed.emit(on)


def restore_window(window: QMainWindow) -> None:
    """Give the window its last size, position and dock layout."""
    store = preferences()
    size, pos, state = store.value("size"), store.value("pos"), store.value("windowState")
    size = size if isinstance(size, QSize) else DEFAULT_SIZE
    screen = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()  # title bar and borders, once shown
    frame = frame.expandedTo(FRAME_ALLOWANCE)
    window.resize(size.boundedTo(screen.size() - frame))
    if isinstance(pos, QPoint):
        # The whole window stays on the screen it was on, or on the primary one (a monitor may be gone).
        x = min(max(pos.x(), screen.left()), screen.right() + 1 - window.width() - frame.width())
        y = min(max(pos.y(), screen.top()), screen.bottom() + 1 - window.height() - frame.height())
        window.move(max(x, screen.left()), max(y, screen.top()))
    if state is not None:
        window.restoreState(state)


def remember_window(window: QMainWindow, speed: int, layout: QByteArray | None = None) -> None:
    """Keep the window's size, position, dock layout and the run speed for the next launch.

    ``layout`` is the dock layout to keep when it is not the one on screen (presentation mode keeps the
    layout it will go back to).
    """
    store = preferences()
    store.setValue("size", window.size())
    store.setValue("pos", window.pos())
    store.setValue("windowState", window.saveState() if layout is None else layout)
    store.setValue("speed", speed)
    store.remove("training")  # written by earlier versions: settings now belong to documents
