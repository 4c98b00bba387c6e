"""The variant that takes one gradient step per epoch is named so that it does not clash with the CMU notes'
"batch perceptron" (their epoch-by-epoch online loop); its tooltip says both."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox


def test_batch_variant_is_named_batch_gradient_and_its_tip_explains_the_cmu_batch_perceptron(window):
    combo = window.findChild(QComboBox, "algorithmCombo")
    index = combo.findData("batch")
    assert combo.itemText(index) == "Batch gradient (note 003)"
    tip = combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert "one gradient step per epoch" in tip
    assert "μ" in tip  # note 003's step size
    assert 'CMU notes call the epoch-by-epoch online loop the "batch perceptron"' in tip
    assert 'choose "Perceptron"' in tip  # where that loop is in this app
    # the combo's own tip (help.py) names it the same way
    assert "Batch gradient (note 003)" in combo.toolTip()
    assert "batch perceptron" in combo.toolTip()
