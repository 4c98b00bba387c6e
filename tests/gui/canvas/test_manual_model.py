"""The geometry warm-up (Data > Draw a Classifier) driven through the window: type, drag, b ± 1, train from it.

Expected numbers are worked by hand for CMU lecture 6's exercise w = (2, 3), b = 6:
‖w‖ = √13 = 3.606, -b/‖w‖ = -6/√13 = -1.664, angle atan2(3, 2) = 56.31°, b + 1 moves the line by 1/√13 = 0.2774.
"""

import math

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QPushButton

from tests.gui.conftest import load, viewport_pos
from tests.gui.teaching.test_teaching import step

SQRT13 = math.sqrt(13)


def start_warmup(window, qtbot):
    data_menu = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&Data")
    action = window.findChild(QAction, "actionManualModel")
    assert action in data_menu.actions()
    action.trigger()
    dock = window.findChild(QDockWidget, "manualModelDock")
    qtbot.waitUntil(dock.isVisible)
    return dock


def type_in(box, value):
    box.lineEdit().setText(str(value))
    box.editingFinished.emit()
    box.interpretText()


def readouts(window):
    return window.findChild(QLabel, "manualReadouts").text()


def line_offset(window):
    """Where the drawn line is, as its signed distance from the origin along w (read from the canvas item)."""
    overlay = window.warm_up.overlay
    w = window.manual_model.value.vector
    p = overlay.line.pos()
    return float(np.array([p.x(), p.y()]) @ w / np.linalg.norm(w))


def test_the_cmu_exercise_typed_in_gives_the_notes_geometry(window, qtbot):
    dock = start_warmup(window, qtbot)
    panel = dock.widget().widget()
    for name, value in (("manualW1", 2), ("manualW2", 3), ("manualB", 6)):
        type_in(panel.findChild(type(panel.w1), name), value)
    assert window.manual_model.value.w == (2.0, 3.0) and window.manual_model.value.b == 6.0
    text = readouts(window)
    assert "boundary: 2x₁ + 3x₂ + 6 = 0" in text
    assert "S₊ = {x : 2x₁ + 3x₂ + 6 > 0}" in text and "S₋ = {x : 2x₁ + 3x₂ + 6 < 0}" in text
    assert "‖w‖ = √(2² + 3²) = 3.606" in text
    assert "−b/‖w‖ = −6/3.606 = −1.664" in text
    assert "atan2(3, 2) = 56.31°" in text
    overlay = window.warm_up.overlay
    assert overlay.line.isVisible() and overlay.tip.isVisible()
    assert line_offset(window) == pytest.approx(-6 / SQRT13)
    assert overlay.tip.pos().x() == 2 and overlay.tip.pos().y() == 3  # the arrow's tip is at w
    window.resize(1280, 800)  # room for the whole label; a narrow canvas writes S₊ alone
    qtbot.waitUntil(lambda: overlay.plus_label.toPlainText() == "S₊ = {x : 2x₁ + 3x₂ + 6 > 0}")
    window.resize(500, 400)
    qtbot.waitUntil(lambda: overlay.plus_label.toPlainText() == "S₊")
    assert overlay.line.angle == pytest.approx(math.degrees(math.atan2(3, 2)) + 90)  # orthogonal to w
    assert window.canvas.drawing().snapshot is None  # the training model is not drawn over the warm-up


def test_b_plus_one_moves_the_line_towards_the_negative_side_and_b_minus_one_back(window, qtbot):
    dock = start_warmup(window, qtbot)
    dock.findChild(QPushButton, "manualCmuExercise").click()
    before = line_offset(window)
    dock.findChild(QPushButton, "manualBPlus").click()
    assert window.manual_model.value.b == 7
    assert line_offset(window) - before == pytest.approx(-1 / SQRT13)  # against w: towards S₋
    note = dock.findChild(QLabel, "manualShiftNote").text()
    assert "1/‖w‖ = 0.2774 towards S₋, against w" in note and "from −1.664 to −1.941" in note
    overlay = window.warm_up.overlay
    assert overlay.ghost.isVisible()  # where the line was
    ghost = overlay.ghost.pos()
    assert float(np.array([ghost.x(), ghost.y()]) @ [2, 3] / SQRT13) == pytest.approx(before)
    dock.findChild(QPushButton, "manualBMinus").click()
    dock.findChild(QPushButton, "manualBMinus").click()
    assert window.manual_model.value.b == 5
    assert line_offset(window) - before == pytest.approx(1 / SQRT13)  # along w: towards S₊
    assert "towards S₊, along w" in dock.findChild(QLabel, "manualShiftNote").text()


def test_dragging_the_tip_sets_w_and_dragging_the_line_sets_b(window, qtbot):
    load(window, [[-4, -4], [4, 4]], [-1, 1], qtbot)
    window.resize(1024, 768)
    canvas = window.canvas
    dock = start_warmup(window, qtbot)
    dock.findChild(QPushButton, "manualCmuExercise").click()
    qtbot.waitUntil(lambda: canvas.width() > 300 and canvas.height() > 300)
    view = canvas.getPlotItem().getViewBox()
    placed = None
    while placed != view.sceneBoundingRect().getRect():  # the docks settle (slowly on a busy machine)
        placed = view.sceneBoundingRect().getRect()
        qtbot.wait(200)
    view.setRange(xRange=(-6, 6), yRange=(-6, 6), padding=0)
    viewport = canvas.viewport()

    def drag(a, b):
        start, end = viewport_pos(canvas, *a), viewport_pos(canvas, *b)
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for k in range(1, 6):
            qtbot.mouseMove(viewport, start + (end - start) * (k / 5))
            qtbot.wait(30)
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    drag((2, 3), (1, -1))  # the arrow's tip
    w = window.manual_model.value.w
    assert w == pytest.approx((1, -1), abs=0.1)
    assert window.manual_model.value.b == 6  # the tip sets w only
    assert window.points.X.tolist() == [[-4, -4], [4, 4]]  # no point was added or moved
    w = np.array(w)
    foot = window.manual_model.value.foot
    drag(tuple(foot), tuple(foot + 2 * w / np.linalg.norm(w)))  # the line, 2 along w
    value = window.manual_model.value
    assert value.w == tuple(w)  # the line sets b only
    # the line now passes through foot + 2 w/‖w‖: b = -w·(foot + 2 w/‖w‖) = 6 - 2‖w‖
    assert value.b == pytest.approx(6 - 2 * np.linalg.norm(w), abs=0.1)
    assert window.points.X.tolist() == [[-4, -4], [4, 4]]
    assert window.findChild(type(dock.widget().widget().b), "manualB").value() == value.b


def test_training_starts_from_the_drawn_w_and_b(window, qtbot):
    load(window, [[1, 0], [-1, 0], [0, 2]], [1, -1, 1], qtbot)
    dock = start_warmup(window, qtbot)
    window.controls.intercept.setChecked(False)
    dock.findChild(QPushButton, "manualCmuExercise").click()
    dock.findChild(QPushButton, "manualUseAsStart").click()
    qtbot.waitUntil(lambda: not dock.isVisible())
    assert not window.findChild(QAction, "actionManualModel").isChecked()
    settings = window.document.settings.value()
    assert settings.w0 == (2.0, 3.0) and settings.b0 == 6.0 and settings.fit_intercept  # b ≠ 0 needs b
    assert "the intercept b is now on" in window.statusBar().toolTip()
    qtbot.waitUntil(lambda: window.training.state().coef.tolist() == [[2.0, 3.0]])
    assert window.training.state().intercept.tolist() == [6.0]
    qtbot.waitUntil(lambda: window.canvas.drawing().snapshot is window.training.shown())  # the model drawn again
    # the first step scores x = (1, 0) from w₀, b₀: a = 2·1 + 3·0 + 6 = 8
    step(window, qtbot, 1)
    assert window.trace_panel.model.data(window.trace_panel.model.index(0, 4)) == "8"


def test_a_typed_value_out_of_range_is_refused_with_a_hint(window, qtbot):
    dock = start_warmup(window, qtbot)
    panel = dock.widget().widget()
    panel.b.lineEdit().setText("1e9")
    panel.b.interpretText()
    hint = dock.findChild(QLabel, "manualHint")
    assert hint.isVisible() and "b must be a number from -1e+06 to 1e+06" in hint.text()
    assert window.manual_model.value.b == 6.0  # kept
