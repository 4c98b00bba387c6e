"""File > Export Lesson of a large run works off the GUI thread (issue 41, item 2 of its list): a progress dialog
with Cancel shows while it works, the window keeps answering, and Cancel leaves no file."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QProgressDialog, QPushButton

from core.teach.lesson import MAX_LESSON_STEPS
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import answerer, load
from tests.gui.lesson.test_lesson_export import export_lesson

N = 200_000


def big_run(window, qtbot) -> None:
    rng = np.random.default_rng(41)
    X = rng.normal(size=(N, 2))
    y = np.where(X[:, 0] + 0.5 * X[:, 1] > 0, 1, -1)
    load(window, X, y, qtbot)
    for _ in range(5):
        window.training.step()
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 5)


def progress_dialogs() -> list[QProgressDialog]:
    return [w for w in top_level_widgets() if w.objectName() == "lessonProgress" and w.isVisible()]


def test_a_large_lesson_shows_progress_and_cancel_leaves_no_file(window, qtbot, tmp_path):
    big_run(window, qtbot)
    window.training.step_epoch()  # a lesson of the most steps a page holds: seconds of work, time to Cancel
    qtbot.waitUntil(lambda: window.training.trace.last_step >= MAX_LESSON_STEPS, timeout=60_000)
    path = tmp_path / "big-lesson.html"
    seen: list[str] = []

    def cancel() -> None:
        for dialog in progress_dialogs():
            seen.append(dialog.labelText())
            QTest.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)  # its Cancel button

    timer = answerer(cancel)
    export_lesson(window, qtbot, path, str(MAX_LESSON_STEPS))
    qtbot.waitUntil(lambda: "cancelled" in window.statusBar().toolTip(), timeout=30_000)
    timer.stop()
    assert seen and "lesson" in seen[0].lower()
    assert not path.exists() and not list(tmp_path.glob(".perceptron-studio-*"))


def test_a_large_lesson_is_written_with_progress_shown(window, qtbot, tmp_path):
    big_run(window, qtbot)
    path = tmp_path / "big-lesson.html"
    seen: list[bool] = []
    timer = answerer(lambda: seen.append(True) if progress_dialogs() else None)
    export_lesson(window, qtbot, path, "5")
    qtbot.waitUntil(path.is_file, timeout=60_000)
    timer.stop()
    assert seen  # the progress dialog showed while the page was made
    assert "Exported a lesson" in window.statusBar().toolTip()
    size = path.stat().st_size
    print(f"a lesson of 5 steps of a {N:,}-point run: {size / 1e6:.2f} MB")
    assert size < 1_500_000  # the page holds 5,000 of the points (8.7 MB when it held all 200,000)
    page = path.read_text(encoding="utf-8")
    assert f"The run has {N:,} points; this page holds 5,000 of them" in page
