"""The lesson page's engine against core, bit for bit: random problems run in a real browser engine.

    QT_QPA_PLATFORM=offscreen python bench/lesson_engine.py [--problems 10000] [--seed 0]

Each problem (1 to 200 points, integer or decimal coordinates, labels ±1, and the settings drawn at random:
the perceptron with or without intercept, averaged, voted, the kernel perceptron with a polynomial kernel;
η, w₀, b₀, the score-0 rule, 1 to 5 epochs) is run by the exported page's ``window.perceptronLab.steps`` in
Qt WebEngine (Chromium) and by core: its training engine one example at a time (``Learner.step``, the
weights after every example: the averaged variant's ``averaged()``, the kernel's dual coefficients alpha and b),
and its estimator (``Perceptron``, ``AveragedPerceptron``, ``VotedPerceptron``, ``KernelPerceptron`` with
``shuffle=False``, ``until_converged=False``, ``max_iter`` = each epoch count) at every epoch's end.  Numbers
cross from the page as the bytes of a Float64Array, so a difference in any bit (the sign of a zero included)
counts.  Prints the counts: problems, steps, numbers compared, differences (the goal: 0).
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

VARIANTS = ("perceptron", "averaged", "voted", "kernel")
ZERO_RULES = ("mistake", "positive", "negative")
MAX_STEPS = 1000  # points x epochs of one problem at most

# The page's side: run a batch of problems, return every number as the base64 of one Float64Array.
RUN_BATCH = """(function (problems) {
  var values = [];
  problems.forEach(function (p) {
    window.perceptronLab.steps(p).forEach(function (s) {
      if (s.alpha) { values.push.apply(values, s.alpha); } else { values.push(s.coef[0], s.coef[1]); }
      values.push(s.intercept);
    });
  });
  var bytes = new Uint8Array(new Float64Array(values).buffer), text = "";
  for (var k = 0; k < bytes.length; k += 8192) {
    text += String.fromCharCode.apply(null, bytes.subarray(k, k + 8192));
  }
  return btoa(text);
})(%s)"""


def _number(rng: np.random.Generator, kind: str) -> float:
    if kind == "integer":
        return float(rng.integers(-6, 7))
    if kind == "decimal":
        return round(float(rng.uniform(-5, 5)), int(rng.integers(1, 4)))
    return float(rng.normal(0, 3))  # any double


def random_problem(rng: np.random.Generator) -> dict:
    """A problem of the contract (plus ``degree`` and ``coef0`` for the kernel variant)."""
    n = int(min(200, max(1, round(np.exp(rng.uniform(0, np.log(201)))))))
    kind = str(rng.choice(["integer", "decimal", "double"], p=[0.4, 0.4, 0.2]))
    X = [[_number(rng, kind), _number(rng, kind)] for _ in range(n)]
    y = [int(v) for v in rng.choice([-1, 1], size=n)]
    variant = str(rng.choice(VARIANTS))
    drawn = float(rng.uniform(0.01, 3))
    eta = float(rng.choice([1.0, 0.5, 0.1, 2.0, 0.3, round(drawn, 3), drawn]))
    start = rng.random() < 0.5 and variant != "kernel"
    problem = {
        "X": X, "y": y, "variant": variant, "eta0": eta, "fit_intercept": bool(rng.random() < 0.6),
        "coef_init": [_number(rng, kind), _number(rng, kind)] if start else [0.0, 0.0],
        "intercept_init": _number(rng, kind) if rng.random() < 0.4 else 0.0,
        "zero_score": str(rng.choice(ZERO_RULES)),
        "epochs": int(rng.integers(1, max(1, min(5, MAX_STEPS // n)) + 1)),
    }  # fmt: skip
    if variant == "kernel":
        problem["degree"] = int(rng.integers(1, 5))
        problem["coef0"] = float(rng.choice([1.0, 0.0, 0.5, round(float(rng.uniform(-1, 2)), 2)]))
    return problem


def engine_steps(problem: dict) -> np.ndarray:
    """core's training engine, one example at a time: the numbers the page gives, in its order."""
    from core.learn.engine import Learner
    from core.learn.kernels import Kernel

    X = np.array(problem["X"], dtype=np.float64)
    y_idx = (np.array(problem["y"]) > 0).astype(np.int64)
    kernel = Kernel("poly", problem["degree"], 1.0, problem["coef0"]) if problem["variant"] == "kernel" else None
    learner = Learner(
        X, y_idx, 2, variant=problem["variant"], eta=problem["eta0"], fit_intercept=problem["fit_intercept"],
        zero_score=problem["zero_score"], kernel=kernel, w0=np.array(problem["coef_init"]),
        b0=np.array([problem["intercept_init"]]), constant=problem.get("constant", 1.0),
    )  # fmt: skip
    values: list[float] = []
    for _ in range(problem["epochs"] * len(X)):
        learner.step()
        if kernel is not None:
            values.extend(learner.alpha[:, 0].tolist())
            values.append(float(learner.b[0]))
        elif problem["variant"] == "averaged":
            W, b = learner.averaged()
            values.extend([float(W[0, 0]), float(W[0, 1]), float(b[0])])
        else:
            values.extend([float(learner.W[0, 0]), float(learner.W[0, 1]), float(learner.b[0])])
    return np.array(values, dtype=np.float64)


def estimator_epochs(problem: dict) -> list[np.ndarray]:
    """core's estimator fitted for 1, 2, ... epochs (both classes needed): the numbers after each epoch."""
    from core import AveragedPerceptron, KernelPerceptron, Perceptron, VotedPerceptron

    X, y = np.array(problem["X"], dtype=np.float64), np.array(problem["y"])
    if len(set(problem["y"])) < 2 or problem.get("constant", 1.0) != 1.0:  # the estimators keep c = 1
        return []
    out = []
    for epochs in range(1, problem["epochs"] + 1):
        common = {"eta0": problem["eta0"], "fit_intercept": problem["fit_intercept"], "max_iter": epochs,
                  "until_converged": False, "shuffle": False, "zero_score": problem["zero_score"]}  # fmt: skip
        if problem["variant"] == "kernel":
            model = KernelPerceptron(kernel="poly", degree=problem["degree"], coef0=problem["coef0"], gamma=1.0,
                                     **common)  # fmt: skip
            model.fit(X, y, intercept_init=problem["intercept_init"])
            alpha = np.zeros(len(X))
            alpha[model.support_] = model.dual_coef_[0]
            out.append(np.append(alpha, model.intercept_[0]))
            continue
        cls = {"perceptron": Perceptron, "averaged": AveragedPerceptron, "voted": VotedPerceptron}[problem["variant"]]
        model = cls(**common)
        model.fit(X, y, coef_init=problem["coef_init"], intercept_init=problem["intercept_init"])
        out.append(np.array([model.coef_[0, 0], model.coef_[0, 1], model.intercept_[0]]))
    return out


def differing_bits(a: np.ndarray, b: np.ndarray) -> int:
    """How many of the numbers differ in any bit (length mismatches count whole)."""
    if a.shape != b.shape:
        return max(a.size, b.size)
    return int(np.count_nonzero(a.view(np.uint64) != b.view(np.uint64)))


def compare(problems: list[dict], js: Callable[[str], object]) -> dict:
    """Run ``problems`` in the page (``js`` evaluates a script there) and in core; the counts."""
    counts = {"problems": 0, "steps": 0, "numbers": 0, "differences": 0, "epoch_fits": 0, "fit_differences": 0}
    by_variant: dict[str, list[int]] = {v: [0, 0, 0] for v in VARIANTS}  # problems, steps, differences
    first_bad: list[dict] = []
    batch = 50
    for start in range(0, len(problems), batch):
        chunk = problems[start : start + batch]
        page = np.frombuffer(base64.b64decode(str(js(RUN_BATCH % json.dumps(chunk)))), dtype=np.float64)
        at = 0
        for problem in chunk:
            n, steps = len(problem["X"]), problem["epochs"] * len(problem["X"])
            width = n + 1 if problem["variant"] == "kernel" else 3
            ours = page[at : at + steps * width]
            at += steps * width
            core_values = engine_steps(problem)
            bad = differing_bits(ours, core_values)
            for e, fitted in enumerate(estimator_epochs(problem), start=1):
                counts["epoch_fits"] += 1
                end = e * n * width
                fit_bad = differing_bits(ours[end - width : end], fitted)
                counts["fit_differences"] += fit_bad
                bad += fit_bad
            counts["problems"] += 1
            counts["steps"] += steps
            counts["numbers"] += ours.size
            counts["differences"] += differing_bits(ours, core_values)
            row = by_variant[problem["variant"]]
            row[0] += 1
            row[1] += steps
            row[2] += bad
            if bad and len(first_bad) < 3:
                first_bad.append(problem)
        assert at == page.size, "the page gave more numbers than the problems have steps"
    counts["by_variant"] = by_variant
    counts["first_bad"] = first_bad
    return counts


def open_page(path: Path) -> Callable[[str], object]:
    """The page in a Qt WebEngine view (offscreen); a function that runs a script there and returns its value."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
    os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")
    from PySide6.QtCore import QEventLoop, QTimer, QUrl
    from PySide6.QtWebEngineWidgets import QWebEngineView
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    view = QWebEngineView()
    view.resize(800, 600)
    loop = QEventLoop()
    view.loadFinished.connect(lambda ok: loop.quit())
    view.load(QUrl.fromLocalFile(str(path)))
    QTimer.singleShot(60_000, loop.quit)
    loop.exec()

    def js(script: str) -> object:
        result: list = []
        wait = QEventLoop()

        def got(value: object) -> None:
            result.append(value)
            wait.quit()

        view.page().runJavaScript(script, 0, got)
        if not result:
            wait.exec()
        return result[0]

    js.view = view  # type: ignore[attr-defined]  # kept alive with the function
    js.app = app  # type: ignore[attr-defined]
    return js


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--problems", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv[1:])
    from scripts.make_sample_lesson import sample_page

    rng = np.random.default_rng(args.seed)
    problems = [random_problem(rng) for _ in range(args.problems)]
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "lesson.html"
        page.write_text(sample_page(), encoding="utf-8")
        js = open_page(page)
        began = time.perf_counter()
        counts = compare(problems, js)
        seconds = time.perf_counter() - began
    print("| problems | steps | numbers compared | estimator fits | differences | seconds |")
    print("|---|---|---|---|---|---|")
    print(f"| {counts['problems']:,} | {counts['steps']:,} | {counts['numbers']:,} | {counts['epoch_fits']:,} | "
          f"{counts['differences'] + counts['fit_differences']:,} | {seconds:.0f} |")  # fmt: skip
    print("\n| variant | problems | steps | differences |\n|---|---|---|---|")
    for variant, (p, s, d) in counts["by_variant"].items():
        print(f"| {variant} | {p:,} | {s:,} | {d:,} |")
    for problem in counts["first_bad"]:
        print("a problem that differs:", json.dumps(problem)[:2000])
    return 0 if counts["differences"] + counts["fit_differences"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
