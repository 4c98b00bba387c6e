"""The lesson page's own words (its markup's texts and the texts its script writes) in the reader's language.

:data:`PAGE_WORDS` lists every one, marked for the app's catalogues (context ``LessonPage``); a test checks that
the list is exactly the texts of ``lesson_assets/page.html`` (:func:`markup_texts`) and the ``t("…")`` texts of
``page.js``.  :func:`translated_markup` writes the markup in the reader's language; the script gets the words as
``words`` in its data block and looks each text up with ``t``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from core.learn.words import QT_TRANSLATE_NOOP

PAGE_WORDS = (
    QT_TRANSLATE_NOOP("LessonPage", "Add y = −1"),
    QT_TRANSLATE_NOOP("LessonPage", "Add y = +1"),
    QT_TRANSLATE_NOOP("LessonPage", "✕ Delete"),
    QT_TRANSLATE_NOOP("LessonPage", "Points as text (one per line: x₁, x₂, y)"),
    QT_TRANSLATE_NOOP("LessonPage", "Use these points"),
    QT_TRANSLATE_NOOP("LessonPage", "Back to the lesson's points and settings"),
    QT_TRANSLATE_NOOP("LessonPage", "◀ Back"),
    QT_TRANSLATE_NOOP("LessonPage", "Step ▶"),
    QT_TRANSLATE_NOOP("LessonPage", "Next mistake ▶▶"),
    QT_TRANSLATE_NOOP("LessonPage", "Epoch ▶|"),
    QT_TRANSLATE_NOOP("LessonPage", "Play"),
    QT_TRANSLATE_NOOP("LessonPage", "Pause"),
    QT_TRANSLATE_NOOP("LessonPage", "|◀ Start"),
    QT_TRANSLATE_NOOP(
        "LessonPage", "· keys: Space step, Shift+Space next mistake, E epoch, R run, ← → PageUp PageDown Home End"
    ),
    QT_TRANSLATE_NOOP("LessonPage", "Settings"),
    QT_TRANSLATE_NOOP("LessonPage", "Variant"),
    QT_TRANSLATE_NOOP("LessonPage", "Perceptron"),
    QT_TRANSLATE_NOOP("LessonPage", "Averaged"),
    QT_TRANSLATE_NOOP("LessonPage", "Voted"),
    QT_TRANSLATE_NOOP("LessonPage", "Kernel (polynomial)"),
    QT_TRANSLATE_NOOP("LessonPage", "offset b"),
    QT_TRANSLATE_NOOP("LessonPage", "score 0"),
    QT_TRANSLATE_NOOP("LessonPage", "is a mistake"),
    QT_TRANSLATE_NOOP("LessonPage", "predicts +1"),
    QT_TRANSLATE_NOOP("LessonPage", "predicts −1"),
    QT_TRANSLATE_NOOP("LessonPage", "order"),
    QT_TRANSLATE_NOOP("LessonPage", "as given"),
    QT_TRANSLATE_NOOP("LessonPage", "shuffled"),
    QT_TRANSLATE_NOOP("LessonPage", "seed"),
    QT_TRANSLATE_NOOP("LessonPage", "Draw again"),
    QT_TRANSLATE_NOOP("LessonPage", "degree"),
    QT_TRANSLATE_NOOP(
        "LessonPage",
        "The kernel is K(x, z) = (x·z + c₀)^degree, computed as core computes it, bit for bit. The RBF kernel is left out: its exp in a browser may differ from core's in the last bit.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("LessonPage", "Copy link"),
    QT_TRANSLATE_NOOP("LessonPage", "Quiz"),
    QT_TRANSLATE_NOOP("LessonPage", "Large text"),
    QT_TRANSLATE_NOOP("LessonPage", "What is ŷ, is it a mistake, and (on a mistake) what are the new w and b?"),
    QT_TRANSLATE_NOOP("LessonPage", "0 (no class)"),
    QT_TRANSLATE_NOOP("LessonPage", "mistake?"),
    QT_TRANSLATE_NOOP("LessonPage", "yes"),
    QT_TRANSLATE_NOOP("LessonPage", "no"),
    QT_TRANSLATE_NOOP("LessonPage", "new w"),
    QT_TRANSLATE_NOOP("LessonPage", "new b"),
    QT_TRANSLATE_NOOP("LessonPage", "Check and step"),
    QT_TRANSLATE_NOOP("LessonPage", "The points and the classifier"),
    QT_TRANSLATE_NOOP("LessonPage", "What a tap on the plot does"),
    QT_TRANSLATE_NOOP(
        "LessonPage",
        "The points, the boundary w·x + b = 0, w and the update. Tap to add a point of the chosen class, drag a point to move it.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("LessonPage", "The points, one per line: x₁, x₂, y (y is +1 or −1)"),
    QT_TRANSLATE_NOOP("LessonPage", "Steps"),
    QT_TRANSLATE_NOOP("LessonPage", "Step back (←, PageUp)"),
    QT_TRANSLATE_NOOP("LessonPage", "Step (Space, →, PageDown)"),
    QT_TRANSLATE_NOOP("LessonPage", "Next mistake (Shift+Space)"),
    QT_TRANSLATE_NOOP("LessonPage", "To the end of the epoch (E)"),
    QT_TRANSLATE_NOOP("LessonPage", "Run or pause (R)"),
    QT_TRANSLATE_NOOP("LessonPage", "Back to step 0 (Home)"),
    QT_TRANSLATE_NOOP("LessonPage", "Step t (time travel)"),
    QT_TRANSLATE_NOOP("LessonPage", "The trace table's row of this step (in quiz mode: of the step just answered)"),
    QT_TRANSLATE_NOOP("LessonPage", "w₀, first weight"),
    QT_TRANSLATE_NOOP("LessonPage", "w₀, second weight"),
    QT_TRANSLATE_NOOP("LessonPage", "The link to this state"),
    QT_TRANSLATE_NOOP("LessonPage", "The trace table: every step so far"),
    QT_TRANSLATE_NOOP("LessonPage", "the points"),
    QT_TRANSLATE_NOOP("LessonPage", "the variant"),
    QT_TRANSLATE_NOOP("LessonPage", "the offset b"),
    QT_TRANSLATE_NOOP("LessonPage", "w₀ and b₀"),
    QT_TRANSLATE_NOOP("LessonPage", "the score-0 rule"),
    QT_TRANSLATE_NOOP("LessonPage", "the order"),
    QT_TRANSLATE_NOOP("LessonPage", "ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)"),
    QT_TRANSLATE_NOOP("LessonPage", "ŷ = +1 iff {score} ≥ 0 (CMU, note 002)"),
    QT_TRANSLATE_NOOP("LessonPage", "ŷ = +1 iff {score} > 0, so a score of 0 predicts −1 (note 001)"),
    QT_TRANSLATE_NOOP("LessonPage", "Rule: {rule}; on a mistake {update}."),
    QT_TRANSLATE_NOOP("LessonPage", "Fixed by the lecturer"),
    QT_TRANSLATE_NOOP("LessonPage", "Fixed by the lecturer: {names}."),
    QT_TRANSLATE_NOOP("LessonPage", "The boundary shows once you have answered the step's question."),
    QT_TRANSLATE_NOOP("LessonPage", "averaged {w} (the model); last {last}"),
    QT_TRANSLATE_NOOP("LessonPage", "{a} changes by {change}"),
    QT_TRANSLATE_NOOP("LessonPage", "Step t = {t}: {example}; in force {weights}."),
    QT_TRANSLATE_NOOP("LessonPage", "step 0: the start, no example yet"),
    QT_TRANSLATE_NOOP("LessonPage", "step 0: the start, {w}"),
    QT_TRANSLATE_NOOP("LessonPage", "step {t}"),
    QT_TRANSLATE_NOOP("LessonPage", "score {score}"),
    QT_TRANSLATE_NOOP("LessonPage", "correct; nothing changes"),
    QT_TRANSLATE_NOOP("LessonPage", "correct; {w} stays {value}"),
    QT_TRANSLATE_NOOP("LessonPage", "a mistake; {a} changes by {change}"),
    QT_TRANSLATE_NOOP("LessonPage", "a mistake; {w} becomes {value}"),
    QT_TRANSLATE_NOOP("LessonPage", "{w} becomes {value}"),
    QT_TRANSLATE_NOOP("LessonPage", "The convergence theorem's numbers are drawn for the linear perceptrons."),
    QT_TRANSLATE_NOOP("LessonPage", "of {x}"),
    QT_TRANSLATE_NOOP("LessonPage", "Mistake bound, live: {R}"),
    QT_TRANSLATE_NOOP("LessonPage", "k = {k} mistakes; {bound}"),
    QT_TRANSLATE_NOOP("LessonPage", "the separator found (step {t}) has margin {gamma}"),
    QT_TRANSLATE_NOOP("LessonPage", "so at most {bound} mistakes"),
    QT_TRANSLATE_NOOP("LessonPage", "no epoch without a mistake yet (the points may not be separable)"),
    QT_TRANSLATE_NOOP("LessonPage", "no epoch without a mistake yet (the points may not be separable through 0)"),
    QT_TRANSLATE_NOOP("LessonPage", "last w"),
    QT_TRANSLATE_NOOP("LessonPage", "Epoch {epoch} looks at the points in this order: {order}"),
    QT_TRANSLATE_NOOP("LessonPage", "(drawn by the page from seed {seed})"),
    QT_TRANSLATE_NOOP("LessonPage", "(epoch {epoch})"),
    QT_TRANSLATE_NOOP("LessonPage", "(the start)"),
    QT_TRANSLATE_NOOP("LessonPage", "Step t = {t} of {n}"),
    QT_TRANSLATE_NOOP("LessonPage", "mistakes so far: {m}"),
    QT_TRANSLATE_NOOP("LessonPage", "converged at step {t}"),
    QT_TRANSLATE_NOOP("LessonPage", "(the arrow is drawn ×{scale})"),
    QT_TRANSLATE_NOOP("LessonPage", "The lesson ends here: step back, or press Home to start again."),
    QT_TRANSLATE_NOOP("LessonPage", "{part} right"),
    QT_TRANSLATE_NOOP("LessonPage", "{part} wrong (it is {answer})"),
    QT_TRANSLATE_NOOP("LessonPage", "Step t = {t}: {parts}."),
    QT_TRANSLATE_NOOP("LessonPage", "{right} of {asked} parts right so far."),
    QT_TRANSLATE_NOOP(
        "LessonPage", "The batch perceptron is only replayed here: the page trains the perceptron on the edit."
    ),
    QT_TRANSLATE_NOOP(
        "LessonPage",
        "Edited: the page trains these points with these settings itself (core's arithmetic, bit for bit). Open the link of the lesson, or use ‘Back to the lesson’, for the recorded run.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("LessonPage", "{name} must be {rule}, not ‘{text}’."),
    QT_TRANSLATE_NOOP("LessonPage", "{name} must be {rule}, not empty."),
    QT_TRANSLATE_NOOP("LessonPage", "a number > 0"),
    QT_TRANSLATE_NOOP("LessonPage", "w₀'s first weight"),
    QT_TRANSLATE_NOOP("LessonPage", "a number"),
    QT_TRANSLATE_NOOP("LessonPage", "w₀'s second weight"),
    QT_TRANSLATE_NOOP("LessonPage", "The seed"),
    QT_TRANSLATE_NOOP("LessonPage", "a whole number from 0 to 999999999"),
    QT_TRANSLATE_NOOP("LessonPage", "The degree"),
    QT_TRANSLATE_NOOP("LessonPage", "a whole number from 1 to 10"),
    QT_TRANSLATE_NOOP("LessonPage", "The run is unchanged."),
    QT_TRANSLATE_NOOP("LessonPage", "point {i} deleted"),
    QT_TRANSLATE_NOOP("LessonPage", "point {i} moved to {x}"),
    QT_TRANSLATE_NOOP("LessonPage", "point {i} added at {x}"),
    QT_TRANSLATE_NOOP(
        "LessonPage",
        "Line {k} must be three numbers x₁, x₂, y with y = +1 or −1, not ‘{text}’. The points are unchanged.",
    ),
    QT_TRANSLATE_NOOP("LessonPage", "The lesson's own run is shown."),
    QT_TRANSLATE_NOOP("LessonPage", "The lecturer fixed {names}: the link's other values are not used."),
    QT_TRANSLATE_NOOP("LessonPage", "Link copied."),
    QT_TRANSLATE_NOOP("LessonPage", "The link is selected: copy it (Ctrl+C, or ⌘C)."),
    QT_TRANSLATE_NOOP("LessonPage", "Add {class}"),
    QT_TRANSLATE_NOOP("LessonPage", "Batch (the recorded run only)"),
    QT_TRANSLATE_NOOP("LessonPage", "The link can fix {names} and hide the boundary, not ‘{text}’."),
    QT_TRANSLATE_NOOP("LessonPage", "The link's point {i} must be x₁,x₂,class (class 0 or 1), not ‘{text}’."),
    QT_TRANSLATE_NOOP("LessonPage", "The link's w0 must be two numbers, not ‘{text}’."),
    QT_TRANSLATE_NOOP("LessonPage", "The link's {name} must be one of {allowed}, not ‘{text}’."),
    QT_TRANSLATE_NOOP("LessonPage", "The link's {name} must be {rule}, not ‘{text}’."),
    QT_TRANSLATE_NOOP("LessonPage", "a whole number ≥ 0"),
    QT_TRANSLATE_NOOP("LessonPage", "Horizontal: {x} · vertical: {y}"),
    QT_TRANSLATE_NOOP("LessonPage", "epoch"),
    QT_TRANSLATE_NOOP("LessonPage", "w after"),
    QT_TRANSLATE_NOOP("LessonPage", "b after"),
    QT_TRANSLATE_NOOP("LessonPage", "α changed"),
)
"""The page's own words, English (the markup's and the script's; the trace table's column titles)."""

TEXT = re.compile(r">([^<]+)<")
ATTRIBUTE = re.compile(r'\b(aria-label|title|placeholder)="([^"]*)"')
WORDY = re.compile(r"[A-Za-z]{2,}")  # a text with a word in it (not "+1", "η", "w₀" or "ŷ": notation)


def markup_texts(markup: str) -> list[str]:
    """The texts of ``markup`` a reader sees or hears: its text nodes and its aria-label, title and placeholder
    attributes that hold a word, stripped, in order, each once."""
    found = [html.unescape(m.group(1)).strip() for m in TEXT.finditer(markup)]
    found += [html.unescape(m.group(2)).strip() for m in ATTRIBUTE.finditer(markup)]
    return list(dict.fromkeys(text for text in found if WORDY.search(text)))


def translated_markup(markup: str, words: Mapping[str, str]) -> str:
    """``markup`` with each of its texts that ``words`` has (English -> translation) replaced, escaped."""

    def text(m: re.Match[str]) -> str:
        raw = m.group(1)
        core = html.unescape(raw).strip()
        if core not in words:
            return m.group(0)
        lead, trail = raw[: len(raw) - len(raw.lstrip())], raw[len(raw.rstrip()) :]
        return f">{lead}{html.escape(words[core], quote=False)}{trail}<"

    def attribute(m: re.Match[str]) -> str:
        core = html.unescape(m.group(2)).strip()
        return f'{m.group(1)}="{html.escape(words[core])}"' if core in words else m.group(0)

    return ATTRIBUTE.sub(attribute, TEXT.sub(text, markup))
