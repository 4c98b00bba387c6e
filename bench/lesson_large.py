"""File > Export Lesson of a large run (issue 41): the page of a sample against a page of every point.

    python bench/lesson_large.py [--quick] [--json FILE]

For runs of 200,000 and 1,000,000 points (two Gaussian classes, the perceptron, 5 steps; and the 5,000 steps a
lesson holds at most), core builds and writes the lesson page (``lesson_data`` + ``write_lesson``, what the
window's export does on its thread) twice in one run: as it is (at most ``MAX_LESSON_POINTS`` points drawn) and
with every point embedded (the page before issue 41: ``lesson_points`` answering "all of them"). Each build runs
in a fresh process: the columns are the page's size, the build's time (median of --repeat), the peak of its own
Python/NumPy allocations (``tracemalloc``) and the process's resident peak above the memory before the build
(``VmHWM`` after resetting it); the times are taken under ``tracemalloc``, which slows the build (the page of
every point most). The last lines give the ratios, sample over every point, per run.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile

import benchtools

benchtools.use_repository_root()

CHILD = r"""
import sys, json, time, tracemalloc
sys.path.insert(0, sys.argv[1])
n, steps, every, out = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "every", sys.argv[5]
from pathlib import Path
import numpy as np
import core.files.lesson_html as lesson_html
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.trace import Trace

def status(key):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith(key + ":"))

if every:
    lesson_html.lesson_points = lambda *args, **kwargs: None  # the page before issue 41: every point embedded
rng = np.random.default_rng(41)
X = rng.normal(scale=3.0, size=(n, 2))
y = np.where(X[:, 0] + 0.5 * X[:, 1] + rng.normal(size=n) > 0, 1, -1)
learner = make_learner(TrainingSettings(order="shuffle", seed=1), X, y)
for _ in range(steps):
    learner.step()
trace = Trace(learner)
with open("/proc/self/clear_refs", "w") as f:
    f.write("5")
before = status("VmRSS")
tracemalloc.start()
start = time.perf_counter()
data = lesson_html.lesson_data(trace, steps, np.array([-1, 1]), title="large", margin="not solved")
size = lesson_html.write_lesson(lesson_html.LessonPlan(Path(out), steps), data, ("#D55E00", "#0072B2"))
seconds = time.perf_counter() - start
peak = tracemalloc.get_traced_memory()[1] / 2**20
print(json.dumps({"size_mb": size / 1e6, "seconds": seconds, "alloc_mib": peak, "rss_mib": status("VmHWM") - before,
                  "drawn": len(data["X"])}))
"""


def build(n: int, steps: int, page: str, repeat: int, folder: str) -> dict:
    runs = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(benchtools.BENCH.parent), str(n), str(steps), page, f"{folder}/p.html"],
            capture_output=True,
            text=True,
            check=True,
        )
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    row = {key: statistics.median(r[key] for r in runs) for key in ("seconds", "alloc_mib", "rss_mib")}
    return {"points": n, "steps": steps, "page": page, "drawn": runs[0]["drawn"], "size_mb": runs[0]["size_mb"], **row}


def main(argv: list[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.splitlines()[0], "200,000 points only", "builds per row (median)")
    args = benchtools.parse(parser, argv)
    sizes = (200_000,) if args.quick else (200_000, 1_000_000)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for n in sizes:
            for steps, pages in ((5, ("sample", "every")), (5_000, ("sample",))):
                rows += [build(n, steps, page, args.repeat, folder) for page in pages]
    columns = [("points", "points"), ("steps", "steps"), ("page", "page"), ("drawn", "drawn"), ("MB", "size_mb"),
               ("s", "seconds"), ("alloc MiB", "alloc_mib"), ("RSS peak MiB", "rss_mib")]  # fmt: skip
    print(benchtools.table("Lesson page of a large run (median of each build)", columns, rows))
    for n in sizes:
        sample, every = (next(r for r in rows if (r["points"], r["steps"], r["page"]) == (n, 5, p)) for p in
                         ("sample", "every"))  # fmt: skip
        print(
            f"{n:,} points, 5 steps, sample / every point: size {sample['size_mb'] / every['size_mb']:.3f}, "
            f"time {sample['seconds'] / every['seconds']:.3f}, "
            f"allocations {sample['alloc_mib'] / every['alloc_mib']:.3f}, "
            f"resident peak {sample['rss_mib'] / max(every['rss_mib'], 1e-9):.3f}"
        )
    worst = max(rows, key=lambda r: r["size_mb"] if r["page"] == "sample" else 0)
    print(f"largest page of a sample: {worst['size_mb']:.2f} MB ({worst['points']:,} points, {worst['steps']:,} steps)")
    if args.json:
        args.json.write_text(json.dumps({"environment": benchtools.environment(), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
