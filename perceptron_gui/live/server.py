"""HTTP and WebSockets for the live class, served by the ``websockets`` library's asyncio server on its own thread.

Only three kinds of request are answered: ``GET /<join code>`` (the students' page), ``GET /static/<file>`` (its
script and style, from the package, and the lesson page's drawing ``draw.js``, shared with it) and the WebSocket
``/ws`` (the answer channel). Everything else is 404; nothing of the lecturer's machine or the app's controls is
reachable. Nothing listens before :meth:`LiveServer.start`; :meth:`LiveServer.stop` closes every connection and
the port.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import threading
from importlib import resources
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from core.files.lesson_page import ASSETS as LESSON_ASSETS
from core.files.live_page import student_page
from core.learn.words import QT_TRANSLATE_NOOP, Translate, english, said
from core.session.live import RateLimiter, RefusalError, Room, parse_message
from core.session.live.messages import JOIN_FIRST, MAX_MESSAGE_BYTES

HOST_VARIABLE = "PERCEPTRON_LIVE_HOST"
MAX_CONNECTIONS = 600
FLOOD_STRIKES = 20
"""After this many messages refused for flooding, the connection is closed (policy violation)."""
STATIC = {
    "student.js": "text/javascript; charset=utf-8",
    "student.css": "text/css; charset=utf-8",
    "draw.js": "text/javascript; charset=utf-8",
}
"""The student page's own files: the only ones served under ``/static/``."""
SHARED = frozenset({"draw.js"})
"""Those read from the lesson page's assets (``core/files/lesson_assets``): one drawing for both pages."""
WORDS = {  # what the server itself says to a student's page (the room's refusals are core's)
    "flood": QT_TRANSLATE_NOOP("LivePage", "Too many messages: at most a few a second."),
    "joined": QT_TRANSLATE_NOOP("LivePage", "This page has joined already."),
    "not found": QT_TRANSLATE_NOOP("LivePage", "Not found. Open the address shown on the projector."),
    "foreign": QT_TRANSLATE_NOOP("LivePage", "Only the class's own page may connect."),
    "full": QT_TRANSLATE_NOOP("LivePage", "The class is full."),
}


def listen_host() -> str:
    """The address to listen on: ``PERCEPTRON_LIVE_HOST`` when set, else this machine's address on the network
    its default route leaves by (IPv4, else IPv6; no packet is sent), else 127.0.0.1."""
    chosen = os.environ.get(HOST_VARIABLE, "").strip()
    if chosen:
        return chosen
    for family, documentation in ((socket.AF_INET, "192.0.2.1"), (socket.AF_INET6, "2001:db8::1")):
        probe = socket.socket(family, socket.SOCK_DGRAM)
        try:
            probe.connect((documentation, 9))  # documentation ranges: connect() on UDP only picks the route
            return str(probe.getsockname()[0]).split("%")[0]
        except OSError:
            continue
        finally:
            probe.close()
    return "127.0.0.1"


def _asset(name: str) -> bytes:
    if name in SHARED:
        return LESSON_ASSETS.joinpath(name).read_bytes()
    return resources.files("perceptron_gui.live").joinpath("assets", name).read_bytes()


class LiveServer:
    """Serves one :class:`Room` on ``host:port`` (port 0: any free port) from a thread of its own.

    The students read the class in the language ``localise`` speaks (``lang``: its BCP 47 tag, the page's
    ``<html lang>``): the page, its questions and every refusal; :meth:`set_language` follows a switch.
    ``localise`` is called from the server's thread (Qt's ``QCoreApplication.translate`` is thread-safe).
    """

    def __init__(
        self,
        room: Room,
        host: str | None = None,
        port: int = 0,
        *,
        lang: str = "en",
        localise: Translate = english,
    ) -> None:
        self.room = room
        self.lang = lang
        self._localise = localise
        self.host = host or listen_host()
        self.port = port
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._clients: dict[ServerConnection, str] = {}
        self._sending: set[asyncio.Task[None]] = set()
        self._files = {name: _asset(name) for name in STATIC}
        self._markup = _asset("student.html").decode("utf-8")
        self._page = student_page(self._markup, lang, localise).encode("utf-8")

    # lifetime -----------------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The join address students open, e.g. ``http://192.168.1.20:8765/K7QX2M``."""
        return f"http://{self._netloc()}/{self.room.code}"

    def _netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    @property
    def running(self) -> bool:
        """Whether the server is listening."""
        return self._thread is not None and self._thread.is_alive() and self._ready.is_set()

    def start(self) -> str:
        """Listen and return the join address. Raises OSError when the address cannot be used."""
        if self._thread is not None:
            raise RuntimeError("The live class is already running.")
        self._thread = threading.Thread(target=self._run, name="live-class", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            self._thread.join()
            self._thread = None
            raise self._error
        return self.url

    def stop(self) -> None:
        """Close every connection and the port, and wait for the thread (well under a second)."""
        thread, loop, stop = self._thread, self._loop, self._stop
        if thread is None or loop is None or stop is None:
            return
        loop.call_soon_threadsafe(stop.set)
        thread.join()
        self._thread = None

    def push(self) -> None:
        """Send every student the room's state now (after a question, the second vote or the reveal)."""
        loop = self._loop
        if loop is not None and self.running:
            loop.call_soon_threadsafe(self._push_all)

    def set_language(self, lang: str) -> None:
        """The class's language changed (``localise`` speaks ``lang`` now): new pages are in it, and every open
        page is told to load again in it (each rejoins as the same student, their answers kept).  The same language
        again (the dock retranslates on every LanguageChange) changes nothing."""
        if lang == self.lang:
            return
        self._page = student_page(self._markup, lang, self._localise).encode("utf-8")
        self.lang = lang
        loop = self._loop
        if loop is not None and self.running:
            loop.call_soon_threadsafe(self._tell_all, {"t": "language", "lang": lang})

    def online(self) -> int:
        """How many WebSocket connections are open."""
        return len(self._clients)

    # the thread ---------------------------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as error:  # reported to start() if it happened before listening
            self._error = error
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(
            self._handle,
            self.host,
            self.port,
            process_request=self._http,
            max_size=MAX_MESSAGE_BYTES,
            max_queue=4,
            close_timeout=0.2,
            server_header=None,
        ) as server:
            self.port = int(server.sockets[0].getsockname()[1])
            self._ready.set()
            await self._stop.wait()
            await self._close(server)

    async def _close(self, server: Server) -> None:
        server.close()
        try:
            await asyncio.wait_for(server.wait_closed(), timeout=0.5)
        except TimeoutError:
            for connection in list(self._clients):
                connection.transport.abort()

    # HTTP ---------------------------------------------------------------------------------------------------
    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == "/ws":
            origin = request.headers.get("Origin")
            if origin is not None and origin != f"http://{self._netloc()}":
                return self._response(403, self._said("foreign"), "text/plain; charset=utf-8")
            if len(self._clients) >= MAX_CONNECTIONS:
                return self._response(503, self._said("full"), "text/plain; charset=utf-8")
            return None
        if path.strip("/").upper() == self.room.code:
            return self._response(200, self._page, "text/html; charset=utf-8")
        name = path.removeprefix("/static/")
        if path.startswith("/static/") and name in self._files:
            return self._response(200, self._files[name], STATIC[name])
        return self._response(404, self._said("not found"), "text/plain; charset=utf-8")

    def _said(self, key: str) -> bytes:
        return self._localise("LivePage", WORDS[key]).encode("utf-8")

    def _response(self, status: int, body: bytes, kind: str) -> Response:
        headers = Headers(
            [
                ("Content-Type", kind),
                ("Content-Length", str(len(body))),
                ("Content-Security-Policy", self._csp()),
                ("X-Content-Type-Options", "nosniff"),
                ("Referrer-Policy", "no-referrer"),
                ("Cache-Control", "no-store"),
                ("Connection", "close"),
            ]
        )
        reasons = {200: "OK", 403: "Forbidden", 404: "Not Found", 503: "Service Unavailable"}
        return Response(status, reasons[status], headers, body)

    def _csp(self) -> str:
        return (
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            f"connect-src ws://{self._netloc()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )

    # WebSocket ----------------------------------------------------------------------------------------------
    async def _handle(self, connection: ServerConnection) -> None:
        limiter = RateLimiter()
        strikes = 0
        sid: str | None = None
        loop = asyncio.get_running_loop()
        try:
            async for raw in connection:
                if not limiter.allow(loop.time()):
                    strikes += 1
                    if strikes >= FLOOD_STRIKES:
                        await connection.close(1008, "too many messages")
                        break
                    await _send(connection, {"t": "refused", "why": self._said("flood").decode("utf-8")})
                    continue
                try:
                    message = parse_message(raw)
                    if message["t"] == "join":
                        if sid is not None:
                            raise RefusalError(WORDS["joined"])
                        sid = self.room.join(message.get("code"), message.get("id"), message.get("nick"))
                        self._clients[connection] = sid
                        await _send(connection, {"t": "welcome", "id": sid, "lang": self.lang})
                        await _send(connection, self.room.student_state(sid))
                    else:
                        if sid is None:
                            raise RefusalError(JOIN_FIRST)
                        self.room.answer(sid, message.get("q"), message.get("vote"), message.get("a"))
                        await _send(connection, {"t": "ok", "q": message.get("q"), "vote": message.get("vote")})
                except RefusalError as refusal:
                    await _send(connection, {"t": "refused", "why": said(refusal, self._localise)})
        except ConnectionClosed:
            pass
        finally:
            if sid is not None:
                self._clients.pop(connection, None)
                self.room.leave(sid)

    def _push_all(self) -> None:
        for connection, sid in list(self._clients.items()):
            self._send_later(connection, self.room.student_state(sid))

    def _tell_all(self, message: dict[str, Any]) -> None:
        for connection in list(self._clients):
            self._send_later(connection, message)

    def _send_later(self, connection: ServerConnection, message: dict[str, Any]) -> None:
        task = asyncio.ensure_future(_send(connection, message))
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)


async def _send(connection: ServerConnection, message: dict[str, Any]) -> None:
    with contextlib.suppress(ConnectionClosed):
        await connection.send(json.dumps(message, allow_nan=False))
