"""The max-margin solver in a process of its own, so that SciPy and scikit-learn never stall the window.

:func:`core.teach.theory.max_margin` imports SciPy and scikit-learn, and its LP and SVC run in C holding
Python's GIL: on a thread of the window, opening Weight Space or the theorem panel during a run froze the
window for one to three seconds (issue 30).  Here one child process (started on the first solve and kept
for the next ones) imports and solves; the window's thread that asked only waits on a pipe.  The child
ends with the window's process (a daemon), or at once on :func:`stop`.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

import numpy as np

from core.teach.theory import MaxMargin

_lock = threading.Lock()  # one solve at a time: the pipe carries one question, then its answer
_child: tuple[BaseProcess, Connection] | None = None
_stopped = False


class SolverEndedError(RuntimeError):
    """The solver's process ended before it answered (the app is quitting, or the process was killed)."""


def solve(X: np.ndarray, y: np.ndarray, fit_intercept: bool, constant: float) -> MaxMargin:
    """``max_margin(X, y, fit_intercept, constant=constant)``, solved in the solver's process.

    Raises what ``max_margin`` raised there (ValueError for malformed input), or :class:`SolverEndedError`.
    """
    global _child
    with _lock:
        if _stopped:
            raise SolverEndedError("the app is quitting")
        if _child is None or not _child[0].is_alive():
            _child = _start()
        process, pipe = _child
        try:
            pipe.send((X, y, fit_intercept, constant))
            ok, answer = pipe.recv()
        except (EOFError, OSError) as error:
            _child = None
            raise SolverEndedError(f"the solver's process ended (exit code {process.exitcode})") from error
    if not ok:
        raise answer
    return answer


def stop() -> None:
    """End the solver's process now (a solve in progress answers :class:`SolverEndedError`); later solves refuse."""
    global _stopped
    _stopped = True
    child = _child
    if child is not None and child[0].is_alive():
        child[0].kill()


def _start() -> tuple[BaseProcess, Connection]:
    # spawn, not fork: a fork of a process running Qt's and numba's threads may deadlock in the child
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(target=_serve, args=(theirs,), name="max-margin solver", daemon=True)
    process.start()
    theirs.close()
    return process, ours


def _serve(pipe: Connection) -> None:
    """The child: answer each (X, y, fit_intercept, constant) with (True, MaxMargin) or (False, the exception)."""
    if hasattr(os, "nice"):  # on two cores its imports (a second of CPU) would take one from the window's threads
        os.nice(10)
    from core.teach.theory import max_margin

    while True:
        try:
            X, y, fit_intercept, constant = pipe.recv()
        except EOFError:  # the window's process ended
            return
        answer: tuple[bool, Any]
        try:
            answer = (True, max_margin(X, y, fit_intercept, constant=constant))
        except Exception as error:
            answer = (False, error)
        pipe.send(answer)
