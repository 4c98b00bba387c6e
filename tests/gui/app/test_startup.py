"""The window starts and trains without paying for scikit-learn or SciPy's solvers (about 1 s of imports).

core/estimators.py imports scikit-learn at module level on purpose (its classes are
scikit-learn estimators); only the first touch of an estimator name loads it.  The
app must never touch one on its way to the first painted, training window.  Checked
in a fresh interpreter, since this test process has long loaded scikit-learn.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import sys, tempfile
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([])
from perceptron_gui import MainWindow
window = MainWindow()
window.show()
def spin(ms):
    loop = QEventLoop(); QTimer.singleShot(ms, loop.quit); loop.exec()
spin(400)
window.training.step_epoch()
for _ in range(400):  # the training thread imports numba first (seconds on a busy machine)
    spin(50)
    state = window.training.state()
    if state is not None and state.epoch == 1 and window.trace_panel.model.rowCount() > 0:
        break
heavy = ("sklearn", "core.learn.estimators", "scipy.optimize", "scipy.sparse")
print(window.training.state().epoch, sorted(m for m in sys.modules if m.startswith(heavy)))
window.close()
"""


def test_the_window_starts_and_trains_an_epoch_without_scikit_learn():
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split(maxsplit=1) == ["1", "[]\n"], done.stdout
