"""File > Export Quiz in core: the CMU run as a LaTeX worksheet and its answer key, in a shape LaTeX compiles."""

import re

import numpy as np
import pytest

from core.files.worksheet import MAX_QUESTIONS, key_path, worksheet_items, worksheet_latex, write_worksheet
from core.learn.engine import Learner
from core.teach.trace import Trace

CMU_X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
CMU_Y = np.array([0, 1, 1, 0, 0, 1])


def cmu_trace(steps: int = 6) -> Trace:
    learner = Learner(CMU_X, CMU_Y, 2, fit_intercept=False, zero_score="positive", record_history=True)
    trace = Trace(learner)
    for _ in range(steps):
        learner.step()
    return trace


def assert_compiles_in_shape(latex: str) -> None:
    """What LaTeX needs to compile it: one document, every environment closed in order, braces balanced."""
    assert latex.startswith("\\documentclass") and latex.rstrip().endswith("\\end{document}")
    stack = []
    for kind, name in re.findall(r"\\(begin|end)\{([a-z*]+)\}", latex):
        if kind == "begin":
            stack.append(name)
        else:
            assert stack and stack.pop() == name, f"\\end{{{name}}} closes nothing open"
    assert stack == []
    depth = 0
    for char in re.sub(r"\\[{}]", "", latex):
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert depth >= 0
    assert depth == 0
    assert latex.count("$") % 2 == 0
    packages = re.findall(r"\\usepackage", latex)
    assert packages == []  # nothing beyond LaTeX's own: it compiles with a bare TeX install


def test_the_worksheet_asks_and_the_key_answers_as_the_slide(tmp_path):
    path = tmp_path / "cmu quiz.tex"
    written = write_worksheet(path, cmu_trace())
    assert written.questions == path and written.key == tmp_path / "cmu quiz-key.tex" == key_path(path)
    assert (written.steps, written.steps_in_run) == (6, 6)
    questions, key = path.read_text(encoding="utf-8"), written.key.read_text(encoding="utf-8")
    for latex in (questions, key):
        assert_compiles_in_shape(latex)
        assert latex.count("\\item Step") == 6
        assert r"\geq 0$" in latex  # the CMU rule: predict +1 iff w·x >= 0
    # The slide's steps: the example and its label; the weights before each are the answer to the question
    # before (issue 26: questions chain), written out in the key.
    assert (
        r"\item Step $t = 3$ (epoch 1, example 3): your $\mathbf{w}$ from question 2, $\mathbf{x} = (1, 1)$, "
        r"$y = +1$." in questions
    )
    assert (
        r"\item Step $t = 3$ (epoch 1, example 3): $\mathbf{w} = (1, -2)$, $\mathbf{x} = (1, 1)$, $y = +1$. "
        r"(the weights from question 2)" in key
    )
    assert "answer key" in key and "answer key" not in questions
    assert r"\textbf{yes}" not in questions and "(1, -2)}" not in questions
    # The key: the slide's w·x, ŷ, mistake? and w after, step by step.
    answers = re.findall(r"\$a = \\mathbf\{(-?\d+)\}\$", key)
    assert answers == ["0", "1", "-1", "-2", "0", "2"]
    assert re.findall(r"mistake\? \\textbf\{(yes|no)\}", key) == ["yes", "no", "yes", "no", "yes", "no"]
    assert re.findall(r"new \$\\mathbf\{w\}\$ = \$\\mathbf\{(\([^)]*\))\}\$", key) == ["(1, -2)", "(2, -1)", "(3, 1)"]
    assert questions.count("mistake? yes / no") == 6


def test_with_an_intercept_and_eta_the_rule_and_the_new_b_are_asked():
    learner = Learner(np.array([[1.0, 1.0], [2.0, 0.0]]), np.array([1, 0]), 2, eta=0.5, record_history=True)
    trace = Trace(learner)
    learner.step()
    learner.step()
    items = worksheet_items(trace)
    questions, key = worksheet_latex(items, key=False), worksheet_latex(items, key=True)
    for latex in (questions, key):
        assert_compiles_in_shape(latex)
        assert r"$\eta = 0.5$" in latex and r"b \leftarrow b + \eta y" in latex and "write $\\hat{y} = 0$" in latex
    assert "new $b$ =" in questions
    # By hand: step 1 a = 0 (ŷ = 0), w = (0.5, 0.5), b = 0.5; step 2 a = 1.5, w = (-0.5, 0.5), b = 0.
    assert r"$\hat{y} = \mathbf{0}$" in key and r"$a = \mathbf{1.5}$" in key
    assert r"$\mathbf{(-0.5, 0.5)}$, new $b$ = $\mathbf{0}$" in key


def test_a_long_run_gives_the_first_steps_only():
    trace = cmu_trace(steps=0)
    learner = trace.learner
    for _ in range(2 * MAX_QUESTIONS):
        learner.step()
    items = worksheet_items(trace)
    assert len(items) == MAX_QUESTIONS and items[-1].question.t == MAX_QUESTIONS


def test_no_step_yet_and_a_missing_folder_are_refused_clearly(tmp_path):
    with pytest.raises(ValueError, match="no step yet: step \\(Space\\) or run first"):
        write_worksheet(tmp_path / "quiz.tex", cmu_trace(steps=0))
    missing = tmp_path / "no such folder" / "quiz.tex"
    with pytest.raises(FileNotFoundError, match="does not exist"):
        write_worksheet(missing, cmu_trace())
    assert list(tmp_path.iterdir()) == []  # nothing written, no temporary file left


def test_an_existing_worksheet_is_replaced_whole(tmp_path):
    path = tmp_path / "quiz.tex"
    path.write_text("old", encoding="utf-8")
    write_worksheet(path, cmu_trace(steps=2))
    assert path.read_text(encoding="utf-8").count("\\item Step") == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["quiz-key.tex", "quiz.tex"]
