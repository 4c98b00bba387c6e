"""What survives a restart: preferences only (window size and layout, run speed, recent files).

Training settings are not preferences: they travel with the document (a JSON document opens
with its own, a CSV file or File > New starts from the defaults).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import SupportsInt

from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QMainWindow

DEFAULT_SIZE = QSize(1200, 760)
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


def restore_window(window: QMainWindow) -> None:
    """Give the window its last size, position and dock layout."""
    store = preferences()
    size, pos, state = store.value("size"), store.value("pos"), store.value("windowState")
    window.resize(size if isinstance(size, QSize) else DEFAULT_SIZE)
    if pos is not None:
        window.move(pos)
    if state is not None:
        window.restoreState(state)


def remember_window(window: QMainWindow, speed: int) -> None:
    """Keep the window's size, position, dock layout and the run speed for the next launch."""
    store = preferences()
    store.setValue("size", window.size())
    store.setValue("pos", window.pos())
    store.setValue("windowState", window.saveState())
    store.setValue("speed", speed)
    store.remove("training")  # written by earlier versions: settings now belong to documents
