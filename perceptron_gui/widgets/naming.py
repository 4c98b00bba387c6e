"""``named(widget, "objectName")``: a widget or action with its objectName set, made in one expression;
``tool_button(name, text, tip)``: a named tool button with its text and tool tip.

PySide6 also accepts Qt properties as constructor keywords (``QLabel(objectName="x")``), but its type
stubs do not know them; a plain setter keeps the code checked by mypy.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QToolButton

Q = TypeVar("Q", bound=QObject)


def named(obj: Q, name: str) -> Q:
    """``obj`` with ``setObjectName(name)`` done (the name tests and saved dock layouts find it by)."""
    obj.setObjectName(name)
    return obj


def tool_button(name: str, text: str, tip: str) -> QToolButton:
    """A :class:`QToolButton` named ``name`` that shows ``text`` and says ``tip`` when hovered."""
    button = named(QToolButton(), name)
    button.setText(text)
    button.setToolTip(tip)
    return button
