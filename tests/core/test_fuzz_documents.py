"""Fuzzing the point-set files (issue 17): document settings of any JSON value are refused with their line or
load as settings of exactly the right type and range that training accepts; and whatever the writers write, the
readers give back exactly (points bit for bit, labels, names), while what they cannot give back is refused before
anything is written.  Fixed seed, CI-sized budget."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from core.files.csv_points import read_points, write_csv
from core.files.document_json import load_document, save_document
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.engine_run import make_learner
from core.session.points import PointSet
from core.session.settings import MAX_SEED, TrainingSettings, setting_problem
from tests.fuzzing import ACCEPTED, CLEAN_ERROR, outcome

FUZZ = settings(
    max_examples=200, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)  # with @seed(17): the same examples in every run
DEFAULTS = TrainingSettings().to_dict()
TYPES = {"eta": float, "b0": float, "gamma": float, "coef0": float, "seed": int, "max_epochs": int, "degree": int,
         "fit_intercept": bool, "variant": str, "zero_score": str, "order": str, "kernel": str,
         "schedule": str, "power_t": float, "alpha": float}  # fmt: skip

setting_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([0, 1, 2, 10, -1, MAX_SEED, MAX_SEED + 1, 2**53 + 1, 2**63, 2**64, 10**6, 10**6 + 1])
    | st.floats()
    | st.sampled_from([1e-6, 1e6, 1e-7, 1e7, -1e6, 0.5, 2.0, 1.0000000000000002, 5e-324])
    | st.sampled_from(["perceptron", "averaged", "voted", "kernel", "batch", "rbf", "poly", "linear", "given"])
    | st.sampled_from(["shuffle", "mistake", "positive", "negative", "12", "1", "true", "no", "abc", ""])
    | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=2),
    max_leaves=6,
)
setting_names = st.sampled_from([*DEFAULTS, "speed", "Seed", "", "w0 ", "power"])
weight = st.floats(-1e6, 1e6)
VALID = {
    "variant": st.sampled_from(["perceptron", "averaged", "voted", "kernel", "batch"]), "eta": st.floats(1e-6, 1e6),
    "fit_intercept": st.booleans(), "w0": st.lists(weight | st.integers(-(10**6), 10**6), min_size=2, max_size=2),
    "b0": weight, "zero_score": st.sampled_from(["mistake", "positive", "negative"]),
    "order": st.sampled_from(["given", "shuffle"]), "seed": st.integers(0, MAX_SEED),
    "max_epochs": st.integers(1, 10**6), "kernel": st.sampled_from(["linear", "poly", "rbf"]),
    "degree": st.integers(1, 10), "gamma": st.floats(1e-6, 1e6), "coef0": weight,
    "schedule": st.sampled_from(["constant", "1/t", "invscaling"]), "power_t": st.floats(0, 4),
    "alpha": st.floats(0, 1e3),
}  # fmt: skip


@st.composite
def setting_changes(draw: st.DrawFn) -> dict[str, Any]:
    """One to three settings, each a value of the right kind or any JSON value."""
    keys = draw(st.lists(setting_names, min_size=1, max_size=3, unique=True))
    return {key: draw(VALID[key] | setting_values if key in VALID else setting_values) for key in keys}


def json_text(value: Any) -> str:
    """JSON as a person or another program might write it: NaN and Infinity spelled as Python's json does."""
    return json.dumps(value, allow_nan=True)


@FUZZ
@seed(17)
@given(changes=setting_changes())
def test_document_settings_are_refused_with_their_line_or_load_exactly_and_train(
    tmp_path: Path, changes: dict[str, Any]
) -> None:
    body = ",\n".join(f"    {json.dumps(k)}: {json_text(v)}" for k, v in changes.items())
    text = '{\n  "format": "perceptron-studio", "version": 1,\n  "points": [[0.0, 1.0, -1], [2.0, 3.0, 1]],\n'
    path = tmp_path / "fuzz.json"
    path.write_text(text + '  "settings": {\n' + body + "\n  }\n}\n", encoding="utf-8")
    try:
        loaded = load_point_set(path).settings
    except PointSetFileError as error:
        outcome(CLEAN_ERROR)  # refused with its line
        assert error.line is not None and error.line >= 5, str(error)
        assert "settings" in str(error)
        bad = [k for k, v in changes.items() if setting_problem(k, v)]
        assert bad and any(k in str(error) for k in bad), (str(error), changes)
        return
    outcome(ACCEPTED)
    assert loaded is not None
    for name, value in loaded.to_dict().items():
        assert setting_problem(name, value) is None
        if name == "w0":
            assert [type(v) for v in loaded.w0] == [float, float]
        else:
            assert type(getattr(loaded, name)) is TYPES[name], name
        if name in changes:
            expected = changes[name]
            assert value == expected and (not isinstance(expected, float) or not math.isnan(expected)), name
    X, y = np.array([[0.0, 1.0], [2.0, 3.0]]), np.array([-1, 1])
    learner = make_learner(loaded, X, y)
    learner.run_epoch()
    assert learner.epoch == 1


# ------------------------------------------------------------------------- writer/reader symmetry
finite = st.floats(allow_nan=False, allow_infinity=False)
labels = st.one_of(
    st.integers(-(2**53), 2**53),
    st.integers(-(2**63), 2**63 - 1),
    st.sampled_from([-1, 0, 1, 2**53, 2**53 + 1, -(2**53) - 1]),
)
names = st.one_of(
    st.text(max_size=8),
    st.sampled_from(["cat", "dog", '=HYPERLINK("x")', "+ve", "-ve", "@a", "'=x", "'", "a,b", 'say "hi"', "a;b"]),
    st.sampled_from(["a\tb", "a\x00b", "a\x07", "\u200b", " cat", "1", "1,5", "nan", "Ⅻ", "猫", "a\nb"]),
)


@st.composite
def labeled_points(draw: st.DrawFn) -> tuple[PointSet, dict[int, str] | None]:
    classes = draw(st.lists(labels, min_size=1, max_size=10, unique=True))
    n = draw(st.integers(1, 12))
    X = np.array(draw(st.lists(st.tuples(finite, finite), min_size=n, max_size=n)), dtype=np.float64)
    y = np.array(draw(st.lists(st.sampled_from(classes), min_size=n, max_size=n)), dtype=np.int64)
    named = draw(st.booleans())
    label_names = {int(c): draw(names) for c in np.unique(y)} if named else None
    return PointSet(X, y), label_names


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape == b.shape and np.array_equal(np.ascontiguousarray(a).view(np.uint64), b.view(np.uint64))


@FUZZ
@seed(17)
@given(data=labeled_points(), delimiter=st.sampled_from([",", ";", "\t"]))
def test_what_the_csv_writer_writes_the_reader_gives_back_and_the_rest_is_refused_before_writing(
    tmp_path: Path, data: tuple[PointSet, dict[int, str] | None], delimiter: str
) -> None:
    points, label_names = data
    path = tmp_path / "fuzz.csv"
    path.write_text("the old file")
    try:
        write_csv(points, path, label_names=label_names, delimiter=delimiter)
    except ValueError as error:
        outcome(CLEAN_ERROR)  # refused before writing
        assert path.read_text() == "the old file"
        assert str(error).startswith("Cannot save") or "label" in str(error).lower(), str(error)
        return
    outcome(ACCEPTED)  # written and read back
    back = read_points(path)
    assert same_bits(back.points.X, points.X)
    if label_names is None:
        assert back.label_names is None and np.array_equal(back.points.y, points.y)
    else:
        assert back.label_names is not None
        read_names = [back.label_names[int(v)] for v in back.points.y]
        assert read_names == [label_names[int(v)] for v in points.y]


@FUZZ
@seed(17)
@given(data=labeled_points())
def test_what_the_document_writer_writes_the_reader_gives_back_and_the_rest_is_refused_before_writing(
    tmp_path: Path, data: tuple[PointSet, dict[int, str] | None]
) -> None:
    points, label_names = data
    path = tmp_path / "fuzz.json"
    path.unlink(missing_ok=True)  # tmp_path is shared by the examples
    try:
        save_document(path, points, TrainingSettings(), label_names)
    except ValueError as error:
        outcome(CLEAN_ERROR)  # refused before writing
        assert not path.exists()
        assert str(error).startswith("Cannot save") or "label" in str(error).lower(), str(error)
        return
    outcome(ACCEPTED)  # written and read back
    back = load_document(path)
    assert same_bits(back.points.X, points.X)
    assert np.array_equal(back.points.y, points.y)
    assert back.label_names == label_names
