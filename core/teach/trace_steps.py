"""What every trace table does with its steps, whatever its rows show.

A trace table has one row per step t of a run (from ``first_step`` to ``last_step``), computed on
demand from the learner's mistake history.  :class:`TraceSteps` holds what the weight trace
(:class:`core.teach.trace.Trace`) and the kernel trace (:class:`core.teach.kernel_trace.KernelTrace`)
share: the step bookkeeping and range checks, the example looked at in each step, the mistakes, the
blocks of an export and the frame of its CSV and LaTeX tables.  A subclass computes a block of rows
(``_block``) and says what its rows add to the tables.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP, Said, Sentence

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from core.learn.traits import Traits

_ORDER_CACHE = 4  # epoch orders kept (a shuffled order costs O(n) to regenerate)


class TraceSource(Protocol):
    """What a trace reads: a :class:`core.learn.engine.Learner` (or an object with the same attributes)."""

    X: np.ndarray
    y_idx: np.ndarray
    n_classes: int
    variant: str
    eta: float
    fit_intercept: bool
    constant: float  # c of x~ = (x, c): a mistake moves the offset b by eta*y*c**2 (1 for the usual b += eta*y)
    zero_score: str
    W0: np.ndarray
    B0: np.ndarray
    epoch: int
    pos: int

    @property
    def traits(self) -> Traits: ...

    @property
    def n_samples(self) -> int: ...

    @property
    def t(self) -> int: ...

    @property
    def history(self) -> np.ndarray: ...

    @property
    def history_complete_until(self) -> int | None: ...

    def order_of_epoch(self, epoch: int) -> np.ndarray: ...


@dataclass(frozen=True, eq=False)
class StepBlock:
    """Rows of a trace table as arrays, one entry per row: the columns every trace has.

    Shapes for m rows, d features and K score rows (K = 1 for two classes): ``t``, ``epoch`` (from 1),
    ``index`` (the example, from 0), ``y``, ``score``, ``prediction``, ``mistake``: (m,); ``x``: (m, d);
    ``scores``: (m, K).  Subclasses add the model after each step.
    """

    t: np.ndarray
    epoch: np.ndarray
    index: np.ndarray
    x: np.ndarray
    y: np.ndarray
    score: np.ndarray
    scores: np.ndarray
    prediction: np.ndarray
    mistake: np.ndarray

    def __len__(self) -> int:
        return len(self.t)

    def wrong(self, k: int) -> bool:
        """Whether row k's step was a mistake (the table shades it)."""
        return bool(self.mistake[k])


BlockT = TypeVar("BlockT", bound=StepBlock)


class TraceSteps(Generic[BlockT]):
    """The steps of a learner's run as rows of a table, computed on demand in blocks of type ``BlockT``.

    Reads the learner live: rows appear as it trains (``len(trace)`` is the number of steps so far,
    ``learner.t``).  Read it while the learner is not advancing, e.g. in the thread that trains it.
    Subclasses implement ``_block`` (the rows of given steps), ``_csv_model`` and the
    ``_latex_*`` parts of their tables.
    """

    _block_rows = 1 << 15  # rows per block when exporting

    def __init__(self, learner: TraceSource) -> None:
        capped = getattr(learner, "history_complete_until", None) is not None  # recorded up to a cap: still a trace
        if not getattr(learner, "record_history", True) and not capped:
            raise ValueError("The trace table needs the learner's history: build it with record_history=True.")
        self.learner = learner
        self.multiclass = learner.n_classes > 2
        # Steps before this learner's first epoch (a run continued with set_averaging_state).
        self.t0 = learner.t - (learner.epoch * learner.n_samples + learner.pos)
        self._orders: dict[int, np.ndarray] = {}

    # --------------------------------------------------------------- queries
    @property
    def traits(self) -> Traits:
        """What the run's variant has (see :class:`core.learn.traits.Traits`)."""
        return self.learner.traits

    def __len__(self) -> int:
        """Number of steps (rows) so far."""
        complete = getattr(self.learner, "history_complete_until", None)  # a capped history ends there
        return (self.learner.t if complete is None else complete) - self.t0

    @property
    def first_step(self) -> int:
        """The step t of the first row (1 unless the learner continued an earlier run)."""
        return self.t0 + 1

    @property
    def last_step(self) -> int:
        """The step t of the last row (``first_step - 1`` while the trace is empty)."""
        return self.t0 + len(self)

    def capped_note(self) -> str:
        """A sentence saying where the trace ends when the run went past its recorded history, else ""."""
        if getattr(self.learner, "history_complete_until", None) is None:
            return ""
        capped = QT_TRANSLATE_NOOP(
            "Training",
            "The run was capped: its trace ends at step {end}, where its recorded history ends; training went on to "
            "step {t}.",
        )
        return Said(Sentence("Training", capped, {"end": f"{self.last_step:,}", "t": f"{self.learner.t:,}"}))

    def rows(self, start: int, stop: int) -> BlockT:
        """Rows of the steps t = start, ..., stop - 1 (like ``range``), computed together."""
        first, last = self.first_step, self.last_step
        if not first <= start <= stop <= last + 1:
            raise IndexError(f"Steps {start}..{stop - 1} are outside the trace (steps {first}..{last}).")
        return self._block(np.arange(start, stop, dtype=np.int64))

    def rows_at(self, steps: np.ndarray) -> BlockT:
        """Rows of the given steps (increasing, within the trace), e.g. those of :meth:`mistakes_only`."""
        steps = np.asarray(steps, dtype=np.int64)
        if len(steps) and not self.first_step <= steps[0] <= steps[-1] <= self.last_step:
            raise IndexError(f"Steps {steps[0]}..{steps[-1]} are outside the trace.")
        return self._block(steps)

    def mistakes_only(self) -> np.ndarray:
        """The steps t of the mistakes (the rows to keep when showing mistakes only)."""
        return self.learner.history[:, 2].copy()

    def mistakes_until(self, t: int) -> int:
        """How many mistakes were made up to and including step ``t``."""
        return int(np.searchsorted(self.learner.history[:, 2], t, side="right"))

    # --------------------------------------------------------------- exports
    def csv_header(self) -> list[str]:
        """The column names of :meth:`write_csv`."""
        raise NotImplementedError

    def write_csv(self, f: SupportsWrite[str], *, mistakes_only: bool = False) -> None:
        """Write the table as CSV to an open text stream (floats at full precision; mistake as 1/0)."""
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(self.csv_header())
        for block in self._blocks(self.first_step, self.last_step + 1, mistakes_only):
            m = len(block)
            ints = np.column_stack([block.t, block.epoch, block.index]).tolist()
            scores = (block.scores if self.multiclass else block.score.reshape(m, 1)).tolist()
            flags = np.column_stack([block.prediction, block.mistake]).astype(np.int64).tolist()
            model = self._csv_model(block).tolist()
            columns = zip(ints, block.x.tolist(), block.y.tolist(), scores, flags, model, strict=True)
            writer.writerows([*i, *x, y, *s, *fl, *c] for i, x, y, s, fl, c in columns)

    def to_latex(self, *, mistakes_only: bool = False, start: int | None = None, stop: int | None = None) -> str:
        """The table as a LaTeX ``tabular`` in the window's layout (plain ``\\hline`` rules, no package).

        Columns in the trace table's order: t, epoch, x₁, x₂ (x on a number line, the vector x beyond two
        features), the score, the prediction ŷ, the label y, mistake?, then the model after the step (the
        subclass says which).  A mistake's row reads **yes** and its weights after in bold, as the window
        marks it.  Rows are the steps start..stop-1 (default: all), or their mistakes only.
        """
        out = io.StringIO()
        self.write_latex(out, mistakes_only=mistakes_only, start=start, stop=stop)
        return out.getvalue()

    def write_latex(
        self,
        f: SupportsWrite[str],
        *,
        mistakes_only: bool = False,
        start: int | None = None,
        stop: int | None = None,
    ) -> None:
        """Write :meth:`to_latex`'s table to an open text stream: the header, then one write per row."""
        start = self.first_step if start is None else start
        stop = self.last_step + 1 if stop is None else stop
        f.write(f"\\begin{{tabular}}{{{self._latex_columns()}}}\n\\hline\n{self._latex_header()} \\\\\n\\hline\n")
        for block in self._blocks(start, stop, mistakes_only):
            for k in range(len(block)):
                f.write(self._latex_row(block, k) + " \\\\\n")
        f.write("\\hline\n\\end{tabular}\n")

    # ------------------------------------------------------------- internals
    def _block(self, ts: np.ndarray) -> BlockT:
        """The rows of the steps ``ts`` (increasing, within the trace)."""
        raise NotImplementedError

    def _csv_model(self, block: BlockT) -> np.ndarray:
        """The model columns of the CSV (after the prediction and mistake ones), one row per row of ``block``."""
        raise NotImplementedError

    def _latex_columns(self) -> str:
        raise NotImplementedError

    def _latex_header(self) -> str:
        raise NotImplementedError

    def _latex_row(self, block: BlockT, k: int) -> str:
        raise NotImplementedError

    def _latex_step_columns(self) -> str:
        """The column types of :meth:`_latex_step_header`'s columns."""
        return "rr" + "r" * len(self._latex_x_titles()) + ("c" if self.multiclass else "r") + "ccc"

    def _latex_step_header(self, score: str) -> list[str]:
        """The titles every table starts with, in the window's order: t, epoch, x, the score, ŷ, y, mistake?"""
        return ["$t$", "epoch", *self._latex_x_titles(), score, r"$\hat{y}$", "$y$", "mistake?"]

    def _latex_x_titles(self) -> list[str]:
        d = self.learner.X.shape[1]
        if d == 1:
            return ["$x$"]
        return ["$x_1$", "$x_2$"] if d == 2 else [r"$\mathbf{x}$"]

    def _latex_step_cells(self, block: BlockT, k: int) -> list[str]:
        """The LaTeX cells every table starts row ``k`` with, as :meth:`_latex_step_header` names them."""
        label = latex_class if self.multiclass else latex_sign
        x = block.x[k]
        xs = [f"${latex_number(v)}$" for v in x] if len(x) <= 2 else [latex_vector(x)]
        cells = [str(int(block.t[k])), str(int(block.epoch[k])), *xs]
        cells.append(latex_vector(block.scores[k]) if self.multiclass else f"${latex_number(block.score[k])}$")
        cells += [label(block.prediction[k]), label(block.y[k]), r"\textbf{yes}" if block.mistake[k] else "no"]
        return cells

    def _check_step(self, t: int) -> None:
        last = self.last_step
        if not self.first_step - 1 <= t <= last:
            raise IndexError(f"Step {t} is outside the trace (steps {self.first_step - 1}..{last}).")

    def _order(self, epoch: int) -> np.ndarray:
        order = self._orders.get(epoch)
        if order is None:
            if len(self._orders) >= _ORDER_CACHE:
                self._orders.pop(next(iter(self._orders)))
            order = self._orders[epoch] = self.learner.order_of_epoch(epoch)
        return order

    def _examples(self, ts: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(epoch from 0, position in the epoch, example index) of the steps ts."""
        n = self.learner.n_samples
        local = ts - self.t0 - 1
        epoch, pos = local // n, local % n
        index = np.empty_like(ts)
        for e in np.unique(epoch):
            sel = epoch == e
            index[sel] = self._order(int(e))[pos[sel]]
        return epoch, pos, index

    def _blocks(self, start: int, stop: int, mistakes_only: bool) -> Iterator[BlockT]:
        """The rows start..stop-1 (or their mistakes) in blocks of bounded size."""
        size = self._block_rows
        if mistakes_only:
            steps = self.mistakes_only()
            steps = steps[(steps >= start) & (steps < stop)]
            for k in range(0, len(steps), size):
                yield self._block(steps[k : k + size])
            return
        for first in range(start, stop, size):
            yield self.rows(first, min(first + size, stop))


def latex_number(v: float, digits: int = 4) -> str:
    """A number for LaTeX math mode to ``digits`` significant digits (powers of ten, infinities, NaN spelled out)."""
    text = f"{float(v):.{digits}g}"
    if text in ("-0", "nan", "inf", "-inf"):
        return {"-0": "0", "nan": r"\mathrm{NaN}", "inf": r"\infty", "-inf": r"-\infty"}[text]
    if "e" in text:
        mantissa, exponent = text.split("e")
        return f"{mantissa} \\times 10^{{{int(exponent)}}}"
    return text


def latex_vector(v: np.ndarray) -> str:
    """A vector as an inline LaTeX tuple."""
    return "$(" + ", ".join(latex_number(x) for x in v) + ")$"


def latex_bold(cell: str, on: bool = True) -> str:
    """A cell in bold (its math too: ``\\boldmath``, LaTeX's own) when ``on``."""
    return f"{{\\boldmath{cell}}}" if on and cell else cell


def latex_sign(v: int) -> str:
    """A two-class label or prediction as $+1$, $-1$ (or $0$: no prediction)."""
    return "$+1$" if v > 0 else "$-1$" if v < 0 else "$0$"


def latex_class(v: int) -> str:
    """A class index in LaTeX math mode."""
    return f"${int(v)}$"
