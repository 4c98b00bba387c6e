"""The room's revealed answers as the arrays the projector's views draw (core.session.live.picture); every
expected value worked by hand."""

from core.session.live import Room, StepFacts
from core.session.live.picture import room_picture

FACTS = StepFacts(
    step=4, x=(1.0, 2.0), y=1, w=(0.0, -1.0), b=0.0, w_after=(1.0, 1.0), b_after=1.0, y_hat=-1, mistake=True,
    points=((1.0, 2.0, 1), (-1.0, -1.0, -1)),
)  # fmt: skip


def revealed(kind: str, votes: list[list[list[float]]]):
    room = Room()
    ids = [room.join(room.code) for _ in range(max(len(v) for v in votes))]
    question = room.ask(kind, FACTS)
    for number, answers in enumerate(votes, start=1):
        if number == 2:
            room.second_vote()
        for sid, a in zip(ids, answers, strict=False):
            room.answer(sid, question.qid, number, a)
    return room_picture(room.reveal(), FACTS)


def test_a_w_question_gives_each_students_w_and_its_boundary_with_the_steps_b():
    picture = revealed("w_after", [[[3.0, 0.0], [0.0, 0.0]], [[1.0, 1.0], [0.0, 0.0], [2.0, -1.0]]])
    assert sorted(map(tuple, picture.dots)) == [(0.0, 0.0), (1.0, 1.0), (2.0, -1.0)]  # the second vote
    assert sorted(map(tuple, picture.first_dots)) == [(0.0, 0.0), (3.0, 0.0)]
    assert tuple(picture.w_true) == (1.0, 1.0) and tuple(picture.w_before) == (0.0, -1.0)
    assert sorted(map(tuple, picture.lines)) == [(1.0, 1.0, 1.0), (2.0, -1.0, 1.0)]  # w = 0 draws no line
    assert tuple(picture.true_line) == (1.0, 1.0, 1.0)


def test_a_boundary_question_gives_lines_and_no_dots():
    picture = revealed("boundary", [[[1.0, 0.0, -1.0], [0.0, 2.0, 1.0], [1.0, 0.0, -100.0]]])
    assert picture.dots.shape == (0, 2) and picture.first_dots.shape == (0, 2)
    ends = picture.line_ends((-2.0, 2.0, -3.0, 3.0))
    # x = 1 from (1, -3) to (1, 3); y = -0.5 from (-2, -0.5) to (2, -0.5); x = 100 misses the box
    assert sorted(tuple(sorted(map(tuple, pair))) for pair in ends.reshape(-1, 2, 2).round(12)) == [
        ((-2.0, -0.5), (2.0, -0.5)),
        ((1.0, -3.0), (1.0, 3.0)),
    ]


def test_a_choice_question_has_no_picture_and_a_wild_answer_does_not_widen_the_plane():
    assert revealed("mistake", [["mistake"]]) is None
    picture = revealed("w_after", [[[1000.0, 0.0], [3.0, 4.0]]])
    # kept in view: w before and after, and the dots within 4 x max(1, |w after| = 1.414, |w before| = 1) = 5.66
    # (|(3, 4)| = 5 is within; (1000, 0) is not)
    assert sorted(map(tuple, picture.to_show())) == [(0.0, -1.0), (1.0, 1.0), (3.0, 4.0)]
    # 1000x + 1 = 0 (x = -0.001) and 3x + 4y + 1 = 0 (positive on all of it) both miss the box 0..1: no ends
    assert picture.line_ends((0.0, 1.0, 0.0, 1.0)).shape == (0, 2)
