"""Perceptron Studio's Qt-free core: the training engine, kernels, history and estimators.

``import core`` loads NumPy and numba only.  The scikit-learn estimators
(``Perceptron``, ``AveragedPerceptron``, ``VotedPerceptron``,
``KernelPerceptron``, ``BatchPerceptron``) live in :mod:`core.learn.estimators` and
logistic regression and the linear SVM by SGD (``LogisticClassifier``, ``HingeClassifier``)
in :mod:`core.learn.sgd_estimators`; each module is imported on first access to one of its
names (PEP 562), so that the GUI starts without paying for scikit-learn.  Model files are read and written by
``save_model(estimator, path)`` and ``load_model(path)`` (any bad file raises
``ModelFileError``, a ValueError naming the file), loaded the same way from
:mod:`core.files.model_json`.
"""

from __future__ import annotations

import importlib
from typing import Any

_ESTIMATORS = ("Perceptron", "AveragedPerceptron", "VotedPerceptron", "KernelPerceptron", "BatchPerceptron")
_SGD_ESTIMATORS = ("LogisticClassifier", "HingeClassifier")
_MODEL_FILES = ("save_model", "load_model", "ModelFileError")

__all__ = [*_ESTIMATORS, *_SGD_ESTIMATORS, *_MODEL_FILES]


def __getattr__(name: str) -> Any:
    if name in _ESTIMATORS:
        return getattr(importlib.import_module("core.learn.estimators"), name)
    if name in _SGD_ESTIMATORS:
        return getattr(importlib.import_module("core.learn.sgd_estimators"), name)
    if name in _MODEL_FILES:
        return getattr(importlib.import_module("core.files.model_json"), name)
    raise AttributeError(f"module 'core' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_ESTIMATORS) + list(_SGD_ESTIMATORS) + list(_MODEL_FILES))
