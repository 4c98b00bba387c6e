"""Real data in the window: iris from File > Examples, Choose Features, a 70/30 split, both errors shown.

Expected values are computed here by hand (the split rule with NumPy, the errors from the shown weights)
and checked against scikit-learn, never taken from the code under test.
"""

from __future__ import annotations

import re

import numpy as np
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QDockWidget, QMenu
from sklearn.datasets import load_iris
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.svm import LinearSVC

from tests.gui.conftest import answer_file_dialog

SEED = 0


def _trigger(window, name: str) -> None:
    action = window.findChild(QAction, name)
    assert action is not None and action.isEnabled(), name
    action.trigger()


def _open_iris(window, qtbot) -> None:
    menu = window.findChild(QMenu, "examplesMenu")
    iris = next(a for a in menu.actions() if a.objectName() == "example_iris")
    iris.trigger()
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None, timeout=20000)


def test_an_example_data_set_loads_off_the_gui_thread_and_the_old_document_stays_until_it_is_in(window, qtbot):
    before = window.points.X.copy()
    menu = window.findChild(QMenu, "examplesMenu")
    next(a for a in menu.actions() if a.objectName() == "example_breast_cancer").trigger()
    assert window.files.tasks.busy and window.document.dataset is None  # the trigger returned at once
    np.testing.assert_array_equal(window.points.X, before)
    qtbot.waitUntil(lambda: window.document.dataset is not None, timeout=20000)
    assert window.document.dataset.table.n_rows == 569 and len(window.document.dataset.table.columns) == 31
    assert "the label column is 'diagnosis'" in window.statusBar().toolTip()


def _choose(window, qtbot, x: str, y: str, fraction: float | None, seed: int = SEED, scaling: str | None = None):
    _trigger(window, "actionChooseFeatures")
    qtbot.waitUntil(lambda: window.findChild(QDialog, "chooseFeaturesDialog") is not None)
    dialog = window.findChild(QDialog, "chooseFeaturesDialog")
    for name, text in (("featureXCombo", x), ("featureYCombo", y)):
        combo = dialog.findChild(QComboBox, name)
        combo.setCurrentIndex(combo.findText(text))
    if scaling is not None:
        combo = dialog.findChild(QComboBox, "scalingCombo")
        combo.setCurrentIndex(combo.findData(scaling))
    dialog.findChild(type(dialog.split_check), "testSplitCheck").setChecked(fraction is not None)
    if fraction is not None:
        dialog.fraction_spin.setValue(fraction)
        dialog.seed_spin.setValue(seed)
    return dialog


def _ok(dialog):
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def test_iris_petal_features_on_a_70_30_split_show_training_and_test_error_as_computed_by_hand(window, qtbot):
    _open_iris(window, qtbot)
    assert "label column is 'species'" in window.statusBar().toolTip()
    dialog = _choose(window, qtbot, "petal length (cm)", "petal width (cm)", 0.3)
    _ok(dialog).click()
    iris = load_iris()
    order = np.random.default_rng(SEED).permutation(150)  # the split rule, by hand: ceil(0.3 * 150) = 45 test rows
    test_rows, train_rows = np.sort(order[:45]), np.sort(order[45:])
    X = iris.data[:, 2:4]
    qtbot.waitUntil(lambda: len(window.points) == 105 and window.training.state().step == 0)
    np.testing.assert_array_equal(window.points.X, X[train_rows])  # trains on the training rows only
    assert window.canvas.getPlotItem().getAxis("bottom").labelText == "x₁: petal length (cm)"
    hollow = window.canvas.drawing().test_points
    assert sorted(map(tuple, hollow.tolist())) == sorted(map(tuple, X[test_rows].tolist()))

    for _ in range(5):
        _trigger(window, "actionStepEpoch")
    qtbot.waitUntil(lambda: window.training.state().epoch == 5, timeout=30000)
    state = window.training.state()
    W, b = state.coef, state.intercept  # the shown weights; errors below by hand
    y = iris.target
    train_wrong = int((np.argmax(X[train_rows] @ W.T + b, axis=1) != y[train_rows]).sum())
    test_wrong = int((np.argmax(X[test_rows] @ W.T + b, axis=1) != y[test_rows]).sum())
    label = window.findChild(type(window.status_line), "statusLabel")
    expected = (
        f"training error {train_wrong}/105 ({100 * train_wrong / 105:.1f}%)  ·  "
        f"test error {test_wrong}/45 ({100 * test_wrong / 45:.1f}%)"
    )
    qtbot.waitUntil(lambda: f"step t = {state.step} " in label.text())  # the status line follows the latest frame
    assert expected in label.text(), label.text()

    window.findChild(QDockWidget, "curvesDock").raise_()  # the curves are drawn while their dock is on screen
    qtbot.waitUntil(lambda: len(window.curves.data["test_error"]) == state.epoch, timeout=10000)
    curves = window.curves.data
    assert curves["test_error"][-1] == 100 * test_wrong / 45
    assert curves["error"][-1] == 100 * train_wrong / 105


def test_a_two_class_run_on_the_split_matches_scikit_learn_s_perceptron(window, qtbot, tmp_path):
    # versicolor against virginica on the sepal features: a table written here, opened from the file
    iris = load_iris()
    keep = iris.target > 0
    rows = [
        ",".join([*map(repr, x), str(iris.target_names[t])])
        for x, t in zip(iris.data[keep].tolist(), iris.target[keep], strict=True)
    ]
    path = tmp_path / "two_irises.csv"
    path.write_text("sl,sw,pl,pw,species\n" + "\n".join(rows) + "\n")
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None)
    dialog = _choose(window, qtbot, "pl", "pw", 0.3, seed=4)
    _ok(dialog).click()
    qtbot.waitUntil(lambda: len(window.points) == 70 and window.training.state().step == 0)
    for _ in range(3):
        _trigger(window, "actionStepEpoch")
        qtbot.waitUntil(
            lambda: (
                window.training.state().pos == 0
                and window.training.state().step % 70 == 0
                and window.training.state().step > 0
            )
        )
    qtbot.waitUntil(lambda: window.training.state().epoch == 3, timeout=20000)
    order = np.random.default_rng(4).permutation(100)
    test_rows, train_rows = np.sort(order[:30]), np.sort(order[30:])
    X, y = iris.data[keep][:, 2:4], iris.target[keep]
    sk = SkPerceptron(shuffle=False, tol=None, max_iter=window.training.state().epoch).fit(X[train_rows], y[train_rows])
    state = window.training.state()
    np.testing.assert_allclose(state.coef, sk.coef_, rtol=0, atol=1e-12)
    np.testing.assert_allclose(state.intercept, sk.intercept_, rtol=0, atol=1e-12)
    scores = X[test_rows] @ sk.coef_[0] + sk.intercept_[0]  # a score of 0 is an error, as the training error counts
    wrong = int(np.where(y[test_rows] == 2, scores <= 0, scores >= 0).sum())
    qtbot.waitUntil(lambda: f"step t = {state.step} " in window.status_line.text())
    status = window.status_line.text()
    assert f"test error {wrong}/30 ({100 * wrong / 30:.1f}%)" in status, status


def test_bad_choices_are_said_in_the_dialog_and_change_nothing(window, qtbot):
    _open_iris(window, qtbot)
    before = window.points.X.copy()
    dialog = _choose(window, qtbot, "petal length (cm)", "petal length (cm)", None)
    problem = dialog.findChild(type(dialog.problem), "choiceProblem")
    assert "pick two different columns" in problem.text() and not _ok(dialog).isEnabled()
    dialog.findChild(QComboBox, "featureYCombo").setCurrentIndex(4)  # species (text)
    assert re.search(r"'species' is the label column", problem.text()) and not _ok(dialog).isEnabled()
    dialog.findChild(QComboBox, "featureYCombo").setCurrentIndex(3)
    dialog.split_check.setChecked(True)
    dialog.fraction_spin.setValue(1.0)
    assert "strictly between 0 and 1" in problem.text() and not _ok(dialog).isEnabled()
    dialog.fraction_spin.setValue(0.3)
    assert _ok(dialog).isEnabled() and not problem.isVisible()
    dialog.reject()
    np.testing.assert_array_equal(window.points.X, before)


def test_choose_features_is_undoable_and_save_writes_the_whole_table_back(window, qtbot, tmp_path):
    _open_iris(window, qtbot)
    _ok(_choose(window, qtbot, "petal length (cm)", "petal width (cm)", 0.3, scaling="unit ball")).click()
    qtbot.waitUntil(lambda: len(window.points) == 105)
    c = window.document.constant  # the intercept is on: the unit ball holds x~ = (x, c)
    assert c < 1 and abs(np.sqrt((window.points.X**2).sum(axis=1) + c * c).max() - 1.0) <= 1e-12
    window.points.delete([0])  # the projection is not edited on the canvas
    assert len(window.points) == 105 and "not edited here" in window.statusBar().toolTip()
    _trigger(window, "actionUndo")
    qtbot.waitUntil(lambda: len(window.points) == 150)
    np.testing.assert_array_equal(window.points.X, load_iris().data[:, :2])
    target = tmp_path / "iris.tsv"
    timer = answer_file_dialog(target)
    try:
        assert window.files.save_as()
    finally:
        timer.stop()
    lines = target.read_text().splitlines()
    assert lines[0].split("\t") == [
        "sepal length (cm)",
        "sepal width (cm)",
        "petal length (cm)",
        "petal width (cm)",
        "species",
    ]
    assert len(lines) == 151 and lines[1].split("\t") == ["5.1", "3.5", "1.4", "0.2", "setosa"]


def test_unit_ball_through_the_origin_gives_the_theorem_r_1_and_the_bound_1_over_gamma_squared(window, qtbot, tmp_path):
    iris = load_iris()
    keep = iris.target < 2  # setosa and versicolor
    rows = [
        ",".join([*map(repr, x), str(iris.target_names[t])])
        for x, t in zip(iris.data[keep].tolist(), iris.target[keep], strict=True)
    ]
    path = tmp_path / "setosa_versicolor.csv"
    path.write_text("sl,sw,pl,pw,species\n" + "\n".join(rows) + "\n")
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None)
    _ok(_choose(window, qtbot, "pl", "pw", 0.3, scaling="unit ball")).click()
    qtbot.waitUntil(lambda: len(window.points) == 70)
    window.controls.intercept.setChecked(False)
    window.findChild(QDockWidget, "theoryDock").raise_()
    qtbot.waitUntil(lambda: window.theory.fields["separable"].text() == "yes", timeout=20000)
    X = window.points.X
    assert abs(np.sqrt((X**2).sum(axis=1)).max() - 1.0) <= 1e-12  # R by hand
    assert window.theory.fields["R"].text() == "1"
    svm = LinearSVC(fit_intercept=False, loss="hinge", C=1e6, max_iter=10**6, tol=1e-10).fit(X, window.points.y)
    gamma = 1 / np.linalg.norm(svm.coef_)  # the hard margin through the origin, by scikit-learn
    assert abs(float(window.theory.fields["gamma"].text().split()[0]) - gamma) <= 1e-5
    bound = float(window.theory.fields["bound"].text().split("= ")[-1])
    assert abs(bound - 1 / gamma**2) <= 0.01  # the bound reads 1/γ² (shown to 4 digits)
