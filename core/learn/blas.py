"""SciPy's BLAS, called from the compiled loops, for the steps scikit-learn's SGD does with BLAS.

scikit-learn's ``WeightVector.reset_wscale`` folds the averaging sums into the average with BLAS:
``aw += average_a * w`` (``axpy``) and ``aw *= 1 / average_b`` (``scal``), through SciPy's
``scipy.linalg.cython_blas``.  An ``axpy``'s last bits depend on the kernel OpenBLAS runs on the CPU
(a fused multiply-add or a product then a sum, and where a vector kernel hands over to its scalar tail,
which also depends on how many threads share the vector), so no fixed formula can equal it on every
machine.  The loops therefore call the very routines scikit-learn calls, in the same library, with
the same arguments: the same bits on any CPU and under any ``OPENBLAS_CORETYPE``.

The routines' addresses are looked up in SciPy (:mod:`core.learn.blas_routines`) at the first averaged
fit (``import core`` imports no SciPy) and travel to the loops as numbers in the loop's state array
(:data:`AXPY` and :data:`SCAL` slots of :mod:`core.learn._sgd_loops`), so the cached machine code holds no
address of this process.
With numba's JIT off (``NUMBA_DISABLE_JIT=1``) the same routines are called through ``ctypes``.
"""

from __future__ import annotations

import ctypes
import functools
from typing import Any

import numpy as np
from llvmlite import ir
from numba import config, types
from numba.core import cgutils
from numba.extending import intrinsic


@functools.cache
def _ctypes_routine(address: int, single: bool, kind: str) -> Any:
    real = ctypes.c_float if single else ctypes.c_double
    int_p = ctypes.POINTER(ctypes.c_int)
    if kind == "axpy":  # axpy(n, a, x, incx, y, incy)
        prototype = ctypes.CFUNCTYPE(None, int_p, ctypes.POINTER(real), ctypes.c_void_p, int_p, ctypes.c_void_p, int_p)
    else:  # scal(n, a, x, incx)
        prototype = ctypes.CFUNCTYPE(None, int_p, ctypes.POINTER(real), ctypes.c_void_p, int_p)
    return prototype(address)


def _increment(array: np.ndarray) -> int:
    return int(array.strides[0] // array.itemsize)


def _python_axpy(address: float, a: float, x: np.ndarray, y: np.ndarray) -> None:
    """y += a * x by the BLAS routine at ``address`` (``NUMBA_DISABLE_JIT``: the loops run as Python)."""
    single = y.dtype == np.float32
    real = ctypes.c_float if single else ctypes.c_double
    routine = _ctypes_routine(int(address), single, "axpy")
    n, incx, incy = ctypes.c_int(y.shape[0]), ctypes.c_int(_increment(x)), ctypes.c_int(_increment(y))
    routine(
        ctypes.byref(n), ctypes.byref(real(a)), x.ctypes.data, ctypes.byref(incx), y.ctypes.data, ctypes.byref(incy)
    )


def _python_scal(address: float, a: float, x: np.ndarray) -> None:
    """x *= a by the BLAS routine at ``address`` (``NUMBA_DISABLE_JIT``)."""
    single = x.dtype == np.float32
    real = ctypes.c_float if single else ctypes.c_double
    routine = _ctypes_routine(int(address), single, "scal")
    n, inc = ctypes.c_int(x.shape[0]), ctypes.c_int(_increment(x))
    routine(ctypes.byref(n), ctypes.byref(real(a)), x.ctypes.data, ctypes.byref(inc))


def _data_and_increment(context: Any, builder: Any, array_type: Any, value: Any) -> tuple[Any, Any]:
    """A 1-D array's data pointer and its stride in elements, as a BLAS int (32 bits, scipy's LP64 BLAS)."""
    array = context.make_array(array_type)(context, builder, value)
    stride = cgutils.unpack_tuple(builder, array.strides, 1)[0]
    itemsize = context.get_constant(types.intp, context.get_abi_sizeof(context.get_data_type(array_type.dtype)))
    increment = builder.trunc(builder.sdiv(stride, itemsize), ir.IntType(32))
    return array.data, increment


def _call(context: Any, builder: Any, address: Any, address_type: Any, arguments: list[Any]) -> Any:
    """Call the Fortran-style routine at ``address`` (every argument by pointer; arrays are pointers already)."""
    pointers = [a if isinstance(a.type, ir.PointerType) else cgutils.alloca_once_value(builder, a) for a in arguments]
    fnty = ir.FunctionType(ir.VoidType(), [p.type for p in pointers])
    integer = context.cast(builder, address, address_type, types.int64)
    builder.call(builder.inttoptr(integer, fnty.as_pointer()), pointers)
    return context.get_dummy_value()


def _length(context: Any, builder: Any, array_type: Any, value: Any) -> Any:
    array = context.make_array(array_type)(context, builder, value)
    return builder.trunc(cgutils.unpack_tuple(builder, array.shape, 1)[0], ir.IntType(32))


def _real_vectors(*arrays: Any) -> bool:
    return all(isinstance(a, types.Array) and a.ndim == 1 for a in arrays) and arrays[0].dtype in (
        types.float64,
        types.float32,
    )


def _axpy_typer(typingctx: Any, address: Any, a: Any, x: Any, y: Any) -> Any:
    if not (_real_vectors(y, x) and x.dtype == y.dtype):
        return None

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        address_value, a_value, x_value, y_value = args
        x_data, incx = _data_and_increment(context, builder, x, x_value)
        y_data, incy = _data_and_increment(context, builder, y, y_value)
        n = _length(context, builder, y, y_value)
        a_real = context.cast(builder, a_value, signature.args[1], y.dtype)
        return _call(context, builder, address_value, signature.args[0], [n, a_real, x_data, incx, y_data, incy])

    return types.void(address, a, x, y), codegen


def _scal_typer(typingctx: Any, address: Any, a: Any, x: Any) -> Any:
    if not _real_vectors(x):
        return None

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        address_value, a_value, x_value = args
        x_data, incx = _data_and_increment(context, builder, x, x_value)
        n = _length(context, builder, x, x_value)
        a_real = context.cast(builder, a_value, signature.args[1], x.dtype)
        return _call(context, builder, address_value, signature.args[0], [n, a_real, x_data, incx])

    return types.void(address, a, x), codegen


if getattr(config, "DISABLE_JIT", False):
    axpy: Any = _python_axpy
    scal: Any = _python_scal
else:
    axpy = intrinsic(_axpy_typer)
    axpy.__doc__ = "y += a * x by the BLAS ``axpy`` at ``address`` (a float: ``blas_routines.addresses``)."
    scal = intrinsic(_scal_typer)
    scal.__doc__ = "x *= a by the BLAS ``scal`` at ``address`` (a float: ``blas_routines.addresses``)."
