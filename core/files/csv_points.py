"""Reading and writing point sets as CSV.

CSV as read here:

- one row per point, ``x1,x2,...,label``; the label is the last column. A header row is optional: the
  first row is a header when none of its feature cells is a number. A file with only a header is an empty
  point set (Save writes an empty document so). A row of empty cells (``,,``) is a blank row, not a header.
- an empty (or ``Unnamed: 0``) first header cell is the index column pandas' ``to_csv()`` and R's
  ``write.csv`` add when its values say so: row numbers 0, 1, 2, ... or 1, 2, 3, ... in order, or names (R's
  row names). It is then left out, and ``note`` says so; otherwise it is a feature column like the others
  (named ``Unnamed: 0``), and ``note`` says that too. No column is dropped without a word.
- the delimiter is a comma, a semicolon or a tab, whichever the first row uses most.
- labels are whole numbers (``-1``/``+1``, ``0``/``1``, and ``1.0`` as pandas writes them) or names.
  Names become the labels 0, 1, 2, ... in the sorted order of the names; the names come back in
  ``label_names``. One file's labels are all numbers or all names. Numbers are written without
  underscores: ``1_000`` is not a number in a coordinate, and is refused as a label (saying so).
- a name that a spreadsheet would run as a formula (it starts with =, +, -, @, after any apostrophes) is
  written with one more leading apostrophe (``=a`` as ``'=a``, ``'=a`` as ``''=a``), and read back without
  it, so every name comes back exactly. A file with a cell that the writer would have escaped but did not
  (``=a``) was written by another tool: its cells are then read exactly as they are, so that ``=a`` and
  ``'=a`` stay two names. (:func:`escape_cell` and :func:`unescape_cells`; table files do the same.)
- what real tools write is read: a UTF-8 byte order mark (Excel), UTF-16 with a byte order mark
  (Excel's "Unicode text"), CRLF or CR line ends, quoted fields, blank lines, spaces around cells.

Everything else is refused with a :class:`PointSetFileError` (a ValueError) whose message names the
file, the line when there is one, and the problem, e.g. ``points.csv, line 7: x2 is 'abc', not a
number.`` Files larger than :data:`MAX_FILE_BYTES` are refused before they are read. Reading never
executes anything (no pickle, no eval).

Large files: the body is parsed in blocks of about 1% of the file with ``np.loadtxt`` (the fast path);
a block it cannot take, or whose values fail a check, is parsed again line by line by the reference
reader, which either accepts it (for example a whitespace-only line) or names the exact bad line.
Readers take ``progress``, a callable given the fraction done (0 to 1) after every block; when it
returns ``False`` the read stops with :class:`LoadCancelled`.

"""

from __future__ import annotations

import contextlib
import csv
import math
import os
import re
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, Said, SaidError, Sentence
from core.session.document import check_label_names, label_name_problem
from core.session.points import MAX_CLASSES, PointSet

if TYPE_CHECKING:
    pass

from core.files.atomic import SAVE_BLOCK_ROWS, atomic_write_pieces, row_blocks
from core.files.errors import (
    CANVAS_FEATURES,
    MAX_FILE_BYTES,
    MAX_LABEL,
    LoadedPoints,
    PointSetFileError,
    Progress,
    Source,
    report,
    says,
    show_text,
)
from core.files.raw import _READ_SHARE, as_text, read_file_bytes

_MIN_BLOCK_CHARS = 4096
_DELIMITERS = (";", "\t", ",")  # on a tie, the first wins (a semicolon file may use decimal commas)
_QUOTED = re.compile(r'"[^"]*"')
_DECIMAL_COMMA = re.compile(r"^[+-]?\d*,\d+$")


@dataclass(frozen=True)
class LabeledTable:
    """Labeled points with any number of features, as :func:`read_csv_table` returns them.

    ``X`` is (n, d) float64, ``y`` (n,) int64; ``label_names`` maps labels to names when the file
    used names; ``columns`` are the column names (the header's, or x1..xd and label); ``delimiter``
    the one the file used (a comma, a semicolon or a tab).
    """

    X: np.ndarray
    y: np.ndarray
    label_names: dict[int, str] | None
    columns: tuple[str, ...]
    delimiter: str = ","
    note: str = ""


class UnnamedFeatureColumnError(PointSetFileError):
    """An unnamed first column that is not row numbers makes more feature columns than allowed (the file then
    opens as a table: :func:`core.files.open.load_point_set`)."""


UNNAMED = "Unnamed: 0"
"""The name an unnamed first column that is kept gets (pandas' name for it)."""


def is_row_numbers(values: np.ndarray) -> bool:
    """Whether an unnamed first column's values (NaN where a cell is not a number) make it an index column:
    row numbers 0..n-1 or 1..n in order, or names (any cell not a number)."""
    n = len(values)
    if not np.isfinite(values).all():
        return True
    return bool(np.array_equal(values, np.arange(n)) or np.array_equal(values, np.arange(1, n + 1)))


def index_note(values: np.ndarray, kept: bool) -> str:
    """What was done with an unnamed first column, for the note of an opened file (a :class:`Said` text)."""
    if kept:
        feature = QT_TRANSLATE_NOOP(
            "Files",
            "The first column has no name, and its values are not row numbers 0, 1, 2, ...: it is read as a feature "
            "({name}).",
        )
        return Said(Sentence("Files", feature, {"name": repr(UNNAMED)}))
    if not np.isfinite(values).all():
        names = QT_TRANSLATE_NOOP(
            "Files", "The first column has no name and holds names (an index column): it was left out."
        )
        return Said(Sentence("Files", names))
    if not len(values):
        rows = QT_TRANSLATE_NOOP(
            "Files", "The first column has no name and holds row numbers (an index column): it was left out."
        )
        return Said(Sentence("Files", rows))
    numbers = QT_TRANSLATE_NOOP(
        "Files",
        "The first column has no name and holds row numbers {first} to {last} (an index column): it was left out.",
    )
    return Said(Sentence("Files", numbers, {"first": f"{values[0]:.0f}", "last": f"{values[-1]:.0f}"}))


# ------------------------------------------------------------------ CSV layout
@dataclass(frozen=True)
class _Layout:
    """What the first rows say about the whole file."""

    delimiter: str
    n_cells: int  # cells per row, including an ignored index column
    index_column: bool
    columns: tuple[str, ...]  # names of the features and the label (not the index column)
    layout_line: int  # the header's line, or the first data line's
    body_start: int  # offset of the first line after the header (or of the first data line)
    body_line: int  # its line number
    labels_are_names: bool
    first_label: str
    first_label_line: int

    @property
    def n_features(self) -> int:
        return len(self.columns) - 1

    @property
    def first_feature(self) -> int:
        return 1 if self.index_column else 0


def _lines_from(text: str, pos: int, line: int) -> Iterator[tuple[int, int, str, int]]:
    """(line number, start offset, text, end offset) of each line from offset pos on."""
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        yield line, pos, text[pos:end], end + 1
        pos, line = end + 1, line + 1


def _line_at(text: str, pos: int) -> str | None:
    """The line starting at offset pos, or None at the end of the text."""
    if pos >= len(text):
        return None
    end = text.find("\n", pos)
    return text[pos:] if end < 0 else text[pos:end]


def _sniff_delimiter(line: str) -> str:
    """The delimiter a row uses: the most frequent of semicolon, tab and comma outside quotes (comma if none)."""
    bare = _QUOTED.sub("", line)
    counts = {d: bare.count(d) for d in _DELIMITERS}
    best = max(_DELIMITERS, key=counts.__getitem__)
    return best if counts[best] else ","


def _split_cells(source: Source, line: str, delimiter: str, line_no: int, next_line: str | None = None) -> list[str]:
    """The cells of one line; quoted fields are unquoted; an odd number of quote characters is refused.

    When the quote is closed on ``next_line`` (a line break inside quotes, as RFC 4180 and pandas allow),
    the message says so and names the field.
    """
    if '"' not in line:
        return line.split(delimiter)
    if line.count('"') % 2:
        raise _unclosed_quote(source, line, delimiter, line_no, next_line)
    try:
        return next(csv.reader([line], delimiter=delimiter, quotechar='"'))
    except csv.Error as error:
        raise source.error(
            says(QT_TRANSLATE_NOOP("FileErrors", "the line cannot be split into fields ({why})."), why=error), line_no
        ) from None


def _unclosed_quote(
    source: Source, line: str, delimiter: str, line_no: int, next_line: str | None
) -> PointSetFileError:
    joined = f"{line}\n{next_line}"
    if next_line is not None and not joined.count('"') % 2:
        with contextlib.suppress(csv.Error, StopIteration):
            cells = next(csv.reader([joined], delimiter=delimiter, quotechar='"'))
            cell = next(c for c in cells if "\n" in c)
            broken = QT_TRANSLATE_NOOP(
                "FileErrors",
                "the quoted field {cell} has a line break inside (it goes on to line {next}); labels and values must "
                "each be on one line.",
            )
            return source.error(says(broken, cell=show_text(cell), next=line_no + 1), line_no)
    unclosed = QT_TRANSLATE_NOOP(
        "FileErrors", 'a quoted field is not closed (the line has an odd number of " characters).'
    )
    return source.error(says(unclosed), line_no)


def _number(text: str) -> float | None:
    """float(text) for what CSV files write as numbers (no underscores), else None."""
    if "_" in text:
        return None
    try:
        return float(text)
    except ValueError:
        return None


def _is_blank(cells: Sequence[str]) -> bool:
    return all(not cell.strip() for cell in cells)


def _layout(source: Source, text: str, min_features: int, max_features: int | None) -> _Layout:
    """Find the delimiter, the header, the column count and the kind of labels from the first rows."""
    rows = ((n, start, line, end) for n, start, line, end in _lines_from(text, 0, 1) if line.strip())
    first = None
    for row in rows:  # the first row with a cell that is not empty (,, is a blank row)
        delimiter = _sniff_delimiter(row[2])
        cells = _split_cells(source, row[2], delimiter, row[0], _line_at(text, row[3]))
        if not _is_blank(cells):
            first = row
            break
    if first is None:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "the file is empty.")))
    line_no, start, line, end = first
    header = not any(_number(cell) is not None for cell in (cells[:-1] or cells))
    index_column = header and len(cells) > 1 and cells[0].strip() in ("", UNNAMED)  # when its values say so
    named = cells[1:] if index_column else cells
    columns = tuple(c.strip() for c in named) if header else (*(f"x{j}" for j in range(1, len(named))), "label")
    _check_columns(source, columns, line_no, max(min_features - index_column, 0), max_features)
    data: tuple[int, str] | None = (line_no, line)
    if header:
        cells_of = ((n, ln, _split_cells(source, ln, delimiter, n, _line_at(text, e))) for n, _, ln, e in rows)
        data = next(((n, ln) for n, ln, row in cells_of if not _is_blank(row)), None)
    if data is None:  # only a header: an empty point set (what Save writes for one)
        data = (line_no, "")
    first_label = _split_cells(source, data[1], delimiter, data[0], None)[-1].strip()
    return _Layout(
        delimiter=delimiter,
        n_cells=len(cells),
        index_column=index_column,
        columns=columns,
        layout_line=line_no,
        body_start=end if header else start,
        body_line=line_no + 1 if header else line_no,
        labels_are_names=_number(first_label) is None,
        first_label=first_label,
        first_label_line=data[0],
    )


def _check_columns(
    source: Source, columns: tuple[str, ...], line: int, min_features: int, max_features: int | None
) -> None:
    """Refuse a first row with too few or too many columns, saying how many it has and what they are."""
    n_features = len(columns) - 1
    if min_features <= n_features and (max_features is None or n_features <= max_features):
        return
    shown = ", ".join(columns) if len(columns) <= 8 else ", ".join((*columns[:6], "...", columns[-1]))
    one = QT_TRANSLATE_NOOP("FileErrors", "found 1 column ({columns})")
    found = says(QT_TRANSLATE_NOOP("FileErrors", "found {n} columns ({columns})") if len(columns) != 1 else one,
                 n=len(columns), columns=shown)  # fmt: skip
    hint: str | Sentence = ""
    if len(columns) == 1:
        hint = says(QT_TRANSLATE_NOOP("FileErrors", " (columns are separated by commas, semicolons or tabs)"))
    if (min_features, max_features) == (1, CANVAS_FEATURES):
        canvas = QT_TRANSLATE_NOOP(
            "FileErrors",
            "{found}; the canvas takes x1,label (points on a number line) or x1,x2,label (points in the plane), "
            "the label last{hint}.",
        )
        raise source.error(says(canvas, found=found, hint=hint), line)
    if n_features < min_features:
        few = QT_TRANSLATE_NOOP(
            "FileErrors", "{found}; a point set needs at least {n} feature column and a label{hint}."
        )
        raise source.error(says(few, found=found, n=min_features, hint=hint), line)
    many = QT_TRANSLATE_NOOP("FileErrors", "{found}; at most {n} feature columns and a label are allowed.")
    raise source.error(says(many, found=found, n=max_features), line)


# ---------------------------------------------------------------- CSV blocks
@dataclass(frozen=True)
class _Block:
    """Parsed rows of one block: features, label codes, and the names the codes stand for (name labels)."""

    X: np.ndarray
    codes: np.ndarray
    names: list[str] | None
    index: np.ndarray | None = None  # an unnamed first column's values (NaN for a cell that is not a number)


def _blocks(text: str, layout: _Layout) -> Iterator[tuple[int, list[str], int]]:
    """(first line number, lines, end offset) of pieces of about 1% of the body, cut at line ends."""
    size = max(len(text) // 100, _MIN_BLOCK_CHARS)
    pos, line = layout.body_start, layout.body_line
    while pos < len(text):
        end = text.find("\n", pos + size)
        end = len(text) if end < 0 else end + 1
        lines = text[pos:end].split("\n")
        if lines[-1] == "":
            lines.pop()
        yield line, lines, end
        pos, line = end, line + len(lines)


def _parse_block(source: Source, layout: _Layout, lines: list[str], first_line: int) -> _Block:
    """A block through the fast path, or line by line when the fast path declines it."""
    block = _parse_fast(lines, layout)
    return block if block is not None else _parse_slow(source, layout, lines, first_line)


def _parse_fast(lines: list[str], layout: _Layout) -> _Block | None:
    """np.loadtxt over the block; None when anything is off (the slow path then finds what)."""
    if any(line.count('"') % 2 for line in lines if '"' in line):  # an unclosed quote: loadtxt would accept it
        return None
    codes: dict[str, int] = {}
    label_converter = _name_converter(codes) if layout.labels_are_names else _label_converter({})
    converters: dict[int | str, Callable[[str], Any]] = {layout.n_cells - 1: label_converter}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "input contained no data" for a block of blank lines
            table = np.loadtxt(
                lines, dtype=np.float64, delimiter=layout.delimiter, comments=None, quotechar='"', ndmin=2,
                converters=converters,
            )  # fmt: skip
    except Exception:  # whatever loadtxt refuses, the line-by-line reader explains
        return None
    if table.shape[0] == 0 or table.shape[1] != layout.n_cells:
        return None
    X = table[:, layout.first_feature : -1]
    labels = table[:, -1]
    index = table[:, 0].copy() if layout.index_column else None
    if not np.isfinite(X).all() or (index is not None and not np.isfinite(index).all()):
        return None
    if layout.labels_are_names:
        if any(label_name_problem(name) for name in codes):
            return None
        return _Block(np.ascontiguousarray(X), labels.astype(np.int64), list(codes), index)
    return _Block(np.ascontiguousarray(X), labels.astype(np.int64), None, index)


def _name_converter(codes: dict[str, int]) -> Callable[[str], int]:
    seen: dict[str, int] = {}  # cell text -> code: one dict lookup per row

    def code(text: str) -> int:
        found = seen.get(text)
        if found is None:
            found = seen[text] = codes.setdefault(text.strip(), len(codes))  # unescaped with the whole file
        return found

    return code


def _label_converter(cache: dict[str, float]) -> Callable[[str], float]:
    """Numeric labels for loadtxt, each text checked exactly once; a bad one makes loadtxt fail (then the
    line-by-line reader names the line)."""

    def label(text: str) -> float:
        value = cache.get(text)
        if value is None:
            exact = _exact_label(text.strip())
            if isinstance(exact, str):
                raise ValueError(exact)
            value = cache[text] = float(exact)
        return value

    return label


def _exact_label(text: str) -> int | str:
    """The whole number a numeric label's text says exactly, or what is wrong with it.

    Decided on the decimal text, not on a float: ``1.0000000000000001`` is not a whole number and
    ``9007199254740993`` is beyond 2**53, though both would round to a float that looks fine. Underscores
    (``1_000``, which Decimal and float take) are refused, as in a coordinate.
    """
    underscored = _underscored_number(text)
    if underscored:
        return underscored
    try:
        exact = Decimal(text)
    except ArithmeticError:  # an exponent beyond what Decimal holds (over 10**18 digits)
        huge = _HUGE_EXPONENT.fullmatch(text)
        if huge is None:
            return _label_said(NOT_WHOLE, text)
        if not huge["digits"].strip("0."):
            return 0
        if huge["sign"] != "-":
            return _label_said(TOO_LARGE, text)
        return _label_said(NOT_WHOLE, text)
    if not exact.is_finite():
        return _label_said(NOT_WHOLE, text)
    if exact.copy_abs() > MAX_LABEL:  # copy_abs, not abs: abs rounds to the context (1e999999999 overflows it)
        return _label_said(TOO_LARGE, text)
    if exact != exact.to_integral_value():
        return _label_said(NOT_WHOLE, text)
    return int(exact)


def _underscored_number(text: str) -> str | None:
    """What is wrong with a label that is a number written with underscores (``1_000``), else None.

    A CSV file's numbers have no underscores: a coordinate or a table cell written so is not a number either.
    """
    if "_" not in text:
        return None
    try:
        float(text)
    except ValueError:
        return None
    underscores = QT_TRANSLATE_NOOP(
        "FileErrors",
        "the label is {text}, a number written with underscores; write labels as plain whole numbers ({plain}) or as "
        "names that do not read as numbers.",
    )
    return Said(says(underscores, text=show_text(text), plain=show_text(text.replace("_", ""))))


NOT_WHOLE = QT_TRANSLATE_NOOP("FileErrors", "the label is {text}, not a whole number.")
TOO_LARGE = QT_TRANSLATE_NOOP("FileErrors", "the label is {text}, too large (labels are whole numbers up to 2**53).")


def _label_said(template: str, text: str) -> str:
    """What is wrong with a label's ``text`` (a :class:`Said` text: English, or said in the reader's language)."""
    return Said(says(template, text=show_text(text)))


_HUGE_EXPONENT = re.compile(r"[+-]?(?P<digits>\d+\.?\d*|\.\d+)[eE](?P<sign>[+-]?)\d+")

_FORMULA = re.compile(r"'*[=+\-@]")


def escape_cell(text: str) -> str:
    """Text as a cell a spreadsheet shows as text: one more leading apostrophe when the text, after any leading
    apostrophes, starts with =, +, -, @ (a formula) and is not a finite number (``-1.5`` stays a number)."""
    if _FORMULA.match(text) is None:
        return text
    try:
        if math.isfinite(float(text)) and "_" not in text:
            return text
    except ValueError:
        pass
    return "'" + text


def unescape_cells(cells: Iterable[str]) -> dict[str, str]:
    """The text of each of a file's distinct cells (stripped, unquoted), undoing :func:`escape_cell`.

    One leading apostrophe is dropped from a cell that :func:`escape_cell` writes for a text (``'=a``: ``=a``).
    When a cell is one it never writes (``=a``, which it would escape), the file was not written by it: every
    cell is then its own text, so distinct cells are always distinct texts.
    """
    distinct = set(cells)
    texts = {}
    for cell in distinct:
        if cell[:1] == "'" and escape_cell(cell[1:]) == cell:
            texts[cell] = cell[1:]
        elif escape_cell(cell) == cell:
            texts[cell] = cell
        else:
            return {cell: cell for cell in distinct}
    return texts


def _parse_slow(source: Source, layout: _Layout, lines: list[str], first_line: int) -> _Block:
    """The reference reader: every line checked; raises at the first bad one."""
    rows: list[list[float]] = []
    labels: list[int | str] = []
    index: list[float] = []
    for k, line in enumerate(lines):
        line_no = first_line + k
        if not line.strip():
            continue
        cells = _split_cells(source, line, layout.delimiter, line_no, lines[k + 1] if k + 1 < len(lines) else None)
        if _is_blank(cells):
            continue
        if len(cells) != layout.n_cells:
            mismatch = QT_TRANSLATE_NOOP("FileErrors", "has {n} columns, but line {line} has {first}.")
            raise source.error(says(mismatch, n=len(cells), line=layout.layout_line, first=layout.n_cells), line_no)
        features = cells[layout.first_feature : -1]
        rows.append([_feature(source, layout, cell, j, line_no) for j, cell in enumerate(features)])
        labels.append(_label(source, layout, cells[-1], line_no))
        if layout.index_column:
            number = _number(cells[0].strip())
            index.append(math.nan if number is None or not math.isfinite(number) else number)
    X = np.array(rows, dtype=np.float64).reshape(len(rows), layout.n_features)  # also with no feature yet
    values = np.array(index, dtype=np.float64) if layout.index_column else None
    if not layout.labels_are_names:
        return _Block(X, np.array(labels, dtype=np.int64), None, values)
    codes: dict[str, int] = {}
    y = np.array([codes.setdefault(str(n), len(codes)) for n in labels], dtype=np.int64)
    return _Block(X, y, list(codes), values)


def _feature(source: Source, layout: _Layout, cell: str, j: int, line: int) -> float:
    """One coordinate, or an error naming the column (x1, x2, ...) and what is wrong."""
    name = f"x{j + 1}"
    text = cell.strip()
    if not text:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "{name} is empty."), name=name), line)
    value = _number(text)
    if value is None:
        hint: str | Sentence = ""
        if layout.delimiter == ";" and _DECIMAL_COMMA.match(text):
            hint = says(QT_TRANSLATE_NOOP("FileErrors", " (write decimals with a point, not a decimal comma)"))
        raise source.error(
            says(
                QT_TRANSLATE_NOOP("FileErrors", "{name} is {text}, not a number{hint}."),
                name=name,
                text=show_text(text),
                hint=hint,
            ),
            line,
        )
    if not math.isfinite(value):
        if "inf" in text.lower() or "nan" in text.lower():
            raise source.error(
                says(
                    QT_TRANSLATE_NOOP("FileErrors", "{name} is {text}, not a finite number."),
                    name=name,
                    text=show_text(text),
                ),
                line,
            )
        too_large = QT_TRANSLATE_NOOP(
            "FileErrors", "{name} is {text}, too large for a 64-bit float (it overflows to infinity)."
        )
        raise source.error(says(too_large, name=name, text=show_text(text)), line)
    return value


def _label(source: Source, layout: _Layout, cell: str, line: int) -> int | str:
    """One label: a whole number, or a name when the file's labels are names."""
    text = cell.strip()
    if not text:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "the label is empty.")), line)
    underscored = _underscored_number(text)
    if underscored:
        raise source.error(underscored, line)
    value = _number(text)
    mixed = says(
        QT_TRANSLATE_NOOP(
            "FileErrors", "labels must be all numbers or all names, and line {line} has the label {label}."
        ),
        line=layout.first_label_line,
        label=show_text(layout.first_label),
    )
    if layout.labels_are_names:
        if value is not None:
            raise source.error(
                says(
                    QT_TRANSLATE_NOOP("FileErrors", "the label is {text}, a number, but {mixed}"),
                    text=show_text(text),
                    mixed=mixed,
                ),
                line,
            )
        problem = label_name_problem(text)  # the cell as it is: unescaped with the whole file (_assemble)
        if problem:
            raise source.error(says("{problem}.", problem=problem), line)
        return text
    if value is None:
        raise source.error(
            says(
                QT_TRANSLATE_NOOP("FileErrors", "the label is {text}, a name, but {mixed}"),
                text=show_text(text),
                mixed=mixed,
            ),
            line,
        )
    exact = _exact_label(text)
    if isinstance(exact, str):
        raise source.error(exact, line)
    return exact


# ------------------------------------------------------------- CSV reading
def parse_csv(
    source: Source,
    data: bytes | str,
    *,
    min_features: int = 1,
    max_features: int | None = None,
    max_classes: int | None = None,
    progress: Progress | None = None,
) -> LabeledTable:
    """Parse a CSV file, given as its bytes or its decoded text (see the module docstring and
    :func:`core.files.raw.as_text`); progress runs from 0.1 to 1."""
    text = as_text(source, data)
    layout = _layout(source, text, min_features, max_features)
    blocks = []
    total = max(len(text), 1)
    for first_line, lines, end in _blocks(text, layout):
        blocks.append(_parse_block(source, layout, lines, first_line))
        report(progress, _READ_SHARE + (1 - _READ_SHARE) * end / total)
    table = _assemble(source, layout, blocks, max_classes)
    if not layout.index_column:
        return table
    return _index_column(source, layout, table, blocks, min_features, max_features)


def _index_column(
    source: Source,
    layout: _Layout,
    table: LabeledTable,
    blocks: list[_Block],
    min_features: int,
    max_features: int | None,
) -> LabeledTable:
    """The table with an unnamed first column left out (row numbers or names) or kept as the first feature,
    saying which in ``note``; the number of features is checked again."""
    values = np.concatenate([b.index for b in blocks if b.index is not None]) if blocks else np.empty(0)
    kept = not is_row_numbers(values)
    note = index_note(values, kept)
    columns = (UNNAMED, *table.columns) if kept else table.columns
    n_features = len(columns) - 1
    if kept and max_features is not None and n_features > max_features:
        raise UnnamedFeatureColumnError(
            f"{source.path.name}: the first column has no name, but its values are not row numbers 0, 1, 2, ..., "
            f"so it is a feature: {n_features} feature columns, and at most {max_features} are allowed.",
            path=source.path,
        )
    if n_features < min_features:
        _check_columns(source, columns, layout.layout_line, min_features, max_features)
    X = np.column_stack([values, table.X]) if kept else table.X
    return LabeledTable(X, table.y, table.label_names, columns, table.delimiter, note)


def _assemble(source: Source, layout: _Layout, blocks: list[_Block], max_classes: int | None) -> LabeledTable:
    """Join the blocks; map label names to 0, 1, ... in sorted order; check the number of classes."""
    X = np.concatenate([b.X for b in blocks]) if blocks else np.empty((0, layout.n_features))
    label_names = None
    if len(X) == 0:  # a header and no points: an empty point set (what Save writes for one)
        return LabeledTable(X.reshape(0, layout.n_features), np.empty(0, dtype=np.int64), None, layout.columns,
                            layout.delimiter)  # fmt: skip
    if layout.labels_are_names:
        texts = unescape_cells(cell for b in blocks for cell in b.names or ())
        names = sorted(set(texts.values()))
        problem = next(filter(None, map(label_name_problem, names)), None)  # '-inf unescaped reads as a number
        if problem:
            raise source.error(says("{problem}.", problem=problem))
        index = {name: i for i, name in enumerate(names)}
        parts = [
            np.array([index[texts[c]] for c in b.names or ()], dtype=np.int64)[b.codes] for b in blocks if len(b.codes)
        ]
        y = np.concatenate(parts)
        label_names = dict(enumerate(names))
    else:
        y = np.concatenate([b.codes for b in blocks])
    check_classes(source, y, label_names, max_classes)
    return LabeledTable(X, y, label_names, layout.columns, layout.delimiter)


def check_classes(
    source: Source, y: np.ndarray, label_names: Mapping[int, str] | None, max_classes: int | None
) -> None:
    """Refuse more than max_classes distinct labels (None: any number)."""
    classes, _ = np.unique(y, return_counts=True)  # without counts NumPy imports numpy.ma (20 ms of start-up)
    if max_classes is None or len(classes) <= max_classes:
        return
    shown = [(label_names or {}).get(c, str(c)) for c in classes[:10].tolist()]
    more = ", ..." if len(classes) > 10 else ""
    too_many = QT_TRANSLATE_NOOP(
        "FileErrors", "found {n} distinct labels ({labels}); the canvas shows at most {most} classes."
    )
    raise source.error(says(too_many, n=len(classes), labels=", ".join(shown) + more, most=max_classes))


def read_csv_table(
    path: str | os.PathLike,
    *,
    max_features: int | None = None,
    max_classes: int | None = None,
    max_bytes: int = MAX_FILE_BYTES,
    progress: Progress | None = None,
) -> LabeledTable:
    """Read a CSV point set with any number of feature columns (for library use).

    ``max_features`` caps the feature columns (None: any number, at least one); ``max_classes`` the
    distinct labels (None: any). Raises PointSetFileError, or LoadCancelled when progress says stop.
    """
    source = Source(Path(path))
    data = read_file_bytes(path, max_bytes=max_bytes, progress=progress)
    return parse_csv(source, data, max_features=max_features, max_classes=max_classes, progress=progress)


def read_points(
    path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES, progress: Progress | None = None
) -> LoadedPoints:
    """Read a CSV point set for the canvas: x1,x2,label or x1,label, at most 8 classes; label names are kept."""
    source = Source(Path(path))
    data = read_file_bytes(path, max_bytes=max_bytes, progress=progress)
    return parse_canvas_csv(source, data, progress)


def parse_canvas_csv(source: Source, data: bytes | str, progress: Progress | None = None) -> LoadedPoints:
    """Parse a CSV file (its bytes or decoded text) for the canvas: x1,x2,label or x1,label (a number line), at
    most 8 classes.

    Progress goes from 0.1 to 1.
    """
    table = parse_csv(
        source, data, min_features=1, max_features=CANVAS_FEATURES, max_classes=MAX_CLASSES, progress=progress,
    )  # fmt: skip
    return LoadedPoints(PointSet(table.X, table.y), table.label_names, delimiter=table.delimiter, note=table.note)


# ------------------------------------------------------------------- writing
CSV_DELIMITERS = (",", "\t", ";")
"""What the writer can separate cells with: the delimiters the reader recognises."""


def write_csv(
    points: PointSet,
    path: str | os.PathLike,
    *,
    label_names: Mapping[int, str] | None = None,
    delimiter: str = ",",
    progress: Progress | None = None,
) -> None:
    """Write ``x1,x2,label`` (``x1,label`` for a one-feature set) with a header, floats in repr precision,
    atomically (temp file + os.replace), a block of rows at a time (a save holds one block's text, not the file's).

    ``delimiter`` separates the cells: a comma, a tab or a semicolon (what the reader recognises), so a
    file is saved in the layout it was opened in. With ``label_names`` the labels are written as names
    (every label needs one; names must not be empty, look like numbers or have surrounding spaces).
    ``progress`` is given the fraction written after each block; when it returns False the save stops with
    :class:`core.files.errors.SaveCancelled` and the file there is as it was.
    Raises ValueError for non-finite coordinates, bad names or another delimiter (before touching the
    file), and OSError (with the path) when the file cannot be written.
    """
    check_savable(points)
    pieces = csv_pieces(points.X, points.y, label_names, delimiter=delimiter)
    atomic_write_pieces(path, pieces, 1 + len(row_blocks(len(points))), progress)


def csv_pieces(
    X: np.ndarray, y: np.ndarray, label_names: Mapping[int, str] | None = None, *, delimiter: str = ","
) -> Iterator[str]:
    """The CSV text of labeled points: header x1,...,xd,label, then one piece per block of rows
    (:func:`core.files.atomic.row_blocks`), floats as repr. Everything is checked before the first piece:
    ValueError for another delimiter, a coordinate that is not finite, or labels a file cannot hold."""
    if delimiter not in CSV_DELIMITERS:
        unknown = QT_TRANSLATE_NOOP(
            "FileErrors",
            "the delimiter {delimiter} is not one the reader recognises (a comma ',', a tab '\\t' or a semicolon ';')",
        )
        raise _cannot_save(unknown, delimiter=repr(delimiter))
    X = np.asarray(X, dtype=np.float64)
    check_finite(X)
    labels = _label_cells(np.asarray(y), label_names)
    header = delimiter.join((*(f"x{j}" for j in range(1, X.shape[1] + 1)), "label"))

    def pieces() -> Iterator[str]:
        yield header + "\n"
        for start in row_blocks(len(X)):
            block, cells = X[start : start + SAVE_BLOCK_ROWS].tolist(), labels(start)
            if X.shape[1] == 2:
                yield "".join(
                    f"{a!r}{delimiter}{b!r}{delimiter}{lab}\n" for (a, b), lab in zip(block, cells, strict=True)
                )
            else:
                yield "".join(
                    delimiter.join((*map(repr, row), lab)) + "\n" for row, lab in zip(block, cells, strict=True)
                )

    return pieces()


def check_finite(X: np.ndarray) -> None:
    """Raise ValueError naming the first point with a NaN or infinite coordinate."""
    bad = np.flatnonzero(~np.isfinite(X).all(axis=1))
    if len(bad):
        i = int(bad[0])
        infinite = QT_TRANSLATE_NOOP("FileErrors", "point {n} has a coordinate that is not a finite number ({point})")
        raise _cannot_save(infinite, n=i + 1, point=X[i].tolist())


def check_savable(points: PointSet) -> None:
    """Raise ValueError (before anything is written) for points a point-set file could not give back:
    a coordinate that is not finite, a label beyond 2**53, more than :data:`MAX_CLASSES` classes."""
    check_finite(points.X)
    check_labels(points.y)
    classes = np.unique(points.y)
    if len(classes) > MAX_CLASSES:
        many = QT_TRANSLATE_NOOP(
            "FileErrors",
            "the points have {n} classes; a point-set file holds at most {most} (the canvas shows at most that many)",
        )
        raise _cannot_save(many, n=len(classes), most=MAX_CLASSES)


def check_labels(y: np.ndarray) -> None:
    """Raise ValueError naming the first label beyond 2**53 (a file could not give it back exactly)."""
    y = np.asarray(y, dtype=np.int64)
    big = np.flatnonzero((y > MAX_LABEL) | (y < -MAX_LABEL))  # not np.abs: abs(-2**63) overflows to itself
    if len(big):
        label = int(y[big[0]])
        beyond = QT_TRANSLATE_NOOP(
            "FileErrors",
            "the label {label} of point {n} is beyond 2**53; labels are whole numbers up to 2**53 in size "
            "(exact as 64-bit floats)",
        )
        raise _cannot_save(beyond, label=label, n=int(big[0]) + 1)


def _label_cells(y: np.ndarray, label_names: Mapping[int, str] | None) -> Callable[[int], list[str]]:
    """After checking the labels (and their names), the cells of the block of labels starting at a row."""
    if label_names is None:
        check_labels(y)
        return lambda start: [str(v) for v in y[start : start + SAVE_BLOCK_ROWS].astype(np.int64).tolist()]
    check_label_names(label_names)
    cells = {int(k): _csv_field(escape_cell(v)) for k, v in label_names.items()}
    missing = sorted(set(np.unique(y).tolist()) - set(cells))
    if missing:
        unnamed = QT_TRANSLATE_NOOP("FileErrors", "labels {labels} have no name in label_names")
        raise _cannot_save(unnamed, labels=missing)
    return lambda start: [cells[v] for v in y[start : start + SAVE_BLOCK_ROWS].tolist()]


def _cannot_save(problem: str, **values: object) -> SaidError:
    """'Cannot save: {problem}.' (a ValueError said in the reader's language), ``problem`` a marked template."""
    cannot = QT_TRANSLATE_NOOP("FileErrors", "Cannot save: {problem}.")
    return SaidError(Sentence("FileErrors", cannot, {"problem": Sentence("FileErrors", problem, values)}))


def _csv_field(text: str) -> str:
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',;\t"') else text
