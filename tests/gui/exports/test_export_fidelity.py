"""An exported picture is what the canvas shows: the PNG, the SVG in two renderers, the update arrow.

The SVG is rasterised by Qt's own QSvgRenderer and by resvg (a second, independent
renderer, pip-installed with the test extras) and compared with the PNG of the same state.

The metric: both rasters in grey (0.299 R + 0.587 G + 0.114 B), averaged over 4 x 4 pixel
blocks (antialiasing and font hinting differ between renderers, the picture must not), then
the mean absolute difference in grey levels (0-255). Besides, the "ink" (dark pixels: text,
ticks, lines, markers), every class colour, the update arrow's red and the w* line's green must
be at the same places: of the 8 x 8 blocks where one of them is present in either raster, the
share where it is clearly present in one and not even faintly in the other (see ``misplaced``).
"""

from pathlib import Path

import numpy as np
import pytest
import resvg_py
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QDockWidget, QSpinBox

from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.widgets.palette import CLASS_COLORS
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import answer_file_dialog

GREY_TOLERANCE = 1.5  # mean absolute grey difference (0-255) on 4 x 4 block means
PLACE_TOLERANCE = 0.1  # share of the 8 x 8 blocks holding a colour that hold it in one raster only
UPDATE_RED = "#CC0000"
STAR_GREEN = "#009E73"


def rgb(image: QImage) -> np.ndarray:
    """The image as an (h, w, 3) float array, composited on white."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    h, w = image.height(), image.width()
    a = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine() // 4, 4)[:, :w].astype(float)
    alpha = a[..., 3:4] / 255.0
    return a[..., 2::-1] * alpha + 255.0 * (1.0 - alpha)  # BGRA in memory


def blocks(a: np.ndarray, k: int) -> np.ndarray:
    """Means over k x k blocks (the edge that does not fill a block is dropped)."""
    h, w = (a.shape[0] // k) * k, (a.shape[1] // k) * k
    a = a[:h, :w]
    return a.reshape(h // k, k, w // k, k, *a.shape[2:]).mean(axis=(1, 3))


def grey_difference(a: np.ndarray, b: np.ndarray) -> float:
    """Mean absolute difference of the 4 x 4 block means of the grey rasters."""
    weights = np.array([0.299, 0.587, 0.114])
    return float(np.abs(blocks(a @ weights, 4) - blocks(b @ weights, 4)).mean())


def colour_mask(a: np.ndarray, colour: str, distance: float = 40.0) -> np.ndarray:
    """Pixels within ``distance`` (RGB) of a colour."""
    c = QColor(colour)
    return np.linalg.norm(a - np.array([c.red(), c.green(), c.blue()]), axis=2) < distance


def misplaced(a: np.ndarray, b: np.ndarray, colour: str) -> tuple[float, int]:
    """Of the 8 x 8 blocks holding the colour (or "ink") in either raster, the share holding it clearly in one
    (over 5% of the block's pixels within 40 RGB units) and not even faintly (no pixel within 100) in the other;
    and how many blocks hold it in ``a``."""

    def strong_and_faint(c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if colour == "ink":
            grey = c @ np.array([0.299, 0.587, 0.114])
            return blocks((grey < 170).astype(float), 8) > 0.05, blocks((grey < 215).astype(float), 8) > 0
        return (
            blocks(colour_mask(c, colour).astype(float), 8) > 0.05,
            blocks(colour_mask(c, colour, 100.0).astype(float), 8) > 0,
        )

    (strong_a, faint_a), (strong_b, faint_b) = strong_and_faint(a), strong_and_faint(b)
    lonely = (strong_a & ~faint_b) | (strong_b & ~faint_a)
    return float(lonely.sum() / max(np.sum(strong_a | strong_b), 1)), int(strong_a.sum())


def render_qt(path: Path, width: int, height: int) -> np.ndarray:
    """The SVG drawn by Qt's QSvgRenderer at width x height."""
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return rgb(image)


def render_resvg(path: Path, width: int, height: int) -> np.ndarray:
    """The SVG drawn by resvg at width x height (its default of 0 dpi cannot size mm; 96 is the screen's)."""
    png = resvg_py.svg_to_bytes(svg_path=str(path), width=width, dpi=96, background="#ffffff")
    image = QImage.fromData(bytes(png))
    assert image.width() == width and abs(image.height() - height) <= 1  # resvg rounds the height it scales to
    return rgb(image.copy(0, 0, width, height))


def lecture_state(window, qtbot) -> None:
    """The default example stepped to a mistake (w, its update arrow and labels), a pinned line and w* drawn."""
    window.resize(1300, 880)
    training = window.training
    for _ in range(7):
        training.step()
    qtbot.waitUntil(lambda: training.state().step == 7)
    window.pin_boundary()
    window.findChild(QDockWidget, "theoryDock").raise_()
    qtbot.waitUntil(lambda: window.theory.result is not None, timeout=20_000)
    window.theory.draw_star.setChecked(True)
    training.step_to_mistake()
    qtbot.waitUntil(lambda: training.state().mistake and training.state().step > 7)
    qtbot.wait(150)


def test_the_svg_renders_like_the_png_in_qt_and_in_resvg(window, qtbot, tmp_path):
    lecture_state(window, qtbot)
    png, svg = tmp_path / "canvas.png", tmp_path / "canvas.svg"
    assert window.exports.export_image_to(png)  # at the canvas's own width
    assert window.exports.export_image_to(svg)
    reference = rgb(QImage(str(png)))
    h, w = reference.shape[:2]
    colours = ["ink", CLASS_COLORS[0], CLASS_COLORS[1], UPDATE_RED, STAR_GREEN]
    for name, render in (("QSvgRenderer", render_qt), ("resvg", render_resvg)):
        raster = render(svg, w, h)
        QImage(raster.astype(np.uint8).copy().data, w, h, 3 * w, QImage.Format.Format_RGB888).save(
            str(tmp_path / f"canvas-{name}.png")
        )
        difference = grey_difference(reference, raster)
        places = {colour: misplaced(reference, raster, colour) for colour in colours}
        print(f"{name}: mean |grey difference| {difference:.2f} / 255; misplaced blocks {places}")
        assert difference < GREY_TOLERANCE, f"{name} draws the SVG unlike the PNG ({difference:.1f} grey levels)"
        for colour, (share, present) in places.items():
            assert present > 0, f"{colour} is not in the PNG"
            assert share < PLACE_TOLERANCE, f"{name}: {colour} is elsewhere than in the PNG ({share:.1%} of blocks)"


def red_pixels(a: np.ndarray) -> np.ndarray:
    """Where the update arrow's red is."""
    return (a[..., 0] > 170) & (a[..., 1] < 60) & (a[..., 2] < 60)


def canvas_raster(window) -> np.ndarray:
    return rgb(window.canvas.grab().toImage())


def test_export_image_after_a_mistake_has_the_update_arrow_as_on_screen(window, qtbot, tmp_path):
    """File > Export Image, answered as a person does (a second or two in the dialogs), keeps the arrow."""
    training = window.training
    training.step_to_mistake()
    qtbot.waitUntil(lambda: training.state().mistake)
    qtbot.wait(100)
    on_screen = int(red_pixels(canvas_raster(window)).sum())
    assert on_screen > 150  # the dashed shaft, the head and the label η·y·x = [...]
    path = tmp_path / "default.png"  # the document's name, as the dialog proposes it
    accepted = []

    def accept_width_dialog():
        for widget in top_level_widgets():
            if isinstance(widget, QDialog) and widget.isVisible() and widget.findChild(QSpinBox, "exportWidth"):
                widget.findChild(QSpinBox, "exportWidth").setValue(window.canvas.width())
                widget.accept()
                accepted.append(True)

    width_timer = QTimer()
    width_timer.timeout.connect(accept_width_dialog)
    QTimer.singleShot(1500, lambda: width_timer.start(20))  # reading the dialogs takes a moment
    files = answer_file_dialog(path)
    files.stop()
    QTimer.singleShot(800, lambda: files.start(20))
    window.findChild(QAction, "actionExportImage").trigger()
    width_timer.stop()
    files.stop()
    assert accepted and path.is_file()
    now_on_screen = red_pixels(canvas_raster(window))
    exported = red_pixels(rgb(QImage(str(path))))
    print(f"red pixels: {on_screen} after the step, {now_on_screen.sum()} on screen at export, {exported.sum()} in PNG")
    assert now_on_screen.sum() > 150, "the update arrow left the screen while the state shown is still the mistake"
    assert exported.sum() > 150, "the exported picture has no update arrow"
    share, _ = misplaced(canvas_raster(window), rgb(QImage(str(path))), UPDATE_RED)
    assert share < PLACE_TOLERANCE, f"the arrow is elsewhere in the PNG than on screen ({share:.0%} of its blocks)"


@pytest.mark.parametrize("scale", [2])
def test_a_wider_png_is_the_narrower_one_enlarged(window, qtbot, tmp_path, scale):
    """Laid out for a slide at twice the width, lines, arrow heads, markers and text grow with the picture: the
    wider one shrunk back is the narrower one (the layout depends on the aspect, not on the width)."""
    lecture_state(window, qtbot)
    small, large = tmp_path / "small.png", tmp_path / "large.png"
    width = 600
    assert window.canvas.width() != width  # laid out, not as on screen
    assert window.exports.export_image_to(small, width)
    assert window.exports.export_image_to(large, width * scale)
    a = rgb(QImage(str(small)))
    b = blocks(rgb(QImage(str(large))), scale)[: a.shape[0], : a.shape[1]]
    difference = grey_difference(a, b)
    places = {colour: misplaced(a, b, colour)[0] for colour in (CLASS_COLORS[0], CLASS_COLORS[1], UPDATE_RED)}
    print(f"x{scale} PNG shrunk back: mean |grey difference| {difference:.2f} / 255; misplaced blocks {places}")
    assert difference < GREY_TOLERANCE
    assert red_pixels(b).sum() > 0.8 * red_pixels(a).sum()  # the head and the label did not stay small
    assert all(share < PLACE_TOLERANCE for share in places.values())


def test_the_examples_export_to_svg_that_both_renderers_draw(window, qtbot, tmp_path):
    """The kernel and multiclass regions (an embedded image, contours) render in both too."""
    for name in ("circles_kernel.json", "three_gaussians.json"):
        window.files.open_path(EXAMPLES / name, ask=False)
        qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0)
        window.training.step_epoch()
        qtbot.waitUntil(lambda: window.training.state().epoch >= 1)
        qtbot.wait(150)
        png, svg = tmp_path / f"{name}.png", tmp_path / f"{name}.svg"
        assert window.exports.export_image_to(png)
        assert window.exports.export_image_to(svg)
        reference = rgb(QImage(str(png)))
        h, w = reference.shape[:2]
        for render in (render_qt, render_resvg):
            difference = grey_difference(reference, render(svg, w, h))
            print(f"{name} {render.__name__}: {difference:.2f}")
            assert difference < GREY_TOLERANCE
