"""Issue 29, item 10 in the window: a shuffled run past the 1,000,000 mistakes the app keeps exports its trace up to
where the history ends (what the timeline shows), and the message says the run was capped there."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import load
from tests.gui.person import assert_views_agree
from tests.gui.teaching.test_teaching import action


def test_a_shuffled_run_past_the_history_cap_exports_what_is_shown_and_says_it_was_capped(window, qtbot, tmp_path):
    # Two points at the same place with opposite labels: nearly every step is a mistake.
    load(window, np.tile([[1.0, 0.5], [1.0, 0.5]], (500, 1)), np.tile([1, -1], 500), qtbot)
    window.document.settings.set(window.settings().with_(order="shuffle", max_epochs=2000))
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.settings().order == "shuffle")
    window.speed.setValue(window.speed.maximum())
    with qtbot.waitSignal(window.training.finished, timeout=120_000):
        action(window, "actionRun").trigger()
    qtbot.waitUntil(lambda: not window.training.run_log.behind, timeout=30_000)
    trace, state = window.training.trace, window.training.state()
    end = trace.last_step
    assert trace.learner.history_complete_until == end < state.step
    # Every view says the run's own step (the status line's t), the timeline where its history ends.
    assert_views_agree(window, qtbot, after="a run past the history cap")
    assert window.findChild(QLabel, "timelineLabel").text() == f"step {state.step:,} of {state.step:,} (latest)"
    note = window.findChild(QLabel, "traceNote").text()
    assert f"the timeline and the exports end at step {end:,}" in note, note
    window.training.travel_to(end // 2)
    assert_views_agree(window, qtbot, after="time travel to the middle of a capped history")
    window.training.travel_to(None)
    path = tmp_path / "mistakes.csv"
    with qtbot.waitSignal(window.training.exported, timeout=240_000) as blocker:  # a million rows; a loaded machine
        window.training.export("trace-mistakes", str(path))
    ok, message = blocker.args[0], blocker.args[1]
    assert ok is True, message
    assert f"ends at step {end:,}" in message and f"step {state.step:,}" in message, message
    rows = path.read_text().splitlines()
    assert len(rows) == len(trace.learner.history) + 1  # a header, then one row per mistake the table shows
    model = window.trace_panel.model
    assert model.rowCount() == 1_000_000 and int(model.data(model.index(model.rowCount() - 1, 0))) <= end
