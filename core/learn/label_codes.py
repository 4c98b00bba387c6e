"""Labels to class codes (``np.unique(y, return_inverse=True)`` in O(n)): which compiled loop does it.

Plain Python (no numba): it calls the compiled loops of :mod:`core.learn.labels` through
:func:`core.learn.compiled.loop_module`.
"""

from __future__ import annotations

import numpy as np

from core.learn.compiled import loop_module

_labels = loop_module("labels")


def _small_range(y: np.ndarray, ints: np.ndarray, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray]:
    """(classes, codes) of integer labels within a range of at most _labels._SMALL_RANGE: two passes, no sort.

    The classes are the values that occur, in increasing order (np.unique's), with the dtype of y.
    """
    mask = int(_labels._present(ints, lo))
    offsets = [v for v in range(hi - lo + 1) if mask >> v & 1]
    rank = np.zeros(hi - lo + 1, dtype=np.int64)
    rank[offsets] = np.arange(len(offsets))
    classes = np.array([lo + v for v in offsets]).astype(y.dtype)
    if len(offsets) == 2:  # lo and hi
        return classes, _labels._is_value(ints, hi)
    return classes, _labels._ranked_codes(ints, lo, rank)


def _first_and_codes(y: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """(index of each class's first label, class of each label by first appearance), or None for object labels."""
    kind = y.dtype.kind
    no_rows = np.zeros((0, 0), dtype=np.uint8)
    if kind in "iub":
        values = y.view(np.uint8) if kind == "b" else y
        if kind == "u" and y.dtype.itemsize == 8 and int(y.max()) > np.iinfo(np.int64).max:
            return _labels._distinct_codes(y.view(np.int64), no_rows, False, False)  # the bits tell equal labels apart
        ints = values.astype(np.int64, copy=False)  # no copy for int64 labels
        lo, hi = _labels._int_range(ints)
        if hi - lo < _labels._DENSE_RANGE:
            return _labels._dense_codes(ints, lo, hi - lo + 1)
        return _labels._distinct_codes(ints, no_rows, False, False)
    if kind == "f":
        values = y.astype(np.float64, copy=False)  # float16/32 labels are exact in float64
        return _labels._distinct_codes(values.view(np.int64), no_rows, False, True)
    if kind in "US":
        rows = np.ascontiguousarray(y).view(np.uint8).reshape(len(y), y.dtype.itemsize)
        return _labels._distinct_codes(np.zeros(0, dtype=np.int64), rows, True, False)
    return None


def encode_labels(y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The sorted distinct labels and the index of each label among them (as ``np.unique(y, return_inverse=True)``).

    O(n) plus a sort of the K distinct labels; the classes come out in ``np.unique``'s order
    (scikit-learn's ``classes_``), with the dtype of y.
    """
    y = np.asarray(y)
    if y.ndim != 1 or y.size == 0:
        classes, inverse = np.unique(y, return_inverse=True)
        return classes, inverse.reshape(-1).astype(np.int64, copy=False)
    if y.dtype.kind in "iub" and not (y.dtype.kind == "u" and y.dtype.itemsize == 8):
        ints = (y.view(np.uint8) if y.dtype.kind == "b" else y).astype(np.int64, copy=False)
        lo, hi = _labels._int_range(ints)
        if hi - lo < _labels._SMALL_RANGE:  # most label sets: -1/+1, 0/1, 0..9, bool
            return _small_range(y, ints, lo, hi)
    found = _first_and_codes(y)
    if found is None:  # object labels: hash them in a dictionary (Python's equality, as np.unique's sort uses)
        seen: dict = {}
        codes_list = [seen.setdefault(label, len(seen)) for label in y.tolist()]
        distinct = np.empty(len(seen), dtype=y.dtype)
        distinct[:] = list(seen)
        codes = np.asarray(codes_list, dtype=np.int64)
    else:
        first, codes = found
        distinct = y[first]
    order = np.argsort(distinct, kind="stable")
    if np.array_equal(order, np.arange(len(order))):  # first appearance is sorted order: the codes are the indices
        return distinct, codes
    rank = np.empty(len(order), dtype=np.int64)
    rank[order] = np.arange(len(order))
    return distinct[order], _labels._renumber(codes, rank)
