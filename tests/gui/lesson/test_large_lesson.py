"""A lesson page of a large run (issue 41: pages stay small): it holds 5,000 of the run's 12,000 points, replays
the recorded steps on them (each step rings the example the run looked at, with the run's weights), says what it
holds, and an edit trains the page itself on the points it holds, with core's arithmetic."""

from __future__ import annotations

import json

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from core.files.lesson_html import lesson_data, lesson_html
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.trace import Trace
from perceptron_gui.widgets.palette import CLASS_COLORS
from tests.gui.lesson.test_lesson_lab import browsers, chromium_flags, core_weights, points, shown_weights  # noqa: F401

STEPS = 10


def test_a_large_runs_page_replays_its_steps_on_the_points_it_holds_and_an_edit_trains_them(browsers, tmp_path):  # noqa: F811
    rng = np.random.default_rng(41)
    X = np.round(rng.normal(scale=3.0, size=(12_000, 2)), 2)
    y = np.where(X[:, 0] + X[:, 1] > 0, 1, -1)
    learner = make_learner(TrainingSettings(), X, y)
    for _ in range(STEPS):
        learner.step()
    trace = Trace(learner)
    path = tmp_path / "large.html"
    path.write_text(lesson_html(lesson_data(trace, STEPS, np.array([-1, 1]), title="large run"), CLASS_COLORS))
    browser = browsers()
    browser.open(path, 1280, 900)
    assert len(points(browser)[0]) == 5_000
    assert "holds 5,000 of them" in str(browser.js("document.getElementById('about').textContent"))
    rows = trace.rows(1, STEPS + 1)
    for t in range(1, STEPS + 1):
        browser.key(Qt.Key.Key_Space)
        W, b = trace.weights_after(t)
        assert shown_weights(browser) == (t, W[0].tolist(), float(b[0]))
        assert browser.shown()["x"] == X[rows.index[t - 1]].tolist()  # the example the run looked at, ringed
    browser.js("document.getElementById('eta').focus(), 0")
    QTest.keyClick(browser.view.focusProxy(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(browser.view.focusProxy(), "0.5")
    browser.key(Qt.Key.Key_Tab)
    browser.qtbot.waitUntil(lambda: "Edited" in str(browser.js("document.getElementById('edited').textContent")))
    held, classes = points(browser)
    expected = core_weights(held, classes, STEPS, eta=0.5)
    browser.focus()
    browser.key(Qt.Key.Key_Home)
    for t in range(STEPS + 1):
        assert shown_weights(browser) == (t, *expected[t])
        browser.key(Qt.Key.Key_Space)
    browser.assert_quiet()


def point_numbers(browser) -> list[tuple[int, list[float]]]:
    """The numbers written beside the plot's points, each with the point it stands beside (its data-x)."""
    script = (
        "JSON.stringify([].map.call(document.querySelectorAll('#plot text.num'), function (e) {"
        " return [Number(e.textContent), JSON.parse(e.previousSibling.getAttribute('data-x'))]; }))"
    )
    return [(n, x) for n, x in json.loads(str(browser.js(script)))]


def test_a_large_runs_page_writes_no_point_number_that_is_not_the_runs(browsers, tmp_path):  # noqa: F811
    """Point numbers name the run's examples (point 7 is the run's example 7). A page holding 5,000 of 12,000
    points would number its sample 1..5,000, naming the wrong examples: it writes none (5,000 overlapping numbers
    could not be read either). A page holding all its points numbers them as before."""
    rng = np.random.default_rng(41)
    X = np.round(rng.normal(scale=3.0, size=(12_000, 2)), 2)
    y = np.where(X[:, 0] + X[:, 1] > 0, 1, -1)
    for n in (12_000, 40):
        learner = make_learner(TrainingSettings(), X[:n], y[:n])
        for _ in range(STEPS):
            learner.step()
        path = tmp_path / f"points-{n}.html"
        data = lesson_data(Trace(learner), STEPS, np.array([-1, 1]), title="numbers")
        path.write_text(lesson_html(data, CLASS_COLORS))
        browser = browsers()
        browser.open(path, 1280, 900)
        numbers = point_numbers(browser)
        wrong = [(k, x) for k, x in numbers if X[k - 1].tolist() != x]
        assert not wrong, f"{len(wrong):,} of {len(numbers):,} point numbers name another example of the run"
        assert len(numbers) == (0 if n > 5_000 else n)
        browser.assert_quiet()
