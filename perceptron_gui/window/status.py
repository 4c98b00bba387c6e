"""The status line: what the shown state is, in one line the back row can read."""

from __future__ import annotations

from core.session.snapshot import Snapshot, epoch_of_last_step

NEED_TWO_CLASSES = "Add points of at least two classes to train (left and right click add the two classes)."


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
    presentation mode's twice-as-large text on one line.  ``concealed``: a quiz question is open; the training
    (and test) errors and convergence of the w in force would tell whether the step asked about is a mistake, so
    the line says they are hidden instead."""
    if snap is None:
        return NEED_TWO_CLASSES
    epoch = epoch_of_last_step(snap)
    done = "converged" if snap.converged else "not converged"
    errors = f"training errors now {snap.training_errors}"
    if test is not None:
        n_train, wrong, n_test = test
        errors = (
            f"training error {snap.training_errors}/{n_train} ({percent(snap.training_errors, n_train)})  ·  "
            f"test error {wrong}/{n_test} ({percent(wrong, n_test)})"
        )
    moved = f"mistakes {snap.n_mistakes}"
    if snap.traits.loss:  # SGD counts the steps its loss moved w; it runs every epoch it is given
        moved, done = f"steps with ℓ′ ≠ 0: {snap.n_mistakes}", f"η_t = {snap.eta:.4g}"
    if concealed:
        errors = "Question open: errors and convergence hidden until the answer is checked"
    if compact:
        errors = errors.replace("training errors now", "errors").replace("training error", "train")
        errors = "errors hidden" if concealed else errors  # (the canvas says a question is open)
        text = f"Epoch {epoch} · t = {snap.step} · {moved} · {errors}" + ("" if concealed else f" · {done}")
        return f"Time travel (latest {latest.step}) · {text}" if snap.past and latest is not None else text
    text = f"Epoch {epoch}  ·  step t = {snap.step}  ·  {moved}  ·  {errors}" + ("" if concealed else f"  ·  {done}")
    if snap.past and latest is not None:
        text = f"Time travel (latest: step {latest.step})  ·  {text}"
    return text


def percent(count: int, total: int) -> str:
    """count / total as a percentage with one decimal ("4.4%")."""
    return f"{100 * count / max(1, total):.1f}%"
