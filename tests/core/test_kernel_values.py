"""The built-in kernels' columns and blocks: each value is the textbook formula with the sum over
features taken in feature order (so the score cache, the grid and the trace agree bit for bit), and
scikit-learn's pairwise kernels agree to rounding."""

import math

import numpy as np
import pytest
from sklearn.metrics.pairwise import linear_kernel, polynomial_kernel, rbf_kernel

from core.learn.kernels import Kernel


def textbook(name: str, x: np.ndarray, z: np.ndarray, gamma: float, degree: int, coef0: float) -> float:
    """K(x, z) by the formula, one pair at a time, summing features left to right."""
    s = 0.0
    for a, b in zip(x.tolist(), z.tolist(), strict=True):
        s += (a - b) * (a - b) if name == "rbf" else a * b
    if name == "rbf":
        return math.exp(-gamma * s)
    return (s + coef0) ** degree if name == "poly" else s


def sklearn_block(name: str, A: np.ndarray, B: np.ndarray, gamma: float, degree: int, coef0: float) -> np.ndarray:
    if name == "rbf":
        return rbf_kernel(A, B, gamma=gamma)
    if name == "poly":
        return polynomial_kernel(A, B, degree=degree, gamma=1.0, coef0=coef0)
    return linear_kernel(A, B)


@pytest.mark.parametrize("name", ["linear", "poly", "rbf"])
@pytest.mark.parametrize("d", [1, 2, 3, 7])
def test_column_and_block_are_the_formula_bit_for_bit(name: str, d: int) -> None:
    rng = np.random.default_rng(d)
    A = rng.normal(size=(37, d)) * rng.choice([0.1, 1.0, 30.0], size=(37, d))
    B = rng.normal(size=(11, d))
    kernel = Kernel(name=name, degree=3, gamma=0.37, coef0=1.5)
    expected = np.array([[textbook(name, a, b, 0.37, 3, 1.5) for b in B] for a in A])

    block = kernel.block(A, B)
    columns = np.empty((len(B), len(A)))
    for j in range(len(B)):
        kernel.column(A, B, j, columns[j])

    if name == "poly":  # the power is taken by repeated multiplication: within a few ulps of libm's pow
        np.testing.assert_allclose(block, expected, rtol=1e-15, atol=0)
        expected = np.array([[textbook(name, a, b, 0.37, 1, 1.5) for b in B] for a in A])
        kernel = Kernel(name=name, degree=1, gamma=0.37, coef0=1.5)
        block = kernel.block(A, B)
        for j in range(len(B)):
            kernel.column(A, B, j, columns[j])
    assert np.array_equal(block, expected)
    assert np.array_equal(columns.T, expected)
    kernel = Kernel(name=name, degree=3, gamma=0.37, coef0=1.5)
    block = kernel.block(A, B)
    np.testing.assert_allclose(block, sklearn_block(name, A, B, 0.37, 3, 1.5), rtol=1e-9, atol=1e-12)


def test_a_block_with_no_rows_or_no_columns_is_empty() -> None:
    kernel = Kernel(name="rbf", gamma=1.0)
    assert kernel.block(np.zeros((0, 2)), np.ones((3, 2))).shape == (0, 3)
    assert kernel.block(np.ones((4, 2)), np.zeros((0, 2))).shape == (4, 0)
