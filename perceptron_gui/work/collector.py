"""Python's cyclic garbage collected on the GUI thread only.

Left to itself, Python's collector runs on whichever thread allocates when a generation passes its threshold:
the training thread, a Jobs thread, the live class's server thread.  A closed window's parts refer to each other
(slots over the window, helpers holding it), so they are freed by that collector; freed on another thread, their
Qt objects would be destroyed there, which Qt does not allow (a crash, seldom, under load).  So automatic
collection is turned off and a timer on the GUI thread collects whenever the counts pass the interpreter's own
thresholds (calibre's ``GarbageCollector``, calibre/gui2/__init__.py, does the same for the same reason).
A closed window asks for a full collection at the next tick: its parts are then freed at once.

Automatic collection stays off for the rest of the process, never back on: an automatic collection can start
inside Qt's own code (an allocation in a Python override called from ``~QObject``), and freeing a Qt object there
deadlocks on the mutex Qt holds (seen in a test process that had turned it back on between tests).
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 500  # each tick costs microseconds when nothing is due; a young collection a few milliseconds
NAME = "garbageCollector"


class Collector(QObject):
    """The GUI thread's collector (one per application, made by :func:`install`)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(NAME)
        self._thresholds = gc.get_threshold()
        self._full = False
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(INTERVAL_MS)
        gc.disable()

    def check(self) -> None:
        """Collect the oldest generation whose count has passed its threshold (all of them once asked)."""
        if self._full:
            self._full = False
            gc.collect()
            return
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self._thresholds[generation]:
                gc.collect(generation)
                return

    def collect_soon(self) -> None:
        """A full collection at the next tick (a window has been deleted: its parts are garbage now)."""
        self._full = True


def install() -> Collector:
    """The application's collector, made on first call (on the GUI thread, once a QApplication exists)."""
    app = QCoreApplication.instance()
    assert app is not None, "the collector belongs to an application: make the QApplication first"
    found = app.findChild(Collector, NAME)
    return found if isinstance(found, Collector) else Collector(app)


def installed() -> Collector | None:
    """The application's collector, if one is installed."""
    app = QCoreApplication.instance()
    found = app.findChild(Collector, NAME) if app is not None else None
    return found if isinstance(found, Collector) and shiboken6.isValid(found) else None
