"""The theory dock: R, separability, the maximum margin and the mistake bound, and the proof's two lines live.

The max-margin solver (SciPy's LP and scikit-learn's SVC) runs in a process of its own
(:mod:`perceptron_gui.work.solver_process`), asked from a thread of the panel; a newer request makes an
older result stale, so the window never waits for it.  The proof curves are computed from the controller's
run log (the window's copy of the mistake history).
"""

from __future__ import annotations

import math
import threading

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QProgressBar

from core.session.points import PointSet
from core.teach.numbers import grouped, joined, plain, short
from core.teach.theory import MaxMargin, ProofCurves, proof_curves, radius, start_bound
from core.teach.trace import TraceSource
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.views.axes import plain_numbers
from perceptron_gui.views.dock_panel import DockPanel
from perceptron_gui.views.plot_scale import scale_axes
from perceptron_gui.views.readout import Readout
from perceptron_gui.widgets.naming import named
from perceptron_gui.work import solver_process
from perceptron_gui.work.jobs import Jobs

MAX_SOLVER_POINTS = 5_000  # solved in well under a second; closing the window waits for a solve in progress
PROOF_REFRESH_MS = 250
DOT_TITLE = "w_k·w*  ≥  kγ*"
NORM_TITLE = "‖w_k‖²  ≤  kR²"
CONTEXT = "Theory"
WORDS = {
    "mistakes axis": QT_TRANSLATE_NOOP("Theory", "k (mistakes)"),
    "solver failed": QT_TRANSLATE_NOOP("Theory", "the solver failed: {error}"),
    "busy": QT_TRANSLATE_NOOP("Theory", "Computing the maximum margin…"),
    "draw": QT_TRANSLATE_NOOP("Theory", "Draw w* on the canvas"),
    "draw tip": QT_TRANSLATE_NOOP("Theory", "The separator of largest margin γ* (dash-dot), the w* of the proof"),
    "separable?": QT_TRANSLATE_NOOP("Theory", "Separable?"),
    "mistakes": QT_TRANSLATE_NOOP("Theory", "Mistakes"),
    "yes": QT_TRANSLATE_NOOP("Theory", "yes"),
    "no": QT_TRANSLATE_NOOP("Theory", "no"),
    "unknown": QT_TRANSLATE_NOOP("Theory", "unknown"),
    "gamma": QT_TRANSLATE_NOOP("Theory", "{gamma}   (SVM margin 1/‖w‖ = {svm})"),
    "so far, why": QT_TRANSLATE_NOOP("Theory", "{mistakes} so far; {why}"),
    "no margin": QT_TRANSLATE_NOOP("Theory", "no bound without a margin"),
    "so far": QT_TRANSLATE_NOOP("Theory", "{mistakes} so far {holds} {bound}"),
    "from w0": QT_TRANSLATE_NOOP(
        "Theory",
        "{mistakes} so far {holds} {bound}  from w₀ ≠ 0: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²  "
        "({numbers}{eta}; from 0 it would be {zero})",
    ),
    "eta": QT_TRANSLATE_NOOP("Theory", ", with η = {eta}: w₀·w*/η and ‖w₀‖²/η² in the formula"),
    "separable data": QT_TRANSLATE_NOOP("Theory", "The proof needs linearly separable data."),
    "online": QT_TRANSLATE_NOOP(
        "Theory", "The proof is about the online perceptron on two classes (not batch or kernel)."
    ),
    "proof": QT_TRANSLATE_NOOP(
        "Theory",
        "Each mistake raises w·w* by at least ηγ* and ‖w‖² by at most η²R². As w·w* ≤ ‖w‖, after k mistakes "
        "kγ* ≤ √k·R: k cannot pass (R/γ*)² = {bound} (dotted).",
    ),
    "proof w0": QT_TRANSLATE_NOOP(
        "Theory",
        "From w₀ ≠ 0 the two lines start at w₀·w* and ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* and ‖w_k‖² ≤ ‖w₀‖² + kη²R². "
        "As w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): solved for k, at most {bound} mistakes (dotted).",
    ),
    "both classes": QT_TRANSLATE_NOOP("Theory", "needs points of both classes"),
    "two classes": QT_TRANSLATE_NOOP("Theory", "the convergence theorem is about two classes; this set has {n}"),
    "too many": QT_TRANSLATE_NOOP("Theory", "{n} points: the exact max-margin solver runs up to {most}"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


_SOLVING = threading.Lock()
_last_solved: tuple[PointSet, bool, float, MaxMargin | str] | None = None  # (points, intercept, c, their answer)


def solve_max_margin(points: PointSet, fit_intercept: bool, constant: float = 1.0) -> MaxMargin | str:
    """The max margin of these points, or what went wrong in words (runs on a solver thread).

    ``constant`` is the constant coordinate c of x̃ = (x, c) with an intercept (the run's).

    The theorem panel and the weight-space dock both ask for the document's points, each on its own
    thread: the one that asks second waits for the first and takes its answer instead of solving again.
    """
    global _last_solved
    with _SOLVING:
        if _last_solved is not None and _last_solved[0] is points and _last_solved[1:3] == (fit_intercept, constant):
            return _last_solved[3]
        try:
            answer: MaxMargin | str = solver_process.solve(points.X, points.y, fit_intercept, constant)
        except Exception as error:  # shown in the panel, in words
            answer = word("solver failed").format(error=error)
        _last_solved = (points, fit_intercept, constant, answer)
        return answer


class TheoryPanel(DockPanel):
    """R, separable?, gamma*, w*, the bound (R/gamma*)^2 against the mistakes so far, and the proof plot."""

    show_separator = Signal(object)  # MaxMargin to draw on the canvas, or None

    def __init__(self) -> None:
        super().__init__(PROOF_REFRESH_MS)
        self.setObjectName("theoryPanel")
        self.result: MaxMargin | None = None
        self.problem = ""  # why there is no result, in words
        self._request_id = 0
        self._key: tuple | None = None
        self._solved_id: int | None = None  # the request the solver was started for
        self._curves: ProofCurves | None = None
        self._mistakes: int | None = None  # the mistakes counted against the bound

        self.busy = named(QProgressBar(), "theoryBusy")
        self.busy.setRange(0, 0)
        self._failure: tuple[str, str] | None = None  # (reason, status) of a problem the solver had
        self.busy.setTextVisible(True)
        self.busy.hide()
        self.fields = {name: named(QLabel(), f"theory_{name}") for name in ("R", "separable", "gamma", "w", "bound")}
        for label in self.fields.values():
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
        self.draw_star = named(QCheckBox(), "showMaxMargin")
        form = QFormLayout()
        self.row_words = {"separable?": QLabel(), "mistakes": QLabel()}
        form.addRow("R", self.fields["R"])
        form.addRow(self.row_words["separable?"], self.fields["separable"])
        form.addRow("γ*", self.fields["gamma"])
        form.addRow("w*", self.fields["w"])
        form.addRow(self.row_words["mistakes"], self.fields["bound"])
        self.proof_note = named(QLabel(), "proofNote")
        self.proof_note.setWordWrap(True)

        layout = self.panel_layout
        layout.addWidget(self.busy)
        layout.addLayout(form)
        layout.addWidget(self.draw_star)
        layout.addWidget(self.proof_note)

        self._solver = Jobs("theory", self)
        self._scale = 1.0
        self.draw_star.toggled.connect(lambda _: self._emit_separator())
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's words in the interface language (at start and on ``QEvent.LanguageChange``), its answers
        written again."""
        self.busy.setFormat(word("busy"))
        self.draw_star.setText(word("draw"))
        self.draw_star.setToolTip(word("draw tip"))
        for key, label in self.row_words.items():
            label.setText(word(key))
        if self.result is not None:
            self._result_texts(self.result)
            self.refresh()
        elif self._failure is not None:
            self._show_failure(*self._failure)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and "row_words" in self.__dict__:  # (once built)
            self.retranslate()
        super().changeEvent(event)

    @property
    def curves(self) -> ProofCurves | None:
        """The proof's curves drawn now (w_k·w* and ‖w_k‖² against k, with their bounds), None when none are."""
        return self._curves

    def readout(self) -> Readout:
        """What the panel shows: the mistakes it counts against the bound, and its fields as text."""
        return Readout(
            mistakes=self._mistakes, texts=tuple((name, label.text()) for name, label in self.fields.items())
        )

    def make_plot(self) -> ProofPlot:
        plot = ProofPlot()
        plot.set_scale(self._scale)
        return plot

    def set_scale(self, factor: float) -> None:
        """Presentation mode's size for the proof plot (its words follow the window's font)."""
        self._scale = factor
        if isinstance(self.plot, ProofPlot):
            self.plot.set_scale(factor)

    def on_show(self) -> None:
        self._solve_when_shown()

    # ------------------------------------------------------------- solver
    def set_problem(self, points: PointSet, fit_intercept: bool, constant: float = 1.0) -> None:
        """The point set (whether there is an intercept, and the constant coordinate c of x̃ = (x, c) then) the
        theory is about; solved once the panel shows."""
        if self._key is not None and self._key[0] is points and self._key[1:] == (fit_intercept, constant):
            return
        self._key = (points, fit_intercept, constant)
        self._request_id += 1
        self._solver.cancel()
        self._solved_id = None
        self.result, self._curves, self._failure = None, None, None
        self.fields["R"].setText(_radius_text(points, fit_intercept, constant))
        for name in ("separable", "gamma", "w", "bound"):
            self.fields[name].setText("…")
        self._emit_separator()
        self._solve_when_shown()

    def _solve_when_shown(self) -> None:
        """Start the solver for the current problem if the panel can be seen and it has not been started."""
        if not self.on_screen or self._key is None or self._solved_id == self._request_id:
            return
        self._solved_id = self._request_id
        points, fit_intercept, constant = self._key
        problem = self._problem_before_solving(points)
        if problem:
            self._show_failure(problem)
            return
        self.problem = ""
        self.busy.show()
        request = self._request_id
        self._solver.submit(
            lambda report: solve_max_margin(points, fit_intercept, constant),
            on_done=lambda result: self._solved(request, result),
        )

    @staticmethod
    def _problem_before_solving(points: PointSet) -> str:
        n_classes = len(points.classes)
        if n_classes < 2:
            return word("both classes")
        if n_classes > 2:
            return word("two classes").format(n=n_classes)
        if len(points) > MAX_SOLVER_POINTS:
            return word("too many").format(n=grouped(len(points)), most=grouped(MAX_SOLVER_POINTS))
        return ""

    def _solved(self, request: int, result: object) -> None:
        if request != self._request_id:
            return  # the points changed meanwhile
        self.busy.hide()
        if not isinstance(result, MaxMargin):
            self._show_failure(str(result))
            return
        if not result.separable:
            self._show_failure(result.reason, status=result.status)
            return
        self.result = result
        self.problem = result.reason
        self._result_texts(result)
        self._emit_separator()
        self.refresh()

    def _result_texts(self, result: MaxMargin) -> None:
        w = joined(short(v, 4) for v in result.w_star)
        self.fields["separable"].setText(word("yes") + ("" if result.optimal else f" ({result.reason})"))
        self.fields["gamma"].setText(
            word("gamma").format(gamma=short(result.gamma, 6), svm=short(result.svm_margin, 4))
        )
        self.fields["w"].setText(f"({w})" + (_augmented_name(result.constant) if result.fit_intercept else ""))

    def _show_failure(self, reason: str, status: str = "") -> None:
        self.busy.hide()
        self.result, self._curves, self._failure = None, None, (reason, status)
        self.problem = reason
        verdict = word("no") if status in ("not_separable", "duplicates", "at_origin") else word("unknown")
        self.fields["separable"].setText(f"{verdict}: {reason}")
        for name in ("gamma", "w"):
            self.fields[name].setText("—")
        self._emit_separator()
        self.refresh()

    def _emit_separator(self) -> None:
        self.show_separator.emit(self.result if self.draw_star.isChecked() else None)

    # -------------------------------------------------------------- proof
    def new_run(self) -> None:
        self._curves = None

    def refresh(self) -> None:
        """The bound line and the proof plot, from the run log (at most a few times a second)."""
        log, result = self.shown.run_log, self.result
        shown = self.shown.snapshot
        mistakes = shown.n_mistakes if shown is not None else 0
        self._mistakes = mistakes
        if result is None:
            why = word("no margin") if self.problem else "…"
            self.fields["bound"].setText(word("so far, why").format(mistakes=mistakes, why=why))
            self._clear_proof(word("separable data") if self.problem else "")
            return
        online = log is not None and log.traits.online and log.n_classes == 2
        same_run = (
            log is not None
            and log.fit_intercept == result.fit_intercept
            and (not log.fit_intercept or log.constant == result.constant)
            and len(log.X) == len(self._key[0] if self._key else ())
        )
        start = None  # (w₀ as the proof sees it, η) of a run that starts away from 0
        if online and same_run and log is not None and not _starts_at_zero(log):
            start = (_start(log), float(log.eta))
        bound = result.bound
        if start is None:
            holds = "≤" if mistakes <= bound else ">"
            self.fields["bound"].setText(
                word("so far").format(mistakes=mistakes, holds=holds, bound=_bound_text(result))
            )
        else:
            w0, eta = start
            v = result.w_star / np.linalg.norm(result.w_star)
            bound = start_bound(result.gamma, result.radius, float(w0 @ v), float(w0 @ w0), eta)
            holds = "≤" if mistakes <= bound else ">"
            self.fields["bound"].setText(
                word("from w0").format(
                    mistakes=mistakes,
                    holds=holds,
                    bound=short(bound, 4),
                    numbers=f"w₀·w* = {plain(float(w0 @ v))}, ‖w₀‖² = {plain(float(w0 @ w0))}",
                    eta=word("eta").format(eta=f"{eta:g}") if eta != 1 else "",
                    zero=f"(R/γ*)² = {short(result.bound, 4)}",
                )
            )
        if not online or log is None:
            self._clear_proof(word("online"))
            return
        if not same_run:
            self._clear_proof("")  # the run of the new settings has not started yet: the next refresh draws it
            return
        curves = proof_curves(log, result)
        self._curves = curves
        if isinstance(self.plot, ProofPlot):
            self.plot.show_curves(curves, mistakes, bound)
        if start is None:
            self.proof_note.setText(word("proof").format(bound=short(result.bound, 4)))
        else:
            self.proof_note.setText(word("proof w0").format(bound=short(bound, 4)))

    def _clear_proof(self, note: str) -> None:
        if isinstance(self.plot, ProofPlot):
            self.plot.clear_curves()
        self.proof_note.setText(note)

    def shutdown(self) -> None:
        """Stop the solver thread (waits for a computation in progress)."""
        self._solver.shutdown()


def _bound_text(result: MaxMargin) -> str:
    """(R/gamma*)^2 with its number, and 1/gamma*^2 with gamma's number when R is 1 (data in the unit ball)."""
    if abs(result.radius - 1.0) <= 1e-12:
        return f"(R/γ*)² = 1/γ*² = 1/{short(result.gamma, 4)}² = {short(result.bound, 4)}"
    return f"(R/γ*)² = {short(result.bound, 4)}"


def _radius_text(points: PointSet, fit_intercept: bool, constant: float) -> str:
    """R as the panel writes it, with the vectors it is the largest norm of (notes' notation)."""
    R = short(radius(points.extremes, fit_intercept, constant), 4)  # R of X, bit for bit, without a pass over X
    if not fit_intercept:
        return R
    if constant == 1.0:
        return f"{R}  (of [x, 1])"
    return f"{R}  (of x̃ = (x, c), c = {short(constant, 4)})"


def _augmented_name(constant: float) -> str:
    """What w* is with an intercept: [w, b], or [w, β] with the offset b = βc for a constant coordinate c ≠ 1."""
    return "  = [w, b]" if constant == 1.0 else "  = [w, β], b = βc"


def _starts_at_zero(log: TraceSource) -> bool:
    return not (np.any(log.W0) or np.any(log.B0))


def _start(log: TraceSource) -> np.ndarray:
    """The run's start w₀ as the proof sees it: [w₀, β₀] = [w₀, b₀ / c] with an intercept, w₀ without."""
    w0 = np.asarray(log.W0, dtype=np.float64)[0]
    return np.append(w0, float(np.asarray(log.B0)[0]) / log.constant) if log.fit_intercept else w0.copy()


class ProofPlot(pg.GraphicsLayoutWidget):
    """The proof's two inequalities against k mistakes: w_k.w* over k*gamma*, ||w_k||^2 under k*R^2."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("proofPlot")
        self.setBackground("w")
        self.setMinimumHeight(220)
        dot_plot = self.addPlot(row=0, col=0, title=DOT_TITLE)
        norm_plot = self.addPlot(row=1, col=0, title=NORM_TITLE)
        self._plots = ((dot_plot, DOT_TITLE), (norm_plot, NORM_TITLE))
        norm_plot.setXLink(dot_plot)
        plain_numbers(dot_plot)
        plain_numbers(norm_plot)
        self._norm_plot = norm_plot
        dashed = pg.mkPen("#555555", width=1.5, style=Qt.PenStyle.DashLine)
        self.dot = dot_plot.plot(pen=pg.mkPen("#0072B2", width=2))
        self.lower = dot_plot.plot(pen=dashed)
        self.norm_sq = norm_plot.plot(pen=pg.mkPen("#D55E00", width=2))
        self.upper = norm_plot.plot(pen=dashed)
        self.now = [pg.InfiniteLine(angle=90, pen=pg.mkPen("#999999")) for _ in range(2)]
        bound_pen = pg.mkPen("#009E73", width=1.5, style=Qt.PenStyle.DotLine)
        self.bound = [pg.InfiniteLine(angle=90, pen=bound_pen) for _ in range(2)]
        for plot, now, bound in zip((dot_plot, norm_plot), self.now, self.bound, strict=True):
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.addItem(now)
            plot.addItem(bound)
        self.clear_curves()
        self.retranslate()

    def retranslate(self) -> None:
        """The axis's words in the interface language (at start and on ``QEvent.LanguageChange``); the titles are
        the proof's formulas."""
        self._norm_plot.setLabel("bottom", word("mistakes axis"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_curves(self, curves: ProofCurves, mistakes: int, bound: float) -> None:
        """Draw the curves, a grey line at the mistakes of the state shown and a dotted one at the bound."""
        self.dot.setData(curves.k, curves.dot)
        self.lower.setData(curves.k, curves.lower)
        self.norm_sq.setData(curves.k, curves.norm_sq)
        self.upper.setData(curves.k, curves.upper)
        for line in self.now:
            line.setValue(mistakes)
            line.show()
        for line in self.bound:
            line.setValue(bound)
            line.setVisible(math.isfinite(bound))

    def set_scale(self, factor: float) -> None:
        """Presentation mode's size (2: axes and titles twice as large, in black) or the normal one (1)."""
        base = QFont().pointSizeF()
        for plot, title in self._plots:
            scale_axes(plot, factor)
            plot.setTitle(title, size=f"{base * factor:g}pt", color="#000000" if factor != 1.0 else None)

    def clear_curves(self) -> None:
        """No curves (no separable data, or not the online perceptron)."""
        for item in (self.dot, self.lower, self.norm_sq, self.upper):
            item.setData([], [])
        for line in (*self.now, *self.bound):
            line.hide()
