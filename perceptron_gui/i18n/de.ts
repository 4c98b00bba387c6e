<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
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
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Question open: hidden until the answer is checked</source>
        <translation>Frage offen: verborgen, bis die Antwort geprüft ist</translation>
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
        <source>Training runs faster than the curves: every {stride}th epoch is shown.</source>
        <translation>Das Training läuft schneller als die Kurven: jede {stride}. Epoche wird gezeigt.</translation>
    </message>
    <message>
        <source>The curves end at epoch {epoch}, where the app&apos;s history of the first {mistakes} mistakes ends; training went on.</source>
        <translation>Die Kurven enden bei Epoche {epoch}, wo die Aufzeichnung der App mit den ersten {mistakes} Fehlern endet; das Training ging weiter.</translation>
    </message>
    <message>
        <source>Error (%): training rows solid, the {n} held-out test rows dashed (not trained on).</source>
        <translation>Fehler (%): Trainingszeilen durchgezogen, die {n} zurückgehaltenen Testzeilen gestrichelt (nicht darauf trainiert).</translation>
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
        <source>Choose Features</source>
        <translation>Merkmale wählen</translation>
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
        <source>The run has {points} points; this page holds {kept} of them (every example its steps look at, and an even share of the rest): it replays the recorded steps, and an edit trains the page on these {kept} points.</source>
        <translation>Der Lauf hat {points} Punkte; diese Seite enthält {kept} davon (jedes Beispiel, das ihre Schritte ansehen, und einen gleichmäßigen Anteil der übrigen): Sie spielt die aufgezeichneten Schritte ab, und eine Änderung trainiert die Seite auf diesen {kept} Punkten.</translation>
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
        <source>The loss of the landscape and of the per-example plot; the slice shows all four</source>
        <translation>Der Verlust der Landschaft und der Darstellung pro Beispiel; der Schnitt zeigt alle vier</translation>
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
    <name>Theory</name>
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
        <source>Snap Ste&amp;p</source>
        <translation>&amp;Rasterweite</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)</source>
        <translation>Klicks und gezogene Punkte landen auf Vielfachen von {step} (schaltet Am Raster einrasten ein)</translation>
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
        <source>Perceptron quiz</source>
        <translation>Perzeptron-Quiz</translation>
    </message>
</context>
</TS>
