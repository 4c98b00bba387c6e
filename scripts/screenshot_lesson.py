"""File > Export Lesson's page, exported from the window, and (where Debian's chromium is installed) its pictures.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_lesson.py [FOLDER]

Opens the CMU lecture example in the window, takes its 12 steps (Step, as a person presses Space), exports the
lesson as File > Export Lesson does after its dialog (``cmu-lesson.html``) and, with ``chromium`` on the PATH,
shows it headless at step 5 (a mistake: the update arrow) as a phone (360x740, ``lesson-phone.png``) and a
projector (1920x1080, ``lesson-desktop.png``) see it. FOLDER defaults to docs/.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.files.lesson_html import LessonPlan  # noqa: E402
from perceptron_gui.resources import EXAMPLES  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402

STEPS = 12
SHOWN_STEP = 5
SIZES = {"lesson-phone.png": (360, 740), "lesson-desktop.png": (1920, 1080)}


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, (1300, 880))
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    wait_for(app, lambda: window.training.trace is not None and window.training.trace.last_step == 0)
    for _ in range(STEPS):
        window.step()
    wait_for(app, lambda: window.training.trace.last_step == STEPS)
    settle(app)
    page = out / "cmu-lesson.html"
    assert window.lesson_export.export(LessonPlan(page, STEPS)), "the export failed"
    print(f"wrote {page} ({page.stat().st_size:,} bytes)")
    window.close()
    chromium = shutil.which("chromium")
    if chromium is None:
        print("no chromium on the PATH: no pictures")
        return 0
    for name, (width, height) in SIZES.items():
        subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             f"--window-size={width},{height}", f"--screenshot={out / name}", f"{page.as_uri()}#t={SHOWN_STEP}"],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        print(f"wrote {out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
