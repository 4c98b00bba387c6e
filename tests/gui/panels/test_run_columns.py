"""The trace table during a Run, as a person watches it: the columns follow the rows on screen while the run goes
on, and once it is paused (or ends) every number of the first rows fits its column again; every view shows the step the
engine says is shown, after hovering, a menu opened and closed and a dialog cancelled.

The first 50 points have wide x₁ numbers (-123456.789) and the others narrow ones: during the run the rows on
screen are narrow ones, so the x₁ column narrows; the pause must widen it for the first rows.
"""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QDockWidget, QStyle, QTableView

from perceptron_gui.views.trace_view import FIT_ROWS
from tests.gui.conftest import load
from tests.gui.person import Person, assert_views_agree, wait_for_training_thread

EPOCHS = 300


def _cut(table: QTableView, rows: range) -> list[str]:
    """The cells of these rows whose text does not fit its column."""
    model = table.model()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    cut = []
    for column in range(model.columnCount()):
        width = table.columnWidth(column)
        for row in rows:
            index = model.index(row, column)
            font = model.data(index, Qt.ItemDataRole.FontRole) or table.font()
            text = str(model.data(index))
            if QFontMetricsF(QFont(font)).horizontalAdvance(text) + 2 * margin > width:
                cut.append(f"row {row}, {model.headerData(column, Qt.Orientation.Horizontal)}: {text!r} in {width} px")
    return cut


def test_paused_after_a_run_the_first_rows_fit_their_columns_and_every_view_shows_the_shown_step(window, qtbot):
    rng = np.random.default_rng(5)
    n = 3000
    X = rng.normal(size=(n, 2)).round(3)
    X[:FIT_ROWS, 0] = -123456.789
    y = np.where(rng.random(n) < 0.5, 1, -1)
    window.resize(1200, 760)
    load(window, X, y, qtbot)
    window.findChild(QDockWidget, "traceDock").raise_()
    window.controls.max_epochs.setValue(EPOCHS)  # under the history's cap of 1,000,000 mistakes
    window.speed.setValue(window.speed.maximum())
    person = Person(window, qtbot)
    table = window.findChild(QTableView, "traceTable")
    person.click_button("actionRun")
    qtbot.waitUntil(lambda: window.training.state().step > 3 * n, timeout=30_000)
    person.hover_canvas(0.5, 0.5)
    person.open_and_close_menu("View")
    person.through_dialog(window.export_menu.export_animation, "cancel")
    if window.training.running:
        person.click_button("actionPause")
    wait_for_training_thread(window, qtbot)
    assert not window.training.running
    qtbot.waitUntil(lambda: _cut(table, range(FIT_ROWS)) == [], timeout=3000)
    shown = range(max(0, table.rowAt(0)), table.model().rowCount())
    assert _cut(table, range(shown.start, min(shown.start + 20, shown.stop))) == []
    assert_views_agree(window, qtbot, "Run, hover, a menu, a cancelled dialog and Pause")
