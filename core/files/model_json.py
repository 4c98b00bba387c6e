"""Trained models as JSON: weights, intercepts, classes and settings (or the dual form of a kernel model).

``load_model`` gives back a fitted estimator of :mod:`core.learn.estimators` that
predicts exactly as the saved one did (floats are written with repr precision).
Nothing is ever unpickled or evaluated.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from core.files.atomic import atomic_write_text

if TYPE_CHECKING:
    from core.learn.engine import Learner
    from core.session.settings import TrainingSettings

FORMAT = "perceptron-studio-model"
VERSION = 1
CLASS_NAMES = {
    "perceptron": "Perceptron",
    "averaged": "AveragedPerceptron",
    "voted": "VotedPerceptron",
    "kernel": "KernelPerceptron",
    "batch": "BatchPerceptron",
}
_ARRAYS = ("coef_", "intercept_", "coefs_", "intercepts_", "votes_", "support_", "support_vectors_", "dual_coef_")


class ModelFileError(ValueError):
    """A model file could not be read: the message names the file and the problem."""


def model_from_estimator(estimator: Any) -> dict[str, Any]:
    """The JSON-ready description of a fitted estimator of :mod:`core.learn.estimators`."""
    params = estimator.get_params()
    if callable(params.get("kernel")):
        raise ValueError("A model with a Python callable kernel cannot be saved: only linear, poly and rbf can.")
    if "gamma" in params:
        params["gamma"] = float(estimator.kernel_.gamma)  # the value actually used ("scale" resolved)
    arrays = {name: getattr(estimator, name).tolist() for name in _ARRAYS if hasattr(estimator, name)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "estimator": type(estimator).__name__,
        "params": params,
        "classes": estimator.classes_.tolist(),
        "n_features": int(estimator.n_features_in_),
        **arrays,
    }


def model_from_learner(learner: Learner, classes: np.ndarray, settings: TrainingSettings) -> dict[str, Any]:
    """The same description for the app's current training state (what the canvas shows)."""
    from core.learn import history

    params: dict[str, Any] = {
        "fit_intercept": settings.fit_intercept,
        "eta0": settings.eta,
        "max_iter": settings.max_epochs,
        "shuffle": settings.order == "shuffle",
        "random_state": settings.seed,
        "zero_score": settings.zero_score,
    }
    arrays: dict[str, Any] = {"intercept_": learner.intercept.tolist()}
    if learner.variant == "kernel":
        assert learner.kernel is not None
        params.update(kernel=settings.kernel, degree=settings.degree, gamma=learner.kernel.gamma, coef0=settings.coef0)
        support = np.flatnonzero((learner.alpha != 0).any(axis=1))
        arrays.update(
            support_=support.tolist(),
            support_vectors_=learner.X[support].tolist(),
            dual_coef_=learner.alpha[support].T.tolist(),
        )
    elif learner.variant == "averaged":
        coef, intercept = learner.averaged()
        arrays.update(coef_=coef.tolist(), intercept_=intercept.tolist())
    else:
        arrays["coef_"] = learner.coef.tolist()
    if learner.variant == "voted":
        Ws, bs = history.weight_path(
            learner.X, learner.y_idx, learner.history, learner.W0, learner.B0, learner.eta, learner.fit_intercept
        )
        if not learner.multiclass:
            Ws, bs = Ws[:, 0, :], bs[:, 0]
        arrays.update(
            coefs_=Ws.tolist(), intercepts_=bs.tolist(), votes_=history.votes(learner.history, 0, learner.t).tolist()
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "estimator": CLASS_NAMES[learner.variant],
        "params": params,
        "classes": np.asarray(classes).tolist(),
        "n_features": int(learner.X.shape[1]),
        **arrays,
    }


def save_model(model: dict[str, Any], path: str | os.PathLike) -> None:
    """Write a model description as JSON, atomically (see :func:`core.files.atomic.atomic_write_text`)."""
    atomic_write_text(path, json.dumps(model))


def load_model(path: str | os.PathLike) -> Any:
    """A fitted estimator from a model file (raises ModelFileError saying what is wrong)."""
    import core.learn.estimators as estimators

    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ModelFileError(f"{path}: cannot be read as a model ({error}).") from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ModelFileError(f"{path}: not a Perceptron Studio model (its format tag is not {FORMAT!r}).")
    if data.get("version") != VERSION:
        raise ModelFileError(f"{path}: model version {data.get('version')!r} is not supported (only {VERSION}).")
    name = data.get("estimator")
    if name not in CLASS_NAMES.values():
        raise ModelFileError(f"{path}: unknown estimator {name!r}; known: {', '.join(CLASS_NAMES.values())}.")
    try:
        estimator = getattr(estimators, str(name))(**data["params"])
        estimator.classes_ = np.asarray(data["classes"])
        estimator.n_features_in_ = int(data["n_features"])
        for key in _ARRAYS:
            if key in data:
                dtype = np.int64 if key in ("votes_", "support_") else np.float64
                setattr(estimator, key, np.asarray(data[key], dtype=dtype))
        if name == "KernelPerceptron":
            from core.learn.kernels import make_kernel

            p = data["params"]
            estimator.kernel_ = make_kernel(
                p["kernel"], np.zeros((1, estimator.n_features_in_)), degree=p["degree"], gamma=p["gamma"],
                coef0=p["coef0"],
            )  # fmt: skip
    except (KeyError, TypeError, ValueError) as error:
        raise ModelFileError(f"{path}: the model is incomplete or malformed ({error}).") from error
    return estimator
