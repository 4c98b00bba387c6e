"""Edit > Preferences: the interface language and the decimal mark, switched at once (the document and the step
shown stay)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from perceptron_gui.i18n import LANGUAGES, QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.naming import named

CONTEXT = "Preferences"
TITLE = QT_TRANSLATE_NOOP("Preferences", "Preferences")
LANGUAGE = QT_TRANSLATE_NOOP("Preferences", "Interface language")
COMMA = QT_TRANSLATE_NOOP("Preferences", "Write decimals with a comma: 0,5 and (0,5; −1)")
COMMA_TIP = QT_TRANSLATE_NOOP(
    "Preferences",
    "Numbers in the window, its figures and animations are written with a decimal comma, and a vector's "
    "numbers are parted by semicolons; number fields take 0,5. Files (CSV, JSON, lesson pages, worksheets) "
    "keep the decimal point.",
)
NOTE = QT_TRANSLATE_NOOP(
    "Preferences",
    "The menus, docks, controls and status line change at once; the points and the step shown stay. "
    "PERCEPTRON_LANGUAGE, when set, picks the language at start.",
)


class PreferencesDialog(QDialog):
    """The preferences (objectName ``preferencesDialog``); the combo box ``languageCombo`` lists every language in
    its own name and calls ``choose(code)`` when one is picked; the check box ``decimalCommaCheck`` (``comma``)
    chooses the decimal mark."""

    def __init__(self, parent: QWidget, current: str, choose: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.language = named(QComboBox(), "languageCombo")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language in its own name: findable whatever is shown now
        self.language.setCurrentIndex(self.language.findData(current))
        self.language.currentIndexChanged.connect(lambda _: choose(self.language.currentData()))
        self.label = QLabel()
        self.label.setBuddy(self.language)
        self.comma = named(QCheckBox(), "decimalCommaCheck")
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.label, self.language)
        form.addRow(self.comma)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """The dialog's words in the interface language."""
        self.setWindowTitle(translated(CONTEXT, TITLE))
        self.label.setText(translated(CONTEXT, LANGUAGE))
        self.comma.setText(translated(CONTEXT, COMMA))
        self.comma.setToolTip(translated(CONTEXT, COMMA_TIP))
        self.note.setText(translated(CONTEXT, NOTE))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
