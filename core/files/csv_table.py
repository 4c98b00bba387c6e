"""Tables of many columns as CSV or TSV: every cell kept as the file wrote it, written back unchanged.

Read as :mod:`core.files.csv_points` reads (comma, semicolon or tab, whichever the first row uses
most; a header when no cell of the first row is a number; UTF-8 with or without a byte order mark,
UTF-16 with one; quoted fields; blank lines and rows of empty cells skipped; an empty or ``Unnamed: 0`` first
header cell marks an index column, left out, when its values are row numbers 0, 1, 2, ... or 1, 2, 3, ... or names,
and is otherwise kept as the column ``Unnamed: 0``), but no column is special: the label column is chosen afterwards
(:mod:`core.session.dataset`). A file without a header gets the column names x1, x2, ... and
``label`` for the last. Errors name the file and the line.

A cell (or column name) a spreadsheet would run as a formula (``=HYPERLINK(...)``, ``+cmd``, ``@SUM``: it starts
with =, +, -, @ after any apostrophes and is not a number) is written with one more leading apostrophe, and read
back without it, as label names in point files are (:func:`core.files.csv_points.escape_cell`); a file another
tool wrote, with such a cell unescaped, is read exactly as it is.
"""

from __future__ import annotations

import itertools
import math
import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from core.files.atomic import SAVE_BLOCK_ROWS, atomic_write_pieces, row_blocks
from core.files.csv_points import (
    UNNAMED,
    LabeledTable,
    _csv_field,
    _line_at,
    _lines_from,
    _number,
    _sniff_delimiter,
    _split_cells,
    escape_cell,
    index_note,
    is_row_numbers,
    unescape_cells,
)
from core.files.errors import MAX_FILE_BYTES, PointSetFileError, Progress, Source, report, says
from core.files.raw import as_text, byte_size, megabytes, read_file_bytes
from core.learn.words import QT_TRANSLATE_NOOP
from core.session.dataset import Table, labels_of

MAX_TABLE_BYTES = 50 * 1024 * 1024
"""Tables keep every cell's text: files larger than this (50 MiB) are refused before reading."""


def read_table(path: str | os.PathLike, *, max_bytes: int = MAX_TABLE_BYTES, progress: Progress | None = None) -> Table:
    """Read a CSV or TSV file as a :class:`Table` (every column, every cell). Raises PointSetFileError."""
    source = Source(Path(path))
    data = read_file_bytes(path, max_bytes=max_bytes, progress=progress)
    return parse_table(source, data, progress, max_bytes=max_bytes)


def parse_table(
    source: Source,
    data: bytes | str,
    progress: Progress | None = None,
    notes: list[str] | None = None,
    *,
    max_bytes: int = MAX_TABLE_BYTES,
) -> Table:
    """Parse a CSV or TSV file, given as its bytes or its decoded text, as a table (see the module docstring).

    ``notes`` (when given) gets a sentence saying what became of an unnamed first column. More than
    ``max_bytes`` of data are refused before parsing (:func:`check_table_size`), however the file was read.
    """
    check_table_size(source, byte_size(data), max_bytes)
    text = as_text(source, data)
    rows: list[list[str]] = []
    delimiter = ","
    columns: tuple[str, ...] = ()
    first_line = 0
    drop_first = False
    total = max(len(text), 1)
    for line_no, _start, line, end in _lines_from(text, 0, 1):
        if not line.strip():
            continue
        if not columns and not rows:
            delimiter = _sniff_delimiter(line)
        cells = [c.strip() for c in _split_cells(source, line, delimiter, line_no, _line_at(text, end))]
        if all(not c for c in cells):
            continue
        if not first_line:
            first_line = line_no
            header = not any(_number(c) is not None for c in cells)
            drop_first = header and len(cells) > 1 and cells[0] in ("", UNNAMED)  # decided by its values below
            named = cells[1:] if drop_first else cells
            if header:
                columns = tuple(named)
                _check_names(source, columns, line_no)
                continue
            columns = (*(f"x{j}" for j in range(1, len(named))), "label")
        n_cells = len(columns) + (1 if drop_first else 0)
        if len(cells) != n_cells:
            mismatch = QT_TRANSLATE_NOOP("FileErrors", "has {n} columns, but line {line} has {first}.")
            raise source.error(says(mismatch, n=len(cells), line=first_line, first=n_cells), line_no)
        rows.append(cells)
        if len(rows) % 10_000 == 0:
            report(progress, 0.1 + 0.9 * end / total)
    if not first_line:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "the file is empty.")))
    if drop_first:
        numbers = (_number(row[0]) for row in rows)
        values = np.array([math.nan if v is None else v for v in numbers], dtype=np.float64)
        values[~np.isfinite(values)] = np.nan
        kept = not is_row_numbers(values)
        if kept:
            columns = (UNNAMED, *columns)
            _check_names(source, columns, first_line)
        else:
            rows = [row[1:] for row in rows]
        if notes is not None:
            notes.append(index_note(values, kept))
    if not rows:
        raise source.error(
            says(
                QT_TRANSLATE_NOOP("FileErrors", "the file has a header ({header}) but no rows."),
                header=delimiter.join(columns),
            )
        )
    if len(columns) < 2:
        one = QT_TRANSLATE_NOOP(
            "FileErrors",
            "found 1 column ({column}); a table needs feature columns and a label column (columns are separated by "
            "commas, semicolons or tabs).",
        )
        raise source.error(says(one, column=columns[0]))
    texts = unescape_cells(itertools.chain(columns, itertools.chain.from_iterable(rows)))
    if any(text != cell for cell, text in texts.items()):
        columns = tuple(texts[c] for c in columns)
        rows = [[texts[c] for c in row] for row in rows]
    return Table(columns, np.array(rows, dtype=object), delimiter)


def check_table_size(source: Source, size: int, max_bytes: int = MAX_TABLE_BYTES) -> None:
    """Refuse a table file of more than ``max_bytes``, saying its size and the limit (a table keeps every cell's
    text, about ten times the file in memory)."""
    if size > max_bytes:
        too_big = QT_TRANSLATE_NOOP(
            "FileErrors",
            "the file is {size}, and a table (more than two feature columns) may be at most {limit}: it keeps every "
            "cell's text, about ten times the file's size in memory. Save fewer rows, or only the columns to train on "
            "(up to two features and the label open as points, up to {points}).",
        )
        limits = {"limit": megabytes(max_bytes), "points": megabytes(MAX_FILE_BYTES)}
        raise source.error(says(too_big, size=megabytes(size), **limits))


def _check_names(source: Source, columns: tuple[str, ...], line: int) -> None:
    seen: set[str] = set()
    for j, name in enumerate(columns):
        if not name:
            raise source.error(
                says(QT_TRANSLATE_NOOP("FileErrors", "column {j} of the header has no name."), j=j + 1), line
            )
        if name in seen:
            raise source.error(
                says(
                    QT_TRANSLATE_NOOP("FileErrors", "two columns are named {name}; column names must be distinct."),
                    name=repr(name),
                ),
                line,
            )
        seen.add(name)


def labeled_table(table: Table, label: str | int = -1, *, path: Path | None = None) -> LabeledTable:
    """The table as features and labels: the label column given by name or position, every other column a
    feature (each must be numeric). Raises ValueError (PointSetFileError when ``path`` names the file)."""
    try:
        j = table.column(label)
        labels = labels_of(table, j)
        features = [k for k in range(len(table.columns)) if k != j]
        for k in features:
            if not table.numeric(k):
                raise ValueError(
                    f"The column {table.columns[k]!r} is not numeric ({table.describe_cell(k)}); every column "
                    f"but the label column {table.columns[j]!r} is a feature and must hold numbers."
                )
    except ValueError as error:
        if path is None:
            raise
        raise PointSetFileError(f"{path.name}: {error}", path=path) from None
    X = np.ascontiguousarray(table.values[:, features])
    columns = (*(table.columns[k] for k in features), table.columns[j])
    return LabeledTable(X, np.array(labels.y), labels.names, columns, table.delimiter)


def table_pieces(table: Table, delimiter: str | None = None) -> Iterator[str]:
    """The CSV text of a table in pieces: the header, then every row's cells as read (quoted where they need it, a
    formula escaped with an apostrophe), a block of rows (:func:`core.files.atomic.row_blocks`) per piece."""
    sep = table.delimiter if delimiter is None else delimiter
    yield sep.join(_csv_field(escape_cell(c)) for c in table.columns) + "\n"
    for start in row_blocks(table.n_rows):
        rows = table.cells[start : start + SAVE_BLOCK_ROWS].tolist()
        yield "".join(sep.join(_csv_field(escape_cell(str(c))) for c in row) + "\n" for row in rows)


def write_table(
    table: Table, path: str | os.PathLike, delimiter: str | None = None, *, progress: Progress | None = None
) -> None:
    """Write the whole table (every column, every cell as read) atomically, a block of rows at a time; OSError names
    the path. ``progress`` is given the fraction written after each block; when it returns False the save stops
    with :class:`core.files.errors.SaveCancelled` and the file there is as it was."""
    atomic_write_pieces(path, table_pieces(table, delimiter), 1 + len(row_blocks(table.n_rows)), progress)


def read_labeled_table(
    path: str | os.PathLike, label: str | int = -1, *, max_bytes: int = MAX_TABLE_BYTES
) -> LabeledTable:
    """Read a CSV or TSV file with any number of numeric feature columns and a label column given by name or
    position (0-based; -1, the default, is the last column), for library use. Raises PointSetFileError."""
    return labeled_table(read_table(path, max_bytes=max_bytes), label, path=Path(path))
