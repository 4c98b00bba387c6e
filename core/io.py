"""Reading and writing point sets (CSV ``x1,x2,label``)."""

from __future__ import annotations

import csv
import os
import tempfile
from pathlib import Path

import numpy as np

from core.points import PointSet


class PointSetFileError(ValueError):
    """A point-set file could not be read: the message names the file, the line and the problem."""


def read_csv(path: str | os.PathLike) -> PointSet:
    """Read ``x1,x2,label`` rows (a header line is optional; labels are integers)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise PointSetFileError(f"{path}: cannot be read ({error}).") from error
    X: list[tuple[float, float]] = []
    y: list[int] = []
    for line_no, row in enumerate(csv.reader(text.splitlines()), start=1):
        if not row or all(not cell.strip() for cell in row):
            continue
        if len(row) != 3:
            raise PointSetFileError(f"{path}, line {line_no}: expected 3 columns x1,x2,label, found {len(row)}.")
        try:
            x1, x2 = float(row[0]), float(row[1])
        except ValueError:
            if line_no == 1 and not X:
                continue  # a header
            raise PointSetFileError(f"{path}, line {line_no}: x1 and x2 must be numbers, got {row[:2]}.") from None
        try:
            label = float(row[2])
        except ValueError:
            raise PointSetFileError(f"{path}, line {line_no}: the label must be an integer, got {row[2]!r}.") from None
        if not (np.isfinite(x1) and np.isfinite(x2)):
            raise PointSetFileError(f"{path}, line {line_no}: coordinates must be finite numbers, got {row[:2]}.")
        if not label.is_integer():
            raise PointSetFileError(f"{path}, line {line_no}: the label must be an integer, got {row[2]!r}.")
        X.append((x1, x2))
        y.append(int(label))
    if not X:
        raise PointSetFileError(f"{path}: no points found (expected rows of x1,x2,label).")
    return PointSet(np.array(X), np.array(y))


def write_csv(points: PointSet, path: str | os.PathLike) -> None:
    """Write ``x1,x2,label`` with a header, floats in repr precision, atomically (temp file + os.replace)."""
    path = Path(path)
    lines = ["x1,x2,label"] + [
        f"{x1!r},{x2!r},{int(lab)}" for (x1, x2), lab in zip(points.X.tolist(), points.y, strict=True)
    ]
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
