"""The room: who joined, the question asked, each student's answer per vote, and what the reveal shows.

Every method is safe to call from any thread (one lock): the server's thread feeds it students' messages, the
window asks, opens the second vote and reveals. An answer is kept per (question, vote, student id): a student
who answers again changes their answer, never the count, and one who reconnects with their id keeps it.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from core.learn.words import QT_TRANSLATE_NOOP, SaidError, Sentence
from core.session.live.codes import is_student_id, new_join_code, new_student_id
from core.session.live.messages import JOIN_FIRST, RefusalError
from core.session.live.nickname import check_nickname
from core.session.live.questions import Question, StepFacts

MAX_STUDENTS = 1000


@dataclass
class _Asked:
    question: Question
    votes: list[dict[str, Any]] = field(default_factory=lambda: [{}])
    open_vote: int | None = 1
    revealed: bool = False


@dataclass(frozen=True)
class Tally:
    """What the projector may show before a reveal: counts only, never the answers."""

    joined: int
    online: int
    qid: int | None
    kind: str | None
    vote: int | None
    answered: int
    revealed: bool


class Room:
    """One live class: a random join code, its students, and the questions asked so far."""

    def __init__(self, code: str | None = None) -> None:
        self.code = code or new_join_code()
        self._lock = threading.Lock()
        self._nicks: dict[str, str] = {}
        self._online: Counter[str] = Counter()
        self._asked: list[_Asked] = []

    # students -----------------------------------------------------------------------------------------------
    def join(self, code: object, sid: object = None, nick: object = None) -> str:
        """A student joins (or comes back) with the code; returns their id. Raises :class:`RefusalError`."""
        if not isinstance(code, str) or code.strip().upper() != self.code:
            raise RefusalError(
                QT_TRANSLATE_NOOP(
                    "LivePage", "That join code is not this class's code: check the address on the projector."
                )
            )
        name = check_nickname(nick)
        with self._lock:
            if is_student_id(sid) and sid in self._nicks:
                student = str(sid)
                if name:
                    self._nicks[student] = name
            else:
                if len(self._nicks) >= MAX_STUDENTS:
                    raise RefusalError(
                        QT_TRANSLATE_NOOP("LivePage", "This class is full ({n} students)."), n=MAX_STUDENTS
                    )
                student = new_student_id()
                self._nicks[student] = name
            self._online[student] += 1
        return student

    def leave(self, sid: str) -> None:
        """One connection of a student closed (their answers stay)."""
        with self._lock:
            self._online[sid] -= 1
            if self._online[sid] <= 0:
                del self._online[sid]

    # the lecturer -------------------------------------------------------------------------------------------
    def ask(self, kind: str, facts: StepFacts) -> Question:
        """Ask the room a new question about a step; vote 1 opens and any earlier question closes."""
        with self._lock:
            if self._asked:
                self._asked[-1].open_vote = None
            question = Question(len(self._asked) + 1, kind, facts)
            self._asked.append(_Asked(question))
        return question

    def second_vote(self) -> None:
        """Close vote 1 and open vote 2 of the current question (after discussion, before the reveal)."""
        with self._lock:
            asked = self._current()
            if asked.revealed or len(asked.votes) > 1:
                raise SaidError(
                    Sentence(
                        "LiveClass",
                        QT_TRANSLATE_NOOP("LiveClass", "The second vote is open once per question, before the reveal."),
                    )
                )
            asked.votes.append({})
            asked.open_vote = 2

    def reveal(self) -> dict[str, Any]:
        """Close the voting and return the current question's results (see :meth:`results`)."""
        with self._lock:
            asked = self._current()
            asked.open_vote = None
            asked.revealed = True
            return _results(asked)

    # answers ------------------------------------------------------------------------------------------------
    def answer(self, sid: str, qid: object, vote: object, raw: object) -> None:
        """Keep a student's answer to the open vote (replacing their earlier one). Raises :class:`RefusalError`."""
        with self._lock:
            if not self._asked or qid != self._asked[-1].question.qid:
                raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "That question is not the one asked now."))
            asked = self._asked[-1]
            if asked.open_vote is None or vote != asked.open_vote:
                raise RefusalError(QT_TRANSLATE_NOOP("LivePage", "That vote is closed."))
            if sid not in self._nicks:
                raise RefusalError(JOIN_FIRST)
            asked.votes[asked.open_vote - 1][sid] = asked.question.parse_answer(raw)

    # what can be shown --------------------------------------------------------------------------------------
    def tally(self) -> Tally:
        """Counts for the projector (never the answers before the reveal)."""
        with self._lock:
            if not self._asked:
                return Tally(len(self._nicks), len(self._online), None, None, None, 0, False)
            asked = self._asked[-1]
            vote = asked.open_vote or len(asked.votes)
            return Tally(
                len(self._nicks),
                len(self._online),
                asked.question.qid,
                asked.question.kind,
                asked.open_vote,
                len(asked.votes[vote - 1]),
                asked.revealed,
            )

    def student_state(self, sid: str) -> dict[str, Any]:
        """What one student's page shows now: the question, the open vote, their own answer, and after the
        reveal the right answer."""
        with self._lock:
            if not self._asked:
                return {"t": "wait"}
            asked = self._asked[-1]
            state: dict[str, Any] = {"t": "question", **asked.question.student_view(), "vote": asked.open_vote}
            vote = asked.open_vote or len(asked.votes)
            mine = asked.votes[vote - 1].get(sid)
            state["mine"] = list(mine) if isinstance(mine, tuple) else mine
            if asked.revealed:
                truth = asked.question.truth()
                state["truth"] = list(truth) if isinstance(truth, tuple) else truth
                state["right"] = None if mine is None else asked.question.is_correct(mine)
            return state

    def results(self, qid: int) -> dict[str, Any]:
        """The results of question qid, once revealed (ValueError before: nothing gives the answer away)."""
        with self._lock:
            asked = self._asked[qid - 1]
            if not asked.revealed:
                raise SaidError(
                    Sentence("LiveClass", QT_TRANSLATE_NOOP("LiveClass", "The results are shown after the reveal."))
                )
            return _results(asked)

    def question(self, qid: int) -> Question:
        """Question qid as asked (from 1)."""
        with self._lock:
            return self._asked[qid - 1].question

    def revealed_results(self) -> list[dict[str, Any]]:
        """The results of every revealed question, in the order asked (for the session's export)."""
        with self._lock:
            return [_results(a) for a in self._asked if a.revealed]

    def nicknames(self) -> list[str]:
        """The nicknames students typed (empty ones left out), sorted."""
        with self._lock:
            return sorted(n for n in self._nicks.values() if n)

    def _current(self) -> _Asked:
        if not self._asked:
            raise SaidError(Sentence("LiveClass", QT_TRANSLATE_NOOP("LiveClass", "No question has been asked yet.")))
        return self._asked[-1]


def _results(asked: _Asked) -> dict[str, Any]:
    """Per vote: how many answered, counts per choice (choice questions) or every answer (w, lines), the share
    right; between the votes: how answers moved (right/wrong, and choice to choice)."""
    q = asked.question
    votes = []
    for answers in asked.votes:
        right = sum(q.is_correct(a) for a in answers.values())
        vote: dict[str, Any] = {
            "answered": len(answers),
            "right": right,
            "share_right": right / len(answers) if answers else None,
        }
        if q.choices:
            counts = Counter(answers.values())
            vote["counts"] = {c: counts.get(c, 0) for c in q.choices}
        else:
            vote["answers"] = sorted(answers.values())
        votes.append(vote)
    result: dict[str, Any] = {
        "qid": q.qid,
        "kind": q.kind,
        "step": q.facts.step,
        "choices": list(q.choices),
        "truth": q.truth(),
        "votes": votes,
    }
    if len(asked.votes) == 2:
        first, second = asked.votes
        both = first.keys() & second.keys()
        moved: Counter[str] = Counter()
        for sid in both:
            before = "right" if q.is_correct(first[sid]) else "wrong"
            after = "right" if q.is_correct(second[sid]) else "wrong"
            moved[f"{before}->{after}"] += 1
            if q.choices:
                moved[f"{first[sid]}->{second[sid]}"] += 1
        result["moved"] = dict(sorted(moved.items()))
    return result
