"""Colours and marker shapes of the classes: the Okabe-Ito colour-blind-safe palette."""

from __future__ import annotations

from PySide6.QtGui import QColor

# Okabe & Ito (2008): distinguishable under the common colour-vision deficiencies.
CLASS_COLORS = ("#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
CLASS_SYMBOLS = ("o", "s", "t", "d", "h", "star", "p", "t1")


def class_color(position: int, alpha: int = 255) -> QColor:
    """The colour of the class at this position in the sorted class list."""
    color = QColor(CLASS_COLORS[position % len(CLASS_COLORS)])
    color.setAlpha(alpha)
    return color


def class_symbol(position: int) -> str:
    """The pyqtgraph marker of the class at this position."""
    return CLASS_SYMBOLS[position % len(CLASS_SYMBOLS)]
