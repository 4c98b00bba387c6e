"""The main window's dock layout as a user sees it: no stray tab bars, and every dock tab readable.

The window is driven the way the README screenshots are made (``app.processEvents()``, no running
event loop), at the offscreen screen's default size and at 1280x800, with the docks a lecture opens
(weight space, loss panel, quiz) shown.
"""

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QTabBar

from tests.gui.conftest import close_discarding

SIZES = (None, (1280, 800))  # None: the size the window opens at on this screen


def open_window(qtbot, size):
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.show()
    if size is not None:
        window.resize(*size)
    for _ in range(200):
        QApplication.processEvents()
        if window.training.state() is not None:
            break
    return window


def visible_tab_bars(window) -> list[QTabBar]:
    return [bar for bar in window.findChildren(QTabBar) if bar.parent() is window and bar.isVisible()]


def mapped(window, widget) -> QRect:
    """The widget's rectangle in the window's coordinates."""
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def process(times: int = 30) -> None:
    for _ in range(times):
        QApplication.processEvents()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("presented", [False, True])
def test_no_tab_bar_shows_over_the_canvas_and_each_dock_tab_shows_once(qtbot, size, presented):
    window = open_window(qtbot, size)
    try:
        if presented:  # F5 with the quiz on, then F5 again: the docks are re-tabbed and the layout restored
            window.set_quiz_mode(True)
            window.presentation.set_on(True)
            process()
            window.presentation.set_on(False)
        window.docks.set_weight_space(True)
        process()
        canvas = mapped(window, window.centralWidget())
        shown: list[str] = []
        for bar in visible_tab_bars(window):
            titles = [bar.tabText(i) for i in range(bar.count())]
            assert bar.count() >= 2, f"a tab bar with {titles} shows"
            assert not mapped(window, bar).intersects(canvas), f"the tab bar {titles} shows over the canvas"
            shown += titles
        assert len(shown) == len(set(shown)), f"dock tabs shown twice: {shown}"
    finally:
        close_discarding(window)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "extra", [(), ("quiz",), ("quiz", "loss", "weight space"), ("presentation", "quiz", "inspector")]
)
def test_every_dock_tab_is_wide_enough_for_its_whole_title(qtbot, size, extra):
    window = open_window(qtbot, size)
    try:
        if "presentation" in extra:
            window.presentation.set_on(True)
        if "quiz" in extra:
            window.set_quiz_mode(True)
        if "loss" in extra:
            window.docks.set_loss_panel(True)
        if "weight space" in extra:
            window.docks.set_weight_space(True)
        if "inspector" in extra:
            window.inspector_dock.show()
        process()
        bars = visible_tab_bars(window)
        assert bars
        for bar in bars:
            for i in range(bar.count()):
                needed = bar.tabSizeHint(i).width()  # the style's room for the whole title, unelided
                assert bar.tabRect(i).width() >= needed, (
                    f"the tab {bar.tabText(i)!r} is {bar.tabRect(i).width()} px wide, its title needs {needed}"
                )
                assert bar.tabRect(i).right() <= bar.width(), f"the tab {bar.tabText(i)!r} is cut off"
    finally:
        close_discarding(window)


def test_the_window_opens_on_the_trace_table_and_the_controls(window):
    """The tabs in front at start are the ones a lesson begins with, not an empty curves plot."""
    current = {}  # each tab's title -> the title of the tab in front in its dock area
    for bar in window.findChildren(QTabBar):
        if bar.isVisible() and bar.count() > 1:
            current.update({bar.tabText(k): bar.tabText(bar.currentIndex()) for k in range(bar.count())})
    assert current["Trace table"] == "Trace table"
    assert current["Controls"] == "Controls"


@pytest.mark.parametrize("size", [(784, 752), (1024, 768), (1280, 800)])
def test_opening_weight_space_leaves_the_canvas_room_to_teach_from(qtbot, size):
    """View > Weight Space in a small window: the canvas keeps at least 300 px and 30 % of the width, and the
    weight-space plane is shown at least 240 px wide (beside the canvas, or in front of the right docks' tabs)."""
    window = open_window(qtbot, size)
    try:
        window.docks.set_weight_space(True)
        process(60)
        canvas = window.centralWidget()
        plane = window.weight_space_dock
        assert plane.isVisible() and not plane.visibleRegion().isEmpty()
        assert plane.width() >= 240
        assert canvas.width() >= max(300, 0.3 * window.width()), (canvas.width(), plane.width(), window.width())
    finally:
        close_discarding(window)


@pytest.mark.parametrize("size", [(784, 752), (1008, 720), (1024, 768), (1280, 800)])  # 1008x720: maximized at 1024x768
def test_the_weight_space_texts_never_lie_under_its_plane(qtbot, size):
    """The dock's lines (b and the mistakes, the legend, the note) stay below the plane, whole or scrollable,
    however little height the dock gets: none is drawn over the plane's axes."""
    window = open_window(qtbot, size)
    try:
        window.docks.set_weight_space(True)
        panel = window.weight_space
        qtbot.waitUntil(lambda: bool(panel.note.text()), timeout=10_000)
        process(60)
        plane = panel.plot
        bottom = plane.mapTo(panel, plane.rect().bottomLeft()).y()
        for label in (panel.state_line, panel.legend, panel.note):
            if label.isVisible() and label.text():
                top = label.mapTo(panel, label.rect().topLeft()).y()
                assert top > bottom, (label.objectName(), top, bottom)
                # the wrapped text fits its label (a label too short centres its text and cuts both ends)
                needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
                assert label.height() >= needed, (label.objectName(), label.height(), needed)
    finally:
        close_discarding(window)
