"""Exports for slides: every image and animation is laid out at the size asked, with text readable on a slide.

The rule (``core.session.slide``): in an export laid out for a size, the capital letters and digits of every
text are at least 2.5% of the frame's height tall. These tests measure it in the real output: the PNG
read back, the MP4 decoded by the ffmpeg that imageio-ffmpeg ships. A text's height is the extent of the
rows holding its dark pixels: the caption's first cell (the step t, digits only) and the tick labels under
the plot (digits and minus signs).
"""

from pathlib import Path

import imageio_ffmpeg
import numpy as np
from PIL import Image
from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QLineEdit, QSpinBox

from tests.gui.conftest import answer_file_dialog
from tests.gui.exports.test_export_animation import open_example, settled_grab, wait_done

SHOTS = Path("/work/shots26b")  # frames kept to look at, when that folder exists (the session's, not CI's)
RULE = 0.025


def grey(frame: np.ndarray) -> np.ndarray:
    return frame[..., :3].astype(float) @ np.array([0.299, 0.587, 0.114])


def runs(flags: np.ndarray) -> list[tuple[int, int]]:
    """The (start, end) of each run of True, end exclusive."""
    padded = np.concatenate([[False], flags, [False]]).astype(int)
    edges = np.flatnonzero(np.diff(padded))
    return list(zip(edges[::2], edges[1::2], strict=True))


def caption_digit_height(frame: np.ndarray) -> int:
    """The height of the step number in the caption's first cell (the "t" column: digits only)."""
    g = grey(frame)
    h, w = g.shape
    rule_rows = [r for r in range(h // 3, h) if np.mean((g[r] > 150) & (g[r] < 220)) > 0.9]
    assert rule_rows, "no caption rule line under the canvas"
    band = g[rule_rows[-1] + 2 :] < 120
    columns = np.flatnonzero(band.any(axis=0))
    assert len(columns), "the caption is empty"
    gap = max(4, round(0.01 * w))
    first = [c for c in columns if c < columns[0] + 0.25 * w]
    end = first[0]
    for c in first[1:]:
        if c - end > gap:
            break
        end = c
    text_rows = runs(band[:, columns[0] : end + 1].any(axis=1))
    assert len(text_rows) >= 2, f"the first cell is not a title over a value: {text_rows}"
    start, stop = text_rows[1]  # the value under the title "t"
    return int(stop - start)


def tick_label_height(image: np.ndarray) -> int:
    """The height of the tick labels under the plot (the row of numbers below the bottom axis line)."""
    g = grey(image)
    h, w = g.shape
    dark = g < 200
    lines = [r for r in range(h) if dark[r].mean() > 0.5]
    assert lines, "no bottom axis line"
    axis_row = lines[-1]
    columns = [c for c in range(w) if dark[:, c].mean() > 0.5]
    left = columns[0] + 3 if columns else 0
    below = [(a, b) for a, b in runs(dark[axis_row + 1 :, left:].any(axis=1)) if b - a > 2]  # not the line's edge
    assert below, "no tick labels under the axis"
    start, stop = below[0]
    return int(stop - start)


def mp4_frames(path: Path) -> tuple[tuple[int, int], list[np.ndarray]]:
    reader = imageio_ffmpeg.read_frames(str(path))
    meta = next(reader)
    w, h = meta["size"]
    frames = [np.frombuffer(f, np.uint8).reshape(h, w, 3).copy() for f in reader]
    return (w, h), frames


def export_animation(window, fields: dict[str, str], aspect: str, presentation: bool | None = None) -> dict:
    """File > Export Animation with ``fields`` typed, the aspect chosen and the presentation look ticked or not."""
    seen: dict = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "exportAnimationDialog" or "done" in seen:
            return
        seen["done"] = True
        fmt = dialog.findChild(QComboBox, "animationFormat")
        fmt.setCurrentIndex(fmt.findText("MP4"))
        for name, text in fields.items():
            edit = dialog.findChild(QLineEdit, name)
            edit.clear()
            edit.insert(text)
        combo = dialog.findChild(QComboBox, "animationAspect")
        if combo is None:  # no aspect to choose: nothing to export
            dialog.reject()
            return
        seen["aspects"] = [combo.itemText(k) for k in range(combo.count())]
        combo.setCurrentIndex(combo.findText(aspect))
        if presentation is not None:
            dialog.findChild(QCheckBox, "animationPresentation").setChecked(presentation)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        seen["stayed_open"] = dialog.isVisible()
        if dialog.isVisible():
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    window.findChild(QAction, "actionExportAnimation").trigger()
    timer.stop()
    return seen


def test_a_16_9_mp4_at_1280_and_at_640_has_its_caption_at_the_rule_and_the_same_picture(window, qtbot, tmp_path):
    open_example(window, qtbot, "cmu_trace.json", 9)
    window.training.travel_to(None)
    before = settled_grab(window, qtbot)
    heights = {}
    last_frames = {}
    for width in (1280, 640):
        path = tmp_path / f"slide{width}.mp4"
        seen = export_animation(window, {"animationPath": str(path), "animationWidth": str(width)}, "16:9")
        assert "aspects" in seen, "the dialog has no aspect to choose"
        assert seen["stayed_open"] is False
        assert seen["aspects"] == ["16:9", "4:3", "square", "canvas"]
        wait_done(window, qtbot)
        size, frames = mp4_frames(path)
        assert size == (width, width * 9 // 16) and len(frames) == 10
        heights[width] = caption_digit_height(frames[-1])
        last_frames[width] = frames[-1]
        if SHOTS.is_dir():
            for k in (0, 4, 9):
                Image.fromarray(frames[k]).save(SHOTS / f"mp4_{width}_frame{k}.png")
    assert np.array_equal(settled_grab(window, qtbot), before)  # the window's canvas given back as it was
    print(f"caption digit height: {heights[1280]} px of 720 at 1280 wide, {heights[640]} px of 360 at 640 wide")
    assert heights[1280] >= RULE * 720 and heights[640] >= RULE * 360
    # laid out alike: the 1280 frame shrunk to 640 is the 640 frame (text, lines and all), not a different layout
    small = np.asarray(Image.fromarray(last_frames[1280]).resize((640, 360), Image.Resampling.BOX)).astype(float)
    assert np.abs(small - last_frames[640]).mean() < 6.0


def export_png(window, path, aspect: str, presentation: bool, width: int = 1600) -> None:
    """File > Export Image as a person answers it: ``width`` typed, the aspect and the look chosen, OK, the file
    dialog given ``path``."""
    seen: dict = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.findChild(QSpinBox, "exportWidth") is None or seen:
            return
        seen["done"] = True
        dialog.findChild(QSpinBox, "exportWidth").setValue(width)
        combo = dialog.findChild(QComboBox, "exportAspect")
        if combo is None:  # no aspect to choose: the PNG at the canvas's aspect
            dialog.accept()
            return
        combo.setCurrentIndex(combo.findText(aspect))
        dialog.findChild(QCheckBox, "exportPresentation").setChecked(presentation)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    files = answer_file_dialog(path)
    window.findChild(QAction, "actionExportImage").trigger()
    files.stop()
    timer.stop()


def test_a_png_at_1600_has_tick_labels_at_the_rule_in_each_aspect(window, qtbot, tmp_path):
    open_example(window, qtbot, "cmu_trace.json", 5)
    window.training.travel_to(None)
    measured = {}
    for aspect, height, look in (
        ("16:9", 900, False),
        ("4:3", 1200, False),
        ("square", 1600, False),
        ("16:9", 900, True),
    ):
        path = tmp_path / f"slide_{aspect.replace(':', 'x')}{'_presentation' if look else ''}.png"
        export_png(window, path, aspect, look)
        image = np.asarray(Image.open(path).convert("RGB"))
        assert image.shape[:2] == (height, 1600)
        if SHOTS.is_dir():
            Image.fromarray(image).save(SHOTS / path.name)
        ticks = measured[aspect, look] = tick_label_height(image)
        print(
            f"PNG 1600 x {height} ({aspect}, presentation {look}): tick labels {ticks} px, the rule {RULE * height:.1f}"
        )
        assert ticks >= RULE * height
    assert measured["16:9", True] >= 1.3 * measured["16:9", False]  # the presentation look: larger text


def test_the_update_arrow_and_its_label_stay_inside_the_plot_in_every_frame(window, qtbot, tmp_path):
    """Steps where w is long and the boundary far from the view: the arrow from the old tip to the new one and
    its label are within the plot's box."""
    open_example(window, qtbot, "cmu_trace.json", 12)
    canvas = window.canvas
    vb = canvas.getPlotItem().getViewBox()
    outside = []
    for t in range(1, 13):
        window.training.travel_to(t)
        qtbot.waitUntil(lambda t=t: window.training.shown().step == t)
        box = vb.sceneBoundingRect().adjusted(-1, -1, 1, 1)
        update = canvas.drawing().update
        if update is not None and update.box is not None:
            ends = [vb.mapViewToScene(QPointF(float(x), float(y))) for x, y in zip(update.xs, update.ys, strict=True)]
            label = update.box
            if not all(box.contains(p) for p in ends) or not box.contains(label):
                outside.append(t)
    window.training.travel_to(None)
    assert outside == []
