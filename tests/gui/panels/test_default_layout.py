"""The default window (1200 x 760, and 1024 x 768) lays out readably, measured on the real widgets' geometry:
the loss panel's six plots with their titles and axis titles whole, the SGD trace with no number cut ("…"),
the algorithm listing wrapping between words only, and five tabs in one dock area with whole titles."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QFontMetricsF
from PySide6.QtWidgets import QComboBox, QDockWidget, QStyle, QTabBar, QTableView, QTextBrowser

SHOTS = Path("/work/shots26b")
SIZES = [(1200, 760), (1024, 768)]


def _sized(window, qtbot, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    qtbot.wait(100)


def _steps(window, qtbot, n: int) -> None:
    for _ in range(n):
        window.findChild(QAction, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == n, timeout=10000)


def _text_width(item) -> float:
    return item.boundingRect().width()


@pytest.mark.parametrize("size", SIZES)
def test_the_loss_panel_s_six_plots_have_whole_titles_and_axis_titles(window, qtbot, size):
    _sized(window, qtbot, size)
    window.findChild(QAction, "actionLossPanel").trigger()
    panel = window.losses
    qtbot.waitUntil(lambda: panel.plot is not None and panel.plot.isVisible())
    _steps(window, qtbot, 3)
    qtbot.wait(300)
    plots = panel.plot
    cut = []
    for plot in [*plots.scapes.values(), plots.slice, plots.examples]:
        item = plot.getPlotItem()
        title = item.titleLabel.item
        if _text_width(title) > plot.width() - 2:
            cut.append(f"{plot.objectName()} title {_text_width(title):.0f} px in {plot.width()}")
        if title.boundingRect().height() > item.titleLabel.height() + 1:
            cut.append(f"{plot.objectName()} title {title.boundingRect().height():.0f} px tall in its row")
        for side in ("bottom", "left"):
            axis = plot.getAxis(side)
            if not axis.isVisible() or not axis.labelText:
                continue
            room = axis.width() if side == "bottom" else axis.height()
            if _text_width(axis.label) > room:
                cut.append(f"{plot.objectName()} {side} axis title {_text_width(axis.label):.0f} px along {room:.0f}")
            drawn = plot.mapFromScene(axis.label.sceneBoundingRect()).boundingRect()
            margin = round(axis.label.document().documentMargin()) + 2  # the text item's box is its text and a margin
            seen = plot.viewport().visibleRegion().boundingRect()  # the part its dock does not cut off
            if not axis.label.isVisible() or not seen.adjusted(-margin, -margin, margin, margin).contains(drawn):
                cut.append(f"{plot.objectName()} {side} axis title outside the plot ({drawn} in {seen})")
        view = item.getViewBox()
        if view.width() < 60 or view.height() < 60:
            cut.append(f"{plot.objectName()} plot area {view.width():.0f} x {view.height():.0f}")
    if SHOTS.is_dir():
        window.grab().save(str(SHOTS / f"loss_panel_{size[0]}x{size[1]}.png"))
    assert cut == []


@pytest.mark.parametrize("size", SIZES)
def test_the_sgd_trace_fits_its_dock_with_no_number_cut(window, qtbot, size):
    _sized(window, qtbot, size)
    combo = window.findChild(QComboBox, "algorithmCombo")
    combo.setCurrentIndex(combo.findData("logistic"))
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().variant == "logistic")
    _steps(window, qtbot, 12)
    window.findChild(QDockWidget, "traceDock").raise_()
    table = window.findChild(QTableView, "traceTable")
    model = table.model()
    qtbot.waitUntil(lambda: model.rowCount() == 12)
    qtbot.wait(600)  # the columns follow new rows a few times a second
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    cut = []
    for column in range(model.columnCount()):
        width = table.columnWidth(column)
        for row in range(model.rowCount()):
            index = model.index(row, column)
            font = model.data(index, Qt.ItemDataRole.FontRole) or table.font()
            text = str(model.data(index))
            if QFontMetricsF(QFont(font)).horizontalAdvance(text) + 2 * margin > width:
                cut.append(f"{model.headerData(column, Qt.Orientation.Horizontal)}: {text!r} in {width} px")
        header = str(model.headerData(column, Qt.Orientation.Horizontal))
        words = QFontMetricsF(table.horizontalHeader().font())
        if max(words.horizontalAdvance(word) for word in header.split()) + 2 * margin > width:
            cut.append(f"header {header!r} in {width} px")
    if SHOTS.is_dir():
        window.grab().save(str(SHOTS / f"sgd_trace_{size[0]}x{size[1]}.png"))
    assert cut == []
    assert table.horizontalScrollBar().maximum() == 0, "the columns are wider than the dock"


@pytest.mark.parametrize("size", SIZES)
def test_the_algorithm_listing_wraps_between_words_only(window, qtbot, size):
    _sized(window, qtbot, size)
    window.findChild(QDockWidget, "algorithmDock").raise_()
    _steps(window, qtbot, 2)
    listing = window.findChild(QTextBrowser, "algorithmListing")
    qtbot.waitUntil(lambda: "PerceptronTrain" in listing.toPlainText() or "Perceptron" in listing.toPlainText())
    qtbot.wait(200)
    document = listing.document()
    document.setTextWidth(listing.viewport().width())
    broken = []
    block = document.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        for k in range(layout.lineCount() - 1):
            line = layout.lineAt(k)
            end = line.textStart() + line.textLength()
            if end < len(text) and text[end - 1] not in " \u2028":  # after a space, or a line break (<br>)
                broken.append(f"{text[max(0, end - 12) : end]!r} | {text[end : end + 12]!r}")
        block = block.next()
    if SHOTS.is_dir():
        window.grab().save(str(SHOTS / f"algorithm_{size[0]}x{size[1]}.png"))
    assert broken == []


@pytest.mark.parametrize("size", SIZES)
def test_five_tabs_in_one_dock_area_have_whole_titles(window, qtbot, size):
    _sized(window, qtbot, size)
    window.findChild(QAction, "actionQuiz").trigger()
    qtbot.waitUntil(lambda: window.quiz_dock.isVisible())
    qtbot.wait(200)
    bars = [
        bar
        for bar in window.findChildren(QTabBar)
        if bar.isVisible() and "Quiz" in [bar.tabText(i) for i in range(bar.count())]
    ]
    assert bars and bars[0].count() == 5
    bar = bars[0]
    for i in range(bar.count()):
        rect = bar.tabRect(i)
        assert rect.right() <= bar.width(), f"{bar.tabText(i)!r} is off the bar"
        assert rect.width() >= bar.tabSizeHint(i).width(), f"{bar.tabText(i)!r} is squeezed"
    if SHOTS.is_dir():
        window.grab().save(str(SHOTS / f"five_tabs_{size[0]}x{size[1]}.png"))
    window.findChild(QAction, "actionQuiz").trigger()
