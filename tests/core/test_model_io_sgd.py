"""LogisticClassifier and HingeClassifier saved as model files load back predicting identically."""

import json
import warnings

import numpy as np
import pytest

import core
from core.files.model_json import ModelFileError, load_model, model_from_estimator, save_model
from tests.core.test_model_io import _data


def _fitted(name, classes, **params):
    X, y = _data(classes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return getattr(core, name)(max_iter=15, **params).fit(X, y)


@pytest.mark.parametrize("classes", [2, 3])
@pytest.mark.parametrize(
    ("name", "params"),
    [
        ("LogisticClassifier", {}),
        ("LogisticClassifier", {"average": True, "learning_rate": "invscaling", "penalty": "l2"}),
        ("HingeClassifier", {"alpha": 0.01, "class_weight": "balanced"}),
    ],
)
def test_a_saved_sgd_model_loads_predicting_and_giving_probabilities_as_the_saved_one(tmp_path, name, params, classes):
    est = _fitted(name, classes, **params)
    path = tmp_path / "model.json"
    save_model(est, path)
    loaded = load_model(path)
    assert type(loaded) is type(est)
    assert loaded.get_params() == est.get_params()
    grid = np.random.default_rng(1).normal(size=(500, 2)) * 3
    np.testing.assert_array_equal(loaded.predict(grid), est.predict(grid))
    np.testing.assert_array_equal(loaded.decision_function(grid), est.decision_function(grid))
    if name == "LogisticClassifier":
        np.testing.assert_array_equal(loaded.predict_proba(grid), est.predict_proba(grid))
        np.testing.assert_array_equal(loaded.predict_log_proba(grid), est.predict_log_proba(grid))
    else:
        assert not hasattr(loaded, "predict_proba")


def test_a_loaded_sgd_model_goes_on_training_as_the_saved_one_would(tmp_path):
    X, y = _data(2)
    est = _fitted("LogisticClassifier", 2, average=True)
    path = tmp_path / "model.json"
    save_model(est, path)
    loaded = load_model(path)
    est.partial_fit(X, y)
    loaded.partial_fit(X, y)
    np.testing.assert_array_equal(loaded.coef_, est.coef_)
    np.testing.assert_array_equal(loaded.intercept_, est.intercept_)


@pytest.mark.parametrize(
    ("change", "phrase"),
    [
        (lambda m: m.__setitem__("coef_", [[1.0, 2.0, 3.0]]), r"coef_ has shape \(1, 3\), expected \(1, 2\)"),
        (lambda m: m["params"].__setitem__("alpha", -1.0), "alpha"),
        (lambda m: m["params"].__setitem__("loss", "hinge"), "trains loss='log_loss', not loss='hinge'"),
        (lambda m: m.__setitem__("estimator", "SGDClassifier"), "unknown estimator 'SGDClassifier'"),
        (lambda m: m.pop("intercept_"), "LogisticClassifier needs intercept_"),
    ],
)
def test_a_bad_sgd_model_file_says_what_is_wrong(tmp_path, change, phrase):
    model = json.loads(json.dumps(model_from_estimator(_fitted("LogisticClassifier", 2))))
    change(model)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(model), encoding="utf-8")
    with pytest.raises(ModelFileError, match=phrase) as error:
        load_model(path)
    assert "bad.json" in str(error.value)


@pytest.mark.parametrize(
    ("variant", "schedule"),
    [("logistic", "1/t"), ("logistic", "constant"), ("hinge", "invscaling"), ("hinge", "constant")],
)
def test_the_apps_sgd_run_exports_to_an_estimator_that_predicts_what_the_canvas_shows(tmp_path, variant, schedule):
    from core.files.model_json import model_from_sgd_run
    from core.session.engine_run import make_learner
    from core.session.settings import TrainingSettings

    X, y = _data(2, seed=3)
    settings = TrainingSettings(variant=variant, eta=0.5, schedule=schedule, alpha=0.01)
    run = make_learner(settings, X, y)
    for _ in range(3):
        run.run_epoch()
    path = tmp_path / "m.json"
    save_model(model_from_sgd_run(run, np.unique(y), settings), path)
    est = load_model(path)
    assert type(est).__name__ == {"logistic": "LogisticClassifier", "hinge": "HingeClassifier"}[variant]
    grid = np.random.default_rng(2).normal(size=(300, 2)) * 3
    scores = run.scores(grid)[:, 0]
    np.testing.assert_array_equal(est.decision_function(grid), scores)
    np.testing.assert_array_equal(est.predict(grid), np.where(scores > 0, 1, -1))
    if variant == "logistic":
        np.testing.assert_allclose(est.predict_proba(grid)[:, 1], run.probability(grid), rtol=1e-12)
    if schedule == "1/t":
        assert est.learning_rate == "invscaling" and est.power_t == 1.0
