"""Render the README screenshots of the loss panel (View > Loss Panel).

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_loss_panel.py [OUT_DIR]

Writes to OUT_DIR (default: docs/): loss-panel.png, a small noisy set (40 points, two overlapping Gaussian
classes) after two epochs of the perceptron: the 0-1, perceptron, hinge and logistic landscapes side by side
with the run's path, the four losses along the last update and each example's loss against its margin; and
loss-panel-presentation.png, the same in presentation mode (F5) at 1920 x 1080, the perceptron's landscape alone.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PySide6.QtWidgets import QDockWidget  # noqa: E402

from core.session.document import Document  # noqa: E402
from core.session.points import PointSet  # noqa: E402
from core.session.settings import TrainingSettings  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402


def noisy(n: int = 40, seed: int = 4) -> PointSet:
    """Two overlapping Gaussian classes: no line separates them, so the losses never all reach 0."""
    rng = np.random.default_rng(seed)
    y = np.where(np.arange(n) % 2 == 0, 1, -1)
    X = np.column_stack([1.0 * y + rng.normal(size=n), 0.6 * y + rng.normal(size=n)])
    return PointSet(X, y)


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, (1500, 1000))
    window.document.load(Document(noisy(), settings=TrainingSettings(variant="perceptron")), None)
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == 0)
    points_dock = window.findChild(QDockWidget, "pointsDock")
    assert points_dock is not None
    points_dock.hide()  # the loss panel gets the window's width
    window.actions_by_name["actionLossPanel"].trigger()
    for epoch in (1, 2):
        window.training.step_epoch()
        wait_for(app, lambda epoch=epoch: window.training.state().epoch == epoch)
    window.training.step_to_mistake()  # the picture's last step is an update: the slice runs along it
    wait_for(app, lambda: window.training.state().mistake)
    panel = window.losses
    wait_for(app, lambda: panel.scape is not None and panel.curves is not None and panel.shown_w is not None)
    settle(app, 1.5)
    window.statusBar().clearMessage()
    window.grab().save(str(out / "loss-panel.png"))
    print(f"wrote {out / 'loss-panel.png'}")

    window.resize(1920, 1080)
    window.actions_by_name["actionPresentation"].trigger()
    settle(app, 0.5)
    loss_panel = window.actions_by_name["actionLossPanel"]
    assert not loss_panel.isChecked()  # presenting hid every dock
    loss_panel.trigger()
    panel.set_choice("perceptron")
    settle(app, 1.5)
    window.statusBar().clearMessage()
    window.grab().save(str(out / "loss-panel-presentation.png"))
    print(f"wrote {out / 'loss-panel-presentation.png'}")
    window.actions_by_name["actionPresentation"].trigger()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
