"""The points table as a teacher uses it: the lecture's points typed in by hand, refused values, sorting,
a selection shared with the canvas, and snapping and hovering on the canvas."""

import numpy as np
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QLineEdit, QTableView, QToolButton

from core.session.points import PointSet
from tests.gui.conftest import load, viewport_pos
from tests.gui.teaching.test_teaching import step, table_column

# CMU 10-301/601 lecture 6 (note 002): the six points of the slide's trace, in its order, with y = -1 / +1.
CMU_POINTS = [("−1", "2", "−1"), ("1", "0", "+1"), ("1", "1", "+1"), ("−1", "0", "−1"), ("−1", "−2", "−1"),
              ("1", "−1", "+1")]  # fmt: skip
CMU_X = [[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]]
CMU_Y = [-1, 1, 1, -1, -1, 1]


def points_table(window) -> QTableView:
    dock = window.findChild(QDockWidget, "pointsDock")
    assert dock is not None and dock.isVisible()
    table = dock.findChild(QTableView, "pointsTable")
    assert table is not None
    return table


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def open_editor(table: QTableView) -> QLineEdit | None:
    shown = [editor for editor in table.viewport().findChildren(QLineEdit) if editor.isVisible()]
    return shown[0] if shown else None


def type_cell(table: QTableView, row: int, column: int, text: str) -> None:
    """Click the cell and press F2 (unless Add opened its editor), type ``text`` and press Enter."""
    index = table.model().index(row, column)
    editor = open_editor(table)
    if editor is None or table.currentIndex() != index:
        table.scrollTo(index)
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center())
        QTest.keyClick(table, Qt.Key.Key_F2)
        editor = open_editor(table)
    assert editor is not None, "the cell did not open an editor"
    editor.selectAll()
    if text.isascii():
        QTest.keyClicks(editor, text)
    else:  # QTest types ASCII keys only: the typographic minus the app shows goes in as a paste would
        editor.insert(text)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()


def cell(table: QTableView, row: int, column: int) -> str:
    return table.model().data(table.model().index(row, column))


def new_document(window, qtbot):
    action(window, "actionNew").trigger()
    qtbot.waitUntil(lambda: len(window.points) == 0 and window.document.path is None)


def test_the_cmu_points_typed_into_an_empty_document_step_to_the_slide_table(window, qtbot):
    new_document(window, qtbot)
    table = points_table(window)
    add = window.findChild(QToolButton, "pointsAdd")
    for row, (x1, x2, label) in enumerate(CMU_POINTS):
        qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
        assert len(window.points) == row + 1
        type_cell(table, row, 0, x1)
        type_cell(table, row, 1, x2)
        type_cell(table, row, 2, label)
    assert window.points.X.tolist() == CMU_X and window.points.y.tolist() == CMU_Y
    assert [cell(table, 4, c) for c in range(3)] == ["−1", "−2", "−1"]
    # Every typed cell is one undo step, the same as a canvas edit: Undo takes back x₂ of point 6, Redo restores it.
    stack = window.points.undo_stack
    assert stack.undoText() == "Set x₂ of point 6"
    action(window, "actionUndo").trigger()
    assert window.points.X[5].tolist() == [1.0, 0.0] and cell(table, 5, 1) == "0"
    action(window, "actionUndo").trigger()  # x₁ of point 6
    action(window, "actionUndo").trigger()  # the added point 6
    assert len(window.points) == 5 and table.model().rowCount() == 5
    action(window, "actionRedo").trigger()
    action(window, "actionRedo").trigger()
    action(window, "actionRedo").trigger()
    assert window.points.X.tolist() == CMU_X and window.points.y.tolist() == CMU_Y
    # The slide's rule: through the origin, predict + iff w.x >= 0.
    window.document.settings.update(fit_intercept=False, zero_score="positive")
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0)
    step(window, qtbot, 6)
    assert table_column(window, "x₁") == ["−1", "1", "1", "−1", "−1", "1"]
    assert table_column(window, "x₂") == ["2", "0", "1", "0", "−2", "−1"]
    assert table_column(window, "ŷ") == ["+", "+", "−", "−", "+", "+"]
    assert table_column(window, "y") == ["−", "+", "+", "−", "−", "+"]
    assert table_column(window, "mistake?") == ["yes", "no", "yes", "no", "yes", "no"]
    assert table_column(window, "w after") == ["(1, −2)", "(1, −2)", "(2, −1)", "(2, −1)", "(3, 1)", "(3, 1)"]


def test_a_bad_value_is_refused_with_a_visible_hint_and_the_old_value_kept(window, qtbot):
    load(window, CMU_X, CMU_Y, qtbot)
    table = points_table(window)
    hint = window.findChild(QLabel, "pointsHint")
    depth = window.points.undo_stack.count()
    type_cell(table, 2, 0, "1,5x")
    assert window.points.X.tolist() == CMU_X and cell(table, 2, 0) == "1"
    assert hint.isVisible() and "'1,5x' is not a number" in hint.text() and "finite number" in hint.text()
    assert "Point 3, x₁" in window.statusBar().toolTip()
    type_cell(table, 2, 1, "inf")
    assert window.points.X.tolist() == CMU_X and "not a finite number" in hint.text()
    type_cell(table, 2, 2, "cat")
    assert window.points.y.tolist() == CMU_Y and cell(table, 2, 2) == "+1"
    assert "'cat' is not a class of this document. Type one of -1, +1" in hint.text()
    assert window.points.undo_stack.count() == depth  # nothing refused became an undo step
    type_cell(table, 2, 0, "1.5")  # a good value goes through and the hint goes away
    assert window.points.X[2].tolist() == [1.5, 1.0] and not hint.isVisible()


def test_sorting_shows_the_points_by_a_column_and_edits_reach_the_right_point(window, qtbot):
    load(window, CMU_X, CMU_Y, qtbot)
    table = points_table(window)
    table.horizontalHeader().setSortIndicator(1, Qt.SortOrder.AscendingOrder)  # a click on the x₂ title
    assert [cell(table, r, 1) for r in range(6)] == ["−2", "−1", "0", "0", "1", "2"]
    numbers = [table.model().headerData(r, Qt.Orientation.Vertical) for r in range(6)]
    assert numbers == ["5", "6", "2", "4", "3", "1"]  # each row keeps its point's number; ties in document order
    type_cell(table, 0, 0, "4")  # the first row now is point 5
    assert window.points.X[4].tolist() == [4.0, -2.0]
    qtbot.mouseClick(window.findChild(QToolButton, "pointsDocumentOrder"), Qt.MouseButton.LeftButton)
    assert [table.model().headerData(r, Qt.Orientation.Vertical) for r in range(6)] == ["1", "2", "3", "4", "5", "6"]


def test_the_selection_is_one_for_the_table_and_the_canvas(window, qtbot):
    load(window, CMU_X, CMU_Y, qtbot)
    table = points_table(window)
    table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
    # A click on the canvas selects the point there: its row is selected in the table.
    pos = viewport_pos(window.canvas, -1.0, -2.0)
    qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert window.edit_tool.selection == {4}
    rows = {index.row() for index in table.selectionModel().selectedRows()}
    assert [table.model().headerData(r, Qt.Orientation.Vertical) for r in rows] == ["5"]
    # Rows selected in the table are the canvas's selection: Delete removes them, in one undo step.
    table.selectRow(0)
    QTest.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
        table.visualRect(table.model().index(1, 0)).center(),
    )  # fmt: skip
    chosen = {int(table.model().headerData(r, Qt.Orientation.Vertical)) - 1 for r in (0, 1)}
    assert window.edit_tool.selection == chosen and len(window.canvas.drawing().selected) == 2
    qtbot.mouseClick(window.findChild(QToolButton, "pointsDelete"), Qt.MouseButton.LeftButton)
    assert len(window.points) == 4 and table.model().rowCount() == 4
    action(window, "actionUndo").trigger()
    assert window.points.X.tolist() == CMU_X


def test_a_large_document_is_one_model_over_the_points_without_a_widget_per_cell(window, qtbot):
    rng = np.random.default_rng(0)
    X, y = rng.normal(size=(200_000, 2)), rng.integers(0, 2, 200_000) * 2 - 1
    window.points.reset(PointSet(X, y))
    table = points_table(window)
    assert table.model().rowCount() == 200_000
    assert not table.viewport().findChildren(QLineEdit) and table.indexWidget(table.model().index(0, 0)) is None
    table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
    first = int(table.model().headerData(0, Qt.Orientation.Vertical)) - 1
    assert first == int(np.argmin(X[:, 0]))


def test_snap_to_grid_lands_clicks_and_drags_on_the_grid(window, qtbot):
    new_document(window, qtbot)
    snap = action(window, "actionSnapToGrid")
    half = action(window, "actionSnapStep_0.5")
    assert snap.isCheckable() and not snap.isChecked()
    half.trigger()
    assert snap.isChecked()  # choosing a step turns snapping on
    viewport = window.canvas.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_pos(window.canvas, 0.37, -0.68))
    assert window.points.X.tolist() == [[0.5, -0.5]]
    # A drag lands the point on the grid too.
    start = viewport_pos(window.canvas, 0.5, -0.5)
    end = viewport_pos(window.canvas, -0.29, 0.81)
    drag(viewport, start, end)
    assert window.points.X.tolist() == [[-0.5, 1.0]]
    action(window, "actionSnapStep_0.1").trigger()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_pos(window.canvas, 0.33, 0.72))
    assert window.points.X[1].tolist() == [0.3, 0.7]
    snap.trigger()  # off: a click lands where it is
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_pos(window.canvas, 0.33, -0.72))
    x, y = window.points.X[2]
    assert abs(x - 0.33) < 0.05 and abs(y + 0.72) < 0.05 and (x, y) != (0.3, -0.7)


def drag(viewport, start: QPoint, end: QPoint) -> None:
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * k / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    QApplication.processEvents()


def hover(canvas, qtbot, x: float, y: float) -> None:
    """The mouse goes to (x, y) as a hand moves it: over empty space first, then onto the point."""
    for dx in (0.3, 0.0):
        QTest.mouseMove(canvas.viewport(), viewport_pos(canvas, x + dx, y))
        qtbot.wait(50)  # pyqtgraph's scene reports a move per event-loop turn


def test_hovering_a_point_shows_its_number_coordinates_and_label(window, qtbot):
    load(window, CMU_X, CMU_Y, qtbot)
    hover(window.canvas, qtbot, 1.0, 1.0)
    qtbot.waitUntil(lambda: "Point 3" in window.statusBar().toolTip())
    assert window.statusBar().toolTip() == "Point 3: x = (1, 1), y = +1"
    hover(window.canvas, qtbot, -1.0, -2.0)
    qtbot.waitUntil(lambda: "Point 5" in window.statusBar().toolTip())
    assert window.statusBar().toolTip() == "Point 5: x = (−1, −2), y = −1"


def test_the_label_column_shows_and_takes_the_documents_label_names(window, qtbot, tmp_path):
    path = tmp_path / "pets.csv"
    path.write_text("x1,x2,label\n0,0,cat\n1,1,dog\n2,0,cat\n")
    window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: len(window.points) == 3)
    table = points_table(window)
    assert [cell(table, r, 2) for r in range(3)] == ["cat", "dog", "cat"]
    type_cell(table, 2, 2, "Dog")
    assert cell(table, 2, 2) == "dog" and window.points.y[2] == window.points.y[1]
    type_cell(table, 0, 2, "bird")
    assert cell(table, 0, 2) == "cat"
    hint = window.findChild(QLabel, "pointsHint").text()
    assert "'bird' is not a class of this document. Type one of cat, dog" in hint
    action(window, "actionUndo").trigger()  # the relabelling, one step
    assert cell(table, 2, 2) == "cat"


def test_a_canvas_selection_too_large_to_highlight_is_said_and_still_deleted_whole(window, qtbot):
    from perceptron_gui.views.points_table import MAX_HIGHLIGHTED

    rng = np.random.default_rng(1)
    n = MAX_HIGHLIGHTED + 5
    window.points.reset(PointSet(rng.normal(size=(n, 2)), np.where(rng.random(n) < 0.5, -1, 1)))
    table = points_table(window)
    note = window.findChild(QLabel, "pointsNote")
    action(window, "actionSelectAll").trigger()
    assert len(window.edit_tool.selection) == n and not table.selectionModel().hasSelection()
    assert note.isVisible() and f"{n:,} points are selected on the canvas" in note.text()
    qtbot.mouseClick(window.findChild(QToolButton, "pointsDelete"), Qt.MouseButton.LeftButton)
    assert len(window.points) == 0 and not note.isVisible()
