"""scikit-learn's SGD path: ``BaseSGDClassifier`` for the perceptron, hinge and logistic losses.

:class:`SGDPath` is the part of an estimator that takes over ``fit``/``partial_fit`` when a
parameter of scikit-learn's ``Perceptron`` or ``SGDClassifier(loss="perceptron")`` asks for
something the teaching engine (:class:`core.learn.engine.Learner`) does not do: a penalty,
``tol`` / ``early_stopping``, class or sample weights, one-vs-rest, sparse or float32 X, a
learning-rate schedule, late-onset averaging.  It is all of ``fit``/``partial_fit`` for
``LogisticClassifier`` and ``HingeClassifier`` (:mod:`core.learn.sgd_estimators`; the host's
``_sgd_loss`` picks the loss).  It follows ``BaseSGDClassifier`` step by step (same random
draws, same attributes, same messages) and runs :func:`core.learn._sgd_loops.sgd_epoch` one
epoch at a time (on CSR rows without L1, :func:`core.learn._sparse_loops.sparse_sgd_epoch`), so the
weights equal scikit-learn's.

Loaded with the estimators (it imports scikit-learn and SciPy); ``import core`` does not load it.
"""

from __future__ import annotations

import functools
import time
import warnings
from typing import Any

import numpy as np

from core.learn import blas_routines
from core.learn.compiled import loop_module
from core.learn.engine import OverflowTrainingError, _identity_order
from core.learn.label_codes import encode_labels
from core.learn.schedules import optimal_t0

loops = loop_module("_sgd_loops")
_sparse_loops = loop_module("_sparse_loops")

MAX_INT = np.iinfo(np.int32).max
SPARSE_INTERCEPT_DECAY = 0.01
LEARNING_RATES = {"constant": loops.CONSTANT, "optimal": loops.OPTIMAL, "invscaling": loops.INVSCALING,
                  "adaptive": loops.ADAPTIVE}  # fmt: skip
ZERO_MODES = {"mistake": 0, "positive": 1, "negative": 2}  # the engine's zero_score codes
PENALTIES = {None: loops.NO_PENALTY, "l2": loops.L2, "l1": loops.L1, "elasticnet": loops.ELASTICNET}


def _rows(X: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, bool]:
    """(dense X, data, indices, indptr, sparse): the loops' two ways to a row, the unused one empty."""
    import scipy.sparse as sp  # scikit-learn's path only: the engine and the app never load it

    if sp.issparse(X):
        empty = np.zeros((0, X.shape[1]), dtype=X.dtype)
        return empty, X.data, X.indices.astype(np.int32, copy=False), X.indptr.astype(np.int32, copy=False), True
    return X, np.zeros(0, dtype=X.dtype), np.zeros(0, dtype=np.int32), np.zeros(1, dtype=np.int32), False


def _is_seed(random_state: Any) -> bool:
    """Whether random_state is an int seed: check_random_state makes a new RandomState of it, whose draws are fixed."""
    return isinstance(random_state, (int, np.integer)) and not isinstance(random_state, bool)


# A new RandomState costs about 0.2 ms (more than a small fit's epochs) and one-vs-rest makes one per class: the
# draws from a seeded one are kept instead (the same numbers).
@functools.lru_cache(maxsize=256)
def _class_seeds(seed: int, n_classes: int) -> np.ndarray:
    """RandomState(seed).randint(MAX_INT, size=n_classes): the one-vs-rest fits' seeds (read-only)."""
    seeds = np.random.RandomState(seed).randint(MAX_INT, size=n_classes)
    seeds.flags.writeable = False
    return seeds


@functools.lru_cache(maxsize=1024)
def _shuffle_seed(seed: int) -> int:
    """fit_binary's shuffle seed for random_state=seed: RandomState(seed)'s second draw (after make_dataset's)."""
    random_state = np.random.RandomState(seed)
    random_state.randint(1, np.iinfo(np.int32).max)
    return int(random_state.randint(MAX_INT))


def check_classification_classes(classes: np.ndarray) -> None:
    """check_classification_targets on the distinct labels, answered at once for integer, bool and string labels.

    Those are always classes (scikit-learn's type_of_target says binary or multiclass); floats must be
    whole numbers, other labels go through scikit-learn's check (its messages).  The check costs more
    than a small fit's epochs.
    """
    kind = classes.dtype.kind
    if kind in "iubUS" or (kind == "f" and np.isfinite(classes).all() and (classes == np.floor(classes)).all()):
        return
    from sklearn.utils.multiclass import check_classification_targets

    check_classification_targets(classes)


def _plain_labels(y: Any) -> bool:
    """Whether y is a 1-D ndarray of finite numbers, bools or strings (validate_data would return it as it is)."""
    return (
        type(y) is np.ndarray and y.ndim == 1 and y.size > 0 and y.dtype.kind in "iubfUS"
        and (y.dtype.kind != "f" or bool(np.isfinite(y.sum())))
    )  # fmt: skip


def dense_l2_applies(
    sparse: bool, validation_mask: np.ndarray, averaging: bool, penalty: int, learning_rate: int, loss: int
) -> bool:  # fmt: skip
    """Whether ``dense_l2_epochs`` (:mod:`core.learn._sgd_loops`) can run a fit's epochs instead of ``sgd_epochs``:
    dense rows, nothing held out, no averaging, no L1, and the hinge loss, or the logistic one summed in eight
    partial sums (any schedule but the optimal and adaptive ones); with or without the stopping rule.

    Plain Python, asked before the call: ``sgd_epochs`` does not call ``dense_l2_epochs`` itself, so a fit
    that needs one of them compiles only that one (each is seconds of compiling with an empty cache).
    """
    if sparse or averaging or penalty not in (loops.NO_PENALTY, loops.L2):
        return False
    if not (loss == loops.HINGE or (loss == loops.LOG and learning_rate not in (loops.OPTIMAL, loops.ADAPTIVE))):
        return False
    return not validation_mask.any()


class SGDPath:
    """fit / partial_fit as scikit-learn's BaseSGDClassifier does them, with the host's loss.

    The host estimator provides the parameters (``penalty``, ``alpha``, ``l1_ratio``, ``tol``, ...);
    ``learning_rate``, ``power_t`` and ``average`` default to the plain perceptron's
    ("constant", 0.5, False) when the host has no such parameter.  ``_sgd_loss`` is the loss code
    (:data:`core.learn._sgd_loops.PERCEPTRON`, ``HINGE`` or ``LOG``).
    """

    _sgd_loss = loops.PERCEPTRON

    def _sgd_tracks_loss(self) -> bool:
        """Whether the loop sums the losses: only for ``verbose`` and the ``tol`` rule (an exp and a log per step)."""
        p: Any = self
        return bool(p.verbose) or (p.tol is not None and not p.early_stopping)

    # the parameters the host may lack
    def _sgd_learning_rate(self) -> str:
        return getattr(self, "learning_rate", "constant")

    def _sgd_power_t(self) -> float:
        return float(getattr(self, "power_t", 0.5))

    def _sgd_average(self) -> int:
        return int(getattr(self, "average", False))

    def _sgd_l1_ratio(self) -> float:
        p: Any = self
        if p.penalty == "l2":
            return 0.0
        if p.penalty == "l1":
            return 1.0
        return float(p.l1_ratio) if p.l1_ratio is not None else 0.0

    # ------------------------------------------------------------ checks
    def _sgd_validate_params(self, for_partial_fit: bool = False) -> None:
        p: Any = self
        if p.early_stopping and for_partial_fit:
            raise ValueError("early_stopping should be False with partial_fit")
        if self._sgd_learning_rate() == "optimal" and p.alpha == 0:
            raise ValueError(
                "alpha must be > 0 since learning_rate is 'optimal'. alpha is used to compute the optimal "
                "learning rate."
            )
        if p.penalty == "elasticnet" and p.l1_ratio is None:
            raise ValueError("l1_ratio must be set when penalty is 'elasticnet'")

    # --------------------------------------------------------------- fit
    def _sgd_fit(self, X: Any, y: Any, coef_init: Any, intercept_init: Any, sample_weight: Any) -> Any:
        p: Any = self
        from sklearn.exceptions import ConvergenceWarning
        from sklearn.utils.validation import validate_data

        self._sgd_validate_params()
        if hasattr(self, "classes_"):
            delattr(self, "classes_")
        if _plain_labels(y):  # what validate_data would return unchanged; the classes in O(n), not by a sort
            classes = encode_labels(y)[0]
        else:
            y = validate_data(p, y=y)
            classes = np.unique(y)
        if p.warm_start and getattr(self, "coef_", None) is not None:
            if coef_init is None:
                coef_init = p.coef_
            if intercept_init is None:
                intercept_init = p.intercept_
        else:
            p.coef_ = None
            p.intercept_ = None
        if self._sgd_average() > 0:
            p._standard_coef = p.coef_
            p._standard_intercept = p.intercept_
            p._average_coef = None
            p._average_intercept = None
        for name in ("_standard_coef", "_standard_intercept", "_average_coef", "_average_intercept"):
            if self._sgd_average() <= 0 and hasattr(self, name):
                delattr(self, name)
        p._sgd_t = 1.0
        p._reset_counters()
        self._sgd_partial_fit(X, y, p.max_iter, classes, sample_weight, coef_init, intercept_init, y_in_classes=True)
        if p.tol is not None and p.tol > -np.inf and p.n_iter_ == p.max_iter:
            warnings.warn(
                "Maximum number of iteration reached before convergence. Consider increasing max_iter to "
                "improve the fit.",
                ConvergenceWarning,
                stacklevel=5,  # past fit and its two decorators
            )
        if self._sgd_power_t() < 0:
            warnings.warn(
                "Negative values for `power_t` are deprecated in version 1.8 and will raise an error in 1.10. "
                "Use values in the range [0.0, inf) instead.",
                FutureWarning,
                stacklevel=5,
            )
        return self

    def _sgd_partial_fit_entry(self, X: Any, y: Any, classes: Any, sample_weight: Any) -> Any:
        p: Any = self
        if not hasattr(self, "classes_"):
            self._sgd_validate_params(for_partial_fit=True)
            if p.class_weight == "balanced":
                raise ValueError(
                    f"class_weight '{p.class_weight}' is not supported for partial_fit. In order to use "
                    f"'balanced' weights, use compute_class_weight('{p.class_weight}', classes=classes, y=y). "
                    "In place of y you can use a large enough sample of the full training set target to "
                    "properly estimate the class frequency distributions. Pass the resulting weights as the "
                    "class_weight parameter."
                )
            p._reset_counters()
        return self._sgd_partial_fit(X, y, 1, classes, sample_weight, None, None)

    def _sgd_partial_fit(
        self, X: Any, y: Any, max_iter: int, classes: Any, sample_weight: Any, coef_init: Any, intercept_init: Any,
        y_in_classes: bool = False,
    ) -> Any:  # fmt: skip
        """scikit-learn's _partial_fit; ``y_in_classes`` when ``classes`` are y's own (``fit``): no label check."""
        p: Any = self
        from sklearn.utils import compute_class_weight
        from sklearn.utils.multiclass import _check_partial_fit_first_call
        from sklearn.utils.validation import _check_sample_weight, validate_data

        first_call = not hasattr(self, "classes_")
        if not (first_call and p._takes_as_valid(X, y)):
            X, y = validate_data(
                p, X, y, accept_sparse="csr", dtype=[np.float64, np.float32], order="C", accept_large_sparse=False,
                reset=first_call,
            )  # fmt: skip
        n_features = X.shape[1]
        trained = getattr(self, "coef_", None)
        if not first_call and coef_init is None and trained is not None and X.dtype != trained.dtype:
            raise TypeError(  # scikit-learn raises a TypeError here too (its loop's types), in words of its own
                f"partial_fit got X of dtype {X.dtype.name}, but this model was trained on {trained.dtype.name} X "
                f"(its first call's): pass X as {trained.dtype.name}, e.g. X.astype(np.{trained.dtype.name})."
            )
        if y_in_classes and first_call:  # fit: the classes are y's sorted distinct labels, as unique_labels gives them
            check_classification_classes(classes)
            p.classes_ = classes
        else:
            _check_partial_fit_first_call(p, classes)
        n_classes = p.classes_.shape[0]
        if p.class_weight is None and y_in_classes:  # what compute_class_weight gives, without its pass over y
            p._expanded_class_weight = np.ones(n_classes)
        else:
            p._expanded_class_weight = compute_class_weight(p.class_weight, classes=p.classes_, y=y)
        sample_weight = _check_sample_weight(sample_weight, X, dtype=X.dtype, allow_all_zero_weights=p.early_stopping)
        if getattr(self, "coef_", None) is None or coef_init is not None:
            self._sgd_allocate(n_classes, n_features, X.dtype, coef_init, intercept_init)
        elif n_features != p.coef_.shape[-1]:
            raise ValueError(f"Number of features {n_features} does not match previous data {p.coef_.shape[-1]}.")
        if not hasattr(self, "_sgd_t"):
            p._sgd_t = 1.0
        if n_classes > 2 and getattr(p, "multiclass", "ovr") == "structured":
            self._sgd_fit_structured(X, y, sample_weight, max_iter)
        elif n_classes > 2:
            self._sgd_fit_multiclass(X, y, sample_weight, max_iter)
        elif n_classes == 2:
            self._sgd_fit_binary(X, y, sample_weight, max_iter)
        else:
            raise ValueError(f"The number of classes has to be greater than one; got {n_classes} class")
        self._sgd_check_finite()
        return self

    def _sgd_overflow_advice(self, what: str) -> str:
        p: Any = self
        return (
            f"The {what} overflowed (became infinite): use a smaller learning rate (now {float(p.eta0):g}) "
            "or rescale the data."
        )

    def _sgd_overflow_error(self, epoch: int, state: np.ndarray | None = None) -> OverflowTrainingError:
        """The error for weights that became non-finite in epoch ``epoch`` (0 = the first), or for the score of
        an example that did (``state[OVERFLOW]`` of the loop's ``state``: training stopped before its step)."""
        p: Any = self
        if state is not None and state[loops.OVERFLOW] > 0:
            return OverflowTrainingError(
                f"The score w.x + b overflowed (is not a finite number) at example {int(state[loops.OVERFLOW]) - 1}"
                f" in epoch #{epoch + 1}: use a smaller learning rate (now {float(p.eta0):g}) or rescale the data."
            )
        return OverflowTrainingError(
            f"Floating-point under-/overflow occurred at epoch #{epoch + 1}. Scaling input data with "
            f"StandardScaler or MinMaxScaler might help. {self._sgd_overflow_advice('weights')}"
        )

    def _sgd_check_finite(self) -> None:
        """Raise OverflowTrainingError when a weight or an average is not finite (the fit then stores nothing)."""
        p: Any = self
        for name in ("coef_", "intercept_", "_standard_coef", "_standard_intercept", "_average_coef",
                     "_average_intercept"):  # fmt: skip
            value = getattr(p, name, None)
            if value is not None and not np.isfinite(value).all():
                what = "averaged weights" if name.startswith("_average") else "weights"
                raise OverflowTrainingError(self._sgd_overflow_advice(what))

    def _sgd_allocate(self, n_classes: int, n_features: int, dtype: Any, coef_init: Any, intercept_init: Any) -> None:
        p: Any = self
        if n_classes > 2:
            if coef_init is not None:
                coef_init = np.array(coef_init, dtype=dtype, order="C")  # a copy: the caller's array stays as it was
                if coef_init.shape != (n_classes, n_features):
                    raise ValueError("Provided ``coef_`` does not match dataset. ")
                p.coef_ = coef_init
            else:
                p.coef_ = np.zeros((n_classes, n_features), dtype=dtype, order="C")
            if intercept_init is not None:
                intercept_init = np.array(intercept_init, order="C", dtype=dtype)
                if intercept_init.shape != (n_classes,):
                    raise ValueError("Provided intercept_init does not match dataset.")
                p.intercept_ = intercept_init
            else:
                p.intercept_ = np.zeros(n_classes, dtype=dtype, order="C")
        else:
            if coef_init is not None:
                coef_init = np.array(coef_init, dtype=dtype, order="C").ravel()  # a copy: the caller's stays as it was
                if coef_init.shape != (n_features,):
                    raise ValueError("Provided coef_init does not match dataset.")
                p.coef_ = coef_init
            else:
                p.coef_ = np.zeros(n_features, dtype=dtype, order="C")
            if intercept_init is not None:
                intercept_init = np.array(intercept_init, dtype=dtype)
                if intercept_init.shape != (1,) and intercept_init.shape != ():
                    raise ValueError("Provided intercept_init does not match dataset.")
                p.intercept_ = intercept_init.reshape(1)
            else:
                p.intercept_ = np.zeros(1, dtype=dtype, order="C")
        if self._sgd_average() > 0:
            p._standard_coef = p.coef_
            p._average_coef = np.zeros(p.coef_.shape, dtype=dtype, order="C")
            p._standard_intercept = p.intercept_
            p._average_intercept = np.zeros(p._standard_intercept.shape, dtype=dtype, order="C")

    def _sgd_validation_split(self, y: np.ndarray, sample_mask: np.ndarray) -> np.ndarray:
        p: Any = self
        from sklearn.model_selection import StratifiedShuffleSplit

        n_samples = y.shape[0]
        validation_mask = np.zeros(n_samples, dtype=np.bool_)
        p._n_validation = 0
        if not p.early_stopping:
            return validation_mask
        cv = StratifiedShuffleSplit(test_size=p.validation_fraction, random_state=p.random_state)
        idx_train, idx_val = next(cv.split(np.zeros(shape=(y.shape[0], 1)), y))
        if not np.any(sample_mask[idx_val]):
            raise ValueError(
                "The sample weights for validation set are all zero, consider using a different random state."
            )
        if idx_train.shape[0] == 0 or idx_val.shape[0] == 0:
            raise ValueError(
                f"Splitting {n_samples} samples into a train set and a validation set with validation_fraction="
                f"{p.validation_fraction!r} led to an empty set ({idx_train.shape[0]} and {idx_val.shape[0]} "
                "samples). Please either change validation_fraction, increase number of samples, or disable "
                "early_stopping."
            )
        validation_mask[idx_val] = True
        p._n_validation = len(idx_val)
        return validation_mask

    def _sgd_fit_binary(self, X: Any, y: np.ndarray, sample_weight: np.ndarray, max_iter: int) -> None:
        p: Any = self
        _, intercept, n_iter, mistakes = self._sgd_one_vs_rest(
            1, X, y, sample_weight, max_iter, p._expanded_class_weight[1], p._expanded_class_weight[0], None,
            p.random_state,
        )  # fmt: skip
        p._sgd_t += n_iter * X.shape[0]
        self._sgd_counters(n_iter, X.shape[0], mistakes)
        if self._sgd_average() > 0:
            if self._sgd_average() <= p._sgd_t - 1:
                p.coef_ = p._average_coef.reshape(1, -1)
                p.intercept_ = p._average_intercept
            else:
                p.coef_ = p._standard_coef.reshape(1, -1)
                p._standard_intercept = np.atleast_1d(intercept)
                p.intercept_ = p._standard_intercept
        else:
            p.coef_ = p.coef_.reshape(1, -1)
            p.intercept_ = np.atleast_1d(intercept)  # float64 whatever X's type, as scikit-learn's

    def _sgd_fit_multiclass(self, X: Any, y: np.ndarray, sample_weight: np.ndarray, max_iter: int) -> None:
        p: Any = self
        from joblib import Parallel, delayed
        from sklearn.utils import check_random_state

        validation_mask = self._sgd_validation_split(y, sample_mask=sample_weight > 0)
        if _is_seed(p.random_state):
            seeds = _class_seeds(int(p.random_state), len(p.classes_))
        else:
            seeds = check_random_state(p.random_state).randint(MAX_INT, size=len(p.classes_))
        if self._sgd_ovr_side_by_side(X):
            result = self._sgd_ovr_sparse(X, y, sample_weight, max_iter)
        elif self._sgd_ovr_in_lanes(X):
            result = self._sgd_ovr_lanes(X, y, sample_weight, max_iter)
        elif p.n_jobs in (None, 1) and not p.verbose:  # one thread: the same calls without joblib's set-up
            result = [
                self._sgd_one_vs_rest(
                    i, X, y, sample_weight, max_iter, p._expanded_class_weight[i], 1.0, validation_mask, seed
                )
                for i, seed in enumerate(seeds)
            ]
        else:
            result = Parallel(n_jobs=p.n_jobs, verbose=p.verbose, require="sharedmem")(
                delayed(self._sgd_one_vs_rest)(
                    i, X, y, sample_weight, max_iter, p._expanded_class_weight[i], 1.0, validation_mask, seed
                )
                for i, seed in enumerate(seeds)
            )
        n_iter = 0
        mistakes: np.ndarray = np.zeros(0, dtype=np.int64)
        for i, (_, intercept, n_iter_i, mistakes_i) in enumerate(result):
            p.intercept_[i] = intercept
            n_iter = max(n_iter, n_iter_i)
            if len(mistakes_i) > len(mistakes):
                mistakes = np.concatenate((mistakes, np.zeros(len(mistakes_i) - len(mistakes), dtype=np.int64)))
            mistakes[: len(mistakes_i)] += mistakes_i
        p._sgd_t += n_iter * X.shape[0]
        self._sgd_counters(n_iter, X.shape[0], mistakes)
        if self._sgd_average() > 0:
            if self._sgd_average() <= p._sgd_t - 1.0:
                p.coef_ = p._average_coef
                p.intercept_ = p._average_intercept
            else:
                p.coef_ = p._standard_coef
                p._standard_intercept = np.atleast_1d(p.intercept_)
                p.intercept_ = p._standard_intercept

    def _sgd_ovr_side_by_side(self, X: Any) -> bool:
        """Whether the one-vs-rest runs are plain perceptrons on CSR rows in stored order (one pass for all classes).

        Then each class's run only adds rows to its own weights when it makes a mistake, and the
        runs can go side by side (:func:`core.learn._sparse_loops.sparse_ovr_run`).
        """
        p: Any = self
        import scipy.sparse as sp

        return bool(
            sp.issparse(X) and self._sgd_loss == loops.PERCEPTRON and p.penalty is None
            and self._sgd_learning_rate() == "constant" and self._sgd_average() <= 0 and not p.shuffle
            and not p.early_stopping and not self._sgd_tracks_loss()
        )  # fmt: skip

    def _sgd_ovr_sparse(
        self, X: Any, y: np.ndarray, sample_weight: np.ndarray, max_iter: int
    ) -> list[tuple[np.ndarray, float, int, np.ndarray]]:
        """What the per-class runs of :meth:`_sgd_one_vs_rest` return, computed side by side in one pass per epoch."""
        p: Any = self
        K = len(p.classes_)
        codes = np.searchsorted(p.classes_, y)
        known = codes < K
        known[known] = p.classes_[codes[known]] == y[known]
        codes = np.where(known, codes, -1)  # a label outside classes_ is negative for every class, as y_i says
        Wt = np.ascontiguousarray(p.coef_.T)  # a row's classes side by side
        b = p.intercept_.astype(np.float64)
        mistakes = np.zeros((K, max_iter), dtype=np.int64)
        n_iter = np.zeros(K, dtype=np.int64)
        first_overflow = np.zeros(K, dtype=np.int64)
        _, data, indices, indptr, _ = _rows(X)
        class_weight = np.asarray(p._expanded_class_weight, dtype=np.float64)
        zero_mode = ZERO_MODES[getattr(p, "zero_score", "mistake")]
        _sparse_loops.sparse_ovr_run(
            data, indices, indptr, codes, sample_weight, Wt, b, class_weight, float(p.eta0), bool(p.fit_intercept),
            SPARSE_INTERCEPT_DECAY, zero_mode, bool(getattr(p, "until_converged", False)), mistakes, n_iter,
            first_overflow,
        )  # fmt: skip
        for c in range(K):
            if first_overflow[c] >= 0:
                raise self._sgd_overflow_error(int(first_overflow[c]))
        p.coef_[...] = Wt.T
        return [(p.coef_[c], float(b[c]), int(n_iter[c]), mistakes[c, : n_iter[c]]) for c in range(K)]

    def _sgd_ovr_in_lanes(self, X: Any) -> bool:
        """Whether the one-vs-rest runs go side by side in X's order (:meth:`_sgd_ovr_lanes`): the logistic loss
        with the optimal schedule (scores summed left to right), dense float64 X, not shuffled (every class visits
        the rows in the same order), no L1, averaging, early stopping, verbose output or threads."""
        p: Any = self
        import scipy.sparse as sp

        return bool(
            self._sgd_loss == loops.LOG and self._sgd_learning_rate() == "optimal" and not p.shuffle
            and not sp.issparse(X) and X.dtype == np.float64 and p.penalty in (None, "l2")
            and self._sgd_average() <= 0 and not p.early_stopping and not p.verbose and p.n_jobs in (None, 1)
            and not getattr(p, "until_converged", False)
        )  # fmt: skip

    def _sgd_ovr_lanes(
        self, X: Any, y: np.ndarray, sample_weight: np.ndarray, max_iter: int
    ) -> list[tuple[np.ndarray, float, int, np.ndarray]]:
        """What the per-class runs of :meth:`_sgd_one_vs_rest` return (the same bits), the classes side by side.

        One class's logistic step waits for its score, a chain of d additions; the classes' chains
        run as the lanes of one vector (:func:`core.learn._sgd_loops.ovr_lanes_epoch`, 8 classes a
        call), and each class's stopping rule is :meth:`_run_epochs`' after each epoch: a class
        that stops no longer steps.  An overflow raises, once every other class is done, the error
        of the first class (in the order of ``classes_``) whose run overflowed, as class by class.
        """
        p: Any = self
        K = len(p.classes_)
        n_samples, n_features = X.shape
        lanes = loops.CLASS_LANES
        width = -(-K // lanes) * lanes
        codes = np.searchsorted(p.classes_, y).astype(np.int64)
        known = codes < K
        known[known] = p.classes_[codes[known]] == y[known]
        codes = np.where(known, codes, -1)  # a label outside classes_ is negative for every class, as y_i says
        Wt = np.zeros((n_features, width))
        Wt[:, :K] = p.coef_.T
        penalty = PENALTIES[p.penalty]
        alpha, eta0, power_t, l1_ratio = float(p.alpha), float(p.eta0), self._sgd_power_t(), self._sgd_l1_ratio()
        track_loss = self._sgd_tracks_loss()
        states = np.zeros((width, loops.N_STATE))
        states[:, loops.WSCALE] = 1.0
        states[:, loops.AVG_B] = 1.0
        states[:K, loops.INTERCEPT] = p.intercept_
        states[:, loops.T] = p._sgd_t
        states[:, loops.ETA] = eta0
        if track_loss:
            for c in range(K):
                row = np.ascontiguousarray(p.coef_[c])
                states[c, loops.SQ_NORM], states[c, loops.L1_NORM] = blas_routines.norms(row)
        weight_pos = np.ones(width)
        weight_pos[:K] = p._expanded_class_weight
        active = np.zeros(width, dtype=np.bool_)
        active[:K] = True
        feature_ids = np.arange(n_features, dtype=np.int32)
        tol = -np.inf if p.tol is None else float(p.tol)
        no_improvement = np.zeros(K, dtype=np.int64)
        best_objective = np.full(K, np.inf)
        n_iter = np.full(K, max_iter)
        overflow_epoch = np.full(K, -1)
        mistakes: list[list[int]] = [[] for _ in range(K)]
        for epoch in range(max_iter):
            totals = np.zeros((width, 3))
            for c0 in range(0, width, lanes):
                if active[c0 : c0 + lanes].any():
                    loops.ovr_lanes_epoch(
                        X, codes, sample_weight, Wt, c0, states, active, penalty, alpha, l1_ratio, loops.OPTIMAL,
                        eta0, power_t, optimal_t0(alpha), bool(p.fit_intercept), 1.0, weight_pos, 1.0, 1e-9,
                        track_loss, feature_ids, totals,
                    )  # fmt: skip
            for c in np.flatnonzero(active[:K]).tolist():
                mistakes[c].append(int(totals[c, 2]))
                finite = states[c, loops.OVERFLOW] == 0.0 and np.isfinite(states[c, loops.INTERCEPT])
                if not (finite and np.isfinite(Wt[:, c]).all()):
                    overflow_epoch[c] = epoch
                    active[c] = False
                    continue
                objective = totals[c, 1] / n_samples
                if tol > -np.inf and objective > best_objective[c] - tol:
                    no_improvement[c] += 1
                else:
                    no_improvement[c] = 0
                best_objective[c] = min(best_objective[c], objective)
                if no_improvement[c] >= p.n_iter_no_change:
                    n_iter[c] = epoch + 1
                    active[c] = False
            if not active.any():
                break
        for c in range(K):
            if overflow_epoch[c] >= 0:
                raise self._sgd_overflow_error(int(overflow_epoch[c]), states[c])
        result = []
        for c in range(K):
            w = np.ascontiguousarray(Wt[:, c])
            loops.reset_wscale(w, w, False, states[c])
            p.coef_[c] = w
            result.append((p.coef_[c], float(states[c, loops.INTERCEPT]), int(n_iter[c]), np.asarray(mistakes[c])))
        return result

    def _sgd_fit_structured(self, X: Any, y: np.ndarray, sample_weight: np.ndarray, max_iter: int) -> None:
        """The multiclass (structured) perceptron with scikit-learn's options (see ``structured_epoch``)."""
        p: Any = self
        from sklearn.utils import check_random_state

        n_samples, n_features = X.shape
        dtype = X.dtype
        y_idx = np.searchsorted(p.classes_, y).astype(dtype)
        validation_mask = self._sgd_validation_split(y, sample_mask=sample_weight > 0)
        seed = int(check_random_state(p.random_state).randint(MAX_INT))
        average = self._sgd_average()
        averaging = average > 0
        K = len(p.classes_)
        W = p._standard_coef if averaging else p.coef_
        b = p._standard_intercept if averaging else p.intercept_
        aW = p._average_coef if averaging else np.zeros((0, 0), dtype=dtype)
        ab = p._average_intercept if averaging else np.zeros(0, dtype=dtype)
        dense, data, indices, indptr, sparse = _rows(X)
        feature_ids = np.arange(n_features, dtype=np.int32)
        penalty = PENALTIES[p.penalty]
        q = np.zeros((K, n_features) if penalty in (loops.L1, loops.ELASTICNET) else (0, 0), dtype=dtype)
        learning_rate = LEARNING_RATES[self._sgd_learning_rate()]
        alpha, eta0, power_t, l1_ratio = float(p.alpha), float(p.eta0), self._sgd_power_t(), self._sgd_l1_ratio()
        state = np.zeros(loops.N_STATE)
        state[loops.T] = p._sgd_t
        state[loops.ETA] = eta0
        state[loops.SEED] = seed
        optimal_init = optimal_t0(alpha) if learning_rate == loops.OPTIMAL else 0.0
        class_weight = np.asarray(p._expanded_class_weight, dtype=np.float64)
        index = np.arange(n_samples, dtype=np.int64)
        scores = np.zeros(K)
        track_loss = self._sgd_tracks_loss()

        def run_epoch() -> tuple[float, float, int, bool]:
            return loops.structured_epoch(
                dense, data, indices, indptr, sparse, y_idx, sample_weight, index, validation_mask,
                W, b, aW, ab, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0,
                power_t, optimal_init, bool(p.fit_intercept), class_weight, bool(p.shuffle), track_loss,
                feature_ids, scores,
            )  # fmt: skip

        def validation_score() -> float:
            return float(
                loops.structured_accuracy(
                    dense, data, indices, indptr, sparse, y_idx, sample_weight, validation_mask, W, b, feature_ids
                )
            )

        def describe() -> tuple[float, int, float]:
            return float(np.linalg.norm(W)), int(np.count_nonzero(W)), float(b[0])

        train_count = n_samples - int(np.sum(validation_mask))
        n_iter, mistakes = self._run_epochs(run_epoch, validation_score, describe, state, max_iter, train_count)
        p._sgd_t += n_iter * n_samples
        self._sgd_counters(n_iter, n_samples, mistakes)
        if averaging:
            if average <= p._sgd_t - 1.0:
                p.coef_ = p._average_coef
                p.intercept_ = p._average_intercept
            else:
                p.coef_ = p._standard_coef
                p.intercept_ = p._standard_intercept

    def _sgd_counters(self, n_iter: int, n_samples: int, mistakes: np.ndarray) -> None:
        p: Any = self
        p.n_iter_ = int(n_iter)  # fit's epochs, or the last partial_fit call's (as scikit-learn)
        p.t_ += int(n_iter) * n_samples  # as scikit-learn counts: the held-out rows of early stopping too
        p.n_mistakes_ += int(np.sum(mistakes))
        p.mistakes_per_epoch_ = np.concatenate((p.mistakes_per_epoch_, mistakes))
        p.converged_ = bool(len(mistakes) and mistakes[-1] == 0)

    def _sgd_one_vs_rest(
        self, i: int, X: Any, y: np.ndarray, sample_weight: np.ndarray, max_iter: int, pos_weight: float,
        neg_weight: float, validation_mask: np.ndarray | None, random_state: Any,
    ) -> tuple[np.ndarray, float, int, np.ndarray]:  # fmt: skip
        """scikit-learn's fit_binary: class i against the rest (labels +1 / -1)."""
        p: Any = self
        import scipy.sparse as sp
        from sklearn.utils import check_random_state

        dtype = X.dtype
        y_i = np.ones(y.shape, dtype=dtype, order="C")
        y_i[y != p.classes_[i]] = -1.0
        average = self._sgd_average()
        binary = len(p.classes_) == 2
        row = 0 if binary else i
        if average:
            coef = p._standard_coef.ravel() if binary else p._standard_coef[i]
            intercept = float(p._standard_intercept[row])
            avg_coef = p._average_coef.ravel() if binary else p._average_coef[i]
            avg_intercept = float(p._average_intercept[row])
        else:
            coef = p.coef_.ravel() if binary else p.coef_[i]
            intercept = float(p.intercept_[row])
            avg_coef = np.zeros(0, dtype=dtype)
            avg_intercept = 0.0
        sparse = sp.issparse(X)
        intercept_decay = SPARSE_INTERCEPT_DECAY if sparse else 1.0
        if validation_mask is None:
            validation_mask = self._sgd_validation_split(y_i, sample_mask=sample_weight > 0)
        seed = 0  # the shuffle's seed: drawn only for a shuffle (a generator per class costs more than its epochs)
        if p.shuffle and _is_seed(random_state):
            seed = _shuffle_seed(int(random_state))
        elif p.shuffle:
            random_state = check_random_state(random_state)
            random_state.randint(1, np.iinfo(np.int32).max)  # make_dataset's seed (drawn, unused by the shuffle)
            seed = int(random_state.randint(MAX_INT))
        coef, intercept, avg_coef, avg_intercept, n_iter, mistakes = self._sgd_epochs(
            X, y_i, sample_weight, validation_mask, coef, intercept, avg_coef, avg_intercept, max_iter,
            pos_weight, neg_weight, seed, intercept_decay,
        )  # fmt: skip
        if average:
            p._average_intercept[row] = avg_intercept
        return coef, intercept, n_iter, mistakes

    def _sgd_epochs(
        self, X: Any, y: np.ndarray, sample_weight: np.ndarray, validation_mask: np.ndarray, w: np.ndarray,
        intercept: float, aw: np.ndarray, avg_intercept: float, max_iter: int, weight_pos: float,
        weight_neg: float, seed: int, intercept_decay: float,
    ) -> tuple[np.ndarray, float, np.ndarray, float, int, np.ndarray]:  # fmt: skip
        """scikit-learn's _plain_sgd: the epochs, the stopping rules, verbose output."""
        p: Any = self
        n_samples, n_features = X.shape
        dtype = X.dtype
        dense, data, indices, indptr, sparse = _rows(X)
        feature_ids = np.arange(n_features, dtype=np.int32)
        penalty = PENALTIES[p.penalty]
        l1_ratio = self._sgd_l1_ratio()
        learning_rate = LEARNING_RATES[self._sgd_learning_rate()]
        alpha = float(p.alpha)
        eta0 = float(p.eta0)
        power_t = self._sgd_power_t()
        average = self._sgd_average()
        averaging = average > 0
        q = np.zeros(n_features if penalty in (loops.L1, loops.ELASTICNET) else 0, dtype=dtype)
        state = np.zeros(loops.N_STATE)
        state[loops.WSCALE] = 1.0
        track_loss = self._sgd_tracks_loss()
        if track_loss:  # the norms feed only the objective (and a BLAS dot waking its threads took ms)
            state[loops.SQ_NORM], state[loops.L1_NORM] = blas_routines.norms(w)
        state[loops.AVG_B] = 1.0
        if averaging:
            state[loops.AXPY], state[loops.SCAL] = blas_routines.addresses(dtype)
        state[loops.INTERCEPT] = intercept
        state[loops.AVG_INTERCEPT] = avg_intercept
        state[loops.T] = p._sgd_t
        state[loops.ETA] = eta0
        state[loops.SEED] = seed
        optimal_init = optimal_t0(alpha) if learning_rate == loops.OPTIMAL else 0.0
        # a shuffle permutes the order in place; without one, the shared arange (never written) saves 8 bytes a row
        index = np.arange(n_samples, dtype=np.int64) if p.shuffle else _identity_order(n_samples)
        zero_mode = ZERO_MODES[getattr(p, "zero_score", "mistake")]

        threshold = 1e-9 if dtype == np.float64 else 1e-6
        # CSR rows without L1: the sparse loop (the same steps, with the next row prefetched)
        csr_loop = sparse and penalty in (loops.NO_PENALTY, loops.L2)
        distinct = csr_loop and bool(X.has_canonical_format)  # no column twice in a row (scipy keeps the answer)

        def run_epoch() -> tuple[float, float, int, bool]:
            if csr_loop:
                return _sparse_loops.sparse_sgd_epoch(
                    data, indices, indptr, distinct, y, sample_weight, index, validation_mask,
                    w, aw, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
                    optimal_init, bool(p.fit_intercept), intercept_decay, weight_pos, weight_neg, bool(p.shuffle),
                    threshold, track_loss, zero_mode, self._sgd_loss,
                )  # fmt: skip
            return loops.sgd_epoch(
                dense, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
                w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
                optimal_init, bool(p.fit_intercept), intercept_decay, weight_pos, weight_neg, bool(p.shuffle),
                threshold, track_loss, zero_mode, self._sgd_loss,
            )  # fmt: skip

        # scikit-learn scores the held-out rows with its binary labels: {0, 1} for log_loss, against
        # predictions in {-1, +1} (its callback's classes), so there only positives can count as hits.
        y_scored = (y > 0).astype(dtype) if self._sgd_loss == loops.LOG else y

        def validation_score() -> float:
            return float(
                loops.validation_accuracy(
                    dense,
                    data,
                    indices,
                    indptr,
                    sparse,
                    y_scored,
                    sample_weight,
                    validation_mask,
                    w,
                    state[loops.INTERCEPT],
                    feature_ids,
                    zero_mode,
                )
            )

        norm_tracked = track_loss and penalty != loops.NO_PENALTY  # else the loop keeps no norm: w's own

        def describe() -> tuple[float, int, float]:
            norm = np.sqrt(state[loops.SQ_NORM]) if norm_tracked else abs(state[loops.WSCALE]) * np.linalg.norm(w)
            return float(norm), int(np.count_nonzero(w)), float(state[loops.INTERCEPT])

        if self._sgd_runs_every_epoch():  # all epochs in one call (a call costs 10 us: one-vs-rest makes many)
            made = np.zeros(max_iter, dtype=np.int64)
            stopping = (
                track_loss, -np.inf if p.tol is None else float(p.tol), int(p.n_iter_no_change),
                learning_rate == loops.ADAPTIVE, bool(getattr(p, "until_converged", False)),
                n_samples - int(np.sum(validation_mask)),
            )  # fmt: skip
            if csr_loop:
                n_iter, finite = _sparse_loops.sparse_sgd_epochs(
                    data, indices, indptr, distinct, y, sample_weight, index, validation_mask,
                    w, aw, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
                    optimal_init, bool(p.fit_intercept), intercept_decay, weight_pos, weight_neg, bool(p.shuffle),
                    threshold, zero_mode, self._sgd_loss, max_iter, made, *stopping,
                )  # fmt: skip
            elif dense_l2_applies(sparse, validation_mask, averaging, penalty, learning_rate, self._sgd_loss):
                n_iter, finite = loops.dense_l2_epochs(
                    dense, y, sample_weight, index, w, state, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
                    optimal_init, bool(p.fit_intercept), intercept_decay, weight_pos, weight_neg, bool(p.shuffle),
                    threshold, self._sgd_loss, max_iter, made, *stopping,
                )  # fmt: skip
            else:
                n_iter, finite = loops.sgd_epochs(
                    dense, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
                    w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
                    optimal_init, bool(p.fit_intercept), intercept_decay, weight_pos, weight_neg, bool(p.shuffle),
                    threshold, zero_mode, self._sgd_loss, max_iter, made, *stopping,
                )  # fmt: skip
            if not finite:
                raise self._sgd_overflow_error(n_iter - 1, state)
            mistakes = made[:n_iter]
        else:
            train_count = n_samples - int(np.sum(validation_mask))
            n_iter, mistakes = self._run_epochs(run_epoch, validation_score, describe, state, max_iter, train_count)
        loops.reset_wscale(w, aw, averaging, state)
        return w, float(state[loops.INTERCEPT]), aw, float(state[loops.AVG_INTERCEPT]), n_iter, mistakes

    def _sgd_runs_every_epoch(self) -> bool:
        """Whether the epochs can run in one call: nothing to do between them but the ``tol`` rule and the stop at
        convergence (no early stopping's validation score, no verbose output)."""
        p: Any = self
        return not p.early_stopping and not p.verbose

    def _run_epochs(
        self, run_epoch: Any, validation_score: Any, describe: Any, state: np.ndarray, max_iter: int,
        train_count: int,
    ) -> tuple[int, np.ndarray]:  # fmt: skip
        """The epoch loop of scikit-learn's _plain_sgd: stopping rules, adaptive eta, verbose output."""
        p: Any = self
        tol = -np.inf if p.tol is None else float(p.tol)
        until_converged = bool(getattr(p, "until_converged", False))
        adaptive = LEARNING_RATES[self._sgd_learning_rate()] == loops.ADAPTIVE
        no_improvement = 0
        best_objective = np.inf
        best_score = -np.inf
        mistakes: list[int] = []
        count = 0
        t_start = time.time()
        epoch = 0
        for epoch in range(max_iter):  # epoch + 1 is the epoch count after the loop
            if p.verbose > 0:
                print(f"-- Epoch {epoch + 1}")
            sumloss, objective_sum, made, finite = run_epoch()
            count += train_count
            mistakes.append(int(made))
            if not finite:
                raise self._sgd_overflow_error(epoch, state)
            if p.verbose > 0:
                norm, nnz, bias = describe()
                report = (
                    f"Norm: {norm:.2f}, NNZs: {nnz}, Bias: {bias:.6f}, T: {count}, "
                    f"Avg. loss: {sumloss / train_count:f}, Objective: {objective_sum / train_count:f}"
                )
            if p.early_stopping:
                score = validation_score()
                if p.verbose > 0:
                    print(f"{report}, Validation score: {score:f}")
                    print(f"Total training time: {time.time() - t_start:.2f} seconds.")
                if tol > -np.inf and score < best_score + tol:
                    no_improvement += 1
                else:
                    no_improvement = 0
                best_score = max(best_score, score)
            else:
                if p.verbose > 0:
                    print(report)
                    print(f"Total training time: {time.time() - t_start:.2f} seconds.")
                objective = objective_sum / train_count
                if tol > -np.inf and objective > best_objective - tol:
                    no_improvement += 1
                else:
                    no_improvement = 0
                best_objective = min(best_objective, objective)
            if no_improvement >= p.n_iter_no_change:
                if adaptive and state[loops.ETA] > 1e-6:
                    state[loops.ETA] = state[loops.ETA] / 5
                    no_improvement = 0
                else:
                    if p.verbose:
                        print(f"Convergence after {epoch + 1} epochs took {time.time() - t_start:.2f} seconds")
                    break
            if until_converged and made == 0:
                break
        return epoch + 1, np.asarray(mistakes, dtype=np.int64)
