"""The theorem panel states and draws the bound from a start w0 != 0 (the proof's two lines solved for k)."""

import pytest
from PySide6.QtGui import QAction

from tests.gui.teaching.test_note_examples_window import open_from_menu
from tests.gui.teaching.test_teaching import theory_text, wait_for_theory


def test_from_a_start_against_w_star_the_panel_gives_the_bound_four(window, qtbot):
    open_from_menu(window, "tight_bound", qtbot)
    window.document.settings.update(w0=(-1.0, 0.0))
    wait_for_theory(window, qtbot)
    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().converged, timeout=10_000)
    # by hand: w* = (1, 0), gamma* = 1, R^2 = 2, w0.w* = -1, ||w0||^2 = 1: (k - 1)^2 <= 1 + 2k, so k <= 4
    qtbot.waitUntil(lambda: theory_text(window, "bound").startswith("2 so far ≤ 4 "))
    text = theory_text(window, "bound")
    assert "w₀·w* = −1, ‖w₀‖² = 1" in text
    assert "(w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²" in text
    assert "assumes" not in text
    plot = window.theory.plot
    assert all(line.isVisible() and line.value() == pytest.approx(4.0) for line in plot.bound)
    assert "w₀ ≠ 0" in window.theory.proof_note.text()


def test_from_zero_the_panel_keeps_the_usual_bound(window, qtbot):
    open_from_menu(window, "tight_bound", qtbot)
    wait_for_theory(window, qtbot)
    window.findChild(QAction, "actionRun").trigger()
    qtbot.waitUntil(lambda: window.training.state().converged, timeout=10_000)
    qtbot.waitUntil(lambda: theory_text(window, "bound").startswith("2 so far ≤ (R/γ*)² = 2"))
    assert all(line.value() == pytest.approx(2.0) for line in window.theory.plot.bound)
