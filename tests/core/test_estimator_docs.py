"""The estimators' docs (issue 11): numpydoc sections, examples that run, the defaults table."""

import doctest

import pytest

import core
import core.learn.estimators as estimators


@pytest.mark.parametrize("name", core._ESTIMATORS)
def test_numpydoc_sections(name):
    doc = getattr(core, name).__doc__
    for section in ("Parameters\n    ----------", "Attributes\n    ----------", "Examples\n    --------"):
        assert section in doc, f"{name} lacks {section.split()[0]}"


def test_examples_run():
    result = doctest.testmod(estimators)
    assert result.attempted >= 5
    assert result.failed == 0


def test_the_defaults_table_lists_every_default_that_differs_from_sklearn():
    from sklearn.linear_model import Perceptron as SkPerceptron
    from sklearn.linear_model import SGDClassifier

    ours = {**core.AveragedPerceptron().get_params(), **core.Perceptron().get_params()}
    theirs = {**SGDClassifier().get_params(), **SkPerceptron().get_params()}
    differ = {k for k in ours.keys() & theirs.keys() if ours[k] != theirs[k]}
    assert differ <= set(estimators.DEFAULTS_THAT_DIFFER)
    for name in estimators.DEFAULTS_THAT_DIFFER:
        assert f"``{name}``" in estimators.__doc__
