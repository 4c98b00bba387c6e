"""A live-class question hides what would give its answer away, as a quiz question does (issue 43, "Left"): from
the lecturer's Ask until Reveal the projector's canvas shows no classifier (no shading, boundary or w arrow),
weight space and the loss panel are hidden, and no text in the window tells the step's outcome; the reveal brings
the picture back.  One mechanism: both set what is shown as concealed."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.gui.person import Person, open_every_dock
from tests.gui.teaching.test_quiz import WAIT, child, open_cmu
from tests.gui.teaching.test_quiz_conceals_outcome import open_and_take_5_steps, settled_texts, write_twin
from tests.gui.teaching.test_quiz_hides_answer import classifier_drawn, shaded_share


def test_the_projector_hides_the_classifier_from_ask_until_reveal(window, qtbot, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    open_cmu(window, qtbot)
    person = Person(window, qtbot)
    window.canvas.setFocus()
    for _ in range(3):
        person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 3, timeout=WAIT)
    person.choose("View", "actionWeightSpace")
    qtbot.waitUntil(lambda: window.weight_space.picture is not None, timeout=WAIT)
    qtbot.wait(200)
    assert {"shading", "boundary", "w arrow"} <= set(classifier_drawn(window))
    person.choose("Train", "actionLiveClass")
    qtbot.waitUntil(lambda: window.live_class.running, timeout=WAIT)
    status = child(window, QLabel, "statusLabel")
    assert "training errors now" in status.text()

    person.click("liveAskMistake")
    qtbot.waitUntil(lambda: classifier_drawn(window) == [], timeout=WAIT)
    qtbot.wait(200)
    assert shaded_share(window) < 0.03  # only the points' own colours
    assert window.canvas.readout().hidden
    qtbot.waitUntil(lambda: window.weight_space.picture is None, timeout=WAIT)
    assert "training errors" not in status.text() and "converged" not in status.text()
    person.press(Qt.Key.Key_Space)  # the lecturer steps before revealing: still hidden
    qtbot.waitUntil(lambda: window.training.state().step == 4, timeout=WAIT)
    qtbot.wait(300)
    assert classifier_drawn(window) == [] and window.weight_space.picture is None

    person.click("liveReveal")
    qtbot.waitUntil(lambda: {"shading", "boundary", "w arrow"} <= set(classifier_drawn(window)), timeout=WAIT)
    qtbot.waitUntil(lambda: window.weight_space.picture is not None, timeout=WAIT)
    assert "training errors now" in status.text()
    person.click("liveAskYhat")  # the next question hides it again, and stopping the class shows it
    qtbot.waitUntil(lambda: classifier_drawn(window) == [], timeout=WAIT)
    person.choose("Train", "actionLiveClass")
    qtbot.waitUntil(lambda: {"shading", "boundary", "w arrow"} <= set(classifier_drawn(window)), timeout=WAIT)


def test_no_text_tells_whether_the_step_asked_about_is_a_mistake(window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    window.resize(1400, 900)
    open_every_dock(window)
    seen = []
    for flip in (False, True):  # step 6 is no mistake in the slide's example, a mistake with its label flipped
        person = open_and_take_5_steps(window, qtbot, write_twin(tmp_path, flip))
        if not window.actions_by_name["actionLiveClass"].isChecked():
            person.choose("Train", "actionLiveClass")
            qtbot.waitUntil(lambda: window.live_class.running, timeout=WAIT)
        person.click("liveAskMistake")
        qtbot.waitUntil(lambda: "about step 6" in window.live_class.note.text(), timeout=WAIT)
        seen.append(settled_texts(window, qtbot))
        person.click("liveReveal")
    slide, flipped = seen
    assert slide == flipped, ("slide:", slide - flipped, "flipped:", flipped - slide)
    person.choose("Train", "actionLiveClass")
