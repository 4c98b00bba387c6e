"""The questions of a quiz worksheet with their answers, read off a run's trace, chained as a student works them.

Each step of the trace (or each mistake) becomes the quiz's question (:func:`core.teach.quiz.question_of_step`):
the weights in force, the example and its label; its answer is the step's trace row.  A question whose weights
in force are the answer to the question before it is *chained*: the worksheet asks the student to start from
their own answer ("use your w from question k-1") instead of giving the weights away.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.teach.quiz import Answer, Question, expected_answer, question_of_step
from core.teach.trace import Trace

MAX_QUESTIONS = 60  # a worksheet of the first steps: a class does not work through thousands of them


@dataclass(frozen=True, eq=False)
class WorksheetItem:
    """One question with its answer (from the trace) and the score a = w·x (+ b).

    ``chained``: the weights in force are the (right) answer to the question before, so the worksheet
    asks the student to start from their own answer.
    """

    question: Question
    answer: Answer
    score: float
    chained: bool = False


def worksheet_items(trace: Trace, limit: int = MAX_QUESTIONS, *, mistakes_only: bool = False) -> list[WorksheetItem]:
    """The first ``limit`` steps of the trace (or its first ``limit`` mistakes) as chained questions (two classes)."""
    if trace.multiclass:
        raise ValueError("The quiz worksheet asks about two classes (labels −1 and +1).")
    if mistakes_only:
        steps = [int(t) for t in trace.mistakes_only()[:limit]]
    else:
        steps = list(range(trace.first_step, min(trace.last_step, trace.first_step - 1 + limit) + 1))
    items: list[WorksheetItem] = []
    for t in steps:
        row = trace.row(t)
        question, answer = question_of_step(trace, t), expected_answer(row)
        chained = bool(items) and _follows(question, items[-1].answer)
        items.append(WorksheetItem(question, answer, float(row.score), chained))
    return items


def _follows(question: Question, before: Answer) -> bool:
    """Whether the weights in force are those the answer before leaves (its new w and b, or the same ones)."""
    return before.w is not None and np.array_equal(question.w, before.w) and question.b == (before.b or 0.0)
