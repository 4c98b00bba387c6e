"""File > Export Animation's Qt-free half: the plan read from the dialog's fields, the GIF and MP4 written by the
real encoders (Pillow, ffmpeg from imageio-ffmpeg) and read back, the atomic write, and the burned-in formula."""

from pathlib import Path

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image

from core.files.animation import (
    AnimationCancelledError,
    AnimationPlan,
    default_per_frame,
    plan_animation,
    write_animation,
)
from core.files.atomic import TEMP_PREFIX, atomic_write_by_name
from core.teach.algorithm import StepFacts, explain
from core.teach.animation_text import formula_lines


def plan(tmp_path: Path, **fields: str) -> AnimationPlan:
    values = {"path": str(tmp_path / "run.gif"), "kind": "gif", "first": "0", "last": "10", "per_frame": "3"}
    values |= {"fps": "5", "width": ""} | fields
    return plan_animation(**values, earliest=0, latest=10)


def test_steps_per_frame_picks_every_kth_step_and_always_ends_on_the_last(tmp_path):
    p = plan(tmp_path)
    assert p.steps().tolist() == [0, 3, 6, 9, 10]
    assert p.frames == 5 and p.width is None and p.fps == 5
    assert plan(tmp_path, first="4", last="4", per_frame="1").steps().tolist() == [4]
    assert plan(tmp_path, per_frame="10").steps().tolist() == [0, 10]


def test_a_name_without_a_suffix_gets_the_formats_and_width_canvas_means_the_canvas(tmp_path):
    p = plan(tmp_path, path=str(tmp_path / "lesson"), kind="mp4", width="canvas")
    assert p.path == tmp_path / "lesson.mp4" and p.kind == "mp4" and p.width is None
    assert plan(tmp_path, width=" 640 ").width == 640


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"fps": "abc"}, "Frames per second (GIF) must be a whole number from 1 to 50, not 'abc'."),
        ({"fps": "60"}, "Frames per second (GIF) must be from 1 to 50, not 60."),
        ({"first": ""}, "The first step must be a whole number from 0 to 10, not nothing."),
        ({"last": "11"}, "The last step must be from 0 to 10, not 11."),
        ({"first": "7", "last": "3"}, "The last step (3) must not come before the first (7)."),
        ({"per_frame": "0"}, "Steps per frame must be from 1 to 10, not 0."),
        ({"width": "50"}, "The width must be from 120 to 3,840, not 50."),
        ({"width": "wide"}, "The width must be a whole number from 120 to 3,840, not 'wide'."),
        ({"path": "  "}, "Choose a file to write (a name ending in .gif or .mp4)."),
        ({"path": "run.avi"}, "The file name must end in .gif or .mp4, not '.avi'."),
        ({"kind": "mp4"}, "The file name ends in .gif, but the format chosen is MP4."),
    ],
)
def test_bad_fields_say_what_is_wrong_and_what_is_allowed(tmp_path, fields, message):
    if fields.get("path") == "run.avi":
        fields["path"] = str(tmp_path / "run.avi")
    with pytest.raises(ValueError) as caught:
        plan(tmp_path, **fields)
    assert str(caught.value) == message


def test_a_missing_folder_and_too_many_gif_frames_are_refused_with_the_way_out(tmp_path):
    with pytest.raises(ValueError, match=r"The folder .*nowhere does not exist\."):
        plan(tmp_path, path=str(tmp_path / "nowhere" / "run.gif"))
    with pytest.raises(ValueError) as caught:
        plan_animation(str(tmp_path / "a.gif"), "gif", "0", "5000", "1", "10", "", 0, 5000)
    assert str(caught.value) == (
        "5,001 frames are too many for GIF (at most 1,000): choose at least 6 steps per frame, "
        "or a shorter range, or MP4."
    )


def frames(n: int, h: int = 31, w: int = 45) -> list[np.ndarray]:
    """n frames of flat, clearly different colours."""
    out = []
    for k in range(n):
        frame = np.zeros((h, w, 3), np.uint8)
        frame[...] = (40 * k % 256, 255 - 30 * k, 100)
        out.append(frame)
    return out


def test_the_gif_reads_back_with_every_frame_its_colour_and_delay(tmp_path):
    p = plan(tmp_path)  # 5 frames at 5 fps: 200 ms each
    made = frames(p.frames)
    size = write_animation(p, made)
    with Image.open(p.path) as gif:
        assert size == p.path.stat().st_size
        assert gif.format == "GIF" and gif.n_frames == 5 and gif.size == (45, 31)
        for k, frame in enumerate(made):
            gif.seek(k)
            assert gif.info["duration"] == 200
            assert np.array_equal(np.asarray(gif.convert("RGB")), frame)
    assert p.seconds == 1.0


def test_the_mp4_probes_with_the_frames_and_seconds_planned_and_odd_sizes_padded_even(tmp_path):
    p = plan(tmp_path, path=str(tmp_path / "run.mp4"), kind="mp4", fps="4")  # 5 frames at 4 fps
    write_animation(p, frames(p.frames))
    assert imageio_ffmpeg.count_frames_and_secs(str(p.path)) == (5, 1.25)
    reader = imageio_ffmpeg.read_frames(str(p.path))
    meta = next(reader)
    assert meta["size"] == (46, 32)  # 45 x 31 and one white column and row
    first = np.frombuffer(next(reader), np.uint8).reshape(32, 46, 3)
    reader.close()
    assert np.abs(first[:31, :45].astype(int) - frames(1)[0]).mean() < 6  # H.264 is lossy: close, not equal
    grey = np.array([0.299, 0.587, 0.114])
    # the added row is white (H.264 shares colour among 2 x 2 pixels, so some of the frame's green bleeds in)
    assert first[31, 10] @ grey > 200 > first[30, 10] @ grey


def test_cancel_leaves_no_file_and_an_existing_file_as_it_was(tmp_path):
    for kind in ("gif", "mp4"):
        p = plan(tmp_path, path=str(tmp_path / f"run.{kind}"), kind=kind)
        p.path.write_bytes(b"the old file")
        with pytest.raises(AnimationCancelledError):
            write_animation(p, frames(p.frames), report=lambda fraction: fraction < 0.5)
        assert p.path.read_bytes() == b"the old file"
        new = plan(tmp_path, path=str(tmp_path / f"new.{kind}"), kind=kind)
        with pytest.raises(AnimationCancelledError):
            write_animation(new, frames(new.frames), report=lambda fraction: fraction < 0.5)
        assert not new.path.exists()
    assert sorted(f.name for f in tmp_path.iterdir()) == ["run.gif", "run.mp4"]  # no temporary left


def test_fewer_frames_than_planned_write_nothing(tmp_path):
    p = plan(tmp_path)
    with pytest.raises(ValueError, match="4 frames were made, 5 planned"):
        write_animation(p, frames(4))
    assert list(tmp_path.iterdir()) == []


def test_atomic_write_by_name_hands_the_writer_a_temporary_in_the_same_folder(tmp_path):
    target = tmp_path / "out.bin"
    seen = []

    def write(tmp: Path) -> None:
        seen.append(tmp)
        tmp.write_bytes(b"new")

    atomic_write_by_name(target, write)
    assert target.read_bytes() == b"new"
    assert seen[0].parent == tmp_path and seen[0].name.startswith(TEMP_PREFIX) and not seen[0].exists()


def test_the_burned_in_lines_are_the_update_with_its_numbers_or_the_test_that_found_none():
    x = np.array([1.0, 2.0])
    wrong = StepFacts(3, 1, 2, x, -1, 1.0, True, np.zeros(2), 0.0, np.array([-1.0, -2.0]), -1.0)
    assert formula_lines(explain("002", "perceptron", True, "positive", wrong)) == (
        "w ← w + y⁽ᵗ⁾x⁽ᵗ⁾:  (0, 0) + (−1)·(1, 2) = (−1, −2)",
        "b ← b + y⁽ᵗ⁾:  0 + (−1) = −1",
    )
    assert formula_lines(explain("003", "perceptron", False, "mistake", wrong)) == (
        "6: if y · a ≤ 0 then:  y·a = (−1)·1 = −1 ≤ 0? yes",
        "7: w_i = w_i + y · x_i, for all i = 1, …, d:  (0, 0) + (−1)·(1, 2) = (−1, −2)",
    )
    right = StepFacts(3, 1, 2, x, 1, 1.0, False, np.zeros(2), 0.0, np.zeros(2), 0.0)
    assert formula_lines(explain("002", "perceptron", False, "positive", right)) == (
        "Predict ŷ = sign(wᵀx) = +1 if ≥ 0, −1 otherwise:  ŷ = sign(0·1 + 0·2) = sign(1) = +1",
        "If we misclassified an example (y⁽ᵗ⁾ ≠ ŷ):  y = +1, ŷ = +1: right, no update",
    )


def test_the_default_steps_per_frame_keep_a_long_run_to_about_200_frames_and_a_short_one_to_every_step():
    assert default_per_frame(0, 10) == 1
    assert default_per_frame(0, 200) == 1
    assert default_per_frame(0, 201) == 2  # 201 steps do not fit in 200 frames of one step
    assert default_per_frame(100, 5100) == 25
    assert default_per_frame(3, 3) == 1
