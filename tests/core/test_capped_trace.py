"""Issue 29, item 10: a shuffled run past its history cap keeps one trace: the window's table (its copy of the
run), the export (the learner's trace, written on the training thread) and the library's trace give the same rows
up to where the history ends, and the export says the run was capped.

The library's ``Learner`` takes the cap as its ``history_limit``; the app's learner
(:func:`core.session.engine_run.make_learner`) keeps the first 1,000,000 mistakes, reached here for real.
"""

from __future__ import annotations

import io

import numpy as np
import pytest

from core.learn.engine import Learner
from core.learn.kernels import make_kernel
from core.session.engine_run import make_learner
from core.session.settings import TrainingSettings
from core.teach.kernel_trace import trace_of
from core.teach.run_log import ProgressTracker, RunLog

FIELDS = ("t", "epoch", "index", "x", "y", "score", "prediction", "mistake")


def noisy(n: int, classes: int, seed: int = 3) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, 2)), rng.integers(0, classes, n)  # labels at random: mistakes in every epoch


def learner(X: np.ndarray, y: np.ndarray, classes: int, variant: str, limit: int | None) -> Learner:
    kernel = make_kernel("rbf", X, gamma=1.0) if variant == "kernel" else None
    return Learner(X, y, classes, variant=variant, shuffle=True, rng=np.random.default_rng(11), kernel=kernel,
                   history_limit=limit)  # fmt: skip


def csv_text(trace, **kwargs) -> str:
    out = io.StringIO()
    trace.write_csv(out, **kwargs)
    return out.getvalue()


@pytest.mark.parametrize(
    ("variant", "classes"), [("perceptron", 2), ("averaged", 2), ("voted", 2), ("kernel", 2), ("perceptron", 3)]
)
def test_a_shuffled_run_past_its_history_limit_gives_the_trace_of_the_same_run_uncapped_up_to_its_end(
    variant: str, classes: int
):
    X, y = noisy(30, classes)
    capped, whole = learner(X, y, classes, variant, 100), learner(X, y, classes, variant, None)
    tracker = ProgressTracker(capped)
    first = tracker.progress()
    assert first.start is not None
    table = RunLog(first.start)  # the window's copy of the run, fed as the training thread reports
    table.extend(first)
    for _ in range(12):
        capped.run_epoch()
        whole.run_epoch()
        table.extend(tracker.progress())
    end = capped.history_complete_until
    assert end is not None and end < capped.t == whole.t  # capped, and training went on
    library, shown, reference = trace_of(capped), trace_of(table), trace_of(whole)
    assert len(library) == len(shown) == end
    ours, theirs, want = library.rows(1, end + 1), shown.rows(1, end + 1), reference.rows(1, end + 1)
    for field in FIELDS:
        np.testing.assert_array_equal(getattr(ours, field), getattr(want, field), err_msg=field)
        np.testing.assert_array_equal(getattr(theirs, field), getattr(want, field), err_msg=field)
    lines = csv_text(reference).splitlines()[: end + 1]  # the header and the steps up to the history's end
    assert csv_text(library).splitlines() == csv_text(shown).splitlines() == lines
    kept = csv_text(reference, mistakes_only=True).splitlines()[: len(capped.history) + 1]
    assert csv_text(library, mistakes_only=True).splitlines() == kept
    latex = reference.to_latex().splitlines()
    assert library.to_latex().splitlines() == [*latex[: end + 4], *latex[-2:]]  # the head, the rows up to the end
    assert f"ends at step {end:,}" in library.capped_note() and f"step {capped.t:,}" in library.capped_note()
    assert trace_of(whole).capped_note() == ""


def test_the_apps_shuffled_run_past_a_million_mistakes_gives_its_trace_up_to_where_it_ends():
    # Two points at the same place with opposite labels: nearly every step is a mistake.
    X = np.tile([[1.0, 0.5], [1.0, 0.5]], (500, 1))
    y = np.tile([1, -1], 500)
    run = make_learner(TrainingSettings(order="shuffle", seed=5), X, y)
    whole = Learner(X, (y > 0).astype(np.int64), 2, shuffle=True, rng=np.random.default_rng(5))  # the same, uncapped
    assert isinstance(run, Learner)
    while run.history_complete_until is None:
        run.run_epoch()
        whole.run_epoch()
    end = run.history_complete_until
    trace, reference = trace_of(run), trace_of(whole)  # trace: what File > Export Trace writes
    assert len(trace) == end and len(run.history) > 900_000
    ours, want = trace.rows(end - 2000, end + 1), reference.rows(end - 2000, end + 1)  # the last epochs kept
    for field in FIELDS:
        np.testing.assert_array_equal(getattr(ours, field), getattr(want, field), err_msg=field)
    assert f"ends at step {end:,}" in trace.capped_note()
