"""The kernel view's decision grid: exact, in bounded memory and bounded work per frame (issue 17, item 8).

The grid used to evaluate a (grid x support vectors) kernel block at once, at every view change and
whenever more than 64 mistakes came between two frames: about 80 KB per support vector (3.3 GB on
1e5 noisy points).  Now it is evaluated in blocks of at most ``GRID_CHUNK`` support vectors, from the
change in the dual coefficients since the last update, and an update stops after its time budget.
scikit-learn's kernels are the oracle for the scores.
"""

import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
from sklearn.metrics.pairwise import rbf_kernel

from core.session.engine_run import make_learner
from core.session.geometry import GridScores, grid_points
from core.session.settings import TrainingSettings

ROOT = Path(__file__).resolve().parents[2]
RECT = (-3.0, 3.0, -3.0, 3.0)


def noisy_points(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2))
    y = np.where(X[:, 0] + rng.normal(size=n) > 0, 1, -1)  # 25% of the labels are noise
    return X, y


def kernel_learner(n: int, gamma: float = 1.0):
    X, y = noisy_points(n)
    return make_learner(TrainingSettings(variant="kernel", kernel="rbf", gamma=gamma), X, y)


def oracle_scores(learner, points: np.ndarray, gamma: float = 1.0) -> np.ndarray:
    support = np.flatnonzero(learner.alpha[:, 0])
    return rbf_kernel(points, learner.X[support], gamma=gamma) @ learner.alpha[support, 0] + learner.b[0]


def complete(grid: GridScores) -> np.ndarray:
    raw = grid.update()
    while getattr(grid, "behind", False):
        raw = grid.update()
    return raw


def test_the_grid_equals_scikit_learn_after_a_view_change_and_after_more_training():
    learner = kernel_learner(600)
    learner.run_epoch()
    grid = GridScores(learner, RECT, 40)
    np.testing.assert_allclose(complete(grid)[:, 0], oracle_scores(learner, grid.points), rtol=1e-9, atol=1e-9)
    learner.run_epoch()  # hundreds of new mistakes: taken in from the change in the dual coefficients
    np.testing.assert_allclose(complete(grid)[:, 0], oracle_scores(learner, grid.points), rtol=1e-9, atol=1e-9)
    learner.step_to_mistake()
    np.testing.assert_allclose(complete(grid)[:, 0], oracle_scores(learner, grid.points), rtol=1e-9, atol=1e-9)


def test_an_update_with_no_time_left_evaluates_one_block_of_support_vectors():
    from core.session.geometry import GRID_CHUNK

    learner = kernel_learner(2000)
    learner.run_epoch()
    n_support = int(np.count_nonzero(learner.alpha[:, 0]))
    assert n_support > 3 * GRID_CHUNK
    grid = GridScores(learner, RECT, 30, budget_s=0.0)
    updates = 1
    grid.update()
    while grid.behind:
        grid.update()
        updates += 1
    assert updates == math.ceil(n_support / GRID_CHUNK)
    np.testing.assert_allclose(grid.update()[:, 0], oracle_scores(learner, grid_points(RECT, 30)), rtol=1e-9, atol=1e-9)


MEMORY = """
import resource, sys
import numpy as np
sys.path.insert(0, {root!r})
from tests.core.test_kernel_grid import kernel_learner, complete
from core.session.geometry import GridScores
small = kernel_learner(50); small.run_epoch(); complete(GridScores(small, (-3, 3, -3, 3), 100))  # compile first
learner = kernel_learner(8000)
learner.run_epoch()
support = int(np.count_nonzero(learner.alpha[:, 0]))
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
complete(GridScores(learner, (-3, 3, -3, 3), 100))
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(support, (after - before) / 1024)
"""


def test_a_grid_over_thousands_of_support_vectors_takes_bounded_memory():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    script = MEMORY.format(root=str(ROOT))
    command = [sys.executable, "-c", script]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    support, grown_mb = done.stdout.split()
    assert int(support) > 2000  # an unbounded block would be 10,000 x support x 8 bytes: over 160 MB
    assert float(grown_mb) < 40, f"the peak grew by {float(grown_mb):.0f} MB for {support} support vectors"
