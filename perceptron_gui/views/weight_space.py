"""View > Weight Space (dock ``weightSpaceDock``): each example as the half-plane of weights that get it right.

Drawn from :class:`core.teach.weight_space.Picture` (the GUI computes nothing of it): the feasible
region shaded green, each example's constraint line in its class's colour with short strokes on
its right side, the path w₀ → w₁ → ... with its latest jumps labelled by their example, the weight
vector shown (following time travel and the current step), w* and the cone of weights with at
least half its margin.  Hovering an example on the canvas highlights its line (and shades its
half-plane); hovering a line rings its example on the canvas.  A click in the weight plane sets w
through Data > Draw a Classifier (:class:`perceptron_gui.views.manual_model.ManualModel`), so the
canvas shows how that w classifies the data.

Performance: at most :data:`core.teach.weight_space.MAX_LINES` lines are drawn (all of them for small
sets; else the corners of each class's hull, which decide the region, and the examples of the latest
mistakes), the path's last :data:`core.teach.weight_space.PATH_JUMPS` jumps with labels on the last
:data:`LABELLED_JUMPS`; the dock redraws a run's frames at most every :data:`RUN_REFRESH_MS` ms (the owner of
what is shown paces them) and only while it can be seen; the path follows a run through a
:class:`core.teach.weight_space.PathTail` (memory of its last jumps only); the dock's note says what
is drawn.  w* and the cone need the max-margin solver, run on a thread of this panel's own for sets
up to :data:`perceptron_gui.views.theory_view.MAX_SOLVER_POINTS` points.

After the live class reveals a "where is w after this step?" question, the plane also shows every student's w as a
dot (``liveRoomDots``; vote 1's hollow, ``liveRoomFirstDots``, when there was a second vote) and the true w after
the step (``liveRoomTruth``), from the :class:`core.session.live.picture.RoomPicture` the live class hands it.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from pyqtgraph.GraphicsScene.mouseEvents import MouseClickEvent
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette, QPen, QPolygonF, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QGraphicsItem,
    QGraphicsPolygonItem,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.session.live.picture import RoomPicture
from core.session.manual_model import DrawnClassifier
from core.session.points import PointSet
from core.session.settings import run_constant
from core.teach.numbers import grouped, short
from core.teach.run_log import RunLog
from core.teach.theory import MaxMargin
from core.teach.weight_space import (
    CONE_FRACTION,
    Path,
    PathTail,
    Picture,
    WeightSpace,
    clip,
    fit_rect,
    from_plane,
    nearest_constraint,
    rect_polygon,
    segments,
    to_plane,
    unsupported,
)
from perceptron_gui.document.document_model import DocumentModel
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated, word_lookup
from perceptron_gui.views.axes import plain_numbers
from perceptron_gui.views.canvas import LINKED_RING as HIGHLIGHT
from perceptron_gui.views.canvas import Canvas
from perceptron_gui.views.dock_panel import DockPanel
from perceptron_gui.views.manual_model import COLOUR as DRAWN_COLOUR
from perceptron_gui.views.manual_model import DRAG_DECIMALS, ManualModel
from perceptron_gui.views.readout import Readout, numbers
from perceptron_gui.views.theory_view import MAX_SOLVER_POINTS, solve_max_margin
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.palette import class_color
from perceptron_gui.window.titles import dock_title
from perceptron_gui.work.jobs import Jobs

WORDS = {
    "batch": QT_TRANSLATE_NOOP(
        "WeightSpace", "The batch perceptron moves once an epoch, by the sum of its updates: its path is not drawn."
    ),
    "not online": QT_TRANSLATE_NOOP(
        "WeightSpace", "The path of jumps η·y·x is the perceptron's; the {variant} learner's is not drawn."
    ),
    "one mistake": QT_TRANSLATE_NOOP("WeightSpace", "{n} mistake"),
    "mistakes": QT_TRANSLATE_NOOP("WeightSpace", "{n} mistakes"),
    "drawn": QT_TRANSLATE_NOOP("WeightSpace", ", the last {n} jumps drawn"),
    "lines": QT_TRANSLATE_NOOP(
        "WeightSpace",
        "Each line is an example's constraint y (w·x) = 0; its strokes point to the weights that get it right. "
        "Green: the weights right for every example (the feasible region).",
    ),
    "lines b": QT_TRANSLATE_NOOP(
        "WeightSpace",
        "Each line is an example's constraint y (w·x + b) = 0; its strokes point to the weights that get it right. "
        "Green: the weights right for every example (the feasible region).",
    ),
    "slice": QT_TRANSLATE_NOOP(
        "WeightSpace", "With an intercept this is the slice of (w₁, w₂, b) space at the b shown above."
    ),
    "path": QT_TRANSLATE_NOOP(
        "WeightSpace",
        "Black: the path, one jump η·y·x per mistake, labelled with its point's number (as in the Points list).",
    ),
    "star": QT_TRANSLATE_NOOP("WeightSpace", "w* (the direction of largest margin γ*)"),
    "star slice": QT_TRANSLATE_NOOP(
        "WeightSpace", "w* (the direction of largest margin γ*, where its ray meets this slice)"
    ),
    "no star": QT_TRANSLATE_NOOP("WeightSpace", "w*'s ray does not meet this slice"),
    "blue": QT_TRANSLATE_NOOP(
        "WeightSpace",
        "Blue: {star}; shaded blue: the cone of weights with margin ≥ {fraction}·γ* = {margin} (at γ* itself the "
        "cone is w*'s ray alone).",
    ),
    "solver limit": QT_TRANSLATE_NOOP("WeightSpace", "w* is computed for sets up to {n} points."),
    "hollow": QT_TRANSLATE_NOOP("WeightSpace", " (hollow: vote 1's {n})"),
    "room": QT_TRANSLATE_NOOP(
        "WeightSpace", "Purple dots: the room's {n} answers to Q{qid}{first}; black diamond: w after the step {w}."
    ),
}
word = word_lookup("WeightSpace", WORDS)  # word(key): WORDS[key] in the interface language
ONE_FEATURE = QT_TRANSLATE_NOOP(
    "WeightSpace", "Draw a Classifier draws two-feature classifiers: a 1-D w cannot be set here."
)
RUN_REFRESH_MS = 250  # while a run goes on: the plane moves at 4 frames a second, the canvas at up to 60
LABELLED_JUMPS = 12  # the latest jumps get their example's label (more would cover each other)
HOVER_PX = 6  # a line within this many pixels of the mouse is hovered
REGION = QColor(0, 158, 115, 70)
CONE = (0, 114, 178, 60)
PATH = "#222222"
CURRENT = "#D55E00"
STAR = "#0072B2"
ROOM = (204, 121, 167)  # the room's answers (Okabe-Ito reddish purple)
TRUTH = "#111111"


class WeightPlot(pg.PlotWidget):
    """The weight plane: region, cone, constraint lines, path, current w, w*; mouse moves and clicks reported."""

    moved = Signal(object)  # (v₁, v₂) under the mouse, or None when it leaves the plane
    clicked = Signal(object)  # (v₁, v₂) clicked

    def __init__(self) -> None:
        super().__init__(background="w")
        self.setObjectName("weightSpacePlot")
        self.setMinimumSize(260, 260)
        plot = self.getPlotItem()
        plain_numbers(plot)
        plot.setAspectLocked(True)
        plot.showGrid(x=True, y=True, alpha=0.2)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)  # a click sets w; the view follows the run
        plot.setMenuEnabled(False)
        for name in ("left", "bottom"):  # the grid is drawn by the axes: cached, not painted again every frame
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.vb = plot.getViewBox()
        for angle in (0, 90):
            plot.addItem(pg.InfiniteLine(angle=angle, pen=pg.mkPen("#999999", width=1)))
        self.cone = pg.ImageItem(axisOrder="row-major")
        self.cone.setZValue(-10)
        plot.addItem(self.cone)
        self.region = QGraphicsPolygonItem()
        self.region.setBrush(QBrush(REGION))
        self.region.setPen(QPen(QColor(0, 158, 115), 0))
        self.region.setZValue(-5)
        plot.addItem(self.region)
        self.shade = QGraphicsPolygonItem()  # the hovered example's half-plane
        self.shade.setBrush(QBrush(QColor(230, 159, 0, 45)))
        self.shade.setPen(QPen(Qt.PenStyle.NoPen))
        self.shade.setZValue(-4)
        plot.addItem(self.shade)
        # one item per class: the lines and their strokes towards the right side, as pairs of points (1 pixel wide:
        # Qt's fast path for 200 lines across the plane)
        self.lines = [pg.PlotDataItem(connect="pairs", pen=pg.mkPen(class_color(k, 170), width=1)) for k in (0, 1)]
        for item in self.lines:
            plot.addItem(item)
        self.hover_line = pg.PlotDataItem(pen=pg.mkPen(HIGHLIGHT, width=3.5))
        self.hover_line.setZValue(5)
        plot.addItem(self.hover_line)
        self.star_ray = pg.PlotDataItem(pen=pg.mkPen(STAR, width=2, style=Qt.PenStyle.DashLine))
        # The markers hold one spot at (0, 0) and move as items (setPos): cheaper than setData every frame.
        self.star = pg.ScatterPlotItem(pos=[(0, 0)], size=18, symbol="star", pen=pg.mkPen(STAR), brush=pg.mkBrush(STAR))
        self.path = pg.PlotDataItem(pen=pg.mkPen(PATH, width=1.8))  # no symbols: they cost a scatter per frame
        self.head = pg.ArrowItem(headLen=14, tipAngle=30, brush=PATH, pen=None)
        self.current = pg.ScatterPlotItem(
            pos=[(0, 0)], size=14, symbol="o", pen=pg.mkPen("w", width=2), brush=pg.mkBrush(CURRENT)
        )
        self.drawn = pg.ScatterPlotItem(
            pos=[(0, 0)], size=16, symbol="s", pen=pg.mkPen("w", width=2), brush=pg.mkBrush(DRAWN_COLOUR)
        )
        for z, item in enumerate((self.star_ray, self.star, self.path, self.head, self.current, self.drawn)):
            item.setZValue(10 + z)
            plot.addItem(item)
        self.jump_labels: list[pg.TextItem] = []
        for _ in range(LABELLED_JUMPS):
            text = pg.TextItem("", color=PATH, anchor=(0.5, 0.5), fill=pg.mkBrush(255, 255, 255, 200))
            text.setZValue(20)
            plot.addItem(text)
            self.jump_labels.append(text)
        self.marks = {
            name: pg.TextItem("", color=colour, anchor=(0, 1), fill=pg.mkBrush(255, 255, 255, 200))
            for name, colour in (("current", CURRENT), ("star", STAR), ("drawn", DRAWN_COLOUR), ("w0", PATH))
        }
        self.marks["w0"].setAnchor((1, 0))  # below left of its point: the shown w starts there too
        for text in self.marks.values():
            text.setZValue(21)
            plot.addItem(text)
        # the live class's reveal: the room's w answers and the true w after the step asked about
        self.room_first = pg.ScatterPlotItem(size=11, pen=pg.mkPen(ROOM, width=1.5), brush=None)
        self.room_dots = pg.ScatterPlotItem(size=11, pen=pg.mkPen("w", width=1), brush=pg.mkBrush(*ROOM, 200))
        self.room_truth = pg.ScatterPlotItem(size=20, symbol="d", pen=pg.mkPen("w", width=2), brush=pg.mkBrush(TRUTH))
        room_items = ((self.room_first, "liveRoomFirstDots"), (self.room_dots, "liveRoomDots"))
        for z, (item, name) in enumerate((*room_items, (self.room_truth, "liveRoomTruth"))):
            item.setObjectName(name)
            item.setZValue(16 + z)
            item.hide()
            plot.addItem(item)
        self.marks["truth"] = pg.TextItem("", color=TRUTH, anchor=(0, 0), fill=pg.mkBrush(255, 255, 255, 200))
        self.marks["truth"].setZValue(21)
        plot.addItem(self.marks["truth"])
        self.scene().sigMouseMoved.connect(self._mouse_moved)
        self.scene().sigMouseClicked.connect(self._mouse_clicked)

    # ------------------------------------------------------------- mouse
    def _inside(self, scene_pos: QPointF) -> bool:
        return bool(self.vb.sceneBoundingRect().contains(scene_pos))

    def _mouse_moved(self, scene_pos: QPointF) -> None:
        if self._inside(scene_pos):
            p = self.vb.mapSceneToView(scene_pos)
            self.moved.emit((p.x(), p.y()))
        else:
            self.moved.emit(None)

    def _mouse_clicked(self, event: MouseClickEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._inside(event.scenePos()):
            p = self.vb.mapSceneToView(event.scenePos())
            event.accept()
            self.clicked.emit((p.x(), p.y()))

    def show_rect(self, rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        """Show at least ``rect``; returns what is visible (wider or taller: the axes keep one scale)."""
        x0, x1, y0, y1 = rect
        self.vb.setRange(xRange=(x0, x1), yRange=(y0, y1), padding=0)
        (vx0, vx1), (vy0, vy1) = self.vb.viewRange()
        return (float(vx0), float(vx1), float(vy0), float(vy1))

    def pixel_size(self) -> float:
        """The data size of one pixel."""
        sx, sy = self.vb.viewPixelSize()
        return float(max(sx, sy))

    # ------------------------------------------------------------ drawing
    def clear_picture(self) -> None:
        """Nothing drawn (no two-class linear run)."""
        self.region.setPolygon(QPolygonF())
        self.shade.setPolygon(QPolygonF())
        self.cone.clear()
        for item in (*self.lines, self.hover_line, self.star_ray, self.path):
            item.setData([], [])
        for item in (self.star, self.current, self.drawn):
            item.hide()
        self.draw_room(None)
        self.head.hide()
        for text in (*self.jump_labels, *self.marks.values()):
            text.hide()

    def draw(self, picture: Picture, classes: np.ndarray, drawn: np.ndarray | None, labels: bool = True) -> None:
        """Draw a picture; ``classes`` holds each example's class position (0 or 1); ``drawn`` the clicked w.

        Without ``labels`` (during Run: they would change four times a second, unread) the jumps are not
        labelled, which also spares the GUI thread a few dozen Qt calls per frame.
        """
        x0, x1, y0, y1 = picture.rect
        plot = self.getPlotItem()
        self._follow_font()
        if picture.axes != self._axes:
            self._axes = picture.axes
            plot.setLabel("bottom", picture.axes[0])
            plot.setLabel("left", picture.axes[1])
        region = picture.region
        self.region.setPolygon(_polygon(region) if region is not None else QPolygonF())
        if picture.cone is not None:
            lut = np.array([[0, 0, 0, 0], CONE], dtype=np.ubyte)
            self.cone.setImage(lut[(picture.cone >= picture.cone_level).astype(np.intp)], autoLevels=False)
            self.cone.setRect(QRectF(x0, y0, x1 - x0, y1 - y0))
        else:
            self.cone.clear()
        hit = np.isfinite(picture.lines).all(axis=(1, 2))
        for k in (0, 1):
            mine = hit & (classes[picture.rows] == k)
            pairs = np.concatenate([picture.lines[mine], picture.ticks[mine]]).reshape(-1, 2)
            self.lines[k].setData(pairs[:, 0], pairs[:, 1])
        self._draw_path(picture.path, labels)
        self._place(self.current, "current", picture.current, "w")
        star = picture.star
        self._place(self.star, "star", star, "w*")
        ray = (0.0, 0.0, *star) if star is not None else None
        if ray != self._ray:
            self._ray = ray
            self.star_ray.setData(*(([0.0, star[0]], [0.0, star[1]]) if star is not None else ([], [])))
        self._place(self.drawn, "drawn", drawn, "w (clicked)")

    def draw_room(self, room: RoomPicture | None) -> None:
        """The live class's revealed w answers as dots and the true w after the step (None: none)."""
        if room is None or room.kind != "w_after":
            for item in (self.room_first, self.room_dots, self.room_truth):
                item.clear()
                item.hide()
            self.marks["truth"].hide()
            return
        for item, dots in ((self.room_first, room.first_dots), (self.room_dots, room.dots)):
            item.setData(pos=dots)
            item.setVisible(len(dots) > 0)
        self.room_truth.setData(pos=[room.w_true])
        self.room_truth.show()
        self._mark("truth", room.w_true, "w after the step")

    _axes: tuple[str, str] | None = None  # the axis names set
    _labels_shown = LABELLED_JUMPS  # jump labels that may be visible (the first ones of the list)
    _ray: tuple | None = None  # the star ray drawn

    def _place(self, marker: pg.ScatterPlotItem, name: str, at: np.ndarray | None, words: str) -> None:
        """Move a marker and its label to ``at`` (None: hide both)."""
        marker.setVisible(at is not None)
        if at is None:
            self.marks[name].hide()
            return
        marker.setPos(float(at[0]), float(at[1]))
        self._mark(name, at, words)

    _font_size = 0.0  # the text size the axes were last set to

    def _follow_font(self) -> None:
        """Axis numbers and names in the widget's text size (presentation mode doubles it)."""
        size = self.font().pointSizeF()
        if size == self._font_size:
            return
        self._font_size = size
        for text in (*self.jump_labels, *self.marks.values()):
            text.setFont(self.font())
        enlarged = size > QApplication.font().pointSizeF()  # presentation mode: black, as the canvas's axes
        for name in ("left", "bottom"):
            axis = self.getPlotItem().getAxis(name)
            if enlarged:
                axis.setTextPen("#000000")
            else:
                axis.setTextPen()
            axis.setTickFont(self.font())
            axis.labelStyle["font-size"] = f"{size:g}pt"
            axis.setLabel(axis.labelText)

    def _draw_path(self, path: Path | None, labels: bool = True) -> None:
        m = 0 if path is None else len(path.examples)
        keep = min(m, LABELLED_JUMPS) if labels else 0
        for text in self.jump_labels[keep : self._labels_shown]:  # the rest are hidden already
            text.hide()
        self._labels_shown = min(self._labels_shown, keep)
        if path is None or not len(path.states):
            self.path.setData([], [])
            self.head.hide()
            self.marks["w0"].hide()
            return
        states = path.states
        self.path.setData(states[:, 0], states[:, 1])
        if path.total == len(path.examples):
            self._mark("w0", states[0], "w₀")
        else:
            self.marks["w0"].hide()
        m = len(path.examples)
        self.head.setVisible(m > 0)
        if m:
            start, end = states[-2], states[-1]
            delta = end - start
            self.head.setPos(*end)
            self.head.setStyle(angle=180 - float(np.degrees(np.arctan2(delta[1], delta[0]))))
        if not labels:
            return
        # The latest jump first; a label that would cover one placed already is left out (short jumps in a wide
        # window put their numbers on each other, unreadable). They are measured in the window about to be shown:
        # pyqtgraph applies a new window at the next paint, and a hidden label keeps the scale it was last shown at.
        self.vb.updateMatrix()
        placed: list[QRectF] = []
        for k, text in zip(range(m - 1, m - 1 - keep, -1), self.jump_labels, strict=False):
            middle = (states[k] + states[k + 1]) / 2
            words = f"{int(path.examples[k]) + 1}"  # the point's number, from 1 as in the Points table
            if text.toPlainText() != words:
                text.setText(words)
            text.setPos(*middle)
            text.show()
            text.updateTransform()
            box = text.sceneBoundingRect()
            if any(box.intersects(other) for other in placed):
                text.hide()
            else:
                placed.append(box)
        self._labels_shown = keep

    def _mark(self, name: str, at: np.ndarray, words: str) -> None:
        text = self.marks[name]
        if text.toPlainText() != words:
            text.setText(words)
        text.setPos(float(at[0]), float(at[1]))
        text.show()

    def highlight(self, line: np.ndarray | None, shade: np.ndarray | None) -> None:
        """Draw one constraint line thick (and its half-plane shaded), or none."""
        if line is None or not np.isfinite(line).all():
            self.hover_line.setData([], [])
        else:
            self.hover_line.setData(line[:, 0], line[:, 1])
        self.shade.setPolygon(_polygon(shade) if shade is not None and len(shade) >= 3 else QPolygonF())


class WeightSpacePanel(DockPanel):
    """The weight-space dock's contents: the plane and what it shows, in words."""

    def __init__(self, document: DocumentModel, canvas: Canvas, manual: ManualModel) -> None:
        super().__init__(RUN_REFRESH_MS)
        self.setObjectName("weightSpacePanel")
        self.document = document
        self.canvas = canvas
        self.manual = manual
        self.picture: Picture | None = None
        self.room: RoomPicture | None = None  # the live class's revealed answers (the live class owns them)
        self.hovered = -1  # the example whose constraint is highlighted
        self.result: MaxMargin | None = None
        self.problem = ""
        self._solved_reason = ""
        self._space: WeightSpace | None = None
        self._tail: PathTail | None = None  # the run's last jumps, kept up to date
        self._highlighted = True  # a constraint may be highlighted (cleared at the first refresh)
        self._space_key: tuple | None = None
        self._rect: tuple[float, float, float, float] | None = None
        self._solve_key: tuple | None = None
        self._solver = Jobs("weight space", self)
        self.status = named(QLabel(), "weightSpaceStatus")  # why there is no region / not two-class linear
        red = self.status.palette()
        red.setColor(QPalette.ColorRole.WindowText, QColor("#B00020"))  # a palette, not a style sheet: the
        self.status.setPalette(red)  # text keeps following the window's size (presentation mode doubles it)
        self.state_line = named(QLabel(), "weightSpaceState")  # one line: b and the mistakes, changing as it runs
        self.state_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.legend = named(QLabel(), "weightSpaceLegend")
        self.note = named(QLabel(), "weightSpaceNote")
        for label in (self.status, self.legend, self.note):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._main = False  # the window's main view (F6), not the dock
        self.texts = TextColumn(self.state_line, self.status, self.legend, self.note)
        self.panel_layout.addWidget(self.texts)
        canvas.hovered.connect(self.highlight_example)
        manual.changed.connect(self.schedule)

    def set_room(self, room: RoomPicture | None) -> None:
        """Show the room's revealed w answers (None: none), handed over by the live class."""
        self.room = room
        if self.on_screen:
            self.refresh()

    @property
    def concealed(self) -> bool:
        """A quiz question is open: w among the examples' lines would give its answer away."""
        return self.shown.concealed

    def readout(self) -> Readout:
        """What the plane shows: the point of the state drawn, the mistakes its path counts, its state line, and
        whether w is hidden for a quiz question."""
        picture = self.picture
        current = None if picture is None else numbers(picture.current)
        mistakes = None if picture is None or picture.path is None else picture.path.total
        texts = (("state", self.state_line.text()), ("status", self.status.text()))
        return Readout(w=current, mistakes=mistakes, texts=texts, hidden=self.concealed)

    def make_plot(self) -> WeightPlot:
        plot = WeightPlot()
        plot.moved.connect(self._plane_hovered)
        plot.clicked.connect(self.set_w)
        return plot

    def set_on_screen(self, on: bool) -> None:
        """Whether the panel can be seen; hidden, it links nothing on the canvas."""
        super().set_on_screen(on)
        if not on:
            self.highlight_example(-1)

    def on_show(self) -> None:
        if self.plot is not None and self.panel_layout.indexOf(self.plot) != 0:  # the plane first, the words below
            self.panel_layout.removeWidget(self.plot)
            self.panel_layout.insertWidget(0, self.plot, 1)
        self._fit_texts()
        self._solve_when_shown()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_texts()

    def set_main_view(self, on: bool) -> None:
        """As the main view the plane gets the room: the legend's paragraphs go into the state line's tooltip."""
        self._main = on
        self._show_explanation()
        self._fit_texts()

    def _show_explanation(self) -> None:
        for label in (self.legend, self.note):
            label.setVisible(not self._main and bool(label.text()))
        words = "\n\n".join(label.text() for label in (self.legend, self.note) if label.text())
        self.state_line.setToolTip(words if self._main else "")

    def _fit_texts(self) -> None:
        """The lines under the plane get at most what the plane's least height leaves (the rest of them scrolls)."""
        plane = self.plot.minimumHeight() if self.plot is not None else 0
        margins = self.panel_layout.contentsMargins()
        room = self.height() - plane - margins.top() - margins.bottom() - self.panel_layout.spacing()
        self.texts.setMaximumHeight(max(self.texts.minimumSizeHint().height(), room))

    def new_run(self) -> None:
        self._rect = None

    # -------------------------------------------------------------- solver
    def _solve_when_shown(self) -> None:
        points: PointSet = self.document.points.points
        settings = self.document.settings.value()
        fit, constant = settings.fit_intercept, run_constant(settings, self.document.constant)
        key = (points, fit, constant)
        if not self.on_screen or self._same(key, self._solve_key):
            return
        self._solve_key, self.result, self.problem, self._solved_reason = key, None, "", ""
        if len(points.classes) != 2 or len(points) > MAX_SOLVER_POINTS:
            self._solver.cancel()
            return
        self._solver.submit(
            lambda report: solve_max_margin(points, fit, constant), on_done=lambda r: self._solved(key, r)
        )

    @staticmethod
    def _same(key: tuple, other: tuple | None) -> bool:
        """The same point set (the same object: a PointSet's arrays do not compare as one truth), intercept and
        constant coordinate c."""
        return other is not None and key[0] is other[0] and key[1:] == other[1:]

    def _solved(self, key: tuple, result: object) -> None:
        if not self._same(key, self._solve_key):
            return
        if isinstance(result, MaxMargin):
            self.result = result if result.separable else None
            self.problem = "" if result.separable else result.status
            self._solved_reason = result.reason
        else:
            self.problem, self._solved_reason = "solver_failed", str(result)
        self.refresh()

    # -------------------------------------------------------------- drawing
    def refresh(self) -> None:
        """Draw the state shown (the latest, or where time travel went)."""
        self._solve_when_shown()
        plot = self.plot
        if not isinstance(plot, WeightPlot):
            return
        log, snap = self.shown.run_log, self.shown.snapshot
        plot.setVisible(not self.concealed)  # (an empty plane's made-up axes would only puzzle)
        if self.concealed:
            self._show_nothing(
                "Question open: weight space is hidden until the answer is checked (w would give it away)."
            )
            return
        if log is None or snap is None:
            self._show_nothing("Weight space appears once a run of two classes starts.")
            return
        d = log.X.shape[1]
        why = unsupported(log.n_classes, log.variant, d, log.fit_intercept)
        if why:
            self._show_nothing(why)
            return
        space = self._weight_space(log)
        w, b = np.asarray(snap.coef)[0], float(np.asarray(snap.intercept)[0])
        path, path_note = self._path(log, snap.step)
        current = space.current(w, b)
        keep = [current, to_plane(np.asarray(log.W0)[0], float(np.asarray(log.B0)[0]), log.fit_intercept)]
        if path is not None:
            keep.append(path.states)
        room = self.room if self.room is not None and self.room.kind == "w_after" else None
        if room is not None:
            keep.append(room.to_show())
        self._rect = fit_rect(self._rect, np.vstack(keep), minimum=self._reach(log))
        result = self.result if self._result_matches(log) else None
        status = "separable" if result is not None else self.problem
        visible = plot.show_rect(self._rect)
        picture = space.picture(
            w, b, visible, path, path_note,
            star=result.w_star if result is not None else None, status=status, reason=self._solved_reason,
            constant=log.constant,
        )  # fmt: skip
        self.picture = picture
        classes = (np.asarray(log.y_idx) == 1).astype(np.intp)
        plot.draw(picture, classes, self._drawn_point(log), labels=not self.shown.running)
        plot.draw_room(room)
        self._redraw_highlight()
        slice_at_b = log.fit_intercept and d == 2
        self._show_texts(
            picture.reason,
            self._state_line(picture, slice_at_b, b),
            self._legend(picture, slice_at_b, result),
            f"{picture.note} {path_note} {room_words(room)}".strip()
            + " Hover an example or a line to link them; click to set w (Data > Draw a Classifier).",
        )

    def _show_texts(self, status: str, state: str, legend: str, note: str) -> None:
        """The lines under the plane; the column is laid out again only when one of them changed."""
        labels = (self.status, self.state_line, self.legend, self.note)
        changed = [_set_text(label, text) for label, text in zip(labels, (status, state, legend, note), strict=True)]
        self.status.setVisible(bool(status))
        self._show_explanation()
        if any(changed):
            self.texts.updateGeometry()

    def _show_nothing(self, why: str) -> None:
        self.picture = None
        if isinstance(self.plot, WeightPlot):
            self.plot.clear_picture()
        self.canvas.ring_linked(None)
        self._show_texts(why, "", "", "")

    def _weight_space(self, log: RunLog) -> WeightSpace:
        key = (log.X, log.y_idx, log.fit_intercept)
        if (
            self._space is None
            or self._space_key is None
            or any(a is not b for a, b in zip(key, self._space_key, strict=True))
        ):
            self._space, self._space_key = WeightSpace.of_classes(log.X, log.y_idx, log.fit_intercept), key
        return self._space

    def _path(self, log: RunLog, step: int) -> tuple[Path | None, str]:
        trace = self.shown.trace
        if log.traits.batch:
            return None, word("batch")
        if not log.traits.online:
            return None, word("not online").format(variant=log.variant)
        if trace is None or trace.learner is not log:
            return None, ""
        if self._tail is None or self._tail.trace is not trace:
            self._tail = PathTail(trace, log.fit_intercept)
        return self._tail.path(min(step, trace.last_step)), ""

    def _reach(self, log: RunLog) -> float:
        """The size of one jump η·x at its largest (at least η): the view is never smaller than that."""
        return float(log.eta) * max(1.0, self._space.x_max if self._space is not None else 1.0)

    def _result_matches(self, log: RunLog) -> bool:
        points = self.document.points.points
        same = self._same((points, log.fit_intercept, log.constant), self._solve_key)
        return self.result is not None and same and len(points) == len(log.X)

    def _drawn_point(self, log: RunLog) -> np.ndarray | None:
        if not self.manual.on or log.X.shape[1] != 2:
            return None
        value = self.manual.value
        return to_plane(value.vector, value.b, log.fit_intercept)

    @staticmethod
    def _state_line(picture: Picture, slice_at_b: bool, b: float) -> str:
        """The numbers that change at every step, on one line (the words around them stay put while running)."""
        parts = [f"b = {short(b, 4)}"] if slice_at_b else []
        path = picture.path
        if path is not None:
            drawn = len(path.examples)
            mistakes = word("one mistake" if path.total == 1 else "mistakes").format(n=grouped(path.total))
            parts.append(mistakes + (word("drawn").format(n=drawn) if drawn < path.total else ""))
        return " · ".join(parts)

    def _legend(self, picture: Picture, slice_at_b: bool, result: MaxMargin | None) -> str:
        parts = [word("lines b" if slice_at_b else "lines")]
        if slice_at_b:
            parts.append(word("slice"))
        if picture.path is not None and picture.path.total:
            parts.append(word("path"))
        if result is not None:
            star = word("star slice" if slice_at_b else "star") if picture.star is not None else word("no star")
            margin = short(CONE_FRACTION * result.gamma, 4)
            parts.append(word("blue").format(star=star, fraction=f"{CONE_FRACTION:g}", margin=margin))
        elif len(self.document.points.points) > MAX_SOLVER_POINTS:
            parts.append(word("solver limit").format(n=grouped(MAX_SOLVER_POINTS)))
        return " ".join(parts)

    # ------------------------------------------------------------- linking
    def highlight_example(self, index: int) -> None:
        """Highlight example ``index``'s constraint here and ring it on the canvas (-1: none; none while this
        panel cannot be seen)."""
        index = index if self.on_screen else -1
        if index != self.hovered:
            self.hovered = index
            self._redraw_highlight()

    def _redraw_highlight(self) -> None:
        log, picture, space = self.shown.run_log, self.picture, self._space
        plot = self.plot
        i = self.hovered
        if not isinstance(plot, WeightPlot):
            return
        if picture is None or space is None or log is None or not 0 <= i < len(space.X):
            if self._highlighted:  # cleared once, not at every frame (each Qt call is a turn of the GIL)
                plot.highlight(None, None)
                self.canvas.ring_linked(None)
                self._highlighted = False
            return
        self._highlighted = True
        snap = self.shown.snapshot
        b = float(np.asarray(snap.intercept)[0]) if snap is not None else 0.0
        hp = space.half_planes(b)
        rows = np.array([i])
        plot.highlight(segments(hp, rows, picture.rect)[0], clip(rect_polygon(picture.rect), hp.a[i], float(hp.c[i])))
        self.canvas.ring_linked(np.asarray(log.X, dtype=np.float64)[i, :2] if log.X.shape[1] == 2 else None)

    def _plane_hovered(self, where: object) -> None:
        picture, space, plot = self.picture, self._space, self.plot
        if where is None or picture is None or space is None or not isinstance(plot, WeightPlot):
            self.highlight_example(-1)
            return
        snap = self.shown.snapshot
        b = float(np.asarray(snap.intercept)[0]) if snap is not None else 0.0
        v = np.array(where, dtype=np.float64)
        self.highlight_example(nearest_constraint(space.half_planes(b), picture.rows, v, HOVER_PX * plot.pixel_size()))

    def set_w(self, where: object) -> None:
        """Show how the clicked weights classify the data: Data > Draw a Classifier with that w (and the b shown)."""
        log, snap = self.shown.run_log, self.shown.snapshot
        if log is None or snap is None or self.picture is None:
            return
        if log.X.shape[1] != 2:
            self.manual.message.emit(translated("WeightSpace", ONE_FEATURE))
            return
        b = float(np.asarray(snap.intercept)[0])
        w, b = from_plane(np.asarray(where, dtype=np.float64), b, 2, log.fit_intercept)
        try:
            value = DrawnClassifier(
                (round(float(w[0]), DRAG_DECIMALS), round(float(w[1]), DRAG_DECIMALS)), round(b, DRAG_DECIMALS)
            )
        except ValueError as error:
            self.manual.message.emit(str(error))
            return
        self.manual.set(value)
        self.manual.set_on(True)

    def shutdown(self) -> None:
        """Stop the solver thread (waits for a computation in progress)."""
        self._solver.shutdown()


def _set_text(label: QLabel, text: str) -> bool:
    """Change a label's text only when it differs (a wrapped label lays the dock out again on every change);
    whether it changed."""
    if label.text() == text:
        return False
    label.setText(text)
    return True


class TextColumn(QScrollArea):
    """The dock's lines under the plane: as tall as their wrapped text where the dock has the room, and
    scrolled, never drawn over the plane or cut at both ends, where it has not."""

    def __init__(self, *labels: QLabel) -> None:
        super().__init__()
        self.column = column = QWidget()
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        for label in labels:
            layout.addWidget(label)
        layout.addStretch(1)
        self.setWidget(column)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)  # the plane takes what is left

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The wrapped text's height at this width: what the dock's layout gives the column when it can."""
        inner = max(1, width - 2 * self.frameWidth())
        column = self.column
        return max(0, column.heightForWidth(inner) if column.hasHeightForWidth() else column.sizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.heightForWidth(max(1, self.width())))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 3 * self.fontMetrics().lineSpacing())


def _polygon(vertices: np.ndarray) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in vertices])


def weight_space_dock(window: QMainWindow, panel: WeightSpacePanel) -> QDockWidget:
    """The dock ``weightSpaceDock`` (hidden: View > Weight Space shows it), on the left of the canvas."""
    dock = named(QDockWidget(dock_title("weightSpaceDock"), window), "weightSpaceDock")
    dock.setWidget(panel)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    dock.visibilityChanged.connect(panel.set_on_screen)
    dock.hide()
    return dock


def room_words(room: RoomPicture | None) -> str:
    """The room's dots in words (empty without them)."""
    if room is None:
        return ""
    first = word("hollow").format(n=len(room.first_dots)) if len(room.first_dots) else ""
    w = f"({room.w_true[0]:g}, {room.w_true[1]:g})"
    return word("room").format(n=len(room.dots), qid=room.qid, first=first, w=w)
