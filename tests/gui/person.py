"""Drive the window as a person does, and check that every view shows the step the engine says is shown.

:class:`Person` moves the mouse, hovers, clicks toolbar buttons, table rows and canvas points, opens menus
from the menu bar, types into fields with the keyboard and answers or cancels modal dialogs.  After a
dialog closes it gives the window back its activation, as a window manager does (offscreen Qt has none):
focus then returns to the widget that had it, with Qt's own focus-in handling.

:func:`view_problems` is the invariant: what every view shows, read through its public read-out
(``readout()``: the status line, the trace table's current row and timeline, the canvas's w arrow, label and
ringed example, the inspector, weight space, the algorithm listing, the theorem panel, the loss panel, the
curves' time-travel mark, the presentation row, the lift, the quiz and the overlays, and whether each hides
what a quiz question's answer would show), is the state of the step the training controller says is shown.
:func:`open_every_dock` floats every dock so that all of them are on screen at once.
:func:`assert_views_agree` waits for the throttled redraws to land, then names every view that disagrees.

:func:`wait_for_training_thread` waits for the real condition behind "the worker has caught up": the training
thread has handled every command sent before the call, and the window has taken in all it said meanwhile (a
Pause answered, its last frame shown), however late a busy machine makes it; never a fixed wait.
:func:`wait_for_thread` does the same for any of the app's threads (a background task's).
"""

from __future__ import annotations

import re

import numpy as np
from PySide6.QtCore import QObject, QPoint, QPointF, Qt, QThread, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QLabel,
    QMenu,
    QMessageBox,
    QTabBar,
    QToolButton,
    QWidget,
)
from pytestqt.exceptions import TimeoutError as WaitTimeout

from core.learn.choices import ONLINE_LINEAR
from core.session.geometry import vector_text

SETTLE_MS = 3000  # the views redraw on throttled timers (at most every 150 ms or so): this is ample
THREAD_MS = 30_000  # a training thread's slices take milliseconds; this only bounds a hang


class Person:
    """A user at the window: mouse, keyboard, menus and dialogs, through Qt's real event delivery."""

    def __init__(self, window, qtbot) -> None:
        self.window = window
        self.qtbot = qtbot

    # ------------------------------------------------------------- mouse
    def button(self, action_name: str) -> QToolButton:
        """The visible toolbar button of an action."""
        action = self.window.findChild(QAction, action_name)
        assert action is not None, f"no action {action_name}"  # else a button without an action would be clicked
        return next(b for b in self.window.findChildren(QToolButton) if b.defaultAction() is action and b.isVisible())

    def click_button(self, action_name: str) -> None:
        """Click an action's toolbar button with the mouse."""
        QTest.mouseClick(self.button(action_name), Qt.MouseButton.LeftButton)

    def click(self, object_name: str) -> None:
        """Click the visible widget named ``object_name`` (a button of a panel) with the mouse."""
        widget = next(w for w in self.window.findChildren(QWidget, object_name) if w.isVisible())
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)

    def click_row(self, row: int) -> None:
        """Click row ``row`` of the trace table."""
        table = self.window.trace_panel.table
        index = table.model().index(row, 0)
        table.scrollTo(index)
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center())

    def canvas_pos(self, x: float, y: float) -> QPoint:
        """The canvas viewport's pixel that shows the data point (x, y)."""
        canvas = self.window.canvas
        scene = canvas.getPlotItem().vb.mapViewToScene(QPointF(x, y))
        return canvas.mapFromScene(scene)

    def hover_canvas(self, x: float, y: float) -> None:
        """Move the mouse over (x, y) of the canvas, in a few moves as a hand does."""
        viewport = self.window.canvas.viewport()
        end = self.canvas_pos(x, y)
        start = end + QPoint(40, 30)
        for k in range(5):
            QTest.mouseMove(viewport, start + (end - start) * ((k + 1) / 5))
            self.qtbot.wait(10)

    def click_canvas(self, x: float, y: float, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """Move to (x, y) of the canvas and click there."""
        self.hover_canvas(x, y)
        self.qtbot.wait(100)  # the hand rests a moment: what hovering shows is shown
        QTest.mouseClick(self.window.canvas.viewport(), Qt.MouseButton.LeftButton, modifier, self.canvas_pos(x, y))

    def wheel_canvas(self, x: float, y: float, notches: int) -> None:
        """Turn the mouse wheel over (x, y) of the canvas: forwards (zoom in) for notches > 0, back for < 0."""
        self.hover_canvas(x, y)
        viewport, at = self.window.canvas.viewport(), self.canvas_pos(x, y)
        for _ in range(abs(notches)):
            turn = QPoint(0, 120 if notches > 0 else -120)
            QApplication.sendEvent(
                viewport,
                QWheelEvent(
                    QPointF(at),
                    QPointF(viewport.mapToGlobal(at)),
                    QPoint(0, 0),
                    turn,
                    Qt.MouseButton.NoButton,
                    Qt.KeyboardModifier.NoModifier,
                    Qt.ScrollPhase.NoScrollPhase,
                    False,
                ),
            )

    # ------------------------------------------------------------- menus and dialogs
    def choose(self, menu_title: str, action_name: str) -> None:
        """Open ``menu_title`` in the menu bar with a click and click the action ``action_name`` in it."""
        bar = self.window.menuBar()
        menu = next(a.menu() for a in bar.actions() if a.text().replace("&", "") == menu_title)
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())
        self.qtbot.waitUntil(menu.isVisible)
        chain = self._path_to(menu, action_name)
        assert chain, f"no {action_name} in the {menu_title} menu"
        parent = menu
        for entry in chain[:-1]:  # a submenu opens as the mouse rests on its entry
            QTest.mouseMove(parent, parent.actionGeometry(entry).center())
            try:
                self.qtbot.waitUntil(entry.menu().isVisible, timeout=1000)
            except WaitTimeout:  # a menu opened where the mouse already rests ignores it: the keys then
                parent.setActiveAction(entry)
                QTest.keyClick(parent, Qt.Key.Key_Right)
                self.qtbot.waitUntil(entry.menu().isVisible)
            parent = entry.menu()
        QTest.mouseClick(parent, Qt.MouseButton.LeftButton, pos=parent.actionGeometry(chain[-1]).center())
        self.back_to_window()

    @staticmethod
    def _path_to(menu: QMenu, action_name: str) -> list[QAction]:
        """The submenu entries leading to the action named ``action_name``, then the action ([] if absent)."""
        for action in menu.actions():
            if action.objectName() == action_name:
                return [action]
            if action.menu() is not None and (rest := Person._path_to(action.menu(), action_name)):
                return [action, *rest]
        return []

    def open_and_close_menu(self, menu_title: str) -> None:
        """Open a menu of the menu bar and close it again with Esc."""
        bar = self.window.menuBar()
        menu = next(a.menu() for a in bar.actions() if a.text().replace("&", "") == menu_title)
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())
        self.qtbot.waitUntil(menu.isVisible)
        QTest.keyClick(menu, Qt.Key.Key_Escape)
        self.qtbot.waitUntil(lambda: not menu.isVisible())
        self.back_to_window()

    def through_dialog(self, open_it, answer: str = "cancel") -> list[str]:
        """Run ``open_it`` (which opens a modal dialog) and answer the dialog: "cancel" presses Esc, "accept"
        presses Enter.  Returns the titles of the dialogs seen.  Then the
        window is active again."""
        seen: list[str] = []

        def answer_it() -> None:
            dialog = QApplication.activeModalWidget()
            if isinstance(dialog, (QDialog, QMessageBox)) and dialog.isVisible():
                seen.append(dialog.windowTitle())
                key = Qt.Key.Key_Escape if answer == "cancel" else Qt.Key.Key_Return
                QTest.keyClick(dialog.focusWidget() or dialog, key)

        timer = QTimer()
        timer.timeout.connect(answer_it)
        timer.start(50)
        try:
            open_it()
            self.qtbot.waitUntil(lambda: bool(seen) and QApplication.activeModalWidget() is None, timeout=10_000)
        finally:
            timer.stop()
        self.back_to_window()
        return seen

    def back_to_window(self) -> None:
        """What a window manager does once a dialog or a menu closes: the main window is active again, and Qt
        gives the focus back to the widget that had it (a focus-in of reason ActiveWindowFocusReason)."""
        self.window.activateWindow()
        self.qtbot.waitActive(self.window)
        self.qtbot.wait(50)

    # ------------------------------------------------------------- keyboard
    def reveal(self, widget: QWidget) -> None:
        """Bring ``widget``'s dock to the front by a click on its tab, when another tab hides it."""
        if widget.isVisible():
            return
        dock = widget.parent()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parent()
        assert dock is not None, f"{widget.objectName()} is in no dock"
        for bar in self.window.findChildren(QTabBar):
            titles = [bar.tabText(i) for i in range(bar.count())]
            if bar.isVisible() and dock.windowTitle() in titles:
                tab = bar.tabRect(titles.index(dock.windowTitle())).center()
                QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=tab)
                self.qtbot.waitUntil(widget.isVisible)
                return
        raise AssertionError(f"no tab shows the {dock.windowTitle()} dock")

    def focus(self, widget: QWidget) -> None:
        """Click into ``widget`` (a field takes the focus as it does under the mouse); its tab first if hidden."""
        self.reveal(widget)
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(widget.width() // 2, widget.height() // 2))
        if not widget.hasFocus():
            widget.setFocus(Qt.FocusReason.MouseFocusReason)
        self.qtbot.waitUntil(lambda: widget.hasFocus() or _popup_of(widget))

    def tab_into(self, widget: QWidget) -> None:
        """Give ``widget`` the focus as Tab does (no click on it)."""
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        self.qtbot.waitUntil(widget.hasFocus)

    def type_into(self, widget: QWidget, text: str) -> None:
        """Click into a field, select what it holds and type ``text`` (no Enter)."""
        self.focus(widget)
        QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(widget, text)

    def press(self, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """Press a key wherever the focus is (the window itself when nothing has it)."""
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, key, modifier)


def _popup_of(widget: QWidget) -> bool:
    """Whether ``widget`` is a list whose popup is open (the popup has the focus then)."""
    return isinstance(widget, QComboBox) and widget.view().isVisible()


# ----------------------------------------------------------------- the invariant
def _text(window, name: str) -> str:
    label = window.findChild(QLabel, name)
    return "" if label is None else label.text()


def _on_screen(widget: QWidget | None) -> bool:
    """Whether a view can be seen: a dock behind another's tab stays "visible" to Qt, moved out of sight."""
    return widget is not None and widget.isVisible() and not widget.visibleRegion().isEmpty()


def _close(a, b) -> bool:
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return a.shape == b.shape and np.allclose(a, b, rtol=1e-6, atol=1e-9 * max(1.0, float(np.abs(b).max(initial=0))))


def view_problems(window) -> list[str]:
    """Every view that does not show the step the engine says is shown (an empty list: all agree).

    Each view is read through its public read-out (``readout()``) or its public labels; the engine's side
    is the training controller (the state shown, the latest, the run log and trace)."""
    training = window.training
    shown, latest = training.shown(), training.state()
    if shown is None or latest is None or window.manual_model.on:
        return []
    problems = []
    travelling = training.shown_step is not None
    asking = window.quiz.asking
    log, trace = training.run_log, training.trace
    two_class_linear = shown.variant in ONLINE_LINEAR and shown.coef.shape[0] == 1
    status = _text(window, "statusLabel")
    if not re.search(rf"\bt = {shown.step}(?!\d)", status):  # "step t = 3  ·", presenting "t = 3 ·"
        problems.append(f"status line {status!r} is not at step t = {shown.step}")
    if travelling != status.startswith("Time travel"):
        problems.append(f"status line {status!r} says time travel={not travelling}, the engine {travelling}")

    panel = window.trace_panel.readout()
    if not panel.text("timeline").startswith(f"step {shown.step:,} of {latest.step:,}"):
        problems.append(f"timeline {panel.text('timeline')!r} is not at step {shown.step} of {latest.step}")
    if panel.row is not None and panel.row != shown.step:
        problems.append(f"the trace's current row is step {panel.row}, not {shown.step}")
    if travelling and window.trace_panel.model.row_of_step(shown.step) is not None and panel.row is None:
        problems.append(f"time travel to step {shown.step} has no current row in the trace")

    canvas = window.canvas.readout()
    if canvas.hidden != asking:
        problems.append(f"the canvas hides the classifier={canvas.hidden}, a quiz question open={asking}")
    plane = log is not None and log.X.shape[1] == 2 and window.canvas.isVisible()
    if plane and two_class_linear and np.any(shown.coef[0]) and not asking:
        if vector_text(shown.coef[0]) not in canvas.text("w"):
            problems.append(f"canvas labels {canvas.text('w')!r}, the shown w is {vector_text(shown.coef[0])}")
        if canvas.w is None or not _close(canvas.w, shown.coef[0]):
            problems.append(f"the w arrow draws w = {canvas.w}, not {shown.coef[0].tolist()}")
    ringed = any(np.allclose(p, log.X[shown.index, :2]) for p in canvas.ringed) if plane and shown.index >= 0 else True
    if not ringed and not asking:
        problems.append(f"the ringed example is {list(canvas.ringed)}, not x_{shown.index + 1} = {log.X[shown.index]}")

    inspector = window.inspector.readout()
    if window.inspector.isVisible() and inspector.step is not None and inspector.step != shown.step:
        problems.append(f"inspector {inspector.text('note')!r} is not at step t = {shown.step}")
    if window.inspector.isVisible() and window.inspector.selected() is not None and inspector.hidden != asking:
        problems.append(f"the inspector hides the score={inspector.hidden}, a quiz question open={asking}")

    if _on_screen(window.findChild(QWidget, "weightSpaceDock")) and shown.variant in ONLINE_LINEAR:
        space = window.weight_space.readout()
        if space.hidden != asking:
            problems.append(f"weight space hides w={space.hidden}, a quiz question open={asking}")
        if space.mistakes is not None and space.mistakes != shown.n_mistakes:
            problems.append(f"weight space {space.text('state')!r} does not count the {shown.n_mistakes} mistakes")

    if _on_screen(window.algorithm):
        marked = window.algorithm.readout().step
        if marked is not None and marked != shown.step:
            problems.append(f"the algorithm listing marks step {marked}, not {shown.step}")
    if _on_screen(window.theory):
        counted = window.theory.readout().mistakes
        if counted is not None and counted != shown.n_mistakes:
            problems.append(f"the theorem panel counts {counted} mistakes, the step shown {shown.n_mistakes}")
    if _on_screen(window.losses) and two_class_linear and trace is not None and shown.step <= trace.last_step:
        loss = window.losses.readout()
        if loss.w is not None and not _close(loss.w, shown.coef[0]):
            problems.append(f"the loss panel is drawn at w = {loss.w}, not {shown.coef[0].tolist()}")
    if _on_screen(window.curves) and trace is not None and travelling:
        marked = window.curves.readout().b
        if marked is None or not np.isclose(marked, shown.step / max(1, trace.learner.n_samples)):
            problems.append(f"the curves mark epoch {marked} for the step shown {shown.step}")
    if _on_screen(window.presenter.row):
        row = window.presenter.row.readout()
        if row.step != shown.step:
            problems.append(f"the presentation row is at step {row.step}, not {shown.step}")
    lift = window.findChild(QWidget, "liftView")  # built on first use: none to read before
    if lift is not None and lift.isVisible() and two_class_linear and shown.coef.shape[1] == 1:
        drawn = lift.readout()
        if drawn.hidden != asking:
            problems.append(f"the lift hides (w, b)={drawn.hidden}, a quiz question open={asking}")
        if drawn.w is not None and not _close([*drawn.w, drawn.b], [shown.coef[0, 0], shown.intercept[0]]):
            problems.append(f"the lift draws (w, b) = {drawn.w}, {drawn.b}; the step shown {shown.coef[0]}")
    question = window.quiz.readout().step
    if question is not None and question != latest.step + 1:
        problems.append(f"the quiz asks about step {question}, the run is at step {latest.step}")
    ensembles = window.overlays.readout()
    if ensembles.hidden != (asking or window.manual_model.on):
        problems.append(f"the averaged and voted boundaries hidden={ensembles.hidden}, a quiz question={asking}")
    return problems


def open_every_dock(window) -> None:
    """Show every dock of the window floating beside it, so that each view can be seen (and is checked)."""
    docks = [d for d in window.findChildren(QDockWidget) if d.objectName() not in ("presentationDock", "quizDock")]
    for k, dock in enumerate(docks):
        if dock.objectName() != "manualModelDock":
            dock.setFloating(True)
            # Qt says a dock shown is visible only when its top left is at x, y >= 0: place it there, show it again
            dock.move(20 + 30 * k, 20 + 30 * k)
            dock.hide()
            dock.show()


def assert_views_agree(window, qtbot, after: str = "") -> None:
    """Wait for the views to settle on the shown step; fail naming every view that does not."""
    try:
        qtbot.waitUntil(lambda: not view_problems(window), timeout=SETTLE_MS)
    except Exception:  # qtbot's TimeoutError: say what disagreed
        problems = view_problems(window)
        if problems:
            raise AssertionError(f"after {after or 'the last action'}: " + "; ".join(problems)) from None


# ----------------------------------------------------------------- the training thread
class _Echo(QObject):
    """Lives on the training thread: answers ``ask`` once every command queued there before it has run."""

    ask = Signal()
    answer = Signal()

    @Slot()
    def reply(self) -> None:
        self.answer.emit()


class _Heard(QObject):
    """Lives on the GUI thread: notes the echo's answer, after every frame the worker sent before it."""

    def __init__(self) -> None:
        super().__init__()
        self.done = False
        self.deleted = False

    @Slot()
    def heard(self) -> None:
        self.done = True

    @Slot()
    def gone(self) -> None:
        self.deleted = True


_UNANSWERED: list[_Echo] = []  # echoes whose thread did not answer in time (the test failed): kept, never deleted


def wait_for_training_thread(window, qtbot) -> None:
    """Wait until the training thread has run every command sent to it so far (a queued Pause, Run, view change)
    and the window has handled every frame and stop it sent while doing so."""
    wait_for_thread(window.training._thread, qtbot)


def wait_for_thread(thread: QThread, qtbot) -> None:
    """Wait until ``thread`` has run everything queued to it so far (a job, commands) and the GUI thread has
    handled every signal it sent meanwhile.

    Queued calls to one thread run in the order posted, and so do its signals back: an echo queued behind the
    work is answered after it, and its answer reaches the GUI thread after the work's own signals.
    """
    echo, heard = _Echo(), _Heard()
    echo.moveToThread(thread)
    echo.ask.connect(echo.reply)  # queued: echo lives on the training thread
    echo.answer.connect(heard.heard)  # queued back to the GUI thread, behind the frames sent before it
    echo.destroyed.connect(heard.gone)  # queued too: heard once its own thread has deleted it
    try:
        echo.ask.emit()
        qtbot.waitUntil(lambda: heard.done, timeout=THREAD_MS)
        # Deleted on its own thread, and only there: the Python wrapper would delete it too (on this thread) if it
        # were dropped first, so it is kept until the deletion is heard (both at once crashed a test process).
        echo.deleteLater()
        qtbot.waitUntil(lambda: heard.deleted, timeout=THREAD_MS)
    except BaseException:
        _UNANSWERED.append(echo)  # the thread hangs or is slow: never deleted from here while it may run
        raise
