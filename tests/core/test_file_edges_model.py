"""Edges of ``core.load_model`` found by fuzzing (issue 17, item 13): files that are not regular files are refused
without being opened for a blocking read, and every value is checked before an estimator is built, so that only
``core.ModelFileError`` escapes and a model that loads can predict."""

from __future__ import annotations

import json
import os
import threading
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import core
from core.files.model_json import model_from_estimator


def fitted(name: str = "Perceptron", **params: Any) -> dict[str, Any]:
    rng = np.random.default_rng(0)
    X = rng.normal(size=(40, 2))
    y = (X[:, 0] + 0.3 * X[:, 1] > 0).astype(int)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return model_from_estimator(getattr(core, name)(max_iter=5, **params).fit(X, y))


def refused(tmp_path: Path, model: dict[str, Any]) -> str:
    path = tmp_path / "model.json"
    path.write_text(json.dumps(model))
    with pytest.raises(core.ModelFileError) as caught:
        core.load_model(path)
    assert "model.json" in str(caught.value)
    return str(caught.value)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path):
    fifo = tmp_path / "model.json"
    os.mkfifo(fifo)
    outcome: list[BaseException | object] = []

    def load() -> None:
        try:
            outcome.append(core.load_model(fifo))
        except BaseException as error:  # recorded and checked below
            outcome.append(error)

    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(timeout=5)
    if reader.is_alive():  # blocked in open(): give it a writer (and so an end of file) so the thread ends
        with open(fifo, "wb"):
            pass
        reader.join(timeout=10)
        pytest.fail("load_model blocked on a FIFO until something wrote to it")
    assert isinstance(outcome[0], core.ModelFileError), outcome
    assert "not a regular file" in str(outcome[0])


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_refused_before_anything_is_read():
    with pytest.raises(core.ModelFileError, match="not a regular file"):
        core.load_model("/dev/zero")


def test_a_folder_and_a_missing_file_say_so(tmp_path: Path):
    with pytest.raises(core.ModelFileError, match="folder"):
        core.load_model(tmp_path)
    with pytest.raises(core.ModelFileError, match="no such file"):
        core.load_model(tmp_path / "missing.json")


@pytest.mark.parametrize("version", [True, 1.0, "1", [1]])
def test_the_version_must_be_the_whole_number_1(tmp_path: Path, version: object):
    assert "version" in refused(tmp_path, {**fitted(), "version": version})


@pytest.mark.parametrize(
    ("weights", "phrase"),
    [([[1, "x"]], "class_weight"), ([[7, 2.0]], "class_weight"), ([[1, -2.0]], "class_weight"),
     ([[1, 10**400]], "class_weight")],
)  # fmt: skip
def test_class_weights_are_checked_against_the_classes(tmp_path: Path, weights: list, phrase: str):
    model = fitted(class_weight={1: 2.0})
    model["params"]["class_weight"] = weights
    assert phrase in refused(tmp_path, model)


@pytest.mark.parametrize(
    ("param", "value"),
    [("eta0", 10**400), ("max_iter", 10**400), ("alpha", 10**400)],
    ids=["eta0", "max_iter", "alpha"],
)
def test_a_number_a_float_or_int64_cannot_hold_is_refused_in_params(tmp_path: Path, param: str, value: int):
    model = fitted()
    model["params"][param] = value
    assert param in refused(tmp_path, model)


@pytest.mark.parametrize(("param", "value"), [("degree", 10**6), ("coef0", 1e300)])
def test_a_kernel_that_cannot_score_its_own_support_vectors_is_refused(tmp_path: Path, param: str, value: object):
    model = fitted("KernelPerceptron", kernel="poly", degree=2)
    model["params"][param] = value
    assert "not finite" in refused(tmp_path, model)


def test_what_loads_predicts_finite_scores_on_the_support_vectors(tmp_path: Path):
    path = tmp_path / "model.json"
    path.write_text(json.dumps(fitted("KernelPerceptron", kernel="poly", degree=3, coef0=2.0)))
    model = core.load_model(path)
    assert np.isfinite(model.decision_function(model.support_vectors_)).all()
