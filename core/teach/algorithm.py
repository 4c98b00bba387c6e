"""The algorithm as the notes write it, with the current step's numbers put in.

Each listing is the pseudocode of one handout, in its own notation (``shared/seeds``):

- ``"001"``: the streamed perceptron, "if w_i·X > 0 predict + else predict -" (a score of 0 predicts -);
- ``"002"``: CMU 10-301/601 lecture 6, ŷ = sign(wᵀx + b), +1 iff wᵀx + b ≥ 0, then w ← w + y⁽ᵗ⁾x⁽ᵗ⁾, b ← b + y⁽ᵗ⁾;
- ``"003"``: PerceptronTrain(D, MaxIter), a = W̄ᵀX̄ + b, "if y · a ≤ 0 then" w_i = w_i + y · x_i, b = b + y;
- ``"004"``: θ and the offset θ₀, "if y⁽ᵗ⁾ ≠ h(x⁽ᵗ⁾; θ, θ₀)" (a score of 0 is an error), θ₀ += y;
- ``"003-batch"``: note 003's batch gradient step, (b, w)ᵀ ← (b, w)ᵀ + μ Σ over the misclassified y_k (1, x_k)ᵀ.

With a constant coordinate c other than 1 (data scaled into the unit ball with an intercept, see
:mod:`core.session.dataset`) the perceptron learns on x̃ = (x, c) with w̃ = (w, β) and keeps the offset
b = βc: every listing then says so in a line of its own and its b update reads "+ yc²" (the batch sum
Σ y·(c², x)), with c's number.

Which listings fit a run follows its rule for a score of 0 (:func:`notations_for`): the sign rule
of 001 is ``zero_score="negative"``, the ≥ 0 rule of 002 ``"positive"``, and y·a ≤ 0 of 003 and 004
``"mistake"``.  :func:`explain` marks the lines one step ran, the current line (the last one it ran)
and writes each with the numbers substituted, e.g. ``ŷ = sign(2·1 + (-1)·0 + 0) = sign(2) = +1``.
:func:`step_facts` reads what a step did from a :class:`core.teach.trace.Trace`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from core.teach.numbers import joined, plain
from core.teach.trace import Trace

NOTATION_TITLES = {
    "001": "note 001: predict + iff w·X > 0",
    "002": "note 002 (CMU lecture 6): predict +1 iff the score ≥ 0",
    "003": "note 003: PerceptronTrain, update iff y·a ≤ 0",
    "004": "note 004: θ, θ₀, a score of 0 is an error",
    "003-batch": "note 003: batch gradient descent, step μ",
}


@dataclass(frozen=True)
class Line:
    """One line of a listing; ``role`` names what it does (the step marks lines by role)."""

    text: str
    role: str = ""
    intercept_only: bool = False


@dataclass(frozen=True)
class StepFacts:
    """What one step did, for the numbers: the example, the weights before and after, the sums of a batch epoch.

    ``y`` is -1 or +1; ``epoch`` counts from 1; ``w_before``/``b_before`` are in force while the example is
    scored (for the batch variant: the epoch's start); ``pending``/``pending_b`` is Σ y x and Σ y c² over the
    examples of this epoch found misclassified so far (batch), ``misclassified`` how many; ``epoch_end``
    says the batch step was taken after this example.
    """

    t: int
    epoch: int
    index: int
    x: np.ndarray
    y: int
    score: float
    mistake: bool
    w_before: np.ndarray
    b_before: float
    w_after: np.ndarray
    b_after: float
    eta: float = 1.0
    pending: np.ndarray | None = None
    pending_b: float = 0.0
    misclassified: int = 0
    epoch_end: bool = False


@dataclass(frozen=True)
class StepView:
    """A listing with one step marked: ``executed`` lines, the ``current`` one, and ``numbers`` per line index."""

    notation: str
    title: str
    lines: tuple[str, ...]
    executed: frozenset[int]
    current: int
    numbers: dict[int, str]
    summary: str


def notations_for(variant: str, zero_score: str) -> tuple[str, ...]:
    """The listings that describe this run, the most fitting first."""
    if variant == "batch":
        return ("003-batch",)
    return {"negative": ("001",), "positive": ("002",), "mistake": ("003", "004")}[zero_score]


def listing(
    notation: str,
    variant: str,
    fit_intercept: bool,
    eta: float = 1.0,
    zero_score: str = "mistake",
    constant: float = 1.0,
) -> list[Line]:
    """The lines of a listing, for a variant (averaged and voted add their line) and with or without b.

    ``zero_score`` words the batch step's test for a misclassified example (the online listings each
    have their handout's own rule); ``constant`` is the constant coordinate c of x̃ = (x, c).
    """
    misclassified = {
        "mistake": "y_k · a_k ≤ 0",
        "positive": "sign(a_k) ≠ y_k, sign(0) = +1",
        "negative": "sign(a_k) ≠ y_k, sign(0) = −1",
    }[zero_score]
    step = "" if eta == 1 else "η"
    mu = "" if eta == 1 else "μ·"
    cc = "" if constant == 1 else "c²"  # the offset b = βc of w̃ = (w, β) moves by ηyc²
    one = "1, " if constant == 1 else "c², "
    lines = {
        "001": [
            Line("w₀ = 0", "init"),
            Line("b = 0", "init_b", True),
            Line("for each point X", "example"),
            Line("if w_i·X" + (" + b" if fit_intercept else "") + " > 0 predict + else predict −", "predict"),
            Line("if we make a mistake", "test"),
            Line(f"if true answer is + update w_(i+1) = w_i + {step}X,  if − update w_(i+1) = w_i − {step}X", "update"),
            Line(f"b ← b + {step}y{cc}  (y = +1 or −1)", "update_b", True),
        ],
        "002": [
            Line("Initialize w = [0 … 0]" + (" and b = 0" if fit_intercept else ""), "init"),
            Line("For t = 1, 2, 3, …", "example"),
            Line(
                "Predict ŷ = sign(wᵀx" + (" + b" if fit_intercept else "") + ") = +1 if ≥ 0, −1 otherwise",
                "predict",
            ),
            Line("If we misclassified an example (y⁽ᵗ⁾ ≠ ŷ):", "test"),
            Line(f"w ← w + {step}y⁽ᵗ⁾x⁽ᵗ⁾", "update"),
            Line(f"b ← b + {step}y⁽ᵗ⁾{cc}", "update_b", True),
        ],
        "003": [
            Line("1: w_i = 0 for all i = 1, …, d;", "init"),
            Line("2: b = 0", "init_b", True),
            Line("3: for iter = 1 … MaxIter do", "epoch"),
            Line("4:   for all (X̄, y) ∈ D do", "example"),
            Line("5:     a = W̄ᵀX̄" + (" + b" if fit_intercept else ""), "predict"),
            Line("6:     if y · a ≤ 0 then", "test"),
            Line(f"7:       w_i = w_i + {mu}y · x_i, for all i = 1, …, d", "update"),
            Line(f"8:       b = b + {mu}y{' · ' + cc if cc else ''}", "update_b", True),
            Line("9: return " + ("b, " if fit_intercept else "") + "w_1, w_2, …, w_d", "return"),
        ],
        "004": [
            Line("θ⁽⁰⁾ = 0 (vector)" + (", θ₀⁽⁰⁾ = 0 (scalar)" if fit_intercept else ""), "init"),
            Line("cycle through the training examples t = 1, …, n", "example"),
            Line(
                "if y⁽ᵗ⁾ ≠ h(x⁽ᵗ⁾; θ⁽ᵏ⁾" + (", θ₀⁽ᵏ⁾" if fit_intercept else "") + ") then"
                "   (an error iff y⁽ᵗ⁾(θ·x⁽ᵗ⁾" + (" + θ₀" if fit_intercept else "") + ") ≤ 0)",
                "test",
            ),
            Line(f"θ⁽ᵏ⁺¹⁾ = θ⁽ᵏ⁾ + {step}y⁽ᵗ⁾x⁽ᵗ⁾", "update"),
            Line(f"θ₀⁽ᵏ⁺¹⁾ = θ₀⁽ᵏ⁾ + {step}y⁽ᵗ⁾{cc}", "update_b", True),
        ],
        "003-batch": [
            Line("1: w = 0, b = 0" if fit_intercept else "1: w = 0", "init"),
            Line("2: for iter = 1 … MaxIter do", "epoch"),
            Line(
                "3:   for all (X̄_k, y_k) ∈ D do   (all with the same w" + (", b" if fit_intercept else "") + ")",
                "example",
            ),
            Line("4:     a_k = W̄ᵀX̄_k" + (" + b" if fit_intercept else ""), "predict"),
            Line(
                f"5:     X̄_k misclassified ({misclassified})? add y_k·("
                + (one if fit_intercept else "")
                + "x_k) to the sum",
                "test",
            ),
            Line(
                "6:   ("
                + ("b, " if fit_intercept else "")
                + "w₁, …, w_d)ᵀ ← ("
                + ("b, " if fit_intercept else "")
                + "w₁, …, w_d)ᵀ + μ Σ_(k: X̄_k misc.) y_k·("
                + (one if fit_intercept else "")
                + "x_k⁽¹⁾, …, x_k⁽ᵈ⁾)ᵀ",
                "update",
            ),
        ],
    }[notation]
    if constant != 1:
        lines.insert(
            1,
            Line(f"x̃ = (x, c), c = {plain(constant)}; w̃ = (w, β), offset b = βc: w̃ += ηyx̃ moves b by ηyc²", "", True),
        )
    if variant == "averaged":
        lines.append(Line("averaged: after every example add w to the running sum; the model is sum / t", "average"))
    elif variant == "voted":
        lines.append(Line("voted: a right prediction gives w one more vote; a mistake keeps (w, c), new c = 1", "vote"))
    return [line for line in lines if fit_intercept or not line.intercept_only]


def step_facts(trace: Trace, t: int) -> StepFacts:
    """What step t (from 1) of a two-class trace did (the batch variant: with the epoch's sums so far)."""
    lrn = trace.learner
    row = trace.row(t)
    w_before, b_before = trace.weights_after(t - 1)
    w0, b0 = w_before[0], float(b_before[0])
    eta = float(lrn.eta)
    if lrn.variant != "batch":
        return StepFacts(
            row.t, row.epoch, row.index, row.x, row.y, row.score, row.mistake, w0, b0,
            np.asarray(row.w), float(row.b), eta,
        )  # fmt: skip
    n = lrn.n_samples
    first = (row.epoch - 1) * n + 1  # the epoch's first step (rows of a batch epoch share its start weights)
    block = trace.rows(max(first, trace.first_step), t + 1)
    wrong = block.mistake
    ys = block.y[wrong].astype(np.float64)
    pending = (ys[:, None] * block.x[wrong]).sum(axis=0) if wrong.any() else np.zeros(block.x.shape[1])
    start_w, start_b = trace.weights_after(first - 1)
    return StepFacts(
        row.t, row.epoch, row.index, row.x, row.y, row.score, row.mistake, start_w[0], float(start_b[0]),
        np.asarray(row.w), float(row.b), eta, pending, float(ys.sum()) * lrn.constant**2 if lrn.fit_intercept else 0.0,
        int(wrong.sum()), t - first + 1 == n,
    )  # fmt: skip


def explain(
    notation: str,
    variant: str,
    fit_intercept: bool,
    zero_score: str,
    facts: StepFacts | None,
    eta: float = 1.0,
    constant: float = 1.0,
) -> StepView:
    """The listing with step ``facts`` marked and its numbers put in (None: before the first step).

    ``constant`` is the run's constant coordinate c of x̃ = (x, c) (see the module docstring).
    """
    lines = listing(notation, variant, fit_intercept, eta, zero_score, constant)
    texts = tuple(line.text for line in lines)
    roles = {line.role: k for k, line in enumerate(lines)}
    title = NOTATION_TITLES[notation]
    if facts is None:
        return StepView(notation, title, texts, frozenset(), -1, {}, "Step to see the numbers of each line.")
    f = facts
    numbers: dict[int, str] = {}
    b_term = f" + {plain(f.b_before)}" if fit_intercept else ""
    terms = " + ".join(f"{_p(w)}·{_p(x)}" for w, x in zip(f.w_before, f.x, strict=True))
    a = f"{terms}{b_term}"
    sign = _sign_of(f.score, zero_score)
    y = _signed(f.y)
    if "epoch" in roles:
        numbers[roles["epoch"]] = f"iter = {f.epoch}"
    numbers[roles["example"]] = f"t = {f.t}: x = {_vec(f.x)}, y = {y}"
    if notation == "001":
        verdict = "predict +" if f.score > 0 else "predict −"
        numbers[roles["predict"]] = f"w·X{' + b' if fit_intercept else ''} = {a} = {plain(f.score)}: {verdict}"
        numbers[roles["test"]] = f"y = {'+' if f.y > 0 else '−'}: " + ("a mistake" if f.mistake else "no mistake")
    elif notation == "002":
        numbers[roles["predict"]] = f"ŷ = sign({a}) = sign({plain(f.score)}) = {sign}"
        numbers[roles["test"]] = f"y = {y}, ŷ = {sign}: " + ("misclassified" if f.mistake else "right, no update")
    elif notation == "003":
        numbers[roles["predict"]] = f"a = {a} = {plain(f.score)}"
        numbers[roles["test"]] = f"y·a = {_p(f.y)}·{_p(f.score)} = {plain(f.y * f.score)} ≤ 0? " + (
            "yes" if f.mistake else "no"
        )
    elif notation == "004":
        theta0 = f" + {_p(f.b_before)}" if fit_intercept else ""
        numbers[roles["test"]] = (
            f"y⁽ᵗ⁾(θ·x⁽ᵗ⁾{' + θ₀' if fit_intercept else ''}) = {_p(f.y)}·({terms}{theta0}) = "
            f"{plain(f.y * f.score)}: " + ("an error" if f.mistake else "right")
        )
    else:  # batch
        numbers[roles["predict"]] = f"a_k = {a} = {plain(f.score)}"
        total = _vec(_sum_vector(f, fit_intercept))
        numbers[roles["test"]] = (
            f"y_k·a_k = {plain(f.y * f.score)}: "
            + ("misclassified" if f.mistake else "right")
            + f"; sum so far {total} ({f.misclassified} misclassified)"
        )
    executed = {roles["example"], roles.get("predict", roles["test"]), roles["test"]} | (
        {roles["epoch"]} if "epoch" in roles else set()
    )
    current = roles["test"]
    if notation == "003-batch":
        if f.epoch_end:
            executed.add(roles["update"])
            current = roles["update"]
            old = np.append(f.b_before, f.w_before) if fit_intercept else f.w_before
            new = np.append(f.b_after, f.w_after) if fit_intercept else f.w_after
            numbers[current] = f"{_vec(old)} + {plain(f.eta)}·{_vec(_sum_vector(f, fit_intercept))} = {_vec(new)}"
    elif f.mistake:
        executed.add(roles["update"])
        current = roles["update"]
        step = "" if f.eta == 1 else f"{plain(f.eta)}·"
        numbers[roles["update"]] = f"{_vec(f.w_before)} + {step}{_p(f.y)}·{_vec(f.x)} = {_vec(f.w_after)}"
        if fit_intercept:
            executed.add(roles["update_b"])
            current = roles["update_b"]
            c2 = "" if constant == 1 else f"·{_p(constant * constant)}"
            numbers[roles["update_b"]] = f"{plain(f.b_before)} + {step}{_p(f.y)}{c2} = {plain(f.b_after)}"
    extra = roles.get("average", roles.get("vote"))
    if extra is not None:
        executed.add(extra)
    return StepView(notation, title, texts, frozenset(executed), current, numbers, _summary(f, notation))


def _sum_vector(f: StepFacts, fit_intercept: bool) -> np.ndarray:
    """The batch epoch's Σ y·(1, x) so far (Σ y·x through the origin)."""
    pending = np.zeros_like(f.x, dtype=np.float64) if f.pending is None else f.pending
    return np.append(f.pending_b, pending) if fit_intercept else pending


def _summary(f: StepFacts, notation: str) -> str:
    if notation == "003-batch":
        if f.epoch_end:
            return f"End of epoch {f.epoch}: one gradient step with the {f.misclassified} misclassified examples."
        return f"Epoch {f.epoch}: w stays until the epoch ends; the sum of the misclassified y·x builds up."
    return f"Step t = {f.t}: " + ("a mistake, so w changes." if f.mistake else "right, so w stays.")


def _sign_of(score: float, zero_score: str) -> str:
    if score > 0 or (score == 0 and zero_score == "positive"):
        return "+1"
    if score < 0 or zero_score == "negative":
        return "−1"
    return "0"


def _p(value: float) -> str:
    """A factor: negative numbers in parentheses, ``(-1)``."""
    return f"({plain(value)})" if value < 0 else plain(value)


def _signed(y: int) -> str:
    return "+1" if y > 0 else "−1"


def _vec(v: Sequence[float] | np.ndarray) -> str:
    return "(" + joined(plain(x) for x in v) + ")"
