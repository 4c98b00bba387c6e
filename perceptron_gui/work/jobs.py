"""One worker pattern for work off the GUI thread: a long-lived thread that runs one job at a time.

A job is ``work(report)``, where ``report(fraction)`` returns False once the job is no longer wanted.
Submitting a job makes any older one stale: it is asked to stop (its ``report`` says so), and its result,
if it still comes, is dropped.  Results are handed to the callbacks on the GUI thread.  The window's
training worker is the one exception (a long-lived, command-driven learner, see ``training/``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from perceptron_gui.work import threads

Report = Callable[[float], bool]
Work = Callable[[Report], Any]


class _Runner(QObject):
    """Lives on the jobs' thread and runs what it is sent, in order."""

    progress = Signal(int, float)
    done = Signal(int, object)
    failed = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.latest = 0  # written from the GUI thread: the only job still wanted
        self.cpu_s = 0.0  # the processor time the last job took on this thread (read on the GUI thread)

    @Slot(int, object)
    def run(self, job: int, work: Work) -> None:
        if job != self.latest:  # replaced before it started
            return
        start = time.thread_time()
        try:
            result = work(lambda fraction: self._report(job, fraction))
        except Exception as error:  # handed to the GUI thread, which says what went wrong
            self.cpu_s = time.thread_time() - start
            self.failed.emit(job, error)
        else:
            self.cpu_s = time.thread_time() - start
            self.done.emit(job, result)

    def _report(self, job: int, fraction: float) -> bool:
        self.progress.emit(job, fraction)
        return job == self.latest


class Jobs(QObject):
    """A thread named ``name`` running submitted jobs one at a time; only the latest job's result is delivered.

    ``busy`` is True from :meth:`submit` until the job's result (or error) arrived, it was cancelled, or
    a newer job replaced it.  Call :meth:`shutdown` before the owner goes away.
    """

    _submit = Signal(int, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job = 0
        self._busy = False
        self._on_done: Callable[[Any], None] = lambda result: None
        self._on_error: Callable[[Exception], None] = lambda error: None
        self._on_progress: Callable[[float], None] = lambda fraction: None
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._runner = _Runner()
        self._runner.moveToThread(self._thread)
        self._submit.connect(self._runner.run)
        self._runner.progress.connect(self._progress)
        self._runner.done.connect(self._done)
        self._runner.failed.connect(self._failed)
        self._thread.finished.connect(self._runner.deleteLater)
        threads.start(self._thread)

    @property
    def busy(self) -> bool:
        """Whether a job is waiting for its result."""
        return self._busy

    @property
    def last_cpu_s(self) -> float:
        """The processor time (s) the last job that ended took on the thread: its work, not its waits for a core."""
        return self._runner.cpu_s

    def submit(
        self,
        work: Work,
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None] | None = None,
        on_progress: Callable[[float], None] | None = None,
    ) -> None:
        """Run ``work(report)`` after the current job; the current job's result will be dropped."""
        self._job += 1
        self._runner.latest = self._job
        self._busy = True
        self._on_done = on_done
        self._on_error = on_error or (lambda error: None)
        self._on_progress = on_progress or (lambda fraction: None)
        self._submit.emit(self._job, work)

    def cancel(self) -> None:
        """No result of the current job is wanted any more (its ``report`` now returns False)."""
        self._job += 1
        self._runner.latest = self._job
        self._busy = False

    def shutdown(self) -> None:
        """Cancel, then end the thread (waiting for a job that is running to return)."""
        self.cancel()
        threads.stop(self._thread)

    @Slot(int, float)
    def _progress(self, job: int, fraction: float) -> None:
        if job == self._job:
            self._on_progress(fraction)

    @Slot(int, object)
    def _done(self, job: int, result: object) -> None:
        if job == self._job:
            self._busy = False
            self._on_done(result)

    @Slot(int, object)
    def _failed(self, job: int, error: Exception) -> None:  # _Runner.failed sends the exception work raised
        if job == self._job:
            self._busy = False
            self._on_error(error)
