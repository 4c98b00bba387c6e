"""File > Export Lesson's core: the steps a lesson holds (from the engine's trace), the dialog's checks with their
messages, the variants refused with a reason, and the page's JSON that no label name can break out of.

(The page itself, in a real browser, is tested in tests/gui/lesson/test_lesson_export.py.)
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.files.lesson_html import embedded_json, lesson_data, lesson_html, plan_lesson
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.lesson import MAX_LESSON_STEPS, lesson_problem, lesson_steps
from core.teach.trace import Trace

CMU_X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
CMU_Y = np.array([-1, 1, 1, -1, -1, 1])


def trace_of(variant: str, steps: int, fit_intercept: bool = True) -> Trace:
    settings = TrainingSettings(variant=variant, fit_intercept=fit_intercept, eta=0.5)
    learner = make_learner(settings, CMU_X, CMU_Y)
    for _ in range(steps):
        learner.step()
    return Trace(learner)


def test_the_steps_are_the_engines_the_batch_scores_with_its_epochs_start_and_the_averaged_model_is_kept():
    trace = trace_of("batch", 12)
    steps = lesson_steps(trace, 12)
    for t in range(1, 13):
        epoch_start = 6 * ((t - 1) // 6)
        W, b = trace.weights_after(epoch_start)
        assert steps.w_before[t].tolist() == W[0].tolist() and steps.b_before[t] == b[0]
        W, b = trace.weights_after(t)
        assert steps.w[t].tolist() == W[0].tolist() and steps.b[t] == b[0]
        assert steps.moved(t) == (t == 6)  # epoch 1 misclassifies and steps at its end; epoch 2 is all right
    averaged = trace_of("averaged", 9)
    steps = lesson_steps(averaged, 9)
    assert steps.avg_w is not None and steps.avg_b is not None
    for t in range(10):
        W, b = averaged.averaged_until(t)
        assert steps.avg_w[t].tolist() == W[0].tolist() and steps.avg_b[t] == b[0]
    assert steps.mistakes.tolist() == [averaged.mistakes_until(t) for t in range(10)]


def test_variants_and_documents_a_lesson_cannot_show_are_refused_with_what_to_do():
    assert lesson_problem("perceptron", 2, 2) == ""
    assert "kernel perceptron has none" in lesson_problem("kernel", 2, 2)
    assert "Choose a perceptron" in lesson_problem("logistic", 2, 2)
    assert lesson_problem("perceptron", 3, 2).startswith("A lesson shows two classes")
    assert lesson_problem("averaged", 2, 1).startswith("A lesson draws the points in the plane")
    with pytest.raises(ValueError, match="the run has 4 so far"):
        lesson_steps(trace_of("perceptron", 4), 5)


def test_the_dialogs_fields_are_checked_with_messages_that_say_what_is_allowed(tmp_path):
    plan = plan_lesson(str(tmp_path / "lesson"), "1,000", 2_000)
    assert plan.path == tmp_path / "lesson.html" and plan.steps == 1_000
    with pytest.raises(ValueError, match=r"must end in \.html, not '\.pdf'"):
        plan_lesson(str(tmp_path / "lesson.pdf"), "3", 10)
    with pytest.raises(ValueError, match="does not exist"):
        plan_lesson(str(tmp_path / "nowhere" / "lesson.html"), "3", 10)
    with pytest.raises(ValueError, match=f"at most {MAX_LESSON_STEPS:,} steps"):
        plan_lesson(str(tmp_path / "lesson.html"), str(MAX_LESSON_STEPS + 1), 10**6)
    with pytest.raises(ValueError, match="a whole number from 1 to 10, not 'ten'"):
        plan_lesson(str(tmp_path / "lesson.html"), "ten", 10)
    with pytest.raises(ValueError, match="Step or Run first"):
        plan_lesson(str(tmp_path / "lesson.html"), "1", 0)


def test_no_label_name_can_end_the_data_block_and_the_data_reads_back_exactly():
    hostile = {"a": "</script><script>alert(1)</script>", "b": "<!-- <img src=x onerror=alert(2)> & \u2028"}
    text = embedded_json({**hostile, "x": [0.1, 1e-300, -2.5e17]})
    assert not set(text) & set("<>&\u2028")
    assert json.loads(text) == {**hostile, "x": [0.1, 1e-300, -2.5e17]}
    trace = trace_of("perceptron", 6)
    names = {-1: hostile["a"], 1: hostile["b"]}
    data = lesson_data(trace, 6, np.array([-1, 1]), title="</title><script>alert(3)</script>", label_names=names)
    page = lesson_html(data, ("#D55E00", "#0072B2"))
    assert page.count("<script") == 2 and page.count("</script>") == 2  # the data block and the page's script
    assert "<title>&lt;/title&gt;&lt;script&gt;alert(3)&lt;/script&gt;</title>" in page
    assert "default-src 'none'; script-src 'sha256-" in page and "unsafe-inline" not in page


def test_a_teachers_preset_is_checked_and_written_into_the_pages_data(tmp_path):
    from core.files.lesson_html import LessonPreset, write_lesson

    allowed = r"A lesson can fix points, variant, eta, fit, start, zero, order; not colour\.$"
    with pytest.raises(ValueError, match=allowed):
        LessonPreset(frozenset({"eta", "colour"}))
    preset = LessonPreset(frozenset({"eta", "points"}), hide_boundary=True)
    plan = plan_lesson(str(tmp_path / "fixed"), "6", 6, preset)
    trace = trace_of("perceptron", 6)
    write_lesson(plan, lesson_data(trace, 6, np.array([-1, 1]), title="fixed"), ("#D55E00", "#0072B2"))
    page = plan.path.read_text(encoding="utf-8")
    data = json.loads(page.split('id="lesson-data">', 1)[1].split("</script>", 1)[0])
    assert data["preset"] == {"lock": ["points", "eta"], "hide": ["boundary"]}
    assert data["settings"] == {"variant": "perceptron", "eta": 0.5, "fit_intercept": True, "w0": [0.0, 0.0],
                                "b0": 0.0, "zero_score": "mistake", "order": "given", "seed": 0, "degree": 2,
                                "coef0": 1.0, "constant": 1.0}  # fmt: skip


def test_a_large_runs_page_holds_every_example_its_steps_look_at_and_a_share_of_the_rest():
    """A lesson of a 30,000-point shuffled run holds 5,000 points: each step's example is still the point the run
    looked at (remapped into the kept points), both classes keep their share, and the page says what it holds."""
    from core.teach.lesson import MAX_LESSON_POINTS

    rng = np.random.default_rng(45)
    X = rng.normal(size=(30_000, 2))
    y = np.where(X[:, 0] + X[:, 1] > 0.8, 1, -1)  # about 21% are +1
    learner = make_learner(TrainingSettings(order="shuffle", seed=3), X, y)
    for _ in range(40):
        learner.step()
    trace = Trace(learner)
    data = lesson_data(trace, 40, np.array([-1, 1]), title="large")
    kept = np.array(data["X"])
    assert len(kept) == MAX_LESSON_POINTS == data["thinned"]["kept"] and data["thinned"]["of"] == 30_000
    rows = trace.rows(1, 41)
    for k in range(1, 41):
        assert kept[data["index"][k]].tolist() == X[rows.index[k - 1]].tolist()
        assert (data["cls"][data["index"][k]] == 1) == (y[rows.index[k - 1]] == 1)
    share = np.mean(np.array(data["cls"]) == 1)
    assert abs(share - np.mean(y == 1)) < 0.03
    assert "holds 5,000 of them" in data["about"][0] and "30,000 points" in data["about"][0]
    small = lesson_data(trace_of("perceptron", 6), 6, np.array([-1, 1]), title="small")
    assert small["thinned"] is None and len(small["X"]) == 6
