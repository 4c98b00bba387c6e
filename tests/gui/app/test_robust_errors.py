"""Errors never crash the app and never pile up (issue 17, items 1 and 9).

Item 1: an unexpected exception on the training thread (here a real MemoryError injected into the
trace export and into the engine during a run) used to build a QMessageBox on that thread and end in
SIGSEGV.  It runs in a fresh interpreter so that a crash fails the test rather than the test session.
Item 9: every error dialog used to stay alive after it was closed (300 errors kept 300 boxes).
"""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QMessageBox

from perceptron_gui.widgets.errors import show_unexpected_error
from perceptron_gui.widgets.top_levels import top_level_widgets

ROOT = Path(__file__).resolve().parents[3]

FAULTS = """
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([])
from perceptron_gui import MainWindow
from perceptron_gui.widgets.errors import install_excepthook
import core.learn.engine as engine
import perceptron_gui.training.worker as worker

install_excepthook()

def out_of_memory(*args, **kwargs):
    raise MemoryError("injected: no memory left for the trace")

worker.save_trace_csv = out_of_memory  # what the training thread calls to write the trace

def spin(ms):
    loop = QEventLoop(); QTimer.singleShot(ms, loop.quit); loop.exec()

def wait(condition, ms=20000):
    for _ in range(ms // 20):
        if condition():
            return True
        spin(20)
    return False

def shown():
    boxes = [w for w in QApplication.allWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    return [w.text() + (" (GUI thread)" if w.thread() is app.thread() else " (other thread)") for w in boxes]

def close_all():
    for w in QApplication.allWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            w.close()

window = MainWindow()
window.show()
wait(lambda: window.training.state() is not None)
from perceptron_gui.work import fast_loops
wait(lambda: fast_loops.loader().finished, 300000)  # its loading runs the engine too: patch the engine after it
window.training.step_epoch()
wait(lambda: window.training.state().epoch == 1)
window.training.export("trace", str(Path(tempfile.mkdtemp()) / "trace.csv"))
wait(lambda: any("MemoryError" in text for text in shown()), 5000)
print("EXPORT", shown())
close_all()

advance = engine.Learner.advance
calls = []
def fails_once(self, *args, **kwargs):
    calls.append(1)
    if len(calls) == 1:
        raise MemoryError("injected: no memory left in the engine")
    return advance(self, *args, **kwargs)
engine.Learner.advance = fails_once
window.training.reset(window.points.points, window.settings())
spin(300)
window.training.run()
wait(lambda: any("MemoryError" in text for text in shown()), 5000)
print("RUN", shown(), window.training.running)
close_all()

window.training.reset(window.points.points, window.settings())  # the training thread still answers
window.training.step_epoch()
print("AFTER", wait(lambda: window.training.state().epoch == 1, 5000))
window.document.points.undo_stack.setClean()
window.close()
print("CLOSED")
"""


def test_an_unexpected_error_on_the_training_thread_is_shown_and_the_app_goes_on():
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", FAULTS], capture_output=True, text=True, env=env, timeout=180, cwd=ROOT
    )
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stdout}\n{done.stderr[-3000:]}"
    lines = {line.split(" ", 1)[0]: line for line in done.stdout.splitlines() if " " in line}
    assert "no memory left for the trace" in lines["EXPORT"], done.stdout
    assert "no memory left in the engine" in lines["RUN"], done.stdout
    assert "(other thread)" not in done.stdout, "a dialog was built on the training thread"
    assert lines["RUN"].endswith("False"), "the run stopped"
    assert lines["AFTER"] == "AFTER True", "the training thread goes on working after the errors"
    assert "CLOSED" in done.stdout


def message_boxes(window) -> list[QMessageBox]:
    """The window's message boxes (an earlier test's window may still hold its own)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return [w for w in top_level_widgets() if isinstance(w, QMessageBox) and w.parentWidget() is window]


def test_three_hundred_errors_keep_one_dialog_and_none_after_it_is_closed(window, qtbot):
    for k in range(300):
        window.show_error("Cannot export", f"error number {k}")
    boxes = [box for box in message_boxes(window) if box.objectName() == "errorDialog"]
    assert len(boxes) == 1
    assert "error number 299" in boxes[0].text()  # the latest error is the one shown
    assert "299 earlier" in boxes[0].text()  # and the others are counted, not lost silently
    boxes[0].button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not [box for box in message_boxes(window) if box.objectName() == "errorDialog"])


def test_three_hundred_unexpected_errors_keep_one_dialog(window, qtbot):
    for k in range(300):
        try:
            raise RuntimeError(f"boom {k}")
        except RuntimeError as error:
            show_unexpected_error(RuntimeError, error, error.__traceback__, window)
    boxes = [box for box in message_boxes(window) if box.objectName() == "unexpectedErrorDialog"]
    assert len(boxes) == 1
    assert "boom 299" in boxes[0].text()
    boxes[0].close()
    qtbot.waitUntil(lambda: not [box for box in message_boxes(window) if box.objectName() == "unexpectedErrorDialog"])
