"""Render the README screenshots of the geometry warm-up, the algorithm dock and the bound from w0 != 0.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_warmup.py [OUT_DIR]

Writes to OUT_DIR (default: docs/), each normal and in presentation mode (``-presentation``):
warmup.png (Data > Draw a Classifier with CMU lecture 6's w = (2, 3), b = 6, after b + 1),
algorithm.png (the CMU example at step 3 in note 002's notation), algorithm-batch.png (the batch
gradient of note 003 mid-epoch, its pending step on the canvas) and bound.png (the tight-bound example
run from w0 = (-1, 0): the bound 4 from the proof's two lines).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget  # noqa: E402

from scripts.screenshot import open_window, run_to_end, settle, wait_for  # noqa: E402

if TYPE_CHECKING:
    from perceptron_gui.main_window import MainWindow

NORMAL = (1280, 800)
PROJECTOR = (1024, 768)
WIDE_PROJECTOR = (1920, 1080)  # a dock beside the canvas needs the room, at twice the text size


def shoot(app: QApplication, window: MainWindow, path: Path, size: tuple[int, int], dock: str | None = None) -> None:
    """Save the window at this size; ``dock`` is shown (in front, and wide enough in presentation mode)."""
    window.resize(*size)
    if dock is not None:
        widget = window.findChild(QDockWidget, dock)
        assert widget is not None, dock
        widget.show()
        widget.raise_()
        if window.presentation.on:
            settle(app)
            window.resizeDocks([widget], [int(0.42 * size[0])], Qt.Orientation.Horizontal)
    window.statusBar().clearMessage()  # "Opened …" would show this machine's path
    settle(app, 0.8)
    window.grab().save(str(path))
    print(f"wrote {path}")


def open_example(app: QApplication, window: MainWindow, name: str) -> None:
    from perceptron_gui.document.resources import EXAMPLES

    window.files.open_path(EXAMPLES / name, ask=False)  # the settings changed for a picture: never ask to save
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == 0)


def steps(app: QApplication, window: MainWindow, n: int) -> None:
    target = window.training.state().step + n
    for _ in range(n):
        window.training.step()
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == target)


def both_modes(app: QApplication, window: MainWindow, out: Path, name: str, dock: str | None = None) -> None:
    shoot(app, window, out / f"{name}.png", NORMAL, dock)
    window.presentation.set_on(True)
    shoot(app, window, out / f"{name}-presentation.png", PROJECTOR if dock is None else WIDE_PROJECTOR, dock)
    window.presentation.set_on(False)
    settle(app)


def warmup(app: QApplication, window: MainWindow, out: Path) -> None:
    open_example(app, window, "cmu_trace.json")
    window.actions_by_name["actionManualModel"].trigger()
    window.manual_panel.exercise.click()
    window.manual_panel.plus.click()
    settle(app)
    window.canvas.getPlotItem().getViewBox().setRange(xRange=(-5, 5), yRange=(-5, 5), padding=0)
    both_modes(app, window, out, "warmup")
    window.actions_by_name["actionManualModel"].trigger()


def algorithm(app: QApplication, window: MainWindow, out: Path) -> None:
    open_example(app, window, "cmu_trace.json")
    steps(app, window, 3)
    both_modes(app, window, out, "algorithm", "algorithmDock")
    window.document.settings.update(variant="batch", fit_intercept=False, zero_score="mistake")
    wait_for(app, lambda: window.training.state().variant == "batch" and window.training.state().step == 0)
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == 0)
    steps(app, window, 4)  # four examples into the first epoch: w = 0 and the pending step (4, -1)
    both_modes(app, window, out, "algorithm-batch", "algorithmDock")


def bound(app: QApplication, window: MainWindow, out: Path) -> None:
    open_example(app, window, "tight_bound.json")
    window.document.settings.update(w0=(-1.0, 0.0))
    for dock in window.findChildren(QDockWidget):
        if dock.objectName() == "theoryDock":
            dock.raise_()
    wait_for(app, lambda: window.theory.result is not None)
    run_to_end(app, window)
    wait_for(app, lambda: window.theory.fields["bound"].text().startswith("2 so far ≤ 4"))
    both_modes(app, window, out, "bound", "theoryDock")


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, NORMAL)
    warmup(app, window, out)
    algorithm(app, window, out)
    bound(app, window, out)
    open_example(app, window, "cmu_trace.json")  # unchanged: closing asks nothing
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
