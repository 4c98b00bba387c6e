"""The max-margin solver runs in a process of its own: the window never loads SciPy or scikit-learn to solve.

Before issue 30's fix the solver imported SciPy's optimiser and scikit-learn on a thread of the window, holding
Python's GIL for about a second: opening Weight Space during a Run froze the window for one to three seconds.
"""

import json
import multiprocessing
import os
import subprocess
import sys

import numpy as np
from sklearn.svm import SVC

from tests.gui.conftest import load
from tests.gui.person import Person

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SEPARABLE = os.path.join(ROOT, "perceptron_gui", "examples", "separable_margin.json")

SCRIPT = """
import json, sys, tempfile
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication(["perceptron-studio"])


class OpenWeightSpaceAfterFirstPaint(QObject):
    window = None

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and self.window is None and hasattr(watched, "window"):
            window = watched.window()
            if isinstance(window, QMainWindow):
                self.window = window
                QTimer.singleShot(0, window.findChild(QAction, "actionRun").trigger)
                QTimer.singleShot(0, window.findChild(QAction, "actionWeightSpace").trigger)
                QTimer.singleShot(50, self.wait_for_the_answer)
        return False

    def wait_for_the_answer(self):
        window = self.window
        if window.weight_space.result is None and window.weight_space.problem == "":
            QTimer.singleShot(20, self.wait_for_the_answer)
            return
        result = window.weight_space.result
        points = window.points.points
        print(json.dumps({
            "loaded": sorted(m for m in ("sklearn", "scipy.optimize", "pandas") if m in sys.modules),
            "problem": window.weight_space.problem,
            "svm_margin": None if result is None else result.svm_margin,
            "X": points.X.tolist(), "y": points.y.tolist(),
        }), flush=True)
        window.close()


opener = OpenWeightSpaceAfterFirstPaint()
app.installEventFilter(opener)
from perceptron_gui.app import main
sys.exit(main(["perceptron-studio", sys.argv[1]]))
"""


def _hard_margin_svm(X, y) -> float:
    """scikit-learn's hard-margin SVM (a huge C): its margin 1 / ||w||."""
    svc = SVC(kernel="linear", C=1e10, tol=1e-10).fit(np.asarray(X), np.asarray(y))
    return 1.0 / float(np.linalg.norm(svc.coef_[0]))


def test_opening_weight_space_during_a_run_solves_the_margin_without_loading_scipy_or_sklearn_into_the_window():
    env = {**os.environ, "PYTHONPATH": ROOT, "QT_QPA_PLATFORM": "offscreen"}
    app = subprocess.run(
        [sys.executable, "-c", SCRIPT, SEPARABLE], capture_output=True, text=True, env=env, timeout=180, check=False
    )
    assert app.returncode == 0, app.stderr[-3000:]
    said = json.loads(app.stdout.splitlines()[-1])
    assert said["problem"] == "", said["problem"]
    assert said["loaded"] == [], f"the window's process loaded {said['loaded']} to solve"
    np.testing.assert_allclose(said["svm_margin"], _hard_margin_svm(said["X"], said["y"]), rtol=1e-6)


def _solver_processes() -> list:
    return [p for p in multiprocessing.active_children() if p.name == "max-margin solver"]


def test_a_solver_process_that_died_is_replaced_and_the_next_edit_gets_its_margin(window, qtbot):
    X = np.array([[0.0, 1.0], [1.0, 2.0], [2.0, 0.0], [3.0, 1.0]])
    y = np.array([1, 1, -1, -1])
    load(window, X, y, qtbot)
    Person(window, qtbot).choose("View", "actionWeightSpace")
    qtbot.waitUntil(lambda: window.weight_space.result is not None, timeout=60_000)
    (solver,) = _solver_processes()
    solver.kill()
    solver.join(10)

    X2 = X * 2.0  # the margin doubles
    expected = _hard_margin_svm(X2, y)
    load(window, X2, y, qtbot)

    def shows_the_new_margin() -> bool:
        result = window.weight_space.result
        return result is not None and abs(result.svm_margin - expected) <= 1e-6 * expected

    qtbot.waitUntil(shows_the_new_margin, timeout=60_000)
    assert [p.pid for p in _solver_processes()] != [solver.pid]
