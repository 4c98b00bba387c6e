"""The training thread answers Pause and Reset during a long kernel step (issue 17, item 8).

Step to the end of the epoch used to run the whole epoch in one call on the training thread
(44 s silent on 1e5 noisy points), so Pause and Reset waited for it.  Long steps now go in
slices like a run; Pause stops one where it is.
"""

import numpy as np

from tests.gui.conftest import load
from tests.gui.person import Person, wait_for_training_thread

N = 20_000


def noisy(n: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(1)
    X = rng.normal(size=(n, 2))
    return X, np.where(X[:, 0] + rng.normal(size=n) > 0, 1, -1)


def choose_kernel(window, qtbot) -> None:
    combo = window.controls.algorithm
    combo.setCurrentIndex(combo.findData("kernel"))
    qtbot.waitUntil(lambda: window.training.state().variant == "kernel")


def test_pause_stops_a_long_kernel_step_to_the_end_of_the_epoch_where_it_is(window, qtbot):
    load(window, *noisy(N), qtbot)
    choose_kernel(window, qtbot)
    window.actions_by_name["actionStepEpoch"].trigger()
    qtbot.waitUntil(lambda: window.actions_by_name["actionPause"].isEnabled(), timeout=5000)
    window.actions_by_name["actionPause"].trigger()
    # (a redraw after the stop used to drop "Paused.": a poll that came after both waited for ever, however long)
    qtbot.waitUntil(lambda: window.training.state().message == "Paused.", timeout=10_000)
    state = window.training.state()
    assert state.epoch == 0 and 0 < state.step < N, "the epoch stopped where it was"
    assert window.actions_by_name["actionStepEpoch"].isEnabled()
    window.actions_by_name["actionStep"].trigger()  # and the thread takes the next command
    qtbot.waitUntil(lambda: window.training.state().step == state.step + 1, timeout=5000)


def test_reset_during_a_long_kernel_step_starts_the_new_run(window, qtbot):
    load(window, *noisy(N), qtbot)
    choose_kernel(window, qtbot)
    window.actions_by_name["actionStepEpoch"].trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 0, timeout=10_000)
    window.actions_by_name["actionReset"].trigger()
    run = window.training.run_id
    qtbot.waitUntil(lambda: window.training.run_log is not None, timeout=10_000)
    window.actions_by_name["actionStep"].trigger()
    qtbot.waitUntil(lambda: window.training.state().step == 1, timeout=10_000)
    assert window.training.state().run == run and window.training.state().epoch == 0


def test_after_pause_the_last_example_stays_ringed_and_the_paused_state_outlives_a_zoom(window, qtbot):
    load(window, *noisy(N), qtbot)
    choose_kernel(window, qtbot)
    window.actions_by_name["actionStepEpoch"].trigger()
    qtbot.waitUntil(lambda: window.training.state().step > 0, timeout=10_000)
    window.actions_by_name["actionPause"].trigger()
    wait_for_training_thread(window, qtbot)
    paused = window.training.state()
    assert paused.message == "Paused." and 0 < paused.step < N
    assert paused.index >= 0, "the example the paused step looked at is no longer ringed"
    Person(window, qtbot).wheel_canvas(0.0, 0.0, -2)  # zoom out: the grid is computed again over the new view
    qtbot.waitUntil(lambda: window.training.state().grid_rect == window.canvas.view_rect(), timeout=10_000)
    wait_for_training_thread(window, qtbot)
    state = window.training.state()
    assert (state.message, state.step, state.index) == ("Paused.", paused.step, paused.index), "a zoom is no step"
