"""Where the app keeps what survives a restart (window size, last settings, recent files)."""

from __future__ import annotations

from PySide6.QtCore import QSettings


def app_settings() -> QSettings:
    """The persistent settings store (an INI file in the user's config folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Perceptron Studio", "Perceptron Studio")


def string_list(value: object) -> list[str]:
    """A stored list of strings (QSettings gives back one string for a one-item list)."""
    if value is None:
        return []
    return [value] if isinstance(value, str) else [str(v) for v in value]  # type: ignore[attr-defined]
