"""The main window: canvas, control panel, toolbar, menus and status bar, wired to the training controller."""

from __future__ import annotations

import json
import math
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSlider,
)

from core.session.generators import GeneratorSpec, generate
from core.session.points import PointSet
from core.session.settings import TrainingSettings
from core.session.snapshot import Snapshot
from perceptron_gui.canvas import Canvas
from perceptron_gui.controls import ControlPanel
from perceptron_gui.curves_view import CurvesPanel
from perceptron_gui.dialogs import GenerateDialog
from perceptron_gui.files import DEFAULT_EXAMPLE, EXAMPLES, FileActions
from perceptron_gui.overlays import Overlays
from perceptron_gui.palette import class_color, label_text
from perceptron_gui.points_model import PointsModel
from perceptron_gui.settings_store import app_settings
from perceptron_gui.theory_view import TheoryPanel
from perceptron_gui.trace_view import TracePanel
from perceptron_gui.training import TrainingController

SPEED_MAX = 100  # slider position meaning "as fast as the engine goes"
EXAMPLE_TITLES = {
    "cmu_trace.json": "CMU lecture trace (6 points, through the origin)",
    "separable_margin.json": "Separable with a margin",
    "xor.json": "XOR (never converges)",
    "circles_kernel.json": "Concentric circles (kernel)",
    "three_gaussians.json": "Three Gaussian classes (multiclass)",
    "noisy_averaged.json": "Noisy: averaged vs voted vs plain",
    "default.csv": "Default example",
}
NEED_TWO_CLASSES = "Add points of at least two classes to train (left and right click add the two classes)."


def speed_for(position: int) -> float:
    """Examples per second for a speed-slider position: 1 to 100,000 on a log scale, then unlimited."""
    return math.inf if position >= SPEED_MAX else 10 ** (position / 20)


class MainWindow(QMainWindow):
    """Perceptron Studio's main window; ``MainWindow(path)`` opens a CSV point set, or the default example."""

    def __init__(self, path: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Perceptron Studio")
        self.setAcceptDrops(True)
        self.points = PointsModel(parent=self)
        self.training = TrainingController(self)
        self.canvas = Canvas(self.points)
        self.setCentralWidget(self.canvas)
        self.controls = ControlPanel(self._restored_settings())
        self.trace_panel = TracePanel(self.training)
        self.theory = TheoryPanel(self.training)
        self.curves = CurvesPanel(self.training)
        self.overlays = Overlays(self.canvas, self.training)
        self._last_spec = GeneratorSpec()
        self._build_dock()
        self.files = FileActions(self)
        self._build_actions()
        self._build_toolbar()
        self._build_menus()
        self._status = QLabel(objectName="statusLabel")
        self.statusBar().addPermanentWidget(self._status)

        self.points.changed.connect(self._points_changed)
        self.points.undo_stack.cleanChanged.connect(self.update_title)
        self.controls.settings_changed.connect(self._settings_changed)
        self.training.updated.connect(self._show_state)
        self.training.shown_changed.connect(self._show_state)
        self.theory.show_separator.connect(self.overlays.show_separator)
        self.trace_panel.export_requested.connect(self._export_trace)
        self.training.finished.connect(self._training_finished)
        self.training.failed.connect(self._training_failed)
        self.training.running_changed.connect(self._running_changed)
        self.training.exported.connect(self._exported)
        self.canvas.view_changed.connect(self.training.set_view)
        self.canvas.message.connect(lambda text: self.statusBar().showMessage(text, 5000))

        self._restore_geometry()
        self.files.open_path(Path(path) if path else DEFAULT_EXAMPLE, ask=False, initial=True)

    # ---------------------------------------------------------------- build
    def _build_dock(self) -> None:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.controls)
        dock = QDockWidget("Controls", self, objectName="controlsDock")
        dock.setWidget(scroll)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self._dock = dock
        movable = QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        self._docks = [dock]
        for name, title, widget, area in (
            ("traceDock", "Trace table", self.trace_panel, Qt.DockWidgetArea.BottomDockWidgetArea),
            ("curvesDock", "Learning curves", self.curves, Qt.DockWidgetArea.BottomDockWidgetArea),
            ("theoryDock", "Convergence theorem", self.theory, Qt.DockWidgetArea.RightDockWidgetArea),
        ):
            extra = QDockWidget(title, self, objectName=name)
            extra.setWidget(widget)
            extra.setFeatures(movable)
            self.addDockWidget(area, extra)
            self._docks.append(extra)
        trace_dock, curves_dock, theory_dock = self._docks[1:]
        curves_dock.visibilityChanged.connect(self.curves.set_on_screen)
        theory_dock.visibilityChanged.connect(self.theory.set_on_screen)
        self.tabifyDockWidget(trace_dock, curves_dock)
        trace_dock.raise_()
        self.tabifyDockWidget(dock, theory_dock)
        dock.raise_()
        self.resizeDocks([trace_dock], [230], Qt.Orientation.Vertical)

    def _action(self, name: str, text: str, slot, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(text, self, objectName=name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setToolTip(tip or text)
        action.setStatusTip(tip or text)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        t = self.training
        self.actions_by_name = {}
        specs = [
            ("actionStep", "Step", t.step, "Space", "Look at the next example (Space)"),
            ("actionStepToMistake", "Next mistake", t.step_to_mistake, "Shift+Space", "Go on to the next mistake"),
            ("actionStepEpoch", "Epoch", t.step_epoch, "Ctrl+E", "Finish the current epoch"),
            ("actionRun", "Run", t.run, "Ctrl+R", "Train continuously at the chosen speed (Ctrl+R)"),
            ("actionPause", "Pause", t.pause, "Esc", "Pause the run (Esc)"),
            ("actionReset", "Reset", self.reset_training, "Ctrl+Shift+R", "Start training again from w₀"),
            ("actionNew", "New", self.files.new, QKeySequence.StandardKey.New, "Start an empty point set"),
            ("actionOpen", "Open…", self.files.open_dialog, QKeySequence.StandardKey.Open, "Open a point set"),
            ("actionSave", "Save", self.files.save, QKeySequence.StandardKey.Save, "Save the point set"),
            ("actionSaveAs", "Save As…", self.files.save_as, QKeySequence.StandardKey.SaveAs, "Save under a new name"),
            ("actionExportImage", "Export Image…", self.files.export_image, "Ctrl+Shift+E", "Canvas as PNG or SVG"),
            ("actionGenerate", "Generate…", self.generate_dialog, "Ctrl+G", "Generate a point set"),
            ("actionExportModel", "Export Model…", self.files.export_model, None, "The trained model as JSON"),
            ("actionExportTrace", "Export Trace…", lambda: self._export_trace("trace"), None, "Every step as CSV"),
            (
                "actionExportTraceLatex",
                "Export Trace as LaTeX…",
                lambda: self._export_trace("latex"),
                None,
                "The trace table as a LaTeX tabular, for slides",
            ),
            (
                "actionLatest",
                "Back to Latest",
                lambda: self.training.travel_to(None),
                "End",
                "Leave time travel: show the latest state",
            ),
            (
                "actionPinBoundary",
                "Pin Boundary",
                self.pin_boundary,
                "Ctrl+P",
                "Keep the boundary shown now as a dotted line, to compare after changing a setting",
            ),
            ("actionUnpinBoundary", "Remove Pinned Boundary", self.overlays.unpin, None, "Remove the pinned line"),
            (
                "actionShowEnsembles",
                "Averaged and Voted Boundaries",
                self.overlays.set_ensembles,
                None,
                "Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)",
            ),
            ("actionClear", "Clear", self.clear_points, None, "Remove every point (undoable)"),
            ("actionDelete", "Delete", self.canvas.delete_selection, QKeySequence.StandardKey.Delete, "Delete"),
            ("actionSelectAll", "Select All", self.canvas.select_all, QKeySequence.StandardKey.SelectAll, ""),
            ("actionFitView", "Fit View to Data", self.canvas.fit_to_data, "Ctrl+0", "Show all points"),
            ("actionQuit", "Quit", self.close, QKeySequence.StandardKey.Quit, "Quit Perceptron Studio"),
            ("actionAbout", "About Perceptron Studio", self.about, None, ""),
        ]
        for name, text, slot, shortcut, tip in specs:
            self.actions_by_name[name] = self._action(name, text, slot, shortcut, tip)
        stack = self.points.undo_stack
        undo = stack.createUndoAction(self, "Undo")
        undo.setObjectName("actionUndo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = stack.createRedoAction(self, "Redo")
        redo.setObjectName("actionRedo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
        for action in (undo, redo):
            self.addAction(action)
        self.actions_by_name.update(actionUndo=undo, actionRedo=redo)
        self.actions_by_name["actionPause"].setEnabled(False)
        self.actions_by_name["actionShowEnsembles"].setCheckable(True)
        self._class_actions = []
        for k in range(8):
            action = self._action(f"actionClass{k + 1}", f"Class {k + 1}", lambda _=False, k=k: self.choose_class(k))
            action.setShortcut(QKeySequence(str(k + 1)))
            self._class_actions.append(action)

    def _build_toolbar(self) -> None:
        bar = self.addToolBar("Training")
        bar.setObjectName("trainingToolbar")
        for name in ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionPause", "actionReset"):
            bar.addAction(self.actions_by_name[name])
        bar.addSeparator()
        bar.addWidget(QLabel(" Speed "))
        self.speed = QSlider(Qt.Orientation.Horizontal, objectName="speedSlider", minimum=0, maximum=SPEED_MAX)
        self.speed.setFixedWidth(140)
        self.speed_label = QLabel(objectName="speedLabel")
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed.setValue(int(app_settings().value("speed", 60)))
        self._speed_changed(self.speed.value())
        bar.addWidget(self.speed)
        bar.addWidget(self.speed_label)
        bar.addSeparator()
        bar.addWidget(QLabel(" Class "))
        self.class_combo = QComboBox(objectName="classCombo")
        self.class_combo.setToolTip("The class a left click adds (keys 1–8); a right click adds the other one")
        self.class_combo.currentIndexChanged.connect(self._class_chosen)
        bar.addWidget(self.class_combo)

    def _build_menus(self) -> None:
        a = self.actions_by_name
        menus = {
            "&File": ["actionNew", "actionOpen", "recent", "examples", None, "actionSave", "actionSaveAs", None,
                      "actionExportImage", "actionExportModel", "actionExportTrace", "actionExportTraceLatex", None,
                      "actionQuit"],
            "&Edit": ["actionUndo", "actionRedo", None, "actionSelectAll", "actionDelete", "actionClear"],
            "&Train": ["actionStep", "actionStepToMistake", "actionStepEpoch", None, "actionRun", "actionPause",
                       "actionReset", None, "actionLatest"],
            "&Data": ["actionGenerate"],
            "&View": ["actionFitView", None, "actionPinBoundary", "actionUnpinBoundary", "actionShowEnsembles", None],
            "&Help": ["actionAbout"],
        }  # fmt: skip
        for title, names in menus.items():
            menu = self.menuBar().addMenu(title)
            for name in names:
                if name is None:
                    menu.addSeparator()
                elif name == "recent":
                    menu.addMenu(self.files.recent_menu)
                elif name == "examples":
                    menu.addMenu(self._examples_menu())
                else:
                    menu.addAction(a[name])
            if title == "&View":
                for dock in self._docks:
                    menu.addAction(dock.toggleViewAction())
            if title == "&Edit":
                classes = menu.addMenu("Current class")
                for action in self._class_actions:
                    classes.addAction(action)

    # ----------------------------------------------------------- documents
    def _examples_menu(self) -> QMenu:
        menu = QMenu("&Examples", self)
        menu.setObjectName("examplesMenu")
        for name, title in EXAMPLE_TITLES.items():
            action = menu.addAction(title)
            action.setObjectName(f"example_{Path(name).stem}")
            action.triggered.connect(lambda _=False, name=name: self.files.open_path(EXAMPLES / name))
        return menu

    def generate_dialog(self) -> None:
        """Data > Generate: replace the points with generated ones (one undo step)."""
        dialog = GenerateDialog(self._last_spec, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.generate(dialog.spec())

    def generate(self, spec: GeneratorSpec) -> None:
        """Generate points on a thread (with progress and Cancel) and replace the current ones when done."""
        self._last_spec = spec
        self.files.tasks.start(
            lambda report: generate(spec),
            f"Generating {spec.n:,} points",
            on_done=self._generated,
            on_error=lambda error: self.show_error("Cannot generate", str(error)),
        )

    def _generated(self, points: PointSet) -> None:
        self.points.replace(points, f"Generate {len(points):,} points")
        self.canvas.fit_to_data()

    def apply_settings(self, settings: TrainingSettings) -> None:
        """Show and use these training settings (a loaded document's)."""
        self.controls.set_settings(settings)
        self.reset_training()

    def clear_points(self) -> None:
        """Edit > Clear (one undo step)."""
        if len(self.points):
            self.points.replace(PointSet(), "Clear")

    # ------------------------------------------------------------ training
    def settings(self) -> TrainingSettings:
        """The training settings shown in the control panel."""
        return self.controls.settings()

    def reset_training(self) -> None:
        """Start training again from w0 on the current points."""
        settings = self.settings()
        self.training.reset(self.points.points, settings)
        self.theory.set_problem(self.points.points, settings.fit_intercept)

    def pin_boundary(self) -> None:
        """View > Pin Boundary: keep the boundary shown now, to compare with after changing a setting."""
        if self.overlays.pin(self.settings()):
            text = f"Pinned ({self.overlays.description}): change η, the intercept or the order and compare."
            self.statusBar().showMessage(text, 15000)
        else:
            self.statusBar().showMessage("There is no boundary to pin yet: step or run first (linear, two classes).")

    def _export_trace(self, kind: str) -> None:
        mistakes_only = self.trace_panel.mistakes_only.isChecked()
        if kind == "latex":
            self.files.export_trace_latex(mistakes_only)
        else:
            self.files.export_trace(mistakes_only)

    def choose_class(self, position: int) -> None:
        """Make the class at this palette position the one a left click adds."""
        self.class_combo.setCurrentIndex(position)

    def _points_changed(self) -> None:
        was_running = self.training.running
        self.canvas.show_state(None)
        self.reset_training()
        self._refresh_classes()
        if was_running:
            self.statusBar().showMessage("Points changed: the run is paused and training starts again.", 5000)

    def _settings_changed(self, settings: TrainingSettings) -> None:
        self.reset_training()
        self.update_title()
        self.statusBar().showMessage("Settings changed: training starts again from w₀.", 5000)

    def _speed_changed(self, position: int) -> None:
        speed = speed_for(position)
        self.speed_label.setText(" max " if math.isinf(speed) else f" {speed:,.0f}/s ")
        self.training.set_speed(speed)

    def _refresh_classes(self) -> None:
        labels = self.canvas.labels()
        current = self.canvas.current_label
        self.class_combo.blockSignals(True)
        self.class_combo.clear()
        signed = labels[0] == -1
        for k, label in enumerate(labels):
            icon = QPixmap(12, 12)
            icon.fill(class_color(k))
            self.class_combo.addItem(QIcon(icon), f"{k + 1}:  y = {label_text(label, signed)}", label)
        self.class_combo.setCurrentIndex(labels.index(current) if current in labels else 1)
        self.class_combo.blockSignals(False)
        self.canvas.current_label = self.class_combo.currentData()
        n_classes = len(self.points.points.classes)
        self.controls.set_multiclass(n_classes > 2)
        can_train = n_classes >= 2
        for name in ("actionStep", "actionStepToMistake", "actionStepEpoch", "actionRun", "actionReset"):
            action = self.actions_by_name[name]
            action.setEnabled(can_train)
            action.setToolTip(action.statusTip() if can_train else NEED_TWO_CLASSES)
        if not can_train:
            self._status.setText(NEED_TWO_CLASSES)

    def _class_chosen(self, index: int) -> None:
        if index >= 0:
            self.canvas.current_label = self.class_combo.itemData(index)

    def _show_state(self) -> None:
        snap = self.training.shown()
        self.canvas.show_state(snap)
        text = self.status_text(snap)
        latest = self.training.state()
        if snap is not None and snap.past and latest is not None:
            text = f"Time travel (latest: step {latest.step})  ·  {text}"
        self._status.setText(text)

    @staticmethod
    def status_text(snap: Snapshot | None) -> str:
        """The status line: epoch, step, mistakes, training errors now, converged."""
        if snap is None:
            return NEED_TWO_CLASSES
        epoch = snap.epoch + (0 if snap.step == 0 or snap.converged else 1)
        done = "converged" if snap.converged else "not converged"
        return (
            f"Epoch {epoch}  ·  step t = {snap.step}  ·  mistakes {snap.n_mistakes}  ·  "
            f"training errors now {snap.training_errors}  ·  {done}"
        )

    def _exported(self, ok: bool, message: str) -> None:
        if ok:
            self.statusBar().showMessage(message, 8000)
        else:
            self.show_error("Cannot export", message)

    def _training_finished(self) -> None:
        self.statusBar().showMessage(self.training.message, 15000)

    def _training_failed(self, message: str) -> None:
        self.show_error("Training stopped", message)

    def _running_changed(self, running: bool) -> None:
        self.actions_by_name["actionRun"].setEnabled(not running and len(self.points.points.classes) >= 2)
        self.actions_by_name["actionPause"].setEnabled(running)

    # ---------------------------------------------------------------- misc
    def about(self) -> None:
        """Help > About."""
        QMessageBox.about(
            self,
            "About Perceptron Studio",
            "Perceptron Studio: place points, pick a perceptron variant, and watch it learn.",
        )

    def show_error(self, title: str, text: str) -> None:
        """Say what went wrong in a (non-blocking) dialog and in the status bar."""
        self.statusBar().showMessage(text, 15000)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("errorDialog")
        box.open()

    def update_title(self) -> None:
        """File name and a * for unsaved changes."""
        self.setWindowTitle(self.files.title())

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.files.open_path(Path(files[0]))

    def _restored_settings(self) -> TrainingSettings:
        stored = app_settings().value("training")
        try:
            return TrainingSettings.from_dict(json.loads(stored)) if stored else TrainingSettings()
        except (ValueError, TypeError):
            return TrainingSettings()

    def _restore_geometry(self) -> None:
        store = app_settings()
        size, pos, state = store.value("size"), store.value("pos"), store.value("windowState")
        self.resize(size if size is not None else QSize(1200, 760))
        if pos is not None:
            self.move(pos)
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.files.tasks.cancel()
        store = app_settings()
        store.setValue("size", self.size())
        store.setValue("pos", self.pos())
        store.setValue("windowState", self.saveState())
        store.setValue("training", json.dumps(self.settings().to_dict()))
        store.setValue("speed", self.speed.value())
        self.training.shutdown()
        self.theory.shutdown()
        super().closeEvent(event)
