"""The control panel: a view of the document's training settings, each shown only when it applies.

The panel is bound to a :class:`perceptron_gui.document.document_model.SettingsModel`: a widget's change
writes its one setting to the model, and the model's ``changed`` redraws the widgets.  The panel
keeps no settings of its own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.session import settings as cs
from core.session.settings import TrainingSettings
from perceptron_gui.document.document_model import SettingsModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.help import control_tip
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.number_box import NumberBox

ALGORITHMS = (
    (QT_TRANSLATE_NOOP("Controls", "Perceptron"), "perceptron"),
    (QT_TRANSLATE_NOOP("Controls", "Averaged perceptron"), "averaged"),
    (QT_TRANSLATE_NOOP("Controls", "Voted perceptron"), "voted"),
    (QT_TRANSLATE_NOOP("Controls", "Kernel perceptron"), "kernel"),
    (QT_TRANSLATE_NOOP("Controls", "Batch gradient (note 003)"), "batch"),
    (QT_TRANSLATE_NOOP("Controls", "Logistic regression (SGD)"), "logistic"),
    (QT_TRANSLATE_NOOP("Controls", "Hinge / linear SVM (SGD)"), "hinge"),
)
ITEM_TIPS = {
    "batch": (
        "Batch gradient (note 003): one gradient step per epoch on the perceptron loss Σ max(0, −y·a), "
        "(b, w) ← (b, w) + μ·Σ over the misclassified y·(1, x), with step size μ (the learning rate η). "
        "Not to be confused with the CMU notes' (Batch) Perceptron: the CMU notes call the epoch-by-epoch online "
        'loop the "batch perceptron" (a fixed data set, an update after every mistake); for that one, '
        'choose "Perceptron".'
    ),
}
"""Tooltips of single algorithm entries, where the name alone could mislead."""
ZERO_RULES = (
    (QT_TRANSLATE_NOOP("Controls", "a mistake  (update iff y·a ≤ 0)"), "mistake"),
    (QT_TRANSLATE_NOOP("Controls", "positive  (predict + iff a ≥ 0)"), "positive"),
    (QT_TRANSLATE_NOOP("Controls", "negative  (predict + iff a > 0)"), "negative"),
)
ORDERS = (
    (QT_TRANSLATE_NOOP("Controls", "as given"), "given"),
    (QT_TRANSLATE_NOOP("Controls", "reshuffle every epoch"), "shuffle"),
)
SCHEDULES = (
    (QT_TRANSLATE_NOOP("Controls", "constant  η_t = η₀"), "constant"),
    (QT_TRANSLATE_NOOP("Controls", "1/t  η_t = η₀/t"), "1/t"),
    ("η₀/tᵖ", "invscaling"),
)
KERNELS = (
    (QT_TRANSLATE_NOOP("Controls", "RBF  exp(−γ‖x−z‖²)"), "rbf"),
    (QT_TRANSLATE_NOOP("Controls", "polynomial  (x·z + c₀)ᵈ"), "poly"),
    (QT_TRANSLATE_NOOP("Controls", "linear  x·z"), "linear"),
)


CONTEXT = "Controls"  # the translation context of the panel's texts
GROUPS = (
    QT_TRANSLATE_NOOP("Controls", "Model"),
    QT_TRANSLATE_NOOP("Controls", "Kernel"),
    QT_TRANSLATE_NOOP("Controls", "SGD"),
    QT_TRANSLATE_NOOP("Controls", "Training"),
)
"""The group boxes' titles, in the panel's order."""
LABELS = {
    "algorithm": QT_TRANSLATE_NOOP("Controls", "Algorithm"),
    "learning_rate": QT_TRANSLATE_NOOP("Controls", "Learning rate η"),
    "start": QT_TRANSLATE_NOOP("Controls", "Initial w₀"),
    "kernel_start": QT_TRANSLATE_NOOP("Controls", "Initial α"),
    "b0": QT_TRANSLATE_NOOP("Controls", "Initial b₀"),
    "zero_rule": QT_TRANSLATE_NOOP("Controls", "Score 0 counts as"),
    "kernel": QT_TRANSLATE_NOOP("Controls", "Kernel"),
    "degree": QT_TRANSLATE_NOOP("Controls", "Degree d"),
    "gamma": "γ",
    "coef0": "c₀",
    "schedule": QT_TRANSLATE_NOOP("Controls", "Learning rate η_t"),
    "power_t": QT_TRANSLATE_NOOP("Controls", "Power p"),
    "alpha": QT_TRANSLATE_NOOP("Controls", "L2 strength α"),
    "order": QT_TRANSLATE_NOOP("Controls", "Example order"),
    "seed": QT_TRANSLATE_NOOP("Controls", "Seed"),
    "max_epochs": QT_TRANSLATE_NOOP("Controls", "Max epochs"),
}
"""The form's row labels, by the attribute of the row's control (γ and c₀ are the notes' symbols: not translated)."""
INTERCEPT = QT_TRANSLATE_NOOP("Controls", "Fit intercept b")
A_NUMBER = QT_TRANSLATE_NOOP("Controls", "A number from {low} to {high}.")
KERNEL_START = QT_TRANSLATE_NOOP("Controls", "αᵢ = 0 for every example")
KERNEL_START_TIP = QT_TRANSLATE_NOOP(
    "Controls",
    "The kernel perceptron learns f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: it starts with every αᵢ = 0 (and b = b₀), "
    "and a mistake on example i adds η to αᵢ.",
)
ONE_FEATURE = QT_TRANSLATE_NOOP(
    "Controls", "A one-feature document (points on a number line) has one weight: w₀[2] is not used."
)


def _combo(name: str, items: tuple[tuple[str, str], ...]) -> QComboBox:
    combo = named(QComboBox(), name)
    for text, data in items:
        combo.addItem(translated(CONTEXT, text), data)
    combo.setProperty("texts", [text for text, _ in items])  # the English texts, looked up again on a new language
    return combo


class ControlPanel(QWidget):
    """Shows and edits the settings held by ``settings_model`` (a :class:`SettingsModel`)."""

    def __init__(self, model: SettingsModel) -> None:
        super().__init__()
        self.settings_model = model
        self._updating = False
        self.algorithm = _combo("algorithmCombo", ALGORITHMS)
        for data, tip in ITEM_TIPS.items():
            self.algorithm.setItemData(self.algorithm.findData(data), tip, Qt.ItemDataRole.ToolTipRole)
        self.learning_rate = NumberBox("The learning rate η", *cs.ETA_RANGE, 1.0, log_scale=True)
        self.learning_rate.setObjectName("learningRateSpin")
        self.intercept = named(QCheckBox(translated(CONTEXT, INTERCEPT)), "interceptCheck")
        self.w1 = NumberBox("w₀[1]", *cs.WEIGHT_RANGE, 0.0)
        self.w2 = NumberBox("w₀[2]", *cs.WEIGHT_RANGE, 0.0)
        self.b0 = NumberBox("b₀", *cs.WEIGHT_RANGE, 0.0)
        for box, name in ((self.w1, "w01Spin"), (self.w2, "w02Spin"), (self.b0, "b0Spin")):
            box.setObjectName(name)
        self.zero_rule = _combo("zeroScoreCombo", ZERO_RULES)
        self.order = _combo("orderCombo", ORDERS)
        self.seed = named(QSpinBox(), "seedSpin")
        self.seed.setRange(0, 2**31 - 1)
        self.max_epochs = named(QSpinBox(), "maxEpochsSpin")
        self.max_epochs.setRange(1, 1_000_000)
        self.kernel = _combo("kernelCombo", KERNELS)
        self.degree = named(QSpinBox(), "degreeSpin")
        self.degree.setRange(1, cs.MAX_DEGREE)
        for whole in (self.seed, self.max_epochs, self.degree):
            whole.setKeyboardTracking(False)  # typing "1000" is one change (on Enter or leaving), not four
        self.gamma = NumberBox("γ", *cs.GAMMA_RANGE, 1.0, log_scale=True)
        self.gamma.setObjectName("gammaSpin")
        self.coef0 = NumberBox("c₀", *cs.COEF0_RANGE, 1.0)
        self.coef0.setObjectName("coef0Spin")
        self.schedule = _combo("scheduleCombo", SCHEDULES)
        self.power_t = NumberBox("p", *cs.POWER_RANGE, 0.5)
        self.power_t.setObjectName("powerSpin")
        self.alpha = NumberBox("α", *cs.ALPHA_RANGE, 0.0001)
        self.alpha.setObjectName("alphaSpin")
        self.hint = named(QLabel(), "hintLabel")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #B00020;")
        self.hint.hide()

        start = QHBoxLayout()
        for box in (self.w1, self.w2):
            start.addWidget(box)
        self._start = start
        # the kernel perceptron's f is Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: its row says where it starts instead of w₀
        self.kernel_start = named(QLabel(), "kernelStart")
        self.kernel_start.setWordWrap(True)
        boxes = [QGroupBox() for _ in GROUPS]
        forms = [QFormLayout(box) for box in boxes]
        for form in forms:  # a longer language puts the field under its label rather than past the dock's edge
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        rows = (
            ("algorithm", "learning_rate", "intercept", "start", "kernel_start", "b0", "zero_rule"),
            ("kernel", "degree", "gamma", "coef0"),
            ("schedule", "power_t", "alpha"),
            ("order", "seed", "max_epochs"),
        )
        self._labels: dict[str, QLabel] = {}
        for form, names in zip(forms, rows, strict=True):
            for name in names:
                field = self._start if name == "start" else getattr(self, name)
                if name == "intercept":  # a check box says what it is itself
                    form.addRow("", field)
                    continue
                label = self._labels[name] = QLabel()
                if isinstance(field, QWidget):
                    label.setBuddy(field)  # as addRow(text, field) does: the label names the field
                form.addRow(label, field)
        self._groups = boxes
        self._forms = dict(zip(("model", "kernel", "sgd", "order"), forms, strict=True))
        model_box, kernel, sgd, order = boxes
        self._model_form, self._kernel_form = self._forms["model"], self._forms["kernel"]
        self._sgd_form, self._order_form = self._forms["sgd"], self._forms["order"]
        self._kernel_box, self._sgd_box = kernel, sgd
        self.retranslate()

        layout = QVBoxLayout(self)
        for widget in (model_box, kernel, sgd, order, self.hint):
            layout.addWidget(widget)
        layout.addStretch(1)
        for control in (self.algorithm, self.learning_rate, self.intercept, self.w1, self.w2, self.b0,
                        self.zero_rule, self.order, self.seed, self.max_epochs, self.kernel, self.degree,
                        self.gamma, self.coef0, self.schedule, self.power_t, self.alpha):  # fmt: skip
            self._explain(control)

        self._show(self.settings_model.value())
        self.settings_model.changed.connect(self._show)
        for combo, name in (
            (self.algorithm, "variant"),
            (self.zero_rule, "zero_score"),
            (self.order, "order"),
            (self.kernel, "kernel"),
            (self.schedule, "schedule"),
        ):
            combo.currentIndexChanged.connect(
                lambda _=0, combo=combo, name=name: self._write(name, combo.currentData())
            )
        for spin, name in (
            (self.learning_rate, "eta"),
            (self.b0, "b0"),
            (self.gamma, "gamma"),
            (self.coef0, "coef0"),
            (self.seed, "seed"),
            (self.max_epochs, "max_epochs"),
            (self.degree, "degree"),
            (self.power_t, "power_t"),
            (self.alpha, "alpha"),
        ):
            spin.valueChanged.connect(lambda value, name=name: self._write(name, value))
        for box in (self.w1, self.w2):
            box.valueChanged.connect(lambda _=0.0: self._write("w0", (self.w1.value(), self.w2.value())))
        self.intercept.toggled.connect(lambda on: self._write("fit_intercept", on))
        for box in (self.learning_rate, self.w1, self.w2, self.b0, self.gamma, self.coef0, self.power_t, self.alpha):
            box.hint.connect(self._show_hint)

    def retranslate(self) -> None:
        """Every title, label and choice of the panel in the interface language (the values stay)."""
        for box, title in zip(self._groups, GROUPS, strict=True):
            box.setTitle(translated(CONTEXT, title))
        for name, label in self._labels.items():
            label.setText(translated(CONTEXT, LABELS[name]))
        self.intercept.setText(translated(CONTEXT, INTERCEPT))
        self.kernel_start.setText(translated(CONTEXT, KERNEL_START))
        self.kernel_start.setToolTip(translated(CONTEXT, KERNEL_START_TIP))
        for combo in (self.algorithm, self.zero_rule, self.order, self.kernel, self.schedule):
            for index, text in enumerate(combo.property("texts")):
                combo.setItemText(index, translated(CONTEXT, text))
        self._show(self.settings_model.value())  # the tooltips, in the notes' words

    def _write(self, name: str, value: object) -> None:
        """One widget changed: write its setting to the model (which then redraws every widget)."""
        if self._updating:
            return
        try:
            self.settings_model.update(**{name: value})
        except ValueError as error:  # out of range: say so; the model keeps its valid value
            self._show_hint(str(error))
            self._show(self.settings_model.value())

    def _show(self, s: TrainingSettings) -> None:
        """Draw these settings in the widgets (without writing them back)."""
        self._updating = True
        try:
            self.algorithm.setCurrentIndex(self.algorithm.findData(s.variant))
            self.learning_rate.setValue(s.eta)
            self.intercept.setChecked(s.fit_intercept)
            self.w1.setValue(s.w0[0])
            self.w2.setValue(s.w0[1])
            self.b0.setValue(s.b0)
            self.zero_rule.setCurrentIndex(self.zero_rule.findData(s.zero_score))
            self.order.setCurrentIndex(self.order.findData(s.order))
            self.seed.setValue(s.seed)
            self.max_epochs.setValue(s.max_epochs)
            self.kernel.setCurrentIndex(self.kernel.findData(s.kernel))
            self.degree.setValue(s.degree)
            self.gamma.setValue(s.gamma)
            self.coef0.setValue(s.coef0)
            self.schedule.setCurrentIndex(self.schedule.findData(s.schedule))
            self.power_t.setValue(s.power_t)
            self.alpha.setValue(s.alpha)
        finally:
            self._updating = False
        self._show_applicable(s)

    def set_multiclass(self, multiclass: bool) -> None:
        """w0, b0 and the zero rule apply to two classes only."""
        for widget in (self.w1, self.w2, self.b0, self.zero_rule):
            widget.setEnabled(not multiclass)
            self._explain(widget, two_classes_only=multiclass)

    def set_features(self, d: int) -> None:
        """A one-feature document (a number line) has one weight: the second w₀ box is off (call after
        :meth:`set_multiclass`)."""
        two_classes = self.w1.isEnabled()
        self.w2.setEnabled(two_classes and d == 2)
        if d == 1:
            self.w2.setToolTip(translated(CONTEXT, ONE_FEATURE))
        else:
            self._explain(self.w2, two_classes_only=not two_classes)

    @staticmethod
    def _explain(control: QWidget, two_classes_only: bool = False) -> None:
        """A control's tooltip: what it means in the notes' words (:mod:`perceptron_gui.widgets.help`)."""
        tip = control_tip(control.objectName(), two_classes_only=two_classes_only)
        if isinstance(control, NumberBox):
            tip += "\n" + translated(CONTEXT, A_NUMBER).format(
                low=f"{control.minimum():g}", high=f"{control.maximum():g}"
            )
        control.setToolTip(tip)

    def _show_applicable(self, s: TrainingSettings) -> None:
        self._kernel_box.setVisible(s.traits.dual)
        sgd = s.traits.loss
        self._sgd_box.setVisible(sgd)
        self._sgd_form.setRowVisible(self.power_t, s.schedule == "invscaling")
        self._sgd_form.setRowVisible(self.alpha, s.traits.penalty)
        self._model_form.setRowVisible(self.zero_rule, not sgd)  # SGD predicts + iff a > 0, as scikit-learn
        self._kernel_form.setRowVisible(self.degree, s.kernel == "poly")
        self._kernel_form.setRowVisible(self.coef0, s.kernel == "poly")
        self._kernel_form.setRowVisible(self.gamma, s.kernel == "rbf")
        self._model_form.setRowVisible(self.b0, s.fit_intercept)
        # the kernel perceptron's f is Σ αᵢ yᵢ K(xᵢ, x) + b: no w to start from (the notes' kernel perceptron)
        self._model_form.setRowVisible(self._start, not s.traits.dual)
        self._model_form.setRowVisible(self.kernel_start, s.traits.dual)
        self._order_form.setRowVisible(self.seed, s.order == "shuffle")

    def _show_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))
