"""The main window (a placeholder until the app issue lands)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QMainWindow


class MainWindow(QMainWindow):
    """Perceptron Studio's main window."""

    def __init__(self, path: str | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Perceptron Studio")
        self.canvas = pg.PlotWidget(objectName="canvas")
        self.setCentralWidget(self.canvas)
