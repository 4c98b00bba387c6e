"""File > Export Animation as MP4 onto a full disk says "the disk is full" (issue 41, item 5 of its list), not
"[Errno 32] Broken pipe" with ffmpeg's command line, and the file that was there is intact.

The disk is real: a tmpfs of 256 KiB mounted for the test (this needs the right to mount, as root in the
project's CI container) and filled but for a few KiB."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.exports.test_export_animation import export_through_dialog, open_example, temporaries, wait_done


@pytest.fixture
def full_disk(tmp_path) -> Path:
    folder = tmp_path / "small disk"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def test_an_mp4_onto_a_full_disk_says_the_disk_is_full(window, qtbot, full_disk):
    old = full_disk / "run.mp4"
    old.write_bytes(b"an older video")
    filler = full_disk / "filler"
    with filler.open("wb") as f:  # the disk full but for 8 KiB: too little for the video
        f.write(b"\0" * (256 - 8) * 1024)
    open_example(window, qtbot, "xor.json", 40)
    fields = {"animationPath": str(old), "animationFirst": "0", "animationLast": "40", "animationPerFrame": "1"}
    seen = export_through_dialog(window, fields, "MP4")
    assert seen["stayed_open"] is False, seen
    wait_done(window, qtbot)
    qtbot.waitUntil(lambda: bool(dialogs()), timeout=20_000)
    text = " ".join(w.text() for w in dialogs())
    assert "the disk is full" in text, text
    assert "Broken pipe" not in text and "FFMPEG" not in text.upper() and "-vcodec" not in text, text
    assert old.read_bytes() == b"an older video"
    assert temporaries(full_disk) == []


def dialogs() -> list:
    return [w for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()]
