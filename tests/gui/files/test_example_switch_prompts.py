"""Going from one bundled example to the next asks about unsaved changes only when the lecturer changed the points
(issue 40, item 6): a bundled example is a read-only template, and trying a setting on it (η, the algorithm) is
part of the lecture, not work to keep; every switch after such a tweak asked "Save your changes as a copy?".
Points edited on an example, and any change to the lecturer's own file, still ask."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tests.gui.conftest import answer_file_dialog, answerer
from tests.gui.person import Person

WAIT = 20_000


def questions_answered(button: QMessageBox.StandardButton) -> tuple[list[str], object]:
    """Every "Unsaved changes" question that shows, answered with ``button``."""
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "unsavedChangesDialog" and box.isVisible():
            asked.append(box.text())
            box.button(button).click()

    return asked, answerer(answer)


def open_example(person: Person, qtbot, stem: str) -> None:
    person.choose("File", f"example_{stem}")
    qtbot.waitUntil(lambda: person.window.windowTitle().startswith(f"{stem}.json"), timeout=WAIT)


def type_eta(person: Person, text: str) -> None:
    spin = person.window.findChild(QWidget, "learningRateSpin")
    person.reveal(spin)
    person.type_into(spin, text)
    person.press(Qt.Key.Key_Return)


def test_a_tried_setting_does_not_ask_when_switching_examples_but_an_edited_point_does(window, qtbot):
    person = Person(window, qtbot)
    open_example(person, qtbot, "cmu_trace")
    asked, timer = questions_answered(QMessageBox.StandardButton.Cancel)
    try:
        for stem, eta in (("xor", "0.5"), ("separable_margin", "2"), ("cmu_trace", "3")):
            type_eta(person, eta)
            qtbot.waitUntil(lambda eta=eta: window.document.settings.value().eta == float(eta), timeout=WAIT)
            assert window.windowTitle().startswith(f"{window.document.path.name}*")  # unsaved, and it says so
            person.choose("File", f"example_{stem}")
            qtbot.waitUntil(
                lambda stem=stem: bool(asked) or window.windowTitle().startswith(f"{stem}.json"), timeout=WAIT
            )
            assert asked == [], f"switching to {stem} asked"
        assert window.document.settings.value().eta == 1.0  # the example as bundled
        person.click_canvas(0.5, 0.5)  # a point added: the lecturer's own work now
        qtbot.waitUntil(lambda: len(window.points) == 7, timeout=WAIT)
        person.choose("File", "example_xor")
        qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT)
        assert "bundled example" in asked[0] and len(window.points) == 7  # Cancel: still here, point and all
    finally:
        timer.stop()


def test_a_setting_changed_in_the_lecturers_own_file_still_asks(window, qtbot, tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"format": "perceptron-studio", "version": 1,
                                "points": [[0, 1, 1], [1, 0, -1], [2, 2, 1]], "settings": {"eta": 1.0}}))  # fmt: skip
    person = Person(window, qtbot)
    answer_file_dialog(path)
    person.choose("File", "actionOpen")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("mine.json"), timeout=WAIT)
    type_eta(person, "0.5")
    qtbot.waitUntil(lambda: window.document.settings.value().eta == 0.5, timeout=WAIT)
    asked, timer = questions_answered(QMessageBox.StandardButton.Cancel)
    try:
        person.choose("File", "example_xor")
        qtbot.waitUntil(lambda: len(asked) == 1, timeout=WAIT)
    finally:
        timer.stop()
    assert "mine.json" in asked[0] and window.document.path == path
