"""Closing the window at once, as a user who opened the wrong file does: the process ends within a second, quietly.

The app starts through its real entry point (``perceptron_gui.app.main``, as ``python main.py`` does) in a new
process with numba's cache warm, and the window is closed one event-loop turn after its first frame is painted:
the moment the compiled loops are being loaded in the background.  Before issue 30 that loading went on
during Python's exit and printed "RuntimeError: Signal source has been deleted" tracebacks.
"""

import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLOSE_GOAL_S = 1.0

SCRIPT = """
import json, sys, tempfile, time
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication(["perceptron-studio"])


class CloseAtFirstPaint(QObject):
    closed = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.closed and hasattr(watched, "window"):
            window = watched.window()
            if isinstance(window, QMainWindow):
                self.closed = True
                QTimer.singleShot(0, lambda: close(window))
        return False


def close(window):
    print(json.dumps({"closing_at": time.time()}), flush=True)
    window.close()


closer = CloseAtFirstPaint()
app.installEventFilter(closer)
from perceptron_gui.app import main
sys.exit(main(["perceptron-studio"]))
"""


def test_closing_the_window_right_after_its_first_frame_ends_the_process_within_a_second_without_errors():
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen"}
    for _ in range(3):  # the loading may be at any stage when the window closes
        app = subprocess.Popen(
            [sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        )
        line = app.stdout.readline()
        _, err = app.communicate(timeout=120)
        ended = time.time()
        assert line, err[-3000:]
        assert app.returncode == 0, err[-3000:]
        assert ended - json.loads(line)["closing_at"] <= CLOSE_GOAL_S
        assert "Traceback" not in err and "Error" not in err, err[-3000:]
