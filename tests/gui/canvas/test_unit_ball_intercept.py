"""The window with a table scaled into the unit ball with an intercept: x~ = (x, c), R = 1, the bound 1/gamma^2."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDockWidget, QLabel
from sklearn.datasets import load_iris
from sklearn.svm import LinearSVC

from core.session.dataset import FeatureChoice
from tests.gui.teaching.test_real_data import _choose, _ok, _open_iris


def _unit_ball_by_hand(rows: np.ndarray, features: np.ndarray) -> tuple[np.ndarray, float]:
    """(x - mean) / R~ and c = 1 / R~ with R~ = max ||(x - mean, 1)|| over the rows."""
    centred = features - features.mean(axis=0)
    R_tilde = np.sqrt((centred**2).sum(axis=1) + 1.0).max()
    return centred / R_tilde, 1.0 / R_tilde


def test_iris_in_the_unit_ball_with_an_intercept_reads_R_1_and_the_run_learns_on_x_c(window, qtbot):
    _open_iris(window, qtbot)
    assert window.settings().fit_intercept
    dialog = _choose(window, qtbot, "petal length (cm)", "petal width (cm)", None, scaling="unit ball")
    note = dialog.findChild(QLabel, "unitBallNote")
    assert note.isVisible() and "c = 1/R̃" in note.text() and "R = 1" in note.text()
    _ok(dialog).click()
    X, c = _unit_ball_by_hand(np.arange(150), load_iris().data[:, 2:4])
    qtbot.waitUntil(lambda: getattr(window.training.run_log, "constant", 1.0) != 1.0)
    np.testing.assert_allclose(window.points.X, X, rtol=0, atol=1e-15)
    assert abs(window.document.constant - c) <= 1e-15
    assert window.training.run_log.constant == window.document.constant  # the run reads the document's c
    R_text = window.theory.fields["R"].text()
    assert R_text.split()[0] == "1" and f"c = {c:.4g}" in R_text, R_text
    Z = np.hstack([window.points.X, np.full((150, 1), c)])
    assert abs(np.sqrt((Z**2).sum(axis=1)).max() - 1.0) <= 1e-12  # R of x~ by hand

    window.controls.intercept.setChecked(False)  # through the origin: today's unit ball, c = 1
    qtbot.waitUntil(lambda: window.document.constant == 1.0 and getattr(window.training.run_log, "constant", 0) == 1)
    assert abs(np.hypot(*window.points.X.T).max() - 1.0) <= 1e-12
    assert window.theory.fields["R"].text() == "1"
    _trigger_choose = window.findChild(QAction, "actionChooseFeatures")
    _trigger_choose.trigger()

    def shown_dialog() -> QDialog | None:  # the first dialog, closed, may wait for its deferred delete
        return next((d for d in window.findChildren(QDialog, "chooseFeaturesDialog") if d.isVisible()), None)

    qtbot.waitUntil(lambda: shown_dialog() is not None)
    note = shown_dialog().findChild(QLabel, "unitBallNote")
    assert "Through the origin" in note.text() and "R = max ‖x − mean‖" in note.text()
    shown_dialog().reject()


def _setosa_versicolor_csv(tmp_path):
    iris = load_iris()
    keep = iris.target < 2
    rows = [
        ",".join([*map(repr, x), str(iris.target_names[t])])
        for x, t in zip(iris.data[keep].tolist(), iris.target[keep], strict=True)
    ]
    path = tmp_path / "setosa_versicolor.csv"
    path.write_text("sl,sw,pl,pw,species\n" + "\n".join(rows) + "\n")
    return path, iris.data[keep][:, 2:4]


def test_with_an_intercept_the_theorem_panel_reads_R_1_and_the_bound_1_over_gamma_squared_and_the_run_keeps_it(
    window, qtbot, tmp_path
):
    path, petals = _setosa_versicolor_csv(tmp_path)
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None)
    window.findChild(QDockWidget, "theoryDock").raise_()  # solved once before the choice: then solved again
    qtbot.waitUntil(lambda: window.theory.fields["separable"].text() == "yes", timeout=20000)
    _ok(_choose(window, qtbot, "pl", "pw", None, scaling="unit ball")).click()
    X, c = _unit_ball_by_hand(np.arange(100), petals)
    qtbot.waitUntil(lambda: abs(getattr(window.training.run_log, "constant", 1.0) - c) <= 1e-15)
    qtbot.waitUntil(lambda: window.theory.fields["separable"].text() == "yes", timeout=20000)
    assert window.theory.fields["R"].text().split()[0] == "1"
    Z = np.hstack([X, np.full((100, 1), c)])
    svm = LinearSVC(fit_intercept=False, loss="hinge", C=1e6, max_iter=10**6, tol=1e-10).fit(Z, window.points.y)
    gamma = 1 / np.linalg.norm(svm.coef_)  # the hard margin of x~ = (x, c) through the origin, by scikit-learn
    assert abs(float(window.theory.fields["gamma"].text().split()[0]) - gamma) <= 1e-5
    bound_text = window.theory.fields["bound"].text()
    assert "1/γ*²" in bound_text, bound_text
    assert abs(float(bound_text.split("= ")[-1]) - 1 / gamma**2) <= 0.01
    assert "[w, β], b = βc" in window.theory.fields["w"].text()

    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().converged, timeout=20000)
    mistakes = window.training.state().n_mistakes
    assert 0 < mistakes <= 1 / gamma**2
    qtbot.waitUntil(lambda: window.theory.fields["bound"].text().startswith(f"{mistakes} so far ≤"))
    state = window.training.state()  # the window's w, b separate x: w.x + b = (w, b / c).(x, c)
    ys = np.where(window.points.y == window.points.points.classes[1], 1.0, -1.0)
    assert (ys * (X @ state.coef[0] + state.intercept[0]) > 0).all()


def test_the_kernel_perceptron_and_logistic_regression_keep_c_1_and_say_so(window, qtbot):
    _open_iris(window, qtbot)
    window.document.choose(FeatureChoice(4, (2, 3), "unit ball"))  # through the document: the dialog is tested above
    qtbot.waitUntil(lambda: getattr(window.training.run_log, "constant", 1.0) != 1.0)
    c = window.document.constant
    window.document.settings.update(variant="kernel")
    qtbot.waitUntil(lambda: getattr(window.training.run_log, "variant", "") == "kernel")
    assert window.training.run_log.constant == 1.0 and window.document.constant == c  # the document keeps its c
    assert (
        f"The kernel perceptron keeps the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c:.4g}"
        in (window.statusBar().toolTip())
    )
    R_text = window.theory.fields["R"].text()
    assert R_text.endswith("(of [x, 1])") and float(R_text.split()[0]) > 1  # R of (x, 1), as the kernel run learns
    window.document.settings.update(variant="logistic")  # (on three classes it says so too; not asserted here)
    assert "Logistic regression and the hinge keep the constant coordinate c = 1" in window.statusBar().toolTip()


def test_undo_of_a_choice_after_the_intercept_was_switched_off_gives_the_unit_ball_of_today(window, qtbot):
    _open_iris(window, qtbot)
    window.document.choose(FeatureChoice(4, (2, 3), "unit ball"))  # with the intercept: (x, c)
    window.document.choose(FeatureChoice(4, (0, 1), "standardise"))
    window.controls.intercept.setChecked(False)
    qtbot.waitUntil(lambda: not window.settings().fit_intercept)
    window.findChild(QAction, "actionUndo").trigger()  # back to the unit ball, now through the origin
    qtbot.waitUntil(lambda: window.document.dataset.choice.scaling == "unit ball")
    assert window.document.constant == 1.0
    assert abs(np.hypot(*window.points.X.T).max() - 1.0) <= 1e-12
    qtbot.waitUntil(lambda: getattr(window.training.run_log, "constant", 0.0) == 1.0)
    assert window.theory.fields["R"].text() == "1"


def _open_petals_in_the_unit_ball(window, qtbot, tmp_path) -> tuple[np.ndarray, float]:
    """Setosa/versicolor by their petals, scaled into the unit ball with the intercept on: the points and c by hand."""
    path, petals = _setosa_versicolor_csv(tmp_path)
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None)
    _ok(_choose(window, qtbot, "pl", "pw", None, scaling="unit ball")).click()
    X, c = _unit_ball_by_hand(np.arange(100), petals)
    qtbot.waitUntil(lambda: abs(getattr(window.training.run_log, "constant", 1.0) - c) <= 1e-15)
    return X, c


def test_weight_space_shows_the_theorem_panels_w_star_and_margin_with_the_constant_coordinate(window, qtbot, tmp_path):
    X, c = _open_petals_in_the_unit_ball(window, qtbot, tmp_path)
    window.docks.set_weight_space(True)
    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().converged, timeout=20000)
    panel = window.weight_space
    qtbot.waitUntil(lambda: panel.result is not None and panel.picture is not None, timeout=20000)
    Z = np.hstack([X, np.full((100, 1), c)])
    svm = LinearSVC(fit_intercept=False, loss="hinge", C=1e6, max_iter=10**6, tol=1e-10).fit(Z, window.points.y)
    gamma = 1 / np.linalg.norm(svm.coef_)  # the hard margin of x~ = (x, c) through the origin, by scikit-learn
    assert abs(panel.result.gamma - gamma) <= 1e-5
    qtbot.waitUntil(lambda: panel.picture.cone is not None and abs(panel.picture.cone_level - gamma / 2) <= 1e-5)


def test_the_loss_panel_writes_the_perceptron_gradient_in_w_tilde_with_c(window, qtbot, tmp_path):
    X, c = _open_petals_in_the_unit_ball(window, qtbot, tmp_path)
    window.docks.set_loss_panel(True)
    window.findChild(QAction, "actionStep").trigger()  # w = 0: every example is a mistake (y a = 0)
    qtbot.waitUntil(lambda: window.training.state().step == 1)
    note = window.findChild(QLabel, "lossGradientNote")
    qtbot.waitUntil(lambda: f"c = {c:.4g}" in note.text(), timeout=10_000)
    state = window.training.state()
    ys = np.where(window.points.y == window.points.points.classes[1], 1.0, -1.0)
    mistakes = ys * (X @ state.coef[0] + state.intercept[0]) <= 0
    grad_beta = -(ys * mistakes).sum() * c / len(ys)  # d/d beta of the mean of max(0, -y (w.x + beta c))

    def shown_beta() -> float:
        return float(note.text().rsplit("(", 1)[1].rstrip(").").split(", ")[-1].replace("−", "-"))

    # The panel draws step 0 as it comes on screen and step 1 within its budget: the step's gradient, in time.
    qtbot.waitUntil(lambda: abs(shown_beta() - grad_beta) <= 1e-3 * max(1.0, abs(grad_beta)), timeout=10_000)
