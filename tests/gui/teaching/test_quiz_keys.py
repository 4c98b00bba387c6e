"""The quiz from the keyboard (issue 26, item 2; issue 40, item 2): Enter in the answer fields checks, a second
Enter goes on to the next question; Space in an answer field does what Enter does there (a number has no space;
Space is the lecturer's Step key)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QRadioButton

from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT, child, open_cmu, quiz_on, result


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


def test_space_in_the_w_field_checks_as_enter_does(window, qtbot):
    """Issue 40, item 2: a number has no space, and Space is the lecturer's Step (check) key everywhere else."""
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    person = Person(window, qtbot)
    person.focus(child(window, QRadioButton, "quizPredictPlus"))
    person.focus(child(window, QRadioButton, "quizMistakeYes"))
    w1, w2 = child(window, QLineEdit, "quizW1"), child(window, QLineEdit, "quizW2")
    person.type_into(w1, "1")
    person.type_into(w2, "-2")
    assert QApplication.focusWidget() is w2
    person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.quiz.score.questions == 1, timeout=WAIT)
    assert "all right!" in result(window) and window.training.state().step == 1
    assert w2.text() == "-2"  # no space typed
    qtbot.wait(200)
    assert window.training.state().step == 1  # one Space, one check: the verdict stays on show
    person.press(Qt.Key.Key_Space)  # the second Space asks the next question, as a second Enter does
    qtbot.waitUntil(lambda: "Step t = 2" in child(window, QLabel, "quizQuestion").text(), timeout=WAIT)
    assert window.training.state().step == 1 and window.quiz.score.questions == 1


def test_space_in_the_w_field_with_a_bad_number_says_what_and_takes_no_step(window, qtbot):
    open_cmu(window, qtbot)
    quiz_on(window, qtbot)
    person = Person(window, qtbot)
    person.focus(child(window, QRadioButton, "quizPredictPlus"))
    person.focus(child(window, QRadioButton, "quizMistakeYes"))
    w1 = child(window, QLineEdit, "quizW1")
    person.type_into(w1, "1x")
    person.press(Qt.Key.Key_Space)
    qtbot.wait(300)
    assert window.training.state().step == 0 and window.quiz.score.questions == 0
    assert w1.text() == "1x" and QApplication.focusWidget() is w1
    assert child(window, QLabel, "quizError").text()  # says what is wrong, as Enter does


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
