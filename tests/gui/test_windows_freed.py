"""Closed windows are freed (issue 41, item 6 of its list): 20 windows opened and closed give their memory back
(within 10 MB) and none is alive by weak reference; a window dropped without a close stops its threads."""

from __future__ import annotations

import gc
import os
import weakref

from PySide6.QtCore import QCoreApplication, QEvent, QThread

from perceptron_gui import MainWindow

WINDOWS = 20
PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def settle(qtbot) -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qtbot.wait(20)
        gc.collect()


def open_and_close(qtbot) -> weakref.ref:
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.training.state() is not None)
    window.close()
    return weakref.ref(window)


def test_twenty_closed_windows_are_freed(qtbot):
    for _ in range(2):  # what the first windows load once (modules, fonts, numba's loops) is not a leak
        open_and_close(qtbot)
    settle(qtbot)
    before = resident_mb()
    refs = [open_and_close(qtbot) for _ in range(WINDOWS)]
    settle(qtbot)
    after = resident_mb()
    alive = sum(ref() is not None for ref in refs)
    print(f"{WINDOWS} windows opened and closed: {after - before:+.1f} MB resident, {alive} alive")
    assert alive == 0
    assert after - before < 10


def running_threads() -> set[int]:
    main = QThread.currentThread()
    gc.collect()
    return {id(t) for t in gc.get_objects() if isinstance(t, QThread) and t is not main and t.isRunning()}


def shown_window(qtbot, before: set[int]) -> weakref.ref:
    """A window opened, trained on and left open; the caller keeps only a weak reference to it."""
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.training.state() is not None)
    assert running_threads() - before  # the window's threads run
    return weakref.ref(window)


def test_a_window_dropped_without_close_stops_its_threads(qtbot):
    before = running_threads()
    ref = shown_window(qtbot, before)
    settle(qtbot)
    qtbot.waitUntil(lambda: not (running_threads() - before), timeout=10_000)
    assert ref() is None
