"""Saves and exports that keep what the user has (issue #17, items 3-5) and the file dialogs' gaps (#16, item 4).

Real files, real failures: a full disk is a child process whose file size limit (RLIMIT_FSIZE) is
smaller than the image, a read-only file is marked 0444, a symlink is made with ``os.symlink``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QCheckBox, QFileDialog, QLineEdit, QMessageBox, QTreeView

from core.files.open import load_point_set
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import load

ROOT = Path(__file__).resolve().parents[3]


def error_dialogs() -> list[QMessageBox]:
    return [w for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()]


def close_error_dialogs() -> None:
    for box in error_dialogs():
        box.close()


def status(window) -> str:
    return window.statusBar().toolTip()


class FileDialogAnswer:
    """Runs ``act`` on every file dialog that shows (a real Qt dialog) until it accepts or rejects it.

    A failing ``act`` rejects the dialog and so does running out of time, so that a test never hangs
    in a dialog; :meth:`stop` raises the first such failure.
    """

    def __init__(self, act: Callable[[QFileDialog], None], seconds: float = 20.0) -> None:
        self.act = act
        self.deadline = time.monotonic() + seconds
        self.failures: list[BaseException] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self._check)
        self.timer.start(20)

    def _check(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            try:
                if time.monotonic() > self.deadline:
                    raise TimeoutError("the file dialog was not answered in time")
                self.act(dialog)
            except BaseException as error:
                self.failures.append(error)
                dialog.reject()

    def stop(self) -> None:
        """Stop answering; raise what went wrong in a dialog."""
        self.timer.stop()
        if self.failures:
            raise self.failures[0]


def on_file_dialog(act: Callable[[QFileDialog], None]) -> FileDialogAnswer:
    """Answer the next file dialogs with ``act`` (it must accept or reject the dialog)."""
    return FileDialogAnswer(act)


def choose(path: Path, seen: list[str], name_filter: str | None = None) -> FileDialogAnswer:
    """Note the folder the next file dialog starts in, then type ``path`` (and pick a file type) and accept."""
    noted: list[QFileDialog] = []

    def act(dialog: QFileDialog) -> None:
        if dialog not in noted:
            noted.append(dialog)
            seen.append(dialog.directory().absolutePath())
        if name_filter is not None:
            dialog.selectNameFilter(name_filter)
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        edit.setText(str(path))  # typed, as a user would
        if dialog.selectedFiles() == [str(path)]:
            dialog.accept()

    return on_file_dialog(act)


# ------------------------------------------------------------------ #17.3: Save keeps the format it opened
@pytest.mark.parametrize(
    ("name", "delimiter"),
    [("points.tsv", "\t"), ("points.txt", "\t"), ("semicolons.txt", ";"), ("no suffix", ","), ("commas.txt", ",")],
)
def test_save_writes_a_csv_file_back_as_csv_with_its_delimiter(window, qtbot, tmp_path, name, delimiter):
    path = tmp_path / name
    path.write_text(f"x1{delimiter}x2{delimiter}label\n0.5{delimiter}1.5{delimiter}1\n-2{delimiter}0.25{delimiter}-1\n")
    window.files.open_path(path, ask=False)
    assert len(window.points) == 2
    window.points.add(np.array([[3.0, -4.0]]), 1)
    assert window.files.save()
    text = path.read_text(encoding="utf-8")
    assert not text.lstrip().startswith("{"), "the CSV file was rewritten as a JSON document"
    assert text.splitlines()[0] == delimiter.join(["x1", "x2", "label"])
    assert text.splitlines()[3] == delimiter.join(["3.0", "-4.0", "1"])
    assert load_point_set(path).points.X.tolist() == [[0.5, 1.5], [-2.0, 0.25], [3.0, -4.0]]
    assert "*" not in window.windowTitle()


def test_save_writes_a_document_named_txt_back_as_a_document(window, qtbot, tmp_path):
    path = tmp_path / "lesson.txt"
    window.document.settings.set(window.settings().with_(eta=0.25))
    assert window.files.save_to(path, "json")
    window.files.open_path(path, ask=False)
    window.points.add(np.array([[3.0, -4.0]]), 1)
    assert window.files.save()
    assert json.loads(path.read_text(encoding="utf-8"))["settings"]["eta"] == 0.25


def test_save_as_tsv_writes_tabs(window, qtbot, tmp_path):
    load(window, [[0.5, 1.5], [-2.0, 0.25]], [1, -1], qtbot)
    seen: list[str] = []
    timer = choose(tmp_path / "copy.tsv", seen)
    assert window.files.save_as()
    timer.stop()
    assert (tmp_path / "copy.tsv").read_text(encoding="utf-8").splitlines()[0] == "x1\tx2\tlabel"


# ------------------------------------------------------------------ #17.4: image export on a full disk
FULL_DISK_SCRIPT = r"""
import json, os, resource, signal, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
folder = Path(sys.argv[1])
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
app = QApplication([])
from perceptron_gui import MainWindow
window = MainWindow()
window.show()
loop = QEventLoop()
QTimer.singleShot(300, loop.quit)
loop.exec()
existing = folder / "out" / "figure.png"
assert window.exports.export_image_to(existing, 1600)
before = existing.read_bytes()
# A full disk: writing past 16 KiB fails with EFBIG (SIGXFSZ ignored, as a disk full gives ENOSPC).
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (16384, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
results = {}
for name, width in (("figure.png", 1600), ("new.png", 1600), ("new.svg", None)):
    ok = window.exports.export_image_to(folder / "out" / name, width)
    results[name] = [ok, window.statusBar().toolTip()]
print(json.dumps({"results": results, "unchanged": existing.read_bytes() == before,
                  "files": sorted(p.name for p in (folder / "out").iterdir())}), flush=True)
os._exit(0)
"""


def test_an_image_export_on_a_full_disk_fails_says_so_and_keeps_the_old_file(tmp_path):
    (tmp_path / "out").mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-c", FULL_DISK_SCRIPT, str(tmp_path)],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout.strip().splitlines()[-1])
    for name, (ok, message) in report["results"].items():
        assert ok is False, f"{name}: {message}"
        assert not message.startswith("Exported") and name in message and "larger than" in message, message
    assert report["unchanged"], "the existing PNG was changed by a failed export"
    assert report["files"] == ["figure.png"], "a failed export left files behind"
    assert QImage(str(tmp_path / "out" / "figure.png")).width() == 1600


def test_an_image_export_to_an_impossible_place_fails_and_says_why(window, qtbot, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    for name in ("fig.png", "fig.svg"):
        assert not window.exports.export_image_to(blocker / name, 800 if name.endswith("png") else None)
        assert "Exported" not in status(window) and "is a file, not a folder" in status(window)
    read_only = tmp_path / "kept.png"
    assert window.exports.export_image_to(read_only, 800)
    read_only.chmod(0o444)
    before = read_only.read_bytes()
    assert not window.exports.export_image_to(read_only, 1200)
    assert "read-only" in status(window) and read_only.read_bytes() == before
    qtbot.waitUntil(lambda: any("read-only" in box.text() for box in error_dialogs()))
    close_error_dialogs()


# ------------------------------------------------------------------ #17.5: links and read-only files in the window
def test_saving_a_document_opened_through_a_symlink_updates_the_real_file(window, qtbot, tmp_path):
    real = tmp_path / "real" / "points.csv"
    real.parent.mkdir()
    real.write_text("x1,x2,label\n0,0,1\n1,1,-1\n")
    link = tmp_path / "points.csv"
    link.symlink_to(real)
    window.files.open_path(link, ask=False)
    window.points.add(np.array([[3.0, -4.0]]), 1)
    assert window.files.save()
    assert link.is_symlink()
    assert load_point_set(real).points.X.tolist() == [[0.0, 0.0], [1.0, 1.0], [3.0, -4.0]]


def test_saving_over_a_read_only_file_is_refused_and_the_document_stays_unsaved(window, qtbot, tmp_path):
    path = tmp_path / "points.csv"
    path.write_text("x1,x2,label\n0,0,1\n1,1,-1\n")
    path.chmod(0o444)
    window.files.open_path(path, ask=False)
    window.points.add(np.array([[3.0, -4.0]]), 1)
    assert not window.files.save()
    qtbot.waitUntil(lambda: any("read-only" in box.text() for box in error_dialogs()))
    assert path.read_text() == "x1,x2,label\n0,0,1\n1,1,-1\n"
    assert window.files.dirty and "*" in window.windowTitle()
    close_error_dialogs()


# ------------------------------------------------------------------ #16.4: small gaps
def test_opening_an_exported_model_says_what_it_is_and_where_to_use_it(window, qtbot, tmp_path):
    window.training.step()
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=20000)  # the first step may compile
    model = tmp_path / "model.json"
    with qtbot.waitSignal(window.training.exported, timeout=20000) as blocker:
        window.training.export("model", str(model))
    assert blocker.args[0]
    X = window.points.X.copy()
    window.files.open_path(model, ask=False)
    qtbot.waitUntil(lambda: len(error_dialogs()) == 1)
    text = error_dialogs()[0].text()
    assert "model.json" in text and "trained model" in text and "Export Model" in text and "load_model" in text
    np.testing.assert_array_equal(window.points.X, X)
    close_error_dialogs()


def test_save_and_export_dialogs_start_in_the_folder_last_used(window, qtbot, tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    seen: list[str] = []
    timer = choose(first / "lesson.json", seen)
    assert window.files.save_as()
    timer.stop()
    timer = choose(first / "trace.csv", seen)
    with qtbot.waitSignal(window.training.exported, timeout=20000):
        window.exports.export_trace()
    timer.stop()
    timer = choose(second / "figure.svg", seen)
    window.exports.export_image()
    timer.stop()
    assert (second / "figure.svg").is_file()
    timer = choose(second / "model.json", seen)
    with qtbot.waitSignal(window.training.exported, timeout=20000):
        window.exports.export_model()
    timer.stop()
    window.files.new()
    timer = choose(second / "new.json", seen)
    assert window.files.save_as()
    timer.stop()
    assert seen[1:] == [str(first), str(first), str(second), str(second)]


def test_save_as_csv_says_the_settings_are_lost_before_writing_and_can_stop_asking(window, qtbot, tmp_path):
    window.document.settings.set(window.settings().with_(eta=0.25, variant="averaged"))
    answers = iter([QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save])
    questions: list[str] = []

    def answer() -> None:
        for box in top_level_widgets():
            if box.objectName() == "csvKeepsOnlyPointsDialog" and box.isVisible():
                assert isinstance(box, QMessageBox)
                questions.append(box.text())
                check = box.checkBox()
                assert isinstance(check, QCheckBox) and "ask again" in check.text()
                check.setChecked(True)
                box.button(next(answers)).click()

    asker = QTimer()
    asker.timeout.connect(answer)
    asker.start(20)
    try:
        seen: list[str] = []
        timer = choose(tmp_path / "a.csv", seen)
        assert not window.files.save_as()  # Cancel: nothing written
        timer.stop()
        assert not (tmp_path / "a.csv").exists() and len(questions) == 1
        assert "only the points" in questions[0] and "settings" in questions[0]
        timer = choose(tmp_path / "a.csv", seen)
        assert window.files.save_as()
        timer.stop()
        assert (tmp_path / "a.csv").is_file() and len(questions) == 2
        timer = choose(tmp_path / "b.csv", seen)
        assert window.files.save_as()  # "don't ask again" was ticked
        timer.stop()
        assert (tmp_path / "b.csv").is_file() and len(questions) == 2
    finally:
        asker.stop()


MARGINS = 6  # a view item's text margins, 3 px each side (QCommonStyle): a narrower column elides the text


def test_the_open_dialog_shows_sizes_and_types_in_full(window, qtbot, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    for i, size in enumerate([10, 123_456, 9_876_543]):
        (folder / f"points {i}.csv").write_bytes(b"x1,x2,label\n" + b"0,0,1\n" * (size // 6))
    window.files.open_path(folder / "points 0.csv", ask=False)
    widths: list[tuple[int, int, str]] = []
    listed: list[float] = []

    def act(dialog: QFileDialog) -> None:
        tree = dialog.findChild(QTreeView, "treeView")
        model = tree.model()
        root = tree.rootIndex()
        if model.rowCount(root) < 3:
            return  # still listing the folder
        listed.append(time.monotonic())
        widths[:] = [
            (tree.header().sectionSize(column), tree.fontMetrics().horizontalAdvance(text), text)
            for column in (1, 2)
            for text in (str(model.index(row, column, root).data()) for row in range(model.rowCount(root)))
        ]
        readable = all(width >= needed + MARGINS for width, needed, _ in widths)
        if readable or time.monotonic() - listed[0] > 2.0:  # what a user sees once the folder is listed
            dialog.reject()

    timer = on_file_dialog(act)
    window.files.open_dialog()
    timer.stop()
    assert len(widths) == 6
    for width, needed, text in widths:
        assert width >= needed + MARGINS, f"{text!r} needs {needed} px, its column is {width} px wide"
