"""The words burned into an exported animation's frame: the algorithm's lines the step ran, with its numbers.

Picked from :func:`core.teach.algorithm.explain`'s :class:`core.teach.algorithm.StepView` (nothing is
computed again): the current line (the last one the step ran) and the line it ran just before, each
with the step's numbers, e.g. on a mistake ``w ← w + y⁽ᵗ⁾x⁽ᵗ⁾:  (0, 0) + (-1)·(1, 2) = (-1, -2)`` and
``b ← b + y⁽ᵗ⁾:  0 + (-1) = -1``; before the first step, the view's summary.
"""

from __future__ import annotations

from core.teach.algorithm import StepView


def formula_lines(view: StepView) -> tuple[str, ...]:
    """The lines to burn in for the step a view marks, each "listing line:  numbers"."""
    if view.current < 0 or view.current not in view.numbers:
        return (view.summary,)
    chosen = [view.current]
    before = view.current - 1
    if before in view.executed and before in view.numbers:
        chosen.insert(0, before)
    return tuple(f"{' '.join(view.lines[k].split()).rstrip(':')}:  {view.numbers[k]}" for k in chosen)
