"""The trace table, the points table, the quiz panel and the Export Lesson dialog in the class's own language
(issue 44, goal 4): their headers, buttons, labels and question read from the widgets under Spanish and the
pseudo-locale, and at 1024x768 no button, box or one-line label of theirs is narrower than its text."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QLabel,
    QWidget,
)

from tests.gui.access.test_languages import is_pseudo
from tests.gui.conftest import close_discarding
from tests.gui.person import Person

pytestmark = pytest.mark.gui
FILE_MENU = {"es": "Archivo", "pseudo": "[Fîļé]"}
FORMAT_NAMES = {"CSV…", "LaTeX…"}  # the file formats keep their names


@pytest.fixture(params=["es", "pseudo"])
def window_in(request, qtbot, monkeypatch):
    """The main window at 1024x768, started in a language, with 3 steps taken and the quiz mode on."""
    monkeypatch.setenv("PERCEPTRON_LANGUAGE", request.param)
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.training.state() is not None)
    person = Person(window, qtbot)
    for _ in range(3):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 3 and window.trace_panel.model.rowCount() == 3)
    window.actions_by_name["actionQuiz"].trigger()
    qtbot.waitUntil(lambda: window.quiz.question is not None)
    yield request.param, window
    close_discarding(window)


def texts_of(widget: QWidget) -> dict[str, str]:
    """objectName (or class) -> the text each button, box, group and label of ``widget`` shows, and its form's
    row labels."""
    found = {}
    for child in widget.findChildren(QWidget):
        if isinstance(child, QAbstractButton | QLabel) and child.text():
            found[child.objectName() or f"{type(child).__name__}:{child.text()}"] = child.text()
        elif isinstance(child, QGroupBox):
            found[child.objectName() or f"group:{child.title()}"] = child.title()
    return found


def headers(model) -> list[str]:
    return [str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
            for c in range(model.columnCount())]  # fmt: skip


def clipped(widget: QWidget) -> list[str]:
    """The visible buttons, boxes and one-line labels of ``widget`` narrower than their text needs."""
    found = []
    for child in widget.findChildren(QAbstractButton) + widget.findChildren(QLabel):
        if not child.isVisible() or not child.text() or (isinstance(child, QLabel) and child.wordWrap()):
            continue
        if child.width() < child.minimumSizeHint().width() or child.width() < child.sizeHint().width() - 2:
            found.append(f"{child.objectName() or child.text()!r}: {child.width()} < {child.sizeHint().width()} px")
    return found


def show_dock(window, name: str) -> QDockWidget:
    dock = window.findChild(QDockWidget, name)
    dock.show()
    dock.raise_()
    QApplication.processEvents()
    return dock


def test_the_trace_points_quiz_panels_and_a_dialog_speak_the_language_and_fit_1024x768(window_in, qtbot):
    language, window = window_in
    trace = window.trace_panel
    points = window.points_panel
    quiz = window.quiz
    trace_heads, point_heads = headers(trace.model), headers(points.model)
    quiz_texts = {**texts_of(quiz), "question": quiz.question_label.text(), "rule": quiz.rule_label.text()}
    if language == "es":
        spanish = {"epoch": "época", "mistake?": "¿error?", "w after": "w después", "b after": "b después"}
        assert trace_heads == [spanish.get(c, c) for c in trace.model.columns]  # the notation (x₁, w·x, ŷ) kept
        assert {"época", "¿error?", "w después"} <= set(trace_heads)
        assert trace.mistakes_only.text() == "Solo errores"
        assert trace.latest.text() == "Último"
        assert point_heads == ["x₁", "x₂", "etiqueta"]
        buttons = {b.objectName(): b.text() for b in points.findChildren(QAbstractButton) if b.objectName()}
        assert buttons["pointsAdd"] == "Añadir"
        assert buttons["pointsDelete"] == "Borrar"
        assert buttons["pointsDocumentOrder"] == "Orden del documento"
        assert quiz.check_button.text() == "Comprobar (Intro)"
        assert quiz.mistake_yes.text() == "sí" and quiz.predict_buttons[0].text() == "0 (ninguna clase)"
        assert quiz_texts["question"].startswith("<b>Paso t = 4</b> (época 1): w = ")
        assert "(marcado con un círculo en el lienzo)" in quiz_texts["question"]
        assert re.fullmatch(r"ŷ = .*\(nota 00\d\); ante un error w ← w \+ .*", quiz_texts["rule"]), quiz_texts["rule"]
        form = quiz.findChild(QFormLayout)
        rows = [form.itemAt(r, QFormLayout.ItemRole.LabelRole) for r in range(form.rowCount())]
        assert "¿error?" in [row.widget().text() for row in rows if row is not None and row.widget() is not None]
        assert window.canvas.drawing().note == "Pregunta abierta: oculto hasta comprobar la respuesta"
    else:
        for english, shown in (("epoch", trace_heads[1]), ("mistake?", trace_heads[7]), ("w after", trace_heads[8]),
                               ("label", point_heads[2])):  # fmt: skip
            assert is_pseudo(shown, english), shown
        plain = {name: text for part in (trace, points, quiz, window.theory) for name, text in texts_of(part).items()
                 if re.search(r"[A-Za-z]{2,}", re.sub(r"<[^>]*>|&\w+;", "", text)) and "[" not in text
                 and text not in FORMAT_NAMES}  # fmt: skip
        assert plain == {}, "texts that bypass translation"
        assert "[" in quiz_texts["question"] and "[" in quiz_texts["rule"]
        assert is_pseudo(window.canvas.drawing().note, "Question open: hidden until the answer is checked")

    for name in ("traceDock", "pointsDock", "quizDock", "theoryDock"):
        dock = show_dock(window, name)
        qtbot.wait(50)
        assert clipped(dock) == [], name
    # the theorem's panel once its solver has answered (it solves when shown): its verdict and proof in words too
    theory = window.theory
    qtbot.waitUntil(lambda: theory.result is not None or bool(theory.problem), timeout=30_000)
    qtbot.wait(300)  # the proof's refresh
    said = {name: label.text() for name, label in theory.fields.items()}
    if language == "es":
        assert said["separable"].startswith(("sí", "no", "desconocido")), said
        assert "hasta ahora" in said["bound"], said
    else:
        assert said["separable"].startswith("[") and "[" in said["bound"], said

    # a dialog: File > Export Lesson, read while it is open
    seen: dict[str, object] = {}

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "exportLessonDialog" or seen:
            return
        seen.update(texts_of(dialog))
        seen["clipped"] = clipped(dialog)
        seen["boxes"] = [box.text() for box in dialog.findChildren(QCheckBox)]
        dialog.reject()

    timer = QTimer()
    timer.timeout.connect(read)
    timer.start(20)
    try:
        Person(window, qtbot).choose(FILE_MENU[language], "actionExportLesson")
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    finally:
        timer.stop()
    assert seen["clipped"] == []
    if language == "es":
        assert "Fijar η" in seen["boxes"]
        assert "Ocultar la frontera hasta que el estudiante haya respondido" in seen["boxes"]
    else:
        assert all(text.startswith("[") for text in seen["boxes"]), seen["boxes"]


def test_describe_says_the_picture_in_spanish_and_again_in_german_after_a_switch(window, qtbot):
    """View > Describe under Spanish, then Preferences switches to German: the panel's text and the step's sentence
    are said again in German (the notation and the numbers as they were)."""
    from PySide6.QtWidgets import QPlainTextEdit

    window.preferences.set_language("es")
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() == "Paso")
    person = Person(window, qtbot)
    for _ in range(3):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 3)
    person.choose("Ver", "actionDescribe")
    text = window.findChild(QPlainTextEdit, "describeText")
    qtbot.waitUntil(lambda: text.toPlainText().startswith("Paso 3: x"))
    spanish = text.toPlainText()
    assert "\nFrontera: " in spanish and "en el lado equivocado (errores de entrenamiento ahora)" in spanish
    assert re.search(r"w apunta (hacia|recto)", spanish), spanish
    equation = re.search(r"Frontera: (.*)\.", spanish).group(1)
    qtbot.waitUntil(lambda: window.description.sentence.text().startswith("Paso 3: x"))

    window.preferences.set_language("de")
    qtbot.waitUntil(lambda: text.toPlainText().startswith("Schritt 3: x"))
    german = text.toPlainText()
    assert f"\nGrenze: {equation}." in german and "auf der falschen Seite (Trainingsfehler jetzt)" in german
    assert window.description.sentence.text().startswith("Schritt 3: x")
    assert window.training.state().step == 3


def test_the_quiz_worksheet_and_its_key_have_spanish_headings(window, qtbot, tmp_path):
    """File > Export Quiz under Spanish: the options dialog in Spanish, the worksheet's title and name line, its
    rules and questions and the key's heading and answers in Spanish (the LaTeX notation as it is)."""
    from PySide6.QtWidgets import QRadioButton

    from tests.gui.conftest import answer_file_dialog
    from tests.gui.exports.test_quiz_export import answer_quiz_options
    from tests.gui.teaching.test_quiz import open_cmu

    window.preferences.set_language("es")
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() == "Paso")
    open_cmu(window, qtbot)
    path = tmp_path / "quiz.tex"
    words: list[str] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog.objectName() == "exportQuizDialog" and not words:
            words.extend(box.text() for box in dialog.findChildren(QRadioButton))

    reader = QTimer()
    reader.timeout.connect(read)
    reader.start(10)
    options, files = answer_quiz_options(3), answer_file_dialog(path)
    try:
        window.actions_by_name["actionExportQuiz"].trigger()
    finally:
        for timer in (reader, options, files):
            timer.stop()
    assert words == ["pasos", "errores"]
    sheet = path.read_text(encoding="utf-8")
    key = (tmp_path / "quiz-key.tex").read_text(encoding="utf-8")
    assert "\\section*{Cuestionario del perceptrón}" in sheet
    assert "Nombre: \\underline{\\hspace{6cm}}" in sheet
    assert "\\section*{Cuestionario del perceptrón --- clave de respuestas}" in key
    assert "Cada pregunta da un ejemplo $(\\mathbf{x}, y)$ y los pesos vigentes antes de su paso" in sheet
    assert "\\item Paso $t = 2$ (época 1, ejemplo 2): tu $\\mathbf{w}$ de la pregunta 1, $\\mathbf{x} = " in sheet
    assert sheet.count("¿error? sí / no") == 3 and sheet.count("(en un error)") == 3
    assert "(los pesos de la pregunta 1)" in key and "¿error? \\textbf{" in key
    assert "Step" not in sheet and "mistake?" not in key


def test_presentation_modes_current_step_titles_its_cells_in_the_language(window, qtbot):
    """Looked at in Spanish: View > Presentation Mode's large row titled its cells "epoch", "mistake?", "w after" and
    "b after" in English, beside the trace table's Spanish headers.  Its titles are the table's, in the language."""
    window.preferences.set_language("es")
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() == "Paso")
    person = Person(window, qtbot)
    for _ in range(2):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 2)
    person.choose("Ver", "actionPresentation")
    row = window.presenter.row
    qtbot.waitUntil(lambda: row.readout().row == 2)
    titles = [title for title, _ in row.readout().texts[1:]]
    assert {"época", "¿error?", "w después", "b después"} <= set(titles), titles
    assert titles == headers(window.trace_panel.model)
    window.preferences.set_language("de")  # a switch while it is shown says them again
    qtbot.waitUntil(lambda: "Epoche" in [title for title, _ in row.readout().texts[1:]])
    person.choose("Ansicht", "actionPresentation")
