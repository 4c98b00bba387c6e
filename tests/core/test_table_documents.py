"""A table document as JSON: the table (every cell's text), the feature choice and the settings come back exactly.

Expected values are written out here (the cells, the split rule by hand with NumPy, the scaling with NumPy);
every file goes through the disk. Malformed table documents each get their message, naming the file, what is
wrong and what is allowed.
"""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import numpy as np
import pytest

from core.files.document_json import save_table_document
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.dataset import FeatureChoice
from core.session.settings import TrainingSettings

COLUMNS = ["id", "sepal length", "petal length", "petal width", "note", "species"]
SPECIES = ["Iris sétosa", "versicolor ✿", "virginica (large)"]


def _rows() -> list[list[str]]:
    """24 rows whose cells a float would not give back: leading zeros, trailing zeros, exponents, -0, 17 digits."""
    rng = np.random.default_rng(7)
    rows = []
    for i in range(24):
        k = i % 3
        sepal = ["5.10", "4.9", "007", "1e1", "-0", "0.30000000000000004"][i % 6]
        petal = f"{1 + 2 * k + rng.integers(0, 10) / 10:.2f}"
        width = repr(float(0.1 + k + rng.integers(0, 7) / 10))
        note = ['said "hi", twice', "", "a;b\tc"][i % 3]
        rows.append([f"r-{i:03d}", sepal, petal, width, note, SPECIES[k]])
    return rows


def _csv_text(rows: list[list[str]]) -> str:
    def field(cell: str) -> str:
        return '"' + cell.replace('"', '""') + '"' if any(c in cell for c in ',";\t') else cell

    return "\n".join(",".join(map(field, row)) for row in [COLUMNS, *rows]) + "\n"


SETTINGS = TrainingSettings(variant="averaged", eta=0.25, order="shuffle", seed=42, max_epochs=17)


def test_a_table_with_its_feature_choice_and_settings_comes_back_exactly_through_a_json_file(tmp_path):
    rows = _rows()
    csv = tmp_path / "flowers.csv"
    csv.write_text(_csv_text(rows), encoding="utf-8")
    opened = load_point_set(csv)
    assert opened.dataset is not None
    choice = FeatureChoice(label=5, features=(3, 1), scaling="standardise", test_fraction=0.3, seed=3)
    dataset = opened.dataset.with_choice(choice)

    path = tmp_path / "flowers.json"
    save_table_document(path, dataset, SETTINGS)
    back = load_point_set(path)

    assert back.dataset is not None and back.settings == SETTINGS
    assert back.dataset.table.columns == tuple(COLUMNS)
    assert back.dataset.table.cells.tolist() == rows  # every cell's text, not a digit lost
    assert back.dataset.choice == choice
    test_rows = np.sort(np.random.default_rng(3).permutation(24)[: math.ceil(0.3 * 24)])  # the split rule by hand
    train_rows = np.setdiff1d(np.arange(24), test_rows)
    np.testing.assert_array_equal(back.dataset.projection.test_rows, test_rows)
    X = np.array([[float(r[3]), float(r[1])] for r in rows])
    mean, std = X[train_rows].mean(axis=0), X[train_rows].std(axis=0)
    np.testing.assert_allclose(back.points.X, (X[train_rows] - mean) / std, rtol=0, atol=1e-12)
    assert back.label_names == dict(enumerate(sorted(SPECIES)))

    content = json.loads(path.read_text(encoding="utf-8"))
    assert content["format"] == "perceptron-studio" and content["version"] == 1
    assert content["table"] == {"columns": COLUMNS, "rows": rows}
    assert content["feature_choice"] == {
        "label": "species",
        "features": ["petal width", "sepal length"],
        "scaling": "standardise",
        "test_fraction": 0.3,
        "seed": 3,
    }
    again = tmp_path / "again.json"
    save_table_document(again, back.dataset, back.settings)
    assert again.read_bytes() == path.read_bytes()


def test_a_table_document_without_a_feature_choice_opens_with_the_default_one_as_a_csv_file_does(tmp_path):
    rows = _rows()
    path = tmp_path / "plain.json"
    path.write_text(
        json.dumps({"format": "perceptron-studio", "version": 1, "table": {"columns": COLUMNS, "rows": rows}})
    )
    back = load_point_set(path)
    assert back.dataset is not None and back.settings == TrainingSettings()
    assert back.dataset.choice == FeatureChoice(label=5, features=(1, 2))  # species by name; the first two numbers


def _good() -> dict:
    return {
        "format": "perceptron-studio",
        "version": 1,
        "table": {"columns": COLUMNS, "rows": _rows()},
        "feature_choice": {
            "label": "species",
            "features": ["petal length", "petal width"],
            "scaling": "unit ball",
            "test_fraction": 0.25,
            "seed": 1,
        },
        "settings": SETTINGS.to_dict(),
    }


def _set(*where: str | int, value: object = None, delete: bool = False):
    def change(content: dict) -> None:
        target = content
        for step in where[:-1]:
            target = target[step]
        if delete:
            del target[where[-1]]
        else:
            target[where[-1]] = value

    return change


def _ragged(content: dict) -> None:
    content["table"]["rows"][4] = content["table"]["rows"][4][:-1]


BAD = {
    "missing columns": (
        _set("table", "columns", delete=True),
        ['"table" has no "columns"', "a list of the column names"],
    ),
    "unknown feature name": (
        _set("feature_choice", "features", value=["petal length", "stem length"]),
        ["No column is named 'stem length'", "'petal width'"],
    ),
    "bad scaling": (
        _set("feature_choice", "scaling", value="z-score"),
        ['"scaling" is "z-score"', "none, standardise, unit ball"],
    ),
    "fraction out of range": (
        _set("feature_choice", "test_fraction", value=1.5),
        ["1.5", "strictly between 0 and 1"],
    ),
    "a fraction that is not a number": (
        _set("feature_choice", "test_fraction", value=float("nan")),
        ['"test_fraction" is NaN', "strictly between 0 and 1"],
    ),
    "ragged rows": (_ragged, ["row 5 has 5 cells", "6 columns", "one cell per column"]),
    "a cell that is a number": (
        _set("table", "rows", 2, 1, value=5.1),
        ["row 3", "'sepal length'", "5.1", "cells are strings"],
    ),
    "two columns of one name": (
        _set("table", "columns", 4, value="species"),
        ["two columns are named 'species'", "distinct"],
    ),
    "points beside the table": (
        _set("points", value=[[0, 0, 1]]),
        ['"points"', '"table"', "one or the other"],
    ),
    "a seed that is text": (
        _set("feature_choice", "seed", value="3"),
        ['"seed" is "3"', "whole number from 0 to 2**32 - 1"],
    ),
    "an unknown choice key": (
        _set("feature_choice", "split", value=0.3),
        ['unknown key "split"', "label, features, scaling, test_fraction, seed"],
    ),
    "one feature": (
        _set("feature_choice", "features", value=["petal length"]),
        ['"features"', "a list of two column names"],
    ),
    "a fraction column as the label": (
        _set("feature_choice", "label", value="sepal length"),
        ["'sepal length' cannot be the label column", "whole number"],
    ),
    "no rows": (_set("table", "rows", value=[]), ['"rows" is empty', "one list of cells per row"]),
    "the label as a feature": (
        _set("feature_choice", "features", value=["petal length", "species"]),
        ["'species' is the label column", "pick another column"],
    ),
}


@pytest.mark.parametrize("case", list(BAD))
def test_a_malformed_table_document_is_refused_naming_the_file_the_problem_and_what_is_allowed(tmp_path, case):
    change, fragments = BAD[case]
    content = copy.deepcopy(_good())
    change(content)
    path = tmp_path / "bad table.json"
    path.write_text(json.dumps(content, indent=1, ensure_ascii=False), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    message = str(caught.value)
    assert message.startswith("bad table.json"), message
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    assert path.read_bytes() == before


def test_the_good_document_of_the_malformed_cases_opens(tmp_path):
    path = tmp_path / "good.json"
    path.write_text(json.dumps(_good(), indent=1, ensure_ascii=False), encoding="utf-8")
    back = load_point_set(path)
    assert back.dataset is not None
    assert back.dataset.choice == FeatureChoice(
        label=5, features=(2, 3), scaling="unit ball", test_fraction=0.25, seed=1
    )


def test_a_problem_in_a_row_names_that_row_s_line(tmp_path):
    content = _good()
    content["table"]["rows"][9][2] = None
    path = tmp_path / "row.json"
    text = json.dumps(content, ensure_ascii=False).replace("], [", "],\n[")  # one row per line, rows from line 2
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert caught.value.line == 10, str(caught.value)
    assert "row 10" in str(caught.value) and "'petal length'" in str(caught.value)


def test_a_point_set_document_is_written_as_before_without_a_table(tmp_path):
    from core.files.document_json import document_text
    from core.session.points import PointSet

    text = document_text(PointSet(np.array([[0.5, -1.0]]), np.array([1])), TrainingSettings())
    assert "table" not in json.loads(text) and json.loads(text)["points"] == [[0.5, -1.0, 1]]
    Path(tmp_path / "p.json").write_text(text)
    assert load_point_set(tmp_path / "p.json").dataset is None
