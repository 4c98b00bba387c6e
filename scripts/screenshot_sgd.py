"""Render the README screenshots of the SGD learners (logistic regression, the hinge) in the window.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_sgd.py [OUT_DIR]

Writes to OUT_DIR (default: docs/): logistic.png, logistic regression (SGD, constant eta = 0.1) on two
overlapping Gaussian classes after five epochs and one step: the canvas shades P(y = +1 | x) with its colour
bar, the boundary P = 0.5 and the contours 0.1 and 0.9, and the trace table shows a, sigma(a), y, the loss, its
gradient factor, eta_t and w, b after; schedules.png, the same data with the 1/t schedule after 30 epochs and the
Learning curves in front (the training loss and the sums of alpha_t and alpha_t^2 against the Robbins-Monro
conditions); and logistic-presentation.png, logistic.png's state in presentation mode (F5) at 1920 x 1080.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDockWidget  # noqa: E402

from core.session.document import Document  # noqa: E402
from core.session.settings import TrainingSettings  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402
from scripts.screenshot_loss_panel import noisy  # noqa: E402


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, (1500, 1000))
    window.document.load(Document(noisy(), settings=TrainingSettings(variant="logistic", eta=0.1)), None)
    wait_for(app, lambda: window.training.table is not None and len(window.training.table) == 0)
    for epoch in range(1, 6):
        window.training.step_epoch()
        wait_for(app, lambda epoch=epoch: window.training.state().epoch == epoch)
    window.training.step()
    wait_for(app, lambda: window.training.state().step == 5 * 40 + 1)
    trace = window.findChild(QDockWidget, "traceDock")
    assert trace is not None
    trace.raise_()
    settle(app, 0.5)
    window.statusBar().clearMessage()
    window.grab().save(str(out / "logistic.png"))
    print(f"wrote {out / 'logistic.png'}")

    window.resize(1920, 1080)
    window.actions_by_name["actionPresentation"].trigger()
    settle(app, 1.0)
    window.statusBar().clearMessage()
    window.grab().save(str(out / "logistic-presentation.png"))
    print(f"wrote {out / 'logistic-presentation.png'}")
    window.actions_by_name["actionPresentation"].trigger()
    window.resize(1500, 1000)
    settle(app, 0.5)

    settings = TrainingSettings(variant="logistic", eta=0.5, schedule="1/t")
    window.document.load(Document(noisy(), settings=settings), None)
    wait_for(app, lambda: window.training.table is not None and len(window.training.table) == 0)
    curves = window.findChild(QDockWidget, "curvesDock")
    assert curves is not None
    curves.raise_()
    points = window.findChild(QDockWidget, "pointsDock")
    assert points is not None
    points.hide()  # the curves get the window's width and a third of its height
    window.resizeDocks([curves], [380], Qt.Orientation.Vertical)
    for epoch in range(1, 31):
        window.training.step_epoch()
        wait_for(app, lambda epoch=epoch: window.training.state().epoch == epoch)
    wait_for(app, lambda: "Robbins-Monro" in window.curves.note.text())
    settle(app, 1.0)
    window.statusBar().clearMessage()
    window.grab().save(str(out / "schedules.png"))
    print(f"wrote {out / 'schedules.png'}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
