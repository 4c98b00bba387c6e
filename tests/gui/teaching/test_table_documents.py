"""A table document in the window: Save As .json keeps the table, the feature choice and the settings; reopening it
gives the same features, the same test rows and the same trained errors. Saving as CSV says what the CSV does not
keep; a malformed table document is refused, saying why, and the open document stays as it was.

The split is computed here by hand with NumPy; the errors from the shown weights, as
tests/gui/teaching/test_real_data.py does.
"""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from sklearn.datasets import load_iris

from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import answer_file_dialog, close_discarding
from tests.gui.teaching.test_real_data import _choose, _open_iris, _trigger

ERRORS = re.compile(r"training error \d+/105 \([\d.]+%\)  ·  test error \d+/45 \([\d.]+%\)")


def _choose_petals(window, qtbot) -> None:
    dialog = _choose(window, qtbot, "petal length (cm)", "petal width (cm)", 0.3, seed=3, scaling="standardise")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: len(window.points) == 105 and window.training.state().step == 0)


def _train_five_epochs(window, qtbot) -> tuple[str, np.ndarray, np.ndarray]:
    for _ in range(5):
        _trigger(window, "actionStepEpoch")
    qtbot.waitUntil(lambda: window.training.state().epoch == 5, timeout=60000)
    state = window.training.state()
    qtbot.waitUntil(lambda: f"step t = {state.step} " in window.status_line.text())
    found = ERRORS.search(window.status_line.text())
    assert found, window.status_line.text()
    return found.group(0), state.coef.copy(), state.intercept.copy()


def _by_hand(coef: np.ndarray, intercept: np.ndarray) -> str:
    """The status bar's errors for these weights, from iris and the split rule (seed 3, ceil(0.3 * 150) test rows)."""
    iris = load_iris()
    order = np.random.default_rng(3).permutation(150)
    test_rows, train_rows = np.sort(order[:45]), np.sort(order[45:])
    X = iris.data[:, 2:4]
    mean, std = X[train_rows].mean(axis=0), X[train_rows].std(axis=0)
    Z = (X - mean) / std
    wrong = [
        int((np.argmax(Z[r] @ coef.T + intercept, axis=1) != iris.target[r]).sum()) for r in (train_rows, test_rows)
    ]
    return (
        f"training error {wrong[0]}/105 ({100 * wrong[0] / 105:.1f}%)  ·  "
        f"test error {wrong[1]}/45 ({100 * wrong[1] / 45:.1f}%)"
    )


def test_iris_saved_as_json_reopens_with_the_same_features_test_rows_settings_and_trained_errors(
    window, qtbot, tmp_path
):
    from perceptron_gui import MainWindow

    _open_iris(window, qtbot)
    _choose_petals(window, qtbot)
    window.document.settings.update(eta=0.5, order="shuffle", seed=11)
    settings = window.settings()
    errors, coef, intercept = _train_five_epochs(window, qtbot)
    assert errors == _by_hand(coef, intercept)

    path = tmp_path / "iris petals.json"
    timer = answer_file_dialog(path)
    try:
        assert window.files.save_as()
    finally:
        timer.stop()
    assert "*" not in window.windowTitle()
    close_discarding(window)

    again = MainWindow()
    again.show()
    qtbot.waitExposed(again)
    try:
        qtbot.waitUntil(lambda: again.training.state() is not None, timeout=20000)
        timer = answer_file_dialog(path)
        try:
            again.files.open_dialog()  # File > Open, through the real dialog
        finally:
            timer.stop()
        qtbot.waitUntil(
            lambda: again.document.dataset is not None and again.training.state() is not None, timeout=20000
        )
        dataset = again.document.dataset
        assert dataset.projection.feature_names == ("petal length (cm)", "petal width (cm)")
        assert dataset.projection.label_name == "species" and dataset.choice.scaling == "standardise"
        order = np.random.default_rng(3).permutation(150)
        np.testing.assert_array_equal(dataset.projection.test_rows, np.sort(order[:45]))
        assert again.settings() == settings
        assert again.canvas.getPlotItem().getAxis("bottom").labelText == "x₁: petal length (cm), standardised"
        status = again.statusBar().toolTip()
        assert "x₁ petal length (cm), x₂ petal width (cm) (standardise), 45 of 150 rows held out" in status, status
        assert again.windowTitle().startswith("iris petals.json —")
        assert _train_five_epochs(again, qtbot)[0] == errors
    finally:
        close_discarding(again)


def test_a_table_saved_as_csv_after_choosing_features_says_the_choice_is_kept_only_in_a_json_document(
    window, qtbot, tmp_path
):
    _open_iris(window, qtbot)
    _choose_petals(window, qtbot)
    path = tmp_path / "iris.csv"
    timer = answer_file_dialog(path)
    try:
        assert window.files.save_as()
    finally:
        timer.stop()
    assert len(path.read_text().splitlines()) == 151
    status = window.statusBar().toolTip()
    assert "kept only in a .json document" in status, status
    assert not [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    assert window.windowTitle().startswith("iris.csv*")  # the choice is not in the file: closing asks


def test_save_writes_a_table_document_back_as_json_with_the_new_choice(window, qtbot, tmp_path):
    path = tmp_path / "flowers.json"
    path.write_text(json.dumps(_table_document()), encoding="utf-8")
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None, timeout=20000)
    dialog = _choose(window, qtbot, "sw", "pw", 0.4, seed=9, scaling="unit ball")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: len(window.points) == 90)
    assert window.windowTitle().startswith("flowers.json*")
    _trigger(window, "actionSave")
    assert window.windowTitle().startswith("flowers.json —")
    content = json.loads(path.read_text(encoding="utf-8"))  # still a table document: Save keeps the format
    assert content["feature_choice"] == {
        "label": "species",
        "features": ["sw", "pw"],
        "scaling": "unit ball",
        "test_fraction": 0.4,
        "seed": 9,
    }
    assert content["table"] == _table_document()["table"]


def _table_document(**choice: object) -> dict:
    iris = load_iris()
    rows = [[*map(repr, x), str(iris.target_names[t])] for x, t in zip(iris.data.tolist(), iris.target, strict=True)]
    return {
        "format": "perceptron-studio",
        "version": 1,
        "table": {"columns": ["sl", "sw", "pl", "pw", "species"], "rows": rows},
        "feature_choice": {"label": "species", "features": ["pl", "pw"], "scaling": "none", "test_fraction": 0.2}
        | choice,
    }


def _ragged() -> dict:
    content = _table_document()
    content["table"]["rows"][7].append("0.1")
    return content


def _no_columns() -> dict:
    content = _table_document()
    del content["table"]["columns"]
    return content


BAD = {
    "missing columns": (_no_columns, '"table" has no "columns"'),
    "unknown feature name": (lambda: _table_document(features=["pl", "stem"]), "No column is named 'stem'"),
    "bad scaling": (lambda: _table_document(scaling="minmax"), "choose one of none, standardise"),
    "fraction out of range": (lambda: _table_document(test_fraction=-0.2), "strictly between 0 and 1"),
    "ragged rows": (_ragged, "row 8 has 6 cells, but there are 5 columns"),
}


def _error_texts() -> list[str]:
    return [w.text() for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()]


@pytest.mark.parametrize("case", list(BAD))
def test_a_malformed_table_document_is_refused_and_the_open_table_stays(window, qtbot, tmp_path, case):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_table_document(seed=5)), encoding="utf-8")
    window.files.open_path(good, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None, timeout=20000)
    dataset, X, title = window.document.dataset, window.points.X.copy(), window.windowTitle()
    assert dataset.choice.seed == 5 and len(X) == 120

    make, problem = BAD[case]
    bad = tmp_path / f"bad {case}.json"
    bad.write_text(json.dumps(make(), indent=1), encoding="utf-8")
    window.files.open_path(bad, ask=False)
    qtbot.waitUntil(lambda: any(bad.name in text for text in _error_texts()), timeout=20000)
    message = next(text for text in _error_texts() if bad.name in text)
    assert problem in message, message
    assert window.document.dataset is dataset and window.document.path == good
    np.testing.assert_array_equal(window.points.X, X)
    assert window.windowTitle() == title
    for widget in top_level_widgets():
        if widget.objectName() == "errorDialog" and widget.isVisible():
            widget.close()


def test_the_opening_message_stays_clear_of_the_status_line_as_it_grows(window, qtbot, tmp_path):
    """The passing message is shortened to the room left of the status line, and shortened again when the
    status line grows (here: the test error joins it once the split's errors are known)."""
    window.resize(1280, 860)
    path = tmp_path / "iris petals.json"
    path.write_text(json.dumps(_table_document(scaling="standardise", test_fraction=0.3, seed=3)), encoding="utf-8")
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: "test error" in window.status_line.text(), timeout=20000)
    bar = window.statusBar()
    for _ in range(20):
        QApplication.processEvents()
    message = bar.currentMessage()
    assert message.startswith("Opened the table iris petals.json") and "…" in message
    status_left = window.status_line.mapTo(bar, window.status_line.rect().topLeft()).x()
    assert bar.fontMetrics().horizontalAdvance(message) < status_left, (message, status_left)


def test_the_class_picker_grows_to_show_the_whole_label_name(window, qtbot, tmp_path):
    path = tmp_path / "flowers.json"
    path.write_text(json.dumps(_table_document()), encoding="utf-8")
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: window.document.dataset is not None and window.training.state() is not None, timeout=20000)
    picker = window.class_picker
    for position in range(picker.count()):
        picker.choose(position)
        for _ in range(10):
            QApplication.processEvents()
        text = picker.currentText()  # "2:  y = versicolor"
        needed = picker.fontMetrics().horizontalAdvance(text) + picker.iconSize().width()
        assert picker.width() > needed, (text, picker.width(), needed)
