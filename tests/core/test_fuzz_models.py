"""Fuzzing ``core.load_model``: any change to a saved model, and any bytes, either load a model that predicts
or raise ``core.ModelFileError`` (the one documented error), quickly.  Fixed seed, CI-sized budget."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

import core
from core.files.model_json import model_from_estimator
from tests.fuzzing import ACCEPTED, CLEAN_ERROR, outcome

FUZZ = settings(
    max_examples=150, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)  # with @seed(17): the same examples in every run
KINDS = [
    ("Perceptron", 2, {"class_weight": {1: 2.0}}),
    ("AveragedPerceptron", 3, {"multiclass": "ovr"}),
    ("VotedPerceptron", 2, {"shuffle": True, "random_state": 3}),
    ("KernelPerceptron", 2, {"kernel": "poly", "degree": 2}),
    ("BatchPerceptron", 3, {}),
]


def saved_model(kind: int) -> str:
    """The JSON text of a small fitted model of each kind (two or three classes)."""
    name, n_classes, params = KINDS[kind]
    rng = np.random.default_rng(kind)
    X = rng.normal(size=(40, 2))
    y = np.argmax(X @ rng.normal(size=(2, n_classes)), axis=1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        estimator = getattr(core, name)(max_iter=3, **params).fit(X, y)
    return json.dumps(model_from_estimator(estimator))


MODELS = [saved_model(kind) for kind in range(len(KINDS))]
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([0, -1, 1, 2, 2**31, 2**63, 2**64, 10**30, 10**400])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["", "x", "rbf", "poly", "linear", "scale", "auto", "balanced", "float32", "float64"])
    | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10,
)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a parsed JSON value: keys of objects and indices of (the first few items of) lists."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:3]):
            found += paths(item, (*prefix, i))
    return found


@st.composite
def mutated_models(draw: st.DrawFn) -> str:
    """A saved model with one to three places replaced, deleted, or given a new key; or numbers spelled oddly."""
    model = json.loads(draw(st.sampled_from(MODELS)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(paths(model)[1:]))
        parent = model
        for step in where[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "replace", "delete", "add"]))
        if action == "delete" and isinstance(parent, dict):
            del parent[where[-1]]
        elif action == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(json_values)
        else:
            parent[where[-1]] = draw(json_values)
    text = json.dumps(model)
    spelling = draw(st.sampled_from(["", "NaN", "Infinity", "-Infinity", "1e400", "1" * 5000, "[" * 3000]))
    if spelling and draw(st.booleans()):
        numbers = [i for i, c in enumerate(text) if c in "0123456789" and text[i - 1] in " [:,"]
        if numbers:
            i = draw(st.sampled_from(numbers))
            end = i
            while end < len(text) and text[end] in "0123456789.e-+":
                end += 1
            text = text[:i] + spelling + text[end:]
    return text


def loads_and_predicts_or_refuses(path: Path) -> None:
    try:
        model = core.load_model(path)
    except core.ModelFileError as error:
        assert path.name in str(error)
        outcome(CLEAN_ERROR)
        return
    X = np.random.default_rng(0).normal(size=(5, model.n_features_in_))
    with np.errstate(over="ignore"):  # weights of 1e308 may score +-inf: still a side
        predicted = model.predict(X)
    assert predicted.shape == (5,) and set(predicted.tolist()) <= set(model.classes_.tolist())
    outcome(ACCEPTED)


@FUZZ
@seed(17)
@given(text=mutated_models())
def test_any_change_to_a_saved_model_loads_a_model_that_predicts_or_is_a_model_file_error(
    tmp_path: Path, text: str
) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    loads_and_predicts_or_refuses(path)


@FUZZ
@seed(17)
@given(data=st.binary(max_size=200), kind=st.integers(0, len(KINDS) - 1), cut=st.floats(0, 1))
def test_any_bytes_or_truncation_is_a_model_file_error_or_a_model(tmp_path: Path, data: bytes, kind: int, cut: float):
    path = tmp_path / "fuzz.json"
    path.write_bytes(data)
    loads_and_predicts_or_refuses(path)
    whole = MODELS[kind].encode()
    path.write_bytes(whole[: int(len(whole) * cut)] + data[:8])
    loads_and_predicts_or_refuses(path)


def test_the_saved_models_themselves_load_and_predict(tmp_path: Path) -> None:
    for kind in range(len(KINDS)):
        path = tmp_path / f"model{kind}.json"
        path.write_text(MODELS[kind])
        loads_and_predicts_or_refuses(path)
        assert type(core.load_model(path)).__name__ == KINDS[kind][0]
