"""Eight-lane sums for the numba loops, written as LLVM vector code so that they run as SIMD.

numba leaves LLVM's SLP vectoriser off and vectorises a sum only if allowed to reorder it, so
eight explicit partial sums stay eight scalar chains.  :func:`lanes8` and :func:`add_lanes8` emit
the eight partial sums as one ``<8 x double>`` accumulator instead: lane q adds the terms q, q + 8,
q + 16, ... in order, with a multiply and an add each (no fused multiply-add), which are exactly
the eight scalar chains' operations, so the lanes have the same bits as the scalar code (and as
the Python versions used when numba's JIT is disabled).  AVX-512 runs them in one register, AVX2
in two, SSE2 in four; the bits are the same on every one.

Both take C-contiguous 1-D arrays of float64 or float32 (w and x of one dtype) and m, a multiple of
8 at most their length; float32 products are rounded to float32 and then added in float64, as numba
does with ``a += w[j] * x[j]``.
"""

from __future__ import annotations

from typing import Any

from llvmlite import ir
from numba import config, types
from numba.core import cgutils
from numba.extending import intrinsic

from core.learn._jit import njit


def _lanes8_python(w: Any, x: Any, m: int) -> tuple[float, ...]:
    """lane q = sum of w[j] * x[j] over j = q, q + 8, ... < m, each in order."""
    a = [0.0] * 8
    for j in range(0, m, 8):
        for q in range(8):
            a[q] += w[j + q] * x[j + q]
    return tuple(a)


def _add_lanes8_python(w: Any, x: Any, step: float, x_next: Any, m: int) -> tuple[float, ...]:
    """w[j] += x[j] * step for j < m, and the lanes of the new w with x_next (as :func:`_lanes8_python`)."""
    a = [0.0] * 8
    for j in range(0, m, 8):
        for q in range(8):
            w[j + q] += x[j + q] * step
            a[q] += w[j + q] * x_next[j + q]
    return tuple(a)


def _float_arrays(*arrays: Any) -> bool:
    first = arrays[0]
    return all(
        isinstance(a, types.Array) and a.ndim == 1 and a.layout == "C" and a.dtype == first.dtype for a in arrays
    ) and first.dtype in (types.float64, types.float32)


def _vector_at(builder: Any, data: Any, j: Any, vec: ir.VectorType) -> Any:
    """A pointer to the 8 elements from data[j] on, as one vector (unaligned)."""
    return builder.bitcast(builder.gep(data, [j]), vec.as_pointer())


def _lanes8_typer(typingctx: Any, w: Any, x: Any, m: Any) -> Any:
    if not (_float_arrays(w, x) and isinstance(m, types.Integer)):
        return None
    result = types.UniTuple(types.float64, 8)

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        w_ty, x_ty, m_ty = signature.args
        w_data = context.make_array(w_ty)(context, builder, args[0]).data
        x_data = context.make_array(x_ty)(context, builder, args[1]).data
        end = context.cast(builder, args[2], m_ty, types.intp)
        element = context.get_data_type(w_ty.dtype)
        vec = ir.VectorType(element, 8)
        dvec = ir.VectorType(ir.DoubleType(), 8)
        acc = cgutils.alloca_once_value(builder, ir.Constant(dvec, None))
        with cgutils.for_range_slice(builder, ir.Constant(end.type, 0), end, ir.Constant(end.type, 8)) as (j, _):
            wv = builder.load(_vector_at(builder, w_data, j, vec), align=1)
            xv = builder.load(_vector_at(builder, x_data, j, vec), align=1)
            product = builder.fmul(wv, xv)
            if element != ir.DoubleType():
                product = builder.fpext(product, dvec)
            builder.store(builder.fadd(builder.load(acc), product), acc)
        total = builder.load(acc)
        lanes = [builder.extract_element(total, ir.Constant(ir.IntType(32), q)) for q in range(8)]
        return context.make_tuple(builder, result, lanes)

    return result(w, x, m), codegen


def _add_lanes8_typer(typingctx: Any, w: Any, x: Any, step: Any, x_next: Any, m: Any) -> Any:
    if not (_float_arrays(w, x, x_next) and isinstance(step, types.Float) and isinstance(m, types.Integer)):
        return None
    result = types.UniTuple(types.float64, 8)

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        w_ty, x_ty, step_ty, n_ty, m_ty = signature.args
        w_data = context.make_array(w_ty)(context, builder, args[0]).data
        x_data = context.make_array(x_ty)(context, builder, args[1]).data
        n_data = context.make_array(n_ty)(context, builder, args[3]).data
        step = context.cast(builder, args[2], step_ty, types.float64)
        end = context.cast(builder, args[4], m_ty, types.intp)
        element = context.get_data_type(w_ty.dtype)
        single = element != ir.DoubleType()
        vec = ir.VectorType(element, 8)
        dvec = ir.VectorType(ir.DoubleType(), 8)
        steps = cgutils.alloca_once_value(builder, ir.Constant(dvec, None))
        for q in range(8):  # step in every lane
            builder.store(builder.insert_element(builder.load(steps), step, ir.Constant(ir.IntType(32), q)), steps)
        step_vec = builder.load(steps)
        acc = cgutils.alloca_once_value(builder, ir.Constant(dvec, None))
        with cgutils.for_range_slice(builder, ir.Constant(end.type, 0), end, ir.Constant(end.type, 8)) as (j, _):
            w_at = _vector_at(builder, w_data, j, vec)
            wv = builder.load(w_at, align=1)
            xv = builder.load(_vector_at(builder, x_data, j, vec), align=1)
            if single:  # numba: float32 * float64 and float32 + float64 in float64, stored back as float32
                new = builder.fadd(builder.fpext(wv, dvec), builder.fmul(builder.fpext(xv, dvec), step_vec))
                new = builder.fptrunc(new, vec)
            else:
                new = builder.fadd(wv, builder.fmul(xv, step_vec))
            builder.store(new, w_at, align=1)
            product = builder.fmul(new, builder.load(_vector_at(builder, n_data, j, vec), align=1))
            if single:
                product = builder.fpext(product, dvec)
            builder.store(builder.fadd(builder.load(acc), product), acc)
        total = builder.load(acc)
        lanes = [builder.extract_element(total, ir.Constant(ir.IntType(32), q)) for q in range(8)]
        return context.make_tuple(builder, result, lanes)

    return result(w, x, step, x_next, m), codegen


if getattr(config, "DISABLE_JIT", False):
    lanes8: Any = _lanes8_python
    add_lanes8: Any = _add_lanes8_python
else:
    lanes8 = intrinsic(_lanes8_typer)
    add_lanes8 = intrinsic(_add_lanes8_typer)


def _class_lanes_python(width: int) -> Any:
    def class_lanes(Wt: Any, c0: int, xd: Any, xi: Any, sums: Any) -> None:
        for q in range(width):
            s = 0.0
            for j in range(xd.shape[0]):
                s += float(Wt[xi[j], c0 + q] * xd[j])  # added in float64, as the compiled lanes (float32 too)
            sums[c0 + q] = s

    return class_lanes


def _class_lanes_typer(width: int) -> Any:
    def typer(typingctx: Any, Wt: Any, c0: Any, xd: Any, xi: Any, sums: Any) -> Any:
        if not (
            isinstance(Wt, types.Array) and Wt.ndim == 2 and Wt.layout == "C" and _float_arrays(xd)
            and Wt.dtype == xd.dtype and _float_arrays(sums) and sums.dtype == types.float64
            and isinstance(c0, types.Integer) and isinstance(xi, types.Array) and xi.ndim == 1 and xi.layout == "C"
            and isinstance(xi.dtype, types.Integer)
        ):  # fmt: skip
            return None

        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            w_ty, c0_ty, xd_ty, xi_ty, sums_ty = signature.args
            w = context.make_array(w_ty)(context, builder, args[0])
            columns = builder.extract_value(w.shape, 1)
            c0 = context.cast(builder, args[1], c0_ty, types.intp)
            xd = context.make_array(xd_ty)(context, builder, args[2])
            xi_data = context.make_array(xi_ty)(context, builder, args[3]).data
            sums_data = context.make_array(sums_ty)(context, builder, args[4]).data
            element = context.get_data_type(w_ty.dtype)
            vec = ir.VectorType(element, width)
            dvec = ir.VectorType(ir.DoubleType(), width)
            acc = cgutils.alloca_once_value(builder, ir.Constant(dvec, None))
            with cgutils.for_range(builder, builder.extract_value(xd.shape, 0)) as loop:
                j = loop.index
                f = context.cast(builder, builder.load(builder.gep(xi_data, [j])), xi_ty.dtype, types.intp)
                v = builder.load(builder.gep(xd.data, [j]))
                splat = ir.Constant(vec, None)
                for q in range(width):
                    splat = builder.insert_element(splat, v, ir.Constant(ir.IntType(32), q))
                row = builder.gep(w.data, [builder.add(builder.mul(f, columns), c0)])
                product = builder.fmul(builder.load(builder.bitcast(row, vec.as_pointer()), align=1), splat)
                if element != ir.DoubleType():  # numba: a float32 product, added in float64
                    product = builder.fpext(product, dvec)
                builder.store(builder.fadd(builder.load(acc), product), acc)
            total = builder.load(acc)
            for q in range(width):
                lane = builder.extract_element(total, ir.Constant(ir.IntType(32), q))
                builder.store(lane, builder.gep(sums_data, [builder.add(c0, ir.Constant(c0.type, q))]))
            return context.get_dummy_value()

        return types.none(Wt, c0, xd, xi, sums), codegen

    return typer


def class_lanes(width: int) -> Any:
    """``f(Wt, c0, xd, xi, sums)``: sums[c0 + q] = sum_j Wt[xi[j], c0 + q] * xd[j] left to right for q < width.

    The ``width`` classes' chains run as the lanes of one vector (Wt C-contiguous, so a row's
    classes are adjacent in memory): a lane's multiplies and adds are the scalar chain's, the same
    bits (float32 Wt and xd: a float32 product added in float64, as numba's scalar code does).  A
    Python loop when numba's JIT is disabled.
    """
    if getattr(config, "DISABLE_JIT", False):
        return _class_lanes_python(width)
    return intrinsic(_class_lanes_typer(width))


_LANES = tuple(class_lanes(n) for n in range(1, 9))
_L1, _L2, _L3, _L4, _L5, _L6, _L7, _L8 = _LANES


@njit(cache=True, nogil=True)
def class_sums(Wt, c0, count, xd, xi, sums):
    """sums[c0 + q] = sum_j Wt[xi[j], c0 + q] * xd[j] left to right for q < count (1 to 8), in one pass over xd.

    The classes' chains run side by side as the lanes of one vector (:func:`class_lanes`, the same
    bits as one scalar chain per class).  A dense row passes xi = arange(len(xd)); a CSR row its
    column indices.
    """
    if count == 8:
        _L8(Wt, c0, xd, xi, sums)
    elif count == 7:
        _L7(Wt, c0, xd, xi, sums)
    elif count == 6:
        _L6(Wt, c0, xd, xi, sums)
    elif count == 5:
        _L5(Wt, c0, xd, xi, sums)
    elif count == 4:
        _L4(Wt, c0, xd, xi, sums)
    elif count == 3:
        _L3(Wt, c0, xd, xi, sums)
    elif count == 2:
        _L2(Wt, c0, xd, xi, sums)
    else:
        _L1(Wt, c0, xd, xi, sums)


CLASS_LANES = 8  # classes side by side in :func:`class_update_lanes`


def _class_update_python(Wt: Any, c0: int, x: Any, steps: Any, x_next: Any, sq: Any, l1: Any, sums: Any) -> None:
    for q in range(c0, c0 + CLASS_LANES):
        moved = steps[q] != 0.0
        s2 = s1 = s = 0.0
        for j in range(x.shape[0]):
            if moved:
                Wt[j, q] += x[j] * steps[q]
            s2 += Wt[j, q] * Wt[j, q]
            s1 += abs(Wt[j, q])
            s += Wt[j, q] * x_next[j]
        sq[q], l1[q], sums[q] = s2, s1, s


def _class_update_typer(typingctx: Any, Wt: Any, c0: Any, x: Any, steps: Any, x_next: Any, sq: Any, l1: Any,
                        sums: Any) -> Any:  # fmt: skip
    if not (
        isinstance(Wt, types.Array) and Wt.ndim == 2 and Wt.layout == "C" and Wt.dtype == types.float64
        and isinstance(c0, types.Integer) and _float_arrays(x, steps, x_next, sq, l1, sums) and x.dtype == Wt.dtype
    ):  # fmt: skip
        return None

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        w_ty, c0_ty, x_ty = signature.args[:3]
        w = context.make_array(w_ty)(context, builder, args[0])
        columns = builder.extract_value(w.shape, 1)
        c0 = context.cast(builder, args[1], c0_ty, types.intp)
        x = context.make_array(x_ty)(context, builder, args[2])
        steps, x_next, sq, l1, sums = (
            context.make_array(signature.args[k])(context, builder, args[k]).data for k in range(3, 8)
        )
        vec = ir.VectorType(ir.DoubleType(), CLASS_LANES)
        i32 = ir.IntType(32)

        def lanes_at(data: Any) -> Any:
            return builder.bitcast(builder.gep(data, [c0]), vec.as_pointer())

        def splat(value: Any) -> Any:
            out = ir.Constant(vec, None)
            for q in range(CLASS_LANES):
                out = builder.insert_element(out, value, i32(q))
            return out

        step_vec = builder.load(lanes_at(steps), align=1)
        moved = builder.fcmp_unordered("!=", step_vec, ir.Constant(vec, None))  # as `if update != 0.0` (NaN moves)
        fabs = cgutils.get_or_insert_function(
            builder.module, ir.FunctionType(vec, [vec]), f"llvm.fabs.v{CLASS_LANES}f64"
        )
        accs = [cgutils.alloca_once_value(builder, ir.Constant(vec, None)) for _ in range(3)]
        with cgutils.for_range(builder, builder.extract_value(x.shape, 0)) as loop:
            j = loop.index
            at = builder.bitcast(builder.gep(w.data, [builder.add(builder.mul(j, columns), c0)]), vec.as_pointer())
            old = builder.load(at, align=1)
            new = builder.fadd(old, builder.fmul(splat(builder.load(builder.gep(x.data, [j]))), step_vec))
            new = builder.select(moved, new, old)
            builder.store(new, at, align=1)
            following = splat(builder.load(builder.gep(x_next, [j])))
            for acc, term in zip(
                accs, (builder.fmul(new, new), builder.call(fabs, [new]), builder.fmul(new, following)), strict=True
            ):
                builder.store(builder.fadd(builder.load(acc), term), acc)
        for acc, out in zip(accs, (sq, l1, sums), strict=True):
            builder.store(builder.load(acc), lanes_at(out), align=1)
        return context.get_dummy_value()

    return types.none(Wt, c0, x, steps, x_next, sq, l1, sums), codegen


_class_update: Any = _class_update_python if getattr(config, "DISABLE_JIT", False) else intrinsic(_class_update_typer)


@njit(cache=True, nogil=True, inline="always")
def class_update_lanes(Wt, c0, x, steps, x_next, sq, l1, sums):
    """One pass over a dense row x for the classes c0..c0+7 side by side (CLASS_LANES of them).

    For each class q with ``steps[q] != 0`` (NaN too), column q of Wt (C-contiguous float64, a
    row's classes adjacent) takes ``Wt[j, q] += x[j] * steps[q]``; then, for every class,
    ``sq[q]``, ``l1[q]`` and ``sums[q]`` receive sum_j Wt[j, q]**2, sum_j |Wt[j, q]| and sum_j
    Wt[j, q] * x_next[j], each summed left to right from 0: the operations of one class's scalar
    update and sums (``_add_norms_then_dot`` of :mod:`core.learn._sgd_loops`), one class per lane
    of one vector, so the same bits.  A column with step 0 is left as it is.
    """
    _class_update(Wt, c0, x, steps, x_next, sq, l1, sums)
