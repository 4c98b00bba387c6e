"""One way to limit how often work runs: a :class:`Throttle` serves a burst of requests with one call.

``Throttle(ms, slot)``: the first request starts the interval, and ``slot`` runs once at its end however
many requests came in meanwhile (at most one call per interval, the last request always served; superqt's
``QSignalThrottler`` idea).  With ``debounce=True`` every request starts the interval again, so ``slot``
runs once the requests have stopped for ``ms`` (``QSignalDebouncer``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class Throttle(QObject):
    """Runs ``slot`` at most once per ``ms`` milliseconds for any number of :meth:`request` calls."""

    def __init__(self, ms: int, slot: Callable[[], object], parent: QObject, *, debounce: bool = False) -> None:
        super().__init__(parent)
        self._debounce = debounce
        # Set with setters: PySide6 6.12 mis-counts references of bool property keywords (a crash at exit).
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ms)
        self._timer.timeout.connect(slot)

    @property
    def pending(self) -> bool:
        """Whether a call is waiting."""
        return self._timer.isActive()

    def request(self, *_: object) -> None:
        """Ask for a call (signal arguments are ignored: ``slot`` reads the current state)."""
        if self._debounce or not self._timer.isActive():
            self._timer.start()

    def cancel(self) -> None:
        """Drop a waiting call."""
        self._timer.stop()
