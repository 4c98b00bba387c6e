"""An exported model loads back into an estimator that predicts identically."""

import json
import warnings

import numpy as np
import pytest

import core
from core.files.model_json import ModelFileError, load_model, model_from_estimator, model_from_learner, save_model
from core.session.settings import TrainingSettings, make_learner


def _data(classes, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(120, 2)) * 2
    y = np.argmax(X @ rng.normal(size=(2, classes)) + 0.5 * rng.normal(size=(120, classes)), axis=1)
    return X, (np.array(["cat", "dog", "emu"])[y] if classes == 3 else y * 2 - 1)


@pytest.mark.parametrize("classes", [2, 3])
@pytest.mark.parametrize("name", core._ESTIMATORS)
def test_saved_estimator_predicts_identically(tmp_path, name, classes):
    X, y = _data(classes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est = getattr(core, name)(max_iter=15, eta0=0.7).fit(X, y)
    path = tmp_path / "model.json"
    save_model(model_from_estimator(est), path)
    loaded = load_model(path)
    assert type(loaded) is type(est)
    grid = np.random.default_rng(1).normal(size=(500, 2)) * 3
    np.testing.assert_array_equal(loaded.predict(grid), est.predict(grid))
    np.testing.assert_array_equal(loaded.decision_function(grid), est.decision_function(grid))


@pytest.mark.parametrize("variant", ["perceptron", "averaged", "voted", "kernel", "batch"])
def test_the_apps_training_state_exports_to_an_estimator_that_predicts_what_the_canvas_shows(tmp_path, variant):
    X, y = _data(2, seed=3)
    settings = TrainingSettings(variant=variant, eta=0.5, gamma=0.8)
    learner = make_learner(settings, X, y)
    for _ in range(4):
        learner.run_epoch()
    path = tmp_path / "m.json"
    save_model(model_from_learner(learner, np.unique(y), settings), path)
    est = load_model(path)
    grid = np.random.default_rng(2).normal(size=(300, 2)) * 3
    if variant == "voted":  # predicts by the votes of every hypothesis: check those were all exported
        assert est.votes_.sum() == learner.t
        assert len(est.coefs_) == learner.n_mistakes + 1
        return
    if variant == "averaged":  # the averaged model is the dashed boundary
        coef, intercept = learner.averaged()
        scores = grid @ coef.T + intercept
    else:
        scores = learner.scores(grid)
    np.testing.assert_array_equal(est.predict(grid), np.unique(y)[learner.predict_index(scores)])


@pytest.mark.parametrize(
    ("content", "phrase"),
    [
        ("{not json", "cannot be read as a model"),
        (json.dumps({"format": "other"}), "not a Perceptron Studio model"),
        (json.dumps({"format": "perceptron-studio-model", "version": 9}), "version 9 is not supported"),
        (
            json.dumps({"format": "perceptron-studio-model", "version": 1, "estimator": "os.system"}),
            "unknown estimator",
        ),
        (
            json.dumps({"format": "perceptron-studio-model", "version": 1, "estimator": "Perceptron", "params": {}}),
            "incomplete or malformed",
        ),
    ],
)
def test_bad_model_files_say_what_is_wrong(tmp_path, content, phrase):
    path = tmp_path / "bad model.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ModelFileError, match=phrase) as info:
        load_model(path)
    assert "bad model.json" in str(info.value)
