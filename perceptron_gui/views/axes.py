"""Axes that number values as they are."""

from __future__ import annotations

import pyqtgraph as pg


def plain_numbers(plot: pg.PlotItem) -> None:
    """Number ``plot``'s axes as their values are.

    pyqtgraph (0.14) numbers a labelled axis whose values stay under 1 in thousandths, "(x0.001)" beside
    ticks of -400 ... 500: data scaled into the unit ball, small weights and small losses would read wrong.
    """
    for name in ("left", "bottom", "right", "top"):
        plot.getAxis(name).enableAutoSIPrefix(False)
