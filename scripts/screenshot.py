"""Render the README screenshots offscreen, so that they stay true as the app changes.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot.py [OUT_DIR]

Writes app.png (the default example stepped to a mistake), kernel.png (an RBF
kernel on circles), multiclass.png (three Gaussian classes), trace.png (the CMU
lecture example stepped six times, back at step 3 in time travel), theory.png
(the convergence theorem panel after a run, w* drawn) and compare.png (a pinned
boundary with the last, averaged and voted ones) to OUT_DIR (default: docs/).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import tempfile  # noqa: E402

import numpy as np  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from core.session.document import Document  # noqa: E402
from core.session.points import PointSet  # noqa: E402
from core.session.settings import TrainingSettings  # noqa: E402


def settle(app: QApplication, seconds: float = 0.3) -> None:
    """Let the event loop run (worker snapshots arrive, the canvas redraws)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.01)


def wait_for(app: QApplication, condition, timeout: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    """Run the event loop until condition() holds."""
    end = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError("the window did not reach the expected state")
        app.processEvents()
        time.sleep(0.01)


def run_to_end(app: QApplication, window) -> None:  # type: ignore[no-untyped-def]
    """Press Run at full speed and wait until training stops by itself."""
    done = []
    window.training.finished.connect(lambda: done.append(True))
    window.speed.setValue(window.speed.maximum())
    window.training.run()
    wait_for(app, lambda: bool(done))
    settle(app)


def circles(n: int = 160, seed: int = 0) -> PointSet:
    """Two concentric rings: separable with an RBF kernel, never with a line."""
    rng = np.random.default_rng(seed)
    r = np.where(np.arange(n) % 2 == 0, 1.0, 2.2) + 0.15 * rng.normal(size=n)
    a = rng.uniform(0, 2 * np.pi, size=n)
    return PointSet(np.column_stack([r * np.cos(a), r * np.sin(a)]), np.where(np.arange(n) % 2 == 0, 1, -1))


def blobs(seed: int = 1) -> PointSet:
    """Three Gaussian classes."""
    rng = np.random.default_rng(seed)
    centers = np.array([[-2.0, -1.0], [2.0, -1.0], [0.0, 2.2]])
    y = np.repeat([0, 1, 2], 25)
    return PointSet(centers[y] + 0.7 * rng.normal(size=(75, 2)), y)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv)
    # Fresh settings: the pictures never depend on what this machine's user last did.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1300, 880)
    window.show()
    wait_for(app, lambda: window.training.state() is not None)
    for _ in range(7):
        window.training.step()
    wait_for(app, lambda: window.training.state().step == 7)
    window.training.step_to_mistake()  # so that the picture shows an update eta*y*x
    wait_for(app, lambda: window.training.state().mistake)
    settle(app, 0.2)
    window.grab().save(str(out / "app.png"))

    # A new document carries its own settings (opening it fits the view and resets training).
    window.document.load(Document(circles(), settings=TrainingSettings(variant="kernel")), None)
    run_to_end(app, window)
    window.grab().save(str(out / "kernel.png"))

    window.document.load(Document(blobs(), settings=TrainingSettings(variant="perceptron")), None)
    run_to_end(app, window)
    window.grab().save(str(out / "multiclass.png"))
    teaching_views(app, window, out)
    window.close()
    print(f"wrote app, kernel, multiclass, trace, theory and compare .png to {out}")
    return 0


def teaching_views(app: QApplication, window, out: Path) -> None:  # type: ignore[no-untyped-def]
    """The trace table in time travel, the theorem panel, and the comparison overlays."""
    from PySide6.QtWidgets import QDockWidget

    from perceptron_gui.resources import EXAMPLES

    window.files.open_path(EXAMPLES / "cmu_trace.json", ask=False)
    wait_for(app, lambda: window.training.trace is not None and window.training.state().step == 0)
    for _ in range(6):
        window.training.step()
    wait_for(app, lambda: window.trace_panel.model.rowCount() == 6)
    window.canvas.fit_to_data()
    window.training.travel_to(3)
    settle(app, 0.4)
    window.grab().save(str(out / "trace.png"))

    window.files.open_path(EXAMPLES / "separable_margin.json", ask=False)
    wait_for(app, lambda: window.training.state().step == 0 and len(window.points.X) > 6)
    window.findChild(QDockWidget, "theoryDock").raise_()
    window.findChild(QDockWidget, "curvesDock").raise_()
    wait_for(app, lambda: window.theory.result is not None)
    window.theory.draw_star.setChecked(True)
    run_to_end(app, window)
    settle(app, 0.6)
    window.grab().save(str(out / "theory.png"))

    window.files.open_path(EXAMPLES / "noisy_averaged.json", ask=False)
    settings = window.document.settings  # the document's own settings (this example's: averaged, 50 epochs)
    settings.update(variant="perceptron")
    wait_for(app, lambda: window.training.state().variant == "perceptron" and window.training.state().step == 0)
    window.findChild(QDockWidget, "controlsDock").raise_()
    for _ in range(3):
        window.training.step_epoch()
    wait_for(app, lambda: window.training.state().epoch == 3)
    settle(app, 0.3)
    window.pin_boundary()
    settings.update(order="shuffle")
    wait_for(app, lambda: window.training.state().step == 0)
    for _ in range(3):
        window.training.step_epoch()
    wait_for(app, lambda: window.training.state().epoch == 3)
    window.actions_by_name["actionShowEnsembles"].trigger()
    settle(app, 0.6)
    window.grab().save(str(out / "compare.png"))
    window.files.open_path(EXAMPLES / "default.csv", ask=False)  # a clean document: closing asks nothing


if __name__ == "__main__":
    sys.exit(main(sys.argv))
