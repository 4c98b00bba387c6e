"""Perceptron and AveragedPerceptron run on the teaching engine or on scikit-learn's path: where each applies."""

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.datasets import load_breast_cancer
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import Perceptron as SkPerceptron
from sklearn.preprocessing import StandardScaler

from core import AveragedPerceptron, Perceptron

X, y = load_breast_cancer(return_X_y=True)
X = StandardScaler().fit_transform(X)


def test_teaching_defaults_and_sklearn_path_agree_on_the_plain_perceptron():
    teaching = Perceptron(until_converged=False, max_iter=4).fit(X, y)
    weighted = Perceptron(until_converged=False, max_iter=4).fit(X, y, sample_weight=np.ones(len(y)))
    np.testing.assert_array_equal(teaching.coef_, weighted.coef_)
    np.testing.assert_array_equal(teaching.intercept_, weighted.intercept_)
    assert teaching.mistakes_per_epoch_.tolist() == weighted.mistakes_per_epoch_.tolist()
    assert teaching.t_ == weighted.t_ == 4 * len(y)


def test_until_converged_also_stops_the_sklearn_path():
    Xs = np.sign(X[:, :2])
    ys = (Xs[:, 0] > 0).astype(int)  # separable
    est = Perceptron(penalty=None, tol=None).fit(Xs, ys, sample_weight=np.ones(len(ys)))
    assert est.converged_
    assert est.n_iter_ < 1000
    assert est.mistakes_per_epoch_[-1] == 0


def test_a_plain_perceptron_moves_to_the_sklearn_path_mid_stream():
    est = Perceptron()
    est.partial_fit(X, y, classes=[0, 1])
    est.partial_fit(sp.csr_matrix(X), y)  # sparse: scikit-learn's path, from the weights so far
    theirs = SkPerceptron(shuffle=False, tol=None)
    theirs.partial_fit(X, y, classes=[0, 1])
    theirs.partial_fit(sp.csr_matrix(X), y)
    assert est.n_iter_ == theirs.n_iter_ == 1  # the last call's (issue 28)
    np.testing.assert_allclose(est.coef_, theirs.coef_, rtol=0, atol=1e-12)
    np.testing.assert_allclose(est.intercept_, theirs.intercept_, rtol=0, atol=1e-12)


def test_an_averaged_perceptron_changes_path_mid_stream_with_its_averages():
    # (issue 28: it refused to before) unit weights on scikit-learn's path continue as the plain path does
    plain, weighted = AveragedPerceptron(), AveragedPerceptron()
    for est in (plain, weighted):
        est.partial_fit(X, y, classes=[0, 1])
    plain.partial_fit(X, y)
    weighted.partial_fit(X, y, sample_weight=np.ones(len(y)))
    np.testing.assert_allclose(weighted.coef_, plain.coef_, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(weighted.intercept_, plain.intercept_, rtol=1e-12, atol=1e-14)
    assert weighted.t_ == plain.t_ == 2 * len(y)


def test_partial_fit_after_loading_attributes_only():
    est = Perceptron(until_converged=False, max_iter=2).fit(X, y)
    clone = Perceptron()
    for name in ("coef_", "intercept_", "classes_", "n_features_in_"):
        setattr(clone, name, getattr(est, name))
    clone._reset_counters()
    clone.partial_fit(X, y)
    assert clone.coef_.shape == est.coef_.shape


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize("seed", range(5))
def test_both_paths_apply_the_zero_score_rule(zero_score, seed):
    rng = np.random.default_rng(seed)
    Xi = rng.integers(-2, 3, size=(30, 3)).astype(float)  # scores of exactly 0 are common
    yi = rng.integers(0, 2, size=30)
    kw = dict(zero_score=zero_score, until_converged=False, max_iter=5, fit_intercept=bool(seed % 2))
    teaching = Perceptron(**kw).fit(Xi, yi)
    sklearn_path = Perceptron(**kw).fit(Xi, yi, sample_weight=np.ones(len(yi)))
    np.testing.assert_array_equal(teaching.coef_, sklearn_path.coef_)
    assert teaching.mistakes_per_epoch_.tolist() == sklearn_path.mistakes_per_epoch_.tolist()


@pytest.mark.filterwarnings("ignore::sklearn.exceptions.ConvergenceWarning")
@pytest.mark.parametrize("multiclass", ["structured", "ovr"])
def test_t_counts_the_held_out_rows_as_sklearn_does(multiclass):  # issue 28: they were left out
    from sklearn.datasets import load_iris

    Xi, yi = load_iris(return_X_y=True)
    est = Perceptron(early_stopping=True, validation_fraction=0.1, tol=1e-3, random_state=0, multiclass=multiclass)
    est.fit(Xi, yi)
    assert est.t_ == est.n_iter_ * len(yi)


@pytest.mark.parametrize("params", [{}, {"penalty": "l1"}, {"tol": 1e-9}], ids=str)
def test_convergence_warnings_point_at_the_caller(params):
    rng = np.random.default_rng(0)
    Xn = rng.normal(size=(100, 3))
    yn = rng.integers(0, 2, size=100)
    with pytest.warns(ConvergenceWarning) as record:
        Perceptron(max_iter=2, **params).fit(Xn, yn)
    assert record[0].filename == __file__
