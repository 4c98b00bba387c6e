"""The table parts of a Perceptron Studio document: the table, every cell as text, and the feature choice.

A table document is the app's JSON document (:mod:`core.files.document_json`) with ``"table"`` and
``"feature_choice"`` in place of ``"points"``::

    {"format": "perceptron-studio", "version": 1,
     "table": {"columns": ["sepal length (cm)", ..., "species"],
               "rows": [
      ["5.1", "3.5", "1.4", "0.2", "setosa"],
      ...]},
     "feature_choice": {"label": "species", "features": ["petal length (cm)", "petal width (cm)"],
                        "scaling": "standardise", "test_fraction": 0.3, "seed": 3},
     "settings": {...}}

- ``table.columns``: the column names, distinct non-empty strings (at least two).
- ``table.rows``: at least one row; each a list of one string per column, the cell's text as the CSV file
  had it (``"5.10"`` stays ``"5.10"``, a label name stays that name), so nothing is lost.
- ``feature_choice`` (optional: without it the table opens with the default choice, as a CSV file does):
  ``label`` and the two ``features`` (x₁, x₂) are column names; ``scaling`` is one of
  :data:`core.session.dataset.SCALINGS`; ``test_fraction`` is 0 (no test set) or a number strictly between
  0 and 1; ``seed`` a whole number from 0 to 2**32 - 1; ``classes`` the label column's classes kept (two or
  more), or with ``"versus_rest": true`` the one class set against the rest. ``scaling``, ``test_fraction``,
  ``seed``, ``classes`` and ``versus_rest`` may be left out (none, 0, 0, all classes, false); no other keys
  are allowed.

Writing gives one row per line (diff-friendly). Reading checks everything and raises
:class:`TableContentError` with the problem, what is allowed and where in the document it is;
:mod:`core.files.document_json` turns that into an error naming the file and the line.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any

import numpy as np

from core.files.atomic import SAVE_BLOCK_ROWS, row_blocks
from core.files.errors import says
from core.learn.words import QT_TRANSLATE_NOOP, Said, Sentence
from core.session.dataset import SCALINGS, Dataset, FeatureChoice, Table, check_choice, default_choice

TABLE_KEYS = ("columns", "rows")
CHOICE_KEYS = ("label", "features", "scaling", "test_fraction", "seed", "classes", "versus_rest")


class TableContentError(ValueError):
    """A problem in a table document's "table" or "feature_choice", at ``where`` (keys and list indices from the
    document's top level)."""

    def __init__(self, problem: str | Sentence, *where: str | int) -> None:
        super().__init__(str(problem))
        self.problem = problem
        self.where = where


# -------------------------------------------------------------------- writing
def table_pieces(dataset: Dataset) -> Iterator[str]:
    """The ``"table"`` and ``"feature_choice"`` members of a document, as JSON text (one row per line), in pieces:
    the table's head, a block of rows each (:func:`core.files.atomic.row_blocks`), its end and the feature choice."""
    table, choice = dataset.table, dataset.choice
    columns = json.dumps(list(table.columns), ensure_ascii=False)
    features = [table.columns[j] for j in choice.features]
    chosen = {
        "label": table.columns[choice.label],
        "features": features,
        "scaling": choice.scaling,
        "test_fraction": choice.test_fraction,
        "seed": choice.seed,
    }
    if choice.classes:
        chosen["classes"] = list(choice.classes)
    if choice.versus_rest:
        chosen["versus_rest"] = True
    yield f' "table": {{"columns": {columns},\n  "rows": [\n'
    for start in row_blocks(table.n_rows):
        rows = table.cells[start : start + SAVE_BLOCK_ROWS].tolist()
        text = ",\n".join(f"  {json.dumps([str(c) for c in row], ensure_ascii=False)}" for row in rows)
        yield (",\n" if start else "") + text
    yield "\n  ]},\n"
    yield f' "feature_choice": {json.dumps(chosen, ensure_ascii=False, allow_nan=False)}'


# -------------------------------------------------------------------- reading
_IN_CHOICE = QT_TRANSLATE_NOOP("FileErrors", '"feature_choice": {problem}')


def table_dataset(table_value: Any, choice_value: Any = None) -> Dataset:
    """The dataset a document's ``"table"`` and ``"feature_choice"`` (None: absent) describe.

    Raises :class:`TableContentError` saying what is wrong and what is allowed.
    """
    table = _table(table_value)
    if choice_value is None:
        try:
            return Dataset(table, default_choice(table)[0])
        except ValueError as error:
            raise TableContentError(
                says(QT_TRANSLATE_NOOP("FileErrors", '"table": {problem}'), problem=error), "table"
            ) from None
    choice = _choice(table, choice_value)
    try:
        check_choice(table, choice)
        dataset = Dataset(table, choice)
        dataset.projection  # noqa: B018 -- a scaling that cannot be fitted (a constant column) is said here
    except ValueError as error:
        raise TableContentError(says(_IN_CHOICE, problem=error), "feature_choice") from None
    return dataset


def _table(value: Any) -> Table:
    if not isinstance(value, dict):
        not_object = QT_TRANSLATE_NOOP(
            "FileErrors", '"table" is {value}, not an object with "columns" (the column names) and "rows" (the cells).'
        )
        raise TableContentError(says(not_object, value=_shown(value)), "table")
    unknown = [key for key in value if key not in TABLE_KEYS]
    if unknown:
        unknown_key = QT_TRANSLATE_NOOP("FileErrors", '"table": unknown key {key}; a table has {keys}.')
        keys = ", ".join(TABLE_KEYS)
        raise TableContentError(says(unknown_key, key=json.dumps(unknown[0]), keys=keys), "table", unknown[0])
    if "columns" not in value:
        no_columns = QT_TRANSLATE_NOOP("FileErrors", '"table" has no "columns": give a list of the column names.')
        raise TableContentError(says(no_columns), "table")
    if "rows" not in value:
        no_rows = QT_TRANSLATE_NOOP("FileErrors", '"table" has no "rows": give one list of cells per row.')
        raise TableContentError(says(no_rows), "table")
    columns = _columns(value["columns"])
    return Table(columns, _rows(value["rows"], columns), ",")


def _columns(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) < 2:
        not_list = QT_TRANSLATE_NOOP(
            "FileErrors",
            '"columns" is {value}; it is a list of the column names, at least two (features and the label column).',
        )
        raise TableContentError(says(not_list, value=_shown(value)), "table", "columns")
    seen: set[str] = set()
    for j, name in enumerate(value):
        if not isinstance(name, str) or not name.strip():
            bad_name = QT_TRANSLATE_NOOP(
                "FileErrors", '"columns": column {j} is {value}; a column name is a non-empty string.'
            )
            raise TableContentError(says(bad_name, j=j + 1, value=_shown(name)), "table", "columns")
        if name in seen:
            twice = QT_TRANSLATE_NOOP(
                "FileErrors", '"columns": two columns are named {name}; column names must be distinct.'
            )
            raise TableContentError(says(twice, name=repr(name)), "table", "columns")
        seen.add(name)
    return tuple(value)


def _rows(value: Any, columns: tuple[str, ...]) -> np.ndarray:
    m = len(columns)
    if not isinstance(value, list):
        not_list = QT_TRANSLATE_NOOP("FileErrors", '"rows" is {value}, not a list of rows (one list of cells per row).')
        raise TableContentError(says(not_list, value=_shown(value)), "table", "rows")
    if not value:
        empty = QT_TRANSLATE_NOOP(
            "FileErrors", '"rows" is empty; a table has at least one row: one list of cells per row.'
        )
        raise TableContentError(says(empty), "table")
    clean = set(map(type, value)) == {list} and set(map(len, value)) == {m}
    if not (clean and all(type(cell) is str for row in value for cell in row)):
        _check_rows(value, columns)
    return np.array(value, dtype=object).reshape(-1, m)


def _check_rows(value: list[Any], columns: tuple[str, ...]) -> None:
    """Raise TableContentError for the first row that is not a list of one string per column."""
    m = len(columns)
    for i, row in enumerate(value):
        if not isinstance(row, list):
            not_list = QT_TRANSLATE_NOOP(
                "FileErrors", '"rows": row {i} is {value}, not a list of cells (one string per column).'
            )
            raise TableContentError(says(not_list, i=i + 1, value=_shown(row)), "table", "rows", i)
        if len(row) != m:
            cells = QT_TRANSLATE_NOOP(
                "FileErrors", '"rows": row {i} has {n} cells, but there are {m} columns; a row has one cell per column.'
            )
            raise TableContentError(says(cells, i=i + 1, n=len(row), m=m), "table", "rows", i)
        for j, cell in enumerate(row):
            if type(cell) is not str:
                not_text = QT_TRANSLATE_NOOP(
                    "FileErrors",
                    '"rows": row {i}, column {name} is {value}; cells are strings, the text the CSV file had (write '
                    '"5.1", not 5.1).',
                )
                values = {"i": i + 1, "name": repr(columns[j]), "value": _shown(cell)}
                raise TableContentError(says(not_text, **values), "table", "rows", i)


def _choice(table: Table, value: Any) -> FeatureChoice:
    if not isinstance(value, dict):
        not_object = QT_TRANSLATE_NOOP("FileErrors", '"feature_choice" is {value}, not an object with {keys}.')
        raise TableContentError(says(not_object, value=_shown(value), keys=", ".join(CHOICE_KEYS)), "feature_choice")
    unknown = [key for key in value if key not in CHOICE_KEYS]
    if unknown:
        unknown_key = QT_TRANSLATE_NOOP(
            "FileErrors", '"feature_choice": unknown key {key}; a feature choice has {keys}.'
        )
        keys = ", ".join(CHOICE_KEYS)
        raise TableContentError(says(unknown_key, key=json.dumps(unknown[0]), keys=keys), "feature_choice", unknown[0])
    for key in ("label", "features"):
        if key not in value:
            missing = QT_TRANSLATE_NOOP(
                "FileErrors", '"feature_choice" has no "{key}"; it names the label column and the two features.'
            )
            raise TableContentError(says(missing, key=key), "feature_choice")
    label = _column(table, value["label"], "label")
    features = value["features"]
    if not isinstance(features, list) or len(features) != 2:
        two = QT_TRANSLATE_NOOP(
            "FileErrors", '"feature_choice": "features" is {value}; it is a list of two column names (x₁, x₂).'
        )
        raise TableContentError(says(two, value=_shown(features)), "feature_choice", "features")
    x1, x2 = (_column(table, name, "features") for name in features)
    scaling = value.get("scaling", "none")
    if not isinstance(scaling, str) or scaling not in SCALINGS:
        scalings = QT_TRANSLATE_NOOP("FileErrors", '"feature_choice": "scaling" is {value}; choose one of {names}.')
        values = {"value": _shown(scaling), "names": ", ".join(SCALINGS)}
        raise TableContentError(says(scalings, **values), "feature_choice", "scaling")
    fraction = value.get("test_fraction", 0)
    # compared, not converted: an integer such as 10**400 has no float (NaN and infinities fail both tests)
    if type(fraction) not in (int, float) or not (fraction == 0 or 0 < fraction < 1):
        between = QT_TRANSLATE_NOOP(
            "FileErrors",
            '"feature_choice": "test_fraction" is {value}; it is a number strictly between 0 and 1 (0.3 holds out 30% '
            "of the rows), or 0 for no test set.",
        )
        raise TableContentError(says(between, value=_shown(fraction)), "feature_choice", "test_fraction")
    seed = value.get("seed", 0)
    if type(seed) is not int or not 0 <= seed < 2**32:
        seeds = QT_TRANSLATE_NOOP(
            "FileErrors", '"feature_choice": "seed" is {value}; it is a whole number from 0 to 2**32 - 1.'
        )
        raise TableContentError(says(seeds, value=_shown(seed)), "feature_choice", "seed")
    classes = value.get("classes", [])
    if not isinstance(classes, list) or not all(isinstance(c, str) for c in classes):
        kept = QT_TRANSLATE_NOOP(
            "FileErrors",
            '"feature_choice": "classes" is {value}; it is a list of the label column\'s classes kept (empty or '
            "absent: all of them).",
        )
        raise TableContentError(says(kept, value=_shown(classes)), "feature_choice", "classes")
    rest = value.get("versus_rest", False)
    if type(rest) is not bool:
        either = QT_TRANSLATE_NOOP(
            "FileErrors",
            '"feature_choice": "versus_rest" is {value}; it is true (one class against the rest) or false.',
        )
        raise TableContentError(says(either, value=_shown(rest)), "feature_choice", "versus_rest")
    return FeatureChoice(label, (x1, x2), scaling, float(fraction), seed, tuple(classes), rest)


def _column(table: Table, name: Any, key: str) -> int:
    if not isinstance(name, str):
        by_name = QT_TRANSLATE_NOOP(
            "FileErrors", '"feature_choice": "{key}" holds {value}; columns are given by name, one of {names}.'
        )
        names = ", ".join(map(repr, table.columns))
        raise TableContentError(says(by_name, key=key, value=_shown(name), names=names), "feature_choice", key)
    if name not in table.columns:
        no_such = QT_TRANSLATE_NOOP(
            "FileErrors", '"feature_choice": No column is named {name}; the columns are {names}.'
        )
        names = ", ".join(map(repr, table.columns))
        raise TableContentError(says(no_such, name=repr(name), names=names), "feature_choice", key)
    return table.columns.index(name)


_KINDS = {
    str: QT_TRANSLATE_NOOP("FileErrors", "a string"),
    list: QT_TRANSLATE_NOOP("FileErrors", "a list"),
    dict: QT_TRANSLATE_NOOP("FileErrors", "an object"),
}


def _shown(value: Any) -> str:
    """A parsed JSON value for a message: '"3" (a string)', '[1, 2] (a list)', 'null', '1.5'."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        text = repr(value)  # no float() on the way: 10**400 has none
        if len(text) <= 40:
            return text
        digits = QT_TRANSLATE_NOOP("FileErrors", "{start}… (a whole number of {n} digits)")
        return Said(says(digits, start=text[:20], n=len(text.lstrip("-"))))
    if isinstance(value, float):
        return (
            repr(value) if math.isfinite(value) else Said(says(QT_TRANSLATE_NOOP("FileErrors", "not a finite number")))
        )
    if isinstance(value, str | list | dict):
        try:
            text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError):
            text = "[...]" if isinstance(value, list) else "{...}"
        text = text if len(text) <= 40 else text[:40] + "…"
        kind = _KINDS[type(value)]
        return Said(says(QT_TRANSLATE_NOOP("FileErrors", "{value} ({kind})"), value=text, kind=Said(says(kind))))
    return str(getattr(value, "text", value))  # NaN or Infinity in the JSON text
