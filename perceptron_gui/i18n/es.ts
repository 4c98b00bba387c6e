<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Actions</name>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Look at the next example (Space); in quiz mode, check the answer (then: the next question)</source>
        <translation>Mirar el siguiente ejemplo (Espacio); en modo cuestionario, comprobar la respuesta (después: la siguiente pregunta)</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Siguiente error</translation>
    </message>
    <message>
        <source>Go on to the next mistake (logistic regression and the hinge: to the next example with a nonzero loss gradient ℓ′)</source>
        <translation>Avanzar hasta el siguiente error (regresión logística y bisagra: hasta el siguiente ejemplo con gradiente de la pérdida ℓ′ distinto de cero)</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Época</translation>
    </message>
    <message>
        <source>Finish the current epoch</source>
        <translation>Terminar la época actual</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Train continuously at the chosen speed (Ctrl+R)</source>
        <translation>Entrenar sin parar a la velocidad elegida (Ctrl+R)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Pause the run (Esc); in presentation mode, Esc with no run going leaves presentation mode</source>
        <translation>Pausar la ejecución (Esc); en modo presentación, Esc sin ejecución en curso sale del modo presentación</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Start training again from w₀</source>
        <translation>Empezar el entrenamiento de nuevo desde w₀</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Start an empty point set with the default settings</source>
        <translation>Empezar un conjunto de puntos vacío con los ajustes predeterminados</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Open a point set</source>
        <translation>Abrir un conjunto de puntos</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the point set</source>
        <translation>Guardar el conjunto de puntos</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Guardar con otro nombre</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Canvas as PNG or SVG</source>
        <translation>El lienzo como PNG o SVG</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Exportar animación…</translation>
    </message>
    <message>
        <source>Steps of the run as a GIF or MP4, with the trace row and the update burned in</source>
        <translation>Los pasos de la ejecución como GIF o MP4, con la fila de la traza y la actualización incrustadas</translation>
    </message>
    <message>
        <source>Export Lesson…</source>
        <translation>Exportar lección…</translation>
    </message>
    <message>
        <source>The run&apos;s first steps as one web page that replays them offline, for students on a phone or a laptop: step, step back, next mistake, play, a slider, a quiz and large text</source>
        <translation>Los primeros pasos de la ejecución como una sola página web que los reproduce sin conexión, para estudiantes con un móvil o un portátil: paso, paso atrás, siguiente error, reproducir, un deslizador, un cuestionario y texto grande</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Generar…</translation>
    </message>
    <message>
        <source>Generate a point set</source>
        <translation>Generar un conjunto de puntos</translation>
    </message>
    <message>
        <source>New 1-D Set</source>
        <translation>Nuevo conjunto 1-D</translation>
    </message>
    <message>
        <source>A new document of points on a number line (one feature): the threshold −b/w, the two rays, the margin; Lift to (x, 1) shows the same run through the origin in 2-D</source>
        <translation>Un documento nuevo de puntos sobre la recta numérica (una característica): el umbral −b/w, las dos semirrectas, el margen; Elevar a (x, 1) muestra la misma ejecución por el origen en 2-D</translation>
    </message>
    <message>
        <source>Lift to (x, 1)</source>
        <translation>Elevar a (x, 1)</translation>
    </message>
    <message>
        <source>Beside the number line, the same run in 2-D through the origin: the points (x, 1), the boundary w·(x, 1) = 0 and the weight vector (w, b) (the intercept trick)</source>
        <translation>Junto a la recta numérica, la misma ejecución en 2-D por el origen: los puntos (x, 1), la frontera w·(x, 1) = 0 y el vector de pesos (w, b) (el truco del sesgo)</translation>
    </message>
    <message>
        <source>Draw a Classifier</source>
        <translation>Dibujar un clasificador</translation>
    </message>
    <message>
        <source>The geometry warm-up: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; b + 1 and b − 1 show which way the line moves; train from it as w₀, b₀</source>
        <translation>El calentamiento geométrico: escribe o arrastra w (la punta de la flecha) y b (la recta); S₊ y S₋, ‖w‖, −b/‖w‖ y el ángulo; b + 1 y b − 1 muestran hacia dónde se mueve la recta; entrena desde ahí como w₀, b₀</translation>
    </message>
    <message>
        <source>Choose Features…</source>
        <translation>Elegir características…</translation>
    </message>
    <message>
        <source>A table of many columns: the label column, the two features shown and trained on, scaling (standardise, or the unit ball so that R = 1) and a train/test split</source>
        <translation>Una tabla de muchas columnas: la columna de etiquetas, las dos características mostradas y entrenadas, el escalado (estandarizar, o la bola unidad para que R = 1) y una división entrenamiento/prueba</translation>
    </message>
    <message>
        <source>Export Model…</source>
        <translation>Exportar modelo…</translation>
    </message>
    <message>
        <source>The trained model as JSON</source>
        <translation>El modelo entrenado como JSON</translation>
    </message>
    <message>
        <source>Export Trace…</source>
        <translation>Exportar traza…</translation>
    </message>
    <message>
        <source>Every step as CSV</source>
        <translation>Cada paso como CSV</translation>
    </message>
    <message>
        <source>Export Trace as LaTeX…</source>
        <translation>Exportar traza como LaTeX…</translation>
    </message>
    <message>
        <source>The trace table as a LaTeX tabular, for slides</source>
        <translation>La tabla de la traza como un tabular de LaTeX, para diapositivas</translation>
    </message>
    <message>
        <source>Quiz Mode</source>
        <translation>Modo cuestionario</translation>
    </message>
    <message>
        <source>Predict each step before it is taken (ŷ, mistake?, the new w and b), then see what was right, with a running score</source>
        <translation>Predice cada paso antes de darlo (ŷ, ¿error?, los nuevos w y b) y después mira qué era correcto, con una puntuación acumulada</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>Clase en directo</translation>
    </message>
    <message>
        <source>Students answer from their phones: a join address and QR code, questions about the step about to be taken, two votes and the reveal (nothing listens on the network until this is on)</source>
        <translation>Los estudiantes responden desde el móvil: una dirección y un código QR para unirse, preguntas sobre el paso que se va a dar, dos votaciones y la revelación (nada escucha en la red hasta que esto se activa)</translation>
    </message>
    <message>
        <source>Export Quiz…</source>
        <translation>Exportar cuestionario…</translation>
    </message>
    <message>
        <source>The first steps or mistakes of a fresh run as LaTeX worksheets in versions, and their key (…-key.tex)</source>
        <translation>Los primeros pasos o errores de una ejecución nueva como hojas de ejercicios LaTeX en varias versiones, y sus soluciones (…-key.tex)</translation>
    </message>
    <message>
        <source>Back to Latest</source>
        <translation>Volver al último</translation>
    </message>
    <message>
        <source>Leave time travel: show the latest state</source>
        <translation>Salir del viaje en el tiempo: mostrar el último estado</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Presentation mode: show the step before (time travel); a presentation clicker&apos;s &quot;previous&quot;</source>
        <translation>Modo presentación: mostrar el paso anterior (viaje en el tiempo); el «anterior» de un mando de presentaciones</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Paso adelante</translation>
    </message>
    <message>
        <source>Presentation mode: the next step, forward through time travel first; a clicker&apos;s &quot;next&quot;</source>
        <translation>Modo presentación: el paso siguiente, primero hacia delante en el viaje en el tiempo; el «siguiente» de un mando</translation>
    </message>
    <message>
        <source>Pin Boundary</source>
        <translation>Fijar frontera</translation>
    </message>
    <message>
        <source>Keep the boundary shown now as a dotted line, to compare after changing a setting</source>
        <translation>Conservar la frontera mostrada ahora como una línea de puntos, para comparar tras cambiar un ajuste</translation>
    </message>
    <message>
        <source>Remove Pinned Boundary</source>
        <translation>Quitar la frontera fijada</translation>
    </message>
    <message>
        <source>Remove the pinned line</source>
        <translation>Quitar la línea fijada</translation>
    </message>
    <message>
        <source>Averaged and Voted Boundaries</source>
        <translation>Fronteras promediada y votada</translation>
    </message>
    <message>
        <source>Draw the averaged (dashed) and voted (dotted) boundaries with the last one (solid)</source>
        <translation>Dibujar las fronteras promediada (a trazos) y votada (de puntos) junto a la última (continua)</translation>
    </message>
    <message>
        <source>Weight Space</source>
        <translation>Espacio de pesos</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right: the feasible region, the path of w and w*; hover to link an example and its line, click to set w</source>
        <translation>Cada ejemplo como el semiplano de los pesos que lo aciertan: la región factible, el camino de w y w*; pasa el ratón para enlazar un ejemplo y su recta, haz clic para fijar w</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Remove every point (undoable)</source>
        <translation>Quitar todos los puntos (se puede deshacer)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete the selected points</source>
        <translation>Eliminar los puntos seleccionados</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
    <message>
        <source>Select every point</source>
        <translation>Seleccionar todos los puntos</translation>
    </message>
    <message>
        <source>Fit View to Data</source>
        <translation>Ajustar la vista a los datos</translation>
    </message>
    <message>
        <source>Show all points</source>
        <translation>Mostrar todos los puntos</translation>
    </message>
    <message>
        <source>Snap to Grid</source>
        <translation>Ajustar a la cuadrícula</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on the grid (its step: View &gt; Snap Step)</source>
        <translation>Los clics y los puntos arrastrados caen en la cuadrícula (su paso: Ver &gt; Paso de ajuste)</translation>
    </message>
    <message>
        <source>Loss Panel</source>
        <translation>Panel de pérdidas</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown: over (w₁, w₂), along the last update and per example, with why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise</source>
        <translation>Las pérdidas 0-1, del perceptrón, bisagra y logística del w mostrado: sobre (w₁, w₂), a lo largo de la última actualización y por ejemplo, con por qué el gradiente del perceptrón es −y x en un error y 0 si no</translation>
    </message>
    <message>
        <source>Presentation Mode</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>For the projector, full screen: text twice as large, the canvas and the current trace row only, big buttons; PageDown, → and Space step, PageUp goes back, F6 changes the main view, Esc or F5 leaves</source>
        <translation>Para el proyector, a pantalla completa: texto el doble de grande, solo el lienzo y la fila actual de la traza, botones grandes; AvPág, → y Espacio avanzan un paso, RePág retrocede, F6 cambia la vista principal, Esc o F5 salen</translation>
    </message>
    <message>
        <source>High Contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Class colours that all stand out on white (3:1 or more) and stay apart under colour-blindness; each class keeps its own marker shape (kept for the next start)</source>
        <translation>Colores de clase que destacan todos sobre blanco (3:1 o más) y se distinguen con daltonismo; cada clase conserva su propia forma de marcador (se guarda para el próximo inicio)</translation>
    </message>
    <message>
        <source>Next Main View</source>
        <translation>Siguiente vista principal</translation>
    </message>
    <message>
        <source>The large main view in turn: the canvas, weight space, the convergence theorem</source>
        <translation>La vista principal grande por turnos: el lienzo, el espacio de pesos, el teorema de convergencia</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>Describir</translation>
    </message>
    <message>
        <source>Say in words what the canvas shows: the boundary&apos;s equation, which side is which class, the points on the wrong side, w and the last update (a panel a screen reader reads)</source>
        <translation>Decir con palabras lo que muestra el lienzo: la ecuación de la frontera, qué lado es de qué clase, los puntos en el lado equivocado, w y la última actualización (un panel que lee un lector de pantalla)</translation>
    </message>
    <message>
        <source>Pause the run (presentation mode&apos;s big button; Esc pauses too, and with no run leaves the mode)</source>
        <translation>Pausar la ejecución (el botón grande del modo presentación; Esc también pausa y, sin ejecución, sale del modo)</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferencias…</translation>
    </message>
    <message>
        <source>The interface language (English, Español, Deutsch or the pseudo-locale), switched at once: the document and the step shown stay</source>
        <translation>El idioma de la interfaz (English, Español, Deutsch o el pseudoidioma), cambiado al instante: el documento y el paso mostrado se mantienen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Quit Perceptron Studio</source>
        <translation>Salir de Perceptron Studio</translation>
    </message>
    <message>
        <source>Quick Tour</source>
        <translation>Visita rápida</translation>
    </message>
    <message>
        <source>A short tour of the app</source>
        <translation>Una breve visita por la aplicación</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key the app answers to</source>
        <translation>Todas las teclas a las que responde la aplicación</translation>
    </message>
    <message>
        <source>About Perceptron Studio</source>
        <translation>Acerca de Perceptron Studio</translation>
    </message>
    <message>
        <source>What Perceptron Studio is</source>
        <translation>Qué es Perceptron Studio</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo the last edit (a drag is one step)</source>
        <translation>Deshacer la última edición (un arrastre es un paso)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Do again what Undo took back</source>
        <translation>Volver a hacer lo que Deshacer anuló</translation>
    </message>
    <message>
        <source>Class {n}</source>
        <translation>Clase {n}</translation>
    </message>
    <message>
        <source>A left click adds a point of class {n} (a right click: the other class)</source>
        <translation>Un clic izquierdo añade un punto de la clase {n} (un clic derecho: la otra clase)</translation>
    </message>
    <message>
        <source>Next / previous control</source>
        <translation>Control siguiente / anterior</translation>
    </message>
    <message>
        <source>Moves the focus through the canvas, the toolbar&apos;s slider and class, and every dock; the focused canvas has a blue frame</source>
        <translation>Mueve el foco por el lienzo, el deslizador y la clase de la barra de herramientas y cada panel; el lienzo con el foco tiene un marco azul</translation>
    </message>
    <message>
        <source>Move the keyboard cursor</source>
        <translation>Mover el cursor de teclado</translation>
    </message>
    <message>
        <source>With the focus on the canvas: the cross moves one grid step (View &gt; Snap Step; 0.5 unless chosen)</source>
        <translation>Con el foco en el lienzo: la cruz se mueve un paso de la cuadrícula (Ver &gt; Paso de ajuste; 0.5 si no se elige otro)</translation>
    </message>
    <message>
        <source>Move the cursor further</source>
        <translation>Mover el cursor más lejos</translation>
    </message>
    <message>
        <source>Four grid steps at a time</source>
        <translation>Cuatro pasos de la cuadrícula cada vez</translation>
    </message>
    <message>
        <source>Place a point</source>
        <translation>Colocar un punto</translation>
    </message>
    <message>
        <source>A point of the current class (keys 1–8) where the keyboard cursor is</source>
        <translation>Un punto de la clase actual (teclas 1–8) donde está el cursor de teclado</translation>
    </message>
    <message>
        <source>Remove a point</source>
        <translation>Quitar un punto</translation>
    </message>
    <message>
        <source>On the canvas: the point under the keyboard cursor (with none there, the points selected)</source>
        <translation>En el lienzo: el punto bajo el cursor de teclado (si no hay ninguno, los puntos seleccionados)</translation>
    </message>
</context>
<context>
    <name>Algorithm</name>
    <message>
        <source>Which handout&apos;s pseudocode and notation (those that fit the rule for a score of 0)</source>
        <translation>El pseudocódigo y la notación de qué apuntes (los que encajan con la regla de la puntuación 0)</translation>
    </message>
    <message>
        <source>Written as in</source>
        <translation>Escrito como en</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Question open: hidden until the answer is checked</source>
        <translation>Pregunta abierta: oculto hasta comprobar la respuesta</translation>
    </message>
</context>
<context>
    <name>ClassPicker</name>
    <message>
        <source>The class a left click adds (keys 1–8); a right click adds the other one</source>
        <translation>La clase que añade un clic izquierdo (teclas 1–8); un clic derecho añade la otra</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>Perceptron</source>
        <translation>Perceptrón</translation>
    </message>
    <message>
        <source>Averaged perceptron</source>
        <translation>Perceptrón promediado</translation>
    </message>
    <message>
        <source>Voted perceptron</source>
        <translation>Perceptrón votado</translation>
    </message>
    <message>
        <source>Kernel perceptron</source>
        <translation>Perceptrón con núcleo</translation>
    </message>
    <message>
        <source>Batch gradient (note 003)</source>
        <translation>Gradiente por lotes (nota 003)</translation>
    </message>
    <message>
        <source>Logistic regression (SGD)</source>
        <translation>Regresión logística (SGD)</translation>
    </message>
    <message>
        <source>Hinge / linear SVM (SGD)</source>
        <translation>Bisagra / SVM lineal (SGD)</translation>
    </message>
    <message>
        <source>a mistake  (update iff y·a ≤ 0)</source>
        <translation>un error  (actualiza si y·a ≤ 0)</translation>
    </message>
    <message>
        <source>positive  (predict + iff a ≥ 0)</source>
        <translation>positivo  (predice + si a ≥ 0)</translation>
    </message>
    <message>
        <source>negative  (predict + iff a &gt; 0)</source>
        <translation>negativo  (predice + si a &gt; 0)</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>tal como vienen</translation>
    </message>
    <message>
        <source>reshuffle every epoch</source>
        <translation>barajar en cada época</translation>
    </message>
    <message>
        <source>constant  η_t = η₀</source>
        <translation>constante  η_t = η₀</translation>
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
        <translation>polinómico  (x·z + c₀)ᵈ</translation>
    </message>
    <message>
        <source>linear  x·z</source>
        <translation>lineal  x·z</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Núcleo</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Learning rate η</source>
        <translation>Tasa de aprendizaje η</translation>
    </message>
    <message>
        <source>Initial w₀</source>
        <translation>w₀ inicial</translation>
    </message>
    <message>
        <source>Initial α</source>
        <translation>α inicial</translation>
    </message>
    <message>
        <source>Initial b₀</source>
        <translation>b₀ inicial</translation>
    </message>
    <message>
        <source>Score 0 counts as</source>
        <translation>Puntuación 0 cuenta como</translation>
    </message>
    <message>
        <source>Degree d</source>
        <translation>Grado d</translation>
    </message>
    <message>
        <source>Learning rate η_t</source>
        <translation>Tasa de aprendizaje η_t</translation>
    </message>
    <message>
        <source>Power p</source>
        <translation>Potencia p</translation>
    </message>
    <message>
        <source>L2 strength α</source>
        <translation>Intensidad L2 α</translation>
    </message>
    <message>
        <source>Example order</source>
        <translation>Orden de los ejemplos</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Max epochs</source>
        <translation>Épocas máx.</translation>
    </message>
    <message>
        <source>Fit intercept b</source>
        <translation>Ajustar el sesgo b</translation>
    </message>
    <message>
        <source>αᵢ = 0 for every example</source>
        <translation>αᵢ = 0 para cada ejemplo</translation>
    </message>
    <message>
        <source>The kernel perceptron learns f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, not a w: it starts with every αᵢ = 0 (and b = b₀), and a mistake on example i adds η to αᵢ.</source>
        <translation>El perceptrón con núcleo aprende f(x) = Σ αᵢ yᵢ K(xᵢ, x) + b, no un w: empieza con todos los αᵢ = 0 (y b = b₀), y un error en el ejemplo i suma η a αᵢ.</translation>
    </message>
    <message>
        <source>A one-feature document (points on a number line) has one weight: w₀[2] is not used.</source>
        <translation>Un documento de una característica (puntos sobre la recta numérica) tiene un solo peso: w₀[2] no se usa.</translation>
    </message>
</context>
<context>
    <name>Curves</name>
    <message>
        <source>Training runs faster than the curves: every {stride}th epoch is shown.</source>
        <translation>El entrenamiento va más rápido que las curvas: se muestra una de cada {stride} épocas.</translation>
    </message>
    <message>
        <source>The curves end at epoch {epoch}, where the app&apos;s history of the first {mistakes} mistakes ends; training went on.</source>
        <translation>Las curvas terminan en la época {epoch}, donde termina el historial de la aplicación con los primeros {mistakes} errores; el entrenamiento siguió.</translation>
    </message>
    <message>
        <source>Error (%): training rows solid, the {n} held-out test rows dashed (not trained on).</source>
        <translation>Error (%): filas de entrenamiento continuas, las {n} filas de prueba apartadas discontinuas (sin entrenar con ellas).</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>Nothing to describe yet: add points of at least two classes.</source>
        <translation>Aún no hay nada que describir: añade puntos de al menos dos clases.</translation>
    </message>
    <message>
        <source>The last step changed nothing.</source>
        <translation>El último paso no cambió nada.</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>hacia la derecha</translation>
    </message>
    <message>
        <source>up and to the right</source>
        <translation>hacia arriba y a la derecha</translation>
    </message>
    <message>
        <source>straight up</source>
        <translation>recto hacia arriba</translation>
    </message>
    <message>
        <source>up and to the left</source>
        <translation>hacia arriba y a la izquierda</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>hacia la izquierda</translation>
    </message>
    <message>
        <source>down and to the left</source>
        <translation>hacia abajo y a la izquierda</translation>
    </message>
    <message>
        <source>straight down</source>
        <translation>recto hacia abajo</translation>
    </message>
    <message>
        <source>down and to the right</source>
        <translation>hacia abajo y a la derecha</translation>
    </message>
    <message>
        <source>w of class {c} = {w}</source>
        <translation>w de la clase {c} = {w}</translation>
    </message>
    <message>
        <source>Quiz: a question about step {t} is open in the Quiz panel. The classifier is hidden until you check your answer.</source>
        <translation>Cuestionario: hay una pregunta sobre el paso {t} abierta en el panel Cuestionario. El clasificador está oculto hasta que compruebes tu respuesta.</translation>
    </message>
    <message>
        <source>Time travel, step {t} of {latest}.</source>
        <translation>Viaje en el tiempo, paso {t} de {latest}.</translation>
    </message>
    <message>
        <source>Step 0, the start: {weights}.</source>
        <translation>Paso 0, el inicio: {weights}.</translation>
    </message>
    <message>
        <source>Step {t}: {weights}, {n} mistakes so far.</source>
        <translation>Paso {t}: {weights}, {n} errores hasta ahora.</translation>
    </message>
    <message>
        <source>Converged: a whole epoch without a mistake.</source>
        <translation>Convergió: una época entera sin errores.</translation>
    </message>
    <message>
        <source>Step {t}: {x}, class {y}, predicted {guess}</source>
        <translation>Paso {t}: {x}, clase {y}, predicha {guess}</translation>
    </message>
    <message>
        <source>Step {t}: {x}, y = {y}, score {score}</source>
        <translation>Paso {t}: {x}, y = {y}, puntuación {score}</translation>
    </message>
    <message>
        <source>the loss gradient ℓ′ is not 0</source>
        <translation>el gradiente de la pérdida ℓ′ no es 0</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>un error</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>{alpha} grows by one: the boundary moves.</source>
        <translation>{alpha} crece en uno: la frontera se mueve.</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>Nada cambia.</translation>
    </message>
    <message>
        <source>{weights}; the batch rule moves w at the epoch&apos;s end.</source>
        <translation>{weights}; la regla por lotes mueve w al final de la época.</translation>
    </message>
    <message>
        <source>w of class {c} stays {w}</source>
        <translation>w de la clase {c} sigue siendo {w}</translation>
    </message>
    <message>
        <source>w stays {w}</source>
        <translation>w sigue siendo {w}</translation>
    </message>
    <message>
        <source>w of class {c} becomes {w}</source>
        <translation>w de la clase {c} pasa a ser {w}</translation>
    </message>
    <message>
        <source>{name} becomes {value}</source>
        <translation>{name} pasa a ser {value}</translation>
    </message>
    <message>
        <source>Points to the right of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>Los puntos a la derecha del umbral se predicen +1 (clase {plus}); los demás −1 (clase {minus}).</translation>
    </message>
    <message>
        <source>Points to the left of the threshold are predicted +1 (class {plus}); the others −1 (class {minus}).</source>
        <translation>Los puntos a la izquierda del umbral se predicen +1 (clase {plus}); los demás −1 (clase {minus}).</translation>
    </message>
    <message>
        <source>w points {direction}: points on that side of the line ({score} &gt; 0) are predicted +1 (class {plus}); points on the other side −1 (class {minus}).</source>
        <translation>w apunta {direction}: los puntos de ese lado de la recta ({score} &gt; 0) se predicen +1 (clase {plus}); los del otro lado −1 (clase {minus}).</translation>
    </message>
    <message>
        <source>Points on the line count as {y}.</source>
        <translation>Los puntos sobre la recta cuentan como {y}.</translation>
    </message>
    <message>
        <source>A point on the line is a mistake either way.</source>
        <translation>Un punto sobre la recta es un error en cualquier caso.</translation>
    </message>
    <message>
        <source>No update yet: the run is at its start.</source>
        <translation>Aún ninguna actualización: la ejecución está en su inicio.</translation>
    </message>
    <message>
        <source>The last step was a mistake.</source>
        <translation>El último paso fue un error.</translation>
    </message>
    <message>
        <source>Last update: {update}.</source>
        <translation>Última actualización: {update}.</translation>
    </message>
    <message>
        <source>{name} from {before} to {after}</source>
        <translation>{name} de {before} a {after}</translation>
    </message>
    <message>
        <source>w of class {c}</source>
        <translation>w de la clase {c}</translation>
    </message>
    <message>
        <source>No mistake yet: w is still w₀.</source>
        <translation>Aún ningún error: w sigue siendo w₀.</translation>
    </message>
    <message>
        <source>Last update, at step {t}: {update}.</source>
        <translation>Última actualización, en el paso {t}: {update}.</translation>
    </message>
    <message>
        <source>{n} points are on the canvas; the boundary and w are hidden while the question is open.</source>
        <translation>Hay {n} puntos en el lienzo; la frontera y w están ocultos mientras la pregunta está abierta.</translation>
    </message>
    <message>
        <source>Kernel perceptron: the boundary f(x) = 0 is a curve, f(x) = Σ α_i y_i K(x_i, x) + b.</source>
        <translation>Perceptrón con núcleo: la frontera f(x) = 0 es una curva, f(x) = Σ α_i y_i K(x_i, x) + b.</translation>
    </message>
    <message>
        <source>{n} support vectors (examples with α_i &gt; 0) shape it.</source>
        <translation>{n} vectores de soporte (ejemplos con α_i &gt; 0) le dan forma.</translation>
    </message>
    <message>
        <source>{n} classes: each region is the class whose score w_c·x + b_c is highest.</source>
        <translation>{n} clases: cada región es la clase cuya puntuación w_c·x + b_c es la más alta.</translation>
    </message>
    <message>
        <source>There is no boundary yet: w = {w}, every score is b.</source>
        <translation>Aún no hay frontera: w = {w}, toda puntuación es b.</translation>
    </message>
    <message>
        <source>Boundary: {equation}.</source>
        <translation>Frontera: {equation}.</translation>
    </message>
    <message>
        <source>{errors} of the {n} points is on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>{errors} de los {n} puntos está en el lado equivocado (errores de entrenamiento ahora), tras {mistakes} errores.</translation>
    </message>
    <message>
        <source>{errors} of the {n} points are on the wrong side (training errors now), after {mistakes} mistakes.</source>
        <translation>{errors} de los {n} puntos están en el lado equivocado (errores de entrenamiento ahora), tras {mistakes} errores.</translation>
    </message>
</context>
<context>
    <name>DescribePanel</name>
    <message>
        <source>The outcome of the step shown, said again at every step</source>
        <translation>El resultado del paso mostrado, dicho de nuevo en cada paso</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>Lo que muestra el lienzo</translation>
    </message>
    <message>
        <source>The boundary as an equation, which side is which class, the points on the wrong side, w and the last update, for the step shown</source>
        <translation>La frontera como ecuación, qué lado es qué clase, los puntos en el lado equivocado, w y la última actualización, para el paso mostrado</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Guardando</translation>
    </message>
    <message>
        <source>Exports in progress</source>
        <translation>Exportaciones en curso</translation>
    </message>
    <message>
        <source>Cancel Exports and Close</source>
        <translation>Cancelar las exportaciones y cerrar</translation>
    </message>
    <message>
        <source>Keep Open</source>
        <translation>Mantener abierto</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Linearly separable, with a margin</source>
        <translation>Linealmente separables, con un margen</translation>
    </message>
    <message>
        <source>Concentric circles</source>
        <translation>Círculos concéntricos</translation>
    </message>
    <message>
        <source>Two moons</source>
        <translation>Dos lunas</translation>
    </message>
    <message>
        <source>Gaussian blobs</source>
        <translation>Nubes gaussianas</translation>
    </message>
    <message>
        <source>Two spirals</source>
        <translation>Dos espirales</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Label noise (fraction flipped)</source>
        <translation>Ruido en las etiquetas (fracción invertida)</translation>
    </message>
    <message>
        <source>Margin γ</source>
        <translation>Margen γ</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Clases</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Dispersión</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>The generated points replace the current ones (one undo step).</source>
        <translation>Los puntos generados sustituyen a los actuales (un paso de deshacer).</translation>
    </message>
    <message>
        <source>Presentation look (larger text, thicker lines)</source>
        <translation>Aspecto de presentación (texto más grande, líneas más gruesas)</translation>
    </message>
    <message>
        <source>PNG width (pixels)</source>
        <translation>Ancho del PNG (píxeles)</translation>
    </message>
    <message>
        <source>Aspect</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Laid out for the size chosen, with text at least 2.5% of the picture&apos;s height (readable on a slide). The canvas&apos;s own width in the canvas&apos;s aspect is the canvas exactly as on screen.</source>
        <translation>Compuesta para el tamaño elegido, con el texto de al menos el 2,5 % de la altura de la imagen (legible en una diapositiva). El ancho propio del lienzo con la proporción del lienzo es el lienzo exactamente como en pantalla.</translation>
    </message>
    <message>
        <source>The picture&apos;s shape: a 16:9 or 4:3 slide, a square, or the canvas&apos;s own</source>
        <translation>La forma de la imagen: una diapositiva 16:9 o 4:3, un cuadrado o la del lienzo</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrado</translation>
    </message>
    <message>
        <source>canvas</source>
        <translation>lienzo</translation>
    </message>
    <message>
        <source>Generate points</source>
        <translation>Generar puntos</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>Choose Features</source>
        <translation>Elegir características</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Exportar lección</translation>
    </message>
    <message>
        <source>Export quiz</source>
        <translation>Exportar cuestionario</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Trace table</source>
        <translation>Tabla de traza</translation>
    </message>
    <message>
        <source>Learning curves</source>
        <translation>Curvas de aprendizaje</translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation>Teorema</translation>
    </message>
    <message>
        <source>Convergence theorem</source>
        <translation>Teorema de convergencia</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Loss panel</source>
        <translation>Panel de pérdidas</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Point inspector</source>
        <translation>Inspector de puntos</translation>
    </message>
    <message>
        <source>Weight space</source>
        <translation>Espacio de pesos</translation>
    </message>
    <message>
        <source>Describe</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Paso actual</translation>
    </message>
    <message>
        <source>Draw a classifier</source>
        <translation>Dibujar un clasificador</translation>
    </message>
    <message>
        <source>Live Class</source>
        <translation>Clase en directo</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>point</source>
        <translation>punto</translation>
    </message>
    <message>
        <source>score a</source>
        <translation>puntuación a</translation>
    </message>
    <message>
        <source>x on w</source>
        <translation>x sobre w</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distancia</translation>
    </message>
    <message>
        <source>last update</source>
        <translation>última actualización</translation>
    </message>
    <message>
        <source>Point {i} under the weights of step t = {t}.</source>
        <translation>Punto {i} con los pesos del paso t = {t}.</translation>
    </message>
    <message>
        <source>misclassified</source>
        <translation>mal clasificado</translation>
    </message>
    <message>
        <source>classified right</source>
        <translation>bien clasificado</translation>
    </message>
    <message>
        <source>— (w = 0: no direction)</source>
        <translation>— (w = 0: sin dirección)</translation>
    </message>
    <message>
        <source>{projection}, the vector {vector}</source>
        <translation>{projection}, el vector {vector}</translation>
    </message>
    <message>
        <source>{distance} (signed)</source>
        <translation>{distance} (con signo)</translation>
    </message>
    <message>
        <source>— (batch: one summed update per epoch)</source>
        <translation>— (por lotes: una actualización sumada por época)</translation>
    </message>
    <message>
        <source>none yet (no mistake on it so far)</source>
        <translation>ninguna aún (ningún error en él hasta ahora)</translation>
    </message>
    <message>
        <source>step t = {t} (epoch {epoch}): {change}</source>
        <translation>paso t = {t} (época {epoch}): {change}</translation>
    </message>
    <message>
        <source>Undershoot: after its own update at step {t}, y·a = {margin} — the example is still wrong (note 004).</source>
        <translation>Se queda corto: tras su propia actualización en el paso {t}, y·a = {margin}; el ejemplo sigue mal (nota 004).</translation>
    </message>
    <message>
        <source>Click a point on the canvas to inspect it.</source>
        <translation>Haz clic en un punto del lienzo para inspeccionarlo.</translation>
    </message>
    <message>
        <source>Point {i}: its score is hidden while a question is open, until the answer is checked.</source>
        <translation>Punto {i}: su puntuación está oculta mientras hay una pregunta abierta, hasta comprobar la respuesta.</translation>
    </message>
    <message>
        <source>The inspector shows a point&apos;s score under the weight vector w: it needs a linear variant (not the kernel perceptron) and two classes.</source>
        <translation>El inspector muestra la puntuación de un punto con el vector de pesos w: necesita una variante lineal (no el perceptrón con núcleo) y dos clases.</translation>
    </message>
    <message>
        <source>distance {d}</source>
        <translation>distancia {d}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>The perceptron</source>
        <translation>El perceptrón</translation>
    </message>
    <message>
        <source>The averaged perceptron</source>
        <translation>El perceptrón promediado</translation>
    </message>
    <message>
        <source>The voted perceptron</source>
        <translation>El perceptrón votado</translation>
    </message>
    <message>
        <source>The batch perceptron</source>
        <translation>El perceptrón por lotes</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>los puntos</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>la variante</translation>
    </message>
    <message>
        <source>the offset b</source>
        <translation>el sesgo b</translation>
    </message>
    <message>
        <source>w₀ and b₀</source>
        <translation>w₀ y b₀</translation>
    </message>
    <message>
        <source>the score-0 rule</source>
        <translation>la regla de la puntuación 0</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>el orden</translation>
    </message>
    <message>
        <source>The run has {steps} steps; this lesson holds the first {n}.</source>
        <translation>La ejecución tiene {steps} pasos; esta lección contiene los primeros {n}.</translation>
    </message>
    <message>
        <source>The run has {points} points; this page holds {kept} of them (every example its steps look at, and an even share of the rest): it replays the recorded steps, and an edit trains the page on these {kept} points.</source>
        <translation>La ejecución tiene {points} puntos; esta página contiene {kept} de ellos (cada ejemplo que miran sus pasos y una parte uniforme del resto): reproduce los pasos registrados, y una edición entrena la página con estos {kept} puntos.</translation>
    </message>
    <message>
        <source>with an offset b</source>
        <translation>con un sesgo b</translation>
    </message>
    <message>
        <source>through the origin (no b)</source>
        <translation>por el origen (sin b)</translation>
    </message>
    <message>
        <source>Its model is the average of w over every step (the solid line and the shading); the dashed line is the last w, which predicts during training.</source>
        <translation>Su modelo es el promedio de w sobre todos los pasos (la línea continua y el sombreado); la línea discontinua es el último w, que predice durante el entrenamiento.</translation>
    </message>
    <message>
        <source>It predicts by the vote of every w it had; the page draws the last w, which predicts during training (the vote itself is not drawn).</source>
        <translation>Predice por la votación de todos los w que tuvo; la página dibuja el último w, que predice durante el entrenamiento (la votación misma no se dibuja).</translation>
    </message>
    <message>
        <source>Each epoch scores every example with the same w, sums y·x over the misclassified ones, and steps once at the epoch&apos;s end: μ·Σ y·x.</source>
        <translation>Cada época puntúa todos los ejemplos con el mismo w, suma y·x sobre los mal clasificados y da un solo paso al final de la época: μ·Σ y·x.</translation>
    </message>
    <message>
        <source>Move, add or delete points, or change a setting, and the page trains again.</source>
        <translation>Mueve, añade o borra puntos, o cambia un ajuste, y la página vuelve a entrenar.</translation>
    </message>
    <message>
        <source>{variant}, {eta}, {offset}: the run&apos;s recorded steps.</source>
        <translation>{variant}, {eta}, {offset}: los pasos registrados de la ejecución.</translation>
    </message>
    <message>
        <source>Rule: {rule}; {update}.</source>
        <translation>Regla: {rule}; {update}.</translation>
    </message>
    <message>
        <source>Convergence theorem: {numbers}: at most {bound} mistakes.</source>
        <translation>Teorema de convergencia: {numbers}: como mucho {bound} errores.</translation>
    </message>
    <message>
        <source>Convergence theorem from w₀ ≠ 0: {numbers}: at most {bound} mistakes.</source>
        <translation>Teorema de convergencia desde w₀ ≠ 0: {numbers}: como mucho {bound} errores.</translation>
    </message>
    <message>
        <source>k = {k} mistakes ≤ {bound}; {numbers}</source>
        <translation>k = {k} errores ≤ {bound}; {numbers}</translation>
    </message>
    <message>
        <source>{name}: a perceptron lesson</source>
        <translation>{name}: una lección del perceptrón</translation>
    </message>
</context>
<context>
    <name>LessonDialog</name>
    <message>
        <source>The page replays steps 1 to this one (at most {most})</source>
        <translation>La página reproduce los pasos del 1 a este (como mucho {most})</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>First steps (1 to {most})</source>
        <translation>Primeros pasos (1 a {most})</translation>
    </message>
    <message>
        <source>The run has {latest} steps; a lesson holds at most {most}.</source>
        <translation>La ejecución tiene {latest} pasos; una lección contiene como mucho {most}.</translation>
    </message>
    <message>
        <source>One HTML file that works offline in any current browser, on a phone as on a laptop: the points, and at each step the boundary, w, the example, the update η·y·x and the trace row, with Step, Step back, Next mistake, Play, a slider, a quiz and large text. It shows the run&apos;s recorded numbers; students can move, add or delete points and change the settings, and the page trains again (the same numbers as the app), unless fixed below.</source>
        <translation>Un único archivo HTML que funciona sin conexión en cualquier navegador actual, en un móvil como en un portátil: los puntos y, en cada paso, la frontera, w, el ejemplo, la actualización η·y·x y la fila de la traza, con Paso, Atrás, Siguiente error, Reproducir, un deslizador, un cuestionario y texto grande. Muestra los números registrados de la ejecución; los estudiantes pueden mover, añadir o borrar puntos y cambiar los ajustes, y la página vuelve a entrenar (con los mismos números que la aplicación), salvo lo fijado abajo.</translation>
    </message>
    <message>
        <source>Fixed for the students</source>
        <translation>Fijado para los estudiantes</translation>
    </message>
    <message>
        <source>Fix {name}</source>
        <translation>Fijar {name}</translation>
    </message>
    <message>
        <source>Hide the boundary until the student has answered</source>
        <translation>Ocultar la frontera hasta que el estudiante haya respondido</translation>
    </message>
    <message>
        <source>Steps 0 to {steps} ({mistakes} mistakes), written to {name}</source>
        <translation>Pasos 0 a {steps} ({mistakes} errores), escritos en {name}</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Add y = −1</source>
        <translation>Añadir y = −1</translation>
    </message>
    <message>
        <source>Add y = +1</source>
        <translation>Añadir y = +1</translation>
    </message>
    <message>
        <source>✕ Delete</source>
        <translation>✕ Borrar</translation>
    </message>
    <message>
        <source>Points as text (one per line: x₁, x₂, y)</source>
        <translation>Puntos como texto (uno por línea: x₁, x₂, y)</translation>
    </message>
    <message>
        <source>Use these points</source>
        <translation>Usar estos puntos</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s points and settings</source>
        <translation>Volver a los puntos y ajustes de la lección</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Paso ▶</translation>
    </message>
    <message>
        <source>Next mistake ▶▶</source>
        <translation>Siguiente error ▶▶</translation>
    </message>
    <message>
        <source>Epoch ▶|</source>
        <translation>Época ▶|</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Inicio</translation>
    </message>
    <message>
        <source>· keys: Space step, Shift+Space next mistake, E epoch, R run, ← → PageUp PageDown Home End</source>
        <translation>· teclas: Espacio paso, Mayús+Espacio siguiente error, E época, R ejecutar, ← → RePág AvPág Inicio Fin</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Perceptron</source>
        <translation>Perceptrón</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>Promediado</translation>
    </message>
    <message>
        <source>Voted</source>
        <translation>Votado</translation>
    </message>
    <message>
        <source>Kernel (polynomial)</source>
        <translation>Núcleo (polinómico)</translation>
    </message>
    <message>
        <source>offset b</source>
        <translation>sesgo b</translation>
    </message>
    <message>
        <source>score 0</source>
        <translation>puntuación 0</translation>
    </message>
    <message>
        <source>is a mistake</source>
        <translation>es un error</translation>
    </message>
    <message>
        <source>predicts +1</source>
        <translation>predice +1</translation>
    </message>
    <message>
        <source>predicts −1</source>
        <translation>predice −1</translation>
    </message>
    <message>
        <source>order</source>
        <translation>orden</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>tal como vienen</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>barajado</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Sortear de nuevo</translation>
    </message>
    <message>
        <source>degree</source>
        <translation>grado</translation>
    </message>
    <message>
        <source>The kernel is K(x, z) = (x·z + c₀)^degree, computed as core computes it, bit for bit. The RBF kernel is left out: its exp in a browser may differ from core&apos;s in the last bit.</source>
        <translation>El núcleo es K(x, z) = (x·z + c₀)^grado, calculado como lo calcula core, bit a bit. El núcleo RBF queda fuera: su exp en un navegador puede diferir del de core en el último bit.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copiar enlace</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Cuestionario</translation>
    </message>
    <message>
        <source>Large text</source>
        <translation>Texto grande</translation>
    </message>
    <message>
        <source>What is ŷ, is it a mistake, and (on a mistake) what are the new w and b?</source>
        <translation>¿Cuál es ŷ, es un error y (si lo es) cuáles son los nuevos w y b?</translation>
    </message>
    <message>
        <source>0 (no class)</source>
        <translation>0 (ninguna clase)</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>¿error?</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>new w</source>
        <translation>nuevo w</translation>
    </message>
    <message>
        <source>new b</source>
        <translation>nuevo b</translation>
    </message>
    <message>
        <source>Check and step</source>
        <translation>Comprobar y avanzar</translation>
    </message>
    <message>
        <source>The points and the classifier</source>
        <translation>Los puntos y el clasificador</translation>
    </message>
    <message>
        <source>What a tap on the plot does</source>
        <translation>Qué hace un toque en el gráfico</translation>
    </message>
    <message>
        <source>The points, the boundary w·x + b = 0, w and the update. Tap to add a point of the chosen class, drag a point to move it.</source>
        <translation>Los puntos, la frontera w·x + b = 0, w y la actualización. Toca para añadir un punto de la clase elegida; arrastra un punto para moverlo.</translation>
    </message>
    <message>
        <source>The points, one per line: x₁, x₂, y (y is +1 or −1)</source>
        <translation>Los puntos, uno por línea: x₁, x₂, y (y es +1 o −1)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Step back (←, PageUp)</source>
        <translation>Paso atrás (←, RePág)</translation>
    </message>
    <message>
        <source>Step (Space, →, PageDown)</source>
        <translation>Paso (Espacio, →, AvPág)</translation>
    </message>
    <message>
        <source>Next mistake (Shift+Space)</source>
        <translation>Siguiente error (Mayús+Espacio)</translation>
    </message>
    <message>
        <source>To the end of the epoch (E)</source>
        <translation>Hasta el final de la época (E)</translation>
    </message>
    <message>
        <source>Run or pause (R)</source>
        <translation>Ejecutar o pausar (R)</translation>
    </message>
    <message>
        <source>Back to step 0 (Home)</source>
        <translation>Volver al paso 0 (Inicio)</translation>
    </message>
    <message>
        <source>Step t (time travel)</source>
        <translation>Paso t (viaje en el tiempo)</translation>
    </message>
    <message>
        <source>The trace table&apos;s row of this step (in quiz mode: of the step just answered)</source>
        <translation>La fila de la tabla de traza de este paso (en modo cuestionario: del paso recién respondido)</translation>
    </message>
    <message>
        <source>w₀, first weight</source>
        <translation>w₀, primer peso</translation>
    </message>
    <message>
        <source>w₀, second weight</source>
        <translation>w₀, segundo peso</translation>
    </message>
    <message>
        <source>The link to this state</source>
        <translation>El enlace a este estado</translation>
    </message>
    <message>
        <source>The trace table: every step so far</source>
        <translation>La tabla de traza: todos los pasos hasta ahora</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>los puntos</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>la variante</translation>
    </message>
    <message>
        <source>the offset b</source>
        <translation>el sesgo b</translation>
    </message>
    <message>
        <source>w₀ and b₀</source>
        <translation>w₀ y b₀</translation>
    </message>
    <message>
        <source>the score-0 rule</source>
        <translation>la regla de la puntuación 0</translation>
    </message>
    <message>
        <source>the order</source>
        <translation>el orden</translation>
    </message>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>ŷ = sign({score}); una puntuación de 0 no predice ninguna clase y es un error (nota 004)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>ŷ = +1 si y solo si {score} ≥ 0 (CMU, nota 002)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>ŷ = +1 si y solo si {score} &gt; 0, así que una puntuación de 0 predice −1 (nota 001)</translation>
    </message>
    <message>
        <source>Rule: {rule}; on a mistake {update}.</source>
        <translation>Regla: {rule}; ante un error {update}.</translation>
    </message>
    <message>
        <source>Fixed by the lecturer</source>
        <translation>Fijado por el profesor</translation>
    </message>
    <message>
        <source>Fixed by the lecturer: {names}.</source>
        <translation>Fijado por el profesor: {names}.</translation>
    </message>
    <message>
        <source>The boundary shows once you have answered the step&apos;s question.</source>
        <translation>La frontera se muestra cuando hayas respondido la pregunta del paso.</translation>
    </message>
    <message>
        <source>averaged {w} (the model); last {last}</source>
        <translation>{w} promediado (el modelo); último {last}</translation>
    </message>
    <message>
        <source>{a} changes by {change}</source>
        <translation>{a} cambia en {change}</translation>
    </message>
    <message>
        <source>Step t = {t}: {example}; in force {weights}.</source>
        <translation>Paso t = {t}: {example}; en vigor {weights}.</translation>
    </message>
    <message>
        <source>step 0: the start, no example yet</source>
        <translation>paso 0: el inicio, aún ningún ejemplo</translation>
    </message>
    <message>
        <source>step 0: the start, {w}</source>
        <translation>paso 0: el inicio, {w}</translation>
    </message>
    <message>
        <source>step {t}</source>
        <translation>paso {t}</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>puntuación {score}</translation>
    </message>
    <message>
        <source>correct; nothing changes</source>
        <translation>correcto; nada cambia</translation>
    </message>
    <message>
        <source>correct; {w} stays {value}</source>
        <translation>correcto; {w} sigue siendo {value}</translation>
    </message>
    <message>
        <source>a mistake; {a} changes by {change}</source>
        <translation>un error; {a} cambia en {change}</translation>
    </message>
    <message>
        <source>a mistake; {w} becomes {value}</source>
        <translation>un error; {w} pasa a ser {value}</translation>
    </message>
    <message>
        <source>{w} becomes {value}</source>
        <translation>{w} pasa a ser {value}</translation>
    </message>
    <message>
        <source>The convergence theorem&apos;s numbers are drawn for the linear perceptrons.</source>
        <translation>Los números del teorema de convergencia se muestran para los perceptrones lineales.</translation>
    </message>
    <message>
        <source>of {x}</source>
        <translation>de {x}</translation>
    </message>
    <message>
        <source>Mistake bound, live: {R}</source>
        <translation>Cota de errores, en vivo: {R}</translation>
    </message>
    <message>
        <source>k = {k} mistakes; {bound}</source>
        <translation>k = {k} errores; {bound}</translation>
    </message>
    <message>
        <source>the separator found (step {t}) has margin {gamma}</source>
        <translation>el separador encontrado (paso {t}) tiene margen {gamma}</translation>
    </message>
    <message>
        <source>so at most {bound} mistakes</source>
        <translation>así que como mucho {bound} errores</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable)</source>
        <translation>aún ninguna época sin errores (puede que los puntos no sean separables)</translation>
    </message>
    <message>
        <source>no epoch without a mistake yet (the points may not be separable through 0)</source>
        <translation>aún ninguna época sin errores (puede que los puntos no sean separables por 0)</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>último w</translation>
    </message>
    <message>
        <source>Epoch {epoch} looks at the points in this order: {order}</source>
        <translation>La época {epoch} mira los puntos en este orden: {order}</translation>
    </message>
    <message>
        <source>(drawn by the page from seed {seed})</source>
        <translation>(sorteado por la página con la semilla {seed})</translation>
    </message>
    <message>
        <source>(epoch {epoch})</source>
        <translation>(época {epoch})</translation>
    </message>
    <message>
        <source>(the start)</source>
        <translation>(el inicio)</translation>
    </message>
    <message>
        <source>Step t = {t} of {n}</source>
        <translation>Paso t = {t} de {n}</translation>
    </message>
    <message>
        <source>mistakes so far: {m}</source>
        <translation>errores hasta ahora: {m}</translation>
    </message>
    <message>
        <source>converged at step {t}</source>
        <translation>convergió en el paso {t}</translation>
    </message>
    <message>
        <source>(the arrow is drawn ×{scale})</source>
        <translation>(la flecha se dibuja ×{scale})</translation>
    </message>
    <message>
        <source>The lesson ends here: step back, or press Home to start again.</source>
        <translation>La lección termina aquí: retrocede un paso o pulsa Inicio para empezar de nuevo.</translation>
    </message>
    <message>
        <source>{part} right</source>
        <translation>{part} correcto</translation>
    </message>
    <message>
        <source>{part} wrong (it is {answer})</source>
        <translation>{part} incorrecto (es {answer})</translation>
    </message>
    <message>
        <source>Step t = {t}: {parts}.</source>
        <translation>Paso t = {t}: {parts}.</translation>
    </message>
    <message>
        <source>{right} of {asked} parts right so far.</source>
        <translation>{right} de {asked} partes correctas hasta ahora.</translation>
    </message>
    <message>
        <source>The batch perceptron is only replayed here: the page trains the perceptron on the edit.</source>
        <translation>Aquí el perceptrón por lotes solo se reproduce: la página entrena el perceptrón con la edición.</translation>
    </message>
    <message>
        <source>Edited: the page trains these points with these settings itself (core&apos;s arithmetic, bit for bit). Open the link of the lesson, or use ‘Back to the lesson’, for the recorded run.</source>
        <translation>Editado: la página entrena estos puntos con estos ajustes por sí misma (la aritmética de core, bit a bit). Abre el enlace de la lección, o usa ‘Volver a la lección’, para la ejecución registrada.</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not ‘{text}’.</source>
        <translation>{name} debe ser {rule}, no ‘{text}’.</translation>
    </message>
    <message>
        <source>{name} must be {rule}, not empty.</source>
        <translation>{name} debe ser {rule}, no puede estar vacío.</translation>
    </message>
    <message>
        <source>a number &gt; 0</source>
        <translation>un número &gt; 0</translation>
    </message>
    <message>
        <source>w₀&apos;s first weight</source>
        <translation>El primer peso de w₀</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>w₀&apos;s second weight</source>
        <translation>El segundo peso de w₀</translation>
    </message>
    <message>
        <source>The seed</source>
        <translation>La semilla</translation>
    </message>
    <message>
        <source>a whole number from 0 to 999999999</source>
        <translation>un número entero de 0 a 999999999</translation>
    </message>
    <message>
        <source>The degree</source>
        <translation>El grado</translation>
    </message>
    <message>
        <source>a whole number from 1 to 10</source>
        <translation>un número entero de 1 a 10</translation>
    </message>
    <message>
        <source>The run is unchanged.</source>
        <translation>La ejecución no cambia.</translation>
    </message>
    <message>
        <source>point {i} deleted</source>
        <translation>punto {i} borrado</translation>
    </message>
    <message>
        <source>point {i} moved to {x}</source>
        <translation>punto {i} movido a {x}</translation>
    </message>
    <message>
        <source>point {i} added at {x}</source>
        <translation>punto {i} añadido en {x}</translation>
    </message>
    <message>
        <source>Line {k} must be three numbers x₁, x₂, y with y = +1 or −1, not ‘{text}’. The points are unchanged.</source>
        <translation>La línea {k} debe tener tres números x₁, x₂, y con y = +1 o −1, no ‘{text}’. Los puntos no cambian.</translation>
    </message>
    <message>
        <source>The lesson&apos;s own run is shown.</source>
        <translation>Se muestra la ejecución propia de la lección.</translation>
    </message>
    <message>
        <source>The lecturer fixed {names}: the link&apos;s other values are not used.</source>
        <translation>El profesor fijó {names}: los otros valores del enlace no se usan.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Enlace copiado.</translation>
    </message>
    <message>
        <source>The link is selected: copy it (Ctrl+C, or ⌘C).</source>
        <translation>El enlace está seleccionado: cópialo (Ctrl+C o ⌘C).</translation>
    </message>
    <message>
        <source>Add {class}</source>
        <translation>Añadir {class}</translation>
    </message>
    <message>
        <source>Batch (the recorded run only)</source>
        <translation>Por lotes (solo la ejecución registrada)</translation>
    </message>
    <message>
        <source>The link can fix {names} and hide the boundary, not ‘{text}’.</source>
        <translation>El enlace puede fijar {names} y ocultar la frontera, no ‘{text}’.</translation>
    </message>
    <message>
        <source>The link&apos;s point {i} must be x₁,x₂,class (class 0 or 1), not ‘{text}’.</source>
        <translation>El punto {i} del enlace debe ser x₁,x₂,clase (clase 0 o 1), no ‘{text}’.</translation>
    </message>
    <message>
        <source>The link&apos;s w0 must be two numbers, not ‘{text}’.</source>
        <translation>El w0 del enlace debe ser dos números, no ‘{text}’.</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be one of {allowed}, not ‘{text}’.</source>
        <translation>El {name} del enlace debe ser uno de {allowed}, no ‘{text}’.</translation>
    </message>
    <message>
        <source>The link&apos;s {name} must be {rule}, not ‘{text}’.</source>
        <translation>El {name} del enlace debe ser {rule}, no ‘{text}’.</translation>
    </message>
    <message>
        <source>a whole number ≥ 0</source>
        <translation>un número entero ≥ 0</translation>
    </message>
    <message>
        <source>Horizontal: {x} · vertical: {y}</source>
        <translation>Horizontal: {x} · vertical: {y}</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>w después</translation>
    </message>
    <message>
        <source>b after</source>
        <translation>b después</translation>
    </message>
    <message>
        <source>α changed</source>
        <translation>α cambiado</translation>
    </message>
</context>
<context>
    <name>LiveClass</name>
    <message>
        <source>Mistake or not?</source>
        <translation>¿Error o no?</translation>
    </message>
    <message>
        <source>What is ŷ?</source>
        <translation>¿Cuánto vale ŷ?</translation>
    </message>
    <message>
        <source>Where is w after?</source>
        <translation>¿Dónde queda w después?</translation>
    </message>
    <message>
        <source>Where is the boundary after?</source>
        <translation>¿Dónde queda la frontera después?</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Stopped: nothing listens. Check Train &gt; Live Class to start again.</source>
        <translation>Detenida: nada escucha. Marque Entrenar &gt; Clase en directo para empezar de nuevo.</translation>
    </message>
    <message>
        <source>Join Screen</source>
        <translation>Pantalla para unirse</translation>
    </message>
    <message>
        <source>The address and its code as large as the screen allows, for the projector (Esc closes)</source>
        <translation>La dirección y su código tan grandes como permite la pantalla, para el proyector (Esc cierra)</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>Votar otra vez</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Listening on</source>
        <translation>Escucha en</translation>
    </message>
    <message>
        <source>Students open this address (or scan the code):</source>
        <translation>Los estudiantes abren esta dirección (o escanean el código):</translation>
    </message>
    <message>
        <source>Network address the live class listens on</source>
        <translation>Dirección de red en la que escucha la clase en directo</translation>
    </message>
    <message>
        <source>Cannot listen on {host}: {why}.</source>
        <translation>No se puede escuchar en {host}: {why}.</translation>
    </message>
    <message>
        <source>Asked Q{qid} about step {step}.</source>
        <translation>Preguntada P{qid} sobre el paso {step}.</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>No se pudo escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Live class exported to {path}</source>
        <translation>Clase en directo exportada a {path}</translation>
    </message>
    <message>
        <source>{online} connected, {joined} joined</source>
        <translation>{online} conectados, {joined} unidos</translation>
    </message>
    <message>
        <source>vote {vote}</source>
        <translation>votación {vote}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>Export Live Class</source>
        <translation>Exportar la clase en directo</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Q{qid} ({vote}): {answered} of {online} answered</source>
        <translation>P{qid} ({vote}): {answered} de {online} han respondido</translation>
    </message>
    <message>
        <source>Join the live class</source>
        <translation>Únase a la clase en directo</translation>
    </message>
    <message>
        <source>Open this address on your phone, or scan the code:</source>
        <translation>Abra esta dirección en su teléfono, o escanee el código:</translation>
    </message>
    <message>
        <source>{joined} joined</source>
        <translation>{joined} unidos</translation>
    </message>
</context>
<context>
    <name>Loss</name>
    <message>
        <source>All four</source>
        <translation>Las cuatro</translation>
    </message>
    <message>
        <source>Perceptron</source>
        <translation>Perceptrón</translation>
    </message>
    <message>
        <source>Hinge</source>
        <translation>Bisagra</translation>
    </message>
    <message>
        <source>Logistic</source>
        <translation>Logística</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <source>The loss of the landscape and of the per-example plot; the slice shows all four</source>
        <translation>La pérdida del paisaje y del gráfico por ejemplo; el corte muestra las cuatro</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>E&amp;ntrenar</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Datos</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>label</source>
        <translation>etiqueta</translation>
    </message>
    <message>
        <source>the point&apos;s class (a name or ±1 as in the document)</source>
        <translation>la clase del punto (un nombre o ±1, como en el documento)</translation>
    </message>
    <message>
        <source>a coordinate</source>
        <translation>una coordenada</translation>
    </message>
    <message>
        <source>{column}: {what}. Double-click or type to change it (one undo step).</source>
        <translation>{column}: {what}. Haz doble clic o escribe para cambiarlo (un paso de deshacer).</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add a point at (0, 0) of the current class and type its coordinates (one undo step)</source>
        <translation>Añadir un punto en (0, 0) de la clase actual y escribir sus coordenadas (un paso de deshacer)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete the selected points (one undo step)</source>
        <translation>Borrar los puntos seleccionados (un paso de deshacer)</translation>
    </message>
    <message>
        <source>Document order</source>
        <translation>Orden del documento</translation>
    </message>
    <message>
        <source>Show the points in the order of the document (the order training uses)</source>
        <translation>Mostrar los puntos en el orden del documento (el orden que usa el entrenamiento)</translation>
    </message>
    <message>
        <source>{n} points are selected on the canvas; the table highlights up to {most} (Delete deletes them all).</source>
        <translation>{n} puntos están seleccionados en el lienzo; la tabla resalta hasta {most} (Borrar los borra todos).</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Idioma de la interfaz</translation>
    </message>
    <message>
        <source>Write decimals with a comma: 0,5 and (0,5; −1)</source>
        <translation>Escribir los decimales con coma: 0,5 y (0,5; −1)</translation>
    </message>
    <message>
        <source>Numbers in the window, its figures and animations are written with a decimal comma, and a vector&apos;s numbers are parted by semicolons; number fields take 0,5. Files (CSV, JSON, lesson pages, worksheets) keep the decimal point.</source>
        <translation>Los números de la ventana, sus figuras y animaciones se escriben con coma decimal, y los números de un vector se separan con punto y coma; los campos numéricos aceptan 0,5. Los archivos (CSV, JSON, páginas de lección, hojas de ejercicios) conservan el punto decimal.</translation>
    </message>
    <message>
        <source>The menus, docks, controls and status line change at once; the points and the step shown stay. PERCEPTRON_LANGUAGE, when set, picks the language at start.</source>
        <translation>Los menús, paneles, controles y la línea de estado cambian al instante; los puntos y el paso mostrado se mantienen. PERCEPTRON_LANGUAGE, si está definida, elige el idioma al arrancar.</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)</source>
        <translation>ŷ = sign({score}); una puntuación de 0 no predice ninguna clase y es un error (nota 004)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} ≥ 0 (CMU, note 002)</source>
        <translation>ŷ = +1 si y solo si {score} ≥ 0 (CMU, nota 002)</translation>
    </message>
    <message>
        <source>ŷ = +1 iff {score} &gt; 0, so a score of 0 predicts −1 (note 001)</source>
        <translation>ŷ = +1 si y solo si {score} &gt; 0, así que una puntuación de 0 predice −1 (nota 001)</translation>
    </message>
    <message>
        <source>on a mistake {update}</source>
        <translation>ante un error {update}</translation>
    </message>
    <message>
        <source>(batch: summed over the epoch, applied at its end)</source>
        <translation>(por lotes: sumado sobre la época, aplicado al final)</translation>
    </message>
    <message>
        <source>Score: no step answered yet</source>
        <translation>Puntuación: aún no se ha respondido ningún paso</translation>
    </message>
    <message>
        <source>Score: {right} of {n} step fully right  ·  {points} of {out_of} parts</source>
        <translation>Puntuación: {right} de {n} paso del todo correcto  ·  {points} de {out_of} partes</translation>
    </message>
    <message>
        <source>Score: {right} of {n} steps fully right  ·  {points} of {out_of} parts</source>
        <translation>Puntuación: {right} de {n} pasos del todo correctos  ·  {points} de {out_of} partes</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>Comprobar (Intro)</translation>
    </message>
    <message>
        <source>Next question (Enter)</source>
        <translation>Siguiente pregunta (Intro)</translation>
    </message>
    <message>
        <source>0 (no class)</source>
        <translation>0 (ninguna clase)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>¿error?</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>Type them, or drag the orange arrow&apos;s tip on the canvas.</source>
        <translation>Escríbelos, o arrastra la punta de la flecha naranja en el lienzo.</translation>
    </message>
    <message>
        <source>Waiting for the run…</source>
        <translation>Esperando la ejecución…</translation>
    </message>
    <message>
        <source>Turn on Train &gt; Quiz Mode to predict each step before it is taken.</source>
        <translation>Activa Entrenar &gt; Modo cuestionario para predecir cada paso antes de darlo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step t = {t}&lt;/b&gt; (epoch {epoch}): {weights}&lt;br&gt;example {i}: &lt;b&gt;{example}&lt;/b&gt; (ringed on the canvas)</source>
        <translation>&lt;b&gt;Paso t = {t}&lt;/b&gt; (época {epoch}): {weights}&lt;br&gt;ejemplo {i}: &lt;b&gt;{example}&lt;/b&gt; (marcado con un círculo en el lienzo)</translation>
    </message>
    <message>
        <source>your new w = {w}</source>
        <translation>tu nuevo w = {w}</translation>
    </message>
    <message>
        <source>{name} = {expected}</source>
        <translation>{name} = {expected}</translation>
    </message>
    <message>
        <source>{name}: you said {given}, it is {expected}</source>
        <translation>{name}: dijiste {given}, es {expected}</translation>
    </message>
    <message>
        <source>all right!</source>
        <translation>¡todo correcto!</translation>
    </message>
    <message>
        <source>{points} of {out_of} right.</source>
        <translation>{points} de {out_of} correctas.</translation>
    </message>
    <message>
        <source>Step t = {t}: {head}</source>
        <translation>Paso t = {t}: {head}</translation>
    </message>
    <message>
        <source>new w</source>
        <translation>nuevo w</translation>
    </message>
    <message>
        <source>new b</source>
        <translation>nuevo b</translation>
    </message>
</context>
<context>
    <name>QuizExport</name>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>errores</translation>
    </message>
    <message>
        <source>From a fresh run of the document&apos;s settings: the window&apos;s run is not stepped. Each question starts from the answer to the one before. Version 1 is the run as set; version k shuffles the examples with the seed + k − 1 (one version a page, keys alike).</source>
        <translation>De una ejecución nueva con los ajustes del documento: la ejecución de la ventana no avanza. Cada pregunta parte de la respuesta a la anterior. La versión 1 es la ejecución tal como está; la versión k baraja los ejemplos con la semilla + k − 1 (una versión por página, las claves igual).</translation>
    </message>
    <message>
        <source>Questions: the first</source>
        <translation>Preguntas: los primeros</translation>
    </message>
    <message>
        <source>of the run&apos;s</source>
        <translation>de la ejecución</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versiones</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Add points of at least two classes to train (left and right click add the two classes).</source>
        <translation>Añade puntos de al menos dos clases para entrenar (el clic izquierdo y el derecho añaden las dos clases).</translation>
    </message>
    <message>
        <source>converged</source>
        <translation>convergido</translation>
    </message>
    <message>
        <source>not converged</source>
        <translation>sin convergencia</translation>
    </message>
    <message>
        <source>training errors now {n}</source>
        <translation>errores de entrenamiento ahora {n}</translation>
    </message>
    <message>
        <source>errors {n}</source>
        <translation>errores {n}</translation>
    </message>
    <message>
        <source>training error {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>error de entrenamiento {wrong}/{rows} ({share})  ·  error de prueba {test}</translation>
    </message>
    <message>
        <source>train {wrong}/{rows} ({share})  ·  test error {test}</source>
        <translation>entren. {wrong}/{rows} ({share})  ·  error de prueba {test}</translation>
    </message>
    <message>
        <source>mistakes {n}</source>
        <translation>errores {n}</translation>
    </message>
    <message>
        <source>steps with ℓ′ ≠ 0: {n}</source>
        <translation>pasos con ℓ′ ≠ 0: {n}</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}  ·  {done}</source>
        <translation>Época {epoch}  ·  paso t = {t}  ·  {moved}  ·  {errors}  ·  {done}</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors} · {done}</source>
        <translation>Época {epoch} · t = {t} · {moved} · {errors} · {done}</translation>
    </message>
    <message>
        <source>Time travel (latest: step {t})  ·  {line}</source>
        <translation>Viaje en el tiempo (último: paso {t})  ·  {line}</translation>
    </message>
    <message>
        <source>Time travel (latest {t}) · {line}</source>
        <translation>Viaje en el tiempo (último {t}) · {line}</translation>
    </message>
    <message>
        <source>Question open: errors and convergence hidden until the answer is checked</source>
        <translation>Pregunta abierta: errores y convergencia ocultos hasta comprobar la respuesta</translation>
    </message>
    <message>
        <source>errors hidden</source>
        <translation>errores ocultos</translation>
    </message>
    <message>
        <source>Epoch {epoch}  ·  step t = {t}  ·  {moved}  ·  {errors}</source>
        <translation>Época {epoch}  ·  paso t = {t}  ·  {moved}  ·  {errors}</translation>
    </message>
    <message>
        <source>Epoch {epoch} · t = {t} · {moved} · {errors}</source>
        <translation>Época {epoch} · t = {t} · {moved} · {errors}</translation>
    </message>
</context>
<context>
    <name>Theory</name>
    <message>
        <source>Computing the maximum margin…</source>
        <translation>Calculando el margen máximo…</translation>
    </message>
    <message>
        <source>Draw w* on the canvas</source>
        <translation>Dibujar w* en el lienzo</translation>
    </message>
    <message>
        <source>The separator of largest margin γ* (dash-dot), the w* of the proof</source>
        <translation>El separador de mayor margen γ* (raya y punto), el w* de la demostración</translation>
    </message>
    <message>
        <source>Separable?</source>
        <translation>¿Separable?</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>{gamma}   (SVM margin 1/‖w‖ = {svm})</source>
        <translation>{gamma}   (margen de la SVM 1/‖w‖ = {svm})</translation>
    </message>
    <message>
        <source>{mistakes} so far; {why}</source>
        <translation>{mistakes} hasta ahora; {why}</translation>
    </message>
    <message>
        <source>no bound without a margin</source>
        <translation>sin margen no hay cota</translation>
    </message>
    <message>
        <source>{mistakes} so far {holds} {bound}</source>
        <translation>{mistakes} hasta ahora {holds} {bound}</translation>
    </message>
    <message>
        <source>{mistakes} so far {holds} {bound}  from w₀ ≠ 0: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²  ({numbers}{eta}; from 0 it would be {zero})</source>
        <translation>{mistakes} hasta ahora {holds} {bound}  desde w₀ ≠ 0: el mayor k con (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR²  ({numbers}{eta}; desde 0 sería {zero})</translation>
    </message>
    <message>
        <source>, with η = {eta}: w₀·w*/η and ‖w₀‖²/η² in the formula</source>
        <translation>, con η = {eta}: w₀·w*/η y ‖w₀‖²/η² en la fórmula</translation>
    </message>
    <message>
        <source>The proof needs linearly separable data.</source>
        <translation>La demostración necesita datos linealmente separables.</translation>
    </message>
    <message>
        <source>The proof is about the online perceptron on two classes (not batch or kernel).</source>
        <translation>La demostración trata del perceptrón en línea con dos clases (no por lotes ni con núcleo).</translation>
    </message>
    <message>
        <source>Each mistake raises w·w* by at least ηγ* and ‖w‖² by at most η²R². As w·w* ≤ ‖w‖, after k mistakes kγ* ≤ √k·R: k cannot pass (R/γ*)² = {bound} (dotted).</source>
        <translation>Cada error sube w·w* al menos ηγ* y ‖w‖² como mucho η²R². Como w·w* ≤ ‖w‖, tras k errores kγ* ≤ √k·R: k no puede pasar de (R/γ*)² = {bound} (punteado).</translation>
    </message>
    <message>
        <source>From w₀ ≠ 0 the two lines start at w₀·w* and ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* and ‖w_k‖² ≤ ‖w₀‖² + kη²R². As w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): solved for k, at most {bound} mistakes (dotted).</source>
        <translation>Desde w₀ ≠ 0 las dos rectas empiezan en w₀·w* y ‖w₀‖²: w_k·w* ≥ w₀·w* + kηγ* y ‖w_k‖² ≤ ‖w₀‖² + kη²R². Como w_k·w* ≤ ‖w_k‖, (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR² (η = 1): despejando k, como mucho {bound} errores (punteado).</translation>
    </message>
    <message>
        <source>needs points of both classes</source>
        <translation>necesita puntos de ambas clases</translation>
    </message>
    <message>
        <source>the convergence theorem is about two classes; this set has {n}</source>
        <translation>el teorema de convergencia trata de dos clases; este conjunto tiene {n}</translation>
    </message>
    <message>
        <source>{n} points: the exact max-margin solver runs up to {most}</source>
        <translation>{n} puntos: el cálculo exacto del margen máximo llega hasta {most}</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <source>mistake?</source>
        <translation>¿error?</translation>
    </message>
    <message>
        <source>w after</source>
        <translation>w después</translation>
    </message>
    <message>
        <source>b after</source>
        <translation>b después</translation>
    </message>
    <message>
        <source>α changed</source>
        <translation>α cambiado</translation>
    </message>
    <message>
        <source>loss ℓ</source>
        <translation>pérdida ℓ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Mistakes only</source>
        <translation>Solo errores</translation>
    </message>
    <message>
        <source>Show only the steps where the perceptron made a mistake and updated w</source>
        <translation>Mostrar solo los pasos en que el perceptrón cometió un error y actualizó w</translation>
    </message>
    <message>
        <source>Nonzero ℓ′ only</source>
        <translation>Solo ℓ′ distinto de 0</translation>
    </message>
    <message>
        <source>Show only the steps whose loss gradient ℓ′ was not 0 (the steps the loss moved w)</source>
        <translation>Mostrar solo los pasos cuyo gradiente de la pérdida ℓ′ no fue 0 (los pasos en que la pérdida movió w)</translation>
    </message>
    <message>
        <source>Drag to see any past step (time travel); Step or Run continues from the latest</source>
        <translation>Arrastra para ver cualquier paso pasado (viaje en el tiempo); Paso o Ejecutar siguen desde el último</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Último</translation>
    </message>
    <message>
        <source>Back to the latest state</source>
        <translation>Volver al último estado</translation>
    </message>
    <message>
        <source>Export the table as CSV</source>
        <translation>Exportar la tabla como CSV</translation>
    </message>
    <message>
        <source>Export the table as a LaTeX tabular, for slides</source>
        <translation>Exportar la tabla como un tabular de LaTeX, para diapositivas</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>step {step} of {now} (latest)</source>
        <translation>paso {step} de {now} (último)</translation>
    </message>
    <message>
        <source>step {step} of {now} (time travel)</source>
        <translation>paso {step} de {now} (viaje en el tiempo)</translation>
    </message>
    <message>
        <source>{text} (score 0: a mistake by the rule, y·a ≤ 0 updates)</source>
        <translation>{text} (puntuación 0: un error según la regla, y·a ≤ 0 actualiza)</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Velocidad </translation>
    </message>
    <message>
        <source> Class </source>
        <translation> Clase </translation>
    </message>
    <message>
        <source> max </source>
        <translation> máx. </translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Ejemplos</translation>
    </message>
    <message>
        <source>Current &amp;class</source>
        <translation>&amp;Clase actual</translation>
    </message>
    <message>
        <source>Snap Ste&amp;p</source>
        <translation>&amp;Paso de ajuste</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)</source>
        <translation>Los clics y los puntos arrastrados caen en múltiplos de {step} (activa Ajustar a la cuadrícula)</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{title} --- answer key</source>
        <translation>{title} --- clave de respuestas</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Perceptron quiz</source>
        <translation>Cuestionario del perceptrón</translation>
    </message>
</context>
</TS>
