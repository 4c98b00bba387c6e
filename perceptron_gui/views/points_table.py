"""The points table dock (objectName ``pointsDock``): x₁, x₂ and the label of every point, typed in place.

:class:`PointsTableModel` is a QAbstractTableModel over the document's point set (no widget per cell, no copy
of the points): a row reads the point it shows straight from the
:class:`perceptron_gui.document.points_model.PointsModel`.  Rows are in document order or sorted by a column (a
permutation from :func:`numpy.argsort`, so a million points sort in a blink).  A typed value goes through
:mod:`core.session.point_entry` and, when it reads, to the :class:`perceptron_gui.views.edit_tool.EditTool`:
the same undoable edits as the canvas, one undo step per cell, and the selection is the tool's (one selection
for the canvas and the table).  A value that does not read is refused with a hint under the table, and the
cell keeps its old value.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.session.classes import alphabet, label_text
from core.session.point_entry import parse_coordinate, parse_label
from core.session.points import MAX_CLASSES
from core.teach.numbers import grouped, joined, marked, number_text
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.edit_tool import EditTool
from perceptron_gui.widgets.naming import named, tool_button
from perceptron_gui.widgets.palette import class_color

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
COLUMNS = ("x₁", "x₂", "label")
CONTEXT = "Points"
WORDS = {
    "label": QT_TRANSLATE_NOOP("Points", "label"),
    "class tip": QT_TRANSLATE_NOOP("Points", "the point's class (a name or ±1 as in the document)"),
    "coordinate tip": QT_TRANSLATE_NOOP("Points", "a coordinate"),
    "column tip": QT_TRANSLATE_NOOP("Points", "{column}: {what}. Double-click or type to change it (one undo step)."),
    "add": QT_TRANSLATE_NOOP("Points", "Add"),
    "add tip": QT_TRANSLATE_NOOP(
        "Points", "Add a point at (0, 0) of the current class and type its coordinates (one undo step)"
    ),
    "delete": QT_TRANSLATE_NOOP("Points", "Delete"),
    "delete tip": QT_TRANSLATE_NOOP("Points", "Delete the selected points (one undo step)"),
    "order": QT_TRANSLATE_NOOP("Points", "Document order"),
    "order tip": QT_TRANSLATE_NOOP("Points", "Show the points in the order of the document (the order training uses)"),
    "refused": QT_TRANSLATE_NOOP("Points", "Point {i}, {error}"),
    "too many": QT_TRANSLATE_NOOP(
        "Points", "Point {i}, label: a document has at most {most} classes; the old label is kept."
    ),
    "many": QT_TRANSLATE_NOOP(
        "Points", "{n} points are selected on the canvas; the table highlights up to {most} (Delete deletes them all)."
    ),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


def column_title(section: int) -> str:
    """A column's title as the reader reads it (x₁ and x₂ are the notes' notation)."""
    return word("label") if COLUMNS[section] == "label" else COLUMNS[section]


EDIT_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole)
HINT_STYLE = "color: #B00020;"
# Qt asks the model for the flags of every selected cell when it paints a selection (a Python call each):
# a canvas selection of more points than this is not highlighted in the table (a note says so).
MAX_HIGHLIGHTED = 10_000
EDITABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable


class PointsTableModel(QAbstractTableModel):
    """Rows of the document's points: document order, or sorted by a column (``sort``).

    ``refused`` carries the message of a typed value that was refused (the old value stays).
    """

    refused = Signal(str)

    def __init__(self, document: DocumentModel, tool: EditTool) -> None:
        super().__init__()
        self.document = document
        self.points = document.points
        self.tool = tool
        self._n = len(self.points)
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._order: np.ndarray | None = None  # row -> point (None: document order)
        self._rows_of: np.ndarray | None = None  # point -> row
        self.points.changed.connect(self._points_changed)

    # ------------------------------------------------------------ queries
    def point_of_row(self, row: int) -> int:
        """The document index of the point a row shows."""
        return row if self._order is None else int(self._order[row])

    def rows_of_points(self, points: np.ndarray) -> np.ndarray:
        """The rows showing these points (document indices)."""
        points = np.asarray(points, dtype=np.int64)
        return points if self._rows_of is None else self._rows_of[points]

    def points_of_rows(self, rows: np.ndarray) -> np.ndarray:
        """The document indices of the points shown in these rows."""
        rows = np.asarray(rows, dtype=np.int64)
        return rows if self._order is None else self._order[rows]

    # ---------------------------------------------------------- the model
    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else self._n

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole:
                return column_title(section)
            if role == Qt.ItemDataRole.ToolTipRole:
                what = word("class tip" if section == 2 else "coordinate tip")
                return word("column tip").format(column=column_title(section), what=what)
            return None
        if role == Qt.ItemDataRole.DisplayRole and 0 <= section < self._n:
            return str(self.point_of_row(section) + 1)  # the point's number in the document, from 1
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if index.isValid() and self._no_coordinate(index.column()):
            return Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
        return EDITABLE if index.isValid() else Qt.ItemFlag.NoItemFlags

    def _no_coordinate(self, column: int) -> bool:
        """Whether the column is x₂ of a one-feature document (points on a number line have none)."""
        return column < 2 and column >= self.points.points.d

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= self._n:
            return None
        i, column = self.point_of_row(index.row()), index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole and column == 2:
            labels = alphabet(self.points.points.classes)
            label = int(self.points.y[i])
            return class_color(labels.index(label) if label in labels else len(labels) - 1)
        if role not in EDIT_ROLES:
            return None
        if self._no_coordinate(column):
            return "—" if role == Qt.ItemDataRole.DisplayRole else None
        if column < 2:
            value = float(self.points.X[i, column])
            return marked(repr(value)) if role == Qt.ItemDataRole.EditRole else number_text(value)
        return self.label_text(int(self.points.y[i]))

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or index.row() >= self._n:
            return False
        i, column = self.point_of_row(index.row()), index.column()
        try:
            if self._no_coordinate(column):
                raise ValueError("x₂: a one-feature document has points on a line, with x₁ only.")
            if column < 2:
                typed = parse_coordinate(str(value), COLUMNS[column])
                if typed == float(self.points.X[i, column]):
                    return True
                self.tool.set_coordinate(i, column, typed)
                return True
            label = parse_label(str(value), alphabet(self.points.points.classes), self.document.label_names)
        except ValueError as error:
            self.refused.emit(word("refused").format(i=i + 1, error=error))
            return False
        if label == int(self.points.y[i]) or self.tool.set_label(i, label):
            return True
        self.refused.emit(word("too many").format(i=i + 1, most=MAX_CLASSES))
        return False

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column (stable: ties keep document order); column -1: document order."""
        self.layoutAboutToBeChanged.emit()
        old = self._order
        self._sort = None if column < 0 else (column, order)
        self._resort()
        self._move_persistent(old)
        self.layoutChanged.emit()

    def describe_point(self, i: int) -> str:
        """What hovering point ``i`` says: its number (from 1), coordinates and label."""
        x = joined(number_text(v) for v in self.points.X[i])
        return f"Point {i + 1}: x = ({x}), y = {self.label_text(int(self.points.y[i]))}"

    def label_text(self, label: int) -> str:
        """A label as the document names it (+1 and -1, with a typographic minus, for a signed alphabet)."""
        signed = alphabet(self.points.points.classes)[0] == -1
        return label_text(label, signed, self.document.label_names).replace("-", "−")

    # ------------------------------------------------------------ internals
    def _resort(self) -> None:
        if self._sort is None:
            self._order = self._rows_of = None
            return
        column, order = self._sort
        key = self.points.y if column >= 2 else self.points.plane[:, column]
        descending = order == Qt.SortOrder.DescendingOrder
        # Stable both ways: descending sorts the negated key, so ties still keep document order.
        self._order = np.argsort(-key if descending else key, kind="stable")
        self._rows_of = np.empty_like(self._order)
        self._rows_of[self._order] = np.arange(len(self._order))

    def _move_persistent(self, old_order: np.ndarray | None) -> None:
        """Keep the current cell and the selection on the same points after the rows moved."""
        for index in self.persistentIndexList():
            point = index.row() if old_order is None else int(old_order[index.row()])
            row = int(self.rows_of_points(np.array([point]))[0])
            self.changePersistentIndex(index, self.index(row, index.column()))

    def _points_changed(self) -> None:
        n = len(self.points)
        if n != self._n:  # points added or deleted: the rows start again (the tool says what is selected)
            self.beginResetModel()
            self._n = n
            self._resort()
            self.endResetModel()
            return
        if self._sort is not None:  # an edited value may move its row
            self.layoutAboutToBeChanged.emit()
            old = self._order
            self._resort()
            self._move_persistent(old)
            self.layoutChanged.emit()
        if n:
            self.dataChanged.emit(self.index(0, 0), self.index(n - 1, len(COLUMNS) - 1))


class PointsPanel(QWidget):
    """The points table (objectName ``pointsTable``) with Add, Delete, Document order and the hint line."""

    message = Signal(str)  # what the status bar should say (a refused value)

    def __init__(self, document: DocumentModel, tool: EditTool) -> None:
        super().__init__()
        self.tool = tool
        self.model = PointsTableModel(document, tool)
        self.table = named(QTableView(), "pointsTable")
        self.table.setTabKeyNavigation(False)  # Tab goes on to the next control (no trap); arrows move between cells
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # a million rows: no per-row size to compute
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        # A highlighted column title asks the model whether every row of its column is selected: with all of
        # a million points selected, three million questions in Python per repaint.  Rows stay highlighted.
        self.table.horizontalHeader().setHighlightSections(False)
        self.table.horizontalHeader().setDefaultSectionSize(78)
        self.table.horizontalHeader().setStretchLastSection(True)

        self.buttons = {
            key: tool_button(name, "", "")
            for key, name in (("add", "pointsAdd"), ("delete", "pointsDelete"), ("order", "pointsDocumentOrder"))
        }
        add, delete, self.document_order = self.buttons["add"], self.buttons["delete"], self.buttons["order"]
        self.hint = named(QLabel(), "pointsHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(HINT_STYLE)
        self.hint.hide()
        self.note = named(QLabel(), "pointsNote")
        self.note.setWordWrap(True)
        self.note.hide()

        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(delete)
        buttons.addStretch(1)
        buttons.addWidget(self.document_order)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.hint)

        self._syncing = False
        add.clicked.connect(self.add_point)
        delete.clicked.connect(tool.delete_selection)
        self.document_order.clicked.connect(self.show_document_order)
        self.model.refused.connect(self._refused)
        self.model.modelReset.connect(self._select_from_tool)
        self.model.dataChanged.connect(self.hint.hide)  # the next edit that went through
        self.model.modelReset.connect(self.hint.hide)
        self.table.selectionModel().selectionChanged.connect(self._selected_in_table)
        tool.selection_changed.connect(self._select_from_tool)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's words in the interface language (at start and on ``QEvent.LanguageChange``)."""
        for key, button in self.buttons.items():
            button.setText(word(key))
            button.setToolTip(word(f"{key} tip"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add_point(self) -> None:
        """Add a point at (0, 0) of the current class, select it and start typing its x₁."""
        if self.tool.add_point(0.0, 0.0, self.tool.picker.current_label):
            row = int(self.model.rows_of_points(np.array([len(self.tool.model) - 1]))[0])
            index = self.model.index(row, 0)
            self.table.scrollTo(index)
            self.table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.table.edit(index)

    def show_document_order(self) -> None:
        """Rows in document order again (no sort indicator)."""
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.model.sort(-1)

    # -------------------------------------------------------------- events
    def _refused(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.show()
        self.message.emit(text)

    def _selected_in_table(self) -> None:
        if self._syncing:
            return
        ranges = self.table.selectionModel().selection()
        rows = [np.arange(ranges.at(k).top(), ranges.at(k).bottom() + 1) for k in range(ranges.size())]
        points = self.model.points_of_rows(np.concatenate(rows)) if rows else np.zeros(0, dtype=np.int64)
        self._syncing = True
        try:
            self.tool.set_selection(points.tolist())
        finally:
            self._syncing = False

    def _select_from_tool(self) -> None:
        """Select the rows of the tool's selection (clicked or banded on the canvas), in runs of rows."""
        if self._syncing:
            return
        selection = QItemSelection()
        n = self.model.rowCount()
        chosen = np.fromiter(self.tool.selection, dtype=np.int64, count=len(self.tool.selection))
        chosen = chosen[chosen < n]
        too_many = len(chosen) > MAX_HIGHLIGHTED
        self.note.setText(word("many").format(n=grouped(len(chosen)), most=grouped(MAX_HIGHLIGHTED)))
        self.note.setVisible(too_many)
        rows = np.sort(self.model.rows_of_points(chosen[:0] if too_many else chosen))
        if len(rows):
            breaks = np.flatnonzero(np.diff(rows) != 1)
            starts, ends = np.r_[rows[0], rows[breaks + 1]], np.r_[rows[breaks], rows[-1]]
            last = self.model.columnCount() - 1
            for top, bottom in zip(starts.tolist(), ends.tolist(), strict=True):
                selection.select(self.model.index(top, 0), self.model.index(bottom, last))
        self._syncing = True
        try:
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
            self.table.selectionModel().select(selection, flags)
            if len(rows):
                self.table.scrollTo(self.model.index(int(rows[0]), 0))
        finally:
            self._syncing = False
