"""What each input of a fuzz test gave, said by the test and counted by ``scripts/fuzz_counts.py``.

A fuzz test calls :func:`outcome` once per attempt on a generated input (a file read, a model loaded, a
run trained): :data:`CLEAN_ERROR` when the input was refused with the documented error, :data:`ACCEPTED`
when it was taken.  Under Hypothesis the outcome is also an ``event`` (``--hypothesis-show-statistics``).
"""

from __future__ import annotations

from collections import Counter

from hypothesis import currently_in_test_context, event

CLEAN_ERROR = "clean error"
ACCEPTED = "accepted"

tally: Counter[str] = Counter()
"""Outcomes so far in this process (scripts/fuzz_counts.py reads and clears it)."""


def outcome(kind: str) -> None:
    """Record one attempt's outcome: :data:`CLEAN_ERROR` or :data:`ACCEPTED`."""
    tally[kind] += 1
    if currently_in_test_context():
        event(kind)
