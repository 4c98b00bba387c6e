"""The view, run and model put back as they were when an open fails part way (the old document is back)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.session.geometry import Rect
    from perceptron_gui.training.controller import TrainingController
    from perceptron_gui.views.canvas import Canvas


class ViewKeeper:
    """Remembers what the window showed before an open, and shows it again if the open is undone."""

    def __init__(
        self, canvas: Canvas, training: TrainingController, reset: Callable[[], None], refresh: Callable[[], None]
    ) -> None:
        self._canvas = canvas
        self._training = training
        self._reset = reset  # starts the run again on the document's points
        self._refresh = refresh  # what can be trained, and every view drawn again
        self._kept: tuple[Rect, bool, int] | None = None

    def keep(self) -> None:
        """A document is about to be opened: what to show again if it cannot be shown whole."""
        self._kept = (self._canvas.view_rect(), self._canvas.follow_data, self._training.run_id)

    def put_back(self) -> None:
        """An open failed part way and the old document is back: its view, run and model as they were."""
        if self._kept is None:
            return
        rect, follow, run = self._kept
        if self._training.run_id != run:  # reset for the new document before the failure: the old one's again
            self._reset()
        self._canvas.show_rect(rect)
        self._canvas.follow_data = follow
        self._refresh()
