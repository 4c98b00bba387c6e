"""Perceptron Studio's Qt front end."""

from perceptron_gui.main_window import MainWindow

__all__ = ["MainWindow"]
