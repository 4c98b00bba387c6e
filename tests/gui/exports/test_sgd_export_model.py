"""File > Export Model on logistic regression: a LogisticClassifier file that gives what the window shows."""

from __future__ import annotations

import numpy as np

from tests.gui.conftest import load
from tests.gui.teaching.test_sgd_learners import X, Y, choose, sklearn_steps, step


def test_exporting_logistic_regression_writes_a_logistic_classifier_with_the_windows_w_and_probabilities(
    window, qtbot, tmp_path
):
    from core.files.model_json import load_model

    load(window, X, Y, qtbot)
    choose(window, qtbot, "logistic", eta=0.1)
    step(window, qtbot, 6)
    path = tmp_path / "logistic.json"
    with qtbot.waitSignal(window.training.exported, timeout=20_000) as blocker:
        window.training.export("model", str(path))
    assert blocker.args[0], blocker.args
    est = load_model(path)
    assert type(est).__name__ == "LogisticClassifier"
    expected = sklearn_steps(6, loss="log_loss", learning_rate="constant", eta0=0.1, penalty=None)
    np.testing.assert_allclose(est.coef_[0], expected[-1][2], rtol=1e-12)
    state = window.training.state()
    grid = np.random.default_rng(0).normal(size=(200, 2)) * 3
    a = grid @ state.coef[0] + state.intercept[0]
    np.testing.assert_array_equal(est.predict(grid), np.where(a > 0, 1, -1))
    np.testing.assert_allclose(est.predict_proba(grid)[:, 1], 1 / (1 + np.exp(-a)), rtol=1e-12)
