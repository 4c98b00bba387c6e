"""File > Export Quiz: the steps of a run as a LaTeX worksheet (the questions) and its answer key.

Each step of the trace becomes the quiz's question (:func:`core.teach.quiz.question_of_step`):
the weights in force, the example and its label; the student writes the score a, the
prediction ŷ, whether it is a mistake and, on a mistake, the new w and b.  The answer key is the
same document with the answers from the trace rows filled in.  Both are standalone
``article`` documents that need no package beyond LaTeX's own, written atomically.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.files.atomic import atomic_write_text
from core.teach.quiz import Answer, Question, expected_answer, question_of_step
from core.teach.trace import Trace

MAX_QUESTIONS = 60  # a worksheet of the first steps: a class does not work through thousands of them
BLANK = r"\underline{\hspace{2.5cm}}"
SHORT_BLANK = r"\underline{\hspace{1.2cm}}"


@dataclass(frozen=True, eq=False)
class WorksheetItem:
    """One question of the worksheet with its answer (from the trace) and the score a = w·x (+ b)."""

    question: Question
    answer: Answer
    score: float


@dataclass(frozen=True)
class WorksheetFiles:
    """Where the worksheet and its key were written, and how many of the run's steps they hold."""

    questions: Path
    key: Path
    steps: int
    steps_in_run: int


def worksheet_items(trace: Trace, limit: int = MAX_QUESTIONS) -> list[WorksheetItem]:
    """The first ``limit`` steps of the trace as questions with their answers (two classes)."""
    if trace.multiclass:
        raise ValueError("The quiz worksheet asks about two classes (labels −1 and +1).")
    stop = min(trace.last_step, trace.first_step - 1 + limit)
    items = []
    for t in range(trace.first_step, stop + 1):
        row = trace.row(t)
        items.append(WorksheetItem(question_of_step(trace, t), expected_answer(row), float(row.score)))
    return items


def key_path(path: str | os.PathLike) -> Path:
    """The answer key's file next to the worksheet: ``quiz.tex`` → ``quiz-key.tex``."""
    p = Path(path)
    suffix = p.suffix or ".tex"
    return p.with_name(f"{p.stem}-key{suffix}")


def write_worksheet(path: str | os.PathLike, trace: Trace, title: str = "Perceptron quiz") -> WorksheetFiles:
    """Write the worksheet at ``path`` and its answer key beside it (:func:`key_path`), each atomically.

    ValueError when the run has no step yet; OSError (with a plain reason) when a file cannot be written.
    """
    items = worksheet_items(trace)
    if not items:
        raise ValueError("The run has no step yet: step (Space) or run first; the worksheet asks about its steps.")
    target, key = Path(path), key_path(path)
    if target.resolve() == key.resolve():
        raise ValueError(f"{target}: the worksheet and its key would be the same file.")
    atomic_write_text(target, worksheet_latex(items, key=False, title=title))
    atomic_write_text(key, worksheet_latex(items, key=True, title=title))
    return WorksheetFiles(target, key, len(items), len(trace))


def worksheet_latex(items: list[WorksheetItem], *, key: bool, title: str = "Perceptron quiz") -> str:
    """The worksheet (``key=False``) or its answer key as a LaTeX document."""
    if not items:
        raise ValueError("A worksheet needs at least one step.")
    first = items[0].question
    heading = f"{_escape(title)} --- answer key" if key else _escape(title)
    lines = [
        r"\documentclass[11pt]{article}",
        r"\begin{document}",
        r"\setlength{\parindent}{0pt}",
        rf"\section*{{{heading}}}",
        _rules(first),
        "",
        r"\begin{enumerate}",
    ]
    for item in items:
        lines.extend(_item(item, key))
    lines += [r"\end{enumerate}", r"\end{document}"]
    return "\n".join(lines) + "\n"


def _rules(q: Question) -> str:
    score = r"\mathbf{w}\cdot\mathbf{x} + b" if q.fit_intercept else r"\mathbf{w}\cdot\mathbf{x}"
    predict = {
        "mistake": rf"$\hat{{y}} = \mathrm{{sign}}(a)$ with $a = {score}$; a score $a = 0$ predicts no class "
        r"(write $\hat{y} = 0$) and counts as a mistake.",
        "positive": rf"$\hat{{y}} = +1$ if $a = {score} \geq 0$, else $\hat{{y}} = -1$.",
        "negative": rf"$\hat{{y}} = +1$ if $a = {score} > 0$, else $\hat{{y}} = -1$ (a score of 0 predicts $-1$).",
    }[q.zero_score]
    eta = "" if q.eta == 1.0 else r"\eta "
    update = rf"$\mathbf{{w}} \leftarrow \mathbf{{w}} + {eta}y\,\mathbf{{x}}$"
    if q.fit_intercept:
        update += rf" and $b \leftarrow b + {eta}y$"
    text = (
        rf"For each step you are given the weights in force before it and the example $(\mathbf{{x}}, y)$. "
        rf"Prediction: {predict} Mistake: $\hat{{y}} \neq y$. On a mistake: {update}"
    )
    if q.eta != 1.0:
        text += rf", with $\eta = {_number(q.eta)}$"
    if q.batch:
        text += r" (batch variant: the updates of an epoch are summed and applied at its end)"
    return text + ". Write $a$, $\\hat{y}$, whether it is a mistake and, on a mistake, the new weights."


def _item(item: WorksheetItem, key: bool) -> list[str]:
    q, a = item.question, item.answer
    given = rf"$\mathbf{{w}} = {_vector(q.w)}$"
    if q.fit_intercept:
        given += rf", $b = {_number(q.b)}$"
    given += rf", $\mathbf{{x}} = {_vector(q.x)}$, $y = {_sign(q.y)}$."
    weights = r"new $\mathbf{w}$ = "
    if key:
        mistake = r"\textbf{yes}" if a.mistake else r"\textbf{no}"
        if a.mistake:
            assert a.w is not None and a.b is not None
            weights += rf"$\mathbf{{{_vector(a.w)}}}$"
            if q.fit_intercept:
                weights += rf", new $b = \mathbf{{{_number(a.b)}}}$"
        else:
            weights = "(no update)"
        answers = [
            rf"$a = \mathbf{{{_number(item.score)}}}$",
            rf"$\hat{{y}} = \mathbf{{{_sign(a.prediction)}}}$",
            f"mistake? {mistake}",
            weights,
        ]
    else:
        blanks = ", ".join([SHORT_BLANK] * len(q.x))
        weights += f"$($ {blanks} $)$"
        if q.fit_intercept:
            weights += rf", new $b$ = {SHORT_BLANK}"
        answers = [f"$a$ = {BLANK}", rf"$\hat{{y}}$ = {SHORT_BLANK}", "mistake? yes / no", weights + " (on a mistake)"]
    return [
        rf"\item Step $t = {q.t}$ (epoch {q.epoch}, example {q.index + 1}): {given}",
        r"\begin{itemize}",
        *(rf"\item {text}" for text in answers),
        r"\end{itemize}",
    ]


def _number(v: float) -> str:
    v = float(v)
    if v == int(v) and abs(v) < 1e9:
        return str(int(v))
    text = f"{v:.4g}"
    if "e" in text:
        mantissa, exponent = text.split("e")
        return f"{mantissa} \\times 10^{{{int(exponent)}}}"
    return text


def _vector(v: np.ndarray) -> str:
    return "(" + ", ".join(_number(x) for x in np.ravel(v)) + ")"


def _sign(p: int) -> str:
    return "+1" if p > 0 else "-1" if p < 0 else "0"


def _escape(text: str) -> str:
    specials = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}  # fmt: skip
    return "".join(specials.get(c, c) for c in text)
