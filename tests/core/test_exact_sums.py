"""Each example's score sums its features in scikit-learn's order: weights equal bit for bit (issue 11/12).

Values like +-0.1, +-0.3, +-0.7 make scores that are zero only up to rounding (e.g. 0.1 + 0.7 - 0.8
is 1e-16, not 0), so an engine that reorders a sum flips mistakes and ends far from scikit-learn.
"""

import numpy as np
import pytest
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.linear_model import SGDClassifier

from core import AveragedPerceptron, Perceptron

VALUES = np.array([-0.7, -0.3, -0.1, 0.1, 0.3, 0.7])


def _small_sets(count: int = 300):
    rng = np.random.default_rng(20261126)
    for k in range(count):
        d = 3 + k % 14  # 3..16 features
        n = int(rng.integers(8, 40))
        X = rng.choice(VALUES, size=(n, d))
        y = rng.integers(0, 2, size=n)
        y[:2] = (0, 1)
        yield k, X, y


SETS = list(_small_sets())


@pytest.mark.parametrize("fit_intercept", [True, False])
def test_perceptron_weights_equal_sklearn_bit_for_bit(fit_intercept):
    differ = []
    for k, X, y in SETS:
        ours = Perceptron(shuffle=False, until_converged=False, max_iter=8, fit_intercept=fit_intercept).fit(X, y)
        theirs = SkPerceptron(shuffle=False, tol=None, max_iter=8, fit_intercept=fit_intercept).fit(X, y)
        if not (np.array_equal(ours.coef_, theirs.coef_) and np.array_equal(ours.intercept_, theirs.intercept_)):
            differ.append((k, float(np.abs(ours.coef_ - theirs.coef_).max())))
    assert differ == [], f"{len(differ)} of {len(SETS)} data sets differ (set, largest difference): {differ[:10]}"


def test_averaged_perceptron_weights_equal_sklearn_on_small_sets():
    for _, X, y in SETS[::5]:
        ours = AveragedPerceptron(shuffle=False, until_converged=False, max_iter=4).fit(X, y)
        theirs = SGDClassifier(
            loss="perceptron", learning_rate="constant", eta0=1.0, penalty=None, average=True,
            shuffle=False, tol=None, max_iter=4,
        ).fit(X, y)  # fmt: skip
        np.testing.assert_allclose(ours.coef_, theirs.coef_, rtol=0, atol=1e-12)
        np.testing.assert_allclose(ours.intercept_, theirs.intercept_, rtol=0, atol=1e-12)


@pytest.mark.filterwarnings("ignore::sklearn.exceptions.ConvergenceWarning")
@pytest.mark.parametrize(
    "params",
    [
        {"penalty": "l2"},
        {"penalty": "elasticnet", "l1_ratio": 0.3},
        {"class_weight": "balanced"},
        {"shuffle": True, "random_state": 1},
        {"tol": 1e-3},
    ],
    ids=str,
)
@pytest.mark.parametrize("sparse", [False, True])
def test_sklearn_path_is_bit_for_bit_on_small_sets(params, sparse):
    from scipy.sparse import csr_matrix

    for _, X, y in SETS[::3]:
        Xc = csr_matrix(X) if sparse else X
        kw = {"shuffle": False, "tol": None, "max_iter": 6, **params}
        ours = Perceptron(**kw, until_converged=False).fit(Xc, y)
        theirs = SkPerceptron(**kw).fit(Xc, y)
        np.testing.assert_array_equal(ours.coef_, theirs.coef_)
        np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)


@pytest.mark.parametrize(
    "params",
    [
        {"average": True},
        {"average": 7},
        {"learning_rate": "optimal", "penalty": "l2", "average": True},
        {"learning_rate": "invscaling", "eta0": 0.5},
    ],
    ids=str,
)
def test_sgd_path_averages_are_bit_for_bit_on_small_sets(params):
    for _, X, y in SETS[::3]:
        kw = {"shuffle": False, "tol": None, "max_iter": 4, "penalty": None, "average": False, "eta0": 1.0, **params}
        kw.setdefault("learning_rate", "constant")
        # learning_rate="constant" with average=True alone stays on the teaching engine (to 1e-12, above)
        ours = AveragedPerceptron(**kw, until_converged=False, multiclass="ovr", class_weight={0: 1.0, 1: 1.0})
        theirs = SGDClassifier(loss="perceptron", **kw, class_weight={0: 1.0, 1: 1.0})
        ours.fit(X, y)
        theirs.fit(X, y)
        np.testing.assert_array_equal(ours.coef_, theirs.coef_)
        np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)


def _longer_sets(count: int = 24):
    """Sets long enough for the engine's blocks (8 to 512 examples) with mistakes at scattered places."""
    rng = np.random.default_rng(20261127)
    for k in range(count):
        d = (2, 3, 5, 16)[k % 4]
        n = int(rng.integers(500, 3000))
        X = rng.choice(VALUES, size=(n, d))
        w = rng.choice(VALUES, size=d)
        y = (X @ w > 0).astype(int)
        flip = rng.random(n) < 0.002 * (k % 3)  # separable, or a few labels flipped
        y[flip] = 1 - y[flip]
        y[:2] = (0, 1)
        yield k, X, y


LONGER_SETS = list(_longer_sets())


def test_block_scan_weights_equal_sklearn_bit_for_bit_on_longer_sets():
    differ = []
    for k, X, y in LONGER_SETS:
        ours = Perceptron(shuffle=False, until_converged=False, max_iter=5).fit(X, y)
        theirs = SkPerceptron(shuffle=False, tol=None, max_iter=5).fit(X, y)
        if not (np.array_equal(ours.coef_, theirs.coef_) and np.array_equal(ours.intercept_, theirs.intercept_)):
            differ.append(k)
    assert differ == [], f"{len(differ)} of {len(LONGER_SETS)} longer sets differ: {differ}"


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize("variant", ["perceptron", "averaged", "batch"])
@pytest.mark.parametrize("shuffle", [False, True], ids=["in order", "shuffled"])
def test_whole_epochs_equal_one_example_at_a_time(zero_score, variant, shuffle):
    """The block scan (a whole epoch per call) and the GUI's Step (one example per call) give the same bits."""
    from core.learn.engine import Learner

    for _, X, y in LONGER_SETS[:8]:
        runs = []
        for budget in (None, 1):
            learner = Learner(
                X, y, 2, variant=variant, zero_score=zero_score, shuffle=shuffle, rng=np.random.default_rng(3)
            )
            while learner.epoch < 3:
                learner.advance(budget)
            runs.append((learner.coef, learner.intercept, learner.history.copy(), learner.averaged()))
        (w1, b1, h1, a1), (w2, b2, h2, a2) = runs
        np.testing.assert_array_equal(w1, w2)
        np.testing.assert_array_equal(b1, b2)
        np.testing.assert_array_equal(h1, h2)
        if variant != "averaged":
            continue
        np.testing.assert_array_equal(a1[0], a2[0])
        np.testing.assert_array_equal(a1[1], a2[1])


@pytest.mark.parametrize(
    ("params", "fit_kwargs", "as_"),
    [
        ({}, {}, "float32"),
        ({}, {}, "csr"),
        ({"multiclass": "ovr"}, {}, "float64"),
        ({}, {"sample_weight": "ones"}, "float64"),
        ({"early_stopping": True, "tol": None, "n_iter_no_change": 100, "random_state": 0}, {}, "float64"),
    ],
    ids=["float32", "csr", "ovr", "sample_weight", "early_stopping"],
)
def test_sklearn_path_skipping_correct_examples_is_bit_for_bit(params, fit_kwargs, as_):
    """scikit-learn's path skips the plain perceptron's correctly classified examples: the same bits as scikit-learn."""
    from scipy.sparse import csr_matrix

    for _, X, y in LONGER_SETS[::3]:
        Xc = {"float32": X.astype(np.float32), "csr": csr_matrix(X), "float64": X}[as_]
        kw = {"shuffle": False, "tol": None, "max_iter": 5, **params}
        fit = {"sample_weight": np.ones(len(y))} if fit_kwargs else {}
        if "multiclass" in kw:  # scikit-learn's own rule for 3 classes: one-vs-rest
            y = np.digitize(X.sum(axis=1), [-0.3, 0.3])
        ours = Perceptron(**kw, until_converged=False).fit(Xc, y, **fit)
        theirs = SkPerceptron(**{k: v for k, v in kw.items() if k != "multiclass"}).fit(Xc, y, **fit)
        np.testing.assert_array_equal(ours.coef_, theirs.coef_)
        np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)
