"""Signals from the terminal and the session (issue 41): Ctrl+C (SIGINT) quits as File > Quit does, the
unsaved-changes question included; SIGTERM (a logout, a shutdown) asks nothing and loses nothing: unsaved work
goes to the recovery file (:mod:`perceptron_gui.document.recovery`), the preferences are written, and the app exits
with the conventional status 128 + 15.

Python runs a signal handler only when the interpreter next gets control; Qt's event loop sleeps in C++. A
socket pair given to :func:`signal.set_wakeup_fd` wakes the loop (a QSocketNotifier), which lets the handler run.
"""

from __future__ import annotations

import signal
import socket
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer

if TYPE_CHECKING:
    from perceptron_gui.main_window import MainWindow

TERMINATED = 128 + signal.SIGTERM
"""The exit status after SIGTERM, as a shell reports a process ended by it."""


def install(app: QCoreApplication, window: MainWindow) -> None:
    """Handle SIGINT and SIGTERM for ``window`` while ``app`` runs."""
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda *_: reader.recv(64))  # back in Python: the handler runs
    app._signal_sockets = (reader, writer, notifier)  # type: ignore[attr-defined]  # kept while the app runs
    signal.signal(signal.SIGINT, lambda *_: QTimer.singleShot(0, lambda: quit_window(window)))
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, lambda: end(app, window)))


def quit_window(window: MainWindow) -> None:
    """SIGINT: close the window as Quit does (a closed window is already deleted: nothing more to do)."""
    if shiboken6.isValid(window):
        window.close()


def end(app: QCoreApplication, window: MainWindow) -> None:
    """SIGTERM: keep the unsaved work in the recovery file, close without a question, exit 128 + 15."""
    if shiboken6.isValid(window):  # (a closed window is deleted: its work was saved or discarded)
        window.recovery.write_now()
        window.ending = True
        window.close()
    app.exit(TERMINATED)
