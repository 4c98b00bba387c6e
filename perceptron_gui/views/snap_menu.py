"""View > Snap Step: the grid step that clicks and drags land on while View > Snap to Grid is on.

The step and the on/off state are the edit tool's (:attr:`perceptron_gui.views.edit_tool.EditTool.snap_step`);
this menu and the Snap to Grid action only set them and show them.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from core.session.snapping import SNAP_STEPS
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.edit_tool import GRID_STEP, EditTool

DEFAULT_STEP = GRID_STEP
CONTEXT = "Window"
TITLE = QT_TRANSLATE_NOOP("Window", "Snap Ste&p")
TIP = QT_TRANSLATE_NOOP("Window", "Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)")


class SnapMenu(QMenu):
    """One checkable action per step (objectNames ``actionSnapStep_<step>``); choosing one turns snapping on."""

    def __init__(self, tool: EditTool, toggle: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("snapStepMenu")
        self.tool = tool
        self.toggle = toggle
        self.step = DEFAULT_STEP
        group = QActionGroup(self)
        for step in SNAP_STEPS:
            action = self.addAction(f"{step:g}")
            action.setObjectName(f"actionSnapStep_{step:g}")
            action.setCheckable(True)
            action.setChecked(step == self.step)
            action.setData(step)
            action.triggered.connect(lambda _=False, step=step: self.choose(step))
            group.addAction(action)
        self.retranslate()

    def retranslate(self) -> None:
        """The menu's title and its steps' tips in the interface language."""
        self.setTitle(translated(CONTEXT, TITLE))
        for action in self.actions():
            action.setStatusTip(translated(CONTEXT, TIP).format(step=f"{action.data():g}"))
            action.setToolTip(action.statusTip())

    def choose(self, step: float) -> None:
        """Snap to multiples of ``step`` from now on (and turn snapping on)."""
        self.step = step
        self.toggle.setChecked(True)
        self.tool.set_snap(step)

    def set_on(self, on: bool) -> None:
        """View > Snap to Grid: on (at the chosen step) or off."""
        self.tool.set_snap(self.step if on else None)
