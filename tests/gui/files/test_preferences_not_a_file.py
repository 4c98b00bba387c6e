"""Issue 29, item 12: a preference store that is not a regular file (a FIFO, a folder) never stops the start.

Qt's QSettings opens its file with a blocking read when it is made: a FIFO in the store's place hung the start
forever.  The store is now opened only when it is a regular file (or absent); otherwise the window opens on the
default preferences, which are not saved this session, and the status bar says why.  The real start runs in a
child process with a deadline."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
START = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from perceptron_gui.app import main
app = QApplication(sys.argv)
def report_and_close():
    for w in app.topLevelWidgets():
        if type(w).__name__ == "MainWindow":
            print("NOTE", w.statusBar().toolTip(), flush=True)
            w.close()
QTimer.singleShot(1500, report_and_close)
sys.exit(main(sys.argv[:1]))
"""


def start_with(make_store) -> subprocess.CompletedProcess[str]:
    home = tempfile.mkdtemp()
    folder = Path(home) / "config" / "Perceptron Studio"
    folder.mkdir(parents=True)
    make_store(folder / "Perceptron Studio.ini")
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": home,
        "XDG_CONFIG_HOME": str(Path(home) / "config"),
    }
    try:
        return subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, env=env, timeout=60)
    except subprocess.TimeoutExpired:  # subprocess.run has killed the child
        pytest.fail("the start did not finish in 60 s: it waits on the preference store")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_preference_store_that_is_not_a_regular_file_does_not_stop_the_start(kind: str):
    done = start_with(os.mkfifo if kind == "fifo" else Path.mkdir)
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stderr[-3000:]}"
    note = next(line for line in done.stdout.splitlines() if line.startswith("NOTE"))
    assert "Perceptron Studio.ini" in note and "not a regular file" in note, note
