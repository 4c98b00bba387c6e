"""The house issue's findings, tried as a new user would: each failed before the house step."""

import csv
import json

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction

from tests.gui.conftest import answer_file_dialog, answer_unsaved_changes, close_discarding, load, viewport_pos


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def examples():
    from perceptron_gui.document.resources import EXAMPLES

    return EXAMPLES


def free_corner(canvas):
    xmin, xmax, ymin, ymax = canvas.view_rect()
    return (xmax - 0.05 * (xmax - xmin), ymax - 0.05 * (ymax - ymin))


def save_as(window, path, qtbot):
    timer = answer_file_dialog(path)
    try:
        action(window, "actionSaveAs").trigger()
    finally:
        timer.stop()
    qtbot.waitUntil(lambda: path.is_file())


# ------------------------------------------------------------- 1. label names
def test_label_names_read_from_a_csv_are_written_back_by_save_as(window, qtbot, tmp_path):
    source = tmp_path / "pets.csv"
    source.write_text("x1,x2,label\n-1,-1,cat\n-2,0,cat\n1,1,dog\n2,0.5,dog\n")
    window.files.open_path(source, ask=False)
    assert len(window.points) == 4
    canvas = window.canvas
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, *free_corner(canvas)))
    assert len(window.points) == 5

    save_as(window, tmp_path / "out.csv", qtbot)
    with open(tmp_path / "out.csv", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["x1", "x2", "label"]
    assert [r[2] for r in rows[1:5]] == ["cat", "cat", "dog", "dog"]
    assert rows[5][2] in {"cat", "dog"}

    save_as(window, tmp_path / "out.json", qtbot)
    saved = json.loads((tmp_path / "out.json").read_text())
    assert sorted(saved["label_names"].values()) == ["cat", "dog"]
    names = [saved["label_names"][str(label)] for _, _, label in saved["points"][:4]]
    assert names == ["cat", "cat", "dog", "dog"]


# ------------------------------------------------------------- 2. state() is a snapshot
def test_state_is_a_snapshot_of_step_0_as_soon_as_the_window_opens(qtbot):
    from perceptron_gui import MainWindow

    win = MainWindow()
    try:
        state = win.training.state()
        assert state is not None
        assert (state.step, state.epoch, state.n_mistakes) == (0, 0, 0)
        np.testing.assert_array_equal(state.coef, np.zeros((1, 2)))
    finally:
        close_discarding(win)


def test_reset_and_a_settings_change_give_the_new_runs_step_0_at_once(window, qtbot):
    action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 0)
    action(window, "actionReset").trigger()
    state = window.training.state()
    assert state is not None and state.step == 0 and state.n_mistakes == 0

    action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 0)
    window.controls.learning_rate.setValue(0.25)
    state = window.training.state()
    assert state.step == 0 and state.eta == 0.25
    qtbot.wait(300)  # the worker's replies for the older run arrive now and must not replace it
    assert window.training.state().eta == 0.25


def test_an_edit_gives_step_0_on_the_edited_points_at_once(window, qtbot):
    action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 0)
    n = len(window.points)
    canvas = window.canvas
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, *free_corner(canvas)))
    assert len(window.points) == n + 1
    assert window.training.state().step == 0


# ------------------------------------------------------------- 3. run identity
def test_after_an_edit_during_a_run_no_frame_of_the_older_run_is_shown(window, qtbot):
    rng = np.random.default_rng(3)
    n = 200_000
    X = rng.normal(size=(n, 2))
    load(window, X, np.where(rng.random(n) < 0.5, 1, -1), qtbot)
    window.speed.setValue(window.speed.maximum())
    action(window, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 50_000, timeout=20_000)
    seen = []

    def record():
        seen.append((window.training.state().step, window.training.shown().step))

    window.training.updated.connect(record)
    canvas = window.canvas
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, *free_corner(canvas)))
    record()
    qtbot.wait(1500)
    window.training.updated.disconnect(record)
    steps = [s for s, _ in seen]
    assert steps[0] == 0, steps[:5]
    assert steps == sorted(steps), "a frame of the older run came after the edit"
    assert all(state == shown for state, shown in seen)


# ------------------------------------------------------------- 4. settings belong to the document
def test_the_class_picked_on_one_document_does_not_make_a_third_class_on_the_next(window, qtbot):
    window.files.open_path(examples() / "three_gaussians.json", ask=False)
    qtbot.keyClick(window, Qt.Key.Key_3)
    window.files.open_path(examples() / "separable_margin.json", ask=False)
    before = set(np.unique(window.points.y).tolist())
    canvas = window.canvas
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, *free_corner(canvas)))
    assert set(np.unique(window.points.y).tolist()) == before


def test_new_and_a_csv_start_from_the_default_settings(window, qtbot, tmp_path):
    from core.session.settings import TrainingSettings

    window.controls.algorithm.setCurrentIndex(window.controls.algorithm.findData("kernel"))
    assert window.settings().variant == "kernel"
    timer = answer_unsaved_changes()
    action(window, "actionNew").trigger()
    timer.stop()
    assert window.settings() == TrainingSettings()

    window.files.open_path(examples() / "cmu_trace.json", ask=False)
    assert window.settings().zero_score == "positive"  # a document opens with its own settings
    path = tmp_path / "plain.csv"
    path.write_text("x1,x2,label\n0,1,1\n1,0,-1\n")
    window.files.open_path(path, ask=False)
    assert window.settings() == TrainingSettings()


def test_the_start_up_example_does_not_inherit_the_last_windows_algorithm(qtbot):
    from core.session.settings import TrainingSettings
    from perceptron_gui import MainWindow

    first = MainWindow()
    first.controls.algorithm.setCurrentIndex(first.controls.algorithm.findData("kernel"))
    first.speed.setValue(10)
    close_discarding(first)
    second = MainWindow()
    try:
        assert second.settings() == TrainingSettings()
        assert second.speed.value() == 10  # a preference does persist
    finally:
        close_discarding(second)


def test_a_pinned_boundary_does_not_follow_into_another_document(window, qtbot):
    action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 0 and window.training.state().n_mistakes > 0)
    action(window, "actionPinBoundary").trigger()
    assert window.overlays.pinned is not None
    window.files.open_path(examples() / "separable_margin.json", ask=False)
    assert window.overlays.pinned is None


# ------------------------------------------------------------- 5. drag during Run
def test_dragging_a_point_during_a_run_keeps_running_on_the_moved_points(window, qtbot):
    rng = np.random.default_rng(4)
    X = rng.normal(size=(2000, 2))
    X[0] = (0.0, 0.0)
    load(window, X, np.where(X[:, 0] + 0.1 * rng.normal(size=2000) > 0, 1, -1), qtbot)
    window.speed.setValue(60)
    action(window, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 20, timeout=5000)
    canvas = window.canvas
    start, end = viewport_pos(canvas, 0.0, 0.0), viewport_pos(canvas, 0.0, 0.0) + QPointF(0, 60).toPoint()
    viewport = canvas.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + (end - start) * (k / 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert not np.array_equal(window.points.X[0], (0.0, 0.0))
    assert window.training.running
    qtbot.waitUntil(lambda: window.training.state().step > 20, timeout=5000)
    assert window.training.running
