"""The plots' words follow the class's language (issue 44, goal 4): after Preferences switch to German the learning
curves' titles and epoch axes, the proof plot's mistakes axis, the loss plots' titles and axes and the trace note are
German; formulas stay as written; back in English the words are English again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDockWidget, QWidget

pytestmark = pytest.mark.gui


def plot_words(window) -> dict[str, str]:
    """The words the curves, proof and loss plots show (titles and axis labels)."""
    curves = window.findChild(QWidget, "curvesPlot")
    proof = window.findChild(QWidget, "proofPlot")
    loss_slice = window.findChild(QWidget, "lossSlice")
    examples = window.findChild(QWidget, "exampleLosses")
    landscape = window.findChild(QWidget, "lossLandscape_hinge")
    return {
        "curves title": curves.plots[0].titleLabel.text,
        "curves axis": curves.plots[0].getAxis("bottom").labelText,
        "proof axis": proof.getItem(1, 0).getAxis("bottom").labelText,
        "proof title": proof.getItem(1, 0).titleLabel.text,
        "slice axis": loss_slice.getAxis("bottom").labelText,
        "examples axis": examples.getAxis("bottom").labelText,
        "slice title": loss_slice.getPlotItem().titleLabel.text,
        "landscape title": landscape.getPlotItem().titleLabel.text,
    }


def test_a_language_switch_gives_the_plots_titles_and_axes_in_the_new_language(window, qtbot):
    for name in ("curvesDock", "theoryDock", "lossDock"):  # each built the first time it is in front
        dock = window.findChild(QDockWidget, name)
        dock.show()
        dock.raise_()
        qtbot.wait(50)
    for name in ("curvesPlot", "proofPlot", "lossSlice"):
        qtbot.waitUntil(lambda n=name: window.findChild(QWidget, n) is not None)

    window.preferences.set_language("de")
    qtbot.waitUntil(lambda: plot_words(window)["curves axis"] == "Epoche")
    german = plot_words(window)
    assert german["curves title"] == "Fehler pro Epoche"
    assert german["proof axis"] == "k (Fehler)"
    assert german["proof title"] == "‖w_k‖²  ≤  kR²"  # a formula: as written
    assert german["slice axis"] == "s  (0: jetzt, −1: vorher)"
    assert german["examples axis"] == "Rand y a"
    assert "mittlerer Verlust längs" in german["slice title"]
    assert "Hinge<br>max(0, 1 − y a)" in german["landscape title"]

    window.preferences.set_language("en")
    qtbot.waitUntil(lambda: plot_words(window)["curves axis"] == "epoch")
    english = plot_words(window)
    assert english["curves title"] == "mistakes per epoch"
    assert english["proof axis"] == "k (mistakes)"
    assert english["slice axis"] == "s  (0: now, −1: before)"
    assert english["examples axis"] == "margin y a"
    assert "mean loss along the" in english["slice title"]
    assert "hinge<br>max(0, 1 − y a)" in english["landscape title"]
