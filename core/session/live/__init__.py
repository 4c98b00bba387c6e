"""The live class's Qt-free room: join codes, questions about one step, votes, reveal and the session's results.

Nothing here touches the network or the file system: the server (``perceptron_gui.live``) feeds the room the
students' messages, and :mod:`core.files.live_report` writes the export.
"""

from core.session.live.codes import new_join_code, new_student_id
from core.session.live.messages import RefusalError, parse_message
from core.session.live.nickname import check_nickname
from core.session.live.questions import KINDS, Question, StepFacts
from core.session.live.rate import RateLimiter
from core.session.live.room import Room, Tally

__all__ = [
    "KINDS",
    "Question",
    "RateLimiter",
    "RefusalError",
    "Room",
    "StepFacts",
    "Tally",
    "check_nickname",
    "new_join_code",
    "new_student_id",
    "parse_message",
]
