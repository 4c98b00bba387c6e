"""Render the README screenshots of the unit ball with the constant coordinate (theorem panel shown).

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_unit_ball.py [OUT_DIR]

Writes to OUT_DIR (default: docs/): unit-ball.png (iris's petal features scaled into the unit ball with an
intercept, a few seconds of the multiclass perceptron: the theorem panel reads R = 1 of x̃ = (x, c)) and
unit-ball-bound.png (iris's setosa and versicolor rows the same way, run to convergence: R = 1, gamma*, and
the bound 1/gamma*^2 against the mistakes made).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QDockWidget  # noqa: E402

from core.session.dataset import FeatureChoice  # noqa: E402
from core.session.document import Document  # noqa: E402
from perceptron_gui import MainWindow  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402

SIZE = (1400, 800)


def _unit_ball(app: QApplication, window: MainWindow) -> None:
    table = window.document.dataset.table
    petal = (table.column("petal length (cm)"), table.column("petal width (cm)"))
    window.document.choose(FeatureChoice(table.column("species"), petal, "unit ball"))
    window.canvas.fit_to_data()
    window.findChild(QDockWidget, "theoryDock").raise_()
    wait_for(app, lambda: window.theory.fields["separable"].text() not in ("", "…"))


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, SIZE)
    window.files.open_sklearn("iris")
    wait_for(app, lambda: window.document.dataset is not None and window.training.state() is not None)
    _unit_ball(app, window)
    window.actions_by_name["actionRun"].trigger()
    settle(app, 3.0)
    window.actions_by_name["actionPause"].trigger()
    window.statusBar().clearMessage()
    settle(app, 0.5)
    window.grab().save(str(out / "unit-ball.png"))
    print(f"wrote {out / 'unit-ball.png'}: R = {window.theory.fields['R'].text()}")

    table = window.document.dataset.table
    setosa_versicolor = table.cells[[str(c) != "virginica" for c in table.cells[:, -1]]]
    path = out / "setosa_versicolor.csv"
    path.write_text(
        ",".join(table.columns) + "\n" + "\n".join(",".join(map(str, row)) for row in setosa_versicolor) + "\n"
    )
    try:
        window.files.open_path(path, ask=False)
        wait_for(app, lambda: window.document.path == path and window.training.state() is not None)
    finally:
        path.unlink()
    _unit_ball(app, window)
    wait_for(app, lambda: window.theory.fields["separable"].text() == "yes")
    window.actions_by_name["actionRun"].trigger()
    wait_for(app, lambda: window.training.state().converged)
    window.statusBar().clearMessage()
    settle(app, 1.0)
    window.grab().save(str(out / "unit-ball-bound.png"))
    print(f"wrote {out / 'unit-ball-bound.png'}: {window.theory.fields['bound'].text()}")
    window.document.load(Document(), None)  # a picture, not an edit: closing asks nothing
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
