"""Pictures of the lesson lab: a student drags point 3 of the CMU example and sees the new trace.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_lesson_lab.py [FOLDER]

Writes the sample lesson (scripts/make_sample_lesson.py) to FOLDER, opens it in Qt WebEngine at a phone's size
(360x740 and 390x844) and a desktop's (1920x1080), drags point 3 from (1, 1) to (-0.5, 1.5) with the mouse (as
a finger would), steps to the end of the first epoch and saves each view as PNG (the phone: the plot, then
scrolled to the step's row and the trace table). FOLDER defaults to a temporary folder.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")

from PySide6.QtCore import QEventLoop, QPoint, Qt, QTimer, QUrl  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from scripts.make_sample_lesson import sample_page  # noqa: E402

SIZES = {"phone": (360, 740), "phone-390": (390, 844), "desktop": (1920, 1080)}
PLOT_BOX = (
    "(function () { var s = document.getElementById('plot'), r = s.getBoundingClientRect(), c = getComputedStyle(s);"
    " var bl = parseFloat(c.borderLeftWidth), bt = parseFloat(c.borderTopWidth);"
    " return JSON.stringify([JSON.parse(s.getAttribute('data-view')), r.left + bl, r.top + bt,"
    " r.width - 2 * bl, r.height - 2 * bt]); })()"
)


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def js(view: QWebEngineView, script: str) -> object:
    result: list = []
    loop = QEventLoop()
    view.page().runJavaScript(script, 0, lambda value: (result.append(value), loop.quit()))
    if not result:
        loop.exec()
    return result[0]


def pixel(view: QWebEngineView, x: float, y: float) -> QPoint:
    v, left, top, width, height = json.loads(str(js(view, PLOT_BOX)))
    return QPoint(round(left + (x - v[0]) / (v[1] - v[0]) * width), round(top + (v[3] - y) / (v[3] - v[2]) * height))


def shoot(page: Path, out: Path, name: str, size: tuple[int, int]) -> None:
    view = QWebEngineView()
    view.resize(*size)
    view.show()
    loop = QEventLoop()
    view.loadFinished.connect(lambda ok: loop.quit())
    view.load(QUrl.fromLocalFile(str(page)))
    loop.exec()
    wait(400)
    proxy = view.focusProxy()
    start, target = pixel(view, 1.0, 1.0), pixel(view, -0.5, 1.5)
    QTest.mousePress(proxy, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(proxy, start + (target - start) * k / 8)
        wait(20)
    QTest.mouseRelease(proxy, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    wait(200)
    js(view, "document.getElementById('epoch').click(), 0")  # to the end of the first epoch: step 6
    wait(300)
    view.grab().save(str(out / f"lesson-lab-{name}.png"))
    print(f"wrote {out / f'lesson-lab-{name}.png'}")
    if name.startswith("phone"):
        js(view, "document.getElementById('where').scrollIntoView(), 0")
        wait(300)
        view.grab().save(str(out / f"lesson-lab-{name}-trace.png"))
        print(f"wrote {out / f'lesson-lab-{name}-trace.png'}")
    view.close()


def main(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication(argv)
    out = Path(argv[1]) if len(argv) > 1 else Path(tempfile.mkdtemp())
    out.mkdir(parents=True, exist_ok=True)
    page = out / "cmu-lesson.html"
    page.write_text(sample_page(), encoding="utf-8")
    for name, size in SIZES.items():
        shoot(page, out, name, size)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
