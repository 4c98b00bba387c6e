"""The application's top-level widgets that are alive.

``QApplication.topLevelWidgets()`` can hand back a Python wrapper whose C++ widget is already deleted
(a dialog that deleted itself on close, whose address a new widget reuses before the wrapper is dropped);
touching it raises ``RuntimeError``. Every search of the top-level widgets goes through here.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QApplication, QWidget


def top_level_widgets() -> list[QWidget]:
    """The top-level widgets whose C++ objects are still alive."""
    return [widget for widget in QApplication.topLevelWidgets() if shiboken6.isValid(widget)]
