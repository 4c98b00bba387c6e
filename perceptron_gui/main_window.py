"""The main window: the composition root that makes the models, views and actions and wires them together.

State has one owner each: the document (points, label names, settings, path, saved state) is the
:class:`DocumentModel`'s, a run and its time-travel cursor the :class:`TrainingController`'s and its
timeline's, the current class the :class:`ClassPicker`'s, the selection the :class:`EditTool`'s, the
presentation toggle the :class:`PresentationPreference`'s. The window only connects them.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QSlider,
    QSplitter,
)

from core.files.sklearn_sets import SKLEARN_SETS
from core.learn.words import said
from core.session.geometry import Rect
from core.session.settings import TrainingSettings, constant_note, run_constant
from core.teach.numbers import marked
from perceptron_gui.commands.file_drops import FileDrops
from perceptron_gui.commands.lift_toggle import LiftToggle
from perceptron_gui.commands.palette_choice import PaletteChoice
from perceptron_gui.commands.preferences import Preferences
from perceptron_gui.commands.travel_keys import TravelKeys
from perceptron_gui.commands.view_keeper import ViewKeeper
from perceptron_gui.commands.warm_up import WarmUp
from perceptron_gui.document.data_menu import DataMenu
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.document.files import FileActions
from perceptron_gui.document.recovery import Recovery
from perceptron_gui.document.resources import DEFAULT_EXAMPLE, EXAMPLE_TITLES, EXAMPLES
from perceptron_gui.document.undo_words import history_actions, retranslate_history
from perceptron_gui.exporting.export_menu import ExportMenu
from perceptron_gui.exporting.exports import ExportActions
from perceptron_gui.training.controller import TrainingController
from perceptron_gui.training.shown_model import ShownModel
from perceptron_gui.views.algorithm_view import AlgorithmPanel
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.class_picker import ClassPicker
from perceptron_gui.views.controls import ControlPanel
from perceptron_gui.views.curves_view import CurvesPanel
from perceptron_gui.views.describe_panel import REFRESH_MS as WORDS_REFRESH_MS
from perceptron_gui.views.describe_panel import DescribePanel, describe_dock
from perceptron_gui.views.dock_layout import DockedViews, DockLayout
from perceptron_gui.views.edit_tool import EditTool
from perceptron_gui.views.inspector import InspectorPanel
from perceptron_gui.views.loss_view import LossPanel
from perceptron_gui.views.main_view import MainView
from perceptron_gui.views.manual_model import ManualModel
from perceptron_gui.views.overlays import ENSEMBLE_REFRESH_MS, Overlays
from perceptron_gui.views.points_table import PointsPanel
from perceptron_gui.views.presentation import ROW_REFRESH_MS, PresentationMode
from perceptron_gui.views.presentation import SCALE as PRESENTATION_SCALE
from perceptron_gui.views.quiz_panel import QuizPanel
from perceptron_gui.views.snap_menu import SnapMenu
from perceptron_gui.views.status_line import StatusLine
from perceptron_gui.views.theory_view import TheoryPanel
from perceptron_gui.views.trace_view import TracePanel
from perceptron_gui.views.weight_space import WeightSpacePanel
from perceptron_gui.window.actions import (
    CLASS_KEYS,
    EDIT_HISTORY,
    PRESENTATION_KEYS,
    PRESENTATION_TOOLBAR,
    SHORTCUT_TABLE,
    SPEED_MAX,
    STEP_KEYS,
    TOOLBAR,
    TRAINING_ACTIONS,
    build_actions,
    build_menus,
    describe,
    make_action,
    retitle_menus,
    retranslate,
    speed_for,
)
from perceptron_gui.window.persistence import (
    PresentationPreference,
    check_preferences,
    preference_note,
    preferences,
    remember_window,
    restore_window,
    stored_speed,
)
from perceptron_gui.window.status import need_two_classes
from perceptron_gui.window.step_keys import StepKeys
from perceptron_gui.window.titles import retitle_docks
from perceptron_gui.work import collector, threads
from perceptron_gui.work.fast_loops import FastLoopsStatus, loader

if TYPE_CHECKING:
    pass
from perceptron_gui.i18n import KEY as LANGUAGE_KEY
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, Language, start_language, translated
from perceptron_gui.widgets.accessible_names import AccessibleNames
from perceptron_gui.widgets.errors import show_error
from perceptron_gui.widgets.help import HelpMenu, control_tip
from perceptron_gui.widgets.naming import named

CONTEXT = "Window"  # the translation context of the window's own words (toolbar, submenus)
WORDS = {
    "toolbar": QT_TRANSLATE_NOOP("Window", "Training"),
    "speed": QT_TRANSLATE_NOOP("Window", " Speed "),
    "class": QT_TRANSLATE_NOOP("Window", " Class "),
    "max": QT_TRANSLATE_NOOP("Window", " max "),
    "examples": QT_TRANSLATE_NOOP("Window", "&Examples"),
    "classes": QT_TRANSLATE_NOOP("Window", "Current &class"),
    "stopped": QT_TRANSLATE_NOOP("Window", "Training stopped"),
    "pinned": QT_TRANSLATE_NOOP("Window", "Pinned ({what}): change η, the intercept or the order and compare."),
    "no pin": QT_TRANSLATE_NOOP("Window", "There is no boundary to pin yet: step or run first (linear, two classes)."),
    "points changed": QT_TRANSLATE_NOOP("Window", "Points changed: training starts again on the edited points."),
    "settings changed": QT_TRANSLATE_NOOP("Window", "Settings changed: training starts again from w₀."),
}
"""The window's own fixed words, by what they name."""


class MainWindow(QMainWindow):
    """Perceptron Studio's main window; ``MainWindow(path)`` opens a point-set file, or the default example."""

    def __init__(self, path: str | None = None) -> None:
        super().__init__()
        # Garbage collected on the GUI thread only: a closed window's parts are freed there (see collector).
        self.destroyed.connect(collector.install().collect_soon)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a closed window is freed (issue 41)
        before = set(threads.running())
        try:
            self._build(path)
        except BaseException:  # never leave the constructor with threads running: Qt would abort on their deletion
            for thread in set(threads.running()) - before:
                threads.stop(thread)
            raise
        owned = [thread for thread in threads.running() if thread not in before]
        # A window deleted without a close (or by the interpreter at exit) stops its threads first.
        self.destroyed.connect(lambda *_: [threads.stop(thread) for thread in owned])

    def _build(self, path: str | None) -> None:
        unusable = check_preferences(preferences(), SPEED_MAX)  # before anything reads a preference
        self.language = Language(self)  # first: every text below is made in it
        language, language_note = start_language(preferences().value(LANGUAGE_KEY))
        self.language.set_code(language)
        self.setWindowTitle("Perceptron Studio")
        self.document = DocumentModel(self)
        self.points = self.document.points
        self.training = TrainingController(self)
        self.shown = ShownModel(self.training, self)  # what every view draws: one value per frame
        self.preferences = Preferences(self, self.language, self.shown)  # (the decimal mark: before any view)
        self.canvas = Canvas(self.points)
        self.canvas.names_source = lambda: self.document.label_names
        self.class_picker = ClassPicker(self.document)
        self.edit_tool = EditTool(self.points, self.class_picker, self.canvas.pixel_size)
        self.canvas.set_tool(self.edit_tool)
        beside = named(QSplitter(Qt.Orientation.Horizontal), "canvasSplitter")  # the number line and its lift
        beside.addWidget(self.canvas)
        beside.setChildrenCollapsible(False)
        self.canvas_area = beside
        self.main_view = MainView(beside)  # the canvas, or weight space or the theorem large (F6)
        self.setCentralWidget(self.main_view)
        self.controls = ControlPanel(self.document.settings)
        self.trace_panel = TracePanel()
        self.points_panel = PointsPanel(self.document, self.edit_tool)
        self.theory = TheoryPanel()
        self.algorithm = AlgorithmPanel()
        self.curves = CurvesPanel()
        self.losses = LossPanel()
        self.overlays = Overlays(self.canvas)
        self.quiz = QuizPanel(self.document, self.canvas)
        self.inspector = InspectorPanel(self.document, self.edit_tool, self.canvas)
        self._fit_with_new_points = False  # a table's new projection: fit the view once its points are in
        self.files = FileActions(self.document, self, self.statusBar())
        self.drops = FileDrops(self, self.files.open_path)  # a file dropped on the window opens
        self.recovery = Recovery(self.document, self)  # unsaved work kept every minute (issue 41)
        self.ending = False  # SIGTERM: close without a question (the work is in the recovery file)
        self.data = DataMenu(
            self, self.document, self.files.tasks, self.canvas.fit_to_data, self.show_message, self.show_error
        )
        self.exports = ExportActions(self.document, self.canvas, self.training, self, self._draw_over)
        self.presentation = PresentationPreference(self)
        self.help = HelpMenu(self, SHORTCUT_TABLE)
        self.manual_model = ManualModel(self.document.settings, self)
        self.weight_space = WeightSpacePanel(self.document, self.canvas, self.manual_model)
        self.docks = DockLayout(
            self,
            DockedViews(
                self.controls,
                self.trace_panel,
                self.curves,
                self.theory,
                self.points_panel,
                self.algorithm,
                self.quiz,
                self.inspector,
                self.losses,
                self.weight_space,
                self.manual_model,
                self.canvas_area,
            ),
        )
        self._docks = self.docks.build()
        docks = self.docks  # the docks themselves, as tests and the menus name them
        self.loss_dock, self.quiz_dock, self.inspector_dock = docks.loss_dock, docks.quiz_dock, docks.inspector_dock
        self.manual_dock, self.manual_panel = docks.manual_dock, docks.manual_panel
        self.weight_space_dock = docks.weight_space_dock
        self.main_view.add_panel("weight space", self.weight_space_dock, self.weight_space)
        theory_dock = self.findChild(QDockWidget, "theoryDock")
        assert isinstance(theory_dock, QDockWidget)
        self.main_view.add_panel("theorem", theory_dock, self.theory)
        self.export_menu = ExportMenu(
            self, self.document, self.training, self.shown, self.canvas, self.overlays, self.trace_panel, self.exports,
            self.manual_model, lambda: self.algorithm.notation.currentData(), self._redraw, self.show_message,
            self.show_error,
        )  # fmt: skip
        self.travel = TravelKeys(self.training, self.shown, self.step)
        self.lift = LiftToggle(
            self.points, self.shown, self.canvas, self.canvas_area,
            lambda on: self.actions_by_name["actionLift"].setChecked(on), self.show_message,
        )  # fmt: skip
        self.description = DescribePanel(lambda: self.document.label_names)
        self.describe_dock = describe_dock(self, self.description, self.inspector_dock)
        controls_dock = self.findChild(QDockWidget, "controlsDock")
        assert isinstance(controls_dock, QDockWidget)
        controls_dock.raise_()  # a lesson begins on the controls' tab (the hidden tab added beside it took the front)
        self.palette_choice = PaletteChoice(self.canvas, self.class_picker, self.points_panel)
        self.actions_by_name = self._build_actions()
        high_contrast = self.palette_choice.stored()
        self.actions_by_name["actionHighContrast"].setChecked(high_contrast)  # (triggered only: no slot runs)
        self.palette_choice.draw(high_contrast)
        self.snap_menu = SnapMenu(self.edit_tool, self.actions_by_name["actionSnapToGrid"], self)
        self._build_toolbar()
        self.menus = build_menus(self, self.actions_by_name, self._menu_extras())
        self.step_keys = StepKeys(self, [self.actions_by_name[name] for name in STEP_KEYS])
        loops = loader(start=False)
        self.fast_loops = FastLoopsStatus(loops)
        loops.start_after_first_paint(self.canvas.viewport())
        self.status_line = StatusLine(self.statusBar(), self.document, self.fast_loops)
        self.statusBar().addPermanentWidget(self.fast_loops)
        self.statusBar().addPermanentWidget(self.status_line)
        self.presenter = PresentationMode(
            self,
            self.presentation,
            self.canvas,
            [self.actions_by_name[name] for name in PRESENTATION_TOOLBAR],
            [self.actions_by_name[name] for name in PRESENTATION_KEYS],
            self.main_view,
        )
        self.docks.presenter = self.presenter
        self.accessible_names = AccessibleNames(self)  # for screen readers: every control and dock named
        self._connect()
        unusable += restore_window(self)
        self.presenter.show_mode(self.presentation.on)
        self._presentation_changed(self.presentation.on)
        self.files.open_path(Path(path) if path else DEFAULT_EXAMPLE, ask=False, initial=True)
        if self.document.path is None and not len(self.points):  # nothing could be opened: a new document
            self._document_shown()
            self.reset_training()
        if unusable:
            self.show_message(preference_note(unusable), 20000)
        if language_note:
            self.show_message(language_note, 20000)

    # ---------------------------------------------------------------- build
    def _build_actions(self) -> dict[str, QAction]:
        actions = build_actions(self)
        stack = self.points.undo_stack
        undo_spec, redo_spec = EDIT_HISTORY
        for spec, action in zip((undo_spec, redo_spec), history_actions(stack, self), strict=True):
            self.addAction(describe(action, spec))
            actions[spec.name] = action
        actions["actionPause"].setEnabled(False)
        self._class_actions = [
            make_action(self, spec, lambda _=False, k=k: self.class_picker.choose(k))
            for k, spec in enumerate(CLASS_KEYS)
        ]
        return actions

    def _build_toolbar(self) -> None:
        bar = self.addToolBar(translated(CONTEXT, WORDS["toolbar"]))
        bar.setObjectName("trainingToolbar")
        self.toolbar = bar
        for name in TOOLBAR:
            bar.addAction(self.actions_by_name[name])
        bar.addSeparator()
        self.speed_word = named(QLabel(translated(CONTEXT, WORDS["speed"])), "speedWord")
        bar.addWidget(self.speed_word)
        self.speed = named(QSlider(Qt.Orientation.Horizontal), "speedSlider")
        self.speed.setRange(0, SPEED_MAX)
        self.speed.setFixedWidth(140)
        self.speed.setToolTip(control_tip("speedSlider"))
        self.speed_label = named(QLabel(), "speedLabel")
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed.setValue(stored_speed(SPEED_MAX))
        self._speed_changed(self.speed.value())
        bar.addWidget(self.speed)
        bar.addWidget(self.speed_label)
        bar.addSeparator()
        self.class_word = named(QLabel(translated(CONTEXT, WORDS["class"])), "classWord")
        bar.addWidget(self.class_word)
        bar.addWidget(self.class_picker)

    def _menu_extras(self) -> dict[str, QMenu | list[QAction]]:
        examples = QMenu(translated(CONTEXT, WORDS["examples"]), self)
        examples.setObjectName("examplesMenu")
        for name, title in EXAMPLE_TITLES.items():
            action = examples.addAction(translated("Examples", title))
            action.setObjectName(f"example_{Path(name).stem}")
            action.triggered.connect(lambda _=False, name=name: self.files.open_path(EXAMPLES / name))
        examples.addSeparator()
        for name, (_, _, title) in SKLEARN_SETS.items():  # real data, read from scikit-learn's own files
            action = examples.addAction(translated("Examples", title))
            action.setObjectName(f"example_{name}")
            action.triggered.connect(lambda _=False, name=name: self.files.open_sklearn(name))
        classes = QMenu(translated(CONTEXT, WORDS["classes"]), self)
        classes.setObjectName("classesMenu")
        for action in self._class_actions:
            classes.addAction(action)
        return {
            "recent": self.files.recent_menu,
            "examples": examples,
            "classes": classes,
            "snap": self.snap_menu,
            "docks": [dock.toggleViewAction() for dock in self._docks],
        }

    def _connect(self) -> None:
        self.points.changed.connect(self._points_changed)
        self.document.settings.changed.connect(self._settings_changed)
        self.document.showing.connect(self._document_shown)
        self.document.opened.connect(self.reset_training)
        self.view_keeper = ViewKeeper(self.canvas, self.training, self.reset_training, self._put_back)
        self.document.replacing.connect(self.view_keeper.keep)
        self.document.restored.connect(self.view_keeper.put_back)
        self.document.dataset_changed.connect(self._dataset_changed)
        self.points.refused.connect(lambda text: self.show_message(text, 10000))
        self.document.saved_changed.connect(self.update_title)
        # Every view registers its one method with its budget for a run's frames (0: every frame), sent in this order;
        # a dock's panel is sent values while on screen, and again (within its budget) when its own input changed.
        docks = (self.theory, self.algorithm, self.curves, self.losses, self.weight_space)
        views = (
            (self.trace_panel, 0), *((panel, panel.every_ms) for panel in docks), (self.overlays, ENSEMBLE_REFRESH_MS),
            (self.quiz, 0), (self.inspector, 0), (self.presenter.row, ROW_REFRESH_MS), (self.canvas, 0),
            (self.status_line, 0), (self.description, WORDS_REFRESH_MS),
        )  # fmt: skip
        for view, every_ms in views:
            viewer = self.shown.register(view.present, every_ms, view not in docks or view.on_screen)
            if view in docks:
                view.on_screen_changed.connect(viewer.set_on_screen)
            if view in docks or view is self.overlays:
                view.redraw_wanted.connect(viewer.again)
            if view is self.overlays:  # Pin and the ensembles act on the state shown now, not at the next frame
                self.overlays.current_wanted.connect(viewer.now)
        self.trace_panel.travel_requested.connect(self.training.travel_to)
        self.quiz.travel_requested.connect(self.training.travel_to)
        self.quiz.step_requested.connect(self.training.step)
        self.training.finished.connect(lambda: self.show_message(self.training.message, 15000))
        self.training.failed.connect(lambda message: self.show_error(translated(CONTEXT, WORDS["stopped"]), message))
        self.training.running_changed.connect(self._running_changed)
        self.training.stepping_changed.connect(lambda _: self._running_changed(self.training.running))
        self.presentation.changed.connect(self._presentation_changed)
        self.warm_up = WarmUp(
            self.manual_model, self.points, self.shown, self.canvas, self.docks,
            self.actions_by_name["actionManualModel"], self.show_message,
        )  # fmt: skip
        self.manual_model.message.connect(lambda text: self.show_message(text, 10000))
        self.theory.show_separator.connect(self.overlays.show_separator)
        self.algorithm.pending_changed.connect(self.canvas.set_pending)
        self.trace_panel.export_requested.connect(self.export_menu.export_trace)
        self.canvas.view_changed.connect(self.training.set_view)
        self.canvas.message.connect(lambda text: self.show_message(text, 5000))
        self.canvas.hovered.connect(self._hovered)
        self.files.message.connect(self.show_message)
        self.points_panel.message.connect(lambda text: self.show_message(text, 10000))
        self.exports.message.connect(self.show_message)
        self.quiz.message.connect(lambda text: self.show_message(text, 10000))
        self.quiz.asking_changed.connect(self.shown.set_concealed)  # the open question's answer hidden
        self.edit_tool.selection_changed.connect(self.docks.show_inspector)
        self.loss_dock.toggleViewAction().toggled.connect(self.actions_by_name["actionLossPanel"].setChecked)
        self.weight_space_dock.visibilityChanged.connect(
            lambda _: self.actions_by_name["actionWeightSpace"].setChecked(self.weight_space_dock.isVisible())
        )

    # ------------------------------------------------------------ data
    def _dataset_changed(self) -> None:
        """A table document's projection changed: its test points, the axis names and the curves' test set; the
        view is fitted to the new points once they are in (the signal comes before them; a document being
        opened is fitted by the opening)."""
        self._fit_with_new_points = self.document.dataset is not None and not self.document.loading
        dataset = self.document.dataset
        test = dataset.projection.test if dataset is not None else None
        self.canvas.set_test_points(test)
        self.curves.set_test_set(test)
        if dataset is None:
            self.canvas.set_axis_names()
        else:
            x, y = dataset.projection.feature_names
            scaled = {"none": "", "standardise": ", standardised", "unit ball": ", in the unit ball"}.get(
                dataset.choice.scaling, ""
            )
            self.canvas.set_axis_names(f"x₁: {x}{scaled}", f"x₂: {y}{scaled}")

    # ------------------------------------------------------------ training
    def settings(self) -> TrainingSettings:
        """The document's training settings."""
        return self.document.settings.value()

    def reset_training(self, keep_running: bool = False) -> None:
        """Start training again from w0 on the current points."""
        settings = self.settings()
        constant = self.document.constant  # the table's projection owns c; the run reads it
        self.training.reset(self.points.points, settings, keep_running=keep_running, constant=constant)
        self.theory.set_problem(self.points.points, settings.fit_intercept, run_constant(settings, constant))

    def step(self) -> None:
        """Train > Step (Space): look at the next example; in quiz mode, check the answer (or ask the next question)."""
        if self.quiz.active:
            self.quiz.check()
        else:
            self.training.step()

    def set_quiz_mode(self, on: bool) -> None:
        """Train > Quiz Mode: predict each step before it is taken (a new score each time it is turned on)."""
        self.actions_by_name["actionQuiz"].setChecked(on)
        self.quiz.set_active(on)
        self.quiz_dock.setVisible(on)
        if on:
            self.quiz_dock.raise_()

    def set_live_class(self, on: bool) -> None:
        """Train > Live Class: start the server for the students' phones and show its dock, or stop it (the port
        closes). The dock is made on first use (issue 43); it asks about the step after the one shown."""
        from perceptron_gui.live_class import LiveClassPanel, live_class_dock

        dock = live_class_dock(self)
        panel = dock.findChild(LiveClassPanel)  # (inside the dock's scroll area)
        assert panel is not None
        started = on and panel.start()
        if not on:
            panel.stop()
        self.actions_by_name["actionLiveClass"].setChecked(started)
        dock.setVisible(True)
        dock.raise_()

    def escape(self) -> None:
        """Esc: pause a run; with none going, leave presentation mode."""
        if self.training.running or self.training.stepping:
            self.training.pause()
        elif self.presentation.on:
            self.presentation.set_on(False)

    def pin_boundary(self) -> None:
        """View > Pin Boundary: keep the boundary shown now, to compare with after changing a setting."""
        if self.overlays.pin(self.settings()):
            self.show_message(translated(CONTEXT, WORDS["pinned"]).format(what=self.overlays.description), 15000)
        else:
            self.show_message(translated(CONTEXT, WORDS["no pin"]), 5000)

    def snap_to_grid(self, on: bool) -> None:
        """View > Snap to Grid: clicks and dragged points land on the grid of View > Snap Step."""
        self.snap_menu.set_on(on)

    def _hovered(self, index: int) -> None:
        if index >= 0:
            self.show_message(self.points_panel.model.describe_point(index), 4000)

    def _document_shown(self) -> None:
        """A document is being opened: the views that follow the whole document (its run starts once it is in)."""
        self.lift.document_shown()
        self.warm_up.not_on_a_line()
        self.overlays.unpin()
        self.actions_by_name["actionShowEnsembles"].setChecked(False)  # they were asked for the last document's run
        self.overlays.set_ensembles(False)
        self.canvas.fit_to_data()
        self._refresh_can_train()

    def _points_changed(self) -> None:
        if self.document.loading:
            return
        running = self.training.running
        self.canvas.show_state(None)
        self.reset_training(keep_running=running)
        if self._fit_with_new_points:  # a new projection of the table: fitted once, never after a later edit
            self._fit_with_new_points = False
            self._redraw()  # its run's start, never the old run's w, still drawn
            self.canvas.fit_to_data()
        self._refresh_can_train()
        if running:
            self.show_message(translated(CONTEXT, WORDS["points changed"]), 5000)

    def _settings_changed(self, settings: TrainingSettings) -> None:
        if self.document.loading:
            return
        self.reset_training()
        note = said(constant_note(settings, self.document.constant), QCoreApplication.translate)
        changed = translated(CONTEXT, WORDS["settings changed"])
        self.show_message(changed + (f" {note}" if note else ""), 5000)

    def _speed_changed(self, position: int) -> None:
        speed = speed_for(position)
        self.speed_label.setText(
            translated(CONTEXT, WORDS["max"]) if math.isinf(speed) else f" {marked(f'{speed:,.0f}')}/s "
        )
        self.training.set_speed(speed)

    def _put_back(self) -> None:
        self._refresh_can_train()
        self._redraw()

    def _refresh_can_train(self) -> None:
        n_classes = len(self.points.points.classes)
        self.controls.set_multiclass(n_classes > 2)
        self.controls.set_features(self.points.points.d)
        can_train = n_classes >= 2
        for name in TRAINING_ACTIONS:
            action = self.actions_by_name[name]
            action.setEnabled(can_train and not (name == "actionRun" and self.training.running))
            action.setToolTip(action.statusTip() if can_train else need_two_classes())

    def _draw_over(self, rect: Rect | None) -> None:
        """The model drawn with its regions over ``rect`` (an export laid out for a slide); None: as shown."""
        if rect is None:
            self._redraw()
        elif not self.manual_model.on:
            # (reads the controller: an export lays the regions out over more than the view shows)
            self.canvas.show_state(self.training.shown_over(rect))

    def _redraw(self) -> None:
        """The canvas and the status line drawn again from what is shown (after an export drew other steps)."""
        self.canvas.present(self.shown.current)
        self.status_line.present(self.shown.current)

    def _running_changed(self, running: bool) -> None:
        self.actions_by_name["actionRun"].setEnabled(not running and len(self.points.points.classes) >= 2)
        busy = running or self.training.stepping
        self.actions_by_name["actionPause"].setEnabled(busy or self.presentation.on)
        self.actions_by_name["actionPauseRun"].setEnabled(busy)

    def _presentation_changed(self, on: bool) -> None:
        self.docks.show_manual_dock()  # presentation mode hides every dock, or restores a layout
        self.actions_by_name["actionPresentation"].setChecked(on)
        self.shown.set_scale(PRESENTATION_SCALE if on else 1.0)  # the views' size; the status line's fewer words
        self._redraw()
        self._running_changed(self.training.running)
        self.docks.present_docks(on)

    # ---------------------------------------------------------------- language
    def retranslate(self) -> None:
        """Every text made from a table given again in the interface language (on ``QEvent.LanguageChange``)."""
        specs = {spec.name: spec for spec in SHORTCUT_TABLE}
        for name, action in self.actions_by_name.items():
            retranslate(action, specs[name], text=name not in ("actionUndo", "actionRedo"))  # (their text: the stack's)
        for action in self._class_actions:
            retranslate(action, specs[action.objectName()])
        retranslate_history(
            self.points.undo_stack, self.actions_by_name["actionUndo"], self.actions_by_name["actionRedo"]
        )
        retitle_menus(self.menus)
        retitle_docks(self)
        self.controls.retranslate()
        self.snap_menu.retranslate()
        self.toolbar.setWindowTitle(translated(CONTEXT, WORDS["toolbar"]))
        self.speed_word.setText(translated(CONTEXT, WORDS["speed"]))
        self.class_word.setText(translated(CONTEXT, WORDS["class"]))
        for name, key in (("examplesMenu", "examples"), ("classesMenu", "classes")):
            menu = self.findChild(QMenu, name)
            assert isinstance(menu, QMenu)
            menu.setTitle(translated(CONTEXT, WORDS[key]))
        titles = {**EXAMPLE_TITLES, **{name: title for name, (_, _, title) in SKLEARN_SETS.items()}}
        for name, title in titles.items():
            example = self.findChild(QAction, f"example_{Path(name).stem}")
            assert isinstance(example, QAction)
            example.setText(translated("Examples", title))
        self._speed_changed(self.speed.value())
        self._refresh_can_train()  # the training actions' tips
        self.status_line.present(self.shown.current)
        QTimer.singleShot(0, self, self.docks.fit_all_tabs)  # longer titles: the tab groups widened once laid out

    def changeEvent(self, event: QEvent) -> None:
        language = event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange)  # words or decimal mark
        if language and "status_line" in self.__dict__:  # (once built)
            self.retranslate()
        super().changeEvent(event)

    # ---------------------------------------------------------------- misc
    def show_message(self, text: str, ms: int = 5000) -> None:
        """A passing message in the status bar (see :meth:`StatusLine.show_message`)."""
        self.status_line.show_message(text, ms)

    def show_error(self, title: str, text: str) -> None:
        """Say what went wrong in a (non-blocking) dialog and in the status bar."""
        self.show_message(text, 15000)
        show_error(self, title, text)

    def update_title(self) -> None:
        """File name and a * for unsaved changes."""
        self.setWindowTitle(self.document.title())

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        if visible:  # showing lays the docks out, which retires the tab bars tabifying replaced
            self.docks.drop_replaced_tab_bars()
            if self.language.code != "en":  # the titles in a language longer than English: their tabs widened
                QTimer.singleShot(0, self, self.docks.fit_all_tabs)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.status_line.fit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.ending and (not self.files.maybe_save() or not self.exports.confirm_close()):
            event.ignore()
            return
        self.recovery.stop()
        if not self.ending:  # saved, or discarded on purpose
            self.recovery.discard()
        self.files.tasks.shutdown()
        if "animation" in self.export_menu.__dict__:  # an export was made: it may still be encoding
            self.export_menu.animation.shutdown()
        remember_window(self, self.speed.value(), self.presenter.normal_layout())
        live_class = self.__dict__.get("live_class")  # made by Train > Live Class's first use
        if live_class is not None:
            live_class.shutdown()
        self.training.shutdown()
        self.theory.shutdown()
        self.losses.shutdown()
        self.weight_space.shutdown()
        super().closeEvent(event)
