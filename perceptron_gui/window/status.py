"""The status line: what the shown state is, in one line the back row can read (in the interface language; its
numbers keep the lecture's notation)."""

from __future__ import annotations

from core.session.snapshot import Snapshot, epoch_of_last_step
from core.teach.numbers import marked, short
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated

CONTEXT = "Status"
NEED_TWO_CLASSES = QT_TRANSLATE_NOOP(
    "Status", "Add points of at least two classes to train (left and right click add the two classes)."
)
WORDS = {
    "converged": QT_TRANSLATE_NOOP("Status", "converged"),
    "not converged": QT_TRANSLATE_NOOP("Status", "not converged"),
    "errors now": QT_TRANSLATE_NOOP("Status", "training errors now {n}"),
    "errors": QT_TRANSLATE_NOOP("Status", "errors {n}"),
    "train test": QT_TRANSLATE_NOOP("Status", "training error {wrong}/{rows} ({share})  ·  test error {test}"),
    "train test compact": QT_TRANSLATE_NOOP("Status", "train {wrong}/{rows} ({share})  ·  test error {test}"),
    "mistakes": QT_TRANSLATE_NOOP("Status", "mistakes {n}"),
    "moved": QT_TRANSLATE_NOOP("Status", "steps with ℓ′ ≠ 0: {n}"),
    "line": QT_TRANSLATE_NOOP("Status", "Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}  ·  {done}"),
    "line compact": QT_TRANSLATE_NOOP("Status", "Epoch {epoch} · t = {t} · {moved} · {errors} · {done}"),
    "travel": QT_TRANSLATE_NOOP("Status", "Time travel (latest: step {t})  ·  {line}"),
    "travel compact": QT_TRANSLATE_NOOP("Status", "Time travel (latest {t}) · {line}"),
    "hidden": QT_TRANSLATE_NOOP("Status", "Question open: errors and convergence hidden until the answer is checked"),
    "hidden compact": QT_TRANSLATE_NOOP("Status", "errors hidden"),
    "line hidden": QT_TRANSLATE_NOOP("Status", "Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}"),
    "line hidden compact": QT_TRANSLATE_NOOP("Status", "Epoch {epoch} · t = {t} · {moved} · {errors}"),
}
"""The line's fixed words, with {placeholders} for its numbers and parts."""


def _say(key: str, **values: object) -> str:
    return translated(CONTEXT, WORDS[key]).format(**values)


def need_two_classes() -> str:
    """What to do before training can start, in the interface language."""
    return translated(CONTEXT, NEED_TWO_CLASSES)


def status_text(
    snap: Snapshot | None,
    latest: Snapshot | None = None,
    test: tuple[int, int, int] | None = None,
    compact: bool = False,
    concealed: bool = False,
) -> str:
    """Epoch, step, mistakes, training errors now and convergence of ``snap``; with time travel, where the
    latest state is. ``test`` = (training rows, test errors, test rows) adds the test error beside the
    training error (a table document with a held-out test set).  ``compact``: the same in fewer words, for
    presentation mode's twice-as-large text on one line.  ``concealed``: a question is open; the training
    (and test) errors and convergence of the w in force would tell whether the step asked about is a mistake, so
    the line says they are hidden instead."""
    if snap is None:
        return need_two_classes()
    epoch = epoch_of_last_step(snap)
    done = _say("converged" if snap.converged else "not converged")
    errors = _say("errors" if compact else "errors now", n=snap.training_errors)
    if test is not None:
        n_train, wrong, n_test = test
        errors = _say(
            "train test compact" if compact else "train test",
            wrong=snap.training_errors,
            rows=n_train,
            share=percent(snap.training_errors, n_train),
            test=f"{wrong}/{n_test} ({percent(wrong, n_test)})",
        )
    moved = _say("mistakes", n=snap.n_mistakes)
    if snap.traits.loss:  # SGD counts the steps its loss moved w; it runs every epoch it is given
        moved, done = _say("moved", n=snap.n_mistakes), f"η_t = {short(snap.eta, 4)}"
    suffix = " compact" if compact else ""
    if concealed:
        errors = _say("hidden" + suffix)
        text = _say("line hidden" + suffix, epoch=epoch, t=snap.step, moved=moved, errors=errors)
    else:
        text = _say("line" + suffix, epoch=epoch, t=snap.step, moved=moved, errors=errors, done=done)
    if snap.past and latest is not None:
        text = _say("travel" + suffix, t=latest.step, line=text)
    return text


def percent(count: int, total: int) -> str:
    """count / total as a percentage with one decimal ("4.4%", "4,4%" with a decimal comma)."""
    return marked(f"{100 * count / max(1, total):.1f}") + "%"
