"""The base of the panels in tabbed docks: they work only while they can be seen.

A dock tab that is not in front is moved out of sight, not hidden, so the panels
follow their dock's ``visibilityChanged`` (:meth:`DockPanel.set_on_screen`).  A
panel's plot is built the first time it shows (start-up stays quick), and refresh
requests are coalesced into at most one :meth:`DockPanel.refresh` per interval.
"""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from perceptron_gui.training.controller import TrainingController
from perceptron_gui.widgets.throttle import Throttle


class DockPanel(QWidget):
    """A panel that refreshes from the training controller while on screen, with a plot built on first show."""

    def __init__(self, training: TrainingController, refresh_ms: int) -> None:
        super().__init__()
        self.training = training
        self.on_screen = False
        self.plot: QWidget | None = None
        self.panel_layout = QVBoxLayout(self)
        self.panel_layout.setContentsMargins(4, 4, 4, 4)
        self._refresh = Throttle(refresh_ms, self.refresh, self)
        training.updated.connect(self.schedule)
        training.shown_changed.connect(self.schedule)

    def make_plot(self) -> QWidget:
        """The panel's plot widget (called once, when the panel first shows)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Bring the panel up to date with the controller."""
        raise NotImplementedError

    def on_show(self) -> None:
        """Work to start when the panel comes on screen (nothing by default)."""

    def schedule(self) -> None:
        """Ask for a refresh: at most one per interval, none while the panel cannot be seen."""
        if self.on_screen:
            self._refresh.request()

    def set_on_screen(self, on: bool) -> None:
        """Whether the panel can be seen (its dock's tab is in front)."""
        self.on_screen = on
        if on and self.plot is None:
            self.plot = self.make_plot()
            self.panel_layout.addWidget(self.plot, 1)
        if on:
            self.on_show()
            self.schedule()
