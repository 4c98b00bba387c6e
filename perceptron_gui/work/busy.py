"""Work that can take more than a moment, run off the GUI thread behind a window-modal progress dialog with
Cancel, as big saves are (issue 41): the window keeps answering (repaints, the dialog's Cancel) and the caller
gets the result when it is done, or :class:`CancelledError`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.work.jobs import Jobs

Report = Callable[[float], bool]
"""``report(fraction)`` shows how far the work is; it returns False once the user pressed Cancel."""


class CancelledError(Exception):
    """The user pressed Cancel: the work stopped at its next report."""


def run_busy(parent: QWidget, name: str, text: str, work: Callable[[Report], Any]) -> Any:
    """Run ``work(report)`` on a thread of its own while a dialog (objectName ``name``) shows ``text``, how far it
    is and Cancel; return its result, or raise what it raised (:class:`CancelledError` when it stopped for Cancel)."""
    dialog = QProgressDialog(text, translated("Tasks", QT_TRANSLATE_NOOP("Tasks", "Cancel")), 0, 1000, parent)
    dialog.setObjectName(name)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)  # no edit, step or second export meanwhile
    dialog.setMinimumDuration(0)
    dialog.setAutoReset(False)
    dialog.setAutoClose(False)
    stop: list[bool] = []
    dialog.canceled.connect(lambda: stop.append(True))
    outcome: list[tuple[Any, BaseException | None]] = []
    loop = QEventLoop()

    def finish(result: Any, error: BaseException | None) -> None:
        outcome.append((result, error))
        loop.quit()

    def checked(report: Callable[[float], object]) -> Report:
        def step(fraction: float) -> bool:
            report(fraction)
            if stop:  # read across threads: a list's append is atomic
                raise CancelledError
            return True

        return step

    jobs = Jobs(name, parent)
    jobs.submit(
        lambda report: work(checked(report)),
        on_done=lambda result: finish(result, None),
        on_error=lambda error: finish(None, error),
        on_progress=lambda fraction: dialog.setValue(int(1000 * fraction)),
    )
    dialog.setValue(0)
    if not outcome:
        loop.exec()
    jobs.shutdown()
    jobs.deleteLater()
    dialog.close()
    dialog.deleteLater()
    result, error = outcome[0]
    if error is not None:
        raise error
    return result
