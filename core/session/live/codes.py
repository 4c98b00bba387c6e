"""Random join codes and student ids (the ``secrets`` module: nobody can guess the next one)."""

from __future__ import annotations

import secrets

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters and digits that cannot be misread from the back of a room (no 0/O, 1/I)."""

CODE_LENGTH = 6


def new_join_code() -> str:
    """A fresh six-character join code such as ``K7QX2M`` (32^6, about a billion codes)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_student_id() -> str:
    """A fresh secret id for one student's browser: it keeps their answers across reconnects."""
    return secrets.token_urlsafe(16)


def is_student_id(text: object) -> bool:
    """Whether text has the shape of an id :func:`new_student_id` gives (22 URL-safe characters)."""
    return isinstance(text, str) and len(text) == 22 and all(c.isascii() and (c.isalnum() or c in "-_") for c in text)
