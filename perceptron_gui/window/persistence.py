"""What survives a restart: preferences only (window size and layout, run speed, recent files, presentation mode,
the last exported PNG's width and aspect, the interface language).

Training settings are not preferences: they travel with the document (a JSON document opens
with its own, a CSV file or File > New starts from the defaults).  The store is a file anyone can
edit (or an older or newer version wrote): :func:`check_preferences` checks every preference before
anything reads it, and removes one that cannot be used, with a note.  The store is opened only when its files
are regular files (or absent): QSettings reads them with a blocking read as it is made, so a FIFO in their place
would stop the start for good.  Otherwise the preferences of this session live in a scratch file, and the note
says so (:func:`store_problem`).
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, QPoint, QSettings, QSize, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from core.session.slide import ASPECTS, PNG_WIDTHS
from core.teach.numbers import grouped
from perceptron_gui.i18n import KEY as LANGUAGE_KEY
from perceptron_gui.i18n import language_problem

DEFAULT_SIZE = QSize(1200, 760)
FRAME_ALLOWANCE = QSize(16, 48)  # a window manager's title bar and borders, not known before the window shows
DEFAULT_SPEED = 60
MAX_SIZE = 100_000  # pixels: larger than any screen, small enough for every size computation
MAX_POS = 1_000_000
OBSOLETE = ("training",)  # written by earlier versions: settings now belong to documents


ORGANIZATION = APPLICATION = "Perceptron Studio"
_PROBE = "Perceptron Studio (where preferences live)"  # an organisation with no files: made to learn the folders
_SCRATCH: list[Path] = []


def preferences() -> QSettings:
    """The persistent preferences store (an INI file in the user's config folder), or, when one of its files is
    not a regular file (:func:`store_problem`), a scratch store for this session."""
    if store_problem() is None:
        return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
    return QSettings(str(_scratch_store()), QSettings.Format.IniFormat)


def store_files() -> list[Path]:
    """The INI files QSettings reads for the preferences: the user's and the system's, for the application and
    for the organisation (the folders as QSettings.setPath or XDG_CONFIG_HOME set them)."""
    files = []
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        folder = Path(QSettings(QSettings.Format.IniFormat, scope, _PROBE, "probe").fileName()).parent.parent
        files += [folder / ORGANIZATION / f"{APPLICATION}.ini", folder / f"{ORGANIZATION}.ini"]
    return files


def store_problem() -> str | None:
    """Why the preference store cannot be opened (one of its files is a FIFO, a folder or a device), or None."""
    for path in store_files():
        try:
            mode = os.stat(path).st_mode
        except OSError:  # absent, or not ours to read: QSettings does without it
            continue
        if not stat.S_ISREG(mode):
            return (
                f"the preference store {path} is not a regular file (a pipe, folder or device), so preferences "
                "are neither read from it nor saved this session"
            )
    return None


def _scratch_store() -> Path:
    """A file for this session's preferences, removed when the app ends."""
    if not _SCRATCH:
        folder = Path(tempfile.mkdtemp(prefix="perceptron-studio-preferences-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        _SCRATCH.append(folder / "preferences.ini")
    return _SCRATCH[0]


def string_list(value: object) -> list[str]:
    """A stored list of strings (QSettings gives back one string for a one-item list); [] for anything else."""
    if isinstance(value, str):
        return [value]
    if not isinstance(value, Iterable) or isinstance(value, bytes | QByteArray):
        return []
    return [str(v) for v in value]


def _speed_problem(value: object, speed_max: int) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int | str):
        return f"must be a whole number from 0 to {speed_max}"
    if isinstance(value, str) and not re.fullmatch(r"\s*[+-]?\d{1,12}\s*", value):
        return f"must be a whole number from 0 to {speed_max}"
    if not 0 <= int(value) <= speed_max:
        return f"must be from 0 to {speed_max}"
    return None


def _size_problem(value: object) -> str | None:
    if not isinstance(value, QSize) or not (0 < value.width() <= MAX_SIZE and 0 < value.height() <= MAX_SIZE):
        return f"must be a width and height from 1 to {grouped(MAX_SIZE)} pixels"
    return None


def _pos_problem(value: object) -> str | None:
    if not isinstance(value, QPoint) or max(abs(value.x()), abs(value.y())) > MAX_POS:
        return "must be a point on the screen"
    return None


def _bytes_problem(value: object) -> str | None:
    return None if isinstance(value, QByteArray) else "must be a window layout saved by this app"


def _flag_problem(value: object) -> str | None:
    if isinstance(value, bool) or (isinstance(value, str) and value.strip().lower() in ("true", "false")):
        return None
    return "must be true or false"


def _list_problem(value: object) -> str | None:
    if isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return None
    return "must be a list of file names"


def _folder_problem(value: object) -> str | None:
    return None if isinstance(value, str) and value else "must be a folder's path"


def _export_width_problem(value: object) -> str | None:
    whole = isinstance(value, int | str) and not isinstance(value, bool) and re.fullmatch(r"\s*\d{1,5}\s*", str(value))
    if whole and PNG_WIDTHS[0] <= int(str(value)) <= PNG_WIDTHS[1]:
        return None
    return f"must be a whole number of pixels from {PNG_WIDTHS[0]} to {PNG_WIDTHS[1]}"


def _aspect_problem(value: object) -> str | None:
    return None if value in ASPECTS else f"must be one of {', '.join(ASPECTS)}"


def check_preferences(store: QSettings, speed_max: int) -> list[str]:
    """Remove every stored preference that cannot be used; one note per removed value (what it was and why).

    Obsolete preferences are removed silently; unknown ones are left for the version that wrote them.
    """
    checks: dict[str, Callable[[object], str | None]] = {
        "speed": lambda v: _speed_problem(v, speed_max),
        "size": _size_problem,
        "pos": _pos_problem,
        "windowState": _bytes_problem,
        "presentation": _flag_problem,
        "recent": _list_problem,
        "lastFolder": _folder_problem,
        "askBeforeCsvDropsSettings": _flag_problem,
        "exportWidth": _export_width_problem,
        "exportAspect": _aspect_problem,
        LANGUAGE_KEY: language_problem,
    }
    problem = store_problem()
    notes = [problem] if problem else []
    for key in OBSOLETE:
        store.remove(key)
    for key, check in checks.items():
        if not store.contains(key):
            continue
        value = store.value(key)
        problem = "cannot be read" if value is None else check(value)
        if problem is not None:
            store.remove(key)
            notes.append(f"{key} = {_shown(value)} ({problem})")
    return notes


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def preference_note(notes: list[str]) -> str:
    """The status-bar note for preferences that were removed."""
    return "Stored preferences that could not be used were reset to their defaults: " + "; ".join(notes) + "."


def stored_speed(speed_max: int) -> int:
    """The speed slider's last position (0..speed_max)."""
    value = preferences().value("speed", DEFAULT_SPEED)
    if _speed_problem(value, speed_max) is not None or not isinstance(value, str | int):
        return DEFAULT_SPEED
    return int(value)


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


def restore_window(window: QMainWindow, store: QSettings | None = None) -> list[str]:
    """Give the window its last size, position and dock layout; notes for what could not be used (and is removed)."""
    store = store if store is not None else preferences()
    size, pos, state = store.value("size"), store.value("pos"), store.value("windowState")
    size = size if isinstance(size, QSize) and _size_problem(size) is None else DEFAULT_SIZE
    screen = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()  # title bar and borders, once shown
    frame = frame.expandedTo(FRAME_ALLOWANCE)
    window.resize(size.boundedTo(screen.size() - frame))
    if isinstance(pos, QPoint) and _pos_problem(pos) is None:
        # The whole window stays on the screen it was on, or on the primary one (a monitor may be gone).
        x = min(max(pos.x(), screen.left()), screen.right() + 1 - window.width() - frame.width())
        y = min(max(pos.y(), screen.top()), screen.bottom() + 1 - window.height() - frame.height())
        window.move(max(x, screen.left()), max(y, screen.top()))
    if isinstance(state, QByteArray) and not window.restoreState(state):
        store.remove("windowState")
        return [f"windowState = {_shown(state)} (not a window layout this version can use)"]
    return []


def remember_window(window: QMainWindow, speed: int, layout: QByteArray | None = None) -> None:
    """Keep the window's size, position, dock layout and the run speed for the next launch.

    ``layout`` is the dock layout to keep when it is not the one on screen (presentation mode keeps the
    layout it will go back to).
    """
    store = preferences()
    normal = window.normalGeometry() if window.isFullScreen() else None  # presenting: the window to go back to
    store.setValue("size", window.size() if normal is None or normal.isEmpty() else normal.size())
    store.setValue("pos", window.pos() if normal is None or normal.isEmpty() else normal.topLeft())
    store.setValue("windowState", window.saveState() if layout is None else layout)
    store.setValue("speed", speed)
    for key in OBSOLETE:
        store.remove(key)


def last_folder() -> Path | None:
    """The folder a file was last opened from, saved or exported to (None if unknown or gone)."""
    value = preferences().value("lastFolder")
    if not isinstance(value, str) or not value:
        return None
    folder = Path(value)
    return folder if folder.is_dir() else None


def remember_folder(folder: Path) -> None:
    """Remember ``folder`` for the next Save As or Export dialog."""
    preferences().setValue("lastFolder", str(folder))


def last_export_image(width: int, aspect: str) -> tuple[int, str]:
    """The PNG width and aspect File > Export Image used last (``width`` and ``aspect`` when none or unusable)."""
    store = preferences()
    stored_width, stored_aspect = store.value("exportWidth"), store.value("exportAspect")
    if _export_width_problem(stored_width) is None and isinstance(stored_width, int | str):
        width = int(stored_width)
    if _aspect_problem(stored_aspect) is None:
        aspect = str(stored_aspect)
    return width, aspect


def remember_export_image(width: int, aspect: str) -> None:
    """Remember an exported PNG's width and aspect for the next File > Export Image."""
    store = preferences()
    store.setValue("exportWidth", int(width))
    store.setValue("exportAspect", aspect)
