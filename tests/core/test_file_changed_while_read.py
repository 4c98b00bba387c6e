"""Issue 29, item 11: a file that changes while it is read (shortened, or grown, by another program while a
background load reads it) is refused with a message saying so, never opened with the points read so far.

The change is made by the load's own progress callback, between two pieces of the read: a real file on disk,
truncated or appended to as another program would."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from core.files.csv_points import write_csv
from core.files.document_json import save_document
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.points import PointSet
from core.session.settings import TrainingSettings

N = 40_000  # about 1.5 MB: the read comes in about 100 pieces


def points() -> PointSet:
    rng = np.random.default_rng(11)
    return PointSet(rng.normal(size=(N, 2)), rng.integers(0, 2, N))


def shorten_to_half(path: Path) -> None:
    """Cut the file at the line end nearest its middle (the half that is left is a valid file of half the points)."""
    data = path.read_bytes()
    cut = data.index(b"\n", len(data) // 2) + 1
    with open(path, "r+b") as f:
        f.truncate(cut)


def append_lines(path: Path) -> None:
    with open(path, "ab") as f:
        f.write(b"0.5,0.5,1\n" * 1000)


def change_during_read(path: Path, change: Callable[[Path], None]) -> Callable[[float], bool]:
    """A progress callback that changes the file once, at the first piece read."""
    done: list[bool] = []

    def progress(fraction: float) -> bool:
        if not done:
            done.append(True)
            change(path)
        return True

    return progress


@pytest.mark.parametrize("change", [shorten_to_half, append_lines], ids=["shortened", "grown"])
def test_a_csv_file_changed_while_it_is_read_is_refused_saying_so(tmp_path: Path, change: Callable[[Path], None]):
    path = tmp_path / "points.csv"
    write_csv(points(), path)
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path, progress=change_during_read(path, change))
    message = str(caught.value)
    assert message.startswith("points.csv: ") and "changed while it was read" in message, message
    assert "open it again" in message
    again = len(load_point_set(path).points)  # opened again, it opens as it now is
    assert again == (N + 1000 if change is append_lines else N // 2) or (change is shorten_to_half and 0 < again < N)


def test_a_document_shortened_while_it_is_read_is_refused(tmp_path: Path):
    path = tmp_path / "points.json"
    save_document(path, points(), TrainingSettings())
    with pytest.raises(PointSetFileError, match=r"^points\.json: the file changed while it was read"):
        load_point_set(path, progress=change_during_read(path, shorten_to_half))


def test_a_file_left_alone_during_the_read_opens_whole(tmp_path: Path):
    path = tmp_path / "points.csv"
    write_csv(points(), path)
    assert len(load_point_set(path, progress=lambda fraction: True).points) == N
