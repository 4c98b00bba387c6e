"""Sentences core writes for people, in the reader's language: a translation hook that stays Qt-free.

core marks each sentence template with :func:`QT_TRANSLATE_NOOP` (``pyside6-lupdate`` finds the name and puts the
text into the app's catalogues, ``perceptron_gui/i18n/*.ts``) and looks it up through a :data:`Translate` handed
in by its caller: the GUI hands ``QCoreApplication.translate``, everyone else gets :func:`english` (the text as
written).  A template's ``{name}`` placeholders are filled after the look-up, so a translation may reorder them;
numbers and the lecture's notation (w, η·y·x, x₃) are filled in, never translated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

Translate = Callable[[str, str], str]
"""(context, English text) -> the text in the reader's language."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` as a sentence of ``context`` for the catalogues; ``text`` as it is."""
    return text


def english(context: str, text: str) -> str:
    """The :data:`Translate` of a reader of English: ``text`` as written."""
    return text


@dataclass(frozen=True)
class Sentence:
    """A sentence core writes, kept as its marked template and its values, so that it can be said in any language
    later (an error raised here, shown by the window in the reader's language).  A value may be a Sentence itself
    (a clause), said in the same language."""

    context: str
    template: str
    values: Mapping[str, object] = field(default_factory=dict)

    def say(self, localise: Translate = english) -> str:
        """The sentence in the reader's language (:func:`english`: as written), its values filled in."""
        filled = {key: said(value, localise) for key, value in self.values.items()}
        return localise(self.context, self.template).format(**filled)

    def __str__(self) -> str:
        return self.say()


@dataclass(frozen=True)
class Capitalised(Sentence):
    """A :class:`Sentence` that starts a message, its first letter a capital in every language (a clause said
    on its own: "Label names must be distinct, …")."""

    def say(self, localise: Translate = english) -> str:
        """The sentence in the reader's language, capitalised."""
        text = super().say(localise)
        return text[:1].upper() + text[1:]


class SaidError(ValueError):
    """A ValueError whose message is a :class:`Sentence`: ``str(error)`` is its English, :func:`said` says it in the
    reader's language."""

    def __init__(self, sentence: Sentence) -> None:
        super().__init__(sentence.say())
        self.sentence = sentence


class Said(str):
    """English text that keeps the :class:`Sentence` it was said from (a note core hands back as text): it reads as
    the English string it is, and :func:`said` says it again in the reader's language."""

    sentence: Sentence

    def __new__(cls, sentence: Sentence) -> Said:
        text = super().__new__(cls, sentence.say())
        text.sentence = sentence
        return text


def said(thing: object, localise: Translate = english) -> str:
    """``thing`` as text in the reader's language where core keeps its sentence (a :class:`Sentence`, a
    :class:`Said` text, a :class:`SaidError` or a reader's error); anything else as ``str`` writes it."""
    sentence = thing if isinstance(thing, Sentence) else getattr(thing, "sentence", None)
    return sentence.say(localise) if isinstance(sentence, Sentence) else str(thing)


def translated_words(context: str, texts: Iterable[str], localise: Translate = english) -> dict[str, str]:
    """English -> the reader's language for each of ``texts`` (marked in ``context``) that the language changes: a
    page's words, handed to its script."""
    said_as = {text: localise(context, text) for text in texts}
    return {text: words for text, words in said_as.items() if words != text}
