"""File > Export Image remembers the width and aspect last used (issue 40, item 6): a lecturer exporting one slide
after another types 1280 once, not at every export, nor again after restarting the app."""

import struct

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QSpinBox

from tests.gui.conftest import answer_file_dialog, answerer, close_discarding
from tests.gui.person import Person


def png_size(path) -> tuple[int, int]:
    return struct.unpack(">II", path.read_bytes()[16:24])  # the PNG's IHDR


def export_with(window, qtbot, path, typed_width: str | None, aspect: str | None) -> tuple[int, str]:
    """File > Export Image to ``path``; in its options dialog type ``typed_width`` into the width (None: leave it)
    and pick ``aspect``; returns the width and aspect the dialog offered when it opened."""
    offered: list[tuple[int, str]] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.findChild(QSpinBox, "exportWidth") is None or offered:
            return
        width, aspects = dialog.findChild(QSpinBox, "exportWidth"), dialog.findChild(QComboBox, "exportAspect")
        offered.append((width.value(), aspects.currentText()))
        if typed_width is not None:
            width.setFocus()
            QTest.keyClick(width, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(width, typed_width)
        if aspect is not None:
            aspects.setCurrentIndex(aspects.findText(aspect))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    options, files = answerer(answer), answer_file_dialog(path)
    Person(window, qtbot).choose("File", "actionExportImage")
    qtbot.waitUntil(path.is_file, timeout=20_000)
    options.stop()
    files.stop()
    return offered[0]


def test_the_export_dialog_offers_the_width_and_aspect_used_last(window, qtbot, tmp_path):
    first = tmp_path / "one.png"
    default_width, _ = export_with(window, qtbot, first, "1280", "4:3")
    assert default_width != 1280
    assert png_size(first) == (1280, 960)
    second = tmp_path / "two.png"
    assert export_with(window, qtbot, second, None, None) == (1280, "4:3")
    assert png_size(second) == (1280, 960)
    close_discarding(window)

    from perceptron_gui import MainWindow

    again = MainWindow()  # the app started again: the preferences are the same store
    again.show()
    qtbot.waitExposed(again)
    try:
        assert export_with(again, qtbot, tmp_path / "three.png", None, None) == (1280, "4:3")
    finally:
        close_discarding(again)
