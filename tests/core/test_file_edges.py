"""Edges of the point-set files found by fuzzing: labels kept exactly or refused, every document setting checked
for type and range (with the line), the writers refusing what the readers refuse, and messages that say the
right thing (UTF-16 documents, line breaks inside quoted labels, the line of a bad point)."""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from core.files.csv_points import read_points, write_csv
from core.files.document_json import save_document
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.points import PointSet
from core.session.settings import TrainingSettings


def refused(path: Path) -> PointSetFileError:
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    return caught.value


def document(points: str, settings: str = "", label_names: str = "") -> str:
    """A document written by hand, one point and one setting per line."""
    parts = ['{\n "format": "perceptron-studio",\n "version": 1,\n "points": [\n' + points + "\n ]"]
    if settings:
        parts.append(' "settings": {\n' + settings + "\n }")
    if label_names:
        parts.append(' "label_names": {\n' + label_names + "\n }")
    return ",\n".join(parts) + "\n}\n"


TWO_POINTS = "  [0.0, 0.0, -1],\n  [1.0, 1.0, 1]"


# ------------------------------------------------------------------ 12: labels kept exactly
@pytest.mark.parametrize(
    ("label", "problem"),
    [("9007199254740993", "too large"), ("-9007199254740993", "too large"), ("1.0000000000000001", "whole number"),
     ("9007199254740993.0", "too large"), ("1e-400", "whole number"), ("0.99999999999999999", "whole number")],
)  # fmt: skip
def test_a_csv_label_that_a_float_would_change_is_refused_with_its_line(tmp_path: Path, label: str, problem: str):
    path = tmp_path / "labels.csv"
    path.write_text(f"x1,x2,label\n0,0,1\n1,1,{label}\n2,2,1\n")
    error = refused(path)
    assert error.line == 3
    assert label in str(error) and problem in str(error)


def test_csv_labels_at_the_limit_and_written_as_floats_are_kept(tmp_path: Path):
    path = tmp_path / "labels.csv"
    path.write_text("x1,x2,label\n0,0,9007199254740992\n1,1,-9007199254740992.0\n2,2,1e3\n")
    assert load_point_set(path).points.y.tolist() == [2**53, -(2**53), 1000]


@pytest.mark.parametrize(
    ("label", "problem"),
    [("9007199254740993", "too large"), ("1.0000000000000001", "whole number"), ("-9007199254740993", "too large")],
)
def test_a_json_label_that_a_float_would_change_is_refused_with_its_line(tmp_path: Path, label: str, problem: str):
    path = tmp_path / "labels.json"
    path.write_text(document(f"  [0.0, 0.0, -1],\n  [1.0, 1.0, {label}]"))
    error = refused(path)
    assert error.line == 6, str(error)
    assert "point 2" in str(error) and problem in str(error)


def test_json_labels_at_the_limit_are_kept(tmp_path: Path):
    path = tmp_path / "labels.json"
    path.write_text(document("  [0.0, 0.0, 9007199254740992],\n  [1.0, 1.0, -9007199254740992.0]"))
    assert load_point_set(path).points.y.tolist() == [2**53, -(2**53)]


@pytest.mark.parametrize("twin", ["01", "+1", " 1", "1 ", "001"])
def test_label_name_keys_that_name_the_same_label_are_refused(tmp_path: Path, twin: str):
    path = tmp_path / "names.json"
    names = f'  "-1": "cat",\n  "1": "dog",\n  {json.dumps(twin)}: "bird"'
    path.write_text(document(TWO_POINTS, label_names=names))
    error = refused(path)
    assert json.dumps(twin) in str(error) and '"1"' in str(error) and "same label" in str(error)
    assert error.line == 11


def test_other_spellings_of_a_label_key_still_name_it(tmp_path: Path):
    path = tmp_path / "names.json"
    path.write_text(document(TWO_POINTS, label_names='  "-1": "cat",\n  "+1": "dog"'))
    assert load_point_set(path).label_names == {-1: "cat", 1: "dog"}


@pytest.mark.parametrize("name", ["", " ", "\u200b", "\u00a0", "\ufeff", "\u2028", "\u200b\u200c"])
def test_an_empty_or_invisible_label_name_is_refused(tmp_path: Path, name: str):
    path = tmp_path / "names.json"
    path.write_text(document(TWO_POINTS, label_names=f'  "-1": "cat",\n  "1": {json.dumps(name)}'))
    error = refused(path)
    assert "label_names" in str(error) and error.line == 10
    csv = tmp_path / "names.csv"
    csv.write_text(f'x1,x2,label\n0,0,cat\n1,1,"{name}"\n', encoding="utf-8")
    assert refused(csv).line == 3


# ----------------------------------------------------- 14: every setting's type and range, with its line
BAD_SETTINGS = [
    ("seed", '"abc"'), ("seed", "-1"), ("seed", "1.5"), ("seed", str(2**64)), ("seed", "true"), ("seed", str(2**31)),
    ("seed", "1e400"), ("fit_intercept", '"no"'), ("fit_intercept", "0"), ("fit_intercept", "null"),
    ("w0", '"12"'), ("w0", "[1]"), ("w0", '[1, "2"]'), ("w0", "[true, 0]"), ("w0", "[1e7, 0]"), ("w0", "{}"),
    ("w0", "[1, 2, 3]"), ("eta", "true"), ("eta", "0"), ("eta", "-1"), ("eta", '"1"'), ("eta", "1e7"), ("eta", "null"),
    ("eta", "1" + "0" * 400), ("b0", '"0"'), ("b0", "false"), ("max_epochs", "0"), ("max_epochs", "1.0"),
    ("max_epochs", "true"), ("max_epochs", "10000001"), ("degree", "2.0"), ("degree", "11"), ("degree", "true"),
    ("gamma", "true"), ("gamma", "0"), ("coef0", '"1"'), ("variant", '"Perceptron"'), ("variant", '["perceptron"]'),
    ("variant", "1"), ("zero_score", "null"), ("order", '"random"'), ("kernel", '"sigmoid"'), ("kernel", "{}"),
    ("sed", "1"),
]  # fmt: skip


FILLERS = {"variant": '"perceptron"', "eta": "0.5", "degree": "2", "order": '"given"'}


@pytest.mark.parametrize(("key", "value"), BAD_SETTINGS)
def test_a_setting_of_the_wrong_type_or_range_is_refused_with_its_line(tmp_path: Path, key: str, value: str):
    path = tmp_path / "settings.json"
    fillers = [f'  "{k}": {v}' for k, v in FILLERS.items() if k != key][:3]
    settings = ",\n".join([*fillers[:2], f"  {json.dumps(key)}: {value}", fillers[2]])
    path.write_text(document(TWO_POINTS, settings=settings))
    error = refused(path)
    assert error.line == 11, str(error)
    assert key in str(error) and "settings" in str(error)


def test_good_settings_of_every_kind_load_with_exact_types(tmp_path: Path):
    path = tmp_path / "settings.json"
    settings = (
        '  "variant": "kernel", "eta": 2, "fit_intercept": false, "w0": [1, -2.5], "b0": 3, "zero_score": "positive",\n'
        '  "order": "shuffle", "seed": 2147483647, "max_epochs": 1000000, "kernel": "poly", "degree": 10,\n'
        '  "gamma": 1e-6, "coef0": -1000000'
    )
    path.write_text(document(TWO_POINTS, settings=settings))
    loaded = load_point_set(path).settings
    assert loaded == TrainingSettings(
        variant="kernel", eta=2.0, fit_intercept=False, w0=(1.0, -2.5), b0=3.0, zero_score="positive",
        order="shuffle", seed=2**31 - 1, max_epochs=1_000_000, kernel="poly", degree=10, gamma=1e-6, coef0=-1e6,
    )  # fmt: skip
    assert [type(getattr(loaded, k)) for k in ("eta", "b0", "gamma", "coef0")] == [float] * 4
    assert [type(v) for v in loaded.w0] == [float, float]


@pytest.mark.parametrize(("key", "value"), [("seed", "abc"), ("seed", -1), ("fit_intercept", "no"), ("eta", True)])
def test_settings_refuse_bad_values_when_built_in_code_too(key: str, value: object):
    with pytest.raises(ValueError, match=key):
        TrainingSettings().with_(**{key: value})


# ------------------------------------------------------ 15: the writers refuse what the readers refuse
@pytest.mark.parametrize("name", ["a\x00b", "bell\x07", "esc\x1b[31m", "tab\there", "del\x7f", "nel\x85x", "cr\rx"])
def test_a_label_name_with_a_control_character_is_refused_before_writing(tmp_path: Path, name: str):
    points = PointSet([[0.0, 0.0], [1.0, 1.0]], [0, 1])
    path = tmp_path / "names.csv"
    path.write_text("kept")
    with pytest.raises(ValueError, match="control character"):
        write_csv(points, path, label_names={0: name, 1: "dog"})
    with pytest.raises(ValueError, match="control character"):
        save_document(tmp_path / "names.json", points, TrainingSettings(), {0: name, 1: "dog"})
    assert path.read_text() == "kept" and not (tmp_path / "names.json").exists()
    # and the readers refuse it too, with the line
    path.write_text(f'x1,x2,label\n0,0,dog\n1,1,"{name}"\n', encoding="utf-8")
    error = refused(path)
    assert "NUL" in str(error) if name == "a\x00b" else error.line == 3


@pytest.mark.parametrize("label", [2**53 + 1, -(2**53) - 1, 2**62, -(2**63)])
def test_a_label_beyond_2_53_is_refused_before_writing(tmp_path: Path, label: int):
    points = PointSet([[0.0, 0.0], [1.0, 1.0]], [label, 1])
    for path, write in ((tmp_path / "big.csv", lambda p: write_csv(points, p)),
                        (tmp_path / "big.json", lambda p: save_document(p, points, TrainingSettings()))):  # fmt: skip
        with pytest.raises(ValueError, match=r"2\*\*53"):
            write(path)
        assert not path.exists()


def test_more_than_eight_classes_are_refused_before_writing(tmp_path: Path):
    points = PointSet(np.arange(20.0).reshape(10, 2), np.arange(10))
    for path, write in ((tmp_path / "many.csv", lambda p: write_csv(points, p)),
                        (tmp_path / "many.json", lambda p: save_document(p, points, TrainingSettings()))):  # fmt: skip
        with pytest.raises(ValueError, match=r"10 classes.*at most 8"):
            write(path)
        assert not path.exists()


FORMULAS = ['=HYPERLINK("http://x.invalid","click")', "=1+2", "+ve", "-ve", "@SUM(A1)", "'=quoted", "'plain"]


@pytest.mark.parametrize("name", FORMULAS)
def test_a_name_a_spreadsheet_would_run_is_written_as_text_and_read_back_equal(tmp_path: Path, name: str):
    points = PointSet([[0.0, 0.0], [1.0, 1.0]], [0, 1])
    path = tmp_path / "formula.csv"
    write_csv(points, path, label_names={0: name, 1: "dog"})
    cells = [line.rsplit(",", 1)[-1] for line in path.read_text().splitlines()[1:] if "dog" not in line]
    # pandas (a real CSV reader) sees the cell a spreadsheet sees: it must not start with a formula character
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    written = [cell for cell in frame["label"] if cell != "dog"]
    assert written and not written[0].startswith(("=", "+", "-", "@")), cells
    assert read_points(path).label_names == {0: name, 1: "dog"}


# ----------------------------------------------------------------------------- 16: messages
@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_utf16_document_is_read_like_a_utf8_one(tmp_path: Path, encoding: str):
    text = document(TWO_POINTS, label_names='  "-1": "chat",\n  "1": "Hund"')
    bom = {"utf-16": b"", "utf-16-le": codecs.BOM_UTF16_LE, "utf-16-be": codecs.BOM_UTF16_BE}[encoding]
    path = tmp_path / "doc.json"
    path.write_bytes(bom + text.encode(encoding))
    loaded = load_point_set(path)
    assert loaded.points.y.tolist() == [-1, 1] and loaded.label_names == {-1: "chat", 1: "Hund"}


def test_a_utf16_document_error_still_names_the_line(tmp_path: Path):
    path = tmp_path / "doc.json"
    path.write_bytes(codecs.BOM_UTF16_LE + document("  [0.0, 0.0, -1],\n  [1.0, 1.0, 0.5]").encode("utf-16-le"))
    assert refused(path).line == 6


def test_a_quoted_label_with_a_line_break_is_named_as_such(tmp_path: Path):
    path = tmp_path / "pandas.csv"
    pd.DataFrame({"x1": [0.0, 1.0, 2.0], "x2": [0.0, 1.0, 2.0], "label": ["cat", "big\ndog", "cat"]}).to_csv(
        path, index=False
    )
    error = refused(path)
    assert error.line == 3
    assert "line break" in str(error) and "big" in str(error)
    assert "not closed" not in str(error)


def test_a_bad_point_in_a_document_is_named_with_its_line(tmp_path: Path):
    path = tmp_path / "points.json"
    path.write_text(document('  [0.0, 0.0, -1],\n  [1.0, 1.0, 1],\n  [2.0, "a", 1],\n  [3.0, 3.0, 1]'))
    error = refused(path)
    assert error.line == 7 and "point 3" in str(error) and "x2" in str(error)
    path.write_text(document("  [0.0, 0.0, -1],\n  [1.0, 1.0, 1],\n  [2.0, 1],\n  [3.0, 3.0, 1]"))
    assert refused(path).line == 7


def test_a_bad_label_name_in_a_document_is_named_with_its_line(tmp_path: Path):
    path = tmp_path / "names.json"
    path.write_text(document(TWO_POINTS, label_names='  "-1": "cat",\n  "x": "dog"'))
    assert refused(path).line == 10


@pytest.mark.parametrize("name", ["doc", "doc.txt"])
def test_a_utf16_document_without_the_json_suffix_is_still_read_as_a_document(tmp_path: Path, name: str):
    path = tmp_path / name
    path.write_bytes(document(TWO_POINTS).encode("utf-16"))
    assert load_point_set(path).points.y.tolist() == [-1, 1]


def test_numpy_scalars_from_the_app_are_stored_as_python_values():
    settings = TrainingSettings(
        seed=np.int64(3), eta=np.float32(0.5), fit_intercept=np.bool_(False), w0=(np.float64(1), np.int32(2))
    )
    assert (settings.seed, settings.eta, settings.fit_intercept, settings.w0) == (3, 0.5, False, (1.0, 2.0))
    assert [type(v) for v in (settings.seed, settings.eta, settings.fit_intercept, *settings.w0)] == [
        int,
        float,
        bool,
        float,
        float,
    ]
    assert json.loads(json.dumps(settings.to_dict()))["seed"] == 3


def test_a_key_written_twice_in_a_document_is_named_with_the_line_of_the_second(tmp_path: Path):
    path = tmp_path / "twice.json"
    path.write_text(document(TWO_POINTS, settings='  "seed": 1,\n  "eta": 0.5,\n  "seed": 2'))
    error = refused(path)
    assert error.line == 11 and '"seed"' in str(error) and "twice" in str(error)
