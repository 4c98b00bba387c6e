"""Out of one machine: ``dask_ml.wrappers.Incremental`` trains ``core.Perceptron`` on a dask cluster (issue 11).

``partial_fit`` is the streaming path.  ``Incremental`` calls it once per block of a chunked dask
array, in block order (``shuffle_blocks=False``), as tasks on the cluster's workers; the weights
must equal a loop of ``partial_fit`` over the same chunks in this process, exactly.  The cluster
is a ``distributed.LocalCluster`` with in-process workers (the scheduler and worker talk over the
same protocol as on many machines, but start in well under a second); each test starts its own and
checks that closing it leaves no thread or process behind.

The dask packages come with the ``dask`` extra (``pip install perceptron-studio[dask]``), which
the ``test`` extra includes, so this runs wherever the tests do.
"""

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import dask.array as da
import numpy as np
import psutil  # a dependency of distributed
import pytest
import scipy.sparse as sp
from dask_ml.wrappers import Incremental
from distributed import Client, LocalCluster, get_task_stream

from core import AveragedPerceptron, Perceptron

ROWS = 1000
CHUNK = 300  # blocks of 300, 300, 300 and 100 rows: the last one shorter


def _offload_thread(thread: threading.Thread) -> bool:
    """distributed's own one-thread pool (``distributed.utils._offload_executor``): started on first use, kept
    idle for the life of the process like any library's module-level pool, and not a cluster's."""
    return thread.name.startswith("Dask-Offload")


@contextmanager
def local_cluster() -> Iterator[Client]:
    """A client of a two-worker in-process LocalCluster; afterwards, no thread or child process of it is left."""
    threads = set(threading.enumerate())
    children = {p.pid for p in psutil.Process().children(recursive=True)}
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        yield client
    left = [t for t in set(threading.enumerate()) - threads if t.is_alive() and not _offload_thread(t)]
    assert not left, f"threads left running after the cluster closed: {left}"
    assert {p.pid for p in psutil.Process().children(recursive=True)} <= children


def _dense(n_classes: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(ROWS, 6))
    y = np.argmax(X @ rng.normal(size=(6, n_classes)) + rng.normal(scale=0.5, size=(ROWS, n_classes)), axis=1)
    return X, y


def _sparse(n_classes: int, seed: int) -> tuple[sp.csr_matrix, np.ndarray]:
    """A small TF-IDF-like matrix: 2% non-zero, L2-normalised rows."""
    rng = np.random.default_rng(seed)
    X = sp.random(ROWS, 400, density=0.02, format="csr", random_state=seed)
    X = sp.csr_matrix(sp.diags(1.0 / np.maximum(sp.linalg.norm(X, axis=1), 1e-12)) @ X)
    y = np.argmax(X @ rng.normal(size=(400, n_classes)), axis=1)
    return X, y


def _chunked(X: np.ndarray | sp.csr_matrix) -> da.Array:
    """X as a dask array of CHUNK-row blocks (scipy CSR blocks for a sparse X)."""
    if sp.issparse(X):
        blocks = [X[i : i + CHUNK] for i in range(0, X.shape[0], CHUNK)]
        meta = sp.csr_matrix((0, X.shape[1]))
        return da.concatenate([da.from_array(b, chunks=b.shape, asarray=False, meta=meta) for b in blocks])
    return da.from_array(X, chunks=(CHUNK, X.shape[1]))


CASES = {
    # name: (estimator, data) -- the teaching engine (dense) and scikit-learn's path (sparse, ovr, averaged)
    "binary, dense": (lambda: Perceptron(), lambda: _dense(2, 0)),
    "3 classes structured, dense": (lambda: Perceptron(), lambda: _dense(3, 1)),
    "3 classes one-vs-rest, sparse CSR": (lambda: Perceptron(multiclass="ovr"), lambda: _sparse(3, 2)),
    "averaged, binary, sparse CSR": (lambda: AveragedPerceptron(), lambda: _sparse(2, 3)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_incremental_on_a_local_cluster_equals_a_loop_of_partial_fit(case):
    make_estimator, make_data = CASES[case]
    X, y = make_data()
    classes = np.unique(y)

    loop = make_estimator()
    for start in range(0, ROWS, CHUNK):
        loop.partial_fit(X[start : start + CHUNK], y[start : start + CHUNK], classes=classes)

    with local_cluster() as client, get_task_stream(client) as stream:
        model = Incremental(make_estimator(), shuffle_blocks=False)
        model.fit(_chunked(X), da.from_array(y, chunks=CHUNK), classes=classes)

    # the graph's keys are ("fit-<token>", i): i = -1 holds the unfitted estimator, i >= 0 the partial_fit of block i
    fits = sorted(key[1] for key in (task["key"] for task in stream.data) if str(key[0]).startswith("fit-"))
    assert [i for i in fits if i >= 0] == list(range(-(-ROWS // CHUNK))), fits  # on the workers, once per block
    fitted = model.estimator_
    assert isinstance(fitted, type(loop)) and fitted is not loop
    np.testing.assert_array_equal(fitted.classes_, loop.classes_)
    np.testing.assert_array_equal(fitted.coef_, loop.coef_)
    np.testing.assert_array_equal(fitted.intercept_, loop.intercept_)
    assert fitted.n_mistakes_ == loop.n_mistakes_ > 0
    np.testing.assert_array_equal(model.predict(X), loop.predict(X))
