"""The document value, the class alphabet and the synchronous step 0, checked against the engine and the files."""

import dataclasses

import numpy as np
import pytest

from core.files.csv_points import read_points, write_csv
from core.files.document_json import load_document, save_document
from core.learn.choices import VARIANTS, ZERO_SCORE_NAMES
from core.session.classes import alphabet, other_label
from core.session.document import Document
from core.session.engine_run import make_learner
from core.session.points import PointSet, append
from core.session.settings import TrainingSettings
from core.session.snapshot import initial_snapshot, take_snapshot

RNG = np.random.default_rng(5)
X = RNG.normal(size=(40, 2))


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("zero_score", ZERO_SCORE_NAMES)
@pytest.mark.parametrize("n_classes", [2, 3])
@pytest.mark.parametrize("fit_intercept", [True, False])
def test_step_0_without_the_learner_is_the_learners_own_step_0(variant, zero_score, n_classes, fit_intercept):
    y = np.array([-1, 1, 4])[:n_classes][RNG.integers(0, n_classes, size=len(X))]
    y[:n_classes] = np.array([-1, 1, 4])[:n_classes]
    settings = TrainingSettings(
        variant=variant, zero_score=zero_score, fit_intercept=fit_intercept, w0=(0.5, -1.0), b0=0.25, eta=0.5
    )
    points = PointSet(X, y)
    expected = take_snapshot(make_learner(settings, points.X, points.y), points.classes, run=7)
    got = initial_snapshot(points, settings, run=7)
    for f in dataclasses.fields(expected):
        a, b = getattr(got, f.name), getattr(expected, f.name)
        if isinstance(b, np.ndarray):
            np.testing.assert_array_equal(a, b, err_msg=f.name)
        else:
            assert a == b, f.name


def test_a_new_class_in_a_named_document_gets_a_name_and_saving_keeps_every_name(tmp_path):
    source = tmp_path / "pets.csv"
    source.write_text("x1,x2,label\n0,0,cat\n1,1,dog\n")
    loaded = read_points(source)
    doc = Document(loaded.points, loaded.label_names)
    labels = alphabet(doc.points.classes)
    edit = append(np.array([[2.0, 2.0]]), labels[2], len(doc.points))
    doc = doc.with_points(edit.apply(doc.points)[0])
    names = doc.names_for_saving()
    assert names == {0: "cat", 1: "dog", 2: "class 3"}
    write_csv(doc.points, tmp_path / "out.csv", label_names=names)
    assert read_points(tmp_path / "out.csv").label_names == {0: "cat", 1: "class 3", 2: "dog"}  # sorted names
    save_document(tmp_path / "out.json", doc.points, doc.settings, names)
    assert dict(load_document(tmp_path / "out.json").label_names) == names


def test_bad_label_names_are_refused_with_the_reason():
    with pytest.raises(ValueError, match="distinct"):
        Document(PointSet([[0, 0], [1, 1]], [0, 1]), {0: "cat", 1: "cat"})
    with pytest.raises(ValueError, match="non-empty text on one line"):
        Document(PointSet([[0, 0]], [0]), {0: " cat"})


def test_the_alphabet_continues_after_the_documents_labels_and_right_click_adds_the_other():
    assert alphabet(np.array([], dtype=np.int64))[:3] == (-1, 1, 2)
    assert alphabet(np.unique([0, 1, 1]))[:3] == (0, 1, 2)
    assert alphabet(np.unique([3, 9]))[:3] == (3, 9, 10)
    assert other_label((-1, 1, 2), 1) == -1 and other_label((-1, 1, 2), 2) == -1
