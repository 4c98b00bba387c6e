"""Long work the user waits for (loading a big file, generating many points): progress and Cancel in the status bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QProgressBar, QStatusBar, QToolButton

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.naming import named
from perceptron_gui.work.jobs import Jobs, Work


class TaskRunner(QObject):
    """Runs one piece of work at a time off the GUI thread (:class:`Jobs`), showing progress and a Cancel button.

    ``on_done(result)`` is called only for work that was not cancelled, and ``on_error(error)`` when it
    raised: a cancelled task's result is dropped, so the document is kept.
    """

    def __init__(self, status_bar: QStatusBar) -> None:
        super().__init__(status_bar)
        self._bar = named(QProgressBar(), "taskProgress")
        self._bar.setMaximum(1000)
        self._bar.setMaximumWidth(180)
        self._cancel = named(QToolButton(), "taskCancel")
        self._cancel.setText(translated("Tasks", QT_TRANSLATE_NOOP("Tasks", "Cancel")))
        self._cancel.clicked.connect(self.cancel)
        for widget in (self._bar, self._cancel):
            status_bar.addWidget(widget)
            widget.hide()
        self._jobs = Jobs("task", self)

    @property
    def busy(self) -> bool:
        """Whether a task is running."""
        return self._jobs.busy

    def start(
        self, work: Work, label: str, on_done: Callable[[Any], None], on_error: Callable[[Exception], None]
    ) -> None:
        """Run ``work(report)`` off the GUI thread; report(fraction) returns False once the user cancelled."""
        self._bar.setFormat(f"{label} %p%")
        self._bar.setValue(0)
        self._bar.show()
        self._cancel.show()
        self._jobs.submit(
            work,
            on_done=lambda result: self._finish(on_done, result),
            on_error=lambda error: self._finish(on_error, error),
            on_progress=lambda fraction: self._bar.setValue(int(1000 * fraction)),
        )

    def cancel(self) -> None:
        """Stop waiting for the current task: its result will be ignored."""
        self._jobs.cancel()
        self._hide()

    def shutdown(self) -> None:
        """Cancel and end the thread (on window close)."""
        self._jobs.shutdown()
        self._hide()

    def _finish(self, callback: Callable[[Any], None], value: object) -> None:
        self._hide()
        callback(value)

    def _hide(self) -> None:
        self._bar.hide()
        self._cancel.hide()
