"""Canvas pictures for slides: PNG at a chosen width and aspect, or vector SVG (loaded on first export, not at
start-up).

A PNG at a size asked (:func:`slide_png`) is laid out again for it by :func:`laid_out`: the plot is given the
layout size of :func:`core.session.slide.slide_layout` (the frame's aspect, the screen's text), the view
keeps all it showed (widened to the new aspect), the model is drawn anew over it, and the picture is that
layout's SVG drawn at the size asked, so that its text meets the rule of :mod:`core.session.slide`. The
window's canvas is given back as it was before anything is painted on screen.

The SVG, and a PNG "as on screen" (the canvas's width and aspect), are the canvas as it is drawn. The SVG
is Qt's SVG painter output made portable by :func:`core.session.geometry.stack_svg` (no scaling
transform around a stroke, the view's clip added), written at the screen's resolution so that
pyqtgraph's recorded axis pictures and the text keep their size.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF, QImage, QImageWriter, QPainter, QPicture
from PySide6.QtSvg import QSvgGenerator, QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem

from core.files.atomic import atomic_write_bytes
from core.session.geometry import Rect, stack_svg
from core.session.slide import PRESENTATION_LOOK, SlideLayout, frame_height, is_as_on_screen, slide_layout
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.widgets.png_check import holds_picture

UNREAD = QT_TRANSLATE_NOOP("Exports", "the file cannot be read back: {reason}")
NOT_WRITTEN = QT_TRANSLATE_NOOP("Exports", "the file read back is not the picture written")
NO_PNG = QT_TRANSLATE_NOOP("Exports", "the PNG could not be made: {reason}")
UNREADABLE = QT_TRANSLATE_NOOP("Exports", "the PNG made is not readable")


def _scene_items(item: pg.PlotItem) -> list[QGraphicsItem]:
    """The plot and everything drawn inside it."""
    return [item, *_descendants(item)]


def _descendants(item: QGraphicsItem) -> list[QGraphicsItem]:
    out = []
    for child in item.childItems():
        out += [child, *_descendants(child)]
    return out


@contextmanager
def _export_mode(item: pg.PlotItem, painter: QPainter) -> Iterator[None]:
    """Every item drawn for export (points as vector paths, no cached pictures), as pyqtgraph's exporters do."""
    items = _scene_items(item)
    cached = [i for i in items if i.cacheMode() != QGraphicsItem.CacheMode.NoCache]
    modes = [i.cacheMode() for i in cached]
    for i in cached:
        i.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    options = {"antialias": True, "background": "w", "painter": painter}
    exporting = [i for i in items if hasattr(i, "setExportMode")]
    try:
        for i in exporting:
            i.setExportMode(True, options)
        yield
    finally:
        for i in exporting:
            i.setExportMode(False, None)
        for i, mode in zip(cached, modes, strict=True):
            i.setCacheMode(mode)


def _render(item: pg.PlotItem, painter: QPainter, source: QRectF) -> None:
    scene = item.scene()
    with _export_mode(item, painter):
        scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)


def png_image(item: pg.PlotItem, width: int | None = None, height: int | None = None) -> QImage:
    """The plot as shown, ``width`` pixels wide (default: its width on screen) and ``height`` high (default: in
    proportion).

    At the screen's width the scene is painted as on screen. Any other width is the vector picture
    (:func:`svg_text`) drawn at that size, so that lines, arrow heads, markers and text all grow
    together (painting the scene enlarged keeps its one-pixel "cosmetic" pens and pixel-sized arrow
    heads as thin and small as on screen).
    """
    source = item.sceneBoundingRect()
    natural = round(source.width())
    if width is None or int(width) == natural:
        image = QImage(natural, round(source.height()), QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        try:
            _render(item, painter, source)
        finally:
            painter.end()
        return image
    renderer = QSvgRenderer(QByteArray(svg_text(item).encode("utf-8")))
    if height is None:
        height = max(1, round(source.height() * int(width) / source.width()))
    image = QImage(int(width), height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    try:
        renderer.render(painter, QRectF(0, 0, int(width), height))
    finally:
        painter.end()
    return image


def svg_text(item: pg.PlotItem) -> str:
    """The plot as portable SVG, one user unit per screen pixel.

    Drawn in two layers, the data (clipped to the view, as on screen) and then the frame (axes, grid,
    legend): Qt's SVG writer cannot be trusted with clipping (a text label's clip stays on what
    follows), so it writes none (SVG Tiny) and the view's clip is added here.
    """
    source = item.sceneBoundingRect()
    view = item.getViewBox()
    data = view.childGroup
    inside = {data, *_ancestors(data), *_descendants(data)}
    everything = [i for i in _scene_items(item) if i is not item]
    data_layer = _svg_pass(item, source, hidden=[i for i in everything if i not in inside])
    frame_layer = _svg_pass(item, source, hidden=[data])
    box = view.sceneBoundingRect().translated(-source.topLeft())
    clip = (box.left(), box.top(), box.right(), box.bottom())
    fonts = _font_families(data_layer + frame_layer)
    return stack_svg([(data_layer, clip), (frame_layer, None)], source.width(), source.height(), fonts)


def _ancestors(item: QGraphicsItem) -> list[QGraphicsItem]:
    out = []
    parent = item.parentItem()
    while parent is not None:
        out.append(parent)
        parent = parent.parentItem()
    return out


def _svg_pass(item: pg.PlotItem, source: QRectF, hidden: list[QGraphicsItem]) -> str:
    """Qt's SVG of the plot with the ``hidden`` items left out (fully transparent items are not painted)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(source.size().toSize())
    generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
    # pyqtgraph's axes replay QPictures recorded at the screen's resolution: the SVG must have the same.
    generator.setResolution(QPicture().logicalDpiX())
    opacities = [i.opacity() for i in hidden]
    for i in hidden:
        i.setOpacity(0.0)
    painter = QPainter(generator)
    try:
        _render(item, painter, source)
    finally:
        painter.end()
        for i, opacity in zip(hidden, opacities, strict=True):
            i.setOpacity(opacity)
    return bytes(QByteArray(buffer.data()).data()).decode("utf-8")


def _font_families(svg: str) -> dict[str, str]:
    """Qt's font family names in the SVG mapped to the family really used, then a CSS generic."""
    out = {}
    for family in set(_attribute_values(svg, "font-family")):
        real = QFontInfo(QFont(family)).family()
        generic = "monospace" if QFontInfo(QFont(family)).fixedPitch() else "sans-serif"
        out[family] = f"'{real}', {generic}"
    return out


def _attribute_values(svg: str, name: str) -> list[str]:
    values = []
    start = 0
    key = f'{name}="'
    while (i := svg.find(key, start)) >= 0:
        j = svg.find('"', i + len(key))
        values.append(svg[i + len(key) : j].strip("'"))
        start = j + 1
    return values


def screen_cap_height() -> float:
    """The height of capital letters of the screen's text (the application's font), in pixels."""
    return QFontMetricsF(QFont()).capHeight()


def layout_for(canvas: Canvas, width: int, aspect: str) -> SlideLayout:
    """The slide layout of a picture of the canvas ``width`` pixels wide in ``aspect``."""
    box = canvas.getPlotItem().sceneBoundingRect()
    return slide_layout(width, frame_height(width, aspect, (box.width(), box.height())), screen_cap_height())


@contextmanager
def laid_out(
    canvas: Canvas, size: tuple[float, float], presentation: bool, redraw: Callable[[Rect], None]
) -> Iterator[pg.PlotItem]:
    """The canvas's plot laid out at ``size`` (layout pixels) in the normal or presentation look, showing at
    least what the window's view shows, ``redraw(rect)`` having drawn the model over the view's new rect;
    everything given back after (the caller then redraws the window's own state)."""
    plot = canvas.getPlotItem()
    geometry = plot.geometry()
    rect = canvas.view_rect()
    follow = canvas.follow_data
    kept = canvas.scale_factor
    look = PRESENTATION_LOOK if presentation else 1.0
    try:
        if look != kept:
            canvas.set_scale(look)
        plot.setGeometry(QRectF(0.0, 0.0, *size))
        plot.layout.activate()
        canvas.show_rect(rect)
        redraw(canvas.view_rect())
        yield plot
    finally:
        if look != kept:
            canvas.set_scale(kept)
        plot.setGeometry(geometry)
        plot.layout.activate()
        canvas.show_rect(rect)
        canvas.follow_data = follow


def slide_png(
    canvas: Canvas, width: int, aspect: str, presentation: bool, redraw: Callable[[Rect | None], None]
) -> QImage:
    """The canvas laid out for a picture ``width`` pixels wide in ``aspect`` (see the module); "as on screen"
    (see :func:`core.session.slide.is_as_on_screen`) is the canvas as drawn."""
    plot = canvas.getPlotItem()
    if is_as_on_screen(width, aspect, plot.sceneBoundingRect().width()):
        return png_image(plot)
    layout = layout_for(canvas, width, aspect)
    try:
        with laid_out(canvas, layout.layout_size, presentation, redraw) as item:
            return png_image(item, layout.width, layout.height)
    finally:
        redraw(None)


def export_plot(item: pg.PlotItem, path: Path, width: int | None = None, image: QImage | None = None) -> None:
    """Write a plot to path: SVG for .svg, else ``image`` as PNG (default: the plot ``width`` pixels wide, or as
    shown).

    The file is written atomically (a temporary, then a rename: a failure leaves an existing file as
    it was and no new one) and read back to check that it holds the picture. Raises OSError (with the
    path and a plain reason) when anything fails.
    """
    if path.suffix.lower() == ".svg":
        data = svg_text(item).encode("utf-8")
    else:
        data = image_bytes(image if image is not None else png_image(item, width))
    atomic_write_bytes(path, data)
    try:
        written = path.read_bytes()
    except OSError as error:
        unread = translated("Exports", UNREAD).format(reason=error.strerror)
        raise OSError(error.errno, unread, str(path)) from error
    if written != data:
        raise OSError(errno.EIO, translated("Exports", NOT_WRITTEN), str(path))


def image_bytes(image: QImage) -> bytes:
    """The PNG file's bytes of an image; checked to decode to the same size."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"PNG"))
    if not writer.write(image):
        raise OSError(errno.EIO, translated("Exports", NO_PNG).format(reason=writer.errorString()))
    data = bytes(QByteArray(buffer.data()).data())
    if not holds_picture(data, image.width(), image.height()):
        raise OSError(errno.EIO, translated("Exports", UNREADABLE))
    return data
