"""Spin boxes that refuse bad numbers with a visible hint instead of clamping silently."""

from __future__ import annotations

import math

from PySide6.QtCore import Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox

from core.teach.numbers import short, typed
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup

CONTEXT = "NumberBox"
WORDS = {
    "tip": QT_TRANSLATE_NOOP("NumberBox", "{name}: a number from {low} to {high}"),
    "kept": QT_TRANSLATE_NOOP("NumberBox", "{problem} Kept {value}."),
    "needs": QT_TRANSLATE_NOOP("NumberBox", "{name} needs a number from {low} to {high}."),
    "must": QT_TRANSLATE_NOOP("NumberBox", "{name} must be a number from {low} to {high}, not {text}."),
    "comma": QT_TRANSLATE_NOOP(
        "NumberBox", "Write decimals with a point, or turn on the decimal comma in Edit > Preferences."
    ),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class NumberBox(QDoubleSpinBox):
    """A spin box for a float in [minimum, maximum], written in %g notation.

    Text that is not a number, or a number outside the range, is never
    accepted: the box keeps its last good value and emits ``hint`` with a
    sentence saying what is allowed (and an empty hint once a good value is in).
    With ``log_scale`` the arrows multiply or divide by 10 ** 0.25.
    """

    hint = Signal(str)

    def __init__(self, name: str, minimum: float, maximum: float, value: float, *, log_scale: bool = False) -> None:
        super().__init__()
        self._name = name
        self._log = log_scale
        self.setDecimals(12)
        self.setRange(minimum, maximum)
        self.setValue(value)
        self.setKeyboardTracking(False)
        self.setAccelerated(True)
        self.setSingleStep(0.1)
        self.setToolTip(word("tip").format(name=name, low=f"{minimum:g}", high=f"{maximum:g}"))
        self.valueChanged.connect(lambda _value: self.hint.emit(""))

    def textFromValue(self, value: float) -> str:
        return short(value, 6)

    def show_value(self) -> None:
        """Write the value again (the decimal mark changed)."""
        self.lineEdit().setText(self.textFromValue(self.value()))

    def valueFromText(self, text: str) -> float:
        try:
            return float(typed(text))
        except ValueError:
            return self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        stripped = text.strip()
        read = typed(stripped)
        try:
            value = float(read)
        except ValueError:
            self.hint.emit(self._problem(stripped))
            unfinished = read in ("", "-", "+", ".", "-.", "+.") or read.lower().endswith(("e", "e-", "e+"))
            if unfinished or "," in read:  # a decimal comma: said, not dropped (0,25 would become 25)
                return QValidator.State.Intermediate, text, pos
            return QValidator.State.Invalid, text, pos
        if not math.isfinite(value) or not self.minimum() <= value <= self.maximum():
            self.hint.emit(self._problem(stripped))
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos

    def fixup(self, text: str) -> str:
        # Leaving the box with bad text restores the last good value (and says so).
        self.hint.emit(word("kept").format(problem=self._problem(text.strip()), value=self.textFromValue(self.value())))
        return self.textFromValue(self.value())

    def stepBy(self, steps: int) -> None:
        if not self._log:
            super().stepBy(steps)
            return
        value = self.value() * 10 ** (0.25 * steps)
        self.setValue(min(max(value, self.minimum()), self.maximum()))

    def _problem(self, text: str) -> str:
        allowed = dict(name=self._name, low=f"{self.minimum():g}", high=f"{self.maximum():g}")
        if not text:
            return word("needs").format(**allowed)
        problem = word("must").format(text=repr(text), **allowed)
        return f"{problem} {word('comma')}" if "," in typed(text) else problem
