"""The exported lesson page follows the app's language (issue 44, goal 5): File > Export Lesson under Spanish writes
a Spanish page (``<html lang="es">``, its buttons, labels, quiz and title), under the pseudo-locale a pseudo one;
every control of the page has an accessible name and Tab reaches each, read in a real Chromium (Qt WebEngine)."""

# ruff: noqa: F811 (the tests take the browsers fixture imported from test_lesson_lab)
from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import Qt

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.lesson.test_lesson_export import step_with_space
from tests.gui.lesson.test_lesson_lab import browsers, chromium_flags, export_with_preset  # noqa: F401 (fixtures)
from tests.gui.person import Person

# every control a person can reach on the page, with its accessible name as a screen reader computes it (accname:
# aria-labelledby, aria-label, the control's <label> without the texts of the controls inside it, a button's or a
# summary's own text, its title, its placeholder)
CONTROLS = """(function () {
  function shown(e) { return e.checkVisibility({visibilityProperty: true})  // (not in a closed <details>)
    && !(e.tagName !== 'SUMMARY' && e.closest('details:not([open])')); }
  function words(e) { return (e.textContent || '').replace(/\\s+/g, ' ').trim(); }
  function labelText(l) { var c = l.cloneNode(true);
    [].forEach.call(c.querySelectorAll('select, input, textarea'), function (x) { x.remove(); }); return words(c); }
  function name(e) {
    if (e.getAttribute('aria-labelledby')) { return e.getAttribute('aria-labelledby').split(' ').map(function (i) {
      return words(document.getElementById(i)); }).join(' ').trim(); }
    if ((e.getAttribute('aria-label') || '').trim()) { return e.getAttribute('aria-label').trim(); }
    if (e.labels && e.labels.length) { return [].map.call(e.labels, labelText).join(' ').trim(); }
    if (e.tagName === 'BUTTON' || e.tagName === 'SUMMARY') { return words(e); }
    return (e.title || e.placeholder || '').trim();
  }
  var all = document.querySelectorAll('button, input, select, textarea, summary, [tabindex]');
  return JSON.stringify([].filter.call(all, function (e) { return shown(e) && !e.disabled && e.tabIndex >= 0; })
    .map(function (e) { return {id: e.id || e.tagName, name: name(e), type: e.type || '', group: e.name || ''}; }));
})()"""
ENGLISH = re.compile(
    r"\b(Step|Back|Start|Play|Epoch|Points|points|Settings|Variant|offset|score|order|seed|degree|"
    r"Copy|link|Quiz|Large|text|mistake|new|Check|trace|Draw|Use|the|Add|Delete|Next|lesson)\b"
)


def exported(window, qtbot, tmp_path: Path, language: str, file_menu: str) -> Path:
    """The CMU example stepped 6 times by keys, in ``language``, exported as a lesson through the menu."""
    window.preferences.set_language(language)
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() != "Step")
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 0)
    step_with_space(window, qtbot, Person(window, qtbot), 6)
    path = tmp_path / f"cmu-{language}.html"
    export_with_preset(window, qtbot, path, (), file_menu)
    return path


def controls(browser) -> list[dict]:
    return json.loads(str(browser.js(CONTROLS)))


def text_of(browser, selector: str) -> str:
    return str(browser.js(f"document.querySelector({selector!r}).textContent.replace(/\\s+/g, ' ').trim()"))


def tab_reaches(browser, presses: int = 90) -> set[str]:
    browser.focus()
    reached = set()
    for _ in range(presses):
        browser.key(Qt.Key.Key_Tab)
        reached.add(str(browser.js("document.activeElement.id || document.activeElement.tagName")))
    return reached


def assert_every_control_named_and_reached(browser) -> list[dict]:
    found = controls(browser)
    assert [c["id"] for c in found if not c["name"]] == [], found
    reached = tab_reaches(browser)
    # of a group of radio buttons Tab stops at one (the arrows move within it)
    groups = {c["group"] for c in found if c["type"] == "radio" and c["id"] in reached}
    missed = [c["id"] for c in found if c["id"] not in reached and not (c["type"] == "radio" and c["group"] in groups)]
    assert missed == [], f"Tab never reaches {missed}"
    return found


def test_the_lesson_exported_in_spanish_is_a_spanish_page_with_every_control_named_and_reached(
    window, qtbot, browsers, tmp_path
):
    page = exported(window, qtbot, tmp_path, "es", "Archivo")
    assert '<html lang="es">' in page.read_text(encoding="utf-8")
    browser = browsers()
    browser.open(page, 1280, 900)
    assert browser.js("document.documentElement.lang") == "es"
    assert text_of(browser, "#step") == "Paso ▶"
    assert text_of(browser, "#back") == "◀ Atrás"
    assert text_of(browser, "#settings legend") == "Ajustes"
    assert text_of(browser, "#copy") == "Copiar enlace"
    assert text_of(browser, "#pointsbox summary") == "Puntos como texto (uno por línea: x₁, x₂, y)"
    assert text_of(browser, "#title") == "cmu_trace: una lección del perceptrón"
    assert str(browser.js("document.title")) == "cmu_trace: una lección del perceptrón"
    assert text_of(browser, "#where") == "Paso t = 0 de 6 (el inicio) · errores hasta ahora: 0"
    assert text_of(browser, "#tool-pos-text") == "Añadir y = +1"

    # the quiz, switched on by keys: its question and its answer's verdict in Spanish
    browser.js("document.getElementById('quizmode').focus(), 0")
    browser.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: browser.js("document.getElementById('quiz').hidden") is False)
    browser.js("document.getElementById('start').click(), 0")
    assert text_of(browser, "#quiz p:nth-of-type(2)").startswith("¿Cuál es ŷ")
    assert text_of(browser, "#quiz-q").startswith("Paso t = 1: x = (−1, 2), y = −1; en vigor w = (0, 0)")
    assert text_of(browser, "#check") == "Comprobar y avanzar"

    found = assert_every_control_named_and_reached(browser)
    english = {c["id"]: c["name"] for c in found if ENGLISH.search(c["name"])}
    assert english == {}, f"controls still named in English: {english}"
    named = {c["id"]: c["name"] for c in found}
    assert named["slider"] == "Paso t (viaje en el tiempo)"
    assert named["q-mistake"] == "¿error?"
    assert named["zero"] == "puntuación 0"
    browser.assert_quiet()


def test_the_lesson_exported_under_the_pseudo_locale_names_every_control_in_pseudo_text(
    window, qtbot, browsers, tmp_path
):
    page = exported(window, qtbot, tmp_path, "pseudo", "[Fîļé]")
    browser = browsers()
    browser.open(page, 390, 844)  # a phone
    assert browser.js("document.documentElement.lang") == "en-XA"
    browser.js("document.getElementById('quizmode').click(), 0")
    found = assert_every_control_named_and_reached(browser)
    plain = {c["id"]: c["name"] for c in found if re.search(r"[A-Za-z]{2,}", c["name"]) and "[" not in c["name"]}
    assert plain == {}, f"controls named in untranslated words: {plain}"
    for selector in ("#title", "#step", "#settings legend", "#quiz p:nth-of-type(2)", "#where", "#about"):
        assert "[" in text_of(browser, selector), selector
    # the longer words wrap: nothing scrolls sideways on the phone, the page nor a box in it (but the trace table's
    # own box, whose columns scroll by design)
    sideways = (
        "JSON.stringify([].filter.call(document.querySelectorAll('body, body *'), function (e) {"
        " var o = getComputedStyle(e).overflowX; return (o === 'auto' || o === 'scroll' || e === document.body)"
        " && e.id !== 'tracebox' && e.scrollWidth > e.clientWidth + 1; })"
        ".map(function (e) { return e.id || e.tagName; }))"
    )
    assert json.loads(str(browser.js(sideways))) == []
    browser.assert_quiet()
