"""Words for every picture (issue 44, goal 2): each step's outcome is said to assistive technology, View > Describe
says what the canvas shows, and every focusable control and dock has an accessible name.

The expected numbers are the lecture's (CMU 10-301/601 lecture 6's trace: predict + iff w·x ≥ 0, w₁ = 0), worked
out here from the example's points with the rule written out, not with the code under test.
"""

import json
import time

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QPlainTextEdit, QTabBar, QWidget

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.person import Person, open_every_dock
from tests.gui.teaching.test_quiz import WAIT, child, open_cmu, quiz_on
from tests.gui.teaching.test_quiz_hides_answer import check_with_the_button

SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def num(v: float) -> str:
    return str(int(v)).replace("-", "−")


def vec(v) -> str:
    return "(" + ", ".join(num(c) for c in v) + ")"


def sign(v: int) -> str:
    return "+1" if v > 0 else "−1"


def lecture_steps(steps: int) -> list[tuple[str, np.ndarray]]:
    """The CMU trace worked by hand: for each step the sentence to hear and w after it."""
    document = json.loads((EXAMPLES / "cmu_trace.json").read_text())
    X = np.array([p[:2] for p in document["points"]], dtype=float)
    y = np.array([p[2] for p in document["points"]], dtype=int)
    w = np.zeros(2)
    said = []
    for t in range(1, steps + 1):
        i = (t - 1) % len(X)
        score = float(w @ X[i])
        guess = 1 if score >= 0 else -1  # the slide's rule: predict + iff w·x ≥ 0
        mistake = guess != y[i]
        if mistake:
            w = w + y[i] * X[i]
        outcome = f"a mistake. w becomes {vec(w)}." if mistake else f"correct. w stays {vec(w)}."
        head = f"Step {t}: x{str(i + 1).translate(SUB)} = {vec(X[i])}, y = {sign(y[i])}, score {num(score)}"
        said.append((f"{head}, ŷ = {sign(guess)}: {outcome}", w.copy()))
    return said


def open_cmu_as_a_person(window, qtbot) -> Person:
    open_cmu(window, qtbot)  # File > Examples > the CMU trace
    live = child(window, QLabel, "stepAnnouncement")
    seen = ["", time.monotonic()]

    def said_and_quiet() -> bool:  # the opened example's step 0 said, nothing more for 0.4 s (a loaded machine)
        if live.text() != seen[0]:
            seen[:] = [live.text(), time.monotonic()]
            return False
        return bool(seen[0]) and time.monotonic() - seen[1] > 0.4

    qtbot.waitUntil(said_and_quiet, timeout=WAIT)
    return Person(window, qtbot)


def step_by_button(window, person, qtbot, heard: list[str], times: int) -> None:
    for _ in range(times):
        before = len(heard)
        target = window.training.state().step + 1
        person.click_button("actionStep")
        qtbot.waitUntil(lambda t=target: window.training.state().step == t, timeout=WAIT)
        qtbot.waitUntil(lambda n=before: len(heard) > n, timeout=WAIT)


def accessible_name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_each_step_is_announced_with_the_lectures_numbers(window, qtbot):
    person = open_cmu_as_a_person(window, qtbot)
    heard: list[str] = []
    window.description.announced.connect(heard.append)
    step_by_button(window, person, qtbot, heard, 6)
    expected = lecture_steps(6)
    assert heard == [sentence for sentence, _ in expected]
    # the slide's table: mistakes at steps 1, 3 and 5, and w = (3, 1) at the end
    assert [k + 1 for k, (s, _) in enumerate(expected) if "mistake" in s] == [1, 3, 5]
    assert expected[-1][1].tolist() == [3.0, 1.0]
    live = child(window, QLabel, "stepAnnouncement")  # the live status a screen reader reads, by its name
    assert accessible_name(live) == heard[-1]
    assert QAccessible.queryAccessibleInterface(live).text(QAccessible.Text.Description)


def test_an_open_quiz_question_is_announced_without_its_answer(window, qtbot):
    person = open_cmu_as_a_person(window, qtbot)
    heard: list[str] = []
    window.description.announced.connect(heard.append)
    step_by_button(window, person, qtbot, heard, 3)  # w = (2, -1): step 4 is x₄ = (-1, 0), score -2
    quiz_on(window, qtbot)
    qtbot.waitUntil(lambda: "question" in heard[-1], timeout=WAIT)
    question = heard[-1]
    assert "step 4" in question
    for answer in ("(2, −1)", "−2", "score", "mistake", "correct", "ŷ"):
        assert answer not in question, (answer, question)
    window.findChild(QAction, "actionDescribe").trigger()  # Ctrl+D
    text = child(window, QPlainTextEdit, "describeText").toPlainText()
    assert "(2, −1)" not in text and "Boundary" not in text and "hidden" in text
    check_with_the_button(window, qtbot, "quizPredictMinus", mistake=False)
    sentence, _ = lecture_steps(4)[-1]
    qtbot.waitUntil(lambda: heard[-1] == sentence, timeout=WAIT)
    assert [s for s in heard if "question" in s] == [question]  # the step Check took was not said as a question


def wrong_side(w: np.ndarray) -> int:
    """How many of the example's points the slide's rule gets wrong with w (through the origin)."""
    document = json.loads((EXAMPLES / "cmu_trace.json").read_text())
    X = np.array([p[:2] for p in document["points"]], dtype=float)
    y = np.array([p[2] for p in document["points"]], dtype=int)
    return int(np.sum(np.where(X @ w >= 0, 1, -1) != y))


def test_describe_says_what_the_canvas_shows_and_follows_time_travel(window, qtbot):
    person = open_cmu_as_a_person(window, qtbot)
    heard: list[str] = []
    window.description.announced.connect(heard.append)
    step_by_button(window, person, qtbot, heard, 6)
    person.choose("View", "actionDescribe")
    dock = child(window, QDockWidget, "describeDock")
    text = child(window, QPlainTextEdit, "describeText")
    qtbot.waitUntil(dock.isVisible)
    assert text.hasFocus()  # the reader lands in the description
    latest = text.toPlainText()
    assert "Boundary: 3·x₁ + x₂ = 0." in latest
    assert "w = (3, 1)." in latest
    assert f"{wrong_side(np.array([3.0, 1.0]))} of the 6 points are on the wrong side" in latest
    assert "(class 1)" in latest and "(class −1)" in latest and "Points on the line count as +1." in latest
    steps = lecture_steps(6)  # step 6 was no mistake: the last update was step 5's
    w4, w5 = steps[3][1], steps[4][1]
    assert (
        f"The last step changed nothing. Last update, at step 5: η·y·x = {vec(w5 - w4)}, w from {vec(w4)} to "
        f"{vec(w5)}." in latest
    )

    person.click_row(2)  # the trace table's row of step 3: time travel
    qtbot.waitUntil(lambda: window.training.shown_step == 3, timeout=WAIT)
    w3 = lecture_steps(3)[-1][1]
    assert w3.tolist() == [2.0, -1.0]
    qtbot.waitUntil(lambda: "Boundary: 2·x₁ − x₂ = 0." in text.toPlainText(), timeout=WAIT)
    past = text.toPlainText()
    assert past.startswith("Time travel, step 3 of 6. " + lecture_steps(3)[-1][0])
    assert f"{wrong_side(w3)} of the 6 points is on the wrong side" in past  # one: x₅ = (-1, -2) scores 0, ŷ = +1
    assert "Last update: η·y·x = (1, 1), w from (1, −2) to (2, −1)." in past
    assert "down and to the right" in past  # w = (2, -1)
    qtbot.waitUntil(lambda: heard[-1] == past.splitlines()[0], timeout=WAIT)  # the travel was announced too

    person.press(Qt.Key.Key_End)  # Back to Latest
    qtbot.waitUntil(lambda: "Boundary: 3·x₁ + x₂ = 0." in text.toPlainText(), timeout=WAIT)


def description(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def missing_names(window) -> list[str]:
    """Every focusable control of the window without an accessible name, every dock without a name or a described
    panel (Qt's interface of a dock has its title and no description), every menu or menu entry without a name.
    Labels are not controls: their name is their text, whatever it is now; a tab bar without tabs is an empty
    strip Qt has replaced (it goes at the next layout), with nothing to reach."""
    missing = []
    for widget in window.findChildren(QWidget):
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or isinstance(widget, QLabel):
            continue
        if isinstance(widget, QTabBar) and widget.count() == 0:
            continue
        if not accessible_name(widget).strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r} in {widget.parent().objectName()!r}")
    for dock in window.findChildren(QDockWidget):
        if not accessible_name(dock).strip() or not description(dock.widget()).strip():
            missing.append(f"dock {dock.objectName()}")
    for menu in window.findChildren(QMenu):
        face = QAccessible.queryAccessibleInterface(menu)
        if not face.text(QAccessible.Text.Name).strip():
            missing.append(f"menu {menu.title()!r}")
        entries = [face.child(k) for k in range(face.childCount())]
        unnamed = [e for e in entries if e.role() != QAccessible.Role.Separator and not e.text(QAccessible.Text.Name)]
        if unnamed:
            missing.append(f"{len(unnamed)} entries of the menu {menu.title()!r}")
    return missing


def test_every_focusable_control_and_dock_has_an_accessible_name(window, qtbot):
    open_cmu_as_a_person(window, qtbot)
    window.set_quiz_mode(True)
    window.docks.set_loss_panel(True)
    window.docks.set_weight_space(True)
    window.manual_model.set_on(True)
    open_every_dock(window)  # the Describe dock too
    qtbot.wait(300)  # the docks' plots are built as they first show
    assert missing_names(window) == []
    for name in ("describeDock", "traceDock", "controlsDock"):  # docks and major controls say what they are for
        assert len(description(child(window, QDockWidget, name).widget())) > 20, name
    for name in ("speedSlider", "canvas", "timelineSlider", "traceTable", "pointsTable", "algorithmCombo"):
        assert description(child(window, QWidget, name)), name
