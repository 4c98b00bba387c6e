"""Memory of a fit at 1e6 x 100 against scikit-learn's, each side in a fresh process (issue 45, goal 4).

Run from the repository root::

    python bench/memory.py                  # 1e6 x 100, float64 and float32
    python bench/memory.py --quick          # 1e5 x 100
    python bench/memory.py --json out.json  # also write the rows as JSON

Each row is one subprocess: it imports scikit-learn, then (ours) ``core``, fits once on 50 rows (the loops
compiled ahead, :mod:`core.learn.ahead`: no numba; the row "ours, numba" through numba's loops, loaded from its
cache; "ours, numba, empty cache" compiles them into a new ``NUMBA_CACHE_DIR``), makes X (standard normal) and
y, and fits ``SGDClassifier()`` with scikit-learn's defaults (ours: ``HingeClassifier`` with them) for 3 epochs.
The columns are resident memory (``VmRSS`` of /proc/self/status, in MiB) added by each stage; what the first fit
added split into anonymous memory (``RssAnon``: numba's own objects, the loops' code and data) and pages of
files (``RssFile``: mostly numba's LLVM library, ``libllvmlite.so``, read from disk and shared with every
process that maps it); the peak of the small first fit above the memory before it (compiling or loading the
loops); the peak of the big fit above the memory before it (``VmHWM`` after resetting it) and the largest of the
fit's own Python/NumPy allocations at once (``tracemalloc``'s peak); the whole process's peak, and the share of
it that is ``libllvmlite.so``'s resident pages (from /proc/self/smaps). The last lines give ours minus
scikit-learn's at the peak, and what the fit itself, numba's anonymous memory and its LLVM pages add.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

import benchtools

benchtools.use_repository_root()

CHILD = r"""
import sys, json, re, warnings
sys.path.insert(0, sys.argv[1])
side, n, d, dtype = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]

def status(key):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith(key + ":"))

def reset_peak():
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")  # VmHWM from now on

def llvm():
    total, current = 0, False
    with open("/proc/self/smaps") as f:
        for line in f:
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                current = line.rstrip().endswith("libllvmlite.so")
            elif current and line.startswith("Rss:"):
                total += int(line.split()[1])
    return total / 1024

warnings.simplefilter("ignore")
start = status("VmRSS")
import numpy as np
import sklearn.linear_model
imported = status("VmRSS")
if side == "ours":
    import core
    settings = {"tol": 1e-3, "shuffle": True, "random_state": 0, "penalty": "l2", "learning_rate": "optimal",
                "eta0": 0.01, "max_iter": 3}
    make = lambda: core.HingeClassifier(**settings)
else:
    make = lambda: sklearn.linear_model.SGDClassifier(random_state=0, max_iter=3)
import tracemalloc
rng = np.random.default_rng(0)
small = rng.standard_normal((50, d)).astype(dtype)
anon, files = status("RssAnon"), status("RssFile")
reset_peak()
make().fit(small, np.arange(50) % 2)
loaded = status("VmRSS")
first_fit_peak = status("VmHWM") - imported
first_anon, first_files = status("RssAnon") - anon, status("RssFile") - files
X = rng.standard_normal((n, d)).astype(dtype)
y = (X[:, 0] > 0).astype(np.int64)
with_data = status("VmRSS")
reset_peak()
tracemalloc.start()
make().fit(X, y)
traced = tracemalloc.get_traced_memory()[1] / 2**20
peak = status("VmHWM")
process_peak = max(peak, first_fit_peak + imported)
print(json.dumps({"import": imported - start, "first_fit": loaded - imported, "first_anon": first_anon,
                  "first_files": first_files, "first_fit_peak": first_fit_peak, "data": with_data - loaded,
                  "fit_peak": peak - with_data, "traced": traced, "peak": process_peak, "llvmlite": llvm()}))
"""


def measure(side: str, n: int, d: int, dtype: str, cold: bool = False, numba: bool = False) -> dict:
    """One row: a fresh interpreter fits on ``side``'s estimator and reports its memory (``numba``: through numba's
    loops, not those compiled ahead; ``cold``: numba compiles them into an empty cache folder instead of loading
    them)."""
    root = str(benchtools.BENCH.parent)
    with tempfile.TemporaryDirectory() as empty:
        env = {**os.environ, "PERCEPTRON_AHEAD": "0"} if numba or cold else None
        if cold:
            env = {**env, "NUMBA_CACHE_DIR": empty}
        out = subprocess.run(
            [sys.executable, "-c", CHILD, root, side, str(n), str(d), dtype],
            capture_output=True, text=True, check=True, env=env,
        ).stdout  # fmt: skip
    label = "ours, numba, empty cache" if cold else "ours, numba" if numba else side
    return {"side": label, "dtype": dtype, "shape": f"{n} x {d}", **json.loads(out.strip().splitlines()[-1])}


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.split("\n\n")[0], "1e5 x 100 instead of 1e6 x 100")
    parser.add_argument("--warm-only", action="store_true", help="no empty-cache rows (they compile: minutes)")
    args = benchtools.parse(parser, argv)
    n, d = (100_000 if args.quick else 1_000_000), 100
    rows = []
    for dtype in ("float64", "float32"):
        rows += [measure("sklearn", n, d, dtype), measure("ours", n, d, dtype)]
        rows.append(measure("ours", n, d, dtype, numba=True))
        if not args.warm_only:
            rows.append(measure("ours", n, d, dtype, cold=True))
    columns = [
        ("side", "side"), ("X", "dtype"), ("n x d", "shape"), ("import MiB", "import"), ("first fit MiB", "first_fit"),
        ("of it anon", "first_anon"), ("of it files", "first_files"), ("first fit peak", "first_fit_peak"),
        ("X, y MiB", "data"), ("fit peak MiB", "fit_peak"), ("fit traced", "traced"), ("process peak MiB", "peak"),
        ("libllvmlite.so MiB", "llvmlite"),
    ]  # fmt: skip
    print(benchtools.table("resident memory, each side in a fresh process (MiB)", columns, rows))
    for dtype in ("float64", "float32"):
        theirs, ours = (next(r for r in rows if r["side"] == s and r["dtype"] == dtype) for s in ("sklearn", "ours"))
        print(
            f"{dtype}: ours - scikit-learn at the peak {ours['peak'] - theirs['peak']:+.0f} MiB (goal <= +20); "
            f"the fit itself {ours['fit_peak'] - theirs['fit_peak']:+.0f} MiB; loading the loops "
            f"{ours['first_anon'] - theirs['first_anon']:+.0f} MiB anonymous, "
            f"{ours['first_files'] - theirs['first_files']:+.0f} MiB of files; "
            f"numba's LLVM {ours['llvmlite']:.0f} MiB resident"
        )
        through = next(r for r in rows if r["side"] == "ours, numba" and r["dtype"] == dtype)
        extra = through["peak"] - theirs["peak"]
        print(f"{dtype}, through numba's loops: ours - scikit-learn at the peak {extra:+.0f} MiB")
        cold = next((r for r in rows if r["side"] == "ours, numba, empty cache" and r["dtype"] == dtype), None)
        if cold is not None:
            print(
                f"{dtype}, empty cache: compiling the loops peaks {cold['first_fit_peak']:.0f} MiB above the import "
                f"(loading them {ours['first_fit_peak']:.0f}); ours - scikit-learn at the peak "
                f"{cold['peak'] - theirs['peak']:+.0f} MiB"
            )
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    if args.json:
        args.json.write_text(json.dumps({"environment": benchtools.environment(), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
