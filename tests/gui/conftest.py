"""GUI test fixtures: offscreen Qt, isolated settings, and no thread left running."""

import faulthandler
import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from core.session.points import PointSet
from perceptron_gui.widgets.top_levels import top_level_widgets
from perceptron_gui.work import threads


@pytest.fixture(scope="session", autouse=True)
def fast_loops_loaded():
    """The window as a user has it a second after its start: the compiled loops loaded (``make test`` compiled
    them ahead).  Until then the loops run as Python, correct but far slower on the big cases some tests
    train (tests/gui/app/test_first_run.py meets the app before that, in processes of its own)."""
    import time

    from perceptron_gui.work import fast_loops

    loops = fast_loops.loader()
    start = time.monotonic()
    while not loops.finished and time.monotonic() - start < 600:
        time.sleep(0.02)
    from core.learn import compiled

    assert compiled.loaded(), f"the compiled loops did not load: {loops.text}"
    yield


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path):
    """Window geometry and last settings go to a temporary folder, never the user's."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield


_ANSWERERS: list[QTimer] = []  # the dialog-answering timers started by the test running now


@pytest.fixture(autouse=True)
def no_answerer_left_running():
    """Stop the test's dialog-answering timers at its end, even when it failed before stopping them: one left
    running would type its path into, or click, a dialog of a later test in the same process."""
    yield
    for timer in _ANSWERERS:
        timer.stop()
    _ANSWERERS.clear()


@pytest.fixture(autouse=True)
def no_thread_left_running(isolated_settings):
    """Fail any test that leaves a QThread running (napari's pattern).

    The test's widgets are deleted first (deferred deletes, then the Python
    wrappers), so that a window closed by qtbot has really stopped its thread.
    """
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # Every QThread of the app starts through perceptron_gui.work.threads, which keeps it until it has finished
    # (a house rule checks it: tests/core/test_house_rules.py).  Asking it costs nothing, where a scan of every
    # Python object took a second a test once a worker's heap had grown to gigabytes.
    # A full collection costs a tenth of a second a test; it is needed only when a thread still runs (its window
    # may be waiting for the collector to delete its wrapper, which stops the thread).
    if threads.running():
        gc.collect()
    alive = threads.running()
    # A closed window waits a bounded time for its threads (Quit within a second); one asked to stop that is
    # still finishing a long piece of work gets half a minute here, so that it is not counted against the
    # next tests. One still running then is a thread nobody stopped, or one that hangs: its stack is printed.
    for thread in alive:
        thread.wait(30000)
    alive = [t for t in alive if t.isRunning()]
    if alive:
        faulthandler.dump_traceback(all_threads=True)
    assert not alive, f"{len(alive)} QThread(s) still running after the test: {[t.objectName() for t in alive]}"


@pytest.fixture(autouse=True)
def no_window_left_open(no_thread_left_running, no_answerer_left_running):
    """Close what a test left open (torn down before the two fixtures it names): a window's error dialog outlives
    the closed window (the window object is not deleted at once), stays visible and modal, and was taken for the
    next tests' own dialogs (a "Training stopped" box answered in a Help > About test, read in a failed-save test).
    """
    yield
    from perceptron_gui import MainWindow

    for widget in top_level_widgets():
        if widget.isVisible() and not isinstance(widget, MainWindow):
            widget.close()
    for widget in top_level_widgets():
        if widget.isVisible() and isinstance(widget, MainWindow):
            close_discarding(widget)


@pytest.fixture
def window(qtbot):
    """The main window on the default example, shown offscreen."""
    from perceptron_gui import MainWindow

    win = MainWindow()  # not qtbot.addWidget: pytest-qt would close it before we can answer its question
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.training.state() is not None)
    yield win
    close_discarding(win)


def answer_unsaved_changes(button=QMessageBox.StandardButton.Discard) -> QTimer:
    """Click ``button`` in the "Unsaved changes" question whenever it shows (a real dialog, answered)."""

    def answer():
        for widget in top_level_widgets():
            if widget.objectName() == "unsavedChangesDialog" and widget.isVisible():
                widget.button(button).click()

    return answerer(answer)


def answerer(answer) -> QTimer:
    """A timer calling ``answer`` every 20 ms until stopped (at the latest when the test ends)."""
    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    _ANSWERERS.append(timer)
    return timer


def close_discarding(window) -> None:
    """Close a window, answering Discard if it asks about unsaved changes, and cancelling the exports still going
    on if it asks about them (a test that failed while an export ran must not hang the whole run at teardown)."""

    def cancel_exports():
        for widget in top_level_widgets():
            if widget.objectName() == "pendingExportsDialog" and widget.isVisible():
                widget.findChild(QPushButton, "cancelExportsButton").click()

    if not shiboken6.isValid(window):  # closed by the test itself: a closed window is deleted (issue 41)
        return
    timer = answer_unsaved_changes()
    timer.timeout.connect(cancel_exports)
    window.close()
    timer.stop()


def load(window, X, y, qtbot):
    """Replace the window's points (as a new document) and wait for training to reset on them."""
    X, y = np.asarray(X, dtype=float), np.asarray(y)
    window.points.reset(PointSet(X, y))
    window.canvas.fit_to_data()

    def trained_on_these_points() -> bool:
        if len(np.unique(y)) < 2:  # nothing to train: no state
            return window.training.state() is None
        log, state = window.training.run_log, window.training.state()
        same = log is not None and np.array_equal(log.X, X) and np.array_equal(state.classes[log.y_idx], y)
        return same and state.step == 0

    qtbot.waitUntil(trained_on_these_points)


def viewport_pos(canvas, x, y):
    """The viewport pixel showing data point (x, y)."""
    scene = canvas.getPlotItem().vb.mapViewToScene(QPointF(x, y))
    return canvas.mapFromScene(scene)


def answer_file_dialog(path) -> QTimer:
    """Type ``path`` into the next file dialog that shows and accept it (Qt's own dialog, answered)."""
    from PySide6.QtWidgets import QFileDialog, QLineEdit

    def answer():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            # typed, as a user would: selectFile can lose to the dialog's own start name (a Save As that
            # starts on an existing file then asks to replace it, and the test waits for ever)
            dialog.findChild(QLineEdit, "fileNameEdit").setText(str(path))
            if dialog.selectedFiles() == [str(path)]:
                dialog.accept()

    return answerer(answer)
