"""Train > Live Class under load: simulated students on the loopback address, real WebSocket clients.

    QT_QPA_PLATFORM=offscreen python bench/live_class.py [--students 300] [--quick] [--json FILE]

The window (MainWindow on the default example) starts the live class from its own action; its dock polls the
counts while a 10 ms QTimer on the window's event loop measures how late the loop runs (p50/p99) as the students
arrive and answer. The students are a second process (as they are other machines): each joins at a random moment within
4 s, waits for the question, answers at a random moment within 8 s of it; one in ten then drops its connection
without a goodbye, reconnects with its id, checks its answer was kept and sends it again. Printed: joins, the
time until all had joined, answers, the time until all were counted, lost and doubled answers, answers kept
across reconnects, event-loop lateness, the server's memory (RSS added while they join), and the time the window
takes to close with everyone connected.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # also in the students' process (spawned)
import benchtools

benchtools.use_repository_root()

JOIN_WINDOW = 4.0
ANSWER_WINDOW = 8.0
RECONNECT_SHARE = 0.1


def students(port: int, code: str, n: int, seed: int, results: multiprocessing.Queue) -> None:
    """The students' process: n WebSocket clients; puts one dict of counts into results when the server closes."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    rng = random.Random(seed)
    url = f"ws://127.0.0.1:{port}/ws"
    kept: list[bool] = []
    joined_at: list[float] = []
    errors: list[str] = []

    async def join(sid: str | None):
        ws = await connect(url, open_timeout=20, max_size=1 << 20)
        await ws.send(json.dumps({"t": "join", "code": code, "id": sid}))
        welcome = json.loads(await ws.recv())
        state = json.loads(await ws.recv())
        return ws, welcome["id"], state

    async def one(i: int) -> None:
        await asyncio.sleep(rng.uniform(0, JOIN_WINDOW))
        try:
            ws, sid, state = await join(None)
            joined_at.append(time.time())
            while state.get("t") != "question":
                state = json.loads(await ws.recv())
            await asyncio.sleep(rng.uniform(0, ANSWER_WINDOW))
            answer = rng.choice(state["choices"])
            await ws.send(json.dumps({"t": "answer", "q": state["q"], "vote": state["vote"], "a": answer}))
            assert json.loads(await ws.recv())["t"] == "ok"
            if rng.random() < RECONNECT_SHARE:
                ws.transport.abort()
                ws, sid2, state = await join(sid)
                kept.append(sid2 == sid and state.get("mine") == answer)
                await ws.send(json.dumps({"t": "answer", "q": state["q"], "vote": state["vote"], "a": answer}))
                assert json.loads(await ws.recv())["t"] == "ok"
            await ws.wait_closed()  # until the lecturer stops the class
        except (ConnectionClosed, OSError, AssertionError, KeyError) as error:
            errors.append(f"{type(error).__name__}: {error}")

    async def everyone() -> None:
        await asyncio.gather(*(one(i) for i in range(n)))

    began = time.time()
    asyncio.run(everyone())
    span = max(joined_at, default=began) - began
    results.put({"kept": sum(kept), "reconnected": len(kept), "errors": errors, "join span": span})


def rss_mb() -> float:
    import psutil

    return psutil.Process().memory_info().rss / 2**20


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.split("\n\n")[0], "60 students instead of 300")
    parser.add_argument("--students", type=int, default=300)
    args = benchtools.parse(parser, argv)
    n = 60 if args.quick else args.students
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    os.environ["PERCEPTRON_LIVE_HOST"] = "127.0.0.1"
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from core.session.live import StepFacts
    from perceptron_gui import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow()
    window.show()
    from perceptron_gui.work import fast_loops

    loops = fast_loops.loader()
    while window.training.state() is None or not loops.finished:  # the window settled: its loops loaded
        app.processEvents()
        time.sleep(0.01)
    memory_before = rss_mb()
    window.actions_by_name["actionLiveClass"].trigger()  # the window's own dock starts the server
    panel = window.live_class
    room, server = panel.room, panel.server
    assert room is not None and server is not None
    results: multiprocessing.Queue = multiprocessing.get_context("spawn").Queue()
    child = multiprocessing.get_context("spawn").Process(
        target=students, args=(server.port, room.code, n, 0, results), daemon=True
    )
    row: dict = {"students": n, "all joined s": None}
    started = time.time()
    child.start()  # (its students' join span is measured in it, from their start)

    lateness: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        lateness.append(max(0.0, (now - last[0]) / 1e6 - 10.0))
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    done = threading.Event()

    def lecturer() -> None:
        while room.tally().online < n and time.time() - started < 60:
            time.sleep(0.02)
        row["joins"] = room.tally().joined
        row["server RSS MB"] = rss_mb() - memory_before
        facts = StepFacts(1, (1.0, 2.0), 1, (0.0, 0.0), 0.0, (1.0, 2.0), 1.0, -1, True, ((1.0, 2.0, 1),))
        room.ask("mistake", facts)
        asked = time.time()
        server.push()
        while room.tally().answered < n and time.time() - asked < 60:
            time.sleep(0.02)
        row["all answered s"] = time.time() - asked
        time.sleep(2.0)  # the reconnecting students' second sends arrive
        tally = room.tally()
        counts = room.reveal()["votes"][0]["counts"]
        row["answers"] = tally.answered
        row["lost"] = n - tally.answered
        row["doubled"] = (tally.joined - n) + (sum(counts.values()) - tally.answered)
        done.set()

    worker = threading.Thread(target=lecturer)
    worker.start()
    loop = QEventLoop()  # (not app.quit(): Qt 6's quit closes the windows first)
    poll = QTimer()
    poll.timeout.connect(lambda: loop.quit() if done.is_set() else None)
    poll.start(50)
    loop.exec()
    worker.join()
    assert server.running and window.isVisible()
    closing = time.perf_counter()
    window.close()  # the app quits with everyone connected: every connection and the port close
    row["window close s"] = time.perf_counter() - closing
    row["port closed"] = not server.running
    child.join(30)
    outcome = results.get(timeout=30)
    row["all joined s"] = outcome["join span"]
    row["kept on reconnect"] = f"{outcome['kept']}/{outcome['reconnected']}"
    row["client errors"] = len(outcome["errors"])
    row["lateness p50 ms"] = statistics.median(lateness)
    row["lateness p99 ms"] = sorted(lateness)[int(0.99 * (len(lateness) - 1))]
    columns = [(k, k) for k in row]
    print(benchtools.table("Live class: simulated students on 127.0.0.1", columns, [row]))
    for error in outcome["errors"][:5]:
        print("client error:", error)
    if args.json:
        args.json.write_text(json.dumps({"rows": [row], "environment": benchtools.environment()}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
