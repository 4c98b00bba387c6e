"""The one owner of what the window shows: it sends one :class:`core.session.shown.Shown` to every view.

Every view registers one method with :meth:`ShownModel.register`, with its drawing budget, and draws from the
value it is sent alone.  This model is the only throttle between what is shown and the views, with one clock:

- A frame from the training thread (``updated``: a run's, a step's; the controller already sends at most one
  per displayed frame) goes at once to the views without a budget (the canvas, the trace table, the status
  line...), and to a view with a budget (``every_ms``: the docks' plots, whose drawing costs more than a
  frame) in an event-loop turn of its own, at most once per budget while a run goes on and at most ten times
  a second otherwise (a burst of steps by hand, the log catching up after Pause): the newest value.
- Everything else that changes what is shown goes to every view at once: time travel, a new run's record, Run
  and Pause, a question open (Quiz Mode's or the live class's), Draw a Classifier, presentation mode.  A step
  or a concealment is never held back behind a view's budget.
- A view off screen (a dock's tab behind another, ``on_screen``) is sent no frames, only the other changes (it
  keeps them without drawing: a new scale is applied at once); it is sent the value shown when it comes on
  screen (:meth:`Viewer.set_on_screen`).  A view whose own input changed (its choice box, a solver's answer)
  asks for the value again with :meth:`Viewer.again`, served within its budget; one that acts on the state
  shown (Pin Boundary) asks for it at once with :meth:`Viewer.now`.
- The clock sends one view per event-loop turn, so that the window paints between two docks' drawings.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from core.session.shown import Shown
from perceptron_gui.training.controller import TrainingController

PAUSED_MS = 100  # a view's budget while no run goes on, at most (frames of steps, a drag of the drawn classifier)


class Viewer:
    """One view's registration (see :meth:`ShownModel.register`)."""

    def __init__(self, owner: ShownModel, present: Callable[[Shown], object], every_ms: int, on_screen: bool) -> None:
        self._owner = owner
        self.present = present
        self.every_ms = every_ms
        self.on_screen = on_screen
        self.due: float | None = None  # when the value waiting for it goes out (monotonic seconds); None: none waits
        self.last = -math.inf  # when it last finished drawing a value
        self.sent: Shown | None = None  # the value it was sent last

    def set_on_screen(self, on: bool) -> None:
        """The view came on screen (it is sent the value shown, in the next event-loop turn) or went off it."""
        self.on_screen = on
        self.due = None
        if on:
            self._owner.hold(self, 0)

    def again(self) -> None:
        """The view's own input changed: send it the value shown again, within its budget."""
        if self.on_screen:
            self._owner.hold(self, self.budget(self._owner.current.running))

    def now(self) -> None:
        """The view acts on what is shown (a command of the user's: pin the boundary shown): send it the value shown
        at once, unless it has it."""
        if self.sent is not self._owner.current:
            self.due = None
            self._owner.deliver(self)

    def budget(self, running: bool) -> int:
        """The least time between two values sent to the view by the clock, in ms."""
        return self.every_ms if running else min(self.every_ms, PAUSED_MS)


class ShownModel(QObject):
    """What is shown (``current``), sent as one value to every registered view."""

    def __init__(self, training: TrainingController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._training = training
        self._record = 0
        self._concealers: set[str] = set()  # who has a question open: "quiz", "live class"
        self._warm_up = False
        self._scale = 1.0
        self._viewers: list[Viewer] = []
        self._sending = False
        self._again: bool | None = None  # a value came while one was being sent: whether it was a frame
        self._clock = QTimer(self)  # the one clock: serves the views whose value waits for their budget
        self._clock.setSingleShot(True)
        self._clock.timeout.connect(self._tick)
        self._current = self._build()
        training.updated.connect(self._frame)
        training.run_started.connect(self._new_record)
        for signal in (training.shown_changed, training.running_changed):
            signal.connect(self._update)

    @property
    def current(self) -> Shown:
        """The value sent last (a view built later draws it first)."""
        return self._current

    def register(self, present: Callable[[Shown], object], every_ms: int = 0, on_screen: bool = True) -> Viewer:
        """Send every value shown to ``present`` from now on; ``every_ms`` > 0: the training thread's frames at most
        once per ``every_ms`` during a run (the newest one; see the module docstring).  ``on_screen`` False: no
        frames are sent until the view comes on screen (the returned :class:`Viewer`'s ``set_on_screen``).  A view
        that is a QObject is forgotten when it is destroyed."""
        viewer = Viewer(self, present, every_ms, on_screen)
        self._viewers.append(viewer)
        view = getattr(present, "__self__", None)
        if isinstance(view, QObject):
            view.destroyed.connect(lambda *_: self._viewers.remove(viewer))
        return viewer

    def hold(self, viewer: Viewer, after_ms: int) -> None:
        """Send ``viewer`` the value shown by the clock, ``after_ms`` after its last drawing (at the earliest in
        the next event-loop turn)."""
        if viewer.due is None:
            viewer.due = max(time.monotonic(), viewer.last + after_ms / 1000)
            self._wind()

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
        self._send(self._build(), frame=False)

    def _new_record(self) -> None:
        self._record += 1
        self._update()

    def _frame(self, *_: object) -> None:
        """A frame of the training thread: sent even when its objects are the last one's (their records have
        grown); a view with a budget gets it within its budget."""
        self._send(self._build(), frame=True)

    def _update(self, *_: object) -> None:
        shown = self._build()
        if not shown.same_as(self._current):
            self._send(shown, frame=False)

    def _send(self, shown: Shown, frame: bool) -> None:
        """Send ``shown``; one that a view's answer brings while the last is on its way (a quiz question graded
        at a frame closes, say) goes out after it, so that every view ends on the newest value."""
        self._current = shown
        if self._sending:
            self._again = frame if self._again is None else self._again and frame
            return
        self._sending = True
        try:
            self._offer(frame)
            self._send_again()
        finally:
            self._sending = False

    def _send_again(self) -> None:
        while self._again is not None:
            frame, self._again = self._again, None
            self._offer(frame)

    def _offer(self, frame: bool) -> None:
        for viewer in list(self._viewers):
            if frame and not viewer.on_screen:
                continue  # sent the value shown when it comes on screen
            if frame and viewer.every_ms:
                self.hold(viewer, viewer.budget(self._current.running))
            else:
                viewer.due = None  # a newer value than the one waiting: the view draws it now
                self.deliver(viewer)

    def deliver(self, viewer: Viewer) -> None:
        """Send ``viewer`` the value shown now."""
        viewer.sent = self._current
        viewer.present(self._current)
        viewer.last = time.monotonic()

    def _wind(self) -> None:
        """Set the clock to the first value waiting."""
        due = min((viewer.due for viewer in self._viewers if viewer.due is not None), default=None)
        if due is None:
            self._clock.stop()
        else:
            self._clock.start(max(0, math.ceil(1000 * (due - time.monotonic()))))

    def _tick(self) -> None:
        """Send the value shown to the view it has waited for longest, if its time has come: one view per event-loop
        turn, so that the window paints (and the canvas takes its frames) between two docks' drawings."""
        waiting = [viewer for viewer in self._viewers if viewer.due is not None]
        first = min(waiting, key=lambda viewer: viewer.due or 0.0, default=None)
        if first is not None and first.due is not None and first.due <= time.monotonic():
            first.due = None
            self._sending = True
            try:
                self.deliver(first)
                self._send_again()
            finally:
                self._sending = False
        self._wind()

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
