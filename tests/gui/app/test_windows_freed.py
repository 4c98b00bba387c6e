"""A window that closes is freed (issue 41, item 6): 20 windows opened, stepped and closed give their memory back
(within 10 MB of what the process held after its first window) and none is alive by weak reference; a window
dropped without a close stops its threads once it is garbage.

Nothing here collects the closed windows' garbage: the app's own collector does, on the GUI thread, while the
event loop runs (as a person's does between windows).
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import os
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QThread
from pytestqt.exceptions import TimeoutError as WaitTimeout

from perceptron_gui import MainWindow
from tests.gui.person import Person

WINDOWS = 20
PAGE = os.sysconf("SC_PAGE_SIZE")
FREED_MS = 20_000  # a bound on a hang only: the freeing follows the close at the collector's next tick


def resident_mb() -> float:
    # What the allocator keeps for later use is given back first: it is held by no window.
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def used_window(qtbot) -> MainWindow:
    """A window opened as the app opens one, shown, and stepped three times with its toolbar's Step button."""
    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.training.state() is not None)
    person = Person(window, qtbot)
    for _ in range(3):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 3)
    return window


def open_use_close(qtbot) -> weakref.ref:
    window = used_window(qtbot)
    window.close()  # nothing unsaved: no question
    return weakref.ref(window)


def wait_freed(qtbot, refs: list[weakref.ref]) -> None:
    """Run the event loop (no collection of our own) until every window is gone, or the bound is reached."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    with contextlib.suppress(WaitTimeout):  # the assertion after says how many are left
        qtbot.waitUntil(lambda: all(ref() is None for ref in refs), timeout=FREED_MS)


@pytest.mark.no_qt_log  # pytest-qt would keep every Qt warning of the 20 windows: the test's memory, not theirs
def test_twenty_closed_windows_are_freed(qtbot):
    first = open_use_close(qtbot)
    wait_freed(qtbot, [first])
    before = resident_mb()
    refs = []
    for _ in range(WINDOWS):  # one after the other, as a person opens and closes them
        refs.append(open_use_close(qtbot))
        qtbot.wait(50)
    wait_freed(qtbot, refs)
    after = resident_mb()
    alive = sum(ref() is not None for ref in refs)
    print(
        f"{WINDOWS} windows opened, stepped and closed: {after - before:+.1f} MB resident "
        f"({(after - before) / WINDOWS:+.2f} MB a window), {alive} alive; first window freed: {first() is None}"
    )
    assert alive == 0
    assert after - before < 10


def running_threads() -> set[int]:
    main = QThread.currentThread()
    return {
        id(t)
        for t in gc.get_objects()
        if type(t) not in weakref.ProxyTypes and isinstance(t, QThread) and t is not main and t.isRunning()
    }


def dropped_window(qtbot, before: set[int]) -> weakref.ref:
    """A window opened, stepped and left open; the caller keeps only a weak reference to it."""
    window = used_window(qtbot)
    assert running_threads() - before  # the window's own threads run
    return weakref.ref(window)


def test_a_window_dropped_without_close_stops_its_threads(qtbot):
    gc.collect()
    before = running_threads()
    ref = dropped_window(qtbot, before)
    gc.collect()  # it is garbage: the next collection frees it (here on the GUI thread, as the app's collector does)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(100)
    assert ref() is None, "the dropped window is still alive"
    assert not (running_threads() - before), "the dropped window's threads still run"
