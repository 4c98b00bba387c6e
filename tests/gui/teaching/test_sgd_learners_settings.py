"""The SGD learners' controls: the algorithm choice, the schedule with its p and the hinge's alpha, each a document
setting shown only when it applies; a document with a bad one is refused with the usual message."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QWidget

from perceptron_gui.widgets.number_box import NumberBox
from tests.gui.conftest import load
from tests.gui.files.test_bad_documents import bad_document, close_error_dialogs, error_texts


def test_choosing_an_sgd_learner_shows_its_schedule_and_the_hinge_its_alpha(window, qtbot):
    combo = window.findChild(QComboBox, "algorithmCombo")
    schedule = window.findChild(QComboBox, "scheduleCombo")
    power, alpha = window.findChild(NumberBox, "powerSpin"), window.findChild(NumberBox, "alphaSpin")
    zero_rule = window.findChild(QWidget, "zeroScoreCombo")
    assert not schedule.isVisible()  # the perceptron has no schedule

    combo.setCurrentIndex(combo.findText("Logistic regression (SGD)"))
    assert window.settings().variant == "logistic"
    assert schedule.isVisible() and not power.isVisible() and not alpha.isVisible() and not zero_rule.isVisible()
    schedule.setCurrentIndex(schedule.findData("invscaling"))
    assert window.settings().schedule == "invscaling" and power.isVisible()
    power.setValue(0.75)
    assert window.settings().power_t == 0.75

    combo.setCurrentIndex(combo.findText("Hinge / linear SVM (SGD)"))
    assert window.settings().variant == "hinge" and alpha.isVisible()
    alpha.setValue(0.01)
    assert window.settings().alpha == 0.01
    assert "Robbins-Monro" in schedule.toolTip()


BAD = [("schedule", "optimal", "one of constant, 1/t, invscaling"), ("power_t", -1, "from 0 to 4"),
       ("alpha", "big", "from 0 to 1000")]  # fmt: skip


@pytest.mark.parametrize(("key", "value", "allowed"), BAD, ids=[k for k, _, _ in BAD])
def test_a_document_with_a_bad_sgd_setting_gets_the_usual_message(window, qtbot, tmp_path, key, value, allowed):
    load(window, [[0.1, 0.2], [1.0, -1.0], [2.0, 2.0]], [1, -1, 1], qtbot)
    window.document.settings.set(window.settings().with_(variant="hinge", schedule="1/t", alpha=0.5))
    settings = window.settings()
    path = tmp_path / "bad sgd.json"
    line = bad_document(path, key, value)
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: any(path.name in text for text in error_texts()))
    message = next(text for text in error_texts() if path.name in text)
    assert f"line {line}" in message and key in message and allowed in message, message
    assert window.settings() == settings
    close_error_dialogs()
