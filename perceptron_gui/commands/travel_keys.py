"""Train > Back to Latest, Step Back and Step Forward: time travel through the run from the keyboard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from perceptron_gui.training.controller import TrainingController
    from perceptron_gui.training.shown_model import ShownModel


class TravelKeys:
    """Moves the step shown: back, forward (a Step at the latest state) and back to the latest."""

    def __init__(self, training: TrainingController, shown: ShownModel, step: Callable[[], None]) -> None:
        self._training = training
        self._shown = shown
        self._step = step

    def back_to_latest(self) -> None:
        """Train > Back to Latest: leave time travel."""
        self._training.travel_to(None)

    def step_back(self) -> None:
        """PageUp: show the step before the one shown, in time travel."""
        shown = self._shown.current
        if shown.snapshot is not None and shown.step > 0:
            self._training.travel_to(shown.step - 1)

    def step_forward(self) -> None:
        """PageDown: forward through time travel first; at the latest state, Step (the quiz's check in quiz mode)."""
        travel = self._shown.current.travel
        if travel is None:
            self._step()
        else:
            self._training.travel_to(travel + 1)  # the latest step itself leaves time travel
