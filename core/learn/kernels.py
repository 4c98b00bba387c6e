"""Kernels for the kernel perceptron: linear, polynomial, RBF or any callable.

- linear: K(x, z) = x . z
- poly:   K(x, z) = (x . z + coef0) ** degree   (the lectures' polynomial kernel)
- rbf:    K(x, z) = exp(-gamma * ||x - z||^2)
- a callable ``f(A, B) -> array (len(A), len(B))``
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from core.learn.choices import KERNEL_CALLABLE, KERNEL_IDS, KERNEL_NAMES
from core.learn.compiled import loop_module

_loops = loop_module("_loops")  # numba: loaded with the first kernel computed, not with the window

KernelFunction = Callable[[np.ndarray, np.ndarray], np.ndarray]


@dataclass(frozen=True)
class Kernel:
    """A kernel with its parameters resolved (gamma is a number here)."""

    name: str = "rbf"
    degree: int = 3
    gamma: float = 1.0
    coef0: float = 1.0
    function: KernelFunction | None = None

    @property
    def kernel_id(self) -> int:
        """The loop's code for this kernel (negative for a Python callable)."""
        return KERNEL_CALLABLE if self.function is not None else KERNEL_IDS[self.name]

    def column(self, A: np.ndarray, B: np.ndarray, j: int, out: np.ndarray) -> None:
        """out[m] = K(A[m], B[j])."""
        if self.function is not None:
            out[:] = self._call(A, B[j : j + 1])[:, 0]
        else:
            _loops.kernel_column(A, B, j, self.kernel_id, self.gamma, self.degree, self.coef0, out)

    def block(self, A: np.ndarray, B: np.ndarray) -> np.ndarray:
        """The kernel matrix of shape (len(A), len(B))."""
        A = np.ascontiguousarray(A, dtype=np.float64)
        B = np.ascontiguousarray(B, dtype=np.float64)
        if self.function is not None:
            return self._call(A, B)

        return _loops.kernel_block(A, B, self.kernel_id, self.gamma, self.degree, self.coef0)

    def _call(self, A: np.ndarray, B: np.ndarray) -> np.ndarray:
        assert self.function is not None
        K = np.asarray(self.function(A, B), dtype=np.float64)
        if K.shape != (A.shape[0], B.shape[0]):
            raise ValueError(
                f"The kernel callable must return an array of shape (len(A), len(B)) = "
                f"({A.shape[0]}, {B.shape[0]}); it returned shape {K.shape}."
            )
        return K


def make_kernel(
    kernel: str | KernelFunction,
    X: np.ndarray,
    *,
    degree: int = 3,
    gamma: float | str = "scale",
    coef0: float = 1.0,
) -> Kernel:
    """Resolve a kernel specification against the training data X.

    ``gamma="scale"`` is 1 / (n_features * X.var()) and ``"auto"`` is
    1 / n_features, as in scikit-learn's SVC.
    """
    if callable(kernel):
        return Kernel(name="callable", function=kernel)
    if kernel not in KERNEL_IDS:
        raise ValueError(f"Unknown kernel {kernel!r}: use one of {', '.join(KERNEL_NAMES)} or a callable.")
    if isinstance(gamma, str):
        n_features = max(X.shape[1], 1)
        if gamma == "scale":
            var = _loops.variance(X)
            value = 1.0 / (n_features * var) if var > 0 else 1.0
        elif gamma == "auto":
            value = 1.0 / n_features
        else:
            raise ValueError(f"gamma must be 'scale', 'auto' or a positive number, got {gamma!r}.")
    else:
        value = float(gamma)
    return Kernel(name=kernel, degree=int(degree), gamma=value, coef0=float(coef0))
