"""Many small fits as a scikit-learn user runs them: grid searches, cross-validation, small fits, partial_fit.

Run from the repository root::

    python bench/model_selection.py                  # every row, median of 5 timed runs per side
    python bench/model_selection.py --quick          # fewer repeats: a smoke run
    python bench/model_selection.py --json out.json  # also write every row as JSON

The rows, each ours against scikit-learn's with scikit-learn's own defaults on both sides
(``random_state=0`` on both; ours with scikit-learn's defaults replicated where ours differ, as in
``bench/sklearn_wide.py``):

* ``GridSearchCV`` (5 folds) on the four bundled data sets (iris, wine and breast cancer standardised,
  digits as loaded) for ``SGDClassifier`` with the hinge, log and perceptron losses (``alpha`` in
  1e-5, 1e-4, 1e-3) and for ``Perceptron`` (``penalty`` None or "l2", ``eta0`` 0.1 or 1): 16 searches.
  The chosen parameters and every mean test score must be identical.
* ``cross_val_score`` (5 folds) with ``SGDClassifier()``'s defaults on each data set: identical scores.
* One fit on 1000 x 20 three-class ``make_classification`` data for each loss with the defaults.
* ``partial_fit`` one row at a time over those 1000 rows (the classes given on the first call).

Each row runs once per side untimed (numba loads the loops), then alternates ours and scikit-learn's
``--repeat`` times (more for rows of a few ms: until ours add up to half a second) in this one process,
and reports the medians and their ratio (ours / scikit-learn's: below 1 is faster).  The run closes with
the median ratio, the worst row and the machine's load before and after.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import benchtools

benchtools.use_repository_root()

import numpy as np  # noqa: E402
from sklearn.datasets import load_breast_cancer, load_digits, load_iris, load_wine, make_classification  # noqa: E402
from sklearn.exceptions import ConvergenceWarning  # noqa: E402
from sklearn.linear_model import Perceptron as SkPerceptron  # noqa: E402
from sklearn.linear_model import SGDClassifier  # noqa: E402
from sklearn.model_selection import GridSearchCV, cross_val_score  # noqa: E402
from sklearn.preprocessing import StandardScaler  # noqa: E402

import core  # noqa: E402

Data = tuple[np.ndarray, np.ndarray]

# scikit-learn's defaults where ours differ (as bench/sklearn_wide.py), random_state=0 on both sides
SGD_AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "penalty": "l2", "learning_rate": "optimal",
                  "eta0": 0.01, "max_iter": 1000}  # fmt: skip
PERCEPTRON_AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "until_converged": False, "multiclass": "ovr"}
SGD_GRID = {"alpha": [1e-5, 1e-4, 1e-3]}
PERCEPTRON_GRID = {"penalty": [None, "l2"], "eta0": [0.1, 1.0]}


def estimators(kind: str) -> tuple[Callable[[], Any], Callable[[], Any]]:
    """(ours, scikit-learn's) makers for ``kind``: "Perceptron" or an SGDClassifier loss."""
    if kind == "Perceptron":
        return lambda: core.Perceptron(**PERCEPTRON_AS_SKLEARN), lambda: SkPerceptron(random_state=0)
    if kind == "perceptron":
        ours = {**SGD_AS_SKLEARN, "average": False, "until_converged": False, "multiclass": "ovr"}
        return lambda: core.AveragedPerceptron(**ours), lambda: SGDClassifier(loss="perceptron", random_state=0)
    cls = {"hinge": core.HingeClassifier, "log_loss": core.LogisticClassifier}[kind]
    return lambda: cls(**SGD_AS_SKLEARN), lambda: SGDClassifier(loss=kind, random_state=0)


def _standardised(loader: Callable[..., Any]) -> Data:
    X, y = loader(return_X_y=True)
    return StandardScaler().fit_transform(X), y


def datasets() -> dict[str, Data]:
    """The bundled data sets (wine and breast cancer standardised) and the 1000 x 20 three-class one."""
    X, y = make_classification(n_samples=1000, n_features=20, n_informative=10, n_classes=3, random_state=0)
    return {
        "iris": load_iris(return_X_y=True), "wine": _standardised(load_wine),
        "breast_cancer": _standardised(load_breast_cancer), "digits": load_digits(return_X_y=True),
        "1000 x 20, 3 cl": (X, y),
    }  # fmt: skip


@dataclass
class Row:
    """A workload: ``run(make, X, y)`` returns what both sides must agree on; ``same(a, b)`` checks it."""

    what: str
    kind: str
    data: str
    run: Callable[[Callable[[], Any], np.ndarray, np.ndarray], Any]
    same: Callable[[Any, Any], str]


def _grid(kind: str) -> Callable[[Callable[[], Any], np.ndarray, np.ndarray], Any]:
    grid = PERCEPTRON_GRID if kind == "Perceptron" else SGD_GRID

    def run(make: Callable[[], Any], X: np.ndarray, y: np.ndarray) -> Any:
        search = GridSearchCV(make(), grid, cv=5).fit(X, y)
        return search.best_params_, search.cv_results_["mean_test_score"]

    return run


def _same_search(ours: Any, theirs: Any) -> str:
    same = ours[0] == theirs[0] and np.array_equal(ours[1], theirs[1])
    return "identical" if same else f"DIFFER: {ours[0]} {ours[1]} / {theirs[0]} {theirs[1]}"


def _cross_val(make: Callable[[], Any], X: np.ndarray, y: np.ndarray) -> Any:
    return cross_val_score(make(), X, y, cv=5)


def _same_scores(ours: Any, theirs: Any) -> str:
    return "identical" if np.array_equal(ours, theirs) else f"DIFFER: {ours} / {theirs}"


def _fit(make: Callable[[], Any], X: np.ndarray, y: np.ndarray) -> Any:
    return make().fit(X, y)


def _partial_fit(make: Callable[[], Any], X: np.ndarray, y: np.ndarray) -> Any:
    model = make()
    classes = np.unique(y)
    model.partial_fit(X[:1], y[:1], classes=classes)
    for i in range(1, X.shape[0]):
        model.partial_fit(X[i : i + 1], y[i : i + 1])
    return model


def _same_weights(ours: Any, theirs: Any) -> str:
    scale = max(float(np.abs(theirs.coef_).max()), 1e-300)
    diff = max(float(np.abs(ours.coef_ - theirs.coef_).max()), float(np.abs(ours.intercept_ - theirs.intercept_).max()))
    return "identical" if diff == 0 else f"max |dw|/max|w| {diff / scale:.1e}"


SMALL = ("iris", "wine", "breast_cancer", "digits")
ROWS = [
    *(Row("GridSearchCV", kind, data, _grid(kind), _same_search)
      for kind in ("hinge", "log_loss", "perceptron", "Perceptron") for data in SMALL),
    *(Row("cross_val_score", "hinge", data, _cross_val, _same_scores) for data in SMALL),
    *(Row("fit", kind, "1000 x 20, 3 cl", _fit, _same_weights) for kind in ("hinge", "log_loss", "perceptron")),
    *(Row("partial_fit 1 row", kind, "1000 x 20, 3 cl", _partial_fit, _same_weights)
      for kind in ("hinge", "log_loss")),
]  # fmt: skip

SHORT_S = 0.5  # rows of a few ms are repeated until ours add up to this (at most MAX_REPEAT): the load's noise
MAX_REPEAT = 60


def _timed(run: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        start = time.perf_counter()
        result = run(*args)
        return result, time.perf_counter() - start


def run_row(number: int, row: Row, data: Data, repeat: int) -> dict:
    """Time ``repeat`` runs per side, alternating ours and scikit-learn's, after an untimed run each."""
    X, y = data
    ours_make, sklearn_make = estimators(row.kind)
    _timed(row.run, ours_make, X, y)
    _timed(row.run, sklearn_make, X, y)
    times: dict[str, list[float]] = {"ours": [], "sklearn": []}
    while len(times["ours"]) < repeat or (sum(times["ours"]) < SHORT_S and len(times["ours"]) < MAX_REPEAT):
        ours, seconds = _timed(row.run, ours_make, X, y)
        times["ours"].append(seconds)
        theirs, seconds = _timed(row.run, sklearn_make, X, y)
        times["sklearn"].append(seconds)
    ours_s, sklearn_s = statistics.median(times["ours"]), statistics.median(times["sklearn"])
    estimator = row.kind if row.kind == "Perceptron" else f"SGD({row.kind})"
    return {
        "row": number, "what": row.what, "estimator": estimator, "data": row.data,
        "shape": f"{X.shape[0]} x {X.shape[1]}", "ours_s": ours_s, "sklearn_s": sklearn_s,
        "ratio": ours_s / sklearn_s, "agree": row.same(ours, theirs), "repeats": len(times["ours"]),
    }  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.split("\n\n")[0], "3 repeats: a smoke run", "timed runs per side")
    parser.set_defaults(repeat=5)
    parser.add_argument("--only", metavar="N,N", help="only these rows (1-based)")
    args = benchtools.parse(parser, argv)
    repeat = 3 if args.quick else args.repeat
    chosen = [int(n) for n in args.only.split(",")] if args.only else list(range(1, len(ROWS) + 1))
    data = datasets()
    load_before = os.getloadavg()
    rows = []
    for number in chosen:
        row = run_row(number, ROWS[number - 1], data[ROWS[number - 1].data], repeat)
        rows.append(row)
        print(
            f"{number:2d} {row['what']:<18} {row['estimator']:<16} {row['data']:<16} ours {row['ours_s']:.4g} s  "
            f"sklearn {row['sklearn_s']:.4g} s  ratio {row['ratio']:.3f}  {row['agree']}",
            file=sys.stderr, flush=True,
        )  # fmt: skip
    load_after = os.getloadavg()
    columns = [
        ("#", "row"), ("workload", "what"), ("estimator", "estimator"), ("data", "data"), ("n x d", "shape"),
        ("ours s", "ours_s"), ("sklearn s", "sklearn_s"), ("ours/sklearn", "ratio"), ("agree", "agree"),
    ]  # fmt: skip
    print(benchtools.table(f"model selection against scikit-learn (median of {repeat} or more)", columns, rows))
    ratios = [row["ratio"] for row in rows]
    worst = max(rows, key=lambda row: row["ratio"])
    median = statistics.median(ratios)
    slower = sum(r > 1.0 for r in ratios)
    differ = sum(row["agree"].startswith("DIFFER") for row in rows)
    print(f"\nmedian ours/sklearn: {median:.3f} (goal <= 0.7); {slower} of {len(rows)} rows slower than scikit-learn;"
          f" {differ} rows whose chosen parameters or scores differ")  # fmt: skip
    print(f"worst: row {worst['row']} {worst['what']} {worst['estimator']} on {worst['data']}: {worst['ratio']:.3f}")
    load = f"load average (1, 5, 15 min) before {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, "
    print(load + f"after {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} on {os.cpu_count()} CPUs")
    if args.json:
        import sklearn

        summary = {"median_ratio": median, "slower": slower, "differ": differ, "worst": worst,
                   "load_before": load_before, "load_after": load_after}  # fmt: skip
        environment = benchtools.environment(sklearn=sklearn.__version__, repeat=repeat)
        args.json.write_text(json.dumps({"environment": environment, "summary": summary, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
