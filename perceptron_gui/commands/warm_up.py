"""Data > Draw a Classifier, the plane's warm-up: the user's own w and b drawn over the canvas, the run hidden."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.manual_model import ClassifierOverlay
from perceptron_gui.views.plot_scale import scale_items

if TYPE_CHECKING:
    from perceptron_gui.document.points_model import PointsModel
    from perceptron_gui.training.shown_model import ShownModel
    from perceptron_gui.views.canvas import Canvas
    from perceptron_gui.views.dock_layout import DockLayout
    from perceptron_gui.views.manual_model import ManualModel

PLANE_ONLY = QT_TRANSLATE_NOOP(
    "Window",
    "Draw a Classifier is the plane's warm-up (w₁, w₂ and b, two features); on a number line the classifier is the "
    "threshold −b/w: step to move it, or Data > Lift to (x, 1) to see (w, b) as a vector.",
)


class WarmUp:
    """Turns Draw a Classifier on and off: its overlay (built when first on), its dock and what the views hide."""

    def __init__(
        self,
        manual_model: ManualModel,
        points: PointsModel,
        shown: ShownModel,
        canvas: Canvas,
        docks: DockLayout,
        action: QAction,
        show_message: Callable[[str, int], None],
    ) -> None:
        self._model = manual_model
        self._points = points
        self._shown = shown
        self._canvas = canvas
        self._docks = docks
        self._action = action
        self._show_message = show_message
        self._overlay: ClassifierOverlay | None = None  # its canvas items: made when first drawn
        manual_model.toggled.connect(self._make_overlay)
        manual_model.toggled.connect(self._toggled)

    @property
    def overlay(self) -> ClassifierOverlay:
        """Draw a Classifier on the canvas (the tinted half-planes, the line and w), built when it first turns on."""
        self._make_overlay(True)
        assert self._overlay is not None
        return self._overlay

    def _make_overlay(self, on: bool) -> None:
        if on and self._overlay is None:  # from now on it draws itself at every change of the model
            self._overlay = ClassifierOverlay(self._canvas, self._model)
            scale = self._canvas.scale_factor  # presentation mode's size, as the canvas's own items have
            scale_items(self._overlay.items, scale, scale)

    def _toggled(self, on: bool) -> None:
        """The warm-up draws its own classifier: the training model is hidden while it is on."""
        if on and self._points.points.d == 1:  # turned off once every listener has heard it go on
            QTimer.singleShot(0, self._canvas, self.not_on_a_line)
        self._action.setChecked(on)
        self._docks.show_manual_dock()
        self._shown.set_warm_up(on)  # the canvas shows the drawn classifier alone: the run's model and overlays go

    def not_on_a_line(self) -> None:
        """Draw a Classifier is the plane's warm-up: a one-feature document says what to use instead."""
        if self._model.on and self._points.points.d == 1:
            self._model.set_on(False)
            self._show_message(translated("Window", PLANE_ONLY), 15000)
