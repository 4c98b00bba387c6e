"""Example orders of past epochs, regenerated from the random generator's saved state (no numba here).

With shuffling, the engine keeps the generator's state before each epoch's draw
instead of the permutation itself: ``DrawnOrder`` entries.  Regenerating an
order costs O(n) and the run's memory stays that of its mistakes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

DrawnOrder = tuple[int, bool, dict[str, Any]]  # (epoch, drawn by a Generator, bit generator state before the draw)


def state_before_draw(epoch: int, rng: np.random.Generator | np.random.RandomState) -> DrawnOrder:
    """What to keep so that the permutation ``rng`` is about to draw for ``epoch`` can be drawn again."""
    if isinstance(rng, np.random.Generator):
        return (epoch, True, dict(rng.bit_generator.state))
    return (epoch, False, dict(rng.get_state(legacy=False)))


def regenerate(drawn: Sequence[DrawnOrder], epoch: int, n: int) -> np.ndarray:
    """The order of ``epoch``: the latest draw at or before it, or ``arange(n)`` when none was drawn."""
    earlier = [entry for entry in drawn if entry[0] <= epoch]
    if not earlier:  # an order once drawn stays in force until the next draw
        return np.arange(n, dtype=np.int64)
    _, is_generator, state = earlier[-1]
    bits = getattr(np.random, state["bit_generator"])()
    if is_generator:
        bits.state = state
        return np.random.Generator(bits).permutation(n).astype(np.int64)
    legacy = np.random.RandomState(bits)
    legacy.set_state(state)
    return legacy.permutation(n).astype(np.int64)
