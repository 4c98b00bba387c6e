"""A view's public read-out: what it shows, as numbers and text.

Every view that draws the step shown offers ``readout()``; the person-like tests check all of them against
the engine after every action (tests/gui/person.py), and no test needs a view's private attributes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Readout:
    """What one view shows now.

    ``step``: the step t the view says it shows (None: it names none); ``w`` and ``b``: the weights it draws
    or writes (None: none); ``mistakes``: the mistakes it counts; ``ringed``: the examples it rings (their
    coordinates); ``row``: the step of its current row (the trace's); ``texts``: its texts, by name;
    ``parts``: the named parts it draws now; ``hidden``: what would give a quiz question's answer away is hidden.
    """

    step: int | None = None
    w: tuple[float, ...] | None = None
    b: float | None = None
    mistakes: int | None = None
    ringed: tuple[tuple[float, ...], ...] = ()
    row: int | None = None
    texts: tuple[tuple[str, str], ...] = ()
    parts: tuple[str, ...] = ()
    hidden: bool = False

    def text(self, name: str) -> str:
        """The text called ``name`` ("" when the view shows none)."""
        return dict(self.texts).get(name, "")


def numbers(values: np.ndarray | None) -> tuple[float, ...] | None:
    """A vector as a tuple of floats (None stays None)."""
    return None if values is None else tuple(float(v) for v in np.ravel(values))
