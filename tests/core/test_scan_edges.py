"""The block scan at its edges: the engine's weights and mistakes equal a plain Python perceptron's, bit for bit.

``core.learn._loops.scan_binary`` scores examples ahead of time while w is unchanged: two-feature rows
in vectorised blocks (16, 32, ... 512 examples after 32 looked at one by one), other few-feature rows
four at a time in blocks, many-feature rows four at a time (rows of an X larger than the cache asked
for ahead).  Mistakes planted at the first and last example of a block, blocks that end at n or
not, a score of exactly 0 under each zero rule, and scores that overflow must all come out as the
textbook rule computed one example at a time in plain Python floats (each score summed feature 0
first, then + b: scikit-learn's order).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from sklearn.linear_model import Perceptron as SkPerceptron

from core import Perceptron
from core.learn._loops import FIRST_BLOCK, HEAD, max_abs
from core.learn.engine import Learner, OverflowTrainingError

# positions (from a mistake at 0) of the first and last example of the blocks that follow the examples looked
# at one by one (HEAD of them), blocks of FIRST_BLOCK, 2 * FIRST_BLOCK, 4 * FIRST_BLOCK, ... examples
BLOCK_EDGES = [HEAD + k * FIRST_BLOCK + edge for k in (0, 1, 3, 7, 15) for edge in (-1, 0) if k or edge == 0]


def plain_perceptron(X, y, orders, zero_score, w0, b0):
    """The perceptron in plain Python floats: (w, b, [(epoch, example) of each mistake]), or raises at an overflow.

    Labels y in {-1, +1}; ``orders`` lists each epoch's order of examples; eta = 1.
    """
    rows = np.asarray(X, dtype=np.float64).tolist()
    w = [float(v) for v in w0]
    b = float(b0)
    mistakes = []
    for epoch, order in enumerate(orders):
        for i in order:
            score = 0.0
            for wj, xj in zip(w, rows[i], strict=True):
                score += wj * xj
            score += b
            if not math.isfinite(score):
                raise OverflowError(i)
            if zero_score == "mistake":
                wrong = y[i] * score <= 0.0
            else:
                positive = score >= 0.0 if zero_score == "positive" else score > 0.0
                wrong = positive != (y[i] > 0)
            if wrong:
                u = float(y[i])
                w = [wj + xj * u for wj, xj in zip(w, rows[i], strict=True)]
                b += u
                mistakes.append((epoch, int(i)))
    return np.array(w), b, mistakes


def engine_run(X, y, epochs, zero_score="mistake", w0=None, b0=0.0, shuffle=False):
    """The engine's whole-epoch run (the block scan): (learner, each epoch's order)."""
    learner = Learner(
        X, (np.asarray(y) > 0).astype(np.int64), 2, zero_score=zero_score, shuffle=shuffle,
        rng=np.random.default_rng(5), w0=None if w0 is None else np.asarray(w0, dtype=float)[None, :],
        b0=np.array([b0]),
    )  # fmt: skip
    orders = []
    for _ in range(epochs):
        learner.advance(0)  # draws a shuffled epoch's order without looking at an example
        learner.advance()
        orders.append(learner.order_of_epoch(learner.epoch - 1))
    return learner, orders


def assert_same_as_plain(X, y, epochs, zero_score="mistake", w0=None, b0=0.0, shuffle=False):
    learner, orders = engine_run(X, y, epochs, zero_score, w0, b0, shuffle)
    w, b, mistakes = plain_perceptron(X, y, orders, zero_score, np.zeros(X.shape[1]) if w0 is None else w0, b0)
    engine_mistakes = [(int(e), int(i)) for i, e in learner.history[:, :2]]
    assert engine_mistakes == mistakes
    np.testing.assert_array_equal(learner.coef.ravel(), w)
    assert learner.intercept[0] == b
    return mistakes


def separable(n, d, seed, values=(-0.7, -0.3, -0.1, 0.1, 0.3, 0.7)):
    """Rows of values like +-0.1 (sums that are zero only up to rounding), labelled by a hidden w with b = 0.05."""
    rng = np.random.default_rng(seed)
    X = rng.choice(np.array(values), size=(n, d))
    w = rng.choice(np.array(values), size=d)
    score = X @ w + 0.05
    keep = np.abs(score) > 0.02
    X, score = X[keep], score[keep]
    return np.ascontiguousarray(X), np.where(score > 0, 1, -1), w


@pytest.mark.parametrize("d", [1, 2, 3, 50, 70])
@pytest.mark.parametrize("n", [5, 15, HEAD + 3 * FIRST_BLOCK, HEAD + 3 * FIRST_BLOCK + 1, 1000, 4000])
@pytest.mark.parametrize("shuffle", [False, True], ids=["in order", "shuffled"])
def test_noisy_epochs_equal_the_plain_perceptron(d, n, shuffle):
    """Mistakes scattered everywhere: n below a block, blocks ending exactly at n (HEAD + 16 + 32) and not."""
    if n == 4000 and d < 50:
        n = 600_000 // d // 8 * 8  # X of a few MB: larger than the cache, as for many features
    X, y, _ = separable(n + n // 3, d, seed=d * 1000 + n)
    X, y = X[:n], y[:n].copy()
    flip = np.random.default_rng(n).random(len(y)) < 0.01
    y[flip] = -y[flip]
    epochs = 2 if len(y) * d > 100_000 else 4
    assert assert_same_as_plain(X, y, epochs, shuffle=shuffle)


@pytest.mark.parametrize("d", [2, 3, 50])
@pytest.mark.parametrize("at", BLOCK_EDGES)
def test_a_mistake_at_the_edge_of_a_block(d, at):
    """From the separating w, one flipped label at the first or last example of a block: found there, and after."""
    X, y, w = separable(2 * BLOCK_EDGES[-1], d, seed=at)
    X, y = X[: BLOCK_EDGES[-1] + 40], y[: BLOCK_EDGES[-1] + 40].copy()
    y[at] = -y[at]
    mistakes = assert_same_as_plain(X, y, 2, w0=w, b0=0.05)
    assert mistakes[0] == (0, at)


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize("d", [1, 2, 3, 50])
@pytest.mark.parametrize("at", [HEAD - 1, HEAD + 5, HEAD + 16, HEAD + 60])
def test_a_score_of_exactly_zero_in_a_block(zero_score, d, at):
    """Integer rows and weights: row ``at`` scores exactly 0, a mistake or not by the zero rule."""
    rng = np.random.default_rng(d + at)
    w = rng.integers(1, 4, size=d).astype(float)
    X = rng.integers(-3, 4, size=(HEAD + 200, d)).astype(float)
    X[:, 0] += np.where(X @ w >= 0, 5, -5)  # every other score far from 0
    X[at] = 0.0  # w.x + b = 0 exactly (b = 0)
    y = np.where(X @ w > 0, 1, -1)
    for label in (1, -1):
        y[at] = label
        mistakes = assert_same_as_plain(X, y, 2, zero_score, w0=w, b0=0.0)
        zero_is_wrong = {"mistake": True, "positive": label < 0, "negative": label > 0}[zero_score]
        assert ((0, at) in mistakes) == zero_is_wrong


@pytest.mark.parametrize("d", [2, 3, 50])
@pytest.mark.parametrize("bad", [np.inf, np.nan, 1e308])
def test_a_score_that_is_not_finite_stops_at_its_example(d, bad):
    """A row whose score overflows (or is NaN) in the middle of a block: the error names it, w is unchanged."""
    X, y, w = separable(2000, d, seed=d)
    w, b = 10 * w, 0.5  # still separating, and every w_j * 1e308 overflows
    at = HEAD + 20
    X[at] = bad * np.sign(w)  # a score of +inf (or NaN) ...
    y[at] = 1  # ... on a positive example: the margin y * score is +inf > 0, yet the score overflowed
    learner = Learner(X, (y > 0).astype(np.int64), 2, w0=w[None, :], b0=np.array([b]))
    with pytest.raises(OverflowTrainingError, match=f"at example {at} "):
        learner.advance()
    with pytest.raises(OverflowError) as where:
        plain_perceptron(X, y, [range(len(y))], "mistake", w, b)
    assert where.value.args == (at,)
    np.testing.assert_array_equal(learner.coef.ravel(), w)
    assert learner.intercept[0] == b


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("d", [3, 50, 70])
def test_large_x_in_and_out_of_the_cache_equals_sklearn(dtype, d):
    """Rows asked for ahead of use (X of more than 2 MB), float32 (scikit-learn's path) and float64: the same bits."""
    n = 5_000_000 // (d * np.dtype(dtype).itemsize)
    X, y, _ = separable(n + n // 3, d, seed=d)
    X, y = X[:n].astype(dtype), y[:n].copy()
    flip = np.random.default_rng(d).random(n) < 0.002
    y[flip] = -y[flip]
    ours = Perceptron(shuffle=False, until_converged=False, max_iter=3).fit(X, y)
    theirs = SkPerceptron(shuffle=False, tol=None, max_iter=3).fit(X, y)
    assert ours.n_mistakes_ > 3
    np.testing.assert_array_equal(ours.coef_, theirs.coef_)
    np.testing.assert_array_equal(ours.intercept_, theirs.intercept_)


@pytest.mark.parametrize(
    "values",
    [[[0.5, -3.0], [2.0, 1.0]], [[-0.0, 0.0]], [[1.0, np.inf]], [[-np.inf, 2.0]], [[np.nan, 1e308], [-1e308, 0.0]]],
    ids=["finite", "zeros", "inf", "-inf", "nan"],
)
def test_the_bound_on_scores_starts_from_the_largest_magnitude(values):
    """max |x| (the blocks skip overflow checks below a bound built on it) as NumPy computes it, NaN and inf kept."""
    X = np.array(values)
    np.testing.assert_array_equal(max_abs(X), np.abs(X).max())
    assert max_abs(np.zeros((0, 3))) == 0.0
