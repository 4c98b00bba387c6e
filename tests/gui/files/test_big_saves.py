"""Issue 29, item 5, in the window: saving a big set runs off the GUI thread, with progress and Cancel.

A set of a million points (about 40 MB as CSV) is saved through File > Save's own code (``save_to``); a QTimer
ticking every 10 ms shows how long the event loop did not answer: 3.2 s on main (the whole save); 0.2 to 0.4 s
with the save on its thread on this shared 2-core machine (the GUI thread's Python slots wait their turn for the
interpreter while the save formats rows), so the test allows a third of the save's own time. Cancel is the
progress dialog's own button, clicked. (The 200 MiB figures are in bench/big_files.py; a million points keeps
these tests to seconds.)
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton

from core.files.csv_points import write_csv
from core.files.open import load_point_set
from core.session.document import Document
from core.session.points import PointSet
from perceptron_gui.widgets.top_levels import top_level_widgets

N = 1_000_000


def big_document(window, qtbot) -> PointSet:
    rng = np.random.default_rng(29)
    points = PointSet(rng.normal(size=(N, 2)) * 10, rng.integers(0, 2, N))
    window.document.load(Document(points, {0: "cat", 1: "dog"}), None)
    qtbot.waitUntil(lambda: window.training.run_log is not None and len(window.training.run_log.X) == N, timeout=30000)
    return points


def save_dialog() -> QProgressDialog | None:
    return next(
        (w for w in top_level_widgets() if isinstance(w, QProgressDialog) and w.objectName() == "saveProgress"),
        None,
    )


class Ticks:
    """A QTimer's ticks every 10 ms: the longest gap between two is how long the event loop did not answer."""

    def __init__(self) -> None:
        self.times = [time.perf_counter()]
        self.progress: list[int] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self._tick)
        self.timer.start(10)

    def _tick(self) -> None:
        self.times.append(time.perf_counter())
        dialog = save_dialog()
        if dialog is not None and dialog.isVisible():
            self.progress.append(dialog.value())

    def stop(self) -> float:
        """The longest the GUI thread was blocked (seconds), up to now."""
        self.times.append(time.perf_counter())
        self.timer.stop()
        return float(np.diff(self.times).max() - 0.010)


def test_saving_a_big_set_keeps_the_window_answering_and_shows_its_progress(window, qtbot, tmp_path: Path):
    points = big_document(window, qtbot)
    path = tmp_path / "big.csv"
    ticks = Ticks()
    start = time.perf_counter()
    saved = window.files.save_to(path)
    blocked = ticks.stop()
    took = time.perf_counter() - start
    assert saved
    # Measured against the save itself, which a busy machine slows as much: main blocks for the whole save (3.2 s
    # of 3.2 s). With the save on its thread the longest gap was 0.3 s of 4.6 s alone and 0.5-1.6 s of 8-10 s
    # with two CPU burners beside the other helpers' work (at most 15% of the save): a third leaves room for that.
    assert blocked < took / 3, f"the window did not answer for {blocked:.2f} s of the {took:.2f} s save"
    assert len(ticks.times) > 20 and ticks.progress and max(ticks.progress) > min(ticks.progress)
    back = load_point_set(path)
    assert np.array_equal(back.points.X, points.X) and np.array_equal(back.points.y, points.y)
    assert back.label_names == {0: "cat", 1: "dog"}
    assert window.document.path == path and not window.document.dirty
    qtbot.waitUntil(lambda: save_dialog() is None or not save_dialog().isVisible())


def test_cancel_during_a_big_save_leaves_the_old_file_byte_for_byte_and_the_document_unsaved(
    window, qtbot, tmp_path: Path
):
    path = tmp_path / "kept.csv"
    write_csv(PointSet([[0.5, 0.25]], [1]), path)
    old = path.read_bytes()
    big_document(window, qtbot)
    clicked: list[int] = []

    def cancel_half_way() -> None:
        dialog = save_dialog()
        if dialog is not None and dialog.isVisible() and dialog.value() >= 300 and not clicked:
            clicked.append(dialog.value())
            dialog.findChild(QPushButton).click()  # the dialog's one button: Cancel

    clicker = QTimer()
    clicker.timeout.connect(cancel_half_way)
    clicker.start(5)
    saved = window.files.save_to(path)
    clicker.stop()
    assert clicked, "no progress dialog with a Cancel button showed during the save"
    assert saved is False
    assert path.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir() if p.name != "settings"] == ["kept.csv"], "a temporary was left"
    assert window.document.path is None and len(window.points) == N  # not marked saved; nothing lost
    assert "cancelled" in window.statusBar().currentMessage() + window.statusBar().toolTip()


def test_a_big_save_that_fails_says_why_and_keeps_the_document(window, qtbot, tmp_path: Path):
    big_document(window, qtbot)
    path = tmp_path / "no such folder" / "big.csv"
    assert window.files.save_to(path) is False
    boxes = [w for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()]
    assert boxes and "does not exist" in boxes[0].text() and "Nothing was lost" in boxes[0].text()
    for box in boxes:
        box.close()
    assert window.document.path is None and len(window.points) == N
