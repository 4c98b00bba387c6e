"""The SGD stepping engine (core.learn.sgd_learner): scikit-learn's weights, step by step, with a trace."""

import math

import numpy as np
import pytest
from sklearn.datasets import load_breast_cancer, load_iris
from sklearn.linear_model import SGDClassifier
from sklearn.preprocessing import StandardScaler

from core.learn.engine import OverflowTrainingError
from core.learn.sgd_learner import SGDLearner


@pytest.fixture(scope="module")
def cancer():
    X, y = load_breast_cancer(return_X_y=True)
    return StandardScaler().fit_transform(X), y


@pytest.fixture(scope="module")
def iris_versicolor():
    X, y = load_iris(return_X_y=True)
    return StandardScaler().fit_transform(X), (y == 1).astype(int)


SETTINGS = [
    ("log_loss", "constant", None),
    ("log_loss", "invscaling", "l2"),
    ("log_loss", "optimal", "l2"),
    ("hinge", "constant", "l2"),
    ("hinge", "invscaling", None),
    ("hinge", "optimal", "elasticnet"),
]


def _run_epochs(learner, epochs, budget=None):
    while learner.epoch < epochs:
        learner.advance(budget, record=False)
    return learner


@pytest.mark.parametrize(("loss", "schedule", "penalty"), SETTINGS)
@pytest.mark.parametrize("shuffle", [False, True])
def test_epochs_equal_scikit_learn(cancer, loss, schedule, penalty, shuffle):
    X, y = cancer
    sk = SGDClassifier(
        loss=loss, learning_rate=schedule, eta0=0.05, penalty=penalty, alpha=0.001, shuffle=shuffle,
        random_state=7, tol=None, max_iter=3,
    ).fit(X, y)  # fmt: skip
    learner = _run_epochs(
        SGDLearner(X, y, loss=loss, schedule=schedule, eta0=0.05, penalty=penalty, alpha=0.001, shuffle=shuffle,
                   random_state=7), 3,
    )  # fmt: skip
    np.testing.assert_allclose(learner.coef, sk.coef_.ravel(), rtol=0, atol=1e-9)
    assert learner.intercept == pytest.approx(sk.intercept_[0], abs=1e-9)
    assert learner.t == 3 * len(X)
    assert learner.epoch == 3


def test_one_over_t_is_invscaling_with_power_one(iris_versicolor):
    X, y = iris_versicolor
    sk = SGDClassifier(loss="log_loss", learning_rate="invscaling", power_t=1.0, eta0=2.0, penalty=None,
                       shuffle=False, tol=None, max_iter=5).fit(X, y)  # fmt: skip
    learner = _run_epochs(SGDLearner(X, y, loss="log_loss", schedule="1/t", eta0=2.0), 5)
    np.testing.assert_allclose(learner.coef, sk.coef_.ravel(), rtol=0, atol=1e-9)


@pytest.mark.parametrize("budget", [1, 7, 1000])
def test_any_budget_gives_the_same_run(cancer, budget):
    X, y = cancer
    whole = _run_epochs(SGDLearner(X, y, loss="hinge", schedule="optimal", penalty="l2", alpha=0.01), 2)
    stepped = _run_epochs(SGDLearner(X, y, loss="hinge", schedule="optimal", penalty="l2", alpha=0.01), 2, budget)
    assert np.array_equal(whole.coef, stepped.coef)
    assert whole.intercept == stepped.intercept


def test_a_step_stops_at_the_end_of_the_epoch(iris_versicolor):
    X, y = iris_versicolor
    learner = SGDLearner(X, y)
    first = learner.advance(140)
    assert (first.n_steps, first.epoch_ended, learner.epoch) == (140, False, 0)
    rest = learner.advance(50)
    assert (rest.n_steps, rest.epoch_ended, rest.epoch, learner.epoch, learner.t) == (10, True, 0, 1, 150)


def test_first_logistic_steps_by_hand():
    # Two examples, w0 = 0, b0 = 0, eta = 0.5:
    # step 1: x = (1, 2), y = +1, a = 0, sigma(a) = 1/2, loss = ln 2, dloss = sigma(a) - 1 = -1/2,
    #         w = 0 + 0.5 * 1/2 * x = (0.25, 0.5), b = 0.25
    # step 2: x = (2, 0), y = -1, a = 0.25 * 2 + 0.25 = 0.75, dloss = sigma(0.75) - 0,
    #         w = (0.25 - 0.5 * sigma(0.75) * 2, 0.5), b = 0.25 - 0.5 * sigma(0.75)
    X = np.array([[1.0, 2.0], [2.0, 0.0]])
    learner = SGDLearner(X, [1, 0], loss="log_loss", eta0=0.5)
    one = learner.step()
    assert one.index.tolist() == [0] and one.t.tolist() == [1]
    assert one.score[0] == 0.0 and one.probability[0] == 0.5
    assert one.loss[0] == pytest.approx(math.log(2))
    assert one.dloss[0] == pytest.approx(-0.5)
    assert one.eta[0] == 0.5
    np.testing.assert_allclose(one.coef[0], [0.25, 0.5])
    assert one.intercept[0] == pytest.approx(0.25)
    two = learner.step()
    s = 1 / (1 + math.exp(-0.75))
    assert two.score[0] == pytest.approx(0.75)
    assert two.probability[0] == pytest.approx(s)
    assert two.loss[0] == pytest.approx(math.log(1 + math.exp(0.75)))
    assert two.dloss[0] == pytest.approx(s)
    np.testing.assert_allclose(two.coef[0], [0.25 - s, 0.5])
    assert two.intercept[0] == pytest.approx(0.25 - 0.5 * s)
    assert two.epoch_ended
    np.testing.assert_allclose(learner.coef, [0.25 - s, 0.5])


def test_hinge_steps_by_hand_with_decaying_rate():
    # eta_t = 1 / t ("1/t", eta0 = 1); hinge: update when y a <= 1 (also when correct but inside the margin)
    # step 1: x = (2,), y = +1, a = 0 -> w = 2, b = 1
    # step 2: x = (1,), y = +1, a = 2 + 1 = 3 > 1 -> no update
    # step 3: x = (-1,), y = -1, a = -2 + 1 = -1, y a = 1 <= 1 -> w += eta y x: w = 2 + 1/3, b = 1 - 1/3
    X = np.array([[2.0], [1.0], [-1.0]])
    learner = SGDLearner(X, [1, 1, 0], loss="hinge", schedule="1/t", eta0=1.0)
    steps = learner.advance(3)
    np.testing.assert_allclose(steps.eta, [1, 1 / 2, 1 / 3])
    np.testing.assert_allclose(steps.score, [0, 3, -1])
    np.testing.assert_allclose(steps.loss, [1, 0, 0])
    np.testing.assert_allclose(steps.dloss, [-1, 0, 1])
    np.testing.assert_allclose(steps.coef[:, 0], [2, 2, 2 + 1 / 3])
    np.testing.assert_allclose(steps.intercept, [1, 1, 1 - 1 / 3])


def test_records_are_the_states_the_learner_passes_through(cancer):
    X, y = cancer
    learner = SGDLearner(X, y, loss="log_loss", schedule="invscaling", eta0=0.3, penalty="l2", alpha=0.01)
    for _ in range(5):
        before_w, before_b = learner.coef, learner.intercept
        step = learner.step()
        i = step.index[0]
        assert step.score[0] == pytest.approx(X[i] @ before_w + before_b, abs=1e-12)
        assert np.array_equal(step.coef[0], learner.coef)
        assert step.intercept[0] == learner.intercept


def test_shuffled_order_is_a_permutation_drawn_per_epoch(iris_versicolor):
    X, y = iris_versicolor
    learner = SGDLearner(X, y, shuffle=True, random_state=0)
    first = learner.advance().index
    second = learner.advance().index
    assert sorted(first.tolist()) == list(range(len(X)))
    assert sorted(second.tolist()) == list(range(len(X)))
    assert first.tolist() != list(range(len(X))) and first.tolist() != second.tolist()


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"loss": "squared"}, "Unknown loss 'squared': use one of perceptron, hinge, log_loss"),
        ({"schedule": "cosine"}, "Unknown learning-rate schedule 'cosine': use one of constant, 1/t"),
        ({"eta0": 0.0}, "eta0 must be a finite number > 0, got 0.0"),
        ({"schedule": "optimal", "alpha": 0.0}, "needs alpha > 0"),
        ({"schedule": "invscaling", "power_t": -1.0}, "power_t must be a finite number >= 0"),
        ({"penalty": "l3"}, "Unknown penalty 'l3'"),
    ],
)
def test_bad_parameters_say_what_is_allowed(kwargs, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace("/", "/")):
        SGDLearner(np.eye(2), [0, 1], **kwargs)


def test_bad_labels_are_refused():
    with pytest.raises(ValueError, match=r"class indices 0 \(y = -1\) and 1 \(y = \+1\)"):
        SGDLearner(np.eye(2), [-1, 1])


def test_overflow_raises_and_says_what_to_do():
    X = np.array([[1e300, 1e300], [-1e300, 1e300]])
    learner = SGDLearner(X, [1, 0], loss="hinge", eta0=1e10)
    with pytest.raises(OverflowTrainingError, match="use a smaller learning rate"):
        for _ in range(4):
            learner.advance()


@pytest.mark.parametrize(
    ("cls_name", "params"),
    [
        ("LogisticClassifier", {"learning_rate": "constant", "eta0": 0.1}),
        ("LogisticClassifier", {"learning_rate": "optimal", "penalty": "l2", "alpha": 0.01}),
        ("HingeClassifier", {"learning_rate": "invscaling", "eta0": 0.5, "power_t": 0.6}),
        ("HingeClassifier", {"learning_rate": "optimal", "alpha": 0.001, "shuffle": True, "random_state": 5}),
    ],
)
@pytest.mark.parametrize("epochs", [1, 4])
def test_k_epochs_of_the_learner_are_the_estimators_fit_with_max_iter_k(cancer, cls_name, params, epochs):
    import core

    X, y = cancer
    estimator = getattr(core, cls_name)(max_iter=epochs, **params).fit(X, y)
    learner = SGDLearner(
        X, y, loss="log_loss" if cls_name == "LogisticClassifier" else "hinge", schedule=params["learning_rate"],
        eta0=params.get("eta0", 0.1), power_t=params.get("power_t", 0.5), alpha=params.get("alpha", 0.0001),
        penalty=params.get("penalty", estimator.penalty), shuffle=params.get("shuffle", False),
        random_state=params.get("random_state"),
    )  # fmt: skip
    _run_epochs(learner, epochs, budget=33)
    assert np.array_equal(learner.coef, estimator.coef_[0])
    assert learner.intercept == estimator.intercept_[0]
    np.testing.assert_array_equal(learner.scores(X) > 0, estimator.predict(X) == 1)


def test_stop_on_update_and_on_mistake():
    # hinge, eta_t = 1/t, w0 = 0, b0 = 0 (as in test_hinge_steps_by_hand_with_decaying_rate):
    # step 1: a = 0 -> update; step 2: a = 3 > 1 -> none; step 3: a = -1, y = -1, y a = 1 <= 1 -> update
    # (not a mistake: y a > 0); step 4: x = (-3,), y = +1, a = 7/3 * -3 + 2/3 = -19/3 -> a mistake and an update
    X = np.array([[2.0], [1.0], [-1.0], [-3.0]])
    learner = SGDLearner(X, [1, 1, 0, 1], loss="hinge", schedule="1/t", eta0=1.0)
    assert learner.advance(stop_on="update").index.tolist() == [0]
    assert learner.advance(stop_on="update").index.tolist() == [1, 2]
    last = learner.advance(stop_on="mistake")
    assert last.index.tolist() == [3] and last.score[0] == pytest.approx(-19 / 3) and last.epoch_ended
    learner = SGDLearner(X, [1, 1, 0, 1], loss="hinge", schedule="1/t", eta0=1.0)
    assert learner.advance(stop_on="mistake").index.tolist() == [0]  # a = 0 counts as a mistake (y a <= 0)
    assert learner.advance(stop_on="mistake").index.tolist() == [1, 2, 3]


def test_stopping_early_changes_no_weight(cancer):
    X, y = cancer
    whole = _run_epochs(SGDLearner(X, y, loss="hinge", schedule="optimal", penalty="l2", alpha=0.01), 2)
    stopping = SGDLearner(X, y, loss="hinge", schedule="optimal", penalty="l2", alpha=0.01)
    calls = 0
    while stopping.epoch < 2:
        stopping.advance(stop_on="update", record=False)
        calls += 1
    assert calls > 10
    assert np.array_equal(whole.coef, stopping.coef) and whole.intercept == stopping.intercept


def test_bad_stop_rule_is_refused():
    with pytest.raises(ValueError, match="stop_on must be None, 'update' or 'mistake', got 'loss'"):
        SGDLearner(np.eye(2), [0, 1]).advance(stop_on="loss")
