"""The students' messages: JSON objects of a known shape, small; anything else is a :class:`RefusalError`."""

from __future__ import annotations

import json
from typing import Any

MAX_MESSAGE_BYTES = 1024
"""The largest message a student's page ever needs to send (the server closes on larger frames)."""


class RefusalError(ValueError):
    """A student's message that is refused: its text says what was wrong and what is allowed."""


def parse_message(raw: str | bytes) -> dict[str, Any]:
    """One message as a dict with a known ``t`` ("join" or "answer") and only known keys, or :class:`RefusalError`."""
    if isinstance(raw, bytes):
        raise RefusalError("Messages are JSON text, not binary.")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise RefusalError(f"A message has at most {MAX_MESSAGE_BYTES} bytes.")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        raise RefusalError("A message must be one JSON object.") from error
    if not isinstance(data, dict):
        raise RefusalError("A message must be one JSON object.")
    kind = data.get("t")
    allowed = _KEYS.get(kind) if isinstance(kind, str) else None
    if allowed is None:
        raise RefusalError('A message\'s "t" is "join" or "answer".')
    unknown = set(data) - allowed
    if unknown:
        raise RefusalError(f"Unknown field in a {kind} message: {sorted(unknown)[0][:20]!r}.")
    return data


_KEYS = {"join": {"t", "code", "id", "nick"}, "answer": {"t", "q", "vote", "a"}}


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")
