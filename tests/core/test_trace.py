"""The trace table: the lecture's example by hand, rows equal to a step-by-step replay, exports, learning curves."""

from __future__ import annotations

import csv
import io

import numpy as np
import pytest

from core.files.trace_tables import save_trace_csv, save_trace_latex
from core.learn.engine import Learner
from core.learn.kernels import make_kernel
from core.teach.trace import Trace, epoch_curves

# CMU 10-301/601 lecture 6 (note 002): the points in the order of the slide, labels as class indices (0 is -1).
CMU_X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
CMU_Y = np.array([0, 1, 1, 0, 0, 1])


def _cmu_learner() -> Learner:
    learner = Learner(CMU_X, CMU_Y, 2, fit_intercept=False, zero_score="positive")
    for _ in range(6):
        learner.step()
    return learner


def test_the_cmu_slide_table():
    trace = Trace(_cmu_learner())
    assert len(trace) == 6
    rows = [trace.row(t) for t in range(1, 7)]
    # From the slide: w <- w + y x on a mistake, predict + iff w.x >= 0, starting at w = 0.
    assert [r.w.tolist() for r in rows] == [[1, -2], [1, -2], [2, -1], [2, -1], [3, 1], [3, 1]]
    assert [r.mistake for r in rows] == [True, False, True, False, True, False]
    # Scores w.x with the weights before each step: 0.(-1,2), (1,-2).(1,0), (1,-2).(1,1), (2,-1).(-1,0), ...
    assert [r.score for r in rows] == [0, 1, -1, -2, 0, 2]
    assert [r.prediction for r in rows] == [1, 1, -1, -1, 1, 1]
    assert [r.y for r in rows] == [-1, 1, 1, -1, -1, 1]
    assert [r.index for r in rows] == [0, 1, 2, 3, 4, 5]
    assert [r.t for r in rows] == [1, 2, 3, 4, 5, 6]
    assert {r.epoch for r in rows} == {1}
    assert [r.x.tolist() for r in rows] == CMU_X.tolist()
    assert [r.b for r in rows] == [0.0] * 6
    assert trace.mistakes_only().tolist() == [1, 3, 5]


def test_the_cmu_slide_as_latex():
    latex = Trace(_cmu_learner()).to_latex()
    assert latex.startswith("\\begin{tabular}")
    assert latex.rstrip().endswith("\\end{tabular}")
    assert "booktabs" not in latex and "\\toprule" not in latex
    expected_rows = [  # the window's order: t, epoch, x₁, x₂, w·x, ŷ, y, mistake?, w after (issue 26)
        r"1 & 1 & $-1$ & $2$ & $0$ & $+1$ & $-1$ & \textbf{yes} & {\boldmath$(1, -2)$} \\",
        r"2 & 1 & $1$ & $0$ & $1$ & $+1$ & $+1$ & no & $(1, -2)$ \\",
        r"3 & 1 & $1$ & $1$ & $-1$ & $-1$ & $+1$ & \textbf{yes} & {\boldmath$(2, -1)$} \\",
        r"4 & 1 & $-1$ & $0$ & $-2$ & $-1$ & $-1$ & no & $(2, -1)$ \\",
        r"5 & 1 & $-1$ & $-2$ & $0$ & $+1$ & $-1$ & \textbf{yes} & {\boldmath$(3, 1)$} \\",
        r"6 & 1 & $1$ & $-1$ & $2$ & $+1$ & $+1$ & no & $(3, 1)$ \\",
    ]
    lines = latex.splitlines()
    assert [line for line in lines if line[:1].isdigit()] == expected_rows
    assert lines.count("\\hline") == 3
    assert r"$\mathbf{w}\cdot\mathbf{x}$" in lines[2] and r"$\hat{y}$" in lines[2]
    only = Trace(_cmu_learner()).to_latex(mistakes_only=True)
    assert [line for line in only.splitlines() if line[:1].isdigit()] == expected_rows[::2]


def _data(seed: int, classes: int, n: int = 23, d: int = 2) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    y = rng.integers(0, classes, size=n)  # noisy: mistakes in every epoch
    y[:classes] = np.arange(classes)
    return X, y


def _replay(learner: Learner, steps: int) -> dict[str, list]:
    """Step one example at a time and write down what the engine did (the reference)."""
    seen: dict[str, list] = {key: [] for key in ("index", "score", "prediction", "mistake", "w", "b", "epoch")}
    for _ in range(steps):
        epoch = learner.epoch
        result = learner.step()
        seen["epoch"].append(epoch + 1)
        seen["index"].append(result.index)
        seen["score"].append(result.score)
        seen["prediction"].append(result.prediction)
        seen["mistake"].append(result.mistake)
        seen["w"].append(learner.coef)
        seen["b"].append(learner.intercept)
    return seen


def _rng(kind: str, seed: int) -> np.random.Generator | np.random.RandomState:
    return np.random.default_rng(seed) if kind == "generator" else np.random.RandomState(seed)


@pytest.mark.parametrize(
    ("variant", "classes", "rng_kind"),
    [
        ("perceptron", 2, "generator"),
        ("perceptron", 2, "legacy"),
        ("perceptron", 3, "generator"),
        ("averaged", 2, "legacy"),
        ("voted", 2, "generator"),
        ("batch", 2, "generator"),
        ("batch", 4, "generator"),
    ],
)
def test_rows_match_a_step_by_step_replay(variant, classes, rng_kind):
    X, y = _data(classes, classes)
    n, steps = len(X), 4 * len(X) + 5
    args = dict(variant=variant, eta=0.7, shuffle=True, zero_score="positive", w0=None)
    reference = _replay(Learner(X, y, classes, rng=_rng(rng_kind, 3), **args), steps)
    learner = Learner(X, y, classes, rng=_rng(rng_kind, 3), **args)
    trace = Trace(learner)
    budgets = np.random.default_rng(0).integers(1, 2 * n, size=steps)
    for budget in budgets:  # train in uneven chunks, reading the table in between (the cache grows)
        learner.advance(int(budget))
        if len(trace):
            trace.row(len(trace))
        if learner.t >= steps:
            break
    assert len(trace) == learner.t >= steps
    block = trace.rows(1, steps + 1)
    np.testing.assert_array_equal(block.t, np.arange(1, steps + 1))
    np.testing.assert_array_equal(block.index, reference["index"])
    np.testing.assert_array_equal(block.epoch, reference["epoch"])
    np.testing.assert_array_equal(block.mistake, reference["mistake"])
    np.testing.assert_array_equal(block.score, reference["score"])
    np.testing.assert_array_equal(block.prediction, reference["prediction"])
    W_after, b_after = np.array(reference["w"]), np.array(reference["b"])
    if classes == 2:
        W_after, b_after = W_after[:, 0], b_after[:, 0]
        labels = np.where(y == 1, 1, -1)
    else:
        labels = y
    np.testing.assert_array_equal(block.w, W_after)
    np.testing.assert_array_equal(block.b, b_after)
    np.testing.assert_array_equal(block.x, X[reference["index"]])
    np.testing.assert_array_equal(block.y, labels[reference["index"]])
    # The order really was reshuffled (unless batch, which ignores shuffle), and row() agrees with rows().
    epochs = np.array(reference["index"][: 2 * n]).reshape(2, n)
    assert (epochs[0] != epochs[1]).any() == (variant != "batch")
    one = trace.row(n + 2)
    assert one.t == n + 2 and one.index == block.index[n + 1] and one.mistake == block.mistake[n + 1]
    np.testing.assert_array_equal(one.w, block.w[n + 1])


def test_batch_weights_change_only_at_an_epochs_last_row():
    X, y = _data(5, 2)
    learner = Learner(X, y, 2, variant="batch")
    learner.run_epoch()
    learner.run_epoch()
    block = Trace(learner).rows(1, len(learner.X) * 2 + 1)
    n = len(X)
    changes = np.flatnonzero((np.diff(block.w, axis=0) != 0).any(axis=1)) + 1  # rows whose w differs from the last
    assert changes.tolist() == [n - 1, 2 * n - 1]  # the last row of epoch 1 and of epoch 2 (0-based)
    assert block.mistake[:n].any()
    np.testing.assert_array_equal(block.w[-1], learner.coef[0])


def test_order_of_epoch_reproduces_every_order():
    X, y = _data(8, 2, n=17)
    for rng in (np.random.default_rng(4), np.random.RandomState(4), None):
        learner = Learner(X, y, 2, shuffle=True, rng=rng)
        seen = [[learner.step().index for _ in range(len(X))] for _ in range(5)]
        first_of_sixth = learner.step().index
        for epoch, order in enumerate(seen):
            assert learner.order_of_epoch(epoch).tolist() == order
        assert learner.order_of_epoch(5)[0] == first_of_sixth  # the current epoch: the order in use
        with pytest.raises(ValueError, match="not started"):
            learner.order_of_epoch(6)
    for variant, shuffle in (("batch", True), ("perceptron", False)):
        learner = Learner(X, y, 2, variant=variant, shuffle=shuffle, rng=np.random.default_rng(1))
        seen = [[learner.step().index for _ in range(len(X))] for _ in range(2)]
        assert seen[0] == seen[1] == list(range(len(X)))
        assert learner.order_of_epoch(0).tolist() == learner.order_of_epoch(2).tolist() == list(range(len(X)))


def test_order_of_the_current_epoch_is_the_one_in_use():
    X, y = _data(9, 2, n=11)
    learner = Learner(X, y, 2, shuffle=True, rng=np.random.default_rng(2))
    with pytest.raises(ValueError, match="not started"):
        learner.order_of_epoch(0)  # not drawn yet
    first = [learner.step().index for _ in range(4)]
    assert learner.order_of_epoch(0)[:4].tolist() == first
    rest = [learner.step().index for _ in range(len(X) - 4)]
    assert learner.order_of_epoch(0).tolist() == first + rest


def _rows_by_hand(trace: Trace) -> list[list[float]]:
    rows = []
    for t in range(1, len(trace) + 1):
        r = trace.row(t)
        rows.append([r.t, r.epoch, r.index, *r.x, r.y, *r.scores, r.prediction, int(r.mistake), *np.ravel(r.w)])
        rows[-1] += list(np.ravel(r.b))
    return rows


@pytest.mark.parametrize("classes", [2, 3])
def test_csv_round_trips_through_the_csv_module(tmp_path, classes):
    X, y = _data(11, classes, n=9)
    X = X / 3.0  # values without a short decimal form
    learner = Learner(X, y, classes, shuffle=True, rng=np.random.default_rng(0), eta=0.1)
    learner.run_epoch()
    learner.advance(4)
    trace = Trace(learner)
    path = tmp_path / "trace.csv"
    save_trace_csv(trace, path)
    with open(path, newline="") as f:
        table = list(csv.reader(f))
    header, body = table[0], table[1:]
    assert header[:5] == ["t", "epoch", "index", "x1", "x2"]
    assert len(header) == 3 + 2 + 1 + (1 if classes == 2 else classes) + 2 + (3 if classes == 2 else 3 * classes)
    assert len(body) == len(trace) == len(X) + 4
    assert [[float(v) for v in row] for row in body] == _rows_by_hand(trace)
    buffer = io.StringIO()
    trace.write_csv(buffer, mistakes_only=True)
    mistakes = list(csv.reader(io.StringIO(buffer.getvalue())))[1:]
    assert [int(row[0]) for row in mistakes] == trace.mistakes_only().tolist() != []
    assert all(row[header.index("mistake")] == "1" for row in mistakes)


def _loss_by_hand(W: list, b: list, X: list, y: list) -> float:
    """Note 003's L = sum max(0, -y a), or sum max(0, max_{r != y} s_r - s_y) for more classes, in plain loops."""
    loss = 0.0
    for x, label in zip(X, y, strict=True):
        s = [sum(wj * xj for wj, xj in zip(w, x, strict=True)) + bc for w, bc in zip(W, b, strict=True)]
        if len(s) == 1:
            loss += max(0.0, -(1 if label == 1 else -1) * s[0])
        else:
            loss += max(0.0, max(v for c, v in enumerate(s) if c != label) - s[label])
    return loss


def test_epoch_curves_match_the_weights_seen_at_each_epoch_end():
    for variant, classes in (("perceptron", 2), ("batch", 2), ("perceptron", 3), ("averaged", 2)):
        X, y = _data(12 + classes, classes, n=30)
        learner = Learner(X, y, classes, variant=variant, eta=0.5, shuffle=True, rng=np.random.default_rng(1))
        expected = {"mistakes": [], "errors": [], "loss": []}
        for _ in range(4):
            learner.run_epoch()
            W, b = learner.coef, learner.intercept
            expected["mistakes"].append(learner.mistakes_per_epoch[-1])
            expected["errors"].append(learner.training_errors())
            expected["loss"].append(_loss_by_hand(W.tolist(), b.tolist(), X.tolist(), y.tolist()))
        learner.advance(3)  # an unfinished epoch is not a point of the curves
        curves = epoch_curves(learner)
        assert curves.epochs.tolist() == [1, 2, 3, 4]
        assert curves.mistakes.tolist() == expected["mistakes"]
        assert curves.errors.tolist() == expected["errors"]
        np.testing.assert_allclose(curves.error_rate, np.array(expected["errors"]) / len(X))
        np.testing.assert_allclose(curves.loss, expected["loss"], rtol=1e-12, atol=1e-12)
        assert max(expected["loss"]) > 0


def test_intercept_columns_in_latex():
    X, y = _data(13, 2, n=5)
    learner = Learner(X, y, 2)
    learner.run_epoch()
    latex = Trace(learner).to_latex(start=2, stop=4)
    rows = [line for line in latex.splitlines() if line[:1].isdigit()]
    assert [row.split(" & ")[0] for row in rows] == ["2", "3"]
    assert r"$\mathbf{w}\cdot\mathbf{x} + b$" in latex and r"$b$ after" in latex
    assert all(len(row.split(" & ")) == 10 for row in rows)  # t, epoch, x₁, x₂, a, ŷ, y, mistake?, w, b


def test_refuses_what_it_cannot_show():
    X, y = _data(14, 2, n=6)
    with pytest.raises(ValueError, match="kernel"):
        Trace(Learner(X, y, 2, variant="kernel", kernel=make_kernel("rbf", X)))
    with pytest.raises(ValueError, match="history"):
        Trace(Learner(X, y, 2, record_history=False))
    learner = Learner(X, y, 2)
    trace = Trace(learner)
    assert len(trace) == 0 and len(trace.rows(1, 1)) == 0
    assert [line for line in trace.to_latex().splitlines() if line[:1].isdigit()] == []
    learner.advance(3)
    with pytest.raises(IndexError):
        trace.rows(0, 2)
    with pytest.raises(IndexError):
        trace.row(4)
    assert len(trace.rows(1, 4)) == 3


def test_epoch_curves_use_the_zero_score_rule():
    # Through the origin from w = 0 under "positive" (predict + iff a >= 0): (1, 0)+ scores 0, predicted +,
    # no mistake; (0, 1)- scores 0, predicted +, a mistake: w = (0, -1).  After the epoch (1, 0) scores 0
    # again (right: predicted +) and (0, 1) scores -1 (right).  Loss: max(0, -1 * 0) + max(0, -(-1)(-1)) = 0.
    X, y = np.array([[1.0, 0.0], [0.0, 1.0]]), np.array([1, 0])
    learner = Learner(X, y, 2, fit_intercept=False, zero_score="positive")
    learner.run_epoch()
    curves = epoch_curves(learner)
    assert curves.mistakes.tolist() == [1]
    assert curves.errors.tolist() == [0]
    assert curves.loss.tolist() == [0.0]


def test_exports_get_the_permissions_of_a_normal_file_and_keep_those_of_a_replaced_one(tmp_path):
    import os
    import stat

    trace = Trace(_cmu_learner())
    umask = os.umask(0)
    os.umask(umask)
    save_trace_csv(trace, tmp_path / "trace.csv")
    assert stat.S_IMODE(os.stat(tmp_path / "trace.csv").st_mode) == 0o666 & ~umask
    slide = tmp_path / "slide.tex"
    slide.write_text("old")
    os.chmod(slide, 0o640)
    save_trace_latex(trace, slide)
    assert stat.S_IMODE(os.stat(slide).st_mode) == 0o640
    assert slide.read_text().startswith("\\begin{tabular}")


def test_a_sampled_weight_path_keeps_the_start_the_last_update_and_states_of_the_run_in_order():
    rng = np.random.default_rng(4)
    X = rng.normal(size=(200, 2))
    y = rng.integers(0, 2, size=200)  # random labels: a mistake at about every other step
    learner = Learner(X, y, 2, zero_score="positive")
    states = [(learner.W.copy(), learner.b.copy())]  # the engine's own weights after each mistake, step by step
    for _ in range(3000):
        if learner.step().mistake:
            states.append((learner.W.copy(), learner.b.copy()))
    trace = Trace(learner)
    W, b = trace.sampled_states_until(3000, 100)
    assert len(W) == len(b) == 100 < len(states)
    assert np.array_equal(W[0], states[0][0]) and np.array_equal(b[0], states[0][1])
    assert np.array_equal(W[-1], states[-1][0]) and np.array_equal(b[-1], states[-1][1])
    where = [next(i for i, (Ws, bs) in enumerate(states) if np.array_equal(Ws, w) and np.array_equal(bs, c))
             for w, c in zip(W, b, strict=True)]  # fmt: skip
    assert where == sorted(where) and len(set(where)) == len(where)
    assert max(np.diff(where)) <= 2 * len(states) / 100  # spread over the whole run, not bunched at one end
    W_all, b_all = trace.sampled_states_until(40, 1000)  # fewer states than asked for: all of them
    first = states[: int(np.sum(learner.history[:, 2] <= 40)) + 1]
    assert len(W_all) == len(b_all) == len(first)
    for w, c, (Ws, bs) in zip(W_all, b_all, first, strict=True):
        assert np.array_equal(w, Ws) and np.array_equal(c, bs)
