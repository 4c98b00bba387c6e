"""Unexpected errors end in a dialog with the details, never in the terminal or a crash.

Dialogs are built on the GUI thread only: an exception raised on another thread travels to the GUI
thread as data (a queued signal) and is shown there.  Each kind of error dialog is reused while it is
open (a burst of errors shows the latest and counts the others) and deleted when it is closed.
"""

from __future__ import annotations

import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.top_levels import top_level_widgets

CONTEXT = "Errors"
LATEST_ONE = QT_TRANSLATE_NOOP("Errors", "({n} earlier error since this dialog opened; this is the latest.)")
WENT_WRONG = QT_TRANSLATE_NOOP(
    "Errors",
    "Something went wrong: {summary}\n\nYour points and settings are unchanged. Please report this with the details "
    "below.",
)
UNEXPECTED_TITLE = QT_TRANSLATE_NOOP("Errors", "Unexpected error")
LATEST = QT_TRANSLATE_NOOP("Errors", "({n} earlier errors since this dialog opened; this is the latest.)")

UNEXPECTED = "unexpectedErrorDialog"
ERROR = "errorDialog"


def _open_box(parent: QWidget | None, name: str, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    """The open dialog named ``name`` with this new text (counting the errors it replaced), or a new one.

    A new dialog deletes itself when closed, so closed dialogs cost no memory.
    """
    owner = parent.window() if parent is not None else None
    candidates = (
        owner.findChildren(QMessageBox, name)
        if owner is not None
        else [w for w in top_level_widgets() if isinstance(w, QMessageBox) and w.objectName() == name]
    )
    box = next((b for b in candidates if b.isVisible()), None)
    if box is None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
        box.setObjectName(name)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setProperty("replaced", 0)
        box.open()
        return box
    replaced = int(box.property("replaced") or 0) + 1
    box.setProperty("replaced", replaced)
    box.setWindowTitle(title)
    earlier = translated(CONTEXT, LATEST_ONE if replaced == 1 else LATEST)
    box.setText(f"{text}\n\n{earlier.format(n=replaced)}")
    return box


def show_unexpected_error(
    kind: type[BaseException], error: BaseException, tb: TracebackType | None, parent: QWidget | None = None
) -> QMessageBox:
    """Show an error dialog whose details hold the traceback; the document is left as it was (GUI thread only)."""
    details = "".join(traceback.format_exception(kind, error, tb))
    return _show_unexpected(f"{kind.__name__}: {error}", details, parent)


def _show_unexpected(summary: str, details: str, parent: QWidget | None) -> QMessageBox:
    text = translated(CONTEXT, WENT_WRONG).format(summary=summary)
    box = _open_box(parent, UNEXPECTED, QMessageBox.Icon.Critical, translated(CONTEXT, UNEXPECTED_TITLE), text)
    box.setDetailedText(details)
    return box


class _Relay(QObject):
    """Lives on the GUI thread and shows the errors other threads send it."""

    raised = Signal(str, str)  # summary, details (a traceback)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.raised.connect(self.show, Qt.ConnectionType.QueuedConnection)

    @Slot(str, str)
    def show(self, summary: str, details: str) -> None:
        _show_unexpected(summary, details, QApplication.activeWindow())


def install_excepthook() -> None:
    """Route uncaught exceptions (including those raised in Qt slots, on any thread) to an error dialog.

    On the GUI thread the dialog opens at once; on another thread the error is sent to the GUI thread
    as text and shown there (a widget built on another thread crashes Qt).
    """
    app = QApplication.instance()
    if app is None:
        return
    relay = _Relay(app)

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt) or QApplication.instance() is None:
            sys.__excepthook__(kind, error, tb)
            return
        if QThread.currentThread() is not app.thread():
            details = "".join(traceback.format_exception(kind, error, tb))
            relay.raised.emit(f"{kind.__name__}: {error}", details)
            return
        show_unexpected_error(kind, error, tb, QApplication.activeWindow())

    sys.excepthook = hook


def show_error(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """Say what went wrong in a (non-blocking) warning dialog (objectName ``errorDialog``, GUI thread only).

    While one is open, a new error replaces its text (and is counted) instead of opening another.
    """
    return _open_box(parent, ERROR, QMessageBox.Icon.Warning, title, text)
