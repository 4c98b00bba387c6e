"""The perceptron family as scikit-learn estimators.

This module imports scikit-learn, so ``core`` loads it only on first access
to an estimator name (``from core import Perceptron``).  The classes are thin:
parameters are validated from one declarative table, the data by
scikit-learn's ``validate_data``, and all training happens in
:class:`core.learn.engine.Learner`, the engine the GUI drives too.

Where our defaults differ from scikit-learn's (``Perceptron`` against
``sklearn.linear_model.Perceptron``, ``AveragedPerceptron`` against
``SGDClassifier(loss="perceptron")``); every other parameter has scikit-learn's name, default,
validation and meaning, and with the right-hand column's values the weights are scikit-learn's:

====================  ==================  ==============================  ==========================================
parameter             ours                scikit-learn                    why
====================  ==================  ==============================  ==========================================
``tol``               None                1e-3                            the textbook algorithm stops at a
                                                                          mistake-free epoch (``until_converged``),
                                                                          not at a flat loss
``until_converged``   True                (none; ``False`` is theirs)     the convergence theorem students test
``shuffle``           False               True                            a lecture's trace follows the given order
``random_state``      None                0 (Perceptron)                  only matters with ``shuffle``
``multiclass``        "structured"        (one-vs-rest)                   the multiclass perceptron of the notes;
                                                                          ``"ovr"`` is scikit-learn's
``eta0``              1.0                 0.01 (SGDClassifier)            the perceptron's unit step
``learning_rate``     "constant"          "optimal" (SGDClassifier)       the perceptron's fixed step
``penalty``           None                "l2" (SGDClassifier)            the perceptron has no penalty
``average``           True                False (SGDClassifier)           it is the averaged perceptron
``loss``              "perceptron"        "hinge" (SGDClassifier)         the perceptron's loss (the only one
                                                                          AveragedPerceptron takes)
``zero_score``        "mistake"           (always "mistake")              the rule some notes use differs
====================  ==================  ==============================  ==========================================

Two differences remain whatever the parameters: a sparse X trains the intercept with
scikit-learn's decay of 0.01 per update (as scikit-learn, so sparse and dense intercepts differ
there too), and ``t_`` is scikit-learn's ``t_`` less its starting 1 (epochs times rows; with
``early_stopping`` the held-out rows count too, as scikit-learn counts them).
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from numbers import Integral, Real
from typing import Any

import numpy as np
import scipy.sparse as sp
from sklearn.base import BaseEstimator, ClassifierMixin, _fit_context
from sklearn.exceptions import ConvergenceWarning
from sklearn.utils import check_random_state
from sklearn.utils._param_validation import Interval, StrOptions
from sklearn.utils.extmath import safe_sparse_dot
from sklearn.utils.multiclass import _check_partial_fit_first_call, check_classification_targets
from sklearn.utils.validation import check_is_fitted, validate_data

from core.learn import history
from core.learn.choices import KERNEL_NAMES
from core.learn.compiled import loop_module
from core.learn.engine import ZERO_SCORES, Learner
from core.learn.kernels import make_kernel
from core.learn.label_codes import encode_labels
from core.learn.prediction import predicts_positive
from core.learn.sgd import SGDPath, check_classification_classes
from core.learn.sparse_coef import SparseCoef

_loops = loop_module("_loops")

__all__ = ["AveragedPerceptron", "BatchPerceptron", "KernelPerceptron", "Perceptron", "VotedPerceptron"]

DEFAULTS_THAT_DIFFER = {
    # parameter: (ours, scikit-learn's) -- the table in the module docstring says why
    "tol": (None, 1e-3),
    "until_converged": (True, False),
    "shuffle": (False, True),
    "random_state": (None, 0),
    "multiclass": ("structured", "ovr"),
    "eta0": (1.0, 0.01),
    "learning_rate": ("constant", "optimal"),
    "penalty": (None, "l2"),
    "average": (True, False),
    "loss": ("perceptron", "hinge"),
}

# The checks of scikit-learn's check_estimator that scikit-learn itself expects its Perceptron and
# SGDClassifier to fail (sklearn/utils/_test_common/instance_generator.py): an online learner's
# sample_weight=2 is not the same as seeing an example twice in a row.
EXPECTED_FAILED_CHECKS = {
    "check_sample_weight_equivalence_on_dense_data": "sample_weight is not equivalent to removing/repeating samples.",
    "check_sample_weight_equivalence_on_sparse_data": "sample_weight is not equivalent to removing/repeating samples.",
}

_CHUNK = 1 << 22  # entries of a temporary score block in decision_function
_FOLD_SLACK = 4096  # history rows beyond twice max_hypotheses before the voted perceptron's fit folds them


def _keeps_state_on_error(method: Callable) -> Callable:
    """Restore every attribute if the method raises, so a failed fit changes nothing."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        saved = self.__dict__.copy()
        try:
            return method(self, *args, **kwargs)
        except BaseException:
            self.__dict__.clear()
            self.__dict__.update(saved)
            raise

    return wrapper


def _as_weights(value: Any, name: str, shape: tuple[int, ...], allowed: str) -> np.ndarray:
    arr = np.asarray(value, dtype=np.float64)
    if arr.size != int(np.prod(shape)) or (arr.ndim > 1 and arr.shape != shape):
        raise ValueError(f"{name} has shape {arr.shape}; {allowed}.")
    if not np.isfinite(arr).all():
        raise ValueError(f"{name} contains NaN or infinity; it must be finite.")
    return arr.reshape(shape)


def _canonical_csr(X: Any) -> Any:
    """A CSR X with sorted indices and no duplicates (summed), as the sparse loop needs; dense X as is.

    The caller's matrix is never changed: a copy is sorted when it is not in canonical form.
    """
    if not sp.issparse(X):
        return X
    X = X.tocsr()
    if not X.has_canonical_format:
        X = X.copy()
        X.sum_duplicates()
    return X


_SIMPLE_PARAMETER_TYPES = (bool, int, float, str)
_VALIDATED: set[tuple] = set()  # (class, parameter values, their types) that scikit-learn's validation passed
_MAX_VALIDATED = 4096


_PARAMETER_NAMES: dict[type, tuple[str, ...]] = {}


def _parameter_names(cls: type) -> tuple[str, ...]:
    names = _PARAMETER_NAMES.get(cls)
    if names is None:
        names = _PARAMETER_NAMES[cls] = tuple(BaseEstimator._get_param_names.__func__(cls))
    return names


def _compared_as_they_are(y: Any, classes: np.ndarray) -> bool:
    """Whether accuracy_score takes y against predictions from ``classes`` as they are: a 1-D ndarray of labels of
    one target type (numbers, whole if floats, against numeric classes; strings against strings of one kind)."""
    if not (type(y) is np.ndarray and y.ndim == 1 and y.size > 0):
        return False
    kind, class_kind = y.dtype.kind, classes.dtype.kind
    if kind in "US":
        return kind == class_kind
    if kind == "f":
        return class_kind in "iubf" and bool(np.isfinite(y).all() and (y == np.floor(y)).all())
    return kind in "iub" and class_kind in "iubf"


class _QuickChecks:
    """Parameter and input validation that skips scikit-learn's work when it would change nothing.

    Shared by the perceptron family and :mod:`core.learn.sgd_estimators`: on a small data set
    scikit-learn's checks cost more than the epochs.  Comes before ``BaseEstimator`` in the bases.
    """

    _parameter_constraints: dict

    def _validate_params(self) -> None:
        """scikit-learn's parameter validation, skipped when this class has validated the same plain values before.

        (It inspects the constructor's signature on every fit: more time than a small fit's epochs, and
        a grid search or cross-validation fits a new clone each time, so the values are remembered by
        class, not by estimator.)  Values other than None, bool, int, float and str are validated every
        time; the values' types are part of what is remembered (``True == 1`` but 1 is no boolean).
        """
        self._check_loss()
        values = tuple(getattr(self, name) for name in self._parameter_constraints)
        plain = all(v is None or isinstance(v, _SIMPLE_PARAMETER_TYPES) for v in values)
        key = (type(self), values, tuple(type(v) for v in values))
        if plain and key in _VALIDATED:
            return
        BaseEstimator._validate_params(self)
        if plain:
            if len(_VALIDATED) >= _MAX_VALIDATED:
                _VALIDATED.clear()
            _VALIDATED.add(key)

    _loss_name = ""  # the SGD-style estimators: the one loss each trains, named as SGDClassifier's ``loss``

    def _check_loss(self) -> None:
        loss = getattr(self, "loss", None)
        if self._loss_name and loss != self._loss_name:
            raise ValueError(
                f"{type(self).__name__} trains loss='{self._loss_name}', not loss={loss!r}. SGDClassifier's losses "
                "here: 'perceptron' (AveragedPerceptron), 'hinge' (HingeClassifier), 'log_loss' (LogisticClassifier)."
            )

    @classmethod
    def _get_param_names(cls) -> list[str]:
        """The constructor's parameter names, as BaseEstimator's (which inspects the signature at each call: clone
        and get_params call it for every fit of a grid search), looked up once per class."""
        return list(_parameter_names(cls))

    def _input_to_predict(self, X: Any, **options: Any) -> Any:
        """``validate_data(self, X, reset=False, **options)``, answered at once for X it would return as it is.

        That is a C-contiguous float64 2-D ndarray of finite numbers with the fitted number of features,
        for an estimator fitted without feature names; anything else goes through validate_data (its
        checks, messages and warnings).  (Its checks cost more than a small data set's scores.)
        """
        if (
            type(X) is np.ndarray and X.ndim == 2 and X.dtype == np.float64 and X.flags.c_contiguous
            and X.shape[0] >= 1 and X.shape[1] == self.__dict__.get("n_features_in_", -1)
            and "feature_names_in_" not in self.__dict__ and np.isfinite(_loops.max_abs(X))
        ):  # fmt: skip
            return X
        return validate_data(self, X, reset=False, **options)

    def score(self, X: Any, y: Any, sample_weight: Any = None) -> float:
        """Mean accuracy of ``predict(X)`` against ``y`` (ClassifierMixin's ``accuracy_score``).

        For labels that ``accuracy_score`` would compare as they are (a 1-D ndarray of numbers, whole
        if floats, against numeric classes, or of strings against classes of the same kind, no
        sample_weight) the mean of ``predict(X) == y`` is computed at once, the same number; anything
        else goes through scikit-learn's (its checks and messages).  A grid search scores every fold.
        """
        classes = getattr(self, "classes_", None)
        if sample_weight is None and classes is not None and _compared_as_they_are(y, classes):
            predicted = self.predict(X)  # type: ignore[attr-defined]
            if predicted.shape == y.shape:
                return float(np.average(predicted == y))
        return float(ClassifierMixin.score(self, X, y, sample_weight))

    def _takes_as_valid(self, X: Any, y: Any) -> bool:
        """Whether :meth:`_valid_x_max` takes X and y as valid."""
        return self._valid_x_max(X, y) is not None

    def _valid_x_max(self, X: Any, y: Any) -> float | None:
        """What scikit-learn's validate_data(reset=True) does for input it would pass unchanged, if X and y are such.

        Returns max |x| over X (which the engine's overflow bound needs: one pass over X, not two) or None.

        A C-contiguous float64 2-D ndarray X with finite values and a 1-D ndarray y of numbers or
        strings, of the same length: the validation would return them as they are; it sets the
        number of features and forgets feature names.  (X's finiteness: max |x| in one pass that
        vectorises, half the time of X.sum().)  Anything else (or any doubt) goes through
        validate_data, with its messages.  (Its checks cost about as much as a small fit's epochs.)
        """
        ok = (
            type(X) is np.ndarray and X.ndim == 2 and X.dtype == np.float64 and X.flags.c_contiguous
            and X.shape[0] >= 1 and X.shape[1] >= 1 and type(y) is np.ndarray and y.ndim == 1
            and y.shape[0] == X.shape[0] and y.dtype.kind in "iubfUS"
            and (y.dtype.kind != "f" or bool(np.isfinite(y.sum())))
        )  # fmt: skip
        x_max = float(_loops.max_abs(X)) if ok else np.nan
        if not np.isfinite(x_max):
            return None
        self.n_features_in_ = X.shape[1]
        self.__dict__.pop("feature_names_in_", None)
        return x_max


class _BasePerceptron(_QuickChecks, ClassifierMixin, BaseEstimator):
    """Shared fit / partial_fit / predict of the perceptron family."""

    _variant = "perceptron"
    _parameter_constraints: dict = {
        "fit_intercept": ["boolean"],
        "eta0": [Interval(Real, 0, None, closed="neither")],
        "max_iter": [Interval(Integral, 1, None, closed="left")],
        "until_converged": ["boolean"],
        "shuffle": ["boolean"],
        "random_state": ["random_state"],
        "zero_score": [StrOptions(set(ZERO_SCORES))],
    }

    def __init__(
        self,
        *,
        fit_intercept: bool = True,
        eta0: float = 1.0,
        max_iter: int = 1000,
        until_converged: bool = True,
        shuffle: bool = False,
        random_state: Any = None,
        zero_score: str = "mistake",
    ) -> None:
        self.fit_intercept = fit_intercept
        self.eta0 = eta0
        self.max_iter = max_iter
        self.until_converged = until_converged
        self.shuffle = shuffle
        self.random_state = random_state
        self.zero_score = zero_score

    # ------------------------------------------------------------------ fit
    @_keeps_state_on_error
    @_fit_context(prefer_skip_nested_validation=True)
    def fit(self, X: Any, y: Any, coef_init: Any = None, intercept_init: Any = None) -> _BasePerceptron:
        """Train from w0 = ``coef_init`` (default 0) and b0 = ``intercept_init``.

        Runs ``max_iter`` epochs, or stops after the first epoch without a
        mistake when ``until_converged``.
        """
        return self._fit_teaching(X, y, coef_init, intercept_init)

    def _fit_teaching(self, X: Any, y: Any, coef_init: Any, intercept_init: Any) -> _BasePerceptron:
        x_max = self._valid_x_max(X, y)
        if x_max is None:
            X, y = validate_data(self, X, y, dtype=np.float64, order="C", accept_sparse=self._sparse_input())
        X = _canonical_csr(X)
        classes, y_idx = encode_labels(y)
        check_classification_classes(classes)  # the distinct labels decide the target type: no pass over y
        if len(classes) < 2:
            raise ValueError(
                f"{type(self).__name__} needs samples of at least 2 classes in the data, "
                f"but the data contains only one class: {classes[0]!r}."
            )
        self.classes_ = classes
        learner = self._learner(X, y_idx, coef_init, intercept_init, check_random_state(self.random_state), x_max=x_max)
        for _ in range(self.max_iter):
            learner.advance()
            if self.until_converged and learner.converged:
                break
            self._after_epoch(learner)
        if self.until_converged and not learner.converged:
            warnings.warn(
                f"{type(self).__name__} did not converge in max_iter={self.max_iter} epochs "
                f"(the last epoch made {learner.mistakes_per_epoch[-1]} mistakes): the data may not be "
                "linearly separable. Increase max_iter, or set until_converged=False.",
                ConvergenceWarning,
                stacklevel=5,  # past the two decorators and _fit_teaching, to the caller of fit
            )
        self._reset_counters()
        self._store(learner, X, first_call=True)
        return self

    @_keeps_state_on_error
    @_fit_context(prefer_skip_nested_validation=True)
    def partial_fit(self, X: Any, y: Any, classes: Any = None) -> _BasePerceptron:
        """One epoch over (X, y), continuing from the current state.

        ``classes`` (every label that will ever occur) is required on the first call.
        """
        return self._partial_fit_teaching(X, y, classes)

    def _partial_fit_teaching(self, X: Any, y: Any, classes: Any) -> _BasePerceptron:
        first_call = _check_partial_fit_first_call(self, classes)
        X, y = validate_data(
            self, X, y, dtype=np.float64, order="C", reset=first_call, accept_sparse=self._sparse_input()
        )
        X = _canonical_csr(X)
        check_classification_targets(y)
        unknown = np.setdiff1d(y, self.classes_)
        if unknown.size:
            raise ValueError(
                f"y contains labels {unknown.tolist()} that are not among classes={self.classes_.tolist()} "
                "given on the first call to partial_fit."
            )
        if len(self.classes_) < 2:
            raise ValueError(
                f"{type(self).__name__} needs at least 2 classes, but classes contains only one class: "
                f"{self.classes_.tolist()}."
            )
        y_idx = np.searchsorted(self.classes_, y)
        if first_call:
            self._reset_counters()
            learner = self._learner(X, y_idx, None, None, check_random_state(self.random_state))
        else:
            learner = self._resume(X, y_idx)
        learner.advance()
        self._store(learner, X, first_call=first_call)
        return self

    # ------------------------------------------------------------- predict
    def decision_function(self, X: Any) -> np.ndarray:
        """Scores w.x + b: shape (n,) for two classes, (n, K) for K classes (X dense or sparse)."""
        check_is_fitted(self)
        X = self._input_to_predict(X, accept_sparse="csr", dtype=[np.float64, np.float32])
        scores = safe_sparse_dot(X, self.coef_.T, dense_output=True) + self.intercept_
        return scores.ravel() if scores.shape[1] == 1 else scores

    def predict(self, X: Any) -> np.ndarray:
        """classes_[1] iff the score is > 0 (>= 0 under zero_score="positive"); argmax for K > 2."""
        scores = self.decision_function(X)
        if scores.ndim == 1:
            return self.classes_[predicts_positive(scores, self.zero_score).astype(np.intp)]
        return self.classes_[np.argmax(scores, axis=1)]

    # ------------------------------------------------------------ internals
    _trains_on_sparse = False  # the teaching engine takes CSR X (VotedPerceptron, BatchPerceptron)

    def _sparse_input(self) -> str | bool:
        return "csr" if self._trains_on_sparse else False

    def __sklearn_tags__(self) -> Any:
        tags = super().__sklearn_tags__()
        tags.input_tags.sparse = tags.input_tags.sparse or self._trains_on_sparse
        return tags

    def _rows(self) -> int:
        return len(self.classes_) if len(self.classes_) > 2 else 1

    def _learner(
        self,
        X: np.ndarray,
        y_idx: np.ndarray,
        coef_init: Any,
        intercept_init: Any,
        rng: Any,
        extras: dict | None = None,
        x_max: float | None = None,
    ) -> Learner:
        rows, d = self._rows(), X.shape[1]
        K = len(self.classes_)
        w0 = b0 = None
        if coef_init is not None:
            allowed = (
                f"expected ({d},) or (1, {d}) for 2 classes" if rows == 1 else f"expected ({K}, {d}) for {K} classes"
            )
            w0 = _as_weights(coef_init, "coef_init", (rows, d), allowed + f" and {d} features")
        if intercept_init is not None:
            allowed = "expected a number or shape (1,) for 2 classes" if rows == 1 else f"expected shape ({K},)"
            b0 = _as_weights(intercept_init, "intercept_init", (rows,), allowed)
        return Learner(
            X, y_idx, K, variant=self._variant, eta=float(self.eta0), fit_intercept=bool(self.fit_intercept),
            zero_score=self.zero_score, shuffle=bool(self.shuffle), rng=rng, w0=w0, b0=b0,
            record_history=False, x_max=x_max, **(self._learner_extras(X) if extras is None else extras),
        )  # fmt: skip

    def _learner_extras(self, X: np.ndarray) -> dict:
        return {}

    def _after_epoch(self, learner: Learner) -> None:
        """Called by ``fit`` after each epoch but the last (the voted perceptron forgets what it will not keep)."""

    def _resume(self, X: np.ndarray, y_idx: np.ndarray) -> Learner:
        return self._learner(X, y_idx, self.coef_, self.intercept_, self._rng)

    def _reset_counters(self) -> None:
        if getattr(self, "_on_sgd_path", False):  # that path draws its own seeds: no generator to keep (0.2 ms a fit)
            self.__dict__.pop("_rng", None)
        else:
            self._rng = check_random_state(self.random_state)
        self.n_iter_ = 0
        self.t_ = 0
        self.n_mistakes_ = 0
        self.mistakes_per_epoch_ = np.zeros(0, dtype=np.int64)

    def _store(self, learner: Learner, X: np.ndarray, first_call: bool) -> None:
        self.coef_ = learner.coef
        self.intercept_ = learner.intercept
        self._store_counters(learner)

    def _store_counters(self, learner: Learner) -> None:
        self.n_iter_ = learner.epoch  # fit's epochs, or the last partial_fit call's (as scikit-learn)
        self.t_ += learner.t
        self.n_mistakes_ += learner.n_mistakes
        self.converged_ = learner.converged
        self.mistakes_per_epoch_ = np.concatenate((self.mistakes_per_epoch_, learner.mistakes_per_epoch))


_SKLEARN_PARAMETERS: dict = {
    # scikit-learn's Perceptron / SGDClassifier parameters, with their constraints
    "penalty": [StrOptions({"l2", "l1", "elasticnet"}), None],
    "alpha": [Interval(Real, 0, None, closed="left")],
    "l1_ratio": [Interval(Real, 0, 1, closed="both"), None],
    "tol": [Interval(Real, 0, None, closed="left"), None],
    "n_iter_no_change": [Interval(Integral, 1, None, closed="left")],
    "early_stopping": ["boolean"],
    "validation_fraction": [Interval(Real, 0, 1, closed="neither")],
    "class_weight": [StrOptions({"balanced"}), dict, None],
    "warm_start": ["boolean"],
    "verbose": ["verbose"],
    "n_jobs": [Integral, None],
    "multiclass": [StrOptions({"structured", "ovr"})],
    "learning_rate": [StrOptions({"constant", "optimal", "invscaling", "adaptive"})],
    "power_t": [Interval(Real, None, None, closed="neither")],
}
_LOSS_PARAMETERS: dict = {"loss": [str], "epsilon": [Interval(Real, 0, None, closed="left")]}


class _LinearPerceptron(SparseCoef, SGDPath, _BasePerceptron):
    """Perceptron and AveragedPerceptron: the teaching engine, or scikit-learn's SGD path when asked.

    ``fit``/``partial_fit`` run on :class:`core.learn.engine.Learner` (the engine the GUI steps)
    unless a parameter or the input needs scikit-learn's path (:mod:`core.learn.sgd`): a penalty,
    ``tol``, ``early_stopping``, ``class_weight``, ``sample_weight``, ``multiclass="ovr"``,
    ``shuffle=True`` (scikit-learn's order), sparse or float32 X (and for AveragedPerceptron a
    schedule other than "constant" or an ``average`` other than True).  Both give scikit-learn's
    weights.
    """

    _parameter_constraints: dict = {**_BasePerceptron._parameter_constraints, **_SKLEARN_PARAMETERS}

    def __init__(
        self,
        *,
        penalty: str | None = None,
        alpha: float = 0.0001,
        l1_ratio: float | None = 0.15,
        fit_intercept: bool = True,
        eta0: float = 1.0,
        max_iter: int = 1000,
        tol: float | None = None,
        until_converged: bool = True,
        shuffle: bool = False,
        verbose: int = 0,
        n_jobs: int | None = None,
        random_state: Any = None,
        early_stopping: bool = False,
        validation_fraction: float = 0.1,
        n_iter_no_change: int = 5,
        class_weight: Any = None,
        warm_start: bool = False,
        zero_score: str = "mistake",
        multiclass: str = "structured",
        learning_rate: str = "constant",
        power_t: float = 0.5,
    ) -> None:
        super().__init__(
            fit_intercept=fit_intercept, eta0=eta0, max_iter=max_iter, until_converged=until_converged,
            shuffle=shuffle, random_state=random_state, zero_score=zero_score,
        )  # fmt: skip
        self.learning_rate = learning_rate
        self.power_t = power_t
        self.penalty = penalty
        self.alpha = alpha
        self.l1_ratio = l1_ratio
        self.tol = tol
        self.verbose = verbose
        self.n_jobs = n_jobs
        self.early_stopping = early_stopping
        self.validation_fraction = validation_fraction
        self.n_iter_no_change = n_iter_no_change
        self.class_weight = class_weight
        self.warm_start = warm_start
        self.multiclass = multiclass

    def __sklearn_tags__(self) -> Any:
        tags = super().__sklearn_tags__()
        tags.input_tags.sparse = True  # CSR/CSC train and predict without densifying
        return tags

    def _needs_sgd_path(self, X: Any, sample_weight: Any) -> bool:
        return bool(
            sp.issparse(X)
            or getattr(X, "dtype", None) == np.float32
            or sample_weight is not None
            or self.penalty is not None
            or self.tol is not None
            or self.early_stopping
            or self.class_weight is not None
            or self.multiclass == "ovr"
            or self.shuffle  # scikit-learn's shuffle (its own generator), so shuffled fits equal its too
            or self.learning_rate != "constant"
            or bool(self.verbose)  # scikit-learn's lines per epoch
        )

    def _drop_sgd_state(self) -> None:
        for name in ("_sgd_t", "_standard_coef", "_standard_intercept", "_average_coef", "_average_intercept"):
            self.__dict__.pop(name, None)

    @_keeps_state_on_error
    @_fit_context(prefer_skip_nested_validation=True)
    def fit(
        self, X: Any, y: Any, coef_init: Any = None, intercept_init: Any = None, sample_weight: Any = None
    ) -> _LinearPerceptron:
        """Train from w0 = ``coef_init`` (default 0, or the last fit's with ``warm_start``) and b0 = ``intercept_init``.

        Runs ``max_iter`` epochs, or stops after the first epoch without a mistake when
        ``until_converged``, or when ``tol``/``early_stopping`` say so (scikit-learn's rules).
        ``sample_weight`` scales each example's update (times its ``class_weight``).
        """
        if self._needs_sgd_path(X, sample_weight):
            self._on_sgd_path = True
            self._sgd_fit(X, y, coef_init, intercept_init, sample_weight)
            self._warn_not_converged()
            return self
        self._on_sgd_path = False
        self._drop_sgd_state()
        if self.warm_start and getattr(self, "coef_", None) is not None:
            coef_init = self.coef_ if coef_init is None else coef_init
            intercept_init = self.intercept_ if intercept_init is None else intercept_init
        return self._fit_teaching(X, y, coef_init, intercept_init)

    @_keeps_state_on_error
    @_fit_context(prefer_skip_nested_validation=True)
    def partial_fit(self, X: Any, y: Any, classes: Any = None, sample_weight: Any = None) -> _LinearPerceptron:
        """One epoch over (X, y), continuing from the current state.

        ``classes`` (every label that will ever occur) is required on the first call;
        ``sample_weight`` as in ``fit``.
        """
        first_call = not hasattr(self, "classes_")
        if first_call:
            self._on_sgd_path = self._needs_sgd_path(X, sample_weight)
            self._drop_sgd_state()
        on_sgd_path = getattr(self, "_on_sgd_path", False)  # absent on a model loaded from a file
        if on_sgd_path or self._needs_sgd_path(X, sample_weight):
            if not on_sgd_path:
                self._switch_to_sgd_path()
            self._sgd_partial_fit_entry(X, y, classes, sample_weight)
            return self
        return self._partial_fit_teaching(X, y, classes)

    def _switch_to_sgd_path(self) -> None:
        self._on_sgd_path = True  # the weights so far are all the state a plain perceptron has

    def _warn_not_converged(self) -> None:
        if self.until_converged and self.tol is None and not self.early_stopping and not self.converged_:
            warnings.warn(
                f"{type(self).__name__} did not converge in max_iter={self.max_iter} epochs "
                f"(the last epoch made {self.mistakes_per_epoch_[-1]} mistakes): the data may not be "
                "linearly separable. Increase max_iter, or set until_converged=False.",
                ConvergenceWarning,
                stacklevel=5,  # past fit and its two decorators, to the caller of fit
            )


class Perceptron(_LinearPerceptron):
    """The classic (online) perceptron: on a mistake, w += eta0 * y * x and b += eta0 * y.

    Every parameter of ``sklearn.linear_model.Perceptron`` is accepted with the same meaning;
    where our defaults differ (``tol``, ``shuffle``, ``random_state``) the table in
    :data:`DEFAULTS_THAT_DIFFER` says why.  More than two classes use the multiclass
    (structured) rule by default: on a mistake, add eta0 * x to the true class and subtract it
    from the highest-scoring wrong class; ``multiclass="ovr"`` is scikit-learn's one-vs-rest.

    Parameters
    ----------
    penalty : {None, "l2", "l1", "elasticnet"}, default=None
        Regularisation term, as scikit-learn's (L2 shrinks w by ``1 - eta0 * alpha`` per example).
    alpha : float, default=0.0001
        Regularisation strength.
    l1_ratio : float, default=0.15
        Elastic-net mixing (0: L2, 1: L1); used with ``penalty="elasticnet"``.
    fit_intercept : bool, default=True
        Learn the bias b.
    eta0 : float, default=1.0
        Learning rate (> 0).
    max_iter : int, default=1000
        Maximum number of epochs.
    tol : float or None, default=None
        scikit-learn's stopping rule: stop when the loss has not improved by ``tol`` for
        ``n_iter_no_change`` epochs.  None: no such rule.
    until_converged : bool, default=True
        Stop after the first epoch without a mistake (``False``: always ``max_iter`` epochs
        unless ``tol``/``early_stopping`` stop earlier).
    shuffle : bool, default=False
        Shuffle the examples before each epoch.
    verbose : int, default=0
        Print what scikit-learn prints per epoch (its lines, on its path).
    n_jobs : int or None, default=None
        Threads for the one-vs-rest problems (``multiclass="ovr"``).
    random_state : int, RandomState instance or None, default=None
        Seed of the shuffle and of the early-stopping split.
    early_stopping : bool, default=False
        Hold out ``validation_fraction`` of the data and stop when its accuracy stops improving.
    validation_fraction : float, default=0.1
        Share of the data held out for ``early_stopping``.
    n_iter_no_change : int, default=5
        Epochs without improvement before stopping (``tol``, ``early_stopping``).
    class_weight : dict, "balanced" or None, default=None
        Weight of each class's updates; "balanced" is n_samples / (n_classes * count).
    warm_start : bool, default=False
        ``fit`` starts from the previous fit's weights.
    zero_score : {"mistake", "positive", "negative"}, default="mistake"
        What a score of exactly 0 counts as (see the module ``core`` docs).
    multiclass : {"structured", "ovr"}, default="structured"
        The rule for more than two classes.
    learning_rate : {"constant", "optimal", "invscaling", "adaptive"}, default="constant"
        As ``SGDClassifier(loss="perceptron")``'s: eta0; 1 / (alpha (t0 + t)); eta0 / t ** power_t;
        eta0 divided by 5 whenever ``n_iter_no_change`` epochs bring no improvement.
        scikit-learn's ``Perceptron`` is "constant".
    power_t : float, default=0.5
        Exponent of "invscaling".

    Attributes
    ----------
    coef_ : ndarray of shape (1, n_features) or (n_classes, n_features)
        The weights.
    intercept_ : ndarray of shape (1,) or (n_classes,)
        The biases.
    classes_ : ndarray of shape (n_classes,)
        The labels.
    n_features_in_ : int
        Number of features seen in ``fit``.
    n_iter_ : int
        Epochs run by ``fit``, or by the last ``partial_fit`` call (1), as scikit-learn's.
    t_ : int
        Examples visited (scikit-learn's ``t_`` less its starting 1; with ``early_stopping`` the
        held-out rows count too, as scikit-learn counts them).
    n_mistakes_ : int
        Updates made.
    converged_ : bool
        Whether the last epoch made no mistake.
    mistakes_per_epoch_ : ndarray of shape (n_iter_,)
        Mistakes in each epoch (with ``multiclass="ovr"``: summed over the one-vs-rest problems).

    Notes
    -----
    Exactness against scikit-learn with the same settings (held by ``tests/core/test_exactness_bounds.py``
    and ``tests/core/test_sklearn_parameters.py``): on dense float64 X the weights are scikit-learn's
    bit for bit, every penalty and schedule included; on sparse float64 X within 1e-12 of the largest
    weight; on float32 X bit for bit without a penalty or with L2, every schedule (each step is rounded to a
    float32 weight, as scikit-learn's float32 loop does); with L1 or the elastic net within 1e-5 of the
    largest weight (``bench/exactness_kernels.py``: a truncation step rounds differently now and then).
    The averaged weights are folded with SciPy's BLAS, as scikit-learn's, so all of this holds under any
    OpenBLAS kernel (``tests/core/test_blas_kernels.py``).  A float32 two-class fit's ``intercept_`` is
    float64, as scikit-learn's.

    Examples
    --------
    >>> from core import Perceptron
    >>> X = [[0.0, 1.0], [1.0, 0.0], [0.0, -1.0], [-1.0, 0.0]]
    >>> clf = Perceptron().fit(X, [1, 1, 0, 0])
    >>> clf.predict([[2.0, 2.0]])
    array([1])
    """


class BatchPerceptron(_BasePerceptron):
    """Batch gradient descent on the perceptron loss sum max(0, -y a).

    Each epoch scores every example with the same w, then steps by eta0 times
    the sum of y x over the misclassified examples.  ``shuffle`` has no effect.
    X may be sparse (CSR or CSC, SciPy arrays or matrices) everywhere; it is never densified
    and the weights are the dense ones bit for bit.

    Parameters
    ----------
    fit_intercept : bool, default=True
        Learn the bias b.
    eta0 : float, default=1.0
        Step size (> 0).
    max_iter : int, default=1000
        Maximum number of epochs (one step each).
    until_converged : bool, default=True
        Stop after the first epoch without a misclassified example.
    shuffle : bool, default=False
        Accepted for a common signature; the batch step does not depend on the order.
    random_state : int, RandomState instance or None, default=None
        Unused (no randomness in the batch step).
    zero_score : {"mistake", "positive", "negative"}, default="mistake"
        What a score of exactly 0 counts as.

    Attributes
    ----------
    coef_ : ndarray of shape (1, n_features) or (n_classes, n_features)
        The weights.
    intercept_ : ndarray of shape (1,) or (n_classes,)
        The biases.
    classes_, n_features_in_, n_iter_, t_, n_mistakes_, converged_, mistakes_per_epoch_
        As in :class:`Perceptron`.

    Examples
    --------
    >>> from core import BatchPerceptron
    >>> X = [[0.0, 1.0], [1.0, 0.0], [0.0, -1.0], [-1.0, 0.0]]
    >>> BatchPerceptron().fit(X, [1, 1, 0, 0]).predict([[2.0, 2.0]])
    array([1])
    """

    _variant = "batch"
    _trains_on_sparse = True


class AveragedPerceptron(_LinearPerceptron):
    """The averaged perceptron: ``coef_`` is the mean of w after each example visited.

    ``AveragedPerceptron(**params)`` equals ``SGDClassifier(loss="perceptron", **params)`` with
    scikit-learn's defaults replaced by ours where :data:`DEFAULTS_THAT_DIFFER` says so
    (``eta0=1.0``, ``learning_rate="constant"``, ``penalty=None``, ``average=True``, ...).

    Parameters
    ----------
    loss : {"perceptron"}, default="perceptron"
        The loss trained (as SGDClassifier's ``loss``); the only one this class takes.
    average : bool or int, default=True
        True (or 1): average over every step.  An int n > 1: start averaging after n examples
        (late onset).  False: no averaging (the plain SGD perceptron).
    epsilon : float, default=0.1
        scikit-learn's parameter of its Huber and epsilon-insensitive losses: accepted (>= 0), unused here.
    penalty, alpha, l1_ratio, fit_intercept, eta0, max_iter, tol, until_converged, shuffle, verbose, \
n_jobs, random_state, learning_rate, power_t, early_stopping, validation_fraction, n_iter_no_change, \
class_weight, warm_start, zero_score, multiclass
        As in :class:`Perceptron`.

    ``partial_fit`` may go on with sample weights or sparse X after plain chunks: the state moves to
    scikit-learn's path (its averaging from the sums so far).

    Attributes
    ----------
    coef_ : ndarray of shape (1, n_features) or (n_classes, n_features)
        The averaged weights.
    intercept_ : ndarray of shape (1,) or (n_classes,)
        The averaged biases.
    classes_, n_features_in_, n_iter_, t_, n_mistakes_, converged_, mistakes_per_epoch_
        As in :class:`Perceptron`.

    Notes
    -----
    Exactness against ``SGDClassifier(loss="perceptron", average=True)`` with the same settings
    (held by ``tests/core/test_exactness_bounds.py``): the averages are summed in another order than
    scikit-learn's, so ``coef_`` and ``intercept_`` are not its bits but within 1e-12 of its largest
    weight on scikit-learn's path (a penalty, ``tol``, a schedule, sample weights, sparse X, ...;
    measured: 1e-16 to 4e-15 relative) and within 1e-9 on the teaching engine's (the defaults; its
    lazy running sums: measured up to 5.5e-11); the last bits also depend on the BLAS kernel.
    The plain weights (``average=False``) are as :class:`Perceptron`'s; float32 X as there.

    Examples
    --------
    >>> from core import AveragedPerceptron
    >>> X = [[0.0, 1.0], [1.0, 0.0], [0.0, -1.0], [-1.0, 0.0]]
    >>> AveragedPerceptron().fit(X, [1, 1, 0, 0]).predict([[2.0, 2.0]])
    array([1])
    """

    _variant = "averaged"
    _loss_name = "perceptron"
    _parameter_constraints: dict = {
        **_LinearPerceptron._parameter_constraints,
        "average": [Interval(Integral, 0, None, closed="neither"), "boolean"],
        **_LOSS_PARAMETERS,
    }

    def __init__(
        self,
        *,
        loss: str = "perceptron",
        penalty: str | None = None,
        alpha: float = 0.0001,
        l1_ratio: float | None = 0.15,
        fit_intercept: bool = True,
        eta0: float = 1.0,
        max_iter: int = 1000,
        tol: float | None = None,
        until_converged: bool = True,
        shuffle: bool = False,
        verbose: int = 0,
        n_jobs: int | None = None,
        random_state: Any = None,
        learning_rate: str = "constant",
        power_t: float = 0.5,
        early_stopping: bool = False,
        validation_fraction: float = 0.1,
        n_iter_no_change: int = 5,
        class_weight: Any = None,
        warm_start: bool = False,
        average: bool | int = True,
        zero_score: str = "mistake",
        multiclass: str = "structured",
        epsilon: float = 0.1,
    ) -> None:
        super().__init__(
            penalty=penalty, alpha=alpha, l1_ratio=l1_ratio, fit_intercept=fit_intercept, eta0=eta0,
            max_iter=max_iter, tol=tol, until_converged=until_converged, shuffle=shuffle, verbose=verbose,
            n_jobs=n_jobs, random_state=random_state, early_stopping=early_stopping,
            validation_fraction=validation_fraction, n_iter_no_change=n_iter_no_change,
            class_weight=class_weight, warm_start=warm_start, zero_score=zero_score, multiclass=multiclass,
            learning_rate=learning_rate, power_t=power_t,
        )  # fmt: skip
        self.loss = loss
        self.average = average
        self.epsilon = epsilon

    def _needs_sgd_path(self, X: Any, sample_weight: Any) -> bool:
        return super()._needs_sgd_path(X, sample_weight) or int(self.average) != 1

    def _switch_to_sgd_path(self) -> None:
        """Hand the plain path's state to scikit-learn's: w and b now, their running means, the step count."""
        binary = len(self.classes_) == 2
        shape = (-1,) if binary else self.coef_.shape
        self._standard_coef = np.array(self._last_coef, dtype=np.float64).reshape(shape)
        self._standard_intercept = np.array(self._last_intercept, dtype=np.float64).reshape(-1)
        self._average_coef = np.array(self.coef_, dtype=np.float64).reshape(shape)
        self._average_intercept = np.array(self.intercept_, dtype=np.float64).reshape(-1)
        self._sgd_t = float(self.t_) + 1.0  # scikit-learn's count starts at 1
        self.coef_ = self._average_coef.reshape(1, -1) if binary else self._average_coef
        self.intercept_ = self._average_intercept
        for name in ("_last_coef", "_last_intercept", "_sum_coef", "_sum_intercept"):
            self.__dict__.pop(name, None)
        super()._switch_to_sgd_path()

    def _resume(self, X: np.ndarray, y_idx: np.ndarray) -> Learner:
        learner = self._learner(X, y_idx, self._last_coef, self._last_intercept, self._rng)
        learner.set_averaging_state(self._sum_coef, self._sum_intercept, self.t_)
        return learner

    def _store(self, learner: Learner, X: np.ndarray, first_call: bool) -> None:
        # The learner's step counter already includes the earlier calls' examples.
        t_before = 0 if first_call else self.t_
        self.coef_, self.intercept_ = learner.averaged()
        self._last_coef = learner.coef
        self._last_intercept = learner.intercept
        self._sum_coef, self._sum_intercept, _ = learner.averaging_state()
        self._store_counters(learner)
        self.t_ -= t_before


class VotedPerceptron(_BasePerceptron):
    """The voted perceptron of Freund & Schapire (1999), with a bounded number of hypotheses.

    Keeps the hypotheses (``coefs_``, ``intercepts_``) with their votes (``votes_``: one at
    its first mistake plus one per later correct prediction; the initial hypothesis starts with
    zero) and predicts by the weighted vote of their predictions.  ``coef_``/``intercept_`` are
    the last hypothesis.

    Memory and prediction time grow with the number of mistakes (one hypothesis per mistake:
    147,748 of them for 600 noisy examples and 1000 epochs: a 14 MB pickle).  ``max_hypotheses``
    bounds what the model keeps: the most recent ``max_hypotheses`` hypotheses with their votes
    (the earliest ones are dropped; ``votes_dropped_`` says how many votes they had), so memory
    is O(max_hypotheses x n_features) and a prediction O(max_hypotheses) dot products.  The
    kept vote approximates the full one: on 600 x 10 examples with 20% label noise, 1000
    hypotheses of 188,046 predict the same class as all of them on 98% of held-out points, with
    the same accuracy (the late hypotheses are those of the perceptron's steady state; keeping
    the most-voted ones instead agreed on 93%).  Training records one small row per mistake
    (32 bytes), and ``fit`` folds the rows of hypotheses it will not keep into the start of the path
    after each epoch, so its memory too is bounded by ``max_hypotheses`` (plus one epoch's mistakes),
    not by the number of mistakes.  ``max_hypotheses=None`` keeps all.

    X may be sparse (CSR or CSC, SciPy arrays or matrices) in ``fit``, ``partial_fit``,
    ``decision_function`` and ``predict``; it is never densified (training runs one pass over
    each example's non-zeros, the kept hypotheses are rebuilt from the mistaken rows' non-zeros)
    and the hypotheses and votes are the dense ones bit for bit.  A new point's scores are then
    sparse dot products, which may round differently from the dense ones: a hypothesis scoring
    within rounding of 0 there can vote the other way.

    Parameters
    ----------
    max_hypotheses : int or None, default=1000
        Most hypotheses kept, the most recent ones (see above); None keeps all.
    fit_intercept, eta0, max_iter, until_converged, shuffle, random_state, zero_score
        As in :class:`Perceptron`.

    Attributes
    ----------
    coefs_ : ndarray of shape (H, n_features) or (H, n_classes, n_features)
        The kept hypotheses' weights, in training order.
    intercepts_ : ndarray of shape (H,) or (H, n_classes)
        Their intercepts.
    votes_ : ndarray of shape (H,)
        Their votes.
    votes_dropped_ : int
        Total votes of the hypotheses dropped to respect ``max_hypotheses``.
    coef_, intercept_, classes_, n_features_in_, n_iter_, t_, n_mistakes_, converged_, mistakes_per_epoch_
        As in :class:`Perceptron` (the last hypothesis).

    Examples
    --------
    >>> from core import VotedPerceptron
    >>> X = [[0.0, 1.0], [1.0, 0.0], [0.0, -1.0], [-1.0, 0.0]]
    >>> VotedPerceptron().fit(X, [1, 1, 0, 0]).predict([[2.0, 2.0]])
    array([1])
    """

    _variant = "voted"
    _trains_on_sparse = True
    _parameter_constraints: dict = {
        **_BasePerceptron._parameter_constraints,
        "max_hypotheses": [Interval(Integral, 1, None, closed="left"), None],
    }

    def __init__(
        self,
        *,
        max_hypotheses: int | None = 1000,
        fit_intercept: bool = True,
        eta0: float = 1.0,
        max_iter: int = 1000,
        until_converged: bool = True,
        shuffle: bool = False,
        random_state: Any = None,
        zero_score: str = "mistake",
    ) -> None:
        super().__init__(
            fit_intercept=fit_intercept, eta0=eta0, max_iter=max_iter, until_converged=until_converged,
            shuffle=shuffle, random_state=random_state, zero_score=zero_score,
        )  # fmt: skip
        self.max_hypotheses = max_hypotheses

    votes_: np.ndarray
    votes_dropped_: int

    def _after_epoch(self, learner: Learner) -> None:
        """Fold the mistakes before the last ``max_hypotheses`` into the path's start once they are many: the
        hypotheses fit keeps are always the latest, so these are never needed again."""
        if self.max_hypotheses is None:
            return
        m = len(learner.history)
        if m > 2 * self.max_hypotheses + _FOLD_SLACK:
            learner.fold_history(m - self.max_hypotheses)

    def _store(self, learner: Learner, X: np.ndarray, first_call: bool) -> None:
        # Folded mistakes (fit's _after_epoch) took their hypotheses' votes with them: steps 1 .. folded_step - 1.
        t_start = max(learner.folded_step - 1, 0)
        votes = history.votes(learner.history, t_start, learner.t)
        if first_call:
            self.votes_dropped_ = 0
            all_votes = votes
        else:  # the first new hypothesis is the last old one, still collecting votes
            all_votes = np.concatenate((self.votes_[:-1], [self.votes_[-1] + votes[0]], votes[1:]))
        # positions < n_old are stored rows; position n_old + k is this call's hypothesis k (0: its start,
        # which is the last stored one still collecting votes)
        n_old = 0 if first_call else len(self.votes_) - 1
        keep = history.most_recent(len(all_votes), self.max_hypotheses)
        new_keep = keep[keep >= n_old] - n_old
        Ws, bs = history.weight_path_at(
            learner.X, learner.y_idx, learner.history, learner.W0, learner.B0, learner.eta, learner.fit_intercept,
            new_keep,
        )  # fmt: skip
        if self._rows() == 1:
            Ws, bs = Ws[:, 0, :], bs[:, 0]
        old_keep = keep[keep < n_old]
        if first_call:
            self.coefs_, self.intercepts_ = Ws, bs
        else:
            self.coefs_ = np.concatenate((self.coefs_[old_keep], Ws))
            self.intercepts_ = np.concatenate((self.intercepts_[old_keep], bs))
        self.votes_dropped_ += t_start + int(all_votes.sum() - all_votes[keep].sum())
        self.votes_ = all_votes[keep]
        super()._store(learner, X, first_call)

    def decision_function(self, X: Any) -> np.ndarray:
        """Weighted votes: sum of vote * (+1/-1) for two classes, votes per class for K > 2."""
        check_is_fitted(self)
        X = validate_data(self, X, dtype=np.float64, reset=False, accept_sparse="csr")
        H = len(self.votes_)
        K = len(self.classes_)
        votes = self.votes_.astype(np.float64)
        chunk = max(1, _CHUNK // max(H * self._rows(), 1))
        n = X.shape[0]
        out = np.zeros(n) if K == 2 else np.zeros((n, K))
        for s in range(0, n, chunk):
            Xc = X[s : s + chunk]
            if K == 2:
                scores = safe_sparse_dot(Xc, self.coefs_.T, dense_output=True) + self.intercepts_
                out[s : s + chunk] = np.where(predicts_positive(scores, self.zero_score), 1.0, -1.0) @ votes
            else:
                if sp.issparse(Xc):  # the sparse rows times every hypothesis's weights, not densified
                    flat = safe_sparse_dot(Xc, self.coefs_.reshape(H * K, -1).T, dense_output=True)
                    scores = flat.reshape(Xc.shape[0], H, K) + self.intercepts_
                else:
                    scores = np.einsum("nd,hkd->nhk", Xc, self.coefs_) + self.intercepts_
                winners = np.argmax(scores, axis=2)
                for k in range(K):
                    out[s : s + chunk, k] = (winners == k) @ votes
        return out


class KernelPerceptron(_BasePerceptron):
    """The kernel (dual) perceptron: f(x) = sum_i alpha_i K(x_i, x) + b.

    ``kernel`` is "linear", "poly" ((x.z + coef0) ** degree), "rbf"
    (exp(-gamma ||x - z||^2), gamma "scale", "auto" or a number) or a callable
    ``f(A, B)`` returning the (len(A), len(B)) kernel matrix.  Fitted:
    ``support_`` (indices of the training points with a nonzero coefficient),
    ``support_vectors_``, ``dual_coef_`` (eta0 * y * mistake count per support
    vector, one row per class for K > 2) and ``intercept_``.

    Streaming with ``partial_fit``: ``gamma="scale"`` (or ``"auto"``) is computed from the
    first call's X and then kept (``kernel_.gamma``), as a kernel must not change under a
    trained model; pass a number to make it independent of the first chunk.  Each call is one
    epoch over its chunk, starting from the scores of the model so far; a point equal to an
    existing support vector adds to that vector's coefficient (so calls on the same data keep
    one support vector per distinct point, as ``fit`` does), any other mistaken point becomes a
    new support vector, and ``support_`` counts positions over all the calls' rows.  Sparse X
    is refused with scikit-learn's message (the kernel rows need dense points).

    Parameters
    ----------
    kernel : {"linear", "poly", "rbf"} or callable, default="rbf"
        The kernel K(x, z).
    degree : int, default=3
        Degree of "poly".
    gamma : {"scale", "auto"} or float, default="scale"
        Width of "rbf": 1 / (n_features * X.var()) for "scale", 1 / n_features for "auto".
    coef0 : float, default=1.0
        Constant of "poly".
    fit_intercept, eta0, max_iter, until_converged, shuffle, random_state, zero_score
        As in :class:`Perceptron`.

    Attributes
    ----------
    support_ : ndarray of shape (n_SV,)
        Positions of the support vectors among the training rows.
    support_vectors_ : ndarray of shape (n_SV, n_features)
        The training points with a nonzero coefficient.
    dual_coef_ : ndarray of shape (1, n_SV) or (n_classes, n_SV)
        Their coefficients.
    intercept_ : ndarray of shape (1,) or (n_classes,)
        The biases.
    kernel_ : core.learn.kernels.Kernel
        The kernel in use (``gamma`` resolved).
    classes_, n_features_in_, n_iter_, t_, n_mistakes_, converged_, mistakes_per_epoch_
        As in :class:`Perceptron`.

    Examples
    --------
    >>> from core import KernelPerceptron
    >>> X = [[0.0, 0.0], [1.0, 1.0], [0.0, 1.0], [1.0, 0.0]]
    >>> KernelPerceptron(kernel="poly", degree=2).fit(X, [0, 0, 1, 1]).predict(X)
    array([0, 0, 1, 1])
    """

    _variant = "kernel"
    _parameter_constraints: dict = {
        **_BasePerceptron._parameter_constraints,
        "kernel": [StrOptions(set(KERNEL_NAMES)), callable],
        "degree": [Interval(Integral, 1, None, closed="left")],
        "gamma": [StrOptions({"scale", "auto"}), Interval(Real, 0, None, closed="neither")],
        "coef0": [Interval(Real, None, None, closed="neither")],
    }

    def __init__(
        self,
        *,
        kernel: str | Callable = "rbf",
        degree: int = 3,
        gamma: float | str = "scale",
        coef0: float = 1.0,
        fit_intercept: bool = True,
        eta0: float = 1.0,
        max_iter: int = 1000,
        until_converged: bool = True,
        shuffle: bool = False,
        random_state: Any = None,
        zero_score: str = "mistake",
    ) -> None:
        super().__init__(
            fit_intercept=fit_intercept, eta0=eta0, max_iter=max_iter, until_converged=until_converged,
            shuffle=shuffle, random_state=random_state, zero_score=zero_score,
        )  # fmt: skip
        self.kernel = kernel
        self.degree = degree
        self.gamma = gamma
        self.coef0 = coef0

    def _learner(
        self,
        X: np.ndarray,
        y_idx: np.ndarray,
        coef_init: Any,
        intercept_init: Any,
        rng: Any,
        extras: dict | None = None,
        x_max: float | None = None,
    ) -> Learner:
        if coef_init is not None:
            raise ValueError(
                "KernelPerceptron does not take coef_init: its weights live in the kernel's feature space. "
                "Use intercept_init for the start b0, or Perceptron for a start w0."
            )
        return super()._learner(X, y_idx, None, intercept_init, rng, extras, x_max)

    def _learner_extras(self, X: np.ndarray) -> dict:
        self.kernel_ = make_kernel(self.kernel, X, degree=self.degree, gamma=self.gamma, coef0=self.coef0)
        return {"kernel": self.kernel_}

    def _reset_counters(self) -> None:
        super()._reset_counters()
        self._n_seen = 0

    def _resume(self, X: np.ndarray, y_idx: np.ndarray) -> Learner:
        learner = super()._learner(X, y_idx, None, self.intercept_, self._rng, {"kernel": self.kernel_})
        learner.set_initial_scores(self._raw_scores(X))
        return learner

    def _store(self, learner: Learner, X: np.ndarray, first_call: bool) -> None:
        support = np.flatnonzero((learner.alpha != 0).any(axis=1))
        dual = learner.alpha[support].T.copy()
        if first_call:
            self.support_ = support
            self.support_vectors_ = X[support].copy()
            self.dual_coef_ = dual
        else:
            self._merge_support(self._n_seen + support, X[support], dual)
        self._n_seen += len(X)
        self.intercept_ = learner.intercept
        self._store_counters(learner)

    def _merge_support(self, index: np.ndarray, vectors: np.ndarray, dual: np.ndarray) -> None:
        """Add a partial_fit call's support vectors: a point equal to a kept one adds to its coefficient.

        So repeated calls on the same data keep one column per distinct point (as ``fit`` does),
        and a coefficient that comes back to exactly 0 drops its point.
        """
        where = {row.tobytes(): k for k, row in enumerate(np.ascontiguousarray(self.support_vectors_))}
        dual_coef = self.dual_coef_.copy()
        new_cols: list[int] = []
        for j, row in enumerate(np.ascontiguousarray(vectors)):
            k = where.get(row.tobytes())
            if k is None:
                where[row.tobytes()] = len(self.support_) + len(new_cols)
                new_cols.append(j)
            else:
                dual_coef[:, k] += dual[:, j]
        support = np.concatenate((self.support_, index[new_cols]))
        support_vectors = np.concatenate((self.support_vectors_, vectors[new_cols]))
        dual_coef = np.concatenate((dual_coef, dual[:, new_cols]), axis=1)
        alive = (dual_coef != 0).any(axis=0)
        self.support_, self.support_vectors_, self.dual_coef_ = (
            support[alive],
            support_vectors[alive],
            dual_coef[:, alive],
        )

    def _raw_scores(self, X: np.ndarray) -> np.ndarray:
        """sum_i alpha_i K(x, x_i) per class, shape (n, rows), in row blocks to bound memory."""
        out = np.zeros((len(X), self.dual_coef_.shape[0]))
        n_sv = max(len(self.support_vectors_), 1)
        chunk = max(1, _CHUNK // n_sv)
        for s in range(0, len(X), chunk):
            out[s : s + chunk] = self.kernel_.block(X[s : s + chunk], self.support_vectors_) @ self.dual_coef_.T
        return out

    def decision_function(self, X: Any) -> np.ndarray:
        """f(x) = sum_i alpha_i K(x_i, x) + b: shape (n,) for two classes, (n, K) for K classes."""
        check_is_fitted(self)
        X = validate_data(self, X, dtype=np.float64, order="C", reset=False)
        scores = self._raw_scores(X) + self.intercept_
        return scores.ravel() if scores.shape[1] == 1 else scores
