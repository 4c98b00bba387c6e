"""Render the README screenshots offscreen, so that they stay true as the app changes.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot.py [OUT_DIR]

Writes app.png (the default example stepped to a mistake), kernel.png (an RBF
kernel on circles), multiclass.png (three Gaussian classes), trace.png (the CMU
lecture example stepped six times, back at step 3 in time travel), theory.png
(the convergence theorem panel after a run, w* drawn), compare.png (a pinned
boundary with the last, averaged and voted ones), points.png (the CMU points typed into the
points table, a refused value's hint), kernel-trace.png (the kernel perceptron's trace on XOR
with a degree-2 polynomial kernel, back in time travel), and the normal window and
presentation mode at a projector's 1920x1080 and 1024x768 (window-WxH.png,
presentation-WxH.png, with the tick labels' height in pixels printed) to OUT_DIR
(default: docs/).
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


def open_window(argv: list[str], size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The output folder (argv[1], or docs/), the application and a shown window at step 0, on fresh settings."""
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    # Fresh settings: the pictures never depend on what this machine's user last did.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(*size)
    window.show()
    wait_for(app, lambda: window.training.state() is not None)
    return out, app, window


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, (1300, 880))
    for _ in range(7):
        window.training.step()
    wait_for(app, lambda: window.training.state().step == 7)
    window.training.step_to_mistake()  # so that the picture shows an update eta*y*x
    wait_for(app, lambda: window.training.state().mistake)
    window.statusBar().clearMessage()  # "Opened …" names this machine's folders
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
    points_and_kernel_views(app, window, out)
    presentation_views(app, window, out)
    window.close()
    print(f"wrote app, kernel, multiclass, trace, theory, compare, points, kernel-trace, window-* and presentation-* "
          f".png to {out}")  # fmt: skip
    return 0


PROJECTORS = ((1920, 1080), (1024, 768))


def tick_label_height(window, level: int) -> int:  # type: ignore[no-untyped-def]
    """The pixel height of the bottom axis's tick labels as drawn (digits: the cap height), from a grab.

    In the axis's own area below the plot come the axis line (one or two rows), the tick labels and the
    axis title; ``level`` is the grey halfway between the text's colour and the white background.
    """
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QImage

    canvas = window.canvas
    axis = canvas.getPlotItem().getAxis("bottom")  # its own area below the plot (its bounding rect holds the grid)
    rect = canvas.mapFromScene(axis.mapRectToScene(axis.rect())).boundingRect()
    origin = canvas.viewport().mapTo(window, QPoint(rect.left(), rect.top()))
    gray = window.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    pixels = np.frombuffer(gray.constBits(), dtype=np.uint8).reshape(gray.height(), gray.bytesPerLine())
    region = pixels[origin.y() : origin.y() + rect.height(), origin.x() : origin.x() + rect.width()]
    inked = "".join("x" if row.any() else " " for row in region < level)
    runs = [len(run) for run in inked.split() if len(run) > 2]
    return runs[0] if runs else 0


def presentation_views(app: QApplication, window, out: Path) -> None:  # type: ignore[no-untyped-def]
    """The normal window and presentation mode at 1920x1080 and 1024x768, stepped to a mistake."""
    from PySide6.QtWidgets import QDockWidget

    from perceptron_gui.document.resources import EXAMPLES

    window.files.open_path(EXAMPLES / "default.csv", ask=False)
    if window.actions_by_name["actionShowEnsembles"].isChecked():
        window.actions_by_name["actionShowEnsembles"].trigger()  # the last w only, as a lecture starts
    for dock in ("traceDock", "controlsDock"):
        window.findChild(QDockWidget, dock).raise_()
    wait_for(app, lambda: window.training.state().step == 0)
    for _ in range(7):
        window.training.step()
    wait_for(app, lambda: window.training.state().step == 7)
    window.training.step_to_mistake()
    wait_for(app, lambda: window.training.state().mistake)
    window.statusBar().clearMessage()  # "Opened …" names this machine's folders
    for presenting in (False, True):
        window.presentation.set_on(presenting)
        for width, height in PROJECTORS:
            window.resize(width, height)
            settle(app, 0.8)  # the decision grid follows the new view once resizing pauses (60 ms), then a frame
            name = f"{'presentation' if presenting else 'window'}-{width}x{height}.png"
            window.grab().save(str(out / name))
            size = f"{window.width()}x{window.height()}"
            height = tick_label_height(window, 128 if presenting else 200)  # black text; pyqtgraph's grey text
            print(f"{name}: window {size}, tick labels drawn {height} px high")
    window.presentation.set_on(False)


def teaching_views(app: QApplication, window, out: Path) -> None:  # type: ignore[no-untyped-def]
    """The trace table in time travel, the theorem panel, and the comparison overlays."""
    from PySide6.QtWidgets import QDockWidget

    from perceptron_gui.document.resources import EXAMPLES

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


def points_and_kernel_views(app: QApplication, window, out: Path) -> None:  # type: ignore[no-untyped-def]
    """The CMU points typed into the points table (one refused), and the kernel perceptron's trace on XOR."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget

    from perceptron_gui.document.resources import EXAMPLES

    window.files.new()
    wait_for(app, lambda: len(window.points) == 0)
    window.findChild(QDockWidget, "pointsDock").raise_()
    table = window.points_panel.model
    typed = [("−1", "2", "−1"), ("1", "0", "+1"), ("1", "1", "+1"), ("−1", "0", "−1"), ("−1", "−2", "−1"),
             ("1", "−1", "+1")]  # fmt: skip
    for row, values in enumerate(typed):
        window.edit_tool.add_point(0.0, 0.0, 1)  # as Add does, then each cell typed
        for column, text in enumerate(values):
            table.setData(table.index(row, column), text, Qt.ItemDataRole.EditRole)
    window.document.settings.update(fit_intercept=False, zero_score="positive")
    wait_for(app, lambda: window.training.trace is not None and window.training.state().step == 0)
    for _ in range(6):
        window.training.step()
    wait_for(app, lambda: window.trace_panel.model.rowCount() == 6)
    window.canvas.fit_to_data()
    window.edit_tool.set_selection([2])
    table.setData(table.index(3, 1), "1,5", Qt.ItemDataRole.EditRole)  # refused: the hint says why
    window.statusBar().clearMessage()
    window.show_message(table.describe_point(4))  # as hovering point 5 says
    settle(app, 0.4)
    window.grab().save(str(out / "points.png"))

    window.files.open_path(EXAMPLES / "xor.json", ask=False)
    window.document.settings.update(variant="kernel", kernel="poly", degree=2, coef0=1.0, max_epochs=100)
    wait_for(app, lambda: window.training.table is not None and window.training.state().variant == "kernel")
    run_to_end(app, window)
    wait_for(app, lambda: window.trace_panel.model.rowCount() == window.training.state().step)
    window.canvas.fit_to_data()
    window.training.travel_to(25)  # the last mistake (alpha_1 becomes 7): from here on f separates XOR
    window.statusBar().clearMessage()
    settle(app, 0.6)
    window.grab().save(str(out / "kernel-trace.png"))
    window.files.open_path(EXAMPLES / "default.csv", ask=False)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
