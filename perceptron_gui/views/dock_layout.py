"""The window's docks: which views live in which dock, how they are tabbed and split, and how they are sized.

:class:`DockLayout` builds every dock of the main window around the views it is handed (the controls, the
trace, the learning curves, the theorem, the points, the algorithm, the quiz, the inspector, the loss panel,
weight space and Draw a Classifier's panel), and answers View > Weight Space and View > Loss Panel, the
inspector's tab after a click, and the layout while presenting.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar, QWidget

from perceptron_gui.views.dock_panel import DockPanel
from perceptron_gui.views.inspector import InspectorPanel
from perceptron_gui.views.manual_model import ManualModel, manual_model_dock
from perceptron_gui.views.presentation import PresentationMode
from perceptron_gui.views.quiz_panel import QuizPanel
from perceptron_gui.views.weight_space import WeightSpacePanel, weight_space_dock
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.scrolling import ScrollKeeper, scrolled
from perceptron_gui.window.titles import dock_title, retitle_docks

MIN_CANVAS_WIDTH = 300
"""The canvas's least width (px) when a dock opens beside it: points and the boundary stay readable."""
MIN_WEIGHT_SPACE_WIDTH = 240
"""The weight-space plane's least width (px) beside the canvas; a smaller window shows it as a right-hand tab."""


@dataclass(frozen=True)
class DockedViews:
    """The views the docks hold, and the canvas's area beside which weight space opens."""

    controls: QWidget
    trace: QWidget
    curves: DockPanel
    theory: DockPanel
    points: QWidget
    algorithm: DockPanel
    quiz: QuizPanel
    inspector: InspectorPanel
    losses: DockPanel
    weight_space: WeightSpacePanel
    manual_model: ManualModel
    canvas_area: QWidget


class DockLayout(QObject):
    """The main window's docks (see the module docstring); ``presenter`` is set once presentation mode exists."""

    def __init__(self, window: QMainWindow, views: DockedViews) -> None:
        super().__init__(window)
        self.window = window
        self.controls = views.controls
        self.trace = views.trace
        self.curves = views.curves
        self.theory = views.theory
        self.points = views.points
        self.algorithm = views.algorithm
        self.quiz = views.quiz
        self.inspector = views.inspector
        self.losses = views.losses
        self.weight_space = views.weight_space
        self.manual_model = views.manual_model
        self.canvas_area = views.canvas_area
        self.presenter: PresentationMode | None = None
        self.docks: list[QDockWidget] = []

    def present_docks(self, on: bool) -> None:
        """Presentation mode hid every dock (or restored a layout): the quiz and a clicked point's inspector stay,
        as tabs."""
        if on:
            self.window.tabifyDockWidget(self.quiz_dock, self.inspector_dock)
            self.window.resizeDocks([self.quiz_dock], [int(0.42 * self.window.width())], Qt.Orientation.Horizontal)
            self.quiz_dock.setVisible(self.quiz.active)
            self.inspector_dock.hide()
            self.show_inspector()
            if self.quiz.active:
                self.quiz_dock.raise_()
        self.drop_replaced_tab_bars()

    def build(self) -> list[QDockWidget]:
        """Make every dock; the docks the View menu toggles are returned (and kept as ``docks``)."""
        controls = named(QDockWidget(dock_title("controlsDock"), self.window), "controlsDock")
        controls.setWidget(scrolled(self.controls, wrap=False))
        controls.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, controls)
        movable = QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        docks = [controls]
        for name, widget, area in (
            ("traceDock", self.trace, Qt.DockWidgetArea.BottomDockWidgetArea),
            ("curvesDock", self.curves, Qt.DockWidgetArea.BottomDockWidgetArea),
            ("theoryDock", self.theory, Qt.DockWidgetArea.RightDockWidgetArea),
            ("pointsDock", self.points, Qt.DockWidgetArea.BottomDockWidgetArea),
        ):
            dock = named(QDockWidget(dock_title(name), self.window), name)
            dock.setWidget(widget)
            dock.setFeatures(movable)
            self.window.addDockWidget(area, dock)
            docks.append(dock)
        trace_dock, curves_dock, theory_dock, points_dock = docks[1:]
        curves_dock.visibilityChanged.connect(self.curves.set_on_screen)
        theory_dock.visibilityChanged.connect(self.theory.set_on_screen)
        self.window.splitDockWidget(trace_dock, points_dock, Qt.Orientation.Horizontal)  # the points beside the trace
        self.window.tabifyDockWidget(trace_dock, curves_dock)
        self.window.tabifyDockWidget(controls, theory_dock)
        algorithm_dock = named(QDockWidget(dock_title("algorithmDock"), self.window), "algorithmDock")
        algorithm_dock.setWidget(self.algorithm)
        algorithm_dock.setFeatures(movable)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, algorithm_dock)
        self.window.tabifyDockWidget(theory_dock, algorithm_dock)
        algorithm_dock.visibilityChanged.connect(self.algorithm.set_on_screen)
        docks.append(algorithm_dock)
        teaching = self._build_teaching_docks(movable, theory_dock)
        # View > Loss Panel shows it: its plots whole where the window has the room, else scrolled
        self.loss_dock = named(QDockWidget(dock_title("lossDock"), self.window), "lossDock")
        self.loss_dock.setWidget(loss_scroll := scrolled(self.losses))
        self._loss_keeper = ScrollKeeper(loss_scroll, self.window)
        self.loss_dock.setFeatures(movable)
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.loss_dock)
        self.window.tabifyDockWidget(curves_dock, self.loss_dock)
        self.loss_dock.visibilityChanged.connect(self.losses.set_on_screen)
        self.loss_dock.hide()
        self.manual_dock, self.manual_panel = manual_model_dock(self.window, self.manual_model)
        controls.raise_()
        trace_dock.raise_()  # last: hiding the loss panel tabbed beside the curves brings the curves forward
        self.window.resizeDocks([trace_dock], [230], Qt.Orientation.Vertical)
        self.window.resizeDocks([trace_dock, points_dock], [700, 300], Qt.Orientation.Horizontal)
        self.weight_space_dock = weight_space_dock(self.window, self.weight_space)
        self.docks = docks + teaching
        retitle_docks(self.window)  # the View menu's longer names (the theorem's, the inspector's)
        return self.docks

    def drop_replaced_tab_bars(self) -> None:
        """Delete the dock tab bars Qt replaced while docks were tabbed or split.

        Qt only schedules a replaced tab bar for deletion (when the layout is first applied, on show)
        and leaves it shown where it was, over the canvas, until an event loop runs; a window driven by
        ``processEvents`` (the screenshot scripts) kept showing it.
        """
        for bar in self.window.findChildren(QTabBar):
            QCoreApplication.sendPostedEvents(bar, QEvent.Type.DeferredDelete)

    def _build_teaching_docks(self, features: QDockWidget.DockWidgetFeature, tabs: QDockWidget) -> list[QDockWidget]:
        """The quiz (shown in quiz mode) and the point inspector: tabs beside ``tabs``, on the right."""
        docks = []
        for name, widget in (("quizDock", self.quiz), ("inspectorDock", self.inspector)):
            dock = named(QDockWidget(dock_title(name), self.window), name)
            dock.setWidget(scrolled(widget))  # the window never grows to fit them (presentation doubles the text)
            dock.setFeatures(features)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            docks.append(dock)
        self.quiz_dock, self.inspector_dock = docks
        self.window.tabifyDockWidget(tabs, self.quiz_dock)
        self.window.tabifyDockWidget(self.quiz_dock, self.inspector_dock)
        self.quiz_dock.hide()
        return docks

    def set_loss_panel(self, on: bool) -> None:
        """View > Loss Panel: show the loss panel's dock in front (tall enough for its plots), or hide it.

        Presenting, it goes under the current step's row, the window's width."""
        self.loss_dock.setVisible(on)
        if on:
            if self.presenter is not None and self.presenter.on:
                self.window.splitDockWidget(self.presenter.dock, self.loss_dock, Qt.Orientation.Vertical)
            self.loss_dock.raise_()
            self._fit_loss_dock()
            QTimer.singleShot(0, self, self._fit_loss_dock)  # again once its plots are laid out (one row or two)

    def _fit_loss_dock(self) -> None:
        """The loss panel's dock tall enough for its rows of plots (and a share of the window at least)."""
        share = 0.4 if self.presenter is not None and self.presenter.on else 0.45
        self._loss_keeper.fit()
        scroll = self.loss_dock.widget()
        needed = scroll.minimumHeight() + scroll.y()  # under the dock's title
        height = max(320, int(share * self.window.height()), needed)
        self.window.resizeDocks([self.loss_dock], [height], Qt.Orientation.Vertical)

    def set_weight_space(self, on: bool) -> None:
        """View > Weight Space: show or hide the weight-space dock.

        It opens beside the canvas, a third of the window wide (the plane is square), when the canvas keeps
        room to teach from: ``MIN_CANVAS_WIDTH`` px and 35 % of the window.  In a smaller window it opens
        as a tab in front of the right docks instead.  A dock the user moved elsewhere is shown where it is.
        """
        dock = self.weight_space_dock
        if not on:
            dock.setVisible(False)
            return
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        beside = (
            self.window.dockWidgetArea(dock) == left
            and not dock.isFloating()
            and not self.window.tabifiedDockWidgets(dock)
        )
        if beside:
            free = self.canvas_area.width() + (dock.width() if dock.isVisible() else 0)
            width = min(int(0.34 * self.window.width()), free - max(MIN_CANVAS_WIDTH, int(0.35 * self.window.width())))
            if width < MIN_WEIGHT_SPACE_WIDTH:
                self.window.tabifyDockWidget(self.inspector_dock, dock)
                QTimer.singleShot(0, dock, lambda: self._fit_dock_tabs(dock))  # its tab bar exists once laid out
            else:
                dock.setVisible(True)
                self.window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.setVisible(True)
        dock.raise_()

    def _fit_dock_tabs(self, dock: QDockWidget) -> None:
        """Widen ``dock``'s group of tabs until every title shows whole, as far as the canvas keeps its least width."""
        for bar in self.window.findChildren(QTabBar):
            titles = [bar.tabText(i) for i in range(bar.count())]
            if bar.parent() is self.window and bar.isVisible() and dock.windowTitle() in titles:
                needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 4
                room = dock.width() + self.canvas_area.width() - MIN_CANVAS_WIDTH
                if needed > dock.width():
                    self.window.resizeDocks([dock], [min(needed, room)], Qt.Orientation.Horizontal)

    def fit_all_tabs(self) -> None:
        """Every group of tabbed docks beside the canvas wide enough for its titles (after a new language)."""
        area = Qt.DockWidgetArea
        for dock in self.window.findChildren(QDockWidget):
            beside_canvas = self.window.dockWidgetArea(dock) in (area.LeftDockWidgetArea, area.RightDockWidgetArea)
            if beside_canvas and dock.isVisible() and self.window.tabifiedDockWidgets(dock):
                self._fit_dock_tabs(dock)

    def show_manual_dock(self) -> None:
        """Draw a Classifier's dock, shown while it is on, wide enough for its readouts."""
        self.manual_dock.setVisible(self.manual_model.on)
        if self.manual_model.on:  # wide enough for its readouts, in presentation mode's large text too
            width = self.manual_panel.width_hint() + 40
            self.window.resizeDocks(
                [self.manual_dock], [min(width, int(0.4 * self.window.width()))], Qt.Orientation.Horizontal
            )

    def show_inspector(self) -> None:
        """A click on one point brings the inspector's tab to the front (presenting: shows it only then)."""
        selected = self.inspector.selected() is not None
        if self.presenter is not None and self.presenter.on:
            self.inspector_dock.setVisible(selected)
        if selected and self.inspector_dock.isVisible():
            self.inspector_dock.raise_()
