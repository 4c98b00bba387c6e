"""Label encoding in O(n): the distinct labels (sorted as scikit-learn sorts them) and each label's index.

``np.unique`` sorts all n labels (O(n log n)): on a million float labels that was most of a fit.
Here one pass over the labels finds the few distinct values (a counting table for integers of a
small range, a hash table otherwise) and gives each label the number of its class in order of
first appearance; only the K distinct values are then sorted, and the n codes renumbered through
a K-entry table.  Integer, unsigned, bool, float, fixed-width string (``U``/``S``) labels take the
compiled pass; object labels (Python strings, mixed objects) a dictionary pass.
"""

from __future__ import annotations

import numpy as np

from core.learn._jit import njit

_DENSE_RANGE = 1 << 16
_NEG_ZERO = np.int64(np.array(-0.0).view(np.int64))
_NAN = np.int64(np.array(np.nan).view(np.int64))


@njit(cache=True, nogil=True)
def _int_range(y):
    """(min, max) of non-empty integers in one pass (NumPy's min and max took two)."""
    lo = y[0]
    hi = y[0]
    for i in range(y.shape[0]):
        lo = min(lo, y[i])
        hi = max(hi, y[i])
    return int(lo), int(hi)


_SMALL_RANGE = 64  # integer labels within this range: which values occur is one bit each of a 64-bit mask


@njit(cache=True, nogil=True)
def _present(y, lo):
    """Bit v of the mask is set iff lo + v occurs in y (all of y in lo..lo+63): an OR over y that vectorises."""
    mask = np.uint64(0)
    for i in range(y.shape[0]):
        mask |= np.uint64(1) << np.uint64(y[i] - lo)
    return mask


@njit(cache=True, nogil=True)
def _ranked_codes(y, lo, rank):
    """codes[i] = rank[y[i] - lo]: each label's class index, read from a table over the labels' range."""
    codes = np.empty(y.shape[0], dtype=np.int64)
    for i in range(y.shape[0]):
        codes[i] = rank[np.uint64(y[i] - lo)]  # an unsigned index: no test for a negative one (the loop vectorises)
    return codes


@njit(cache=True, nogil=True)
def _is_value(y, value):
    """codes[i] = 1 where y[i] == value, else 0 (two classes: the larger one's index is 1): a loop that vectorises."""
    codes = np.empty(y.shape[0], dtype=np.int64)
    for i in range(y.shape[0]):
        codes[i] = y[i] == value
    return codes


@njit(cache=True, nogil=True)
def signs_of(codes):
    """Class index 0 -> -1, 1 -> +1 as int8, in one pass: the labels as the binary loops read them."""
    signs = np.empty(codes.shape[0], dtype=np.int8)
    for i in range(codes.shape[0]):
        signs[i] = np.int8(2 * codes[i] - 1)
    return signs


@njit(cache=True, nogil=True)
def _dense_codes(y, lo, span):
    """Integers in lo..lo+span-1: (index of each class's first label, class of each label, by first appearance)."""
    slot = np.full(span, -1, dtype=np.int64)
    codes = np.empty(y.shape[0], dtype=np.int64)
    first = np.empty(min(span, y.shape[0]), dtype=np.int64)
    k = 0
    for i in range(y.shape[0]):
        v = y[i] - lo
        c = slot[v]
        if c < 0:
            c = k
            slot[v] = c
            first[c] = i
            k += 1
        codes[i] = c
    return first[:k], codes


@njit(cache=True, nogil=True)
def _mix(h):
    """Spread a 64-bit key's bits (xorshift steps: float keys differ mostly in their high bits).

    Shifts only, no multiplication, so that it runs as plain Python (NUMBA_DISABLE_JIT) without
    NumPy's integer-overflow warnings.
    """
    h ^= h >> np.uint64(33)
    h ^= h << np.uint64(21)
    h ^= h >> np.uint64(17)
    h ^= h << np.uint64(7)
    h ^= h >> np.uint64(29)
    return h


@njit(cache=True, nogil=True)
def _row_key(rows, i):
    """One 64-bit hash of a fixed-width row of bytes (a string label)."""
    h = np.uint64(0x9E3779B97F4A7C15)
    for j in range(rows.shape[1]):
        h = _mix(h ^ np.uint64(rows[i, j]))
    return h


@njit(cache=True, nogil=True)
def _same_row(rows, a, b):
    j = 0
    while j < rows.shape[1] and rows[a, j] == rows[b, j]:
        j += 1
    return j == rows.shape[1]


@njit(cache=True, nogil=True)
def _int_key(keys, i, is_float):
    """The key of label i: its bits, with -0.0 as 0.0 and every NaN as one NaN when the labels are floats."""
    v = keys[i]
    if is_float:
        if v == _NEG_ZERO:
            v = 0
        elif (v & 0x7FF0000000000000) == 0x7FF0000000000000 and (v & 0x000FFFFFFFFFFFFF) != 0:
            v = _NAN
    return v


@njit(cache=True, nogil=True)
def _hash_of(keys, rows, use_rows, is_float, i):
    """The hash of label i."""
    if use_rows:
        return _row_key(rows, i)
    return _mix(np.uint64(_int_key(keys, i, is_float)))


@njit(cache=True, nogil=True)
def _hash_codes(keys, rows, use_rows, is_float):
    """(index of each class's first label, class of each label): one pass with an open-addressing table.

    The labels are ``keys`` (int64 bit patterns) or, with ``use_rows``, the rows of ``rows``
    (the bytes of fixed-width strings).  The table doubles when half full.
    """
    n = keys.shape[0] if not use_rows else rows.shape[0]
    cap = 64
    table = np.full(cap, -1, dtype=np.int64)  # class number, or -1
    first = np.empty(16, dtype=np.int64)
    codes = np.empty(n, dtype=np.int64)
    k = 0
    for i in range(n):
        h = _hash_of(keys, rows, use_rows, is_float, i)
        mask = cap - 1
        s = np.int64(h & np.uint64(mask))
        while True:
            c = table[s]
            if c < 0:
                break
            j = first[c]
            if use_rows:
                if _same_row(rows, i, j):
                    break
            elif _int_key(keys, i, is_float) == _int_key(keys, j, is_float):
                break
            s = (s + 1) & mask
        if c < 0:
            c = k
            if k == first.shape[0]:
                grown = np.empty(2 * k, dtype=np.int64)
                grown[:k] = first
                first = grown
            first[c] = i
            table[s] = c
            k += 1
            if 2 * k > cap:  # rehash into a table twice the size
                cap *= 2
                mask = cap - 1
                table = np.full(cap, -1, dtype=np.int64)
                for cc in range(k):
                    jj = first[cc]
                    hh = _hash_of(keys, rows, use_rows, is_float, jj)
                    ss = np.int64(hh & np.uint64(mask))
                    while table[ss] >= 0:
                        ss = (ss + 1) & mask
                    table[ss] = cc
        codes[i] = c
    return first[:k], codes


_FEW = 16  # up to this many classes a label is compared with each class's first label


@njit(cache=True, nogil=True)
def _few_codes(keys, rows, use_rows, is_float):
    """As :func:`_hash_codes` while there are at most _FEW classes (most label sets): no hashing.

    Each label is compared with every class's first label, without a branch per class for
    integer keys.  Returns (first, codes, complete); complete is False when a (_FEW + 1)-th
    class turned up (the caller then hashes).
    """
    n = keys.shape[0] if not use_rows else rows.shape[0]
    first = np.empty(_FEW, dtype=np.int64)
    few = np.empty(_FEW, dtype=np.int64)  # the classes' keys
    codes = np.empty(n, dtype=np.int64)
    k = 0
    for i in range(n):
        c = -1
        if use_rows:
            for m in range(k):
                if _same_row(rows, i, first[m]):
                    c = m
                    break
        else:
            key = _int_key(keys, i, is_float)
            for m in range(k):
                c = m if few[m] == key else c
        if c < 0:
            if k == _FEW:
                return first[:k], codes, False
            c = k
            first[k] = i
            if not use_rows:
                few[k] = _int_key(keys, i, is_float)
            k += 1
        codes[i] = c
    return first[:k], codes, True


@njit(cache=True, nogil=True)
def _distinct_codes(keys, rows, use_rows, is_float):
    """(index of each class's first label, class of each label by first appearance)."""
    first, codes, complete = _few_codes(keys, rows, use_rows, is_float)
    if complete:
        return first, codes
    return _hash_codes(keys, rows, use_rows, is_float)


@njit(cache=True, nogil=True)
def _renumber(codes, rank):
    """codes[i] = rank[codes[i]] in place (a fresh n-long array costs its page faults, more than the pass)."""
    for i in range(codes.shape[0]):
        codes[i] = rank[codes[i]]
    return codes
