"""Predict-the-update quiz: the question before a step, the right answer from the trace, the verdict and score.

Before a step the student sees the weights in force (w, b), the example x and its label y,
and answers: the prediction ŷ, whether it is a mistake, and on a mistake the new w and b.
The right answer is never computed here: it is the trace row of the step
(:class:`core.teach.trace.Trace`, the engine's own run), so the quiz agrees with the window's
trace table by construction.  What is computed here is which example comes next (from the
epoch's order), the comparison, and the running score.

Labels are -1/+1 (two classes only).  Under ``zero_score="mistake"`` a score of exactly 0
predicts neither class: the trace's prediction is 0 and the student answers 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from core.learn import orders
from core.learn.words import QT_TRANSLATE_NOOP, Said, Sentence, Translate, english
from core.teach.numbers import number_text, parse_number, vector_text
from core.teach.trace import Trace, TraceRow

REL_TOL = 1e-6  # typed numbers count as right within this relative tolerance (0.1 + 0.2 is 0.3)
ABS_TOL = 1e-9


@dataclass(frozen=True, eq=False)
class Question:
    """What the student sees before step ``t``: the weights in force, the example and its label.

    ``w`` (d,) and ``b`` are the weights before the step; ``y`` is -1 or +1; ``epoch`` counts from 1.
    ``batch``: the batch variant, whose weights change only at the epoch's end (the new w of a row
    is then the epoch-start w, except at the epoch's last row).
    """

    t: int
    epoch: int
    index: int
    x: np.ndarray
    y: int
    w: np.ndarray
    b: float
    eta: float
    fit_intercept: bool
    zero_score: str
    batch: bool

    @property
    def predictions(self) -> tuple[int, ...]:
        """The predictions a student may answer: +1 and -1, and 0 (no class) where a zero score is a mistake."""
        return (1, -1, 0) if self.zero_score == "mistake" else (1, -1)

    def rule(self, localise: Translate = english) -> str:
        """The prediction rule in force, in the notes' words (in the reader's language by ``localise``)."""
        score = "w·x + b" if self.fit_intercept else "w·x"
        text = {
            "mistake": QT_TRANSLATE_NOOP(
                "Quiz", "ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)"
            ),
            "positive": QT_TRANSLATE_NOOP("Quiz", "ŷ = +1 iff {score} ≥ 0 (CMU, note 002)"),
            "negative": QT_TRANSLATE_NOOP("Quiz", "ŷ = +1 iff {score} > 0, so a score of 0 predicts −1 (note 001)"),
        }[self.zero_score]
        return localise("Quiz", text).format(score=score)

    def update_rule(self, localise: Translate = english) -> str:
        """The update on a mistake, with this run's η (in the reader's language by ``localise``)."""
        eta = "" if self.eta == 1.0 else f"{self.eta:g}·"
        update = f"w ← w + {eta}y·x"
        if self.fit_intercept:
            update += f", b ← b + {eta}y"
        text = localise("Quiz", QT_TRANSLATE_NOOP("Quiz", "on a mistake {update}")).format(update=update)
        if self.batch:
            text += " " + localise(
                "Quiz", QT_TRANSLATE_NOOP("Quiz", "(batch: summed over the epoch, applied at its end)")
            )
        return text


@dataclass(frozen=True, eq=False)
class Answer:
    """A prediction, whether it is a mistake, and (on a mistake) the new w and b (b None without intercept)."""

    prediction: int
    mistake: bool
    w: np.ndarray | None = None
    b: float | None = None


@dataclass(frozen=True)
class Part:
    """One graded part of an answer: its name, whether it was right, the right value and the one given."""

    name: str
    right: bool
    expected: str
    given: str


@dataclass(frozen=True, eq=False)
class Verdict:
    """The graded answer to one question, with the right answer (from the trace row) and its score a."""

    question: Question
    answer: Answer
    expected: Answer
    score: float
    parts: tuple[Part, ...]

    @property
    def points(self) -> int:
        """Parts answered right."""
        return sum(part.right for part in self.parts)

    @property
    def out_of(self) -> int:
        """Parts asked."""
        return len(self.parts)

    @property
    def right(self) -> bool:
        """Every part right."""
        return self.points == self.out_of


@dataclass(frozen=True)
class QuizScore:
    """The running score: questions graded, how many fully right, and the parts right out of those asked."""

    questions: int = 0
    fully_right: int = 0
    points: int = 0
    out_of: int = 0

    def add(self, verdict: Verdict) -> QuizScore:
        """The score with one more graded question."""
        return QuizScore(
            self.questions + 1,
            self.fully_right + int(verdict.right),
            self.points + verdict.points,
            self.out_of + verdict.out_of,
        )

    def text(self, localise: Translate = english) -> str:
        """E.g. "Score: 4 of 6 steps fully right · 15 of 18 parts" (in the reader's language by ``localise``)."""
        if not self.questions:
            return localise("Quiz", QT_TRANSLATE_NOOP("Quiz", "Score: no step answered yet"))
        if self.questions == 1:
            text = QT_TRANSLATE_NOOP("Quiz", "Score: {right} of {n} step fully right  ·  {points} of {out_of} parts")
        else:
            text = QT_TRANSLATE_NOOP("Quiz", "Score: {right} of {n} steps fully right  ·  {points} of {out_of} parts")
        return localise("Quiz", text).format(
            right=self.fully_right, n=self.questions, points=self.points, out_of=self.out_of
        )


def check_quizzable(variant: str, n_classes: int) -> str:
    """Why the quiz cannot ask about a run of this variant on this many classes ("" when it can; a :class:`Said`
    text: English, or said in the reader's language)."""
    if n_classes != 2:
        two = QT_TRANSLATE_NOOP(
            "Quiz",
            "The quiz asks about two classes (labels −1 and +1); this point set has {n}. Delete the points of the "
            "other classes, or open a two-class example.",
        )
        return Said(Sentence("Quiz", two, {"n": n_classes}))
    if variant == "kernel":
        kernel = QT_TRANSLATE_NOOP(
            "Quiz",
            "The quiz asks for the new weight vector w; the kernel perceptron has none. Choose the perceptron, "
            "averaged, voted or batch variant.",
        )
        return Said(Sentence("Quiz", kernel))
    return ""


def upcoming_index(trace: Trace, *, shuffled: bool, seed: int) -> int:
    """The index of the example the next step looks at, as the engine will choose it.

    Within an epoch it is the epoch's order at the current position.  A shuffled epoch's order is
    drawn when its first step is taken: the engine's generator (``default_rng(seed)``, the learner
    of :func:`core.session.engine_run.make_learner`) is replayed from its state before the last draw.
    """
    src = trace.learner
    n = src.n_samples
    drawing = shuffled and not trace.batch
    if src.pos > 0 or not drawing:
        return int(src.order_of_epoch(src.epoch)[src.pos])
    drawn: Sequence[orders.DrawnOrder] = getattr(src, "drawn_orders", ())
    if not drawn:
        rng = np.random.default_rng(seed)
    else:
        _, is_generator, state = drawn[-1]
        if not is_generator:
            raise ValueError("The quiz replays NumPy Generator shuffles only.")
        bits = getattr(np.random, state["bit_generator"])()
        bits.state = state
        rng = np.random.default_rng(bits)
        rng.permutation(n)  # the last epoch's draw, already used
    return int(rng.permutation(n)[0])


def next_question(trace: Trace, *, shuffled: bool = False, seed: int = 0) -> Question:
    """The question for the step after the trace's last one (the trace must be up to date with the run)."""
    src = trace.learner
    if trace.multiclass:
        raise ValueError("The quiz asks about two classes only.")
    W, b = trace.weights_after(trace.last_step)
    index = upcoming_index(trace, shuffled=shuffled, seed=seed)
    return _question(trace, trace.last_step + 1, src.epoch + 1, index, W[0], float(b[0]))


def question_of_step(trace: Trace, t: int) -> Question:
    """The question a student would have been asked before step ``t`` (a step already in the trace)."""
    row = trace.row(t)
    W, b = trace.weights_after(t - 1)
    return _question(trace, t, row.epoch, row.index, W[0], float(b[0]))


def _question(trace: Trace, t: int, epoch: int, index: int, w: np.ndarray, b: float) -> Question:
    src = trace.learner
    x = np.array(src.X[index], dtype=np.float64)
    y = 1 if int(src.y_idx[index]) == 1 else -1
    return Question(
        t=t, epoch=epoch, index=index, x=x, y=y, w=np.array(w, dtype=np.float64), b=b, eta=float(src.eta),
        fit_intercept=bool(src.fit_intercept), zero_score=src.zero_score, batch=trace.batch,
    )  # fmt: skip


def expected_answer(row: TraceRow) -> Answer:
    """The right answer to a question: what the trace row of its step says (two classes)."""
    return Answer(int(row.prediction), bool(row.mistake), np.array(row.w, dtype=np.float64), float(row.b))


def parse_answer(
    question: Question, prediction: int | None, mistake: bool | None, w_texts: Sequence[str], b_text: str
) -> Answer:
    """The student's answer from the panel's fields; ValueError naming the field that is missing or wrong.

    The new w (and b, with an intercept) are read only when the student says it is a mistake.
    """
    if prediction is None:
        choices = ", ".join(_sign(p) for p in question.predictions)
        raise ValueError(f"Choose the prediction ŷ ({choices}).")
    if prediction not in question.predictions:
        raise ValueError(f"The prediction ŷ must be one of {', '.join(_sign(p) for p in question.predictions)}.")
    if mistake is None:
        raise ValueError("Say whether this step is a mistake (yes or no).")
    if not mistake:
        return Answer(prediction, False)
    d = len(question.x)
    if len(w_texts) != d:
        raise ValueError(f"The new w has {d} numbers, not {len(w_texts)}.")
    w = np.array([parse_number(text, f"New w{_sub(j + 1)}") for j, text in enumerate(w_texts)])
    b = parse_number(b_text, "New b") if question.fit_intercept else None
    return Answer(prediction, True, w, b)


def grade(question: Question, answer: Answer, row: TraceRow) -> Verdict:
    """Compare an answer with the trace row of the question's step.

    Parts: ŷ and "mistake?" always; on a mistake the new w, and the new b with an intercept
    (not given, they count as wrong).  ValueError when the row is not the question's step or example.
    """
    if row.t != question.t or row.index != question.index:
        raise ValueError(
            f"The quiz asked about step {question.t} (example {question.index + 1}), "
            f"but the run's step {row.t} looked at example {row.index + 1}."
        )
    expected = expected_answer(row)
    parts = [
        Part("ŷ", answer.prediction == expected.prediction, _sign(expected.prediction), _sign(answer.prediction)),
        Part("mistake?", answer.mistake == expected.mistake, _yes(expected.mistake), _yes(answer.mistake)),
    ]
    if expected.mistake:
        assert expected.w is not None and expected.b is not None
        given_w = answer.w if answer.mistake else None
        w_right = given_w is not None and _close(given_w, expected.w)
        parts.append(Part("new w", w_right, vector_text(expected.w), "—" if given_w is None else vector_text(given_w)))
        if question.fit_intercept:
            given_b = answer.b if answer.mistake else None
            b_right = given_b is not None and _close(np.array([given_b]), np.array([expected.b]))
            parts.append(
                Part("new b", b_right, number_text(expected.b), "—" if given_b is None else number_text(given_b))
            )
    return Verdict(question, answer, expected, float(row.score), tuple(parts))


def _close(given: np.ndarray, expected: np.ndarray) -> bool:
    return given.shape == expected.shape and bool(np.allclose(given, expected, rtol=REL_TOL, atol=ABS_TOL))


def _sign(p: int) -> str:
    return "+1" if p > 0 else "−1" if p < 0 else "0"


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _sub(k: int) -> str:
    return str(k).translate(str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉"))
