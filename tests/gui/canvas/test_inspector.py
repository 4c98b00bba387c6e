"""The point inspector through the window: click a point, read its numbers; the undershoot of note 004."""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import load, viewport_pos

WAIT = 20_000  # ms: the first step of a session may compile the engine's loops (numba) on a busy machine


def action(window, name) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def value(window, field) -> str:
    label = window.findChild(QLabel, f"inspector_{field}")
    assert label is not None, field
    return label.text() if label.isVisible() else ""


def click_point(window, qtbot, x, y):
    qtbot.mouseClick(window.canvas.viewport(), Qt.MouseButton.LeftButton, pos=viewport_pos(window.canvas, x, y))


def steps(window, qtbot, n):
    for _ in range(n):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == n, timeout=WAIT)
    qtbot.waitUntil(lambda: window.training.state().step == n, timeout=WAIT)


def test_clicking_a_point_of_the_cmu_example_shows_its_numbers(window, qtbot):
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0, timeout=WAIT)
    note = window.findChild(QLabel, "inspectorNote")
    assert note.text() == "Click a point on the canvas to inspect it." and value(window, "score") == ""
    steps(window, qtbot, 1)  # the slide's step 1: w = (1, -2) after a mistake on x = (-1, 2), y = -1
    click_point(window, qtbot, -1.0, 2.0)
    # The ringed example of the step: a click selects it (the ring used to swallow the click).
    assert window.edit_tool.selection == {0} and len(window.points) == 6
    assert note.text() == "Point 1 under the weights of step t = 1."
    # By hand: a = (1, -2)·(-1, 2) = -5; y·a = 5; ‖x‖² = 5; ‖w‖ = √5, so (w·x)/‖w‖ = -√5 = -2.236,
    # the projection vector (-5/5)(1, -2) = (-1, 2); no intercept: the signed distance is -2.236 too.
    assert value(window, "point") == "x = (−1, 2), y = −1"
    assert value(window, "score") == "w·x = −5"
    assert value(window, "margin") == "5  (classified right)"
    assert value(window, "norm") == "5"
    assert value(window, "projection") == "(w·x)/‖w‖ = −2.236, the vector (−1, 2)"
    assert value(window, "distance") == "(w·x + b)/‖w‖ = −2.236 (signed)"
    # On the canvas: a dotted segment from x to the boundary's nearest point x - (a/||w||^2) w = (0, 0).
    xs, ys = window.inspector.overlay.segment.getData()
    np.testing.assert_allclose([xs, ys], [[-1.0, 0.0], [2.0, 0.0]], atol=1e-12)
    assert window.inspector.overlay.text.toPlainText() == "distance −2.236"
    # Its own update (step 1): y·a from 0 to ‖x‖² = 5; not an undershoot.
    assert value(window, "update") == "step t = 1 (epoch 1): y·a 0 → 5 (+5)"
    assert not window.findChild(QLabel, "inspectorUndershoot").isVisible()
    click_point(window, qtbot, 1.0, 1.0)  # not updated yet, and w = (1, -2) misclassifies it
    assert (
        value(window, "margin") == "−1  (misclassified)"
        and value(window, "update") == "none yet (no mistake on it so far)"
    )
    # Time travel: the inspector reads the weights shown (step 0: w = 0, no direction).
    window.training.travel_to(0)
    qtbot.waitUntil(lambda: window.training.shown_step == 0, timeout=WAIT)
    assert value(window, "score") == "w·x = 0" and value(window, "projection") == "— (w = 0: no direction)"


def test_an_update_that_undershoots_is_flagged(window, qtbot):
    # With an intercept, η = 1: step 1 x = (10, 0), y = +1, a = 0: w = (10, 0), b = 1.  Step 2 x = (1, 0.1),
    # y = -1, a = 11: w = (9, -0.1), b = 0, after which a = 8.99 > 0: still wrong (note 004's undershoot).
    # y·a goes from -11 to -8.99, up by ‖x‖² + 1 = 2.01.
    load(window, [[10.0, 0.0], [1.0, 0.1]], [1, -1], qtbot)
    steps(window, qtbot, 2)
    click_point(window, qtbot, 1.0, 0.1)
    assert window.edit_tool.selection == {1}
    assert value(window, "update") == "step t = 2 (epoch 1): y·a −11 → −8.99 (+2.01)"
    undershoot = window.findChild(QLabel, "inspectorUndershoot")
    assert undershoot.isVisible()
    assert undershoot.text() == (
        "Undershoot: after its own update at step 2, y·a = −8.99 — the example is still wrong (note 004)."
    )
    click_point(window, qtbot, 10.0, 0.0)
    assert not undershoot.isVisible() and value(window, "update") == "step t = 1 (epoch 1): y·a 0 → 101 (+101)"


def test_in_presentation_mode_a_clicked_point_shows_the_inspector(window, qtbot):
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and len(window.training.trace) == 0, timeout=WAIT)
    steps(window, qtbot, 1)
    action(window, "actionPresentation").trigger()
    dock = window.findChild(QDockWidget, "inspectorDock")
    assert not dock.isVisible()
    click_point(window, qtbot, -1.0, 2.0)
    assert dock.isVisible() and value(window, "score") == "w·x = −5"
    click_point(window, qtbot, 0.0, 1.5)  # empty space: a new point, the selection cleared
    assert len(window.points) == 7
    assert not dock.isVisible()
    action(window, "actionPresentation").trigger()
    assert dock.isVisible()  # the normal layout is back
