"""Perceptron Studio's Qt front end.

``from perceptron_gui import MainWindow`` loads the window (and Qt's GUI libraries) on first access
(PEP 562), so that ``python -m perceptron_gui.platform_check`` can run where those libraries are missing.
"""

from __future__ import annotations

from typing import Any

__all__ = ["MainWindow"]


def __getattr__(name: str) -> Any:
    if name == "MainWindow":
        from perceptron_gui.main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module 'perceptron_gui' has no attribute {name!r}")
