"""A document is replaced only whole (issue 41, item 1): a file opened through File > Open either becomes the open
document everywhere (points, settings, every view, the run) or changes nothing at all, and the message says which.

A failure is injected at each stage of an open (each view that redraws the new document, the title, the run's
reset); the huge-span file of the issue (coordinates of ±9e307, a span no double holds) opens whole."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from perceptron_gui.main_window import MainWindow
from perceptron_gui.training.controller import TrainingController
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.class_picker import ClassPicker
from perceptron_gui.views.controls import ControlPanel
from perceptron_gui.views.points_table import PointsTableModel
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import answer_file_dialog, answer_unsaved_changes, close_discarding
from tests.gui.person import Person

OLD = {"points": [[0.5, 1.0, 1], [1.5, -0.5, 1], [-1.0, -1.0, -1], [-2.0, 0.5, -1]], "eta": 0.5}


class InjectedError(RuntimeError):
    """The failure a test makes one stage of an open raise."""


def visible_texts(name: str) -> list[str]:
    return [w.text() for w in top_level_widgets() if w.objectName() == name and w.isVisible()]


def drawn(window) -> np.ndarray:
    return np.sort(window.canvas.drawing().points, axis=0)


def open_through_menu(window, qtbot, path: Path) -> None:
    """File > Open, Discard at the unsaved-changes question, the file's name typed into the file dialog."""
    timers = [answer_unsaved_changes(), answer_file_dialog(path)]
    Person(window, qtbot).choose("File", "actionOpen")
    for timer in timers:
        timer.stop()


def write_old_document(path: Path) -> None:
    points = OLD["points"]
    doc = {"format": "perceptron-studio", "version": 1, "points": points, "settings": {"eta": OLD["eta"]}}
    path.write_text(json.dumps(doc), encoding="utf-8")


STAGES = {  # stage of an open -> (class, method) that a person's open goes through at that stage
    "the class picker": (ClassPicker, "_restart"),
    "the controls": (ControlPanel, "_show"),
    "the points table": (PointsTableModel, "_points_changed"),
    "the canvas's points": (Canvas, "refresh_points"),
    "the canvas's fit": (Canvas, "fit_to_data"),
    "the title": (MainWindow, "update_title"),
    "the run's reset": (TrainingController, "reset"),
}


@pytest.mark.parametrize("stage", list(STAGES))
def test_a_failure_at_any_stage_of_an_open_leaves_everything_as_it_was(qtbot, tmp_path, monkeypatch, stage):
    armed: list[bool] = []
    owner, name = STAGES[stage]
    real = getattr(owner, name)

    def failing(self, *args, **kwargs):
        if armed:  # once: the failure of this open's stage, not of every later call
            armed.clear()
            raise InjectedError(f"injected at {stage}")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(owner, name, failing)  # before the window is built: its connections are to this
    old = tmp_path / "old.json"
    write_old_document(old)
    window = MainWindow(str(old))
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.waitUntil(lambda: window.training.state() is not None)
        window.points.add(np.array([[2.0, 2.0]]), 1)  # an unsaved edit: one undo step that must survive
        qtbot.waitUntil(lambda: window.training.state() is not None and len(window.training.run_log.X) == 5)
        for _ in range(3):
            window.training.step()
        qtbot.waitUntil(lambda: window.training.state().step == 3)
        X, y, steps = window.points.X.copy(), window.points.y.copy(), window.points.undo_stack.count()
        state, run = window.training.state(), window.training.run_id
        settings, title, view = window.settings(), window.windowTitle(), window.canvas.view_rect()
        points_drawn, rows = drawn(window), window.points_panel.model.rowCount()
        new = tmp_path / "new.csv"
        new.write_text("x1,x2,label\n3,3,a\n-3,-3,b\n4,0,a\n", encoding="utf-8")

        armed.append(True)
        open_through_menu(window, qtbot, new)
        qtbot.waitUntil(lambda: any(new.name in text for text in visible_texts("errorDialog")), timeout=10_000)
        armed.clear()

        message = next(text for text in visible_texts("errorDialog") if new.name in text)
        assert "not opened" in message and f"injected at {stage}" in message, message
        assert "as they were" in message, message
        assert not visible_texts("unexpectedErrorDialog")
        np.testing.assert_array_equal(window.points.X, X)
        np.testing.assert_array_equal(window.points.y, y)
        assert window.points.undo_stack.count() == steps and window.document.dirty
        assert window.document.path == old and window.settings() == settings and window.windowTitle() == title
        assert window.training.run_id == run and window.training.state().step == 3
        np.testing.assert_array_equal(window.training.state().coef, state.coef)
        np.testing.assert_array_equal(window.training.run_log.X, X)
        np.testing.assert_array_equal(drawn(window), points_drawn)
        assert window.points_panel.model.rowCount() == rows
        assert window.canvas.view_rect() == pytest.approx(view)
        window.training.step()  # Step trains the document shown
        qtbot.waitUntil(lambda: window.training.state().step == 4)
        np.testing.assert_array_equal(window.training.run_log.X, X)
    finally:
        armed.clear()
        close_discarding(window)


def test_the_huge_span_file_opens_whole(window, qtbot, tmp_path):
    path = tmp_path / "huge.csv"
    path.write_text("x1,x2,label\n9e307,0,1\n-9e307,0,0\n", encoding="utf-8")

    open_through_menu(window, qtbot, path)
    qtbot.waitUntil(lambda: window.document.path == path, timeout=10_000)
    qtbot.wait(200)

    assert not visible_texts("unexpectedErrorDialog"), visible_texts("unexpectedErrorDialog")
    assert not visible_texts("errorDialog"), visible_texts("errorDialog")
    expected = np.array([[9e307, 0.0], [-9e307, 0.0]])
    np.testing.assert_array_equal(window.points.X, expected)
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0)
    np.testing.assert_array_equal(window.training.run_log.X, expected)
    np.testing.assert_array_equal(drawn(window), np.sort(expected, axis=0))
    xmin, xmax, ymin, ymax = window.canvas.view_rect()
    assert all(np.isfinite([xmin, xmax, ymin, ymax, xmax - xmin, ymax - ymin]))
    assert xmin < 0 < xmax and ymin < 0 < ymax
    assert "huge.csv" in window.windowTitle()


def test_points_beyond_the_widest_view_are_said_in_words(window, qtbot, tmp_path):
    path = tmp_path / "huge.csv"
    path.write_text("x1,x2,label\n9e307,0,1\n-9e307,0,0\n1,1,1\n", encoding="utf-8")

    open_through_menu(window, qtbot, path)
    qtbot.waitUntil(lambda: window.document.path == path, timeout=10_000)

    said = window.statusBar().toolTip()  # the whole status message (the bar shows it shortened to its room)
    assert "Opened 3 points" in said
    assert "2 of the 3 points lie outside the widest view" in said, said
    xmin, xmax, ymin, ymax = window.canvas.view_rect()
    outside = [(x, y) for x, y in window.points.X if not (xmin <= x <= xmax and ymin <= y <= ymax)]
    assert len(outside) == 2  # what the words say is what the canvas shows


def test_a_file_every_view_can_hold_says_nothing_of_the_widest_view(window, qtbot, tmp_path):
    path = tmp_path / "wide.csv"
    path.write_text("x1,x2,label\n1e300,0,1\n-1e300,0,0\n", encoding="utf-8")
    open_through_menu(window, qtbot, path)
    qtbot.waitUntil(lambda: window.document.path == path, timeout=10_000)
    assert "Opened 2 points" in window.statusBar().toolTip()
    assert "widest view" not in window.statusBar().toolTip()
