"""Worksheets that chain and come in versions (issue 26, item 3), computed from the engine without a live run.

Question k (k > 1) starts from the student's own answer to question k-1 ("use your w from question k-1"); the
key spells out the whole chain (the weights before each step and every answer).  The first N steps, or the
first N mistakes, of a fresh run of the document's settings; K versions in one export, each a different order.
"""

import re

import numpy as np
import pytest

from core.files.worksheet import key_path, write_worksheets
from core.session.quiz_runs import worksheet_versions
from core.session.settings import TrainingSettings
from tests.core.test_quiz_worksheet import assert_compiles_in_shape

CMU_X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
CMU_Y = np.array([-1, 1, 1, -1, -1, 1])
CMU = TrainingSettings(fit_intercept=False, zero_score="positive")


def items_of(latex: str) -> list[str]:
    return re.findall(r"\\item Step .*", latex)


def test_the_first_steps_of_a_fresh_run_chain_and_the_key_holds_the_chain(tmp_path):
    (version,) = worksheet_versions(CMU, CMU_X, CMU_Y, count=8)
    assert [item.question.t for item in version.items] == list(range(1, 9))
    path = tmp_path / "quiz.tex"
    written = write_worksheets(path, [version])
    questions, key = path.read_text(encoding="utf-8"), key_path(path).read_text(encoding="utf-8")
    for latex in (questions, key):
        assert_compiles_in_shape(latex)
    asked = items_of(questions)
    assert len(asked) == 8 and written.steps == 8
    # Question 1 gives w₀; each later one starts from the student's answer to the one before.
    assert r"$\mathbf{w} = (0, 0)$" in asked[0]
    for k in range(2, 9):
        assert f"your $\\mathbf{{w}}$ from question {k - 1}" in asked[k - 1]
        assert "(1, -2)" not in asked[k - 1] and "(2, -1)" not in asked[k - 1]  # no weights given away
    # The key: the chain of the CMU slide, w before each step, as the slide has it.
    answered = items_of(key)
    befores = ["(0, 0)", "(1, -2)", "(1, -2)", "(2, -1)", "(2, -1)", "(3, 1)", "(3, 1)", "(3, 1)"]
    for line, before in zip(answered, befores, strict=True):
        assert f"$\\mathbf{{w}} = {before}$" in line
    assert key.count(r"mistake? \textbf{yes}") == 3 and key.count(r"mistake? \textbf{no}") == 5


def test_the_first_mistakes_skip_the_steps_that_change_nothing():
    (version,) = worksheet_versions(CMU, CMU_X, CMU_Y, count=3, mistakes=True)
    assert [item.question.t for item in version.items] == [1, 3, 5]  # the slide's three mistakes
    assert all(item.answer.mistake for item in version.items)
    assert [item.chained for item in version.items] == [False, True, True]


def test_versions_differ_in_order_each_chains_and_say_how_to_replay_them(tmp_path):
    versions = worksheet_versions(CMU, CMU_X, CMU_Y, count=6, versions=3)
    assert len(versions) == 3
    orders = [tuple(item.question.index for item in v.items) for v in versions]
    assert orders[0] == (0, 1, 2, 3, 4, 5)  # version 1 is the document's run
    assert len(set(orders)) == 3  # each version looks at the examples in another order
    for v in versions:
        for before, after in zip(v.items, v.items[1:], strict=False):  # the chain holds in every version
            np.testing.assert_array_equal(after.question.w, before.answer.w)
    assert "seed" in versions[1].label and versions[1].label != versions[2].label
    path = tmp_path / "quiz.tex"
    write_worksheets(path, versions)
    questions, key = path.read_text(encoding="utf-8"), key_path(path).read_text(encoding="utf-8")
    for latex in (questions, key):
        assert_compiles_in_shape(latex)
        assert len(items_of(latex)) == 18 and latex.count("\\clearpage") == 2
        for v in versions:
            assert v.label in latex


def test_nothing_to_ask_says_why_before_anything_is_written():
    with pytest.raises(ValueError, match="two classes"):
        worksheet_versions(CMU, CMU_X, np.array([0, 1, 2, 0, 1, 2]), count=5)
    with pytest.raises(ValueError, match="kernel perceptron"):
        worksheet_versions(TrainingSettings(variant="kernel"), CMU_X, CMU_Y, count=5)
    separable_from_the_start = TrainingSettings(fit_intercept=False, w0=(1.0, 0.0), zero_score="positive")
    X, y = np.array([[1.0, 0.0], [-1.0, 0.0]]), np.array([1, -1])
    with pytest.raises(ValueError, match="no mistake"):
        worksheet_versions(separable_from_the_start, X, y, count=3, mistakes=True)


def _pages(latex: str) -> list[str]:
    """The document's versions, one handout each (they are separated by \\clearpage)."""
    return latex.split("\\clearpage")


def test_a_version_with_fewer_mistakes_says_so_on_its_own_page(tmp_path):
    # the CMU run, shuffled with seeds 1 and 2, converges after 2 and 1 mistakes: fewer than the 3 asked
    versions = worksheet_versions(CMU, CMU_X, CMU_Y, count=3, mistakes=True, versions=3)
    counts = [len(v.items) for v in versions]
    assert counts[0] == 3 and min(counts) < 3
    path = tmp_path / "quiz.tex"
    write_worksheets(path, versions)
    for latex in (path.read_text(encoding="utf-8"), key_path(path).read_text(encoding="utf-8")):
        for page, count in zip(_pages(latex), counts, strict=True):
            assert len(items_of(page)) == count
            if count < 3:  # the sheet itself says why it is shorter, not only the status line
                assert f"converges after {count} mistake" in page and "3 asked" in page
            else:
                assert "converges after" not in page


def test_the_rules_say_a_chained_question_starts_from_the_students_own_answer(tmp_path):
    (version,) = worksheet_versions(CMU, CMU_X, CMU_Y, count=4)
    assert [item.chained for item in version.items] == [False, True, True, True]
    path = tmp_path / "quiz.tex"
    write_worksheets(path, [version])
    rules = path.read_text(encoding="utf-8").split("\\begin{enumerate}")[0]
    # not "you are given the weights in force before it": questions 2-4 give no weights
    assert "you are given the weights in force" not in rules
    assert "your own answer to the question before" in rules


def test_no_question_is_split_across_two_pages(tmp_path):
    versions = worksheet_versions(CMU, CMU_X, CMU_Y, count=8, versions=2)
    path = tmp_path / "quiz.tex"
    write_worksheets(path, versions)
    for latex in (path.read_text(encoding="utf-8"), key_path(path).read_text(encoding="utf-8")):
        items = re.findall(r"\\item Step .*?(?=\\item Step |\\end\{enumerate\})", latex, flags=re.S)
        assert len(items) == 16
        assert "\\interlinepenalty=10000" in latex.split("\\begin{enumerate}", 1)[0]  # no break in a paragraph
        for item in items:  # each question is one paragraph (no blank line), its line breaks unbreakable (\\*)
            assert "\n\n" not in item.strip()
            breaks = re.findall(r"\\\\\*?", item)
            assert breaks and all(b == "\\\\*" for b in breaks)
