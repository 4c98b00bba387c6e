"""One-feature documents (points on a number line): the learner on x equals the learner on (x, 0) and the
lifted through-origin learner on (x, 1) (the intercept trick of notes 002 and 004); point sets, CSV files
and documents keep one feature through edits and round trips; bad one-feature input is refused clearly."""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.files.csv_points import read_points, write_csv
from core.files.document_json import save_document
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.session.engine_run import make_learner
from core.session.points import Delete, Move, PointSet, Relabel, append
from core.session.settings import TrainingSettings

LINEAR = ("perceptron", "averaged", "voted", "batch")
RNG = np.random.default_rng(7)
X1 = np.round(RNG.normal(size=(40, 1)) * 3, 2)
Y = np.where(X1[:, 0] + RNG.normal(scale=0.8, size=40) > 0.4, 1, 0)  # labels with noise: many mistakes


def _run(settings: TrainingSettings, X: np.ndarray, epochs: int = 6):
    learner = make_learner(settings, X, Y)
    for _ in range(epochs):
        learner.run_epoch()
    return learner


@pytest.mark.parametrize("variant", LINEAR)
@pytest.mark.parametrize("order", ["given", "shuffle"])
def test_learner_on_a_line_equals_the_plane_learner_on_x_0(variant: str, order: str) -> None:
    settings = TrainingSettings(variant=variant, eta=0.7, order=order, seed=3, w0=(0.5, 0.0), b0=-0.25)
    line = _run(settings, X1)
    plane = _run(settings, np.column_stack([X1, np.zeros(len(X1))]))
    assert line.n_mistakes > 5  # the run teaches something
    assert np.array_equal(line.history, plane.history)
    assert np.array_equal(line.coef[:, 0], plane.coef[:, 0]) and np.all(plane.coef[:, 1] == 0)
    assert np.array_equal(line.intercept, plane.intercept)
    if variant == "averaged":
        assert np.array_equal(line.averaged()[0][:, 0], plane.averaged()[0][:, 0])
        assert np.array_equal(line.averaged()[1], plane.averaged()[1])


@pytest.mark.parametrize("variant", LINEAR)
def test_learner_on_a_line_equals_the_lifted_learner_through_the_origin(variant: str) -> None:
    """w·x + b on x is w̃·(x, 1) through the origin with w̃ = (w, b): same mistakes, same weights."""
    line = _run(TrainingSettings(variant=variant, eta=0.7, w0=(0.5, 0.0), b0=-0.25), X1)
    lifted = _run(
        TrainingSettings(variant=variant, eta=0.7, w0=(0.5, -0.25), fit_intercept=False),
        np.column_stack([X1, np.ones(len(X1))]),
    )
    assert line.n_mistakes > 5
    assert np.array_equal(line.history, lifted.history)
    assert np.array_equal(np.column_stack([line.coef, line.intercept]), lifted.coef)
    assert np.all(lifted.intercept == 0)
    if variant == "averaged":
        (w, b), (w_lift, _) = line.averaged(), lifted.averaged()
        assert np.allclose(np.column_stack([w, b]), w_lift, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("name", ["Perceptron", "AveragedPerceptron", "VotedPerceptron", "BatchPerceptron"])
def test_estimators_on_a_line_equal_the_lifted_estimators(name: str) -> None:
    import core

    cls = getattr(core, name)
    line = cls(eta0=0.5, max_iter=8, until_converged=False).fit(X1, Y)
    lifted = cls(eta0=0.5, max_iter=8, until_converged=False, fit_intercept=False).fit(
        np.column_stack([X1, np.ones(len(X1))]), Y
    )
    assert line.n_mistakes_ == lifted.n_mistakes_ > 5
    assert np.allclose(np.column_stack([line.coef_, line.intercept_]), lifted.coef_, rtol=1e-12, atol=1e-12)
    assert np.array_equal(line.predict(X1), lifted.predict(np.column_stack([X1, np.ones(len(X1))])))


def test_sklearn_agrees_on_a_line() -> None:
    from sklearn.linear_model import Perceptron as SkPerceptron

    import core

    ours = core.Perceptron(max_iter=8, until_converged=False).fit(X1, Y)
    theirs = SkPerceptron(max_iter=8, tol=None, shuffle=False).fit(X1, Y)
    assert np.array_equal(ours.coef_, theirs.coef_) and np.array_equal(ours.intercept_, theirs.intercept_)


# ----------------------------------------------------------------- point sets
def test_point_set_keeps_one_feature_through_every_edit() -> None:
    points = PointSet(np.array([[1.0], [-2.0]]), np.array([1, 0]))
    assert points.d == 1 and points.X.shape == (2, 1)
    assert points.plane.tolist() == [[1.0, 0.0], [-2.0, 0.0]]  # drawn on the line y = 0
    clicked, undo_add = append(np.array([3.5, 0.8]), 1, 2).apply(points)  # a click at (3.5, 0.8) adds x = 3.5
    assert clicked.X.shape == (3, 1) and clicked.X[:, 0].tolist() == [1.0, -2.0, 3.5]
    moved, undo_move = Move((0,), np.array([[4.0, -7.0]])).apply(clicked)
    assert moved.X[:, 0].tolist() == [4.0, -2.0, 3.5]
    relabelled, _ = Relabel((1,), 1).apply(moved)
    deleted, undo_delete = Delete((0, 2)).apply(relabelled)
    assert deleted.d == 1 and deleted.X.tolist() == [[-2.0]]
    restored, _ = undo_delete.apply(deleted)
    assert restored.X.shape == (3, 1) and restored.X[:, 0].tolist() == [4.0, -2.0, 3.5]
    assert undo_move.apply(moved)[0].X[:, 0].tolist() == [1.0, -2.0, 3.5]
    assert undo_add.apply(clicked)[0].X.shape == (2, 1)
    empty = Delete((0, 1, 2)).apply(restored)[0]
    assert empty.d == 1 and empty.X.shape == (0, 1)


def test_point_set_refuses_other_feature_counts() -> None:
    with pytest.raises(ValueError, match="1 or 2 features"):
        PointSet(np.zeros((2, 3)), np.array([0, 1]), d=3)
    with pytest.raises(ValueError, match=r"shape \(n, 1\)"):
        PointSet(np.zeros((2, 3)), np.array([0, 1]), d=1)


# ------------------------------------------------------------------ files
def test_one_column_csv_opens_as_a_number_line_and_saves_back(tmp_path) -> None:
    path = tmp_path / "line.csv"
    path.write_text("x1,label\n1.5,yes\n-2,no\n0.1,yes\n")
    loaded = load_point_set(path)
    assert loaded.points.X.shape == (3, 1) and loaded.points.d == 1
    assert loaded.label_names == {0: "no", 1: "yes"}
    write_csv(loaded.points, tmp_path / "back.csv", label_names=loaded.label_names)
    assert (tmp_path / "back.csv").read_text() == "x1,label\n1.5,yes\n-2.0,no\n0.1,yes\n"
    again = read_points(tmp_path / "back.csv")
    assert again.points.X.tolist() == [[1.5], [-2.0], [0.1]] and again.points.y.tolist() == [1, 0, 1]


def test_one_feature_document_round_trip(tmp_path) -> None:
    points = PointSet(np.array([[0.1 + 0.2], [-1e-300], [7.0]]), np.array([3, -1, 3]))
    settings = TrainingSettings(variant="averaged", w0=(0.25, 0.0))
    save_document(tmp_path / "line.json", points, settings)
    content = json.loads((tmp_path / "line.json").read_text())
    assert content["features"] == 1 and content["points"][0] == [0.1 + 0.2, 3]
    loaded = load_point_set(tmp_path / "line.json")
    assert loaded.points.X.shape == (3, 1) and loaded.points.X.tolist() == points.X.tolist()
    assert loaded.points.y.tolist() == [3, -1, 3] and loaded.settings == settings
    save_document(tmp_path / "empty.json", PointSet(d=1), settings)  # an empty line stays a line
    assert load_point_set(tmp_path / "empty.json").points.X.shape == (0, 1)


def test_document_without_features_key_reads_the_first_point(tmp_path) -> None:
    path = tmp_path / "short.json"
    path.write_text('{"format": "perceptron-studio", "version": 1, "points": [[1, 0], [2.5, 1]]}')
    assert load_point_set(path).points.X.tolist() == [[1.0], [2.5]]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("x\n1\n2\n", "found 1 column (x); the canvas takes x1,label (points on a number line) or x1,x2,label"),
        ("0.5\n1.5\n", "found 1 column"),
    ],
)
def test_csv_with_no_label_column_says_what_is_allowed(tmp_path, text: str, says: str) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(text)
    with pytest.raises(PointSetFileError, match=r"bad\.csv, line 1: ") as caught:
        load_point_set(path)
    assert says in str(caught.value)


@pytest.mark.parametrize(
    ("points", "says"),
    [
        ("[[1, 0], [2, 3, 1]]", "point 2 is [2, 3, 1], not a list of two numbers [x1, label] (a one-feature document)"),
        ("[[1, 2, 0], [2, 1]]", "point 2 is [2, 1], not a list of three numbers [x1, x2, label]"),
    ],
)
def test_document_mixing_line_and_plane_points_is_refused(tmp_path, points: str, says: str) -> None:
    path = tmp_path / "mixed.json"
    path.write_text('{"format": "perceptron-studio", "version": 1,\n "points": ' + points + "}")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert says in str(caught.value) and "line 2" in str(caught.value)


def test_document_with_bad_features_key_says_what_is_allowed(tmp_path) -> None:
    path = tmp_path / "three.json"
    path.write_text('{"format": "perceptron-studio", "version": 1, "features": 3, "points": []}')
    with pytest.raises(PointSetFileError, match=r'"features" is 3; it is 1 \(points \[x1, label\] on a line\) or 2'):
        load_point_set(path)


# ------------------------------------------------------------------ theory
@pytest.mark.parametrize("fit_intercept", [True, False])
def test_max_margin_threshold_on_a_line_is_scikit_learns_svm(fit_intercept: bool) -> None:
    from sklearn.svm import SVC

    from core.teach.theory import max_margin

    X = np.array([[2.0], [0.5], [3.5], [-1.0], [4.5], [-0.5], [2.5], [-2.0]])
    y = np.array([1, -1, 1, -1, 1, -1, 1, -1])
    Xs = X if fit_intercept else X - 1.25  # through the origin the gap must straddle 0
    result = max_margin(Xs, y, fit_intercept=fit_intercept)
    assert result.separable and result.radius > 0 and result.bound > 0
    band = result.threshold_band()
    assert band is not None
    if fit_intercept:
        svc = SVC(kernel="linear", C=1e10, tol=1e-12).fit(Xs, y)
        t, m = -svc.intercept_[0] / svc.coef_[0, 0], 1 / abs(svc.coef_[0, 0])
        assert band == pytest.approx((t - m, t, t + m), abs=1e-6)
        assert band == pytest.approx((0.5, 1.25, 2.0), abs=1e-6)  # midway between 0.5 and 2
    else:
        assert band == pytest.approx((-0.75, 0.0, 0.75), abs=1e-6)  # the nearest point is 0.75 from 0
    assert max_margin(np.array([[0.0], [1.0], [2.0]]), np.array([0, 1, 0])).threshold_band() is None  # no threshold
