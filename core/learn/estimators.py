"""The perceptron family as scikit-learn estimators.

This module imports scikit-learn, so ``core`` loads it only on first access
to an estimator name (``from core import Perceptron``).  The classes are thin:
parameters are validated from one declarative table, the data by
scikit-learn's ``validate_data``, and all training happens in
:class:`core.learn.engine.Learner`, the engine the GUI drives too.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from numbers import Integral, Real
from typing import Any

import numpy as np
from sklearn.base import BaseEstimator, ClassifierMixin, _fit_context
from sklearn.exceptions import ConvergenceWarning
from sklearn.utils import check_random_state
from sklearn.utils._param_validation import Interval, StrOptions
from sklearn.utils.multiclass import _check_partial_fit_first_call, check_classification_targets
from sklearn.utils.validation import check_is_fitted, validate_data

from core.learn import history
from core.learn.choices import KERNEL_NAMES
from core.learn.engine import ZERO_SCORES, Learner
from core.learn.kernels import make_kernel
from core.learn.labels import encode_labels
from core.learn.prediction import predicts_positive

__all__ = ["AveragedPerceptron", "BatchPerceptron", "KernelPerceptron", "Perceptron", "VotedPerceptron"]

_CHUNK = 1 << 22  # entries of a temporary score block in decision_function


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


class _BasePerceptron(ClassifierMixin, BaseEstimator):
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
        X, y = validate_data(self, X, y, dtype=np.float64, order="C")
        classes, y_idx = encode_labels(y)
        check_classification_targets(classes)  # the distinct labels decide the target type: no pass over y
        if len(classes) < 2:
            raise ValueError(
                f"{type(self).__name__} needs samples of at least 2 classes in the data, "
                f"but the data contains only one class: {classes[0]!r}."
            )
        self.classes_ = classes
        learner = self._learner(X, y_idx, coef_init, intercept_init, check_random_state(self.random_state))
        for _ in range(self.max_iter):
            learner.advance()
            if self.until_converged and learner.converged:
                break
        if self.until_converged and not learner.converged:
            warnings.warn(
                f"{type(self).__name__} did not converge in max_iter={self.max_iter} epochs "
                f"(the last epoch made {learner.mistakes_per_epoch[-1]} mistakes): the data may not be "
                "linearly separable. Increase max_iter, or set until_converged=False.",
                ConvergenceWarning,
                stacklevel=4,  # past the two decorators, to the caller of fit
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
        first_call = _check_partial_fit_first_call(self, classes)
        X, y = validate_data(self, X, y, dtype=np.float64, order="C", reset=first_call)
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
        """Scores w.x + b: shape (n,) for two classes, (n, K) for K classes."""
        check_is_fitted(self)
        X = validate_data(self, X, dtype=np.float64, reset=False)
        scores = X @ self.coef_.T + self.intercept_
        return scores.ravel() if scores.shape[1] == 1 else scores

    def predict(self, X: Any) -> np.ndarray:
        """classes_[1] iff the score is > 0 (>= 0 under zero_score="positive"); argmax for K > 2."""
        scores = self.decision_function(X)
        if scores.ndim == 1:
            return self.classes_[predicts_positive(scores, self.zero_score).astype(np.intp)]
        return self.classes_[np.argmax(scores, axis=1)]

    # ------------------------------------------------------------ internals
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
            record_history=False, **(self._learner_extras(X) if extras is None else extras),
        )  # fmt: skip

    def _learner_extras(self, X: np.ndarray) -> dict:
        return {}

    def _resume(self, X: np.ndarray, y_idx: np.ndarray) -> Learner:
        return self._learner(X, y_idx, self.coef_, self.intercept_, self._rng)

    def _reset_counters(self) -> None:
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
        self.n_iter_ += learner.epoch
        self.t_ += learner.t
        self.n_mistakes_ += learner.n_mistakes
        self.converged_ = learner.converged
        self.mistakes_per_epoch_ = np.concatenate((self.mistakes_per_epoch_, learner.mistakes_per_epoch))


class Perceptron(_BasePerceptron):
    """The classic (online) perceptron: on a mistake, w += eta0 * y * x and b += eta0 * y.

    Binary ``Perceptron(shuffle=False, until_converged=False, max_iter=E)``
    gives the same weights as ``sklearn.linear_model.Perceptron(shuffle=False,
    tol=None, max_iter=E)``.  More than two classes use the multiclass rule:
    on a mistake, add eta0 * x to the true class and subtract it from the
    highest-scoring wrong class.
    """


class BatchPerceptron(_BasePerceptron):
    """Batch gradient descent on the perceptron loss sum max(0, -y a).

    Each epoch scores every example with the same w, then steps by eta0 times
    the sum of y x over the misclassified examples.  ``shuffle`` has no effect.
    """

    _variant = "batch"


class AveragedPerceptron(_BasePerceptron):
    """The averaged perceptron: ``coef_`` is the mean of w after each example visited.

    Equals ``SGDClassifier(loss="perceptron", learning_rate="constant",
    penalty=None, average=True)`` on two classes.
    """

    _variant = "averaged"

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
    """The voted perceptron of Freund & Schapire (1999).

    Keeps every hypothesis (``coefs_``, ``intercepts_``) with its vote
    (``votes_``: one at its first mistake plus one per later correct
    prediction; the initial hypothesis starts with zero) and predicts by the
    weighted vote of their predictions.  ``coef_``/``intercept_`` are the last
    hypothesis.
    """

    _variant = "voted"

    def _store(self, learner: Learner, X: np.ndarray, first_call: bool) -> None:
        Ws, bs = history.weight_path(
            learner.X, learner.y_idx, learner.history, learner.W0, learner.B0, learner.eta, learner.fit_intercept
        )
        votes = history.votes(learner.history, 0, learner.t)
        if self._rows() == 1:
            Ws, bs = Ws[:, 0, :], bs[:, 0]
        if first_call:
            self.coefs_, self.intercepts_, self.votes_ = Ws, bs, votes
        else:  # the first new hypothesis is the last old one, still collecting votes
            self.votes_ = np.concatenate((self.votes_[:-1], [self.votes_[-1] + votes[0]], votes[1:]))
            self.coefs_ = np.concatenate((self.coefs_, Ws[1:]))
            self.intercepts_ = np.concatenate((self.intercepts_, bs[1:]))
        super()._store(learner, X, first_call)

    def decision_function(self, X: Any) -> np.ndarray:
        """Weighted votes: sum of vote * (+1/-1) for two classes, votes per class for K > 2."""
        check_is_fitted(self)
        X = validate_data(self, X, dtype=np.float64, reset=False)
        H = len(self.votes_)
        K = len(self.classes_)
        out = np.zeros(len(X)) if K == 2 else np.zeros((len(X), K))
        votes = self.votes_.astype(np.float64)
        chunk = max(1, _CHUNK // max(H * self._rows(), 1))
        for s in range(0, len(X), chunk):
            Xc = X[s : s + chunk]
            if K == 2:
                scores = Xc @ self.coefs_.T + self.intercepts_
                out[s : s + chunk] = np.where(predicts_positive(scores, self.zero_score), 1.0, -1.0) @ votes
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
    ) -> Learner:
        if coef_init is not None:
            raise ValueError(
                "KernelPerceptron does not take coef_init: its weights live in the kernel's feature space. "
                "Use intercept_init for the start b0, or Perceptron for a start w0."
            )
        return super()._learner(X, y_idx, None, intercept_init, rng, extras)

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
            self.support_ = np.concatenate((self.support_, self._n_seen + support))
            self.support_vectors_ = np.concatenate((self.support_vectors_, X[support]))
            self.dual_coef_ = np.concatenate((self.dual_coef_, dual), axis=1)
        self._n_seen += len(X)
        self.intercept_ = learner.intercept
        self._store_counters(learner)

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
