<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Accessible</name>
    <message>
        <source>{name} choices</source>
        <translation>{name}: Auswahl</translation>
    </message>
    <message>
        <source>{dock} panel</source>
        <translation>Bereich {dock}</translation>
    </message>
    <message>
        <source>Dock tabs</source>
        <translation>Bereichsreiter</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Weitere Menüs</translation>
    </message>
    <message>
        <source>Canvas: the points and the classifier (Ctrl+D describes it in words)</source>
        <translation>Zeichenfläche: die Punkte und der Klassifikator (Strg+D beschreibt ihn in Worten)</translation>
    </message>
    <message>
        <source>Learning curves plot</source>
        <translation>Diagramm der Lernkurven</translation>
    </message>
    <message>
        <source>Convergence theorem plot</source>
        <translation>Diagramm des Konvergenzsatzes</translation>
    </message>
    <message>
        <source>Weight space plot</source>
        <translation>Diagramm des Gewichtsraums</translation>
    </message>
    <message>
        <source>0-1 loss over w</source>
        <translation>0-1-Verlust über w</translation>
    </message>
    <message>
        <source>Perceptron loss over w</source>
        <translation>Perzeptron-Verlust über w</translation>
    </message>
    <message>
        <source>Hinge loss over w</source>
        <translation>Hinge-Verlust über w</translation>
    </message>
    <message>
        <source>Logistic loss over w</source>
        <translation>Logistischer Verlust über w</translation>
    </message>
    <message>
        <source>Losses along the last update</source>
        <translation>Verluste entlang der letzten Aktualisierung</translation>
    </message>
    <message>
        <source>Loss of each example</source>
        <translation>Verlust jedes Beispiels</translation>
    </message>
    <message>
        <source>Trace table: one row per step</source>
        <translation>Protokoll: eine Zeile pro Schritt</translation>
    </message>
    <message>
        <source>Points table: x₁, x₂ and the label of each point</source>
        <translation>Punkttabelle: x₁, x₂ und das Label jedes Punkts</translation>
    </message>
    <message>
        <source>Algorithm listing, the current line marked</source>
        <translation>Algorithmus-Listing, die aktuelle Zeile markiert</translation>
    </message>
    <message>
        <source>Time travel: the step shown</source>
        <translation>Zeitreise: der gezeigte Schritt</translation>
    </message>
    <message>
        <source>Speed of Run, examples per second</source>
        <translation>Tempo von Ausführen, Beispiele pro Sekunde</translation>
    </message>
    <message>
        <source>Current class</source>
        <translation>Aktuelle Klasse</translation>
    </message>
    <message>
        <source>Loss shown</source>
        <translation>Gezeigter Verlust</translation>
    </message>
    <message>
        <source>File to write the animation to</source>
        <translation>Datei, in die die Animation geschrieben wird</translation>
    </message>
    <message>
        <source>Initial w₀, first component</source>
        <translation>Anfangs-w₀, erste Komponente</translation>
    </message>
    <message>
        <source>Initial w₀, second component</source>
        <translation>Anfangs-w₀, zweite Komponente</translation>
    </message>
    <message>
        <source>Your new w₁</source>
        <translation>Dein neues w₁</translation>
    </message>
    <message>
        <source>Your new w₂</source>
        <translation>Dein neues w₂</translation>
    </message>
    <message>
        <source>Your new b</source>
        <translation>Dein neues b</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>Was die Zeichenfläche zeigt</translation>
    </message>
    <message>
        <source>Lift to (x, 1) plot</source>
        <translation>Diagramm der Anhebung auf (x, 1)</translation>
    </message>
    <message>
        <source>Left click adds a point of the current class, right click the other class; drag moves points</source>
        <translation>Linksklick fügt einen Punkt der aktuellen Klasse hinzu, Rechtsklick einen der anderen Klasse; Ziehen verschiebt Punkte</translation>
    </message>
    <message>
        <source>Step t, the example, the score, ŷ, y, mistake? and w after; a click on a row travels to it</source>
        <translation>Schritt t, das Beispiel, der Wert, ŷ, y, Fehler? und w danach; ein Klick auf eine Zeile reist zu ihr</translation>
    </message>
    <message>
        <source>Every point of the document; edit a cell to move a point or change its label</source>
        <translation>Alle Punkte des Dokuments; bearbeite eine Zelle, um einen Punkt zu verschieben oder sein Label zu ändern</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to show an earlier step; End goes back to the latest</source>
        <translation>Ziehe oder nutze die Pfeiltasten, um einen früheren Schritt zu zeigen; Ende kehrt zum neuesten zurück</translation>
    </message>
    <message>
        <source>The pseudocode of the algorithm, with the line the step shown ran marked</source>
        <translation>Der Pseudocode des Algorithmus, die Zeile markiert, die der gezeigte Schritt ausführte</translation>
    </message>
    <message>
        <source>The algorithm and its settings: learning rate, intercept, start w₀, order, kernel</source>
        <translation>Der Algorithmus und seine Einstellungen: Lernrate, Bias, Start-w₀, Reihenfolge, Kern</translation>
    </message>
    <message>
        <source>The trace table of the run, one row per step, and the time-travel slider</source>
        <translation>Das Protokoll des Laufs, eine Zeile pro Schritt, und der Zeitreise-Schieberegler</translation>
    </message>
    <message>
        <source>Mistakes and training error per epoch, and the test error of a table document</source>
        <translation>Fehler und Trainingsfehler pro Epoche, und der Testfehler eines Tabellendokuments</translation>
    </message>
    <message>
        <source>The perceptron convergence theorem for these points: the bound (R/γ)² and the mistakes so far</source>
        <translation>Der Konvergenzsatz des Perzeptrons für diese Punkte: die Schranke (R/γ)² und die bisherigen Fehler</translation>
    </message>
    <message>
        <source>The points as a table you can edit</source>
        <translation>Die Punkte als Tabelle, die du bearbeiten kannst</translation>
    </message>
    <message>
        <source>The algorithm&apos;s pseudocode, with the line of the step shown marked</source>
        <translation>Der Pseudocode des Algorithmus, die Zeile des gezeigten Schritts markiert</translation>
    </message>
    <message>
        <source>Quiz Mode: predict ŷ, whether it is a mistake and the new w before the step is taken</source>
        <translation>Quizmodus: sage ŷ voraus, ob es ein Fehler ist und das neue w, bevor der Schritt gemacht wird</translation>
    </message>
    <message>
        <source>The clicked point: its score, margin and distance to the boundary, and its update</source>
        <translation>Der angeklickte Punkt: sein Wert, sein Rand und sein Abstand zur Grenze, und seine Aktualisierung</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown</source>
        <translation>Die 0-1-, Perzeptron-, Hinge- und logistischen Verluste des gezeigten w</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right, and the path of w</source>
        <translation>Jedes Beispiel als die Halbebene der Gewichte, die es richtig einordnen, und der Weg von w</translation>
    </message>
    <message>
        <source>Draw a Classifier: type w₁, w₂ and b, and train from them</source>
        <translation>Einen Klassifikator zeichnen: gib w₁, w₂ und b ein und trainiere von dort</translation>
    </message>
    <message>
        <source>Presentation mode&apos;s row: the current step of the trace, large</source>
        <translation>Die Zeile des Präsentationsmodus: der aktuelle Schritt des Protokolls, groß</translation>
    </message>
    <message>
        <source>What the canvas shows, in words: the boundary, the sides, the errors, w and the last update</source>
        <translation>Was die Zeichenfläche zeigt, in Worten: die Grenze, die Seiten, die Fehler, w und die letzte Aktualisierung</translation>
    </message>
    <message>
        <source>Live Class: the address and QR code students join, their votes and the reveal</source>
        <translation>Live-Unterricht: die Adresse und der QR-Code, über die Studierende beitreten, ihre Stimmen und die Auflösung</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Look at the next example (Space); in quiz mode, check the answer (then: the next question)</source>
        <translation>Das nächste Beispiel ansehen (Leertaste); im Quizmodus die Antwort prüfen (danach: die nächste Frage)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Nächster Fehler</translation>
    </message>
    <message>
        <source>Go on to the next mistake (logistic regression and the hinge: to the next example with a nonzero loss gradient ℓ′)</source>
        <translation>Weiter bis zum nächsten Fehler (logistische Regression und Hinge: bis zum nächsten Beispiel mit einem Verlustgradienten ℓ′ ungleich null)</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>Finish the current epoch</source>
        <translation>Die aktuelle Epoche beenden</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Train continuously at the chosen speed (Ctrl+R)</source>
        <translation>Fortlaufend mit der gewählten Geschwindigkeit trainieren (Strg+R)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause the run (Esc); in presentation mode, Esc with no run going leaves presentation mode</source>
        <translation>Den Lauf anhalten (Esc); im Präsentationsmodus verlässt Esc ohne laufendes Training den Präsentationsmodus</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Start training again from w₀</source>
        <translation>Das Training neu ab w₀ beginnen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start an empty point set with the default settings</source>
        <translation>Eine leere Punktmenge mit den Standardeinstellungen beginnen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a point set</source>
        <translation>Eine Punktmenge öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the point set</source>
        <translation>Die Punktmenge speichern</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Canvas as PNG or SVG</source>
        <translation>Die Zeichenfläche als PNG oder SVG</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Animation exportieren…</translation>
    </message>
    <message>
        <source>Steps of the run as a GIF or MP4, with the trace row and the update burned in</source>
        <translation>Die Schritte des Laufs als GIF oder MP4, mit eingebrannter Protokollzeile und Aktualisierung</translation>
    </message>
    <message>
        <source>Export Lesson…</source>
        <translation>Lektion exportieren…</translation>
    </message>
    <message>
        <source>The run&apos;s first steps as one web page that replays them offline, for students on a phone or a laptop: step, step back, next mistake, play, a slider, a quiz and large text</source>
        <translation>Die ersten Schritte des Laufs als eine Webseite, die sie offline abspielt, für Studierende am Handy oder Laptop: Schritt, Schritt zurück, nächster Fehler, Abspielen, ein Schieberegler, ein Quiz und große Schrift</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Erzeugen…</translation>
    </message>
    <message>
        <source>Generate a point set</source>
        <translation>Eine Punktmenge erzeugen</translation>
    </message>
    <message>
        <source>New 1-D Set</source>
        <translation>Neue 1-D-Menge</translation>
    </message>
    <message>
        <source>A new document of points on a number line (one feature): the threshold −b/w, the two rays, the margin; Lift to (x, 1) shows the same run through the origin in 2-D</source>
        <translation>Ein neues Dokument mit Punkten auf dem Zahlenstrahl (ein Merkmal): die Schwelle −b/w, die beiden Strahlen, der Rand; Anheben auf (x, 1) zeigt denselben Lauf durch den Ursprung in 2-D</translation>
    </message>
    <message>
        <source>Lift to (x, 1)</source>
        <translation>Anheben auf (x, 1)</translation>
    </message>
    <message>
        <source>Beside the number line, the same run in 2-D through the origin: the points (x, 1), the boundary w·(x, 1) = 0 and the weight vector (w, b) (the intercept trick)</source>
        <translation>Neben dem Zahlenstrahl derselbe Lauf in 2-D durch den Ursprung: die Punkte (x, 1), die Grenze w·(x, 1) = 0 und der Gewichtsvektor (w, b) (der Bias-Trick)</translation>
    </message>
    <message>
        <source>Draw a Classifier</source>
        <translation>Einen Klassifikator zeichnen</translation>
    </message>
    <message>
        <source>The geometry warm-up: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; b + 1 and b − 1 show which way the line moves; train from it as w₀, b₀</source>
        <translation>Das Geometrie-Aufwärmen: w (die Pfeilspitze) und b (die Gerade) eintippen oder ziehen; S₊ und S₋, ‖w‖, −b/‖w‖ und der Winkel; b + 1 und b − 1 zeigen, wohin sich die Gerade bewegt; von dort als w₀, b₀ trainieren</translation>
    </message>
    <message>
        <source>Choose Features…</source>
        <translation>Merkmale wählen…</translation>
    </message>
    <message>
        <source>A table of many columns: the label column, the two features shown and trained on, scaling (standardise, or the unit ball so that R = 1) and a train/test split</source>
        <translation>Eine Tabelle mit vielen Spalten: die Label-Spalte, die zwei gezeigten und trainierten Merkmale, die Skalierung (standardisieren oder die Einheitskugel, sodass R = 1) und eine Aufteilung in Training/Test</translation>
    </message>
    <message>
        <source>Export Model…</source>
        <translation>Modell exportieren…</translation>
    </message>
    <message>
        <source>The trained model as JSON</source>
        <translation>Das trainierte Modell als JSON</translation>
    </message>
    <message>
        <source>Export Trace…</source>
        <translation>Protokoll exportieren…</translation>
    </message>
    <message>
        <source>Every step as CSV</source>
        <translation>Jeder Schritt als CSV</translation>
    </message>
    <message>
        <source>Export Trace as LaTeX…</source>
        <translation>Protokoll als LaTeX exportieren…</translation>
    </message>
    <message>
        <source>The trace table as a LaTeX tabular, for slides</source>
        <translation>Die Protokolltabelle als LaTeX-tabular, für Folien</translation>
    </message>
    <message>
        <source>Quiz Mode</source>
        <translation>Quizmodus</translation>
    </message>
    <message>
        <source>Predict each step before it is taken (ŷ, mistake?, the new w and b), then see what was right, with a running score</source>
        <translation>Jeden Schritt vorhersagen, bevor er gemacht wird (ŷ, Fehler?, die neuen w und b), dann sehen, was richtig war, mit laufendem Punktestand</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>Live-Unterricht</translation>
    </message>
    <message>
        <source>Students answer from their phones: a join address and QR code, questions about the step about to be taken, two votes and the reveal (nothing listens on the network until this is on)</source>
        <translation>Studierende antworten vom Handy: eine Beitrittsadresse und ein QR-Code, Fragen zum anstehenden Schritt, zwei Abstimmungen und die Auflösung (nichts lauscht im Netz, bevor dies eingeschaltet ist)</translation>
    </message>
    <message>
        <source>Export Quiz…</source>
        <translation>Quiz exportieren…</translation>
    </message>
    <message>
        <source>The first steps or mistakes of a fresh run as LaTeX worksheets in versions, and their key (…-key.tex)</source>
        <translation>Die ersten Schritte oder Fehler eines neuen Laufs als LaTeX-Arbeitsblätter in Varianten, mit Lösungen (…-key.tex)</translation>
    </message>
    <message>
        <source>Back to Latest</source>
        <translation>Zurück zum neuesten</translation>
    </message>
    <message>
        <source>Leave time travel: show the latest state</source>
        <translation>Die Zeitreise verlassen: den neuesten Zustand zeigen</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Presentation mode: show the step before (time travel); a presentation clicker&apos;s &quot;previous&quot;</source>
        <translation>Präsentationsmodus: den vorigen Schritt zeigen (Zeitreise); „zurück“ eines Präsentations-Klickers</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Presentation mode: the next step, forward through time travel first; a clicker&apos;s &quot;next&quot;</source>
        <translation>Präsentationsmodus: der nächste Schritt, zuerst vorwärts durch die Zeitreise; „weiter“ eines Klickers</translation>
    </message>
    <message>
        <source>Pin Boundary</source>
        <translation>Grenze anheften</translation>
    </message>
    <message>
        <source>Keep the boundary shown now as a dotted line, to compare after changing a setting</source>
        <translation>Die jetzt gezeigte Grenze als gepunktete Linie behalten, zum Vergleich nach einer geänderten Einstellung</translation>
    </message>
    <message>
        <source>Remove Pinned Boundary</source>
        <translation>Angeheftete Grenze entfernen</translation>
    </message>
    <message>
        <source>Remove the pinned line</source>
        <translation>Die angeheftete Linie entfernen</translation>
    </message>
    <message>
        <source>Averaged and Voted Boundaries</source>
        <translation>Gemittelte und gewählte Grenzen</translation>
    </message>
    <message>
        <source>Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)</source>
        <translation>Die gemittelte (gestrichelt) und die gewählte (gepunktet) Grenze mit der letzten (durchgezogen) zeichnen</translation>
    </message>
    <message>
        <source>Weight Space</source>
        <translation>Gewichtsraum</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right: the feasible region, the path of w and w*; hover to link an example and its line, click to set w</source>
        <translation>Jedes Beispiel als die Halbebene der Gewichte, die es richtig einordnen: der zulässige Bereich, der Weg von w und w*; darüberfahren verknüpft ein Beispiel mit seiner Geraden, ein Klick setzt w</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every point (undoable)</source>
        <translation>Alle Punkte entfernen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected points</source>
        <translation>Die ausgewählten Punkte löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <source>Select every point</source>
        <translation>Alle Punkte auswählen</translation>
    </message>
    <message>
        <source>Fit View to Data</source>
        <translation>Ansicht an Daten anpassen</translation>
    </message>
    <message>
        <source>Show all points</source>
        <translation>Alle Punkte zeigen</translation>
    </message>
    <message>
        <source>Snap to Grid</source>
        <translation>Am Raster einrasten</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on the grid (its step: View &gt; Snap Step)</source>
        <translation>Klicks und gezogene Punkte landen auf dem Raster (seine Weite: Ansicht &gt; Rasterweite)</translation>
    </message>
    <message>
        <source>Loss Panel</source>
        <translation>Verlustanzeige</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown: over (w₁, w₂), along the last update and per example, with why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise</source>
        <translation>Die 0-1-, Perzeptron-, Hinge- und logistischen Verluste des gezeigten w: über (w₁, w₂), entlang der letzten Aktualisierung und je Beispiel, mit der Begründung, warum der Gradient des Perzeptrons bei einem Fehler −y x ist und sonst 0</translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>For the projector, full screen: text twice as large, the canvas and the current trace row only, big buttons; PageDown, → and Space step, PageUp goes back, F6 changes the main view, Esc or F5 leaves</source>
        <translation>Für den Beamer, im Vollbild: doppelt so große Schrift, nur die Zeichenfläche und die aktuelle Protokollzeile, große Schaltflächen; Bild ab, → und Leertaste gehen einen Schritt, Bild auf geht zurück, F6 wechselt die Hauptansicht, Esc oder F5 beendet</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Class colours that all stand out on white (3:1 or more) and stay apart under colour-blindness; each class keeps its own marker shape (kept for the next start)</source>
        <translation>Klassenfarben, die sich alle von Weiß abheben (3:1 oder mehr) und bei Farbenblindheit unterscheidbar bleiben; jede Klasse behält ihre eigene Markerform (bleibt für den nächsten Start)</translation>
    </message>
    <message>
        <source>Next Main View</source>
        <translation>Nächste Hauptansicht</translation>
    </message>
    <message>
        <source>The large main view in turn: the canvas, weight space, the convergence theorem</source>
        <translation>Die große Hauptansicht der Reihe nach: die Zeichenfläche, der Gewichtsraum, der Konvergenzsatz</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>Beschreiben</translation>
    </message>
    <message>
        <source>Say in words what the canvas shows: the boundary&apos;s equation, which side is which class, the points on the wrong side, w and the last update (a panel a screen reader reads)</source>
        <translation>In Worten sagen, was die Zeichenfläche zeigt: die Gleichung der Grenze, welche Seite welche Klasse ist, die Punkte auf der falschen Seite, w und die letzte Aktualisierung (ein Bereich, den ein Screenreader vorliest)</translation>
    </message>
    <message>
        <source>Pause the run (presentation mode&apos;s big button; Esc pauses too, and with no run leaves the mode)</source>
        <translation>Den Lauf anhalten (die große Schaltfläche des Präsentationsmodus; Esc hält ebenfalls an und verlässt ohne Lauf den Modus)</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>The interface language (English, Español, Deutsch or the pseudo-locale), switched at once: the document and the step shown stay</source>
        <translation>Die Sprache der Oberfläche (English, Español, Deutsch oder die Pseudo-Sprache), sofort umgeschaltet: das Dokument und der gezeigte Schritt bleiben</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Quit Perceptron Studio</source>
        <translation>Perceptron Studio beenden</translation>
    </message>
    <message>
        <source>Quick Tour</source>
        <translation>Kurze Tour</translation>
    </message>
    <message>
        <source>A short tour of the app</source>
        <translation>Eine kurze Tour durch die App</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key the app answers to</source>
        <translation>Jede Taste, auf die die App reagiert</translation>
    </message>
    <message>
        <source>About Perceptron Studio</source>
        <translation>Über Perceptron Studio</translation>
    </message>
    <message>
        <source>What Perceptron Studio is</source>
        <translation>Was Perceptron Studio ist</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last edit (a drag is one step)</source>
        <translation>Die letzte Bearbeitung rückgängig machen (ein Ziehen ist ein Schritt)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Do again what Undo took back</source>
        <translation>Wiederholen, was Rückgängig zurückgenommen hat</translation>
    </message>
    <message>
        <source>Class {n}</source>
        <translation>Klasse {n}</translation>
    </message>
    <message>
        <source>A left click adds a point of class {n} (a right click: the other class)</source>
        <translation>Ein Linksklick fügt einen Punkt der Klasse {n} hinzu (ein Rechtsklick: die andere Klasse)</translation>
    </message>
    <message>
        <source>Next / previous control</source>
        <translation>Nächstes / voriges Steuerelement</translation>
    </message>
    <message>
        <source>Moves the focus through the canvas, the toolbar&apos;s slider and class, and every dock; the focused canvas has a blue frame</source>
        <translation>Bewegt den Fokus durch die Zeichenfläche, den Schieberegler und die Klasse der Werkzeugleiste und jeden Bereich; die fokussierte Zeichenfläche hat einen blauen Rahmen</translation>
    </message>
    <message>
        <source>Move the keyboard cursor</source>
        <translation>Den Tastaturcursor bewegen</translation>
    </message>
    <message>
        <source>With the focus on the canvas: the cross moves one grid step (View &gt; Snap Step; 0.5 unless chosen)</source>
        <translation>Mit dem Fokus auf der Zeichenfläche: das Kreuz bewegt sich um eine Rasterweite (Ansicht &gt; Rasterweite; 0.5, sofern nicht anders gewählt)</translation>
    </message>
    <message>
        <source>Move the cursor further</source>
        <translation>Den Cursor weiter bewegen</translation>
    </message>
    <message>
        <source>Four grid steps at a time</source>
        <translation>Vier Rasterweiten auf einmal</translation>
    </message>
    <message>
        <source>Place a point</source>
        <translation>Einen Punkt setzen</translation>
    </message>
    <message>
        <source>A point of the current class (keys 1–8) where the keyboard cursor is</source>
        <translation>Ein Punkt der aktuellen Klasse (Tasten 1–8) dort, wo der Tastaturcursor steht</translation>
    </message>
    <message>
        <source>Remove a point</source>
        <translation>Einen Punkt entfernen</translation>
    </message>
    <message>
        <source>On the canvas: the point under the keyboard cursor (with none there, the points selected)</source>
        <translation>Auf der Zeichenfläche: der Punkt unter dem Tastaturcursor (ist dort keiner, die ausgewählten Punkte)</translation>
    </message>
</context>
<context>
    <name>Algorithm</name>
    <message>
        <source>Which handout&apos;s pseudocode and notation (those that fit the rule for a score of 0)</source>
        <translation>Pseudocode und Notation welches Skripts (derer, die zur Regel für Wert 0 passen)</translation>
    </message>
    <message>
        <source>Written as in</source>
        <translation>Geschrieben wie in</translation>
    </message>
    <message>
        <source>μ·Σ y·x so far = ({sum})</source>
        <translation>μ·Σ y·x bisher = ({sum})</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the animation export: nothing is written, a file already there stays as it was</source>
        <translation>Den Animationsexport anhalten: nichts wird geschrieben, eine schon vorhandene Datei bleibt, wie sie war</translation>
    </message>
    <message>
        <source>An animation is being exported: wait for it, or Cancel it first.</source>
        <translation>Eine Animation wird gerade exportiert: warte darauf oder brich sie zuerst ab.</translation>
    </message>
    <message>
        <source>The run has no such steps (yet): nothing was exported.</source>
        <translation>Der Lauf hat diese Schritte (noch) nicht: nichts wurde exportiert.</translation>
    </message>
    <message>
        <source>Animation, {n} frames: %p%</source>
        <translation>Animation, {n} Bilder: %p%</translation>
    </message>
    <message>
        <source>Animation export cancelled</source>
        <translation>Animationsexport abgebrochen</translation>
    </message>
    <message>
        <source>Training started again (the points or the settings changed), so the animation stopped</source>
        <translation>Das Training hat neu begonnen (Punkte oder Einstellungen haben sich geändert), daher wurde die Animation angehalten</translation>
    </message>
    <message>
        <source>{why}: nothing was written, a file already there is as it was.</source>
        <translation>{why}: nichts wurde geschrieben, eine schon vorhandene Datei ist, wie sie war.</translation>
    </message>
    <message>
        <source>Step t = 0: no example looked at yet.</source>
        <translation>Schritt t = 0: noch kein Beispiel betrachtet.</translation>
    </message>
    <message>
        <source>Exported {frames} frames (steps {first} to {last}, {seconds} s at {fps} frames a second) to {path} ({size}).</source>
        <translation>{frames} Bilder (Schritte {first} bis {last}, {seconds} s bei {fps} Bildern pro Sekunde) nach {path} exportiert ({size}).</translation>
    </message>
    <message>
        <source>Could not export the animation to {path}: {reason}. No file was written; a file already there is as it was.</source>
        <translation>Die Animation konnte nicht nach {path} exportiert werden: {reason}. Keine Datei wurde geschrieben; eine schon vorhandene Datei ist, wie sie war.</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Question open: hidden until the answer is checked</source>
        <translation>Frage offen: verborgen, bis die Antwort geprüft ist</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>letztes w</translation>
    </message>
    <message>
        <source>averaged w = {w}, b = {b} (the model)</source>
        <translation>gemitteltes w = {w}, b = {b} (das Modell)</translation>
    </message>
    <message>
        <source>threshold −b/w = {t}</source>
        <translation>Schwelle −b/w = {t}</translation>
    </message>
    <message>
        <source>(drawn ×{scale})</source>
        <translation>(gezeichnet ×{scale})</translation>
    </message>
    <message>
        <source>w for {name} = {w}</source>
        <translation>w für {name} = {w}</translation>
    </message>
    <message>
        <source>x (the one feature)</source>
        <translation>x (das einzige Merkmal)</translation>
    </message>
    <message>
        <source>max-margin threshold {t} ± {m}</source>
        <translation>Max-Margin-Schwelle {t} ± {m}</translation>
    </message>
    <message>
        <source>max margin w*</source>
        <translation>maximaler Rand w*</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>angeheftet</translation>
    </message>
    <message>
        <source>averaged</source>
        <translation>gemittelt</translation>
    </message>
    <message>
        <source>voted</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>averaged w: the model</source>
        <translation>gemitteltes w: das Modell</translation>
    </message>
    <message>
        <source>the vote: the model</source>
        <translation>die Wahl: das Modell</translation>
    </message>
    <message>
        <source>boundary P(y = +1 | x) = 0.5</source>
        <translation>Grenze P(y = +1 | x) = 0.5</translation>
    </message>
    <message>
        <source>P = 0.1 and 0.9</source>
        <translation>P = 0.1 und 0.9</translation>
    </message>
</context>
<context>
    <name>ClassPicker</name>
    <message>
        <source>The class a left click adds (keys 1–8); a right click adds the other one</source>
        <translation>Die Klasse, die ein Linksklick hinzufügt (Tasten 1–8); ein Rechtsklick fügt die andere hinzu</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Perceptron</source>
        <translation>Perzeptron</translation>
    </message>
    <message>
        <source>Averaged perceptron</source>
        <translation>Gemitteltes Perzeptron</translation>
    </message>
    <message>
        <source>Voted perceptron</source>
        <translation>Gewähltes Perzeptron (Voted)</translation>
    </message>
    <message>
        <source>Kernel perceptron</source>
        <translation>Kern-Perzeptron</translation>
    </message>
    <message>
        <source>Batch gradient (note 003)</source>
        <translation>Batch-Gradient (Notiz 003)</translation>
    </message>
    <message>
        <source>Logistic regression (SGD)</source>
        <translation>Logistische Regression (SGD)</translation>
    </message>
    <message>
        <source>Hinge / linear SVM (SGD)</source>
        <translation>Hinge / lineare SVM (SGD)</translation>
    </message>
    <message>
        <source>a mistake  (update iff y·a ≤ 0)</source>
        <translation>ein Fehler  (Aktualisierung gdw. y·a ≤ 0)</translation>
    </message>
    <message>
        <source>positive  (predict + iff a ≥ 0)</source>
        <translation>positiv  (sagt + vorher gdw. a ≥ 0)</translation>
    </message>
    <message>
        <source>negative  (predict + iff a &gt; 0)</source>
        <translation>negativ  (sagt + vorher gdw. a &gt; 0)</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>wie gegeben</translation>
    </message>
    <message>
        <source>reshuffle every epoch</source>
        <translation>jede Epoche neu mischen</translation>
    </message>
    <message>
        <source>constant  η_t = η₀</source>
        <translation>konstant  η_t = η₀</translation>
    </message>
    <message>
        <source>1/t  η_t = η₀/t</source>
        <translation>1/t  η_t = η₀/t</translation>
    </message>
    <message>
        <source>RBF  exp(−γ‖x−z‖²)</source>
        <translation>RBF  exp(−γ‖x−z‖²)</translation>
    </message>
    <message>
        <source>polynomial  (x·z + c₀)ᵈ</source>
        <translation>polynomiell  (x·z + c₀)ᵈ</translation>
    </message>
    <message>
        <source>linear  x·z</source>
        <translation>linear  x·z</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kern</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Learning rate η</source>
        <translation>Lernrate η</translation>
    </message>
    <message>
        <source>Initial w₀</source>
        <translation>Anfangs-w₀</translation>
    </message>
    <message>
        <source>Initial α</source>
        <translation>Anfangs-α</translation>
    </message>
    <message>
        <source>Initial b₀</source>
        <translation>Anfangs-b₀</translation>
    </message>
    <message>
        <source>Score 0 counts as</source>
        <translation>Wert 0 zählt als</translation>
    </message>
    <message>
        <source>Degree d</source>
        <translation>Grad d</translation>
    </message>
    <message>
        <source>Learning rate η_t</source>
        <translation>Lernrate η_t</translation>
    </message>
    <message>
        <source>Power p</source>
        <translation>Exponent p</translation>
    </message>
    <message>
        <source>L2 strength α</source>
        <translation>L2-Stärke α</translation>
    </message>
    <message>
        <source>Example order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Max epochs</source>
        <translation>Max. Epochen</translation>
    </message>
    <message>
        <source>Fit intercept b</source>
        <translation>Bias b anpassen</translation>
    </message>
    <message>
        <source>A number from {low} to {high}.</source>
        <translation>Eine Zahl von {low} bis {high}.</translation>
    </message>
    <message>
        <source>αᵢ = 0 for every example</source>
        <translation>αᵢ = 0 für jedes Beispiel</translation>
    </message>
    <message>
        <source>The kernel perceptron learns f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: it starts with every αᵢ = 0 (and b = b₀), and a mistake on example i adds η to αᵢ.</source>
        <translation>Das Kernel-Perzeptron lernt f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, kein w: Es beginnt mit allen αᵢ = 0 (und b = b₀), und ein Fehler bei Beispiel i addiert η zu αᵢ.</translation>
    </message>
    <message>
        <source>A one-feature document (points on a number line) has one weight: w₀[2] is not used.</source>
        <translation>Ein Dokument mit einem Merkmal (Punkte auf dem Zahlenstrahl) hat ein Gewicht: w₀[2] wird nicht verwendet.</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>steps with ℓ′ ≠ 0</source>
        <translation>Schritte mit ℓ′ ≠ 0</translation>
    </message>
    <message>
        <source>training error (%)</source>
        <translation>Trainingsfehler (%)</translation>
    </message>
    <message>
        <source>mean ln(1 + e^(−y a))</source>
        <translation>Mittel von ln(1 + e^(−y a))</translation>
    </message>
    <message>
        <source>mean max(0, 1 − y a)</source>
        <translation>Mittel von max(0, 1 − y a)</translation>
    </message>
    <message>
        <source>Question open: the curves are hidden until the answer is checked (an epoch&apos;s mistakes would give it away).</source>
        <translation>Frage offen: die Kurven sind verborgen, bis die Antwort geprüft ist (die Fehler einer Epoche würden sie verraten).</translation>
    </message>
    <message>
        <source>Training runs faster than the curves: every {stride}th epoch is shown.</source>
        <translation>Das Training läuft schneller als die Kurven: jede {stride}. Epoche wird gezeigt.</translation>
    </message>
    <message>
        <source>The curves end at epoch {epoch}, where the app&apos;s history of the first {mistakes} mistakes ends; training went on.</source>
        <translation>Die Kurven enden bei Epoche {epoch}, wo die Aufzeichnung der App mit den ersten {mistakes} Fehlern endet; das Training ging weiter.</translation>
    </message>
    <message>
        <source>The kernel perceptron: mistakes per epoch only.</source>
        <translation>Das Kern-Perzeptron: nur Fehler pro Epoche.</translation>
    </message>
    <message>
        <source>Error (%): training rows solid, the {n} held-out test rows dashed (not trained on).</source>
        <translation>Fehler (%): Trainingszeilen durchgezogen, die {n} zurückgehaltenen Testzeilen gestrichelt (nicht darauf trainiert).</translation>
    </message>
    <message>
        <source>Per epoch: the steps with a nonzero gradient ℓ′, the training error at the epoch&apos;s end and the mean loss of the epoch&apos;s steps. Σα_t and Σα_t² of the schedule: solid so far, dashed if training went on. Robbins-Monro (note 000) for α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² &lt; ∞ {converges}: {verdict}.</source>
        <translation>Pro Epoche: die Schritte mit einem Gradienten ℓ′ ungleich null, der Trainingsfehler am Ende der Epoche und der mittlere Verlust der Schritte der Epoche. Σα_t und Σα_t² des Plans: durchgezogen bis jetzt, gestrichelt, falls das Training weiterliefe. Robbins-Monro (Notiz 000) für α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² &lt; ∞ {converges}: {verdict}.</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <source>The curves end at epoch {end}: the app keeps the first {kept} steps.</source>
        <translation>Die Kurven enden bei Epoche {end}: Die App behält die ersten {kept} Schritte.</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>step t</source>
        <translation>Schritt t</translation>
    </message>
    <message>
        <source>Σα_t and Σα_t² against t</source>
        <translation>Σα_t und Σα_t² über t</translation>
    </message>
    <message>
        <source>mistakes per epoch</source>
        <translation>Fehler pro Epoche</translation>
    </message>
    <message>
        <source>training error (%) at the epoch&apos;s end</source>
        <translation>Trainingsfehler (%) am Epochenende</translation>
    </message>
    <message>
        <source>perceptron loss Σ max(0, −y a)</source>
        <translation>Perzeptron-Verlust Σ max(0, −y a)</translation>
    </message>
    <message>
        <source>error (%) at the epoch&apos;s end: training (blue), test (pink, dashed)</source>
        <translation>Fehler (%) am Ende der Epoche: Training (blau), Test (rosa, gestrichelt)</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <source>Generating {n} points</source>
        <translation>{n} Punkte werden erzeugt</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>Erzeugen nicht möglich</translation>
    </message>
    <message>
        <source>Choose Features works on a table with more than two feature columns: open one (File &gt; Examples &gt; Iris) or a CSV or TSV file of many columns.</source>
        <translation>Merkmale wählen arbeitet mit einer Tabelle mit mehr als zwei Merkmalsspalten: öffne eine (Datei &gt; Beispiele &gt; Iris) oder eine CSV- oder TSV-Datei mit vielen Spalten.</translation>
    </message>
    <message>
        <source>Cannot choose these features</source>
        <translation>Diese Merkmale können nicht gewählt werden</translation>
    </message>
    <message>
        <source>{error} Nothing was changed.</source>
        <translation>{error} Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Now: {what}. Undo (Ctrl+Z) goes back.</source>
        <translation>Jetzt: {what}. Rückgängig (Strg+Z) geht zurück.</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Nothing to describe yet: add points of at least two classes.</source>
        <translation>Noch nichts zu beschreiben: Füge Punkte aus mindestens zwei Klassen hinzu.</translation>
    </message>
    <message>
        <source>The last step changed nothing.</source>
        <translation>Der letzte Schritt hat nichts geändert.</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>up and to the right</source>
        <translation>nach rechts oben</translation>
    </message>
    <message>
        <source>straight up</source>
        <translation>gerade nach oben</translation>
    </message>
    <message>
        <source>up and to the left</source>
        <translation>nach links oben</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>down and to the left</source>
        <translation>nach links unten</translation>
    </message>
    <message>
        <source>straight down</source>
        <translation>gerade nach unten</translation>
    </message>
    <message>
        <source>down and to the right</source>
        <translation>nach rechts unten</translation>
    </message>
    <message>
        <source>w of class {c} = {w}</source>
        <translation>w der Klasse {c} = {w}</translation>
    </message>
    <message>
        <source>Quiz: a question about step {t} is open in the Quiz panel. The classifier is hidden until you check your answer.</source>
        <translation>Quiz: Eine Frage zu Schritt {t} ist im Quiz-Bereich offen. Der Klassifikator ist verborgen, bis du deine Antwort prüfst.</translation>
    </message>
    <message>
        <source>Time travel, step {t} of {latest}.</source>
        <translation>Zeitreise, Schritt {t} von {latest}.</translation>
    </message>
    <message>
        <source>Step 0, the start: {weights}.</source>
        <translation>Schritt 0, der Anfang: {weights}.</translation>
    </message>
    <message>
        <source>Step {t}: {weights}, {n} mistakes so far.</source>
        <translation>Schritt {t}: {weights}, bisher {n} Fehler.</translation>
    </message>
    <message>
        <source>Converged: a whole epoch without a mistake.</source>
        <translation>Konvergiert: eine ganze Epoche ohne Fehler.</translation>
    </message>
    <message>
        <source>Step {t}: {x}, class {y}, predicted {guess}</source>
        <translation>Schritt {t}: {x}, Klasse {y}, vorhergesagt {guess}</translation>
    </message>
    <message>
        <source>Step {t}: {x}, y = {y}, score {score}</source>
        <translation>Schritt {t}: {x}, y = {y}, Wert {score}</translation>
    </message>
    <message>
        <source>the loss gradient ℓ′ is not 0</source>
        <translation>der Verlustgradient ℓ′ ist nicht 0</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>{alpha} grows by one: the boundary moves.</source>
        <translation>{alpha} wächst um eins: Die Grenze bewegt sich.</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>Nichts ändert sich.</translation>
    </message>
    <message>
        <source>{weights}; the batch rule moves w at the epoch&apos;s end.</source>
        <translation>{weights}; die Batch-Regel bewegt w am Ende der Epoche.</translation>
    </message>
    <message>
        <source>w of class {c} stays {w}</source>
        <translation>w der Klasse {c} bleibt {w}</translation>
    </message>
    <message>
        <source>w stays {w}</source>
        <translation>w bleibt {w}</translation>
    </message>
    <message>
        <source>w of class {c} becomes {w}</source>
        <translation>w der Klasse {c} wird {w}</translation>
    </message>
    <message>
        <source>{name} becomes {value}</source>
        <translation>{name} wird {value}</translation>
    </message>
    <message>
        <source>Points to the right of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>Punkte rechts der Schwelle werden als +1 vorhergesagt (Klasse {plus}); die anderen als −1 (Klasse {minus}).</translation>
    </message>
    <message>
        <source>Points to the left of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>Punkte links der Schwelle werden als +1 vorhergesagt (Klasse {plus}); die anderen als −1 (Klasse {minus}).</translation>
    </message>
    <message>
        <source>w points {direction}: points on that side of the line ({score} &gt; 0) are predicted +1 (class {plus}); points on the other side −1 (class {minus}).</source>
        <translation>w zeigt {direction}: Punkte auf dieser Seite der Geraden ({score} &gt; 0) werden als +1 vorhergesagt (Klasse {plus}); Punkte auf der anderen Seite als −1 (Klasse {minus}).</translation>
    </message>
    <message>
        <source>Points on the line count as {y}.</source>
        <translation>Punkte auf der Geraden zählen als {y}.</translation>
    </message>
    <message>
        <source>A point on the line is a mistake either way.</source>
        <translation>Ein Punkt auf der Geraden ist in jedem Fall ein Fehler.</translation>
    </message>
    <message>
        <source>No update yet: the run is at its start.</source>
        <translation>Noch keine Aktualisierung: Der Lauf steht am Anfang.</translation>
    </message>
    <message>
        <source>The last step was a mistake.</source>
        <translation>Der letzte Schritt war ein Fehler.</translation>
    </message>
    <message>
        <source>Last update: {update}.</source>
        <translation>Letzte Aktualisierung: {update}.</translation>
    </message>
    <message>
        <source>{name} from {before} to {after}</source>
        <translation>{name} von {before} nach {after}</translation>
    </message>
    <message>
        <source>w of class {c}</source>
        <translation>w der Klasse {c}</translation>
    </message>
    <message>
        <source>No mistake yet: w is still w₀.</source>
        <translation>Noch kein Fehler: w ist noch w₀.</translation>
    </message>
    <message>
        <source>Last update, at step {t}: {update}.</source>
        <translation>Letzte Aktualisierung, bei Schritt {t}: {update}.</translation>
    </message>
    <message>
        <source>{n} points are on the canvas; the boundary and w are hidden while the question is open.</source>
        <translation>{n} Punkte sind auf der Zeichenfläche; die Grenze und w sind verborgen, solange die Frage offen ist.</translation>
    </message>
    <message>
        <source>Kernel perceptron: the boundary f(x) = 0 is a curve, f(x) = Σ α_i y_i K(x_i, x) + b.</source>
        <translation>Kern-Perzeptron: Die Grenze f(x) = 0 ist eine Kurve, f(x) = Σ α_i y_i K(x_i, x) + b.</translation>
    </message>
    <message>
        <source>{n} support vectors (examples with α_i &gt; 0) shape it.</source>
        <translation>{n} Stützvektoren (Beispiele mit α_i &gt; 0) formen sie.</translation>
    </message>
    <message>
        <source>{n} classes: each region is the class whose score w_c·x + b_c is highest.</source>
        <translation>{n} Klassen: Jede Region ist die Klasse, deren Wert w_c·x + b_c am höchsten ist.</translation>
    </message>
    <message>
        <source>There is no boundary yet: w = {w}, every score is b.</source>
        <translation>Es gibt noch keine Grenze: w = {w}, jeder Wert ist b.</translation>
    </message>
    <message>
        <source>Boundary: {equation}.</source>
        <translation>Grenze: {equation}.</translation>
    </message>
    <message>
        <source>{errors} of the {n} points is on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>{errors} der {n} Punkte liegt auf der falschen Seite (Trainingsfehler jetzt), nach {mistakes} Fehlern.</translation>
    </message>
    <message>
        <source>{errors} of the {n} points are on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>{errors} der {n} Punkte liegen auf der falschen Seite (Trainingsfehler jetzt), nach {mistakes} Fehlern.</translation>
    </message>
</context>
<context>
    <name>DescribePanel</name>
    <message>
        <source>The outcome of the step shown, said again at every step</source>
        <translation>Das Ergebnis des gezeigten Schritts, bei jedem Schritt neu gesagt</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>Was die Zeichenfläche zeigt</translation>
    </message>
    <message>
        <source>The boundary as an equation, which side is which class, the points on the wrong side, w and the last update, for the step shown</source>
        <translation>Die Grenze als Gleichung, welche Seite welche Klasse ist, die Punkte auf der falschen Seite, w und die letzte Aktualisierung, für den gezeigten Schritt</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Exports in progress</source>
        <translation>Exporte laufen</translation>
    </message>
    <message>
        <source>Cancel Exports and Close</source>
        <translation>Exporte abbrechen und schließen</translation>
    </message>
    <message>
        <source>Keep Open</source>
        <translation>Geöffnet lassen</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>canvas ({n} pixels)</source>
        <translation>Zeichenfläche ({n} Pixel)</translation>
    </message>
    <message>
        <source>Frame width in pixels; empty keeps the canvas&apos;s width (the height follows)</source>
        <translation>Bildbreite in Pixeln; leer behält die Breite der Zeichenfläche (die Höhe folgt)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>First step ({n} is the start)</source>
        <translation>Erster Schritt ({n} ist der Anfang)</translation>
    </message>
    <message>
        <source>Last step (up to {n})</source>
        <translation>Letzter Schritt (bis {n})</translation>
    </message>
    <message>
        <source>Steps per frame</source>
        <translation>Schritte pro Bild</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Width (pixels)</source>
        <translation>Breite (Pixel)</translation>
    </message>
    <message>
        <source>Each frame is the canvas at its step, with the trace table&apos;s row and the update with its numbers under it, laid out for the frame&apos;s size with text at least 2.5% of its height (readable on a slide); the canvas&apos;s width in the canvas&apos;s aspect is the canvas as on screen. The last step is always the last frame.</source>
        <translation>Jedes Bild ist die Zeichenfläche bei ihrem Schritt, darunter die Zeile des Protokolls und die Aktualisierung mit ihren Zahlen, für die Bildgröße gesetzt, mit Text von mindestens 2,5 % ihrer Höhe (auf einer Folie lesbar); die Breite der Zeichenfläche in ihrem Seitenverhältnis ist die Zeichenfläche wie auf dem Bildschirm. Der letzte Schritt ist immer das letzte Bild.</translation>
    </message>
    <message>
        <source>As on screen: the look the canvas has now</source>
        <translation>Wie auf dem Bildschirm: das Aussehen, das die Zeichenfläche jetzt hat</translation>
    </message>
    <message>
        <source>{frames} frames, {seconds} s, written to {name}</source>
        <translation>{frames} Bilder, {seconds} s, geschrieben nach {name}</translation>
    </message>
    <message>
        <source>GIF animation (*.gif);;MP4 video (*.mp4)</source>
        <translation>GIF-Animation (*.gif);;MP4-Video (*.mp4)</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;GIF (*.gif)</source>
        <translation>MP4-Video (*.mp4);;GIF (*.gif)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Linearly separable, with a margin</source>
        <translation>Linear trennbar, mit einem Rand</translation>
    </message>
    <message>
        <source>Concentric circles</source>
        <translation>Konzentrische Kreise</translation>
    </message>
    <message>
        <source>Two moons</source>
        <translation>Zwei Monde</translation>
    </message>
    <message>
        <source>Gaussian blobs</source>
        <translation>Gaußsche Wolken</translation>
    </message>
    <message>
        <source>Two spirals</source>
        <translation>Zwei Spiralen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Label noise (fraction flipped)</source>
        <translation>Labelrauschen (umgedrehter Anteil)</translation>
    </message>
    <message>
        <source>Margin γ</source>
        <translation>Rand γ</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The generated points replace the current ones (one undo step).</source>
        <translation>Die erzeugten Punkte ersetzen die aktuellen (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>Presentation look (larger text, thicker lines)</source>
        <translation>Präsentationsansicht (größere Schrift, dickere Linien)</translation>
    </message>
    <message>
        <source>PNG width (pixels)</source>
        <translation>PNG-Breite (Pixel)</translation>
    </message>
    <message>
        <source>Aspect</source>
        <translation>Seitenverhältnis</translation>
    </message>
    <message>
        <source>Laid out for the size chosen, with text at least 2.5% of the picture&apos;s height (readable on a slide). The canvas&apos;s own width in the canvas&apos;s aspect is the canvas exactly as on screen.</source>
        <translation>Für die gewählte Größe gesetzt, mit Text von mindestens 2,5 % der Bildhöhe (auf einer Folie lesbar). Die eigene Breite der Zeichenfläche im Seitenverhältnis der Zeichenfläche ist die Zeichenfläche genau wie auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>The picture&apos;s shape: a 16:9 or 4:3 slide, a square, or the canvas&apos;s own</source>
        <translation>Die Form des Bildes: eine 16:9- oder 4:3-Folie, ein Quadrat oder die der Zeichenfläche</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>Generate points</source>
        <translation>Punkte erzeugen</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>None: the file&apos;s values</source>
        <translation>Keine: die Werte der Datei</translation>
    </message>
    <message>
        <source>Standardise: zero mean, unit variance</source>
        <translation>Standardisieren: Mittelwert null, Varianz eins</translation>
    </message>
    <message>
        <source>Unit ball: R = 1, the bound reads 1/γ²</source>
        <translation>Einheitskugel: R = 1, die Schranke lautet 1/γ²</translation>
    </message>
    <message>
        <source>The values as the file has them.</source>
        <translation>Die Werte, wie die Datei sie hat.</translation>
    </message>
    <message>
        <source>Each feature minus its mean, over its standard deviation (fitted on the training rows).</source>
        <translation>Jedes Merkmal minus seinen Mittelwert, geteilt durch seine Standardabweichung (an den Trainingszeilen bestimmt).</translation>
    </message>
    <message>
        <source>Notes 000 and 001: scale the data so that ‖x‖ ≤ 1, then the theorem&apos;s R is 1 and its bound reads 1/γ². Through the origin (intercept off): both features centred on their mean and divided by R = max ‖x − mean‖ over the training rows. With an intercept the perceptron learns on x̃ = (x, c): every (x − mean, 1) is divided by R̃ = max ‖(x − mean, 1)‖, so the features are (x − mean)/R̃ and the constant coordinate is c = 1/R̃ (liblinear&apos;s intercept_scaling); the farthest x̃ has ‖x̃‖ = 1. The offset b = βc then moves by ηyc² at a mistake. The kernel perceptron and the SGD learners keep c = 1.</source>
        <translation>Notizen 000 und 001: die Daten so skalieren, dass ‖x‖ ≤ 1; dann ist das R des Satzes 1 und seine Schranke lautet 1/γ². Durch den Ursprung (ohne Bias): beide Merkmale um ihren Mittelwert zentriert und durch R = max ‖x − Mittelwert‖ über die Trainingszeilen geteilt. Mit Bias lernt das Perzeptron auf x̃ = (x, c): jedes (x − Mittelwert, 1) wird durch R̃ = max ‖(x − Mittelwert, 1)‖ geteilt, die Merkmale sind also (x − Mittelwert)/R̃ und die konstante Koordinate ist c = 1/R̃ (intercept_scaling von liblinear); das fernste x̃ hat ‖x̃‖ = 1. Der Bias b = βc ändert sich dann bei einem Fehler um ηyc². Das Kern-Perzeptron und die SGD-Verfahren behalten c = 1.</translation>
    </message>
    <message>
        <source>Choose Features</source>
        <translation>Merkmale wählen</translation>
    </message>
    <message>
        <source>Train on every class (the multiclass perceptron with three or more), on two of them, or on one class against the rest (the two-class perceptron of the notes)</source>
        <translation>Auf allen Klassen trainieren (das Mehrklassen-Perzeptron bei drei oder mehr), auf zweien davon oder auf einer Klasse gegen den Rest (das Zwei-Klassen-Perzeptron der Notizen)</translation>
    </message>
    <message>
        <source>Hold out a test set</source>
        <translation>Eine Testmenge zurückhalten</translation>
    </message>
    <message>
        <source>Train on the other rows only; the test rows are drawn hollow and their error shown</source>
        <translation>Nur auf den übrigen Zeilen trainieren; die Testzeilen werden hohl gezeichnet und ihr Fehler angezeigt</translation>
    </message>
    <message>
        <source>The share of the rows held out for testing, strictly between 0 and 1</source>
        <translation>Der Anteil der Zeilen, der zum Testen zurückgehalten wird, echt zwischen 0 und 1</translation>
    </message>
    <message>
        <source>The same seed gives the same split</source>
        <translation>Derselbe Startwert ergibt dieselbe Aufteilung</translation>
    </message>
    <message>
        <source>The table has {rows} rows and {columns} columns. The canvas shows, and the perceptron trains on, the two chosen features; every column is kept and saved.</source>
        <translation>Die Tabelle hat {rows} Zeilen und {columns} Spalten. Die Zeichenfläche zeigt die beiden gewählten Merkmale, und das Perzeptron trainiert auf ihnen; jede Spalte bleibt erhalten und wird gespeichert.</translation>
    </message>
    <message>
        <source>Label column</source>
        <translation>Label-Spalte</translation>
    </message>
    <message>
        <source>x₁ (horizontal)</source>
        <translation>x₁ (waagrecht)</translation>
    </message>
    <message>
        <source>x₂ (vertical)</source>
        <translation>x₂ (senkrecht)</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Test fraction</source>
        <translation>Testanteil</translation>
    </message>
    <message>
        <source>Split seed</source>
        <translation>Startwert der Aufteilung</translation>
    </message>
    <message>
        <source>{column} (text)</source>
        <translation>{column} (Text)</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <source>, {n} held out as the test set (drawn hollow, not trained on)</source>
        <translation>, {n} als Testmenge zurückgehalten (hohl gezeichnet, nicht trainiert)</translation>
    </message>
    <message>
        <source>Trains on {n} rows{held}.</source>
        <translation>Trainiert auf {n} Zeilen{held}.</translation>
    </message>
    <message>
        <source>Trains on {n} rows{held}: {classes}.</source>
        <translation>Trainiert auf {n} Zeilen{held}: {classes}.</translation>
    </message>
    <message>
        <source>With the intercept on, the unit ball holds x̃ = (x, c): features (x − mean)/R̃ and the constant coordinate c = 1/R̃ with R̃ = max ‖(x − mean, 1)‖, so R = 1 and the bound reads 1/γ² (the linear perceptrons; the kernel perceptron and the SGD learners keep c = 1).</source>
        <translation>Mit Bias enthält die Einheitskugel x̃ = (x, c): Merkmale (x − Mittelwert)/R̃ und die konstante Koordinate c = 1/R̃ mit R̃ = max ‖(x − Mittelwert, 1)‖, also R = 1, und die Schranke lautet 1/γ² (die linearen Perzeptrons; das Kern-Perzeptron und die SGD-Verfahren behalten c = 1).</translation>
    </message>
    <message>
        <source>Through the origin (intercept off), the unit ball holds x: features (x − mean)/R with R = max ‖x − mean‖, so R = 1 and the bound reads 1/γ².</source>
        <translation>Durch den Ursprung (ohne Bias) enthält die Einheitskugel x: Merkmale (x − Mittelwert)/R mit R = max ‖x − Mittelwert‖, also R = 1, und die Schranke lautet 1/γ².</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Lektion exportieren</translation>
    </message>
    <message>
        <source>Export quiz</source>
        <translation>Quiz exportieren</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Trace table</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Learning curves</source>
        <translation>Lernkurven</translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Convergence theorem</source>
        <translation>Konvergenzsatz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Loss panel</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Point inspector</source>
        <translation>Punkt-Inspektor</translation>
    </message>
    <message>
        <source>Weight space</source>
        <translation>Gewichtsraum</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <source>Draw a classifier</source>
        <translation>Klassifikator zeichnen</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>Live-Unterricht</translation>
    </message>
</context>
<context>
    <name>EditTool</name>
    <message>
        <source>At most {n} classes.</source>
        <translation>Höchstens {n} Klassen.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>({n} earlier error since this dialog opened; this is the latest.)</source>
        <translation>({n} früherer Fehler, seit dieser Dialog geöffnet wurde; dies ist der neueste.)</translation>
    </message>
    <message>
        <source>Something went wrong: {summary}

Your points and settings are unchanged. Please report this with the details below.</source>
        <translation>Etwas ist schiefgegangen: {summary}

Deine Punkte und Einstellungen sind unverändert. Bitte melde dies mit den Details unten.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>({n} earlier errors since this dialog opened; this is the latest.)</source>
        <translation>({n} frühere Fehler, seit dieser Dialog geöffnet wurde; dies ist der neueste.)</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Iris (scikit-learn): 150 flowers, 4 measurements, 3 species</source>
        <translation>Iris (scikit-learn): 150 Blüten, 4 Messgrößen, 3 Arten</translation>
    </message>
    <message>
        <source>Wine (scikit-learn): 178 wines, 13 measurements, 3 cultivars</source>
        <translation>Wein (scikit-learn): 178 Weine, 13 Messgrößen, 3 Rebsorten</translation>
    </message>
    <message>
        <source>Breast cancer (scikit-learn): 569 tumours, 30 measurements, malignant or benign</source>
        <translation>Brustkrebs (scikit-learn): 569 Tumoren, 30 Messgrößen, bösartig oder gutartig</translation>
    </message>
    <message>
        <source>CMU lecture trace (6 points, through the origin)</source>
        <translation>Protokoll der CMU-Vorlesung (6 Punkte, durch den Ursprung)</translation>
    </message>
    <message>
        <source>Separable with a margin</source>
        <translation>Trennbar mit Rand</translation>
    </message>
    <message>
        <source>XOR (never converges)</source>
        <translation>XOR (konvergiert nie)</translation>
    </message>
    <message>
        <source>Concentric circles (kernel)</source>
        <translation>Konzentrische Kreise (Kern)</translation>
    </message>
    <message>
        <source>Three Gaussian classes (multiclass)</source>
        <translation>Drei gaußsche Klassen (Mehrklassen)</translation>
    </message>
    <message>
        <source>Noisy: averaged vs voted vs plain</source>
        <translation>Verrauscht: gemittelt gegen gewählt gegen einfach</translation>
    </message>
    <message>
        <source>Note 004, Figure 1: the update rule, two updates</source>
        <translation>Notiz 004, Abbildung 1: die Aktualisierungsregel, zwei Aktualisierungen</translation>
    </message>
    <message>
        <source>Note 004: an update that undershoots</source>
        <translation>Notiz 004: eine Aktualisierung, die zu kurz greift</translation>
    </message>
    <message>
        <source>Note 004: separable, but not through the origin</source>
        <translation>Notiz 004: trennbar, aber nicht durch den Ursprung</translation>
    </message>
    <message>
        <source>The mistake bound met exactly: (R/γ*)² = 2 mistakes</source>
        <translation>Die Fehlerschranke genau erreicht: (R/γ*)² = 2 Fehler</translation>
    </message>
    <message>
        <source>Default example</source>
        <translation>Standardbeispiel</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the export: nothing is written, a file already there stays as it was</source>
        <translation>Den Export anhalten: nichts wird geschrieben, eine schon vorhandene Datei bleibt, wie sie war</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>The file there is unchanged.</source>
        <translation>Die vorhandene Datei ist unverändert.</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>Keine Datei wurde geschrieben.</translation>
    </message>
    <message>
        <source>Could not export {path}: {error}. {kept}</source>
        <translation>{path} konnte nicht exportiert werden: {error}. {kept}</translation>
    </message>
    <message>
        <source>Exported {path}.</source>
        <translation>{path} exportiert.</translation>
    </message>
    <message>
        <source>Export model</source>
        <translation>Modell exportieren</translation>
    </message>
    <message>
        <source>Model (*.json)</source>
        <translation>Modell (*.json)</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>Export trace as LaTeX</source>
        <translation>Protokoll als LaTeX exportieren</translation>
    </message>
    <message>
        <source>Cannot export a quiz: {why}</source>
        <translation>Quiz kann nicht exportiert werden: {why}</translation>
    </message>
    <message>
        <source>Export quiz worksheet</source>
        <translation>Quiz-Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} Fehlern</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} Schritten</translation>
    </message>
    <message>
        <source> in {n} versions</source>
        <translation> in {n} Versionen</translation>
    </message>
    <message>
        <source>{name} has {n} (it converged)</source>
        <translation>{name} hat {n} (konvergiert)</translation>
    </message>
    <message>
        <source>the run</source>
        <translation>der Lauf</translation>
    </message>
    <message>
        <source>Exported a quiz of {asked}{many}{fewer}: {path} and its key {key}.</source>
        <translation>Quiz aus {asked}{many}{fewer} exportiert: {path} und sein Lösungsschlüssel {key}.</translation>
    </message>
    <message>
        <source>These exports are not finished. Closing now cancels them: nothing of them is written, and a file already there stays as it was.</source>
        <translation>Diese Exporte sind nicht fertig. Jetzt zu schließen bricht sie ab: nichts davon wird geschrieben, und eine schon vorhandene Datei bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Export waiting: {n}</source>
        <translation>Export wartet: {n}</translation>
    </message>
    <message>
        <source>Exports waiting: {n}</source>
        <translation>Exporte warten: {n}</translation>
    </message>
    <message>
        <source> (+{n} waiting)</source>
        <translation> (+{n} wartend)</translation>
    </message>
    <message>
        <source>Export, about {size}: %p%{more}</source>
        <translation>Export, etwa {size}: %p%{more}</translation>
    </message>
    <message>
        <source>Exporting {what} ({rows} rows, about {size}) to {path}…</source>
        <translation>Exportiere {what} ({rows} Zeilen, etwa {size}) nach {path}…</translation>
    </message>
    <message>
        <source>Cannot export an animation: there is no run yet.</source>
        <translation>Keine Animation exportierbar: Es gibt noch keinen Lauf.</translation>
    </message>
    <message>
        <source>Cannot export an animation: turn off Data &gt; Draw a Classifier first.</source>
        <translation>Keine Animation exportierbar: Schalte zuerst Daten &gt; Einen Klassifikator zeichnen aus.</translation>
    </message>
    <message>
        <source>the file cannot be read back: {reason}</source>
        <translation>die Datei lässt sich nicht zurücklesen: {reason}</translation>
    </message>
    <message>
        <source>the file read back is not the picture written</source>
        <translation>die zurückgelesene Datei ist nicht das geschriebene Bild</translation>
    </message>
    <message>
        <source>the PNG could not be made: {reason}</source>
        <translation>das PNG konnte nicht erstellt werden: {reason}</translation>
    </message>
    <message>
        <source>the PNG made is not readable</source>
        <translation>das erstellte PNG ist nicht lesbar</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>das Modell</translation>
    </message>
    <message>
        <source>the trace</source>
        <translation>das Protokoll</translation>
    </message>
    <message>
        <source>the trace as LaTeX</source>
        <translation>das Protokoll als LaTeX</translation>
    </message>
    <message>
        <source>{what} to {path}: waiting, not started</source>
        <translation>{what} nach {path}: wartet, nicht begonnen</translation>
    </message>
    <message>
        <source>{what} to {path}: {percent} of about {size} written</source>
        <translation>{what} nach {path}: {percent} von etwa {size} geschrieben</translation>
    </message>
</context>
<context>
    <name>FastLoops</name>
    <message>
        <source>training runs meanwhile, slower</source>
        <translation>das Training läuft derweil, langsamer</translation>
    </message>
    <message>
        <source>a Run at full speed starts once they are in</source>
        <translation>ein Lauf mit voller Geschwindigkeit beginnt, sobald sie bereit sind</translation>
    </message>
    <message>
        <source>Compiling the fast loops (first start only)</source>
        <translation>Die schnellen Schleifen werden kompiliert (nur beim ersten Start)</translation>
    </message>
    <message>
        <source>Loading the fast loops</source>
        <translation>Die schnellen Schleifen werden geladen</translation>
    </message>
    <message>
        <source>Preparing the fast loops</source>
        <translation>Die schnellen Schleifen werden vorbereitet</translation>
    </message>
    <message>
        <source>Compiling a fast loop for these settings (seconds, once)</source>
        <translation>Eine schnelle Schleife für diese Einstellungen wird kompiliert (Sekunden, einmalig)</translation>
    </message>
    <message>
        <source>Perceptron Studio trains with numba-compiled loops. Until they are in, it runs the same code as Python: the same numbers, more slowly. Compiling happens once after installing (perceptron-studio-compile does it ahead).</source>
        <translation>Perceptron Studio trainiert mit von numba kompilierten Schleifen. Bis sie bereit sind, läuft derselbe Code als Python: dieselben Zahlen, langsamer. Kompiliert wird einmal nach der Installation (perceptron-studio-compile erledigt das vorab).</translation>
    </message>
</context>
<context>
    <name>Features</name>
    <message>
        <source>row {row} is {cell}</source>
        <translation>Zeile {row} ist {cell}</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: row {row} is {cell}, not a whole number (a label column holds class names or whole numbers).</source>
        <translation>Die Spalte {name} kann nicht die Label-Spalte sein: Zeile {row} ist {cell}, keine ganze Zahl (eine Label-Spalte enthält Klassennamen oder ganze Zahlen).</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: it mixes names and numbers (row {row} is {cell}); labels are all names or all whole numbers.</source>
        <translation>Die Spalte {name} kann nicht die Label-Spalte sein: Sie mischt Namen und Zahlen (Zeile {row} ist {cell}); Labels sind alle Namen oder alle ganze Zahlen.</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: row {row}: {problem}.</source>
        <translation>Die Spalte {name} kann nicht die Label-Spalte sein: Zeile {row}: {problem}.</translation>
    </message>
    <message>
        <source>The column {name} has {n} distinct values; a label column has at most {most} classes (the canvas shows that many). Pick the column that names the class.</source>
        <translation>Die Spalte {name} hat {n} verschiedene Werte; eine Label-Spalte hat höchstens {most} Klassen (so viele zeigt die Zeichenfläche). Wähle die Spalte, die die Klasse nennt.</translation>
    </message>
    <message>
        <source>All {n} classes</source>
        <translation>Alle {n} Klassen</translation>
    </message>
    <message>
        <source>{a} vs {b}</source>
        <translation>{a} gegen {b}</translation>
    </message>
    <message>
        <source>{a} vs the rest</source>
        <translation>{a} gegen den Rest</translation>
    </message>
    <message>
        <source>named like a label column</source>
        <translation>benannt wie eine Label-Spalte</translation>
    </message>
    <message>
        <source>the last column</source>
        <translation>die letzte Spalte</translation>
    </message>
    <message>
        <source>the last column that can be one: {name} cannot</source>
        <translation>die letzte Spalte, die es sein kann: {name} kann es nicht</translation>
    </message>
    <message>
        <source>The table has {n} numeric columns besides the label column {name}; two are needed to show the points.</source>
        <translation>Die Tabelle hat außer der Label-Spalte {name} {n} numerische Spalten; zwei sind nötig, um die Punkte zu zeigen.</translation>
    </message>
    <message>
        <source>The table has 1 numeric column besides the label column {name}; two are needed to show the points.</source>
        <translation>Die Tabelle hat außer der Label-Spalte {name} 1 numerische Spalte; zwei sind nötig, um die Punkte zu zeigen.</translation>
    </message>
    <message>
        <source>x₁ and x₂ are both {name}: pick two different columns (the canvas plots one against the other).</source>
        <translation>x₁ und x₂ sind beide {name}: wähle zwei verschiedene Spalten (die Zeichenfläche trägt eine gegen die andere auf).</translation>
    </message>
    <message>
        <source>{name} is the label column; pick another column for {axis}.</source>
        <translation>{name} ist die Label-Spalte; wähle eine andere Spalte für {axis}.</translation>
    </message>
    <message>
        <source>The column {name} is not numeric ({cell}); pick a column of numbers for {axis}.</source>
        <translation>Die Spalte {name} ist nicht numerisch ({cell}); wähle eine Spalte mit Zahlen für {axis}.</translation>
    </message>
    <message>
        <source>A test fraction of {f} of {rows} rows leaves {train} training and {test} test rows; both need at least one.</source>
        <translation>Ein Testanteil von {f} bei {rows} Zeilen lässt {train} Trainings- und {test} Testzeilen; beide brauchen mindestens eine.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>the line cannot be split into fields ({why}).</source>
        <translation>die Zeile lässt sich nicht in Felder teilen ({why}).</translation>
    </message>
    <message>
        <source>the quoted field {cell} has a line break inside (it goes on to line {next}); labels and values must each be on one line.</source>
        <translation>das Feld in Anführungszeichen {cell} enthält einen Zeilenumbruch (es geht in Zeile {next} weiter); Labels und Werte müssen jeweils auf einer Zeile stehen.</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line has an odd number of &quot; characters).</source>
        <translation>ein Feld in Anführungszeichen ist nicht geschlossen (die Zeile hat eine ungerade Zahl von &quot;-Zeichen).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>die Datei ist leer.</translation>
    </message>
    <message>
        <source>found 1 column ({columns})</source>
        <translation>1 Spalte gefunden ({columns})</translation>
    </message>
    <message>
        <source>found {n} columns ({columns})</source>
        <translation>{n} Spalten gefunden ({columns})</translation>
    </message>
    <message>
        <source> (columns are separated by commas, semicolons or tabs)</source>
        <translation> (Spalten werden durch Kommas, Semikolons oder Tabulatoren getrennt)</translation>
    </message>
    <message>
        <source>{found}; the canvas takes x1,label (points on a number line) or x1,x2,label (points in the plane), the label last{hint}.</source>
        <translation>{found}; die Zeichenfläche nimmt x1,label (Punkte auf einem Zahlenstrahl) oder x1,x2,label (Punkte in der Ebene), das Label zuletzt{hint}.</translation>
    </message>
    <message>
        <source>{found}; a point set needs at least {n} feature column and a label{hint}.</source>
        <translation>{found}; eine Punktmenge braucht mindestens {n} Merkmalsspalte und ein Label{hint}.</translation>
    </message>
    <message>
        <source>{found}; at most {n} feature columns and a label are allowed.</source>
        <translation>{found}; erlaubt sind höchstens {n} Merkmalsspalten und ein Label.</translation>
    </message>
    <message>
        <source>the label is {text}, a number written with underscores; write labels as plain whole numbers ({plain}) or as names that do not read as numbers.</source>
        <translation>das Label ist {text}, eine Zahl mit Unterstrichen; schreibe Labels als einfache ganze Zahlen ({plain}) oder als Namen, die sich nicht als Zahl lesen.</translation>
    </message>
    <message>
        <source>the label is {text}, not a whole number.</source>
        <translation>das Label ist {text}, keine ganze Zahl.</translation>
    </message>
    <message>
        <source>the label is {text}, too large (labels are whole numbers up to 2**53).</source>
        <translation>das Label ist {text}, zu groß (Labels sind ganze Zahlen bis 2**53).</translation>
    </message>
    <message>
        <source>has {n} columns, but line {line} has {first}.</source>
        <translation>hat {n} Spalten, aber Zeile {line} hat {first}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} ist leer.</translation>
    </message>
    <message>
        <source> (write decimals with a point, not a decimal comma)</source>
        <translation> (schreibe Dezimalzahlen mit Punkt, nicht mit Dezimalkomma)</translation>
    </message>
    <message>
        <source>{name} is {text}, not a number{hint}.</source>
        <translation>{name} ist {text}, keine Zahl{hint}.</translation>
    </message>
    <message>
        <source>{name} is {text}, not a finite number.</source>
        <translation>{name} ist {text}, keine endliche Zahl.</translation>
    </message>
    <message>
        <source>{name} is {text}, too large for a 64-bit float (it overflows to infinity).</source>
        <translation>{name} ist {text}, zu groß für eine 64-Bit-Gleitkommazahl (sie läuft nach unendlich über).</translation>
    </message>
    <message>
        <source>the label is empty.</source>
        <translation>das Label ist leer.</translation>
    </message>
    <message>
        <source>labels must be all numbers or all names, and line {line} has the label {label}.</source>
        <translation>Labels müssen alle Zahlen oder alle Namen sein, und Zeile {line} hat das Label {label}.</translation>
    </message>
    <message>
        <source>the label is {text}, a number, but {mixed}</source>
        <translation>das Label ist {text}, eine Zahl, aber {mixed}</translation>
    </message>
    <message>
        <source>the label is {text}, a name, but {mixed}</source>
        <translation>das Label ist {text}, ein Name, aber {mixed}</translation>
    </message>
    <message>
        <source>found {n} distinct labels ({labels}); the canvas shows at most {most} classes.</source>
        <translation>{n} verschiedene Labels gefunden ({labels}); die Zeichenfläche zeigt höchstens {most} Klassen.</translation>
    </message>
    <message>
        <source>the delimiter {delimiter} is not one the reader recognises (a comma &apos;,&apos;, a tab &apos;\t&apos; or a semicolon &apos;;&apos;)</source>
        <translation>das Trennzeichen {delimiter} wird beim Öffnen nicht erkannt (erlaubt sind ein Komma &apos;,&apos;, ein Tabulator &apos;\t&apos; oder ein Semikolon &apos;;&apos;)</translation>
    </message>
    <message>
        <source>point {n} has a coordinate that is not a finite number ({point})</source>
        <translation>Punkt {n} hat eine Koordinate, die keine endliche Zahl ist ({point})</translation>
    </message>
    <message>
        <source>the points have {n} classes; a point-set file holds at most {most} (the canvas shows at most that many)</source>
        <translation>die Punkte haben {n} Klassen; eine Punktdatei fasst höchstens {most} (so viele zeigt die Zeichenfläche)</translation>
    </message>
    <message>
        <source>the label {label} of point {n} is beyond 2**53; labels are whole numbers up to 2**53 in size (exact as 64-bit floats)</source>
        <translation>das Label {label} von Punkt {n} ist größer als 2**53; Labels sind ganze Zahlen bis 2**53 (exakt als 64-Bit-Gleitkommazahlen)</translation>
    </message>
    <message>
        <source>labels {labels} have no name in label_names</source>
        <translation>die Labels {labels} haben keinen Namen in label_names</translation>
    </message>
    <message>
        <source>the file has a header ({header}) but no rows.</source>
        <translation>die Datei hat eine Kopfzeile ({header}), aber keine Zeilen.</translation>
    </message>
    <message>
        <source>found 1 column ({column}); a table needs feature columns and a label column (columns are separated by commas, semicolons or tabs).</source>
        <translation>1 Spalte gefunden ({column}); eine Tabelle braucht Merkmalsspalten und eine Label-Spalte (Spalten werden durch Kommas, Semikolons oder Tabulatoren getrennt).</translation>
    </message>
    <message>
        <source>the file is {size}, and a table (more than two feature columns) may be at most {limit}: it keeps every cell&apos;s text, about ten times the file&apos;s size in memory. Save fewer rows, or only the columns to train on (up to two features and the label open as points, up to {points}).</source>
        <translation>die Datei ist {size} groß, und eine Tabelle (mehr als zwei Merkmalsspalten) darf höchstens {limit} groß sein: Sie behält den Text jeder Zelle, etwa das Zehnfache der Dateigröße im Speicher. Speichere weniger Zeilen oder nur die Spalten zum Trainieren (bis zu zwei Merkmale und das Label öffnen sich als Punkte, bis {points}).</translation>
    </message>
    <message>
        <source>column {j} of the header has no name.</source>
        <translation>Spalte {j} der Kopfzeile hat keinen Namen.</translation>
    </message>
    <message>
        <source>two columns are named {name}; column names must be distinct.</source>
        <translation>zwei Spalten heißen {name}; Spaltennamen müssen verschieden sein.</translation>
    </message>
    <message>
        <source>Cannot save: {problem}.</source>
        <translation>Speichern nicht möglich: {problem}.</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object.</source>
        <translation>der Schlüssel {key} kommt in einem Objekt zweimal vor.</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to read.</source>
        <translation>das JSON ist zu tief verschachtelt, um es zu lesen.</translation>
    </message>
    <message>
        <source>a value cannot be read ({why}).</source>
        <translation>ein Wert lässt sich nicht lesen ({why}).</translation>
    </message>
    <message>
        <source>the file ends in the middle of the JSON at column {column} (is it truncated?).</source>
        <translation>die Datei endet mitten im JSON, in Spalte {column} (ist sie abgeschnitten?).</translation>
    </message>
    <message>
        <source>not valid JSON at column {column} ({why}).</source>
        <translation>kein gültiges JSON in Spalte {column} ({why}).</translation>
    </message>
    <message>
        <source>is not a Perceptron Studio document: the top level is {kind}, not an object.</source>
        <translation>ist kein Perceptron-Studio-Dokument: die oberste Ebene ist {kind}, kein Objekt.</translation>
    </message>
    <message>
        <source>unknown key {key}; a version {version} document has {keys}.</source>
        <translation>unbekannter Schlüssel {key}; ein Dokument der Version {version} hat {keys}.</translation>
    </message>
    <message>
        <source>has no &quot;points&quot;.</source>
        <translation>hat keine &quot;points&quot;.</translation>
    </message>
    <message>
        <source>{key} belongs to a point-set document, and this one has a &quot;table&quot;: a document holds points or a table, one or the other (a table document has {keys}).</source>
        <translation>{key} gehört zu einem Punktmengen-Dokument, und dieses hat eine &quot;table&quot;: ein Dokument enthält Punkte oder eine Tabelle, das eine oder das andere (ein Tabellen-Dokument hat {keys}).</translation>
    </message>
    <message>
        <source>unknown key {key}; a version {version} table document has {keys}.</source>
        <translation>unbekannter Schlüssel {key}; ein Tabellen-Dokument der Version {version} hat {keys}.</translation>
    </message>
    <message>
        <source>has a &quot;feature_choice&quot; but no &quot;table&quot; to choose from.</source>
        <translation>hat eine &quot;feature_choice&quot;, aber keine &quot;table&quot;, aus der gewählt werden kann.</translation>
    </message>
    <message>
        <source>&quot;features&quot; is {value}; it is 1 (points [x1, label] on a line) or 2 ([x1, x2, label]).</source>
        <translation>&quot;features&quot; ist {value}; es ist 1 (Punkte [x1, label] auf einer Geraden) oder 2 ([x1, x2, label]).</translation>
    </message>
    <message>
        <source>has no &quot;format&quot; tag, so it is not a Perceptron Studio document.</source>
        <translation>hat keine &quot;format&quot;-Angabe, ist also kein Perceptron-Studio-Dokument.</translation>
    </message>
    <message>
        <source>this is a trained model (written by File &gt; Export Model or core.save_model), not a point set. Open a point set (.csv or .json document) here; to use the model, load it in Python with core.load_model({path}) and call its predict.</source>
        <translation>Das ist ein trainiertes Modell (geschrieben von Datei &gt; Modell exportieren oder core.save_model), keine Punktmenge. Öffne hier eine Punktmenge (.csv- oder .json-Dokument); um das Modell zu nutzen, lade es in Python mit core.load_model({path}) und rufe sein predict auf.</translation>
    </message>
    <message>
        <source>the format is {format}, not &quot;{ours}&quot;: this is not a Perceptron Studio document.</source>
        <translation>das Format ist {format}, nicht &quot;{ours}&quot;: Das ist kein Perceptron-Studio-Dokument.</translation>
    </message>
    <message>
        <source>has no &quot;version&quot;.</source>
        <translation>hat keine &quot;version&quot;.</translation>
    </message>
    <message>
        <source>the version is {value}, not a whole number.</source>
        <translation>die Version ist {value}, keine ganze Zahl.</translation>
    </message>
    <message>
        <source>version {version} is not supported: this version of Perceptron Studio reads version {ours}.</source>
        <translation>Version {version} wird nicht unterstützt: diese Version von Perceptron Studio liest Version {ours}.</translation>
    </message>
    <message>
        <source>&quot;points&quot; is {kind}, not a list of {shape} rows.</source>
        <translation>&quot;points&quot; ist {kind}, keine Liste von Zeilen {shape}.</translation>
    </message>
    <message>
        <source>point {i} is {value}, not a list of three numbers [x1, x2, label].</source>
        <translation>Punkt {i} ist {value}, keine Liste aus drei Zahlen [x1, x2, label].</translation>
    </message>
    <message>
        <source>point {i} is {value}, not a list of two numbers [x1, label] (a one-feature document).</source>
        <translation>Punkt {i} ist {value}, keine Liste aus zwei Zahlen [x1, label] (ein Dokument mit einem Merkmal).</translation>
    </message>
    <message>
        <source>point {i}: {name} is {value}, not a finite number.</source>
        <translation>Punkt {i}: {name} ist {value}, keine endliche Zahl.</translation>
    </message>
    <message>
        <source>point {i}: {name} is {value}, not a number.</source>
        <translation>Punkt {i}: {name} ist {value}, keine Zahl.</translation>
    </message>
    <message>
        <source>point {i}: {name} is too large for a 64-bit float (it overflows to infinity).</source>
        <translation>Punkt {i}: {name} ist zu groß für eine 64-Bit-Gleitkommazahl (sie läuft nach unendlich über).</translation>
    </message>
    <message>
        <source>point {i}: the label is {value}, not a whole number.</source>
        <translation>Punkt {i}: das Label ist {value}, keine ganze Zahl.</translation>
    </message>
    <message>
        <source>point {i}: the label is {value}, too large (labels are whole numbers up to 2**53).</source>
        <translation>Punkt {i}: das Label ist {value}, zu groß (Labels sind ganze Zahlen bis 2**53).</translation>
    </message>
    <message>
        <source>&quot;settings&quot; is {kind}, not an object.</source>
        <translation>&quot;settings&quot; ist {kind}, kein Objekt.</translation>
    </message>
    <message>
        <source>&quot;settings&quot;: {problem}</source>
        <translation>&quot;settings&quot;: {problem}</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: {problem}.</source>
        <translation>&quot;label_names&quot;: {problem}.</translation>
    </message>
    <message>
        <source>&quot;label_names&quot; is {kind}, not an object like {example}.</source>
        <translation>&quot;label_names&quot; ist {kind}, kein Objekt wie {example}.</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: the key {key} is not a whole-number label.</source>
        <translation>&quot;label_names&quot;: der Schlüssel {key} ist kein ganzzahliges Label.</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: the keys {first} and {second} name the same label ({label}); give each label one name.</source>
        <translation>&quot;label_names&quot;: die Schlüssel {first} und {second} benennen dasselbe Label ({label}); gib jedem Label einen einzigen Namen.</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>nicht endlich</translation>
    </message>
    <message>
        <source>{value} ({kind})</source>
        <translation>{value} ({kind})</translation>
    </message>
    <message>
        <source>1e400 (or another number too large for a 64-bit float)</source>
        <translation>1e400 (oder eine andere Zahl, zu groß für eine 64-Bit-Gleitkommazahl)</translation>
    </message>
    <message>
        <source>{name}, line {line}: {problem}</source>
        <translation>{name}, Zeile {line}: {problem}</translation>
    </message>
    <message>
        <source>unknown file type {suffix}; Perceptron Studio opens {known} files.</source>
        <translation>unbekannter Dateityp {suffix}; Perceptron Studio öffnet {known}-Dateien.</translation>
    </message>
    <message>
        <source>cannot be read ({reason}).</source>
        <translation>lässt sich nicht lesen ({reason}).</translation>
    </message>
    <message>
        <source>permission denied: you may not read this file.</source>
        <translation>Zugriff verweigert: du darfst diese Datei nicht lesen.</translation>
    </message>
    <message>
        <source>the file changed while it was read (it was {before} when the read began, {after} at its end, and {read} were read), so it was not opened; open it again once the program writing it has finished.</source>
        <translation>die Datei hat sich beim Lesen geändert (sie war {before} groß, als das Lesen begann, {after} an seinem Ende, und {read} wurden gelesen), daher wurde sie nicht geöffnet; öffne sie erneut, wenn das Programm, das sie schreibt, fertig ist.</translation>
    </message>
    <message>
        <source>is a link to {target}, which does not exist.</source>
        <translation>ist ein Verweis auf {target}, das es nicht gibt.</translation>
    </message>
    <message>
        <source>no such file in {folder}.</source>
        <translation>diese Datei gibt es nicht in {folder}.</translation>
    </message>
    <message>
        <source>permission denied: a folder on the way to the file cannot be opened.</source>
        <translation>Zugriff verweigert: ein Ordner auf dem Weg zur Datei lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>is a folder, not a file.</source>
        <translation>ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>is not a regular file (a pipe, socket or device cannot be opened).</source>
        <translation>ist keine normale Datei (eine Pipe, ein Socket oder ein Gerät lässt sich nicht öffnen).</translation>
    </message>
    <message>
        <source>the file is {size}, over the limit of {limit}.</source>
        <translation>die Datei ist {size} groß, über der Grenze von {limit}.</translation>
    </message>
    <message>
        <source>the file is over the limit of {limit}.</source>
        <translation>die Datei ist über der Grenze von {limit}.</translation>
    </message>
    <message>
        <source> (in Excel: save as CSV UTF-8)</source>
        <translation> (in Excel: als CSV UTF-8 speichern)</translation>
    </message>
    <message>
        <source>is not a text file: it contains NUL characters.</source>
        <translation>ist keine Textdatei: sie enthält NUL-Zeichen.</translation>
    </message>
    <message>
        <source>is a ZIP archive (an Excel workbook?), not a text file; save it as CSV first.</source>
        <translation>ist ein ZIP-Archiv (eine Excel-Arbeitsmappe?), keine Textdatei; speichere sie zuerst als CSV.</translation>
    </message>
    <message>
        <source>is not a text file: it contains binary data (a NUL byte at byte {nul}).</source>
        <translation>ist keine Textdatei: sie enthält Binärdaten (ein NUL-Byte bei Byte {nul}).</translation>
    </message>
    <message>
        <source>byte {byte} is not valid {encoding} text; save the file as UTF-8{hint}.</source>
        <translation>Byte {byte} ist kein gültiger {encoding}-Text; speichere die Datei als UTF-8{hint}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: {problem}</source>
        <translation>&quot;feature_choice&quot;: {problem}</translation>
    </message>
    <message>
        <source>&quot;table&quot;: {problem}</source>
        <translation>&quot;table&quot;: {problem}</translation>
    </message>
    <message>
        <source>&quot;table&quot; is {value}, not an object with &quot;columns&quot; (the column names) and &quot;rows&quot; (the cells).</source>
        <translation>&quot;table&quot; ist {value}, kein Objekt mit &quot;columns&quot; (den Spaltennamen) und &quot;rows&quot; (den Zellen).</translation>
    </message>
    <message>
        <source>&quot;table&quot;: unknown key {key}; a table has {keys}.</source>
        <translation>&quot;table&quot;: unbekannter Schlüssel {key}; eine Tabelle hat {keys}.</translation>
    </message>
    <message>
        <source>&quot;table&quot; has no &quot;columns&quot;: give a list of the column names.</source>
        <translation>&quot;table&quot; hat keine &quot;columns&quot;: gib eine Liste der Spaltennamen an.</translation>
    </message>
    <message>
        <source>&quot;table&quot; has no &quot;rows&quot;: give one list of cells per row.</source>
        <translation>&quot;table&quot; hat keine &quot;rows&quot;: gib eine Liste von Zellen pro Zeile an.</translation>
    </message>
    <message>
        <source>&quot;columns&quot; is {value}; it is a list of the column names, at least two (features and the label column).</source>
        <translation>&quot;columns&quot; ist {value}; es ist eine Liste der Spaltennamen, mindestens zwei (die Merkmale und die Label-Spalte).</translation>
    </message>
    <message>
        <source>&quot;columns&quot;: column {j} is {value}; a column name is a non-empty string.</source>
        <translation>&quot;columns&quot;: Spalte {j} ist {value}; ein Spaltenname ist ein nicht leerer String.</translation>
    </message>
    <message>
        <source>&quot;columns&quot;: two columns are named {name}; column names must be distinct.</source>
        <translation>&quot;columns&quot;: zwei Spalten heißen {name}; Spaltennamen müssen verschieden sein.</translation>
    </message>
    <message>
        <source>&quot;rows&quot; is {value}, not a list of rows (one list of cells per row).</source>
        <translation>&quot;rows&quot; ist {value}, keine Liste von Zeilen (eine Liste von Zellen pro Zeile).</translation>
    </message>
    <message>
        <source>&quot;rows&quot; is empty; a table has at least one row: one list of cells per row.</source>
        <translation>&quot;rows&quot; ist leer; eine Tabelle hat mindestens eine Zeile: eine Liste von Zellen pro Zeile.</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i} is {value}, not a list of cells (one string per column).</source>
        <translation>&quot;rows&quot;: Zeile {i} ist {value}, keine Liste von Zellen (ein String pro Spalte).</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i} has {n} cells, but there are {m} columns; a row has one cell per column.</source>
        <translation>&quot;rows&quot;: Zeile {i} hat {n} Zellen, aber es gibt {m} Spalten; eine Zeile hat eine Zelle pro Spalte.</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i}, column {name} is {value}; cells are strings, the text the CSV file had (write &quot;5.1&quot;, not 5.1).</source>
        <translation>&quot;rows&quot;: Zeile {i}, Spalte {name} ist {value}; Zellen sind Strings, der Text, den die CSV-Datei hatte (schreibe &quot;5.1&quot;, nicht 5.1).</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot; is {value}, not an object with {keys}.</source>
        <translation>&quot;feature_choice&quot; ist {value}, kein Objekt mit {keys}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: unknown key {key}; a feature choice has {keys}.</source>
        <translation>&quot;feature_choice&quot;: unbekannter Schlüssel {key}; eine Merkmalswahl hat {keys}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot; has no &quot;{key}&quot;; it names the label column and the two features.</source>
        <translation>&quot;feature_choice&quot; hat kein &quot;{key}&quot;; es nennt die Label-Spalte und die zwei Merkmale.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;features&quot; is {value}; it is a list of two column names (x₁, x₂).</source>
        <translation>&quot;feature_choice&quot;: &quot;features&quot; ist {value}; es ist eine Liste von zwei Spaltennamen (x₁, x₂).</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;scaling&quot; is {value}; choose one of {names}.</source>
        <translation>&quot;feature_choice&quot;: &quot;scaling&quot; ist {value}; wähle eines von {names}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;test_fraction&quot; is {value}; it is a number strictly between 0 and 1 (0.3 holds out 30% of the rows), or 0 for no test set.</source>
        <translation>&quot;feature_choice&quot;: &quot;test_fraction&quot; ist {value}; es ist eine Zahl echt zwischen 0 und 1 (0.3 hält 30 % der Zeilen zurück) oder 0 für keine Testmenge.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;seed&quot; is {value}; it is a whole number from 0 to 2**32 - 1.</source>
        <translation>&quot;feature_choice&quot;: &quot;seed&quot; ist {value}; es ist eine ganze Zahl von 0 bis 2**32 - 1.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;classes&quot; is {value}; it is a list of the label column&apos;s classes kept (empty or absent: all of them).</source>
        <translation>&quot;feature_choice&quot;: &quot;classes&quot; ist {value}; es ist eine Liste der behaltenen Klassen der Label-Spalte (leer oder fehlend: alle).</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;versus_rest&quot; is {value}; it is true (one class against the rest) or false.</source>
        <translation>&quot;feature_choice&quot;: &quot;versus_rest&quot; ist {value}; es ist true (eine Klasse gegen den Rest) oder false.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;{key}&quot; holds {value}; columns are given by name, one of {names}.</source>
        <translation>&quot;feature_choice&quot;: &quot;{key}&quot; enthält {value}; Spalten werden mit Namen angegeben, einem von {names}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: No column is named {name}; the columns are {names}.</source>
        <translation>&quot;feature_choice&quot;: keine Spalte heißt {name}; die Spalten sind {names}.</translation>
    </message>
    <message>
        <source>{start}… (a whole number of {n} digits)</source>
        <translation>{start}… (eine ganze Zahl mit {n} Ziffern)</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Point sets (*.json *.csv *.tsv *.txt);;All files (*)</source>
        <translation>Punktmengen (*.json *.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Perceptron Studio document (*.json)</source>
        <translation>Perceptron-Studio-Dokument (*.json)</translation>
    </message>
    <message>
        <source>CSV points x1,x2,label (*.csv)</source>
        <translation>CSV-Punkte x1,x2,Label (*.csv)</translation>
    </message>
    <message>
        <source>Tab-separated points x1 x2 label (*.tsv *.txt)</source>
        <translation>Tabulatorgetrennte Punkte x1 x2 Label (*.tsv *.txt)</translation>
    </message>
    <message>
        <source>Semicolon-separated points x1;x2;label (*.csv *.txt)</source>
        <translation>Semikolongetrennte Punkte x1;x2;Label (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Perceptron Studio document with the table and the feature choice (*.json)</source>
        <translation>Perceptron-Studio-Dokument mit der Tabelle und der Merkmalswahl (*.json)</translation>
    </message>
    <message>
        <source>CSV table, every column (*.csv)</source>
        <translation>CSV-Tabelle, alle Spalten (*.csv)</translation>
    </message>
    <message>
        <source>Tab-separated table, every column (*.tsv *.txt)</source>
        <translation>Tabulatorgetrennte Tabelle, alle Spalten (*.tsv *.txt)</translation>
    </message>
    <message>
        <source>Semicolon-separated table, every column (*.csv *.txt)</source>
        <translation>Semikolongetrennte Tabelle, alle Spalten (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>{name} is a bundled example (read-only). Save your changes as a copy?</source>
        <translation>{name} ist ein mitgeliefertes Beispiel (schreibgeschützt). Deine Änderungen als Kopie speichern?</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Die Änderungen an {name} speichern?</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>diesem Dokument</translation>
    </message>
    <message>
        <source>Open point set</source>
        <translation>Punktmenge öffnen</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>{name} wird geladen</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Das Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Kept the edited document; {name} was not opened.</source>
        <translation>Das bearbeitete Dokument bleibt; {name} wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>{name} was not opened: {error}. The open document (points, settings, undo history), its run and every view are as they were.</source>
        <translation>{name} wurde nicht geöffnet: {error}. Das offene Dokument (Punkte, Einstellungen, Rückgängig-Verlauf), sein Lauf und jede Ansicht sind, wie sie waren.</translation>
    </message>
    <message>
        <source>Opened the table {name}: {note}</source>
        <translation>Tabelle {name} geöffnet: {note}</translation>
    </message>
    <message>
        <source>Opened {n} points from {path}. {note}</source>
        <translation>{n} Punkte aus {path} geöffnet. {note}</translation>
    </message>
    <message>
        <source>Opened {n} points from {path}.</source>
        <translation>{n} Punkte aus {path} geöffnet.</translation>
    </message>
    <message>
        <source>{far} of the {n} points lie outside the widest view the canvas can show ({half} each side of the points&apos; centre): they are in the document and its run, but not on screen.</source>
        <translation>{far} der {n} Punkte liegen außerhalb der weitesten Ansicht, die die Zeichenfläche zeigen kann ({half} zu jeder Seite der Mitte der Punkte): Sie sind im Dokument und in seinem Lauf, aber nicht auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>Save point set</source>
        <translation>Punktmenge speichern</translation>
    </message>
    <message>
        <source>Save as CSV</source>
        <translation>Als CSV speichern</translation>
    </message>
    <message>
        <source>A CSV file keeps only the points and their labels: this document&apos;s training settings (algorithm, learning rate, order and the rest) are not saved in it. Save as a Perceptron Studio document (.json) to keep them.</source>
        <translation>Eine CSV-Datei behält nur die Punkte und ihre Labels: die Trainingseinstellungen dieses Dokuments (Algorithmus, Lernrate, Reihenfolge und der Rest) werden darin nicht gespeichert. Speichere als Perceptron-Studio-Dokument (.json), um sie zu behalten.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>Cannot save into the bundled examples</source>
        <translation>In die mitgelieferten Beispiele kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{name} is a bundled example, a read-only template: save your own copy with File &gt; Save As in another folder.</source>
        <translation>{name} ist ein mitgeliefertes Beispiel, eine schreibgeschützte Vorlage: speichere deine eigene Kopie mit Datei &gt; Speichern unter in einem anderen Ordner.</translation>
    </message>
    <message>
        <source>Save cancelled: {path} was not changed, and the document still has its changes.</source>
        <translation>Speichern abgebrochen: {path} wurde nicht geändert, und das Dokument hat seine Änderungen noch.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>{path}: {reason}. Nothing was lost: the document is still open.</source>
        <translation>{path}: {reason}. Nichts ging verloren: das Dokument ist noch offen.</translation>
    </message>
    <message>
        <source>A CSV file keeps the points and label names; save as .json to keep the settings too.</source>
        <translation>Eine CSV-Datei behält die Punkte und Labelnamen; speichere als .json, um auch die Einstellungen zu behalten.</translation>
    </message>
    <message>
        <source>The file keeps every column; the feature choice (label column, features, scaling, test split) and the settings are kept only in a .json document (File &gt; Save As… .json).</source>
        <translation>Die Datei behält jede Spalte; die Merkmalswahl (Label-Spalte, Merkmale, Skalierung, Testaufteilung) und die Einstellungen bleiben nur in einem .json-Dokument erhalten (Datei &gt; Speichern unter… .json).</translation>
    </message>
    <message>
        <source>Saved {n} points to {path}.</source>
        <translation>{n} Punkte in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Saved the table ({rows} rows, {columns} columns) to {path}.</source>
        <translation>Die Tabelle ({rows} Zeilen, {columns} Spalten) in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Saving {rows} rows to {name}…</source>
        <translation>{rows} Zeilen werden in {name} gespeichert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{rows} rows, {columns} columns; the label column is {label} ({why}); trains on the two chosen features {x1} and {x2} (Data &gt; Choose Features picks others).</source>
        <translation>{rows} Zeilen, {columns} Spalten; die Label-Spalte ist {label} ({why}); trainiert auf den zwei gewählten Merkmalen {x1} und {x2} (Daten &gt; Merkmale wählen wählt andere).</translation>
    </message>
    <message>
        <source>The first column has no name, and its values are not row numbers 0, 1, 2, ...: it is read as a feature ({name}).</source>
        <translation>Die erste Spalte hat keinen Namen, und ihre Werte sind keine Zeilennummern 0, 1, 2, ...: Sie wird als Merkmal gelesen ({name}).</translation>
    </message>
    <message>
        <source>The first column has no name and holds names (an index column): it was left out.</source>
        <translation>Die erste Spalte hat keinen Namen und enthält Namen (eine Indexspalte): Sie wurde ausgelassen.</translation>
    </message>
    <message>
        <source>The first column has no name and holds row numbers (an index column): it was left out.</source>
        <translation>Die erste Spalte hat keinen Namen und enthält Zeilennummern (eine Indexspalte): Sie wurde ausgelassen.</translation>
    </message>
    <message>
        <source>The first column has no name and holds row numbers {first} to {last} (an index column): it was left out.</source>
        <translation>Die erste Spalte hat keinen Namen und enthält die Zeilennummern {first} bis {last} (eine Indexspalte): Sie wurde ausgelassen.</translation>
    </message>
    <message>
        <source>no test rows</source>
        <translation>keine Testzeilen</translation>
    </message>
    <message>
        <source>{n} of {rows} rows held out for testing (seed {seed})</source>
        <translation>{n} von {rows} Zeilen für den Test zurückgehalten (Startwert {seed})</translation>
    </message>
    <message>
        <source>x₁ {x1}, x₂ {x2}{scaled}, {split}; label column {label}, {columns} columns.</source>
        <translation>x₁ {x1}, x₂ {x2}{scaled}, {split}; Label-Spalte {label}, {columns} Spalten.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Which perceptron. Perceptron: on each mistake w ← w + η·y·x. Averaged: predicts with the mean of w over every step (running averages, memory-efficient). Voted: every w seen votes, weighted by how many examples it survived. Kernel: the kernel trick, f(x) = Σ αᵢ yᵢ K(xᵢ, x). Batch gradient (note 003): gradient descent on the perceptron loss Σ max(0, −y·a), one step of size μ per pass over the whole set (the CMU notes&apos; &quot;batch perceptron&quot; is another thing: the online loop run epoch by epoch on a fixed set, which is &quot;Perceptron&quot; here). Logistic regression (SGD): w ← w − η_t·ℓ′·x on ℓ = ln(1 + e^(−y·a)), every example moves w a little. Hinge / linear SVM (SGD): the same on max(0, 1 − y·a) with L2 α.</source>
        <translation>Welches Perzeptron. Perzeptron: bei jedem Fehler w ← w + η·y·x. Gemittelt: sagt mit dem Mittelwert von w über alle Schritte vorher (laufende Mittelwerte, speichersparend). Gewählt: jedes gesehene w stimmt ab, gewichtet danach, wie viele Beispiele es überstanden hat. Kern: der Kern-Trick, f(x) = Σ αᵢ yᵢ K(xᵢ, x). Batch-Gradient (Notiz 003): Gradientenabstieg auf dem Perzeptron-Verlust Σ max(0, −y·a), ein Schritt der Größe μ pro Durchlauf über die ganze Menge (das „Batch-Perzeptron“ der CMU-Notizen ist etwas anderes: die Online-Schleife Epoche für Epoche auf einer festen Menge, hier „Perzeptron“). Logistische Regression (SGD): w ← w − η_t·ℓ′·x auf ℓ = ln(1 + e^(−y·a)), jedes Beispiel bewegt w ein wenig. Hinge / lineare SVM (SGD): dasselbe auf max(0, 1 − y·a) mit L2 α.</translation>
    </message>
    <message>
        <source>The learning rate (step size) η: on a mistake w ← w + η·y·x and b ← b + η·y; η = 1 is the notes&apos; perceptron. From w₀ = 0, η only rescales w: the boundary and the mistakes stay the same. For the SGD learners it is η₀, the start of the schedule η_t.</source>
        <translation>Die Lernrate (Schrittweite) η: bei einem Fehler w ← w + η·y·x und b ← b + η·y; η = 1 ist das Perzeptron der Notizen. Ab w₀ = 0 skaliert η nur w: die Grenze und die Fehler bleiben gleich. Für die SGD-Verfahren ist es η₀, der Anfang des Plans η_t.</translation>
    </message>
    <message>
        <source>Fit the intercept (offset) b: the score is a = w·x + b and the boundary w·x + b = 0 can lie anywhere. Off, a = w·x: a linear classifier through the origin. (Same as folding b into w with x′ = [1, x].)</source>
        <translation>Den Bias b anpassen: der Wert ist a = w·x + b, und die Grenze w·x + b = 0 kann überall liegen. Aus: a = w·x, ein linearer Klassifikator durch den Ursprung. (Dasselbe, wie b mit x′ = [1, x] in w aufzunehmen.)</translation>
    </message>
    <message>
        <source>w₀[1]: the first component of the initial weight vector w₀ (the perceptron starts from w₁ = w₀).</source>
        <translation>w₀[1]: die erste Komponente des Anfangsgewichtsvektors w₀ (das Perzeptron beginnt bei w₁ = w₀).</translation>
    </message>
    <message>
        <source>w₀[2]: the second component of the initial weight vector w₀ (the notes start from all zeros).</source>
        <translation>w₀[2]: die zweite Komponente des Anfangsgewichtsvektors w₀ (die Notizen beginnen mit lauter Nullen).</translation>
    </message>
    <message>
        <source>b₀: the initial intercept b (the notes start from b = 0).</source>
        <translation>b₀: der anfängliche Bias b (die Notizen beginnen mit b = 0).</translation>
    </message>
    <message>
        <source>What a score of exactly 0 counts as. A mistake: update when y·a ≤ 0 (PerceptronTrain; a point on the boundary is an error, note 004). Positive: predict + iff a ≥ 0 (the CMU slides). Negative: predict + iff a &gt; 0 (score 0 predicts −).</source>
        <translation>Was ein Wert von genau 0 zählt. Ein Fehler: aktualisieren, wenn y·a ≤ 0 (PerceptronTrain; ein Punkt auf der Grenze ist ein Fehler, Notiz 004). Positiv: + vorhersagen gdw. a ≥ 0 (die CMU-Folien). Negativ: + vorhersagen gdw. a &gt; 0 (Wert 0 sagt − vorher).</translation>
    </message>
    <message>
        <source>The order the examples are looked at in each epoch: as given (the lecture&apos;s traces), or reshuffled every epoch (shuffle the data and start again: stochastic gradient descent).</source>
        <translation>Die Reihenfolge, in der die Beispiele in jeder Epoche betrachtet werden: wie gegeben (die Protokolle der Vorlesung) oder jede Epoche neu gemischt (Daten mischen und neu beginnen: stochastischer Gradientenabstieg).</translation>
    </message>
    <message>
        <source>The random seed of the reshuffles: the same seed gives the same order, so a run can be repeated.</source>
        <translation>Der Zufalls-Startwert des Mischens: derselbe Startwert ergibt dieselbe Reihenfolge, ein Lauf lässt sich also wiederholen.</translation>
    </message>
    <message>
        <source>MaxIter: the most epochs (passes over the training set) to run. Training stops earlier after the first epoch with no mistake (converged); on data that is not linearly separable it never does.</source>
        <translation>MaxIter: die meisten Epochen (Durchläufe über die Trainingsmenge), die laufen. Das Training hält früher nach der ersten Epoche ohne Fehler an (konvergiert); bei Daten, die nicht linear trennbar sind, nie.</translation>
    </message>
    <message>
        <source>The kernel K(x, z) of the kernel trick: RBF exp(−γ‖x−z‖²), polynomial (x·z + c₀)ᵈ, or linear x·z (the plain perceptron in its dual form).</source>
        <translation>Der Kern K(x, z) des Kern-Tricks: RBF exp(−γ‖x−z‖²), polynomiell (x·z + c₀)ᵈ oder linear x·z (das einfache Perzeptron in seiner dualen Form).</translation>
    </message>
    <message>
        <source>The degree d of the polynomial kernel (x·z + c₀)ᵈ: d = 2 separates XOR.</source>
        <translation>Der Grad d des polynomiellen Kerns (x·z + c₀)ᵈ: d = 2 trennt XOR.</translation>
    </message>
    <message>
        <source>γ of the RBF kernel exp(−γ‖x−z‖²): a larger γ makes each point&apos;s influence more local.</source>
        <translation>γ des RBF-Kerns exp(−γ‖x−z‖²): ein größeres γ macht den Einfluss jedes Punkts lokaler.</translation>
    </message>
    <message>
        <source>c₀ of the polynomial kernel (x·z + c₀)ᵈ: how much the lower-degree terms count.</source>
        <translation>c₀ des polynomiellen Kerns (x·z + c₀)ᵈ: wie viel die Terme niedrigeren Grades zählen.</translation>
    </message>
    <message>
        <source>The learning-rate schedule α_t of stochastic gradient descent (note 000), η_t here: constant η₀, 1/t (η₀/t) or η₀/tᵖ. SGD finds a minimum when Σα_t = ∞ and Σα_t² &lt; ∞ (Robbins-Monro): 1/t meets both, a constant rate only the first, η₀/tᵖ both for ½ &lt; p ≤ 1. The Learning curves show both sums.</source>
        <translation>Der Lernratenplan α_t des stochastischen Gradientenabstiegs (Notiz 000), hier η_t: konstant η₀, 1/t (η₀/t) oder η₀/tᵖ. SGD findet ein Minimum, wenn Σα_t = ∞ und Σα_t² &lt; ∞ (Robbins-Monro): 1/t erfüllt beide, eine konstante Rate nur die erste, η₀/tᵖ beide für ½ &lt; p ≤ 1. Die Lernkurven zeigen beide Summen.</translation>
    </message>
    <message>
        <source>p of the schedule η_t = η₀/tᵖ: Σα_t = ∞ needs p ≤ 1, Σα_t² &lt; ∞ needs p &gt; ½.</source>
        <translation>p des Plans η_t = η₀/tᵖ: Σα_t = ∞ braucht p ≤ 1, Σα_t² &lt; ∞ braucht p &gt; ½.</translation>
    </message>
    <message>
        <source>α: the L2 regularisation of the hinge loss (the linear SVM), minimising Σ max(0, 1 − y·a) / n + α/2·‖w‖²: each step also shrinks w by (1 − η_t·α), as scikit-learn&apos;s SGDClassifier.</source>
        <translation>α: die L2-Regularisierung des Hinge-Verlusts (die lineare SVM), die Σ max(0, 1 − y·a) / n + α/2·‖w‖² minimiert: jeder Schritt schrumpft w auch um (1 − η_t·α), wie der SGDClassifier von scikit-learn.</translation>
    </message>
    <message>
        <source>Run speed: examples looked at per second, from 1 up to as fast as the engine goes (max).</source>
        <translation>Laufgeschwindigkeit: betrachtete Beispiele pro Sekunde, von 1 bis so schnell, wie die Engine läuft (max).</translation>
    </message>
    <message>
        <source>Applies to two classes only (the multiclass perceptron starts every wᶜ at 0).</source>
        <translation>Gilt nur für zwei Klassen (das Mehrklassen-Perzeptron beginnt jedes wᶜ bei 0).</translation>
    </message>
    <message>
        <source>t: the step, counting every example looked at since the start (t = 1, 2, 3, …), as in the lecture&apos;s trace.</source>
        <translation>t: der Schritt, zählt jedes betrachtete Beispiel seit dem Anfang (t = 1, 2, 3, …), wie im Protokoll der Vorlesung.</translation>
    </message>
    <message>
        <source>The epoch: the pass over the training set this example belongs to (an epoch looks at each example once).</source>
        <translation>Die Epoche: der Durchlauf über die Trainingsmenge, zu dem dieses Beispiel gehört (eine Epoche betrachtet jedes Beispiel einmal).</translation>
    </message>
    <message>
        <source>x₁: the first feature of the example x⁽ᵗ⁾ looked at.</source>
        <translation>x₁: das erste Merkmal des betrachteten Beispiels x⁽ᵗ⁾.</translation>
    </message>
    <message>
        <source>x₂: the second feature of the example x⁽ᵗ⁾ looked at.</source>
        <translation>x₂: das zweite Merkmal des betrachteten Beispiels x⁽ᵗ⁾.</translation>
    </message>
    <message>
        <source>The score (activation) a = w·x + b of the example under w and b before the update; ŷ is its sign.</source>
        <translation>Der Wert (Aktivierung) a = w·x + b des Beispiels unter w und b vor der Aktualisierung; ŷ ist sein Vorzeichen.</translation>
    </message>
    <message>
        <source>The score (activation) a = w·x of the example under w before the update (through the origin: no b).</source>
        <translation>Der Wert (Aktivierung) a = w·x des Beispiels unter w vor der Aktualisierung (durch den Ursprung: kein b).</translation>
    </message>
    <message>
        <source>The score w_c·x + b_c of every class c under its own weight vector (the multiclass perceptron): ŷ is the class with the highest score.</source>
        <translation>Der Wert w_c·x + b_c jeder Klasse c unter ihrem eigenen Gewichtsvektor (das Mehrklassen-Perzeptron): ŷ ist die Klasse mit dem höchsten Wert.</translation>
    </message>
    <message>
        <source>The score w_c·x of every class c under its own weight vector: ŷ is the class with the highest score.</source>
        <translation>Der Wert w_c·x jeder Klasse c unter ihrem eigenen Gewichtsvektor: ŷ ist die Klasse mit dem höchsten Wert.</translation>
    </message>
    <message>
        <source>The kernel perceptron&apos;s score f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (times η) before the update: αⱼ counts the mistakes made on example j; ŷ is its sign.</source>
        <translation>Der Wert des Kern-Perzeptrons f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (mal η) vor der Aktualisierung: αⱼ zählt die Fehler bei Beispiel j; ŷ ist sein Vorzeichen.</translation>
    </message>
    <message>
        <source>The kernel perceptron&apos;s score f_c(x) of every class c before the update: ŷ is the highest.</source>
        <translation>Der Wert des Kern-Perzeptrons f_c(x) jeder Klasse c vor der Aktualisierung: ŷ ist der höchste.</translation>
    </message>
    <message>
        <source>On a mistake on example j, its count αⱼ goes up by one (it becomes, or stays, a support vector): the new αⱼ, with j the point&apos;s number in the Points table.</source>
        <translation>Bei einem Fehler an Beispiel j steigt sein Zähler αⱼ um eins (es wird oder bleibt ein Stützvektor): das neue αⱼ, mit j der Nummer des Punkts in der Punkttabelle.</translation>
    </message>
    <message>
        <source>ŷ: the predicted label, the sign of the score; what a score of exactly 0 predicts follows &quot;Score 0 counts as&quot; in the controls.</source>
        <translation>ŷ: das vorhergesagte Label, das Vorzeichen des Werts; was ein Wert von genau 0 vorhersagt, folgt „Wert 0 zählt als“ in der Steuerung.</translation>
    </message>
    <message>
        <source>y: the true label of the example.</source>
        <translation>y: das wahre Label des Beispiels.</translation>
    </message>
    <message>
        <source>Mistake?: yes when the prediction was wrong, and then w ← w + η·y·x (and b ← b + η·y). Under &quot;a score of 0 counts as a mistake&quot; that is exactly when y·a ≤ 0 (PerceptronTrain).</source>
        <translation>Fehler?: ja, wenn die Vorhersage falsch war, und dann w ← w + η·y·x (und b ← b + η·y). Unter „ein Wert von 0 zählt als Fehler“ ist das genau, wenn y·a ≤ 0 (PerceptronTrain).</translation>
    </message>
    <message>
        <source>w after the step: w + η·y·x after a mistake, unchanged otherwise (multiclass: + η·x to the true class&apos;s w, − η·x to the highest-scoring wrong class&apos;s).</source>
        <translation>w nach dem Schritt: w + η·y·x nach einem Fehler, sonst unverändert (Mehrklassen: + η·x zum w der wahren Klasse, − η·x zu dem der falschen Klasse mit dem höchsten Wert).</translation>
    </message>
    <message>
        <source>b after the step: b + η·y after a mistake, unchanged otherwise.</source>
        <translation>b nach dem Schritt: b + η·y nach einem Fehler, sonst unverändert.</translation>
    </message>
    <message>
        <source>σ(a) = 1/(1 + e^(−a)): logistic regression&apos;s P(y = +1 | x) under w and b before the step.</source>
        <translation>σ(a) = 1/(1 + e^(−a)): das P(y = +1 | x) der logistischen Regression unter w und b vor dem Schritt.</translation>
    </message>
    <message>
        <source>The loss ℓ of the example under w and b before the step: ln(1 + e^(−y·a)) for logistic regression (note 000&apos;s negative log likelihood), max(0, 1 − y·a) for the hinge.</source>
        <translation>Der Verlust ℓ des Beispiels unter w und b vor dem Schritt: ln(1 + e^(−y·a)) für die logistische Regression (die negative Log-Likelihood aus Notiz 000), max(0, 1 − y·a) für Hinge.</translation>
    </message>
    <message>
        <source>The gradient factor ℓ′ = dℓ/da at the score a: the step is w ← w − η_t·ℓ′·x and b ← b − η_t·ℓ′ (the hinge also shrinks w by 1 − η_t·α). Logistic: ℓ′ = −y·σ(−y·a), never 0; hinge: −y when y·a &lt; 1, else 0 (no step).</source>
        <translation>Der Gradientenfaktor ℓ′ = dℓ/da beim Wert a: der Schritt ist w ← w − η_t·ℓ′·x und b ← b − η_t·ℓ′ (Hinge schrumpft w außerdem um 1 − η_t·α). Logistisch: ℓ′ = −y·σ(−y·a), nie 0; Hinge: −y, wenn y·a &lt; 1, sonst 0 (kein Schritt).</translation>
    </message>
    <message>
        <source>η_t: the learning rate of this step, from the schedule (constant η₀, η₀/t or η₀/tᵖ).</source>
        <translation>η_t: die Lernrate dieses Schritts, aus dem Plan (konstant η₀, η₀/t oder η₀/tᵖ).</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <source>Perceptron Studio: place points, pick a perceptron variant, and watch it learn.</source>
        <translation>Perceptron Studio: setze Punkte, wähle eine Perzeptron-Variante und sieh zu, wie sie lernt.</translation>
    </message>
    <message>
        <source>Version {version}  ·  Python {python}  ·  Qt {qt}</source>
        <translation>Version {version}  ·  Python {python}  ·  Qt {qt}</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>unbekannt (nicht installiert)</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>score a</source>
        <translation>Wert a</translation>
    </message>
    <message>
        <source>x on w</source>
        <translation>x auf w</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>last update</source>
        <translation>letzte Aktualisierung</translation>
    </message>
    <message>
        <source>Point {i} under the weights of step t = {t}.</source>
        <translation>Punkt {i} unter den Gewichten von Schritt t = {t}.</translation>
    </message>
    <message>
        <source>misclassified</source>
        <translation>falsch klassifiziert</translation>
    </message>
    <message>
        <source>classified right</source>
        <translation>richtig klassifiziert</translation>
    </message>
    <message>
        <source>— (w = 0: no direction)</source>
        <translation>— (w = 0: keine Richtung)</translation>
    </message>
    <message>
        <source>{projection}, the vector {vector}</source>
        <translation>{projection}, der Vektor {vector}</translation>
    </message>
    <message>
        <source>{distance} (signed)</source>
        <translation>{distance} (mit Vorzeichen)</translation>
    </message>
    <message>
        <source>— (batch: one summed update per epoch)</source>
        <translation>— (Batch: eine summierte Aktualisierung pro Epoche)</translation>
    </message>
    <message>
        <source>none yet (no mistake on it so far)</source>
        <translation>noch keine (bisher kein Fehler an ihm)</translation>
    </message>
    <message>
        <source>step t = {t} (epoch {epoch}): {change}</source>
        <translation>Schritt t = {t} (Epoche {epoch}): {change}</translation>
    </message>
    <message>
        <source>Undershoot: after its own update at step {t}, y·a = {margin} — the example is still wrong (note 004).</source>
        <translation>Zu kurz: Nach seiner eigenen Aktualisierung bei Schritt {t} ist y·a = {margin}; das Beispiel ist immer noch falsch (Notiz 004).</translation>
    </message>
    <message>
        <source>Click a point on the canvas to inspect it.</source>
        <translation>Klicke auf einen Punkt der Zeichenfläche, um ihn zu untersuchen.</translation>
    </message>
    <message>
        <source>Point {i}: its score is hidden while a question is open, until the answer is checked.</source>
        <translation>Punkt {i}: Sein Wert ist verborgen, solange eine Frage offen ist, bis die Antwort geprüft ist.</translation>
    </message>
    <message>
        <source>The inspector shows a point&apos;s score under the weight vector w: it needs a linear variant (not the kernel perceptron) and two classes.</source>
        <translation>Der Inspektor zeigt den Wert eines Punkts unter dem Gewichtsvektor w: Er braucht eine lineare Variante (nicht das Kern-Perzeptron) und zwei Klassen.</translation>
    </message>
    <message>
        <source>distance {d}</source>
        <translation>Abstand {d}</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>label names must be distinct, not {names}</source>
        <translation>Label-Namen müssen verschieden sein, nicht {names}</translation>
    </message>
    <message>
        <source>label names must be text, not {name}</source>
        <translation>Label-Namen müssen Text sein, nicht {name}</translation>
    </message>
    <message>
        <source>label name {name} has a control character ({code}); names are printable text</source>
        <translation>Label-Name {name} enthält ein Steuerzeichen ({code}); Namen sind druckbarer Text</translation>
    </message>
    <message>
        <source>label names must be non-empty text with a visible character, not {name}</source>
        <translation>Label-Namen müssen nicht leerer Text mit einem sichtbaren Zeichen sein, nicht {name}</translation>
    </message>
    <message>
        <source>label names must be non-empty text on one line without surrounding spaces, not {name}</source>
        <translation>Label-Namen müssen nicht leerer Text auf einer Zeile ohne umgebende Leerzeichen sein, nicht {name}</translation>
    </message>
    <message>
        <source>label name {name} reads as a number; a file&apos;s labels are all numbers or all names</source>
        <translation>Label-Name {name} liest sich als Zahl; die Labels einer Datei sind alle Zahlen oder alle Namen</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>The perceptron</source>
        <translation>Das Perzeptron</translation>
    </message>
    <message>
        <source>The averaged perceptron</source>
        <translation>Das gemittelte Perzeptron</translation>
    </message>
    <message>
        <source>The voted perceptron</source>
        <translation>Das gewählte Perzeptron (Voted)</translation>
    </message>
    <message>
        <source>The batch perceptron</source>
        <translation>Das Batch-Perzeptron</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>die Punkte</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>die Variante</translation>
    </message>
    <message>
        <source>the offset b</source>
        <translation>der Achsenabschnitt b</translation>
    </message>
    <message>
        <source>w₀ and b₀</source>
        <translation>w₀ und b₀</translation>
    </message>
    <message>
        <source>the score-0 rule</source>
        <translation>die Regel für Wert 0</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>die Reihenfolge</translation>
    </message>
    <message>
        <source>The run has {steps} steps; this lesson holds the first {n}.</source>
        <translation>Der Lauf hat {steps} Schritte; diese Lektion enthält die ersten {n}.</translation>
    </message>
    <message>
        <source>The run has {points} points; this page holds {kept} of them (every example its steps look at, and a sample of the rest, each class in proportion, at least {least} of each class or all of a smaller one): it replays the recorded steps, and an edit trains the page on these {kept} points.</source>
        <translation>Der Lauf hat {points} Punkte; diese Seite enthält {kept} davon (jedes Beispiel, das ihre Schritte ansehen, und eine Stichprobe der übrigen, jede Klasse im Verhältnis, mindestens {least} jeder Klasse oder eine kleinere ganz): Sie spielt die aufgezeichneten Schritte ab, und eine Änderung trainiert die Seite auf diesen {kept} Punkten.</translation>
    </message>
    <message>
        <source>with an offset b</source>
        <translation>mit einem Achsenabschnitt b</translation>
    </message>
    <message>
        <source>through the origin (no b)</source>
        <translation>durch den Ursprung (kein b)</translation>
    </message>
    <message>
        <source>Its model is the average of w over every step (the solid line and the shading); the dashed line is the last w, which predicts during training.</source>
        <translation>Sein Modell ist der Mittelwert von w über alle Schritte (die durchgezogene Linie und die Schattierung); die gestrichelte Linie ist das letzte w, das während des Trainings vorhersagt.</translation>
    </message>
    <message>
        <source>It predicts by the vote of every w it had; the page draws the last w, which predicts during training (the vote itself is not drawn).</source>
        <translation>Es sagt durch die Abstimmung aller w vorher, die es hatte; die Seite zeichnet das letzte w, das während des Trainings vorhersagt (die Abstimmung selbst wird nicht gezeichnet).</translation>
    </message>
    <message>
        <source>Each epoch scores every example with the same w, sums y·x over the misclassified ones, and steps once at the epoch&apos;s end: μ·Σ y·x.</source>
        <translation>Jede Epoche bewertet alle Beispiele mit demselben w, summiert y·x über die falsch klassifizierten und macht am Ende der Epoche einen Schritt: μ·Σ y·x.</translation>
    </message>
    <message>
        <source>Move, add or delete points, or change a setting, and the page trains again.</source>
        <translation>Verschiebe, füge hinzu oder lösche Punkte, oder ändere eine Einstellung, und die Seite trainiert neu.</translation>
    </message>
    <message>
        <source>{variant}, {eta}, {offset}: the run&apos;s recorded steps.</source>
        <translation>{variant}, {eta}, {offset}: die aufgezeichneten Schritte des Laufs.</translation>
    </message>
    <message>
        <source>Rule: {rule}; {update}.</source>
        <translation>Regel: {rule}; {update}.</translation>
    </message>
    <message>
        <source>Convergence theorem: {numbers}: at most {bound} mistakes.</source>
        <translation>Konvergenzsatz: {numbers}: höchstens {bound} Fehler.</translation>
    </message>
    <message>
        <source>Convergence theorem from w₀ ≠ 0: {numbers}: at most {bound} mistakes.</source>
        <translation>Konvergenzsatz ab w₀ ≠ 0: {numbers}: höchstens {bound} Fehler.</translation>
    </message>
    <message>
        <source>k = {k} mistakes ≤ {bound}; {numbers}</source>
        <translation>k = {k} Fehler ≤ {bound}; {numbers}</translation>
    </message>
    <message>
        <source>{name}: a perceptron lesson</source>
        <translation>{name}: eine Perzeptron-Lektion</translation>
    </message>
</context>
<context>
    <name>LessonDialog</name>
    <message>
        <source>The page replays steps 1 to this one (at most {most})</source>
        <translation>Die Seite spielt die Schritte 1 bis zu diesem ab (höchstens {most})</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>First steps (1 to {most})</source>
        <translation>Erste Schritte (1 bis {most})</translation>
    </message>
    <message>
        <source>The run has {latest} steps; a lesson holds at most {most}.</source>
        <translation>Der Lauf hat {latest} Schritte; eine Lektion enthält höchstens {most}.</translation>
    </message>
    <message>
        <source>One HTML file that works offline in any current browser, on a phone as on a laptop: the points, and at each step the boundary, w, the example, the update η·y·x and the trace row, with Step, Step back, Next mistake, Play, a slider, a quiz and large text. It shows the run&apos;s recorded numbers; students can move, add or delete points and change the settings, and the page trains again (the same numbers as the app), unless fixed below.</source>
        <translation>Eine einzige HTML-Datei, die offline in jedem aktuellen Browser funktioniert, auf dem Handy wie auf dem Laptop: die Punkte und bei jedem Schritt die Grenze, w, das Beispiel, die Aktualisierung η·y·x und die Protokollzeile, mit Schritt, Zurück, Nächster Fehler, Abspielen, einem Schieberegler, einem Quiz und großer Schrift. Sie zeigt die aufgezeichneten Zahlen des Laufs; Studierende können Punkte verschieben, hinzufügen oder löschen und die Einstellungen ändern, und die Seite trainiert neu (mit denselben Zahlen wie die App), außer was unten festgelegt ist.</translation>
    </message>
    <message>
        <source>Fixed for the students</source>
        <translation>Für die Studierenden festgelegt</translation>
    </message>
    <message>
        <source>Fix {name}</source>
        <translation>{name} festlegen</translation>
    </message>
    <message>
        <source>Hide the boundary until the student has answered</source>
        <translation>Die Grenze verbergen, bis die Studierenden geantwortet haben</translation>
    </message>
    <message>
        <source>Steps 0 to {steps} ({mistakes} mistakes), written to {name}</source>
        <translation>Schritte 0 bis {steps} ({mistakes} Fehler), geschrieben nach {name}</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>There is no run yet: add points of two classes.</source>
        <translation>Es gibt noch keinen Lauf: füge Punkte zweier Klassen hinzu.</translation>
    </message>
    <message>
        <source>The run has no steps yet: Step or Run first (the lesson replays the steps taken).</source>
        <translation>Der Lauf hat noch keine Schritte: zuerst Schritt oder Ausführen (die Lektion spielt die gemachten Schritte ab).</translation>
    </message>
    <message>
        <source>Cannot export a lesson: {why}</source>
        <translation>Lektion kann nicht exportiert werden: {why}</translation>
    </message>
    <message>
        <source>the run has no such steps (it started again meanwhile).</source>
        <translation>der Lauf hat diese Schritte nicht (er hat inzwischen neu begonnen).</translation>
    </message>
    <message>
        <source>Making the lesson {name}…</source>
        <translation>Lektion {name} wird erstellt…</translation>
    </message>
    <message>
        <source>Lesson export cancelled: {path} was not written.</source>
        <translation>Lektionsexport abgebrochen: {path} wurde nicht geschrieben.</translation>
    </message>
    <message>
        <source>Could not export the lesson to {path}: {reason}. No file was changed.</source>
        <translation>Die Lektion konnte nicht nach {path} exportiert werden: {reason}. Keine Datei wurde geändert.</translation>
    </message>
    <message>
        <source>Exported a lesson of steps 0 to {steps} ({mistakes} mistakes) to {path} ({size}).</source>
        <translation>Lektion der Schritte 0 bis {steps} ({mistakes} Fehler) nach {path} exportiert ({size}).</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Add y = −1</source>
        <translation>y = −1 hinzufügen</translation>
    </message>
    <message>
        <source>Add y = +1</source>
        <translation>y = +1 hinzufügen</translation>
    </message>
    <message>
        <source>✕ Delete</source>
        <translation>✕ Löschen</translation>
    </message>
    <message>
        <source>Points as text (one per line: x₁, x₂, y)</source>
        <translation>Punkte als Text (einer pro Zeile: x₁, x₂, y)</translation>
    </message>
    <message>
        <source>Use these points</source>
        <translation>Diese Punkte verwenden</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s points and settings</source>
        <translation>Zurück zu den Punkten und Einstellungen der Lektion</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Schritt ▶</translation>
    </message>
    <message>
        <source>Next mistake ▶▶</source>
        <translation>Nächster Fehler ▶▶</translation>
    </message>
    <message>
        <source>Epoch ▶|</source>
        <translation>Epoche ▶|</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>· keys: Space step, Shift+Space next mistake, E epoch, R run, ← → PageUp PageDown Home End</source>
        <translation>· Tasten: Leertaste Schritt, Umschalt+Leertaste nächster Fehler, E Epoche, R Lauf, ← → Bild↑ Bild↓ Pos1 Ende</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Perceptron</source>
        <translation>Perzeptron</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>Gemittelt</translation>
    </message>
    <message>
        <source>Voted</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>Kernel (polynomial)</source>
        <translation>Kern (polynomiell)</translation>
    </message>
    <message>
        <source>offset b</source>
        <translation>Achsenabschnitt b</translation>
    </message>
    <message>
        <source>score 0</source>
        <translation>Wert 0</translation>
    </message>
    <message>
        <source>is a mistake</source>
        <translation>ist ein Fehler</translation>
    </message>
    <message>
        <source>predicts +1</source>
        <translation>sagt +1 vorher</translation>
    </message>
    <message>
        <source>predicts −1</source>
        <translation>sagt −1 vorher</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>wie gegeben</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <source>degree</source>
        <translation>Grad</translation>
    </message>
    <message>
        <source>The kernel is K(x, z) = (x·z + c₀)^degree, computed as core computes it, bit for bit. The RBF kernel is left out: its exp in a browser may differ from core&apos;s in the last bit.</source>
        <translation>Der Kern ist K(x, z) = (x·z + c₀)^Grad, berechnet wie core ihn berechnet, Bit für Bit. Der RBF-Kern fehlt: seine exp kann in einem Browser im letzten Bit von der in core abweichen.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Large text</source>
        <translation>Große Schrift</translation>
    </message>
    <message>
        <source>What is ŷ, is it a mistake, and (on a mistake) what are the new w and b?</source>
        <translation>Was ist ŷ, ist es ein Fehler, und (bei einem Fehler) was sind die neuen w und b?</translation>
    </message>
    <message>
        <source>0 (no class)</source>
        <translation>0 (keine Klasse)</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>Fehler?</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>new w</source>
        <translation>neues w</translation>
    </message>
    <message>
        <source>new b</source>
        <translation>neues b</translation>
    </message>
    <message>
        <source>Check and step</source>
        <translation>Prüfen und weiter</translation>
    </message>
    <message>
        <source>The points and the classifier</source>
        <translation>Die Punkte und der Klassifikator</translation>
    </message>
    <message>
        <source>What a tap on the plot does</source>
        <translation>Was ein Tippen auf die Zeichnung bewirkt</translation>
    </message>
    <message>
        <source>The points, the boundary w·x + b = 0, w and the update. Tap to add a point of the chosen class, drag a point to move it.</source>
        <translation>Die Punkte, die Grenze w·x + b = 0, w und die Aktualisierung. Tippe, um einen Punkt der gewählten Klasse hinzuzufügen; ziehe einen Punkt, um ihn zu verschieben.</translation>
    </message>
    <message>
        <source>The points, one per line: x₁, x₂, y (y is +1 or −1)</source>
        <translation>Die Punkte, einer pro Zeile: x₁, x₂, y (y ist +1 oder −1)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Step back (←, PageUp)</source>
        <translation>Schritt zurück (←, Bild↑)</translation>
    </message>
    <message>
        <source>Step (Space, →, PageDown)</source>
        <translation>Schritt (Leertaste, →, Bild↓)</translation>
    </message>
    <message>
        <source>Next mistake (Shift+Space)</source>
        <translation>Nächster Fehler (Umschalt+Leertaste)</translation>
    </message>
    <message>
        <source>To the end of the epoch (E)</source>
        <translation>Bis zum Ende der Epoche (E)</translation>
    </message>
    <message>
        <source>Run or pause (R)</source>
        <translation>Laufen oder anhalten (R)</translation>
    </message>
    <message>
        <source>Back to step 0 (Home)</source>
        <translation>Zurück zu Schritt 0 (Pos1)</translation>
    </message>
    <message>
        <source>Step t (time travel)</source>
        <translation>Schritt t (Zeitreise)</translation>
    </message>
    <message>
        <source>The trace table&apos;s row of this step (in quiz mode: of the step just answered)</source>
        <translation>Die Protokollzeile dieses Schritts (im Quizmodus: des gerade beantworteten Schritts)</translation>
    </message>
    <message>
        <source>w₀, first weight</source>
        <translation>w₀, erstes Gewicht</translation>
    </message>
    <message>
        <source>w₀, second weight</source>
        <translation>w₀, zweites Gewicht</translation>
    </message>
    <message>
        <source>The link to this state</source>
        <translation>Der Link zu diesem Zustand</translation>
    </message>
    <message>
        <source>The trace table: every step so far</source>
        <translation>Das Protokoll: alle bisherigen Schritte</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>die Punkte</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>die Variante</translation>
    </message>
    <message>
        <source>the offset b</source>
        <translation>der Achsenabschnitt b</translation>
    </message>
    <message>
        <source>w₀ and b₀</source>
        <translation>w₀ und b₀</translation>
    </message>
    <message>
        <source>the score-0 rule</source>
        <translation>die Regel für Wert 0</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>die Reihenfolge</translation>
    </message>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>ŷ = sign({score}); ein Wert von 0 sagt keine Klasse vorher und ist ein Fehler (Notiz 004)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>ŷ = +1 genau dann, wenn {score} ≥ 0 (CMU, Notiz 002)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>ŷ = +1 genau dann, wenn {score} &gt; 0, also sagt ein Wert von 0 −1 vorher (Notiz 001)</translation>
    </message>
    <message>
        <source>Rule: {rule}; on a mistake {update}.</source>
        <translation>Regel: {rule}; bei einem Fehler {update}.</translation>
    </message>
    <message>
        <source>Fixed by the lecturer</source>
        <translation>Von der Lehrkraft festgelegt</translation>
    </message>
    <message>
        <source>Fixed by the lecturer: {names}.</source>
        <translation>Von der Lehrkraft festgelegt: {names}.</translation>
    </message>
    <message>
        <source>The boundary shows once you have answered the step&apos;s question.</source>
        <translation>Die Grenze erscheint, sobald du die Frage des Schritts beantwortet hast.</translation>
    </message>
    <message>
        <source>averaged {w} (the model); last {last}</source>
        <translation>gemittelt {w} (das Modell); letztes {last}</translation>
    </message>
    <message>
        <source>{a} changes by {change}</source>
        <translation>{a} ändert sich um {change}</translation>
    </message>
    <message>
        <source>Step t = {t}: {example}; in force {weights}.</source>
        <translation>Schritt t = {t}: {example}; gültig {weights}.</translation>
    </message>
    <message>
        <source>step 0: the start, no example yet</source>
        <translation>Schritt 0: der Anfang, noch kein Beispiel</translation>
    </message>
    <message>
        <source>step 0: the start, {w}</source>
        <translation>Schritt 0: der Anfang, {w}</translation>
    </message>
    <message>
        <source>step {t}</source>
        <translation>Schritt {t}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>Wert {score}</translation>
    </message>
    <message>
        <source>correct; nothing changes</source>
        <translation>richtig; nichts ändert sich</translation>
    </message>
    <message>
        <source>correct; {w} stays {value}</source>
        <translation>richtig; {w} bleibt {value}</translation>
    </message>
    <message>
        <source>a mistake; {a} changes by {change}</source>
        <translation>ein Fehler; {a} ändert sich um {change}</translation>
    </message>
    <message>
        <source>a mistake; {w} becomes {value}</source>
        <translation>ein Fehler; {w} wird {value}</translation>
    </message>
    <message>
        <source>{w} becomes {value}</source>
        <translation>{w} wird {value}</translation>
    </message>
    <message>
        <source>The convergence theorem&apos;s numbers are drawn for the linear perceptrons.</source>
        <translation>Die Zahlen des Konvergenzsatzes werden für die linearen Perzeptrons gezeigt.</translation>
    </message>
    <message>
        <source>of {x}</source>
        <translation>von {x}</translation>
    </message>
    <message>
        <source>Mistake bound, live: {R}</source>
        <translation>Fehlerschranke, live: {R}</translation>
    </message>
    <message>
        <source>k = {k} mistakes; {bound}</source>
        <translation>k = {k} Fehler; {bound}</translation>
    </message>
    <message>
        <source>the separator found (step {t}) has margin {gamma}</source>
        <translation>der gefundene Separator (Schritt {t}) hat den Rand {gamma}</translation>
    </message>
    <message>
        <source>so at most {bound} mistakes</source>
        <translation>also höchstens {bound} Fehler</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable)</source>
        <translation>noch keine Epoche ohne Fehler (die Punkte sind vielleicht nicht trennbar)</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable through 0)</source>
        <translation>noch keine Epoche ohne Fehler (die Punkte sind vielleicht nicht durch 0 trennbar)</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>letztes w</translation>
    </message>
    <message>
        <source>Epoch {epoch} looks at the points in this order: {order}</source>
        <translation>Epoche {epoch} betrachtet die Punkte in dieser Reihenfolge: {order}</translation>
    </message>
    <message>
        <source>(drawn by the page from seed {seed})</source>
        <translation>(von der Seite mit dem Startwert {seed} gezogen)</translation>
    </message>
    <message>
        <source>(epoch {epoch})</source>
        <translation>(Epoche {epoch})</translation>
    </message>
    <message>
        <source>(the start)</source>
        <translation>(der Anfang)</translation>
    </message>
    <message>
        <source>Step t = {t} of {n}</source>
        <translation>Schritt t = {t} von {n}</translation>
    </message>
    <message>
        <source>mistakes so far: {m}</source>
        <translation>bisherige Fehler: {m}</translation>
    </message>
    <message>
        <source>converged at step {t}</source>
        <translation>konvergiert bei Schritt {t}</translation>
    </message>
    <message>
        <source>(the arrow is drawn ×{scale})</source>
        <translation>(der Pfeil ist ×{scale} gezeichnet)</translation>
    </message>
    <message>
        <source>The lesson ends here: step back, or press Home to start again.</source>
        <translation>Die Lektion endet hier: geh einen Schritt zurück oder drücke Pos1, um neu zu beginnen.</translation>
    </message>
    <message>
        <source>{part} right</source>
        <translation>{part} richtig</translation>
    </message>
    <message>
        <source>{part} wrong (it is {answer})</source>
        <translation>{part} falsch (richtig ist {answer})</translation>
    </message>
    <message>
        <source>Step t = {t}: {parts}.</source>
        <translation>Schritt t = {t}: {parts}.</translation>
    </message>
    <message>
        <source>{right} of {asked} parts right so far.</source>
        <translation>{right} von {asked} Teilen bisher richtig.</translation>
    </message>
    <message>
        <source>The batch perceptron is only replayed here: the page trains the perceptron on the edit.</source>
        <translation>Das Batch-Perzeptron wird hier nur abgespielt: Die Seite trainiert nach der Änderung das Perzeptron.</translation>
    </message>
    <message>
        <source>Edited: the page trains these points with these settings itself (core&apos;s arithmetic, bit for bit). Open the link of the lesson, or use ‘Back to the lesson’, for the recorded run.</source>
        <translation>Geändert: Die Seite trainiert diese Punkte mit diesen Einstellungen selbst (die Arithmetik von core, Bit für Bit). Öffne den Link der Lektion oder nutze ‚Zurück zur Lektion‘ für den aufgezeichneten Lauf.</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not ‘{text}’.</source>
        <translation>{name} muss {rule} sein, nicht ‚{text}‘.</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not empty.</source>
        <translation>{name} muss {rule} sein, nicht leer.</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>eine Zahl &gt; 0</translation>
    </message>
    <message>
        <source>w₀&apos;s first weight</source>
        <translation>Das erste Gewicht von w₀</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>w₀&apos;s second weight</source>
        <translation>Das zweite Gewicht von w₀</translation>
    </message>
    <message>
        <source>The seed</source>
        <translation>Der Startwert</translation>
    </message>
    <message>
        <source>a whole number from 0 to 999999999</source>
        <translation>eine ganze Zahl von 0 bis 999999999</translation>
    </message>
    <message>
        <source>The degree</source>
        <translation>Der Grad</translation>
    </message>
    <message>
        <source>a whole number from 1 to 10</source>
        <translation>eine ganze Zahl von 1 bis 10</translation>
    </message>
    <message>
        <source>The run is unchanged.</source>
        <translation>Der Lauf bleibt unverändert.</translation>
    </message>
    <message>
        <source>point {i} deleted</source>
        <translation>Punkt {i} gelöscht</translation>
    </message>
    <message>
        <source>point {i} moved to {x}</source>
        <translation>Punkt {i} nach {x} verschoben</translation>
    </message>
    <message>
        <source>point {i} added at {x}</source>
        <translation>Punkt {i} bei {x} hinzugefügt</translation>
    </message>
    <message>
        <source>Line {k} must be three numbers x₁, x₂, y with y = +1 or −1, not ‘{text}’. The points are unchanged.</source>
        <translation>Zeile {k} muss drei Zahlen x₁, x₂, y mit y = +1 oder −1 enthalten, nicht ‚{text}‘. Die Punkte bleiben unverändert.</translation>
    </message>
    <message>
        <source>The lesson&apos;s own run is shown.</source>
        <translation>Der eigene Lauf der Lektion wird gezeigt.</translation>
    </message>
    <message>
        <source>The lecturer fixed {names}: the link&apos;s other values are not used.</source>
        <translation>Die Lehrkraft hat {names} festgelegt: Die anderen Werte des Links werden nicht verwendet.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Link kopiert.</translation>
    </message>
    <message>
        <source>The link is selected: copy it (Ctrl+C, or ⌘C).</source>
        <translation>Der Link ist markiert: Kopiere ihn (Strg+C oder ⌘C).</translation>
    </message>
    <message>
        <source>Add {class}</source>
        <translation>{class} hinzufügen</translation>
    </message>
    <message>
        <source>Batch (the recorded run only)</source>
        <translation>Batch (nur der aufgezeichnete Lauf)</translation>
    </message>
    <message>
        <source>The link can fix {names} and hide the boundary, not ‘{text}’.</source>
        <translation>Der Link kann {names} festlegen und die Grenze verbergen, nicht ‚{text}‘.</translation>
    </message>
    <message>
        <source>The link&apos;s point {i} must be x₁,x₂,class (class 0 or 1), not ‘{text}’.</source>
        <translation>Punkt {i} des Links muss x₁,x₂,Klasse (Klasse 0 oder 1) sein, nicht ‚{text}‘.</translation>
    </message>
    <message>
        <source>The link&apos;s w0 must be two numbers, not ‘{text}’.</source>
        <translation>w0 des Links muss aus zwei Zahlen bestehen, nicht ‚{text}‘.</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be one of {allowed}, not ‘{text}’.</source>
        <translation>{name} des Links muss eines von {allowed} sein, nicht ‚{text}‘.</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be {rule}, not ‘{text}’.</source>
        <translation>{name} des Links muss {rule} sein, nicht ‚{text}‘.</translation>
    </message>
    <message>
        <source>a whole number ≥ 0</source>
        <translation>eine ganze Zahl ≥ 0</translation>
    </message>
    <message>
        <source>Horizontal: {x} · vertical: {y}</source>
        <translation>Waagrecht: {x} · senkrecht: {y}</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>w danach</translation>
    </message>
    <message>
        <source>b after</source>
        <translation>b danach</translation>
    </message>
    <message>
        <source>α changed</source>
        <translation>α geändert</translation>
    </message>
</context>
<context>
    <name>Lift</name>
    <message>
        <source>Lift: w·x + b = (w, b)·(x, 1)</source>
        <translation>Anheben: w·x + b = (w, b)·(x, 1)</translation>
    </message>
    <message>
        <source>z (the points sit at z = 1)</source>
        <translation>z (die Punkte liegen bei z = 1)</translation>
    </message>
    <message>
        <source>Lift: the kernel perceptron has no weight vector (w, b) to lift</source>
        <translation>Anheben: Das Kern-Perzeptron hat keinen Gewichtsvektor (w, b) zum Anheben</translation>
    </message>
    <message>
        <source>Lift: {n} classes have {n} weight vectors; the lift shows two</source>
        <translation>Anheben: {n} Klassen haben {n} Gewichtsvektoren; das Anheben zeigt zwei</translation>
    </message>
</context>
<context>
    <name>LiveClass</name>
    <message>
        <source>Mistake or not?</source>
        <translation>Fehler oder nicht?</translation>
    </message>
    <message>
        <source>What is ŷ?</source>
        <translation>Was ist ŷ?</translation>
    </message>
    <message>
        <source>Where is w after?</source>
        <translation>Wo ist w danach?</translation>
    </message>
    <message>
        <source>Where is the boundary after?</source>
        <translation>Wo ist die Grenze danach?</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Stopped: nothing listens. Check Train &gt; Live Class to start again.</source>
        <translation>Angehalten: nichts hört zu. Trainieren &gt; Live-Unterricht anhaken, um neu zu starten.</translation>
    </message>
    <message>
        <source>Join Screen</source>
        <translation>Beitrittsbildschirm</translation>
    </message>
    <message>
        <source>The address and its code as large as the screen allows, for the projector (Esc closes)</source>
        <translation>Die Adresse und ihr Code so groß, wie der Bildschirm erlaubt, für den Projektor (Esc schließt)</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>Erneut abstimmen</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Listening on</source>
        <translation>Hört auf</translation>
    </message>
    <message>
        <source>Students open this address (or scan the code):</source>
        <translation>Die Studierenden öffnen diese Adresse (oder scannen den Code):</translation>
    </message>
    <message>
        <source>Network address the live class listens on</source>
        <translation>Netzwerkadresse, auf der der Live-Unterricht hört</translation>
    </message>
    <message>
        <source>Cannot listen on {host}: {why}.</source>
        <translation>Kann nicht auf {host} hören: {why}.</translation>
    </message>
    <message>
        <source>Asked Q{qid} about step {step}.</source>
        <translation>Frage F{qid} zu Schritt {step} gestellt.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Konnte {path} nicht schreiben: {error}</translation>
    </message>
    <message>
        <source>Live class exported to {path}</source>
        <translation>Live-Unterricht nach {path} exportiert</translation>
    </message>
    <message>
        <source>Waiting for the run…</source>
        <translation>Warten auf das Training…</translation>
    </message>
    <message>
        <source>{online} connected, {joined} joined</source>
        <translation>{online} verbunden, {joined} beigetreten</translation>
    </message>
    <message>
        <source>vote {vote}</source>
        <translation>Abstimmung {vote}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>Export Live Class</source>
        <translation>Live-Unterricht exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Q{qid} ({vote}): {answered} of {online} answered</source>
        <translation>F{qid} ({vote}): {answered} von {online} haben geantwortet</translation>
    </message>
    <message>
        <source>Vote {n}: {answered} answered</source>
        <translation>Abstimmung {n}: {answered} geantwortet</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Richtige Antwort: {answer}</translation>
    </message>
    <message>
        <source>Moved: {moves}</source>
        <translation>Gewechselt: {moves}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <source>Join the live class</source>
        <translation>Dem Live-Unterricht beitreten</translation>
    </message>
    <message>
        <source>Open this address on your phone, or scan the code:</source>
        <translation>Öffnen Sie diese Adresse auf Ihrem Telefon oder scannen Sie den Code:</translation>
    </message>
    <message>
        <source>{joined} joined</source>
        <translation>{joined} beigetreten</translation>
    </message>
    <message>
        <source>After this step w is 0: there is no boundary to ask about.</source>
        <translation>Nach diesem Schritt ist w gleich 0: Es gibt keine Grenze, nach der man fragen könnte.</translation>
    </message>
    <message>
        <source>The second vote is open once per question, before the reveal.</source>
        <translation>Die zweite Abstimmung gibt es einmal pro Frage, vor dem Aufdecken.</translation>
    </message>
    <message>
        <source>The results are shown after the reveal.</source>
        <translation>Die Ergebnisse werden nach dem Aufdecken gezeigt.</translation>
    </message>
    <message>
        <source>No question has been asked yet.</source>
        <translation>Es wurde noch keine Frage gestellt.</translation>
    </message>
    <message>
        <source>The live class asks about one example&apos;s update: choose the perceptron, averaged or voted.</source>
        <translation>Der Live-Unterricht fragt nach der Aktualisierung eines einzelnen Beispiels: Wählen Sie das Perzeptron, das gemittelte oder das gewählte.</translation>
    </message>
    <message>
        <source>The live class asks about two features.</source>
        <translation>Der Live-Unterricht fragt nach zwei Merkmalen.</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>A message must be one JSON object.</source>
        <translation>Eine Nachricht muss ein einzelnes JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>Join first.</source>
        <translation>Treten Sie zuerst bei.</translation>
    </message>
    <message>
        <source>Messages are JSON text, not binary.</source>
        <translation>Nachrichten sind JSON-Text, nicht binär.</translation>
    </message>
    <message>
        <source>A message has at most {n} bytes.</source>
        <translation>Eine Nachricht hat höchstens {n} Bytes.</translation>
    </message>
    <message>
        <source>A message&apos;s &quot;t&quot; is &quot;join&quot; or &quot;answer&quot;.</source>
        <translation>Das &quot;t&quot; einer Nachricht ist &quot;join&quot; oder &quot;answer&quot;.</translation>
    </message>
    <message>
        <source>Unknown field in a {kind} message: {field}.</source>
        <translation>Unbekanntes Feld in einer {kind}-Nachricht: {field}.</translation>
    </message>
    <message>
        <source>A nickname must be text.</source>
        <translation>Ein Spitzname muss Text sein.</translation>
    </message>
    <message>
        <source>A nickname has at most {most} characters; this one has {n}.</source>
        <translation>Ein Spitzname hat höchstens {most} Zeichen; dieser hat {n}.</translation>
    </message>
    <message>
        <source>A nickname may not contain {marks}: letters, digits, spaces and - _ . are fine.</source>
        <translation>Ein Spitzname darf {marks} nicht enthalten: Buchstaben, Ziffern, Leerzeichen und - _ . sind erlaubt.</translation>
    </message>
    <message>
        <source>A nickname may not contain control or direction characters.</source>
        <translation>Ein Spitzname darf keine Steuer- oder Richtungszeichen enthalten.</translation>
    </message>
    <message>
        <source>Perceptron live class</source>
        <translation>Perzeptron-Live-Unterricht</translation>
    </message>
    <message>
        <source>Nickname (optional, shown to nobody on the projector)</source>
        <translation>Spitzname (freiwillig, niemandem auf dem Projektor gezeigt)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>The points, the example of this step, the boundary and w</source>
        <translation>Die Punkte, das Beispiel dieses Schritts, die Grenze und w</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Type a nickname if you like, then Join.</source>
        <translation>Geben Sie nach Wunsch einen Spitznamen ein, dann Beitreten.</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Verbindung verloren: verbinde neu…</translation>
    </message>
    <message>
        <source>You are in. Wait for the question.</source>
        <translation>Sie sind dabei. Warten Sie auf die Frage.</translation>
    </message>
    <message>
        <source>Your answer is in. You can change it until the vote closes.</source>
        <translation>Ihre Antwort ist angekommen. Sie können sie ändern, bis die Abstimmung endet.</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Ihre Antwort: {answer}</translation>
    </message>
    <message>
        <source>Your answer?</source>
        <translation>Ihre Antwort?</translation>
    </message>
    <message>
        <source>Q{q} (vote {vote}): {prompt}</source>
        <translation>F{q} (Abstimmung {vote}): {prompt}</translation>
    </message>
    <message>
        <source>Q{q}: {prompt}</source>
        <translation>F{q}: {prompt}</translation>
    </message>
    <message>
        <source>Step {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}</source>
        <translation>Schritt {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}</translation>
    </message>
    <message>
        <source>The vote is closed.</source>
        <translation>Die Abstimmung ist beendet.</translation>
    </message>
    <message>
        <source>The answer: {answer}.</source>
        <translation>Die Antwort: {answer}.</translation>
    </message>
    <message>
        <source>The answer: {answer}. You were right.</source>
        <translation>Die Antwort: {answer}. Richtig!</translation>
    </message>
    <message>
        <source>The answer: {answer}. Not this time.</source>
        <translation>Die Antwort: {answer}. Diesmal nicht.</translation>
    </message>
    <message>
        <source>Revealed.</source>
        <translation>Aufgedeckt.</translation>
    </message>
    <message>
        <source>Type numbers such as 1.5 or -2.</source>
        <translation>Geben Sie Zahlen wie 1.5 oder -2 ein.</translation>
    </message>
    <message>
        <source>Is this step a mistake?</source>
        <translation>Ist dieser Schritt ein Fehler?</translation>
    </message>
    <message>
        <source>What is ŷ for this point?</source>
        <translation>Was ist ŷ für diesen Punkt?</translation>
    </message>
    <message>
        <source>Where is w after this step? Drag the tip of w (or type it).</source>
        <translation>Wo ist w nach diesem Schritt? Ziehen Sie die Spitze von w (oder tippen Sie sie ein).</translation>
    </message>
    <message>
        <source>Where will the boundary be after this step? Drag the line&apos;s two ends.</source>
        <translation>Wo wird die Grenze nach diesem Schritt sein? Ziehen Sie die beiden Enden der Geraden.</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <source>The answer is one of {choices}.</source>
        <translation>Die Antwort ist eine von: {choices}.</translation>
    </message>
    <message>
        <source>The answer is a list of {n} numbers.</source>
        <translation>Die Antwort ist eine Liste von {n} Zahlen.</translation>
    </message>
    <message>
        <source>The answer&apos;s numbers must be finite.</source>
        <translation>Die Zahlen der Antwort müssen endlich sein.</translation>
    </message>
    <message>
        <source>The answer&apos;s numbers lie within ±{most}.</source>
        <translation>Die Zahlen der Antwort liegen innerhalb von ±{most}.</translation>
    </message>
    <message>
        <source>A line needs two different ends.</source>
        <translation>Eine Gerade braucht zwei verschiedene Enden.</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s code: check the address on the projector.</source>
        <translation>Dieser Code ist nicht der Code dieses Unterrichts: Prüfen Sie die Adresse auf dem Projektor.</translation>
    </message>
    <message>
        <source>This class is full ({n} students).</source>
        <translation>Dieser Unterricht ist voll ({n} Studierende).</translation>
    </message>
    <message>
        <source>That question is not the one asked now.</source>
        <translation>Diese Frage ist nicht die gerade gestellte.</translation>
    </message>
    <message>
        <source>That vote is closed.</source>
        <translation>Diese Abstimmung ist beendet.</translation>
    </message>
    <message>
        <source>Too many messages: at most a few a second.</source>
        <translation>Zu viele Nachrichten: höchstens einige pro Sekunde.</translation>
    </message>
    <message>
        <source>This page has joined already.</source>
        <translation>Diese Seite ist bereits beigetreten.</translation>
    </message>
    <message>
        <source>Not found. Open the address shown on the projector.</source>
        <translation>Nicht gefunden. Öffnen Sie die Adresse auf dem Projektor.</translation>
    </message>
    <message>
        <source>Only the class&apos;s own page may connect.</source>
        <translation>Nur die eigene Seite des Unterrichts darf sich verbinden.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Der Unterricht ist voll.</translation>
    </message>
</context>
<context>
    <name>LiveReport</name>
    <message>
        <source>Live class: {questions} questions revealed, {students} students joined.</source>
        <translation>Live-Unterricht: {questions} Fragen aufgedeckt, {students} Studierende beigetreten.</translation>
    </message>
    <message>
        <source>Q{qid} (step {step}): {prompt}</source>
        <translation>F{qid} (Schritt {step}): {prompt}</translation>
    </message>
    <message>
        <source>right answer: {answer}</source>
        <translation>richtige Antwort: {answer}</translation>
    </message>
    <message>
        <source>vote {n}: {answered} answered, {share} right{counts}</source>
        <translation>Abstimmung {n}: {answered} geantwortet, {share} richtig{counts}</translation>
    </message>
    <message>
        <source>moved: {moves}</source>
        <translation>Wechsel: {moves}</translation>
    </message>
</context>
<context>
    <name>Loss</name>
    <message>
        <source>All four</source>
        <translation>Alle vier</translation>
    </message>
    <message>
        <source>Perceptron</source>
        <translation>Perzeptron</translation>
    </message>
    <message>
        <source>Hinge</source>
        <translation>Hinge</translation>
    </message>
    <message>
        <source>Logistic</source>
        <translation>Logistisch</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>perceptron</source>
        <translation>Perzeptron</translation>
    </message>
    <message>
        <source>hinge</source>
        <translation>Hinge</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>logistisch</translation>
    </message>
    <message>
        <source>mean loss along the&lt;br&gt;last update w + s·Δw</source>
        <translation>mittlerer Verlust längs&lt;br&gt;des letzten Δw: w + s·Δw</translation>
    </message>
    <message>
        <source>s  (0: now, −1: before)</source>
        <translation>s  (0: jetzt, −1: vorher)</translation>
    </message>
    <message>
        <source>each example&apos;s loss ℓ(y a)&lt;br&gt;at the w shown</source>
        <translation>Verlust ℓ(y a) je Beispiel&lt;br&gt;beim gezeigten w</translation>
    </message>
    <message>
        <source>margin y a</source>
        <translation>Rand y a</translation>
    </message>
    <message>
        <source>The loss of the landscape and of the per-example plot; the slice shows all four</source>
        <translation>Der Verlust der Landschaft und der Darstellung pro Beispiel; der Schnitt zeigt alle vier</translation>
    </message>
    <message>
        <source>a = 0 counts as a mistake (y a ≤ 0, h&apos;(0) = 1 as in note 003)</source>
        <translation>a = 0 zählt als Fehler (y a ≤ 0, h&apos;(0) = 1 wie in Notiz 003)</translation>
    </message>
    <message>
        <source>a = 0 predicts +1 (CMU), so it is a mistake only when y = −1</source>
        <translation>a = 0 sagt +1 voraus (CMU), ist also nur bei y = −1 ein Fehler</translation>
    </message>
    <message>
        <source>a = 0 predicts −1, so it is a mistake only when y = +1</source>
        <translation>a = 0 sagt −1 voraus, ist also nur bei y = +1 ein Fehler</translation>
    </message>
    <message>
        <source>The losses need two classes.</source>
        <translation>Die Verluste brauchen zwei Klassen.</translation>
    </message>
    <message>
        <source>Question open: the losses are hidden until the answer is checked (they would give it away).</source>
        <translation>Frage offen: die Verluste sind verborgen, bis die Antwort geprüft ist (sie würden sie verraten).</translation>
    </message>
    <message>
        <source>The kernel perceptron has no weight vector w: its losses are not drawn over w.</source>
        <translation>Das Kern-Perzeptron hat keinen Gewichtsvektor w: seine Verluste werden nicht über w gezeichnet.</translation>
    </message>
    <message>
        <source>Waiting for the run to start…</source>
        <translation>Warten auf den Start des Laufs…</translation>
    </message>
    <message>
        <source>The loss panel is about two classes (y = ±1); this document has more.</source>
        <translation>Die Verlustanzeige behandelt zwei Klassen (y = ±1); dieses Dokument hat mehr.</translation>
    </message>
    <message>
        <source>Mean over the {n} examples, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b.</source>
        <translation>Mittelwert über die {n} Beispiele, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b.</translation>
    </message>
    <message>
        <source>w is the averaged perceptron&apos;s online w, the one each update changes.</source>
        <translation>w ist das Online-w des gemittelten Perzeptrons, das jede Aktualisierung ändert.</translation>
    </message>
    <message>
        <source>w is the voted perceptron&apos;s online w, the one each update changes.</source>
        <translation>w ist das Online-w des gewählten Perzeptrons, das jede Aktualisierung ändert.</translation>
    </message>
    <message>
        <source>One feature: no landscape over (w₁, w₂).</source>
        <translation>Ein Merkmal: keine Landschaft über (w₁, w₂).</translation>
    </message>
    <message>
        <source>The landscape averages {n} examples drawn at random.</source>
        <translation>Die Landschaft mittelt über {n} zufällig gezogene Beispiele.</translation>
    </message>
    <message>
        <source>The slice averages {n} examples drawn at random.</source>
        <translation>Der Schnitt mittelt über {n} zufällig gezogene Beispiele.</translation>
    </message>
    <message>
        <source>No intercept: b = 0.</source>
        <translation>Ohne Bias: b = 0.</translation>
    </message>
    <message>
        <source>The run went past its recorded history, which ends at step {t}: the path of w ends there.</source>
        <translation>Der Lauf ging über seinen aufgezeichneten Verlauf hinaus, der bei Schritt {t} endet: der Weg von w endet dort.</translation>
    </message>
    <message>
        <source>The run went past its recorded history, which ends at step {t}: the path of w ends there, and the slice needs the last update.</source>
        <translation>Der Lauf ging über seinen aufgezeichneten Verlauf hinaus, der bei Schritt {t} endet: der Weg von w endet dort, und der Schnitt braucht die letzte Aktualisierung.</translation>
    </message>
    <message>
        <source>No update yet: the slice shows after the first.</source>
        <translation>Noch keine Aktualisierung: der Schnitt erscheint nach der ersten.</translation>
    </message>
    <message>
        <source>(x, c), c = {c}, in w̃ = (w, β) with the offset b = βc</source>
        <translation>(x, c), c = {c}, in w̃ = (w, β) mit dem Bias b = βc</translation>
    </message>
    <message>
        <source>w̃ − η∇ℓ is the update w̃ + η y x̃ (b moves by η y c²)</source>
        <translation>w̃ − η∇ℓ ist die Aktualisierung w̃ + η y x̃ (b ändert sich um η y c²)</translation>
    </message>
    <message>
        <source>w − η∇ℓ is the update w + η y x̃</source>
        <translation>w − η∇ℓ ist die Aktualisierung w + η y x̃</translation>
    </message>
    <message>
        <source>Perceptron: ℓ = max(0, −y a). On a mistake ℓ = −y a, so ∇ℓ = −y x̃ with x̃ = {tilde}, and the step {step}; otherwise ℓ = 0 near w, ∇ℓ = 0: no update. This run: {rule}. At the w shown: {mistakes} of {n} are mistakes, ∇L = ({numbers}).</source>
        <translation>Perzeptron: ℓ = max(0, −y a). Bei einem Fehler ist ℓ = −y a, also ∇ℓ = −y x̃ mit x̃ = {tilde}, und der Schritt {step}; sonst ist ℓ = 0 nahe w, ∇ℓ = 0: keine Aktualisierung. Dieser Lauf: {rule}. Beim gezeigten w: {mistakes} von {n} sind Fehler, ∇L = ({numbers}).</translation>
    </message>
</context>
<context>
    <name>ManualModel</name>
    <message>
        <source>Training starts from w₀ = {w}, b₀ = {b}.</source>
        <translation>Das Training beginnt bei w₀ = {w}, b₀ = {b}.</translation>
    </message>
    <message>
        <source>Training starts from w₀ = {w}, b₀ = {b} (the intercept b is now on: b₀ ≠ 0 needs it).</source>
        <translation>Das Training beginnt bei w₀ = {w}, b₀ = {b} (der Bias b ist jetzt an: b₀ ≠ 0 braucht ihn).</translation>
    </message>
    <message>
        <source>S₊: the whole plane</source>
        <translation>S₊: die ganze Ebene</translation>
    </message>
    <message>
        <source>S₋: the whole plane</source>
        <translation>S₋: die ganze Ebene</translation>
    </message>
    <message>
        <source>Increase b by 1: the line moves 1/‖w‖ towards the negative side S₋ (against w)</source>
        <translation>b um 1 erhöhen: die Gerade rückt um 1/‖w‖ zur negativen Seite S₋ (gegen w)</translation>
    </message>
    <message>
        <source>Decrease b by 1: the line moves 1/‖w‖ towards the positive side S₊ (along w)</source>
        <translation>b um 1 verringern: die Gerade rückt um 1/‖w‖ zur positiven Seite S₊ (entlang w)</translation>
    </message>
    <message>
        <source>CMU exercise: w = (2, 3), b = 6</source>
        <translation>CMU-Übung: w = (2, 3), b = 6</translation>
    </message>
    <message>
        <source>Lecture 6&apos;s in-class exercise: draw w₁x₁ + w₂x₂ + b &gt; 0 with w = (2, 3), b = 6</source>
        <translation>Die Übung aus Vorlesung 6: w₁x₁ + w₂x₂ + b &gt; 0 mit w = (2, 3), b = 6 zeichnen</translation>
    </message>
    <message>
        <source>Train from this w, b (as w₀, b₀)</source>
        <translation>Ab diesem w, b trainieren (als w₀, b₀)</translation>
    </message>
    <message>
        <source>Training starts again from the drawn w and b; the warm-up ends</source>
        <translation>Das Training beginnt neu beim gezeichneten w und b; die Aufwärmübung endet</translation>
    </message>
    <message>
        <source>Drag the arrow&apos;s tip to set w, drag the line to set b, or type them.</source>
        <translation>Ziehe die Pfeilspitze, um w zu setzen, ziehe die Gerade, um b zu setzen, oder tippe sie ein.</translation>
    </message>
    <message>
        <source>boundary: {equation}</source>
        <translation>Grenze: {equation}</translation>
    </message>
    <message>
        <source>w = 0: there is no line; every x has w·x + b = {b}, so the whole plane is {side}.</source>
        <translation>w = 0: es gibt keine Gerade; jedes x hat w·x + b = {b}, also ist die ganze Ebene {side}.</translation>
    </message>
    <message>
        <source>the boundary</source>
        <translation>die Grenze</translation>
    </message>
    <message>
        <source>distance of the boundary from the origin: −b/‖w‖ = {b}/{norm} = {d} (along w)</source>
        <translation>Abstand der Grenze vom Ursprung: −b/‖w‖ = {b}/{norm} = {d} (entlang w)</translation>
    </message>
    <message>
        <source>angle of w: atan2({w2}, {w1}) = {angle}°</source>
        <translation>Winkel von w: atan2({w2}, {w1}) = {angle}°</translation>
    </message>
    <message>
        <source>b {sign} {delta}: with w = 0 there is no line to move.</source>
        <translation>b {sign} {delta}: mit w = 0 gibt es keine Gerade zu verschieben.</translation>
    </message>
    <message>
        <source>b {sign} {delta}: the line moves {delta}/‖w‖ = {moved} towards {towards} (its distance −b/‖w‖ goes from {before} to {after}).</source>
        <translation>b {sign} {delta}: die Gerade rückt um {delta}/‖w‖ = {moved} zu {towards} (ihr Abstand −b/‖w‖ geht von {before} auf {after}).</translation>
    </message>
    <message>
        <source>S₋, against w</source>
        <translation>S₋, gegen w</translation>
    </message>
    <message>
        <source>S₊, along w</source>
        <translation>S₊, entlang w</translation>
    </message>
    <message>
        <source>w₁, w₂ and b must be between {lo} and {hi}, got w = {w}, b = {b}.</source>
        <translation>w₁, w₂ und b müssen zwischen {lo} und {hi} liegen, erhalten: w = {w}, b = {b}.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>Date&amp;n</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <source>{name}: a number from {low} to {high}</source>
        <translation>{name}: eine Zahl von {low} bis {high}</translation>
    </message>
    <message>
        <source>{problem} Kept {value}.</source>
        <translation>{problem} {value} bleibt.</translation>
    </message>
    <message>
        <source>{name} needs a number from {low} to {high}.</source>
        <translation>{name} braucht eine Zahl von {low} bis {high}.</translation>
    </message>
    <message>
        <source>{name} must be a number from {low} to {high}, not {text}.</source>
        <translation>{name} muss eine Zahl von {low} bis {high} sein, nicht {text}.</translation>
    </message>
    <message>
        <source>Write decimals with a point, or turn on the decimal comma in Edit &gt; Preferences.</source>
        <translation>Schreiben Sie Dezimalzahlen mit Punkt, oder schalten Sie das Dezimalkomma unter Bearbeiten &gt; Einstellungen ein.</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>The averaged and voted boundaries need every mistake; the app keeps the first {n}, up to step {t}.</source>
        <translation>Die gemittelte und die gewählte Grenze brauchen jeden Fehler; die App behält die ersten {n}, bis Schritt {t}.</translation>
    </message>
    <message>
        <source>The voted boundary is not drawn: {n} hypotheses are too many.</source>
        <translation>Die gewählte Grenze wird nicht gezeichnet: {n} Hypothesen sind zu viele.</translation>
    </message>
    <message>
        <source>w* (max margin, γ* = {gamma})</source>
        <translation>w* (maximaler Rand, γ* = {gamma})</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>in gegebener Reihenfolge</translation>
    </message>
    <message>
        <source>shuffled (seed {seed})</source>
        <translation>gemischt (Startwert {seed})</translation>
    </message>
    <message>
        <source>with b</source>
        <translation>mit b</translation>
    </message>
    <message>
        <source>no b</source>
        <translation>ohne b</translation>
    </message>
    <message>
        <source>{settings}: {n} mistakes, {weights}, b = {b}</source>
        <translation>{settings}: {n} Fehler, {weights}, b = {b}</translation>
    </message>
    <message>
        <source>pinned: {n} mistakes, {weights}</source>
        <translation>angeheftet: {n} Fehler, {weights}</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>the point&apos;s class (a name or ±1 as in the document)</source>
        <translation>die Klasse des Punkts (ein Name oder ±1 wie im Dokument)</translation>
    </message>
    <message>
        <source>a coordinate</source>
        <translation>eine Koordinate</translation>
    </message>
    <message>
        <source>{column}: {what}. Double-click or type to change it (one undo step).</source>
        <translation>{column}: {what}. Doppelklicken oder tippen, um es zu ändern (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a point at (0, 0) of the current class and type its coordinates (one undo step)</source>
        <translation>Einen Punkt der aktuellen Klasse bei (0, 0) hinzufügen und seine Koordinaten eintippen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected points (one undo step)</source>
        <translation>Die ausgewählten Punkte löschen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Document order</source>
        <translation>Dokumentreihenfolge</translation>
    </message>
    <message>
        <source>Show the points in the order of the document (the order training uses)</source>
        <translation>Die Punkte in der Reihenfolge des Dokuments zeigen (die Reihenfolge des Trainings)</translation>
    </message>
    <message>
        <source>Point {i}, {error}</source>
        <translation>Punkt {i}, {error}</translation>
    </message>
    <message>
        <source>Point {i}, label: a document has at most {most} classes; the old label is kept.</source>
        <translation>Punkt {i}, Label: ein Dokument hat höchstens {most} Klassen; das alte Label bleibt.</translation>
    </message>
    <message>
        <source>{n} points are selected on the canvas; the table highlights up to {most} (Delete deletes them all).</source>
        <translation>{n} Punkte sind auf der Zeichenfläche ausgewählt; die Tabelle hebt bis zu {most} hervor (Löschen löscht sie alle).</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>Write decimals with a comma: 0,5 and (0,5; −1)</source>
        <translation>Dezimalzahlen mit Komma schreiben: 0,5 und (0,5; −1)</translation>
    </message>
    <message>
        <source>Numbers in the window, its figures and animations are written with a decimal comma, and a vector&apos;s numbers are parted by semicolons; number fields take 0,5. Files (CSV, JSON, lesson pages, worksheets) keep the decimal point.</source>
        <translation>Die Zahlen im Fenster, in seinen Abbildungen und Animationen werden mit Dezimalkomma geschrieben, und die Zahlen eines Vektors werden durch Semikolons getrennt; Zahlenfelder nehmen 0,5 an. Dateien (CSV, JSON, Lektionsseiten, Arbeitsblätter) behalten den Dezimalpunkt.</translation>
    </message>
    <message>
        <source>The menus, docks, controls and status line change at once; the points and the step shown stay. PERCEPTRON_LANGUAGE, when set, picks the language at start.</source>
        <translation>Menüs, Bereiche, Steuerelemente und Statuszeile wechseln sofort; die Punkte und der gezeigte Schritt bleiben. PERCEPTRON_LANGUAGE wählt, wenn gesetzt, die Sprache beim Start.</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Add points of two classes to train.</source>
        <translation>Füge Punkte aus zwei Klassen hinzu, um zu trainieren.</translation>
    </message>
    <message>
        <source>Step t = {t}. The kernel perceptron has no weight vector w to tabulate.</source>
        <translation>Schritt t = {t}. Das Kern-Perzeptron hat keinen Gewichtsvektor w für die Tabelle.</translation>
    </message>
    <message>
        <source>Step t = 0: no example looked at yet. Step with Space, PageDown or →.</source>
        <translation>Schritt t = 0: noch kein Beispiel angesehen. Weiter mit Leertaste, Bild ab oder →.</translation>
    </message>
    <message>
        <source>Step t = {t} (beyond the rows the table keeps).</source>
        <translation>Schritt t = {t} (jenseits der Zeilen, die die Tabelle behält).</translation>
    </message>
    <message>
        <source>Step t = {t}.</source>
        <translation>Schritt t = {t}.</translation>
    </message>
</context>
<context>
    <name>QuickTour</name>
    <message>
        <source>&lt;h2&gt;Perceptron Studio: a quick tour&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Perceptron Studio: eine kurze Tour&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Add points.&lt;/b&gt; Left click adds a point of the current class (the &lt;i&gt;Class&lt;/i&gt; box, or keys 1–8), right click one of the other class. Drag a point to move it; drag on empty space to select, then Delete. Every edit is one undo step (Ctrl+Z, Ctrl+Shift+Z).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Punkte hinzufügen.&lt;/b&gt; Ein Linksklick fügt einen Punkt der aktuellen Klasse hinzu (das Feld &lt;i&gt;Klasse&lt;/i&gt; oder die Tasten 1–8), ein Rechtsklick einen der anderen Klasse. Ziehe einen Punkt, um ihn zu verschieben; ziehe über eine leere Stelle, um auszuwählen, dann Entf. Jede Bearbeitung ist ein Rückgängig-Schritt (Strg+Z, Strg+Umschalt+Z).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys alone.&lt;/b&gt; Tab reaches the canvas (a blue frame shows it has the focus): a cross marks the keyboard cursor. The arrows move it on the grid (View &amp;gt; Snap Step; Shift: four steps), 1–8 choose the class, Enter places a point there, Delete or Backspace removes the one under it. Tab goes on to every control and dock; Alt and a menu&apos;s underlined letter open the menus.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nur mit Tasten.&lt;/b&gt; Tab erreicht die Zeichenfläche (ein blauer Rahmen zeigt, dass sie den Fokus hat): ein Kreuz markiert den Tastaturcursor. Die Pfeiltasten bewegen ihn auf dem Raster (Ansicht &amp;gt; Rasterweite; Umschalt: vier Schritte), 1–8 wählen die Klasse, Eingabe setzt dort einen Punkt, Entf oder Rücktaste entfernt den darunter. Tab geht weiter zu jedem Bedienelement und Fenster; Alt und der unterstrichene Buchstabe eines Menüs öffnen die Menüs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Type points.&lt;/b&gt; The &lt;i&gt;Points&lt;/i&gt; dock lists x₁, x₂ and the label of every point: type over a value, &lt;i&gt;Add&lt;/i&gt; or &lt;i&gt;Delete&lt;/i&gt; rows, click a title to sort. Each cell is one undo step; a value that does not read is refused with a hint and the old one stays. View &amp;gt; &lt;i&gt;Snap to Grid&lt;/i&gt; lands clicks and drags on the grid; hovering a point names it in the status bar.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Punkte eintippen.&lt;/b&gt; Das Fenster &lt;i&gt;Punkte&lt;/i&gt; listet x₁, x₂ und das Label jedes Punkts: überschreibe einen Wert, &lt;i&gt;Hinzufügen&lt;/i&gt; oder &lt;i&gt;Löschen&lt;/i&gt; von Zeilen, klicke auf einen Titel zum Sortieren. Jede Zelle ist ein Rückgängig-Schritt; ein Wert, der sich nicht lesen lässt, wird mit einem Hinweis abgelehnt, und der alte bleibt. Ansicht &amp;gt; &lt;i&gt;Am Raster einrasten&lt;/i&gt; setzt Klicks und Ziehen auf das Raster; wer über einen Punkt fährt, sieht ihn in der Statusleiste benannt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step.&lt;/b&gt; &lt;i&gt;Step&lt;/i&gt; (Space) looks at the next example: it is ringed, and on a mistake the red arrow is the update η·y·x that took w (the black arrow, normal to the boundary) to its new value. &lt;i&gt;Next mistake&lt;/i&gt; (Shift+Space) and &lt;i&gt;Epoch&lt;/i&gt; (Ctrl+E) go further.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schritt.&lt;/b&gt; &lt;i&gt;Schritt&lt;/i&gt; (Leertaste) betrachtet das nächste Beispiel: es wird umkreist, und bei einem Fehler ist der rote Pfeil die Aktualisierung η·y·x, die w (den schwarzen Pfeil, senkrecht zur Grenze) auf seinen neuen Wert brachte. &lt;i&gt;Nächster Fehler&lt;/i&gt; (Umschalt+Leertaste) und &lt;i&gt;Epoche&lt;/i&gt; (Strg+E) gehen weiter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run.&lt;/b&gt; &lt;i&gt;Run&lt;/i&gt; (Ctrl+R) trains at the speed of the slider; &lt;i&gt;Pause&lt;/i&gt; (Esc). A run stops by itself and says why (converged, or the epoch limit: the data may not be linearly separable).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ausführen.&lt;/b&gt; &lt;i&gt;Ausführen&lt;/i&gt; (Strg+R) trainiert mit der Geschwindigkeit des Schiebereglers; &lt;i&gt;Pause&lt;/i&gt; (Esc). Ein Lauf hält von selbst an und sagt warum (konvergiert, oder die Epochengrenze: die Daten sind vielleicht nicht linear trennbar).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Switch variant.&lt;/b&gt; The control panel picks the algorithm (perceptron, averaged, voted, kernel, batch gradient), η, the intercept, w₀ and b₀, what a score of 0 counts as, the order and the epoch limit. Changing a setting starts training again from w₀. Hover over any control for what it means. Under &quot;a score of 0 counts as a mistake&quot; a score of exactly 0 reads ŷ = 0 and counts as a training error (note 004).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Variante wechseln.&lt;/b&gt; Die Steuerung wählt den Algorithmus (Perzeptron, gemittelt, gewählt, Kern, Batch-Gradient), η, den Bias, w₀ und b₀, was ein Wert von 0 zählt, die Reihenfolge und die Epochengrenze. Eine Einstellung zu ändern beginnt das Training neu bei w₀. Fahre über ein Bedienelement, um zu sehen, was es bedeutet. Unter „ein Wert von 0 zählt als Fehler“ ergibt ein Wert von genau 0 ŷ = 0 und zählt als Trainingsfehler (Notiz 004).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The geometry warm-up.&lt;/b&gt; Data &amp;gt; &lt;i&gt;Draw a Classifier&lt;/i&gt;: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; &lt;i&gt;b + 1&lt;/i&gt; and &lt;i&gt;b − 1&lt;/i&gt; show which way the line moves; &lt;i&gt;Train from this w, b&lt;/i&gt; starts training from them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Geometrie zum Aufwärmen.&lt;/b&gt; Daten &amp;gt; &lt;i&gt;Einen Klassifikator zeichnen&lt;/i&gt;: tippe oder ziehe w (die Pfeilspitze) und b (die Gerade); S₊ und S₋, ‖w‖, −b/‖w‖ und der Winkel; &lt;i&gt;b + 1&lt;/i&gt; und &lt;i&gt;b − 1&lt;/i&gt; zeigen, wohin die Gerade rückt; &lt;i&gt;Ab diesem w, b trainieren&lt;/i&gt; beginnt das Training bei ihnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;One feature: the number line.&lt;/b&gt; A CSV with one feature column (x1,label) or Data &amp;gt; &lt;i&gt;New 1-D Set&lt;/i&gt; puts the points on a line: the threshold −b/w is the black marker, the rays S₊ and S₋ are tinted, and &lt;i&gt;Draw w*&lt;/i&gt; in the theorem panel shades the margin band of the max-margin threshold. Data &amp;gt; &lt;i&gt;Lift to (x, 1)&lt;/i&gt; draws the same run beside it through the origin: the points (x, 1), the boundary and (w, b).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ein Merkmal: der Zahlenstrahl.&lt;/b&gt; Eine CSV mit einer Merkmalsspalte (x1,Label) oder Daten &amp;gt; &lt;i&gt;Neue 1-D-Menge&lt;/i&gt; setzt die Punkte auf eine Gerade: die Schwelle −b/w ist die schwarze Marke, die Strahlen S₊ und S₋ sind eingefärbt, und &lt;i&gt;w* zeichnen&lt;/i&gt; in der Satzanzeige schattiert das Randband der Schwelle mit maximalem Rand. Daten &amp;gt; &lt;i&gt;Anheben auf (x, 1)&lt;/i&gt; zeichnet denselben Lauf daneben durch den Ursprung: die Punkte (x, 1), die Grenze und (w, b).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Big data sets.&lt;/b&gt; From 20,000 points the canvas draws a density picture in which each class keeps its share of the colour, so a small minority still shows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Große Datenmengen.&lt;/b&gt; Ab 20 000 Punkten zeichnet die Zeichenfläche ein Dichtebild, in dem jede Klasse ihren Anteil an der Farbe behält, sodass auch eine kleine Minderheit sichtbar bleibt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Documents.&lt;/b&gt; A JSON document keeps its own settings; a CSV file or File &amp;gt; New starts from the defaults.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dokumente.&lt;/b&gt; Ein JSON-Dokument behält seine eigenen Einstellungen; eine CSV-Datei oder Datei &amp;gt; Neu beginnt mit den Standardwerten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The trace table.&lt;/b&gt; Every example looked at, in the lecture&apos;s layout: t, epoch, x₁, x₂, the score, ŷ, y, mistake?, and w and b after the step. Hover over a column title for what it means; CSV and LaTeX export for a spreadsheet or a slide (the LaTeX in the same column order, mistakes in bold).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Das Protokoll.&lt;/b&gt; Jedes betrachtete Beispiel, im Aufbau der Vorlesung: t, Epoche, x₁, x₂, der Wert, ŷ, y, Fehler? sowie w und b nach dem Schritt. Fahre über einen Spaltentitel, um zu sehen, was er bedeutet; Export als CSV und LaTeX für eine Tabellenkalkulation oder eine Folie (das LaTeX in derselben Spaltenfolge, Fehler fett).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The kernel perceptron&apos;s trace.&lt;/b&gt; t, epoch, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, mistake? and the α that changed (αⱼ counts the mistakes on point j); time travel draws the past contour of f and its support vectors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Das Protokoll des Kern-Perzeptrons.&lt;/b&gt; t, Epoche, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, Fehler? und das geänderte α (αⱼ zählt die Fehler an Punkt j); die Zeitreise zeichnet die frühere Kontur von f und ihre Stützvektoren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The algorithm.&lt;/b&gt; The &lt;i&gt;Algorithm&lt;/i&gt; tab lists the variant&apos;s pseudocode as the notes write it (notes 001 to 004, and note 003&apos;s batch gradient step), the current line highlighted and the step&apos;s numbers put in; for the batch gradient the epoch&apos;s pending step μ·Σ y·x is drawn on the canvas.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Algorithmus.&lt;/b&gt; Der Reiter &lt;i&gt;Algorithmus&lt;/i&gt; listet den Pseudocode der Variante, wie die Notizen ihn schreiben (Notizen 001 bis 004 und der Batch-Gradientenschritt aus Notiz 003), die aktuelle Zeile hervorgehoben und die Zahlen des Schritts eingesetzt; beim Batch-Gradienten wird der ausstehende Schritt μ·Σ y·x der Epoche auf der Zeichenfläche gezeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time travel.&lt;/b&gt; Click a row or drag the timeline: the canvas and the panels show that past step. &lt;i&gt;Latest&lt;/i&gt; (End) comes back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zeitreise.&lt;/b&gt; Klicke auf eine Zeile oder ziehe die Zeitleiste: die Zeichenfläche und die Fenster zeigen diesen früheren Schritt. &lt;i&gt;Neuester&lt;/i&gt; (Ende) kehrt zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lesson as an animation.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Animation&lt;/i&gt;: the trace table&apos;s selected rows (or the whole run) as a GIF or MP4, one frame every k steps, the trace row and the update with its numbers under the canvas; progress and Cancel in the status bar, and the file appears only when complete.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Lektion als Animation.&lt;/b&gt; Datei &amp;gt; &lt;i&gt;Animation exportieren&lt;/i&gt;: die ausgewählten Zeilen des Protokolls (oder der ganze Lauf) als GIF oder MP4, ein Bild alle k Schritte, die Protokollzeile und die Aktualisierung mit ihren Zahlen unter der Zeichenfläche; Fortschritt und Abbrechen in der Statusleiste, und die Datei erscheint erst, wenn sie vollständig ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lesson as a web page.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Lesson&lt;/i&gt;: the run&apos;s first steps as one HTML file that students open offline on a phone or a laptop: Step, Back, Next mistake, Epoch, Play, a slider, the trace table, the keys, a quiz and large text. Students move, add or delete points (mouse or finger) and change the settings, and the page trains again with the app&apos;s numbers, bit for bit; the link holds the whole state. The dialog can fix controls for the students and hide the boundary until they have answered.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Lektion als Webseite.&lt;/b&gt; Datei &amp;gt; &lt;i&gt;Lektion exportieren&lt;/i&gt;: die ersten Schritte des Laufs als eine HTML-Datei, die Studierende offline auf einem Telefon oder Laptop öffnen: Schritt, Zurück, Nächster Fehler, Epoche, Abspielen, ein Schieberegler, das Protokoll, die Tasten, ein Quiz und große Schrift. Studierende verschieben, fügen hinzu oder löschen Punkte (Maus oder Finger) und ändern die Einstellungen, und die Seite trainiert neu mit den Zahlen der App, Bit für Bit; der Link hält den ganzen Zustand. Der Dialog kann Bedienelemente für die Studierenden festlegen und die Grenze verbergen, bis sie geantwortet haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Exports for slides.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Image&lt;/i&gt; (PNG) and &lt;i&gt;Export Animation&lt;/i&gt; lay the picture out again at the size asked: every text&apos;s capitals are at least 2.5% of the frame&apos;s height. Choose the aspect (16:9, 4:3, square or the canvas&apos;s); &lt;i&gt;Presentation look&lt;/i&gt; draws text and lines larger again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Exporte für Folien.&lt;/b&gt; Datei &amp;gt; &lt;i&gt;Bild exportieren&lt;/i&gt; (PNG) und &lt;i&gt;Animation exportieren&lt;/i&gt; setzen das Bild in der verlangten Größe neu: die Großbuchstaben jedes Texts sind mindestens 2,5 % der Bildhöhe hoch. Wähle das Seitenverhältnis (16:9, 4:3, quadratisch oder das der Zeichenfläche); &lt;i&gt;Präsentationsansicht&lt;/i&gt; zeichnet Text und Linien noch größer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The convergence theorem.&lt;/b&gt; R, the margin γ*, the separator w* and the bound (R/γ*)² on the mistakes, with the proof drawn as it goes; from w₀ ≠ 0, the bound the same two lines give: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR².&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Konvergenzsatz.&lt;/b&gt; R, der Rand γ*, der Separator w* und die Schranke (R/γ*)² für die Fehler, mit dem Beweis, der mitgezeichnet wird; ab w₀ ≠ 0 die Schranke, die dieselben zwei Zeilen ergeben: das größte k mit (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR².&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Weight space.&lt;/b&gt; View &amp;gt; &lt;i&gt;Weight Space&lt;/i&gt; (Ctrl+Shift+W): each example as the half-plane of weights that get it right, the feasible region (green), the path of w with each jump η·y·x labelled by its point, w* and the cone of weights with margin ≥ γ*/2. Hover a point or a line to link them; click to set w. With no feasible region it says why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gewichtsraum.&lt;/b&gt; Ansicht &amp;gt; &lt;i&gt;Gewichtsraum&lt;/i&gt; (Strg+Umschalt+W): jedes Beispiel als die Halbebene der Gewichte, die es richtig einordnen, der zulässige Bereich (grün), der Weg von w mit jedem Sprung η·y·x, beschriftet mit seinem Punkt, w* und der Kegel der Gewichte mit Rand ≥ γ*/2. Fahre über einen Punkt oder eine Gerade, um sie zu verknüpfen; klicke, um w zu setzen. Ohne zulässigen Bereich sagt er, warum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Live class.&lt;/b&gt; Train &amp;gt; &lt;i&gt;Live Class&lt;/i&gt;: students open the address (or scan the QR code) the dock shows and answer from their phones: mistake or not, ŷ, where w goes, where the boundary goes. The dock counts the answers and shows nothing of them until &lt;i&gt;Reveal&lt;/i&gt;; &lt;i&gt;Vote again&lt;/i&gt; after a discussion, and &lt;i&gt;Export&lt;/i&gt; the session as CSV. Nothing listens on the network until this is checked; uncheck it to stop.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Live-Unterricht.&lt;/b&gt; Trainieren &amp;gt; &lt;i&gt;Live-Unterricht&lt;/i&gt;: Studierende öffnen die Adresse (oder scannen den QR-Code), die das Fenster zeigt, und antworten vom Telefon: Fehler oder nicht, ŷ, wohin w geht, wohin die Grenze geht. Das Fenster zählt die Antworten und zeigt nichts davon bis &lt;i&gt;Aufdecken&lt;/i&gt;; &lt;i&gt;Erneut abstimmen&lt;/i&gt; nach einer Diskussion, und &lt;i&gt;Exportieren&lt;/i&gt; der Sitzung als CSV. Nichts lauscht im Netz, bis dies angehakt ist; entferne den Haken, um aufzuhören.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Quiz mode.&lt;/b&gt; Train &amp;gt; &lt;i&gt;Quiz Mode&lt;/i&gt; (Ctrl+K): before each step, answer ŷ, &quot;mistake?&quot; and on a mistake the new w and b (typed, or drag the orange arrow&apos;s tip). The classifier&apos;s picture is hidden while a question is open; &lt;i&gt;Check&lt;/i&gt; (Enter, or Space) takes the step and shows what was right, the picture and a score; &lt;i&gt;Next question&lt;/i&gt; (Enter again) asks on. File &amp;gt; &lt;i&gt;Export Quiz&lt;/i&gt; writes the first steps or mistakes of a fresh run as a LaTeX worksheet whose questions chain (&quot;your w from question k−1&quot;), in as many versions as asked (each another order), and its answer key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Quizmodus.&lt;/b&gt; Trainieren &amp;gt; &lt;i&gt;Quizmodus&lt;/i&gt; (Strg+K): vor jedem Schritt ŷ, „Fehler?“ und bei einem Fehler das neue w und b beantworten (getippt, oder die Spitze des orangen Pfeils ziehen). Das Bild des Klassifikators ist verborgen, solange eine Frage offen ist; &lt;i&gt;Prüfen&lt;/i&gt; (Eingabe oder Leertaste) macht den Schritt und zeigt, was richtig war, das Bild und einen Punktestand; &lt;i&gt;Nächste Frage&lt;/i&gt; (wieder Eingabe) fragt weiter. Datei &amp;gt; &lt;i&gt;Quiz exportieren&lt;/i&gt; schreibt die ersten Schritte oder Fehler eines frischen Laufs als LaTeX-Arbeitsblatt, dessen Fragen aufeinander aufbauen („dein w aus Frage k−1“), in so vielen Versionen wie verlangt (jede in anderer Reihenfolge), und seinen Lösungsschlüssel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Point inspector.&lt;/b&gt; Click a point: its score a = w·x + b, y·a, ‖x‖², its projection on w, the signed distance (w·x + b)/‖w‖, and y·a before and after its last update, flagged &lt;i&gt;undershoot&lt;/i&gt; when the example is still wrong after its own update (note 004).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Punktinspektor.&lt;/b&gt; Klicke auf einen Punkt: sein Wert a = w·x + b, y·a, ‖x‖², seine Projektion auf w, der vorzeichenbehaftete Abstand (w·x + b)/‖w‖ und y·a vor und nach seiner letzten Aktualisierung, als &lt;i&gt;zu kurz&lt;/i&gt; markiert, wenn das Beispiel nach seiner eigenen Aktualisierung noch falsch ist (Notiz 004).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Learning curves.&lt;/b&gt; Mistakes per epoch, training error and the perceptron loss Σ max(0, −y·a).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lernkurven.&lt;/b&gt; Fehler pro Epoche, Trainingsfehler und der Perzeptron-Verlust Σ max(0, −y·a).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Logistic regression and the hinge.&lt;/b&gt; The algorithm box offers SGD on ln(1 + e^(−y·a)) and on max(0, 1 − y·a) with L2 α, equal to scikit-learn&apos;s SGDClassifier step for step. &lt;i&gt;Next mistake&lt;/i&gt; goes to the next example with a nonzero loss gradient ℓ′; the trace shows a, σ(a), y, ℓ, ℓ′, η_t and w, b after, and the canvas shades P(y = +1 | x) with a colour bar (the boundary is P = 0.5).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Logistische Regression und Hinge.&lt;/b&gt; Das Algorithmusfeld bietet SGD auf ln(1 + e^(−y·a)) und auf max(0, 1 − y·a) mit L2 α, Schritt für Schritt gleich dem SGDClassifier von scikit-learn. &lt;i&gt;Nächster Fehler&lt;/i&gt; geht zum nächsten Beispiel mit einem Verlustgradienten ℓ′ ungleich null; das Protokoll zeigt a, σ(a), y, ℓ, ℓ′, η_t und w, b danach, und die Zeichenfläche schattiert P(y = +1 | x) mit einer Farbleiste (die Grenze ist P = 0,5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Learning-rate schedules.&lt;/b&gt; Constant η₀, 1/t or η₀/tᵖ: the Learning curves show Σα_t and Σα_t² against the Robbins-Monro conditions (Σα_t = ∞, Σα_t² &amp;lt; ∞).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lernratenpläne.&lt;/b&gt; Konstantes η₀, 1/t oder η₀/tᵖ: die Lernkurven zeigen Σα_t und Σα_t² gegenüber den Robbins-Monro-Bedingungen (Σα_t = ∞, Σα_t² &amp;lt; ∞).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The loss panel.&lt;/b&gt; View &amp;gt; &lt;i&gt;Loss Panel&lt;/i&gt;: the 0-1, perceptron max(0, −y a), hinge max(0, 1 − y a) and logistic ln(1 + e^(−y a)) losses of the w shown, mean over the examples: as landscapes over (w₁, w₂) at the current b with the run&apos;s path and a star at w, along the last update w + s·Δw, and per example against its margin y a. It says why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise, and follows the step and time travel.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Verlustanzeige.&lt;/b&gt; Ansicht &amp;gt; &lt;i&gt;Verlustanzeige&lt;/i&gt;: die Verluste 0-1, Perzeptron max(0, −y a), Hinge max(0, 1 − y a) und logistisch ln(1 + e^(−y a)) des gezeigten w, gemittelt über die Beispiele: als Landschaften über (w₁, w₂) beim aktuellen b mit dem Weg des Laufs und einem Stern bei w, entlang der letzten Aktualisierung w + s·Δw und pro Beispiel gegen seinen Rand y a. Sie sagt, warum der Gradient des Perzeptrons bei einem Fehler −y x ist und sonst 0, und folgt dem Schritt und der Zeitreise.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Compare.&lt;/b&gt; View &amp;gt; &lt;i&gt;Pin Boundary&lt;/i&gt; keeps a boundary to compare with after a change; &lt;i&gt;Averaged and Voted Boundaries&lt;/i&gt; draws them with the last w.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vergleichen.&lt;/b&gt; Ansicht &amp;gt; &lt;i&gt;Grenze anheften&lt;/i&gt; behält eine Grenze zum Vergleich nach einer Änderung; &lt;i&gt;Gemittelte und gewählte Grenzen&lt;/i&gt; zeichnet sie mit dem letzten w.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lecture examples.&lt;/b&gt; File &amp;gt; Examples: the CMU trace, a margin, XOR, circles for the kernel, three classes, a noisy set, and note 004&apos;s own: Figure 1&apos;s two updates, an update that undershoots, a set separable only with an offset, and a set where the bound (R/γ*)² = 2 is met exactly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Beispiele der Vorlesung.&lt;/b&gt; Datei &amp;gt; Beispiele: das CMU-Protokoll, ein Rand, XOR, Kreise für den Kern, drei Klassen, eine verrauschte Menge, und die aus Notiz 004: die zwei Aktualisierungen aus Abbildung 1, eine Aktualisierung, die zu kurz greift, eine Menge, die nur mit Bias trennbar ist, und eine Menge, bei der die Schranke (R/γ*)² = 2 genau erreicht wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Real data.&lt;/b&gt; A CSV or TSV file of many columns, or iris, wine and breast cancer from File &amp;gt; Examples, opens as a table; the window trains on the two chosen features. Data &amp;gt; &lt;i&gt;Choose Features&lt;/i&gt; picks them and the label column, standardises or scales into the unit ball (R = 1, the bound 1/γ²), and holds out a test set: its points are hollow and its error stands beside the training error. Save writes every column back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Echte Daten.&lt;/b&gt; Eine CSV- oder TSV-Datei mit vielen Spalten, oder iris, wine und breast cancer aus Datei &amp;gt; Beispiele, öffnet sich als Tabelle; das Fenster trainiert auf den beiden gewählten Merkmalen. Daten &amp;gt; &lt;i&gt;Merkmale wählen&lt;/i&gt; wählt sie und die Label-Spalte, standardisiert oder skaliert in die Einheitskugel (R = 1, die Schranke 1/γ²) und hält eine Testmenge zurück: ihre Punkte sind hohl und ihr Fehler steht neben dem Trainingsfehler. Speichern schreibt jede Spalte zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Presentation mode.&lt;/b&gt; View &amp;gt; &lt;i&gt;Presentation Mode&lt;/i&gt; (F5) for the projector, full screen: text twice as large, the main view and the current trace row only, big buttons (Reset and Pause too). F6 makes weight space, then the theorem, the large main view, then the canvas again. PageDown, → and Space step (a presentation clicker sends PageDown), PageUp goes one step back, Esc or F5 leaves. It stays on after a restart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Präsentationsmodus.&lt;/b&gt; Ansicht &amp;gt; &lt;i&gt;Präsentationsmodus&lt;/i&gt; (F5) für den Beamer, im Vollbild: doppelt so große Schrift, nur die Hauptansicht und die aktuelle Protokollzeile, große Schaltflächen (auch Zurücksetzen und Pause). F6 macht den Gewichtsraum, dann den Satz zur großen Hauptansicht, dann wieder die Zeichenfläche. Bild↓, → und Leertaste machen einen Schritt (ein Präsentations-Klicker sendet Bild↓), Bild↑ geht einen Schritt zurück, Esc oder F5 beendet ihn. Er bleibt nach einem Neustart an.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Help &amp;gt; &lt;i&gt;Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hilfe &amp;gt; &lt;i&gt;Tastenkürzel&lt;/i&gt; listet jede Taste.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>ŷ = sign({score}); ein Wert von 0 sagt keine Klasse vorher und ist ein Fehler (Notiz 004)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>ŷ = +1 genau dann, wenn {score} ≥ 0 (CMU, Notiz 002)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>ŷ = +1 genau dann, wenn {score} &gt; 0, also sagt ein Wert von 0 −1 vorher (Notiz 001)</translation>
    </message>
    <message>
        <source>on a mistake {update}</source>
        <translation>bei einem Fehler {update}</translation>
    </message>
    <message>
        <source>(batch: summed over the epoch, applied at its end)</source>
        <translation>(Batch: über die Epoche summiert, an ihrem Ende angewandt)</translation>
    </message>
    <message>
        <source>Score: no step answered yet</source>
        <translation>Punktestand: noch kein Schritt beantwortet</translation>
    </message>
    <message>
        <source>Score: {right} of {n} step fully right  ·  {points} of {out_of} parts</source>
        <translation>Punktestand: {right} von {n} Schritt ganz richtig  ·  {points} von {out_of} Teilen</translation>
    </message>
    <message>
        <source>Score: {right} of {n} steps fully right  ·  {points} of {out_of} parts</source>
        <translation>Punktestand: {right} von {n} Schritten ganz richtig  ·  {points} von {out_of} Teilen</translation>
    </message>
    <message>
        <source>The quiz asks about two classes (labels −1 and +1); this point set has {n}. Delete the points of the other classes, or open a two-class example.</source>
        <translation>Das Quiz fragt nach zwei Klassen (Labels −1 und +1); diese Punktmenge hat {n}. Lösche die Punkte der anderen Klassen oder öffne ein Beispiel mit zwei Klassen.</translation>
    </message>
    <message>
        <source>The quiz asks for the new weight vector w; the kernel perceptron has none. Choose the perceptron, averaged, voted or batch variant.</source>
        <translation>Das Quiz fragt nach dem neuen Gewichtsvektor w; das Kern-Perzeptron hat keinen. Wähle die Variante Perzeptron, gemittelt, gewählt oder Batch.</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Prüfen (Eingabe)</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>Nächste Frage (Eingabe)</translation>
    </message>
    <message>
        <source>0 (no class)</source>
        <translation>0 (keine Klasse)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>Fehler?</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Type them, or drag the orange arrow&apos;s tip on the canvas.</source>
        <translation>Tippe sie ein oder ziehe die Spitze des orangefarbenen Pfeils auf der Zeichenfläche.</translation>
    </message>
    <message>
        <source>Waiting for the run…</source>
        <translation>Warten auf den Lauf…</translation>
    </message>
    <message>
        <source>Turn on Train &gt; Quiz Mode to predict each step before it is taken.</source>
        <translation>Schalte Trainieren &gt; Quizmodus ein, um jeden Schritt vorherzusagen, bevor er gemacht wird.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step t = {t}&lt;/b&gt; (epoch {epoch}): {weights}&lt;br&gt;example {i}: &lt;b&gt;{example}&lt;/b&gt; (ringed on the canvas)</source>
        <translation>&lt;b&gt;Schritt t = {t}&lt;/b&gt; (Epoche {epoch}): {weights}&lt;br&gt;Beispiel {i}: &lt;b&gt;{example}&lt;/b&gt; (auf der Zeichenfläche eingekreist)</translation>
    </message>
    <message>
        <source>your new w = {w}</source>
        <translation>dein neues w = {w}</translation>
    </message>
    <message>
        <source>{name} = {expected}</source>
        <translation>{name} = {expected}</translation>
    </message>
    <message>
        <source>{name}: you said {given}, it is {expected}</source>
        <translation>{name}: du sagtest {given}, richtig ist {expected}</translation>
    </message>
    <message>
        <source>all right!</source>
        <translation>alles richtig!</translation>
    </message>
    <message>
        <source>{points} of {out_of} right.</source>
        <translation>{points} von {out_of} richtig.</translation>
    </message>
    <message>
        <source>Step t = {t}: {head}</source>
        <translation>Schritt t = {t}: {head}</translation>
    </message>
    <message>
        <source>new w</source>
        <translation>neues w</translation>
    </message>
    <message>
        <source>new b</source>
        <translation>neues b</translation>
    </message>
    <message>
        <source>the worksheet asks about the perceptron&apos;s mistakes and updates; logistic regression and the hinge update on every step. Choose the perceptron, averaged, voted or batch variant.</source>
        <translation>das Arbeitsblatt fragt nach den Fehlern und Aktualisierungen des Perzeptrons; logistische Regression und Hinge aktualisieren bei jedem Schritt. Wähle die Variante Perzeptron, gemittelt, gewählt oder Batch.</translation>
    </message>
    <message>
        <source>the batch variant sums an epoch&apos;s updates whatever the order, so every version would ask the same: export one version, or choose the perceptron to vary the order.</source>
        <translation>die Batch-Variante summiert die Aktualisierungen einer Epoche unabhängig von der Reihenfolge, also würde jede Version dasselbe fragen: exportiere eine einzige Version oder wähle das Perzeptron, um die Reihenfolge zu variieren.</translation>
    </message>
    <message>
        <source>a fresh run of these settings makes no mistake in {epochs} epochs: there is nothing to ask about. Export its first steps instead, or start from another w₀.</source>
        <translation>ein neuer Lauf mit diesen Einstellungen macht in {epochs} Epochen keinen Fehler: es gibt nichts zu fragen. Exportiere stattdessen seine ersten Schritte oder beginne mit einem anderen w₀.</translation>
    </message>
</context>
<context>
    <name>QuizExport</name>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>From a fresh run of the document&apos;s settings: the window&apos;s run is not stepped. Each question starts from the answer to the one before. Version 1 is the run as set; version k shuffles the examples with the seed + k − 1 (one version a page, keys alike).</source>
        <translation>Aus einem neuen Lauf mit den Einstellungen des Dokuments: Der Lauf des Fensters geht nicht weiter. Jede Frage beginnt mit der Antwort auf die vorige. Version 1 ist der Lauf wie eingestellt; Version k mischt die Beispiele mit dem Startwert + k − 1 (eine Version pro Seite, die Lösungen ebenso).</translation>
    </message>
    <message>
        <source>Questions: the first</source>
        <translation>Fragen: die ersten</translation>
    </message>
    <message>
        <source>of the run&apos;s</source>
        <translation>des Laufs</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Perceptron Studio ended with unsaved changes to {where} ({n} points). Restore them?</source>
        <translation>Perceptron Studio wurde mit ungespeicherten Änderungen an {where} ({n} Punkte) beendet. Wiederherstellen?</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>einem unbenannten Dokument</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>one of {choices}</source>
        <translation>eines von {choices}</translation>
    </message>
    <message>
        <source>a number from {lo} to {hi}</source>
        <translation>eine Zahl von {lo} bis {hi}</translation>
    </message>
    <message>
        <source>a whole number from {lo} to {hi}</source>
        <translation>eine ganze Zahl von {lo} bis {hi}</translation>
    </message>
    <message>
        <source>two numbers from {lo} to {hi}</source>
        <translation>zwei Zahlen von {lo} bis {hi}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>unknown training setting {name}; the settings are {names}</source>
        <translation>unbekannte Trainingseinstellung {name}; die Einstellungen sind {names}</translation>
    </message>
    <message>
        <source>{name} must be {allowed}, not {value}</source>
        <translation>{name} muss {allowed} sein, nicht {value}</translation>
    </message>
    <message>
        <source>Invalid training settings: {problem}.</source>
        <translation>Ungültige Trainingseinstellungen: {problem}.</translation>
    </message>
    <message>
        <source>The kernel perceptron keeps the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for the linear perceptrons, so R here is that of (x, 1).</source>
        <translation>Das Kern-Perzeptron behält die konstante Koordinate c = 1: Die Einheitskugel von x̃ = (x, c) mit c = {c} gilt für die linearen Perzeptrons, also ist R hier das von (x, 1).</translation>
    </message>
    <message>
        <source>Logistic regression and the hinge keep the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for the linear perceptrons, so R here is that of (x, 1).</source>
        <translation>Logistische Regression und Hinge behalten die konstante Koordinate c = 1: Die Einheitskugel von x̃ = (x, c) mit c = {c} gilt für die linearen Perzeptrons, also ist R hier das von (x, 1).</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Add points of at least two classes to train (left and right click add the two classes).</source>
        <translation>Punkte aus mindestens zwei Klassen hinzufügen, um zu trainieren (Links- und Rechtsklick fügen die beiden Klassen hinzu).</translation>
    </message>
    <message>
        <source>converged</source>
        <translation>konvergiert</translation>
    </message>
    <message>
        <source>not converged</source>
        <translation>nicht konvergiert</translation>
    </message>
    <message>
        <source>training errors now {n}</source>
        <translation>Trainingsfehler jetzt {n}</translation>
    </message>
    <message>
        <source>errors {n}</source>
        <translation>Fehler {n}</translation>
    </message>
    <message>
        <source>training error {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>Trainingsfehler {wrong}/{rows} ({share})  ·  Testfehler {test}</translation>
    </message>
    <message>
        <source>train {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>Training {wrong}/{rows} ({share})  ·  Testfehler {test}</translation>
    </message>
    <message>
        <source>mistakes {n}</source>
        <translation>Fehler {n}</translation>
    </message>
    <message>
        <source>steps with ℓ′ ≠ 0: {n}</source>
        <translation>Schritte mit ℓ′ ≠ 0: {n}</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}  ·  {done}</source>
        <translation>Epoche {epoch}  ·  Schritt t = {t}  ·  {moved}  ·  {errors}  ·  {done}</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors} · {done}</source>
        <translation>Epoche {epoch} · t = {t} · {moved} · {errors} · {done}</translation>
    </message>
    <message>
        <source>Time travel (latest: step {t})  ·  {line}</source>
        <translation>Zeitreise (neuester: Schritt {t})  ·  {line}</translation>
    </message>
    <message>
        <source>Time travel (latest {t}) · {line}</source>
        <translation>Zeitreise (neuester {t}) · {line}</translation>
    </message>
    <message>
        <source>Question open: errors and convergence hidden until the answer is checked</source>
        <translation>Frage offen: Fehler und Konvergenz verborgen, bis die Antwort geprüft ist</translation>
    </message>
    <message>
        <source>errors hidden</source>
        <translation>Fehler verborgen</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}</source>
        <translation>Epoche {epoch}  ·  Schritt t = {t}  ·  {moved}  ·  {errors}</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors}</source>
        <translation>Epoche {epoch} · t = {t} · {moved} · {errors}</translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Theory</name>
    <message>
        <source>k (mistakes)</source>
        <translation>k (Fehler)</translation>
    </message>
    <message>
        <source>the solver failed: {error}</source>
        <translation>der Löser ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>Computing the maximum margin…</source>
        <translation>Der maximale Rand wird berechnet…</translation>
    </message>
    <message>
        <source>Draw w* on the canvas</source>
        <translation>w* auf der Zeichenfläche zeichnen</translation>
    </message>
    <message>
        <source>The separator of largest margin γ* (dash-dot), the w* of the proof</source>
        <translation>Der Separator mit dem größten Rand γ* (Strichpunkt), das w* des Beweises</translation>
    </message>
    <message>
        <source>Separable?</source>
        <translation>Trennbar?</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>{gamma}   (SVM margin 1/‖w‖ = {svm})</source>
        <translation>{gamma}   (SVM-Rand 1/‖w‖ = {svm})</translation>
    </message>
    <message>
        <source>{mistakes} so far; {why}</source>
        <translation>{mistakes} bisher; {why}</translation>
    </message>
    <message>
        <source>no bound without a margin</source>
        <translation>ohne Rand keine Schranke</translation>
    </message>
    <message>
        <source>{mistakes} so far {holds} {bound}</source>
        <translation>{mistakes} bisher {holds} {bound}</translation>
    </message>
    <message>
        <source>{mistakes} so far {holds} {bound}  from w₀ ≠ 0: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²  ({numbers}{eta}; from 0 it would be {zero})</source>
        <translation>{mistakes} bisher {holds} {bound}  ab w₀ ≠ 0: das größte k mit (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²  ({numbers}{eta}; ab 0 wäre es {zero})</translation>
    </message>
    <message>
        <source>, with η = {eta}: w₀·w*/η and ‖w₀‖²/η² in the formula</source>
        <translation>, mit η = {eta}: w₀·w*/η und ‖w₀‖²/η² in der Formel</translation>
    </message>
    <message>
        <source>The proof needs linearly separable data.</source>
        <translation>Der Beweis braucht linear trennbare Daten.</translation>
    </message>
    <message>
        <source>The proof is about the online perceptron on two classes (not batch or kernel).</source>
        <translation>Der Beweis handelt vom Online-Perzeptron mit zwei Klassen (nicht Batch oder Kern).</translation>
    </message>
    <message>
        <source>Each mistake raises w·w* by at least ηγ* and ‖w‖² by at most η²R². As w·w* ≤ ‖w‖, after k mistakes kγ* ≤ √k·R: k cannot pass (R/γ*)² = {bound} (dotted).</source>
        <translation>Jeder Fehler erhöht w·w* um mindestens ηγ* und ‖w‖² um höchstens η²R². Da w·w* ≤ ‖w‖, gilt nach k Fehlern kγ* ≤ √k·R: k kann (R/γ*)² = {bound} nicht überschreiten (gepunktet).</translation>
    </message>
    <message>
        <source>From w₀ ≠ 0 the two lines start at w₀·w* and ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* and ‖w_k‖² ≤ ‖w₀‖² + kη²R². As w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): solved for k, at most {bound} mistakes (dotted).</source>
        <translation>Ab w₀ ≠ 0 beginnen die beiden Geraden bei w₀·w* und ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* und ‖w_k‖² ≤ ‖w₀‖² + kη²R². Da w_k·w* ≤ ‖w_k‖, gilt (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): nach k aufgelöst höchstens {bound} Fehler (gepunktet).</translation>
    </message>
    <message>
        <source>needs points of both classes</source>
        <translation>braucht Punkte beider Klassen</translation>
    </message>
    <message>
        <source>the convergence theorem is about two classes; this set has {n}</source>
        <translation>der Konvergenzsatz handelt von zwei Klassen; diese Menge hat {n}</translation>
    </message>
    <message>
        <source>{n} points: the exact max-margin solver runs up to {most}</source>
        <translation>{n} Punkte: der exakte Max-Margin-Löser läuft bis {most}</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>Fehler?</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>w danach</translation>
    </message>
    <message>
        <source>b after</source>
        <translation>b danach</translation>
    </message>
    <message>
        <source>α changed</source>
        <translation>α geändert</translation>
    </message>
    <message>
        <source>loss ℓ</source>
        <translation>Verlust ℓ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The app keeps the first {kept} mistakes: the table, the timeline and the exports end at step {end}; training goes on (now at step {now}).</source>
        <translation>Die App behält die ersten {kept} Fehler: Tabelle, Zeitleiste und Exporte enden bei Schritt {end}; das Training läuft weiter (jetzt bei Schritt {now}).</translation>
    </message>
    <message>
        <source>The app keeps the first {kept} mistakes: the timeline and the exports end at step {end}; the table lists the first {rows} rows; training goes on (now at step {now}).</source>
        <translation>Die App behält die ersten {kept} Fehler: Zeitleiste und Exporte enden bei Schritt {end}; die Tabelle zeigt die ersten {rows} Zeilen; das Training läuft weiter (jetzt bei Schritt {now}).</translation>
    </message>
    <message>
        <source>The table lists the first {rows} rows; the timeline reaches every step and the exports write them all.</source>
        <translation>Die Tabelle zeigt die ersten {rows} Zeilen; die Zeitleiste erreicht jeden Schritt, und die Exporte schreiben alle.</translation>
    </message>
    <message>
        <source>Mistakes only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>Show only the steps where the perceptron made a mistake and updated w</source>
        <translation>Nur die Schritte zeigen, in denen das Perzeptron einen Fehler machte und w aktualisierte</translation>
    </message>
    <message>
        <source>Nonzero ℓ′ only</source>
        <translation>Nur ℓ′ ungleich 0</translation>
    </message>
    <message>
        <source>Show only the steps whose loss gradient ℓ′ was not 0 (the steps the loss moved w)</source>
        <translation>Nur die Schritte zeigen, deren Verlustgradient ℓ′ nicht 0 war (die Schritte, in denen der Verlust w bewegte)</translation>
    </message>
    <message>
        <source>Drag to see any past step (time travel); Step or Run continues from the latest</source>
        <translation>Ziehen, um jeden früheren Schritt zu sehen (Zeitreise); Schritt oder Lauf macht beim neuesten weiter</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Neuester</translation>
    </message>
    <message>
        <source>Back to the latest state</source>
        <translation>Zurück zum neuesten Zustand</translation>
    </message>
    <message>
        <source>Export the table as CSV</source>
        <translation>Die Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>Export the table as a LaTeX tabular, for slides</source>
        <translation>Die Tabelle als LaTeX-tabular exportieren, für Folien</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>step {step} of {now} (latest)</source>
        <translation>Schritt {step} von {now} (neuester)</translation>
    </message>
    <message>
        <source>step {step} of {now} (time travel)</source>
        <translation>Schritt {step} von {now} (Zeitreise)</translation>
    </message>
    <message>
        <source>{text} (score 0: a mistake by the rule, y·a ≤ 0 updates)</source>
        <translation>{text} (Wert 0: ein Fehler nach der Regel, y·a ≤ 0 aktualisiert)</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>Converged: epoch {epoch}, {n} mistakes.</source>
        <translation>Konvergiert: Epoche {epoch}, {n} Fehler.</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs: the data may not be linearly separable.</source>
        <translation>Nach {epochs} Epochen angehalten: Die Daten sind vielleicht nicht linear trennbar.</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs: the data may not be separable with this kernel.</source>
        <translation>Nach {epochs} Epochen angehalten: Die Daten sind mit diesem Kern vielleicht nicht trennbar.</translation>
    </message>
    <message>
        <source>Logistic regression and the hinge learn two classes here; these points have {k}. Choose a perceptron (the multiclass perceptron learns any number), or keep two classes.</source>
        <translation>Logistische Regression und Hinge lernen hier zwei Klassen; diese Punkte haben {k}. Wähle ein Perzeptron (das Mehrklassen-Perzeptron lernt beliebig viele) oder behalte zwei Klassen.</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs (Max epochs): SGD runs every epoch it is given, as scikit-learn&apos;s SGDClassifier with tol=None.</source>
        <translation>Nach {epochs} Epochen angehalten (Max. Epochen): SGD läuft jede Epoche, die es bekommt, wie der SGDClassifier von scikit-learn mit tol=None.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausiert.</translation>
    </message>
    <message>
        <source>Cancelled the export of the model to {path}: nothing was written.</source>
        <translation>Export des Modells nach {path} abgebrochen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Cancelled the export of the trace to {path}: nothing was written.</source>
        <translation>Export des Protokolls nach {path} abgebrochen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>{path}: could not export: {error}</source>
        <translation>{path}: Export nicht möglich: {error}</translation>
    </message>
    <message>
        <source>there is nothing trained to export: add points of at least two classes</source>
        <translation>es gibt nichts Trainiertes zu exportieren: füge Punkte von mindestens zwei Klassen hinzu</translation>
    </message>
    <message>
        <source>Exported the model to {path}.</source>
        <translation>Modell nach {path} exportiert.</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} Schritte</translation>
    </message>
    <message>
        <source>Exported the trace ({rows}; about {estimate} estimated, {written}) to {path}.</source>
        <translation>Protokoll ({rows}; etwa {estimate} geschätzt, {written}) nach {path} exportiert.</translation>
    </message>
    <message>
        <source>{message} (The last state could not be shown: {error}.)</source>
        <translation>{message} (Der letzte Zustand ließ sich nicht zeigen: {error}.)</translation>
    </message>
    <message>
        <source>Training stopped by an unexpected error: {error}. Your points and settings are unchanged: Reset to train again.</source>
        <translation>Das Training wurde durch einen unerwarteten Fehler angehalten: {error}. Deine Punkte und Einstellungen sind unverändert: Zurücksetzen, um neu zu trainieren.</translation>
    </message>
    <message>
        <source>The run was capped: its trace ends at step {end}, where its recorded history ends; training went on to step {t}.</source>
        <translation>Der Lauf wurde gekappt: Sein Protokoll endet bei Schritt {end}, wo sein aufgezeichneter Verlauf endet; das Training ging bis Schritt {t} weiter.</translation>
    </message>
</context>
<context>
    <name>TrainingStop</name>
    <message>
        <source>The score w.x + b overflowed (is not a finite number)</source>
        <translation>Der Wert w.x + b ist übergelaufen (ist keine endliche Zahl)</translation>
    </message>
    <message>
        <source>The weights would overflow (become infinite) in the update</source>
        <translation>Die Gewichte würden bei der Aktualisierung überlaufen (unendlich werden)</translation>
    </message>
    <message>
        <source>The running sum of w behind the averaged weights would overflow (become infinite)</source>
        <translation>Die laufende Summe von w hinter den gemittelten Gewichten würde überlaufen (unendlich werden)</translation>
    </message>
    <message>
        <source>The kernel scores f(x) would overflow (become infinite) in the update</source>
        <translation>Die Kern-Werte f(x) würden bei der Aktualisierung überlaufen (unendlich werden)</translation>
    </message>
    <message>
        <source>The weights overflowed (became infinite) in the batch update of epoch {epoch}: {fix}.</source>
        <translation>Die Gewichte sind bei der Batch-Aktualisierung von Epoche {epoch} übergelaufen (unendlich geworden): {fix}.</translation>
    </message>
    <message>
        <source>{what} at example {index} (epoch {epoch}, step {step}): {fix}.</source>
        <translation>{what} bei Beispiel {index} (Epoche {epoch}, Schritt {step}): {fix}.</translation>
    </message>
    <message>
        <source>use a smaller learning rate (now {eta}) or rescale the data (largest |x| is {biggest})</source>
        <translation>nimm eine kleinere Lernrate (jetzt {eta}) oder skaliere die Daten neu (größtes |x| ist {biggest})</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Generate {n} points</source>
        <translation>{n} Punkte erzeugen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>leeren</translation>
    </message>
    <message>
        <source>Choose features</source>
        <translation>Merkmale wählen</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>einen Punkt hinzufügen</translation>
    </message>
    <message>
        <source>Add {n} points</source>
        <translation>{n} Punkte hinzufügen</translation>
    </message>
    <message>
        <source>Delete 1 point</source>
        <translation>1 Punkt löschen</translation>
    </message>
    <message>
        <source>Delete {n} points</source>
        <translation>{n} Punkte löschen</translation>
    </message>
    <message>
        <source>Move points</source>
        <translation>Punkte verschieben</translation>
    </message>
    <message>
        <source>Change label</source>
        <translation>Label ändern</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>Wiederholen: {what}</translation>
    </message>
    <message>
        <source>Set x₁ of point {i}</source>
        <translation>x₁ von Punkt {i} setzen</translation>
    </message>
    <message>
        <source>Set x₂ of point {i}</source>
        <translation>x₂ von Punkt {i} setzen</translation>
    </message>
    <message>
        <source>Set the label of point {i}</source>
        <translation>das Label von Punkt {i} setzen</translation>
    </message>
</context>
<context>
    <name>WeightSpace</name>
    <message>
        <source>The batch perceptron moves once an epoch, by the sum of its updates: its path is not drawn.</source>
        <translation>Das Batch-Perzeptron bewegt sich einmal pro Epoche, um die Summe seiner Aktualisierungen: sein Pfad wird nicht gezeichnet.</translation>
    </message>
    <message>
        <source>The path of jumps η·y·x is the perceptron&apos;s; the {variant} learner&apos;s is not drawn.</source>
        <translation>Der Pfad der Sprünge η·y·x ist der des Perzeptrons; der des Lerners {variant} wird nicht gezeichnet.</translation>
    </message>
    <message>
        <source>{n} mistake</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <source>, the last {n} jumps drawn</source>
        <translation>, die letzten {n} Sprünge gezeichnet</translation>
    </message>
    <message>
        <source>Each line is an example&apos;s constraint y (w·x) = 0; its strokes point to the weights that get it right. Green: the weights right for every example (the feasible region).</source>
        <translation>Jede Linie ist die Bedingung y (w·x) = 0 eines Beispiels; ihre Striche zeigen zu den Gewichten, die es richtig einordnen. Grün: die Gewichte, die jedes Beispiel richtig einordnen (der zulässige Bereich).</translation>
    </message>
    <message>
        <source>Each line is an example&apos;s constraint y (w·x + b) = 0; its strokes point to the weights that get it right. Green: the weights right for every example (the feasible region).</source>
        <translation>Jede Linie ist die Bedingung y (w·x + b) = 0 eines Beispiels; ihre Striche zeigen zu den Gewichten, die es richtig einordnen. Grün: die Gewichte, die jedes Beispiel richtig einordnen (der zulässige Bereich).</translation>
    </message>
    <message>
        <source>With an intercept this is the slice of (w₁, w₂, b) space at the b shown above.</source>
        <translation>Mit Bias ist dies der Schnitt des (w₁, w₂, b)-Raums beim oben gezeigten b.</translation>
    </message>
    <message>
        <source>Black: the path, one jump η·y·x per mistake, labelled with its point&apos;s number (as in the Points list).</source>
        <translation>Schwarz: der Pfad, ein Sprung η·y·x pro Fehler, beschriftet mit der Nummer seines Punkts (wie in der Punkte-Liste).</translation>
    </message>
    <message>
        <source>w* (the direction of largest margin γ*)</source>
        <translation>w* (die Richtung des größten Rands γ*)</translation>
    </message>
    <message>
        <source>w* (the direction of largest margin γ*, where its ray meets this slice)</source>
        <translation>w* (die Richtung des größten Rands γ*, wo ihr Strahl diesen Schnitt trifft)</translation>
    </message>
    <message>
        <source>w*&apos;s ray does not meet this slice</source>
        <translation>der Strahl von w* trifft diesen Schnitt nicht</translation>
    </message>
    <message>
        <source>Blue: {star}; shaded blue: the cone of weights with margin ≥ {fraction}·γ* = {margin} (at γ* itself the cone is w*&apos;s ray alone).</source>
        <translation>Blau: {star}; blau schattiert: der Kegel der Gewichte mit Rand ≥ {fraction}·γ* = {margin} (bei γ* selbst ist der Kegel nur der Strahl von w*).</translation>
    </message>
    <message>
        <source>w* is computed for sets up to {n} points.</source>
        <translation>w* wird für Mengen bis {n} Punkte berechnet.</translation>
    </message>
    <message>
        <source> (hollow: vote 1&apos;s {n})</source>
        <translation> (hohl: die {n} der Abstimmung 1)</translation>
    </message>
    <message>
        <source>Purple dots: the room&apos;s {n} answers to Q{qid}{first}; black diamond: w after the step {w}.</source>
        <translation>Violette Punkte: die {n} Antworten des Raums auf F{qid}{first}; schwarze Raute: w nach dem Schritt {w}.</translation>
    </message>
    <message>
        <source>Draw a Classifier draws two-feature classifiers: a 1-D w cannot be set here.</source>
        <translation>Einen Klassifikator zeichnen zeichnet Klassifikatoren mit zwei Merkmalen: ein 1-D-w lässt sich hier nicht setzen.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <source> Class </source>
        <translation> Klasse </translation>
    </message>
    <message>
        <source> max </source>
        <translation> max. </translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>Current &amp;class</source>
        <translation>Aktuelle &amp;Klasse</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>Training angehalten</translation>
    </message>
    <message>
        <source>Pinned ({what}): change η, the intercept or the order and compare.</source>
        <translation>Grenze angeheftet ({what}): ändere η, den Bias oder die Reihenfolge und vergleiche.</translation>
    </message>
    <message>
        <source>There is no boundary to pin yet: step or run first (linear, two classes).</source>
        <translation>Es gibt noch keine Grenze zum Anheften: zuerst einen Schritt machen oder ausführen (linear, zwei Klassen).</translation>
    </message>
    <message>
        <source>Points changed: training starts again on the edited points.</source>
        <translation>Punkte geändert: Das Training beginnt neu mit den bearbeiteten Punkten.</translation>
    </message>
    <message>
        <source>Settings changed: training starts again from w₀.</source>
        <translation>Einstellungen geändert: Das Training beginnt neu bei w₀.</translation>
    </message>
    <message>
        <source>Snap Ste&amp;p</source>
        <translation>&amp;Rasterweite</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)</source>
        <translation>Klicks und gezogene Punkte landen auf Vielfachen von {step} (schaltet Am Raster einrasten ein)</translation>
    </message>
    <message>
        <source>Lift to (x, 1) is for a one-feature document (points on a number line): Data &gt; New 1-D Set, or open a CSV with the columns x1,label.</source>
        <translation>Anheben auf (x, 1) ist für ein Dokument mit einem Merkmal (Punkte auf einem Zahlenstrahl): Daten &gt; Neue 1-D-Menge, oder öffne eine CSV mit den Spalten x1,label.</translation>
    </message>
    <message>
        <source>Draw a Classifier is the plane&apos;s warm-up (w₁, w₂ and b, two features); on a number line the classifier is the threshold −b/w: step to move it, or Data &gt; Lift to (x, 1) to see (w, b) as a vector.</source>
        <translation>Einen Klassifikator zeichnen ist die Aufwärmübung der Ebene (w₁, w₂ und b, zwei Merkmale); auf einem Zahlenstrahl ist der Klassifikator die Schwelle −b/w: mache Schritte, um sie zu verschieben, oder Daten &gt; Anheben auf (x, 1), um (w, b) als Vektor zu sehen.</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{title} --- answer key</source>
        <translation>{title} --- Lösungen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>{prediction} with {score}; a score {zero} predicts no class (write {no_class}) and counts as a mistake.</source>
        <translation>{prediction} mit {score}; ein Wert {zero} sagt keine Klasse vorher (schreib {no_class}) und zählt als Fehler.</translation>
    </message>
    <message>
        <source>{plus} if {condition}, else {minus}.</source>
        <translation>{plus}, wenn {condition}, sonst {minus}.</translation>
    </message>
    <message>
        <source>{plus} if {condition}, else {minus} (a score of 0 predicts {minus_one}).</source>
        <translation>{plus}, wenn {condition}, sonst {minus} (ein Wert von 0 sagt {minus_one} vorher).</translation>
    </message>
    <message>
        <source>{w_update} and {b_update}</source>
        <translation>{w_update} und {b_update}</translation>
    </message>
    <message>
        <source>, with {eta}</source>
        <translation>, mit {eta}</translation>
    </message>
    <message>
        <source> (batch variant: the updates of an epoch are summed and applied at its end)</source>
        <translation> (Batch-Variante: die Aktualisierungen einer Epoche werden summiert und an ihrem Ende angewandt)</translation>
    </message>
    <message>
        <source>Each question gives an example {example} and the weights in force before its step: written out, or, where the step follows the one before, your own answer to the question before (start from it). Prediction: {prediction} Mistake: {mistake}. On a mistake: {update}. Write {a}, {y_hat}, whether it is a mistake and, on a mistake, the new weights.</source>
        <translation>Jede Frage gibt ein Beispiel {example} und die Gewichte vor seinem Schritt: ausgeschrieben oder, wo der Schritt auf den vorigen folgt, deine eigene Antwort auf die vorige Frage (geh von ihr aus). Vorhersage: {prediction} Fehler: {mistake}. Bei einem Fehler: {update}. Schreib {a}, {y_hat}, ob es ein Fehler ist und, bei einem Fehler, die neuen Gewichte.</translation>
    </message>
    <message>
        <source>The steps asked about are the run&apos;s first mistakes: the steps between them change nothing.</source>
        <translation>Gefragt wird nach den ersten Fehlern des Laufs: die Schritte dazwischen ändern nichts.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} mistake: 1 question here, of the {asked} asked.</source>
        <translation>Der Lauf in dieser Reihenfolge konvergiert nach {made} Fehler: 1 Frage hier, von {asked} verlangten.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} mistakes: {made} questions here, of the {asked} asked.</source>
        <translation>Der Lauf in dieser Reihenfolge konvergiert nach {made} Fehlern: {made} Fragen hier, von {asked} verlangten.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} step: 1 question here, of the {asked} asked.</source>
        <translation>Der Lauf in dieser Reihenfolge konvergiert nach {made} Schritt: 1 Frage hier, von {asked} verlangten.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} steps: {made} questions here, of the {asked} asked.</source>
        <translation>Der Lauf in dieser Reihenfolge konvergiert nach {made} Schritten: {made} Fragen hier, von {asked} verlangten.</translation>
    </message>
    <message>
        <source>your {w} from question {question} and your {b}</source>
        <translation>dein {w} aus Frage {question} und dein {b}</translation>
    </message>
    <message>
        <source>your {w} from question {question}</source>
        <translation>dein {w} aus Frage {question}</translation>
    </message>
    <message>
        <source>(the weights from question {question})</source>
        <translation>(die Gewichte aus Frage {question})</translation>
    </message>
    <message>
        <source>new {w} = {value}</source>
        <translation>neues {w} = {value}</translation>
    </message>
    <message>
        <source>new {b} = {value}</source>
        <translation>neues {b} = {value}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>(no update)</source>
        <translation>(keine Aktualisierung)</translation>
    </message>
    <message>
        <source>mistake? {answer}</source>
        <translation>Fehler? {answer}</translation>
    </message>
    <message>
        <source>mistake? yes / no</source>
        <translation>Fehler? ja / nein</translation>
    </message>
    <message>
        <source>(on a mistake)</source>
        <translation>(bei einem Fehler)</translation>
    </message>
    <message>
        <source>Step {t} (epoch {epoch}, example {example}): {given}</source>
        <translation>Schritt {t} (Epoche {epoch}, Beispiel {example}): {given}</translation>
    </message>
    <message>
        <source>Perceptron quiz</source>
        <translation>Perzeptron-Quiz</translation>
    </message>
    <message>
        <source>Version {k} of {versions}: examples as given</source>
        <translation>Version {k} von {versions}: Beispiele in der gegebenen Reihenfolge</translation>
    </message>
    <message>
        <source>Version {k} of {versions}: examples shuffled, seed {seed}</source>
        <translation>Version {k} von {versions}: Beispiele gemischt, Startwert {seed}</translation>
    </message>
</context>
</TS>
