"""The lesson page's words all go through its catalogue (issue 44, goal 5): every text of its markup and every text
its script writes is in :data:`core.files.lesson_page_texts.PAGE_WORDS` (extracted into the app's catalogues), and
the script hands no bare English to a place a reader sees or hears."""

from __future__ import annotations

import re

from core.files.lesson_page import ASSETS, BODY
from core.files.lesson_page_texts import PAGE_WORDS, markup_texts, translated_markup

SCRIPT = ASSETS.joinpath("page.js").read_text(encoding="utf-8")
LITERAL = r'"(?:[^"\\]|\\.)*"'
TRANSLATED = re.compile(r"(?<![\w.$])tr\(\s*((?:" + LITERAL + r"\s*\+\s*)*" + LITERAL + ")")
# where a text reaches a reader: say(id, …), problemSay(…), textContent / title / value = …, new Error(…)
SINKS = re.compile(r"(?:\bsay\(\s*" + LITERAL + r"\s*,|\bproblemSay\(|\.(?:textContent|title)\s*=|new Error\()\s*")
WORD = re.compile(r"[A-Za-z]{2,}")
COLUMNS = {"epoch", "mistake?", "w after", "b after", "α changed"}  # the trace table's titles (core's), shown by tr


def script_texts(script: str) -> set[str]:
    """The texts ``script`` looks up with ``tr("…")`` (a literal, or literals joined with +)."""
    return {"".join(part[1:-1] for part in re.findall(LITERAL, m.group(1))) for m in TRANSLATED.finditer(script)}


def bare_texts(script: str, sinks: re.Pattern[str] = SINKS, name: str = "page.js") -> list[str]:
    """Lines of ``script`` that hand a literal with a word straight to a place a reader sees or hears (``sinks``)."""
    found = []
    for number, line in enumerate(script.splitlines(), 1):
        for m in sinks.finditer(line):
            rest = line[m.end() :]
            literal = re.match(r"(?:[\w.]+\s*\?\s*)?(" + LITERAL + ")", rest)  # also `cond ? "text"`
            if literal and WORD.search(literal.group(1)):
                found.append(f"{name}:{number}: {line.strip()}")
    return found


def test_the_page_words_are_exactly_the_markups_and_the_scripts_texts():
    listed = list(PAGE_WORDS)
    assert len(listed) == len(set(listed)), "a text is listed twice"
    wanted = set(markup_texts(BODY)) | script_texts(SCRIPT)
    assert sorted(wanted - set(listed)) == [], "texts of the page missing from PAGE_WORDS"
    assert sorted(set(listed) - wanted - COLUMNS) == [], "PAGE_WORDS lists texts the page no longer has"


def test_the_script_hands_no_bare_english_to_the_reader():
    assert bare_texts(SCRIPT) == []


def test_the_lint_catches_a_bare_text_and_passes_a_looked_up_one():
    assert bare_texts('    say("where", "Step " + t);') != []
    assert bare_texts('  $(id).title = locked ? "Fixed by the lecturer" : "";') != []
    assert bare_texts('      problemSay("The points are unchanged.");') != []
    assert bare_texts('  throw new Error("The link is broken");') != []
    assert bare_texts('    say("where", tr("Step t = {t}", {t: t}));') == []
    assert bare_texts('    say("where", "");') == []
    assert script_texts('x = tr("a " +\n "b", {}); y = tr("c");'.replace("\n", "")) == {"a b", "c"}


def test_the_markup_is_written_in_the_readers_words_escaped():
    words = {"Step ▶": "Paso ▶", "Step t (time travel)": 'Paso "t" <viaje>', "Settings": "Ajustes"}
    page = translated_markup(BODY, words)
    assert ">Paso ▶</button>" in page
    assert 'aria-label="Paso &quot;t&quot; &lt;viaje&gt;"' in page
    assert "<legend>Ajustes</legend>" in page
    assert set(markup_texts(page)) == (set(markup_texts(BODY)) - set(words)) | {"Paso ▶", 'Paso "t" <viaje>', "Ajustes"}
