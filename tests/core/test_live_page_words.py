"""The live class's students' page says every word through its catalogue (issue 44, goal 4): every text of its
markup and every text its script writes is in :data:`core.session.live.page_words.PAGE_WORDS`, the script hands
no bare English to a place a student reads, and the page is written in the class's words, escaped."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from importlib import resources

from core.files.lesson_page_texts import markup_texts
from core.files.live_page import student_page
from core.session.live.page_words import PAGE_WORDS, page_words
from core.session.live.questions import CHOICE_WORDS, PROMPTS
from tests.core.test_lesson_page_texts import bare_texts as lesson_bare_texts
from tests.core.test_lesson_page_texts import script_texts

I18N = resources.files("perceptron_gui").joinpath("i18n")
ASSETS = resources.files("perceptron_gui.live").joinpath("assets")
MARKUP = ASSETS.joinpath("student.html").read_text(encoding="utf-8")
SCRIPT = ASSETS.joinpath("student.js").read_text(encoding="utf-8")
# where a text reaches a student: say(…), textContent = …
SINKS = re.compile(r"(?:\bsay\(|\.textContent\s*=)\s*")


def catalogue(code: str) -> dict[tuple[str, str], str]:
    """The app's own catalogue of a language (``perceptron_gui/i18n/<code>.ts``): (context, English) -> text."""
    root = ET.fromstring(I18N.joinpath(f"{code}.ts").read_text(encoding="utf-8"))
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message.findtext("translation") or ""
        for context in root
        for message in context.iter("message")
    }


def bare_texts(script: str) -> list[str]:
    """Lines of ``script`` that hand a literal with a word straight to a place a student reads."""
    return lesson_bare_texts(script, SINKS, "student.js")


def test_the_page_words_are_exactly_the_markups_and_the_scripts_texts():
    listed = list(PAGE_WORDS)
    assert len(listed) == len(set(listed)), "a text is listed twice"
    wanted = set(markup_texts(MARKUP)) | script_texts(SCRIPT)
    assert sorted(wanted - set(listed)) == [], "texts of the page missing from PAGE_WORDS"
    assert sorted(set(listed) - wanted) == [], "PAGE_WORDS lists texts the page no longer has"


def test_the_script_hands_no_bare_english_to_a_student():
    assert bare_texts(SCRIPT) == []
    assert bare_texts('      say("You are in.");') != []
    assert bare_texts('    $("mine").textContent = "Your answer: " + a;') != []
    assert bare_texts('    $("mine").textContent = answered ? "Your answer" : "";') != []
    assert bare_texts('      say(tr("You are in."));') == []


def test_the_page_is_written_in_the_readers_words_escaped_with_its_scripts_words_as_data():
    spoken = {"Join": "Unirse", "Send": 'Enviar "ya" <ahora>', "mistake": "error", "Your answer?": "¿</script>?"}

    def localise(context: str, text: str) -> str:
        assert context == "LivePage"
        return spoken.get(text, text)

    page = student_page(MARKUP, "es", localise)
    assert page.startswith('<!DOCTYPE html>\n<html lang="es">')
    assert ">Unirse</button>" in page
    assert '>Enviar "ya" &lt;ahora&gt;</button>' in page
    block = re.search(r'<script type="application/json" id="words">([^<]*)</script>', page)
    assert block is not None, "the words block is closed by its own </script>, not by a translation's"
    assert json.loads(block.group(1)) == spoken
    assert page.count("</script>") == MARKUP.count("</script>")


def test_the_words_cover_the_questions_and_choices_and_leave_out_what_a_language_keeps():
    every = {*PAGE_WORDS, *PROMPTS.values(), *CHOICE_WORDS}
    assert page_words(lambda context, text: text) == {}
    upper = page_words(lambda context, text: text.upper())
    assert set(upper) == every
    assert upper["no mistake"] == "NO MISTAKE"
