"""The live class's export: the results as CSV (every text cell formula-escaped) and the one-page summary."""

from __future__ import annotations

import csv
import io
import os
from typing import Any

from core.files.atomic import atomic_write_text
from core.files.csv_points import escape_cell
from core.learn.words import Translate, english
from core.session.live.report import CSV_HEADER, result_rows, summary_text


def session_csv(results: list[dict[str, Any]]) -> str:
    """The results as CSV text: a header, then :func:`result_rows`, each cell as a spreadsheet shows text."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for row in result_rows(results):
        writer.writerow([escape_cell(cell) for cell in row])
    return out.getvalue()


def write_session(
    path: str | os.PathLike, results: list[dict[str, Any]], *, students: int, localise: Translate = english
) -> None:
    """Write the CSV to path and the summary beside it (same name, ``.txt``, in the language ``localise`` speaks;
    the CSV's keys stay as they are), atomically."""
    atomic_write_text(path, session_csv(results))
    summary = summary_text(results, students=students, localise=localise)
    atomic_write_text(os.path.splitext(os.fspath(path))[0] + ".txt", summary)
