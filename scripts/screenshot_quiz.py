"""Render the README screenshots of the quiz and the point inspector, normal and in presentation mode.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_quiz.py [OUT_DIR]

Writes quiz.png and quiz-presentation.png (the CMU example in quiz mode: step 2 answered wrong,
step 3's answer filled in with the new w on the orange arrow) and inspector.png and
inspector-presentation.png (note 004's undershoot example after its second update, the updated
point clicked) to OUT_DIR (default: docs/).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from scripts.screenshot import open_window, settle, wait_for  # noqa: E402

NORMAL = (1280, 800)
PROJECTOR = (1024, 768)


def answer(app: QApplication, window, prediction: int, mistake: bool, w: tuple[float, float] | None) -> None:
    """Fill in the quiz panel and check, as a student does; wait for the verdict."""
    quiz = window.quiz
    if quiz.revealed:  # the last verdict is on show: on to the next question first
        quiz.next_question()
        wait_for(app, lambda: quiz.asking)
    asked = quiz.score.questions
    quiz.predict_buttons[prediction].setChecked(True)
    (quiz.mistake_yes if mistake else quiz.mistake_no).setChecked(True)
    if w is not None:
        quiz.set_guess(w)
    quiz.check()
    wait_for(app, lambda: quiz.score.questions == asked + 1)
    settle(app)


def shoot(app: QApplication, window, path: Path, size: tuple[int, int]) -> None:
    # presenting goes full screen, and the offscreen screen is 800x800: the projector's size is set instead
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowFullScreen)
    window.resize(*size)
    window.statusBar().clearMessage()  # "Opened …" would show this machine's path
    settle(app, 0.6)
    window.grab().save(str(path))
    print(f"wrote {path}")


def quiz_views(app: QApplication, window, out: Path) -> None:
    from perceptron_gui.document.resources import EXAMPLES

    window.files.open_path(EXAMPLES / "cmu_trace.json")
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == 0)
    window.actions_by_name["actionQuiz"].trigger()
    wait_for(app, lambda: window.quiz.question is not None)
    answer(app, window, 1, True, (1.0, -2.0))
    answer(app, window, 1, True, (2.0, -2.0))  # step 2 is no mistake: scored wrong
    quiz = window.quiz
    quiz.next_question()  # step 3 asked: the classifier is hidden until the answer is checked
    wait_for(app, lambda: quiz.asking)
    quiz.predict_buttons[-1].setChecked(True)
    quiz.mistake_yes.setChecked(True)
    quiz.set_guess((2.0, -1.0))
    settle(app)
    shoot(app, window, out / "quiz.png", NORMAL)
    window.presentation.set_on(True)
    shoot(app, window, out / "quiz-presentation.png", PROJECTOR)
    window.presentation.set_on(False)
    window.actions_by_name["actionQuiz"].trigger()


def inspector_views(app: QApplication, window, out: Path) -> None:
    from perceptron_gui.document.resources import EXAMPLES

    window.files.open_path(EXAMPLES / "note004_undershoot.json")
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == 0)
    for _ in range(2):
        window.training.step()
    wait_for(app, lambda: window.training.trace is not None and len(window.training.trace) == 2)
    window.canvas.getPlotItem().getViewBox().setRange(xRange=(-1.0, 3.5), yRange=(-1.5, 2.0), padding=0)
    settle(app)
    window.edit_tool.click(QPointF(1.0, 1.0), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    wait_for(app, lambda: window.inspector.report is not None)
    shoot(app, window, out / "inspector.png", NORMAL)
    window.presentation.set_on(True)
    window.edit_tool.click(QPointF(1.0, 1.0), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    shoot(app, window, out / "inspector-presentation.png", PROJECTOR)
    window.presentation.set_on(False)


def main(argv: list[str]) -> int:
    from perceptron_gui.work import fast_loops

    out, app, window = open_window(argv, NORMAL)
    loops = fast_loops.loader()
    wait_for(app, lambda: loops.finished)  # the status bar's "Loading the fast loops" is not what the README shows
    quiz_views(app, window, out)
    inspector_views(app, window, out)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
