"""One-feature documents in the window: a 1-column CSV or Data > New 1-D Set opens points on a number line,
clicks add points on it, every variant, the trace table and time travel work, and Lift to (x, 1) shows the
same run through the origin beside it."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QMessageBox, QTableView, QWidget
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.svm import SVC

from core.learn.choices import VARIANTS
from perceptron_gui.views.lift_view import LiftView
from tests.gui.conftest import answer_file_dialog, load, viewport_pos
from tests.gui.teaching.test_teaching import step, table_column, wait_for_theory

LINE_CSV = "x1,label\n-2.5,no\n1.5,yes\n-0.5,no\n3.0,yes\n0.5,yes\n-1.5,no\n"
X_LINE = [-2.5, 1.5, -0.5, 3.0, 0.5, -1.5]


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def new_line_set(window, qtbot) -> None:
    action(window, "actionNewLineSet").trigger()
    qtbot.waitUntil(lambda: window.points.X.shape == (8, 1) and window.training.trace is not None)
    qtbot.waitUntil(lambda: len(window.training.trace) == 0)


def drawn_points(window) -> np.ndarray:
    return window.canvas.drawing().points[:, 1]


def run_to_end(window, qtbot) -> None:
    window.speed.setValue(window.speed.maximum())
    with qtbot.waitSignal(window.training.finished, timeout=20_000):
        action(window, "actionRun").trigger()


def test_open_a_one_column_csv_and_save_it_as_a_document(window, qtbot, tmp_path):
    path = tmp_path / "line.csv"
    path.write_text(LINE_CSV)
    timer = answer_file_dialog(path)
    action(window, "actionOpen").trigger()
    qtbot.waitUntil(lambda: window.document.path == path, timeout=10_000)
    timer.stop()
    assert window.points.X.shape == (6, 1) and window.points.X[:, 0].tolist() == X_LINE
    assert window.document.label_names == {0: "no", 1: "yes"}
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().coef.shape == (1, 1))
    assert np.all(drawn_points(window) == 0)  # drawn on the number line y = 0
    assert not window.canvas.getPlotItem().getAxis("left").isVisible()
    saved = tmp_path / "line.json"
    timer = answer_file_dialog(saved)
    action(window, "actionSaveAs").trigger()
    qtbot.waitUntil(lambda: window.document.path == saved, timeout=10_000)
    timer.stop()
    action(window, "actionNew").trigger()
    qtbot.waitUntil(lambda: window.points.X.shape == (0, 2))
    window.files.open_path(saved)
    qtbot.waitUntil(lambda: window.points.X.shape == (6, 1))
    assert window.points.X[:, 0].tolist() == X_LINE and window.document.label_names == {0: "no", 1: "yes"}


def test_a_one_column_file_without_labels_is_refused_and_the_document_kept(window, qtbot, tmp_path):
    path = tmp_path / "x_only.csv"
    path.write_text("x\n1\n2\n")
    before = window.points.points
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: "x1,label (points on a number line)" in window.statusBar().toolTip(), timeout=10_000)
    assert window.points.points is before
    dialogs = [w for w in window.findChildren(QMessageBox, "errorDialog") if w.isVisible()]
    assert len(dialogs) == 1 and "x_only.csv" in dialogs[0].text()
    dialogs[0].close()  # read and dismissed, as a person does


def test_new_1d_set_steps_travels_and_fills_the_trace_table(window, qtbot):
    new_line_set(window, qtbot)
    assert window.document.path is None and window.training.state().coef.tolist() == [[0.0]]
    w02 = window.findChild(QWidget, "w02Spin")
    assert not w02.isEnabled() and "one weight" in w02.toolTip()  # a line has one weight
    step(window, qtbot, 4)
    X = window.points.X[:, 0]
    assert table_column(window, "x") == ["2", "0.5", "3.5", "−1"] and X[:4].tolist() == [2.0, 0.5, 3.5, -1.0]
    assert "x₂" not in window.trace_panel.model.columns
    # w·x + b = 0 counts as a mistake: t=1 (x=2, +): w=2, b=1; t=2 (x=0.5, -): 2·0.5+1 > 0, w=1.5, b=0
    assert table_column(window, "mistake?") == ["yes", "yes", "no", "no"]
    assert table_column(window, "w after") == ["2", "1.5", "1.5", "1.5"]  # one weight: no brackets
    assert table_column(window, "b after") == ["1", "0", "0", "0"]
    table = window.findChild(QTableView, "traceTable")
    rect = table.visualRect(table.model().index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.training.shown_step == 1)
    shown = window.training.shown()
    assert shown.coef.tolist() == [[2.0]] and shown.intercept.tolist() == [1.0]
    drawing = window.canvas.drawing()
    assert drawing.threshold is not None and drawing.threshold.tolist() == [-0.5, 0.0]  # -b/w on the line
    assert drawing.w_arrow is not None and "threshold −b/w = -0.5" in drawing.w_arrow.text


def test_run_on_a_line_equals_scikit_learn(window, qtbot):
    new_line_set(window, qtbot)
    run_to_end(window, qtbot)
    state = window.training.state()
    assert state.converged
    oracle = SkPerceptron(max_iter=state.epoch, tol=None, shuffle=False).fit(window.points.X, window.points.y)
    assert state.coef.tolist() == oracle.coef_.tolist() and state.intercept.tolist() == oracle.intercept_.tolist()


def test_a_click_adds_a_point_on_the_line(window, qtbot):
    new_line_set(window, qtbot)
    canvas = window.canvas
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, 1.0, 0.7))
    qtbot.waitUntil(lambda: len(window.points) == 9)
    assert window.points.X.shape == (9, 1) and window.points.X[-1, 0] == pytest.approx(1.0, abs=0.05)
    assert np.all(drawn_points(window) == 0)
    action(window, "actionUndo").trigger()
    qtbot.waitUntil(lambda: window.points.X.shape == (8, 1))


def test_the_margin_band_is_the_max_margin_threshold(window, qtbot):
    new_line_set(window, qtbot)
    wait_for_theory(window, qtbot)
    window.findChild(QCheckBox, "showMaxMargin").setChecked(True)
    svc = SVC(kernel="linear", C=1e10, tol=1e-10).fit(window.points.X, window.points.y)
    threshold, margin = -svc.intercept_[0] / svc.coef_[0, 0], 1 / abs(svc.coef_[0, 0])
    band = window.canvas.drawing().margin_band
    assert band is not None
    lo, hi = band
    assert (lo, hi) == pytest.approx((threshold - margin, threshold + margin), abs=1e-6)
    assert (lo, hi) == pytest.approx((0.5, 2.0), abs=1e-6)  # midway between the closest points of each class


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_runs_on_a_line(window, qtbot, variant):
    new_line_set(window, qtbot)
    window.document.settings.update(variant=variant)
    qtbot.waitUntil(lambda: window.training.state().variant == variant and window.training.state().step == 0)
    run_to_end(window, qtbot)
    state = window.training.state()
    assert state.training_errors == 0 and state.coef.shape == (1, 1)
    assert state.regions is not None and np.all(state.regions == state.regions[:1])  # one threshold: bands
    assert len(table_column(window, "t")) == state.step > 0  # the trace table has every step


def test_three_classes_on_a_line_and_the_lift_says_why_it_shows_no_boundary(window, qtbot):
    load(window, np.array([[-3.0], [-2.0], [0.0], [0.5], [3.0], [4.0]]), [0, 0, 1, 1, 2, 2], qtbot)
    run_to_end(window, qtbot)
    assert window.training.state().coef.shape == (3, 1)
    action(window, "actionLift").trigger()
    lift = window.findChild(LiftView, "liftView")
    qtbot.waitUntil(lambda: "3 classes have 3 weight vectors" in lift.note)


def test_lift_shows_the_same_run_through_the_origin(window, qtbot):
    new_line_set(window, qtbot)
    step(window, qtbot, 2)
    action(window, "actionLift").trigger()
    lift = window.findChild(LiftView, "liftView")
    assert lift.isVisible() and action(window, "actionLift").isChecked()
    lifted, boundary, arrow = lift.drawing()
    points, heights = lifted[:, 0], lifted[:, 1]
    assert sorted(points.tolist()) == sorted(window.points.X[:, 0].tolist()) and np.all(heights == 1)
    state = window.training.state()
    w, b = float(state.coef[0, 0]), float(state.intercept[0])
    assert boundary is not None and arrow is not None
    xs, zs = boundary.xs, boundary.ys
    np.testing.assert_allclose(w * xs + b * zs, 0, atol=1e-9)  # the boundary (w, b)·(x, z) = 0 through the origin
    tip = (arrow.xs, arrow.ys)
    assert tip[0][0] == tip[1][0] == 0 and w * tip[1][1] - b * tip[0][1] == pytest.approx(0, abs=1e-9)  # along (w, b)
    window.training.travel_to(0)  # it follows time travel: from w = 0, b = 0 there is no boundary to draw
    qtbot.waitUntil(lambda: lift.drawing()[1] is None)
    action(window, "actionLift").trigger()
    assert not lift.isVisible()


def test_lift_on_a_plane_document_says_what_it_is_for(window, qtbot):
    action(window, "actionLift").trigger()
    assert not action(window, "actionLift").isChecked()
    lift = window.findChild(LiftView, "liftView")  # built on first use: maybe never
    assert lift is None or not lift.isVisible()
    assert "for a one-feature document" in window.statusBar().toolTip()
    assert window.findChild(QWidget, "w02Spin").isEnabled()


def test_draw_a_classifier_on_a_line_says_what_to_use_instead(window, qtbot):
    new_line_set(window, qtbot)
    action(window, "actionManualModel").trigger()
    qtbot.waitUntil(lambda: not window.manual_model.on)
    assert not action(window, "actionManualModel").isChecked()
    assert "on a number line the classifier is the threshold −b/w" in window.statusBar().toolTip()


def test_quiz_pin_and_ensembles_on_a_line(window, qtbot):
    new_line_set(window, qtbot)
    step(window, qtbot, 2)
    action(window, "actionPinBoundary").trigger()
    assert "w = 1.5" in window.statusBar().toolTip()  # one weight, as the notes write it
    xs = window.canvas.drawing().references["pinned"].xs
    assert xs.tolist() == [0.0, 0.0]  # the pinned threshold -b/w = 0 is a vertical line
    action(window, "actionShowEnsembles").trigger()
    qtbot.waitUntil(lambda: "mean" in window.canvas.drawing().references and window.canvas.drawing().ensembles)
    action(window, "actionQuiz").trigger()
    qtbot.waitUntil(lambda: window.quiz.question is not None)
    ring = window.quiz.overlay.ring.getData()
    assert ring[0].tolist() == [3.5] and ring[1].tolist() == [0.0]  # the third example, on the line
    assert window.quiz.w_edits[0].isVisible() and not window.quiz.w_edits[1].isVisible()
    action(window, "actionQuiz").trigger()


def test_save_writes_a_one_column_csv_back_as_it_was_opened(window, qtbot, tmp_path):
    path = tmp_path / "line.tsv"
    path.write_text(LINE_CSV.replace(",", "\t"))
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.points.X.shape == (6, 1) and window.document.path == path)
    window.edit_tool.add_point(4.25, 9.0, 1)  # typed in the points table: x₂ is not kept
    qtbot.waitUntil(lambda: len(window.points) == 7)
    action(window, "actionSave").trigger()
    qtbot.waitUntil(lambda: "4.25" in path.read_text())
    assert path.read_text().splitlines() == ["x1\tlabel", *LINE_CSV.replace(",", "\t").splitlines()[1:], "4.25\tyes"]


@pytest.mark.parametrize("variant", ["logistic", "hinge"])
def test_the_sgd_learners_step_on_a_line(window, qtbot, variant):
    new_line_set(window, qtbot)
    window.document.settings.update(variant=variant)
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().variant == variant)
    for _ in range(5):
        action(window, "actionStep").trigger()
    # it stopped with a matmul error before; 30 s: it was slow (never wrong) beside other tests on 2 workers
    qtbot.waitUntil(lambda: window.training.state().step == 5, timeout=30000)
    state = window.training.state()
    assert state.coef.shape == (1, 1) and state.coef[0, 0] > 0  # class +1 lies to the right
    assert state.regions is not None and np.all(state.regions == state.regions[:1])
