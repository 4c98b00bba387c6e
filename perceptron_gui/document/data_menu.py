"""The Data menu's commands on the document: Generate (on a thread, with progress), Choose Features and Clear."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QWidget

from core.session.generators import GeneratorSpec, generate
from core.session.points import PointSet
from core.teach.numbers import grouped
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, word_lookup
from perceptron_gui.widgets.dialogs import GenerateDialog
from perceptron_gui.widgets.feature_dialog import FeatureDialog
from perceptron_gui.work.tasks import TaskRunner

CONTEXT = "Data"
WORDS = {
    "generating": QT_TRANSLATE_NOOP("Data", "Generating {n} points"),
    "cannot generate": QT_TRANSLATE_NOOP("Data", "Cannot generate"),
    "generate": QT_TRANSLATE_NOOP("Undo", "Generate {n} points"),
    "clear": QT_TRANSLATE_NOOP("Undo", "Clear"),
    "needs table": QT_TRANSLATE_NOOP(
        "Data",
        "Choose Features works on a table with more than two feature columns: open one (File > Examples > Iris) "
        "or a CSV or TSV file of many columns.",
    ),
    "cannot choose": QT_TRANSLATE_NOOP("Data", "Cannot choose these features"),
    "nothing changed": QT_TRANSLATE_NOOP("Data", "{error} Nothing was changed."),
    "now": QT_TRANSLATE_NOOP("Data", "Now: {what}. Undo (Ctrl+Z) goes back."),
}
word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class DataMenu(QObject):
    """Data > Generate, Data > Choose Features and Edit > Clear, over ``parent`` (the window).

    ``tasks`` runs the generator off the GUI thread; ``fit`` fits the canvas to the new points; ``message`` and
    ``error`` say what happened (the window's status bar and error dialog)."""

    def __init__(
        self,
        parent: QWidget,
        document: DocumentModel,
        tasks: TaskRunner,
        fit: Callable[[], None],
        message: Callable[[str, int], None],
        error: Callable[[str, str], None],
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self.document = document
        self._tasks = tasks
        self._fit = fit
        self._message = message
        self._error = error
        self._last_spec = GeneratorSpec()

    def generate_dialog(self) -> None:
        """Data > Generate: replace the points with generated ones (one undo step)."""
        dialog = GenerateDialog(self._last_spec, self._parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.generate(dialog.spec())

    def generate(self, spec: GeneratorSpec) -> None:
        """Generate points on a thread (with progress and Cancel) and replace the current ones when done."""
        self._last_spec = spec
        self._tasks.start(
            lambda report: generate(spec),
            word("generating").format(n=grouped(spec.n)),
            on_done=self._generated,
            on_error=lambda error: self._error(word("cannot generate"), str(error)),
        )

    def _generated(self, points: PointSet) -> None:
        self.document.points.replace(points, WORDS["generate"], n=grouped(len(points)))
        self._fit()

    def choose_features(self) -> None:
        """Data > Choose Features: the label column, the two features shown and trained on, scaling, a test split."""
        dataset = self.document.dataset
        if dataset is None:
            self._message(word("needs table"), 10000)
            return
        dialog = FeatureDialog(dataset, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._apply_choice(dialog))
        dialog.open()

    def _apply_choice(self, dialog: FeatureDialog) -> None:
        try:
            dataset = self.document.choose(dialog.choice())
        except ValueError as error:
            self._error(word("cannot choose"), word("nothing changed").format(error=error))
            return
        self._message(word("now").format(what=dataset.describe()), 15000)

    def clear_points(self) -> None:
        """Edit > Clear (one undo step)."""
        points = self.document.points
        if len(points):
            points.replace(PointSet(d=points.points.d), WORDS["clear"])
