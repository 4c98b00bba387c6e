"""The SGD learners' settings (schedule, power, alpha): checked by the one validator, saved and read back."""

import json

import pytest

from core.files.document_json import load_document, save_document
from core.session.points import PointSet
from core.session.settings import SettingsError, TrainingSettings, setting_problem


def test_sgd_settings_survive_a_json_round_trip(tmp_path):
    settings = TrainingSettings(variant="hinge", eta=0.05, schedule="invscaling", power_t=0.75, alpha=0.01)
    path = tmp_path / "svm.json"
    save_document(path, PointSet([[0.0, 1.0], [2.0, -1.0]], [-1, 1]), settings)
    stored = json.loads(path.read_text())["settings"]
    assert (stored["variant"], stored["schedule"], stored["power_t"], stored["alpha"]) == (
        "hinge", "invscaling", 0.75, 0.01,
    )  # fmt: skip
    assert load_document(path).settings == settings


def test_a_document_without_them_takes_the_defaults(tmp_path):
    path = tmp_path / "old.json"
    path.write_text('{"format": "perceptron-studio", "version": 1, "points": [[0, 0, -1], [1, 1, 1]],'
                    ' "settings": {"variant": "logistic"}}')  # fmt: skip
    settings = load_document(path).settings
    got = (settings.variant, settings.schedule, settings.power_t, settings.alpha)
    assert got == ("logistic", "constant", 0.5, 1e-4)


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("schedule", "optimal", "one of constant, 1/t, invscaling"),
        ("schedule", 1, "one of constant, 1/t, invscaling"),
        ("power_t", -0.5, "a number from 0 to 4"),
        ("power_t", "0.5", "a number from 0 to 4"),
        ("alpha", -1e-4, "a number from 0 to 1000"),
        ("alpha", float("nan"), "a number from 0 to 1000"),
        ("variant", "svm", "logistic, hinge"),
    ],
)
def test_a_bad_sgd_setting_says_what_is_allowed(name, value, says):
    assert says in (setting_problem(name, value) or "")
    with pytest.raises(SettingsError, match=name):
        TrainingSettings().with_(**{name: value})
