"""The live class's server on 127.0.0.1, with real HTTP and WebSocket clients (no Qt needed)."""

from __future__ import annotations

import asyncio
import json
import socket
import urllib.error
import urllib.request

import psutil
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from core.session.live import Room, StepFacts
from perceptron_gui.live import LiveServer, listen_host
from tests.core.test_live_page_words import catalogue

STEP = StepFacts(1, (1.0, 2.0), 1, (0.0, 0.0), 0.0, (1.0, 2.0), 1.0, -1, True, ((1.0, 2.0, 1), (-1.0, -1.0, -1)))


@pytest.fixture
def live(monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    room = Room()
    server = LiveServer(room)
    server.start()
    yield server
    server.stop()


def listening_ports() -> set[int]:
    return {c.laddr.port for c in psutil.Process().net_connections(kind="inet") if c.status == psutil.CONN_LISTEN}


def ws_url(server: LiveServer) -> str:
    return f"ws://127.0.0.1:{server.port}/ws"


async def joined(server: LiveServer, sid: str | None = None, nick: str | None = None):
    ws = await connect(ws_url(server))
    await ws.send(json.dumps({"t": "join", "code": server.room.code, "id": sid, "nick": nick}))
    welcome = json.loads(await ws.recv())
    assert welcome["t"] == "welcome"
    state = json.loads(await ws.recv())
    return ws, welcome["id"], state


def test_nothing_listens_before_start_and_the_port_closes_at_stop(monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    before = listening_ports()
    server = LiveServer(Room())
    assert listening_ports() == before
    url = server.start()
    assert server.host == "127.0.0.1" and url.startswith("http://127.0.0.1:")
    assert listening_ports() == before | {server.port}

    async def connected_then_stopped():
        ws, _, _ = await joined(server)
        await asyncio.get_running_loop().run_in_executor(None, server.stop)
        with pytest.raises(ConnectionClosed):
            await ws.recv()

    asyncio.run(connected_then_stopped())
    assert listening_ports() == before
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", server.port), timeout=1).close()


def test_the_host_variable_is_the_only_address(monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    assert listen_host() == "127.0.0.1"


def test_the_page_and_its_files_are_served_with_a_csp_and_nothing_else(live):
    with urllib.request.urlopen(live.url, timeout=5) as page:
        assert page.status == 200
        html = page.read().decode()
        csp = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp
    assert f"connect-src ws://127.0.0.1:{live.port}" in csp
    assert '<script src="/static/student.js"' in html and "<script>" not in html
    with urllib.request.urlopen(f"http://127.0.0.1:{live.port}/static/student.js", timeout=5) as script:
        assert script.headers["Content-Type"].startswith("text/javascript")
        assert "textContent" in script.read().decode()
    for path in (
        "/",
        "/AAAAA0",
        "/static/../server.py",
        "/static/",
        "/etc/passwd",
        "/static/student.html",
        "/static/engine.js",  # of the lesson page's files only the shared drawing (draw.js) is served
        "/static/page.js",
        "/%2e%2e/pyproject.toml",
    ):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://127.0.0.1:{live.port}{path}", timeout=5)
        assert refused.value.code == 404, path


def test_a_student_joins_answers_and_sees_the_reveal(live):
    async def lesson():
        ws, _sid, state = await joined(live, nick="Zoë")
        assert state == {"t": "wait"}
        live.room.ask("mistake", STEP)
        live.push()
        question = json.loads(await ws.recv())
        assert question["kind"] == "mistake" and question["vote"] == 1 and "truth" not in question
        await ws.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": "mistake"}))
        assert json.loads(await ws.recv())["t"] == "ok"
        live.room.reveal()
        live.push()
        revealed = json.loads(await ws.recv())
        assert revealed["truth"] == "mistake" and revealed["right"] is True
        await ws.close()

    asyncio.run(lesson())
    assert live.room.tally().answered == 1


def test_a_student_who_reconnects_keeps_their_answer_and_is_counted_once(live):
    live.room.ask("w_after", STEP)

    async def drop_and_return():
        ws, sid, _ = await joined(live)
        await ws.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": [1, 2]}))
        await ws.recv()
        ws.transport.abort()  # the phone's network drops, no closing handshake
        ws2, sid2, state = await joined(live, sid)
        assert sid2 == sid and state["mine"] == [1.0, 2.0]
        await ws2.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": [1.5, 2]}))
        await ws2.recv()
        await ws2.close()

    asyncio.run(drop_and_return())
    tally = live.room.tally()
    assert (tally.joined, tally.answered) == (1, 1)


async def refusal(ws) -> str:
    message = json.loads(await ws.recv())
    assert message["t"] == "refused"
    return message["why"]


def test_hostile_input_is_refused_and_changes_nothing(live):
    live.room.ask("mistake", STEP)

    async def hostile():
        ws = await connect(ws_url(live))
        await ws.send(json.dumps({"t": "join", "code": "ZZZZZZ" if live.room.code != "ZZZZZZ" else "YYYYYY"}))
        assert "join code" in await refusal(ws)
        for nick in ("<script>alert(1)</script>", "x" * 500, "evil\u202etxt.exe"):
            await ws.send(json.dumps({"t": "join", "code": live.room.code, "nick": nick}))
            await refusal(ws)
        await ws.send("{not json")
        assert "JSON" in await refusal(ws)
        await ws.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": "mistake"}))
        assert "Join first" in await refusal(ws)
        await ws.close()
        assert live.room.tally().joined == 0

        big = await connect(ws_url(live))  # a 10,000-character nickname is refused by its size alone
        await big.send(json.dumps({"t": "join", "code": live.room.code, "nick": "x" * 10_000}))
        with pytest.raises(ConnectionClosed) as closed:
            await big.recv()
        assert closed.value.rcvd.code == 1009  # message too big
        assert live.room.tally().joined == 0

        big, _sid, _ = await joined(live)
        await big.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": "x" * 5000}))
        with pytest.raises(ConnectionClosed) as closed:
            await big.recv()
        assert closed.value.rcvd.code == 1009

        flood, _sid, _ = await joined(live)
        for _ in range(40):
            await flood.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": "mistake"}))
        replies = []
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                replies.append(json.loads(await flood.recv())["t"])
        assert closed.value.rcvd.code == 1008  # policy violation after the flood went on
        assert replies.count("ok") <= 8 and "refused" in replies

    asyncio.run(hostile())
    tally = live.room.tally()
    assert (tally.joined, tally.answered) == (2, 1)
    assert live.room.nicknames() == []


def test_a_foreign_page_cannot_open_the_channel(live):
    async def foreign():
        with pytest.raises(InvalidStatus) as refused:
            await connect(ws_url(live), origin="http://evil.example")
        assert refused.value.response.status_code == 403

    asyncio.run(foreign())


def test_stopping_with_many_students_connected_is_quick(live):
    import time

    async def crowd():
        sockets = [(await joined(live))[0] for _ in range(100)]
        start = time.perf_counter()
        await asyncio.get_running_loop().run_in_executor(None, live.stop)
        took = time.perf_counter() - start
        for ws in sockets:
            with pytest.raises(ConnectionClosed):
                await ws.recv()
        return took

    assert asyncio.run(crowd()) < 1.0
    assert not live.running


def test_the_page_and_every_refusal_speak_the_class_language_and_follow_a_switch(monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    spoken = {"words": catalogue("es")}

    def localise(context: str, text: str) -> str:
        return spoken["words"].get((context, text)) or text

    server = LiveServer(Room(), lang="es", localise=localise)
    server.start()
    base = f"http://127.0.0.1:{server.port}"
    try:
        with urllib.request.urlopen(f"{base}/{server.room.code}", timeout=5) as reply:
            page = reply.read().decode("utf-8")
        assert '<html lang="es">' in page and ">Unirse</button>" in page
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(f"{base}/nothing-here", timeout=5)
        assert missing.value.read().decode("utf-8") == "No encontrado. Abra la dirección que muestra el proyector."

        async def in_spanish_then_german():
            ws = await connect(ws_url(server))
            await ws.send(json.dumps({"t": "join", "code": "ZZZZZZ" if server.room.code != "ZZZZZZ" else "YYYYYY"}))
            assert await refusal(ws) == "Ese código no es el de esta clase: compruebe la dirección del proyector."
            await ws.send(json.dumps({"t": "join", "code": server.room.code, "nick": "x" * 30}))
            assert await refusal(ws) == "Un apodo tiene como máximo 24 caracteres; este tiene 30."
            await ws.send(json.dumps({"t": "answer", "q": 1, "vote": 1, "a": "mistake"}))
            assert await refusal(ws) == "Únase primero."
            await ws.close()

            student, _sid, _ = await joined(server)
            spoken["words"] = catalogue("de")
            server.set_language("de")
            assert json.loads(await student.recv()) == {"t": "language", "lang": "de"}
            server.set_language("de")  # the same language again (a LanguageChange): the phones are not told twice
            await student.send(json.dumps({"t": "answer", "q": 7, "vote": 1, "a": "mistake"}))
            assert await refusal(student) == "Diese Frage ist nicht die gerade gestellte."
            await student.close()

        asyncio.run(in_spanish_then_german())
        with urllib.request.urlopen(f"{base}/{server.room.code}", timeout=5) as reply:
            page = reply.read().decode("utf-8")
        assert '<html lang="de">' in page and ">Beitreten</button>" in page
    finally:
        server.stop()
