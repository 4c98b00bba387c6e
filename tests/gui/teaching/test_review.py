"""Edits, saves and background work meeting each other, as a hurried user makes them meet."""

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction

from core.session.generators import GeneratorSpec
from tests.gui.conftest import load, viewport_pos
from tests.gui.person import wait_for_thread, wait_for_training_thread


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def test_deleting_the_dragged_point_mid_drag_ends_the_drag_and_keeps_the_app(window, qtbot):
    load(window, [[0.0, 0.0], [2.0, 2.0], [-2.0, 1.0], [1.0, -2.0]], [1, 1, -1, -1], qtbot)
    canvas, viewport = window.canvas, window.canvas.viewport()
    start = viewport_pos(canvas, 0.0, 0.0)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=start)
    assert window.edit_tool.selection == {0}
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 4):
        qtbot.mouseMove(viewport, start + QPointF(0, 20 * k).toPoint())
    action(window, "actionDelete").trigger()
    qtbot.mouseMove(viewport, start + QPointF(0, 80).toPoint())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPointF(0, 80).toPoint())
    assert window.points.X.tolist() == [[2.0, 2.0], [-2.0, 1.0], [1.0, -2.0]]  # deleted, and nothing else moved
    action(window, "actionUndo").trigger()
    assert len(window.points) == 4


def test_undo_clears_a_selection_of_indices_that_now_mean_other_points(window, qtbot):
    load(window, [[0.0, 0.0], [2.0, 2.0], [-2.0, 1.0], [1.0, -2.0]], [1, 1, -1, -1], qtbot)
    window.edit_tool.select_all()
    window.points.delete([0])
    assert window.edit_tool.selection == set()
    action(window, "actionUndo").trigger()
    assert window.edit_tool.selection == set()


def test_saving_as_csv_keeps_settings_unsaved_and_says_so(window, qtbot, tmp_path):
    window.document.settings.update(variant="averaged", eta=0.25)
    assert window.files.save_to(tmp_path / "p.csv")
    assert window.document.dirty and "*" in window.windowTitle()
    assert ".json" in window.statusBar().toolTip()  # the whole message
    assert window.files.save_to(tmp_path / "p.json")
    assert not window.document.dirty


def test_generated_points_do_not_land_in_a_document_opened_meanwhile(window, qtbot):
    from perceptron_gui.document.resources import EXAMPLES

    window.data.generate(GeneratorSpec(n=300_000))
    assert window.files.tasks.busy
    window.files.open_path(EXAMPLES / "xor.json", ask=False)
    # the generation has ended and what it sent has arrived (a fixed 1.5 s wait passed unchecked when it was late)
    wait_for_thread(window.files.tasks._jobs._thread, qtbot)
    assert len(window.points) == 4 and window.document.path.name == "xor.json"
    assert not window.points.undo_stack.canUndo()


def test_pause_then_run_at_once_keeps_a_run_that_pause_stops(window, qtbot):
    rng = np.random.default_rng(12)
    X = rng.normal(size=(20_000, 2))
    load(window, X, np.where(rng.random(20_000) < 0.5, 1, -1), qtbot)
    # at full speed 1,000 epochs (the default cap) take about 0.6 s: the run must outlast the waits below
    window.controls.max_epochs.setValue(window.controls.max_epochs.maximum())
    window.speed.setValue(window.speed.maximum())
    window.training.run()
    qtbot.waitUntil(lambda: window.training.state().step > 1000)
    window.training.pause()
    window.training.run()  # before the worker confirms the pause
    wait_for_training_thread(window, qtbot)  # the worker has answered both (however late a busy machine makes it)
    step = window.training.state().step
    qtbot.waitUntil(lambda: window.training.state().step > step)  # and the run goes on
    assert window.training.running
    window.training.pause()
    wait_for_training_thread(window, qtbot)
    step = window.training.state().step
    assert window.training.state().message == "Paused."
    qtbot.wait(300)
    assert not window.training.running and window.training.state().step == step


def test_names_of_cleared_classes_are_not_saved_and_number_like_names_are_refused(window, qtbot, tmp_path):
    import json

    from core.files.errors import PointSetFileError
    from core.files.open import load_point_set

    source = tmp_path / "pets.csv"
    source.write_text("x1,x2,label\n-1,-1,cat\n1,1,dog\n")
    window.files.open_path(source, ask=False)
    action(window, "actionClear").trigger()
    window.points.add([[0.5, 0.5]], -1)
    window.points.add([[1.5, 0.5]], 1)
    assert window.files.save_to(tmp_path / "after.json")
    names = json.loads((tmp_path / "after.json").read_text())["label_names"]
    assert set(names) == {"-1", "1"} and "cat" not in names.values()
    bad = tmp_path / "numbers.json"
    bad.write_text('{"format": "perceptron-studio", "version": 1, "points": [[0, 0, 0], [1, 1, 1]],'
                   ' "label_names": {"0": "2", "1": "1"}}')  # fmt: skip
    try:
        load_point_set(bad)
    except PointSetFileError as error:
        assert "reads as a number" in str(error) and "numbers.json" in str(error)
    else:
        raise AssertionError("a name that reads as a number was accepted")


def test_typing_a_whole_number_starts_training_again_once_not_per_keystroke(window, qtbot):
    box = window.controls.max_epochs
    changes = []
    window.document.settings.changed.connect(changes.append)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "250")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert [s.max_epochs for s in changes] == [250]
