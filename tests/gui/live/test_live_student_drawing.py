"""The student page draws its question's picture with the lesson page's own drawing (``lesson_assets/draw.js``,
served by the live server from the package): the points with their class markers, the boundary w·x + b = 0
clipped to the data box and the w arrow are SVG elements, at the question's numbers. A phone in Qt WebEngine;
everything on 127.0.0.1 (PERCEPTRON_LIVE_HOST)."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from perceptron_gui.widgets.palette import CLASS_COLORS
from tests.gui.live.test_live_class import students, text_of  # noqa: F401 (the fixture)
from tests.gui.person import Person

DRAW = Path(__file__).resolve().parents[3] / "core" / "files" / "lesson_assets" / "draw.js"
SVG = "http://www.w3.org/2000/svg"


def to_data(svg: dict, px: float, py: float) -> tuple[float, float]:
    """A point of the drawing (viewBox units) in the data's coordinates, from the view the page declares."""
    x0, x1, y0, y1 = svg["view"]
    return x0 + px / svg["width"] * (x1 - x0), y1 - py / svg["height"] * (y1 - y0)


def test_the_student_page_draws_points_boundary_and_w_with_the_lesson_pages_drawing(
    window,
    qtbot,
    students,  # noqa: F811 (the fixture imported above)
    monkeypatch,
):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    person = Person(window, qtbot)
    for _ in range(2):  # w is no longer 0: there is a boundary to draw
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step >= 2)
    person.choose("Train", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running)
    url = panel.address.text()
    # the shared file is served as the page's own, byte for byte the lesson page's
    with urllib.request.urlopen(f"http://127.0.0.1:{panel.server.port}/static/draw.js", timeout=5) as reply:
        assert reply.read() == DRAW.read_bytes()
        assert "script-src 'self'" in reply.headers["Content-Security-Policy"]

    phone = students(url)
    phone.js("document.getElementById('joinButton').click(), 0")
    qtbot.waitUntil(lambda: text_of(phone, "#status").startswith("You are in"), timeout=10_000)
    person.click("liveAskW")
    qtbot.waitUntil(lambda: "Where is w" in text_of(phone, "#prompt"), timeout=10_000)
    facts = panel.room.question(panel.room.tally().qid).facts
    assert facts.w != (0.0, 0.0)

    assert any(u.endswith("/static/draw.js") for u in phone.requests.urls), phone.requests.urls
    assert phone.js("typeof PerceptronDraw") == "object"
    svg = json.loads(
        phone.js(
            "(function () { var s = document.getElementById('plot'), v = s.viewBox.baseVal;"
            " return JSON.stringify({ns: s.namespaceURI, view: JSON.parse(s.getAttribute('data-view')),"
            " width: v.width, height: v.height}); }())"
        )
    )
    assert svg["ns"] == SVG
    points = json.loads(
        phone.js(
            "JSON.stringify(Array.prototype.map.call(document.querySelectorAll('#plot .pt'), function (e) {"
            " var a = function (k) { return Number(e.getAttribute(k)); };"
            " return {ns: e.namespaceURI, x: JSON.parse(e.getAttribute('data-x')), c: a('data-class'),"
            " cx: a('cx') || a('x') + a('width') / 2, cy: a('cy') || a('y') + a('height') / 2,"
            " shape: e.tagName, fill: getComputedStyle(e).fill}; }))"
        )
    )
    assert sorted((p["x"][0], p["x"][1], p["c"]) for p in points) == sorted(facts.points)
    # Each class as the projector draws it (perceptron_gui.widgets.palette): y = +1 a blue square, y = -1 a
    # vermillion disc; a student telling the classes by shape must see the same shapes on the phone.
    projector = {1: ("rect", colour(CLASS_COLORS[1])), -1: ("circle", colour(CLASS_COLORS[0]))}
    assert {(p["c"], p["shape"], p["fill"]) for p in points} == {(c, *projector[c]) for c in (1, -1)}
    for p in points:
        assert p["ns"] == SVG
        x, y = to_data(svg, p["cx"], p["cy"])
        assert abs(x - p["x"][0]) < 1e-6 and abs(y - p["x"][1]) < 1e-6  # drawn where it is

    line = json.loads(
        phone.js(
            "(function () { var e = document.getElementById('boundary'); return JSON.stringify({ns: e.namespaceURI,"
            " shown: getComputedStyle(e).display !== 'none', ends: [[e.x1.baseVal.value, e.y1.baseVal.value],"
            " [e.x2.baseVal.value, e.y2.baseVal.value]]}); }())"
        )
    )
    assert line["ns"] == SVG and line["shown"]
    (w1, w2), b = facts.w, facts.b
    x0, x1, y0, y1 = svg["view"]
    scale = max(abs(w1), abs(w2)) * max(abs(x0), abs(x1), abs(y0), abs(y1)) + abs(b)
    for end in line["ends"]:
        x, y = to_data(svg, *end)
        assert abs(w1 * x + w2 * y + b) < 1e-3 * scale  # on w·x + b = 0
        assert min(abs(x - x0), abs(x - x1), abs(y - y0), abs(y - y1)) < 1e-3 * (x1 - x0)  # clipped to the box

    arrow = json.loads(
        phone.js(
            "(function () { var e = document.getElementById('w-arrow'); return JSON.stringify({ns: e.namespaceURI,"
            " tip: [e.x2.baseVal.value, e.y2.baseVal.value], tail: [e.x1.baseVal.value, e.y1.baseVal.value]}); }())"
        )
    )
    assert arrow["ns"] == SVG
    tail, tip = to_data(svg, *arrow["tail"]), to_data(svg, *arrow["tip"])
    assert abs(tail[0]) < 1e-6 and abs(tail[1]) < 1e-6
    assert abs(tip[0] * w2 - tip[1] * w1) < 1e-6 * max(1.0, abs(w1), abs(w2)) ** 2  # along w
    assert tip[0] * w1 + tip[1] * w2 > 0

    # the student still drags the tip of w: the answer sent is where the finger let go
    phone.js("document.getElementById('plot').scrollIntoView(), 0")
    box = json.loads(phone.js("JSON.stringify(document.getElementById('plot').getBoundingClientRect())"))
    target = phone.view.focusProxy()
    start = QPoint(int(box["left"] + box["width"] / 2), int(box["top"] + box["height"] / 2))
    end = QPoint(int(box["left"] + box["width"] * 0.75), int(box["top"] + box["height"] * 0.25))
    QTest.mousePress(target, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(target, end)
    QTest.mouseRelease(target, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: panel.room.tally().answered == 1, timeout=10_000)
    sent = phone.js("document.getElementById('answer-w').getAttribute('data-w')")
    wanted = to_data(svg, 0.75 * svg["width"], 0.25 * svg["height"])
    assert all(abs(a - b) <= 0.06 + 0.02 * (x1 - x0) for a, b in zip(json.loads(sent), wanted, strict=True))
    person.choose("Train", "actionLiveClass")  # stop


def line_of(phone, element_id: str) -> dict:
    return json.loads(
        phone.js(
            f"(function () {{ var e = document.getElementById('{element_id}'), s = document.getElementById('plot');"
            " return JSON.stringify({shown: getComputedStyle(e).display !== 'none', view: JSON.parse(s.getAttribute("
            "'data-view')), width: 600, height: 600, ends: [[e.x1.baseVal.value, e.y1.baseVal.value],"
            " [e.x2.baseVal.value, e.y2.baseVal.value]]}); }())"
        )
    )


def on_line(drawn: dict, line: list[float]) -> bool:
    w1, w2, b = line
    x0, x1, y0, y1 = drawn["view"]
    tolerance = 1e-6 * (abs(w1) + abs(w2)) * max(abs(x0), abs(x1), abs(y0), abs(y1)) + 1e-6 * abs(b)
    return drawn["shown"] and all(
        abs(w1 * x + w2 * y + b) <= tolerance for x, y in (to_data(drawn, *e) for e in drawn["ends"])
    )


def test_a_typed_boundary_is_drawn_and_stays_drawn_after_the_reveal(
    window,
    qtbot,
    students,  # noqa: F811 (the fixture imported above)
    monkeypatch,
):
    """The student types a line: the picture shows it (it used to keep showing the dragged line), and after the
    reveal the page still shows the student's own line beside the true one (it used to fall back to a default)."""
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    person = Person(window, qtbot)
    person.choose("Train", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running)
    phone = students(panel.address.text())
    phone.js("document.getElementById('joinButton').click(), 0")
    qtbot.waitUntil(lambda: text_of(phone, "#status").startswith("You are in"), timeout=10_000)
    person.click("liveAskBoundary")
    qtbot.waitUntil(lambda: "boundary" in text_of(phone, "#prompt"), timeout=10_000)
    typed = [1.0, 2.0, -0.5]
    phone.js(
        "document.getElementById('n1').value = '1', document.getElementById('n2').value = '2',"
        " document.getElementById('n3').value = '-0.5', document.getElementById('send').click(), 0"
    )
    qtbot.waitUntil(lambda: panel.room.tally().answered == 1, timeout=10_000)
    qtbot.waitUntil(lambda: text_of(phone, "#mine") == "Your answer: (1, 2, -0.5)", timeout=10_000)
    assert on_line(line_of(phone, "answer-line"), typed)
    assert [phone.js(f"document.getElementById('n{k}').value") for k in (1, 2, 3)] == ["1", "2", "-0.5"]
    person.click("liveReveal")
    qtbot.waitUntil(lambda: text_of(phone, "#truth").startswith("The answer:"), timeout=10_000)
    facts = panel.room.question(panel.room.tally().qid).facts
    assert on_line(line_of(phone, "answer-line"), typed)
    assert on_line(line_of(phone, "truth-line"), [*facts.w_after, facts.b_after])
    person.choose("Train", "actionLiveClass")  # stop


def colour(hex_colour: str) -> str:
    """A #RRGGBB colour as the browser's computed style writes it."""
    r, g, b = (int(hex_colour[k : k + 2], 16) for k in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"
