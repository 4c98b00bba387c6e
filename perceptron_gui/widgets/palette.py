"""Colours and marker shapes of the classes: the Okabe-Ito colour-blind-safe palette, or a high-contrast one.

Each class has its own marker shape as well as its colour, so that no class is told by colour alone.  Both
palettes keep every pair of classes apart under simulated protanopia, deuteranopia and tritanopia
(tests/gui/access/test_colour_vision.py states the threshold); the high-contrast one has every colour at least 3:1
against the white canvas (WCAG 2.2's contrast for graphics).  Presentation mode draws with the palette chosen.
Text in a class's colour uses :func:`class_text_color`, dark enough for 4.5:1 on its light backgrounds.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# Okabe & Ito (2008): distinguishable under the common colour-vision deficiencies.
CLASS_COLORS = ("#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
# Chosen from Paul Tol's and Okabe-Ito's colours with >= 3:1 on white, for the largest least difference under
# the three dichromacies (14.8 ΔE' in CAM02-UCS); the first two, a two-class document's, lie 46 apart.
HIGH_CONTRAST_COLORS = ("#999933", "#332288", "#882255", "#009E73", "#AA4499", "#117733", "#CC79A7", "#000000")
PALETTES = {"normal": CLASS_COLORS, "high contrast": HIGH_CONTRAST_COLORS}
CLASS_SYMBOLS = ("o", "s", "t", "d", "h", "star", "p", "t1")
TEXT_CONTRAST = 4.5  # WCAG 2.2 AA for text
TEXT_GROUND = QColor("#F5F5F5")  # the darkest background a class-coloured text is measured against
_active = ["normal"]  # the palette drawn with (the high-contrast preference sets it: set_palette)


def set_palette(name: str) -> None:
    """Draw the classes in the palette ``name`` ("normal" or "high contrast") from now on."""
    if name not in PALETTES:
        raise ValueError(f"No palette {name!r}: one of {', '.join(PALETTES)}.")
    _active[0] = name


def palette_name() -> str:
    """The palette drawn with now."""
    return _active[0]


def class_color(position: int, alpha: int = 255) -> QColor:
    """The colour of the class at this position in the sorted class list."""
    colours = PALETTES[_active[0]]
    color = QColor(colours[position % len(colours)])
    color.setAlpha(alpha)
    return color


def class_symbol(position: int) -> str:
    """The pyqtgraph marker of the class at this position."""
    return CLASS_SYMBOLS[position % len(CLASS_SYMBOLS)]


def luminance(color: QColor) -> float:
    """WCAG's relative luminance of a colour."""

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable_text(color: QColor) -> QColor:
    """``color`` darkened (same hue) until text in it reads at 4.5:1 on white and on the faintly tinted label
    backgrounds over class regions (:data:`TEXT_GROUND`, a little darker than any of them)."""
    color = QColor(color)
    while contrast(color, TEXT_GROUND) < TEXT_CONTRAST:
        color = color.darker(110)
    return color


def class_text_color(position: int) -> QColor:
    """The class's colour for text (:func:`readable_text`)."""
    return readable_text(class_color(position))
