"""The rest of the window in the class's own language (issue 44, goal 4), as a user meets it under Spanish: the status
bar after File > Open and Save, the Edit menu's Undo after adding a point (and after Preferences switch to German),
Help > About, Keyboard Shortcuts and Quick Tour, the Export Animation and Choose Features dialogs and the Draw a
Classifier dock."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

from tests.gui.access.test_help import open_dialog
from tests.gui.conftest import answer_file_dialog, answer_unsaved_changes, close_discarding
from tests.gui.person import Person

pytestmark = pytest.mark.gui


@pytest.fixture
def spanish(qtbot, monkeypatch):
    """The main window started under PERCEPTRON_LANGUAGE=es."""
    monkeypatch.setenv("PERCEPTRON_LANGUAGE", "es")
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.training.state() is not None)
    yield window
    close_discarding(window)


def form_labels(widget: QWidget) -> list[str]:
    """The row labels of every form of ``widget``, top to bottom."""
    found = []
    for form in widget.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel):
                found.append(item.widget().text())
    return found


def read_modal(qtbot, open_it, read) -> dict:
    """Run ``open_it`` (which shows a modal dialog), ``read(dialog)`` into the answer, then close the dialog."""
    seen: dict = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible() and not seen:
            seen.update(read(dialog), title=dialog.windowTitle())
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(30)
    try:
        open_it()
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    finally:
        timer.stop()
    return seen


def test_opening_and_saving_a_file_say_so_in_spanish(spanish, qtbot, tmp_path: Path):
    path = tmp_path / "tres.csv"
    path.write_text("x1,x2,label\n1,2,1\n-1,0,-1\n2,-1,1\n", encoding="utf-8")
    timers = [answer_unsaved_changes(), answer_file_dialog(path)]
    Person(spanish, qtbot).choose("Archivo", "actionOpen")  # File > Open, the name typed into the file dialog
    for timer in timers:
        timer.stop()
    qtbot.waitUntil(lambda: len(spanish.points) == 3)
    assert spanish.statusBar().toolTip() == f"Se abrieron 3 puntos de {path}."
    spanish.files.save_to(path)
    assert spanish.statusBar().toolTip() == f"Se guardaron 3 puntos en {path}."


def test_the_undo_entry_names_the_edit_in_spanish_then_in_german_after_a_switch(spanish, qtbot):
    person = Person(spanish, qtbot)
    person.click_canvas(0.25, 0.25)
    undo = spanish.actions_by_name["actionUndo"]
    qtbot.waitUntil(lambda: undo.isEnabled())
    assert undo.text() == "Deshacer: añadir un punto"
    spanish.preferences.set_language("de")
    qtbot.waitUntil(lambda: spanish.actions_by_name["actionStep"].text() == "Schritt")
    assert undo.text() == "Rückgängig: einen Punkt hinzufügen"
    undo.trigger()
    assert spanish.actions_by_name["actionRedo"].text() == "Wiederholen: einen Punkt hinzufügen"


def test_help_about_shortcuts_and_quick_tour_in_spanish(spanish, qtbot):
    seen: list[str] = []

    def read_about() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            seen.append(box.windowTitle() + "\n" + box.text())
            box.accept()

    timer = QTimer()
    timer.timeout.connect(read_about)
    timer.start(50)
    try:
        Person(spanish, qtbot).choose("Ayuda", "actionAbout")
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    finally:
        timer.stop()
    assert seen[0].startswith("Acerca de Perceptron Studio\nPerceptron Studio: coloca puntos"), seen[0]
    assert "Versión " in seen[0]

    shortcuts = open_dialog(spanish, qtbot, "actionShortcuts", "shortcutsDialog")
    table = shortcuts.findChild(QTableWidget, "shortcutsTable")
    headers = [table.horizontalHeaderItem(c).text() for c in range(3)]
    assert (shortcuts.windowTitle(), headers) == ("Atajos de teclado", ["Teclas", "Acción", "Qué hace"])
    shortcuts.close()

    tour = open_dialog(spanish, qtbot, "actionQuickTour", "quickTourDialog")
    text = tour.findChild(QTextBrowser, "quickTourText").toPlainText()
    assert tour.windowTitle() == "Visita rápida"
    assert text.startswith("Perceptron Studio: una visita rápida") and "Añadir puntos." in text, text[:200]
    assert "Add points." not in text
    tour.close()


def test_the_export_animation_and_choose_features_dialogs_and_the_drawing_dock_in_spanish(spanish, qtbot, tmp_path):
    person = Person(spanish, qtbot)
    for _ in range(3):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: spanish.training.state().step == 3)
    animation = read_modal(
        qtbot, spanish.findChild(QAction, "actionExportAnimation").trigger, lambda d: {"rows": form_labels(d)}
    )
    assert animation["title"] == "Exportar animación"
    assert animation["rows"][:2] == ["Archivo", "Formato"]
    assert "Pasos por fotograma" in animation["rows"] and "Fotogramas por segundo" in animation["rows"]

    table = tmp_path / "tabla.csv"
    table.write_text("a,b,c,clase\n" + "".join(f"{i},{i % 3},{-i},{'sí' if i % 2 else 'no'}\n" for i in range(8)))
    spanish.files.open_path(table, ask=False)
    qtbot.waitUntil(lambda: spanish.document.dataset is not None)
    features = read_modal(
        qtbot, spanish.findChild(QAction, "actionChooseFeatures").trigger, lambda d: {"rows": form_labels(d)}
    )
    assert features["rows"][:4] == ["Columna de la etiqueta", "Clases", "x₁ (horizontal)", "x₂ (vertical)"]

    spanish.findChild(QAction, "actionManualModel").trigger()
    dock = spanish.findChild(QDockWidget, "manualModelDock")
    qtbot.waitUntil(dock.isVisible)
    use = dock.findChild(QPushButton, "manualUseAsStart")
    assert use.text() == "Entrenar desde estos w, b (como w₀, b₀)"


def test_a_run_that_overflows_stops_with_the_reason_in_spanish(spanish, qtbot):
    """Run on coordinates near 1e200: the score overflows and the window says what and what to change, in Spanish."""
    from tests.gui.conftest import load
    from tests.gui.teaching.test_teaching import action

    load(spanish, [[1e200, 1e200], [-1e200, 1e200]], [1, -1], qtbot)
    with qtbot.waitSignal(spanish.training.failed, timeout=5000) as blocker:
        action(spanish, "actionRun").trigger()
    assert blocker.args[0] == (
        "La puntuación w.x + b se desbordó (no es un número finito) en el ejemplo 1 (época 1, paso 2): usa una tasa "
        "de aprendizaje menor (ahora 1) o reescala los datos (el mayor |x| es 1e+200)."
    )
    qtbot.waitUntil(lambda: spanish.findChild(QMessageBox, "errorDialog") is not None)
    dialog = spanish.findChild(QMessageBox, "errorDialog")
    assert "La puntuación w.x + b se desbordó" in dialog.text() + dialog.informativeText()
