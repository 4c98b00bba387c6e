"""The fast (compiled) training loops, loaded in the background while the window trains with the Python ones.

The window never waits on numba: :func:`start` switches the loops to Python (the same source, the same
numbers: :mod:`core.learn.compiled`) and loads the compiled ones on a background thread.  With an empty
numba cache (a fresh install) that thread first has ``perceptron-studio-compile --app`` compile them in
another process (about a minute on two cores, reported line by line); then it loads them from the cache
(under a second) and every call from then on runs compiled.  Where ``perceptron-studio-compile`` has built
the loops compiled ahead (:mod:`core.learn.ahead`), none of this happens: they run from the first call.
:class:`FastLoopsStatus` shows the stages in the status bar with a progress bar, and hides when the fast loops
are in.

One loader per process (any number of windows share it).  A window starts it once it has painted
(:meth:`FastLoops.start_after_first_paint`), so that loading never slows the window's first frame; :func:`stop`
ends the compiling process at once and the loading at its next import or loop, so that quitting never waits for it.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import subprocess
import sys
import threading

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

from core.learn import compiled
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated

SLOWER = QT_TRANSLATE_NOOP("FastLoops", "training runs meanwhile, slower")
# (the training worker waits for a loading: a second)
RUN_WAITS = QT_TRANSLATE_NOOP("FastLoops", "a Run at full speed starts once they are in")
COMPILING = QT_TRANSLATE_NOOP("FastLoops", "Compiling the fast loops (first start only)")
LOADING = QT_TRANSLATE_NOOP("FastLoops", "Loading the fast loops")
PREPARING = QT_TRANSLATE_NOOP("FastLoops", "Preparing the fast loops")
ONE_LOOP = QT_TRANSLATE_NOOP("FastLoops", "Compiling a fast loop for these settings (seconds, once)")
SAME_CODE = QT_TRANSLATE_NOOP(
    "FastLoops",
    "Perceptron Studio trains with numba-compiled loops. Until they are in, it runs the same code as Python: the "
    "same numbers, more slowly. Compiling happens once after installing (perceptron-studio-compile does it ahead).",
)
LOADING_SWITCH_S = 0.001  # the GIL's switch interval while loading (Python's default: 5 ms)
FALLBACK_START_MS = 1000  # a window never painted (hidden) starts the loading this long after asking
EXIT_WAIT_S = 0.5  # the loading ends at its next import or loop: milliseconds from the cache (a compile: seconds)


class FastLoops(QObject):
    """The process's loader: ``progress(text, done, total)`` while it works, then ``ready`` or ``failed(text)``."""

    progress = Signal(str, int, int)
    ready = Signal()
    failed = Signal(str)
    compiling = Signal(bool)  # after the loops are in: numba compiles one for a setting they did not cover

    def __init__(self) -> None:
        super().__init__()
        self.text, self.done, self.total = "", 0, 0
        self.finished = False
        self._child: subprocess.Popen[str] | None = None
        self._stopping = False
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        compiled.run_as_python_until_loaded()  # until loaded, every call runs the loops as Python
        self._started = False

    def start(self) -> None:
        """Load the compiled loops on a background thread (once; later calls do nothing)."""
        with self._lock:
            if self._started or self._stopping:
                return
            self._started = True
        _keep_out_of_collections()  # what start-up made (modules, Qt's wrappers, the first window)
        self._thread = threading.Thread(target=self._work, name="fast loops", daemon=True)
        self._thread.start()

    def start_after_first_paint(self, widget: QWidget, latest_ms: int = FALLBACK_START_MS) -> None:
        """Start once ``widget`` has painted (its first frame is on screen), or after ``latest_ms`` at the latest."""
        if self._started:
            return
        starter = _StartOnPaint(self, widget)
        QTimer.singleShot(latest_ms, starter, starter.start)

    def _say(self, text: str, done: int, total: int) -> None:
        self.text, self.done, self.total = text, done, total
        self._emit(self.progress, text, done, total)

    def _emit(self, signal: SignalInstance, *args: object) -> None:
        """Emit unless quitting: at exit Qt deletes this object while the daemon thread may still run."""
        if self._stopping:
            raise _QuittingError
        try:
            signal.emit(*args)
        except RuntimeError as error:  # "Signal source has been deleted": the application is going
            raise _QuittingError from error

    def _work(self) -> None:
        # Until the loops are in, this thread (numba loading its cache) holds the GIL for most of each switch
        # interval: the GUI thread waits for it at every Qt call that released it.
        interval = sys.getswitchinterval()
        sys.setswitchinterval(min(interval, LOADING_SWITCH_S))
        stopper = _StopAtNextImport(self, threading.current_thread())
        sys.meta_path.insert(0, stopper)
        try:
            self._load()
        finally:
            sys.meta_path.remove(stopper)
            sys.setswitchinterval(interval)

    def _load(self) -> None:
        if compiled.ahead_in():  # the loops compiled ahead run from the first call: no numba, nothing to load
            self.finished = True
            with contextlib.suppress(_QuittingError):
                self._emit(self.ready)
            return
        try:
            from core import compile_ahead  # numba: stopped at its next import when quitting

            compiled.load_python()  # the Python loops first: a first Step needs them, and now
            ahead = compile_ahead.is_compiled()
            if not ahead and compile_ahead.can_cache():  # a child's compiles reach this process through the cache
                self._compile_in_child()
            if self._stopping:
                return
            workloads = compile_ahead.app_workloads()

            def loading(what: str, done: int, total: int) -> None:
                self._say(LOADING, done, total)

            compiled.load_compiled(lambda progress: compile_ahead.run(workloads, progress), loading)
            if not ahead and not compile_ahead.is_compiled():  # the child did not finish: this thread compiled
                compile_ahead.write_stamp()
            self.finished = True
            _keep_out_of_collections()  # and what numba made to load the loops
            _watch_compiles(self)
            self._emit(self.ready)
        except _QuittingError:  # quitting: nothing more to say
            return
        except Exception as error:  # the Python loops go on: say so, never stop the window
            self.finished = True
            why = f"{type(error).__name__}: {error}"
            with contextlib.suppress(_QuittingError):
                self._emit(self.failed, f"The fast training loops could not be loaded ({why}); {SLOWER}.")

    def _compile_in_child(self) -> None:
        """``perceptron-studio-compile --app`` in another process: its own core, its own GIL, killable."""
        command = [sys.executable, "-m", "core.compile_ahead", "--app", "--progress-lines"]
        with self._lock:
            if self._stopping:
                return
            self._child = subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1
            )
        assert self._child.stdout is not None
        for line in self._child.stdout:
            done, total, _ = line.rstrip("\n").split("\t", 2)
            self._say(COMPILING, int(done), int(total))
        self._child.wait()

    def stop(self, wait_s: float = 0.0) -> bool:
        """End the compiling process now (the cache keeps what it finished) and the loading at its next import or
        loop, waiting at most ``wait_s`` for the loading thread to end; whether no loading runs any more."""
        with self._lock:
            self._stopping = True
            child = self._child
        if child is not None and child.poll() is None:
            child.kill()
            child.wait()
        if self._thread is not None and wait_s > 0:
            self._thread.join(wait_s)
        return self._thread is None or not self._thread.is_alive()


def _watch_compiles(loops: FastLoops) -> None:
    """Say in the status bar whenever numba compiles after all (a kind of call the loaded loops did not cover)."""
    from numba.core import event

    class Compiles(event.Listener):
        depth = 0  # a loop compiles the loops it calls inside its own compile

        def on_start(self, ev: event.Event) -> None:
            self.depth += 1
            if self.depth == 1:
                loops.compiling.emit(True)

        def on_end(self, ev: event.Event) -> None:
            self.depth -= 1
            if self.depth == 0:
                loops.compiling.emit(False)

    event.register("numba:compile", Compiles())


class _QuittingError(Exception):
    """The application is quitting: the loading thread ends quietly."""


class _StopAtNextImport:
    """An import finder that ends the loading thread's next import once the loader is stopping.

    Importing numba is most of a loading's first second, and no loop ends in it. Quitting then, the loading
    thread held the GIL while Qt's teardown asked for it back at every object it deleted: 60-70 ms more to exit
    (PySide6's module shutdown took 57-73 ms instead of 9). Not an ImportError, which numba catches for its optional
    parts and goes on.
    """

    def __init__(self, loops: FastLoops, thread: threading.Thread) -> None:
        self._loops = loops
        self._thread = thread

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if self._loops._stopping and threading.current_thread() is self._thread:
            raise _QuittingError
        return None  # the other finders find it


def _keep_out_of_collections() -> None:
    """Move every object alive now out of the garbage collector's generations (they live as long as the process).

    A full collection walks every tracked object while holding the GIL: 50-100 ms once start-up and numba's
    loading have made theirs, and the window freezes for as long (in the middle of a Run, a frame late).
    Frozen, later full collections walk only what was made since.
    """
    gc.freeze()


class _StartOnPaint(QObject):
    """Starts a loader at its widget's first Paint event, or when :meth:`start` is called, whichever comes first."""

    def __init__(self, loops: FastLoops, widget: QWidget) -> None:
        super().__init__(widget)
        self._loops = loops
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self.start)  # once this frame is painted
        return False

    def start(self) -> None:
        parent = self.parent()
        if isinstance(parent, QWidget):
            parent.removeEventFilter(self)
        self._loops.start()


_LOADER: list[FastLoops] = []


def loader(start: bool = True) -> FastLoops:
    """The process's loader, started now unless ``start`` is false (see :meth:`FastLoops.start_after_first_paint`).

    Until the compiled loops are in, every call runs the loops as Python.
    """
    if not _LOADER:
        _LOADER.append(FastLoops())
        atexit.register(stop, EXIT_WAIT_S)  # (any script that made a window: the app itself waits in its main)
    if start:
        _LOADER[0].start()
    return _LOADER[0]


def stop(wait_s: float = 0.0) -> bool:
    """Stop compiling (quitting), waiting at most ``wait_s`` for the loading to end; whether none runs any more.

    The interpreter must not end while the loading thread is in numba: numba's compiler calls back into Python
    objects that the interpreter's end frees (a segmentation fault at exit), so the app waits here (see
    :data:`EXIT_WAIT_S`) before it returns from its main.
    """
    return _LOADER[0].stop(wait_s) if _LOADER else True


class FastLoopsStatus(QWidget):
    """The status bar's word on the fast loops: what is compiling or loading, and how far; hidden once in."""

    def __init__(self, loops: FastLoops) -> None:
        super().__init__()
        self.setObjectName("fastLoopsStatus")
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setObjectName("fastLoopsProgress")
        self.bar.setMaximumWidth(120)
        self.bar.setTextVisible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        loops.progress.connect(self._show)
        loops.ready.connect(self.hide)
        loops.failed.connect(self._failed)
        loops.compiling.connect(self._compiling)
        if loops.finished:
            self.hide()
        else:
            self._show(loops.text or PREPARING, loops.done, loops.total)

    def _show(self, text: str, done: int, total: int) -> None:
        then = translated("FastLoops", RUN_WAITS if text == LOADING else SLOWER)
        shown = translated("FastLoops", text)  # a state's English name, or the loops' own report as it is
        self.label.setText(f"{shown}: {done}/{total}, {then}" if total else f"{shown}, {then}")
        self.setToolTip(translated("FastLoops", SAME_CODE))
        # Loading from the cache takes a second or two: its count is in the words.  The bar is for compiling (a
        # minute); each of its setValue calls repaints at once, which cost the GUI thread 17 ms per loop loaded.
        self.bar.setVisible(text != LOADING)
        if text != LOADING:
            self.bar.setRange(0, max(total, 0))  # 0..0: a busy bar until the first count
            self.bar.setValue(done)
        self.show()

    def _compiling(self, on: bool) -> None:
        if on:
            self._show(ONE_LOOP, 0, 0)
        else:
            self.hide()

    def _failed(self, text: str) -> None:
        self.label.setText(text)
        self.bar.hide()
