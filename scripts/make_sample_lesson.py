"""The committed sample lesson ``docs/cmu-lesson.html``, generated (never edited by hand).

    python scripts/make_sample_lesson.py [FILE]

The CMU lecture's example (``perceptron_gui/examples/cmu_trace.json``: 6 points, no offset, a score of 0
counts as +1) trained for 12 steps by core's engine, exported as File > Export Lesson writes it (the window's
class colours, its axis names and the points' maximum margin). ``tests/gui/lesson/test_lesson_lab.py`` checks that
the committed file is what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from core.files.document_json import load_document  # noqa: E402
from core.files.lesson_html import lesson_data, lesson_html  # noqa: E402
from core.session.engine_run import make_learner  # noqa: E402
from core.teach.theory import max_margin  # noqa: E402
from core.teach.trace import Trace  # noqa: E402
from perceptron_gui.document.resources import EXAMPLES  # noqa: E402
from perceptron_gui.widgets.palette import CLASS_COLORS  # noqa: E402

SAMPLE = ROOT / "docs" / "cmu-lesson.html"
STEPS = 12


def sample_page() -> str:
    """The sample lesson's HTML."""
    loaded = load_document(EXAMPLES / "cmu_trace.json")
    assert loaded.settings is not None
    points = loaded.points
    learner = make_learner(loaded.settings, points.X, points.y)
    for _ in range(STEPS):
        learner.step()
    trace = Trace(learner)
    classes = np.unique(points.y)
    margin = max_margin(points.X, np.where(points.y == classes[1], 1, -1), loaded.settings.fit_intercept)
    data = lesson_data(trace, STEPS, classes, title="cmu_trace: a perceptron lesson", margin=margin)
    return lesson_html(data, CLASS_COLORS)


def main(argv: list[str]) -> int:
    target = Path(argv[1]) if len(argv) > 1 else SAMPLE
    target.write_text(sample_page(), encoding="utf-8")
    print(f"wrote {target} ({target.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
