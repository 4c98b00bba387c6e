"""The live class's dock and join screen in the class's language (issue 44, goal 4): Train > Live Class opened
through the Spanish menus shows Spanish buttons, labels and counts; a switch to German in Edit > Preferences
retranslates them while the class goes on (the address and the code stay)."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget

from tests.gui.person import Person
from tests.gui.teaching.test_quiz import WAIT


def test_the_live_dock_speaks_spanish_then_german_after_a_switch(window, qtbot, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    window.preferences.set_language("es")
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() != "Step")
    person = Person(window, qtbot)
    person.choose("Entrenar", "actionLiveClass")
    panel = window.live_class
    qtbot.waitUntil(lambda: panel.running, timeout=WAIT)
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
