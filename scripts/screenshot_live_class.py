"""Pictures of the live class: the join dock in presentation mode, a phone answering "where is w after this step?"
by dragging w's tip, and the reveal (the dock's bars and the phone's right answer; a room of 40's boundaries faint
on the canvas; their w, voted twice, as dots in weight space), in presentation mode and out of it.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_live_class.py [FOLDER]
    PERCEPTRON_LANGUAGE=es QT_QPA_PLATFORM=offscreen python scripts/screenshot_live_class.py [FOLDER]  # in Spanish

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

from scripts.screenshot_warmup import NORMAL, WIDE_PROJECTOR, open_example  # noqa: E402


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


def shoot(app: QApplication, window, path: Path, presenting: bool, plane: bool) -> None:  # type: ignore[no-untyped-def]
    """The window at a laptop's 1280x800, or in presentation mode at a projector's 1920x1080 (the lecturer opens
    the docks to show: the live class's, and weight space when ``plane``, wide enough to read)."""
    window.presentation.set_on(presenting)
    settle(app, 0.5)  # (full screen comes with the next show)
    window.resize(*(WIDE_PROJECTOR if presenting else NORMAL))
    settle(app, 0.5)
    if presenting:
        window.findChild(QDockWidget, "liveClassDock").show()
        if plane:
            window.weight_space_dock.setFloating(False)
            window.docks.set_weight_space(True)
            window.resizeDocks([window.weight_space_dock], [int(0.4 * WIDE_PROJECTOR[0])], Qt.Orientation.Horizontal)
            live = window.findChild(QDockWidget, "liveClassDock")
            window.resizeDocks([window.weight_space_dock, live], [700, 250], Qt.Orientation.Vertical)
    window.statusBar().clearMessage()
    settle(app, 1.0)
    window.grab().save(str(path))


def room_answers(rng: np.random.Generator, right: np.ndarray, wrong: np.ndarray, share: float, n: int) -> np.ndarray:
    """A room's answers: ``share`` of them near ``right``, the rest near ``wrong`` (the step taken for no update)."""
    near_right = rng.random(n) < share
    spread = 0.12 * max(1.0, float(np.abs(right).max()))
    return np.where(near_right[:, None], right, wrong) + rng.normal(0, spread, (n, len(right)))


def room_reveal(app: QApplication, window, folder: Path) -> None:  # type: ignore[no-untyped-def]
    """The CMU lecture's step 3 (a mistake: w (1, -2) becomes (2, -1)) asked of a room of 40 (simulated in the room
    itself, as the server records them; some think w stays): their boundaries faint on the canvas, then their w,
    voted twice, as dots in weight space."""
    open_example(app, window, "cmu_trace.json")
    window.weight_space_dock.setFloating(False)  # (this machine's remembered layout may have floated it)
    window.docks.set_weight_space(True)
    for _ in range(2):
        window.training.step()
    wait(app, lambda: window.training.shown() is not None and window.training.shown().step == 2)
    panel, room = window.live_class, window.live_class.room
    rng = np.random.default_rng(3)
    panel.ask("boundary")
    qid = room.tally().qid
    facts = room.question(qid).facts
    students = [room.join(room.code) for _ in range(40)]
    lines = room_answers(rng, np.array([*facts.w_after, facts.b_after]), np.array([*facts.w, facts.b]), 0.6, 40)
    for sid, line in zip(students, lines, strict=True):
        room.answer(sid, qid, 1, [float(v) for v in line])
    panel.reveal()
    for presenting in (False, True):
        name = "live-canvas-reveal-boundaries" + ("-presentation" if presenting else "")
        shoot(app, window, folder / f"{name}.png", presenting, plane=False)
    window.presentation.set_on(False)
    panel.ask("w_after")  # the same 40 on w: vote, discuss, vote again
    qid = room.tally().qid
    for vote, share in ((1, 0.5), (2, 0.85)):
        if vote == 2:
            room.second_vote()
        answers = room_answers(rng, np.array(facts.w_after), np.array(facts.w), share, 40)
        for sid, w in zip(students, answers, strict=True):
            room.answer(sid, qid, vote, [float(v) for v in w])
    panel.reveal()
    for presenting in (False, True):
        suffix = "-presentation" if presenting else ""
        shoot(app, window, folder / f"live-window-reveal-weight-space{suffix}.png", presenting, plane=True)
        window.weight_space_dock.grab().save(str(folder / f"live-weight-space-reveal{suffix}.png"))
    window.presentation.set_on(False)


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
    wait(app, lambda: js(app, phone, "document.getElementById('join').hidden") is True)  # joined, in any language
    for _ in range(2):
        window.training.step()
    wait(app, lambda: window.training.trace is not None and window.training.trace.last_step >= 2)
    wait(app, lambda: window.shown.current.snapshot is not None and window.shown.current.snapshot.step == 2)
    settle(app, 0.5)  # every view draws the step shown before the grab
    dock.grab().save(str(folder / "live-dock-presentation.png"))
    window.grab().save(str(folder / "live-window-presentation.png"))
    window.live_class.toggle_join_screen()  # the join screen for the projector (this screen's size)
    settle(app, 0.5)
    window.live_class.join_screen.grab().save(str(folder / "live-join-screen.png"))
    window.live_class.toggle_join_screen()
    window.live_class.ask("w_after")
    wait(app, lambda: js(app, phone, "document.getElementById('question').hidden") is False)
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
    wait(app, lambda: js(app, phone, "document.getElementById('truth').textContent") != "")
    settle(app)
    phone.grab().save(str(folder / "live-phone-reveal.png"))
    dock.grab().save(str(folder / "live-dock-reveal.png"))
    window.presentation.set_on(False)
    room_reveal(app, window, folder)
    window.live_class.shutdown()
    phone.close()
    window.close()


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    out.mkdir(parents=True, exist_ok=True)
    main(out)
    print(out)
