"""The structured multiclass and the batch multiclass perceptron on a dense X equal a plain Python run, bit for bit.

Each class's score is w_c . x + b_c summed feature 0 first; the prediction is the first class with
the largest score; a mistake is the best other class scoring at least the true class's, and it moves
w_true by +eta x and w_other by -eta x (b by +-eta c**2 with an intercept).  The batch perceptron
collects those moves and applies them at the epoch's end, so w is fixed for an epoch.  The engine
scores the classes side by side (one pass over a row); every number it keeps (W, b, the pending
batch sums, the step, the history rows with the other class, each call's last example, score and
prediction) must equal the plain run's for 1 to 64 features, 3 to 12 classes (two classes are the
binary perceptron), a learning rate and a constant coordinate c other than 1, no intercept, calls
that stop at a mistake or after a few steps, shuffled orders, updates that would overflow, and with
numba disabled.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest

from core.learn.engine import Learner, OverflowTrainingError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class PlainMulticlass:
    """The multiclass perceptron in plain Python floats (``batch``: moves applied at the epoch's end).

    ``step`` raises OverflowError, changing nothing, where a score or the update would not be finite.
    """

    def __init__(self, W0, b0, eta=1.0, c=1.0, fit_intercept=True, batch=False):
        self.W = [[float(v) for v in row] for row in W0]
        self.b = [float(v) for v in b0]
        self.pend_W = [[0.0] * len(row) for row in self.W]
        self.pend_b = [0.0] * len(self.b)
        self.eta, self.c2, self.fit_intercept, self.batch = eta, c * c, fit_intercept, batch
        self.t = 0
        self.mistakes = []  # (example, epoch, step, other class)

    def step(self, x, label, i, epoch):
        """Look at example i; returns (true score minus best other's, prediction, mistake)."""
        scores = []
        for row, bc in zip(self.W, self.b, strict=True):
            s = 0.0
            for wj, xj in zip(row, x, strict=True):
                s += wj * xj
            s += bc
            if not math.isfinite(s):
                raise OverflowError("score")
            scores.append(s)
        other = max((c for c in range(len(scores)) if c != label), key=lambda c: (scores[c], -c))
        prediction = max(range(len(scores)), key=lambda c: (scores[c], -c))
        wrong = scores[other] >= scores[label]
        if wrong:
            W, b = (self.pend_W, self.pend_b) if self.batch else (self.W, self.b)
            up = [wj + xj * self.eta for wj, xj in zip(W[label], x, strict=True)]
            down = [wj + xj * -self.eta for wj, xj in zip(W[other], x, strict=True)]
            b_up = b[label] + self.eta * self.c2 if self.fit_intercept else b[label]
            b_down = b[other] + -self.eta * self.c2 if self.fit_intercept else b[other]
            if not all(math.isfinite(v) for v in [*up, *down, b_up, b_down]):
                raise OverflowError("weights")
            W[label], W[other], b[label], b[other] = up, down, b_up, b_down
            self.mistakes.append((i, epoch, self.t + 1, other))
        self.t += 1
        return scores[label] - scores[other], prediction, wrong

    def end_epoch(self):
        if self.batch:
            self.W = [[w + p for w, p in zip(r, q, strict=True)] for r, q in zip(self.W, self.pend_W, strict=True)]
            self.b = [w + p for w, p in zip(self.b, self.pend_b, strict=True)]
            self.pend_W = [[0.0] * len(row) for row in self.W]
            self.pend_b = [0.0] * len(self.b)


def class_data(n, d, k, seed, grid=False):
    """Rows labelled by the best of k random planes, some labels redrawn (or grid values: ties of scores)."""
    rng = np.random.default_rng(seed)
    X = rng.choice([-0.7, -0.3, -0.1, 0.0, 0.1, 0.3, 0.7], size=(n, d)) if grid else rng.standard_normal((n, d))
    y = np.argmax(X @ rng.standard_normal((d, k)) + rng.standard_normal(k), axis=1)
    redraw = rng.random(n) < 0.1
    y[redraw] = rng.integers(0, k, redraw.sum())
    return X, y


def bits(values):
    return np.asarray(values, dtype=np.float64).tobytes()


def assert_same(learner, plain):
    assert learner.t == plain.t
    assert [tuple(int(v) for v in row) for row in learner.history] == plain.mistakes
    assert bits(learner.coef) == bits(plain.W)
    assert bits(learner.intercept) == bits(plain.b)
    if plain.batch:
        assert bits(learner._pend_W) == bits(plain.pend_W)
        assert bits(learner._pend_b) == bits(plain.pend_b)


def replay(plain, X, y, order, epoch, start, stop):
    rows = X.tolist()
    last = None
    for i in order[start:stop]:
        last = (int(i), *plain.step(rows[i], int(y[i]), int(i), epoch))
    if stop == len(order):
        plain.end_epoch()
    return last


def make(X, y, k, batch, w0=None, b0=None, **options):
    learner = Learner(
        X, y, k, variant="batch" if batch else "perceptron", rng=np.random.default_rng(3),
        w0=None if w0 is None else np.array(w0), b0=None if b0 is None else np.array(b0), **options,
    )  # fmt: skip
    d = X.shape[1]
    plain = PlainMulticlass(
        [[0.0] * d for _ in range(k)] if w0 is None else w0, [0.0] * k if b0 is None else b0,
        eta=options.get("eta", 1.0), c=options.get("constant", 1.0),
        fit_intercept=options.get("fit_intercept", True), batch=batch,
    )  # fmt: skip
    return learner, plain


@pytest.mark.parametrize("batch", [False, True])
@pytest.mark.parametrize(("d", "k"), [(1, 3), (2, 3), (3, 5), (7, 8), (20, 9), (64, 12), (13, 10)])
@pytest.mark.parametrize(
    ("eta", "c", "fit_intercept", "zero_score", "shuffle", "grid"),
    [
        (1.0, 1.0, True, "mistake", False, False),
        (0.3, 2.0, True, "positive", True, True),
        (2.5, 0.5, False, "negative", True, False),
    ],
)
def test_whole_epochs_equal_the_plain_multiclass_perceptron(
    batch, d, k, eta, c, fit_intercept, zero_score, shuffle, grid
):
    X, y = class_data(900, d, k, seed=d * 13 + k, grid=grid)
    learner, plain = make(
        X, y, k, batch, eta=eta, constant=c, fit_intercept=fit_intercept, zero_score=zero_score, shuffle=shuffle
    )
    for _ in range(3):
        learner.advance(0)
        result = learner.advance()
        epoch = learner.epoch - 1
        last = replay(plain, X, y, learner.order_of_epoch(epoch), epoch, 0, len(X))
        assert (result.index, result.score, result.prediction, result.mistake) == last
    assert len(plain.mistakes) > 50
    assert_same(learner, plain)


@pytest.mark.parametrize("batch", [False, True])
@pytest.mark.parametrize(("d", "k"), [(1, 4), (5, 3), (20, 11)])
def test_short_calls_and_calls_to_the_next_mistake_report_each_step_as_the_plain_rule(batch, d, k):
    X, y = class_data(400, d, k, seed=40 + d, grid=True)
    learner, plain = make(X, y, k, batch, eta=0.5, constant=2.0, shuffle=True)
    rng = np.random.default_rng(d)
    while learner.epoch < 3:
        learner.advance(0)
        epoch, start = learner.epoch, learner.pos
        result = learner.advance(int(rng.integers(1, 9)), stop_on_mistake=bool(rng.integers(0, 2)))
        order = learner.order_of_epoch(epoch)
        last = replay(plain, X, y, order, epoch, start, start + result.n_steps)
        assert (result.index, result.score, result.prediction, result.mistake) == last
        assert_same(learner, plain)
    assert len(plain.mistakes) > 30


@pytest.mark.parametrize("batch", [False, True])
def test_from_nonzero_weights_and_an_overflowing_update_nothing_changes(batch):
    X, y = class_data(300, 6, 4, seed=5)
    X[150] *= 1e300
    rng = np.random.default_rng(1)
    w0 = rng.standard_normal((4, 6)).tolist()
    b0 = [0.5, -0.25, 1.0, 0.0]
    y[150] = np.argmin(X[150] @ np.array(w0).T)  # a mistake whose update overflows
    learner, plain = make(X, y, 4, batch, w0=w0, b0=b0, eta=1e10)
    with pytest.raises(OverflowError):
        replay(plain, X, y, np.arange(300), 0, 0, 300)
    with pytest.raises(OverflowTrainingError):
        learner.advance()
    assert learner.pos == plain.t
    assert_same(learner, plain)


def test_numba_disabled_gives_the_same_weights():
    script = (
        "import json, numpy as np; from core.learn.engine import Learner\n"
        "rng = np.random.default_rng(0); X = rng.standard_normal((500, 11)); y = rng.integers(0, 7, 500)\n"
        "out = {}\n"
        "for v in ('perceptron', 'batch'):\n"
        "    l = Learner(X, y, 7, variant=v, eta=0.7, constant=1.5, shuffle=True, rng=np.random.default_rng(2))\n"
        "    [l.advance() for _ in range(3)]\n"
        "    out[v] = [l.coef.tobytes().hex(), l.intercept.tobytes().hex(), l.history.tolist()]\n"
        "print(json.dumps(out))\n"
    )
    runs = []
    for disabled in ("0", "1"):
        env = {**os.environ, "NUMBA_DISABLE_JIT": disabled, "PYTHONPATH": ROOT}
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1]
    assert runs[0]["perceptron"][2]
