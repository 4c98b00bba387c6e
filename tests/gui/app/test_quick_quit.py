"""Closing the window ends the process within a second, quietly: at once, or after training for a while.

The app starts through its real entry point (``perceptron_gui.app.main``, as ``python main.py`` does) in a new
process with numba's cache warm.  Closed one event-loop turn after its first frame is painted (as a user who opened
the wrong file), the compiled loops are being loaded in the background: before issue 30 that loading went on
during Python's exit and printed "RuntimeError: Signal source has been deleted" tracebacks.  Closed after a few
seconds of Run, Python's own teardown garbage-collected what numba, SciPy and Qt had made: 1.0-1.4 s.
"""

import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CLOSE_GOAL_S = 1.0

SCRIPT = """
import json, sys, tempfile, time
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication(["perceptron-studio"])


RUN_MS = int(sys.argv[1])  # 0: close at once; else click Run and close this long after


class CloseAfterFirstPaint(QObject):
    closed = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.closed and hasattr(watched, "window"):
            window = watched.window()
            if isinstance(window, QMainWindow):
                self.closed = True
                if RUN_MS:
                    QTimer.singleShot(0, window.findChild(QAction, "actionRun").trigger)
                QTimer.singleShot(RUN_MS, lambda: close(window))
        return False


def close(window):
    print(json.dumps({"closing_at": time.time(), "step": window.training.state().step}), flush=True)
    window.close()


closer = CloseAfterFirstPaint()
app.installEventFilter(closer)
from perceptron_gui.app import main
sys.exit(main(["perceptron-studio"]))
"""


def _close_after(run_ms: int) -> tuple[float, dict, str]:
    """Start the app, close its window (after ``run_ms`` of Run, or at once); seconds from the close to the
    process's end, what the app printed, and its error output."""
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen"}
    app = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, str(run_ms)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env,
    )  # fmt: skip
    line = app.stdout.readline()
    _, err = app.communicate(timeout=120)
    ended = time.time()
    assert line, err[-3000:]
    assert app.returncode == 0, err[-3000:]
    said = json.loads(line)
    return ended - said["closing_at"], said, err


def test_closing_the_window_right_after_its_first_frame_ends_the_process_within_a_second_without_errors():
    for _ in range(3):  # the loading may be at any stage when the window closes
        took, _, err = _close_after(0)
        assert took <= CLOSE_GOAL_S
        assert "Traceback" not in err and "Error" not in err, err[-3000:]


def test_closing_the_window_after_a_few_seconds_of_run_ends_the_process_within_a_second():
    took, said, err = _close_after(3000)
    assert said["step"] > 0  # it trained
    assert took <= CLOSE_GOAL_S, f"the process ended {took:.2f} s after the window closed"
    assert "Traceback" not in err, err[-3000:]


STOP_SCRIPT = """
import json, sys, threading, time
from PySide6.QtWidgets import QApplication
app = QApplication(["perceptron-studio"])
import perceptron_gui.main_window  # what the window imports first (NumPy, pyqtgraph, core)
from perceptron_gui.work import fast_loops
loops = fast_loops.loader(start=False)
loops.start()
while "numba" not in sys.modules:  # the loading is importing numba, most of its first second
    time.sleep(0.001)
fast_loops.stop()  # as the window's close does
thread = next(t for t in threading.enumerate() if t.name == "fast loops")
thread.join(60)
print(json.dumps({"ended": not thread.is_alive(), "numba_in": "numba.core.dispatcher" in sys.modules,
                  "loaded": loops.finished}))
"""


def test_quitting_while_numba_loads_stops_the_loading_at_its_next_import_quietly():
    """Quitting within a second of the start (the loops loading), the loading thread went on importing numba while
    Qt's teardown waited for the GIL it held: 60-70 ms more to exit. Now its next import ends it, without a word.
    (Without the loops compiled ahead, the one case where numba loads in the window.)"""
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen", "PERCEPTRON_AHEAD": "0"}
    done = subprocess.run(
        [sys.executable, "-c", STOP_SCRIPT], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said == {"ended": True, "numba_in": False, "loaded": False}
    assert "Traceback" not in done.stderr and "Error" not in done.stderr, done.stderr[-3000:]


ENDED_SCRIPT = """
import json, sys, tempfile, threading
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication(["perceptron-studio"])
from perceptron_gui.app import main
from perceptron_gui.work import fast_loops


def close_once_loading(text, done, total):  # said before each loop it loads: numba is loading its cache now
    if text == fast_loops.LOADING and done == 0:
        for window in app.topLevelWidgets():
            if isinstance(window, QMainWindow):
                window.close()


fast_loops.loader(start=False).progress.connect(close_once_loading)  # (the window starts it once painted)
code = main(["perceptron-studio"])
loading = [t.name for t in threading.enumerate() if t.name == "fast loops" and t.is_alive()]
print(json.dumps({"code": code, "loading": loading}), flush=True)
sys.exit(code)
"""


def test_when_the_app_returns_from_its_main_the_loading_has_ended():
    """The interpreter's end must never run beside numba: the loading thread, in numba's compiler, called back into
    objects that end had freed (a segmentation fault at exit, seen after SIGTERM in the first seconds: 2 of 55).
    The window is closed as numba starts loading its cache (without the loops compiled ahead: with them nothing
    loads)."""
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen", "PERCEPTRON_AHEAD": "0"}  # numba loads
    done = subprocess.run(
        [sys.executable, "-c", ENDED_SCRIPT], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"code": 0, "loading": []}


EXIT_SCRIPT = """
import atexit, json, sys, tempfile, threading


def loading_at_the_end():  # registered first: runs after every handler the app registers (last in, first out)
    loading = [t.name for t in threading.enumerate() if t.name == "fast loops" and t.is_alive()]
    print(json.dumps({"loading": loading}), flush=True)


atexit.register(loading_at_the_end)
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([])
from perceptron_gui import MainWindow
from perceptron_gui.work import fast_loops
said = []
fast_loops.loader(start=False).progress.connect(lambda text, done, total: said.append((text, done)))
window = MainWindow()
window.show()  # the loading starts once it has painted
while (fast_loops.LOADING, 0) not in said:  # said before the first loop it loads: numba is loading its cache
    loop = QEventLoop(); QTimer.singleShot(5, loop.quit); loop.exec()
window.close()  # its threads stopped (one still running at exit would end the process at once)
sys.exit(0)
"""


def test_a_script_that_exits_while_the_loops_load_ends_the_loading_before_the_interpreter():
    """Not only the app's main: any process that made a window (the tests' own) waits at exit for the loading
    (numba's, without the loops compiled ahead)."""
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen", "PERCEPTRON_AHEAD": "0"}
    done = subprocess.run(
        [sys.executable, "-c", EXIT_SCRIPT], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"loading": []}
