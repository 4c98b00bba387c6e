"""The loss panel (dock ``lossDock``): the 0-1, perceptron, hinge and logistic losses of the w shown.

Three plots, all from :mod:`core.teach.losses` on the current run's data: the mean loss as a landscape
over (w₁, w₂) at the shown b (an image with contours, the run's path of weights and the shown w on it;
one loss, or all four side by side), the four mean losses along the last update (w + s·Δw, s = 0 is
the w shown, s = -1 the w before the update), and each example's loss against its margin y a.  A line
of text says why the perceptron's gradient is -y x̃ on a mistake and 0 otherwise, with the numbers.

The panel follows the step shown (time travel included) while its dock can be seen.  The landscape and
the slice are computed on a thread of their own (:class:`perceptron_gui.work.jobs.Jobs`), one computation at
a time: while one runs, only the newest request waits, so a fast run is sampled, never queued.
Landscapes are kept per (run, b, window); for large data a landscape averages a random sample of
:data:`LANDSCAPE_EXAMPLES` examples and the slice one of :data:`SLICE_EXAMPLES` (the per-example losses and
the gradient use them all).  During a run the panel redraws once a second at most, one plot per event-loop
turn (:data:`STAGE_MS` apart), its landscapes have :data:`RUN_RESOLUTION` cells a side and its thread rests
:data:`REST` times the processor time it worked, so on two cores the canvas and the training thread keep theirs
(bench/loss_panel.py, bench/gui.py).
"""

from __future__ import annotations

import math
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from core.session.snapshot import Snapshot
from core.teach.losses import (
    LOSS_TITLES,
    LOSSES,
    Landscape,
    LossData,
    along,
    cell_centres,
    contour_lines,
    gradient,
    landscape,
    margins,
    nice_extent,
    pointwise,
    sample,
)
from core.teach.numbers import grouped, joined, plain, short
from core.teach.trace import Trace
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.views.axes import light_grid, plain_numbers, set_window
from perceptron_gui.views.dock_panel import DockPanel
from perceptron_gui.views.dots import Dots
from perceptron_gui.views.readout import Readout, numbers
from perceptron_gui.widgets.naming import named
from perceptron_gui.work.jobs import Jobs, Report

ROW_HEIGHT = 165  # a row of plots: a two-line title, the plot and its axis titles
PLOT_SLACK = 12  # px a plot needs beyond its titles (margins)
RESOLUTION = 81  # landscape cells a side
RUN_RESOLUTION = 41  # ... during a run (a quarter of the work; the full grid comes when the run stops)
REST = 3.0  # during a run the panel's thread rests this many times the processor time its last job took
RUN_REFRESH_MS = 1000  # during a run the panel redraws at most this often (the owner of what is shown paces it)
STAGE_MS = 10  # during a run the panel's plots are drawn one at a time, this far apart: the window repaints between
SLICE_EXAMPLES = 20_000  # examples the slice along the last update averages at most
LANDSCAPE_EXAMPLES = 3_000  # examples a landscape averages at most (81² cells x 3,000: about half a second)
SHOWN_EXAMPLES = 500  # examples drawn in the per-example plot at most (each redraw costs about 2 ms per 100)
PATH_POINTS = 1_000  # points of the weight path drawn at most
DOTTED_PATH = 60  # a path of at most this many weights shows a dot at each
SLICE = np.linspace(-2.0, 2.0, 161)  # s along w + s·Δw
CACHED = 12  # landscapes kept
Contours = dict[str, tuple[np.ndarray, np.ndarray]]
Drawn = tuple[Landscape | None, Contours | None]  # a landscape and its contours to draw (None, None: none)
CHOICES = {
    "all": QT_TRANSLATE_NOOP("Loss", "All four"),
    "zero_one": "0-1",
    "perceptron": QT_TRANSLATE_NOOP("Loss", "Perceptron"),
    "hinge": QT_TRANSLATE_NOOP("Loss", "Hinge"),
    "logistic": QT_TRANSLATE_NOOP("Loss", "Logistic"),
}
LOSS_WORD = QT_TRANSLATE_NOOP("Loss", "Loss")
PLOT_WORDS = {
    "perceptron": QT_TRANSLATE_NOOP("Loss", "perceptron"),
    "hinge": QT_TRANSLATE_NOOP("Loss", "hinge"),
    "logistic": QT_TRANSLATE_NOOP("Loss", "logistic"),
    "slice": QT_TRANSLATE_NOOP("Loss", "mean loss along the<br>last update w + s·Δw"),
    "slice axis": QT_TRANSLATE_NOOP("Loss", "s  (0: now, −1: before)"),
    "examples": QT_TRANSLATE_NOOP("Loss", "each example's loss ℓ(y a)<br>at the w shown"),
    "examples axis": QT_TRANSLATE_NOOP("Loss", "margin y a"),
}  # the plots' titles and axes (a landscape's: its loss's name over core's formula)
COMBO_TIP = QT_TRANSLATE_NOOP("Loss", "The loss of the landscape and of the per-example plot; the slice shows all four")
COLOURS = {"zero_one": "#777777", "perceptron": "#D55E00", "hinge": "#0072B2", "logistic": "#009E73"}
TEXT = "#222222"
ZERO_RULE = {
    "mistake": QT_TRANSLATE_NOOP("Loss", "a = 0 counts as a mistake (y a ≤ 0, h'(0) = 1 as in note 003)"),
    "positive": QT_TRANSLATE_NOOP("Loss", "a = 0 predicts +1 (CMU), so it is a mistake only when y = −1"),
    "negative": QT_TRANSLATE_NOOP("Loss", "a = 0 predicts −1, so it is a mistake only when y = +1"),
}
WORDS = {
    "two classes": QT_TRANSLATE_NOOP("Loss", "The losses need two classes."),
    "concealed": QT_TRANSLATE_NOOP(
        "Loss", "Question open: the losses are hidden until the answer is checked (they would give it away)."
    ),
    "kernel": QT_TRANSLATE_NOOP(
        "Loss", "The kernel perceptron has no weight vector w: its losses are not drawn over w."
    ),
    "waiting": QT_TRANSLATE_NOOP("Loss", "Waiting for the run to start…"),
    "multiclass": QT_TRANSLATE_NOOP("Loss", "The loss panel is about two classes (y = ±1); this document has more."),
    "mean": QT_TRANSLATE_NOOP("Loss", "Mean over the {n} examples, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b."),
    "averaged": QT_TRANSLATE_NOOP("Loss", "w is the averaged perceptron's online w, the one each update changes."),
    "voted": QT_TRANSLATE_NOOP("Loss", "w is the voted perceptron's online w, the one each update changes."),
    "one feature": QT_TRANSLATE_NOOP("Loss", "One feature: no landscape over (w₁, w₂)."),
    "landscape sampled": QT_TRANSLATE_NOOP("Loss", "The landscape averages {n} examples drawn at random."),
    "slice sampled": QT_TRANSLATE_NOOP("Loss", "The slice averages {n} examples drawn at random."),
    "no intercept": QT_TRANSLATE_NOOP("Loss", "No intercept: b = 0."),
    "ended": QT_TRANSLATE_NOOP(
        "Loss", "The run went past its recorded history, which ends at step {t}: the path of w ends there."
    ),
    "ended no slice": QT_TRANSLATE_NOOP(
        "Loss",
        "The run went past its recorded history, which ends at step {t}: the path of w ends there, and the slice "
        "needs the last update.",
    ),
    "no update": QT_TRANSLATE_NOOP("Loss", "No update yet: the slice shows after the first."),
    "tilde scaled": QT_TRANSLATE_NOOP("Loss", "(x, c), c = {c}, in w̃ = (w, β) with the offset b = βc"),
    "step scaled": QT_TRANSLATE_NOOP("Loss", "w̃ − η∇ℓ is the update w̃ + η y x̃ (b moves by η y c²)"),
    "step": QT_TRANSLATE_NOOP("Loss", "w − η∇ℓ is the update w + η y x̃"),
    "gradient": QT_TRANSLATE_NOOP(
        "Loss",
        "Perceptron: ℓ = max(0, −y a). On a mistake ℓ = −y a, so ∇ℓ = −y x̃ with x̃ = {tilde}, and the step {step}; "
        "otherwise ℓ = 0 near w, ∇ℓ = 0: no update. This run: {rule}. At the w shown: {mistakes} of {n} are "
        "mistakes, ∇L = ({numbers}).",
    ),
}
word = word_lookup("Loss", WORDS)  # word(key): WORDS[key] in the interface language


@dataclass(frozen=True, eq=False)
class Heavy:
    """What the panel's thread computed: a landscape (None when not asked) and the slice along Δ."""

    key: tuple | None
    scape: Landscape | None
    slice_key: tuple
    curves: dict[str, np.ndarray] | None
    contours: dict[str, tuple[np.ndarray, np.ndarray]] | None = None


def _compute(
    key: tuple | None, data: LossData | None, grid: np.ndarray, b: float, rest: np.ndarray,
    slice_key: tuple, full: LossData, w: np.ndarray, delta: tuple[np.ndarray, float] | None,
    report: Report,
) -> Heavy | None:  # fmt: skip
    """Runs on the panel's thread: the landscape (when ``data`` is given) and the slice (when ``delta`` is)."""
    scape = None
    if data is not None:
        scape = landscape(data, grid, grid, b, rest, keep_going=report)
        if scape is None:
            return None
    curves = along(full, w, b, delta[0], delta[1], SLICE) if delta is not None else None
    contours = {name: contour_lines(scape, name) for name in LOSSES} if scape is not None else None
    return Heavy(key, scape, slice_key, curves, contours)


class LossPanel(DockPanel):
    """The loss panel (objectName ``lossPanel``): loss choice ``lossCombo``, note ``lossNote``, the gradient's
    explanation ``lossGradientNote``; plots ``lossLandscape_<loss>``, ``lossSlice`` and ``exampleLosses``."""

    def __init__(self) -> None:
        super().__init__(RUN_REFRESH_MS)
        self.setObjectName("lossPanel")
        top = QHBoxLayout()
        self.loss_word = QLabel()
        top.addWidget(self.loss_word)
        self.combo = named(QComboBox(), "lossCombo")
        for key in CHOICES:
            self.combo.addItem("", key)
        self._words()
        self.combo.currentIndexChanged.connect(self._choice_changed)
        top.addWidget(self.combo)
        self.note = named(QLabel(), "lossNote")
        self.note.setWordWrap(True)
        top.addWidget(self.note, 1)
        self.panel_layout.addLayout(top)
        self.gradient_note = named(QLabel(), "lossGradientNote")
        self.gradient_note.setWordWrap(True)
        self.gradient_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.panel_layout.addWidget(self.gradient_note)
        self._margins: tuple[LossData, np.ndarray] | None = None  # the examples and their y a at the w shown
        self.shown_w: np.ndarray | None = None
        self.shown_b = 0.0
        self.scape: Landscape | None = None
        self.curves: dict[str, np.ndarray] | None = None
        self._log: object | None = None
        self._data: LossData | None = None
        self._sampled: LossData | None = None
        self._slice_data: LossData | None = None
        self._cache: OrderedDict[tuple, tuple[Landscape, Contours]] = OrderedDict()
        self._slice_key: tuple | None = None
        self._wanted: partial[Heavy | None] | None = None  # the newest heavy request, waiting for the thread
        self._arrived: Heavy | None = None  # during a run: the thread's newest result, drawn with the next redraw
        self._jobs = Jobs("losses", self)
        self._rest = QTimer(self)  # after a job during a run: the time before the next may start
        self._rest.setSingleShot(True)
        self._rest.timeout.connect(self._submit_wanted)
        self._stages: deque[Callable[[], None]] = deque()  # during a run: the plots still to draw, one per turn
        self._stage = QTimer(self)
        self._stage.setSingleShot(True)
        self._stage.timeout.connect(self._next_stage)
        self._scale = 1.0
        self.computed = 0  # landscapes and slices the thread delivered (bench/loss_panel.py counts them)

    def _words(self) -> None:
        """The panel's words in the interface language (at start and on ``QEvent.LanguageChange``)."""
        self.loss_word.setText(translated("Loss", LOSS_WORD))
        for k, text in enumerate(CHOICES.values()):
            self.combo.setItemText(k, translated("Loss", text))
        self.combo.setToolTip(translated("Loss", COMBO_TIP))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and "combo" in self.__dict__:  # (once built)
            self._words()
        super().changeEvent(event)

    def minimumSizeHint(self) -> QSize:
        """Tall enough for the notes as wrapped at the panel's width and the plots' rows (a wrapped label's own
        hint does not count its lines)."""
        hint = super().minimumSizeHint()
        if self.plot is None or self.width() <= 0:
            return hint
        layout = self.panel_layout
        margins, spacing = layout.contentsMargins(), max(0, layout.spacing())
        top = max(self.combo.sizeHint().height(), self.note.heightForWidth(max(1, self.note.width())))
        notes = top + spacing
        if self.gradient_note.text():
            notes += self.gradient_note.heightForWidth(max(1, self.gradient_note.width())) + spacing
        needed = margins.top() + notes + self.plot.minimumHeight() + margins.bottom()
        return QSize(hint.width(), max(hint.height(), needed))

    def heightForWidth(self, width: int) -> int:
        """Its least height (its dock's scroll area gives it the rest; the plots' own hints ask for a screen)."""
        return self.minimumSizeHint().height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # the notes wrap onto more or fewer lines

    @property
    def choice(self) -> str:
        """The loss chosen ("all" or a name of :data:`core.teach.losses.LOSSES`)."""
        return str(self.combo.currentData())

    def make_plot(self) -> LossPlots:
        plots = LossPlots()
        plots.set_scale(self._scale)
        return plots

    def set_scale(self, factor: float) -> None:
        """Text, lines and markers of the plots ``factor`` times their normal size (presentation mode: 2)."""
        self._scale = factor
        if isinstance(self.plot, LossPlots):
            self.plot.set_scale(factor)

    def set_choice(self, key: str) -> None:
        """Choose the loss shown ("all", "zero_one", "perceptron", "hinge" or "logistic")."""
        self.combo.setCurrentIndex(self.combo.findData(key))

    def _choice_changed(self) -> None:
        if isinstance(self.plot, LossPlots):
            self.plot.show_choice(self.choice)
        self.schedule()

    def readout(self) -> Readout:
        """What the panel shows: the w and b its losses are drawn at (None: none drawn), and its note."""
        w = numbers(self.shown_w)
        return Readout(w=w, b=None if w is None else self.shown_b, texts=(("note", self.note.text()),))

    # ------------------------------------------------------------ refresh
    def refresh(self) -> None:
        """Draw the losses of the w shown; ask the thread for the landscape and slice when they changed."""
        snap = self.shown.snapshot
        trace = self.shown.trace
        problem = self._problem(snap, trace)
        if problem:
            self._clear(problem)
            return
        assert snap is not None and trace is not None
        data = self._data_of(trace)
        w, b = np.array(snap.coef[0], dtype=np.float64), float(snap.intercept[0]) if data.fit_intercept else 0.0
        self.shown_w, self.shown_b = w, b
        path = _path(trace, snap.step, snap.epoch)
        ended = None if trace.batch or snap.step <= trace.last_step else trace.last_step  # past a capped history
        delta = None if ended is not None and snap.prev_coef is None else _last_update(snap, path, data.fit_intercept)
        m = margins(data, w, b)  # every example's, once: on a million points each pass over them is felt
        self._margins = (data, m)
        self._show_gradient(data, m, w, b, float(trace.learner.constant))
        if not isinstance(self.plot, LossPlots):
            return
        draws: list[Callable[[], None]] = [partial(self.plot.show_examples, m, data.tie_is_mistake, self.choice)]
        drawn: Drawn | None = None  # None: the landscape drawn stays
        arrived, self._arrived = self._arrived, None
        if arrived is not None:
            drawn = self._take_heavy(arrived)
            draws.append(partial(self.plot.show_slice, arrived.curves))
        two_d = data.X.shape[1] >= 2
        extent = nice_extent(np.concatenate([path[:, :2].ravel(), w[:2]])) if two_d else 1.0
        slice_key = (id(trace), *w.tolist(), b, *(() if delta is None else (*delta[0].tolist(), delta[1])))
        if two_d:
            cells = RUN_RESOLUTION if self.shown.running else RESOLUTION
            key = (id(trace), b, extent, cells, *w[2:].tolist())
            drawn = self._request(key, extent, w, b, slice_key, delta) or drawn
        else:
            self.scape, drawn = None, (None, None)
            self._request(None, extent, w, b, slice_key, delta)
        for plot in self.plot.scapes.values():
            draws.append(partial(plot.show, drawn, path[:, :2] if two_d else None, w[:2] if two_d else None))
        self._draw(draws)
        self.note.setText(self._note(data, two_d, delta, trace.learner.variant, ended))
        self.updateGeometry()

    def _draw(self, draws: list[Callable[[], None]]) -> None:
        """Draw the plots: at once, or during a run one per event-loop turn (the six repainted in one pass of 17-153
        ms; one at a time, the canvas and the window's other views keep their frames)."""
        self._finish_stages()  # what a redraw still had to draw (a landscape it brought) is drawn before the next
        if self.shown.running:
            self._stages.extend(draws)
            self._next_stage()
        else:
            for draw in draws:
                draw()

    def _next_stage(self) -> None:
        if self._stages:
            self._stages.popleft()()
        if self._stages:
            self._stage.start(STAGE_MS)

    def _finish_stages(self) -> None:
        """Draw at once what a run's redraw has not drawn yet (before drawing something newer)."""
        self._stage.stop()
        while self._stages:
            self._stages.popleft()()

    @property
    def example_values(self) -> dict[str, np.ndarray]:
        """Each example's four losses at the w shown, in example order (computed when asked: the panel draws a sample
        of them, and counts the mistakes from the margins)."""
        if self._margins is None:
            return {}
        data, m = self._margins
        return {name: pointwise(name, m, data.tie_is_mistake) for name in LOSSES}

    def _problem(self, snap: Snapshot | None, trace: Trace | None) -> str:
        if snap is None:
            return word("two classes")
        if self.shown.concealed:
            return word("concealed")
        if self.shown.table is not None and trace is None:
            return word("kernel")
        if trace is None:
            return word("waiting")
        if trace.multiclass:
            return word("multiclass")
        return ""

    def _data_of(self, trace: Trace) -> LossData:
        log = trace.learner
        if log is not self._log or self._data is None:
            self._log = log
            self._data = LossData.from_indices(log.X, log.y_idx, log.fit_intercept, log.zero_score)
            self._sampled = sample(self._data, LANDSCAPE_EXAMPLES)
            self._slice_data = sample(self._data, SLICE_EXAMPLES, seed=1)
            self._cache.clear()
            self._slice_key = None
        return self._data

    def _note(
        self, data: LossData, two_d: bool, delta: tuple[np.ndarray, float] | None, variant: str, ended: int | None
    ) -> str:  # fmt: skip
        n = len(data.y)
        parts = [word("mean").format(n=grouped(n))]
        if variant in ("averaged", "voted"):
            parts.append(word(variant))
        if not two_d:
            parts.append(word("one feature"))
        elif self._sampled is not None and len(self._sampled.y) < n:
            parts.append(word("landscape sampled").format(n=grouped(len(self._sampled.y))))
        if self._slice_data is not None and len(self._slice_data.y) < n:
            parts.append(word("slice sampled").format(n=grouped(len(self._slice_data.y))))
        if not data.fit_intercept:
            parts.append(word("no intercept"))
        if ended is not None:
            parts.append(word("ended no slice" if delta is None else "ended").format(t=grouped(ended)))
        elif delta is None:
            parts.append(word("no update"))
        return " ".join(parts)

    def _show_gradient(self, data: LossData, m: np.ndarray, w: np.ndarray, b: float, constant: float = 1.0) -> None:
        """The perceptron's gradient in words and numbers; with a constant coordinate c ≠ 1 (the unit ball with an
        intercept) in w̃ = (w, β), the offset b = βc, where ∂/∂β = c ∂/∂b and the update moves b by η y c²."""
        grad_w, grad_b = gradient(data, "perceptron", w, b, m=m)
        mistakes = int(pointwise("zero_one", m, data.tie_is_mistake).sum())
        scaled = data.fit_intercept and constant != 1.0
        numbers = joined(_num(v) for v in (*grad_w, *((grad_b * constant,) if data.fit_intercept else ())))
        tilde = word("tilde scaled").format(c=short(constant, 4)) if scaled else "(x, 1)" if data.fit_intercept else "x"
        rule = translated("Loss", ZERO_RULE[data.zero_score])
        self.gradient_note.setText(
            word("gradient").format(
                tilde=tilde, step=word("step scaled" if scaled else "step"), rule=rule, mistakes=grouped(mistakes),
                n=grouped(len(data.y)), numbers=numbers,
            )
        )  # fmt: skip

    def _request(
        self, key: tuple | None, extent: float, w: np.ndarray, b: float, slice_key: tuple,
        delta: tuple[np.ndarray, float] | None,
    ) -> Drawn | None:  # fmt: skip
        """Ask the thread for what is missing; the landscape of ``key`` when it is cached (to be drawn), else None."""
        assert self._data is not None
        cached = self._cache.get(key) if key is not None else None
        if key is not None and cached is not None:
            self._cache.move_to_end(key)
            self.scape = cached[0]
        need_scape = key is not None and cached is None
        need_slice = slice_key != self._slice_key
        if not need_scape and not need_slice:
            return cached
        side = key[3] if key is not None else RESOLUTION
        cells = cell_centres(extent, side)
        assert self._slice_data is not None
        work = partial(_compute, key, self._sampled if need_scape else None, cells, b, w[2:].copy(), slice_key,
                       self._slice_data, w, delta)  # fmt: skip
        self._wanted = work  # only the newest waits
        if not self.shown.running:
            self._rest.stop()  # the rest leaves the cores to a run: paused, the w shown waits for nothing
        if not self._jobs.busy and not self._rest.isActive():
            self._submit_wanted()
        return cached

    def _submit_wanted(self) -> None:
        if self._wanted is None or self._jobs.busy:
            return
        work, self._wanted = self._wanted, None
        self._jobs.submit(work, on_done=self._computed)

    def _computed(self, heavy: Heavy | None) -> None:
        self.computed += 1
        if self.shown.running:  # the thread rests: it shares the machine's cores with the run and the window
            # Its work, not its wall time: at its low priority, a 0.13 s landscape took 2.2 s beside a run, and the
            # rest after it 6.6 s, while the run's w left the landscape's window.
            self._rest.start(int(1000 * REST * self._jobs.last_cpu_s) + 1)
        if heavy is not None and isinstance(self.plot, LossPlots):
            if heavy.scape is not None and heavy.key is not None and heavy.contours is not None:
                self._cache[heavy.key] = (heavy.scape, heavy.contours)
                while len(self._cache) > CACHED:
                    self._cache.popitem(last=False)
            if self.shown.running:  # the panel's plots repaint together (100-190 ms): once a second, not twice
                self._arrived = heavy
            else:
                self._finish_stages()
                self._show_heavy(heavy)
        if not self._rest.isActive():
            self._submit_wanted()
        if self.on_screen:
            self.schedule()  # the state may have moved on while this was computed

    def _show_heavy(self, heavy: Heavy) -> None:
        """Draw what the thread computed: the landscapes and their contours, the slice."""
        assert isinstance(self.plot, LossPlots)
        drawn = self._take_heavy(heavy)
        if drawn is not None:
            self.plot.show_landscape(*drawn)
        self.plot.show_slice(heavy.curves)

    def _take_heavy(self, heavy: Heavy) -> Drawn | None:
        """Make what the thread computed the panel's; its landscape to draw (None: it brought none)."""
        self._slice_key = heavy.slice_key
        self.curves = heavy.curves
        if heavy.scape is None or heavy.key is None or heavy.contours is None:
            return None
        self.scape = heavy.scape
        return heavy.scape, heavy.contours

    def _clear(self, why: str) -> None:
        self._arrived = None
        self._stage.stop()
        self._stages.clear()
        self.note.setText(why)
        self.gradient_note.setText("")
        self._margins = None
        self.shown_w = None
        if isinstance(self.plot, LossPlots):
            self.plot.clear_all()

    def shutdown(self) -> None:
        """Stop the panel's thread (waits for a computation in progress)."""
        self._jobs.shutdown()


def _path(trace: Trace, step: int, epoch: int) -> np.ndarray:
    """The run's weights (w..., b) from the start up to ``step``: one row per update, at most :data:`PATH_POINTS`."""
    try:
        if trace.batch:
            W_end, b_end = trace.weights_at_epoch_ends()
            W = np.concatenate([trace.learner.W0[None], W_end[:epoch]])
            B = np.concatenate([trace.learner.B0[None], b_end[:epoch]])
        else:  # past a capped history: up to where it ends
            W, B = trace.sampled_states_until(min(step, trace.last_step), PATH_POINTS)
    except (ValueError, IndexError):  # a learner whose history the trace cannot replay: the start only
        W, B = trace.learner.W0[None], trace.learner.B0[None]
    if len(W) > PATH_POINTS:  # the batch variant's epochs: keep the start and the last exactly
        keep = np.unique(np.linspace(0, len(W) - 1, PATH_POINTS).astype(np.int64))
        W, B = W[keep], B[keep]
    return np.hstack([W[:, 0, :], B[:, :1]])


def _last_update(snap: Snapshot, path: np.ndarray, fit_intercept: bool) -> tuple[np.ndarray, float] | None:
    """Δ = (Δw, Δb) of the last update up to the step shown (the step's own when it was one), or None."""
    if snap.prev_coef is not None and snap.prev_intercept is not None:
        dw = np.asarray(snap.coef[0], dtype=np.float64) - np.asarray(snap.prev_coef[0], dtype=np.float64)
        db = float(snap.intercept[0] - snap.prev_intercept[0]) if fit_intercept else 0.0
    elif len(path) >= 2:
        dw, db = path[-1, :-1] - path[-2, :-1], float(path[-1, -1] - path[-2, -1]) if fit_intercept else 0.0
    else:
        return None
    return (dw, db) if np.any(dw) or db else None


def _num(value: float) -> str:
    return plain(value, 3)


class LossPlots(QWidget):
    """The landscapes (all four, or the chosen one), the slice and the per-example plot: in one row when the panel
    is wide enough for every plot's title and axis titles, else in two rows (:meth:`arrange`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("lossPlots")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(2)
        self._arranged: tuple[int, tuple[str, ...]] = (0, ())
        self.scapes = {name: LandscapePlot(name) for name in LOSSES}
        self.slice = named(pg.PlotWidget(background="w"), "lossSlice")
        self.titles: dict[pg.PlotWidget, str] = {plot: name for name, plot in self.scapes.items()}
        self.titles[self.slice] = "slice"
        plain_numbers(self.slice.getPlotItem())
        self.slice.addLegend(offset=(5, 5), labelTextSize="10pt", colCount=2, brush=pg.mkBrush(255, 255, 255, 200))
        light_grid(self.slice.getPlotItem(), 0.2)
        self.slice.setXRange(float(SLICE[0]), float(SLICE[-1]))
        self.slice_curves = {
            name: self.slice.plot(pen=pg.mkPen(COLOURS[name], width=2.5), name=translated("Loss", CHOICES[name]))
            for name in LOSSES
        }
        for s, style in ((0.0, Qt.PenStyle.SolidLine), (-1.0, Qt.PenStyle.DashLine)):
            self.slice.addItem(pg.InfiniteLine(s, angle=90, pen=pg.mkPen("#333333", width=1.2, style=style)))
        self.examples = named(pg.PlotWidget(background="w"), "exampleLosses")
        self.titles[self.examples] = "examples"
        plain_numbers(self.examples.getPlotItem())
        light_grid(self.examples.getPlotItem(), 0.2)
        self.example_curves = {name: self.examples.plot(pen=pg.mkPen(COLOURS[name], width=2)) for name in LOSSES}
        self.example_dots = {name: Dots(8, COLOURS[name]) for name in LOSSES}
        for dots in self.example_dots.values():
            self.examples.addItem(dots)
        self.choice = "all"
        self.scale = 1.0
        self._curves: dict[str, np.ndarray] | None = None
        self._shown = np.zeros(0, dtype=np.int64)  # the examples drawn as dots
        self._top = 0.0  # the margin axis of the loss curves runs over [-top, top]
        self._fitted: tuple[float, str] = (0.0, "")  # the (top, choice) the per-example plot's window was set for
        self.set_scale(1.0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.set_scale(self.scale)  # the titles, axes and legend in the interface language
        super().changeEvent(event)

    def set_scale(self, factor: float) -> None:
        """Text, lines and markers ``factor`` times their normal size (presentation mode: 2), in the interface
        language."""
        self.scale = factor
        self._arranged = (0, ())  # the titles' widths change: arranged again
        tick_font = QFont()
        tick_font.setPointSizeF(9 * factor)
        self.slice.setLabel("bottom", translated("Loss", PLOT_WORDS["slice axis"]))
        self.examples.setLabel("bottom", translated("Loss", PLOT_WORDS["examples axis"]))
        for plot, key in self.titles.items():
            title = plot.title() if isinstance(plot, LandscapePlot) else translated("Loss", PLOT_WORDS[key])
            plot.setTitle(title, color=TEXT, size=f"{11 * factor:g}pt")
            label = plot.getPlotItem().titleLabel  # pyqtgraph gives a title 30 pixels: room for its two lines
            height = label.item.boundingRect().height() + 2
            label.setMaximumHeight(height)
            plot.getPlotItem().layout.setRowFixedHeight(0, height)
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setStyle(tickFont=tick_font)
                axis.setLabel(axis.labelText, **{"font-size": f"{10 * factor:g}pt"})
        legend = self.slice.getPlotItem().legend
        if legend is not None:
            legend.setLabelTextSize(f"{10 * factor:g}pt")
            for (_, label), name in zip(legend.items, LOSSES, strict=True):  # the size applies at the next setText
                label.setText(translated("Loss", CHOICES[name]), size=f"{10 * factor:g}pt", color=TEXT)
        for plot in self.scapes.values():
            plot.marker.setSize(16 * factor)
            plot.path.setPen(pg.mkPen("#FFFFFF", width=2 * factor))
            plot.path.setSymbolSize(5 * factor)
        for name in LOSSES:
            self.example_curves[name].setPen(pg.mkPen(COLOURS[name], width=2 * factor))
            self.example_dots[name].setSize(8 * factor)
        self.show_choice(self.choice)
        self.show_slice(self._curves)

    def show_choice(self, choice: str) -> None:
        """Show the four landscapes side by side, or the chosen one alone; the chosen loss's dots (all four's)."""
        self.choice = choice
        self.arrange()
        for name in LOSSES:
            on = choice in ("all", name)
            self.example_curves[name].setVisible(on)
            self.example_dots[name].setVisible(on)
            width = (4.5 if name == choice else 2.5) * self.scale
            self.slice_curves[name].setPen(pg.mkPen(COLOURS[name], width=width))
        self._fit_examples()

    def shown_plots(self) -> list[pg.PlotWidget]:
        """The plots shown, in order: the landscapes chosen, the slice, the per-example plot."""
        scapes = [plot for name, plot in self.scapes.items() if self.choice in ("all", name)]
        return [*scapes, self.slice, self.examples]

    @staticmethod
    def needed_width(plot: pg.PlotWidget) -> float:
        """The width a plot needs for its title and its bottom axis's title, whole."""
        item = plot.getPlotItem()
        title = item.titleLabel.item.boundingRect().width()
        left = plot.getAxis("left").boundingRect().width()
        bottom = plot.getAxis("bottom").label.boundingRect().width() if plot.getAxis("bottom").labelText else 0.0
        return max(title, left + bottom) + PLOT_SLACK

    def arrange(self) -> None:
        """One row when every plot gets the width its titles need, else two rows; plots not chosen hidden."""
        shown = self.shown_plots()
        widest = max(self.needed_width(plot) for plot in shown)
        columns = len(shown) if self.width() >= len(shown) * widest else math.ceil(len(shown) / 2)
        key = (columns, tuple(plot.objectName() for plot in shown))
        if key == self._arranged:
            return
        self._arranged = key
        for plot in [*self.scapes.values(), self.slice, self.examples]:
            self.grid.removeWidget(plot)
            plot.setVisible(plot in shown)
        for k, plot in enumerate(shown):
            self.grid.addWidget(plot, k // columns, k % columns)
        for column in range(len(shown)):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        rows = math.ceil(len(shown) / columns)
        for row in range(2):
            self.grid.setRowStretch(row, 1 if row < rows else 0)
        self.setMinimumHeight(rows * round(ROW_HEIGHT * self.scale))
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def show_landscape(self, scape: Landscape | None, contours: Contours | None) -> None:
        """Draw the landscapes and their contours (None: none, one feature)."""
        for name, plot in self.scapes.items():
            plot.show_values(scape, name, None if contours is None else contours[name])

    def show_path(self, path: np.ndarray | None, w: np.ndarray | None) -> None:
        """The weight path (w₁, w₂) and the w shown, on every landscape."""
        for plot in self.scapes.values():
            plot.show_path(path, w)

    def show_slice(self, curves: dict[str, np.ndarray] | None) -> None:
        """The four mean losses along the last update (None: no update yet)."""
        for name, item in self.slice_curves.items():
            item.setData(SLICE, curves[name]) if curves is not None else item.setData([], [])
        self._curves = curves
        if curves is not None:  # room above the curves for the legend (twice as tall when presenting)
            top = max(float(np.max(values)) for values in curves.values())
            self.slice.setYRange(0.0, (1 + 0.5 * self.scale) * top if top > 0 else 1.0, padding=0.02)

    def show_examples(self, m: np.ndarray, tie_is_mistake: np.ndarray, choice: str) -> None:
        """Each example (at most :data:`SHOWN_EXAMPLES`, the same ones while the data stays) as a dot (y a, loss)
        on its loss curve, from the margins ``m`` = y a (``tie_is_mistake``: per example, for the 0-1 loss)."""
        if len(self._shown) != min(len(m), SHOWN_EXAMPLES) or (len(self._shown) and self._shown[-1] >= len(m)):
            self._shown = np.arange(len(m))
            if len(m) > SHOWN_EXAMPLES:
                self._shown = np.sort(np.random.default_rng(0).choice(len(m), SHOWN_EXAMPLES, replace=False))
        shown = self._shown
        finite = m[np.isfinite(m)]
        top = float(math.ceil(max(2.0, float(np.max(np.abs(finite))) * 1.1))) if finite.size else 2.0
        if top != self._top:  # the curves are redrawn only when their axis grows or shrinks
            self._top = top
            axis = np.linspace(-top, top, 401)
            for name in LOSSES:
                self.example_curves[name].setData(axis, pointwise(name, axis, True))
        m_shown, ties = m[shown], tie_is_mistake[shown]
        for name in LOSSES:
            self.example_dots[name].setData(m_shown, pointwise(name, m_shown, ties))
        self.show_choice(choice)

    def _fit_examples(self) -> None:
        """The per-example plot's window: margins in [-top, top], losses from 0 to the highest chosen curve's.

        Set, not found by pyqtgraph's auto-range, which searched the dots' and curves' bounds at every repaint.
        """
        fitted = (self._top, self.choice)
        if self._top <= 0 or fitted == self._fitted:
            return
        self._fitted = fitted
        edge = np.array([-self._top])  # every loss is highest at the lowest margin
        high = max(float(pointwise(name, edge, True)[0]) for name in LOSSES if self.choice in ("all", name))
        set_window(self.examples, xRange=(-self._top, self._top), yRange=(0.0, high))

    def clear_all(self) -> None:
        """Nothing to show."""
        self.show_landscape(None, None)
        self.show_path(None, None)
        self.show_slice(None)
        self._top = 0.0
        for name in LOSSES:
            self.example_curves[name].setData([], [])
            self.example_dots[name].setData([], [])


class LandscapePlot(pg.PlotWidget):
    """One loss over (w₁, w₂): image, contours, the path of w and the w shown (objectName ``lossLandscape_<loss>``)."""

    def title(self) -> str:
        """The plot's title: its loss's name (in the interface language) over the formula, after its colour."""
        formula = LOSS_TITLES[self.name].partition(" ")[2]
        name = translated("Loss", PLOT_WORDS[self.name]) if formula else LOSS_TITLES[self.name]  # 0-1: no words
        title = f"{name}<br>{formula}" if formula else name
        return f"<span style='color:{COLOURS[self.name]}'>■</span> {title}"  # set with its size by LossPlots

    def __init__(self, name: str) -> None:
        super().__init__(background="w")
        self.setObjectName(f"lossLandscape_{name}")
        self.name = name
        plain_numbers(self.getPlotItem())
        self.setLabel("bottom", "w₁")
        self.setLabel("left", "w₂")
        self.setAspectLocked(True)  # w₁ and w₂ on one scale: the path's angles are w's
        self.setMouseEnabled(x=False, y=False)  # the window follows the path (a round [-E, E]²)
        self.hideButtons()
        self.extent = 0.0
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setColorMap(pg.colormap.get("viridis"))
        self.addItem(self.image)
        self.contours = self.plot(pen=pg.mkPen("#FFFFFF", width=1), connect="pairs")
        self.path = self.plot(pen=pg.mkPen("#FFFFFF", width=2), symbol="o", symbolSize=5,
                              symbolBrush="#FFFFFF", symbolPen=None)  # fmt: skip
        self.marker = pg.ScatterPlotItem(size=16, symbol="star", pen=pg.mkPen("#000000", width=1.5),
                                         brush=pg.mkBrush("#E69F00"))  # fmt: skip
        self.addItem(self.marker)
        self.values: np.ndarray | None = None
        self._scape: Landscape | None = None
        self._contours: tuple[np.ndarray, np.ndarray] | None = None

    def show(self, drawn: Drawn | None, path: np.ndarray | None, w: np.ndarray | None) -> None:
        """Draw a landscape and its contours (``drawn``; None: the one drawn stays), the path and the w shown."""
        if drawn is not None:
            scape, contours = drawn
            self.show_values(scape, self.name, None if contours is None else contours[self.name])
        self.show_path(path, w)

    def show_values(
        self, scape: Landscape | None, name: str, contours: tuple[np.ndarray, np.ndarray] | None
    ) -> None:  # fmt: skip
        """Draw the landscape's ``name`` values over its window and its contour lines (None: an empty plot)."""
        if scape is not None and scape is self._scape and contours is self._contours:
            return  # drawn already (a cached landscape is drawn again at every refresh that finds it)
        self._scape, self._contours = scape, contours
        if scape is None:
            self.values = None
            self.image.clear()
            self.contours.setData([], [])
            return
        values = scape.values[name]
        self.values = values
        lo, hi = float(values.min()), float(values.max())
        self.image.setImage(values, levels=(lo, hi if hi > lo else lo + 1))
        step = (scape.w1[1] - scape.w1[0]) if len(scape.w1) > 1 else 1.0
        rect = QRectF(scape.w1[0] - step / 2, scape.w2[0] - step / 2, step * len(scape.w1), step * len(scape.w2))
        self.image.setRect(rect)
        if rect.width() != self.extent:
            self.extent = rect.width()
            set_window(self, rect, padding=0)
        self.contours.setData(*(contours if contours is not None else ([], [])))

    def show_path(self, path: np.ndarray | None, w: np.ndarray | None) -> None:
        """The path of (w₁, w₂) and a star at the w shown."""
        if path is None or w is None:
            self.path.setData([], [])
            self.marker.setData([], [])
            return
        self.path.setData(path[:, 0], path[:, 1], symbol="o" if len(path) <= DOTTED_PATH else None)
        self.marker.setData([float(w[0])], [float(w[1])])
