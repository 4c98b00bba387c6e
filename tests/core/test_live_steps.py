"""The live class's facts of a step agree with the engine's own trace row of that step (the engine is the oracle)."""

from __future__ import annotations

import numpy as np
import pytest

from core.session.engine_run import make_learner
from core.session.live.steps import step_facts
from core.session.settings import TrainingSettings
from core.teach.quiz import next_question
from core.teach.trace import Trace


@pytest.mark.parametrize("variant", ["perceptron", "averaged", "voted"])
@pytest.mark.parametrize("zero_score", ["mistake", "positive", "negative"])
@pytest.mark.parametrize("fit_intercept", [True, False])
def test_the_facts_are_the_engines_step(variant, zero_score, fit_intercept):
    rng = np.random.default_rng(7)
    X = rng.integers(-3, 4, size=(25, 2)).astype(float)  # integers: scores of exactly 0 happen
    y = np.where(rng.random(25) < 0.5, 1, -1)
    settings = TrainingSettings(variant=variant, eta=0.5, fit_intercept=fit_intercept, zero_score=zero_score)
    learner = make_learner(settings, X, y)
    trace = Trace(learner)
    zeros = 0
    for _ in range(120):
        facts = step_facts(next_question(trace), X, y)
        learner.step()
        row = trace.row(facts.step)
        assert facts.y_hat == row.prediction
        assert facts.mistake == bool(row.mistake)
        assert facts.w_after == tuple(row.w)
        assert facts.b_after == row.b
        zeros += facts.w[0] * facts.x[0] + facts.w[1] * facts.x[1] + facts.b == 0
    assert zeros > 0


def test_the_batch_variant_is_refused():
    X = np.array([[1.0, 2.0], [-1.0, -1.0]])
    y = np.array([1, -1])
    learner = make_learner(TrainingSettings(variant="batch"), X, y)
    with pytest.raises(ValueError, match="one example"):
        step_facts(next_question(Trace(learner)), X, y)
