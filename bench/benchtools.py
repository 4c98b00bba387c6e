"""What the benchmark scripts share: the import path and the printed table.

Each script runs as ``python bench/NAME.py``, which puts ``bench/`` first on
sys.path; ``import benchtools`` is found there, and :func:`use_repository_root`
then makes ``import core`` find the library rather than ``bench/core.py``.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

BENCH = Path(__file__).resolve().parent


def use_repository_root() -> None:
    """Drop ``bench/`` from sys.path and put the repository root first."""
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != BENCH]
    sys.path.insert(0, str(BENCH.parent))


def cell(value: object) -> str:
    """A table cell: 4 significant digits for floats, yes/no for booleans, '-' for None."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3e}" if value >= 1e5 else f"{value:.4g}"
    return str(value)


def table(
    title: str, columns: Sequence[tuple[str, str]], rows: Sequence[dict], fmt: Callable[[object], str] = cell
) -> str:
    """A plain-text table of ``rows`` with (header, key) columns, each cell written by ``fmt``."""
    cells = [[fmt(row.get(key)) for _, key in columns] for row in rows]
    headers = [header for header, _ in columns]
    widths = [max(len(h), *(len(c[i]) for c in cells)) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()
    out = [title, line, "-" * len(line)]
    out += ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells]
    return "\n".join(out)


def arguments(description: str, quick_help: str, repeat_help: str | None = None) -> argparse.ArgumentParser:
    """The options every benchmark has: --quick and --json FILE, and --repeat N (median) when given its help."""
    parser = argparse.ArgumentParser(description=description)
    if repeat_help is not None:
        parser.add_argument("--repeat", type=int, default=3, help=repeat_help)
    parser.add_argument("--quick", action="store_true", help=quick_help)
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the results to FILE as JSON")
    return parser


def parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line; --repeat must be at least 1."""
    args = parser.parse_args(argv)
    if getattr(args, "repeat", 1) < 1:
        parser.error("--repeat must be at least 1")
    return args


def environment(**extra: object) -> dict:
    """The machine (CPUs, platform) and Python and NumPy versions, with a script's own ``extra`` entries."""
    import numpy as np  # here, not at import: a start-up child of bench/gui.py must not pay for it

    return {
        "cpu_count": os.cpu_count(), "python": platform.python_version(), "numpy": np.__version__,
        "platform": platform.platform(), **extra,
    }  # fmt: skip
