"""Marks every test by its folder, so that a contributor runs one part alone: ``pytest -m core`` (no Qt, no
window) or ``pytest -m gui`` (the window, offscreen); ``make test-core`` and ``make test-gui`` do it."""

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        part = Path(item.path).relative_to(HERE).parts[0]
        item.add_marker(getattr(pytest.mark, part if part in ("core", "gui") else "package"))
