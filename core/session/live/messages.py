"""The students' messages: JSON objects of a known shape, small; anything else is a :class:`RefusalError`."""

from __future__ import annotations

import json
from typing import Any

from core.learn.words import QT_TRANSLATE_NOOP, SaidError, Sentence

MAX_MESSAGE_BYTES = 1024
"""The largest message a student's page ever needs to send (the server closes on larger frames)."""
ONE_OBJECT = QT_TRANSLATE_NOOP("LivePage", "A message must be one JSON object.")
JOIN_FIRST = QT_TRANSLATE_NOOP("LivePage", "Join first.")


class RefusalError(SaidError):
    """A student's message that is refused: its text says what was wrong and what is allowed, in the class's
    language when said (:func:`core.learn.words.said`).  ``template`` is marked in the context ``LivePage`` (the
    students' page), its ``{name}`` placeholders filled from ``values``."""

    def __init__(self, template: str, **values: object) -> None:
        super().__init__(Sentence("LivePage", template, values))


def parse_message(raw: str | bytes) -> dict[str, Any]:
    """One message as a dict with a known ``t`` ("join" or "answer") and only known keys, or :class:`RefusalError`."""
    if isinstance(raw, bytes):
        raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "Messages are JSON text, not binary."))
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "A message has at most {n} bytes."), n=MAX_MESSAGE_BYTES)
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        raise RefusalError(ONE_OBJECT) from error
    if not isinstance(data, dict):
        raise RefusalError(ONE_OBJECT)
    kind = data.get("t")
    allowed = _KEYS.get(kind) if isinstance(kind, str) else None
    if allowed is None:
        raise RefusalError(QT_TRANSLATE_NOOP("LivePage", 'A message\'s "t" is "join" or "answer".'))
    unknown = set(data) - allowed
    if unknown:
        raise RefusalError(
            QT_TRANSLATE_NOOP("LivePage", "Unknown field in a {kind} message: {field}."),
            kind=kind,
            field=repr(sorted(unknown)[0][:20]),
        )
    return data


_KEYS = {"join": {"t", "code", "id", "nick"}, "answer": {"t", "q", "vote", "a"}}


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")
