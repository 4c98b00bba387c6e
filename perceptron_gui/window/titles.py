"""The docks' titles (their tabs) and the View menu's names for them, as one translatable table.

A dock is made with :func:`dock_title` of its objectName; :func:`retitle_docks` gives every dock of a window its
title again in the interface language (on ``QEvent.LanguageChange``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QWidget

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated

CONTEXT = "Docks"
DOCK_TITLES: dict[str, tuple[str, str]] = {
    "controlsDock": (QT_TRANSLATE_NOOP("Docks", "Controls"), ""),
    "traceDock": (QT_TRANSLATE_NOOP("Docks", "Trace table"), ""),
    "curvesDock": (QT_TRANSLATE_NOOP("Docks", "Learning curves"), ""),
    "theoryDock": (QT_TRANSLATE_NOOP("Docks", "Theorem"), QT_TRANSLATE_NOOP("Docks", "Convergence theorem")),
    "pointsDock": (QT_TRANSLATE_NOOP("Docks", "Points"), ""),
    "algorithmDock": (QT_TRANSLATE_NOOP("Docks", "Algorithm"), ""),
    "lossDock": (QT_TRANSLATE_NOOP("Docks", "Loss panel"), ""),
    "quizDock": (QT_TRANSLATE_NOOP("Docks", "Quiz"), ""),
    "inspectorDock": (QT_TRANSLATE_NOOP("Docks", "Inspector"), QT_TRANSLATE_NOOP("Docks", "Point inspector")),
    "weightSpaceDock": (QT_TRANSLATE_NOOP("Docks", "Weight space"), ""),
    "describeDock": (QT_TRANSLATE_NOOP("Docks", "Describe"), ""),
    "presentationDock": (QT_TRANSLATE_NOOP("Docks", "Current step"), ""),
    "manualModelDock": (QT_TRANSLATE_NOOP("Docks", "Draw a classifier"), ""),
    "liveClassDock": (QT_TRANSLATE_NOOP("Docks", "Live Class"), ""),
}
"""objectName -> (the dock's title, the View menu's longer name for it, or "" for the title)."""


def dock_title(name: str) -> str:
    """The title of the dock ``name`` in the interface language."""
    return translated(CONTEXT, DOCK_TITLES[name][0])


def retitle_docks(window: QWidget) -> None:
    """Every dock of ``window`` titled (and named in the View menu) in the interface language."""
    for dock in window.findChildren(QDockWidget):
        if dock.objectName() not in DOCK_TITLES:
            continue
        title, menu = DOCK_TITLES[dock.objectName()]
        dock.setWindowTitle(translated(CONTEXT, title))  # (the dock's menu action follows its title...)
        if menu:
            dock.toggleViewAction().setText(translated(CONTEXT, menu))  # (...unless it has a longer name)
