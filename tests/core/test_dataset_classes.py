"""A table's feature choice picks classes: two (or more) of a multiclass label column, or one against the rest.

Counts come from scikit-learn's own iris (50 of each species), computed here with NumPy.
"""

import json

import numpy as np
import pytest
from sklearn.datasets import load_iris

from core.files.sklearn_sets import load_sklearn_table
from core.files.table_json import table_dataset, table_pieces
from core.session.dataset import Dataset, FeatureChoice, check_choice, class_choices, project


@pytest.fixture(scope="module")
def iris_table():
    return load_sklearn_table("iris")


def test_two_species_keep_their_rows_names_and_a_split_over_those_rows_only(iris_table):
    choice = FeatureChoice(4, (2, 3), classes=("setosa", "versicolor"), test_fraction=0.3, seed=3)
    p = project(iris_table, choice)
    target = load_iris().target
    kept = np.flatnonzero(target < 2)
    assert len(p.train) + len(p.test) == 100 and len(p.test) == 30  # ceil(0.3 * 100)
    assert set(p.train_rows) | set(p.test_rows) == set(kept)
    assert sorted(p.label_names.values()) == ["setosa", "versicolor"]
    assert len(p.train.classes) == 2


def test_one_against_the_rest_names_the_rest(iris_table):
    p = project(iris_table, FeatureChoice(4, (2, 3), classes=("virginica",), versus_rest=True))
    names = p.label_names
    counts = {names[int(c)]: int(np.sum(p.train.y == c)) for c in np.unique(p.train.y)}
    assert counts == {"virginica": 50, "not virginica": 100}


def test_bad_class_choices_say_what_is_allowed(iris_table):
    with pytest.raises(ValueError, match=r"'tulip' is not a class of 'species'; its classes are 'setosa', "):
        check_choice(iris_table, FeatureChoice(4, (2, 3), classes=("setosa", "tulip")))
    with pytest.raises(ValueError, match="one class against the rest, or two or more classes"):
        check_choice(iris_table, FeatureChoice(4, (2, 3), classes=("setosa",)))
    with pytest.raises(ValueError, match="against the rest takes one class"):
        check_choice(iris_table, FeatureChoice(4, (2, 3), classes=("setosa", "virginica"), versus_rest=True))


def test_the_choices_offered_are_all_pairs_and_each_against_the_rest(iris_table):
    offered = class_choices(iris_table, 4)
    texts = [text for text, _ in offered]
    assert texts == [
        "All 3 classes",
        "setosa vs versicolor",
        "setosa vs virginica",
        "versicolor vs virginica",
        "setosa vs the rest",
        "versicolor vs the rest",
        "virginica vs the rest",
    ]
    assert offered[1][1] == (("setosa", "versicolor"), False) and offered[4][1] == (("setosa",), True)


def test_a_table_document_keeps_the_classes_chosen(iris_table):
    choice = FeatureChoice(4, (2, 3), classes=("setosa", "versicolor"))
    text = "".join(table_pieces(Dataset(iris_table, choice)))
    document = json.loads("{" + text + "}")
    assert document["feature_choice"]["classes"] == ["setosa", "versicolor"]
    again = table_dataset(document["table"], document["feature_choice"])
    assert again.choice == choice
