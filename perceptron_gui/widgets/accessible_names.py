"""Accessible names and descriptions for every control and dock of the window, for screen readers.

Qt names most widgets itself: a button or a check box by its text, a field by the label whose buddy it is, a
dock by its title.  :func:`name_widgets` fills in the rest from what the window already says, so that no name
is written twice: a field inside a spin box or a list's popup is named after its owner, a scroll area after
its dock, a plot's viewport after its plot; the few controls that show no words (the canvas, the plots, the
tables, the quiz's answer fields) take a name from :data:`NAMES`.  A control's tooltip becomes its description
when it has none.  Docks take a description from :data:`DOCK_DESCRIPTIONS` (said by the panel inside: Qt's
interface of a dock has its title and no description), menus their title.
:class:`AccessibleNames` runs it again whenever a dock shows (its plots are built when it first shows).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QTabBar,
    QWidget,
)

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.throttle import Throttle

CONTEXT = "Accessible"
CHOICES = QT_TRANSLATE_NOOP("Accessible", "{name} choices")
PANEL = QT_TRANSLATE_NOOP("Accessible", "{dock} panel")
DOCK_TABS = QT_TRANSLATE_NOOP("Accessible", "Dock tabs")
MORE_MENUS = QT_TRANSLATE_NOOP("Accessible", "More menus")
GIVEN_NAME = "accessibleNameGiven"  # dynamic properties: a name / description given here (given again on a switch)
GIVEN_DESCRIPTION = "accessibleDescriptionGiven"

NAMES: dict[str, str] = {
    "canvas": QT_TRANSLATE_NOOP("Accessible", "Canvas: the points and the classifier (Ctrl+D describes it in words)"),
    "curvesPlot": QT_TRANSLATE_NOOP("Accessible", "Learning curves plot"),
    "proofPlot": QT_TRANSLATE_NOOP("Accessible", "Convergence theorem plot"),
    "weightSpacePlot": QT_TRANSLATE_NOOP("Accessible", "Weight space plot"),
    "lossLandscape_zero_one": QT_TRANSLATE_NOOP("Accessible", "0-1 loss over w"),
    "lossLandscape_perceptron": QT_TRANSLATE_NOOP("Accessible", "Perceptron loss over w"),
    "lossLandscape_hinge": QT_TRANSLATE_NOOP("Accessible", "Hinge loss over w"),
    "lossLandscape_logistic": QT_TRANSLATE_NOOP("Accessible", "Logistic loss over w"),
    "lossSlice": QT_TRANSLATE_NOOP("Accessible", "Losses along the last update"),
    "exampleLosses": QT_TRANSLATE_NOOP("Accessible", "Loss of each example"),
    "traceTable": QT_TRANSLATE_NOOP("Accessible", "Trace table: one row per step"),
    "pointsTable": QT_TRANSLATE_NOOP("Accessible", "Points table: x₁, x₂ and the label of each point"),
    "algorithmListing": QT_TRANSLATE_NOOP("Accessible", "Algorithm listing, the current line marked"),
    "timelineSlider": QT_TRANSLATE_NOOP("Accessible", "Time travel: the step shown"),
    "speedSlider": QT_TRANSLATE_NOOP("Accessible", "Speed of Run, examples per second"),
    "classCombo": QT_TRANSLATE_NOOP("Accessible", "Current class"),
    "lossCombo": QT_TRANSLATE_NOOP("Accessible", "Loss shown"),
    "animationPath": QT_TRANSLATE_NOOP("Accessible", "File to write the animation to"),
    "w01Spin": QT_TRANSLATE_NOOP("Accessible", "Initial w₀, first component"),
    "w02Spin": QT_TRANSLATE_NOOP("Accessible", "Initial w₀, second component"),
    "quizW1": QT_TRANSLATE_NOOP("Accessible", "Your new w₁"),
    "quizW2": QT_TRANSLATE_NOOP("Accessible", "Your new w₂"),
    "quizB": QT_TRANSLATE_NOOP("Accessible", "Your new b"),
    "describeText": QT_TRANSLATE_NOOP("Accessible", "What the canvas shows"),
    "liftView": QT_TRANSLATE_NOOP("Accessible", "Lift to (x, 1) plot"),
}
"""Names of the controls that show no words of their own, by objectName."""

DESCRIPTIONS: dict[str, str] = {
    "canvas": QT_TRANSLATE_NOOP(
        "Accessible", "Left click adds a point of the current class, right click the other class; drag moves points"
    ),
    "traceTable": QT_TRANSLATE_NOOP(
        "Accessible", "Step t, the example, the score, ŷ, y, mistake? and w after; a click on a row travels to it"
    ),
    "pointsTable": QT_TRANSLATE_NOOP(
        "Accessible", "Every point of the document; edit a cell to move a point or change its label"
    ),
    "timelineSlider": QT_TRANSLATE_NOOP(
        "Accessible", "Drag or use the arrow keys to show an earlier step; End goes back to the latest"
    ),
    "algorithmListing": QT_TRANSLATE_NOOP(
        "Accessible", "The pseudocode of the algorithm, with the line the step shown ran marked"
    ),
}
"""Descriptions of controls that have no tooltip to take one from, by objectName."""

DOCK_DESCRIPTIONS: dict[str, str] = {
    "controlsDock": QT_TRANSLATE_NOOP(
        "Accessible", "The algorithm and its settings: learning rate, intercept, start w₀, order, kernel"
    ),
    "traceDock": QT_TRANSLATE_NOOP(
        "Accessible", "The trace table of the run, one row per step, and the time-travel slider"
    ),
    "curvesDock": QT_TRANSLATE_NOOP(
        "Accessible", "Mistakes and training error per epoch, and the test error of a table document"
    ),
    "theoryDock": QT_TRANSLATE_NOOP(
        "Accessible", "The perceptron convergence theorem for these points: the bound (R/γ)² and the mistakes so far"
    ),
    "pointsDock": QT_TRANSLATE_NOOP("Accessible", "The points as a table you can edit"),
    "algorithmDock": QT_TRANSLATE_NOOP(
        "Accessible", "The algorithm's pseudocode, with the line of the step shown marked"
    ),
    "quizDock": QT_TRANSLATE_NOOP(
        "Accessible", "Quiz Mode: predict ŷ, whether it is a mistake and the new w before the step is taken"
    ),
    "inspectorDock": QT_TRANSLATE_NOOP(
        "Accessible", "The clicked point: its score, margin and distance to the boundary, and its update"
    ),
    "lossDock": QT_TRANSLATE_NOOP("Accessible", "The 0-1, perceptron, hinge and logistic losses of the w shown"),
    "weightSpaceDock": QT_TRANSLATE_NOOP(
        "Accessible", "Each example as the half-plane of weights that get it right, and the path of w"
    ),
    "manualModelDock": QT_TRANSLATE_NOOP("Accessible", "Draw a Classifier: type w₁, w₂ and b, and train from them"),
    "presentationDock": QT_TRANSLATE_NOOP(
        "Accessible", "Presentation mode's row: the current step of the trace, large"
    ),
    "describeDock": QT_TRANSLATE_NOOP(
        "Accessible", "What the canvas shows, in words: the boundary, the sides, the errors, w and the last update"
    ),
    "liveClassDock": QT_TRANSLATE_NOOP(
        "Accessible", "Live Class: the address and QR code students join, their votes and the reveal"
    ),
}
"""What each dock is for, by objectName (a dock's name is its title)."""


def _plain(text: str) -> str:
    """A tooltip as plain text on one line (tags dropped)."""
    return " ".join(re.sub(r"<[^>]+>", " ", text).split())


def _name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name) if face is not None else widget.accessibleName()


def _owner(widget: QWidget) -> tuple[QWidget, bool] | None:
    """The control a widget is a part of (a spin box's field, a list's popup, a scroll area's viewport or a plot's
    view), and whether the part is a list's choices."""
    parent = widget.parentWidget()
    if parent is None:
        return None
    if isinstance(parent, QAbstractSpinBox) or widget.objectName().startswith("qt_spinbox"):
        return parent, False
    combo: QWidget | None = parent
    while combo is not None and not isinstance(combo, QComboBox):
        combo = combo.parentWidget()
    if combo is not None:
        return combo, True
    if isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget:
        return parent, False
    return None


def _dock_of(widget: QWidget) -> QDockWidget | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QDockWidget):
        parent = parent.parentWidget()
    return parent


def _label_for(widget: QWidget) -> str:
    """The text of the label whose buddy ``widget`` is (a form's row title), "" if none."""
    parent = widget.parentWidget()
    if parent is None or widget.objectName() in NAMES:
        return ""
    for label in parent.findChildren(QLabel):
        if label.buddy() is widget and label.text().strip():
            return _plain(label.text()).replace("&", "").rstrip(": ")
    return ""


def derived_name(widget: QWidget) -> str:
    """A name for a widget Qt leaves unnamed, from what the window already shows or says about it ("" if none)."""
    if widget.objectName() in NAMES:
        return translated(CONTEXT, NAMES[widget.objectName()])
    owner = _owner(widget)
    if owner is not None:
        control, choices = owner
        name = control.accessibleName() or _name(control) or derived_name(control)
        return translated(CONTEXT, CHOICES).format(name=name) if name and choices else name
    if isinstance(widget, QScrollArea):
        dock = _dock_of(widget)
        return translated(CONTEXT, PANEL).format(dock=dock.windowTitle()) if dock is not None else ""
    if isinstance(widget, QTabBar):
        return translated(CONTEXT, DOCK_TABS)
    tip = _plain(widget.toolTip())
    if tip:
        return re.split(r"(?<=[.;:])\s|\s\(", tip, maxsplit=1)[0].rstrip(".;:")
    placeholder = getattr(widget, "placeholderText", None)
    return placeholder() if callable(placeholder) else ""


def _describe_dock(dock: QDockWidget) -> None:
    """A dock's description, on the dock and on its content: Qt's interface of a dock gives its title as its name
    and no description, so a screen reader hears what the dock is for from the panel inside it."""
    known = DOCK_DESCRIPTIONS.get(dock.objectName())
    description = translated(CONTEXT, known) if known else dock.windowTitle()
    if not dock.accessibleDescription():
        _describe(dock, description)
    content = dock.widget()
    if content is not None:
        if not content.accessibleName():
            _name_it(content, dock.windowTitle())
        if not content.accessibleDescription():
            _describe(content, description)


def _name_it(widget: QWidget, name: str) -> None:
    widget.setAccessibleName(name)
    widget.setProperty(GIVEN_NAME, True)


def _describe(widget: QWidget, description: str) -> None:
    widget.setAccessibleDescription(description)
    widget.setProperty(GIVEN_DESCRIPTION, True)


def forget_names(window: QMainWindow) -> None:
    """Take back every name and description given here (before they are given again in a new language)."""
    for widget in window.findChildren(QWidget):
        if widget.property(GIVEN_NAME):
            widget.setAccessibleName("")
            widget.setProperty(GIVEN_NAME, False)
        if widget.property(GIVEN_DESCRIPTION):
            widget.setAccessibleDescription("")
            widget.setProperty(GIVEN_DESCRIPTION, False)


def name_widgets(window: QMainWindow) -> None:
    """Give every focusable control of ``window`` that lacks them an accessible name and description, every
    dock a description and every menu a name (labels keep their text as their name: it changes with them)."""
    widgets = window.findChildren(QWidget)
    widgets.sort(key=lambda widget: _owner(widget) is not None)  # the controls first, then their parts
    for widget in widgets:
        if isinstance(widget, QDockWidget):
            _describe_dock(widget)
            continue
        if isinstance(widget, QMenu):
            if not widget.accessibleName():  # the menu bar's overflow menu has no title
                _name_it(widget, widget.title().replace("&", "") or translated(CONTEXT, MORE_MENUS))
            continue
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or isinstance(widget, QLabel):
            continue
        if not widget.accessibleName():
            # a list box's name is its choice and a field in a row of two is named by its group: say what it sets
            explicit = widget.objectName() in NAMES or isinstance(widget, QComboBox)
            if explicit or not _name(widget).strip():
                _name_it(widget, _label_for(widget) or derived_name(widget))
        if not widget.accessibleDescription():
            known = DESCRIPTIONS.get(widget.objectName())
            description = translated(CONTEXT, known) if known else _plain(widget.toolTip())
            if description:
                _describe(widget, description)


class AccessibleNames(QObject):
    """Names the window's widgets now, and again once a dock shows (a dock builds its plots when first shown) or
    the window gains a child (a dock or dialog made on first use)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._language_changed = False
        # Not what is shown: the names of widgets made since, once a burst of new children has stopped.
        self._again = Throttle(0, self._name, self, debounce=True)
        name_widgets(window)
        for dock in window.findChildren(QDockWidget):
            dock.visibilityChanged.connect(self._again.request)
        window.installEventFilter(self)

    def _name(self) -> None:
        """Name what is unnamed; after a language switch, first take back the names given in the old language (the
        window's own texts are in the new one by then: this runs after the switch's events)."""
        if self._language_changed:
            self._language_changed = False
            forget_names(self._window)
        name_widgets(self._window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._language_changed = True
            self._again.request()
        elif event.type() == QEvent.Type.ChildAdded:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QDockWidget):
                child.visibilityChanged.connect(self._again.request)
            self._again.request()
        return False
