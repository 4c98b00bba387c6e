"""Numbers as the notes write them, with the decimal mark the reader asked for.

The notes write 0.5 and a vector as (0.5, -1).  A reader who writes decimals with a comma (the window's
Preferences) reads 0,5 and (0,5; -1): the semicolon keeps a vector's entries apart, as the comma does
with decimal points.  The choice is the process's, as NumPy's print options are, and is set by the window
from its preferences (:func:`set_decimal_comma`); every reader of numbers in the window writes through
this module.  What is written to files (CSV, JSON, a lesson page whose script computes with points, a
worksheet's LaTeX) keeps the decimal point whatever the choice: those writers pass ``comma=False``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np

MINUS_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-"})  # the minus sign and the en dash
_state = {"comma": False}


def set_decimal_comma(on: bool) -> None:
    """Write decimals with a comma (True: 0,5 and (0,5; -1)) or a point (False, the notes' own notation)."""
    _state["comma"] = bool(on)


def decimal_comma() -> bool:
    """Whether decimals are written with a comma (see :func:`set_decimal_comma`)."""
    return _state["comma"]


def _comma(comma: bool | None) -> bool:
    return _state["comma"] if comma is None else comma


def marked(text: str, comma: bool | None = None) -> str:
    """``text``, one number written with a decimal point (``f"{v:.3g}"``, ``f"{v:,.1f}"``), with the reader's
    decimal mark (and, with a comma, its thousands grouped by narrow spaces)."""
    return text.replace(",", "\u202f").replace(".", ",") if _comma(comma) else text


def short(v: float, digits: int = 3, comma: bool | None = None) -> str:
    """``v`` to ``digits`` significant digits (``f"{v:.3g}"``) with the reader's decimal mark."""
    return marked(f"{float(v):.{digits}g}", comma)


def plain(v: float, digits: int = 4, comma: bool | None = None) -> str:
    """``v`` as the readouts write it: up to ``digits`` significant digits, a real minus sign, never minus zero."""
    text = f"{float(v):.{digits}g}"
    return "0" if text in ("-0", "0") else marked(text, comma).replace("-", "−")


def grouped(n: int, comma: bool | None = None) -> str:
    """A count with its thousands grouped: 1,000,000 (1 000 000, with narrow spaces, where decimals are written
    with a comma: a comma there would read as a decimal)."""
    return marked(f"{int(n):,}", comma)


def separator(comma: bool | None = None) -> str:
    """What stands between the numbers of a vector: ", " (or "; " when decimals are written with a comma)."""
    return "; " if _comma(comma) else ", "


def joined(texts: Iterable[str], comma: bool | None = None) -> str:
    """Numbers already written (by :func:`number_text` or :func:`marked`) in a row, with :func:`separator`."""
    return separator(comma).join(texts)


def number_text(v: float, comma: bool | None = None) -> str:
    """A number as the notes write it: integers without a decimal point, others to 4 significant digits."""
    v = float(v)
    if v == int(v) and abs(v) < 1e9:
        return str(int(v)).replace("-", "−")
    return marked(f"{v:.4g}", comma).replace("-", "−")


def vector_text(v: np.ndarray, comma: bool | None = None) -> str:
    """A vector as the notes write it, in brackets, each number as :func:`number_text` writes it; the one
    weight of a number line alone, without brackets."""
    values = np.ravel(v)
    if len(values) == 1:
        return number_text(values[0], comma)
    return "(" + joined((number_text(x, comma) for x in values), comma) + ")"


def typed(text: str) -> str:
    """What a person typed into a number field, with a decimal comma read as a point where decimals are written
    with a comma (a comma is a mistake otherwise, and left for the reader of the text to refuse)."""
    return text.replace(",", ".") if decimal_comma() else text


def parse_number(text: str, what: str) -> float:
    """A typed number (a typographic minus is fine, and a decimal comma when decimals are written with one);
    ValueError saying what is allowed."""
    comma = decimal_comma()
    example = "2, −1 or 0,5" if comma else "2, −1 or 0.5"
    cleaned = text.strip().translate(MINUS_SIGNS).replace(" ", "")
    if not cleaned:
        raise ValueError(f"{what} is empty: type a number such as {example}.")
    if comma:
        cleaned = cleaned.replace(",", ".")
    try:
        value = float(cleaned)
    except ValueError:
        hint = "" if comma or "," not in cleaned else " (decimals with a point here: Preferences can turn commas on)"
        raise ValueError(f"{what}: “{text.strip()}” is not a number{hint}: type a number such as {example}.") from None
    if not math.isfinite(value):
        raise ValueError(f"{what}: “{text.strip()}” is not a finite number: type a number such as {example}.")
    return value
