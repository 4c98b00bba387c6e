"""File > Export Lesson: how big the page is and how long core takes to build it, for a few runs.

    python bench/lesson.py [--out FOLDER]

The CMU lecture example (File > Examples) run until it converges, and a 200-point set of two overlapping
Gaussian clouds (not separable: the mistakes go on) for 1,000 steps with the perceptron and the averaged
perceptron, and for the 5,000 steps a lesson holds at most. Prints a table: steps, mistakes, the page's size,
the time to compute its numbers (core.files.lesson_html.lesson_data, the maximum margin included where the
theorem applies) and to write it. The pages are left in --out (a temporary folder by default) to open.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.files.document_json import load_document  # noqa: E402
from core.files.lesson_html import LessonPlan, lesson_data, write_lesson  # noqa: E402
from core.session.engine_run import make_learner  # noqa: E402
from core.session.settings import TrainingSettings  # noqa: E402
from core.teach.theory import max_margin  # noqa: E402
from core.teach.trace import Trace  # noqa: E402

COLOURS = ("#D55E00", "#0072B2")  # the app's palette (perceptron_gui.widgets.palette), its first two classes


def cmu_run() -> tuple[Trace, np.ndarray, np.ndarray, TrainingSettings]:
    doc = load_document(ROOT / "perceptron_gui" / "examples" / "cmu_trace.json")
    assert doc.settings is not None
    learner = make_learner(doc.settings, doc.points.X, doc.points.y)
    while not learner.converged:
        learner.step()
    return Trace(learner), doc.points.X, doc.points.y, doc.settings


def cloud_run(variant: str, steps: int) -> tuple[Trace, np.ndarray, np.ndarray, TrainingSettings]:
    rng = np.random.default_rng(7)
    X = np.vstack([rng.normal((-1.0, -0.5), 1.0, (100, 2)), rng.normal((1.0, 0.8), 1.0, (100, 2))])
    y = np.repeat([-1, 1], 100)
    settings = TrainingSettings(variant=variant, order="shuffle", seed=3)
    learner = make_learner(settings, X, y)
    for _ in range(steps):
        learner.step()
    return Trace(learner), X, y, settings


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv[1:])
    out = args.out or Path(tempfile.mkdtemp(prefix="lesson-bench-"))
    out.mkdir(parents=True, exist_ok=True)
    cases = [
        ("CMU example, to convergence", "cmu", cmu_run),
        ("200 points, perceptron, 1,000 steps", "cloud-1000", lambda: cloud_run("perceptron", 1_000)),
        ("200 points, averaged, 1,000 steps", "cloud-averaged-1000", lambda: cloud_run("averaged", 1_000)),
        ("200 points, perceptron, 5,000 steps (the cap)", "cloud-5000", lambda: cloud_run("perceptron", 5_000)),
    ]
    max_margin(np.array([[0.0, 1.0], [0.0, -1.0]]), np.array([-1, 1]))  # SciPy and scikit-learn loaded once, untimed
    print(f"{'run':<46} {'steps':>6} {'mistakes':>8} {'size':>10} {'numbers':>9} {'write':>7}")
    for title, name, run in cases:
        trace, X, y, settings = run()
        n = trace.last_step
        start = time.perf_counter()
        margin = max_margin(X, y, settings.fit_intercept)
        data = lesson_data(trace, n, np.unique(y), title=title, margin=margin)
        built = time.perf_counter() - start
        start = time.perf_counter()
        size = write_lesson(LessonPlan(out / f"{name}.html", n), data, COLOURS)
        written = time.perf_counter() - start
        mistakes = trace.mistakes_until(n)
        print(f"{title:<46} {n:>6,} {mistakes:>8,} {size / 1000:>7.1f} KB {built:>8.2f}s {written:>6.3f}s")
    print(f"pages in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
