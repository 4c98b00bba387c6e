"""Train > Live Class's join screen for the projector (issue 43, noticed at 1280x700: the dock's QR code was half
hidden until the dock was enlarged).  *Join Screen* opens a window of its own with the join address and its QR
code as large as the screen allows, the count of students joined (updated as they join), closed by Esc, by the
button again, or when the class stops.  Everything listens on 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import json
import threading

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT


def join_screen() -> QWidget | None:
    shown = [w for w in QApplication.topLevelWidgets() if w.objectName() == "liveJoinScreen" and w.isVisible()]
    return shown[0] if shown else None


def join(qtbot, panel) -> None:
    """A phone joins (a real WebSocket client) and stays until the test's loop ends."""
    from websockets.asyncio.client import connect

    async def student() -> None:
        async with connect(f"ws://127.0.0.1:{panel.server.port}/ws") as ws:
            await ws.send(json.dumps({"t": "join", "code": panel.room.code}))
            assert json.loads(await ws.recv())["t"] == "welcome"

    thread = threading.Thread(target=asyncio.run, args=(student(),))
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=WAIT)


def test_the_join_screen_shows_the_whole_code_large_and_counts_who_joined(window, qtbot, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    window.resize(1280, 700)
    person = Person(window, qtbot)
    person.choose("Train", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running, timeout=WAIT)
    assert join_screen() is None
    person.click("liveJoinScreen")
    qtbot.waitUntil(lambda: join_screen() is not None, timeout=WAIT)
    screen = join_screen()
    qtbot.waitExposed(screen)
    address = screen.findChild(QLabel, "liveJoinAddress")
    qr = screen.findChild(QLabel, "liveJoinQr")
    count = screen.findChild(QLabel, "liveJoinCount")
    assert address.text() == panel.address.text()
    # on one line, whole, and as large as the screen's width allows (the test's screen is 800 px wide)
    advance = address.fontMetrics().horizontalAdvance(address.text())
    assert 0.9 * address.width() <= advance <= address.width()
    assert address.font().pointSizeF() > panel.address.font().pointSizeF()
    # the whole code shows, and large: most of the screen's height, well beyond the dock's
    available = QGuiApplication.primaryScreen().availableGeometry()
    code = qr.pixmap().size()
    assert code.height() >= 0.5 * min(available.height(), available.width())
    assert code.height() > 1.5 * panel.qr.pixmap().height()
    shown = qr.visibleRegion().boundingRect()
    where = QRect((qr.width() - code.width()) // 2, (qr.height() - code.height()) // 2, code.width(), code.height())
    assert shown.contains(where), (shown, where)
    assert screen.geometry().height() <= available.height()
    assert count.text() == "0 joined"
    join(qtbot, panel)
    qtbot.waitUntil(lambda: count.text() == "1 joined", timeout=WAIT)
    QTest.keyClick(screen, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: join_screen() is None, timeout=WAIT)
    person.click("liveJoinScreen")  # again; stopping the class closes it
    qtbot.waitUntil(lambda: join_screen() is not None, timeout=WAIT)
    person.choose("Train", "actionLiveClass")
    qtbot.waitUntil(lambda: join_screen() is None and not panel.running, timeout=WAIT)
