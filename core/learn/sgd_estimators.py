"""Logistic regression and the linear SVM by SGD, as scikit-learn estimators on the perceptron's SGD loop.

``LogisticClassifier`` runs SGD on the logistic loss ln(1 + e^(-y a)) and ``HingeClassifier`` on
the hinge loss max(0, 1 - y a) (with the L2 penalty ``alpha``: the linear SVM), where a = w.x + b.
Both train with :class:`core.learn.sgd.SGDPath` and its numba loop
(:func:`core.learn._sgd_loops.sgd_steps`), the one that also runs the perceptron's scikit-learn
path and the window's :class:`core.learn.sgd_learner.SGDLearner`; their weights equal
``SGDClassifier(loss="log_loss")`` and ``SGDClassifier(loss="hinge")`` with the same parameters
to the bound the classes' ``Notes`` state (more than two classes: one-vs-rest, as scikit-learn).

Every parameter of ``SGDClassifier`` is accepted with the same name, validation and meaning; ``loss``
takes the one loss each class trains (``"log_loss"``, ``"hinge"``), and ``epsilon`` (used by
scikit-learn's Huber and epsilon-insensitive losses only) changes nothing here, as in scikit-learn.
Where our defaults differ:

====================  ====================  =================  ==========================================
parameter             ours                  scikit-learn       why
====================  ====================  =================  ==========================================
``tol``               None                  1e-3               run the epochs asked for, as a lecture's
                                                               trace does (no stop on a flat loss)
``shuffle``           False                 True               a lecture's trace follows the given order
``learning_rate``     "constant"            "optimal"          the textbook's fixed step
``eta0``              0.1                   0.01               a visible step on standardised data
``max_iter``          100                   1000               with ``tol=None`` every epoch runs
``penalty``           None (Logistic),      "l2"               plain logistic regression; the SVM keeps
                      "l2" (Hinge)                             its margin term
``loss``              "log_loss" (Logistic) "hinge"            each class trains its one loss
====================  ====================  =================  ==========================================

Loaded on first access (``from core import LogisticClassifier``): it imports scikit-learn.
"""

from __future__ import annotations

from numbers import Integral, Real
from typing import Any

import numpy as np
from sklearn.base import BaseEstimator, ClassifierMixin, _fit_context
from sklearn.utils._param_validation import Interval, StrOptions
from sklearn.utils.extmath import safe_sparse_dot
from sklearn.utils.validation import check_is_fitted

from core.learn.compiled import loop_module
from core.learn.estimators import (
    _LOSS_PARAMETERS,
    _SKLEARN_PARAMETERS,
    EXPECTED_FAILED_CHECKS,
    _keeps_state_on_error,
    _QuickChecks,
)
from core.learn.sgd import SGDPath
from core.learn.sparse_coef import SparseCoef

loops = loop_module("_sgd_loops")

__all__ = ["EXPECTED_FAILED_CHECKS", "HingeClassifier", "LogisticClassifier"]

DEFAULTS_THAT_DIFFER = {
    # parameter: (ours, scikit-learn's) -- the table in the module docstring says why
    "tol": (None, 1e-3),
    "shuffle": (False, True),
    "learning_rate": ("constant", "optimal"),
    "eta0": (0.1, 0.01),
    "max_iter": (100, 1000),
    "penalty": (None, "l2"),  # LogisticClassifier only
    "loss": ("log_loss", "hinge"),  # LogisticClassifier only
}


class _SGDLossClassifier(SparseCoef, SGDPath, _QuickChecks, ClassifierMixin, BaseEstimator):
    """SGDClassifier with one loss: fit / partial_fit by :class:`SGDPath`, linear scores, one-vs-rest."""

    _parameter_constraints: dict = {
        **{k: v for k, v in _SKLEARN_PARAMETERS.items() if k != "multiclass"},
        "fit_intercept": ["boolean"],
        "max_iter": [Interval(Integral, 1, None, closed="left")],
        "shuffle": ["boolean"],
        "random_state": ["random_state"],
        "learning_rate": [StrOptions({"constant", "optimal", "invscaling", "adaptive"})],
        "eta0": [Interval(Real, 0, None, closed="neither")],
        "power_t": [Interval(Real, None, None, closed="neither")],
        "average": [Interval(Integral, 0, None, closed="neither"), "boolean"],
        **_LOSS_PARAMETERS,
    }

    def __init__(
        self,
        *,
        loss: str = "log_loss",
        penalty: str | None = None,
        alpha: float = 0.0001,
        l1_ratio: float | None = 0.15,
        fit_intercept: bool = True,
        max_iter: int = 100,
        tol: float | None = None,
        shuffle: bool = False,
        verbose: int = 0,
        n_jobs: int | None = None,
        random_state: Any = None,
        learning_rate: str = "constant",
        eta0: float = 0.1,
        power_t: float = 0.5,
        early_stopping: bool = False,
        validation_fraction: float = 0.1,
        n_iter_no_change: int = 5,
        class_weight: Any = None,
        warm_start: bool = False,
        average: bool | int = False,
        epsilon: float = 0.1,
    ) -> None:
        self.loss = loss
        self.epsilon = epsilon
        self.penalty = penalty
        self.alpha = alpha
        self.l1_ratio = l1_ratio
        self.fit_intercept = fit_intercept
        self.max_iter = max_iter
        self.tol = tol
        self.shuffle = shuffle
        self.verbose = verbose
        self.n_jobs = n_jobs
        self.random_state = random_state
        self.learning_rate = learning_rate
        self.eta0 = eta0
        self.power_t = power_t
        self.early_stopping = early_stopping
        self.validation_fraction = validation_fraction
        self.n_iter_no_change = n_iter_no_change
        self.class_weight = class_weight
        self.warm_start = warm_start
        self.average = average

    def __sklearn_tags__(self) -> Any:
        tags = super().__sklearn_tags__()
        tags.input_tags.sparse = True  # CSR/CSC train and predict without densifying
        return tags

    @_keeps_state_on_error
    @_fit_context(prefer_skip_nested_validation=True)
    def fit(
        self, X: Any, y: Any, coef_init: Any = None, intercept_init: Any = None, sample_weight: Any = None
    ) -> _SGDLossClassifier:
        """Train for ``max_iter`` epochs (fewer when ``tol`` or ``early_stopping`` stop it, as scikit-learn).

        Starts from ``coef_init`` / ``intercept_init`` (default 0, or the last fit's with
        ``warm_start``); ``sample_weight`` scales each example's update (times its ``class_weight``).
        """
        self._sgd_fit(X, y, coef_init, intercept_init, sample_weight)
        return self

    @_keeps_state_on_error
    @_fit_context(prefer_skip_nested_validation=True)
    def partial_fit(self, X: Any, y: Any, classes: Any = None, sample_weight: Any = None) -> _SGDLossClassifier:
        """One epoch over (X, y), continuing from the current state (``classes`` needed on the first call)."""
        self._sgd_partial_fit_entry(X, y, classes, sample_weight)
        return self

    def _reset_counters(self) -> None:
        self.n_iter_ = 0
        self.t_ = 0
        self.n_mistakes_ = 0
        self.mistakes_per_epoch_ = np.zeros(0, dtype=np.int64)

    def decision_function(self, X: Any) -> np.ndarray:
        """Scores a = w.x + b: shape (n,) for two classes, (n, K) for K classes (X dense or sparse)."""
        check_is_fitted(self)
        X = self._input_to_predict(X, accept_sparse="csr", dtype=[np.float64, np.float32])
        scores = safe_sparse_dot(X, self.coef_.T, dense_output=True) + self.intercept_
        return scores.ravel() if scores.shape[1] == 1 else scores

    def predict(self, X: Any) -> np.ndarray:
        """classes_[1] where the score is > 0 (two classes), else the class with the highest score."""
        scores = self.decision_function(X)
        if scores.ndim == 1:
            return self.classes_[(scores > 0).astype(np.intp)]
        return self.classes_[np.argmax(scores, axis=1)]


_SHARED_PARAMETERS = """\
    alpha : float, default=0.0001
        Strength of the penalty (and of the "optimal" schedule, which needs alpha > 0).
    l1_ratio : float, default=0.15
        Elastic-net mixing (0: L2, 1: L1); used with ``penalty="elasticnet"``.
    fit_intercept : bool, default=True
        Learn the bias b.
    max_iter : int, default=100
        Epochs (passes over the data).
    tol : float or None, default=None
        scikit-learn's stopping rule: stop when the mean loss has not improved by ``tol`` for
        ``n_iter_no_change`` epochs.  None: run ``max_iter`` epochs.
    shuffle : bool, default=False
        Shuffle the examples before each epoch (scikit-learn's order for ``random_state``).
    verbose : int, default=0
        Print one line per epoch.
    n_jobs : int or None, default=None
        Threads for the one-vs-rest problems.
    random_state : int, RandomState instance or None, default=None
        Seed of the shuffle and of the early-stopping split.
    learning_rate : {"constant", "optimal", "invscaling", "adaptive"}, default="constant"
        The schedule of eta_t (:mod:`core.learn.schedules`): eta0; 1 / (alpha (t0 + t - 1));
        eta0 / t ** power_t (``power_t=1`` is the 1/t schedule); eta0 divided by 5 whenever
        ``n_iter_no_change`` epochs bring no improvement.
    eta0 : float, default=0.1
        Initial learning rate (> 0).
    power_t : float, default=0.5
        Exponent of "invscaling".
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
    average : bool or int, default=False
        True: ``coef_`` is the mean of w over the steps; an int n: over the steps from the n-th on.
    epsilon : float, default=0.1
        scikit-learn's parameter of its Huber and epsilon-insensitive losses: accepted (>= 0), unused here."""

_ATTRIBUTES = """\
    coef_ : ndarray of shape (1, n_features) or (n_classes, n_features)
        The weights (one row per class for more than two classes, each class against the rest).
    intercept_ : ndarray of shape (1,) or (n_classes,)
        The biases.
    classes_ : ndarray of shape (n_classes,)
        The labels; for two classes classes_[1] is y = +1.
    n_features_in_ : int
        Number of features seen in ``fit``.
    n_iter_ : int
        Epochs run by ``fit``, or by the last ``partial_fit`` call (1), as scikit-learn's.
    t_ : int
        Steps counted as scikit-learn counts them, less its starting 1: epochs times rows (with
        ``early_stopping`` the held-out rows count too, though they are not visited).
    n_mistakes_ : int
        Examples misclassified when visited (y a <= 0), summed over the epochs (and classes).
    converged_ : bool
        Whether the last epoch misclassified no example.
    mistakes_per_epoch_ : ndarray of shape (n_iter_,)
        Misclassified examples in each epoch."""

_NOTES = """\
    Exactness against SGDClassifier with the same settings: some scores sum eight partial sums side
    by side (for speed), in another order than scikit-learn's, so on float64 X the weights are not
    its bits but within 1e-9 of them where the steps are stable (``tests/core/test_sgd_exactness.py``:
    100 standardised data sets, every schedule and penalty; typically a few units in the last place,
    1e-12 relative: measured up to 4e-13 for the logistic loss at a constant rate).  Where a step
    eta |x|^2 is large (unscaled data, a large ``eta0``) the logistic loss amplifies a difference in
    a score's last bit from epoch to epoch: no bound is claimed there (``bench/sklearn_wide.py``'s
    "adaptive" logistic case on unscaled 200k x 50 data ended 7% of the largest weight apart after
    20 epochs; the hinge and perceptron losses agreed to the bit there).  float32 X: the steps round differently from
    scikit-learn's float32 loop (3e-6 on standardised breast cancer at the constant rate) and no
    bound on the weights is claimed.  A float32 two-class fit's ``intercept_`` is float64, as
    scikit-learn's."""


class LogisticClassifier(_SGDLossClassifier):
    """Logistic regression by SGD: each step moves w by -eta_t (sigma(a) - [y = +1]) x.

    The loss of an example is ln(1 + e^(-y a)) with a = w.x + b and y in {-1, +1}; its
    derivative in a is sigma(a) - [y = +1], never 0, so every example updates (unlike the
    perceptron, which learns from mistakes only).  ``predict_proba`` gives P(y | x) =
    sigma(a) (two classes) or the one-vs-rest sigmoids normalised to sum 1, as scikit-learn's.
    Equals ``SGDClassifier(loss="log_loss", ...)`` with the same parameters.

    Parameters
    ----------
    loss : {"log_loss"}, default="log_loss"
        The loss trained (as SGDClassifier's ``loss``); the only one this class takes.
    penalty : {None, "l2", "l1", "elasticnet"}, default=None
        Regularisation term (L2 shrinks w by ``1 - eta_t * alpha`` before each step).
    {shared}

    Attributes
    ----------
    {attributes}

    Notes
    -----
    {notes}

    Examples
    --------
    >>> from core import LogisticClassifier
    >>> X = [[0.0, 1.0], [1.0, 0.0], [0.0, -1.0], [-1.0, 0.0]]
    >>> clf = LogisticClassifier(eta0=0.5, max_iter=20).fit(X, [1, 1, 0, 0])
    >>> clf.predict([[2.0, 2.0]])
    array([1])
    >>> bool(clf.predict_proba([[2.0, 2.0]])[0, 1] > 0.9)
    True
    """

    _sgd_loss = loops.LOG
    _loss_name = "log_loss"

    def predict_proba(self, X: Any) -> np.ndarray:
        """P(class | x), shape (n, n_classes): [1 - sigma(a), sigma(a)] for two classes; one-vs-rest normalised.

        sigma is SciPy's ``expit``, applied in the scores' own dtype, as scikit-learn's ``predict_proba``: the
        same bits as ``SGDClassifier(loss="log_loss")``'s wherever the weights are the same.
        """
        from scipy.special import expit

        prob = np.array(self.decision_function(X))  # a copy of its own, written in place
        expit(prob, out=prob)
        if prob.ndim == 1:
            return np.vstack([1 - prob, prob]).T
        prob /= prob.sum(axis=1).reshape((prob.shape[0], -1))
        return prob

    def predict_log_proba(self, X: Any) -> np.ndarray:
        """The natural logarithm of :meth:`predict_proba`."""
        return np.log(self.predict_proba(X))


class HingeClassifier(_SGDLossClassifier):
    """The linear SVM by SGD on the hinge loss max(0, 1 - y a) plus (alpha / 2) ||w||^2.

    A step moves w by eta_t y x when y a <= 1 (a mistake, or a correct example inside the
    margin) and, with the L2 penalty, shrinks w by 1 - eta_t alpha before every step.  It is
    the perceptron's loss max(0, -y a) moved to the margin 1.  Equals
    ``SGDClassifier(loss="hinge", ...)`` with the same parameters.

    Parameters
    ----------
    loss : {"hinge"}, default="hinge"
        The loss trained (as SGDClassifier's ``loss``); the only one this class takes.
    penalty : {"l2", "l1", "elasticnet", None}, default="l2"
        Regularisation term (L2: the SVM's (alpha / 2) ||w||^2).
    {shared}

    Attributes
    ----------
    {attributes}

    Notes
    -----
    {notes}

    Examples
    --------
    >>> from core import HingeClassifier
    >>> X = [[0.0, 1.0], [1.0, 0.0], [0.0, -1.0], [-1.0, 0.0]]
    >>> HingeClassifier(max_iter=20).fit(X, [1, 1, 0, 0]).predict([[2.0, 2.0]])
    array([1])
    """

    _sgd_loss = loops.HINGE
    _loss_name = "hinge"

    def __init__(
        self,
        *,
        loss: str = "hinge",
        penalty: str | None = "l2",
        alpha: float = 0.0001,
        l1_ratio: float | None = 0.15,
        fit_intercept: bool = True,
        max_iter: int = 100,
        tol: float | None = None,
        shuffle: bool = False,
        verbose: int = 0,
        n_jobs: int | None = None,
        random_state: Any = None,
        learning_rate: str = "constant",
        eta0: float = 0.1,
        power_t: float = 0.5,
        early_stopping: bool = False,
        validation_fraction: float = 0.1,
        n_iter_no_change: int = 5,
        class_weight: Any = None,
        warm_start: bool = False,
        average: bool | int = False,
        epsilon: float = 0.1,
    ) -> None:
        super().__init__(
            loss=loss, epsilon=epsilon, penalty=penalty, alpha=alpha, l1_ratio=l1_ratio,
            fit_intercept=fit_intercept, max_iter=max_iter,
            tol=tol, shuffle=shuffle, verbose=verbose, n_jobs=n_jobs, random_state=random_state,
            learning_rate=learning_rate, eta0=eta0, power_t=power_t, early_stopping=early_stopping,
            validation_fraction=validation_fraction, n_iter_no_change=n_iter_no_change,
            class_weight=class_weight, warm_start=warm_start, average=average,
        )  # fmt: skip


for _cls in (LogisticClassifier, HingeClassifier):
    _cls.__doc__ = (
        (_cls.__doc__ or "")
        .replace("    {shared}", _SHARED_PARAMETERS)
        .replace("    {attributes}", _ATTRIBUTES)
        .replace("    {notes}", _NOTES)
    )
