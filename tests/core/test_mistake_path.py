"""The two-feature perceptron's mistakes, handled inline: the engine equals a plain Python perceptron, bit for bit.

On two features ``core.learn.linear_runs.linear_run`` keeps w and b in locals and updates them where it
finds a mistake (the loop goes on with the next example), handing long runs without a mistake to the
block scan.  Mistakes in a row, at the first and the last example, right before and after the hand-off
to the blocks, calls that stop at a mistake or after a few steps, a learning rate and a constant
coordinate c other than 1 (the intercept moves by eta * y * c**2), each zero rule, and updates that
would overflow must all come out as the textbook rule computed one example at a time in plain
Python floats (each score summed feature 0 first, then + b: scikit-learn's order).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest

from core.learn._loops import FIRST_BLOCK, HEAD
from core.learn.engine import Learner, OverflowTrainingError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def plain_perceptron(X, y, orders, zero_score="mistake", eta=1.0, c=1.0, fit_intercept=True, w0=(0.0, 0.0), b0=0.0):
    """The perceptron in plain Python floats.

    Returns (w, b, mistakes as (example, epoch, step), each step's (example, score, mistake)); raises
    OverflowError(step) where a score or an update is not finite (w and b then stay as they were).
    """
    rows = np.asarray(X, dtype=np.float64).tolist()
    w = [float(v) for v in w0]
    b = float(b0)
    c2 = c * c
    mistakes, steps = [], []
    for epoch, order in enumerate(orders):
        for i in order:
            score = 0.0
            for wj, xj in zip(w, rows[i], strict=True):
                score += wj * xj
            score += b
            if not math.isfinite(score):
                raise OverflowError(len(steps))
            if zero_score == "mistake":
                wrong = y[i] * score <= 0.0
            else:
                positive = score >= 0.0 if zero_score == "positive" else score > 0.0
                wrong = positive != (y[i] > 0)
            steps.append((int(i), score, wrong))
            if wrong:
                u = eta * float(y[i])
                new_w = [wj + xj * u for wj, xj in zip(w, rows[i], strict=True)]
                new_b = b + u * c2 if fit_intercept else b
                if not all(math.isfinite(v) for v in [*new_w, new_b]):
                    raise OverflowError(len(steps) - 1)
                w, b = new_w, new_b
                mistakes.append((int(i), epoch, len(steps)))
    return np.array(w), b, mistakes, steps


def learner_for(X, y, **options):
    return Learner(X, (np.asarray(y) > 0).astype(np.int64), 2, rng=np.random.default_rng(3), **options)


def run_epochs(learner, epochs):
    """Whole epochs, as a fit runs them; returns each epoch's order."""
    orders = []
    for _ in range(epochs):
        learner.advance(0)  # draws a shuffled epoch's order without looking at an example
        learner.advance()
        orders.append(learner.order_of_epoch(learner.epoch - 1))
    return orders


def assert_same(learner, plain):
    w, b, mistakes, _ = plain
    assert [tuple(int(v) for v in row[:3]) for row in learner.history] == mistakes
    assert np.all(learner.history[:, 3] == -1)
    np.testing.assert_array_equal(learner.coef.ravel(), w)
    assert learner.intercept[0] == b


def grid_data(n, seed, noise=0.1):
    """Values like +-0.1, +-0.3, +-0.7 (many scores of exactly 0), labels of a line with ``noise`` of them flipped."""
    rng = np.random.default_rng(seed)
    X = rng.choice([-0.7, -0.3, -0.1, 0.0, 0.1, 0.3, 0.7], size=(n, 2))
    y = np.where(X[:, 0] - 0.5 * X[:, 1] + 0.05 > 0, 1, -1)
    flip = rng.random(n) < noise
    y[flip] = -y[flip]
    return X, y


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize(("eta", "c"), [(1.0, 1.0), (0.3, 1.0), (1.0, 0.5), (2.5, 3.0)])
@pytest.mark.parametrize("fit_intercept", [True, False])
@pytest.mark.parametrize("shuffle", [False, True])
def test_noisy_epochs_equal_the_plain_perceptron(zero_score, eta, c, fit_intercept, shuffle):
    X, y = grid_data(3000, seed=int(eta * 10 + c * 100))
    learner = learner_for(
        X, y, zero_score=zero_score, eta=eta, constant=c, fit_intercept=fit_intercept, shuffle=shuffle
    )
    orders = run_epochs(learner, 3)
    plain = plain_perceptron(X, y, orders, zero_score, eta, c, fit_intercept)
    assert len(plain[2]) > 300  # many mistakes, many of them in a row
    assert_same(learner, plain)


def separable_with_planted_mistakes(n, planted, seed=0):
    """Gaussian rows labelled by w = (1, -0.5), b = 0.2 (no score near 0), with the labels at ``planted`` flipped."""
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((4 * n, 2))
    X = X[np.abs(X @ [1.0, -0.5] + 0.2) > 0.3][:n]
    y = np.where(X @ [1.0, -0.5] + 0.2 > 0, 1, -1)
    y[planted] = -y[planted]
    return X, y


# From a mistake at m, examples m + 1 ... m + HEAD are looked at one by one and the rest goes to the blocks of
# FIRST_BLOCK, 2 * FIRST_BLOCK, ... examples: m + HEAD + 1 is the first of them, m + HEAD + 16 the last of the first.
EDGES = [HEAD - 1, HEAD, HEAD + 1, HEAD + 2] + [HEAD + k * FIRST_BLOCK + e for k in (1, 3, 7) for e in (0, 1)]


@pytest.mark.parametrize("at", EDGES)
def test_a_planted_mistake_before_and_after_the_hand_off_to_the_blocks(at):
    n = 2000
    planted = [0, 1, 2, 2 + at, 1000, 1001, n - 1]  # in a row at the start, at the edge, two in a row, the last row
    X, y = separable_with_planted_mistakes(n, planted)
    w0, b0 = (10000.0, -5000.0), 2000.0  # far from the data: the updates leave every other example correct
    learner = learner_for(X, y, w0=np.array([w0]), b0=np.array([b0]))
    orders = run_epochs(learner, 2)
    plain = plain_perceptron(X, y, orders, w0=w0, b0=b0)
    assert [(i, epoch) for i, epoch, _ in plain[2]] == [(i, epoch) for epoch in (0, 1) for i in planted]
    assert_same(learner, plain)


@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
def test_calls_of_a_few_steps_and_to_the_next_mistake_report_each_step_as_the_plain_rule(zero_score):
    X, y = grid_data(700, seed=11)
    learner = learner_for(X, y, zero_score=zero_score, eta=0.5, constant=2.0)
    rng = np.random.default_rng(0)
    results = []
    while learner.epoch < 3:
        if rng.random() < 0.5:
            results.append(learner.advance(stop_on_mistake=True))
        else:
            results.append(learner.advance(int(rng.integers(1, 40))))
    plain = plain_perceptron(X, y, [np.arange(len(X))] * 3, zero_score, eta=0.5, c=2.0)
    assert_same(learner, plain)
    steps = plain[3]
    zero_steps = 0
    for result in results:
        if result.n_steps == 0:
            continue
        i, score, wrong = steps[result.step - 1]
        assert (result.index, result.mistake) == (i, wrong)
        assert np.float64(result.score).tobytes() == np.float64(score).tobytes()  # +0.0 is not -0.0
        positive = score >= 0.0 if zero_score == "positive" else score > 0.0
        assert result.prediction == (1 if positive else -1)
        zero_steps += score == 0.0
    assert zero_steps > 0  # some calls ended on a score of exactly 0


def test_an_update_that_would_overflow_w_stops_with_w_and_b_as_they_were():
    X = np.array([[0.5, 0.5], [1.0, -1.0], [0.5, 0.5]])
    y = np.array([1, 1, 1])
    w0, b0 = (1e308, 1e308), 0.0
    learner = learner_for(X, y, w0=np.array([w0]), b0=np.array([b0]), eta=1e308)
    with pytest.raises(OverflowError) as plain_error:
        plain_perceptron(X, y, [range(3)], eta=1e308, w0=w0, b0=b0)
    with pytest.raises(OverflowTrainingError, match="example 1"):
        learner.run_epoch()
    assert plain_error.value.args[0] == 1  # the score 1e308 - 1e308 = 0 is a mistake; 1e308 + 1e308 overflows
    np.testing.assert_array_equal(learner.coef.ravel(), w0)
    assert learner.intercept[0] == b0


@pytest.mark.parametrize("c", [1.0, 3.0])
def test_an_update_that_would_overflow_only_the_intercept_changes_neither_w_nor_b(c):
    X = np.array([[0.25, 2.0], [-1.0, 0.0]])
    y = np.array([1, 1])
    w0, b0 = (1e308, 0.0), 1e308 / c  # example 1: score -1e308 + b, a mistake; b + 1e308 * c**2 overflows
    learner = learner_for(X, y, w0=np.array([w0]), b0=np.array([b0]), eta=1e308, constant=c)
    with pytest.raises(OverflowError) as plain_error:
        plain_perceptron(X, y, [range(2)], eta=1e308, c=c, w0=w0, b0=b0)
    assert plain_error.value.args[0] == 1
    with pytest.raises(OverflowTrainingError, match="example 1"):
        learner.run_epoch()
    np.testing.assert_array_equal(learner.coef.ravel(), w0)  # the new w, 0.0, would have been finite
    assert learner.intercept[0] == b0


@pytest.mark.parametrize("bad", [np.inf, np.nan])
def test_a_score_that_is_not_finite_after_a_run_of_mistakes_stops_at_its_example(bad):
    X, y = grid_data(300, seed=4)
    X[250, 1] = bad
    learner = learner_for(X, y)
    with pytest.raises(OverflowTrainingError, match="example 250"):
        learner.run_epoch()
    w, b, mistakes, _ = plain_perceptron(X[:250], y[:250], [range(250)])
    assert [tuple(int(v) for v in row[:3]) for row in learner.history] == mistakes
    np.testing.assert_array_equal(learner.coef.ravel(), w)
    assert learner.intercept[0] == b


_NO_JIT_SCRIPT = """
import json, sys
import numpy as np
from core.learn.engine import Learner
data = json.load(sys.stdin)
X, y = np.array(data["X"]), np.array(data["y"])
learner = Learner(X, (y > 0).astype(np.int64), 2, eta=0.5, constant=2.0, zero_score="positive")
for _ in range(3):
    learner.advance(17)
    learner.advance(stop_on_mistake=True)
    learner.run_epoch()
json.dump({"w": learner.coef.ravel().tolist(), "b": float(learner.intercept[0]),
           "history": learner.history.tolist(), "epoch": learner.epoch, "pos": learner.pos}, sys.stdout)
"""


def test_the_same_run_as_python_with_numba_disabled():
    X, y = grid_data(400, seed=8)
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1", "PYTHONPATH": ROOT}
    done = subprocess.run(
        [sys.executable, "-c", _NO_JIT_SCRIPT], input=json.dumps({"X": X.tolist(), "y": y.tolist()}),
        capture_output=True, text=True, env=env, cwd=ROOT, check=True,
    )  # fmt: skip
    out = json.loads(done.stdout)
    assert (out["epoch"], out["pos"]) == (3, 0)
    w, b, mistakes, _ = plain_perceptron(X, y, [range(400)] * 3, "positive", eta=0.5, c=2.0)
    assert [tuple(row[:3]) for row in out["history"]] == mistakes
    assert out["w"] == w.tolist() and out["b"] == b


def run_fit_epochs(learner, epochs):
    """Whole epochs without history, one call each as ``Perceptron.fit`` runs them: each epoch's order, last StepResult.

    (Without history the learner keeps no past orders: a shuffled epoch's order is drawn again from a generator
    seeded as :func:`learner_for` seeds the learner's.)
    """
    rng = np.random.default_rng(3)
    orders, ends = [], []
    for _ in range(epochs):
        ends.append(learner.advance())
        orders.append(rng.permutation(learner.n_samples) if learner.shuffle else np.arange(learner.n_samples))
    return orders, ends


def assert_same_fit(learner, plain, orders, ends):
    """Weights, mistakes per epoch and each epoch's last step (example, score bits, mistake, prediction) as plain."""
    w, b, mistakes, steps = plain
    np.testing.assert_array_equal(learner.coef.ravel(), w)
    assert learner.intercept[0] == b
    assert learner.mistakes_per_epoch == [sum(1 for _, e, _ in mistakes if e == epoch) for epoch in range(len(orders))]
    for epoch, end in enumerate(ends):
        i, score, wrong = steps[(epoch + 1) * len(orders[epoch]) - 1]
        assert (end.index, end.mistake) == (i, wrong)
        assert np.float64(end.score).tobytes() == np.float64(score).tobytes()  # +0.0 is not -0.0
        assert end.prediction == (1 if score > 0.0 else -1)


FIT_ROWS = 6000  # more than the engine's _BOUND_FROM steps per call: the loop runs without its overflow checks


@pytest.mark.parametrize(("eta", "c"), [(1.0, 1.0), (0.3, 1.0), (1.0, 0.5), (2.5, 3.0)])
@pytest.mark.parametrize("fit_intercept", [True, False])
@pytest.mark.parametrize("shuffle", [False, True])
def test_fit_epochs_without_history_equal_the_plain_perceptron(eta, c, fit_intercept, shuffle):
    X, y = grid_data(FIT_ROWS, seed=int(eta * 10 + c * 100) + 1)
    learner = learner_for(X, y, eta=eta, constant=c, fit_intercept=fit_intercept, shuffle=shuffle, record_history=False)
    orders, ends = run_fit_epochs(learner, 3)
    plain = plain_perceptron(X, y, orders, "mistake", eta, c, fit_intercept)
    assert len(plain[2]) > 600  # many mistakes, many of them in a row, many on a score of exactly 0
    assert sum(1 for _, score, _ in plain[3] if score == 0.0) > 100
    assert_same_fit(learner, plain, orders, ends)


@pytest.mark.parametrize("at", EDGES)
@pytest.mark.parametrize("shuffle", [False, True])
def test_fit_epochs_with_planted_mistakes_at_the_hand_off_and_the_last_example(at, shuffle):
    planted = [0, 1, 2, 2 + at, 3000, 3001, FIT_ROWS - 1]
    X, y = separable_with_planted_mistakes(FIT_ROWS, planted)
    w0, b0 = (10000.0, -5000.0), 2000.0  # far from the data: the updates leave every other example correct
    learner = learner_for(X, y, w0=np.array([w0]), b0=np.array([b0]), shuffle=shuffle, record_history=False)
    orders, ends = run_fit_epochs(learner, 2)
    plain = plain_perceptron(X, y, orders, w0=w0, b0=b0)
    assert sorted(i for i, _, _ in plain[2]) == sorted(planted * 2)
    assert_same_fit(learner, plain, orders, ends)
    if not shuffle:
        assert ends[0].mistake and ends[0].index == FIT_ROWS - 1  # the epoch ended on a mistake


_NO_JIT_FIT_SCRIPT = """
import json, sys
import numpy as np
from core.learn.engine import Learner
data = json.load(sys.stdin)
X, y = np.array(data["X"]), np.array(data["y"])
learner = Learner(X, (y > 0).astype(np.int64), 2, eta=0.5, constant=2.0, record_history=False)
ends = [learner.advance() for _ in range(2)]
json.dump({"w": learner.coef.ravel().tolist(), "b": float(learner.intercept[0]),
           "mistakes": learner.mistakes_per_epoch, "ends": [[e.index, e.score, e.mistake] for e in ends]}, sys.stdout)
"""


def test_the_same_fit_epochs_as_python_with_numba_disabled():
    X, y = grid_data(FIT_ROWS, seed=9)
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1", "PYTHONPATH": ROOT}
    done = subprocess.run(
        [sys.executable, "-c", _NO_JIT_FIT_SCRIPT], input=json.dumps({"X": X.tolist(), "y": y.tolist()}),
        capture_output=True, text=True, env=env, cwd=ROOT, check=True,
    )  # fmt: skip
    out = json.loads(done.stdout)
    w, b, mistakes, steps = plain_perceptron(X, y, [range(FIT_ROWS)] * 2, eta=0.5, c=2.0)
    assert out["w"] == w.tolist() and out["b"] == b
    assert out["mistakes"] == [sum(1 for _, e, _ in mistakes if e == epoch) for epoch in (0, 1)]
    assert out["ends"] == [list(steps[FIT_ROWS - 1]), list(steps[2 * FIT_ROWS - 1])]
