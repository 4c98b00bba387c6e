"""Generated point sets have the properties their names promise."""

import warnings

import numpy as np
import pytest
from sklearn.svm import SVC

from core import Perceptron
from core.session.generators import GENERATORS, GeneratorSpec, generate


@pytest.mark.parametrize("margin", [0.1, 0.5, 1.0])
@pytest.mark.parametrize("seed", range(3))
def test_separable_sets_have_at_least_the_chosen_margin(margin, seed):
    points = generate(GeneratorSpec("separable", n=200, margin=margin, seed=seed))
    svm = SVC(kernel="linear", C=1e10).fit(points.X, points.y)
    assert svm.score(points.X, points.y) == 1.0
    assert 1 / np.linalg.norm(svm.coef_) >= margin - 1e-6
    assert Perceptron().fit(points.X, points.y).converged_


def test_xor_is_not_linearly_separable():
    points = generate(GeneratorSpec("xor", n=80, seed=1))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est = Perceptron(max_iter=200).fit(points.X, points.y)
    assert not est.converged_
    assert sorted(np.unique(points.y)) == [-1, 1]


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_every_kind_is_reproducible_and_noise_flips_exactly_that_fraction(kind):
    spec = GeneratorSpec(kind, n=400, seed=7, noise=0.0)
    clean, again = generate(spec), generate(spec)
    np.testing.assert_array_equal(clean.X, again.X)
    np.testing.assert_array_equal(clean.y, again.y)
    noisy = generate(GeneratorSpec(kind, n=400, seed=7, noise=0.1))
    np.testing.assert_array_equal(noisy.X, clean.X)
    assert np.count_nonzero(noisy.y != clean.y) == 40
    assert len(clean) == 400 and np.isfinite(clean.X).all()


def test_blobs_have_the_chosen_number_of_classes():
    assert len(generate(GeneratorSpec("blobs", n=300, classes=5)).classes) == 5


@pytest.mark.parametrize(
    ("spec", "phrase"),
    [
        (GeneratorSpec("stars"), "unknown kind 'stars'"),
        (GeneratorSpec(n=1), "number of points must be from 2"),
        (GeneratorSpec(noise=0.9), "label noise must be a fraction from 0 to 0.5"),
        (GeneratorSpec("blobs", classes=9), "blobs takes 2 to 8 classes"),
    ],
)
def test_bad_specs_say_what_is_wrong(spec, phrase):
    with pytest.raises(ValueError, match=phrase):
        generate(spec)
