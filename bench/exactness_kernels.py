"""How often ``core``'s SGD-style fits equal scikit-learn's bit for bit, under each OpenBLAS kernel (issue 46).

Run from the repository root::

    python bench/exactness_kernels.py                      # 500 problems under each kernel
    python bench/exactness_kernels.py --problems 60        # fewer (the test suite runs this)
    python bench/exactness_kernels.py --json out.json      # also write the counts as JSON

OpenBLAS picks its kernel for the CPU when it loads, or takes the one ``OPENBLAS_CORETYPE`` names;
the kernels round some operations differently (a fused multiply-add or not), and scikit-learn's
averaged SGD finishes its weights with BLAS.  So each kernel runs in a process of its own: the
machine's own choice, then Haswell, SandyBridge and Prescott.  Each process fits the same random
problems (seeded) with ``core`` and with scikit-learn and counts, per family of fits, how many
weights and intercepts are equal to the bit, and the largest difference relative to the largest
weight among the others.

The families and what ``core`` claims for them (its docstrings and README):

- ``perceptron`` (``Perceptron``: every penalty, schedule, class weight, shuffle, float64): bitwise.
- ``averaged`` (``AveragedPerceptron`` on scikit-learn's SGD path: ``average`` True or a start, every
  schedule and penalty, float64): bitwise.
- ``hinge`` and ``logistic`` (float64): within 1e-9 of scikit-learn's weights on standardised data
  (their scores are summed in another order, for speed); the count of bitwise fits is information.
- ``float32``: the perceptron and averaged perceptron on float32 X: bitwise without a penalty or with
  L2, every schedule; with L1 or the elastic net within 1e-5 of the largest weight.
- ``predict_proba`` (``LogisticClassifier``): every entry scikit-learn's bits when the weights are.

Data: 20 to 300 rows of 2 to 30 features, decimal values from a standard normal (integers in a
quarter of the problems), labels from a random hyperplane with 0-10% flipped, dense or CSR; the
settings drawn at random.  Each process prints its table; the parent prints one line per kernel and
family, and the claims broken (none expected).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import warnings
from dataclasses import asdict, dataclass, field
from typing import Any

import benchtools

benchtools.use_repository_root()

KERNELS = ("", "Haswell", "SandyBridge", "Prescott")  # "" = OpenBLAS's own choice for this CPU
FAMILIES = ("perceptron", "averaged", "hinge", "logistic", "float32", "predict_proba")
SCHEDULES = ("constant", "optimal", "invscaling", "adaptive")
PENALTIES = (None, "l2", "l1", "elasticnet")


@dataclass
class Row:
    """One family's counts under one kernel."""

    problems: int = 0
    bitwise: int = 0
    max_relative: float = 0.0
    broken: list[str] = field(default_factory=list)  # problems whose claim does not hold


def _problem(rng: Any, k: int) -> tuple[Any, Any, dict[str, Any]]:
    import numpy as np
    import scipy.sparse as sp

    n = int(rng.integers(20, 301))
    d = int(rng.integers(2, 31))
    if k % 4 == 3:
        X = rng.integers(-5, 6, size=(n, d)).astype(np.float64)
    else:
        X = np.round(rng.normal(size=(n, d)), int(rng.integers(1, 4)))
    w = rng.normal(size=d)
    y = (X @ w + 0.1 * rng.normal() > 0).astype(int)
    flip = rng.random(n) < rng.choice([0.0, 0.02, 0.1])
    y[flip] = 1 - y[flip]
    y[:2] = (0, 1)
    settings: dict[str, Any] = {
        "max_iter": int(rng.integers(1, 9)),
        "tol": None,
        "shuffle": bool(rng.random() < 0.3),
        "random_state": int(rng.integers(0, 1000)),
        "fit_intercept": bool(rng.random() < 0.8),
        "eta0": float(rng.choice([1.0, 0.5, 0.1, 0.01, 0.3])),
        "penalty": PENALTIES[int(rng.integers(0, 4))],
        "alpha": float(rng.choice([1e-4, 1e-3, 1e-2])),
        "learning_rate": SCHEDULES[int(rng.integers(0, 4))],
    }
    if rng.random() < 0.3:
        settings["class_weight"] = {0: float(rng.choice([0.5, 1.0, 2.0])), 1: 1.0}
    if rng.random() < 0.2:
        settings["tol"] = 1e-3
    return (sp.csr_matrix(X) if rng.random() < 0.35 else X), y, settings


def _relative(ours: Any, theirs: Any) -> float:
    import numpy as np

    scale = max(float(np.max(np.abs(theirs))), 1e-300)
    return float(np.max(np.abs(np.asarray(ours, dtype=np.float64) - theirs))) / scale


def _same_bits(a: Any, b: Any) -> bool:
    import numpy as np

    a, b = np.asarray(a), np.asarray(b)
    return a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()


def _compare(row: Row, name: str, ours: Any, theirs: Any, claim: str) -> None:
    """Count one fit; ``claim`` is "bitwise", a tolerance such as "1e-9", or "" (information only)."""
    import numpy as np

    row.problems += 1
    weights_ours = np.concatenate([np.ravel(ours.coef_), np.ravel(ours.intercept_)])
    weights_theirs = np.concatenate([np.ravel(theirs.coef_), np.ravel(theirs.intercept_)])
    if _same_bits(ours.coef_, theirs.coef_) and _same_bits(ours.intercept_, theirs.intercept_):
        row.bitwise += 1
        return
    relative = _relative(weights_ours, weights_theirs)
    row.max_relative = max(row.max_relative, relative)
    if claim == "bitwise" or (claim and not relative <= float(claim)):
        row.broken.append(f"{name}: {relative:.3g}")


def _fits(count: int, seed: int) -> dict[str, Row]:
    import numpy as np
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.linear_model import Perceptron as SkPerceptron
    from sklearn.linear_model import SGDClassifier

    from core import AveragedPerceptron, HingeClassifier, LogisticClassifier, Perceptron

    warnings.simplefilter("ignore", ConvergenceWarning)
    rows = {family: Row() for family in FAMILIES}
    rng = np.random.default_rng(seed)
    for k in range(count):
        X, y, s = _problem(rng, k)
        name = f"problem {k} ({'csr' if hasattr(X, 'tocsr') else 'dense'}, {X.shape[0]}x{X.shape[1]}, {s})"
        plain = {key: value for key, value in s.items() if key != "learning_rate"}  # Perceptron's rate is constant
        ours = Perceptron(**plain, until_converged=False).fit(X, y)
        _compare(rows["perceptron"], name, ours, SkPerceptron(**plain).fit(X, y), "bitwise")

        average = [True, 1, 5, 30][k % 4]
        # class_weight={0: 1, 1: 1} changes no step and keeps the fit on scikit-learn's SGD path
        averaged = {"class_weight": {0: 1.0, 1: 1.0}, **s, "average": average}
        ours = AveragedPerceptron(**averaged, until_converged=False, multiclass="ovr").fit(X, y)
        theirs = SGDClassifier(loss="perceptron", **averaged).fit(X, y)
        _compare(rows["averaged"], name, ours, theirs, "bitwise")

        scaled = X.toarray() if hasattr(X, "toarray") else X
        scaled = (scaled - scaled.mean(axis=0)) / (scaled.std(axis=0) + 1.0)  # standardised data (the claim's)
        smooth = {**s, "eta0": min(s["eta0"], 0.1), "average": bool(k % 2)}
        ours = HingeClassifier(**smooth).fit(scaled, y)
        _compare(rows["hinge"], name, ours, SGDClassifier(loss="hinge", **smooth).fit(scaled, y), "1e-9")
        ours = LogisticClassifier(**smooth).fit(scaled, y)
        theirs = SGDClassifier(loss="log_loss", **smooth).fit(scaled, y)
        _compare(rows["logistic"], name, ours, theirs, "1e-9")
        proba = rows["predict_proba"]
        if _same_bits(ours.coef_, theirs.coef_) and _same_bits(ours.intercept_, theirs.intercept_):
            proba.problems += 1
            if _same_bits(ours.predict_proba(scaled), theirs.predict_proba(scaled)):
                proba.bitwise += 1
            else:
                proba.broken.append(name)

        single = scaled.astype(np.float32)
        exact = s["penalty"] in (None, "l2")
        if k % 2 == 0:
            ours_32: Any = Perceptron(**plain, until_converged=False).fit(single, y)
            theirs_32 = SkPerceptron(**plain).fit(single, y)
        else:
            ours_32 = AveragedPerceptron(**averaged, until_converged=False, multiclass="ovr").fit(single, y)
            theirs_32 = SGDClassifier(loss="perceptron", **averaged).fit(single, y)
        _compare(rows["float32"], name, ours_32, theirs_32, "bitwise" if exact else "1e-5")
    return rows


def _kernel() -> str:
    from threadpoolctl import threadpool_info

    for library in threadpool_info():
        if library.get("internal_api") == "openblas" and "scipy" in library.get("filepath", ""):
            return str(library.get("architecture", "?"))
    return "?"


def _worker(count: int, seed: int) -> None:
    rows = _fits(count, seed)
    print(json.dumps({"kernel": _kernel(), "rows": {family: asdict(row) for family, row in rows.items()}}))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--problems", type=int, default=500)
    parser.add_argument("--seed", type=int, default=46)
    parser.add_argument("--kernels", default=",".join(k or "auto" for k in KERNELS))
    parser.add_argument("--json", help="also write the counts to this file")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        _worker(args.problems, args.seed)
        return 0
    results = []
    for asked in args.kernels.split(","):
        env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")}
        if asked != "auto":
            env["OPENBLAS_CORETYPE"] = asked
        command = [sys.executable, __file__, "--worker", "--problems", str(args.problems), "--seed", str(args.seed)]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            print(done.stderr, file=sys.stderr)
            return 1
        result = json.loads(done.stdout.strip().splitlines()[-1])
        result["asked"] = asked
        results.append(result)
    header = f"{'kernel asked':<13}{'ran':<12}{'family':<15}{'problems':>9}{'bitwise':>9}{'max rel. (others)':>19}"
    print(f"{header}  broken")
    broken = 0
    for result in results:
        for family, row in result["rows"].items():
            broken += len(row["broken"])
            print(
                f"{result['asked']:<13}{result['kernel']:<12}{family:<15}{row['problems']:>9}{row['bitwise']:>9}"
                f"{row['max_relative']:>19.3g}  {len(row['broken'])}"
            )
    for result in results:
        for family, row in result["rows"].items():
            for problem in row["broken"][:5]:
                print(f"broken under {result['kernel']}, {family}: {problem}")
    print(f"claims broken: {broken}")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(results, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
