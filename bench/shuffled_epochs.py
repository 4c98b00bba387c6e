"""The cost of an epoch in a random order against an epoch in the given order, ours and scikit-learn's (issue 28).

Run from the repository root::

    python bench/shuffled_epochs.py                  # full sizes, median of 5
    python bench/shuffled_epochs.py --quick          # rows / 20: a smoke run
    python bench/shuffled_epochs.py --json out.json  # also write every row as JSON

A shuffled epoch reads the rows of X in a random order: each row is a few cache lines somewhere in an X
much larger than the caches, where an epoch in order streams X.  The issue's goal: a shuffled epoch costs
at most 3x an epoch in order.  Each row fits ``make_classification`` data (two classes, 2% of the labels
flipped) with scikit-learn's ``Perceptron(tol=None)`` and ours with the same settings
(``core.Perceptron`` with scikit-learn's defaults: ``shuffle``, ``random_state=0``, one-vs-rest), and
the same with ``SGDClassifier(loss="hinge", tol=None)`` against ``core.HingeClassifier``, each with
``shuffle=True`` and ``shuffle=False``.  An epoch's cost is (time of a fit of 1 + EPOCHS epochs - time
of a fit of 1 epoch) / EPOCHS: what a fit costs beyond its first epoch (validation, copies, the first
epoch's set-up) is left out.  The four fits of a side alternate with scikit-learn's in this one process
(the machine may be shared); each time is the median of ``--repeat``.  The last column is the ratio
shuffled / in order.  The run closes with the worst row and the median of our ratios, and the load.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from typing import Any

import benchtools

benchtools.use_repository_root()

import numpy as np  # noqa: E402
from sklearn.datasets import make_classification  # noqa: E402
from sklearn.exceptions import ConvergenceWarning  # noqa: E402
from sklearn.linear_model import Perceptron as SkPerceptron  # noqa: E402
from sklearn.linear_model import SGDClassifier  # noqa: E402

import core  # noqa: E402

EPOCHS = 4  # epochs timed beyond the first
SHAPES = [(1_000_000, 20), (200_000, 100), (50_000, 500)]
DTYPES = [np.float64, np.float32]

Maker = Callable[[bool, int], Any]

MAKERS: dict[str, tuple[Maker, Maker]] = {  # (ours, scikit-learn's) by estimator
    "Perceptron": (
        lambda shuffle, epochs: core.Perceptron(
            tol=None, shuffle=shuffle, random_state=0, until_converged=False, multiclass="ovr", max_iter=epochs
        ),
        lambda shuffle, epochs: SkPerceptron(tol=None, shuffle=shuffle, random_state=0, max_iter=epochs),
    ),
    "SGD(hinge)": (
        lambda shuffle, epochs: core.HingeClassifier(
            tol=None, shuffle=shuffle, random_state=0, penalty="l2", learning_rate="optimal", max_iter=epochs
        ),
        lambda shuffle, epochs: SGDClassifier(loss="hinge", tol=None, shuffle=shuffle, random_state=0, max_iter=epochs),
    ),
}


def data(n: int, d: int, dtype: Any) -> tuple[np.ndarray, np.ndarray]:
    """Two-class ``make_classification`` data, C-contiguous in ``dtype``."""
    X, y = make_classification(
        n_samples=n, n_features=d, n_informative=d // 2, n_redundant=d // 4, flip_y=0.02, random_state=1
    )
    return np.ascontiguousarray(X, dtype=dtype), y


def _fit_seconds(make: Maker, shuffle: bool, epochs: int, X: np.ndarray, y: np.ndarray) -> float:
    model = make(shuffle, epochs)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        start = time.perf_counter()
        model.fit(X, y)
        return time.perf_counter() - start


def epoch_costs(estimator: str, X: np.ndarray, y: np.ndarray, repeat: int) -> dict[str, float]:
    """Seconds per epoch by side and order ("ours in order", "ours shuffled", ...), fits alternating."""
    sides = dict(zip(("ours", "sklearn"), MAKERS[estimator], strict=True))
    for make in sides.values():  # numba loads (or compiles) the loops for these types
        for shuffle in (False, True):
            _fit_seconds(make, shuffle, 1, X[:2000], y[:2000])
    times: dict[tuple[str, bool, int], list[float]] = {}
    for _ in range(repeat):
        for shuffle in (False, True):
            for epochs in (1, 1 + EPOCHS):
                for side, make in sides.items():
                    times.setdefault((side, shuffle, epochs), []).append(_fit_seconds(make, shuffle, epochs, X, y))
    costs = {}
    for side in sides:
        for shuffle in (False, True):
            long, short = (statistics.median(times[(side, shuffle, e)]) for e in (1 + EPOCHS, 1))
            costs[f"{side} {'shuffled' if shuffle else 'in order'}"] = max(long - short, 0.0) / EPOCHS
    return costs


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.split("\n\n")[0], "rows / 20: a smoke run", "timed fits per setting")
    parser.set_defaults(repeat=5)
    parser.add_argument("--estimator", choices=sorted(MAKERS), action="append", help="only this one (repeatable)")
    args = benchtools.parse(parser, argv)
    load_before = os.getloadavg()
    rows = []
    for estimator in args.estimator or list(MAKERS):
        for n, d in SHAPES:
            for dtype in DTYPES:
                X, y = data(n // 20 if args.quick else n, d, dtype)
                cost = epoch_costs(estimator, X, y, args.repeat)
                row = {
                    "estimator": estimator, "shape": f"{X.shape[0]} x {d}", "dtype": np.dtype(dtype).name,
                    "ours_in_order_ms": 1e3 * cost["ours in order"], "ours_shuffled_ms": 1e3 * cost["ours shuffled"],
                    "sk_in_order_ms": 1e3 * cost["sklearn in order"],
                    "sk_shuffled_ms": 1e3 * cost["sklearn shuffled"],
                }  # fmt: skip
                row["ours_ratio"] = row["ours_shuffled_ms"] / max(row["ours_in_order_ms"], 1e-9)
                row["sk_ratio"] = row["sk_shuffled_ms"] / max(row["sk_in_order_ms"], 1e-9)
                rows.append(row)
                print(
                    f"{estimator} {row['shape']} {row['dtype']}: ours {row['ours_in_order_ms']:.3g} / "
                    f"{row['ours_shuffled_ms']:.3g} ms ({row['ours_ratio']:.2f}x), scikit-learn "
                    f"{row['sk_in_order_ms']:.3g} / {row['sk_shuffled_ms']:.3g} ms ({row['sk_ratio']:.2f}x)",
                    file=sys.stderr, flush=True,
                )  # fmt: skip
    load_after = os.getloadavg()
    columns = [
        ("estimator", "estimator"), ("n x d", "shape"), ("X", "dtype"), ("ours in order ms", "ours_in_order_ms"),
        ("ours shuffled ms", "ours_shuffled_ms"), ("ours shuffled/in order", "ours_ratio"),
        ("sklearn in order ms", "sk_in_order_ms"), ("sklearn shuffled ms", "sk_shuffled_ms"),
        ("sklearn shuffled/in order", "sk_ratio"),
    ]  # fmt: skip
    mode = "quick" if args.quick else "full"
    print(benchtools.table(f"ms per epoch, in order and shuffled ({mode}, median of {args.repeat})", columns, rows))
    worst = max(rows, key=lambda row: row["ours_ratio"])
    median = statistics.median(row["ours_ratio"] for row in rows)
    print(f"\nours shuffled/in order: median {median:.2f}, worst {worst['ours_ratio']:.2f} "
          f"({worst['estimator']} {worst['shape']} {worst['dtype']}) (goal <= 3)")  # fmt: skip
    load = f"load average (1, 5, 15 min) before {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, "
    print(load + f"after {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} on {os.cpu_count()} CPUs")
    if args.json:
        import sklearn

        summary = {"median_ratio": median, "worst": worst, "load_before": load_before, "load_after": load_after}
        environment = benchtools.environment(sklearn=sklearn.__version__, mode=mode, repeat=args.repeat)
        args.json.write_text(json.dumps({"environment": environment, "summary": summary, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
