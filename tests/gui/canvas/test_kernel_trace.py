"""The kernel perceptron's trace table, time travel and exports, against a kernel perceptron written here by hand."""

import csv

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTableView

from core.session.engine_run import make_learner
from core.session.geometry import grid_points
from tests.gui.conftest import load

XOR_X = np.array([[0.0, 0.0], [1.0, 1.0], [0.0, 1.0], [1.0, 0.0]])
XOR_Y = np.array([-1, -1, 1, 1])
EPOCHS = 5


def poly(a, b, degree=2, coef0=1.0):
    return (float(np.dot(a, b)) + coef0) ** degree


def kernel_perceptron(X, y, steps, degree=2, coef0=1.0):
    """The textbook kernel perceptron, one example at a time in the given order: a mistake (y f <= 0) on
    example i adds one to alpha_i and y_i to b.  Returns one row per step and the alpha, b after each step."""
    n = len(X)
    alpha, b = [0] * n, 0.0
    rows, states = [], []
    for t in range(1, steps + 1):
        i = (t - 1) % n
        f = sum(alpha[j] * y[j] * poly(X[j], X[i], degree, coef0) for j in range(n)) + b
        mistake = y[i] * f <= 0
        if mistake:
            alpha[i] += 1
            b += y[i]
        rows.append({"t": t, "epoch": (t - 1) // n + 1, "i": i, "f": f, "y": int(y[i]), "mistake": mistake,
                     "alpha": alpha[i], "b": b})  # fmt: skip
        states.append((list(alpha), b))
    return rows, states


def oracle_f(points, X, y, alpha, b, degree=2, coef0=1.0):
    terms = list(zip(alpha, y, X, strict=True))
    return np.array([sum(a * yj * poly(xj, p, degree, coef0) for a, yj, xj in terms) + b for p in points])


def read(text: str) -> float:
    return float(text.replace("−", "-"))


def table(window):
    view = window.findChild(QTableView, "traceTable")
    model = view.model()
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return view, {
        title: [model.data(model.index(r, c)) for r in range(model.rowCount())] for c, title in enumerate(titles)
    }


def start_kernel_run(window, qtbot):
    load(window, XOR_X, XOR_Y, qtbot)
    window.document.settings.update(variant="kernel", kernel="poly", degree=2, coef0=1.0)
    qtbot.waitUntil(lambda: window.training.table is not None and len(window.training.table) == 0)
    for _ in range(EPOCHS):
        window.findChild(QAction, "actionStepEpoch").trigger()
    steps = EPOCHS * len(XOR_X)
    qtbot.waitUntil(lambda: window.training.state().step == steps, timeout=15_000)
    qtbot.waitUntil(lambda: window.findChild(QTableView, "traceTable").model().rowCount() == steps)
    return steps


def test_the_kernel_trace_rows_on_xor_with_poly_2_are_the_hand_written_kernel_perceptron(window, qtbot):
    steps = start_kernel_run(window, qtbot)
    rows, _ = kernel_perceptron(XOR_X, XOR_Y, steps)
    assert any(r["mistake"] for r in rows) and not all(r["mistake"] for r in rows)  # a test that can tell
    _, columns = table(window)
    assert list(columns) == ["t", "epoch", "x₁", "x₂", "f(x)", "ŷ", "y", "mistake?", "α changed", "b after"]
    assert [int(v) for v in columns["t"]] == [r["t"] for r in rows]
    assert [int(v) for v in columns["epoch"]] == [r["epoch"] for r in rows]
    xs = [[read(a), read(b)] for a, b in zip(columns["x₁"], columns["x₂"], strict=True)]
    assert xs == [XOR_X[r["i"]].tolist() for r in rows]
    assert [read(v) for v in columns["f(x)"]] == [r["f"] for r in rows]
    assert columns["ŷ"] == ["+" if r["f"] > 0 else "−" if r["f"] < 0 else "0" for r in rows]
    assert columns["y"] == ["+" if r["y"] > 0 else "−" for r in rows]
    assert columns["mistake?"] == ["yes" if r["mistake"] else "no" for r in rows]
    sub = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
    expected_alpha = [f"α{str(r['i'] + 1).translate(sub)} = {r['alpha']}" if r["mistake"] else "" for r in rows]
    assert columns["α changed"] == expected_alpha
    assert [read(v) for v in columns["b after"]] == [r["b"] for r in rows]
    assert not window.trace_panel.note.isVisible()  # no more "the kernel perceptron has no trace"


def test_a_time_travelled_contour_equals_a_replay_to_that_step(window, qtbot):
    steps = start_kernel_run(window, qtbot)
    _, states = kernel_perceptron(XOR_X, XOR_Y, steps)
    view, _ = table(window)
    t = 7
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(view.model().index(t - 1, 0)).center()
    )
    qtbot.waitUntil(lambda: window.training.shown_step == t)
    shown = window.canvas.drawing().snapshot
    assert shown is window.training.shown() and shown.past and shown.step == t and shown.grid_scores is not None
    # The replay: a fresh learner with the same settings, stepped t times, scored on the same grid.
    learner = make_learner(window.document.settings.value(), XOR_X, XOR_Y)
    for _ in range(t):
        learner.step()
    res = shown.grid_scores.shape[0]
    points = grid_points(shown.grid_rect, res)
    np.testing.assert_allclose(
        shown.grid_scores, learner.scores(points)[:, 0].reshape(res, res), rtol=1e-12, atol=1e-12
    )
    # ... and the hand-written perceptron's f after step t on that grid.
    alpha, b = states[t - 1]
    np.testing.assert_allclose(shown.grid_scores.ravel(), oracle_f(points, XOR_X, XOR_Y, alpha, b), atol=1e-9)
    assert np.any(shown.grid_scores > 0) and np.any(shown.grid_scores < 0)  # the boundary crosses the view
    # The canvas draws that contour and rings the support vectors of step t (the points with alpha > 0).
    drawing = window.canvas.drawing()
    np.testing.assert_array_equal(drawing.contour, shown.grid_scores.T)
    ringed = {(float(x), float(y)) for x, y in drawing.support}
    assert ringed == {tuple(XOR_X[j]) for j in range(4) if alpha[j] > 0}
    assert window.training.state().step == steps  # time travel changed only what is shown


def test_the_kernel_trace_exports_as_csv_and_latex(window, qtbot, tmp_path):
    steps = start_kernel_run(window, qtbot)
    rows, _ = kernel_perceptron(XOR_X, XOR_Y, steps)
    path = tmp_path / "kernel.csv"
    with qtbot.waitSignal(window.training.exported, timeout=10_000) as blocker:  # as File > Export Trace
        window.training.export("trace", str(path))
    assert blocker.args[0], blocker.args
    with path.open() as f:
        written = list(csv.DictReader(f))
    assert list(written[0]) == ["t", "epoch", "index", "x1", "x2", "y", "f", "prediction", "mistake", "alpha", "b"]
    assert [int(r["t"]) for r in written] == list(range(1, steps + 1))
    assert [float(r["f"]) for r in written] == [r["f"] for r in rows]
    assert [r["mistake"] for r in written] == ["1" if r["mistake"] else "0" for r in rows]
    assert [int(r["index"]) for r in written] == [r["i"] for r in rows]
    alphas = [float(w["alpha"]) for w, r in zip(written, rows, strict=True) if r["mistake"]]
    assert alphas == [r["alpha"] for r in rows if r["mistake"]]
    latex_path = tmp_path / "kernel.tex"
    with qtbot.waitSignal(window.training.exported, timeout=10_000) as blocker:  # as File > Export Trace as LaTeX
        window.training.export("latex", str(latex_path))
    assert blocker.args[0], blocker.args
    tex = latex_path.read_text()
    assert r"$f(\mathbf{x}) = \sum_j \alpha_j y_j K(\mathbf{x}_j, \mathbf{x}) + b$" in tex
    body = [line for line in tex.splitlines() if line[:1].isdigit()]
    assert len(body) == steps
    first = rows[0]
    assert body[0] == (
        f"1 & 1 & $0$ & $0$ & $0$ & $0$ & $-1$ & \\textbf{{yes}} & {{\\boldmath$\\alpha_{{1}} = {first['alpha']}$}} & "
        f"{{\\boldmath${int(first['b'])}$}} \\\\"
    )
