"""What the window shows, in words: for a screen reader, and for anyone who wants it written down.

:func:`step_sentence` is one step's outcome in one sentence, as a teacher says it at the board and as the window
announces it ("Step 3: x₃ = (1, 1), y = +1, score -1, ŷ = -1: a mistake. w becomes (2, -1).");
:func:`describe_picture` is what the canvas shows, line by line: the boundary as an equation, which side is which
class, how many points are on the wrong side, w and the last update.  Both read one
:class:`core.session.shown.Shown` (the step on screen, time travel included, and the run's trace table) and use
the lecture notes' notation (x_t, y_t, ŷ, w, b, η·y·x; numbers as the trace table writes them).  While a quiz
question is open (``Shown.concealed``) neither says anything the question's answer could be read from.
Both say it in the reader's language through ``localise`` (:mod:`core.learn.words`; context ``Describe``): the
sentences are templates, the notation and the numbers are filled in.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import partial

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, Translate, english
from core.session.shown import Shown
from core.session.snapshot import UPDATE_RULES, Snapshot
from core.teach.numbers import number_text, vector_text
from core.teach.trace import Trace
from core.teach.trace_steps import StepBlock

Names = Mapping[int, str] | None  # the document's label names (None: the labels are numbers)
SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
SGD = ("logistic", "hinge")
NOTHING = QT_TRANSLATE_NOOP("Describe", "Nothing to describe yet: add points of at least two classes.")
UNCHANGED = QT_TRANSLATE_NOOP("Describe", "The last step changed nothing.")
DIRECTIONS = (
    QT_TRANSLATE_NOOP("Describe", "to the right"),
    QT_TRANSLATE_NOOP("Describe", "up and to the right"),
    QT_TRANSLATE_NOOP("Describe", "straight up"),
    QT_TRANSLATE_NOOP("Describe", "up and to the left"),
    QT_TRANSLATE_NOOP("Describe", "to the left"),
    QT_TRANSLATE_NOOP("Describe", "down and to the left"),
    QT_TRANSLATE_NOOP("Describe", "straight down"),
    QT_TRANSLATE_NOOP("Describe", "down and to the right"),
)


def _say(localise: Translate, template: str, **values: object) -> str:
    """``template`` (marked with QT_TRANSLATE_NOOP("Describe", ...)) in the reader's language, filled in."""
    return localise("Describe", template).format(**values)


def _sub(k: int) -> str:
    return str(k).translate(SUBSCRIPTS)


def _sign(v: int) -> str:
    return "+1" if v > 0 else "−1" if v < 0 else "0"


def class_text(label: object, names: Names) -> str:
    """A class as the document names it: its name, else its label as a number."""
    if names is not None and label in names:
        return str(names[label])  # type: ignore[index]
    try:
        return number_text(float(label))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return str(label)


def _binary_label(code: int, snap: Snapshot, names: Names) -> str:
    """y = ±1 of a two-class row, with the class's own name when it is not that number (``+1 (dog)``)."""
    sign = _sign(code)
    if code == 0:
        return sign
    name = class_text(snap.classes[1 if code > 0 else 0].item(), names)
    return sign if name in (sign, sign.lstrip("+")) else f"{sign} ({name})"


def _row(shown: Shown) -> StepBlock | None:
    """The trace row of the step shown, or None (step 0, no trace, or a step outside what the trace holds)."""
    table, t = shown.table, shown.step
    if table is None or t < 1 or not table.first_step <= t <= table.last_step:
        return None
    return table.rows(t, t + 1)


def _weights_text(snap: Snapshot, names: Names, localise: Translate) -> str:
    """w (and b when it is not 0, or has just moved) of ``snap``: ``w = (2, -1)``, ``w = (2, -1), b = 1``; one w
    per class for more."""
    if snap.multiclass:
        parts = [
            _say(localise, QT_TRANSLATE_NOOP("Describe", "w of class {c} = {w}"), c=class_text(c.item(), names),
                 w=vector_text(w))
            for c, w in zip(snap.classes, snap.coef, strict=True)
        ]  # fmt: skip
        return "; ".join(parts)
    text = f"w = {vector_text(snap.coef[0])}"
    if snap.intercept[0] != 0 or (snap.prev_intercept is not None and snap.prev_intercept[0] != 0):
        text += f", b = {number_text(snap.intercept[0])}"
    return text


def step_sentence(shown: Shown, names: Names = None, localise: Translate = english) -> str:
    """The outcome of the step shown, in one sentence (two with its update), for an announcement.

    Step 0 says where the run starts.  While a quiz question is open it names the step asked about and nothing
    of w or the score.  With time travel it says so first."""
    snap, latest = shown.snapshot, shown.latest
    if snap is None:
        return localise("Describe", NOTHING)
    if shown.concealed:
        asked = (latest.step if latest is not None else snap.step) + 1
        quiz = QT_TRANSLATE_NOOP(
            "Describe",
            "Quiz: a question about step {t} is open in the Quiz panel. The classifier is hidden until you check "
            "your answer.",
        )
        return _say(localise, quiz, t=asked)
    prefix = ""
    if shown.travelling and latest is not None:
        travel = QT_TRANSLATE_NOOP("Describe", "Time travel, step {t} of {latest}.")
        prefix = _say(localise, travel, t=snap.step, latest=latest.step) + " "
    weights = _weights_text(snap, names, localise)
    if snap.step == 0:
        return prefix + _say(localise, QT_TRANSLATE_NOOP("Describe", "Step 0, the start: {weights}."), weights=weights)
    block = _row(shown)
    if block is None:  # a run capped beyond its trace, or a frame before the trace caught up
        capped = QT_TRANSLATE_NOOP("Describe", "Step {t}: {weights}, {n} mistakes so far.")
        return prefix + _say(localise, capped, t=snap.step, weights=weights, n=snap.n_mistakes)
    text = prefix + _outcome(snap, block, names, localise)
    if snap.converged and not shown.travelling:
        text += " " + localise("Describe", QT_TRANSLATE_NOOP("Describe", "Converged: a whole epoch without a mistake."))
    return text


def _outcome(snap: Snapshot, block: StepBlock, names: Names, localise: Translate) -> str:
    """The sentence "Step t: x_i = (…), y = …, score …, ŷ = …: a mistake. w becomes (…)." from the step's trace row."""
    i = int(block.index[0]) + 1
    x = vector_text(block.x[0])
    moved = bool(block.mistake[0])
    if snap.multiclass:
        y = class_text(snap.classes[int(block.y[0])].item(), names)
        guess = class_text(snap.classes[int(block.prediction[0])].item(), names)
        head = _say(
            localise, QT_TRANSLATE_NOOP("Describe", "Step {t}: {x}, class {y}, predicted {guess}"),
            t=snap.step, x=f"x{_sub(i)} = {x}", y=y, guess=guess,
        )  # fmt: skip
    else:
        y = _binary_label(int(block.y[0]), snap, names)
        head = _say(
            localise, QT_TRANSLATE_NOOP("Describe", "Step {t}: {x}, y = {y}, score {score}"),
            t=snap.step, x=f"x{_sub(i)} = {x}", y=y, score=number_text(block.score[0]),
        )  # fmt: skip
        if snap.variant not in SGD:
            head += f", ŷ = {_sign(int(block.prediction[0]))}"
    if snap.variant in SGD:
        verdict = QT_TRANSLATE_NOOP("Describe", "the loss gradient ℓ′ is not 0") if moved else "ℓ′ = 0"
    else:
        verdict = QT_TRANSLATE_NOOP("Describe", "a mistake") if moved else QT_TRANSLATE_NOOP("Describe", "correct")
    if snap.variant == "kernel":
        grows = QT_TRANSLATE_NOOP("Describe", "{alpha} grows by one: the boundary moves.")
        change = (
            _say(localise, grows, alpha=f"α{_sub(i)}")
            if moved
            else _say(localise, QT_TRANSLATE_NOOP("Describe", "Nothing changes."))
        )
    elif snap.variant == "batch":
        batch = QT_TRANSLATE_NOOP("Describe", "{weights}; the batch rule moves w at the epoch's end.")
        change = _say(localise, batch, weights=_weights_text(snap, names, localise))
    elif moved:
        change = _becomes(snap, names, localise)
    else:
        change = _stays(snap, names, localise)
    return f"{head}: {localise('Describe', verdict)}. {change}"


def _stays(snap: Snapshot, names: Names, localise: Translate) -> str:
    """The sentence "w stays (2, -1)." (and b), or each class's w."""
    if snap.multiclass:
        parts = [
            _say(localise, QT_TRANSLATE_NOOP("Describe", "w of class {c} stays {w}"), c=class_text(c.item(), names),
                 w=vector_text(w))
            for c, w in zip(snap.classes, snap.coef, strict=True)
        ]  # fmt: skip
        return "; ".join(parts) + "."
    text = _say(localise, QT_TRANSLATE_NOOP("Describe", "w stays {w}"), w=vector_text(snap.coef[0]))
    if snap.intercept[0] != 0 or (snap.prev_intercept is not None and snap.prev_intercept[0] != 0):
        text += f", b = {number_text(snap.intercept[0])}"
    return text + "."


def _before(snap: Snapshot) -> np.ndarray:
    """w before the step shown (w itself when the step did not move it)."""
    return snap.coef if snap.prev_coef is None else snap.prev_coef


def _becomes(snap: Snapshot, names: Names, localise: Translate) -> str:
    """The sentence "w becomes (2, -1)." (and b), or the classes whose w changed."""
    if snap.multiclass:
        changed = [
            _say(localise, QT_TRANSLATE_NOOP("Describe", "w of class {c} becomes {w}"),
                 c=class_text(c.item(), names), w=vector_text(w))
            for c, w, before in zip(snap.classes, snap.coef, _before(snap), strict=True)
            if np.any(w != before)
        ]  # fmt: skip
        return ("; ".join(changed) or _weights_text(snap, names, localise)) + "."
    becomes = QT_TRANSLATE_NOOP("Describe", "{name} becomes {value}")
    text = _say(localise, becomes, name="w", value=vector_text(snap.coef[0]))
    if snap.prev_intercept is not None and snap.intercept[0] != snap.prev_intercept[0]:
        text += ", " + _say(localise, becomes, name="b", value=number_text(snap.intercept[0]))
    return text + "."


# ----------------------------------------------------------------- the picture
def _term(coefficient: float, name: str, first: bool) -> str:
    """One term of an equation: ``2·x₁``, ``- x₂``, ``+ 0.5``."""
    size = abs(coefficient)
    body = name if size == 1 and name else f"{number_text(size)}·{name}" if name else number_text(size)
    if first:
        return f"−{body}" if coefficient < 0 else body
    return f"{'−' if coefficient < 0 else '+'} {body}"


def boundary_equation(w: np.ndarray, b: float) -> str:
    """The boundary w·x + b = 0 written out: ``2·x₁ - x₂ = 0``, ``x₁ + x₂ - 1 = 0``; ``x = 0.5`` on a line."""
    w = np.ravel(w)
    if len(w) == 1:
        return f"x = {number_text(-b / w[0])}"
    names = ["x₁", "x₂"] if len(w) == 2 else [f"x{_sub(j + 1)}" for j in range(len(w))]
    terms = [(c, n) for c, n in zip(w, names, strict=True) if c != 0]
    if b != 0:
        terms.append((b, ""))
    return " ".join(_term(c, n, k == 0) for k, (c, n) in enumerate(terms)) + " = 0"


def direction_text(w: np.ndarray, localise: Translate = english) -> str:
    """Where w points, in words a listener can picture: ``up and to the right``, ``straight down``."""
    angle = math.degrees(math.atan2(float(w[1]), float(w[0]))) % 360
    return localise("Describe", DIRECTIONS[round(angle / 45) % 8])


def _sides(snap: Snapshot, zero_score: str, fit_intercept: bool, names: Names, localise: Translate) -> str:
    """Which side of the line is which class, and where the line itself belongs."""
    plus = class_text(snap.classes[1].item(), names)
    minus = class_text(snap.classes[0].item(), names)
    w, score = np.ravel(snap.coef[0]), "w·x + b" if fit_intercept else "w·x"
    if len(w) == 1:
        where = (
            QT_TRANSLATE_NOOP("Describe", "Points to the right of the threshold are predicted +1 (class {plus}); the "
                              "others −1 (class {minus}).")
            if w[0] > 0
            else QT_TRANSLATE_NOOP("Describe", "Points to the left of the threshold are predicted +1 (class {plus}); "
                                   "the others −1 (class {minus}).")
        )  # fmt: skip
        side = _say(localise, where, plus=plus, minus=minus)
    else:
        sides = QT_TRANSLATE_NOOP(
            "Describe",
            "w points {direction}: points on that side of the line ({score} > 0) are predicted +1 (class {plus}); "
            "points on the other side −1 (class {minus}).",
        )
        side = _say(localise, sides, direction=direction_text(w, localise), score=score, plus=plus, minus=minus)
    on_line = {"positive": "+1", "negative": "−1"}.get(zero_score)
    line = (
        _say(localise, QT_TRANSLATE_NOOP("Describe", "Points on the line count as {y}."), y=on_line)
        if on_line
        else localise("Describe", QT_TRANSLATE_NOOP("Describe", "A point on the line is a mistake either way."))
    )
    return f"{side} {line}"


def _update_line(snap: Snapshot, names: Names, localise: Translate) -> str | None:
    """The last step's update in the notes' notation: ``Last update: η·y·x = (1, 1), from (1, -2) to (2, -1).``;
    None when the last step changed nothing."""
    if snap.step == 0:
        return localise("Describe", QT_TRANSLATE_NOOP("Describe", "No update yet: the run is at its start."))
    if snap.prev_coef is None or snap.variant == "kernel":
        if not snap.mistake:
            return None
        return localise("Describe", QT_TRANSLATE_NOOP("Describe", "The last step was a mistake."))
    before, after = snap.prev_coef, snap.coef
    last = QT_TRANSLATE_NOOP("Describe", "Last update: {update}.")
    moved = QT_TRANSLATE_NOOP("Describe", "{name} from {before} to {after}")
    if snap.multiclass:
        changed = [
            _say(localise, moved, name=_say(localise, QT_TRANSLATE_NOOP("Describe", "w of class {c}"),
                 c=class_text(c.item(), names)), before=vector_text(b), after=vector_text(a))
            for c, b, a in zip(snap.classes, before, after, strict=True)
            if np.any(b != a)
        ]  # fmt: skip
        return _say(localise, last, update="; ".join(changed))
    same_b = snap.prev_intercept is None or snap.prev_intercept[0] == snap.intercept[0]
    if not np.any(before[0] != after[0]) and same_b:
        return None
    rule = UPDATE_RULES.get(snap.variant, "η·y·x")
    update = f"{rule} = {vector_text(after[0] - before[0])}, "
    update += _say(localise, moved, name="w", before=vector_text(before[0]), after=vector_text(after[0]))
    if snap.prev_intercept is not None and not same_b:
        b_moved = _say(
            localise, moved, name="b", before=number_text(snap.prev_intercept[0]), after=number_text(snap.intercept[0])
        )
        update += f", {b_moved}"
    return _say(localise, last, update=update)


def _earlier_update(shown: Shown, localise: Translate) -> str:
    """The run's last update before the step shown (a step that changed nothing leaves w as that one made it), for a
    linear two-class online run; "" when there is none to say."""
    table, snap = shown.table, shown.snapshot
    if not isinstance(table, Trace) or snap is None or snap.multiclass or snap.variant == "batch":
        return ""
    made = table.mistakes_until(snap.step)
    if made == 0:
        return " " + localise("Describe", QT_TRANSLATE_NOOP("Describe", "No mistake yet: w is still w₀."))
    t = int(table.learner.history[made - 1, 2])
    if not table.first_step <= t <= table.last_step:
        return ""
    (before, b_before), (after, b_after) = table.weights_after(t - 1), table.weights_after(t)
    rule = UPDATE_RULES.get(snap.variant, "η·y·x")
    moved = QT_TRANSLATE_NOOP("Describe", "{name} from {before} to {after}")
    update = f"{rule} = {vector_text(after[0] - before[0])}, "
    update += _say(localise, moved, name="w", before=vector_text(before[0]), after=vector_text(after[0]))
    if b_before[0] != b_after[0]:
        update += ", " + _say(localise, moved, name="b", before=number_text(b_before[0]), after=number_text(b_after[0]))
    last = QT_TRANSLATE_NOOP("Describe", "Last update, at step {t}: {update}.")
    return " " + _say(localise, last, t=t, update=update)


def describe_picture(shown: Shown, names: Names = None, localise: Translate = english) -> str:
    """What the canvas shows, one line per fact: the step, the boundary's equation, which side is which class, how
    many points are on the wrong side, w and the last update.  While a quiz question is open: only that the
    classifier is hidden."""
    snap = shown.snapshot
    if snap is None:
        return localise("Describe", NOTHING)
    table = shown.table
    n = 0 if table is None else len(table.learner.X)
    zero_score = "mistake" if table is None else table.learner.zero_score
    fit_intercept = table is None or table.learner.fit_intercept
    lines = [step_sentence(shown, names, localise)]
    say = partial(_say, localise)
    if shown.concealed:
        lines.append(say(QT_TRANSLATE_NOOP(
            "Describe", "{n} points are on the canvas; the boundary and w are hidden while the question is open."
        ), n=n))  # fmt: skip
        return "\n".join(lines)
    if snap.variant == "kernel":
        lines.append(say(QT_TRANSLATE_NOOP(
            "Describe", "Kernel perceptron: the boundary f(x) = 0 is a curve, f(x) = Σ α_i y_i K(x_i, x) + b."
        )))  # fmt: skip
        count = 0 if snap.support is None else len(snap.support)
        support = QT_TRANSLATE_NOOP("Describe", "{n} support vectors (examples with α_i > 0) shape it.")
        lines.append(say(support, n=count))
    elif snap.multiclass:
        lines.append(say(QT_TRANSLATE_NOOP(
            "Describe", "{n} classes: each region is the class whose score w_c·x + b_c is highest."
        ), n=len(snap.classes)))  # fmt: skip
        lines.append(_weights_text(snap, names, localise) + ".")
    elif not np.any(snap.coef[0]):
        lines.append(say(QT_TRANSLATE_NOOP(
            "Describe", "There is no boundary yet: w = {w}, every score is b."
        ), w=vector_text(snap.coef[0])))  # fmt: skip
    else:
        equation = boundary_equation(snap.coef[0], float(snap.intercept[0]))
        lines.append(say(QT_TRANSLATE_NOOP("Describe", "Boundary: {equation}."), equation=equation))
        lines.append(_sides(snap, zero_score, fit_intercept, names, localise))
        lines.append(_weights_text(snap, names, localise) + ".")
    errors = snap.training_errors
    wrong = (
        QT_TRANSLATE_NOOP("Describe", "{errors} of the {n} points is on the wrong side (training errors now), "
                          "after {mistakes} mistakes.")
        if errors == 1
        else QT_TRANSLATE_NOOP("Describe", "{errors} of the {n} points are on the wrong side (training errors now), "
                               "after {mistakes} mistakes.")
    )  # fmt: skip
    lines.append(say(wrong, errors=errors, n=n, mistakes=snap.n_mistakes))
    update = _update_line(snap, names, localise)
    lines.append(localise("Describe", UNCHANGED) + _earlier_update(shown, localise) if update is None else update)
    return "\n".join(lines)
