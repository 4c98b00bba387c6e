<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
<context>
    <name>Actions</name>
    <message>
        <source>Step</source>
        <translation>[Šŧéþ]</translation>
    </message>
    <message>
        <source>Look at the next example (Space); in quiz mode, check the answer (then: the next question)</source>
        <translation>[Ļööķ àŧ ŧĥé ñéẋŧ éẋàɱþļé (Šþàçé); îñ ǫûîž ɱöđé, çĥéçķ ŧĥé àñšŵéŕ (ŧĥéñ: ŧĥé ñéẋŧ ǫûéšŧîöñ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>[Ñéẋŧ ɱîšŧàķé ~~]</translation>
    </message>
    <message>
        <source>Go on to the next mistake (logistic regression and the hinge: to the next example with a nonzero loss gradient ℓ′)</source>
        <translation>[Ĝö öñ ŧö ŧĥé ñéẋŧ ɱîšŧàķé (ļöĝîšŧîç ŕéĝŕéššîöñ àñđ ŧĥé ĥîñĝé: ŧö ŧĥé ñéẋŧ éẋàɱþļé ŵîŧĥ a ñöñžéŕö ļöšš ĝŕàđîéñŧ ℓ′) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>[Éþöçĥ]</translation>
    </message>
    <message>
        <source>Finish the current epoch</source>
        <translation>[Ƒîñîšĥ ŧĥé çûŕŕéñŧ éþöçĥ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>[Ŕûñ]</translation>
    </message>
    <message>
        <source>Train continuously at the chosen speed (Ctrl+R)</source>
        <translation>[Ŧŕàîñ çöñŧîñûöûšļý àŧ ŧĥé çĥöšéñ šþééđ (Çŧŕļ+R) ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>[Þàûšé]</translation>
    </message>
    <message>
        <source>Pause the run (Esc); in presentation mode, Esc with no run going leaves presentation mode</source>
        <translation>[Þàûšé ŧĥé ŕûñ (Éšç); îñ þŕéšéñŧàŧîöñ ɱöđé, Éšç ŵîŧĥ ñö ŕûñ ĝöîñĝ ļéàṽéš þŕéšéñŧàŧîöñ ɱöđé ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>[Ŕéšéŧ]</translation>
    </message>
    <message>
        <source>Start training again from w₀</source>
        <translation>[Šŧàŕŧ ŧŕàîñîñĝ àĝàîñ ƒŕöɱ w₀ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>New</source>
        <translation>[Ñéŵ]</translation>
    </message>
    <message>
        <source>Start an empty point set with the default settings</source>
        <translation>[Šŧàŕŧ àñ éɱþŧý þöîñŧ šéŧ ŵîŧĥ ŧĥé đéƒàûļŧ šéŧŧîñĝš ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>[Öþéñ…]</translation>
    </message>
    <message>
        <source>Open a point set</source>
        <translation>[Öþéñ a þöîñŧ šéŧ ~~~~]</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>[Šàṽé]</translation>
    </message>
    <message>
        <source>Save the point set</source>
        <translation>[Šàṽé ŧĥé þöîñŧ šéŧ ~~~~~]</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>[Šàṽé Àš… ~]</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>[Šàṽé ûñđéŕ a ñéŵ ñàɱé ~~~~~~]</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>[Éẋþöŕŧ Îɱàĝé… ~~~]</translation>
    </message>
    <message>
        <source>Canvas as PNG or SVG</source>
        <translation>[Çàñṽàš àš ÞÑĜ öŕ ŠṼĜ ~~~~~]</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>[Éẋþöŕŧ Àñîɱàŧîöñ… ~~~~]</translation>
    </message>
    <message>
        <source>Steps of the run as a GIF or MP4, with the trace row and the update burned in</source>
        <translation>[Šŧéþš öƒ ŧĥé ŕûñ àš a ĜÎƑ öŕ ṀÞ4, ŵîŧĥ ŧĥé ŧŕàçé ŕöŵ àñđ ŧĥé ûþđàŧé ƀûŕñéđ îñ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export Lesson…</source>
        <translation>[Éẋþöŕŧ Ļéššöñ… ~~~]</translation>
    </message>
    <message>
        <source>The run&apos;s first steps as one web page that replays them offline, for students on a phone or a laptop: step, step back, next mistake, play, a slider, a quiz and large text</source>
        <translation>[Ŧĥé ŕûñ&apos;s ƒîŕšŧ šŧéþš àš öñé ŵéƀ þàĝé ŧĥàŧ ŕéþļàýš ŧĥéɱ öƒƒļîñé, ƒöŕ šŧûđéñŧš öñ a þĥöñé öŕ a ļàþŧöþ: šŧéþ, šŧéþ ƀàçķ, ñéẋŧ ɱîšŧàķé, þļàý, a šļîđéŕ, a ǫûîž àñđ ļàŕĝé ŧéẋŧ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>[Ĝéñéŕàŧé… ~]</translation>
    </message>
    <message>
        <source>Generate a point set</source>
        <translation>[Ĝéñéŕàŧé a þöîñŧ šéŧ ~~~~~]</translation>
    </message>
    <message>
        <source>New 1-D Set</source>
        <translation>[Ñéŵ 1-D Šéŧ ~~]</translation>
    </message>
    <message>
        <source>A new document of points on a number line (one feature): the threshold −b/w, the two rays, the margin; Lift to (x, 1) shows the same run through the origin in 2-D</source>
        <translation>[A ñéŵ đöçûɱéñŧ öƒ þöîñŧš öñ a ñûɱƀéŕ ļîñé (öñé ƒéàŧûŕé): ŧĥé ŧĥŕéšĥöļđ −b/w, ŧĥé ŧŵö ŕàýš, ŧĥé ɱàŕĝîñ; Ļîƒŧ ŧö (x, 1) šĥöŵš ŧĥé šàɱé ŕûñ ŧĥŕöûĝĥ ŧĥé öŕîĝîñ îñ 2-D ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Lift to (x, 1)</source>
        <translation>[Ļîƒŧ ŧö (x, 1) ~~~]</translation>
    </message>
    <message>
        <source>Beside the number line, the same run in 2-D through the origin: the points (x, 1), the boundary w·(x, 1) = 0 and the weight vector (w, b) (the intercept trick)</source>
        <translation>[Ɓéšîđé ŧĥé ñûɱƀéŕ ļîñé, ŧĥé šàɱé ŕûñ îñ 2-D ŧĥŕöûĝĥ ŧĥé öŕîĝîñ: ŧĥé þöîñŧš (x, 1), ŧĥé ƀöûñđàŕý w·(x, 1) = 0 àñđ ŧĥé ŵéîĝĥŧ ṽéçŧöŕ (w, b) (ŧĥé îñŧéŕçéþŧ ŧŕîçķ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Draw a Classifier</source>
        <translation>[Đŕàŵ a Çļàššîƒîéŕ ~~~~]</translation>
    </message>
    <message>
        <source>The geometry warm-up: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; b + 1 and b − 1 show which way the line moves; train from it as w₀, b₀</source>
        <translation>[Ŧĥé ĝéöɱéŧŕý ŵàŕɱ-ûþ: ŧýþé öŕ đŕàĝ w (ŧĥé àŕŕöŵ&apos;s ŧîþ) àñđ b (ŧĥé ļîñé); S₊ àñđ S₋, ‖w‖, −b/‖w‖ àñđ ŧĥé àñĝļé; b + 1 àñđ b − 1 šĥöŵ ŵĥîçĥ ŵàý ŧĥé ļîñé ɱöṽéš; ŧŕàîñ ƒŕöɱ îŧ àš w₀, b₀ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Choose Features…</source>
        <translation>[Çĥööšé Ƒéàŧûŕéš… ~~~~]</translation>
    </message>
    <message>
        <source>A table of many columns: the label column, the two features shown and trained on, scaling (standardise, or the unit ball so that R = 1) and a train/test split</source>
        <translation>[A ŧàƀļé öƒ ɱàñý çöļûɱñš: ŧĥé ļàƀéļ çöļûɱñ, ŧĥé ŧŵö ƒéàŧûŕéš šĥöŵñ àñđ ŧŕàîñéđ öñ, šçàļîñĝ (šŧàñđàŕđîšé, öŕ ŧĥé ûñîŧ ƀàļļ šö ŧĥàŧ R = 1) àñđ a ŧŕàîñ/ŧéšŧ šþļîŧ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export Model…</source>
        <translation>[Éẋþöŕŧ Ṁöđéļ… ~~~]</translation>
    </message>
    <message>
        <source>The trained model as JSON</source>
        <translation>[Ŧĥé ŧŕàîñéđ ɱöđéļ àš ĴŠÖÑ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Export Trace…</source>
        <translation>[Éẋþöŕŧ Ŧŕàçé… ~~~]</translation>
    </message>
    <message>
        <source>Every step as CSV</source>
        <translation>[Éṽéŕý šŧéþ àš ÇŠṼ ~~~~]</translation>
    </message>
    <message>
        <source>Export Trace as LaTeX…</source>
        <translation>[Éẋþöŕŧ Ŧŕàçé àš ĻàŦéẊ… ~~~~~~]</translation>
    </message>
    <message>
        <source>The trace table as a LaTeX tabular, for slides</source>
        <translation>[Ŧĥé ŧŕàçé ŧàƀļé àš a ĻàŦéẊ ŧàƀûļàŕ, ƒöŕ šļîđéš ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Quiz Mode</source>
        <translation>[Ǫûîž Ṁöđé ~]</translation>
    </message>
    <message>
        <source>Predict each step before it is taken (ŷ, mistake?, the new w and b), then see what was right, with a running score</source>
        <translation>[Þŕéđîçŧ éàçĥ šŧéþ ƀéƒöŕé îŧ îš ŧàķéñ (ŷ, ɱîšŧàķé?, ŧĥé ñéŵ w àñđ b), ŧĥéñ šéé ŵĥàŧ ŵàš ŕîĝĥŧ, ŵîŧĥ a ŕûññîñĝ šçöŕé ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>[Ļîṽé Çļàšš ~]</translation>
    </message>
    <message>
        <source>Students answer from their phones: a join address and QR code, questions about the step about to be taken, two votes and the reveal (nothing listens on the network until this is on)</source>
        <translation>[Šŧûđéñŧš àñšŵéŕ ƒŕöɱ ŧĥéîŕ þĥöñéš: a ĵöîñ àđđŕéšš àñđ ǪŔ çöđé, ǫûéšŧîöñš àƀöûŧ ŧĥé šŧéþ àƀöûŧ ŧö ƀé ŧàķéñ, ŧŵö ṽöŧéš àñđ ŧĥé ŕéṽéàļ (ñöŧĥîñĝ ļîšŧéñš öñ ŧĥé ñéŧŵöŕķ ûñŧîļ ŧĥîš îš öñ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export Quiz…</source>
        <translation>[Éẋþöŕŧ Ǫûîž… ~~]</translation>
    </message>
    <message>
        <source>The first steps or mistakes of a fresh run as LaTeX worksheets in versions, and their key (…-key.tex)</source>
        <translation>[Ŧĥé ƒîŕšŧ šŧéþš öŕ ɱîšŧàķéš öƒ a ƒŕéšĥ ŕûñ àš ĻàŦéẊ ŵöŕķšĥééŧš îñ ṽéŕšîöñš, àñđ ŧĥéîŕ ķéý (…-ķéý.ŧéẋ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Back to Latest</source>
        <translation>[Ɓàçķ ŧö Ļàŧéšŧ ~~~]</translation>
    </message>
    <message>
        <source>Leave time travel: show the latest state</source>
        <translation>[Ļéàṽé ŧîɱé ŧŕàṽéļ: šĥöŵ ŧĥé ļàŧéšŧ šŧàŧé ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>[Šŧéþ Ɓàçķ ~]</translation>
    </message>
    <message>
        <source>Presentation mode: show the step before (time travel); a presentation clicker&apos;s &quot;previous&quot;</source>
        <translation>[Þŕéšéñŧàŧîöñ ɱöđé: šĥöŵ ŧĥé šŧéþ ƀéƒöŕé (ŧîɱé ŧŕàṽéļ); a þŕéšéñŧàŧîöñ çļîçķéŕ&apos;s &quot;þŕéṽîöûš&quot; ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>[Šŧéþ Ƒöŕŵàŕđ ~~]</translation>
    </message>
    <message>
        <source>Presentation mode: the next step, forward through time travel first; a clicker&apos;s &quot;next&quot;</source>
        <translation>[Þŕéšéñŧàŧîöñ ɱöđé: ŧĥé ñéẋŧ šŧéþ, ƒöŕŵàŕđ ŧĥŕöûĝĥ ŧîɱé ŧŕàṽéļ ƒîŕšŧ; a çļîçķéŕ&apos;s &quot;ñéẋŧ&quot; ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Pin Boundary</source>
        <translation>[Þîñ Ɓöûñđàŕý ~~]</translation>
    </message>
    <message>
        <source>Keep the boundary shown now as a dotted line, to compare after changing a setting</source>
        <translation>[Ķééþ ŧĥé ƀöûñđàŕý šĥöŵñ ñöŵ àš a đöŧŧéđ ļîñé, ŧö çöɱþàŕé àƒŧéŕ çĥàñĝîñĝ a šéŧŧîñĝ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Remove Pinned Boundary</source>
        <translation>[Ŕéɱöṽé Þîññéđ Ɓöûñđàŕý ~~~~~~]</translation>
    </message>
    <message>
        <source>Remove the pinned line</source>
        <translation>[Ŕéɱöṽé ŧĥé þîññéđ ļîñé ~~~~~~]</translation>
    </message>
    <message>
        <source>Averaged and Voted Boundaries</source>
        <translation>[Àṽéŕàĝéđ àñđ Ṽöŧéđ Ɓöûñđàŕîéš ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)</source>
        <translation>[Đŕàŵ ŧĥé àṽéŕàĝéđ (đàšĥéđ) àñđ ṽöŧéđ (đöŧŧéđ) ƀöûñđàŕîéš ŵîŧĥ ŧĥé ļàšŧ öñé (šöļîđ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Weight Space</source>
        <translation>[Ŵéîĝĥŧ Šþàçé ~~]</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right: the feasible region, the path of w and w*; hover to link an example and its line, click to set w</source>
        <translation>[Éàçĥ éẋàɱþļé àš ŧĥé ĥàļƒ-þļàñé öƒ ŵéîĝĥŧš ŧĥàŧ ĝéŧ îŧ ŕîĝĥŧ: ŧĥé ƒéàšîƀļé ŕéĝîöñ, ŧĥé þàŧĥ öƒ w àñđ w*; ĥöṽéŕ ŧö ļîñķ àñ éẋàɱþļé àñđ îŧš ļîñé, çļîçķ ŧö šéŧ w ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>[Çļéàŕ]</translation>
    </message>
    <message>
        <source>Remove every point (undoable)</source>
        <translation>[Ŕéɱöṽé éṽéŕý þöîñŧ (ûñđöàƀļé) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>[Đéļéŧé~]</translation>
    </message>
    <message>
        <source>Delete the selected points</source>
        <translation>[Đéļéŧé ŧĥé šéļéçŧéđ þöîñŧš ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>[Šéļéçŧ Àļļ ~]</translation>
    </message>
    <message>
        <source>Select every point</source>
        <translation>[Šéļéçŧ éṽéŕý þöîñŧ ~~~~~]</translation>
    </message>
    <message>
        <source>Fit View to Data</source>
        <translation>[Ƒîŧ Ṽîéŵ ŧö Đàŧà ~~~~]</translation>
    </message>
    <message>
        <source>Show all points</source>
        <translation>[Šĥöŵ àļļ þöîñŧš ~~~]</translation>
    </message>
    <message>
        <source>Snap to Grid</source>
        <translation>[Šñàþ ŧö Ĝŕîđ ~~]</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on the grid (its step: View &gt; Snap Step)</source>
        <translation>[Çļîçķš àñđ đŕàĝĝéđ þöîñŧš ļàñđ öñ ŧĥé ĝŕîđ (îŧš šŧéþ: Ṽîéŵ &gt; Šñàþ Šŧéþ) ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Loss Panel</source>
        <translation>[Ļöšš Þàñéļ ~]</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown: over (w₁, w₂), along the last update and per example, with why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise</source>
        <translation>[Ŧĥé 0-1, þéŕçéþŧŕöñ, ĥîñĝé àñđ ļöĝîšŧîç ļöššéš öƒ ŧĥé w šĥöŵñ: öṽéŕ (w₁, w₂), àļöñĝ ŧĥé ļàšŧ ûþđàŧé àñđ þéŕ éẋàɱþļé, ŵîŧĥ ŵĥý ŧĥé þéŕçéþŧŕöñ&apos;s ĝŕàđîéñŧ îš −y x öñ a ɱîšŧàķé àñđ 0 öŧĥéŕŵîšé ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation>[Þŕéšéñŧàŧîöñ Ṁöđé ~~~~]</translation>
    </message>
    <message>
        <source>For the projector, full screen: text twice as large, the canvas and the current trace row only, big buttons; PageDown, → and Space step, PageUp goes back, F6 changes the main view, Esc or F5 leaves</source>
        <translation>[Ƒöŕ ŧĥé þŕöĵéçŧöŕ, ƒûļļ šçŕééñ: ŧéẋŧ ŧŵîçé àš ļàŕĝé, ŧĥé çàñṽàš àñđ ŧĥé çûŕŕéñŧ ŧŕàçé ŕöŵ öñļý, ƀîĝ ƀûŧŧöñš; ÞàĝéĐöŵñ, → àñđ Šþàçé šŧéþ, ÞàĝéÛþ ĝöéš ƀàçķ, F6 çĥàñĝéš ŧĥé ɱàîñ ṽîéŵ, Éšç öŕ F5 ļéàṽéš ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>[Ĥîĝĥ Çöñŧŕàšŧ ~~~]</translation>
    </message>
    <message>
        <source>Class colours that all stand out on white (3:1 or more) and stay apart under colour-blindness; each class keeps its own marker shape (kept for the next start)</source>
        <translation>[Çļàšš çöļöûŕš ŧĥàŧ àļļ šŧàñđ öûŧ öñ ŵĥîŧé (3:1 öŕ ɱöŕé) àñđ šŧàý àþàŕŧ ûñđéŕ çöļöûŕ-ƀļîñđñéšš; éàçĥ çļàšš ķééþš îŧš öŵñ ɱàŕķéŕ šĥàþé (ķéþŧ ƒöŕ ŧĥé ñéẋŧ šŧàŕŧ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Next Main View</source>
        <translation>[Ñéẋŧ Ṁàîñ Ṽîéŵ ~~~]</translation>
    </message>
    <message>
        <source>The large main view in turn: the canvas, weight space, the convergence theorem</source>
        <translation>[Ŧĥé ļàŕĝé ɱàîñ ṽîéŵ îñ ŧûŕñ: ŧĥé çàñṽàš, ŵéîĝĥŧ šþàçé, ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>[Đéšçŕîƀé ~]</translation>
    </message>
    <message>
        <source>Say in words what the canvas shows: the boundary&apos;s equation, which side is which class, the points on the wrong side, w and the last update (a panel a screen reader reads)</source>
        <translation>[Šàý îñ ŵöŕđš ŵĥàŧ ŧĥé çàñṽàš šĥöŵš: ŧĥé ƀöûñđàŕý&apos;s éǫûàŧîöñ, ŵĥîçĥ šîđé îš ŵĥîçĥ çļàšš, ŧĥé þöîñŧš öñ ŧĥé ŵŕöñĝ šîđé, w àñđ ŧĥé ļàšŧ ûþđàŧé (a þàñéļ a šçŕééñ ŕéàđéŕ ŕéàđš) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Pause the run (presentation mode&apos;s big button; Esc pauses too, and with no run leaves the mode)</source>
        <translation>[Þàûšé ŧĥé ŕûñ (þŕéšéñŧàŧîöñ ɱöđé&apos;s ƀîĝ ƀûŧŧöñ; Éšç þàûšéš ŧöö, àñđ ŵîŧĥ ñö ŕûñ ļéàṽéš ŧĥé ɱöđé) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>[Þŕéƒéŕéñçéš… ~~]</translation>
    </message>
    <message>
        <source>The interface language (English, Español, Deutsch or the pseudo-locale), switched at once: the document and the step shown stay</source>
        <translation>[Ŧĥé îñŧéŕƒàçé ļàñĝûàĝé (Éñĝļîšĥ, Éšþàñöļ, Đéûŧšçĥ öŕ ŧĥé þšéûđö-ļöçàļé), šŵîŧçĥéđ àŧ öñçé: ŧĥé đöçûɱéñŧ àñđ ŧĥé šŧéþ šĥöŵñ šŧàý ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>[Ǫûîŧ]</translation>
    </message>
    <message>
        <source>Quit Perceptron Studio</source>
        <translation>[Ǫûîŧ Þéŕçéþŧŕöñ Šŧûđîö ~~~~~~]</translation>
    </message>
    <message>
        <source>Quick Tour</source>
        <translation>[Ǫûîçķ Ŧöûŕ ~]</translation>
    </message>
    <message>
        <source>A short tour of the app</source>
        <translation>[A šĥöŕŧ ŧöûŕ öƒ ŧĥé àþþ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>[Ķéýƀöàŕđ Šĥöŕŧçûŧš ~~~~~]</translation>
    </message>
    <message>
        <source>Every key the app answers to</source>
        <translation>[Éṽéŕý ķéý ŧĥé àþþ àñšŵéŕš ŧö ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>About Perceptron Studio</source>
        <translation>[Àƀöûŧ Þéŕçéþŧŕöñ Šŧûđîö ~~~~~~~]</translation>
    </message>
    <message>
        <source>What Perceptron Studio is</source>
        <translation>[Ŵĥàŧ Þéŕçéþŧŕöñ Šŧûđîö îš ~~~~~~~]</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>[Ûñđö]</translation>
    </message>
    <message>
        <source>Undo the last edit (a drag is one step)</source>
        <translation>[Ûñđö ŧĥé ļàšŧ éđîŧ (a đŕàĝ îš öñé šŧéþ) ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>[Ŕéđö]</translation>
    </message>
    <message>
        <source>Do again what Undo took back</source>
        <translation>[Đö àĝàîñ ŵĥàŧ Ûñđö ŧööķ ƀàçķ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Class {n}</source>
        <translation>[Çļàšš {n} ~]</translation>
    </message>
    <message>
        <source>A left click adds a point of class {n} (a right click: the other class)</source>
        <translation>[A ļéƒŧ çļîçķ àđđš a þöîñŧ öƒ çļàšš {n} (a ŕîĝĥŧ çļîçķ: ŧĥé öŧĥéŕ çļàšš) ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Next / previous control</source>
        <translation>[Ñéẋŧ / þŕéṽîöûš çöñŧŕöļ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Moves the focus through the canvas, the toolbar&apos;s slider and class, and every dock; the focused canvas has a blue frame</source>
        <translation>[Ṁöṽéš ŧĥé ƒöçûš ŧĥŕöûĝĥ ŧĥé çàñṽàš, ŧĥé ŧööļƀàŕ&apos;s šļîđéŕ àñđ çļàšš, àñđ éṽéŕý đöçķ; ŧĥé ƒöçûšéđ çàñṽàš ĥàš a ƀļûé ƒŕàɱé ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Move the keyboard cursor</source>
        <translation>[Ṁöṽé ŧĥé ķéýƀöàŕđ çûŕšöŕ ~~~~~~~]</translation>
    </message>
    <message>
        <source>With the focus on the canvas: the cross moves one grid step (View &gt; Snap Step; 0.5 unless chosen)</source>
        <translation>[Ŵîŧĥ ŧĥé ƒöçûš öñ ŧĥé çàñṽàš: ŧĥé çŕöšš ɱöṽéš öñé ĝŕîđ šŧéþ (Ṽîéŵ &gt; Šñàþ Šŧéþ; 0.5 ûñļéšš çĥöšéñ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Move the cursor further</source>
        <translation>[Ṁöṽé ŧĥé çûŕšöŕ ƒûŕŧĥéŕ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Four grid steps at a time</source>
        <translation>[Ƒöûŕ ĝŕîđ šŧéþš àŧ a ŧîɱé ~~~~~~~]</translation>
    </message>
    <message>
        <source>Place a point</source>
        <translation>[Þļàçé a þöîñŧ ~~~]</translation>
    </message>
    <message>
        <source>A point of the current class (keys 1–8) where the keyboard cursor is</source>
        <translation>[A þöîñŧ öƒ ŧĥé çûŕŕéñŧ çļàšš (ķéýš 1–8) ŵĥéŕé ŧĥé ķéýƀöàŕđ çûŕšöŕ îš ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Remove a point</source>
        <translation>[Ŕéɱöṽé a þöîñŧ ~~~]</translation>
    </message>
    <message>
        <source>On the canvas: the point under the keyboard cursor (with none there, the points selected)</source>
        <translation>[Öñ ŧĥé çàñṽàš: ŧĥé þöîñŧ ûñđéŕ ŧĥé ķéýƀöàŕđ çûŕšöŕ (ŵîŧĥ ñöñé ŧĥéŕé, ŧĥé þöîñŧš šéļéçŧéđ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Perceptron</source>
        <translation>[Þéŕçéþŧŕöñ ~]</translation>
    </message>
    <message>
        <source>Averaged perceptron</source>
        <translation>[Àṽéŕàĝéđ þéŕçéþŧŕöñ ~~~~~]</translation>
    </message>
    <message>
        <source>Voted perceptron</source>
        <translation>[Ṽöŧéđ þéŕçéþŧŕöñ ~~~~]</translation>
    </message>
    <message>
        <source>Kernel perceptron</source>
        <translation>[Ķéŕñéļ þéŕçéþŧŕöñ ~~~~]</translation>
    </message>
    <message>
        <source>Batch gradient (note 003)</source>
        <translation>[Ɓàŧçĥ ĝŕàđîéñŧ (ñöŧé 003) ~~~~~~~]</translation>
    </message>
    <message>
        <source>Logistic regression (SGD)</source>
        <translation>[Ļöĝîšŧîç ŕéĝŕéššîöñ (ŠĜĐ) ~~~~~~~]</translation>
    </message>
    <message>
        <source>Hinge / linear SVM (SGD)</source>
        <translation>[Ĥîñĝé / ļîñéàŕ ŠṼṀ (ŠĜĐ) ~~~~~~~]</translation>
    </message>
    <message>
        <source>a mistake  (update iff y·a ≤ 0)</source>
        <translation>[a ɱîšŧàķé  (ûþđàŧé îƒƒ y·a ≤ 0) ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>positive  (predict + iff a ≥ 0)</source>
        <translation>[þöšîŧîṽé  (þŕéđîçŧ + îƒƒ a ≥ 0) ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>negative  (predict + iff a &gt; 0)</source>
        <translation>[ñéĝàŧîṽé  (þŕéđîçŧ + îƒƒ a &gt; 0) ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>[àš ĝîṽéñ ~]</translation>
    </message>
    <message>
        <source>reshuffle every epoch</source>
        <translation>[ŕéšĥûƒƒļé éṽéŕý éþöçĥ ~~~~~~]</translation>
    </message>
    <message>
        <source>constant  η_t = η₀</source>
        <translation>[çöñšŧàñŧ  η_t = η₀ ~~~~~]</translation>
    </message>
    <message>
        <source>1/t  η_t = η₀/t</source>
        <translation>[1/t  η_t = η₀/t ~~~]</translation>
    </message>
    <message>
        <source>RBF  exp(−γ‖x−z‖²)</source>
        <translation>[ŔƁƑ  éẋþ(−γ‖x−z‖²) ~~~~~]</translation>
    </message>
    <message>
        <source>polynomial  (x·z + c₀)ᵈ</source>
        <translation>[þöļýñöɱîàļ  (x·z + c₀)ᵈ ~~~~~~~]</translation>
    </message>
    <message>
        <source>linear  x·z</source>
        <translation>[ļîñéàŕ  x·z ~~]</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>[Ṁöđéļ]</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>[Ķéŕñéļ~]</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>[ŠĜĐ]</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>[Ŧŕàîñîñĝ ~]</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>[Àļĝöŕîŧĥɱ ~]</translation>
    </message>
    <message>
        <source>Learning rate η</source>
        <translation>[Ļéàŕñîñĝ ŕàŧé η ~~~]</translation>
    </message>
    <message>
        <source>Initial w₀</source>
        <translation>[Îñîŧîàļ w₀ ~]</translation>
    </message>
    <message>
        <source>Initial α</source>
        <translation>[Îñîŧîàļ α ~]</translation>
    </message>
    <message>
        <source>Initial b₀</source>
        <translation>[Îñîŧîàļ b₀ ~]</translation>
    </message>
    <message>
        <source>Score 0 counts as</source>
        <translation>[Šçöŕé 0 çöûñŧš àš ~~~~]</translation>
    </message>
    <message>
        <source>Degree d</source>
        <translation>[Đéĝŕéé d ~]</translation>
    </message>
    <message>
        <source>Learning rate η_t</source>
        <translation>[Ļéàŕñîñĝ ŕàŧé η_t ~~~~]</translation>
    </message>
    <message>
        <source>Power p</source>
        <translation>[Þöŵéŕ p~]</translation>
    </message>
    <message>
        <source>L2 strength α</source>
        <translation>[L2 šŧŕéñĝŧĥ α ~~~]</translation>
    </message>
    <message>
        <source>Example order</source>
        <translation>[Éẋàɱþļé öŕđéŕ ~~~]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>[Šééđ]</translation>
    </message>
    <message>
        <source>Max epochs</source>
        <translation>[Ṁàẋ éþöçĥš ~]</translation>
    </message>
    <message>
        <source>Fit intercept b</source>
        <translation>[Ƒîŧ îñŧéŕçéþŧ b ~~~]</translation>
    </message>
    <message>
        <source>αᵢ = 0 for every example</source>
        <translation>[αᵢ = 0 ƒöŕ éṽéŕý éẋàɱþļé ~~~~~~~]</translation>
    </message>
    <message>
        <source>The kernel perceptron learns f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: it starts with every αᵢ = 0 (and b = b₀), and a mistake on example i adds η to αᵢ.</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ļéàŕñš f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, ñöŧ a w: îŧ šŧàŕŧš ŵîŧĥ éṽéŕý αᵢ = 0 (àñđ b = b₀), àñđ a ɱîšŧàķé öñ éẋàɱþļé i àđđš η ŧö αᵢ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>A one-feature document (points on a number line) has one weight: w₀[2] is not used.</source>
        <translation>[A öñé-ƒéàŧûŕé đöçûɱéñŧ (þöîñŧš öñ a ñûɱƀéŕ ļîñé) ĥàš öñé ŵéîĝĥŧ: w₀[2] îš ñöŧ ûšéđ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Save As…</source>
        <translation>[Šàṽé Àš… ~]</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>[Šàṽîñĝ~]</translation>
    </message>
    <message>
        <source>Exports in progress</source>
        <translation>[Éẋþöŕŧš îñ þŕöĝŕéšš ~~~~~]</translation>
    </message>
    <message>
        <source>Cancel Exports and Close</source>
        <translation>[Çàñçéļ Éẋþöŕŧš àñđ Çļöšé ~~~~~~~]</translation>
    </message>
    <message>
        <source>Keep Open</source>
        <translation>[Ķééþ Öþéñ ~]</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>[Éẋþöŕŧ àñîɱàŧîöñ ~~~~]</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>[Ɓŕöŵšé…~]</translation>
    </message>
    <message>
        <source>Generate points</source>
        <translation>[Ĝéñéŕàŧé þöîñŧš ~~~]</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>[Éẋþöŕŧ îɱàĝé ~~]</translation>
    </message>
    <message>
        <source>Choose Features</source>
        <translation>[Çĥööšé Ƒéàŧûŕéš ~~~]</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>[Éẋþöŕŧ ļéššöñ ~~~]</translation>
    </message>
    <message>
        <source>Export quiz</source>
        <translation>[Éẋþöŕŧ ǫûîž ~~]</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Controls</source>
        <translation>[Çöñŧŕöļš ~]</translation>
    </message>
    <message>
        <source>Trace table</source>
        <translation>[Ŧŕàçé ŧàƀļé ~~]</translation>
    </message>
    <message>
        <source>Learning curves</source>
        <translation>[Ļéàŕñîñĝ çûŕṽéš ~~~]</translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation>[Ŧĥéöŕéɱ~]</translation>
    </message>
    <message>
        <source>Convergence theorem</source>
        <translation>[Çöñṽéŕĝéñçé ŧĥéöŕéɱ ~~~~~]</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>[Þöîñŧš~]</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>[Àļĝöŕîŧĥɱ ~]</translation>
    </message>
    <message>
        <source>Loss panel</source>
        <translation>[Ļöšš þàñéļ ~]</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>[Ǫûîž]</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>[Îñšþéçŧöŕ ~]</translation>
    </message>
    <message>
        <source>Point inspector</source>
        <translation>[Þöîñŧ îñšþéçŧöŕ ~~~]</translation>
    </message>
    <message>
        <source>Weight space</source>
        <translation>[Ŵéîĝĥŧ šþàçé ~~]</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>[Đéšçŕîƀé ~]</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>[Çûŕŕéñŧ šŧéþ ~~]</translation>
    </message>
    <message>
        <source>Draw a classifier</source>
        <translation>[Đŕàŵ a çļàššîƒîéŕ ~~~~]</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>[Ļîṽé Çļàšš ~]</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>[&amp;Fîļé]</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>[&amp;Eđîŧ]</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>[&amp;Tŕàîñ~]</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>[&amp;Dàŧà]</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>[&amp;Vîéŵ]</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>[&amp;Héļþ]</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>[Þŕéƒéŕéñçéš ~~]</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>[Îñŧéŕƒàçé ļàñĝûàĝé ~~~~~]</translation>
    </message>
    <message>
        <source>The menus, docks, controls and status line change at once; the points and the step shown stay. PERCEPTRON_LANGUAGE, when set, picks the language at start.</source>
        <translation>[Ŧĥé ɱéñûš, đöçķš, çöñŧŕöļš àñđ šŧàŧûš ļîñé çĥàñĝé àŧ öñçé; ŧĥé þöîñŧš àñđ ŧĥé šŧéþ šĥöŵñ šŧàý. ÞÉŔÇÉÞŦŔÖÑ_ĻÀÑĜÛÀĜÉ, ŵĥéñ šéŧ, þîçķš ŧĥé ļàñĝûàĝé àŧ šŧàŕŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Add points of at least two classes to train (left and right click add the two classes).</source>
        <translation>[Àđđ þöîñŧš öƒ àŧ ļéàšŧ ŧŵö çļàššéš ŧö ŧŕàîñ (ļéƒŧ àñđ ŕîĝĥŧ çļîçķ àđđ ŧĥé ŧŵö çļàššéš). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>converged</source>
        <translation>[çöñṽéŕĝéđ ~]</translation>
    </message>
    <message>
        <source>not converged</source>
        <translation>[ñöŧ çöñṽéŕĝéđ ~~~]</translation>
    </message>
    <message>
        <source>training errors now {n}</source>
        <translation>[ŧŕàîñîñĝ éŕŕöŕš ñöŵ {n} ~~~~~~~]</translation>
    </message>
    <message>
        <source>errors {n}</source>
        <translation>[éŕŕöŕš {n} ~]</translation>
    </message>
    <message>
        <source>training error {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>[ŧŕàîñîñĝ éŕŕöŕ {wrong}/{rows} ({share})  ·  ŧéšŧ éŕŕöŕ {test} ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>train {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>[ŧŕàîñ {wrong}/{rows} ({share})  ·  ŧéšŧ éŕŕöŕ {test} ~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>mistakes {n}</source>
        <translation>[ɱîšŧàķéš {n} ~~]</translation>
    </message>
    <message>
        <source>steps with ℓ′ ≠ 0: {n}</source>
        <translation>[šŧéþš ŵîŧĥ ℓ′ ≠ 0: {n} ~~~~~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}  ·  {done}</source>
        <translation>[Éþöçĥ {epoch}  ·  šŧéþ t = {t}  ·  {moved}  ·  {errors}  ·  {done} ~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors} · {done}</source>
        <translation>[Éþöçĥ {epoch} · t = {t} · {moved} · {errors} · {done} ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Time travel (latest: step {t})  ·  {line}</source>
        <translation>[Ŧîɱé ŧŕàṽéļ (ļàŧéšŧ: šŧéþ {t})  ·  {line} ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Time travel (latest {t}) · {line}</source>
        <translation>[Ŧîɱé ŧŕàṽéļ (ļàŧéšŧ {t}) · {line} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Question open: errors and convergence hidden until the answer is checked</source>
        <translation>[Ǫûéšŧîöñ öþéñ: éŕŕöŕš àñđ çöñṽéŕĝéñçé ĥîđđéñ ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>errors hidden</source>
        <translation>[éŕŕöŕš ĥîđđéñ ~~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}</source>
        <translation>[Éþöçĥ {epoch}  ·  šŧéþ t = {t}  ·  {moved}  ·  {errors} ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors}</source>
        <translation>[Éþöçĥ {epoch} · t = {t} · {moved} · {errors} ~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Training</source>
        <translation>[Ŧŕàîñîñĝ ~]</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> [Šþééđ] </translation>
    </message>
    <message>
        <source> Class </source>
        <translation> [Çļàšš] </translation>
    </message>
    <message>
        <source> max </source>
        <translation> [ɱàẋ] </translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>[&amp;Eẋàɱþļéš ~]</translation>
    </message>
    <message>
        <source>Current &amp;class</source>
        <translation>[Çûŕŕéñŧ &amp;cļàšš ~~~]</translation>
    </message>
    <message>
        <source>Snap Ste&amp;p</source>
        <translation>[Šñàþ Šŧé&amp;p ~]</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)</source>
        <translation>[Çļîçķš àñđ đŕàĝĝéđ þöîñŧš ļàñđ öñ ɱûļŧîþļéš öƒ {step} (ŧûŕñš Šñàþ ŧö Ĝŕîđ öñ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
</TS>
