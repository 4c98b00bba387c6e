"""The desktop app driven as a user would: clicks, keys, actions, the real event loop (offscreen)."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from core import KernelPerceptron, Perceptron
from tests.gui.conftest import close_discarding, load, viewport_pos
from tests.gui.person import wait_for_training_thread

SEPARABLE_X = [[-2, 1], [-1, 2], [1, 3], [2, 1], [-1, -2], [0, -1.5], [2, -2], [3, 0]]
SEPARABLE_Y = [1, 1, 1, 1, -1, -1, -1, -1]
XOR_X = [[0, 0], [1, 1], [0, 1], [1, 0]]
XOR_Y = [-1, -1, 1, 1]


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def test_clicks_add_points_at_the_clicked_coordinates_and_undo_redo_restore_them(window, qtbot):
    canvas = window.findChild(type(window.canvas), "canvas")
    before_X, before_y = window.points.X.copy(), window.points.y.copy()
    sx, sy = canvas.getPlotItem().vb.viewPixelSize()
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, 1.25, -0.75))
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.RightButton, pos=viewport_pos(canvas, -2.5, 2.0))
    assert len(window.points.X) == len(before_X) + 2
    np.testing.assert_allclose(window.points.X[-2], [1.25, -0.75], atol=1.5 * max(sx, sy))
    np.testing.assert_allclose(window.points.X[-1], [-2.5, 2.0], atol=1.5 * max(sx, sy))
    assert window.points.y[-2:].tolist() == [1, -1]  # left click: the current class (+1); right: the other
    after_X = window.points.X.copy()
    action(window, "actionUndo").trigger()
    action(window, "actionUndo").trigger()
    np.testing.assert_array_equal(window.points.X, before_X)
    np.testing.assert_array_equal(window.points.y, before_y)
    action(window, "actionRedo").trigger()
    action(window, "actionRedo").trigger()
    np.testing.assert_array_equal(window.points.X, after_X)


def test_number_keys_choose_the_class_of_a_left_click(window, qtbot):
    canvas = window.canvas
    qtbot.keyClick(window, Qt.Key.Key_3)
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, 0.5, 0.5))
    assert window.points.y[-1] == 2  # the third class after -1 and +1
    assert len(window.points.points.classes) == 3
    assert not window.controls.w1.isEnabled()  # w0 applies to two classes only


def test_a_whole_drag_is_one_undo_step(window, qtbot):
    load(window, SEPARABLE_X, SEPARABLE_Y, qtbot)
    canvas = window.canvas
    start = viewport_pos(canvas, 2, 1)
    end = viewport_pos(canvas, 0.5, 0.5)
    viewport = canvas.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + (end - start) * (k / 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    moved = window.points.X[3].copy()
    assert np.hypot(*(moved - [0.5, 0.5])) < 0.2
    assert window.points.undo_stack.count() == 1
    action(window, "actionUndo").trigger()
    np.testing.assert_array_equal(window.points.X[3], [2, 1])


def test_rubber_band_selection_and_delete(window, qtbot):
    load(window, SEPARABLE_X, SEPARABLE_Y, qtbot)
    canvas = window.canvas
    viewport = canvas.viewport()
    a, b = viewport_pos(canvas, -2.6, 0.5), viewport_pos(canvas, 1.5, 3.5)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, a + (b - a) * (k / 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
    assert window.edit_tool.selection == {0, 1, 2}
    action(window, "actionDelete").trigger()
    assert window.points.X.tolist() == SEPARABLE_X[3:]
    action(window, "actionUndo").trigger()
    assert window.points.X.tolist() == SEPARABLE_X


def test_stepping_gives_the_weights_of_the_core_estimator(window, qtbot):
    X, y = window.points.X.copy(), window.points.y.copy()
    for _ in range(len(X)):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == len(X))
    expected = Perceptron(max_iter=1, until_converged=False).fit(X, y)
    state = window.training.state()
    np.testing.assert_array_equal(state.coef, expected.coef_)
    np.testing.assert_array_equal(state.intercept, expected.intercept_)
    assert state.n_mistakes == expected.n_mistakes_
    status = window.findChild(type(window.status_line), "statusLabel")
    qtbot.waitUntil(lambda: f"step t = {len(X)}" in status.text())
    assert f"mistakes {expected.n_mistakes_} " in status.text()


def test_space_steps_and_the_status_bar_tells(window, qtbot):
    qtbot.keyClick(window.canvas, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 1)
    qtbot.waitUntil(lambda: "step t = 1" in window.status_line.text())
    assert "mistakes 1" in window.status_line.text()  # from w0 = 0 the first score is 0: a mistake


def test_run_on_separable_data_converges_and_says_so(window, qtbot):
    load(window, SEPARABLE_X, SEPARABLE_Y, qtbot)
    window.speed.setValue(window.speed.maximum())
    with qtbot.waitSignal(window.training.finished, timeout=10_000):
        action(window, "actionRun").trigger()
    state = window.training.state()
    assert state.converged
    assert window.training.message.startswith(f"Converged: epoch {state.epoch}, {state.n_mistakes} mistakes")
    assert state.training_errors == 0
    assert window.statusBar().toolTip() == window.training.message


def test_a_kernel_run_on_xor_converges(window, qtbot):
    load(window, XOR_X, XOR_Y, qtbot)
    window.speed.setValue(window.speed.maximum())
    controls = window.controls
    controls.algorithm.setCurrentIndex(controls.algorithm.findData("kernel"))
    controls.kernel.setCurrentIndex(controls.kernel.findData("poly"))
    controls.degree.setValue(2)
    assert controls.degree.isVisible() and not controls.gamma.isVisible()
    with qtbot.waitSignal(window.training.finished, timeout=10_000):
        action(window, "actionRun").trigger()
    state = window.training.state()
    assert state.converged
    expected = KernelPerceptron(kernel="poly", degree=2, coef0=1.0).fit(np.array(XOR_X, float), XOR_Y)
    assert state.n_mistakes == expected.n_mistakes_
    assert len(state.support) == len(expected.support_)


def test_xor_without_a_kernel_stops_at_max_epochs_and_says_why(window, qtbot):
    load(window, XOR_X, XOR_Y, qtbot)
    window.controls.max_epochs.setValue(50)
    window.speed.setValue(window.speed.maximum())
    with qtbot.waitSignal(window.training.finished, timeout=10_000):
        action(window, "actionRun").trigger()
    assert window.training.message == "Stopped after 50 epochs: the data may not be linearly separable."
    assert not window.training.state().converged


def test_pause_stops_updates(window, qtbot):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(2000, 2))
    load(window, X, np.where(X[:, 0] + 0.3 * rng.normal(size=2000) > 0, 1, -1), qtbot)
    window.speed.setValue(80)  # 10,000 examples per second
    action(window, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 500, timeout=5000)
    action(window, "actionPause").trigger()
    wait_for_training_thread(window, qtbot)  # the Pause answered, however late a busy machine makes it
    paused_at = window.training.state().step
    assert window.training.state().message == "Paused."
    qtbot.wait(400)
    assert window.training.state().step == paused_at
    assert not window.training.running
    assert action(window, "actionRun").isEnabled() and not action(window, "actionPause").isEnabled()


def test_closing_during_a_run_stops_the_thread(qtbot):
    from perceptron_gui import MainWindow

    win = MainWindow()
    win.show()
    rng = np.random.default_rng(1)
    X = rng.normal(size=(5000, 2))
    load(win, X, np.where(rng.random(5000) < 0.5, 1, -1), qtbot)
    win.speed.setValue(win.speed.maximum())
    action(win, "actionRun").trigger()
    qtbot.waitUntil(lambda: win.training.state().step > 1000)
    thread = win.training._thread
    close_discarding(win)
    assert not thread.isRunning()


def test_editing_while_running_starts_again_on_the_edited_points_and_keeps_running(window, qtbot):
    rng = np.random.default_rng(2)
    X = rng.normal(size=(3000, 2))
    load(window, X, np.where(rng.random(3000) < 0.5, 1, -1), qtbot)
    window.speed.setValue(70)
    action(window, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 100, timeout=5000)
    canvas = window.canvas
    xmin, xmax, ymin, ymax = canvas.view_rect()
    free = (xmax - 0.05 * (xmax - xmin), ymax - 0.05 * (ymax - ymin))  # a corner, away from every point
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(canvas, *free))
    assert len(window.points.X) == 3001
    assert window.training.state().step == 0
    assert window.training.running
    qtbot.waitUntil(lambda: window.training.run_log is not None and window.training.run_log.n_samples == 3001)
    qtbot.waitUntil(lambda: window.training.state().step > 100, timeout=5000)
    assert "edited points" in window.statusBar().toolTip()


def test_the_picture_is_real_two_sides_two_colours(window, qtbot):
    load(window, SEPARABLE_X, SEPARABLE_Y, qtbot)
    window.speed.setValue(window.speed.maximum())
    with qtbot.waitSignal(window.training.finished, timeout=10_000):
        action(window, "actionRun").trigger()
    state = window.training.state()
    w, b = state.coef[0], state.intercept[0]
    normal = w / np.linalg.norm(w)
    foot = -b * normal / np.linalg.norm(w)

    def colours() -> list[tuple[int, ...]]:
        """The canvas's pixels one unit from the boundary on each side (the positive side first)."""
        image = window.canvas.grab().toImage()
        found = []
        for side in (+1, -1):
            x, y = foot + side * 1.0 * normal + 0.3 * np.array([-normal[1], normal[0]])
            pos = viewport_pos(window.canvas, x, y)
            pixel = window.canvas.viewport().mapTo(window.canvas, pos)
            found.append(image.pixelColor(pixel).getRgb())
        return found

    def two_tints() -> bool:
        # the positive side is tinted towards blue (+1), the negative towards vermillion (-1)
        plus, minus = colours()
        return plus != minus and plus[2] > plus[0] and minus[0] > minus[2]

    # The view may still settle after the last step (the regions follow it a frame later): wait for the picture.
    try:
        qtbot.waitUntil(two_tints, timeout=5000)
    except Exception:
        raise AssertionError(f"the two sides are not tinted: {colours()}") from None


def test_a_learning_rate_typed_as_text_zero_or_huge_is_refused_with_a_hint(window, qtbot):
    box = window.controls.learning_rate
    assert box.objectName() == "learningRateSpin"
    for bad in ("abc", "0", "-3", "1e9"):
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), bad)
        qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
        assert box.value() == 1.0
        assert window.controls.hint.isVisibleTo(window.controls)
        assert "must be a number from 1e-06 to 1e+06" in window.controls.hint.text()
    assert window.settings().eta == 1.0
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "0.25")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert window.settings().eta == 0.25
    assert not window.controls.hint.isVisibleTo(window.controls)
    assert "training starts again" in window.statusBar().toolTip()  # the whole message (the bar may shorten it)


def test_with_one_class_step_and_run_are_disabled_with_a_reason(window, qtbot):
    load(window, [[0, 0], [1, 1]], [1, 1], qtbot)
    for name in ("actionStep", "actionRun", "actionStepToMistake", "actionStepEpoch"):
        assert not action(window, name).isEnabled()
        assert "at least two classes" in action(window, name).toolTip()
    qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.RightButton, pos=viewport_pos(window.canvas, 0.5, 0))
    assert action(window, "actionStep").isEnabled()


def test_overflow_stops_the_run_with_a_message(window, qtbot):
    load(window, [[1e200, 1e200], [-1e200, 1e200]], [1, -1], qtbot)
    with qtbot.waitSignal(window.training.failed, timeout=5000) as blocker:
        action(window, "actionRun").trigger()
    assert "overflow" in blocker.args[0]
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "errorDialog") is not None)
    assert np.isfinite(window.training.state().coef).all()
    assert not window.training.running


@pytest.mark.parametrize("variant", ["averaged", "voted", "batch"])
def test_every_variant_trains_in_the_window_like_fit(window, qtbot, variant):
    import core

    load(window, SEPARABLE_X, SEPARABLE_Y, qtbot)
    window.controls.algorithm.setCurrentIndex(window.controls.algorithm.findData(variant))
    qtbot.waitUntil(lambda: window.training.state().variant == variant)
    for _ in range(3):
        action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().epoch == 3 or window.training.state().converged)
    state = window.training.state()
    cls = {"averaged": core.AveragedPerceptron, "voted": core.VotedPerceptron, "batch": core.BatchPerceptron}[variant]
    est = cls(max_iter=state.epoch, until_converged=False).fit(np.array(SEPARABLE_X, float), SEPARABLE_Y)
    coef = state.avg_coef if variant == "averaged" else state.coef
    np.testing.assert_allclose(coef, est.coef_, rtol=1e-12)


def test_geometry_and_speed_survive_a_restart_but_not_training_settings(qtbot):
    from perceptron_gui import MainWindow

    first = MainWindow()
    first.show()
    first.resize(700, 600)
    qtbot.waitUntil(lambda: first.width() == 700)
    first.controls.learning_rate.setValue(0.5)
    first.speed.setValue(33)
    close_discarding(first)
    second = MainWindow()
    second.show()
    assert second.size().width() == 700
    assert second.speed.value() == 33
    assert second.settings().eta == 1.0  # settings belong to the document, not to the app
    close_discarding(second)


def test_an_unexpected_error_shows_a_dialog_with_details_and_keeps_the_points(window, qtbot):
    import sys

    from PySide6.QtWidgets import QApplication

    from perceptron_gui.widgets.errors import install_excepthook

    points_before = window.points.X.copy()
    saved = sys.excepthook
    install_excepthook()
    try:
        try:
            raise RuntimeError("boom in a slot")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = saved

    def dialogs():
        return [w for w in QApplication.allWidgets() if w.objectName() == "unexpectedErrorDialog"]

    qtbot.waitUntil(lambda: len(dialogs()) == 1)
    box = dialogs()[0]
    assert "RuntimeError: boom in a slot" in box.text()
    assert "Traceback" in box.detailedText()
    np.testing.assert_array_equal(window.points.X, points_before)
    box.close()
    box.deleteLater()
