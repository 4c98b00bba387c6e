"""The session's results as table rows and a one-page summary (text), from :meth:`Room.revealed_results`."""

from __future__ import annotations

from typing import Any

from core.learn.words import QT_TRANSLATE_NOOP, Translate, english
from core.session.live.questions import PROMPTS

SUMMARY = {
    "head": QT_TRANSLATE_NOOP("LiveReport", "Live class: {questions} questions revealed, {students} students joined."),
    "question": QT_TRANSLATE_NOOP("LiveReport", "Q{qid} (step {step}): {prompt}"),
    "truth": QT_TRANSLATE_NOOP("LiveReport", "right answer: {answer}"),
    "vote": QT_TRANSLATE_NOOP("LiveReport", "vote {n}: {answered} answered, {share} right{counts}"),
    "moved": QT_TRANSLATE_NOOP("LiveReport", "moved: {moves}"),
}
"""The summary's lines, English (said in the class's language)."""

CSV_HEADER = ("question", "step", "kind", "vote", "answer", "count", "answered", "share_right", "right_answer")


def _text(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(f"{v:g}" for v in value) + ")"
    return str(value)


def _share(value: float | None) -> str:
    return "" if value is None else f"{value:.3f}"


def result_rows(results: list[dict[str, Any]]) -> list[tuple[str, ...]]:
    """One row per (question, vote, choice) with its count; w and line questions count right and other
    answers; then one row per move between the votes. No names: answers are anonymous."""
    rows: list[tuple[str, ...]] = []
    for r in results:
        head = (str(r["qid"]), str(r["step"]), r["kind"])
        truth = _text(r["truth"])
        for number, vote in enumerate(r["votes"], start=1):
            if "counts" in vote:
                counted = list(vote["counts"].items())
            else:
                counted = [("right", vote["right"]), ("other", vote["answered"] - vote["right"])]
            for answer, count in counted:
                rows.append(
                    (*head, str(number), answer, str(count), str(vote["answered"]), _share(vote["share_right"]), truth)
                )
        for move, count in r.get("moved", {}).items():
            rows.append((*head, "1->2", move, str(count), "", "", truth))
    return rows


def summary_text(results: list[dict[str, Any]], *, students: int, localise: Translate = english) -> str:
    """A one-page plain-text summary: per question its step, the right answer, each vote's share right and how
    answers moved; in the language ``localise`` speaks (the questions and choices in the students' page's words,
    the moves' keys "right->wrong" as the CSV has them)."""

    def line(key: str, **values: object) -> str:
        return localise("LiveReport", SUMMARY[key]).format(**values)

    def choice(value: Any) -> str:
        return localise("LivePage", value) if isinstance(value, str) else _text(value)

    lines = [line("head", questions=len(results), students=students), ""]
    for r in results:
        lines.append(line("question", qid=r["qid"], step=r["step"], prompt=localise("LivePage", PROMPTS[r["kind"]])))
        lines.append("  " + line("truth", answer=choice(r["truth"])))
        for number, vote in enumerate(r["votes"], start=1):
            share = "-" if vote["share_right"] is None else f"{100 * vote['share_right']:.0f} %"
            counts = ""
            if "counts" in vote:
                counts = "; " + ", ".join(f"{choice(c)}: {n}" for c, n in vote["counts"].items())
            lines.append("  " + line("vote", n=number, answered=vote["answered"], share=share, counts=counts))
        moved = r.get("moved")
        if moved:
            moves = ", ".join(f"{m} {n}" for m, n in moved.items() if "right" in m or "wrong" in m)
            lines.append("  " + line("moved", moves=moves))
        lines.append("")
    return "\n".join(lines)
