"""The numba loop of scikit-learn's SGD with the perceptron, hinge and logistic losses, operation for operation.

This is ``sklearn.linear_model._sgd_fast._plain_sgd`` for ``Hinge(threshold=0)`` (the perceptron
loss), ``Hinge(threshold=1)`` (the linear SVM) and ``CyHalfBinomialLoss`` (logistic regression,
``loss="log_loss"``) with its ``WeightVector`` (w is kept as ``wscale * w`` so that an L2 step is O(1)), the
truncated-gradient L1 penalty, class and sample weights, the learning-rate schedules, late-onset
averaging (``average_a``/``average_b``), and scikit-learn's own shuffle (``our_rand_r``).

Which weights are scikit-learn's to the last bit: every step does scikit-learn's arithmetic in its
order except one sum, the score w.x.  For the perceptron loss, and for the logistic loss with the
optimal or the adaptive schedule, it is summed feature by feature left to right (:func:`row_dot`, as
``WeightVector.dot``), so those weights are bit-identical (the perceptron's parity with
scikit-learn's Perceptron and averaged SGDClassifier is tested bit for bit on 300 data sets).  For
the hinge loss and the logistic loss with the other schedules it is summed in eight partial sums
(:func:`dot8`, one SIMD vector on dense rows): a chain of d/8 dependent additions instead of d,
which is the floor of a logistic step (it updates w on every example, so no score can be summed
ahead).  Those sums differ from scikit-learn's by rounding only, and the issue asks these two
losses for weights within 1e-9 of scikit-learn's (tests/core/test_sgd_exactness.py: 100 data
sets).  The hinge's step depends on the score only through y p <= 1, so its weights stay
scikit-learn's bits unless a score lies within rounding of the margin; the logistic step's size
depends on the score's value, so the rounding reaches the weights (1e-15 on standardised data),
and large steps amplify it: the optimal schedule's first ones would take it past 1e-9, which is
why that schedule keeps the left-to-right sum.  So does the adaptive one: it divides eta whenever an
epoch's objective fails to improve by tol, and a rounded score can flip that comparison (a 200k x 50
logistic fit ended 6.6% of the largest weight away from scikit-learn's); the hinge's weights keep their
bits, so its sums stay eight.  :func:`dot8` gives the same bits on every path
(whole epochs, the window's steps, any stopping point) and with any compiler flags.

:func:`sgd_epoch` runs one epoch for the estimators (:mod:`core.learn.sgd` keeps the state between
epochs, so stopping rules, early stopping and ``verbose`` live in Python); :func:`sgd_steps`, under
it, runs any stretch of an epoch and can record each step, for the window's stepping engine
(:mod:`core.learn.sgd_learner`).  :func:`sgd_epochs` runs all epochs of a fit in one call, and
:func:`dense_l2_epochs` the common dense hinge and logistic fits with no stopping rule (chosen by
``sgd.dense_l2_applies``), the same steps with the same bits without the general loop's branches.
The schedules' formula is :func:`core.learn.schedules.eta_at`.
Rows come either from a dense C-contiguous X or from CSR arrays (data, indices, indptr): X is
never densified.
"""

from __future__ import annotations

import math

import numpy as np
from numba import types
from numba.extending import overload

from core.learn import schedules
from core.learn._jit import njit

from . import blas  # relative, as the next: core.learn.compiled loads these modules as Python too
from ._loops import (  # loaded as Python too
    four_sums,
    gather_buffer,
    gather_rows,
    gather_values,
    gathers,
    prefetch_example,
    prefetch_value_l2,
)
from ._simd import CLASS_LANES, add_lanes8, class_sums, class_update_lanes, lanes8
from ._views import borrowed_row, borrowed_span, unowned  # the steps' views, counting no reference

# learning_rate codes (scikit-learn's)
CONSTANT = schedules.CONSTANT
OPTIMAL = schedules.OPTIMAL
INVSCALING = schedules.INVSCALING
ADAPTIVE = schedules.ADAPTIVE

# loss codes
PERCEPTRON = 0  # max(0, -y p): scikit-learn's Hinge(threshold=0)
HINGE = 1  # max(0, 1 - y p): Hinge(threshold=1)
LOG = 2  # ln(1 + exp(-y p)): CyHalfBinomialLoss on y in {0, 1}
MAX_DLOSS = 1e12  # scikit-learn clips the loss's derivative to +-MAX_DLOSS

# where sgd_steps may end early
STOP_ON_UPDATE = 1  # after the first step with a nonzero derivative of the loss
STOP_ON_MISTAKE = 2  # after the first misclassified example

# the columns of a step record (see sgd_steps); the weights after the step follow from column W_AFTER on
REC_INDEX = 0
REC_SCORE = 1
REC_LOSS = 2
REC_DLOSS = 3
REC_ETA = 4
REC_B_AFTER = 5
REC_W_AFTER = 6

# penalty codes (scikit-learn's PENALTY_TYPES)
NO_PENALTY = 0
L1 = 1
L2 = 2
ELASTICNET = 3

# state[...] slots, kept by the caller between epochs
WSCALE = 0
SQ_NORM = 1
L1_NORM = 2
AVG_A = 3
AVG_B = 4
INTERCEPT = 5
AVG_INTERCEPT = 6
T = 7  # scikit-learn's t: 1 + examples seen (the learning-rate clock)
U = 8  # accumulated L1 penalty
ETA = 9
SEED = 10  # the shuffle seed (a uint32 stored as float: exact below 2**53)
OVERFLOW = 11  # 1 + the example whose score w.x + b was not a finite number (the loop stopped before it); 0: none
AXPY = 12  # the address of SciPy's BLAS axpy for w's dtype (core.learn.blas.addresses): set where averaging
SCAL = 13  # the address of SciPy's BLAS scal for w's dtype
N_STATE = 14

RAND_R_MAX = 2147483647

SHUFFLE_AHEAD = 64  # swaps: the shuffle draws each swap's partner this many swaps early and asks for it


@njit(cache=True, nogil=True, inline="always")
def _draw(s, i, n):
    """scikit-learn's ``our_rand_r`` step from state s, and the partner j in [i, n) of position i's swap."""
    if s == 0:
        s = np.uint32(1)
    s ^= np.uint32(s << np.uint32(13))
    s ^= np.uint32(s >> np.uint32(17))
    s ^= np.uint32(s << np.uint32(5))
    r = np.uint32(s % np.uint32(RAND_R_MAX + 1))
    return s, i + int(r % np.uint32(n - i))


@njit(cache=True, nogil=True)
def shuffle_once(index: np.ndarray, seed: int) -> None:
    """scikit-learn's SequentialDataset.shuffle: Fisher-Yates with ``our_rand_r``, seed by value.

    The partners are drawn SHUFFLE_AHEAD swaps before their swap (the same draws in the same order,
    so the same order) and asked for then (:func:`prefetch_value_l2`): a million positions are an
    8 MB ``index``, where each random partner missed the cache: 3.4 -> 2.4 ms and 7.5 -> 2.6 ms (medians
    of nine, two runs, load 1.5-2.5; 200k positions: 0.51 -> 0.47 ms).
    """
    s = np.uint32(seed)
    n = index.shape[0]
    partners = np.empty(SHUFFLE_AHEAD, np.int64)  # partners[i % SHUFFLE_AHEAD]: position i's
    for i in range(min(SHUFFLE_AHEAD, n - 1)):
        s, j = _draw(s, i, n)
        partners[i] = j
        prefetch_value_l2(index, j)
    for i in range(n - 1):
        j = partners[i % SHUFFLE_AHEAD]
        ahead = i + SHUFFLE_AHEAD
        if ahead < n - 1:
            s, partner = _draw(s, ahead, n)
            partners[ahead % SHUFFLE_AHEAD] = partner
            prefetch_value_l2(index, partner)
        tmp = index[i]
        index[i] = index[j]
        index[j] = tmp


@njit(cache=True, nogil=True)
def reset_wscale(w: np.ndarray, aw: np.ndarray, averaging: bool, state: np.ndarray) -> None:
    """Fold wscale into w (and average_a/average_b into the average), as WeightVector.reset_wscale.

    scikit-learn folds the average with BLAS, ``aw += a * w`` (axpy) then ``aw *= 1 / b`` (scal), whose
    last bits depend on the CPU's OpenBLAS kernel: the same SciPy routines are called here
    (:mod:`core.learn.blas`, their addresses in ``state[AXPY]`` and ``state[SCAL]``), so the averages
    are scikit-learn's bits on any CPU.  w's own scaling is one correctly rounded product per weight
    (BLAS scal in scikit-learn, the same bits on every kernel).
    """
    if averaging:
        blas.axpy(state[AXPY], state[AVG_A], w, aw)
        blas.scal(state[SCAL], 1.0 / state[AVG_B], aw)
        state[AVG_A] = 0.0
        state[AVG_B] = 1.0
    scale = weights_round(w, state[WSCALE])  # scal's factor is a weight
    for j in range(w.shape[0]):
        w[j] *= scale
    state[WSCALE] = 1.0


def weights_round(w, value):  # no annotations: numba matches them against the compiled version's
    """``value`` rounded to the precision of the weights w, as a float64.

    scikit-learn's float32 loop passes each step to ``WeightVector32.add`` as a C float (and divides it by
    wscale in float): float32 weights take their steps rounded to float32, float64 weights as they are.
    """
    return float(w.dtype.type(value))


@overload(weights_round)  # a call LLVM inlines; numba's inlining at each of its 19 uses took seconds to compile
def _weights_round_compiled(w, value):
    if w.dtype == types.float32:
        return lambda w, value: np.float64(np.float32(value))
    return lambda w, value: value


@njit(cache=True, nogil=True, inline="always")
def weight_step(w, update, wscale):
    """What one step adds to w per unit of x: update / wscale, in the weights' precision (WeightVector.add: both
    rounded to a float32 weight's precision, then divided in it)."""
    c = weights_round(w, update)
    return c if wscale == 1.0 else weights_round(w, c / weights_round(w, wscale))  # c / 1 is c, no division


@njit(cache=True, nogil=True, inline="always")
def decay_l2(
    w: np.ndarray, aw: np.ndarray, averaging: bool, state: np.ndarray, wscale: float, eta: float, alpha: float,
    l1_ratio: float, track_norms: bool, wscale_threshold: float,
) -> tuple[float, bool]:  # fmt: skip
    """One step's L2 decay, as scikit-learn's: w = wscale * v shrinks by c = max(0, 1 - (1 - l1_ratio) eta alpha)
    (the tracked norms with it), and wscale is folded into w once below ``wscale_threshold``.  c is in the
    weights' precision (float32 weights: scikit-learn's WeightVector32.scale takes a C float).

    Returns the new wscale and whether it was folded (w's numbers changed).
    """
    c = weights_round(w, max(0.0, 1.0 - ((1.0 - l1_ratio) * eta * alpha)))  # scale() takes a weight
    wscale *= c  # a double, for float32 weights too
    if track_norms:
        state[SQ_NORM] *= weights_round(w, c * c)  # a float times a float is a float in C
        state[L1_NORM] *= abs(c)
    if wscale < wscale_threshold:
        state[WSCALE] = wscale
        reset_wscale(w, aw, averaging, state)
        return 1.0, True
    return wscale, False


@njit(cache=True, nogil=True, inline="always")
def row_dot(w, xd, xi, sparse):
    """sum_j w[xi[j]] * xd[j] left to right (scikit-learn's WeightVector.dot); a dense row indexes w directly."""
    p = 0.0
    if sparse:
        for j in range(xd.shape[0]):
            p += w[xi[j]] * xd[j]
    else:
        for j in range(xd.shape[0]):
            p += w[j] * xd[j]
    return p


@njit(cache=True, nogil=True, inline="always")
def _fold8(a0, a1, a2, a3, a4, a5, a6, a7):
    """The eight partial sums of :func:`dot8`, added in a fixed tree."""
    return ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7))


@njit(cache=True, nogil=True, inline="always")
def dot8(w, xd, xi, sparse):
    """sum_j w[xi[j]] * xd[j] (a dense row: w[j] * xd[j]) in eight partial sums, for the hinge and logistic losses.

    Term j goes to partial sum j mod 8, each partial sum adds its terms in order, and the eight are
    added in a fixed tree (:func:`_fold8`): the same bits on every path and with any compiler flags,
    within a few units in the last place of :func:`row_dot`'s left-to-right sum, and a chain of d/8
    dependent additions instead of d.  On a dense row the eight run as one SIMD vector
    (:func:`core.learn._simd.lanes8`, the same bits).
    """
    n = xd.shape[0]
    m = n - n % 8
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = 0.0
    if not sparse:
        a0, a1, a2, a3, a4, a5, a6, a7 = lanes8(w, xd, m)
    else:
        for j in range(0, m, 8):
            a0 += w[xi[j]] * xd[j]
            a1 += w[xi[j + 1]] * xd[j + 1]
            a2 += w[xi[j + 2]] * xd[j + 2]
            a3 += w[xi[j + 3]] * xd[j + 3]
            a4 += w[xi[j + 4]] * xd[j + 4]
            a5 += w[xi[j + 5]] * xd[j + 5]
            a6 += w[xi[j + 6]] * xd[j + 6]
            a7 += w[xi[j + 7]] * xd[j + 7]
    r = n - m  # the last r terms go to partial sums 0..r-1
    if r > 0:
        a0 += w[xi[m] if sparse else m] * xd[m]
    if r > 1:
        a1 += w[xi[m + 1] if sparse else m + 1] * xd[m + 1]
    if r > 2:
        a2 += w[xi[m + 2] if sparse else m + 2] * xd[m + 2]
    if r > 3:
        a3 += w[xi[m + 3] if sparse else m + 3] * xd[m + 3]
    if r > 4:
        a4 += w[xi[m + 4] if sparse else m + 4] * xd[m + 4]
    if r > 5:
        a5 += w[xi[m + 5] if sparse else m + 5] * xd[m + 5]
    if r > 6:
        a6 += w[xi[m + 6] if sparse else m + 6] * xd[m + 6]
    return _fold8(a0, a1, a2, a3, a4, a5, a6, a7)


@njit(cache=True, nogil=True, inline="always")
def add_then_dot8(w, x, step, x_next):
    """w += step * x, and :func:`dot8` of the new w with the dense row x_next (the same bits) in the same pass."""
    n = x.shape[0]
    m = n - n % 8
    a0, a1, a2, a3, a4, a5, a6, a7 = add_lanes8(w, x, step, x_next, m)
    for j in range(m, n):
        w[j] += x[j] * step
    r = n - m
    if r > 0:
        a0 += w[m] * x_next[m]
    if r > 1:
        a1 += w[m + 1] * x_next[m + 1]
    if r > 2:
        a2 += w[m + 2] * x_next[m + 2]
    if r > 3:
        a3 += w[m + 3] * x_next[m + 3]
    if r > 4:
        a4 += w[m + 4] * x_next[m + 4]
    if r > 5:
        a5 += w[m + 5] * x_next[m + 5]
    if r > 6:
        a6 += w[m + 6] * x_next[m + 6]
    return _fold8(a0, a1, a2, a3, a4, a5, a6, a7)


@njit(cache=True, nogil=True, inline="always")
def _is_mistake(p, yi, zero_mode):
    """The engine's rule for score p and label yi in {-1, +1} (0: y * p <= 0; 1: p >= 0 predicts +1; 2: p > 0 does)."""
    if zero_mode == 0:
        return p * yi <= 0.0
    if zero_mode == 1:
        return (p >= 0.0) != (yi > 0.0)
    return (p > 0.0) != (yi > 0.0)


@njit(cache=True, nogil=True, inline="always")
def skip_correct(X, data, indices, indptr, sparse, y, index, validation_mask, w, wscale, intercept, k, zero_mode):
    """The first position from k on in ``index`` whose example is a mistake (or the end), the examples passed, and
    that example's raw sum w.x (before wscale and the intercept; 0 at the end), which its step then uses.

    The plain perceptron's steps on correctly classified examples change nothing but scikit-learn's
    step counter, so they are skipped here: each score is computed exactly as in :func:`sgd_epoch`
    (the same bits), without the rest of a step.  Held-out (validation) examples are passed over
    and not counted.
    """
    n = index.shape[0]
    counted = 0
    while not sparse and k + 4 <= n:  # dense rows: four sums side by side, each in scikit-learn's order
        sums = four_sums(X, index, k, w)
        for q in range(4):
            i = index[k + q]
            if validation_mask[i]:
                continue
            p = sums[q]
            p = weights_round(w, p * wscale)  # WeightVector.dot returns a weight
            p = p + intercept
            if _is_mistake(p, y[i], zero_mode) or not math.isfinite(p):
                return k + q, counted, sums[q]
            counted += 1
        k += 4
    while k < n:
        i = index[k]
        if not validation_mask[i]:
            xd, xi = _row(X, data, indices, indptr, sparse, indices, i)
            raw = row_dot(w, xd, xi, sparse)
            p = weights_round(w, raw * wscale)  # WeightVector.dot returns a weight
            p = p + intercept
            if _is_mistake(p, y[i], zero_mode) or not math.isfinite(p):
                return k, counted, raw
            counted += 1
        k += 1
    return k, counted, 0.0


@njit(cache=True, nogil=True)
def _holds_negative_zero(aw):
    """Whether some entry of aw is -0.0 (adding +-0 would turn it into +0.0)."""
    count = 0
    for j in range(aw.shape[0]):
        count += aw[j] == 0.0 and math.copysign(1.0, aw[j]) < 0.0
    return count > 0


@njit(cache=True, nogil=True, inline="always")
def skip_correct_averaged(
    X, data, indices, indptr, sparse, y, index, validation_mask, w, wscale, intercept, k, zero_mode, average, t,
    state,
):  # fmt: skip
    """:func:`skip_correct` for the averaged perceptron: returns what it returns, and t after the examples passed.

    A correctly classified example's step changes w and the intercept not at all, and the averaged
    weights by ``aw[j] += average_a * x_j * (+-0)``, which leaves every entry as it is when
    ``average_a * x_j`` is finite and aw holds no -0.0 (the caller checks that once; a step never
    makes one); what remains of the step are scikit-learn's scalar recurrences, done here in its
    order: ``average_b``, ``average_a`` and the averaged intercept (from step ``average`` on) and
    t.  Each score is :func:`row_dot`'s (the same bits as :func:`sgd_steps`); a row whose
    ``average_a * max |x_j|`` is not finite is left to the full step (which makes aw NaN, as
    scikit-learn).  Held-out examples are passed over and not counted.
    """
    n = index.shape[0]
    counted = 0
    raw = 0.0
    avg_a = state[AVG_A]
    avg_b = state[AVG_B]
    avg_intercept = state[AVG_INTERCEPT]
    while k < n:
        i = index[k]
        if not validation_mask[i]:
            xd, xi = _row(X, data, indices, indptr, sparse, indices, i)
            raw = 0.0
            largest = 0.0
            if sparse:
                for j in range(xd.shape[0]):
                    raw += w[xi[j]] * xd[j]
                    largest = max(largest, abs(xd[j]))
            else:
                for j in range(xd.shape[0]):
                    raw += w[j] * xd[j]
                    largest = max(largest, abs(xd[j]))
            p = weights_round(w, raw * wscale)  # WeightVector.dot returns a weight
            p = p + intercept
            if _is_mistake(p, y[i], zero_mode) or not math.isfinite(p) or not math.isfinite(avg_a * largest):
                break
            if 0 < average <= t:
                num_iter = t - average + 1
                mu = 1.0 / num_iter
                if num_iter > 1:
                    avg_b /= 1.0 - mu
                avg_a += mu * avg_b * wscale
                avg_intercept += (intercept - avg_intercept) / num_iter
            t += 1
            counted += 1
        k += 1
    state[AVG_A] = avg_a
    state[AVG_B] = avg_b
    state[AVG_INTERCEPT] = avg_intercept
    return k, counted, raw if k < n else 0.0, t


_eta_at = njit(cache=True, nogil=True, inline="always")(schedules.eta_at)


@njit(cache=True, nogil=True, inline="always")
def _log1pexp(x):
    """ln(1 + e^x) as scikit-learn's log1pexp (sklearn/_loss/_loss.pyx.tp), branch for branch."""
    if x <= -37:
        return math.exp(x)
    if x <= -2:
        return math.log1p(math.exp(x))
    if x <= 18:
        return math.log(1.0 + math.exp(x))
    if x <= 33.3:
        return x + math.exp(-x)
    return x


@njit(cache=True, nogil=True, inline="always")
def loss_value(loss, p, yi):
    """The loss of score p for label yi in {-1, +1}, as scikit-learn's cy_loss (the logistic one on y in {0, 1})."""
    if loss == LOG:
        yt = 1.0 if yi > 0.0 else 0.0
        return _log1pexp(p) - yt * p
    z = p * yi
    threshold = 1.0 if loss == HINGE else 0.0
    return threshold - z if z <= threshold else 0.0


@njit(cache=True, nogil=True, inline="always")
def loss_derivative(loss, p, yi, zero_mode):
    """d loss / d p for label yi in {-1, +1}, as scikit-learn's cy_gradient, clipped to +-MAX_DLOSS.

    The perceptron's is -yi on a mistake (``zero_mode`` decides a score of exactly 0, see
    :func:`_is_mistake`) and 0 otherwise; the hinge's -yi when yi p <= 1; the logistic one
    sigma(p) - [yi = +1], computed as scikit-learn's cgradient_half_binomial.
    """
    if loss == LOG:
        yt = 1.0 if yi > 0.0 else 0.0
        if p > -37:
            exp_tmp = math.exp(-p)
            dloss = ((1 - yt) - yt * exp_tmp) / (1 + exp_tmp)
        else:
            dloss = math.exp(p) - yt
    elif loss == HINGE:
        dloss = -yi if p * yi <= 1.0 else 0.0
    else:
        dloss = -yi if _is_mistake(p, yi, zero_mode) else 0.0
    if dloss < -MAX_DLOSS:
        dloss = -MAX_DLOSS
    elif dloss > MAX_DLOSS:
        dloss = MAX_DLOSS
    return dloss


@njit(cache=True, nogil=True)
def sgd_epoch(
    X, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
    w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
    track_loss, zero_mode, loss,
):  # fmt: skip
    """One epoch of scikit-learn's _plain_sgd over the examples in ``index`` (see :func:`sgd_steps`).

    Shuffles ``index`` first when ``shuffle`` (scikit-learn's order, seed ``state[SEED]``).
    Returns (sum of losses, objective sum, mistakes, finite): the first two as scikit-learn
    accumulates them (only when ``track_loss``), the mistakes are the examples misclassified
    when visited (for the perceptron loss: those it updated on).
    Not finite also when the score of an example overflowed (see :func:`sgd_steps`).
    """
    if shuffle:
        shuffle_once(index, int(state[SEED]))
    if not sparse and gathers(X, shuffle):
        sumloss, objective_sum, mistakes = _gathered_steps(
            X, data, indices, indptr, y, sample_weight, index, validation_mask,
            w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
            optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, wscale_threshold,
            track_loss, zero_mode, loss,
        )  # fmt: skip
        return sumloss, objective_sum, mistakes, weights_finite(w, state) and state[OVERFLOW] == 0.0
    no_records = np.zeros((0, REC_W_AFTER), dtype=np.float64)
    # start as an int64, as _gathered_steps' (a literal 0 would compile another sgd_steps in the same first fit)
    sumloss, objective_sum, mistakes, _ = sgd_steps(
        X, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
        w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
        optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, wscale_threshold,
        track_loss, zero_mode, loss, np.int64(0), index.shape[0], no_records, 0,
    )  # fmt: skip
    return sumloss, objective_sum, mistakes, weights_finite(w, state) and state[OVERFLOW] == 0.0


@njit(cache=True, nogil=True)
def _all_equal(v):
    """Whether every entry of v equals the first (True when v is empty)."""
    k = 1
    while k < v.shape[0] and v[k] == v[0]:
        k += 1
    return k >= v.shape[0]


STEPS_BETWEEN_ASKS = 256  # the gathered steps ask for this many examples of the next block, then take as many


@njit(cache=True, nogil=True)
def _gathered_steps(
    X, data, indices, indptr, y, sample_weight, index, validation_mask,
    w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, wscale_threshold,
    track_loss, zero_mode, loss,
):  # fmt: skip
    """:func:`sgd_epoch`'s steps over a shuffled dense X, a block of rows at a time (:func:`gather_rows`).

    Each block's rows (and their labels, weights and held-out marks) are gathered in ``index``'s order
    and :func:`sgd_steps` runs over them in place: the same steps on the same numbers, so the same
    bits (a call starts its sums afresh, and every sum is the same whichever pass computes it).
    It runs STEPS_BETWEEN_ASKS steps at a time, each run after asking for as many examples of the next
    block (:func:`prefetch_example`), so that the next gather finds them in the cache: a shuffled
    Perceptron epoch (bench/shuffled_epochs.py's rows, our fit alone, load 1-2.5) on 200k x 100 float64
    took 24-28 ms instead of 33-37 (16 steps a run: 27-28, the calls' cost; 64 to 1024: 25-28), on 1M x 20
    float64 52-56 ms instead of 71-78.  Only the sums of losses are added up by run, not by block (the
    stopping rule's sums, not the weights: within rounding of scikit-learn's single sum, as before).
    Returns (sum of losses, objective sum, mistakes); an overflow names the example in X.
    """
    n = index.shape[0]
    buf = gather_buffer(X)
    size = buf.shape[0]
    # sparse=False as a bool, not the constant: sgd_steps is then the one sgd_epoch calls (a literal False would
    # compile another sgd_steps, and every helper under it, for seconds, in the same first fit)
    dense_rows = np.bool_(False)
    local = np.arange(size, dtype=index.dtype)
    y_buf = np.empty(size, y.dtype)
    weight_buf = np.empty(size, sample_weight.dtype)
    held_out = np.empty(size, validation_mask.dtype)
    no_records = np.zeros((0, REC_W_AFTER), dtype=np.float64)
    # one weight for all (no sample_weight) and nothing held out are the common cases: those blocks are set once
    same_weight = _all_equal(sample_weight)
    weight_buf[:] = sample_weight[0] if n > 0 else 1.0
    some_held_out = validation_mask.any()
    held_out[:] = False
    sumloss = 0.0
    objective_sum = 0.0
    mistakes = 0
    stopped = False
    for k in range(0, n, size):
        m = min(size, n - k)
        gather_rows(X, index, k, m, buf)
        gather_values(y, index, k, m, y_buf)
        if not same_weight:
            gather_values(sample_weight, index, k, m, weight_buf)
        if some_held_out:
            gather_values(validation_mask, index, k, m, held_out)
        for r in range(0, m, STEPS_BETWEEN_ASKS):
            stop = min(m, r + STEPS_BETWEEN_ASKS)
            for ahead in range(k + size + r, min(n, k + size + stop)):  # the next block's rows, while this one's run
                prefetch_example(X, y, index[ahead])
            part_loss, part_objective, made, _ = sgd_steps(
                buf, data, indices, indptr, dense_rows, y_buf, weight_buf, local, held_out,
                w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
                optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, wscale_threshold,
                track_loss, zero_mode, loss, r, stop, no_records, 0,
            )  # fmt: skip
            sumloss += part_loss
            objective_sum += part_objective
            mistakes += made
            if state[OVERFLOW] != 0.0:  # the block's row r overflowed: name it in X
                state[OVERFLOW] = index[k + int(state[OVERFLOW]) - 1] + 1
                stopped = True
                break
        if stopped:
            break
    return sumloss, objective_sum, mistakes


@njit(cache=True, nogil=True, inline="always")
def stopping_rule(objective, best_objective, no_improvement, tol, n_iter_no_change, adaptive, state):
    """scikit-learn's rule after an epoch whose objective (mean loss) is ``objective``, as ``SGDPath._run_epochs``.

    Returns (stop, best objective, epochs without improvement); "adaptive" divides ``state[ETA]`` by 5
    instead of stopping while it is above 1e-6.  ``tol`` is -inf for none (then nothing stops).
    """
    if tol > -np.inf and objective > best_objective - tol:
        no_improvement += 1
    else:
        no_improvement = 0
    if objective < best_objective:  # Python's min(best, objective): the first unless the second is smaller
        best_objective = objective
    if no_improvement >= n_iter_no_change:
        if adaptive and state[ETA] > 1e-6:
            state[ETA] = state[ETA] / 5
            no_improvement = 0
        else:
            return True, best_objective, no_improvement
    return False, best_objective, no_improvement


@njit(cache=True, nogil=True)
def sgd_epochs(
    X, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
    w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
    zero_mode, loss, max_epochs, mistakes, track_loss, tol, n_iter_no_change, adaptive, until_converged, train_count,
):  # fmt: skip
    """Up to ``max_epochs`` epochs of :func:`sgd_epoch` in one call, with scikit-learn's stopping rule.

    ``mistakes[e]`` receives epoch e's mistakes.  After each epoch :func:`stopping_rule` (``tol`` not -inf;
    the losses are summed when ``track_loss``, over ``train_count`` rows) and ``until_converged`` (no
    mistake) may stop the run, as ``SGDPath._run_epochs`` does between calls: one call, not one per
    epoch, for a small fit's tens of epochs.  Stops after the first epoch that leaves a weight non-finite,
    or at an example whose score is not finite (``state[OVERFLOW]``); returns (epochs run, whether the run
    ended with finite weights and scores).
    """
    best_objective = np.inf
    no_improvement = 0
    for epoch in range(max_epochs):
        _, objective_sum, made, finite = sgd_epoch(
            X, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
            w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
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


@njit(cache=True, nogil=True)
def dense_l2_epochs(
    X, y, sample_weight, index, w, state, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
    loss, max_epochs, mistakes, track_loss, tol, n_iter_no_change, adaptive, until_converged, train_count,
):  # fmt: skip
    """:func:`sgd_epochs` for the common case (see ``sgd.dense_l2_applies``): the same steps, the same bits.

    Each step is :func:`sgd_steps`'s for dense rows, operation for operation (the score by :func:`dot8`, an
    update fused with the next score by :func:`add_then_dot8`, the L2 step through wscale; ``shuffle``
    shuffles each epoch as :func:`sgd_epoch`), without the branches for sparse rows, held-out rows, L1,
    averaging and recording, and compiled once per loss: hinge on 200000x50 takes about 29 ns a
    row instead of 41.  With ``track_loss`` it sums the losses and the objective's norms as :func:`sgd_steps`
    (the norms in a pass over w after an update's), and the stopping arguments stop it as :func:`sgd_epochs`
    (the objective summed in one chain, as scikit-learn's, also where a shuffled X is read from gathered
    blocks).  SGDClassifier(loss="hinge")'s defaults with 30% of the labels flipped (200k x 2, in order):
    0.089 s a fit through sgd_epochs, 1.07x scikit-learn's; here 0.063 s, 0.74x (thread CPU time, medians of
    7).  Returns what :func:`sgd_epochs` returns.
    """
    if loss == HINGE:
        return _dense_body(
            X, y, sample_weight, index, w, state, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
            optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
            HINGE, max_epochs, mistakes, track_loss, tol, n_iter_no_change, adaptive, until_converged, train_count,
        )  # fmt: skip
    return _dense_body(
        X, y, sample_weight, index, w, state, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
        optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
        LOG, max_epochs, mistakes, track_loss, tol, n_iter_no_change, adaptive, until_converged, train_count,
    )  # fmt: skip


@njit(cache=True, nogil=True, inline="always")
def _track_norms(w, state, wscale):
    """The objective's norms of w (as :func:`_add_tracking_norms` computes them in its pass, the same sums)."""
    l2acc = 0.0
    l1acc = 0.0
    for j in range(w.shape[0]):
        l2acc += w[j] * w[j]
        l1acc += abs(w[j])
    state[SQ_NORM] = l2acc * (wscale * wscale)
    state[L1_NORM] = l1acc * wscale


@njit(cache=True, nogil=True, inline="always")
def _dense_body(
    X, y, sample_weight, index, w, state, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, shuffle, wscale_threshold,
    loss, max_epochs, mistakes, track_loss, tol, n_iter_no_change, adaptive, until_converged, train_count,
):  # fmt: skip
    """The loop of :func:`dense_l2_epochs`, inlined into it once per loss (so each copy knows its loss)."""
    # the steps' helpers inlined count no reference to these (see core.learn._views)
    X, y, sample_weight, index, w, state = (
        unowned(X),
        unowned(y),
        unowned(sample_weight),
        unowned(index),
        unowned(w),
        unowned(state),
    )
    n = index.shape[0]
    wscale = state[WSCALE]
    intercept = state[INTERCEPT]
    t = state[T]
    eta = state[ETA]
    # shuffled rows of a large X are read from blocks gathered in the epoch's order (gather_rows): the same numbers
    gather = gathers(X, shuffle)
    buf = gather_buffer(X) if gather else np.empty((0, X.shape[1]), X.dtype)
    size = buf.shape[0]
    y_buf = np.empty(size, y.dtype)
    weight_buf = np.empty(size, sample_weight.dtype)
    same_weight = _all_equal(sample_weight)  # no sample_weight: the block's weights are set once
    weight_buf[:] = sample_weight[0] if n > 0 else 1.0
    track_norms = track_loss and penalty > 0
    best_objective = np.inf
    no_improvement = 0
    for epoch in range(max_epochs):
        if shuffle:
            shuffle_once(index, int(state[SEED]))
        made = 0
        objective_sum = 0.0
        fused = False
        raw = 0.0  # the raw score w.x of the next row, when the update's pass computed it
        base = 0  # buf[r] is row index[base + r]
        for k in range(n):
            i = index[k]
            if (gather and k - base >= size) or k == 0:
                base = k
                if gather:
                    m = min(size, n - k)
                    gather_rows(X, index, k, m, buf)
                    gather_values(y, index, k, m, y_buf)
                    if not same_weight:
                        gather_values(sample_weight, index, k, m, weight_buf)
            if gather and k + size < n:  # the example of the next block's same place: loaded while this one is used
                prefetch_example(X, y, index[k + size])
            x = borrowed_row(buf, k - base) if gather else borrowed_row(X, i)
            p = raw if fused else dot8(w, x, index, False)
            p = weights_round(w, p * wscale)  # WeightVector.dot returns a weight
            p = p + intercept
            if not math.isfinite(p):  # stop before this step, as sgd_steps does
                state[OVERFLOW] = i + 1
                mistakes[epoch] = made
                state[ETA] = eta
                state[WSCALE] = wscale
                state[INTERCEPT] = intercept
                state[T] = t
                return epoch + 1, False
            eta = _eta_at(learning_rate, t, eta, eta0, power_t, alpha, optimal_init)
            yi = y_buf[k - base] if gather else y[i]
            if track_loss:
                objective_sum += loss_value(loss, p, yi)
                if penalty > 0:
                    objective_sum += alpha * (
                        (1 - l1_ratio) * 0.5 * math.sqrt(state[SQ_NORM]) ** 2 + l1_ratio * state[L1_NORM]
                    )
            class_weight = weight_pos if yi > 0.0 else weight_neg
            dloss = loss_derivative(loss, p, yi, 0)
            if _is_mistake(p, yi, 0):
                made += 1
            update = -eta * dloss
            update *= class_weight * (weight_buf[k - base] if gather else sample_weight[i])
            if penalty == L2:
                wscale, _ = decay_l2(w, w, False, state, wscale, eta, alpha, l1_ratio, track_norms, wscale_threshold)
            fused = False
            if update != 0.0:
                step = weight_step(w, update, wscale)
                if k + 1 < n:
                    # the next row from the block when it holds it (else from X: the same numbers)
                    x_next = (
                        borrowed_row(buf, k + 1 - base) if gather and k + 1 - base < size
                        else borrowed_row(X, index[k + 1])
                    )  # fmt: skip
                    raw = add_then_dot8(w, x, step, x_next)
                    fused = True
                else:
                    for j in range(w.shape[0]):
                        w[j] += x[j] * step
                if track_norms:
                    _track_norms(w, state, wscale)
                if fit_intercept:
                    intercept += update * intercept_decay
            t += 1
        mistakes[epoch] = made
        state[ETA] = eta
        state[WSCALE] = wscale
        state[INTERCEPT] = intercept
        state[T] = t
        if not weights_finite(w, state):
            return epoch + 1, False
        stop, best_objective, no_improvement = stopping_rule(
            objective_sum / train_count, best_objective, no_improvement, tol, n_iter_no_change, adaptive, state
        )
        eta = state[ETA]  # "adaptive" may have divided it
        if stop or (until_converged and made == 0):
            return epoch + 1, True
    return max_epochs, True


@njit(cache=True, nogil=True)
def ovr_lanes_epoch(
    X, codes, sample_weight, Wt, c0, states, active, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, wscale_threshold, track_loss,
    feature_ids, totals,
):  # fmt: skip
    """One epoch in X's order of the one-vs-rest logistic runs of classes c0..c0+7 (CLASS_LANES), side by side.

    Class c's run is :func:`sgd_steps`'s on the labels +1 where ``codes == c``, -1 elsewhere, with
    the weights in column c of Wt (features x classes) and its scalars in ``states[c]``: the same
    operations on the same numbers, so the same bits.  It is for the loss whose scores are summed
    left to right (the logistic with the optimal schedule: a chain of d dependent additions per
    step, which one class at a time waits for), dense rows, no L1, no averaging, nothing held out.
    The classes' passes over a row run as the lanes of one vector (:func:`class_update_lanes`,
    scores afresh by :func:`class_sums`).  Only classes with ``active[c]`` step; an example whose
    score is not finite ends its class's epoch (``states[c, OVERFLOW]``).  Adds each class's sum
    of losses, objective sum (when ``track_loss``) and mistakes to ``totals[c]``.
    """
    n = X.shape[0]
    width = Wt.shape[1]
    sums = np.zeros(width)
    steps = np.zeros(width)
    sq = np.zeros(width)
    l1 = np.zeros(width)
    track_norms = track_loss and penalty > 0
    running = active.copy()
    wscale = states[:, WSCALE].copy()
    intercept = states[:, INTERCEPT].copy()
    t = states[:, T].copy()
    eta = states[:, ETA].copy()
    fresh = True  # the sums of row i are to be computed (no pass over row i - 1 computed them)
    for i in range(n):
        if fresh:
            class_sums(Wt, c0, CLASS_LANES, borrowed_row(X, i), feature_ids, sums)
        moved = False
        for c in range(c0, c0 + CLASS_LANES):
            steps[c] = 0.0
            if not running[c]:
                continue
            p = sums[c] * wscale[c]
            p = p + intercept[c]
            if not math.isfinite(p):  # as sgd_steps: stop this class's epoch before the step, say where
                states[c, OVERFLOW] = i + 1
                running[c] = False
                continue
            eta[c] = _eta_at(learning_rate, t[c], eta[c], eta0, power_t, alpha, optimal_init)
            yi = 1.0 if codes[i] == c else -1.0
            if track_loss:
                cur = loss_value(LOG, p, yi)
                totals[c, 0] += cur
                totals[c, 1] += cur
                if penalty > 0:
                    totals[c, 1] += alpha * (
                        (1 - l1_ratio) * 0.5 * math.sqrt(states[c, SQ_NORM]) ** 2 + l1_ratio * states[c, L1_NORM]
                    )
            class_weight = weight_pos[c] if yi > 0.0 else weight_neg
            dloss = loss_derivative(LOG, p, yi, 0)
            if _is_mistake(p, yi, 0):
                totals[c, 2] += 1.0
            update = -eta[c] * dloss
            update *= class_weight * sample_weight[i]
            if penalty >= L2:
                state = states[c]
                wscale[c], _ = decay_l2(
                    Wt[:, c], Wt[:, c], False, state, wscale[c], eta[c], alpha, l1_ratio, track_norms,
                    wscale_threshold,
                )  # fmt: skip
            if update != 0.0:
                steps[c] = update if wscale[c] == 1.0 else update / wscale[c]
                moved = True
                if fit_intercept:
                    intercept[c] += update * intercept_decay
            t[c] += 1
        fresh = not moved
        if moved:  # the updates, and the next row's sums of every class (an unmoved one's are class_sums')
            x_next = borrowed_row(X, i + 1 if i + 1 < n else i)
            class_update_lanes(Wt, c0, borrowed_row(X, i), steps, x_next, sq, l1, sums)
            if track_norms:
                for c in range(c0, c0 + CLASS_LANES):
                    if steps[c] != 0.0:
                        states[c, SQ_NORM] = sq[c] * (wscale[c] * wscale[c])
                        states[c, L1_NORM] = l1[c] * wscale[c]
    for c in range(c0, c0 + CLASS_LANES):
        if active[c]:
            states[c, WSCALE] = wscale[c]
            states[c, INTERCEPT] = intercept[c]
            states[c, T] = t[c]
            states[c, ETA] = eta[c]


@njit(cache=True, nogil=True)
def weights_finite(w, state):
    """Whether the intercept and every stored weight are finite."""
    finite = math.isfinite(state[INTERCEPT])
    for j in range(w.shape[0]):
        if not math.isfinite(w[j]):
            finite = False
    return finite


# The rarely taken parts of a step, as calls: inlined, they cost the common step its registers (hinge: 20% slower),
# and numba's inlining (inline="always") cost the first fit seconds of compiling.  Their arrays come unowned from
# the loops (core.learn._views), so a call counts no reference.  (skip_correct and skip_correct_averaged stay
# inlined: as calls the averaged perceptron in order took 1.06-1.09x scikit-learn's time instead of 0.62-0.67.)
@njit(cache=True, nogil=True)
def _truncate_l1(X, xd, xi, sparse, i, w, q, state, penalty_step, wscale):
    """scikit-learn's truncated-gradient L1 step on row i's features (u grows by ``penalty_step``)."""
    state[U] += penalty_step
    u = state[U]
    for j in range(xd.shape[0] if sparse else w.shape[0]):
        idx = xi[j] if sparse else j
        zz = float(w[idx])  # a double, as scikit-learn's z: w[idx] - zz below is not rounded to a float32 weight
        if wscale * zz > 0.0:
            w[idx] = max(0.0, w[idx] - ((u + q[idx]) / wscale))
        elif wscale * zz < 0.0:
            w[idx] = min(0.0, w[idx] + ((u - q[idx]) / wscale))
        q[idx] += wscale * (w[idx] - zz)


@njit(cache=True, nogil=True)
def _add_tracking_norms(X, xd, xi, sparse, i, w, step, state, wscale):
    """w += step * row i, and the objective's norms of the result (as scikit-learn's WeightVector.add)."""
    l2acc = 0.0
    l1acc = 0.0
    for j in range(xd.shape[0] if sparse else w.shape[0]):
        idx = xi[j] if sparse else j
        w[idx] += (xd[j] if sparse else X[i, j]) * step
        l2acc += w[idx] * w[idx]
        l1acc += abs(w[idx])
    state[SQ_NORM] = l2acc * (wscale * wscale)
    state[L1_NORM] = l1acc * wscale


@njit(cache=True, nogil=True)
def _add_norms_then_dot(X, i, i_next, w, step, state, wscale):
    """:func:`_add_tracking_norms` on dense row i, and the new w's sum with row i_next left to right (as
    :func:`row_dot`) in the same pass: the same bits as the two passes."""
    l2acc = 0.0
    l1acc = 0.0
    fused = 0.0
    for j in range(w.shape[0]):
        w[j] += X[i, j] * step
        l2acc += w[j] * w[j]
        l1acc += abs(w[j])
        fused += w[j] * X[i_next, j]
    state[SQ_NORM] = l2acc * (wscale * wscale)
    state[L1_NORM] = l1acc * wscale
    return fused


@njit(cache=True, nogil=True)
def _record(row, i, p, cur, dloss, eta, intercept, w, wscale):
    """One step's record (see :func:`sgd_steps`)."""
    row[REC_INDEX] = i
    row[REC_SCORE] = p
    row[REC_LOSS] = cur
    row[REC_DLOSS] = dloss
    row[REC_ETA] = eta
    row[REC_B_AFTER] = intercept
    for j in range(w.shape[0]):
        row[REC_W_AFTER + j] = w[j] * wscale


@njit(cache=True, nogil=True)
def sgd_steps(
    X, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
    w, aw, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, intercept_decay, weight_pos, weight_neg, wscale_threshold,
    track_loss, zero_mode, loss, start, stop, records, stop_on,
):  # fmt: skip
    """scikit-learn's _plain_sgd steps for the examples at positions start..stop-1 of ``index``.

    Ends early after the first step that updates w (dloss != 0) when ``stop_on`` is STOP_ON_UPDATE,
    or after the first misclassified example when it is STOP_ON_MISTAKE (0: never).

    ``loss`` is PERCEPTRON, HINGE or LOG; ``zero_mode`` is the engine's rule for a perceptron
    score of exactly 0 (0: a mistake, scikit-learn's y * p <= 0; 1: predicts +1; 2: predicts -1).
    The stored weights are ``state[WSCALE] * w``.  When ``records`` has rows (at least
    stop - start of them, ``REC_W_AFTER + len(w)`` columns), step s writes row s: the example's
    index, its score before the step, the loss and its derivative there, eta_t, and the intercept
    and weights after the step (the perceptron's skipping of correct examples is then off).

    The norms ``state[SQ_NORM]`` and ``state[L1_NORM]`` feed only the objective and are kept
    only when ``track_loss``.  Where a step may leave w as it is (the perceptron and hinge
    losses without L1 or averaging, dense X), the raw sums w.x of the next four examples are
    computed side by side (:func:`core.learn._loops.four_sums`, each in scikit-learn's order)
    and used until a step changes w; an update computes the next example's raw sum in the same pass.
    The hinge and logistic losses (the logistic one but with the optimal and adaptive schedules) sum the scores
    with :func:`dot8` instead (see the module's docstring), an update and the next raw sum in one
    pass (:func:`add_then_dot8`), and are not blocked.
    The perceptron loss with a constant step and no penalty passes over the correctly classified
    examples without their steps (:func:`skip_correct`; averaged: :func:`skip_correct_averaged`,
    which keeps the step's scalars), and the first mistake's step takes the raw sum the pass computed.

    Returns (sum of losses, objective sum, mistakes, steps taken): the first two as scikit-learn
    accumulates them (only when ``track_loss``), the mistakes are the examples with a wrong sign
    (y * p <= 0, or the perceptron's ``zero_mode`` rule).  An example whose score w.x + b is not a
    finite number ends the loop before its step, with ``state[OVERFLOW]`` = 1 + its index (scikit-learn
    goes on there: its loss derivative is NaN or, for the hinge, 0).
    """
    # the steps' helpers inlined count no reference to these (see core.learn._views)
    X, data, indices, indptr, y = unowned(X), unowned(data), unowned(indices), unowned(indptr), unowned(y)
    sample_weight, index, validation_mask = unowned(sample_weight), unowned(index), unowned(validation_mask)
    w, aw, q, state, records = unowned(w), unowned(aw), unowned(q), unowned(state), unowned(records)
    recording = records.shape[0] > 0
    sumloss = 0.0
    objective_sum = 0.0
    mistakes = 0
    steps = 0
    eta = state[ETA]
    # The plain perceptron (no penalty, constant step, no averaging yet): only mistakes change anything.
    plain = loss == PERCEPTRON and penalty == NO_PENALTY and learning_rate == CONSTANT and not averaging
    plain = plain and not recording
    # The averaged one: a correct example's step changes only scalars (see skip_correct_averaged).
    plain_averaged = loss == PERCEPTRON and penalty == NO_PENALTY and learning_rate == CONSTANT and averaging
    plain_averaged = plain_averaged and not recording and state[WSCALE] == 1.0 and not _holds_negative_zero(aw)
    l1 = penalty in (L1, ELASTICNET)
    # scores summed left to right (row_dot's bits), or in eight partial sums (dot8) where the weights stay within
    # 1e-9 of scikit-learn's: the hinge and logistic losses, but not the logistic with the optimal or adaptive one
    exact = loss == PERCEPTRON or (loss == LOG and learning_rate in (OPTIMAL, ADAPTIVE))
    blocked = exact and loss != LOG and not sparse and not l1 and not averaging
    track_norms = track_loss and penalty > 0
    block = np.zeros(4)
    block_at = -8  # position of block[0] (the raw sums stay valid while w is unchanged)
    # the next sum in the update's pass: nothing but the update changes w before it (a perceptron step
    # that updates is better followed by four sums at once, as the next steps may leave w alone)
    fuse = not sparse and not l1 and not blocked
    fused = 0.0
    fused_at = -1  # position whose raw sum ``fused`` holds
    last_changed = True
    head = index[:stop]
    n_features = w.shape[0]
    wscale = state[WSCALE]  # the scalars of the step, kept in registers (written back below)
    intercept = state[INTERCEPT]
    t = state[T]
    k = start
    while k < stop:
        if plain:
            k, passed, fused = skip_correct(
                X, data, indices, indptr, sparse, y, head, validation_mask, w, wscale, intercept, k, zero_mode
            )
            fused_at = k  # the step at k takes the raw sum the skip computed
            t += passed
            steps += passed
            if k == stop:
                break
        elif plain_averaged:
            k, passed, fused, t = skip_correct_averaged(
                X, data, indices, indptr, sparse, y, head, validation_mask, w, wscale, intercept, k, zero_mode,
                average, t, state,
            )  # fmt: skip
            fused_at = k
            steps += passed
            if k == stop:
                break
        i = index[k]
        if validation_mask[i]:
            k += 1
            continue
        # row i is X[i, :] (dense, read in place) or xd = data[lo:hi] at columns xi = indices[lo:hi] (CSR; loops
        # over the views' own positions, which numba knows are >= 0, need no negative-index checks)
        lo = indptr[i] if sparse else 0
        hi = indptr[i + 1] if sparse else n_features
        xd = borrowed_span(data, lo, hi)
        xi = borrowed_span(indices, lo, hi)
        if fused_at == k:
            p = fused
        elif blocked and k - block_at < 4:
            p = block[k - block_at]
        elif blocked and k + 4 <= stop:
            block[0], block[1], block[2], block[3] = four_sums(X, index, k, w)
            block_at = k
            p = block[0]
        elif not exact:
            p = dot8(w, xd, xi, True) if sparse else dot8(w, borrowed_row(X, i), xi, False)
        elif sparse:
            p = 0.0
            for j in range(xd.shape[0]):
                p += w[xi[j]] * xd[j]
        else:
            p = 0.0
            for j in range(n_features):
                p += w[j] * X[i, j]
        k += 1
        p = weights_round(w, p * wscale)  # WeightVector.dot returns a weight
        p = p + intercept
        if not math.isfinite(p):  # a score beyond float64: stop before its step (nothing changed), say which
            state[OVERFLOW] = i + 1
            break
        eta = _eta_at(learning_rate, t, eta, eta0, power_t, alpha, optimal_init)
        yi = y[i]
        cur = 0.0
        if track_loss or recording:
            cur = loss_value(loss, p, yi)
        if track_loss:
            sumloss += cur
            objective_sum += cur
            if penalty > 0:
                objective_sum += alpha * (
                    (1 - l1_ratio) * 0.5 * math.sqrt(state[SQ_NORM]) ** 2 + l1_ratio * state[L1_NORM]
                )
        class_weight = weight_pos if yi > 0.0 else weight_neg
        dloss = loss_derivative(loss, p, yi, zero_mode)
        mistake = _is_mistake(p, yi, zero_mode if loss == PERCEPTRON else 0)
        if mistake:
            mistakes += 1
        update = -eta * dloss
        update *= class_weight * sample_weight[i]
        last_changed = False
        if penalty >= L2:
            wscale, last_changed = decay_l2(
                w, aw, averaging, state, wscale, eta, alpha, l1_ratio, track_norms, wscale_threshold
            )
        if update != 0.0:
            step = weight_step(w, update, wscale)
            if track_norms and exact and fuse and k < stop and not validation_mask[index[k]]:
                # the norms and the next row's left-to-right sum in the update's pass: three chains side by side
                fused = _add_norms_then_dot(X, i, index[k], w, step, state, wscale)
                fused_at = k
            elif track_norms:
                _add_tracking_norms(X, xd, xi, sparse, i, w, step, state, wscale)
            elif sparse:
                for j in range(xd.shape[0]):
                    w[xi[j]] += xd[j] * step
            elif fuse and k < stop and not validation_mask[index[k]]:
                # the next row's sum in the same pass, each w[j] once it is updated (the same bits as a pass after)
                i_next = index[k]
                if exact:
                    fused = 0.0
                    for j in range(n_features):
                        w[j] += X[i, j] * step
                        fused += w[j] * X[i_next, j]
                else:
                    fused = add_then_dot8(w, borrowed_row(X, i), step, borrowed_row(X, i_next))
                fused_at = k
            else:
                for j in range(n_features):
                    w[j] += X[i, j] * step
            last_changed = True
        if fit_intercept and update != 0.0:
            intercept += update * intercept_decay
        if averaging and 0 < average <= t:
            num_iter = t - average + 1
            mu = 1.0 / num_iter
            a = state[AVG_A]
            c_avg = -weights_round(w, update) / wscale  # add_average takes the step as a weight
            if sparse:  # two loops, not a choice per feature: the sparse averaged perceptron does this every step
                for j in range(xd.shape[0]):
                    aw[xi[j]] += a * xd[j] * c_avg
            else:
                for j in range(n_features):
                    aw[j] += a * X[i, j] * c_avg
            if num_iter > 1:
                state[AVG_B] /= 1.0 - mu
            state[AVG_A] += mu * state[AVG_B] * wscale
            state[AVG_INTERCEPT] += (intercept - state[AVG_INTERCEPT]) / num_iter
        if l1:
            _truncate_l1(X, xd, xi, sparse, i, w, q, state, l1_ratio * eta * alpha, wscale)
        if last_changed:
            block_at = -8
        t += 1
        if recording:
            _record(records[steps], i, p, cur, dloss, eta, intercept, w, wscale)
        steps += 1
        if (stop_on == STOP_ON_UPDATE and dloss != 0.0) or (stop_on == STOP_ON_MISTAKE and mistake):
            break
    state[ETA] = eta
    state[WSCALE] = wscale
    state[INTERCEPT] = intercept
    state[T] = t
    return sumloss, objective_sum, mistakes, steps


@njit(cache=True, nogil=True)
def validation_accuracy(
    X, data, indices, indptr, sparse, y, sample_weight, validation_mask, w, b, feature_ids, zero_mode
):
    """Weighted accuracy of sign(w.x + b) on the validation examples (w as stored, unscaled, as scikit-learn)."""
    hit = 0.0
    total = 0.0
    for i in range(y.shape[0]):
        if not validation_mask[i]:
            continue
        xd, xi = _row(X, data, indices, indptr, sparse, feature_ids, i)
        p = 0.0
        for j in range(xd.shape[0]):
            p += w[xi[j]] * xd[j]
        positive = p + b >= 0.0 if zero_mode == 1 else p + b > 0.0
        pred = 1.0 if positive else -1.0
        total += sample_weight[i]
        if pred == y[i]:
            hit += sample_weight[i]
    return hit / total if total > 0 else 0.0


@njit(cache=True, nogil=True, inline="always")
def _row(X, data, indices, indptr, sparse, feature_ids, i):
    """Row i as (values, column numbers): views of a CSR row, or the dense row X[i] with ``feature_ids``."""
    if sparse:
        return borrowed_span(data, indptr[i], indptr[i + 1]), borrowed_span(indices, indptr[i], indptr[i + 1])
    return borrowed_row(X, i), feature_ids


@njit(cache=True, nogil=True)
def structured_epoch(
    X, data, indices, indptr, sparse, y, sample_weight, index, validation_mask,
    W, b, aW, ab, q, state, averaging, average, penalty, alpha, l1_ratio, learning_rate, eta0, power_t,
    optimal_init, fit_intercept, class_weight, shuffle, track_loss, feature_ids, scores,
):  # fmt: skip
    """One epoch of the multiclass (structured) perceptron with scikit-learn's options.

    y holds class indices.  On a mistake (the best wrong class scores at least the true
    class's; the first class wins ties) eta * class_weight[y] * sample_weight * x is added to the
    true class's row and eta * sample_weight * x subtracted from the best wrong class's: a class's
    weight scales the updates that raise its own score, as in scikit-learn's one-vs-rest, where
    the rest count with weight 1.  The L2 penalty
    scales every row by 1 - (1 - l1_ratio) eta alpha before each example, the L1 penalty
    truncates the touched features of every row (Tsuruoka et al., as scikit-learn), and
    averaging keeps the running mean of (W, b) from step ``average`` on.  Returns the same
    tuple as :func:`sgd_epoch`.
    """
    if shuffle:
        shuffle_once(index, int(state[SEED]))
    K = W.shape[0]
    sumloss = 0.0
    objective_sum = 0.0
    mistakes = 0
    eta = state[ETA]
    for k in range(index.shape[0]):
        i = index[k]
        if validation_mask[i]:
            continue
        xd, xi = _row(X, data, indices, indptr, sparse, feature_ids, i)
        nnz = xd.shape[0]
        for c in range(K):
            s = 0.0
            for j in range(nnz):
                s += W[c, xi[j]] * xd[j]
            scores[c] = s + b[c]
        t = state[T]
        eta = _eta_at(learning_rate, t, eta, eta0, power_t, alpha, optimal_init)
        yc = int(y[i])
        other = -1
        for c in range(K):
            if c != yc and (other < 0 or scores[c] > scores[other]):
                other = c
        margin = scores[yc] - scores[other]
        if track_loss:
            cur = -margin if margin <= 0.0 else 0.0
            sumloss += cur
            objective_sum += cur
            if penalty > 0:
                sq = 0.0
                l1 = 0.0
                for c in range(K):
                    for j in range(W.shape[1]):
                        sq += W[c, j] * W[c, j]
                        l1 += abs(W[c, j])
                objective_sum += alpha * ((1 - l1_ratio) * 0.5 * sq + l1_ratio * l1)
        if penalty >= L2:
            scale = max(0.0, 1.0 - ((1.0 - l1_ratio) * eta * alpha))
            for c in range(K):
                for j in range(W.shape[1]):
                    W[c, j] *= scale
        if margin <= 0.0:
            mistakes += 1
            up = eta * class_weight[yc] * sample_weight[i]
            down = eta * sample_weight[i]
            for j in range(nnz):
                W[yc, xi[j]] += xd[j] * up
                W[other, xi[j]] -= xd[j] * down
            if fit_intercept:
                b[yc] += up
                b[other] -= down
        if averaging and 0 < average <= t:
            num_iter = t - average + 1
            for c in range(K):
                for j in range(W.shape[1]):
                    aW[c, j] += (W[c, j] - aW[c, j]) / num_iter
                ab[c] += (b[c] - ab[c]) / num_iter
        if penalty in (L1, ELASTICNET):
            state[U] += l1_ratio * eta * alpha
            u1 = state[U]
            for c in range(K):
                for j in range(nnz):
                    idx = xi[j]
                    zz = W[c, idx]
                    if zz > 0.0:
                        W[c, idx] = max(0.0, W[c, idx] - (u1 + q[c, idx]))
                    elif zz < 0.0:
                        W[c, idx] = min(0.0, W[c, idx] + (u1 - q[c, idx]))
                    q[c, idx] += W[c, idx] - zz
        state[T] = t + 1
    state[ETA] = eta
    finite = True
    for c in range(K):
        if not math.isfinite(b[c]):
            finite = False
        for j in range(W.shape[1]):
            if not math.isfinite(W[c, j]):
                finite = False
    return sumloss, objective_sum, mistakes, finite


@njit(cache=True, nogil=True)
def structured_accuracy(X, data, indices, indptr, sparse, y, sample_weight, validation_mask, W, b, feature_ids):
    """Weighted accuracy of the argmax (first class wins ties) on the validation examples."""
    hit = 0.0
    total = 0.0
    for i in range(y.shape[0]):
        if not validation_mask[i]:
            continue
        xd, xi = _row(X, data, indices, indptr, sparse, feature_ids, i)
        best = 0
        best_score = 0.0
        for c in range(W.shape[0]):
            s = 0.0
            for j in range(xd.shape[0]):
                s += W[c, xi[j]] * xd[j]
            s += b[c]
            if c == 0 or s > best_score:
                best = c
                best_score = s
        total += sample_weight[i]
        if best == int(y[i]):
            hit += sample_weight[i]
    return hit / total if total > 0 else 0.0
