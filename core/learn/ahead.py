"""The training loops compiled ahead into an extension module: no JIT, no numba in the process.

``perceptron-studio-compile`` (``make`` runs it after installing) builds ``core/learn/_ahead_<build>`` with numba's
ahead-of-time compiler (:mod:`core.build_ahead`): every loop, for every combination of argument types that
the window's and the estimators' calls reach, compiled for this machine's CPU, beside a manifest
(``_ahead.json``) that says which compiled function takes which argument types, and the loop modules'
constants.  When both are there and were built from the loops' current sources, :mod:`core.learn.compiled`
hands out these functions instead of numba's: a first fit then imports neither numba nor LLVM (a fresh
install fits at once, and a process holds no compiler in memory).

A call whose argument types the manifest does not list (an input no workload makes, a read-only array)
runs numba's compiled loop instead, compiling it on first use as before: the same source, the same bits.
With ``NUMBA_DISABLE_JIT=1`` (the loops as Python, as the tests run them) or ``PERCEPTRON_AHEAD=0`` nothing
here is used.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import platform
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

EXTENSION = "_ahead"
MANIFEST = Path(__file__).with_name("_ahead.json")
SOURCES = (  # every file whose code the compiled loops hold: a change in any makes the build stale
    "_jit.py",
    "_simd.py",
    "blas.py",
    "_loops.py",
    "_sparse_loops.py",
    "_sgd_loops.py",
    "_views.py",  # its helpers are inlined into the loops: numba's cache key (each loop file's own source) misses them
    "labels.py",
    "schedules.py",
    "choices.py",
    "ahead.py",  # the manifest's argument types are this module's
    "../build_ahead.py",
)
MISSING = object()
_INT64 = (-(2**63), 2**63)
# NumPy's flag bits that numba's array types tell apart: C and Fortran contiguity, alignment, writable
_FLAGS = 0x0001 | 0x0002 | 0x0100 | 0x0400
_ARRAY = np.ndarray


def source_key() -> dict[str, str]:
    """What a build is valid for: the loops' sources, Python, NumPy (the extension's ABI) and the CPU (the code
    uses the instructions of the CPU it was built on: another one may lack them)."""
    digest = hashlib.sha256()
    folder = Path(__file__).parent
    for name in SOURCES:
        digest.update((folder / name).read_bytes())
    return {
        "sources": digest.hexdigest(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "cpu": _cpu(),
    }


def _cpu() -> str:
    """The CPU's model and instruction sets (Linux's ``/proc/cpuinfo``), else what the platform module says."""
    try:
        with open("/proc/cpuinfo") as info:
            lines = [line for line in info if line.startswith(("model name", "flags"))][:2]
    except OSError:
        lines = []
    text = "".join(lines) or f"{platform.machine()} {platform.processor()}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def type_key(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """The arguments' types, at least as finely as numba tells them apart: an array's dtype, dimensions and flags
    (contiguity, alignment, writable), a tuple's items, a scalar's Python type."""
    return tuple([(a.dtype, a.ndim, a.flags.num & _FLAGS) if type(a) is _ARRAY else _kind(a) for a in args])


def _kind(a: Any) -> Any:
    kind = type(a)
    if kind is _ARRAY:
        return (a.dtype, a.ndim, a.flags.num & _FLAGS)
    if kind is tuple:
        return ("t", *map(_kind, a))
    if kind is int:  # numba types a Python int as int64, or uint64 above its range
        return "int" if _INT64[0] <= a < _INT64[1] else "uint"
    return _scalar_names.get(kind) or _scalar_name(kind)


def stored(key: Any) -> Any:
    """A :func:`type_key` as JSON (:func:`kept_key` reads each argument's back)."""
    if isinstance(key, tuple) and key and isinstance(key[0], np.dtype):
        return ["a", key[0].str, *key[1:]]
    return [stored(x) for x in key] if isinstance(key, tuple) else key


_scalar_names: dict[type, str] = {}


def _scalar_name(kind: type) -> str:
    name = f"{kind.__module__}.{kind.__qualname__}"
    _scalar_names[kind] = name
    return name


def kept_key(kept: Any) -> Any:
    """An argument's key read back from JSON (:func:`stored`), as :func:`type_key` makes it for one argument."""
    if not isinstance(kept, list):
        return kept
    if kept[0] == "a":
        return (np.dtype(kept[1]), *kept[2:])
    return tuple(map(kept_key, kept))


class AheadFunction:
    """A loop compiled ahead: picks the compiled function for the arguments' types, else numba's ``fallback()``."""

    __slots__ = ("__name__", "_fallback", "_resolved", "_table")

    def __init__(self, name: str, table: dict[Any, Callable[..., Any]], fallback: Callable[[], Any]) -> None:
        self.__name__ = name
        self._table = table
        self._fallback = fallback
        self._resolved: Any = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if not kwargs:
            function = self._table.get(type_key(args))
            if function is not None:
                return function(*args)
        if self._resolved is None:
            self._resolved = self._fallback()
        return self._resolved(*args, **kwargs)


class Ahead:
    """The extension module and its manifest: :meth:`lookup` gives a loop module's constant or function."""

    def __init__(self, extension: Any, manifest: dict[str, Any]) -> None:
        self._extension = extension
        self._constants: dict[str, dict[str, Any]] = manifest["constants"]
        self._functions: dict[str, dict[str, list[list[Any]]]] = manifest["functions"]

    def lookup(self, module: str, attr: str, fallback: Callable[[], Any]) -> Any:
        """``core.learn.<module>.<attr>`` compiled ahead (or its constant); :data:`MISSING` if not built."""
        constants = self._constants.get(module, {})
        if attr in constants:
            value = constants[attr]
            return tuple(value) if isinstance(value, list) else value
        entries = self._functions.get(module, {}).get(attr)
        if entries is None:
            return MISSING
        table = {tuple(map(kept_key, key)): getattr(self._extension, name) for key, name in entries}
        return AheadFunction(attr, table, fallback)


_lock = threading.Lock()
_loaded: list[Ahead | None] = []


def enabled() -> bool:
    """Whether the loops compiled ahead may be used in this process (not as Python, not switched off)."""
    return os.environ.get("NUMBA_DISABLE_JIT", "0") in ("", "0") and os.environ.get("PERCEPTRON_AHEAD", "1") != "0"


def loaded() -> Ahead | None:
    """The loops compiled ahead, if built for the current sources (imported once); else None."""
    with _lock:
        if not _loaded:
            _loaded.append(_load() if enabled() else None)
        return _loaded[0]


def _load() -> Ahead | None:
    try:
        manifest = json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return None
    if manifest.get("key") != source_key():
        return None  # built for other sources (or another Python or NumPy): numba's loops instead
    try:
        extension = importlib.import_module(f"{__package__}.{manifest['extension']}")
    except (ImportError, KeyError):
        return None
    return Ahead(extension, manifest)
