"""Many small fits as model selection runs them (issue 45): the same choices and scores as scikit-learn's,
and the quick paths of validation, prediction and scoring keep scikit-learn's answers and messages."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.datasets import load_iris, load_wine
from sklearn.linear_model import SGDClassifier
from sklearn.metrics import accuracy_score
from sklearn.model_selection import GridSearchCV, cross_val_score
from sklearn.preprocessing import StandardScaler
from sklearn.utils._param_validation import InvalidParameterError

import core

SGD_AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "penalty": "l2", "learning_rate": "optimal",
                  "eta0": 0.01, "max_iter": 1000}  # fmt: skip


@pytest.mark.parametrize("loss", ["hinge", "log_loss"])
def test_a_grid_search_chooses_and_scores_as_scikit_learns(loss):
    X, y = load_wine(return_X_y=True)
    X = StandardScaler().fit_transform(X)
    ours_cls = core.HingeClassifier if loss == "hinge" else core.LogisticClassifier
    grid = {"alpha": [1e-5, 1e-4, 1e-3]}
    ours = GridSearchCV(ours_cls(**SGD_AS_SKLEARN), grid, cv=5).fit(X, y)
    theirs = GridSearchCV(SGDClassifier(loss=loss, random_state=0), grid, cv=5).fit(X, y)
    assert ours.best_params_ == theirs.best_params_
    assert ours.cv_results_["mean_test_score"].tolist() == theirs.cv_results_["mean_test_score"].tolist()
    assert ours.best_estimator_.n_iter_ == theirs.best_estimator_.n_iter_


def test_cross_validation_scores_as_scikit_learns():
    X, y = load_iris(return_X_y=True)
    ours = cross_val_score(core.HingeClassifier(**SGD_AS_SKLEARN), X, y, cv=5)
    theirs = cross_val_score(SGDClassifier(random_state=0), X, y, cv=5)
    assert ours.tolist() == theirs.tolist()


@pytest.mark.parametrize(
    "labels",
    [
        np.array([0, 1, 2]),
        np.array([0.0, 1.0, 2.0]),
        np.array(["a", "b", "c"]),
        np.array([False, True, True]),
    ],
    ids=["int", "float", "str", "bool"],
)
def test_score_is_the_accuracy_scikit_learn_gives(labels):
    X, y_idx = load_iris(return_X_y=True)
    y = labels[np.minimum(y_idx, len(labels) - 1)]
    model = core.HingeClassifier(max_iter=5).fit(X, y)
    rng = np.random.default_rng(0)
    y_test = y[rng.permutation(len(y))]  # about a third right
    assert model.score(X, y_test) == accuracy_score(y_test, model.predict(X))
    weights = rng.uniform(0.5, 2.0, size=len(y))
    assert model.score(X, y_test, weights) == accuracy_score(y_test, model.predict(X), sample_weight=weights)


def test_score_refuses_what_scikit_learn_refuses():
    X, y = load_iris(return_X_y=True)
    model = core.Perceptron(max_iter=20, until_converged=False).fit(X, y)
    with pytest.raises(ValueError, match="Mix of label input types"):
        model.score(X, y.astype(str))
    with pytest.raises(ValueError, match="continuous"):
        model.score(X, y + 0.5)
    with pytest.raises(ValueError, match="inconsistent numbers of samples"):
        model.score(X, y[:-1])


def test_prediction_checks_x_as_scikit_learn_does():
    X, y = load_iris(return_X_y=True)
    for model in (
        core.Perceptron(max_iter=20, until_converged=False).fit(X, y),
        core.HingeClassifier(max_iter=5).fit(X, y),
    ):
        bad = X.copy()
        bad[3, 1] = np.nan
        with pytest.raises(ValueError, match="NaN"):
            model.predict(bad)
        with pytest.raises(ValueError, match="4 features"):
            model.predict(X[:, :3])
        assert model.predict(X).tolist() == model.predict(np.asfortranarray(X)).tolist()


def test_parameters_validated_for_one_estimator_are_still_checked_for_another():
    X, y = load_iris(return_X_y=True)
    core.HingeClassifier(fit_intercept=True, max_iter=2).fit(X, y)
    with pytest.raises(InvalidParameterError, match="fit_intercept"):
        core.HingeClassifier(fit_intercept=1, max_iter=2).fit(X, y)  # 1 == True, but no boolean
    core.Perceptron(max_iter=3, until_converged=False).fit(X, y)
    with pytest.raises(InvalidParameterError, match="max_iter"):
        core.Perceptron(max_iter=3.0, until_converged=False).fit(X, y)
