"""Edit > Preferences: the interface language, switched at once (the document and the step shown stay)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from perceptron_gui.i18n import LANGUAGES, QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.naming import named

CONTEXT = "Preferences"
TITLE = QT_TRANSLATE_NOOP("Preferences", "Preferences")
LANGUAGE = QT_TRANSLATE_NOOP("Preferences", "Interface language")
NOTE = QT_TRANSLATE_NOOP(
    "Preferences",
    "The menus, docks, controls and status line change at once; the points and the step shown stay. "
    "PERCEPTRON_LANGUAGE, when set, picks the language at start.",
)


class PreferencesDialog(QDialog):
    """The preferences (objectName ``preferencesDialog``); the combo box ``languageCombo`` lists every language in
    its own name and calls ``choose(code)`` when one is picked."""

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
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.label, self.language)
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
        self.note.setText(translated(CONTEXT, NOTE))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
