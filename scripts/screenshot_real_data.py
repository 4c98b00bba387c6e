"""Render the README screenshots of real data: the Choose Features dialog and iris on a train/test split.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_real_data.py [OUT_DIR]

Writes to OUT_DIR (default: docs/): feature-picker.png (Data > Choose Features over iris, petal length
and petal width picked, standardised, 30% held out), iris.png (those features after 20 epochs of the
averaged perceptron: test rows hollow, training and test error in the status bar and the curves) and
iris-presentation.png (the same in presentation mode, F5).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QDialog, QDockWidget  # noqa: E402

from core.session.document import Document  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402

SIZE = (1280, 860)
EPOCHS = 20


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, SIZE)
    window.files.open_sklearn("iris")
    wait_for(app, lambda: window.document.dataset is not None and window.training.state() is not None)
    table = window.document.dataset.table
    petal = (table.column("petal length (cm)"), table.column("petal width (cm)"))
    window.actions_by_name["actionChooseFeatures"].trigger()
    wait_for(app, lambda: window.findChild(QDialog, "chooseFeaturesDialog") is not None)
    dialog = window.findChild(QDialog, "chooseFeaturesDialog")
    dialog.x_combo.setCurrentIndex(petal[0])
    dialog.y_combo.setCurrentIndex(petal[1])
    dialog.scaling_combo.setCurrentIndex(dialog.scaling_combo.findData("standardise"))
    dialog.split_check.setChecked(True)
    dialog.fraction_spin.setValue(0.3)
    settle(app, 0.5)
    shot = window.grab()  # the dialog is a window of its own: paint it over the main window where it stands
    painter = QPainter(shot)
    painter.drawPixmap(window.mapFromGlobal(dialog.mapToGlobal(QPoint(0, 0))), dialog.grab())
    painter.end()
    shot.save(str(out / "feature-picker.png"))
    print(f"wrote {out / 'feature-picker.png'}")
    dialog.accept()
    wait_for(app, lambda: len(window.points) == 105 and window.training.state().step == 0)
    window.controls.algorithm.setCurrentIndex(window.controls.algorithm.findData("averaged"))
    wait_for(app, lambda: window.training.state().variant == "averaged")
    for epoch in range(1, EPOCHS + 1):
        window.training.step_epoch()
        wait_for(app, lambda epoch=epoch: window.training.state().epoch >= epoch or window.training.state().converged)
    curves = window.findChild(QDockWidget, "curvesDock")
    curves.raise_()
    window.statusBar().clearMessage()
    settle(app, 1.0)
    window.grab().save(str(out / "iris.png"))
    print(f"wrote {out / 'iris.png'}")
    window.presentation.set_on(True)
    window.resize(1024, 768)
    window.statusBar().clearMessage()
    settle(app, 1.0)
    window.grab().save(str(out / "iris-presentation.png"))
    print(f"wrote {out / 'iris-presentation.png'}")
    window.presentation.set_on(False)
    window.document.load(Document(), None)  # a picture, not an edit: closing asks nothing
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
