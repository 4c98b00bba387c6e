"""Data > Lift to (x, 1): the number line's run drawn again in 2-D through the origin, beside the canvas."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QSplitter

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.lift_view import LiftView

if TYPE_CHECKING:
    from perceptron_gui.document.points_model import PointsModel
    from perceptron_gui.training.shown_model import ShownModel
    from perceptron_gui.views.canvas import Canvas

ONE_FEATURE_ONLY = QT_TRANSLATE_NOOP(
    "Window",
    "Lift to (x, 1) is for a one-feature document (points on a number line): Data > New 1-D Set, or open a CSV with "
    "the columns x1,label.",
)


class LiftToggle:
    """Shows and hides the lift view (built when first turned on, not at start-up)."""

    def __init__(
        self,
        points: PointsModel,
        shown: ShownModel,
        canvas: Canvas,
        beside: QSplitter,
        checked: Callable[[bool], None],
        show_message: Callable[[str, int], None],
    ) -> None:
        self._points = points
        self._shown = shown
        self._canvas = canvas
        self._beside = beside
        self._checked = checked  # the menu's check mark
        self._show_message = show_message
        self._view: LiftView | None = None

    @property
    def view(self) -> LiftView:
        """The lift view beside the number line (objectName ``liftView``), built on first use."""
        if self._view is None:
            self._view = LiftView(self._points, self._shown.current)
            self._view.hide()
            self._beside.addWidget(self._view)
            self._shown.register(self._view.present)
        return self._view

    def set_on(self, on: bool) -> None:
        """Data > Lift to (x, 1): the same run in 2-D through the origin beside the number line (one feature)."""
        if on and self._points.points.d != 1:
            on = False
            self._show_message(translated("Window", ONE_FEATURE_ONLY), 10000)
        self._checked(on)
        if on or self._view is not None:
            self.view.setVisible(on)
        if on:  # side by side, half each
            self._beside.setSizes([self._beside.width() // 2, self._beside.width() // 2])
        if self._canvas.follow_data:  # once the splitter has laid the canvas out at its new width
            QTimer.singleShot(0, self._canvas, self._canvas.fit_to_data)

    def document_shown(self) -> None:
        """A document is being opened: a lift stays on only over a number line."""
        if self._view is not None and self._view.isVisible() and self._points.points.d != 1:
            self.set_on(False)
