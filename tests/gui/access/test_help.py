"""Help a person finds: Help > Keyboard Shortcuts from the action table, Help > Quick Tour, and tooltips that
say what every control and every trace-table column means, in the lecture notes' words."""

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QSlider,
    QTableView,
    QTableWidget,
    QTextBrowser,
    QToolBar,
)

from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import load

README = Path(__file__).resolve().parents[3] / "README.md"


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def open_dialog(window, qtbot, action_name: str, dialog_name: str) -> QDialog:
    action(window, action_name).trigger()
    qtbot.waitUntil(lambda: any(w.objectName() == dialog_name and w.isVisible() for w in top_level_widgets()))
    return next(w for w in top_level_widgets() if w.objectName() == dialog_name)


def keys_of(action: QAction) -> str:
    return ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts())


def test_help_keyboard_shortcuts_lists_every_action_with_a_shortcut_exactly_as_the_action_table_has_it(window, qtbot):
    from perceptron_gui.window.actions import KEYS_WITHOUT_ACTION, SHORTCUT_TABLE, shortcut_text

    dialog = open_dialog(window, qtbot, "actionShortcuts", "shortcutsDialog")
    try:
        table = dialog.findChild(QTableWidget, "shortcutsTable")
        shown, keys_only = {}, []
        for row in range(table.rowCount()):
            keys, name = table.item(row, 0).text(), table.item(row, 1)
            texts = (keys, name.text(), table.item(row, 2).text())
            if name.data(Qt.ItemDataRole.UserRole) is None:  # the canvas cursor's keys and Tab: no action's
                keys_only.append(texts)
            else:
                shown[name.data(Qt.ItemDataRole.UserRole)] = texts
        assert keys_only == list(KEYS_WITHOUT_ACTION)
        table_rows = {spec.name: spec for spec in SHORTCUT_TABLE if shortcut_text(spec)}
        assert set(shown) == set(table_rows)
        for name, spec in table_rows.items():
            keys, text, what = shown[name]
            assert (keys, text) == (shortcut_text(spec), spec.shown_text()), name
            assert what, name
        # ... and the table is what the window's actions really answer to: every key of every action is listed.
        for found in window.findChildren(QAction):
            if found.shortcuts():
                assert found.objectName() in shown, found.objectName()
                assert shown[found.objectName()][0] == keys_of(found), found.objectName()
        assert shown["actionPresentation"][0] == "F5"
        assert shown["actionStep"][0] == "Space"
    finally:
        dialog.close()


def test_help_quick_tour_is_the_readme_tour_in_the_app(window, qtbot):
    dialog = open_dialog(window, qtbot, "actionQuickTour", "quickTourDialog")
    try:
        text = dialog.findChild(QTextBrowser, "quickTourText").toPlainText()
        tour = README.read_text(encoding="utf-8").split("## A short tour", 1)[1].split("\n## ", 1)[0]
        headings = re.findall(r"^- \*\*(.+?)\.\*\*", tour, flags=re.MULTILINE)
        assert len(headings) >= 8
        for heading in headings:
            assert heading in text, heading
        assert "F5" in text  # the tour says how to present
    finally:
        dialog.close()


def controls(window):
    """Every control a user can operate in the control panel, the training toolbar and the trace panel."""
    places = [window.controls, window.trace_panel, window.findChild(QToolBar, "trainingToolbar")]
    for place in places:
        for kind in (QComboBox, QAbstractSpinBox, QAbstractButton, QSlider):
            for widget in place.findChildren(kind):
                if not widget.objectName().startswith("qt_") and widget.parent() is not None:
                    yield widget


def test_every_control_has_a_tooltip_saying_what_it_means(window, qtbot):
    found = list(controls(window))
    names = {widget.objectName() for widget in found}
    assert {"algorithmCombo", "learningRateSpin", "interceptCheck", "kernelCombo", "degreeSpin", "gammaSpin"} <= names
    assert {"orderCombo", "speedSlider", "w01Spin", "b0Spin", "zeroScoreCombo", "maxEpochsSpin"} <= names
    missing = [widget.objectName() or type(widget).__name__ for widget in found if not widget.toolTip().strip()]
    assert missing == []
    # In the notes' words: the update rule, the rule for a score of 0, the learning rate as a step.
    assert "y·a ≤ 0" in window.controls.zero_rule.toolTip()
    assert "η·y·x" in window.controls.learning_rate.toolTip()
    assert "b" in window.controls.intercept.toolTip() and "origin" in window.controls.intercept.toolTip()


def test_with_three_classes_the_two_class_settings_still_say_what_they_mean(window, qtbot):
    load(window, [[0, 0], [1, 1], [2, 0]], [0, 1, 2], qtbot)
    w1 = window.controls.w1
    assert not w1.isEnabled()
    assert "two classes" in w1.toolTip()
    assert "w₀" in w1.toolTip()


def header_tips(window) -> dict[str, str]:
    model = window.findChild(QTableView, "traceTable").model()
    return {
        model.headerData(c, Qt.Orientation.Horizontal): model.headerData(
            c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
        )
        for c in range(model.columnCount())
    }


def test_every_trace_table_column_header_has_a_tooltip_in_the_notes_words(window, qtbot):
    qtbot.waitUntil(lambda: window.trace_panel.model.columnCount() > 0)
    with_b = header_tips(window)
    assert "b after" in with_b
    window.files.open_path(EXAMPLES / "cmu_trace.json")  # through the origin: no b
    qtbot.waitUntil(lambda: window.training.trace is not None and "b after" not in window.trace_panel.model.columns)
    without_b = header_tips(window)
    window.files.open_path(EXAMPLES / "three_gaussians.json")  # multiclass: one score per class
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.multiclass)
    multiclass = header_tips(window)
    for tips in (with_b, without_b, multiclass):
        assert tips and all(tip and tip.strip() for tip in tips.values()), tips
    assert "mistake" in with_b["mistake?"].lower() and "≤ 0" in with_b["mistake?"]
    assert "w·x + b" in with_b["w·x + b"]
