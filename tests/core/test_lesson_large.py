"""Lesson pages of large runs (issue 41: pages stay small and say what they hold): a page holds at most 5,000 of
the run's points and 5,000 steps and stays under 5 MB; every class is drawn, a small one whole; the replay's
numbers are still core's numbers of the real run.

(The page in a browser: tests/gui/lesson/test_large_lesson.py; through the window: test_lesson_export_busy.py.)
"""

from __future__ import annotations

import json

import numpy as np

from core.files.lesson_html import LessonPlan, lesson_data, write_lesson
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.trace import Trace

COLOURS = ("#D55E00", "#0072B2")
MAX_PAGE_BYTES = 5_000_000  # the size the notes state for a lesson page


def page_data(path) -> dict:
    page = path.read_text(encoding="utf-8")
    return json.loads(page.split('id="lesson-data">', 1)[1].split("</script>", 1)[0])


def run(X: np.ndarray, y: np.ndarray, steps: int, **settings) -> Trace:
    learner = make_learner(TrainingSettings(**settings), X, y)
    for _ in range(steps):
        learner.step()
    return Trace(learner)


def test_a_small_class_of_a_large_run_is_drawn_whole_and_each_class_keeps_at_least_a_hundred(tmp_path):
    """200,000 points with 30 of class +1 (placed after the examples the 5 steps look at): the page draws all 30 of
    them, not the one or none an even share of 5,000 would give; a class of 1,000 (an even share: 25) keeps 100."""
    rng = np.random.default_rng(7)
    X = rng.normal(size=(200_000, 2))
    for rare in (30, 1_000):
        y = -np.ones(len(X), dtype=np.int64)
        y[-rare:] = 1
        path = tmp_path / f"rare-{rare}.html"
        write_lesson(LessonPlan(path, 5), lesson_data(run(X, y, 5), 5, np.array([-1, 1]), title="rare"), COLOURS)
        data = page_data(path)
        drawn = int(np.sum(np.array(data["cls"]) == 1))
        assert drawn == min(rare, 100), f"{drawn} of the {rare} points of class +1 are drawn"
        assert len(data["X"]) == 5_000
        assert "at least 100 of each class" in data["about"][0]


def test_a_lesson_of_a_large_run_stays_under_5_mb_says_what_it_draws_and_replays_cores_numbers(tmp_path):
    """The largest lesson: 5,000 steps of the averaged perceptron (two weight vectors a step) on 200,000 noisy points
    written at full precision. The file is under 5 MB, says it draws 5,000 of the 200,000 points, and each step's
    weights, averaged model and example are the real run's."""
    rng = np.random.default_rng(41)
    X = rng.normal(scale=3.0, size=(200_000, 2))
    y = np.where(X[:, 0] + 0.5 * X[:, 1] + rng.normal(size=len(X)) > 0, 1, -1)
    trace = run(X, y, 5_000, variant="averaged", order="shuffle", seed=2)
    path = tmp_path / "largest.html"
    write_lesson(LessonPlan(path, 5_000), lesson_data(trace, 5_000, np.array([-1, 1]), title="largest"), COLOURS)
    size = path.stat().st_size
    print(f"the largest lesson of a 200,000-point run: {size / 1e6:.2f} MB")
    assert size < MAX_PAGE_BYTES
    data = page_data(path)
    assert "The run has 200,000 points; this page holds 5,000 of them" in data["about"][0]
    assert len(data["X"]) == len(data["cls"]) == 5_000
    rows = trace.rows(1, 5_001)
    drawn = np.array(data["X"])
    for t in range(0, 5_001, 97):
        W, b = trace.weights_after(t)
        assert data["w"][t] == W[0].tolist() and data["b"][t] == float(b[0])
        if t:
            assert drawn[data["index"][t]].tolist() == X[rows.index[t - 1]].tolist()
            assert data["mistakes"][t] == trace.mistakes_until(t)
        W, b = trace.averaged_until(t)
        assert data["avg_w"][t] == W[0].tolist() and data["avg_b"][t] == float(b[0])
