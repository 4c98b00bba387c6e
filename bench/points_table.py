"""Benchmark of the points table (the Points dock) on large documents, against an item per cell.

Run from the repository root (no screen needed: QT_QPA_PLATFORM=offscreen)::

    python bench/points_table.py                 # 10,000, 100,000 and 1,000,000 points, median of 3
    python bench/points_table.py --quick         # 10,000 and 100,000 points, once
    python bench/points_table.py --json out.json # also write the results as JSON

For each size, the time until the table is painted after:

1. ``load``: a new document of n points (``PointsModel.reset``), the table showing its first rows;
2. ``sort``: a click on the x₁ title (the rows sorted by x₁);
3. ``edit``: one typed cell (``setData`` of "1.5": the edit tool's undoable Move, the rows kept);
4. ``select all``: Edit > Select All (the canvas's selection shown as the table's; Qt asks the model for
   the flags of every selected cell when it paints, so above 10,000 points the table does not highlight
   the rows and says so instead).

The baseline is what the table would cost as a ``QStandardItemModel`` with a ``QStandardItem`` per cell
(load and sort; above 100,000 points it is not run: three million items take minutes and gigabytes),
measured in the same run, so the ratio is side by side.  Medians over ``--repeat`` runs.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence

import benchtools

benchtools.use_repository_root()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QStandardItem, QStandardItemModel  # noqa: E402
from PySide6.QtWidgets import QApplication, QTableView  # noqa: E402

from core.session.points import PointSet  # noqa: E402
from perceptron_gui.document.document_model import DocumentModel  # noqa: E402
from perceptron_gui.views.class_picker import ClassPicker  # noqa: E402
from perceptron_gui.views.edit_tool import EditTool  # noqa: E402
from perceptron_gui.views.points_table import MAX_HIGHLIGHTED, PointsPanel  # noqa: E402

BASELINE_UP_TO = 100_000


def points(n: int, seed: int = 0) -> PointSet:
    rng = np.random.default_rng(seed)
    return PointSet(rng.normal(size=(n, 2)), np.where(rng.random(n) < 0.5, -1, 1))


def painted(app: QApplication, view: QTableView, act: Callable[[], object]) -> float:
    """Seconds from ``act()`` until the view has processed its events and repainted."""
    start = time.perf_counter()
    act()
    app.processEvents()
    view.viewport().repaint()
    return time.perf_counter() - start


def ours(app: QApplication, n: int) -> dict[str, float]:
    document = DocumentModel()
    picker = ClassPicker(document)
    tool = EditTool(document.points, picker, lambda: (0.01, 0.01))
    panel = PointsPanel(document, tool)
    panel.resize(400, 600)
    panel.show()
    app.processEvents()
    view, model = panel.table, panel.model
    data = points(n)
    times = {"load": painted(app, view, lambda: document.points.reset(data))}
    times["sort"] = painted(app, view, lambda: view.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder))
    times["edit"] = painted(app, view, lambda: model.setData(model.index(0, 0), "1.5", Qt.ItemDataRole.EditRole))
    times["select"] = painted(app, view, tool.select_all)
    assert model.rowCount() == n and len(tool.selection) == n
    assert panel.note.isVisible() == (n > MAX_HIGHLIGHTED)
    panel.close()
    panel.deleteLater()
    app.processEvents()
    return times


def per_cell_items(app: QApplication, n: int) -> dict[str, float]:
    view = QTableView()
    view.resize(400, 600)
    view.show()
    data = points(n)

    def load() -> None:
        model = QStandardItemModel(n, 3, view)
        for i, ((x1, x2), label) in enumerate(zip(data.X.tolist(), data.y.tolist(), strict=True)):
            model.setItem(i, 0, QStandardItem(f"{x1:g}"))
            model.setItem(i, 1, QStandardItem(f"{x2:g}"))
            model.setItem(i, 2, QStandardItem(f"{label:+d}"))
        view.setModel(model)

    times = {"load": painted(app, view, load)}
    times["sort"] = painted(app, view, lambda: view.model().sort(0))
    view.close()
    view.deleteLater()
    app.processEvents()
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = benchtools.arguments(__doc__.splitlines()[0], "10,000 and 100,000 points, once", "runs per size")
    args = benchtools.parse(parser, argv)
    sizes = (10_000, 100_000) if args.quick else (10_000, 100_000, 1_000_000)
    repeat = 1 if args.quick else args.repeat
    app = QApplication.instance() or QApplication(sys.argv[:1])
    rows = []
    for n in sizes:
        runs = [ours(app, n) for _ in range(repeat)]
        row: dict = {"n": n}
        for key in runs[0]:
            row[key] = statistics.median(r[key] for r in runs) * 1e3
        if n <= BASELINE_UP_TO:
            base = [per_cell_items(app, n) for _ in range(repeat)]
            row["items_load"] = statistics.median(b["load"] for b in base) * 1e3
            row["items_sort"] = statistics.median(b["sort"] for b in base) * 1e3
            row["load_ratio"] = row["load"] / row["items_load"]
            row["sort_ratio"] = row["sort"] / row["items_sort"]
        rows.append(row)
    columns = [("points", "n"), ("load ms", "load"), ("sort ms", "sort"), ("edit ms", "edit"),
               ("select all ms", "select"), ("items: load ms", "items_load"), ("items: sort ms", "items_sort"),
               ("load / items", "load_ratio"), ("sort / items", "sort_ratio")]  # fmt: skip
    print(benchtools.table(f"The points table until painted (median of {repeat})", columns, rows))
    if args.json:
        args.json.write_text(json.dumps({"environment": benchtools.environment(), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
