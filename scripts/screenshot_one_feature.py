"""Render the README screenshots of a one-feature document: the number line and its lift to (x, 1).

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_one_feature.py [OUT_DIR]

Writes to OUT_DIR (default: docs/), each normal and in presentation mode (``-presentation``):
one-feature.png (Data > New 1-D Set, note 000's first example, run to the end, with the max-margin
threshold's band from the theorem panel) and one-feature-lift.png (the same set at its third step with
Data > Lift to (x, 1) on: the points (x, 1), the boundary through the origin and the vector (w, b)).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QDockWidget  # noqa: E402

from scripts.screenshot import open_window, run_to_end, settle, wait_for  # noqa: E402

SIZE = (1280, 800)
WIDE_PROJECTOR = (1920, 1080)  # the lift beside the number line needs the room, at twice the text size
LIFT_MISTAKE = 3  # the lift is shown right after this mistake: its update η·y·(x, 1) moved (w, b)


def shoot(app: QApplication, window, path: Path) -> None:  # type: ignore[no-untyped-def]
    window.statusBar().clearMessage()
    settle(app, 0.8)
    window.grab().save(str(path))
    print(f"wrote {path}")


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, SIZE)
    window.actions_by_name["actionNewLineSet"].trigger()
    wait_for(app, lambda: window.points.X.shape == (8, 1) and window.training.trace is not None)
    theory = window.findChild(QDockWidget, "theoryDock")
    assert theory is not None
    theory.show()
    theory.raise_()
    window.theory.draw_star.setChecked(True)
    trace = window.findChild(QDockWidget, "traceDock")
    assert trace is not None
    trace.show()
    trace.raise_()  # the trace table, not another tab of its dock area
    run_to_end(app, window)
    wait_for(app, lambda: window.theory.result is not None)
    for suffix, presenting in (("", False), ("-presentation", True)):
        window.presentation.set_on(presenting)
        settle(app)
        window.resize(*SIZE)
        window.lift.set_on(False)
        window.travel.back_to_latest()
        shoot(app, window, out / f"one-feature{suffix}.png")
        window.resize(*(WIDE_PROJECTOR if presenting else SIZE))
        window.lift.set_on(True)
        settle(app)
        window.canvas.fit_to_data()  # at the width the splitter gave it
        run = window.training.trace
        window.training.travel_to(int(run.learner.history[LIFT_MISTAKE - 1, 2]))
        wait_for(app, lambda: window.training.shown() is not None and window.training.shown().mistake)
        shoot(app, window, out / f"one-feature-lift{suffix}.png")
    window.presentation.set_on(False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
