"""The trace table saved for a spreadsheet (CSV) or a slide (LaTeX), atomically.

A trace of millions of steps makes a file of gigabytes: :func:`estimate_trace_csv_bytes` and
:func:`estimate_trace_latex_bytes` say how large before writing, and :func:`save_trace_csv` and
:func:`save_trace_latex` report their progress and stop (writing nothing) when the report says the export
is no longer wanted.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import IO, TYPE_CHECKING

from core.files.atomic import atomic_write

if TYPE_CHECKING:  # the kernel trace brings in the compiled kernels; writing a table needs neither
    from _typeshed import SupportsWrite

    from core.teach.kernel_trace import KernelTrace
    from core.teach.sgd_trace import SgdTrace
    from core.teach.trace import Trace

Report = Callable[[float], bool]  # report(fraction done) -> False once the export is no longer wanted

SAMPLE_CHARS = 1 << 16  # characters of the table written to measure a row's size
REPORT_CHARS = 1 << 20  # characters written between two reports


class ExportCancelledError(Exception):
    """The export was cancelled: nothing was written (a file already at the path is unchanged)."""


class _SampleFullError(Exception):
    pass


class _Sample:
    """A text sink that counts the first rows written and stops the writer after about ``limit`` characters."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.header = 0
        self.chars = 0
        self.rows = 0

    def write(self, text: str) -> int:
        if not self.header:
            self.header = len(text)  # both writers write one row per call: the first is the header
        else:
            self.chars += len(text)
            self.rows += 1
        if self.chars >= self.limit:
            raise _SampleFullError
        return len(text)


class _Reporting:
    """A text stream that passes writes on and reports the fraction written every REPORT_CHARS characters."""

    def __init__(self, f: IO[str], total: int, report: Report) -> None:
        self.f = f
        self.total = max(total, 1)
        self.report = report
        self.written = 0
        self.next_report = 0

    def write(self, text: str) -> int:
        self.f.write(text)
        self.written += len(text)
        if self.written >= self.next_report:
            self.next_report = self.written + REPORT_CHARS
            if not self.report(min(self.written / self.total, 1.0)):
                raise ExportCancelledError
        return len(text)


def trace_rows(trace: Trace | KernelTrace | SgdTrace, *, mistakes_only: bool = False) -> int:
    """How many rows the table has (steps, or mistakes only)."""
    return len(trace.mistakes_only()) if mistakes_only else len(trace)


Write = Callable[["SupportsWrite[str]"], None]  # writes the whole table to a text stream, one row per call


def _estimate(write: Write, rows: int) -> int:
    """The size of ``write``'s table, from the first rows' size times the rows (ASCII: bytes = chars)."""
    sample = _Sample(SAMPLE_CHARS)
    with contextlib.suppress(_SampleFullError):
        write(sample)
    per_row = sample.chars / sample.rows if sample.rows else 0.0
    return int(sample.header + per_row * rows)


def _save(path: str | os.PathLike[str], write: Write, rows: int, report: Report | None) -> None:
    if report is None:
        atomic_write(path, write)
        return
    total = _estimate(write, rows)
    if not report(0.0):
        raise ExportCancelledError
    atomic_write(path, lambda f: write(_Reporting(f, total, report)))


def estimate_trace_csv_bytes(trace: Trace | KernelTrace | SgdTrace, *, mistakes_only: bool = False) -> int:
    """The size of :func:`save_trace_csv`'s file, estimated from its first rows."""
    rows = trace_rows(trace, mistakes_only=mistakes_only)
    return _estimate(lambda f: trace.write_csv(f, mistakes_only=mistakes_only), rows)


def estimate_trace_latex_bytes(trace: Trace | KernelTrace | SgdTrace, *, mistakes_only: bool = False) -> int:
    """The size of :func:`save_trace_latex`'s file, estimated from its first rows."""
    rows = trace_rows(trace, mistakes_only=mistakes_only)
    return _estimate(lambda f: trace.write_latex(f, mistakes_only=mistakes_only), rows)


def save_trace_csv(
    trace: Trace | KernelTrace | SgdTrace,
    path: str | os.PathLike[str],
    *,
    mistakes_only: bool = False,
    report: Report | None = None,
) -> None:
    """Write :meth:`Trace.write_csv` to ``path`` atomically (see :func:`core.files.atomic.atomic_write`).

    With ``report``, it is called with the fraction written every megabyte or so; when it returns False
    the export stops with :class:`ExportCancelledError` and nothing is written.
    """
    rows = trace_rows(trace, mistakes_only=mistakes_only)
    _save(path, lambda f: trace.write_csv(f, mistakes_only=mistakes_only), rows, report)


def save_trace_latex(
    trace: Trace | KernelTrace | SgdTrace,
    path: str | os.PathLike[str],
    *,
    mistakes_only: bool = False,
    report: Report | None = None,
) -> None:
    """Write :meth:`Trace.to_latex` to ``path`` atomically, with ``report`` as in :func:`save_trace_csv`."""
    rows = trace_rows(trace, mistakes_only=mistakes_only)
    _save(path, lambda f: trace.write_latex(f, mistakes_only=mistakes_only), rows, report)
