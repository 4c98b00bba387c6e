"""The one throttle: a burst of requests is served by one call, with the real event loop."""

import itertools
import time

from PySide6.QtCore import QObject

from perceptron_gui.widgets.throttle import Throttle


def test_a_burst_is_served_once_at_the_end_of_the_interval(qtbot):
    owner, calls = QObject(), []
    throttle = Throttle(50, lambda: calls.append(time.monotonic()), owner)
    start = time.monotonic()
    for _ in range(100):
        throttle.request()
    assert calls == []
    qtbot.waitUntil(lambda: len(calls) == 1)
    assert calls[0] - start >= 0.045
    qtbot.wait(120)
    assert len(calls) == 1


def test_leading_serves_a_quiet_request_at_once_and_makes_the_next_wait(qtbot):
    owner, calls = QObject(), []
    throttle = Throttle(80, lambda: calls.append(time.monotonic()), owner, leading=True)
    throttle.request()
    assert len(calls) == 1
    throttle.request()
    throttle.request()
    assert len(calls) == 1 and throttle.pending
    qtbot.waitUntil(lambda: len(calls) == 2)
    assert calls[1] - calls[0] >= 0.075


def test_debounce_waits_until_the_requests_stop(qtbot):
    owner, calls = QObject(), []
    throttle = Throttle(60, lambda: calls.append(time.monotonic()), owner, debounce=True)
    last = None
    for _ in range(5):
        throttle.request()
        last = time.monotonic()
        qtbot.wait(30)
    assert calls == []
    qtbot.waitUntil(lambda: len(calls) == 1)
    assert calls[0] - last >= 0.055


def test_a_request_made_by_the_slot_itself_waits_a_whole_interval(qtbot):
    owner, calls, depth = QObject(), [], [0]

    def slot():
        depth[0] += 1
        calls.append((time.monotonic(), depth[0]))
        if len(calls) < 3:
            throttle.request()
        depth[0] -= 1

    throttle = Throttle(40, slot, owner, leading=True)
    throttle.request()
    qtbot.waitUntil(lambda: len(calls) == 3)
    assert [d for _, d in calls] == [1, 1, 1]  # never nested
    assert all(b - a >= 0.035 for (a, _), (b, _) in itertools.pairwise(calls))
