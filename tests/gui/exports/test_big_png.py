"""A PNG that File > Export Image's dialog allows is written (issue 41, item 3 of its list): 8000 px wide in the
canvas's aspect on a canvas taller than wide is over 256 MiB of pixels, Qt's image-reader limit, which the
read-back check met ("the PNG made is not readable")."""

from __future__ import annotations

import struct

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QSpinBox

from tests.gui.conftest import answer_file_dialog, answerer

QT_READER_LIMIT = 256 * 1024 * 1024  # bytes: Qt 6's default QImageReader allocation limit


def test_an_8000_px_png_of_a_tall_canvas_is_written(window, qtbot, tmp_path):
    window.resize(900, 1300)
    for dock in window.findChildren(type(window.quiz_dock)):
        if window.dockWidgetArea(dock).name.startswith("Right"):
            dock.hide()
    qtbot.waitUntil(lambda: window.canvas.getPlotItem().sceneBoundingRect().height() > 0)
    box = window.canvas.getPlotItem().sceneBoundingRect()
    assert box.height() > 1.05 * box.width(), (box.width(), box.height())  # a canvas taller than wide
    path = tmp_path / "big.png"

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.findChild(QSpinBox, "exportWidth") is None:
            return
        width = dialog.findChild(QSpinBox, "exportWidth")
        assert width.maximum() >= 8000
        width.setValue(8000)  # the aspect stays the canvas's
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    options, files = answerer(answer), answer_file_dialog(path)
    window.findChild(QAction, "actionExportImage").trigger()
    options.stop()
    files.stop()
    assert path.is_file(), window.statusBar().toolTip()
    header = path.read_bytes()[:24]
    width, height = struct.unpack(">II", header[16:24])  # the PNG's IHDR
    assert width == 8000 and 4 * width * height > QT_READER_LIMIT, (width, height)
    assert "Exported" in window.statusBar().toolTip()
