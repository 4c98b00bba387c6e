"""Opening a document whose settings have the wrong type or range (issue 17, item 14): the window says which
file, line and setting, and changes nothing: not the points, not the undo history, not one control."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QWidget

from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import load

CONTROLS = (
    "algorithmCombo", "learningRateSpin", "interceptCheck", "w01Spin", "w02Spin", "b0Spin", "zeroScoreCombo",
    "orderCombo", "seedSpin", "maxEpochsSpin", "kernelCombo", "degreeSpin", "gammaSpin", "coef0Spin",
)  # fmt: skip
BAD_SETTINGS = [
    ("seed", "abc"), ("seed", -1), ("seed", 1.5), ("seed", 2**64), ("fit_intercept", "no"), ("w0", "12"),
    ("eta", True), ("max_epochs", 0), ("degree", 2.5), ("gamma", "1"), ("variant", "Perceptron"), ("b0", None),
]  # fmt: skip


def shown(window) -> dict[str, object]:
    """What every control of the control panel shows."""
    values: dict[str, object] = {}
    for name in CONTROLS:
        widget = window.findChild(QWidget, name)
        assert widget is not None, name
        if isinstance(widget, QComboBox):
            values[name] = widget.currentData()
        elif isinstance(widget, QAbstractButton):
            values[name] = widget.isChecked()
        else:
            assert isinstance(widget, QAbstractSpinBox)
            values[name] = widget.text()
    return values


def error_texts() -> list[str]:
    return [w.text() for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()]


def close_error_dialogs() -> None:
    for widget in top_level_widgets():
        if widget.objectName() == "errorDialog" and widget.isVisible():
            widget.close()


def bad_document(path: Path, key: str, value: object) -> int:
    """A document with one bad setting on a line of its own; returns that line's number."""
    settings = {"variant": "kernel", "eta": 0.5, "seed": 7, key: value}
    lines = [f"    {json.dumps(k)}: {json.dumps(v)}" for k, v in settings.items()]
    text = (
        '{\n  "format": "perceptron-studio",\n  "version": 1,\n  "points": [[0.0, 1.0, -1], [2.0, 3.0, 1]],\n'
        '  "settings": {\n' + ",\n".join(lines) + "\n  }\n}\n"
    )
    path.write_text(text, encoding="utf-8")
    return 6 + list(settings).index(key)


@pytest.mark.parametrize(("key", "value"), BAD_SETTINGS, ids=[f"{k}={v!r}" for k, v in BAD_SETTINGS])
def test_a_document_with_a_bad_setting_is_refused_and_changes_nothing(window, qtbot, tmp_path, key, value):
    load(window, [[0.1, 0.2], [1.0, -1.0], [2.0, 2.0]], [1, -1, 1], qtbot)
    window.document.settings.set(window.settings().with_(variant="averaged", eta=0.25, order="shuffle", seed=42))
    window.points.add(np.array([[0.5, 0.5]]), 1)  # an undo step that must survive
    X, y, steps = window.points.X.copy(), window.points.y.copy(), window.points.undo_stack.count()
    settings, controls, title = window.settings(), shown(window), window.windowTitle()
    path = tmp_path / "bad settings.json"
    line = bad_document(path, key, value)

    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: any(path.name in text for text in error_texts()))
    message = next(text for text in error_texts() if path.name in text)
    assert f"line {line}" in message and key in message, message
    assert not any("Unexpected" in text for text in error_texts())
    np.testing.assert_array_equal(window.points.X, X)
    np.testing.assert_array_equal(window.points.y, y)
    assert window.points.undo_stack.count() == steps
    assert window.settings() == settings
    assert shown(window) == controls
    assert window.windowTitle() == title
    close_error_dialogs()
