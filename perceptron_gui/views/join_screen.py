"""The live class's join screen (``liveJoinScreen``): the join address and its QR code as large as the screen
allows, for the projector at the start of a class, with the count of students joined.

A window of its own, shown maximised (drag it to the projector, or it opens there when that is the window's
screen); Esc or the dock's *Join Screen* closes it.  The QR code is drawn at the largest whole number of pixels per
module that fits, so its squares stay sharp for a phone's camera at the back of the room.
"""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.naming import named

ADDRESS_SCALE = 6.0  # the address's largest size, times the window's text (smaller when it would not fit)
COUNT_SCALE = 3.0


def qr_pixmap(url: str, scale: int = 8) -> QPixmap:
    """The join address as a QR code (segno), black on white with the standard quiet zone."""
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=scale, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def qr_modules(url: str) -> int:
    """The QR code's width in modules, its quiet zone included."""
    return int(segno.make(url, error="m").symbol_size(border=4)[0])


TITLE = QT_TRANSLATE_NOOP("LiveClass", "Join the live class")
PROMPT = QT_TRANSLATE_NOOP("LiveClass", "Open this address on your phone, or scan the code:")
JOINED = QT_TRANSLATE_NOOP("LiveClass", "{joined} joined")


class JoinScreen(QWidget):
    """The address in one line, its QR code filling the rest of the height, and "n joined" below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("liveJoinScreen")
        self.setWindowTitle(translated("LiveClass", TITLE))
        self.setAutoFillBackground(True)
        self.url = ""
        self.prompt = QLabel(translated("LiveClass", PROMPT))
        self.address = named(QLabel(), "liveJoinAddress")
        self.qr = named(QLabel(), "liveJoinQr")
        self.count = named(QLabel(), "liveJoinCount")
        for label in (self.prompt, self.address, self.count):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        prompt_font = QFont(self.font())
        prompt_font.setPointSizeF(prompt_font.pointSizeF() * 2)
        self.prompt.setFont(prompt_font)
        count_font = QFont(self.font())
        count_font.setPointSizeF(count_font.pointSizeF() * COUNT_SCALE)
        self.count.setFont(count_font)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.qr.setStyleSheet("background: white")
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.address)
        layout.addWidget(self.qr, 1)
        layout.addWidget(self.count)
        self.set_count(0)

    def set_address(self, url: str) -> None:
        """Show ``url`` (the join address) and its code."""
        self.url = url
        self.address.setText(url)
        self._fit()

    def set_count(self, joined: int) -> None:
        """How many students have joined."""
        self.count.setText(translated("LiveClass", JOINED).format(joined=joined))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The address at the largest size that keeps it on one line; the code at the largest whole scale."""
        if not self.url:
            return
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        font = QFont(self.font())
        font.setBold(True)
        size = self.font().pointSizeF() * ADDRESS_SCALE
        font.setPointSizeF(size)
        advance = QFontMetricsF(font).horizontalAdvance(self.url)
        if advance > 0.97 * width:
            font.setPointSizeF(max(1.0, size * 0.97 * width / advance))
        self.address.setFont(font)
        spacing = self._layout.spacing()
        taken = sum(label.sizeHint().height() + spacing for label in (self.prompt, self.address, self.count))
        room = min(width, self.height() - margins.top() - margins.bottom() - taken)
        scale = max(1, room // qr_modules(self.url))
        self.qr.setPixmap(qr_pixmap(self.url, scale))
