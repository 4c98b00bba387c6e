"""Edit > Preferences: the interface language and the decimal mark, switched at once and kept for the next
start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractItemView, QMainWindow

from core.teach import numbers
from perceptron_gui.i18n import KEY as LANGUAGE_KEY
from perceptron_gui.training.shown_model import ShownModel
from perceptron_gui.views.axes import renumber
from perceptron_gui.widgets.number_box import NumberBox
from perceptron_gui.widgets.preferences_dialog import PreferencesDialog
from perceptron_gui.window.persistence import preferences, stored_flag

COMMA_KEY = "decimalComma"

if TYPE_CHECKING:
    from perceptron_gui.i18n import Language


class Preferences:
    """Opens the Preferences dialog and applies what it chooses."""

    def __init__(self, window: QMainWindow, language: Language, shown: ShownModel) -> None:
        self._window = window
        self._language = language
        self._shown = shown
        numbers.set_decimal_comma(stored_flag(preferences().value(COMMA_KEY, False)))

    def show(self) -> None:
        """Edit > Preferences: the dialog (one at a time), in front."""
        dialog = self._window.findChild(PreferencesDialog)
        if dialog is None:
            dialog = PreferencesDialog(self._window, self._language.code, self.set_language)
            dialog.comma.setChecked(numbers.decimal_comma())
            dialog.comma.toggled.connect(self.set_decimal_comma)
        dialog.show()
        dialog.raise_()

    def set_language(self, code: str) -> None:
        """Switch the interface language (kept for the next start); the document and the step shown stay."""
        self._language.set_code(code)
        preferences().setValue(LANGUAGE_KEY, code)

    def set_decimal_comma(self, on: bool) -> None:
        """Write decimals with a comma (0,5 and (0,5; -1)) or a point, kept for the next start; every view
        writes its numbers again at once (files keep the point: see :mod:`core.teach.numbers`)."""
        numbers.set_decimal_comma(on)
        preferences().setValue(COMMA_KEY, on)
        self._shown.redraw()
        for box in self._window.findChildren(NumberBox):
            box.show_value()
        for table in self._window.findChildren(QAbstractItemView):  # their cells are written when painted
            table.viewport().update()
        renumber(self._window)
        QCoreApplication.sendEvent(self._window, QEvent(QEvent.Type.LocaleChange))  # its status line and speed
