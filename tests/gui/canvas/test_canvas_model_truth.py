"""The canvas and the algorithm dock draw what the step shown is, whatever the lecturer clicks (issue 25, items 3-7).

Every expected number is worked out here by hand from the notes' rules (or by scikit-learn), never read from
the code that draws.
"""

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QComboBox, QDockWidget, QLabel, QMenu, QTextBrowser
from sklearn.linear_model import SGDClassifier

from tests.core import reference
from tests.gui.canvas.test_canvas_drawing import drawn_now, tint
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
    update = canvas.drawing().update
    assert update is not None and update.text, "no update arrow drawn"
    anchor, scale = canvas.w_arrow_frame
    return (update.start - anchor) / scale, (update.end - anchor) / scale, update.text


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


# ------------------------------------------------------------------ item 4: the voted and averaged models
def noisy_set(seed: int = 3) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    X = rng.uniform(-3, 3, size=(40, 2))
    y = np.where(X[:, 0] + 0.5 * X[:, 1] > 0.3, 1, -1)
    flip = rng.random(40) < 0.15
    y[flip] = -y[flip]
    return X, y


def tinted_class(window, a: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """At each data point of ``grid``: 1 where the canvas shows class +1's tint, 0 for class -1's, -1 for neither."""
    canvas = window.canvas
    vb = canvas.getPlotItem().vb
    out = []
    for q in grid:
        p = canvas.mapFromScene(vb.mapViewToScene(QPointF(*q)))
        seen = np.median(a[p.y() - 3 : p.y() + 4, p.x() - 3 : p.x() + 4].reshape(-1, 3), axis=0)
        near = [np.linalg.norm(seen - tint(k)) for k in (0, 1)]
        out.append(int(np.argmin(near)) if min(near) <= 12 else -1)
    return np.array(out)


def away_from_points(window, grid: np.ndarray, pixels: float = 14) -> np.ndarray:
    canvas = window.canvas
    px = canvas.pixel_size()[0]
    X = window.points.X
    return np.min(np.linalg.norm(grid[:, None, :] - X[None, :, :], axis=2), axis=1) > pixels * px


def shading_settled(window, qtbot) -> None:
    """Wait until the shading drawn covers the view shown (the view may have widened to show the model)."""
    qtbot.waitUntil(lambda: window.training.state().grid_rect == window.canvas.view_rect(), timeout=20_000)
    qtbot.wait(100)


def clear_of_labels(window, grid: np.ndarray, pixels: float = 6) -> np.ndarray:
    """Which data points of ``grid`` no label or legend drawn on the canvas covers."""
    canvas = window.canvas
    vb = canvas.getPlotItem().vb
    covers = [item.sceneBoundingRect().adjusted(-pixels, -pixels, pixels, pixels) for item in canvas.scene().items()
              if isinstance(item, (pg.TextItem, pg.LegendItem)) and item.isVisible()]  # fmt: skip
    return np.array([not any(r.contains(vb.mapViewToScene(QPointF(*q))) for r in covers) for q in grid], dtype=bool)


def test_the_voted_perceptron_shades_and_counts_errors_by_its_vote(window, qtbot):
    X, y = noisy_set()
    load(window, X, y, qtbot)
    pick(window, "algorithmCombo", "voted")
    trigger(window, "actionReset")
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.table is not None, timeout=20_000)
    epoch(window, qtbot)
    trigger(window, "actionStepEpoch")
    qtbot.waitUntil(lambda: window.training.state().epoch == 2 and not window.training.stepping, timeout=20_000)
    shading_settled(window, qtbot)
    # the notes' voted perceptron, by hand (tests/core/reference.py): every hypothesis with its votes
    w, b, _, _, _, hyps = reference.perceptron(X.tolist(), y.tolist(), 2, zero_score="mistake")
    np.testing.assert_allclose(window.training.state().coef[0], w)  # the same run

    def vote(points: np.ndarray) -> np.ndarray:
        return sum(c * np.where(points @ np.array(hw) + hb > 0, 1.0, -1.0) for hw, hb, c in hyps)

    wrong_by_vote = int(np.count_nonzero(np.where(vote(X) > 0, 1, -1) != y))
    wrong_by_last = int(np.count_nonzero(np.where(X @ np.array(w) + b > 0, 1, -1) != y))
    print(f"training errors: {wrong_by_vote} by the vote, {wrong_by_last} by the last w")
    assert wrong_by_vote != wrong_by_last, "the example must tell the vote from the last w"
    status = window.findChild(QLabel, "statusLabel").text()
    assert f"training errors now {wrong_by_vote} " in status + " ", status
    (xmin, xmax), (ymin, ymax) = window.canvas.getPlotItem().vb.viewRange()
    gx, gy = np.meshgrid(np.linspace(xmin, xmax, 60)[2:-2], np.linspace(ymin, ymax, 45)[2:-2])
    grid = np.column_stack([gx.ravel(), gy.ravel()])
    by_vote, by_last = vote(grid), grid @ np.array(w) + b
    px = window.canvas.pixel_size()[0]
    apart = (np.sign(by_vote) != np.sign(by_last)) & (by_vote != 0) & away_from_points(window, grid)
    apart &= clear_of_labels(window, grid)
    apart &= np.abs(by_last) / np.hypot(*w) > 12 * px
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # clear of the vote's own boundary (a cell of its grid)
        apart &= np.sign(vote(grid + 12 * px * np.array([dx, dy]))) == np.sign(by_vote)
    assert apart.sum() >= 5, "the example must put the vote and the last w apart"
    seen = tinted_class(window, drawn_now(window), grid[apart])
    wanted = (by_vote[apart] > 0).astype(int)
    print(f"{apart.sum()} spots where the vote and the last w disagree; {np.sum(seen != wanted)} tinted otherwise")
    assert np.array_equal(seen, wanted), "the shading follows the last w, not the vote"


def test_the_averaged_perceptrons_model_is_shown_as_numbers(window, qtbot):
    X, y = noisy_set()
    load(window, X, y, qtbot)
    pick(window, "algorithmCombo", "averaged")
    trigger(window, "actionReset")
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.table is not None, timeout=20_000)
    epoch(window, qtbot)
    _, _, _, avg_w, avg_b, _ = reference.perceptron(X.tolist(), y.tolist(), 1, zero_score="mistake")
    text = window.canvas.drawing().w_arrow.text.replace("−", "-")
    wanted = "averaged w = [" + ", ".join(f"{c:.3g}" for c in avg_w) + "]"
    assert wanted in text and f"b = {avg_b:.3g}" in text, (text, wanted)


# ------------------------------------------------------------------ item 5: w = 0 when a score of 0 is a mistake
def canvas_texts(window) -> list[str]:
    """The words drawn on the canvas now."""
    scene = window.canvas.scene()
    return [item.toPlainText() for item in scene.items() if isinstance(item, pg.TextItem) and item.isVisible()]


def test_w_zero_under_the_mistake_rule_predicts_no_class_and_says_so(window, qtbot):
    load(window, [[-1.0, 2.0], [1.0, 1.0], [2.0, -1.0], [-2.0, -1.0]], [-1, 1, 1, -1], qtbot)
    pick(window, "zeroScoreCombo", "mistake")
    trigger(window, "actionReset")
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.table is not None, timeout=20_000)
    shading_settled(window, qtbot)
    # w = 0, b = 0: every score is 0; under y.a <= 0 that is a mistake for either label (note 004): no class is
    # predicted anywhere, and every point is a training error
    status = window.findChild(QLabel, "statusLabel").text()
    assert "training errors now 4 " in status + " ", status
    (xmin, xmax), (ymin, ymax) = window.canvas.getPlotItem().vb.viewRange()
    gx, gy = np.meshgrid(np.linspace(xmin, xmax, 30)[2:-2], np.linspace(ymin, ymax, 24)[2:-2])
    grid = np.column_stack([gx.ravel(), gy.ravel()])
    grid = grid[away_from_points(window, grid)]
    seen = tinted_class(window, drawn_now(window), grid)
    print(f"{len(grid)} spots: {np.sum(seen == 0)} tinted class -1, {np.sum(seen == 1)} class +1")
    assert not np.any(seen >= 0), "w = 0 predicts no class under this rule, but the plane is tinted"
    texts = canvas_texts(window)
    assert any("ŷ = 0" in text for text in texts), texts


# ------------------------------------------------------------------ item 7: the algorithm dock at step 0
def test_the_algorithm_dock_lists_the_algorithm_at_step_0_before_the_training_thread_answers(window, qtbot):
    """At a fresh start the training thread answers only once the fast loops are in (seconds, or a compile): until
    then the dock must list the run's algorithm at step 0, not ask for points. Here the dock is read when its
    refresh timer fires, before the thread's first report of the new run has been taken in."""
    dock = window.findChild(QDockWidget, "algorithmDock")
    dock.show()
    dock.raise_()
    qtbot.waitUntil(lambda: window.algorithm.on_screen)
    menu = window.findChild(QMenu, "examplesMenu")
    entry = next(a for a in menu.actions() if a.objectName() == "example_default")
    entry.trigger()  # 30 points of two classes, a score of 0 counts as a mistake, with an intercept
    assert len(window.points.X) == 30 and len(np.unique(window.points.y)) == 2
    assert window.training.state().step == 0
    window.algorithm.refresh()  # what the dock's timer calls: the thread's report is still queued
    text = window.findChild(QTextBrowser, "algorithmListing").toPlainText()
    assert "Add points" not in text, text
    assert "PerceptronTrain" in text and "y · a ≤ 0" in text, text  # note 003's listing: update iff y·a ≤ 0


# ------------------------------------------------------------------ item 6: the fitted view shows the model
def view_rect(window) -> tuple[float, float, float, float]:
    (xmin, xmax), (ymin, ymax) = window.canvas.getPlotItem().vb.viewRange()
    return xmin, xmax, ymin, ymax


def shows_boundary(rect, w, b) -> bool:
    """Whether the line w.x + b = 0 crosses the rectangle: its corners' scores differ in sign (by hand)."""
    xmin, xmax, ymin, ymax = rect
    scores = [w[0] * x + w[1] * y + b for x in (xmin, xmax) for y in (ymin, ymax)]
    return min(scores) <= 0 <= max(scores)


def check_fitted_view_shows_the_model(window, where: str) -> None:
    xmin, xmax, ymin, ymax = rect = view_rect(window)
    snap = window.training.shown()
    w, b = snap.coef[0], float(snap.intercept[0])
    print(f"{where}: view x [{xmin:.3g}, {xmax:.3g}] y [{ymin:.3g}, {ymax:.3g}], w = {w}, b = {b:.3g}")
    assert xmin < 0 < xmax and ymin < 0 < ymax, f"{where}: the origin, where w is drawn from, is outside the view"
    assert shows_boundary(rect, w, b), f"{where}: the boundary is outside the view"
    assert all(xmin <= x <= xmax and ymin <= y <= ymax for x, y in window.points.X), f"{where}: a point is outside"
    text = window.canvas.drawing().w_arrow.text
    assert "drawn ×" not in text, f"{where}: the w arrow is cut: {text!r}"


def open_example(window, qtbot, stem: str) -> None:
    menu = window.findChild(QMenu, "examplesMenu")
    entry = next(a for a in menu.actions() if a.objectName() == f"example_{stem}")
    entry.trigger()
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0)
    qtbot.waitUntil(lambda: window.training.table is not None, timeout=20_000)


def test_the_fitted_view_shows_the_origin_the_boundary_and_w_whole(window, qtbot):
    open_example(window, qtbot, "note004_undershoot")  # (3, 0) +1 and (1, 1) -1, through the origin
    epoch(window, qtbot)
    check_fitted_view_shows_the_model(window, "undershoot after an epoch")
    open_example(window, qtbot, "xor")  # never separable: after Run the boundary has wandered off the four points
    trigger(window, "actionRun")
    qtbot.waitUntil(lambda: not window.training.running and window.training.state().epoch >= 100, timeout=60_000)
    qtbot.wait(200)
    check_fitted_view_shows_the_model(window, "XOR after Run")
    two_points(window, qtbot, "perceptron", "positive")
    epoch(window, qtbot)  # w = (2, -1), b = 0 (by hand, above)
    check_fitted_view_shows_the_model(window, "two points after an epoch")
