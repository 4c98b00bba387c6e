"""``named(widget, "objectName")``: a widget or action with its objectName set, made in one expression.

PySide6 also accepts Qt properties as constructor keywords (``QLabel(objectName="x")``), but its type
stubs do not know them; a plain setter keeps the code checked by mypy.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

Q = TypeVar("Q", bound=QObject)


def named(obj: Q, name: str) -> Q:
    """``obj`` with ``setObjectName(name)`` done (the name tests and saved dock layouts find it by)."""
    obj.setObjectName(name)
    return obj
