"""Point-set files: exact round trips, the malformed-file corpus, files from real tools, fuzzing,
progress and cancel, atomic saves, and the file-system cases (folders, permissions, odd paths)."""

from __future__ import annotations

import ast
import contextlib
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import core.files.atomic as atomic
import core.files.csv_points as csv_points
import core.files.raw as raw
from core.files.csv_points import read_csv_table, read_points, write_csv
from core.files.document_json import load_document, save_document
from core.files.errors import MAX_FILE_BYTES, LoadCancelled, PointSetFileError
from core.files.open import load_point_set
from core.learn.choices import KERNEL_NAMES, SCHEDULE_NAMES, WINDOW_VARIANTS, ZERO_SCORE_NAMES
from core.session.points import PointSet
from core.session.settings import MAX_SEED, ORDERS, TrainingSettings
from tests import fuzzing

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
FILE_TESTS = settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
MORE_FILE_TESTS = settings(FILE_TESTS, max_examples=300)


def read_csv(path, **kw) -> PointSet:
    """The points of a canvas CSV file (``read_points`` without the label names)."""
    return read_points(path, **kw).points


# ------------------------------------------------------------------ strategies
finite = st.floats(allow_nan=False, allow_infinity=False, width=64)


@st.composite
def point_sets(draw: st.DrawFn, max_size: int = 40) -> PointSet:
    """Random finite coordinates (subnormal, huge, negative zero...) and up to 8 distinct labels."""
    n = draw(st.integers(1, max_size))
    X = draw(st.lists(st.tuples(finite, finite), min_size=n, max_size=n))
    classes = draw(st.lists(st.integers(-(2**40), 2**40), min_size=1, max_size=8, unique=True))
    y = draw(st.lists(st.sampled_from(classes), min_size=n, max_size=n))
    return PointSet(np.array(X, dtype=np.float64).reshape(-1, 2), np.array(y, dtype=np.int64))


training_settings = st.builds(
    TrainingSettings,
    variant=st.sampled_from(WINDOW_VARIANTS),
    eta=st.floats(1e-6, 1e6),
    fit_intercept=st.booleans(),
    w0=st.tuples(st.floats(-1e6, 1e6), st.floats(-1e6, 1e6)),
    b0=st.floats(-1e6, 1e6),
    zero_score=st.sampled_from(ZERO_SCORE_NAMES),
    order=st.sampled_from(ORDERS),
    seed=st.integers(0, MAX_SEED),
    max_epochs=st.integers(1, 1_000_000),
    kernel=st.sampled_from(KERNEL_NAMES),
    degree=st.integers(1, 10),
    gamma=st.floats(1e-6, 1e6),
    coef0=st.floats(-1e6, 1e6),
    schedule=st.sampled_from(SCHEDULE_NAMES),
    power_t=st.floats(0, 4),
    alpha=st.floats(0, 1e3),
)

SPECIAL = PointSet(
    [[5e-324, -5e-324], [1e300, -1e300], [-0.0, 0.0], [2.2250738585072014e-308, 2.225073858507201e-308],
     [1.7976931348623157e308, 0.1], [1 / 3, -2 / 3]],
    [1, -1, 1, -1, 1, -1],
)  # fmt: skip


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    """Bit-identical float64 arrays (so -0.0 differs from 0.0)."""
    return a.shape == b.shape and np.array_equal(np.ascontiguousarray(a).view(np.uint64), b.view(np.uint64))


# ----------------------------------------------------------------- round trips
@FILE_TESTS
@given(points=point_sets())
@example(points=SPECIAL)
def test_csv_round_trip_is_bit_exact(tmp_path: Path, points: PointSet) -> None:
    path = tmp_path / "points.csv"
    write_csv(points, path)
    back = read_csv(path)
    assert same_bits(back.X, points.X)
    assert np.array_equal(back.y, points.y)


@FILE_TESTS
@given(points=point_sets(), training=training_settings)
@example(points=SPECIAL, training=TrainingSettings())
def test_json_round_trip_is_bit_exact_and_restores_settings(
    tmp_path: Path, points: PointSet, training: TrainingSettings
) -> None:
    path = tmp_path / "document.json"
    save_document(path, points, training)
    loaded = load_document(path)
    assert same_bits(loaded.points.X, points.X)
    assert np.array_equal(loaded.points.y, points.y)
    assert loaded.settings == training
    assert loaded.label_names is None


def test_json_restores_every_setting_field_by_field(tmp_path: Path) -> None:
    changed = TrainingSettings(
        variant="kernel", eta=0.125, fit_intercept=False, w0=(0.5, -2.0), b0=-0.75, zero_score="positive",
        order="shuffle", seed=12345, max_epochs=77, kernel="poly", degree=4, gamma=2.5, coef0=-3.0,
        schedule="invscaling", power_t=0.75, alpha=0.5,
    )  # fmt: skip
    default = TrainingSettings()
    names = list(default.to_dict())
    assert all(getattr(changed, name) != getattr(default, name) for name in names), "every field is changed"
    save_document(tmp_path / "d.json", PointSet([[0.0, 1.0]], [1]), changed)
    loaded = load_document(tmp_path / "d.json").settings
    assert loaded is not None
    for name in names:
        assert getattr(loaded, name) == getattr(changed, name), name
        assert type(getattr(loaded, name)) is type(getattr(changed, name)), name


def test_label_names_round_trip(tmp_path: Path) -> None:
    points = PointSet([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]], [-1, 1, -1])
    names = {-1: "spam", 1: "ham, with a comma"}
    save_document(tmp_path / "d.json", points, TrainingSettings(), names)
    loaded = load_document(tmp_path / "d.json")
    assert loaded.label_names == names
    assert loaded.points.y.tolist() == [-1, 1, -1]
    # Through CSV the names come back as labels 0, 1, ... in the sorted order of the names.
    write_csv(points, tmp_path / "p.csv", label_names=names)
    read = read_points(tmp_path / "p.csv")
    assert read.label_names == {0: "ham, with a comma", 1: "spam"}
    assert read.points.y.tolist() == [1, 0, 1]
    assert same_bits(read.points.X, points.X)


def test_string_labels_map_to_sorted_integers(tmp_path: Path) -> None:
    path = tmp_path / "animals.csv"
    path.write_text("x1,x2,label\n0,0,zebra\n1,1,ant\n2,2,moose\n3,3,ant\n")
    loaded = read_points(path)
    assert loaded.label_names == {0: "ant", 1: "moose", 2: "zebra"}
    assert loaded.points.y.tolist() == [2, 0, 1, 0]


def test_read_csv_table_takes_any_number_of_features(tmp_path: Path) -> None:
    path = tmp_path / "wide.csv"
    path.write_text("a,b,c,d,class\n1,2,3,4,x\n5,6,7,8,y\n")
    table = read_csv_table(path)
    assert table.X.shape == (2, 4)
    assert table.X[1].tolist() == [5.0, 6.0, 7.0, 8.0]
    assert table.columns == ("a", "b", "c", "d", "class")
    assert table.label_names == {0: "x", 1: "y"}
    with pytest.raises(PointSetFileError, match=r"found 5 columns .*at most 3 feature columns"):
        read_csv_table(path, max_features=3)
    with pytest.raises(PointSetFileError, match=r"the canvas takes x1,label .* or x1,x2,label"):
        read_csv(path)


def test_read_csv_table_allows_many_classes_unless_capped(tmp_path: Path) -> None:
    path = tmp_path / "classes.csv"
    path.write_text("".join(f"{i},{i},{i}\n" for i in range(20)))
    assert len(np.unique(read_csv_table(path).y)) == 20
    with pytest.raises(PointSetFileError, match="found 20 distinct labels"):
        read_csv_table(path, max_classes=8)


# --------------------------------------------------------- the malformed corpus
BAD = {
    # CSV
    "empty.csv": "the file is empty",
    "blank_lines_only.csv": "the file is empty",
    "nan.csv": "line 3: x1 is 'nan', not a finite number",
    "nan_capitalised.csv": "line 3: x2 is 'NaN', not a finite number",
    "inf.csv": "line 2: x2 is 'inf', not a finite number",
    "negative_infinity.csv": "line 3: x1 is '-Infinity', not a finite number",
    "overflow_1e400.csv": "x2 is '1e400', too large for a 64-bit float (it overflows to infinity)",
    "not_a_number.csv": "line 4: x1 is 'abc', not a number.",
    "letters_in_x2.csv": "line 4: x2 is 'abc', not a number.",
    "empty_cell.csv": "line 3: x2 is empty",
    "underscore_number.csv": "x1 is '1_000', not a number",
    "hex_number.csv": "x1 is '0x1F', not a number",
    "decimal_comma.csv": "x1 is '0,5', not a number (write decimals with a point, not a decimal comma)",
    "ragged_long_row.csv": "line 3: has 4 columns, but line 1 has 3",
    "ragged_short_row.csv": "line 4: has 2 columns, but line 1 has 3",
    "trailing_delimiter.csv": "line 2: has 4 columns, but line 1 has 3",
    "table_one_numeric_column.csv": "has 1 numeric column besides the label column 'label'; two are needed",
    "table_too_many_classes.csv": "'label' has 9 distinct values; a label column has at most 8 classes",
    "one_column.csv": "found 1 column (label); the canvas takes x1,label",
    "space_separated.csv": "(columns are separated by commas, semicolons or tabs)",
    "comment_line.csv": "found 1 column (# exported by LabTool 2.1)",
    "too_many_classes.csv": "found 9 distinct labels (0, 1, 2, 3, 4, 5, 6, 7, 8); the canvas shows at most 8",
    "too_many_class_names.csv": "found 10 distinct labels (a, b, c, d, e, f, g, h, i, j)",
    "fractional_label.csv": "line 3: the label is '0.5', not a whole number",
    "label_nan.csv": "the label is 'nan', not a whole number",
    "label_too_large.csv": "the label is '1e20', too large",
    "empty_label.csv": "line 3: the label is empty",
    "mixed_labels_number_then_name.csv": "line 3: the label is 'cat', a name, but labels must be all numbers or all",
    "mixed_labels_name_then_number.csv": "line 4: the label is '1', a number, but labels must be all numbers or all",
    "invalid_utf8_latin1.csv": "line 2: byte 0xe9 is not valid UTF-8 text",
    "excel_workbook_renamed.csv": "is a ZIP archive (an Excel workbook?)",
    "binary_garbage.csv": "is not a text file: it contains binary data (a NUL byte at byte 40)",
    "unclosed_quote.csv": "line 3: a quoted field is not closed",
    "duplicated_header.csv": "line 4: x1 is 'x1', not a number",
    "late_bad_value.csv": "line 4321: x1 is '1.5.2', not a number",
    "late_ragged.tsv": "line 2999: has 2 columns, but line 1 has 3",
    # JSON documents
    "empty.json": "the file is empty",
    "truncated.json": "line 12: the file ends in the middle of the JSON at column 7 (is it truncated?)",
    "truncated_in_string.json": "line 21: the file ends in the middle of the JSON",
    "missing_comma.json": "line 4: not valid JSON at column 2 (Expecting ',' delimiter)",
    "top_level_list.json": "the top level is a list, not an object",
    "missing_format.json": 'has no "format" tag',
    "wrong_format.json": "this is a trained model (written by File > Export Model or core.save_model), not a point set",
    "missing_version.json": 'has no "version"',
    "wrong_version.json": "version 2 is not supported",
    "version_as_string.json": 'the version is "1" (a string), not a whole number',
    "version_true.json": "the version is true, not a whole number",
    "missing_points.json": 'has no "points"',
    "points_not_a_list.json": '"points" is an object, not a list of [x1, x2, label] rows',
    "point_too_short.json": "point 3 is [2.0, 3.0], not a list of three numbers",
    "point_not_a_list.json": "point 2 is 5, not a list of three numbers",
    "point_string_coordinate.json": 'point 2: x1 is "0.5" (a string), not a number',
    "point_null_coordinate.json": "point 1: x2 is null, not a number",
    "point_bool_label.json": "point 2: the label is true, not a whole number",
    "point_nan.json": "point 2: x1 is NaN, not a finite number",
    "point_infinity.json": "point 1: x2 is -Infinity, not a finite number",
    "point_overflow.json": "point 1: x1 is too large for a 64-bit float",
    "fractional_label.json": "point 2: the label is 0.5, not a whole number",
    "label_too_large.json": "point 1: the label is 1e+20, too large",
    "too_many_classes.json": "found 9 distinct labels",
    "settings_not_object.json": '"settings" is a list, not an object',
    "bad_setting_value.json": '"settings": Invalid training settings: eta must be a number from 1e-06 to 1e+06, not -1',
    "unknown_setting.json": "unknown training setting 'speed'",
    "bad_variant.json": "variant must be one of perceptron",
    "unknown_key.json": 'unknown key "setings"',
    "duplicate_key.json": 'the key "points" appears twice',
    "not_utf8.json": "line 40: byte 0xe9 is not valid UTF-8 text",
    "label_names_not_object.json": '"label_names" is a list, not an object',
    "label_names_bad_key.json": 'the key "one" is not a whole-number label',
    "label_names_duplicate.json": "label names must be distinct",
    "deeply_nested.json": "the JSON is nested too deeply",
    "binary.json": "contains binary data (a NUL byte at byte 31)",
    # neither
    "workbook.xlsx": "unknown file type '.xlsx'",
}


def test_the_bad_corpus_and_its_table_match() -> None:
    files = sorted(p.name for p in (DATA / "bad").iterdir())
    assert files == sorted(BAD), "every corpus file needs an expected phrase, and every phrase a file"
    assert len(files) >= 40


@pytest.mark.parametrize("name", sorted(BAD))
def test_each_bad_file_is_refused_with_a_message_that_says_what_is_wrong(name: str) -> None:
    path = DATA / "bad" / name
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    message = str(caught.value)
    assert message.startswith(name), message
    assert BAD[name] in message, message
    assert caught.value.path == path


def test_error_carries_the_line() -> None:
    with pytest.raises(PointSetFileError) as caught:
        read_csv(DATA / "bad" / "late_bad_value.csv")
    assert caught.value.line == 4321
    with pytest.raises(PointSetFileError) as caught:
        read_csv(DATA / "bad" / "too_many_classes.csv")
    assert caught.value.line is None


# --------------------------------------------------------------- real tools
XY = [[0.5, -1.25], [2.0, 3.5], [-0.75, 0.0]]
PM = ([1, -1, 1], None)
GOOD = {
    "excel_utf8_bom_crlf.csv": PM,
    "excel_semicolon.csv": PM,
    "excel_unicode_text.txt": PM,
    "tab_separated.tsv": PM,
    "quoted_fields.csv": PM,
    "r_write_csv.csv": ([1, 0, 1], {0: "neg", 1: "pos"}),
    "pandas_to_csv_index.csv": PM,
    "pandas_float_labels.csv": ([1, 0, 1], None),
    "plus_minus_one_no_header.csv": PM,
    "zero_one.csv": ([1, 0, 1], None),
    "string_labels.csv": ([1, 0, 1], {0: "cat", 1: "dog"}),
    "trailing_blank_lines.csv": PM,
    "mac_classic_cr.csv": PM,
    "spaces_around_cells.csv": PM,
    "exponent_notation.csv": PM,
    "blank_rows_from_excel.csv": PM,
    "points_without_suffix": PM,
    "app_document.json": ([1, 0, 1], {0: "cat", 1: "dog"}),
    "document_without_settings.json": PM,
}


def test_the_good_corpus_and_its_table_match() -> None:
    assert sorted(p.name for p in (DATA / "good").iterdir()) == sorted(GOOD)


@pytest.mark.parametrize("name", sorted(GOOD))
def test_files_from_real_tools_are_read(name: str) -> None:
    labels, names = GOOD[name]
    loaded = load_point_set(DATA / "good" / name)
    assert loaded.points.X.tolist() == XY
    assert loaded.points.y.tolist() == labels
    assert loaded.label_names == names
    assert (loaded.settings is None) == (not name.endswith(".json"))


def test_a_document_brings_its_settings() -> None:
    loaded = load_point_set(DATA / "good" / "app_document.json")
    assert loaded.settings == TrainingSettings(variant="kernel", eta=0.25, kernel="poly", degree=3, seed=7)
    assert load_point_set(DATA / "good" / "document_without_settings.json").settings == TrainingSettings()


def test_read_csv_keeps_the_gui_contract() -> None:
    points = read_csv(DATA / "good" / "excel_utf8_bom_crlf.csv")
    assert isinstance(points, PointSet)
    assert points.X.dtype == np.float64 and points.y.dtype == np.int64
    assert issubclass(PointSetFileError, ValueError)
    assert not issubclass(LoadCancelled, ValueError)


def test_json_content_is_read_as_a_document_whatever_the_suffix(tmp_path: Path) -> None:
    path = tmp_path / "really_a_document.csv"
    shutil.copy(DATA / "good" / "app_document.json", path)
    assert load_point_set(path).settings is not None


# -------------------------------------------------------------------- fuzzing
def outcome(read: Callable[[Path], object], path: Path) -> object:
    """The result of a read, or the PointSetFileError message; any other exception escapes (and fails)."""
    try:
        loaded = read(path)
    except PointSetFileError as error:
        fuzzing.outcome(fuzzing.CLEAN_ERROR)
        return str(error)
    fuzzing.outcome(fuzzing.ACCEPTED)
    points = getattr(loaded, "points", loaded)
    return (points.X.tobytes(), points.y.tolist(), getattr(loaded, "label_names", None))


READERS = [read_csv, load_document, load_point_set, read_csv_table]
csv_alphabet = st.sampled_from([*'0123456789.,;\t\n\r -+eE"nafix_ \ufeff\u00a0#', "nan", "inf", "1e400", "cat"])
csv_like = st.lists(csv_alphabet, max_size=80).map("".join)


@FILE_TESTS
@given(data=st.binary(max_size=300))
def test_random_bytes_raise_only_point_set_file_errors(tmp_path: Path, data: bytes) -> None:
    for suffix in (".csv", ".json"):
        path = tmp_path / f"fuzz{suffix}"
        path.write_bytes(data)
        for read in READERS:
            outcome(read, path)


@MORE_FILE_TESTS
@given(text=csv_like)
def test_csv_like_text_raises_only_point_set_file_errors(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.csv"
    path.write_bytes(text.encode("utf-8"))
    for read in (read_csv, read_csv_table, load_point_set):
        outcome(read, path)


DOCUMENT = (DATA / "good" / "app_document.json").read_text()


@MORE_FILE_TESTS
@given(cut=st.integers(0, len(DOCUMENT)), insert=st.text(max_size=6), drop=st.integers(0, 3))
def test_damaged_documents_raise_only_point_set_file_errors(tmp_path: Path, cut: int, insert: str, drop: int) -> None:
    path = tmp_path / "fuzz.json"
    for text in (DOCUMENT[:cut], DOCUMENT[:cut] + insert + DOCUMENT[cut + drop :]):
        path.write_text(text, encoding="utf-8")
        outcome(load_point_set, path)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=12,
)


@FILE_TESTS
@given(key=st.sampled_from(list(TrainingSettings().to_dict())), value=json_values)
def test_any_json_value_in_any_setting_raises_only_point_set_file_errors(
    tmp_path: Path, key: str, value: object
) -> None:
    document = json.loads(DOCUMENT)
    document["settings"][key] = value
    path = tmp_path / "fuzz.json"
    path.write_text(json.dumps(document))
    outcome(load_document, path)


@FILE_TESTS
@given(key=st.sampled_from(["points", "settings", "label_names", "version", "format"]), value=json_values)
def test_any_json_value_in_any_field_raises_only_point_set_file_errors(tmp_path: Path, key: str, value: object) -> None:
    document = json.loads(DOCUMENT)
    document[key] = value
    path = tmp_path / "fuzz.json"
    path.write_text(json.dumps(document))
    outcome(load_document, path)


@MORE_FILE_TESTS
@given(text=csv_like)
@example(text='x1,x2,label\n1,2,"3" \n')
@example(text='x1,x2,label\n1,2,3\n4,5,"6\n')
@example(text='1,2,cat\n4,5,"dog\n')
@example(text="1,2,3\n \n4,5,6\n")
@example(text="1,2,3\n,,\n4,5,nan\n")
def test_fast_and_line_by_line_paths_agree(tmp_path: Path, text: str) -> None:
    """Whatever the loadtxt fast path accepts, the reference reader accepts with the same values."""
    path = tmp_path / "agree.csv"
    path.write_bytes(text.encode("utf-8"))
    fast = outcome(read_csv_table, path)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(csv_points, "_parse_fast", lambda lines, layout: None)
        slow = outcome(read_csv_table, path)
    assert fast == slow


# ------------------------------------------------------- large files, progress
def big_points(n: int, seed: int = 0) -> PointSet:
    rng = np.random.default_rng(seed)
    return PointSet(rng.standard_normal((n, 2)) * 10, rng.choice([-1, 1], n))


def test_a_clean_large_file_never_needs_the_line_by_line_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    points = big_points(30_000)
    write_csv(points, tmp_path / "big.csv")

    def refuse(*args: object) -> None:
        raise AssertionError("the slow path was used for a clean file")

    monkeypatch.setattr(csv_points, "_parse_slow", refuse)
    back = read_csv(tmp_path / "big.csv")
    assert same_bits(back.X, points.X) and np.array_equal(back.y, points.y)


def test_an_error_deep_in_a_large_file_names_its_exact_line(tmp_path: Path) -> None:
    lines = (tmp_path / "x.csv", "x1,x2,label\n" + "".join(f"{i},{i / 7},{i % 2}\n" for i in range(30_000)))
    path, text = lines
    rows = text.split("\n")
    rows[23_456] = "0.5,0.25,0.5"  # line 23457
    path.write_text("\n".join(rows))
    with pytest.raises(PointSetFileError, match=r"line 23457: the label is '0\.5', not a whole number"):
        read_csv(path)


def saved_big_points(folder: Path, save: str, n: int) -> Path:
    """n points saved as big.csv or as the JSON document big.json."""
    points, path = big_points(n), folder / f"big.{save}"
    write_csv(points, path) if save == "csv" else save_document(path, points, TrainingSettings())
    return path


@pytest.mark.parametrize("save", ["csv", "json"])
def test_progress_goes_from_0_to_1_in_small_steps(tmp_path: Path, save: str) -> None:
    path = saved_big_points(tmp_path, save, 40_000)
    seen: list[float] = []
    loaded = load_point_set(path, progress=lambda f: seen.append(f) or True)
    assert len(loaded.points) == 40_000
    assert seen == sorted(seen) and seen[-1] == 1.0 and seen[0] <= 0.1
    if save == "csv":
        assert len(seen) >= 100  # after every 64 KiB read and every block of about 1% parsed
        assert max(np.diff(seen)) <= 0.03


@pytest.mark.parametrize("save", ["csv", "json"])
def test_returning_false_cancels_with_load_cancelled(tmp_path: Path, save: str) -> None:
    path = saved_big_points(tmp_path, save, 20_000)
    seen: list[float] = []

    def stop_half_way(fraction: float) -> bool:
        seen.append(fraction)
        return fraction < 0.5

    with pytest.raises(LoadCancelled) as caught:
        load_point_set(path, progress=stop_half_way)
    assert not isinstance(caught.value, PointSetFileError)
    assert seen[-1] >= 0.5 and seen[-1] < 1.0


def test_progress_returning_none_does_not_cancel(tmp_path: Path) -> None:
    write_csv(big_points(5_000), tmp_path / "p.csv")
    calls: list[float] = []
    assert len(read_csv(tmp_path / "p.csv", progress=calls.append)) == 5_000  # type: ignore[arg-type] -- returns None
    assert calls[-1] == 1.0


# -------------------------------------------------------------- the file system
def test_a_file_over_the_size_limit_is_refused_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.csv"
    with open(path, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # sparse: takes no disk space
    opened: list[object] = []
    monkeypatch.setattr(raw, "open", lambda *a, **k: opened.append(a), raising=False)
    with pytest.raises(PointSetFileError, match=r"huge\.csv: the file is .*\(209,715,201 bytes\), over the limit"):
        read_csv(path)
    assert opened == []


def test_the_size_limit_is_a_keyword(tmp_path: Path) -> None:
    write_csv(PointSet([[0.0, 0.0]] * 100, [1] * 100), tmp_path / "p.csv")
    with pytest.raises(PointSetFileError, match="over the limit of 1,000 bytes"):
        read_csv(tmp_path / "p.csv", max_bytes=1000)
    assert len(read_csv(tmp_path / "p.csv", max_bytes=10_000)) == 100


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "points.csv").mkdir()
    with pytest.raises(PointSetFileError, match=r"points\.csv: is a folder, not a file"):
        read_csv(tmp_path / "points.csv")


def test_a_missing_file_and_a_broken_link_are_refused(tmp_path: Path) -> None:
    with pytest.raises(PointSetFileError, match=r"gone\.csv: no such file in "):
        read_csv(tmp_path / "gone.csv")
    (tmp_path / "link.csv").symlink_to(tmp_path / "gone.csv")
    with pytest.raises(PointSetFileError, match=r"link\.csv: is a link to .*gone\.csv, which does not exist"):
        load_point_set(tmp_path / "link.csv")


def test_a_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.csv")
    with pytest.raises(PointSetFileError, match="is not a regular file"):
        read_csv(tmp_path / "pipe.csv")


@contextlib.contextmanager
def world_readable_folder() -> Iterator[Path]:
    """A folder under the system temp dir that an unprivileged user may enter (pytest's tmp_path is 0700)."""
    folder = Path(tempfile.mkdtemp(prefix="perceptron-io-"))
    try:
        folder.chmod(0o755)
        yield folder
    finally:
        shutil.rmtree(folder)


@contextlib.contextmanager
def unprivileged() -> Iterator[None]:
    """Run as an ordinary user: root reads and writes through any permission bits, so as root the
    effective user becomes 'nobody' (65534) for the block; otherwise nothing changes."""
    if os.geteuid() != 0:
        yield
        return
    os.setegid(65534)
    os.seteuid(65534)
    try:
        yield
    finally:
        os.seteuid(0)
        os.setegid(0)


def test_a_file_without_read_permission_is_refused() -> None:
    with world_readable_folder() as folder:
        path = folder / "secret.csv"
        path.write_text("x1,x2,label\n0,0,1\n")
        path.chmod(0)
        with unprivileged(), pytest.raises(PointSetFileError, match=r"secret\.csv: permission denied"):
            read_csv(path)


def test_saving_into_a_read_only_folder_raises_permission_error_with_the_path() -> None:
    with world_readable_folder() as folder:
        locked = folder / "locked"
        locked.mkdir(mode=0o555)
        locked.chmod(0o555)
        target = locked / "points.csv"
        with unprivileged(), pytest.raises(PermissionError) as caught:
            write_csv(PointSet([[0.0, 1.0]], [1]), target)
        assert str(target) in str(caught.value)
        assert "permission denied: cannot write in the folder" in str(caught.value.strerror)
        assert list(locked.iterdir()) == []


def test_saving_onto_a_folder_or_into_a_missing_folder_says_so(tmp_path: Path) -> None:
    (tmp_path / "taken.csv").mkdir()
    with pytest.raises(IsADirectoryError) as caught:
        write_csv(PointSet([[0.0, 1.0]], [1]), tmp_path / "taken.csv")
    assert str(tmp_path / "taken.csv") in str(caught.value) and "is a folder" in str(caught.value)
    with pytest.raises(FileNotFoundError, match="does not exist"):
        save_document(tmp_path / "nowhere" / "d.json", PointSet([[0.0, 1.0]], [1]), TrainingSettings())


@pytest.mark.parametrize("suffix", [".csv", ".json"])
def test_paths_with_spaces_and_non_ascii_characters_work(tmp_path: Path, suffix: str) -> None:
    folder = tmp_path / "my points" / "données ü 点"
    folder.mkdir(parents=True)
    path = folder / f"Fläche {suffix[1:]} 測試{suffix}"
    points = PointSet([[0.25, -1.5], [3.0, 4.0]], [0, 1])
    write_csv(points, path) if suffix == ".csv" else save_document(path, points, TrainingSettings())
    assert same_bits(load_point_set(path).points.X, points.X)
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(folder / f"missing 測試{suffix}")
    assert "missing 測試" in str(caught.value)


# ------------------------------------------------------------------ atomic save
def save(kind: str, path: Path, points: PointSet) -> None:
    write_csv(points, path) if kind == "csv" else save_document(path, points, TrainingSettings())


@pytest.mark.parametrize("kind", ["csv", "json"])
@pytest.mark.parametrize("interruption", [KeyboardInterrupt, OSError])
def test_an_interrupted_save_keeps_the_previous_file_and_leaves_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str, interruption: type[BaseException]
) -> None:
    path = tmp_path / f"points.{kind}"
    save(kind, path, PointSet([[1.0, 2.0]], [1]))
    before = path.read_bytes()

    def write_half_then_die(f: TextIO, text: str) -> None:
        f.write(text[: len(text) // 2])
        f.flush()
        raise interruption("killed half-way through the save")

    monkeypatch.setattr(atomic, "_write_text", write_half_then_die)
    with pytest.raises(interruption):
        save(kind, path, big_points(1000))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


KILL_SCRIPT = """
import sys, time
sys.path.insert(0, {root!r})
import core.files.atomic as atomic
from core.files.csv_points import write_csv
from core.session.points import PointSet
def stall(f, text):
    f.write(text[: len(text) // 2]); f.flush()
    print("half written", flush=True)
    time.sleep(60)
atomic._write_text = stall
write_csv(PointSet([[float(i), 0.5] for i in range(5000)], [1] * 5000), {path!r})
"""


def test_a_process_killed_in_the_middle_of_a_save_leaves_the_previous_file(tmp_path: Path) -> None:
    path = tmp_path / "points.csv"
    write_csv(PointSet([[1.0, 2.0]], [1]), path)
    before = path.read_bytes()
    script = KILL_SCRIPT.format(root=str(ROOT), path=str(path))
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "half written"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL
    assert path.read_bytes() == before
    assert read_csv(path).X.tolist() == [[1.0, 2.0]]
    leftovers = [p.name for p in tmp_path.iterdir() if p != path]
    assert all(name.startswith(".perceptron-studio-") and name.endswith(".tmp") for name in leftovers), leftovers


@pytest.mark.parametrize("kind", ["csv", "json"])
def test_a_save_is_flushed_to_disk_before_it_replaces_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append("fsync")
        real_fsync(fd)

    def replace(src: str | os.PathLike, dst: str | os.PathLike) -> None:
        events.append(f"replace {Path(src).name} -> {Path(dst).name}")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    save(kind, tmp_path / f"p.{kind}", PointSet([[1.0, 2.0]], [1]))
    assert events[0] == "fsync"
    assert events[1].startswith("replace .perceptron-studio-") and events[1].endswith(f".tmp -> p.{kind}")


def test_a_save_refuses_non_finite_points_before_touching_the_file(tmp_path: Path) -> None:
    path = tmp_path / "p.csv"
    write_csv(PointSet([[1.0, 2.0]], [1]), path)
    with pytest.raises(ValueError, match="point 2 has a coordinate that is not a finite number"):
        write_csv(PointSet([[1.0, 2.0], [np.nan, 0.0]], [1, 1]), path)
    with pytest.raises(ValueError, match="not a finite number"):
        save_document(tmp_path / "d.json", PointSet([[np.inf, 2.0]], [1]), TrainingSettings())
    assert read_csv(path).X.tolist() == [[1.0, 2.0]]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.csv"]


def test_bad_label_names_are_refused_on_save(tmp_path: Path) -> None:
    points = PointSet([[1.0, 2.0], [3.0, 4.0]], [0, 1])
    with pytest.raises(ValueError, match="reads as a number"):
        write_csv(points, tmp_path / "p.csv", label_names={0: "a", 1: "2"})
    with pytest.raises(ValueError, match="have no name"):
        write_csv(points, tmp_path / "p.csv", label_names={0: "a"})
    with pytest.raises(ValueError, match="distinct"):
        save_document(tmp_path / "d.json", points, TrainingSettings(), {0: "a", 1: "a"})
    assert list(tmp_path.iterdir()) == []


def test_a_save_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "p.csv"
    path.write_text("old")
    path.chmod(0o640)
    write_csv(PointSet([[1.0, 2.0]], [1]), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    umask = os.umask(0o022)
    os.umask(umask)
    write_csv(PointSet([[1.0, 2.0]], [1]), tmp_path / "new.csv")
    assert stat.S_IMODE((tmp_path / "new.csv").stat().st_mode) == 0o666 & ~umask


# ------------------------------------------------------------------- hygiene
def test_readers_never_unpickle_or_evaluate() -> None:
    readers = sorted((ROOT / "core" / "files").glob("*.py"))
    assert len(readers) >= 5
    for path in readers:
        name = path.name
        tree = ast.parse(path.read_text())
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not imported & {"pickle", "marshal", "shelve", "dill", "ast"}, (name, imported)
        called = {
            node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not called & {"eval", "exec", "compile", "__import__"}, (name, called)
        keywords = {kw.arg for node in ast.walk(tree) if isinstance(node, ast.Call) for kw in node.keywords}
        assert "allow_pickle" not in keywords, name


def test_file_io_imports_neither_qt_nor_sklearn_nor_scipy_nor_numba() -> None:
    code = (
        "import sys, core.files.open, core.files.model_json, core.files.trace_tables\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'sklearn', 'scipy', 'numba')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.stdout.strip() == "[]"


def test_a_million_points_read_back_exactly(tmp_path: Path) -> None:
    """Every coordinate and label of a million points survives a round trip (the speed goal is bench/io.py's)."""
    points = big_points(1_000_000)
    path = tmp_path / "million.csv"
    write_csv(points, path)
    back = read_csv(path)
    assert np.array_equal(back.X, points.X)
    assert np.array_equal(back.y, points.y)
