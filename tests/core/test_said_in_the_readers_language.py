"""core's sentences in the reader's language (issue 44, goal 4) without Qt: core keeps English for library users and
says its sentences through a ``localise`` its caller hands in.  Here the caller is a plain dictionary look-up in the
shipped German catalogue (``perceptron_gui/i18n/de.ts``, read as XML), so the test needs no window and no Qt."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from core.files.errors import PointSetFileError
from core.files.open import load_point_set
from core.learn.engine import Learner
from core.learn.words import said
from core.session.dataset import check_choice, class_choices, default_choice
from core.session.manual_model import CMU_EXERCISE
from core.session.settings import TrainingSettings, constant_note
from core.teach.kernel_trace import trace_of

CATALOGUE = Path(__file__).resolve().parents[2] / "perceptron_gui" / "i18n" / "de.ts"


def german() -> dict[tuple[str, str], str]:
    found = {}
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.findtext("translation") or ""
    return found


@pytest.fixture(scope="module")
def de():
    words = german()
    return lambda context, text: words.get((context, text)) or text


def test_a_reader_error_stays_english_as_text_and_is_said_in_german_through_the_hook(tmp_path, de):
    path = tmp_path / "bad.csv"
    path.write_text("x1,x2,label\n1,2,1\n3,abc,-1\n", encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value) == "bad.csv, line 3: x2 is 'abc', not a number."  # the library's words, unchanged
    assert (caught.value.path, caught.value.line) == (path, 3)
    assert said(caught.value, de) == "bad.csv, Zeile 3: x2 ist 'abc', keine Zahl."


def test_a_table_s_note_and_refusals_in_german(tmp_path, de):
    path = tmp_path / "t.csv"
    path.write_text("a,b,c,species\n" + "".join(f"{i},{i % 3},{i + 0.5},{'xy'[i % 2]}\n" for i in range(6)))
    loaded = load_point_set(path)
    assert loaded.note.startswith("6 rows, 4 columns; the label column is 'species' (named like a label column);")
    assert said(loaded.note, de).startswith(
        "6 Zeilen, 4 Spalten; die Label-Spalte ist 'species' (benannt wie eine Label-Spalte);"
    )
    table = loaded.dataset.table
    assert [text for text, _ in class_choices(table, 3, de)] == ["Alle 2 Klassen"]
    choice, _ = default_choice(table)
    with pytest.raises(ValueError) as caught:
        check_choice(table, type(choice)(label=2, features=(0, 1)))
    assert str(caught.value).startswith("The column 'c' cannot be the label column: row 1 is '0.5'")
    assert said(caught.value, de).startswith("Die Spalte 'c' kann nicht die Label-Spalte sein: Zeile 1 ist '0.5'")


def test_the_drawn_classifier_s_readouts_in_german(de):
    assert CMU_EXERCISE.readouts()[1].startswith("distance of the boundary from the origin: ")
    assert CMU_EXERCISE.readouts(de)[1].startswith("Abstand der Grenze vom Ursprung: −b/‖w‖ = −6/")
    assert CMU_EXERCISE.shift_note(1.0, de).startswith("b + 1: die Gerade rückt um 1/‖w‖ = ")


def test_the_constant_coordinate_note_and_a_capped_trace_note_in_german(de):
    settings = TrainingSettings(variant="kernel", fit_intercept=True)
    note = constant_note(settings, 2.0)
    assert note.startswith("The kernel perceptron keeps the constant coordinate c = 1")
    assert said(note, de).startswith("Das Kern-Perzeptron behält die konstante Koordinate c = 1")

    rng = np.random.default_rng(3)
    X, y = rng.normal(size=(30, 2)), rng.integers(0, 2, 30)
    capped = Learner(X, y, 2, shuffle=True, rng=np.random.default_rng(11), history_limit=100)
    for _ in range(12):
        capped.run_epoch()
    trace = trace_of(capped)
    end = capped.history_complete_until
    assert trace.capped_note().startswith(f"The run was capped: its trace ends at step {end:,}")
    assert said(trace.capped_note(), de).startswith(f"Der Lauf wurde gekappt: Sein Protokoll endet bei Schritt {end:,}")


@pytest.mark.parametrize(
    ("text", "english", "deutsch"),
    [
        (
            'x1,x2,label\n1,2,"a\n3,4,b\n',
            'a quoted field is not closed (the line has an odd number of " characters).',
            'ein Feld in Anführungszeichen ist nicht geschlossen (die Zeile hat eine ungerade Zahl von "-Zeichen).',
        ),
        (
            "x1,x2,label\n1,2,1\n3,4,1.5\n",
            "the label is '1.5', not a whole number.",
            "das Label ist '1.5', keine ganze Zahl.",
        ),
        (
            "x1,x2,label\n1,2,1\n3,4,1_000\n",
            "the label is '1_000', a number written with underscores; write labels as plain whole numbers ('1000') "
            "or as names that do not read as numbers.",
            "das Label ist '1_000', eine Zahl mit Unterstrichen; schreibe Labels als einfache ganze Zahlen ('1000') "
            "oder als Namen, die sich nicht als Zahl lesen.",
        ),
    ],
)
def test_a_label_or_quoting_problem_is_said_in_german(tmp_path, de, text, english, deutsch):
    path = tmp_path / "f.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value).split(": ", 1)[1] == english
    assert said(caught.value, de).split(": ", 1)[1] == deutsch


def test_a_model_file_or_a_doubled_key_opened_as_a_document_is_refused_in_german(tmp_path, de):
    model = tmp_path / "model.json"
    model.write_text('{"format": "perceptron-studio-model", "version": 1}', encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(model)
    assert str(caught.value).startswith("model.json: this is a trained model (written by File > Export Model")
    assert said(caught.value, de).startswith("model.json: Das ist ein trainiertes Modell (geschrieben von Datei > ")

    twice = tmp_path / "twice.json"
    twice.write_text('{"format": "perceptron-studio",\n "version": 1,\n "version": 1}', encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(twice)
    assert str(caught.value) == 'twice.json, line 3: the key "version" appears twice in one object.'
    assert said(caught.value, de) == 'twice.json, Zeile 3: der Schlüssel "version" kommt in einem Objekt zweimal vor.'


def test_a_label_name_problem_is_said_in_german(de):
    from core.session.document import label_name_problem

    problem = label_name_problem("a\tb")
    assert problem == "label name 'a\\tb' has a control character (U+0009); names are printable text"
    assert said(problem, de) == "Label-Name 'a\\tb' enthält ein Steuerzeichen (U+0009); Namen sind druckbarer Text"


DOCUMENT_HEAD = '{"format": "perceptron-studio",\n "version": 1,\n'


@pytest.mark.parametrize(
    ("body", "english", "deutsch"),
    [
        (
            ' "points": [\n  [1, 2, 1],\n  [3, "abc", 0]\n ]}',
            'line 5: point 2: x2 is "abc" (a string), not a number.',
            'Zeile 5: Punkt 2: x2 ist "abc" (ein String), keine Zahl.',
        ),
        (
            ' "points": [\n  [1, 2, 1],\n  [3, 4, 1.5]\n ]}',
            "line 5: point 2: the label is 1.5, not a whole number.",
            "Zeile 5: Punkt 2: das Label ist 1.5, keine ganze Zahl.",
        ),
        (
            ' "points": [\n  [1, 2, 1],\n  [3, 4]\n ]}',
            "line 5: point 2 is [3, 4], not a list of three numbers [x1, x2, label].",
            "Zeile 5: Punkt 2 ist [3, 4], keine Liste aus drei Zahlen [x1, x2, label].",
        ),
        (
            ' "points": [],\n "colour": 1}',
            'line 4: unknown key "colour"; a version 1 document has format, version, points, settings, label_names, '
            "features.",
            'Zeile 4: unbekannter Schlüssel "colour"; ein Dokument der Version 1 hat format, version, points, '
            "settings, label_names, features.",
        ),
        (
            ' "points": [[1, 2, 0], [3, 4, 1]],\n "label_names": {"0": "cat", "one": "dog"}}',
            'line 4: "label_names": the key "one" is not a whole-number label.',
            'Zeile 4: "label_names": der Schlüssel "one" ist kein ganzzahliges Label.',
        ),
        (
            ' "points": [],\n "settings": [1]}',
            'line 4: "settings" is a list, not an object.',
            'Zeile 4: "settings" ist eine Liste, kein Objekt.',
        ),
    ],
)
def test_a_document_s_content_error_is_said_in_german(tmp_path, de, body, english, deutsch):
    path = tmp_path / "doc.json"
    path.write_text(DOCUMENT_HEAD + body, encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value) == f"doc.json, {english}"
    assert said(caught.value, de) == f"doc.json, {deutsch}"


def test_label_names_that_are_not_distinct_are_said_in_german(tmp_path, de):
    path = tmp_path / "doc.json"
    body = ' "points": [[1, 2, 0], [3, 4, 1]],\n "label_names": {"0": "cat", "1": "cat"}}'
    path.write_text(DOCUMENT_HEAD + body, encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value) == "doc.json, line 4: \"label_names\": label names must be distinct, not ['cat', 'cat']."
    assert said(caught.value, de) == (
        "doc.json, Zeile 4: \"label_names\": Label-Namen müssen verschieden sein, nicht ['cat', 'cat']."
    )


def test_a_column_of_text_chosen_as_a_feature_names_its_cell_in_german(tmp_path, de):
    path = tmp_path / "t.csv"
    path.write_text("a,b,name,species\n" + "".join(f"{i},{i % 3},n{i},{'xy'[i % 2]}\n" for i in range(6)))
    table = load_point_set(path).dataset.table
    choice, _ = default_choice(table)
    with pytest.raises(ValueError) as caught:
        check_choice(table, type(choice)(label=3, features=(0, 2)))
    assert str(caught.value) == "The column 'name' is not numeric (row 1 is 'n0'); pick a column of numbers for x₂."
    assert said(caught.value, de) == (
        "Die Spalte 'name' ist nicht numerisch (Zeile 1 ist 'n0'); wähle eine Spalte mit Zahlen für x₂."
    )


@pytest.mark.parametrize(
    ("variant", "classes", "english", "deutsch"),
    [
        (
            "perceptron",
            3,
            "The quiz asks about two classes (labels −1 and +1); this point set has 3. Delete the points of the "
            "other classes, or open a two-class example.",
            "Das Quiz fragt nach zwei Klassen (Labels −1 und +1); diese Punktmenge hat 3. Lösche die Punkte der "
            "anderen Klassen oder öffne ein Beispiel mit zwei Klassen.",
        ),
        (
            "kernel",
            2,
            "The quiz asks for the new weight vector w; the kernel perceptron has none. Choose the perceptron, "
            "averaged, voted or batch variant.",
            "Das Quiz fragt nach dem neuen Gewichtsvektor w; das Kern-Perzeptron hat keinen. Wähle die Variante "
            "Perzeptron, gemittelt, gewählt oder Batch.",
        ),
        (
            "logistic",
            2,
            "the worksheet asks about the perceptron's mistakes and updates; logistic regression and the hinge "
            "update on every step. Choose the perceptron, averaged, voted or batch variant.",
            "das Arbeitsblatt fragt nach den Fehlern und Aktualisierungen des Perzeptrons; logistische Regression "
            "und Hinge aktualisieren bei jedem Schritt. Wähle die Variante Perzeptron, gemittelt, gewählt oder Batch.",
        ),
    ],
)
def test_why_no_worksheet_can_be_made_is_said_in_german(de, variant, classes, english, deutsch):
    from core.session.quiz_runs import worksheet_refusal

    why = worksheet_refusal(TrainingSettings(variant=variant), classes)
    assert why == english
    assert said(why, de) == deutsch


@pytest.mark.parametrize(
    ("settings", "english", "deutsch"),
    [
        (
            '{"eta": -1}',
            "Invalid training settings: eta must be a number from 1e-06 to 1e+06, not -1.",
            "Ungültige Trainingseinstellungen: eta muss eine Zahl von 1e-06 bis 1e+06 sein, nicht -1.",
        ),
        (
            '{"order": "random"}',
            "Invalid training settings: order must be one of given, shuffle, not 'random'.",
            "Ungültige Trainingseinstellungen: order muss eines von given, shuffle sein, nicht 'random'.",
        ),
        (
            '{"colour": 1}',
            "Invalid training settings: unknown training setting 'colour'; the settings are variant, eta, "
            "fit_intercept, w0, b0, zero_score, order, seed, max_epochs, kernel, degree, gamma, coef0, schedule, "
            "power_t, alpha.",
            "Ungültige Trainingseinstellungen: unbekannte Trainingseinstellung 'colour'; die Einstellungen sind "
            "variant, eta, fit_intercept, w0, b0, zero_score, order, seed, max_epochs, kernel, degree, gamma, coef0, "
            "schedule, power_t, alpha.",
        ),
    ],
)
def test_a_document_s_bad_settings_are_said_in_german(tmp_path, de, settings, english, deutsch):
    path = tmp_path / "doc.json"
    path.write_text(DOCUMENT_HEAD + f' "points": [],\n "settings": {settings}}}', encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value) == f'doc.json, line 4: "settings": {english}'
    assert said(caught.value, de) == f'doc.json, Zeile 4: "settings": {deutsch}'


@pytest.mark.parametrize(
    ("columns", "rows", "choice", "english", "deutsch"),
    [
        (
            '["a", "b", "c"]',
            '[["1", "2", "x"], ["3", "4"]]',
            "",
            '"rows": row 2 has 2 cells, but there are 3 columns; a row has one cell per column.',
            '"rows": Zeile 2 hat 2 Zellen, aber es gibt 3 Spalten; eine Zeile hat eine Zelle pro Spalte.',
        ),
        (
            '["a", "a", "c"]',
            '[["1", "2", "x"]]',
            "",
            "\"columns\": two columns are named 'a'; column names must be distinct.",
            "\"columns\": zwei Spalten heißen 'a'; Spaltennamen müssen verschieden sein.",
        ),
        (
            '["a", "b", "c"]',
            '[["1", "2", "x"], ["3", "4", "y"]]',
            ',\n "feature_choice": {"label": "c", "features": ["a", "b"], "test_fraction": 1.5}',
            '"feature_choice": "test_fraction" is 1.5; it is a number strictly between 0 and 1 (0.3 holds out 30% of '
            "the rows), or 0 for no test set.",
            '"feature_choice": "test_fraction" ist 1.5; es ist eine Zahl echt zwischen 0 und 1 (0.3 hält 30 % der '
            "Zeilen zurück) oder 0 für keine Testmenge.",
        ),
    ],
)
def test_a_table_document_s_content_error_is_said_in_german(tmp_path, de, columns, rows, choice, english, deutsch):
    path = tmp_path / "table.json"
    table = f' "table": {{"columns": {columns},\n  "rows": {rows}}}{choice}}}'
    path.write_text(DOCUMENT_HEAD + table, encoding="utf-8")
    with pytest.raises(PointSetFileError) as caught:
        load_point_set(path)
    assert str(caught.value).split(": ", 1)[1] == english
    assert said(caught.value, de).split(": ", 1)[1] == deutsch


def test_a_worksheet_and_its_key_are_written_in_german(tmp_path, de):
    """File > Export Quiz's LaTeX in the reader's language: the rules, the version labels, the short-version note and
    every question's words; the notation ($\\mathbf{w}$, $t = 3$) and the numbers as they are."""
    from core.files.worksheet import write_worksheets
    from core.session.quiz_runs import worksheet_versions

    X = np.array([[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]])
    y = np.array([0, 1, 1, 0, 0, 1])
    cmu = TrainingSettings(fit_intercept=False, zero_score="positive")
    versions = worksheet_versions(cmu, X, y, count=5, mistakes=True, versions=2)
    assert versions[1].label == "Version 2 of 2: examples shuffled, seed 1"  # the library's words, unchanged
    written = write_worksheets(tmp_path / "quiz.tex", versions, "Perzeptron-Quiz", de)
    sheet = written.questions.read_text(encoding="utf-8")
    key = written.key.read_text(encoding="utf-8")
    assert "\\textbf{Version 1 von 2: Beispiele in der gegebenen Reihenfolge}" in sheet
    assert "\\textbf{Version 2 von 2: Beispiele gemischt, Startwert 1}" in sheet
    assert "Jede Frage gibt ein Beispiel $(\\mathbf{x}, y)$ und die Gewichte vor seinem Schritt" in sheet
    assert (
        "Vorhersage: $\\hat{y} = +1$, wenn $a = \\mathbf{w}\\cdot\\mathbf{x} \\geq 0$, sonst $\\hat{y} = -1$." in sheet
    )
    assert (
        "\\emph{Der Lauf in dieser Reihenfolge konvergiert nach 3 Fehlern: 3 Fragen hier, von 5 verlangten.}" in sheet
    )
    assert (
        "\\item Schritt $t = 3$ (Epoche 1, Beispiel 3): dein $\\mathbf{w}$ aus Frage 1, $\\mathbf{x} = (1, 1)$, "
        "$y = +1$." in sheet
    )
    assert sheet.count("Fehler? ja / nein") == 5 and sheet.count("(bei einem Fehler)") == 5
    assert "neues $\\mathbf{w}$ = $($" in sheet
    assert "(die Gewichte aus Frage 1)" in key and "Fehler? \\textbf{ja}" in key
    for english in ("Step", "epoch", "example", "your", "mistake?", "Each question", "Version 2 of", "converges"):
        assert english not in sheet, english
    assert "(no update)" not in key and "weights from" not in key


def test_a_worksheet_with_b_eta_and_a_zero_score_mistake_says_its_rules_in_german(de):
    from core.files.worksheet import worksheet_document
    from core.session.quiz_runs import worksheet_versions

    X, y = np.array([[1.0, 1.0], [2.0, 0.0], [-1.0, 0.5]]), np.array([1, 0, 1])
    settings = TrainingSettings(fit_intercept=True, eta=0.5, zero_score="mistake")
    versions = worksheet_versions(settings, X, y, count=4)
    sheet = worksheet_document(versions, key=False, localise=de)
    key = worksheet_document(versions, key=True, localise=de)
    assert "ein Wert $a = 0$ sagt keine Klasse vorher (schreib $\\hat{y} = 0$) und zählt als Fehler." in sheet
    assert "$b \\leftarrow b + \\eta y$, mit $\\eta = 0.5$." in sheet
    assert "dein $\\mathbf{w}$ aus Frage 1 und dein $b$" in sheet and "neues $b$ = " in sheet
    assert ", neues $b$ = $\\mathbf{" in key  # the first step (score 0) is a mistake


def test_label_names_refused_on_saving_and_in_a_document_are_said_in_german(de):
    """Saving a document whose label names repeat, and a Document given a bad name: English as before for the
    library, German through the hook (the window's Save shows the German)."""
    from core.files.document_json import document_text
    from core.session.document import Document
    from core.session.points import PointSet

    points = PointSet([[0, 0], [1, 1]], [0, 1])
    with pytest.raises(ValueError) as caught:
        document_text(points, TrainingSettings(), {0: "cat", 1: "cat"})
    assert str(caught.value) == "Cannot save: label names must be distinct, not ['cat', 'cat']."
    assert (
        said(caught.value, de) == "Speichern nicht möglich: Label-Namen müssen verschieden sein, nicht ['cat', 'cat']."
    )
    with pytest.raises(ValueError) as caught:
        Document(points, {0: "cat", 1: "cat"})
    assert str(caught.value) == "Label names must be distinct, not ['cat', 'cat']."
    assert said(caught.value, de) == "Label-Namen müssen verschieden sein, nicht ['cat', 'cat']."
    with pytest.raises(ValueError) as caught:
        Document(PointSet([[0, 0]], [0]), {0: "a\tb"})
    assert said(caught.value, de).startswith("Label-Name 'a\\tb' enthält ein Steuerzeichen (")


def test_a_point_set_file_s_save_refusals_are_said_in_german(de):
    """Every refusal of saving points as CSV (another delimiter, a coordinate that is not finite, too many classes,
    a label beyond 2**53, a label without a name): English as before for the library, German through the hook."""
    from core.files.csv_points import check_savable, csv_pieces
    from core.session.points import PointSet

    def refusal(action) -> ValueError:
        with pytest.raises(ValueError) as caught:
            action()
        return caught.value

    X, y = np.array([[0.0, 0.0], [1.0, 1.0]]), np.array([0, 1])
    error = refusal(lambda: csv_pieces(X, y, delimiter="|"))
    assert str(error).startswith("Cannot save: the delimiter '|' is not one the reader recognises (a comma ','")
    assert said(error, de) == (
        "Speichern nicht möglich: das Trennzeichen '|' wird beim Öffnen nicht erkannt "
        "(erlaubt sind ein Komma ',', ein Tabulator '\\t' oder ein Semikolon ';')."
    )
    error = refusal(lambda: csv_pieces(np.array([[0.0, 0.0], [1.0, np.inf]]), y))
    assert str(error) == "Cannot save: point 2 has a coordinate that is not a finite number ([1.0, inf])."
    assert said(error, de) == (
        "Speichern nicht möglich: Punkt 2 hat eine Koordinate, die keine endliche Zahl ist ([1.0, inf])."
    )
    error = refusal(lambda: check_savable(PointSet(np.zeros((9, 2)), np.arange(9))))
    assert str(error).startswith("Cannot save: the points have 9 classes; a point-set file holds at most 8 ")
    assert said(error, de) == (
        "Speichern nicht möglich: die Punkte haben 9 Klassen; eine Punktdatei fasst höchstens 8 "
        "(so viele zeigt die Zeichenfläche)."
    )
    error = refusal(lambda: csv_pieces(X, np.array([0, 2**60])))
    assert str(error).startswith("Cannot save: the label 1152921504606846976 of point 2 is beyond 2**53;")
    assert said(error, de) == (
        "Speichern nicht möglich: das Label 1152921504606846976 von Punkt 2 ist größer als 2**53; Labels sind "
        "ganze Zahlen bis 2**53 (exakt als 64-Bit-Gleitkommazahlen)."
    )
    error = refusal(lambda: csv_pieces(X, y, {0: "cat"}))
    assert str(error) == "Cannot save: labels [1] have no name in label_names."
    assert said(error, de) == "Speichern nicht möglich: die Labels [1] haben keinen Namen in label_names."
