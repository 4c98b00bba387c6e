"""The window's thread comes first: every thread the app starts (training, the loss panel's, the theory's, the weight
space's) runs at a lower priority than the GUI thread.

On two cores a Run's training thread and whatever else the machine runs left the GUI thread waiting for a CPU 1.4 s
of every 3 (read from ``/proc/self/task/*/schedstat`` during ``bench/gui.py``'s Run on 100,000 points), and its
frames came 50-100 ms late.
"""

import os
import threading
from pathlib import Path

from PySide6.QtCore import QThread

from perceptron_gui.work import threads
from tests.gui.person import Person


def _nice_by_thread_name() -> dict[str, int]:
    """Each OS thread of this process by name, with its nice value (Linux's /proc)."""
    nice = {}
    for task in Path("/proc/self/task").iterdir():
        name = (task / "comm").read_text().strip()
        fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        nice[name] = int(fields[16])  # the 19th field of stat; the first two (pid, comm) are cut off
    return nice


def test_every_thread_the_window_starts_runs_below_the_gui_thread(window, qtbot):
    Person(window, qtbot).choose("View", "actionLossPanel")
    qtbot.waitUntil(lambda: "training" in [t.objectName() for t in threads.running()], timeout=5000)
    started = threads.running()
    assert started, "the window started no thread"
    for thread in started:
        assert thread.priority() == QThread.Priority.LowPriority, f"{thread.objectName()}: {thread.priority()}"
    if os.path.isdir("/proc/self/task"):  # Linux ignores Qt's priorities: the app sets each thread's nice value
        gui_nice = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        nice = _nice_by_thread_name()
        for thread in started:
            name = thread.objectName()[:15]  # the OS keeps 15 characters of a thread's name
            below = min(threads.MAX_NICE, gui_nice + threads.BACKGROUND_NICE)  # a started app's nice is kept
            assert nice[name] == below, f"the {name!r} thread runs at nice {nice[name]}, the GUI thread at {gui_nice}"
