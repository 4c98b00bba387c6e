"""Small real data sets from the installed scikit-learn's own data files: iris, wine, breast cancer.

Nothing is downloaded: ``sklearn.datasets.load_*`` read the CSV files shipped inside the
scikit-learn package. scikit-learn is imported inside :func:`load_sklearn_table` (it costs about a
second), so callers run it off the GUI thread. The table's cells are the numbers as the package's
files write them and the class names scikit-learn gives (``setosa``, ``malignant``), but for wine, whose
``class_0``, ``class_1`` and ``class_2`` are named here by their cultivars, as Forina et al.'s PARVUS data
that scikit-learn's copy comes from names them (59 Barolo, 71 Grignolino, 48 Barbera wines).
"""

from __future__ import annotations

import numpy as np

from core.learn.words import QT_TRANSLATE_NOOP
from core.session.dataset import Table

SKLEARN_SETS = {
    "iris": (
        "load_iris",
        "species",
        QT_TRANSLATE_NOOP("Examples", "Iris (scikit-learn): 150 flowers, 4 measurements, 3 species"),
    ),
    "wine": (
        "load_wine",
        "class",
        QT_TRANSLATE_NOOP("Examples", "Wine (scikit-learn): 178 wines, 13 measurements, 3 cultivars"),
    ),
    "breast_cancer": (
        "load_breast_cancer",
        "diagnosis",
        QT_TRANSLATE_NOOP(
            "Examples", "Breast cancer (scikit-learn): 569 tumours, 30 measurements, malignant or benign"
        ),
    ),
}
"""Name -> (scikit-learn loader, label column name, title in File > Examples, marked for the catalogues)."""
CLASS_NAMES = {"wine": ("barolo", "grignolino", "barbera")}
"""The class names used in place of scikit-learn's, in its class order."""


def load_sklearn_table(name: str) -> Table:
    """The scikit-learn data set ``name`` (a key of :data:`SKLEARN_SETS`) as a table whose last column is the
    class name. Raises ValueError for an unknown name, RuntimeError when scikit-learn cannot provide it."""
    if name not in SKLEARN_SETS:
        raise ValueError(f"Unknown data set {name!r}; the bundled ones are {', '.join(SKLEARN_SETS)}.")
    loader_name, label_column, _ = SKLEARN_SETS[name]
    try:
        from sklearn import datasets

        bunch = getattr(datasets, loader_name)()
    except (ImportError, OSError, AttributeError) as error:
        raise RuntimeError(f"scikit-learn could not load its {name} data set: {error}") from None
    X = np.asarray(bunch.data, dtype=np.float64)
    classes = list(CLASS_NAMES.get(name, [str(c) for c in bunch.target_names]))
    cells = np.empty((X.shape[0], X.shape[1] + 1), dtype=object)
    cells[:, :-1] = [[repr(v) for v in row] for row in X.tolist()]
    cells[:, -1] = [classes[int(t)] for t in bunch.target]
    columns = (*(str(f) for f in bunch.feature_names), label_column)
    return Table(columns, cells, ",")
