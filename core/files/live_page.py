"""The live class's students' page in the class's language: its markup's texts translated, ``<html lang>`` set and
its script's words handed over in the page's JSON data block (``<script type="application/json" id="words">``:
data, not code, so the page's Content-Security-Policy still runs only its own files)."""

from __future__ import annotations

import html
import re

from core.files.lesson_html import embedded_json
from core.files.lesson_page_texts import translated_markup
from core.learn.words import Translate, english
from core.session.live.page_words import page_words

_LANG = re.compile(r'<html lang="[^"]*">')
_WORDS = re.compile(r'(<script type="application/json" id="words">)[^<]*(</script>)')


def student_page(markup: str, lang: str = "en", localise: Translate = english) -> str:
    """``markup`` (the page's ``student.html``) in the language ``localise`` speaks, ``lang`` its BCP 47 tag."""
    words = page_words(localise)
    page = translated_markup(markup, words)
    page = _LANG.sub(f'<html lang="{html.escape(lang)}">', page, count=1)
    data = embedded_json(words)  # no "</script>" in a translation can end the block early
    return _WORDS.sub(lambda m: m.group(1) + data + m.group(2), page, count=1)
