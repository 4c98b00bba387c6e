"""Data > Choose Features picks the classes too: two classes of a multiclass table, or one against the rest, so the
binary perceptron runs on iris, wine and breast cancer; the view is fitted again; Save As names a table.

The expected rows are counted here from scikit-learn's own data (iris: 50 of each species; wine: 59 barolo, 71
grignolino, 48 barbera, the cultivars of Forina et al.'s PARVUS data in scikit-learn's class order).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QMenu
from sklearn.datasets import load_iris, load_wine

from tests.gui.teaching.test_real_data import _choose, _ok, _trigger

SHOTS = Path("/work/shots26b")


def _open_example(window, qtbot, name: str) -> None:
    menu = window.findChild(QMenu, "examplesMenu")
    next(a for a in menu.actions() if a.objectName() == f"example_{name}").trigger()
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None, timeout=20000)


def _pick_classes(dialog, text: str) -> list[str]:
    combo = dialog.findChild(QComboBox, "classesCombo")
    assert combo is not None, "the dialog has no choice of classes"
    choices = [combo.itemText(k) for k in range(combo.count())]
    assert text in choices, choices
    combo.setCurrentIndex(combo.findText(text))
    return choices


def _view_fits(window) -> bool:
    """Every point and test point inside the view, and the view at most three times the box of the points and the
    origin (the canvas always shows the origin, where w starts) along one side at least (the aspect is locked)."""
    xmin, xmax, ymin, ymax = window.canvas.view_rect()
    dataset = window.document.dataset
    shown = np.vstack([dataset.projection.train.X, dataset.projection.test.X])
    low, high = shown.min(axis=0), shown.max(axis=0)
    inside = xmin <= low[0] and high[0] <= xmax and ymin <= low[1] and high[1] <= ymax
    span = np.maximum(high, 0.0) - np.minimum(low, 0.0)
    return bool(inside and ((xmax - xmin) <= 3 * span[0] or (ymax - ymin) <= 3 * span[1]))


def test_iris_setosa_vs_versicolor_runs_the_binary_perceptron_to_convergence(window, qtbot):
    window.resize(1200, 760)
    _open_example(window, qtbot, "iris")
    dialog = _choose(window, qtbot, "petal length (cm)", "petal width (cm)", None)
    choices = _pick_classes(dialog, "setosa vs versicolor")
    assert choices[0] == "All 3 classes"
    assert {"setosa vs virginica", "versicolor vs virginica", "setosa vs the rest"} <= set(choices)
    if SHOTS.is_dir():
        dialog.grab().save(str(SHOTS / "choose_features_setosa_vs_versicolor.png"))
    _ok(dialog).click()
    qtbot.waitUntil(lambda: len(window.points) == 100 and window.training.state().step == 0)
    iris = load_iris()
    keep = iris.target < 2
    np.testing.assert_array_equal(np.sort(window.points.X, axis=0), np.sort(iris.data[keep][:, 2:4], axis=0))
    state = window.training.state()
    assert state.coef.shape == (1, 2)  # one w: the textbook binary perceptron
    assert sorted(window.document.label_names.values()) == ["setosa", "versicolor"]
    for _ in range(5):
        _trigger(window, "actionStepEpoch")
    qtbot.waitUntil(lambda: window.training.state().converged, timeout=30000)
    assert "setosa vs versicolor" in window.statusBar().toolTip()
    qtbot.waitUntil(lambda: _view_fits(window))
    if SHOTS.is_dir():
        qtbot.wait(200)
        window.grab().save(str(SHOTS / "iris_setosa_vs_versicolor.png"))


def test_wine_barolo_vs_barbera_and_barolo_against_the_rest(window, qtbot):
    _open_example(window, qtbot, "wine")
    wine = load_wine()
    dialog = _choose(window, qtbot, "alcohol", "flavanoids", None, scaling="standardise")
    _pick_classes(dialog, "barolo vs barbera")
    _ok(dialog).click()
    n_pair = int(np.sum(wine.target == 0) + np.sum(wine.target == 2))
    qtbot.waitUntil(lambda: len(window.points) == n_pair and window.training.state().step == 0)
    assert window.training.state().coef.shape == (1, 2)
    assert sorted(window.document.label_names.values()) == ["barbera", "barolo"]
    qtbot.waitUntil(lambda: _view_fits(window))

    dialog = _choose(window, qtbot, "alcohol", "flavanoids", None, scaling="standardise")
    _pick_classes(dialog, "barolo vs the rest")
    _ok(dialog).click()
    qtbot.waitUntil(lambda: len(window.points) == 178 and window.training.state().step == 0)
    assert window.training.state().coef.shape == (1, 2)
    names = window.document.label_names
    counts = {names[int(c)]: int(np.sum(window.points.y == c)) for c in np.unique(window.points.y)}
    assert counts == {"barolo": 59, "not barolo": 119}
    qtbot.waitUntil(lambda: _view_fits(window))


def test_the_view_is_fitted_again_when_the_features_change(window, qtbot):
    _open_example(window, qtbot, "breast_cancer")
    qtbot.waitUntil(lambda: _view_fits(window))
    dialog = _choose(window, qtbot, "mean area", "worst area", None)  # values in the thousands
    _ok(dialog).click()
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.points.X[:, 0].max() > 1000)
    qtbot.waitUntil(lambda: _view_fits(window))
    dialog = _choose(window, qtbot, "mean smoothness", "mean symmetry", None)  # values under 1
    _ok(dialog).click()
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.points.X[:, 0].max() < 1)
    qtbot.waitUntil(lambda: _view_fits(window), timeout=3000)


def test_save_as_offers_a_table_not_x1_x2_label_for_a_table_document(window, qtbot):
    _open_example(window, qtbot, "iris")
    seen: list[list[str]] = []

    def look_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible() and not seen:
            seen.append(dialog.nameFilters())
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(look_and_cancel)
    timer.start(20)
    _trigger(window, "actionSaveAs")
    timer.stop()
    assert seen, "no Save As dialog"
    filters = seen[0]
    assert not any("x1,x2,label" in f or "x1 x2 label" in f or "x1;x2;label" in f for f in filters), filters
    assert any("table" in f.lower() and "*.csv" in f for f in filters), filters
