"""The canvas's drawing as numbers: every part it draws, where, with what text (its public read-out).

:meth:`perceptron_gui.views.canvas.Canvas.drawing` returns a :class:`CanvasDrawing`; tests (and any view that
needs to know what the canvas shows) read it instead of the canvas's items.  Coordinates are the data's
(x₁, x₂); label boxes are in scene pixels, as the items are laid out now (in the window, or for an export).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypedDict

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

if TYPE_CHECKING:
    from core.session.snapshot import Snapshot


@dataclass(frozen=True, eq=False)
class Drawn:
    """One part drawn: a line's or an arrow's points (``xs``, ``ys``, data coordinates), its label's text and box
    (scene pixels; None when it has no label shown) and, for an arrow, its head's length in pixels."""

    xs: np.ndarray
    ys: np.ndarray
    text: str = ""
    box: QRectF | None = None
    head: float = 0.0

    @property
    def start(self) -> np.ndarray:
        """The first point (an arrow's start)."""
        return np.array([self.xs[0], self.ys[0]])

    @property
    def end(self) -> np.ndarray:
        """The last point (an arrow's tip)."""
        return np.array([self.xs[-1], self.ys[-1]])


@dataclass(frozen=True, eq=False)
class CanvasDrawing:
    """What the canvas draws now.

    ``snapshot`` is the model it draws (None: none, e.g. while Draw a Classifier draws its own); ``points``,
    ``test_points`` (a table document's held-out points), ``support`` (the kernel perceptron's support vectors),
    ``current``, ``selected`` and ``linked`` (the rings: the step's example, the selection, the example weight
    space hovers) are (n, 2) arrays; ``boundary``, ``w_arrow``, ``update`` (η·y·x), ``pending`` (the batch's
    sum so far) and ``references`` (by name: "star", "pinned", "mean") the parts drawn, when drawn;
    ``pending_step`` the batch's pending sum itself; ``vote`` whether the voted perceptron's vote contour has a
    path, ``ensembles`` whether the averaged line or the vote is shown; ``contour`` the kernel's f = 0 grid
    (as the contour item holds it); ``legend`` its entries (and ``legend_box``); ``threshold`` and
    ``margin_band`` a number line's threshold marker and max-margin band; ``probability`` whether logistic
    regression's P(y = +1 | x) is shaded, ``odds`` its P = 0.1 and 0.9 lines; ``class_arrows`` a multiclass
    model's w_c arrows; ``note`` the words the canvas shows instead of the classifier while a question is open.
    """

    snapshot: Snapshot | None
    points: np.ndarray
    test_points: np.ndarray
    support: np.ndarray
    current: np.ndarray
    selected: np.ndarray
    linked: np.ndarray
    boundary: Drawn | None = None
    w_arrow: Drawn | None = None
    update: Drawn | None = None
    pending: Drawn | None = None
    pending_step: np.ndarray | None = None
    references: dict[str, Drawn] = field(default_factory=dict)
    vote: bool = False
    ensembles: bool = False
    contour: np.ndarray | None = None
    legend: tuple[str, ...] = ()
    legend_box: QRectF | None = None
    threshold: np.ndarray | None = None
    margin_band: tuple[float, float] | None = None
    probability: bool = False
    odds: tuple[Drawn, ...] = ()
    class_arrows: tuple[Drawn, ...] = ()
    note: str = ""


class PointsParts(TypedDict):
    """The points layer's fields of :class:`CanvasDrawing`."""

    points: np.ndarray
    test_points: np.ndarray
    support: np.ndarray
    current: np.ndarray
    selected: np.ndarray
    linked: np.ndarray


class RegionsParts(TypedDict):
    """The regions layer's fields of :class:`CanvasDrawing`."""

    boundary: Drawn | None
    contour: np.ndarray | None
    probability: bool
    odds: tuple[Drawn, ...]


class ArrowsParts(TypedDict):
    """The arrows layer's fields of :class:`CanvasDrawing`."""

    w_arrow: Drawn | None
    update: Drawn | None
    pending: Drawn | None
    pending_step: np.ndarray | None
    class_arrows: tuple[Drawn, ...]
    note: str


class ReferencesParts(TypedDict):
    """The reference lines layer's fields of :class:`CanvasDrawing`."""

    references: dict[str, Drawn]
    vote: bool
    ensembles: bool
    legend: tuple[str, ...]
    legend_box: QRectF | None


class NumberLineParts(TypedDict):
    """The number line layer's fields of :class:`CanvasDrawing`."""

    threshold: np.ndarray | None
    margin_band: tuple[float, float] | None


def positions(*items: pg.ScatterPlotItem) -> np.ndarray:
    """The (n, 2) positions the scatter items draw."""
    parts = [np.column_stack(item.getData()) for item in items if item.getData()[0] is not None]
    parts = [p for p in parts if len(p)]
    return np.vstack(parts).astype(float) if parts else np.zeros((0, 2))


def line_of(item: pg.PlotCurveItem | pg.PlotDataItem) -> tuple[np.ndarray, np.ndarray] | None:
    """A curve's points, or None when it draws nothing."""
    xs, ys = item.getData()
    if xs is None or len(xs) == 0:
        return None
    return np.asarray(xs, dtype=float), np.asarray(ys, dtype=float)


def drawn(line: pg.PlotCurveItem, label: pg.TextItem | None = None, head: pg.ArrowItem | None = None) -> Drawn | None:
    """A line (with its label and arrow head, when shown) as :class:`Drawn`; None when the line draws nothing."""
    data = line_of(line)
    if data is None or (head is not None and not head.isVisible()):
        return None
    shown = label is not None and label.isVisible()
    return Drawn(
        *data,
        text=label.textItem.toPlainText() if shown and label is not None else "",
        box=label.sceneBoundingRect() if shown and label is not None else None,
        head=float(head.opts["headLen"]) if head is not None else 0.0,
    )
