"""Presentation mode's look for any plot: text, lines, arrows and markers drawn larger, grey text in black."""

from __future__ import annotations

from collections.abc import Iterable

import pyqtgraph as pg
from PySide6.QtGui import QColor, QFont, QPen

OWN_COLOUR = 0x5CA1E  # QGraphicsItem data key: a grey text's own colour while scale_plot draws it black


def scale_axes(plot: pg.PlotItem, factor: float) -> None:
    """A plot's axes (tick labels, axis titles, ticks) at ``factor`` times the text size, black when enlarged."""
    base = QFont().pointSizeF()  # the application's text size
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        if factor == 1.0:
            axis.setTextPen()
            axis.setTickFont(None)
            axis.labelStyle.pop("font-size", None)
        else:
            axis.setTextPen("#000000")
            font = QFont()
            font.setPointSizeF(base * factor)
            axis.setTickFont(font)
            axis.labelStyle["font-size"] = f"{base * factor:g}pt"
        axis.setStyle(tickLength=round(-5 * factor))
        axis.setLabel(axis.labelText)


def scale_plot(plot: pg.PlotWidget, ratio: float, factor: float) -> None:
    """Draw everything on ``plot`` ``ratio`` times as large as now, for a total size ``factor`` (1: normal).

    Enlarged, the axes and any grey text are drawn in black (pyqtgraph's grey is too faint on a projector);
    the class colours stay.
    """
    if ratio == 1.0:
        return
    scale_axes(plot.getPlotItem(), factor)
    scale_items(plot.scene().items(), ratio, factor)


def scale_items(items: Iterable[object], ratio: float, factor: float) -> None:
    """Draw these items ``ratio`` times as large as now, for a total size ``factor`` (see :func:`scale_plot`)."""
    if ratio == 1.0:
        return
    for item in items:
        if (
            isinstance(item, (pg.PlotDataItem, pg.PlotCurveItem))
            and item.opts["pen"] is not None
            and not isinstance(item.parentItem(), pg.PlotDataItem)  # a PlotDataItem's own curve follows its pen
        ):
            item.setPen(_scaled_pen(item.opts["pen"], ratio))
        elif isinstance(item, pg.ScatterPlotItem) and not isinstance(item.parentItem(), pg.PlotDataItem):
            item.setSize(item.opts["size"] * ratio)
            item.setPen(_scaled_pen(item.opts["pen"], ratio))
        elif isinstance(item, pg.IsocurveItem):
            item.setPen(_scaled_pen(item.pen, ratio))
        elif isinstance(item, pg.ArrowItem):
            item.setStyle(headLen=item.opts["headLen"] * ratio, tailWidth=item.opts["tailWidth"] * ratio)
        elif isinstance(item, pg.LegendItem):
            size = float(str(item.opts["labelTextSize"]).removesuffix("pt"))
            item.setLabelTextSize(f"{size * ratio:g}pt")
            for _, label in item.items:
                label.setText(label.text)  # drawn again at the new size
        elif isinstance(item, pg.TextItem):
            font = QFont(item.textItem.font())
            font.setPointSizeF(font.pointSizeF() * ratio)
            item.setFont(font)
            own = item.data(OWN_COLOUR)
            if factor == 1.0 and own is not None:
                item.setColor(own)
                item.setData(OWN_COLOUR, None)
            elif factor != 1.0 and own is None and item.color.saturation() < 40 and item.color.lightness() > 80:
                item.setData(OWN_COLOUR, QColor(item.color))
                item.setColor("#000000")


def _scaled_pen(pen: QPen, ratio: float) -> QPen:
    scaled = QPen(pen)
    scaled.setWidthF((pen.widthF() or 1.0) * ratio)
    return scaled
