"""Marks every test by its folder, so that a contributor runs one part alone: ``pytest -m core`` (no Qt, no
window), ``pytest -m gui`` (the window, offscreen) or ``pytest -m live`` (the live class's server); ``make
test-core`` and ``make test-gui`` do the first two.  A test file at the top of tests/ is marked ``package``."""

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
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
