"""The interface language: Qt's translators over the ``.qm`` catalogues shipped in this folder.

Every user-visible text of the tables (actions, menus, docks, the control panel) is marked with
``QT_TRANSLATE_NOOP(context, text)`` where it is written, so that ``pyside6-lupdate`` extracts it into
``perceptron_gui/i18n/<code>.ts``; :func:`translated` looks it up when a widget is given its text, and again
on ``QEvent.LanguageChange``.  ``scripts/translations.py`` extracts the texts, writes the pseudo-locale and
builds the ``.qm`` files (committed, so a fresh machine needs no Qt tools).

``PERCEPTRON_LANGUAGE`` (:data:`LANGUAGES`) picks the language at start, before the stored preference;
Preferences switches it while the app runs (:class:`Language`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QObject, QTranslator, Signal

FOLDER = Path(__file__).resolve().parent
ENV = "PERCEPTRON_LANGUAGE"
KEY = "language"  # the stored preference
LANGUAGES = {"en": "English", "es": "Español", "de": "Deutsch", "pseudo": "Pseudo (ŧëšŧ ŀöñğëř ŧëxŧ)"}
"""The interface languages: code -> the language's own name.  English is the source text (no catalogue);
``pseudo`` is the pseudo-locale, accented and 40% longer, for finding texts that bypass translation or clip."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for extraction into the catalogues (``pyside6-lupdate`` finds this name); ``text`` as it is.

    Qt's own ``PySide6.QtCore.QT_TRANSLATE_NOOP`` does the same but is typed as returning ``object``.
    """
    return text


def translated(context: str, text: str) -> str:
    """``text`` (marked with ``QT_TRANSLATE_NOOP(context, text)``) in the interface language."""
    return QCoreApplication.translate(context, text)


def word_lookup(context: str, words: Mapping[str, str]) -> Callable[[str], str]:
    """A module's ``word(key)``: the text ``words[key]`` (each marked in ``context``) in the interface language."""
    return lambda key: translated(context, words[key])


def catalogue(code: str) -> Path:
    """The compiled catalogue of a language (``es.qm``)."""
    return FOLDER / f"{code}.qm"


def language_problem(value: object) -> str | None:
    """Why ``value`` is not an interface language, or None."""
    if isinstance(value, str) and value.strip() in LANGUAGES:
        return None
    return f"must be one of {', '.join(LANGUAGES)}"


def start_language(stored: object) -> tuple[str, str | None]:
    """The language to start in: ``PERCEPTRON_LANGUAGE`` when set, else the stored choice, else English; and a
    note when the variable's value is not a language (the app then starts in English)."""
    wanted = os.environ.get(ENV)
    if wanted is not None:
        if language_problem(wanted) is None:
            return wanted.strip(), None
        return "en", (
            f"{ENV}={wanted!r} is not a language this app has: it must be one of {', '.join(LANGUAGES)} "
            "(the interface is in English)."
        )
    if language_problem(stored) is None:
        assert isinstance(stored, str)
        return stored.strip(), None
    return "en", None


_INSTALLED: list[QTranslator] = []  # the application's translator of ours (one language for the whole app)


def page_language() -> str:
    """The interface language as a web page's ``lang`` (BCP 47: ``es``, ``de``, ``en-XA`` for the pseudo-locale)."""
    return _INSTALLED[0].language().replace("_", "-") if _INSTALLED else "en"


class Language(QObject):
    """The one owner of the interface language: installs its catalogue's translator in the application (Qt then
    sends every widget ``QEvent.LanguageChange``) and emits ``changed(code)``.  The language is the application's:
    a window made later starts by replacing the translator an earlier one installed."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.code = "en"

    def set_code(self, code: str) -> None:
        """Switch the interface to ``code`` (a key of :data:`LANGUAGES`)."""
        if language_problem(code) is not None:
            raise ValueError(f"{code!r}: the interface language {language_problem(code)}")
        app = QCoreApplication.instance()
        assert app is not None, "the interface language needs the application"
        while _INSTALLED:
            app.removeTranslator(_INSTALLED.pop())
        if code != "en":
            translator = QTranslator(app)
            if not translator.load(str(catalogue(code))):
                raise ValueError(f"the catalogue {catalogue(code)} of {LANGUAGES[code]} cannot be read")
            app.installTranslator(translator)
            _INSTALLED.append(translator)
            qt = QTranslator(app)  # Qt's own words (OK, Cancel, Close, Save, Discard), from Qt's catalogues
            if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt)
                _INSTALLED.append(qt)
        if code != self.code:
            self.code = code
            self.changed.emit(code)
