"""The facts of the step about to be taken, from the quiz's question (:mod:`core.teach.quiz`), for the live class."""

from __future__ import annotations

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, SaidError, Sentence
from core.session.live.questions import StepFacts
from core.teach.quiz import Question as QuizQuestion

ONE_EXAMPLE = QT_TRANSLATE_NOOP(
    "LiveClass", "The live class asks about one example's update: choose the perceptron, averaged or voted."
)
TWO_FEATURES = QT_TRANSLATE_NOOP("LiveClass", "The live class asks about two features.")


def step_facts(question: QuizQuestion, X: np.ndarray, y_signs: np.ndarray) -> StepFacts:
    """What the room is asked about: the example, w and b before the step, ŷ, whether it is a mistake and w, b after.

    The score sums w₁x₁ + w₂x₂ first, then b, as the engine does; ŷ and the mistake follow the run's score-0 rule;
    on a mistake w moves by η·y·x (and b by η·y with an offset). Two features, the perceptron's own update (the
    averaged and voted variants update their current w the same way); the batch variant is refused.
    """
    if question.batch:
        raise SaidError(Sentence("LiveClass", ONE_EXAMPLE))
    if question.x.shape != (2,):
        raise SaidError(Sentence("LiveClass", TWO_FEATURES))
    w, x, y, b = question.w, question.x, question.y, question.b
    score = float(w[0] * x[0] + w[1] * x[1]) + b
    rule = question.zero_score
    if rule == "mistake":
        y_hat = 1 if score > 0 else -1 if score < 0 else 0
        mistake = y * score <= 0
    else:
        y_hat = 1 if (score >= 0 if rule == "positive" else score > 0) else -1
        mistake = y_hat != y
    w_after, b_after = (float(w[0]), float(w[1])), b
    if mistake:
        w_after = (float(w[0] + question.eta * y * x[0]), float(w[1] + question.eta * y * x[1]))
        if question.fit_intercept:
            b_after = b + question.eta * y
    points = tuple((float(p[0]), float(p[1]), int(s)) for p, s in zip(X, y_signs, strict=True))
    return StepFacts(
        step=question.t,
        x=(float(x[0]), float(x[1])),
        y=y,
        w=(float(w[0]), float(w[1])),
        b=float(b),
        w_after=w_after,
        b_after=float(b_after),
        y_hat=y_hat,
        mistake=bool(mistake),
        points=points,
        zero_predicts_nothing=rule == "mistake",
    )
