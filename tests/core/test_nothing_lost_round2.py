"""Issue 29, "nothing lost, nothing aborts" round 2: point-set files that the readers failed on in an
undocumented way, that loaded wrong (NaN points, a column dropped) or that were refused though valid; and
writers whose files do not read back as they were written.  Every file goes through the disk."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, seed, settings
from hypothesis import strategies as st

from core.files.csv_points import read_points, write_csv
from core.files.csv_table import read_table, write_table
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.dataset import FeatureChoice, Table, project, split_rows
from core.session.document import label_name_problem
from core.session.points import PointSet
from tests.fuzzing import ACCEPTED, outcome

TABLE = {
    "format": "perceptron-studio",
    "version": 1,
    "table": {
        "columns": ["a", "b", "c", "label"],
        "rows": [["1", "2", "3", "0"], ["2", "3", "1", "1"], ["4", "1", "1", "0"], ["0", "5", "2", "1"]],
    },
}


def refused(path: Path) -> PointSetFileError:
    """The documented error for the file: it names the file."""
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value).startswith(path.name), str(caught.value)
    assert caught.value.path == path
    return caught.value


def table_document(tmp_path: Path, change: Any) -> Path:
    content = json.loads(json.dumps(TABLE))
    change(content)
    path = tmp_path / "table.json"
    path.write_text(json.dumps(content))
    return path


# ------------------------------------------------------------------ 1: numbers too large for the checks
@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("x1,x2,label\n0,0,0\n1,1,1e999999999\n", 3),  # the file
        ("x1,x2,label\n0,0,0\n1,1,-1e999999999\n", 3),
        ("0,0,1e999999999\n1,1,1\n", 1),  # the first label
        ("x1,x2,label\n0,0,0\n1,1,1\n2,2,1e99999999999999999999\n3,3,x\n", 4),  # line by line
    ],
    ids=["issue", "negative", "first label", "line by line"],
)
def test_a_csv_label_with_a_huge_exponent_is_refused_with_its_line(tmp_path: Path, text: str, line: int):
    path = tmp_path / "b.csv"
    path.write_text(text)
    error = refused(path)
    assert error.line == line
    assert "too large" in str(error) and "2**53" in str(error), str(error)


def test_a_table_document_cell_that_is_a_huge_integer_is_refused(tmp_path: Path):
    def huge_cell(content: dict[str, Any]) -> None:
        content["table"]["rows"][1][0] = 10**400

    error = refused(table_document(tmp_path, huge_cell))
    assert "row 2" in str(error) and "cells are strings" in str(error), str(error)
    assert error.line is not None


@pytest.mark.parametrize(("key", "allowed"), [("test_fraction", "strictly between 0 and 1"), ("seed", "2**32 - 1")])
@pytest.mark.parametrize("value", [10**400, -(10**400)], ids=["10**400", "-10**400"])
def test_a_feature_choice_number_too_large_for_a_float_is_refused(tmp_path: Path, key: str, allowed: str, value: int):
    def choice(content: dict[str, Any]) -> None:
        content["feature_choice"] = {"label": "label", "features": ["a", "b"], key: value}

    error = refused(table_document(tmp_path, choice))
    assert f'"{key}"' in str(error) and allowed in str(error), str(error)
    assert error.line is not None


# ------------------------------------------------------------------ 6: 0.0 is a whole number
@pytest.mark.parametrize("label", ["0.0", "-0.0", "1.0", "0e5"])
def test_a_document_label_written_as_a_float_zero_next_to_a_huge_coordinate_is_kept(tmp_path: Path, label: str):
    path = tmp_path / "points.json"
    path.write_text(f'{{"format": "perceptron-studio", "version": 1, "points": [[1e23, 0, {label}], [1, 1, 2]]}}')
    loaded = load_point_set(path)
    assert loaded.points.y.tolist() == [int(float(label)), 2]
    assert loaded.points.X.tolist() == [[1e23, 0.0], [1.0, 1.0]]


# ------------------------------------------------------------------ 7: one rule for underscores in labels
@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("x1,x2,label\n0,0,1\n1,1,1_000\n", 3),  # the fast path read it as 1000
        ("x1,x2,label\n0,0,1\n1,1,1_000\n2,2,x\n", 3),  # line by line
        ("0,0,1_000\n1,1,1\n", 1),  # the first label
        ("x1,x2,label\n0,0,cat\n1,1,1_000\n", 3),  # among names
        ("x1,x2,label\n0,0,1\n1,1,1_0.5e1\n", 3),
    ],
    ids=["fast path", "line by line", "first label", "among names", "fraction"],
)
def test_a_csv_label_with_underscores_is_refused_on_every_path_as_a_coordinate_is(tmp_path: Path, text: str, line: int):
    """Coordinates and table cells never read 1_000 as a number (a CSV file means text by it); labels neither."""
    path = tmp_path / "u.csv"
    path.write_text(text)
    error = refused(path)
    assert error.line == line
    assert "underscore" in str(error), str(error)


def test_a_coordinate_with_underscores_is_refused_as_before(tmp_path: Path):
    path = tmp_path / "u.csv"
    path.write_text("x1,x2,label\n0,0,1\n1_000,1,0\n")
    assert refused(path).line == 3


# ------------------------------------------------------------------ 8: formula escaping gives every name back
@pytest.mark.parametrize(
    ("cells", "names"),
    [
        (["=a", "'=a"], ["'=a", "=a"]),  # a file another tool wrote: a formula-like cell is not escaped there
        (["+1x", "'+1x", "''+1x"], ["''+1x", "'+1x", "+1x"]),
        (["''", "a"], ["''", "a"]),
        (["'", "'a", "''a"], ["'", "''a", "'a"]),
        (["'@x", "b"], ["@x", "b"]),  # no unescaped formula anywhere: the apostrophe is the escape
    ],
)
def test_distinct_csv_labels_stay_distinct_names(tmp_path: Path, cells: list[str], names: list[str]):
    path = tmp_path / "labels.csv"
    path.write_text("x1,x2,label\n" + "".join(f"{i},{i},{cell}\n" for i, cell in enumerate(cells)))
    loaded = load_point_set(path)
    assert sorted(loaded.label_names.values()) == names
    assert len(set(loaded.points.y.tolist())) == len(cells)


def _valid(names: list[str]) -> bool:
    return all(label_name_problem(name) is None for name in names)


name_text = st.text(st.sampled_from("'=+-@a1 ,;\"é"), min_size=1, max_size=6) | st.text(min_size=1, max_size=6)


@seed(29)
@settings(max_examples=300, deadline=None, database=None)
@given(names=st.lists(name_text, min_size=1, max_size=6, unique=True).filter(_valid), data=st.data())
def test_every_label_name_comes_back_exactly_from_a_csv_file(names: list[str], data: st.DataObject):
    """Write then read gives the same names on the same points, whatever the names (formula-like or not)."""
    labels = data.draw(st.permutations(list(range(len(names)))))
    y = np.array(labels + labels[:1], dtype=np.int64)
    points = PointSet(np.arange(2.0 * len(y)).reshape(-1, 2), y)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "names.csv"
        write_csv(points, path, label_names=dict(enumerate(names)))
        loaded = read_points(path)
    assert loaded.label_names is not None
    assert [loaded.label_names[v] for v in loaded.points.y.tolist()] == [names[v] for v in y.tolist()]
    outcome(ACCEPTED)


# ------------------------------------------------------------------ 14: table cells escaped as labels are
FORMULA_CELLS = ['=HYPERLINK("http://example.com","click")', "+cmd", "-x", "@SUM(A1)", "'=a", "''+b", "="]


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
def test_a_table_saved_as_csv_shows_formula_cells_as_text_and_reads_them_back(tmp_path: Path, delimiter: str):
    columns = ("=name", "x", "y", "note", "label")
    rows = [[cell, f"{i}.5", f"-{i}", cell, "cat" if i % 2 else "dog"] for i, cell in enumerate(FORMULA_CELLS)]
    rows.append(["plain", "-1.5", "+2", "-", "dog"])
    table = Table(columns, np.array(rows, dtype=object), delimiter)
    path = tmp_path / "table.csv"
    write_table(table, path)
    # pandas sees the cells a spreadsheet sees: none may start with a formula character unless it is a number
    frame = pd.read_csv(path, dtype=str, keep_default_na=False, sep=delimiter)
    shown = [*frame.columns, *frame.to_numpy().ravel().tolist()]
    formulas = [cell for cell in shown if cell.startswith(("=", "+", "-", "@")) and not _a_number(cell)]
    assert not formulas
    back = read_table(path)
    assert back.columns == columns
    assert back.cells.tolist() == rows


def _a_number(text: str) -> bool:
    try:
        return bool(np.isfinite(float(text)))
    except ValueError:
        return False


def test_a_table_csv_another_tool_wrote_keeps_its_cells(tmp_path: Path):
    path = tmp_path / "table.csv"
    path.write_text("a,b,c,label\n1,2,=a,x\n3,4,'=a,y\n5,6,'b,x\n")
    assert read_table(path).cells[:, 2].tolist() == ["=a", "'=a", "'b"]


# ------------------------------------------------------------------ 13: an empty point set saved as CSV opens
@pytest.mark.parametrize("d", [1, 2])
@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
def test_an_empty_point_set_saved_as_csv_opens_as_an_empty_point_set(tmp_path: Path, d: int, delimiter: str):
    path = tmp_path / "empty.csv"
    write_csv(PointSet(np.empty((0, d)), np.empty(0, dtype=np.int64), d=d), path, delimiter=delimiter)
    loaded = load_point_set(path)
    assert len(loaded.points) == 0 and loaded.points.d == d
    assert loaded.points.X.shape == (0, d)
    assert loaded.delimiter == delimiter and loaded.label_names is None


@pytest.mark.parametrize("text", ["x1,x2,label\n", "x1,x2,label\r\n\r\n\r\n", "\ufeffx1,x2,label", "a,b,class\n\n"])
def test_a_csv_file_with_only_a_header_opens_as_an_empty_point_set(tmp_path: Path, text: str):
    path = tmp_path / "header.csv"
    path.write_bytes(text.encode())
    loaded = read_points(path)
    assert loaded.points.X.shape == (0, 2) and loaded.points.y.shape == (0,)


# ------------------------------------------------------------------ 2: scaling huge finite values
HUGE_ROWS = [
    ["1.7e308", "-1.7e308", "3", "0"],
    ["-1.7e308", "1.7e308", "1", "1"],
    ["1.7e308", "1.7e308", "2", "0"],
    ["1e308", "-1e308", "5", "1"],
    ["-5e307", "0", "4", "1"],
]


@pytest.mark.parametrize("scaling", ["standardise", "unit ball"])
def test_a_table_document_of_huge_values_scales_to_finite_points(tmp_path: Path, scaling: str):
    def huge(content: dict[str, Any]) -> None:
        content["table"]["rows"] = HUGE_ROWS
        content["feature_choice"] = {"label": "label", "features": ["a", "b"], "scaling": scaling}

    X = load_point_set(table_document(tmp_path, huge)).points.X
    assert np.isfinite(X).all(), X.tolist()
    raw = np.array([[float(r[0]), float(r[1])] for r in HUGE_ROWS])
    expected = (raw / 1e308 - (raw / 1e308).mean(axis=0)) / (raw / 1e308).std(axis=0)
    if scaling == "standardise":
        np.testing.assert_allclose(X, expected, atol=1e-12)
    else:
        centred = raw / 1e308 - (raw / 1e308).mean(axis=0)
        np.testing.assert_allclose(X, centred / np.hypot(*centred.T).max(), atol=1e-12)
        assert abs(np.hypot(*X.T).max() - 1.0) < 1e-12


@pytest.mark.parametrize("scaling", ["standardise", "unit ball"])
@pytest.mark.parametrize("fit_intercept", [False, True])
def test_a_csv_table_of_huge_values_scales_to_finite_points_and_a_finite_constant(
    tmp_path: Path, scaling: str, fit_intercept: bool
):
    table = Table(("a", "b", "c", "label"), np.array(HUGE_ROWS, dtype=object))
    p = project(table, FeatureChoice(3, (0, 1), scaling), fit_intercept)
    assert np.isfinite(p.train.X).all(), p.train.X.tolist()
    assert 0 < p.constant <= 1 and np.isfinite(p.constant)
    if scaling == "unit ball" and fit_intercept:
        # the augmented (x, c) lies in the unit ball, the farthest on its sphere
        assert abs(np.sqrt((p.train.X**2).sum(axis=1) + p.constant**2).max() - 1.0) < 1e-12


def test_a_test_row_too_far_out_to_scale_is_refused_saying_which(tmp_path: Path):
    n = 10
    _, test = split_rows(n, 0.2, 0)
    rows = [[f"{i}e-300", str(i % 3), str(i % 2)] for i in range(n)]
    rows[int(test[0])][0] = "1e308"  # held out: the training rows' spread is 1e-300
    table = Table(("a", "b", "label"), np.array(rows, dtype=object))
    with pytest.raises(ValueError, match=rf"row {int(test[0]) + 1}.*'a'.*1e\+308") as caught:
        project(table, FeatureChoice(2, (0, 1), "standardise", 0.2, 0))
    assert "none" in str(caught.value), str(caught.value)


# ------------------------------------------------------------------ 3: no column dropped without a word
@pytest.mark.parametrize("empty_row", [",,", ";;", ", ,", '"","",""'])
def test_a_leading_row_of_empty_cells_is_a_blank_row_and_drops_no_column(tmp_path: Path, empty_row: str):
    path = tmp_path / "lead.csv"
    delimiter = ";" if ";" in empty_row else ","
    path.write_text(
        f"{empty_row}\n"
        + "".join(delimiter.join(r) + "\n" for r in [("1", "2", "0"), ("3", "4", "1"), ("5", "6", "0")])
    )
    loaded = load_point_set(path)
    assert loaded.points.X.tolist() == [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]
    assert loaded.points.y.tolist() == [0, 1, 0]


def test_an_unnamed_first_column_that_is_not_row_numbers_is_a_feature_and_the_note_says_so(tmp_path: Path):
    path = tmp_path / "unnamed.csv"
    path.write_text(",a,label\n1,2,0\n3,4,1\n5,6,0\n")
    loaded = load_point_set(path)
    assert loaded.points.X.tolist() == [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]
    assert "first column" in loaded.note and "no name" in loaded.note, loaded.note


@pytest.mark.parametrize(
    ("index", "shown"), [(["0", "1", "2"], "0 to 2"), (["1", "2", "3"], "1 to 3"), (['"a"', '"b"', '"c"'], "names")]
)
def test_an_unnamed_first_column_of_row_numbers_or_names_is_left_out_and_the_note_says_so(
    tmp_path: Path, index: list[str], shown: str
):
    path = tmp_path / "indexed.csv"
    path.write_text(",a,label\n" + "".join(f"{i},{2 * k + 2},{k % 2}\n" for k, i in enumerate(index)))
    loaded = load_point_set(path)
    assert loaded.points.X.tolist() == [[2.0], [4.0], [6.0]]
    assert "first column" in loaded.note and "left out" in loaded.note and shown in loaded.note, loaded.note


def test_an_unnamed_first_column_that_makes_three_features_opens_as_a_table(tmp_path: Path):
    path = tmp_path / "three.csv"
    path.write_text(",a,b,label\n7,1,2,0\n3,4,5,1\n9,7,8,0\n")
    loaded = load_point_set(path)
    assert loaded.dataset is not None
    assert loaded.dataset.table.columns == ("Unnamed: 0", "a", "b", "label")
    assert loaded.dataset.table.cells[:, 0].tolist() == ["7", "3", "9"]


@pytest.mark.parametrize("header", [",a,b,c,label", "Unnamed: 0,a,b,c,label"])
def test_a_table_keeps_an_unnamed_first_column_that_is_not_row_numbers(tmp_path: Path, header: str):
    path = tmp_path / "table.csv"
    path.write_text(f"{header}\n5,1,2,3,0\n2,4,5,6,1\n8,7,8,9,0\n")
    table = read_table(path)
    assert table.columns == ("Unnamed: 0", "a", "b", "c", "label")
    assert table.cells[:, 0].tolist() == ["5", "2", "8"]
    path.write_text(f"{header}\n0,1,2,3,0\n1,4,5,6,1\n2,7,8,9,0\n")
    assert read_table(path).columns == ("a", "b", "c", "label")  # row numbers: pandas' index


def test_a_leading_row_of_empty_cells_before_three_features_opens_as_a_table(tmp_path: Path):
    path = tmp_path / "lead.csv"
    path.write_text(",,,\n1,2,3,0\n4,5,6,1\n7,8,9,0\n")
    loaded = load_point_set(path)
    assert loaded.dataset is not None and loaded.dataset.table.n_rows == 3
    assert loaded.dataset.table.columns == ("x1", "x2", "x3", "label")
