"""Signals to a real Perceptron Studio process (issue 41, item 7 of its list): Ctrl+C (SIGINT) quits as Quit
does, the unsaved-changes question included; SIGTERM asks nothing, keeps the unsaved work in a recovery file
that the next start offers to restore, writes the preferences and exits with status 128 + 15."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DRIVER = Path(__file__).parents[1] / "drivers" / "studio_session.py"
POINTS = "x1,x2,label\n0,1,1\n1,0,1\n-1,0,0\n0,-1,0\n"


def start(tmp_path: Path, edit: bool, answer: str = "yes") -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"), ANSWER=answer)
    env["EDIT"] = "1" if edit else "0"
    env["PYTHONPATH"] = str(ROOT)
    path = tmp_path / "points.csv"
    if not path.exists():
        path.write_text(POINTS, encoding="utf-8")
    return subprocess.Popen(
        [sys.executable, str(DRIVER), str(path)], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )


def read_until(process: subprocess.Popen, start: str, timeout: float = 60) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if line.startswith(start):
            return line.strip()
        if not line and process.poll() is not None:
            break
    process.kill()
    raise AssertionError(f"the process never printed {start!r}")


def test_ctrl_c_asks_about_unsaved_changes_then_quits(tmp_path):
    process = start(tmp_path, edit=True)
    assert read_until(process, "ready") == "ready 5 points, dirty True"
    process.send_signal(signal.SIGINT)
    assert read_until(process, "asked") == "asked unsavedChangesDialog"
    assert process.wait(30) == 0


def test_sigterm_keeps_the_unsaved_work_for_the_next_start(tmp_path):
    process = start(tmp_path, edit=True)
    assert read_until(process, "ready") == "ready 5 points, dirty True"
    process.send_signal(signal.SIGTERM)
    assert process.wait(30) == 128 + signal.SIGTERM
    out = process.stdout.read()
    assert "asked" not in out  # no question
    assert (tmp_path / "config" / "Perceptron Studio" / "Perceptron Studio.ini").is_file()  # preferences written
    assert not [f for f in tmp_path.iterdir() if f.name.startswith(".perceptron-studio-")]  # no temporary left
    again = start(tmp_path, edit=False)
    assert read_until(again, "asked") == "asked restoreRecoveryDialog"
    assert read_until(again, "ready") == "ready 5 points, dirty True"  # the edit is back, still unsaved
    again.send_signal(signal.SIGTERM)
    again.wait(30)
