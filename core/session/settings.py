"""Training settings as one immutable value, and the learner they describe.

The window's control panel edits a :class:`TrainingSettings`; the training
controller turns it into a :class:`core.learn.engine.Learner` with
:func:`core.session.engine_run.make_learner`.  Saving a document stores ``asdict(settings)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

import numpy as np

from core.learn.choices import KERNEL_NAMES, SCHEDULE_NAMES, SGD_VARIANTS, WINDOW_VARIANTS, ZERO_SCORE_NAMES
from core.learn.traits import Traits, traits
from core.learn.words import QT_TRANSLATE_NOOP, Said, Sentence
from core.teach.numbers import short

ETA_RANGE = (1e-6, 1e6)
GAMMA_RANGE = (1e-6, 1e6)
COEF0_RANGE = (-1e6, 1e6)
WEIGHT_RANGE = (-1e6, 1e6)
MAX_DEGREE = 10
MAX_EPOCHS = 1_000_000
MAX_SEED = 2**31 - 1  # what the control panel's seed box can show
HISTORY_LIMIT = 1_000_000  # mistakes kept for the trace and time travel in the app (32 MB, and as much in its copy)
ORDERS = ("given", "shuffle")
POWER_RANGE = (0.0, 4.0)  # p of η₀/t^p: Σα_t = ∞ needs p ≤ 1 and Σα_t² < ∞ needs p > 1/2, so both sides are shown
ALPHA_RANGE = (0.0, 1e3)  # the hinge's L2 strength (scikit-learn's alpha)


def _number(value: Any, lo: float, hi: float) -> bool:
    """A real number (int or float, NumPy's too; not true/false) within [lo, hi]."""
    if isinstance(value, bool | np.bool_) or not isinstance(value, int | float | np.integer | np.floating):
        return False
    try:
        return lo <= float(value) <= hi  # NaN is never within; a huge int overflows
    except OverflowError:
        return False


def _whole(value: Any, lo: int, hi: int) -> bool:
    """A whole number (int or NumPy's integer, not true/false) within [lo, hi]."""
    return isinstance(value, int | np.integer) and not isinstance(value, bool) and bool(lo <= value <= hi)


def _one_of(value: Any, choices: tuple[str, ...]) -> bool:
    return isinstance(value, str) and value in choices


def _pair(value: Any) -> bool:
    return isinstance(value, tuple | list) and len(value) == 2 and all(_number(v, *WEIGHT_RANGE) for v in value)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _one_of_these(choices: tuple[str, ...]) -> Sentence:
    return Sentence("Settings", QT_TRANSLATE_NOOP("Settings", "one of {choices}"), {"choices": ", ".join(choices)})


def _from_to(template: str, lo: float, hi: float) -> Sentence:
    return Sentence("Settings", template, {"lo": f"{lo:g}", "hi": f"{hi:g}"})


_A_NUMBER = QT_TRANSLATE_NOOP("Settings", "a number from {lo} to {hi}")
_A_WHOLE = QT_TRANSLATE_NOOP("Settings", "a whole number from {lo} to {hi}")
_TWO_NUMBERS = QT_TRANSLATE_NOOP("Settings", "two numbers from {lo} to {hi}")

# each setting's check and what it allows (a sentence, said in the reader's language)
_CHECKS: dict[str, tuple[Callable[[Any], bool], Sentence]] = {
    "variant": (lambda v: _one_of(v, WINDOW_VARIANTS), _one_of_these(WINDOW_VARIANTS)),
    "eta": (lambda v: _number(v, *ETA_RANGE), _from_to(_A_NUMBER, *ETA_RANGE)),
    "fit_intercept": (
        lambda v: isinstance(v, bool | np.bool_),
        Sentence("Settings", QT_TRANSLATE_NOOP("Settings", "true or false")),
    ),
    "w0": (_pair, _from_to(_TWO_NUMBERS, *WEIGHT_RANGE)),
    "b0": (lambda v: _number(v, *WEIGHT_RANGE), _from_to(_A_NUMBER, *WEIGHT_RANGE)),
    "zero_score": (lambda v: _one_of(v, ZERO_SCORE_NAMES), _one_of_these(ZERO_SCORE_NAMES)),
    "order": (lambda v: _one_of(v, ORDERS), _one_of_these(ORDERS)),
    "seed": (lambda v: _whole(v, 0, MAX_SEED), _from_to(_A_WHOLE, 0, MAX_SEED)),
    "max_epochs": (lambda v: _whole(v, 1, MAX_EPOCHS), _from_to(_A_WHOLE, 1, MAX_EPOCHS)),
    "kernel": (lambda v: _one_of(v, KERNEL_NAMES), _one_of_these(KERNEL_NAMES)),
    "degree": (lambda v: _whole(v, 1, MAX_DEGREE), _from_to(_A_WHOLE, 1, MAX_DEGREE)),
    "gamma": (lambda v: _number(v, *GAMMA_RANGE), _from_to(_A_NUMBER, *GAMMA_RANGE)),
    "coef0": (lambda v: _number(v, *COEF0_RANGE), _from_to(_A_NUMBER, *COEF0_RANGE)),
    "schedule": (lambda v: _one_of(v, SCHEDULE_NAMES), _one_of_these(SCHEDULE_NAMES)),
    "power_t": (lambda v: _number(v, *POWER_RANGE), _from_to(_A_NUMBER, *POWER_RANGE)),
    "alpha": (lambda v: _number(v, *ALPHA_RANGE), _from_to(_A_NUMBER, *ALPHA_RANGE)),
}
# stored as Python floats, ints and bools (NumPy scalars converted)
_FLOATS = ("eta", "b0", "gamma", "coef0", "power_t", "alpha")
_WHOLES = ("seed", "max_epochs", "degree")


def setting_problem(name: str, value: Any) -> str | None:
    """What is wrong with one setting's value (its type or range), or None: the one check of every setting.

    Used when settings are built in code, read from a document, or restored from the app's settings store.
    """
    if name not in _CHECKS:
        unknown = QT_TRANSLATE_NOOP("Settings", "unknown training setting {name}; the settings are {names}")
        return Said(Sentence("Settings", unknown, {"name": repr(name), "names": ", ".join(_CHECKS)}))
    check, allowed = _CHECKS[name]
    if check(value):
        return None
    bad = QT_TRANSLATE_NOOP("Settings", "{name} must be {allowed}, not {value}")
    return Said(Sentence("Settings", bad, {"name": name, "allowed": allowed, "value": _shown(value)}))


class SettingsError(ValueError):
    """Training settings that cannot be used: ``problem`` (:func:`setting_problem`) says why; ``key`` is the first bad
    setting's name; ``sentence`` says the message in the reader's language (:func:`core.learn.words.said`)."""

    def __init__(self, problem: str, key: str) -> None:
        self.sentence = Sentence(
            "Settings", QT_TRANSLATE_NOOP("Settings", "Invalid training settings: {problem}."), {"problem": problem}
        )
        super().__init__(self.sentence.say())
        self.key = key


@dataclass(frozen=True)
class TrainingSettings:
    """Everything that decides what training does (all of it saved with a document).

    ``schedule`` and ``power_t`` (the learning rate η_t: constant η₀, η₀/t or η₀/t^p) apply to the SGD
    learners (logistic regression and the hinge), ``alpha`` (L2) to the hinge only.

    Every value is checked for its type and range when built (:func:`setting_problem`); a bad one raises
    :class:`SettingsError` (a ValueError) naming it and what is allowed.
    """

    variant: str = "perceptron"
    eta: float = 1.0
    fit_intercept: bool = True
    w0: tuple[float, float] = (0.0, 0.0)
    b0: float = 0.0
    zero_score: str = "mistake"
    order: str = "given"
    seed: int = 0
    max_epochs: int = 1000
    kernel: str = "rbf"
    degree: int = 2
    gamma: float = 1.0
    coef0: float = 1.0
    schedule: str = "constant"
    power_t: float = 0.5
    alpha: float = 0.0001

    @property
    def traits(self) -> Traits:
        """What a run of the chosen variant has (see :class:`core.learn.traits.Traits`)."""
        return traits(self.variant)

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            problem = setting_problem(f.name, value)
            if problem:
                raise SettingsError(problem, f.name)
            if f.name in _FLOATS:
                object.__setattr__(self, f.name, float(value))
            elif f.name in _WHOLES:
                object.__setattr__(self, f.name, int(value))
        object.__setattr__(self, "fit_intercept", bool(self.fit_intercept))
        object.__setattr__(self, "w0", (float(self.w0[0]), float(self.w0[1])))

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values."""
        d = asdict(self)
        d["w0"] = list(self.w0)
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TrainingSettings:
        """Settings from :meth:`to_dict` output; unknown keys are refused, missing ones take defaults.

        Raises :class:`SettingsError` naming the first unknown or bad setting.
        """
        for key, value in data.items():
            problem = setting_problem(str(key), value)
            if problem:
                raise SettingsError(problem, str(key))
        values: dict[str, Any] = {str(k): tuple(v) if k == "w0" else v for k, v in data.items()}
        return cls().with_(**values)

    def with_(self, **changes: Any) -> TrainingSettings:
        """A copy with some settings changed (validated)."""
        return replace(self, **changes)


def start_weights(settings: TrainingSettings, d: int) -> np.ndarray:
    """The start w0 for points with d features: both components of ``w0``, or w0[0] alone on a number line."""
    return np.array(settings.w0[:d], dtype=np.float64)


def zero_rule(settings: TrainingSettings) -> str:
    """What a score of exactly 0 counts as under these settings: the SGD learners predict + iff a > 0."""
    return "negative" if settings.variant in SGD_VARIANTS else settings.zero_score


def run_constant(settings: TrainingSettings, constant: float) -> float:
    """The constant coordinate c a run of these settings uses, given the document's c (its projection's).

    The linear perceptrons (classic, averaged, voted, batch, multiclass) with an intercept learn on
    x̃ = (x, c); through the origin there is no constant coordinate, and the kernel perceptron and the SGD
    learners keep c = 1 (their offset steps by η·y, or by the loss's gradient, as scikit-learn's): see
    :func:`constant_note`.
    """
    if not settings.fit_intercept or settings.variant == "kernel" or settings.variant in SGD_VARIANTS:
        return 1.0
    return float(constant)


def constant_note(settings: TrainingSettings, constant: float) -> str:
    """Why a run keeps c = 1 although the document's points were scaled with another c ("" when it does not)."""
    if constant == 1.0 or not settings.fit_intercept or run_constant(settings, constant) == constant:
        return ""
    kernel = QT_TRANSLATE_NOOP(
        "Settings",
        "The kernel perceptron keeps the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for "
        "the linear perceptrons, so R here is that of (x, 1).",
    )
    sgd = QT_TRANSLATE_NOOP(
        "Settings",
        "Logistic regression and the hinge keep the constant coordinate c = 1: the unit ball of x̃ = (x, c) with "
        "c = {c} is for the linear perceptrons, so R here is that of (x, 1).",
    )
    return Said(Sentence("Settings", kernel if settings.variant == "kernel" else sgd, {"c": short(constant, 4)}))
