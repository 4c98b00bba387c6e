"""Not colour alone (issue 44, goal 3): marker shapes per class, palettes that survive colour-blindness, contrast.

The colour science is colorspacious's: its CVD simulation (Machado, Oliveira & Fernandes 2009) at severity 100
(protanopia, deuteranopia, tritanopia: the dichromacies, the hardest case) and its CAM02-UCS, a perceptually
uniform space in which ΔE' ≈ 1 is about the least difference seen between large patches side by side.  Class
markers are small (11 px) and far apart on the canvas, so a pair must differ by many times that: the threshold is
ΔE' ≥ 10.  Szafir (2018, "Modeling Color Difference for Visualization Design") measured that marks of about this
size need several times the ΔE of large patches to be told apart reliably; ten units leaves that margin.
Contrast ratios are WCAG 2.2's: text 4.5:1 (1.4.3), graphics 3:1 (1.4.11).
"""

import itertools

import numpy as np
import pytest
from colorspacious import cspace_convert
from PySide6.QtGui import QAction, QColor, QImage

from perceptron_gui.widgets import palette
from perceptron_gui.widgets.palette import CLASS_SYMBOLS, PALETTES, contrast
from tests.gui.conftest import close_discarding
from tests.gui.person import Person

MIN_DELTA_E = 10.0
VISIONS = (None, "protanomaly", "deuteranomaly", "tritanomaly")  # at severity 100: no vision, protanopia, ...
WHITE = QColor("#FFFFFF")


def seen(colours: tuple[str, ...], vision: str | None) -> np.ndarray:
    """The colours in CAM02-UCS as a person with ``vision`` sees them (simulated)."""
    rgb = np.array([QColor(c).getRgbF()[:3] for c in colours])
    if vision is not None:
        cvd = {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}
        rgb = np.clip(cspace_convert(rgb, cvd, "sRGB1"), 0.0, 1.0)
    return cspace_convert(rgb, "sRGB1", "CAM02-UCS")


@pytest.mark.parametrize("name", list(PALETTES))
def test_every_pair_of_classes_stays_apart_under_every_colour_vision(name):
    colours = PALETTES[name]
    assert len(set(colours)) == 8
    worst = []
    for vision in VISIONS:
        J = seen(colours, vision)
        for i, j in itertools.combinations(range(len(colours)), 2):
            d = float(np.linalg.norm(J[i] - J[j]))
            if d < MIN_DELTA_E:
                worst.append(f"{vision or 'normal vision'}: classes {i + 1} {colours[i]} and {j + 1} {colours[j]} "
                             f"differ by ΔE' = {d:.1f}")  # fmt: skip
    assert not worst, "; ".join(worst)


def test_high_contrast_colours_stand_out_on_the_white_canvas():
    low = {c: round(contrast(QColor(c), WHITE), 2) for c in PALETTES["high contrast"]}
    assert all(ratio >= 3.0 for ratio in low.values()), low


@pytest.mark.parametrize("name", list(PALETTES))
def test_text_in_a_class_colour_reads_at_4_5_to_1(name):
    """Text drawn in a class's colour (the w_c labels, Draw a Classifier's S₊ and S₋) on its light label
    background, over the white canvas or the class's own tinted region."""
    palette.set_palette(name)
    try:
        for k in range(8):
            text = palette.class_text_color(k)
            tint = blend(palette.class_color(k), WHITE, 45 / 255)  # the region's tint (TINT_ALPHA)
            for ground in (WHITE, blend(WHITE, tint, 215 / 255)):  # the label's fill, 215/255 white over it
                ratio = contrast(text, ground)
                assert ratio >= 4.5, f"class {k + 1}: {text.name()} on {ground.name()} is {ratio:.2f}:1"
    finally:
        palette.set_palette("normal")


def blend(top: QColor, under: QColor, alpha: float) -> QColor:
    mixed = [alpha * a + (1 - alpha) * b for a, b in zip(top.getRgbF()[:3], under.getRgbF()[:3], strict=True)]
    return QColor.fromRgbF(*mixed)


def test_each_class_has_its_own_marker_on_the_canvas_and_in_the_class_picker(window):
    assert len(set(CLASS_SYMBOLS)) == 8
    assert [symbol for symbol, _ in window.canvas.class_markers()] == list(CLASS_SYMBOLS)
    picker = window.class_picker
    icons = [picker.itemIcon(k).pixmap(16, 16).toImage() for k in range(picker.count())]
    shapes = [alpha_mask(icon) for icon in icons]
    for i, j in itertools.combinations(range(len(shapes)), 2):
        assert not np.array_equal(shapes[i], shapes[j]), f"classes {i + 1} and {j + 1} have one icon shape"


def alpha_mask(image: QImage) -> np.ndarray:
    """Where an icon is drawn (its shape), whatever its colour."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return np.array([[image.pixelColor(x, y).alpha() > 128 for x in range(image.width())] for y in range(16)])


def test_view_high_contrast_recolours_the_classes_and_is_kept(qtbot):
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.show()
    try:
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitActive(window)
        Person(window, qtbot).choose("View", "actionHighContrast")
        assert [colour for _, colour in window.canvas.class_markers()] == list(PALETTES["high contrast"])
    finally:
        close_discarding(window)
    again = MainWindow()
    try:
        assert again.findChild(QAction, "actionHighContrast").isChecked()
        assert [colour for _, colour in again.canvas.class_markers()] == list(PALETTES["high contrast"])
    finally:
        again.actions_by_name["actionHighContrast"].trigger()  # back to normal for the tests after
        close_discarding(again)
    assert palette.palette_name() == "normal"


def test_the_canvas_axes_numbers_and_names_read_at_4_5_to_1(window):
    plot = window.canvas.getPlotItem()
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        ratio = contrast(axis.textPen().color(), WHITE)
        assert ratio >= 4.5, f"the {name} axis's numbers are {ratio:.2f}:1 on white"
        named = QColor(axis.labelStyle.get("color", axis.textPen().color().name()))
        assert contrast(named, WHITE) >= 4.5, f"the {name} axis's name is {contrast(named, WHITE):.2f}:1"
