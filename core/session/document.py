"""The document as one value: the points, the names of their labels, and the training settings.

The app keeps exactly one of these (its document model owns it); files open and save them.
Label names come from a file whose labels were words (``cat``/``dog``): they stay the document's
labels, and a class added later gets a name too, so that saving never turns names into numbers.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, Capitalised, Said, SaidError, Sentence
from core.session.points import PointSet
from core.session.settings import TrainingSettings


def label_names_problem(names: Mapping[int, str]) -> str | None:
    """What is wrong with label names, or None: each one passes :func:`label_name_problem`, all are distinct.

    The one validator of label names, for the document, its JSON file and CSV files (read and written).
    """
    values = list(names.values())
    for name in values:
        problem = label_name_problem(name)
        if problem:
            return problem
    if len(set(values)) != len(values):
        distinct = QT_TRANSLATE_NOOP("Labels", "label names must be distinct, not {names}")
        return _problem(distinct, names=repr(values)[:166])
    return None


def label_name_problem(name: object) -> str | None:
    """What is wrong with one label name, or None (a :class:`core.learn.words.Said` text: English, or said in the
    reader's language).

    A name is text with a visible character, no control character (NUL, tab, line breaks, escape...), no
    surrounding spaces, and does not read as a number (a file's labels are all numbers or all names).
    """
    shown = repr(name) if len(repr(name)) <= 60 else repr(name)[:60] + "…"
    if not isinstance(name, str):
        return _problem(QT_TRANSLATE_NOOP("Labels", "label names must be text, not {name}"), name=shown)
    control = next((c for c in name if unicodedata.category(c) == "Cc"), None)
    if control is not None:
        text = QT_TRANSLATE_NOOP(
            "Labels", "label name {name} has a control character ({code}); names are printable text"
        )
        return _problem(text, name=shown, code=f"U+{ord(control):04X}")
    if not any(unicodedata.category(c)[0] not in "ZC" for c in name):
        empty = QT_TRANSLATE_NOOP("Labels", "label names must be non-empty text with a visible character, not {name}")
        return _problem(empty, name=shown)
    if name != name.strip():
        spaces = QT_TRANSLATE_NOOP(
            "Labels", "label names must be non-empty text on one line without surrounding spaces, not {name}"
        )
        return _problem(spaces, name=shown)
    if _reads_as_number(name):
        number = QT_TRANSLATE_NOOP(
            "Labels", "label name {name} reads as a number; a file's labels are all numbers or all names"
        )
        return _problem(number, name=repr(name))
    return None


def _problem(template: str, **values: object) -> str:
    return Said(Sentence("Labels", template, values))


def _reads_as_number(text: str) -> bool:
    try:
        float(text.replace(",", "."))
    except ValueError:
        return False
    return True


def check_label_names(names: Mapping[int, str]) -> None:
    """Raise ValueError (a :class:`core.learn.words.SaidError`) with :func:`label_names_problem`'s reason when the
    names are not usable."""
    problem = label_names_problem(names)
    if problem:
        raise SaidError(Capitalised("Labels", "{problem}.", {"problem": problem}))  # the problem's own words


@dataclass(frozen=True)
class Document:
    """Points, label names (None for numeric labels) and settings; immutable, so it can be shared."""

    points: PointSet = field(default_factory=PointSet)
    label_names: Mapping[int, str] | None = None
    settings: TrainingSettings = field(default_factory=TrainingSettings)

    def __post_init__(self) -> None:
        if self.label_names is not None:
            names = {int(k): v for k, v in self.label_names.items()}
            check_label_names(names)
            object.__setattr__(self, "label_names", MappingProxyType(names))

    def with_points(self, points: PointSet) -> Document:
        """The same document with other points (their new labels named when the document names labels)."""
        return replace(self, points=points, label_names=complete_names(self.label_names, points.classes))

    def names_for_saving(self) -> dict[int, str] | None:
        """Every label of the points with its name, or None for a document of numeric labels."""
        names = complete_names(self.label_names, self.points.classes)
        return None if names is None else dict(names)


def complete_names(names: Mapping[int, str] | None, y: np.ndarray) -> Mapping[int, str] | None:
    """``names`` plus a name for each label of ``y`` (the labels, or the distinct ones: a set's ``classes``) that has
    none: "class k" (k counted from 1), kept distinct."""
    if names is None:
        return None
    missing = [int(label) for label in np.unique(y).tolist() if int(label) not in names]
    if not missing:
        return names
    completed = dict(names)
    taken = set(completed.values())
    for label in missing:
        k, name = label + 1, f"class {label + 1}"
        while name in taken:
            k += 1
            name = f"class {k}"
        completed[label] = name
        taken.add(name)
    return completed
