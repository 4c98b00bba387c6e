"""The quiz from the keyboard (issue 26, item 2): Enter in the answer fields checks, a second Enter goes on to the
next question; Space typed into an answer field stays in the field (no step, no check)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QRadioButton

from tests.gui.person import Person
from tests.gui.test_quiz import WAIT, child, open_cmu, quiz_on, result


def test_enter_in_the_w_field_checks_and_a_second_enter_asks_the_next_question(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    person = Person(window, qtbot)
    person.focus(child(window, QRadioButton, "quizPredictPlus"))
    person.focus(child(window, QRadioButton, "quizMistakeYes"))
    w1, w2 = child(window, QLineEdit, "quizW1"), child(window, QLineEdit, "quizW2")
    person.type_into(w1, "1")
    person.type_into(w2, "-2")
    assert QApplication.focusWidget() is w2
    person.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.quiz.score.questions == 1, timeout=WAIT)
    assert "all right!" in result(window) and window.training.state().step == 1
    qtbot.wait(200)
    assert window.training.state().step == 1  # one Enter, one step: the answer stays on show
    assert "Next question" in child(window, QPushButton, "quizCheck").text()
    person.press(Qt.Key.Key_Return)  # the second Enter, wherever the focus went
    qtbot.waitUntil(lambda: "Step t = 2" in child(window, QLabel, "quizQuestion").text(), timeout=WAIT)
    assert window.training.state().step == 1 and window.quiz.score.questions == 1
    assert "Check" in child(window, QPushButton, "quizCheck").text()


def test_enter_on_a_chosen_radio_button_checks_too(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    person = Person(window, qtbot)
    person.focus(child(window, QRadioButton, "quizPredictPlus"))
    person.focus(child(window, QRadioButton, "quizMistakeNo"))
    person.press(Qt.Key.Key_Enter)  # the keypad's Enter
    qtbot.waitUntil(lambda: window.quiz.score.questions == 1, timeout=WAIT)
    assert "✗ mistake?: you said no, it is yes" in result(window)


def test_space_in_an_answer_field_types_and_takes_no_step(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    person = Person(window, qtbot)
    person.focus(child(window, QRadioButton, "quizPredictPlus"))
    person.focus(child(window, QRadioButton, "quizMistakeYes"))
    w1 = child(window, QLineEdit, "quizW1")
    person.type_into(w1, "1")
    person.press(Qt.Key.Key_Space)
    qtbot.wait(300)
    assert window.training.state().step == 0 and window.quiz.score.questions == 0
    assert QApplication.focusWidget() is w1 and w1.text().strip() == "1"
    person.type_into(child(window, QLineEdit, "quizW2"), "-2")
    person.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.quiz.score.questions == 1, timeout=WAIT)
    assert "all right!" in result(window)


def test_enter_with_an_answer_missing_says_what_and_takes_no_step(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    person = Person(window, qtbot)
    person.focus(child(window, QRadioButton, "quizPredictPlus"))
    person.press(Qt.Key.Key_Return)
    qtbot.wait(300)
    assert "Say whether this step is a mistake" in child(window, QLabel, "quizError").text()
    assert window.training.state().step == 0 and window.quiz.score.questions == 0
    assert child(window, QRadioButton, "quizPredictPlus").isChecked()
