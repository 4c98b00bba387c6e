"""The SIMD eight-lane sums are the eight scalar partial sums to the last bit (core.learn._simd)."""

import numpy as np
import pytest
from numba import njit

from core.learn._simd import add_lanes8, lanes8


@njit(cache=False)
def _lanes(w, x, m):
    return lanes8(w, x, m)


@njit(cache=False)
def _add_lanes(w, x, step, x_next, m):
    return add_lanes8(w, x, step, x_next, m)


def _expected_lanes(w, x, m):
    """Lane q: w[j] * x[j] for j = q, q + 8, ... < m, added one by one from 0.0 (float32 products stay float32)."""
    lanes = []
    for q in range(8):
        total = 0.0
        for j in range(q, m, 8):
            total = float(total + float(w[j] * x[j]))
        lanes.append(total)
    return lanes


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("d", [8, 16, 50, 64, 200])
def test_lanes_equal_the_scalar_partial_sums_bit_for_bit(dtype, d):
    rng = np.random.default_rng(d)
    w = (rng.standard_normal(d) * 10.0 ** rng.integers(-8, 8, d)).astype(dtype)  # magnitudes that make order matter
    x = rng.standard_normal(d).astype(dtype)
    m = d - d % 8
    got = _lanes(w, x, m)
    assert list(got) == _expected_lanes(w, x, m)
    assert sum(got) != 0.0


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_add_lanes_updates_w_and_sums_the_new_w(dtype):
    rng = np.random.default_rng(5)
    d = 53
    w = rng.standard_normal(d).astype(dtype)
    x = rng.standard_normal(d).astype(dtype)
    x_next = rng.standard_normal(d).astype(dtype)
    step = 0.37
    m = d - d % 8
    expected_w = w.copy()
    for j in range(m):  # as numba does w[j] += x[j] * step: in float64, stored in w's dtype
        expected_w[j] = float(w[j]) + float(x[j]) * step
    got = _add_lanes(w, x, step, x_next, m)
    np.testing.assert_array_equal(w, expected_w)  # the tail from m on is the caller's
    assert list(got) == _expected_lanes(expected_w, x_next, m)
