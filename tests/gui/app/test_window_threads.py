"""No thread outlives its window, and no exception leaves the window's constructor while its threads run.

Each case runs the app in a new process, as a user starts it, because what failed was the process itself:
``QThread: Destroyed while thread 'training' is still running`` then ``Fatal Python error: Aborted``
(exit 134) when a window that still ran its threads was destroyed (a window never closed, a window
deleted, or ``python main.py FILE`` with a file a reader failed on in an undocumented way).
"""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

PRELUDE = """
import gc, json, sys, tempfile
from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QSettings, QThread, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([])
from perceptron_gui import MainWindow

def spin(ms):
    loop = QEventLoop(); QTimer.singleShot(ms, loop.quit); loop.exec()

def running_threads():
    gc.unfreeze()  # the app freezes what start-up made (out of the collector's walks): get_objects sees all again
    main = QThread.currentThread()
    threads = [t for t in gc.get_objects() if isinstance(t, QThread) and t is not main]
    return sorted(t.objectName() for t in threads if t.isRunning())
"""

NEVER_CLOSED = (
    PRELUDE
    + """
window = MainWindow()
window.show()
spin(800)
window.training.step()
spin(200)
print(json.dumps({"threads": running_threads()}), flush=True)
sys.exit(0)  # the window is never closed: the interpreter destroys it on the way out
"""
)

DELETED = (
    PRELUDE
    + """
window = MainWindow()
window.show()
spin(800)
window.deleteLater()  # destroyed without a close event
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
del window
gc.collect()
spin(300)
print(json.dumps({"threads": running_threads()}), flush=True)
"""
)

BAD_FILE_AT_START = (
    PRELUDE
    + """
from perceptron_gui.app import main
from perceptron_gui.widgets.top_levels import top_level_widgets
errors = []

def look():
    boxes = [w for w in top_level_widgets() if isinstance(w, QMessageBox) and w.isVisible()]
    errors.extend(b.text() + " " + b.informativeText() for b in boxes)
    window = next(w for w in top_level_widgets() if isinstance(w, MainWindow))
    print(json.dumps({"errors": errors, "points": len(window.points), "title": window.windowTitle()}), flush=True)
    QApplication.closeAllWindows()

QTimer.singleShot(1500, look)
sys.exit(main(["main.py", sys.argv[1]]))
"""
)


def _run(script, *args, tmp_path):
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script, *args], capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path
    )
    return done


def test_a_window_never_closed_stops_its_threads_when_the_process_ends(tmp_path):
    done = _run(NEVER_CLOSED, tmp_path=tmp_path)
    assert "Destroyed while thread" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 0, done.stderr[-2000:]
    assert "training" in json.loads(done.stdout.splitlines()[-1])["threads"]  # it did run threads


def test_a_window_deleted_without_closing_stops_its_threads(tmp_path):
    done = _run(DELETED, tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.splitlines()[-1])["threads"] == []


@pytest.mark.parametrize(
    "name, text",
    [
        ("huge_label.csv", "x1,x2,label\n0,0,0\n1,1,1e999999999\n"),
        (
            "huge_fraction.json",
            '{"format": "perceptron-studio", "version": 1, "table": {"columns": ["a", "b", "label"], '
            '"rows": [["0", "0", "x"], ["1", "1", "y"]]}, "feature_choice": {"label": "label", '
            '"features": ["a", "b"], "test_fraction": 1' + "0" * 400 + "}}",
        ),
    ],
)
def test_a_file_the_reader_fails_on_at_start_opens_the_default_example_with_a_message(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    done = _run(BAD_FILE_AT_START, name, tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["points"] > 0  # the default example, ready to teach with
    assert any(name in error for error in seen["errors"]), seen  # says which file could not be opened
    assert not any("Unexpected error" in error for error in seen["errors"]), seen
