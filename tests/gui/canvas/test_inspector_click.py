"""Clicking a point is how the inspector is asked: a click on a ringed point (the step's example, a selected
point) must reach the edit tool, not stop at the ring drawn over it."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import viewport_pos

WAIT = 20_000  # ms: the first step of a session may compile the engine's loops (numba) on a busy machine


def test_a_click_on_the_ringed_example_of_the_step_selects_it(window, qtbot):
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0, timeout=WAIT)
    window.findChild(QAction, "actionStep").trigger()  # step 1 looks at x = (-1, 2): it is ringed
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=WAIT)
    assert window.training.state().index == 0
    pos = viewport_pos(window.canvas, -1.0, 2.0)
    qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert window.edit_tool.selection == {0} and len(window.points) == 6
    # A click on the selected (magenta-ringed) point with Ctrl unselects it.
    qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, pos)
    assert window.edit_tool.selection == set()
