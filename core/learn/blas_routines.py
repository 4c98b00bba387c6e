"""SciPy's BLAS routines that the SGD fits use from Python: the addresses the loops call, and the starting norms.

Plain Python (no numba): :mod:`core.learn.blas` calls the routines from inside the compiled loops.
"""

from __future__ import annotations

import ctypes
import functools
from typing import Any

import numpy as np

# the routines, by the dtype of the weights (scikit-learn's WeightVector64 and WeightVector32)
_NAMES = {
    np.dtype(np.float64): ("daxpy", "dscal"),
    np.dtype(np.float32): ("saxpy", "sscal"),
}


@functools.cache
def _address(name: str) -> int:
    """The address of ``scipy.linalg.cython_blas.<name>`` (read from the module's exported C capsule)."""
    from scipy.linalg import cython_blas

    capsule = ctypes.py_object(cython_blas.__pyx_capi__[name])
    get_name = ctypes.pythonapi.PyCapsule_GetName
    get_name.restype, get_name.argtypes = ctypes.c_char_p, [ctypes.py_object]
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype, get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    return int(get_pointer(capsule, get_name(capsule)))


def addresses(dtype: Any) -> tuple[float, float]:
    """The addresses of SciPy's ``axpy`` and ``scal`` for weights of ``dtype``, as floats for a state array.

    User-space addresses are below 2**53, so a float64 holds them exactly.
    """
    axpy, scal = _NAMES[np.dtype(dtype)]
    return float(_address(axpy)), float(_address(scal))


def norms(w: np.ndarray) -> tuple[float, float]:
    """w.w and sum |w_j| as scikit-learn's WeightVector starts them: SciPy's BLAS ``dot`` and ``asum``.

    They feed only the SGD objective (``tol``); NumPy's own sums can differ from BLAS's in the last bit.
    """
    from scipy.linalg import blas

    if w.shape[0] == 0:
        return 0.0, 0.0
    dot, asum = (blas.sdot, blas.sasum) if w.dtype == np.float32 else (blas.ddot, blas.dasum)
    return float(dot(w, w)), float(asum(w))
