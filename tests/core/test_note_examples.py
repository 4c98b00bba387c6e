"""The notes' own examples, bundled with the app, reproduce the notes' numbers.

Every expected number below is worked out by hand from the notes' text (the rule of note 004:
score 0 counts as an error, theta(k+1) = theta(k) + y x, theta_0(k+1) = theta_0(k) + y; equation (11):
y theta(k+1).x = y theta(k).x + ||x||^2; the theorem's bound (R / gamma)^2), never taken from our code.
"""

import math
from pathlib import Path

import numpy as np
import pytest

from core.files.document_json import load_document
from core.session.engine_run import make_learner
from core.teach.theory import max_margin
from core.teach.trace import Trace

EXAMPLES = Path(__file__).resolve().parents[2] / "perceptron_gui" / "examples"


def run(name, epochs=20):
    """Train the bundled example with its own settings until it converges; its learner and trace."""
    doc = load_document(EXAMPLES / name)
    learner = make_learner(doc.settings, doc.points.X, doc.points.y)
    for _ in range(epochs):
        learner.run_epoch()
        if learner.converged:
            break
    return doc, learner, Trace(learner)


def mistakes(trace):
    """(t, theta after, theta_0 after) of every mistake, in order."""
    rows = [trace.row(t) for t in range(1, trace.last_step + 1)]
    return [(r.t, r.w.tolist(), r.b) for r in rows if r.mistake]


def test_figure1_two_updates_then_done():
    """Note 004, Figure 1: mistakes on x(1) and x(2) in the first pass, theta(1) = x(1), theta(2) = theta(1) - x(2)."""
    doc, learner, trace = run("note004_figure1.json")
    assert not doc.settings.fit_intercept  # through the origin
    x1, x2 = [1.0, 2.0], [2.0, 1.0]
    assert doc.points.X.tolist() == [x1, x2] and doc.points.y.tolist() == [1, -1]
    # theta(1) = 0 + x(1) = (1, 2); theta(2) = (1, 2) - (2, 1) = (-1, 1)
    assert mistakes(trace) == [(1, [1.0, 2.0], 0.0), (2, [-1.0, 1.0], 0.0)]
    # "both updates result in correct classification of the respective examples": (1,2).(1,2) = 5 > 0,
    # -(-1,1).(2,1) = 1 > 0; "and the algorithm would terminate": the second pass makes no mistake
    assert learner.converged and learner.epoch == 2 and learner.n_mistakes == 2


def test_undershoot_the_example_is_still_wrong_after_its_own_update():
    """Note 004, equation (11): y theta(k+1).x = y theta(k).x + ||x||^2; from -3 with ||x||^2 = 2 it is still -1."""
    _, learner, trace = run("note004_undershoot.json")
    first, second = trace.row(1), trace.row(2)
    assert first.mistake and first.w.tolist() == [3.0, 0.0]  # theta(1) = 0 + (3, 0)
    assert second.x.tolist() == [1.0, 1.0] and second.y == -1
    assert second.score == 3.0  # theta(1).x = (3, 0).(1, 1): y theta(1).x = -3
    assert second.mistake and second.w.tolist() == [2.0, -1.0]  # theta(2) = (3, 0) - (1, 1)
    after = second.y * float(second.w @ second.x)
    assert after == -3.0 + 2.0 == -1.0  # equation (11): still <= 0, the update undershot
    # the next pass meets x(2) again: mistake, theta(3) = (2, -1) - (1, 1) = (1, -2), then all correct
    assert mistakes(trace) == [(1, [3.0, 0.0], 0.0), (2, [2.0, -1.0], 0.0), (4, [1.0, -2.0], 0.0)]
    assert learner.converged and learner.n_mistakes == 3


def test_separable_but_not_through_the_origin():
    """Note 004: x = (-1,-1) and -x = (1, 1) both have label -1, so no theta.x separates them; theta_0 does."""
    doc, learner, trace = run("note004_offset.json")
    X, y = doc.points.X, doc.points.y
    assert doc.settings.fit_intercept
    assert X[0].tolist() == (-X[3]).tolist() and y[0] == y[3] == -1  # theta.(-x) = -(theta.x): one of them is wrong
    assert max_margin(X, y, fit_intercept=False).status == "not_separable"
    # by hand (theta = 0, theta_0 = 0): t1 (-1,-1), y = -1, a = 0: mistake, theta = (1, 1), theta_0 = -1;
    # t2 (-1, 1), y = +1, a = -1: mistake, theta = (0, 2), theta_0 = 0; t3 (0, 2): a = 4, right;
    # t4 (1, 1), y = -1, a = 2: mistake, theta = (-1, 1), theta_0 = -1; the second pass is all right.
    assert mistakes(trace) == [(1, [1.0, 1.0], -1.0), (2, [0.0, 2.0], 0.0), (4, [-1.0, 1.0], -1.0)]
    assert learner.converged and learner.epoch == 2
    # through the origin the same points never converge (there is a mistake in every pass)
    through_origin = make_learner(doc.settings.with_(fit_intercept=False), X, y)
    for _ in range(50):
        through_origin.run_epoch()
    assert not through_origin.converged and all(m > 0 for m in through_origin.mistakes_per_epoch)


def test_the_mistake_bound_is_met_exactly():
    """(1,1), (1,-1) labelled +1 and their negatives -1: gamma* = 1, R = sqrt(2), (R/gamma*)^2 = 2 = the mistakes."""
    doc, learner, trace = run("tight_bound.json")
    result = max_margin(doc.points.X, doc.points.y, fit_intercept=False)
    assert result.gamma == pytest.approx(1.0, abs=1e-9)  # w* = (1, 0): every point at distance 1
    assert np.abs(result.w_star).tolist() == pytest.approx([1.0, 0.0], abs=1e-9)
    assert result.radius == pytest.approx(math.sqrt(2))
    assert result.bound == pytest.approx(2.0)
    # by hand: a = 0 on (1,1): theta = (1,1); a = 0 on (1,-1): theta = (2,0); the negatives score -2: right
    assert mistakes(trace) == [(1, [1.0, 1.0], 0.0), (2, [2.0, 0.0], 0.0)]
    assert learner.converged and learner.n_mistakes == 2
