"""The room's reveal on the projector's own views (issue 43, point 3): when the lecturer reveals a "where is w"
question, every student's w is a dot in the Weight Space view beside the true w, and their boundaries are faint
lines on the main canvas; a "where will the boundary be" question puts every student's line on the canvas.  Nothing
of it shows before the reveal, and it goes at the next question, a reset and a new document.

The students are real WebSocket clients on 127.0.0.1 (PERCEPTRON_LIVE_HOST); what is checked is read from the
views' own plot items and compared with what the students sent."""

from __future__ import annotations

import asyncio
import json
import threading

import numpy as np
from PySide6.QtCore import Qt

from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT, open_cmu


def answer_as_students(qtbot, panel, answers: list[list[float]]) -> None:
    """Each answer from its own phone (a real WebSocket client), one after another, to the open question."""
    from websockets.asyncio.client import connect

    async def students() -> None:
        for a in answers:
            async with connect(f"ws://127.0.0.1:{panel.server.port}/ws") as ws:
                await ws.send(json.dumps({"t": "join", "code": panel.room.code}))
                await ws.recv()
                state = json.loads(await ws.recv())
                await ws.send(json.dumps({"t": "answer", "q": state["q"], "vote": state["vote"], "a": a}))
                assert json.loads(await ws.recv())["t"] == "ok"

    thread = threading.Thread(target=asyncio.run, args=(students(),))
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=WAIT)
    qtbot.waitUntil(lambda: panel.room.tally().answered == len(answers), timeout=WAIT)


def items_named(plot_widget, name: str) -> list:
    """The visible items of a pyqtgraph plot widget called ``name`` (their object name); none before the widget is
    made (a dock's plot is made when it is first shown)."""
    if plot_widget is None:
        return []
    return [
        item
        for item in plot_widget.getPlotItem().items
        if getattr(item, "objectName", lambda: "")() == name and item.isVisible()
    ]


def points_of(plot_widget, name: str) -> list[tuple[float, float]]:
    """The (x, y) points drawn by the visible items called ``name``."""
    found = []
    for item in items_named(plot_widget, name):
        x, y = item.getData()
        if x is not None:
            found += [(float(a), float(b)) for a, b in zip(x, y, strict=True)]
    return found


def drawn_lines(window) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The room's faint lines on the canvas, as pairs of ends."""
    ends = points_of(window.canvas, "liveRoomLines")
    return list(zip(ends[0::2], ends[1::2], strict=True))


def crossing_view(window, lines: list[tuple[float, float, float]]) -> list[tuple[float, float, float]]:
    """The lines w₁x₁ + w₂x₂ + b = 0 that cross the canvas's visible rectangle (its corners not all on one side)."""
    x0, x1, y0, y1 = window.canvas.view_rect()
    corners = np.array([(x0, y0), (x0, y1), (x1, y0), (x1, y1)])
    return [line for line in lines if np.ptp(np.sign(corners @ np.array(line[:2]) + line[2])) > 0]


def assert_canvas_shows(window, lines: list[tuple[float, float, float]]) -> None:
    """Every drawn pair of ends lies on one of ``lines``, and each of them that crosses the view is drawn once."""
    pairs = drawn_lines(window)
    on = []
    for a, b in pairs:
        hits = [
            line
            for line in lines
            if all(abs(line[0] * p[0] + line[1] * p[1] + line[2]) <= 1e-6 * np.hypot(*line[:2]) for p in (a, b))
        ]
        assert hits, f"a drawn line {a}-{b} is nobody's answer"
        assert np.hypot(b[0] - a[0], b[1] - a[1]) > 0
        on.append(hits[0])
    expected = crossing_view(window, lines)
    assert expected, "the test's answers should cross the view"
    assert sorted(on) == sorted(expected)


def nothing_of_the_room(window) -> bool:
    return not drawn_lines(window) and not points_of(window.weight_space.plot, "liveRoomDots")


def test_the_reveal_puts_the_rooms_w_in_weight_space_and_their_lines_on_the_canvas(window, qtbot, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    open_cmu(window, qtbot)
    person = Person(window, qtbot)
    window.canvas.setFocus()
    for _ in range(3):
        person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 3, timeout=WAIT)
    person.choose("View", "actionWeightSpace")
    qtbot.waitUntil(lambda: window.weight_space.picture is not None, timeout=WAIT)
    person.choose("Train", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running, timeout=WAIT)

    # "Where is w after this step?": three phones answer; nothing of theirs shows until the reveal
    person.click("liveAskW")
    facts = panel.room.question(panel.room.tally().qid).facts
    answers = [[facts.w_after[0] + 0.5, facts.w_after[1]], [-1.0, 2.0], [facts.w[0], facts.w[1] - 1.5]]
    answer_as_students(qtbot, panel, answers)
    qtbot.wait(400)  # the views' throttled redraws
    assert nothing_of_the_room(window)
    person.click("liveReveal")
    plane = window.weight_space.plot
    qtbot.waitUntil(lambda: len(points_of(plane, "liveRoomDots")) == 3, timeout=WAIT)
    assert sorted(points_of(plane, "liveRoomDots")) == sorted(tuple(a) for a in answers)
    assert points_of(plane, "liveRoomTruth") == [facts.w_after]
    assert window.weight_space_dock.isVisible()
    # their boundaries on the canvas: each student's w with the step's b after it
    qtbot.waitUntil(lambda: len(drawn_lines(window)) > 0, timeout=WAIT)
    assert_canvas_shows(window, [(a[0], a[1], facts.b_after) for a in answers])

    # the next question clears it at once; "where will the boundary be?" shows their lines only at the reveal
    person.click("liveAskBoundary")
    qtbot.waitUntil(lambda: nothing_of_the_room(window), timeout=WAIT)
    lines = [[1.0, 1.0, -0.5], [0.0, 1.0, -1.0], [1.0, -2.0, 0.25], [1.0, 0.0, -1e5]]  # the last far away
    answer_as_students(qtbot, panel, lines)
    qtbot.wait(400)
    assert nothing_of_the_room(window)
    person.click("liveReveal")
    qtbot.waitUntil(lambda: len(drawn_lines(window)) > 0, timeout=WAIT)
    assert_canvas_shows(window, [tuple(line) for line in lines])
    assert len(drawn_lines(window)) == 3  # the far line crosses no part of the view
    assert not points_of(window.weight_space.plot, "liveRoomDots")  # a line is no answer about w

    # a reset (Train > Reset) clears it; so does a new document
    person.choose("Train", "actionReset")
    qtbot.waitUntil(lambda: nothing_of_the_room(window), timeout=WAIT)
    person.click("liveAskW")
    answer_as_students(qtbot, panel, [[0.5, 0.5]])
    person.click("liveReveal")
    qtbot.waitUntil(lambda: points_of(plane, "liveRoomDots") == [(0.5, 0.5)], timeout=WAIT)
    person.choose("File", "actionNew")
    qtbot.waitUntil(lambda: nothing_of_the_room(window), timeout=WAIT)
    person.choose("Train", "actionLiveClass")
    qtbot.waitUntil(lambda: not panel.running, timeout=WAIT)


def test_the_room_follows_the_canvas_when_it_pans(window, qtbot, monkeypatch):
    """The faint lines are drawn across whatever part of the plane is shown (not only the part shown at the
    reveal): after the lecturer moves the view, every line still spans it."""
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    open_cmu(window, qtbot)
    person = Person(window, qtbot)
    person.choose("Train", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running, timeout=WAIT)
    person.click("liveAskBoundary")
    lines = [[1.0, 1.0, -0.5], [0.0, 1.0, -1.0]]
    answer_as_students(qtbot, panel, lines)
    person.click("liveReveal")
    qtbot.waitUntil(lambda: len(drawn_lines(window)) == 2, timeout=WAIT)
    x0, x1, y0, y1 = window.canvas.view_rect()
    window.canvas.show_rect((x0 - 20, x1 + 20, y0 - 20, y1 + 20))
    qtbot.waitUntil(lambda: window.canvas.view_rect()[0] < x0 - 10, timeout=WAIT)
    qtbot.waitUntil(
        lambda: min(min(a[0], b[0]) for a, b in drawn_lines(window)) < x0 - 10, timeout=WAIT
    )  # the horizontal line reaches the new left edge
    assert_canvas_shows(window, [tuple(line) for line in lines])
    person.choose("Train", "actionLiveClass")
