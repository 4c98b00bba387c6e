"""The canvas's layers, each owning its plot items and drawing what the canvas hands it.

:class:`~perceptron_gui.views.canvas.Canvas` composes them: the regions and boundaries (:mod:`.regions`), the
arrows and their labels (:mod:`.arrows`), the reference lines and their legend (:mod:`.references`), the points
(:mod:`.points`), the number line of a one-feature document (:mod:`.number_line`) and the keyboard's cursor and
focus frame (:mod:`.keyboard`).  :mod:`.stage` holds what they share: the plot's geometry and the labels placed
in a drawing.
"""
