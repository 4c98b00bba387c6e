"""Issue 29, item 4 in the window: logistic regression and the hinge on points of |x| about 1e160 stop with the
overflow message, as the perceptron does (tests/gui/app/test_app.py), and File > Export Trace writes numbers only."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtWidgets import QMessageBox

from tests.gui.conftest import load
from tests.gui.teaching.test_sgd_learners import choose
from tests.gui.teaching.test_teaching import action

HUGE_X = np.array([[1e160, 2e160], [-2e160, 1e160], [1.5e160, -1e160], [-1e160, -2e160], [3e160, 0.5e160]])
HUGE_Y = np.array([1, -1, 1, -1, -1])


@pytest.mark.parametrize("variant", ["logistic", "hinge"])
def test_a_score_beyond_float64_stops_the_run_with_a_message_and_the_trace_export_has_numbers_only(
    window, qtbot, tmp_path, variant
):
    load(window, HUGE_X, HUGE_Y, qtbot)
    choose(window, qtbot, variant, eta=0.1)
    with qtbot.waitSignal(window.training.failed, timeout=20_000) as blocker:
        action(window, "actionRun").trigger()
    assert "The score w.x + b overflowed" in blocker.args[0] and "rescale" in blocker.args[0], blocker.args[0]
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "errorDialog") is not None)
    assert not window.training.running
    state = window.training.state()
    assert np.isfinite(state.coef).all() and np.isfinite(state.intercept).all()
    path = tmp_path / "trace.csv"
    with qtbot.waitSignal(window.training.exported, timeout=20_000) as exported:
        window.training.export("trace", str(path))
    assert exported.args[0] is True, exported.args[1]
    text = path.read_text()
    assert not re.search(r"\b(nan|inf)\b", text, re.IGNORECASE), text
    assert len(text.splitlines()) == state.step + 1  # a header, then every step looked at
