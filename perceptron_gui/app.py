"""Application entry points: ``main(argv)`` for main.py and ``run()`` for the installed gui-script."""

from __future__ import annotations

import gc
import os
import sys

from PySide6.QtWidgets import QApplication


def main(argv: list[str]) -> int:
    """Open the main window on argv[1] (a point-set file) or the bundled default example."""
    from perceptron_gui import signals
    from perceptron_gui.document.recovery import offer_restore
    from perceptron_gui.main_window import MainWindow
    from perceptron_gui.widgets.errors import install_excepthook
    from perceptron_gui.work import collector, fast_loops, solver_process

    app = QApplication.instance() or QApplication(argv)
    collector.install()  # garbage collected on the GUI thread only (the window would install it too)
    install_excepthook()
    app.setApplicationName("Perceptron Studio")
    app.setOrganizationName("Perceptron Studio")
    window = MainWindow(argv[1] if len(argv) > 1 else None)
    window.show()
    signals.install(app, window)
    offer_restore(window.document, window)
    app.aboutToQuit.connect(fast_loops.stop)  # a compile still running ends with the app, at once
    app.aboutToQuit.connect(solver_process.stop)  # and so does a max-margin solve
    code = app.exec()
    if window.ending:  # SIGTERM: its status, even when the last window's own quit (status 0) ended the loop first
        code = signals.TERMINATED
    # The loading thread ends before the interpreter does: in numba's compiler it calls back into objects the
    # interpreter's end frees (a segfault at exit, 2 in 55 SIGTERMs in the first seconds).  It ends at its next
    # step, in milliseconds; one in a long compile (no cache) would not, so the process ends now, without that end.
    if not fast_loops.stop(fast_loops.EXIT_WAIT_S):
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    # The window has closed, saved what it keeps and stopped its threads.  Python's exit would now garbage-collect
    # every object numba, SciPy and Qt made (over a second after a few seconds of use); frozen, they are left to
    # the end of the process (the atexit handlers still run).
    gc.freeze()
    return code


def run() -> None:
    """The ``perceptron-studio`` gui-script."""
    sys.exit(main(sys.argv))
