"""``densify`` and ``sparsify`` for the linear estimators: scikit-learn's ``SparseCoefMixin``, imported on first use.

Inheriting the mixin imports ``sklearn.linear_model``, every linear model of scikit-learn (about 0.1 s, a tenth of
a new process's import-to-fitted time); these two methods call it only when used.
"""

from __future__ import annotations

from typing import Any


class SparseCoef:
    """Convert ``coef_`` to and from CSR format, as scikit-learn's ``SparseCoefMixin`` does."""

    def densify(self) -> Any:
        """Convert the coefficient matrix to dense array format (scikit-learn's ``SparseCoefMixin.densify``).

        Returns
        -------
        self
            Fitted estimator.
        """
        from sklearn.linear_model._base import SparseCoefMixin

        return SparseCoefMixin.densify(self)

    def sparsify(self) -> Any:
        """Convert the coefficient matrix to sparse format (scikit-learn's ``SparseCoefMixin.sparsify``).

        The ``intercept_`` member is not converted; ``partial_fit`` needs :meth:`densify` first.

        Returns
        -------
        self
            Fitted estimator.
        """
        from sklearn.linear_model._base import SparseCoefMixin

        return SparseCoefMixin.sparsify(self)
