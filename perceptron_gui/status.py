"""The status line: what the shown state is, in one line the back row can read."""

from __future__ import annotations

from core.session.snapshot import Snapshot, epoch_of_last_step

NEED_TWO_CLASSES = "Add points of at least two classes to train (left and right click add the two classes)."


def status_text(snap: Snapshot | None, latest: Snapshot | None = None) -> str:
    """Epoch, step, mistakes, training errors now and convergence of ``snap``; with time travel, where the
    latest state is."""
    if snap is None:
        return NEED_TWO_CLASSES
    epoch = epoch_of_last_step(snap)
    done = "converged" if snap.converged else "not converged"
    text = (
        f"Epoch {epoch}  ·  step t = {snap.step}  ·  mistakes {snap.n_mistakes}  ·  "
        f"training errors now {snap.training_errors}  ·  {done}"
    )
    if snap.past and latest is not None:
        text = f"Time travel (latest: step {latest.step})  ·  {text}"
    return text
