"""Train > Live Class: the lecturer's dock (``liveClassDock``) for the room of students answering from their phones.

The dock shows the join address (``liveClassAddress``, large) and its QR code, the network address listened on
(``liveHostCombo``: pick another, or Stop by unchecking the action), buttons to ask about the step about to be
taken, open the second vote, reveal and export, and the counts. Before the reveal it shows how many answered and
nothing of what they answered, and from Ask until Reveal the window hides whatever would give the answer away, as
for a quiz question (``asking_changed``, wired to what is shown). At the reveal of a w or boundary question the
panel owns the room's answers as a :class:`RoomPicture` (``picture_changed``), which the window hands to the
projector's own views: every student's w as a dot in Weight Space, their boundaries faint on the canvas
(:class:`perceptron_gui.views.room_lines.RoomLines`); it goes at the next question, a new class, a reset and a new
document (a new run).  The server (:mod:`perceptron_gui.live`) runs on
a thread of its own and is started only here; the dock polls the room's counts four times a second. A question is
about the step after the one shown (``window.shown.current``, time travel included).
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Callable
from typing import Any

import numpy as np
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.files.live_report import write_session
from core.learn.words import said
from core.session.live import Room, StepFacts
from core.session.live.picture import RoomPicture, room_picture
from core.session.live.steps import step_facts
from core.teach.quiz import check_quizzable, next_question, question_of_step
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, page_language, translated, word_lookup
from perceptron_gui.live import LiveServer, listen_host
from perceptron_gui.live.server import HOST_VARIABLE
from perceptron_gui.views.join_screen import JoinScreen, qr_pixmap
from perceptron_gui.views.room_lines import RoomLines
from perceptron_gui.widgets.naming import named
from perceptron_gui.widgets.scrolling import scrolled
from perceptron_gui.window.titles import dock_title

CONTEXT = "LiveClass"
ASK = (
    ("mistake", "liveAskMistake", QT_TRANSLATE_NOOP("LiveClass", "Mistake or not?")),
    ("yhat", "liveAskYhat", QT_TRANSLATE_NOOP("LiveClass", "What is ŷ?")),
    ("w_after", "liveAskW", QT_TRANSLATE_NOOP("LiveClass", "Where is w after?")),
    ("boundary", "liveAskBoundary", QT_TRANSLATE_NOOP("LiveClass", "Where is the boundary after?")),
)
WORDS = {  # the dock's own words
    "not started": QT_TRANSLATE_NOOP("LiveClass", "Not started"),
    "stopped": QT_TRANSLATE_NOOP("LiveClass", "Stopped: nothing listens. Check Train > Live Class to start again."),
    "join": QT_TRANSLATE_NOOP("LiveClass", "Join Screen"),
    "join tip": QT_TRANSLATE_NOOP(
        "LiveClass", "The address and its code as large as the screen allows, for the projector (Esc closes)"
    ),
    "again": QT_TRANSLATE_NOOP("LiveClass", "Vote again"),
    "reveal": QT_TRANSLATE_NOOP("LiveClass", "Reveal"),
    "export": QT_TRANSLATE_NOOP("LiveClass", "Export…"),
    "listening": QT_TRANSLATE_NOOP("LiveClass", "Listening on"),
    "open": QT_TRANSLATE_NOOP("LiveClass", "Students open this address (or scan the code):"),
    "host": QT_TRANSLATE_NOOP("LiveClass", "Network address the live class listens on"),
    "cannot listen": QT_TRANSLATE_NOOP("LiveClass", "Cannot listen on {host}: {why}."),
    "asked": QT_TRANSLATE_NOOP("LiveClass", "Asked Q{qid} about step {step}."),
    "not written": QT_TRANSLATE_NOOP("LiveClass", "Could not write {path}: {error}"),
    "exported": QT_TRANSLATE_NOOP("LiveClass", "Live class exported to {path}"),
    "waiting": QT_TRANSLATE_NOOP("LiveClass", "Waiting for the run…"),
    "connected": QT_TRANSLATE_NOOP("LiveClass", "{online} connected, {joined} joined"),
    "vote": QT_TRANSLATE_NOOP("LiveClass", "vote {vote}"),
    "closed": QT_TRANSLATE_NOOP("LiveClass", "closed"),
    "export title": QT_TRANSLATE_NOOP("LiveClass", "Export Live Class"),
    "csv files": QT_TRANSLATE_NOOP("LiveClass", "CSV files (*.csv)"),
    "answered": QT_TRANSLATE_NOOP("LiveClass", "Q{qid} ({vote}): {answered} of {online} answered"),
}


word = word_lookup(CONTEXT, WORDS)  # word(key): WORDS[key] in the interface language


def host_choices() -> list[str]:
    """The addresses the lecturer may listen on: only ``PERCEPTRON_LIVE_HOST`` when set, else the default
    route's address first, then this machine's other IPv4 addresses, then its IPv6 ones (loopbacks last).
    Link-local IPv6 addresses (fe80::) are left out: a browser cannot open them without the interface's zone."""
    chosen = os.environ.get(HOST_VARIABLE, "").strip()
    if chosen:
        return [chosen]
    first = listen_host()
    found = [first]
    for address in QNetworkInterface.allAddresses():
        if address.isLinkLocal() and address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol:
            continue
        if address.protocol() in (
            QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
            QAbstractSocket.NetworkLayerProtocol.IPv6Protocol,
        ):
            text = address.toString()
            if text not in found:
                found.append(text)
    found.sort(key=lambda a: (a != first, ipaddress.ip_address(a.split("%")[0]).is_loopback, ":" in a))
    return found


def facts_of_run(trace: Any, variant: str, shuffled: bool, seed: int, shown_step: int | None = None) -> StepFacts:
    """The facts of the step after the one shown (``shown_step``; None: the latest, the step about to be taken).
    ValueError saying why when it cannot be asked."""
    if trace is None:
        raise ValueError(word("waiting"))
    source = trace.learner
    why = check_quizzable(variant, int(np.max(source.y_idx)) + 1 if len(source.y_idx) else 0)
    if why:
        raise ValueError(said(why, translated))
    if shown_step is not None and shown_step < trace.last_step:  # time travel: the next step is in the trace
        question = question_of_step(trace, shown_step + 1)
    else:
        question = next_question(trace, shuffled=shuffled, seed=seed)
    return step_facts(question, np.asarray(source.X), np.where(np.asarray(source.y_idx) == 1, 1, -1))


class LiveClassPanel(QWidget):
    """The dock's contents; ``facts`` gives the step to ask about (or raises ValueError saying why not)."""

    message = Signal(str)
    asking_changed = Signal(bool)  # a question is open (asked, not yet revealed): the answer must not show
    picture_changed = Signal(object)  # the revealed room's RoomPicture, or None: nothing of the room to draw

    def __init__(self, facts: Callable[[], StepFacts], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveClassPanel")
        self._facts = facts
        self.room: Room | None = None
        self.server: LiveServer | None = None
        self.asking = False
        self.picture: RoomPicture | None = None
        self.address = named(QLabel(), "liveClassAddress")
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.address.setFont(big)
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.qr = named(QLabel(), "liveClassQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.host = named(QComboBox(), "liveHostCombo")
        self.host.addItems(host_choices())
        self.host.activated.connect(lambda _index: self._restart())
        self.join_button = named(QPushButton(), "liveJoinScreen")
        self.join_button.clicked.connect(self.toggle_join_screen)
        self.join_screen: JoinScreen | None = None
        self.count = named(QLabel(), "liveClassCount")
        count_font = QFont(self.font())
        count_font.setPointSizeF(count_font.pointSizeF() * 1.6)
        self.count.setFont(count_font)
        self.results = named(QLabel(), "liveClassResults")
        self.results.setTextFormat(Qt.TextFormat.PlainText)
        self.results.setFont(QFont("monospace"))
        self.note = named(QLabel(), "liveClassMessage")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)

        asks = QGridLayout()
        self.ask_buttons: dict[str, QPushButton] = {}
        for k, (kind, name, _text) in enumerate(ASK):
            button = named(QPushButton(), name)
            button.clicked.connect(lambda _=False, kind=kind: self.ask(kind))
            asks.addWidget(button, k // 2, k % 2)
            self.ask_buttons[kind] = button
        self.second = named(QPushButton(), "liveSecondVote")
        self.second.clicked.connect(self.second_vote)
        self.reveal_button = named(QPushButton(), "liveReveal")
        self.reveal_button.clicked.connect(self.reveal)
        self.export_button = named(QPushButton(), "liveExport")
        self.export_button.clicked.connect(self.export)
        row = QHBoxLayout()
        for button in (self.second, self.reveal_button, self.export_button):
            row.addWidget(button)
        host_row = QHBoxLayout()
        self.listening = QLabel()
        host_row.addWidget(self.listening)
        host_row.addWidget(self.host, 1)
        host_row.addWidget(self.join_button)
        layout = QVBoxLayout(self)
        self.open_words = QLabel()
        layout.addWidget(self.open_words)
        layout.addWidget(self.address)
        layout.addWidget(self.qr)
        layout.addLayout(host_row)
        layout.addLayout(asks)
        layout.addLayout(row)
        layout.addWidget(self.count)
        layout.addWidget(self.results)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self._poll = QTimer(self)
        self._poll.setInterval(250)
        self._poll.timeout.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """The dock's words in the interface language (at start and on ``QEvent.LanguageChange``)."""
        if not self.running:
            stopped = self.room is not None  # a class ran and was stopped; else none has started
            self.address.setText(word("stopped") if stopped else word("not started"))
        self.host.setAccessibleName(word("host"))
        self.join_button.setText(word("join"))
        self.join_button.setToolTip(word("join tip"))
        for kind, _name, text in ASK:
            self.ask_buttons[kind].setText(translated(CONTEXT, text))
        self.second.setText(word("again"))
        self.reveal_button.setText(word("reveal"))
        self.export_button.setText(word("export"))
        self.listening.setText(word("listening"))
        self.open_words.setText(word("open"))
        if self.server is not None:
            self.server.set_language(page_language())  # the students' phones follow

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and "open_words" in self.__dict__:  # (once built)
            self.retranslate()

    # the server -------------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """Whether the live class is listening."""
        return self.server is not None and self.server.running

    def start(self, fresh: bool = True) -> bool:
        """Listen on the chosen address; False, saying why, when it cannot. ``fresh``: a new room and join code
        (else the same class goes on, on another address)."""
        if self.running:
            return True
        if fresh or self.room is None:
            self.room = Room()
        server = LiveServer(self.room, host=self.host.currentText(), lang=page_language(), localise=translated)
        try:
            url = server.start()
        except OSError as error:
            self.note.setText(word("cannot listen").format(host=self.host.currentText(), why=error.strerror or error))
            return False
        self.server = server
        self.address.setText(url)
        self.qr.setPixmap(qr_pixmap(url))
        if self.join_screen is not None:
            self.join_screen.set_address(url)
        self.note.setText("")
        if fresh:
            self.results.setText("")
            self.forget_picture()
        self._poll.start()
        self.refresh()
        return True

    def stop(self) -> None:
        """Close every connection and the port (the room's results stay until the next start)."""
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._poll.stop()
        self._close_join_screen()
        self.address.setText(word("stopped"))
        self.qr.clear()
        self.refresh()

    def _restart(self) -> None:
        if self.running:  # another address, the same class: its students rejoin with their ids, answers kept
            self.stop()
            self.start(fresh=False)

    def toggle_join_screen(self) -> None:
        """Open the join screen for the projector (maximised), or close it when it is open."""
        if self.join_screen is not None and self.join_screen.isVisible():
            self.join_screen.close()
            return
        if not self.running or self.server is None:
            return
        if self.join_screen is None:
            self.join_screen = JoinScreen(self)
        self.join_screen.set_address(self.server.url)
        self.join_screen.setGeometry(self.window().screen().availableGeometry())  # the screen the window is on
        self.join_screen.showMaximized()
        self.join_screen.raise_()
        self.join_screen.activateWindow()
        self.refresh()

    def _close_join_screen(self) -> None:
        if self.join_screen is not None:
            self.join_screen.close()

    # the lecturer -----------------------------------------------------------------------------------------
    def ask(self, kind: str) -> None:
        """Ask the room about the step about to be taken."""
        if not self.running or self.room is None or self.server is None:
            return
        try:
            question = self.room.ask(kind, self._facts())
        except ValueError as error:
            self.note.setText(said(error, translated))
            return
        self.server.push()
        self.results.setText("")
        self.forget_picture()
        self.note.setText(word("asked").format(qid=question.qid, step=question.facts.step))
        self.refresh()

    def second_vote(self) -> None:
        """Discussed? Vote again (vote 1's answers stay hidden until the reveal)."""
        if self.room is None or self.server is None:
            return
        try:
            self.room.second_vote()
        except ValueError as error:
            self.note.setText(said(error, translated))
            return
        self.server.push()
        self.refresh()

    def reveal(self) -> None:
        """Close the vote and show what the room answered, then the right answer."""
        if self.room is None or self.server is None:
            return
        try:
            result = self.room.reveal()
        except ValueError as error:
            self.note.setText(said(error, translated))
            return
        self.server.push()
        self.results.setText(results_text(result))
        self._set_picture(room_picture(result, self.room.question(result["qid"]).facts))
        self.refresh()

    def forget_picture(self) -> None:
        """Nothing of the room on the projector's views any more (a new question, run or document)."""
        self._set_picture(None)

    def _set_picture(self, picture: RoomPicture | None) -> None:
        if picture is not self.picture:
            self.picture = picture
            self.picture_changed.emit(picture)

    def export(self, path: str | None = None) -> None:
        """Write the revealed questions' results as CSV (and the one-page summary beside it, .txt)."""
        if self.room is None:
            return
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, word("export title"), "live-class.csv", word("csv files"))
        if not path:
            return
        try:
            write_session(path, self.room.revealed_results(), students=self.room.tally().joined, localise=translated)
        except OSError as error:
            self.note.setText(word("not written").format(path=path, error=error))
            return
        self.message.emit(word("exported").format(path=path))

    def refresh(self) -> None:
        """The counts (never the answers before the reveal) and which buttons apply."""
        tally = self.room.tally() if self.room is not None else None
        running = self.running
        self._set_asking(running and tally is not None and tally.qid is not None and not tally.revealed)
        for button in self.ask_buttons.values():
            button.setEnabled(running)
        self.join_button.setEnabled(running)
        if self.join_screen is not None and tally is not None:
            self.join_screen.set_count(tally.joined)
        self.export_button.setEnabled(tally is not None)
        if tally is None:
            self.second.setEnabled(False)
            self.reveal_button.setEnabled(False)
            self.count.setText("")
            return
        asked = tally.qid is not None
        self.second.setEnabled(running and asked and tally.vote == 1)
        self.reveal_button.setEnabled(running and asked and not tally.revealed)
        text = word("connected").format(online=tally.online, joined=tally.joined)
        if asked:
            vote = word("vote").format(vote=tally.vote) if tally.vote else word("closed")
            answered = word("answered").format(qid=tally.qid, vote=vote, answered=tally.answered, online=tally.online)
            text += "\n" + answered
        self.count.setText(text)

    def shutdown(self) -> None:
        """Stop the server (the window is closing)."""
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._poll.stop()
        self._close_join_screen()
        self._set_asking(False)

    def _set_asking(self, asking: bool) -> None:
        """From Ask until Reveal (or Stop) a question is open: the window hides what would give it away."""
        if asking != self.asking:
            self.asking = asking
            self.asking_changed.emit(asking)


RESULT_WORDS = {  # the reveal's text bars (the room's keys stay English; choices as the students' page says them)
    "vote": QT_TRANSLATE_NOOP("LiveClass", "Vote {n}: {answered} answered"),
    "truth": QT_TRANSLATE_NOOP("LiveClass", "Right answer: {answer}"),
    "moved": QT_TRANSLATE_NOOP("LiveClass", "Moved: {moves}"),
    "right": QT_TRANSLATE_NOOP("LiveClass", "right"),
    "wrong": QT_TRANSLATE_NOOP("LiveClass", "wrong"),
    "other": QT_TRANSLATE_NOOP("LiveClass", "other"),
}
result_word = word_lookup("LiveClass", RESULT_WORDS)


def results_text(result: dict[str, Any]) -> str:
    """The reveal as text bars: per vote the count of each choice (or of right answers), the right answer, and
    how answers moved between the votes."""
    lines = []
    for number, vote in enumerate(result["votes"], start=1):
        lines.append(result_word("vote").format(n=number, answered=vote["answered"]))
        counts = vote.get("counts") or {"right": vote["right"], "other": vote["answered"] - vote["right"]}
        top = max(1, *counts.values())
        for choice, count in counts.items():
            lines.append(f"  {_outcome(choice):<11}{'█' * round(20 * count / top):<20} {count}")
    truth = result["truth"]
    shown = "(" + ", ".join(f"{v:g}" for v in truth) + ")" if isinstance(truth, tuple) else _outcome(truth)
    lines.append(result_word("truth").format(answer=shown))
    if "moved" in result:
        moves = [f"{'->'.join(map(_outcome, m.split('->')))} {n}" for m, n in result["moved"].items()
                 if "right" in m or "wrong" in m]  # fmt: skip
        lines.append(result_word("moved").format(moves=", ".join(moves)))
    return "\n".join(lines)


def _outcome(word: str) -> str:
    """ "right", "wrong" and "other" (the room's keys) and a choice ("mistake"; "+1" is notation) in the interface
    language, a choice in the students' page's words."""
    return result_word(word) if word in ("right", "wrong", "other") else translated("LivePage", word)


def live_class_dock(window: Any) -> Any:
    """The window's ``liveClassDock`` (made on first use, on the right, beside the other docks)."""
    from PySide6.QtWidgets import QDockWidget

    existing = window.findChild(QDockWidget, "liveClassDock")
    if existing is not None:
        return existing

    def facts() -> StepFacts:
        settings = window.document.settings.value()
        shown = window.shown.current.snapshot  # the step on screen (time travel included): ask about the next one
        step = None if shown is None else shown.step
        return facts_of_run(window.training.trace, settings.variant, settings.order == "shuffle", settings.seed, step)

    panel = LiveClassPanel(facts)
    panel.message.connect(lambda text: window.show_message(text, 10000))
    panel.asking_changed.connect(lambda on: window.shown.set_concealed(on, "live class"))
    lines = RoomLines(window.canvas.getPlotItem(), panel)
    panel.picture_changed.connect(lines.set_picture)
    panel.picture_changed.connect(window.weight_space.set_room)

    def to_weight_space(picture: RoomPicture | None) -> None:
        """A w question's reveal is read in weight space: open it when it is not shown."""
        if picture is not None and picture.kind == "w_after" and not window.weight_space_dock.isVisible():
            window.docks.set_weight_space(True)

    panel.picture_changed.connect(to_weight_space)
    window.training.run_started.connect(panel.forget_picture)  # a reset, new points or a new document
    window.live_class = panel
    dock = named(QDockWidget(dock_title("liveClassDock"), window), "liveClassDock")
    dock.setWidget(named(scrolled(panel, wrap=False, frame=False), "liveClassScroll"))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return dock
