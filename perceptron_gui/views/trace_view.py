"""The trace table dock: one row per example looked at, in the lecture's layout, with a timeline for time travel.

The model reads rows on demand from the shown run's :class:`core.teach.trace.Trace`, or for the kernel
perceptron its :class:`core.teach.kernel_trace.KernelTrace` (f(x), and the alpha that changed, in place of w
and its score), both computed from the mistake history (nothing is stored per row), and grows
with ``beginInsertRows`` as training goes on; it is only reset when a new run starts
or the "mistakes only" filter changes.
"""

from __future__ import annotations

import dataclasses
import math
from collections import OrderedDict
from typing import TypeVar

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSlider,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.session.classes import label_text
from core.session.shown import Shown
from core.teach.kernel_trace import KernelTrace, KernelTraceBlock
from core.teach.numbers import grouped
from core.teach.sgd_trace import SgdTrace, SgdTraceBlock
from core.teach.trace import Trace, TraceBlock
from core.teach.trace_cells import cell_text, column_names, undecided
from core.teach.trace_steps import StepBlock
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.views.readout import Readout
from perceptron_gui.widgets.help import column_tip
from perceptron_gui.widgets.naming import named, tool_button
from perceptron_gui.widgets.throttle import Throttle

BLOCK_ROWS = 256  # rows computed together when the view asks for one
CACHED_BLOCKS = 16
MAX_TABLE_ROWS = 1_000_000  # Qt keeps a few bytes per row in the view's header: the timeline reaches the rest
TIMELINE_TICKS = 100_000  # slider positions; a longer run maps several steps to one position
MISTAKE_BRUSH = QBrush(QColor(255, 226, 226))
Index = QModelIndex | QPersistentModelIndex
Block = TraceBlock | KernelTraceBlock | SgdTraceBlock
Table = Trace | KernelTrace | SgdTrace
FIT_ROWS = 50  # the first and last rows whose numbers size the columns (with those on screen)
FIT_MS = 250  # columns are fitted to new rows at most this often
B = TypeVar("B", bound=StepBlock)
CONTEXT = "Trace"
COLUMN_WORDS = {  # the column titles (core's names) and cells that are words; the rest is the notes' notation
    "epoch": QT_TRANSLATE_NOOP("Trace", "epoch"),
    "mistake?": QT_TRANSLATE_NOOP("Trace", "mistake?"),
    "w after": QT_TRANSLATE_NOOP("Trace", "w after"),
    "b after": QT_TRANSLATE_NOOP("Trace", "b after"),
    "α changed": QT_TRANSLATE_NOOP("Trace", "α changed"),
    "loss ℓ": QT_TRANSLATE_NOOP("Trace", "loss ℓ"),
    "yes": QT_TRANSLATE_NOOP("Trace", "yes"),
    "no": QT_TRANSLATE_NOOP("Trace", "no"),
}
WORDS = {
    "kept": QT_TRANSLATE_NOOP(
        "Trace",
        "The app keeps the first {kept} mistakes: the table, the timeline and the exports end at step {end}; "
        "training goes on (now at step {now}).",
    ),
    "kept, table capped": QT_TRANSLATE_NOOP(
        "Trace",
        "The app keeps the first {kept} mistakes: the timeline and the exports end at step {end}; the table lists "
        "the first {rows} rows; training goes on (now at step {now}).",
    ),
    "table capped": QT_TRANSLATE_NOOP(
        "Trace",
        "The table lists the first {rows} rows; the timeline reaches every step and the exports write them all.",
    ),
    "mistakes only": QT_TRANSLATE_NOOP("Trace", "Mistakes only"),
    "mistakes only tip": QT_TRANSLATE_NOOP(
        "Trace", "Show only the steps where the perceptron made a mistake and updated w"
    ),
    "nonzero only": QT_TRANSLATE_NOOP("Trace", "Nonzero ℓ′ only"),
    "nonzero only tip": QT_TRANSLATE_NOOP(
        "Trace", "Show only the steps whose loss gradient ℓ′ was not 0 (the steps the loss moved w)"
    ),
    "timeline tip": QT_TRANSLATE_NOOP(
        "Trace", "Drag to see any past step (time travel); Step or Run continues from the latest"
    ),
    "latest": QT_TRANSLATE_NOOP("Trace", "Latest"),
    "latest tip": QT_TRANSLATE_NOOP("Trace", "Back to the latest state"),
    "csv tip": QT_TRANSLATE_NOOP("Trace", "Export the table as CSV"),
    "latex tip": QT_TRANSLATE_NOOP("Trace", "Export the table as a LaTeX tabular, for slides"),
    "export": QT_TRANSLATE_NOOP("Trace", "Export"),
    "position": QT_TRANSLATE_NOOP("Trace", "step {step} of {now} (latest)"),
    "position travel": QT_TRANSLATE_NOOP("Trace", "step {step} of {now} (time travel)"),
    "undecided": QT_TRANSLATE_NOOP("Trace", "{text} (score 0: a mistake by the rule, y·a ≤ 0 updates)"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


def column_word(name: str) -> str:
    """A column title or cell of core's trace table as the reader reads it (a word translated, notation kept)."""
    return translated(CONTEXT, COLUMN_WORDS[name]) if name in COLUMN_WORDS else name


ROOT = QModelIndex()
ROW_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.FontRole,
)


def joined(block: B, more: B) -> B:
    """The rows of ``block`` followed by those of ``more`` (a block of the same trace)."""
    columns = {
        f.name: np.concatenate([getattr(block, f.name), getattr(more, f.name)]) for f in dataclasses.fields(block)
    }
    return type(block)(**columns)


class TraceTableModel(QAbstractTableModel):
    """Rows of the shown run's trace: all steps, or the mistakes only (:meth:`present` keeps it in step)."""

    columns_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.shown = Shown()
        self.mistakes_only = False
        self._rows = 0
        self._blocks: OrderedDict[int, Block] = OrderedDict()
        self._columns: list[str] = []
        self._classes: list[str] = []

    # ------------------------------------------------------------ queries
    @property
    def trace(self) -> Table | None:
        """The trace shown (None before a run's start arrives)."""
        return self.shown.table

    def present(self, shown: Shown) -> None:
        """Follow what is shown: a new run's record starts the table again, a growing one appends its rows."""
        new_run = shown.record != self.shown.record or shown.table is not self.shown.table
        self.shown = shown
        if new_run:
            self.restart()
        else:
            self.grow()

    @property
    def columns(self) -> list[str]:
        """The column titles."""
        return list(self._columns)

    @property
    def total_rows(self) -> int:
        """Rows the trace has now (the table shows at most MAX_TABLE_ROWS of them)."""
        trace = self.trace
        if trace is None:
            return 0
        if not self.mistakes_only:
            return len(trace)
        steps = trace.learner.history[:, 2]
        return int(np.searchsorted(steps, trace.last_step, side="right"))

    def step_of_row(self, row: int) -> int:
        """The step t shown in a row."""
        trace = self.trace
        assert trace is not None
        if self.mistakes_only:
            return int(trace.learner.history[row, 2])
        return trace.first_step + row

    def row_of_step(self, t: int) -> int | None:
        """The row showing step t, or None (not a mistake under "mistakes only", or not in the table)."""
        trace = self.trace
        if trace is None:
            return None
        if self.mistakes_only:
            steps = trace.learner.history[: self._rows, 2]
            row = int(np.searchsorted(steps, t))
            return row if row < len(steps) and steps[row] == t else None
        row = t - trace.first_step
        return row if 0 <= row < self._rows else None

    # ------------------------------------------------------------ updates
    def restart(self) -> None:
        """A new run (or a new filter): start the table again."""
        self.beginResetModel()
        self._blocks.clear()
        self._rows = 0
        self._columns, self._classes = column_names(self.trace), self._class_names()
        self.endResetModel()
        self.columns_changed.emit()
        self.grow()

    def set_mistakes_only(self, on: bool) -> None:
        """Show only the steps that were mistakes."""
        if on != self.mistakes_only:
            self.mistakes_only = on
            self.restart()

    def grow(self) -> None:
        """Append the rows the run has made since the last call."""
        rows = min(self.total_rows, MAX_TABLE_ROWS)
        if rows > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, rows - 1)
            self._rows = rows
            self.endInsertRows()

    # ---------------------------------------------------------- the model
    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return column_word(self._columns[section])
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return column_tip(self._columns[section])  # what the column means, in the notes' words
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self.trace is None:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role not in ROW_ROLES:
            return None
        block, k = self._locate(index.row())
        if role == Qt.ItemDataRole.BackgroundRole:
            return MISTAKE_BRUSH if block.wrong(k) else None
        if role == Qt.ItemDataRole.FontRole:
            if block.mistake[k] and self._columns[index.column()] == "mistake?":
                font = QFont()
                font.setBold(True)
                return font
            return None
        column = self._columns[index.column()]
        text = self._cell(block, k, column)
        if column == "mistake?":
            text = column_word(text)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("ŷ", "mistake?") and self._undecided(block, k):
            return word("undecided").format(text=text)
        return text  # the text, also as a tooltip (long vectors)

    # ------------------------------------------------------------ internals
    def _locate(self, row: int) -> tuple[Block, int]:
        key, k = divmod(row, BLOCK_ROWS)
        block = self._blocks.get(key)
        if block is None or k >= len(block):
            trace = self.trace
            assert trace is not None
            done = 0 if block is None else len(block)  # a block computed before it was full gets only its new rows
            first, stop = key * BLOCK_ROWS + done, min((key + 1) * BLOCK_ROWS, self._rows)
            if self.mistakes_only:
                rows = trace.rows_at(trace.learner.history[first:stop, 2])
            else:
                rows = trace.rows(trace.first_step + first, trace.first_step + stop)
            block = rows if block is None else joined(block, rows)
            self._blocks[key] = block
            if len(self._blocks) > CACHED_BLOCKS:
                self._blocks.popitem(last=False)
        self._blocks.move_to_end(key)
        return block, k

    def _cell(self, block: Block, k: int, column: str) -> str:
        trace = self.trace
        assert trace is not None
        return cell_text(trace, block, k, column, self._classes)

    def _undecided(self, block: Block, k: int) -> bool:
        return undecided(self.trace, block, k)

    def _class_names(self) -> list[str]:
        state = self.shown.latest
        if state is None:
            return []
        classes = state.classes.tolist()
        signed = len(classes) == 2 and classes[0] == -1
        return [label_text(c, signed) for c in classes]


class TraceTable(QTableView):
    """The trace's table view; its current row is always the step shown, or none.

    Qt makes the first row current when a view without one gets the focus back (after any dialog or menu,
    under a window manager), and a current row is time travel here: that would throw the canvas back to
    step 1.  Focus coming back changes nothing.
    """

    def focusInEvent(self, event: QFocusEvent) -> None:
        had_current = self.currentIndex().isValid()
        super().focusInEvent(event)
        if not had_current and self.currentIndex().isValid():
            self.selectionModel().clearCurrentIndex()


class TracePanel(QWidget):
    """The trace table with its "mistakes only" filter, the timeline slider and the export buttons."""

    export_requested = Signal(str)  # "trace" (CSV) or "latex"
    travel_requested = Signal(object)  # the step to show (a row, the timeline), or None for the latest

    def __init__(self) -> None:
        super().__init__()
        self.shown = Shown()
        self.model = TraceTableModel()
        self.table = named(TraceTable(), "traceTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # Shift+click selects a range of steps (File > Export Animation's default); the current row is time travel's
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ContiguousSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setDefaultSectionSize(72)
        header.setMinimumSectionSize(24)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        self.table.setAlternatingRowColors(False)

        self.mistakes_only = named(QCheckBox(), "traceMistakesOnly")
        self.timeline = named(QSlider(Qt.Orientation.Horizontal), "timelineSlider")
        self.position = named(QLabel(), "timelineLabel")
        self.latest = tool_button("timelineLatest", "", "")
        self.note = named(QLabel(), "traceNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.csv_button = tool_button("traceExportCsv", "CSV…", "")
        self.latex_button = tool_button("traceExportLatex", "LaTeX…", "")
        self.export_word = named(QLabel(), "traceExportWord")
        csv_button, latex_button = self.csv_button, self.latex_button

        top = QHBoxLayout()
        top.addWidget(self.mistakes_only)
        top.addStretch(1)
        top.addWidget(self.export_word)
        top.addWidget(csv_button)
        top.addWidget(latex_button)
        timeline = QHBoxLayout()
        timeline.addWidget(self.timeline, 1)
        timeline.addWidget(self.position)
        timeline.addWidget(self.latest)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(timeline)

        self.mistakes_only.toggled.connect(self._filter_changed)
        self.timeline.valueChanged.connect(self._timeline_moved)
        self.latest.clicked.connect(lambda: self.travel_requested.emit(None))
        self.table.selectionModel().currentRowChanged.connect(self._row_chosen)
        self.model.rowsInserted.connect(self._rows_added)
        self.model.modelReset.connect(self._refresh)
        self.model.columns_changed.connect(self._size_columns)
        # Not what is shown (the owner sends it every frame): a layout chore, the columns fitted to numbers that may be
        # wider, a few times a second however fast the rows come.
        self._refit = Throttle(FIT_MS, self._fit_columns, self)
        self.model.rowsInserted.connect(self._refit.request)
        self.model.modelReset.connect(self._refit.request)
        self.table.verticalScrollBar().valueChanged.connect(self._refit.request)
        csv_button.clicked.connect(lambda: self.export_requested.emit("trace"))
        latex_button.clicked.connect(lambda: self.export_requested.emit("latex"))
        self._syncing = False
        self.retranslate()
        self._refresh()

    def selected_steps(self) -> tuple[int, int] | None:
        """The first and last step of the rows selected, when two or more are (else None)."""
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        if len(rows) < 2:
            return None
        return self.model.step_of_row(rows[0]), self.model.step_of_row(rows[-1])

    def present(self, shown: Shown) -> None:
        """Show the rows of the shown run, its step shown as the current row and on the timeline."""
        paused = self.shown.running and not shown.running
        self.shown = shown
        self.model.present(shown)
        self._refresh()
        if paused:  # paused: the columns are fitted again to the first and last rows too
            self._refit.request()

    def readout(self) -> Readout:
        """What the panel shows: the step on its timeline, the step of its current row, its label and note."""
        current = self.table.selectionModel().currentIndex()
        row = self.model.step_of_row(current.row()) if current.isValid() else None
        step = self.shown.travel if self.shown.travel is not None else self._latest_step()
        texts = (("timeline", self.position.text()), ("note", self.note.text() if self.note.isVisible() else ""))
        return Readout(step=step, row=row, texts=texts)

    # --------------------------------------------------------------- state
    def _latest_step(self) -> int:
        return self.shown.last_step

    def _refresh(self) -> None:
        """Timeline range and position, the label, the selected row and the note, from the step shown."""
        trace = self.shown.table
        latest = self._latest_step()
        shown = self.shown.travel
        step = latest if shown is None else shown
        self._syncing = True
        self.timeline.setEnabled(trace is not None and latest > 0)
        ticks = min(latest, TIMELINE_TICKS)
        self.timeline.setMaximum(ticks)
        self.timeline.setValue(round(step * ticks / latest) if latest else 0)
        self._select_step(shown)
        self._syncing = False
        # Past the history cap the run goes on beyond the timeline's end (the note above says where it ends): the
        # label counts the run's own steps, as the status line does
        state = self.shown.latest
        now = state.step if state is not None and trace is not None and latest < state.step else latest
        step = step if shown is not None else now
        self.position.setText(
            word("position travel" if shown is not None else "position").format(step=grouped(step), now=grouped(now))
        )
        self.latest.setEnabled(shown is not None)
        self._show_note(trace)

    def _show_note(self, trace: Table | None) -> None:
        state = self.shown.latest
        text = ""
        if trace is not None:
            capped_table = self.model.total_rows > MAX_TABLE_ROWS
            rows = grouped(MAX_TABLE_ROWS)
            if trace.learner.history_complete_until is not None:
                end = trace.last_step
                text = word("kept, table capped" if capped_table else "kept").format(
                    kept=grouped(len(trace.learner.history)), end=grouped(end), rows=rows,
                    now=grouped(state.step if state else end),
                )  # fmt: skip
            elif capped_table:
                text = word("table capped").format(rows=rows)
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _select_step(self, shown: int | None) -> None:
        """Make the shown step's row current (the latest step's at the latest state), or none without a row."""
        selection = self.table.selectionModel()
        row = self.model.row_of_step(self._latest_step() if shown is None else shown)
        if row is None:
            selection.clear()
            return
        index = self.model.index(row, 0)
        if selection.currentIndex().row() != row:
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
            selection.setCurrentIndex(index, flags)
        self.table.scrollTo(index)

    def _size_columns(self) -> None:
        sgd = self.model.trace is not None and self.model.trace.traits.loss
        self.mistakes_only.setText(word("nonzero only" if sgd else "mistakes only"))
        self.mistakes_only.setToolTip(word("nonzero only tip" if sgd else "mistakes only tip"))
        self._fit_columns()

    def retranslate(self) -> None:
        """The panel's words in the interface language (at start and on ``QEvent.LanguageChange``)."""
        self.timeline.setToolTip(word("timeline tip"))
        self.latest.setText(word("latest"))
        self.latest.setToolTip(word("latest tip"))
        self.csv_button.setToolTip(word("csv tip"))
        self.latex_button.setToolTip(word("latex tip"))
        self.export_word.setText(word("export"))
        self._size_columns()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.model.columnCount() - 1))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fit_columns(self) -> None:
        """Each column as wide as its widest number (in the rows at the top, on screen and at the end) and its
        header's longest word: no number is cut; a header wider than its numbers wraps onto a second line.

        While a run goes on, only the rows on screen count (the latest rows, new a few times a second): reading
        the others' numbers took 0.1 s of the window's time each time; at the pause the columns fit them all."""
        model, table = self.model, self.table
        header = table.horizontalHeader()
        pad = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1) + 4
        plain, titles = QFontMetricsF(table.font()), QFontMetricsF(header.font())
        rows = self._sample_rows()
        wrapped = False
        for column, name in enumerate(map(column_word, model.columns)):
            widest = 0.0
            for row in rows:
                index = model.index(row, column)
                font = model.data(index, Qt.ItemDataRole.FontRole)
                metrics = QFontMetricsF(font) if isinstance(font, QFont) else plain
                widest = max(widest, metrics.horizontalAdvance(str(model.data(index))))
            word = max(titles.horizontalAdvance(w) for w in name.split())
            width = math.ceil(max(widest, word) + pad)
            wrapped |= titles.horizontalAdvance(name) + pad > width
            if table.columnWidth(column) != width:
                table.setColumnWidth(column, width)
        lines = 2 if wrapped else 1
        header.setFixedHeight(math.ceil(lines * titles.lineSpacing() + 8))

    def _sample_rows(self) -> list[int]:
        """The rows whose numbers size the columns: those on screen, and unless a run goes on, the first and last
        :data:`FIT_ROWS`."""
        n = self.model.rowCount()
        top = max(0, self.table.rowAt(0))
        bottom = self.table.rowAt(self.table.viewport().height() - 1)
        bottom = n - 1 if bottom < 0 else bottom
        on_screen = set(range(top, bottom + 1))
        if self.shown.running:
            return sorted(on_screen)
        return sorted({*range(min(n, FIT_ROWS)), *range(max(0, n - FIT_ROWS), n), *on_screen})

    # -------------------------------------------------------------- events
    def _filter_changed(self, on: bool) -> None:
        self.model.set_mistakes_only(on)

    def _rows_added(self) -> None:
        if self.shown.travel is None:  # the latest step's row, new now, is the current one
            self._syncing = True
            self._select_step(None)
            self._syncing = False

    def _row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._syncing and current.isValid():
            self.travel_requested.emit(self.model.step_of_row(current.row()))

    def _timeline_moved(self, position: int) -> None:
        if self._syncing:
            return
        latest, ticks = self._latest_step(), self.timeline.maximum()
        if ticks:
            self.travel_requested.emit(round(position * latest / ticks))
