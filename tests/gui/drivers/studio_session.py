"""A Perceptron Studio process as a person uses it, for the signal tests: ``main.py FILE`` started for real, one
point added once the window shows (an unsaved change), every question answered as ``ANSWER`` says (the
unsaved-changes question: Discard; the restore offer: Yes), each question and the document's state printed.
With ``SAVE=1`` File > Save is then chosen, and ``saving`` is printed once its progress dialog has moved. Every
unexpected-error dialog is printed as it opens (``unexpected KIND: ERROR``), even one the app's end hides at once."""

from __future__ import annotations

import os
import sys

import numpy as np
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox

from perceptron_gui import app as studio
from perceptron_gui.widgets import errors
from perceptron_gui.widgets.top_levels import top_level_widgets

QUESTIONS = {"unsavedChangesDialog": QMessageBox.StandardButton.Discard, "restoreRecoveryDialog": 0}


def main_window():
    return next((w for w in top_level_widgets() if type(w).__name__ == "MainWindow"), None)


def watch() -> None:
    window = main_window()
    for widget in top_level_widgets():
        name = widget.objectName()
        if name in QUESTIONS and widget.isVisible():
            print(f"asked {name}", flush=True)
            yes = os.environ.get("ANSWER", "yes") == "yes"
            button = QUESTIONS[name] or (QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No)
            widget.button(button).click()
    quiet = window is not None and window.isVisible() and QApplication.activeModalWidget() is None
    watch.quiet = getattr(watch, "quiet", 0) + 1 if quiet else 0
    if watch.quiet == 10 and not getattr(watch, "ready", False):  # half a second with no question: settled
        watch.ready = True
        if os.environ.get("EDIT") == "1":
            window.points.add(np.array([[0.25, 0.75]]), 1)
        print(f"ready {len(window.points.points)} points, dirty {window.document.dirty}", flush=True)
        if os.environ.get("SAVE") == "1":
            QTimer.singleShot(0, window.findChild(QAction, "actionSave").trigger)  # File > Save
    saving = next((w for w in top_level_widgets() if w.objectName() == "saveProgress" and w.isVisible()), None)
    if saving is not None and saving.value() > 0 and not getattr(watch, "saving", False):
        watch.saving = True
        print(f"saving {saving.value()}", flush=True)


def said_unexpected(kind, error, tb, parent=None):
    print(f"unexpected {kind.__name__}: {error}", flush=True)
    return shown_unexpected(kind, error, tb, parent)


shown_unexpected = errors.show_unexpected_error
errors.show_unexpected_error = said_unexpected  # the app's hook opens the dialog through this name
app = QApplication(sys.argv)
timer = QTimer()
timer.timeout.connect(watch)
timer.start(50)
sys.exit(studio.main(sys.argv))
