"""Training settings as one immutable value, and the learner they describe.

The window's control panel edits a :class:`TrainingSettings`; the training
controller turns it into a :class:`core.learn.engine.Learner` with
:func:`make_learner`.  Saving a document stores ``asdict(settings)``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from core.learn.choices import KERNEL_NAMES, VARIANTS, ZERO_SCORE_NAMES

if TYPE_CHECKING:
    from core.learn.engine import Learner

ETA_RANGE = (1e-6, 1e6)
GAMMA_RANGE = (1e-6, 1e6)
COEF0_RANGE = (-1e6, 1e6)
WEIGHT_RANGE = (-1e6, 1e6)
MAX_DEGREE = 10
HISTORY_LIMIT = 1_000_000  # mistakes kept for the trace and time travel in the app (32 MB, and as much in its copy)
ORDERS = ("given", "shuffle")


@dataclass(frozen=True)
class TrainingSettings:
    """Everything that decides what training does (all of it saved with a document)."""

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

    def __post_init__(self) -> None:
        problems = list(self._problems())
        if problems:
            raise ValueError("Invalid training settings: " + "; ".join(problems) + ".")

    def _problems(self) -> Iterator[str]:
        def within(name: str, value: float, lo: float, hi: float) -> bool:
            return isinstance(value, int | float) and np.isfinite(value) and lo <= value <= hi

        if self.variant not in VARIANTS:
            yield f"variant must be one of {', '.join(VARIANTS)}, not {self.variant!r}"
        if not within("eta", self.eta, *ETA_RANGE) or self.eta <= 0:
            yield f"the learning rate must be between {ETA_RANGE[0]:g} and {ETA_RANGE[1]:g}, not {self.eta!r}"
        if self.zero_score not in ZERO_SCORE_NAMES:
            yield f"zero_score must be one of {', '.join(ZERO_SCORE_NAMES)}, not {self.zero_score!r}"
        if self.order not in ORDERS:
            yield f"order must be one of {', '.join(ORDERS)}, not {self.order!r}"
        if self.kernel not in KERNEL_NAMES:
            yield f"kernel must be one of {', '.join(KERNEL_NAMES)}, not {self.kernel!r}"
        if not isinstance(self.max_epochs, int) or not 1 <= self.max_epochs <= 1_000_000:
            yield f"max_epochs must be a whole number from 1 to 1000000, not {self.max_epochs!r}"
        if not isinstance(self.degree, int) or not 1 <= self.degree <= MAX_DEGREE:
            yield f"degree must be a whole number from 1 to {MAX_DEGREE}, not {self.degree!r}"
        if not within("gamma", self.gamma, *GAMMA_RANGE):
            yield f"gamma must be between {GAMMA_RANGE[0]:g} and {GAMMA_RANGE[1]:g}, not {self.gamma!r}"
        if not within("coef0", self.coef0, *COEF0_RANGE):
            yield f"coef0 must be between {COEF0_RANGE[0]:g} and {COEF0_RANGE[1]:g}, not {self.coef0!r}"
        if len(self.w0) != 2 or not all(within("w0", v, *WEIGHT_RANGE) for v in self.w0):
            yield f"w0 must be two numbers between {WEIGHT_RANGE[0]:g} and {WEIGHT_RANGE[1]:g}, not {self.w0!r}"
        if not within("b0", self.b0, *WEIGHT_RANGE):
            yield f"b0 must be a number between {WEIGHT_RANGE[0]:g} and {WEIGHT_RANGE[1]:g}, not {self.b0!r}"

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values."""
        d = asdict(self)
        d["w0"] = list(self.w0)
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TrainingSettings:
        """Settings from :meth:`to_dict` output; unknown keys are refused, missing ones take defaults."""
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(f"Unknown training settings {unknown}; known ones are {sorted(names)}.")
        values = dict(data)
        if "w0" in values:
            values["w0"] = tuple(float(v) for v in values["w0"])
        return cls(**values)

    def with_(self, **changes: Any) -> TrainingSettings:
        """A copy with some settings changed (validated)."""
        return replace(self, **changes)


def make_learner(settings: TrainingSettings, X: np.ndarray, y: np.ndarray) -> Learner:
    """The learner for these settings on points (X, y); y are labels, mapped to sorted class indices."""
    # Imported here: they load numba, which the window does not need before training starts.
    from core.learn.engine import Learner
    from core.learn.kernels import make_kernel

    classes, y_idx = np.unique(y, return_inverse=True)
    K = len(classes)
    w0 = b0 = None
    if K == 2:
        w0 = np.array(settings.w0, dtype=np.float64)
        b0 = np.array([settings.b0 if settings.fit_intercept else 0.0])
    kernel = None
    if settings.variant == "kernel":
        kernel = make_kernel(settings.kernel, X, degree=settings.degree, gamma=settings.gamma, coef0=settings.coef0)
    return Learner(
        X,
        y_idx,
        K,
        variant=settings.variant,
        eta=settings.eta,
        fit_intercept=settings.fit_intercept,
        zero_score=settings.zero_score,
        shuffle=settings.order == "shuffle",
        rng=np.random.default_rng(settings.seed),
        kernel=kernel,
        w0=w0,
        b0=b0,
        record_history=True,
        history_limit=HISTORY_LIMIT,
    )
