"""The class picker (objectName ``classCombo``): which class a left click adds, in the document's alphabet.

The current class belongs to the document it was chosen on: opening another document or File > New
starts again from the second class of the new alphabet (+1 for a -1/+1 document).
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox

from core.session.classes import alphabet, other_label, picker_texts
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.palette import class_color, class_symbol

ICON_PX = 16


def class_icon(position: int) -> QIcon:
    """The class's marker in its colour, as the canvas draws it (its shape tells it apart, not its colour alone)."""
    pixmap = QPixmap(ICON_PX, ICON_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(ICON_PX / 2, ICON_PX / 2)
    pg.graphicsItems.ScatterPlotItem.drawSymbol(
        painter, class_symbol(position), ICON_PX - 3, pg.mkPen("#222222", width=1), pg.mkBrush(class_color(position))
    )
    painter.end()
    return QIcon(pixmap)


TIP = QT_TRANSLATE_NOOP("ClassPicker", "The class a left click adds (keys 1–8); a right click adds the other one")


class ClassPicker(QComboBox):
    """Picks the class of a left click (keys 1-8); a right click adds :meth:`other_label`."""

    def __init__(self, document: DocumentModel) -> None:
        super().__init__()
        self.setObjectName("classCombo")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # label names come with each document
        self.document = document
        self.setToolTip(translated("ClassPicker", TIP))
        self._labels: tuple[int, ...] = ()
        self._current = 1
        self.currentIndexChanged.connect(self._chosen)
        document.points.changed.connect(self.refresh)
        document.showing.connect(self._restart)
        self._restart()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setToolTip(translated("ClassPicker", TIP))
        super().changeEvent(event)

    @property
    def labels(self) -> tuple[int, ...]:
        """The alphabet of the open document, in palette order."""
        return self._labels

    @property
    def current_label(self) -> int:
        """The label a left click adds."""
        return self._current

    def other_label(self) -> int:
        """The label a right click adds: the other of the first two classes."""
        return other_label(self._labels, self._current)

    def choose(self, position: int) -> None:
        """Make the class at this palette position the current one."""
        if 0 <= position < self.count():
            self.setCurrentIndex(position)

    def refresh(self) -> None:
        """Show the document's alphabet and label names, keeping the current class."""
        self._labels = alphabet(self.document.points.points.classes)
        present = self.document.points.points.classes
        texts = picker_texts(self._labels, present, self.document.label_names)
        self.blockSignals(True)
        self.clear()
        for k, (label, (text, tip)) in enumerate(zip(self._labels, texts, strict=True)):
            self.addItem(class_icon(k), text, label)
            if tip:
                self.setItemData(k, tip, Qt.ItemDataRole.ToolTipRole)
        if self._current not in self._labels:
            self._current = self._labels[1]
        self.setCurrentIndex(self._labels.index(self._current))
        self.blockSignals(False)

    def _restart(self) -> None:
        self._current = alphabet(self.document.points.points.classes)[1]
        self.refresh()

    def _chosen(self, index: int) -> None:
        if index >= 0:
            self._current = self.itemData(index)
