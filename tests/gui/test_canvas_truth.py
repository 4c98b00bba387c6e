"""The canvas and the algorithm dock draw what the step shown is, whatever the lecturer clicks (issue 25, items 3-7).

Every expected number is worked out here by hand from the notes' rules (or by scikit-learn), never read from
the code that draws.
"""

import numpy as np
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QComboBox
from sklearn.linear_model import SGDClassifier

from tests.gui.conftest import load

TWO_POINTS_X = [[-1.0, 2.0], [1.0, 1.0]]  # the CMU slide's first two examples
TWO_POINTS_Y = [-1, 1]


def trigger(window, name: str) -> None:
    action = window.findChild(QAction, name)
    assert action is not None and action.isEnabled(), name
    action.trigger()


def pick(window, combo_name: str, data: str) -> None:
    """Choose the entry with ``data`` in a settings combo, as a user does."""
    combo = window.findChild(QComboBox, combo_name)
    combo.setCurrentIndex(combo.findData(data))


def set_intercept(window, on: bool) -> None:
    check = window.findChild(QCheckBox, "interceptCheck")
    if check.isChecked() != on:
        check.click()


def two_points(window, qtbot, variant: str, zero_score: str) -> None:
    """The CMU slide's first two points, through the origin, the variant and zero rule picked, Reset."""
    load(window, TWO_POINTS_X, TWO_POINTS_Y, qtbot)
    pick(window, "algorithmCombo", variant)
    if variant not in ("logistic", "hinge"):
        pick(window, "zeroScoreCombo", zero_score)
    set_intercept(window, False)
    trigger(window, "actionReset")
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.table is not None, timeout=20_000)


def epoch(window, qtbot) -> None:
    trigger(window, "actionStepEpoch")
    qtbot.waitUntil(lambda: window.training.state().epoch == 1 and not window.training.stepping, timeout=20_000)
    qtbot.wait(50)


def update_arrow(window) -> tuple[np.ndarray, np.ndarray, str]:
    """The update arrow as drawn: its start and end in w's coordinates (undoing w's drawing frame), its label."""
    canvas = window.canvas
    assert canvas._upd_head.isVisible() and canvas._upd_label.isVisible(), "no update arrow drawn"
    xs, ys = canvas._upd_shaft.getData()
    anchor, scale = canvas.w_arrow_frame
    start = (np.array([xs[0], ys[0]]) - anchor) / scale
    end = (np.array([xs[-1], ys[-1]]) - anchor) / scale
    return start, end, canvas._upd_label.toPlainText()


# ------------------------------------------------------------------ item 3: the arrow is the step's own update
def test_after_epoch_the_arrow_is_the_last_steps_update_from_the_last_w(window, qtbot):
    two_points(window, qtbot, "perceptron", "positive")
    epoch(window, qtbot)
    # predict +1 iff w.x >= 0: t = 1, w = 0, score 0 -> +1, y = -1: w = (0, 0) - (-1, 2) = (1, -2);
    # t = 2, score 1 - 2 = -1 -> -1, y = +1: w = (1, -2) + (1, 1) = (2, -1). The step shown is t = 2.
    start, end, text = update_arrow(window)
    np.testing.assert_allclose(start, [1.0, -2.0], atol=1e-9)
    np.testing.assert_allclose(end, [2.0, -1.0], atol=1e-9)
    assert text.startswith("η·y·x") and "[1, 1]" in text, text


def test_next_mistake_draws_only_that_mistakes_update(window, qtbot):
    load(window, [[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0]], [-1, 1, 1], qtbot)
    pick(window, "zeroScoreCombo", "positive")
    set_intercept(window, False)
    trigger(window, "actionReset")
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.table is not None, timeout=20_000)
    trigger(window, "actionStep")  # t = 1: w = (1, -2), as on the CMU slide
    qtbot.waitUntil(lambda: window.training.state().step == 1)
    trigger(window, "actionStepToMistake")  # t = 2: (1, 0) scores 1 >= 0, right; t = 3: (1, 1) scores -1: mistake
    qtbot.waitUntil(lambda: window.training.state().step == 3 and not window.training.stepping, timeout=20_000)
    qtbot.wait(50)
    start, end, text = update_arrow(window)
    np.testing.assert_allclose(start, [1.0, -2.0], atol=1e-9)
    np.testing.assert_allclose(end, [2.0, -1.0], atol=1e-9)
    assert "[1, 1]" in text, text


def test_the_batch_step_is_labelled_as_note_003_writes_it(window, qtbot):
    two_points(window, qtbot, "batch", "mistake")
    epoch(window, qtbot)
    # from w = 0 both scores are 0, both misclassified (y.a <= 0): mu * sum y x = -(-1, 2) + (1, 1) = (2, -1)
    start, end, text = update_arrow(window)
    np.testing.assert_allclose(start, [0.0, 0.0], atol=1e-9)
    np.testing.assert_allclose(end, [2.0, -1.0], atol=1e-9)
    assert text.startswith("μ·Σ y·x") and "[2, −1]" in text.replace("-", "−"), text


def test_logistic_regression_after_epoch_labels_its_last_step(window, qtbot):
    two_points(window, qtbot, "logistic", "mistake")
    pick(window, "scheduleCombo", "constant")
    trigger(window, "actionReset")
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.table is not None, timeout=20_000)
    epoch(window, qtbot)
    X, y = np.array(TWO_POINTS_X), np.array(TWO_POINTS_Y)
    sgd = SGDClassifier(loss="log_loss", penalty=None, learning_rate="constant", eta0=1.0, fit_intercept=False)
    sgd.partial_fit(X[:1], y[:1], classes=[-1, 1])
    w1 = sgd.coef_[0].copy()
    sgd.partial_fit(X[1:], y[1:])
    w2 = sgd.coef_[0].copy()
    start, end, text = update_arrow(window)
    np.testing.assert_allclose(start, w1, atol=1e-9)
    np.testing.assert_allclose(end, w2, atol=1e-9)
    assert text.startswith("−η_t·ℓ′·x"), text
    wanted = "[" + ", ".join(f"{c:.3g}" for c in w2 - w1) + "]"
    assert wanted.replace("-", "−") in text.replace("-", "−"), (text, wanted)
