"""The live class's dock and join screen in the class's language (issue 44, goal 4): Train > Live Class opened
through the Spanish menus shows Spanish buttons, labels and counts; a switch to German in Edit > Preferences
retranslates them while the class goes on (the address and the code stay)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDockWidget

from tests.gui.live.test_live_class import click_in, students, text_of  # noqa: F401 (the fixture)
from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT


def live_class_in_spanish(window, qtbot, monkeypatch) -> tuple[Person, object]:
    """The app switched to Spanish, then Entrenar > Clase en directo chosen from the menu (on 127.0.0.1 only)."""
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    window.preferences.set_language("es")
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() != "Step")
    person = Person(window, qtbot)
    person.choose("Entrenar", "actionLiveClass")
    qtbot.waitUntil(lambda: window.live_class.running, timeout=WAIT)
    return person, window.live_class


def test_the_live_dock_speaks_spanish_then_german_after_a_switch(window, qtbot, monkeypatch):
    person, panel = live_class_in_spanish(window, qtbot, monkeypatch)
    qtbot.waitUntil(window.findChild(QDockWidget, "liveClassDock").isVisible)
    address = panel.address.text()
    assert address.startswith("http://127.0.0.1:")
    assert panel.reveal_button.text() == "Revelar"
    assert panel.second.text() == "Votar otra vez"
    assert panel.ask_buttons["mistake"].text() == "¿Error o no?"
    assert panel.open_words.text() == "Los estudiantes abren esta dirección (o escanean el código):"
    qtbot.waitUntil(lambda: panel.count.text().startswith("0 conectados, 0 unidos"), timeout=WAIT)
    person.click("liveAskMistake")
    qtbot.waitUntil(lambda: panel.note.text().startswith("Preguntada P1 sobre el paso"), timeout=WAIT)
    assert "P1 (votación 1): 0 de 0 han respondido" in panel.count.text()
    person.click("liveJoinScreen")
    qtbot.waitUntil(lambda: panel.join_screen is not None and panel.join_screen.isVisible())
    assert panel.join_screen.windowTitle() == "Únase a la clase en directo"
    person.click("liveJoinScreen")

    window.preferences.set_language("de")
    qtbot.waitUntil(lambda: panel.reveal_button.text() == "Aufdecken", timeout=WAIT)
    assert panel.ask_buttons["boundary"].text() == "Wo ist die Grenze danach?"
    qtbot.waitUntil(lambda: "F1 (Abstimmung 1)" in panel.count.text(), timeout=WAIT)
    assert panel.address.text() == address  # the class goes on: the same address and code
    person.choose("Trainieren", "actionLiveClass")  # stop
    qtbot.waitUntil(lambda: not panel.running, timeout=WAIT)
    assert panel.address.text().startswith("Angehalten: nichts hört zu.")


def test_a_phone_reads_the_class_in_spanish_and_follows_a_switch_to_german(
    window,
    qtbot,
    students,  # noqa: F811 (the fixture imported above)
    monkeypatch,
):
    """Tried as a new user would: under Spanish the phones' page, its questions, its refusals and the dock's
    reveal were English."""
    person, panel = live_class_in_spanish(window, qtbot, monkeypatch)
    combo = window.findChild(QComboBox, "algorithmCombo")
    person.focus(combo)
    combo.setCurrentIndex(combo.findData("batch"))  # as chosen from the list: the room cannot be asked, said why
    person.click("liveAskMistake")
    assert panel.note.text() == (
        "La clase en directo pregunta por la actualización de un solo ejemplo: elija el perceptrón, el promediado "
        "o el votado."
    )
    combo.setCurrentIndex(combo.findData("perceptron"))

    phone = students(panel.address.text())
    assert phone.js("document.documentElement.lang") == "es"
    assert phone.js("document.title") == "Clase en directo del perceptrón"
    assert text_of(phone, "#joinButton") == "Unirse"
    qtbot.waitUntil(lambda: text_of(phone, "#status") == "Escriba un apodo si quiere y pulse Unirse.", timeout=WAIT)
    phone.js("document.getElementById('nick').value = '<b>', 0")
    click_in(phone, "#joinButton")
    qtbot.waitUntil(lambda: text_of(phone, "#status").startswith("Un apodo no puede contener <"), timeout=WAIT)
    phone.js("document.getElementById('nick').value = 'Ana', 0")
    click_in(phone, "#joinButton")
    qtbot.waitUntil(lambda: text_of(phone, "#status") == "Está dentro. Espere la pregunta.", timeout=WAIT)

    person.click("liveAskMistake")
    qtbot.waitUntil(lambda: "¿Este paso es un error?" in text_of(phone, "#prompt"), timeout=WAIT)
    assert text_of(phone, "#prompt").startswith("P1 (votación 1): ")
    assert text_of(phone, "#facts").startswith("Paso 1: x = (")
    assert phone.js("[...document.querySelectorAll('#choices button')].map(b => b.textContent).join('|')") == (
        "error|sin error"
    )
    click_in(phone, "#choices button", 0)
    qtbot.waitUntil(lambda: text_of(phone, "#mine") == "Su respuesta: error", timeout=WAIT)
    assert text_of(phone, "#status") == "Su respuesta ha llegado. Puede cambiarla hasta que se cierre la votación."

    window.preferences.set_language("de")  # the phones follow the class's language, the answer kept
    qtbot.waitUntil(lambda: phone.js("document.documentElement.lang") == "de", timeout=WAIT)
    qtbot.waitUntil(lambda: "Ist dieser Schritt ein Fehler?" in text_of(phone, "#prompt"), timeout=WAIT)
    qtbot.waitUntil(lambda: text_of(phone, "#mine") == "Ihre Antwort: Fehler", timeout=WAIT)
    assert phone.js("[...document.querySelectorAll('#choices button')].map(b => b.textContent).join('|')") == (
        "Fehler|kein Fehler"
    )
    # the reloaded page came back as the same student
    qtbot.waitUntil(lambda: "1 verbunden, 1 beigetreten" in panel.count.text(), timeout=WAIT)

    person.click("liveReveal")
    person.click_button("actionStep")  # the step itself: the engine's trace row is the oracle
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step >= 1)
    truth = "Fehler" if window.training.trace.row(1).mistake else "kein Fehler"
    assert f"Richtige Antwort: {truth}" in panel.results.text()
    qtbot.waitUntil(lambda: text_of(phone, "#truth").startswith(f"Die Antwort: {truth}."), timeout=WAIT)
