"""The trace table as a person reads it: its column titles and each cell's text, in the notes' notation.

One place for what the window's trace table shows (``perceptron_gui.views.trace_view``) and what an
exported lesson page shows (:mod:`core.files.lesson_html`): the column titles (t, epoch, x₁, x₂, the score,
ŷ, y, mistake?, w after, b after; the kernel's and the SGD learners' own columns) and each value, written
as :func:`core.teach.quiz.number_text` writes numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.teach.kernel_trace import KernelTrace, KernelTraceBlock
from core.teach.numbers import number_text, vector_text
from core.teach.sgd_trace import SgdTrace, SgdTraceBlock
from core.teach.trace import Trace, TraceBlock

SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
SGD_COLUMNS = {"σ(a)": "probability", "loss ℓ": "loss", "ℓ′ = dℓ/da": "dloss", "η_t": "eta"}  # SGD cells
Block = TraceBlock | KernelTraceBlock | SgdTraceBlock
Table = Trace | KernelTrace | SgdTrace


def score_column(trace: Table | None) -> str:
    """The score's column title: ``w·x + b`` (``w·x`` through the origin), per class, or the kernel's f(x)."""
    if isinstance(trace, KernelTrace):
        return "f_c(x)" if trace.multiclass else "f(x)"
    fit = trace is not None and trace.learner.fit_intercept
    if trace is not None and trace.multiclass:
        return "w_c·x + b_c" if fit else "w_c·x"
    if fit and trace is not None and trace.learner.constant != 1:
        return "w·x + b = w̃·x̃"  # x̃ = (x, c), w̃ = (w, β): the offset b = βc
    return "w·x + b" if fit else "w·x"


def column_names(trace: Table | None) -> list[str]:
    """The column titles of a trace's table, in the lecture's order (none without a trace)."""
    if trace is None:
        return []
    fit = trace.learner.fit_intercept
    xs = ["x"] if trace.learner.X.shape[1] == 1 else ["x₁", "x₂"]  # a number line has one coordinate
    if isinstance(trace, SgdTrace):
        p = ["σ(a)"] if trace.logistic else []
        columns = ["t", "epoch", *xs, score_column(trace), *p, "y", *list(SGD_COLUMNS)[1:], "w after"]
        return [*columns, "b after"] if fit else columns
    after = "α changed" if isinstance(trace, KernelTrace) else "w after"
    columns = ["t", "epoch", *xs, score_column(trace), "ŷ", "y", "mistake?", after]
    return [*columns, "b after"] if fit else columns


def cell_text(
    trace: Table, block: Block, k: int, column: str, class_names: Sequence[str] = (), comma: bool | None = None
) -> str:
    """The text of row ``k`` of ``block`` in ``column`` (``class_names`` name the classes of more than two), its
    decimals written as :mod:`core.teach.numbers` says (``comma=False``: with a point, as files keep them)."""
    multiclass = trace.multiclass
    if column == "t":
        return str(int(block.t[k]))
    if column == "epoch":
        return str(int(block.epoch[k]))
    if column in ("x", "x₁", "x₂"):
        return number_text(block.x[k, 1 if column == "x₂" else 0], comma)
    if column in ("y", "ŷ"):
        value = int(block.y[k] if column == "y" else block.prediction[k])
        if multiclass:
            return class_names[value]
        return "+" if value > 0 else "−" if value < 0 else "0"
    if column == "mistake?":
        return "yes" if block.mistake[k] else "no"
    if column == score_column(trace):
        return vector_text(block.scores[k], comma) if multiclass else number_text(block.score[k], comma)
    if isinstance(block, SgdTraceBlock):
        if column in SGD_COLUMNS:
            return number_text(getattr(block, SGD_COLUMNS[column])[k], comma)
        return vector_text(block.w[k], comma) if column == "w after" else number_text(block.b[k], comma)
    if isinstance(block, KernelTraceBlock):
        if column == "α changed":
            if not block.mistake[k]:
                return ""
            alpha = vector_text(block.alpha[k], comma) if multiclass else number_text(block.alpha[k, 0], comma)
            return f"α{str(int(block.index[k]) + 1).translate(SUBSCRIPTS)} = {alpha}"
        return vector_text(block.b[k], comma) if multiclass else number_text(block.b[k], comma)
    if column == "w after":
        return "; ".join(vector_text(w, comma) for w in block.w[k]) if multiclass else vector_text(block.w[k], comma)
    return vector_text(block.b[k], comma) if multiclass else number_text(block.b[k], comma)


def undecided(trace: Table | None, block: Block, k: int) -> bool:
    """A two-class row whose score is exactly 0 under "counts as a mistake" (ŷ = 0)."""
    return trace is not None and not trace.multiclass and int(block.prediction[k]) == 0
