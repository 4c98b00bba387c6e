"""One way to limit how often work runs: a :class:`Throttle` serves a burst of requests with one call.

``Throttle(ms, slot)``: the first request starts the interval, and ``slot`` runs once at its end however
many requests came in meanwhile (at most one call per interval, the last request always served; superqt's
``QSignalThrottler`` idea).  With ``leading=True`` a request after a quiet interval is served at once and
only the requests that follow wait (frames drawn without an added delay).  With ``debounce=True`` every
request starts the interval again, so ``slot`` runs once the requests have stopped for ``ms``
(``QSignalDebouncer``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class Throttle(QObject):
    """Runs ``slot`` at most once per ``ms`` milliseconds for any number of :meth:`request` calls."""

    def __init__(
        self,
        ms: int,
        slot: Callable[[], object],
        parent: QObject,
        *,
        debounce: bool = False,
        leading: bool = False,
    ) -> None:
        super().__init__(parent)
        self._ms = ms
        self._slot = slot
        self._debounce = debounce
        self._leading = leading
        self._last = -float("inf")  # when slot last returned (seconds, monotonic)
        self._firing = False
        # Set with setters: PySide6 6.12 mis-counts references of bool property keywords (a crash at exit).
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ms)
        self._timer.timeout.connect(self._fire)

    @property
    def pending(self) -> bool:
        """Whether a call is waiting."""
        return self._timer.isActive()

    def request(self, *_: object) -> None:
        """Ask for a call (signal arguments are ignored: ``slot`` reads the current state)."""
        if self._debounce:
            self._timer.start()
            return
        if self._timer.isActive():
            return
        if not self._leading or self._firing:  # a request from inside the slot waits a whole interval
            self._timer.start(self._ms)
            return
        wait_ms = self._ms - 1000 * (time.monotonic() - self._last)
        if wait_ms <= 0:
            self._fire()
        else:
            self._timer.start(int(wait_ms))

    def cancel(self) -> None:
        """Drop a waiting call."""
        self._timer.stop()

    def _fire(self) -> None:
        self._firing = True
        try:
            self._slot()
        finally:
            self._firing = False
            self._last = time.monotonic()
