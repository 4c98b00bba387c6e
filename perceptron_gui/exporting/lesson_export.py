"""File > Export Lesson: the run's first steps as one offline web page (:mod:`core.files.lesson_html` writes it).

The window only asks: it checks that the run can be a lesson (:func:`core.teach.lesson.lesson_problem`),
shows :class:`perceptron_gui.widgets.lesson_dialog.ExportLessonDialog` in the folder of the last export,
and hands core the run's trace, the class names and colours, the axis names and the points' maximum margin
(the theory panel's cached answer, see :func:`perceptron_gui.views.theory_view.solve_max_margin`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

from core.files.lesson_html import LessonPlan, lesson_data, write_lesson
from core.session.points import PointSet
from core.teach.lesson import lesson_problem
from core.teach.numbers import grouped
from core.teach.theory import MaxMargin
from core.teach.trace import Trace
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.exporting.exports import ExportActions
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, page_language, translated
from perceptron_gui.training.controller import TrainingController
from perceptron_gui.training.worker import size_text
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.theory_view import MAX_SOLVER_POINTS, solve_max_margin
from perceptron_gui.widgets.errors import show_error
from perceptron_gui.widgets.lesson_dialog import ExportLessonDialog
from perceptron_gui.widgets.palette import CLASS_COLORS
from perceptron_gui.window.persistence import remember_folder
from perceptron_gui.work.busy import CancelledError, Report, run_busy

CONTEXT = "LessonExport"
WORDS = {
    "no run": QT_TRANSLATE_NOOP("LessonExport", "There is no run yet: add points of two classes."),
    "no steps": QT_TRANSLATE_NOOP(
        "LessonExport", "The run has no steps yet: Step or Run first (the lesson replays the steps taken)."
    ),
    "cannot": QT_TRANSLATE_NOOP("LessonExport", "Cannot export a lesson: {why}"),
    "restarted": QT_TRANSLATE_NOOP("LessonExport", "the run has no such steps (it started again meanwhile)."),
    "making": QT_TRANSLATE_NOOP("LessonExport", "Making the lesson {name}…"),
    "cancelled": QT_TRANSLATE_NOOP("LessonExport", "Lesson export cancelled: {path} was not written."),
    "failed": QT_TRANSLATE_NOOP(
        "LessonExport", "Could not export the lesson to {path}: {reason}. No file was changed."
    ),
    "exported": QT_TRANSLATE_NOOP(
        "LessonExport", "Exported a lesson of steps 0 to {steps} ({mistakes} mistakes) to {path} ({size})."
    ),
    "solver": QT_TRANSLATE_NOOP("Theory", "{n} points: the exact max-margin solver runs up to {most}"),
}


def word(key: str) -> str:
    """WORDS[key] in the interface language (the solver's line in the theorem panel's words)."""
    return translated("Theory" if key == "solver" else CONTEXT, WORDS[key])


class LessonExport(QObject):
    """Asks for a lesson's file and steps and writes it; ``message`` carries status text."""

    message = Signal(str, int)

    def __init__(
        self,
        document: DocumentModel,
        training: TrainingController,
        canvas: Canvas,
        exports: ExportActions,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.training = training
        self.canvas = canvas
        self.exports = exports
        self._parent = parent

    def why_not(self) -> str:
        """Why the run cannot be exported as a lesson now ("" when it can)."""
        settings = self.document.settings.value()
        points = self.document.points.points
        problem = lesson_problem(settings.variant, len(points.classes), points.d)
        if problem:
            return problem
        trace = self.training.trace  # the run itself, not the step shown: a lesson replays the steps taken
        if trace is None or self.training.state() is None:
            return word("no run")
        if trace.last_step < 1:
            return word("no steps")
        return ""

    def ask(self) -> None:
        """File > Export Lesson: refuse with the reason, or show the dialog and write what it plans."""
        problem = self.why_not()
        if problem:
            self._error(word("cannot").format(why=problem))
            return
        trace = self.training.trace
        assert trace is not None
        stem = self.document.path.stem if self.document.path is not None else "perceptron"
        start = self.exports.start_folder() / f"{stem}-lesson.html"
        dialog = ExportLessonDialog(start, trace.last_step, trace.mistakes_until, self._parent)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.plan is not None:
            self.export(dialog.plan)

    def export(self, plan: LessonPlan) -> bool:
        """Write the lesson of ``plan``; say where (and how big), or what went wrong."""
        # The run itself, not the step shown (a lesson replays the steps taken, to its latest state).
        trace, state = self.training.trace, self.training.state()
        if trace is None or state is None or plan.steps > trace.last_step:
            self._error(word("cannot").format(why=word("restarted")))
            return False
        name = self.document.path.stem if self.document.path is not None else "Perceptron Studio"
        axes = tuple(self.canvas.getPlotItem().getAxis(side).labelText or default
                     for side, default in (("bottom", "x₁"), ("left", "x₂")))  # fmt: skip
        names, points = self.document.label_names, self.document.points.points
        title = translated("Lesson", QT_TRANSLATE_NOOP("Lesson", "{name}: a perceptron lesson")).format(name=name)
        lang = page_language()

        def work(report: Report) -> int:  # on a thread: the run's trace and the document's values, never a widget
            report(0.05)
            margin = self._margin(trace, points)
            report(0.4)
            data = lesson_data(
                trace,
                plan.steps,
                state.classes,
                title=title,
                label_names=names,
                axis_names=axes,
                margin=margin,
                localise=QCoreApplication.translate,
                lang=lang,
            )
            report(0.8)  # the last moment Cancel leaves no file
            return write_lesson(plan, data, CLASS_COLORS)

        try:
            size = run_busy(self._parent, "lessonProgress", word("making").format(name=plan.path.name), work)
        except CancelledError:
            self.message.emit(word("cancelled").format(path=plan.path), 8000)
            return False
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self._error(word("failed").format(path=plan.path, reason=reason))
            return False
        remember_folder(plan.path.parent)
        mistakes = trace.mistakes_until(plan.steps)
        done = dict(steps=grouped(plan.steps), mistakes=grouped(mistakes), path=plan.path, size=size_text(size))
        self.message.emit(word("exported").format(**done), 10000)
        return True

    @staticmethod
    def _margin(trace: Trace, points: PointSet) -> MaxMargin | str | None:
        """The points' maximum margin for the theorem's numbers, or why there is none (None: the theorem is not
        about the run's variant)."""
        if not trace.learner.traits.online:
            return None
        if len(points) > MAX_SOLVER_POINTS:
            return word("solver").format(n=grouped(len(points)), most=grouped(MAX_SOLVER_POINTS))
        lrn = trace.learner
        return solve_max_margin(points, bool(lrn.fit_intercept), float(lrn.constant))

    def _error(self, text: str) -> None:
        self.message.emit(text, 15000)
        show_error(self._parent, translated("Exports", "Cannot export"), text)
