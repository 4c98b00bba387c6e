"""Presentation mode: the window as the back row of a lecture hall needs it.

:class:`PresentationMode` follows the presentation preference
(:class:`perceptron_gui.window.persistence.PresentationPreference`, the one owner of the toggle): on, it keeps
the window's layout, font and state, goes full screen, shows only the main view (the canvas, or weight
space or the theorem: F6), one large row (:class:`TraceRow`, the trace table's row of the step shown)
and a toolbar of big buttons (Reset and Pause among them), and draws text twice as large with thicker
lines and larger markers; off, it puts back exactly the layout, font and window state it kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QLabel,
    QLayout,
    QLayoutItem,
    QMainWindow,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from core.session.shown import Shown
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.main_view import CANVAS, MainView
from perceptron_gui.views.readout import Readout
from perceptron_gui.views.trace_view import TraceTableModel
from perceptron_gui.widgets.naming import named
from perceptron_gui.window.persistence import PresentationPreference
from perceptron_gui.window.titles import dock_title

SCALE = 2.0  # text, lines and markers in presentation mode, relative to normal
ROW_REFRESH_MS = 100
WHITE = QColor("#FFFFFF")
BLACK = QColor("#000000")


WORDS = {
    "no run": QT_TRANSLATE_NOOP("Presentation", "Add points of two classes to train."),
    "kernel": QT_TRANSLATE_NOOP(
        "Presentation", "Step t = {t}. The kernel perceptron has no weight vector w to tabulate."
    ),
    "start": QT_TRANSLATE_NOOP("Presentation", "Step t = 0: no example looked at yet. Step with Space, PageDown or →."),
    "beyond": QT_TRANSLATE_NOOP("Presentation", "Step t = {t} (beyond the rows the table keeps)."),
    "step": QT_TRANSLATE_NOOP("Presentation", "Step t = {t}."),
}
word = word_lookup("Presentation", WORDS)  # word(key): WORDS[key] in the interface language


class FlowLayout(QLayout):
    """Lays its widgets out left to right and wraps to a new line when the width runs out (Qt's flow layout)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items (or, with ``move`` False, only measure); the height the lines take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height, gap = area.x(), area.y(), 0, self.spacing()
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line_height > 0:
                x, y, line_height = area.x(), y + line_height + gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + gap
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


class TraceCell(QFrame):
    """One cell of the large row: the column's title over its value, in black on white (or the mistake tint)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("presentationCell")
        self.title = named(QLabel(), "cellTitle")
        self.value = named(QLabel(), "cellValue")
        for label in (self.title, self.value):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bold = QFont()  # only the weight is set: the size still follows the window (large when presenting)
        bold.setBold(True)
        self.value.setFont(bold)
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 2, 10, 2)
        layout.setSpacing(0)
        layout.addWidget(self.title)
        layout.addWidget(self.value)
        self.show_cell("", "", None)

    def show_cell(self, title: str, value: str, background: QBrush | None) -> None:
        """Show a column title, its value, and the row's tint (None: white), in black."""
        self.title.setText(title)
        self.value.setText(value)
        colour = WHITE if background is None else background.color()
        palette = self.palette()
        if palette.color(QPalette.ColorRole.Window) != colour:
            for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
                palette.setColor(role, BLACK)
            palette.setColor(QPalette.ColorRole.Window, colour)
            self.setPalette(palette)


class TraceRow(QWidget):
    """The trace table's row of the step shown, large (objectName ``presentationRow``).

    The row reads the shown run's trace through a :class:`TraceTableModel` of its own (all steps,
    never "mistakes only"), so that it reads exactly as the trace table does; its cells wrap to a
    second line when the window is narrow.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("presentationRow")
        self.shown = Shown()
        self.model = TraceTableModel()
        self.note = named(QLabel(), "presentationNote")
        self.note.setWordWrap(True)
        self._cells: list[TraceCell] = []
        self._flow = FlowLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.note)
        layout.addLayout(self._flow)

    def present(self, shown: Shown) -> None:
        """Follow what is shown, drawn while the row can be seen (registered with a budget: a run's frames at most
        every ROW_REFRESH_MS)."""
        self.shown = shown
        self.model.present(shown)
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def step(self) -> int | None:
        """The step shown: time travel's, or the latest (None without a run)."""
        state = self.shown.latest
        if state is None:
            return None
        shown = self.shown.travel
        return state.step if shown is None else shown

    def readout(self) -> Readout:
        """What the row shows: the step, its cells' texts by column, or its note."""
        t = self.step()
        row = None if t is None else self.model.row_of_step(t)
        cells = tuple((cell.title.text(), cell.value.text()) for cell in self._cells if cell.isVisibleTo(self))
        return Readout(step=t, row=None if row is None else t, texts=(("note", self.note.text()), *cells))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.refresh()  # the note in the interface language
        super().changeEvent(event)

    def refresh(self) -> None:
        """Show the row of the step shown (or say why there is none)."""
        t = self.step()
        row = None if t is None else self.model.row_of_step(t)
        columns = self.model.columns if row is not None else []
        while len(self._cells) < len(columns):
            cell = TraceCell()
            self._flow.addWidget(cell)
            self._cells.append(cell)
        for column, cell in enumerate(self._cells):
            cell.setVisible(column < len(columns))
            if row is not None and column < len(columns):
                index = self.model.index(row, column)
                background = self.model.data(index, Qt.ItemDataRole.BackgroundRole)
                text = self.model.data(index)
                title = str(self.model.headerData(column, Qt.Orientation.Horizontal))  # the table's, in the language
                cell.show_cell(title, str(text), background if isinstance(background, QBrush) else None)
        self.note.setText(self._note(t, row))
        self.note.setVisible(row is None)
        self._fit_height()

    def _note(self, t: int | None, row: int | None) -> str:
        if row is not None:
            return ""
        if t is None:
            return word("no run")
        if self.shown.latest is not None and self.shown.trace is None and t > 0:
            return word("kernel").format(t=t)
        if t == 0:
            return word("start")
        trace = self.shown.trace
        if trace is not None and t <= trace.last_step:
            return word("beyond").format(t=t)
        return word("step").format(t=t)

    def _fit_height(self) -> None:
        """Exactly as tall as the lines the cells wrap into at this width (the canvas keeps the rest)."""
        layout = self.layout()
        if layout is not None:
            self.setFixedHeight(layout.heightForWidth(self.width()))


class PresentationMode(QObject):
    """Lays the window out for the room while the presentation preference is on (see the module docstring).

    ``keys`` are the actions that work in presentation mode only (the clicker's PageUp and PageDown).
    """

    def __init__(
        self,
        window: QMainWindow,
        preference: PresentationPreference,
        canvas: Canvas,
        buttons: Sequence[QAction],
        keys: Sequence[QAction],
        main_view: MainView,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.main_view = main_view
        self.preference = preference
        self.canvas = canvas
        self.keys = list(keys)
        self.row = TraceRow()
        self.dock = named(QDockWidget(dock_title("presentationDock"), window), "presentationDock")
        self.dock.setWidget(self.row)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.dock.hide()  # in the window's layout only while presenting: the normal layout never holds it
        self.toolbar = named(QToolBar("Presentation", window), "presentationToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in buttons:
            self.toolbar.addAction(action)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.toolbar.hide()
        self._kept: tuple[QByteArray, QFont, Qt.WindowState] | None = None  # the layout, font and window state
        for action in self.keys:
            action.setEnabled(False)
        preference.changed.connect(self.show_mode)

    @property
    def on(self) -> bool:
        """Whether the window is laid out for presenting."""
        return self._kept is not None

    def normal_layout(self) -> QByteArray:
        """The dock layout of the normal window (the one kept while presenting), to remember at close."""
        return self._kept[0] if self._kept is not None else self.window.saveState()

    def show_mode(self, on: bool) -> None:
        """Lay the window out for presenting, or back to how it was."""
        if on == self.on:
            return
        window = self.window
        if on:
            self._kept = (window.saveState(), QFont(window.font()), window.windowState())
            for dock in window.findChildren(QDockWidget):
                dock.hide()
            window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
            self.dock.show()
            for bar in window.findChildren(QToolBar):
                bar.setVisible(bar is self.toolbar)
            font = QFont(window.font())
            font.setPointSizeF(font.pointSizeF() * SCALE)
            window.setFont(font)
            self.canvas.set_scale(SCALE)
            window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)  # (shown when shown)
        else:
            assert self._kept is not None
            state, font, window_state = self._kept
            self._kept = None
            window.setWindowState(window_state & ~Qt.WindowState.WindowFullScreen)
            self.main_view.show_view(CANVAS)  # the normal window as it was: the canvas in the middle
            window.setFont(font)
            window.removeDockWidget(self.dock)
            window.restoreState(state)
            self.canvas.set_scale(1.0)
        for action in self.keys:
            action.setEnabled(on)
