"""The base of the panels in tabbed docks: they work only while they can be seen.

A dock tab that is not in front is moved out of sight, not hidden, so the panels
follow their dock's ``visibilityChanged`` (:meth:`DockPanel.set_on_screen`).  A
panel's plot is built the first time it shows (start-up stays quick).  Each
:class:`core.session.shown.Shown` the window sends is kept (:meth:`DockPanel.present`);
the panel draws from the last one kept, at most once per interval (its drawing costs
more than a frame).
"""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from core.session.shown import Shown
from perceptron_gui.widgets.throttle import Throttle


class DockPanel(QWidget):
    """A panel that draws what is shown while on screen, with a plot built on first show."""

    def __init__(self, refresh_ms: int) -> None:
        super().__init__()
        self.shown = Shown()
        self.on_screen = False
        self.plot: QWidget | None = None
        self.panel_layout = QVBoxLayout(self)
        self.panel_layout.setContentsMargins(4, 4, 4, 4)
        self._refresh = Throttle(refresh_ms, self.refresh, self)

    def make_plot(self) -> QWidget:
        """The panel's plot widget (called once, when the panel first shows)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Bring the panel up to date with :attr:`shown`."""
        raise NotImplementedError

    def on_show(self) -> None:
        """Work to start when the panel comes on screen (nothing by default)."""

    def present(self, shown: Shown) -> None:
        """Keep what is shown now and ask for a refresh (a new scale and a new run's record first)."""
        new_run, rescaled = shown.record != self.shown.record, shown.scale != self.shown.scale
        self.shown = shown
        if rescaled:
            self.set_scale(shown.scale)
        if new_run:
            self.new_run()
        self.schedule()

    def new_run(self) -> None:
        """A new run's record begins (nothing by default)."""

    def set_scale(self, factor: float) -> None:
        """Presentation mode's size factor changed (nothing by default)."""

    def set_main_view(self, on: bool) -> None:
        """Whether the panel is the window's main view (F6) rather than in its dock (nothing by default)."""

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
