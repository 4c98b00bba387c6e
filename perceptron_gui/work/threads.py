"""Every QThread of the app, kept until it has stopped: none is ever destroyed while it runs.

Qt aborts the process ("QThread: Destroyed while thread ... is still running") when a running thread's
object is deleted: when the window holding it was deleted without a close, when the window's constructor
raised, or when the interpreter ended with a window still open.  So every thread starts through
:func:`start`, which keeps it here until it has finished, and :func:`stop` asks it to end and waits for
it.  At exit :func:`stop_all` ends whatever still runs; a thread stuck in a long native
call (seconds) is not waited for: the process then ends at once, everything the user wanted saved having
been saved before (Quit asks about unsaved changes first).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading
import time

import shiboken6
from PySide6.QtCore import Qt, QThread

MAX_NICE = 19  # the lowest priority Linux has
BACKGROUND_NICE = 10  # the app's threads' niceness above the GUI thread's (Linux): the window gets a CPU first
STOP_WAIT_MS = 800  # at exit: a thread's slices are milliseconds; Quit must end the app within a second

_RUNNING: set[QThread] = set()


def start(thread: QThread) -> None:
    """Start ``thread`` at a lower priority than the GUI thread's, keeping its object alive until it has finished.

    On two cores the GUI thread, a Run's training thread and anything else the machine runs compete for a CPU:
    the window's frames must not wait for a slice of training.
    """
    _forget_finished()
    _RUNNING.add(thread)  # no slot on its own signal refers to it: that would keep it and its window alive
    thread.started.connect(_lower_priority, Qt.ConnectionType.DirectConnection)  # runs on the new thread
    thread.start(QThread.Priority.LowPriority)  # Windows and macOS; Linux ignores it (the nice below does it)


def _lower_priority() -> None:
    if sys.platform == "linux":  # a thread's nice value is its own on Linux (it starts with its creator's)
        thread = threading.get_native_id()
        nice = min(MAX_NICE, os.getpriority(os.PRIO_PROCESS, thread) + BACKGROUND_NICE)
        with contextlib.suppress(OSError):  # a sandbox may refuse: the thread then runs as the GUI thread does
            os.setpriority(os.PRIO_PROCESS, thread, nice)


def stop(thread: QThread, wait_ms: int | None = None) -> bool:
    """Ask ``thread`` to end (interruption, then its event loop quits) and wait for it, or at most ``wait_ms``.

    A window waits for its threads to end (a cancelled export removes its temporary file first): their work
    comes in slices of milliseconds, and the compiler, the one long job, runs in a process of its own.
    """
    if not shiboken6.isValid(thread):  # already deleted (it had finished)
        return True
    thread.requestInterruption()
    thread.quit()
    return thread.wait() if wait_ms is None else thread.wait(wait_ms)


def _forget_finished() -> None:
    """Let go of the threads that have finished (or been deleted)."""
    _RUNNING.difference_update([t for t in list(_RUNNING) if not shiboken6.isValid(t) or t.isFinished()])


def running() -> list[QThread]:
    """The app's threads that have not finished yet."""
    _forget_finished()
    return [thread for thread in list(_RUNNING) if shiboken6.isValid(thread) and thread.isRunning()]


def stop_all(wait_ms: int = STOP_WAIT_MS) -> None:
    """End every thread of the app, within ``wait_ms`` in all; if one will not, end the process now.

    Called at exit, before the interpreter destroys the objects of the threads.
    """
    deadline = time.monotonic() + wait_ms / 1000
    for thread in running():
        stop(thread, max(1, int((deadline - time.monotonic()) * 1000)))
    if running():  # a native call that will not return soon: never destroy its thread while it runs
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)


atexit.register(stop_all)
