"""The kernel perceptron has no w to start from (issue 40, item 6): f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b starts with every
αᵢ = 0 (the CMU notes' kernel perceptron), so the controls do not offer an "Initial w₀" that would change nothing;
they say where it starts instead, and w₀ is back for the linear perceptrons."""

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from tests.gui.panels.test_person_random import pick
from tests.gui.person import Person
from tests.gui.teaching.test_quiz import open_cmu


def labels_shown(window) -> list[str]:
    return [label.text() for label in window.controls.findChildren(QLabel) if label.isVisible()]


def test_the_kernel_perceptron_offers_no_initial_w0(window, qtbot):
    open_cmu(window, qtbot)
    person = Person(window, qtbot)
    combo = window.findChild(QComboBox, "algorithmCombo")
    person.reveal(combo)
    w1, w2 = window.findChild(QWidget, "w01Spin"), window.findChild(QWidget, "w02Spin")
    assert "Initial w₀" in labels_shown(window) and w1.isVisible() and w2.isVisible()
    pick(person, combo, "kernel")
    qtbot.waitUntil(lambda: window.training.state() is not None and window.training.state().variant == "kernel")
    assert "Initial w₀" not in labels_shown(window)
    assert not w1.isVisible() and not w2.isVisible()
    assert any("αᵢ = 0" in text for text in labels_shown(window)), labels_shown(window)
    pick(person, combo, "perceptron")
    qtbot.waitUntil(lambda: window.training.state().variant == "perceptron")
    assert "Initial w₀" in labels_shown(window) and w1.isVisible()
