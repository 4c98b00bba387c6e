"""The class alphabet of a document: which label each palette position (keys 1-8) adds, and its name."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from core.session.document import complete_names
from core.session.points import MAX_CLASSES

SIGNED = (-1, 1, 2, 3, 4, 5, 6, 7)


def alphabet(classes: np.ndarray) -> tuple[int, ...]:
    """The labels keys 1..8 choose, in palette order, from a point set's ``classes`` (distinct, sorted).

    Labels within {-1, +1} (or none) give -1, +1, then 2, 3, ...; other labels keep their sorted order and
    continue after the largest, so a new class never reuses a label of the document.
    """
    present = [int(c) for c in classes]
    if set(present) <= {-1, 1}:
        return SIGNED
    ordered = present[:MAX_CLASSES]
    nxt = ordered[-1] + 1
    while len(ordered) < MAX_CLASSES:
        ordered.append(nxt)
        nxt += 1
    return tuple(ordered)


def position(labels: tuple[int, ...], label: int) -> int:
    """Palette position (colour and marker) of a label; the last one for a label outside the alphabet."""
    return labels.index(label) if label in labels else len(labels) - 1


def other_label(labels: tuple[int, ...], current: int) -> int:
    """The class a right click adds: the other of the first two classes."""
    first, second = labels[:2]
    return second if current == first else first


def label_text(label: int, signed: bool, names: Mapping[int, str] | None = None) -> str:
    """How a label reads in the app: its name, or +1 / -1 as in the notes for a signed alphabet, else the number."""
    if names and label in names:
        return names[label]
    return f"{label:+d}" if signed else str(label)


def picker_texts(
    labels: tuple[int, ...], present: np.ndarray, names: Mapping[int, str] | None
) -> list[tuple[str, str]]:
    """What the class picker reads for each label of the alphabet, and its tip: "k:  y = <label>" as the document
    has it (its name, or the number); a label no point has yet reads "k:  new class", its tip saying what a click
    adds, named as the document will name it (:func:`core.session.document.complete_names`)."""
    signed = labels[0] == -1
    have = {int(c) for c in np.asarray(present).tolist()}
    every = complete_names(names, np.array(labels))
    out = []
    for k, label in enumerate(labels):
        shown = label_text(label, signed, every)
        if label in have or signed:
            out.append((f"{k + 1}:  y = {shown}", ""))
        else:
            out.append((f"{k + 1}:  new class", f"A click adds the first point of a new class, y = {shown}"))
    return out
