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

import numpy as np
from PySide6.QtCore import QTimer

from core.files.csv_points import write_csv
from core.files.open import load_point_set
from core.session.points import PointSet
from perceptron_gui.document.recovery import EVERY_MS, recovery_file

ROOT = Path(__file__).resolve().parents[3]
DRIVER = Path(__file__).parents[1] / "drivers" / "studio_session.py"
POINTS = "x1,x2,label\n0,1,1\n1,0,1\n-1,0,0\n0,-1,0\n"


def start(
    tmp_path: Path, edit: bool, answer: str = "yes", save: bool = False, config: Path | None = None
) -> subprocess.Popen:
    config = config or tmp_path / "config"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config), ANSWER=answer)
    env["EDIT"] = "1" if edit else "0"
    env["SAVE"] = "1" if save else "0"
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


def test_sigterm_during_a_big_save_leaves_no_temporary_and_never_a_torn_file(tmp_path):
    # 400,000 points save on a thread with a progress dialog (seconds): SIGTERM lands while the rows are written.
    rng = np.random.default_rng(41)
    n = 400_000
    write_csv(PointSet(np.round(rng.normal(size=(n, 2)) * 10, 3), rng.integers(0, 2, n)), tmp_path / "points.csv")
    old = (tmp_path / "points.csv").read_bytes()
    process = start(tmp_path, edit=True, save=True)
    assert read_until(process, "ready", timeout=120) == f"ready {n + 1} points, dirty True"
    read_until(process, "saving", timeout=60)
    assert [f for f in tmp_path.iterdir() if f.name.startswith(".perceptron-studio-")]  # the save is writing
    process.send_signal(signal.SIGTERM)
    assert process.wait(120) == 128 + signal.SIGTERM
    assert "unexpected" not in process.stdout.read()  # no error dialog on the way out
    left = [f.name for f in tmp_path.iterdir() if f.name.startswith(".perceptron-studio-")]
    assert not left, f"temporaries left beside the document: {left}"
    if (tmp_path / "points.csv").read_bytes() != old:  # the save finished first: then the new file is whole
        saved = load_point_set(tmp_path / "points.csv").points
        assert len(saved) == n + 1 and saved.X[-1].tolist() == [0.25, 0.75]
    again = start(tmp_path, edit=False)
    assert read_until(again, "asked", timeout=120) == "asked restoreRecoveryDialog"
    assert read_until(again, "ready", timeout=120) == f"ready {n + 1} points, dirty True"
    again.send_signal(signal.SIGTERM)
    again.wait(60)


def test_unsaved_work_is_kept_every_minute_for_the_start_after_a_crash(window, tmp_path):
    path = tmp_path / "points.csv"
    path.write_text(POINTS, encoding="utf-8")
    window.files.open_path(path)
    minute = window.recovery.findChild(QTimer)
    assert not minute.isActive(), "nothing unsaved: nothing to keep"
    window.points.add(np.array([[0.25, 0.75]]), 1)
    assert minute.isActive() and minute.interval() == EVERY_MS == 60_000
    assert not recovery_file().exists()
    minute.timeout.emit()  # a minute later
    assert recovery_file().is_file()
    # The process then dies without closing (a crash, kill -9): the next start offers the work back.
    again = start(tmp_path, edit=False, config=tmp_path / "settings")
    assert read_until(again, "asked") == "asked restoreRecoveryDialog"
    assert read_until(again, "ready") == "ready 5 points, dirty True"
    again.send_signal(signal.SIGTERM)
    again.wait(30)


def test_saving_removes_the_kept_work_and_stops_keeping_it(window, tmp_path):
    path = tmp_path / "points.csv"
    path.write_text(POINTS, encoding="utf-8")
    window.files.open_path(path)
    minute = window.recovery.findChild(QTimer)
    window.points.add(np.array([[0.25, 0.75]]), 1)
    minute.timeout.emit()
    assert recovery_file().is_file()
    assert window.files.save()  # File > Save
    assert not recovery_file().exists(), "a crash now would offer work that is already saved"
    assert not minute.isActive()


def test_a_second_window_closing_leaves_the_first_ones_kept_work(window, tmp_path):
    first = start(tmp_path, edit=True, config=tmp_path / "settings")  # another Perceptron Studio, unsaved work
    assert read_until(first, "ready") == "ready 5 points, dirty True"
    first.send_signal(signal.SIGTERM)  # its work goes to the recovery file
    assert first.wait(30) == 128 + signal.SIGTERM
    kept = recovery_file().read_bytes()
    window.files.open_path(tmp_path / "points.csv")  # this one has nothing unsaved
    window.recovery.findChild(QTimer).timeout.emit()
    window.close()
    assert recovery_file().read_bytes() == kept
