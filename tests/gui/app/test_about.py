"""Help > About says which version runs (issue 40, item 6): a lecturer reporting a problem can say which."""

import tomllib
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.person import Person

PYPROJECT = Path(__file__).resolve().parents[3] / "pyproject.toml"


def test_about_shows_the_package_version(window, qtbot):
    version = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["version"]
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            seen.append(box.windowTitle() + "\n" + box.text())
            box.accept()

    timer = QTimer()
    timer.timeout.connect(read_and_close)
    timer.start(50)
    try:
        Person(window, qtbot).choose("Help", "actionAbout")
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    finally:
        timer.stop()
    assert "About Perceptron Studio" in seen[0]
    assert f"Version {version}" in seen[0], seen[0]
