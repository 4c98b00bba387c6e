"""The names of the choices a user makes, importable without loading numba (the GUI starts faster)."""

VARIANTS = ("perceptron", "averaged", "voted", "kernel", "batch")
ZERO_SCORE_NAMES = ("mistake", "positive", "negative")
KERNEL_NAMES = ("linear", "poly", "rbf")
ONLINE_LINEAR = ("perceptron", "averaged", "voted")  # the variants the convergence theorem and the overlays are about
SGD_VARIANTS = ("logistic", "hinge")  # the window's SGD learners (core.learn.sgd_learner)
SGD_LOSSES = {"logistic": "log_loss", "hinge": "hinge"}  # each one's loss, as scikit-learn's SGDClassifier names it
WINDOW_VARIANTS = VARIANTS + SGD_VARIANTS  # every learner the window's algorithm choice offers
SCHEDULE_NAMES = ("constant", "1/t", "invscaling")  # η₀, η₀/t, η₀/t^p (names of core.learn.schedules)
KERNEL_IDS = {"linear": 0, "poly": 1, "rbf": 2}  # each kernel's code in the compiled loops (core.learn._loops)
KERNEL_CALLABLE = -1  # the loops' code for a Python callable kernel
