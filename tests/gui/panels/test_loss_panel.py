"""The loss panel driven through the window: View > Loss Panel, the four losses, the star at the w shown
following steps and time travel, and each example's losses against a hand computation on the CMU slide
(note 002: through the origin, predict +1 iff w·x >= 0, w goes [1,-2] -> [1,-2] -> [2,-1] in steps 1-3)."""

import math

import numpy as np
import pytest
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QMenu

from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.views.loss_view import SLICE
from tests.gui.teaching.test_teaching import open_example, step

LOSS_NAMES = ("zero_one", "perceptron", "hinge", "logistic")


def open_from_view_menu(window, qtbot):
    view = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&View")
    entry = next(a for a in view.actions() if a.objectName() == "actionLossPanel")
    assert entry.isCheckable() and not entry.isChecked()
    entry.trigger()
    dock = window.findChild(QDockWidget, "lossDock")
    qtbot.waitUntil(lambda: dock.isVisible() and window.losses.on_screen)
    assert entry.isChecked()
    return window.losses


def star(panel, name="perceptron"):
    xs, ys = panel.plot.scapes[name].marker.getData()
    return (float(xs[0]), float(ys[0])) if len(xs) else None


def wait_for_w(panel, qtbot, w):
    qtbot.waitUntil(lambda: panel.shown_w is not None and panel.shown_w.tolist() == list(w))


def test_the_dock_opens_from_the_view_menu_and_shows_the_four_losses(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    dock = window.findChild(QDockWidget, "lossDock")
    assert not dock.isVisible()  # hidden until asked for
    step(window, qtbot, 3)
    assert window.losses.plot is None and window.losses.example_values == {}  # nothing computed while hidden
    panel = open_from_view_menu(window, qtbot)
    wait_for_w(panel, qtbot, [2.0, -1.0])
    qtbot.waitUntil(lambda: panel.scape is not None and panel.curves is not None)
    combo = panel.findChild(QComboBox, "lossCombo")
    assert [combo.itemText(k) for k in range(combo.count())] == ["All four", "0-1", "Perceptron", "Hinge", "Logistic"]
    for name in LOSS_NAMES:
        plot = panel.plot.scapes[name]
        assert plot.isVisible() and plot.values is not None and plot.values.shape == (81, 81), name
        assert len(panel.plot.slice_curves[name].getData()[0]) == len(SLICE)
    # The perceptron loss is 0 at w = 0 (every max(0, -y·0) is 0) and grows away from the data's side.
    scape = panel.scape
    centre = np.unravel_index(np.argmin(np.abs(scape.w1)[None, :] + np.abs(scape.w2)[:, None]), (81, 81))
    assert scape.values["perceptron"][centre] == pytest.approx(0.0)
    # Choosing one loss shows its landscape alone; the slice keeps all four.
    combo.setCurrentIndex(combo.findData("hinge"))
    assert [name for name in LOSS_NAMES if panel.plot.scapes[name].isVisible()] == ["hinge"]
    assert all(panel.plot.slice_curves[name].isVisible() for name in LOSS_NAMES)
    dock.close()
    assert not window.findChild(type(window.actions_by_name["actionLossPanel"]), "actionLossPanel").isChecked()


def test_per_example_losses_match_a_hand_computation(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    panel = open_from_view_menu(window, qtbot)
    step(window, qtbot, 3)
    wait_for_w(panel, qtbot, [2.0, -1.0])
    # x: (-1,2) (1,0) (1,1) (-1,0) (-1,-2) (1,-1); y: -1 +1 +1 -1 -1 +1; a = w·x = -4, 2, 1, -2, 0, 3;
    # y a = 4, 2, 1, 2, 0, 3.  a = 0 predicts +1 on this slide, so example 5 (y = -1) is a mistake.
    margins = [4, 2, 1, 2, 0, 3]
    hand = {
        "zero_one": [0, 0, 0, 0, 1, 0],
        "perceptron": [0, 0, 0, 0, 0, 0],
        "hinge": [0, 0, 0, 0, 1, 0],
        "logistic": [math.log(1 + math.exp(-m)) for m in margins],
    }
    for name in LOSS_NAMES:
        np.testing.assert_allclose(panel.example_values[name], hand[name], rtol=1e-12, err_msg=name)
        xs, ys = panel.plot.example_dots[name].getData()
        np.testing.assert_allclose(xs, margins)
        np.testing.assert_allclose(ys, hand[name], rtol=1e-12)
    note = panel.findChild(QLabel, "lossGradientNote").text()
    assert "a = 0 predicts +1 (CMU), so it is a mistake only when y = −1" in note
    # One mistake, example 5: ∇L = -y x / n = (-1, -2) / 6.
    assert "1 of 6 are mistakes, ∇L = (−0.167, −0.333)" in note
    assert "∇ℓ = −y x̃ with x̃ = x" in note and "w + η y x̃" in note


def test_each_examples_dot_is_drawn_in_its_losss_colour_where_its_margin_and_loss_are(window, qtbot):
    """The per-example plot, as the room sees it: at (y a, loss) of each example the picture has a dot of the chosen
    loss's colour, and between the dots there is none."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor

    from perceptron_gui.views.loss_view import COLOURS
    from tests.gui.person import Person

    open_example(window, "cmu_trace.json", qtbot)
    panel = open_from_view_menu(window, qtbot)
    step(window, qtbot, 3)
    wait_for_w(panel, qtbot, [2.0, -1.0])
    combo = panel.findChild(QComboBox, "lossCombo")
    person = Person(window, qtbot)
    person.focus(combo)  # the click opens its list
    for _ in range(3):  # All four, 0-1, Perceptron, Hinge
        person.press(Qt.Key.Key_Down)
    person.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.choice == "hinge")
    plot = panel.plot.examples
    wanted = QColor(COLOURS["hinge"])
    examples = list(zip([4, 2, 1, 2, 0, 3], [0, 0, 0, 0, 1, 0], strict=True))  # y a and the hinge loss

    def near(colour: QColor) -> bool:
        return all(abs(a - b) <= 24 for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True))

    def coloured(picture, x: float, y: float) -> int:
        """Pixels of the hinge colour in the 7 x 7 pixels around (x, y) (a dot covers about 50; the grid's lines
        cross its centre)."""
        ratio = picture.devicePixelRatio()
        at = plot.mapFromScene(plot.getViewBox().mapViewToScene(QPointF(x, y)))
        cx, cy = round(at.x() * ratio), round(at.y() * ratio)
        return sum(near(picture.pixelColor(cx + i, cy + j)) for i in range(-3, 4) for j in range(-3, 4))

    def every_dot_drawn() -> bool:  # the panel lays its plots out again for one loss before the window settles
        picture = plot.grab().toImage()
        return all(coloured(picture, margin, loss) >= 15 for margin, loss in examples)

    qtbot.waitUntil(every_dot_drawn)
    assert coloured(plot.grab().toImage(), 0.5, 1.5) == 0, "a hinge-coloured dot where no example is"


def test_the_slice_runs_along_the_last_update(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    panel = open_from_view_menu(window, qtbot)
    step(window, qtbot, 3)  # step 3 was a mistake: Δw = y x = (1, 1), from (1, -2) to (2, -1)
    wait_for_w(panel, qtbot, [2.0, -1.0])
    qtbot.waitUntil(lambda: panel.curves is not None and panel.curves["perceptron"][len(SLICE) // 2] == 0.0)
    now, before = int(np.argmin(np.abs(SLICE))), int(np.argmin(np.abs(SLICE + 1)))
    # at s = -1, w = (1, -2): y a = 5, 1, -1, 1, -3, 3
    assert panel.curves["perceptron"][before] == pytest.approx(4 / 6)
    assert panel.curves["zero_one"][before] == pytest.approx(2 / 6)
    assert panel.curves["hinge"][before] == pytest.approx(6 / 6)
    assert panel.curves["hinge"][now] == pytest.approx(1 / 6)
    assert panel.curves["zero_one"][now] == pytest.approx(1 / 6)


def test_the_star_follows_the_step_and_time_travel(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    panel = open_from_view_menu(window, qtbot)
    step(window, qtbot, 3)
    qtbot.waitUntil(lambda: star(panel) == (2.0, -1.0))
    window.training.travel_to(1)
    qtbot.waitUntil(lambda: star(panel) == (1.0, -2.0))
    for name in LOSS_NAMES:
        assert star(panel, name) == (1.0, -2.0)
    path_x, path_y = panel.plot.scapes["logistic"].path.getData()
    assert list(zip(path_x.tolist(), path_y.tolist(), strict=True)) == [(0.0, 0.0), (1.0, -2.0)]
    window.training.travel_to(None)
    qtbot.waitUntil(lambda: star(panel) == (2.0, -1.0))
    path_x, path_y = panel.plot.scapes["logistic"].path.getData()
    assert list(zip(path_x.tolist(), path_y.tolist(), strict=True)) == [(0.0, 0.0), (1.0, -2.0), (2.0, -1.0)]
    step(window, qtbot, 2)  # step 5 is a mistake: w = (3, 1)
    qtbot.waitUntil(lambda: star(panel) == (3.0, 1.0))


def test_the_kernel_perceptron_says_why_there_is_no_landscape(window, qtbot):
    window.files.open_path(EXAMPLES / "circles_kernel.json")
    qtbot.waitUntil(lambda: window.training.table is not None and window.training.trace is None)
    panel = open_from_view_menu(window, qtbot)
    qtbot.waitUntil(lambda: "no weight vector w" in panel.findChild(QLabel, "lossNote").text())
    assert star(panel) is None


def test_presentation_mode_shows_the_panel_under_the_step_with_twice_the_text(window, qtbot):
    open_example(window, "cmu_trace.json", qtbot)
    window.findChild(type(window.actions_by_name["actionPresentation"]), "actionPresentation").trigger()
    panel = open_from_view_menu(window, qtbot)
    qtbot.waitUntil(lambda: panel.shown_w is not None)
    assert panel.plot.slice.getPlotItem().titleLabel.opts["size"] == "22pt"
    dock, row = window.findChild(QDockWidget, "lossDock"), window.findChild(QDockWidget, "presentationDock")
    assert dock.geometry().top() >= row.geometry().bottom()  # under the current step's row, not beside it
    assert dock.width() >= 0.9 * window.width()
    window.actions_by_name["actionPresentation"].trigger()
    assert panel.plot.slice.getPlotItem().titleLabel.opts["size"] == "11pt"


def test_the_averaged_perceptron_says_which_w_the_losses_are_of(window, qtbot):
    open_example(window, "noisy_averaged.json", qtbot)
    panel = open_from_view_menu(window, qtbot)
    step(window, qtbot, 5)
    note = panel.findChild(QLabel, "lossNote")
    state = window.training.state()
    assert not np.array_equal(state.coef, state.avg_coef)  # the two differ after these steps
    qtbot.waitUntil(lambda: panel.shown_w is not None and np.array_equal(panel.shown_w, state.coef[0]))
    assert "averaged perceptron's online w" in note.text()


def test_paused_after_a_run_the_landscapes_are_those_of_the_w_shown(window, qtbot):
    """During a run the panel draws what its thread computed with its once-a-second redraw; paused, every landscape,
    the slice and the star are the paused step's."""
    from tests.gui.conftest import load
    from tests.gui.person import Person, wait_for_training_thread

    rng = np.random.default_rng(7)
    X = rng.normal(size=(3000, 2)) + 0.5
    load(window, X, np.where(rng.random(3000) < 0.5, 1, -1), qtbot)  # random labels: it never converges
    panel = open_from_view_menu(window, qtbot)
    window.speed.setValue(window.speed.maximum())
    person = Person(window, qtbot)
    person.click_button("actionRun")
    qtbot.waitUntil(lambda: window.training.state().step > 30_000, timeout=30_000)
    qtbot.wait(1500)  # a redraw or two of the panel during the run
    person.click_button("actionPause")
    wait_for_training_thread(window, qtbot)
    shown = window.training.shown()
    w, b = shown.coef[0], float(shown.intercept[0])
    qtbot.waitUntil(lambda: panel.scape is not None and panel.scape.b == b, timeout=10_000)
    qtbot.waitUntil(lambda: star(panel) == (float(w[0]), float(w[1])), timeout=10_000)
    for name in LOSS_NAMES:
        drawn = panel.plot.scapes[name].image.image
        assert np.array_equal(drawn, panel.scape.values[name]), f"the {name} landscape drawn is not the w shown's"
        assert star(panel, name) == (float(w[0]), float(w[1]))


def test_past_the_history_cap_the_panel_says_where_the_path_ends_not_that_nothing_was_updated(window, qtbot):
    """A noisy run makes millions of mistakes; the history keeps the first 1,000,000.  Past it the panel said "No
    update yet", and drew the start alone as the path."""
    from tests.gui.conftest import load
    from tests.gui.person import Person, wait_for_training_thread

    rng = np.random.default_rng(1)
    load(window, rng.normal(size=(5000, 2)) + 0.3, np.where(rng.random(5000) < 0.5, 1, -1), qtbot)
    panel = open_from_view_menu(window, qtbot)
    window.speed.setValue(window.speed.maximum())
    Person(window, qtbot).click_button("actionRun")
    qtbot.waitUntil(lambda: not window.training.running and window.training.state().step > 0, timeout=60_000)
    wait_for_training_thread(window, qtbot)
    qtbot.waitUntil(lambda: not window.training.timeline.behind, timeout=10_000)  # the log has every report
    ended = window.training.trace.last_step
    assert window.training.shown().step > ended, "the run did not go past its history"
    qtbot.waitUntil(lambda: f"recorded history, which ends at step {ended:,}" in panel.note.text(), timeout=10_000)
    assert "No update yet" not in panel.note.text()
    path_x, _ = panel.plot.scapes["perceptron"].path.getData()
    assert len(path_x) > 100, f"the path has {len(path_x)} points"


def test_during_a_run_each_redraw_reaches_every_plot(window, qtbot):
    """During a run the panel draws its plots one event-loop turn apart (the window repaints between); each redraw
    still ends with the four stars and the per-example dots at the w the panel says it shows."""
    from tests.gui.conftest import load
    from tests.gui.person import Person

    rng = np.random.default_rng(11)
    X = rng.normal(size=(20_000, 2)) + 0.5
    y = np.where(rng.random(20_000) < 0.5, 1, -1)  # random labels: it never converges
    load(window, X, y, qtbot)
    window.document.settings.update(max_epochs=100_000)  # it runs until paused
    panel = open_from_view_menu(window, qtbot)
    window.speed.setValue(window.speed.maximum())
    person = Person(window, qtbot)
    person.click_button("actionRun")
    qtbot.waitUntil(lambda: window.training.state().step > 50_000, timeout=30_000)

    def drawn_at_shown_w() -> bool:
        w = panel.shown_w
        if not window.training.running or w is None or not np.any(w):
            return False
        if any(star(panel, name) != (float(w[0]), float(w[1])) for name in LOSS_NAMES):
            return False
        dots, _ = panel.plot.example_dots["hinge"].getData()
        margins = np.sort(y * (X @ w + panel.shown_b))
        at = np.clip(np.searchsorted(margins, dots), 0, len(margins) - 1)
        return len(dots) == 500 and bool(np.allclose(margins[at], dots))

    qtbot.waitUntil(drawn_at_shown_w, timeout=10_000)  # a redraw, then the next one, with another w
    first = panel.shown_w.copy()
    qtbot.waitUntil(lambda: drawn_at_shown_w() and not np.array_equal(panel.shown_w, first), timeout=10_000)
    assert window.training.running
    person.click_button("actionPause")


def test_paused_the_landscape_of_the_w_shown_comes_without_waiting_out_the_runs_rest(window, qtbot, monkeypatch):
    """During a run the panel's thread rests REST times the processor time of its last job, so that the run and the
    canvas keep their cores.  Paused, it waited that rest out: seconds (5.8 s in a render of the docks layout) with the
    run's last landscape (another b, another window, the star outside it) under the paused step.  A rest of minutes
    (REST raised) makes that wait certain here."""
    from perceptron_gui.views import loss_view
    from tests.gui.conftest import load
    from tests.gui.person import Person, wait_for_training_thread

    monkeypatch.setattr(loss_view, "REST", 1e6)  # times a job's processor time: a slice alone takes milliseconds
    rng = np.random.default_rng(3)
    X = rng.normal(size=(3000, 2))
    y = np.where(X[:, 0] + 0.5 * X[:, 1] + 0.6 * rng.normal(size=3000) > 0.2, 1, -1)  # noisy: it never converges
    load(window, X, y, qtbot)
    window.document.settings.update(max_epochs=100_000, eta=0.37)  # b moves off the lattice of η = 1's steps
    panel = open_from_view_menu(window, qtbot)
    window.speed.setValue(window.speed.maximum())
    person = Person(window, qtbot)
    person.click_button("actionRun")
    computed = panel.computed
    qtbot.waitUntil(lambda: panel.computed > computed, timeout=30_000)  # a job done during the run: a rest
    # the run moves on: the panel's redraw asks for another landscape, which waits out a rest of minutes
    qtbot.waitUntil(lambda: panel._wanted is not None and panel._rest.remainingTime() > 60_000, timeout=10_000)
    person.click_button("actionPause")
    wait_for_training_thread(window, qtbot)  # the paused step is in
    shown = window.training.shown()
    w, b = (float(shown.coef[0][0]), float(shown.coef[0][1])), float(shown.intercept[0])
    qtbot.waitUntil(lambda: star(panel) == w, timeout=5_000)  # the panel's redraw of the paused step
    qtbot.waitUntil(lambda: panel.scape is not None and panel.scape.b == b, timeout=10_000)
    for name in LOSS_NAMES:
        plot = panel.plot.scapes[name]
        drawn = panel.scape.values[name]
        qtbot.waitUntil(lambda plot=plot, drawn=drawn: plot.values is not None and np.array_equal(plot.values, drawn))
        (x0, x1), (y0, y1) = plot.getViewBox().viewRange()
        assert x0 <= w[0] <= x1 and y0 <= w[1] <= y1, f"the star is outside the {name} landscape's window"
