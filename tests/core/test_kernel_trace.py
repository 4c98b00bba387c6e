"""The kernel perceptron's trace: every row's f(x) is the engine's own score, bit for bit, and the model after
any step (alpha, b, f) is the learner's after replaying that many steps."""

import numpy as np
import pytest

from core.learn.engine import Learner
from core.learn.kernels import make_kernel
from core.teach import kernel_trace
from core.teach.kernel_trace import KernelTrace, trace_of
from core.teach.run_log import ProgressTracker, RunLog
from core.teach.trace import Trace


def noisy(n=40, classes=2, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2))
    y = (X[:, 0] * X[:, 1] > 0).astype(np.int64) if classes == 2 else rng.integers(0, classes, n)
    flip = rng.random(n) < 0.15
    y[flip] = (y[flip] + 1) % classes
    return X, y


def learner(X, y, classes=2, kernel="rbf", **kw):
    return Learner(X, y, classes, variant="kernel", kernel=make_kernel(kernel, X, degree=2, gamma=0.7), **kw)


def stepped(lrn, steps):
    """Step one example at a time and keep the engine's (score, prediction, mistake) of each."""
    return [lrn.step() for _ in range(steps)]


CASES = [
    dict(classes=2, kernel="rbf", zero_score="mistake", shuffle=False),
    dict(classes=2, kernel="poly", zero_score="positive", shuffle=True, eta=0.1),
    dict(classes=3, kernel="rbf", zero_score="mistake", shuffle=True, fit_intercept=False),
]


@pytest.mark.parametrize("case", CASES)
def test_every_row_has_the_engines_score_bit_for_bit(case, monkeypatch):
    monkeypatch.setattr(kernel_trace, "_CHECKPOINT", 16)  # small checkpoint strides, and room for a few
    monkeypatch.setattr(kernel_trace, "_CHECKPOINT_BYTES", 6 * 40 * 8)  # checkpoints only: the stride doubles
    case = dict(case)
    classes = case.pop("classes")
    X, y = noisy(classes=classes)
    lrn = learner(X, y, classes, case.pop("kernel"), rng=np.random.default_rng(1), **case)
    results = stepped(lrn, 40 * 30)
    assert len(lrn.history) > 150  # many checkpoints' worth of mistakes
    trace = KernelTrace(lrn)
    blocks = [trace.rows(t, min(t + 100, len(results) + 1)) for t in range(1, len(results) + 1, 100)]  # as a table
    assert trace._stride > kernel_trace._CHECKPOINT
    assert [v for b in blocks for v in b.score.tolist()] == [r.score for r in results]  # == on floats: same bits
    assert [v for b in blocks for v in b.mistake.tolist()] == [r.mistake for r in results]
    block = trace.rows(1, len(results) + 1)
    assert block.score.tolist() == [r.score for r in results]
    assert block.index.tolist() == [r.index for r in results]
    if classes == 2:
        expected = [r.prediction if r.score != 0 or lrn.zero_score != "mistake" else 0 for r in results]
        assert block.prediction.tolist() == expected
    picked = np.array([5, 333, 901, 1200])  # rows far apart, as the table reads them
    assert trace.rows_at(picked).score.tolist() == [results[t - 1].score for t in picked]


@pytest.mark.parametrize("case", CASES)
def test_the_model_after_any_step_is_the_replayed_learners(case):
    case = dict(case)
    classes = case.pop("classes")
    X, y = noisy(classes=classes, seed=3)
    kernel = case.pop("kernel")
    full = learner(X, y, classes, kernel, rng=np.random.default_rng(2), **case)
    stepped(full, 40 * 8)
    trace = KernelTrace(full)
    grid = np.random.default_rng(4).normal(size=(50, 2))
    for t in (0, 1, 57, 200, 40 * 8):
        replay = learner(X, y, classes, kernel, rng=np.random.default_rng(2), **case)
        stepped(replay, t)
        A, b = trace.dual_after(t)
        assert A.tolist() == replay.alpha.tolist() and b.tolist() == replay.b.tolist()
        np.testing.assert_allclose(trace.scores_after(t, grid), replay.scores(grid), rtol=1e-12, atol=1e-12)
        assert trace.mistakes_until(t) == len(replay.history)


def test_alpha_counts_the_mistakes_on_each_example():
    X, y = noisy(seed=5)
    lrn = learner(X, y, eta=0.3)
    results = stepped(lrn, 40 * 10)
    block = KernelTrace(lrn).rows(1, len(results) + 1)
    counts = np.zeros(40)
    for k, r in enumerate(results):
        counts[r.index] += r.mistake
        assert block.alpha[k, 0] == counts[r.index]  # after the step: a count, whatever eta
    assert np.array_equal(np.abs(lrn.alpha[:, 0]) > 0, counts > 0)


def test_the_windows_copy_of_the_run_gives_the_same_rows():
    X, y = noisy(seed=6)
    lrn = learner(X, y, shuffle=True, rng=np.random.default_rng(9))
    tracker = ProgressTracker(lrn)
    log = RunLog(tracker.progress().start)
    for _ in range(7):
        lrn.advance(33)
        log.extend(tracker.progress())
    ours, theirs = KernelTrace(log).rows(1, lrn.t + 1), KernelTrace(lrn).rows(1, lrn.t + 1)
    assert log.kernel == lrn.kernel
    for name in ("score", "mistake", "index", "alpha", "b", "prediction"):
        assert getattr(ours, name).tolist() == getattr(theirs, name).tolist(), name


def test_csv_rows_and_latex_of_a_kernel_trace(tmp_path):
    X = np.array([[0.0, 0.0], [1.0, 1.0], [0.0, 1.0], [1.0, 0.0]])
    lrn = learner(X, np.array([0, 0, 1, 1]), kernel="poly")
    stepped(lrn, 8)
    trace = KernelTrace(lrn)
    path = tmp_path / "t.csv"
    with path.open("w") as f:
        trace.write_csv(f, mistakes_only=True)
    lines = path.read_text().splitlines()
    assert lines[0] == "t,epoch,index,x1,x2,y,f,prediction,mistake,alpha,b"
    assert lines[1] == "1,1,0,0.0,0.0,-1,0.0,0,1,1.0,-1.0"  # f(x1) = b = 0: a mistake; alpha_1 = 1, b = -1
    assert len(lines) - 1 == len(lrn.history)
    tex = trace.to_latex()
    assert tex.count(r"\\") == 8 + 1 and r"\alpha_{1} = 1" in tex


def test_trace_of_picks_the_trace_of_the_variant_and_the_kernel_trace_refuses_a_linear_run():
    X, y = noisy()
    assert isinstance(trace_of(learner(X, y)), KernelTrace)
    linear = Learner(X, y, 2)
    assert isinstance(trace_of(linear), Trace)
    with pytest.raises(ValueError, match="kernel perceptron"):
        KernelTrace(linear)


def test_the_training_scores_after_a_step_are_the_engines_score_cache_then():
    X, y = noisy(seed=7)
    full = learner(X, y)
    stepped(full, 40 * 6)
    trace = KernelTrace(full)
    for t in (0, 77, 40 * 6):
        replay = learner(X, y)
        stepped(replay, t)
        assert trace.training_scores_after(t).tolist() == (replay.F + replay.b).tolist()  # the same bits


def test_stepping_back_and_forth_in_time_updates_the_grid_to_the_same_f():
    X, y = noisy(seed=8)
    lrn = learner(X, y)
    stepped(lrn, 40 * 12)
    trace = KernelTrace(lrn)
    grid = np.random.default_rng(5).normal(size=(400, 2))
    for t in (100, 101, 99, 98, 300, 299, 120, 40 * 12, 7, 0, 1):  # small moves update, big ones start again
        np.testing.assert_allclose(
            trace.grid_scores_after(t, "grid", grid), trace.scores_after(t, grid), rtol=1e-12, atol=1e-12
        )
    other = grid[:10]
    np.testing.assert_allclose(trace.grid_scores_after(2, "other", other), trace.scores_after(2, other), atol=1e-12)


def test_a_runs_latest_rows_replay_no_kernel_columns():
    """The trace table follows a run: its newest rows start from the engine's own score cache as reported, so
    the window computes no kernel column over the training set (each would cost as much as a mistake did)."""
    X, y = noisy(n=300)
    columns = []  # kernel calls over the whole training set while the trace computes rows

    def rbf(A, B):
        if counting and len(A) == len(X):
            columns.append(len(B))
        return np.exp(-0.7 * ((A[:, None, :] - B[None, :, :]) ** 2).sum(axis=2))

    counting = False
    lrn = Learner(X, y, 2, variant="kernel", kernel=make_kernel(rbf, X))
    tracker = ProgressTracker(lrn)
    first = tracker.progress()
    log = RunLog(first.start)
    log.extend(first)
    trace = KernelTrace(log)
    scores, shown = [], []
    for _ in range(150):  # frames of a run: a few steps each, then the table's newest rows
        scores += [lrn.step().score for _ in range(7)]
        log.extend(tracker.progress())
        counting = True
        shown += trace.rows(len(shown) + 1, trace.last_step + 1).score.tolist()
        counting = False
    assert len(log.history) > 300  # past the first checkpoints' worth of mistakes
    assert shown == scores  # the engine's own scores, bit for bit
    assert columns == []
