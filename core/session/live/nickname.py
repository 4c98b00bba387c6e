"""Nicknames: optional, short, plain text; anything else is refused (and nothing changes)."""

from __future__ import annotations

import unicodedata

from core.session.live.messages import RefusalError

MAX_NICKNAME = 24
_MARKUP = set("<>&\"'`")


def check_nickname(raw: object) -> str:
    """The nickname to keep ('' for none), or :class:`RefusalError` saying what is wrong and what is allowed.

    Refused: more than 24 characters, markup characters (< > & " ' `), and control or format characters
    (bidirectional overrides such as U+202E, zero-width joiners, line breaks).
    """
    if raw is None:
        return ""
    if not isinstance(raw, str):
        raise RefusalError("A nickname must be text.")
    text = raw.strip()
    if len(text) > MAX_NICKNAME:
        raise RefusalError(f"A nickname has at most {MAX_NICKNAME} characters; this one has {len(text)}.")
    if any(c in _MARKUP for c in text):
        raise RefusalError("A nickname may not contain < > & \" ' or `: letters, digits, spaces and - _ . are fine.")
    if any(unicodedata.category(c) in {"Cc", "Cf", "Co", "Cs", "Zl", "Zp"} for c in text):
        raise RefusalError("A nickname may not contain control or direction characters.")
    return text
