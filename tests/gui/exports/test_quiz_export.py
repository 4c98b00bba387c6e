"""File > Export Quiz as a lecturer uses it (issue 26, item 3): the first N steps (or mistakes) of the run without
stepping it live, K versions in one export, nothing to export said before the file dialog, and the file dialog
starting in the last export folder."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QFileDialog, QRadioButton, QSpinBox

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.conftest import answer_file_dialog, answerer
from tests.gui.teaching.test_quiz import WAIT, action, open_cmu


def answer_quiz_options(count: int, mistakes: bool = False, versions: int = 1) -> QTimer:
    """Fill in the Export Quiz options as a person does (typed into the fields, a click) and press OK."""

    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or dialog.objectName() != "exportQuizDialog" or not dialog.isVisible():
            return
        for name, value in (("quizCountSpin", count), ("quizVersionsSpin", versions)):
            spin = dialog.findChild(QSpinBox, name)
            spin.setFocus()
            QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(spin, str(value))
        QTest.mouseClick(dialog.findChild(QRadioButton, "quizByMistakes" if mistakes else "quizBySteps"),
                         Qt.MouseButton.LeftButton)  # fmt: skip
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    return answerer(answer)


def file_dialogs_seen() -> tuple[QTimer, list[str]]:
    """Records the folder of every file dialog that shows (and cancels it)."""
    seen: list[str] = []

    def look():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            seen.append(dialog.directory().absolutePath())
            dialog.reject()

    return answerer(look), seen


def test_export_the_first_eight_steps_without_stepping_the_run(window, qtbot, tmp_path):
    open_cmu(window, qtbot)
    path = tmp_path / "quiz.tex"
    options, files = answer_quiz_options(8), answer_file_dialog(path)
    action(window, "actionExportQuiz").trigger()
    options.stop()
    files.stop()
    key = tmp_path / "quiz-key.tex"
    assert path.is_file() and key.is_file(), window.statusBar().toolTip()
    text = path.read_text(encoding="utf-8")
    assert text.count("\\item Step") == 8 and "your $\\mathbf{w}$ from question 7" in text
    assert window.training.state().step == 0  # computed from the engine, not stepped live
    assert "8 steps" in window.statusBar().toolTip()


def test_three_versions_of_the_first_three_mistakes_in_one_export(window, qtbot, tmp_path):
    open_cmu(window, qtbot)
    path = tmp_path / "quiz.tex"
    options, files = answer_quiz_options(3, mistakes=True, versions=3), answer_file_dialog(path)
    action(window, "actionExportQuiz").trigger()
    options.stop()
    files.stop()
    # The slide's run makes three mistakes; shuffled with seeds 1 and 2 it converges after 2 and 1.
    for latex in (path.read_text(encoding="utf-8"), (tmp_path / "quiz-key.tex").read_text(encoding="utf-8")):
        assert latex.count("\\item Step") == 3 + 2 + 1 and latex.count("Version ") >= 3
    said = window.statusBar().toolTip()
    assert "3 mistakes in 3 versions" in said
    assert "Version 2 of 3 has 2 (it converged), Version 3 of 3 has 1 (it converged)" in said


def test_nothing_to_export_is_said_before_any_file_dialog(window, qtbot, tmp_path):
    window.files.open_path(EXAMPLES / "three_gaussians.json")
    qtbot.waitUntil(lambda: len(window.training.state().classes) == 3, timeout=WAIT)
    timer, seen = file_dialogs_seen()
    action(window, "actionExportQuiz").trigger()
    qtbot.wait(300)
    timer.stop()
    assert seen == []
    assert "two classes" in window.statusBar().toolTip()
    assert list(tmp_path.iterdir()) == []


def test_the_file_dialog_starts_in_the_last_export_folder(window, qtbot, tmp_path):
    open_cmu(window, qtbot)
    folder = tmp_path / "lecture 6"
    folder.mkdir()
    action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: len(window.training.trace) == 1, timeout=WAIT)
    timer = answer_file_dialog(folder / "trace.csv")  # File > Export Trace into the lecture's folder first
    with qtbot.waitSignal(window.training.exported, timeout=WAIT):
        action(window, "actionExportTrace").trigger()
    timer.stop()
    options = answer_quiz_options(4)
    timer, seen = file_dialogs_seen()
    action(window, "actionExportQuiz").trigger()
    options.stop()
    timer.stop()
    assert seen == [str(folder)]


def test_export_quiz_chosen_from_the_file_menu_and_cancelled_asks_nothing_more_and_changes_nothing(window, qtbot):
    """The worksheets' machinery loads on this first use (not with the window); cancelled at its options, nothing
    is asked, written or stepped, and every view still shows the step shown."""
    from tests.gui.person import Person, assert_views_agree

    open_cmu(window, qtbot)
    person = Person(window, qtbot)
    person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=WAIT)
    timer, files = file_dialogs_seen()
    seen = person.through_dialog(lambda: person.choose("File", "actionExportQuiz"), "cancel")
    timer.stop()
    assert seen == ["Export quiz"] and files == []  # no file dialog after the options were cancelled
    assert window.training.state().step == 1
    assert "Exported" not in window.statusBar().toolTip()
    assert_views_agree(window, qtbot, "Export Quiz cancelled")
