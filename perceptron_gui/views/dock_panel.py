"""The base of the panels in tabbed docks: they work only while they can be seen.

A dock tab that is not in front is moved out of sight, not hidden, so the panels
follow their dock's ``visibilityChanged`` (:meth:`DockPanel.set_on_screen`).  A
panel's plot is built the first time it shows (start-up stays quick).  The window
registers each panel's :meth:`DockPanel.present` with the owner of what is shown
(``ShownModel``, the one throttle between what is shown and the views) with the panel's budget
``every_ms`` (its drawing costs more than a frame): the owner paces the values, sends
no frames while the panel is off screen (``on_screen_changed``; the other changes
the panel keeps without drawing) and sends the value again when the panel's own
input changed (``redraw_wanted``, :meth:`DockPanel.schedule`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from core.session.shown import Shown


class DockPanel(QWidget):
    """A panel that draws what is shown while on screen, with a plot built on first show."""

    on_screen_changed = Signal(bool)  # the panel came on screen or went off it
    redraw_wanted = Signal()  # the panel's own input changed: it wants the value shown again

    def __init__(self, every_ms: int) -> None:
        super().__init__()
        self.every_ms = every_ms  # the least time between two frames of a run it draws
        self.shown = Shown()
        self.on_screen = False
        self.plot: QWidget | None = None
        self.panel_layout = QVBoxLayout(self)
        self.panel_layout.setContentsMargins(4, 4, 4, 4)

    def make_plot(self) -> QWidget:
        """The panel's plot widget (called once, when the panel first shows)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Bring the panel up to date with :attr:`shown`."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.plot is not None:
            self.schedule()  # the panel's notes made again in the interface language
        super().changeEvent(event)

    def on_show(self) -> None:
        """Work to start when the panel comes on screen (nothing by default)."""

    def present(self, shown: Shown) -> None:
        """Keep ``shown`` (a new scale and a new run's record first) and draw it while on screen."""
        new_run, rescaled = shown.record != self.shown.record, shown.scale != self.shown.scale
        self.shown = shown
        if rescaled:
            self.set_scale(shown.scale)
        if new_run:
            self.new_run()
        if self.on_screen:
            self.refresh()

    def new_run(self) -> None:
        """A new run's record begins (nothing by default; the panel is drawn right after)."""

    def set_scale(self, factor: float) -> None:
        """Presentation mode's size factor changed (nothing by default)."""

    def set_main_view(self, on: bool) -> None:
        """Whether the panel is the window's main view (F6) rather than in its dock (nothing by default)."""

    def schedule(self) -> None:
        """The panel's own input changed (a choice, a solver's answer): ask for the value shown again, within the
        panel's budget (none while the panel cannot be seen)."""
        if self.on_screen:
            self.redraw_wanted.emit()

    def set_on_screen(self, on: bool) -> None:
        """Whether the panel can be seen (its dock's tab is in front); on screen, it is sent the value shown."""
        self.on_screen = on
        if on and self.plot is None:
            self.plot = self.make_plot()
            self.panel_layout.addWidget(self.plot, 1)
        if on:
            self.on_show()
        self.on_screen_changed.emit(on)
