"""The training thread answers Pause and Reset during a long kernel step (issue 17, item 8).

Step to the end of the epoch used to run the whole epoch in one call on the training thread
(44 s silent on 1e5 noisy points), so Pause and Reset waited for it.  Long steps now go in
slices like a run; Pause stops one where it is.
"""

import numpy as np

from tests.gui.conftest import load

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
    qtbot.waitUntil(lambda: window.training.state().message == "Paused.", timeout=60_000)
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
