"""core's sentences that the window shows as they are, and the last sentences built outside the views, in the class's
own language (issue 44, goal 4), as a user meets them under Spanish: the error after opening a bad file through
File > Open, the Draw a Classifier readouts and the note after b + 1, Choose Features' class choices, why a run
stopped (converged, paused), Export Model's message, Pin Boundary's message, Export Animation refused, the
examples' titles and the accessible names a screen reader says."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QMessageBox, QPushButton

from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.access.test_languages_messages import read_modal, spanish  # noqa: F401 -- the fixture
from tests.gui.conftest import answer_file_dialog, answer_unsaved_changes, load
from tests.gui.person import Person

pytestmark = pytest.mark.gui


def error_dialog(qtbot) -> QMessageBox:
    """The error dialog on screen (waited for)."""

    def shown() -> list[QMessageBox]:
        found = [w for w in top_level_widgets() if isinstance(w, QMessageBox) and w.objectName() == "errorDialog"]
        return [box for box in found if box.isVisible()]

    qtbot.waitUntil(lambda: bool(shown()), timeout=10_000)
    return shown()[0]


def test_a_bad_file_opened_through_file_open_says_what_is_wrong_in_spanish(spanish, qtbot, tmp_path: Path):  # noqa: F811
    path = tmp_path / "mal.csv"
    path.write_text("x1,x2,label\n1,2,1\n3,abc,-1\n", encoding="utf-8")
    timers = [answer_unsaved_changes(), answer_file_dialog(path)]
    Person(spanish, qtbot).choose("Archivo", "actionOpen")
    for timer in timers:
        timer.stop()
    box = error_dialog(qtbot)
    assert (box.windowTitle(), box.text()) == (
        "No se puede abrir el archivo",
        "mal.csv, línea 3: x2 es 'abc', no un número.",
    )
    box.close()

    folder = tmp_path / "carpeta.csv"
    folder.mkdir()
    spanish.files.open_path(folder, ask=False)
    box = error_dialog(qtbot)
    assert box.text() == "carpeta.csv: es una carpeta, no un archivo."
    box.close()


def test_draw_a_classifier_reads_out_w_and_b_in_spanish(spanish, qtbot):  # noqa: F811
    Person(spanish, qtbot).choose("Datos", "actionManualModel")
    dock = spanish.findChild(QDockWidget, "manualModelDock")
    qtbot.waitUntil(dock.isVisible)
    lines = dock.findChild(QLabel, "manualReadouts").text().split("\n")
    assert lines[0] == "frontera: 2x₁ + 3x₂ + 6 = 0"
    assert lines[3].startswith("‖w‖ = √(2² + 3²) = ")
    assert lines[4].startswith("distancia de la frontera al origen: −b/‖w‖ = −6/"), lines[4]
    assert lines[4].endswith(" (a lo largo de w)")
    assert lines[5].startswith("ángulo de w: atan2(3, 2) = "), lines[5]
    dock.findChild(QPushButton, "manualBPlus").click()
    note = dock.findChild(QLabel, "manualShiftNote")
    qtbot.waitUntil(note.isVisible)
    assert note.text().startswith("b + 1: la recta se mueve 1/‖w‖ = "), note.text()
    assert " hacia S₋, contra w (su distancia −b/‖w‖ pasa de " in note.text()


def test_choose_features_offers_the_classes_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    table = tmp_path / "tabla.csv"
    names = ("uno", "dos", "tres")
    table.write_text("a,b,c,clase\n" + "".join(f"{i},{i % 4},{-i},{names[i % 3]}\n" for i in range(9)))
    spanish.files.open_path(table, ask=False)
    qtbot.waitUntil(lambda: spanish.document.dataset is not None)

    def choices(dialog) -> dict:
        combo = dialog.findChild(QComboBox, "classesCombo")
        return {"classes": [combo.itemText(k) for k in range(combo.count())]}

    offered = read_modal(qtbot, spanish.findChild(QAction, "actionChooseFeatures").trigger, choices)["classes"]
    assert offered[0] == "Las 3 clases"
    assert sum(" contra " in text and not text.endswith(" contra el resto") for text in offered) == 3, offered
    assert sum(text.endswith(" contra el resto") for text in offered) == 3, offered
    assert not [text for text in offered if " vs " in text or "All " in text]


def test_why_a_run_stopped_and_the_exported_model_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    load(spanish, [[1.0, 1.0], [2.0, 0.5], [-1.0, -1.0], [-2.0, -0.5]], [1, 1, -1, -1], qtbot)
    person = Person(spanish, qtbot)
    person.click_button("actionRun")
    qtbot.waitUntil(lambda: spanish.training.state().converged, timeout=20_000)
    state = spanish.training.state()
    said = f"Convergió en la época {state.epoch}; errores: {state.n_mistakes}."
    qtbot.waitUntil(lambda: spanish.statusBar().toolTip() == said, timeout=10_000)

    path = tmp_path / "modelo.json"
    timer = answer_file_dialog(path)
    person.choose("Archivo", "actionExportModel")
    qtbot.waitUntil(path.exists, timeout=10_000)
    timer.stop()
    qtbot.waitUntil(lambda: spanish.statusBar().toolTip() == f"Se exportó el modelo a {path}.")

    person.choose("Ver", "actionPinBoundary")
    assert spanish.statusBar().toolTip().startswith("Frontera fijada (Perceptrón, η = 1, "), (
        spanish.statusBar().toolTip()
    )
    assert f"; errores: {spanish.training.state().n_mistakes}; w = [" in spanish.statusBar().toolTip()


def test_a_paused_run_says_so_in_spanish(spanish, qtbot):  # noqa: F811
    import numpy as np

    rng = np.random.default_rng(4)
    X = rng.normal(size=(400, 2))
    load(spanish, X, np.where(rng.random(400) < 0.5, 1, -1), qtbot)  # noise: it runs until paused
    person = Person(spanish, qtbot)
    person.click_button("actionRun")
    qtbot.waitUntil(lambda: spanish.training.running)
    person.click_button("actionPause")
    qtbot.waitUntil(lambda: spanish.training.state().message == "En pausa.")


def test_export_animation_refused_and_the_examples_named_in_spanish(spanish, qtbot):  # noqa: F811
    person = Person(spanish, qtbot)
    person.choose("Datos", "actionManualModel")
    person.choose("Archivo", "actionExportAnimation")
    assert spanish.statusBar().toolTip() == (
        "No se puede exportar una animación: primero desactiva Datos > Dibujar un clasificador."
    )
    titles = {a.objectName(): a.text() for a in spanish.findChild(QAction, "example_cmu_trace").parent().actions()}
    assert titles["example_cmu_trace"] == "Traza de la clase de CMU (6 puntos, por el origen)"
    assert titles["example_xor"] == "XOR (nunca converge)"
    assert titles["example_iris"].startswith("Iris (scikit-learn): 150 flores")


def test_a_screen_reader_names_the_canvas_and_the_docks_in_spanish(spanish, qtbot):  # noqa: F811
    face = QAccessible.queryAccessibleInterface(spanish.canvas)
    assert face.text(QAccessible.Text.Name).startswith("Lienzo: los puntos y el clasificador")
    trace = spanish.findChild(QDockWidget, "traceDock")
    assert trace.accessibleDescription().startswith("La tabla de traza de la ejecución")
    spanish.preferences.set_language("de")
    qtbot.waitUntil(lambda: spanish.actions_by_name["actionStep"].text() == "Schritt")
    qtbot.waitUntil(lambda: face.text(QAccessible.Text.Name).startswith("Zeichenfläche: die Punkte"))


def test_more_file_errors_say_what_is_wrong_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    latin = tmp_path / "latin.csv"
    latin.write_bytes("x1,x2,label\n1,2,caf\xe9\n".encode("latin-1"))
    spanish.files.open_path(latin, ask=False)
    box = error_dialog(qtbot)
    assert box.text() == (
        "latin.csv, línea 2: el byte 0xe9 no es texto UTF-8 válido; guarda el archivo como UTF-8 "
        "(en Excel: guardar como CSV UTF-8)."
    )
    box.close()

    mixed = tmp_path / "mezcla.csv"
    mixed.write_text("x1,x2,label\n1,2,gato\n3,4,7\n", encoding="utf-8")
    spanish.files.open_path(mixed, ask=False)
    box = error_dialog(qtbot)
    assert box.text() == (
        "mezcla.csv, línea 3: la etiqueta es '7', un número, pero las etiquetas deben ser todas números o todas "
        "nombres, y la línea 2 tiene la etiqueta 'gato'."
    )
    box.close()


def test_choose_features_says_why_a_column_cannot_be_the_label_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    table = tmp_path / "tabla.csv"
    table.write_text("a,b,c,clase\n" + "".join(f"{i},{i % 4},{i + 0.5},{'sí' if i % 2 else 'no'}\n" for i in range(8)))
    spanish.files.open_path(table, ask=False)
    qtbot.waitUntil(lambda: spanish.document.dataset is not None)

    def problem_with_c_as_label(dialog) -> dict:
        dialog.findChild(QComboBox, "labelColumnCombo").setCurrentIndex(2)  # the column c
        return {"problem": dialog.findChild(QLabel, "choiceProblem").text()}

    seen = read_modal(qtbot, spanish.findChild(QAction, "actionChooseFeatures").trigger, problem_with_c_as_label)
    assert seen["problem"] == (
        "La columna 'c' no puede ser la columna de la etiqueta: la fila 1 es '0.5', no un número entero (una "
        "columna de etiquetas contiene nombres de clase o números enteros)."
    )


def test_a_learner_of_two_classes_on_three_says_why_nothing_trains_in_spanish(spanish, qtbot):  # noqa: F811
    from perceptron_gui.document.resources import EXAMPLES

    spanish.files.open_path(EXAMPLES / "three_gaussians.json", ask=False)
    qtbot.waitUntil(lambda: len(spanish.points.points.classes) == 3)
    combo = spanish.findChild(QComboBox, "algorithmCombo")
    Person(spanish, qtbot).focus(combo)
    combo.setCurrentIndex(combo.findData("logistic"))  # as chosen from the list
    box = error_dialog(qtbot)
    assert box.windowTitle() == "Entrenamiento detenido"
    assert box.text().startswith("La regresión logística y la bisagra aprenden aquí dos clases; estos puntos tienen 3.")


def test_draw_a_classifier_refuses_a_b_out_of_range_in_spanish(spanish, qtbot):  # noqa: F811
    person = Person(spanish, qtbot)
    person.choose("Datos", "actionManualModel")
    dock = spanish.findChild(QDockWidget, "manualModelDock")
    qtbot.waitUntil(dock.isVisible)
    spanish.manual_model.set(spanish.manual_model.value.with_b(1e6))  # b typed at the top of its range
    dock.findChild(QPushButton, "manualBPlus").click()
    assert spanish.statusBar().toolTip().startswith("w₁, w₂ y b deben estar entre -1e+06 y 1e+06; "), (
        spanish.statusBar().toolTip()
    )


def test_opening_a_table_says_which_columns_it_trains_on_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    table = tmp_path / "tabla.csv"
    table.write_text("a,b,c,clase\n" + "".join(f"{i},{i % 3},{-i},{'sí' if i % 2 else 'no'}\n" for i in range(8)))
    timers = [answer_unsaved_changes(), answer_file_dialog(table)]
    Person(spanish, qtbot).choose("Archivo", "actionOpen")
    for timer in timers:
        timer.stop()
    qtbot.waitUntil(lambda: spanish.document.dataset is not None)
    assert spanish.statusBar().toolTip() == (
        "Se abrió la tabla tabla.csv: 8 filas, 4 columnas; la columna de la etiqueta es 'clase' (la última "
        "columna); entrena con las dos características elegidas 'a' y 'b' (Datos > Elegir características elige "
        "otras)."
    )


def test_an_index_column_left_out_and_a_table_document_reopened_are_said_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    indexed = tmp_path / "indice.csv"
    indexed.write_text(",x1,x2,label\n0,1,2,1\n1,3,4,-1\n2,-1,0,1\n", encoding="utf-8")
    spanish.files.open_path(indexed, ask=False)
    qtbot.waitUntil(lambda: len(spanish.points) == 3)
    assert spanish.statusBar().toolTip() == (
        f"Se abrieron 3 puntos de {indexed}. La primera columna no tiene nombre y contiene los números de fila 0 a 2 "
        "(una columna de índice): se omitió."
    )

    table = tmp_path / "tabla.csv"
    table.write_text("a,b,c,clase\n" + "".join(f"{i},{i % 3},{-i},{'sí' if i % 2 else 'no'}\n" for i in range(8)))
    spanish.files.open_path(table, ask=False)
    qtbot.waitUntil(lambda: spanish.document.dataset is not None)
    document = tmp_path / "tabla.json"
    spanish.files.save_to(document)
    spanish.files.open_path(document, ask=False)
    qtbot.waitUntil(lambda: spanish.statusBar().toolTip().startswith("Se abrió la tabla tabla.json: "))
    assert spanish.statusBar().toolTip() == (
        "Se abrió la tabla tabla.json: x₁ a, x₂ b, sin filas de prueba; columna de la etiqueta 'clase', 4 columnas."
    )


def test_a_truncated_document_is_refused_in_spanish(spanish, qtbot, tmp_path):  # noqa: F811
    cut = tmp_path / "cortado.json"
    cut.write_text('{"format": "perceptron-studio", "version": 1, "points": [[1, 2, 1]', encoding="utf-8")
    spanish.files.open_path(cut, ask=False)
    box = error_dialog(qtbot)
    assert box.text() == (
        "cortado.json, línea 1: el archivo termina en mitad del JSON, en la columna 67 (¿está truncado?)."
    )
    box.close()


def test_why_no_quiz_can_be_asked_or_exported_is_said_in_spanish(spanish, qtbot):  # noqa: F811
    from perceptron_gui.document.resources import EXAMPLES

    spanish.files.open_path(EXAMPLES / "three_gaussians.json", ask=False)
    qtbot.waitUntil(lambda: len(spanish.training.state().classes) == 3, timeout=10_000)
    why = (
        "El cuestionario pregunta sobre dos clases (etiquetas −1 y +1); este conjunto de puntos tiene 3. Borra los "
        "puntos de las otras clases o abre un ejemplo de dos clases."
    )
    Person(spanish, qtbot).choose("Archivo", "actionExportQuiz")
    box = error_dialog(qtbot)
    assert (box.windowTitle(), box.text()) == ("No se puede exportar", f"No se puede exportar un cuestionario: {why}")
    box.close()

    spanish.findChild(QAction, "actionQuiz").trigger()
    question = spanish.findChild(QLabel, "quizQuestion")
    qtbot.waitUntil(question.isVisible)
    assert question.text() == why
