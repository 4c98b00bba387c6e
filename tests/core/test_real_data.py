"""Real data: tables of many columns, the label column by name or position, scaling, the split, and messages."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
import sklearn
from sklearn.datasets import load_iris, load_wine

from core.files.csv_table import read_labeled_table, read_table, write_table
from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.files.sklearn_sets import load_sklearn_table
from core.session.dataset import Dataset, FeatureChoice, Table, default_choice, project, split_rows
from core.teach.holdout import holdout_errors
from core.teach.theory import radius

SKLEARN_DATA = Path(sklearn.__file__).parent / "datasets" / "data"


def _iris_text(sep: str, label_first: bool = False) -> str:
    iris = load_iris()
    names = ["sl", "sw", "pl", "pw"]
    rows = []
    for x, t in zip(iris.data.tolist(), iris.target.tolist(), strict=True):
        cells = [repr(v) for v in x]
        label = str(iris.target_names[t])
        rows.append(sep.join([label, *cells] if label_first else [*cells, label]))
    header = sep.join(["kind", *names] if label_first else [*names, "kind"])
    return header + "\n" + "\n".join(rows) + "\n"


def test_a_tsv_with_four_features_reads_every_column_with_the_label_by_name_or_position(tmp_path):
    path = tmp_path / "iris.tsv"
    path.write_text(_iris_text("\t", label_first=True))
    iris = load_iris()
    by_name = read_labeled_table(path, "kind")
    by_position = read_labeled_table(path, 0)
    for table in (by_name, by_position):
        np.testing.assert_array_equal(table.X, iris.data)
        assert table.columns == ("sl", "sw", "pl", "pw", "kind")
        assert table.label_names == {0: "setosa", 1: "versicolor", 2: "virginica"}
        np.testing.assert_array_equal(table.y, iris.target)  # the names sorted are sklearn's order
        assert table.delimiter == "\t"


def test_the_label_column_defaults_to_the_last_and_a_name_is_found_ignoring_case(tmp_path):
    path = tmp_path / "iris.csv"
    path.write_text(_iris_text(","))
    assert read_labeled_table(path).columns[-1] == "kind"
    assert read_labeled_table(path, "KIND").X.shape == (150, 4)
    assert read_labeled_table(path, -1).X.shape == (150, 4)


def test_a_wrong_label_column_says_which_columns_there_are(tmp_path):
    path = tmp_path / "iris.csv"
    path.write_text(_iris_text(","))
    with pytest.raises(PointSetFileError, match=r"iris.csv: No column is named 'species'; the columns are 'sl', 'sw'"):
        read_labeled_table(path, "species")
    with pytest.raises(PointSetFileError, match=r"Column 9 does not exist: the table has 5 columns \(0 to 4"):
        read_labeled_table(path, 9)
    with pytest.raises(PointSetFileError, match=r"'sl' cannot be the label column: row 1 is '5.1', not a whole number"):
        read_labeled_table(path, "sl")


def test_a_row_with_another_number_of_cells_is_named_by_its_line(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("a,b,c,label\n1,2,3,x\n1,2,3\n")
    with pytest.raises(PointSetFileError, match=r"bad.csv, line 3: has 3 columns, but line 1 has 4"):
        read_table(path)


def test_the_bundled_sets_are_sklearn_s_own_files():
    iris = load_sklearn_table("iris")
    raw = np.loadtxt(SKLEARN_DATA / "iris.csv", delimiter=",", skiprows=1)
    np.testing.assert_array_equal(iris.values[:, :4], raw[:, :4])
    assert iris.columns[-1] == "species" and iris.n_rows == 150
    wine = load_sklearn_table("wine")
    np.testing.assert_array_equal(wine.values[:, :13], load_wine().data)
    # the cultivars of Forina et al.'s PARVUS data (59 Barolo, 71 Grignolino, 48 Barbera), in scikit-learn's order
    assert dict(zip(load_wine().target.tolist(), wine.cells[:, -1].tolist(), strict=True)) == {
        0: "barolo",
        1: "grignolino",
        2: "barbera",
    }
    cancer = load_sklearn_table("breast_cancer")
    assert cancer.values.shape == (569, 31) and set(cancer.cells[:, -1]) == {"malignant", "benign"}


def test_saving_a_table_writes_every_column_and_label_name_back(tmp_path):
    path = tmp_path / "wine.tsv"
    write_table(load_sklearn_table("wine"), path, "\t")
    again = read_table(path)
    original = load_sklearn_table("wine")
    assert again.columns == original.columns
    np.testing.assert_array_equal(again.cells, original.cells)
    assert again.delimiter == "\t"


def test_a_file_of_many_columns_opens_as_a_table_with_a_default_it_names(tmp_path):
    path = tmp_path / "iris.csv"
    write_table(load_sklearn_table("iris"), path)
    loaded = load_point_set(path)
    assert loaded.dataset is not None
    assert "the label column is 'species' (named like a label column)" in loaded.note
    assert "trains on the two chosen features 'sepal length (cm)' and 'sepal width (cm)'" in loaded.note
    np.testing.assert_array_equal(loaded.points.X, load_iris().data[:, :2])


def test_without_a_label_like_name_the_last_column_is_the_label():
    table = Table(("a", "b", "c", "kind"), np.array([["1", "2", "3", "u"], ["4", "5", "6", "v"]], dtype=object))
    choice, why = default_choice(table)
    assert (choice.label, choice.features, why) == (3, (0, 1), "the last column")


def _iris() -> Table:
    return load_sklearn_table("iris")


def test_unit_ball_puts_the_farthest_training_point_on_the_unit_circle_so_R_is_1():
    table = _iris()
    p = project(table, FeatureChoice(4, (2, 3), "unit ball", 0.3, 5))
    norms = np.hypot(p.train.X[:, 0], p.train.X[:, 1])
    assert abs(norms.max() - 1.0) <= 1e-12
    assert abs(radius(p.train.X, fit_intercept=False) - 1.0) <= 1e-12  # the theorem's R through the origin
    raw = load_iris().data[:, 2:4]
    centred = raw - raw[p.train_rows].mean(axis=0)
    R = np.sqrt((centred[p.train_rows] ** 2).sum(axis=1)).max()
    np.testing.assert_allclose(p.train.X, centred[p.train_rows] / R, rtol=0, atol=1e-15)
    np.testing.assert_allclose(p.test.X, centred[p.test_rows] / R, rtol=0, atol=1e-15)


def test_standardise_gives_zero_mean_and_unit_variance_on_the_training_rows():
    p = project(_iris(), FeatureChoice(4, (0, 1), "standardise", 0.3, 1))
    np.testing.assert_allclose(p.train.X.mean(axis=0), 0.0, atol=1e-12)
    np.testing.assert_allclose(p.train.X.var(axis=0), 1.0, rtol=1e-12)
    raw = load_iris().data[:, :2]
    mean, std = raw[p.train_rows].mean(axis=0), raw[p.train_rows].std(axis=0)
    np.testing.assert_allclose(p.test.X, (raw[p.test_rows] - mean) / std, rtol=1e-12)


def test_the_split_is_reproducible_and_takes_ceil_of_the_fraction_as_test_rows():
    a = split_rows(150, 0.3, 7)
    b = split_rows(150, 0.3, 7)
    np.testing.assert_array_equal(a[0], b[0])
    np.testing.assert_array_equal(a[1], b[1])
    assert (len(a[0]), len(a[1])) == (105, 45)
    assert sorted(np.concatenate(a).tolist()) == list(range(150))
    order = np.random.default_rng(7).permutation(150)  # the rule by hand
    np.testing.assert_array_equal(a[1], np.sort(order[:45]))
    assert not np.array_equal(split_rows(150, 0.3, 8)[1], a[1])
    assert len(split_rows(10, 0.25, 0)[1]) == math.ceil(2.5)


@pytest.mark.parametrize(
    ("choice", "message"),
    [
        (FeatureChoice(4, (2, 2)), r"x₁ and x₂ are both 'petal length \(cm\)': pick two different columns"),
        (FeatureChoice(4, (4, 2)), r"'species' is the label column; pick another column for x₁"),
        (FeatureChoice(4, (0, 1), test_fraction=1.0), r"must lie strictly between 0 and 1"),
        (FeatureChoice(4, (0, 1), test_fraction=-0.2), r"must lie strictly between 0 and 1"),
        (FeatureChoice(4, (0, 1), scaling="log"), r"Unknown scaling 'log'; choose one of none, standardise, unit ball"),
        (FeatureChoice(0, (1, 2)), r"'sepal length \(cm\)' cannot be the label column: row 1 is '5.1'"),
    ],
)
def test_a_bad_choice_says_what_is_wrong_and_keeps_the_old_one(choice, message):
    dataset = Dataset(_iris(), FeatureChoice(4, (0, 1)))
    with pytest.raises(ValueError, match=message):
        dataset.with_choice(choice)
    assert dataset.choice == FeatureChoice(4, (0, 1))


def test_a_text_column_cannot_be_a_feature():
    table = Table(("name", "a", "b", "label"), np.array([["x", "1", "2", "0"], ["y", "3", "4", "1"]], dtype=object))
    with pytest.raises(
        ValueError, match=r"The column 'name' is not numeric \(row 1 is 'x'\); pick a column of numbers for x₂"
    ):
        Dataset(table, FeatureChoice(3, (1, 0)))


def test_test_errors_count_as_scikit_learn_s_perceptron_predicts():
    from sklearn.linear_model import Perceptron as SkPerceptron

    p = project(_iris(), FeatureChoice(4, (2, 3), "standardise", 0.3, 3))
    binary = p.train.y != 0, p.test.y != 0  # setosa against the rest
    sk = SkPerceptron(shuffle=False, tol=None, max_iter=20).fit(p.train.X, binary[0])
    expected = int((sk.predict(p.test.X) != binary[1]).sum())
    got = holdout_errors(sk.coef_, sk.intercept_, np.array([False, True]), p.test.X, binary[1], "negative")
    assert got == expected


def test_files_with_three_or_four_feature_columns_open_as_tables_header_or_not():
    tables = Path(__file__).resolve().parents[1] / "data" / "tables"
    one_row = load_point_set(tables / "three_features_one_row.csv")
    assert one_row.dataset is not None and one_row.dataset.table.columns == ("x1", "x2", "x3", "label")
    no_header = load_point_set(tables / "four_features_no_header.csv")
    assert no_header.dataset is not None
    assert no_header.dataset.table.columns == ("x1", "x2", "x3", "x4", "label")
    np.testing.assert_array_equal(no_header.points.X, [[0.5, 1.5], [1.5, 2.5]])
    np.testing.assert_array_equal(no_header.points.y, [1, -1])


def test_when_the_last_column_cannot_be_the_label_the_last_one_that_can_is_taken_and_said():
    cells = [[str(k % 3), f"{k}.5", f"{2 * k}.25", f"{k / 7!r}"] for k in range(12)]
    table = Table(("group", "a", "b", "score"), np.array(cells, dtype=object))
    choice, why = default_choice(table)
    assert choice.label == 0 and choice.features == (1, 2)
    assert why == "the last column that can be one: 'score' cannot"
