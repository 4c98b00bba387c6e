"""Questions about one step of a run, their answers, and which answers are right.

Four kinds: ``mistake`` ("mistake or not?"), ``yhat`` ("what is ŷ?"), ``w_after`` ("where is w after this step?",
a point in weight space) and ``boundary`` ("where will the boundary be after this step?", a line on the canvas).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from core.learn.words import QT_TRANSLATE_NOOP, SaidError, Sentence
from core.session.live.messages import RefusalError

KINDS = ("mistake", "yhat", "w_after", "boundary")
PROMPTS = {
    "mistake": QT_TRANSLATE_NOOP("LivePage", "Is this step a mistake?"),
    "yhat": QT_TRANSLATE_NOOP("LivePage", "What is ŷ for this point?"),
    "w_after": QT_TRANSLATE_NOOP("LivePage", "Where is w after this step? Drag the tip of w (or type it)."),
    "boundary": QT_TRANSLATE_NOOP("LivePage", "Where will the boundary be after this step? Drag the line's two ends."),
}
"""Each kind's question, English (the students' page and the summary say it in the class's language)."""
CHOICES = {"mistake": ("mistake", "no mistake"), "yhat": ("+1", "-1")}
"""The choices as the room keeps and exports them (the page and the dock show the words in the class's language:
:data:`CHOICE_WORDS`)."""
CHOICE_WORDS = (QT_TRANSLATE_NOOP("LivePage", "mistake"), QT_TRANSLATE_NOOP("LivePage", "no mistake"))
MAX_COORDINATE = 1e6
W_TOLERANCE = 0.1
"""A w answer counts as right within 10 % of the scale (the larger of |w after|, |w before| and 1)."""
ANGLE_TOLERANCE_DEG = 10.0
OFFSET_TOLERANCE = 0.1
"""A line counts as right when its normal is within 10° and its offset within 10 % of the data's span."""


@dataclass(frozen=True)
class StepFacts:
    """One step of a run as the window shows it: the example looked at, w and b before and after it.

    ``points`` are the document's points ((x1, x2, ±1) triples) for the students' page to draw.
    """

    step: int
    x: tuple[float, float]
    y: int
    w: tuple[float, float]
    b: float
    w_after: tuple[float, float]
    b_after: float
    y_hat: int
    mistake: bool
    points: tuple[tuple[float, float, int], ...] = ()
    zero_predicts_nothing: bool = False
    """Under the rule "a score of 0 is a mistake" ŷ may be 0 (no class): then it is one of the choices."""

    def span(self) -> float:
        """The width of the data's box (at least 1): the scale of a line's offset."""
        xs = [p[0] for p in self.points] + [self.x[0]]
        ys = [p[1] for p in self.points] + [self.x[1]]
        return max(1.0, max(xs) - min(xs), max(ys) - min(ys))


@dataclass(frozen=True)
class Question:
    """A question asked of the room, number ``qid``, about one step."""

    qid: int
    kind: str
    facts: StepFacts

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"A question's kind is one of {', '.join(KINDS)}, not {self.kind!r}.")
        if self.kind == "boundary" and self.facts.w_after == (0.0, 0.0):
            raise SaidError(
                Sentence(
                    "LiveClass",
                    QT_TRANSLATE_NOOP("LiveClass", "After this step w is 0: there is no boundary to ask about."),
                )
            )

    @property
    def choices(self) -> tuple[str, ...]:
        """The choices of a multiple-choice question (empty for w and boundary questions)."""
        if self.kind == "yhat" and self.facts.zero_predicts_nothing:
            return (*CHOICES["yhat"], "0")
        return CHOICES.get(self.kind, ())

    def truth(self) -> Any:
        """The right answer: a choice, w after the step (w1, w2), or the boundary (w1, w2, b) after it."""
        f = self.facts
        if self.kind == "mistake":
            return "mistake" if f.mistake else "no mistake"
        if self.kind == "yhat":
            return {1: "+1", -1: "-1", 0: "0"}[f.y_hat]
        if self.kind == "w_after":
            return f.w_after
        return (*f.w_after, f.b_after)

    def parse_answer(self, raw: object) -> Any:
        """A student's answer in canonical form (a choice string or a tuple of floats), or :class:`RefusalError`."""
        if self.choices:
            if raw not in self.choices:
                raise RefusalError(
                    QT_TRANSLATE_NOOP("LivePage", "The answer is one of {choices}."), choices=", ".join(self.choices)
                )
            return raw
        size = 2 if self.kind == "w_after" else 3
        if not isinstance(raw, list) or len(raw) != size:
            raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "The answer is a list of {n} numbers."), n=size)
        values = []
        for v in raw:
            if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
                raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "The answer's numbers must be finite."))
            if abs(v) > MAX_COORDINATE:
                raise RefusalError(
                    QT_TRANSLATE_NOOP("LivePage", "The answer's numbers lie within ±{most}."),
                    most=f"{MAX_COORDINATE:g}",
                )
            values.append(float(v))
        if self.kind == "boundary" and values[0] == 0.0 and values[1] == 0.0:
            raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "A line needs two different ends."))
        return tuple(values)

    def is_correct(self, answer: Any) -> bool:
        """Whether a parsed answer is right (within the tolerances above for w and lines)."""
        truth = self.truth()
        if self.choices:
            return bool(answer == truth)
        f = self.facts
        if self.kind == "w_after":
            scale = max(1.0, math.hypot(*f.w_after), math.hypot(*f.w))
            return math.hypot(answer[0] - truth[0], answer[1] - truth[1]) <= W_TOLERANCE * scale
        n_true = math.hypot(truth[0], truth[1])
        n_ans = math.hypot(answer[0], answer[1])
        cos = (answer[0] * truth[0] + answer[1] * truth[1]) / (n_true * n_ans)
        sign = 1.0 if cos >= 0 else -1.0
        if abs(cos) < math.cos(math.radians(ANGLE_TOLERANCE_DEG)):
            return False
        offset_true = truth[2] / n_true
        offset_ans = sign * answer[2] / n_ans
        return abs(offset_true - offset_ans) <= OFFSET_TOLERANCE * f.span()

    def student_view(self) -> dict[str, Any]:
        """What a student's page gets when asked: the step as it stands, never the answer."""
        f = self.facts
        view: dict[str, Any] = {
            "q": self.qid,
            "kind": self.kind,
            "prompt": PROMPTS[self.kind],
            "choices": list(self.choices),
            "step": f.step,
            "x": list(f.x),
            "y": f.y,
            "w": list(f.w),
            "b": f.b,
            "points": [list(p) for p in f.points],
        }
        return view
