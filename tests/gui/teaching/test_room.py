"""What the room sees in the trace table, the status line and the curves (issue 10), tried as a teacher would."""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

from tests.gui.conftest import load


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def test_the_multiclass_score_column_shows_the_class_scores(window, qtbot):
    from perceptron_gui.document.resources import EXAMPLES

    window.files.open_path(EXAMPLES / "three_gaussians.json", ask=False)
    action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.trace_panel.model.rowCount() > 20)
    model, trace = window.trace_panel.model, window.training.trace
    columns = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    score_column = next(c for c, name in enumerate(columns) if name.startswith("w_c·x"))
    for row in (0, 10, 20):
        expected = trace.row(row + 1).scores  # the raw score of every class, before the step
        cell = model.data(model.index(row, score_column))
        shown = [float(v.replace("−", "-")) for v in cell.strip("()").split(",")]
        np.testing.assert_allclose(shown, expected, rtol=1e-3, atol=1e-3)


def test_the_status_line_and_the_table_agree_on_the_epoch(window, qtbot):
    rng = np.random.default_rng(8)
    X = rng.normal(size=(30, 2))
    load(window, X, np.where(rng.random(30) < 0.5, 1, -1), qtbot)
    action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 30)
    model = window.trace_panel.model
    qtbot.waitUntil(lambda: model.rowCount() == 30)
    last_epoch = model.data(model.index(29, 1))
    assert last_epoch == "1"
    assert window.findChild(type(window.status_line), "statusLabel").text().startswith("Epoch 1 ")


def test_a_zero_score_reads_y_hat_0_and_says_why(window, qtbot):
    load(window, [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [1, 1, -1], qtbot)
    window.document.settings.update(fit_intercept=False)
    action(window, "actionStep").trigger()
    model = window.trace_panel.model
    qtbot.waitUntil(lambda: model.rowCount() == 1)
    columns = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    y_hat, mistake = columns.index("ŷ"), columns.index("mistake?")
    assert model.data(model.index(0, y_hat)) == "0"
    assert model.data(model.index(0, mistake)) == "yes"
    assert "score 0" in model.data(model.index(0, mistake), Qt.ItemDataRole.ToolTipRole)


def test_learning_curves_have_whole_epoch_ticks_and_errors_from_0(window, qtbot):
    rng = np.random.default_rng(9)
    X = rng.normal(size=(40, 2))
    load(window, X, np.where(rng.random(40) < 0.5, 1, -1), qtbot)
    window.findChild(QDockWidget, "curvesDock").raise_()
    window.curves.set_on_screen(True)
    for _ in range(3):
        action(window, "actionStepEpoch").trigger()
        qtbot.waitUntil(lambda: window.training.state().step % 40 == 0 and window.training.state().step > 0)
    qtbot.waitUntil(lambda: len(window.curves.data["epochs"]) == 3, timeout=5000)
    plot = window.curves.plot
    for key in ("mistakes", "error", "loss"):
        item = plot.items[key].getViewBox()
        axis = item.parentItem().getAxis("bottom")
        xmin, xmax = item.viewRange()[0]
        ticks = [v for spacing, values in axis.tickValues(xmin, xmax, 400) for v in values]
        assert ticks and all(float(v).is_integer() for v in ticks), (key, ticks)
    error_view = plot.items["error"].getViewBox()
    assert error_view.viewRange()[1][0] == 0


def test_where_the_trace_ends_is_said_consistently_when_both_caps_apply(window, qtbot, monkeypatch):
    import core.session.engine_run as engine_run
    import perceptron_gui.views.trace_view as trace_view

    monkeypatch.setattr(trace_view, "MAX_TABLE_ROWS", 50)
    monkeypatch.setattr(engine_run, "HISTORY_LIMIT", 100)
    rng = np.random.default_rng(10)
    X = rng.normal(size=(40, 2))
    load(window, X, np.where(rng.random(40) < 0.5, 1, -1), qtbot)  # noisy: mistakes every epoch
    for _ in range(8):
        action(window, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 320)
    trace = window.training.trace
    qtbot.waitUntil(lambda: trace.learner.history_complete_until is not None)
    note = window.trace_panel.note
    # the note follows the training thread's frames: the history's end is said once the GUI has it
    qtbot.waitUntil(lambda: note.isVisible() and f"step {trace.last_step:,}" in note.text())
    model = window.trace_panel.model
    last_row_step = int(model.data(model.index(model.rowCount() - 1, 0)))
    assert model.rowCount() == 50 and last_row_step == 50
    assert "first 50 rows" in note.text(), note.text()


def test_a_restored_size_larger_than_the_screen_is_clamped_to_it(qtbot):
    from PySide6.QtCore import QPoint, QSize

    from perceptron_gui import MainWindow
    from perceptron_gui.window.persistence import preferences
    from tests.gui.conftest import close_discarding

    store = preferences()
    store.setValue("size", QSize(5000, 4000))
    store.setValue("pos", QPoint(3000, 2500))
    store.sync()
    win = MainWindow()
    try:
        win.show()
        screen = win.screen().availableGeometry()
        frame = win.frameGeometry()
        assert win.width() <= screen.width() and win.height() <= screen.height()
        assert screen.contains(frame.topLeft()) and frame.right() <= screen.right() + 1
    finally:
        close_discarding(win)


def test_a_long_message_never_runs_under_the_status_line(window, qtbot):
    window.resize(1024, 700)
    qtbot.wait(50)
    long = "Opened 1,234,567 points from " + "/a/very/long/folder/name" * 12 + "/points.csv."
    window.show_message(long, 5000)
    qtbot.wait(50)
    shown = window.statusBar().currentMessage()
    status = window.findChild(type(window.status_line), "statusLabel")
    room = window.statusBar().width() - status.width() - 30
    assert window.statusBar().fontMetrics().horizontalAdvance(shown) <= room
    assert "…" in shown and shown.endswith("points.csv.") and window.statusBar().toolTip() == long
