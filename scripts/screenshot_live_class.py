"""Pictures of the live class: the join dock in presentation mode, a phone answering "where is w after this step?"
by dragging w's tip, and the reveal (the dock's bars and the phone's right answer).

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_live_class.py [FOLDER]

Listens on 127.0.0.1 only. FOLDER defaults to a temporary folder.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")
os.environ["PERCEPTRON_LIVE_HOST"] = "127.0.0.1"

import numpy as np  # noqa: E402
from PySide6.QtCore import QPoint, Qt, QUrl  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget  # noqa: E402


def wait(app: QApplication, until, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("the page did not get there")
        app.processEvents()
        time.sleep(0.02)


def settle(app: QApplication, seconds: float = 1.0) -> None:
    """Let Chromium paint what the page now holds (its grab shows the last frame composited)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def js(app: QApplication, view: QWebEngineView, script: str):
    out: list = []
    view.page().runJavaScript(script, 0, out.append)
    wait(app, lambda: bool(out))
    return out[0]


def main(folder: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1600, 1000)
    window.show()
    wait(app, lambda: window.training.state() is not None)
    window.actions_by_name["actionPresentation"].trigger()
    window.actions_by_name["actionLiveClass"].trigger()
    dock = window.findChild(QDockWidget, "liveClassDock")
    url = window.live_class.address.text()
    phone = QWebEngineView()
    phone.resize(390, 844)
    phone.show()
    phone.load(QUrl(url))
    loaded = "String(!!document.getElementById('joinButton') && document.readyState)"  # not the first about:blank
    wait(app, lambda: js(app, phone, loaded) == "complete")
    js(app, phone, "document.getElementById('nick').value = 'Ann', document.getElementById('joinButton').click(), 0")
    wait(app, lambda: str(js(app, phone, "document.getElementById('status').textContent")).startswith("You are"))
    for _ in range(2):
        window.training.step()
    wait(app, lambda: window.training.trace is not None and window.training.trace.last_step >= 2)
    app.processEvents()
    dock.grab().save(str(folder / "live-dock-presentation.png"))
    window.grab().save(str(folder / "live-window-presentation.png"))
    window.live_class.ask("w_after")
    wait(app, lambda: "Where is w" in str(js(app, phone, "document.getElementById('prompt').textContent")))
    box = json.loads(js(app, phone, "JSON.stringify(document.getElementById('plot').getBoundingClientRect())"))
    js(app, phone, "document.getElementById('plot').scrollIntoView(), 0")
    box = json.loads(js(app, phone, "JSON.stringify(document.getElementById('plot').getBoundingClientRect())"))
    target = phone.focusProxy()
    start = QPoint(int(box["left"] + box["width"] / 2), int(box["top"] + box["height"] / 2))
    end = QPoint(int(box["left"] + box["width"] * 0.7), int(box["top"] + box["height"] * 0.35))
    QTest.mousePress(target, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(target, end)
    QTest.mouseRelease(target, Qt.MouseButton.LeftButton, pos=end)
    wait(app, lambda: window.live_class.room.tally().answered == 1)
    js(app, phone, "window.scrollTo(0, 0), 0")
    settle(app)
    phone.grab().save(str(folder / "live-phone-answering.png"))
    window.live_class.reveal()
    wait(app, lambda: "The answer" in str(js(app, phone, "document.getElementById('truth').textContent")))
    settle(app)
    phone.grab().save(str(folder / "live-phone-reveal.png"))
    dock.grab().save(str(folder / "live-dock-reveal.png"))
    # a room of 40 (simulated in the room itself, as the server would record them) on a boundary question
    room = window.live_class.room
    window.live_class.ask("boundary")
    rng = np.random.default_rng(3)
    facts = room.question(2).facts
    for _ in range(40):
        sid = room.join(room.code)
        w = np.array([*facts.w_after, facts.b_after]) + rng.normal(0, 0.6, 3)
        room.answer(sid, 2, 1, [float(v) for v in w])
    window.live_class.reveal()
    settle(app, 0.5)
    dock.grab().save(str(folder / "live-dock-reveal-boundaries.png"))
    window.live_class.ask("w_after")
    for sid in list(room._nicks)[1:]:  # the same 40 students, now on w
        w = np.array(facts.w_after) + rng.normal(0, 0.5, 2)
        room.answer(sid, 3, 1, [float(v) for v in w])
    window.live_class.reveal()
    settle(app, 0.5)
    dock.grab().save(str(folder / "live-dock-reveal-weight-space.png"))
    window.live_class.shutdown()
    phone.close()
    window.close()


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    out.mkdir(parents=True, exist_ok=True)
    main(out)
    print(out)
