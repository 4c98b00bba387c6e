"""What a variant's run has, as properties: what differs between the learners, asked by name.

A view asks ``traits.primal`` ("is the model a weight vector w in the input space?") instead of comparing
the variant's name with ``"kernel"``; a new variant then says what it has in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from core.learn.choices import ONLINE_LINEAR, SGD_VARIANTS, WINDOW_VARIANTS


@dataclass(frozen=True)
class Traits:
    """What a run of one variant has.

    ``primal``: the model is a weight vector w (and b) in the input space (every variant but the kernel
    perceptron); ``dual``: it is a weighted sum over support vectors (the kernel perceptron); ``averaged``: it
    also keeps the averaged w̄ (drawn as its own line); ``voted``: its prediction is a vote of all its
    hypotheses; ``batch``: one step looks at a whole epoch; ``loss``: it descends a loss (logistic regression
    and the hinge: a step with a nonzero loss gradient moves w, not only a mistake); ``penalty``: its step
    also shrinks w by its L2 penalty (the hinge); ``probability``: it reads P(y = +1 | x) (logistic
    regression); ``online``: an online perceptron on w (plain, averaged, voted), what the convergence theorem
    and the overlays are about.
    """

    variant: str
    primal: bool
    dual: bool
    averaged: bool
    voted: bool
    batch: bool
    loss: bool
    penalty: bool
    probability: bool
    online: bool


@cache
def traits(variant: str) -> Traits:
    """The traits of ``variant`` (one of :data:`core.learn.choices.WINDOW_VARIANTS`)."""
    if variant not in WINDOW_VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(WINDOW_VARIANTS)}, not {variant!r}")
    return Traits(
        variant=variant,
        primal=variant != "kernel",
        dual=variant == "kernel",
        averaged=variant == "averaged",
        voted=variant == "voted",
        batch=variant == "batch",
        loss=variant in SGD_VARIANTS,
        penalty=variant == "hinge",
        probability=variant == "logistic",
        online=variant in ONLINE_LINEAR,
    )
