"""The lesson page's quiz on a phone (issue 40, item 5), in a real Chromium (Qt WebEngine, offscreen) at 390x844:
the drawing and the question are on the screen together, and after Check the verdict shows above the next
question, where the student is looking."""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.gui.lesson.test_lesson_lab import browsers, chromium_flags, lesson  # noqa: F401 (fixtures)

RECT = "JSON.stringify(document.getElementById('{}').getBoundingClientRect())"


def rect(browser, element: str) -> dict:
    return json.loads(str(browser.js(RECT.format(element))))


SEEN = """(function () {{
  var e = document.getElementById('{}'), r = e.getBoundingClientRect(), seen = 0, n = 20;
  for (var k = 0; k < n; k++) {{  // points down its middle, each seen when nothing covers or clips it there
    var y = r.top + (k + 0.5) * r.height / n, hit = document.elementFromPoint(r.left + r.width / 2, y);
    seen += hit && (e === hit || e.contains(hit)) ? 1 : 0;
  }}
  return seen / n;
}})()"""


def on_screen(browser, element: str) -> float:
    """The share of ``element``'s height a student sees: in the window, not scrolled away, not covered."""
    return float(browser.js(SEEN.format(element)))


def tap(browser, element: str) -> None:
    """A click in the middle of ``element``, scrolled into view first as a thumb would."""
    browser.js(f"document.getElementById('{element}').scrollIntoView({{block: 'nearest'}}), 0")
    browser.qtbot.wait(100)
    r = rect(browser, element)
    at = QPoint(round(r["x"] + r["width"] / 2), round(r["y"] + r["height"] / 2))
    QTest.mouseClick(browser.view.focusProxy(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    browser.qtbot.wait(150)


def test_on_a_phone_the_drawing_and_the_question_are_on_screen_together(browsers, lesson):  # noqa: F811
    browser = browsers()
    browser.open(lesson, 390, 844)
    tap(browser, "quizmode")
    assert browser.js("document.getElementById('quizmode').checked") is True
    browser.js("document.getElementById('quiz-q').scrollIntoView({block: 'nearest'}), 0")  # to the question
    browser.qtbot.wait(150)
    assert on_screen(browser, "quiz-q") == 1.0
    assert on_screen(browser, "plot") >= 0.9, "the drawing is off the screen while the question is read"
    browser.js("document.getElementById('q-pred').value = '1'; document.getElementById('q-mistake').value = 'yes'; 0")
    tap(browser, "q-w")
    for key in "(1, 1)":
        QTest.keyClicks(browser.view.focusProxy(), key)
    tap(browser, "check")
    browser.qtbot.waitUntil(lambda: "Step t = 1" in str(browser.js("document.getElementById('verdict').textContent")))
    verdict, question = rect(browser, "verdict"), rect(browser, "quiz-q")
    assert verdict["bottom"] <= question["top"], "the verdict shows below the next question"
    assert on_screen(browser, "verdict") == 1.0 and on_screen(browser, "quiz-q") == 1.0
    assert on_screen(browser, "plot") >= 0.9
    scroll, inner = browser.fits(390, 844)
    assert scroll <= inner
    browser.assert_quiet()
