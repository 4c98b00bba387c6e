"""File > Export Animation: what a frame costs on the GUI thread, how long the GUI is busy at a time, and the export.

    QT_QPA_PLATFORM=offscreen python bench/animation.py [--repeat 3] [--json bench/animation.json]

On the CMU lecture example (File > Examples), 12 steps, in a 1280 x 800 window. For each frame width (the
canvas's, 480 and 1200 pixels) it prints the median time to draw a step on the canvas and render it with its
caption (the work of one frame on the GUI thread), how long the GUI thread was busy at a time (the slices
between which the event loop runs: median and longest), both without each export's first frame, which also
loads pyqtgraph's exporters and sizes the caption (its slice is shown apart), and the wall time of a whole
GIF and MP4 export of steps 0-12 (rendering and encoding overlap on two threads).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QAction  # noqa: E402

from core.files.animation import plan_animation  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402

STEPS = 12


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv[1:])
    out = Path(os.environ.get("TMPDIR", "/tmp")) / "perceptron-animation-bench"
    out.mkdir(exist_ok=True)
    _, app, window = open_window(["bench", str(out)], (1280, 800))
    example = window.findChild(QAction, "example_cmu_trace")
    assert example is not None
    example.trigger()
    wait_for(app, lambda: window.training.trace is not None and window.training.trace.last_step == 0)
    for _ in range(STEPS):
        window.training.step()
    wait_for(app, lambda: window.training.trace.last_step == STEPS)
    settle(app, 0.5)
    export = window.export_menu.animation
    rows: dict[str, dict[str, float]] = {}
    canvas_width = round(window.canvas.getPlotItem().sceneBoundingRect().width())
    for label, width in ((f"canvas ({canvas_width} px)", ""), ("480 px", "480"), ("1200 px", "1200")):
        frame_ms: list[float] = []
        slices: list[float] = []
        first_slices: list[float] = []
        seconds: dict[str, list[float]] = {"gif": [], "mp4": []}
        for _ in range(args.repeat):
            for kind in ("gif", "mp4"):
                plan = plan_animation(str(out / f"bench.{kind}"), kind, "0", str(STEPS), "1", "10", width, 0, STEPS)
                answers: list[bool] = []
                export.finished.connect(lambda ok, _text, answers=answers: answers.append(ok))
                start = time.perf_counter()
                assert export.start(plan)
                wait_for(app, lambda answers=answers: bool(answers), timeout=120)
                seconds[kind].append(time.perf_counter() - start)
                assert answers == [True]
                frame_ms += export.frame_ms[1:]  # the first frame also loads the exporters and sizes the caption
                first_slices.append(export.slice_ms[0])
                slices += export.slice_ms[1:]
        rows[label] = {
            "frame_ms": statistics.median(frame_ms),
            "slice_ms_median": statistics.median(slices),
            "slice_ms_max": max(slices),
            "first_slice_ms": statistics.median(first_slices),
            "gif_export_s": statistics.median(seconds["gif"]),
            "mp4_export_s": statistics.median(seconds["mp4"]),
        }
    window.close()
    columns = ("frame_ms", "slice_ms_median", "slice_ms_max", "first_slice_ms", "gif_export_s", "mp4_export_s")
    print(
        f"CMU example, {STEPS + 1} frames (steps 0-{STEPS}), medians of {args.repeat} GIF and {args.repeat} MP4 exports"
    )
    print(f"{'frame width':<20}" + "".join(f"{c:>17}" for c in columns))
    for label, r in rows.items():
        print(f"{label:<20}" + "".join(f"{r[c]:>17.2f}" for c in columns))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
