"""File > Export Animation: a range of the run's steps as a GIF or MP4, the trace row and the update burned in.

Where the work happens, and why:

- Frames are rendered on the GUI thread, because the canvas is a QGraphicsScene of pyqtgraph items, which
  only that thread may touch. They are rendered in slices from a timer: each slice draws frames for at
  most :data:`SLICE_MS` (at least one frame), then returns to the event loop, so the window stays live
  (``bench/animation.py``, CMU example, medians on 2 cores shared with six busy sessions, load 7-8: a
  frame's GUI work takes 20-80 ms at the canvas's width or narrower and 120-200 ms at 1200 pixels, so a
  slice is one frame plus giving the canvas back, about 20 ms more; the first frame of an export also
  loads pyqtgraph's exporters and sizes the caption).
- A frame is laid out for its size (:func:`perceptron_gui.exporting.image_export.laid_out`, the rule of
  :mod:`core.session.slide`: the caption's and the plot's text at least 2.5% of the frame's height), the
  caption band under the canvas sized once for the longest caption, and drawn from the vector picture, so
  that a 640-pixel frame is the 1280-pixel one at half the size. "As on screen" (the canvas's width and
  aspect) is the canvas's picture as drawn, with the caption in the window's font. Every frame has the
  first frame's size, even if the window is resized meanwhile.
- A frame is drawn from :func:`core.session.time_travel.past_snapshot` of its step straight onto the
  canvas, rendered to an image, and the canvas is given back what the window shows before the slice
  ends (nothing is painted on screen in between). The time-travel cursor is never moved, so the step
  the user looks at stays, and a run going on is neither paused nor slowed beyond the slices.
- Encoding runs on its own thread (:class:`perceptron_gui.work.jobs.Jobs`), fed through a short queue (at most
  :data:`QUEUE_FRAMES` frames wait, so memory stays small), with progress and Cancel in the status bar.
  The file is written atomically by :func:`core.files.animation.write_animation`: Cancel leaves no
  file and an existing one as it was.
- If training starts again during the export (points or settings changed), the steps no longer exist:
  the export stops and says so, writing nothing.
"""

from __future__ import annotations

import queue
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QProgressBar, QStatusBar, QToolButton

from core.files.animation import AnimationCancelledError, AnimationPlan, write_animation
from core.session.geometry import Rect
from core.session.slide import PRESENTATION_LOOK, SlideLayout, is_as_on_screen
from core.session.snapshot import Snapshot
from core.session.time_travel import past_snapshot
from core.teach.algorithm import StepFacts, explain, notations_for, step_facts
from core.teach.animation_text import formula_lines
from core.teach.kernel_trace import KernelTrace
from core.teach.numbers import grouped, short
from core.teach.sgd_trace import SgdTrace
from core.teach.trace import Trace
from perceptron_gui.exporting.animation_frames import Caption, band_height, compose, rgb_array
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.training.controller import TrainingController
from perceptron_gui.training.shown_model import ShownModel
from perceptron_gui.training.worker import size_text
from perceptron_gui.views.algorithm_view import pending_arrow
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.overlays import Overlays
from perceptron_gui.views.trace_view import TraceTableModel
from perceptron_gui.widgets.naming import named
from perceptron_gui.work.jobs import Jobs

CONTEXT = "Animation"
WORDS = {
    "cancel": QT_TRANSLATE_NOOP("Animation", "Cancel"),
    "cancel tip": QT_TRANSLATE_NOOP(
        "Animation", "Stop the animation export: nothing is written, a file already there stays as it was"
    ),
    "busy": QT_TRANSLATE_NOOP("Animation", "An animation is being exported: wait for it, or Cancel it first."),
    "no steps": QT_TRANSLATE_NOOP("Animation", "The run has no such steps (yet): nothing was exported."),
    "progress": QT_TRANSLATE_NOOP("Animation", "Animation, {n} frames: %p%"),
    "cancelled": QT_TRANSLATE_NOOP("Animation", "Animation export cancelled"),
    "restarted": QT_TRANSLATE_NOOP(
        "Animation", "Training started again (the points or the settings changed), so the animation stopped"
    ),
    "nothing written": QT_TRANSLATE_NOOP("Animation", "{why}: nothing was written, a file already there is as it was."),
    "start": QT_TRANSLATE_NOOP("Animation", "Step t = 0: no example looked at yet."),
    "exported": QT_TRANSLATE_NOOP(
        "Animation",
        "Exported {frames} frames (steps {first} to {last}, {seconds} s at {fps} frames a second) to {path} ({size}).",
    ),
    "failed": QT_TRANSLATE_NOOP(
        "Animation",
        "Could not export the animation to {path}: {reason}. No file was written; a file already there is as it was.",
    ),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language
SLICE_MS = 15.0  # GUI time one slice of rendering may take (it always renders one frame at least)
TICK_MS = 5  # between slices (the event loop runs in between)
QUEUE_FRAMES = 6  # frames rendered ahead of the encoder


@dataclass
class _Export:
    """An export under way: the plan, the run it reads (fixed at the start) and how far rendering got."""

    plan: AnimationPlan
    steps: np.ndarray
    table: Trace | KernelTrace | SgdTrace
    classes: np.ndarray
    rect: Rect
    notation: str | None
    font: QFont
    layout: SlideLayout | None  # None: as on screen
    trace: Trace | None  # the linear perceptrons' trace, whose steps the captions explain (None for the others)
    band: float = 0.0  # the caption band's height (layout pixels), the same in every frame
    size: QSize | None = None  # the canvas picture's size, the same in every frame
    frames: queue.Queue[np.ndarray] = field(default_factory=lambda: queue.Queue(QUEUE_FRAMES))
    done: int = 0


class AnimationExport(QObject):
    """Renders a plan's frames from the canvas and encodes them off the GUI thread (see the module docstring).

    ``finished(ok, message)`` answers every export that is not cancelled; ``message`` carries status text.
    """

    finished = Signal(bool, str)
    message = Signal(str, int)

    def __init__(
        self,
        canvas: Canvas,
        training: TrainingController,
        shown: ShownModel,
        overlays: Overlays,
        notation: Callable[[], str | None],
        restore: Callable[[], None],
        status_bar: QStatusBar,
    ) -> None:
        super().__init__(status_bar)
        self.canvas = canvas
        self.training = training
        self.overlays = overlays
        self._notation = notation
        self._restore = restore
        self.rows = TraceTableModel()  # all steps, never "mistakes only": the row as the table reads it
        self.rows.present(shown.current)
        shown.register(self.rows.present)
        self._export: _Export | None = None
        self.slice_ms: list[float] = []  # of the last export: how long the GUI thread was busy at a time
        self.frame_ms: list[float] = []  # of the last export: each frame's GUI work (bench/animation.py)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._slice)
        self._jobs = Jobs("animation", self)
        self._bar = named(QProgressBar(), "animationProgress")
        self._bar.setMaximum(1000)
        self._bar.setMinimumWidth(220)
        self._cancel = named(QToolButton(), "animationCancel")
        self._cancel.setText(word("cancel"))
        self._cancel.setToolTip(word("cancel tip"))
        self._cancel.clicked.connect(lambda: self.cancel())
        for widget in (self._bar, self._cancel):
            status_bar.addWidget(widget)
            widget.hide()
        training.run_started.connect(self._run_restarted)

    @property
    def busy(self) -> bool:
        """Whether an export is rendering or encoding."""
        return self._export is not None

    def start(self, plan: AnimationPlan) -> bool:
        """Begin exporting ``plan`` (steps of the current run); False, with a message, when it cannot start."""
        # (reads the controller: an export renders steps of the run itself, not the step shown)
        table = self.training.table
        state = self.training.state()
        if self.busy:
            self.message.emit(word("busy"), 8000)
            return False
        if table is None or state is None or plan.last > table.last_step:
            self.message.emit(word("no steps"), 8000)
            return False
        from perceptron_gui.exporting.image_export import layout_for  # pyqtgraph's exporters and QtSvg: on first use

        width = self.canvas.getPlotItem().sceneBoundingRect().width()
        layout = None
        if is_as_on_screen(plan.width, plan.aspect, width):
            font = QFont(self.canvas.font())
        else:
            layout = layout_for(self.canvas, plan.width or round(width), plan.aspect)
            font = QFont()  # the screen's text size, drawn scale times larger
            font.setPointSizeF(font.pointSizeF() * (PRESENTATION_LOOK if plan.presentation else 1.0))
        rect = self.canvas.view_rect()
        export = _Export(
            plan, plan.steps(), table, state.classes, rect, self._notation(), font, layout, self.training.trace
        )
        self._export = export
        self.slice_ms = []
        self.frame_ms = []
        total = len(export.steps)
        self._bar.setFormat(word("progress").format(n=grouped(total)))
        self._bar.setValue(0)
        self._bar.show()
        self._cancel.show()
        self._jobs.submit(
            lambda report: self._encode(export, report),
            on_done=self._done,
            on_error=self._failed,
            on_progress=lambda fraction: self._bar.setValue(int(1000 * fraction)),
        )
        self._timer.start()
        return True

    def cancel(self, why: str = WORDS["cancelled"]) -> None:
        """Stop the export: nothing is written, a file already there stays as it was."""
        if self._export is None:
            return
        self._stop()
        self._jobs.cancel()
        self.message.emit(word("nothing written").format(why=translated(CONTEXT, why)), 10000)

    def shutdown(self) -> None:
        """Cancel any export and end the encoding thread (on window close)."""
        self._stop()
        self._jobs.shutdown()

    # ------------------------------------------------------------ rendering
    def _slice(self) -> None:
        export = self._export
        if export is None:
            self._timer.stop()
            return
        start = time.perf_counter()
        kept_pending = self.canvas.pending
        drawn = False
        try:
            while export.done < len(export.steps) and not export.frames.full():
                begin = time.perf_counter()
                export.frames.put(self._frame(export, int(export.steps[export.done])))
                self.frame_ms.append(1000 * (time.perf_counter() - begin))
                export.done += 1
                drawn = True
                if 1000 * (time.perf_counter() - start) >= SLICE_MS:
                    break
        finally:
            if drawn:  # the window's own picture back before anything is painted
                self.canvas.set_pending(*(kept_pending or (None, "")))
                self._restore()
                if self.overlays.ensembles:
                    self.overlays.refresh_ensembles()
        if drawn:
            self.slice_ms.append(1000 * (time.perf_counter() - start))
        if export.done == len(export.steps):
            self._timer.stop()

    def _frame(self, export: _Export, t: int) -> np.ndarray:
        """Step t drawn on the canvas, rendered, and captioned."""
        from perceptron_gui.exporting.image_export import laid_out, png_image  # on first use (see start)

        facts = self._facts(export, t)
        if not export.band:  # sized at the first frame for the last step's caption (its numbers are the longest)
            last = int(export.steps[-1])
            width = export.layout.layout_size[0] if export.layout is not None else self._screen_width()
            longest = self._caption(
                export, last, past_snapshot(export.table, last, export.classes), self._facts(export, last)
            )
            first = self._caption(export, t, past_snapshot(export.table, t, export.classes), facts)
            export.band = max(band_height(c, export.font, width, 1) for c in (first, longest))
        layout = export.layout
        if layout is None:
            snap = self._draw(export, t, facts, export.rect)
            with self.canvas.key_cursor.hidden():
                picture = png_image(self.canvas.getPlotItem())
            scale = 1.0
        else:
            scale = layout.scale
            band_px = round(export.band * scale)
            size = (layout.layout_size[0], max(1.0, layout.layout_size[1] - export.band))
            with laid_out(self.canvas, size, export.plan.presentation, lambda rect: None) as plot:
                snap = self._draw(export, t, facts, self.canvas.view_rect())
                with self.canvas.key_cursor.hidden():
                    picture = png_image(plot, layout.width, max(1, layout.height - band_px))
        if export.size is None:
            export.size = picture.size()
        elif picture.size() != export.size:  # the window was resized: every frame of a file has one size
            picture = picture.scaled(
                export.size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        caption = self._caption(export, t, snap, facts)
        return rgb_array(compose(picture, caption, export.font, export.band, scale))

    def _screen_width(self) -> float:
        return self.canvas.getPlotItem().sceneBoundingRect().width()

    def _draw(self, export: _Export, t: int, facts: StepFacts | None, rect: Rect) -> Snapshot:
        """Step t's state (its regions over rect) drawn on the canvas, with the batch step pending."""
        snap = past_snapshot(export.table, t, export.classes, rect)
        arrow = pending_arrow(facts)
        if arrow is not None or self.canvas.pending is not None:
            self.canvas.set_pending(*(arrow or (None, "")))
        self.canvas.show_state(snap)
        if self.overlays.ensembles:
            self.overlays.draw_ensembles(snap)
        return snap

    @staticmethod
    def _facts(export: _Export, t: int) -> StepFacts | None:
        table = export.trace
        if table is None or table.multiclass or not max(1, table.first_step) <= t <= table.last_step:
            return None
        return step_facts(table, t)

    def _caption(self, export: _Export, t: int, snap: Snapshot, facts: StepFacts | None) -> Caption:
        row = self.rows.row_of_step(t)
        cells: tuple[tuple[str, str], ...] = ()
        if row is not None:
            cells = tuple(
                (column, str(self.rows.data(self.rows.index(row, k)))) for k, column in enumerate(self.rows.columns)
            )
        if t == 0:
            lines: tuple[str, ...] = (word("start"),)
        elif facts is None:
            lines = ()
        else:
            log = export.table.learner
            choices = notations_for(log.variant, log.zero_score)
            notation = export.notation if export.notation in choices else choices[0]
            view = explain(notation, log.variant, log.fit_intercept, log.zero_score, facts, float(log.eta))
            lines = formula_lines(view)
        return Caption(cells, bool(snap.mistake) and row is not None, lines)

    # ------------------------------------------------------------- encoding
    @staticmethod
    def _encode(export: _Export, report: Callable[[float], bool]) -> int:
        """On the encoding thread: take the frames as they are rendered and write the file."""
        total = len(export.steps)

        def frames() -> Iterator[np.ndarray]:
            for k in range(total):
                while True:
                    try:
                        frame = export.frames.get(timeout=0.05)
                        break
                    except queue.Empty:
                        if not report(k / total):
                            raise AnimationCancelledError from None
                yield frame

        return write_animation(export.plan, frames(), report)

    def _done(self, size: int) -> None:
        export = self._export
        self._stop()
        if export is None:
            return
        plan = export.plan
        text = word("exported").format(
            frames=grouped(plan.frames), first=grouped(plan.first), last=grouped(plan.last),
            seconds=short(plan.seconds), fps=plan.fps, path=plan.path, size=size_text(size),
        )  # fmt: skip
        self.finished.emit(True, text)

    def _failed(self, error: Exception) -> None:
        export = self._export
        self._stop()
        if isinstance(error, AnimationCancelledError) or export is None:
            return
        path = export.plan.path
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        self.finished.emit(False, word("failed").format(path=path, reason=reason))

    def _run_restarted(self) -> None:
        if self._export is not None:
            self.cancel(WORDS["restarted"])

    def _stop(self) -> None:
        self._timer.stop()
        self._export = None
        self._bar.hide()
        self._cancel.hide()
