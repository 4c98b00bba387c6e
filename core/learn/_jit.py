"""``njit`` for the loop modules: numba's, with ``cache=True`` kept only where numba can cache.

numba keeps compiled loops beside the package (``__pycache__``), or, where that folder is read-only, in
the user's cache folder (``~/.cache/numba``), or in ``NUMBA_CACHE_DIR``.  Where none of these can be
written (a read-only install with a read-only home), numba's own ``njit(cache=True)`` raises
``RuntimeError: cannot cache function ...: no locator available`` at import.  This ``njit`` compiles
those functions without a cache instead (each run compiles on first use) and warns once, saying why
and how to keep them between runs.
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable
from typing import Any

import numba
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
            try:
                compiled.enable_caching()
            except RuntimeError as error:
                if "no locator available" not in str(error):
                    raise
                _warn_once(function)
        return compiled

    return decorate


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
