"""Presentation mode (View > Presentation Mode, F5), used as a teacher uses it in front of a class.

The lecture is read from the back row: text at least twice its normal size (measured on the
rendering too), the canvas and one large trace row only, big buttons, clicker keys (PageDown and
PageUp), Esc to leave, the previous layout and fonts back on leaving, and the mode kept across a
restart.
"""

import numpy as np
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QColor, QFont, QImage
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QTableView, QToolBar, QToolButton, QWidget

from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.widgets.palette import CLASS_COLORS
from tests.gui.conftest import close_discarding

NORMAL_DOCKS = ("controlsDock", "traceDock", "curvesDock", "theoryDock")


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def press(window, qtbot, key: Qt.Key) -> None:
    qtbot.keyClick(window, key)


def status_label(window) -> QLabel:
    return window.findChild(QLabel, "statusLabel")


def tick_font(window) -> QFont:
    """The font the canvas draws the bottom axis's tick labels with."""
    axis = window.canvas.getPlotItem().getAxis("bottom")
    return axis.style["tickFont"] or window.canvas.font()


def presentation_row(window) -> QWidget:
    row = window.findChild(QWidget, "presentationRow")
    assert row is not None
    return row


def row_cells(window) -> dict[str, str]:
    """The presentation row as the room reads it: column title -> value."""
    cells = {}
    for cell in presentation_row(window).findChildren(QFrame, "presentationCell"):
        if cell.isVisible():
            cells[cell.findChild(QLabel, "cellTitle").text()] = cell.findChild(QLabel, "cellValue").text()
    return cells


def open_cmu(window, qtbot) -> None:
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0)
    qtbot.waitUntil(lambda: window.training.trace is not None)


def ink_row_runs(image: QImage, left: int, top: int, width: int, height: int, level: int) -> list[int]:
    """Heights of the runs of consecutive pixel rows of a region that hold ink (pixels darker than ``level``)."""
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    stride = gray.bytesPerLine()
    pixels = np.frombuffer(gray.constBits(), dtype=np.uint8, count=stride * gray.height())
    pixels = pixels.reshape(gray.height(), stride)[top : top + height, left : left + width]
    inked = "".join("x" if row.any() else " " for row in pixels < level)
    return [len(run) for run in inked.split()]


def tick_label_height(window, level: int) -> int:
    """Measured on a grab of the whole window: the pixel height of the bottom axis's tick labels as drawn.

    In the axis's own area below the plot come the axis line (a run of one or two rows), the tick
    labels (digits: their height is the cap height) and the axis title x₁; ``level`` is the grey
    halfway between the text's colour and the white background.
    """
    canvas = window.canvas
    axis = canvas.getPlotItem().getAxis("bottom")  # its own area below the plot (its bounding rect holds the grid)
    rect = canvas.mapFromScene(axis.mapRectToScene(axis.rect())).boundingRect()
    origin = canvas.viewport().mapTo(window, QPoint(rect.left(), rect.top()))
    image = window.grab().toImage()
    scale = image.width() / window.width()
    left, top = round(origin.x() * scale), round(origin.y() * scale)
    width, height = round(rect.width() * scale), round(rect.height() * scale)
    text_runs = [run for run in ink_row_runs(image, left, top, width, height, level) if run > 2]
    assert len(text_runs) >= 2, f"tick labels and axis title not found in {text_runs}"
    return text_runs[0]


def test_f5_doubles_the_text_of_the_axes_the_trace_row_and_the_status_bar_and_f5_again_restores_it(window, qtbot):
    normal_tick = tick_font(window).pointSizeF()
    normal_status = status_label(window).font().pointSizeF()
    normal_table = window.findChild(QTableView, "traceTable").font().pointSizeF()
    normal_toolbar = window.findChild(QToolBar, "trainingToolbar").font().pointSizeF()

    press(window, qtbot, Qt.Key.Key_F5)
    assert action(window, "actionPresentation").isChecked()
    assert tick_font(window).pointSizeF() >= 2 * normal_tick
    assert status_label(window).font().pointSizeF() >= 2 * normal_status
    row = presentation_row(window)
    assert row.isVisible()
    assert row.font().pointSizeF() >= 2 * normal_table
    big = window.findChild(QToolBar, "presentationToolbar")
    assert big.isVisible()
    assert big.font().pointSizeF() >= 2 * normal_toolbar
    buttons = [b.text() for b in big.findChildren(QToolButton) if b.isVisible() and b.text()]
    assert {"Step", "Next mistake", "Epoch", "Run"} <= set(buttons)
    axis = window.canvas.getPlotItem().getAxis("bottom")
    assert axis.textPen().color() == QColor("black")  # full contrast, not pyqtgraph's grey

    press(window, qtbot, Qt.Key.Key_F5)
    assert not action(window, "actionPresentation").isChecked()
    assert tick_font(window).pointSizeF() == normal_tick
    assert status_label(window).font().pointSizeF() == normal_status
    assert not presentation_row(window).isVisible()
    assert not window.findChild(QToolBar, "presentationToolbar").isVisible()


def test_at_1024x768_the_tick_labels_are_drawn_at_least_14_pixels_high_and_nothing_is_cut_off(window, qtbot):
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.size().width() == 1024)
    normal = tick_label_height(window, level=200)  # pyqtgraph's grey text (150) on white
    action(window, "actionPresentation").trigger()
    for _ in range(4):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 4)
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 4)
    press(window, qtbot, Qt.Key.Key_PageUp)  # time travel: the longest status line
    assert status_label(window).text().startswith("Time travel")
    window.resize(1024, 768)
    qtbot.wait(100)
    assert (window.width(), window.height()) == (1024, 768), "presentation mode must fit a 1024x768 projector"
    height = tick_label_height(window, level=128)  # black text on white
    assert height >= 14, f"tick labels are {height} px high (normal mode: {normal} px)"
    assert height >= 1.8 * normal
    inside = window.rect()
    for widget in (
        *window.findChild(QToolBar, "presentationToolbar").findChildren(QToolButton),
        presentation_row(window),
        status_label(window),
        window.canvas,
    ):
        if widget.isVisible() and (not isinstance(widget, QToolButton) or widget.text()):
            corner = widget.mapTo(window, QPoint(0, 0))
            far = corner + QPoint(widget.width() - 1, widget.height() - 1)
            assert inside.contains(corner) and inside.contains(far), widget.objectName() or widget.text()
    status = status_label(window)  # all of its text shows: on one line, or wrapped onto lines that fit
    if status.wordWrap():
        assert status.heightForWidth(status.width()) <= status.height()
    else:
        assert status.width() >= status.sizeHint().width()


def test_presentation_shows_only_the_canvas_and_one_large_trace_row_with_the_current_step(window, qtbot):
    open_cmu(window, qtbot)
    action(window, "actionPresentation").trigger()
    for name in NORMAL_DOCKS:
        assert not window.findChild(QDockWidget, name).isVisible(), name
    assert not window.findChild(QToolBar, "trainingToolbar").isVisible()
    assert window.canvas.isVisible()
    for _ in range(3):
        press(window, qtbot, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: window.training.state().step == 3)
    # The CMU slide's third row: a mistake on x = (1, 1) that took w from (1, -2) to (2, -1).
    qtbot.waitUntil(lambda: row_cells(window).get("t") == "3")
    cells = row_cells(window)
    assert cells["w after"] == "(2, −1)"
    assert cells["mistake?"] == "yes"


def test_pagedown_right_and_space_step_and_pageup_goes_back_one_step_in_time_travel(window, qtbot):
    open_cmu(window, qtbot)
    press(window, qtbot, Qt.Key.Key_F5)
    press(window, qtbot, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: window.training.state().step == 1)
    press(window, qtbot, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: window.training.state().step == 2)
    press(window, qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 3)
    latest = window.training.state()

    press(window, qtbot, Qt.Key.Key_PageUp)
    assert window.training.shown_step == 2
    press(window, qtbot, Qt.Key.Key_PageUp)
    assert window.training.shown_step == 1
    assert status_label(window).text().startswith("Time travel")
    qtbot.waitUntil(lambda: row_cells(window).get("t") == "1")
    now = window.training.state()  # travelling back changes only what is shown
    assert now.step == latest.step and np.array_equal(now.coef, latest.coef)

    press(window, qtbot, Qt.Key.Key_PageDown)  # the clicker's "next" goes forward through the past first
    assert window.training.shown_step == 2
    press(window, qtbot, Qt.Key.Key_PageDown)
    assert window.training.shown_step is None
    assert window.training.state().step == 3
    press(window, qtbot, Qt.Key.Key_PageDown)  # at the latest state it steps
    qtbot.waitUntil(lambda: window.training.state().step == 4)


def test_esc_pauses_a_run_first_and_then_leaves_presentation_mode(window, qtbot):
    press(window, qtbot, Qt.Key.Key_F5)
    window.speed.setValue(0)  # one example per second: still running when Esc comes
    action(window, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.running)
    press(window, qtbot, Qt.Key.Key_Escape)
    assert not window.training.running
    assert action(window, "actionPresentation").isChecked()
    press(window, qtbot, Qt.Key.Key_Escape)
    assert not action(window, "actionPresentation").isChecked()
    assert window.findChild(QDockWidget, "traceDock").isVisible()


def test_leaving_restores_the_exact_previous_layout_and_fonts(window, qtbot):
    window.findChild(QDockWidget, "curvesDock").raise_()  # a layout of the user's own: curves in front
    window.resizeDocks([window.findChild(QDockWidget, "controlsDock")], [420], Qt.Orientation.Horizontal)
    qtbot.wait(50)

    def layout() -> dict[str, tuple]:
        docks = {  # the docks in the window's layout, where they are, which tab is in front
            dock.objectName(): (dock.isVisible(), dock.visibleRegion().isEmpty(), dock.geometry().getRect())
            for dock in window.findChildren(QDockWidget)
            if window.dockWidgetArea(dock) != Qt.DockWidgetArea.NoDockWidgetArea
        }
        bars = {bar.objectName(): bar.isVisible() for bar in window.findChildren(QToolBar)}
        return {"docks": docks, "bars": bars, "font": QFont(window.font()).toString()}

    before, state = layout(), window.saveState()
    action(window, "actionPresentation").trigger()
    qtbot.wait(50)
    assert layout() != before
    action(window, "actionPresentation").trigger()
    qtbot.wait(50)
    assert layout() == before
    assert window.saveState() == state


def test_presentation_mode_survives_a_restart_and_leaving_then_gives_the_normal_layout(qtbot):
    from perceptron_gui import MainWindow

    first = MainWindow()
    try:
        first.show()
        qtbot.waitExposed(first)
        normal_status = status_label(first).font().pointSizeF()
        action(first, "actionPresentation").trigger()
    finally:
        close_discarding(first)

    second = MainWindow()
    try:
        second.show()
        qtbot.waitExposed(second)
        assert action(second, "actionPresentation").isChecked()
        assert presentation_row(second).isVisible()
        assert not second.findChild(QDockWidget, "traceDock").isVisible()
        assert status_label(second).font().pointSizeF() >= 2 * normal_status
        action(second, "actionPresentation").trigger()
        assert second.findChild(QDockWidget, "traceDock").isVisible()
        assert second.findChild(QDockWidget, "controlsDock").isVisible()
        assert status_label(second).font().pointSizeF() == normal_status
    finally:
        close_discarding(second)
    third = MainWindow()
    try:
        assert not action(third, "actionPresentation").isChecked()
    finally:
        close_discarding(third)


def test_points_are_larger_and_lines_thicker_in_the_same_colour_blind_safe_colours(window, qtbot):
    from pyqtgraph import PlotDataItem, ScatterPlotItem

    def classes() -> dict[str, float]:
        found = {}
        for item in window.canvas.getPlotItem().items:
            if isinstance(item, ScatterPlotItem) and item.opts["brush"] is not None:
                colour = item.opts["brush"].color().name().upper()
                if colour in CLASS_COLORS:
                    found[colour] = item.opts["size"]
        return found

    def widest_line() -> float:
        items = window.canvas.getPlotItem().items
        return max(item.opts["pen"].widthF() for item in items if isinstance(item, PlotDataItem) and item.opts["pen"])

    before, line = classes(), widest_line()
    assert len(before) >= 2
    action(window, "actionPresentation").trigger()
    after = classes()
    assert set(after) == set(before)  # the palette is kept
    assert all(after[c] >= 1.5 * before[c] for c in before)
    assert widest_line() >= 1.5 * line
