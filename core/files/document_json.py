"""The app's own document: a point set with its training settings (and label names) as JSON.

::

    {"format": "perceptron-studio", "version": 1,
     "points": [[x1, x2, label], ...],
     "settings": {...TrainingSettings.to_dict()...},
     "label_names": {"0": "cat", "1": "dog"}}

A table document (a file of many columns, :mod:`core.files.table_json`) has ``"table"`` (the column names and
every cell's text) and ``"feature_choice"`` (label column, the two features, scaling, test split) in place of
``"points"``, ``"label_names"`` and ``"features"``; ``settings`` as above.

A one-feature document (points on a number line) has ``"features": 1`` and points ``[x1, label]``; on read,
without ``"features"`` the first point's length decides. ``settings`` is optional on read (missing: the
defaults), ``label_names`` too (numeric labels); no other keys are allowed. Labels are whole numbers;
coordinates finite numbers. The file is written one point per line (diff-friendly), floats in repr precision
so a round trip is exact, atomically (temporary file in the same folder, fsync, ``os.replace``). Reading uses
:mod:`json` only (nothing is executed); every problem is a :class:`core.files.errors.PointSetFileError` naming
the file and the line (JSON syntax) or the point.
"""

from __future__ import annotations

import itertools
import json
import math
import operator
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

import numpy as np

from core.files.atomic import SAVE_BLOCK_ROWS, atomic_write_pieces, row_blocks
from core.files.csv_points import check_classes, check_savable
from core.files.csv_table import MAX_TABLE_BYTES, check_table_size
from core.files.errors import MAX_FILE_BYTES, MAX_LABEL, LoadedPoints, PointSetFileError, Progress, Source, report, says
from core.files.raw import as_text, byte_size, read_file_bytes
from core.files.table_json import TableContentError, table_dataset, table_pieces
from core.learn.words import QT_TRANSLATE_NOOP, Said, SaidError, Sentence
from core.session.dataset import Dataset
from core.session.document import label_names_problem
from core.session.points import FEATURE_COUNTS, MAX_CLASSES, PointSet
from core.session.settings import SettingsError, TrainingSettings

FORMAT = "perceptron-studio"
MODEL_FORMAT = "perceptron-studio-model"  # core.files.model_json.FORMAT; not imported, it brings in the engine
VERSION = 1
KEYS = ("format", "version", "points", "settings", "label_names", "features")
TABLE_DOCUMENT_KEYS = ("format", "version", "table", "feature_choice", "settings")
_TABLE_KEY = re.compile(r'"table"\s*:')  # only a key is followed by a colon: a name inside a string is escaped
_PIECE = 10_000  # rows checked together when the whole list is not clean


# -------------------------------------------------------------------- saving
def save_document(
    path: str | os.PathLike,
    points: PointSet,
    settings: TrainingSettings,
    label_names: Mapping[int, str] | None = None,
    *,
    progress: Progress | None = None,
) -> None:
    """Save points, settings and label names as a version 1 document, atomically, a block of points at a time.

    Raises ValueError (before touching the file) for non-finite coordinates or bad label names, and
    OSError with the path when the file cannot be written; the previous file is then intact. ``progress`` is
    given the fraction written after each block; when it returns False the save stops with
    :class:`core.files.errors.SaveCancelled` and the file there is as it was.
    """
    pieces = document_pieces(points, settings, label_names)
    atomic_write_pieces(path, pieces, 2 + len(row_blocks(len(points))), progress)


def document_text(points: PointSet, settings: TrainingSettings, label_names: Mapping[int, str] | None = None) -> str:
    """The JSON text of a document, one point per line (ValueError for what the reader would refuse)."""
    return "".join(document_pieces(points, settings, label_names))


def document_pieces(
    points: PointSet, settings: TrainingSettings, label_names: Mapping[int, str] | None = None
) -> Iterator[str]:
    """:func:`document_text` in pieces: the head, a block of points each, the tail. Everything is checked before
    the first piece (ValueError for what the reader would refuse)."""
    check_savable(points)
    head = [
        f' "format": {json.dumps(FORMAT)}',
        f' "version": {VERSION}',
        *([' "features": 1'] if points.d == 1 else []),
    ]
    tail = [f' "settings": {json.dumps(settings.to_dict(), allow_nan=False)}']
    if label_names is not None:
        names = {str(int(label)): name for label, name in label_names.items()}
        problem = label_names_problem(label_names)
        if problem:
            cannot = QT_TRANSLATE_NOOP("FileErrors", "Cannot save: {problem}.")
            raise SaidError(Sentence("FileErrors", cannot, {"problem": problem}))
        tail.append(f' "label_names": {json.dumps(names, ensure_ascii=False)}')
    X, y = points.X, points.y

    def pieces() -> Iterator[str]:
        yield "{\n" + ",\n".join(head) + (',\n "points": [\n' if len(points) else ',\n "points": []')
        for start in row_blocks(len(points)):
            end = start + SAVE_BLOCK_ROWS
            cells = zip(X[start:end].tolist(), y[start:end].tolist(), strict=True)
            rows = ",\n".join(f"  [{', '.join(map(repr, x))}, {label}]" for x, label in cells)
            yield (",\n" if start else "") + rows
        yield ("\n ]" if len(points) else "") + ",\n" + ",\n".join(tail) + "\n}\n"

    return pieces()


def save_table_document(
    path: str | os.PathLike, dataset: Dataset, settings: TrainingSettings, *, progress: Progress | None = None
) -> None:
    """Save a table, its feature choice and the settings as a version 1 table document, atomically, a block of
    rows at a time.

    OSError with the path when the file cannot be written; the previous file is then intact. ``progress`` as
    in :func:`save_document`.
    """
    head = f'{{\n "format": {json.dumps(FORMAT)},\n "version": {VERSION},\n'
    tail = f',\n "settings": {json.dumps(settings.to_dict(), allow_nan=False)}\n}}\n'
    pieces = itertools.chain([head], table_pieces(dataset), [tail])
    atomic_write_pieces(path, pieces, 5 + len(row_blocks(dataset.table.n_rows)), progress)


# ------------------------------------------------------------------- loading
def load_document(
    path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES, progress: Progress | None = None
) -> LoadedPoints:
    """Load a document: its points, settings (defaults when absent) and label names (or None).

    Raises PointSetFileError saying what is wrong, or LoadCancelled when progress returns False.
    """
    data = read_file_bytes(path, max_bytes=max_bytes, progress=progress)
    return parse_document(Source(Path(path)), data, progress=progress)


def parse_document(source: Source, data: bytes | str, *, progress: Progress | None = None) -> LoadedPoints:
    """Parse a document, given as its bytes (UTF-8, or UTF-16 with a byte order mark) or its decoded text
    (:func:`core.files.raw.as_text`); progress from 0.1 to 1."""
    text = as_text(source, data)
    if not text.strip():
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "the file is empty.")))
    size = byte_size(data)
    if size > MAX_TABLE_BYTES and _TABLE_KEY.search(text):  # a table document: the table's limit, unparsed
        check_table_size(source, size)
    report(progress, 0.2)
    content = _parse_json(source, text)
    if _has_float_labels(content):  # rare: labels are written as integers; only then is each float's text checked
        content = _parse_json(source, text, exact=True)
    report(progress, 0.8)
    try:
        loaded = _document(source, content)
    except _ContentError as error:
        raise source.error(error.problem, _line_of(text, error.where)) from None
    report(progress, 1.0)
    return loaded


class _ContentError(Exception):
    """A problem in the parsed document, at ``where`` (keys and list indices from the top level); ``problem`` is a
    reader's sentence (:func:`core.files.errors.says`) or, from the table's checks, English text."""

    def __init__(self, problem: str | Sentence, *where: str | int) -> None:
        super().__init__(problem)
        self.problem = problem
        self.where = where


@dataclass(frozen=True)
class _NotFinite:
    """NaN, Infinity or -Infinity in the JSON text (json accepts them; a document may not)."""

    text: str


class _Inexact(float):
    """A number whose text a float would change into a whole number (``1.0000000000000001``,
    ``9007199254740993.0``): fine as a coordinate, refused as a label. ``text`` is what the file says."""

    text: str


def _parse_float(text: str) -> float:
    number = float(text)
    # A text of at most 15 characters without an exponent that reads as a whole float is that whole number.
    if number.is_integer() and (len(text) > 15 or "e" in text or "E" in text) and Decimal(text) != number:
        inexact = _Inexact(number)
        inexact.text = text
        return inexact
    return number


def _has_float_labels(content: Any) -> bool:
    """Whether a point's label may be a float (True also for malformed rows: checking exactly costs only time)."""
    rows = content.get("points") if isinstance(content, dict) else None
    if not isinstance(rows, list):
        return False
    try:
        return float in set(map(type, map(operator.itemgetter(-1), rows)))
    except (TypeError, IndexError, KeyError):
        return True


TWICE = QT_TRANSLATE_NOOP("FileErrors", "the key {key} appears twice in one object.")


def _parse_json(source: Source, text: str, exact: bool = False) -> Any:
    """The parsed JSON; with ``exact``, a float whose text a float changes into a whole number is an _Inexact."""
    try:
        return json.loads(
            text,
            parse_float=_parse_float if exact else float,
            parse_constant=_NotFinite,
            object_pairs_hook=_no_duplicates(source),
        )
    except PointSetFileError as error:
        if error.line is None and isinstance(error.__cause__, _DuplicateKeyError):
            key = json.dumps(error.__cause__.key)
            raise source.error(says(TWICE, key=key), _second_line(text, error.__cause__.key)) from None
        raise
    except json.JSONDecodeError as error:
        raise _syntax_error(source, text, error) from None
    except RecursionError:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", "the JSON is nested too deeply to read."))) from None
    except ValueError as error:  # e.g. an integer with more than 4300 digits
        raise source.error(
            says(QT_TRANSLATE_NOOP("FileErrors", "a value cannot be read ({why})."), why=error)
        ) from None


def _syntax_error(source: Source, text: str, error: json.JSONDecodeError) -> PointSetFileError:
    if error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string"):
        ends = QT_TRANSLATE_NOOP(
            "FileErrors", "the file ends in the middle of the JSON at column {column} (is it truncated?)."
        )
        return source.error(says(ends, column=error.colno), error.lineno)
    invalid = QT_TRANSLATE_NOOP("FileErrors", "not valid JSON at column {column} ({why}).")
    return source.error(says(invalid, column=error.colno, why=error.msg), error.lineno)


class _DuplicateKeyError(Exception):
    """A key written twice in one object (the cause of the error, so its line can be found)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicates(source: Source) -> Any:
    def pairs_to_dict(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) != len(pairs):
            twice = next(k for k, n in _counts(k for k, _ in pairs).items() if n > 1)
            error = source.error(says(TWICE, key=json.dumps(twice)))
            raise error from _DuplicateKeyError(twice)
        return result

    return pairs_to_dict


def _second_line(text: str, key: str) -> int | None:
    """The line where ``key`` is written as a key for the second time (a document's keys are distinct across
    its objects: top level, settings, label names), or None."""
    keys = [m.start() for m in re.finditer(re.escape(json.dumps(key, ensure_ascii=False)) + r"\s*:", text)]
    return text.count("\n", 0, keys[1]) + 1 if len(keys) > 1 else None


def _counts(keys: Any) -> dict[str, int]:
    counts: dict[str, int] = {}
    for key in keys:
        counts[key] = counts.get(key, 0) + 1
    return counts


def _document(source: Source, content: Any) -> LoadedPoints:
    """Check a parsed document and build what it describes."""
    if not isinstance(content, dict):
        not_ours = QT_TRANSLATE_NOOP(
            "FileErrors", "is not a Perceptron Studio document: the top level is {kind}, not an object."
        )
        raise source.error(says(not_ours, kind=_kind(content)))
    _check_format(source, content)
    if "table" in content or "feature_choice" in content:
        return _table_document(source, content)
    unknown = [key for key in content if key not in KEYS]
    if unknown:
        unknown_key = QT_TRANSLATE_NOOP("FileErrors", "unknown key {key}; a version {version} document has {keys}.")
        raise _ContentError(
            says(unknown_key, key=json.dumps(unknown[0]), version=VERSION, keys=", ".join(KEYS)), unknown[0]
        )
    if "points" not in content:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", 'has no "points".')))
    d = _features(content)
    X, y = _points(content["points"], d)
    settings = _settings(content.get("settings", {}))
    label_names = _label_names(content.get("label_names"))
    check_classes(source, y, label_names, MAX_CLASSES)
    return LoadedPoints(PointSet(X, y, d=d), label_names, settings)


def _table_document(source: Source, content: dict[str, Any]) -> LoadedPoints:
    """Check a parsed table document and build its dataset; the points are its projection's training points."""
    for key in content:
        if key in TABLE_DOCUMENT_KEYS:
            continue
        if key in KEYS:
            either = QT_TRANSLATE_NOOP(
                "FileErrors",
                '{key} belongs to a point-set document, and this one has a "table": a document holds points or a '
                "table, one or the other (a table document has {keys}).",
            )
            raise _ContentError(says(either, key=json.dumps(key), keys=", ".join(TABLE_DOCUMENT_KEYS)), key)
        unknown = QT_TRANSLATE_NOOP("FileErrors", "unknown key {key}; a version {version} table document has {keys}.")
        keys = ", ".join(TABLE_DOCUMENT_KEYS)
        raise _ContentError(says(unknown, key=json.dumps(key), version=VERSION, keys=keys), key)
    if "table" not in content:
        raise source.error(
            says(QT_TRANSLATE_NOOP("FileErrors", 'has a "feature_choice" but no "table" to choose from.'))
        )
    settings = _settings(content.get("settings", {}))
    try:
        dataset = table_dataset(content["table"], content.get("feature_choice"))
    except TableContentError as error:
        raise _ContentError(error.problem, *error.where) from None
    p = dataset.projection
    return LoadedPoints(p.train, p.label_names, settings, dataset=dataset, note=_table_note(dataset))


def _table_note(dataset: Dataset) -> str:
    """What a table document brought back, the choice first (a status bar shortens the end); a :class:`Said` text."""
    table, choice, p = dataset.table, dataset.choice, dataset.projection
    scaled = "" if choice.scaling == "none" else f" ({choice.scaling})"
    split: str = Said(Sentence("Files", QT_TRANSLATE_NOOP("Files", "no test rows")))
    if len(p.test):
        held = QT_TRANSLATE_NOOP("Files", "{n} of {rows} rows held out for testing (seed {seed})")
        split = Said(Sentence("Files", held, {"n": len(p.test), "rows": table.n_rows, "seed": choice.seed}))
    note = QT_TRANSLATE_NOOP("Files", "x₁ {x1}, x₂ {x2}{scaled}, {split}; label column {label}, {columns} columns.")
    values = {"x1": p.feature_names[0], "x2": p.feature_names[1], "scaled": scaled, "split": split}
    return Said(Sentence("Files", note, values | {"label": repr(p.label_name), "columns": len(table.columns)}))


def _features(content: dict[str, Any]) -> int:
    """The number of features: the "features" key (1 or 2), else the first point's ([x1, label]: 1), else 2."""
    if "features" in content:
        value = content["features"]
        if type(value) is not int or value not in FEATURE_COUNTS:
            features = QT_TRANSLATE_NOOP(
                "FileErrors", '"features" is {value}; it is 1 (points [x1, label] on a line) or 2 ([x1, x2, label]).'
            )
            raise _ContentError(says(features, value=_described(value)), "features")
        return value
    rows = content.get("points")
    first = rows[0] if isinstance(rows, list) and rows else None
    return 1 if isinstance(first, list) and len(first) == 2 else 2


def _check_format(source: Source, content: dict[str, Any]) -> None:
    if "format" not in content:
        raise source.error(
            says(QT_TRANSLATE_NOOP("FileErrors", 'has no "format" tag, so it is not a Perceptron Studio document.'))
        )
    if content["format"] == MODEL_FORMAT:
        model = QT_TRANSLATE_NOOP(
            "FileErrors",
            "this is a trained model (written by File > Export Model or core.save_model), not a point set. Open a "
            "point set (.csv or .json document) here; to use the model, load it in Python with core.load_model({path}) "
            "and call its predict.",
        )
        raise source.error(says(model, path=repr(str(source.path))))
    if content["format"] != FORMAT:
        other = QT_TRANSLATE_NOOP(
            "FileErrors", 'the format is {format}, not "{ours}": this is not a Perceptron Studio document.'
        )
        raise source.error(says(other, format=_brief(content["format"]), ours=FORMAT))
    if "version" not in content:
        raise source.error(says(QT_TRANSLATE_NOOP("FileErrors", 'has no "version".')))
    version = content["version"]
    if type(version) is not int:
        not_whole = QT_TRANSLATE_NOOP("FileErrors", "the version is {value}, not a whole number.")
        raise _ContentError(says(not_whole, value=_described(version)), "version")
    if version != VERSION:
        newer = QT_TRANSLATE_NOOP(
            "FileErrors", "version {version} is not supported: this version of Perceptron Studio reads version {ours}."
        )
        raise _ContentError(says(newer, version=version, ours=VERSION), "version")


# -------------------------------------------------------------------- points
def _row_shape(d: int) -> str:
    return "[x1, label]" if d == 1 else "[x1, x2, label]"


def _points(rows: Any, d: int) -> tuple[np.ndarray, np.ndarray]:
    if not isinstance(rows, list):
        not_list = QT_TRANSLATE_NOOP("FileErrors", '"points" is {kind}, not a list of {shape} rows.')
        raise _ContentError(says(not_list, kind=_kind(rows), shape=_row_shape(d)), "points")
    if not rows:
        return np.empty((0, d)), np.empty(0, dtype=np.int64)
    fast = _points_fast(rows, d)
    if fast is not None:
        return fast
    # Only the pieces the fast check declines are checked row by row (a bad last row of a million costs
    # about one more fast pass, not a million Python-level checks).
    parts = []
    for start in range(0, len(rows), _PIECE):
        piece = rows[start : start + _PIECE]
        part = _points_fast(piece, d)
        parts.append(part if part is not None else _points_slow(piece, d, start))
    return np.concatenate([X for X, _ in parts]), np.concatenate([y for _, y in parts])


def _points_fast(rows: list[Any], d: int) -> tuple[np.ndarray, np.ndarray] | None:
    """All rows checked at C speed; None when something is off (the slow pass then says what)."""
    if set(map(type, rows)) != {list} or set(map(len, rows)) != {d + 1}:
        return None
    if not set(map(type, itertools.chain.from_iterable(rows))) <= {int, float}:
        return None
    try:
        table = np.array(rows, dtype=np.float64)
    except OverflowError:
        return None
    X, labels = table[:, :d], table[:, d]
    if not np.isfinite(X).all() or not np.isfinite(labels).all():
        return None
    # strictly below the limit: an integer label just past 2**53 rounds onto it (the slow pass checks exactly)
    if not ((labels == np.trunc(labels)).all() and (np.abs(labels) < MAX_LABEL).all()):
        return None
    return np.ascontiguousarray(X), labels.astype(np.int64)


def _points_slow(rows: list[Any], d: int, offset: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Rows checked one by one (``offset``: the number of rows before them, for point numbers in messages)."""
    X: list[list[float]] = []
    y: list[int] = []
    for i, row in enumerate(rows, start=offset + 1):
        if not isinstance(row, list) or len(row) != d + 1:
            three = QT_TRANSLATE_NOOP(
                "FileErrors", "point {i} is {value}, not a list of three numbers [x1, x2, label]."
            )
            two = QT_TRANSLATE_NOOP(
                "FileErrors", "point {i} is {value}, not a list of two numbers [x1, label] (a one-feature document)."
            )
            raise _ContentError(says(three if d == 2 else two, i=i, value=_brief(row)), "points", i - 1)
        X.append([_coordinate(row[j], f"x{j + 1}", i) for j in range(d)])
        y.append(_label(row[d], i))
    return np.array(X, dtype=np.float64), np.array(y, dtype=np.int64)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _coordinate(value: Any, name: str, i: int) -> float:
    if isinstance(value, _NotFinite):
        not_finite = QT_TRANSLATE_NOOP("FileErrors", "point {i}: {name} is {value}, not a finite number.")
        raise _ContentError(says(not_finite, i=i, name=name, value=value.text), "points", i - 1)
    if not _is_number(value):
        not_number = QT_TRANSLATE_NOOP("FileErrors", "point {i}: {name} is {value}, not a number.")
        raise _ContentError(says(not_number, i=i, name=name, value=_described(value)), "points", i - 1)
    number = _as_float(value)
    if number is None:
        too_large = QT_TRANSLATE_NOOP(
            "FileErrors", "point {i}: {name} is too large for a 64-bit float (it overflows to infinity)."
        )
        raise _ContentError(says(too_large, i=i, name=name), "points", i - 1)
    return number


_NOT_WHOLE = QT_TRANSLATE_NOOP("FileErrors", "point {i}: the label is {value}, not a whole number.")


def _label(value: Any, i: int) -> int:
    """A label exactly as the file says it: a whole number of absolute value at most 2**53, else refused."""
    if isinstance(value, _NotFinite) or not _is_number(value):
        raise _ContentError(says(_NOT_WHOLE, i=i, value=_described(value)), "points", i - 1)
    if type(value) is int and -MAX_LABEL <= value <= MAX_LABEL:
        return value
    if isinstance(value, _Inexact):
        exact: Decimal | None = Decimal(value.text)
    else:
        exact = Decimal(value) if _as_float(value) is not None else None  # 0.0 is a whole number too
    if exact is None and isinstance(value, int):
        exact = Decimal(value)  # a huge integer (float() overflows)
    if exact is None or exact != exact.to_integral_value():
        raise _ContentError(says(_NOT_WHOLE, i=i, value=_shown(value)), "points", i - 1)
    if abs(exact) > MAX_LABEL:
        too_large = QT_TRANSLATE_NOOP(
            "FileErrors", "point {i}: the label is {value}, too large (labels are whole numbers up to 2**53)."
        )
        raise _ContentError(says(too_large, i=i, value=_shown(value)), "points", i - 1)
    return int(exact)


def _shown(value: Any) -> str:
    return value.text if isinstance(value, _Inexact) else _brief(value)


def _as_float(value: int | float) -> float | None:
    """float(value) when finite, else None (1e400 parses to inf; a huge integer does not convert)."""
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None


# ------------------------------------------------------- settings and names
def _settings(value: Any) -> TrainingSettings:
    if not isinstance(value, dict):
        not_object = QT_TRANSLATE_NOOP("FileErrors", '"settings" is {kind}, not an object.')
        raise _ContentError(says(not_object, kind=_kind(value)), "settings")
    try:
        return TrainingSettings.from_dict(value)
    except SettingsError as error:
        bad = QT_TRANSLATE_NOOP("FileErrors", '"settings": {problem}')
        raise _ContentError(says(bad, problem=error), "settings", error.key) from None


_BAD_NAMES = QT_TRANSLATE_NOOP("FileErrors", '"label_names": {problem}.')


def _label_names(value: Any) -> dict[int, str] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        not_object = QT_TRANSLATE_NOOP("FileErrors", '"label_names" is {kind}, not an object like {example}.')
        example = '{"0": "cat", "1": "dog"}'
        raise _ContentError(says(not_object, kind=_kind(value), example=example), "label_names")
    names: dict[int, str] = {}
    keys: dict[int, str] = {}
    for key, name in value.items():
        label = _int_key(key)
        if label is None:
            not_label = QT_TRANSLATE_NOOP("FileErrors", '"label_names": the key {key} is not a whole-number label.')
            raise _ContentError(says(not_label, key=json.dumps(key)), "label_names", key)
        if label in keys:
            same = QT_TRANSLATE_NOOP(
                "FileErrors",
                '"label_names": the keys {first} and {second} name the same label ({label}); give each label one name.',
            )
            first, second = json.dumps(keys[label]), json.dumps(key)
            raise _ContentError(says(same, first=first, second=second, label=label), "label_names", key)
        bad_name = label_names_problem({label: name})
        if bad_name:
            raise _ContentError(says(_BAD_NAMES, problem=bad_name), "label_names", key)
        names[label], keys[label] = name, key
    distinct = label_names_problem(names)
    if distinct:
        raise _ContentError(says(_BAD_NAMES, problem=distinct), "label_names")
    return names


def _int_key(key: str) -> int | None:
    text = key.strip()
    digits = text[1:] if text[:1] in "+-" else text
    if not digits.isascii() or not digits.isdigit() or len(digits) > 16:
        return None
    label = int(text)
    return label if abs(label) <= MAX_LABEL else None


# ------------------------------------------------------------ error lines
def _line_of(text: str, where: tuple[str | int, ...]) -> int | None:
    """The line of the value at ``where`` (keys and list indices) in a document's JSON text, or None.

    Only called for an error, on text that has parsed: the values before the one sought are skipped with
    the JSON decoder.  For an object's key the line is that of the key.
    """
    decoder = json.JSONDecoder()
    at = value = _skip_space(text, 0)
    try:
        for k, step in enumerate(where):
            if k == 1 and where[0] == "points" and isinstance(step, int):
                return _point_line(text, value, step)
            at, value = _step(decoder, text, value, step)
    except (ValueError, IndexError):
        return None
    return text.count("\n", 0, at) + 1


def _point_line(text: str, start: int, index: int) -> int:
    """The line of point number ``index`` of the list starting at ``start``, when the points before it passed
    the checks: each is then [x1, x2, label] of three numbers, with exactly one "]", so the point starts after
    the index-th "]" (found at C speed, not by decoding a million points one by one)."""
    data = text.encode("utf-8")
    begin = len(text[:start].encode("utf-8"))
    item = begin + 1
    if index > 0:
        closes = np.flatnonzero(np.frombuffer(data, dtype=np.uint8, offset=begin) == ord("]"))
        if len(closes) < index:
            raise ValueError("fewer points than the index")
        item = begin + int(closes[index - 1]) + 1
    while item < len(data) and data[item] in b" \t\r\n,":
        item += 1
    return data.count(b"\n", 0, item) + 1


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\n\r":
        pos += 1
    return pos


def _step(decoder: json.JSONDecoder, text: str, pos: int, step: str | int) -> tuple[int, int]:
    """In the object (list) starting at ``pos``: where the key (item number) ``step`` and its value start."""
    opening = text[pos]
    pos = _skip_space(text, pos + 1)
    index = 0
    while text[pos] not in "]}":
        start = pos
        if opening == "{":
            key, pos = decoder.raw_decode(text, pos)
            pos = _skip_space(text, _skip_space(text, pos) + 1)  # past the colon
            if key == step:
                return start, pos
        elif index == step:
            return start, start
        _, pos = decoder.raw_decode(text, pos)
        pos = _skip_space(text, pos)
        if text[pos] == ",":
            pos = _skip_space(text, pos + 1)
        index += 1
    raise ValueError(f"{step!r} not found")


# ---------------------------------------------------------------- messages
def _kind(value: Any) -> str:
    """The JSON kind of a parsed value, for messages."""
    if isinstance(value, bool):
        return "true/false"
    if value is None:
        return "null"
    kind = _KINDS.get(type(value), _NOT_FINITE if isinstance(value, _NotFinite) else None)
    return Said(says(kind)) if kind else type(value).__name__


_KINDS = {
    dict: QT_TRANSLATE_NOOP("FileErrors", "an object"),
    list: QT_TRANSLATE_NOOP("FileErrors", "a list"),
    str: QT_TRANSLATE_NOOP("FileErrors", "a string"),
    int: QT_TRANSLATE_NOOP("FileErrors", "a number"),
    float: QT_TRANSLATE_NOOP("FileErrors", "a number"),
}
_NOT_FINITE = QT_TRANSLATE_NOOP("FileErrors", "not finite")


def _described(value: Any) -> str:
    """A value and, when it helps, its JSON kind: '"0.5" (a string)', '[1, 2] (a list)', 'null' (a :class:`Said`
    text when the kind is said)."""
    if isinstance(value, str | list | dict):
        return Said(says(QT_TRANSLATE_NOOP("FileErrors", "{value} ({kind})"), value=_brief(value), kind=_kind(value)))
    return _brief(value)


def _brief(value: Any, depth: int = 0) -> str:
    """A short JSON-like rendering of a value for a message."""
    if isinstance(value, _NotFinite):
        return value.text
    if isinstance(value, list):
        if depth >= 2:
            return "[...]"
        items = [_brief(v, depth + 1) for v in value[:3]]
        return "[" + ", ".join(items + (["..."] if len(value) > 3 else [])) + "]"
    if isinstance(value, dict):
        return "{...}"
    if isinstance(value, float) and not math.isfinite(value):
        return Said(says(QT_TRANSLATE_NOOP("FileErrors", "1e400 (or another number too large for a 64-bit float)")))
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:40] + "…"
