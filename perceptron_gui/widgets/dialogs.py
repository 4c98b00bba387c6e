"""Dialogs: Data > Generate, File > Export Image, and File > Open's file dialog with readable columns."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFileSystemModel,
    QFormLayout,
    QLabel,
    QSpinBox,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core.session.generators import MAX_POINTS, GeneratorSpec
from core.session.slide import ASPECTS, PNG_WIDTHS
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.widgets.checked_dialog import ok_cancel
from perceptron_gui.widgets.naming import named

KINDS = (
    (QT_TRANSLATE_NOOP("Dialogs", "Linearly separable, with a margin"), "separable"),
    ("XOR", "xor"),
    (QT_TRANSLATE_NOOP("Dialogs", "Concentric circles"), "circles"),
    (QT_TRANSLATE_NOOP("Dialogs", "Two moons"), "moons"),
    (QT_TRANSLATE_NOOP("Dialogs", "Gaussian blobs"), "blobs"),
    (QT_TRANSLATE_NOOP("Dialogs", "Two spirals"), "spirals"),
)
CONTEXT = "Dialogs"
WORDS = {
    "kind": QT_TRANSLATE_NOOP("Dialogs", "Kind"),
    "points": QT_TRANSLATE_NOOP("Dialogs", "Points"),
    "noise": QT_TRANSLATE_NOOP("Dialogs", "Label noise (fraction flipped)"),
    "margin": QT_TRANSLATE_NOOP("Dialogs", "Margin γ"),
    "classes": QT_TRANSLATE_NOOP("Dialogs", "Classes"),
    "spread": QT_TRANSLATE_NOOP("Dialogs", "Spread"),
    "seed": QT_TRANSLATE_NOOP("Dialogs", "Seed"),
    "replace": QT_TRANSLATE_NOOP("Dialogs", "The generated points replace the current ones (one undo step)."),
    "presentation": QT_TRANSLATE_NOOP("Dialogs", "Presentation look (larger text, thicker lines)"),
    "width": QT_TRANSLATE_NOOP("Dialogs", "PNG width (pixels)"),
    "aspect": QT_TRANSLATE_NOOP("Dialogs", "Aspect"),
    "slide": QT_TRANSLATE_NOOP(
        "Dialogs",
        "Laid out for the size chosen, with text at least 2.5% of the picture's height (readable on a slide). "
        "The canvas's own width in the canvas's aspect is the canvas exactly as on screen.",
    ),
    "aspect tip": QT_TRANSLATE_NOOP(
        "Dialogs", "The picture's shape: a 16:9 or 4:3 slide, a square, or the canvas's own"
    ),
}
ASPECT_WORDS = {"square": QT_TRANSLATE_NOOP("Dialogs", "square"), "canvas": QT_TRANSLATE_NOOP("Dialogs", "canvas")}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


class GenerateDialog(QDialog):
    """Choose what to generate: kind, number of points, label noise, seed and the kind's own options."""

    def __init__(self, spec: GeneratorSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Generate points"))
        self.setObjectName("generateDialog")
        spec = spec or GeneratorSpec()
        self.kind = named(QComboBox(), "generateKind")
        for text, kind in KINDS:
            self.kind.addItem(translated(CONTEXT, text), kind)
        self.kind.setCurrentIndex(self.kind.findData(spec.kind))
        self.n = named(QSpinBox(), "generateN")
        self.n.setRange(2, MAX_POINTS)
        self.n.setValue(spec.n)
        self.n.setGroupSeparatorShown(True)
        self.noise = named(QDoubleSpinBox(), "generateNoise")
        self.noise.setRange(0.0, 0.5)
        self.noise.setDecimals(3)
        self.noise.setSingleStep(0.01)
        self.noise.setValue(spec.noise)
        self.seed = named(QSpinBox(), "generateSeed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(spec.seed)
        self.margin = named(QDoubleSpinBox(), "generateMargin")
        self.margin.setRange(0.0, 2.0)
        self.margin.setDecimals(3)
        self.margin.setSingleStep(0.05)
        self.margin.setValue(spec.margin)
        self.classes = named(QSpinBox(), "generateClasses")
        self.classes.setRange(2, 8)
        self.classes.setValue(spec.classes)
        self.spread = named(QDoubleSpinBox(), "generateSpread")
        self.spread.setRange(0.0, 2.0)
        self.spread.setDecimals(3)
        self.spread.setSingleStep(0.05)
        self.spread.setValue(spec.spread)

        form = QFormLayout()
        for key, field in (("kind", self.kind), ("points", self.n), ("noise", self.noise), ("margin", self.margin),
                           ("classes", self.classes), ("spread", self.spread), ("seed", self.seed)):  # fmt: skip
            form.addRow(word(key), field)
        self._form = form
        buttons = ok_cancel(self)
        note = QLabel(word("replace"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.kind.currentIndexChanged.connect(self._show_applicable)
        self._show_applicable()

    def spec(self) -> GeneratorSpec:
        """The generator spec as chosen."""
        return GeneratorSpec(
            kind=self.kind.currentData(),
            n=self.n.value(),
            noise=self.noise.value(),
            seed=self.seed.value(),
            margin=self.margin.value(),
            classes=self.classes.value(),
            spread=self.spread.value(),
        )

    def _show_applicable(self) -> None:
        kind = self.kind.currentData()
        self._form.setRowVisible(self.margin, kind == "separable")
        self._form.setRowVisible(self.classes, kind == "blobs")
        self._form.setRowVisible(self.spread, kind in ("xor", "circles", "moons", "spirals"))


class ExportImageDialog(QDialog):
    """Choose an exported PNG's width, aspect and look (objectName ``exportImageDialog``).

    The picture is laid out for that size with its text readable on a slide (:mod:`core.session.slide`);
    the canvas's width in the canvas's aspect is the canvas exactly as on screen.
    """

    def __init__(
        self, width: int, presentation: bool = False, parent: QWidget | None = None, aspect: str = "canvas"
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Export image"))
        self.setObjectName("exportImageDialog")
        self.width_box = named(QSpinBox(), "exportWidth")
        self.width_box.setRange(*PNG_WIDTHS)
        self.width_box.setSingleStep(100)
        self.width_box.setValue(width)
        self.aspect = aspect_combo("exportAspect", aspect)
        self.presentation = named(QCheckBox(word("presentation")), "exportPresentation")
        self.presentation.setChecked(presentation)
        form = QFormLayout()
        form.addRow(word("width"), self.width_box)
        form.addRow(word("aspect"), self.aspect)
        form.addRow("", self.presentation)
        note = QLabel(word("slide"))
        note.setWordWrap(True)
        buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(440, self.sizeHint().height())

    @property
    def aspect_name(self) -> str:
        """The aspect chosen: a key of :data:`core.session.slide.ASPECTS`."""
        return str(self.aspect.currentData())


def aspect_combo(name: str, chosen: str = "16:9") -> QComboBox:
    """A choice of :data:`core.session.slide.ASPECTS` (16:9 first: a slide's), ``chosen`` at first."""
    combo = named(QComboBox(), name)
    for aspect in ASPECTS:
        combo.addItem(translated(CONTEXT, ASPECT_WORDS[aspect]) if aspect in ASPECT_WORDS else aspect, aspect)
    combo.setCurrentIndex(combo.findData(chosen))
    combo.setToolTip(word("aspect tip"))
    return combo


OPEN_DIALOG_SIZE = (900, 520)  # wide enough for the name, size, type and date columns; capped by the screen


def open_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """Ask for an existing file (like ``QFileDialog.getOpenFileName``); "" when cancelled.

    Qt's own (non-native) dialog is made wide enough, and its detail columns (size, type, date) are
    fitted to what they show once the folder is listed; a native dialog lays itself out.
    """
    dialog = QFileDialog(parent, title, folder, filters)
    dialog.setObjectName("openDialog")
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    _readable_columns(dialog)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return ""
    files = dialog.selectedFiles()
    return files[0] if files else ""


def _readable_columns(dialog: QFileDialog) -> None:
    tree = dialog.findChild(QTreeView, "treeView")
    model = dialog.findChild(QFileSystemModel)
    if tree is None or model is None:
        return
    screen = dialog.screen().availableGeometry()
    dialog.resize(min(OPEN_DIALOG_SIZE[0], int(screen.width() * 0.95)), min(OPEN_DIALOG_SIZE[1], screen.height()))
    fit = QTimer(dialog)
    fit.setSingleShot(True)
    fit.setInterval(0)

    def fit_columns() -> None:
        for column in range(1, model.columnCount()):
            tree.resizeColumnToContents(column)

    fit.timeout.connect(fit_columns)
    model.directoryLoaded.connect(fit.start)
    model.rowsInserted.connect(fit.start)
    model.dataChanged.connect(fit.start)
