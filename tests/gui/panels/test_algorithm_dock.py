"""The algorithm dock driven through the window: the notes' pseudocode, the current line, the numbers put in.

Expected numbers are the CMU slide's (w goes [1,-2] -> [2,-1] -> [3,1]) and hand computations of each rule.
"""

import pytest
from PySide6.QtWidgets import QComboBox, QDockWidget, QTextBrowser

from tests.gui.teaching.test_note_examples_window import open_from_menu
from tests.gui.teaching.test_teaching import open_example, step


def show_algorithm(window, qtbot):
    dock = window.findChild(QDockWidget, "algorithmDock")
    assert dock is not None
    dock.show()
    dock.raise_()
    qtbot.waitUntil(lambda: window.algorithm.on_screen)
    return window.algorithm


def view_at(window, qtbot, t):
    panel = window.algorithm
    qtbot.waitUntil(lambda: panel.view is not None and f"t = {t}:" in " ".join(panel.view.numbers.values()))
    return panel.view


def current(view):
    return view.lines[view.current]


def test_cmu_trace_in_the_notes_002_notation(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)  # predict +1 iff w.x >= 0, through the origin
    panel = show_algorithm(window, qtbot)
    step(window, qtbot, 3)
    view = view_at(window, qtbot, 3)
    assert view.notation == "002"
    assert view.lines[2] == "Predict ŷ = sign(wᵀx) = +1 if ≥ 0, −1 otherwise"
    assert view.numbers[2] == "ŷ = sign(1·1 + (−2)·1) = sign(−1) = −1"
    assert view.numbers[3] == "y = +1, ŷ = −1: misclassified"
    assert current(view) == "w ← w + y⁽ᵗ⁾x⁽ᵗ⁾"
    assert view.numbers[view.current] == "(1, −2) + 1·(1, 1) = (2, −1)"  # the slide's update
    html = window.findChild(QTextBrowser, "algorithmListing").toHtml()
    assert "(1, −2) + 1·(1, 1) = (2, −1)" in html and "▶" in html
    step(window, qtbot, 1)
    view = view_at(window, qtbot, 4)
    assert view.numbers[2] == "ŷ = sign(2·(−1) + (−1)·0) = sign(−2) = −1"
    assert current(view) == "If we misclassified an example (y⁽ᵗ⁾ ≠ ŷ):"  # no update: the test is the last line run
    assert view.current not in (4,) and 4 not in view.executed
    assert "b" not in " ".join(view.lines).replace("by", "")  # through the origin: no b line
    assert panel.findChild(QComboBox, "algorithmNotation").count() == 1


def test_time_travel_moves_the_highlight(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    show_algorithm(window, qtbot)
    step(window, qtbot, 3)
    view_at(window, qtbot, 3)
    window.training.travel_to(1)
    view = view_at(window, qtbot, 1)
    assert view.numbers[view.current] == "(0, 0) + (−1)·(−1, 2) = (1, −2)"


def test_the_offset_update_of_note_004_and_the_y_a_rule_of_note_003(window, qtbot):
    open_from_menu(window, "note004_offset", qtbot)  # score 0 counts as a mistake, with an intercept
    panel = show_algorithm(window, qtbot)
    step(window, qtbot, 1)
    view = view_at(window, qtbot, 1)
    combo = panel.findChild(QComboBox, "algorithmNotation")
    assert [combo.itemData(i) for i in range(combo.count())] == ["003", "004"]
    assert view.lines[4] == "5:     a = W̄ᵀX̄ + b" and view.numbers[4] == "a = 0·(−1) + 0·(−1) + 0 = 0"
    assert view.numbers[5] == "y·a = (−1)·0 = 0 ≤ 0? yes"
    assert view.numbers[6] == "(0, 0) + (−1)·(−1, −1) = (1, 1)"
    assert current(view) == "8:       b = b + y" and view.numbers[7] == "0 + (−1) = −1"
    combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: panel.view.notation == "004")
    view = panel.view
    assert current(view) == "θ₀⁽ᵏ⁺¹⁾ = θ₀⁽ᵏ⁾ + y⁽ᵗ⁾"
    assert view.numbers[view.current] == "0 + (−1) = −1"
    assert view.numbers[2] == "y⁽ᵗ⁾(θ·x⁽ᵗ⁾ + θ₀) = (−1)·(0·(−1) + 0·(−1) + 0) = 0: an error"
    step(window, qtbot, 1)  # t = 2: x = (-1, 1), y = +1 with theta = (1, 1), theta_0 = -1: a = -1 + 1 - 1 = -1
    view = view_at(window, qtbot, 2)
    assert view.numbers[2] == "y⁽ᵗ⁾(θ·x⁽ᵗ⁾ + θ₀) = 1·(1·(−1) + 1·1 + (−1)) = −1: an error"


def test_the_sign_rule_of_note_001(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    window.document.settings.update(zero_score="negative")
    show_algorithm(window, qtbot)
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.trace is not None)
    step(window, qtbot, 1)
    view = view_at(window, qtbot, 1)
    assert view.notation == "001"
    assert view.lines[2] == "if w_i·X > 0 predict + else predict −"
    assert view.numbers[2] == "w·X = 0·(−1) + 0·2 = 0: predict −"  # score 0 predicts minus: right for y = -1
    assert view.numbers[3] == "y = −: no mistake"


def test_the_learning_rate_is_notes_003_step_mu(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    window.document.settings.update(zero_score="mistake", eta=0.5)
    show_algorithm(window, qtbot)
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.trace is not None)
    step(window, qtbot, 1)
    view = view_at(window, qtbot, 1)
    assert current(view) == "7:       w_i = w_i + μ·y · x_i, for all i = 1, …, d"
    assert view.numbers[view.current] == "(0, 0) + 0.5·(−1)·(−1, 2) = (0.5, −1)"


def test_batch_gradient_builds_the_pending_sum_on_the_canvas_and_steps_at_the_epoch_end(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    window.document.settings.update(variant="batch", zero_score="mistake")
    show_algorithm(window, qtbot)
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.trace is not None)
    step(window, qtbot, 3)
    view = view_at(window, qtbot, 3)
    assert view.notation == "003-batch"
    # from w = 0 every score is 0, a mistake: (-1)(-1, 2) + (1, 0) + (1, 1) = (3, -1)
    assert "sum so far (3, −1) (3 misclassified)" in view.numbers[view.current]
    qtbot.waitUntil(lambda: window.canvas.drawing().pending_step is not None)
    assert window.canvas.drawing().pending_step.tolist() == [3.0, -1.0]
    assert window.canvas.drawing().pending is not None  # drawn from w's tip
    step(window, qtbot, 3)
    view = view_at(window, qtbot, 6)
    # + (-1)(-1, 0) + (-1)(-1, -2) + (1, -1) = (6, 0): one step of mu = 1
    assert current(view).startswith("6:   (w₁, …, w_d)ᵀ ← (w₁, …, w_d)ᵀ + μ Σ")
    assert view.numbers[view.current] == "(0, 0) + 1·(6, 0) = (6, 0)"
    assert window.training.state().coef.tolist() == [[6.0, 0.0]]
    qtbot.waitUntil(lambda: window.canvas.drawing().pending_step is None)


@pytest.mark.parametrize("variant", ["averaged", "voted"])
def test_averaged_and_voted_add_their_line(window, qtbot, variant):
    open_example(window, "cmu_trace.json", qtbot)
    window.document.settings.update(variant=variant)
    show_algorithm(window, qtbot)
    qtbot.waitUntil(lambda: window.training.state().step == 0 and window.training.trace is not None)
    step(window, qtbot, 1)
    view = view_at(window, qtbot, 1)
    assert view.lines[-1].startswith(f"{variant}:")
    assert len(view.lines) - 1 in view.executed
