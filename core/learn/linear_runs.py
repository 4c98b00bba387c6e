"""The linear perceptron's run over a stretch of examples: which compiled loop runs it, and how.

Plain Python (no numba): it chooses among the compiled loops of :mod:`core.learn._loops` (reached through
:func:`core.learn.compiled.loop_module`, so the loops compiled ahead, numba's, or the loops as Python), so
that a fit compiles only the loop it runs.
"""

from __future__ import annotations

import numpy as np

from core.learn.compiled import loop_module

_loops = loop_module("_loops")


def linear_run(
    X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, c2, zero_mode, multiclass,
    batch, pend_W, pend_b, averaged, sum_W, sum_b,
    counters, epoch, record, hist, scores,
):  # fmt: skip
    """Run the linear perceptron over order[start:stop].

    ``b`` is the offset: the score is w.x + b.  ``c2`` is c**2 for the constant coordinate c of the
    augmented x~ = (x, c): an update of w~ = (w, beta) by eta*y*x~ moves the offset b = beta*c by
    eta*y*c**2 (1.0: the usual b += eta*y, the same bits).

    ``in_order`` and ``x_max`` are :func:`scan_binary`'s (order is the identity; max |x|);
    ``checked=False`` says that no score, weight or sum can overflow in this call (the caller's
    bound), so the per-update checks are skipped.

    Binary problems use one weight row and labels y in {-1, +1}; multiclass
    problems use one row per class and labels that are class indices.  In
    ``batch`` mode updates collect in pend_W/pend_b (applied at the epoch's end
    by the caller).  With ``averaged`` the running sum of w over all steps is
    kept lazily: it is brought up to date only at a mistake.  The plain binary
    perceptron on two features runs ``_loops._run_two`` (a fit's calls) or ``_loops._two_steps``
    (the window's), the binary averaged perceptron ``_loops._run_averaged`` (their mistakes
    handled inline), the others ``_loops._run_general``.

    A Python function choosing the compiled loop, so that a fit compiles only the loop it runs
    (a first fit with an empty numba cache compiles each loop it reaches: seconds apiece).

    Returns (position, status, last index, last score, last prediction,
    last was a mistake, mistakes made).

    A shuffled stretch of a large X runs a block of rows at a time (:func:`core.learn._loops.gather_rows`): each
    block's rows and labels are gathered in ``order``'s order and the loop runs over them in place.
    """
    if stop - start > _loops.GATHER_MIN_ROWS and _loops.gathers(X, not in_order) and not batch:
        return _gathered_run(
            X, y, order, x_max, checked, start, stop, stop_on_mistake,
            W, b, eta, fit_intercept, c2, zero_mode, multiclass,
            batch, pend_W, pend_b, averaged, sum_W, sum_b,
            counters, epoch, record, hist, scores,
        )  # fmt: skip
    return _run_in_place(
        X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
        W, b, eta, fit_intercept, c2, zero_mode, multiclass,
        batch, pend_W, pend_b, averaged, sum_W, sum_b,
        counters, epoch, record, hist, scores,
    )  # fmt: skip


def _gathered_run(
    X, y, order, x_max, checked, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, c2, zero_mode, multiclass,
    batch, pend_W, pend_b, averaged, sum_W, sum_b,
    counters, epoch, record, hist, scores,
):  # fmt: skip
    """:func:`linear_run` over a shuffled stretch of a large X, a block of gathered rows at a time.

    The loop runs over each block in place (rows 0, 1, ... of the block: the loops' paths for rows
    in order), with the same steps on the same numbers as over X through ``order``, so the same
    bits; the positions, example indices and history rows it returns name the examples of X.
    """
    buf = _loops.gather_buffer(X)
    size = buf.shape[0]
    local = np.arange(size, dtype=np.int64)
    made = 0
    pos = start
    while True:
        m = min(size, stop - pos)
        _loops.gather_rows(X, order, pos, m, buf)
        rows = order[pos : pos + m]
        h = int(counters[_loops.HIST_LEN])
        reached, status, last_i, score, pred, mistake, n = _run_in_place(
            buf, y[rows], local, True, x_max, checked, 0, m, stop_on_mistake,
            W, b, eta, fit_intercept, c2, zero_mode, multiclass,
            batch, pend_W, pend_b, averaged, sum_W, sum_b,
            counters, epoch, record, hist, scores,
        )  # fmt: skip
        if record:
            recorded = hist[h : int(counters[_loops.HIST_LEN]), 0]
            recorded[:] = rows[recorded]
        made += n
        last_i = rows[last_i] if last_i >= 0 else last_i
        pos += reached
        if status != _loops.OK or reached < m or pos == stop:
            return pos, status, last_i, score, pred, mistake, made


def _run_in_place(
    X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
    W, b, eta, fit_intercept, c2, zero_mode, multiclass,
    batch, pend_W, pend_b, averaged, sum_W, sum_b,
    counters, epoch, record, hist, scores,
):  # fmt: skip
    """:func:`linear_run` reading the rows of X through ``order``: chooses the compiled loop."""
    if X.shape[1] == 2 and not multiclass and not batch and not averaged:
        if zero_mode == _loops.ZERO_MISTAKE and not checked and not record and not stop_on_mistake:
            return _loops._run_two(X, y, order, in_order, x_max, start, stop, W, b, eta, fit_intercept, c2, counters)
        return _loops._two_steps(
            X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
            W, b, eta, fit_intercept, c2, zero_mode, counters, epoch, record, hist,
        )  # fmt: skip
    if averaged and not multiclass and not batch:
        return _loops._run_averaged(
            X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
            W, b, eta, fit_intercept, c2, zero_mode, sum_W, sum_b, counters, epoch, record, hist,
        )  # fmt: skip
    return _loops._run_general(
        X, y, order, in_order, x_max, checked, start, stop, stop_on_mistake,
        W, b, eta, fit_intercept, c2, zero_mode, multiclass,
        batch, pend_W, pend_b, averaged, sum_W, sum_b,
        counters, epoch, record, hist, scores,
    )  # fmt: skip
