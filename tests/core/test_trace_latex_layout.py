"""The trace's LaTeX export as the window shows the table (issue 26, item 5): the on-screen column order
(t, epoch, x₁, x₂, the score, ŷ, y, mistake?, the weights after), an epoch column, and mistakes marked
("yes" and the new weights in bold, as the window's bold "yes" on a shaded row)."""

import numpy as np

from core.learn.engine import Learner
from core.teach.kernel_trace import KernelTrace
from core.teach.trace import Trace
from tests.core.test_trace import CMU_X, CMU_Y


def body(latex: str) -> list[str]:
    return [line for line in latex.splitlines() if line[:1].isdigit()]


def header(latex: str) -> list[str]:
    lines = latex.splitlines()
    return [cell.strip() for cell in lines[lines.index("\\hline") + 1].removesuffix("\\\\").split("&")]


def test_the_cmu_slide_in_the_windows_column_order_with_epochs_and_mistakes_marked():
    learner = Learner(CMU_X, CMU_Y, 2, fit_intercept=False, zero_score="positive")
    for _ in range(8):  # into epoch 2
        learner.step()
    latex = Trace(learner).to_latex()
    assert header(latex) == [
        "$t$", "epoch", "$x_1$", "$x_2$", r"$\mathbf{w}\cdot\mathbf{x}$", r"$\hat{y}$", "$y$", "mistake?",
        r"$\mathbf{w}$ after",
    ]  # fmt: skip
    assert body(latex) == [
        r"1 & 1 & $-1$ & $2$ & $0$ & $+1$ & $-1$ & \textbf{yes} & {\boldmath$(1, -2)$} \\",
        r"2 & 1 & $1$ & $0$ & $1$ & $+1$ & $+1$ & no & $(1, -2)$ \\",
        r"3 & 1 & $1$ & $1$ & $-1$ & $-1$ & $+1$ & \textbf{yes} & {\boldmath$(2, -1)$} \\",
        r"4 & 1 & $-1$ & $0$ & $-2$ & $-1$ & $-1$ & no & $(2, -1)$ \\",
        r"5 & 1 & $-1$ & $-2$ & $0$ & $+1$ & $-1$ & \textbf{yes} & {\boldmath$(3, 1)$} \\",
        r"6 & 1 & $1$ & $-1$ & $2$ & $+1$ & $+1$ & no & $(3, 1)$ \\",
        r"7 & 2 & $-1$ & $2$ & $-1$ & $-1$ & $-1$ & no & $(3, 1)$ \\",
        r"8 & 2 & $1$ & $0$ & $3$ & $+1$ & $+1$ & no & $(3, 1)$ \\",
    ]
    assert "\\begin{tabular}{rrrrrcccc}" in latex
    only = body(Trace(learner).to_latex(mistakes_only=True))
    assert [row.split(" & ")[0] for row in only] == ["1", "3", "5"] and all("\\textbf{yes}" in r for r in only)


def test_an_intercept_adds_b_after_last_and_a_number_line_has_one_x_column():
    X = np.array([[2.0], [-1.0], [1.0]])
    learner = Learner(X, np.array([1, 0, 0]), 2)
    for _ in range(3):
        learner.step()
    latex = Trace(learner).to_latex()
    assert header(latex) == [
        "$t$", "epoch", "$x$", r"$\mathbf{w}\cdot\mathbf{x} + b$", r"$\hat{y}$", "$y$", "mistake?",
        r"$\mathbf{w}$ after", "$b$ after",
    ]  # fmt: skip
    # By hand: step 1 a = 0 predicts no class (a mistake): w = 2, b = 1; step 2 a = -2 + 1 = -1, right;
    # step 3 a = 2 + 1 = 3, y = -1: w = 1, b = 0.
    assert body(latex) == [
        r"1 & 1 & $2$ & $0$ & $0$ & $+1$ & \textbf{yes} & {\boldmath$(2)$} & {\boldmath$1$} \\",
        r"2 & 1 & $-1$ & $-1$ & $-1$ & $-1$ & no & $(2)$ & $1$ \\",
        r"3 & 1 & $1$ & $3$ & $+1$ & $-1$ & \textbf{yes} & {\boldmath$(1)$} & {\boldmath$0$} \\",
    ]


def test_the_kernel_trace_in_the_same_order():
    X = np.array([[0.0, 0.0], [1.0, 1.0], [0.0, 1.0], [1.0, 0.0]])
    from core.learn.kernels import make_kernel

    learner = Learner(X, np.array([0, 0, 1, 1]), 2, variant="kernel", kernel=make_kernel("poly", X))
    for _ in range(2):
        learner.step()
    latex = KernelTrace(learner).to_latex()
    cells = header(latex)
    assert cells[:3] == ["$t$", "epoch", "$x_1$"] and cells[5:8] == [r"$\hat{y}$", "$y$", "mistake?"]
    first = body(latex)[0].split(" & ")
    assert first[:3] == ["1", "1", "$0$"] and first[7] == "\\textbf{yes}"
