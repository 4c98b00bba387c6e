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
from perceptron_gui.widgets.help import control_tip
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.number_box import NumberBox

ALGORITHMS = (
    ("Perceptron", "perceptron"),
    ("Averaged perceptron", "averaged"),
    ("Voted perceptron", "voted"),
    ("Kernel perceptron", "kernel"),
    ("Batch gradient (note 003)", "batch"),
    ("Logistic regression (SGD)", "logistic"),
    ("Hinge / linear SVM (SGD)", "hinge"),
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
    ("a mistake  (update iff y·a ≤ 0)", "mistake"),
    ("positive  (predict + iff a ≥ 0)", "positive"),
    ("negative  (predict + iff a > 0)", "negative"),
)
ORDERS = (("as given", "given"), ("reshuffle every epoch", "shuffle"))
SCHEDULES = (("constant  η_t = η₀", "constant"), ("1/t  η_t = η₀/t", "1/t"), ("η₀/tᵖ", "invscaling"))
KERNELS = (("RBF  exp(−γ‖x−z‖²)", "rbf"), ("polynomial  (x·z + c₀)ᵈ", "poly"), ("linear  x·z", "linear"))


def _combo(name: str, items: tuple[tuple[str, str], ...]) -> QComboBox:
    combo = named(QComboBox(), name)
    for text, data in items:
        combo.addItem(text, data)
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
        self.intercept = named(QCheckBox("Fit intercept b"), "interceptCheck")
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

        model_box = QGroupBox("Model")
        form = QFormLayout(model_box)
        form.addRow("Algorithm", self.algorithm)
        form.addRow("Learning rate η", self.learning_rate)
        form.addRow("", self.intercept)
        start = QHBoxLayout()
        for box in (self.w1, self.w2):
            start.addWidget(box)
        form.addRow("Initial w₀", start)
        self._start_row = start
        self.kernel_start = named(QLabel("αᵢ = 0 for every example"), "kernelStart")
        self.kernel_start.setToolTip(
            "The kernel perceptron learns f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: it starts with every αᵢ = 0 "
            "(and b = b₀), and a mistake on example i adds η to αᵢ."
        )
        self.kernel_start.setWordWrap(True)
        form.addRow("Initial α", self.kernel_start)
        form.addRow("Initial b₀", self.b0)
        form.addRow("Score 0 counts as", self.zero_rule)
        self._model_form = form

        kernel = QGroupBox("Kernel")
        kform = QFormLayout(kernel)
        kform.addRow("Kernel", self.kernel)
        kform.addRow("Degree d", self.degree)
        kform.addRow("γ", self.gamma)
        kform.addRow("c₀", self.coef0)
        self._kernel_box, self._kernel_form = kernel, kform

        sgd = QGroupBox("SGD")
        sform = QFormLayout(sgd)
        sform.addRow("Learning rate η_t", self.schedule)
        sform.addRow("Power p", self.power_t)
        sform.addRow("L2 strength α", self.alpha)
        self._sgd_box, self._sgd_form = sgd, sform

        order = QGroupBox("Training")
        oform = QFormLayout(order)
        oform.addRow("Example order", self.order)
        oform.addRow("Seed", self.seed)
        oform.addRow("Max epochs", self.max_epochs)
        self._order_form = oform

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
            self.w2.setToolTip("A one-feature document (points on a number line) has one weight: w₀[2] is not used.")
        else:
            self._explain(self.w2, two_classes_only=not two_classes)

    @staticmethod
    def _explain(control: QWidget, two_classes_only: bool = False) -> None:
        """A control's tooltip: what it means in the notes' words (:mod:`perceptron_gui.widgets.help`)."""
        tip = control_tip(control.objectName(), two_classes_only=two_classes_only)
        if isinstance(control, NumberBox):
            tip += f"\nA number from {control.minimum():g} to {control.maximum():g}."
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
        kernel = (
            s.variant == "kernel"
        )  # its f is Σ αᵢ yᵢ K(xᵢ, x) + b: no w to start from (the notes' kernel perceptron)
        self._model_form.setRowVisible(self._start_row, not kernel)
        self._model_form.setRowVisible(self.kernel_start, kernel)
        self._order_form.setRowVisible(self.seed, s.order == "shuffle")

    def _show_hint(self, text: str) -> None:
        self.hint.setText(text)
        self.hint.setVisible(bool(text))
