"""Closed windows are freed (issue 41, item 6 of its list): 20 windows opened and closed give their memory back
(within 10 MB) and none is alive by weak reference."""

from __future__ import annotations

import ctypes
import gc
import os
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

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
    ctypes.CDLL("libc.so.6").malloc_trim(0)  # what the allocator keeps for later is not held by a window


def open_and_close(qtbot) -> weakref.ref:
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.training.state() is not None)
    window.close()
    return weakref.ref(window)


@pytest.mark.no_qt_log  # pytest-qt would keep every Qt warning of the 20 windows: the test's memory, not theirs
def test_twenty_closed_windows_are_freed(qtbot):
    for _ in range(3):  # what the first windows load once (modules, fonts, numba's loops) is not a leak
        open_and_close(qtbot)
    settle(qtbot)
    before = resident_mb()
    refs = []
    for _ in range(WINDOWS):  # one after the other, the event loop running between (deleting the closed one)
        refs.append(open_and_close(qtbot))
        settle(qtbot)
    after = resident_mb()
    alive = sum(ref() is not None for ref in refs)
    print(f"{WINDOWS} windows opened and closed: {after - before:+.1f} MB resident, {alive} alive")
    assert alive == 0
    assert after - before < 10
