"""A CSV or TSV file with more than two feature columns opens (issue 15: it was refused)."""

from __future__ import annotations

import numpy as np
from sklearn.datasets import load_iris

from core.files.open import load_point_set


def test_a_csv_with_four_feature_columns_and_a_species_column_opens_on_two_of_them(tmp_path):
    iris = load_iris()
    path = tmp_path / "iris.tsv"
    rows = [
        "\t".join([*map(repr, x), str(iris.target_names[t])])
        for x, t in zip(iris.data.tolist(), iris.target, strict=True)
    ]
    path.write_text("sepal length\tsepal width\tpetal length\tpetal width\tspecies\n" + "\n".join(rows) + "\n")
    loaded = load_point_set(path)
    np.testing.assert_array_equal(loaded.points.X, iris.data[:, :2])
    assert loaded.label_names == {0: "setosa", 1: "versicolor", 2: "virginica"}
    np.testing.assert_array_equal(loaded.points.y, iris.target)
