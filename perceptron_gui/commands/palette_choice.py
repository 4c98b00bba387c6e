"""View > High Contrast: the class palette the window draws with, kept for the next start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from perceptron_gui.widgets.palette import set_palette
from perceptron_gui.window.persistence import preferences, stored_flag

if TYPE_CHECKING:
    from perceptron_gui.views.canvas import Canvas
    from perceptron_gui.views.class_picker import ClassPicker
    from perceptron_gui.views.points_table import PointsPanel

HIGH_CONTRAST_KEY = "highContrast"  # the preference of View > High Contrast


class PaletteChoice:
    """Draws the canvas, the class picker and the points table in the normal or the high-contrast palette."""

    def __init__(self, canvas: Canvas, class_picker: ClassPicker, points_panel: PointsPanel) -> None:
        self._canvas = canvas
        self._class_picker = class_picker
        self._points_panel = points_panel

    @staticmethod
    def stored() -> bool:
        """Whether High Contrast was on when the app last ran."""
        return stored_flag(preferences().value(HIGH_CONTRAST_KEY, False))

    def set_high_contrast(self, on: bool) -> None:
        """View > High Contrast: the high-contrast class palette (kept for the next start), or the normal one."""
        preferences().setValue(HIGH_CONTRAST_KEY, bool(on))
        self.draw(on)

    def draw(self, high_contrast: bool) -> None:
        """Draw with the high-contrast palette or the normal one (the preference is written only when changed)."""
        set_palette("high contrast" if high_contrast else "normal")
        self._canvas.restyle_classes()
        self._class_picker.refresh()
        self._points_panel.update()
