"""A symbolic link that points to itself (issue 41, item 4 of its list): File > Save As and File > Export Quiz onto
it save over the link, as the previous round did, instead of an unexpected ``RuntimeError: Symlink loop``."""

from __future__ import annotations

import os

from core.files.document_json import load_document
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.conftest import answer_file_dialog
from tests.gui.exports.test_quiz_export import answer_quiz_options
from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT, open_cmu


def unexpected() -> list[str]:
    return [w.text() for w in top_level_widgets() if w.objectName() == "unexpectedErrorDialog"]


def test_save_as_onto_a_link_to_itself_saves_over_it(window, qtbot, tmp_path):
    link = tmp_path / "loop.json"
    os.symlink(link.name, link)
    files = answer_file_dialog(link)
    Person(window, qtbot).choose("File", "actionSaveAs")
    qtbot.waitUntil(lambda: window.document.path == link or bool(unexpected()), timeout=10_000)
    files.stop()
    assert not unexpected(), unexpected()
    assert link.is_file() and not link.is_symlink()
    assert len(load_document(link).points) == len(window.points.points)
    assert not window.document.dirty and "loop.json" in window.windowTitle()


def test_export_quiz_onto_a_link_to_itself_writes_the_worksheet(window, qtbot, tmp_path):
    open_cmu(window, qtbot)
    link = tmp_path / "quiz.tex"
    os.symlink(link.name, link)
    options, files = answer_quiz_options(4), answer_file_dialog(link)
    Person(window, qtbot).choose("File", "actionExportQuiz")
    qtbot.waitUntil(lambda: "quiz" in window.statusBar().toolTip() or bool(unexpected()), timeout=WAIT)
    options.stop()
    files.stop()
    assert not unexpected(), unexpected()
    assert link.is_file() and not link.is_symlink(), window.statusBar().toolTip()
    assert link.read_text(encoding="utf-8").count("\\item Step") == 4
    assert (tmp_path / "quiz-key.tex").is_file()
