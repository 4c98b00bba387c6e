"""The linear perceptron's loop over a CSR matrix: one pass over each example's non-zeros.

The same rule as :func:`core.learn._loops.linear_run` (plain, averaged, voted and batch
variants; two classes or the structured multiclass rule), the same arguments except that X
comes as CSR's ``data``, ``indices`` and ``indptr`` (indices sorted within each row, no
duplicates).  A score sums w[j] * x[j] over the row's non-zeros in feature order, which is the
dense loop's sum without its terms w[j] * 0, so scores, mistakes and weights are the same bits
as on the dense matrix (up to the sign of a zero weight).  Compiled like the dense loops.
"""

from __future__ import annotations

import math

from numba import njit

from core.learn._loops import (
    AVERAGE_OVERFLOW,
    OK,
    SCORE_OVERFLOW,
    WEIGHT_OVERFLOW,
    T,
    add_intercept,
    argmax_first,
    best_wrong_class,
    binary_mistake,
    fold_average,
    predicts_positive,
    record_mistake,
)


@njit(cache=True, nogil=True)
def _row_scores(data, indices, indptr, i, W, b, scores):
    """scores[c] = W[c] . x_i + b[c] for every class, in one pass over the row's non-zeros."""
    K = W.shape[0]
    for c in range(K):
        scores[c] = 0.0
    for p in range(indptr[i], indptr[i + 1]):
        j = indices[p]
        v = data[p]
        for c in range(K):
            scores[c] += W[c, j] * v
    for c in range(K):
        scores[c] += b[c]


@njit(cache=True, nogil=True)
def _add_scaled_row(W, c, data, indices, indptr, i, u):
    """W[c] += u * x_i over the row's non-zeros, unless an entry would overflow (then W is untouched)."""
    for p in range(indptr[i], indptr[i + 1]):
        if not math.isfinite(W[c, indices[p]] + data[p] * u):
            return False
    for p in range(indptr[i], indptr[i + 1]):
        W[c, indices[p]] += data[p] * u
    return True


@njit(cache=True, nogil=True)
def sparse_linear_run(
    data, indices, indptr, y, order, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, zero_mode, multiclass,
    batch, pend_W, pend_b, averaged, sum_W, sum_b,
    counters, epoch, record, hist, scores,
):  # fmt: skip
    """:func:`core.learn._loops.linear_run` on CSR rows; returns the same tuple."""
    pos = start
    last_i = -1
    last_mistake = False
    last_score = 0.0
    last_pred = 0
    n_mistakes = 0
    K = W.shape[0]
    while pos < stop:
        i = order[pos]
        t = counters[T] + 1
        other = -1
        _row_scores(data, indices, indptr, i, W, b, scores)
        for c in range(K):
            if not math.isfinite(scores[c]):
                return pos, SCORE_OVERFLOW, i, scores[c], 0, False, n_mistakes
        if multiclass:
            yc = int(y[i])
            other = best_wrong_class(scores, yc)
            score = scores[yc] - scores[other]
            last_pred = argmax_first(scores)
            mistake = scores[other] >= scores[yc]
        else:
            score = scores[0]
            mistake = binary_mistake(y[i], score, zero_mode)
        if mistake:
            if averaged and not fold_average(W, b, sum_W, sum_b, counters, t - 1):
                return pos, AVERAGE_OVERFLOW, i, score, 0, True, n_mistakes
            target_W = pend_W if batch else W
            target_b = pend_b if batch else b
            if multiclass:
                ok = _add_scaled_row(target_W, int(y[i]), data, indices, indptr, i, eta)
                ok = ok and _add_scaled_row(target_W, other, data, indices, indptr, i, -eta)
                if ok and fit_intercept:
                    ok = add_intercept(target_b, int(y[i]), eta)
                    ok = ok and add_intercept(target_b, other, -eta)
            else:
                u = eta * y[i]
                ok = _add_scaled_row(target_W, 0, data, indices, indptr, i, u)
                if ok and fit_intercept:
                    ok = add_intercept(target_b, 0, u)
            if not ok:
                return pos, WEIGHT_OVERFLOW, i, score, 0, True, n_mistakes
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
        last_pred = 1 if predicts_positive(last_score, zero_mode) else -1
    return pos, OK, last_i, last_score, last_pred, last_mistake, n_mistakes


@njit(cache=True, nogil=True)
def replay_hypotheses(data, indices, indptr, y, hist, W, b, eta, fit_intercept, multiclass, keep, out_W, out_b):
    """The weights after each of the mistakes ``keep`` (sorted; 0 = the start W, b), replaying the updates.

    The same additions in the same order as training (and as :func:`core.learn.history.weight_path`'s
    cumulative sum), over the mistaken rows' non-zeros only: O(non-zeros of the mistakes) work and
    no dense row.  W and b start as the initial state and end as the last one.
    """
    k = 0
    n_keep = keep.shape[0]
    M = hist.shape[0]
    for m in range(M + 1):
        while k < n_keep and keep[k] == m:
            out_W[k] = W
            out_b[k] = b
            k += 1
        if m == M or k == n_keep:
            break
        i = hist[m, 0]
        if multiclass:
            yc = int(y[i])
            other = hist[m, 3]
            for p in range(indptr[i], indptr[i + 1]):
                W[yc, indices[p]] += data[p] * eta
            for p in range(indptr[i], indptr[i + 1]):
                W[other, indices[p]] += data[p] * -eta
            if fit_intercept:
                b[yc] += eta
                b[other] += -eta
        else:
            u = eta * (1.0 if y[i] == 1 else -1.0)
            for p in range(indptr[i], indptr[i + 1]):
                W[0, indices[p]] += data[p] * u
            if fit_intercept:
                b[0] += u
