"""A score of exactly 0 under "counts as a mistake": the rule decides nothing, so the row says ŷ = 0 and it is
an error (note 004); under the two other rules the prediction rule decides."""

import numpy as np
import pytest

from core.learn.engine import Learner
from core.session.engine_run import make_learner
from core.session.points import PointSet
from core.session.settings import TrainingSettings
from core.session.snapshot import initial_snapshot
from core.teach.trace import Trace, epoch_curves

X = np.array([[1.0, 0.0], [-1.0, 0.0], [0.0, 1.0], [2.0, 2.0], [-1.0, -3.0]])
Y = np.array([1, -1, 1, 1, -1])


@pytest.mark.parametrize(
    ("zero_score", "errors_at_zero"),
    [("mistake", 5), ("positive", 2), ("negative", 3)],  # every point / the -1 points / the +1 points
)
def test_training_errors_at_w_0_follow_the_rule(zero_score, errors_at_zero):
    settings = TrainingSettings(zero_score=zero_score)
    points = PointSet(X, Y)
    assert initial_snapshot(points, settings).training_errors == errors_at_zero
    assert make_learner(settings, X, Y).training_errors() == errors_at_zero


def test_a_zero_score_row_reads_y_hat_0_in_the_trace_and_its_latex():
    learner = Learner(X, (Y == 1).astype(np.int64), 2, zero_score="mistake", fit_intercept=False)
    learner.step()
    row = Trace(learner).row(1)
    assert (row.score, row.prediction, row.mistake) == (0.0, 0, True)
    latex_row = next(line for line in Trace(learner).to_latex().splitlines() if line.startswith("1 &"))
    cells = [cell.strip() for cell in latex_row.rstrip("\\ ").split("&")]
    assert cells[5] == "$0$" and cells[7] == r"\textbf{yes}"  # t, epoch, x₁, x₂, a, ŷ, y, mistake?


def test_under_the_other_rules_a_zero_score_is_predicted_by_the_rule():
    for rule, expected in (("positive", 1), ("negative", -1)):
        learner = Learner(X, (Y == 1).astype(np.int64), 2, zero_score=rule, fit_intercept=False)
        learner.step()
        assert Trace(learner).row(1).prediction == expected


def test_the_learning_curves_count_a_zero_score_as_an_error_under_the_mistake_rule():
    # Through the origin: w = (1, 0), then (1, 1), then back to (0, 0) at the epoch's end (worked by hand),
    # where every score is 0: all three points are errors by the rule, not just the two +1 points.
    X3, y3 = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]), np.array([1, 1, 0])
    learner = Learner(X3, y3, 2, zero_score="mistake", fit_intercept=False)
    learner.run_epoch()
    np.testing.assert_array_equal(learner.W, [[0.0, 0.0]])
    assert epoch_curves(Trace(learner)).error_rate[-1] == 1.0
    assert learner.training_errors() == 3
