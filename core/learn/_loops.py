"""The numba-compiled inner loops of the training engine.

Every function here is plain Python over NumPy arrays, compiled with
``njit(cache=True, nogil=True)``: the GIL is released while a loop runs, so
the window's thread keeps drawing while the training thread computes.  With
``NUMBA_DISABLE_JIT=1`` the very same code runs as Python, which the tests
use on small data to check the compiled build.

The loops consume examples ``order[start:stop]`` of one epoch and stop early
when asked to stop at the first mistake.  They never allocate: the caller
(:class:`core.learn.engine.Learner`) owns every array and grows the history buffer
before a call so that it can hold one row per example of the call.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from llvmlite import ir
from numba import config, types
from numba.core import cgutils
from numba.extending import intrinsic

from core.learn._jit import njit
from core.learn.choices import KERNEL_IDS

from ._simd import class_sums  # relative: core.learn.compiled loads this module as Python too
from ._views import unowned

OK = 0
SCORE_OVERFLOW = 1
WEIGHT_OVERFLOW = 2
NEED_KERNEL_ROW = 3
AVERAGE_OVERFLOW = 4

ZERO_MISTAKE = 0
ZERO_POSITIVE = 1
ZERO_NEGATIVE = 2

KERNEL_LINEAR = KERNEL_IDS["linear"]
KERNEL_POLY = KERNEL_IDS["poly"]
KERNEL_RBF = KERNEL_IDS["rbf"]

# counters[...] slots shared by the loops and the Learner
T = 0  # examples visited since the start
AVG_LAST = 1  # the running sum of w covers steps 1..counters[AVG_LAST]
HIST_LEN = 2  # rows of the history buffer in use


if getattr(config, "DISABLE_JIT", False):  # the loops run as Python: a hint to the cache means nothing there

    def prefetch(X: np.ndarray, i: int, j: int) -> None:
        """Nothing (compiled: ask the CPU to start loading the cache line of X[i, j])."""

    def prefetch_l2(X: np.ndarray, i: int, j: int) -> None:
        """Nothing (compiled: ask the CPU to start loading the cache line of X[i, j] into its level-2 cache)."""

    def prefetch_value_l2(v: np.ndarray, i: int) -> None:
        """Nothing (compiled: ask the CPU to start loading the cache line of v[i] into its level-2 cache)."""

else:

    def _prefetch_codegen(locality: int) -> Any:
        """LLVM's prefetch of the element of an array at the call's indices (a read, of data, at ``locality``)."""

        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            array_type = signature.args[0]
            array = context.make_array(array_type)(context, builder, args[0])
            at = [context.cast(builder, a, t, types.intp) for a, t in zip(args[1:], signature.args[1:], strict=True)]
            where = cgutils.get_item_pointer(context, builder, array_type, array, at, wraparound=False)
            byte_pointer = builder.bitcast(where, ir.IntType(8).as_pointer())
            i32 = ir.IntType(32)
            hint = ir.FunctionType(ir.VoidType(), [byte_pointer.type, i32, i32, i32])
            fn = cgutils.get_or_insert_function(builder.module, hint, "llvm.prefetch.p0")
            builder.call(fn, [byte_pointer, i32(0), i32(locality), i32(1)])
            return context.get_dummy_value()

        return codegen

    def _prefetch_typer(typingctx: Any, X: Any, i: Any, j: Any) -> Any:
        return types.void(X, i, j), _prefetch_codegen(3)  # kept in every cache level (prefetcht0)

    def _prefetch_l2_typer(typingctx: Any, X: Any, i: Any, j: Any) -> Any:
        return types.void(X, i, j), _prefetch_codegen(2)  # into the level-2 cache, not level 1 (prefetcht1)

    def _prefetch_value_l2_typer(typingctx: Any, v: Any, i: Any) -> Any:
        return types.void(v, i), _prefetch_codegen(2)

    _prefetch: Any = intrinsic(_prefetch_typer)
    _prefetch_l2: Any = intrinsic(_prefetch_l2_typer)
    _prefetch_value_l2: Any = intrinsic(_prefetch_value_l2_typer)

    @njit(cache=True, nogil=True, inline="always")
    def prefetch(X: np.ndarray, i: int, j: int) -> None:
        """Ask the CPU to start loading the cache line of X[i, j] (a hint: never faults, the address is not checked)."""
        _prefetch(X, i, j)

    @njit(cache=True, nogil=True, inline="always")
    def prefetch_l2(X: np.ndarray, i: int, j: int) -> None:
        """:func:`prefetch` into the level-2 cache only.

        A load into the level-1 cache holds one of its few miss buffers until the line arrives; the
        level-2 cache keeps many more misses in flight.  Gathering the rows of 200k x 100 float64 in a
        random order with each row asked for 16 rows ahead took 13-15 ms this way against 19-21 ms
        into level 1 (50k x 500: 15 against 27-28 ms; 1M x 20: 23-30 against 30-35 ms), medians of five.
        """
        _prefetch_l2(X, i, j)

    @njit(cache=True, nogil=True, inline="always")
    def prefetch_value_l2(v: np.ndarray, i: int) -> None:
        """:func:`prefetch_l2` of v[i], v one-dimensional (a label or weight of an example)."""
        _prefetch_value_l2(v, i)


@njit(cache=True, nogil=True)
def dot(w: np.ndarray, x: np.ndarray) -> float:
    """w . x summed left to right, feature 0 first: scikit-learn's order, so scores are bit-identical.

    No ``fastmath`` here: reassociating the sum turns a score of +-1e-17 into 0.0 (or back) and
    flips a mistake (issue 11).  Speed comes from scanning many examples at once, not from
    reordering one example's sum (see the engine issue).
    """
    s = 0.0
    for j in range(x.shape[0]):
        s += w[j] * x[j]
    return s


@njit(cache=True, nogil=True)
def predicts_positive(score: float, zero_mode: int) -> bool:
    """The binary prediction: +1 iff score > 0, or score >= 0 under "positive"."""
    if zero_mode == ZERO_POSITIVE:
        return score >= 0.0
    return score > 0.0


@njit(cache=True, nogil=True)
def binary_mistake(y: float, score: float, zero_mode: int) -> bool:
    """Whether a binary example with label y in {-1, +1} is a mistake."""
    if zero_mode == ZERO_MISTAKE:
        return y * score <= 0.0
    return predicts_positive(score, zero_mode) != (y > 0.0)


@njit(cache=True, nogil=True, fastmath={"reassoc"})
def _stays_finite(W, c, X, i, u):
    """Whether every entry of W[c] + u * X[i] is finite (inf * 0 is NaN, so one sum tells)."""
    probe = 0.0
    for j in range(X.shape[1]):
        probe += (W[c, j] + X[i, j] * u) * 0.0
    return probe == 0.0


@njit(cache=True, nogil=True)
def add_scaled_row(W: np.ndarray, c: int, X: np.ndarray, i: int, u: float, checked: bool = True) -> bool:
    """W[c] += u * X[i], unless some entry would overflow (then W is untouched; ``checked=False``: none can)."""
    if checked and not _stays_finite(W, c, X, i, u):
        return False
    for j in range(X.shape[1]):
        W[c, j] += X[i, j] * u
    return True


@njit(cache=True, nogil=True)
def add_intercept(b: np.ndarray, c: int, u: float) -> bool:
    """b[c] += u, unless it would overflow."""
    if not math.isfinite(b[c] + u):
        return False
    b[c] += u
    return True


@njit(cache=True, nogil=True)
def fold_average(W, b, sum_W, sum_b, counters, upto, checked=True):
    """Bring the running sums of (W, b) up to step ``upto`` (W has not changed since counters[AVG_LAST]).

    Returns False, changing nothing, when a sum would overflow (``checked=False``: none can).
    """
    gap = upto - counters[AVG_LAST]
    if gap > 0 and checked:
        probe = 0.0
        for c in range(W.shape[0]):
            for j in range(W.shape[1]):
                probe += (sum_W[c, j] + W[c, j] * gap) * 0.0
            probe += (sum_b[c] + b[c] * gap) * 0.0
        if probe != 0.0:  # inf * 0 is NaN
            return False
    if gap > 0:
        for c in range(W.shape[0]):
            for j in range(W.shape[1]):
                sum_W[c, j] += W[c, j] * gap
            sum_b[c] += b[c] * gap
    counters[AVG_LAST] = upto
    return True


@njit(cache=True, nogil=True)
def largest(W, b, pend_W, pend_b, sum_W, sum_b):
    """(max |w| over W, b and the pending batch sums, max |s| over the running sums): one call, no temporaries.

    inf when some entry is NaN or infinite (then no bound holds).
    """
    w = 0.0
    finite = True
    for A in (W, pend_W):
        for c in range(A.shape[0]):
            for j in range(A.shape[1]):
                finite = finite and math.isfinite(A[c, j])
                w = max(w, abs(A[c, j]))
    for v in (b, pend_b):
        for c in range(v.shape[0]):
            finite = finite and math.isfinite(v[c])
            w = max(w, abs(v[c]))
    s = 0.0
    for c in range(sum_W.shape[0]):
        for j in range(sum_W.shape[1]):
            finite = finite and math.isfinite(sum_W[c, j])
            s = max(s, abs(sum_W[c, j]))
        finite = finite and math.isfinite(sum_b[c])
        s = max(s, abs(sum_b[c]))
    if not finite:
        return np.inf, np.inf
    return w, s


@njit(cache=True, nogil=True)
def average_is_finite(W, b, sum_W, sum_b, gap):
    """Whether every running sum brought up to date (sum + w * gap) is finite."""
    for c in range(W.shape[0]):
        for j in range(W.shape[1]):
            if not math.isfinite(sum_W[c, j] + W[c, j] * gap):
                return False
        if not math.isfinite(sum_b[c] + b[c] * gap):
            return False
    return True


@njit(cache=True, nogil=True)
def record_mistake(hist: np.ndarray, counters: np.ndarray, i: int, epoch: int, t: int, other: int) -> None:
    """Append a mistake's row (example, epoch, step, other class) to the history."""
    h = counters[HIST_LEN]
    hist[h, 0] = i
    hist[h, 1] = epoch
    hist[h, 2] = t
    hist[h, 3] = other
    counters[HIST_LEN] = h + 1


@njit(cache=True, nogil=True)
def best_wrong_class(scores: np.ndarray, true_class: int) -> int:
    """The highest-scoring class other than true_class (the first one wins ties)."""
    best = -1
    for c in range(scores.shape[0]):
        if c != true_class and (best < 0 or scores[c] > scores[best]):
            best = c
    return best


@njit(cache=True, nogil=True)
def class_scores(Wt: np.ndarray, x: np.ndarray, features: np.ndarray, b: np.ndarray, sums: np.ndarray) -> None:
    """sums[c] = W[c] . x + b[c] for every class, up to eight classes per pass over x (Wt = W transposed).

    Class c's sum adds its terms feature 0 first, a multiply and an add each, as :func:`dot`: the
    same bits; the classes' chains run as the lanes of one vector (:func:`core.learn._simd.class_lanes`;
    ``features`` is 0, 1, ..., d - 1).
    """
    K = Wt.shape[1]
    for c0 in range(0, K, 8):
        class_sums(Wt, c0, min(8, K - c0), x, features, sums)
    for c in range(K):
        sums[c] += b[c]


@njit(cache=True, nogil=True)
def argmax_first(scores: np.ndarray) -> int:
    """Index of the largest score; the first class wins ties."""
    best = 0
    for c in range(1, scores.shape[0]):
        if scores[c] > scores[best]:
            best = c
    return best


HEAD = 128  # few-feature examples looked at one by one right after a mistake (noisy data: the next one is near)
FEW_FEATURES = 8  # from this many features on, rows are scored four at a time
CACHE_BYTES = 1 << 21  # an X this small is read from cache: no loads to start early
LINE = 64  # bytes of a cache line
FIRST_BLOCK = 16  # examples of the first block scored at once (a multiple of 4)
LAST_BLOCK = 512  # the block doubles after each block without a mistake, up to this
SAFE_SCORE = 1e300  # a bound on |w.x + b| below which no score overflows: the blocks skip the check
_SIGNS = np.array([-1.0, 0.0, 1.0])  # _SIGNS[y + 1] is the label y in {-1, +1} as a float (a constant of the loops)


GATHER_BYTES = 1 << 18  # a block of rows gathered in a shuffled order: well inside one core's cache
GATHER_MIN_ROWS = 64
GATHER_MAX_ROWS = 4096
GATHER_AHEAD = 16  # rows: the gather asks for row r + GATHER_AHEAD's lines while it copies row r


@njit(cache=True, nogil=True)
def gathers(X: np.ndarray, shuffled: bool) -> bool:
    """Whether the loops gather the rows of X in blocks (:func:`gather_rows`): shuffled, and X larger than the cache.

    Rows of any width: a shuffled hinge epoch (a copy of the dense SGD loop, same process, alternating, load 2-2.4)
    read wide rows in place, asking for the first 24 lines of the next row into the level-1 cache, in 19.4 ms on
    50k x 500 float64, 13.8 on 50k x 500 float32 and 20.2 on 100k x 192 float64; gathered, 13.4, 8.7 and 11.6
    (in place asking for whole rows 3-6 ahead into level 2: 13.6-14.4, 9.9-10.3, 15.7-18.8)."""
    return shuffled and X.shape[0] * X.shape[1] * X.itemsize > CACHE_BYTES


@njit(cache=True, nogil=True)
def gather_buffer(X: np.ndarray) -> np.ndarray:
    """An empty block for :func:`gather_rows`: about GATHER_BYTES of rows of X (GATHER_MIN_ROWS to GATHER_MAX_ROWS)."""
    rows = GATHER_BYTES // max(1, X.shape[1] * X.itemsize)
    return np.empty((min(GATHER_MAX_ROWS, max(GATHER_MIN_ROWS, rows)), X.shape[1]), X.dtype)


@njit(cache=True, nogil=True, inline="always")
def prefetch_row(X: np.ndarray, i: int) -> None:
    """Ask the CPU to start loading every cache line of row X[i] into its level-2 cache (:func:`prefetch_l2`)."""
    d = X.shape[1]
    step = 16 if X.itemsize == 4 else 8  # numbers per cache line
    for j in range(0, d, step):
        prefetch_l2(X, i, j)
    prefetch_l2(X, i, d - 1)


@njit(cache=True, nogil=True, inline="always")
def prefetch_example(X: np.ndarray, y: np.ndarray, i: int) -> None:
    """:func:`prefetch_row` of X[i] and :func:`prefetch_value_l2` of its label y[i].

    A label read in a random order misses the cache as its row does (X streams through it): gathering
    1M x 20 float64 rows in a random order took 22.6 ms, with their labels (not asked for) 31.2 ms.
    """
    prefetch_row(X, i)
    prefetch_value_l2(y, i)


@njit(cache=True, nogil=True)
def gather_rows(X: np.ndarray, order: np.ndarray, pos: int, m: int, buf: np.ndarray) -> None:
    """buf[r] = X[order[pos + r]] for r < m: the rows of a shuffled stretch of an epoch, side by side.

    Read in a random order, each row of a large X is a few cache lines far from the last: a loop
    that scores a row and updates w on it waits for each row in turn.  This loop's loads depend on
    nothing but ``order``, so the CPU keeps many of them in flight (and those of the rows GATHER_AHEAD on,
    asked for while it copies: a fifth faster on 1M x 20); the loops then stream ``buf``
    (the same rows in the same order: the same bits), and an update reads its row from ``buf`` again.
    """
    d = X.shape[1]
    ahead = min(m, order.shape[0] - pos - GATHER_AHEAD)  # rows whose row GATHER_AHEAD on is asked for early
    for r in range(m):
        if r < ahead:
            prefetch_row(X, order[pos + r + GATHER_AHEAD])
        i = order[pos + r]
        for j in range(d):
            buf[r, j] = X[i, j]


@njit(cache=True, nogil=True)
def gather_values(v: np.ndarray, order: np.ndarray, pos: int, m: int, out: np.ndarray) -> None:
    """out[r] = v[order[pos + r]] for r < m: a shuffled block's labels or weights, read ahead of the loop.

    Read inside the loop, a label of a large data set in a random order is a cache miss that the
    update waits for (the hinge on 1M x 20: 500 ns a row); here the loads are independent.
    """
    for r in range(m):
        out[r] = v[order[pos + r]]


@njit(cache=True, nogil=True, inline="always")
def _scan_one_by_one(X, y, order, pos, stop, w, b0, zero_mode):
    """Examples order[pos:stop] one at a time: (first mistake or stop, whether its score overflowed, its score)."""
    while pos < stop:
        i = order[pos]
        score = dot(w, X[i]) + b0
        if not math.isfinite(score):
            return pos, True, score
        if binary_mistake(y[i], score, zero_mode):
            return pos, False, score
        pos += 1
    return stop, False, 0.0


@njit(cache=True, nogil=True)
def _clean_pairs(flat, y, w0, w1, b0):
    """Whether y[k] * (w.x + b) > 0 for every row k of a run of two-feature rows (flat: x0, x1, x0, x1, ...).

    Each score is summed as :func:`dot` (the same bits); a NaN counts as not clean.  One OR over the
    run and no branch per row: a loop the compiler vectorises, eight rows per instruction.
    """
    bad = False
    for k in range(y.shape[0]):
        s = ((0.0 + w0 * flat[2 * k]) + w1 * flat[2 * k + 1]) + b0
        bad |= not (y[k] * s > 0.0)
    return not bad


@njit(cache=True, nogil=True)
def _block_clean_2(X, y, order, pos, m, in_order, w, b0):
    """Whether y * (w.x + b) > 0 for every example of order[pos:pos+m] (two features; see :func:`_clean_pairs`)."""
    if in_order:
        return _clean_pairs(X.reshape(-1)[2 * pos : 2 * (pos + m)], y[pos : pos + m], w[0], w[1], b0)
    w0 = w[0]
    w1 = w[1]
    bad = False
    for k in range(m):
        i = order[pos + k]
        s = ((0.0 + w0 * X[i, 0]) + w1 * X[i, 1]) + b0
        bad |= not (y[i] * s > 0.0)
    return not bad


@njit(cache=True, nogil=True, inline="always")
def four_sums(X, order, pos, w):
    """The sums w.x of examples order[pos:pos+4], each summed feature 0 first as :func:`dot` (the same bits).

    Four independent sums side by side keep the CPU busy where one example's chain of
    additions would wait on each addition.  For an X larger than the cache the next four rows
    are asked for first: the loop reads four rows a line at a time, a pattern the CPU's own
    prefetcher follows only a few lines ahead (case 2 of bench/core.py ran at half the memory's speed).
    """
    d = X.shape[1]
    first = order[pos]
    if X.shape[0] * d * X.itemsize > CACHE_BYTES and order[pos + 3] == first + 3:
        # rows in order, X from memory: ask for all four rows' lines at once (X[first, j] for j >= d
        # runs on into the next rows of the C-ordered X)
        span = 4 * d
        step = 16 if X.itemsize == 4 else 8  # numbers per cache line
        for j in range(0, span, step):
            prefetch(X, first, j)
        prefetch(X, first, span - 1)
    i0 = order[pos]
    i1 = order[pos + 1]
    i2 = order[pos + 2]
    i3 = order[pos + 3]
    s0 = 0.0
    s1 = 0.0
    s2 = 0.0
    s3 = 0.0
    for j in range(X.shape[1]):
        wj = w[j]
        s0 += wj * X[i0, j]
        s1 += wj * X[i1, j]
        s2 += wj * X[i2, j]
        s3 += wj * X[i3, j]
    return s0, s1, s2, s3


@njit(cache=True, nogil=True, inline="always")
def _four_scores(X, order, pos, w, b0):
    """The scores w.x + b of examples order[pos:pos+4] (see :func:`four_sums`)."""
    s0, s1, s2, s3 = four_sums(X, order, pos, w)
    return s0 + b0, s1 + b0, s2 + b0, s3 + b0


@njit(cache=True, nogil=True)
def _block_clean(X, y, order, pos, m, w, b0):
    """Whether y * (w.x + b) > 0 for every example of order[pos:pos+m] (m a multiple of 4), four at a time."""
    bad = False
    for k in range(pos, pos + m, 4):
        a0, a1, a2, a3 = _four_scores(X, order, k, w, b0)
        bad |= not (y[order[k]] * a0 > 0.0)
        bad |= not (y[order[k + 1]] * a1 > 0.0)
        bad |= not (y[order[k + 2]] * a2 > 0.0)
        bad |= not (y[order[k + 3]] * a3 > 0.0)
    return not bad


@njit(cache=True, nogil=True)
def _scan_by_fours(X, y, order, pos, stop, w, b0, zero_mode):
    """As :func:`_scan_one_by_one` (the exact rule, in order), scoring four examples at a time."""
    while pos + 4 <= stop:
        scores = _four_scores(X, order, pos, w, b0)
        a0, a1, a2, a3 = scores
        clean = (y[order[pos]] * a0 > 0.0) & (y[order[pos + 1]] * a1 > 0.0)
        clean &= (y[order[pos + 2]] * a2 > 0.0) & (y[order[pos + 3]] * a3 > 0.0)
        if clean and math.isfinite(a0 + a1 + a2 + a3):  # four correct examples (under any zero rule)
            pos += 4
            continue
        for k in range(4):
            if not math.isfinite(scores[k]):
                return pos + k, True, scores[k]
            if binary_mistake(y[order[pos + k]], scores[k], zero_mode):
                return pos + k, False, scores[k]
        pos += 4
    return _scan_one_by_one(X, y, order, pos, stop, w, b0, zero_mode)


@njit(cache=True, nogil=True)
def _scan_blocks(X, y, order, pos, stop, w, b0, zero_mode, in_order, x_max, checked):
    """:func:`scan_binary` past its first HEAD examples: blocks of few-feature examples, clean or not."""
    if checked:
        bound = abs(b0)
        for j in range(w.shape[0]):
            bound += abs(w[j]) * x_max
        if not bound < SAFE_SCORE:
            return _scan_one_by_one(X, y, order, pos, stop, w, b0, zero_mode)
    m = FIRST_BLOCK
    two = X.shape[1] == 2
    while stop - pos >= FIRST_BLOCK:
        m = min(m, (stop - pos) // 4 * 4)
        if two:
            clean = _block_clean_2(X, y, order, pos, m, in_order, w, b0)
        else:
            clean = _block_clean(X, y, order, pos, m, w, b0)
        if clean:
            pos += m
            m = min(2 * m, LAST_BLOCK)
        else:
            found, overflow, score = _scan_one_by_one(X, y, order, pos, pos + m, w, b0, zero_mode)
            if found < pos + m:
                return found, overflow, score
            pos += m  # a zero margin that was no mistake under this zero rule
            m = FIRST_BLOCK
    return _scan_one_by_one(X, y, order, pos, stop, w, b0, zero_mode)


@njit(cache=True, nogil=True)
def scan_binary(X, y, order, pos, stop, w, b0, zero_mode, in_order, x_max, checked):
    """Skip ahead to the first mistake of a binary model in order[pos:stop].

    Returns (position of that mistake or stop, whether a score overflowed there, that score).
    The hot loop of the perceptron; every score is summed in scikit-learn's order (feature 0
    first, then + b: the same bits as :func:`dot`).  What is fastest depends on the rows:

    - Few features (< FEW_FEATURES): blocks scored at once against the current w, keeping
      only whether every margin y * score is > 0 (then the block holds no mistake under any
      zero rule and the scan moves on without a branch per example; two features in order:
      a loop the compiler vectorises); the first block that is not clean is looked at again
      one by one with the exact rule.  Blocks start at FIRST_BLOCK and double while clean.
      ``in_order`` says order[pos:stop] is pos..stop-1 (rows read in place); ``x_max`` is
      max |x| over X: when sum |w_j| * x_max + |b| < SAFE_SCORE no score can overflow,
      otherwise every example is checked one by one (``checked=False``: the caller's bound
      says none can).  ``linear_runs.linear_run`` looks at the first HEAD examples after a mistake
      one by one before calling this (mistakes often come close together; a block would be
      scored twice).
    - Many features: four examples at a time, four sums side by side (one chain of additions
      would wait on each addition), the next four rows asked for from memory ahead of use.
    """
    if X.shape[1] >= FEW_FEATURES:
        return _scan_by_fours(X, y, order, pos, stop, w, b0, zero_mode)
    return _scan_blocks(X, y, order, pos, stop, w, b0, zero_mode, in_order, x_max, checked)


@njit(cache=True, nogil=True)
def _run_two(
    X, y, order, in_order, x_max, start, stop, W, b, eta, fit_intercept, c2, counters,
):  # fmt: skip
    """``linear_runs.linear_run`` for the plain binary perceptron on two features in a fit's calls, the mistakes inline.

    (The "mistake" zero rule; the caller's bound says no score, weight or intercept can overflow;
    no history; no stop at a mistake.  :func:`_two_steps` does everything else: the window's steps.)
    w and b stay in locals (registers) while examples are looked at one by one: a mistake updates
    them where it is found and the loop goes on with the next example, with no call, no record in
    memory and no second score of the example.  After HEAD examples without a mistake the rest is
    handed to the block scan (:func:`scan_binary`) until its next mistake.

    On noisy data most of the time goes to mistakes (about one example in six in case 3 of
    bench/core.py), each a mispredicted branch after which the CPU fetches the mistake's
    instructions again: :func:`_two_plain` is the loop with the fewest of them, compiled twice,
    for rows in place and rows through ``order``.
    """
    # the helpers inlined into the loop count no reference to these (see core.learn._views)
    X, y, order, W, b, counters = unowned(X), unowned(y), unowned(order), unowned(W), unowned(b), unowned(counters)
    if in_order:
        pos, n_mistakes, mistake_at, mistake_score = _two_plain(
            X, y, order, True, x_max, start, stop, W, b, eta, fit_intercept, c2
        )
    else:
        pos, n_mistakes, mistake_at, mistake_score = _two_plain(
            X, y, order, False, x_max, start, stop, W, b, eta, fit_intercept, c2
        )
    counters[T] += pos - start
    return _two_end(
        X, order, in_order, W, b, ZERO_MISTAKE, start, pos, mistake_at == pos - 1, mistake_score, n_mistakes
    )


@njit(cache=True, nogil=True, inline="always")
def _two_end(X, order, in_order, W, b, zero_mode, start, pos, ended_on_mistake, mistake_score, n_mistakes):
    """``linear_runs.linear_run``'s answer after an OK run of :func:`_run_two` that stopped before ``pos``."""
    if pos == start:
        return pos, OK, -1, 0.0, 0, False, n_mistakes
    last_i = pos - 1 if in_order else order[pos - 1]
    # scanned past the last example: w has not changed since it was looked at
    last_score = mistake_score if ended_on_mistake else dot(W[0], X[last_i]) + b[0]
    last_pred = 1 if predicts_positive(last_score, zero_mode) else -1
    return pos, OK, last_i, last_score, last_pred, ended_on_mistake, n_mistakes


@njit(cache=True, nogil=True, inline="always")
def _two_plain(X, y, order, in_order, x_max, start, stop, W, b, eta, fit_intercept, c2):
    """:func:`_run_two` where a margin y * score <= 0 is a mistake and nothing else happens at one.

    (The "mistake" zero rule; the caller's bound says no score, weight or intercept can overflow;
    no history; no stop at a mistake.)  Returns (position reached, mistakes, position of the last
    mistake or -1, its score).  w and b are written back to W and b.
    """
    flat = X.reshape(-1)  # row i at flat[2 * i]: no multiplication by a stride per example
    w0 = W[0, 0]
    w1 = W[0, 1]
    b0 = b[0]
    n_mistakes = 0
    mistake_at = -1
    mistake_score = 0.0
    pos = start
    while pos < stop:
        first = pos
        # a segment of HEAD examples, whatever their mistakes: a counted loop (its end is not moved at a
        # mistake), which compiles to fewer instructions per example than a loop on pos (case 4: 9 ms, not 12)
        pos = min(stop, pos + HEAD)
        for p in range(first, pos):
            i = p if in_order else order[p]
            # unsigned indices: no test for a negative index (counted from the end) per load
            yi = _SIGNS[np.uint64(y[np.uint64(i)] + 1)]  # -1 or +1 as a float: a load, not a conversion
            x0 = flat[np.uint64(2 * i)]
            x1 = flat[np.uint64(2 * i + 1)]
            score = (w0 * x0 + w1 * x1) + b0  # dot's bits but for the sign of a zero, which decides nothing
            if yi * score > 0.0:
                continue
            u = eta * yi
            w0 = w0 + x0 * u
            w1 = w1 + x1 * u
            if fit_intercept:
                b0 = b0 + u * c2
            n_mistakes += 1
            mistake_at = p
            mistake_score = score
        if pos == stop:
            break
        if mistake_at >= first:  # HEAD more one by one
            continue
        # HEAD examples without a mistake: blocks until the next one (scored again above: the same bits)
        W[0, 0] = w0
        W[0, 1] = w1
        pos = scan_binary(X, y, order, pos, stop, W[0], b0, ZERO_MISTAKE, in_order, x_max, False)[0]
    W[0, 0] = w0
    W[0, 1] = w1
    b[0] = b0
    return pos, n_mistakes, mistake_at, mistake_score + 0.0  # dot's bits exactly: its sum is never -0.0


@njit(cache=True, nogil=True)
def _two_steps(
    X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, c2, zero_mode, counters, epoch, record, hist,
):  # fmt: skip
    """``linear_runs.linear_run`` for the plain binary perceptron on two features in general (the window's steps).

    Any zero rule, history, a stop at a mistake, overflow checks.

    A margin y * score > 0 is correct under every zero rule; anything else takes the exact rule
    with :func:`dot`'s bits.  ``checked``: while |b| + (|w0| + |w1|) * x_max < SAFE_SCORE no score
    can overflow (the bound is renewed at each mistake); otherwise every score is tested.  An
    update that would overflow w or b stops the loop with both unchanged.
    """
    # the helpers inlined into the loop count no reference to these (see core.learn._views)
    X, y, order, W, b = unowned(X), unowned(y), unowned(order), unowned(W), unowned(b)
    counters, hist = unowned(counters), unowned(hist)
    w0 = W[0, 0]
    w1 = W[0, 1]
    b0 = b[0]
    before = counters[T] - start  # examples visited before order[pos]: before + pos
    h = counters[HIST_LEN]
    safe = not checked or abs(b0) + (abs(w0) + abs(w1)) * x_max < SAFE_SCORE
    n_mistakes = 0
    ended_on_mistake = False  # set where the loop leaves (a variable carried through it costs registers)
    mistake_score = 0.0
    pos = start
    status = OK
    bad_score = 0.0
    going = True
    while going and pos < stop:
        quiet_end = min(stop, pos + HEAD)
        while pos < quiet_end:
            i = pos if in_order else order[pos]
            yi = y[i]
            x0 = X[i, 0]
            x1 = X[i, 1]
            score = (w0 * x0 + w1 * x1) + b0  # dot's bits but for the sign of a zero, which decides nothing
            if yi * score > 0.0 and (safe or math.isfinite(score)):
                pos += 1
                continue
            score += 0.0  # dot's bits exactly: its sum is -0.0 never, this one only where dot's is +0.0
            if not math.isfinite(score):
                status = SCORE_OVERFLOW
                bad_score = score
                break
            if not binary_mistake(yi, score, zero_mode):  # a zero score that this zero rule calls correct
                pos += 1
                continue
            u = eta * yi
            n0 = w0 + x0 * u
            n1 = w1 + x1 * u
            nb = b0 + u * c2 if fit_intercept else b0
            if checked and n0 * 0.0 + n1 * 0.0 + nb * 0.0 != 0.0:  # inf * 0 is NaN: w or b would overflow
                status = WEIGHT_OVERFLOW  # and neither changes
                mistake_score = score
                break
            w0 = n0
            w1 = n1
            b0 = nb
            if record:
                hist[h, 0] = i
                hist[h, 1] = epoch
                hist[h, 2] = before + pos + 1
                hist[h, 3] = -1
                h += 1
            n_mistakes += 1
            pos += 1
            if checked:
                safe = abs(b0) + (abs(w0) + abs(w1)) * x_max < SAFE_SCORE
            if stop_on_mistake or pos == stop:
                ended_on_mistake = True
                mistake_score = score
                going = False
                break
            quiet_end = min(stop, pos + HEAD)
        if status != OK or not going or pos == stop:
            break
        # HEAD examples without a mistake: blocks until the next one (scored again above: the same bits)
        W[0, 0] = w0
        W[0, 1] = w1
        pos, overflow, bad_score = scan_binary(X, y, order, pos, stop, W[0], b0, zero_mode, in_order, x_max, checked)
        if overflow:
            status = SCORE_OVERFLOW
    W[0, 0] = w0
    W[0, 1] = w1
    b[0] = b0
    counters[T] = before + pos
    counters[HIST_LEN] = h
    if status != OK:
        i = pos if in_order else order[pos]
        if status == SCORE_OVERFLOW:
            return pos, status, i, bad_score, 0, False, n_mistakes
        return pos, status, i, mistake_score, 0, True, n_mistakes
    return _two_end(X, order, in_order, W, b, zero_mode, start, pos, ended_on_mistake, mistake_score, n_mistakes)


@njit(cache=True, nogil=True)
def _score_bound(w, b0, x_max):
    """|b| + sum |w_j| * max |x|: no score w.x + b is larger (inf or NaN when no bound holds)."""
    bound = 0.0
    for j in range(w.shape[0]):
        bound += abs(w[j])
    return abs(b0) + bound * x_max


@njit(cache=True, nogil=True)
def _fold_stays_finite(w, b0, sw, sb, gap):
    """Whether every running sum sw + w * gap (and sb + b * gap) is finite (inf * 0 is NaN, so one sum tells)."""
    probe = (sb + b0 * gap) * 0.0
    for j in range(w.shape[0]):
        probe += (sw[j] + w[j] * gap) * 0.0
    return probe == 0.0


@njit(cache=True, nogil=True)
def _run_averaged(
    X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, c2, zero_mode, sum_W, sum_b, counters, epoch, record, hist,
):  # fmt: skip
    """``linear_runs.linear_run`` for the binary averaged perceptron, the mistakes handled inline.

    The running sums keep the lecture's lazy rule: at a mistake on step t they are brought up to
    step t - 1 (sum += w * gap, gap the steps since they were last brought up) and only then w and b
    change.  Examples are scored four at a time (:func:`four_sums`: four sums side by side, each in
    :func:`dot`'s order, so the same bits); at a mistake one pass over the features brings the sums
    up, updates w and scores the next four examples with the new w.  After HEAD examples without a
    mistake the rest goes to the block scan (:func:`scan_binary`) until its next mistake.

    ``checked``: every score is tested (unless |b| + sum |w_j| * x_max < SAFE_SCORE, renewed at each
    mistake), and a mistake whose running sums would overflow stops the loop with nothing changed
    (AVERAGE_OVERFLOW); one whose w or b would overflow stops it with the sums brought up to date and
    w and b unchanged (WEIGHT_OVERFLOW).  ``checked=False``: the caller's bound says none can.
    """
    # the helpers inlined into the loop count no reference to these (see core.learn._views)
    X, y, order, W, b = unowned(X), unowned(y), unowned(order), unowned(W), unowned(b)
    sum_W, sum_b, counters, hist = unowned(sum_W), unowned(sum_b), unowned(counters), unowned(hist)
    w = W[0]
    sw = sum_W[0]
    b0 = b[0]
    sb = sum_b[0]
    covered = counters[AVG_LAST]  # the running sums cover steps 1..covered
    before = counters[T] - start  # examples visited before order[pos]: before + pos
    h = counters[HIST_LEN]
    safe = not checked or _score_bound(w, b0, x_max) < SAFE_SCORE
    n_mistakes = 0
    status = OK
    ended_on_mistake = False
    score = 0.0
    s0 = s1 = s2 = s3 = 0.0  # the sums w.x of order[pos:pos + ready] under the current w
    ready = 0
    quiet = 0  # examples without a mistake since the last one
    pos = start
    while pos < stop:
        i = order[pos]
        yi = y[i]
        if ready == 0 and quiet >= HEAD:
            pos, overflow, score = scan_binary(X, y, order, pos, stop, w, b0, zero_mode, in_order, x_max, checked)
            quiet = 0
            if overflow:
                status = SCORE_OVERFLOW
                break
            if pos == stop:
                break
            i = order[pos]
            yi = y[i]
        else:
            if ready == 0:
                if stop - pos >= 4:
                    s0, s1, s2, s3 = four_sums(X, order, pos, w)
                    ready = 4
                else:
                    s0 = dot(w, X[i])
                    ready = 1
            score = s0 + b0
            s0 = s1
            s1 = s2
            s2 = s3
            ready -= 1
            if yi * score > 0.0 and (safe or math.isfinite(score)):  # correct under every zero rule
                pos += 1
                quiet += 1
                continue
            if not math.isfinite(score):
                status = SCORE_OVERFLOW
                break
            if not binary_mistake(yi, score, zero_mode):  # a zero score that this zero rule calls correct
                pos += 1
                quiet += 1
                continue
        # order[pos] is a mistake
        t = before + pos + 1
        gap = t - 1 - covered
        u = eta * yi
        nb = b0 + u * c2 if fit_intercept else b0
        if checked:
            if gap > 0 and not _fold_stays_finite(w, b0, sw, sb, gap):
                status = AVERAGE_OVERFLOW
                break
            if gap > 0:
                for j in range(w.shape[0]):
                    sw[j] += w[j] * gap
                sb += b0 * gap
                gap = 0
            covered = t - 1
            if not (_stays_finite(W, 0, X, i, u) and math.isfinite(nb)):
                status = WEIGHT_OVERFLOW  # w and b unchanged
                break
        fold = gap > 0
        if stop - pos > 4 and not stop_on_mistake:  # update and score the next four examples in one pass
            r0 = order[pos + 1]
            r1 = order[pos + 2]
            r2 = order[pos + 3]
            r3 = order[pos + 4]
            s0 = s1 = s2 = s3 = 0.0
            for j in range(w.shape[0]):
                wj = w[j]
                if fold:
                    sw[j] += wj * gap
                wj += X[i, j] * u
                w[j] = wj
                s0 += wj * X[r0, j]
                s1 += wj * X[r1, j]
                s2 += wj * X[r2, j]
                s3 += wj * X[r3, j]
            ready = 4
        else:
            for j in range(w.shape[0]):
                if fold:
                    sw[j] += w[j] * gap
                w[j] += X[i, j] * u
            ready = 0
        if fold:
            sb += b0 * gap
        covered = t - 1
        b0 = nb
        if record:
            hist[h, 0] = i
            hist[h, 1] = epoch
            hist[h, 2] = t
            hist[h, 3] = -1
            h += 1
        n_mistakes += 1
        pos += 1
        quiet = 0
        if checked:
            safe = _score_bound(w, b0, x_max) < SAFE_SCORE
        if stop_on_mistake or pos == stop:
            ended_on_mistake = True
            break
    b[0] = b0
    sum_b[0] = sb
    counters[T] = before + pos
    counters[AVG_LAST] = covered
    counters[HIST_LEN] = h
    if status != OK:
        return pos, status, order[pos], score, 0, status != SCORE_OVERFLOW, n_mistakes
    if pos == start:
        return pos, OK, -1, 0.0, 0, False, n_mistakes
    last_i = order[pos - 1]
    last_score = score if ended_on_mistake else dot(w, X[last_i]) + b0  # w unchanged since it was looked at
    last_pred = 1 if predicts_positive(last_score, zero_mode) else -1
    return pos, OK, last_i, last_score, last_pred, ended_on_mistake, n_mistakes


@njit(cache=True, nogil=True)
def _run_general(
    X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, c2, zero_mode, multiclass,
    batch, pend_W, pend_b, averaged, sum_W, sum_b,
    counters, epoch, record, hist, scores,
):  # fmt: skip
    """``linear_runs.linear_run`` for the variants without a loop of their own.

    (Multiclass, batch, and the plain binary perceptron on other than two features.)
    """
    # the helpers inlined into the loop count no reference to these (see core.learn._views)
    X, y, order, W, b = unowned(X), unowned(y), unowned(order), unowned(W), unowned(b)
    pend_W, pend_b, sum_W, sum_b = unowned(pend_W), unowned(pend_b), unowned(sum_W), unowned(sum_b)
    counters, hist, scores = unowned(counters), unowned(hist), unowned(scores)
    pos = start
    last_i = -1
    last_mistake = False
    last_score = 0.0
    last_pred = 0
    n_mistakes = 0
    K = W.shape[0]
    found_score = 0.0
    if multiclass:  # W transposed, kept equal to W at every update (batch: W is fixed for the call)
        Wt = np.ascontiguousarray(W.T)
        sums = np.empty(K)
        features = np.arange(X.shape[1])
    else:
        Wt = np.empty((0, 0), W.dtype)
        sums = np.empty(0)
        features = np.empty(0, np.int64)
    while pos < stop:
        if not multiclass:
            # Few features: the first HEAD examples inline (mistakes often come close together), then blocks.
            head = min(stop, pos + HEAD) if X.shape[1] < FEW_FEATURES else pos
            found, overflow, found_score = _scan_one_by_one(X, y, order, pos, head, W[0], b[0], zero_mode)
            if found == head and head < stop:
                found, overflow, found_score = scan_binary(
                    X, y, order, head, stop, W[0], b[0], zero_mode, in_order, x_max, checked
                )
            counters[T] += found - pos
            if found > pos:
                last_i = order[found - 1]
                last_mistake = False
            if overflow:
                i = order[found]
                return found, SCORE_OVERFLOW, i, found_score, 0, False, n_mistakes
            pos = found
            if pos == stop:
                break
        i = order[pos]
        t = counters[T] + 1
        other = -1
        if multiclass:
            class_scores(Wt, X[i], features, b, sums)
            for c in range(K):
                scores[c] = sums[c]
                if not math.isfinite(scores[c]):
                    return pos, SCORE_OVERFLOW, i, scores[c], 0, False, n_mistakes
            yc = int(y[i])
            other = best_wrong_class(scores, yc)
            score = scores[yc] - scores[other]
            last_pred = argmax_first(scores)
            mistake = scores[other] >= scores[yc]
        else:
            score = found_score
            mistake = True  # scan_binary stopped here
        if mistake:
            if averaged and not fold_average(W, b, sum_W, sum_b, counters, t - 1, checked):
                return pos, AVERAGE_OVERFLOW, i, score, 0, True, n_mistakes
            target_W = pend_W if batch else W
            target_b = pend_b if batch else b
            # every number the update changes is checked before any changes: an overflow leaves all as they were
            if multiclass:
                yc = int(y[i])
                ok = not checked or (
                    _stays_finite(target_W, yc, X, i, eta) and _stays_finite(target_W, other, X, i, -eta)
                )
                if ok and fit_intercept:
                    ok = math.isfinite(target_b[yc] + eta * c2) and math.isfinite(target_b[other] + -eta * c2)
                if not ok:
                    return pos, WEIGHT_OVERFLOW, i, score, 0, True, n_mistakes
                add_scaled_row(target_W, yc, X, i, eta, False)
                add_scaled_row(target_W, other, X, i, -eta, False)
                if not batch:
                    for j in range(X.shape[1]):
                        Wt[j, yc] = W[yc, j]
                        Wt[j, other] = W[other, j]
                if fit_intercept:
                    add_intercept(target_b, yc, eta * c2)
                    add_intercept(target_b, other, -eta * c2)
            else:
                u = eta * y[i]
                ok = not checked or _stays_finite(target_W, 0, X, i, u)
                if ok and fit_intercept:
                    ok = math.isfinite(target_b[0] + u * c2)
                if not ok:
                    return pos, WEIGHT_OVERFLOW, i, score, 0, True, n_mistakes
                add_scaled_row(target_W, 0, X, i, u, False)
                if fit_intercept:
                    add_intercept(target_b, 0, u * c2)
            if record:
                record_mistake(hist, counters, i, epoch, t, other)
            n_mistakes += 1
        counters[T] = t
        pos += 1
        last_i = i
        last_score = score
        last_mistake = mistake
        if mistake and stop_on_mistake:
            break
    if last_i >= 0 and not multiclass:
        if not last_mistake:  # scanned past: w has not changed since it was looked at
            last_score = dot(W[0], X[last_i]) + b[0]
        last_pred = 1 if predicts_positive(last_score, zero_mode) else -1
    return pos, OK, last_i, last_score, last_pred, last_mistake, n_mistakes


@njit(cache=True, nogil=True)
def kernel_column(A, B, j, kernel_id, gamma, degree, coef0, out):
    """out[m] = K(A[m], B[j]) for every row m of A (linear, poly or rbf by ``kernel_id``).

    The sums run feature by feature across all rows (a loop over m the compiler vectorises), each
    row's sum still in feature order; the exponential or power follows in a pass of its own.
    """
    n, d = A.shape
    for m in range(n):
        out[m] = 0.0
    rbf = kernel_id == KERNEL_RBF
    for k in range(d):
        c = B[j, k]
        if rbf:
            for m in range(n):
                diff = A[m, k] - c
                out[m] += diff * diff
        else:
            for m in range(n):
                out[m] += A[m, k] * c
    if rbf:
        for m in range(n):
            out[m] = math.exp(-gamma * out[m])
    elif kernel_id == KERNEL_POLY:
        for m in range(n):
            out[m] = (out[m] + coef0) ** degree


@njit(cache=True, nogil=True)
def kernel_block(A, B, kernel_id, gamma, degree, coef0):
    """The kernel matrix K(A[m], B[j]) of shape (len(A), len(B)), the same bits as :func:`kernel_column`.

    Each row sums feature by feature across all of B (B transposed once, so the loop over j is
    contiguous and vectorises), then takes the exponential or power.
    """
    n_a, d = A.shape
    n_b = B.shape[0]
    BT = np.ascontiguousarray(B.T)
    out = np.zeros((n_a, n_b))
    rbf = kernel_id == KERNEL_RBF
    for m in range(n_a):
        row = out[m]
        for k in range(d):
            a = A[m, k]
            column = BT[k]
            if rbf:
                for j in range(n_b):
                    diff = a - column[j]
                    row[j] += diff * diff
            else:
                for j in range(n_b):
                    row[j] += a * column[j]
        if rbf:
            for j in range(n_b):
                row[j] = math.exp(-gamma * row[j])
        elif kernel_id == KERNEL_POLY:
            for j in range(n_b):
                row[j] = (row[j] + coef0) ** degree
    return out


@njit(cache=True, nogil=True)
def add_scaled_column(F, c, krow, u):
    """F[:, c] += u * krow, unless some entry would overflow."""
    n = F.shape[0]
    for m in range(n):
        if not math.isfinite(F[m, c] + u * krow[m]):
            return False
    for m in range(n):
        F[m, c] += u * krow[m]
    return True


@njit(cache=True, nogil=True)
def kernel_score(F, b, y, i, multiclass, zero_mode, scores):
    """(score, prediction, mistake, other class) of training example i from the score cache."""
    K = F.shape[1]
    if multiclass:
        for c in range(K):
            scores[c] = F[i, c] + b[c]
        yc = int(y[i])
        other = best_wrong_class(scores, yc)
        return scores[yc] - scores[other], argmax_first(scores), scores[other] >= scores[yc], other
    score = F[i, 0] + b[0]
    pred = 1 if predicts_positive(score, zero_mode) else -1
    return score, pred, binary_mistake(y[i], score, zero_mode), -1


@njit(cache=True, nogil=True)
def kernel_update(F, alpha, b, y, i, other, krow, eta, fit_intercept, multiclass, counters, epoch, record, hist):
    """Apply the dual update of a mistake on example i, given krow = K(X, X[i]).

    Returns False (and changes nothing) when a score or the intercept would overflow.
    """
    t = counters[T] + 1
    if multiclass:
        yc = int(y[i])
        if not add_scaled_column(F, yc, krow, eta):
            return False
        if not add_scaled_column(F, other, krow, -eta):
            add_scaled_column(F, yc, krow, -eta)
            return False
        if fit_intercept:
            b[yc] += eta
            b[other] -= eta
        alpha[i, yc] += eta
        alpha[i, other] -= eta
    else:
        u = eta * y[i]
        if fit_intercept and not math.isfinite(b[0] + u):
            return False
        if not add_scaled_column(F, 0, krow, u):
            return False
        if fit_intercept:
            b[0] += u
        alpha[i, 0] += u
    if record:
        record_mistake(hist, counters, i, epoch, t, other)
    return True


@njit(cache=True, nogil=True)
def kernel_run(
    X, y, order, start, stop, stop_on_mistake,
    F, alpha, b, eta, fit_intercept, zero_mode, multiclass,
    kernel_id, gamma, degree, coef0,
    counters, epoch, record, hist, scores, krow,
):  # fmt: skip
    """Run the kernel perceptron over order[start:stop] using the score cache F.

    F[m, c] holds sum_i alpha[i, c] K(X[m], X[i]) for every training point, so a
    prediction is a lookup and a mistake on example i costs one kernel column
    K(X, X[i]): O(n) per mistake and never an n x n Gram matrix.  For a Python
    callable kernel (kernel_id < 0) the loop stops at a mistake with status
    NEED_KERNEL_ROW, before changing anything, so that the caller computes the
    column and calls :func:`kernel_update`.

    Returns the same tuple as ``linear_runs.linear_run``.
    """
    pos = start
    last_i = -1
    last_score = 0.0
    last_pred = 0
    last_mistake = False
    n_mistakes = 0
    while pos < stop:
        i = order[pos]
        score, pred, mistake, other = kernel_score(F, b, y, i, multiclass, zero_mode, scores)
        if not math.isfinite(score):
            return pos, SCORE_OVERFLOW, i, score, pred, False, n_mistakes
        if mistake:
            if kernel_id < 0:
                return pos, NEED_KERNEL_ROW, i, score, pred, True, n_mistakes
            kernel_column(X, X, i, kernel_id, gamma, degree, coef0, krow)
            if not kernel_update(
                F, alpha, b, y, i, other, krow, eta, fit_intercept, multiclass, counters, epoch, record, hist
            ):
                return pos, WEIGHT_OVERFLOW, i, score, pred, True, n_mistakes
            n_mistakes += 1
        counters[T] += 1
        pos += 1
        last_i = i
        last_score = score
        last_pred = pred
        last_mistake = mistake
        if mistake and stop_on_mistake:
            break
    return pos, OK, last_i, last_score, last_pred, last_mistake, n_mistakes


@njit(cache=True, nogil=True)
def variance(X):
    """The variance of all entries of X, without a temporary copy of X."""
    n = X.shape[0] * X.shape[1]
    if n == 0:
        return 0.0
    mean = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            mean += X[i, j]
    mean /= n
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            diff = X[i, j] - mean
            s += diff * diff
    return s / n


@njit(cache=True, nogil=True)
def max_abs(X):
    """max |x| over the C-contiguous float64 X (NaN when X holds a NaN; 0.0 when X is empty), in one pass.

    The magnitudes' bits are compared as integers (for floats >= 0 their order is the numbers'
    order, and every NaN lies above inf): a loop the compiler vectorises, at the speed of reading X.
    """
    bits = X.reshape(-1).view(np.uint64)
    magnitude = np.uint64(0x7FFFFFFFFFFFFFFF)
    top = np.uint64(0)
    for k in range(bits.shape[0]):
        top = max(top, bits[k] & magnitude)
    out = np.empty(1, dtype=np.uint64)
    out[0] = top
    return out.view(np.float64)[0]
