"""Edit > Preferences: the interface language, switched at once and kept for the next start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

from perceptron_gui.i18n import KEY as LANGUAGE_KEY
from perceptron_gui.widgets.preferences_dialog import PreferencesDialog
from perceptron_gui.window.persistence import preferences

if TYPE_CHECKING:
    from perceptron_gui.i18n import Language


class Preferences:
    """Opens the Preferences dialog and applies what it chooses."""

    def __init__(self, window: QMainWindow, language: Language) -> None:
        self._window = window
        self._language = language

    def show(self) -> None:
        """Edit > Preferences: the dialog (one at a time), in front."""
        dialog = self._window.findChild(PreferencesDialog)
        if dialog is None:
            dialog = PreferencesDialog(self._window, self._language.code, self.set_language)
        dialog.show()
        dialog.raise_()

    def set_language(self, code: str) -> None:
        """Switch the interface language (kept for the next start); the document and the step shown stay."""
        self._language.set_code(code)
        preferences().setValue(LANGUAGE_KEY, code)
