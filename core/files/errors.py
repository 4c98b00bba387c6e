"""What reading a point-set file can say: the one error type, the limits, progress and cancel."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.learn.words import QT_TRANSLATE_NOOP, Sentence
from core.session.points import PointSet

if TYPE_CHECKING:
    from core.session.dataset import Dataset
    from core.session.settings import TrainingSettings


MAX_FILE_BYTES = 200 * 1024 * 1024
"""Files larger than this (200 MiB, about 5 million points as CSV) are refused before reading."""
CANVAS_FEATURES = 2
"""The canvas shows points with at most this many coordinates (1: on a number line, 2: in the plane)."""
MAX_LABEL = 2**53
"""Numeric labels are whole numbers with absolute value at most this (exact as float64)."""
CSV_SUFFIXES = (".csv", ".tsv", ".txt")
JSON_SUFFIXES = (".json",)

Progress = Callable[[float], bool]
"""A progress callback: given the fraction done (0 to 1); returning ``False`` cancels the read."""


class PointSetFileError(ValueError):
    """A point-set file could not be read: the message names the file, the line (if any) and the problem.

    ``path`` is the file's path and ``line`` the 1-based line number, or None when the problem is not
    on one line; ``sentence`` (when core marks its words) says the message in the reader's language
    (:func:`core.learn.words.said`).
    """

    def __init__(
        self, message: str, *, path: Path | None = None, line: int | None = None, sentence: Sentence | None = None
    ) -> None:
        super().__init__(message)
        self.path = path
        self.line = line
        self.sentence = sentence


class LoadCancelled(Exception):  # noqa: N818 -- a cancellation, not an error
    """The progress callback asked to stop reading. Deliberately not a PointSetFileError."""


class SaveCancelled(Exception):  # noqa: N818 -- a cancellation, not an error
    """A save's progress callback asked to stop: nothing was written, the file there (if any) is as it was."""


@dataclass(frozen=True)
class LoadedPoints:
    """What the app opens: the points, the label names (None for numeric labels) and, from a
    document, the training settings (None for a CSV file); ``delimiter`` is the CSV file's delimiter
    (None for a document), so that Save can write the file back as it was. ``dataset`` is the whole table
    of a file with more than two feature columns (None otherwise); ``points`` and ``label_names`` are then
    its projection's training points and names, and ``note`` says which columns were chosen and why."""

    points: PointSet
    label_names: dict[int, str] | None = None
    settings: TrainingSettings | None = None
    delimiter: str | None = None
    dataset: Dataset | None = None
    note: str = ""


# --------------------------------------------------------------------- errors
@dataclass(frozen=True)
class Source:
    """The file being read, for error messages; ``error`` builds a PointSetFileError."""

    path: Path

    def error(self, problem: str | Sentence, line: int | None = None) -> PointSetFileError:
        """An error for this file: ``name, line N: problem``; a ``problem`` made by :func:`says` can be said in the
        reader's language (:func:`core.learn.words.said`), a plain one stays as written."""
        template = "{name}: {problem}" if line is None else WHERE_LINE
        sentence = Sentence(FILE_ERRORS, template, {"name": self.path.name, "line": line, "problem": problem})
        return PointSetFileError(sentence.say(), path=self.path, line=line, sentence=sentence)


FILE_ERRORS = "FileErrors"  # the catalogues' context of the reader's sentences
WHERE_LINE = QT_TRANSLATE_NOOP("FileErrors", "{name}, line {line}: {problem}")


def says(template: str, **values: object) -> Sentence:
    """A reader's problem, ``template`` marked with ``QT_TRANSLATE_NOOP("FileErrors", ...)``, with its values."""
    return Sentence(FILE_ERRORS, template, values)


def show_text(text: str, limit: int = 40) -> str:
    """A cell's text quoted for a message, shortened when long."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def report(progress: Progress | None, fraction: float) -> None:
    """Call ``progress(fraction)``; raise LoadCancelled when it returns False."""
    if progress is not None and progress(min(max(fraction, 0.0), 1.0)) is False:
        raise LoadCancelled("Loading was cancelled.")
