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
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated

CONTEXT = "Actions"  # the translation context of the table's texts and tips
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
    n: int = 0  # the number a text's {n} stands for (the class keys)

    def shown_text(self) -> str:
        """The menu text in the interface language."""
        return translated(CONTEXT, self.text).format(n=self.n)

    def shown_tip(self) -> str:
        """The tip in the interface language (the menu text when there is no tip)."""
        return translated(CONTEXT, self.tip).format(n=self.n) if self.tip else self.shown_text()

    def key_sequences(self) -> list[QKeySequence]:
        """Every key sequence of the action, the main one first (none for a standard key this platform lacks)."""
        if self.shortcut is None:
            return []
        keys = [QKeySequence(self.shortcut), *(QKeySequence(key) for key in self.alternates)]
        return [key for key in keys if not key.isEmpty()]


SK = QKeySequence.StandardKey
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("actionStep", QT_TRANSLATE_NOOP("Actions", "Step"), "step", "Space",
               QT_TRANSLATE_NOOP("Actions", "Look at the next example (Space); in quiz mode, check the answer "
                                            "(then: the next question)")),
    ActionSpec("actionStepToMistake", QT_TRANSLATE_NOOP("Actions", "Next mistake"),
               "training.step_to_mistake", "Shift+Space",
               QT_TRANSLATE_NOOP("Actions", "Go on to the next mistake (logistic regression and the hinge: to the "
                                            "next example with a nonzero loss gradient ℓ′)")),
    ActionSpec("actionStepEpoch", QT_TRANSLATE_NOOP("Actions", "Epoch"), "training.step_epoch", "Ctrl+E",
               QT_TRANSLATE_NOOP("Actions", "Finish the current epoch")),
    ActionSpec("actionRun", QT_TRANSLATE_NOOP("Actions", "Run"), "training.run", "Ctrl+R",
               QT_TRANSLATE_NOOP("Actions", "Train continuously at the chosen speed (Ctrl+R)")),
    ActionSpec("actionPause", QT_TRANSLATE_NOOP("Actions", "Pause"), "escape", "Esc",
               QT_TRANSLATE_NOOP("Actions", "Pause the run (Esc); in presentation mode, Esc with no run going "
                                            "leaves presentation mode")),
    ActionSpec("actionReset", QT_TRANSLATE_NOOP("Actions", "Reset"), "reset_training", "Ctrl+Shift+R",
               QT_TRANSLATE_NOOP("Actions", "Start training again from w₀")),
    ActionSpec("actionNew", QT_TRANSLATE_NOOP("Actions", "New"), "files.new", SK.New,
               QT_TRANSLATE_NOOP("Actions", "Start an empty point set with the default settings")),
    ActionSpec("actionOpen", QT_TRANSLATE_NOOP("Actions", "Open…"), "files.open_dialog", SK.Open,
               QT_TRANSLATE_NOOP("Actions", "Open a point set")),
    ActionSpec("actionSave", QT_TRANSLATE_NOOP("Actions", "Save"), "files.save", SK.Save,
               QT_TRANSLATE_NOOP("Actions", "Save the point set")),
    ActionSpec("actionSaveAs", QT_TRANSLATE_NOOP("Actions", "Save As…"), "files.save_as", SK.SaveAs,
               QT_TRANSLATE_NOOP("Actions", "Save under a new name")),
    ActionSpec("actionExportImage", QT_TRANSLATE_NOOP("Actions", "Export Image…"),
               "exports.export_image", "Ctrl+Shift+E",
               QT_TRANSLATE_NOOP("Actions", "Canvas as PNG or SVG")),
    ActionSpec("actionExportAnimation", QT_TRANSLATE_NOOP("Actions", "Export Animation…"),
               "export_menu.export_animation", None,
               QT_TRANSLATE_NOOP("Actions", "Steps of the run as a GIF or MP4, with the trace row and the update "
                                            "burned in")),
    ActionSpec("actionExportLesson", QT_TRANSLATE_NOOP("Actions", "Export Lesson…"), "export_menu.export_lesson", None,
               QT_TRANSLATE_NOOP("Actions", "The run's first steps as one web page that replays them offline, for "
                                            "students on a phone or a laptop: step, step back, next mistake, play, "
                                            "a slider, a quiz and large text")),
    ActionSpec("actionGenerate", QT_TRANSLATE_NOOP("Actions", "Generate…"), "data.generate_dialog", "Ctrl+G",
               QT_TRANSLATE_NOOP("Actions", "Generate a point set")),
    ActionSpec("actionNewLineSet", QT_TRANSLATE_NOOP("Actions", "New 1-D Set"), "files.new_line_set", None,
               QT_TRANSLATE_NOOP("Actions", "A new document of points on a number line (one feature): the "
                                            "threshold −b/w, the two rays, the margin; Lift to (x, 1) shows the "
                                            "same run through the origin in 2-D")),
    ActionSpec("actionLift", QT_TRANSLATE_NOOP("Actions", "Lift to (x, 1)"), "lift.set_on", None,
               QT_TRANSLATE_NOOP("Actions", "Beside the number line, the same run in 2-D through "
                                            "the origin: the points (x, 1), the boundary w·(x, 1) "
                                            "= 0 and the weight vector (w, b) (the intercept "
                                            "trick)"), checkable=True),
    ActionSpec("actionManualModel", QT_TRANSLATE_NOOP("Actions", "Draw a Classifier"), "manual_model.set_on", None,
               QT_TRANSLATE_NOOP("Actions", "The geometry warm-up: type or drag w (the arrow's "
                                            "tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the "
                                            "angle; b + 1 and b − 1 show which way the line moves; "
                                            "train from it as w₀, b₀"), checkable=True),
    ActionSpec("actionChooseFeatures", QT_TRANSLATE_NOOP("Actions", "Choose Features…"), "data.choose_features", None,
               QT_TRANSLATE_NOOP("Actions", "A table of many columns: the label column, the two features shown and "
                                            "trained on, scaling (standardise, or the unit ball so that R = 1) and "
                                            "a train/test split")),
    ActionSpec("actionExportModel", QT_TRANSLATE_NOOP("Actions", "Export Model…"), "exports.export_model", None,
               QT_TRANSLATE_NOOP("Actions", "The trained model as JSON")),
    ActionSpec("actionExportTrace", QT_TRANSLATE_NOOP("Actions", "Export Trace…"), "export_menu.export_trace_csv", None,
               QT_TRANSLATE_NOOP("Actions", "Every step as CSV")),
    ActionSpec("actionExportTraceLatex", QT_TRANSLATE_NOOP("Actions", "Export Trace as LaTeX…"),
               "export_menu.export_trace_latex", None,
               QT_TRANSLATE_NOOP("Actions", "The trace table as a LaTeX tabular, for slides")),
    ActionSpec("actionQuiz", QT_TRANSLATE_NOOP("Actions", "Quiz Mode"), "set_quiz_mode", "Ctrl+K",
               QT_TRANSLATE_NOOP("Actions", "Predict each step before it is taken (ŷ, mistake?, "
                                            "the new w and b), then see what was right, with a "
                                            "running score"), checkable=True),
    ActionSpec("actionLiveClass", QT_TRANSLATE_NOOP("Actions", "Live Class"), "set_live_class", None,
               QT_TRANSLATE_NOOP("Actions", "Students answer from their phones: a join address and "
                                            "QR code, questions about the step about to be taken, "
                                            "two votes and the reveal (nothing listens on the "
                                            "network until this is on)"), checkable=True),
    ActionSpec("actionExportQuiz", QT_TRANSLATE_NOOP("Actions", "Export Quiz…"), "exports.export_quiz", None,
               QT_TRANSLATE_NOOP("Actions", "The first steps or mistakes of a fresh run as LaTeX worksheets in "
                                            "versions, and their key (…-key.tex)")),
    ActionSpec("actionLatest", QT_TRANSLATE_NOOP("Actions", "Back to Latest"), "travel.back_to_latest", "End",
               QT_TRANSLATE_NOOP("Actions", "Leave time travel: show the latest state")),
    ActionSpec("actionBack", QT_TRANSLATE_NOOP("Actions", "Step Back"), "travel.step_back", "PgUp",
               QT_TRANSLATE_NOOP("Actions", "Presentation mode: show the step before (time travel); a presentation "
                                            "clicker's \"previous\"")),
    ActionSpec("actionForward", QT_TRANSLATE_NOOP("Actions", "Step Forward"), "travel.step_forward", "PgDown",
               QT_TRANSLATE_NOOP("Actions", "Presentation mode: the next step, forward "
                                            "through time travel first; a clicker's \"next\""), alternates=("Right",)),
    ActionSpec("actionPinBoundary", QT_TRANSLATE_NOOP("Actions", "Pin Boundary"), "pin_boundary", "Ctrl+P",
               QT_TRANSLATE_NOOP("Actions", "Keep the boundary shown now as a dotted line, to compare after "
                                            "changing a setting")),
    ActionSpec("actionUnpinBoundary", QT_TRANSLATE_NOOP("Actions", "Remove Pinned Boundary"), "overlays.unpin", None,
               QT_TRANSLATE_NOOP("Actions", "Remove the pinned line")),
    ActionSpec("actionShowEnsembles", QT_TRANSLATE_NOOP("Actions", "Averaged and Voted Boundaries"),
               "overlays.set_ensembles", None,
               QT_TRANSLATE_NOOP("Actions", "Draw the averaged (dashed) and voted (dotted) "
                                            "boundaries with the last one (solid)"), checkable=True),
    ActionSpec("actionWeightSpace", QT_TRANSLATE_NOOP("Actions", "Weight Space"),
               "docks.set_weight_space", "Ctrl+Shift+W",
               QT_TRANSLATE_NOOP("Actions", "Each example as the half-plane of weights that get it "
                                            "right: the feasible region, the path of w and w*; "
                                            "hover to link an example and its line, click to set w"), checkable=True),
    ActionSpec("actionClear", QT_TRANSLATE_NOOP("Actions", "Clear"), "data.clear_points", None,
               QT_TRANSLATE_NOOP("Actions", "Remove every point (undoable)")),
    ActionSpec("actionDelete", QT_TRANSLATE_NOOP("Actions", "Delete"), "edit_tool.delete_selection", SK.Delete,
               QT_TRANSLATE_NOOP("Actions", "Delete the selected points")),
    ActionSpec("actionSelectAll", QT_TRANSLATE_NOOP("Actions", "Select All"), "edit_tool.select_all", SK.SelectAll,
               QT_TRANSLATE_NOOP("Actions", "Select every point")),
    ActionSpec("actionFitView", QT_TRANSLATE_NOOP("Actions", "Fit View to Data"), "canvas.fit_to_data", "Ctrl+0",
               QT_TRANSLATE_NOOP("Actions", "Show all points")),
    ActionSpec("actionSnapToGrid", QT_TRANSLATE_NOOP("Actions", "Snap to Grid"), "snap_to_grid", "Ctrl+Shift+G",
               QT_TRANSLATE_NOOP("Actions", "Clicks and dragged points land on the grid (its step: "
                                            "View > Snap Step)"), checkable=True),
    ActionSpec("actionLossPanel", QT_TRANSLATE_NOOP("Actions", "Loss Panel"), "docks.set_loss_panel", None,
               QT_TRANSLATE_NOOP("Actions", "The 0-1, perceptron, hinge and logistic losses of the "
                                            "w shown: over (w₁, w₂), along the last update and per "
                                            "example, with why the perceptron's gradient is −y x "
                                            "on a mistake and 0 otherwise"), checkable=True),
    ActionSpec("actionPresentation", QT_TRANSLATE_NOOP("Actions", "Presentation Mode"), "presentation.set_on", "F5",
               QT_TRANSLATE_NOOP("Actions", "For the projector, full screen: text twice as large, "
                                            "the canvas and the current trace row only, big "
                                            "buttons; PageDown, → and Space step, PageUp goes "
                                            "back, F6 changes the main view, Esc or F5 leaves"), checkable=True),
    ActionSpec("actionHighContrast", QT_TRANSLATE_NOOP("Actions", "High Contrast"), "palette_choice.set_high_contrast",
               None,
               QT_TRANSLATE_NOOP("Actions", "Class colours that all stand out on white (3:1 or more) and stay apart "
                                            "under colour-blindness; each class keeps its own marker shape (kept for "
                                            "the next start)"),
               checkable=True),
    ActionSpec("actionNextView", QT_TRANSLATE_NOOP("Actions", "Next Main View"), "main_view.cycle", "F6",
               QT_TRANSLATE_NOOP("Actions", "The large main view in turn: the canvas, weight space, the "
                                            "convergence theorem")),
    ActionSpec("actionDescribe", QT_TRANSLATE_NOOP("Actions", "Describe"), "description.describe", "Ctrl+D",
               QT_TRANSLATE_NOOP("Actions", "Say in words what the canvas shows: the boundary's equation, which "
                                            "side is which class, the points on the wrong side, w and the last "
                                            "update (a panel a screen reader reads)")),
    ActionSpec("actionPauseRun", QT_TRANSLATE_NOOP("Actions", "Pause"), "training.pause", None,
               QT_TRANSLATE_NOOP("Actions", "Pause the run (presentation mode's big button; Esc pauses too, and "
                                            "with no run leaves the mode)")),
    ActionSpec("actionPreferences", QT_TRANSLATE_NOOP("Actions", "Preferences…"), "preferences.show", "Ctrl+,",
               QT_TRANSLATE_NOOP("Actions", "The interface language (English, Español, Deutsch or the pseudo-locale), "
                                            "switched at once: the document and the step shown stay")),
    ActionSpec("actionQuit", QT_TRANSLATE_NOOP("Actions", "Quit"), "close", SK.Quit,
               QT_TRANSLATE_NOOP("Actions", "Quit Perceptron Studio")),
    ActionSpec("actionQuickTour", QT_TRANSLATE_NOOP("Actions", "Quick Tour"), "help.show_quick_tour", "F1",
               QT_TRANSLATE_NOOP("Actions", "A short tour of the app")),
    ActionSpec("actionShortcuts", QT_TRANSLATE_NOOP("Actions", "Keyboard Shortcuts"), "help.show_shortcuts", "Ctrl+/",
               QT_TRANSLATE_NOOP("Actions", "Every key the app answers to")),
    ActionSpec("actionAbout", QT_TRANSLATE_NOOP("Actions", "About Perceptron Studio"), "help.about", None,
               QT_TRANSLATE_NOOP("Actions", "What Perceptron Studio is")),
)  # fmt: skip
# Actions made elsewhere, described here so that every key is written once (Help > Keyboard Shortcuts lists them).
EDIT_HISTORY: tuple[ActionSpec, ...] = (
    ActionSpec("actionUndo", QT_TRANSLATE_NOOP("Actions", "Undo"), "points.undo_stack.undo", SK.Undo,
               QT_TRANSLATE_NOOP("Actions", "Undo the last edit (a drag is one step)")),
    ActionSpec("actionRedo", QT_TRANSLATE_NOOP("Actions", "Redo"), "points.undo_stack.redo", "Ctrl+Shift+Z",
               QT_TRANSLATE_NOOP("Actions", "Do again what Undo took back"), alternates=("Ctrl+Y",)),
)  # fmt: skip
CLASS_KEYS: tuple[ActionSpec, ...] = tuple(
    ActionSpec(f"actionClass{k + 1}", QT_TRANSLATE_NOOP("Actions", "Class {n}"), "class_picker.choose", str(k + 1),
               QT_TRANSLATE_NOOP("Actions", "A left click adds a point of class {n} (a right click: the other class)"),
               n=k + 1)
    for k in range(MAX_CLASSES)
)  # fmt: skip
SHORTCUT_TABLE: tuple[ActionSpec, ...] = ACTIONS + EDIT_HISTORY + CLASS_KEYS
KEYS_WITHOUT_ACTION = (
    ("Tab, Shift+Tab", QT_TRANSLATE_NOOP("Actions", "Next / previous control"),
     QT_TRANSLATE_NOOP("Actions", "Moves the focus through the canvas, the toolbar's slider and class, and every "
                                  "dock; the focused canvas has a blue frame")),
    ("←, →, ↑, ↓", QT_TRANSLATE_NOOP("Actions", "Move the keyboard cursor"),
     QT_TRANSLATE_NOOP("Actions", "With the focus on the canvas: the cross moves one grid step (View > Snap Step; "
                                  "0.5 unless chosen)")),
    ("Shift+←, →, ↑, ↓", QT_TRANSLATE_NOOP("Actions", "Move the cursor further"),
     QT_TRANSLATE_NOOP("Actions", "Four grid steps at a time")),
    ("Enter", QT_TRANSLATE_NOOP("Actions", "Place a point"),
     QT_TRANSLATE_NOOP("Actions", "A point of the current class (keys 1–8) where the keyboard cursor is")),
    ("Delete, Backspace", QT_TRANSLATE_NOOP("Actions", "Remove a point"),
     QT_TRANSLATE_NOOP("Actions", "On the canvas: the point under the keyboard cursor (with none there, the points "
                                  "selected)")),
)  # fmt: skip
"""Help > Keyboard Shortcuts' rows for the keys that are no menu's: (keys, name, what it does)."""
TRAINING_ACTIONS = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionReset")
TOOLBAR = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionPause", "actionReset")
PRESENTATION_TOOLBAR = ("actionBack", "actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun",
                        "actionPauseRun", "actionReset")  # fmt: skip
STEP_KEYS = ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionForward", "actionBack")  # from any field
PRESENTATION_KEYS = ("actionBack", "actionForward")  # on only in presentation mode (the table and spin boxes use them)
MENUS: dict[str, tuple[str | None, ...]] = {
    QT_TRANSLATE_NOOP("Menus", "&File"): (
        "actionNew", "actionOpen", "recent", "examples", None, "actionSave", "actionSaveAs", None,
        "actionExportImage", "actionExportAnimation", "actionExportLesson", "actionExportModel",
        "actionExportTrace", "actionExportTraceLatex", "actionExportQuiz", None,
        "actionQuit"),
    QT_TRANSLATE_NOOP("Menus", "&Edit"): (
        "actionUndo", "actionRedo", None, "actionSelectAll", "actionDelete", "actionClear", None, "classes", None,
        "actionPreferences"),
    QT_TRANSLATE_NOOP("Menus", "&Train"): (
        "actionStep", "actionStepToMistake", "actionStepEpoch", None, "actionRun", "actionPause",
        "actionReset", None, "actionQuiz", "actionLiveClass", None, "actionLatest", "actionBack",
        "actionForward"),
    QT_TRANSLATE_NOOP("Menus", "&Data"): (
        "actionGenerate", "actionNewLineSet", "actionLift", "actionManualModel", None, "actionChooseFeatures"),
    QT_TRANSLATE_NOOP("Menus", "&View"): (
        "actionPresentation", "actionNextView", "actionDescribe", "actionHighContrast", None, "actionFitView",
        "actionSnapToGrid", "snap", None,
        "actionPinBoundary", "actionUnpinBoundary",
        "actionShowEnsembles", "actionWeightSpace", None, "actionLossPanel", "docks"),
    QT_TRANSLATE_NOOP("Menus", "&Help"): ("actionQuickTour", "actionShortcuts", None, "actionAbout"),
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
    return retranslate(action, spec, text=False)


def retranslate(action: QAction, spec: ActionSpec, text: bool = True) -> QAction:
    """Give an action its table row's tips, and its text unless ``text`` is False, in the interface language."""
    if text:
        action.setText(spec.shown_text())
    action.setToolTip(spec.shown_tip())
    action.setStatusTip(spec.shown_tip())
    return action


def make_action(window: QMainWindow, spec: ActionSpec, slot: Callable[..., object]) -> QAction:
    """A QAction of the window for one table row."""
    action = retranslate(describe(QAction(window), spec), spec)
    action.setCheckable(spec.checkable)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def build_actions(window: QMainWindow, specs: Sequence[ActionSpec] = ACTIONS) -> dict[str, QAction]:
    """One QAction per row, its slot looked up on the window by name."""
    return {spec.name: make_action(window, spec, resolve(window, spec.slot)) for spec in specs}


def build_menus(
    window: QMainWindow, actions: Mapping[str, QAction], extras: Mapping[str, QMenu | list[QAction]]
) -> dict[str, QMenu]:
    """The menu bar from :data:`MENUS`; ``extras`` fills the named places (a submenu or a list of actions).
    Returns the menus by their (English) title, for :func:`retitle_menus`."""
    menus = {}
    for title, names in MENUS.items():
        menu = menus[title] = window.menuBar().addMenu(translated("Menus", title))
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
    return menus


def retitle_menus(menus: Mapping[str, QMenu]) -> None:
    """The menu bar's titles in the interface language."""
    for title, menu in menus.items():
        menu.setTitle(translated("Menus", title))
