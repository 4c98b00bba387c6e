"""``njit`` for the loop modules: numba's, with ``cache=True`` kept where numba can cache, and a read-only
install's own cache used.

numba keeps compiled loops beside the package (``__pycache__``), or, where that folder is read-only, in
the user's cache folder (``~/.cache/numba``), or in ``NUMBA_CACHE_DIR``.  Two cases numba leaves out:

* A read-only install whose ``__pycache__`` already holds the compiled loops (``perceptron-studio-compile``
  run before the folder was made read-only, e.g. by a system-wide install): numba looks only in the user's
  folder there and compiles every loop again.  :class:`ShippedCache` reads the install's own cache too
  (after the user's), and writes what it compiles into the user's folder: such an install, its window's
  first start and every process of a dask cluster on it load the loops instead of compiling them.
* Nowhere writable at all (a read-only install with a read-only home): numba's own ``njit(cache=True)``
  raises ``RuntimeError: cannot cache function ...: no locator available`` at import.  This ``njit``
  compiles those functions without a cache instead (or reads the install's cache only) and warns once,
  saying why and how to keep them between runs.
"""

from __future__ import annotations

import os
import threading
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numba
from numba.core import caching
from numba.core.dispatcher import Dispatcher


class NoCacheWarning(UserWarning):
    """numba can keep no compiled loop between runs here: each run compiles them again."""


_warned = threading.Event()


def njit(**options: Any) -> Callable[[Callable[..., Any]], Any]:
    """``numba.njit(**options)``, where ``cache=True`` falls back to no cache if numba finds no folder for it."""
    cache = options.pop("cache", False)

    def decorate(function: Callable[..., Any]) -> Any:
        compiled = numba.njit(**options)(function)
        if cache and isinstance(compiled, Dispatcher):  # not when numba's JIT is off: then it is the function
            _enable_cache(compiled, function)
        return compiled

    return decorate


def _enable_cache(compiled: Dispatcher, function: Callable[..., Any]) -> None:
    shipped = Path(function.__code__.co_filename).parent / "__pycache__"
    read_only = shipped.is_dir() and not os.access(shipped, os.W_OK)
    if ShippedCache is not None and read_only:  # a read-only install: its own cache may hold them
        compiled._cache = ShippedCache(function, str(shipped))  # type: ignore[attr-defined]  # as enable_caching()
        return
    try:
        compiled.enable_caching()  # numba's own: beside the source, else NUMBA_CACHE_DIR or the user's folder
    except RuntimeError as error:
        if "no locator available" not in str(error):
            raise
        _warn_once(function)


# The read-only install's cache is read through numba's cache internals (numba.core.caching): a numba that
# renames them leaves such an install to numba's own caching (it compiles once per user) instead of failing.
try:

    class _InstallLocator(caching._SourceFileBackedLocatorMixin, caching._CacheLocator):
        """The read-only ``__pycache__`` beside the source, when no folder can be written (numba has none for it)."""

        def __init__(self, py_func: Callable[..., Any], py_file: str) -> None:
            self._py_file = py_file
            self._lineno = py_func.__code__.co_firstlineno
            self._cache_path = str(Path(py_file).parent / "__pycache__")

        def ensure_cache_path(self) -> None:  # read from only
            return

        def get_cache_path(self) -> str:
            return self._cache_path

        @classmethod
        def from_function(cls, py_func: Callable[..., Any], py_file: str) -> _InstallLocator:
            return cls(py_func, py_file)

    class _ShippedImpl(caching.CompileResultCacheImpl):
        # where new entries go: numba's folders but the read-only one beside the source (the install), else none
        _locator_classes = [caching.UserProvidedCacheLocator, caching.UserWideCacheLocator, _InstallLocator]

    class ShippedCache(caching.FunctionCache):
        """numba's cache of one function, for a read-only install: loads from the user's cache folder (or
        ``NUMBA_CACHE_DIR``) and then from the install's own ``__pycache__``; saves into the former.

        The install's entries are numba's own files, valid while the source file's content, numba, Python and
        the CPU are the same (numba's index keys): a cache built on another CPU is a miss, compiled and kept
        in the user's folder.
        """

        _impl_class = _ShippedImpl

        def __init__(self, py_func: Callable[..., Any], shipped: str) -> None:
            super().__init__(py_func)
            self._writes = not isinstance(self._impl.locator, _InstallLocator)
            self._shipped = caching.IndexDataCacheFile(
                cache_path=shipped,
                filename_base=self._impl.filename_base,
                source_stamp=self._impl.locator.get_source_stamp(),
            )

        @property
        def shipped_path(self) -> str:
            """The install's own cache folder (read only)."""
            return str(self._shipped._cache_path)

        def _load_overload(self, sig: Any, target_context: Any) -> Any:
            data = super()._load_overload(sig, target_context)
            if data is None and self._enabled and self._writes:
                payload = self._shipped.load(self._index_key(sig, target_context.codegen()))
                if payload is not None:
                    data = self._impl.rebuild(target_context, payload)
            return data

        def _save_overload(self, sig: Any, data: Any) -> None:
            if self._writes:
                super()._save_overload(sig, data)
            else:
                _warn_once(self._py_func)
except AttributeError:  # a numba whose caching internals differ
    ShippedCache = None  # type: ignore[assignment,misc]


def _warn_once(function: Callable[..., Any]) -> None:
    if _warned.is_set():
        return
    _warned.set()
    warnings.warn(
        f"core cannot cache its compiled training loops: numba found no writable folder for its cache (not "
        f"beside {function.__code__.co_filename}, nor in the user's cache folder). The loops compile again in "
        "each process on first use (seconds each). To keep them between runs, set the environment variable "
        "NUMBA_CACHE_DIR to a writable folder.",
        NoCacheWarning,
        stacklevel=3,
    )
