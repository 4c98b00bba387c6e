"""Logistic regression and the hinge (linear SVM) step in the window like the perceptron: the trace rows, Step to
Mistake, Step Epoch, Reset, time travel, the schedules' η_t, the curves' Σα_t and the P(y = +1 | x) shading.

Expected values come from scikit-learn's SGDClassifier stepped one example at a time with partial_fit
(shuffle=False, tol=None), and from the formulas written out here (sigma, the losses, the schedules)."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QTableView
from sklearn.linear_model import SGDClassifier

from perceptron_gui.widgets.number_box import NumberBox
from tests.gui.conftest import load, viewport_pos
from tests.gui.person import wait_for_training_thread
from tests.gui.teaching.test_teaching import action, table_column

X = np.array([[1.0, 2.0], [2.0, 0.5], [-1.0, -1.0], [-2.0, 1.0], [0.5, -1.5], [-0.5, 2.5], [1.5, -0.5], [-1.5, -2.0]])
Y = np.array([1, 1, -1, -1, 1, 1, -1, -1])


def cell(text: str) -> list[float]:
    """The numbers of a table cell: "-0.4502" or "(0.05, 0.1)"."""
    return [float(v) for v in text.replace("−", "-").strip("()").split(",")]


def sklearn_steps(steps: int, **params) -> list[tuple[np.ndarray, float, np.ndarray, float]]:
    """(w before, b before, w after, b after) of each of the first ``steps`` steps of SGDClassifier on X, Y in
    the given order, one partial_fit per example."""
    clf = SGDClassifier(shuffle=False, tol=None, **params)
    w, b, out = np.zeros(2), 0.0, []
    for t in range(steps):
        i = t % len(X)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            clf.partial_fit(X[i : i + 1], Y[i : i + 1], classes=[-1, 1])
        out.append((w, b, clf.coef_[0].copy(), float(clf.intercept_[0])))
        w, b = clf.coef_[0].copy(), float(clf.intercept_[0])
    return out


def choose(window, qtbot, variant: str, **settings) -> None:
    combo = window.findChild(QComboBox, "algorithmCombo")
    combo.setCurrentIndex(combo.findData(variant))
    window.findChild(NumberBox, "learningRateSpin").setValue(settings.pop("eta", 0.1))
    if settings:
        window.document.settings.set(window.settings().with_(**settings))
    qtbot.waitUntil(lambda: window.training.table is not None and len(window.training.table) == 0, timeout=20_000)
    assert window.settings().variant == variant


def wait_step(window, qtbot, target: int) -> None:
    qtbot.waitUntil(lambda: window.training.state().step == target, timeout=20_000)
    qtbot.waitUntil(lambda: window.findChild(QTableView, "traceTable").model().rowCount() >= target)


def step(window, qtbot, times: int) -> None:
    target = window.training.state().step + times
    for _ in range(times):
        action(window, "actionStep").trigger()
    wait_step(window, qtbot, target)


def test_steps_logistic_regression_and_reads_its_trace_rows(window, qtbot):
    load(window, X, Y, qtbot)
    choose(window, qtbot, "logistic", eta=0.1)
    step(window, qtbot, 6)
    expected = sklearn_steps(6, loss="log_loss", learning_rate="constant", eta0=0.1, penalty=None)
    assert table_column(window, "t") == [str(t) for t in range(1, 7)]
    for row, (w_before, b_before, w_after, b_after) in enumerate(expected):
        x, y = X[row], Y[row]
        a = float(w_before @ x + b_before)
        sigma = 1 / (1 + math.exp(-a))
        assert cell(table_column(window, "w·x + b")[row])[0] == pytest.approx(a, rel=1e-3, abs=1e-4)
        assert cell(table_column(window, "σ(a)")[row])[0] == pytest.approx(sigma, rel=1e-3)
        assert cell(table_column(window, "loss ℓ")[row])[0] == pytest.approx(math.log1p(math.exp(-y * a)), rel=1e-3)
        dloss = -y / (1 + math.exp(y * a))  # dl/da of ln(1 + e^(-y a))
        assert cell(table_column(window, "ℓ′ = dℓ/da")[row])[0] == pytest.approx(dloss, rel=1e-3)
        assert cell(table_column(window, "η_t")[row])[0] == pytest.approx(0.1)
        assert cell(table_column(window, "w after")[row]) == pytest.approx(w_after, rel=1e-3, abs=1e-4)
        assert cell(table_column(window, "b after")[row])[0] == pytest.approx(b_after, rel=1e-3, abs=1e-4)
    assert table_column(window, "y") == ["+" if v > 0 else "−" for v in Y[:6]]
    np.testing.assert_allclose(window.training.state().coef[0], expected[-1][2], rtol=1e-12)

    # Time travel to row 3: the window shows w after step 3 (the canvas's model), the latest stays.
    window.findChild(QTableView, "traceTable").selectRow(2)
    qtbot.waitUntil(lambda: window.training.shown_step == 3)
    np.testing.assert_allclose(window.training.shown().coef[0], expected[2][2], rtol=1e-12)
    assert window.training.state().step == 6
    # Step Epoch finishes the epoch; Reset starts again from w0.
    action(window, "actionStepEpoch").trigger()
    wait_step(window, qtbot, len(X))
    epoch = sklearn_steps(len(X), loss="log_loss", learning_rate="constant", eta0=0.1, penalty=None)
    np.testing.assert_allclose(window.training.state().coef[0], epoch[-1][2], rtol=1e-12)
    qtbot.waitUntil(lambda: "steps with ℓ′ ≠ 0: 8" in window.status_line.text())
    action(window, "actionReset").trigger()
    wait_step(window, qtbot, 0)
    assert not window.training.state().coef.any()


def test_the_hinge_steps_to_the_next_nonzero_gradient_and_matches_sklearn_over_an_epoch(window, qtbot):
    load(window, X, Y, qtbot)
    choose(window, qtbot, "hinge", eta=0.5, alpha=0.01)
    assert "nonzero loss gradient" in action(window, "actionStepToMistake").toolTip()
    params = {"loss": "hinge", "learning_rate": "constant", "eta0": 0.5, "penalty": "l2", "alpha": 0.01}
    steps = sklearn_steps(4 * len(X), **params)
    margins = [Y[t % len(X)] * (w @ X[t % len(X)] + b) for t, (w, b, _, _) in enumerate(steps)]
    for _ in range(3):  # each Step to Mistake lands on the next example with y·a < 1 (the hinge's l' ≠ 0)
        now = window.training.state().step
        expected_t = next(t + 1 for t in range(now, len(steps)) if margins[t] < 1)
        action(window, "actionStepToMistake").trigger()
        wait_step(window, qtbot, expected_t)
        np.testing.assert_allclose(window.training.state().coef[0], steps[expected_t - 1][2], rtol=1e-12)
        assert window.training.shown().mistake
    skipped = [m for m in margins[: window.training.state().step] if m >= 1]
    assert skipped, "the data should have steps with y·a ≥ 1 for Step to Mistake to skip"
    table = table_column(window, "ℓ′ = dℓ/da")
    assert [cell(v)[0] != 0 for v in table] == [m < 1 for m in margins[: len(table)]]
    # Step Epoch twice: to the end of the first epoch, then of the second (SGDClassifier after 16 examples).
    action(window, "actionStepEpoch").trigger()
    wait_step(window, qtbot, len(X))
    action(window, "actionStepEpoch").trigger()
    wait_step(window, qtbot, 2 * len(X))
    np.testing.assert_allclose(window.training.state().coef[0], steps[2 * len(X) - 1][2], rtol=1e-12)
    assert window.training.state().intercept[0] == pytest.approx(steps[2 * len(X) - 1][3], rel=1e-12)


@pytest.mark.parametrize(
    ("schedule", "power", "eta_t", "sk"),
    [
        ("1/t", 0.5, lambda t: 0.5 / t, {"learning_rate": "invscaling", "power_t": 1.0}),
        ("invscaling", 0.75, lambda t: 0.5 / t**0.75, {"learning_rate": "invscaling", "power_t": 0.75}),
        ("constant", 0.5, lambda t: 0.5, {"learning_rate": "constant"}),
    ],
)
def test_the_schedule_controls_set_eta_t_and_the_curves_show_its_sums(window, qtbot, schedule, power, eta_t, sk):
    load(window, X, Y, qtbot)
    choose(window, qtbot, "logistic", eta=0.5)
    window.findChild(QDockWidget, "curvesDock").raise_()
    combo = window.findChild(QComboBox, "scheduleCombo")
    combo.setCurrentIndex(combo.findData(schedule))
    power_box = window.findChild(NumberBox, "powerSpin")
    assert power_box.isVisible() == (schedule == "invscaling")
    if schedule == "invscaling":
        power_box.setValue(power)
    qtbot.waitUntil(lambda: window.settings().schedule == schedule and window.training.state().step == 0)
    qtbot.waitUntil(lambda: window.training.table is not None and len(window.training.table) == 0)
    step(window, qtbot, 5)
    etas = [cell(v)[0] for v in table_column(window, "η_t")]
    assert etas == pytest.approx([eta_t(t) for t in range(1, 6)], rel=1e-3)  # the table shows 4 digits
    expected = sklearn_steps(5, loss="log_loss", eta0=0.5, penalty=None, **sk)
    np.testing.assert_allclose(window.training.state().coef[0], expected[-1][2], rtol=1e-12)

    note = window.findChild(QLabel, "curvesNote")
    met = schedule != "constant"
    qtbot.waitUntil(lambda: ("Robbins-Monro" in note.text()) and (": met." in note.text()) == met)
    sums = window.curves.plot.sum_items
    qtbot.waitUntil(lambda: len(sums["sum"].getData()[1] if sums["sum"].getData()[1] is not None else []) == 5)
    hand = np.cumsum([eta_t(t) for t in range(1, 6)])
    np.testing.assert_allclose(sums["sum"].getData()[1], hand)
    np.testing.assert_allclose(sums["squares"].getData()[1], np.cumsum([eta_t(t) ** 2 for t in range(1, 6)]))


def test_logistic_regression_shades_the_probability_with_a_colour_bar(window, qtbot):
    load(window, X, Y, qtbot)
    choose(window, qtbot, "logistic", eta=0.5)
    for _ in range(3):
        action(window, "actionStepEpoch").trigger()
    wait_step(window, qtbot, 3 * len(X))
    snap = window.training.shown()
    qtbot.waitUntil(lambda: window.training.shown().probability is not None)
    # the canvas paints the shown state at its next redraw (late with both cores busy): grabbed once it has
    qtbot.waitUntil(lambda: window.canvas.drawing().probability and len(window.canvas.drawing().odds) == 2)
    w, b = snap.coef[0], snap.intercept[0]
    bars = [i for i in window.canvas.scene().items() if getattr(i, "objectName", lambda: "")() == "probabilityBar"]
    assert bars and bars[0].isVisible()
    canvas = window.canvas
    image = canvas.grab().toImage()
    # Far on either side of the boundary P is near 1 or 0: the +1 class's colour there, the -1 class's here.
    unit = w / np.linalg.norm(w)
    foot = -b * unit / np.linalg.norm(w)
    plus, minus = foot + 2.5 * unit, foot - 2.5 * unit
    for point in (plus, minus):
        p = 1 / (1 + math.exp(-(w @ point + b)))
        assert (p > 0.9) if point is plus else (p < 0.1)

    def patch(point: np.ndarray) -> np.ndarray:  # the median colour around a point (lines and labels aside)
        centre = viewport_pos(canvas, *point)
        pixels = [QColor(image.pixel(centre.x() + dx, centre.y() + dy)) for dx in range(-12, 13, 3)
                  for dy in range(-12, 13, 3)]  # fmt: skip
        return np.median([(c.red(), c.green(), c.blue()) for c in pixels], axis=0)

    blue, orange = patch(plus), patch(minus)
    assert blue[2] > blue[0] + 40, blue  # class +1 is drawn blue (palette position 1)
    assert orange[0] > orange[2] + 40, orange  # class -1 orange
    # Back to the perceptron: no shading, no colour bar.
    combo = window.findChild(QComboBox, "algorithmCombo")
    combo.setCurrentIndex(combo.findData("perceptron"))
    qtbot.waitUntil(lambda: window.training.state().variant == "perceptron")
    qtbot.waitUntil(lambda: not bars[0].isVisible())


def test_logistic_regression_draws_p_01_and_09_where_the_odds_are_one_to_nine(window, qtbot):
    """The dashed lines are the model's own P = 0.1 and 0.9: w·x + b = ln(0.1/0.9) and ln(0.9/0.1), inside the
    shaded region."""
    load(window, X, Y, qtbot)
    choose(window, qtbot, "logistic", eta=0.5)
    for _ in range(3):
        action(window, "actionStepEpoch").trigger()
    wait_step(window, qtbot, 3 * len(X))
    qtbot.waitUntil(lambda: window.training.shown().probability is not None)
    # Every frame the training thread sent (a view change brings a new grid) is in; the canvas draws the shown state
    # at its next redraw (late with both cores busy).
    wait_for_training_thread(window, qtbot)

    def ends() -> list[tuple[float, float, float]]:
        """Each drawn end (x, y, its odds under the shown model), once both lines are drawn in the shown grid."""
        snap = window.training.shown()
        w, b = snap.coef[0], float(snap.intercept[0])
        xmin, xmax, ymin, ymax = snap.grid_rect
        found = []
        odds = window.canvas.drawing().odds
        if len(odds) != 2:
            return []
        for line in odds:
            xs, ys = line.xs, line.ys
            if len(xs) != 2:
                return []
            for x, y in zip(xs, ys, strict=True):
                if not (xmin - 1e-9 <= x <= xmax + 1e-9 and ymin - 1e-9 <= y <= ymax + 1e-9):
                    return []
                p = 1 / (1 + math.exp(-(w[0] * x + w[1] * y + b)))
                found.append((x, y, p / (1 - p)))
        return found

    qtbot.waitUntil(lambda: len(ends()) == 4)
    for (_, _, drawn), odds in zip(ends(), (1 / 9, 1 / 9, 9.0, 9.0), strict=True):
        assert drawn == pytest.approx(odds, rel=1e-9)
