"""File > Export Lesson: the first steps of a run as one self-contained web page, a lab that works offline.

The page (:mod:`core.files.lesson_page` reads its style, script and body from their own files) carries the
lesson's numbers as a JSON block: the points, each step's weights, example, update and trace row (the
engine's, from :mod:`core.teach.lesson`), the rows' text as the window's trace table writes it
(:mod:`core.teach.trace_cells`), the convergence theorem's numbers and the run's settings.  Opened
unedited, the page shows these; once a student edits the points or the settings, its own engine
(``engine.js``, core's arithmetic bit for bit) trains again.

Safety: the page embeds what a user typed (label names, column names, the document's name).  The JSON
block escapes ``<``, ``>`` and ``&`` (so neither ``</script>`` nor ``<!--`` can end it) and the script
writes every text with ``textContent``; the title is HTML-escaped.  A Content-Security-Policy meta tag
allows only this page's own script and style (by their SHA-256 hashes), no network, no plugin, no form.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.files.atomic import atomic_write_text
from core.files.lesson_page import BODY, SCRIPT, STYLE
from core.files.lesson_page_texts import PAGE_WORDS, translated_markup
from core.learn.words import QT_TRANSLATE_NOOP, Translate, english, translated_words
from core.session.classes import alphabet, label_text, position
from core.session.geometry import fitted_bounds
from core.session.geometry import vector_text as canvas_vector_text
from core.session.snapshot import UPDATE_RULES
from core.teach.lesson import (
    MAX_LESSON_POINTS,
    MAX_LESSON_STEPS,
    MIN_CLASS_POINTS,
    LessonSteps,
    lesson_steps,
    lesson_theory,
    theory_problem,
)
from core.teach.numbers import number_text, vector_text
from core.teach.quiz import question_of_step
from core.teach.theory import MaxMargin
from core.teach.trace import Trace
from core.teach.trace_cells import cell_text, column_names

VARIANT_NAMES = {
    "perceptron": QT_TRANSLATE_NOOP("Lesson", "The perceptron"),
    "averaged": QT_TRANSLATE_NOOP("Lesson", "The averaged perceptron"),
    "voted": QT_TRANSLATE_NOOP("Lesson", "The voted perceptron"),
    "batch": QT_TRANSLATE_NOOP("Lesson", "The batch perceptron"),
}
MIN_ASPECT = 0.75  # the view's height / width is kept within [MIN_ASPECT, 1 / MIN_ASPECT]: a phone shows it whole
JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}


LOCKABLE = {
    "points": QT_TRANSLATE_NOOP("Lesson", "the points"),
    "variant": QT_TRANSLATE_NOOP("Lesson", "the variant"),
    "eta": "η",
    "fit": QT_TRANSLATE_NOOP("Lesson", "the offset b"),
    "start": QT_TRANSLATE_NOOP("Lesson", "w₀ and b₀"),
    "zero": QT_TRANSLATE_NOOP("Lesson", "the score-0 rule"),
    "order": QT_TRANSLATE_NOOP("Lesson", "the order"),
}
"""What a lecturer can fix for the students (the page's controls of each are disabled), with their names."""


@dataclass(frozen=True)
class LessonPreset:
    """A teacher's preset written into the page and its links: ``lock`` the controls fixed (keys of
    :data:`LOCKABLE`), ``hide_boundary``: the boundary, w and the update stay hidden at each step until the
    student has answered its question (the quiz is on and stays on)."""

    lock: frozenset[str] = frozenset()
    hide_boundary: bool = False

    def __post_init__(self) -> None:
        unknown = sorted(set(self.lock) - set(LOCKABLE))
        if unknown:
            raise ValueError(f"A lesson can fix {', '.join(LOCKABLE)}; not {', '.join(unknown)}.")

    def as_json(self) -> dict:
        """The preset as the page reads it."""
        return {
            "lock": [key for key in LOCKABLE if key in self.lock],
            "hide": ["boundary"] if self.hide_boundary else [],
        }


@dataclass(frozen=True)
class LessonPlan:
    """A lesson to write: steps 0..``steps`` of the run into ``path`` (an .html file), with a teacher's preset."""

    path: Path
    steps: int
    preset: LessonPreset = LessonPreset()


def plan_lesson(path: str, steps: str, latest: int, preset: LessonPreset = LessonPreset()) -> LessonPlan:
    """Read the export dialog's fields; raise ValueError saying what is wrong and what is allowed.

    ``latest`` is the last step the run has; a lesson holds at most :data:`MAX_LESSON_STEPS`. A file name
    without a suffix gets ``.html``.
    """
    name = path.strip()
    if not name:
        raise ValueError("Choose a file to write (a name ending in .html).")
    target = Path(os.path.expanduser(name))
    if target.suffix.lower() not in ("", ".html", ".htm"):
        raise ValueError(f"The file name must end in .html, not {target.suffix!r}.")
    if not target.suffix:
        target = target.with_name(target.name + ".html")
    if target.is_dir():
        raise ValueError(f"{target} is a folder: choose a file name.")
    if not target.parent.is_dir():
        raise ValueError(f"The folder {target.parent} does not exist.")
    if latest < 1:
        raise ValueError("The run has no steps yet: Step or Run first, the lesson replays the steps taken.")
    most = min(latest, MAX_LESSON_STEPS)
    text = steps.strip().replace(",", "").replace("_", "")
    try:
        n = int(text)
    except ValueError:
        shown = repr(steps.strip()) if steps.strip() else "nothing"
        raise ValueError(f"The steps must be a whole number from 1 to {most:,}, not {shown}.") from None
    if n > MAX_LESSON_STEPS:
        raise ValueError(
            f"A lesson holds at most {MAX_LESSON_STEPS:,} steps (the page carries every step's numbers), "
            f"not {n:,}: export the first {most:,}."
        )
    if not 1 <= n <= latest:
        raise ValueError(f"The steps must be from 1 to {most:,} (the run has {latest:,} so far), not {n:,}.")
    return LessonPlan(target, n, preset)


def lesson_view(X: np.ndarray) -> tuple[float, float, float, float]:
    """The page's fixed view: the points and the origin (where w starts), padded, neither too flat nor too tall."""
    xmin, xmax, ymin, ymax = fitted_bounds(np.vstack([X, np.zeros((1, 2))]))
    width, height = xmax - xmin, ymax - ymin
    if height < MIN_ASPECT * width:
        grow = (MIN_ASPECT * width - height) / 2
        ymin, ymax = ymin - grow, ymax + grow
    elif width < MIN_ASPECT * height:
        grow = (MIN_ASPECT * height - width) / 2
        xmin, xmax = xmin - grow, xmax + grow
    return (xmin, xmax, ymin, ymax)


def lesson_points(
    looked_at: np.ndarray, y_idx: np.ndarray, most: int = MAX_LESSON_POINTS, least: int = MIN_CLASS_POINTS
) -> np.ndarray | None:
    """The points a page of a large run holds (sorted indices), or None when it holds them all (at most ``most``).

    Every example the lesson's steps look at is kept; the rest of the room, up to ``most``, goes to a sample of
    the other points, each class in proportion but with at least ``least`` points of each class (all of a smaller
    one), so a rare class is drawn even when its share would round to nothing. Where the steps' own examples leave
    no room for that, the floor still holds: the page then has up to ``least`` points of each class more than
    ``most``. Deterministic (a fixed seed): the same run gives the same page.
    """
    n = len(y_idx)
    if n <= most:
        return None
    keep = np.zeros(n, dtype=bool)
    keep[looked_at] = True
    labels = np.arange(int(y_idx.max()) + 1)
    rest = [np.flatnonzero(~keep & (y_idx == c)) for c in labels]
    counts = np.array([len(r) for r in rest])
    held = np.array([int(np.sum(keep & (y_idx == c))) for c in labels])
    floors = np.minimum(counts, np.maximum(0, least - held))
    room = max(0, most - int(keep.sum()))
    raised = np.zeros(len(labels), dtype=bool)  # the classes whose share is below their floor: held at the floor
    while True:
        quotas = np.where(raised, floors, _shares(room - int(floors[raised].sum()), np.where(raised, 0, counts)))
        below = ~raised & (quotas < floors)
        if not below.any():
            break
        raised |= below
    rng = np.random.default_rng(0)
    for points, quota in zip(rest, quotas, strict=True):
        keep[rng.choice(points, size=int(quota), replace=False)] = True
    return np.flatnonzero(keep)


def _shares(total: int, weights: np.ndarray) -> np.ndarray:
    """``total`` split into whole numbers in proportion to ``weights`` (largest remainders; at most ``weights``)."""
    if total <= 0 or weights.sum() == 0:
        return np.zeros(len(weights), dtype=np.int64)
    ideal = total * weights / weights.sum()
    whole = np.floor(ideal).astype(np.int64)
    order = np.argsort(-(ideal - whole), kind="stable")
    whole[order[: total - int(whole.sum())]] += 1
    return np.minimum(whole, weights)


def lesson_data(
    trace: Trace,
    n: int,
    classes: np.ndarray,
    *,
    title: str,
    label_names: Mapping[int, str] | None = None,
    axis_names: Sequence[str] = ("x₁", "x₂"),
    margin: MaxMargin | str | None = None,
    localise: Translate = english,
    lang: str = "en",
) -> dict:
    """Everything the page shows, as JSON values: steps 0..n of ``trace`` and the points' ``classes`` (labels,
    sorted: ``classes[0]`` is y = -1) with their names; ``margin`` the points' max margin (or why there is
    none) for the theorem's numbers; its sentences and the page's own words in the language ``lang`` (a BCP 47
    tag: the page's ``<html lang>``) by ``localise`` (:mod:`core.learn.words`)."""
    steps = lesson_steps(trace, n)
    lrn = trace.learner
    labels = [int(c) for c in classes]
    signed = labels == [-1, 1]
    palette = alphabet(np.asarray(labels))
    columns = column_names(trace)
    rows = steps.rows
    cells = [[cell_text(trace, rows, k, column, comma=False) for column in columns] for k in range(n)]
    capped = ""
    if trace.last_step > n:
        capped = " " + localise(
            "Lesson", QT_TRANSLATE_NOOP("Lesson", "The run has {steps} steps; this lesson holds the first {n}.")
        ).format(steps=f"{trace.last_step:,}", n=f"{n:,}")
    kept = lesson_points(steps.index[1:], lrn.y_idx)
    index = steps.index.copy()
    if kept is not None:
        index[1:] = np.searchsorted(kept, steps.index[1:])  # each step's example, among the points the page holds
        thinned = QT_TRANSLATE_NOOP(
            "Lesson",
            "The run has {points} points; this page holds {kept} of them (every example its steps look at, and a "
            "sample of the rest, each class in proportion, at least {least} of each class or all of a smaller one): "
            "it replays the recorded steps, and an edit trains the page on these {kept} points.",
        )
        capped += " " + localise("Lesson", thinned).format(
            points=f"{lrn.n_samples:,}", kept=f"{len(kept):,}", least=f"{MIN_CLASS_POINTS:,}"
        )
    X, cls = (lrn.X, lrn.y_idx) if kept is None else (lrn.X[kept], lrn.y_idx[kept])
    return {
        "title": isolated(title),
        "lang": lang,
        "words": translated_words("LessonPage", PAGE_WORDS, localise),
        "about": [
            _variant_sentence(lrn.variant, float(lrn.eta), bool(lrn.fit_intercept), localise) + capped,
            _rule(trace, localise),
        ],
        "fit": bool(lrn.fit_intercept),
        "zero": lrn.zero_score,
        "rule": UPDATE_RULES.get(lrn.variant, "η·y·x"),
        "classes": [
            {
                "colour": position(palette, label),
                "text": _class_text(k, label, signed, label_names),
            }
            for k, label in enumerate(labels)
        ],
        "axes": list(axis_names),
        "view": list(lesson_view(lrn.X)),
        "X": X.tolist(),
        "cls": cls.tolist(),
        "thinned": None if kept is None else {"kept": len(kept), "of": int(lrn.n_samples)},
        "columns": columns,
        "n": n,
        "w": steps.w.tolist(),
        "b": steps.b.tolist(),
        "wb": [steps.w_before[t].tolist() if steps.moved(t) else None for t in range(n + 1)],  # where the update starts
        "avg_w": None if steps.avg_w is None else steps.avg_w.tolist(),
        "avg_b": None if steps.avg_b is None else steps.avg_b.tolist(),
        "index": index.tolist(),
        "mistake": steps.mistake.astype(int).tolist(),
        "mistakes": steps.mistakes.tolist(),
        "pred": [0, *rows.prediction.tolist()],
        "rows": cells,
        "wtext": [_weights_text(steps, t, localise) for t in range(n + 1)],
        "update": [_update_text(steps, t, lrn.variant, localise) for t in range(n + 1)],
        "ask": [_question_text(trace, t, localise) for t in range(1, n + 1)],
        "theory": _theory(trace, steps, margin, localise),
        "settings": {  # where the page's own training starts (the lab): the run's settings and its step 0
            "variant": lrn.variant,
            "eta": float(lrn.eta),
            "fit_intercept": bool(lrn.fit_intercept),
            "w0": steps.w[0].tolist(),
            "b0": float(steps.b[0]),
            "zero_score": lrn.zero_score,
            "order": "given" if np.array_equal(steps.index[1:], np.arange(n) % lrn.n_samples) else "shuffle",
            "seed": 0,
            "degree": 2,
            "coef0": 1.0,
            "constant": float(lrn.constant),  # c of x̃ = (x, c): b moves by η·y·c² (the app's unit-ball option)
        },
        "preset": LessonPreset().as_json(),  # nothing fixed: write_lesson writes the plan's
    }


def lesson_html(data: dict, colours: Sequence[str]) -> str:
    """The page: ``data`` (from :func:`lesson_data`) in an escaped JSON block, the classes drawn in ``colours``
    (palette positions to CSS colours), under a Content-Security-Policy that allows nothing else; its markup in
    the language of ``data``'s ``lang`` and ``words``."""
    style = STYLE + "".join(
        f".f{k}{{fill:{_css_colour(c)}}}.b{k}{{background:{_css_colour(c)}}}" for k, c in enumerate(colours)
    )
    policy = (
        f"default-src 'none'; script-src {_hash(SCRIPT)}; style-src {_hash(style)}; img-src data:; "
        "base-uri 'none'; form-action 'none'"
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{html.escape(str(data.get("lang", "en")))}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(str(data['title']))}</title>\n<style>{style}</style>\n</head>\n<body>\n"
        f"{translated_markup(BODY, data.get('words', {}))}"
        f'<script type="application/json" id="lesson-data">{embedded_json(data)}</script>\n'
        f"<script>{SCRIPT}</script>\n</body>\n</html>\n"
    )


def write_lesson(plan: LessonPlan, data: dict, colours: Sequence[str]) -> int:
    """Write the page atomically (an existing file stays as it was on failure); the bytes written."""
    page = lesson_html({**data, "preset": plan.preset.as_json()}, colours)
    atomic_write_text(plan.path, page)
    return len(page.encode("utf-8"))


def embedded_json(value: object) -> str:
    """``value`` as JSON that cannot end or comment out the script block holding it (``<``, ``>``, ``&`` and the
    line separators written as \\u escapes; numbers at full precision; NaN and infinity refused)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return "".join(JSON_ESCAPES.get(ch, ch) for ch in text)


def _hash(source: str) -> str:
    digest = hashlib.sha256(source.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def _css_colour(colour: str) -> str:
    if not (len(colour) == 7 and colour[0] == "#" and all(c in "0123456789abcdefABCDEF" for c in colour[1:])):
        raise ValueError(f"A class colour must be written #RRGGBB, not {colour!r}.")
    return colour


def _variant_sentence(variant: str, eta: float, fit_intercept: bool, localise: Translate) -> str:
    name = localise("Lesson", VARIANT_NAMES[variant])
    with_b = (
        QT_TRANSLATE_NOOP("Lesson", "with an offset b")
        if fit_intercept
        else QT_TRANSLATE_NOOP("Lesson", "through the origin (no b)")
    )
    extra = {
        "perceptron": "",
        "averaged": QT_TRANSLATE_NOOP(
            "Lesson",
            "Its model is the average of w over every step (the solid line and the shading); the dashed line is "
            "the last w, which predicts during training.",
        ),
        "voted": QT_TRANSLATE_NOOP(
            "Lesson",
            "It predicts by the vote of every w it had; the page draws the last w, which predicts during training "
            "(the vote itself is not drawn).",
        ),
        "batch": QT_TRANSLATE_NOOP(
            "Lesson",
            "Each epoch scores every example with the same w, sums y·x over the misclassified ones, and steps once "
            "at the epoch's end: μ·Σ y·x.",
        ),
    }[variant]
    lab = QT_TRANSLATE_NOOP("Lesson", "Move, add or delete points, or change a setting, and the page trains again.")
    sentence = localise("Lesson", QT_TRANSLATE_NOOP("Lesson", "{variant}, {eta}, {offset}: the run's recorded steps."))
    text = sentence.format(variant=name, eta=f"η = {number_text(eta, comma=False)}", offset=localise("Lesson", with_b))
    if extra:
        text += " " + localise("Lesson", extra)
    return text if variant == "batch" else f"{text} {localise('Lesson', lab)}"


BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The characters that change the direction text is shown in (Unicode's bidirectional formatting characters)."""


def isolated(text: str) -> str:
    """A user's text (a label or file name) whose bidirectional controls act inside it only: held in a first-strong
    isolate (U+2068 ... U+2069), with a closing U+2069 that nothing opened in it can outlast and none of its own
    that would close the isolate early. Text without such controls is returned as it is."""
    if not BIDI_CONTROLS.intersection(text):
        return text
    depth, kept = 0, []
    for ch in text:
        if ch in "\u2066\u2067\u2068":
            depth += 1
        elif ch == "\u2069":
            if not depth:
                continue  # it would close the isolate around the name
            depth -= 1
        kept.append(ch)
    return "\u2068" + "".join(kept) + "\u2069" * (depth + 1)


def _class_text(k: int, label: int, signed: bool, names: Mapping[int, str] | None) -> str:
    """A class in the legend: its y in the rule, and the label the file gives it (its name) where that differs."""
    y = "y = +1" if k else "y = −1"
    text = isolated(label_text(label, signed, names))
    return y if signed and not (names and label in names) else f"{y}: {text}"


def _rule(trace: Trace, localise: Translate) -> str:
    question = question_of_step(trace, 1)
    return localise("Lesson", QT_TRANSLATE_NOOP("Lesson", "Rule: {rule}; {update}.")).format(
        rule=question.rule(localise), update=question.update_rule(localise)
    )


def _weights_text(steps: LessonSteps, t: int, localise: Translate) -> str:
    w = f"w = {vector_text(steps.w[t], comma=False)}, b = {number_text(steps.b[t], comma=False)}"
    if steps.avg_w is None or steps.avg_b is None:
        return w
    averaged = f"w = {vector_text(steps.avg_w[t], comma=False)}, b = {number_text(steps.avg_b[t], comma=False)}"
    return localise("LessonPage", "averaged {w} (the model); last {last}").format(w=averaged, last=w)


def _update_text(steps: LessonSteps, t: int, variant: str, localise: Translate) -> str:
    """The update drawn at step t, as the canvas labels it (the variant's rule with the change), and b's change."""
    if not steps.moved(t):
        return ""
    rule = UPDATE_RULES.get(variant, "η·y·x")
    text = f"{rule} = {canvas_vector_text(steps.w[t] - steps.w_before[t], comma=False)}"
    if steps.b[t] != steps.b_before[t]:
        change = number_text(steps.b[t] - steps.b_before[t], comma=False)
        text += "; " + localise("LessonPage", "{a} changes by {change}").format(a="b", change=change)
    return text


def _question_text(trace: Trace, t: int, localise: Translate) -> str:
    """What the quiz asks before step t: the example, its label and the weights in force."""
    q = question_of_step(trace, t)
    b = f", b = {number_text(q.b, comma=False)}" if q.fit_intercept else ""
    example = f"x = {vector_text(q.x, comma=False)}, y = {'+1' if q.y > 0 else '−1'}"
    return localise("LessonPage", "Step t = {t}: {example}; in force {weights}.").format(
        t=t, example=example, weights=f"w = {vector_text(q.w, comma=False)}{b}"
    )


def _theory(trace: Trace, steps: LessonSteps, margin: MaxMargin | str | None, localise: Translate) -> dict:
    """The theorem's heading and, when it applies, its sentence after k = 0..m mistakes."""
    problem = theory_problem(trace, margin)
    if problem or not isinstance(margin, MaxMargin):
        return {"head": problem}
    m = int(steps.mistakes[-1])
    theory = lesson_theory(trace, margin, m)
    eta = float(trace.learner.eta)
    R, g = theory.radius, theory.gamma
    of = " " + localise("LessonPage", "of {x}").format(x="[x, 1]") if trace.learner.fit_intercept else ""
    numbers = f"R = {R:.4g}{of}, γ* = {g:.4g}"
    if theory.from_zero:
        head = localise(
            "Lesson", QT_TRANSLATE_NOOP("Lesson", "Convergence theorem: {numbers}: at most {bound} mistakes.")
        )
        bound = f"(R/γ*)² = {theory.bound:.4g}"
        lines = ("kηγ*", "kη²R²")
    else:
        head = localise(
            "Lesson",
            QT_TRANSLATE_NOOP("Lesson", "Convergence theorem from w₀ ≠ 0: {numbers}: at most {bound} mistakes."),
        )
        bound = f"{theory.bound:.4g}"
        lines = ("w₀·w* + kηγ*", "‖w₀‖² + kη²R²")
    eta_note = "" if eta == 1 else f" (η = {number_text(eta, comma=False)})"
    k_mistakes = localise("Lesson", QT_TRANSLATE_NOOP("Lesson", "k = {k} mistakes ≤ {bound}; {numbers}"))
    sentences = [
        k_mistakes.format(
            k=k,
            bound=f"{theory.bound:.4g}",
            numbers=f"w_k·w* = {theory.dot[k]:.4g} ≥ {lines[0]} = {theory.lower[k]:.4g}; "
            f"‖w_k‖² = {theory.norm_sq[k]:.4g} ≤ {lines[1]} = {theory.upper[k]:.4g}{eta_note}",
        )
        for k in range(m + 1)
    ]
    return {"head": head.format(numbers=numbers, bound=bound), "k": sentences}
