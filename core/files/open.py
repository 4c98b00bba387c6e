"""Opening a point set for the app: the one read entry point for CSV files and JSON documents."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

from core.files.csv_points import parse_canvas_csv
from core.files.document_json import parse_document
from core.files.errors import CSV_SUFFIXES, JSON_SUFFIXES, MAX_FILE_BYTES, LoadedPoints, Progress, Source
from core.files.raw import read_file_bytes


def load_point_set(
    path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES, progress: Progress | None = None
) -> LoadedPoints:
    """Open a point set for the app: a CSV file, or a Perceptron Studio document (with its settings).

    The suffix decides (.csv, .tsv, .txt or none: CSV; .json: a document), except that a file whose
    first character is ``{`` is always read as a document. Other suffixes are refused. CSV files give
    ``settings=None``. Raises PointSetFileError, or LoadCancelled when ``progress`` returns False.
    """
    source = Source(Path(path))
    kind = _kind_from_suffix(source)
    data = read_file_bytes(path, max_bytes=max_bytes, progress=progress)
    if kind == "json" or _starts_an_object(data):
        return parse_document(source, data, progress=progress)
    return parse_canvas_csv(source, data, progress)


def _starts_an_object(data: bytes) -> bool:
    """Whether the text (UTF-8, or UTF-16 with a byte order mark) starts with ``{``, after spaces."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data[:4096].decode("utf-16", errors="ignore").lstrip("\ufeff \t\r\n").startswith("{")
    return data.lstrip(codecs.BOM_UTF8 + b" \t\r\n").startswith(b"{")


def _kind_from_suffix(source: Source) -> str:
    suffix = source.path.suffix.lower()
    if suffix in JSON_SUFFIXES:
        return "json"
    if suffix in CSV_SUFFIXES or not suffix:
        return "csv"
    known = ", ".join((*CSV_SUFFIXES, *JSON_SUFFIXES))
    raise source.error(f"unknown file type {suffix!r}; Perceptron Studio opens {known} files.")
