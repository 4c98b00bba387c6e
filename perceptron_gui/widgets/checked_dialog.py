"""Dialogs whose fields make a plan that core checks: what is wrong shows as typed, OK only with good values."""

from __future__ import annotations

from typing import Generic, TypeVar

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from perceptron_gui.widgets.naming import named

P = TypeVar("P")
PROBLEM_COLOUR = "#B00020"


def problem_label(name: str) -> QLabel:
    """The label (objectName ``name``) that says, in red and wrapped, what is wrong with the values typed."""
    label = named(QLabel(), name)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {PROBLEM_COLOUR}")
    return label


def file_row(path: QLineEdit, browse: QPushButton) -> QHBoxLayout:
    """A file field stretched beside its Browse button."""
    row = QHBoxLayout()
    row.addWidget(path, 1)
    row.addWidget(browse)
    return row


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel buttons wired to ``dialog``'s accept and reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class CheckedDialog(QDialog, Generic[P]):
    """A dialog whose fields :meth:`read` into a plan (ValueError saying what is wrong); :attr:`plan` is set when
    accepted. Call :meth:`_check` whenever a field changes; subclasses show the plan or the problem in
    :meth:`_show`. OK keeps the dialog open, with everything typed, until the values are good."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan: P | None = None

    def read(self) -> P:
        """The plan the fields describe; ValueError saying what is wrong."""
        raise NotImplementedError

    def _show(self, plan: P | None, problem: str) -> None:
        raise NotImplementedError

    def accept(self) -> None:
        """OK: only with good values (else the problem is shown and nothing typed is lost)."""
        try:
            self.plan = self.read()
        except ValueError as error:
            self._show(None, str(error))
            return
        super().accept()

    def _check(self) -> None:
        try:
            plan = self.read()
        except ValueError as error:
            self._show(None, str(error))
        else:
            self._show(plan, "")
