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
    <name>Algorithm</name>
    <message>
        <source>Which handout&apos;s pseudocode and notation (those that fit the rule for a score of 0)</source>
        <translation>[Ŵĥîçĥ ĥàñđöûŧ&apos;s þšéûđöçöđé àñđ ñöŧàŧîöñ (ŧĥöšé ŧĥàŧ ƒîŧ ŧĥé ŕûļé ƒöŕ a šçöŕé öƒ 0) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Written as in</source>
        <translation>[Ŵŕîŧŧéñ àš îñ ~~~]</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Question open: hidden until the answer is checked</source>
        <translation>[Ǫûéšŧîöñ öþéñ: ĥîđđéñ ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ ~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>ClassPicker</name>
    <message>
        <source>The class a left click adds (keys 1–8); a right click adds the other one</source>
        <translation>[Ŧĥé çļàšš a ļéƒŧ çļîçķ àđđš (ķéýš 1–8); a ŕîĝĥŧ çļîçķ àđđš ŧĥé öŧĥéŕ öñé ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
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
    <name>Curves</name>
    <message>
        <source>Training runs faster than the curves: every {stride}th epoch is shown.</source>
        <translation>[Ŧŕàîñîñĝ ŕûñš ƒàšŧéŕ ŧĥàñ ŧĥé çûŕṽéš: éṽéŕý {stride}ŧĥ éþöçĥ îš šĥöŵñ. ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The curves end at epoch {epoch}, where the app&apos;s history of the first {mistakes} mistakes ends; training went on.</source>
        <translation>[Ŧĥé çûŕṽéš éñđ àŧ éþöçĥ {epoch}, ŵĥéŕé ŧĥé àþþ&apos;s ĥîšŧöŕý öƒ ŧĥé ƒîŕšŧ {mistakes} ɱîšŧàķéš éñđš; ŧŕàîñîñĝ ŵéñŧ öñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Error (%): training rows solid, the {n} held-out test rows dashed (not trained on).</source>
        <translation>[Éŕŕöŕ (%): ŧŕàîñîñĝ ŕöŵš šöļîđ, ŧĥé {n} ĥéļđ-öûŧ ŧéšŧ ŕöŵš đàšĥéđ (ñöŧ ŧŕàîñéđ öñ). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Nothing to describe yet: add points of at least two classes.</source>
        <translation>[Ñöŧĥîñĝ ŧö đéšçŕîƀé ýéŧ: àđđ þöîñŧš öƒ àŧ ļéàšŧ ŧŵö çļàššéš. ~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The last step changed nothing.</source>
        <translation>[Ŧĥé ļàšŧ šŧéþ çĥàñĝéđ ñöŧĥîñĝ. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>[ŧö ŧĥé ŕîĝĥŧ ~~]</translation>
    </message>
    <message>
        <source>up and to the right</source>
        <translation>[ûþ àñđ ŧö ŧĥé ŕîĝĥŧ ~~~~~]</translation>
    </message>
    <message>
        <source>straight up</source>
        <translation>[šŧŕàîĝĥŧ ûþ ~~]</translation>
    </message>
    <message>
        <source>up and to the left</source>
        <translation>[ûþ àñđ ŧö ŧĥé ļéƒŧ ~~~~~]</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>[ŧö ŧĥé ļéƒŧ ~~]</translation>
    </message>
    <message>
        <source>down and to the left</source>
        <translation>[đöŵñ àñđ ŧö ŧĥé ļéƒŧ ~~~~~]</translation>
    </message>
    <message>
        <source>straight down</source>
        <translation>[šŧŕàîĝĥŧ đöŵñ ~~~]</translation>
    </message>
    <message>
        <source>down and to the right</source>
        <translation>[đöŵñ àñđ ŧö ŧĥé ŕîĝĥŧ ~~~~~~]</translation>
    </message>
    <message>
        <source>w of class {c} = {w}</source>
        <translation>[w öƒ çļàšš {c} = {w} ~~~~~]</translation>
    </message>
    <message>
        <source>Quiz: a question about step {t} is open in the Quiz panel. The classifier is hidden until you check your answer.</source>
        <translation>[Ǫûîž: a ǫûéšŧîöñ àƀöûŧ šŧéþ {t} îš öþéñ îñ ŧĥé Ǫûîž þàñéļ. Ŧĥé çļàššîƒîéŕ îš ĥîđđéñ ûñŧîļ ýöû çĥéçķ ýöûŕ àñšŵéŕ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Time travel, step {t} of {latest}.</source>
        <translation>[Ŧîɱé ŧŕàṽéļ, šŧéþ {t} öƒ {latest}. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step 0, the start: {weights}.</source>
        <translation>[Šŧéþ 0, ŧĥé šŧàŕŧ: {weights}. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step {t}: {weights}, {n} mistakes so far.</source>
        <translation>[Šŧéþ {t}: {weights}, {n} ɱîšŧàķéš šö ƒàŕ. ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Converged: a whole epoch without a mistake.</source>
        <translation>[Çöñṽéŕĝéđ: a ŵĥöļé éþöçĥ ŵîŧĥöûŧ a ɱîšŧàķé. ~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step {t}: {x}, class {y}, predicted {guess}</source>
        <translation>[Šŧéþ {t}: {x}, çļàšš {y}, þŕéđîçŧéđ {guess} ~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step {t}: {x}, y = {y}, score {score}</source>
        <translation>[Šŧéþ {t}: {x}, y = {y}, šçöŕé {score} ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the loss gradient ℓ′ is not 0</source>
        <translation>[ŧĥé ļöšš ĝŕàđîéñŧ ℓ′ îš ñöŧ 0 ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>[a ɱîšŧàķé ~]</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>[çöŕŕéçŧ~]</translation>
    </message>
    <message>
        <source>{alpha} grows by one: the boundary moves.</source>
        <translation>[{alpha} ĝŕöŵš ƀý öñé: ŧĥé ƀöûñđàŕý ɱöṽéš. ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>[Ñöŧĥîñĝ çĥàñĝéš. ~~~~]</translation>
    </message>
    <message>
        <source>{weights}; the batch rule moves w at the epoch&apos;s end.</source>
        <translation>[{weights}; ŧĥé ƀàŧçĥ ŕûļé ɱöṽéš w àŧ ŧĥé éþöçĥ&apos;s éñđ. ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>w of class {c} stays {w}</source>
        <translation>[w öƒ çļàšš {c} šŧàýš {w} ~~~~~~~]</translation>
    </message>
    <message>
        <source>w stays {w}</source>
        <translation>[w šŧàýš {w} ~~]</translation>
    </message>
    <message>
        <source>w of class {c} becomes {w}</source>
        <translation>[w öƒ çļàšš {c} ƀéçöɱéš {w} ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} becomes {value}</source>
        <translation>[{name} ƀéçöɱéš {value} ~~~~~~]</translation>
    </message>
    <message>
        <source>Points to the right of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>[Þöîñŧš ŧö ŧĥé ŕîĝĥŧ öƒ ŧĥé ŧĥŕéšĥöļđ àŕé þŕéđîçŧéđ +1 (çļàšš {plus}); ŧĥé öŧĥéŕš −1 (çļàšš {minus}). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Points to the left of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>[Þöîñŧš ŧö ŧĥé ļéƒŧ öƒ ŧĥé ŧĥŕéšĥöļđ àŕé þŕéđîçŧéđ +1 (çļàšš {plus}); ŧĥé öŧĥéŕš −1 (çļàšš {minus}). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>w points {direction}: points on that side of the line ({score} &gt; 0) are predicted +1 (class {plus}); points on the other side −1 (class {minus}).</source>
        <translation>[w þöîñŧš {direction}: þöîñŧš öñ ŧĥàŧ šîđé öƒ ŧĥé ļîñé ({score} &gt; 0) àŕé þŕéđîçŧéđ +1 (çļàšš {plus}); þöîñŧš öñ ŧĥé öŧĥéŕ šîđé −1 (çļàšš {minus}). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Points on the line count as {y}.</source>
        <translation>[Þöîñŧš öñ ŧĥé ļîñé çöûñŧ àš {y}. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>A point on the line is a mistake either way.</source>
        <translation>[A þöîñŧ öñ ŧĥé ļîñé îš a ɱîšŧàķé éîŧĥéŕ ŵàý. ~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>No update yet: the run is at its start.</source>
        <translation>[Ñö ûþđàŧé ýéŧ: ŧĥé ŕûñ îš àŧ îŧš šŧàŕŧ. ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The last step was a mistake.</source>
        <translation>[Ŧĥé ļàšŧ šŧéþ ŵàš a ɱîšŧàķé. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Last update: {update}.</source>
        <translation>[Ļàšŧ ûþđàŧé: {update}. ~~~~~~]</translation>
    </message>
    <message>
        <source>{name} from {before} to {after}</source>
        <translation>[{name} ƒŕöɱ {before} ŧö {after} ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>w of class {c}</source>
        <translation>[w öƒ çļàšš {c} ~~~]</translation>
    </message>
    <message>
        <source>No mistake yet: w is still w₀.</source>
        <translation>[Ñö ɱîšŧàķé ýéŧ: w îš šŧîļļ w₀. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Last update, at step {t}: {update}.</source>
        <translation>[Ļàšŧ ûþđàŧé, àŧ šŧéþ {t}: {update}. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} points are on the canvas; the boundary and w are hidden while the question is open.</source>
        <translation>[{n} þöîñŧš àŕé öñ ŧĥé çàñṽàš; ŧĥé ƀöûñđàŕý àñđ w àŕé ĥîđđéñ ŵĥîļé ŧĥé ǫûéšŧîöñ îš öþéñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Kernel perceptron: the boundary f(x) = 0 is a curve, f(x) = Σ α_i y_i K(x_i, x) + b.</source>
        <translation>[Ķéŕñéļ þéŕçéþŧŕöñ: ŧĥé ƀöûñđàŕý f(x) = 0 îš a çûŕṽé, f(x) = Σ α_i y_i K(x_i, x) + b. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} support vectors (examples with α_i &gt; 0) shape it.</source>
        <translation>[{n} šûþþöŕŧ ṽéçŧöŕš (éẋàɱþļéš ŵîŧĥ α_i &gt; 0) šĥàþé îŧ. ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} classes: each region is the class whose score w_c·x + b_c is highest.</source>
        <translation>[{n} çļàššéš: éàçĥ ŕéĝîöñ îš ŧĥé çļàšš ŵĥöšé šçöŕé w_c·x + b_c îš ĥîĝĥéšŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>There is no boundary yet: w = {w}, every score is b.</source>
        <translation>[Ŧĥéŕé îš ñö ƀöûñđàŕý ýéŧ: w = {w}, éṽéŕý šçöŕé îš b. ~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Boundary: {equation}.</source>
        <translation>[Ɓöûñđàŕý: {equation}. ~~~~~~]</translation>
    </message>
    <message>
        <source>{errors} of the {n} points is on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>[{errors} öƒ ŧĥé {n} þöîñŧš îš öñ ŧĥé ŵŕöñĝ šîđé (ŧŕàîñîñĝ éŕŕöŕš ñöŵ), àƒŧéŕ {mistakes} ɱîšŧàķéš. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{errors} of the {n} points are on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>[{errors} öƒ ŧĥé {n} þöîñŧš àŕé öñ ŧĥé ŵŕöñĝ šîđé (ŧŕàîñîñĝ éŕŕöŕš ñöŵ), àƒŧéŕ {mistakes} ɱîšŧàķéš. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>DescribePanel</name>
    <message>
        <source>The outcome of the step shown, said again at every step</source>
        <translation>[Ŧĥé öûŧçöɱé öƒ ŧĥé šŧéþ šĥöŵñ, šàîđ àĝàîñ àŧ éṽéŕý šŧéþ ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>[Ŵĥàŧ ŧĥé çàñṽàš šĥöŵš ~~~~~~]</translation>
    </message>
    <message>
        <source>The boundary as an equation, which side is which class, the points on the wrong side, w and the last update, for the step shown</source>
        <translation>[Ŧĥé ƀöûñđàŕý àš àñ éǫûàŧîöñ, ŵĥîçĥ šîđé îš ŵĥîçĥ çļàšš, ŧĥé þöîñŧš öñ ŧĥé ŵŕöñĝ šîđé, w àñđ ŧĥé ļàšŧ ûþđàŧé, ƒöŕ ŧĥé šŧéþ šĥöŵñ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
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
        <source>Linearly separable, with a margin</source>
        <translation>[Ļîñéàŕļý šéþàŕàƀļé, ŵîŧĥ a ɱàŕĝîñ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Concentric circles</source>
        <translation>[Çöñçéñŧŕîç çîŕçļéš ~~~~~]</translation>
    </message>
    <message>
        <source>Two moons</source>
        <translation>[Ŧŵö ɱööñš ~]</translation>
    </message>
    <message>
        <source>Gaussian blobs</source>
        <translation>[Ĝàûššîàñ ƀļöƀš ~~~]</translation>
    </message>
    <message>
        <source>Two spirals</source>
        <translation>[Ŧŵö šþîŕàļš ~~]</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>[Ķîñđ]</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>[Þöîñŧš~]</translation>
    </message>
    <message>
        <source>Label noise (fraction flipped)</source>
        <translation>[Ļàƀéļ ñöîšé (ƒŕàçŧîöñ ƒļîþþéđ) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Margin γ</source>
        <translation>[Ṁàŕĝîñ γ ~]</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>[Çļàššéš~]</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>[Šþŕéàđ~]</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>[Šééđ]</translation>
    </message>
    <message>
        <source>The generated points replace the current ones (one undo step).</source>
        <translation>[Ŧĥé ĝéñéŕàŧéđ þöîñŧš ŕéþļàçé ŧĥé çûŕŕéñŧ öñéš (öñé ûñđö šŧéþ). ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Presentation look (larger text, thicker lines)</source>
        <translation>[Þŕéšéñŧàŧîöñ ļööķ (ļàŕĝéŕ ŧéẋŧ, ŧĥîçķéŕ ļîñéš) ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>PNG width (pixels)</source>
        <translation>[ÞÑĜ ŵîđŧĥ (þîẋéļš) ~~~~~]</translation>
    </message>
    <message>
        <source>Aspect</source>
        <translation>[Àšþéçŧ~]</translation>
    </message>
    <message>
        <source>Laid out for the size chosen, with text at least 2.5% of the picture&apos;s height (readable on a slide). The canvas&apos;s own width in the canvas&apos;s aspect is the canvas exactly as on screen.</source>
        <translation>[Ļàîđ öûŧ ƒöŕ ŧĥé šîžé çĥöšéñ, ŵîŧĥ ŧéẋŧ àŧ ļéàšŧ 2.5% öƒ ŧĥé þîçŧûŕé&apos;s ĥéîĝĥŧ (ŕéàđàƀļé öñ a šļîđé). Ŧĥé çàñṽàš&apos;s öŵñ ŵîđŧĥ îñ ŧĥé çàñṽàš&apos;s àšþéçŧ îš ŧĥé çàñṽàš éẋàçŧļý àš öñ šçŕééñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The picture&apos;s shape: a 16:9 or 4:3 slide, a square, or the canvas&apos;s own</source>
        <translation>[Ŧĥé þîçŧûŕé&apos;s šĥàþé: a 16:9 öŕ 4:3 šļîđé, a šǫûàŕé, öŕ ŧĥé çàñṽàš&apos;s öŵñ ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>square</source>
        <translation>[šǫûàŕé~]</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>[çàñṽàš~]</translation>
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
    <name>Inspector</name>
    <message>
        <source>point</source>
        <translation>[þöîñŧ]</translation>
    </message>
    <message>
        <source>score a</source>
        <translation>[šçöŕé a~]</translation>
    </message>
    <message>
        <source>x on w</source>
        <translation>[x öñ w~]</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>[đîšŧàñçé ~]</translation>
    </message>
    <message>
        <source>last update</source>
        <translation>[ļàšŧ ûþđàŧé ~~]</translation>
    </message>
    <message>
        <source>Point {i} under the weights of step t = {t}.</source>
        <translation>[Þöîñŧ {i} ûñđéŕ ŧĥé ŵéîĝĥŧš öƒ šŧéþ t = {t}. ~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>misclassified</source>
        <translation>[ɱîšçļàššîƒîéđ ~~~]</translation>
    </message>
    <message>
        <source>classified right</source>
        <translation>[çļàššîƒîéđ ŕîĝĥŧ ~~~~]</translation>
    </message>
    <message>
        <source>— (w = 0: no direction)</source>
        <translation>[— (w = 0: ñö đîŕéçŧîöñ) ~~~~~~~]</translation>
    </message>
    <message>
        <source>{projection}, the vector {vector}</source>
        <translation>[{projection}, ŧĥé ṽéçŧöŕ {vector} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{distance} (signed)</source>
        <translation>[{distance} (šîĝñéđ) ~~~~~]</translation>
    </message>
    <message>
        <source>— (batch: one summed update per epoch)</source>
        <translation>[— (ƀàŧçĥ: öñé šûɱɱéđ ûþđàŧé þéŕ éþöçĥ) ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>none yet (no mistake on it so far)</source>
        <translation>[ñöñé ýéŧ (ñö ɱîšŧàķé öñ îŧ šö ƒàŕ) ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>step t = {t} (epoch {epoch}): {change}</source>
        <translation>[šŧéþ t = {t} (éþöçĥ {epoch}): {change} ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Undershoot: after its own update at step {t}, y·a = {margin} — the example is still wrong (note 004).</source>
        <translation>[Ûñđéŕšĥööŧ: àƒŧéŕ îŧš öŵñ ûþđàŧé àŧ šŧéþ {t}, y·a = {margin} — ŧĥé éẋàɱþļé îš šŧîļļ ŵŕöñĝ (ñöŧé 004). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Click a point on the canvas to inspect it.</source>
        <translation>[Çļîçķ a þöîñŧ öñ ŧĥé çàñṽàš ŧö îñšþéçŧ îŧ. ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Point {i}: its score is hidden while a question is open, until the answer is checked.</source>
        <translation>[Þöîñŧ {i}: îŧš šçöŕé îš ĥîđđéñ ŵĥîļé a ǫûéšŧîöñ îš öþéñ, ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The inspector shows a point&apos;s score under the weight vector w: it needs a linear variant (not the kernel perceptron) and two classes.</source>
        <translation>[Ŧĥé îñšþéçŧöŕ šĥöŵš a þöîñŧ&apos;s šçöŕé ûñđéŕ ŧĥé ŵéîĝĥŧ ṽéçŧöŕ w: îŧ ñééđš a ļîñéàŕ ṽàŕîàñŧ (ñöŧ ŧĥé ķéŕñéļ þéŕçéþŧŕöñ) àñđ ŧŵö çļàššéš. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>distance {d}</source>
        <translation>[đîšŧàñçé {d} ~~]</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>The perceptron</source>
        <translation>[Ŧĥé þéŕçéþŧŕöñ ~~~]</translation>
    </message>
    <message>
        <source>The averaged perceptron</source>
        <translation>[Ŧĥé àṽéŕàĝéđ þéŕçéþŧŕöñ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The voted perceptron</source>
        <translation>[Ŧĥé ṽöŧéđ þéŕçéþŧŕöñ ~~~~~]</translation>
    </message>
    <message>
        <source>The batch perceptron</source>
        <translation>[Ŧĥé ƀàŧçĥ þéŕçéþŧŕöñ ~~~~~]</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>[ŧĥé þöîñŧš ~]</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>[ŧĥé ṽàŕîàñŧ ~~]</translation>
    </message>
    <message>
        <source>the offset b</source>
        <translation>[ŧĥé öƒƒšéŧ b ~~]</translation>
    </message>
    <message>
        <source>w₀ and b₀</source>
        <translation>[w₀ àñđ b₀ ~]</translation>
    </message>
    <message>
        <source>the score-0 rule</source>
        <translation>[ŧĥé šçöŕé-0 ŕûļé ~~~~]</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>[ŧĥé öŕđéŕ ~]</translation>
    </message>
    <message>
        <source>The run has {steps} steps; this lesson holds the first {n}.</source>
        <translation>[Ŧĥé ŕûñ ĥàš {steps} šŧéþš; ŧĥîš ļéššöñ ĥöļđš ŧĥé ƒîŕšŧ {n}. ~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The run has {points} points; this page holds {kept} of them (every example its steps look at, and an even share of the rest): it replays the recorded steps, and an edit trains the page on these {kept} points.</source>
        <translation>[Ŧĥé ŕûñ ĥàš {points} þöîñŧš; ŧĥîš þàĝé ĥöļđš {kept} öƒ ŧĥéɱ (éṽéŕý éẋàɱþļé îŧš šŧéþš ļööķ àŧ, àñđ àñ éṽéñ šĥàŕé öƒ ŧĥé ŕéšŧ): îŧ ŕéþļàýš ŧĥé ŕéçöŕđéđ šŧéþš, àñđ àñ éđîŧ ŧŕàîñš ŧĥé þàĝé öñ ŧĥéšé {kept} þöîñŧš. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>with an offset b</source>
        <translation>[ŵîŧĥ àñ öƒƒšéŧ b ~~~~]</translation>
    </message>
    <message>
        <source>through the origin (no b)</source>
        <translation>[ŧĥŕöûĝĥ ŧĥé öŕîĝîñ (ñö b) ~~~~~~~]</translation>
    </message>
    <message>
        <source>Its model is the average of w over every step (the solid line and the shading); the dashed line is the last w, which predicts during training.</source>
        <translation>[Îŧš ɱöđéļ îš ŧĥé àṽéŕàĝé öƒ w öṽéŕ éṽéŕý šŧéþ (ŧĥé šöļîđ ļîñé àñđ ŧĥé šĥàđîñĝ); ŧĥé đàšĥéđ ļîñé îš ŧĥé ļàšŧ w, ŵĥîçĥ þŕéđîçŧš đûŕîñĝ ŧŕàîñîñĝ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>It predicts by the vote of every w it had; the page draws the last w, which predicts during training (the vote itself is not drawn).</source>
        <translation>[Îŧ þŕéđîçŧš ƀý ŧĥé ṽöŧé öƒ éṽéŕý w îŧ ĥàđ; ŧĥé þàĝé đŕàŵš ŧĥé ļàšŧ w, ŵĥîçĥ þŕéđîçŧš đûŕîñĝ ŧŕàîñîñĝ (ŧĥé ṽöŧé îŧšéļƒ îš ñöŧ đŕàŵñ). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Each epoch scores every example with the same w, sums y·x over the misclassified ones, and steps once at the epoch&apos;s end: μ·Σ y·x.</source>
        <translation>[Éàçĥ éþöçĥ šçöŕéš éṽéŕý éẋàɱþļé ŵîŧĥ ŧĥé šàɱé w, šûɱš y·x öṽéŕ ŧĥé ɱîšçļàššîƒîéđ öñéš, àñđ šŧéþš öñçé àŧ ŧĥé éþöçĥ&apos;s éñđ: μ·Σ y·x. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Move, add or delete points, or change a setting, and the page trains again.</source>
        <translation>[Ṁöṽé, àđđ öŕ đéļéŧé þöîñŧš, öŕ çĥàñĝé a šéŧŧîñĝ, àñđ ŧĥé þàĝé ŧŕàîñš àĝàîñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{variant}, {eta}, {offset}: the run&apos;s recorded steps.</source>
        <translation>[{variant}, {eta}, {offset}: ŧĥé ŕûñ&apos;s ŕéçöŕđéđ šŧéþš. ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Rule: {rule}; {update}.</source>
        <translation>[Ŕûļé: {rule}; {update}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>Convergence theorem: {numbers}: at most {bound} mistakes.</source>
        <translation>[Çöñṽéŕĝéñçé ŧĥéöŕéɱ: {numbers}: àŧ ɱöšŧ {bound} ɱîšŧàķéš. ~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Convergence theorem from w₀ ≠ 0: {numbers}: at most {bound} mistakes.</source>
        <translation>[Çöñṽéŕĝéñçé ŧĥéöŕéɱ ƒŕöɱ w₀ ≠ 0: {numbers}: àŧ ɱöšŧ {bound} ɱîšŧàķéš. ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>k = {k} mistakes ≤ {bound}; {numbers}</source>
        <translation>[k = {k} ɱîšŧàķéš ≤ {bound}; {numbers} ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}: a perceptron lesson</source>
        <translation>[{name}: a þéŕçéþŧŕöñ ļéššöñ ~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>LessonDialog</name>
    <message>
        <source>The page replays steps 1 to this one (at most {most})</source>
        <translation>[Ŧĥé þàĝé ŕéþļàýš šŧéþš 1 ŧö ŧĥîš öñé (àŧ ɱöšŧ {most}) ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>File</source>
        <translation>[Ƒîļé]</translation>
    </message>
    <message>
        <source>First steps (1 to {most})</source>
        <translation>[Ƒîŕšŧ šŧéþš (1 ŧö {most}) ~~~~~~~]</translation>
    </message>
    <message>
        <source>The run has {latest} steps; a lesson holds at most {most}.</source>
        <translation>[Ŧĥé ŕûñ ĥàš {latest} šŧéþš; a ļéššöñ ĥöļđš àŧ ɱöšŧ {most}. ~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>One HTML file that works offline in any current browser, on a phone as on a laptop: the points, and at each step the boundary, w, the example, the update η·y·x and the trace row, with Step, Step back, Next mistake, Play, a slider, a quiz and large text. It shows the run&apos;s recorded numbers; students can move, add or delete points and change the settings, and the page trains again (the same numbers as the app), unless fixed below.</source>
        <translation>[Öñé ĤŦṀĻ ƒîļé ŧĥàŧ ŵöŕķš öƒƒļîñé îñ àñý çûŕŕéñŧ ƀŕöŵšéŕ, öñ a þĥöñé àš öñ a ļàþŧöþ: ŧĥé þöîñŧš, àñđ àŧ éàçĥ šŧéþ ŧĥé ƀöûñđàŕý, w, ŧĥé éẋàɱþļé, ŧĥé ûþđàŧé η·y·x àñđ ŧĥé ŧŕàçé ŕöŵ, ŵîŧĥ Šŧéþ, Šŧéþ ƀàçķ, Ñéẋŧ ɱîšŧàķé, Þļàý, a šļîđéŕ, a ǫûîž àñđ ļàŕĝé ŧéẋŧ. Îŧ šĥöŵš ŧĥé ŕûñ&apos;s ŕéçöŕđéđ ñûɱƀéŕš; šŧûđéñŧš çàñ ɱöṽé, àđđ öŕ đéļéŧé þöîñŧš àñđ çĥàñĝé ŧĥé šéŧŧîñĝš, àñđ ŧĥé þàĝé ŧŕàîñš àĝàîñ (ŧĥé šàɱé ñûɱƀéŕš àš ŧĥé àþþ), ûñļéšš ƒîẋéđ ƀéļöŵ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Fixed for the students</source>
        <translation>[Ƒîẋéđ ƒöŕ ŧĥé šŧûđéñŧš ~~~~~~]</translation>
    </message>
    <message>
        <source>Fix {name}</source>
        <translation>[Ƒîẋ {name} ~]</translation>
    </message>
    <message>
        <source>Hide the boundary until the student has answered</source>
        <translation>[Ĥîđé ŧĥé ƀöûñđàŕý ûñŧîļ ŧĥé šŧûđéñŧ ĥàš àñšŵéŕéđ ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Steps 0 to {steps} ({mistakes} mistakes), written to {name}</source>
        <translation>[Šŧéþš 0 ŧö {steps} ({mistakes} ɱîšŧàķéš), ŵŕîŧŧéñ ŧö {name} ~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>[Ŵéƀ þàĝé (*.ĥŧɱļ) ~~~~]</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Add y = −1</source>
        <translation>[Àđđ y = −1 ~]</translation>
    </message>
    <message>
        <source>Add y = +1</source>
        <translation>[Àđđ y = +1 ~]</translation>
    </message>
    <message>
        <source>✕ Delete</source>
        <translation>[✕ Đéļéŧé ~]</translation>
    </message>
    <message>
        <source>Points as text (one per line: x₁, x₂, y)</source>
        <translation>[Þöîñŧš àš ŧéẋŧ (öñé þéŕ ļîñé: x₁, x₂, y) ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Use these points</source>
        <translation>[Ûšé ŧĥéšé þöîñŧš ~~~~]</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s points and settings</source>
        <translation>[Ɓàçķ ŧö ŧĥé ļéššöñ&apos;s þöîñŧš àñđ šéŧŧîñĝš ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>[◀ Ɓàçķ~]</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>[Šŧéþ ▶~]</translation>
    </message>
    <message>
        <source>Next mistake ▶▶</source>
        <translation>[Ñéẋŧ ɱîšŧàķé ▶▶ ~~~]</translation>
    </message>
    <message>
        <source>Epoch ▶|</source>
        <translation>[Éþöçĥ ▶| ~]</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>[Þļàý]</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>[Þàûšé]</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>[|◀ Šŧàŕŧ ~]</translation>
    </message>
    <message>
        <source>· keys: Space step, Shift+Space next mistake, E epoch, R run, ← → PageUp PageDown Home End</source>
        <translation>[· ķéýš: Šþàçé šŧéþ, Šĥîƒŧ+Šþàçé ñéẋŧ ɱîšŧàķé, E éþöçĥ, R ŕûñ, ← → ÞàĝéÛþ ÞàĝéĐöŵñ Ĥöɱé Éñđ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>[Šéŧŧîñĝš ~]</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>[Ṽàŕîàñŧ~]</translation>
    </message>
    <message>
        <source>Perceptron</source>
        <translation>[Þéŕçéþŧŕöñ ~]</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>[Àṽéŕàĝéđ ~]</translation>
    </message>
    <message>
        <source>Voted</source>
        <translation>[Ṽöŧéđ]</translation>
    </message>
    <message>
        <source>Kernel (polynomial)</source>
        <translation>[Ķéŕñéļ (þöļýñöɱîàļ) ~~~~~]</translation>
    </message>
    <message>
        <source>offset b</source>
        <translation>[öƒƒšéŧ b ~]</translation>
    </message>
    <message>
        <source>score 0</source>
        <translation>[šçöŕé 0~]</translation>
    </message>
    <message>
        <source>is a mistake</source>
        <translation>[îš a ɱîšŧàķé ~~]</translation>
    </message>
    <message>
        <source>predicts +1</source>
        <translation>[þŕéđîçŧš +1 ~~]</translation>
    </message>
    <message>
        <source>predicts −1</source>
        <translation>[þŕéđîçŧš −1 ~~]</translation>
    </message>
    <message>
        <source>order</source>
        <translation>[öŕđéŕ]</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>[àš ĝîṽéñ ~]</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>[šĥûƒƒļéđ ~]</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>[šééđ]</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>[Đŕàŵ àĝàîñ ~]</translation>
    </message>
    <message>
        <source>degree</source>
        <translation>[đéĝŕéé~]</translation>
    </message>
    <message>
        <source>The kernel is K(x, z) = (x·z + c₀)^degree, computed as core computes it, bit for bit. The RBF kernel is left out: its exp in a browser may differ from core&apos;s in the last bit.</source>
        <translation>[Ŧĥé ķéŕñéļ îš K(x, z) = (x·z + c₀)^đéĝŕéé, çöɱþûŧéđ àš çöŕé çöɱþûŧéš îŧ, ƀîŧ ƒöŕ ƀîŧ. Ŧĥé ŔƁƑ ķéŕñéļ îš ļéƒŧ öûŧ: îŧš éẋþ îñ a ƀŕöŵšéŕ ɱàý đîƒƒéŕ ƒŕöɱ çöŕé&apos;s îñ ŧĥé ļàšŧ ƀîŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>[Çöþý ļîñķ ~]</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>[Ǫûîž]</translation>
    </message>
    <message>
        <source>Large text</source>
        <translation>[Ļàŕĝé ŧéẋŧ ~]</translation>
    </message>
    <message>
        <source>What is ŷ, is it a mistake, and (on a mistake) what are the new w and b?</source>
        <translation>[Ŵĥàŧ îš ŷ, îš îŧ a ɱîšŧàķé, àñđ (öñ a ɱîšŧàķé) ŵĥàŧ àŕé ŧĥé ñéŵ w àñđ b? ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>0 (no class)</source>
        <translation>[0 (ñö çļàšš) ~~]</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>[ɱîšŧàķé? ~]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>[ýéš]</translation>
    </message>
    <message>
        <source>no</source>
        <translation>[ñö]</translation>
    </message>
    <message>
        <source>new w</source>
        <translation>[ñéŵ w]</translation>
    </message>
    <message>
        <source>new b</source>
        <translation>[ñéŵ b]</translation>
    </message>
    <message>
        <source>Check and step</source>
        <translation>[Çĥéçķ àñđ šŧéþ ~~~]</translation>
    </message>
    <message>
        <source>The points and the classifier</source>
        <translation>[Ŧĥé þöîñŧš àñđ ŧĥé çļàššîƒîéŕ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>What a tap on the plot does</source>
        <translation>[Ŵĥàŧ a ŧàþ öñ ŧĥé þļöŧ đöéš ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The points, the boundary w·x + b = 0, w and the update. Tap to add a point of the chosen class, drag a point to move it.</source>
        <translation>[Ŧĥé þöîñŧš, ŧĥé ƀöûñđàŕý w·x + b = 0, w àñđ ŧĥé ûþđàŧé. Ŧàþ ŧö àđđ a þöîñŧ öƒ ŧĥé çĥöšéñ çļàšš, đŕàĝ a þöîñŧ ŧö ɱöṽé îŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The points, one per line: x₁, x₂, y (y is +1 or −1)</source>
        <translation>[Ŧĥé þöîñŧš, öñé þéŕ ļîñé: x₁, x₂, y (y îš +1 öŕ −1) ~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>[Šŧéþš]</translation>
    </message>
    <message>
        <source>Step back (←, PageUp)</source>
        <translation>[Šŧéþ ƀàçķ (←, ÞàĝéÛþ) ~~~~~~]</translation>
    </message>
    <message>
        <source>Step (Space, →, PageDown)</source>
        <translation>[Šŧéþ (Šþàçé, →, ÞàĝéĐöŵñ) ~~~~~~~]</translation>
    </message>
    <message>
        <source>Next mistake (Shift+Space)</source>
        <translation>[Ñéẋŧ ɱîšŧàķé (Šĥîƒŧ+Šþàçé) ~~~~~~~~]</translation>
    </message>
    <message>
        <source>To the end of the epoch (E)</source>
        <translation>[Ŧö ŧĥé éñđ öƒ ŧĥé éþöçĥ (E) ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Run or pause (R)</source>
        <translation>[Ŕûñ öŕ þàûšé (R) ~~~~]</translation>
    </message>
    <message>
        <source>Back to step 0 (Home)</source>
        <translation>[Ɓàçķ ŧö šŧéþ 0 (Ĥöɱé) ~~~~~~]</translation>
    </message>
    <message>
        <source>Step t (time travel)</source>
        <translation>[Šŧéþ t (ŧîɱé ŧŕàṽéļ) ~~~~~]</translation>
    </message>
    <message>
        <source>The trace table&apos;s row of this step (in quiz mode: of the step just answered)</source>
        <translation>[Ŧĥé ŧŕàçé ŧàƀļé&apos;s ŕöŵ öƒ ŧĥîš šŧéþ (îñ ǫûîž ɱöđé: öƒ ŧĥé šŧéþ ĵûšŧ àñšŵéŕéđ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>w₀, first weight</source>
        <translation>[w₀, ƒîŕšŧ ŵéîĝĥŧ ~~~~]</translation>
    </message>
    <message>
        <source>w₀, second weight</source>
        <translation>[w₀, šéçöñđ ŵéîĝĥŧ ~~~~]</translation>
    </message>
    <message>
        <source>The link to this state</source>
        <translation>[Ŧĥé ļîñķ ŧö ŧĥîš šŧàŧé ~~~~~~]</translation>
    </message>
    <message>
        <source>The trace table: every step so far</source>
        <translation>[Ŧĥé ŧŕàçé ŧàƀļé: éṽéŕý šŧéþ šö ƒàŕ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>[ŧĥé þöîñŧš ~]</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>[ŧĥé ṽàŕîàñŧ ~~]</translation>
    </message>
    <message>
        <source>the offset b</source>
        <translation>[ŧĥé öƒƒšéŧ b ~~]</translation>
    </message>
    <message>
        <source>w₀ and b₀</source>
        <translation>[w₀ àñđ b₀ ~]</translation>
    </message>
    <message>
        <source>the score-0 rule</source>
        <translation>[ŧĥé šçöŕé-0 ŕûļé ~~~~]</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>[ŧĥé öŕđéŕ ~]</translation>
    </message>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>[ŷ = šîĝñ({score}); a šçöŕé öƒ 0 þŕéđîçŧš ñö çļàšš àñđ îš a ɱîšŧàķé (ñöŧé 004) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>[ŷ = +1 îƒƒ {score} ≥ 0 (ÇṀÛ, ñöŧé 002) ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>[ŷ = +1 îƒƒ {score} &gt; 0, šö a šçöŕé öƒ 0 þŕéđîçŧš −1 (ñöŧé 001) ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Rule: {rule}; on a mistake {update}.</source>
        <translation>[Ŕûļé: {rule}; öñ a ɱîšŧàķé {update}. ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Fixed by the lecturer</source>
        <translation>[Ƒîẋéđ ƀý ŧĥé ļéçŧûŕéŕ ~~~~~~]</translation>
    </message>
    <message>
        <source>Fixed by the lecturer: {names}.</source>
        <translation>[Ƒîẋéđ ƀý ŧĥé ļéçŧûŕéŕ: {names}. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The boundary shows once you have answered the step&apos;s question.</source>
        <translation>[Ŧĥé ƀöûñđàŕý šĥöŵš öñçé ýöû ĥàṽé àñšŵéŕéđ ŧĥé šŧéþ&apos;s ǫûéšŧîöñ. ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>averaged {w} (the model); last {last}</source>
        <translation>[àṽéŕàĝéđ {w} (ŧĥé ɱöđéļ); ļàšŧ {last} ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{a} changes by {change}</source>
        <translation>[{a} çĥàñĝéš ƀý {change} ~~~~~~~]</translation>
    </message>
    <message>
        <source>Step t = {t}: {example}; in force {weights}.</source>
        <translation>[Šŧéþ t = {t}: {example}; îñ ƒöŕçé {weights}. ~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>step 0: the start, no example yet</source>
        <translation>[šŧéþ 0: ŧĥé šŧàŕŧ, ñö éẋàɱþļé ýéŧ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>step 0: the start, {w}</source>
        <translation>[šŧéþ 0: ŧĥé šŧàŕŧ, {w} ~~~~~~]</translation>
    </message>
    <message>
        <source>step {t}</source>
        <translation>[šŧéþ {t} ~]</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>[šçöŕé {score} ~~~]</translation>
    </message>
    <message>
        <source>correct; nothing changes</source>
        <translation>[çöŕŕéçŧ; ñöŧĥîñĝ çĥàñĝéš ~~~~~~~]</translation>
    </message>
    <message>
        <source>correct; {w} stays {value}</source>
        <translation>[çöŕŕéçŧ; {w} šŧàýš {value} ~~~~~~~~]</translation>
    </message>
    <message>
        <source>a mistake; {a} changes by {change}</source>
        <translation>[a ɱîšŧàķé; {a} çĥàñĝéš ƀý {change} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a mistake; {w} becomes {value}</source>
        <translation>[a ɱîšŧàķé; {w} ƀéçöɱéš {value} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{w} becomes {value}</source>
        <translation>[{w} ƀéçöɱéš {value} ~~~~~]</translation>
    </message>
    <message>
        <source>The convergence theorem&apos;s numbers are drawn for the linear perceptrons.</source>
        <translation>[Ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ&apos;s ñûɱƀéŕš àŕé đŕàŵñ ƒöŕ ŧĥé ļîñéàŕ þéŕçéþŧŕöñš. ~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>of {x}</source>
        <translation>[öƒ {x}~]</translation>
    </message>
    <message>
        <source>Mistake bound, live: {R}</source>
        <translation>[Ṁîšŧàķé ƀöûñđ, ļîṽé: {R} ~~~~~~~]</translation>
    </message>
    <message>
        <source>k = {k} mistakes; {bound}</source>
        <translation>[k = {k} ɱîšŧàķéš; {bound} ~~~~~~~]</translation>
    </message>
    <message>
        <source>the separator found (step {t}) has margin {gamma}</source>
        <translation>[ŧĥé šéþàŕàŧöŕ ƒöûñđ (šŧéþ {t}) ĥàš ɱàŕĝîñ {gamma} ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>so at most {bound} mistakes</source>
        <translation>[šö àŧ ɱöšŧ {bound} ɱîšŧàķéš ~~~~~~~~]</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable)</source>
        <translation>[ñö éþöçĥ ŵîŧĥöûŧ a ɱîšŧàķé ýéŧ (ŧĥé þöîñŧš ɱàý ñöŧ ƀé šéþàŕàƀļé) ~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable through 0)</source>
        <translation>[ñö éþöçĥ ŵîŧĥöûŧ a ɱîšŧàķé ýéŧ (ŧĥé þöîñŧš ɱàý ñöŧ ƀé šéþàŕàƀļé ŧĥŕöûĝĥ 0) ~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>[ļàšŧ w~]</translation>
    </message>
    <message>
        <source>Epoch {epoch} looks at the points in this order: {order}</source>
        <translation>[Éþöçĥ {epoch} ļööķš àŧ ŧĥé þöîñŧš îñ ŧĥîš öŕđéŕ: {order} ~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>(drawn by the page from seed {seed})</source>
        <translation>[(đŕàŵñ ƀý ŧĥé þàĝé ƒŕöɱ šééđ {seed}) ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>(epoch {epoch})</source>
        <translation>[(éþöçĥ {epoch}) ~~~]</translation>
    </message>
    <message>
        <source>(the start)</source>
        <translation>[(ŧĥé šŧàŕŧ) ~~]</translation>
    </message>
    <message>
        <source>Step t = {t} of {n}</source>
        <translation>[Šŧéþ t = {t} öƒ {n} ~~~~~]</translation>
    </message>
    <message>
        <source>mistakes so far: {m}</source>
        <translation>[ɱîšŧàķéš šö ƒàŕ: {m} ~~~~~]</translation>
    </message>
    <message>
        <source>converged at step {t}</source>
        <translation>[çöñṽéŕĝéđ àŧ šŧéþ {t} ~~~~~~]</translation>
    </message>
    <message>
        <source>(the arrow is drawn ×{scale})</source>
        <translation>[(ŧĥé àŕŕöŵ îš đŕàŵñ ×{scale}) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The lesson ends here: step back, or press Home to start again.</source>
        <translation>[Ŧĥé ļéššöñ éñđš ĥéŕé: šŧéþ ƀàçķ, öŕ þŕéšš Ĥöɱé ŧö šŧàŕŧ àĝàîñ. ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{part} right</source>
        <translation>[{part} ŕîĝĥŧ ~~]</translation>
    </message>
    <message>
        <source>{part} wrong (it is {answer})</source>
        <translation>[{part} ŵŕöñĝ (îŧ îš {answer}) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step t = {t}: {parts}.</source>
        <translation>[Šŧéþ t = {t}: {parts}. ~~~~~~]</translation>
    </message>
    <message>
        <source>{right} of {asked} parts right so far.</source>
        <translation>[{right} öƒ {asked} þàŕŧš ŕîĝĥŧ šö ƒàŕ. ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The batch perceptron is only replayed here: the page trains the perceptron on the edit.</source>
        <translation>[Ŧĥé ƀàŧçĥ þéŕçéþŧŕöñ îš öñļý ŕéþļàýéđ ĥéŕé: ŧĥé þàĝé ŧŕàîñš ŧĥé þéŕçéþŧŕöñ öñ ŧĥé éđîŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Edited: the page trains these points with these settings itself (core&apos;s arithmetic, bit for bit). Open the link of the lesson, or use ‘Back to the lesson’, for the recorded run.</source>
        <translation>[Éđîŧéđ: ŧĥé þàĝé ŧŕàîñš ŧĥéšé þöîñŧš ŵîŧĥ ŧĥéšé šéŧŧîñĝš îŧšéļƒ (çöŕé&apos;s àŕîŧĥɱéŧîç, ƀîŧ ƒöŕ ƀîŧ). Öþéñ ŧĥé ļîñķ öƒ ŧĥé ļéššöñ, öŕ ûšé ‘Ɓàçķ ŧö ŧĥé ļéššöñ’, ƒöŕ ŧĥé ŕéçöŕđéđ ŕûñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not ‘{text}’.</source>
        <translation>[{name} ɱûšŧ ƀé {rule}, ñöŧ ‘{text}’. ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not empty.</source>
        <translation>[{name} ɱûšŧ ƀé {rule}, ñöŧ éɱþŧý. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>[a ñûɱƀéŕ &gt; 0 ~~]</translation>
    </message>
    <message>
        <source>w₀&apos;s first weight</source>
        <translation>[w₀&apos;s ƒîŕšŧ ŵéîĝĥŧ ~~~~]</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>[a ñûɱƀéŕ ~]</translation>
    </message>
    <message>
        <source>w₀&apos;s second weight</source>
        <translation>[w₀&apos;s šéçöñđ ŵéîĝĥŧ ~~~~~]</translation>
    </message>
    <message>
        <source>The seed</source>
        <translation>[Ŧĥé šééđ ~]</translation>
    </message>
    <message>
        <source>a whole number from 0 to 999999999</source>
        <translation>[a ŵĥöļé ñûɱƀéŕ ƒŕöɱ 0 ŧö 999999999 ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The degree</source>
        <translation>[Ŧĥé đéĝŕéé ~]</translation>
    </message>
    <message>
        <source>a whole number from 1 to 10</source>
        <translation>[a ŵĥöļé ñûɱƀéŕ ƒŕöɱ 1 ŧö 10 ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The run is unchanged.</source>
        <translation>[Ŧĥé ŕûñ îš ûñçĥàñĝéđ. ~~~~~~]</translation>
    </message>
    <message>
        <source>point {i} deleted</source>
        <translation>[þöîñŧ {i} đéļéŧéđ ~~~~]</translation>
    </message>
    <message>
        <source>point {i} moved to {x}</source>
        <translation>[þöîñŧ {i} ɱöṽéđ ŧö {x} ~~~~~~]</translation>
    </message>
    <message>
        <source>point {i} added at {x}</source>
        <translation>[þöîñŧ {i} àđđéđ àŧ {x} ~~~~~~]</translation>
    </message>
    <message>
        <source>Line {k} must be three numbers x₁, x₂, y with y = +1 or −1, not ‘{text}’. The points are unchanged.</source>
        <translation>[Ļîñé {k} ɱûšŧ ƀé ŧĥŕéé ñûɱƀéŕš x₁, x₂, y ŵîŧĥ y = +1 öŕ −1, ñöŧ ‘{text}’. Ŧĥé þöîñŧš àŕé ûñçĥàñĝéđ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The lesson&apos;s own run is shown.</source>
        <translation>[Ŧĥé ļéššöñ&apos;s öŵñ ŕûñ îš šĥöŵñ. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The lecturer fixed {names}: the link&apos;s other values are not used.</source>
        <translation>[Ŧĥé ļéçŧûŕéŕ ƒîẋéđ {names}: ŧĥé ļîñķ&apos;s öŧĥéŕ ṽàļûéš àŕé ñöŧ ûšéđ. ~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>[Ļîñķ çöþîéđ. ~~]</translation>
    </message>
    <message>
        <source>The link is selected: copy it (Ctrl+C, or ⌘C).</source>
        <translation>[Ŧĥé ļîñķ îš šéļéçŧéđ: çöþý îŧ (Çŧŕļ+C, öŕ ⌘C). ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Add {class}</source>
        <translation>[Àđđ {class} ~~]</translation>
    </message>
    <message>
        <source>Batch (the recorded run only)</source>
        <translation>[Ɓàŧçĥ (ŧĥé ŕéçöŕđéđ ŕûñ öñļý) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link can fix {names} and hide the boundary, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ çàñ ƒîẋ {names} àñđ ĥîđé ŧĥé ƀöûñđàŕý, ñöŧ ‘{text}’. ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s point {i} must be x₁,x₂,class (class 0 or 1), not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s þöîñŧ {i} ɱûšŧ ƀé x₁,x₂,çļàšš (çļàšš 0 öŕ 1), ñöŧ ‘{text}’. ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s w0 must be two numbers, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s w0 ɱûšŧ ƀé ŧŵö ñûɱƀéŕš, ñöŧ ‘{text}’. ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be one of {allowed}, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s {name} ɱûšŧ ƀé öñé öƒ {allowed}, ñöŧ ‘{text}’. ~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be {rule}, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s {name} ɱûšŧ ƀé {rule}, ñöŧ ‘{text}’. ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a whole number ≥ 0</source>
        <translation>[a ŵĥöļé ñûɱƀéŕ ≥ 0 ~~~~~]</translation>
    </message>
    <message>
        <source>Horizontal: {x} · vertical: {y}</source>
        <translation>[Ĥöŕîžöñŧàļ: {x} · ṽéŕŧîçàļ: {y} ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>[éþöçĥ]</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>[w àƒŧéŕ~]</translation>
    </message>
    <message>
        <source>b after</source>
        <translation>[b àƒŧéŕ~]</translation>
    </message>
    <message>
        <source>α changed</source>
        <translation>[α çĥàñĝéđ ~]</translation>
    </message>
</context>
<context>
    <name>LiveClass</name>
    <message>
        <source>Mistake or not?</source>
        <translation>[Ṁîšŧàķé öŕ ñöŧ? ~~~]</translation>
    </message>
    <message>
        <source>What is ŷ?</source>
        <translation>[Ŵĥàŧ îš ŷ? ~]</translation>
    </message>
    <message>
        <source>Where is w after?</source>
        <translation>[Ŵĥéŕé îš w àƒŧéŕ? ~~~~]</translation>
    </message>
    <message>
        <source>Where is the boundary after?</source>
        <translation>[Ŵĥéŕé îš ŧĥé ƀöûñđàŕý àƒŧéŕ? ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>[Ñöŧ šŧàŕŧéđ ~~]</translation>
    </message>
    <message>
        <source>Stopped: nothing listens. Check Train &gt; Live Class to start again.</source>
        <translation>[Šŧöþþéđ: ñöŧĥîñĝ ļîšŧéñš. Çĥéçķ Ŧŕàîñ &gt; Ļîṽé Çļàšš ŧö šŧàŕŧ àĝàîñ. ~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Join Screen</source>
        <translation>[Ĵöîñ Šçŕééñ ~~]</translation>
    </message>
    <message>
        <source>The address and its code as large as the screen allows, for the projector (Esc closes)</source>
        <translation>[Ŧĥé àđđŕéšš àñđ îŧš çöđé àš ļàŕĝé àš ŧĥé šçŕééñ àļļöŵš, ƒöŕ ŧĥé þŕöĵéçŧöŕ (Éšç çļöšéš) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>[Ṽöŧé àĝàîñ ~]</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>[Ŕéṽéàļ~]</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>[Éẋþöŕŧ…~]</translation>
    </message>
    <message>
        <source>Listening on</source>
        <translation>[Ļîšŧéñîñĝ öñ ~~]</translation>
    </message>
    <message>
        <source>Students open this address (or scan the code):</source>
        <translation>[Šŧûđéñŧš öþéñ ŧĥîš àđđŕéšš (öŕ šçàñ ŧĥé çöđé): ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Network address the live class listens on</source>
        <translation>[Ñéŧŵöŕķ àđđŕéšš ŧĥé ļîṽé çļàšš ļîšŧéñš öñ ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot listen on {host}: {why}.</source>
        <translation>[Çàññöŧ ļîšŧéñ öñ {host}: {why}. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Asked Q{qid} about step {step}.</source>
        <translation>[Àšķéđ Q{qid} àƀöûŧ šŧéþ {step}. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>[Çöûļđ ñöŧ ŵŕîŧé {path}: {error} ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Live class exported to {path}</source>
        <translation>[Ļîṽé çļàšš éẋþöŕŧéđ ŧö {path} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{online} connected, {joined} joined</source>
        <translation>[{online} çöññéçŧéđ, {joined} ĵöîñéđ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>vote {vote}</source>
        <translation>[ṽöŧé {vote} ~~]</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>[çļöšéđ~]</translation>
    </message>
    <message>
        <source>Export Live Class</source>
        <translation>[Éẋþöŕŧ Ļîṽé Çļàšš ~~~~]</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>[ÇŠṼ ƒîļéš (*.çšṽ) ~~~~]</translation>
    </message>
    <message>
        <source>Q{qid} ({vote}): {answered} of {online} answered</source>
        <translation>[Q{qid} ({vote}): {answered} öƒ {online} àñšŵéŕéđ ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Join the live class</source>
        <translation>[Ĵöîñ ŧĥé ļîṽé çļàšš ~~~~~]</translation>
    </message>
    <message>
        <source>Open this address on your phone, or scan the code:</source>
        <translation>[Öþéñ ŧĥîš àđđŕéšš öñ ýöûŕ þĥöñé, öŕ šçàñ ŧĥé çöđé: ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{joined} joined</source>
        <translation>[{joined} ĵöîñéđ ~~~]</translation>
    </message>
</context>
<context>
    <name>Loss</name>
    <message>
        <source>All four</source>
        <translation>[Àļļ ƒöûŕ ~]</translation>
    </message>
    <message>
        <source>Perceptron</source>
        <translation>[Þéŕçéþŧŕöñ ~]</translation>
    </message>
    <message>
        <source>Hinge</source>
        <translation>[Ĥîñĝé]</translation>
    </message>
    <message>
        <source>Logistic</source>
        <translation>[Ļöĝîšŧîç ~]</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>[Ļöšš]</translation>
    </message>
    <message>
        <source>The loss of the landscape and of the per-example plot; the slice shows all four</source>
        <translation>[Ŧĥé ļöšš öƒ ŧĥé ļàñđšçàþé àñđ öƒ ŧĥé þéŕ-éẋàɱþļé þļöŧ; ŧĥé šļîçé šĥöŵš àļļ ƒöûŕ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
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
    <name>Points</name>
    <message>
        <source>label</source>
        <translation>[ļàƀéļ]</translation>
    </message>
    <message>
        <source>the point&apos;s class (a name or ±1 as in the document)</source>
        <translation>[ŧĥé þöîñŧ&apos;s çļàšš (a ñàɱé öŕ ±1 àš îñ ŧĥé đöçûɱéñŧ) ~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a coordinate</source>
        <translation>[a çööŕđîñàŧé ~~]</translation>
    </message>
    <message>
        <source>{column}: {what}. Double-click or type to change it (one undo step).</source>
        <translation>[{column}: {what}. Đöûƀļé-çļîçķ öŕ ŧýþé ŧö çĥàñĝé îŧ (öñé ûñđö šŧéþ). ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>[Àđđ]</translation>
    </message>
    <message>
        <source>Add a point at (0, 0) of the current class and type its coordinates (one undo step)</source>
        <translation>[Àđđ a þöîñŧ àŧ (0, 0) öƒ ŧĥé çûŕŕéñŧ çļàšš àñđ ŧýþé îŧš çööŕđîñàŧéš (öñé ûñđö šŧéþ) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>[Đéļéŧé~]</translation>
    </message>
    <message>
        <source>Delete the selected points (one undo step)</source>
        <translation>[Đéļéŧé ŧĥé šéļéçŧéđ þöîñŧš (öñé ûñđö šŧéþ) ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Document order</source>
        <translation>[Đöçûɱéñŧ öŕđéŕ ~~~]</translation>
    </message>
    <message>
        <source>Show the points in the order of the document (the order training uses)</source>
        <translation>[Šĥöŵ ŧĥé þöîñŧš îñ ŧĥé öŕđéŕ öƒ ŧĥé đöçûɱéñŧ (ŧĥé öŕđéŕ ŧŕàîñîñĝ ûšéš) ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} points are selected on the canvas; the table highlights up to {most} (Delete deletes them all).</source>
        <translation>[{n} þöîñŧš àŕé šéļéçŧéđ öñ ŧĥé çàñṽàš; ŧĥé ŧàƀļé ĥîĝĥļîĝĥŧš ûþ ŧö {most} (Đéļéŧé đéļéŧéš ŧĥéɱ àļļ). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
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
        <source>Write decimals with a comma: 0,5 and (0,5; −1)</source>
        <translation>[Ŵŕîŧé đéçîɱàļš ŵîŧĥ a çöɱɱà: 0,5 àñđ (0,5; −1) ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Numbers in the window, its figures and animations are written with a decimal comma, and a vector&apos;s numbers are parted by semicolons; number fields take 0,5. Files (CSV, JSON, lesson pages, worksheets) keep the decimal point.</source>
        <translation>[Ñûɱƀéŕš îñ ŧĥé ŵîñđöŵ, îŧš ƒîĝûŕéš àñđ àñîɱàŧîöñš àŕé ŵŕîŧŧéñ ŵîŧĥ a đéçîɱàļ çöɱɱà, àñđ a ṽéçŧöŕ&apos;s ñûɱƀéŕš àŕé þàŕŧéđ ƀý šéɱîçöļöñš; ñûɱƀéŕ ƒîéļđš ŧàķé 0,5. Ƒîļéš (ÇŠṼ, ĴŠÖÑ, ļéššöñ þàĝéš, ŵöŕķšĥééŧš) ķééþ ŧĥé đéçîɱàļ þöîñŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The menus, docks, controls and status line change at once; the points and the step shown stay. PERCEPTRON_LANGUAGE, when set, picks the language at start.</source>
        <translation>[Ŧĥé ɱéñûš, đöçķš, çöñŧŕöļš àñđ šŧàŧûš ļîñé çĥàñĝé àŧ öñçé; ŧĥé þöîñŧš àñđ ŧĥé šŧéþ šĥöŵñ šŧàý. ÞÉŔÇÉÞŦŔÖÑ_ĻÀÑĜÛÀĜÉ, ŵĥéñ šéŧ, þîçķš ŧĥé ļàñĝûàĝé àŧ šŧàŕŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>[ŷ = šîĝñ({score}); a šçöŕé öƒ 0 þŕéđîçŧš ñö çļàšš àñđ îš a ɱîšŧàķé (ñöŧé 004) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>[ŷ = +1 îƒƒ {score} ≥ 0 (ÇṀÛ, ñöŧé 002) ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>[ŷ = +1 îƒƒ {score} &gt; 0, šö a šçöŕé öƒ 0 þŕéđîçŧš −1 (ñöŧé 001) ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>on a mistake {update}</source>
        <translation>[öñ a ɱîšŧàķé {update} ~~~~~~]</translation>
    </message>
    <message>
        <source>(batch: summed over the epoch, applied at its end)</source>
        <translation>[(ƀàŧçĥ: šûɱɱéđ öṽéŕ ŧĥé éþöçĥ, àþþļîéđ àŧ îŧš éñđ) ~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Score: no step answered yet</source>
        <translation>[Šçöŕé: ñö šŧéþ àñšŵéŕéđ ýéŧ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Score: {right} of {n} step fully right  ·  {points} of {out_of} parts</source>
        <translation>[Šçöŕé: {right} öƒ {n} šŧéþ ƒûļļý ŕîĝĥŧ  ·  {points} öƒ {out_of} þàŕŧš ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Score: {right} of {n} steps fully right  ·  {points} of {out_of} parts</source>
        <translation>[Šçöŕé: {right} öƒ {n} šŧéþš ƒûļļý ŕîĝĥŧ  ·  {points} öƒ {out_of} þàŕŧš ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>[Çĥéçķ (Éñŧéŕ) ~~~]</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>[Ñéẋŧ ǫûéšŧîöñ (Éñŧéŕ) ~~~~~~]</translation>
    </message>
    <message>
        <source>0 (no class)</source>
        <translation>[0 (ñö çļàšš) ~~]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>[ýéš]</translation>
    </message>
    <message>
        <source>no</source>
        <translation>[ñö]</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>[ɱîšŧàķé? ~]</translation>
    </message>
    <message>
        <source>new</source>
        <translation>[ñéŵ]</translation>
    </message>
    <message>
        <source>Type them, or drag the orange arrow&apos;s tip on the canvas.</source>
        <translation>[Ŧýþé ŧĥéɱ, öŕ đŕàĝ ŧĥé öŕàñĝé àŕŕöŵ&apos;s ŧîþ öñ ŧĥé çàñṽàš. ~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Waiting for the run…</source>
        <translation>[Ŵàîŧîñĝ ƒöŕ ŧĥé ŕûñ… ~~~~~]</translation>
    </message>
    <message>
        <source>Turn on Train &gt; Quiz Mode to predict each step before it is taken.</source>
        <translation>[Ŧûŕñ öñ Ŧŕàîñ &gt; Ǫûîž Ṁöđé ŧö þŕéđîçŧ éàçĥ šŧéþ ƀéƒöŕé îŧ îš ŧàķéñ. ~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step t = {t}&lt;/b&gt; (epoch {epoch}): {weights}&lt;br&gt;example {i}: &lt;b&gt;{example}&lt;/b&gt; (ringed on the canvas)</source>
        <translation>[&lt;b&gt;Šŧéþ t = {t}&lt;/b&gt; (éþöçĥ {epoch}): {weights}&lt;ƀŕ&gt;éẋàɱþļé {i}: &lt;b&gt;{example}&lt;/b&gt; (ŕîñĝéđ öñ ŧĥé çàñṽàš) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>your new w = {w}</source>
        <translation>[ýöûŕ ñéŵ w = {w} ~~~~]</translation>
    </message>
    <message>
        <source>{name} = {expected}</source>
        <translation>[{name} = {expected} ~~~~~]</translation>
    </message>
    <message>
        <source>{name}: you said {given}, it is {expected}</source>
        <translation>[{name}: ýöû šàîđ {given}, îŧ îš {expected} ~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>all right!</source>
        <translation>[àļļ ŕîĝĥŧ! ~]</translation>
    </message>
    <message>
        <source>{points} of {out_of} right.</source>
        <translation>[{points} öƒ {out_of} ŕîĝĥŧ. ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step t = {t}: {head}</source>
        <translation>[Šŧéþ t = {t}: {head} ~~~~~]</translation>
    </message>
    <message>
        <source>new w</source>
        <translation>[ñéŵ w]</translation>
    </message>
    <message>
        <source>new b</source>
        <translation>[ñéŵ b]</translation>
    </message>
</context>
<context>
    <name>QuizExport</name>
    <message>
        <source>steps</source>
        <translation>[šŧéþš]</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>[ɱîšŧàķéš ~]</translation>
    </message>
    <message>
        <source>From a fresh run of the document&apos;s settings: the window&apos;s run is not stepped. Each question starts from the answer to the one before. Version 1 is the run as set; version k shuffles the examples with the seed + k − 1 (one version a page, keys alike).</source>
        <translation>[Ƒŕöɱ a ƒŕéšĥ ŕûñ öƒ ŧĥé đöçûɱéñŧ&apos;s šéŧŧîñĝš: ŧĥé ŵîñđöŵ&apos;s ŕûñ îš ñöŧ šŧéþþéđ. Éàçĥ ǫûéšŧîöñ šŧàŕŧš ƒŕöɱ ŧĥé àñšŵéŕ ŧö ŧĥé öñé ƀéƒöŕé. Ṽéŕšîöñ 1 îš ŧĥé ŕûñ àš šéŧ; ṽéŕšîöñ k šĥûƒƒļéš ŧĥé éẋàɱþļéš ŵîŧĥ ŧĥé šééđ + k − 1 (öñé ṽéŕšîöñ a þàĝé, ķéýš àļîķé). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Questions: the first</source>
        <translation>[Ǫûéšŧîöñš: ŧĥé ƒîŕšŧ ~~~~~]</translation>
    </message>
    <message>
        <source>of the run&apos;s</source>
        <translation>[öƒ ŧĥé ŕûñ&apos;s ~~]</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>[Ṽéŕšîöñš ~]</translation>
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
    <name>Theory</name>
    <message>
        <source>Computing the maximum margin…</source>
        <translation>[Çöɱþûŧîñĝ ŧĥé ɱàẋîɱûɱ ɱàŕĝîñ… ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Draw w* on the canvas</source>
        <translation>[Đŕàŵ w* öñ ŧĥé çàñṽàš ~~~~~~]</translation>
    </message>
    <message>
        <source>The separator of largest margin γ* (dash-dot), the w* of the proof</source>
        <translation>[Ŧĥé šéþàŕàŧöŕ öƒ ļàŕĝéšŧ ɱàŕĝîñ γ* (đàšĥ-đöŧ), ŧĥé w* öƒ ŧĥé þŕööƒ ~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Separable?</source>
        <translation>[Šéþàŕàƀļé? ~]</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>[Ṁîšŧàķéš ~]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>[ýéš]</translation>
    </message>
    <message>
        <source>no</source>
        <translation>[ñö]</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>[ûñķñöŵñ~]</translation>
    </message>
    <message>
        <source>{gamma}   (SVM margin 1/‖w‖ = {svm})</source>
        <translation>[{gamma}   (ŠṼṀ ɱàŕĝîñ 1/‖w‖ = {svm}) ~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{mistakes} so far; {why}</source>
        <translation>[{mistakes} šö ƒàŕ; {why} ~~~~~~~]</translation>
    </message>
    <message>
        <source>no bound without a margin</source>
        <translation>[ñö ƀöûñđ ŵîŧĥöûŧ a ɱàŕĝîñ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{mistakes} so far {holds} {bound}</source>
        <translation>[{mistakes} šö ƒàŕ {holds} {bound} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{mistakes} so far {holds} {bound}  from w₀ ≠ 0: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²  ({numbers}{eta}; from 0 it would be {zero})</source>
        <translation>[{mistakes} šö ƒàŕ {holds} {bound}  ƒŕöɱ w₀ ≠ 0: ŧĥé ļàŕĝéšŧ k ŵîŧĥ (w₀·w* + kγ*)² ≤ ‖w₀‖² + ķŔ²  ({numbers}{eta}; ƒŕöɱ 0 îŧ ŵöûļđ ƀé {zero}) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>, with η = {eta}: w₀·w*/η and ‖w₀‖²/η² in the formula</source>
        <translation>[, ŵîŧĥ η = {eta}: w₀·w*/η àñđ ‖w₀‖²/η² îñ ŧĥé ƒöŕɱûļà ~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The proof needs linearly separable data.</source>
        <translation>[Ŧĥé þŕööƒ ñééđš ļîñéàŕļý šéþàŕàƀļé đàŧà. ~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The proof is about the online perceptron on two classes (not batch or kernel).</source>
        <translation>[Ŧĥé þŕööƒ îš àƀöûŧ ŧĥé öñļîñé þéŕçéþŧŕöñ öñ ŧŵö çļàššéš (ñöŧ ƀàŧçĥ öŕ ķéŕñéļ). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Each mistake raises w·w* by at least ηγ* and ‖w‖² by at most η²R². As w·w* ≤ ‖w‖, after k mistakes kγ* ≤ √k·R: k cannot pass (R/γ*)² = {bound} (dotted).</source>
        <translation>[Éàçĥ ɱîšŧàķé ŕàîšéš w·w* ƀý àŧ ļéàšŧ ηγ* àñđ ‖w‖² ƀý àŧ ɱöšŧ η²R². Àš w·w* ≤ ‖w‖, àƒŧéŕ k ɱîšŧàķéš kγ* ≤ √k·R: k çàññöŧ þàšš (R/γ*)² = {bound} (đöŧŧéđ). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>From w₀ ≠ 0 the two lines start at w₀·w* and ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* and ‖w_k‖² ≤ ‖w₀‖² + kη²R². As w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): solved for k, at most {bound} mistakes (dotted).</source>
        <translation>[Ƒŕöɱ w₀ ≠ 0 ŧĥé ŧŵö ļîñéš šŧàŕŧ àŧ w₀·w* àñđ ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* àñđ ‖w_k‖² ≤ ‖w₀‖² + kη²R². Àš w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + ķŔ² (η = 1): šöļṽéđ ƒöŕ k, àŧ ɱöšŧ {bound} ɱîšŧàķéš (đöŧŧéđ). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>needs points of both classes</source>
        <translation>[ñééđš þöîñŧš öƒ ƀöŧĥ çļàššéš ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the convergence theorem is about two classes; this set has {n}</source>
        <translation>[ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ îš àƀöûŧ ŧŵö çļàššéš; ŧĥîš šéŧ ĥàš {n} ~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} points: the exact max-margin solver runs up to {most}</source>
        <translation>[{n} þöîñŧš: ŧĥé éẋàçŧ ɱàẋ-ɱàŕĝîñ šöļṽéŕ ŕûñš ûþ ŧö {most} ~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>epoch</source>
        <translation>[éþöçĥ]</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>[ɱîšŧàķé? ~]</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>[w àƒŧéŕ~]</translation>
    </message>
    <message>
        <source>b after</source>
        <translation>[b àƒŧéŕ~]</translation>
    </message>
    <message>
        <source>α changed</source>
        <translation>[α çĥàñĝéđ ~]</translation>
    </message>
    <message>
        <source>loss ℓ</source>
        <translation>[ļöšš ℓ~]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>[ýéš]</translation>
    </message>
    <message>
        <source>no</source>
        <translation>[ñö]</translation>
    </message>
    <message>
        <source>Mistakes only</source>
        <translation>[Ṁîšŧàķéš öñļý ~~~]</translation>
    </message>
    <message>
        <source>Show only the steps where the perceptron made a mistake and updated w</source>
        <translation>[Šĥöŵ öñļý ŧĥé šŧéþš ŵĥéŕé ŧĥé þéŕçéþŧŕöñ ɱàđé a ɱîšŧàķé àñđ ûþđàŧéđ w ~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Nonzero ℓ′ only</source>
        <translation>[Ñöñžéŕö ℓ′ öñļý ~~~]</translation>
    </message>
    <message>
        <source>Show only the steps whose loss gradient ℓ′ was not 0 (the steps the loss moved w)</source>
        <translation>[Šĥöŵ öñļý ŧĥé šŧéþš ŵĥöšé ļöšš ĝŕàđîéñŧ ℓ′ ŵàš ñöŧ 0 (ŧĥé šŧéþš ŧĥé ļöšš ɱöṽéđ w) ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Drag to see any past step (time travel); Step or Run continues from the latest</source>
        <translation>[Đŕàĝ ŧö šéé àñý þàšŧ šŧéþ (ŧîɱé ŧŕàṽéļ); Šŧéþ öŕ Ŕûñ çöñŧîñûéš ƒŕöɱ ŧĥé ļàŧéšŧ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>[Ļàŧéšŧ~]</translation>
    </message>
    <message>
        <source>Back to the latest state</source>
        <translation>[Ɓàçķ ŧö ŧĥé ļàŧéšŧ šŧàŧé ~~~~~~~]</translation>
    </message>
    <message>
        <source>Export the table as CSV</source>
        <translation>[Éẋþöŕŧ ŧĥé ŧàƀļé àš ÇŠṼ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Export the table as a LaTeX tabular, for slides</source>
        <translation>[Éẋþöŕŧ ŧĥé ŧàƀļé àš a ĻàŦéẊ ŧàƀûļàŕ, ƒöŕ šļîđéš ~~~~~~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>[Éẋþöŕŧ~]</translation>
    </message>
    <message>
        <source>step {step} of {now} (latest)</source>
        <translation>[šŧéþ {step} öƒ {now} (ļàŧéšŧ) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>step {step} of {now} (time travel)</source>
        <translation>[šŧéþ {step} öƒ {now} (ŧîɱé ŧŕàṽéļ) ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{text} (score 0: a mistake by the rule, y·a ≤ 0 updates)</source>
        <translation>[{text} (šçöŕé 0: a ɱîšŧàķé ƀý ŧĥé ŕûļé, y·a ≤ 0 ûþđàŧéš) ~~~~~~~~~~~~~~~~~~~~]</translation>
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
<context>
    <name>Worksheet</name>
    <message>
        <source>{title} --- answer key</source>
        <translation>[{title} --- àñšŵéŕ ķéý ~~~~~~]</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>[Ñàɱé:]</translation>
    </message>
    <message>
        <source>Perceptron quiz</source>
        <translation>[Þéŕçéþŧŕöñ ǫûîž ~~~]</translation>
    </message>
</context>
</TS>
