"""Random sequences of what a lecturer does, and after every action every view shows the engine's step.

A hypothesis state machine drives one window with tests/gui/person.py: Step from the toolbar, Next mistake
and Epoch from the keyboard (with the focus wherever the last action left it), clicks on trace rows, End,
Help > About, menus opened and closed, Weight Space and the averaged and voted boundaries toggled, points
hovered and clicked, η typed into its field and Space, another algorithm or zero rule picked from its list,
Reset, Draw a Classifier on and off.  The invariant (``view_problems``) is checked after each action.  The
seed is fixed (``derandomize``): CI runs the same sequences every time; ``PERSON_EXAMPLES`` and
``PERSON_STEPS`` in the environment run more of them by hand.
"""

import os

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from perceptron_gui.document.resources import EXAMPLES
from tests.gui.canvas.test_canvas_truth import CMU, start
from tests.gui.conftest import close_discarding
from tests.gui.person import Person, assert_views_agree

EXAMPLES_RUN = int(os.environ.get("PERSON_EXAMPLES", "4"))
STEPS_PER_EXAMPLE = int(os.environ.get("PERSON_STEPS", "12"))
VARIANTS = ("perceptron", "averaged", "voted", "batch")
ACTIONS_TAKEN: list[str] = []


def pick(person: Person, combo, data: str) -> None:
    """Open a list with a click, move to the entry with the arrow keys and take it with Enter."""
    person.focus(combo)
    person.qtbot.waitUntil(lambda: combo.view().isVisible(), timeout=2000)
    target, now = combo.findData(data), combo.currentIndex()
    key = Qt.Key.Key_Down if target > now else Qt.Key.Key_Up
    for _ in range(abs(target - now)):
        QTest.keyClick(combo.view(), key)
    QTest.keyClick(combo.view(), Qt.Key.Key_Return)
    person.qtbot.waitUntil(lambda: not combo.view().isVisible())
    person.back_to_window()


class Lecturer(RuleBasedStateMachine):
    """One lecture's worth of clicks on the CMU example."""

    window = None
    qtbot = None

    @initialize()
    def open_cmu(self) -> None:
        """Every sequence starts from the same window: the CMU example, the default views."""
        self.person = Person(self.window, self.qtbot)
        window = self.window
        if window.manual_model.on:
            self.person.choose("Data", "actionManualModel")
        if window.weight_space_dock.isVisible():
            self.person.choose("View", "actionWeightSpace")
        self.drawing = False
        window.files.open_path(EXAMPLES / "cmu_trace.json", ask=False)
        self.qtbot.waitUntil(lambda: window.training.trace is not None and window.training.state().step == 0)

    def did(self, what: str) -> None:
        ACTIONS_TAKEN.append(what)
        assert_views_agree(self.window, self.qtbot, what)

    def _rows(self) -> int:
        return self.window.trace_panel.model.rowCount()

    def _settled(self) -> None:
        """Wait for the step asked to land (the worker answers on its thread)."""
        training = self.window.training
        self.qtbot.waitUntil(lambda: not training.stepping and not training.running, timeout=10_000)
        self.qtbot.waitUntil(
            lambda: training.trace is None or training.trace.last_step == training.state().step, timeout=10_000
        )
        last = training.trace.last_step if training.trace is not None else 0
        self.qtbot.waitUntil(lambda: self._rows() >= min(last, 1) or self.window.trace_panel.model.mistakes_only)

    @precondition(lambda self: not self.drawing)
    @rule()
    def step(self) -> None:
        self.person.click_button("actionStep")
        self._settled()
        self.did("Step")

    @precondition(lambda self: not self.drawing)
    @rule(key=st.sampled_from(["Shift+Space", "Ctrl+E", "Space"]))
    def key(self, key: str) -> None:
        keys = {
            "Shift+Space": (Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier),
            "Ctrl+E": (Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier),
            "Space": (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
        }
        self.person.press(*keys[key])
        self._settled()
        self.did(key)

    @precondition(lambda self: not self.drawing)
    @rule(row=st.integers(0, 29))
    def click_row(self, row: int) -> None:
        rows = self._rows()
        if rows:
            row = row % rows
            self.person.click_row(row)
        self.did(f"a click on trace row {row + 1} of {rows}")

    @rule()
    def end(self) -> None:
        self.person.press(Qt.Key.Key_End)
        self.did("End")

    @rule()
    def about(self) -> None:
        self.person.through_dialog(lambda: self.person.choose("Help", "actionAbout"))
        self.did("Help > About, closed")

    @rule(menu=st.sampled_from(["File", "Edit", "View", "Train", "Data"]))
    def menu(self, menu: str) -> None:
        self.person.open_and_close_menu(menu)
        self.did(f"the {menu} menu opened and closed")

    @rule(action=st.sampled_from(["actionWeightSpace", "actionShowEnsembles"]))
    def toggle_view(self, action: str) -> None:
        self.person.choose("View", action)
        self.did(f"View > {action}")

    @rule(k=st.integers(0, len(CMU) - 1), click=st.booleans())
    def point(self, k: int, click: bool) -> None:
        if click:
            self.person.click_canvas(*CMU[k])
        else:
            self.person.hover_canvas(*CMU[k])
        self.did(f"{'a click on' if click else 'hovering'} point {k + 1}")

    @precondition(lambda self: not self.drawing)
    @rule(eta=st.sampled_from(["0.5", "1", "2"]))
    def eta_and_space(self, eta: str) -> None:
        self.person.type_into(self.window.controls.learning_rate, eta)
        self.person.press(Qt.Key.Key_Space)
        self.qtbot.waitUntil(lambda: self.window.document.settings.value().eta == float(eta), timeout=3000)
        self._settled()
        self.did(f"η = {eta} typed, then Space")

    @rule(variant=st.sampled_from(VARIANTS))
    def algorithm(self, variant: str) -> None:
        pick(self.person, self.window.controls.algorithm, variant)
        self.qtbot.waitUntil(lambda: self.window.document.settings.value().variant == variant, timeout=3000)
        self._settled()
        self.did(f"{variant} picked")

    @rule(rule_name=st.sampled_from(["mistake", "positive", "negative"]))
    def zero_rule(self, rule_name: str) -> None:
        pick(self.person, self.window.controls.zero_rule, rule_name)
        self._settled()
        self.did(f"a score of 0 counts as {rule_name}")

    @rule()
    def reset(self) -> None:
        self.person.click_button("actionReset")
        self._settled()
        self.did("Reset")

    @rule()
    def draw_a_classifier(self) -> None:
        self.person.choose("Data", "actionManualModel")
        self.drawing = not self.drawing
        self.did("Data > Draw a Classifier")

    @invariant()
    def views_agree(self) -> None:
        if hasattr(self, "person"):
            assert_views_agree(self.window, self.qtbot, ACTIONS_TAKEN[-1] if ACTIONS_TAKEN else "the start")


@pytest.fixture
def lecture_window(qtbot):
    window = start(qtbot, 1400, 900)
    try:
        qtbot.waitUntil(lambda: window.training.trace is not None)
        yield window
    finally:
        close_discarding(window)


def test_random_lectures_keep_every_view_on_the_engines_step(lecture_window, qtbot):
    Lecturer.window, Lecturer.qtbot = lecture_window, qtbot
    ACTIONS_TAKEN.clear()
    run_state_machine_as_test(
        Lecturer,
        settings=settings(
            max_examples=EXAMPLES_RUN,
            stateful_step_count=STEPS_PER_EXAMPLE,
            derandomize=True,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        ),
    )
    print(f"{len(ACTIONS_TAKEN)} actions in {EXAMPLES_RUN} sequences, every view agreeing after each")
    assert len(ACTIONS_TAKEN) >= EXAMPLES_RUN  # the machine did act
