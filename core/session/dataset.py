"""A table of many columns as a document: which column is the label, which two are shown, scaling, a test split.

The document keeps the whole :class:`Table` (every column's cells, as the file had them) and a
:class:`FeatureChoice`; what the canvas shows and the engine trains on is the :class:`Projection`
onto the two chosen features, scaled as chosen, split into training and test rows. Saving writes
the table back, so nothing is lost: not a column, not a label name.

Scaling is fitted on the training rows and applied to the test rows as well:

- ``"standardise"``: each feature minus its mean, divided by its standard deviation (zero mean, unit
  variance on the training rows);
- ``"unit ball"``, through the origin (no intercept): both features minus their mean, divided by
  R = max ‖x - mean‖ over the training rows, so every training point has ‖x‖ ≤ 1 and the farthest has
  ‖x‖ = 1 (notes 000 and 001: "scale data ‖x‖ ≤ 1"): the theorem's R is exactly 1 and its bound reads
  1/γ². Centring first makes a line through the origin separate what a line separated before far more often.
- ``"unit ball"`` with an intercept: the theorem is about the augmented x̃ = (x, c) with a constant
  coordinate c (liblinear's ``intercept_scaling``). Each augmented (x - mean, 1) is divided by
  R̃ = max ‖(x - mean, 1)‖ over the training rows: the features become (x - mean)/R̃ and the constant
  coordinate c = 1/R̃, so every training x̃ has ‖x̃‖ ≤ 1 and the farthest has exactly 1: R = 1 and the
  bound reads 1/γ² here too. (With c = 1, ‖(x, 1)‖ ≥ 1 and R could only lie between 1 and √2.) The
  projection owns c (:attr:`Projection.constant`, 1 for every other case); the run reads it from there.

Scaling never overflows: the values are first divided by a power of two near their largest size (per column for
``"standardise"``, one for both columns for the unit ball, whose scale must be the same in every direction), which
is exact, so the result is the formula's to the last bit, and values near 1e308 (whose mean, squares or differences
would overflow) or near 1e-300 (whose squares would underflow to 0) scale as well as any. A held-out row so far
from the training rows that it would scale beyond a 64-bit float is refused, naming it.

A choice may keep some classes only (two or more: the other classes' rows are left out of the points, and
kept in the table) or set one class against the rest (named "not <class>"), so that the two-class perceptron
runs on a table of three classes or more.

The split is reproducible: the n rows kept are shuffled by ``numpy.random.default_rng(seed).permutation(n)``
and the first ``ceil(test_fraction * n)`` of that order are the test rows (scikit-learn's
``train_test_split`` takes the same number of test rows). Every bad choice raises a ValueError that
says what was wrong and what is allowed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cached_property

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, Said, SaidError, Sentence, Translate, english
from core.session.document import label_name_problem
from core.session.points import MAX_CLASSES, PointSet

SCALINGS = ("none", "standardise", "unit ball")
"""The scalings :class:`FeatureChoice` accepts."""
LABEL_NAMES = ("label", "class", "target", "species", "y")
"""Column names taken for the label column when a table is opened (case does not matter)."""


def _frozen(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


@dataclass(frozen=True, eq=False)
class Table:
    """A file's table: column names and every cell's text, (n, m), with the cells' numbers (NaN where none).

    ``delimiter`` is the one the file used (Save writes the table back with it).
    """

    columns: tuple[str, ...]
    cells: np.ndarray
    delimiter: str = ","

    def __post_init__(self) -> None:
        cells = np.asarray(self.cells, dtype=object).reshape(-1, len(self.columns))
        object.__setattr__(self, "cells", _frozen(cells))

    @property
    def n_rows(self) -> int:
        """The number of rows (points)."""
        return int(self.cells.shape[0])

    @cached_property
    def values(self) -> np.ndarray:
        """The cells as float64, NaN where a cell is not a finite number."""
        out = np.full(self.cells.shape, np.nan)
        for j in range(len(self.columns)):
            out[:, j] = _column_numbers(self.cells[:, j])
        return _frozen(out)

    def numeric(self, j: int) -> bool:
        """Whether every cell of column ``j`` is a finite number."""
        return bool(np.isfinite(self.values[:, j]).all())

    def column(self, key: str | int) -> int:
        """The index of a column given by name (exact, then ignoring case) or by position (0-based, -1 the last).

        Raises ValueError naming the columns there are.
        """
        m = len(self.columns)
        if isinstance(key, bool) or not isinstance(key, (int, str, np.integer)):
            raise ValueError(f"A column is given by its name or its position, not {key!r}.")
        if not isinstance(key, str):
            j = int(key)
            if not -m <= j < m:
                raise ValueError(
                    f"Column {j} does not exist: the table has {m} columns (0 to {m - 1}, or -1 for the last)."
                )
            return j % m
        if key in self.columns:
            return self.columns.index(key)
        folded = [c.casefold() for c in self.columns]
        if key.casefold() in folded:
            return folded.index(key.casefold())
        raise ValueError(f"No column is named {key!r}; the columns are {', '.join(map(repr, self.columns))}.")

    def describe_cell(self, j: int) -> str:
        """The first cell of column j that is not a number, for messages ('row 3 is 'setosa''; a :class:`Said` text
        that can be said in the reader's language)."""
        bad = np.flatnonzero(~np.isfinite(self.values[:, j]))
        if not len(bad):
            return ""
        i = int(bad[0])
        cell = QT_TRANSLATE_NOOP("Features", "row {row} is {cell}")
        return Said(Sentence("Features", cell, {"row": i + 1, "cell": repr(str(self.cells[i, j])[:40])}))


def _column_numbers(cells: np.ndarray) -> np.ndarray:
    try:
        values = cells.astype(np.float64)
    except ValueError:
        values = np.array([_number(str(c)) for c in cells.tolist()], dtype=np.float64)
    else:
        if any("_" in str(c) for c in cells.tolist()):  # float() takes 1_000; a CSV file means text by it
            values = np.array([_number(str(c)) for c in cells.tolist()], dtype=np.float64)
    values[~np.isfinite(values)] = np.nan
    return values


def _number(text: str) -> float:
    if "_" in text:
        return math.nan
    try:
        return float(text)
    except ValueError:
        return math.nan


@dataclass(frozen=True)
class FeatureChoice:
    """What a table document shows and trains on: the label column, the two feature columns (x₁, x₂),
    the scaling (one of :data:`SCALINGS`), the test split (``test_fraction`` 0 for none, else in
    (0, 1); ``seed`` makes it reproducible) and the classes: ``classes`` empty for all of them, else the
    label column's values kept (two or more: the rows of the others are left out), or with
    ``versus_rest`` one class against all the others together (named "not <class>")."""

    label: int
    features: tuple[int, int]
    scaling: str = "none"
    test_fraction: float = 0.0
    seed: int = 0
    classes: tuple[str, ...] = ()
    versus_rest: bool = False


@dataclass(frozen=True, eq=False)
class Labels:
    """A label column as the app's labels: ``y`` (n,) int64 and the names (None when the column holds whole numbers)."""

    y: np.ndarray
    names: dict[int, str] | None


def labels_of(table: Table, j: int) -> Labels:
    """Column j as labels: whole numbers stay numbers; names become 0, 1, ... in sorted order.

    Raises ValueError for a column of fractions, a mix of numbers and names, a bad name, or more than
    :data:`MAX_CLASSES` classes.
    """
    name = table.columns[j]
    cells = [str(c) for c in table.cells[:, j].tolist()]
    values = table.values[:, j]
    if np.isfinite(values).all():
        whole = np.array([_whole(c) for c in cells], dtype=object)
        bad = [i for i, w in enumerate(whole) if w is None]
        if bad:
            i = bad[0]
            not_whole = QT_TRANSLATE_NOOP(
                "Features",
                "The column {name} cannot be the label column: row {row} is {cell}, not a whole number (a label "
                "column holds class names or whole numbers).",
            )
            raise _refusal(not_whole, name=repr(name), row=i + 1, cell=repr(cells[i]))
        y = np.array(whole.tolist(), dtype=np.int64)
        names = None
    else:
        numbers = np.flatnonzero(np.isfinite(values))
        if len(numbers):
            i = int(numbers[0])
            mixes = QT_TRANSLATE_NOOP(
                "Features",
                "The column {name} cannot be the label column: it mixes names and numbers (row {row} is {cell}); "
                "labels are all names or all whole numbers.",
            )
            raise _refusal(mixes, name=repr(name), row=i + 1, cell=repr(cells[i]))
        for i, cell in enumerate(cells):
            problem = label_name_problem(cell)
            if problem:
                unfit = QT_TRANSLATE_NOOP(
                    "Features", "The column {name} cannot be the label column: row {row}: {problem}."
                )
                raise _refusal(unfit, name=repr(name), row=i + 1, problem=problem)
        distinct = sorted(set(cells))
        index = {c: k for k, c in enumerate(distinct)}
        y = np.array([index[c] for c in cells], dtype=np.int64)
        names = dict(enumerate(distinct))
    n_classes = len(np.unique(y))
    if n_classes > MAX_CLASSES:
        many = QT_TRANSLATE_NOOP(
            "Features",
            "The column {name} has {n} distinct values; a label column has at most {most} classes (the canvas shows "
            "that many). Pick the column that names the class.",
        )
        raise _refusal(many, name=repr(name), n=n_classes, most=MAX_CLASSES)
    return Labels(_frozen(y), names)


def _whole(text: str) -> int | None:
    try:
        exact = Decimal(text.strip())
    except InvalidOperation:
        return None
    if not exact.is_finite() or exact != exact.to_integral_value() or abs(exact) > 2**53:
        return None
    return int(exact)


def class_names(table: Table, j: int) -> tuple[str, ...]:
    """The distinct values of label column j as the file writes them, in the order they first appear."""
    return tuple(_class_rows(table, j))


def _class_rows(table: Table, j: int) -> dict[str, int]:
    """Each class of label column j (as written first) and the first row that has it, in the file's order."""
    labels = labels_of(table, j)
    _, first = np.unique(labels.y, return_index=True)
    return {str(table.cells[int(i), j]).strip(): int(i) for i in np.sort(first)}


def class_choices(
    table: Table, j: int, localise: Translate = english
) -> list[tuple[str, tuple[tuple[str, ...], bool]]]:
    """The choices of classes label column j offers, each (text, (classes, versus_rest)): all of them, every
    pair, each against the rest (the rest only when there are three classes or more); the texts in the reader's
    language by ``localise`` (:mod:`core.learn.words`), the class names as the file has them."""
    names = class_names(table, j)
    every, pair, rest = (localise("Features", text) for text in (ALL_CLASSES, PAIR, VERSUS_REST))
    out: list[tuple[str, tuple[tuple[str, ...], bool]]] = [(every.format(n=len(names)), ((), False))]
    if len(names) > 2:
        out += [(pair.format(a=a, b=b), ((a, b), False)) for k, a in enumerate(names) for b in names[k + 1 :]]
        out += [(rest.format(a=a), ((a,), True)) for a in names]
    return out


def _refusal(template: str, **values: object) -> SaidError:
    """A choice refused: ``template`` (marked in context ``Features``) with its values, said in any language."""
    return SaidError(Sentence("Features", template, values))


ALL_CLASSES = QT_TRANSLATE_NOOP("Features", "All {n} classes")
PAIR = QT_TRANSLATE_NOOP("Features", "{a} vs {b}")
VERSUS_REST = QT_TRANSLATE_NOOP("Features", "{a} vs the rest")


def classes_text(choice: FeatureChoice) -> str:
    """The classes of a choice in a few words ("setosa vs versicolor", "barolo vs the rest"); "" for all."""
    if not choice.classes:
        return ""
    return f"{choice.classes[0]} vs the rest" if choice.versus_rest else " vs ".join(choice.classes)


def rest_name(name: str) -> str:
    """The name of the other classes together, in a one-against-the-rest choice."""
    return f"not {name}"


def default_choice(table: Table) -> tuple[FeatureChoice, str]:
    """The choice a table opens with, and a few words saying why that label column.

    The label column is the first one named like a label (:data:`LABEL_NAMES`), else the last column, else
    (when that one cannot be a label: fractions, too many classes) the last column that can; the features
    are the first two numeric columns other than the label. Raises ValueError, saying why, when no column
    can be the label or fewer than two numeric columns remain.
    """
    folded = [c.casefold() for c in table.columns]
    last = len(table.columns) - 1
    named = Said(Sentence("Features", QT_TRANSLATE_NOOP("Features", "named like a label column")))
    candidates = [(j, named) for j, c in enumerate(folded) if c in LABEL_NAMES]
    candidates += [(last, Said(Sentence("Features", QT_TRANSLATE_NOOP("Features", "the last column"))))]
    cannot = QT_TRANSLATE_NOOP("Features", "the last column that can be one: {name} cannot")
    candidates += [
        (j, Said(Sentence("Features", cannot, {"name": repr(table.columns[last])}))) for j in range(last - 1, -1, -1)
    ]
    first_problem: ValueError | None = None
    for label, why in candidates:
        try:
            labels_of(table, label)
        except ValueError as error:
            first_problem = first_problem or error
            continue
        numeric = [j for j in range(len(table.columns)) if j != label and table.numeric(j)]
        if len(numeric) >= 2:
            return FeatureChoice(label, (numeric[0], numeric[1])), why
        if label == last or why is named:
            few = QT_TRANSLATE_NOOP(
                "Features",
                "The table has {n} numeric columns besides the label column {name}; two are needed to show the points.",
            )
            one = QT_TRANSLATE_NOOP(
                "Features",
                "The table has 1 numeric column besides the label column {name}; two are needed to show the points.",
            )
            first_problem = first_problem or _refusal(
                one if len(numeric) == 1 else few, n=len(numeric), name=repr(table.columns[label])
            )
    assert first_problem is not None  # the last column is always a candidate, and sets it when it fails
    raise first_problem


def check_choice(table: Table, choice: FeatureChoice) -> None:
    """Raise ValueError, saying what is wrong and what is allowed, for a choice the table cannot give."""
    m = len(table.columns)
    for j in (choice.label, *choice.features):
        if not 0 <= j < m:
            raise ValueError(f"Column {j} does not exist: the table has {m} columns (0 to {m - 1}).")
    a, b = choice.features
    if a == b:
        same = QT_TRANSLATE_NOOP(
            "Features",
            "x₁ and x₂ are both {name}: pick two different columns (the canvas plots one against the other).",
        )
        raise _refusal(same, name=repr(table.columns[a]))
    for axis, j in zip(("x₁", "x₂"), choice.features, strict=True):
        if j == choice.label:
            label = QT_TRANSLATE_NOOP("Features", "{name} is the label column; pick another column for {axis}.")
            raise _refusal(label, name=repr(table.columns[j]), axis=axis)
        if not table.numeric(j):
            text = QT_TRANSLATE_NOOP(
                "Features", "The column {name} is not numeric ({cell}); pick a column of numbers for {axis}."
            )
            raise _refusal(text, name=repr(table.columns[j]), cell=table.describe_cell(j), axis=axis)
    if choice.scaling not in SCALINGS:
        raise ValueError(f"Unknown scaling {choice.scaling!r}; choose one of {', '.join(SCALINGS)}.")
    f = choice.test_fraction
    if not (f == 0.0 or 0.0 < f < 1.0) or not math.isfinite(f):
        raise ValueError(
            f"The test fraction is {f!r}; it must lie strictly between 0 and 1 (0.3 holds out 30% of the rows), "
            "or be 0 for no test set."
        )
    if not 0 <= choice.seed < 2**32:
        raise ValueError(f"The seed is {choice.seed}; it must be a whole number from 0 to 2**32 - 1.")
    labels_of(table, choice.label)
    _check_classes(table, choice)
    n_train, n_test = split_sizes(len(kept_rows(table, choice)), f)
    if f and (n_train < 1 or n_test < 1):
        leaves = QT_TRANSLATE_NOOP(
            "Features",
            "A test fraction of {f} of {rows} rows leaves {train} training and {test} test rows; both need at least "
            "one.",
        )
        raise _refusal(leaves, f=f"{f:g}", rows=table.n_rows, train=n_train, test=n_test)


def _check_classes(table: Table, choice: FeatureChoice) -> None:
    if not choice.classes:
        if choice.versus_rest:
            raise ValueError("One class against the rest needs the class: name one.")
        return
    names = class_names(table, choice.label)
    column = table.columns[choice.label]
    for name in choice.classes:
        if name not in names:
            raise ValueError(f"{name!r} is not a class of {column!r}; its classes are {', '.join(map(repr, names))}.")
    if len(set(choice.classes)) != len(choice.classes):
        raise ValueError(f"The classes {', '.join(map(repr, choice.classes))} name one class twice.")
    if choice.versus_rest:
        if len(choice.classes) != 1:
            raise ValueError(
                f"One class against the rest takes one class, not {len(choice.classes)}; "
                "or keep two or more classes without the rest."
            )
        if len(names) < 2:
            raise ValueError(f"{column!r} has one class only: there is no rest to set it against.")
        if rest_name(choice.classes[0]) in names:
            raise ValueError(f"{column!r} already has a class {rest_name(choice.classes[0])!r}; keep two classes.")
    elif len(choice.classes) < 2:
        raise ValueError(
            "Pick one class against the rest, or two or more classes to keep "
            f"(not only {choice.classes[0]!r}): the perceptron tells classes apart."
        )


def _label_values(table: Table, choice: FeatureChoice) -> tuple[Labels, np.ndarray]:
    """The label column's labels and the label value of each class the choice names."""
    labels = labels_of(table, choice.label)
    rows = _class_rows(table, choice.label)
    return labels, np.array([labels.y[rows[name]] for name in choice.classes], dtype=np.int64)


def kept_rows(table: Table, choice: FeatureChoice) -> np.ndarray:
    """The table's rows the choice shows and trains on (every row unless it keeps some classes only)."""
    if not choice.classes or choice.versus_rest:
        return np.arange(table.n_rows)
    labels, chosen = _label_values(table, choice)
    return np.flatnonzero(np.isin(labels.y, chosen))


def chosen_labels(table: Table, choice: FeatureChoice) -> Labels:
    """The labels of every row for this choice of classes (against the rest: the class is label 1, +1, and the
    rest label 0, named "not <class>"; a class named by a number is called "class <number>")."""
    if not choice.versus_rest:
        return labels_of(table, choice.label)
    labels, chosen = _label_values(table, choice)
    name = choice.classes[0]
    shown = name if label_name_problem(name) is None else f"class {name}"
    y = (labels.y == chosen[0]).astype(np.int64)
    return Labels(_frozen(y), {0: rest_name(shown), 1: shown})


def split_sizes(n: int, test_fraction: float) -> tuple[int, int]:
    """(training rows, test rows) of a split of n rows: ceil(test_fraction * n) test rows."""
    n_test = math.ceil(test_fraction * n) if test_fraction else 0
    return n - n_test, n_test


def split_rows(n: int, test_fraction: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """The training and test row indices (each sorted) of a reproducible split (see the module docstring)."""
    _, n_test = split_sizes(n, test_fraction)
    if n_test == 0:
        return np.arange(n), np.zeros(0, dtype=np.int64)
    order = np.random.default_rng(seed).permutation(n)
    return np.sort(order[n_test:]), np.sort(order[:n_test])


@dataclass(frozen=True)
class Scaler:
    """x ↦ (x / prescale - offset) / factor, fitted on the training rows (offset 0 and factor 1: no scaling).

    ``prescale`` is a power of two (per column) that brings the values near 1 exactly, so nothing overflows;
    ``offset`` and ``factor`` are in its units (the mean and spread of x / prescale). ``constant`` is the constant
    coordinate c the learner appends with an intercept (1 but for the unit ball with an intercept, where it is
    1/R̃; see the module docstring).
    """

    offset: np.ndarray
    factor: np.ndarray
    constant: float = 1.0
    prescale: np.ndarray | float = 1.0

    def __call__(self, X: np.ndarray) -> np.ndarray:
        """X (n, d) scaled as the training rows were (the held-out rows may scale beyond a float: see project)."""
        with np.errstate(over="ignore"):
            return (np.asarray(X, dtype=np.float64) / self.prescale - self.offset) / self.factor


def _prescale(X: np.ndarray, per_column: bool) -> np.ndarray:
    """A power of two per column (or one for all) with max |x| / prescale in [1, 2); 1 for a column of zeros.

    Dividing by it is exact (barring subnormal results), so scaling gives the same bits as without it, but the
    values become small enough that means, squares and differences neither overflow nor underflow.
    """
    top = np.abs(X).max(axis=0) if per_column else np.full(X.shape[1], np.abs(X).max())
    _, exponent = np.frexp(top)
    prescale = np.ldexp(1.0, exponent - 1)  # at most 2**1023 (max|x| < 2**1024): finite
    prescale[top == 0] = 1.0
    return prescale


def fit_scaler(X: np.ndarray, scaling: str, names: tuple[str, ...] = (), fit_intercept: bool = False) -> Scaler:
    """The scaler of :data:`SCALINGS` fitted on X (the training rows); ValueError when it cannot be fitted.

    ``fit_intercept`` matters for the unit ball only: with it the augmented (x, c) is scaled into the ball.
    """
    X = np.asarray(X, dtype=np.float64)
    d = X.shape[1]
    if scaling == "none":
        return Scaler(np.zeros(d), np.ones(d))
    if not len(X):
        raise ValueError("There are no training rows to fit the scaling on.")
    if scaling == "standardise":
        prescale = _prescale(X, per_column=True)
        X = X / prescale
        std = X.std(axis=0)
        if (std == 0).any():
            j = int(np.flatnonzero(std == 0)[0])
            name = names[j] if j < len(names) else f"x{j + 1}"
            raise ValueError(f"{name!r} has the same value on every training row; it cannot be standardised.")
        return Scaler(X.mean(axis=0), std, prescale=prescale)
    if scaling == "unit ball":
        prescale = _prescale(X, per_column=False)  # one for every column: a ball is round
        X = X / prescale
        mean = X.mean(axis=0)
        R = float(np.max(np.hypot.reduce(X - mean, axis=1))) if d else 0.0
        if R == 0:
            raise ValueError("Every training point is the same point; there is no unit ball to scale into.")
        if fit_intercept:
            # max ‖(x - mean, 1)‖ in the prescale's units: the farthest x is the farthest (x, 1)
            unit = 1.0 / float(prescale[0])
            R_tilde = math.hypot(R, unit)
            return Scaler(mean, np.full(d, R_tilde), unit / R_tilde, prescale)
        return Scaler(mean, np.full(d, R), prescale=prescale)
    raise ValueError(f"Unknown scaling {scaling!r}; choose one of {', '.join(SCALINGS)}.")


@dataclass(frozen=True, eq=False)
class Projection:
    """What a table document shows and trains on.

    ``train`` (the points trained on and edited nowhere else) and ``test`` (held out, drawn hollow) hold
    the two chosen features after scaling; ``train_rows`` and ``test_rows`` are their rows of the table;
    ``label_names`` names the labels (None for numeric labels); ``feature_names`` are the two columns.
    """

    train: PointSet
    test: PointSet
    train_rows: np.ndarray
    test_rows: np.ndarray
    label_names: dict[int, str] | None
    feature_names: tuple[str, str]
    label_name: str
    scaler: Scaler

    @property
    def constant(self) -> float:
        """The constant coordinate c of x̃ = (x, c) the learner uses with an intercept (the one owner of c)."""
        return self.scaler.constant


def project(table: Table, choice: FeatureChoice, fit_intercept: bool = False) -> Projection:
    """The projection of the table onto the choice (checked first: ValueError for a bad choice).

    ``fit_intercept``: whether the run has an intercept (it changes the unit ball only; module docstring).
    """
    check_choice(table, choice)
    labels = chosen_labels(table, choice)
    X = table.values[:, list(choice.features)]
    kept = kept_rows(table, choice)
    train_at, test_at = split_rows(len(kept), choice.test_fraction, choice.seed)
    train_rows, test_rows = kept[train_at], kept[test_at]
    names = (table.columns[choice.features[0]], table.columns[choice.features[1]])
    scaler = fit_scaler(X[train_rows], choice.scaling, names, fit_intercept)
    Z = scaler(X)
    if not np.isfinite(Z).all():  # only a held-out row can: the training rows scale to at most about sqrt(n)
        i, j = (int(k) for k in np.argwhere(~np.isfinite(Z))[0])
        raise ValueError(
            f"The held-out row {i + 1}'s {names[j]!r} is {float(X[i, j])!r}, so far from the training rows that scaled "
            f"({choice.scaling}) it is beyond a 64-bit float; choose the scaling none, or another test split."
        )
    names_kept = labels.names
    if names_kept is not None:
        present = set(np.unique(labels.y[kept]).tolist())
        names_kept = {k: v for k, v in names_kept.items() if k in present}
    return Projection(
        train=PointSet(Z[train_rows], labels.y[train_rows]),
        test=PointSet(Z[test_rows], labels.y[test_rows]),
        train_rows=_frozen(train_rows),
        test_rows=_frozen(test_rows),
        label_names=names_kept,
        feature_names=names,
        label_name=table.columns[choice.label],
        scaler=scaler,
    )


@dataclass(frozen=True, eq=False)
class Dataset:
    """A table and the choice of what to show: the document's state for a file of many columns.

    ``fit_intercept`` is the run's (the unit ball scales (x, c) with one, x without: module docstring).
    """

    table: Table
    choice: FeatureChoice
    fit_intercept: bool = False

    def __post_init__(self) -> None:
        check_choice(self.table, self.choice)

    @cached_property
    def projection(self) -> Projection:
        """The points shown and trained on, and the held-out test points."""
        return project(self.table, self.choice, self.fit_intercept)

    def with_choice(self, choice: FeatureChoice) -> Dataset:
        """The same table with another choice (ValueError, and nothing changed, for a bad one)."""
        return Dataset(self.table, choice, self.fit_intercept)

    def with_intercept(self, fit_intercept: bool) -> Dataset:
        """The same table and choice for a run with (or without) an intercept (itself when that is no change)."""
        return self if fit_intercept == self.fit_intercept else Dataset(self.table, self.choice, fit_intercept)

    def describe(self) -> str:
        """One line for the status bar: label column, the two features, scaling and split."""
        p = self.projection
        scaled = "" if self.choice.scaling == "none" else f", {self.choice.scaling}"
        split = ""
        if len(p.test):
            split = f"; {len(p.train)} training and {len(p.test)} test rows (seed {self.choice.seed})"
        classes = classes_text(self.choice)
        classes = f"; classes {classes}" if classes else ""
        return (
            f"label column {p.label_name!r}{classes}; trains on the two chosen features {p.feature_names[0]!r} (x₁) "
            f"and {p.feature_names[1]!r} (x₂){scaled}{split}"
        )
