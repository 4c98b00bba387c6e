"""The window's actions, menus and toolbars as tables: one row per action, one list per menu.

:func:`build_actions` makes a QAction per row (objectName, text, shortcuts, tip, slot), so every
shortcut is written once and a test can walk them all; :data:`SHORTCUT_TABLE` adds the rows of the
actions made elsewhere (Undo and Redo come from the undo stack, the class keys from the class picker)
and is what Help > Keyboard Shortcuts lists; :func:`build_menus`, :data:`TOOLBAR` and
:data:`PRESENTATION_TOOLBAR` lay them out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from core.session.points import MAX_CLASSES

SPEED_MAX = 100  # slider position meaning "as fast as the engine goes"

Shortcut = QKeySequence.StandardKey | str | None


def speed_for(position: int) -> float:
    """Examples per second for a speed-slider position: 1 to 100,000 on a log scale, then unlimited."""
    return math.inf if position >= SPEED_MAX else 10 ** (position / 20)


@dataclass(frozen=True)
class ActionSpec:
    """One action: objectName, menu text, the window's slot it runs, shortcut (and other keys), tip."""

    name: str
    text: str
    slot: str
    shortcut: Shortcut = None
    tip: str = ""
    checkable: bool = False
    alternates: tuple[str, ...] = ()  # more keys doing the same, e.g. Redo's Ctrl+Y

    def key_sequences(self) -> list[QKeySequence]:
        """Every key sequence of the action, the main one first (none for a standard key this platform lacks)."""
        if self.shortcut is None:
            return []
        keys = [QKeySequence(self.shortcut), *(QKeySequence(key) for key in self.alternates)]
        return [key for key in keys if not key.isEmpty()]


SK = QKeySequence.StandardKey
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("actionStep", "Step", "step", "Space",
               "Look at the next example (Space); in quiz mode, check the answer (then: the next question)"),
    ActionSpec("actionStepToMistake", "Next mistake", "training.step_to_mistake", "Shift+Space",
               "Go on to the next mistake (logistic regression and the hinge: to the next example with a nonzero "
               "loss gradient ℓ′)"),
    ActionSpec("actionStepEpoch", "Epoch", "training.step_epoch", "Ctrl+E", "Finish the current epoch"),
    ActionSpec("actionRun", "Run", "training.run", "Ctrl+R", "Train continuously at the chosen speed (Ctrl+R)"),
    ActionSpec("actionPause", "Pause", "escape", "Esc",
               "Pause the run (Esc); in presentation mode, Esc with no run going leaves presentation mode"),
    ActionSpec("actionReset", "Reset", "reset_training", "Ctrl+Shift+R", "Start training again from w₀"),
    ActionSpec("actionNew", "New", "files.new", SK.New, "Start an empty point set with the default settings"),
    ActionSpec("actionOpen", "Open…", "files.open_dialog", SK.Open, "Open a point set"),
    ActionSpec("actionSave", "Save", "files.save", SK.Save, "Save the point set"),
    ActionSpec("actionSaveAs", "Save As…", "files.save_as", SK.SaveAs, "Save under a new name"),
    ActionSpec("actionExportImage", "Export Image…", "exports.export_image", "Ctrl+Shift+E", "Canvas as PNG or SVG"),
    ActionSpec("actionExportAnimation", "Export Animation…", "export_menu.export_animation", None,
               "Steps of the run as a GIF or MP4, with the trace row and the update burned in"),
    ActionSpec("actionExportLesson", "Export Lesson…", "export_menu.export_lesson", None,
               "The run's first steps as one web page that replays them offline, for students on a phone or a "
               "laptop: step, step back, next mistake, play, a slider, a quiz and large text"),
    ActionSpec("actionGenerate", "Generate…", "data.generate_dialog", "Ctrl+G", "Generate a point set"),
    ActionSpec("actionNewLineSet", "New 1-D Set", "files.new_line_set", None,
               "A new document of points on a number line (one feature): the threshold −b/w, the two rays, "
               "the margin; Lift to (x, 1) shows the same run through the origin in 2-D"),
    ActionSpec("actionLift", "Lift to (x, 1)", "lift.set_on", None,
               "Beside the number line, the same run in 2-D through the origin: the points (x, 1), the boundary "
               "w·(x, 1) = 0 and the weight vector (w, b) (the intercept trick)", checkable=True),
    ActionSpec("actionManualModel", "Draw a Classifier", "manual_model.set_on", None,
               "The geometry warm-up: type or drag w (the arrow's tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ "
               "and the angle; b + 1 and b − 1 show which way the line moves; train from it as w₀, b₀",
               checkable=True),
    ActionSpec("actionChooseFeatures", "Choose Features…", "data.choose_features", None,
               "A table of many columns: the label column, the two features shown and trained on, scaling "
               "(standardise, or the unit ball so that R = 1) and a train/test split"),
    ActionSpec("actionExportModel", "Export Model…", "exports.export_model", None, "The trained model as JSON"),
    ActionSpec("actionExportTrace", "Export Trace…", "export_menu.export_trace_csv", None, "Every step as CSV"),
    ActionSpec("actionExportTraceLatex", "Export Trace as LaTeX…", "export_menu.export_trace_latex", None,
               "The trace table as a LaTeX tabular, for slides"),
    ActionSpec("actionQuiz", "Quiz Mode", "set_quiz_mode", "Ctrl+K",
               "Predict each step before it is taken (ŷ, mistake?, the new w and b), then see what was right, "
               "with a running score", checkable=True),
    ActionSpec("actionLiveClass", "Live Class", "set_live_class", None,
               "Students answer from their phones: a join address and QR code, questions about the step about to be "
               "taken, two votes and the reveal (nothing listens on the network until this is on)", checkable=True),
    ActionSpec("actionExportQuiz", "Export Quiz…", "exports.export_quiz", None,
               "The first steps or mistakes of a fresh run as LaTeX worksheets in versions, and their key (…-key.tex)"),
    ActionSpec("actionLatest", "Back to Latest", "travel.back_to_latest", "End",
               "Leave time travel: show the latest state"),
    ActionSpec("actionBack", "Step Back", "travel.step_back", "PgUp",
               "Presentation mode: show the step before (time travel); a presentation clicker's \"previous\""),
    ActionSpec("actionForward", "Step Forward", "travel.step_forward", "PgDown",
               "Presentation mode: the next step, forward through time travel first; a clicker's \"next\"",
               alternates=("Right",)),
    ActionSpec("actionPinBoundary", "Pin Boundary", "pin_boundary", "Ctrl+P",
               "Keep the boundary shown now as a dotted line, to compare after changing a setting"),
    ActionSpec("actionUnpinBoundary", "Remove Pinned Boundary", "overlays.unpin", None, "Remove the pinned line"),
    ActionSpec("actionShowEnsembles", "Averaged and Voted Boundaries", "overlays.set_ensembles", None,
               "Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)", checkable=True),
    ActionSpec("actionWeightSpace", "Weight Space", "docks.set_weight_space", "Ctrl+Shift+W",
               "Each example as the half-plane of weights that get it right: the feasible region, the path of w "
               "and w*; hover to link an example and its line, click to set w", checkable=True),
    ActionSpec("actionClear", "Clear", "data.clear_points", None, "Remove every point (undoable)"),
    ActionSpec("actionDelete", "Delete", "edit_tool.delete_selection", SK.Delete, "Delete the selected points"),
    ActionSpec("actionSelectAll", "Select All", "edit_tool.select_all", SK.SelectAll, "Select every point"),
    ActionSpec("actionFitView", "Fit View to Data", "canvas.fit_to_data", "Ctrl+0", "Show all points"),
    ActionSpec("actionSnapToGrid", "Snap to Grid", "snap_to_grid", "Ctrl+Shift+G",
               "Clicks and dragged points land on the grid (its step: View > Snap Step)", checkable=True),
    ActionSpec("actionLossPanel", "Loss Panel", "docks.set_loss_panel", None,
               "The 0-1, perceptron, hinge and logistic losses of the w shown: over (w₁, w₂), along the last "
               "update and per example, with why the perceptron's gradient is −y x on a mistake and 0 otherwise",
               checkable=True),
    ActionSpec("actionPresentation", "Presentation Mode", "presentation.set_on", "F5",
               "For the projector, full screen: text twice as large, the canvas and the current trace row only, big "
               "buttons; PageDown, → and Space step, PageUp goes back, F6 changes the main view, Esc or F5 leaves",
               checkable=True),
    ActionSpec("actionHighContrast", "High Contrast", "palette_choice.set_high_contrast", None,
               "Class colours that all stand out on white (3:1 or more) and stay apart under colour-blindness; "
               "each class keeps its own marker shape (kept for the next start)", checkable=True),
    ActionSpec("actionNextView", "Next Main View", "main_view.cycle", "F6",
               "The large main view in turn: the canvas, weight space, the convergence theorem"),
    ActionSpec("actionDescribe", "Describe", "description.describe", "Ctrl+D",
               "Say in words what the canvas shows: the boundary's equation, which side is which class, the points "
               "on the wrong side, w and the last update (a panel a screen reader reads)"),
    ActionSpec("actionPauseRun", "Pause", "training.pause", None,
               "Pause the run (presentation mode's big button; Esc pauses too, and with no run leaves the mode)"),
    ActionSpec("actionQuit", "Quit", "close", SK.Quit, "Quit Perceptron Studio"),
    ActionSpec("actionQuickTour", "Quick Tour", "help.show_quick_tour", "F1", "A short tour of the app"),
    ActionSpec("actionShortcuts", "Keyboard Shortcuts", "help.show_shortcuts", "Ctrl+/",
               "Every key the app answers to"),
    ActionSpec("actionAbout", "About Perceptron Studio", "help.about", None, "What Perceptron Studio is"),
)  # fmt: skip
# Actions made elsewhere, described here so that every key is written once (Help > Keyboard Shortcuts lists them).
EDIT_HISTORY: tuple[ActionSpec, ...] = (
    ActionSpec("actionUndo", "Undo", "points.undo_stack.undo", SK.Undo, "Undo the last edit (a drag is one step)"),
    ActionSpec("actionRedo", "Redo", "points.undo_stack.redo", "Ctrl+Shift+Z", "Do again what Undo took back",
               alternates=("Ctrl+Y",)),
)  # fmt: skip
CLASS_KEYS: tuple[ActionSpec, ...] = tuple(
    ActionSpec(f"actionClass{k + 1}", f"Class {k + 1}", "class_picker.choose", str(k + 1),
               f"A left click adds a point of class {k + 1} (a right click: the other class)")
    for k in range(MAX_CLASSES)
)  # fmt: skip
SHORTCUT_TABLE: tuple[ActionSpec, ...] = ACTIONS + EDIT_HISTORY + CLASS_KEYS
KEYS_WITHOUT_ACTION = (
    ("Tab, Shift+Tab", "Next / previous control",
     "Moves the focus through the canvas, the toolbar's slider and class, and every dock; the focused canvas "
     "has a blue frame"),
    ("←, →, ↑, ↓", "Move the keyboard cursor",
     "With the focus on the canvas: the cross moves one grid step (View > Snap Step; 0.5 unless chosen)"),
    ("Shift+←, →, ↑, ↓", "Move the cursor further", "Four grid steps at a time"),
    ("Enter", "Place a point", "A point of the current class (keys 1–8) where the keyboard cursor is"),
    ("Delete, Backspace", "Remove a point",
     "On the canvas: the point under the keyboard cursor (with none there, the points selected)"),
)  # fmt: skip
"""Help > Keyboard Shortcuts' rows for the keys that are no menu's: (keys, name, what it does)."""
TRAINING_ACTIONS = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionReset")
TOOLBAR = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionPause", "actionReset")
PRESENTATION_TOOLBAR = ("actionBack", "actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun",
                        "actionPauseRun", "actionReset")  # fmt: skip
STEP_KEYS = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionForward", "actionBack")  # from any field
PRESENTATION_KEYS = ("actionBack", "actionForward")  # on only in presentation mode (the table and spin boxes use them)
MENUS: dict[str, tuple[str | None, ...]] = {
    "&File": ("actionNew", "actionOpen", "recent", "examples", None, "actionSave", "actionSaveAs", None,
              "actionExportImage", "actionExportAnimation", "actionExportLesson", "actionExportModel",
              "actionExportTrace", "actionExportTraceLatex", "actionExportQuiz", None,
              "actionQuit"),
    "&Edit": ("actionUndo", "actionRedo", None, "actionSelectAll", "actionDelete", "actionClear", None, "classes"),
    "&Train": ("actionStep", "actionStepToMistake", "actionStepEpoch", None, "actionRun", "actionPause",
               "actionReset", None, "actionQuiz", "actionLiveClass", None, "actionLatest", "actionBack",
               "actionForward"),
    "&Data": ("actionGenerate", "actionNewLineSet", "actionLift", "actionManualModel", None, "actionChooseFeatures"),
    "&View": ("actionPresentation", "actionNextView", "actionDescribe", "actionHighContrast", None, "actionFitView",
              "actionSnapToGrid", "snap", None,
              "actionPinBoundary", "actionUnpinBoundary",
              "actionShowEnsembles", "actionWeightSpace", None, "actionLossPanel", "docks"),
    "&Help": ("actionQuickTour", "actionShortcuts", None, "actionAbout"),
}  # fmt: skip


def resolve(owner: object, dotted: str) -> Callable[..., object]:
    """The callable ``owner.a.b`` named by ``"a.b"``."""
    target = owner
    for part in dotted.split("."):
        target = getattr(target, part)
    assert callable(target), dotted
    return target


def shortcut_text(spec: ActionSpec) -> str:
    """The keys of a table row as a user reads them, e.g. ``"PgDown, Right"``."""
    return ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in spec.key_sequences())


def describe(action: QAction, spec: ActionSpec) -> QAction:
    """Give an action its table row's objectName, keys and tips (for actions made elsewhere too)."""
    action.setObjectName(spec.name)
    action.setShortcuts(spec.key_sequences())
    action.setToolTip(spec.tip or spec.text)
    action.setStatusTip(spec.tip or spec.text)
    return action


def make_action(window: QMainWindow, spec: ActionSpec, slot: Callable[..., object]) -> QAction:
    """A QAction of the window for one table row."""
    action = describe(QAction(spec.text, window), spec)
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
