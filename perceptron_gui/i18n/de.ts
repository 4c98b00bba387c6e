<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Actions</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the next example (Space); in quiz mode, check the answer (then: the next question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on to the next mistake (logistic regression and the hinge: to the next example with a nonzero loss gradient ℓ′)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the current epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train continuously at the chosen speed (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the run (Esc); in presentation mode, Esc with no run going leaves presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start training again from w₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an empty point set with the default settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a point set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the point set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canvas as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of the run as a GIF or MP4, with the trace row and the update burned in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s first steps as one web page that replays them offline, for students on a phone or a laptop: step, step back, next mistake, play, a slider, a quiz and large text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a point set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New 1-D Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new document of points on a number line (one feature): the threshold −b/w, the two rays, the margin; Lift to (x, 1) shows the same run through the origin in 2-D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift to (x, 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside the number line, the same run in 2-D through the origin: the points (x, 1), the boundary w·(x, 1) = 0 and the weight vector (w, b) (the intercept trick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a Classifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The geometry warm-up: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; b + 1 and b − 1 show which way the line moves; train from it as w₀, b₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Features…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table of many columns: the label column, the two features shown and trained on, scaling (standardise, or the unit ball so that R = 1) and a train/test split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trained model as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Trace as LaTeX…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace table as a LaTeX tabular, for slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict each step before it is taken (ŷ, mistake?, the new w and b), then see what was right, with a running score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Students answer from their phones: a join address and QR code, questions about the step about to be taken, two votes and the reveal (nothing listens on the network until this is on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Quiz…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first steps or mistakes of a fresh run as LaTeX worksheets in versions, and their key (…-key.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to Latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave time travel: show the latest state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation mode: show the step before (time travel); a presentation clicker&apos;s &quot;previous&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation mode: the next step, forward through time travel first; a clicker&apos;s &quot;next&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin Boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the boundary shown now as a dotted line, to compare after changing a setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Pinned Boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the pinned line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Averaged and Voted Boundaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right: the feasible region, the path of w and w*; hover to link an example and its line, click to set w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every point (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit View to Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clicks and dragged points land on the grid (its step: View &gt; Snap Step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown: over (w₁, w₂), along the last update and per example, with why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the projector, full screen: text twice as large, the canvas and the current trace row only, big buttons; PageDown, → and Space step, PageUp goes back, F6 changes the main view, Esc or F5 leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Main View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The large main view in turn: the canvas, weight space, the convergence theorem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say in words what the canvas shows: the boundary&apos;s equation, which side is which class, the points on the wrong side, w and the last update (a panel a screen reader reads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the run (presentation mode&apos;s big button; Esc pauses too, and with no run leaves the mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface language (English, Español, Deutsch or the pseudo-locale), switched at once: the document and the step shown stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Perceptron Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short tour of the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key the app answers to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Perceptron Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What Perceptron Studio is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last edit (a drag is one step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do again what Undo took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A left click adds a point of class {n} (a right click: the other class)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Perceptron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Averaged perceptron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voted perceptron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel perceptron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch gradient (note 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logistic regression (SGD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hinge / linear SVM (SGD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mistake  (update iff y·a ≤ 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positive  (predict + iff a ≥ 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative  (predict + iff a &gt; 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reshuffle every epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>constant  η_t = η₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/t  η_t = η₀/t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RBF  exp(−γ‖x−z‖²)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polynomial  (x·z + c₀)ᵈ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear  x·z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate η</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial w₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial b₀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score 0 counts as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Degree d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate η_t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 strength α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit intercept b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A one-feature document (points on a number line) has one weight: w₀[2] is not used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exports in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Exports and Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export quiz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convergence theorem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a classifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The menus, docks, controls and status line change at once; the points and the step shown stay. PERCEPTRON_LANGUAGE, when set, picks the language at start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Add points of at least two classes to train (left and right click add the two classes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>converged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not converged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training errors now {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training error {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistakes {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps with ℓ′ ≠ 0: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}  ·  {done}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors} · {done}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time travel (latest: step {t})  ·  {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time travel (latest {t}) · {line}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Speed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Class </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> max </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
