"""A full-speed Run clicked while the compiled loops load in this process (the second after the window's start)
waits for them, then runs compiled.

Running the loops as Python beside the loading, both held the GIL for most of their time, and the window, the third
thread asking for it, missed frames by 40 to 150 ms (``bench/gui.py``, 100,000 points).  A second of the Python
loops trains a few thousand examples; the compiled ones do that in a millisecond.
"""

import threading

import numpy as np

from core.learn import compiled
from tests.gui.conftest import load
from tests.gui.person import Person, assert_views_agree, wait_for_training_thread

N = 2000
WAITED_MS = 500


def test_a_full_speed_run_clicked_while_the_loops_load_waits_for_them_then_runs(window, qtbot):
    rng = np.random.default_rng(3)
    X = rng.normal(size=(N, 2))
    y = np.where(rng.random(N) < 0.5, 1, -1)  # random labels: the run never converges
    load(window, X, y, qtbot)
    window.speed.setValue(window.speed.maximum())
    person = Person(window, qtbot)
    in_loading = threading.Event()
    loaded = threading.Event()

    def workloads(progress) -> None:  # the real loader's call, held until the test lets it end
        in_loading.set()
        loaded.wait(30)

    loader = threading.Thread(target=compiled.load_compiled, args=(workloads, lambda *_: None), name="test loader")
    loader.start()
    try:
        assert in_loading.wait(30)
        assert compiled.loading()
        person.click_button("actionRun")
        qtbot.wait(WAITED_MS)
        assert window.training.running, "the Run button did not start a run"
        assert window.training.state().step == 0, (
            f"the run trained {window.training.state().step} examples while the loops were loading"
        )
    finally:
        loaded.set()
        loader.join(30)
    qtbot.waitUntil(lambda: window.training.state().step > 10 * N, timeout=10_000)
    person.click_button("actionPause")
    wait_for_training_thread(window, qtbot)
    assert_views_agree(window, qtbot, "a Run clicked while the loops loaded, then Pause")
