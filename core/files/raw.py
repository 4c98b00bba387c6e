"""Reading a file's bytes (size limit, progress, cancel) and decoding them as text."""

from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

if TYPE_CHECKING:
    pass

from core.files.errors import (
    MAX_FILE_BYTES,
    PointSetFileError,
    Progress,
    Source,
    report,
    says,
)
from core.learn.words import QT_TRANSLATE_NOOP, Sentence

CANNOT_READ = QT_TRANSLATE_NOOP("FileErrors", "cannot be read ({reason}).")
_READ_SHARE = 0.1  # the part of the progress range that reading the bytes takes


# ------------------------------------------------------------ reading bytes
def read_file_bytes(
    path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES, progress: Progress | None = None
) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``, read in about 100 pieces (progress 0 to 0.1).

    Refuses, with a PointSetFileError: a missing file or broken link, a folder, anything that is not
    a regular file (a pipe, a device), a file larger than ``max_bytes``, a file that cannot be read, and a
    file that changed while it was read (another program shortened, extended or rewrote it meanwhile:
    its size or modification time differs after the read, or the read ended short or long).
    """
    source = Source(Path(path))
    size = _check_file(source, max_bytes)
    try:
        with open(source.path, "rb") as f:
            before = os.fstat(f.fileno())
            data = _read_pieces(source, f, size, max_bytes, progress)
            after = os.fstat(f.fileno())
    except PermissionError:
        raise source.error(
            says(QT_TRANSLATE_NOOP("FileErrors", "permission denied: you may not read this file."))
        ) from None
    except OSError as error:
        raise source.error(says(CANNOT_READ, reason=error.strerror or error)) from None
    _check_unchanged(source, before, after, len(data))
    return data


def _check_unchanged(source: Source, before: os.stat_result, after: os.stat_result, read: int) -> None:
    """Refuse bytes of a file that changed while they were read (a file whose size is reported as 0, as /proc
    files are, is judged by its modification time alone)."""
    short_or_long = before.st_size > 0 and read != before.st_size
    if short_or_long or (after.st_size, after.st_mtime_ns) != (before.st_size, before.st_mtime_ns):
        changed = QT_TRANSLATE_NOOP(
            "FileErrors",
            "the file changed while it was read (it was {before} when the read began, {after} at its end, and {read} "
            "were read), so it was not opened; open it again once the program writing it has finished.",
        )
        sizes = {"before": megabytes(before.st_size), "after": megabytes(after.st_size), "read": megabytes(read)}
        raise source.error(says(changed, **sizes))


def _check_file(source: Source, max_bytes: int) -> int:
    """The file's size, after refusing what is not a readable regular file of at most max_bytes."""
    try:
        info = os.stat(source.path)
    except FileNotFoundError:
        if os.path.islink(source.path):
            raise source.error(
                says(
                    QT_TRANSLATE_NOOP("FileErrors", "is a link to {target}, which does not exist."),
                    target=os.readlink(source.path),
                )
            ) from None
        raise source.error(
            says(
                QT_TRANSLATE_NOOP("FileErrors", "no such file in {folder}."),
                folder=os.path.realpath(source.path.parent),
            )
        ) from None
    except PermissionError:
        raise source.error(
            says(
                QT_TRANSLATE_NOOP("FileErrors", "permission denied: a folder on the way to the file cannot be opened.")
            )
        ) from None
    except OSError as error:
        raise source.error(says(CANNOT_READ, reason=error.strerror or error)) from None
    if stat.S_ISDIR(info.st_mode):
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "is a folder, not a file.")))
    if not stat.S_ISREG(info.st_mode):
        raise source.error(
            says(QT_TRANSLATE_NOOP("FileErrors", "is not a regular file (a pipe, socket or device cannot be opened)."))
        )
    if info.st_size > max_bytes:
        raise source.error(
            says(
                QT_TRANSLATE_NOOP("FileErrors", "the file is {size}, over the limit of {limit}."),
                size=megabytes(info.st_size),
                limit=megabytes(max_bytes),
            )
        )
    return info.st_size


def _read_pieces(source: Source, f: BinaryIO, size: int, max_bytes: int, progress: Progress | None) -> bytes:
    """Read in about 100 pieces, reporting progress, and refuse to go past max_bytes."""
    piece = max(size // 100, 1 << 16)
    parts: list[bytes] = []
    done = 0
    while chunk := f.read(piece):
        parts.append(chunk)
        done += len(chunk)
        if done > max_bytes:  # the file grew, or stat reported 0 (as /proc files do)
            raise source.error(
                says(
                    QT_TRANSLATE_NOOP("FileErrors", "the file is over the limit of {limit}."),
                    limit=megabytes(max_bytes),
                )
            )
        report(progress, _READ_SHARE * done / max(size, done))
    return b"".join(parts)


def megabytes(n: int) -> str:
    """A size for messages: ``51.0 MiB (53,477,376 bytes)``, or bytes alone below a mebibyte."""
    return f"{n / 2**20:.1f} MiB ({n:,} bytes)" if n >= 2**20 else f"{n:,} bytes"


# ------------------------------------------------------------------ decoding
def as_text(source: Source, data: bytes | str) -> str:
    """The text of a file given as its bytes, or as the text :func:`decode_text` made of them already (a caller
    that decoded a big file can then let its bytes go, rather than hold both while it is parsed)."""
    return data if isinstance(data, str) else decode_text(source, data)


def byte_size(data: bytes | str) -> int:
    """The size of a file's bytes, or of its text as UTF-8 (at once for ASCII text, the usual CSV file)."""
    if isinstance(data, bytes):
        return len(data)
    return len(data) if data.isascii() else len(data.encode("utf-8"))


def decode_text(source: Source, data: bytes) -> str:
    """Text of a file: UTF-8 (a byte order mark is dropped) or UTF-16 with a byte order mark.

    Line ends become ``\\n``. Binary data (NUL bytes, a ZIP archive such as an .xlsx workbook) and
    bytes that are not valid UTF-8 are refused.
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as error:
            raise _decode_error(source, data, error, "UTF-16", "") from None
    else:
        refuse_binary(source, data)
        text = decode_utf8(source, data, says(QT_TRANSLATE_NOOP("FileErrors", " (in Excel: save as CSV UTF-8)")))
    if "\x00" in text:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "is not a text file: it contains NUL characters.")))
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def decode_utf8(source: Source, data: bytes, hint: str | Sentence = "") -> str:
    """Strict UTF-8 (a byte order mark is dropped); an error names the line of the first bad byte.

    ``hint`` is added to the error message (how to save the file as UTF-8).
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise _decode_error(source, data, error, "UTF-8", hint) from None


def refuse_binary(source: Source, data: bytes) -> None:
    """Raise when the bytes are clearly not text: a ZIP archive or a NUL byte."""
    if data.startswith(b"PK\x03\x04"):
        raise source.error(
            says(
                QT_TRANSLATE_NOOP(
                    "FileErrors", "is a ZIP archive (an Excel workbook?), not a text file; save it as CSV first."
                )
            )
        )
    nul = data.find(b"\x00")
    if nul >= 0:
        raise source.error(
            says(
                QT_TRANSLATE_NOOP(
                    "FileErrors", "is not a text file: it contains binary data (a NUL byte at byte {nul})."
                ),
                nul=nul,
            )
        )


def _decode_error(
    source: Source, data: bytes, error: UnicodeDecodeError, encoding: str, hint: str | Sentence
) -> PointSetFileError:
    start = error.start
    line = data.count(b"\n", 0, start) + 1 if encoding == "UTF-8" else None
    invalid = QT_TRANSLATE_NOOP("FileErrors", "byte {byte} is not valid {encoding} text; save the file as UTF-8{hint}.")
    return source.error(says(invalid, byte=f"{data[start]:#04x}", encoding=encoding, hint=hint), line)
