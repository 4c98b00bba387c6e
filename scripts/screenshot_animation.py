"""Render docs/lesson.gif: the CMU lecture example (File > Examples) trained to convergence, exported with File >
Export Animation's own code, one frame a step, the trace row and the update burned in.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_animation.py [OUT_DIR]

Writes lesson.gif to OUT_DIR (default: docs/) and prints its frames, length and size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QAction  # noqa: E402

from core.files.animation import plan_animation  # noqa: E402
from scripts.screenshot import open_window, run_to_end, settle, wait_for  # noqa: E402

WIDTH = "560"  # pixels: small enough for a README, large enough to read the numbers
FPS = "2"  # a step every half second


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, (1100, 760))
    example = window.findChild(QAction, "example_cmu_trace")
    assert example is not None
    example.trigger()
    wait_for(app, lambda: window.training.trace is not None and window.training.trace.last_step == 0)
    run_to_end(app, window)
    last = window.training.trace.last_step
    plan = plan_animation(str(out / "lesson.gif"), "gif", "0", str(last), "1", FPS, WIDTH, 0, last)
    answers: list[tuple[bool, str]] = []
    window.export_menu.animation.finished.connect(lambda ok, text: answers.append((ok, text)))
    assert window.export_menu.animation.start(plan)
    wait_for(app, lambda: bool(answers), timeout=120)
    settle(app, 0.2)
    ok, text = answers[0]
    print(text)
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
