"""LogisticClassifier and HingeClassifier equal SGDClassifier's weights to 1e-9 on many generated data sets (issue 15).

Some of their scores w.x are summed in another order than scikit-learn's (eight partial sums side
by side, for speed), so they are not bit-identical; this is the guard that the reordered sums keep
the weights within the issue's 1e-9.  Data sets: 100 of them, standardised, d from 3 to 70, dense
and CSR, two and three classes, every schedule and penalty, with and without averaging.

The steps stay where SGD is stable (eta |x|^2 of a few at most).  With a much larger constant step
(eta0 = 0.5 on 40 to 70 standardised features) the logistic iteration amplifies a difference in the
last bit of a score: 7 of 50 such sets ended 1e-8 to 3e-7 from scikit-learn's weights in five
epochs.  The optimal schedule's first steps are that large, so there the logistic loss keeps
scikit-learn's order of additions (see core.learn._sgd_loops).
"""

import warnings

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.linear_model import SGDClassifier

from core import HingeClassifier, LogisticClassifier

CLASSES = {"log_loss": LogisticClassifier, "hinge": HingeClassifier}
SCHEDULES = [
    {"learning_rate": "constant", "eta0": 0.05},
    {"learning_rate": "constant", "eta0": 0.01},
    {"learning_rate": "invscaling", "eta0": 0.5, "power_t": 0.5},
    {"learning_rate": "invscaling", "eta0": 1.0, "power_t": 1.0},
    {"learning_rate": "optimal"},
]
PENALTIES = [
    {"penalty": None, "alpha": 0.001},
    {"penalty": "l2", "alpha": 0.0001},
    {"penalty": "l2", "alpha": 0.01},
    {"penalty": "l1", "alpha": 0.001},
    {"penalty": "elasticnet", "alpha": 0.001, "l1_ratio": 0.3},
]
N_SETS = 100


def _data_set(k: int):
    """Set k: n rows, d = 3..70 columns, labels from a noisy linear rule; CSR for odd k (about 60% zeros)."""
    rng = np.random.default_rng(1500 + k)
    d = 3 + (k * 37) % 68
    n = int(rng.integers(40, 260))
    X = rng.standard_normal((n, d)) + rng.uniform(-1, 1, size=d)
    if k % 2:
        X[rng.random((n, d)) < 0.6] = 0.0
    a = X @ rng.standard_normal(d) + 0.3 * rng.standard_normal(n)
    X /= X.std(axis=0)  # standardised (the sparse sets scaled only), as the data these learners are meant for
    y = (a > 0).astype(int) if k % 5 else np.digitize(a, np.quantile(a, [1 / 3, 2 / 3]))
    settings = {**SCHEDULES[k % len(SCHEDULES)], **PENALTIES[(k // len(SCHEDULES)) % len(PENALTIES)]}
    if k % 7 == 3:
        settings["average"] = True
    return (sp.csr_matrix(X) if k % 2 else X), y, settings


@pytest.mark.parametrize("loss", list(CLASSES))
def test_weights_equal_sgdclassifiers_to_1e_9_on_100_generated_sets(loss):
    differ = []
    shapes = set()
    for k in range(N_SETS):
        X, y, settings = _data_set(k)
        shapes.add((X.shape[1], sp.issparse(X), len(np.unique(y))))
        common = {"tol": None, "max_iter": 5, "shuffle": k % 3 == 0, "random_state": k, **settings}
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ours = CLASSES[loss](**common).fit(X, y)
            theirs = SGDClassifier(loss=loss, **common).fit(X, y)
        gap = max(np.abs(ours.coef_ - theirs.coef_).max(), np.abs(ours.intercept_ - theirs.intercept_).max())
        if not gap <= 1e-9:
            differ.append((k, X.shape, settings, float(gap)))
    assert len({s[0] for s in shapes}) > 50 and {s[1] for s in shapes} == {True, False}  # the sets vary as said
    assert differ == [], f"{len(differ)} of {N_SETS} sets differ by more than 1e-9: {differ[:5]}"


@pytest.mark.parametrize("loss", list(CLASSES))
def test_the_weights_are_not_far_from_scikit_learns_bits(loss):
    """Within 1e-9 is not a loose bound in practice: the weights agree to a few units in the last place."""
    rng = np.random.default_rng(15)
    X = rng.standard_normal((500, 67))
    y = (X @ rng.standard_normal(67) + rng.standard_normal(500) > 0).astype(int)
    common = {"tol": None, "max_iter": 5, "shuffle": False, "learning_rate": "constant", "eta0": 0.01,
              "penalty": None}  # fmt: skip
    ours = CLASSES[loss](**common).fit(X, y)
    theirs = SGDClassifier(loss=loss, **common).fit(X, y)
    np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("loss", list(CLASSES))
@pytest.mark.parametrize("sparse", [False, True], ids=["dense", "csr"])
@pytest.mark.parametrize("shuffle", [True, False], ids=["shuffled", "in-order"])
def test_the_adaptive_schedule_keeps_scikit_learns_bits(loss, sparse, shuffle):
    """The adaptive schedule divides eta by 5 whenever an epoch's objective (every row's loss summed) fails to improve
    by tol: a last-bit difference in one score can flip that comparison, and the runs part (a 200k x 50 logistic fit
    ended 6.6% of the largest weight away from scikit-learn's).  So its scores are summed in scikit-learn's order,
    and the fit is scikit-learn's to the bit, with the default stopping rule on."""
    from sklearn.datasets import make_classification

    X, y = make_classification(n_samples=3000, n_features=20, n_informative=10, flip_y=0.05, random_state=7)
    if sparse:
        X[np.abs(X) < 0.8] = 0.0
        X = sp.csr_matrix(X)
    common = {"learning_rate": "adaptive", "eta0": 0.01, "penalty": "l2", "alpha": 0.0001, "tol": 1e-3,
              "max_iter": 30, "shuffle": shuffle, "random_state": 0}  # fmt: skip
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours = CLASSES[loss](**common).fit(X, y)
        theirs = SGDClassifier(loss=loss, **common).fit(X, y)
    assert ours.n_iter_ == theirs.n_iter_
    assert ours.coef_.tobytes() == theirs.coef_.tobytes(), np.abs(ours.coef_ - theirs.coef_).max()
    assert ours.intercept_.tobytes() == theirs.intercept_.tobytes()
