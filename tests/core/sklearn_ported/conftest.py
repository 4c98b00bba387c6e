"""Which of scikit-learn's tests the port runs (see ``__init__``): the perceptron-relevant ones."""

from __future__ import annotations

import inspect
import os
from pathlib import Path

import pytest

# scikit-learn's own SGDClassifier fails these when its loss is the perceptron's (they test the
# squared-loss averaging formula, hinge-margin class weights, log-loss overflow, a tol example
# tuned for hinge): they are not perceptron tests.  ``PORTED_ORACLE=sklearn`` reproduces the list.
NOT_PERCEPTRON_TESTS = frozenset(
    f"test_sgd.py::{name}[{klass}]"
    for name in (
        "test_late_onset_averaging_reached",
        "test_average_binary_computed_correctly",
        "test_sgd_multiclass_average",
        "test_class_weights",
        "test_balanced_weight",
        "test_sample_weights",
    )
    for klass in ("SGDClassifier", "SparseSGDClassifier")
) | {"test_sgd.py::test_underflow_or_overflow", "test_sgd.py::test_tol_parameter"}


def _is_classifier_test(item: pytest.Item) -> bool:
    if item.nodeid.split("sklearn_ported/")[-1] in NOT_PERCEPTRON_TESTS:
        return False
    if item.module is None or not item.module.__name__.endswith("test_sgd"):
        return True
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    names = [getattr(value, "__name__", "") for value in params.values()]
    if any("Regressor" in name or "OneClass" in name for name in names):
        return False
    if any(name in {"SGDClassifier", "SparseSGDClassifier"} for name in names):
        return True
    source = inspect.getsource(item.function)
    return "SGDClassifier" in source


# Differences by design (strict xfails, each with its reason).
_NO_PROBA = (
    "by design: the ported SGDClassifier is AveragedPerceptron (perceptron loss, no predict_proba), and these "
    "tests also need loss='modified_huber', which core lacks; LogisticClassifier's predict_proba and "
    "predict_log_proba are checked against SGDClassifier(loss='log_loss') in tests/core/test_logistic_hinge.py"
)
BY_DESIGN = {
    **{f"test_sgd.py::{name}[{klass}]": _NO_PROBA
       for name in ("test_sgd_predict_proba_method_access", "test_sgd_proba")
       for klass in ("SGDClassifier", "SparseSGDClassifier")},
    "test_sgd.py::test_validation_mask_correctly_subsets": (
        "by design: it mocks scikit-learn's private _ValidationScoreCallback; core scores the validation "
        "set in its own loop (same split, same accuracy)"
    ),
}  # fmt: skip

NOT_YET_PASSING = frozenset(
    line.strip()
    for line in (Path(__file__).parent / "not_yet_passing.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        reason = BY_DESIGN.get(item.nodeid.split("sklearn_ported/")[-1])
        if os.environ.get("PORTED_ORACLE", "") == "" and reason is not None:
            item.add_marker(pytest.mark.xfail(reason=reason, strict=True))
        if os.environ.get("PORTED_ORACLE", "") == "" and item.nodeid.split("sklearn_ported/")[-1] in NOT_YET_PASSING:
            item.add_marker(pytest.mark.xfail(reason="issue 11: not built yet", strict=True))
    kept = [item for item in items if _is_classifier_test(item)]
    dropped = [item for item in items if not _is_classifier_test(item)]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


def pytest_configure(config: pytest.Config) -> None:
    # scikit-learn's own conftest registers this marker (its tests use it to skip a spmatrix check).
    config.addinivalue_line("markers", "no_check_spmatrix: scikit-learn's marker, kept by the port")


@pytest.fixture
def global_random_seed() -> int:
    """scikit-learn's fixture, at its default seed (42) when SKLEARN_TESTS_GLOBAL_RANDOM_SEED is unset."""
    return 42
