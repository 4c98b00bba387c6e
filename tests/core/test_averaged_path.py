"""The averaged perceptron on a dense X: the engine equals a plain Python averaged perceptron, bit for bit.

The averaged weights are the mean of w after each example looked at.  The engine keeps the running
sum of w lazily, as the lecture does: at a mistake on step t the sum is brought up to step t - 1 by
adding w * (t - 1 - s), s the step it covered, and only then w changes; the averages add w times the
steps since the last mistake.  Every number the engine keeps (w, b, the averaging sums and their
step, the history of mistakes, each call's last example) must come out as that rule computed one
example at a time in plain Python floats, for one feature or many, a learning rate and a constant
coordinate c other than 1, no intercept, each zero rule, calls that stop at a mistake or after a few
steps, shuffled orders, updates that would overflow, and with numba disabled.  The fitted
``AveragedPerceptron`` equals scikit-learn's ``SGDClassifier(loss="perceptron", average=True)`` to
rtol 1e-9 (scikit-learn sums its averages in another order).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest
from sklearn.linear_model import SGDClassifier

from core import AveragedPerceptron
from core.learn.engine import Learner, OverflowTrainingError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class PlainAveraged:
    """The averaged perceptron in plain Python floats, its running sum kept lazily (brought up to date at a mistake).

    ``step`` looks at one example; it raises OverflowError, changing nothing, where a score, the
    running sums or the update would not be finite.
    """

    def __init__(self, w0, b0, eta=1.0, c=1.0, fit_intercept=True, zero_score="mistake"):
        self.w = [float(v) for v in w0]
        self.b = float(b0)
        self.sum_w = [0.0] * len(self.w)
        self.sum_b = 0.0
        self.covered = 0  # the running sums cover steps 1..covered
        self.t = 0
        self.eta, self.c2, self.fit_intercept, self.zero_score = eta, c * c, fit_intercept, zero_score
        self.mistakes = []  # (example, epoch, step)

    def step(self, x, label, i, epoch):
        """Look at example i (x, label in {-1, +1}); returns (score, mistake)."""
        score = 0.0
        for wj, xj in zip(self.w, x, strict=True):
            score += wj * xj
        score += self.b
        if not math.isfinite(score):
            raise OverflowError("score")
        if self.zero_score == "mistake":
            wrong = label * score <= 0.0
        else:
            positive = score >= 0.0 if self.zero_score == "positive" else score > 0.0
            wrong = positive != (label > 0)
        if wrong:
            gap = self.t - self.covered
            if gap > 0:
                sum_w = [s + wj * gap for s, wj in zip(self.sum_w, self.w, strict=True)]
                sum_b = self.sum_b + self.b * gap
                if not all(math.isfinite(v) for v in [*sum_w, sum_b]):
                    raise OverflowError("average")
                self.sum_w, self.sum_b = sum_w, sum_b
            self.covered = self.t
            u = self.eta * label
            w = [wj + xj * u for wj, xj in zip(self.w, x, strict=True)]
            b = self.b + u * self.c2 if self.fit_intercept else self.b
            if not all(math.isfinite(v) for v in [*w, b]):
                raise OverflowError("weights")
            self.w, self.b = w, b
            self.mistakes.append((i, epoch, self.t + 1))
        self.t += 1
        return score, wrong

    def state(self):
        """(sum of w, sum of b) brought up to step t, as the engine's averaging_state gives them."""
        gap = self.t - self.covered
        return [s + wj * gap for s, wj in zip(self.sum_w, self.w, strict=True)], self.sum_b + self.b * gap

    def averaged(self):
        """The mean of (w, b) after each step, as the engine computes it."""
        if self.t == 0:
            return self.w, self.b
        sum_w, sum_b = self.state()
        return [s / self.t for s in sum_w], sum_b / self.t


def noisy_data(n, d, seed, noise=0.1, grid=False):
    """Gaussian rows (or values like +-0.1, +-0.3, +-0.7: scores of exactly 0) labelled by a plane, some flipped."""
    rng = np.random.default_rng(seed)
    X = rng.choice([-0.7, -0.3, -0.1, 0.0, 0.1, 0.3, 0.7], size=(n, d)) if grid else rng.standard_normal((n, d))
    y = np.where(X @ np.linspace(1.0, -0.5, d) + 0.05 > 0, 1, -1)
    flip = rng.random(n) < noise
    y[flip] = -y[flip]
    return X, y


def learner_for(X, y, **options):
    return Learner(
        X, (np.asarray(y) > 0).astype(np.int64), 2, variant="averaged", rng=np.random.default_rng(3), **options
    )


def plain_for(X, **options):
    d = X.shape[1]
    return PlainAveraged(options.pop("w0", [0.0] * d), options.pop("b0", 0.0), **options)


def replay(plain, X, y, order, epoch, start, stop):
    """The plain run over order[start:stop]; the last (example, score, mistake) or None."""
    rows = X.tolist()
    last = None
    for i in order[start:stop]:
        score, wrong = plain.step(rows[i], float(y[i]), int(i), epoch)
        last = (int(i), score, wrong)
    return last


def bits(values):
    return np.asarray(values, dtype=np.float64).tobytes()


def assert_same(learner, plain):
    """Every number the engine keeps equals the plain run's, to the bit."""
    assert learner.t == plain.t
    assert [tuple(int(v) for v in row[:3]) for row in learner.history] == plain.mistakes
    assert np.all(learner.history[:, 3] == -1)
    assert bits(learner.coef.ravel()) == bits(plain.w)
    assert bits(learner.intercept) == bits([plain.b])
    sum_w, sum_b, t = learner.averaging_state()
    plain_sum_w, plain_sum_b = plain.state()
    assert t == plain.t
    assert bits(sum_w.ravel()) == bits(plain_sum_w)
    assert bits(sum_b) == bits([plain_sum_b])
    avg_w, avg_b = learner.averaged()
    plain_avg_w, plain_avg_b = plain.averaged()
    assert bits(avg_w.ravel()) == bits(plain_avg_w)
    assert bits(avg_b) == bits([plain_avg_b])


def run_epochs(learner, plain, X, y, epochs):
    """Whole epochs (one call each, as a fit runs them) on both."""
    for _ in range(epochs):
        learner.advance(0)  # draws a shuffled epoch's order without looking at an example
        learner.advance()
        epoch = learner.epoch - 1
        order = learner.order_of_epoch(epoch)
        replay(plain, X, y, order, epoch, 0, len(order))


@pytest.mark.parametrize("d", [1, 2, 3, 20, 64])
@pytest.mark.parametrize(
    ("eta", "c", "fit_intercept", "zero_score", "shuffle"),
    [
        (1.0, 1.0, True, "mistake", False),
        (0.3, 1.0, True, "positive", True),
        (1.0, 0.5, True, "negative", False),
        (2.5, 3.0, False, "mistake", True),
    ],
)
def test_whole_epochs_equal_the_plain_averaged_perceptron(d, eta, c, fit_intercept, zero_score, shuffle):
    X, y = noisy_data(4500 if d < 64 else 4200, d, seed=d + int(10 * eta), grid=zero_score != "mistake")
    options = {"eta": eta, "c": c, "fit_intercept": fit_intercept, "zero_score": zero_score}
    learner = learner_for(
        X, y, eta=eta, constant=c, fit_intercept=fit_intercept, zero_score=zero_score, shuffle=shuffle
    )
    plain = plain_for(X, **options)
    run_epochs(learner, plain, X, y, 3)
    assert len(plain.mistakes) > 300  # many mistakes, many in a row
    assert_same(learner, plain)


def test_a_run_from_nonzero_weights_with_rare_mistakes_equals_the_plain_run():
    """Long runs without a mistake (handed to the block scan) between mistakes, from w0 and b0 far from 0."""
    X, y = noisy_data(6000, 5, seed=2, noise=0.002)
    w0, b0 = [3.0, -1.0, 0.5, 0.25, -2.0], 0.75
    learner = learner_for(X, y, w0=np.array([w0]), b0=np.array([b0]))
    plain = plain_for(X, w0=w0, b0=b0)
    run_epochs(learner, plain, X, y, 4)
    assert 30 < len(plain.mistakes) < 2000
    assert_same(learner, plain)


@pytest.mark.parametrize("d", [1, 2, 3, 20])
@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
def test_calls_of_a_few_steps_and_to_the_next_mistake_report_each_step_as_the_plain_rule(d, zero_score):
    X, y = noisy_data(700, d, seed=11 + d, grid=True)
    learner = learner_for(X, y, zero_score=zero_score, eta=0.5, constant=2.0)
    plain = plain_for(X, zero_score=zero_score, eta=0.5, c=2.0)
    rng = np.random.default_rng(d)
    order = np.arange(len(X))
    zero_scores = 0
    while learner.epoch < 3:
        epoch, start = learner.epoch, learner.pos
        if rng.random() < 0.5:
            result = learner.advance(stop_on_mistake=True)
        else:
            result = learner.advance(int(rng.integers(1, 40)))
        i, score, wrong = replay(plain, X, y, order, epoch, start, start + result.n_steps)
        assert_same(learner, plain)
        assert (result.index, result.mistake) == (i, wrong)
        assert bits([result.score]) == bits([score])  # +0.0 is not -0.0
        positive = score >= 0.0 if zero_score == "positive" else score > 0.0
        assert result.prediction == (1 if positive else -1)
        zero_scores += score == 0.0
    assert zero_scores > 0  # some calls ended on a score of exactly 0


@pytest.mark.parametrize("d", [2, 20])
def test_an_averaged_fit_equals_scikit_learns_sgd_classifier(d):
    X, y = noisy_data(20000, d, seed=40 + d, noise=0.05)
    ours = AveragedPerceptron(until_converged=False, max_iter=5).fit(X, y)
    ref = SGDClassifier(
        loss="perceptron", learning_rate="constant", eta0=1.0, penalty=None, average=True,
        shuffle=False, tol=None, max_iter=5,
    ).fit(X, y)  # fmt: skip
    np.testing.assert_allclose(ours.coef_, ref.coef_, rtol=1e-9, atol=1e-9 * np.abs(ref.coef_).max())
    np.testing.assert_allclose(ours.intercept_, ref.intercept_, rtol=1e-9, atol=1e-9 * np.abs(ref.coef_).max())
    assert ours.n_mistakes_ > 1000


def overflow_case(kind, d):
    """(X, y, w0, b0, eta, c, the example where the plain rule raises)."""
    X = np.full((3, d), 0.5)
    y = np.array([1, 1, 1])
    w0 = [0.0] * d
    if kind == "score":  # example 1's score is inf
        X[1, 0] = np.inf
        return X, y, [1.0, *w0[1:]], 0.0, 1.0, 1.0, 1
    if kind == "weights":  # example 1: score -4, a mistake whose update overflows w (after the sums' fold)
        X[1] = 4.0
        X[1, 0] = -4.0
        return X, y, [1.0, *w0[1:]], 0.0, 1e308, 1.0, 1
    if kind == "intercept":  # example 1: a mistake; the new w is finite, b + 1e308 * c**2 is not
        X[1] = 0.0
        X[1, 0] = -1.0
        return X, y, [1e308, *w0[1:]], 1e308 / 3.0, 1e308, 3.0, 1
    # "average": example 0 is a mistake that sets b = 1.5e308, example 2 another whose running sum overflows
    X[:] = 0.0
    X[0, 0] = -1.0
    X[2, 0] = 1.0
    return X, np.array([1, 1, -1]), w0, 0.0, 1.5e308, 1.0, 2


@pytest.mark.parametrize("kind", ["score", "weights", "intercept", "average"])
@pytest.mark.parametrize("d", [1, 2, 20])
def test_an_overflow_stops_at_its_example_with_the_weights_and_averages_as_they_were(kind, d):
    X, y, w0, b0, eta, c, where = overflow_case(kind, d)
    plain = plain_for(X, w0=w0, b0=b0, eta=eta, c=c)
    with pytest.raises(OverflowError):
        replay(plain, X, y, np.arange(3), 0, 0, 3)
    assert plain.t == where
    learner = learner_for(X, y, w0=np.array([w0]), b0=np.array([b0]), eta=eta, constant=c)
    what = {"score": "score", "weights": "weights", "intercept": "weights", "average": "running sum"}[kind]
    with pytest.raises(OverflowTrainingError, match=f"{what}.*at example {where}"):
        learner.run_epoch()
    with np.errstate(over="ignore"):  # after a running sum's overflow the averages are infinite: on both sides
        assert_same(learner, plain)


_NO_JIT_SCRIPT = """
import json, sys
import numpy as np
from core.learn.engine import Learner
data = json.load(sys.stdin)
X, y = np.array(data["X"]), np.array(data["y"])
out = []
for d in (1, 2, 3, 9):
    learner = Learner(X[:, :d], (y > 0).astype(np.int64), 2, variant="averaged", eta=0.5, constant=2.0,
                      zero_score="positive")
    for _ in range(3):
        learner.advance(17)
        learner.advance(stop_on_mistake=True)
        learner.run_epoch()
    sum_w, sum_b, t = learner.averaging_state()
    out.append({"w": learner.coef.ravel().tolist(), "b": float(learner.intercept[0]), "t": t,
                "sum_w": sum_w.ravel().tolist(), "sum_b": float(sum_b[0]), "history": learner.history.tolist()})
json.dump(out, sys.stdout)
"""


def test_the_same_runs_as_python_with_numba_disabled():
    X, y = noisy_data(300, 9, seed=8, grid=True)
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1", "PYTHONPATH": ROOT}
    done = subprocess.run(
        [sys.executable, "-c", _NO_JIT_SCRIPT], input=json.dumps({"X": X.tolist(), "y": y.tolist()}),
        capture_output=True, text=True, env=env, cwd=ROOT, check=True,
    )  # fmt: skip
    for d, out in zip((1, 2, 3, 9), json.loads(done.stdout), strict=True):
        plain = plain_for(X[:, :d], zero_score="positive", eta=0.5, c=2.0)
        for epoch in range(3):
            replay(plain, X[:, :d], y, np.arange(300), epoch, 0, 300)
        sum_w, sum_b = plain.state()
        assert [tuple(row[:3]) for row in out["history"]] == plain.mistakes
        assert (out["w"], out["b"], out["t"]) == (plain.w, plain.b, plain.t)
        assert (out["sum_w"], out["sum_b"]) == (sum_w, sum_b)
