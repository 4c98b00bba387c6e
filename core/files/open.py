"""Opening a point set for the app: the one read entry point for CSV files and JSON documents."""

from __future__ import annotations

import codecs
import csv
import os
from pathlib import Path

from core.files.csv_points import UNNAMED, UnnamedFeatureColumnError, _sniff_delimiter, parse_canvas_csv
from core.files.csv_table import MAX_TABLE_BYTES, check_table_size, parse_table
from core.files.document_json import parse_document
from core.files.errors import CSV_SUFFIXES, JSON_SUFFIXES, MAX_FILE_BYTES, LoadedPoints, Progress, Source, says
from core.files.raw import decode_text, read_file_bytes
from core.learn.words import QT_TRANSLATE_NOOP, Said, Sentence
from core.session.dataset import Dataset, Table, default_choice


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
    if kind == "csv":
        _refuse_a_big_table(source)
    data = read_file_bytes(path, max_bytes=max_bytes, progress=progress)
    document = kind == "json" or _starts_an_object(data)
    wide = not document and _is_table(data)
    text = decode_text(source, data)
    del data  # parsed from its text alone: a big file's bytes and text are not both held
    if document:
        return parse_document(source, text, progress=progress)
    if not wide:
        try:
            return parse_canvas_csv(source, text, progress)
        except UnnamedFeatureColumnError:  # an unnamed first column of values: a third feature
            pass
    notes: list[str] = []
    table = parse_table(source, text, progress, notes)
    return loaded_table(source, table, notes[0] if notes else "")  # at most one: an unnamed first column's


def _refuse_a_big_table(source: Source) -> None:
    """A CSV file over the table limit whose first rows say it is a table is refused before it is read (its first
    64 KiB decide, as :func:`_is_table` does for the whole file)."""
    try:
        size = os.stat(source.path).st_size
        if size <= MAX_TABLE_BYTES:
            return
        with open(source.path, "rb") as f:
            head = f.read(1 << 16)
    except OSError:
        return  # reading the whole file says what is wrong
    if not _starts_an_object(head) and _is_table(head):
        check_table_size(source, size)


def _is_table(data: bytes) -> bool:
    """Whether a CSV file has more than two feature columns (its first row with a cell that is not empty has
    more than three cells, not counting an unnamed first column): it opens as a table. (An unnamed first column
    that turns out to hold values, not row numbers, makes one more: :func:`load_point_set` then opens a table.)"""
    head = data[: 1 << 16]
    utf16 = head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    text = head.decode("utf-16" if utf16 else "utf-8-sig", errors="ignore")  # the real read checks every byte
    cells: list[str] = []
    for line in text.splitlines():
        cells = [c.strip() for c in next(csv.reader([line], delimiter=_sniff_delimiter(line)), [])]
        if any(cells):
            break
    if len(cells) > 1 and cells[0] in ("", UNNAMED):
        cells = cells[1:]
    return len(cells) > 3


def loaded_table(source: Source, table: Table, read_note: str = "") -> LoadedPoints:
    """A table opened for the app with its default choice (label column, two features), saying which (after
    ``read_note``, what reading the file has to say)."""
    try:
        choice, why = default_choice(table)
        dataset = Dataset(table, choice)
    except ValueError as error:
        sentence = getattr(error, "sentence", None)
        raise source.error(sentence if isinstance(sentence, Sentence) else str(error)) from None
    p = dataset.projection
    chosen = QT_TRANSLATE_NOOP(
        "Files",
        "{rows} rows, {columns} columns; the label column is {label} ({why}); trains on the two chosen features {x1} "
        "and {x2} (Data > Choose Features picks others).",
    )
    values = {"rows": table.n_rows, "columns": len(table.columns), "label": repr(p.label_name), "why": why}
    values |= {"x1": repr(p.feature_names[0]), "x2": repr(p.feature_names[1])}
    note = Said(Sentence("Files", chosen, values))
    if read_note:
        note = Said(Sentence("Files", "{note} {read}", {"note": note, "read": read_note}))
    return LoadedPoints(p.train, p.label_names, delimiter=table.delimiter, dataset=dataset, note=note)


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
    unknown = QT_TRANSLATE_NOOP("FileErrors", "unknown file type {suffix}; Perceptron Studio opens {known} files.")
    raise source.error(says(unknown, suffix=repr(suffix), known=known))
