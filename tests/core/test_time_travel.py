"""The window's copy of a run (RunLog) and time travel agree with the learner stepped to the same moment."""

from __future__ import annotations

import numpy as np
import pytest

from core.learn.engine import Learner
from core.session.geometry import GridScores
from core.session.snapshot import take_snapshot
from core.session.time_travel import past_snapshot
from core.teach.run_log import ProgressTracker, RunLog, RunStart
from core.teach.trace import Trace

RECT = (-4.0, 4.0, -4.0, 4.0)


def _noisy(n=40, classes=2, seed=1):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2))
    y = (X[:, 0] + 0.5 * X[:, 1] > 0).astype(np.int64)
    if classes > 2:
        y = np.digitize(X[:, 0], [-0.5, 0.5])
    flip = rng.random(n) < 0.1
    y[flip] = (y[flip] + 1) % classes
    return X, y


def _learner(X, y, classes=2, **kw):
    return Learner(X, y, classes, rng=np.random.default_rng(7), **kw)


def _logged_run(X, y, classes, budgets, **kw):
    """A learner advanced by the given budgets, and the RunLog fed by a report after each advance."""
    learner = _learner(X, y, classes, **kw)
    tracker = ProgressTracker(learner)
    first = tracker.progress()
    assert isinstance(first.start, RunStart)
    log = RunLog(first.start)
    log.extend(first)
    for budget in budgets:
        learner.advance(budget)
        log.extend(tracker.progress())
    return learner, log


@pytest.mark.parametrize("variant", ["perceptron", "averaged", "voted", "batch"])
@pytest.mark.parametrize("shuffle", [False, True])
def test_the_run_log_gives_the_same_trace_rows_as_the_learner(variant, shuffle):
    X, y = _noisy()
    budgets = [1, 3, 40, 7, 1, 100, 29, 17, 40, 40, 5]
    learner, log = _logged_run(X, y, 2, budgets, variant=variant, shuffle=shuffle)
    assert log.t == learner.t and len(log.history) == len(learner.history) > 0
    ours, theirs = Trace(log), Trace(learner)
    a, b = ours.rows(1, learner.t + 1), theirs.rows(1, learner.t + 1)
    for field in ("index", "score", "mistake", "w", "b", "prediction"):
        np.testing.assert_array_equal(getattr(a, field), getattr(b, field))


@pytest.mark.parametrize("variant", ["perceptron", "averaged", "voted", "batch"])
@pytest.mark.parametrize("classes", [2, 3])
def test_a_past_state_equals_the_learner_stepped_to_that_step(variant, classes):
    X, y = _noisy(n=25, classes=classes, seed=3)
    learner, log = _logged_run(X, y, classes, [30, 30, 30], variant=variant, shuffle=True, fit_intercept=True)
    trace = Trace(log)
    replay = _learner(X, y, classes, variant=variant, shuffle=True, fit_intercept=True)
    classes_arr = np.arange(classes)
    for t in range(1, learner.t + 1):
        before = (replay.W.copy(), replay.b.copy())
        result = replay.step()
        live = take_snapshot(replay, classes_arr, result, before, GridScores(replay, RECT, 20))
        past = past_snapshot(trace, t, classes_arr, RECT, resolution=20)
        assert past.step == live.step == t
        np.testing.assert_allclose(past.coef, live.coef, rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(past.intercept, live.intercept, rtol=1e-12, atol=1e-12)
        assert (past.epoch, past.n_mistakes, past.converged) == (live.epoch, live.n_mistakes, live.converged)
        assert past.training_errors == live.training_errors
        assert past.mistakes_per_epoch == live.mistakes_per_epoch
        assert (past.index, past.mistake) == (live.index, live.mistake)
        if live.prev_coef is not None:
            np.testing.assert_allclose(past.prev_coef, live.prev_coef, rtol=1e-12, atol=1e-12)
        if variant == "averaged":
            np.testing.assert_allclose(past.avg_coef, live.avg_coef, rtol=1e-9, atol=1e-12)
            np.testing.assert_allclose(past.avg_intercept, live.avg_intercept, rtol=1e-9, atol=1e-12)
        # The decision regions drawn for the past state are those the live window drew then.
        np.testing.assert_array_equal(past.regions, live.regions)


def test_the_start_of_the_run_is_w0_with_nothing_looked_at():
    X, y = _noisy()
    _, log = _logged_run(X, y, 2, [10], w0=np.array([1.0, -1.0]), b0=np.array([0.5]))
    start = past_snapshot(Trace(log), 0, np.array([-1, 1]))
    assert start.step == 0 and start.n_mistakes == 0 and start.index == -1
    assert start.coef.tolist() == [[1.0, -1.0]] and start.intercept.tolist() == [0.5]
    assert start.regions is None


def test_a_step_outside_the_run_is_refused_with_the_range():
    X, y = _noisy()
    _, log = _logged_run(X, y, 2, [10])
    with pytest.raises(IndexError, match=r"Step 11 is outside the trace \(steps 0..10\)"):
        Trace(log).weights_after(11)


def test_learning_curves_extended_epoch_by_epoch_equal_the_whole_curves():
    X, y = _noisy(seed=5)
    learner, log = _logged_run(X, y, 2, [40] * 6)
    trace = Trace(log)
    whole = Trace(learner)
    from core.teach.trace import epoch_curves

    parts = [epoch_curves(trace, first) for first in (0, 2, 5)]
    everything = epoch_curves(whole)
    assert parts[1].epochs.tolist() == [3, 4, 5, 6] and parts[2].epochs.tolist() == [6]
    np.testing.assert_array_equal(parts[1].loss, everything.loss[2:])
    np.testing.assert_array_equal(parts[2].errors, everything.errors[5:])
    np.testing.assert_array_equal(parts[0].mistakes, learner.mistakes_per_epoch)
    sampled = epoch_curves(trace, 1, stride=2)  # epochs 2, 4, 6: what a window shows when training outruns it
    assert sampled.epochs.tolist() == [2, 4, 6]
    np.testing.assert_array_equal(sampled.errors, everything.errors[[1, 3, 5]])
    np.testing.assert_array_equal(sampled.mistakes, np.array(learner.mistakes_per_epoch)[[1, 3, 5]])


def test_the_voted_boundary_grid_is_the_vote_of_a_naive_voted_perceptron():
    from core.session.geometry import grid_points
    from core.session.time_travel import voted_grid

    X, y = _noisy(n=30, seed=9)
    learner, log = _logged_run(X, y, 2, [30, 30, 13], variant="voted")
    # Freund & Schapire by hand: a hypothesis gains a vote per correct prediction; a mistake starts a new one.
    w, b, c, hypotheses = np.zeros(2), 0.0, 0, []
    for t in range(learner.t):
        i = t % len(X)
        sign = 1 if y[i] == 1 else -1
        if sign * (w @ X[i] + b) <= 0:
            hypotheses.append((w.copy(), b, c))
            w, b, c = w + sign * X[i], b + sign, 1
        else:
            c += 1
    hypotheses.append((w, b, c))
    grid = grid_points(RECT, 12)
    naive = sum(c * np.where(grid @ w + b > 0, 1.0, -1.0) for w, b, c in hypotheses)
    ours = voted_grid(Trace(log), learner.t, RECT, 12)
    np.testing.assert_array_equal(ours.ravel(), naive)


def test_a_log_taking_in_few_mistakes_at_a_time_is_always_a_consistent_prefix_of_the_run():
    X, y = _noisy(n=30, seed=11)
    learner = _learner(X, y, 2, variant="perceptron", shuffle=True)
    tracker = ProgressTracker(learner)
    first = tracker.progress()
    log = RunLog(first.start)
    log.extend(first)
    for _ in range(5):
        learner.advance()
    assert not log.extend(tracker.progress(), budget=3)  # 5 epochs of mistakes, 3 taken in
    whole = Trace(learner)
    seen = []
    while True:
        trace = Trace(log)
        t = log.t
        assert len(log.history) == int(np.searchsorted(learner.history[:, 2], t, side="right"))
        assert (log.epoch, log.pos) == divmod(t, len(X))
        ours, theirs = trace.rows(1, t + 1), whole.rows(1, t + 1)
        np.testing.assert_array_equal(ours.w, theirs.w)
        np.testing.assert_array_equal(ours.mistake, theirs.mistake)
        seen.append(t)
        if log.catch_up(4):
            break
    assert log.t == learner.t and len(log.history) == len(learner.history)
    assert seen == sorted(seen) and len(seen) > 3


@pytest.mark.parametrize("variant", ["perceptron", "batch"])
def test_a_capped_history_still_gives_a_trace_and_curves_up_to_where_it_ends(variant):
    X, y = _noisy(n=20, seed=4)
    capped = _learner(X, y, 2, variant=variant, history_limit=30)
    full = _learner(X, y, 2, variant=variant)
    for _ in range(8):
        capped.advance()
        full.advance()
    end = capped.history_complete_until
    assert end is not None and not capped.record_history and capped.epoch == 8
    trace = Trace(capped)  # a history recorded up to its cap is still a trace
    assert len(trace) == end and trace.finished_epochs == end // len(X) < 8
    from core.teach.trace import epoch_curves

    ours, whole = epoch_curves(trace), epoch_curves(full)
    E = trace.finished_epochs
    assert ours.epochs.tolist() == list(range(1, E + 1))  # no epochs past the history's end (no made-up zeros)
    np.testing.assert_array_equal(ours.mistakes, whole.mistakes[:E])
    np.testing.assert_array_equal(ours.errors, whole.errors[:E])
    np.testing.assert_array_equal(trace.rows(1, end + 1).w, Trace(full).rows(1, end + 1).w)


def test_a_run_log_starts_with_a_fresh_learner():
    X, y = _noisy()
    learner = _learner(X, y, 2)
    learner.step()
    with pytest.raises(ValueError, match="already looked at examples"):
        RunStart.of(learner)
