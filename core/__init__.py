"""Perceptron Studio's Qt-free core: the training engine, kernels, history and estimators.

``import core`` loads NumPy and numba only.  The scikit-learn estimators
(``Perceptron``, ``AveragedPerceptron``, ``VotedPerceptron``,
``KernelPerceptron``, ``BatchPerceptron``) live in :mod:`core.learn.estimators`,
which is imported on first access to one of those names (PEP 562), so that
the GUI starts without paying for scikit-learn.
"""

from __future__ import annotations

import importlib
from typing import Any

_ESTIMATORS = ("Perceptron", "AveragedPerceptron", "VotedPerceptron", "KernelPerceptron", "BatchPerceptron")

__all__ = list(_ESTIMATORS)


def __getattr__(name: str) -> Any:
    if name in _ESTIMATORS:
        return getattr(importlib.import_module("core.learn.estimators"), name)
    raise AttributeError(f"module 'core' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_ESTIMATORS))
