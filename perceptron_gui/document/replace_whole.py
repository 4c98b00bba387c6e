"""A document is replaced whole or not at all (issue 41): what tells a failed replacement from a done one.

Qt calls every slot of a signal even when one raises: PySide6 hands the exception to ``sys.excepthook`` (the
app's "Unexpected error" dialog) and goes on, so an open whose canvas failed went on to half-replace the
document. :func:`slot_failures` collects those exceptions instead, for the one block that replaces the
document, which then puts the old document back and raises :class:`NotReplacedError`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


class NotReplacedError(RuntimeError):
    """A new document could not be shown whole: the old one is back, and ``cause`` says what failed."""

    def __init__(self, cause: BaseException) -> None:
        self.cause = cause
        super().__init__(reason(cause))


def reason(error: BaseException) -> str:
    """An exception as a person reads it: its text, with its type's name when that is all it has, or for an
    error that no reader documents."""
    text = str(error)
    if isinstance(error, (ValueError, OSError)) and text:
        return text
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


@contextmanager
def slot_failures() -> Iterator[list[BaseException]]:
    """Collect the exceptions raised in the block, by a slot of a signal it emits or by the block itself (which
    then ends there), into the list yielded; none reaches the excepthook."""
    caught: list[BaseException] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, error, tb: caught.append(error)
    try:
        yield caught
    except Exception as error:
        caught.append(error)
    finally:
        sys.excepthook = previous
