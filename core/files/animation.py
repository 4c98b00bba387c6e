"""Animations of a run as GIF or MP4: what to export (checked, with messages a user can act on) and the writing.

The frames are RGB arrays made elsewhere (the window renders its canvas); this module only plans which
steps become frames and hands the frames to real encoders: Pillow's GIF writer, and for MP4 ffmpeg
(libx264, the ffmpeg that imageio-ffmpeg ships). The file is written atomically
(:func:`core.files.atomic.atomic_write_by_name`): an encode that fails or is cancelled leaves no file,
and an existing file as it was.
"""

from __future__ import annotations

import errno
import math
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.files.atomic import atomic_write_by_name
from core.session.slide import ASPECTS

FORMATS = {"gif": ".gif", "mp4": ".mp4"}
"""Format name to file suffix."""
FPS_RANGE = {"gif": (1, 50), "mp4": (1, 60)}
"""Frames per second allowed: a GIF stores delays in hundredths of a second and browsers slow down delays
under 0.02 s, so a GIF goes to 50 frames per second at most."""
MAX_FRAMES = {"gif": 1000, "mp4": 20_000}
"""Pillow keeps a GIF's frames until it writes the file; an MP4 is streamed to ffmpeg."""
WIDTH_RANGE = (120, 3840)
TARGET_FRAMES = 200
"""The default steps per frame keeps a long run to about this many frames."""
MP4_QUALITY = 8  # imageio-ffmpeg's scale: 10 best; 8 keeps the canvas's thin lines and text crisp


class AnimationCancelledError(Exception):
    """The user cancelled the export: nothing is written."""


@dataclass(frozen=True)
class AnimationPlan:
    """An animation to write: ``path`` in ``kind`` ("gif" or "mp4"), the states right after steps ``first`` to
    ``last`` (0 is the start), every ``per_frame``-th step a frame (and ``last`` always), ``fps`` frames a
    second, ``width`` pixels wide (None: the canvas's width) in ``aspect`` (a key of
    :data:`core.session.slide.ASPECTS`), in the presentation look or not (see :mod:`core.session.slide`)."""

    path: Path
    kind: str
    first: int
    last: int
    per_frame: int
    fps: int
    width: int | None
    aspect: str = "canvas"
    presentation: bool = False

    def steps(self) -> np.ndarray:
        """The step of every frame, in order: first, first + per_frame, …, and last."""
        return frame_steps(self.first, self.last, self.per_frame)

    @property
    def frames(self) -> int:
        """How many frames the animation has."""
        return len(self.steps())

    @property
    def seconds(self) -> float:
        """How long it plays: frames / fps (a GIF's delay is rounded to hundredths of a second)."""
        if self.kind == "gif":
            return self.frames * gif_delay_ms(self.fps) / 1000
        return self.frames / self.fps


def default_per_frame(first: int, last: int, target_frames: int = TARGET_FRAMES) -> int:
    """Steps per frame that keep steps first..last to at most about ``target_frames`` frames (at least 1)."""
    return max(1, math.ceil((last - first) / target_frames))


def frame_steps(first: int, last: int, per_frame: int) -> np.ndarray:
    """first, first + per_frame, … below last, then last: every frame's step."""
    steps = np.arange(first, last, per_frame, dtype=np.int64)
    return np.append(steps, np.int64(last))


def gif_delay_ms(fps: int) -> int:
    """A GIF frame's delay for ``fps`` frames a second, as GIF stores it (whole hundredths of a second)."""
    return 10 * max(2, round(100 / fps))


def kind_of(path: str) -> str | None:
    """The format, "gif" or "mp4", from a file name's suffix (any case), else None."""
    suffix = Path(path).suffix.lower()
    return next((kind for kind, s in FORMATS.items() if s == suffix), None)


def _whole(name: str, text: str, low: int, high: int) -> int:
    text = text.strip().replace(",", "").replace("_", "")
    try:
        value = int(text)
    except ValueError:
        shown = f"{text!r}" if text else "nothing"
        raise ValueError(f"{name} must be a whole number from {low:,} to {high:,}, not {shown}.") from None
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low:,} to {high:,}, not {value:,}.")
    return value


def plan_animation(
    path: str,
    kind: str,
    first: str,
    last: str,
    per_frame: str,
    fps: str,
    width: str,
    earliest: int,
    latest: int,
    aspect: str = "canvas",
    presentation: bool = False,
) -> AnimationPlan:
    """Read the export dialog's fields into a plan; raise ValueError saying what is wrong and what is allowed.

    Steps run from ``earliest`` (0, the start, or the first step the history keeps, minus one) to ``latest``
    (the last step of the run so far); ``width`` empty (or "canvas") means the canvas's width. A file name
    without a suffix gets the format's.
    """
    if kind not in FORMATS:
        raise ValueError(f"The format must be GIF or MP4, not {kind!r}.")
    name = path.strip()
    if not name:
        raise ValueError("Choose a file to write (a name ending in .gif or .mp4).")
    target = Path(os.path.expanduser(name))
    named_kind = kind_of(name)
    if target.suffix and named_kind is None:
        raise ValueError(f"The file name must end in .gif or .mp4, not {target.suffix!r}.")
    if named_kind is None:
        target = target.with_name(target.name + FORMATS[kind])
    elif named_kind != kind:
        raise ValueError(f"The file name ends in {target.suffix}, but the format chosen is {kind.upper()}.")
    if target.is_dir():
        raise ValueError(f"{target} is a folder: choose a file name.")
    if not target.parent.is_dir():
        raise ValueError(f"The folder {target.parent} does not exist.")
    if latest < earliest:
        raise ValueError("There is no run to animate yet: add points of two classes.")
    a = _whole("The first step", first, earliest, latest)
    b = _whole("The last step", last, earliest, latest)
    if b < a:
        raise ValueError(f"The last step ({b:,}) must not come before the first ({a:,}).")
    k = _whole("Steps per frame", per_frame, 1, max(1, b - a))
    low, high = FPS_RANGE[kind]
    rate = _whole(f"Frames per second ({kind.upper()})", fps, low, high)
    w = None
    if width.strip().lower() not in ("", "canvas"):
        w = _whole("The width", width, *WIDTH_RANGE)
    if aspect not in ASPECTS:
        raise ValueError(f"The aspect must be one of {', '.join(ASPECTS)}, not {aspect!r}.")
    plan = AnimationPlan(target, kind, a, b, k, rate, w, aspect, presentation)
    cap = MAX_FRAMES[kind]
    if plan.frames > cap:
        need = math.ceil((b - a) / (cap - 1))
        raise ValueError(
            f"{plan.frames:,} frames are too many for {kind.upper()} (at most {cap:,}): "
            f"choose at least {need:,} steps per frame, or a shorter range" + (", or MP4." if kind == "gif" else ".")
        )
    return plan


def write_animation(
    plan: AnimationPlan, frames: Iterable[np.ndarray], report: Callable[[float], bool] | None = None
) -> int:
    """Encode ``plan.frames`` RGB frames (each (h, w, 3) uint8, all the same size) into ``plan.path``, atomically.

    ``report(fraction)`` is called after each frame; when it returns False the export stops with
    :class:`AnimationCancelledError`, leaving no file (and an existing one as it was). MP4 frames of an odd
    width or height get one white row or column (H.264 needs even sizes). Returns the bytes written.
    """
    total = plan.frames

    def counted() -> Iterator[np.ndarray]:
        done = 0
        for frame in frames:
            yield frame
            done += 1
            if report is not None and not report(done / total):
                raise AnimationCancelledError
        if done != total:
            raise ValueError(f"{done} frames were made, {total} planned.")

    if plan.kind == "gif":
        atomic_write_by_name(plan.path, lambda tmp: _write_gif(tmp, counted(), plan.fps))
    else:
        atomic_write_by_name(plan.path, lambda tmp: _write_mp4(tmp, counted(), plan.fps))
    return plan.path.stat().st_size


def _write_gif(path: Path, frames: Iterator[np.ndarray], fps: int) -> None:
    from PIL import Image  # Pillow only when a GIF is written

    first = next(frames)
    # Pillow gives each RGB frame its own adaptive 256-colour palette and stores only what changed.
    Image.fromarray(first).save(
        path,
        format="GIF",
        save_all=True,
        append_images=(Image.fromarray(frame) for frame in frames),
        duration=gif_delay_ms(fps),
        loop=0,
    )


def even(frame: np.ndarray) -> np.ndarray:
    """The frame with a white row and/or column added where its height or width is odd."""
    h, w = frame.shape[:2]
    if h % 2 == 0 and w % 2 == 0:
        return frame
    return np.pad(frame, ((0, h % 2), (0, w % 2), (0, 0)), constant_values=255)


def _write_mp4(path: Path, frames: Iterator[np.ndarray], fps: int) -> None:
    import imageio_ffmpeg  # the bundled ffmpeg, only when an MP4 is written

    first = even(next(frames))
    h, w = first.shape[:2]
    writer = imageio_ffmpeg.write_frames(
        str(path),
        (w, h),
        fps=fps,
        codec="libx264",
        quality=MP4_QUALITY,
        macro_block_size=2,  # sizes are made even here, never rescaled by ffmpeg
        output_params=["-f", "mp4"],  # the temporary's name ends in .tmp
        ffmpeg_log_level="error",
    )
    writer.send(None)  # start ffmpeg
    process = writer.gi_frame.f_locals["p"]  # imageio-ffmpeg never looks at its exit status: this does
    stopped: OSError | None = None
    try:
        writer.send(np.ascontiguousarray(first))
        for frame in frames:
            writer.send(np.ascontiguousarray(even(frame)))
    except OSError as error:  # ffmpeg stopped reading: "[Errno 32] Broken pipe" and its whole command line
        stopped = error
    finally:  # also on a Cancel (raised by the frames): ffmpeg ends before the caller removes its file
        writer.close()
    if stopped is not None:
        raise encoder_error(path, process.returncode) from stopped
    if process.returncode:  # it failed at the end (the file's trailer): the video is not whole
        raise encoder_error(path, process.returncode)


FULL_BELOW = 1 << 20
"""Bytes: a folder with less room than this after a failed encode is taken to have made it fail (disk full)."""


def encoder_error(path: Path, status: int | None) -> OSError:
    """What made ffmpeg fail on ``path``, in words: a full disk (ffmpeg's own message goes to the terminal only),
    else its exit status."""
    try:
        room = os.statvfs(path.parent)
        full = room.f_bavail * room.f_frsize < FULL_BELOW
    except OSError:
        full = False
    if full:
        return OSError(errno.ENOSPC, "the disk is full", str(path))
    return OSError(errno.EIO, f"the video encoder (ffmpeg) failed with exit status {status}", str(path))
