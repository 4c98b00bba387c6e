"""Atomic saves: a temporary file in the target's folder, fsynced, then ``os.replace``."""

from __future__ import annotations

import errno
import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    pass


def _write_text(f: TextIO, text: str) -> None:
    """Write the whole text to an open file (a separate step, so tests can interrupt it)."""
    f.write(text)


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Replace the file at path with text (UTF-8) atomically: a temporary file in the same folder,
    flushed and fsynced, then ``os.replace``. On any failure or interruption the previous file is
    intact and the temporary file is removed. OSErrors are re-raised as the same type with a plain
    explanation and the path.
    """
    atomic_write(path, lambda f: _write_text(f, text))


def atomic_write(path: str | os.PathLike, write: Callable[[TextIO], object]) -> None:
    """Like :func:`atomic_write_text`, for text that ``write(f)`` streams into the open file (big exports)."""
    target = Path(path)
    tmp: Path | None = None
    try:
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, "it is a folder", str(target))
        tmp, fd = _create_temp(target)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            _copy_mode(target, fd)
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
        tmp = None
        _fsync_folder(target.parent)
    except OSError as error:
        raise _save_error(error, target) from error
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def _create_temp(target: Path) -> tuple[Path, int]:
    for _ in range(100):
        tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
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
    folder = target.parent.resolve()
    reasons = {
        PermissionError: f"permission denied: cannot write in the folder {folder}",
        IsADirectoryError: "it is a folder, not a file",
        FileNotFoundError: f"the folder {folder} does not exist",
        NotADirectoryError: "a part of the path is a file, not a folder",
    }
    reason = reasons.get(type(error))
    if reason is None:
        reason = {errno.ENOSPC: "the disk is full", errno.EROFS: "the disk is read-only"}.get(
            error.errno or 0, error.strerror or str(error)
        )
    return type(error)(error.errno, reason, str(target))
