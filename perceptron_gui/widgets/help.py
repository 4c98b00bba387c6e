"""Help a person finds: what every control and trace-table column means, in the lecture notes' words, the
keyboard shortcuts (from the action table itself) and a short in-app tour.

The words follow the notes in ``shared/seeds``: the update w ← w + η·y·x on a mistake (CMU lecture 6,
PerceptronTrain), the activation a = w·x + b, "if y·a ≤ 0 then update", a score of 0 counted as an error
(note 004), MaxIter, shuffling each pass (stochastic gradient descent) and the kernel trick.
"""

from __future__ import annotations

import platform
from collections.abc import Callable, Sequence
from importlib import metadata

from PySide6.QtCore import QObject, Qt, qVersion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from perceptron_gui.i18n import QT_TRANSLATE_NOOP, translated
from perceptron_gui.widgets.naming import named
from perceptron_gui.window.actions import CONTEXT, KEYS_WITHOUT_ACTION, ActionSpec, shortcut_text

CONTROL_TIPS: dict[str, str] = {  # each marked in the context "Help"
    "algorithmCombo": QT_TRANSLATE_NOOP(
        "Help",
        "Which perceptron. Perceptron: on each mistake w ← w + η·y·x. Averaged: predicts with the "
        "mean of w over every step (running averages, memory-efficient). Voted: every w seen votes, "
        "weighted by how many examples it survived. Kernel: the kernel trick, f(x) = Σ αᵢ yᵢ K(xᵢ, "
        "x). Batch gradient (note 003): gradient descent on the perceptron loss Σ max(0, −y·a), one "
        'step of size μ per pass over the whole set (the CMU notes\' "batch perceptron" is another '
        'thing: the online loop run epoch by epoch on a fixed set, which is "Perceptron" here). '
        "Logistic regression (SGD): w ← w − η_t·ℓ′·x on ℓ = ln(1 + e^(−y·a)), every example moves w a "
        "little. Hinge / linear SVM (SGD): the same on max(0, 1 − y·a) with L2 α.",
    ),
    "learningRateSpin": QT_TRANSLATE_NOOP(
        "Help",
        "The learning rate (step size) η: on a mistake w ← w + η·y·x and b ← b + η·y; η = 1 is the "
        "notes' perceptron. From w₀ = 0, η only rescales w: the boundary and the mistakes stay the "
        "same. For the SGD learners it is η₀, the start of the schedule η_t.",
    ),
    "interceptCheck": QT_TRANSLATE_NOOP(
        "Help",
        "Fit the intercept (offset) b: the score is a = w·x + b and the boundary w·x + b = 0 can lie "
        "anywhere. Off, a = w·x: a linear classifier through the origin. (Same as folding b into w "
        "with x′ = [1, x].)",
    ),
    "w01Spin": QT_TRANSLATE_NOOP(
        "Help",
        "w₀[1]: the first component of the initial weight vector w₀ (the perceptron starts from w₁ = w₀).",
    ),
    "w02Spin": QT_TRANSLATE_NOOP(
        "Help",
        "w₀[2]: the second component of the initial weight vector w₀ (the notes start from all zeros).",
    ),
    "b0Spin": QT_TRANSLATE_NOOP(
        "Help",
        "b₀: the initial intercept b (the notes start from b = 0).",
    ),
    "zeroScoreCombo": QT_TRANSLATE_NOOP(
        "Help",
        "What a score of exactly 0 counts as. A mistake: update when y·a ≤ 0 (PerceptronTrain; a "
        "point on the boundary is an error, note 004). Positive: predict + iff a ≥ 0 (the CMU "
        "slides). Negative: predict + iff a > 0 (score 0 predicts −).",
    ),
    "orderCombo": QT_TRANSLATE_NOOP(
        "Help",
        "The order the examples are looked at in each epoch: as given (the lecture's traces), or "
        "reshuffled every epoch (shuffle the data and start again: stochastic gradient descent).",
    ),
    "seedSpin": QT_TRANSLATE_NOOP(
        "Help",
        "The random seed of the reshuffles: the same seed gives the same order, so a run can be repeated.",
    ),
    "maxEpochsSpin": QT_TRANSLATE_NOOP(
        "Help",
        "MaxIter: the most epochs (passes over the training set) to run. Training stops earlier after "
        "the first epoch with no mistake (converged); on data that is not linearly separable it never "
        "does.",
    ),
    "kernelCombo": QT_TRANSLATE_NOOP(
        "Help",
        "The kernel K(x, z) of the kernel trick: RBF exp(−γ‖x−z‖²), polynomial (x·z + c₀)ᵈ, or linear "
        "x·z (the plain perceptron in its dual form).",
    ),
    "degreeSpin": QT_TRANSLATE_NOOP(
        "Help",
        "The degree d of the polynomial kernel (x·z + c₀)ᵈ: d = 2 separates XOR.",
    ),
    "gammaSpin": QT_TRANSLATE_NOOP(
        "Help",
        "γ of the RBF kernel exp(−γ‖x−z‖²): a larger γ makes each point's influence more local.",
    ),
    "coef0Spin": QT_TRANSLATE_NOOP(
        "Help",
        "c₀ of the polynomial kernel (x·z + c₀)ᵈ: how much the lower-degree terms count.",
    ),
    "scheduleCombo": QT_TRANSLATE_NOOP(
        "Help",
        "The learning-rate schedule α_t of stochastic gradient descent (note 000), η_t here: constant "
        "η₀, 1/t (η₀/t) or η₀/tᵖ. SGD finds a minimum when Σα_t = ∞ and Σα_t² < ∞ (Robbins-Monro): "
        "1/t meets both, a constant rate only the first, η₀/tᵖ both for ½ < p ≤ 1. The Learning "
        "curves show both sums.",
    ),
    "powerSpin": QT_TRANSLATE_NOOP(
        "Help",
        "p of the schedule η_t = η₀/tᵖ: Σα_t = ∞ needs p ≤ 1, Σα_t² < ∞ needs p > ½.",
    ),
    "alphaSpin": QT_TRANSLATE_NOOP(
        "Help",
        "α: the L2 regularisation of the hinge loss (the linear SVM), minimising Σ max(0, 1 − y·a) / "
        "n + α/2·‖w‖²: each step also shrinks w by (1 − η_t·α), as scikit-learn's SGDClassifier.",
    ),
    "speedSlider": QT_TRANSLATE_NOOP(
        "Help",
        "Run speed: examples looked at per second, from 1 up to as fast as the engine goes (max).",
    ),
}
TWO_CLASSES_ONLY = QT_TRANSLATE_NOOP(
    "Help", "Applies to two classes only (the multiclass perceptron starts every wᶜ at 0)."
)

COLUMN_TIPS: dict[str, str] = {  # each marked in the context "Help"
    "t": QT_TRANSLATE_NOOP(
        "Help",
        "t: the step, counting every example looked at since the start (t = 1, 2, 3, …), as in the lecture's trace.",
    ),
    "epoch": QT_TRANSLATE_NOOP(
        "Help",
        "The epoch: the pass over the training set this example belongs to (an epoch looks at each example once).",
    ),
    "x₁": QT_TRANSLATE_NOOP(
        "Help",
        "x₁: the first feature of the example x⁽ᵗ⁾ looked at.",
    ),
    "x₂": QT_TRANSLATE_NOOP(
        "Help",
        "x₂: the second feature of the example x⁽ᵗ⁾ looked at.",
    ),
    "w·x + b": QT_TRANSLATE_NOOP(
        "Help",
        "The score (activation) a = w·x + b of the example under w and b before the update; ŷ is its sign.",
    ),
    "w·x": QT_TRANSLATE_NOOP(
        "Help",
        "The score (activation) a = w·x of the example under w before the update (through the origin: no b).",
    ),
    "w_c·x + b_c": QT_TRANSLATE_NOOP(
        "Help",
        "The score w_c·x + b_c of every class c under its own weight vector (the multiclass "
        "perceptron): ŷ is the class with the highest score.",
    ),
    "w_c·x": QT_TRANSLATE_NOOP(
        "Help",
        "The score w_c·x of every class c under its own weight vector: ŷ is the class with the highest score.",
    ),
    "f(x)": QT_TRANSLATE_NOOP(
        "Help",
        "The kernel perceptron's score f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (times η) before the update: αⱼ "
        "counts the mistakes made on example j; ŷ is its sign.",
    ),
    "f_c(x)": QT_TRANSLATE_NOOP(
        "Help",
        "The kernel perceptron's score f_c(x) of every class c before the update: ŷ is the highest.",
    ),
    "α changed": QT_TRANSLATE_NOOP(
        "Help",
        "On a mistake on example j, its count αⱼ goes up by one (it becomes, or stays, a support "
        "vector): the new αⱼ, with j the point's number in the Points table.",
    ),
    "ŷ": QT_TRANSLATE_NOOP(
        "Help",
        "ŷ: the predicted label, the sign of the score; what a score of exactly 0 predicts follows "
        '"Score 0 counts as" in the controls.',
    ),
    "y": QT_TRANSLATE_NOOP(
        "Help",
        "y: the true label of the example.",
    ),
    "mistake?": QT_TRANSLATE_NOOP(
        "Help",
        "Mistake?: yes when the prediction was wrong, and then w ← w + η·y·x (and b ← b + η·y). Under "
        '"a score of 0 counts as a mistake" that is exactly when y·a ≤ 0 (PerceptronTrain).',
    ),
    "w after": QT_TRANSLATE_NOOP(
        "Help",
        "w after the step: w + η·y·x after a mistake, unchanged otherwise (multiclass: + η·x to the "
        "true class's w, − η·x to the highest-scoring wrong class's).",
    ),
    "b after": QT_TRANSLATE_NOOP(
        "Help",
        "b after the step: b + η·y after a mistake, unchanged otherwise.",
    ),
    "σ(a)": QT_TRANSLATE_NOOP(
        "Help",
        "σ(a) = 1/(1 + e^(−a)): logistic regression's P(y = +1 | x) under w and b before the step.",
    ),
    "loss ℓ": QT_TRANSLATE_NOOP(
        "Help",
        "The loss ℓ of the example under w and b before the step: ln(1 + e^(−y·a)) for logistic "
        "regression (note 000's negative log likelihood), max(0, 1 − y·a) for the hinge.",
    ),
    "ℓ′ = dℓ/da": QT_TRANSLATE_NOOP(
        "Help",
        "The gradient factor ℓ′ = dℓ/da at the score a: the step is w ← w − η_t·ℓ′·x and b ← b − "
        "η_t·ℓ′ (the hinge also shrinks w by 1 − η_t·α). Logistic: ℓ′ = −y·σ(−y·a), never 0; hinge: "
        "−y when y·a < 1, else 0 (no step).",
    ),
    "η_t": QT_TRANSLATE_NOOP(
        "Help",
        "η_t: the learning rate of this step, from the schedule (constant η₀, η₀/t or η₀/tᵖ).",
    ),
}

# The README's tour, short, for Help > Quick Tour: keep the headings the README's bullets use.  One message per
# paragraph in the catalogues (context "QuickTour").
QUICK_TOUR = (
    QT_TRANSLATE_NOOP("QuickTour", "<h2>Perceptron Studio: a quick tour</h2>"),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Add points.</b> Left click adds a point of the current class (the <i>Class</i> box, or "
        "keys 1–8), right click one of the other class. Drag a point to move it; drag on empty space to "
        "select, then Delete. Every edit is one undo step (Ctrl+Z, Ctrl+Shift+Z).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Keys alone.</b> Tab reaches the canvas (a blue frame shows it has the focus): a cross "
        "marks the keyboard cursor. The arrows move it on the grid (View &gt; Snap Step; Shift: four "
        "steps), 1–8 choose the class, Enter places a point there, Delete or Backspace removes the one "
        "under it. Tab goes on to every control and dock; Alt and a menu's underlined letter open the "
        "menus.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Type points.</b> The <i>Points</i> dock lists x₁, x₂ and the label of every point: type "
        "over a value, <i>Add</i> or <i>Delete</i> rows, click a title to sort. Each cell is one undo "
        "step; a value that does not read is refused with a hint and the old one stays. View &gt; "
        "<i>Snap to Grid</i> lands clicks and drags on the grid; hovering a point names it in the "
        "status bar.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Step.</b> <i>Step</i> (Space) looks at the next example: it is ringed, and on a mistake "
        "the red arrow is the update η·y·x that took w (the black arrow, normal to the boundary) to its "
        "new value. <i>Next mistake</i> (Shift+Space) and <i>Epoch</i> (Ctrl+E) go further.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Run.</b> <i>Run</i> (Ctrl+R) trains at the speed of the slider; <i>Pause</i> (Esc). A "
        "run stops by itself and says why (converged, or the epoch limit: the data may not be linearly "
        "separable).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Switch variant.</b> The control panel picks the algorithm (perceptron, averaged, voted, "
        "kernel, batch gradient), η, the intercept, w₀ and b₀, what a score of 0 counts as, the order "
        "and the epoch limit. Changing a setting starts training again from w₀. Hover over any control "
        'for what it means. Under "a score of 0 counts as a mistake" a score of exactly 0 reads ŷ = 0 '
        "and counts as a training error (note 004).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The geometry warm-up.</b> Data &gt; <i>Draw a Classifier</i>: type or drag w (the "
        "arrow's tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; <i>b + 1</i> and <i>b − "
        "1</i> show which way the line moves; <i>Train from this w, b</i> starts training from "
        "them.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>One feature: the number line.</b> A CSV with one feature column (x1,label) or Data &gt; "
        "<i>New 1-D Set</i> puts the points on a line: the threshold −b/w is the black marker, the rays "
        "S₊ and S₋ are tinted, and <i>Draw w*</i> in the theorem panel shades the margin band of the "
        "max-margin threshold. Data &gt; <i>Lift to (x, 1)</i> draws the same run beside it through the "
        "origin: the points (x, 1), the boundary and (w, b).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Big data sets.</b> From 20,000 points the canvas draws a density picture in which each "
        "class keeps its share of the colour, so a small minority still shows.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Documents.</b> A JSON document keeps its own settings; a CSV file or File &gt; New "
        "starts from the defaults.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The trace table.</b> Every example looked at, in the lecture's layout: t, epoch, x₁, x₂, "
        "the score, ŷ, y, mistake?, and w and b after the step. Hover over a column title for what it "
        "means; CSV and LaTeX export for a spreadsheet or a slide (the LaTeX in the same column order, "
        "mistakes in bold).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The kernel perceptron's trace.</b> t, epoch, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, "
        "mistake? and the α that changed (αⱼ counts the mistakes on point j); time travel draws the "
        "past contour of f and its support vectors.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The algorithm.</b> The <i>Algorithm</i> tab lists the variant's pseudocode as the notes "
        "write it (notes 001 to 004, and note 003's batch gradient step), the current line highlighted "
        "and the step's numbers put in; for the batch gradient the epoch's pending step μ·Σ y·x is "
        "drawn on the canvas.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Time travel.</b> Click a row or drag the timeline: the canvas and the panels show that "
        "past step. <i>Latest</i> (End) comes back.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The lesson as an animation.</b> File &gt; <i>Export Animation</i>: the trace table's "
        "selected rows (or the whole run) as a GIF or MP4, one frame every k steps, the trace row and "
        "the update with its numbers under the canvas; progress and Cancel in the status bar, and the "
        "file appears only when complete.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The lesson as a web page.</b> File &gt; <i>Export Lesson</i>: the run's first steps as "
        "one HTML file that students open offline on a phone or a laptop: Step, Back, Next mistake, "
        "Epoch, Play, a slider, the trace table, the keys, a quiz and large text. Students move, add or "
        "delete points (mouse or finger) and change the settings, and the page trains again with the "
        "app's numbers, bit for bit; the link holds the whole state. The dialog can fix controls for "
        "the students and hide the boundary until they have answered.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Exports for slides.</b> File &gt; <i>Export Image</i> (PNG) and <i>Export Animation</i> "
        "lay the picture out again at the size asked: every text's capitals are at least 2.5% of the "
        "frame's height. Choose the aspect (16:9, 4:3, square or the canvas's); <i>Presentation "
        "look</i> draws text and lines larger again.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The convergence theorem.</b> R, the margin γ*, the separator w* and the bound (R/γ*)² on "
        "the mistakes, with the proof drawn as it goes; from w₀ ≠ 0, the bound the same two lines give: "
        "the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR².</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Weight space.</b> View &gt; <i>Weight Space</i> (Ctrl+Shift+W): each example as the "
        "half-plane of weights that get it right, the feasible region (green), the path of w with each "
        "jump η·y·x labelled by its point, w* and the cone of weights with margin ≥ γ*/2. Hover a point "
        "or a line to link them; click to set w. With no feasible region it says why.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Live class.</b> Train &gt; <i>Live Class</i>: students open the address (or scan the QR "
        "code) the dock shows and answer from their phones: mistake or not, ŷ, where w goes, where the "
        "boundary goes. The dock counts the answers and shows nothing of them until <i>Reveal</i>; "
        "<i>Vote again</i> after a discussion, and <i>Export</i> the session as CSV. Nothing listens on "
        "the network until this is checked; uncheck it to stop.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Quiz mode.</b> Train &gt; <i>Quiz Mode</i> (Ctrl+K): before each step, answer ŷ, "
        '"mistake?" and on a mistake the new w and b (typed, or drag the orange arrow\'s tip). The '
        "classifier's picture is hidden while a question is open; <i>Check</i> (Enter, or Space) takes "
        "the step and shows what was right, the picture and a score; <i>Next question</i> (Enter again) "
        "asks on. File &gt; <i>Export Quiz</i> writes the first steps or mistakes of a fresh run as a "
        'LaTeX worksheet whose questions chain ("your w from question k−1"), in as many versions as '
        "asked (each another order), and its answer key.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Point inspector.</b> Click a point: its score a = w·x + b, y·a, ‖x‖², its projection on "
        "w, the signed distance (w·x + b)/‖w‖, and y·a before and after its last update, flagged "
        "<i>undershoot</i> when the example is still wrong after its own update (note 004).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Learning curves.</b> Mistakes per epoch, training error and the perceptron loss Σ max(0, −y·a).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Logistic regression and the hinge.</b> The algorithm box offers SGD on ln(1 + e^(−y·a)) "
        "and on max(0, 1 − y·a) with L2 α, equal to scikit-learn's SGDClassifier step for step. <i>Next "
        "mistake</i> goes to the next example with a nonzero loss gradient ℓ′; the trace shows a, σ(a), "
        "y, ℓ, ℓ′, η_t and w, b after, and the canvas shades P(y = +1 | x) with a colour bar (the "
        "boundary is P = 0.5).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Learning-rate schedules.</b> Constant η₀, 1/t or η₀/tᵖ: the Learning curves show Σα_t "
        "and Σα_t² against the Robbins-Monro conditions (Σα_t = ∞, Σα_t² &lt; ∞).</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The loss panel.</b> View &gt; <i>Loss Panel</i>: the 0-1, perceptron max(0, −y a), hinge "
        "max(0, 1 − y a) and logistic ln(1 + e^(−y a)) losses of the w shown, mean over the examples: "
        "as landscapes over (w₁, w₂) at the current b with the run's path and a star at w, along the "
        "last update w + s·Δw, and per example against its margin y a. It says why the perceptron's "
        "gradient is −y x on a mistake and 0 otherwise, and follows the step and time travel.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Compare.</b> View &gt; <i>Pin Boundary</i> keeps a boundary to compare with after a "
        "change; <i>Averaged and Voted Boundaries</i> draws them with the last w.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>The lecture examples.</b> File &gt; Examples: the CMU trace, a margin, XOR, circles for "
        "the kernel, three classes, a noisy set, and note 004's own: Figure 1's two updates, an update "
        "that undershoots, a set separable only with an offset, and a set where the bound (R/γ*)² = 2 "
        "is met exactly.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Real data.</b> A CSV or TSV file of many columns, or iris, wine and breast cancer from "
        "File &gt; Examples, opens as a table; the window trains on the two chosen features. Data &gt; "
        "<i>Choose Features</i> picks them and the label column, standardises or scales into the unit "
        "ball (R = 1, the bound 1/γ²), and holds out a test set: its points are hollow and its error "
        "stands beside the training error. Save writes every column back.</p>",
    ),
    QT_TRANSLATE_NOOP(
        "QuickTour",
        "<p><b>Presentation mode.</b> View &gt; <i>Presentation Mode</i> (F5) for the projector, full "
        "screen: text twice as large, the main view and the current trace row only, big buttons (Reset "
        "and Pause too). F6 makes weight space, then the theorem, the large main view, then the canvas "
        "again. PageDown, → and Space step (a presentation clicker sends PageDown), PageUp goes one "
        "step back, Esc or F5 leaves. It stays on after a restart.</p>",
    ),
    QT_TRANSLATE_NOOP("QuickTour", "<p>Help &gt; <i>Keyboard Shortcuts</i> lists every key.</p>"),
)

HELP_CONTEXT, TOUR_CONTEXT = "Help", "QuickTour"
HEADERS = (
    QT_TRANSLATE_NOOP("Help", "Keys"),
    QT_TRANSLATE_NOOP("Help", "Action"),
    QT_TRANSLATE_NOOP("Help", "What it does"),
)
ABOUT = QT_TRANSLATE_NOOP("Help", "Perceptron Studio: place points, pick a perceptron variant, and watch it learn.")
VERSIONS = QT_TRANSLATE_NOOP("Help", "Version {version}  ·  Python {python}  ·  Qt {qt}")


def control_tip(name: str, *, two_classes_only: bool = False) -> str:
    """A control's tooltip by objectName (empty for one this table does not know)."""
    tip = translated("Help", CONTROL_TIPS[name]) if name in CONTROL_TIPS else ""
    return f"{tip}\n{translated('Help', TWO_CLASSES_ONLY)}" if two_classes_only and tip else tip


def column_tip(title: str) -> str:
    """What a trace-table column means (empty for a title this table does not know)."""
    return translated("Help", COLUMN_TIPS[title]) if title in COLUMN_TIPS else ""


def reuse_dialog(parent: QWidget, name: str, make: Callable[[], QDialog]) -> QDialog:
    """Show the parent's dialog of this objectName, made by ``make`` the first time, in front."""
    dialog = parent.findChild(QDialog, name)
    if dialog is None:
        dialog = named(make(), name)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


def _framed(parent: QWidget, title: str, body: QWidget, size: tuple[int, int]) -> QDialog:
    """A non-modal dialog showing ``body`` with a Close button, in its parent's font (large when presenting)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation)  # presentation mode's large text too
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # made again when asked: in the language of then
    layout = QVBoxLayout(dialog)
    layout.addWidget(body)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.close)
    layout.addWidget(buttons)
    dialog.resize(*size)
    return dialog


def shortcuts_dialog(parent: QWidget, specs: Sequence[ActionSpec]) -> QDialog:
    """Help > Keyboard Shortcuts: every row of the action table that has keys here, with what it does.

    (A standard key this platform leaves empty, as Quit may be, has no key to list.)
    """
    rows = [spec for spec in specs if shortcut_text(spec)]
    table = named(QTableWidget(len(rows) + len(KEYS_WITHOUT_ACTION), 3), "shortcutsTable")
    table.setHorizontalHeaderLabels([translated(HELP_CONTEXT, text) for text in HEADERS])
    for row, spec in enumerate(rows):
        name = QTableWidgetItem(spec.shown_text())
        name.setData(Qt.ItemDataRole.UserRole, spec.name)
        tip = spec.shown_tip()
        for column, item in enumerate((QTableWidgetItem(shortcut_text(spec)), name, QTableWidgetItem(tip))):
            item.setToolTip(tip)
            table.setItem(row, column, item)
    for row, (keys, *words) in enumerate(KEYS_WITHOUT_ACTION, start=len(rows)):  # the canvas's own keys and Tab
        texts = [keys, *(translated(CONTEXT, text) for text in words)]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            item.setToolTip(texts[2])
            table.setItem(row, column, item)
    table.verticalHeader().hide()
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # follows the font
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(True)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
    return _framed(parent, translated(CONTEXT, "Keyboard Shortcuts"), table, (860, 640))


def quick_tour_dialog(parent: QWidget) -> QDialog:
    """Help > Quick Tour: the README's tour, short."""
    text = named(QTextBrowser(), "quickTourText")
    text.setHtml("\n".join(translated(TOUR_CONTEXT, part) for part in QUICK_TOUR))
    return _framed(parent, translated(CONTEXT, "Quick Tour"), text, (640, 620))


class HelpMenu(QObject):
    """The Help menu's dialogs, over ``parent`` (the window); ``shortcuts`` is the action table they list."""

    def __init__(self, parent: QWidget, shortcuts: Sequence[ActionSpec]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._shortcuts = shortcuts

    def show_shortcuts(self) -> None:
        """Help > Keyboard Shortcuts: every key, from the action table."""
        reuse_dialog(self._parent, "shortcutsDialog", lambda: shortcuts_dialog(self._parent, self._shortcuts))

    def show_quick_tour(self) -> None:
        """Help > Quick Tour: a short tour of the app (the README's)."""
        reuse_dialog(self._parent, "quickTourDialog", lambda: quick_tour_dialog(self._parent))

    def about(self) -> None:
        """Help > About."""
        versions = dict(version=package_version(), python=platform.python_version(), qt=qVersion())
        QMessageBox.about(
            self._parent,
            translated(CONTEXT, "About Perceptron Studio"),
            translated(HELP_CONTEXT, ABOUT) + "\n\n" + translated(HELP_CONTEXT, VERSIONS).format(**versions),
        )


def package_version() -> str:
    """The installed perceptron-studio's version (what a bug report should name)."""
    try:
        return metadata.version("perceptron-studio")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return translated(HELP_CONTEXT, QT_TRANSLATE_NOOP("Help", "unknown (not installed)"))
