"""File > Export Trace as LaTeX writes the table in the order the window shows it (issue 26, item 5)."""

from PySide6.QtCore import Qt

from tests.gui.conftest import answer_file_dialog
from tests.gui.teaching.test_quiz import WAIT, action, open_cmu

# How the window's column titles are written in LaTeX.
IN_LATEX = {"t": "$t$", "epoch": "epoch", "x₁": "$x_1$", "x₂": "$x_2$", "w·x": r"$\mathbf{w}\cdot\mathbf{x}$",
            "ŷ": r"$\hat{y}$", "y": "$y$", "mistake?": "mistake?", "w after": r"$\mathbf{w}$ after"}  # fmt: skip


def test_the_latex_header_is_the_trace_tables_header_in_its_order(window, qtbot, tmp_path):
    open_cmu(window, qtbot)
    for _ in range(3):
        action(window, "actionStep").trigger()
    qtbot.waitUntil(lambda: len(window.training.trace) == 3, timeout=WAIT)
    model = window.trace_panel.table.model()
    on_screen = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    path = tmp_path / "trace.tex"
    timer = answer_file_dialog(path)
    with qtbot.waitSignal(window.training.exported, timeout=WAIT):
        action(window, "actionExportTraceLatex").trigger()
    timer.stop()
    lines = path.read_text(encoding="utf-8").splitlines()
    written = [cell.strip() for cell in lines[lines.index("\\hline") + 1].removesuffix("\\\\").split("&")]
    assert written == [IN_LATEX[title] for title in on_screen]
    rows = [line for line in lines if line[:1].isdigit()]
    assert rows[2] == r"3 & 1 & $1$ & $1$ & $-1$ & $-1$ & $+1$ & \textbf{yes} & {\boldmath$(2, -1)$} \\"
