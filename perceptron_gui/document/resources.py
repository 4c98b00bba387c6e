"""Where the bundled data lives: the one module that knows the package's data folders.

The example point sets ship inside the package (``perceptron_gui/examples``,
declared as package data), so a wheel carries them and an installed app finds
them exactly as a source checkout does. Qt-free.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

from perceptron_gui.i18n import QT_TRANSLATE_NOOP


def _package_folder(name: str) -> Path:
    """The real file-system path of the package's data folder ``name``.

    Wheels install unzipped, so the package is a folder on disk; a zipped
    install (a zipapp or an egg) has no such path and is refused plainly.
    """
    folder = files("perceptron_gui") / name
    if not isinstance(folder, Path):
        raise RuntimeError(f"perceptron_gui must be installed unzipped: {folder} is not a folder on disk")
    return folder.resolve()


EXAMPLES = _package_folder("examples")
DEFAULT_EXAMPLE = EXAMPLES / "default.csv"
EXAMPLE_TITLES = {
    "cmu_trace.json": QT_TRANSLATE_NOOP("Examples", "CMU lecture trace (6 points, through the origin)"),
    "separable_margin.json": QT_TRANSLATE_NOOP("Examples", "Separable with a margin"),
    "xor.json": QT_TRANSLATE_NOOP("Examples", "XOR (never converges)"),
    "circles_kernel.json": QT_TRANSLATE_NOOP("Examples", "Concentric circles (kernel)"),
    "three_gaussians.json": QT_TRANSLATE_NOOP("Examples", "Three Gaussian classes (multiclass)"),
    "noisy_averaged.json": QT_TRANSLATE_NOOP("Examples", "Noisy: averaged vs voted vs plain"),
    "note004_figure1.json": QT_TRANSLATE_NOOP("Examples", "Note 004, Figure 1: the update rule, two updates"),
    "note004_undershoot.json": QT_TRANSLATE_NOOP("Examples", "Note 004: an update that undershoots"),
    "note004_offset.json": QT_TRANSLATE_NOOP("Examples", "Note 004: separable, but not through the origin"),
    "tight_bound.json": QT_TRANSLATE_NOOP("Examples", "The mistake bound met exactly: (R/γ*)² = 2 mistakes"),
    "default.csv": QT_TRANSLATE_NOOP("Examples", "Default example"),
}
"""File name in :data:`EXAMPLES` -> its title in File > Examples (in English: the menu says it in the interface
language), in menu order."""


def is_bundled(path: Path | None) -> bool:
    """Whether ``path`` is one of the bundled examples (a read-only template), however it was spelt.

    Compared resolved: ``perceptron_gui/examples/cmu_trace.json`` given on the command line is the
    package's own file too.
    """
    return path is not None and Path(os.path.realpath(path)).parent == EXAMPLES  # never raises (a link loop)


def example_paths() -> list[Path]:
    """The bundled examples' paths, in menu order."""
    return [EXAMPLES / name for name in EXAMPLE_TITLES]
