"""Overlays that answer the notes' questions by comparison: a pinned boundary, w*, and the averaged and voted ones.

- Pin the boundary, then turn the intercept off, change η (from w₀ = 0 the boundary
  stays and w only rescales) or reshuffle: the pinned line stays for comparison.
- The last iterate (solid), the averaged (dashed) and the voted (dotted) boundaries
  drawn together, at the state shown (time travel included).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.session.geometry import vector_text
from core.session.settings import TrainingSettings
from core.session.shown import Shown
from core.session.snapshot import Snapshot
from core.session.time_travel import voted_grid
from core.teach.numbers import grouped, short
from core.teach.theory import MaxMargin
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.controls import ALGORITHMS
from perceptron_gui.views.readout import Readout, numbers

ENSEMBLE_REFRESH_MS = 150  # during a run: the least time between two frames drawn (the owner paces them)
CONTEXT = "Overlays"
CAPPED = QT_TRANSLATE_NOOP(
    "Overlays", "The averaged and voted boundaries need every mistake; the app keeps the first {n}, up to step {t}."
)
TOO_MANY = QT_TRANSLATE_NOOP("Overlays", "The voted boundary is not drawn: {n} hypotheses are too many.")
WORDS = {
    "star": QT_TRANSLATE_NOOP("Overlays", "w* (max margin, γ* = {gamma})"),
    "as given": QT_TRANSLATE_NOOP("Overlays", "as given"),
    "shuffled": QT_TRANSLATE_NOOP("Overlays", "shuffled (seed {seed})"),
    "with b": QT_TRANSLATE_NOOP("Overlays", "with b"),
    "no b": QT_TRANSLATE_NOOP("Overlays", "no b"),
    "pinned": QT_TRANSLATE_NOOP("Overlays", "{settings}: {n} mistakes, {weights}, b = {b}"),
    "label": QT_TRANSLATE_NOOP("Overlays", "pinned: {n} mistakes, {weights}"),
}
VOTED_RESOLUTION = 200
VOTED_TERMS = 20_000_000  # grid points x hypotheses per refresh (about 50 ms); coarser, then none, beyond


def describe(settings: TrainingSettings) -> str:
    """The settings that change a boundary, briefly: variant, η, intercept, order."""
    word = {key: translated(CONTEXT, text) for key, text in WORDS.items()}
    order = word["as given"] if settings.order == "given" else word["shuffled"].format(seed=settings.seed)
    bias = word["with b" if settings.fit_intercept else "no b"]
    variant = translated("Controls", dict((code, name) for name, code in ALGORITHMS)[settings.variant])
    return f"{variant}, η = {settings.eta:g}, {bias}, {order}"


class Overlays(QObject):
    """Keeps the canvas's reference lines in step with the shown state."""

    redraw_wanted = Signal()  # the canvas's view moved: the voted contour wants drawing again over it
    current_wanted = Signal()  # a command acts on the state shown: the value shown wanted now, not at the next frame

    def __init__(self, canvas: Canvas) -> None:
        super().__init__(canvas)
        self.canvas = canvas
        self.shown = Shown()
        self.ensembles = False
        self.pinned: tuple | None = None
        self.description = ""  # the pinned boundary's settings and weights, in words
        canvas.view_changed.connect(self._view_changed)

    @property
    def suspended(self) -> bool:
        """Draw a Classifier shows the drawn classifier alone, and a quiz question hides the averaged and voted
        boundaries (they would give its answer away): they come back with the run."""
        return self.shown.concealed or self.shown.warm_up

    def present(self, shown: Shown) -> None:
        """Draw the ensembles of ``shown`` (registered with a budget: a run's frames at most every
        ENSEMBLE_REFRESH_MS); when they are off, only a change of what hides them clears them."""
        suspended = self.suspended
        self.shown = shown
        if self.ensembles or self.suspended != suspended:
            self.refresh_ensembles()

    def readout(self) -> Readout:
        """What the overlays draw on the canvas: the averaged line's w and b (None: not drawn), the pinned
        boundary's description, and whether they are hidden (a quiz question, Draw a Classifier)."""
        mean = self.canvas.reference("mean")
        w, b = (None, None) if mean is None else (numbers(mean[0]), mean[1])
        return Readout(w=w, b=b, texts=(("pinned", self.description if self.pinned else ""),), hidden=self.suspended)

    def pin(self, settings: TrainingSettings) -> bool:
        """Keep the boundary shown now as a dotted line; False when there is no line to pin."""
        self.current_wanted.emit()
        snap = self.shown.snapshot
        if snap is None or not snap.binary_primal or not snap.coef[0].any():
            return False
        w, b = snap.coef[0], float(snap.intercept[0])
        weights = f"w = {vector_text(w)}"
        said = translated(CONTEXT, WORDS["pinned"])
        self.description = said.format(settings=describe(settings), n=snap.n_mistakes, weights=weights, b=short(b))
        self.pinned = (w, b, self.description)
        label = translated(CONTEXT, WORDS["label"]).format(n=snap.n_mistakes, weights=weights)
        self.canvas.set_reference("pinned", w, b, label)
        return True

    def unpin(self) -> None:
        """Remove the pinned line."""
        self.pinned = None
        self.canvas.set_reference("pinned", None)

    def show_separator(self, result: MaxMargin | None) -> None:
        """Draw the max-margin separator w* (None removes it)."""
        self.canvas.set_margin_band(None if result is None else result.threshold_band())
        if result is None or not result.separable:
            self.canvas.set_reference("star", None)
            return
        words = translated(CONTEXT, WORDS["star"]).format(gamma=short(result.gamma))
        self.canvas.set_reference("star", result.w, result.b, words)

    def set_ensembles(self, on: bool) -> None:
        """Draw the averaged and voted boundaries with the last iterate."""
        self.current_wanted.emit()
        self.ensembles = on
        self.refresh_ensembles()

    def _view_changed(self) -> None:
        if self.ensembles:
            self.redraw_wanted.emit()

    def refresh_ensembles(self) -> None:
        """Recompute the averaged line and the voted contour for the state shown."""
        self.draw_ensembles(self.shown.snapshot)

    def draw_ensembles(self, snap: Snapshot | None) -> None:
        """Draw the averaged line and the voted contour of ``snap`` (a state of the current run), when on."""
        trace = self.shown.trace
        drawable = trace is not None and snap is not None and not trace.multiclass and snap.traits.online
        if not self.ensembles or self.suspended or not drawable:
            self.canvas.set_reference("mean", None)
            self.canvas.set_voted(None)
            return
        assert trace is not None and snap is not None
        if snap.step > trace.last_step:  # the history ends earlier (its cap), or is catching up
            self.canvas.set_reference("mean", None)
            self.canvas.set_voted(None)
            if trace.learner.history_complete_until is not None:
                kept = dict(n=grouped(len(trace.learner.history)), t=grouped(trace.last_step))
                self.canvas.message.emit(translated(CONTEXT, CAPPED).format(**kept))
            return
        if not snap.traits.averaged:  # the averaged variant draws its own averaged line
            w, b = trace.averaged_until(snap.step)
            self.canvas.set_reference("mean", w[0], float(b[0]), "averaged")
        else:
            self.canvas.set_reference("mean", None)
        rect = self.canvas.view_rect()
        hypotheses = snap.n_mistakes + 1
        resolution = VOTED_RESOLUTION if hypotheses * VOTED_RESOLUTION**2 <= VOTED_TERMS else VOTED_RESOLUTION // 2
        votes = voted_grid(trace, snap.step, rect, resolution, max_terms=VOTED_TERMS)
        self.canvas.set_voted(votes, rect)
        if votes is None:
            self.canvas.message.emit(translated(CONTEXT, TOO_MANY).format(n=grouped(hypotheses)))
