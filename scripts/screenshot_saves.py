"""Render the file dialogs and messages of saving and exporting into docs/ (offscreen).

docs/open-dialog.png        File > Open: Qt's dialog with the size, type and date columns readable
docs/save-as-csv.png        Save As CSV for a document with settings: what a CSV file keeps, "Don't ask again"
docs/open-model-file.png    File > Open on an exported model: what it is and where to use it
docs/export-read-only.png   Export Image over a read-only PNG: refused, the file unchanged

Run: ``python scripts/screenshot_saves.py`` from the repository (it uses a temporary folder for files
and settings).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox, QWidget  # noqa: E402

DOCS = ROOT / "docs"


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def when_shown(find: Callable[[], QWidget | None], then: Callable[[QWidget], None], wait_ms: int = 1500) -> QTimer:
    """Once ``find`` gives a visible widget, wait ``wait_ms`` (a folder is listed meanwhile), then call ``then``."""
    state: dict[str, float] = {}

    def tick() -> None:
        widget = find()
        if widget is None or not widget.isVisible():
            return
        state["waited"] = state.get("waited", 0) + 50
        if state["waited"] >= wait_ms:
            timer.stop()
            then(widget)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(50)
    return timer


def modal() -> QWidget | None:
    return QApplication.activeModalWidget()


def named(name: str) -> Callable[[], QWidget | None]:
    def find() -> QWidget | None:
        return next((w for w in QApplication.topLevelWidgets() if w.objectName() == name and w.isVisible()), None)

    return find


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="perceptron-saves-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
    app = QApplication([])
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.show()
    spin(800)
    data = folder / "lessons"
    data.mkdir()
    for name, rows in (("week 1 points.csv", 12), ("separable margin.json", 4000), ("xor noisy.tsv", 90000)):
        (data / name).write_text("x1,x2,label\n" + "0.5,1.5,1\n-0.5,-1.5,-1\n" * (rows // 2))

    # File > Open
    def shoot_open(dialog: QWidget) -> None:
        dialog.grab().save(str(DOCS / "open-dialog.png"))
        assert isinstance(dialog, QFileDialog)
        dialog.reject()

    window.files.open_path(data / "week 1 points.csv", ask=False)
    timer = when_shown(lambda: modal() if isinstance(modal(), QFileDialog) else None, shoot_open)
    window.files.open_dialog()
    timer.stop()

    # Save As CSV with settings
    window.document.settings.set(window.settings().with_(eta=0.25, variant="averaged"))

    def type_name(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        edit.setText(str(data / "copy.csv"))
        dialog.accept()

    def shoot_question(box: QWidget) -> None:
        box.grab().save(str(DOCS / "save-as-csv.png"))
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Cancel).click()

    typing = when_shown(lambda: modal() if isinstance(modal(), QFileDialog) else None, type_name, 200)
    question = when_shown(named("csvKeepsOnlyPointsDialog"), shoot_question, 300)
    window.files.save_as()
    typing.stop()
    question.stop()

    # File > Open on an exported model
    window.training.step()
    spin(1500)
    model = data / "trained model.json"
    window.training.export("model", str(model))
    spin(1500)
    window.files.open_path(model, ask=False)
    spin(300)
    box = named("errorDialog")()
    assert box is not None, "no message for the model file"
    box.grab().save(str(DOCS / "open-model-file.png"))
    box.close()

    # Export Image over a read-only PNG
    png = data / "figure.png"
    window.exports.export_image_to(png, 800)
    png.chmod(0o444)
    window.exports.export_image_to(png, 1600)
    spin(300)
    box = named("errorDialog")()
    assert box is not None, "no message for the read-only PNG"
    box.grab().save(str(DOCS / "export-read-only.png"))
    box.close()
    png.chmod(0o644)
    app.processEvents()
    os._exit(0)  # the window would ask about its unsaved settings


if __name__ == "__main__":
    main()
