"""The students' page's own words (its markup's texts and the texts its script writes), its questions and its
choices, in the class's language.

:data:`PAGE_WORDS` lists every text of ``perceptron_gui/live/assets/student.html`` and every ``tr("…")`` text of
``student.js``, marked for the app's catalogues (context ``LivePage``, as the refusals the page shows:
:class:`core.session.live.messages.RefusalError`); a test checks the list against the two files.
:func:`page_words` gives them, with the questions and the choices, in the reader's language.
"""

from __future__ import annotations

from core.learn.words import QT_TRANSLATE_NOOP, Translate, english, translated_words
from core.session.live.questions import CHOICE_WORDS, PROMPTS

CONTEXT = "LivePage"
PAGE_WORDS = (
    QT_TRANSLATE_NOOP("LivePage", "Perceptron live class"),
    QT_TRANSLATE_NOOP("LivePage", "Nickname (optional, shown to nobody on the projector)"),
    QT_TRANSLATE_NOOP("LivePage", "Join"),
    QT_TRANSLATE_NOOP("LivePage", "Connecting…"),
    QT_TRANSLATE_NOOP("LivePage", "The points, the example of this step, the boundary and w"),
    QT_TRANSLATE_NOOP("LivePage", "Send"),
    QT_TRANSLATE_NOOP("LivePage", "Type a nickname if you like, then Join."),
    QT_TRANSLATE_NOOP("LivePage", "Connection lost: reconnecting…"),
    QT_TRANSLATE_NOOP("LivePage", "You are in. Wait for the question."),
    QT_TRANSLATE_NOOP("LivePage", "Your answer is in. You can change it until the vote closes."),
    QT_TRANSLATE_NOOP("LivePage", "Your answer: {answer}"),
    QT_TRANSLATE_NOOP("LivePage", "Your answer?"),
    QT_TRANSLATE_NOOP("LivePage", "Q{q} (vote {vote}): {prompt}"),
    QT_TRANSLATE_NOOP("LivePage", "Q{q}: {prompt}"),
    QT_TRANSLATE_NOOP("LivePage", "Step {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}"),
    QT_TRANSLATE_NOOP("LivePage", "The vote is closed."),
    QT_TRANSLATE_NOOP("LivePage", "The answer: {answer}."),
    QT_TRANSLATE_NOOP("LivePage", "The answer: {answer}. You were right."),
    QT_TRANSLATE_NOOP("LivePage", "The answer: {answer}. Not this time."),
    QT_TRANSLATE_NOOP("LivePage", "Revealed."),
    QT_TRANSLATE_NOOP("LivePage", "Type numbers such as 1.5 or -2."),
)
"""The page's own words, English (the markup's and the script's)."""


def page_words(localise: Translate = english) -> dict[str, str]:
    """English -> the reader's language for every text the page shows: its own words, the questions and the
    choices (a text the language leaves as it is is left out)."""
    return translated_words(CONTEXT, (*PAGE_WORDS, *PROMPTS.values(), *CHOICE_WORDS), localise)
