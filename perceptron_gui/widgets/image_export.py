"""Canvas pictures for slides: PNG at a chosen width, or vector SVG (loaded on first export, not at start-up)."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
import pyqtgraph.exporters as exporters
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem


class VectorSvgExporter(exporters.Exporter):
    """SVG through Qt's own SVG painter, with every item in pyqtgraph's export mode (points as vector paths).

    pyqtgraph 0.14's SVGExporter fails on the path data Qt 6.11 writes.
    """

    def export(self, fileName: str | None = None, toBytes: bool = False, copy: bool = False) -> None:
        source = self.getSourceRect()
        generator = QSvgGenerator()
        generator.setFileName(str(fileName))
        generator.setSize(source.size().toSize())
        generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
        generator.setTitle("Perceptron Studio")
        cached = [i for i in self.getPaintItems() if i.cacheMode() != QGraphicsItem.CacheMode.NoCache]
        modes = [i.cacheMode() for i in cached]
        for i in cached:
            i.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        painter = QPainter(generator)
        try:
            self.setExportMode(True, {"antialias": True, "background": "w", "painter": painter})
            self.render(painter, QRectF(0, 0, source.width(), source.height()), source)
        finally:
            self.setExportMode(False)
            painter.end()
            for i, mode in zip(cached, modes, strict=True):
                i.setCacheMode(mode)


def export_plot(item: pg.PlotItem, path: Path, width: int | None = None) -> None:
    """Write a plot to path: SVG for .svg, else PNG ``width`` pixels wide (default: as shown)."""
    if path.suffix.lower() == ".svg":
        VectorSvgExporter(item).export(str(path))
        return
    exporter = exporters.ImageExporter(item)
    if width:
        exporter.parameters()["width"] = int(width)
    exporter.export(str(path))
