"""Data > Choose Features: the label column, the classes, the two features shown and trained on, scaling and a
test split.

The dialog only collects a :class:`core.session.dataset.FeatureChoice`; ``core`` checks it (every
problem is said in the dialog, in the words of :func:`core.session.dataset.check_choice`, and OK waits
until the choice is good) and computes the projection.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.learn.words import said
from core.session.dataset import (
    SCALINGS,
    Dataset,
    FeatureChoice,
    check_choice,
    class_choices,
    classes_text,
    kept_rows,
    split_sizes,
)
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.widgets.checked_dialog import ok_cancel, problem_label
from perceptron_gui.widgets.naming import named

SCALING_TEXT = {
    "none": QT_TRANSLATE_NOOP("Dialogs", "None: the file's values"),
    "standardise": QT_TRANSLATE_NOOP("Dialogs", "Standardise: zero mean, unit variance"),
    "unit ball": QT_TRANSLATE_NOOP("Dialogs", "Unit ball: R = 1, the bound reads 1/γ²"),
}
SCALING_TIPS = {
    "none": QT_TRANSLATE_NOOP("Dialogs", "The values as the file has them."),
    "standardise": QT_TRANSLATE_NOOP(
        "Dialogs", "Each feature minus its mean, over its standard deviation (fitted on the training rows)."
    ),
    "unit ball": QT_TRANSLATE_NOOP(
        "Dialogs",
        "Notes 000 and 001: scale the data so that ‖x‖ ≤ 1, then the theorem's R is 1 and its bound reads 1/γ². "
        "Through the origin (intercept off): both features centred on their mean and divided by "
        "R = max ‖x − mean‖ over the training rows. With an intercept the perceptron learns on x̃ = (x, c): "
        "every (x − mean, 1) is divided by R̃ = max ‖(x − mean, 1)‖, so the features are (x − mean)/R̃ and the "
        "constant coordinate is c = 1/R̃ (liblinear's intercept_scaling); the farthest x̃ has ‖x̃‖ = 1. The "
        "offset b = βc then moves by ηyc² at a mistake. The kernel perceptron and the SGD learners keep c = 1.",
    ),
}

CONTEXT = "Dialogs"
WORDS = {
    "title": QT_TRANSLATE_NOOP("Dialogs", "Choose Features"),
    "classes tip": QT_TRANSLATE_NOOP(
        "Dialogs",
        "Train on every class (the multiclass perceptron with three or more), on two of them, or on one class "
        "against the rest (the two-class perceptron of the notes)",
    ),
    "hold out": QT_TRANSLATE_NOOP("Dialogs", "Hold out a test set"),
    "hold out tip": QT_TRANSLATE_NOOP(
        "Dialogs", "Train on the other rows only; the test rows are drawn hollow and their error shown"
    ),
    "fraction tip": QT_TRANSLATE_NOOP(
        "Dialogs", "The share of the rows held out for testing, strictly between 0 and 1"
    ),
    "seed tip": QT_TRANSLATE_NOOP("Dialogs", "The same seed gives the same split"),
    "table note": QT_TRANSLATE_NOOP(
        "Dialogs",
        "The table has {rows} rows and {columns} columns. The canvas shows, and the perceptron trains on, the two "
        "chosen features; every column is kept and saved.",
    ),
    "label column": QT_TRANSLATE_NOOP("Dialogs", "Label column"),
    "classes": QT_TRANSLATE_NOOP("Dialogs", "Classes"),
    "x1": QT_TRANSLATE_NOOP("Dialogs", "x₁ (horizontal)"),
    "x2": QT_TRANSLATE_NOOP("Dialogs", "x₂ (vertical)"),
    "scaling": QT_TRANSLATE_NOOP("Dialogs", "Scaling"),
    "fraction": QT_TRANSLATE_NOOP("Dialogs", "Test fraction"),
    "split seed": QT_TRANSLATE_NOOP("Dialogs", "Split seed"),
    "text column": QT_TRANSLATE_NOOP("Dialogs", "{column} (text)"),
    "all classes": QT_TRANSLATE_NOOP("Dialogs", "All classes"),
    "held": QT_TRANSLATE_NOOP("Dialogs", ", {n} held out as the test set (drawn hollow, not trained on)"),
    "trains": QT_TRANSLATE_NOOP("Dialogs", "Trains on {n} rows{held}."),
    "trains classes": QT_TRANSLATE_NOOP("Dialogs", "Trains on {n} rows{held}: {classes}."),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


def unit_ball_note(fit_intercept: bool) -> str:
    """What the unit ball does for the run's intercept setting, in a line for the dialog."""
    if fit_intercept:
        return translated(
            CONTEXT,
            QT_TRANSLATE_NOOP(
                "Dialogs",
                "With the intercept on, the unit ball holds x̃ = (x, c): features (x − mean)/R̃ and the constant "
                "coordinate c = 1/R̃ with R̃ = max ‖(x − mean, 1)‖, so R = 1 and the bound reads 1/γ² "
                "(the linear perceptrons; the kernel perceptron and the SGD learners keep c = 1).",
            ),
        )
    return translated(
        CONTEXT,
        QT_TRANSLATE_NOOP(
            "Dialogs",
            "Through the origin (intercept off), the unit ball holds x: features (x − mean)/R with "
            "R = max ‖x − mean‖, so R = 1 and the bound reads 1/γ².",
        ),
    )


class FeatureDialog(QDialog):
    """The Choose Features dialog (objectName ``chooseFeaturesDialog``) for a table document."""

    def __init__(self, dataset: Dataset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chooseFeaturesDialog")
        self.setWindowTitle(word("title"))
        self._table = dataset.table
        choice = dataset.choice
        self.unit_ball_note = named(QLabel(unit_ball_note(dataset.fit_intercept)), "unitBallNote")
        self.unit_ball_note.setWordWrap(True)
        columns = self._table.columns
        self.label_combo = self._combo("labelColumnCombo", columns, choice.label)
        self.classes_combo = named(QComboBox(), "classesCombo")
        self.classes_combo.setToolTip(word("classes tip"))
        self._fill_classes(choice.classes, choice.versus_rest)
        self.x_combo = self._combo("featureXCombo", columns, choice.features[0])
        self.y_combo = self._combo("featureYCombo", columns, choice.features[1])
        self.scaling_combo = named(QComboBox(), "scalingCombo")
        for key in SCALINGS:
            self.scaling_combo.addItem(translated(CONTEXT, SCALING_TEXT[key]), key)
            self.scaling_combo.setItemData(
                self.scaling_combo.count() - 1, translated(CONTEXT, SCALING_TIPS[key]), Qt.ItemDataRole.ToolTipRole
            )
        self.scaling_combo.setCurrentIndex(SCALINGS.index(choice.scaling))
        self.scaling_combo.setToolTip(translated(CONTEXT, SCALING_TIPS["unit ball"]))
        self.split_check = named(QCheckBox(word("hold out")), "testSplitCheck")
        self.split_check.setChecked(choice.test_fraction > 0)
        self.split_check.setToolTip(word("hold out tip"))
        self.fraction_spin = named(QDoubleSpinBox(), "testFractionSpin")
        self.fraction_spin.setRange(0.0, 1.0)
        self.fraction_spin.setDecimals(2)
        self.fraction_spin.setSingleStep(0.05)
        self.fraction_spin.setValue(choice.test_fraction or 0.3)
        self.fraction_spin.setToolTip(word("fraction tip"))
        self.seed_spin = named(QSpinBox(), "splitSeedSpin")
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(choice.seed)
        self.seed_spin.setToolTip(word("seed tip"))
        self.summary = named(QLabel(), "choiceSummary")
        self.summary.setWordWrap(True)
        self.problem = problem_label("choiceProblem")
        note = QLabel(word("table note").format(rows=self._table.n_rows, columns=len(columns)))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(word("label column"), self.label_combo)
        form.addRow(word("classes"), self.classes_combo)
        form.addRow(word("x1"), self.x_combo)
        form.addRow(word("x2"), self.y_combo)
        form.addRow(word("scaling"), self.scaling_combo)
        form.addRow(self.unit_ball_note)
        form.addRow(self.split_check)
        form.addRow(word("fraction"), self.fraction_spin)
        form.addRow(word("split seed"), self.seed_spin)
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.label_combo.currentIndexChanged.connect(lambda: self._fill_classes((), False))
        for combo in (self.label_combo, self.classes_combo, self.x_combo, self.y_combo, self.scaling_combo):
            combo.currentIndexChanged.connect(self._check)
        self.split_check.toggled.connect(self._check)
        self.fraction_spin.valueChanged.connect(self._check)
        self.seed_spin.valueChanged.connect(self._check)
        self._check()

    def _combo(self, name: str, columns: tuple[str, ...], current: int) -> QComboBox:
        combo = named(QComboBox(), name)
        for j, column in enumerate(columns):
            numeric = self._table.numeric(j)
            combo.addItem(column if numeric else word("text column").format(column=column), j)
        combo.setCurrentIndex(current)
        return combo

    def _fill_classes(self, classes: tuple[str, ...], versus_rest: bool) -> None:
        """The label column's choices of classes (core's :func:`class_choices`), ``classes`` chosen when offered."""
        combo = self.classes_combo
        combo.blockSignals(True)
        combo.clear()
        try:
            offered = class_choices(self._table, int(self.label_combo.currentData()), QCoreApplication.translate)
        except ValueError:  # not a label column: said by _check
            offered = [(word("all classes"), ((), False))]
        for text, (names, rest) in offered:
            combo.addItem(text, (names, rest))
        chosen = next((k for k, (_, value) in enumerate(offered) if value == (classes, versus_rest)), 0)
        combo.setCurrentIndex(chosen)
        combo.setEnabled(len(offered) > 1)
        combo.blockSignals(False)

    def choice(self) -> FeatureChoice:
        """The choice the dialog shows (not checked)."""
        fraction = self.fraction_spin.value() if self.split_check.isChecked() else 0.0
        classes, versus_rest = self.classes_combo.currentData() or ((), False)
        return FeatureChoice(
            label=int(self.label_combo.currentData()),
            features=(int(self.x_combo.currentData()), int(self.y_combo.currentData())),
            scaling=str(self.scaling_combo.currentData()),
            test_fraction=float(fraction),
            seed=int(self.seed_spin.value()),
            classes=tuple(classes),
            versus_rest=bool(versus_rest),
        )

    def _check(self) -> None:
        """Say what is wrong with the choice (core's words); OK only for a good one."""
        self.unit_ball_note.setVisible(self.scaling_combo.currentData() == "unit ball")
        self.fraction_spin.setEnabled(self.split_check.isChecked())
        self.seed_spin.setEnabled(self.split_check.isChecked())
        try:
            check_choice(self._table, self.choice())
        except ValueError as error:
            problem = said(error, QCoreApplication.translate)
        else:
            problem = ""
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        choice = self.choice()
        rows = len(kept_rows(self._table, choice)) if not problem else self._table.n_rows
        n_train, n_test = split_sizes(rows, choice.test_fraction)
        held = word("held").format(n=n_test) if n_test else ""
        classes = classes_text(choice)
        trains = word("trains classes" if classes else "trains")
        self.summary.setText(trains.format(n=n_train, held=held, classes=classes))
        self.summary.setVisible(not problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)
        ok.setToolTip(problem)
