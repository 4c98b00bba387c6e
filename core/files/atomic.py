"""Atomic saves: a temporary file in the target's folder, fsynced, then ``os.replace``.

What a save does to the file system, and why:

- a symlink is followed: the file it points to is replaced, the link stays a link;
- a read-only file (no write permission bit, or not writable by this user) is refused, not replaced;
- the temporary has a short name of its own, ``.perceptron-studio-<pid>-<8 hex digits>.tmp``, so a
  target name of up to the file system's 255 bytes still leaves room for it, and a user who finds one
  can tell whose it is;
- a save killed in the middle (kill -9, power cut) leaves such a temporary behind; every later save into
  the same folder removes the ones whose process is gone (or that are older than :data:`STALE_AFTER`
  seconds, in case the process id has been reused). Temporaries of saves still running are left alone.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import BinaryIO, TextIO

from core.files.errors import Progress, SaveCancelled

TEMP_PREFIX = ".perceptron-studio-"
"""Every temporary file of a save starts with this (then the process id, a dash and 8 hex digits, ``.tmp``)."""
STALE_AFTER = 24 * 3600.0
"""A temporary not modified for this many seconds is stale even when a process with its id runs."""
SAVE_BLOCK_ROWS = 50_000
"""Point-set files are written this many rows at a time (:func:`atomic_write_pieces`): a save holds the text of
one block, never of the whole file."""
_TEMP_NAME = re.compile(re.escape(TEMP_PREFIX) + r"(\d{1,10})-[0-9a-f]{8}\.tmp")


class ReadOnlyFileError(PermissionError):
    """The target file is marked read-only: a save refuses to replace it (the message says so)."""


def _write_text(f: TextIO, text: str) -> None:
    """Write the whole text, or one piece of it, to an open file (a separate step, so tests can interrupt it)."""
    f.write(text)


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Replace the file at path with text (UTF-8) atomically: a temporary file in the same folder,
    flushed and fsynced, then ``os.replace``. On any failure or interruption the previous file is
    intact and the temporary file is removed. OSErrors are re-raised as the same type with a plain
    explanation and the path. See the module docstring for links, read-only files and temporaries.
    """
    atomic_write(path, lambda f: _write_text(f, text))


def atomic_write(path: str | os.PathLike, write: Callable[[TextIO], object]) -> None:
    """Like :func:`atomic_write_text`, for text that ``write(f)`` streams into the open file (big exports)."""

    def fill(fd: int, _tmp: Path) -> None:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())

    _replace(path, fill)


def atomic_write_pieces(
    path: str | os.PathLike, pieces: Iterable[str], count: int, progress: Progress | None = None
) -> None:
    """Like :func:`atomic_write_text`, for text made piece by piece while it is written (a block of rows each:
    see :func:`row_blocks`), so that only one piece is ever held. After each of the ``count`` pieces
    ``progress`` is given the fraction written; when it returns False the save stops with
    :class:`SaveCancelled`, the temporary file is removed and the file there is as it was."""

    def write(f: TextIO) -> None:
        for k, piece in enumerate(pieces, 1):
            _write_text(f, piece)
            if progress is not None and progress(min(k / max(count, 1), 1.0)) is False:
                raise SaveCancelled("The save was cancelled: the file was not changed.")

    atomic_write(path, write)


def row_blocks(n: int) -> range:
    """The first row of each block of :data:`SAVE_BLOCK_ROWS` rows of ``n``."""
    return range(0, n, SAVE_BLOCK_ROWS)


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Like :func:`atomic_write_text`, for bytes (an image); the file written is checked to hold them all."""

    def fill(fd: int, _tmp: Path) -> None:
        with os.fdopen(fd, "wb") as f:
            _write_all(f, data)
            f.flush()
            os.fsync(f.fileno())
            if os.fstat(f.fileno()).st_size != len(data):
                raise OSError(errno.EIO, "the file written is not as long as the data")

    _replace(path, fill)


def atomic_write_by_name(path: str | os.PathLike, write: Callable[[Path], object]) -> None:
    """Like :func:`atomic_write_text`, for a writer that needs a file name (an encoder such as ffmpeg):
    ``write(tmp)`` fills the temporary ``tmp`` (empty, in the target's folder; its name ends in ``.tmp``,
    so tell the writer the format). Any exception from ``write`` (a cancel included) removes the
    temporary and leaves an existing target as it was."""

    def fill(fd: int, tmp: Path) -> None:
        os.close(fd)
        write(tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())

    _replace(path, fill)


def _write_all(f: BinaryIO, data: bytes) -> None:
    f.write(data)


def _replace(path: str | os.PathLike, fill: Callable[[int, Path], None]) -> None:
    """Create a temporary next to the target, let ``fill(fd, tmp)`` write, fsync and close it, then replace the
    target."""
    target = _final_target(Path(path))
    tmp: Path | None = None
    try:
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, "it is a folder", str(target))
        _refuse_read_only(target)
        remove_stale_temporaries(target.parent)
        tmp, fd = _create_temp(target)
        try:
            _copy_mode(target, fd)
        except BaseException:
            os.close(fd)
            raise
        fill(fd, tmp)
        os.replace(tmp, target)
        tmp = None
        _fsync_folder(target.parent)
    except OSError as error:
        raise _save_error(error, target) from error
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def _final_target(path: Path) -> Path:
    """The file a save must replace: a symlink's final target (through a chain of links), else the path."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _refuse_read_only(target: Path) -> None:
    """A file marked read-only is the user saying "do not change this" (even root, who could, is refused)."""
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return  # a new file
    if stat.S_IMODE(mode) & 0o222 == 0 or not os.access(target, os.W_OK):
        raise ReadOnlyFileError(
            errno.EACCES,
            "the file is marked read-only, so it was not replaced; save under another name or make it writable",
            str(target),
        )


def remove_stale_temporaries(folder: str | os.PathLike) -> list[Path]:
    """Delete the temporaries of saves into ``folder`` that can never finish; return what was deleted.

    A temporary is ours when its name is ``.perceptron-studio-<pid>-<8 hex digits>.tmp``, and stale
    when no process with that id runs or it was last modified more than :data:`STALE_AFTER` seconds
    ago. Anything else is left alone, and errors (a file removed meanwhile, no permission) are ignored.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(os.fspath(Path(folder))))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.fullmatch(entry.name)
        if match is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            if _running(int(match[1])) and now - info.st_mtime < STALE_AFTER:
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _running(pid: int) -> bool:
    """Whether a process with this id exists (on Windows, where signal 0 would end it, assume so)."""
    if pid == os.getpid() or os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else
    except (OverflowError, ValueError, OSError):
        return False
    return True


def _create_temp(target: Path) -> tuple[Path, int]:
    for _ in range(100):
        # os.urandom as secrets.token_hex does: importing secrets loads OpenSSL (3 ms of the window's start)
        tmp = target.with_name(f"{TEMP_PREFIX}{os.getpid()}-{os.urandom(4).hex()}.tmp")
        try:
            return tmp, os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(target))


def _copy_mode(target: Path, fd: int) -> None:
    """Give the new file the permissions of the file it replaces (new files get 0o666 minus the umask)."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return
    os.chmod(fd, mode)


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX); not possible everywhere, so failures are ignored."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _save_error(error: OSError, target: Path) -> OSError:
    """The same kind of OSError, with a plain reason and the target path."""
    if isinstance(error, ReadOnlyFileError):
        return error
    folder = os.path.realpath(target.parent)
    reasons = {
        PermissionError: f"permission denied: cannot write in the folder {folder}",
        IsADirectoryError: "it is a folder, not a file",
        FileNotFoundError: f"the folder {folder} does not exist",
        NotADirectoryError: "a part of the path is a file, not a folder",
    }
    reason = reasons.get(type(error)) or _ERRNO_REASONS.get(error.errno or 0) or error.strerror or str(error)
    return type(error)(error.errno, reason, str(target))


_ERRNO_REASONS = {
    errno.ENOSPC: "the disk is full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "the disk quota is used up",
    errno.EFBIG: "the file is larger than this disk or a size limit allows",
    errno.EROFS: "the disk is read-only",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.EIO: "the disk reported an input/output error",
}
