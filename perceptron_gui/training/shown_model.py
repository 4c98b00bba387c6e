"""The one owner of what the window shows: it sends one :class:`core.session.shown.Shown` to every view.

The controller paces the run's frames (``updated``, at most one per displayed frame, the only throttle
between the training thread and the views); time travel, a new run's record, Run and Pause, a question
open (Quiz Mode's or the live class's), Draw a Classifier and presentation mode change what is shown at
once.  For each, this model builds one immutable value, and sends it with ``changed`` unless it shows the
same as the last one; every view registers one method on ``changed`` and draws from the value alone.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.session.shown import Shown
from perceptron_gui.training.controller import TrainingController


class ShownModel(QObject):
    """What is shown (``current``), sent as one value with ``changed`` whenever it changes."""

    changed = Signal(object)  # the new Shown

    def __init__(self, training: TrainingController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._training = training
        self._record = 0
        self._concealers: set[str] = set()  # who has a question open: "quiz", "live class"
        self._warm_up = False
        self._scale = 1.0
        self._sending = False
        self._again = False
        self._current = self._build()
        training.updated.connect(self._frame)
        training.run_started.connect(self._new_record)
        for signal in (training.shown_changed, training.running_changed):
            signal.connect(self._update)

    @property
    def current(self) -> Shown:
        """The value sent last (a view built later draws it first)."""
        return self._current

    def set_concealed(self, on: bool, by: str = "quiz") -> None:
        """A question is open (True) or answered and gone (False); ``by`` says whose ("quiz": Quiz Mode's, "live
        class": the room's, until Reveal).  What is shown is concealed while any question is open."""
        if on:
            self._concealers.add(by)
        else:
            self._concealers.discard(by)
        self._update()

    def set_warm_up(self, on: bool) -> None:
        """Draw a Classifier turned on or off."""
        self._warm_up = on
        self._update()

    def set_scale(self, factor: float) -> None:
        """Presentation mode's size factor (1.0: not presenting)."""
        self._scale = factor
        self._update()

    def redraw(self) -> None:
        """Send what is shown again, the same: how it is written changed (the decimal mark)."""
        self._send(self._build())

    def _new_record(self) -> None:
        self._record += 1
        self._update()

    def _frame(self, *_: object) -> None:
        """A frame of the run: sent even when its objects are the last one's (their records have grown)."""
        self._send(self._build())

    def _update(self, *_: object) -> None:
        shown = self._build()
        if not shown.same_as(self._current):
            self._send(shown)

    def _send(self, shown: Shown) -> None:
        """Send ``shown``; one that a view's answer brings while the last is on its way (a quiz question graded
        at a frame closes, say) goes out after it, so that every view ends on the newest value."""
        self._current = shown
        if self._sending:
            self._again = True
            return
        self._sending = True
        try:
            self.changed.emit(shown)
            while self._again:
                self._again = False
                self.changed.emit(self._current)
        finally:
            self._sending = False

    def _build(self) -> Shown:
        training, timeline = self._training, self._training.timeline
        return Shown(
            snapshot=training.shown(),
            latest=training.state(),
            travel=timeline.shown_step,
            record=self._record,
            run_log=training.run_log,
            trace=training.trace,
            table=timeline.table,
            sgd_trace=training.sgd_trace,
            running=training.running,
            concealed=bool(self._concealers),
            warm_up=self._warm_up,
            scale=self._scale,
        )
