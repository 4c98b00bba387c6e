"""The window's actions, menus and toolbar as tables: one row per action, one list per menu.

:func:`build_actions` makes a QAction per row (objectName, text, shortcut, tip, slot), so every
shortcut is written once and a test can walk them all; :func:`build_menus` and
:data:`TOOLBAR` lay them out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from perceptron_gui.widgets.naming import named

SPEED_MAX = 100  # slider position meaning "as fast as the engine goes"

Shortcut = QKeySequence.StandardKey | str | None


def speed_for(position: int) -> float:
    """Examples per second for a speed-slider position: 1 to 100,000 on a log scale, then unlimited."""
    return math.inf if position >= SPEED_MAX else 10 ** (position / 20)


@dataclass(frozen=True)
class ActionSpec:
    """One action: objectName, menu text, shortcut, tip, and the name of the window's slot it runs."""

    name: str
    text: str
    slot: str
    shortcut: Shortcut = None
    tip: str = ""
    checkable: bool = False


SK = QKeySequence.StandardKey
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("actionStep", "Step", "training.step", "Space", "Look at the next example (Space)"),
    ActionSpec("actionStepToMistake", "Next mistake", "training.step_to_mistake", "Shift+Space",
               "Go on to the next mistake"),
    ActionSpec("actionStepEpoch", "Epoch", "training.step_epoch", "Ctrl+E", "Finish the current epoch"),
    ActionSpec("actionRun", "Run", "training.run", "Ctrl+R", "Train continuously at the chosen speed (Ctrl+R)"),
    ActionSpec("actionPause", "Pause", "training.pause", "Esc", "Pause the run (Esc)"),
    ActionSpec("actionReset", "Reset", "reset_training", "Ctrl+Shift+R", "Start training again from w₀"),
    ActionSpec("actionNew", "New", "files.new", SK.New, "Start an empty point set with the default settings"),
    ActionSpec("actionOpen", "Open…", "files.open_dialog", SK.Open, "Open a point set"),
    ActionSpec("actionSave", "Save", "files.save", SK.Save, "Save the point set"),
    ActionSpec("actionSaveAs", "Save As…", "files.save_as", SK.SaveAs, "Save under a new name"),
    ActionSpec("actionExportImage", "Export Image…", "exports.export_image", "Ctrl+Shift+E", "Canvas as PNG or SVG"),
    ActionSpec("actionGenerate", "Generate…", "generate_dialog", "Ctrl+G", "Generate a point set"),
    ActionSpec("actionExportModel", "Export Model…", "exports.export_model", None, "The trained model as JSON"),
    ActionSpec("actionExportTrace", "Export Trace…", "export_trace_csv", None, "Every step as CSV"),
    ActionSpec("actionExportTraceLatex", "Export Trace as LaTeX…", "export_trace_latex", None,
               "The trace table as a LaTeX tabular, for slides"),
    ActionSpec("actionLatest", "Back to Latest", "back_to_latest", "End", "Leave time travel: show the latest state"),
    ActionSpec("actionPinBoundary", "Pin Boundary", "pin_boundary", "Ctrl+P",
               "Keep the boundary shown now as a dotted line, to compare after changing a setting"),
    ActionSpec("actionUnpinBoundary", "Remove Pinned Boundary", "overlays.unpin", None, "Remove the pinned line"),
    ActionSpec("actionShowEnsembles", "Averaged and Voted Boundaries", "overlays.set_ensembles", None,
               "Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)", checkable=True),
    ActionSpec("actionClear", "Clear", "clear_points", None, "Remove every point (undoable)"),
    ActionSpec("actionDelete", "Delete", "edit_tool.delete_selection", SK.Delete, "Delete the selected points"),
    ActionSpec("actionSelectAll", "Select All", "edit_tool.select_all", SK.SelectAll, "Select every point"),
    ActionSpec("actionFitView", "Fit View to Data", "canvas.fit_to_data", "Ctrl+0", "Show all points"),
    ActionSpec("actionQuit", "Quit", "close", SK.Quit, "Quit Perceptron Studio"),
    ActionSpec("actionAbout", "About Perceptron Studio", "about", None, "What Perceptron Studio is"),
)  # fmt: skip
TRAINING_ACTIONS = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionReset")
TOOLBAR = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionPause", "actionReset")
MENUS: dict[str, tuple[str | None, ...]] = {
    "&File": ("actionNew", "actionOpen", "recent", "examples", None, "actionSave", "actionSaveAs", None,
              "actionExportImage", "actionExportModel", "actionExportTrace", "actionExportTraceLatex", None,
              "actionQuit"),
    "&Edit": ("actionUndo", "actionRedo", None, "actionSelectAll", "actionDelete", "actionClear", None, "classes"),
    "&Train": ("actionStep", "actionStepToMistake", "actionStepEpoch", None, "actionRun", "actionPause",
               "actionReset", None, "actionLatest"),
    "&Data": ("actionGenerate",),
    "&View": ("actionFitView", None, "actionPinBoundary", "actionUnpinBoundary", "actionShowEnsembles", None,
              "docks"),
    "&Help": ("actionAbout",),
}  # fmt: skip


def resolve(owner: object, dotted: str) -> Callable[..., object]:
    """The callable ``owner.a.b`` named by ``"a.b"``."""
    target = owner
    for part in dotted.split("."):
        target = getattr(target, part)
    assert callable(target), dotted
    return target


def make_action(window: QMainWindow, spec: ActionSpec, slot: Callable[..., object]) -> QAction:
    """A QAction of the window for one table row."""
    action = named(QAction(spec.text, window), spec.name)
    if spec.shortcut is not None:
        action.setShortcut(QKeySequence(spec.shortcut))
    action.setToolTip(spec.tip or spec.text)
    action.setStatusTip(spec.tip or spec.text)
    action.setCheckable(spec.checkable)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def build_actions(window: QMainWindow, specs: Sequence[ActionSpec] = ACTIONS) -> dict[str, QAction]:
    """One QAction per row, its slot looked up on the window by name."""
    return {spec.name: make_action(window, spec, resolve(window, spec.slot)) for spec in specs}


def build_menus(
    window: QMainWindow, actions: Mapping[str, QAction], extras: Mapping[str, QMenu | list[QAction]]
) -> None:
    """The menu bar from :data:`MENUS`; ``extras`` fills the named places (a submenu or a list of actions)."""
    for title, names in MENUS.items():
        menu = window.menuBar().addMenu(title)
        for name in names:
            if name is None:
                menu.addSeparator()
            elif name in actions:
                menu.addAction(actions[name])
            else:
                extra = extras[name]
                if isinstance(extra, QMenu):
                    menu.addMenu(extra)
                else:
                    for action in extra:
                        menu.addAction(action)
