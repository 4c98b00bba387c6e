"""Render the README screenshots of View > Weight Space.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_weight_space.py [OUT_DIR]

Writes to OUT_DIR (default: docs/), each normal and in presentation mode (``-presentation``):
weight-space-cmu.png (the CMU lecture trace mid-run, at step 5: three jumps, each labelled with its
point), weight-space-separable.png (the "Separable with a margin" example through the origin, run to
the end: the feasible region, w* and the cone of margin >= gamma*/2) and weight-space-xor.png (XOR:
no feasible region, and the dock says why).
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
from scripts.screenshot_warmup import NORMAL, WIDE_PROJECTOR, open_example, steps  # noqa: E402

if TYPE_CHECKING:
    from perceptron_gui.main_window import MainWindow


def shoot(app: QApplication, window: MainWindow, path: Path, size: tuple[int, int]) -> None:
    """Save the window at this size with the weight-space dock shown (wide enough in presentation mode)."""
    window.resize(*size)
    settle(app)
    trace = window.findChild(QDockWidget, "traceDock")
    if trace is not None and not window.presentation.on:
        trace.raise_()  # the trace table under the canvas, the rows the path's jumps come from
    window.docks.set_weight_space(True)
    if window.presentation.on:
        window.resizeDocks([window.weight_space_dock], [int(0.45 * size[0])], Qt.Orientation.Horizontal)
    window.statusBar().clearMessage()  # "Opened …" would show this machine's path
    wait_for(app, lambda: window.weight_space.picture is not None)
    settle(app, 1.0)
    window.grab().save(str(path))
    print(f"wrote {path}")


def both_modes(app: QApplication, window: MainWindow, out: Path, name: str) -> None:
    shoot(app, window, out / f"{name}.png", NORMAL)
    window.presentation.set_on(True)
    shoot(app, window, out / f"{name}-presentation.png", WIDE_PROJECTOR)
    window.presentation.set_on(False)
    settle(app)


def cmu(app: QApplication, window: MainWindow, out: Path) -> None:
    open_example(app, window, "cmu_trace.json")
    window.docks.set_weight_space(True)
    steps(app, window, 5)
    wait_for(app, lambda: window.weight_space.result is not None)
    both_modes(app, window, out, "weight-space-cmu")


def separable(app: QApplication, window: MainWindow, out: Path) -> None:
    open_example(app, window, "separable_margin.json")
    window.document.settings.update(fit_intercept=False)
    wait_for(app, lambda: window.training.trace is not None and not window.training.run_log.fit_intercept)
    run_to_end(app, window)
    wait_for(app, lambda: window.weight_space.result is not None)
    wait_for(app, lambda: window.weight_space.picture is not None and window.weight_space.picture.star is not None)
    both_modes(app, window, out, "weight-space-separable")


def xor(app: QApplication, window: MainWindow, out: Path) -> None:
    open_example(app, window, "xor.json")
    steps(app, window, 12)
    wait_for(app, lambda: "not linearly separable" in window.weight_space.status.text())
    both_modes(app, window, out, "weight-space-xor")


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, NORMAL)
    cmu(app, window, out)
    separable(app, window, out)
    xor(app, window, out)
    open_example(app, window, "cmu_trace.json")  # unchanged: closing asks nothing
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
