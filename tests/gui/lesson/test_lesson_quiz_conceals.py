"""The lesson page's quiz follows the app's rule (issue 40): while a question is open nothing on the page tells its
outcome. Two lesson pages of the CMU example (note 002) that differ only in the label of the example asked at step 6
have the same past (steps 1-5); at the question about step 6 every text the page shows, outside the question itself
and the data (the points, the link that carries them, the theorem's margin), must be the same in both. Driven in a
real Chromium (Qt WebEngine, offscreen) with the keys and the Quiz box, as a student does."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt

from core.files.document_json import load_document
from core.files.lesson_html import lesson_data, lesson_html
from core.session.engine_run import make_learner
from core.teach.trace import Trace
from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.widgets.palette import CLASS_COLORS
from tests.gui.lesson.test_lesson_lab import browsers, chromium_flags  # noqa: F401 (fixtures)
from tests.gui.lesson.test_phone_lesson import tap

STEPS = 12  # the recorded run (the lecture's 12 steps): it goes on past the question

# Every visible text of the page but the question's own panel, the points (the data), the link (it carries them)
# and the theorem's lines (the twins' margins differ: the data).
TEXTS = """(function () {
  var skip = ['quiz', 'pointsbox', 'link', 'theoryhead', 'theory', 'plot'];
  var out = [];
  Array.from(document.querySelectorAll('body *')).forEach(function (e) {
    if (skip.some(function (id) { var s = document.getElementById(id); return s && (s === e || s.contains(e)); })) {
      return;
    }
    if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') { return; }
    var own = Array.from(e.childNodes).filter(function (n) { return n.nodeType === 3; })
      .map(function (n) { return n.textContent.trim(); }).join(' ').trim();
    if (own) { out.push((e.id || e.tagName) + ': ' + own); }
    if (e.title) { out.push((e.id || e.tagName) + ' title: ' + e.title); }
  });
  return JSON.stringify(out);
})()"""


def twin(flip_sixth: bool, steps: int):
    """The CMU example's learner after ``steps`` steps; ``flip_sixth``: the 6th example's label flipped."""
    loaded = load_document(EXAMPLES / "cmu_trace.json")
    assert loaded.settings is not None
    X, y = loaded.points.X, loaded.points.y.copy()
    if flip_sixth:
        classes = np.unique(y)
        y[5] = classes[0] if y[5] == classes[1] else classes[1]
    learner = make_learner(loaded.settings, X, y)
    for _ in range(steps):
        learner.step()
    return learner, y


def twin_page(tmp_path: Path, flip_sixth: bool) -> Path:
    """The CMU lesson as File > Export Lesson writes it; ``flip_sixth``: the 6th example's label flipped."""
    learner, y = twin(flip_sixth, STEPS)
    data = lesson_data(Trace(learner), STEPS, np.unique(y), title="cmu: a perceptron lesson")
    path = tmp_path / f"cmu{int(flip_sixth)}.html"
    path.write_text(lesson_html(data, CLASS_COLORS), encoding="utf-8")
    return path


def at_the_question_about_step_6(browser, path: Path) -> list[str]:
    browser.open(path, 1280, 900)
    for _ in range(5):
        browser.key(Qt.Key.Key_Right)
    assert browser.shown()["t"] == 5
    tap(browser, "quizmode")
    browser.qtbot.waitUntil(lambda: "t = 6" in str(browser.js("document.getElementById('quiz-q').textContent")))
    return json.loads(str(browser.js(TEXTS)))


def test_nothing_outside_the_question_says_whether_the_step_asked_is_a_mistake(browsers, tmp_path):  # noqa: F811
    pages = [twin_page(tmp_path, flip) for flip in (False, True)]
    mistakes = [twin(flip, 6)[0].n_mistakes for flip in (False, True)]
    assert mistakes[0] != mistakes[1], "the twins must differ in step 6's outcome, or the test proves nothing"
    texts = [at_the_question_about_step_6(browsers(), path) for path in pages]
    only = [
        sorted((Counter(texts[0]) - Counter(texts[1])).elements()),
        sorted((Counter(texts[1]) - Counter(texts[0])).elements()),
    ]
    assert only == [[], []], f"texts that tell step 6's outcome: {only}"
