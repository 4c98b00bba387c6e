"""Bidirectional controls in a label or file name (issue 41, item 8 of its list) stay inside the name on the lesson
page: its title and its legend hold each such name in a directional isolate (U+2068 ... U+2069) that nothing in
the name can close early, so U+202E or U+2066 cannot reverse the text around it."""

from __future__ import annotations

import html
import json
import re

import numpy as np

from core.files.lesson_html import lesson_data, lesson_html
from tests.core.test_lesson import trace_of

FSI, PDI = "\u2068", "\u2069"
OPENERS = "\u2066\u2067\u2068"
HOSTILE = ("cat\u202e", "dog\u2066x", "\u2069\u202bmouse")


def isolated(text: str, name: str) -> bool:
    """Whether ``name`` appears in ``text`` inside an isolate that closes only after it."""
    start = text.find(FSI)
    if start < 0:
        return False
    depth = 0
    for k, ch in enumerate(text[start:], start):
        depth += ch in OPENERS
        if ch == PDI:
            depth -= 1
            if depth == 0:
                return name.replace(PDI, "") in text[start:k] or name in text[start:k]
    return False


def test_a_hostile_name_is_isolated_in_the_title_and_the_legend():
    trace = trace_of("perceptron", 6)
    names = {-1: HOSTILE[0], 1: HOSTILE[1]}
    title = f"lesson {HOSTILE[2]}.csv"
    page = lesson_html(lesson_data(trace, 6, np.array([-1, 1]), title=title, label_names=names), ("#D55E00", "#0072B2"))
    shown_title = html.unescape(re.search(r"<title>(.*)</title>", page, re.S).group(1))
    assert isolated(shown_title, "mouse") and "lesson " in shown_title
    data = json.loads(re.search(r'id="lesson-data">(.*?)</script>', page, re.S).group(1))
    assert isolated(data["title"], "mouse")
    legend = [c["text"] for c in data["classes"]]
    assert isolated(legend[0], HOSTILE[0]) and isolated(legend[1], HOSTILE[1]), legend
    for text in [shown_title, data["title"], *legend]:  # every isolate closed: nothing leaks past the name
        assert sum(ch in OPENERS for ch in text) == text.count(PDI), ascii(text)


def test_plain_names_are_left_as_they_are():
    trace = trace_of("perceptron", 6)
    data = lesson_data(trace, 6, np.array([-1, 1]), title="lesson", label_names={-1: "cat", 1: "dog"})
    assert data["title"] == "lesson" and [c["text"] for c in data["classes"]] == ["y = −1: cat", "y = +1: dog"]
