"""Write the lecture examples in perceptron_gui/examples/ (run once; the files are committed).

    python scripts/make_examples.py

Each example is an app document (points + the training settings it is meant for).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.session.settings import TrainingSettings  # noqa: E402

OUT = ROOT / "perceptron_gui" / "examples"  # bundled with the package: perceptron_gui.document.resources.EXAMPLES


def document(X: np.ndarray, y: np.ndarray, **settings: object) -> dict:
    """The app's JSON document for these points and settings."""
    points = [[float(a), float(b), int(c)] for (a, b), c in zip(np.round(X, 3).tolist(), y.tolist(), strict=True)]
    return {
        "format": "perceptron-studio",
        "version": 1,
        "points": points,
        "settings": TrainingSettings(**settings).to_dict(),  # type: ignore[arg-type]
    }


def cmu_trace() -> dict:
    """CMU 10-301/601 lecture 6: six points, through the origin, predict + iff w.x >= 0."""
    X = np.array([[-1, 2], [1, 0], [1, 1], [-1, 0], [-1, -2], [1, -1]], dtype=float)
    return document(X, np.array([-1, 1, 1, -1, -1, 1]), fit_intercept=False, zero_score="positive")


def separable(margin: float = 0.6, n: int = 40, seed: int = 3) -> dict:
    """Linearly separable with a margin of at least `margin` around x1 - x2 = 0.5."""
    rng = np.random.default_rng(seed)
    X = np.empty((0, 2))
    while len(X) < n:
        p = rng.uniform(-3, 3, size=(n, 2))
        s = (p[:, 0] - p[:, 1] - 0.5) / np.sqrt(2)
        X = np.vstack([X, p[np.abs(s) >= margin]])
    X = X[:n]
    return document(X, np.where(X[:, 0] - X[:, 1] - 0.5 > 0, 1, -1))


def xor() -> dict:
    """XOR: no line separates it, so the perceptron never converges."""
    X = np.array([[0, 0], [1, 1], [0, 1], [1, 0]], dtype=float)
    return document(X, np.array([-1, -1, 1, 1]), max_epochs=100)


def circles(n: int = 120, seed: int = 0) -> dict:
    """Two concentric rings for the kernel perceptron (RBF)."""
    rng = np.random.default_rng(seed)
    inner = np.arange(n) % 2 == 0
    r = np.where(inner, 1.0, 2.2) + 0.15 * rng.normal(size=n)
    a = rng.uniform(0, 2 * np.pi, size=n)
    X = np.column_stack([r * np.cos(a), r * np.sin(a)])
    return document(X, np.where(inner, 1, -1), variant="kernel", kernel="rbf", gamma=1.0)


def three_gaussians(seed: int = 1) -> dict:
    """Three Gaussian classes for the multiclass rule."""
    rng = np.random.default_rng(seed)
    centers = np.array([[-2.0, -1.0], [2.0, -1.0], [0.0, 2.2]])
    y = np.repeat([0, 1, 2], 20)
    return document(centers[y] + 0.7 * rng.normal(size=(60, 2)), y)


def noisy(seed: int = 5) -> dict:
    """Two overlapping classes: the averaged and voted perceptrons settle where the plain one keeps jumping."""
    rng = np.random.default_rng(seed)
    y = np.where(np.arange(80) % 2 == 0, 1, -1)
    X = np.column_stack([y * 0.9, y * 0.6]) + rng.normal(size=(80, 2))
    return document(X, y, variant="averaged", max_epochs=50)


def undershoot() -> dict:
    """Note 004 asks for an update that undershoots: the second example is still wrong after its own update.

    From theta = (3, 0), x = (1, 1) with y = -1 has y theta.x = -3, and after the update y theta.x rises by
    ||x||^2 = 2 only (equation 11), to -1.  Through the origin, a score of 0 counts as an error (note 004).
    """
    X = np.array([[3, 0], [1, 1]], dtype=float)
    return document(X, np.array([1, -1]), fit_intercept=False)


def offset_needed() -> dict:
    """Note 004: separable, but not through the origin (x and -x carry the same label), so the offset is needed."""
    X = np.array([[-1, -1], [-1, 1], [0, 2], [1, 1]], dtype=float)
    return document(X, np.array([-1, 1, 1, -1]))


def figure1() -> dict:
    """Note 004, Figure 1: a mistake on both points in the first pass, theta(1) = x(1), theta(2) = theta(1) - x(2)."""
    X = np.array([[1, 2], [2, 1]], dtype=float)
    return document(X, np.array([1, -1]), fit_intercept=False)


def tight_bound() -> dict:
    """The mistake bound met exactly: gamma* = 1, R = sqrt(2), (R / gamma*)^2 = 2 mistakes, through the origin."""
    X = np.array([[1, 1], [1, -1], [-1, -1], [-1, 1]], dtype=float)
    return document(X, np.array([1, 1, -1, -1]), fit_intercept=False)


def readable_json(doc: dict) -> str:
    """The document as JSON with one point per line (easy to read and to diff)."""
    points = ",\n".join("  " + json.dumps(p) for p in doc["points"])
    return (
        f'{{\n "format": {json.dumps(doc["format"])},\n "version": {doc["version"]},\n'
        f' "points": [\n{points}\n ],\n "settings": {json.dumps(doc["settings"])}\n}}\n'
    )


EXAMPLES = {
    "cmu_trace.json": cmu_trace,
    "separable_margin.json": separable,
    "xor.json": xor,
    "circles_kernel.json": circles,
    "three_gaussians.json": three_gaussians,
    "noisy_averaged.json": noisy,
    "note004_figure1.json": figure1,
    "note004_undershoot.json": undershoot,
    "note004_offset.json": offset_needed,
    "tight_bound.json": tight_bound,
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in EXAMPLES.items():
        (OUT / name).write_text(readable_json(make()), encoding="utf-8")
        print("wrote", OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
