"""The linear perceptron's loop over a CSR matrix: one pass over each example's non-zeros.

The same rule as :func:`core.learn.linear_runs.linear_run` (plain, averaged, voted and batch
variants; two classes or the structured multiclass rule), the same arguments except that X
comes as CSR's ``data``, ``indices`` and ``indptr`` (indices sorted within each row, no
duplicates).  A score sums w[j] * x[j] over the row's non-zeros in feature order, which is the
dense loop's sum without its terms w[j] * 0, so scores, mistakes and weights are the same bits
as on the dense matrix (up to the sign of a zero weight).  Compiled like the dense loops.

:func:`sparse_ovr_run` runs scikit-learn's one-vs-rest plain perceptrons on CSR rows for all
classes in one pass per epoch (the same bits as one run per class).

:func:`sparse_sgd_epoch` is :func:`core.learn._sgd_loops.sgd_epoch` for CSR rows without an L1
penalty: the same steps and bits, and while it works on one row the next one in the (shuffled)
order is already on its way from memory (:func:`prefetch_row`).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from llvmlite import ir
from numba import config, types
from numba.extending import intrinsic

from core.learn._jit import njit

from ._loops import (  # relative: core.learn.compiled loads this module as Python too
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
from ._sgd_loops import (
    ADAPTIVE,
    AVG_A,
    AVG_B,
    AVG_INTERCEPT,
    ETA,
    INTERCEPT,
    L1_NORM,
    L2,
    LOG,
    OPTIMAL,
    OVERFLOW,
    PERCEPTRON,
    SEED,
    SQ_NORM,
    WSCALE,
    _add_tracking_norms,
    _eta_at,
    _fold8,
    _holds_negative_zero,
    _is_mistake,
    decay_l2,
    dot8,
    loss_derivative,
    loss_value,
    shuffle_once,
    stopping_rule,
    weight_step,
    weights_finite,
    weights_round,
)
from ._sgd_loops import T as SGD_T
from ._simd import class_sums
from ._views import borrowed_span, unowned, unsigned_indices  # the steps' views, counting no reference


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
    """:func:`core.learn.linear_runs.linear_run` on CSR rows; returns the same tuple."""
    indices = unsigned_indices(indices)  # the same column numbers, indexing W with no test for a negative one
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


@njit(cache=True, nogil=True)
def _columns_finite(Wt, b, finite):
    """finite[c] = whether class c's intercept and every weight in column c of Wt are finite (one pass over Wt)."""
    K = b.shape[0]
    for c in range(K):
        finite[c] = math.isfinite(b[c])
    for f in range(Wt.shape[0]):
        for c in range(K):
            if not math.isfinite(Wt[f, c]):
                finite[c] = False


@njit(cache=True, nogil=True)
def sparse_ovr_run(
    data, indices, indptr, codes, sample_weight, Wt, b, class_weight, eta, fit_intercept, intercept_decay,
    zero_mode, until_converged, mistakes, n_iter, first_overflow,
):  # fmt: skip
    """One-vs-rest plain perceptrons (scikit-learn's, with the perceptron loss) for every class in one pass per epoch.

    Class c's run is scikit-learn's ``_plain_sgd`` on labels +1 (``codes[i] == c``) / -1 with the
    perceptron loss, no penalty, the constant step ``eta``, no averaging and rows in stored order:
    on a mistake (the engine's ``zero_mode`` rule) ``u = eta * y * class_weight * sample_weight``
    (``class_weight[c]`` for the positives, 1 for the rest) is added as u * x to its weights and
    as u * ``intercept_decay`` to ``b[c]``.  The classes' runs never touch each other's weights, so
    running them side by side, each row scored for every class before any class updates on it,
    gives each class the same steps, bits and mistakes as its own run; X is read once per epoch,
    not once per class, and the classes' chains of additions run side by side.

    ``Wt`` holds the weights transposed (features x classes), so one row's classes are adjacent
    in memory.
    Each class runs ``mistakes.shape[1]`` epochs, or stops after its first epoch without a mistake
    when ``until_converged``, or after an epoch that leaves a weight or its intercept non-finite
    (``first_overflow[c]`` = that epoch, else -1).  Fills ``mistakes[c, epoch]`` and ``n_iter[c]``.
    """
    indices = unsigned_indices(indices)  # the same column numbers, indexing Wt with no test for a negative one
    n = indptr.shape[0] - 1
    K = b.shape[0]
    sums = np.zeros(K)
    active = np.ones(K, dtype=np.bool_)
    finite = np.ones(K, dtype=np.bool_)
    for c in range(K):
        first_overflow[c] = -1
        n_iter[c] = 0
    for epoch in range(mistakes.shape[1]):
        running = 0
        for c in range(K):
            if active[c]:
                running += 1
        if running == 0:
            break
        for i in range(n):
            lo = indptr[i]
            hi = indptr[i + 1]
            xd = borrowed_span(data, lo, hi)
            xi = borrowed_span(indices, lo, hi)
            for c0 in range(0, K, 8):  # eight classes at a time, then the one to seven left
                class_sums(Wt, c0, min(8, K - c0), xd, xi, sums)
            for c in range(K):
                if not active[c]:
                    continue
                yi = 1.0 if codes[i] == c else -1.0
                p = weights_round(Wt, sums[c]) + b[c]  # the score as a weight, as WeightVector.dot returns it
                if not binary_mistake(yi, p, zero_mode):
                    continue
                mistakes[c, epoch] += 1
                update = -eta * -yi  # scikit-learn's -eta * dloss, dloss = -y on a mistake
                update *= (class_weight[c] if yi > 0.0 else 1.0) * sample_weight[i]
                if update != 0.0:
                    step = weights_round(Wt, update)  # WeightVector.add takes the step as a weight
                    for j in range(xd.shape[0]):
                        Wt[xi[j], c] += xd[j] * step
                    if fit_intercept:
                        b[c] += update * intercept_decay
        _columns_finite(Wt, b, finite)
        for c in range(K):
            if not active[c]:
                continue
            n_iter[c] = epoch + 1
            if not finite[c]:
                first_overflow[c] = epoch
                active[c] = False
            elif until_converged and mistakes[c, epoch] == 0:
                active[c] = False


if getattr(config, "DISABLE_JIT", False):

    def _prefetch_python(array: Any, j: int) -> None:
        """Nothing: the hint to load array[j] into the cache means nothing to Python."""

    prefetch: Any = _prefetch_python

else:

    def _prefetch_typer(typingctx: Any, array: Any, j: Any) -> Any:
        if not (isinstance(array, types.Array) and array.layout == "C" and isinstance(j, types.Integer)):
            return None

        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            array_ty, j_ty = signature.args
            data = context.make_array(array_ty)(context, builder, args[0]).data
            address = builder.bitcast(builder.gep(data, [context.cast(builder, args[1], j_ty, types.intp)]),
                                      ir.IntType(8).as_pointer())  # fmt: skip
            i32 = ir.IntType(32)
            fn = builder.module.declare_intrinsic(
                "llvm.prefetch", [address.type], ir.FunctionType(ir.VoidType(), [address.type, i32, i32, i32])
            )
            # a read of data (not instructions) into the level-2 cache: locality 2 (prefetcht1), which took
            # 10% less time than into level 1 (3) on a TF-IDF set (the level-1 cache cannot hold many rows)
            builder.call(fn, [address, ir.Constant(i32, 0), ir.Constant(i32, 2), ir.Constant(i32, 1)])
            return context.get_dummy_value()

        return types.none(array, j), codegen

    prefetch = intrinsic(_prefetch_typer)


PREFETCH_AHEAD = 4  # rows: 4 to 8 did best on a 50k x 100k TF-IDF set (100 non-zeros a row), 1 to 3 up to 5% worse


@njit(cache=True, nogil=True, inline="always")
def prefetch_row(data, indices, indptr, i):
    """Ask the CPU to start loading CSR row i (its values and column numbers) into the cache; changes nothing.

    In a shuffled order the rows are far apart in memory: each row's first load would otherwise wait
    for memory (scoring the rows of a 50k x 100k TF-IDF set in a random order took 2.3x the time in
    order, 1.4x with this).
    """
    lo = indptr[i]
    hi = indptr[i + 1]
    if hi > lo:
        for p in range(lo, hi, 8):  # one hint per 64-byte cache line (at most: float32 values have 16 a line)
            prefetch(data, p)
        for p in range(lo, hi, 16):
            prefetch(indices, p)
        prefetch(data, hi - 1)
        prefetch(indices, hi - 1)


@njit(cache=True, nogil=True, inline="always")
def _finite_times_row(a, xd):
    """Whether a * x_j is finite for every value x_j of the row (a times the largest |x_j| is)."""
    largest = 0.0
    for j in range(xd.shape[0]):
        largest = max(largest, abs(xd[j]))
    return math.isfinite(a * largest)


@njit(cache=True, nogil=True)
def _norms_then_sum(w, xd, xi, nd, ni, state, wscale):
    """The objective's norms after w += step * x (x = xd at xi: SQ_NORM and L1_NORM of state, as
    :func:`core.learn._sgd_loops._add_tracking_norms` sums them, w[xi] read once updated), side by side
    with the next row's raw sum w.x_next left to right (nd at ni): two chains of additions at once."""
    l2acc = 0.0
    l1acc = 0.0
    p = 0.0
    m = min(xd.shape[0], nd.shape[0])
    for j in range(m):
        v = w[xi[j]]
        l2acc += v * v
        l1acc += abs(v)
        p += w[ni[j]] * nd[j]
    for j in range(m, xd.shape[0]):
        v = w[xi[j]]
        l2acc += v * v
        l1acc += abs(v)
    for j in range(m, nd.shape[0]):
        p += w[ni[j]] * nd[j]
    state[SQ_NORM] = l2acc * (wscale * wscale)
    state[L1_NORM] = l1acc * wscale
    return p


@njit(cache=True, nogil=True)
def _norms_then_dot8(w, xd, xi, nd, ni, state, wscale):
    """:func:`_norms_then_sum` with the next row's sum in :func:`core.learn._sgd_loops.dot8`'s eight partial
    sums (term j in sum j mod 8, each in order, the same fold): the same bits as dot8."""
    l2acc = 0.0
    l1acc = 0.0
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = 0.0
    n_next = nd.shape[0]
    both = min(xd.shape[0], n_next)
    both -= both % 8
    for j in range(0, both, 8):
        for q in range(8):  # unrolled by the compiler: the norms' eight terms in order
            v = w[xi[j + q]]
            l2acc += v * v
            l1acc += abs(v)
        a0 += w[ni[j]] * nd[j]
        a1 += w[ni[j + 1]] * nd[j + 1]
        a2 += w[ni[j + 2]] * nd[j + 2]
        a3 += w[ni[j + 3]] * nd[j + 3]
        a4 += w[ni[j + 4]] * nd[j + 4]
        a5 += w[ni[j + 5]] * nd[j + 5]
        a6 += w[ni[j + 6]] * nd[j + 6]
        a7 += w[ni[j + 7]] * nd[j + 7]
    for j in range(both, xd.shape[0]):
        v = w[xi[j]]
        l2acc += v * v
        l1acc += abs(v)
    m = n_next - n_next % 8
    for j in range(both, m, 8):
        a0 += w[ni[j]] * nd[j]
        a1 += w[ni[j + 1]] * nd[j + 1]
        a2 += w[ni[j + 2]] * nd[j + 2]
        a3 += w[ni[j + 3]] * nd[j + 3]
        a4 += w[ni[j + 4]] * nd[j + 4]
        a5 += w[ni[j + 5]] * nd[j + 5]
        a6 += w[ni[j + 6]] * nd[j + 6]
        a7 += w[ni[j + 7]] * nd[j + 7]
    r = n_next - m
    if r > 0:
        a0 += w[ni[m]] * nd[m]
    if r > 1:
        a1 += w[ni[m + 1]] * nd[m + 1]
    if r > 2:
        a2 += w[ni[m + 2]] * nd[m + 2]
    if r > 3:
        a3 += w[ni[m + 3]] * nd[m + 3]
    if r > 4:
        a4 += w[ni[m + 4]] * nd[m + 4]
    if r > 5:
        a5 += w[ni[m + 5]] * nd[m + 5]
    if r > 6:
        a6 += w[ni[m + 6]] * nd[m + 6]
    state[SQ_NORM] = l2acc * (wscale * wscale)
    state[L1_NORM] = l1acc * wscale
    return _fold8(a0, a1, a2, a3, a4, a5, a6, a7)


@njit(cache=True, nogil=True)
def sparse_sgd_epoch(
    data, indices, indptr, distinct, y, sample_weight, index, validation_mask,
    w, aw, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
    track_loss, zero_mode, loss,
):  # fmt: skip
    """:func:`core.learn._sgd_loops.sgd_epoch` on CSR rows, with no penalty or L2 (not L1 or elasticnet).

    The same arguments but the dense X, ``sparse`` and ``q``, and the same result: every step is
    :func:`core.learn._sgd_loops.sgd_steps`'s on a sparse row, operation for operation (a score
    summed left to right for the perceptron loss and the logistic one with the optimal or adaptive schedule,
    by :func:`core.learn._sgd_loops.dot8` otherwise), so the weights are the same bits.  A step
    that leaves w alone does only its scalar work: with an update of zero the averaged weights
    change by ``a * x_j * (+-0)``, nothing, when that product is finite and no average is -0.0.
    When shuffled, row ``index[k + PREFETCH_AHEAD]`` is prefetched while row ``index[k]`` is worked on (in
    order the rows follow each other in memory and the CPU's own prefetcher keeps up).  When the
    norms are tracked (``track_loss`` with a penalty) and no row has a column twice (``distinct``),
    an update's norms are summed side by side with the next row's score (:func:`_norms_then_sum`,
    :func:`_norms_then_dot8`): each sum in its own order, so the same bits, in half the time.
    """
    if shuffle:
        shuffle_once(index, int(state[SEED]))
    # the steps' helpers inlined count no reference to these (see core.learn._views); the column numbers are
    # read as unsigned, so that w[xi[j]] needs no test for a negative index
    data, indices, indptr, y, sample_weight = (
        unowned(data),
        unsigned_indices(indices),
        unowned(indptr),
        unowned(y),
        unowned(sample_weight),
    )
    index, validation_mask, w, aw, state = (
        unowned(index),
        unowned(validation_mask),
        unowned(w),
        unowned(aw),
        unowned(state),
    )
    n = index.shape[0]
    sumloss = 0.0
    objective_sum = 0.0
    mistakes = 0
    exact = loss == PERCEPTRON or (loss == LOG and learning_rate in (OPTIMAL, ADAPTIVE))
    track_norms = track_loss and penalty > 0
    zeros_stay = averaging and not _holds_negative_zero(aw)  # no step makes a -0.0 average
    summed = 0.0  # the raw sum w.x of the row at position summed_at, computed with an update's norms
    summed_at = -1
    eta = state[ETA]
    wscale = state[WSCALE]
    intercept = state[INTERCEPT]
    t = state[SGD_T]
    for k in range(min(PREFETCH_AHEAD, n) if shuffle else 0):
        prefetch_row(data, indices, indptr, index[k])
    for k in range(n):
        if shuffle and k + PREFETCH_AHEAD < n:
            prefetch_row(data, indices, indptr, index[k + PREFETCH_AHEAD])
        i = index[k]
        if validation_mask[i]:
            continue
        lo = indptr[i]
        hi = indptr[i + 1]
        xd = borrowed_span(data, lo, hi)
        xi = borrowed_span(indices, lo, hi)
        if summed_at == k:
            p = summed
        elif exact:
            p = 0.0
            for j in range(xd.shape[0]):
                p += w[xi[j]] * xd[j]
        else:
            p = dot8(w, xd, xi, True)
        p = weights_round(w, p * wscale)  # WeightVector.dot returns a weight
        p = p + intercept
        if not math.isfinite(p):  # a score beyond float64: stop before its step (nothing changed), say which
            state[OVERFLOW] = i + 1
            break
        eta = _eta_at(learning_rate, t, eta, eta0, power_t, alpha, optimal_init)
        yi = y[i]
        if track_loss:
            cur = loss_value(loss, p, yi)
            sumloss += cur
            objective_sum += cur
            if penalty > 0:
                objective_sum += alpha * (
                    (1 - l1_ratio) * 0.5 * math.sqrt(state[SQ_NORM]) ** 2 + l1_ratio * state[L1_NORM]
                )
        class_weight = weight_pos if yi > 0.0 else weight_neg
        dloss = loss_derivative(loss, p, yi, zero_mode)
        if _is_mistake(p, yi, zero_mode if loss == PERCEPTRON else 0):
            mistakes += 1
        update = -eta * dloss
        update *= class_weight * sample_weight[i]
        if penalty == L2:
            wscale, _ = decay_l2(w, aw, averaging, state, wscale, eta, alpha, l1_ratio, track_norms, wscale_threshold)
        if update != 0.0:
            step = weight_step(w, update, wscale)
            if track_norms and distinct and k + 1 < n and not validation_mask[index[k + 1]]:
                for j in range(xd.shape[0]):
                    w[xi[j]] += xd[j] * step
                after = index[k + 1]
                nd = data[indptr[after] : indptr[after + 1]]
                ni = indices[indptr[after] : indptr[after + 1]]
                if exact:
                    summed = _norms_then_sum(w, xd, xi, nd, ni, state, wscale)
                else:
                    summed = _norms_then_dot8(w, xd, xi, nd, ni, state, wscale)
                summed_at = k + 1
            elif track_norms:
                _add_tracking_norms(data[:0].reshape((0, 1)), xd, xi, True, i, w, step, state, wscale)
            else:
                for j in range(xd.shape[0]):
                    w[xi[j]] += xd[j] * step
            if fit_intercept:
                intercept += update * intercept_decay
        if averaging and 0 < average <= t:
            num_iter = t - average + 1
            mu = 1.0 / num_iter
            a = state[AVG_A]
            c_avg = -weights_round(w, update) / wscale  # add_average takes the step as a weight
            if update != 0.0 or not (zeros_stay and _finite_times_row(a, xd)):
                for j in range(xd.shape[0]):
                    aw[xi[j]] += a * xd[j] * c_avg
            if num_iter > 1:
                state[AVG_B] /= 1.0 - mu
            state[AVG_A] += mu * state[AVG_B] * wscale
            state[AVG_INTERCEPT] += (intercept - state[AVG_INTERCEPT]) / num_iter
        t += 1
    state[ETA] = eta
    state[WSCALE] = wscale
    state[INTERCEPT] = intercept
    state[SGD_T] = t
    return sumloss, objective_sum, mistakes, weights_finite(w, state) and state[OVERFLOW] == 0.0


@njit(cache=True, nogil=True)
def sparse_sgd_epochs(
    data, indices, indptr, distinct, y, sample_weight, index, validation_mask,
    w, aw, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
    zero_mode, loss, max_epochs, mistakes, track_loss, tol, n_iter_no_change, adaptive, until_converged, train_count,
):  # fmt: skip
    """Up to ``max_epochs`` epochs of :func:`sparse_sgd_epoch` in one call, as :func:`core.learn._sgd_loops.sgd_epochs`
    (the same stopping rules).

    ``mistakes[e]`` receives epoch e's mistakes; returns (epochs run, whether the weights and scores stayed finite).
    """
    best_objective = np.inf
    no_improvement = 0
    for epoch in range(max_epochs):
        _, objective_sum, made, finite = sparse_sgd_epoch(
            data, indices, indptr, distinct, y, sample_weight, index, validation_mask,
            w, aw, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
            optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
            track_loss, zero_mode, loss,
        )  # fmt: skip
        mistakes[epoch] = made
        if not finite:
            return epoch + 1, False
        stop, best_objective, no_improvement = stopping_rule(
            objective_sum / train_count, best_objective, no_improvement, tol, n_iter_no_change, adaptive, state
        )
        if stop or (until_converged and made == 0):
            return epoch + 1, True
    return max_epochs, True
