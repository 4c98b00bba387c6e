"""Long work (loading a big file, generating many points) off the GUI thread, with progress and cancel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot
from PySide6.QtWidgets import QProgressBar, QStatusBar, QToolButton

Work = Callable[[Callable[[float], bool]], Any]  # gets report(fraction) -> keep going?


class _Worker(QObject):
    progress = Signal(float)
    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Work) -> None:
        super().__init__()
        self._work = work
        self.cancelled = False

    @Slot()
    def run(self) -> None:
        try:
            result = self._work(self._report)
        except Exception as error:  # handed to the GUI thread, which says what went wrong
            self.failed.emit(error)
        else:
            self.done.emit(result)

    def _report(self, fraction: float) -> bool:
        self.progress.emit(fraction)
        return not self.cancelled


class TaskRunner(QObject):
    """Runs one piece of work at a time on its own thread, showing progress and a Cancel button.

    ``on_done(result)`` is called only for work that was not cancelled, and
    ``on_error(error)`` when it raised: a cancelled task's result is dropped, so
    the document is kept.
    """

    def __init__(self, status_bar: QStatusBar) -> None:
        super().__init__(status_bar)
        self._status = status_bar
        self._bar = QProgressBar(objectName="taskProgress", maximum=1000)
        self._bar.setMaximumWidth(180)
        self._cancel = QToolButton(objectName="taskCancel", text="Cancel")
        self._cancel.clicked.connect(self.cancel)
        for widget in (self._bar, self._cancel):
            status_bar.addWidget(widget)
            widget.hide()
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self._on_done: Callable[[Any], None] = lambda result: None
        self._on_error: Callable[[Exception], None] = lambda error: None

    @property
    def busy(self) -> bool:
        """Whether a task is running."""
        return self._thread is not None

    def start(
        self, work: Work, label: str, on_done: Callable[[Any], None], on_error: Callable[[Exception], None]
    ) -> None:
        """Run ``work(report)`` on a thread; report(fraction) returns False once the user cancelled."""
        self.cancel()
        self._on_done, self._on_error = on_done, on_error
        self._thread = QThread()
        self._thread.setObjectName("task")
        self._worker = _Worker(work)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._progress)  # a slot of ours: queued to the GUI thread
        self._worker.done.connect(self._done)
        self._worker.failed.connect(self._failed)
        self._bar.setFormat(f"{label} %p%")
        self._bar.setValue(0)
        self._bar.show()
        self._cancel.show()
        self._thread.start()

    def cancel(self) -> None:
        """Stop waiting for the current task (its result will be ignored) and end its thread."""
        if self._worker is not None:
            self._worker.cancelled = True
        self._stop()

    @Slot(float)
    def _progress(self, fraction: float) -> None:
        self._bar.setValue(int(1000 * fraction))

    @Slot(object)
    def _done(self, result: object) -> None:
        cancelled = self._worker is None or self._worker.cancelled
        self._stop()
        if not cancelled:
            self._on_done(result)

    @Slot(object)
    def _failed(self, error: object) -> None:
        cancelled = self._worker is None or self._worker.cancelled
        self._stop()
        if not cancelled:
            self._on_error(error)  # type: ignore[arg-type]

    def _stop(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._worker = None
            self._thread = None
        self._bar.hide()
        self._cancel.hide()
