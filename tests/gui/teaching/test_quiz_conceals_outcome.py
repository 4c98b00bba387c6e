"""While a quiz question is open nothing in the window tells its outcome (issue 40, item 1): the status line (and
its presentation form), the title, every dock's text and every tooltip read the same whether the step asked about
is a mistake or not.  The check: two copies of the CMU example (note 002) that differ only in the label of the
example asked at step 6 have the same past (steps 1-5), so a question at step 6 is a mistake in one and not in the
other; every text the window shows outside the question itself and the data (the points table) must be equal."""

import json
from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QLabel, QLineEdit, QWidget

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import answer_file_dialog
from tests.gui.person import Person, open_every_dock
from tests.gui.teaching.test_quiz import WAIT, child, result
from tests.gui.teaching.test_quiz_hides_answer import check_with_the_button


def write_twin(tmp_path, flip_sixth: bool):
    """The CMU example saved as cmu.json (both copies at the same path, so that every message names the same
    file); ``flip_sixth``: the 6th example's label flipped."""
    document = json.loads((EXAMPLES / "cmu_trace.json").read_text())
    if flip_sixth:
        document["points"][5][2] = -document["points"][5][2]
    path = tmp_path / "cmu.json"
    path.write_text(json.dumps(document))
    return path


def visible_texts(window) -> Counter:
    """Every text the window shows, as (widget kind and name, text): labels, buttons, fields, dock titles,
    tooltips and the title; not the quiz's or the live class's own (the question, its counts), nor the points
    table's and the theorem panel's (the data, and its radius, margin and separability, in which the twins differ)."""
    docks = (window.findChild(QDockWidget, name) for name in ("pointsDock", "theoryDock", "liveClassDock"))
    skip = [window.quiz, *(dock for dock in docks if dock is not None)]
    texts = Counter({("title", window.windowTitle()): 1})
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or any(s is widget or s.isAncestorOf(widget) for s in skip):
            continue
        name = f"{type(widget).__name__} {widget.objectName()}"
        if widget.toolTip():
            texts[name + " tooltip", widget.toolTip()] += 1
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            texts[name, widget.text()] += 1
        if isinstance(widget, QDockWidget):
            texts[name, widget.windowTitle()] += 1
    return texts


def settled_texts(window, qtbot) -> Counter:
    """:func:`visible_texts` once the views have settled (two reads 300 ms apart agree): they redraw on throttled
    timers, later on a loaded machine."""
    texts = visible_texts(window)
    for _ in range(30):
        qtbot.wait(300)
        again = visible_texts(window)
        if again == texts:
            return texts
        texts = again
    raise AssertionError("the window's texts kept changing for 9 s")


def passing_message(window) -> str:
    """The status bar's passing message and its tooltip (whether one still shows is a matter of timing)."""
    return window.statusBar().currentMessage() + window.statusBar().toolTip()


def open_and_take_5_steps(window, qtbot, path) -> Person:
    """Open ``path`` with File > Open and take steps 1-5 with Space."""
    person = Person(window, qtbot)
    answer_file_dialog(path)
    person.choose("File", "actionOpen")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("cmu.json"), timeout=WAIT)
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().step == 0, timeout=WAIT)
    window.canvas.setFocus()
    for _ in range(5):
        person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.state().step == 5, timeout=WAIT)
    return person


def question_at_step_6(window, qtbot, path) -> Person:
    """Open ``path``, take steps 1-5, then turn Quiz Mode on: it asks about step 6."""
    person = open_and_take_5_steps(window, qtbot, path)
    person.choose("Train", "actionQuiz")
    qtbot.waitUntil(lambda: "Step t = 6" in child(window, QLabel, "quizQuestion").text(), timeout=WAIT)
    qtbot.wait(500)  # the views redraw on throttled timers
    return person


def test_nothing_outside_the_question_says_whether_the_step_asked_is_a_mistake(window, qtbot, tmp_path):
    window.resize(1400, 900)
    open_every_dock(window)
    seen, messages = {}, []
    status, loss_note = child(window, QLabel, "statusLabel"), child(window, QLabel, "lossGradientNote")
    for flip in (False, True):
        person = question_at_step_6(window, qtbot, write_twin(tmp_path, flip))
        assert "w = (3, 1)" in child(window, QLabel, "quizQuestion").text()  # the same past: w after step 5
        seen[flip, "window"] = settled_texts(window, qtbot)
        messages.append(passing_message(window))
        person.choose("View", "actionPresentation")
        qtbot.waitUntil(lambda: window.presentation.on, timeout=WAIT)
        seen[flip, "presenting"] = settled_texts(window, qtbot)
        messages.append(passing_message(window))
        person.press(Qt.Key.Key_F5)
        qtbot.waitUntil(lambda: not window.presentation.on, timeout=WAIT)
        # The outcomes differ: x6 = (1, -1) scores 3 - 1 = 2 > 0: right for y = +1, a mistake for y = -1.
        check_with_the_button(window, qtbot, "quizPredictPlus", mistake=flip)
        assert ("✓ mistake? = yes" if flip else "✓ mistake? = no") in result(window)
        qtbot.waitUntil(lambda: "training errors now" in status.text(), timeout=WAIT)  # back with the verdict
        qtbot.waitUntil(lambda: "are mistakes" in loss_note.text(), timeout=WAIT)
        person.choose("Train", "actionQuiz")  # off: Space steps again for the next copy
    for message in messages:
        assert "error" not in message and "converged" not in message, message
    for mode in ("window", "presenting"):
        slide, flipped = seen[False, mode], seen[True, mode]
        assert slide == flipped, (mode, "slide:", slide - flipped, "flipped:", flipped - slide)
    line = next(text for (name, text) in seen[False, "window"] if name.endswith("statusLabel"))
    assert "t = 5" in line and "mistakes 3" in line  # the step shown and its past stay on the line


def test_the_learning_curves_hide_while_a_question_is_open(window, qtbot):
    """The CMU run converges in epoch 2 (no mistake in it): at the question about step 13 a curve at 0 for epoch 2
    would say "no mistake" before anyone answers. The curves are hidden, with a note, until the answer is checked."""
    from PySide6.QtGui import QAction

    from tests.gui.teaching.test_quiz import open_cmu, quiz_on

    open_cmu(window, qtbot)
    for _ in range(2):
        window.findChild(QAction, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 12, timeout=WAIT)
    window.findChild(QDockWidget, "curvesDock").raise_()
    window.curves.set_on_screen(True)

    def drawn_epochs() -> int:
        return max(
            len(item.getData()[0] if item.getData()[0] is not None else ())
            for item in window.curves.plot.items.values()
        )

    qtbot.waitUntil(lambda: drawn_epochs() == 2, timeout=WAIT)  # mistakes 3 in epoch 1, 0 in epoch 2: drawn
    quiz_on(window, qtbot)
    qtbot.waitUntil(lambda: drawn_epochs() == 0, timeout=WAIT)
    note = window.findChild(QLabel, "curvesNote")
    assert note.isVisible() and "Question open" in note.text()
    check_with_the_button(window, qtbot, "quizPredictPlus", mistake=False)  # step 13: w·x ≥ 0, no mistake
    qtbot.waitUntil(lambda: drawn_epochs() == 2, timeout=WAIT)
    assert "Question open" not in note.text()


def test_every_dock_hides_the_answer_before_the_window_paints_again(window, qtbot):
    """The question about step 13 opens: in the same turn of the event loop (before the window paints again) the
    learning curves (epoch 2 without a mistake), the weight-space plane (w among the examples' lines) and the
    canvas hide what would tell the answer.  A dock that hid it only at its next redraw a tenth or a quarter of a
    second later would show the answer for that long."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction

    from tests.gui.teaching.test_quiz import open_cmu, quiz_on

    window.resize(1400, 900)
    open_cmu(window, qtbot)
    open_every_dock(window)
    for _ in range(2):
        window.findChild(QAction, "actionStepEpoch").trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 12, timeout=WAIT)

    def drawn_epochs() -> int:
        return max(
            len(item.getData()[0] if item.getData()[0] is not None else ())
            for item in window.curves.plot.items.values()
        )

    qtbot.waitUntil(lambda: drawn_epochs() == 2 and window.weight_space.readout().w is not None, timeout=WAIT)
    seen = []

    def look() -> None:
        space = window.weight_space
        seen.append(
            {"curves": drawn_epochs(), "plane": space.plot.isVisible(), "w": space.readout().w,
             "canvas hidden": window.canvas.readout().hidden}
        )  # fmt: skip

    window.quiz.asking_changed.connect(lambda asking: asking and QTimer.singleShot(0, look))
    quiz_on(window, qtbot)
    qtbot.waitUntil(lambda: bool(seen), timeout=WAIT)
    assert seen[0] == {"curves": 0, "plane": False, "w": None, "canvas hidden": True}
