"""The numba loops, compiled, or run as Python (the very same source) until the compiled ones are loaded.

Every loop module (:data:`LOOP_MODULES`) is plain Python that numba compiles on its first call
(``njit(cache=True)``): with an empty numba cache that first call takes seconds per loop, tens of
seconds in all.  The rest of ``core`` reaches those modules only through :func:`loop_module`, which
returns a stand-in for the module:

* By default (the library) the stand-in hands out the loops compiled ahead (:mod:`core.learn.ahead`: no
  numba in the process) where they were built, else numba's compiled functions themselves: a call compiles
  on first use, or loads numba's on-disk cache, as numba always does.
* After :func:`run_as_python_until_loaded` (the window calls it at start), each function runs as
  Python: the module's source loaded a second time, under the name ``core.learn.as_python.<module>``,
  with numba's JIT off, so the numbers are the compiled loops' numbers bit for bit (the tests run the
  loops the same way with ``NUMBA_DISABLE_JIT=1``).  :func:`load_compiled` (on a background thread)
  then loads every compiled loop the app uses, compiling them in another process first when the cache
  is empty, and from then on every call runs compiled.  Nothing waits on a compiler in between.
"""

from __future__ import annotations

import importlib
import sys
import threading
import types
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from core.learn import ahead

LOOP_MODULES = ("_simd", "_loops", "_sparse_loops", "_sgd_loops", "labels")
PYTHON_PACKAGE = "core.learn.as_python"

_import_lock = threading.RLock()  # numba's DISABLE_JIT is process-wide: the two kinds of import never overlap
_mode = {"as_python": False, "loaded": False, "loading": False}
_forced = threading.local()  # the loader's own calls run compiled (that is how they load)
_stand_ins: dict[str, LoopModule] = {}


def compiled_module(name: str) -> types.ModuleType:
    """The compiled loop module ``core.learn.<name>`` (imported on first use)."""
    full = f"core.learn.{name}"
    module = sys.modules.get(full)
    if module is not None and not getattr(module.__spec__, "_initializing", False):
        return module
    with _import_lock:  # also waits for another thread's import of it to finish
        return importlib.import_module(full)


def python_module(name: str) -> types.ModuleType:
    """The loop module ``name`` loaded again with numba's JIT off: each function is its plain Python source."""
    full = f"{PYTHON_PACKAGE}.{name}"
    module = sys.modules.get(full)
    if module is not None:
        return module
    with _import_lock:
        if PYTHON_PACKAGE not in sys.modules:
            package = types.ModuleType(PYTHON_PACKAGE, "The loop modules as plain Python (numba's JIT off).")
            package.__path__ = [str(Path(__file__).parent)]  # the same files, found under this package's name
            package.__file__ = str(Path(__file__).parent / "__init__.py")
            sys.modules[PYTHON_PACKAGE] = package
        config: Any = importlib.import_module("numba.core.config")
        before = config.DISABLE_JIT
        config.DISABLE_JIT = True  # read by njit when it decorates, and by the modules' JIT-off branches
        try:
            return importlib.import_module(full)
        finally:
            config.DISABLE_JIT = before


class _Switch:
    """A loop function that runs as Python until the compiled loops are loaded, then compiled."""

    __slots__ = ("_compiled", "_module", "_name", "_python")

    def __init__(self, module: str, name: str, compiled: Callable[..., Any]) -> None:
        self._module, self._name, self._compiled = module, name, compiled
        self._python: Callable[..., Any] | None = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if _mode["loaded"] or getattr(_forced, "on", False):
            return self._compiled(*args, **kwargs)
        if self._python is None:
            self._python = getattr(python_module(self._module), self._name)
        return self._python(*args, **kwargs)


class LoopModule:
    """Stands for the loop module ``core.learn.<name>``: its constants, and its functions compiled or as Python."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        built = None if _mode["as_python"] else ahead.loaded()
        fallback = partial(_attribute, self._name, attr)
        value = ahead.MISSING if built is None else built.lookup(self._name, attr, fallback)
        if value is not ahead.MISSING:
            self.__dict__[attr] = value
            return value
        value = _attribute(self._name, attr)
        if _mode["as_python"] and not _mode["loaded"] and callable(value) and not isinstance(value, type):
            value = _Switch(self._name, attr, value)
        self.__dict__[attr] = value  # looked up once: the stand-in then costs nothing per call
        return value

    def _forget(self) -> None:
        for attr in [a for a in self.__dict__ if a != "_name"]:
            del self.__dict__[attr]


def _attribute(module: str, attr: str) -> Any:
    return getattr(compiled_module(module), attr)


def loop_module(name: str) -> LoopModule:
    """The stand-in for the loop module ``core.learn.<name>`` (one of :data:`LOOP_MODULES`)."""
    if name not in LOOP_MODULES:
        raise ValueError(f"{name!r} is not a loop module: one of {', '.join(LOOP_MODULES)}")
    return _stand_ins.setdefault(name, LoopModule(name))


def run_as_python_until_loaded() -> None:
    """From now on the loops run as Python until :func:`load_compiled` has loaded the compiled ones.

    Nothing changes where the loops compiled ahead are in (:func:`ahead_in`): they run from the first call.
    """
    if not _mode["loaded"] and ahead.loaded() is None:
        _mode["as_python"] = True
        for stand_in in _stand_ins.values():
            stand_in._forget()


def ahead_in() -> bool:
    """Whether the loops compiled ahead run here (:mod:`core.learn.ahead`): nothing to compile or load."""
    return not _mode["as_python"] and ahead.loaded() is not None


def loaded() -> bool:
    """Whether every call runs compiled (always true for the library; for the app once loaded)."""
    return _mode["loaded"] or not _mode["as_python"]


def loading() -> bool:
    """Whether a thread of this process is in :func:`load_python` or :func:`load_compiled` now (importing numba,
    reading its cache, or compiling): it holds the GIL for much of that time."""
    return _mode["loading"]


def load_python() -> None:
    """Load every loop module as Python now, on this thread (importing numba the first time: a few tenths of a
    second), so that the first call that runs them as Python does not wait for it."""
    _mode["loading"] = True
    try:
        for name in LOOP_MODULES:
            python_module(name)
    finally:
        _mode["loading"] = False


def load_compiled(
    workloads: Callable[[Callable[[str, int, int], None]], None], progress: Callable[[str, int, int], None]
) -> None:
    """Run ``workloads`` compiled on this thread (loading numba's cache, or compiling), then switch every call.

    ``workloads(progress)`` calls each compiled loop the app uses once on tiny data, reporting
    ``progress(what, done, total)``.
    """
    _forced.on = True
    _mode["loading"] = True
    try:
        for name in LOOP_MODULES:
            compiled_module(name)
        workloads(progress)
    finally:
        _forced.on = False
        _mode["loading"] = False
    _mode["loaded"] = True
    for stand_in in _stand_ins.values():  # from now on they hand out the compiled functions themselves
        stand_in._forget()
