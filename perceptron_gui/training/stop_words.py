"""Why a run stopped, in the interface language: the engine's overflow message (an English :data:`Clause` kept on
:class:`core.learn.engine.OverflowTrainingError`, core.learn being below core's translation hook) translated here, and
any other refusal through :func:`core.teach.words.said`."""

from __future__ import annotations

from core.teach.words import said
from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated

CONTEXT = "TrainingStop"
MARKED = (  # the engine's OVERFLOW_TEXTS, word for word (lupdate reads literals only)
    QT_TRANSLATE_NOOP("TrainingStop", "The score w.x + b overflowed (is not a finite number)"),
    QT_TRANSLATE_NOOP("TrainingStop", "The weights would overflow (become infinite) in the update"),
    QT_TRANSLATE_NOOP(
        "TrainingStop", "The running sum of w behind the averaged weights would overflow (become infinite)"
    ),
    QT_TRANSLATE_NOOP("TrainingStop", "The kernel scores f(x) would overflow (become infinite) in the update"),
    QT_TRANSLATE_NOOP(
        "TrainingStop", "The weights overflowed (became infinite) in the batch update of epoch {epoch}: {fix}."
    ),
    QT_TRANSLATE_NOOP("TrainingStop", "{what} at example {index} (epoch {epoch}, step {step}): {fix}."),
    QT_TRANSLATE_NOOP(
        "TrainingStop", "use a smaller learning rate (now {eta}) or rescale the data (largest |x| is {biggest})"
    ),
)


def stop_words(error: BaseException) -> str:
    """What stopped the run (an engine's ValueError), in the interface language."""
    # imported here, not with the window: the engine's module reads the loops' constants, which without the loops
    # compiled ahead imports numba on the GUI thread at start
    from core.learn.engine import OverflowTrainingError, clause_text

    if isinstance(error, OverflowTrainingError) and error.clause is not None:
        return clause_text(error.clause, lambda template: translated(CONTEXT, template))
    return said(error, translated)
