"""Weight space as the main view (F6) on a 1024x768 screen (issue 40, item 6: "a thin strip with its labels
crowded at the origin"). The lecture's CMU example (note 002), stepped to step 6 with Space, then F6, in the normal
window and in presentation mode (F5), where the text is twice as large: the plane gets most of the main view, the
long explanation moves into the state line's tooltip there, and it is back under the plane in the dock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import answer_file_dialog
from tests.gui.person import Person, assert_views_agree
from tests.gui.teaching.test_quiz import WAIT


def cmu_at_step_6(window, qtbot) -> Person:
    person = Person(window, qtbot)
    answer_file_dialog(EXAMPLES / "cmu_trace.json")
    person.choose("File", "actionOpen")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("cmu_trace"), timeout=WAIT)
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0, timeout=WAIT)
    window.canvas.setFocus()
    for _ in range(6):
        person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 6, timeout=WAIT)
    return person


@pytest.mark.parametrize("presenting", [False, True], ids=["window", "presentation"])
def test_f6_gives_the_plane_most_of_the_main_view(window, qtbot, presenting):
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 768))
    person = cmu_at_step_6(window, qtbot)
    if presenting:
        person.press(Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: window.presenter.on)
    person.press(Qt.Key.Key_F6)
    panel = window.weight_space
    qtbot.waitUntil(lambda: window.main_view.current == "weight space" and panel.picture is not None, timeout=WAIT)
    qtbot.wait(300)  # the layout settles
    view = window.main_view.height()
    assert panel.plot.height() >= 0.7 * view, f"the plane is {panel.plot.height()} px of the main view's {view}"
    words = panel.legend.text()
    assert "feasible region" in words
    assert not panel.legend.isVisible() and words in panel.state_line.toolTip()  # the explanation, a hover away
    assert_views_agree(window, qtbot, after="F6")
    for _ in range(2):  # F6 on to the theorem, then back to the canvas: weight space goes back to its dock
        person.press(Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.main_view.current == "canvas")
    if presenting:
        person.press(Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: not window.presenter.on)
    person.choose("View", "actionWeightSpace")
    qtbot.waitUntil(lambda: panel.isVisible() and panel.legend.isVisible(), timeout=WAIT)
    assert panel.state_line.toolTip() == ""
