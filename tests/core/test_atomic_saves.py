"""Hostile save targets (issue #17, items 3, 5 and 6): links, read-only files, long names, kill -9, delimiters.

Real files and real processes: a symlink made with ``os.symlink``, a file marked 0444, names of up
to 255 bytes (the file system's limit), a child process killed with SIGKILL in the middle of a save.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from core.files.csv_points import read_csv_table, read_points, write_csv
from core.files.document_json import save_document
from core.files.open import load_point_set
from core.session.points import PointSet
from core.session.settings import TrainingSettings

ROOT = Path(__file__).resolve().parents[2]
OLD = PointSet([[1.0, 2.0]], [1])
NEW = PointSet([[0.25, -1.5], [3.0, 4.0], [5.5, 6.5]], [0, 1, 1])


def save(kind: str, path: Path, points: PointSet) -> None:
    write_csv(points, path) if kind == "csv" else save_document(path, points, TrainingSettings())


# ------------------------------------------------------------------ item 5: links, read-only, long names
@pytest.mark.parametrize("kind", ["csv", "json"])
def test_saving_through_a_symlink_writes_the_linked_file_and_keeps_the_link(tmp_path: Path, kind: str) -> None:
    real_folder = tmp_path / "real"
    real_folder.mkdir()
    target = real_folder / f"points.{kind}"
    save(kind, target, OLD)
    link = tmp_path / f"link.{kind}"
    link.symlink_to(target)
    save(kind, link, NEW)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert load_point_set(target).points.X.tolist() == NEW.X.tolist()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link." + kind, "real"]
    assert sorted(p.name for p in real_folder.iterdir()) == [f"points.{kind}"]


def test_saving_through_a_chain_of_relative_symlinks_writes_the_final_file(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    target = tmp_path / "data" / "points.csv"
    write_csv(OLD, target)
    (tmp_path / "one.csv").symlink_to(Path("data") / "points.csv")
    (tmp_path / "two.csv").symlink_to("one.csv")
    write_csv(NEW, tmp_path / "two.csv")
    assert (tmp_path / "two.csv").is_symlink() and (tmp_path / "one.csv").is_symlink()
    assert read_points(target).points.X.tolist() == NEW.X.tolist()


@pytest.mark.parametrize("kind", ["csv", "json"])
def test_a_read_only_file_is_refused_with_a_reason_and_left_as_it_was(tmp_path: Path, kind: str) -> None:
    path = tmp_path / f"points.{kind}"
    save(kind, path, OLD)
    before = path.read_bytes()
    path.chmod(0o444)
    with pytest.raises(PermissionError) as caught:
        save(kind, path, NEW)
    assert "read-only" in str(caught.value) and str(path) in str(caught.value)
    assert path.read_bytes() == before
    assert oct(path.stat().st_mode & 0o777) == oct(0o444)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


@pytest.mark.parametrize("length", [242, 250, 255])
@pytest.mark.parametrize("kind", ["csv", "json"])
def test_file_names_up_to_the_255_byte_limit_can_be_saved(tmp_path: Path, kind: str, length: int) -> None:
    suffix = f".{kind}"
    stem = "ü" * ((length - len(suffix)) // 2)  # two bytes each in UTF-8
    stem += "a" * (length - len(suffix) - len(stem.encode()))
    path = tmp_path / f"{stem}{suffix}"
    assert len(path.name.encode()) == length
    save(kind, path, NEW)
    save(kind, path, OLD)  # and replacing it
    assert load_point_set(path).points.X.tolist() == OLD.X.tolist()
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


# ------------------------------------------------------------------ item 6: kill -9 leaves temporaries
KILL_SCRIPT = """
import sys, time
sys.path.insert(0, {root!r})
import core.files.atomic as atomic
from core.files.csv_points import write_csv
from core.session.points import PointSet
def stall(f, text):
    f.write(text[: len(text) // 2]); f.flush()
    print("half written", flush=True)
    time.sleep(60)
atomic._write_text = stall
write_csv(PointSet([[float(i), 0.5] for i in range(5000)], [1] * 5000), {path!r})
"""


def kill_in_the_middle_of_a_save(path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", KILL_SCRIPT.format(root=str(ROOT), path=str(path))],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
    )  # fmt: skip
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "half written"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        if child.stdout is not None:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL


def test_temporaries_left_by_saves_killed_with_sigkill_are_removed_by_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "points.csv"
    write_csv(OLD, path)
    for _ in range(3):
        kill_in_the_middle_of_a_save(path)  # each save first removes the temporary the one before left
        leftovers = [p.name for p in tmp_path.iterdir() if p != path]
        assert len(leftovers) == 1, leftovers
        assert leftovers[0].startswith(".perceptron-studio-") and leftovers[0].endswith(".tmp"), leftovers
        assert read_points(path).points.X.tolist() == OLD.X.tolist()
    write_csv(NEW, tmp_path / "another file in the same folder.csv")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["another file in the same folder.csv", "points.csv"]


def test_a_temporary_of_a_running_save_and_files_not_ours_are_left_alone(tmp_path: Path) -> None:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        running = tmp_path / f".perceptron-studio-{sleeper.pid}-0123abcd.tmp"  # another window, saving now
        running.write_text("half a save")
        dead = tmp_path / ".perceptron-studio-999999999-89abcdef.tmp"  # no process has such an id
        dead.write_text("left by kill -9")
        ancient = tmp_path / f".perceptron-studio-{sleeper.pid}-00000000.tmp"  # its pid was reused since
        ancient.write_text("left by kill -9 two days ago")
        two_days_ago = time.time() - 2 * 24 * 3600
        os.utime(ancient, (two_days_ago, two_days_ago))
        not_ours = [tmp_path / ".points.csv.tmp", tmp_path / "perceptron-studio-1-00000000.tmp", tmp_path / "x.tmp"]
        for p in not_ours:
            p.write_text("someone else's")
        os.utime(not_ours[0], (two_days_ago, two_days_ago))
        write_csv(NEW, tmp_path / "points.csv")
        assert running.read_text() == "half a save"
        assert not dead.exists() and not ancient.exists()
        assert all(p.read_text() == "someone else's" for p in not_ours)
    finally:
        sleeper.kill()
        sleeper.wait()


def test_the_temporary_has_a_short_recognisable_name_in_the_target_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def replace(src: str | os.PathLike, dst: str | os.PathLike) -> None:
        seen.append(os.fspath(src))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    write_csv(NEW, tmp_path / ("long " * 40 + ".csv"))
    (tmp,) = seen
    assert Path(tmp).parent == tmp_path
    assert Path(tmp).name.startswith(f".perceptron-studio-{os.getpid()}-") and len(Path(tmp).name) <= 40


# ------------------------------------------------------------------ item 3: the writer keeps the delimiter
@pytest.mark.parametrize("delimiter", [",", "\t", ";"])
def test_the_csv_writer_writes_the_delimiter_asked_for_and_the_reader_reads_it_back(
    tmp_path: Path, delimiter: str
) -> None:
    path = tmp_path / "points.txt"
    X = np.array([[0.1, -2.5e-300], [1e17, 3.0], [-0.0, 7.25]])
    names = {0: "cat, black", 1: "dog; big", 2: 'say "hi"'}  # a tab in a name is refused (a control character)
    write_csv(PointSet(X, [0, 1, 2]), path, label_names=names, delimiter=delimiter)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == delimiter.join(["x1", "x2", "label"])
    assert lines[1].split(delimiter)[:2] == ["0.1", "-2.5e-300"]
    table = read_csv_table(path)
    assert table.X.tobytes() == X.tobytes() and table.label_names is not None
    assert [table.label_names[v] for v in table.y.tolist()] == [names[0], names[1], names[2]]


@pytest.mark.parametrize("delimiter", ["", ".", "ab", "\n", '"', "1", "-", "e"])
def test_a_delimiter_the_reader_could_not_split_on_is_refused_before_writing(tmp_path: Path, delimiter: str) -> None:
    path = tmp_path / "points.csv"
    write_csv(OLD, path)
    before = path.read_bytes()
    with pytest.raises(ValueError, match="delimiter"):
        write_csv(NEW, path, delimiter=delimiter)
    assert path.read_bytes() == before
