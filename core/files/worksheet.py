"""File > Export Quiz: worksheets (the questions) and their answer key as LaTeX, written atomically.

The questions are :class:`core.teach.worksheet_items.WorksheetItem`: the weights in force, the example and
its label; the student writes the score a, the prediction ŷ, whether it is a mistake and, on a mistake, the
new w and b.  Questions chain: one whose weights are the answer to the question before says "your w from
question k-1" instead of giving them.  The key is the same document with the whole chain written out (the
weights before each step) and the answers from the trace rows.  Several versions (one per row of seats) go
into one file each, a version a page; both are standalone ``article`` documents that need no package.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.files.atomic import atomic_write_text
from core.learn.words import QT_TRANSLATE_NOOP, Translate, english, said
from core.session.quiz_runs import WorksheetVersion
from core.teach.quiz import Question
from core.teach.trace import Trace
from core.teach.worksheet_items import MAX_QUESTIONS, WorksheetItem, worksheet_items

__all__ = [
    "MAX_QUESTIONS",
    "WorksheetFiles",
    "key_path",
    "worksheet_items",
    "worksheet_latex",
    "write_worksheet",
    "write_worksheets",
]

BLANK = r"\underline{\hspace{2.5cm}}"
SHORT_BLANK = r"\underline{\hspace{1.2cm}}"


@dataclass(frozen=True)
class WorksheetFiles:
    """Where the worksheets and their keys were written, how many questions each has, and how many versions."""

    questions: Path
    key: Path
    steps: int
    steps_in_run: int
    versions: int = 1


def key_path(path: str | os.PathLike) -> Path:
    """The answer key's file next to the worksheet: ``quiz.tex`` → ``quiz-key.tex``."""
    p = Path(path)
    suffix = p.suffix or ".tex"
    return p.with_name(f"{p.stem}-key{suffix}")


def write_worksheet(path: str | os.PathLike, trace: Trace, title: str = "Perceptron quiz") -> WorksheetFiles:
    """Write the worksheet of a run's first steps at ``path`` and its answer key beside it (:func:`key_path`).

    ValueError when the run has no step yet; OSError (with a plain reason) when a file cannot be written.
    """
    items = worksheet_items(trace)
    if not items:
        raise ValueError("The run has no step yet: step (Space) or run first; the worksheet asks about its steps.")
    written = write_worksheets(path, [WorksheetVersion("", items)], title)
    return WorksheetFiles(written.questions, written.key, len(items), len(trace))


def write_worksheets(
    path: str | os.PathLike,
    versions: list[WorksheetVersion],
    title: str = "Perceptron quiz",
    localise: Translate = english,
) -> WorksheetFiles:
    """Write the versions' worksheets at ``path`` (a version a page) and their keys beside it, each atomically;
    their headings in the reader's language by ``localise`` (:mod:`core.learn.words`)."""
    if not versions or not all(v.items for v in versions):
        raise ValueError("A worksheet needs at least one step.")
    target, key = Path(path), key_path(path)
    if os.path.realpath(target) == os.path.realpath(key):  # Path.resolve raises on a link to itself
        raise ValueError(f"{target}: the worksheet and its key would be the same file.")
    atomic_write_text(target, worksheet_document(versions, key=False, title=title, localise=localise))
    atomic_write_text(key, worksheet_document(versions, key=True, title=title, localise=localise))
    steps = len(versions[0].items)
    return WorksheetFiles(target, key, steps, steps, len(versions))


def worksheet_latex(items: list[WorksheetItem], *, key: bool, title: str = "Perceptron quiz") -> str:
    """The worksheet (``key=False``) or its answer key of one list of questions, as a LaTeX document."""
    if not items:
        raise ValueError("A worksheet needs at least one step.")
    return worksheet_document([WorksheetVersion("", items)], key=key, title=title)


def worksheet_document(
    versions: list[WorksheetVersion], *, key: bool, title: str = "Perceptron quiz", localise: Translate = english
) -> str:
    """The worksheets (``key=False``) or their answer keys as one LaTeX document, a version a page; the headings
    (the title, "answer key", "Name") in the reader's language by ``localise``."""
    answer_key = localise("Worksheet", QT_TRANSLATE_NOOP("Worksheet", "{title} --- answer key"))
    heading = _escape(answer_key).replace(r"\{title\}", _escape(title)) if key else _escape(title)
    name = _escape(localise("Worksheet", QT_TRANSLATE_NOOP("Worksheet", "Name:")))
    lines = [
        r"\documentclass[11pt]{article}",
        # a little more of the page than article's default margins, without a package
        r"\addtolength{\textheight}{4cm}",
        r"\addtolength{\topmargin}{-2cm}",
        r"\addtolength{\textwidth}{3cm}",
        r"\addtolength{\oddsidemargin}{-1.5cm}",
        r"\begin{document}",
        r"\setlength{\parindent}{0pt}",
        r"\interlinepenalty=10000",  # no page break inside a paragraph: one question, one paragraph
    ]
    for k, version in enumerate(versions):
        if k:  # a version a handout: its own pages, numbered from 1
            lines += [r"\clearpage", r"\setcounter{page}{1}"]
        lines.append(rf"\section*{{{heading}}}")
        if version.label:
            lines += [rf"\textbf{{{_escape(said(version.label, localise))}}}", ""]
        if not key:
            lines += [name + r" \underline{\hspace{6cm}}\medskip", ""]
        lines += [_rules(version.items[0].question, version.mistakes_only, localise), ""]
        if version.short:
            lines += [_short_note(version, localise), ""]
        lines += [r"\begin{enumerate}", r"\setlength{\itemsep}{4pt}"]
        for number, item in enumerate(version.items, start=1):
            lines.extend(_item(item, key, number, localise))
        lines.append(r"\end{enumerate}")
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def _say(localise: Translate, template: str, **values: str | int) -> str:
    """A marked template of the worksheet in the reader's language, its values (the LaTeX math) filled in."""
    return localise("Worksheet", template).format(**values)


def _rules(q: Question, mistakes_only: bool = False, localise: Translate = english) -> str:
    score = r"\mathbf{w}\cdot\mathbf{x} + b" if q.fit_intercept else r"\mathbf{w}\cdot\mathbf{x}"
    plus, minus = r"$\hat{y} = +1$", r"$\hat{y} = -1$"
    if q.zero_score == "mistake":
        predict = _say(
            localise,
            QT_TRANSLATE_NOOP(
                "Worksheet",
                "{prediction} with {score}; a score {zero} predicts no class (write {no_class}) and counts as a "
                "mistake.",
            ),
            prediction=r"$\hat{y} = \mathrm{sign}(a)$",
            score=f"$a = {score}$",
            zero="$a = 0$",
            no_class=r"$\hat{y} = 0$",
        )
    elif q.zero_score == "positive":
        rule = QT_TRANSLATE_NOOP("Worksheet", "{plus} if {condition}, else {minus}.")
        predict = _say(localise, rule, plus=plus, condition=rf"$a = {score} \geq 0$", minus=minus)
    else:
        rule = QT_TRANSLATE_NOOP(
            "Worksheet", "{plus} if {condition}, else {minus} (a score of 0 predicts {minus_one})."
        )
        predict = _say(localise, rule, plus=plus, condition=f"$a = {score} > 0$", minus=minus, minus_one="$-1$")
    eta = "" if q.eta == 1.0 else r"\eta "
    update = rf"$\mathbf{{w}} \leftarrow \mathbf{{w}} + {eta}y\,\mathbf{{x}}$"
    if q.fit_intercept:
        both = QT_TRANSLATE_NOOP("Worksheet", "{w_update} and {b_update}")
        update = _say(localise, both, w_update=update, b_update=rf"$b \leftarrow b + {eta}y$")
    if q.eta != 1.0:
        update += _say(localise, QT_TRANSLATE_NOOP("Worksheet", ", with {eta}"), eta=rf"$\eta = {_number(q.eta)}$")
    if q.batch:
        update += localise(
            "Worksheet",
            QT_TRANSLATE_NOOP(
                "Worksheet", " (batch variant: the updates of an epoch are summed and applied at its end)"
            ),
        )
    text = _say(
        localise,
        QT_TRANSLATE_NOOP(
            "Worksheet",
            "Each question gives an example {example} and the weights in force before its step: written out, "
            "or, where the step follows the one before, your own answer to the question before (start from it). "
            "Prediction: {prediction} Mistake: {mistake}. On a mistake: {update}. Write {a}, {y_hat}, whether it "
            "is a mistake and, on a mistake, the new weights.",
        ),
        example=r"$(\mathbf{x}, y)$",
        prediction=predict,
        mistake=r"$\hat{y} \neq y$",
        update=update,
        a="$a$",
        y_hat=r"$\hat{y}$",
    )
    if mistakes_only:
        text += " " + localise(
            "Worksheet",
            QT_TRANSLATE_NOOP(
                "Worksheet",
                "The steps asked about are the run's first mistakes: the steps between them change nothing.",
            ),
        )
    return text


def _short_note(version: WorksheetVersion, localise: Translate = english) -> str:
    """Why this version asks fewer questions than the others: its order's run converges sooner."""
    made = len(version.items)
    if version.mistakes_only:
        note = (
            QT_TRANSLATE_NOOP(
                "Worksheet", "This order's run converges after {made} mistake: 1 question here, of the {asked} asked."
            )
            if made == 1
            else QT_TRANSLATE_NOOP(
                "Worksheet",
                "This order's run converges after {made} mistakes: {made} questions here, of the {asked} asked.",
            )
        )
    else:
        note = (
            QT_TRANSLATE_NOOP(
                "Worksheet", "This order's run converges after {made} step: 1 question here, of the {asked} asked."
            )
            if made == 1
            else QT_TRANSLATE_NOOP(
                "Worksheet",
                "This order's run converges after {made} steps: {made} questions here, of the {asked} asked.",
            )
        )
    return rf"\emph{{{_say(localise, note, made=made, asked=version.asked)}}}"


def _item(item: WorksheetItem, key: bool, number: int, localise: Translate = english) -> list[str]:
    q, a = item.question, item.answer
    example = rf"$\mathbf{{x}} = {_vector(q.x)}$, $y = {_sign(q.y)}$."
    w, b = r"$\mathbf{w}$", "$b$"
    if item.chained and not key:  # the student's own answer to the question before: no weights given away
        if q.fit_intercept:
            yours = QT_TRANSLATE_NOOP("Worksheet", "your {w} from question {question} and your {b}")
        else:
            yours = QT_TRANSLATE_NOOP("Worksheet", "your {w} from question {question}")
        given = _say(localise, yours, w=w, b=b, question=number - 1) + f", {example}"
    else:
        given = rf"$\mathbf{{w}} = {_vector(q.w)}$"
        if q.fit_intercept:
            given += rf", $b = {_number(q.b)}$"
        given += f", {example}"
        if item.chained:  # the key writes the chain out
            chain = QT_TRANSLATE_NOOP("Worksheet", "(the weights from question {question})")
            given += " " + _say(localise, chain, question=number - 1)
    new_w = QT_TRANSLATE_NOOP("Worksheet", "new {w} = {value}")
    new_b = QT_TRANSLATE_NOOP("Worksheet", "new {b} = {value}")
    if key:
        yes_no = QT_TRANSLATE_NOOP("Worksheet", "yes") if a.mistake else QT_TRANSLATE_NOOP("Worksheet", "no")
        mistake = rf"\textbf{{{localise('Worksheet', yes_no)}}}"
        if a.mistake:
            assert a.w is not None and a.b is not None
            weights = _say(localise, new_w, w=w, value=rf"$\mathbf{{{_vector(a.w)}}}$")
            if q.fit_intercept:
                weights += ", " + _say(localise, new_b, b=b, value=rf"$\mathbf{{{_number(a.b)}}}$")
        else:
            weights = localise("Worksheet", QT_TRANSLATE_NOOP("Worksheet", "(no update)"))
        answers = [
            rf"$a = \mathbf{{{_number(item.score)}}}$",
            rf"$\hat{{y}} = \mathbf{{{_sign(a.prediction)}}}$",
            _say(localise, QT_TRANSLATE_NOOP("Worksheet", "mistake? {answer}"), answer=mistake),
            weights,
        ]
    else:
        blanks = ", ".join([SHORT_BLANK] * len(q.x))
        weights = _say(localise, new_w, w=w, value=f"$($ {blanks} $)$")
        if q.fit_intercept:
            weights += ", " + _say(localise, new_b, b=b, value=SHORT_BLANK)
        answers = [
            f"$a$ = {BLANK}",
            rf"$\hat{{y}}$ = {SHORT_BLANK}",
            localise("Worksheet", QT_TRANSLATE_NOOP("Worksheet", "mistake? yes / no")),
            weights + " " + localise("Worksheet", QT_TRANSLATE_NOOP("Worksheet", "(on a mistake)")),
        ]
    # one paragraph per question, its lines joined by \\* (no page break there; the document forbids breaks
    # between a paragraph's lines): a question is never split across two pages
    step = QT_TRANSLATE_NOOP("Worksheet", "Step {t} (epoch {epoch}, example {example}): {given}")
    said_step = _say(localise, step, t=f"$t = {q.t}$", epoch=q.epoch, example=q.index + 1, given=given)
    brace = "{}" if said_step.startswith("[") else ""  # \item [ would read a label (the pseudo-locale's bracket)
    return [
        rf"\item {brace}{said_step}\\*[3pt]",
        " \\quad ".join(answers[:3]) + r"\\*[3pt]",
        answers[3],
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
