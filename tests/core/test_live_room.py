"""The live class's room without a network: codes, one count per student, votes, the reveal, the export."""

from __future__ import annotations

import csv
import io

import pytest

from core.files.live_report import session_csv, write_session
from core.session.live import RefusalError, Room, StepFacts, check_nickname, new_join_code, parse_message
from core.session.live.codes import CODE_ALPHABET
from tests.core.test_live_page_words import catalogue

# w = (0, 0), b = 0, the point x = (1, 2) with y = +1: score 0, a mistake (score 0 counts as one), ŷ = -1 under
# "predict +1 iff score > 0", and with η = 1 the update gives w = (1, 2), b = 1 (worked by hand).
STEP = StepFacts(
    step=1,
    x=(1.0, 2.0),
    y=1,
    w=(0.0, 0.0),
    b=0.0,
    w_after=(1.0, 2.0),
    b_after=1.0,
    y_hat=-1,
    mistake=True,
    points=((1.0, 2.0, 1), (-1.0, -1.0, -1), (2.0, 0.5, 1)),
)


def test_join_codes_are_random_and_readable():
    codes = {new_join_code() for _ in range(2000)}
    assert len(codes) == 2000
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01OI") & set(CODE_ALPHABET)


def test_a_wrong_code_is_refused_and_nobody_joins():
    room = Room()
    wrong = "AAAAAA" if room.code != "AAAAAA" else "BBBBBB"
    for code in (wrong, "", None, 123, room.code + "X"):
        with pytest.raises(RefusalError, match="join code"):
            room.join(code)
    assert room.tally().joined == 0
    assert room.join(room.code.lower())  # typed in lower case on a phone: the same class


@pytest.mark.parametrize(
    "nick",
    ["<b>x</b>", "x" * 10_000, "abc\u202edcba", "a\u200db", "line\nbreak", "=HYPERLINK(1)'", 5, ["a"]],
)
def test_hostile_nicknames_are_refused_and_change_nothing(nick):
    room = Room()
    sid = room.join(room.code, nick="ann")
    with pytest.raises(RefusalError):
        room.join(room.code, nick=nick)
    with pytest.raises(RefusalError):
        room.join(room.code, sid, nick)  # not even as a rename on reconnect
    assert room.nicknames() == ["ann"]
    assert room.tally().joined == 1


def test_plain_nicknames_are_kept():
    assert check_nickname("  Zoë-2 ") == "Zoë-2"
    assert check_nickname(None) == ""
    assert check_nickname("李 小龙") == "李 小龙"


def test_an_answer_counts_once_per_student_and_survives_a_reconnect():
    room = Room()
    a = room.join(room.code)
    b = room.join(room.code)
    room.ask("mistake", STEP)
    room.answer(a, 1, 1, "mistake")
    room.answer(a, 1, 1, "no mistake")  # changed their mind: still one answer
    room.leave(a)
    assert room.join(room.code, a) == a  # the same browser comes back with its id
    room.answer(a, 1, 1, "mistake")
    room.answer(b, 1, 1, "no mistake")
    assert room.tally().answered == 2
    assert room.tally().joined == 2
    assert room.student_state(a)["mine"] == "mistake"
    result = room.reveal()
    assert result["votes"][0]["counts"] == {"mistake": 1, "no mistake": 1}
    assert result["votes"][0]["share_right"] == 0.5


def test_an_unknown_or_forged_id_gets_a_fresh_one():
    room = Room()
    for forged in ("x" * 22, "../../etc/passwd", 7, "A" * 10_000):
        sid = room.join(room.code, forged)
        assert sid != forged
    assert room.tally().joined == 4


def test_nothing_gives_the_answer_away_before_the_reveal():
    room = Room()
    sid = room.join(room.code)
    room.ask("yhat", STEP)
    room.answer(sid, 1, 1, "-1")
    state = room.student_state(sid)
    assert "truth" not in state and "right" not in state
    assert "w_after" not in str(state) and "y_hat" not in str(state)
    tally = room.tally()
    assert (tally.answered, tally.revealed) == (1, False)
    with pytest.raises(ValueError, match="after the reveal"):
        room.results(1)
    room.reveal()
    assert room.student_state(sid)["truth"] == "-1"
    assert room.student_state(sid)["right"] is True


@pytest.mark.parametrize(
    ("qid", "vote", "answer", "why"),
    [
        (2, 1, "mistake", "not the one asked"),
        (1, 2, "mistake", "closed"),
        (1, 1, "maybe", "one of"),
        (1, 1, ["mistake"], "one of"),
    ],
)
def test_bad_answers_are_refused_and_change_nothing(qid, vote, answer, why):
    room = Room()
    sid = room.join(room.code)
    room.ask("mistake", STEP)
    with pytest.raises(RefusalError, match=why):
        room.answer(sid, qid, vote, answer)
    assert room.tally().answered == 0


@pytest.mark.parametrize(
    "answer", [[1.0], [1.0, "2"], [float("nan"), 1.0], [1e300, 0.0], [True, False], "1,2", None, [1, 2, 3]]
)
def test_bad_w_answers_are_refused(answer):
    room = Room()
    sid = room.join(room.code)
    room.ask("w_after", STEP)
    with pytest.raises(RefusalError):
        room.answer(sid, 1, 1, answer)
    assert room.tally().answered == 0


def test_w_and_line_answers_are_judged_within_their_tolerance():
    room = Room()
    ids = [room.join(room.code) for _ in range(4)]
    room.ask("w_after", STEP)
    for sid, w in zip(ids, ([1.0, 2.0], [1.1, 2.1], [-1.0, -2.0], [0.0, 0.0]), strict=True):
        room.answer(sid, 1, 1, w)
    # scale = max(1, |(1, 2)|) = 2.236; 10 % of it is 0.2236: (1.1, 2.1) is 0.141 away, right
    assert room.reveal()["votes"][0]["right"] == 2
    room.ask("boundary", STEP)
    lines = ([1.0, 2.0, 1.0], [-2.0, -4.0, -2.0], [2.0, -1.0, 0.0], [1.0, 2.0, 5.0])
    for sid, line in zip(ids, lines, strict=True):
        room.answer(sid, 2, 1, line)
    # the same line scaled (even by -2) is right; a perpendicular one and a line shifted by 4/|w| = 1.79 (> 10 % of
    # the data's span 3) are not
    assert room.reveal()["votes"][0]["right"] == 2


def test_vote_twice_shows_how_answers_moved():
    room = Room()
    ids = [room.join(room.code) for _ in range(5)]
    room.ask("mistake", STEP)
    first = ["mistake", "no mistake", "no mistake", "no mistake", "mistake"]
    second = ["mistake", "mistake", "mistake", "no mistake"]  # the fifth student does not vote again
    for sid, a in zip(ids, first, strict=True):
        room.answer(sid, 1, 1, a)
    room.second_vote()
    with pytest.raises(RefusalError, match="closed"):
        room.answer(ids[0], 1, 1, "no mistake")
    for sid, a in zip(ids, second, strict=False):
        room.answer(sid, 1, 2, a)
    assert room.tally().vote == 2 and room.tally().answered == 4
    with pytest.raises(ValueError):
        room.second_vote()
    result = room.reveal()
    assert [v["counts"] for v in result["votes"]] == [
        {"mistake": 2, "no mistake": 3},
        {"mistake": 3, "no mistake": 1},
    ]
    assert result["moved"] == {
        "mistake->mistake": 1,
        "no mistake->mistake": 2,
        "no mistake->no mistake": 1,
        "right->right": 1,
        "wrong->right": 2,
        "wrong->wrong": 1,
    }


def test_the_export_is_a_csv_with_the_counts_and_no_names(tmp_path):
    room = Room()
    ids = [room.join(room.code, nick=f"=cmd{i}") for i in range(3)]
    room.ask("yhat", STEP)
    for sid, a in zip(ids, ["+1", "-1", "-1"], strict=True):
        room.answer(sid, 1, 1, a)
    room.second_vote()
    for sid in ids:
        room.answer(sid, 1, 2, "-1")
    room.reveal()
    room.ask("w_after", STEP)
    room.answer(ids[0], 2, 1, [1, 2])
    room.reveal()
    room.ask("mistake", STEP)  # asked, never revealed: not in the export
    path = tmp_path / "class.csv"
    write_session(path, room.revealed_results(), students=3)
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert rows[0] == ["question", "step", "kind", "vote", "answer", "count", "answered", "share_right", "right_answer"]
    assert ["1", "1", "yhat", "1", "+1", "1", "3", "0.667", "-1"] in rows
    assert ["1", "1", "yhat", "2", "-1", "3", "3", "1.000", "-1"] in rows
    assert ["1", "1", "yhat", "1->2", "wrong->right", "1", "", "", "-1"] in rows
    assert ["2", "1", "w_after", "1", "right", "1", "1", "1.000", "(1, 2)"] in rows
    assert not any(r[0] == "3" for r in rows[1:])
    text = path.read_text(encoding="utf-8")
    assert "cmd" not in text
    summary = (tmp_path / "class.txt").read_text(encoding="utf-8")
    assert "2 questions revealed, 3 students joined" in summary
    assert "vote 2: 3 answered, 100 % right" in summary
    assert len(summary.splitlines()) < 60  # one page


def test_the_csv_escapes_cells_a_spreadsheet_would_run():
    hostile = [
        {
            "qid": 1,
            "step": 1,
            "kind": "mistake",
            "truth": "=1+1",
            "choices": ["@SUM(A1)"],
            "votes": [{"answered": 1, "right": 1, "share_right": 1.0, "counts": {"@SUM(A1)": 1}}],
        }
    ]
    rows = list(csv.reader(io.StringIO(session_csv(hostile))))
    assert rows[1][4] == "'@SUM(A1)" and rows[1][8] == "'=1+1"


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "{",
        "[]",
        "null",
        '"join"',
        '{"t": "hello"}',
        '{"t": "join", "code": "X", "admin": true}',
        '{"t": "answer", "a": NaN}',
        "[" * 5000 + "]" * 5000,
        '{"t": "join", "nick": "' + "x" * 2000 + '"}',
        b"{}",
    ],
)
def test_malformed_messages_are_refused(raw):
    with pytest.raises(RefusalError):
        parse_message(raw)


def test_a_well_formed_message_passes():
    assert parse_message('{"t": "answer", "q": 1, "vote": 1, "a": [1, 2]}')["a"] == [1, 2]


def test_the_summary_is_written_in_the_class_language_and_the_csv_keeps_its_keys(tmp_path):
    german = catalogue("de")
    room = Room()
    ids = [room.join(room.code) for _ in range(2)]
    room.ask("mistake", STEP)
    room.answer(ids[0], 1, 1, "mistake")
    room.answer(ids[1], 1, 1, "no mistake")
    room.reveal()
    path = tmp_path / "stunde.csv"
    write_session(path, room.revealed_results(), students=2, localise=lambda c, t: german.get((c, t)) or t)
    summary = (tmp_path / "stunde.txt").read_text(encoding="utf-8").splitlines()
    truth = "Fehler" if STEP.mistake else "kein Fehler"
    assert summary[0] == "Live-Unterricht: 1 Fragen aufgedeckt, 2 Studierende beigetreten."
    assert summary[2] == "F1 (Schritt 1): Ist dieser Schritt ein Fehler?"
    assert summary[3] == f"  richtige Antwort: {truth}"
    assert summary[4] == "  Abstimmung 1: 2 geantwortet, 50 % richtig; Fehler: 1, kein Fehler: 1"
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert {r[4] for r in rows[1:]} == {"mistake", "no mistake"}  # the data's keys stay as documented
