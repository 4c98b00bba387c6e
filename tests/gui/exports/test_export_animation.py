"""File > Export Animation through the real dialog: the GIF and the MP4 read back, Cancel, bad input, and the
window left as it was (the step shown, a run going on).

Tolerance for "the last frame is the canvas at that step": the GIF's last frame (cut to the canvas's part,
above the caption) against ``window.canvas.grab()`` after time travel to that step, as the mean absolute
difference per RGB channel in 0-255. It must be at most :data:`GRAB_TOLERANCE`: the frame is rendered the
way File > Export Image renders, then quantised to the GIF's 256-colour palette.
"""

from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLabel, QLineEdit, QTableView, QToolButton

from core.files.atomic import TEMP_PREFIX
from perceptron_gui.document.resources import EXAMPLES
from tests.gui.person import wait_for_thread

GRAB_TOLERANCE = 1.5  # measured: 0.43 on the CMU example (offscreen, 2026-11)
FIELDS = ("animationPath", "animationFirst", "animationLast", "animationPerFrame", "animationFps", "animationWidth")


def export_through_dialog(
    window, fields: dict[str, str], format_name: str | None = None, aspect: str = "canvas"
) -> dict:
    """Trigger File > Export Animation, type ``fields`` into the dialog as a user would, choose the aspect (the
    canvas's by default: with the canvas's width that is the canvas as on screen), press OK.

    Returns what the dialog showed: its default fields, the problem text after typing, whether OK left it
    open (it is then cancelled, after noting the problem shown and the fields kept)."""
    seen: dict = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "exportAnimationDialog" or "defaults" in seen:
            return
        seen["defaults"] = {name: dialog.findChild(QLineEdit, name).text() for name in FIELDS}
        if format_name is not None:
            combo = dialog.findChild(QComboBox, "animationFormat")
            combo.setCurrentIndex(combo.findText(format_name))
        aspects = dialog.findChild(QComboBox, "animationAspect")
        aspects.setCurrentIndex(aspects.findText(aspect))
        for name, text in fields.items():
            edit = dialog.findChild(QLineEdit, name)
            edit.clear()
            QTest.keyClicks(edit, text)
        problem = dialog.findChild(QLabel, "animationProblem")
        seen["problem"] = problem.text() if not problem.isHidden() else ""
        seen["summary"] = dialog.findChild(QLabel, "animationSummary").text()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        seen["stayed_open"] = dialog.isVisible()
        if dialog.isVisible():
            seen["problem_after_ok"] = problem.text()
            seen["kept"] = {name: dialog.findChild(QLineEdit, name).text() for name in fields}
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    window.findChild(QAction, "actionExportAnimation").trigger()
    timer.stop()
    assert "defaults" in seen, "the dialog never showed"
    return seen


def open_example(window, qtbot, name: str, steps: int) -> None:
    window.files.open_path(EXAMPLES / name)
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 0, timeout=20_000)
    for _ in range(steps):
        window.findChild(QAction, "actionStep").trigger()

    def stepped() -> bool:
        return window.training.trace.last_step == steps and window.training.state().step == steps

    qtbot.waitUntil(stepped, timeout=20_000)  # a busy machine may take its time


def click_row(table: QTableView, row: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    index = table.model().index(row, 0)
    table.scrollTo(index)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, table.visualRect(index).center())


def rgb(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w = image.height(), image.width()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[:, : 3 * w]
    return data.reshape(h, w, 3).copy()  # a copy: the image's memory goes with it


def settled_grab(window, qtbot) -> np.ndarray:
    """The canvas once it stopped changing (two grabs 100 ms apart alike): throttled redraws have landed."""
    last = rgb(window.canvas.grab().toImage())
    for _ in range(50):
        qtbot.wait(100)
        now = rgb(window.canvas.grab().toImage())
        if np.array_equal(now, last):
            return now
        last = now
    raise AssertionError("the canvas never settled")


def temporaries(folder: Path) -> list[Path]:
    return [f for f in folder.iterdir() if f.name.startswith(TEMP_PREFIX)]


@pytest.fixture
def out(tmp_path) -> Path:
    """A folder for the exports alone (tmp_path also holds the test's settings)."""
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


def wait_done(window, qtbot, timeout: int = 60_000) -> None:
    qtbot.waitUntil(lambda: not window.export_menu.animation.busy, timeout=timeout)


def test_gif_of_the_selected_rows_ends_on_the_canvas_of_the_last_and_keeps_the_step_shown(window, qtbot, out):
    open_example(window, qtbot, "cmu_trace.json", 9)
    table = window.findChild(QTableView, "traceTable")
    qtbot.waitUntil(lambda: table.model().rowCount() == 9)
    click_row(table, 7)  # step 8
    qtbot.waitUntil(lambda: window.training.shown_step == 8)
    qtbot.wait(QApplication.doubleClickInterval())  # two clicks, not a double-click
    click_row(table, 1, Qt.KeyboardModifier.ShiftModifier)  # steps 2 to 8 selected; the user looks at step 2
    qtbot.waitUntil(lambda: window.training.shown_step == 2)
    before = settled_grab(window, qtbot)
    path = out / "lesson.gif"

    seen = export_through_dialog(window, {"animationPath": str(path), "animationPerFrame": "2", "animationFps": "5"})

    assert seen["defaults"]["animationFirst"] == "2" and seen["defaults"]["animationLast"] == "8"
    assert seen["problem"] == "" and seen["stayed_open"] is False
    assert seen["summary"] == "4 frames, 0.8 s, written to lesson.gif"
    wait_done(window, qtbot)
    assert "Exported 4 frames (steps 2 to 8, 0.8 s at 5 frames a second)" in window.statusBar().toolTip()
    # the window is as the user left it: step 2 shown, its canvas exactly as before
    assert window.training.shown_step == 2
    assert np.array_equal(settled_grab(window, qtbot), before)
    with Image.open(path) as gif:
        assert gif.n_frames == 4  # steps 2, 4, 6, 8
        durations = []
        for k in range(4):
            gif.seek(k)
            durations.append(gif.info["duration"])
        last = np.asarray(gif.convert("RGB")).astype(int)
    assert durations == [200] * 4
    window.training.travel_to(8)
    qtbot.waitUntil(lambda: window.training.shown_step == 8)
    grab = settled_grab(window, qtbot).astype(int)
    h, w = grab.shape[:2]
    assert last.shape[1] == w and last.shape[0] > h  # the canvas, and the caption below it
    difference = np.abs(last[:h] - grab).mean(axis=(0, 1))
    assert difference.max() <= GRAB_TOLERANCE, difference
    assert not temporaries(out)


def test_mp4_of_the_whole_run_at_a_chosen_width_probes_with_its_frames_and_seconds(window, qtbot, out):
    open_example(window, qtbot, "cmu_trace.json", 9)
    window.training.travel_to(None)
    path = out / "lesson.mp4"

    seen = export_through_dialog(
        window, {"animationPath": str(path), "animationFps": "10", "animationWidth": "480"}, "MP4", "4:3"
    )

    assert seen["defaults"]["animationFirst"] == "0" and seen["defaults"]["animationLast"] == "9"
    assert seen["stayed_open"] is False
    wait_done(window, qtbot)
    assert imageio_ffmpeg.count_frames_and_secs(str(path)) == (10, 1.0)  # steps 0 to 9 at 10 a second
    reader = imageio_ffmpeg.read_frames(str(path))
    width, height = next(reader)["size"]
    reader.close()
    assert (width, height) == (480, 360)  # 4:3, the caption under the canvas inside the frame


def test_cancel_leaves_no_file_and_an_existing_file_untouched(window, qtbot, out):
    open_example(window, qtbot, "xor.json", 0)
    window.training.set_speed(float("inf"))
    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.trace.last_step >= 400, timeout=20_000)
    window.findChild(QAction, "actionPause").trigger()
    qtbot.waitUntil(lambda: not window.training.running)
    for name, existing in (("new.mp4", None), ("old.mp4", b"an older video")):
        path = out / name
        if existing is not None:
            path.write_bytes(existing)
        fields = {"animationPath": str(path), "animationFirst": "0", "animationLast": "400"}
        seen = export_through_dialog(window, fields | {"animationPerFrame": "1", "animationWidth": "1600"})
        assert seen["stayed_open"] is False and window.export_menu.animation.busy
        cancel = window.statusBar().findChild(QToolButton, "animationCancel")
        assert cancel.isVisible()
        qtbot.waitUntil(lambda: temporaries(out) != [])  # ffmpeg is writing
        cancel.click()
        assert not window.export_menu.animation.busy
        assert "Animation export cancelled: nothing was written" in window.statusBar().toolTip()
        qtbot.waitUntil(lambda: temporaries(out) == [], timeout=20_000)
        if existing is None:
            assert not path.exists()
        else:
            assert path.read_bytes() == existing
    assert sorted(f.name for f in out.iterdir()) == ["old.mp4"]


def test_bad_values_get_a_clear_message_and_ok_keeps_the_dialog_and_what_was_typed(window, qtbot, out):
    open_example(window, qtbot, "cmu_trace.json", 4)
    path = out / "lesson.gif"

    seen = export_through_dialog(window, {"animationPath": str(path), "animationFps": "abc"})

    message = "Frames per second (GIF) must be a whole number from 1 to 50, not 'abc'."
    assert seen["problem"] == message and seen["problem_after_ok"] == message
    assert seen["stayed_open"] is True and seen["kept"]["animationFps"] == "abc"
    seen = export_through_dialog(window, {"animationPath": str(path), "animationLast": "99"})
    assert seen["problem_after_ok"] == "The last step must be from 0 to 4, not 99."
    seen = export_through_dialog(window, {"animationPath": str(out / "lesson.avi")})
    assert seen["problem_after_ok"] == "The file name must end in .gif or .mp4, not '.avi'."
    assert not window.export_menu.animation.busy and list(out.iterdir()) == []


def test_a_run_going_on_is_not_disturbed_by_an_export(window, qtbot, out):
    open_example(window, qtbot, "xor.json", 0)
    window.training.set_speed(20.0)  # XOR never converges: the run goes on for its 400 steps (20 s)
    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.trace.last_step >= 30)
    path = out / "running.gif"
    seen = export_through_dialog(window, {"animationPath": str(path), "animationFirst": "0", "animationLast": "30"})
    assert seen["stayed_open"] is False
    running_throughout = []
    step_at_start = window.training.state().step
    while window.export_menu.animation.busy:
        running_throughout.append(window.training.running and window.training.shown_step is None)
        qtbot.wait(20)
    assert all(running_throughout) and window.training.running
    assert window.training.state().step > step_at_start  # training went on during the export
    with Image.open(path) as gif:
        assert gif.n_frames == 31
    window.findChild(QAction, "actionPause").trigger()


def test_closing_the_window_during_an_export_cancels_it_leaving_no_file_and_no_thread(qtbot, out):
    from perceptron_gui import MainWindow
    from tests.gui.conftest import close_discarding

    window = MainWindow()
    window.show()
    qtbot.waitExposed(window)
    open_example(window, qtbot, "cmu_trace.json", 12)
    path = out / "closing.mp4"
    fields = {"animationPath": str(path), "animationWidth": "1600", "animationFps": "1"}
    seen = export_through_dialog(window, fields, format_name="MP4")
    assert seen["stayed_open"] is False and window.export_menu.animation.busy
    qtbot.waitUntil(lambda: temporaries(out) != [])
    assert window.export_menu.animation.busy  # still rendering and encoding
    close_discarding(window)  # the fixture checks that the encoding thread has ended
    assert not window.isVisible() and list(out.iterdir()) == []


def test_training_starting_again_during_an_export_stops_it_and_says_why(window, qtbot, out):
    open_example(window, qtbot, "cmu_trace.json", 12)
    path = out / "reset.gif"
    seen = export_through_dialog(window, {"animationPath": str(path), "animationWidth": "1600"})
    assert seen["stayed_open"] is False and window.export_menu.animation.busy
    window.findChild(QAction, "actionReset").trigger()  # the steps being exported are gone
    assert not window.export_menu.animation.busy
    assert window.statusBar().toolTip().startswith("Training started again (the points or the settings changed)")
    # the cancelled encoding may open its temporary file after the cancel: wait until its job has returned
    wait_for_thread(window.export_menu.animation._jobs._thread, qtbot)
    qtbot.waitUntil(lambda: temporaries(out) == [], timeout=20_000)
    assert list(out.iterdir()) == []


def test_in_presentation_mode_the_frames_have_its_look(window, qtbot, out):
    open_example(window, qtbot, "cmu_trace.json", 5)
    window.findChild(QAction, "actionPresentation").trigger()
    qtbot.waitUntil(lambda: window.presenter.on)
    window.training.travel_to(4)
    qtbot.waitUntil(lambda: window.training.shown_step == 4)
    grab = settled_grab(window, qtbot).astype(int)  # the canvas as presented: large text, thick lines
    path = out / "presented.gif"
    seen = export_through_dialog(window, {"animationPath": str(path), "animationFirst": "3", "animationLast": "4"})
    assert seen["stayed_open"] is False
    wait_done(window, qtbot)
    with Image.open(path) as gif:
        assert gif.n_frames == 2
        gif.seek(1)
        last = np.asarray(gif.convert("RGB")).astype(int)
    h, w = grab.shape[:2]
    assert last.shape[1] == w
    assert np.abs(last[:h] - grab).mean(axis=(0, 1)).max() <= GRAB_TOLERANCE
    window.findChild(QAction, "actionPresentation").trigger()
