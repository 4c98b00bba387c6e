"""The live class's reveal on the main canvas: every student's boundary as a faint line (issue 43).

One line item (``liveRoomLines``) added to the canvas's plot item; it draws the lines of the
:class:`core.session.live.picture.RoomPicture` it is handed across whatever part of the plane is shown, and
nothing without one.  The live class owns the picture (set at a reveal, None at the next question, a reset or a
new document); this class only draws it.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject

from core.session.live.picture import RoomPicture

PEN = (200, 24, 42, 80)  # faint red: forty lines over each other still leave the points readable
WIDTH = 2.5
Z = -1  # over the shading, under the run's own boundary and the points


class RoomLines(QObject):
    """Draws the room's lines on ``plot`` (the canvas's plot item), following its view."""

    def __init__(self, plot: pg.PlotItem, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.picture: RoomPicture | None = None
        self._view = plot.getViewBox()
        self.item = pg.PlotDataItem(connect="pairs", pen=pg.mkPen(PEN, width=WIDTH))
        self.item.setObjectName("liveRoomLines")
        self.item.setZValue(Z)
        self.item.hide()
        plot.addItem(self.item, ignoreBounds=True)  # the lines never widen the canvas's fit to the data
        self._view.sigRangeChanged.connect(self._draw)

    def set_picture(self, picture: RoomPicture | None) -> None:
        """Draw ``picture``'s lines (None: draw none)."""
        self.picture = picture
        self._draw()

    def _draw(self, *_: object) -> None:
        if self.picture is None and not self.item.isVisible():  # a pan with nothing of the room drawn: no work
            return
        ends = np.empty((0, 2))
        if self.picture is not None:
            (x0, x1), (y0, y1) = self._view.viewRange()
            ends = self.picture.line_ends((float(x0), float(x1), float(y0), float(y1)))
        self.item.setData(ends[:, 0], ends[:, 1])
        self.item.setVisible(len(ends) > 0)
