"""The trace table saved for a spreadsheet (CSV) or a slide (LaTeX), atomically."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from core.files.atomic import atomic_write

if TYPE_CHECKING:  # the kernel trace brings in the compiled kernels; writing a table needs neither
    from core.teach.kernel_trace import KernelTrace
    from core.teach.trace import Trace


def save_trace_csv(trace: Trace | KernelTrace, path: str | os.PathLike[str], *, mistakes_only: bool = False) -> None:
    """Write :meth:`Trace.write_csv` to ``path`` atomically (see :func:`core.files.atomic.atomic_write`)."""
    atomic_write(path, lambda f: trace.write_csv(f, mistakes_only=mistakes_only))


def save_trace_latex(trace: Trace | KernelTrace, path: str | os.PathLike[str], *, mistakes_only: bool = False) -> None:
    """Write :meth:`Trace.to_latex` to ``path`` atomically (see :func:`core.files.atomic.atomic_write`)."""
    atomic_write(path, lambda f: f.write(trace.to_latex(mistakes_only=mistakes_only)))
