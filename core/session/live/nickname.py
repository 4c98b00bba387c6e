"""Nicknames: optional, short, plain text; anything else is refused (and nothing changes)."""

from __future__ import annotations

import unicodedata

from core.learn.words import QT_TRANSLATE_NOOP
from core.session.live.messages import RefusalError

MAX_NICKNAME = 24
MARKUP = "<>&\"'`"
"""The characters a nickname may not hold (its page writes it as text anyway)."""


def check_nickname(raw: object) -> str:
    """The nickname to keep ('' for none), or :class:`RefusalError` saying what is wrong and what is allowed.

    Refused: more than 24 characters, markup characters (< > & " ' `), and control or format characters
    (bidirectional overrides such as U+202E, zero-width joiners, line breaks).
    """
    if raw is None:
        return ""
    if not isinstance(raw, str):
        raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "A nickname must be text."))
    text = raw.strip()
    if len(text) > MAX_NICKNAME:
        raise RefusalError(
            QT_TRANSLATE_NOOP("LivePage", "A nickname has at most {most} characters; this one has {n}."),
            most=MAX_NICKNAME,
            n=len(text),
        )
    if any(c in MARKUP for c in text):
        raise RefusalError(
            QT_TRANSLATE_NOOP(
                "LivePage", "A nickname may not contain {marks}: letters, digits, spaces and - _ . are fine."
            ),
            marks=" ".join(MARKUP),
        )
    if any(unicodedata.category(c) in {"Cc", "Cf", "Co", "Cs", "Zl", "Zp"} for c in text):
        raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "A nickname may not contain control or direction characters."))
    return text
