<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
<context>
    <name>Accessible</name>
    <message>
        <source>{name} choices</source>
        <translation>[{name} çĥöîçéš ~~~]</translation>
    </message>
    <message>
        <source>{dock} panel</source>
        <translation>[{dock} þàñéļ ~~]</translation>
    </message>
    <message>
        <source>Dock tabs</source>
        <translation>[Đöçķ ŧàƀš ~]</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>[Ṁöŕé ɱéñûš ~]</translation>
    </message>
    <message>
        <source>Canvas: the points and the classifier (Ctrl+D describes it in words)</source>
        <translation>[Çàñṽàš: ŧĥé þöîñŧš àñđ ŧĥé çļàššîƒîéŕ (Çŧŕļ+D đéšçŕîƀéš îŧ îñ ŵöŕđš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Learning curves plot</source>
        <translation>[Ļéàŕñîñĝ çûŕṽéš þļöŧ ~~~~~]</translation>
    </message>
    <message>
        <source>Convergence theorem plot</source>
        <translation>[Çöñṽéŕĝéñçé ŧĥéöŕéɱ þļöŧ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Weight space plot</source>
        <translation>[Ŵéîĝĥŧ šþàçé þļöŧ ~~~~]</translation>
    </message>
    <message>
        <source>0-1 loss over w</source>
        <translation>[0-1 ļöšš öṽéŕ w ~~~]</translation>
    </message>
    <message>
        <source>Perceptron loss over w</source>
        <translation>[Þéŕçéþŧŕöñ ļöšš öṽéŕ w ~~~~~~]</translation>
    </message>
    <message>
        <source>Hinge loss over w</source>
        <translation>[Ĥîñĝé ļöšš öṽéŕ w ~~~~]</translation>
    </message>
    <message>
        <source>Logistic loss over w</source>
        <translation>[Ļöĝîšŧîç ļöšš öṽéŕ w ~~~~~]</translation>
    </message>
    <message>
        <source>Losses along the last update</source>
        <translation>[Ļöššéš àļöñĝ ŧĥé ļàšŧ ûþđàŧé ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Loss of each example</source>
        <translation>[Ļöšš öƒ éàçĥ éẋàɱþļé ~~~~~]</translation>
    </message>
    <message>
        <source>Trace table: one row per step</source>
        <translation>[Ŧŕàçé ŧàƀļé: öñé ŕöŵ þéŕ šŧéþ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Points table: x₁, x₂ and the label of each point</source>
        <translation>[Þöîñŧš ŧàƀļé: x₁, x₂ àñđ ŧĥé ļàƀéļ öƒ éàçĥ þöîñŧ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Algorithm listing, the current line marked</source>
        <translation>[Àļĝöŕîŧĥɱ ļîšŧîñĝ, ŧĥé çûŕŕéñŧ ļîñé ɱàŕķéđ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Time travel: the step shown</source>
        <translation>[Ŧîɱé ŧŕàṽéļ: ŧĥé šŧéþ šĥöŵñ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Speed of Run, examples per second</source>
        <translation>[Šþééđ öƒ Ŕûñ, éẋàɱþļéš þéŕ šéçöñđ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Current class</source>
        <translation>[Çûŕŕéñŧ çļàšš ~~~]</translation>
    </message>
    <message>
        <source>Loss shown</source>
        <translation>[Ļöšš šĥöŵñ ~]</translation>
    </message>
    <message>
        <source>File to write the animation to</source>
        <translation>[Ƒîļé ŧö ŵŕîŧé ŧĥé àñîɱàŧîöñ ŧö ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Initial w₀, first component</source>
        <translation>[Îñîŧîàļ w₀, ƒîŕšŧ çöɱþöñéñŧ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Initial w₀, second component</source>
        <translation>[Îñîŧîàļ w₀, šéçöñđ çöɱþöñéñŧ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Your new w₁</source>
        <translation>[Ýöûŕ ñéŵ w₁ ~~]</translation>
    </message>
    <message>
        <source>Your new w₂</source>
        <translation>[Ýöûŕ ñéŵ w₂ ~~]</translation>
    </message>
    <message>
        <source>Your new b</source>
        <translation>[Ýöûŕ ñéŵ b ~]</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>[Ŵĥàŧ ŧĥé çàñṽàš šĥöŵš ~~~~~~]</translation>
    </message>
    <message>
        <source>Lift to (x, 1) plot</source>
        <translation>[Ļîƒŧ ŧö (x, 1) þļöŧ ~~~~~]</translation>
    </message>
    <message>
        <source>Left click adds a point of the current class, right click the other class; drag moves points</source>
        <translation>[Ļéƒŧ çļîçķ àđđš a þöîñŧ öƒ ŧĥé çûŕŕéñŧ çļàšš, ŕîĝĥŧ çļîçķ ŧĥé öŧĥéŕ çļàšš; đŕàĝ ɱöṽéš þöîñŧš ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Step t, the example, the score, ŷ, y, mistake? and w after; a click on a row travels to it</source>
        <translation>[Šŧéþ t, ŧĥé éẋàɱþļé, ŧĥé šçöŕé, ŷ, y, ɱîšŧàķé? àñđ w àƒŧéŕ; a çļîçķ öñ a ŕöŵ ŧŕàṽéļš ŧö îŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Every point of the document; edit a cell to move a point or change its label</source>
        <translation>[Éṽéŕý þöîñŧ öƒ ŧĥé đöçûɱéñŧ; éđîŧ a çéļļ ŧö ɱöṽé a þöîñŧ öŕ çĥàñĝé îŧš ļàƀéļ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to show an earlier step; End goes back to the latest</source>
        <translation>[Đŕàĝ öŕ ûšé ŧĥé àŕŕöŵ ķéýš ŧö šĥöŵ àñ éàŕļîéŕ šŧéþ; Éñđ ĝöéš ƀàçķ ŧö ŧĥé ļàŧéšŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The pseudocode of the algorithm, with the line the step shown ran marked</source>
        <translation>[Ŧĥé þšéûđöçöđé öƒ ŧĥé àļĝöŕîŧĥɱ, ŵîŧĥ ŧĥé ļîñé ŧĥé šŧéþ šĥöŵñ ŕàñ ɱàŕķéđ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The algorithm and its settings: learning rate, intercept, start w₀, order, kernel</source>
        <translation>[Ŧĥé àļĝöŕîŧĥɱ àñđ îŧš šéŧŧîñĝš: ļéàŕñîñĝ ŕàŧé, îñŧéŕçéþŧ, šŧàŕŧ w₀, öŕđéŕ, ķéŕñéļ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The trace table of the run, one row per step, and the time-travel slider</source>
        <translation>[Ŧĥé ŧŕàçé ŧàƀļé öƒ ŧĥé ŕûñ, öñé ŕöŵ þéŕ šŧéþ, àñđ ŧĥé ŧîɱé-ŧŕàṽéļ šļîđéŕ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Mistakes and training error per epoch, and the test error of a table document</source>
        <translation>[Ṁîšŧàķéš àñđ ŧŕàîñîñĝ éŕŕöŕ þéŕ éþöçĥ, àñđ ŧĥé ŧéšŧ éŕŕöŕ öƒ a ŧàƀļé đöçûɱéñŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The perceptron convergence theorem for these points: the bound (R/γ)² and the mistakes so far</source>
        <translation>[Ŧĥé þéŕçéþŧŕöñ çöñṽéŕĝéñçé ŧĥéöŕéɱ ƒöŕ ŧĥéšé þöîñŧš: ŧĥé ƀöûñđ (R/γ)² àñđ ŧĥé ɱîšŧàķéš šö ƒàŕ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The points as a table you can edit</source>
        <translation>[Ŧĥé þöîñŧš àš a ŧàƀļé ýöû çàñ éđîŧ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The algorithm&apos;s pseudocode, with the line of the step shown marked</source>
        <translation>[Ŧĥé àļĝöŕîŧĥɱ&apos;s þšéûđöçöđé, ŵîŧĥ ŧĥé ļîñé öƒ ŧĥé šŧéþ šĥöŵñ ɱàŕķéđ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Quiz Mode: predict ŷ, whether it is a mistake and the new w before the step is taken</source>
        <translation>[Ǫûîž Ṁöđé: þŕéđîçŧ ŷ, ŵĥéŧĥéŕ îŧ îš a ɱîšŧàķé àñđ ŧĥé ñéŵ w ƀéƒöŕé ŧĥé šŧéþ îš ŧàķéñ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The clicked point: its score, margin and distance to the boundary, and its update</source>
        <translation>[Ŧĥé çļîçķéđ þöîñŧ: îŧš šçöŕé, ɱàŕĝîñ àñđ đîšŧàñçé ŧö ŧĥé ƀöûñđàŕý, àñđ îŧš ûþđàŧé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown</source>
        <translation>[Ŧĥé 0-1, þéŕçéþŧŕöñ, ĥîñĝé àñđ ļöĝîšŧîç ļöššéš öƒ ŧĥé w šĥöŵñ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right, and the path of w</source>
        <translation>[Éàçĥ éẋàɱþļé àš ŧĥé ĥàļƒ-þļàñé öƒ ŵéîĝĥŧš ŧĥàŧ ĝéŧ îŧ ŕîĝĥŧ, àñđ ŧĥé þàŧĥ öƒ w ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Draw a Classifier: type w₁, w₂ and b, and train from them</source>
        <translation>[Đŕàŵ a Çļàššîƒîéŕ: ŧýþé w₁, w₂ àñđ b, àñđ ŧŕàîñ ƒŕöɱ ŧĥéɱ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Presentation mode&apos;s row: the current step of the trace, large</source>
        <translation>[Þŕéšéñŧàŧîöñ ɱöđé&apos;s ŕöŵ: ŧĥé çûŕŕéñŧ šŧéþ öƒ ŧĥé ŧŕàçé, ļàŕĝé ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>What the canvas shows, in words: the boundary, the sides, the errors, w and the last update</source>
        <translation>[Ŵĥàŧ ŧĥé çàñṽàš šĥöŵš, îñ ŵöŕđš: ŧĥé ƀöûñđàŕý, ŧĥé šîđéš, ŧĥé éŕŕöŕš, w àñđ ŧĥé ļàšŧ ûþđàŧé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Live Class: the address and QR code students join, their votes and the reveal</source>
        <translation>[Ļîṽé Çļàšš: ŧĥé àđđŕéšš àñđ ǪŔ çöđé šŧûđéñŧš ĵöîñ, ŧĥéîŕ ṽöŧéš àñđ ŧĥé ŕéṽéàļ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Step</source>
        <translation>[Šŧéþ]</translation>
    </message>
    <message>
        <source>Look at the next example (Space); in quiz mode, check the answer (then: the next question)</source>
        <translation>[Ļööķ àŧ ŧĥé ñéẋŧ éẋàɱþļé (Šþàçé); îñ ǫûîž ɱöđé, çĥéçķ ŧĥé àñšŵéŕ (ŧĥéñ: ŧĥé ñéẋŧ ǫûéšŧîöñ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>[Ñéẋŧ ɱîšŧàķé ~~]</translation>
    </message>
    <message>
        <source>Go on to the next mistake (logistic regression and the hinge: to the next example with a nonzero loss gradient ℓ′)</source>
        <translation>[Ĝö öñ ŧö ŧĥé ñéẋŧ ɱîšŧàķé (ļöĝîšŧîç ŕéĝŕéššîöñ àñđ ŧĥé ĥîñĝé: ŧö ŧĥé ñéẋŧ éẋàɱþļé ŵîŧĥ a ñöñžéŕö ļöšš ĝŕàđîéñŧ ℓ′) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
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
        <translation>[Ŧŕàîñ çöñŧîñûöûšļý àŧ ŧĥé çĥöšéñ šþééđ (Çŧŕļ+R) ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>[Þàûšé]</translation>
    </message>
    <message>
        <source>Pause the run (Esc); in presentation mode, Esc with no run going leaves presentation mode</source>
        <translation>[Þàûšé ŧĥé ŕûñ (Éšç); îñ þŕéšéñŧàŧîöñ ɱöđé, Éšç ŵîŧĥ ñö ŕûñ ĝöîñĝ ļéàṽéš þŕéšéñŧàŧîöñ ɱöđé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
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
        <translation>[Šŧàŕŧ àñ éɱþŧý þöîñŧ šéŧ ŵîŧĥ ŧĥé đéƒàûļŧ šéŧŧîñĝš ~~~~~~~~~~ ~~~~~~]</translation>
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
        <translation>[Šŧéþš öƒ ŧĥé ŕûñ àš a ĜÎƑ öŕ ṀÞ4, ŵîŧĥ ŧĥé ŧŕàçé ŕöŵ àñđ ŧĥé ûþđàŧé ƀûŕñéđ îñ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Export Lesson…</source>
        <translation>[Éẋþöŕŧ Ļéššöñ… ~~~]</translation>
    </message>
    <message>
        <source>The run&apos;s first steps as one web page that replays them offline, for students on a phone or a laptop: step, step back, next mistake, play, a slider, a quiz and large text</source>
        <translation>[Ŧĥé ŕûñ&apos;s ƒîŕšŧ šŧéþš àš öñé ŵéƀ þàĝé ŧĥàŧ ŕéþļàýš ŧĥéɱ öƒƒļîñé, ƒöŕ šŧûđéñŧš öñ a þĥöñé öŕ a ļàþŧöþ: šŧéþ, šŧéþ ƀàçķ, ñéẋŧ ɱîšŧàķé, þļàý, a šļîđéŕ, a ǫûîž àñđ ļàŕĝé ŧéẋŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
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
        <translation>[A ñéŵ đöçûɱéñŧ öƒ þöîñŧš öñ a ñûɱƀéŕ ļîñé (öñé ƒéàŧûŕé): ŧĥé ŧĥŕéšĥöļđ −b/w, ŧĥé ŧŵö ŕàýš, ŧĥé ɱàŕĝîñ; Ļîƒŧ ŧö (x, 1) šĥöŵš ŧĥé šàɱé ŕûñ ŧĥŕöûĝĥ ŧĥé öŕîĝîñ îñ 2-D ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Lift to (x, 1)</source>
        <translation>[Ļîƒŧ ŧö (x, 1) ~~~]</translation>
    </message>
    <message>
        <source>Beside the number line, the same run in 2-D through the origin: the points (x, 1), the boundary w·(x, 1) = 0 and the weight vector (w, b) (the intercept trick)</source>
        <translation>[Ɓéšîđé ŧĥé ñûɱƀéŕ ļîñé, ŧĥé šàɱé ŕûñ îñ 2-D ŧĥŕöûĝĥ ŧĥé öŕîĝîñ: ŧĥé þöîñŧš (x, 1), ŧĥé ƀöûñđàŕý w·(x, 1) = 0 àñđ ŧĥé ŵéîĝĥŧ ṽéçŧöŕ (w, b) (ŧĥé îñŧéŕçéþŧ ŧŕîçķ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Draw a Classifier</source>
        <translation>[Đŕàŵ a Çļàššîƒîéŕ ~~~~]</translation>
    </message>
    <message>
        <source>The geometry warm-up: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; b + 1 and b − 1 show which way the line moves; train from it as w₀, b₀</source>
        <translation>[Ŧĥé ĝéöɱéŧŕý ŵàŕɱ-ûþ: ŧýþé öŕ đŕàĝ w (ŧĥé àŕŕöŵ&apos;s ŧîþ) àñđ b (ŧĥé ļîñé); S₊ àñđ S₋, ‖w‖, −b/‖w‖ àñđ ŧĥé àñĝļé; b + 1 àñđ b − 1 šĥöŵ ŵĥîçĥ ŵàý ŧĥé ļîñé ɱöṽéš; ŧŕàîñ ƒŕöɱ îŧ àš w₀, b₀ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Choose Features…</source>
        <translation>[Çĥööšé Ƒéàŧûŕéš… ~~~~]</translation>
    </message>
    <message>
        <source>A table of many columns: the label column, the two features shown and trained on, scaling (standardise, or the unit ball so that R = 1) and a train/test split</source>
        <translation>[A ŧàƀļé öƒ ɱàñý çöļûɱñš: ŧĥé ļàƀéļ çöļûɱñ, ŧĥé ŧŵö ƒéàŧûŕéš šĥöŵñ àñđ ŧŕàîñéđ öñ, šçàļîñĝ (šŧàñđàŕđîšé, öŕ ŧĥé ûñîŧ ƀàļļ šö ŧĥàŧ R = 1) àñđ a ŧŕàîñ/ŧéšŧ šþļîŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
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
        <translation>[Ŧĥé ŧŕàçé ŧàƀļé àš a ĻàŦéẊ ŧàƀûļàŕ, ƒöŕ šļîđéš ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Quiz Mode</source>
        <translation>[Ǫûîž Ṁöđé ~]</translation>
    </message>
    <message>
        <source>Predict each step before it is taken (ŷ, mistake?, the new w and b), then see what was right, with a running score</source>
        <translation>[Þŕéđîçŧ éàçĥ šŧéþ ƀéƒöŕé îŧ îš ŧàķéñ (ŷ, ɱîšŧàķé?, ŧĥé ñéŵ w àñđ b), ŧĥéñ šéé ŵĥàŧ ŵàš ŕîĝĥŧ, ŵîŧĥ a ŕûññîñĝ šçöŕé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>[Ļîṽé Çļàšš ~]</translation>
    </message>
    <message>
        <source>Students answer from their phones: a join address and QR code, questions about the step about to be taken, two votes and the reveal (nothing listens on the network until this is on)</source>
        <translation>[Šŧûđéñŧš àñšŵéŕ ƒŕöɱ ŧĥéîŕ þĥöñéš: a ĵöîñ àđđŕéšš àñđ ǪŔ çöđé, ǫûéšŧîöñš àƀöûŧ ŧĥé šŧéþ àƀöûŧ ŧö ƀé ŧàķéñ, ŧŵö ṽöŧéš àñđ ŧĥé ŕéṽéàļ (ñöŧĥîñĝ ļîšŧéñš öñ ŧĥé ñéŧŵöŕķ ûñŧîļ ŧĥîš îš öñ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Export Quiz…</source>
        <translation>[Éẋþöŕŧ Ǫûîž… ~~]</translation>
    </message>
    <message>
        <source>The first steps or mistakes of a fresh run as LaTeX worksheets in versions, and their key (…-key.tex)</source>
        <translation>[Ŧĥé ƒîŕšŧ šŧéþš öŕ ɱîšŧàķéš öƒ a ƒŕéšĥ ŕûñ àš ĻàŦéẊ ŵöŕķšĥééŧš îñ ṽéŕšîöñš, àñđ ŧĥéîŕ ķéý (…-ķéý.ŧéẋ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Back to Latest</source>
        <translation>[Ɓàçķ ŧö Ļàŧéšŧ ~~~]</translation>
    </message>
    <message>
        <source>Leave time travel: show the latest state</source>
        <translation>[Ļéàṽé ŧîɱé ŧŕàṽéļ: šĥöŵ ŧĥé ļàŧéšŧ šŧàŧé ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>[Šŧéþ Ɓàçķ ~]</translation>
    </message>
    <message>
        <source>Presentation mode: show the step before (time travel); a presentation clicker&apos;s &quot;previous&quot;</source>
        <translation>[Þŕéšéñŧàŧîöñ ɱöđé: šĥöŵ ŧĥé šŧéþ ƀéƒöŕé (ŧîɱé ŧŕàṽéļ); a þŕéšéñŧàŧîöñ çļîçķéŕ&apos;s &quot;þŕéṽîöûš&quot; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>[Šŧéþ Ƒöŕŵàŕđ ~~]</translation>
    </message>
    <message>
        <source>Presentation mode: the next step, forward through time travel first; a clicker&apos;s &quot;next&quot;</source>
        <translation>[Þŕéšéñŧàŧîöñ ɱöđé: ŧĥé ñéẋŧ šŧéþ, ƒöŕŵàŕđ ŧĥŕöûĝĥ ŧîɱé ŧŕàṽéļ ƒîŕšŧ; a çļîçķéŕ&apos;s &quot;ñéẋŧ&quot; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Pin Boundary</source>
        <translation>[Þîñ Ɓöûñđàŕý ~~]</translation>
    </message>
    <message>
        <source>Keep the boundary shown now as a dotted line, to compare after changing a setting</source>
        <translation>[Ķééþ ŧĥé ƀöûñđàŕý šĥöŵñ ñöŵ àš a đöŧŧéđ ļîñé, ŧö çöɱþàŕé àƒŧéŕ çĥàñĝîñĝ a šéŧŧîñĝ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
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
        <translation>[Đŕàŵ ŧĥé àṽéŕàĝéđ (đàšĥéđ) àñđ ṽöŧéđ (đöŧŧéđ) ƀöûñđàŕîéš ŵîŧĥ ŧĥé ļàšŧ öñé (šöļîđ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Weight Space</source>
        <translation>[Ŵéîĝĥŧ Šþàçé ~~]</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right: the feasible region, the path of w and w*; hover to link an example and its line, click to set w</source>
        <translation>[Éàçĥ éẋàɱþļé àš ŧĥé ĥàļƒ-þļàñé öƒ ŵéîĝĥŧš ŧĥàŧ ĝéŧ îŧ ŕîĝĥŧ: ŧĥé ƒéàšîƀļé ŕéĝîöñ, ŧĥé þàŧĥ öƒ w àñđ w*; ĥöṽéŕ ŧö ļîñķ àñ éẋàɱþļé àñđ îŧš ļîñé, çļîçķ ŧö šéŧ w ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
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
        <translation>[Çļîçķš àñđ đŕàĝĝéđ þöîñŧš ļàñđ öñ ŧĥé ĝŕîđ (îŧš šŧéþ: Ṽîéŵ &gt; Šñàþ Šŧéþ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Loss Panel</source>
        <translation>[Ļöšš Þàñéļ ~]</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown: over (w₁, w₂), along the last update and per example, with why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise</source>
        <translation>[Ŧĥé 0-1, þéŕçéþŧŕöñ, ĥîñĝé àñđ ļöĝîšŧîç ļöššéš öƒ ŧĥé w šĥöŵñ: öṽéŕ (w₁, w₂), àļöñĝ ŧĥé ļàšŧ ûþđàŧé àñđ þéŕ éẋàɱþļé, ŵîŧĥ ŵĥý ŧĥé þéŕçéþŧŕöñ&apos;s ĝŕàđîéñŧ îš −y x öñ a ɱîšŧàķé àñđ 0 öŧĥéŕŵîšé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation>[Þŕéšéñŧàŧîöñ Ṁöđé ~~~~]</translation>
    </message>
    <message>
        <source>For the projector, full screen: text twice as large, the canvas and the current trace row only, big buttons; PageDown, → and Space step, PageUp goes back, F6 changes the main view, Esc or F5 leaves</source>
        <translation>[Ƒöŕ ŧĥé þŕöĵéçŧöŕ, ƒûļļ šçŕééñ: ŧéẋŧ ŧŵîçé àš ļàŕĝé, ŧĥé çàñṽàš àñđ ŧĥé çûŕŕéñŧ ŧŕàçé ŕöŵ öñļý, ƀîĝ ƀûŧŧöñš; ÞàĝéĐöŵñ, → àñđ Šþàçé šŧéþ, ÞàĝéÛþ ĝöéš ƀàçķ, F6 çĥàñĝéš ŧĥé ɱàîñ ṽîéŵ, Éšç öŕ F5 ļéàṽéš ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>[Ĥîĝĥ Çöñŧŕàšŧ ~~~]</translation>
    </message>
    <message>
        <source>Class colours that all stand out on white (3:1 or more) and stay apart under colour-blindness; each class keeps its own marker shape (kept for the next start)</source>
        <translation>[Çļàšš çöļöûŕš ŧĥàŧ àļļ šŧàñđ öûŧ öñ ŵĥîŧé (3:1 öŕ ɱöŕé) àñđ šŧàý àþàŕŧ ûñđéŕ çöļöûŕ-ƀļîñđñéšš; éàçĥ çļàšš ķééþš îŧš öŵñ ɱàŕķéŕ šĥàþé (ķéþŧ ƒöŕ ŧĥé ñéẋŧ šŧàŕŧ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Next Main View</source>
        <translation>[Ñéẋŧ Ṁàîñ Ṽîéŵ ~~~]</translation>
    </message>
    <message>
        <source>The large main view in turn: the canvas, weight space, the convergence theorem</source>
        <translation>[Ŧĥé ļàŕĝé ɱàîñ ṽîéŵ îñ ŧûŕñ: ŧĥé çàñṽàš, ŵéîĝĥŧ šþàçé, ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>[Đéšçŕîƀé ~]</translation>
    </message>
    <message>
        <source>Say in words what the canvas shows: the boundary&apos;s equation, which side is which class, the points on the wrong side, w and the last update (a panel a screen reader reads)</source>
        <translation>[Šàý îñ ŵöŕđš ŵĥàŧ ŧĥé çàñṽàš šĥöŵš: ŧĥé ƀöûñđàŕý&apos;s éǫûàŧîöñ, ŵĥîçĥ šîđé îš ŵĥîçĥ çļàšš, ŧĥé þöîñŧš öñ ŧĥé ŵŕöñĝ šîđé, w àñđ ŧĥé ļàšŧ ûþđàŧé (a þàñéļ a šçŕééñ ŕéàđéŕ ŕéàđš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Pause the run (presentation mode&apos;s big button; Esc pauses too, and with no run leaves the mode)</source>
        <translation>[Þàûšé ŧĥé ŕûñ (þŕéšéñŧàŧîöñ ɱöđé&apos;s ƀîĝ ƀûŧŧöñ; Éšç þàûšéš ŧöö, àñđ ŵîŧĥ ñö ŕûñ ļéàṽéš ŧĥé ɱöđé) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>[Þŕéƒéŕéñçéš… ~~]</translation>
    </message>
    <message>
        <source>The interface language (English, Español, Deutsch or the pseudo-locale), switched at once: the document and the step shown stay</source>
        <translation>[Ŧĥé îñŧéŕƒàçé ļàñĝûàĝé (Éñĝļîšĥ, Éšþàñöļ, Đéûŧšçĥ öŕ ŧĥé þšéûđö-ļöçàļé), šŵîŧçĥéđ àŧ öñçé: ŧĥé đöçûɱéñŧ àñđ ŧĥé šŧéþ šĥöŵñ šŧàý ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[Ûñđö ŧĥé ļàšŧ éđîŧ (a đŕàĝ îš öñé šŧéþ) ~~~~~~~~~~ ~~]</translation>
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
        <translation>[A ļéƒŧ çļîçķ àđđš a þöîñŧ öƒ çļàšš {n} (a ŕîĝĥŧ çļîçķ: ŧĥé öŧĥéŕ çļàšš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Next / previous control</source>
        <translation>[Ñéẋŧ / þŕéṽîöûš çöñŧŕöļ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Moves the focus through the canvas, the toolbar&apos;s slider and class, and every dock; the focused canvas has a blue frame</source>
        <translation>[Ṁöṽéš ŧĥé ƒöçûš ŧĥŕöûĝĥ ŧĥé çàñṽàš, ŧĥé ŧööļƀàŕ&apos;s šļîđéŕ àñđ çļàšš, àñđ éṽéŕý đöçķ; ŧĥé ƒöçûšéđ çàñṽàš ĥàš a ƀļûé ƒŕàɱé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Move the keyboard cursor</source>
        <translation>[Ṁöṽé ŧĥé ķéýƀöàŕđ çûŕšöŕ ~~~~~~~]</translation>
    </message>
    <message>
        <source>With the focus on the canvas: the cross moves one grid step (View &gt; Snap Step; 0.5 unless chosen)</source>
        <translation>[Ŵîŧĥ ŧĥé ƒöçûš öñ ŧĥé çàñṽàš: ŧĥé çŕöšš ɱöṽéš öñé ĝŕîđ šŧéþ (Ṽîéŵ &gt; Šñàþ Šŧéþ; 0.5 ûñļéšš çĥöšéñ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
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
        <translation>[A þöîñŧ öƒ ŧĥé çûŕŕéñŧ çļàšš (ķéýš 1–8) ŵĥéŕé ŧĥé ķéýƀöàŕđ çûŕšöŕ îš ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Remove a point</source>
        <translation>[Ŕéɱöṽé a þöîñŧ ~~~]</translation>
    </message>
    <message>
        <source>On the canvas: the point under the keyboard cursor (with none there, the points selected)</source>
        <translation>[Öñ ŧĥé çàñṽàš: ŧĥé þöîñŧ ûñđéŕ ŧĥé ķéýƀöàŕđ çûŕšöŕ (ŵîŧĥ ñöñé ŧĥéŕé, ŧĥé þöîñŧš šéļéçŧéđ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Algorithm</name>
    <message>
        <source>Which handout&apos;s pseudocode and notation (those that fit the rule for a score of 0)</source>
        <translation>[Ŵĥîçĥ ĥàñđöûŧ&apos;s þšéûđöçöđé àñđ ñöŧàŧîöñ (ŧĥöšé ŧĥàŧ ƒîŧ ŧĥé ŕûļé ƒöŕ a šçöŕé öƒ 0) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Written as in</source>
        <translation>[Ŵŕîŧŧéñ àš îñ ~~~]</translation>
    </message>
    <message>
        <source>μ·Σ y·x so far = ({sum})</source>
        <translation>[μ·Σ y·x šö ƒàŕ = ({sum}) ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçéļ~]</translation>
    </message>
    <message>
        <source>Stop the animation export: nothing is written, a file already there stays as it was</source>
        <translation>[Šŧöþ ŧĥé àñîɱàŧîöñ éẋþöŕŧ: ñöŧĥîñĝ îš ŵŕîŧŧéñ, a ƒîļé àļŕéàđý ŧĥéŕé šŧàýš àš îŧ ŵàš ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>An animation is being exported: wait for it, or Cancel it first.</source>
        <translation>[Àñ àñîɱàŧîöñ îš ƀéîñĝ éẋþöŕŧéđ: ŵàîŧ ƒöŕ îŧ, öŕ Çàñçéļ îŧ ƒîŕšŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The run has no such steps (yet): nothing was exported.</source>
        <translation>[Ŧĥé ŕûñ ĥàš ñö šûçĥ šŧéþš (ýéŧ): ñöŧĥîñĝ ŵàš éẋþöŕŧéđ. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Animation, {n} frames: %p%</source>
        <translation>[Àñîɱàŧîöñ, {n} ƒŕàɱéš: %p% ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Animation export cancelled</source>
        <translation>[Àñîɱàŧîöñ éẋþöŕŧ çàñçéļļéđ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Training started again (the points or the settings changed), so the animation stopped</source>
        <translation>[Ŧŕàîñîñĝ šŧàŕŧéđ àĝàîñ (ŧĥé þöîñŧš öŕ ŧĥé šéŧŧîñĝš çĥàñĝéđ), šö ŧĥé àñîɱàŧîöñ šŧöþþéđ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{why}: nothing was written, a file already there is as it was.</source>
        <translation>[{why}: ñöŧĥîñĝ ŵàš ŵŕîŧŧéñ, a ƒîļé àļŕéàđý ŧĥéŕé îš àš îŧ ŵàš. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step t = 0: no example looked at yet.</source>
        <translation>[Šŧéþ t = 0: ñö éẋàɱþļé ļööķéđ àŧ ýéŧ. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Exported {frames} frames (steps {first} to {last}, {seconds} s at {fps} frames a second) to {path} ({size}).</source>
        <translation>[Éẋþöŕŧéđ {frames} ƒŕàɱéš (šŧéþš {first} ŧö {last}, {seconds} s àŧ {fps} ƒŕàɱéš a šéçöñđ) ŧö {path} ({size}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Could not export the animation to {path}: {reason}. No file was written; a file already there is as it was.</source>
        <translation>[Çöûļđ ñöŧ éẋþöŕŧ ŧĥé àñîɱàŧîöñ ŧö {path}: {reason}. Ñö ƒîļé ŵàš ŵŕîŧŧéñ; a ƒîļé àļŕéàđý ŧĥéŕé îš àš îŧ ŵàš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Question open: hidden until the answer is checked</source>
        <translation>[Ǫûéšŧîöñ öþéñ: ĥîđđéñ ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>[ļàšŧ w~]</translation>
    </message>
    <message>
        <source>averaged w = {w}, b = {b} (the model)</source>
        <translation>[àṽéŕàĝéđ w = {w}, b = {b} (ŧĥé ɱöđéļ) ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>threshold −b/w = {t}</source>
        <translation>[ŧĥŕéšĥöļđ −b/w = {t} ~~~~~]</translation>
    </message>
    <message>
        <source>(drawn ×{scale})</source>
        <translation>[(đŕàŵñ ×{scale}) ~~~~]</translation>
    </message>
    <message>
        <source>w for {name} = {w}</source>
        <translation>[w ƒöŕ {name} = {w} ~~~~~]</translation>
    </message>
    <message>
        <source>x (the one feature)</source>
        <translation>[x (ŧĥé öñé ƒéàŧûŕé) ~~~~~]</translation>
    </message>
    <message>
        <source>max-margin threshold {t} ± {m}</source>
        <translation>[ɱàẋ-ɱàŕĝîñ ŧĥŕéšĥöļđ {t} ± {m} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>max margin w*</source>
        <translation>[ɱàẋ ɱàŕĝîñ w* ~~~]</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>[þîññéđ~]</translation>
    </message>
    <message>
        <source>averaged</source>
        <translation>[àṽéŕàĝéđ ~]</translation>
    </message>
    <message>
        <source>voted</source>
        <translation>[ṽöŧéđ]</translation>
    </message>
    <message>
        <source>averaged w: the model</source>
        <translation>[àṽéŕàĝéđ w: ŧĥé ɱöđéļ ~~~~~~]</translation>
    </message>
    <message>
        <source>the vote: the model</source>
        <translation>[ŧĥé ṽöŧé: ŧĥé ɱöđéļ ~~~~~]</translation>
    </message>
    <message>
        <source>boundary P(y = +1 | x) = 0.5</source>
        <translation>[ƀöûñđàŕý P(y = +1 | x) = 0.5 ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>P = 0.1 and 0.9</source>
        <translation>[P = 0.1 àñđ 0.9 ~~~]</translation>
    </message>
</context>
<context>
    <name>ClassPicker</name>
    <message>
        <source>The class a left click adds (keys 1–8); a right click adds the other one</source>
        <translation>[Ŧĥé çļàšš a ļéƒŧ çļîçķ àđđš (ķéýš 1–8); a ŕîĝĥŧ çļîçķ àđđš ŧĥé öŧĥéŕ öñé ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <source>A number from {low} to {high}.</source>
        <translation>[A ñûɱƀéŕ ƒŕöɱ {low} ŧö {high}. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>αᵢ = 0 for every example</source>
        <translation>[αᵢ = 0 ƒöŕ éṽéŕý éẋàɱþļé ~~~~~~~]</translation>
    </message>
    <message>
        <source>The kernel perceptron learns f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: it starts with every αᵢ = 0 (and b = b₀), and a mistake on example i adds η to αᵢ.</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ļéàŕñš f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, ñöŧ a w: îŧ šŧàŕŧš ŵîŧĥ éṽéŕý αᵢ = 0 (àñđ b = b₀), àñđ a ɱîšŧàķé öñ éẋàɱþļé i àđđš η ŧö αᵢ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>A one-feature document (points on a number line) has one weight: w₀[2] is not used.</source>
        <translation>[A öñé-ƒéàŧûŕé đöçûɱéñŧ (þöîñŧš öñ a ñûɱƀéŕ ļîñé) ĥàš öñé ŵéîĝĥŧ: w₀[2] îš ñöŧ ûšéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>steps with ℓ′ ≠ 0</source>
        <translation>[šŧéþš ŵîŧĥ ℓ′ ≠ 0 ~~~~]</translation>
    </message>
    <message>
        <source>training error (%)</source>
        <translation>[ŧŕàîñîñĝ éŕŕöŕ (%) ~~~~~]</translation>
    </message>
    <message>
        <source>mean ln(1 + e^(−y a))</source>
        <translation>[ɱéàñ ļñ(1 + e^(−y a)) ~~~~~~]</translation>
    </message>
    <message>
        <source>mean max(0, 1 − y a)</source>
        <translation>[ɱéàñ ɱàẋ(0, 1 − y a) ~~~~~]</translation>
    </message>
    <message>
        <source>Question open: the curves are hidden until the answer is checked (an epoch&apos;s mistakes would give it away).</source>
        <translation>[Ǫûéšŧîöñ öþéñ: ŧĥé çûŕṽéš àŕé ĥîđđéñ ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ (àñ éþöçĥ&apos;s ɱîšŧàķéš ŵöûļđ ĝîṽé îŧ àŵàý). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Training runs faster than the curves: every {stride}th epoch is shown.</source>
        <translation>[Ŧŕàîñîñĝ ŕûñš ƒàšŧéŕ ŧĥàñ ŧĥé çûŕṽéš: éṽéŕý {stride}ŧĥ éþöçĥ îš šĥöŵñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The curves end at epoch {epoch}, where the app&apos;s history of the first {mistakes} mistakes ends; training went on.</source>
        <translation>[Ŧĥé çûŕṽéš éñđ àŧ éþöçĥ {epoch}, ŵĥéŕé ŧĥé àþþ&apos;s ĥîšŧöŕý öƒ ŧĥé ƒîŕšŧ {mistakes} ɱîšŧàķéš éñđš; ŧŕàîñîñĝ ŵéñŧ öñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The kernel perceptron: mistakes per epoch only.</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ: ɱîšŧàķéš þéŕ éþöçĥ öñļý. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Error (%): training rows solid, the {n} held-out test rows dashed (not trained on).</source>
        <translation>[Éŕŕöŕ (%): ŧŕàîñîñĝ ŕöŵš šöļîđ, ŧĥé {n} ĥéļđ-öûŧ ŧéšŧ ŕöŵš đàšĥéđ (ñöŧ ŧŕàîñéđ öñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Per epoch: the steps with a nonzero gradient ℓ′, the training error at the epoch&apos;s end and the mean loss of the epoch&apos;s steps. Σα_t and Σα_t² of the schedule: solid so far, dashed if training went on. Robbins-Monro (note 000) for α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² &lt; ∞ {converges}: {verdict}.</source>
        <translation>[Þéŕ éþöçĥ: ŧĥé šŧéþš ŵîŧĥ a ñöñžéŕö ĝŕàđîéñŧ ℓ′, ŧĥé ŧŕàîñîñĝ éŕŕöŕ àŧ ŧĥé éþöçĥ&apos;s éñđ àñđ ŧĥé ɱéàñ ļöšš öƒ ŧĥé éþöçĥ&apos;s šŧéþš. Σα_t àñđ Σα_t² öƒ ŧĥé šçĥéđûļé: šöļîđ šö ƒàŕ, đàšĥéđ îƒ ŧŕàîñîñĝ ŵéñŧ öñ. Ŕöƀƀîñš-Ṁöñŕö (ñöŧé 000) ƒöŕ α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² &lt; ∞ {converges}: {verdict}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>met</source>
        <translation>[ɱéŧ]</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>[ñöŧ ɱéŧ~]</translation>
    </message>
    <message>
        <source>The curves end at epoch {end}: the app keeps the first {kept} steps.</source>
        <translation>[Ŧĥé çûŕṽéš éñđ àŧ éþöçĥ {end}: ŧĥé àþþ ķééþš ŧĥé ƒîŕšŧ {kept} šŧéþš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>[éþöçĥ]</translation>
    </message>
    <message>
        <source>step t</source>
        <translation>[šŧéþ t~]</translation>
    </message>
    <message>
        <source>Σα_t and Σα_t² against t</source>
        <translation>[Σα_t àñđ Σα_t² àĝàîñšŧ t ~~~~~~~]</translation>
    </message>
    <message>
        <source>mistakes per epoch</source>
        <translation>[ɱîšŧàķéš þéŕ éþöçĥ ~~~~~]</translation>
    </message>
    <message>
        <source>training error (%) at the epoch&apos;s end</source>
        <translation>[ŧŕàîñîñĝ éŕŕöŕ (%) àŧ ŧĥé éþöçĥ&apos;s éñđ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>perceptron loss Σ max(0, −y a)</source>
        <translation>[þéŕçéþŧŕöñ ļöšš Σ ɱàẋ(0, −y a) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>error (%) at the epoch&apos;s end: training (blue), test (pink, dashed)</source>
        <translation>[éŕŕöŕ (%) àŧ ŧĥé éþöçĥ&apos;s éñđ: ŧŕàîñîñĝ (ƀļûé), ŧéšŧ (þîñķ, đàšĥéđ) ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <source>Generating {n} points</source>
        <translation>[Ĝéñéŕàŧîñĝ {n} þöîñŧš ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>[Çàññöŧ ĝéñéŕàŧé ~~~]</translation>
    </message>
    <message>
        <source>Choose Features works on a table with more than two feature columns: open one (File &gt; Examples &gt; Iris) or a CSV or TSV file of many columns.</source>
        <translation>[Çĥööšé Ƒéàŧûŕéš ŵöŕķš öñ a ŧàƀļé ŵîŧĥ ɱöŕé ŧĥàñ ŧŵö ƒéàŧûŕé çöļûɱñš: öþéñ öñé (Ƒîļé &gt; Éẋàɱþļéš &gt; Îŕîš) öŕ a ÇŠṼ öŕ ŦŠṼ ƒîļé öƒ ɱàñý çöļûɱñš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot choose these features</source>
        <translation>[Çàññöŧ çĥööšé ŧĥéšé ƒéàŧûŕéš ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{error} Nothing was changed.</source>
        <translation>[{error} Ñöŧĥîñĝ ŵàš çĥàñĝéđ. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Now: {what}. Undo (Ctrl+Z) goes back.</source>
        <translation>[Ñöŵ: {what}. Ûñđö (Çŧŕļ+Z) ĝöéš ƀàçķ. ~~~~~~~~~~ ~]</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Nothing to describe yet: add points of at least two classes.</source>
        <translation>[Ñöŧĥîñĝ ŧö đéšçŕîƀé ýéŧ: àđđ þöîñŧš öƒ àŧ ļéàšŧ ŧŵö çļàššéš. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
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
        <translation>[Ǫûîž: a ǫûéšŧîöñ àƀöûŧ šŧéþ {t} îš öþéñ îñ ŧĥé Ǫûîž þàñéļ. Ŧĥé çļàššîƒîéŕ îš ĥîđđéñ ûñŧîļ ýöû çĥéçķ ýöûŕ àñšŵéŕ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
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
        <translation>[Šŧéþ {t}: {weights}, {n} ɱîšŧàķéš šö ƒàŕ. ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Converged: a whole epoch without a mistake.</source>
        <translation>[Çöñṽéŕĝéđ: a ŵĥöļé éþöçĥ ŵîŧĥöûŧ a ɱîšŧàķé. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Step {t}: {x}, class {y}, predicted {guess}</source>
        <translation>[Šŧéþ {t}: {x}, çļàšš {y}, þŕéđîçŧéđ {guess} ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Step {t}: {x}, y = {y}, score {score}</source>
        <translation>[Šŧéþ {t}: {x}, y = {y}, šçöŕé {score} ~~~~~~~~~~ ~]</translation>
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
        <translation>[{alpha} ĝŕöŵš ƀý öñé: ŧĥé ƀöûñđàŕý ɱöṽéš. ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>[Ñöŧĥîñĝ çĥàñĝéš. ~~~~]</translation>
    </message>
    <message>
        <source>{weights}; the batch rule moves w at the epoch&apos;s end.</source>
        <translation>[{weights}; ŧĥé ƀàŧçĥ ŕûļé ɱöṽéš w àŧ ŧĥé éþöçĥ&apos;s éñđ. ~~~~~~~~~~ ~~~~~~~~]</translation>
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
        <translation>[Þöîñŧš ŧö ŧĥé ŕîĝĥŧ öƒ ŧĥé ŧĥŕéšĥöļđ àŕé þŕéđîçŧéđ +1 (çļàšš {plus}); ŧĥé öŧĥéŕš −1 (çļàšš {minus}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Points to the left of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>[Þöîñŧš ŧö ŧĥé ļéƒŧ öƒ ŧĥé ŧĥŕéšĥöļđ àŕé þŕéđîçŧéđ +1 (çļàšš {plus}); ŧĥé öŧĥéŕš −1 (çļàšš {minus}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>w points {direction}: points on that side of the line ({score} &gt; 0) are predicted +1 (class {plus}); points on the other side −1 (class {minus}).</source>
        <translation>[w þöîñŧš {direction}: þöîñŧš öñ ŧĥàŧ šîđé öƒ ŧĥé ļîñé ({score} &gt; 0) àŕé þŕéđîçŧéđ +1 (çļàšš {plus}); þöîñŧš öñ ŧĥé öŧĥéŕ šîđé −1 (çļàšš {minus}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Points on the line count as {y}.</source>
        <translation>[Þöîñŧš öñ ŧĥé ļîñé çöûñŧ àš {y}. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>A point on the line is a mistake either way.</source>
        <translation>[A þöîñŧ öñ ŧĥé ļîñé îš a ɱîšŧàķé éîŧĥéŕ ŵàý. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No update yet: the run is at its start.</source>
        <translation>[Ñö ûþđàŧé ýéŧ: ŧĥé ŕûñ îš àŧ îŧš šŧàŕŧ. ~~~~~~~~~~ ~~]</translation>
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
        <translation>[{n} þöîñŧš àŕé öñ ŧĥé çàñṽàš; ŧĥé ƀöûñđàŕý àñđ w àŕé ĥîđđéñ ŵĥîļé ŧĥé ǫûéšŧîöñ îš öþéñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Kernel perceptron: the boundary f(x) = 0 is a curve, f(x) = Σ α_i y_i K(x_i, x) + b.</source>
        <translation>[Ķéŕñéļ þéŕçéþŧŕöñ: ŧĥé ƀöûñđàŕý f(x) = 0 îš a çûŕṽé, f(x) = Σ α_i y_i K(x_i, x) + b. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} support vectors (examples with α_i &gt; 0) shape it.</source>
        <translation>[{n} šûþþöŕŧ ṽéçŧöŕš (éẋàɱþļéš ŵîŧĥ α_i &gt; 0) šĥàþé îŧ. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} classes: each region is the class whose score w_c·x + b_c is highest.</source>
        <translation>[{n} çļàššéš: éàçĥ ŕéĝîöñ îš ŧĥé çļàšš ŵĥöšé šçöŕé w_c·x + b_c îš ĥîĝĥéšŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>There is no boundary yet: w = {w}, every score is b.</source>
        <translation>[Ŧĥéŕé îš ñö ƀöûñđàŕý ýéŧ: w = {w}, éṽéŕý šçöŕé îš b. ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Boundary: {equation}.</source>
        <translation>[Ɓöûñđàŕý: {equation}. ~~~~~~]</translation>
    </message>
    <message>
        <source>{errors} of the {n} points is on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>[{errors} öƒ ŧĥé {n} þöîñŧš îš öñ ŧĥé ŵŕöñĝ šîđé (ŧŕàîñîñĝ éŕŕöŕš ñöŵ), àƒŧéŕ {mistakes} ɱîšŧàķéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{errors} of the {n} points are on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>[{errors} öƒ ŧĥé {n} þöîñŧš àŕé öñ ŧĥé ŵŕöñĝ šîđé (ŧŕàîñîñĝ éŕŕöŕš ñöŵ), àƒŧéŕ {mistakes} ɱîšŧàķéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
</context>
<context>
    <name>DescribePanel</name>
    <message>
        <source>The outcome of the step shown, said again at every step</source>
        <translation>[Ŧĥé öûŧçöɱé öƒ ŧĥé šŧéþ šĥöŵñ, šàîđ àĝàîñ àŧ éṽéŕý šŧéþ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>[Ŵĥàŧ ŧĥé çàñṽàš šĥöŵš ~~~~~~]</translation>
    </message>
    <message>
        <source>The boundary as an equation, which side is which class, the points on the wrong side, w and the last update, for the step shown</source>
        <translation>[Ŧĥé ƀöûñđàŕý àš àñ éǫûàŧîöñ, ŵĥîçĥ šîđé îš ŵĥîçĥ çļàšš, ŧĥé þöîñŧš öñ ŧĥé ŵŕöñĝ šîđé, w àñđ ŧĥé ļàšŧ ûþđàŧé, ƒöŕ ŧĥé šŧéþ šĥöŵñ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <source>canvas ({n} pixels)</source>
        <translation>[çàñṽàš ({n} þîẋéļš) ~~~~~]</translation>
    </message>
    <message>
        <source>Frame width in pixels; empty keeps the canvas&apos;s width (the height follows)</source>
        <translation>[Ƒŕàɱé ŵîđŧĥ îñ þîẋéļš; éɱþŧý ķééþš ŧĥé çàñṽàš&apos;s ŵîđŧĥ (ŧĥé ĥéîĝĥŧ ƒöļļöŵš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>File</source>
        <translation>[Ƒîļé]</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>[Ƒöŕɱàŧ~]</translation>
    </message>
    <message>
        <source>First step ({n} is the start)</source>
        <translation>[Ƒîŕšŧ šŧéþ ({n} îš ŧĥé šŧàŕŧ) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Last step (up to {n})</source>
        <translation>[Ļàšŧ šŧéþ (ûþ ŧö {n}) ~~~~~~]</translation>
    </message>
    <message>
        <source>Steps per frame</source>
        <translation>[Šŧéþš þéŕ ƒŕàɱé ~~~]</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>[Ƒŕàɱéš þéŕ šéçöñđ ~~~~]</translation>
    </message>
    <message>
        <source>Width (pixels)</source>
        <translation>[Ŵîđŧĥ (þîẋéļš) ~~~]</translation>
    </message>
    <message>
        <source>Each frame is the canvas at its step, with the trace table&apos;s row and the update with its numbers under it, laid out for the frame&apos;s size with text at least 2.5% of its height (readable on a slide); the canvas&apos;s width in the canvas&apos;s aspect is the canvas as on screen. The last step is always the last frame.</source>
        <translation>[Éàçĥ ƒŕàɱé îš ŧĥé çàñṽàš àŧ îŧš šŧéþ, ŵîŧĥ ŧĥé ŧŕàçé ŧàƀļé&apos;s ŕöŵ àñđ ŧĥé ûþđàŧé ŵîŧĥ îŧš ñûɱƀéŕš ûñđéŕ îŧ, ļàîđ öûŧ ƒöŕ ŧĥé ƒŕàɱé&apos;s šîžé ŵîŧĥ ŧéẋŧ àŧ ļéàšŧ 2.5% öƒ îŧš ĥéîĝĥŧ (ŕéàđàƀļé öñ a šļîđé); ŧĥé çàñṽàš&apos;s ŵîđŧĥ îñ ŧĥé çàñṽàš&apos;s àšþéçŧ îš ŧĥé çàñṽàš àš öñ šçŕééñ. Ŧĥé ļàšŧ šŧéþ îš àļŵàýš ŧĥé ļàšŧ ƒŕàɱé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>As on screen: the look the canvas has now</source>
        <translation>[Àš öñ šçŕééñ: ŧĥé ļööķ ŧĥé çàñṽàš ĥàš ñöŵ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{frames} frames, {seconds} s, written to {name}</source>
        <translation>[{frames} ƒŕàɱéš, {seconds} s, ŵŕîŧŧéñ ŧö {name} ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>GIF animation (*.gif);;MP4 video (*.mp4)</source>
        <translation>[ĜÎƑ àñîɱàŧîöñ (*.ĝîƒ);;ṀÞ4 ṽîđéö (*.ɱþ4) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;GIF (*.gif)</source>
        <translation>[ṀÞ4 ṽîđéö (*.ɱþ4);;ĜÎƑ (*.ĝîƒ) ~~~~~~~~~]</translation>
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
        <translation>[Ŧĥé ĝéñéŕàŧéđ þöîñŧš ŕéþļàçé ŧĥé çûŕŕéñŧ öñéš (öñé ûñđö šŧéþ). ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Presentation look (larger text, thicker lines)</source>
        <translation>[Þŕéšéñŧàŧîöñ ļööķ (ļàŕĝéŕ ŧéẋŧ, ŧĥîçķéŕ ļîñéš) ~~~~~~~~~~ ~~~~~]</translation>
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
        <translation>[Ļàîđ öûŧ ƒöŕ ŧĥé šîžé çĥöšéñ, ŵîŧĥ ŧéẋŧ àŧ ļéàšŧ 2.5% öƒ ŧĥé þîçŧûŕé&apos;s ĥéîĝĥŧ (ŕéàđàƀļé öñ a šļîđé). Ŧĥé çàñṽàš&apos;s öŵñ ŵîđŧĥ îñ ŧĥé çàñṽàš&apos;s àšþéçŧ îš ŧĥé çàñṽàš éẋàçŧļý àš öñ šçŕééñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The picture&apos;s shape: a 16:9 or 4:3 slide, a square, or the canvas&apos;s own</source>
        <translation>[Ŧĥé þîçŧûŕé&apos;s šĥàþé: a 16:9 öŕ 4:3 šļîđé, a šǫûàŕé, öŕ ŧĥé çàñṽàš&apos;s öŵñ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <source>None: the file&apos;s values</source>
        <translation>[Ñöñé: ŧĥé ƒîļé&apos;s ṽàļûéš ~~~~~~~]</translation>
    </message>
    <message>
        <source>Standardise: zero mean, unit variance</source>
        <translation>[Šŧàñđàŕđîšé: žéŕö ɱéàñ, ûñîŧ ṽàŕîàñçé ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Unit ball: R = 1, the bound reads 1/γ²</source>
        <translation>[Ûñîŧ ƀàļļ: R = 1, ŧĥé ƀöûñđ ŕéàđš 1/γ² ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The values as the file has them.</source>
        <translation>[Ŧĥé ṽàļûéš àš ŧĥé ƒîļé ĥàš ŧĥéɱ. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Each feature minus its mean, over its standard deviation (fitted on the training rows).</source>
        <translation>[Éàçĥ ƒéàŧûŕé ɱîñûš îŧš ɱéàñ, öṽéŕ îŧš šŧàñđàŕđ đéṽîàŧîöñ (ƒîŧŧéđ öñ ŧĥé ŧŕàîñîñĝ ŕöŵš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Notes 000 and 001: scale the data so that ‖x‖ ≤ 1, then the theorem&apos;s R is 1 and its bound reads 1/γ². Through the origin (intercept off): both features centred on their mean and divided by R = max ‖x − mean‖ over the training rows. With an intercept the perceptron learns on x̃ = (x, c): every (x − mean, 1) is divided by R̃ = max ‖(x − mean, 1)‖, so the features are (x − mean)/R̃ and the constant coordinate is c = 1/R̃ (liblinear&apos;s intercept_scaling); the farthest x̃ has ‖x̃‖ = 1. The offset b = βc then moves by ηyc² at a mistake. The kernel perceptron and the SGD learners keep c = 1.</source>
        <translation>[Ñöŧéš 000 àñđ 001: šçàļé ŧĥé đàŧà šö ŧĥàŧ ‖x‖ ≤ 1, ŧĥéñ ŧĥé ŧĥéöŕéɱ&apos;s R îš 1 àñđ îŧš ƀöûñđ ŕéàđš 1/γ². Ŧĥŕöûĝĥ ŧĥé öŕîĝîñ (îñŧéŕçéþŧ öƒƒ): ƀöŧĥ ƒéàŧûŕéš çéñŧŕéđ öñ ŧĥéîŕ ɱéàñ àñđ đîṽîđéđ ƀý R = ɱàẋ ‖x − ɱéàñ‖ öṽéŕ ŧĥé ŧŕàîñîñĝ ŕöŵš. Ŵîŧĥ àñ îñŧéŕçéþŧ ŧĥé þéŕçéþŧŕöñ ļéàŕñš öñ x̃ = (x, c): éṽéŕý (x − ɱéàñ, 1) îš đîṽîđéđ ƀý R̃ = ɱàẋ ‖(x − ɱéàñ, 1)‖, šö ŧĥé ƒéàŧûŕéš àŕé (x − ɱéàñ)/R̃ àñđ ŧĥé çöñšŧàñŧ çööŕđîñàŧé îš c = 1/R̃ (ļîƀļîñéàŕ&apos;s îñŧéŕçéþŧ_šçàļîñĝ); ŧĥé ƒàŕŧĥéšŧ x̃ ĥàš ‖x̃‖ = 1. Ŧĥé öƒƒšéŧ b = βc ŧĥéñ ɱöṽéš ƀý ηýç² àŧ a ɱîšŧàķé. Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ àñđ ŧĥé ŠĜĐ ļéàŕñéŕš ķééþ c = 1. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Choose Features</source>
        <translation>[Çĥööšé Ƒéàŧûŕéš ~~~]</translation>
    </message>
    <message>
        <source>Train on every class (the multiclass perceptron with three or more), on two of them, or on one class against the rest (the two-class perceptron of the notes)</source>
        <translation>[Ŧŕàîñ öñ éṽéŕý çļàšš (ŧĥé ɱûļŧîçļàšš þéŕçéþŧŕöñ ŵîŧĥ ŧĥŕéé öŕ ɱöŕé), öñ ŧŵö öƒ ŧĥéɱ, öŕ öñ öñé çļàšš àĝàîñšŧ ŧĥé ŕéšŧ (ŧĥé ŧŵö-çļàšš þéŕçéþŧŕöñ öƒ ŧĥé ñöŧéš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Hold out a test set</source>
        <translation>[Ĥöļđ öûŧ a ŧéšŧ šéŧ ~~~~~]</translation>
    </message>
    <message>
        <source>Train on the other rows only; the test rows are drawn hollow and their error shown</source>
        <translation>[Ŧŕàîñ öñ ŧĥé öŧĥéŕ ŕöŵš öñļý; ŧĥé ŧéšŧ ŕöŵš àŕé đŕàŵñ ĥöļļöŵ àñđ ŧĥéîŕ éŕŕöŕ šĥöŵñ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The share of the rows held out for testing, strictly between 0 and 1</source>
        <translation>[Ŧĥé šĥàŕé öƒ ŧĥé ŕöŵš ĥéļđ öûŧ ƒöŕ ŧéšŧîñĝ, šŧŕîçŧļý ƀéŧŵééñ 0 àñđ 1 ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The same seed gives the same split</source>
        <translation>[Ŧĥé šàɱé šééđ ĝîṽéš ŧĥé šàɱé šþļîŧ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The table has {rows} rows and {columns} columns. The canvas shows, and the perceptron trains on, the two chosen features; every column is kept and saved.</source>
        <translation>[Ŧĥé ŧàƀļé ĥàš {rows} ŕöŵš àñđ {columns} çöļûɱñš. Ŧĥé çàñṽàš šĥöŵš, àñđ ŧĥé þéŕçéþŧŕöñ ŧŕàîñš öñ, ŧĥé ŧŵö çĥöšéñ ƒéàŧûŕéš; éṽéŕý çöļûɱñ îš ķéþŧ àñđ šàṽéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Label column</source>
        <translation>[Ļàƀéļ çöļûɱñ ~~]</translation>
    </message>
    <message>
        <source>x₁ (horizontal)</source>
        <translation>[x₁ (ĥöŕîžöñŧàļ) ~~~]</translation>
    </message>
    <message>
        <source>x₂ (vertical)</source>
        <translation>[x₂ (ṽéŕŧîçàļ) ~~~]</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>[Šçàļîñĝ~]</translation>
    </message>
    <message>
        <source>Test fraction</source>
        <translation>[Ŧéšŧ ƒŕàçŧîöñ ~~~]</translation>
    </message>
    <message>
        <source>Split seed</source>
        <translation>[Šþļîŧ šééđ ~]</translation>
    </message>
    <message>
        <source>{column} (text)</source>
        <translation>[{column} (ŧéẋŧ) ~~~]</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>[Àļļ çļàššéš ~~]</translation>
    </message>
    <message>
        <source>, {n} held out as the test set (drawn hollow, not trained on)</source>
        <translation>[, {n} ĥéļđ öûŧ àš ŧĥé ŧéšŧ šéŧ (đŕàŵñ ĥöļļöŵ, ñöŧ ŧŕàîñéđ öñ) ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Trains on {n} rows{held}.</source>
        <translation>[Ŧŕàîñš öñ {n} ŕöŵš{held}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>Trains on {n} rows{held}: {classes}.</source>
        <translation>[Ŧŕàîñš öñ {n} ŕöŵš{held}: {classes}. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>With the intercept on, the unit ball holds x̃ = (x, c): features (x − mean)/R̃ and the constant coordinate c = 1/R̃ with R̃ = max ‖(x − mean, 1)‖, so R = 1 and the bound reads 1/γ² (the linear perceptrons; the kernel perceptron and the SGD learners keep c = 1).</source>
        <translation>[Ŵîŧĥ ŧĥé îñŧéŕçéþŧ öñ, ŧĥé ûñîŧ ƀàļļ ĥöļđš x̃ = (x, c): ƒéàŧûŕéš (x − ɱéàñ)/R̃ àñđ ŧĥé çöñšŧàñŧ çööŕđîñàŧé c = 1/R̃ ŵîŧĥ R̃ = ɱàẋ ‖(x − ɱéàñ, 1)‖, šö R = 1 àñđ ŧĥé ƀöûñđ ŕéàđš 1/γ² (ŧĥé ļîñéàŕ þéŕçéþŧŕöñš; ŧĥé ķéŕñéļ þéŕçéþŧŕöñ àñđ ŧĥé ŠĜĐ ļéàŕñéŕš ķééþ c = 1). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Through the origin (intercept off), the unit ball holds x: features (x − mean)/R with R = max ‖x − mean‖, so R = 1 and the bound reads 1/γ².</source>
        <translation>[Ŧĥŕöûĝĥ ŧĥé öŕîĝîñ (îñŧéŕçéþŧ öƒƒ), ŧĥé ûñîŧ ƀàļļ ĥöļđš x: ƒéàŧûŕéš (x − ɱéàñ)/R ŵîŧĥ R = ɱàẋ ‖x − ɱéàñ‖, šö R = 1 àñđ ŧĥé ƀöûñđ ŕéàđš 1/γ². ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
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
    <name>EditTool</name>
    <message>
        <source>At most {n} classes.</source>
        <translation>[Àŧ ɱöšŧ {n} çļàššéš. ~~~~~]</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>({n} earlier error since this dialog opened; this is the latest.)</source>
        <translation>[({n} éàŕļîéŕ éŕŕöŕ šîñçé ŧĥîš đîàļöĝ öþéñéđ; ŧĥîš îš ŧĥé ļàŧéšŧ.) ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Something went wrong: {summary}

Your points and settings are unchanged. Please report this with the details below.</source>
        <translation>[Šöɱéŧĥîñĝ ŵéñŧ ŵŕöñĝ: {summary}

Ýöûŕ þöîñŧš àñđ šéŧŧîñĝš àŕé ûñçĥàñĝéđ. Þļéàšé ŕéþöŕŧ ŧĥîš ŵîŧĥ ŧĥé đéŧàîļš ƀéļöŵ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>[Ûñéẋþéçŧéđ éŕŕöŕ ~~~~]</translation>
    </message>
    <message>
        <source>({n} earlier errors since this dialog opened; this is the latest.)</source>
        <translation>[({n} éàŕļîéŕ éŕŕöŕš šîñçé ŧĥîš đîàļöĝ öþéñéđ; ŧĥîš îš ŧĥé ļàŧéšŧ.) ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Iris (scikit-learn): 150 flowers, 4 measurements, 3 species</source>
        <translation>[Îŕîš (šçîķîŧ-ļéàŕñ): 150 ƒļöŵéŕš, 4 ɱéàšûŕéɱéñŧš, 3 šþéçîéš ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Wine (scikit-learn): 178 wines, 13 measurements, 3 cultivars</source>
        <translation>[Ŵîñé (šçîķîŧ-ļéàŕñ): 178 ŵîñéš, 13 ɱéàšûŕéɱéñŧš, 3 çûļŧîṽàŕš ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Breast cancer (scikit-learn): 569 tumours, 30 measurements, malignant or benign</source>
        <translation>[Ɓŕéàšŧ çàñçéŕ (šçîķîŧ-ļéàŕñ): 569 ŧûɱöûŕš, 30 ɱéàšûŕéɱéñŧš, ɱàļîĝñàñŧ öŕ ƀéñîĝñ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>CMU lecture trace (6 points, through the origin)</source>
        <translation>[ÇṀÛ ļéçŧûŕé ŧŕàçé (6 þöîñŧš, ŧĥŕöûĝĥ ŧĥé öŕîĝîñ) ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Separable with a margin</source>
        <translation>[Šéþàŕàƀļé ŵîŧĥ a ɱàŕĝîñ ~~~~~~~]</translation>
    </message>
    <message>
        <source>XOR (never converges)</source>
        <translation>[ẊÖŔ (ñéṽéŕ çöñṽéŕĝéš) ~~~~~~]</translation>
    </message>
    <message>
        <source>Concentric circles (kernel)</source>
        <translation>[Çöñçéñŧŕîç çîŕçļéš (ķéŕñéļ) ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Three Gaussian classes (multiclass)</source>
        <translation>[Ŧĥŕéé Ĝàûššîàñ çļàššéš (ɱûļŧîçļàšš) ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Noisy: averaged vs voted vs plain</source>
        <translation>[Ñöîšý: àṽéŕàĝéđ ṽš ṽöŧéđ ṽš þļàîñ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Note 004, Figure 1: the update rule, two updates</source>
        <translation>[Ñöŧé 004, Ƒîĝûŕé 1: ŧĥé ûþđàŧé ŕûļé, ŧŵö ûþđàŧéš ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Note 004: an update that undershoots</source>
        <translation>[Ñöŧé 004: àñ ûþđàŧé ŧĥàŧ ûñđéŕšĥööŧš ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Note 004: separable, but not through the origin</source>
        <translation>[Ñöŧé 004: šéþàŕàƀļé, ƀûŧ ñöŧ ŧĥŕöûĝĥ ŧĥé öŕîĝîñ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The mistake bound met exactly: (R/γ*)² = 2 mistakes</source>
        <translation>[Ŧĥé ɱîšŧàķé ƀöûñđ ɱéŧ éẋàçŧļý: (R/γ*)² = 2 ɱîšŧàķéš ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Default example</source>
        <translation>[Đéƒàûļŧ éẋàɱþļé ~~~]</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçéļ~]</translation>
    </message>
    <message>
        <source>Stop the export: nothing is written, a file already there stays as it was</source>
        <translation>[Šŧöþ ŧĥé éẋþöŕŧ: ñöŧĥîñĝ îš ŵŕîŧŧéñ, a ƒîļé àļŕéàđý ŧĥéŕé šŧàýš àš îŧ ŵàš ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>[Éẋþöŕŧ îɱàĝé ~~]</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation>[ÞÑĜ îɱàĝé (*.þñĝ);;ŠṼĜ (*.šṽĝ) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The file there is unchanged.</source>
        <translation>[Ŧĥé ƒîļé ŧĥéŕé îš ûñçĥàñĝéđ. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>[Ñö ƒîļé ŵàš ŵŕîŧŧéñ. ~~~~~]</translation>
    </message>
    <message>
        <source>Could not export {path}: {error}. {kept}</source>
        <translation>[Çöûļđ ñöŧ éẋþöŕŧ {path}: {error}. {kept} ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Exported {path}.</source>
        <translation>[Éẋþöŕŧéđ {path}. ~~~~]</translation>
    </message>
    <message>
        <source>Export model</source>
        <translation>[Éẋþöŕŧ ɱöđéļ ~~]</translation>
    </message>
    <message>
        <source>Model (*.json)</source>
        <translation>[Ṁöđéļ (*.ĵšöñ) ~~~]</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>[Éẋþöŕŧ ŧŕàçé ~~]</translation>
    </message>
    <message>
        <source>Export trace as LaTeX</source>
        <translation>[Éẋþöŕŧ ŧŕàçé àš ĻàŦéẊ ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export a quiz: {why}</source>
        <translation>[Çàññöŧ éẋþöŕŧ a ǫûîž: {why} ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Export quiz worksheet</source>
        <translation>[Éẋþöŕŧ ǫûîž ŵöŕķšĥééŧ ~~~~~~]</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>[{n} ɱîšŧàķéš ~~]</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>[{n} šŧéþš ~]</translation>
    </message>
    <message>
        <source> in {n} versions</source>
        <translation> [îñ {n} ṽéŕšîöñš ~~~]</translation>
    </message>
    <message>
        <source>{name} has {n} (it converged)</source>
        <translation>[{name} ĥàš {n} (îŧ çöñṽéŕĝéđ) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the run</source>
        <translation>[ŧĥé ŕûñ~]</translation>
    </message>
    <message>
        <source>Exported a quiz of {asked}{many}{fewer}: {path} and its key {key}.</source>
        <translation>[Éẋþöŕŧéđ a ǫûîž öƒ {asked}{many}{fewer}: {path} àñđ îŧš ķéý {key}. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>These exports are not finished. Closing now cancels them: nothing of them is written, and a file already there stays as it was.</source>
        <translation>[Ŧĥéšé éẋþöŕŧš àŕé ñöŧ ƒîñîšĥéđ. Çļöšîñĝ ñöŵ çàñçéļš ŧĥéɱ: ñöŧĥîñĝ öƒ ŧĥéɱ îš ŵŕîŧŧéñ, àñđ a ƒîļé àļŕéàđý ŧĥéŕé šŧàýš àš îŧ ŵàš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>[Çàññöŧ éẋþöŕŧ ~~~]</translation>
    </message>
    <message>
        <source>Export waiting: {n}</source>
        <translation>[Éẋþöŕŧ ŵàîŧîñĝ: {n} ~~~~~]</translation>
    </message>
    <message>
        <source>Exports waiting: {n}</source>
        <translation>[Éẋþöŕŧš ŵàîŧîñĝ: {n} ~~~~~]</translation>
    </message>
    <message>
        <source> (+{n} waiting)</source>
        <translation> [(+{n} ŵàîŧîñĝ) ~~~]</translation>
    </message>
    <message>
        <source>Export, about {size}: %p%{more}</source>
        <translation>[Éẋþöŕŧ, àƀöûŧ {size}: %p%{more} ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Exporting {what} ({rows} rows, about {size}) to {path}…</source>
        <translation>[Éẋþöŕŧîñĝ {what} ({rows} ŕöŵš, àƀöûŧ {size}) ŧö {path}… ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export an animation: there is no run yet.</source>
        <translation>[Çàññöŧ éẋþöŕŧ àñ àñîɱàŧîöñ: ŧĥéŕé îš ñö ŕûñ ýéŧ. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export an animation: turn off Data &gt; Draw a Classifier first.</source>
        <translation>[Çàññöŧ éẋþöŕŧ àñ àñîɱàŧîöñ: ŧûŕñ öƒƒ Đàŧà &gt; Đŕàŵ a Çļàššîƒîéŕ ƒîŕšŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>the file cannot be read back: {reason}</source>
        <translation>[ŧĥé ƒîļé çàññöŧ ƀé ŕéàđ ƀàçķ: {reason} ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the file read back is not the picture written</source>
        <translation>[ŧĥé ƒîļé ŕéàđ ƀàçķ îš ñöŧ ŧĥé þîçŧûŕé ŵŕîŧŧéñ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the PNG could not be made: {reason}</source>
        <translation>[ŧĥé ÞÑĜ çöûļđ ñöŧ ƀé ɱàđé: {reason} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the PNG made is not readable</source>
        <translation>[ŧĥé ÞÑĜ ɱàđé îš ñöŧ ŕéàđàƀļé ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>[ŧĥé ɱöđéļ ~]</translation>
    </message>
    <message>
        <source>the trace</source>
        <translation>[ŧĥé ŧŕàçé ~]</translation>
    </message>
    <message>
        <source>the trace as LaTeX</source>
        <translation>[ŧĥé ŧŕàçé àš ĻàŦéẊ ~~~~~]</translation>
    </message>
    <message>
        <source>{what} to {path}: waiting, not started</source>
        <translation>[{what} ŧö {path}: ŵàîŧîñĝ, ñöŧ šŧàŕŧéđ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{what} to {path}: {percent} of about {size} written</source>
        <translation>[{what} ŧö {path}: {percent} öƒ àƀöûŧ {size} ŵŕîŧŧéñ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>FastLoops</name>
    <message>
        <source>training runs meanwhile, slower</source>
        <translation>[ŧŕàîñîñĝ ŕûñš ɱéàñŵĥîļé, šļöŵéŕ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a Run at full speed starts once they are in</source>
        <translation>[a Ŕûñ àŧ ƒûļļ šþééđ šŧàŕŧš öñçé ŧĥéý àŕé îñ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Compiling the fast loops (first start only)</source>
        <translation>[Çöɱþîļîñĝ ŧĥé ƒàšŧ ļööþš (ƒîŕšŧ šŧàŕŧ öñļý) ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Loading the fast loops</source>
        <translation>[Ļöàđîñĝ ŧĥé ƒàšŧ ļööþš ~~~~~~]</translation>
    </message>
    <message>
        <source>Preparing the fast loops</source>
        <translation>[Þŕéþàŕîñĝ ŧĥé ƒàšŧ ļööþš ~~~~~~~]</translation>
    </message>
    <message>
        <source>Compiling a fast loop for these settings (seconds, once)</source>
        <translation>[Çöɱþîļîñĝ a ƒàšŧ ļööþ ƒöŕ ŧĥéšé šéŧŧîñĝš (šéçöñđš, öñçé) ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron Studio trains with numba-compiled loops. Until they are in, it runs the same code as Python: the same numbers, more slowly. Compiling happens once after installing (perceptron-studio-compile does it ahead).</source>
        <translation>[Þéŕçéþŧŕöñ Šŧûđîö ŧŕàîñš ŵîŧĥ ñûɱƀà-çöɱþîļéđ ļööþš. Ûñŧîļ ŧĥéý àŕé îñ, îŧ ŕûñš ŧĥé šàɱé çöđé àš Þýŧĥöñ: ŧĥé šàɱé ñûɱƀéŕš, ɱöŕé šļöŵļý. Çöɱþîļîñĝ ĥàþþéñš öñçé àƒŧéŕ îñšŧàļļîñĝ (þéŕçéþŧŕöñ-šŧûđîö-çöɱþîļé đöéš îŧ àĥéàđ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Features</name>
    <message>
        <source>row {row} is {cell}</source>
        <translation>[ŕöŵ {row} îš {cell} ~~~~~]</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: row {row} is {cell}, not a whole number (a label column holds class names or whole numbers).</source>
        <translation>[Ŧĥé çöļûɱñ {name} çàññöŧ ƀé ŧĥé ļàƀéļ çöļûɱñ: ŕöŵ {row} îš {cell}, ñöŧ a ŵĥöļé ñûɱƀéŕ (a ļàƀéļ çöļûɱñ ĥöļđš çļàšš ñàɱéš öŕ ŵĥöļé ñûɱƀéŕš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: it mixes names and numbers (row {row} is {cell}); labels are all names or all whole numbers.</source>
        <translation>[Ŧĥé çöļûɱñ {name} çàññöŧ ƀé ŧĥé ļàƀéļ çöļûɱñ: îŧ ɱîẋéš ñàɱéš àñđ ñûɱƀéŕš (ŕöŵ {row} îš {cell}); ļàƀéļš àŕé àļļ ñàɱéš öŕ àļļ ŵĥöļé ñûɱƀéŕš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: row {row}: {problem}.</source>
        <translation>[Ŧĥé çöļûɱñ {name} çàññöŧ ƀé ŧĥé ļàƀéļ çöļûɱñ: ŕöŵ {row}: {problem}. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The column {name} has {n} distinct values; a label column has at most {most} classes (the canvas shows that many). Pick the column that names the class.</source>
        <translation>[Ŧĥé çöļûɱñ {name} ĥàš {n} đîšŧîñçŧ ṽàļûéš; a ļàƀéļ çöļûɱñ ĥàš àŧ ɱöšŧ {most} çļàššéš (ŧĥé çàñṽàš šĥöŵš ŧĥàŧ ɱàñý). Þîçķ ŧĥé çöļûɱñ ŧĥàŧ ñàɱéš ŧĥé çļàšš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>All {n} classes</source>
        <translation>[Àļļ {n} çļàššéš ~~~]</translation>
    </message>
    <message>
        <source>{a} vs {b}</source>
        <translation>[{a} ṽš {b} ~]</translation>
    </message>
    <message>
        <source>{a} vs the rest</source>
        <translation>[{a} ṽš ŧĥé ŕéšŧ ~~~]</translation>
    </message>
    <message>
        <source>named like a label column</source>
        <translation>[ñàɱéđ ļîķé a ļàƀéļ çöļûɱñ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the last column</source>
        <translation>[ŧĥé ļàšŧ çöļûɱñ ~~~]</translation>
    </message>
    <message>
        <source>the last column that can be one: {name} cannot</source>
        <translation>[ŧĥé ļàšŧ çöļûɱñ ŧĥàŧ çàñ ƀé öñé: {name} çàññöŧ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The table has {n} numeric columns besides the label column {name}; two are needed to show the points.</source>
        <translation>[Ŧĥé ŧàƀļé ĥàš {n} ñûɱéŕîç çöļûɱñš ƀéšîđéš ŧĥé ļàƀéļ çöļûɱñ {name}; ŧŵö àŕé ñééđéđ ŧö šĥöŵ ŧĥé þöîñŧš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The table has 1 numeric column besides the label column {name}; two are needed to show the points.</source>
        <translation>[Ŧĥé ŧàƀļé ĥàš 1 ñûɱéŕîç çöļûɱñ ƀéšîđéš ŧĥé ļàƀéļ çöļûɱñ {name}; ŧŵö àŕé ñééđéđ ŧö šĥöŵ ŧĥé þöîñŧš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>x₁ and x₂ are both {name}: pick two different columns (the canvas plots one against the other).</source>
        <translation>[x₁ àñđ x₂ àŕé ƀöŧĥ {name}: þîçķ ŧŵö đîƒƒéŕéñŧ çöļûɱñš (ŧĥé çàñṽàš þļöŧš öñé àĝàîñšŧ ŧĥé öŧĥéŕ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name} is the label column; pick another column for {axis}.</source>
        <translation>[{name} îš ŧĥé ļàƀéļ çöļûɱñ; þîçķ àñöŧĥéŕ çöļûɱñ ƒöŕ {axis}. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The column {name} is not numeric ({cell}); pick a column of numbers for {axis}.</source>
        <translation>[Ŧĥé çöļûɱñ {name} îš ñöŧ ñûɱéŕîç ({cell}); þîçķ a çöļûɱñ öƒ ñûɱƀéŕš ƒöŕ {axis}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>A test fraction of {f} of {rows} rows leaves {train} training and {test} test rows; both need at least one.</source>
        <translation>[A ŧéšŧ ƒŕàçŧîöñ öƒ {f} öƒ {rows} ŕöŵš ļéàṽéš {train} ŧŕàîñîñĝ àñđ {test} ŧéšŧ ŕöŵš; ƀöŧĥ ñééđ àŧ ļéàšŧ öñé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>the line cannot be split into fields ({why}).</source>
        <translation>[ŧĥé ļîñé çàññöŧ ƀé šþļîŧ îñŧö ƒîéļđš ({why}). ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the quoted field {cell} has a line break inside (it goes on to line {next}); labels and values must each be on one line.</source>
        <translation>[ŧĥé ǫûöŧéđ ƒîéļđ {cell} ĥàš a ļîñé ƀŕéàķ îñšîđé (îŧ ĝöéš öñ ŧö ļîñé {next}); ļàƀéļš àñđ ṽàļûéš ɱûšŧ éàçĥ ƀé öñ öñé ļîñé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line has an odd number of &quot; characters).</source>
        <translation>[a ǫûöŧéđ ƒîéļđ îš ñöŧ çļöšéđ (ŧĥé ļîñé ĥàš àñ öđđ ñûɱƀéŕ öƒ &quot; çĥàŕàçŧéŕš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>[ŧĥé ƒîļé îš éɱþŧý. ~~~~~]</translation>
    </message>
    <message>
        <source>found 1 column ({columns})</source>
        <translation>[ƒöûñđ 1 çöļûɱñ ({columns}) ~~~~~~~~]</translation>
    </message>
    <message>
        <source>found {n} columns ({columns})</source>
        <translation>[ƒöûñđ {n} çöļûɱñš ({columns}) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source> (columns are separated by commas, semicolons or tabs)</source>
        <translation> [(çöļûɱñš àŕé šéþàŕàŧéđ ƀý çöɱɱàš, šéɱîçöļöñš öŕ ŧàƀš) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{found}; the canvas takes x1,label (points on a number line) or x1,x2,label (points in the plane), the label last{hint}.</source>
        <translation>[{found}; ŧĥé çàñṽàš ŧàķéš x1,ļàƀéļ (þöîñŧš öñ a ñûɱƀéŕ ļîñé) öŕ x1,x2,ļàƀéļ (þöîñŧš îñ ŧĥé þļàñé), ŧĥé ļàƀéļ ļàšŧ{hint}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{found}; a point set needs at least {n} feature column and a label{hint}.</source>
        <translation>[{found}; a þöîñŧ šéŧ ñééđš àŧ ļéàšŧ {n} ƒéàŧûŕé çöļûɱñ àñđ a ļàƀéļ{hint}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{found}; at most {n} feature columns and a label are allowed.</source>
        <translation>[{found}; àŧ ɱöšŧ {n} ƒéàŧûŕé çöļûɱñš àñđ a ļàƀéļ àŕé àļļöŵéđ. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the label is {text}, a number written with underscores; write labels as plain whole numbers ({plain}) or as names that do not read as numbers.</source>
        <translation>[ŧĥé ļàƀéļ îš {text}, a ñûɱƀéŕ ŵŕîŧŧéñ ŵîŧĥ ûñđéŕšçöŕéš; ŵŕîŧé ļàƀéļš àš þļàîñ ŵĥöļé ñûɱƀéŕš ({plain}) öŕ àš ñàɱéš ŧĥàŧ đö ñöŧ ŕéàđ àš ñûɱƀéŕš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the label is {text}, not a whole number.</source>
        <translation>[ŧĥé ļàƀéļ îš {text}, ñöŧ a ŵĥöļé ñûɱƀéŕ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the label is {text}, too large (labels are whole numbers up to 2**53).</source>
        <translation>[ŧĥé ļàƀéļ îš {text}, ŧöö ļàŕĝé (ļàƀéļš àŕé ŵĥöļé ñûɱƀéŕš ûþ ŧö 2**53). ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>has {n} columns, but line {line} has {first}.</source>
        <translation>[ĥàš {n} çöļûɱñš, ƀûŧ ļîñé {line} ĥàš {first}. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>[{name} îš éɱþŧý. ~~~~]</translation>
    </message>
    <message>
        <source> (write decimals with a point, not a decimal comma)</source>
        <translation> [(ŵŕîŧé đéçîɱàļš ŵîŧĥ a þöîñŧ, ñöŧ a đéçîɱàļ çöɱɱà) ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{name} is {text}, not a number{hint}.</source>
        <translation>[{name} îš {text}, ñöŧ a ñûɱƀéŕ{hint}. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{name} is {text}, not a finite number.</source>
        <translation>[{name} îš {text}, ñöŧ a ƒîñîŧé ñûɱƀéŕ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name} is {text}, too large for a 64-bit float (it overflows to infinity).</source>
        <translation>[{name} îš {text}, ŧöö ļàŕĝé ƒöŕ a 64-ƀîŧ ƒļöàŧ (îŧ öṽéŕƒļöŵš ŧö îñƒîñîŧý). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the label is empty.</source>
        <translation>[ŧĥé ļàƀéļ îš éɱþŧý. ~~~~~]</translation>
    </message>
    <message>
        <source>labels must be all numbers or all names, and line {line} has the label {label}.</source>
        <translation>[ļàƀéļš ɱûšŧ ƀé àļļ ñûɱƀéŕš öŕ àļļ ñàɱéš, àñđ ļîñé {line} ĥàš ŧĥé ļàƀéļ {label}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the label is {text}, a number, but {mixed}</source>
        <translation>[ŧĥé ļàƀéļ îš {text}, a ñûɱƀéŕ, ƀûŧ {mixed} ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>the label is {text}, a name, but {mixed}</source>
        <translation>[ŧĥé ļàƀéļ îš {text}, a ñàɱé, ƀûŧ {mixed} ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>found {n} distinct labels ({labels}); the canvas shows at most {most} classes.</source>
        <translation>[ƒöûñđ {n} đîšŧîñçŧ ļàƀéļš ({labels}); ŧĥé çàñṽàš šĥöŵš àŧ ɱöšŧ {most} çļàššéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>the delimiter {delimiter} is not one the reader recognises (a comma &apos;,&apos;, a tab &apos;\t&apos; or a semicolon &apos;;&apos;)</source>
        <translation>[ŧĥé đéļîɱîŧéŕ {delimiter} îš ñöŧ öñé ŧĥé ŕéàđéŕ ŕéçöĝñîšéš (a çöɱɱà &apos;,&apos;, a ŧàƀ &apos;\t&apos; öŕ a šéɱîçöļöñ &apos;;&apos;) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>point {n} has a coordinate that is not a finite number ({point})</source>
        <translation>[þöîñŧ {n} ĥàš a çööŕđîñàŧé ŧĥàŧ îš ñöŧ a ƒîñîŧé ñûɱƀéŕ ({point}) ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the points have {n} classes; a point-set file holds at most {most} (the canvas shows at most that many)</source>
        <translation>[ŧĥé þöîñŧš ĥàṽé {n} çļàššéš; a þöîñŧ-šéŧ ƒîļé ĥöļđš àŧ ɱöšŧ {most} (ŧĥé çàñṽàš šĥöŵš àŧ ɱöšŧ ŧĥàŧ ɱàñý) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>the label {label} of point {n} is beyond 2**53; labels are whole numbers up to 2**53 in size (exact as 64-bit floats)</source>
        <translation>[ŧĥé ļàƀéļ {label} öƒ þöîñŧ {n} îš ƀéýöñđ 2**53; ļàƀéļš àŕé ŵĥöļé ñûɱƀéŕš ûþ ŧö 2**53 îñ šîžé (éẋàçŧ àš 64-ƀîŧ ƒļöàŧš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>labels {labels} have no name in label_names</source>
        <translation>[ļàƀéļš {labels} ĥàṽé ñö ñàɱé îñ ļàƀéļ_ñàɱéš ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>the file has a header ({header}) but no rows.</source>
        <translation>[ŧĥé ƒîļé ĥàš a ĥéàđéŕ ({header}) ƀûŧ ñö ŕöŵš. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>found 1 column ({column}); a table needs feature columns and a label column (columns are separated by commas, semicolons or tabs).</source>
        <translation>[ƒöûñđ 1 çöļûɱñ ({column}); a ŧàƀļé ñééđš ƒéàŧûŕé çöļûɱñš àñđ a ļàƀéļ çöļûɱñ (çöļûɱñš àŕé šéþàŕàŧéđ ƀý çöɱɱàš, šéɱîçöļöñš öŕ ŧàƀš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the file is {size}, and a table (more than two feature columns) may be at most {limit}: it keeps every cell&apos;s text, about ten times the file&apos;s size in memory. Save fewer rows, or only the columns to train on (up to two features and the label open as points, up to {points}).</source>
        <translation>[ŧĥé ƒîļé îš {size}, àñđ a ŧàƀļé (ɱöŕé ŧĥàñ ŧŵö ƒéàŧûŕé çöļûɱñš) ɱàý ƀé àŧ ɱöšŧ {limit}: îŧ ķééþš éṽéŕý çéļļ&apos;s ŧéẋŧ, àƀöûŧ ŧéñ ŧîɱéš ŧĥé ƒîļé&apos;s šîžé îñ ɱéɱöŕý. Šàṽé ƒéŵéŕ ŕöŵš, öŕ öñļý ŧĥé çöļûɱñš ŧö ŧŕàîñ öñ (ûþ ŧö ŧŵö ƒéàŧûŕéš àñđ ŧĥé ļàƀéļ öþéñ àš þöîñŧš, ûþ ŧö {points}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>column {j} of the header has no name.</source>
        <translation>[çöļûɱñ {j} öƒ ŧĥé ĥéàđéŕ ĥàš ñö ñàɱé. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>two columns are named {name}; column names must be distinct.</source>
        <translation>[ŧŵö çöļûɱñš àŕé ñàɱéđ {name}; çöļûɱñ ñàɱéš ɱûšŧ ƀé đîšŧîñçŧ. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot save: {problem}.</source>
        <translation>[Çàññöŧ šàṽé: {problem}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object.</source>
        <translation>[ŧĥé ķéý {key} àþþéàŕš ŧŵîçé îñ öñé öƀĵéçŧ. ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to read.</source>
        <translation>[ŧĥé ĴŠÖÑ îš ñéšŧéđ ŧöö đééþļý ŧö ŕéàđ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>a value cannot be read ({why}).</source>
        <translation>[a ṽàļûé çàññöŧ ƀé ŕéàđ ({why}). ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the file ends in the middle of the JSON at column {column} (is it truncated?).</source>
        <translation>[ŧĥé ƒîļé éñđš îñ ŧĥé ɱîđđļé öƒ ŧĥé ĴŠÖÑ àŧ çöļûɱñ {column} (îš îŧ ŧŕûñçàŧéđ?). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>not valid JSON at column {column} ({why}).</source>
        <translation>[ñöŧ ṽàļîđ ĴŠÖÑ àŧ çöļûɱñ {column} ({why}). ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>is not a Perceptron Studio document: the top level is {kind}, not an object.</source>
        <translation>[îš ñöŧ a Þéŕçéþŧŕöñ Šŧûđîö đöçûɱéñŧ: ŧĥé ŧöþ ļéṽéļ îš {kind}, ñöŧ àñ öƀĵéçŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>unknown key {key}; a version {version} document has {keys}.</source>
        <translation>[ûñķñöŵñ ķéý {key}; a ṽéŕšîöñ {version} đöçûɱéñŧ ĥàš {keys}. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>has no &quot;points&quot;.</source>
        <translation>[ĥàš ñö &quot;þöîñŧš&quot;. ~~~~]</translation>
    </message>
    <message>
        <source>{key} belongs to a point-set document, and this one has a &quot;table&quot;: a document holds points or a table, one or the other (a table document has {keys}).</source>
        <translation>[{key} ƀéļöñĝš ŧö a þöîñŧ-šéŧ đöçûɱéñŧ, àñđ ŧĥîš öñé ĥàš a &quot;ŧàƀļé&quot;: a đöçûɱéñŧ ĥöļđš þöîñŧš öŕ a ŧàƀļé, öñé öŕ ŧĥé öŧĥéŕ (a ŧàƀļé đöçûɱéñŧ ĥàš {keys}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>unknown key {key}; a version {version} table document has {keys}.</source>
        <translation>[ûñķñöŵñ ķéý {key}; a ṽéŕšîöñ {version} ŧàƀļé đöçûɱéñŧ ĥàš {keys}. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>has a &quot;feature_choice&quot; but no &quot;table&quot; to choose from.</source>
        <translation>[ĥàš a &quot;ƒéàŧûŕé_çĥöîçé&quot; ƀûŧ ñö &quot;ŧàƀļé&quot; ŧö çĥööšé ƒŕöɱ. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;features&quot; is {value}; it is 1 (points [x1, label] on a line) or 2 ([x1, x2, label]).</source>
        <translation>[&quot;ƒéàŧûŕéš&quot; îš {value}; îŧ îš 1 (þöîñŧš [x1, ļàƀéļ] öñ a ļîñé) öŕ 2 ([x1, x2, ļàƀéļ]). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>has no &quot;format&quot; tag, so it is not a Perceptron Studio document.</source>
        <translation>[ĥàš ñö &quot;ƒöŕɱàŧ&quot; ŧàĝ, šö îŧ îš ñöŧ a Þéŕçéþŧŕöñ Šŧûđîö đöçûɱéñŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>this is a trained model (written by File &gt; Export Model or core.save_model), not a point set. Open a point set (.csv or .json document) here; to use the model, load it in Python with core.load_model({path}) and call its predict.</source>
        <translation>[ŧĥîš îš a ŧŕàîñéđ ɱöđéļ (ŵŕîŧŧéñ ƀý Ƒîļé &gt; Éẋþöŕŧ Ṁöđéļ öŕ çöŕé.šàṽé_ɱöđéļ), ñöŧ a þöîñŧ šéŧ. Öþéñ a þöîñŧ šéŧ (.çšṽ öŕ .ĵšöñ đöçûɱéñŧ) ĥéŕé; ŧö ûšé ŧĥé ɱöđéļ, ļöàđ îŧ îñ Þýŧĥöñ ŵîŧĥ çöŕé.ļöàđ_ɱöđéļ({path}) àñđ çàļļ îŧš þŕéđîçŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>the format is {format}, not &quot;{ours}&quot;: this is not a Perceptron Studio document.</source>
        <translation>[ŧĥé ƒöŕɱàŧ îš {format}, ñöŧ &quot;{ours}&quot;: ŧĥîš îš ñöŧ a Þéŕçéþŧŕöñ Šŧûđîö đöçûɱéñŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>has no &quot;version&quot;.</source>
        <translation>[ĥàš ñö &quot;ṽéŕšîöñ&quot;. ~~~~]</translation>
    </message>
    <message>
        <source>the version is {value}, not a whole number.</source>
        <translation>[ŧĥé ṽéŕšîöñ îš {value}, ñöŧ a ŵĥöļé ñûɱƀéŕ. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>version {version} is not supported: this version of Perceptron Studio reads version {ours}.</source>
        <translation>[ṽéŕšîöñ {version} îš ñöŧ šûþþöŕŧéđ: ŧĥîš ṽéŕšîöñ öƒ Þéŕçéþŧŕöñ Šŧûđîö ŕéàđš ṽéŕšîöñ {ours}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&quot;points&quot; is {kind}, not a list of {shape} rows.</source>
        <translation>[&quot;þöîñŧš&quot; îš {kind}, ñöŧ a ļîšŧ öƒ {shape} ŕöŵš. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>point {i} is {value}, not a list of three numbers [x1, x2, label].</source>
        <translation>[þöîñŧ {i} îš {value}, ñöŧ a ļîšŧ öƒ ŧĥŕéé ñûɱƀéŕš [x1, x2, ļàƀéļ]. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>point {i} is {value}, not a list of two numbers [x1, label] (a one-feature document).</source>
        <translation>[þöîñŧ {i} îš {value}, ñöŧ a ļîšŧ öƒ ŧŵö ñûɱƀéŕš [x1, ļàƀéļ] (a öñé-ƒéàŧûŕé đöçûɱéñŧ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>point {i}: {name} is {value}, not a finite number.</source>
        <translation>[þöîñŧ {i}: {name} îš {value}, ñöŧ a ƒîñîŧé ñûɱƀéŕ. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>point {i}: {name} is {value}, not a number.</source>
        <translation>[þöîñŧ {i}: {name} îš {value}, ñöŧ a ñûɱƀéŕ. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>point {i}: {name} is too large for a 64-bit float (it overflows to infinity).</source>
        <translation>[þöîñŧ {i}: {name} îš ŧöö ļàŕĝé ƒöŕ a 64-ƀîŧ ƒļöàŧ (îŧ öṽéŕƒļöŵš ŧö îñƒîñîŧý). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>point {i}: the label is {value}, not a whole number.</source>
        <translation>[þöîñŧ {i}: ŧĥé ļàƀéļ îš {value}, ñöŧ a ŵĥöļé ñûɱƀéŕ. ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>point {i}: the label is {value}, too large (labels are whole numbers up to 2**53).</source>
        <translation>[þöîñŧ {i}: ŧĥé ļàƀéļ îš {value}, ŧöö ļàŕĝé (ļàƀéļš àŕé ŵĥöļé ñûɱƀéŕš ûþ ŧö 2**53). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;settings&quot; is {kind}, not an object.</source>
        <translation>[&quot;šéŧŧîñĝš&quot; îš {kind}, ñöŧ àñ öƀĵéçŧ. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&quot;settings&quot;: {problem}</source>
        <translation>[&quot;šéŧŧîñĝš&quot;: {problem} ~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: {problem}.</source>
        <translation>[&quot;ļàƀéļ_ñàɱéš&quot;: {problem}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;label_names&quot; is {kind}, not an object like {example}.</source>
        <translation>[&quot;ļàƀéļ_ñàɱéš&quot; îš {kind}, ñöŧ àñ öƀĵéçŧ ļîķé {example}. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: the key {key} is not a whole-number label.</source>
        <translation>[&quot;ļàƀéļ_ñàɱéš&quot;: ŧĥé ķéý {key} îš ñöŧ a ŵĥöļé-ñûɱƀéŕ ļàƀéļ. ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: the keys {first} and {second} name the same label ({label}); give each label one name.</source>
        <translation>[&quot;ļàƀéļ_ñàɱéš&quot;: ŧĥé ķéýš {first} àñđ {second} ñàɱé ŧĥé šàɱé ļàƀéļ ({label}); ĝîṽé éàçĥ ļàƀéļ öñé ñàɱé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>[àñ öƀĵéçŧ ~]</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>[a ļîšŧ~]</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>[a šŧŕîñĝ ~]</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>[a ñûɱƀéŕ ~]</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>[ñöŧ ƒîñîŧé ~]</translation>
    </message>
    <message>
        <source>{value} ({kind})</source>
        <translation>[{value} ({kind}) ~~~~]</translation>
    </message>
    <message>
        <source>1e400 (or another number too large for a 64-bit float)</source>
        <translation>[1e400 (öŕ àñöŧĥéŕ ñûɱƀéŕ ŧöö ļàŕĝé ƒöŕ a 64-ƀîŧ ƒļöàŧ) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name}, line {line}: {problem}</source>
        <translation>[{name}, ļîñé {line}: {problem} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>unknown file type {suffix}; Perceptron Studio opens {known} files.</source>
        <translation>[ûñķñöŵñ ƒîļé ŧýþé {suffix}; Þéŕçéþŧŕöñ Šŧûđîö öþéñš {known} ƒîļéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>cannot be read ({reason}).</source>
        <translation>[çàññöŧ ƀé ŕéàđ ({reason}). ~~~~~~~~]</translation>
    </message>
    <message>
        <source>permission denied: you may not read this file.</source>
        <translation>[þéŕɱîššîöñ đéñîéđ: ýöû ɱàý ñöŧ ŕéàđ ŧĥîš ƒîļé. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the file changed while it was read (it was {before} when the read began, {after} at its end, and {read} were read), so it was not opened; open it again once the program writing it has finished.</source>
        <translation>[ŧĥé ƒîļé çĥàñĝéđ ŵĥîļé îŧ ŵàš ŕéàđ (îŧ ŵàš {before} ŵĥéñ ŧĥé ŕéàđ ƀéĝàñ, {after} àŧ îŧš éñđ, àñđ {read} ŵéŕé ŕéàđ), šö îŧ ŵàš ñöŧ öþéñéđ; öþéñ îŧ àĝàîñ öñçé ŧĥé þŕöĝŕàɱ ŵŕîŧîñĝ îŧ ĥàš ƒîñîšĥéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>is a link to {target}, which does not exist.</source>
        <translation>[îš a ļîñķ ŧö {target}, ŵĥîçĥ đöéš ñöŧ éẋîšŧ. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>no such file in {folder}.</source>
        <translation>[ñö šûçĥ ƒîļé îñ {folder}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>permission denied: a folder on the way to the file cannot be opened.</source>
        <translation>[þéŕɱîššîöñ đéñîéđ: a ƒöļđéŕ öñ ŧĥé ŵàý ŧö ŧĥé ƒîļé çàññöŧ ƀé öþéñéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>is a folder, not a file.</source>
        <translation>[îš a ƒöļđéŕ, ñöŧ a ƒîļé. ~~~~~~~]</translation>
    </message>
    <message>
        <source>is not a regular file (a pipe, socket or device cannot be opened).</source>
        <translation>[îš ñöŧ a ŕéĝûļàŕ ƒîļé (a þîþé, šöçķéŧ öŕ đéṽîçé çàññöŧ ƀé öþéñéđ). ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the file is {size}, over the limit of {limit}.</source>
        <translation>[ŧĥé ƒîļé îš {size}, öṽéŕ ŧĥé ļîɱîŧ öƒ {limit}. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>the file is over the limit of {limit}.</source>
        <translation>[ŧĥé ƒîļé îš öṽéŕ ŧĥé ļîɱîŧ öƒ {limit}. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source> (in Excel: save as CSV UTF-8)</source>
        <translation> [(îñ Éẋçéļ: šàṽé àš ÇŠṼ ÛŦƑ-8) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>is not a text file: it contains NUL characters.</source>
        <translation>[îš ñöŧ a ŧéẋŧ ƒîļé: îŧ çöñŧàîñš ÑÛĻ çĥàŕàçŧéŕš. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>is a ZIP archive (an Excel workbook?), not a text file; save it as CSV first.</source>
        <translation>[îš a ŽÎÞ àŕçĥîṽé (àñ Éẋçéļ ŵöŕķƀööķ?), ñöŧ a ŧéẋŧ ƒîļé; šàṽé îŧ àš ÇŠṼ ƒîŕšŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>is not a text file: it contains binary data (a NUL byte at byte {nul}).</source>
        <translation>[îš ñöŧ a ŧéẋŧ ƒîļé: îŧ çöñŧàîñš ƀîñàŕý đàŧà (a ÑÛĻ ƀýŧé àŧ ƀýŧé {nul}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>byte {byte} is not valid {encoding} text; save the file as UTF-8{hint}.</source>
        <translation>[ƀýŧé {byte} îš ñöŧ ṽàļîđ {encoding} ŧéẋŧ; šàṽé ŧĥé ƒîļé àš ÛŦƑ-8{hint}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: {problem}</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: {problem} ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;table&quot;: {problem}</source>
        <translation>[&quot;ŧàƀļé&quot;: {problem} ~~~~~]</translation>
    </message>
    <message>
        <source>&quot;table&quot; is {value}, not an object with &quot;columns&quot; (the column names) and &quot;rows&quot; (the cells).</source>
        <translation>[&quot;ŧàƀļé&quot; îš {value}, ñöŧ àñ öƀĵéçŧ ŵîŧĥ &quot;çöļûɱñš&quot; (ŧĥé çöļûɱñ ñàɱéš) àñđ &quot;ŕöŵš&quot; (ŧĥé çéļļš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&quot;table&quot;: unknown key {key}; a table has {keys}.</source>
        <translation>[&quot;ŧàƀļé&quot;: ûñķñöŵñ ķéý {key}; a ŧàƀļé ĥàš {keys}. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&quot;table&quot; has no &quot;columns&quot;: give a list of the column names.</source>
        <translation>[&quot;ŧàƀļé&quot; ĥàš ñö &quot;çöļûɱñš&quot;: ĝîṽé a ļîšŧ öƒ ŧĥé çöļûɱñ ñàɱéš. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;table&quot; has no &quot;rows&quot;: give one list of cells per row.</source>
        <translation>[&quot;ŧàƀļé&quot; ĥàš ñö &quot;ŕöŵš&quot;: ĝîṽé öñé ļîšŧ öƒ çéļļš þéŕ ŕöŵ. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;columns&quot; is {value}; it is a list of the column names, at least two (features and the label column).</source>
        <translation>[&quot;çöļûɱñš&quot; îš {value}; îŧ îš a ļîšŧ öƒ ŧĥé çöļûɱñ ñàɱéš, àŧ ļéàšŧ ŧŵö (ƒéàŧûŕéš àñđ ŧĥé ļàƀéļ çöļûɱñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&quot;columns&quot;: column {j} is {value}; a column name is a non-empty string.</source>
        <translation>[&quot;çöļûɱñš&quot;: çöļûɱñ {j} îš {value}; a çöļûɱñ ñàɱé îš a ñöñ-éɱþŧý šŧŕîñĝ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>&quot;columns&quot;: two columns are named {name}; column names must be distinct.</source>
        <translation>[&quot;çöļûɱñš&quot;: ŧŵö çöļûɱñš àŕé ñàɱéđ {name}; çöļûɱñ ñàɱéš ɱûšŧ ƀé đîšŧîñçŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&quot;rows&quot; is {value}, not a list of rows (one list of cells per row).</source>
        <translation>[&quot;ŕöŵš&quot; îš {value}, ñöŧ a ļîšŧ öƒ ŕöŵš (öñé ļîšŧ öƒ çéļļš þéŕ ŕöŵ). ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&quot;rows&quot; is empty; a table has at least one row: one list of cells per row.</source>
        <translation>[&quot;ŕöŵš&quot; îš éɱþŧý; a ŧàƀļé ĥàš àŧ ļéàšŧ öñé ŕöŵ: öñé ļîšŧ öƒ çéļļš þéŕ ŕöŵ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i} is {value}, not a list of cells (one string per column).</source>
        <translation>[&quot;ŕöŵš&quot;: ŕöŵ {i} îš {value}, ñöŧ a ļîšŧ öƒ çéļļš (öñé šŧŕîñĝ þéŕ çöļûɱñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i} has {n} cells, but there are {m} columns; a row has one cell per column.</source>
        <translation>[&quot;ŕöŵš&quot;: ŕöŵ {i} ĥàš {n} çéļļš, ƀûŧ ŧĥéŕé àŕé {m} çöļûɱñš; a ŕöŵ ĥàš öñé çéļļ þéŕ çöļûɱñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i}, column {name} is {value}; cells are strings, the text the CSV file had (write &quot;5.1&quot;, not 5.1).</source>
        <translation>[&quot;ŕöŵš&quot;: ŕöŵ {i}, çöļûɱñ {name} îš {value}; çéļļš àŕé šŧŕîñĝš, ŧĥé ŧéẋŧ ŧĥé ÇŠṼ ƒîļé ĥàđ (ŵŕîŧé &quot;5.1&quot;, ñöŧ 5.1). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot; is {value}, not an object with {keys}.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot; îš {value}, ñöŧ àñ öƀĵéçŧ ŵîŧĥ {keys}. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: unknown key {key}; a feature choice has {keys}.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: ûñķñöŵñ ķéý {key}; a ƒéàŧûŕé çĥöîçé ĥàš {keys}. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot; has no &quot;{key}&quot;; it names the label column and the two features.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot; ĥàš ñö &quot;{key}&quot;; îŧ ñàɱéš ŧĥé ļàƀéļ çöļûɱñ àñđ ŧĥé ŧŵö ƒéàŧûŕéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;features&quot; is {value}; it is a list of two column names (x₁, x₂).</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;ƒéàŧûŕéš&quot; îš {value}; îŧ îš a ļîšŧ öƒ ŧŵö çöļûɱñ ñàɱéš (x₁, x₂). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;scaling&quot; is {value}; choose one of {names}.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;šçàļîñĝ&quot; îš {value}; çĥööšé öñé öƒ {names}. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;test_fraction&quot; is {value}; it is a number strictly between 0 and 1 (0.3 holds out 30% of the rows), or 0 for no test set.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;ŧéšŧ_ƒŕàçŧîöñ&quot; îš {value}; îŧ îš a ñûɱƀéŕ šŧŕîçŧļý ƀéŧŵééñ 0 àñđ 1 (0.3 ĥöļđš öûŧ 30% öƒ ŧĥé ŕöŵš), öŕ 0 ƒöŕ ñö ŧéšŧ šéŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;seed&quot; is {value}; it is a whole number from 0 to 2**32 - 1.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;šééđ&quot; îš {value}; îŧ îš a ŵĥöļé ñûɱƀéŕ ƒŕöɱ 0 ŧö 2**32 - 1. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;classes&quot; is {value}; it is a list of the label column&apos;s classes kept (empty or absent: all of them).</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;çļàššéš&quot; îš {value}; îŧ îš a ļîšŧ öƒ ŧĥé ļàƀéļ çöļûɱñ&apos;s çļàššéš ķéþŧ (éɱþŧý öŕ àƀšéñŧ: àļļ öƒ ŧĥéɱ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;versus_rest&quot; is {value}; it is true (one class against the rest) or false.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;ṽéŕšûš_ŕéšŧ&quot; îš {value}; îŧ îš ŧŕûé (öñé çļàšš àĝàîñšŧ ŧĥé ŕéšŧ) öŕ ƒàļšé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;{key}&quot; holds {value}; columns are given by name, one of {names}.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: &quot;{key}&quot; ĥöļđš {value}; çöļûɱñš àŕé ĝîṽéñ ƀý ñàɱé, öñé öƒ {names}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: No column is named {name}; the columns are {names}.</source>
        <translation>[&quot;ƒéàŧûŕé_çĥöîçé&quot;: Ñö çöļûɱñ îš ñàɱéđ {name}; ŧĥé çöļûɱñš àŕé {names}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>{start}… (a whole number of {n} digits)</source>
        <translation>[{start}… (a ŵĥöļé ñûɱƀéŕ öƒ {n} đîĝîŧš) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>[ñöŧ a ƒîñîŧé ñûɱƀéŕ ~~~~~]</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Point sets (*.json *.csv *.tsv *.txt);;All files (*)</source>
        <translation>[Þöîñŧ šéŧš (*.ĵšöñ *.çšṽ *.ŧšṽ *.ŧẋŧ);;Àļļ ƒîļéš (*) ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron Studio document (*.json)</source>
        <translation>[Þéŕçéþŧŕöñ Šŧûđîö đöçûɱéñŧ (*.ĵšöñ) ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>CSV points x1,x2,label (*.csv)</source>
        <translation>[ÇŠṼ þöîñŧš x1,x2,ļàƀéļ (*.çšṽ) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Tab-separated points x1 x2 label (*.tsv *.txt)</source>
        <translation>[Ŧàƀ-šéþàŕàŧéđ þöîñŧš x1 x2 ļàƀéļ (*.ŧšṽ *.ŧẋŧ) ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Semicolon-separated points x1;x2;label (*.csv *.txt)</source>
        <translation>[Šéɱîçöļöñ-šéþàŕàŧéđ þöîñŧš x1;x2;ļàƀéļ (*.çšṽ *.ŧẋŧ) ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron Studio document with the table and the feature choice (*.json)</source>
        <translation>[Þéŕçéþŧŕöñ Šŧûđîö đöçûɱéñŧ ŵîŧĥ ŧĥé ŧàƀļé àñđ ŧĥé ƒéàŧûŕé çĥöîçé (*.ĵšöñ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>CSV table, every column (*.csv)</source>
        <translation>[ÇŠṼ ŧàƀļé, éṽéŕý çöļûɱñ (*.çšṽ) ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Tab-separated table, every column (*.tsv *.txt)</source>
        <translation>[Ŧàƀ-šéþàŕàŧéđ ŧàƀļé, éṽéŕý çöļûɱñ (*.ŧšṽ *.ŧẋŧ) ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Semicolon-separated table, every column (*.csv *.txt)</source>
        <translation>[Šéɱîçöļöñ-šéþàŕàŧéđ ŧàƀļé, éṽéŕý çöļûɱñ (*.çšṽ *.ŧẋŧ) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>[Öþéñ &amp;Réçéñŧ ~~]</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>[(ñöñé)~]</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>[Ûñšàṽéđ çĥàñĝéš ~~~]</translation>
    </message>
    <message>
        <source>{name} is a bundled example (read-only). Save your changes as a copy?</source>
        <translation>[{name} îš a ƀûñđļéđ éẋàɱþļé (ŕéàđ-öñļý). Šàṽé ýöûŕ çĥàñĝéš àš a çöþý? ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>[Šàṽé ŧĥé çĥàñĝéš ŧö {name}? ~~~~~~~~]</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>[ŧĥîš đöçûɱéñŧ ~~~]</translation>
    </message>
    <message>
        <source>Open point set</source>
        <translation>[Öþéñ þöîñŧ šéŧ ~~~]</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>[Ļöàđîñĝ {name} ~~~]</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>[Çàññöŧ öþéñ ŧĥé ƒîļé ~~~~~]</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>[Çàññöŧ öþéñ ŧĥé éẋàɱþļé ~~~~~~~]</translation>
    </message>
    <message>
        <source>Kept the edited document; {name} was not opened.</source>
        <translation>[Ķéþŧ ŧĥé éđîŧéđ đöçûɱéñŧ; {name} ŵàš ñöŧ öþéñéđ. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{name} was not opened: {error}. The open document (points, settings, undo history), its run and every view are as they were.</source>
        <translation>[{name} ŵàš ñöŧ öþéñéđ: {error}. Ŧĥé öþéñ đöçûɱéñŧ (þöîñŧš, šéŧŧîñĝš, ûñđö ĥîšŧöŕý), îŧš ŕûñ àñđ éṽéŕý ṽîéŵ àŕé àš ŧĥéý ŵéŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Opened the table {name}: {note}</source>
        <translation>[Öþéñéđ ŧĥé ŧàƀļé {name}: {note} ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Opened {n} points from {path}. {note}</source>
        <translation>[Öþéñéđ {n} þöîñŧš ƒŕöɱ {path}. {note} ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Opened {n} points from {path}.</source>
        <translation>[Öþéñéđ {n} þöîñŧš ƒŕöɱ {path}. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{far} of the {n} points lie outside the widest view the canvas can show ({half} each side of the points&apos; centre): they are in the document and its run, but not on screen.</source>
        <translation>[{far} öƒ ŧĥé {n} þöîñŧš ļîé öûŧšîđé ŧĥé ŵîđéšŧ ṽîéŵ ŧĥé çàñṽàš çàñ šĥöŵ ({half} éàçĥ šîđé öƒ ŧĥé þöîñŧš&apos; çéñŧŕé): ŧĥéý àŕé îñ ŧĥé đöçûɱéñŧ àñđ îŧš ŕûñ, ƀûŧ ñöŧ öñ šçŕééñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>[Šàṽé ŧàƀļé ~]</translation>
    </message>
    <message>
        <source>Save point set</source>
        <translation>[Šàṽé þöîñŧ šéŧ ~~~]</translation>
    </message>
    <message>
        <source>Save as CSV</source>
        <translation>[Šàṽé àš ÇŠṼ ~~]</translation>
    </message>
    <message>
        <source>A CSV file keeps only the points and their labels: this document&apos;s training settings (algorithm, learning rate, order and the rest) are not saved in it. Save as a Perceptron Studio document (.json) to keep them.</source>
        <translation>[A ÇŠṼ ƒîļé ķééþš öñļý ŧĥé þöîñŧš àñđ ŧĥéîŕ ļàƀéļš: ŧĥîš đöçûɱéñŧ&apos;s ŧŕàîñîñĝ šéŧŧîñĝš (àļĝöŕîŧĥɱ, ļéàŕñîñĝ ŕàŧé, öŕđéŕ àñđ ŧĥé ŕéšŧ) àŕé ñöŧ šàṽéđ îñ îŧ. Šàṽé àš a Þéŕçéþŧŕöñ Šŧûđîö đöçûɱéñŧ (.ĵšöñ) ŧö ķééþ ŧĥéɱ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>[Đöñ&apos;t àšķ àĝàîñ ~~~]</translation>
    </message>
    <message>
        <source>Cannot save into the bundled examples</source>
        <translation>[Çàññöŧ šàṽé îñŧö ŧĥé ƀûñđļéđ éẋàɱþļéš ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{name} is a bundled example, a read-only template: save your own copy with File &gt; Save As in another folder.</source>
        <translation>[{name} îš a ƀûñđļéđ éẋàɱþļé, a ŕéàđ-öñļý ŧéɱþļàŧé: šàṽé ýöûŕ öŵñ çöþý ŵîŧĥ Ƒîļé &gt; Šàṽé Àš îñ àñöŧĥéŕ ƒöļđéŕ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Save cancelled: {path} was not changed, and the document still has its changes.</source>
        <translation>[Šàṽé çàñçéļļéđ: {path} ŵàš ñöŧ çĥàñĝéđ, àñđ ŧĥé đöçûɱéñŧ šŧîļļ ĥàš îŧš çĥàñĝéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>[Çàññöŧ šàṽé ~~]</translation>
    </message>
    <message>
        <source>{path}: {reason}. Nothing was lost: the document is still open.</source>
        <translation>[{path}: {reason}. Ñöŧĥîñĝ ŵàš ļöšŧ: ŧĥé đöçûɱéñŧ îš šŧîļļ öþéñ. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>A CSV file keeps the points and label names; save as .json to keep the settings too.</source>
        <translation>[A ÇŠṼ ƒîļé ķééþš ŧĥé þöîñŧš àñđ ļàƀéļ ñàɱéš; šàṽé àš .ĵšöñ ŧö ķééþ ŧĥé šéŧŧîñĝš ŧöö. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The file keeps every column; the feature choice (label column, features, scaling, test split) and the settings are kept only in a .json document (File &gt; Save As… .json).</source>
        <translation>[Ŧĥé ƒîļé ķééþš éṽéŕý çöļûɱñ; ŧĥé ƒéàŧûŕé çĥöîçé (ļàƀéļ çöļûɱñ, ƒéàŧûŕéš, šçàļîñĝ, ŧéšŧ šþļîŧ) àñđ ŧĥé šéŧŧîñĝš àŕé ķéþŧ öñļý îñ a .ĵšöñ đöçûɱéñŧ (Ƒîļé &gt; Šàṽé Àš… .ĵšöñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Saved {n} points to {path}.</source>
        <translation>[Šàṽéđ {n} þöîñŧš ŧö {path}. ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Saved the table ({rows} rows, {columns} columns) to {path}.</source>
        <translation>[Šàṽéđ ŧĥé ŧàƀļé ({rows} ŕöŵš, {columns} çöļûɱñš) ŧö {path}. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Saving {rows} rows to {name}…</source>
        <translation>[Šàṽîñĝ {rows} ŕöŵš ŧö {name}… ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçéļ~]</translation>
    </message>
    <message>
        <source>{rows} rows, {columns} columns; the label column is {label} ({why}); trains on the two chosen features {x1} and {x2} (Data &gt; Choose Features picks others).</source>
        <translation>[{rows} ŕöŵš, {columns} çöļûɱñš; ŧĥé ļàƀéļ çöļûɱñ îš {label} ({why}); ŧŕàîñš öñ ŧĥé ŧŵö çĥöšéñ ƒéàŧûŕéš {x1} àñđ {x2} (Đàŧà &gt; Çĥööšé Ƒéàŧûŕéš þîçķš öŧĥéŕš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The first column has no name, and its values are not row numbers 0, 1, 2, ...: it is read as a feature ({name}).</source>
        <translation>[Ŧĥé ƒîŕšŧ çöļûɱñ ĥàš ñö ñàɱé, àñđ îŧš ṽàļûéš àŕé ñöŧ ŕöŵ ñûɱƀéŕš 0, 1, 2, ...: îŧ îš ŕéàđ àš a ƒéàŧûŕé ({name}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The first column has no name and holds names (an index column): it was left out.</source>
        <translation>[Ŧĥé ƒîŕšŧ çöļûɱñ ĥàš ñö ñàɱé àñđ ĥöļđš ñàɱéš (àñ îñđéẋ çöļûɱñ): îŧ ŵàš ļéƒŧ öûŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The first column has no name and holds row numbers (an index column): it was left out.</source>
        <translation>[Ŧĥé ƒîŕšŧ çöļûɱñ ĥàš ñö ñàɱé àñđ ĥöļđš ŕöŵ ñûɱƀéŕš (àñ îñđéẋ çöļûɱñ): îŧ ŵàš ļéƒŧ öûŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The first column has no name and holds row numbers {first} to {last} (an index column): it was left out.</source>
        <translation>[Ŧĥé ƒîŕšŧ çöļûɱñ ĥàš ñö ñàɱé àñđ ĥöļđš ŕöŵ ñûɱƀéŕš {first} ŧö {last} (àñ îñđéẋ çöļûɱñ): îŧ ŵàš ļéƒŧ öûŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>no test rows</source>
        <translation>[ñö ŧéšŧ ŕöŵš ~~]</translation>
    </message>
    <message>
        <source>{n} of {rows} rows held out for testing (seed {seed})</source>
        <translation>[{n} öƒ {rows} ŕöŵš ĥéļđ öûŧ ƒöŕ ŧéšŧîñĝ (šééđ {seed}) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>x₁ {x1}, x₂ {x2}{scaled}, {split}; label column {label}, {columns} columns.</source>
        <translation>[x₁ {x1}, x₂ {x2}{scaled}, {split}; ļàƀéļ çöļûɱñ {label}, {columns} çöļûɱñš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Which perceptron. Perceptron: on each mistake w ← w + η·y·x. Averaged: predicts with the mean of w over every step (running averages, memory-efficient). Voted: every w seen votes, weighted by how many examples it survived. Kernel: the kernel trick, f(x) = Σ αᵢ yᵢ K(xᵢ, x). Batch gradient (note 003): gradient descent on the perceptron loss Σ max(0, −y·a), one step of size μ per pass over the whole set (the CMU notes&apos; &quot;batch perceptron&quot; is another thing: the online loop run epoch by epoch on a fixed set, which is &quot;Perceptron&quot; here). Logistic regression (SGD): w ← w − η_t·ℓ′·x on ℓ = ln(1 + e^(−y·a)), every example moves w a little. Hinge / linear SVM (SGD): the same on max(0, 1 − y·a) with L2 α.</source>
        <translation>[Ŵĥîçĥ þéŕçéþŧŕöñ. Þéŕçéþŧŕöñ: öñ éàçĥ ɱîšŧàķé w ← w + η·y·x. Àṽéŕàĝéđ: þŕéđîçŧš ŵîŧĥ ŧĥé ɱéàñ öƒ w öṽéŕ éṽéŕý šŧéþ (ŕûññîñĝ àṽéŕàĝéš, ɱéɱöŕý-éƒƒîçîéñŧ). Ṽöŧéđ: éṽéŕý w šééñ ṽöŧéš, ŵéîĝĥŧéđ ƀý ĥöŵ ɱàñý éẋàɱþļéš îŧ šûŕṽîṽéđ. Ķéŕñéļ: ŧĥé ķéŕñéļ ŧŕîçķ, f(x) = Σ αᵢ yᵢ K(xᵢ, x). Ɓàŧçĥ ĝŕàđîéñŧ (ñöŧé 003): ĝŕàđîéñŧ đéšçéñŧ öñ ŧĥé þéŕçéþŧŕöñ ļöšš Σ ɱàẋ(0, −y·a), öñé šŧéþ öƒ šîžé μ þéŕ þàšš öṽéŕ ŧĥé ŵĥöļé šéŧ (ŧĥé ÇṀÛ ñöŧéš&apos; &quot;ƀàŧçĥ þéŕçéþŧŕöñ&quot; îš àñöŧĥéŕ ŧĥîñĝ: ŧĥé öñļîñé ļööþ ŕûñ éþöçĥ ƀý éþöçĥ öñ a ƒîẋéđ šéŧ, ŵĥîçĥ îš &quot;Þéŕçéþŧŕöñ&quot; ĥéŕé). Ļöĝîšŧîç ŕéĝŕéššîöñ (ŠĜĐ): w ← w − η_t·ℓ′·x öñ ℓ = ļñ(1 + e^(−y·a)), éṽéŕý éẋàɱþļé ɱöṽéš w a ļîŧŧļé. Ĥîñĝé / ļîñéàŕ ŠṼṀ (ŠĜĐ): ŧĥé šàɱé öñ ɱàẋ(0, 1 − y·a) ŵîŧĥ L2 α. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The learning rate (step size) η: on a mistake w ← w + η·y·x and b ← b + η·y; η = 1 is the notes&apos; perceptron. From w₀ = 0, η only rescales w: the boundary and the mistakes stay the same. For the SGD learners it is η₀, the start of the schedule η_t.</source>
        <translation>[Ŧĥé ļéàŕñîñĝ ŕàŧé (šŧéþ šîžé) η: öñ a ɱîšŧàķé w ← w + η·y·x àñđ b ← b + η·y; η = 1 îš ŧĥé ñöŧéš&apos; þéŕçéþŧŕöñ. Ƒŕöɱ w₀ = 0, η öñļý ŕéšçàļéš w: ŧĥé ƀöûñđàŕý àñđ ŧĥé ɱîšŧàķéš šŧàý ŧĥé šàɱé. Ƒöŕ ŧĥé ŠĜĐ ļéàŕñéŕš îŧ îš η₀, ŧĥé šŧàŕŧ öƒ ŧĥé šçĥéđûļé η_t. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Fit the intercept (offset) b: the score is a = w·x + b and the boundary w·x + b = 0 can lie anywhere. Off, a = w·x: a linear classifier through the origin. (Same as folding b into w with x′ = [1, x].)</source>
        <translation>[Ƒîŧ ŧĥé îñŧéŕçéþŧ (öƒƒšéŧ) b: ŧĥé šçöŕé îš a = w·x + b àñđ ŧĥé ƀöûñđàŕý w·x + b = 0 çàñ ļîé àñýŵĥéŕé. Öƒƒ, a = w·x: a ļîñéàŕ çļàššîƒîéŕ ŧĥŕöûĝĥ ŧĥé öŕîĝîñ. (Šàɱé àš ƒöļđîñĝ b îñŧö w ŵîŧĥ x′ = [1, x].) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>w₀[1]: the first component of the initial weight vector w₀ (the perceptron starts from w₁ = w₀).</source>
        <translation>[w₀[1]: ŧĥé ƒîŕšŧ çöɱþöñéñŧ öƒ ŧĥé îñîŧîàļ ŵéîĝĥŧ ṽéçŧöŕ w₀ (ŧĥé þéŕçéþŧŕöñ šŧàŕŧš ƒŕöɱ w₁ = w₀). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>w₀[2]: the second component of the initial weight vector w₀ (the notes start from all zeros).</source>
        <translation>[w₀[2]: ŧĥé šéçöñđ çöɱþöñéñŧ öƒ ŧĥé îñîŧîàļ ŵéîĝĥŧ ṽéçŧöŕ w₀ (ŧĥé ñöŧéš šŧàŕŧ ƒŕöɱ àļļ žéŕöš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>b₀: the initial intercept b (the notes start from b = 0).</source>
        <translation>[b₀: ŧĥé îñîŧîàļ îñŧéŕçéþŧ b (ŧĥé ñöŧéš šŧàŕŧ ƒŕöɱ b = 0). ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>What a score of exactly 0 counts as. A mistake: update when y·a ≤ 0 (PerceptronTrain; a point on the boundary is an error, note 004). Positive: predict + iff a ≥ 0 (the CMU slides). Negative: predict + iff a &gt; 0 (score 0 predicts −).</source>
        <translation>[Ŵĥàŧ a šçöŕé öƒ éẋàçŧļý 0 çöûñŧš àš. A ɱîšŧàķé: ûþđàŧé ŵĥéñ y·a ≤ 0 (ÞéŕçéþŧŕöñŦŕàîñ; a þöîñŧ öñ ŧĥé ƀöûñđàŕý îš àñ éŕŕöŕ, ñöŧé 004). Þöšîŧîṽé: þŕéđîçŧ + îƒƒ a ≥ 0 (ŧĥé ÇṀÛ šļîđéš). Ñéĝàŧîṽé: þŕéđîçŧ + îƒƒ a &gt; 0 (šçöŕé 0 þŕéđîçŧš −). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The order the examples are looked at in each epoch: as given (the lecture&apos;s traces), or reshuffled every epoch (shuffle the data and start again: stochastic gradient descent).</source>
        <translation>[Ŧĥé öŕđéŕ ŧĥé éẋàɱþļéš àŕé ļööķéđ àŧ îñ éàçĥ éþöçĥ: àš ĝîṽéñ (ŧĥé ļéçŧûŕé&apos;s ŧŕàçéš), öŕ ŕéšĥûƒƒļéđ éṽéŕý éþöçĥ (šĥûƒƒļé ŧĥé đàŧà àñđ šŧàŕŧ àĝàîñ: šŧöçĥàšŧîç ĝŕàđîéñŧ đéšçéñŧ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The random seed of the reshuffles: the same seed gives the same order, so a run can be repeated.</source>
        <translation>[Ŧĥé ŕàñđöɱ šééđ öƒ ŧĥé ŕéšĥûƒƒļéš: ŧĥé šàɱé šééđ ĝîṽéš ŧĥé šàɱé öŕđéŕ, šö a ŕûñ çàñ ƀé ŕéþéàŧéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>MaxIter: the most epochs (passes over the training set) to run. Training stops earlier after the first epoch with no mistake (converged); on data that is not linearly separable it never does.</source>
        <translation>[ṀàẋÎŧéŕ: ŧĥé ɱöšŧ éþöçĥš (þàššéš öṽéŕ ŧĥé ŧŕàîñîñĝ šéŧ) ŧö ŕûñ. Ŧŕàîñîñĝ šŧöþš éàŕļîéŕ àƒŧéŕ ŧĥé ƒîŕšŧ éþöçĥ ŵîŧĥ ñö ɱîšŧàķé (çöñṽéŕĝéđ); öñ đàŧà ŧĥàŧ îš ñöŧ ļîñéàŕļý šéþàŕàƀļé îŧ ñéṽéŕ đöéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The kernel K(x, z) of the kernel trick: RBF exp(−γ‖x−z‖²), polynomial (x·z + c₀)ᵈ, or linear x·z (the plain perceptron in its dual form).</source>
        <translation>[Ŧĥé ķéŕñéļ K(x, z) öƒ ŧĥé ķéŕñéļ ŧŕîçķ: ŔƁƑ éẋþ(−γ‖x−z‖²), þöļýñöɱîàļ (x·z + c₀)ᵈ, öŕ ļîñéàŕ x·z (ŧĥé þļàîñ þéŕçéþŧŕöñ îñ îŧš đûàļ ƒöŕɱ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The degree d of the polynomial kernel (x·z + c₀)ᵈ: d = 2 separates XOR.</source>
        <translation>[Ŧĥé đéĝŕéé d öƒ ŧĥé þöļýñöɱîàļ ķéŕñéļ (x·z + c₀)ᵈ: d = 2 šéþàŕàŧéš ẊÖŔ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>γ of the RBF kernel exp(−γ‖x−z‖²): a larger γ makes each point&apos;s influence more local.</source>
        <translation>[γ öƒ ŧĥé ŔƁƑ ķéŕñéļ éẋþ(−γ‖x−z‖²): a ļàŕĝéŕ γ ɱàķéš éàçĥ þöîñŧ&apos;s îñƒļûéñçé ɱöŕé ļöçàļ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>c₀ of the polynomial kernel (x·z + c₀)ᵈ: how much the lower-degree terms count.</source>
        <translation>[c₀ öƒ ŧĥé þöļýñöɱîàļ ķéŕñéļ (x·z + c₀)ᵈ: ĥöŵ ɱûçĥ ŧĥé ļöŵéŕ-đéĝŕéé ŧéŕɱš çöûñŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The learning-rate schedule α_t of stochastic gradient descent (note 000), η_t here: constant η₀, 1/t (η₀/t) or η₀/tᵖ. SGD finds a minimum when Σα_t = ∞ and Σα_t² &lt; ∞ (Robbins-Monro): 1/t meets both, a constant rate only the first, η₀/tᵖ both for ½ &lt; p ≤ 1. The Learning curves show both sums.</source>
        <translation>[Ŧĥé ļéàŕñîñĝ-ŕàŧé šçĥéđûļé α_t öƒ šŧöçĥàšŧîç ĝŕàđîéñŧ đéšçéñŧ (ñöŧé 000), η_t ĥéŕé: çöñšŧàñŧ η₀, 1/t (η₀/t) öŕ η₀/tᵖ. ŠĜĐ ƒîñđš a ɱîñîɱûɱ ŵĥéñ Σα_t = ∞ àñđ Σα_t² &lt; ∞ (Ŕöƀƀîñš-Ṁöñŕö): 1/t ɱééŧš ƀöŧĥ, a çöñšŧàñŧ ŕàŧé öñļý ŧĥé ƒîŕšŧ, η₀/tᵖ ƀöŧĥ ƒöŕ ½ &lt; p ≤ 1. Ŧĥé Ļéàŕñîñĝ çûŕṽéš šĥöŵ ƀöŧĥ šûɱš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>p of the schedule η_t = η₀/tᵖ: Σα_t = ∞ needs p ≤ 1, Σα_t² &lt; ∞ needs p &gt; ½.</source>
        <translation>[p öƒ ŧĥé šçĥéđûļé η_t = η₀/tᵖ: Σα_t = ∞ ñééđš p ≤ 1, Σα_t² &lt; ∞ ñééđš p &gt; ½. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>α: the L2 regularisation of the hinge loss (the linear SVM), minimising Σ max(0, 1 − y·a) / n + α/2·‖w‖²: each step also shrinks w by (1 − η_t·α), as scikit-learn&apos;s SGDClassifier.</source>
        <translation>[α: ŧĥé L2 ŕéĝûļàŕîšàŧîöñ öƒ ŧĥé ĥîñĝé ļöšš (ŧĥé ļîñéàŕ ŠṼṀ), ɱîñîɱîšîñĝ Σ ɱàẋ(0, 1 − y·a) / n + α/2·‖w‖²: éàçĥ šŧéþ àļšö šĥŕîñķš w ƀý (1 − η_t·α), àš šçîķîŧ-ļéàŕñ&apos;s ŠĜĐÇļàššîƒîéŕ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Run speed: examples looked at per second, from 1 up to as fast as the engine goes (max).</source>
        <translation>[Ŕûñ šþééđ: éẋàɱþļéš ļööķéđ àŧ þéŕ šéçöñđ, ƒŕöɱ 1 ûþ ŧö àš ƒàšŧ àš ŧĥé éñĝîñé ĝöéš (ɱàẋ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Applies to two classes only (the multiclass perceptron starts every wᶜ at 0).</source>
        <translation>[Àþþļîéš ŧö ŧŵö çļàššéš öñļý (ŧĥé ɱûļŧîçļàšš þéŕçéþŧŕöñ šŧàŕŧš éṽéŕý wᶜ àŧ 0). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>t: the step, counting every example looked at since the start (t = 1, 2, 3, …), as in the lecture&apos;s trace.</source>
        <translation>[t: ŧĥé šŧéþ, çöûñŧîñĝ éṽéŕý éẋàɱþļé ļööķéđ àŧ šîñçé ŧĥé šŧàŕŧ (t = 1, 2, 3, …), àš îñ ŧĥé ļéçŧûŕé&apos;s ŧŕàçé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The epoch: the pass over the training set this example belongs to (an epoch looks at each example once).</source>
        <translation>[Ŧĥé éþöçĥ: ŧĥé þàšš öṽéŕ ŧĥé ŧŕàîñîñĝ šéŧ ŧĥîš éẋàɱþļé ƀéļöñĝš ŧö (àñ éþöçĥ ļööķš àŧ éàçĥ éẋàɱþļé öñçé). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>x₁: the first feature of the example x⁽ᵗ⁾ looked at.</source>
        <translation>[x₁: ŧĥé ƒîŕšŧ ƒéàŧûŕé öƒ ŧĥé éẋàɱþļé x⁽ᵗ⁾ ļööķéđ àŧ. ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>x₂: the second feature of the example x⁽ᵗ⁾ looked at.</source>
        <translation>[x₂: ŧĥé šéçöñđ ƒéàŧûŕé öƒ ŧĥé éẋàɱþļé x⁽ᵗ⁾ ļööķéđ àŧ. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The score (activation) a = w·x + b of the example under w and b before the update; ŷ is its sign.</source>
        <translation>[Ŧĥé šçöŕé (àçŧîṽàŧîöñ) a = w·x + b öƒ ŧĥé éẋàɱþļé ûñđéŕ w àñđ b ƀéƒöŕé ŧĥé ûþđàŧé; ŷ îš îŧš šîĝñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The score (activation) a = w·x of the example under w before the update (through the origin: no b).</source>
        <translation>[Ŧĥé šçöŕé (àçŧîṽàŧîöñ) a = w·x öƒ ŧĥé éẋàɱþļé ûñđéŕ w ƀéƒöŕé ŧĥé ûþđàŧé (ŧĥŕöûĝĥ ŧĥé öŕîĝîñ: ñö b). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The score w_c·x + b_c of every class c under its own weight vector (the multiclass perceptron): ŷ is the class with the highest score.</source>
        <translation>[Ŧĥé šçöŕé w_c·x + b_c öƒ éṽéŕý çļàšš c ûñđéŕ îŧš öŵñ ŵéîĝĥŧ ṽéçŧöŕ (ŧĥé ɱûļŧîçļàšš þéŕçéþŧŕöñ): ŷ îš ŧĥé çļàšš ŵîŧĥ ŧĥé ĥîĝĥéšŧ šçöŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The score w_c·x of every class c under its own weight vector: ŷ is the class with the highest score.</source>
        <translation>[Ŧĥé šçöŕé w_c·x öƒ éṽéŕý çļàšš c ûñđéŕ îŧš öŵñ ŵéîĝĥŧ ṽéçŧöŕ: ŷ îš ŧĥé çļàšš ŵîŧĥ ŧĥé ĥîĝĥéšŧ šçöŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The kernel perceptron&apos;s score f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (times η) before the update: αⱼ counts the mistakes made on example j; ŷ is its sign.</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ&apos;s šçöŕé f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (ŧîɱéš η) ƀéƒöŕé ŧĥé ûþđàŧé: αⱼ çöûñŧš ŧĥé ɱîšŧàķéš ɱàđé öñ éẋàɱþļé j; ŷ îš îŧš šîĝñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The kernel perceptron&apos;s score f_c(x) of every class c before the update: ŷ is the highest.</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ&apos;s šçöŕé f_c(x) öƒ éṽéŕý çļàšš c ƀéƒöŕé ŧĥé ûþđàŧé: ŷ îš ŧĥé ĥîĝĥéšŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>On a mistake on example j, its count αⱼ goes up by one (it becomes, or stays, a support vector): the new αⱼ, with j the point&apos;s number in the Points table.</source>
        <translation>[Öñ a ɱîšŧàķé öñ éẋàɱþļé j, îŧš çöûñŧ αⱼ ĝöéš ûþ ƀý öñé (îŧ ƀéçöɱéš, öŕ šŧàýš, a šûþþöŕŧ ṽéçŧöŕ): ŧĥé ñéŵ αⱼ, ŵîŧĥ j ŧĥé þöîñŧ&apos;s ñûɱƀéŕ îñ ŧĥé Þöîñŧš ŧàƀļé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>ŷ: the predicted label, the sign of the score; what a score of exactly 0 predicts follows &quot;Score 0 counts as&quot; in the controls.</source>
        <translation>[ŷ: ŧĥé þŕéđîçŧéđ ļàƀéļ, ŧĥé šîĝñ öƒ ŧĥé šçöŕé; ŵĥàŧ a šçöŕé öƒ éẋàçŧļý 0 þŕéđîçŧš ƒöļļöŵš &quot;Šçöŕé 0 çöûñŧš àš&quot; îñ ŧĥé çöñŧŕöļš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>y: the true label of the example.</source>
        <translation>[y: ŧĥé ŧŕûé ļàƀéļ öƒ ŧĥé éẋàɱþļé. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Mistake?: yes when the prediction was wrong, and then w ← w + η·y·x (and b ← b + η·y). Under &quot;a score of 0 counts as a mistake&quot; that is exactly when y·a ≤ 0 (PerceptronTrain).</source>
        <translation>[Ṁîšŧàķé?: ýéš ŵĥéñ ŧĥé þŕéđîçŧîöñ ŵàš ŵŕöñĝ, àñđ ŧĥéñ w ← w + η·y·x (àñđ b ← b + η·y). Ûñđéŕ &quot;a šçöŕé öƒ 0 çöûñŧš àš a ɱîšŧàķé&quot; ŧĥàŧ îš éẋàçŧļý ŵĥéñ y·a ≤ 0 (ÞéŕçéþŧŕöñŦŕàîñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>w after the step: w + η·y·x after a mistake, unchanged otherwise (multiclass: + η·x to the true class&apos;s w, − η·x to the highest-scoring wrong class&apos;s).</source>
        <translation>[w àƒŧéŕ ŧĥé šŧéþ: w + η·y·x àƒŧéŕ a ɱîšŧàķé, ûñçĥàñĝéđ öŧĥéŕŵîšé (ɱûļŧîçļàšš: + η·x ŧö ŧĥé ŧŕûé çļàšš&apos;s w, − η·x ŧö ŧĥé ĥîĝĥéšŧ-šçöŕîñĝ ŵŕöñĝ çļàšš&apos;s). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>b after the step: b + η·y after a mistake, unchanged otherwise.</source>
        <translation>[b àƒŧéŕ ŧĥé šŧéþ: b + η·y àƒŧéŕ a ɱîšŧàķé, ûñçĥàñĝéđ öŧĥéŕŵîšé. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>σ(a) = 1/(1 + e^(−a)): logistic regression&apos;s P(y = +1 | x) under w and b before the step.</source>
        <translation>[σ(a) = 1/(1 + e^(−a)): ļöĝîšŧîç ŕéĝŕéššîöñ&apos;s P(y = +1 | x) ûñđéŕ w àñđ b ƀéƒöŕé ŧĥé šŧéþ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The loss ℓ of the example under w and b before the step: ln(1 + e^(−y·a)) for logistic regression (note 000&apos;s negative log likelihood), max(0, 1 − y·a) for the hinge.</source>
        <translation>[Ŧĥé ļöšš ℓ öƒ ŧĥé éẋàɱþļé ûñđéŕ w àñđ b ƀéƒöŕé ŧĥé šŧéþ: ļñ(1 + e^(−y·a)) ƒöŕ ļöĝîšŧîç ŕéĝŕéššîöñ (ñöŧé 000&apos;s ñéĝàŧîṽé ļöĝ ļîķéļîĥööđ), ɱàẋ(0, 1 − y·a) ƒöŕ ŧĥé ĥîñĝé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The gradient factor ℓ′ = dℓ/da at the score a: the step is w ← w − η_t·ℓ′·x and b ← b − η_t·ℓ′ (the hinge also shrinks w by 1 − η_t·α). Logistic: ℓ′ = −y·σ(−y·a), never 0; hinge: −y when y·a &lt; 1, else 0 (no step).</source>
        <translation>[Ŧĥé ĝŕàđîéñŧ ƒàçŧöŕ ℓ′ = dℓ/đà àŧ ŧĥé šçöŕé a: ŧĥé šŧéþ îš w ← w − η_t·ℓ′·x àñđ b ← b − η_t·ℓ′ (ŧĥé ĥîñĝé àļšö šĥŕîñķš w ƀý 1 − η_t·α). Ļöĝîšŧîç: ℓ′ = −y·σ(−y·a), ñéṽéŕ 0; ĥîñĝé: −y ŵĥéñ y·a &lt; 1, éļšé 0 (ñö šŧéþ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>η_t: the learning rate of this step, from the schedule (constant η₀, η₀/t or η₀/tᵖ).</source>
        <translation>[η_t: ŧĥé ļéàŕñîñĝ ŕàŧé öƒ ŧĥîš šŧéþ, ƒŕöɱ ŧĥé šçĥéđûļé (çöñšŧàñŧ η₀, η₀/t öŕ η₀/tᵖ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>[Ķéýš]</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>[Àçŧîöñ~]</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>[Ŵĥàŧ îŧ đöéš ~~]</translation>
    </message>
    <message>
        <source>Perceptron Studio: place points, pick a perceptron variant, and watch it learn.</source>
        <translation>[Þéŕçéþŧŕöñ Šŧûđîö: þļàçé þöîñŧš, þîçķ a þéŕçéþŧŕöñ ṽàŕîàñŧ, àñđ ŵàŧçĥ îŧ ļéàŕñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Version {version}  ·  Python {python}  ·  Qt {qt}</source>
        <translation>[Ṽéŕšîöñ {version}  ·  Þýŧĥöñ {python}  ·  Ǫŧ {qt} ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>[ûñķñöŵñ (ñöŧ îñšŧàļļéđ) ~~~~~~~]</translation>
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
        <translation>[Þöîñŧ {i} ûñđéŕ ŧĥé ŵéîĝĥŧš öƒ šŧéþ t = {t}. ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[— (ƀàŧçĥ: öñé šûɱɱéđ ûþđàŧé þéŕ éþöçĥ) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>none yet (no mistake on it so far)</source>
        <translation>[ñöñé ýéŧ (ñö ɱîšŧàķé öñ îŧ šö ƒàŕ) ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>step t = {t} (epoch {epoch}): {change}</source>
        <translation>[šŧéþ t = {t} (éþöçĥ {epoch}): {change} ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Undershoot: after its own update at step {t}, y·a = {margin} — the example is still wrong (note 004).</source>
        <translation>[Ûñđéŕšĥööŧ: àƒŧéŕ îŧš öŵñ ûþđàŧé àŧ šŧéþ {t}, y·a = {margin} — ŧĥé éẋàɱþļé îš šŧîļļ ŵŕöñĝ (ñöŧé 004). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Click a point on the canvas to inspect it.</source>
        <translation>[Çļîçķ a þöîñŧ öñ ŧĥé çàñṽàš ŧö îñšþéçŧ îŧ. ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Point {i}: its score is hidden while a question is open, until the answer is checked.</source>
        <translation>[Þöîñŧ {i}: îŧš šçöŕé îš ĥîđđéñ ŵĥîļé a ǫûéšŧîöñ îš öþéñ, ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The inspector shows a point&apos;s score under the weight vector w: it needs a linear variant (not the kernel perceptron) and two classes.</source>
        <translation>[Ŧĥé îñšþéçŧöŕ šĥöŵš a þöîñŧ&apos;s šçöŕé ûñđéŕ ŧĥé ŵéîĝĥŧ ṽéçŧöŕ w: îŧ ñééđš a ļîñéàŕ ṽàŕîàñŧ (ñöŧ ŧĥé ķéŕñéļ þéŕçéþŧŕöñ) àñđ ŧŵö çļàššéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>distance {d}</source>
        <translation>[đîšŧàñçé {d} ~~]</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>label names must be distinct, not {names}</source>
        <translation>[ļàƀéļ ñàɱéš ɱûšŧ ƀé đîšŧîñçŧ, ñöŧ {names} ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>label names must be text, not {name}</source>
        <translation>[ļàƀéļ ñàɱéš ɱûšŧ ƀé ŧéẋŧ, ñöŧ {name} ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>label name {name} has a control character ({code}); names are printable text</source>
        <translation>[ļàƀéļ ñàɱé {name} ĥàš a çöñŧŕöļ çĥàŕàçŧéŕ ({code}); ñàɱéš àŕé þŕîñŧàƀļé ŧéẋŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>label names must be non-empty text with a visible character, not {name}</source>
        <translation>[ļàƀéļ ñàɱéš ɱûšŧ ƀé ñöñ-éɱþŧý ŧéẋŧ ŵîŧĥ a ṽîšîƀļé çĥàŕàçŧéŕ, ñöŧ {name} ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>label names must be non-empty text on one line without surrounding spaces, not {name}</source>
        <translation>[ļàƀéļ ñàɱéš ɱûšŧ ƀé ñöñ-éɱþŧý ŧéẋŧ öñ öñé ļîñé ŵîŧĥöûŧ šûŕŕöûñđîñĝ šþàçéš, ñöŧ {name} ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>label name {name} reads as a number; a file&apos;s labels are all numbers or all names</source>
        <translation>[ļàƀéļ ñàɱé {name} ŕéàđš àš a ñûɱƀéŕ; a ƒîļé&apos;s ļàƀéļš àŕé àļļ ñûɱƀéŕš öŕ àļļ ñàɱéš ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
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
        <translation>[Ŧĥé ŕûñ ĥàš {steps} šŧéþš; ŧĥîš ļéššöñ ĥöļđš ŧĥé ƒîŕšŧ {n}. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The run has {points} points; this page holds {kept} of them (every example its steps look at, and a sample of the rest, each class in proportion, at least {least} of each class or all of a smaller one): it replays the recorded steps, and an edit trains the page on these {kept} points.</source>
        <translation>[Ŧĥé ŕûñ ĥàš {points} þöîñŧš; ŧĥîš þàĝé ĥöļđš {kept} öƒ ŧĥéɱ (éṽéŕý éẋàɱþļé îŧš šŧéþš ļööķ àŧ, àñđ a šàɱþļé öƒ ŧĥé ŕéšŧ, éàçĥ çļàšš îñ þŕöþöŕŧîöñ, àŧ ļéàšŧ {least} öƒ éàçĥ çļàšš öŕ àļļ öƒ a šɱàļļéŕ öñé): îŧ ŕéþļàýš ŧĥé ŕéçöŕđéđ šŧéþš, àñđ àñ éđîŧ ŧŕàîñš ŧĥé þàĝé öñ ŧĥéšé {kept} þöîñŧš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
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
        <translation>[Îŧš ɱöđéļ îš ŧĥé àṽéŕàĝé öƒ w öṽéŕ éṽéŕý šŧéþ (ŧĥé šöļîđ ļîñé àñđ ŧĥé šĥàđîñĝ); ŧĥé đàšĥéđ ļîñé îš ŧĥé ļàšŧ w, ŵĥîçĥ þŕéđîçŧš đûŕîñĝ ŧŕàîñîñĝ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>It predicts by the vote of every w it had; the page draws the last w, which predicts during training (the vote itself is not drawn).</source>
        <translation>[Îŧ þŕéđîçŧš ƀý ŧĥé ṽöŧé öƒ éṽéŕý w îŧ ĥàđ; ŧĥé þàĝé đŕàŵš ŧĥé ļàšŧ w, ŵĥîçĥ þŕéđîçŧš đûŕîñĝ ŧŕàîñîñĝ (ŧĥé ṽöŧé îŧšéļƒ îš ñöŧ đŕàŵñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Each epoch scores every example with the same w, sums y·x over the misclassified ones, and steps once at the epoch&apos;s end: μ·Σ y·x.</source>
        <translation>[Éàçĥ éþöçĥ šçöŕéš éṽéŕý éẋàɱþļé ŵîŧĥ ŧĥé šàɱé w, šûɱš y·x öṽéŕ ŧĥé ɱîšçļàššîƒîéđ öñéš, àñđ šŧéþš öñçé àŧ ŧĥé éþöçĥ&apos;s éñđ: μ·Σ y·x. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Move, add or delete points, or change a setting, and the page trains again.</source>
        <translation>[Ṁöṽé, àđđ öŕ đéļéŧé þöîñŧš, öŕ çĥàñĝé a šéŧŧîñĝ, àñđ ŧĥé þàĝé ŧŕàîñš àĝàîñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>{variant}, {eta}, {offset}: the run&apos;s recorded steps.</source>
        <translation>[{variant}, {eta}, {offset}: ŧĥé ŕûñ&apos;s ŕéçöŕđéđ šŧéþš. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Rule: {rule}; {update}.</source>
        <translation>[Ŕûļé: {rule}; {update}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>Convergence theorem: {numbers}: at most {bound} mistakes.</source>
        <translation>[Çöñṽéŕĝéñçé ŧĥéöŕéɱ: {numbers}: àŧ ɱöšŧ {bound} ɱîšŧàķéš. ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Convergence theorem from w₀ ≠ 0: {numbers}: at most {bound} mistakes.</source>
        <translation>[Çöñṽéŕĝéñçé ŧĥéöŕéɱ ƒŕöɱ w₀ ≠ 0: {numbers}: àŧ ɱöšŧ {bound} ɱîšŧàķéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>k = {k} mistakes ≤ {bound}; {numbers}</source>
        <translation>[k = {k} ɱîšŧàķéš ≤ {bound}; {numbers} ~~~~~~~~~~ ~]</translation>
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
        <translation>[Ŧĥé þàĝé ŕéþļàýš šŧéþš 1 ŧö ŧĥîš öñé (àŧ ɱöšŧ {most}) ~~~~~~~~~~ ~~~~~~~~]</translation>
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
        <translation>[Ŧĥé ŕûñ ĥàš {latest} šŧéþš; a ļéššöñ ĥöļđš àŧ ɱöšŧ {most}. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>One HTML file that works offline in any current browser, on a phone as on a laptop: the points, and at each step the boundary, w, the example, the update η·y·x and the trace row, with Step, Step back, Next mistake, Play, a slider, a quiz and large text. It shows the run&apos;s recorded numbers; students can move, add or delete points and change the settings, and the page trains again (the same numbers as the app), unless fixed below.</source>
        <translation>[Öñé ĤŦṀĻ ƒîļé ŧĥàŧ ŵöŕķš öƒƒļîñé îñ àñý çûŕŕéñŧ ƀŕöŵšéŕ, öñ a þĥöñé àš öñ a ļàþŧöþ: ŧĥé þöîñŧš, àñđ àŧ éàçĥ šŧéþ ŧĥé ƀöûñđàŕý, w, ŧĥé éẋàɱþļé, ŧĥé ûþđàŧé η·y·x àñđ ŧĥé ŧŕàçé ŕöŵ, ŵîŧĥ Šŧéþ, Šŧéþ ƀàçķ, Ñéẋŧ ɱîšŧàķé, Þļàý, a šļîđéŕ, a ǫûîž àñđ ļàŕĝé ŧéẋŧ. Îŧ šĥöŵš ŧĥé ŕûñ&apos;s ŕéçöŕđéđ ñûɱƀéŕš; šŧûđéñŧš çàñ ɱöṽé, àđđ öŕ đéļéŧé þöîñŧš àñđ çĥàñĝé ŧĥé šéŧŧîñĝš, àñđ ŧĥé þàĝé ŧŕàîñš àĝàîñ (ŧĥé šàɱé ñûɱƀéŕš àš ŧĥé àþþ), ûñļéšš ƒîẋéđ ƀéļöŵ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
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
        <translation>[Ĥîđé ŧĥé ƀöûñđàŕý ûñŧîļ ŧĥé šŧûđéñŧ ĥàš àñšŵéŕéđ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Steps 0 to {steps} ({mistakes} mistakes), written to {name}</source>
        <translation>[Šŧéþš 0 ŧö {steps} ({mistakes} ɱîšŧàķéš), ŵŕîŧŧéñ ŧö {name} ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>[Ŵéƀ þàĝé (*.ĥŧɱļ) ~~~~]</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>There is no run yet: add points of two classes.</source>
        <translation>[Ŧĥéŕé îš ñö ŕûñ ýéŧ: àđđ þöîñŧš öƒ ŧŵö çļàššéš. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>The run has no steps yet: Step or Run first (the lesson replays the steps taken).</source>
        <translation>[Ŧĥé ŕûñ ĥàš ñö šŧéþš ýéŧ: Šŧéþ öŕ Ŕûñ ƒîŕšŧ (ŧĥé ļéššöñ ŕéþļàýš ŧĥé šŧéþš ŧàķéñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Cannot export a lesson: {why}</source>
        <translation>[Çàññöŧ éẋþöŕŧ a ļéššöñ: {why} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the run has no such steps (it started again meanwhile).</source>
        <translation>[ŧĥé ŕûñ ĥàš ñö šûçĥ šŧéþš (îŧ šŧàŕŧéđ àĝàîñ ɱéàñŵĥîļé). ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Making the lesson {name}…</source>
        <translation>[Ṁàķîñĝ ŧĥé ļéššöñ {name}… ~~~~~~~]</translation>
    </message>
    <message>
        <source>Lesson export cancelled: {path} was not written.</source>
        <translation>[Ļéššöñ éẋþöŕŧ çàñçéļļéđ: {path} ŵàš ñöŧ ŵŕîŧŧéñ. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Could not export the lesson to {path}: {reason}. No file was changed.</source>
        <translation>[Çöûļđ ñöŧ éẋþöŕŧ ŧĥé ļéššöñ ŧö {path}: {reason}. Ñö ƒîļé ŵàš çĥàñĝéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Exported a lesson of steps 0 to {steps} ({mistakes} mistakes) to {path} ({size}).</source>
        <translation>[Éẋþöŕŧéđ a ļéššöñ öƒ šŧéþš 0 ŧö {steps} ({mistakes} ɱîšŧàķéš) ŧö {path} ({size}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
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
        <translation>[Þöîñŧš àš ŧéẋŧ (öñé þéŕ ļîñé: x₁, x₂, y) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Use these points</source>
        <translation>[Ûšé ŧĥéšé þöîñŧš ~~~~]</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s points and settings</source>
        <translation>[Ɓàçķ ŧö ŧĥé ļéššöñ&apos;s þöîñŧš àñđ šéŧŧîñĝš ~~~~~~~~~~ ~~]</translation>
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
        <translation>[· ķéýš: Šþàçé šŧéþ, Šĥîƒŧ+Šþàçé ñéẋŧ ɱîšŧàķé, E éþöçĥ, R ŕûñ, ← → ÞàĝéÛþ ÞàĝéĐöŵñ Ĥöɱé Éñđ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
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
        <translation>[Ŧĥé ķéŕñéļ îš K(x, z) = (x·z + c₀)^đéĝŕéé, çöɱþûŧéđ àš çöŕé çöɱþûŧéš îŧ, ƀîŧ ƒöŕ ƀîŧ. Ŧĥé ŔƁƑ ķéŕñéļ îš ļéƒŧ öûŧ: îŧš éẋþ îñ a ƀŕöŵšéŕ ɱàý đîƒƒéŕ ƒŕöɱ çöŕé&apos;s îñ ŧĥé ļàšŧ ƀîŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
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
        <translation>[Ŵĥàŧ îš ŷ, îš îŧ a ɱîšŧàķé, àñđ (öñ a ɱîšŧàķé) ŵĥàŧ àŕé ŧĥé ñéŵ w àñđ b? ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[Ŧĥé þöîñŧš, ŧĥé ƀöûñđàŕý w·x + b = 0, w àñđ ŧĥé ûþđàŧé. Ŧàþ ŧö àđđ a þöîñŧ öƒ ŧĥé çĥöšéñ çļàšš, đŕàĝ a þöîñŧ ŧö ɱöṽé îŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The points, one per line: x₁, x₂, y (y is +1 or −1)</source>
        <translation>[Ŧĥé þöîñŧš, öñé þéŕ ļîñé: x₁, x₂, y (y îš +1 öŕ −1) ~~~~~~~~~~ ~~~~~~~]</translation>
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
        <translation>[Ŧĥé ŧŕàçé ŧàƀļé&apos;s ŕöŵ öƒ ŧĥîš šŧéþ (îñ ǫûîž ɱöđé: öƒ ŧĥé šŧéþ ĵûšŧ àñšŵéŕéđ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
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
        <translation>[ŷ = šîĝñ({score}); a šçöŕé öƒ 0 þŕéđîçŧš ñö çļàšš àñđ îš a ɱîšŧàķé (ñöŧé 004) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>[ŷ = +1 îƒƒ {score} ≥ 0 (ÇṀÛ, ñöŧé 002) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>[ŷ = +1 îƒƒ {score} &gt; 0, šö a šçöŕé öƒ 0 þŕéđîçŧš −1 (ñöŧé 001) ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Rule: {rule}; on a mistake {update}.</source>
        <translation>[Ŕûļé: {rule}; öñ a ɱîšŧàķé {update}. ~~~~~~~~~~ ~]</translation>
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
        <translation>[Ŧĥé ƀöûñđàŕý šĥöŵš öñçé ýöû ĥàṽé àñšŵéŕéđ ŧĥé šŧéþ&apos;s ǫûéšŧîöñ. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>averaged {w} (the model); last {last}</source>
        <translation>[àṽéŕàĝéđ {w} (ŧĥé ɱöđéļ); ļàšŧ {last} ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{a} changes by {change}</source>
        <translation>[{a} çĥàñĝéš ƀý {change} ~~~~~~~]</translation>
    </message>
    <message>
        <source>Step t = {t}: {example}; in force {weights}.</source>
        <translation>[Šŧéþ t = {t}: {example}; îñ ƒöŕçé {weights}. ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[Ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ&apos;s ñûɱƀéŕš àŕé đŕàŵñ ƒöŕ ŧĥé ļîñéàŕ þéŕçéþŧŕöñš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[ŧĥé šéþàŕàŧöŕ ƒöûñđ (šŧéþ {t}) ĥàš ɱàŕĝîñ {gamma} ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>so at most {bound} mistakes</source>
        <translation>[šö àŧ ɱöšŧ {bound} ɱîšŧàķéš ~~~~~~~~]</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable)</source>
        <translation>[ñö éþöçĥ ŵîŧĥöûŧ a ɱîšŧàķé ýéŧ (ŧĥé þöîñŧš ɱàý ñöŧ ƀé šéþàŕàƀļé) ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable through 0)</source>
        <translation>[ñö éþöçĥ ŵîŧĥöûŧ a ɱîšŧàķé ýéŧ (ŧĥé þöîñŧš ɱàý ñöŧ ƀé šéþàŕàƀļé ŧĥŕöûĝĥ 0) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>[ļàšŧ w~]</translation>
    </message>
    <message>
        <source>Epoch {epoch} looks at the points in this order: {order}</source>
        <translation>[Éþöçĥ {epoch} ļööķš àŧ ŧĥé þöîñŧš îñ ŧĥîš öŕđéŕ: {order} ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>(drawn by the page from seed {seed})</source>
        <translation>[(đŕàŵñ ƀý ŧĥé þàĝé ƒŕöɱ šééđ {seed}) ~~~~~~~~~~ ~]</translation>
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
        <translation>[Ŧĥé ļéššöñ éñđš ĥéŕé: šŧéþ ƀàçķ, öŕ þŕéšš Ĥöɱé ŧö šŧàŕŧ àĝàîñ. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
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
        <translation>[{right} öƒ {asked} þàŕŧš ŕîĝĥŧ šö ƒàŕ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The batch perceptron is only replayed here: the page trains the perceptron on the edit.</source>
        <translation>[Ŧĥé ƀàŧçĥ þéŕçéþŧŕöñ îš öñļý ŕéþļàýéđ ĥéŕé: ŧĥé þàĝé ŧŕàîñš ŧĥé þéŕçéþŧŕöñ öñ ŧĥé éđîŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Edited: the page trains these points with these settings itself (core&apos;s arithmetic, bit for bit). Open the link of the lesson, or use ‘Back to the lesson’, for the recorded run.</source>
        <translation>[Éđîŧéđ: ŧĥé þàĝé ŧŕàîñš ŧĥéšé þöîñŧš ŵîŧĥ ŧĥéšé šéŧŧîñĝš îŧšéļƒ (çöŕé&apos;s àŕîŧĥɱéŧîç, ƀîŧ ƒöŕ ƀîŧ). Öþéñ ŧĥé ļîñķ öƒ ŧĥé ļéššöñ, öŕ ûšé ‘Ɓàçķ ŧö ŧĥé ļéššöñ’, ƒöŕ ŧĥé ŕéçöŕđéđ ŕûñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not ‘{text}’.</source>
        <translation>[{name} ɱûšŧ ƀé {rule}, ñöŧ ‘{text}’. ~~~~~~~~~~ ~]</translation>
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
        <translation>[Ļîñé {k} ɱûšŧ ƀé ŧĥŕéé ñûɱƀéŕš x₁, x₂, y ŵîŧĥ y = +1 öŕ −1, ñöŧ ‘{text}’. Ŧĥé þöîñŧš àŕé ûñçĥàñĝéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The lesson&apos;s own run is shown.</source>
        <translation>[Ŧĥé ļéššöñ&apos;s öŵñ ŕûñ îš šĥöŵñ. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The lecturer fixed {names}: the link&apos;s other values are not used.</source>
        <translation>[Ŧĥé ļéçŧûŕéŕ ƒîẋéđ {names}: ŧĥé ļîñķ&apos;s öŧĥéŕ ṽàļûéš àŕé ñöŧ ûšéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>[Ļîñķ çöþîéđ. ~~]</translation>
    </message>
    <message>
        <source>The link is selected: copy it (Ctrl+C, or ⌘C).</source>
        <translation>[Ŧĥé ļîñķ îš šéļéçŧéđ: çöþý îŧ (Çŧŕļ+C, öŕ ⌘C). ~~~~~~~~~~ ~~~~~]</translation>
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
        <translation>[Ŧĥé ļîñķ çàñ ƒîẋ {names} àñđ ĥîđé ŧĥé ƀöûñđàŕý, ñöŧ ‘{text}’. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s point {i} must be x₁,x₂,class (class 0 or 1), not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s þöîñŧ {i} ɱûšŧ ƀé x₁,x₂,çļàšš (çļàšš 0 öŕ 1), ñöŧ ‘{text}’. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s w0 must be two numbers, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s w0 ɱûšŧ ƀé ŧŵö ñûɱƀéŕš, ñöŧ ‘{text}’. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be one of {allowed}, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s {name} ɱûšŧ ƀé öñé öƒ {allowed}, ñöŧ ‘{text}’. ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be {rule}, not ‘{text}’.</source>
        <translation>[Ŧĥé ļîñķ&apos;s {name} ɱûšŧ ƀé {rule}, ñöŧ ‘{text}’. ~~~~~~~~~~ ~~~~~]</translation>
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
    <name>Lift</name>
    <message>
        <source>Lift: w·x + b = (w, b)·(x, 1)</source>
        <translation>[Ļîƒŧ: w·x + b = (w, b)·(x, 1) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>z (the points sit at z = 1)</source>
        <translation>[z (ŧĥé þöîñŧš šîŧ àŧ z = 1) ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Lift: the kernel perceptron has no weight vector (w, b) to lift</source>
        <translation>[Ļîƒŧ: ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ĥàš ñö ŵéîĝĥŧ ṽéçŧöŕ (w, b) ŧö ļîƒŧ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Lift: {n} classes have {n} weight vectors; the lift shows two</source>
        <translation>[Ļîƒŧ: {n} çļàššéš ĥàṽé {n} ŵéîĝĥŧ ṽéçŧöŕš; ŧĥé ļîƒŧ šĥöŵš ŧŵö ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
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
        <translation>[Šŧöþþéđ: ñöŧĥîñĝ ļîšŧéñš. Çĥéçķ Ŧŕàîñ &gt; Ļîṽé Çļàšš ŧö šŧàŕŧ àĝàîñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Join Screen</source>
        <translation>[Ĵöîñ Šçŕééñ ~~]</translation>
    </message>
    <message>
        <source>The address and its code as large as the screen allows, for the projector (Esc closes)</source>
        <translation>[Ŧĥé àđđŕéšš àñđ îŧš çöđé àš ļàŕĝé àš ŧĥé šçŕééñ àļļöŵš, ƒöŕ ŧĥé þŕöĵéçŧöŕ (Éšç çļöšéš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
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
        <translation>[Šŧûđéñŧš öþéñ ŧĥîš àđđŕéšš (öŕ šçàñ ŧĥé çöđé): ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Network address the live class listens on</source>
        <translation>[Ñéŧŵöŕķ àđđŕéšš ŧĥé ļîṽé çļàšš ļîšŧéñš öñ ~~~~~~~~~~ ~~~]</translation>
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
        <source>Waiting for the run…</source>
        <translation>[Ŵàîŧîñĝ ƒöŕ ŧĥé ŕûñ… ~~~~~]</translation>
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
        <translation>[Q{qid} ({vote}): {answered} öƒ {online} àñšŵéŕéđ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Vote {n}: {answered} answered</source>
        <translation>[Ṽöŧé {n}: {answered} àñšŵéŕéđ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>[Ŕîĝĥŧ àñšŵéŕ: {answer} ~~~~~~]</translation>
    </message>
    <message>
        <source>Moved: {moves}</source>
        <translation>[Ṁöṽéđ: {moves} ~~~]</translation>
    </message>
    <message>
        <source>right</source>
        <translation>[ŕîĝĥŧ]</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>[ŵŕöñĝ]</translation>
    </message>
    <message>
        <source>other</source>
        <translation>[öŧĥéŕ]</translation>
    </message>
    <message>
        <source>Join the live class</source>
        <translation>[Ĵöîñ ŧĥé ļîṽé çļàšš ~~~~~]</translation>
    </message>
    <message>
        <source>Open this address on your phone, or scan the code:</source>
        <translation>[Öþéñ ŧĥîš àđđŕéšš öñ ýöûŕ þĥöñé, öŕ šçàñ ŧĥé çöđé: ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{joined} joined</source>
        <translation>[{joined} ĵöîñéđ ~~~]</translation>
    </message>
    <message>
        <source>After this step w is 0: there is no boundary to ask about.</source>
        <translation>[Àƒŧéŕ ŧĥîš šŧéþ w îš 0: ŧĥéŕé îš ñö ƀöûñđàŕý ŧö àšķ àƀöûŧ. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The second vote is open once per question, before the reveal.</source>
        <translation>[Ŧĥé šéçöñđ ṽöŧé îš öþéñ öñçé þéŕ ǫûéšŧîöñ, ƀéƒöŕé ŧĥé ŕéṽéàļ. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The results are shown after the reveal.</source>
        <translation>[Ŧĥé ŕéšûļŧš àŕé šĥöŵñ àƒŧéŕ ŧĥé ŕéṽéàļ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>No question has been asked yet.</source>
        <translation>[Ñö ǫûéšŧîöñ ĥàš ƀééñ àšķéđ ýéŧ. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The live class asks about one example&apos;s update: choose the perceptron, averaged or voted.</source>
        <translation>[Ŧĥé ļîṽé çļàšš àšķš àƀöûŧ öñé éẋàɱþļé&apos;s ûþđàŧé: çĥööšé ŧĥé þéŕçéþŧŕöñ, àṽéŕàĝéđ öŕ ṽöŧéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The live class asks about two features.</source>
        <translation>[Ŧĥé ļîṽé çļàšš àšķš àƀöûŧ ŧŵö ƒéàŧûŕéš. ~~~~~~~~~~ ~~]</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>A message must be one JSON object.</source>
        <translation>[A ɱéššàĝé ɱûšŧ ƀé öñé ĴŠÖÑ öƀĵéçŧ. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Join first.</source>
        <translation>[Ĵöîñ ƒîŕšŧ. ~~]</translation>
    </message>
    <message>
        <source>Messages are JSON text, not binary.</source>
        <translation>[Ṁéššàĝéš àŕé ĴŠÖÑ ŧéẋŧ, ñöŧ ƀîñàŕý. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>A message has at most {n} bytes.</source>
        <translation>[A ɱéššàĝé ĥàš àŧ ɱöšŧ {n} ƀýŧéš. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>A message&apos;s &quot;t&quot; is &quot;join&quot; or &quot;answer&quot;.</source>
        <translation>[A ɱéššàĝé&apos;s &quot;t&quot; îš &quot;ĵöîñ&quot; öŕ &quot;àñšŵéŕ&quot;. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Unknown field in a {kind} message: {field}.</source>
        <translation>[Ûñķñöŵñ ƒîéļđ îñ a {kind} ɱéššàĝé: {field}. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>A nickname must be text.</source>
        <translation>[A ñîçķñàɱé ɱûšŧ ƀé ŧéẋŧ. ~~~~~~~]</translation>
    </message>
    <message>
        <source>A nickname has at most {most} characters; this one has {n}.</source>
        <translation>[A ñîçķñàɱé ĥàš àŧ ɱöšŧ {most} çĥàŕàçŧéŕš; ŧĥîš öñé ĥàš {n}. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>A nickname may not contain {marks}: letters, digits, spaces and - _ . are fine.</source>
        <translation>[A ñîçķñàɱé ɱàý ñöŧ çöñŧàîñ {marks}: ļéŧŧéŕš, đîĝîŧš, šþàçéš àñđ - _ . àŕé ƒîñé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>A nickname may not contain control or direction characters.</source>
        <translation>[A ñîçķñàɱé ɱàý ñöŧ çöñŧàîñ çöñŧŕöļ öŕ đîŕéçŧîöñ çĥàŕàçŧéŕš. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron live class</source>
        <translation>[Þéŕçéþŧŕöñ ļîṽé çļàšš ~~~~~~]</translation>
    </message>
    <message>
        <source>Nickname (optional, shown to nobody on the projector)</source>
        <translation>[Ñîçķñàɱé (öþŧîöñàļ, šĥöŵñ ŧö ñöƀöđý öñ ŧĥé þŕöĵéçŧöŕ) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>[Ĵöîñ]</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>[Çöññéçŧîñĝ… ~~]</translation>
    </message>
    <message>
        <source>The points, the example of this step, the boundary and w</source>
        <translation>[Ŧĥé þöîñŧš, ŧĥé éẋàɱþļé öƒ ŧĥîš šŧéþ, ŧĥé ƀöûñđàŕý àñđ w ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>[Šéñđ]</translation>
    </message>
    <message>
        <source>Type a nickname if you like, then Join.</source>
        <translation>[Ŧýþé a ñîçķñàɱé îƒ ýöû ļîķé, ŧĥéñ Ĵöîñ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>[Çöññéçŧîöñ ļöšŧ: ŕéçöññéçŧîñĝ… ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>You are in. Wait for the question.</source>
        <translation>[Ýöû àŕé îñ. Ŵàîŧ ƒöŕ ŧĥé ǫûéšŧîöñ. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Your answer is in. You can change it until the vote closes.</source>
        <translation>[Ýöûŕ àñšŵéŕ îš îñ. Ýöû çàñ çĥàñĝé îŧ ûñŧîļ ŧĥé ṽöŧé çļöšéš. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>[Ýöûŕ àñšŵéŕ: {answer} ~~~~~~]</translation>
    </message>
    <message>
        <source>Your answer?</source>
        <translation>[Ýöûŕ àñšŵéŕ? ~~]</translation>
    </message>
    <message>
        <source>Q{q} (vote {vote}): {prompt}</source>
        <translation>[Q{q} (ṽöŧé {vote}): {prompt} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Q{q}: {prompt}</source>
        <translation>[Q{q}: {prompt} ~~~]</translation>
    </message>
    <message>
        <source>Step {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}</source>
        <translation>[Šŧéþ {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b} ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The vote is closed.</source>
        <translation>[Ŧĥé ṽöŧé îš çļöšéđ. ~~~~~]</translation>
    </message>
    <message>
        <source>The answer: {answer}.</source>
        <translation>[Ŧĥé àñšŵéŕ: {answer}. ~~~~~~]</translation>
    </message>
    <message>
        <source>The answer: {answer}. You were right.</source>
        <translation>[Ŧĥé àñšŵéŕ: {answer}. Ýöû ŵéŕé ŕîĝĥŧ. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The answer: {answer}. Not this time.</source>
        <translation>[Ŧĥé àñšŵéŕ: {answer}. Ñöŧ ŧĥîš ŧîɱé. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Revealed.</source>
        <translation>[Ŕéṽéàļéđ. ~]</translation>
    </message>
    <message>
        <source>Type numbers such as 1.5 or -2.</source>
        <translation>[Ŧýþé ñûɱƀéŕš šûçĥ àš 1.5 öŕ -2. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Is this step a mistake?</source>
        <translation>[Îš ŧĥîš šŧéþ a ɱîšŧàķé? ~~~~~~~]</translation>
    </message>
    <message>
        <source>What is ŷ for this point?</source>
        <translation>[Ŵĥàŧ îš ŷ ƒöŕ ŧĥîš þöîñŧ? ~~~~~~~]</translation>
    </message>
    <message>
        <source>Where is w after this step? Drag the tip of w (or type it).</source>
        <translation>[Ŵĥéŕé îš w àƒŧéŕ ŧĥîš šŧéþ? Đŕàĝ ŧĥé ŧîþ öƒ w (öŕ ŧýþé îŧ). ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Where will the boundary be after this step? Drag the line&apos;s two ends.</source>
        <translation>[Ŵĥéŕé ŵîļļ ŧĥé ƀöûñđàŕý ƀé àƒŧéŕ ŧĥîš šŧéþ? Đŕàĝ ŧĥé ļîñé&apos;s ŧŵö éñđš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>[ɱîšŧàķé~]</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>[ñö ɱîšŧàķé ~]</translation>
    </message>
    <message>
        <source>The answer is one of {choices}.</source>
        <translation>[Ŧĥé àñšŵéŕ îš öñé öƒ {choices}. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The answer is a list of {n} numbers.</source>
        <translation>[Ŧĥé àñšŵéŕ îš a ļîšŧ öƒ {n} ñûɱƀéŕš. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The answer&apos;s numbers must be finite.</source>
        <translation>[Ŧĥé àñšŵéŕ&apos;s ñûɱƀéŕš ɱûšŧ ƀé ƒîñîŧé. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The answer&apos;s numbers lie within ±{most}.</source>
        <translation>[Ŧĥé àñšŵéŕ&apos;s ñûɱƀéŕš ļîé ŵîŧĥîñ ±{most}. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>A line needs two different ends.</source>
        <translation>[A ļîñé ñééđš ŧŵö đîƒƒéŕéñŧ éñđš. ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s code: check the address on the projector.</source>
        <translation>[Ŧĥàŧ ĵöîñ çöđé îš ñöŧ ŧĥîš çļàšš&apos;s çöđé: çĥéçķ ŧĥé àđđŕéšš öñ ŧĥé þŕöĵéçŧöŕ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>This class is full ({n} students).</source>
        <translation>[Ŧĥîš çļàšš îš ƒûļļ ({n} šŧûđéñŧš). ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>That question is not the one asked now.</source>
        <translation>[Ŧĥàŧ ǫûéšŧîöñ îš ñöŧ ŧĥé öñé àšķéđ ñöŵ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>That vote is closed.</source>
        <translation>[Ŧĥàŧ ṽöŧé îš çļöšéđ. ~~~~~]</translation>
    </message>
    <message>
        <source>Too many messages: at most a few a second.</source>
        <translation>[Ŧöö ɱàñý ɱéššàĝéš: àŧ ɱöšŧ a ƒéŵ a šéçöñđ. ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>This page has joined already.</source>
        <translation>[Ŧĥîš þàĝé ĥàš ĵöîñéđ àļŕéàđý. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Not found. Open the address shown on the projector.</source>
        <translation>[Ñöŧ ƒöûñđ. Öþéñ ŧĥé àđđŕéšš šĥöŵñ öñ ŧĥé þŕöĵéçŧöŕ. ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Only the class&apos;s own page may connect.</source>
        <translation>[Öñļý ŧĥé çļàšš&apos;s öŵñ þàĝé ɱàý çöññéçŧ. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>[Ŧĥé çļàšš îš ƒûļļ. ~~~~~]</translation>
    </message>
</context>
<context>
    <name>LiveReport</name>
    <message>
        <source>Live class: {questions} questions revealed, {students} students joined.</source>
        <translation>[Ļîṽé çļàšš: {questions} ǫûéšŧîöñš ŕéṽéàļéđ, {students} šŧûđéñŧš ĵöîñéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Q{qid} (step {step}): {prompt}</source>
        <translation>[Q{qid} (šŧéþ {step}): {prompt} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>right answer: {answer}</source>
        <translation>[ŕîĝĥŧ àñšŵéŕ: {answer} ~~~~~~]</translation>
    </message>
    <message>
        <source>vote {n}: {answered} answered, {share} right{counts}</source>
        <translation>[ṽöŧé {n}: {answered} àñšŵéŕéđ, {share} ŕîĝĥŧ{counts} ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>moved: {moves}</source>
        <translation>[ɱöṽéđ: {moves} ~~~]</translation>
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
        <source>perceptron</source>
        <translation>[þéŕçéþŧŕöñ ~]</translation>
    </message>
    <message>
        <source>hinge</source>
        <translation>[ĥîñĝé]</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>[ļöĝîšŧîç ~]</translation>
    </message>
    <message>
        <source>mean loss along the&lt;br&gt;last update w + s·Δw</source>
        <translation>[ɱéàñ ļöšš àļöñĝ ŧĥé&lt;ƀŕ&gt;ļàšŧ ûþđàŧé w + s·Δw ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>s  (0: now, −1: before)</source>
        <translation>[s  (0: ñöŵ, −1: ƀéƒöŕé) ~~~~~~~]</translation>
    </message>
    <message>
        <source>each example&apos;s loss ℓ(y a)&lt;br&gt;at the w shown</source>
        <translation>[éàçĥ éẋàɱþļé&apos;s ļöšš ℓ(y a)&lt;ƀŕ&gt;àŧ ŧĥé w šĥöŵñ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>margin y a</source>
        <translation>[ɱàŕĝîñ y a ~]</translation>
    </message>
    <message>
        <source>The loss of the landscape and of the per-example plot; the slice shows all four</source>
        <translation>[Ŧĥé ļöšš öƒ ŧĥé ļàñđšçàþé àñđ öƒ ŧĥé þéŕ-éẋàɱþļé þļöŧ; ŧĥé šļîçé šĥöŵš àļļ ƒöûŕ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a = 0 counts as a mistake (y a ≤ 0, h&apos;(0) = 1 as in note 003)</source>
        <translation>[a = 0 çöûñŧš àš a ɱîšŧàķé (y a ≤ 0, h&apos;(0) = 1 àš îñ ñöŧé 003) ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a = 0 predicts +1 (CMU), so it is a mistake only when y = −1</source>
        <translation>[a = 0 þŕéđîçŧš +1 (ÇṀÛ), šö îŧ îš a ɱîšŧàķé öñļý ŵĥéñ y = −1 ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>a = 0 predicts −1, so it is a mistake only when y = +1</source>
        <translation>[a = 0 þŕéđîçŧš −1, šö îŧ îš a ɱîšŧàķé öñļý ŵĥéñ y = +1 ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The losses need two classes.</source>
        <translation>[Ŧĥé ļöššéš ñééđ ŧŵö çļàššéš. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Question open: the losses are hidden until the answer is checked (they would give it away).</source>
        <translation>[Ǫûéšŧîöñ öþéñ: ŧĥé ļöššéš àŕé ĥîđđéñ ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ (ŧĥéý ŵöûļđ ĝîṽé îŧ àŵàý). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The kernel perceptron has no weight vector w: its losses are not drawn over w.</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ĥàš ñö ŵéîĝĥŧ ṽéçŧöŕ w: îŧš ļöššéš àŕé ñöŧ đŕàŵñ öṽéŕ w. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Waiting for the run to start…</source>
        <translation>[Ŵàîŧîñĝ ƒöŕ ŧĥé ŕûñ ŧö šŧàŕŧ… ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The loss panel is about two classes (y = ±1); this document has more.</source>
        <translation>[Ŧĥé ļöšš þàñéļ îš àƀöûŧ ŧŵö çļàššéš (y = ±1); ŧĥîš đöçûɱéñŧ ĥàš ɱöŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Mean over the {n} examples, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b.</source>
        <translation>[Ṁéàñ öṽéŕ ŧĥé {n} éẋàɱþļéš, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>w is the averaged perceptron&apos;s online w, the one each update changes.</source>
        <translation>[w îš ŧĥé àṽéŕàĝéđ þéŕçéþŧŕöñ&apos;s öñļîñé w, ŧĥé öñé éàçĥ ûþđàŧé çĥàñĝéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>w is the voted perceptron&apos;s online w, the one each update changes.</source>
        <translation>[w îš ŧĥé ṽöŧéđ þéŕçéþŧŕöñ&apos;s öñļîñé w, ŧĥé öñé éàçĥ ûþđàŧé çĥàñĝéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>One feature: no landscape over (w₁, w₂).</source>
        <translation>[Öñé ƒéàŧûŕé: ñö ļàñđšçàþé öṽéŕ (w₁, w₂). ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The landscape averages {n} examples drawn at random.</source>
        <translation>[Ŧĥé ļàñđšçàþé àṽéŕàĝéš {n} éẋàɱþļéš đŕàŵñ àŧ ŕàñđöɱ. ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>The slice averages {n} examples drawn at random.</source>
        <translation>[Ŧĥé šļîçé àṽéŕàĝéš {n} éẋàɱþļéš đŕàŵñ àŧ ŕàñđöɱ. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>No intercept: b = 0.</source>
        <translation>[Ñö îñŧéŕçéþŧ: b = 0. ~~~~~]</translation>
    </message>
    <message>
        <source>The run went past its recorded history, which ends at step {t}: the path of w ends there.</source>
        <translation>[Ŧĥé ŕûñ ŵéñŧ þàšŧ îŧš ŕéçöŕđéđ ĥîšŧöŕý, ŵĥîçĥ éñđš àŧ šŧéþ {t}: ŧĥé þàŧĥ öƒ w éñđš ŧĥéŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The run went past its recorded history, which ends at step {t}: the path of w ends there, and the slice needs the last update.</source>
        <translation>[Ŧĥé ŕûñ ŵéñŧ þàšŧ îŧš ŕéçöŕđéđ ĥîšŧöŕý, ŵĥîçĥ éñđš àŧ šŧéþ {t}: ŧĥé þàŧĥ öƒ w éñđš ŧĥéŕé, àñđ ŧĥé šļîçé ñééđš ŧĥé ļàšŧ ûþđàŧé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>No update yet: the slice shows after the first.</source>
        <translation>[Ñö ûþđàŧé ýéŧ: ŧĥé šļîçé šĥöŵš àƒŧéŕ ŧĥé ƒîŕšŧ. ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>(x, c), c = {c}, in w̃ = (w, β) with the offset b = βc</source>
        <translation>[(x, c), c = {c}, îñ w̃ = (w, β) ŵîŧĥ ŧĥé öƒƒšéŧ b = βc ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>w̃ − η∇ℓ is the update w̃ + η y x̃ (b moves by η y c²)</source>
        <translation>[w̃ − η∇ℓ îš ŧĥé ûþđàŧé w̃ + η y x̃ (b ɱöṽéš ƀý η y c²) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>w − η∇ℓ is the update w + η y x̃</source>
        <translation>[w − η∇ℓ îš ŧĥé ûþđàŧé w + η y x̃ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron: ℓ = max(0, −y a). On a mistake ℓ = −y a, so ∇ℓ = −y x̃ with x̃ = {tilde}, and the step {step}; otherwise ℓ = 0 near w, ∇ℓ = 0: no update. This run: {rule}. At the w shown: {mistakes} of {n} are mistakes, ∇L = ({numbers}).</source>
        <translation>[Þéŕçéþŧŕöñ: ℓ = ɱàẋ(0, −y a). Öñ a ɱîšŧàķé ℓ = −y a, šö ∇ℓ = −y x̃ ŵîŧĥ x̃ = {tilde}, àñđ ŧĥé šŧéþ {step}; öŧĥéŕŵîšé ℓ = 0 ñéàŕ w, ∇ℓ = 0: ñö ûþđàŧé. Ŧĥîš ŕûñ: {rule}. Àŧ ŧĥé w šĥöŵñ: {mistakes} öƒ {n} àŕé ɱîšŧàķéš, ∇L = ({numbers}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
</context>
<context>
    <name>ManualModel</name>
    <message>
        <source>Training starts from w₀ = {w}, b₀ = {b}.</source>
        <translation>[Ŧŕàîñîñĝ šŧàŕŧš ƒŕöɱ w₀ = {w}, b₀ = {b}. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Training starts from w₀ = {w}, b₀ = {b} (the intercept b is now on: b₀ ≠ 0 needs it).</source>
        <translation>[Ŧŕàîñîñĝ šŧàŕŧš ƒŕöɱ w₀ = {w}, b₀ = {b} (ŧĥé îñŧéŕçéþŧ b îš ñöŵ öñ: b₀ ≠ 0 ñééđš îŧ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>S₊: the whole plane</source>
        <translation>[S₊: ŧĥé ŵĥöļé þļàñé ~~~~~]</translation>
    </message>
    <message>
        <source>S₋: the whole plane</source>
        <translation>[S₋: ŧĥé ŵĥöļé þļàñé ~~~~~]</translation>
    </message>
    <message>
        <source>Increase b by 1: the line moves 1/‖w‖ towards the negative side S₋ (against w)</source>
        <translation>[Îñçŕéàšé b ƀý 1: ŧĥé ļîñé ɱöṽéš 1/‖w‖ ŧöŵàŕđš ŧĥé ñéĝàŧîṽé šîđé S₋ (àĝàîñšŧ w) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Decrease b by 1: the line moves 1/‖w‖ towards the positive side S₊ (along w)</source>
        <translation>[Đéçŕéàšé b ƀý 1: ŧĥé ļîñé ɱöṽéš 1/‖w‖ ŧöŵàŕđš ŧĥé þöšîŧîṽé šîđé S₊ (àļöñĝ w) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>CMU exercise: w = (2, 3), b = 6</source>
        <translation>[ÇṀÛ éẋéŕçîšé: w = (2, 3), b = 6 ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Lecture 6&apos;s in-class exercise: draw w₁x₁ + w₂x₂ + b &gt; 0 with w = (2, 3), b = 6</source>
        <translation>[Ļéçŧûŕé 6&apos;s îñ-çļàšš éẋéŕçîšé: đŕàŵ w₁x₁ + w₂x₂ + b &gt; 0 ŵîŧĥ w = (2, 3), b = 6 ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Train from this w, b (as w₀, b₀)</source>
        <translation>[Ŧŕàîñ ƒŕöɱ ŧĥîš w, b (àš w₀, b₀) ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Training starts again from the drawn w and b; the warm-up ends</source>
        <translation>[Ŧŕàîñîñĝ šŧàŕŧš àĝàîñ ƒŕöɱ ŧĥé đŕàŵñ w àñđ b; ŧĥé ŵàŕɱ-ûþ éñđš ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Drag the arrow&apos;s tip to set w, drag the line to set b, or type them.</source>
        <translation>[Đŕàĝ ŧĥé àŕŕöŵ&apos;s ŧîþ ŧö šéŧ w, đŕàĝ ŧĥé ļîñé ŧö šéŧ b, öŕ ŧýþé ŧĥéɱ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>boundary: {equation}</source>
        <translation>[ƀöûñđàŕý: {equation} ~~~~~]</translation>
    </message>
    <message>
        <source>w = 0: there is no line; every x has w·x + b = {b}, so the whole plane is {side}.</source>
        <translation>[w = 0: ŧĥéŕé îš ñö ļîñé; éṽéŕý x ĥàš w·x + b = {b}, šö ŧĥé ŵĥöļé þļàñé îš {side}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>the boundary</source>
        <translation>[ŧĥé ƀöûñđàŕý ~~]</translation>
    </message>
    <message>
        <source>distance of the boundary from the origin: −b/‖w‖ = {b}/{norm} = {d} (along w)</source>
        <translation>[đîšŧàñçé öƒ ŧĥé ƀöûñđàŕý ƒŕöɱ ŧĥé öŕîĝîñ: −b/‖w‖ = {b}/{norm} = {d} (àļöñĝ w) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>angle of w: atan2({w2}, {w1}) = {angle}°</source>
        <translation>[àñĝļé öƒ w: àŧàñ2({w2}, {w1}) = {angle}° ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>b {sign} {delta}: with w = 0 there is no line to move.</source>
        <translation>[b {sign} {delta}: ŵîŧĥ w = 0 ŧĥéŕé îš ñö ļîñé ŧö ɱöṽé. ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>b {sign} {delta}: the line moves {delta}/‖w‖ = {moved} towards {towards} (its distance −b/‖w‖ goes from {before} to {after}).</source>
        <translation>[b {sign} {delta}: ŧĥé ļîñé ɱöṽéš {delta}/‖w‖ = {moved} ŧöŵàŕđš {towards} (îŧš đîšŧàñçé −b/‖w‖ ĝöéš ƒŕöɱ {before} ŧö {after}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>S₋, against w</source>
        <translation>[S₋, àĝàîñšŧ w ~~~]</translation>
    </message>
    <message>
        <source>S₊, along w</source>
        <translation>[S₊, àļöñĝ w ~~]</translation>
    </message>
    <message>
        <source>w₁, w₂ and b must be between {lo} and {hi}, got w = {w}, b = {b}.</source>
        <translation>[w₁, w₂ àñđ b ɱûšŧ ƀé ƀéŧŵééñ {lo} àñđ {hi}, ĝöŧ w = {w}, b = {b}. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
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
    <name>NumberBox</name>
    <message>
        <source>{name}: a number from {low} to {high}</source>
        <translation>[{name}: a ñûɱƀéŕ ƒŕöɱ {low} ŧö {high} ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{problem} Kept {value}.</source>
        <translation>[{problem} Ķéþŧ {value}. ~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} needs a number from {low} to {high}.</source>
        <translation>[{name} ñééđš a ñûɱƀéŕ ƒŕöɱ {low} ŧö {high}. ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{name} must be a number from {low} to {high}, not {text}.</source>
        <translation>[{name} ɱûšŧ ƀé a ñûɱƀéŕ ƒŕöɱ {low} ŧö {high}, ñöŧ {text}. ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Write decimals with a point, or turn on the decimal comma in Edit &gt; Preferences.</source>
        <translation>[Ŵŕîŧé đéçîɱàļš ŵîŧĥ a þöîñŧ, öŕ ŧûŕñ öñ ŧĥé đéçîɱàļ çöɱɱà îñ Éđîŧ &gt; Þŕéƒéŕéñçéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>The averaged and voted boundaries need every mistake; the app keeps the first {n}, up to step {t}.</source>
        <translation>[Ŧĥé àṽéŕàĝéđ àñđ ṽöŧéđ ƀöûñđàŕîéš ñééđ éṽéŕý ɱîšŧàķé; ŧĥé àþþ ķééþš ŧĥé ƒîŕšŧ {n}, ûþ ŧö šŧéþ {t}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>The voted boundary is not drawn: {n} hypotheses are too many.</source>
        <translation>[Ŧĥé ṽöŧéđ ƀöûñđàŕý îš ñöŧ đŕàŵñ: {n} ĥýþöŧĥéšéš àŕé ŧöö ɱàñý. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>w* (max margin, γ* = {gamma})</source>
        <translation>[w* (ɱàẋ ɱàŕĝîñ, γ* = {gamma}) ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>[àš ĝîṽéñ ~]</translation>
    </message>
    <message>
        <source>shuffled (seed {seed})</source>
        <translation>[šĥûƒƒļéđ (šééđ {seed}) ~~~~~~]</translation>
    </message>
    <message>
        <source>with b</source>
        <translation>[ŵîŧĥ b~]</translation>
    </message>
    <message>
        <source>no b</source>
        <translation>[ñö b]</translation>
    </message>
    <message>
        <source>{settings}: {n} mistakes, {weights}, b = {b}</source>
        <translation>[{settings}: {n} ɱîšŧàķéš, {weights}, b = {b} ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>pinned: {n} mistakes, {weights}</source>
        <translation>[þîññéđ: {n} ɱîšŧàķéš, {weights} ~~~~~~~~~~]</translation>
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
        <translation>[ŧĥé þöîñŧ&apos;s çļàšš (a ñàɱé öŕ ±1 àš îñ ŧĥé đöçûɱéñŧ) ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a coordinate</source>
        <translation>[a çööŕđîñàŧé ~~]</translation>
    </message>
    <message>
        <source>{column}: {what}. Double-click or type to change it (one undo step).</source>
        <translation>[{column}: {what}. Đöûƀļé-çļîçķ öŕ ŧýþé ŧö çĥàñĝé îŧ (öñé ûñđö šŧéþ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>[Àđđ]</translation>
    </message>
    <message>
        <source>Add a point at (0, 0) of the current class and type its coordinates (one undo step)</source>
        <translation>[Àđđ a þöîñŧ àŧ (0, 0) öƒ ŧĥé çûŕŕéñŧ çļàšš àñđ ŧýþé îŧš çööŕđîñàŧéš (öñé ûñđö šŧéþ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>[Đéļéŧé~]</translation>
    </message>
    <message>
        <source>Delete the selected points (one undo step)</source>
        <translation>[Đéļéŧé ŧĥé šéļéçŧéđ þöîñŧš (öñé ûñđö šŧéþ) ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Document order</source>
        <translation>[Đöçûɱéñŧ öŕđéŕ ~~~]</translation>
    </message>
    <message>
        <source>Show the points in the order of the document (the order training uses)</source>
        <translation>[Šĥöŵ ŧĥé þöîñŧš îñ ŧĥé öŕđéŕ öƒ ŧĥé đöçûɱéñŧ (ŧĥé öŕđéŕ ŧŕàîñîñĝ ûšéš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Point {i}, {error}</source>
        <translation>[Þöîñŧ {i}, {error} ~~~~~]</translation>
    </message>
    <message>
        <source>Point {i}, label: a document has at most {most} classes; the old label is kept.</source>
        <translation>[Þöîñŧ {i}, ļàƀéļ: a đöçûɱéñŧ ĥàš àŧ ɱöšŧ {most} çļàššéš; ŧĥé öļđ ļàƀéļ îš ķéþŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} points are selected on the canvas; the table highlights up to {most} (Delete deletes them all).</source>
        <translation>[{n} þöîñŧš àŕé šéļéçŧéđ öñ ŧĥé çàñṽàš; ŧĥé ŧàƀļé ĥîĝĥļîĝĥŧš ûþ ŧö {most} (Đéļéŧé đéļéŧéš ŧĥéɱ àļļ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[Ŵŕîŧé đéçîɱàļš ŵîŧĥ a çöɱɱà: 0,5 àñđ (0,5; −1) ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Numbers in the window, its figures and animations are written with a decimal comma, and a vector&apos;s numbers are parted by semicolons; number fields take 0,5. Files (CSV, JSON, lesson pages, worksheets) keep the decimal point.</source>
        <translation>[Ñûɱƀéŕš îñ ŧĥé ŵîñđöŵ, îŧš ƒîĝûŕéš àñđ àñîɱàŧîöñš àŕé ŵŕîŧŧéñ ŵîŧĥ a đéçîɱàļ çöɱɱà, àñđ a ṽéçŧöŕ&apos;s ñûɱƀéŕš àŕé þàŕŧéđ ƀý šéɱîçöļöñš; ñûɱƀéŕ ƒîéļđš ŧàķé 0,5. Ƒîļéš (ÇŠṼ, ĴŠÖÑ, ļéššöñ þàĝéš, ŵöŕķšĥééŧš) ķééþ ŧĥé đéçîɱàļ þöîñŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The menus, docks, controls and status line change at once; the points and the step shown stay. PERCEPTRON_LANGUAGE, when set, picks the language at start.</source>
        <translation>[Ŧĥé ɱéñûš, đöçķš, çöñŧŕöļš àñđ šŧàŧûš ļîñé çĥàñĝé àŧ öñçé; ŧĥé þöîñŧš àñđ ŧĥé šŧéþ šĥöŵñ šŧàý. ÞÉŔÇÉÞŦŔÖÑ_ĻÀÑĜÛÀĜÉ, ŵĥéñ šéŧ, þîçķš ŧĥé ļàñĝûàĝé àŧ šŧàŕŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Add points of two classes to train.</source>
        <translation>[Àđđ þöîñŧš öƒ ŧŵö çļàššéš ŧö ŧŕàîñ. ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Step t = {t}. The kernel perceptron has no weight vector w to tabulate.</source>
        <translation>[Šŧéþ t = {t}. Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ĥàš ñö ŵéîĝĥŧ ṽéçŧöŕ w ŧö ŧàƀûļàŧé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Step t = 0: no example looked at yet. Step with Space, PageDown or →.</source>
        <translation>[Šŧéþ t = 0: ñö éẋàɱþļé ļööķéđ àŧ ýéŧ. Šŧéþ ŵîŧĥ Šþàçé, ÞàĝéĐöŵñ öŕ →. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Step t = {t} (beyond the rows the table keeps).</source>
        <translation>[Šŧéþ t = {t} (ƀéýöñđ ŧĥé ŕöŵš ŧĥé ŧàƀļé ķééþš). ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Step t = {t}.</source>
        <translation>[Šŧéþ t = {t}. ~~~]</translation>
    </message>
</context>
<context>
    <name>QuickTour</name>
    <message>
        <source>&lt;h2&gt;Perceptron Studio: a quick tour&lt;/h2&gt;</source>
        <translation>[&lt;h2&gt;Þéŕçéþŧŕöñ Šŧûđîö: a ǫûîçķ ŧöûŕ&lt;/h2&gt; ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Add points.&lt;/b&gt; Left click adds a point of the current class (the &lt;i&gt;Class&lt;/i&gt; box, or keys 1–8), right click one of the other class. Drag a point to move it; drag on empty space to select, then Delete. Every edit is one undo step (Ctrl+Z, Ctrl+Shift+Z).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Àđđ þöîñŧš.&lt;/b&gt; Ļéƒŧ çļîçķ àđđš a þöîñŧ öƒ ŧĥé çûŕŕéñŧ çļàšš (ŧĥé &lt;i&gt;Çļàšš&lt;/i&gt; ƀöẋ, öŕ ķéýš 1–8), ŕîĝĥŧ çļîçķ öñé öƒ ŧĥé öŧĥéŕ çļàšš. Đŕàĝ a þöîñŧ ŧö ɱöṽé îŧ; đŕàĝ öñ éɱþŧý šþàçé ŧö šéļéçŧ, ŧĥéñ Đéļéŧé. Éṽéŕý éđîŧ îš öñé ûñđö šŧéþ (Çŧŕļ+Z, Çŧŕļ+Šĥîƒŧ+Z).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys alone.&lt;/b&gt; Tab reaches the canvas (a blue frame shows it has the focus): a cross marks the keyboard cursor. The arrows move it on the grid (View &amp;gt; Snap Step; Shift: four steps), 1–8 choose the class, Enter places a point there, Delete or Backspace removes the one under it. Tab goes on to every control and dock; Alt and a menu&apos;s underlined letter open the menus.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ķéýš àļöñé.&lt;/b&gt; Ŧàƀ ŕéàçĥéš ŧĥé çàñṽàš (a ƀļûé ƒŕàɱé šĥöŵš îŧ ĥàš ŧĥé ƒöçûš): a çŕöšš ɱàŕķš ŧĥé ķéýƀöàŕđ çûŕšöŕ. Ŧĥé àŕŕöŵš ɱöṽé îŧ öñ ŧĥé ĝŕîđ (Ṽîéŵ &amp;gt; Šñàþ Šŧéþ; Šĥîƒŧ: ƒöûŕ šŧéþš), 1–8 çĥööšé ŧĥé çļàšš, Éñŧéŕ þļàçéš a þöîñŧ ŧĥéŕé, Đéļéŧé öŕ Ɓàçķšþàçé ŕéɱöṽéš ŧĥé öñé ûñđéŕ îŧ. Ŧàƀ ĝöéš öñ ŧö éṽéŕý çöñŧŕöļ àñđ đöçķ; Àļŧ àñđ a ɱéñû&apos;s ûñđéŕļîñéđ ļéŧŧéŕ öþéñ ŧĥé ɱéñûš.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Type points.&lt;/b&gt; The &lt;i&gt;Points&lt;/i&gt; dock lists x₁, x₂ and the label of every point: type over a value, &lt;i&gt;Add&lt;/i&gt; or &lt;i&gt;Delete&lt;/i&gt; rows, click a title to sort. Each cell is one undo step; a value that does not read is refused with a hint and the old one stays. View &amp;gt; &lt;i&gt;Snap to Grid&lt;/i&gt; lands clicks and drags on the grid; hovering a point names it in the status bar.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧýþé þöîñŧš.&lt;/b&gt; Ŧĥé &lt;i&gt;Þöîñŧš&lt;/i&gt; đöçķ ļîšŧš x₁, x₂ àñđ ŧĥé ļàƀéļ öƒ éṽéŕý þöîñŧ: ŧýþé öṽéŕ a ṽàļûé, &lt;i&gt;Àđđ&lt;/i&gt; öŕ &lt;i&gt;Đéļéŧé&lt;/i&gt; ŕöŵš, çļîçķ a ŧîŧļé ŧö šöŕŧ. Éàçĥ çéļļ îš öñé ûñđö šŧéþ; a ṽàļûé ŧĥàŧ đöéš ñöŧ ŕéàđ îš ŕéƒûšéđ ŵîŧĥ a ĥîñŧ àñđ ŧĥé öļđ öñé šŧàýš. Ṽîéŵ &amp;gt; &lt;i&gt;Šñàþ ŧö Ĝŕîđ&lt;/i&gt; ļàñđš çļîçķš àñđ đŕàĝš öñ ŧĥé ĝŕîđ; ĥöṽéŕîñĝ a þöîñŧ ñàɱéš îŧ îñ ŧĥé šŧàŧûš ƀàŕ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step.&lt;/b&gt; &lt;i&gt;Step&lt;/i&gt; (Space) looks at the next example: it is ringed, and on a mistake the red arrow is the update η·y·x that took w (the black arrow, normal to the boundary) to its new value. &lt;i&gt;Next mistake&lt;/i&gt; (Shift+Space) and &lt;i&gt;Epoch&lt;/i&gt; (Ctrl+E) go further.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Šŧéþ.&lt;/b&gt; &lt;i&gt;Šŧéþ&lt;/i&gt; (Šþàçé) ļööķš àŧ ŧĥé ñéẋŧ éẋàɱþļé: îŧ îš ŕîñĝéđ, àñđ öñ a ɱîšŧàķé ŧĥé ŕéđ àŕŕöŵ îš ŧĥé ûþđàŧé η·y·x ŧĥàŧ ŧööķ w (ŧĥé ƀļàçķ àŕŕöŵ, ñöŕɱàļ ŧö ŧĥé ƀöûñđàŕý) ŧö îŧš ñéŵ ṽàļûé. &lt;i&gt;Ñéẋŧ ɱîšŧàķé&lt;/i&gt; (Šĥîƒŧ+Šþàçé) àñđ &lt;i&gt;Éþöçĥ&lt;/i&gt; (Çŧŕļ+E) ĝö ƒûŕŧĥéŕ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run.&lt;/b&gt; &lt;i&gt;Run&lt;/i&gt; (Ctrl+R) trains at the speed of the slider; &lt;i&gt;Pause&lt;/i&gt; (Esc). A run stops by itself and says why (converged, or the epoch limit: the data may not be linearly separable).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŕûñ.&lt;/b&gt; &lt;i&gt;Ŕûñ&lt;/i&gt; (Çŧŕļ+R) ŧŕàîñš àŧ ŧĥé šþééđ öƒ ŧĥé šļîđéŕ; &lt;i&gt;Þàûšé&lt;/i&gt; (Éšç). A ŕûñ šŧöþš ƀý îŧšéļƒ àñđ šàýš ŵĥý (çöñṽéŕĝéđ, öŕ ŧĥé éþöçĥ ļîɱîŧ: ŧĥé đàŧà ɱàý ñöŧ ƀé ļîñéàŕļý šéþàŕàƀļé).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Switch variant.&lt;/b&gt; The control panel picks the algorithm (perceptron, averaged, voted, kernel, batch gradient), η, the intercept, w₀ and b₀, what a score of 0 counts as, the order and the epoch limit. Changing a setting starts training again from w₀. Hover over any control for what it means. Under &quot;a score of 0 counts as a mistake&quot; a score of exactly 0 reads ŷ = 0 and counts as a training error (note 004).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Šŵîŧçĥ ṽàŕîàñŧ.&lt;/b&gt; Ŧĥé çöñŧŕöļ þàñéļ þîçķš ŧĥé àļĝöŕîŧĥɱ (þéŕçéþŧŕöñ, àṽéŕàĝéđ, ṽöŧéđ, ķéŕñéļ, ƀàŧçĥ ĝŕàđîéñŧ), η, ŧĥé îñŧéŕçéþŧ, w₀ àñđ b₀, ŵĥàŧ a šçöŕé öƒ 0 çöûñŧš àš, ŧĥé öŕđéŕ àñđ ŧĥé éþöçĥ ļîɱîŧ. Çĥàñĝîñĝ a šéŧŧîñĝ šŧàŕŧš ŧŕàîñîñĝ àĝàîñ ƒŕöɱ w₀. Ĥöṽéŕ öṽéŕ àñý çöñŧŕöļ ƒöŕ ŵĥàŧ îŧ ɱéàñš. Ûñđéŕ &quot;a šçöŕé öƒ 0 çöûñŧš àš a ɱîšŧàķé&quot; a šçöŕé öƒ éẋàçŧļý 0 ŕéàđš ŷ = 0 àñđ çöûñŧš àš a ŧŕàîñîñĝ éŕŕöŕ (ñöŧé 004).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The geometry warm-up.&lt;/b&gt; Data &amp;gt; &lt;i&gt;Draw a Classifier&lt;/i&gt;: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; &lt;i&gt;b + 1&lt;/i&gt; and &lt;i&gt;b − 1&lt;/i&gt; show which way the line moves; &lt;i&gt;Train from this w, b&lt;/i&gt; starts training from them.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ĝéöɱéŧŕý ŵàŕɱ-ûþ.&lt;/b&gt; Đàŧà &amp;gt; &lt;i&gt;Đŕàŵ a Çļàššîƒîéŕ&lt;/i&gt;: ŧýþé öŕ đŕàĝ w (ŧĥé àŕŕöŵ&apos;s ŧîþ) àñđ b (ŧĥé ļîñé); S₊ àñđ S₋, ‖w‖, −b/‖w‖ àñđ ŧĥé àñĝļé; &lt;i&gt;b + 1&lt;/i&gt; àñđ &lt;i&gt;b − 1&lt;/i&gt; šĥöŵ ŵĥîçĥ ŵàý ŧĥé ļîñé ɱöṽéš; &lt;i&gt;Ŧŕàîñ ƒŕöɱ ŧĥîš w, b&lt;/i&gt; šŧàŕŧš ŧŕàîñîñĝ ƒŕöɱ ŧĥéɱ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;One feature: the number line.&lt;/b&gt; A CSV with one feature column (x1,label) or Data &amp;gt; &lt;i&gt;New 1-D Set&lt;/i&gt; puts the points on a line: the threshold −b/w is the black marker, the rays S₊ and S₋ are tinted, and &lt;i&gt;Draw w*&lt;/i&gt; in the theorem panel shades the margin band of the max-margin threshold. Data &amp;gt; &lt;i&gt;Lift to (x, 1)&lt;/i&gt; draws the same run beside it through the origin: the points (x, 1), the boundary and (w, b).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Öñé ƒéàŧûŕé: ŧĥé ñûɱƀéŕ ļîñé.&lt;/b&gt; A ÇŠṼ ŵîŧĥ öñé ƒéàŧûŕé çöļûɱñ (x1,ļàƀéļ) öŕ Đàŧà &amp;gt; &lt;i&gt;Ñéŵ 1-D Šéŧ&lt;/i&gt; þûŧš ŧĥé þöîñŧš öñ a ļîñé: ŧĥé ŧĥŕéšĥöļđ −b/w îš ŧĥé ƀļàçķ ɱàŕķéŕ, ŧĥé ŕàýš S₊ àñđ S₋ àŕé ŧîñŧéđ, àñđ &lt;i&gt;Đŕàŵ w*&lt;/i&gt; îñ ŧĥé ŧĥéöŕéɱ þàñéļ šĥàđéš ŧĥé ɱàŕĝîñ ƀàñđ öƒ ŧĥé ɱàẋ-ɱàŕĝîñ ŧĥŕéšĥöļđ. Đàŧà &amp;gt; &lt;i&gt;Ļîƒŧ ŧö (x, 1)&lt;/i&gt; đŕàŵš ŧĥé šàɱé ŕûñ ƀéšîđé îŧ ŧĥŕöûĝĥ ŧĥé öŕîĝîñ: ŧĥé þöîñŧš (x, 1), ŧĥé ƀöûñđàŕý àñđ (w, b).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Big data sets.&lt;/b&gt; From 20,000 points the canvas draws a density picture in which each class keeps its share of the colour, so a small minority still shows.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ɓîĝ đàŧà šéŧš.&lt;/b&gt; Ƒŕöɱ 20,000 þöîñŧš ŧĥé çàñṽàš đŕàŵš a đéñšîŧý þîçŧûŕé îñ ŵĥîçĥ éàçĥ çļàšš ķééþš îŧš šĥàŕé öƒ ŧĥé çöļöûŕ, šö a šɱàļļ ɱîñöŕîŧý šŧîļļ šĥöŵš.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Documents.&lt;/b&gt; A JSON document keeps its own settings; a CSV file or File &amp;gt; New starts from the defaults.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Đöçûɱéñŧš.&lt;/b&gt; A ĴŠÖÑ đöçûɱéñŧ ķééþš îŧš öŵñ šéŧŧîñĝš; a ÇŠṼ ƒîļé öŕ Ƒîļé &amp;gt; Ñéŵ šŧàŕŧš ƒŕöɱ ŧĥé đéƒàûļŧš.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The trace table.&lt;/b&gt; Every example looked at, in the lecture&apos;s layout: t, epoch, x₁, x₂, the score, ŷ, y, mistake?, and w and b after the step. Hover over a column title for what it means; CSV and LaTeX export for a spreadsheet or a slide (the LaTeX in the same column order, mistakes in bold).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ŧŕàçé ŧàƀļé.&lt;/b&gt; Éṽéŕý éẋàɱþļé ļööķéđ àŧ, îñ ŧĥé ļéçŧûŕé&apos;s ļàýöûŧ: t, éþöçĥ, x₁, x₂, ŧĥé šçöŕé, ŷ, y, ɱîšŧàķé?, àñđ w àñđ b àƒŧéŕ ŧĥé šŧéþ. Ĥöṽéŕ öṽéŕ a çöļûɱñ ŧîŧļé ƒöŕ ŵĥàŧ îŧ ɱéàñš; ÇŠṼ àñđ ĻàŦéẊ éẋþöŕŧ ƒöŕ a šþŕéàđšĥééŧ öŕ a šļîđé (ŧĥé ĻàŦéẊ îñ ŧĥé šàɱé çöļûɱñ öŕđéŕ, ɱîšŧàķéš îñ ƀöļđ).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The kernel perceptron&apos;s trace.&lt;/b&gt; t, epoch, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, mistake? and the α that changed (αⱼ counts the mistakes on point j); time travel draws the past contour of f and its support vectors.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ&apos;s ŧŕàçé.&lt;/b&gt; t, éþöçĥ, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, ɱîšŧàķé? àñđ ŧĥé α ŧĥàŧ çĥàñĝéđ (αⱼ çöûñŧš ŧĥé ɱîšŧàķéš öñ þöîñŧ j); ŧîɱé ŧŕàṽéļ đŕàŵš ŧĥé þàšŧ çöñŧöûŕ öƒ f àñđ îŧš šûþþöŕŧ ṽéçŧöŕš.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The algorithm.&lt;/b&gt; The &lt;i&gt;Algorithm&lt;/i&gt; tab lists the variant&apos;s pseudocode as the notes write it (notes 001 to 004, and note 003&apos;s batch gradient step), the current line highlighted and the step&apos;s numbers put in; for the batch gradient the epoch&apos;s pending step μ·Σ y·x is drawn on the canvas.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé àļĝöŕîŧĥɱ.&lt;/b&gt; Ŧĥé &lt;i&gt;Àļĝöŕîŧĥɱ&lt;/i&gt; ŧàƀ ļîšŧš ŧĥé ṽàŕîàñŧ&apos;s þšéûđöçöđé àš ŧĥé ñöŧéš ŵŕîŧé îŧ (ñöŧéš 001 ŧö 004, àñđ ñöŧé 003&apos;s ƀàŧçĥ ĝŕàđîéñŧ šŧéþ), ŧĥé çûŕŕéñŧ ļîñé ĥîĝĥļîĝĥŧéđ àñđ ŧĥé šŧéþ&apos;s ñûɱƀéŕš þûŧ îñ; ƒöŕ ŧĥé ƀàŧçĥ ĝŕàđîéñŧ ŧĥé éþöçĥ&apos;s þéñđîñĝ šŧéþ μ·Σ y·x îš đŕàŵñ öñ ŧĥé çàñṽàš.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time travel.&lt;/b&gt; Click a row or drag the timeline: the canvas and the panels show that past step. &lt;i&gt;Latest&lt;/i&gt; (End) comes back.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧîɱé ŧŕàṽéļ.&lt;/b&gt; Çļîçķ a ŕöŵ öŕ đŕàĝ ŧĥé ŧîɱéļîñé: ŧĥé çàñṽàš àñđ ŧĥé þàñéļš šĥöŵ ŧĥàŧ þàšŧ šŧéþ. &lt;i&gt;Ļàŧéšŧ&lt;/i&gt; (Éñđ) çöɱéš ƀàçķ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lesson as an animation.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Animation&lt;/i&gt;: the trace table&apos;s selected rows (or the whole run) as a GIF or MP4, one frame every k steps, the trace row and the update with its numbers under the canvas; progress and Cancel in the status bar, and the file appears only when complete.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ļéššöñ àš àñ àñîɱàŧîöñ.&lt;/b&gt; Ƒîļé &amp;gt; &lt;i&gt;Éẋþöŕŧ Àñîɱàŧîöñ&lt;/i&gt;: ŧĥé ŧŕàçé ŧàƀļé&apos;s šéļéçŧéđ ŕöŵš (öŕ ŧĥé ŵĥöļé ŕûñ) àš a ĜÎƑ öŕ ṀÞ4, öñé ƒŕàɱé éṽéŕý k šŧéþš, ŧĥé ŧŕàçé ŕöŵ àñđ ŧĥé ûþđàŧé ŵîŧĥ îŧš ñûɱƀéŕš ûñđéŕ ŧĥé çàñṽàš; þŕöĝŕéšš àñđ Çàñçéļ îñ ŧĥé šŧàŧûš ƀàŕ, àñđ ŧĥé ƒîļé àþþéàŕš öñļý ŵĥéñ çöɱþļéŧé.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lesson as a web page.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Lesson&lt;/i&gt;: the run&apos;s first steps as one HTML file that students open offline on a phone or a laptop: Step, Back, Next mistake, Epoch, Play, a slider, the trace table, the keys, a quiz and large text. Students move, add or delete points (mouse or finger) and change the settings, and the page trains again with the app&apos;s numbers, bit for bit; the link holds the whole state. The dialog can fix controls for the students and hide the boundary until they have answered.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ļéššöñ àš a ŵéƀ þàĝé.&lt;/b&gt; Ƒîļé &amp;gt; &lt;i&gt;Éẋþöŕŧ Ļéššöñ&lt;/i&gt;: ŧĥé ŕûñ&apos;s ƒîŕšŧ šŧéþš àš öñé ĤŦṀĻ ƒîļé ŧĥàŧ šŧûđéñŧš öþéñ öƒƒļîñé öñ a þĥöñé öŕ a ļàþŧöþ: Šŧéþ, Ɓàçķ, Ñéẋŧ ɱîšŧàķé, Éþöçĥ, Þļàý, a šļîđéŕ, ŧĥé ŧŕàçé ŧàƀļé, ŧĥé ķéýš, a ǫûîž àñđ ļàŕĝé ŧéẋŧ. Šŧûđéñŧš ɱöṽé, àđđ öŕ đéļéŧé þöîñŧš (ɱöûšé öŕ ƒîñĝéŕ) àñđ çĥàñĝé ŧĥé šéŧŧîñĝš, àñđ ŧĥé þàĝé ŧŕàîñš àĝàîñ ŵîŧĥ ŧĥé àþþ&apos;s ñûɱƀéŕš, ƀîŧ ƒöŕ ƀîŧ; ŧĥé ļîñķ ĥöļđš ŧĥé ŵĥöļé šŧàŧé. Ŧĥé đîàļöĝ çàñ ƒîẋ çöñŧŕöļš ƒöŕ ŧĥé šŧûđéñŧš àñđ ĥîđé ŧĥé ƀöûñđàŕý ûñŧîļ ŧĥéý ĥàṽé àñšŵéŕéđ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Exports for slides.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Image&lt;/i&gt; (PNG) and &lt;i&gt;Export Animation&lt;/i&gt; lay the picture out again at the size asked: every text&apos;s capitals are at least 2.5% of the frame&apos;s height. Choose the aspect (16:9, 4:3, square or the canvas&apos;s); &lt;i&gt;Presentation look&lt;/i&gt; draws text and lines larger again.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Éẋþöŕŧš ƒöŕ šļîđéš.&lt;/b&gt; Ƒîļé &amp;gt; &lt;i&gt;Éẋþöŕŧ Îɱàĝé&lt;/i&gt; (ÞÑĜ) àñđ &lt;i&gt;Éẋþöŕŧ Àñîɱàŧîöñ&lt;/i&gt; ļàý ŧĥé þîçŧûŕé öûŧ àĝàîñ àŧ ŧĥé šîžé àšķéđ: éṽéŕý ŧéẋŧ&apos;s çàþîŧàļš àŕé àŧ ļéàšŧ 2.5% öƒ ŧĥé ƒŕàɱé&apos;s ĥéîĝĥŧ. Çĥööšé ŧĥé àšþéçŧ (16:9, 4:3, šǫûàŕé öŕ ŧĥé çàñṽàš&apos;s); &lt;i&gt;Þŕéšéñŧàŧîöñ ļööķ&lt;/i&gt; đŕàŵš ŧéẋŧ àñđ ļîñéš ļàŕĝéŕ àĝàîñ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The convergence theorem.&lt;/b&gt; R, the margin γ*, the separator w* and the bound (R/γ*)² on the mistakes, with the proof drawn as it goes; from w₀ ≠ 0, the bound the same two lines give: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR².&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ.&lt;/b&gt; R, ŧĥé ɱàŕĝîñ γ*, ŧĥé šéþàŕàŧöŕ w* àñđ ŧĥé ƀöûñđ (R/γ*)² öñ ŧĥé ɱîšŧàķéš, ŵîŧĥ ŧĥé þŕööƒ đŕàŵñ àš îŧ ĝöéš; ƒŕöɱ w₀ ≠ 0, ŧĥé ƀöûñđ ŧĥé šàɱé ŧŵö ļîñéš ĝîṽé: ŧĥé ļàŕĝéšŧ k ŵîŧĥ (w₀·w* + kγ*)² ≤ ‖w₀‖² + ķŔ².&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Weight space.&lt;/b&gt; View &amp;gt; &lt;i&gt;Weight Space&lt;/i&gt; (Ctrl+Shift+W): each example as the half-plane of weights that get it right, the feasible region (green), the path of w with each jump η·y·x labelled by its point, w* and the cone of weights with margin ≥ γ*/2. Hover a point or a line to link them; click to set w. With no feasible region it says why.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŵéîĝĥŧ šþàçé.&lt;/b&gt; Ṽîéŵ &amp;gt; &lt;i&gt;Ŵéîĝĥŧ Šþàçé&lt;/i&gt; (Çŧŕļ+Šĥîƒŧ+W): éàçĥ éẋàɱþļé àš ŧĥé ĥàļƒ-þļàñé öƒ ŵéîĝĥŧš ŧĥàŧ ĝéŧ îŧ ŕîĝĥŧ, ŧĥé ƒéàšîƀļé ŕéĝîöñ (ĝŕééñ), ŧĥé þàŧĥ öƒ w ŵîŧĥ éàçĥ ĵûɱþ η·y·x ļàƀéļļéđ ƀý îŧš þöîñŧ, w* àñđ ŧĥé çöñé öƒ ŵéîĝĥŧš ŵîŧĥ ɱàŕĝîñ ≥ γ*/2. Ĥöṽéŕ a þöîñŧ öŕ a ļîñé ŧö ļîñķ ŧĥéɱ; çļîçķ ŧö šéŧ w. Ŵîŧĥ ñö ƒéàšîƀļé ŕéĝîöñ îŧ šàýš ŵĥý.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Live class.&lt;/b&gt; Train &amp;gt; &lt;i&gt;Live Class&lt;/i&gt;: students open the address (or scan the QR code) the dock shows and answer from their phones: mistake or not, ŷ, where w goes, where the boundary goes. The dock counts the answers and shows nothing of them until &lt;i&gt;Reveal&lt;/i&gt;; &lt;i&gt;Vote again&lt;/i&gt; after a discussion, and &lt;i&gt;Export&lt;/i&gt; the session as CSV. Nothing listens on the network until this is checked; uncheck it to stop.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ļîṽé çļàšš.&lt;/b&gt; Ŧŕàîñ &amp;gt; &lt;i&gt;Ļîṽé Çļàšš&lt;/i&gt;: šŧûđéñŧš öþéñ ŧĥé àđđŕéšš (öŕ šçàñ ŧĥé ǪŔ çöđé) ŧĥé đöçķ šĥöŵš àñđ àñšŵéŕ ƒŕöɱ ŧĥéîŕ þĥöñéš: ɱîšŧàķé öŕ ñöŧ, ŷ, ŵĥéŕé w ĝöéš, ŵĥéŕé ŧĥé ƀöûñđàŕý ĝöéš. Ŧĥé đöçķ çöûñŧš ŧĥé àñšŵéŕš àñđ šĥöŵš ñöŧĥîñĝ öƒ ŧĥéɱ ûñŧîļ &lt;i&gt;Ŕéṽéàļ&lt;/i&gt;; &lt;i&gt;Ṽöŧé àĝàîñ&lt;/i&gt; àƒŧéŕ a đîšçûššîöñ, àñđ &lt;i&gt;Éẋþöŕŧ&lt;/i&gt; ŧĥé šéššîöñ àš ÇŠṼ. Ñöŧĥîñĝ ļîšŧéñš öñ ŧĥé ñéŧŵöŕķ ûñŧîļ ŧĥîš îš çĥéçķéđ; ûñçĥéçķ îŧ ŧö šŧöþ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Quiz mode.&lt;/b&gt; Train &amp;gt; &lt;i&gt;Quiz Mode&lt;/i&gt; (Ctrl+K): before each step, answer ŷ, &quot;mistake?&quot; and on a mistake the new w and b (typed, or drag the orange arrow&apos;s tip). The classifier&apos;s picture is hidden while a question is open; &lt;i&gt;Check&lt;/i&gt; (Enter, or Space) takes the step and shows what was right, the picture and a score; &lt;i&gt;Next question&lt;/i&gt; (Enter again) asks on. File &amp;gt; &lt;i&gt;Export Quiz&lt;/i&gt; writes the first steps or mistakes of a fresh run as a LaTeX worksheet whose questions chain (&quot;your w from question k−1&quot;), in as many versions as asked (each another order), and its answer key.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ǫûîž ɱöđé.&lt;/b&gt; Ŧŕàîñ &amp;gt; &lt;i&gt;Ǫûîž Ṁöđé&lt;/i&gt; (Çŧŕļ+K): ƀéƒöŕé éàçĥ šŧéþ, àñšŵéŕ ŷ, &quot;ɱîšŧàķé?&quot; àñđ öñ a ɱîšŧàķé ŧĥé ñéŵ w àñđ b (ŧýþéđ, öŕ đŕàĝ ŧĥé öŕàñĝé àŕŕöŵ&apos;s ŧîþ). Ŧĥé çļàššîƒîéŕ&apos;s þîçŧûŕé îš ĥîđđéñ ŵĥîļé a ǫûéšŧîöñ îš öþéñ; &lt;i&gt;Çĥéçķ&lt;/i&gt; (Éñŧéŕ, öŕ Šþàçé) ŧàķéš ŧĥé šŧéþ àñđ šĥöŵš ŵĥàŧ ŵàš ŕîĝĥŧ, ŧĥé þîçŧûŕé àñđ a šçöŕé; &lt;i&gt;Ñéẋŧ ǫûéšŧîöñ&lt;/i&gt; (Éñŧéŕ àĝàîñ) àšķš öñ. Ƒîļé &amp;gt; &lt;i&gt;Éẋþöŕŧ Ǫûîž&lt;/i&gt; ŵŕîŧéš ŧĥé ƒîŕšŧ šŧéþš öŕ ɱîšŧàķéš öƒ a ƒŕéšĥ ŕûñ àš a ĻàŦéẊ ŵöŕķšĥééŧ ŵĥöšé ǫûéšŧîöñš çĥàîñ (&quot;ýöûŕ w ƒŕöɱ ǫûéšŧîöñ k−1&quot;), îñ àš ɱàñý ṽéŕšîöñš àš àšķéđ (éàçĥ àñöŧĥéŕ öŕđéŕ), àñđ îŧš àñšŵéŕ ķéý.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Point inspector.&lt;/b&gt; Click a point: its score a = w·x + b, y·a, ‖x‖², its projection on w, the signed distance (w·x + b)/‖w‖, and y·a before and after its last update, flagged &lt;i&gt;undershoot&lt;/i&gt; when the example is still wrong after its own update (note 004).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Þöîñŧ îñšþéçŧöŕ.&lt;/b&gt; Çļîçķ a þöîñŧ: îŧš šçöŕé a = w·x + b, y·a, ‖x‖², îŧš þŕöĵéçŧîöñ öñ w, ŧĥé šîĝñéđ đîšŧàñçé (w·x + b)/‖w‖, àñđ y·a ƀéƒöŕé àñđ àƒŧéŕ îŧš ļàšŧ ûþđàŧé, ƒļàĝĝéđ &lt;i&gt;ûñđéŕšĥööŧ&lt;/i&gt; ŵĥéñ ŧĥé éẋàɱþļé îš šŧîļļ ŵŕöñĝ àƒŧéŕ îŧš öŵñ ûþđàŧé (ñöŧé 004).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Learning curves.&lt;/b&gt; Mistakes per epoch, training error and the perceptron loss Σ max(0, −y·a).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ļéàŕñîñĝ çûŕṽéš.&lt;/b&gt; Ṁîšŧàķéš þéŕ éþöçĥ, ŧŕàîñîñĝ éŕŕöŕ àñđ ŧĥé þéŕçéþŧŕöñ ļöšš Σ ɱàẋ(0, −y·a).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Logistic regression and the hinge.&lt;/b&gt; The algorithm box offers SGD on ln(1 + e^(−y·a)) and on max(0, 1 − y·a) with L2 α, equal to scikit-learn&apos;s SGDClassifier step for step. &lt;i&gt;Next mistake&lt;/i&gt; goes to the next example with a nonzero loss gradient ℓ′; the trace shows a, σ(a), y, ℓ, ℓ′, η_t and w, b after, and the canvas shades P(y = +1 | x) with a colour bar (the boundary is P = 0.5).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ļöĝîšŧîç ŕéĝŕéššîöñ àñđ ŧĥé ĥîñĝé.&lt;/b&gt; Ŧĥé àļĝöŕîŧĥɱ ƀöẋ öƒƒéŕš ŠĜĐ öñ ļñ(1 + e^(−y·a)) àñđ öñ ɱàẋ(0, 1 − y·a) ŵîŧĥ L2 α, éǫûàļ ŧö šçîķîŧ-ļéàŕñ&apos;s ŠĜĐÇļàššîƒîéŕ šŧéþ ƒöŕ šŧéþ. &lt;i&gt;Ñéẋŧ ɱîšŧàķé&lt;/i&gt; ĝöéš ŧö ŧĥé ñéẋŧ éẋàɱþļé ŵîŧĥ a ñöñžéŕö ļöšš ĝŕàđîéñŧ ℓ′; ŧĥé ŧŕàçé šĥöŵš a, σ(a), y, ℓ, ℓ′, η_t àñđ w, b àƒŧéŕ, àñđ ŧĥé çàñṽàš šĥàđéš P(y = +1 | x) ŵîŧĥ a çöļöûŕ ƀàŕ (ŧĥé ƀöûñđàŕý îš P = 0.5).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Learning-rate schedules.&lt;/b&gt; Constant η₀, 1/t or η₀/tᵖ: the Learning curves show Σα_t and Σα_t² against the Robbins-Monro conditions (Σα_t = ∞, Σα_t² &amp;lt; ∞).&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ļéàŕñîñĝ-ŕàŧé šçĥéđûļéš.&lt;/b&gt; Çöñšŧàñŧ η₀, 1/t öŕ η₀/tᵖ: ŧĥé Ļéàŕñîñĝ çûŕṽéš šĥöŵ Σα_t àñđ Σα_t² àĝàîñšŧ ŧĥé Ŕöƀƀîñš-Ṁöñŕö çöñđîŧîöñš (Σα_t = ∞, Σα_t² &amp;lt; ∞).&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The loss panel.&lt;/b&gt; View &amp;gt; &lt;i&gt;Loss Panel&lt;/i&gt;: the 0-1, perceptron max(0, −y a), hinge max(0, 1 − y a) and logistic ln(1 + e^(−y a)) losses of the w shown, mean over the examples: as landscapes over (w₁, w₂) at the current b with the run&apos;s path and a star at w, along the last update w + s·Δw, and per example against its margin y a. It says why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise, and follows the step and time travel.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ļöšš þàñéļ.&lt;/b&gt; Ṽîéŵ &amp;gt; &lt;i&gt;Ļöšš Þàñéļ&lt;/i&gt;: ŧĥé 0-1, þéŕçéþŧŕöñ ɱàẋ(0, −y a), ĥîñĝé ɱàẋ(0, 1 − y a) àñđ ļöĝîšŧîç ļñ(1 + e^(−y a)) ļöššéš öƒ ŧĥé w šĥöŵñ, ɱéàñ öṽéŕ ŧĥé éẋàɱþļéš: àš ļàñđšçàþéš öṽéŕ (w₁, w₂) àŧ ŧĥé çûŕŕéñŧ b ŵîŧĥ ŧĥé ŕûñ&apos;s þàŧĥ àñđ a šŧàŕ àŧ w, àļöñĝ ŧĥé ļàšŧ ûþđàŧé w + s·Δw, àñđ þéŕ éẋàɱþļé àĝàîñšŧ îŧš ɱàŕĝîñ y a. Îŧ šàýš ŵĥý ŧĥé þéŕçéþŧŕöñ&apos;s ĝŕàđîéñŧ îš −y x öñ a ɱîšŧàķé àñđ 0 öŧĥéŕŵîšé, àñđ ƒöļļöŵš ŧĥé šŧéþ àñđ ŧîɱé ŧŕàṽéļ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Compare.&lt;/b&gt; View &amp;gt; &lt;i&gt;Pin Boundary&lt;/i&gt; keeps a boundary to compare with after a change; &lt;i&gt;Averaged and Voted Boundaries&lt;/i&gt; draws them with the last w.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Çöɱþàŕé.&lt;/b&gt; Ṽîéŵ &amp;gt; &lt;i&gt;Þîñ Ɓöûñđàŕý&lt;/i&gt; ķééþš a ƀöûñđàŕý ŧö çöɱþàŕé ŵîŧĥ àƒŧéŕ a çĥàñĝé; &lt;i&gt;Àṽéŕàĝéđ àñđ Ṽöŧéđ Ɓöûñđàŕîéš&lt;/i&gt; đŕàŵš ŧĥéɱ ŵîŧĥ ŧĥé ļàšŧ w.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lecture examples.&lt;/b&gt; File &amp;gt; Examples: the CMU trace, a margin, XOR, circles for the kernel, three classes, a noisy set, and note 004&apos;s own: Figure 1&apos;s two updates, an update that undershoots, a set separable only with an offset, and a set where the bound (R/γ*)² = 2 is met exactly.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŧĥé ļéçŧûŕé éẋàɱþļéš.&lt;/b&gt; Ƒîļé &amp;gt; Éẋàɱþļéš: ŧĥé ÇṀÛ ŧŕàçé, a ɱàŕĝîñ, ẊÖŔ, çîŕçļéš ƒöŕ ŧĥé ķéŕñéļ, ŧĥŕéé çļàššéš, a ñöîšý šéŧ, àñđ ñöŧé 004&apos;s öŵñ: Ƒîĝûŕé 1&apos;s ŧŵö ûþđàŧéš, àñ ûþđàŧé ŧĥàŧ ûñđéŕšĥööŧš, a šéŧ šéþàŕàƀļé öñļý ŵîŧĥ àñ öƒƒšéŧ, àñđ a šéŧ ŵĥéŕé ŧĥé ƀöûñđ (R/γ*)² = 2 îš ɱéŧ éẋàçŧļý.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Real data.&lt;/b&gt; A CSV or TSV file of many columns, or iris, wine and breast cancer from File &amp;gt; Examples, opens as a table; the window trains on the two chosen features. Data &amp;gt; &lt;i&gt;Choose Features&lt;/i&gt; picks them and the label column, standardises or scales into the unit ball (R = 1, the bound 1/γ²), and holds out a test set: its points are hollow and its error stands beside the training error. Save writes every column back.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Ŕéàļ đàŧà.&lt;/b&gt; A ÇŠṼ öŕ ŦŠṼ ƒîļé öƒ ɱàñý çöļûɱñš, öŕ îŕîš, ŵîñé àñđ ƀŕéàšŧ çàñçéŕ ƒŕöɱ Ƒîļé &amp;gt; Éẋàɱþļéš, öþéñš àš a ŧàƀļé; ŧĥé ŵîñđöŵ ŧŕàîñš öñ ŧĥé ŧŵö çĥöšéñ ƒéàŧûŕéš. Đàŧà &amp;gt; &lt;i&gt;Çĥööšé Ƒéàŧûŕéš&lt;/i&gt; þîçķš ŧĥéɱ àñđ ŧĥé ļàƀéļ çöļûɱñ, šŧàñđàŕđîšéš öŕ šçàļéš îñŧö ŧĥé ûñîŧ ƀàļļ (R = 1, ŧĥé ƀöûñđ 1/γ²), àñđ ĥöļđš öûŧ a ŧéšŧ šéŧ: îŧš þöîñŧš àŕé ĥöļļöŵ àñđ îŧš éŕŕöŕ šŧàñđš ƀéšîđé ŧĥé ŧŕàîñîñĝ éŕŕöŕ. Šàṽé ŵŕîŧéš éṽéŕý çöļûɱñ ƀàçķ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Presentation mode.&lt;/b&gt; View &amp;gt; &lt;i&gt;Presentation Mode&lt;/i&gt; (F5) for the projector, full screen: text twice as large, the main view and the current trace row only, big buttons (Reset and Pause too). F6 makes weight space, then the theorem, the large main view, then the canvas again. PageDown, → and Space step (a presentation clicker sends PageDown), PageUp goes one step back, Esc or F5 leaves. It stays on after a restart.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;&lt;b&gt;Þŕéšéñŧàŧîöñ ɱöđé.&lt;/b&gt; Ṽîéŵ &amp;gt; &lt;i&gt;Þŕéšéñŧàŧîöñ Ṁöđé&lt;/i&gt; (F5) ƒöŕ ŧĥé þŕöĵéçŧöŕ, ƒûļļ šçŕééñ: ŧéẋŧ ŧŵîçé àš ļàŕĝé, ŧĥé ɱàîñ ṽîéŵ àñđ ŧĥé çûŕŕéñŧ ŧŕàçé ŕöŵ öñļý, ƀîĝ ƀûŧŧöñš (Ŕéšéŧ àñđ Þàûšé ŧöö). F6 ɱàķéš ŵéîĝĥŧ šþàçé, ŧĥéñ ŧĥé ŧĥéöŕéɱ, ŧĥé ļàŕĝé ɱàîñ ṽîéŵ, ŧĥéñ ŧĥé çàñṽàš àĝàîñ. ÞàĝéĐöŵñ, → àñđ Šþàçé šŧéþ (a þŕéšéñŧàŧîöñ çļîçķéŕ šéñđš ÞàĝéĐöŵñ), ÞàĝéÛþ ĝöéš öñé šŧéþ ƀàçķ, Éšç öŕ F5 ļéàṽéš. Îŧ šŧàýš öñ àƒŧéŕ a ŕéšŧàŕŧ.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>&lt;p&gt;Help &amp;gt; &lt;i&gt;Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>[&lt;p&gt;Ĥéļþ &amp;gt; &lt;i&gt;Ķéýƀöàŕđ Šĥöŕŧçûŧš&lt;/i&gt; ļîšŧš éṽéŕý ķéý.&lt;/p&gt; ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>[ŷ = šîĝñ({score}); a šçöŕé öƒ 0 þŕéđîçŧš ñö çļàšš àñđ îš a ɱîšŧàķé (ñöŧé 004) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>[ŷ = +1 îƒƒ {score} ≥ 0 (ÇṀÛ, ñöŧé 002) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>[ŷ = +1 îƒƒ {score} &gt; 0, šö a šçöŕé öƒ 0 þŕéđîçŧš −1 (ñöŧé 001) ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>on a mistake {update}</source>
        <translation>[öñ a ɱîšŧàķé {update} ~~~~~~]</translation>
    </message>
    <message>
        <source>(batch: summed over the epoch, applied at its end)</source>
        <translation>[(ƀàŧçĥ: šûɱɱéđ öṽéŕ ŧĥé éþöçĥ, àþþļîéđ àŧ îŧš éñđ) ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Score: no step answered yet</source>
        <translation>[Šçöŕé: ñö šŧéþ àñšŵéŕéđ ýéŧ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Score: {right} of {n} step fully right  ·  {points} of {out_of} parts</source>
        <translation>[Šçöŕé: {right} öƒ {n} šŧéþ ƒûļļý ŕîĝĥŧ  ·  {points} öƒ {out_of} þàŕŧš ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Score: {right} of {n} steps fully right  ·  {points} of {out_of} parts</source>
        <translation>[Šçöŕé: {right} öƒ {n} šŧéþš ƒûļļý ŕîĝĥŧ  ·  {points} öƒ {out_of} þàŕŧš ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The quiz asks about two classes (labels −1 and +1); this point set has {n}. Delete the points of the other classes, or open a two-class example.</source>
        <translation>[Ŧĥé ǫûîž àšķš àƀöûŧ ŧŵö çļàššéš (ļàƀéļš −1 àñđ +1); ŧĥîš þöîñŧ šéŧ ĥàš {n}. Đéļéŧé ŧĥé þöîñŧš öƒ ŧĥé öŧĥéŕ çļàššéš, öŕ öþéñ a ŧŵö-çļàšš éẋàɱþļé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The quiz asks for the new weight vector w; the kernel perceptron has none. Choose the perceptron, averaged, voted or batch variant.</source>
        <translation>[Ŧĥé ǫûîž àšķš ƒöŕ ŧĥé ñéŵ ŵéîĝĥŧ ṽéçŧöŕ w; ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ĥàš ñöñé. Çĥööšé ŧĥé þéŕçéþŧŕöñ, àṽéŕàĝéđ, ṽöŧéđ öŕ ƀàŧçĥ ṽàŕîàñŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
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
        <translation>[Ŧýþé ŧĥéɱ, öŕ đŕàĝ ŧĥé öŕàñĝé àŕŕöŵ&apos;s ŧîþ öñ ŧĥé çàñṽàš. ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Waiting for the run…</source>
        <translation>[Ŵàîŧîñĝ ƒöŕ ŧĥé ŕûñ… ~~~~~]</translation>
    </message>
    <message>
        <source>Turn on Train &gt; Quiz Mode to predict each step before it is taken.</source>
        <translation>[Ŧûŕñ öñ Ŧŕàîñ &gt; Ǫûîž Ṁöđé ŧö þŕéđîçŧ éàçĥ šŧéþ ƀéƒöŕé îŧ îš ŧàķéñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step t = {t}&lt;/b&gt; (epoch {epoch}): {weights}&lt;br&gt;example {i}: &lt;b&gt;{example}&lt;/b&gt; (ringed on the canvas)</source>
        <translation>[&lt;b&gt;Šŧéþ t = {t}&lt;/b&gt; (éþöçĥ {epoch}): {weights}&lt;ƀŕ&gt;éẋàɱþļé {i}: &lt;b&gt;{example}&lt;/b&gt; (ŕîñĝéđ öñ ŧĥé çàñṽàš) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
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
        <translation>[{name}: ýöû šàîđ {given}, îŧ îš {expected} ~~~~~~~~~~ ~~~]</translation>
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
    <message>
        <source>the worksheet asks about the perceptron&apos;s mistakes and updates; logistic regression and the hinge update on every step. Choose the perceptron, averaged, voted or batch variant.</source>
        <translation>[ŧĥé ŵöŕķšĥééŧ àšķš àƀöûŧ ŧĥé þéŕçéþŧŕöñ&apos;s ɱîšŧàķéš àñđ ûþđàŧéš; ļöĝîšŧîç ŕéĝŕéššîöñ àñđ ŧĥé ĥîñĝé ûþđàŧé öñ éṽéŕý šŧéþ. Çĥööšé ŧĥé þéŕçéþŧŕöñ, àṽéŕàĝéđ, ṽöŧéđ öŕ ƀàŧçĥ ṽàŕîàñŧ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>the batch variant sums an epoch&apos;s updates whatever the order, so every version would ask the same: export one version, or choose the perceptron to vary the order.</source>
        <translation>[ŧĥé ƀàŧçĥ ṽàŕîàñŧ šûɱš àñ éþöçĥ&apos;s ûþđàŧéš ŵĥàŧéṽéŕ ŧĥé öŕđéŕ, šö éṽéŕý ṽéŕšîöñ ŵöûļđ àšķ ŧĥé šàɱé: éẋþöŕŧ öñé ṽéŕšîöñ, öŕ çĥööšé ŧĥé þéŕçéþŧŕöñ ŧö ṽàŕý ŧĥé öŕđéŕ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>a fresh run of these settings makes no mistake in {epochs} epochs: there is nothing to ask about. Export its first steps instead, or start from another w₀.</source>
        <translation>[a ƒŕéšĥ ŕûñ öƒ ŧĥéšé šéŧŧîñĝš ɱàķéš ñö ɱîšŧàķé îñ {epochs} éþöçĥš: ŧĥéŕé îš ñöŧĥîñĝ ŧö àšķ àƀöûŧ. Éẋþöŕŧ îŧš ƒîŕšŧ šŧéþš îñšŧéàđ, öŕ šŧàŕŧ ƒŕöɱ àñöŧĥéŕ w₀. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
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
        <translation>[Ƒŕöɱ a ƒŕéšĥ ŕûñ öƒ ŧĥé đöçûɱéñŧ&apos;s šéŧŧîñĝš: ŧĥé ŵîñđöŵ&apos;s ŕûñ îš ñöŧ šŧéþþéđ. Éàçĥ ǫûéšŧîöñ šŧàŕŧš ƒŕöɱ ŧĥé àñšŵéŕ ŧö ŧĥé öñé ƀéƒöŕé. Ṽéŕšîöñ 1 îš ŧĥé ŕûñ àš šéŧ; ṽéŕšîöñ k šĥûƒƒļéš ŧĥé éẋàɱþļéš ŵîŧĥ ŧĥé šééđ + k − 1 (öñé ṽéŕšîöñ a þàĝé, ķéýš àļîķé). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
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
    <name>Recovery</name>
    <message>
        <source>Restore unsaved work</source>
        <translation>[Ŕéšŧöŕé ûñšàṽéđ ŵöŕķ ~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron Studio ended with unsaved changes to {where} ({n} points). Restore them?</source>
        <translation>[Þéŕçéþŧŕöñ Šŧûđîö éñđéđ ŵîŧĥ ûñšàṽéđ çĥàñĝéš ŧö {where} ({n} þöîñŧš). Ŕéšŧöŕé ŧĥéɱ? ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>[àñ ûñŧîŧļéđ đöçûɱéñŧ ~~~~~]</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>one of {choices}</source>
        <translation>[öñé öƒ {choices} ~~~~]</translation>
    </message>
    <message>
        <source>a number from {lo} to {hi}</source>
        <translation>[a ñûɱƀéŕ ƒŕöɱ {lo} ŧö {hi} ~~~~~~~~]</translation>
    </message>
    <message>
        <source>a whole number from {lo} to {hi}</source>
        <translation>[a ŵĥöļé ñûɱƀéŕ ƒŕöɱ {lo} ŧö {hi} ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>two numbers from {lo} to {hi}</source>
        <translation>[ŧŵö ñûɱƀéŕš ƒŕöɱ {lo} ŧö {hi} ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>[ŧŕûé öŕ ƒàļšé ~~~]</translation>
    </message>
    <message>
        <source>unknown training setting {name}; the settings are {names}</source>
        <translation>[ûñķñöŵñ ŧŕàîñîñĝ šéŧŧîñĝ {name}; ŧĥé šéŧŧîñĝš àŕé {names} ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{name} must be {allowed}, not {value}</source>
        <translation>[{name} ɱûšŧ ƀé {allowed}, ñöŧ {value} ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Invalid training settings: {problem}.</source>
        <translation>[Îñṽàļîđ ŧŕàîñîñĝ šéŧŧîñĝš: {problem}. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The kernel perceptron keeps the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for the linear perceptrons, so R here is that of (x, 1).</source>
        <translation>[Ŧĥé ķéŕñéļ þéŕçéþŧŕöñ ķééþš ŧĥé çöñšŧàñŧ çööŕđîñàŧé c = 1: ŧĥé ûñîŧ ƀàļļ öƒ x̃ = (x, c) ŵîŧĥ c = {c} îš ƒöŕ ŧĥé ļîñéàŕ þéŕçéþŧŕöñš, šö R ĥéŕé îš ŧĥàŧ öƒ (x, 1). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Logistic regression and the hinge keep the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for the linear perceptrons, so R here is that of (x, 1).</source>
        <translation>[Ļöĝîšŧîç ŕéĝŕéššîöñ àñđ ŧĥé ĥîñĝé ķééþ ŧĥé çöñšŧàñŧ çööŕđîñàŧé c = 1: ŧĥé ûñîŧ ƀàļļ öƒ x̃ = (x, c) ŵîŧĥ c = {c} îš ƒöŕ ŧĥé ļîñéàŕ þéŕçéþŧŕöñš, šö R ĥéŕé îš ŧĥàŧ öƒ (x, 1). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Add points of at least two classes to train (left and right click add the two classes).</source>
        <translation>[Àđđ þöîñŧš öƒ àŧ ļéàšŧ ŧŵö çļàššéš ŧö ŧŕàîñ (ļéƒŧ àñđ ŕîĝĥŧ çļîçķ àđđ ŧĥé ŧŵö çļàššéš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
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
        <translation>[ŧŕàîñîñĝ éŕŕöŕ {wrong}/{rows} ({share})  ·  ŧéšŧ éŕŕöŕ {test} ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>train {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>[ŧŕàîñ {wrong}/{rows} ({share})  ·  ŧéšŧ éŕŕöŕ {test} ~~~~~~~~~~ ~~~~~~~]</translation>
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
        <translation>[Éþöçĥ {epoch}  ·  šŧéþ t = {t}  ·  {moved}  ·  {errors}  ·  {done} ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors} · {done}</source>
        <translation>[Éþöçĥ {epoch} · t = {t} · {moved} · {errors} · {done} ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Time travel (latest: step {t})  ·  {line}</source>
        <translation>[Ŧîɱé ŧŕàṽéļ (ļàŧéšŧ: šŧéþ {t})  ·  {line} ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Time travel (latest {t}) · {line}</source>
        <translation>[Ŧîɱé ŧŕàṽéļ (ļàŧéšŧ {t}) · {line} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Question open: errors and convergence hidden until the answer is checked</source>
        <translation>[Ǫûéšŧîöñ öþéñ: éŕŕöŕš àñđ çöñṽéŕĝéñçé ĥîđđéñ ûñŧîļ ŧĥé àñšŵéŕ îš çĥéçķéđ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>errors hidden</source>
        <translation>[éŕŕöŕš ĥîđđéñ ~~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}</source>
        <translation>[Éþöçĥ {epoch}  ·  šŧéþ t = {t}  ·  {moved}  ·  {errors} ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors}</source>
        <translation>[Éþöçĥ {epoch} · t = {t} · {moved} · {errors} ~~~~~~~~~~ ~~~~]</translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <source>Cancel</source>
        <translation>[Çàñçéļ~]</translation>
    </message>
</context>
<context>
    <name>Theory</name>
    <message>
        <source>k (mistakes)</source>
        <translation>[k (ɱîšŧàķéš) ~~]</translation>
    </message>
    <message>
        <source>the solver failed: {error}</source>
        <translation>[ŧĥé šöļṽéŕ ƒàîļéđ: {error} ~~~~~~~~]</translation>
    </message>
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
        <translation>[Ŧĥé šéþàŕàŧöŕ öƒ ļàŕĝéšŧ ɱàŕĝîñ γ* (đàšĥ-đöŧ), ŧĥé w* öƒ ŧĥé þŕööƒ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
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
        <translation>[{gamma}   (ŠṼṀ ɱàŕĝîñ 1/‖w‖ = {svm}) ~~~~~~~~~~ ~]</translation>
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
        <translation>[{mistakes} šö ƒàŕ {holds} {bound}  ƒŕöɱ w₀ ≠ 0: ŧĥé ļàŕĝéšŧ k ŵîŧĥ (w₀·w* + kγ*)² ≤ ‖w₀‖² + ķŔ²  ({numbers}{eta}; ƒŕöɱ 0 îŧ ŵöûļđ ƀé {zero}) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>, with η = {eta}: w₀·w*/η and ‖w₀‖²/η² in the formula</source>
        <translation>[, ŵîŧĥ η = {eta}: w₀·w*/η àñđ ‖w₀‖²/η² îñ ŧĥé ƒöŕɱûļà ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The proof needs linearly separable data.</source>
        <translation>[Ŧĥé þŕööƒ ñééđš ļîñéàŕļý šéþàŕàƀļé đàŧà. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>The proof is about the online perceptron on two classes (not batch or kernel).</source>
        <translation>[Ŧĥé þŕööƒ îš àƀöûŧ ŧĥé öñļîñé þéŕçéþŧŕöñ öñ ŧŵö çļàššéš (ñöŧ ƀàŧçĥ öŕ ķéŕñéļ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Each mistake raises w·w* by at least ηγ* and ‖w‖² by at most η²R². As w·w* ≤ ‖w‖, after k mistakes kγ* ≤ √k·R: k cannot pass (R/γ*)² = {bound} (dotted).</source>
        <translation>[Éàçĥ ɱîšŧàķé ŕàîšéš w·w* ƀý àŧ ļéàšŧ ηγ* àñđ ‖w‖² ƀý àŧ ɱöšŧ η²R². Àš w·w* ≤ ‖w‖, àƒŧéŕ k ɱîšŧàķéš kγ* ≤ √k·R: k çàññöŧ þàšš (R/γ*)² = {bound} (đöŧŧéđ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>From w₀ ≠ 0 the two lines start at w₀·w* and ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* and ‖w_k‖² ≤ ‖w₀‖² + kη²R². As w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): solved for k, at most {bound} mistakes (dotted).</source>
        <translation>[Ƒŕöɱ w₀ ≠ 0 ŧĥé ŧŵö ļîñéš šŧàŕŧ àŧ w₀·w* àñđ ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* àñđ ‖w_k‖² ≤ ‖w₀‖² + kη²R². Àš w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + ķŔ² (η = 1): šöļṽéđ ƒöŕ k, àŧ ɱöšŧ {bound} ɱîšŧàķéš (đöŧŧéđ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>needs points of both classes</source>
        <translation>[ñééđš þöîñŧš öƒ ƀöŧĥ çļàššéš ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>the convergence theorem is about two classes; this set has {n}</source>
        <translation>[ŧĥé çöñṽéŕĝéñçé ŧĥéöŕéɱ îš àƀöûŧ ŧŵö çļàššéš; ŧĥîš šéŧ ĥàš {n} ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} points: the exact max-margin solver runs up to {most}</source>
        <translation>[{n} þöîñŧš: ŧĥé éẋàçŧ ɱàẋ-ɱàŕĝîñ šöļṽéŕ ŕûñš ûþ ŧö {most} ~~~~~~~~~~ ~~~~~~~~~]</translation>
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
        <source>The app keeps the first {kept} mistakes: the table, the timeline and the exports end at step {end}; training goes on (now at step {now}).</source>
        <translation>[Ŧĥé àþþ ķééþš ŧĥé ƒîŕšŧ {kept} ɱîšŧàķéš: ŧĥé ŧàƀļé, ŧĥé ŧîɱéļîñé àñđ ŧĥé éẋþöŕŧš éñđ àŧ šŧéþ {end}; ŧŕàîñîñĝ ĝöéš öñ (ñöŵ àŧ šŧéþ {now}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The app keeps the first {kept} mistakes: the timeline and the exports end at step {end}; the table lists the first {rows} rows; training goes on (now at step {now}).</source>
        <translation>[Ŧĥé àþþ ķééþš ŧĥé ƒîŕšŧ {kept} ɱîšŧàķéš: ŧĥé ŧîɱéļîñé àñđ ŧĥé éẋþöŕŧš éñđ àŧ šŧéþ {end}; ŧĥé ŧàƀļé ļîšŧš ŧĥé ƒîŕšŧ {rows} ŕöŵš; ŧŕàîñîñĝ ĝöéš öñ (ñöŵ àŧ šŧéþ {now}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The table lists the first {rows} rows; the timeline reaches every step and the exports write them all.</source>
        <translation>[Ŧĥé ŧàƀļé ļîšŧš ŧĥé ƒîŕšŧ {rows} ŕöŵš; ŧĥé ŧîɱéļîñé ŕéàçĥéš éṽéŕý šŧéþ àñđ ŧĥé éẋþöŕŧš ŵŕîŧé ŧĥéɱ àļļ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Mistakes only</source>
        <translation>[Ṁîšŧàķéš öñļý ~~~]</translation>
    </message>
    <message>
        <source>Show only the steps where the perceptron made a mistake and updated w</source>
        <translation>[Šĥöŵ öñļý ŧĥé šŧéþš ŵĥéŕé ŧĥé þéŕçéþŧŕöñ ɱàđé a ɱîšŧàķé àñđ ûþđàŧéđ w ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Nonzero ℓ′ only</source>
        <translation>[Ñöñžéŕö ℓ′ öñļý ~~~]</translation>
    </message>
    <message>
        <source>Show only the steps whose loss gradient ℓ′ was not 0 (the steps the loss moved w)</source>
        <translation>[Šĥöŵ öñļý ŧĥé šŧéþš ŵĥöšé ļöšš ĝŕàđîéñŧ ℓ′ ŵàš ñöŧ 0 (ŧĥé šŧéþš ŧĥé ļöšš ɱöṽéđ w) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Drag to see any past step (time travel); Step or Run continues from the latest</source>
        <translation>[Đŕàĝ ŧö šéé àñý þàšŧ šŧéþ (ŧîɱé ŧŕàṽéļ); Šŧéþ öŕ Ŕûñ çöñŧîñûéš ƒŕöɱ ŧĥé ļàŧéšŧ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
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
        <translation>[Éẋþöŕŧ ŧĥé ŧàƀļé àš a ĻàŦéẊ ŧàƀûļàŕ, ƒöŕ šļîđéš ~~~~~~~~~~ ~~~~~]</translation>
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
        <translation>[{text} (šçöŕé 0: a ɱîšŧàķé ƀý ŧĥé ŕûļé, y·a ≤ 0 ûþđàŧéš) ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Converged: epoch {epoch}, {n} mistakes.</source>
        <translation>[Çöñṽéŕĝéđ: éþöçĥ {epoch}, {n} ɱîšŧàķéš. ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs: the data may not be linearly separable.</source>
        <translation>[Šŧöþþéđ àƒŧéŕ {epochs} éþöçĥš: ŧĥé đàŧà ɱàý ñöŧ ƀé ļîñéàŕļý šéþàŕàƀļé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs: the data may not be separable with this kernel.</source>
        <translation>[Šŧöþþéđ àƒŧéŕ {epochs} éþöçĥš: ŧĥé đàŧà ɱàý ñöŧ ƀé šéþàŕàƀļé ŵîŧĥ ŧĥîš ķéŕñéļ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Logistic regression and the hinge learn two classes here; these points have {k}. Choose a perceptron (the multiclass perceptron learns any number), or keep two classes.</source>
        <translation>[Ļöĝîšŧîç ŕéĝŕéššîöñ àñđ ŧĥé ĥîñĝé ļéàŕñ ŧŵö çļàššéš ĥéŕé; ŧĥéšé þöîñŧš ĥàṽé {k}. Çĥööšé a þéŕçéþŧŕöñ (ŧĥé ɱûļŧîçļàšš þéŕçéþŧŕöñ ļéàŕñš àñý ñûɱƀéŕ), öŕ ķééþ ŧŵö çļàššéš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs (Max epochs): SGD runs every epoch it is given, as scikit-learn&apos;s SGDClassifier with tol=None.</source>
        <translation>[Šŧöþþéđ àƒŧéŕ {epochs} éþöçĥš (Ṁàẋ éþöçĥš): ŠĜĐ ŕûñš éṽéŕý éþöçĥ îŧ îš ĝîṽéñ, àš šçîķîŧ-ļéàŕñ&apos;s ŠĜĐÇļàššîƒîéŕ ŵîŧĥ ŧöļ=Ñöñé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>[Þàûšéđ.~]</translation>
    </message>
    <message>
        <source>Cancelled the export of the model to {path}: nothing was written.</source>
        <translation>[Çàñçéļļéđ ŧĥé éẋþöŕŧ öƒ ŧĥé ɱöđéļ ŧö {path}: ñöŧĥîñĝ ŵàš ŵŕîŧŧéñ. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>Cancelled the export of the trace to {path}: nothing was written.</source>
        <translation>[Çàñçéļļéđ ŧĥé éẋþöŕŧ öƒ ŧĥé ŧŕàçé ŧö {path}: ñöŧĥîñĝ ŵàš ŵŕîŧŧéñ. ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{path}: could not export: {error}</source>
        <translation>[{path}: çöûļđ ñöŧ éẋþöŕŧ: {error} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>there is nothing trained to export: add points of at least two classes</source>
        <translation>[ŧĥéŕé îš ñöŧĥîñĝ ŧŕàîñéđ ŧö éẋþöŕŧ: àđđ þöîñŧš öƒ àŧ ļéàšŧ ŧŵö çļàššéš ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>Exported the model to {path}.</source>
        <translation>[Éẋþöŕŧéđ ŧĥé ɱöđéļ ŧö {path}. ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>[{n} ɱîšŧàķéš ~~]</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>[{n} šŧéþš ~]</translation>
    </message>
    <message>
        <source>Exported the trace ({rows}; about {estimate} estimated, {written}) to {path}.</source>
        <translation>[Éẋþöŕŧéđ ŧĥé ŧŕàçé ({rows}; àƀöûŧ {estimate} éšŧîɱàŧéđ, {written}) ŧö {path}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{message} (The last state could not be shown: {error}.)</source>
        <translation>[{message} (Ŧĥé ļàšŧ šŧàŧé çöûļđ ñöŧ ƀé šĥöŵñ: {error}.) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Training stopped by an unexpected error: {error}. Your points and settings are unchanged: Reset to train again.</source>
        <translation>[Ŧŕàîñîñĝ šŧöþþéđ ƀý àñ ûñéẋþéçŧéđ éŕŕöŕ: {error}. Ýöûŕ þöîñŧš àñđ šéŧŧîñĝš àŕé ûñçĥàñĝéđ: Ŕéšéŧ ŧö ŧŕàîñ àĝàîñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The run was capped: its trace ends at step {end}, where its recorded history ends; training went on to step {t}.</source>
        <translation>[Ŧĥé ŕûñ ŵàš çàþþéđ: îŧš ŧŕàçé éñđš àŧ šŧéþ {end}, ŵĥéŕé îŧš ŕéçöŕđéđ ĥîšŧöŕý éñđš; ŧŕàîñîñĝ ŵéñŧ öñ ŧö šŧéþ {t}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>TrainingStop</name>
    <message>
        <source>The score w.x + b overflowed (is not a finite number)</source>
        <translation>[Ŧĥé šçöŕé w.x + b öṽéŕƒļöŵéđ (îš ñöŧ a ƒîñîŧé ñûɱƀéŕ) ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The weights would overflow (become infinite) in the update</source>
        <translation>[Ŧĥé ŵéîĝĥŧš ŵöûļđ öṽéŕƒļöŵ (ƀéçöɱé îñƒîñîŧé) îñ ŧĥé ûþđàŧé ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>The running sum of w behind the averaged weights would overflow (become infinite)</source>
        <translation>[Ŧĥé ŕûññîñĝ šûɱ öƒ w ƀéĥîñđ ŧĥé àṽéŕàĝéđ ŵéîĝĥŧš ŵöûļđ öṽéŕƒļöŵ (ƀéçöɱé îñƒîñîŧé) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>The kernel scores f(x) would overflow (become infinite) in the update</source>
        <translation>[Ŧĥé ķéŕñéļ šçöŕéš f(x) ŵöûļđ öṽéŕƒļöŵ (ƀéçöɱé îñƒîñîŧé) îñ ŧĥé ûþđàŧé ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The weights overflowed (became infinite) in the batch update of epoch {epoch}: {fix}.</source>
        <translation>[Ŧĥé ŵéîĝĥŧš öṽéŕƒļöŵéđ (ƀéçàɱé îñƒîñîŧé) îñ ŧĥé ƀàŧçĥ ûþđàŧé öƒ éþöçĥ {epoch}: {fix}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>{what} at example {index} (epoch {epoch}, step {step}): {fix}.</source>
        <translation>[{what} àŧ éẋàɱþļé {index} (éþöçĥ {epoch}, šŧéþ {step}): {fix}. ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>use a smaller learning rate (now {eta}) or rescale the data (largest |x| is {biggest})</source>
        <translation>[ûšé a šɱàļļéŕ ļéàŕñîñĝ ŕàŧé (ñöŵ {eta}) öŕ ŕéšçàļé ŧĥé đàŧà (ļàŕĝéšŧ |x| îš {biggest}) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Generate {n} points</source>
        <translation>[Ĝéñéŕàŧé {n} þöîñŧš ~~~~~]</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>[Çļéàŕ]</translation>
    </message>
    <message>
        <source>Choose features</source>
        <translation>[Çĥööšé ƒéàŧûŕéš ~~~]</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>[Àđđ þöîñŧ ~]</translation>
    </message>
    <message>
        <source>Add {n} points</source>
        <translation>[Àđđ {n} þöîñŧš ~~~]</translation>
    </message>
    <message>
        <source>Delete 1 point</source>
        <translation>[Đéļéŧé 1 þöîñŧ ~~~]</translation>
    </message>
    <message>
        <source>Delete {n} points</source>
        <translation>[Đéļéŧé {n} þöîñŧš ~~~~]</translation>
    </message>
    <message>
        <source>Move points</source>
        <translation>[Ṁöṽé þöîñŧš ~~]</translation>
    </message>
    <message>
        <source>Change label</source>
        <translation>[Çĥàñĝé ļàƀéļ ~~]</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>[Ŕéšŧöŕé ûñšàṽéđ ŵöŕķ ~~~~~]</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>[Ûñđö {what} ~~]</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>[Ŕéđö {what} ~~]</translation>
    </message>
    <message>
        <source>Set x₁ of point {i}</source>
        <translation>[Šéŧ x₁ öƒ þöîñŧ {i} ~~~~~]</translation>
    </message>
    <message>
        <source>Set x₂ of point {i}</source>
        <translation>[Šéŧ x₂ öƒ þöîñŧ {i} ~~~~~]</translation>
    </message>
    <message>
        <source>Set the label of point {i}</source>
        <translation>[Šéŧ ŧĥé ļàƀéļ öƒ þöîñŧ {i} ~~~~~~~~]</translation>
    </message>
</context>
<context>
    <name>WeightSpace</name>
    <message>
        <source>The batch perceptron moves once an epoch, by the sum of its updates: its path is not drawn.</source>
        <translation>[Ŧĥé ƀàŧçĥ þéŕçéþŧŕöñ ɱöṽéš öñçé àñ éþöçĥ, ƀý ŧĥé šûɱ öƒ îŧš ûþđàŧéš: îŧš þàŧĥ îš ñöŧ đŕàŵñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>The path of jumps η·y·x is the perceptron&apos;s; the {variant} learner&apos;s is not drawn.</source>
        <translation>[Ŧĥé þàŧĥ öƒ ĵûɱþš η·y·x îš ŧĥé þéŕçéþŧŕöñ&apos;s; ŧĥé {variant} ļéàŕñéŕ&apos;s îš ñöŧ đŕàŵñ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>{n} mistake</source>
        <translation>[{n} ɱîšŧàķé ~~]</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>[{n} ɱîšŧàķéš ~~]</translation>
    </message>
    <message>
        <source>, the last {n} jumps drawn</source>
        <translation>[, ŧĥé ļàšŧ {n} ĵûɱþš đŕàŵñ ~~~~~~~~]</translation>
    </message>
    <message>
        <source>Each line is an example&apos;s constraint y (w·x) = 0; its strokes point to the weights that get it right. Green: the weights right for every example (the feasible region).</source>
        <translation>[Éàçĥ ļîñé îš àñ éẋàɱþļé&apos;s çöñšŧŕàîñŧ y (w·x) = 0; îŧš šŧŕöķéš þöîñŧ ŧö ŧĥé ŵéîĝĥŧš ŧĥàŧ ĝéŧ îŧ ŕîĝĥŧ. Ĝŕééñ: ŧĥé ŵéîĝĥŧš ŕîĝĥŧ ƒöŕ éṽéŕý éẋàɱþļé (ŧĥé ƒéàšîƀļé ŕéĝîöñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Each line is an example&apos;s constraint y (w·x + b) = 0; its strokes point to the weights that get it right. Green: the weights right for every example (the feasible region).</source>
        <translation>[Éàçĥ ļîñé îš àñ éẋàɱþļé&apos;s çöñšŧŕàîñŧ y (w·x + b) = 0; îŧš šŧŕöķéš þöîñŧ ŧö ŧĥé ŵéîĝĥŧš ŧĥàŧ ĝéŧ îŧ ŕîĝĥŧ. Ĝŕééñ: ŧĥé ŵéîĝĥŧš ŕîĝĥŧ ƒöŕ éṽéŕý éẋàɱþļé (ŧĥé ƒéàšîƀļé ŕéĝîöñ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>With an intercept this is the slice of (w₁, w₂, b) space at the b shown above.</source>
        <translation>[Ŵîŧĥ àñ îñŧéŕçéþŧ ŧĥîš îš ŧĥé šļîçé öƒ (w₁, w₂, b) šþàçé àŧ ŧĥé b šĥöŵñ àƀöṽé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Black: the path, one jump η·y·x per mistake, labelled with its point&apos;s number (as in the Points list).</source>
        <translation>[Ɓļàçķ: ŧĥé þàŧĥ, öñé ĵûɱþ η·y·x þéŕ ɱîšŧàķé, ļàƀéļļéđ ŵîŧĥ îŧš þöîñŧ&apos;s ñûɱƀéŕ (àš îñ ŧĥé Þöîñŧš ļîšŧ). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>w* (the direction of largest margin γ*)</source>
        <translation>[w* (ŧĥé đîŕéçŧîöñ öƒ ļàŕĝéšŧ ɱàŕĝîñ γ*) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>w* (the direction of largest margin γ*, where its ray meets this slice)</source>
        <translation>[w* (ŧĥé đîŕéçŧîöñ öƒ ļàŕĝéšŧ ɱàŕĝîñ γ*, ŵĥéŕé îŧš ŕàý ɱééŧš ŧĥîš šļîçé) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>w*&apos;s ray does not meet this slice</source>
        <translation>[w*&apos;s ŕàý đöéš ñöŧ ɱééŧ ŧĥîš šļîçé ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Blue: {star}; shaded blue: the cone of weights with margin ≥ {fraction}·γ* = {margin} (at γ* itself the cone is w*&apos;s ray alone).</source>
        <translation>[Ɓļûé: {star}; šĥàđéđ ƀļûé: ŧĥé çöñé öƒ ŵéîĝĥŧš ŵîŧĥ ɱàŕĝîñ ≥ {fraction}·γ* = {margin} (àŧ γ* îŧšéļƒ ŧĥé çöñé îš w*&apos;s ŕàý àļöñé). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>w* is computed for sets up to {n} points.</source>
        <translation>[w* îš çöɱþûŧéđ ƒöŕ šéŧš ûþ ŧö {n} þöîñŧš. ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source> (hollow: vote 1&apos;s {n})</source>
        <translation> [(ĥöļļöŵ: ṽöŧé 1&apos;s {n}) ~~~~~~]</translation>
    </message>
    <message>
        <source>Purple dots: the room&apos;s {n} answers to Q{qid}{first}; black diamond: w after the step {w}.</source>
        <translation>[Þûŕþļé đöŧš: ŧĥé ŕööɱ&apos;s {n} àñšŵéŕš ŧö Q{qid}{first}; ƀļàçķ đîàɱöñđ: w àƒŧéŕ ŧĥé šŧéþ {w}. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Draw a Classifier draws two-feature classifiers: a 1-D w cannot be set here.</source>
        <translation>[Đŕàŵ a Çļàššîƒîéŕ đŕàŵš ŧŵö-ƒéàŧûŕé çļàššîƒîéŕš: a 1-D w çàññöŧ ƀé šéŧ ĥéŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
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
        <source>Training stopped</source>
        <translation>[Ŧŕàîñîñĝ šŧöþþéđ ~~~~]</translation>
    </message>
    <message>
        <source>Pinned ({what}): change η, the intercept or the order and compare.</source>
        <translation>[Þîññéđ ({what}): çĥàñĝé η, ŧĥé îñŧéŕçéþŧ öŕ ŧĥé öŕđéŕ àñđ çöɱþàŕé. ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>There is no boundary to pin yet: step or run first (linear, two classes).</source>
        <translation>[Ŧĥéŕé îš ñö ƀöûñđàŕý ŧö þîñ ýéŧ: šŧéþ öŕ ŕûñ ƒîŕšŧ (ļîñéàŕ, ŧŵö çļàššéš). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Points changed: training starts again on the edited points.</source>
        <translation>[Þöîñŧš çĥàñĝéđ: ŧŕàîñîñĝ šŧàŕŧš àĝàîñ öñ ŧĥé éđîŧéđ þöîñŧš. ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>Settings changed: training starts again from w₀.</source>
        <translation>[Šéŧŧîñĝš çĥàñĝéđ: ŧŕàîñîñĝ šŧàŕŧš àĝàîñ ƒŕöɱ w₀. ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Snap Ste&amp;p</source>
        <translation>[Šñàþ Šŧé&amp;p ~]</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)</source>
        <translation>[Çļîçķš àñđ đŕàĝĝéđ þöîñŧš ļàñđ öñ ɱûļŧîþļéš öƒ {step} (ŧûŕñš Šñàþ ŧö Ĝŕîđ öñ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Lift to (x, 1) is for a one-feature document (points on a number line): Data &gt; New 1-D Set, or open a CSV with the columns x1,label.</source>
        <translation>[Ļîƒŧ ŧö (x, 1) îš ƒöŕ a öñé-ƒéàŧûŕé đöçûɱéñŧ (þöîñŧš öñ a ñûɱƀéŕ ļîñé): Đàŧà &gt; Ñéŵ 1-D Šéŧ, öŕ öþéñ a ÇŠṼ ŵîŧĥ ŧĥé çöļûɱñš x1,ļàƀéļ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>Draw a Classifier is the plane&apos;s warm-up (w₁, w₂ and b, two features); on a number line the classifier is the threshold −b/w: step to move it, or Data &gt; Lift to (x, 1) to see (w, b) as a vector.</source>
        <translation>[Đŕàŵ a Çļàššîƒîéŕ îš ŧĥé þļàñé&apos;s ŵàŕɱ-ûþ (w₁, w₂ àñđ b, ŧŵö ƒéàŧûŕéš); öñ a ñûɱƀéŕ ļîñé ŧĥé çļàššîƒîéŕ îš ŧĥé ŧĥŕéšĥöļđ −b/w: šŧéþ ŧö ɱöṽé îŧ, öŕ Đàŧà &gt; Ļîƒŧ ŧö (x, 1) ŧö šéé (w, b) àš a ṽéçŧöŕ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
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
        <source>{prediction} with {score}; a score {zero} predicts no class (write {no_class}) and counts as a mistake.</source>
        <translation>[{prediction} ŵîŧĥ {score}; a šçöŕé {zero} þŕéđîçŧš ñö çļàšš (ŵŕîŧé {no_class}) àñđ çöûñŧš àš a ɱîšŧàķé. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~]</translation>
    </message>
    <message>
        <source>{plus} if {condition}, else {minus}.</source>
        <translation>[{plus} îƒ {condition}, éļšé {minus}. ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>{plus} if {condition}, else {minus} (a score of 0 predicts {minus_one}).</source>
        <translation>[{plus} îƒ {condition}, éļšé {minus} (a šçöŕé öƒ 0 þŕéđîçŧš {minus_one}). ~~~~~~~~~~ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>{w_update} and {b_update}</source>
        <translation>[{w_update} àñđ {b_update} ~~~~~~~]</translation>
    </message>
    <message>
        <source>, with {eta}</source>
        <translation>[, ŵîŧĥ {eta} ~~]</translation>
    </message>
    <message>
        <source> (batch variant: the updates of an epoch are summed and applied at its end)</source>
        <translation> [(ƀàŧçĥ ṽàŕîàñŧ: ŧĥé ûþđàŧéš öƒ àñ éþöçĥ àŕé šûɱɱéđ àñđ àþþļîéđ àŧ îŧš éñđ) ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>Each question gives an example {example} and the weights in force before its step: written out, or, where the step follows the one before, your own answer to the question before (start from it). Prediction: {prediction} Mistake: {mistake}. On a mistake: {update}. Write {a}, {y_hat}, whether it is a mistake and, on a mistake, the new weights.</source>
        <translation>[Éàçĥ ǫûéšŧîöñ ĝîṽéš àñ éẋàɱþļé {example} àñđ ŧĥé ŵéîĝĥŧš îñ ƒöŕçé ƀéƒöŕé îŧš šŧéþ: ŵŕîŧŧéñ öûŧ, öŕ, ŵĥéŕé ŧĥé šŧéþ ƒöļļöŵš ŧĥé öñé ƀéƒöŕé, ýöûŕ öŵñ àñšŵéŕ ŧö ŧĥé ǫûéšŧîöñ ƀéƒöŕé (šŧàŕŧ ƒŕöɱ îŧ). Þŕéđîçŧîöñ: {prediction} Ṁîšŧàķé: {mistake}. Öñ a ɱîšŧàķé: {update}. Ŵŕîŧé {a}, {y_hat}, ŵĥéŧĥéŕ îŧ îš a ɱîšŧàķé àñđ, öñ a ɱîšŧàķé, ŧĥé ñéŵ ŵéîĝĥŧš. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~~]</translation>
    </message>
    <message>
        <source>The steps asked about are the run&apos;s first mistakes: the steps between them change nothing.</source>
        <translation>[Ŧĥé šŧéþš àšķéđ àƀöûŧ àŕé ŧĥé ŕûñ&apos;s ƒîŕšŧ ɱîšŧàķéš: ŧĥé šŧéþš ƀéŧŵééñ ŧĥéɱ çĥàñĝé ñöŧĥîñĝ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} mistake: 1 question here, of the {asked} asked.</source>
        <translation>[Ŧĥîš öŕđéŕ&apos;s ŕûñ çöñṽéŕĝéš àƒŧéŕ {made} ɱîšŧàķé: 1 ǫûéšŧîöñ ĥéŕé, öƒ ŧĥé {asked} àšķéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} mistakes: {made} questions here, of the {asked} asked.</source>
        <translation>[Ŧĥîš öŕđéŕ&apos;s ŕûñ çöñṽéŕĝéš àƒŧéŕ {made} ɱîšŧàķéš: {made} ǫûéšŧîöñš ĥéŕé, öƒ ŧĥé {asked} àšķéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} step: 1 question here, of the {asked} asked.</source>
        <translation>[Ŧĥîš öŕđéŕ&apos;s ŕûñ çöñṽéŕĝéš àƒŧéŕ {made} šŧéþ: 1 ǫûéšŧîöñ ĥéŕé, öƒ ŧĥé {asked} àšķéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} steps: {made} questions here, of the {asked} asked.</source>
        <translation>[Ŧĥîš öŕđéŕ&apos;s ŕûñ çöñṽéŕĝéš àƒŧéŕ {made} šŧéþš: {made} ǫûéšŧîöñš ĥéŕé, öƒ ŧĥé {asked} àšķéđ. ~~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~ ~]</translation>
    </message>
    <message>
        <source>your {w} from question {question} and your {b}</source>
        <translation>[ýöûŕ {w} ƒŕöɱ ǫûéšŧîöñ {question} àñđ ýöûŕ {b} ~~~~~~~~~~ ~~~~~]</translation>
    </message>
    <message>
        <source>your {w} from question {question}</source>
        <translation>[ýöûŕ {w} ƒŕöɱ ǫûéšŧîöñ {question} ~~~~~~~~~~~]</translation>
    </message>
    <message>
        <source>(the weights from question {question})</source>
        <translation>[(ŧĥé ŵéîĝĥŧš ƒŕöɱ ǫûéšŧîöñ {question}) ~~~~~~~~~~ ~~]</translation>
    </message>
    <message>
        <source>new {w} = {value}</source>
        <translation>[ñéŵ {w} = {value} ~~~~]</translation>
    </message>
    <message>
        <source>new {b} = {value}</source>
        <translation>[ñéŵ {b} = {value} ~~~~]</translation>
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
        <source>(no update)</source>
        <translation>[(ñö ûþđàŧé) ~~]</translation>
    </message>
    <message>
        <source>mistake? {answer}</source>
        <translation>[ɱîšŧàķé? {answer} ~~~~]</translation>
    </message>
    <message>
        <source>mistake? yes / no</source>
        <translation>[ɱîšŧàķé? ýéš / ñö ~~~~]</translation>
    </message>
    <message>
        <source>(on a mistake)</source>
        <translation>[(öñ a ɱîšŧàķé) ~~~]</translation>
    </message>
    <message>
        <source>Step {t} (epoch {epoch}, example {example}): {given}</source>
        <translation>[Šŧéþ {t} (éþöçĥ {epoch}, éẋàɱþļé {example}): {given} ~~~~~~~~~~ ~~~~~~~]</translation>
    </message>
    <message>
        <source>Perceptron quiz</source>
        <translation>[Þéŕçéþŧŕöñ ǫûîž ~~~]</translation>
    </message>
    <message>
        <source>Version {k} of {versions}: examples as given</source>
        <translation>[Ṽéŕšîöñ {k} öƒ {versions}: éẋàɱþļéš àš ĝîṽéñ ~~~~~~~~~~ ~~~~]</translation>
    </message>
    <message>
        <source>Version {k} of {versions}: examples shuffled, seed {seed}</source>
        <translation>[Ṽéŕšîöñ {k} öƒ {versions}: éẋàɱþļéš šĥûƒƒļéđ, šééđ {seed} ~~~~~~~~~~ ~~~~~~~~~]</translation>
    </message>
</context>
</TS>
