"""Trained models as JSON: weights, intercepts, classes, settings and the state to go on training.

``save_model(estimator, path)`` writes a fitted estimator of :mod:`core.learn.estimators` or
:mod:`core.learn.sgd_estimators` (``LogisticClassifier``, ``HingeClassifier``);
``load_model(path)`` gives back one that predicts exactly as the saved one did (floats are
written with repr precision and read back in the saved dtype, float32 or float64) and whose
``partial_fit`` continues exactly as the saved one's would have: the file keeps the counters,
the averaging sums (of the teaching engine and of scikit-learn's path), scikit-learn's step
count ``t`` and the shuffling generator's state.  ``class_weight`` keeps its keys' types (a
JSON object could only have string keys, so it is written as ``[key, weight]`` pairs), so a
loaded model can be fitted again; a sparsified ``coef_`` is written dense and read back as a
CSR matrix.

Reading is bounded: only a regular file is read (opened without blocking, so a FIFO or a device
such as /dev/zero is refused, not waited on or read forever), a file larger than
:data:`MAX_MODEL_BYTES` is refused before it is read, and one with more brackets than a model's
numbers need before it is parsed (so parsing costs at most about 30 times the file's size in
memory: measured 1.8 GB and 9 s for a 64 MiB file of one-number lists, the worst shape that
passes); every array's shape is checked against the classes and ``n_features``, every number
must be finite (parameters: held by a float64 or an int64), class weights must name classes
(as ``[label, weight]`` pairs; an object is refused), a state must hold every averaging array its path needs
to go on training (scikit-learn's path with ``_on_sgd_path``, the averaged perceptron's teaching path otherwise),
and the loaded model must score the origin and its own support vectors with finite numbers
before it is returned.  Any problem raises :class:`ModelFileError` (a ValueError naming the
file).  Nothing is ever unpickled or evaluated.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from core.files.atomic import atomic_write_text

if TYPE_CHECKING:
    from core.learn.engine import Learner
    from core.session.engine_run import TrainingRun
    from core.session.settings import TrainingSettings
    from core.session.sgd_run import SgdRun

FORMAT = "perceptron-studio-model"
VERSION = 1
MAX_MODEL_BYTES = 64 * 1024 * 1024
"""Model files larger than this (64 MiB) are refused before reading."""
MAX_FEATURES = 1 << 24
"""Most features a model file may declare."""
_MAX_COUNT = 1 << 62
CLASS_NAMES = {
    "perceptron": "Perceptron",
    "averaged": "AveragedPerceptron",
    "voted": "VotedPerceptron",
    "kernel": "KernelPerceptron",
    "batch": "BatchPerceptron",
}
SGD_CLASS_NAMES = ("LogisticClassifier", "HingeClassifier")
"""The estimators of :mod:`core.learn.sgd_estimators` a model file may hold."""
_ARRAYS = ("coef_", "intercept_", "coefs_", "intercepts_", "votes_", "support_", "support_vectors_", "dual_coef_")
_INT_ARRAYS = ("votes_", "support_", "mistakes_per_epoch_")
_REQUIRED = {
    "Perceptron": ("coef_", "intercept_"),
    "AveragedPerceptron": ("coef_", "intercept_"),
    "BatchPerceptron": ("coef_", "intercept_"),
    "VotedPerceptron": ("coef_", "intercept_", "coefs_", "intercepts_", "votes_"),
    "KernelPerceptron": ("intercept_", "support_", "support_vectors_", "dual_coef_"),
    "LogisticClassifier": ("coef_", "intercept_"),
    "HingeClassifier": ("coef_", "intercept_"),
}
# What partial_fit needs to go on exactly: counters, averaging sums, scikit-learn's step count.
_STATE_ARRAYS = (
    "mistakes_per_epoch_",
    "_standard_coef", "_standard_intercept", "_average_coef", "_average_intercept",  # scikit-learn's path
    "_last_coef", "_last_intercept", "_sum_coef", "_sum_intercept",  # the teaching engine's averages
)  # fmt: skip
_ALIASES = ("_standard_coef", "_standard_intercept", "_average_coef", "_average_intercept")
_SGD_AVERAGES = ("_standard_coef", "_standard_intercept", "_average_coef", "_average_intercept")
_TEACHING_AVERAGES = ("_last_coef", "_last_intercept", "_sum_coef", "_sum_intercept")
_STATE_INTS = ("n_iter_", "t_", "n_mistakes_", "votes_dropped_", "_n_seen")
_STATE_BOOLS = ("converged_", "_on_sgd_path")


class ModelFileError(ValueError):
    """A model file could not be read: the message names the file and the problem."""


class _MalformedError(ValueError):
    """A problem in a model file's content (becomes a ModelFileError naming the file)."""


# ------------------------------------------------------------------- writing
def _json_value(name: str, value: Any) -> Any:
    """A parameter's value as JSON can hold it (numpy scalars as Python numbers)."""
    if isinstance(value, np.generic):
        return value.item()
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise ValueError(
        f"The parameter {name}={value!r} cannot be saved in a model file: use a number, a string or None "
        "(an int random_state, not a generator)."
    )


def _params(estimator: Any) -> dict[str, Any]:
    params = dict(estimator.get_params())
    if callable(params.get("kernel")):
        raise ValueError("A model with a Python callable kernel cannot be saved: only linear, poly and rbf can.")
    out: dict[str, Any] = {}
    for name, value in params.items():
        if name == "class_weight" and isinstance(value, dict):
            # [key, weight] pairs: a JSON object's keys would all become strings
            out[name] = [[_json_value("class_weight", k), float(w)] for k, w in value.items()]
        else:
            out[name] = _json_value(name, value)
    return out


def _rng_state(rng: np.random.RandomState) -> dict[str, Any]:
    _, keys, pos, has_gauss, cached = rng.get_state(legacy=True)
    return {
        "keys": np.asarray(keys).tolist(),
        "pos": int(pos),
        "has_gauss": int(has_gauss),
        "cached_gaussian": float(cached),
    }


def model_from_estimator(estimator: Any) -> dict[str, Any]:
    """The JSON-ready description of a fitted estimator of :mod:`core.learn.estimators` or
    :mod:`core.learn.sgd_estimators`."""
    if not hasattr(estimator, "classes_"):
        raise ValueError(f"This {type(estimator).__name__} is not fitted yet: there is no model to save.")
    params = _params(estimator)
    arrays: dict[str, Any] = {}
    sparse: list[str] = []
    floats: list[np.dtype] = []
    for name in _ARRAYS:
        value = getattr(estimator, name, None)
        if value is None:
            continue
        if hasattr(value, "toarray"):  # coef_ after sparsify(): stored dense, read back sparse
            value = value.toarray()
            sparse.append(name)
        value = np.asarray(value)
        if value.dtype.kind == "f":
            floats.append(value.dtype)
        arrays[name] = value.tolist()
    state: dict[str, Any] = {}
    for name in _STATE_ARRAYS:
        value = getattr(estimator, name, None)
        if isinstance(value, np.ndarray):
            if value.dtype.kind == "f":
                floats.append(value.dtype)
            state[name] = value.tolist()
    for name in _STATE_INTS:
        if hasattr(estimator, name):
            state[name] = int(getattr(estimator, name))
    for name in _STATE_BOOLS:
        if hasattr(estimator, name):
            state[name] = bool(getattr(estimator, name))
    if hasattr(estimator, "_sgd_t"):
        state["_sgd_t"] = float(estimator._sgd_t)
    aliases = {}
    for name in ("coef_", "intercept_"):
        value = getattr(estimator, name, None)
        for other in _ALIASES:
            shared = isinstance(value, np.ndarray) and isinstance(state.get(other), list)
            if shared and np.shares_memory(value, getattr(estimator, other)):
                aliases[name] = other
    if aliases:  # scikit-learn's path writes through coef_/intercept_ into the array they are
        state["aliases"] = aliases
    if hasattr(estimator, "kernel_"):
        state["kernel_gamma"] = float(estimator.kernel_.gamma)  # the value in use ("scale" resolved)
    if params.get("shuffle") and isinstance(getattr(estimator, "_rng", None), np.random.RandomState):
        state["_rng"] = _rng_state(estimator._rng)
    dtype = np.result_type(*floats) if floats else np.dtype(np.float64)
    model: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "estimator": type(estimator).__name__,
        "params": params,
        "classes": estimator.classes_.tolist(),
        "n_features": int(estimator.n_features_in_),
        "dtype": str(dtype),
        **arrays,
        "state": state,
    }
    if sparse:
        model["sparse"] = sparse
    if hasattr(estimator, "feature_names_in_"):
        model["feature_names"] = [str(name) for name in estimator.feature_names_in_]
    return model


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
            learner.X,
            learner.y_idx,
            learner.history,
            learner.W0,
            learner.B0,
            learner.eta,
            learner.fit_intercept,
            learner.constant,
        )
        if not learner.multiclass:
            Ws, bs = Ws[:, 0, :], bs[:, 0]
        arrays.update(
            coefs_=Ws.tolist(), intercepts_=bs.tolist(), votes_=history.votes(learner.history, 0, learner.t).tolist()
        )
    # What partial_fit needs to go on from here (a new epoch starts; the counters count complete ones).
    state: dict[str, Any] = {
        "n_iter_": learner.epoch,
        "t_": learner.t,
        "n_mistakes_": learner.n_mistakes,
        "converged_": bool(learner.converged),
        "mistakes_per_epoch_": [int(m) for m in learner.mistakes_per_epoch],
    }
    if learner.variant == "averaged":
        sum_W, sum_b, _ = learner.averaging_state()
        state.update(
            _last_coef=learner.coef.tolist(), _last_intercept=learner.intercept.tolist(),
            _sum_coef=sum_W.tolist(), _sum_intercept=sum_b.tolist(),
        )  # fmt: skip
    if learner.variant == "kernel":
        state["_n_seen"] = learner.n_samples
    return {
        "format": FORMAT,
        "version": VERSION,
        "estimator": CLASS_NAMES[learner.variant],
        "params": params,
        "classes": np.asarray(classes).tolist(),
        "n_features": int(learner.X.shape[1]),
        **arrays,
        "state": state,
    }


def model_from_run(run: TrainingRun, classes: np.ndarray, settings: TrainingSettings) -> dict[str, Any]:
    """The description of the window's run ``run`` (see :func:`core.session.engine_run.start_run`) as an
    estimator: :func:`model_from_learner` of a perceptron's, :func:`model_from_sgd_run` of an SGD run's."""
    from core.session.engine_run import EngineRun

    if isinstance(run, EngineRun):
        return model_from_learner(run.learner, classes, settings)
    return model_from_sgd_run(cast("SgdRun", run), classes, settings)


def model_from_sgd_run(run: SgdRun, classes: np.ndarray, settings: TrainingSettings) -> dict[str, Any]:
    """The description of the app's logistic regression or hinge run as a ``LogisticClassifier`` or
    ``HingeClassifier`` (w and b shown, the settings as the estimator's parameters: "1/t" is scikit-learn's
    invscaling with power_t 1).  It predicts (and gives P(y = +1 | x)) as the window shows; its ``partial_fit``
    starts the schedule over (the run's step count is kept in ``t_`` only)."""
    one_over_t = settings.schedule == "1/t"
    params: dict[str, Any] = {
        "penalty": "l2" if run.variant == "hinge" else None,
        "alpha": settings.alpha,
        "fit_intercept": settings.fit_intercept,
        "max_iter": settings.max_epochs,
        "shuffle": settings.order == "shuffle",
        "random_state": settings.seed,
        "learning_rate": "invscaling" if one_over_t else settings.schedule,
        "eta0": settings.eta,
        "power_t": 1.0 if one_over_t else settings.power_t,
    }
    return {
        "format": FORMAT,
        "version": VERSION,
        "estimator": "LogisticClassifier" if run.variant == "logistic" else "HingeClassifier",
        "params": params,
        "classes": np.asarray(classes).tolist(),
        "n_features": int(run.X.shape[1]),
        "coef_": run.W.tolist(),
        "intercept_": run.b.tolist(),
        "state": {
            "n_iter_": run.epoch,
            "t_": run.t,
            "n_mistakes_": run.n_mistakes,
            "mistakes_per_epoch_": [int(m) for m in run.mistakes_per_epoch],
        },
    }


def save_model(model: Any, path: str | os.PathLike) -> None:
    """Write a fitted estimator (or a description from :func:`model_from_estimator`, :func:`model_from_learner`
    or :func:`model_from_sgd_run`) as JSON, atomically (see :func:`core.files.atomic.atomic_write_text`)."""
    description = model if isinstance(model, dict) else model_from_estimator(model)
    atomic_write_text(path, json.dumps(description, allow_nan=False))


# ------------------------------------------------------------------- reading
def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a model may hold")


def _read(path: Path) -> Any:
    raw = _read_bytes(path)
    try:
        if raw.count(b"[") + raw.count(b"{") > len(raw) // 5 + 64:
            # A model's lists hold numbers ("[0.0], " is 7 bytes); empty lists ("[]," 3 bytes, 64 parsed)
            # would cost 20 times more memory than the file's size.
            raise ModelFileError(f"{path}: not a model (more lists and objects than a model's numbers need).")
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except ModelFileError:
        raise
    except (UnicodeDecodeError, ValueError, RecursionError, MemoryError) as error:
        raise ModelFileError(f"{path}: cannot be read as a model ({type(error).__name__}: {error}).") from error


def _read_bytes(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_MODEL_BYTES.

    Opened without blocking (a FIFO would wait for a writer) and checked to be a regular file before
    anything is read (a device such as /dev/zero never ends).
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise ModelFileError(f"{path}: no such file.") from None
    except IsADirectoryError:
        raise ModelFileError(f"{path}: is a folder, not a model file.") from None
    except OSError as error:
        raise ModelFileError(f"{path}: cannot be opened ({error.strerror or error}).") from None
    try:
        with os.fdopen(fd, "rb") as f:
            info = os.fstat(f.fileno())
            if stat.S_ISDIR(info.st_mode):
                raise ModelFileError(f"{path}: is a folder, not a model file.")
            if not stat.S_ISREG(info.st_mode):
                raise ModelFileError(
                    f"{path}: is not a regular file (a pipe, socket or device); a model is a JSON file."
                )
            if info.st_size > MAX_MODEL_BYTES:
                raise ModelFileError(f"{path}: larger than the {MAX_MODEL_BYTES // (1024 * 1024)} MiB a model may be.")
            raw = f.read(MAX_MODEL_BYTES + 1)
    except OSError as error:
        raise ModelFileError(f"{path}: cannot be read ({error.strerror or error}).") from None
    if len(raw) > MAX_MODEL_BYTES:
        raise ModelFileError(f"{path}: larger than the {MAX_MODEL_BYTES // (1024 * 1024)} MiB a model may be.")
    return raw


def _count(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _MAX_COUNT:
        raise _MalformedError(f"{name} must be a whole number >= 0, not {value!r}")
    return value


def _array(value: Any, name: str, shape: tuple[int, ...], dtype: Any) -> np.ndarray:
    """value as an array of dtype and exactly this shape, its numbers finite (ints for an integer dtype)."""
    if not isinstance(value, list):
        raise _MalformedError(f"{name} must be a list of numbers")
    arr = np.asarray(value)
    kinds = "i" if np.dtype(dtype).kind == "i" else "if"
    if arr.size == 0 and int(np.prod(shape)) == 0:
        return np.zeros(shape, dtype=dtype)
    if arr.dtype.kind not in kinds:
        raise _MalformedError(f"{name} must hold {'whole numbers' if kinds == 'i' else 'numbers'} only")
    if arr.shape != shape:
        raise _MalformedError(f"{name} has shape {arr.shape}, expected {shape}")
    with np.errstate(over="ignore"):
        arr = arr.astype(dtype)
    if arr.dtype.kind == "f" and not np.isfinite(arr).all():
        raise _MalformedError(f"{name} holds a number that is not finite in {np.dtype(dtype).name}")
    return arr


def _classes(value: Any) -> np.ndarray:
    if not isinstance(value, list) or len(value) < 2:
        raise _MalformedError("classes must be a list of at least 2 labels")
    kinds = {type(label) for label in value}
    if len(kinds) != 1 or not kinds <= {int, float, str, bool}:
        raise _MalformedError("classes must be labels of one type (all numbers or all strings)")
    classes = np.asarray(value)
    if classes.ndim != 1 or not np.array_equal(np.unique(classes), classes):
        raise _MalformedError("classes must be distinct and sorted")
    return classes


def _class_weight(value: Any, classes: np.ndarray) -> Any:
    """class_weight as saved ([label, weight] pairs): each label one of the classes, each weight a number >= 0."""
    if isinstance(value, dict):
        raise _MalformedError(
            "class_weight is written as a list of [label, weight] pairs, not as an object (a JSON object's keys are "
            "strings, not the model's classes)"
        )
    if not isinstance(value, list):
        return value  # "balanced", None, or something the parameter check refuses
    weights = {}
    known = classes.tolist()
    for pair in value:
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], (int, float, str))):
            raise _MalformedError("class_weight must be a list of [label, weight] pairs")
        label, weight = pair
        if label not in known or label in weights:
            raise _MalformedError(f"class_weight names {label!r}, which is not a class of the model (or twice)")
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not 0 <= _finite(weight) < np.inf:
            raise _MalformedError(f"class_weight's weight of {label!r} must be a finite number >= 0, not {weight!r}")
        weights[label] = weight
    return weights


def _finite(value: int | float) -> float:
    """float(value), or inf for an integer no float holds."""
    try:
        return float(value)
    except OverflowError:
        return np.inf


def _check_params(params: dict[str, Any]) -> None:
    """Every number in params is one a float64 (and, if whole, an int64) holds: nothing overflows later."""
    for name, value in params.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if isinstance(value, int) and not -(2**63) <= value < 2**63:
            raise _MalformedError(f"the parameter {name} is {str(value)[:20]}..., too large for a 64-bit integer")
        if not np.isfinite(_finite(value)):
            raise _MalformedError(f"the parameter {name} must be a finite number, not {value!r}")


def _rng(value: Any) -> np.random.RandomState:
    if not isinstance(value, dict):
        raise _MalformedError("the random state must be an object")
    keys = _array(value.get("keys"), "the random state's keys", (624,), np.int64)
    if not ((keys >= 0) & (keys < 2**32)).all():
        raise _MalformedError("the random state's keys must be 32-bit unsigned numbers")
    pos = _count(value.get("pos"), "the random state's position")
    has_gauss = _count(value.get("has_gauss"), "the random state's has_gauss")
    cached = value.get("cached_gaussian")
    if pos > 624 or has_gauss > 1 or not isinstance(cached, (int, float)) or not np.isfinite(cached):
        raise _MalformedError("the random state is not one of numpy's MT19937 states")
    rng = np.random.RandomState()
    rng.set_state(("MT19937", keys.astype(np.uint32), pos, has_gauss, float(cached)))
    return rng


def _shapes(name: str, K: int, d: int, data: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    rows = 1 if K == 2 else K
    if name == "KernelPerceptron":
        support = data.get("support_")
        n = len(support) if isinstance(support, list) else 0
        return {"intercept_": (rows,), "support_": (n,), "support_vectors_": (n, d), "dual_coef_": (rows, n)}
    shapes: dict[str, tuple[int, ...]] = {"coef_": (rows, d), "intercept_": (rows,)}
    if name == "VotedPerceptron":
        votes = data.get("votes_")
        H = len(votes) if isinstance(votes, list) else 0
        if H < 1:
            raise _MalformedError("votes_ must list at least one hypothesis's votes")
        shapes.update(votes_=(H,), coefs_=(H, d) if rows == 1 else (H, K, d), intercepts_=(H,) if rows == 1 else (H, K))
    return shapes


def _state_shapes(K: int, d: int, n_epochs: int) -> dict[str, tuple[int, ...]]:
    rows = 1 if K == 2 else K
    sgd = (d,) if rows == 1 else (K, d)  # scikit-learn's path keeps a binary model's weights flat
    return {
        "mistakes_per_epoch_": (n_epochs,),
        "_standard_coef": sgd, "_average_coef": sgd, "_standard_intercept": (rows,), "_average_intercept": (rows,),
        "_last_coef": (rows, d), "_sum_coef": (rows, d), "_last_intercept": (rows,), "_sum_intercept": (rows,),
    }  # fmt: skip


def _build(data: dict[str, Any]) -> Any:
    import core.learn.estimators as estimators
    import core.learn.sgd_estimators as sgd_estimators
    from core.learn.kernels import make_kernel

    name = str(data["estimator"])
    params = data["params"]
    if not isinstance(params, dict):
        raise _MalformedError("params must be an object")
    params = dict(params)
    _check_params(params)
    classes = _classes(data["classes"])
    if "class_weight" in params:
        params["class_weight"] = _class_weight(params["class_weight"], classes)
    estimator = getattr(sgd_estimators if name in SGD_CLASS_NAMES else estimators, name)(**params)
    estimator._validate_params()
    d = data["n_features"]
    if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= MAX_FEATURES:
        raise _MalformedError(f"n_features must be a whole number from 1 to {MAX_FEATURES}, not {d!r}")
    dtype = data.get("dtype", "float64")
    if dtype not in ("float64", "float32"):
        raise _MalformedError(f"dtype must be 'float64' or 'float32', not {dtype!r}")
    K = len(classes)
    estimator.classes_ = classes
    estimator.n_features_in_ = d
    if "feature_names" in data:
        names = data["feature_names"]
        if not (isinstance(names, list) and len(names) == d and all(isinstance(n, str) for n in names)):
            raise _MalformedError(f"feature_names must be {d} strings")
        estimator.feature_names_in_ = np.asarray(names, dtype=object)
    for key, shape in _shapes(name, K, d, data).items():
        if key not in data:
            raise _MalformedError(f"{name} needs {key}")
        setattr(estimator, key, _array(data[key], key, shape, np.int64 if key in _INT_ARRAYS else dtype))
    for key in ("votes_", "support_"):
        if key in _REQUIRED[name] and (getattr(estimator, key) < 0).any():
            raise _MalformedError(f"{key} must not be negative")
    sparse = data.get("sparse", [])
    if sparse not in ([], ["coef_"]) or (sparse and "coef_" not in _REQUIRED[name]):
        raise _MalformedError("only coef_ may be marked sparse")
    if sparse:
        import scipy.sparse as sp

        estimator.coef_ = sp.csr_matrix(estimator.coef_)  # as SparseCoefMixin.sparsify() leaves it
    state = data.get("state", {})
    if not isinstance(state, dict):
        raise _MalformedError("state must be an object")
    estimator._reset_counters()  # a file without state (an export of the app) starts the counters at 0
    if name == "VotedPerceptron":
        estimator.votes_dropped_ = 0
    for key in _STATE_INTS:
        if key in state:
            setattr(estimator, key, _count(state[key], key))
    for key in _STATE_BOOLS:
        if key in state:
            if not isinstance(state[key], bool):
                raise _MalformedError(f"{key} must be true or false")
            setattr(estimator, key, state[key])
    epochs = state.get("mistakes_per_epoch_", [])
    for key, shape in _state_shapes(K, d, len(epochs) if isinstance(epochs, list) else 0).items():
        if key in state:
            setattr(estimator, key, _array(state[key], key, shape, np.int64 if key in _INT_ARRAYS else dtype))
    aliases = state.get("aliases", {})
    if not isinstance(aliases, dict):
        raise _MalformedError("aliases must be an object")
    for key, other in aliases.items():
        if key not in ("coef_", "intercept_") or other not in _ALIASES or other not in state:
            raise _MalformedError(f"{key!r} cannot be an alias of {other!r}")
        value, target = getattr(estimator, key), getattr(estimator, other)
        if not isinstance(value, np.ndarray) or value.size != target.size:
            raise _MalformedError(f"{key} and {other} differ in size")
        setattr(estimator, key, target.reshape(value.shape))  # the same memory, as when it was saved
    if "_sgd_t" in state:
        t = state["_sgd_t"]
        if isinstance(t, bool) or not isinstance(t, (int, float)) or not 1 <= t <= _MAX_COUNT:
            raise _MalformedError(f"_sgd_t must be a number >= 1, not {t!r}")
        estimator._sgd_t = float(t)
    if "_rng" in state:
        estimator._rng = _rng(state["_rng"])
    _check_continuation(name, estimator, state)
    if name == "KernelPerceptron":
        gamma = state.get("kernel_gamma", params.get("gamma"))
        if isinstance(gamma, bool) or not isinstance(gamma, (int, float)) or not 0 < gamma < np.inf:
            raise _MalformedError(f"the kernel's gamma must be a number > 0, not {gamma!r}")
        estimator.kernel_ = make_kernel(
            params["kernel"], np.zeros((0, d)), degree=params.get("degree", 3), gamma=float(gamma),
            coef0=params.get("coef0", 1.0),
        )  # fmt: skip
    _check_scores(estimator, d)
    return estimator


def _check_continuation(name: str, estimator: Any, state: dict[str, Any]) -> None:
    """Refuse a state that partial_fit could not go on from: averages kept on scikit-learn's path (the SGD
    estimators', and a linear perceptron's with ``_on_sgd_path``) or on the teaching path (an averaged perceptron's)
    need all four of their arrays."""
    on_sgd_path = name in SGD_CLASS_NAMES or state.get("_on_sgd_path") is True
    if on_sgd_path and int(getattr(estimator, "average", 0)) > 0:
        needed, path = _SGD_AVERAGES, "on scikit-learn's path (averaging)"
    elif not on_sgd_path and name == "AveragedPerceptron":
        needed, path = _TEACHING_AVERAGES, "on the teaching path (state._on_sgd_path is not true)"
    else:
        return
    missing = [key for key in needed if key not in state]
    if missing:
        raise _MalformedError(
            f"the state of a {name} {path} needs {', '.join(needed)} to go on training, and it has no "
            f"{', '.join(missing)} (save_model writes them all)"
        )


def _check_scores(estimator: Any, d: int) -> None:
    """A model that loads can predict: finite scores at the origin and, for a kernel model, at (the first
    100 of) its own support vectors (a kernel of degree 10**6 or coef0 1e300 overflows there)."""
    probes = np.zeros((1, d))
    if hasattr(estimator, "support_vectors_") and len(estimator.support_vectors_):
        probes = np.vstack([probes, estimator.support_vectors_[:100]])
    with np.errstate(all="ignore"):
        scores = np.asarray(estimator.decision_function(probes), dtype=np.float64)
    if not np.isfinite(scores).all():
        raise _MalformedError("the model's scores are not finite at its own support vectors or at the origin")
    estimator.predict(probes[:1])


def load_model(path: str | os.PathLike) -> Any:
    """A fitted estimator from a model file (raises ModelFileError saying what is wrong)."""
    path = Path(path)
    data = _read(path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ModelFileError(f"{path}: not a Perceptron Studio model (its format tag is not {FORMAT!r}).")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise ModelFileError(f"{path}: model version {version!r} is not supported (only the whole number {VERSION}).")
    name = data.get("estimator")
    known = (*CLASS_NAMES.values(), *SGD_CLASS_NAMES)
    if name not in known:
        raise ModelFileError(f"{path}: unknown estimator {name!r}; known: {', '.join(known)}.")
    try:
        return _build(data)
    except (KeyError, TypeError, ValueError, OverflowError, IndexError, RecursionError, MemoryError) as error:
        raise ModelFileError(f"{path}: the model is incomplete or malformed ({error}).") from error
