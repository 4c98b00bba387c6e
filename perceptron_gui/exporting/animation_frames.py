"""One frame of an exported animation: the canvas at a step, with the trace row and the update formula under it.

The canvas picture is :func:`perceptron_gui.exporting.image_export.png_image` (the same as File > Export
Image: the canvas as drawn on screen, presentation mode's look included). The caption's words come from
the trace table's own model (the row, exactly as the table shows it) and from
:func:`core.teach.animation_text.formula_lines`; here they are only painted.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from perceptron_gui.views.trace_view import MISTAKE_BRUSH

TEXT_COLOUR = QColor("#111111")
TITLE_COLOUR = QColor("#555555")
FORMULA_COLOUR = QColor("#0B5394")  # the algorithm panel's colour for the numbers
RULE_COLOUR = QColor("#BBBBBB")


@dataclass(frozen=True)
class Caption:
    """What a frame says under the canvas: the trace row's cells (title, text), whether it was a mistake, and
    lines of text (the update formula with its numbers, or a note)."""

    cells: tuple[tuple[str, str], ...]
    mistake: bool
    lines: tuple[str, ...]


def band_height(caption: Caption, font: QFont, width: float, spare_lines: int = 0) -> int:
    """How tall the caption band must be to hold ``caption`` at this width (and ``spare_lines`` more lines)."""
    metrics = QFontMetricsF(font)
    table, text_rect, flags, text = _layout(caption, metrics, width)
    text_height = metrics.boundingRect(text_rect, flags, text).height() if text else 0.0
    return round(table + text_height + spare_lines * metrics.lineSpacing() + 2 * _pad(metrics))


def compose(canvas: QImage, caption: Caption, font: QFont, band: float, scale: float = 1.0) -> QImage:
    """The canvas picture with the caption painted in a white band below it, ``band`` layout pixels tall, drawn
    ``scale`` times larger (what does not fit is cut off: every frame of an animation has the same size)."""
    width = canvas.width() / scale
    metrics = QFontMetricsF(font)
    _, text_rect, flags, text = _layout(caption, metrics, width)
    image = QImage(canvas.width(), canvas.height() + round(band * scale), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.drawImage(0, 0, canvas)
        painter.translate(0, canvas.height())
        painter.scale(scale, scale)
        painter.setClipRect(QRectF(0, 0, width, band))
        painter.setPen(RULE_COLOUR)
        painter.drawLine(QPointF(0, 0), QPointF(width, 0))
        painter.setFont(font)
        for (title, value), box in _cell_boxes(caption.cells, metrics, width, _pad(metrics)):
            if caption.mistake:
                painter.fillRect(box, MISTAKE_BRUSH)
            half = QRectF(box.left(), box.top(), box.width(), box.height() / 2)
            painter.setPen(TITLE_COLOUR)
            painter.drawText(half, int(Qt.AlignmentFlag.AlignCenter), title)
            painter.setPen(TEXT_COLOUR)
            painter.drawText(half.translated(0, box.height() / 2), int(Qt.AlignmentFlag.AlignCenter), value)
        painter.setPen(FORMULA_COLOUR)
        painter.drawText(text_rect, flags, text)
    finally:
        painter.end()
    return image


def _pad(metrics: QFontMetricsF) -> float:
    return metrics.height() * 0.4


def _layout(caption: Caption, metrics: QFontMetricsF, width: float) -> tuple[float, QRectF, int, str]:
    """The height of the cells, and where and how the lines of text go below them."""
    pad = _pad(metrics)
    cells = _cell_boxes(caption.cells, metrics, width, pad)
    table = (max(box.bottom() for _, box in cells) + pad) if cells else 0.0
    text_rect = QRectF(pad, table + pad, width - 2 * pad, 10_000)
    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    return table, text_rect, flags, "\n".join(caption.lines)


def _cell_boxes(
    cells: tuple[tuple[str, str], ...], metrics: QFontMetricsF, width: float, pad: float
) -> list[tuple[tuple[str, str], QRectF]]:
    """Each cell's box: title above value, the cells in a row that wraps to another row where it is too wide."""
    height = 2 * metrics.height() + pad
    boxes = []
    x, y = pad, pad
    for title, value in cells:
        w = max(metrics.horizontalAdvance(title), metrics.horizontalAdvance(value)) + 1.5 * pad
        if x + w > width - pad and x > pad:
            x, y = pad, y + height + pad / 2
        boxes.append(((title, value), QRectF(x, y, w, height)))
        x += w + pad / 2
    return boxes


def rgb_array(image: QImage) -> np.ndarray:
    """The image's pixels as an (h, w, 3) uint8 RGB array (a copy)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, stride = rgb.height(), rgb.width(), rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=h * stride).reshape(h, stride)
    return data[:, : 3 * w].reshape(h, w, 3).copy()
