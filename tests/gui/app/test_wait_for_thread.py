"""The tests' own wait for a thread (``tests.gui.person.wait_for_thread``) never crashes the process that calls it.

It queues an echo object behind the thread's work.  The echo used to be deleted twice at the same moment: by its
own thread (``deleteLater``) and by the GUI thread, where Python dropped its last reference as the function
returned (a segmentation fault of an xdist worker in test_robust_kernel, seen in CI, once in thousands of calls).
Here it is called back to back in a process of its own, so that a crash fails this test, not a worker.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CALLS = 20_000  # the double delete crashed a process within 100 to 4,600 calls (measured, four runs)

SCRIPT = """
import sys, time
from PySide6.QtCore import QCoreApplication, QEventLoop, QThread
from tests.gui.person import wait_for_thread

app = QCoreApplication([])

class Bot:  # the one thing wait_for_thread asks of pytest-qt's qtbot
    def waitUntil(self, condition, timeout):
        deadline = time.monotonic() + timeout / 1000
        while not condition():
            assert time.monotonic() < deadline, "timed out"
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

thread = QThread()
thread.start()
for _ in range(int(sys.argv[1])):
    wait_for_thread(thread, Bot())
thread.quit()
thread.wait()
print("waited", sys.argv[1], flush=True)
"""


def test_waiting_for_a_thread_thousands_of_times_never_crashes():
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1")
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(CALLS)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, f"exit {done.returncode}: {done.stderr[-2000:]}"
    assert done.stdout.strip() == f"waited {CALLS}"
