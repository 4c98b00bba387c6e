"""File menu work in the window: open, save, export, generate; bad files change nothing."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from core.session.generators import GeneratorSpec
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import answer_unsaved_changes, load

BAD = Path(__file__).resolve().parents[2] / "data" / "bad"


def error_dialogs():
    return [w for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()]


def close_error_dialogs():
    for box in error_dialogs():
        box.close()


def test_a_saved_document_reopens_with_its_points_and_every_setting(window, qtbot, tmp_path):
    load(window, [[0.1, 0.2], [1e-300, -3.5], [2.0, 2.0]], [1, -1, 1], qtbot)
    window.document.settings.set(window.settings().with_(variant="kernel", kernel="poly", degree=3, eta=0.25))
    path = tmp_path / "my points ü.json"
    assert window.files.save_to(path)
    assert "*" not in window.windowTitle() and path.name in window.windowTitle()
    X, y, settings = window.points.X.copy(), window.points.y.copy(), window.settings()
    window.files.new()
    assert len(window.points) == 0
    window.files.open_path(path, ask=False)
    np.testing.assert_array_equal(window.points.X, X)
    np.testing.assert_array_equal(window.points.y, y)
    assert window.settings() == settings


def test_edits_mark_the_title_and_undo_to_the_saved_state_clears_it(window, qtbot, tmp_path):
    window.files.save_to(tmp_path / "a.csv")
    assert not window.windowTitle().startswith("a.csv*")
    window.points.add(np.array([[0.0, 0.0]]), 1)
    assert window.windowTitle().startswith("a.csv*")
    window.points.undo_stack.undo()
    assert window.windowTitle().startswith("a.csv —")


@pytest.mark.parametrize("name", sorted(p.name for p in BAD.iterdir()) if BAD.is_dir() else [])
def test_every_bad_file_shows_a_dialog_and_changes_nothing(window, qtbot, name):
    window.points.add(np.array([[0.5, 0.5]]), 1)  # an undo step that must survive
    X, steps, title = window.points.X.copy(), window.points.undo_stack.count(), window.windowTitle()
    window.files.open_path(BAD / name, ask=False)
    qtbot.waitUntil(lambda: any(name in box.text() for box in error_dialogs()))
    np.testing.assert_array_equal(window.points.X, X)
    assert window.points.undo_stack.count() == steps
    assert window.windowTitle() == title
    close_error_dialogs()


def test_export_png_at_a_chosen_width_and_svg_with_the_points(window, qtbot, tmp_path):
    png, svg = tmp_path / "fig.png", tmp_path / "fig.svg"
    assert window.exports.export_image_to(png, width=1234)
    image = QImage(str(png))
    assert not image.isNull() and image.width() == 1234
    assert window.exports.export_image_to(svg)
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    assert len(svg.read_text(encoding="utf-8")) > 1000
    assert len(root.findall(".//{http://www.w3.org/2000/svg}path")) > 10  # the point markers, among others


def test_generate_replaces_the_points_in_one_undo_step(window, qtbot):
    before = window.points.X.copy()
    window.data.generate(GeneratorSpec("moons", n=300, noise=0.05, seed=3))
    qtbot.waitUntil(lambda: len(window.points) == 300)
    assert window.points.undo_stack.undoText().startswith("Generate 300 points")
    window.points.undo_stack.undo()
    np.testing.assert_array_equal(window.points.X, before)


def test_a_cancelled_big_load_keeps_the_old_document(window, qtbot, tmp_path):
    big = tmp_path / "big.csv"
    rng = np.random.default_rng(0)
    xs, ys, labels = *rng.normal(size=(2, 200_000)).tolist(), rng.integers(0, 2, 200_000).tolist()
    rows = "\n".join(f"{a!r},{b!r},{c}" for a, b, c in zip(xs, ys, labels, strict=True))
    big.write_text("x1,x2,label\n" + rows + "\n", encoding="utf-8")
    X = window.points.X.copy()
    window.files.open_path(big, ask=False)
    assert window.files.tasks.busy
    window.files.tasks.cancel()
    qtbot.wait(200)
    np.testing.assert_array_equal(window.points.X, X)
    assert not window.files.tasks.busy
    window.files.open_path(big, ask=False)  # and without cancelling it loads
    qtbot.waitUntil(lambda: len(window.points) == 200_000, timeout=20_000)


def test_dropping_a_file_opens_it(window, qtbot, tmp_path):
    path = tmp_path / "dropped points.csv"
    path.write_text("x1,x2,label\n1,2,1\n3,4,-1\n", encoding="utf-8")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    timer = answer_unsaved_changes()
    at, how, none = QPoint(10, 10), Qt.DropAction.CopyAction, (Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    enter = QDragEnterEvent(at, how, data, *none)
    QApplication.sendEvent(window, enter)  # a drag comes over the window, as the system delivers it
    assert enter.isAccepted()
    before = window.points.X.copy()
    QApplication.sendEvent(window, QDragMoveEvent(at + QPoint(5, 5), how, data, *none))  # it moves over the window
    assert np.array_equal(window.points.X, before)  # nothing opens before the drop
    QApplication.sendEvent(window, QDropEvent(at, how, data, *none))
    timer.stop()
    assert window.points.X.tolist() == [[1.0, 2.0], [3.0, 4.0]]


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_window(window, qtbot):
    window.points.add(np.array([[0.5, 0.5]]), 1)
    timer = answer_unsaved_changes(QMessageBox.StandardButton.Cancel)
    window.close()
    timer.stop()
    assert window.isVisible()
    assert len(window.points) > 0


def test_saving_to_an_unwritable_place_says_so_and_keeps_the_document_dirty(window, qtbot, tmp_path):
    window.points.add(np.array([[0.5, 0.5]]), 1)
    target = tmp_path / "a folder.json"
    target.mkdir()  # a directory where the file should go: fails even for root
    assert not window.files.save_to(target)
    qtbot.waitUntil(lambda: any("a folder.json: it is a folder" in box.text() for box in error_dialogs()))
    assert window.files.dirty and "*" in window.windowTitle()
    close_error_dialogs()


def test_settings_of_a_loaded_example_apply(window, qtbot):
    from perceptron_gui.document.resources import EXAMPLES

    window.files.open_path(EXAMPLES / "cmu_trace.json", ask=False)
    assert len(window.points) == 6
    assert window.settings().fit_intercept is False and window.settings().zero_score == "positive"
    assert json.loads((EXAMPLES / "cmu_trace.json").read_text())["settings"]["zero_score"] == "positive"


def test_the_exported_model_predicts_what_the_window_shows_and_the_trace_has_every_step(window, qtbot, tmp_path):
    import csv

    from core.files.model_json import load_model

    for _ in range(len(window.points)):
        window.training.step()
    qtbot.waitUntil(lambda: window.training.state().step == len(window.points))
    model_path, trace_path = tmp_path / "model é.json", tmp_path / "trace.csv"
    with qtbot.waitSignal(window.training.exported) as blocker:
        window.training.export("model", str(model_path))
    assert blocker.args[0]
    state = window.training.state()
    est = load_model(model_path)
    np.testing.assert_array_equal(est.coef_, state.coef)
    grid = np.random.default_rng(0).normal(size=(200, 2)) * 3
    expected = np.where(grid @ state.coef[0] + state.intercept[0] > 0, 1, -1)
    np.testing.assert_array_equal(est.predict(grid), expected)
    with qtbot.waitSignal(window.training.exported):
        window.training.export("trace", str(trace_path))
    with trace_path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert len(rows) == len(window.points) + 1  # a header and one row per step
