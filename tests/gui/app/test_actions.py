"""The action table: every shortcut is unique, and every action the menus show does something a user sees."""

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu


def test_every_shortcut_in_the_window_is_unique(window):
    keys = Counter(
        shortcut.toString(QKeySequence.SequenceFormat.PortableText)
        for action in window.findChildren(QAction)
        for shortcut in action.shortcuts()
        if not shortcut.isEmpty()
    )
    assert keys, "the window has shortcuts"
    assert [key for key, n in keys.items() if n > 1] == []


def test_redo_answers_both_of_its_shortcuts(window, qtbot):
    window.points.add([[0.5, 0.5]], 1)
    n = len(window.points)
    for key in ("Ctrl+Shift+Z", "Ctrl+Y"):
        window.findChild(QAction, "actionUndo").trigger()
        assert len(window.points) == n - 1
        sequence = QKeySequence(key)
        combo = sequence[0]
        qtbot.keyClick(window, combo.key(), combo.keyboardModifiers())
        assert len(window.points) == n, key


def test_every_menu_entry_says_what_it_does_and_each_toolbar_action_is_in_a_menu(window):
    from PySide6.QtWidgets import QToolBar

    in_menus = set()
    for menu in window.menuBar().findChildren(QMenu):
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None or not action.objectName().startswith("action"):
                continue
            in_menus.add(action.objectName())
            tip = action.statusTip() or action.toolTip()
            assert tip and tip.replace("&", "") != action.text().replace("&", ""), action.objectName()
    toolbar = window.findChild(QToolBar, "trainingToolbar")
    on_toolbar = {action.objectName() for action in toolbar.actions() if action.objectName()}
    assert {"actionStep", "actionRun", "actionPause", "actionReset"} <= on_toolbar
    assert on_toolbar <= in_menus, on_toolbar - in_menus


def test_keys_1_to_8_choose_the_class_of_a_left_click(window, qtbot):
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.class_picker.current_label == window.class_picker.labels[0]
    qtbot.keyClick(window, Qt.Key.Key_3)
    assert window.class_picker.current_label == window.class_picker.labels[2]
