"""Labels are encoded in one pass (no sort of all n labels) with np.unique's classes and codes, for every dtype."""

import numpy as np
import pytest
from sklearn.linear_model import Perceptron as SkPerceptron

from core import Perceptron
from core.learn.label_codes import encode_labels

RNG = np.random.default_rng(12)

LABEL_SETS = {
    "int -1/+1": RNG.choice([-1, 1], 1000),
    "int8": RNG.integers(-5, 5, 300).astype(np.int8),
    "uint64 past 2**63": np.array([2**64 - 1, 5, 2**63, 5], dtype=np.uint64),
    "int64 wide range": RNG.choice([-(10**12), 3, 10**15], 500),
    "bool": RNG.random(100) > 0.5,
    "float": RNG.choice([0.5, -1.0, 2.25, 1e300], 1000),
    "float -0.0 and 0.0": np.array([0.0, -0.0, 1.0, -0.0]),
    "float32": RNG.choice([0.1, 0.2, 0.3], 50).astype(np.float32),
    "16 floats": RNG.choice(np.linspace(-1, 1, 16), 400),
    "17 floats (hash table)": RNG.choice(np.linspace(-1, 1, 17), 400),
    "5,000 distinct floats (table grows)": RNG.standard_normal(5000),
    "20,000 distinct ints (wide)": RNG.integers(0, 10**9, 20000),
    "str": RNG.choice(["cat", "dog", "ant", "zebra", "c"], 1000),
    "200 distinct str": np.array([f"label {k % 200}" for k in RNG.permutation(1000)]),
    "bytes": RNG.choice([b"x", b"yy", b""], 100),
    "non-ASCII str": np.array(["é", "e", "ß", "é"]),
    "object str": np.array(["b", "a", "b", "c"], dtype=object),
    "object int": np.array([3, 1, 2, 1], dtype=object),
    "one class": np.array([7, 7, 7]),
    "ints first seen in sorted order": np.array([-1, 1, 1, -1, 1]),
    "ints first seen in reverse order": np.array([1, -1, -1, 1, 0]),
    "ints spanning 64 values (one bit each)": RNG.choice([-30, -29, 0, 33], 200),
    "ints spanning 65 values": RNG.choice([-30, 0, 34], 200),
    "uint8 0/255": RNG.choice(np.array([0, 255], dtype=np.uint8), 100),
    "int16 two far apart": RNG.choice(np.array([-20000, 20000], dtype=np.int16), 100),
    "two ints, larger first": np.array([5, 3, 3, 5, 5]),
}


@pytest.mark.parametrize("name", LABEL_SETS)
def test_classes_and_codes_equal_np_unique(name):
    y = LABEL_SETS[name]
    classes, codes = encode_labels(y)
    expected_classes, expected_codes = np.unique(y, return_inverse=True)
    assert classes.dtype == expected_classes.dtype
    np.testing.assert_array_equal(classes, expected_classes)
    np.testing.assert_array_equal(codes, expected_codes.reshape(-1))


@pytest.mark.parametrize(
    "y",
    [
        np.where(RNG.random(60) > 0.5, "spam", "ham"),
        np.where(RNG.random(60) > 0.5, 2.0, -1.0),
        RNG.random(60) > 0.5,
        RNG.choice(["b", "a", "c"], 60),
        RNG.choice([3.0, -1.0, 0.0], 60),
    ],
    ids=["str", "float", "bool", "3 str", "3 float"],
)
def test_fitted_classes_are_scikit_learns(y):
    X = RNG.standard_normal((60, 3))
    ours = Perceptron(max_iter=3, until_converged=False).fit(X, y)
    theirs = SkPerceptron(max_iter=3, tol=None, shuffle=False).fit(X, y)
    np.testing.assert_array_equal(ours.classes_, theirs.classes_)
    assert ours.classes_.dtype == theirs.classes_.dtype
    assert set(ours.predict(X)) <= set(y.tolist())
