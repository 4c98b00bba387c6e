"""scikit-learn's estimator checks on the configurations issue 11 added (the defaults are in test_sklearn_oracle)."""

import pytest
from sklearn.utils.estimator_checks import check_estimator
from sklearn.utils.validation import has_fit_parameter

from core import AveragedPerceptron, KernelPerceptron, Perceptron, VotedPerceptron
from core.learn.estimators import EXPECTED_FAILED_CHECKS

CONFIGURATIONS = [
    Perceptron(multiclass="ovr"),
    Perceptron(multiclass="ovr", n_jobs=2, shuffle=True, random_state=0),
    Perceptron(penalty="elasticnet", alpha=1e-3, tol=1e-3),
    Perceptron(penalty="l2", until_converged=False, max_iter=20),
    AveragedPerceptron(average=10, learning_rate="optimal", penalty="l2"),
    AveragedPerceptron(average=False, learning_rate="invscaling", eta0=0.5, multiclass="ovr"),
    AveragedPerceptron(learning_rate="adaptive", tol=1e-3, eta0=0.5),
    VotedPerceptron(max_hypotheses=5),
    KernelPerceptron(kernel="poly", degree=2),
]


def _expected(estimator):
    return EXPECTED_FAILED_CHECKS if has_fit_parameter(estimator, "sample_weight") else {}


@pytest.mark.filterwarnings("ignore::sklearn.exceptions.ConvergenceWarning")
@pytest.mark.parametrize("estimator", CONFIGURATIONS, ids=repr)
def test_sklearn_compatible_configuration(estimator):
    # check_estimator rather than parametrize_with_checks: the checks scikit-learn skips for want of
    # pandas or the array API then stay inside this test (pyproject ignores SkipTestWarning)
    # instead of showing as skipped tests.  class_weight="balanced" is left out: scikit-learn's own
    # Perceptron fails the partial_fit checks with it (partial_fit refuses "balanced"), and a dict must
    # name every class of every check's data (class weights are checked against scikit-learn instead).
    check_estimator(estimator, expected_failed_checks=_expected(estimator))
