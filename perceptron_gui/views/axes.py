"""Axes that number values as they are, grids that cost little to repaint, and windows set in one repaint."""

from __future__ import annotations

import weakref
from typing import Any

import pyqtgraph as pg
from PySide6.QtWidgets import QWidget

from core.teach.numbers import marked

AXIS_TEXT = "#595959"  # tick numbers and axis names: 7:1 on white (pyqtgraph's grey #969696 is 2.96:1; WCAG asks 4.5)


def plain_numbers(plot: pg.PlotItem) -> None:
    """Number ``plot``'s axes as their values are, in text dark enough to read (:data:`AXIS_TEXT`).

    pyqtgraph (0.14) numbers a labelled axis whose values stay under 1 in thousandths, "(x0.001)" beside
    ticks of -400 ... 500: data scaled into the unit ball, small weights and small losses would read wrong.

    The room for the tick labels only grows: were it to follow their widths, a window that moves would resize the
    plot, which moves the window again (up to four repaints of a plot for one change).
    """
    for name in ("left", "bottom", "right", "top"):
        plot.getAxis(name).enableAutoSIPrefix(False)
        plot.getAxis(name).setStyle(autoReduceTextSpace=False)
        plot.getAxis(name).setTextPen(AXIS_TEXT)  # readable numbers (the axis line and grid keep their grey)
        _with_decimal_mark(plot.getAxis(name))


def _with_decimal_mark(axis: pg.AxisItem) -> None:
    """Write ``axis``'s tick numbers with the reader's decimal mark (:mod:`core.teach.numbers`)."""
    own, ref = type(axis).tickStrings, weakref.ref(axis)  # (a weak reference: no cycle through the axis)

    def ticks(values: list[float], scale: float, spacing: float) -> list[str]:
        return [marked(text) for text in own(ref(), values, scale, spacing)]

    axis.tickStrings = ticks


def renumber(window: QWidget) -> None:
    """Write every axis of ``window``'s plots again (the decimal mark changed)."""
    for view in window.findChildren(pg.GraphicsView):
        for item in view.scene().items() if view.scene() is not None else ():
            if isinstance(item, pg.AxisItem):
                item.picture = None  # pyqtgraph's cached drawing of the ticks
                item.update()


def light_grid(plot: pg.PlotItem, alpha: float) -> None:
    """A grid of ``alpha`` at the major and minor ticks.

    pyqtgraph also draws a third level of lines, nearly transparent, which takes half of a small plot's repaint
    (7 of 14 ms for the loss panel's per-example plot).
    """
    plot.showGrid(x=True, y=True, alpha=alpha)
    for name in ("left", "bottom"):
        plot.getAxis(name).setStyle(maxTickLevel=1)


def set_window(plot: pg.PlotWidget, rect: Any = None, **ranges: Any) -> None:
    """Set ``plot``'s window (``pg.PlotWidget.setRange``'s arguments) and move its items there at once.

    pyqtgraph moves the items to a new window when the plot next paints, which changes them again and asks for a
    second repaint of the plot, as costly as the first (10-14 ms for the loss panel's per-example plot).
    """
    plot.setRange(rect, **ranges)
    plot.getViewBox().updateMatrix()
