"""Issue 29, item 9: ``core.load_model`` refuses a state it cannot use.  A model that loads can predict, go on
training (``partial_fit``), be fitted again and be saved and loaded again; a file whose state would break one of
these (scikit-learn's path without its averages, ``class_weight`` as a JSON object, a group of averaging arrays
with one missing) is a ``core.ModelFileError`` naming the file, at load."""

from __future__ import annotations

import copy
import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import core
from core.files.model_json import model_from_estimator

RNG = np.random.default_rng(0)
X = RNG.normal(size=(40, 2))
Y = (X[:, 0] + 0.3 * X[:, 1] > 0).astype(int)
CASES = {
    "averaged, scikit-learn's path": ("AveragedPerceptron", {}, True),
    "averaged, shuffled": ("AveragedPerceptron", {"shuffle": True, "random_state": 1}, True),
    "averaged, the teaching path": ("AveragedPerceptron", {}, False),
    "perceptron, class weights": ("Perceptron", {"class_weight": {0: 1.0, 1: 2.0}}, False),
    "logistic, averaged": ("LogisticClassifier", {"average": True}, False),
    "hinge, class weights": ("HingeClassifier", {"class_weight": {1: 3.0}}, False),
}


def fitted(name: str, params: dict[str, Any], weighted: bool) -> dict[str, Any]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        estimator = getattr(core, name)(max_iter=5, **params)
        estimator.fit(X, Y, sample_weight=np.ones(len(Y)) if weighted else None)
    return model_from_estimator(estimator)


def changes(model: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each state key left out; scikit-learn's path switched on; class_weight as the JSON object a hand would write."""
    for key in model["state"]:
        changed = copy.deepcopy(model)
        del changed["state"][key]
        yield f"without {key}", changed
    changed = copy.deepcopy(model)
    changed["state"]["_on_sgd_path"] = True
    yield "on scikit-learn's path", changed
    if isinstance(model["params"].get("class_weight"), list):
        changed = copy.deepcopy(model)
        changed["params"]["class_weight"] = {str(k): w for k, w in model["params"]["class_weight"]}
        yield "class_weight as an object", changed


def usable(model: Any, path: Path) -> None:
    """What a user does with a loaded model: predict, go on training, save and load it, fit it again."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert model.predict(X).shape == Y.shape
        model.partial_fit(X, Y)
        core.save_model(model, path)
        core.load_model(path).partial_fit(X, Y)
        model.fit(X, Y)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_model_that_loads_can_go_on_training_be_saved_and_fitted_again(tmp_path: Path, case: str):
    path = tmp_path / "model.json"
    failures = []
    for what, model in changes(fitted(*CASES[case])):
        path.write_text(json.dumps(model))
        try:
            loaded = core.load_model(path)
        except core.ModelFileError as error:
            assert "model.json" in str(error)
            continue
        try:
            usable(loaded, tmp_path / "again.json")
        except Exception as error:  # every failure is collected and shown
            failures.append(f"{what}: {type(error).__name__}: {error}")
    assert not failures, "\n".join(failures)


def test_class_weight_as_a_json_object_is_refused_saying_how_it_is_written(tmp_path: Path):
    model = fitted("Perceptron", {"class_weight": {0: 1.0, 1: 2.0}}, False)
    model["params"]["class_weight"] = {"0": 1.0, "1": 2.0}
    path = tmp_path / "model.json"
    path.write_text(json.dumps(model))
    with pytest.raises(core.ModelFileError, match=r"class_weight.*\[label, weight\]"):
        core.load_model(path)


@pytest.mark.parametrize("key", ["_standard_coef", "_standard_intercept"])
def test_scikit_learns_path_without_its_averages_is_refused_naming_them(tmp_path: Path, key: str):
    model = fitted("AveragedPerceptron", {}, True)
    del model["state"][key]
    path = tmp_path / "model.json"
    path.write_text(json.dumps(model))
    with pytest.raises(core.ModelFileError, match=key):
        core.load_model(path)
