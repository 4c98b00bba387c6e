"""Worksheets for File > Export Quiz, computed from the engine: nothing is stepped in the window.

A fresh run of the document's settings is stepped for the first N steps (or until its first N mistakes) and
its trace read as chained questions (:func:`core.teach.worksheet_items.worksheet_items`).  Versions for a class:
version 1 is the document's run; version k ≥ 2 shuffles the examples with the seed + k - 1, so each looks at
them in another order and the lecturer can replay it in the window (Controls: Order shuffled, that seed).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from core.learn.choices import SGD_VARIANTS
from core.learn.words import QT_TRANSLATE_NOOP, Said, SaidError, Sentence
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.quiz import check_quizzable
from core.teach.trace import Trace
from core.teach.worksheet_items import MAX_QUESTIONS, WorksheetItem, worksheet_items

if TYPE_CHECKING:
    from core.learn.engine import Learner

MAX_VERSIONS = 30  # one per row of seats, or per student of a small class


@dataclass(frozen=True, eq=False)
class WorksheetVersion:
    """One version of a worksheet: its label ("" for a single version), its questions, whether they are
    the run's first mistakes (True) or its first steps, and how many were asked for."""

    label: str
    items: list[WorksheetItem]
    mistakes_only: bool = False
    asked: int = 0  # the questions asked for (a run that converges sooner has fewer); 0: as many as it has

    @property
    def short(self) -> bool:
        """Whether the run converged before giving the questions asked for."""
        return len(self.items) < self.asked


def worksheet_refusal(settings: TrainingSettings, n_classes: int) -> str:
    """Why no worksheet can be made of these settings on this many classes ("" when one can; a :class:`Said` text:
    English, or said in the reader's language)."""
    why = check_quizzable(settings.variant, n_classes)
    if not why and settings.variant in SGD_VARIANTS:
        sgd = QT_TRANSLATE_NOOP(
            "Quiz",
            "the worksheet asks about the perceptron's mistakes and updates; logistic regression and the hinge "
            "update on every step. Choose the perceptron, averaged, voted or batch variant.",
        )
        why = Said(Sentence("Quiz", sgd))
    return why


def worksheet_versions(
    settings: TrainingSettings,
    X: np.ndarray,
    y: np.ndarray,
    constant: float = 1.0,
    *,
    count: int,
    mistakes: bool = False,
    versions: int = 1,
) -> list[WorksheetVersion]:
    """``versions`` worksheets of the first ``count`` steps (or mistakes) of fresh runs on (X, y).

    ValueError saying why when there is nothing to ask: not two classes, a variant without w, a count or a
    number of versions out of range, versions of the batch variant (the same whatever the order), or a run
    that makes no mistake.
    """
    why = worksheet_refusal(settings, len(np.unique(y)))
    if isinstance(why, Said):
        raise SaidError(why.sentence)
    if not 1 <= count <= MAX_QUESTIONS:
        raise ValueError(f"A worksheet asks 1 to {MAX_QUESTIONS} questions, not {count}.")
    if not 1 <= versions <= MAX_VERSIONS:
        raise ValueError(f"Export 1 to {MAX_VERSIONS} versions, not {versions}.")
    if versions > 1 and settings.variant == "batch":
        batch = QT_TRANSLATE_NOOP(
            "Quiz",
            "the batch variant sums an epoch's updates whatever the order, so every version would ask the same: "
            "export one version, or choose the perceptron to vary the order.",
        )
        raise SaidError(Sentence("Quiz", batch))
    out = []
    for k in range(versions):
        run = settings if k == 0 else dataclasses.replace(settings, order="shuffle", seed=settings.seed + k)
        learner = make_learner(run, X, y, constant)
        from core.learn.engine import Learner  # (make_learner loaded it: numba waits until a run is made)

        assert isinstance(learner, Learner)  # a linear variant on two classes (the refusal above)
        trace = Trace(learner)
        _step(learner, count, mistakes, run.max_epochs)
        items = worksheet_items(trace, count, mistakes_only=mistakes)
        if not items:
            nothing = QT_TRANSLATE_NOOP(
                "Quiz",
                "a fresh run of these settings makes no mistake in {epochs} epochs: there is nothing to ask about. "
                "Export its first steps instead, or start from another w₀.",
            )
            raise SaidError(Sentence("Quiz", nothing, {"epochs": learner.epoch}))
        out.append(WorksheetVersion(_label(k, versions, run), items, mistakes, count))
    return out


def _step(learner: Learner, count: int, mistakes: bool, max_epochs: int) -> None:
    """Step until ``count`` steps (or mistakes) are made, the run converges (mistakes), or ``max_epochs`` end."""
    if not mistakes:
        while learner.t < count and learner.epoch < max_epochs:
            learner.advance(count - learner.t)
        return
    while learner.n_mistakes < count and not learner.converged and learner.epoch < max_epochs:
        learner.advance(stop_on_mistake=True)


def _label(k: int, versions: int, run: TrainingSettings) -> str:
    """The version's label ("" for a single version): a :class:`Said` text, said again in the reader's language."""
    if versions == 1:
        return ""
    if run.order == "given":
        label = QT_TRANSLATE_NOOP("Worksheet", "Version {k} of {versions}: examples as given")
    else:
        label = QT_TRANSLATE_NOOP("Worksheet", "Version {k} of {versions}: examples shuffled, seed {seed}")
    return Said(Sentence("Worksheet", label, {"k": k + 1, "versions": versions, "seed": run.seed}))
