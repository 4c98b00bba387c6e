"""The size of an exported picture or animation frame, and the rule that keeps its text readable on a slide.

The rule: an export laid out for a size has every text (the caption under an animation's frames, the
tick labels, the axis names, the labels on the canvas) with its capital letters and digits at least
:data:`CAP_SHARE_MIN` (2.5%) of the frame's height tall, whatever the width: a 720-pixel frame has
18-pixel capitals, a 360-pixel frame 9-pixel ones. The picture is laid out at a layout size whose text
is the screen's, :data:`CAP_SHARE` times the frame's height over the screen's capital height, then drawn
as vectors ``scale`` times larger: the same picture at every width of one aspect, never a screen grab
scaled. The presentation look draws text, lines and markers :data:`PRESENTATION_LOOK` times larger again.

"As on screen" (the canvas's own width and aspect) is the one export not laid out again: the canvas
exactly as it is drawn in the window.
"""

from __future__ import annotations

from dataclasses import dataclass

CAP_SHARE_MIN = 0.025
"""The rule: capital letters at least this share of the frame's height."""
CAP_SHARE = 0.027
"""What the layout aims at: a little over the rule, so that rounding a glyph to pixels never goes under it."""
PRESENTATION_LOOK = 1.5
"""Text, lines and markers in the presentation look, relative to the rule's size."""
ASPECTS: dict[str, tuple[int, int] | None] = {"16:9": (16, 9), "4:3": (4, 3), "square": (1, 1), "canvas": None}
PNG_WIDTHS = (200, 8000)  # pixels: the widths File > Export Image offers for a PNG
"""The frame's shape: width to height, or None for the canvas's own (for an animation: the whole frame's,
the caption under the canvas included)."""


@dataclass(frozen=True)
class SlideLayout:
    """A frame ``width`` x ``height`` pixels, drawn from a layout ``scale`` times smaller (see the module)."""

    width: int
    height: int
    scale: float

    @property
    def layout_size(self) -> tuple[float, float]:
        """The frame's size in layout pixels (where the text has the screen's size)."""
        return self.width / self.scale, self.height / self.scale


def frame_height(width: int, aspect: str, canvas_size: tuple[float, float]) -> int:
    """The height of a frame ``width`` pixels wide in ``aspect`` (one of :data:`ASPECTS`; "canvas" follows
    ``canvas_size``, the canvas's width and height on screen)."""
    if aspect not in ASPECTS:
        raise ValueError(f"The aspect must be one of {', '.join(ASPECTS)}, not {aspect!r}.")
    ratio = ASPECTS[aspect]
    w, h = ratio if ratio is not None else canvas_size
    return max(1, round(width * h / w))


def slide_layout(width: int, height: int, screen_cap_height: float) -> SlideLayout:
    """The layout of a ``width`` x ``height`` frame whose screen text has capitals ``screen_cap_height`` pixels
    tall: scaled so that they come out at :data:`CAP_SHARE` of the height."""
    if screen_cap_height <= 0:
        raise ValueError("The screen's text has no height.")
    return SlideLayout(width, height, CAP_SHARE * height / screen_cap_height)


def is_as_on_screen(width: int | None, aspect: str, canvas_width: float) -> bool:
    """Whether an export is the canvas as drawn (its own width, or none given, and its own aspect)."""
    return aspect == "canvas" and (width is None or int(width) == round(canvas_width))
