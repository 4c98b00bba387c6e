"""A token bucket: how many messages one client may send (a few a second, with a small burst)."""

from __future__ import annotations


class RateLimiter:
    """Allows ``rate`` messages a second on average and ``burst`` at once; time is passed in (seconds)."""

    def __init__(self, rate: float = 4.0, burst: float = 8.0) -> None:
        self.rate = rate
        self.burst = burst
        self._tokens = burst
        self._last: float | None = None

    def allow(self, now: float) -> bool:
        """Whether a message arriving at ``now`` is allowed (and spends a token when it is)."""
        if self._last is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False
