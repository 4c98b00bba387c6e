"""Opening a panel never grows the window (issue 40, item 6: the loss panel once grew a 760 px window to 961 px,
past a 1080 screen, and it stayed that tall after the panel closed). Each panel is opened from its menu as a
person opens it, on a laptop-sized window, and closed again with its ✕: the window keeps its size both times."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDockWidget

from tests.gui.person import Person

PANELS = [
    ("View", "actionLossPanel", "lossDock"),
    ("View", "actionWeightSpace", "weightSpaceDock"),
    ("View", "actionDescribe", "describeDock"),
]


@pytest.mark.parametrize("size", [(1200, 760), (1024, 700)])
@pytest.mark.parametrize(("menu", "action", "dock_name"), PANELS)
def test_opening_and_closing_a_panel_keeps_the_window_s_size(window, qtbot, size, menu, action, dock_name):
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    person = Person(window, qtbot)
    person.choose("Train", "actionStep")  # a run with a step: the panels draw something
    dock = window.findChild(QDockWidget, dock_name)
    person.choose(menu, action)
    qtbot.waitUntil(dock.isVisible)
    qtbot.wait(400)  # the panel draws and the layout settles
    assert (window.width(), window.height()) == size, f"{dock_name} grew the window to {window.size().toTuple()}"
    close = dock.findChild(QAbstractButton, "qt_dockwidget_closebutton")  # the panel's own ✕
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dock.isVisible())
    qtbot.wait(200)
    assert (window.width(), window.height()) == size


def test_describe_with_a_quiz_question_open_keeps_the_window_s_size(window, qtbot):
    """The quiz's dock and Describe's on the same side, both with wrapped text: together they once grew a
    1024x768 window to 911 px."""
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    person = Person(window, qtbot)
    for _ in range(3):
        person.choose("Train", "actionStep")
    person.choose("Train", "actionQuiz")
    qtbot.waitUntil(window.findChild(QDockWidget, "quizDock").isVisible)
    person.choose("View", "actionDescribe")
    qtbot.waitUntil(window.findChild(QDockWidget, "describeDock").isVisible)
    qtbot.wait(400)
    assert (window.width(), window.height()) == (1024, 768), f"the window grew to {window.size().toTuple()}"
