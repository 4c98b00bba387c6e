"""Unexpected errors end in a dialog with the details, never in the terminal or a crash."""

from __future__ import annotations

import sys
import traceback
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget


def show_unexpected_error(
    kind: type[BaseException], error: BaseException, tb: TracebackType | None, parent: QWidget | None = None
) -> QMessageBox:
    """Show an error dialog whose details hold the traceback; the document is left as it was."""
    box = QMessageBox(parent)
    box.setObjectName("unexpectedErrorDialog")
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle("Unexpected error")
    box.setText(
        f"Something went wrong: {kind.__name__}: {error}\n\n"
        "Your points and settings are unchanged. Please report this with the details below."
    )
    box.setDetailedText("".join(traceback.format_exception(kind, error, tb)))
    box.open()
    return box


def install_excepthook() -> None:
    """Route uncaught exceptions (including those raised in Qt slots) to :func:`show_unexpected_error`."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt) or QApplication.instance() is None:
            sys.__excepthook__(kind, error, tb)
            return
        show_unexpected_error(kind, error, tb, QApplication.activeWindow())

    sys.excepthook = hook


def show_error(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """Say what went wrong in a (non-blocking) warning dialog (objectName ``errorDialog``)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("errorDialog")
    box.open()
    return box
