"""A wide benchmark of ``core`` against scikit-learn, with scikit-learn's own defaults on both sides (issue 28).

Run from the repository root::

    python bench/sklearn_wide.py                  # full sizes, median of 3 timed fits per side
    python bench/sklearn_wide.py --quick          # small sizes: a smoke run of a minute or so
    python bench/sklearn_wide.py --json out.json  # also write every row as JSON
    python bench/sklearn_wide.py --only 7,11      # only these cases (ranges too: --only 37-66,12)
    python bench/sklearn_wide.py --cpu-time       # each fit timed by its thread's CPU time
    python bench/sklearn_wide.py --only 67-130    # only the crossed block (issue 45's goal 1)

``bench/core.py`` times our own cases (2-feature, unshuffled data among them); this one times what a
scikit-learn user runs: scikit-learn's shipped data sets, ``make_classification`` at 5e4-1e6 rows x
20-500 features and 2-20 classes, a random TF-IDF-like CSR matrix (50,000 x 100,000, 0.1% non-zero,
L2-normalised rows), float32, ``early_stopping``, ``class_weight="balanced"``, ``average=True``,
penalties, the "optimal", "invscaling" and "adaptive" schedules, the log and hinge losses, shuffled
and not.  Cases 67-130 cross issue 45's parameters: the four estimators a user runs
(``Perceptron()``, ``SGDClassifier(loss="perceptron", average=True)``, ``loss="hinge"``,
``loss="log_loss"``, scikit-learn's defaults, the SGD ones at most 20 epochs) x in order / shuffled x
dense 2, 20 and 500 features (200k, 200k and 20k rows) / the TF-IDF matrix x separable (a margin of
0.1) / 30% of the labels flipped; 131-133 add float32 and a sample_weight in order.  Each case builds
scikit-learn's estimator with its defaults (``Perceptron()`` or ``SGDClassifier(loss=...)``,
``random_state=0``) plus the case's settings, and ours with the same
settings and scikit-learn's defaults replicated where ours differ (``tol=1e-3``, ``shuffle=True``,
``random_state=0``, ``until_converged=False``, ``multiclass="ovr"``; for the SGD-style ones also
``penalty="l2"``, ``learning_rate="optimal"``, ``eta0=0.01``, ``max_iter=1000``, ``average=False``).
``SGDClassifier(loss="perceptron")`` is matched by ``AveragedPerceptron``, ``loss="log_loss"`` by
``LogisticClassifier`` and ``loss="hinge"`` by ``HingeClassifier``.

Each case fits once on both sides untimed on its first rows (numba loads or compiles the loops), then
times ``--repeat`` fits per side (more for fits of milliseconds: until ours add up to half a second),
ours and scikit-learn's alternating in this one process, and reports the medians and their ratio
(ours / scikit-learn's: below 1 is faster).  The last columns say
whether the two fits agree: the epochs run and the largest weight difference relative to the
largest weight.  With ``--cpu-time`` a fit is timed by the CPU time of the thread that runs it
(``time.thread_time``) instead of the wall clock: on a shared machine that leaves out the time the
fit waits for a core, which the wall clock adds to one side or the other at random (both sides'
loops run in the calling thread; threads of BLAS are not counted on either side).  The run closes
with the median ratio, the worst row, the crossed block's median and worst row, and the machine's load
(``os.getloadavg`` before and after: the machine may be shared).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import benchtools

benchtools.use_repository_root()

import numpy as np  # noqa: E402
import scipy.sparse as sp  # noqa: E402
from sklearn.datasets import load_breast_cancer, load_digits, load_iris, load_wine, make_classification  # noqa: E402
from sklearn.exceptions import ConvergenceWarning  # noqa: E402
from sklearn.linear_model import Perceptron as SkPerceptron  # noqa: E402
from sklearn.linear_model import SGDClassifier  # noqa: E402
from sklearn.preprocessing import StandardScaler  # noqa: E402

import core  # noqa: E402

Data = tuple[Any, np.ndarray]

# scikit-learn's defaults where ours differ (DEFAULTS_THAT_DIFFER of core.learn.estimators / sgd_estimators)
PERCEPTRON_AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "until_converged": False, "multiclass": "ovr"}
SGD_AS_SKLEARN = {"tol": 1e-3, "shuffle": True, "random_state": 0, "penalty": "l2", "learning_rate": "optimal",
                  "eta0": 0.01, "max_iter": 1000}  # fmt: skip
OURS_FOR_LOSS = {"perceptron": "AveragedPerceptron", "log_loss": "LogisticClassifier", "hinge": "HingeClassifier"}


@dataclass
class Case:
    """One row: a data set, scikit-learn's estimator (``loss=None``: its Perceptron) and the shared settings."""

    name: str
    data: str
    loss: str | None = None
    settings: dict = field(default_factory=dict)
    crossed: bool = False  # one row of the crossed block (issue 45's goal 1)

    @property
    def weighted(self) -> bool:
        """Whether the fits take a sample_weight (settings' "sample_weight": True; uniform in [0.5, 2), seed 0)."""
        return bool(self.settings.get("sample_weight"))

    @property
    def parameters(self) -> dict:
        return {k: v for k, v in self.settings.items() if k != "sample_weight"}

    def sklearn(self) -> Any:
        if self.loss is None:
            return SkPerceptron(random_state=0, **self.parameters)
        return SGDClassifier(loss=self.loss, random_state=0, **self.parameters)

    def ours(self) -> Any:
        if self.loss is None:
            return core.Perceptron(**{**PERCEPTRON_AS_SKLEARN, **self.parameters})
        defaults = dict(SGD_AS_SKLEARN)
        if self.loss == "perceptron":
            defaults.update(average=False, until_converged=False, multiclass="ovr")
        return getattr(core, OURS_FOR_LOSS[self.loss])(**{**defaults, **self.parameters})

    def estimator(self) -> str:
        return "Perceptron" if self.loss is None else f"SGD({self.loss})"

    def label(self) -> str:
        return self.name + (", max_iter=20" if self.settings.get("max_iter") == 20 else "")


def _standardised(loader: Callable[..., Any]) -> Data:
    X, y = loader(return_X_y=True)
    return StandardScaler().fit_transform(X), y


def _made(n: int, d: int, k: int, seed: int, **options: Any) -> Data:
    options = {"flip_y": 0.02, **options}
    X, y = make_classification(
        n_samples=n, n_features=d, n_informative=max(2, d // 2), n_redundant=min(d // 4, d - max(2, d // 2)),
        n_classes=k, n_clusters_per_class=1 if k > 4 else 2, random_state=seed, **options,
    )  # fmt: skip
    return np.ascontiguousarray(X), y


def _separable(n: int, d: int, seed: int, noise: float) -> Data:
    """Standard normal rows moved 0.1 away from a random hyperplane (with an offset): linearly separable labels,
    then the share ``noise`` of them flipped at random."""
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((n, d))
    normal = rng.standard_normal(d)
    normal /= np.linalg.norm(normal)
    side = np.where(X @ normal + 0.5 > 0, 1.0, -1.0)
    X += 0.1 * side[:, None] * normal
    y = (side > 0).astype(int)
    flip = rng.choice(n, size=int(n * noise), replace=False)
    y[flip] = 1 - y[flip]
    return X, y


def _tfidf(n: int, d: int, k: int, seed: int, noise: float = 0.02) -> Data:
    """A random TF-IDF-like CSR matrix: 0.1% of d non-zero per row, positive, L2-normalised rows; a hidden linear
    rule's labels with the share ``noise`` flipped (2% unless told)."""
    rng = np.random.default_rng(seed)
    per_row = max(1, d // 1000)
    indices = np.sort(np.argsort(rng.random((n, per_row * 2)), axis=1)[:, :per_row], axis=1)  # distinct columns
    columns = (indices * (d // (per_row * 2)) + rng.integers(0, d // (per_row * 2), size=indices.shape)).ravel()
    values = rng.exponential(size=n * per_row)
    X = sp.csr_matrix((values, columns, np.arange(0, n * per_row + 1, per_row)), shape=(n, d))
    X.sort_indices()
    norms = np.sqrt(np.asarray(X.multiply(X).sum(axis=1)).ravel())
    X = sp.csr_matrix(sp.diags(1.0 / norms) @ X)
    X.sort_indices()
    scores = X @ rng.standard_normal((d, k))
    y = np.argmax(scores, axis=1) if k > 2 else (scores[:, 0] > np.median(scores[:, 0])).astype(int)
    flip = rng.choice(n, size=int(n * noise), replace=False)
    y[flip] = (y[flip] + 1) % k
    return X, y


# the crossed block's data: 2 classes, separable (with a margin) or with 30% of the labels flipped
CROSSED_DENSE = ((200_000, 2), (200_000, 20), (20_000, 500))
NOISE = {"separable": 0.0, "30% noise": 0.3}


def datasets(quick: bool) -> dict[str, Callable[[], Data]]:
    """The data sets by name, built on first use (sizes divided by 20 with ``quick``)."""
    s = 20 if quick else 1

    def made(n: int, d: int, k: int, seed: int, **options: Any) -> Callable[[], Data]:
        return lambda: _made(n // s, d, k, seed, **options)

    def single(name: str) -> Callable[[], Data]:
        return lambda: (np.asarray(get(name)[0], dtype=np.float32), get(name)[1])

    built: dict[str, Data] = {}
    makers: dict[str, Callable[[], Data]] = {
        "iris": lambda: load_iris(return_X_y=True),
        "wine": lambda: _standardised(load_wine),
        "breast_cancer": lambda: _standardised(load_breast_cancer),
        "digits": lambda: load_digits(return_X_y=True),
        "50k x 20, 2 cl": made(50_000, 20, 2, 1),
        "200k x 50, 2 cl": made(200_000, 50, 2, 2),
        "1M x 20, 2 cl": made(1_000_000, 20, 2, 3),
        "50k x 500, 2 cl": made(50_000, 500, 2, 4),
        "200k x 100, 5 cl": made(200_000, 100, 5, 5),
        "100k x 50, 20 cl": made(100_000, 50, 20, 6),
        "200k x 50, 2 cl, 9:1": made(200_000, 50, 2, 7, weights=[0.9, 0.1]),
        "200k x 50, 2 cl, f32": single("200k x 50, 2 cl"),
        "200k x 100, 5 cl, f32": single("200k x 100, 5 cl"),
        "200k x 20, 2 cl": made(200_000, 20, 2, 10),
        "200k x 2, 2 cl": made(200_000, 2, 2, 11),
        "200k x 20, 2 cl, 30% noise": made(200_000, 20, 2, 12, flip_y=0.6),
        "200k x 20, 30% noise, f32": single("200k x 20, 30% noise"),
        "tfidf 50k x 100k, 2 cl": lambda: _tfidf(50_000 // s, 100_000 // s, 2, 8),
        "tfidf 50k x 100k, 5 cl": lambda: _tfidf(50_000 // s, 100_000 // s, 5, 9),
        **{
            f"{n // 1000}k x {d}, {label}": (lambda n=n, d=d, noise=noise: _separable(n // s, d, 20 + d, noise))
            for n, d in CROSSED_DENSE
            for label, noise in NOISE.items()
        },
        **{
            f"tfidf 50k x 100k, {label}": (lambda noise=noise: _tfidf(50_000 // s, 100_000 // s, 2, 30, noise))
            for label, noise in NOISE.items()
        },
    }

    def get(name: str) -> Data:
        if name not in built:
            built[name] = makers[name]()
        return built[name]

    return {name: (lambda name=name: get(name)) for name in makers}


# The SGD-style fits on generated (unscaled) data run hundreds of epochs to tol=1e-3 under "optimal": at
# most 20 here, on both sides (the per-epoch cost is what is compared; the epochs column shows the stop).
CAP = {"max_iter": 20}
AVERAGED_IN_ORDER = {"average": True, "learning_rate": "constant", "eta0": 1.0, "penalty": None, "shuffle": False}

CROSSED_ESTIMATORS = (
    ("defaults", None, {}),
    ("average=True", "perceptron", {"average": True, **CAP}),
    ("defaults", "hinge", CAP),
    ("defaults", "log_loss", CAP),
)

CASES = [
    # scikit-learn's Perceptron, its defaults (shuffled, tol=1e-3)
    Case("iris", "iris"),
    Case("wine", "wine"),
    Case("breast cancer", "breast_cancer"),
    Case("digits (10 classes)", "digits"),
    Case("make_classification", "50k x 20, 2 cl"),
    Case("make_classification", "200k x 50, 2 cl"),
    Case("make_classification", "1M x 20, 2 cl"),
    Case("make_classification", "50k x 500, 2 cl"),
    Case("make_classification", "200k x 100, 5 cl"),
    Case("make_classification", "100k x 50, 20 cl"),
    Case("float32", "200k x 50, 2 cl, f32"),
    Case("sparse TF-IDF", "tfidf 50k x 100k, 2 cl"),
    Case("sparse TF-IDF", "tfidf 50k x 100k, 5 cl"),
    Case("early_stopping", "200k x 50, 2 cl", settings={"early_stopping": True}),
    Case('class_weight="balanced"', "200k x 50, 2 cl, 9:1", settings={"class_weight": "balanced"}),
    Case('penalty="l2"', "200k x 50, 2 cl", settings={"penalty": "l2"}),
    Case('penalty="elasticnet"', "200k x 50, 2 cl", settings={"penalty": "elasticnet"}),
    Case("not shuffled", "200k x 50, 2 cl", settings={"shuffle": False}),
    Case("not shuffled, tol=None, 5 epochs", "1M x 20, 2 cl", settings={"shuffle": False, "tol": None, "max_iter": 5}),
    # SGDClassifier(loss="perceptron"): AveragedPerceptron with scikit-learn's SGD defaults
    Case("defaults (l2, optimal)", "200k x 50, 2 cl", "perceptron", CAP),
    Case("defaults, 10 classes", "digits", "perceptron"),
    Case("average=True", "200k x 50, 2 cl", "perceptron", {"average": True, **CAP}),
    Case("average=True, sparse", "tfidf 50k x 100k, 2 cl", "perceptron", {"average": True}),
    Case('learning_rate="invscaling"', "200k x 50, 2 cl", "perceptron", {"learning_rate": "invscaling", **CAP}),
    Case('learning_rate="adaptive"', "200k x 50, 2 cl", "perceptron", {"learning_rate": "adaptive", **CAP}),
    Case("5 classes, float32", "200k x 100, 5 cl, f32", "perceptron", CAP),
    # SGDClassifier(loss="log_loss"): LogisticClassifier
    Case("defaults (l2, optimal)", "200k x 50, 2 cl", "log_loss", CAP),
    Case("breast cancer", "breast_cancer", "log_loss"),
    Case("sparse TF-IDF", "tfidf 50k x 100k, 2 cl", "log_loss"),
    Case('learning_rate="adaptive"', "200k x 50, 2 cl", "log_loss", {"learning_rate": "adaptive", **CAP}),
    Case("not shuffled, 5 classes", "200k x 100, 5 cl", "log_loss", {"shuffle": False, **CAP}),
    # SGDClassifier(loss="hinge"): HingeClassifier (the linear SVM)
    Case("defaults (l2, optimal)", "200k x 50, 2 cl", "hinge", CAP),
    Case("sparse TF-IDF", "tfidf 50k x 100k, 2 cl", "hinge"),
    Case("float32", "200k x 50, 2 cl, f32", "hinge", CAP),
    Case("average=True, 10 classes", "digits", "hinge", {"average": True}),
    Case("5 classes", "200k x 100, 5 cl", "hinge", CAP),
    # in the given order (shuffle=False), issue 45: each SGD loss with scikit-learn's defaults and one change
    *(
        Case(f"not shuffled{label}", data, loss, {"shuffle": False, **settings, **CAP})
        for loss in ("perceptron", "hinge", "log_loss")
        for label, data, settings in (
            ("", "200k x 20, 2 cl", {}),
            (", average=True", "200k x 20, 2 cl", {"average": True}),
            (", tol=None", "200k x 20, 2 cl", {"tol": None}),
            (", early_stopping", "200k x 20, 2 cl", {"early_stopping": True}),
            (", n_iter_no_change=10", "200k x 20, 2 cl", {"n_iter_no_change": 10}),
            (', class_weight="balanced"', "200k x 50, 2 cl, 9:1", {"class_weight": "balanced"}),
            (", sample_weight", "200k x 20, 2 cl", {"sample_weight": True}),
            (", sparse", "tfidf 50k x 100k, 2 cl", {}),
        )
    ),
    # the averaged perceptron in order, constant eta0=1 and no penalty (AveragedPerceptron's own settings)
    *(
        Case(f"averaged perceptron in order, {d} features", data, "perceptron", {**AVERAGED_IN_ORDER, **CAP})
        for d, data in ((2, "200k x 2, 2 cl"), (20, "200k x 20, 2 cl"))
    ),
    Case("averaged perceptron in order", "200k x 20, 2 cl, 30% noise", "perceptron", {**AVERAGED_IN_ORDER, **CAP}),
    Case("averaged perceptron in order", "1M x 20, 2 cl", "perceptron", {**AVERAGED_IN_ORDER, **CAP}),
    # the plain perceptron on noisy data, in order and shuffled
    Case("30% noise, not shuffled", "200k x 20, 2 cl, 30% noise", settings={"shuffle": False}),
    Case("30% noise", "200k x 20, 2 cl, 30% noise"),
    # issue 45's goal 1 crossed: the four estimators a user runs, each with scikit-learn's defaults, in order and
    # shuffled, dense 2/20/500 features and sparse, separable and noisy (the SGD losses capped at 20 epochs)
    *(
        Case(f"{name}{order}", f"{data}, {label}", loss, {**settings, **shuffle}, crossed=True)
        for name, loss, settings in CROSSED_ESTIMATORS
        for order, shuffle in (("", {}), (", not shuffled", {"shuffle": False}))
        for data in (*(f"{n // 1000}k x {d}" for n, d in CROSSED_DENSE), "tfidf 50k x 100k")
        for label in NOISE
    ),
    # and beside it, in order on the noisy labels: float32 X, a sample_weight
    Case("float32, not shuffled", "200k x 20, 30% noise, f32", "hinge", {"shuffle": False, **CAP}),
    Case(
        "sample_weight, not shuffled", "200k x 20, 30% noise", "hinge", {"shuffle": False, "sample_weight": True, **CAP}
    ),
    Case("float32, not shuffled", "200k x 20, 30% noise, f32", settings={"shuffle": False}),
    # the adaptive schedule divides eta on the objective's comparisons: its scores are summed left to right
    Case('learning_rate="adaptive"', "200k x 50, 2 cl", "hinge", {"learning_rate": "adaptive", **CAP}),
    Case(
        'learning_rate="adaptive", not shuffled',
        "200k x 20, 30% noise",
        "log_loss",
        {"learning_rate": "adaptive", "shuffle": False, **CAP},
    ),
]


def _fit(
    make: Callable[[], Any], X: Any, y: np.ndarray, sample_weight: np.ndarray | None,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[Any, float]:  # fmt: skip
    model = make()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        start = clock()
        model.fit(X, y, sample_weight=sample_weight)
        return model, clock() - start


WARM_UP_ROWS = 3000
SHORT_S = 0.5  # fits of a few ms are repeated until ours add up to this (at most MAX_REPEAT): the load's noise
MAX_REPEAT = 100


def run_case(number: int, case: Case, data: Data, repeat: int, clock: Callable[[], float] = time.perf_counter) -> dict:
    """Time ``repeat`` fits per side, alternating ours and scikit-learn's, after an untimed fit each on a few rows."""
    X, y = data
    weights = np.random.default_rng(0).uniform(0.5, 2.0, size=X.shape[0]) if case.weighted else None
    few = weights[:WARM_UP_ROWS] if weights is not None else None
    _fit(case.ours, X[:WARM_UP_ROWS], y[:WARM_UP_ROWS], few)  # numba loads (or compiles) the loops for these types
    _fit(case.sklearn, X[:WARM_UP_ROWS], y[:WARM_UP_ROWS], few)
    times: dict[str, list[float]] = {"ours": [], "sklearn": []}
    while len(times["ours"]) < repeat or (sum(times["ours"]) < SHORT_S and len(times["ours"]) < MAX_REPEAT):
        ours, seconds = _fit(case.ours, X, y, weights, clock)
        times["ours"].append(seconds)
        theirs, seconds = _fit(case.sklearn, X, y, weights, clock)
        times["sklearn"].append(seconds)
    ours_s, sklearn_s = statistics.median(times["ours"]), statistics.median(times["sklearn"])
    scale = max(float(np.abs(theirs.coef_).max()), float(np.abs(theirs.intercept_).max()), 1e-300)
    diff = max(float(np.abs(ours.coef_ - theirs.coef_).max()), float(np.abs(ours.intercept_ - theirs.intercept_).max()))
    return {
        "case": number, "estimator": case.estimator(), "name": case.label(), "data": case.data,
        "shape": f"{X.shape[0]} x {X.shape[1]}", "classes": len(np.unique(y)),
        "kind": ("CSR " if sp.issparse(X) else "") + X.dtype.name, "ours_s": ours_s, "sklearn_s": sklearn_s,
        "ratio": ours_s / sklearn_s, "epochs": f"{int(ours.n_iter_)}/{int(theirs.n_iter_)}",
        "rel_diff": diff / scale, "settings": {**case.settings}, "repeats": len(times["ours"]),
        "crossed": case.crossed,
    }  # fmt: skip


def _numbers(only: str) -> list[int]:
    """The case numbers of ``--only``: "7,11,37-40" is 7, 11, 37, 38, 39, 40."""
    numbers: list[int] = []
    for part in only.split(","):
        first, _, last = part.partition("-")
        numbers += range(int(first), int(last or first) + 1)
    return numbers


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(
        __doc__.split("\n\n")[0], "small sizes (rows / 20): a smoke run", "timed fits per side"
    )
    parser.add_argument("--only", metavar="N,N", help="only these case numbers (1-based; ranges as 37-66)")
    parser.add_argument("--cpu-time", action="store_true", help="time fits by their thread's CPU time")
    args = benchtools.parse(parser, argv)
    chosen = _numbers(args.only) if args.only else list(range(1, len(CASES) + 1))
    clock = time.thread_time if args.cpu_time else time.perf_counter
    data = datasets(args.quick)
    load_before = os.getloadavg()
    rows = []
    for number in chosen:
        case = CASES[number - 1]
        row = run_case(number, case, data[case.data](), args.repeat, clock)
        rows.append(row)
        print(
            f"{number:2d} {row['estimator']:<16} {case.label():<44} {row['data']:<24} "
            f"ours {row['ours_s']:.4g} s  sklearn {row['sklearn_s']:.4g} s  ratio {row['ratio']:.3f}",
            file=sys.stderr, flush=True,
        )  # fmt: skip
    load_after = os.getloadavg()
    columns = [
        ("#", "case"), ("estimator", "estimator"), ("case", "name"), ("data", "data"), ("n x d", "shape"),
        ("K", "classes"), ("X", "kind"), ("ours s", "ours_s"), ("sklearn s", "sklearn_s"),
        ("ours/sklearn", "ratio"), ("epochs ours/sk", "epochs"), ("max |dw|/max|w|", "rel_diff"),
    ]  # fmt: skip
    mode = ("quick" if args.quick else "full") + (", thread CPU time" if args.cpu_time else "")
    print(benchtools.table(f"core against scikit-learn, its defaults on both sides ({mode}, median of {args.repeat})",
                           columns, rows))  # fmt: skip
    ratios = [row["ratio"] for row in rows]
    worst = max(rows, key=lambda row: row["ratio"])
    median = statistics.median(ratios)
    slower = sum(r > 1.0 for r in ratios)
    print(f"\nmedian ours/sklearn: {median:.3f} (issue 28's goal <= 0.5); {slower} of {len(rows)} cases slower than "
          "scikit-learn (issue 45's goal: none)")  # fmt: skip
    print(f"worst: case {worst['case']} {worst['estimator']} {worst['name']} on {worst['data']}: {worst['ratio']:.3f}")
    crossed = [row for row in rows if row["crossed"]]
    crossed_summary = None
    if crossed:
        crossed_worst = max(crossed, key=lambda row: row["ratio"])
        crossed_summary = {"median_ratio": statistics.median(row["ratio"] for row in crossed),
                           "slower": sum(row["ratio"] > 1.0 for row in crossed), "worst": crossed_worst}  # fmt: skip
        print(
            f"crossed block ({len(crossed)} cases): median {crossed_summary['median_ratio']:.3f}, "
            f"{crossed_summary['slower']} slower; worst: case {crossed_worst['case']} {crossed_worst['estimator']} "
            f"{crossed_worst['name']} on {crossed_worst['data']}: {crossed_worst['ratio']:.3f}"
        )
    load = f"load average (1, 5, 15 min) before {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, "
    print(load + f"after {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} on {os.cpu_count()} CPUs")
    if args.json:
        import sklearn

        summary = {"median_ratio": median, "slower": slower, "worst": worst, "load_before": load_before,
                   "load_after": load_after, "crossed": crossed_summary}  # fmt: skip
        environment = benchtools.environment(sklearn=sklearn.__version__, mode=mode, repeat=args.repeat)
        args.json.write_text(json.dumps({"environment": environment, "summary": summary, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
