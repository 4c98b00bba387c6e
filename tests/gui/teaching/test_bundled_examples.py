"""Bundled examples are read-only templates: nothing the lecturer types or presses writes into the package.

Issue 25, items 10 and 11: ``python main.py perceptron_gui/examples/cmu_trace.json`` (a relative path), η = 2,
Enter, Ctrl+S wrote η = 2 into the package's own file (the examples-folder check compared an unresolved
relative path); and a changed example asked to be saved with Save as the default button, so Enter out of
habit opened a Save dialog.
"""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import close_discarding
from tests.gui.person import Person

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def package_files():
    """The bundled examples' bytes, checked unchanged after the test (and put back if a test wrote them)."""
    before = {path: path.read_bytes() for path in EXAMPLES.iterdir()}
    yield before
    changed = [path.name for path, data in before.items() if path.read_bytes() != data]
    for path, data in before.items():
        path.write_bytes(data)
    assert not changed, f"wrote into the package: {changed}"


def _dialogs_seen():
    """Record every file dialog and question that shows, and cancel the file dialogs (as a user would, Esc)."""
    seen = []

    def look():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            seen.append(("file", dialog.windowTitle()))
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    return seen, timer


def _type_eta(window, qtbot, text):
    spin = window.controls.learning_rate
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    spin.selectAll()
    QTest.keyClicks(spin, text)
    QTest.keyClick(spin, Qt.Key.Key_Return)


@pytest.fixture
def cmu_with_eta_2(qtbot, monkeypatch, package_files):
    """The CMU example opened as ``python main.py perceptron_gui/examples/cmu_trace.json`` does (a path
    relative to the current folder), η typed as 2 and Enter; closed (discarding) after the test."""
    from perceptron_gui import MainWindow

    monkeypatch.chdir(ROOT)
    window = MainWindow("perceptron_gui/examples/cmu_trace.json")
    window.show()
    try:
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.training.state() is not None)
        _type_eta(window, qtbot, "2")
        qtbot.waitUntil(lambda: window.document.settings.value().eta == 2.0)
        yield window
    finally:
        close_discarding(window)


def test_ctrl_s_on_an_example_opened_by_a_relative_path_asks_for_a_new_name(cmu_with_eta_2, qtbot):
    seen, timer = _dialogs_seen()
    QTest.keyClick(cmu_with_eta_2.controls.learning_rate, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)  # Save As's dialog, not a write
    timer.stop()


def test_a_changed_example_offers_save_as_and_enter_writes_nothing(cmu_with_eta_2, qtbot):
    window = cmu_with_eta_2
    Person(window, qtbot).click_canvas(0.5, 0.5)  # a point added: a setting alone does not ask (issue 40)
    qtbot.waitUntil(lambda: len(window.points) == 7)
    seen, timer = _dialogs_seen()
    questions = []

    def answer_with_enter():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "unsavedChangesDialog" and box not in questions:
            questions.append(box)
            default = box.defaultButton()
            questions.append([b.text().replace("&", "") for b in box.buttons()])
            questions.append(box.standardButton(default) if default is not None else None)
            QTest.keyClick(box, Qt.Key.Key_Return)  # out of habit

    enter = QTimer()
    enter.timeout.connect(answer_with_enter)
    enter.start(20)
    window.files.open_path(EXAMPLES / "xor.json")
    enter.stop()
    timer.stop()
    assert questions, "the changed example asks before it is replaced"
    _, buttons, default = questions
    assert "Save As…" in buttons and "Save" not in buttons, buttons
    assert default != QMessageBox.StandardButton.Save
    assert seen == [], "Enter opened a Save dialog"
