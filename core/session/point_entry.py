"""Typed point values (the points table): a coordinate or a label read from what a person typed.

Bad text raises ValueError with a message that says what was wrong and what is allowed; the caller
keeps the old value.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from core.session.classes import label_text
from core.teach.numbers import decimal_comma

MINUS_SIGNS = str.maketrans({"−": "-", "–": "-", "﹣": "-", "－": "-"})  # a minus pasted from the app or a slide


def parse_coordinate(text: str, name: str = "x") -> float:
    """The number typed for coordinate ``name``: a finite decimal such as 1.5, -2 or 3e-2 (1,5 where decimals are
    written with a comma, :mod:`core.teach.numbers`)."""
    cleaned = str(text).strip().translate(MINUS_SIGNS)
    if decimal_comma():
        cleaned = cleaned.replace(",", ".")
    try:
        value = float(cleaned)
    except ValueError:
        value = math.nan
        typed = f"{text!r} is not a number"
    else:
        typed = f"{text!r} is not a finite number"
    if not math.isfinite(value):
        example = "1,5, -2 or 3e-2" if decimal_comma() else "1.5, -2 or 3e-2"
        raise ValueError(f"{name}: {typed}. Type a finite number such as {example}; the old value is kept.")
    return value + 0.0  # -0.0 reads as 0


def parse_label(text: str, labels: tuple[int, ...], names: Mapping[int, str] | None = None) -> int:
    """The label typed for a point: one of the document's classes ``labels`` (its alphabet), by name or number.

    A signed alphabet (-1, +1, 2, ...) reads "+1", "1" and "-1"; label names (cat, dog) are matched
    without regard to case.
    """
    signed = bool(labels) and labels[0] == -1
    typed = str(text).strip().translate(MINUS_SIGNS)
    for label in labels:
        shown = label_text(label, signed, names)
        if typed.casefold() in (shown.casefold(), str(label)) or (typed.lstrip("+") == str(label) and label >= 0):
            return label
    allowed = ", ".join(label_text(label, signed, names) for label in labels)
    raise ValueError(f"label: {text!r} is not a class of this document. Type one of {allowed}; the old label is kept.")
