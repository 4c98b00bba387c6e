"""Extract the interface's texts into perceptron_gui/i18n/*.ts, write the pseudo-locale, build the .qm files.

    python scripts/translations.py            # after changing a translatable text, or a translation in a .ts
    python scripts/translations.py --check    # exit 1 when a .ts or a .qm is behind the code (the tests do this)

Texts are found by ``pyside6-lupdate`` (PySide6's tool, beside the Python that runs this) in every module of
perceptron_gui and in core's modules that mark sentences (the lesson page's words, :mod:`core.learn.words`):
``QT_TRANSLATE_NOOP(context, text)`` and ``QCoreApplication.translate(context, text)``.  The
pseudo-locale (``pseudo.ts``) is made from the extracted texts: letters accented, 40% longer, in [brackets],
with the placeholders ({n}, %1), the & mnemonics and the notes' one-letter symbols (w, x₁, b) kept.  A real
language's ``.ts`` is translated by a person (Qt Linguist: ``pyside6-linguist perceptron_gui/i18n/es.ts``).
"""

from __future__ import annotations

import argparse
import math
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "perceptron_gui" / "i18n"
LANGUAGES = ("es", "de", "pseudo")  # the catalogues shipped (English is the source text)
TARGETS = {"es": "es", "de": "de", "pseudo": "en_XA"}  # each catalogue's Qt language (en_XA: a pseudo-locale)
TOOLS = Path(sys.executable).parent

ACCENTS = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "àƀçđéƒĝĥîĵķļɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ",
        strict=True,
    )
)
KEPT = re.compile(r"(\{[^{}]*\}|%\d|%n|&.|\b[A-Za-z]\b)")  # placeholders, mnemonics, one-letter symbols
WORD = re.compile(r"[A-Za-z]{2,}")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale: accented, 40% longer, bracketed; placeholders, mnemonics, symbols kept.  The
    padding is words of ten ``~`` at most, so that a long text wraps where its label wraps."""
    core = text.strip(" ")
    lead, trail = text[: len(text) - len(text.lstrip(" "))], text[len(text.rstrip(" ")) :]
    parts = KEPT.split(core)
    accented = "".join(
        part if KEPT.fullmatch(part) else WORD.sub(lambda m: "".join(ACCENTS[c] for c in m.group()), part)
        for part in parts
    )
    extra = math.ceil(0.4 * len(core)) - 2  # the brackets count towards the 40%
    tildes = "".join(" " if k % 11 == 10 else "~" for k in range(extra - 1)).rstrip() or "~"  # wraps every 10
    padding = "" if extra <= 0 else "~" if extra == 1 else " " + tildes.ljust(extra - 1, "~")
    return f"{lead}[{accented}{padding}]{trail}"


def sources() -> list[Path]:
    """The modules lupdate reads: the interface's, and core's that mark sentences (:mod:`core.learn.words`)."""
    marking = [path for path in (ROOT / "core").rglob("*.py") if "QT_TRANSLATE_NOOP(" in path.read_text("utf-8")]
    return sorted([*(ROOT / "perceptron_gui").rglob("*.py"), *marking])


def lupdate(ts: Path, language: str) -> None:
    """Bring ``ts`` (a catalogue of ``language``) up to date with the code: new texts added, vanished ones dropped."""
    if ts.exists():  # lupdate leaves a catalogue without its language as it is
        tree = ET.parse(ts)
        if tree.getroot().get("language") != language:
            tree.getroot().set("language", language)
            tree.write(ts, encoding="utf-8", xml_declaration=True)
    files = [str(path.relative_to(ROOT)) for path in sources()]
    command = [str(TOOLS / "pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none"]
    done = subprocess.run(
        [*command, "-target-language", language, "-ts", str(ts)], cwd=ROOT, check=True, capture_output=True, text=True
    )
    assert "won't be updated" not in done.stdout + done.stderr, done.stdout + done.stderr


def messages(ts: Path) -> dict[tuple[str, str], str | None]:
    """(context, source) -> translation (None when unfinished) of a .ts file."""
    found: dict[tuple[str, str], str | None] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            done = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            found[(name, message.findtext("source") or "")] = (translation.text or "") if done else None
    return found


def fill_pseudo(ts: Path) -> None:
    """Give every message of ``ts`` its pseudo-locale translation."""
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.text = pseudo(message.findtext("source") or "")
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``."""
    subprocess.run([str(TOOLS / "pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)


def problems() -> list[str]:
    """What is behind the code: texts the .ts files lack (or keep but the code dropped), .qm files behind them."""
    found = []
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / "fresh.ts"
        lupdate(fresh, "en")
        wanted = set(messages(fresh))
        for code in LANGUAGES:
            ts, qm = FOLDER / f"{code}.ts", FOLDER / f"{code}.qm"
            have = set(messages(ts)) if ts.exists() else set()
            for context, text in sorted(wanted - have):
                found.append(f"{ts.name} lacks {context}: {text!r}")
            for context, text in sorted(have - wanted):
                found.append(f"{ts.name} has {context}: {text!r}, which the code no longer says")
            built = Path(scratch) / qm.name
            lrelease(ts, built)
            if not qm.exists() or qm.read_bytes() != built.read_bytes():
                found.append(f"{qm.name} is not built from {ts.name}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="say what is out of date; change nothing")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        print("\n".join(found) or "The translations are up to date.")
        return 1 if found else 0
    targets = [FOLDER / f"{code}.ts" for code in LANGUAGES]
    for code, ts in zip(LANGUAGES, targets, strict=True):
        lupdate(ts, TARGETS[code])
    fill_pseudo(FOLDER / "pseudo.ts")
    lupdate(FOLDER / "pseudo.ts", TARGETS["pseudo"])  # back in lupdate's own layout
    for ts in targets:
        lrelease(ts, ts.with_suffix(".qm"))
    for ts in targets:
        done = sum(text is not None for text in messages(ts).values())
        print(f"{ts.name}: {done} of {len(messages(ts))} texts translated")
    return 0


if __name__ == "__main__":
    assert shutil.which(str(TOOLS / "pyside6-lupdate")), "PySide6's pyside6-lupdate is not beside this Python"
    sys.exit(main())
