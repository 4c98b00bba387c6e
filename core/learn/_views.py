"""Row and slice views for the numba loops' per-example steps, without reference counting.

A view numba makes (``X[i]``, ``data[lo:hi]``) shares its parent's memory and so counts a
reference to it: an atomic increment when it is made and a decrement when it dies, in numba's
runtime (``NRT_incref`` / ``NRT_decref``), calls that LLVM cannot remove across a loop's
branches.  A step of the SGD loops made up to five such views: ``perf`` put 65-70% of a tol-rule
hinge fit's time on 1797 x 64 digits in those two functions (about 200 cycles a step), and the
same count per row whatever the width in the averaged perceptron's pass over correct examples.

:func:`borrowed_row` and :func:`borrowed_span` make the same views with no owner (a null
``meminfo``): the same numbers at the same addresses, so the same bits, and nothing counted.
:func:`unowned` is a whole array so: numba also counts a reference each time an array is bound
to another name, as the arguments of a function it inlines are, so a loop's arrays are rebound
to their unowned selves once at its start (``w = unowned(w)``) and every helper inlined into
its steps then counts nothing either.
:func:`unsigned_indices` is an unowned array of column numbers read as unsigned integers of the same
width: numba indexes an array by a signed integer through a test for a negative index (four more
instructions a non-zero of a CSR row, each gather and each update), by an unsigned one directly, as
scikit-learn's C does.  The same numbers (CSR column numbers are never negative), the same bits.
Such a view borrows its parent's memory: it must not outlive it, nor be returned to Python
(every use here is a loop's temporary, while the caller holds the parent).  When numba's JIT is
disabled they are the plain views.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from llvmlite import ir
from numba import config, types
from numba.core import cgutils
from numba.extending import intrinsic
from numba.np import numpy_support


def _borrowed(context: Any, builder: Any, view_ty: Any, data: Any, length: Any, stride: Any, itemsize: Any) -> Any:
    view = context.make_array(view_ty)(context, builder)
    context.populate_array(
        view, data=data, shape=cgutils.pack_array(builder, [length]), strides=cgutils.pack_array(builder, [stride]),
        itemsize=itemsize, meminfo=None, parent=None,
    )  # fmt: skip
    return view._getvalue()


def _row_typer(typingctx: Any, X: Any, i: Any) -> Any:
    if not (isinstance(X, types.Array) and X.ndim == 2 and isinstance(i, types.Integer)):
        return None
    view_ty = X.copy(ndim=1, layout="C" if X.layout == "C" else "A")

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        x_ty, i_ty = signature.args
        arr = context.make_array(x_ty)(context, builder, args[0])
        i = context.cast(builder, args[1], i_ty, types.intp)
        shape = cgutils.unpack_tuple(builder, arr.shape, 2)
        strides = cgutils.unpack_tuple(builder, arr.strides, 2)
        start = builder.gep(builder.bitcast(arr.data, ir.IntType(8).as_pointer()), [builder.mul(i, strides[0])])
        data = builder.bitcast(start, arr.data.type)
        return _borrowed(context, builder, view_ty, data, shape[1], strides[1], arr.itemsize)

    return view_ty(X, i), codegen


def _span_typer(typingctx: Any, a: Any, lo: Any, hi: Any) -> Any:
    if not (isinstance(a, types.Array) and a.ndim == 1 and isinstance(lo, types.Integer)
            and isinstance(hi, types.Integer)):  # fmt: skip
        return None
    view_ty = a.copy(layout="C" if a.layout == "C" else "A")

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        a_ty, lo_ty, hi_ty = signature.args
        arr = context.make_array(a_ty)(context, builder, args[0])
        lo = context.cast(builder, args[1], lo_ty, types.intp)
        hi = context.cast(builder, args[2], hi_ty, types.intp)
        stride = cgutils.unpack_tuple(builder, arr.strides, 1)[0]
        start = builder.gep(builder.bitcast(arr.data, ir.IntType(8).as_pointer()), [builder.mul(lo, stride)])
        data = builder.bitcast(start, arr.data.type)
        return _borrowed(context, builder, view_ty, data, builder.sub(hi, lo), stride, arr.itemsize)

    return view_ty(a, lo, hi), codegen


def _unowned_typer(typingctx: Any, a: Any) -> Any:
    if not isinstance(a, types.Array):
        return None

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        a_ty = signature.args[0]
        arr = context.make_array(a_ty)(context, builder, args[0])
        shape = cgutils.unpack_tuple(builder, arr.shape, a_ty.ndim)
        strides = cgutils.unpack_tuple(builder, arr.strides, a_ty.ndim)
        view = context.make_array(a_ty)(context, builder)
        context.populate_array(
            view, data=arr.data, shape=cgutils.pack_array(builder, shape), strides=cgutils.pack_array(builder, strides),
            itemsize=arr.itemsize, meminfo=None, parent=None,
        )  # fmt: skip
        return view._getvalue()

    return a(a), codegen


def _unsigned_typer(typingctx: Any, a: Any) -> Any:
    if not (isinstance(a, types.Array) and isinstance(a.dtype, types.Integer)):
        return None
    signed = np.dtype(str(a.dtype))
    if signed.kind != "i":
        return None
    view_ty = a.copy(dtype=numpy_support.from_dtype(np.dtype(f"u{signed.itemsize}")))

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        a_ty = signature.args[0]
        arr = context.make_array(a_ty)(context, builder, args[0])
        shape = cgutils.unpack_tuple(builder, arr.shape, a_ty.ndim)
        strides = cgutils.unpack_tuple(builder, arr.strides, a_ty.ndim)
        view = context.make_array(view_ty)(context, builder)
        data = builder.bitcast(arr.data, view.data.type)  # the same bits, read as unsigned by numba's typing
        context.populate_array(
            view, data=data, shape=cgutils.pack_array(builder, shape), strides=cgutils.pack_array(builder, strides),
            itemsize=arr.itemsize, meminfo=None, parent=None,
        )  # fmt: skip
        return view._getvalue()

    return view_ty(a), codegen


def _row_python(X: Any, i: int) -> Any:
    """Row i of the 2-D array X (a view)."""
    return X[i]


def _span_python(a: Any, lo: int, hi: int) -> Any:
    """a[lo:hi] of the 1-D array a, with 0 <= lo <= hi <= len(a) (a view)."""
    return a[lo:hi]


def _unowned_python(a: Any) -> Any:
    """The array a itself."""
    return a


def _unsigned_python(a: Any) -> Any:
    """The signed integer array a viewed as unsigned integers of the same width."""
    return a.view(a.dtype.str.replace("i", "u"))


if getattr(config, "DISABLE_JIT", False):
    borrowed_row: Any = _row_python
    borrowed_span: Any = _span_python
    unowned: Any = _unowned_python
    unsigned_indices: Any = _unsigned_python
else:
    borrowed_row = intrinsic(_row_typer)
    borrowed_span = intrinsic(_span_typer)
    unowned = intrinsic(_unowned_typer)
    unsigned_indices = intrinsic(_unsigned_typer)
