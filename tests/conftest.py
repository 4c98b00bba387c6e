"""Marks every test by its folder, so that a contributor runs one part alone: ``pytest -m core`` (no Qt, no
window), ``pytest -m gui`` (the window, offscreen) or ``pytest -m live`` (the live class's server); ``make
test-core`` and ``make test-gui`` do the first two.  A test file at the top of tests/ is marked ``package``.

The longest tests run first (:data:`LONGEST_FIRST`)."""

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent

# The longest tests (about 8 s and more alone on a 2-core machine; ``make test`` prints the 50 slowest), run first.
# pytest-xdist's workers take the tests in this order and steal what is left from each other's end, so a long test
# collected last ran alone at the end while the other worker had nothing left: the run then ends on short tests and
# both workers finish together.  Whole files where a module's fixture is costly (test_wheel.py's wheel is built once
# per module run: a file split in two builds it twice).  The order within the suite is otherwise the collection's.
LONGEST_FIRST = (
    "tests/test_wheel.py",
    "tests/gui/app/test_first_run.py",
    "tests/core/test_sklearn_check_configs.py",
    "tests/core/test_logistic_hinge.py::test_check_estimator",
    "tests/core/test_sklearn_oracle.py::test_check_estimator",
    "tests/gui/exports/test_capped_trace_export.py",
    "tests/core/test_house_rules.py::test_mypy_is_clean_on_core_and_the_gui",
    "tests/core/test_io.py::test_a_million_points_read_back_exactly",
    "tests/gui/app/test_solver_process.py",
    "tests/gui/files/test_big_saves.py",
    "tests/core/test_blas_kernels.py",
    "tests/gui/exports/test_big_png.py",
    "tests/core/test_kernel_grid.py::test_a_grid_over_thousands_of_support_vectors_takes_bounded_memory",
    "tests/gui/panels/test_weight_space.py::test_the_latest_jumps_labels_never_cover_each_other",
    "tests/gui/canvas/test_canvas_drawing.py::test_the_update_arrow_is_whole_or_gone_never_loose_dashes",
    "tests/gui/app/test_robust_close.py::test_the_size_estimate_is_near_the_size_written",
    "tests/gui/exports/test_slide_exports.py::test_a_16_9_mp4_at_1280_and_at_640",
    "tests/gui/exports/test_full_disk_mp4.py",
    "tests/core/test_big_files.py",
)


def _rank(item: pytest.Item) -> int:
    return next((k for k, prefix in enumerate(LONGEST_FIRST) if item.nodeid.startswith(prefix)), len(LONGEST_FIRST))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=_rank)  # stable: the rest keeps its order
    for item in items:
        parts = Path(item.path).relative_to(HERE).parts
        item.add_marker(getattr(pytest.mark, parts[0] if len(parts) > 1 else "package"))  # the folder's name


@pytest.fixture(autouse=True)
def decimal_point():
    """Every test starts and ends with the notes' decimal point (a window's Preferences may set the comma, which
    is the process's, see :mod:`core.teach.numbers`)."""
    from core.teach import numbers

    numbers.set_decimal_comma(False)
    yield
    numbers.set_decimal_comma(False)


@pytest.fixture(autouse=True)
def garbage_collected_between_tests():
    """Once a window has installed the app's collector (:mod:`perceptron_gui.work.collector`: automatic collection
    off, a timer on the GUI thread instead), the tests this process runs next without an event loop (tests/core)
    have their garbage collected between tests, by the same rule, at a point where no Qt code is running."""
    yield
    module = sys.modules.get("perceptron_gui.work.collector")  # (never imported here: tests/core stay Qt-free)
    found = module.installed() if module is not None else None
    if found is not None:
        found.check()
