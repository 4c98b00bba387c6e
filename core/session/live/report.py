"""The session's results as table rows and a one-page summary (text), from :meth:`Room.revealed_results`."""

from __future__ import annotations

from typing import Any

from core.session.live.questions import PROMPTS

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


def summary_text(results: list[dict[str, Any]], *, students: int) -> str:
    """A one-page plain-text summary: per question its step, the right answer, each vote's share right and how
    answers moved."""
    lines = [f"Live class: {len(results)} questions revealed, {students} students joined.", ""]
    for r in results:
        lines.append(f"Q{r['qid']} (step {r['step']}): {PROMPTS[r['kind']]}")
        lines.append(f"  right answer: {_text(r['truth'])}")
        for number, vote in enumerate(r["votes"], start=1):
            share = "-" if vote["share_right"] is None else f"{100 * vote['share_right']:.0f} %"
            counts = ""
            if "counts" in vote:
                counts = "; " + ", ".join(f"{c}: {n}" for c, n in vote["counts"].items())
            lines.append(f"  vote {number}: {vote['answered']} answered, {share} right{counts}")
        moved = r.get("moved")
        if moved:
            lines.append("  moved: " + ", ".join(f"{m} {n}" for m, n in moved.items() if "right" in m or "wrong" in m))
        lines.append("")
    return "\n".join(lines)
