"""Naive reference implementations, written straight from the lecture notes.

Plain Python loops over lists of floats: slow, obviously correct, and
independent of the engine under test.
"""

from __future__ import annotations

import math


def _dot(w: list[float], x: list[float]) -> float:
    return sum(wi * xi for wi, xi in zip(w, x, strict=True))


def predicts_positive(a: float, zero_score: str) -> bool:
    return a >= 0 if zero_score == "positive" else a > 0


def is_mistake(y: int, a: float, zero_score: str) -> bool:
    if zero_score == "mistake":
        return y * a <= 0
    return predicts_positive(a, zero_score) != (y > 0)


def perceptron(X, y, epochs, eta=1.0, fit_intercept=True, zero_score="mistake", w0=None, b0=0.0, batch=False):
    """Binary perceptron, labels in {-1, +1}. Returns (w, b, mistakes, averaged w, averaged b, hypotheses)."""
    d = len(X[0])
    w = list(w0) if w0 is not None else [0.0] * d
    b = b0
    mistakes = []
    sum_w, sum_b, t = [0.0] * d, 0.0, 0
    hyps = [(list(w), b, 0)]  # (w, b, votes)
    for epoch in range(epochs):
        pending_w, pending_b = [0.0] * d, 0.0
        for i, (x, yi) in enumerate(zip(X, y, strict=True)):
            t += 1
            a = _dot(w, x) + b
            if is_mistake(yi, a, zero_score):
                mistakes.append((i, epoch, t))
                if batch:
                    pending_w = [p + eta * yi * xj for p, xj in zip(pending_w, x, strict=True)]
                    pending_b += eta * yi if fit_intercept else 0.0
                else:
                    w = [wj + eta * yi * xj for wj, xj in zip(w, x, strict=True)]
                    if fit_intercept:
                        b += eta * yi
                    hyps.append((list(w), b, 1))
            else:
                hw, hb, c = hyps[-1]
                hyps[-1] = (hw, hb, c + 1)
            sum_w = [s + wj for s, wj in zip(sum_w, w, strict=True)]
            sum_b += b
        if batch:
            w = [wj + p for wj, p in zip(w, pending_w, strict=True)]
            b += pending_b
    avg_w = [s / t for s in sum_w]
    return w, b, mistakes, avg_w, sum_b / t, hyps


def multiclass_perceptron(X, y, n_classes, epochs, eta=1.0, fit_intercept=True):
    """Structured perceptron: argmax prediction, ties are mistakes, the first class wins ties."""
    d = len(X[0])
    W = [[0.0] * d for _ in range(n_classes)]
    b = [0.0] * n_classes
    mistakes = []
    for epoch in range(epochs):
        for i, (x, yi) in enumerate(zip(X, y, strict=True)):
            scores = [_dot(W[c], x) + b[c] for c in range(n_classes)]
            others = [c for c in range(n_classes) if c != yi]
            r = max(others, key=lambda c: (scores[c], -c))
            if scores[r] >= scores[yi]:
                mistakes.append((i, epoch, r))
                W[yi] = [wj + eta * xj for wj, xj in zip(W[yi], x, strict=True)]
                W[r] = [wj - eta * xj for wj, xj in zip(W[r], x, strict=True)]
                if fit_intercept:
                    b[yi] += eta
                    b[r] -= eta
    return W, b, mistakes


def kernel_perceptron(X, y, kernel, epochs, eta=1.0, fit_intercept=True):
    """Dual perceptron computing f(x_i) = sum_j alpha_j K(x_j, x_i) + b from scratch at every step."""
    n = len(X)
    alpha = [0.0] * n
    b = 0.0
    mistakes = []
    for epoch in range(epochs):
        made = 0
        for i in range(n):
            a = sum(alpha[j] * kernel(X[j], X[i]) for j in range(n) if alpha[j]) + b
            if y[i] * a <= 0:
                mistakes.append((i, epoch))
                alpha[i] += eta * y[i]
                if fit_intercept:
                    b += eta * y[i]
                made += 1
        if made == 0:
            break
    return alpha, b, mistakes


def rbf(gamma: float):
    return lambda u, v: math.exp(-gamma * sum((a - c) ** 2 for a, c in zip(u, v, strict=True)))


def predicts_positive_array(a, zero_score: str):
    """Vectorised :func:`predicts_positive`."""
    return a >= 0 if zero_score == "positive" else a > 0
