"""Train > Live Class end to end: the window's action, students in real browser pages (Qt WebEngine) joining by the
address the dock shows, answering, the projector's counts, a second vote, the reveal and the export.
Everything listens on 127.0.0.1 only (PERCEPTRON_LIVE_HOST)."""

from __future__ import annotations

import csv
import json
import socket

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel

from tests.gui.lesson.test_lesson_export import Browser
from tests.gui.live.test_live_class_reveal import points_of
from tests.gui.person import Person


@pytest.fixture
def students(qtbot, monkeypatch):
    monkeypatch.setenv("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
    monkeypatch.setenv("QTWEBENGINE_DISABLE_SANDBOX", "1")
    made: list[Browser] = []

    def make(url: str) -> Browser:
        browser = Browser(qtbot)
        browser.view.resize(390, 844)  # a phone
        browser.view.show()
        qtbot.waitExposed(browser.view)
        with qtbot.waitSignal(browser.page.loadFinished, timeout=30_000) as loaded:
            browser.view.load(QUrl(url))
        assert loaded.args == [True]
        made.append(browser)
        return browser

    yield make
    for b in made:
        b.view.close()
        b.view.deleteLater()


def text_of(browser: Browser, selector: str) -> str:
    return browser.js(f"document.querySelector({json.dumps(selector)}).textContent")


def click_in(browser: Browser, selector: str, index: int = 0) -> None:
    browser.js(f"document.querySelectorAll({json.dumps(selector)})[{index}].click(), 0")


def test_a_class_joins_by_the_shown_address_votes_twice_and_sees_the_reveal(
    window, qtbot, students, monkeypatch, tmp_path
):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    person = Person(window, qtbot)
    assert window.findChild(QDockWidget, "liveClassDock") is None  # nothing made, nothing listens
    person.choose("Train", "actionLiveClass")
    dock = window.findChild(QDockWidget, "liveClassDock")
    qtbot.waitUntil(dock.isVisible)
    assert window.findChild(type(window.actions_by_name["actionLiveClass"]), "actionLiveClass").isChecked()
    url = dock.findChild(QLabel, "liveClassAddress").text()
    assert url.startswith("http://127.0.0.1:")
    assert not dock.findChild(QLabel, "liveClassQr").pixmap().isNull()
    port = int(url.split(":")[2].split("/")[0])
    hosts = dock.findChild(QComboBox, "liveHostCombo")
    assert [hosts.itemText(i) for i in range(hosts.count())] == ["127.0.0.1"]  # PERCEPTRON_LIVE_HOST only

    ann, bob = students(url), students(url)
    for browser, nick in ((ann, "Ann"), (bob, "<b>Bob</b>")):
        browser.js(f"document.getElementById('nick').value = {json.dumps(nick)}, 0")
        click_in(browser, "#joinButton")
    qtbot.waitUntil(lambda: text_of(ann, "#status").startswith("You are in"), timeout=10_000)
    # the markup nickname is refused, the refusal shown as text
    qtbot.waitUntil(lambda: "may not contain <" in text_of(bob, "#status"), timeout=10_000)
    assert bob.js("document.querySelectorAll('b').length") == 0
    bob.js("document.getElementById('nick').value = 'Bob', 0")
    click_in(bob, "#joinButton")
    qtbot.waitUntil(lambda: text_of(bob, "#status").startswith("You are in"), timeout=10_000)
    count = dock.findChild(QLabel, "liveClassCount")
    qtbot.waitUntil(lambda: "2 joined" in count.text())

    person.click("liveAskMistake")
    for browser in (ann, bob):
        qtbot.waitUntil(lambda b=browser: "Is this step a mistake?" in text_of(b, "#prompt"), timeout=10_000)
    click_in(ann, "#choices button", 0)  # mistake
    click_in(bob, "#choices button", 1)  # no mistake
    qtbot.waitUntil(lambda: "2 of 2 answered" in count.text())
    results = dock.findChild(QLabel, "liveClassResults")
    assert results.text() == ""  # nothing of the answers before the reveal
    assert "mistake" not in count.text()

    person.click("liveSecondVote")
    qtbot.waitUntil(lambda: "(vote 2)" in text_of(bob, "#prompt"), timeout=10_000)
    assert "vote 2): 0 of 2" in count.text()
    click_in(ann, "#choices button", 0)
    click_in(bob, "#choices button", 0)  # Bob was convinced
    qtbot.waitUntil(lambda: "2 of 2 answered" in count.text())

    person.click("liveReveal")
    qtbot.waitUntil(lambda: "Right answer" in results.text())
    person.click_button("actionStep")  # the step itself: the engine's trace row is the oracle
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step >= 1)
    truth = "mistake" if window.training.trace.row(1).mistake else "no mistake"
    assert f"Right answer: {truth}" in results.text()
    assert "Vote 1: 2 answered" in results.text() and "Vote 2: 2 answered" in results.text()
    for browser in (ann, bob):
        qtbot.waitUntil(lambda b=browser: text_of(b, "#truth").startswith(f"The answer: {truth}."), timeout=10_000)

    out = tmp_path / "class.csv"
    window.live_class.export(str(out))
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert rows[1][:7] == ["1", "1", "mistake", "1", "mistake", "1", "2"]
    assert rows[3][:7] == ["1", "1", "mistake", "2", "mistake", "2", "2"]
    assert "Ann" not in out.read_text(encoding="utf-8")
    assert (tmp_path / "class.txt").read_text(encoding="utf-8").startswith("Live class: 1 questions revealed")

    for browser in (ann, bob):  # the page asked for nothing but the server's own files and channel
        assert all(
            u.startswith(f"http://127.0.0.1:{port}/") or u.startswith(f"ws://127.0.0.1:{port}/")
            for u in browser.requests.urls
        ), browser.requests.urls
        assert browser.page.alerts == []
        assert not [m for _, m in browser.page.console if "Content Security Policy" in m]

    person.choose("Train", "actionLiveClass")  # stop: the port closes, the pages see it
    assert not window.actions_by_name["actionLiveClass"].isChecked()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    qtbot.waitUntil(lambda: "reconnecting" in text_of(ann, "#status"), timeout=10_000)


def test_the_reveal_shows_every_students_w_in_weight_space_and_nothing_before(window, qtbot, monkeypatch):
    import asyncio
    import threading

    from websockets.asyncio.client import connect

    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    person = Person(window, qtbot)
    person.choose("Train", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running)
    person.click("liveAskW")
    answers = ([1.0, 2.0], [0.5, -1.0], [3.0, 3.0])

    async def students() -> None:
        for a in answers:  # three phones (real WebSocket clients), one after another
            async with connect(f"ws://127.0.0.1:{panel.server.port}/ws") as ws:
                await ws.send(json.dumps({"t": "join", "code": panel.room.code}))
                await ws.recv()
                state = json.loads(await ws.recv())
                await ws.send(json.dumps({"t": "answer", "q": state["q"], "vote": 1, "a": a}))
                assert json.loads(await ws.recv())["t"] == "ok"

    thread = threading.Thread(target=asyncio.run, args=(students(),))
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10_000)
    qtbot.waitUntil(lambda: "3 of" in panel.count.text())
    assert not points_of(window.weight_space.plot, "liveRoomDots") and panel.results.text() == ""
    person.click("liveReveal")
    qtbot.waitUntil(lambda: len(points_of(window.weight_space.plot, "liveRoomDots")) == 3)  # opened for the reveal
    assert sorted(points_of(window.weight_space.plot, "liveRoomDots")) == sorted(tuple(a) for a in answers)
    # the lecturer picks the address again (another in a real room): the same class goes on, on a new port
    code, port = panel.room.code, panel.server.port
    panel.host.activated.emit(0)
    assert panel.running and panel.room.code == code and panel.room.tally().answered == 3
    assert panel.address.text() == f"http://127.0.0.1:{panel.server.port}/{code}"
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    person.choose("Train", "actionLiveClass")
    assert not panel.running


def test_join_pressed_before_the_channel_opens_still_joins(window, qtbot, monkeypatch):
    """A student taps Join the moment the page shows, before its WebSocket has opened (a slow phone network):
    the page joins once the channel opens (it used to drop the tap and wait for another)."""
    from PySide6.QtWebEngineCore import QWebEngineScript

    monkeypatch.setenv("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
    monkeypatch.setenv("QTWEBENGINE_DISABLE_SANDBOX", "1")
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    Person(window, qtbot).choose("Train", "actionLiveClass")
    qtbot.waitUntil(lambda: window.live_class.running)
    browser = Browser(qtbot)
    try:
        tap = QWebEngineScript()
        tap.setName("tap Join at once")
        tap.setInjectionPoint(QWebEngineScript.InjectionPoint.DocumentReady)  # after the page's deferred script
        tap.setWorldId(QWebEngineScript.ScriptWorldId.MainWorld)
        tap.setSourceCode("document.getElementById('joinButton').click();")
        browser.page.scripts().insert(tap)
        browser.view.resize(390, 844)
        browser.view.show()
        with qtbot.waitSignal(browser.page.loadFinished, timeout=30_000):
            browser.view.load(QUrl(window.live_class.address.text()))
        qtbot.waitUntil(lambda: text_of(browser, "#status").startswith("You are in"), timeout=10_000)
        assert window.live_class.room.tally().joined == 1
    finally:
        browser.view.close()
        browser.view.deleteLater()


def test_a_question_asks_about_the_step_after_the_one_shown_in_time_travel(window, qtbot, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    person = Person(window, qtbot)
    for _ in range(4):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 4)
    table = window.trace_panel.table
    qtbot.waitUntil(lambda: table.model().rowCount() >= 4)  # the table has taken in the 4 steps (throttled)
    person.click_row(1)  # time travel: the trace table's row of step 2
    qtbot.waitUntil(lambda: window.training.shown().step == 2)
    person.choose("Train", "actionLiveClass")
    for kind, button in (("mistake", "liveAskMistake"), ("w_after", "liveAskW")):
        person.click(button)
        facts = window.live_class.room.question(window.live_class.room.tally().qid).facts
        row = window.training.trace.row(3)  # the engine's own step 3 is the oracle
        assert (facts.step, facts.mistake, facts.w_after, facts.b_after) == (3, bool(row.mistake), tuple(row.w), row.b)
        assert "about step 3" in window.live_class.note.text(), kind
    person.choose("Train", "actionLatest")
    person.click("liveAskYhat")
    assert window.live_class.room.question(3).facts.step == 5  # back at the latest: the step about to be taken
    person.choose("Train", "actionLiveClass")


def test_opening_the_live_class_never_grows_the_window(window, qtbot, monkeypatch):
    """On a laptop's 1280x800 the dock (QR code, buttons, the answers' plot) must fit the window as it is: it
    scrolls inside the dock instead of pushing the window past the screen (a window grown to 1047 px was seen)."""
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    window.resize(1280, 700)
    qtbot.waitUntil(lambda: window.height() == 700)
    person = Person(window, qtbot)
    person.choose("Train", "actionLiveClass")
    dock = window.findChild(QDockWidget, "liveClassDock")
    qtbot.waitUntil(dock.isVisible)
    qtbot.wait(300)  # the layout settles
    assert window.height() == 700, f"the window grew to {window.height()} px"
    address = dock.findChild(QLabel, "liveClassAddress")
    assert address.text().startswith("http://127.0.0.1:")  # the dock works as before
    person.choose("Train", "actionLiveClass")  # stop
    qtbot.waitUntil(lambda: not window.live_class.running)
