"""The names of the choices a user makes, importable without loading numba (the GUI starts faster)."""

VARIANTS = ("perceptron", "averaged", "voted", "kernel", "batch")
ZERO_SCORE_NAMES = ("mistake", "positive", "negative")
KERNEL_NAMES = ("linear", "poly", "rbf")
ONLINE_LINEAR = ("perceptron", "averaged", "voted")  # the variants the convergence theorem and the overlays are about
