"""The window's large main view: the canvas (with its lift), weight space or the convergence theorem.

View > Next Main View (F6) shows them in turn, in presentation mode as in the normal window.  A panel shown
here is taken out of its dock (the dock hides meanwhile) and given back when another view is chosen; while
it is the main view it is on screen (:meth:`perceptron_gui.views.dock_panel.DockPanel.set_on_screen`).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDockWidget, QStackedWidget, QVBoxLayout, QWidget

from perceptron_gui.views.dock_panel import DockPanel

CANVAS = "canvas"


class MainView(QStackedWidget):
    """The central widget (objectName ``mainView``); ``current`` names the view shown."""

    changed = Signal(str)

    def __init__(self, canvas_area: QWidget) -> None:
        super().__init__()
        self.setObjectName("mainView")
        self.addWidget(canvas_area)
        self._panels: dict[str, tuple[QDockWidget, DockPanel]] = {}
        self._pages: dict[str, QWidget] = {}
        self._dock_shown: dict[str, bool] = {}
        self.current = CANVAS

    def add_panel(self, name: str, dock: QDockWidget, panel: DockPanel) -> None:
        """A panel that can be the main view, taken from (and given back to) ``dock``."""
        page = QWidget()
        QVBoxLayout(page).setContentsMargins(0, 0, 0, 0)
        self.addWidget(page)
        self._pages[name] = page
        self._panels[name] = (dock, panel)
        dock.visibilityChanged.connect(lambda shown: self._dock_shown_again(name, shown))

    def names(self) -> tuple[str, ...]:
        """The views in the order F6 goes through them."""
        return (CANVAS, *self._panels)

    def cycle(self) -> None:
        """Show the next view (after the last, the canvas again)."""
        names = self.names()
        self.show_view(names[(names.index(self.current) + 1) % len(names)])

    def show_view(self, name: str) -> None:
        """Make ``name`` the main view (a panel leaves its dock; the one shown before goes back to its own)."""
        if name == self.current:
            return
        if self.current != CANVAS:
            self._give_back(self.current)
        if name == CANVAS:
            self.setCurrentIndex(0)
        else:
            dock, panel = self._panels[name]
            self._dock_shown[name] = dock.isVisible()
            dock.hide()
            page = self._pages[name]
            layout = page.layout()
            assert layout is not None
            layout.addWidget(panel)
            panel.show()
            self.setCurrentWidget(page)
            panel.set_main_view(True)
            panel.set_on_screen(True)
        self.current = name
        self.changed.emit(name)

    def _give_back(self, name: str) -> None:
        dock, panel = self._panels[name]
        self.current = CANVAS  # (showing the dock below must not take the panel back again)
        dock.setWidget(panel)
        panel.set_main_view(False)
        if self._dock_shown.pop(name, False):
            dock.show()
        panel.set_on_screen(dock.isVisible())

    def _dock_shown_again(self, name: str, shown: bool) -> None:
        """The dock of the panel shown here was shown (its View menu entry): the panel goes back to it."""
        if shown and self.current == name:
            self.show_view(CANVAS)
