<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Accessible</name>
    <message>
        <source>{name} choices</source>
        <translation>{name}: opciones</translation>
    </message>
    <message>
        <source>{dock} panel</source>
        <translation>Panel {dock}</translation>
    </message>
    <message>
        <source>Dock tabs</source>
        <translation>Pestañas de paneles</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Más menús</translation>
    </message>
    <message>
        <source>Canvas: the points and the classifier (Ctrl+D describes it in words)</source>
        <translation>Lienzo: los puntos y el clasificador (Ctrl+D lo describe con palabras)</translation>
    </message>
    <message>
        <source>Learning curves plot</source>
        <translation>Gráfico de las curvas de aprendizaje</translation>
    </message>
    <message>
        <source>Convergence theorem plot</source>
        <translation>Gráfico del teorema de convergencia</translation>
    </message>
    <message>
        <source>Weight space plot</source>
        <translation>Gráfico del espacio de pesos</translation>
    </message>
    <message>
        <source>0-1 loss over w</source>
        <translation>Pérdida 0-1 sobre w</translation>
    </message>
    <message>
        <source>Perceptron loss over w</source>
        <translation>Pérdida del perceptrón sobre w</translation>
    </message>
    <message>
        <source>Hinge loss over w</source>
        <translation>Pérdida bisagra sobre w</translation>
    </message>
    <message>
        <source>Logistic loss over w</source>
        <translation>Pérdida logística sobre w</translation>
    </message>
    <message>
        <source>Losses along the last update</source>
        <translation>Pérdidas a lo largo de la última actualización</translation>
    </message>
    <message>
        <source>Loss of each example</source>
        <translation>Pérdida de cada ejemplo</translation>
    </message>
    <message>
        <source>Trace table: one row per step</source>
        <translation>Tabla de traza: una fila por paso</translation>
    </message>
    <message>
        <source>Points table: x₁, x₂ and the label of each point</source>
        <translation>Tabla de puntos: x₁, x₂ y la etiqueta de cada punto</translation>
    </message>
    <message>
        <source>Algorithm listing, the current line marked</source>
        <translation>Listado del algoritmo, con la línea actual marcada</translation>
    </message>
    <message>
        <source>Time travel: the step shown</source>
        <translation>Viaje en el tiempo: el paso mostrado</translation>
    </message>
    <message>
        <source>Speed of Run, examples per second</source>
        <translation>Velocidad de Ejecutar, ejemplos por segundo</translation>
    </message>
    <message>
        <source>Current class</source>
        <translation>Clase actual</translation>
    </message>
    <message>
        <source>Loss shown</source>
        <translation>Pérdida mostrada</translation>
    </message>
    <message>
        <source>File to write the animation to</source>
        <translation>Archivo donde escribir la animación</translation>
    </message>
    <message>
        <source>Initial w₀, first component</source>
        <translation>w₀ inicial, primera componente</translation>
    </message>
    <message>
        <source>Initial w₀, second component</source>
        <translation>w₀ inicial, segunda componente</translation>
    </message>
    <message>
        <source>Your new w₁</source>
        <translation>Tu nuevo w₁</translation>
    </message>
    <message>
        <source>Your new w₂</source>
        <translation>Tu nuevo w₂</translation>
    </message>
    <message>
        <source>Your new b</source>
        <translation>Tu nuevo b</translation>
    </message>
    <message>
        <source>What the canvas shows</source>
        <translation>Lo que muestra el lienzo</translation>
    </message>
    <message>
        <source>Lift to (x, 1) plot</source>
        <translation>Gráfico de la elevación a (x, 1)</translation>
    </message>
    <message>
        <source>Left click adds a point of the current class, right click the other class; drag moves points</source>
        <translation>El clic izquierdo añade un punto de la clase actual, el derecho de la otra clase; arrastrar mueve puntos</translation>
    </message>
    <message>
        <source>Step t, the example, the score, ŷ, y, mistake? and w after; a click on a row travels to it</source>
        <translation>Paso t, el ejemplo, la puntuación, ŷ, y, ¿error? y w después; un clic en una fila viaja a ella</translation>
    </message>
    <message>
        <source>Every point of the document; edit a cell to move a point or change its label</source>
        <translation>Todos los puntos del documento; edita una celda para mover un punto o cambiar su etiqueta</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to show an earlier step; End goes back to the latest</source>
        <translation>Arrastra o usa las flechas para mostrar un paso anterior; Fin vuelve al último</translation>
    </message>
    <message>
        <source>The pseudocode of the algorithm, with the line the step shown ran marked</source>
        <translation>El pseudocódigo del algoritmo, con marcada la línea que ejecutó el paso mostrado</translation>
    </message>
    <message>
        <source>The algorithm and its settings: learning rate, intercept, start w₀, order, kernel</source>
        <translation>El algoritmo y sus ajustes: tasa de aprendizaje, sesgo, w₀ inicial, orden, núcleo</translation>
    </message>
    <message>
        <source>The trace table of the run, one row per step, and the time-travel slider</source>
        <translation>La tabla de traza de la ejecución, una fila por paso, y el deslizador del viaje en el tiempo</translation>
    </message>
    <message>
        <source>Mistakes and training error per epoch, and the test error of a table document</source>
        <translation>Errores y error de entrenamiento por época, y el error de prueba de un documento de tabla</translation>
    </message>
    <message>
        <source>The perceptron convergence theorem for these points: the bound (R/γ)² and the mistakes so far</source>
        <translation>El teorema de convergencia del perceptrón para estos puntos: la cota (R/γ)² y los errores hasta ahora</translation>
    </message>
    <message>
        <source>The points as a table you can edit</source>
        <translation>Los puntos como una tabla que puedes editar</translation>
    </message>
    <message>
        <source>The algorithm&apos;s pseudocode, with the line of the step shown marked</source>
        <translation>El pseudocódigo del algoritmo, con marcada la línea del paso mostrado</translation>
    </message>
    <message>
        <source>Quiz Mode: predict ŷ, whether it is a mistake and the new w before the step is taken</source>
        <translation>Modo cuestionario: predice ŷ, si es un error y el nuevo w antes de dar el paso</translation>
    </message>
    <message>
        <source>The clicked point: its score, margin and distance to the boundary, and its update</source>
        <translation>El punto pulsado: su puntuación, su margen y su distancia a la frontera, y su actualización</translation>
    </message>
    <message>
        <source>The 0-1, perceptron, hinge and logistic losses of the w shown</source>
        <translation>Las pérdidas 0-1, del perceptrón, bisagra y logística del w mostrado</translation>
    </message>
    <message>
        <source>Each example as the half-plane of weights that get it right, and the path of w</source>
        <translation>Cada ejemplo como el semiplano de los pesos que lo aciertan, y el camino de w</translation>
    </message>
    <message>
        <source>Draw a Classifier: type w₁, w₂ and b, and train from them</source>
        <translation>Dibujar un clasificador: escribe w₁, w₂ y b, y entrena desde ellos</translation>
    </message>
    <message>
        <source>Presentation mode&apos;s row: the current step of the trace, large</source>
        <translation>La fila del modo presentación: el paso actual de la traza, en grande</translation>
    </message>
    <message>
        <source>What the canvas shows, in words: the boundary, the sides, the errors, w and the last update</source>
        <translation>Lo que muestra el lienzo, en palabras: la frontera, los lados, los errores, w y la última actualización</translation>
    </message>
    <message>
        <source>Live Class: the address and QR code students join, their votes and the reveal</source>
        <translation>Clase en directo: la dirección y el código QR con que se unen los estudiantes, sus votos y la revelación</translation>
    </message>
</context>
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
    <message>
        <source>μ·Σ y·x so far = ({sum})</source>
        <translation>μ·Σ y·x hasta ahora = ({sum})</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the animation export: nothing is written, a file already there stays as it was</source>
        <translation>Detener la exportación de la animación: no se escribe nada y un archivo que ya existe queda como estaba</translation>
    </message>
    <message>
        <source>An animation is being exported: wait for it, or Cancel it first.</source>
        <translation>Se está exportando una animación: espera a que termine o cancélala antes.</translation>
    </message>
    <message>
        <source>The run has no such steps (yet): nothing was exported.</source>
        <translation>La ejecución no tiene (aún) esos pasos: no se exportó nada.</translation>
    </message>
    <message>
        <source>Animation, {n} frames: %p%</source>
        <translation>Animación, {n} fotogramas: %p%</translation>
    </message>
    <message>
        <source>Animation export cancelled</source>
        <translation>Exportación de la animación cancelada</translation>
    </message>
    <message>
        <source>Training started again (the points or the settings changed), so the animation stopped</source>
        <translation>El entrenamiento empezó de nuevo (cambiaron los puntos o los ajustes), así que la animación se detuvo</translation>
    </message>
    <message>
        <source>{why}: nothing was written, a file already there is as it was.</source>
        <translation>{why}: no se escribió nada; un archivo que ya existía sigue como estaba.</translation>
    </message>
    <message>
        <source>Step t = 0: no example looked at yet.</source>
        <translation>Paso t = 0: aún no se ha mirado ningún ejemplo.</translation>
    </message>
    <message>
        <source>Exported {frames} frames (steps {first} to {last}, {seconds} s at {fps} frames a second) to {path} ({size}).</source>
        <translation>Exportados {frames} fotogramas (pasos {first} a {last}, {seconds} s a {fps} fotogramas por segundo) a {path} ({size}).</translation>
    </message>
    <message>
        <source>Could not export the animation to {path}: {reason}. No file was written; a file already there is as it was.</source>
        <translation>No se pudo exportar la animación a {path}: {reason}. No se escribió ningún archivo; un archivo que ya existía sigue como estaba.</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Question open: hidden until the answer is checked</source>
        <translation>Pregunta abierta: oculto hasta comprobar la respuesta</translation>
    </message>
    <message>
        <source>last w</source>
        <translation>último w</translation>
    </message>
    <message>
        <source>averaged w = {w}, b = {b} (the model)</source>
        <translation>w promediado = {w}, b = {b} (el modelo)</translation>
    </message>
    <message>
        <source>threshold −b/w = {t}</source>
        <translation>umbral −b/w = {t}</translation>
    </message>
    <message>
        <source>(drawn ×{scale})</source>
        <translation>(dibujado ×{scale})</translation>
    </message>
    <message>
        <source>w for {name} = {w}</source>
        <translation>w de {name} = {w}</translation>
    </message>
    <message>
        <source>x (the one feature)</source>
        <translation>x (la única característica)</translation>
    </message>
    <message>
        <source>max-margin threshold {t} ± {m}</source>
        <translation>umbral de margen máximo {t} ± {m}</translation>
    </message>
    <message>
        <source>max margin w*</source>
        <translation>margen máximo w*</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>fijada</translation>
    </message>
    <message>
        <source>averaged</source>
        <translation>promediada</translation>
    </message>
    <message>
        <source>voted</source>
        <translation>votada</translation>
    </message>
    <message>
        <source>averaged w: the model</source>
        <translation>w promediado: el modelo</translation>
    </message>
    <message>
        <source>the vote: the model</source>
        <translation>la votación: el modelo</translation>
    </message>
    <message>
        <source>boundary P(y = +1 | x) = 0.5</source>
        <translation>frontera P(y = +1 | x) = 0.5</translation>
    </message>
    <message>
        <source>P = 0.1 and 0.9</source>
        <translation>P = 0.1 y 0.9</translation>
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
        <source>A number from {low} to {high}.</source>
        <translation>Un número de {low} a {high}.</translation>
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
        <source>steps with ℓ′ ≠ 0</source>
        <translation>pasos con ℓ′ ≠ 0</translation>
    </message>
    <message>
        <source>training error (%)</source>
        <translation>error de entrenamiento (%)</translation>
    </message>
    <message>
        <source>mean ln(1 + e^(−y a))</source>
        <translation>media de ln(1 + e^(−y a))</translation>
    </message>
    <message>
        <source>mean max(0, 1 − y a)</source>
        <translation>media de max(0, 1 − y a)</translation>
    </message>
    <message>
        <source>Question open: the curves are hidden until the answer is checked (an epoch&apos;s mistakes would give it away).</source>
        <translation>Pregunta abierta: las curvas se ocultan hasta que se compruebe la respuesta (los errores de una época la delatarían).</translation>
    </message>
    <message>
        <source>Training runs faster than the curves: every {stride}th epoch is shown.</source>
        <translation>El entrenamiento va más rápido que las curvas: se muestra una de cada {stride} épocas.</translation>
    </message>
    <message>
        <source>The curves end at epoch {epoch}, where the app&apos;s history of the first {mistakes} mistakes ends; training went on.</source>
        <translation>Las curvas terminan en la época {epoch}, donde termina el historial de la aplicación con los primeros {mistakes} errores; el entrenamiento siguió.</translation>
    </message>
    <message>
        <source>The kernel perceptron: mistakes per epoch only.</source>
        <translation>El perceptrón con núcleo: solo errores por época.</translation>
    </message>
    <message>
        <source>Error (%): training rows solid, the {n} held-out test rows dashed (not trained on).</source>
        <translation>Error (%): filas de entrenamiento continuas, las {n} filas de prueba apartadas discontinuas (sin entrenar con ellas).</translation>
    </message>
    <message>
        <source>Per epoch: the steps with a nonzero gradient ℓ′, the training error at the epoch&apos;s end and the mean loss of the epoch&apos;s steps. Σα_t and Σα_t² of the schedule: solid so far, dashed if training went on. Robbins-Monro (note 000) for α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² &lt; ∞ {converges}: {verdict}.</source>
        <translation>Por época: los pasos con gradiente ℓ′ distinto de cero, el error de entrenamiento al final de la época y la pérdida media de los pasos de la época. Σα_t y Σα_t² del programa: continuas hasta ahora, discontinuas si el entrenamiento siguiera. Robbins-Monro (nota 000) para α_t = η_t: Σα_t = ∞ {diverges}, Σα_t² &lt; ∞ {converges}: {verdict}.</translation>
    </message>
    <message>
        <source>met</source>
        <translation>se cumplen</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>no se cumplen</translation>
    </message>
    <message>
        <source>The curves end at epoch {end}: the app keeps the first {kept} steps.</source>
        <translation>Las curvas terminan en la época {end}: la aplicación guarda los primeros {kept} pasos.</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <source>step t</source>
        <translation>paso t</translation>
    </message>
    <message>
        <source>Σα_t and Σα_t² against t</source>
        <translation>Σα_t y Σα_t² frente a t</translation>
    </message>
    <message>
        <source>mistakes per epoch</source>
        <translation>errores por época</translation>
    </message>
    <message>
        <source>training error (%) at the epoch&apos;s end</source>
        <translation>error de entrenamiento (%) al final de la época</translation>
    </message>
    <message>
        <source>perceptron loss Σ max(0, −y a)</source>
        <translation>pérdida del perceptrón Σ max(0, −y a)</translation>
    </message>
    <message>
        <source>error (%) at the epoch&apos;s end: training (blue), test (pink, dashed)</source>
        <translation>error (%) al final de la época: entrenamiento (azul), prueba (rosa, a trazos)</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <source>Generating {n} points</source>
        <translation>Generando {n} puntos</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>No se puede generar</translation>
    </message>
    <message>
        <source>Choose Features works on a table with more than two feature columns: open one (File &gt; Examples &gt; Iris) or a CSV or TSV file of many columns.</source>
        <translation>Elegir características trabaja sobre una tabla con más de dos columnas de características: abre una (Archivo &gt; Ejemplos &gt; Iris) o un archivo CSV o TSV de muchas columnas.</translation>
    </message>
    <message>
        <source>Cannot choose these features</source>
        <translation>No se pueden elegir estas características</translation>
    </message>
    <message>
        <source>{error} Nothing was changed.</source>
        <translation>{error} No se cambió nada.</translation>
    </message>
    <message>
        <source>Now: {what}. Undo (Ctrl+Z) goes back.</source>
        <translation>Ahora: {what}. Deshacer (Ctrl+Z) vuelve atrás.</translation>
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
        <source>canvas ({n} pixels)</source>
        <translation>lienzo ({n} píxeles)</translation>
    </message>
    <message>
        <source>Frame width in pixels; empty keeps the canvas&apos;s width (the height follows)</source>
        <translation>Ancho del fotograma en píxeles; vacío conserva el ancho del lienzo (el alto se ajusta)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>First step ({n} is the start)</source>
        <translation>Primer paso ({n} es el inicio)</translation>
    </message>
    <message>
        <source>Last step (up to {n})</source>
        <translation>Último paso (hasta {n})</translation>
    </message>
    <message>
        <source>Steps per frame</source>
        <translation>Pasos por fotograma</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Fotogramas por segundo</translation>
    </message>
    <message>
        <source>Width (pixels)</source>
        <translation>Ancho (píxeles)</translation>
    </message>
    <message>
        <source>Each frame is the canvas at its step, with the trace table&apos;s row and the update with its numbers under it, laid out for the frame&apos;s size with text at least 2.5% of its height (readable on a slide); the canvas&apos;s width in the canvas&apos;s aspect is the canvas as on screen. The last step is always the last frame.</source>
        <translation>Cada fotograma es el lienzo en su paso, con la fila de la tabla de traza y la actualización con sus números debajo, compuesto para el tamaño del fotograma con texto de al menos el 2,5 % de su alto (legible en una diapositiva); el ancho del lienzo con la proporción del lienzo es el lienzo tal como se ve en pantalla. El último paso es siempre el último fotograma.</translation>
    </message>
    <message>
        <source>As on screen: the look the canvas has now</source>
        <translation>Como en pantalla: el aspecto que tiene ahora el lienzo</translation>
    </message>
    <message>
        <source>{frames} frames, {seconds} s, written to {name}</source>
        <translation>{frames} fotogramas, {seconds} s, escritos en {name}</translation>
    </message>
    <message>
        <source>GIF animation (*.gif);;MP4 video (*.mp4)</source>
        <translation>Animación GIF (*.gif);;Vídeo MP4 (*.mp4)</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4);;GIF (*.gif)</source>
        <translation>Vídeo MP4 (*.mp4);;GIF (*.gif)</translation>
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
        <source>None: the file&apos;s values</source>
        <translation>Ninguno: los valores del archivo</translation>
    </message>
    <message>
        <source>Standardise: zero mean, unit variance</source>
        <translation>Estandarizar: media cero, varianza unidad</translation>
    </message>
    <message>
        <source>Unit ball: R = 1, the bound reads 1/γ²</source>
        <translation>Bola unidad: R = 1, la cota es 1/γ²</translation>
    </message>
    <message>
        <source>The values as the file has them.</source>
        <translation>Los valores tal como los tiene el archivo.</translation>
    </message>
    <message>
        <source>Each feature minus its mean, over its standard deviation (fitted on the training rows).</source>
        <translation>Cada característica menos su media, dividida por su desviación típica (ajustadas con las filas de entrenamiento).</translation>
    </message>
    <message>
        <source>Notes 000 and 001: scale the data so that ‖x‖ ≤ 1, then the theorem&apos;s R is 1 and its bound reads 1/γ². Through the origin (intercept off): both features centred on their mean and divided by R = max ‖x − mean‖ over the training rows. With an intercept the perceptron learns on x̃ = (x, c): every (x − mean, 1) is divided by R̃ = max ‖(x − mean, 1)‖, so the features are (x − mean)/R̃ and the constant coordinate is c = 1/R̃ (liblinear&apos;s intercept_scaling); the farthest x̃ has ‖x̃‖ = 1. The offset b = βc then moves by ηyc² at a mistake. The kernel perceptron and the SGD learners keep c = 1.</source>
        <translation>Notas 000 y 001: escalar los datos para que ‖x‖ ≤ 1; entonces la R del teorema es 1 y su cota es 1/γ². Por el origen (sin sesgo): ambas características centradas en su media y divididas por R = max ‖x − media‖ sobre las filas de entrenamiento. Con sesgo, el perceptrón aprende sobre x̃ = (x, c): cada (x − media, 1) se divide por R̃ = max ‖(x − media, 1)‖, así que las características son (x − media)/R̃ y la coordenada constante es c = 1/R̃ (el intercept_scaling de liblinear); el x̃ más lejano tiene ‖x̃‖ = 1. El sesgo b = βc se mueve entonces ηyc² en cada error. El perceptrón con núcleo y los métodos SGD mantienen c = 1.</translation>
    </message>
    <message>
        <source>Choose Features</source>
        <translation>Elegir características</translation>
    </message>
    <message>
        <source>Train on every class (the multiclass perceptron with three or more), on two of them, or on one class against the rest (the two-class perceptron of the notes)</source>
        <translation>Entrenar con todas las clases (el perceptrón multiclase con tres o más), con dos de ellas o con una clase contra el resto (el perceptrón de dos clases de las notas)</translation>
    </message>
    <message>
        <source>Hold out a test set</source>
        <translation>Reservar un conjunto de prueba</translation>
    </message>
    <message>
        <source>Train on the other rows only; the test rows are drawn hollow and their error shown</source>
        <translation>Entrenar solo con las demás filas; las filas de prueba se dibujan huecas y se muestra su error</translation>
    </message>
    <message>
        <source>The share of the rows held out for testing, strictly between 0 and 1</source>
        <translation>La fracción de filas reservada para la prueba, estrictamente entre 0 y 1</translation>
    </message>
    <message>
        <source>The same seed gives the same split</source>
        <translation>La misma semilla da la misma división</translation>
    </message>
    <message>
        <source>The table has {rows} rows and {columns} columns. The canvas shows, and the perceptron trains on, the two chosen features; every column is kept and saved.</source>
        <translation>La tabla tiene {rows} filas y {columns} columnas. El lienzo muestra las dos características elegidas, y el perceptrón entrena con ellas; todas las columnas se conservan y se guardan.</translation>
    </message>
    <message>
        <source>Label column</source>
        <translation>Columna de la etiqueta</translation>
    </message>
    <message>
        <source>x₁ (horizontal)</source>
        <translation>x₁ (horizontal)</translation>
    </message>
    <message>
        <source>x₂ (vertical)</source>
        <translation>x₂ (vertical)</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Escalado</translation>
    </message>
    <message>
        <source>Test fraction</source>
        <translation>Fracción de prueba</translation>
    </message>
    <message>
        <source>Split seed</source>
        <translation>Semilla de la división</translation>
    </message>
    <message>
        <source>{column} (text)</source>
        <translation>{column} (texto)</translation>
    </message>
    <message>
        <source>All classes</source>
        <translation>Todas las clases</translation>
    </message>
    <message>
        <source>, {n} held out as the test set (drawn hollow, not trained on)</source>
        <translation>, {n} reservadas como conjunto de prueba (dibujadas huecas, sin entrenar con ellas)</translation>
    </message>
    <message>
        <source>Trains on {n} rows{held}.</source>
        <translation>Entrena con {n} filas{held}.</translation>
    </message>
    <message>
        <source>Trains on {n} rows{held}: {classes}.</source>
        <translation>Entrena con {n} filas{held}: {classes}.</translation>
    </message>
    <message>
        <source>With the intercept on, the unit ball holds x̃ = (x, c): features (x − mean)/R̃ and the constant coordinate c = 1/R̃ with R̃ = max ‖(x − mean, 1)‖, so R = 1 and the bound reads 1/γ² (the linear perceptrons; the kernel perceptron and the SGD learners keep c = 1).</source>
        <translation>Con sesgo, la bola unidad contiene x̃ = (x, c): características (x − media)/R̃ y la coordenada constante c = 1/R̃ con R̃ = max ‖(x − media, 1)‖, así que R = 1 y la cota es 1/γ² (los perceptrones lineales; el perceptrón con núcleo y los métodos SGD mantienen c = 1).</translation>
    </message>
    <message>
        <source>Through the origin (intercept off), the unit ball holds x: features (x − mean)/R with R = max ‖x − mean‖, so R = 1 and the bound reads 1/γ².</source>
        <translation>Por el origen (sin sesgo), la bola unidad contiene x: características (x − media)/R con R = max ‖x − media‖, así que R = 1 y la cota es 1/γ².</translation>
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
    <name>EditTool</name>
    <message>
        <source>At most {n} classes.</source>
        <translation>Como máximo {n} clases.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>({n} earlier error since this dialog opened; this is the latest.)</source>
        <translation>({n} error anterior desde que se abrió este diálogo; este es el último.)</translation>
    </message>
    <message>
        <source>Something went wrong: {summary}

Your points and settings are unchanged. Please report this with the details below.</source>
        <translation>Algo salió mal: {summary}

Tus puntos y ajustes no han cambiado. Por favor, informa de esto con los detalles de abajo.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source>({n} earlier errors since this dialog opened; this is the latest.)</source>
        <translation>({n} errores anteriores desde que se abrió este diálogo; este es el último.)</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Iris (scikit-learn): 150 flowers, 4 measurements, 3 species</source>
        <translation>Iris (scikit-learn): 150 flores, 4 medidas, 3 especies</translation>
    </message>
    <message>
        <source>Wine (scikit-learn): 178 wines, 13 measurements, 3 cultivars</source>
        <translation>Vino (scikit-learn): 178 vinos, 13 medidas, 3 variedades</translation>
    </message>
    <message>
        <source>Breast cancer (scikit-learn): 569 tumours, 30 measurements, malignant or benign</source>
        <translation>Cáncer de mama (scikit-learn): 569 tumores, 30 medidas, maligno o benigno</translation>
    </message>
    <message>
        <source>CMU lecture trace (6 points, through the origin)</source>
        <translation>Traza de la clase de CMU (6 puntos, por el origen)</translation>
    </message>
    <message>
        <source>Separable with a margin</source>
        <translation>Separable con margen</translation>
    </message>
    <message>
        <source>XOR (never converges)</source>
        <translation>XOR (nunca converge)</translation>
    </message>
    <message>
        <source>Concentric circles (kernel)</source>
        <translation>Círculos concéntricos (núcleo)</translation>
    </message>
    <message>
        <source>Three Gaussian classes (multiclass)</source>
        <translation>Tres clases gaussianas (multiclase)</translation>
    </message>
    <message>
        <source>Noisy: averaged vs voted vs plain</source>
        <translation>Con ruido: promediado frente a votado frente a simple</translation>
    </message>
    <message>
        <source>Note 004, Figure 1: the update rule, two updates</source>
        <translation>Nota 004, figura 1: la regla de actualización, dos actualizaciones</translation>
    </message>
    <message>
        <source>Note 004: an update that undershoots</source>
        <translation>Nota 004: una actualización que se queda corta</translation>
    </message>
    <message>
        <source>Note 004: separable, but not through the origin</source>
        <translation>Nota 004: separable, pero no por el origen</translation>
    </message>
    <message>
        <source>The mistake bound met exactly: (R/γ*)² = 2 mistakes</source>
        <translation>La cota de errores alcanzada exactamente: (R/γ*)² = 2 errores</translation>
    </message>
    <message>
        <source>Default example</source>
        <translation>Ejemplo predeterminado</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the export: nothing is written, a file already there stays as it was</source>
        <translation>Detener la exportación: no se escribe nada y un archivo que ya existe queda como estaba</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation>Imagen PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>The file there is unchanged.</source>
        <translation>El archivo que había no ha cambiado.</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>No se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Could not export {path}: {error}. {kept}</source>
        <translation>No se pudo exportar {path}: {error}. {kept}</translation>
    </message>
    <message>
        <source>Exported {path}.</source>
        <translation>Exportado {path}.</translation>
    </message>
    <message>
        <source>Export model</source>
        <translation>Exportar modelo</translation>
    </message>
    <message>
        <source>Model (*.json)</source>
        <translation>Modelo (*.json)</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>Exportar traza</translation>
    </message>
    <message>
        <source>Export trace as LaTeX</source>
        <translation>Exportar traza como LaTeX</translation>
    </message>
    <message>
        <source>Cannot export a quiz: {why}</source>
        <translation>No se puede exportar un cuestionario: {why}</translation>
    </message>
    <message>
        <source>Export quiz worksheet</source>
        <translation>Exportar hoja de cuestionario</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} errores</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} pasos</translation>
    </message>
    <message>
        <source> in {n} versions</source>
        <translation> en {n} versiones</translation>
    </message>
    <message>
        <source>{name} has {n} (it converged)</source>
        <translation>{name} tiene {n} (convergió)</translation>
    </message>
    <message>
        <source>the run</source>
        <translation>la ejecución</translation>
    </message>
    <message>
        <source>Exported a quiz of {asked}{many}{fewer}: {path} and its key {key}.</source>
        <translation>Exportado un cuestionario de {asked}{many}{fewer}: {path} y su clave {key}.</translation>
    </message>
    <message>
        <source>These exports are not finished. Closing now cancels them: nothing of them is written, and a file already there stays as it was.</source>
        <translation>Estas exportaciones no han terminado. Cerrar ahora las cancela: no se escribe nada de ellas y un archivo que ya existe queda como estaba.</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Export waiting: {n}</source>
        <translation>Exportación en espera: {n}</translation>
    </message>
    <message>
        <source>Exports waiting: {n}</source>
        <translation>Exportaciones en espera: {n}</translation>
    </message>
    <message>
        <source> (+{n} waiting)</source>
        <translation> (+{n} en espera)</translation>
    </message>
    <message>
        <source>Export, about {size}: %p%{more}</source>
        <translation>Exportación, unos {size}: %p%{more}</translation>
    </message>
    <message>
        <source>Exporting {what} ({rows} rows, about {size}) to {path}…</source>
        <translation>Exportando {what} ({rows} filas, unos {size}) a {path}…</translation>
    </message>
    <message>
        <source>Cannot export an animation: there is no run yet.</source>
        <translation>No se puede exportar una animación: aún no hay ninguna ejecución.</translation>
    </message>
    <message>
        <source>Cannot export an animation: turn off Data &gt; Draw a Classifier first.</source>
        <translation>No se puede exportar una animación: primero desactiva Datos &gt; Dibujar un clasificador.</translation>
    </message>
    <message>
        <source>the file cannot be read back: {reason}</source>
        <translation>el archivo no se puede volver a leer: {reason}</translation>
    </message>
    <message>
        <source>the file read back is not the picture written</source>
        <translation>el archivo leído no es la imagen escrita</translation>
    </message>
    <message>
        <source>the PNG could not be made: {reason}</source>
        <translation>no se pudo crear el PNG: {reason}</translation>
    </message>
    <message>
        <source>the PNG made is not readable</source>
        <translation>el PNG creado no se puede leer</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <source>the trace</source>
        <translation>la traza</translation>
    </message>
    <message>
        <source>the trace as LaTeX</source>
        <translation>la traza como LaTeX</translation>
    </message>
    <message>
        <source>{what} to {path}: waiting, not started</source>
        <translation>{what} a {path}: en espera, sin empezar</translation>
    </message>
    <message>
        <source>{what} to {path}: {percent} of about {size} written</source>
        <translation>{what} a {path}: escrito el {percent} de unos {size}</translation>
    </message>
</context>
<context>
    <name>FastLoops</name>
    <message>
        <source>training runs meanwhile, slower</source>
        <translation>mientras tanto el entrenamiento funciona, más despacio</translation>
    </message>
    <message>
        <source>a Run at full speed starts once they are in</source>
        <translation>una ejecución a toda velocidad empieza cuando estén listos</translation>
    </message>
    <message>
        <source>Compiling the fast loops (first start only)</source>
        <translation>Compilando los bucles rápidos (solo en el primer inicio)</translation>
    </message>
    <message>
        <source>Loading the fast loops</source>
        <translation>Cargando los bucles rápidos</translation>
    </message>
    <message>
        <source>Preparing the fast loops</source>
        <translation>Preparando los bucles rápidos</translation>
    </message>
    <message>
        <source>Compiling a fast loop for these settings (seconds, once)</source>
        <translation>Compilando un bucle rápido para estos ajustes (segundos, una vez)</translation>
    </message>
    <message>
        <source>Perceptron Studio trains with numba-compiled loops. Until they are in, it runs the same code as Python: the same numbers, more slowly. Compiling happens once after installing (perceptron-studio-compile does it ahead).</source>
        <translation>Perceptron Studio entrena con bucles compilados con numba. Hasta que están listos, ejecuta el mismo código como Python: los mismos números, más despacio. La compilación ocurre una vez tras instalar (perceptron-studio-compile la hace por adelantado).</translation>
    </message>
</context>
<context>
    <name>Features</name>
    <message>
        <source>row {row} is {cell}</source>
        <translation>la fila {row} es {cell}</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: row {row} is {cell}, not a whole number (a label column holds class names or whole numbers).</source>
        <translation>La columna {name} no puede ser la columna de la etiqueta: la fila {row} es {cell}, no un número entero (una columna de etiquetas contiene nombres de clase o números enteros).</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: it mixes names and numbers (row {row} is {cell}); labels are all names or all whole numbers.</source>
        <translation>La columna {name} no puede ser la columna de la etiqueta: mezcla nombres y números (la fila {row} es {cell}); las etiquetas son todas nombres o todas números enteros.</translation>
    </message>
    <message>
        <source>The column {name} cannot be the label column: row {row}: {problem}.</source>
        <translation>La columna {name} no puede ser la columna de la etiqueta: fila {row}: {problem}.</translation>
    </message>
    <message>
        <source>The column {name} has {n} distinct values; a label column has at most {most} classes (the canvas shows that many). Pick the column that names the class.</source>
        <translation>La columna {name} tiene {n} valores distintos; una columna de etiquetas tiene como mucho {most} clases (las que muestra el lienzo). Elige la columna que nombra la clase.</translation>
    </message>
    <message>
        <source>All {n} classes</source>
        <translation>Las {n} clases</translation>
    </message>
    <message>
        <source>{a} vs {b}</source>
        <translation>{a} contra {b}</translation>
    </message>
    <message>
        <source>{a} vs the rest</source>
        <translation>{a} contra el resto</translation>
    </message>
    <message>
        <source>named like a label column</source>
        <translation>nombrada como una columna de etiquetas</translation>
    </message>
    <message>
        <source>the last column</source>
        <translation>la última columna</translation>
    </message>
    <message>
        <source>the last column that can be one: {name} cannot</source>
        <translation>la última columna que puede serlo: {name} no puede</translation>
    </message>
    <message>
        <source>The table has {n} numeric columns besides the label column {name}; two are needed to show the points.</source>
        <translation>La tabla tiene {n} columnas numéricas además de la columna de la etiqueta {name}; hacen falta dos para mostrar los puntos.</translation>
    </message>
    <message>
        <source>The table has 1 numeric column besides the label column {name}; two are needed to show the points.</source>
        <translation>La tabla tiene 1 columna numérica además de la columna de la etiqueta {name}; hacen falta dos para mostrar los puntos.</translation>
    </message>
    <message>
        <source>x₁ and x₂ are both {name}: pick two different columns (the canvas plots one against the other).</source>
        <translation>x₁ y x₂ son ambas {name}: elige dos columnas distintas (el lienzo dibuja una frente a la otra).</translation>
    </message>
    <message>
        <source>{name} is the label column; pick another column for {axis}.</source>
        <translation>{name} es la columna de la etiqueta; elige otra columna para {axis}.</translation>
    </message>
    <message>
        <source>The column {name} is not numeric ({cell}); pick a column of numbers for {axis}.</source>
        <translation>La columna {name} no es numérica ({cell}); elige una columna de números para {axis}.</translation>
    </message>
    <message>
        <source>A test fraction of {f} of {rows} rows leaves {train} training and {test} test rows; both need at least one.</source>
        <translation>Una fracción de prueba de {f} de {rows} filas deja {train} filas de entrenamiento y {test} de prueba; ambas necesitan al menos una.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>the line cannot be split into fields ({why}).</source>
        <translation>la línea no se puede dividir en campos ({why}).</translation>
    </message>
    <message>
        <source>the quoted field {cell} has a line break inside (it goes on to line {next}); labels and values must each be on one line.</source>
        <translation>el campo entre comillas {cell} tiene un salto de línea dentro (continúa en la línea {next}); las etiquetas y los valores deben estar cada uno en una sola línea.</translation>
    </message>
    <message>
        <source>a quoted field is not closed (the line has an odd number of &quot; characters).</source>
        <translation>un campo entre comillas no está cerrado (la línea tiene un número impar de caracteres &quot;).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>el archivo está vacío.</translation>
    </message>
    <message>
        <source>found 1 column ({columns})</source>
        <translation>se encontró 1 columna ({columns})</translation>
    </message>
    <message>
        <source>found {n} columns ({columns})</source>
        <translation>se encontraron {n} columnas ({columns})</translation>
    </message>
    <message>
        <source> (columns are separated by commas, semicolons or tabs)</source>
        <translation> (las columnas se separan con comas, puntos y coma o tabuladores)</translation>
    </message>
    <message>
        <source>{found}; the canvas takes x1,label (points on a number line) or x1,x2,label (points in the plane), the label last{hint}.</source>
        <translation>{found}; el lienzo acepta x1,label (puntos en una recta numérica) o x1,x2,label (puntos en el plano), con la etiqueta al final{hint}.</translation>
    </message>
    <message>
        <source>{found}; a point set needs at least {n} feature column and a label{hint}.</source>
        <translation>{found}; un conjunto de puntos necesita al menos {n} columna de característica y una etiqueta{hint}.</translation>
    </message>
    <message>
        <source>{found}; at most {n} feature columns and a label are allowed.</source>
        <translation>{found}; se permiten como mucho {n} columnas de características y una etiqueta.</translation>
    </message>
    <message>
        <source>the label is {text}, a number written with underscores; write labels as plain whole numbers ({plain}) or as names that do not read as numbers.</source>
        <translation>la etiqueta es {text}, un número escrito con guiones bajos; escribe las etiquetas como números enteros sin más ({plain}) o como nombres que no se lean como números.</translation>
    </message>
    <message>
        <source>the label is {text}, not a whole number.</source>
        <translation>la etiqueta es {text}, no un número entero.</translation>
    </message>
    <message>
        <source>the label is {text}, too large (labels are whole numbers up to 2**53).</source>
        <translation>la etiqueta es {text}, demasiado grande (las etiquetas son números enteros hasta 2**53).</translation>
    </message>
    <message>
        <source>has {n} columns, but line {line} has {first}.</source>
        <translation>tiene {n} columnas, pero la línea {line} tiene {first}.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>{name} está vacío.</translation>
    </message>
    <message>
        <source> (write decimals with a point, not a decimal comma)</source>
        <translation> (escribe los decimales con punto, no con coma decimal)</translation>
    </message>
    <message>
        <source>{name} is {text}, not a number{hint}.</source>
        <translation>{name} es {text}, no un número{hint}.</translation>
    </message>
    <message>
        <source>{name} is {text}, not a finite number.</source>
        <translation>{name} es {text}, no un número finito.</translation>
    </message>
    <message>
        <source>{name} is {text}, too large for a 64-bit float (it overflows to infinity).</source>
        <translation>{name} es {text}, demasiado grande para un número de coma flotante de 64 bits (desborda a infinito).</translation>
    </message>
    <message>
        <source>the label is empty.</source>
        <translation>la etiqueta está vacía.</translation>
    </message>
    <message>
        <source>labels must be all numbers or all names, and line {line} has the label {label}.</source>
        <translation>las etiquetas deben ser todas números o todas nombres, y la línea {line} tiene la etiqueta {label}.</translation>
    </message>
    <message>
        <source>the label is {text}, a number, but {mixed}</source>
        <translation>la etiqueta es {text}, un número, pero {mixed}</translation>
    </message>
    <message>
        <source>the label is {text}, a name, but {mixed}</source>
        <translation>la etiqueta es {text}, un nombre, pero {mixed}</translation>
    </message>
    <message>
        <source>found {n} distinct labels ({labels}); the canvas shows at most {most} classes.</source>
        <translation>se encontraron {n} etiquetas distintas ({labels}); el lienzo muestra como mucho {most} clases.</translation>
    </message>
    <message>
        <source>the delimiter {delimiter} is not one the reader recognises (a comma &apos;,&apos;, a tab &apos;\t&apos; or a semicolon &apos;;&apos;)</source>
        <translation>el delimitador {delimiter} no es uno que reconozca la lectura (una coma &apos;,&apos;, un tabulador &apos;\t&apos; o un punto y coma &apos;;&apos;)</translation>
    </message>
    <message>
        <source>point {n} has a coordinate that is not a finite number ({point})</source>
        <translation>el punto {n} tiene una coordenada que no es un número finito ({point})</translation>
    </message>
    <message>
        <source>the points have {n} classes; a point-set file holds at most {most} (the canvas shows at most that many)</source>
        <translation>los puntos tienen {n} clases; un archivo de puntos guarda como mucho {most} (el lienzo muestra como mucho esas)</translation>
    </message>
    <message>
        <source>the label {label} of point {n} is beyond 2**53; labels are whole numbers up to 2**53 in size (exact as 64-bit floats)</source>
        <translation>la etiqueta {label} del punto {n} supera 2**53; las etiquetas son números enteros de tamaño hasta 2**53 (exactos como números de coma flotante de 64 bits)</translation>
    </message>
    <message>
        <source>labels {labels} have no name in label_names</source>
        <translation>las etiquetas {labels} no tienen nombre en label_names</translation>
    </message>
    <message>
        <source>the file has a header ({header}) but no rows.</source>
        <translation>el archivo tiene cabecera ({header}) pero ninguna fila.</translation>
    </message>
    <message>
        <source>found 1 column ({column}); a table needs feature columns and a label column (columns are separated by commas, semicolons or tabs).</source>
        <translation>se encontró 1 columna ({column}); una tabla necesita columnas de características y una columna de etiquetas (las columnas se separan con comas, puntos y coma o tabuladores).</translation>
    </message>
    <message>
        <source>the file is {size}, and a table (more than two feature columns) may be at most {limit}: it keeps every cell&apos;s text, about ten times the file&apos;s size in memory. Save fewer rows, or only the columns to train on (up to two features and the label open as points, up to {points}).</source>
        <translation>el archivo ocupa {size}, y una tabla (más de dos columnas de características) puede ocupar como mucho {limit}: guarda el texto de cada celda, unas diez veces el tamaño del archivo en memoria. Guarda menos filas, o solo las columnas con las que entrenar (hasta dos características y la etiqueta se abren como puntos, hasta {points}).</translation>
    </message>
    <message>
        <source>column {j} of the header has no name.</source>
        <translation>la columna {j} de la cabecera no tiene nombre.</translation>
    </message>
    <message>
        <source>two columns are named {name}; column names must be distinct.</source>
        <translation>dos columnas se llaman {name}; los nombres de columna deben ser distintos.</translation>
    </message>
    <message>
        <source>Cannot save: {problem}.</source>
        <translation>No se puede guardar: {problem}.</translation>
    </message>
    <message>
        <source>the key {key} appears twice in one object.</source>
        <translation>la clave {key} aparece dos veces en un mismo objeto.</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to read.</source>
        <translation>el JSON está anidado a demasiada profundidad para leerlo.</translation>
    </message>
    <message>
        <source>a value cannot be read ({why}).</source>
        <translation>no se puede leer un valor ({why}).</translation>
    </message>
    <message>
        <source>the file ends in the middle of the JSON at column {column} (is it truncated?).</source>
        <translation>el archivo termina en mitad del JSON, en la columna {column} (¿está truncado?).</translation>
    </message>
    <message>
        <source>not valid JSON at column {column} ({why}).</source>
        <translation>JSON no válido en la columna {column} ({why}).</translation>
    </message>
    <message>
        <source>is not a Perceptron Studio document: the top level is {kind}, not an object.</source>
        <translation>no es un documento de Perceptron Studio: el nivel superior es {kind}, no un objeto.</translation>
    </message>
    <message>
        <source>unknown key {key}; a version {version} document has {keys}.</source>
        <translation>clave desconocida {key}; un documento de la versión {version} tiene {keys}.</translation>
    </message>
    <message>
        <source>has no &quot;points&quot;.</source>
        <translation>no tiene &quot;points&quot;.</translation>
    </message>
    <message>
        <source>{key} belongs to a point-set document, and this one has a &quot;table&quot;: a document holds points or a table, one or the other (a table document has {keys}).</source>
        <translation>{key} pertenece a un documento de puntos, y este tiene una &quot;table&quot;: un documento contiene puntos o una tabla, una cosa o la otra (un documento de tabla tiene {keys}).</translation>
    </message>
    <message>
        <source>unknown key {key}; a version {version} table document has {keys}.</source>
        <translation>clave desconocida {key}; un documento de tabla de la versión {version} tiene {keys}.</translation>
    </message>
    <message>
        <source>has a &quot;feature_choice&quot; but no &quot;table&quot; to choose from.</source>
        <translation>tiene un &quot;feature_choice&quot; pero ninguna &quot;table&quot; entre la que elegir.</translation>
    </message>
    <message>
        <source>&quot;features&quot; is {value}; it is 1 (points [x1, label] on a line) or 2 ([x1, x2, label]).</source>
        <translation>&quot;features&quot; es {value}; es 1 (puntos [x1, label] en una recta) o 2 ([x1, x2, label]).</translation>
    </message>
    <message>
        <source>has no &quot;format&quot; tag, so it is not a Perceptron Studio document.</source>
        <translation>no tiene la marca &quot;format&quot;, así que no es un documento de Perceptron Studio.</translation>
    </message>
    <message>
        <source>this is a trained model (written by File &gt; Export Model or core.save_model), not a point set. Open a point set (.csv or .json document) here; to use the model, load it in Python with core.load_model({path}) and call its predict.</source>
        <translation>esto es un modelo entrenado (escrito con Archivo &gt; Exportar modelo o core.save_model), no un conjunto de puntos. Abre aquí un conjunto de puntos (documento .csv o .json); para usar el modelo, cárgalo en Python con core.load_model({path}) y llama a su predict.</translation>
    </message>
    <message>
        <source>the format is {format}, not &quot;{ours}&quot;: this is not a Perceptron Studio document.</source>
        <translation>el formato es {format}, no &quot;{ours}&quot;: esto no es un documento de Perceptron Studio.</translation>
    </message>
    <message>
        <source>has no &quot;version&quot;.</source>
        <translation>no tiene &quot;version&quot;.</translation>
    </message>
    <message>
        <source>the version is {value}, not a whole number.</source>
        <translation>la versión es {value}, no un número entero.</translation>
    </message>
    <message>
        <source>version {version} is not supported: this version of Perceptron Studio reads version {ours}.</source>
        <translation>la versión {version} no es compatible: esta versión de Perceptron Studio lee la versión {ours}.</translation>
    </message>
    <message>
        <source>&quot;points&quot; is {kind}, not a list of {shape} rows.</source>
        <translation>&quot;points&quot; es {kind}, no una lista de filas {shape}.</translation>
    </message>
    <message>
        <source>point {i} is {value}, not a list of three numbers [x1, x2, label].</source>
        <translation>el punto {i} es {value}, no una lista de tres números [x1, x2, label].</translation>
    </message>
    <message>
        <source>point {i} is {value}, not a list of two numbers [x1, label] (a one-feature document).</source>
        <translation>el punto {i} es {value}, no una lista de dos números [x1, label] (un documento de una característica).</translation>
    </message>
    <message>
        <source>point {i}: {name} is {value}, not a finite number.</source>
        <translation>punto {i}: {name} es {value}, no un número finito.</translation>
    </message>
    <message>
        <source>point {i}: {name} is {value}, not a number.</source>
        <translation>punto {i}: {name} es {value}, no un número.</translation>
    </message>
    <message>
        <source>point {i}: {name} is too large for a 64-bit float (it overflows to infinity).</source>
        <translation>punto {i}: {name} es demasiado grande para un número de coma flotante de 64 bits (desborda a infinito).</translation>
    </message>
    <message>
        <source>point {i}: the label is {value}, not a whole number.</source>
        <translation>punto {i}: la etiqueta es {value}, no un número entero.</translation>
    </message>
    <message>
        <source>point {i}: the label is {value}, too large (labels are whole numbers up to 2**53).</source>
        <translation>punto {i}: la etiqueta es {value}, demasiado grande (las etiquetas son números enteros hasta 2**53).</translation>
    </message>
    <message>
        <source>&quot;settings&quot; is {kind}, not an object.</source>
        <translation>&quot;settings&quot; es {kind}, no un objeto.</translation>
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
        <translation>&quot;label_names&quot; es {kind}, no un objeto como {example}.</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: the key {key} is not a whole-number label.</source>
        <translation>&quot;label_names&quot;: la clave {key} no es una etiqueta entera.</translation>
    </message>
    <message>
        <source>&quot;label_names&quot;: the keys {first} and {second} name the same label ({label}); give each label one name.</source>
        <translation>&quot;label_names&quot;: las claves {first} y {second} nombran la misma etiqueta ({label}); da a cada etiqueta un solo nombre.</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena de texto</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>no finito</translation>
    </message>
    <message>
        <source>{value} ({kind})</source>
        <translation>{value} ({kind})</translation>
    </message>
    <message>
        <source>1e400 (or another number too large for a 64-bit float)</source>
        <translation>1e400 (u otro número demasiado grande para un número de coma flotante de 64 bits)</translation>
    </message>
    <message>
        <source>{name}, line {line}: {problem}</source>
        <translation>{name}, línea {line}: {problem}</translation>
    </message>
    <message>
        <source>unknown file type {suffix}; Perceptron Studio opens {known} files.</source>
        <translation>tipo de archivo desconocido {suffix}; Perceptron Studio abre archivos {known}.</translation>
    </message>
    <message>
        <source>cannot be read ({reason}).</source>
        <translation>no se puede leer ({reason}).</translation>
    </message>
    <message>
        <source>permission denied: you may not read this file.</source>
        <translation>permiso denegado: no puedes leer este archivo.</translation>
    </message>
    <message>
        <source>the file changed while it was read (it was {before} when the read began, {after} at its end, and {read} were read), so it was not opened; open it again once the program writing it has finished.</source>
        <translation>el archivo cambió mientras se leía (ocupaba {before} al empezar la lectura, {after} al terminarla, y se leyeron {read}), así que no se abrió; vuelve a abrirlo cuando el programa que lo escribe haya terminado.</translation>
    </message>
    <message>
        <source>is a link to {target}, which does not exist.</source>
        <translation>es un enlace a {target}, que no existe.</translation>
    </message>
    <message>
        <source>no such file in {folder}.</source>
        <translation>no existe ese archivo en {folder}.</translation>
    </message>
    <message>
        <source>permission denied: a folder on the way to the file cannot be opened.</source>
        <translation>permiso denegado: no se puede abrir una carpeta del camino al archivo.</translation>
    </message>
    <message>
        <source>is a folder, not a file.</source>
        <translation>es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>is not a regular file (a pipe, socket or device cannot be opened).</source>
        <translation>no es un archivo normal (no se puede abrir una tubería, un socket ni un dispositivo).</translation>
    </message>
    <message>
        <source>the file is {size}, over the limit of {limit}.</source>
        <translation>el archivo ocupa {size}, más que el límite de {limit}.</translation>
    </message>
    <message>
        <source>the file is over the limit of {limit}.</source>
        <translation>el archivo supera el límite de {limit}.</translation>
    </message>
    <message>
        <source> (in Excel: save as CSV UTF-8)</source>
        <translation> (en Excel: guardar como CSV UTF-8)</translation>
    </message>
    <message>
        <source>is not a text file: it contains NUL characters.</source>
        <translation>no es un archivo de texto: contiene caracteres NUL.</translation>
    </message>
    <message>
        <source>is a ZIP archive (an Excel workbook?), not a text file; save it as CSV first.</source>
        <translation>es un archivo ZIP (¿un libro de Excel?), no un archivo de texto; guárdalo antes como CSV.</translation>
    </message>
    <message>
        <source>is not a text file: it contains binary data (a NUL byte at byte {nul}).</source>
        <translation>no es un archivo de texto: contiene datos binarios (un byte NUL en el byte {nul}).</translation>
    </message>
    <message>
        <source>byte {byte} is not valid {encoding} text; save the file as UTF-8{hint}.</source>
        <translation>el byte {byte} no es texto {encoding} válido; guarda el archivo como UTF-8{hint}.</translation>
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
        <translation>&quot;table&quot; es {value}, no un objeto con &quot;columns&quot; (los nombres de las columnas) y &quot;rows&quot; (las celdas).</translation>
    </message>
    <message>
        <source>&quot;table&quot;: unknown key {key}; a table has {keys}.</source>
        <translation>&quot;table&quot;: clave desconocida {key}; una tabla tiene {keys}.</translation>
    </message>
    <message>
        <source>&quot;table&quot; has no &quot;columns&quot;: give a list of the column names.</source>
        <translation>&quot;table&quot; no tiene &quot;columns&quot;: da una lista de los nombres de las columnas.</translation>
    </message>
    <message>
        <source>&quot;table&quot; has no &quot;rows&quot;: give one list of cells per row.</source>
        <translation>&quot;table&quot; no tiene &quot;rows&quot;: da una lista de celdas por fila.</translation>
    </message>
    <message>
        <source>&quot;columns&quot; is {value}; it is a list of the column names, at least two (features and the label column).</source>
        <translation>&quot;columns&quot; es {value}; es una lista de los nombres de las columnas, al menos dos (las características y la columna de la etiqueta).</translation>
    </message>
    <message>
        <source>&quot;columns&quot;: column {j} is {value}; a column name is a non-empty string.</source>
        <translation>&quot;columns&quot;: la columna {j} es {value}; un nombre de columna es una cadena de texto no vacía.</translation>
    </message>
    <message>
        <source>&quot;columns&quot;: two columns are named {name}; column names must be distinct.</source>
        <translation>&quot;columns&quot;: dos columnas se llaman {name}; los nombres de las columnas deben ser distintos.</translation>
    </message>
    <message>
        <source>&quot;rows&quot; is {value}, not a list of rows (one list of cells per row).</source>
        <translation>&quot;rows&quot; es {value}, no una lista de filas (una lista de celdas por fila).</translation>
    </message>
    <message>
        <source>&quot;rows&quot; is empty; a table has at least one row: one list of cells per row.</source>
        <translation>&quot;rows&quot; está vacío; una tabla tiene al menos una fila: una lista de celdas por fila.</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i} is {value}, not a list of cells (one string per column).</source>
        <translation>&quot;rows&quot;: la fila {i} es {value}, no una lista de celdas (una cadena de texto por columna).</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i} has {n} cells, but there are {m} columns; a row has one cell per column.</source>
        <translation>&quot;rows&quot;: la fila {i} tiene {n} celdas, pero hay {m} columnas; una fila tiene una celda por columna.</translation>
    </message>
    <message>
        <source>&quot;rows&quot;: row {i}, column {name} is {value}; cells are strings, the text the CSV file had (write &quot;5.1&quot;, not 5.1).</source>
        <translation>&quot;rows&quot;: fila {i}, columna {name} es {value}; las celdas son cadenas de texto, el texto que tenía el archivo CSV (escribe &quot;5.1&quot;, no 5.1).</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot; is {value}, not an object with {keys}.</source>
        <translation>&quot;feature_choice&quot; es {value}, no un objeto con {keys}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: unknown key {key}; a feature choice has {keys}.</source>
        <translation>&quot;feature_choice&quot;: clave desconocida {key}; una elección de características tiene {keys}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot; has no &quot;{key}&quot;; it names the label column and the two features.</source>
        <translation>&quot;feature_choice&quot; no tiene &quot;{key}&quot;; nombra la columna de la etiqueta y las dos características.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;features&quot; is {value}; it is a list of two column names (x₁, x₂).</source>
        <translation>&quot;feature_choice&quot;: &quot;features&quot; es {value}; es una lista de dos nombres de columna (x₁, x₂).</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;scaling&quot; is {value}; choose one of {names}.</source>
        <translation>&quot;feature_choice&quot;: &quot;scaling&quot; es {value}; elige uno de {names}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;test_fraction&quot; is {value}; it is a number strictly between 0 and 1 (0.3 holds out 30% of the rows), or 0 for no test set.</source>
        <translation>&quot;feature_choice&quot;: &quot;test_fraction&quot; es {value}; es un número estrictamente entre 0 y 1 (0.3 reserva el 30 % de las filas), o 0 para no tener conjunto de prueba.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;seed&quot; is {value}; it is a whole number from 0 to 2**32 - 1.</source>
        <translation>&quot;feature_choice&quot;: &quot;seed&quot; es {value}; es un número entero de 0 a 2**32 - 1.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;classes&quot; is {value}; it is a list of the label column&apos;s classes kept (empty or absent: all of them).</source>
        <translation>&quot;feature_choice&quot;: &quot;classes&quot; es {value}; es una lista de las clases de la columna de la etiqueta que se conservan (vacía o ausente: todas).</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;versus_rest&quot; is {value}; it is true (one class against the rest) or false.</source>
        <translation>&quot;feature_choice&quot;: &quot;versus_rest&quot; es {value}; es true (una clase contra el resto) o false.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: &quot;{key}&quot; holds {value}; columns are given by name, one of {names}.</source>
        <translation>&quot;feature_choice&quot;: &quot;{key}&quot; contiene {value}; las columnas se indican por su nombre, uno de {names}.</translation>
    </message>
    <message>
        <source>&quot;feature_choice&quot;: No column is named {name}; the columns are {names}.</source>
        <translation>&quot;feature_choice&quot;: ninguna columna se llama {name}; las columnas son {names}.</translation>
    </message>
    <message>
        <source>{start}… (a whole number of {n} digits)</source>
        <translation>{start}… (un número entero de {n} cifras)</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no un número finito</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Point sets (*.json *.csv *.tsv *.txt);;All files (*)</source>
        <translation>Conjuntos de puntos (*.json *.csv *.tsv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Perceptron Studio document (*.json)</source>
        <translation>Documento de Perceptron Studio (*.json)</translation>
    </message>
    <message>
        <source>CSV points x1,x2,label (*.csv)</source>
        <translation>Puntos CSV x1,x2,etiqueta (*.csv)</translation>
    </message>
    <message>
        <source>Tab-separated points x1 x2 label (*.tsv *.txt)</source>
        <translation>Puntos separados por tabuladores x1 x2 etiqueta (*.tsv *.txt)</translation>
    </message>
    <message>
        <source>Semicolon-separated points x1;x2;label (*.csv *.txt)</source>
        <translation>Puntos separados por punto y coma x1;x2;etiqueta (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Perceptron Studio document with the table and the feature choice (*.json)</source>
        <translation>Documento de Perceptron Studio con la tabla y la elección de características (*.json)</translation>
    </message>
    <message>
        <source>CSV table, every column (*.csv)</source>
        <translation>Tabla CSV, todas las columnas (*.csv)</translation>
    </message>
    <message>
        <source>Tab-separated table, every column (*.tsv *.txt)</source>
        <translation>Tabla separada por tabuladores, todas las columnas (*.tsv *.txt)</translation>
    </message>
    <message>
        <source>Semicolon-separated table, every column (*.csv *.txt)</source>
        <translation>Tabla separada por punto y coma, todas las columnas (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>{name} is a bundled example (read-only). Save your changes as a copy?</source>
        <translation>{name} es un ejemplo incluido (solo lectura). ¿Guardar tus cambios como copia?</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>¿Guardar los cambios en {name}?</translation>
    </message>
    <message>
        <source>this document</source>
        <translation>este documento</translation>
    </message>
    <message>
        <source>Open point set</source>
        <translation>Abrir conjunto de puntos</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>Cargando {name}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>No se puede abrir el ejemplo</translation>
    </message>
    <message>
        <source>Kept the edited document; {name} was not opened.</source>
        <translation>Se conservó el documento editado; {name} no se abrió.</translation>
    </message>
    <message>
        <source>{name} was not opened: {error}. The open document (points, settings, undo history), its run and every view are as they were.</source>
        <translation>{name} no se abrió: {error}. El documento abierto (puntos, ajustes, historial de deshacer), su ejecución y todas las vistas están como estaban.</translation>
    </message>
    <message>
        <source>Opened the table {name}: {note}</source>
        <translation>Se abrió la tabla {name}: {note}</translation>
    </message>
    <message>
        <source>Opened {n} points from {path}. {note}</source>
        <translation>Se abrieron {n} puntos de {path}. {note}</translation>
    </message>
    <message>
        <source>Opened {n} points from {path}.</source>
        <translation>Se abrieron {n} puntos de {path}.</translation>
    </message>
    <message>
        <source>{far} of the {n} points lie outside the widest view the canvas can show ({half} each side of the points&apos; centre): they are in the document and its run, but not on screen.</source>
        <translation>{far} de los {n} puntos quedan fuera de la vista más amplia que el lienzo puede mostrar ({half} a cada lado del centro de los puntos): están en el documento y en su ejecución, pero no en pantalla.</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Guardar tabla</translation>
    </message>
    <message>
        <source>Save point set</source>
        <translation>Guardar conjunto de puntos</translation>
    </message>
    <message>
        <source>Save as CSV</source>
        <translation>Guardar como CSV</translation>
    </message>
    <message>
        <source>A CSV file keeps only the points and their labels: this document&apos;s training settings (algorithm, learning rate, order and the rest) are not saved in it. Save as a Perceptron Studio document (.json) to keep them.</source>
        <translation>Un archivo CSV guarda solo los puntos y sus etiquetas: los ajustes de entrenamiento de este documento (algoritmo, tasa de aprendizaje, orden y demás) no se guardan en él. Guarda como documento de Perceptron Studio (.json) para conservarlos.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>Cannot save into the bundled examples</source>
        <translation>No se puede guardar en los ejemplos incluidos</translation>
    </message>
    <message>
        <source>{name} is a bundled example, a read-only template: save your own copy with File &gt; Save As in another folder.</source>
        <translation>{name} es un ejemplo incluido, una plantilla de solo lectura: guarda tu propia copia con Archivo &gt; Guardar como en otra carpeta.</translation>
    </message>
    <message>
        <source>Save cancelled: {path} was not changed, and the document still has its changes.</source>
        <translation>Guardado cancelado: {path} no cambió y el documento conserva sus cambios.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>{path}: {reason}. Nothing was lost: the document is still open.</source>
        <translation>{path}: {reason}. No se perdió nada: el documento sigue abierto.</translation>
    </message>
    <message>
        <source>A CSV file keeps the points and label names; save as .json to keep the settings too.</source>
        <translation>Un archivo CSV guarda los puntos y los nombres de las etiquetas; guarda como .json para conservar también los ajustes.</translation>
    </message>
    <message>
        <source>The file keeps every column; the feature choice (label column, features, scaling, test split) and the settings are kept only in a .json document (File &gt; Save As… .json).</source>
        <translation>El archivo guarda todas las columnas; la elección de características (columna de la etiqueta, características, escalado, división de prueba) y los ajustes solo se guardan en un documento .json (Archivo &gt; Guardar como… .json).</translation>
    </message>
    <message>
        <source>Saved {n} points to {path}.</source>
        <translation>Se guardaron {n} puntos en {path}.</translation>
    </message>
    <message>
        <source>Saved the table ({rows} rows, {columns} columns) to {path}.</source>
        <translation>Se guardó la tabla ({rows} filas, {columns} columnas) en {path}.</translation>
    </message>
    <message>
        <source>Saving {rows} rows to {name}…</source>
        <translation>Guardando {rows} filas en {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>{rows} rows, {columns} columns; the label column is {label} ({why}); trains on the two chosen features {x1} and {x2} (Data &gt; Choose Features picks others).</source>
        <translation>{rows} filas, {columns} columnas; la columna de la etiqueta es {label} ({why}); entrena con las dos características elegidas {x1} y {x2} (Datos &gt; Elegir características elige otras).</translation>
    </message>
    <message>
        <source>The first column has no name, and its values are not row numbers 0, 1, 2, ...: it is read as a feature ({name}).</source>
        <translation>La primera columna no tiene nombre y sus valores no son números de fila 0, 1, 2, ...: se lee como una característica ({name}).</translation>
    </message>
    <message>
        <source>The first column has no name and holds names (an index column): it was left out.</source>
        <translation>La primera columna no tiene nombre y contiene nombres (una columna de índice): se omitió.</translation>
    </message>
    <message>
        <source>The first column has no name and holds row numbers (an index column): it was left out.</source>
        <translation>La primera columna no tiene nombre y contiene números de fila (una columna de índice): se omitió.</translation>
    </message>
    <message>
        <source>The first column has no name and holds row numbers {first} to {last} (an index column): it was left out.</source>
        <translation>La primera columna no tiene nombre y contiene los números de fila {first} a {last} (una columna de índice): se omitió.</translation>
    </message>
    <message>
        <source>no test rows</source>
        <translation>sin filas de prueba</translation>
    </message>
    <message>
        <source>{n} of {rows} rows held out for testing (seed {seed})</source>
        <translation>{n} de {rows} filas reservadas para la prueba (semilla {seed})</translation>
    </message>
    <message>
        <source>x₁ {x1}, x₂ {x2}{scaled}, {split}; label column {label}, {columns} columns.</source>
        <translation>x₁ {x1}, x₂ {x2}{scaled}, {split}; columna de la etiqueta {label}, {columns} columnas.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Which perceptron. Perceptron: on each mistake w ← w + η·y·x. Averaged: predicts with the mean of w over every step (running averages, memory-efficient). Voted: every w seen votes, weighted by how many examples it survived. Kernel: the kernel trick, f(x) = Σ αᵢ yᵢ K(xᵢ, x). Batch gradient (note 003): gradient descent on the perceptron loss Σ max(0, −y·a), one step of size μ per pass over the whole set (the CMU notes&apos; &quot;batch perceptron&quot; is another thing: the online loop run epoch by epoch on a fixed set, which is &quot;Perceptron&quot; here). Logistic regression (SGD): w ← w − η_t·ℓ′·x on ℓ = ln(1 + e^(−y·a)), every example moves w a little. Hinge / linear SVM (SGD): the same on max(0, 1 − y·a) with L2 α.</source>
        <translation>Qué perceptrón. Perceptrón: en cada error w ← w + η·y·x. Promediado: predice con la media de w sobre todos los pasos (medias acumuladas, con poca memoria). Votado: cada w visto vota, con un peso según cuántos ejemplos sobrevivió. Con núcleo: el truco del núcleo, f(x) = Σ αᵢ yᵢ K(xᵢ, x). Gradiente por lotes (nota 003): descenso por gradiente sobre la pérdida del perceptrón Σ max(0, −y·a), un paso de tamaño μ por pasada sobre todo el conjunto (el «perceptrón por lotes» de las notas de CMU es otra cosa: el bucle en línea ejecutado época a época sobre un conjunto fijo, que aquí es «Perceptrón»). Regresión logística (SGD): w ← w − η_t·ℓ′·x sobre ℓ = ln(1 + e^(−y·a)); cada ejemplo mueve w un poco. Bisagra / SVM lineal (SGD): lo mismo sobre max(0, 1 − y·a) con L2 α.</translation>
    </message>
    <message>
        <source>The learning rate (step size) η: on a mistake w ← w + η·y·x and b ← b + η·y; η = 1 is the notes&apos; perceptron. From w₀ = 0, η only rescales w: the boundary and the mistakes stay the same. For the SGD learners it is η₀, the start of the schedule η_t.</source>
        <translation>La tasa de aprendizaje (tamaño del paso) η: ante un error w ← w + η·y·x y b ← b + η·y; η = 1 es el perceptrón de las notas. Desde w₀ = 0, η solo reescala w: la frontera y los errores no cambian. Para los métodos SGD es η₀, el inicio del programa η_t.</translation>
    </message>
    <message>
        <source>Fit the intercept (offset) b: the score is a = w·x + b and the boundary w·x + b = 0 can lie anywhere. Off, a = w·x: a linear classifier through the origin. (Same as folding b into w with x′ = [1, x].)</source>
        <translation>Ajustar el sesgo b: la puntuación es a = w·x + b y la frontera w·x + b = 0 puede estar en cualquier sitio. Desactivado, a = w·x: un clasificador lineal por el origen. (Lo mismo que meter b en w con x′ = [1, x].)</translation>
    </message>
    <message>
        <source>w₀[1]: the first component of the initial weight vector w₀ (the perceptron starts from w₁ = w₀).</source>
        <translation>w₀[1]: la primera componente del vector de pesos inicial w₀ (el perceptrón empieza desde w₁ = w₀).</translation>
    </message>
    <message>
        <source>w₀[2]: the second component of the initial weight vector w₀ (the notes start from all zeros).</source>
        <translation>w₀[2]: la segunda componente del vector de pesos inicial w₀ (las notas empiezan desde todo ceros).</translation>
    </message>
    <message>
        <source>b₀: the initial intercept b (the notes start from b = 0).</source>
        <translation>b₀: el sesgo inicial b (las notas empiezan desde b = 0).</translation>
    </message>
    <message>
        <source>What a score of exactly 0 counts as. A mistake: update when y·a ≤ 0 (PerceptronTrain; a point on the boundary is an error, note 004). Positive: predict + iff a ≥ 0 (the CMU slides). Negative: predict + iff a &gt; 0 (score 0 predicts −).</source>
        <translation>Qué cuenta una puntuación exactamente 0. Un error: actualizar cuando y·a ≤ 0 (PerceptronTrain; un punto sobre la frontera es un error, nota 004). Positivo: predecir + si y solo si a ≥ 0 (las diapositivas de CMU). Negativo: predecir + si y solo si a &gt; 0 (la puntuación 0 predice −).</translation>
    </message>
    <message>
        <source>The order the examples are looked at in each epoch: as given (the lecture&apos;s traces), or reshuffled every epoch (shuffle the data and start again: stochastic gradient descent).</source>
        <translation>El orden en que se miran los ejemplos en cada época: tal como vienen (las trazas de la clase) o barajados en cada época (barajar los datos y empezar de nuevo: descenso por gradiente estocástico).</translation>
    </message>
    <message>
        <source>The random seed of the reshuffles: the same seed gives the same order, so a run can be repeated.</source>
        <translation>La semilla aleatoria de los barajados: la misma semilla da el mismo orden, así que una ejecución se puede repetir.</translation>
    </message>
    <message>
        <source>MaxIter: the most epochs (passes over the training set) to run. Training stops earlier after the first epoch with no mistake (converged); on data that is not linearly separable it never does.</source>
        <translation>MaxIter: el máximo de épocas (pasadas sobre el conjunto de entrenamiento) que ejecutar. El entrenamiento para antes tras la primera época sin errores (convergió); con datos que no son linealmente separables, nunca lo hace.</translation>
    </message>
    <message>
        <source>The kernel K(x, z) of the kernel trick: RBF exp(−γ‖x−z‖²), polynomial (x·z + c₀)ᵈ, or linear x·z (the plain perceptron in its dual form).</source>
        <translation>El núcleo K(x, z) del truco del núcleo: RBF exp(−γ‖x−z‖²), polinómico (x·z + c₀)ᵈ o lineal x·z (el perceptrón simple en su forma dual).</translation>
    </message>
    <message>
        <source>The degree d of the polynomial kernel (x·z + c₀)ᵈ: d = 2 separates XOR.</source>
        <translation>El grado d del núcleo polinómico (x·z + c₀)ᵈ: d = 2 separa XOR.</translation>
    </message>
    <message>
        <source>γ of the RBF kernel exp(−γ‖x−z‖²): a larger γ makes each point&apos;s influence more local.</source>
        <translation>γ del núcleo RBF exp(−γ‖x−z‖²): un γ mayor hace más local la influencia de cada punto.</translation>
    </message>
    <message>
        <source>c₀ of the polynomial kernel (x·z + c₀)ᵈ: how much the lower-degree terms count.</source>
        <translation>c₀ del núcleo polinómico (x·z + c₀)ᵈ: cuánto cuentan los términos de menor grado.</translation>
    </message>
    <message>
        <source>The learning-rate schedule α_t of stochastic gradient descent (note 000), η_t here: constant η₀, 1/t (η₀/t) or η₀/tᵖ. SGD finds a minimum when Σα_t = ∞ and Σα_t² &lt; ∞ (Robbins-Monro): 1/t meets both, a constant rate only the first, η₀/tᵖ both for ½ &lt; p ≤ 1. The Learning curves show both sums.</source>
        <translation>El programa de la tasa de aprendizaje α_t del descenso por gradiente estocástico (nota 000), aquí η_t: constante η₀, 1/t (η₀/t) o η₀/tᵖ. SGD encuentra un mínimo cuando Σα_t = ∞ y Σα_t² &lt; ∞ (Robbins-Monro): 1/t cumple ambas, una tasa constante solo la primera, η₀/tᵖ ambas para ½ &lt; p ≤ 1. Las curvas de aprendizaje muestran ambas sumas.</translation>
    </message>
    <message>
        <source>p of the schedule η_t = η₀/tᵖ: Σα_t = ∞ needs p ≤ 1, Σα_t² &lt; ∞ needs p &gt; ½.</source>
        <translation>p del programa η_t = η₀/tᵖ: Σα_t = ∞ necesita p ≤ 1, Σα_t² &lt; ∞ necesita p &gt; ½.</translation>
    </message>
    <message>
        <source>α: the L2 regularisation of the hinge loss (the linear SVM), minimising Σ max(0, 1 − y·a) / n + α/2·‖w‖²: each step also shrinks w by (1 − η_t·α), as scikit-learn&apos;s SGDClassifier.</source>
        <translation>α: la regularización L2 de la pérdida bisagra (la SVM lineal), que minimiza Σ max(0, 1 − y·a) / n + α/2·‖w‖²: cada paso también encoge w por (1 − η_t·α), como el SGDClassifier de scikit-learn.</translation>
    </message>
    <message>
        <source>Run speed: examples looked at per second, from 1 up to as fast as the engine goes (max).</source>
        <translation>Velocidad de ejecución: ejemplos mirados por segundo, desde 1 hasta lo más rápido que va el motor (máx.).</translation>
    </message>
    <message>
        <source>Applies to two classes only (the multiclass perceptron starts every wᶜ at 0).</source>
        <translation>Solo se aplica a dos clases (el perceptrón multiclase empieza cada wᶜ en 0).</translation>
    </message>
    <message>
        <source>t: the step, counting every example looked at since the start (t = 1, 2, 3, …), as in the lecture&apos;s trace.</source>
        <translation>t: el paso, contando cada ejemplo mirado desde el inicio (t = 1, 2, 3, …), como en la traza de la clase.</translation>
    </message>
    <message>
        <source>The epoch: the pass over the training set this example belongs to (an epoch looks at each example once).</source>
        <translation>La época: la pasada sobre el conjunto de entrenamiento a la que pertenece este ejemplo (una época mira cada ejemplo una vez).</translation>
    </message>
    <message>
        <source>x₁: the first feature of the example x⁽ᵗ⁾ looked at.</source>
        <translation>x₁: la primera característica del ejemplo mirado x⁽ᵗ⁾.</translation>
    </message>
    <message>
        <source>x₂: the second feature of the example x⁽ᵗ⁾ looked at.</source>
        <translation>x₂: la segunda característica del ejemplo mirado x⁽ᵗ⁾.</translation>
    </message>
    <message>
        <source>The score (activation) a = w·x + b of the example under w and b before the update; ŷ is its sign.</source>
        <translation>La puntuación (activación) a = w·x + b del ejemplo con w y b antes de la actualización; ŷ es su signo.</translation>
    </message>
    <message>
        <source>The score (activation) a = w·x of the example under w before the update (through the origin: no b).</source>
        <translation>La puntuación (activación) a = w·x del ejemplo con w antes de la actualización (por el origen: sin b).</translation>
    </message>
    <message>
        <source>The score w_c·x + b_c of every class c under its own weight vector (the multiclass perceptron): ŷ is the class with the highest score.</source>
        <translation>La puntuación w_c·x + b_c de cada clase c con su propio vector de pesos (el perceptrón multiclase): ŷ es la clase con la mayor puntuación.</translation>
    </message>
    <message>
        <source>The score w_c·x of every class c under its own weight vector: ŷ is the class with the highest score.</source>
        <translation>La puntuación w_c·x de cada clase c con su propio vector de pesos: ŷ es la clase con la mayor puntuación.</translation>
    </message>
    <message>
        <source>The kernel perceptron&apos;s score f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (times η) before the update: αⱼ counts the mistakes made on example j; ŷ is its sign.</source>
        <translation>La puntuación del perceptrón con núcleo f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b (por η) antes de la actualización: αⱼ cuenta los errores cometidos en el ejemplo j; ŷ es su signo.</translation>
    </message>
    <message>
        <source>The kernel perceptron&apos;s score f_c(x) of every class c before the update: ŷ is the highest.</source>
        <translation>La puntuación del perceptrón con núcleo f_c(x) de cada clase c antes de la actualización: ŷ es la mayor.</translation>
    </message>
    <message>
        <source>On a mistake on example j, its count αⱼ goes up by one (it becomes, or stays, a support vector): the new αⱼ, with j the point&apos;s number in the Points table.</source>
        <translation>Ante un error en el ejemplo j, su cuenta αⱼ sube en uno (se vuelve, o sigue siendo, vector soporte): el nuevo αⱼ, con j el número del punto en la tabla de puntos.</translation>
    </message>
    <message>
        <source>ŷ: the predicted label, the sign of the score; what a score of exactly 0 predicts follows &quot;Score 0 counts as&quot; in the controls.</source>
        <translation>ŷ: la etiqueta predicha, el signo de la puntuación; qué predice una puntuación exactamente 0 sigue a «Puntuación 0 cuenta como» en los controles.</translation>
    </message>
    <message>
        <source>y: the true label of the example.</source>
        <translation>y: la etiqueta verdadera del ejemplo.</translation>
    </message>
    <message>
        <source>Mistake?: yes when the prediction was wrong, and then w ← w + η·y·x (and b ← b + η·y). Under &quot;a score of 0 counts as a mistake&quot; that is exactly when y·a ≤ 0 (PerceptronTrain).</source>
        <translation>¿Error?: sí cuando la predicción fue incorrecta, y entonces w ← w + η·y·x (y b ← b + η·y). Con «una puntuación de 0 cuenta como error», eso es exactamente cuando y·a ≤ 0 (PerceptronTrain).</translation>
    </message>
    <message>
        <source>w after the step: w + η·y·x after a mistake, unchanged otherwise (multiclass: + η·x to the true class&apos;s w, − η·x to the highest-scoring wrong class&apos;s).</source>
        <translation>w tras el paso: w + η·y·x tras un error, sin cambios si no (multiclase: + η·x al w de la clase verdadera, − η·x al de la clase incorrecta con mayor puntuación).</translation>
    </message>
    <message>
        <source>b after the step: b + η·y after a mistake, unchanged otherwise.</source>
        <translation>b tras el paso: b + η·y tras un error, sin cambios si no.</translation>
    </message>
    <message>
        <source>σ(a) = 1/(1 + e^(−a)): logistic regression&apos;s P(y = +1 | x) under w and b before the step.</source>
        <translation>σ(a) = 1/(1 + e^(−a)): la P(y = +1 | x) de la regresión logística con w y b antes del paso.</translation>
    </message>
    <message>
        <source>The loss ℓ of the example under w and b before the step: ln(1 + e^(−y·a)) for logistic regression (note 000&apos;s negative log likelihood), max(0, 1 − y·a) for the hinge.</source>
        <translation>La pérdida ℓ del ejemplo con w y b antes del paso: ln(1 + e^(−y·a)) para la regresión logística (la log-verosimilitud negativa de la nota 000), max(0, 1 − y·a) para la bisagra.</translation>
    </message>
    <message>
        <source>The gradient factor ℓ′ = dℓ/da at the score a: the step is w ← w − η_t·ℓ′·x and b ← b − η_t·ℓ′ (the hinge also shrinks w by 1 − η_t·α). Logistic: ℓ′ = −y·σ(−y·a), never 0; hinge: −y when y·a &lt; 1, else 0 (no step).</source>
        <translation>El factor de gradiente ℓ′ = dℓ/da en la puntuación a: el paso es w ← w − η_t·ℓ′·x y b ← b − η_t·ℓ′ (la bisagra además encoge w por 1 − η_t·α). Logística: ℓ′ = −y·σ(−y·a), nunca 0; bisagra: −y cuando y·a &lt; 1, si no 0 (no hay paso).</translation>
    </message>
    <message>
        <source>η_t: the learning rate of this step, from the schedule (constant η₀, η₀/t or η₀/tᵖ).</source>
        <translation>η_t: la tasa de aprendizaje de este paso, según el programa (constante η₀, η₀/t o η₀/tᵖ).</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Perceptron Studio: place points, pick a perceptron variant, and watch it learn.</source>
        <translation>Perceptron Studio: coloca puntos, elige una variante del perceptrón y mira cómo aprende.</translation>
    </message>
    <message>
        <source>Version {version}  ·  Python {python}  ·  Qt {qt}</source>
        <translation>Versión {version}  ·  Python {python}  ·  Qt {qt}</translation>
    </message>
    <message>
        <source>unknown (not installed)</source>
        <translation>desconocida (no instalado)</translation>
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
    <name>Labels</name>
    <message>
        <source>label names must be distinct, not {names}</source>
        <translation>los nombres de etiqueta deben ser distintos, no {names}</translation>
    </message>
    <message>
        <source>label names must be text, not {name}</source>
        <translation>los nombres de etiqueta deben ser texto, no {name}</translation>
    </message>
    <message>
        <source>label name {name} has a control character ({code}); names are printable text</source>
        <translation>el nombre de etiqueta {name} tiene un carácter de control ({code}); los nombres son texto imprimible</translation>
    </message>
    <message>
        <source>label names must be non-empty text with a visible character, not {name}</source>
        <translation>los nombres de etiqueta deben ser texto no vacío con algún carácter visible, no {name}</translation>
    </message>
    <message>
        <source>label names must be non-empty text on one line without surrounding spaces, not {name}</source>
        <translation>los nombres de etiqueta deben ser texto no vacío en una línea sin espacios alrededor, no {name}</translation>
    </message>
    <message>
        <source>label name {name} reads as a number; a file&apos;s labels are all numbers or all names</source>
        <translation>el nombre de etiqueta {name} se lee como un número; las etiquetas de un archivo son todas números o todas nombres</translation>
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
        <source>The run has {points} points; this page holds {kept} of them (every example its steps look at, and a sample of the rest, each class in proportion, at least {least} of each class or all of a smaller one): it replays the recorded steps, and an edit trains the page on these {kept} points.</source>
        <translation>La ejecución tiene {points} puntos; esta página contiene {kept} de ellos (cada ejemplo que miran sus pasos y una muestra del resto, cada clase en proporción, al menos {least} de cada clase o toda una clase más pequeña): reproduce los pasos registrados, y una edición entrena la página con estos {kept} puntos.</translation>
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
    <name>LessonExport</name>
    <message>
        <source>There is no run yet: add points of two classes.</source>
        <translation>Aún no hay ejecución: añade puntos de dos clases.</translation>
    </message>
    <message>
        <source>The run has no steps yet: Step or Run first (the lesson replays the steps taken).</source>
        <translation>La ejecución aún no tiene pasos: usa Paso o Ejecutar antes (la lección repite los pasos dados).</translation>
    </message>
    <message>
        <source>Cannot export a lesson: {why}</source>
        <translation>No se puede exportar una lección: {why}</translation>
    </message>
    <message>
        <source>the run has no such steps (it started again meanwhile).</source>
        <translation>la ejecución no tiene esos pasos (mientras tanto empezó de nuevo).</translation>
    </message>
    <message>
        <source>Making the lesson {name}…</source>
        <translation>Creando la lección {name}…</translation>
    </message>
    <message>
        <source>Lesson export cancelled: {path} was not written.</source>
        <translation>Exportación de la lección cancelada: {path} no se escribió.</translation>
    </message>
    <message>
        <source>Could not export the lesson to {path}: {reason}. No file was changed.</source>
        <translation>No se pudo exportar la lección a {path}: {reason}. No se cambió ningún archivo.</translation>
    </message>
    <message>
        <source>Exported a lesson of steps 0 to {steps} ({mistakes} mistakes) to {path} ({size}).</source>
        <translation>Exportada una lección de los pasos 0 a {steps} ({mistakes} errores) a {path} ({size}).</translation>
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
    <name>Lift</name>
    <message>
        <source>Lift: w·x + b = (w, b)·(x, 1)</source>
        <translation>Elevación: w·x + b = (w, b)·(x, 1)</translation>
    </message>
    <message>
        <source>z (the points sit at z = 1)</source>
        <translation>z (los puntos están en z = 1)</translation>
    </message>
    <message>
        <source>Lift: the kernel perceptron has no weight vector (w, b) to lift</source>
        <translation>Elevación: el perceptrón con núcleo no tiene vector de pesos (w, b) que elevar</translation>
    </message>
    <message>
        <source>Lift: {n} classes have {n} weight vectors; the lift shows two</source>
        <translation>Elevación: {n} clases tienen {n} vectores de pesos; la elevación muestra dos</translation>
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
        <source>Waiting for the run…</source>
        <translation>Esperando al entrenamiento…</translation>
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
        <source>Vote {n}: {answered} answered</source>
        <translation>Votación {n}: {answered} respondieron</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Respuesta correcta: {answer}</translation>
    </message>
    <message>
        <source>Moved: {moves}</source>
        <translation>Cambios: {moves}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>bien</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>mal</translation>
    </message>
    <message>
        <source>other</source>
        <translation>otra</translation>
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
    <message>
        <source>After this step w is 0: there is no boundary to ask about.</source>
        <translation>Tras este paso w es 0: no hay frontera por la que preguntar.</translation>
    </message>
    <message>
        <source>The second vote is open once per question, before the reveal.</source>
        <translation>La segunda votación se abre una vez por pregunta, antes de revelar.</translation>
    </message>
    <message>
        <source>The results are shown after the reveal.</source>
        <translation>Los resultados se muestran después de revelar.</translation>
    </message>
    <message>
        <source>No question has been asked yet.</source>
        <translation>Todavía no se ha hecho ninguna pregunta.</translation>
    </message>
    <message>
        <source>The live class asks about one example&apos;s update: choose the perceptron, averaged or voted.</source>
        <translation>La clase en directo pregunta por la actualización de un solo ejemplo: elija el perceptrón, el promediado o el votado.</translation>
    </message>
    <message>
        <source>The live class asks about two features.</source>
        <translation>La clase en directo pregunta por dos características.</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>A message must be one JSON object.</source>
        <translation>Un mensaje debe ser un único objeto JSON.</translation>
    </message>
    <message>
        <source>Join first.</source>
        <translation>Únase primero.</translation>
    </message>
    <message>
        <source>Messages are JSON text, not binary.</source>
        <translation>Los mensajes son texto JSON, no binarios.</translation>
    </message>
    <message>
        <source>A message has at most {n} bytes.</source>
        <translation>Un mensaje tiene como máximo {n} bytes.</translation>
    </message>
    <message>
        <source>A message&apos;s &quot;t&quot; is &quot;join&quot; or &quot;answer&quot;.</source>
        <translation>El &quot;t&quot; de un mensaje es &quot;join&quot; o &quot;answer&quot;.</translation>
    </message>
    <message>
        <source>Unknown field in a {kind} message: {field}.</source>
        <translation>Campo desconocido en un mensaje {kind}: {field}.</translation>
    </message>
    <message>
        <source>A nickname must be text.</source>
        <translation>Un apodo debe ser texto.</translation>
    </message>
    <message>
        <source>A nickname has at most {most} characters; this one has {n}.</source>
        <translation>Un apodo tiene como máximo {most} caracteres; este tiene {n}.</translation>
    </message>
    <message>
        <source>A nickname may not contain {marks}: letters, digits, spaces and - _ . are fine.</source>
        <translation>Un apodo no puede contener {marks}: se admiten letras, dígitos, espacios y - _ .</translation>
    </message>
    <message>
        <source>A nickname may not contain control or direction characters.</source>
        <translation>Un apodo no puede contener caracteres de control ni de dirección.</translation>
    </message>
    <message>
        <source>Perceptron live class</source>
        <translation>Clase en directo del perceptrón</translation>
    </message>
    <message>
        <source>Nickname (optional, shown to nobody on the projector)</source>
        <translation>Apodo (opcional, no se muestra a nadie en el proyector)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>The points, the example of this step, the boundary and w</source>
        <translation>Los puntos, el ejemplo de este paso, la frontera y w</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Type a nickname if you like, then Join.</source>
        <translation>Escriba un apodo si quiere y pulse Unirse.</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Conexión perdida: reconectando…</translation>
    </message>
    <message>
        <source>You are in. Wait for the question.</source>
        <translation>Está dentro. Espere la pregunta.</translation>
    </message>
    <message>
        <source>Your answer is in. You can change it until the vote closes.</source>
        <translation>Su respuesta ha llegado. Puede cambiarla hasta que se cierre la votación.</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Su respuesta: {answer}</translation>
    </message>
    <message>
        <source>Your answer?</source>
        <translation>¿Su respuesta?</translation>
    </message>
    <message>
        <source>Q{q} (vote {vote}): {prompt}</source>
        <translation>P{q} (votación {vote}): {prompt}</translation>
    </message>
    <message>
        <source>Q{q}: {prompt}</source>
        <translation>P{q}: {prompt}</translation>
    </message>
    <message>
        <source>Step {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}</source>
        <translation>Paso {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}</translation>
    </message>
    <message>
        <source>The vote is closed.</source>
        <translation>La votación está cerrada.</translation>
    </message>
    <message>
        <source>The answer: {answer}.</source>
        <translation>La respuesta: {answer}.</translation>
    </message>
    <message>
        <source>The answer: {answer}. You were right.</source>
        <translation>La respuesta: {answer}. Acertó.</translation>
    </message>
    <message>
        <source>The answer: {answer}. Not this time.</source>
        <translation>La respuesta: {answer}. Esta vez no.</translation>
    </message>
    <message>
        <source>Revealed.</source>
        <translation>Revelada.</translation>
    </message>
    <message>
        <source>Type numbers such as 1.5 or -2.</source>
        <translation>Escriba números como 1.5 o -2.</translation>
    </message>
    <message>
        <source>Is this step a mistake?</source>
        <translation>¿Este paso es un error?</translation>
    </message>
    <message>
        <source>What is ŷ for this point?</source>
        <translation>¿Cuánto vale ŷ para este punto?</translation>
    </message>
    <message>
        <source>Where is w after this step? Drag the tip of w (or type it).</source>
        <translation>¿Dónde queda w tras este paso? Arrastre la punta de w (o escríbala).</translation>
    </message>
    <message>
        <source>Where will the boundary be after this step? Drag the line&apos;s two ends.</source>
        <translation>¿Dónde quedará la frontera tras este paso? Arrastre los dos extremos de la recta.</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>sin error</translation>
    </message>
    <message>
        <source>The answer is one of {choices}.</source>
        <translation>La respuesta es una de estas: {choices}.</translation>
    </message>
    <message>
        <source>The answer is a list of {n} numbers.</source>
        <translation>La respuesta es una lista de {n} números.</translation>
    </message>
    <message>
        <source>The answer&apos;s numbers must be finite.</source>
        <translation>Los números de la respuesta deben ser finitos.</translation>
    </message>
    <message>
        <source>The answer&apos;s numbers lie within ±{most}.</source>
        <translation>Los números de la respuesta están entre ±{most}.</translation>
    </message>
    <message>
        <source>A line needs two different ends.</source>
        <translation>Una recta necesita dos extremos distintos.</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s code: check the address on the projector.</source>
        <translation>Ese código no es el de esta clase: compruebe la dirección del proyector.</translation>
    </message>
    <message>
        <source>This class is full ({n} students).</source>
        <translation>Esta clase está llena ({n} estudiantes).</translation>
    </message>
    <message>
        <source>That question is not the one asked now.</source>
        <translation>Esa pregunta no es la que se hace ahora.</translation>
    </message>
    <message>
        <source>That vote is closed.</source>
        <translation>Esa votación está cerrada.</translation>
    </message>
    <message>
        <source>Too many messages: at most a few a second.</source>
        <translation>Demasiados mensajes: como mucho unos pocos por segundo.</translation>
    </message>
    <message>
        <source>This page has joined already.</source>
        <translation>Esta página ya se ha unido.</translation>
    </message>
    <message>
        <source>Not found. Open the address shown on the projector.</source>
        <translation>No encontrado. Abra la dirección que muestra el proyector.</translation>
    </message>
    <message>
        <source>Only the class&apos;s own page may connect.</source>
        <translation>Solo la página de la clase puede conectarse.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>La clase está llena.</translation>
    </message>
</context>
<context>
    <name>LiveReport</name>
    <message>
        <source>Live class: {questions} questions revealed, {students} students joined.</source>
        <translation>Clase en directo: {questions} preguntas reveladas, {students} estudiantes unidos.</translation>
    </message>
    <message>
        <source>Q{qid} (step {step}): {prompt}</source>
        <translation>P{qid} (paso {step}): {prompt}</translation>
    </message>
    <message>
        <source>right answer: {answer}</source>
        <translation>respuesta correcta: {answer}</translation>
    </message>
    <message>
        <source>vote {n}: {answered} answered, {share} right{counts}</source>
        <translation>votación {n}: {answered} respondieron, {share} bien{counts}</translation>
    </message>
    <message>
        <source>moved: {moves}</source>
        <translation>cambios: {moves}</translation>
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
        <source>perceptron</source>
        <translation>perceptrón</translation>
    </message>
    <message>
        <source>hinge</source>
        <translation>bisagra</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>logística</translation>
    </message>
    <message>
        <source>mean loss along the&lt;br&gt;last update w + s·Δw</source>
        <translation>pérdida media sobre el&lt;br&gt;último paso w + s·Δw</translation>
    </message>
    <message>
        <source>s  (0: now, −1: before)</source>
        <translation>s  (0: ahora, −1: antes)</translation>
    </message>
    <message>
        <source>each example&apos;s loss ℓ(y a)&lt;br&gt;at the w shown</source>
        <translation>pérdida ℓ(y a) por ejemplo&lt;br&gt;con el w mostrado</translation>
    </message>
    <message>
        <source>margin y a</source>
        <translation>margen y a</translation>
    </message>
    <message>
        <source>The loss of the landscape and of the per-example plot; the slice shows all four</source>
        <translation>La pérdida del paisaje y del gráfico por ejemplo; el corte muestra las cuatro</translation>
    </message>
    <message>
        <source>a = 0 counts as a mistake (y a ≤ 0, h&apos;(0) = 1 as in note 003)</source>
        <translation>a = 0 cuenta como error (y a ≤ 0, h&apos;(0) = 1 como en la nota 003)</translation>
    </message>
    <message>
        <source>a = 0 predicts +1 (CMU), so it is a mistake only when y = −1</source>
        <translation>a = 0 predice +1 (CMU), así que es un error solo cuando y = −1</translation>
    </message>
    <message>
        <source>a = 0 predicts −1, so it is a mistake only when y = +1</source>
        <translation>a = 0 predice −1, así que es un error solo cuando y = +1</translation>
    </message>
    <message>
        <source>The losses need two classes.</source>
        <translation>Las pérdidas necesitan dos clases.</translation>
    </message>
    <message>
        <source>Question open: the losses are hidden until the answer is checked (they would give it away).</source>
        <translation>Pregunta abierta: las pérdidas se ocultan hasta que se compruebe la respuesta (la delatarían).</translation>
    </message>
    <message>
        <source>The kernel perceptron has no weight vector w: its losses are not drawn over w.</source>
        <translation>El perceptrón con núcleo no tiene vector de pesos w: sus pérdidas no se dibujan sobre w.</translation>
    </message>
    <message>
        <source>Waiting for the run to start…</source>
        <translation>Esperando a que empiece la ejecución…</translation>
    </message>
    <message>
        <source>The loss panel is about two classes (y = ±1); this document has more.</source>
        <translation>El panel de pérdidas trata de dos clases (y = ±1); este documento tiene más.</translation>
    </message>
    <message>
        <source>Mean over the {n} examples, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b.</source>
        <translation>Media sobre los {n} ejemplos, L(w, b) = (1/n) Σ ℓ(y a), a = w·x + b.</translation>
    </message>
    <message>
        <source>w is the averaged perceptron&apos;s online w, the one each update changes.</source>
        <translation>w es el w en línea del perceptrón promediado, el que cambia cada actualización.</translation>
    </message>
    <message>
        <source>w is the voted perceptron&apos;s online w, the one each update changes.</source>
        <translation>w es el w en línea del perceptrón votado, el que cambia cada actualización.</translation>
    </message>
    <message>
        <source>One feature: no landscape over (w₁, w₂).</source>
        <translation>Una característica: no hay paisaje sobre (w₁, w₂).</translation>
    </message>
    <message>
        <source>The landscape averages {n} examples drawn at random.</source>
        <translation>El paisaje promedia {n} ejemplos tomados al azar.</translation>
    </message>
    <message>
        <source>The slice averages {n} examples drawn at random.</source>
        <translation>El corte promedia {n} ejemplos tomados al azar.</translation>
    </message>
    <message>
        <source>No intercept: b = 0.</source>
        <translation>Sin sesgo: b = 0.</translation>
    </message>
    <message>
        <source>The run went past its recorded history, which ends at step {t}: the path of w ends there.</source>
        <translation>La ejecución fue más allá de su historial registrado, que termina en el paso {t}: el camino de w termina ahí.</translation>
    </message>
    <message>
        <source>The run went past its recorded history, which ends at step {t}: the path of w ends there, and the slice needs the last update.</source>
        <translation>La ejecución fue más allá de su historial registrado, que termina en el paso {t}: el camino de w termina ahí, y el corte necesita la última actualización.</translation>
    </message>
    <message>
        <source>No update yet: the slice shows after the first.</source>
        <translation>Aún no hay actualización: el corte aparece tras la primera.</translation>
    </message>
    <message>
        <source>(x, c), c = {c}, in w̃ = (w, β) with the offset b = βc</source>
        <translation>(x, c), c = {c}, en w̃ = (w, β) con el sesgo b = βc</translation>
    </message>
    <message>
        <source>w̃ − η∇ℓ is the update w̃ + η y x̃ (b moves by η y c²)</source>
        <translation>w̃ − η∇ℓ es la actualización w̃ + η y x̃ (b se mueve η y c²)</translation>
    </message>
    <message>
        <source>w − η∇ℓ is the update w + η y x̃</source>
        <translation>w − η∇ℓ es la actualización w + η y x̃</translation>
    </message>
    <message>
        <source>Perceptron: ℓ = max(0, −y a). On a mistake ℓ = −y a, so ∇ℓ = −y x̃ with x̃ = {tilde}, and the step {step}; otherwise ℓ = 0 near w, ∇ℓ = 0: no update. This run: {rule}. At the w shown: {mistakes} of {n} are mistakes, ∇L = ({numbers}).</source>
        <translation>Perceptrón: ℓ = max(0, −y a). Ante un error ℓ = −y a, así que ∇ℓ = −y x̃ con x̃ = {tilde}, y el paso {step}; si no, ℓ = 0 cerca de w, ∇ℓ = 0: no hay actualización. Esta ejecución: {rule}. En el w mostrado: {mistakes} de {n} son errores, ∇L = ({numbers}).</translation>
    </message>
</context>
<context>
    <name>ManualModel</name>
    <message>
        <source>Training starts from w₀ = {w}, b₀ = {b}.</source>
        <translation>El entrenamiento empieza desde w₀ = {w}, b₀ = {b}.</translation>
    </message>
    <message>
        <source>Training starts from w₀ = {w}, b₀ = {b} (the intercept b is now on: b₀ ≠ 0 needs it).</source>
        <translation>El entrenamiento empieza desde w₀ = {w}, b₀ = {b} (el sesgo b está ahora activado: b₀ ≠ 0 lo necesita).</translation>
    </message>
    <message>
        <source>S₊: the whole plane</source>
        <translation>S₊: todo el plano</translation>
    </message>
    <message>
        <source>S₋: the whole plane</source>
        <translation>S₋: todo el plano</translation>
    </message>
    <message>
        <source>Increase b by 1: the line moves 1/‖w‖ towards the negative side S₋ (against w)</source>
        <translation>Aumentar b en 1: la recta se mueve 1/‖w‖ hacia el lado negativo S₋ (contra w)</translation>
    </message>
    <message>
        <source>Decrease b by 1: the line moves 1/‖w‖ towards the positive side S₊ (along w)</source>
        <translation>Disminuir b en 1: la recta se mueve 1/‖w‖ hacia el lado positivo S₊ (a lo largo de w)</translation>
    </message>
    <message>
        <source>CMU exercise: w = (2, 3), b = 6</source>
        <translation>Ejercicio de CMU: w = (2, 3), b = 6</translation>
    </message>
    <message>
        <source>Lecture 6&apos;s in-class exercise: draw w₁x₁ + w₂x₂ + b &gt; 0 with w = (2, 3), b = 6</source>
        <translation>El ejercicio en clase de la lección 6: dibujar w₁x₁ + w₂x₂ + b &gt; 0 con w = (2, 3), b = 6</translation>
    </message>
    <message>
        <source>Train from this w, b (as w₀, b₀)</source>
        <translation>Entrenar desde estos w, b (como w₀, b₀)</translation>
    </message>
    <message>
        <source>Training starts again from the drawn w and b; the warm-up ends</source>
        <translation>El entrenamiento empieza de nuevo desde los w y b dibujados; el calentamiento termina</translation>
    </message>
    <message>
        <source>Drag the arrow&apos;s tip to set w, drag the line to set b, or type them.</source>
        <translation>Arrastra la punta de la flecha para fijar w, arrastra la recta para fijar b, o escríbelos.</translation>
    </message>
    <message>
        <source>boundary: {equation}</source>
        <translation>frontera: {equation}</translation>
    </message>
    <message>
        <source>w = 0: there is no line; every x has w·x + b = {b}, so the whole plane is {side}.</source>
        <translation>w = 0: no hay recta; todo x tiene w·x + b = {b}, así que todo el plano es {side}.</translation>
    </message>
    <message>
        <source>the boundary</source>
        <translation>la frontera</translation>
    </message>
    <message>
        <source>distance of the boundary from the origin: −b/‖w‖ = {b}/{norm} = {d} (along w)</source>
        <translation>distancia de la frontera al origen: −b/‖w‖ = {b}/{norm} = {d} (a lo largo de w)</translation>
    </message>
    <message>
        <source>angle of w: atan2({w2}, {w1}) = {angle}°</source>
        <translation>ángulo de w: atan2({w2}, {w1}) = {angle}°</translation>
    </message>
    <message>
        <source>b {sign} {delta}: with w = 0 there is no line to move.</source>
        <translation>b {sign} {delta}: con w = 0 no hay recta que mover.</translation>
    </message>
    <message>
        <source>b {sign} {delta}: the line moves {delta}/‖w‖ = {moved} towards {towards} (its distance −b/‖w‖ goes from {before} to {after}).</source>
        <translation>b {sign} {delta}: la recta se mueve {delta}/‖w‖ = {moved} hacia {towards} (su distancia −b/‖w‖ pasa de {before} a {after}).</translation>
    </message>
    <message>
        <source>S₋, against w</source>
        <translation>S₋, contra w</translation>
    </message>
    <message>
        <source>S₊, along w</source>
        <translation>S₊, a lo largo de w</translation>
    </message>
    <message>
        <source>w₁, w₂ and b must be between {lo} and {hi}, got w = {w}, b = {b}.</source>
        <translation>w₁, w₂ y b deben estar entre {lo} y {hi}; se dio w = {w}, b = {b}.</translation>
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
    <name>NumberBox</name>
    <message>
        <source>{name}: a number from {low} to {high}</source>
        <translation>{name}: un número de {low} a {high}</translation>
    </message>
    <message>
        <source>{problem} Kept {value}.</source>
        <translation>{problem} Se mantiene {value}.</translation>
    </message>
    <message>
        <source>{name} needs a number from {low} to {high}.</source>
        <translation>{name} necesita un número de {low} a {high}.</translation>
    </message>
    <message>
        <source>{name} must be a number from {low} to {high}, not {text}.</source>
        <translation>{name} debe ser un número de {low} a {high}, no {text}.</translation>
    </message>
    <message>
        <source>Write decimals with a point, or turn on the decimal comma in Edit &gt; Preferences.</source>
        <translation>Escriba los decimales con punto, o active la coma decimal en Editar &gt; Preferencias.</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>The averaged and voted boundaries need every mistake; the app keeps the first {n}, up to step {t}.</source>
        <translation>Las fronteras promediada y votada necesitan todos los errores; la aplicación guarda los primeros {n}, hasta el paso {t}.</translation>
    </message>
    <message>
        <source>The voted boundary is not drawn: {n} hypotheses are too many.</source>
        <translation>La frontera votada no se dibuja: {n} hipótesis son demasiadas.</translation>
    </message>
    <message>
        <source>w* (max margin, γ* = {gamma})</source>
        <translation>w* (margen máximo, γ* = {gamma})</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>en el orden dado</translation>
    </message>
    <message>
        <source>shuffled (seed {seed})</source>
        <translation>barajado (semilla {seed})</translation>
    </message>
    <message>
        <source>with b</source>
        <translation>con b</translation>
    </message>
    <message>
        <source>no b</source>
        <translation>sin b</translation>
    </message>
    <message>
        <source>{settings}: {n} mistakes, {weights}, b = {b}</source>
        <translation>{settings}; errores: {n}; {weights}, b = {b}</translation>
    </message>
    <message>
        <source>pinned: {n} mistakes, {weights}</source>
        <translation>fijada; errores: {n}; {weights}</translation>
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
        <source>Point {i}, {error}</source>
        <translation>Punto {i}, {error}</translation>
    </message>
    <message>
        <source>Point {i}, label: a document has at most {most} classes; the old label is kept.</source>
        <translation>Punto {i}, etiqueta: un documento tiene como máximo {most} clases; se mantiene la etiqueta anterior.</translation>
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
    <name>Presentation</name>
    <message>
        <source>Add points of two classes to train.</source>
        <translation>Añade puntos de dos clases para entrenar.</translation>
    </message>
    <message>
        <source>Step t = {t}. The kernel perceptron has no weight vector w to tabulate.</source>
        <translation>Paso t = {t}. El perceptrón con núcleo no tiene vector de pesos w que tabular.</translation>
    </message>
    <message>
        <source>Step t = 0: no example looked at yet. Step with Space, PageDown or →.</source>
        <translation>Paso t = 0: aún no se ha mirado ningún ejemplo. Avanza con Espacio, AvPág o →.</translation>
    </message>
    <message>
        <source>Step t = {t} (beyond the rows the table keeps).</source>
        <translation>Paso t = {t} (más allá de las filas que guarda la tabla).</translation>
    </message>
    <message>
        <source>Step t = {t}.</source>
        <translation>Paso t = {t}.</translation>
    </message>
</context>
<context>
    <name>QuickTour</name>
    <message>
        <source>&lt;h2&gt;Perceptron Studio: a quick tour&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Perceptron Studio: una visita rápida&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Add points.&lt;/b&gt; Left click adds a point of the current class (the &lt;i&gt;Class&lt;/i&gt; box, or keys 1–8), right click one of the other class. Drag a point to move it; drag on empty space to select, then Delete. Every edit is one undo step (Ctrl+Z, Ctrl+Shift+Z).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Añadir puntos.&lt;/b&gt; El clic izquierdo añade un punto de la clase actual (el cuadro &lt;i&gt;Clase&lt;/i&gt;, o las teclas 1–8), el clic derecho uno de la otra clase. Arrastra un punto para moverlo; arrastra sobre un espacio vacío para seleccionar y luego Supr. Cada edición es un paso de deshacer (Ctrl+Z, Ctrl+Mayús+Z).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys alone.&lt;/b&gt; Tab reaches the canvas (a blue frame shows it has the focus): a cross marks the keyboard cursor. The arrows move it on the grid (View &amp;gt; Snap Step; Shift: four steps), 1–8 choose the class, Enter places a point there, Delete or Backspace removes the one under it. Tab goes on to every control and dock; Alt and a menu&apos;s underlined letter open the menus.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Solo con teclas.&lt;/b&gt; Tab llega al lienzo (un marco azul muestra que tiene el foco): una cruz marca el cursor del teclado. Las flechas lo mueven por la cuadrícula (Ver &amp;gt; Paso de ajuste; Mayús: cuatro pasos), 1–8 eligen la clase, Intro coloca ahí un punto, Supr o Retroceso quita el que está debajo. Tab sigue por cada control y panel; Alt y la letra subrayada de un menú abren los menús.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Type points.&lt;/b&gt; The &lt;i&gt;Points&lt;/i&gt; dock lists x₁, x₂ and the label of every point: type over a value, &lt;i&gt;Add&lt;/i&gt; or &lt;i&gt;Delete&lt;/i&gt; rows, click a title to sort. Each cell is one undo step; a value that does not read is refused with a hint and the old one stays. View &amp;gt; &lt;i&gt;Snap to Grid&lt;/i&gt; lands clicks and drags on the grid; hovering a point names it in the status bar.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Escribir puntos.&lt;/b&gt; El panel &lt;i&gt;Puntos&lt;/i&gt; lista x₁, x₂ y la etiqueta de cada punto: escribe sobre un valor, &lt;i&gt;Añadir&lt;/i&gt; o &lt;i&gt;Borrar&lt;/i&gt; filas, haz clic en un título para ordenar. Cada celda es un paso de deshacer; un valor que no se puede leer se rechaza con una indicación y se mantiene el anterior. Ver &amp;gt; &lt;i&gt;Ajustar a la cuadrícula&lt;/i&gt; lleva clics y arrastres a la cuadrícula; al pasar sobre un punto, la barra de estado lo nombra.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step.&lt;/b&gt; &lt;i&gt;Step&lt;/i&gt; (Space) looks at the next example: it is ringed, and on a mistake the red arrow is the update η·y·x that took w (the black arrow, normal to the boundary) to its new value. &lt;i&gt;Next mistake&lt;/i&gt; (Shift+Space) and &lt;i&gt;Epoch&lt;/i&gt; (Ctrl+E) go further.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Paso.&lt;/b&gt; &lt;i&gt;Paso&lt;/i&gt; (Espacio) mira el siguiente ejemplo: queda rodeado, y ante un error la flecha roja es la actualización η·y·x que llevó w (la flecha negra, normal a la frontera) a su nuevo valor. &lt;i&gt;Siguiente error&lt;/i&gt; (Mayús+Espacio) y &lt;i&gt;Época&lt;/i&gt; (Ctrl+E) van más allá.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Run.&lt;/b&gt; &lt;i&gt;Run&lt;/i&gt; (Ctrl+R) trains at the speed of the slider; &lt;i&gt;Pause&lt;/i&gt; (Esc). A run stops by itself and says why (converged, or the epoch limit: the data may not be linearly separable).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ejecutar.&lt;/b&gt; &lt;i&gt;Ejecutar&lt;/i&gt; (Ctrl+R) entrena a la velocidad del deslizador; &lt;i&gt;Pausa&lt;/i&gt; (Esc). Una ejecución se detiene sola y dice por qué (convergió, o el límite de épocas: puede que los datos no sean linealmente separables).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Switch variant.&lt;/b&gt; The control panel picks the algorithm (perceptron, averaged, voted, kernel, batch gradient), η, the intercept, w₀ and b₀, what a score of 0 counts as, the order and the epoch limit. Changing a setting starts training again from w₀. Hover over any control for what it means. Under &quot;a score of 0 counts as a mistake&quot; a score of exactly 0 reads ŷ = 0 and counts as a training error (note 004).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cambiar de variante.&lt;/b&gt; El panel de controles elige el algoritmo (perceptrón, promediado, votado, con núcleo, gradiente por lotes), η, el sesgo, w₀ y b₀, qué cuenta una puntuación de 0, el orden y el límite de épocas. Cambiar un ajuste vuelve a empezar el entrenamiento desde w₀. Pasa el ratón sobre cualquier control para saber qué significa. Con «una puntuación de 0 cuenta como error», una puntuación exactamente 0 da ŷ = 0 y cuenta como error de entrenamiento (nota 004).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The geometry warm-up.&lt;/b&gt; Data &amp;gt; &lt;i&gt;Draw a Classifier&lt;/i&gt;: type or drag w (the arrow&apos;s tip) and b (the line); S₊ and S₋, ‖w‖, −b/‖w‖ and the angle; &lt;i&gt;b + 1&lt;/i&gt; and &lt;i&gt;b − 1&lt;/i&gt; show which way the line moves; &lt;i&gt;Train from this w, b&lt;/i&gt; starts training from them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El calentamiento geométrico.&lt;/b&gt; Datos &amp;gt; &lt;i&gt;Dibujar un clasificador&lt;/i&gt;: escribe o arrastra w (la punta de la flecha) y b (la recta); S₊ y S₋, ‖w‖, −b/‖w‖ y el ángulo; &lt;i&gt;b + 1&lt;/i&gt; y &lt;i&gt;b − 1&lt;/i&gt; muestran hacia dónde se mueve la recta; &lt;i&gt;Entrenar desde estos w, b&lt;/i&gt; empieza a entrenar desde ellos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;One feature: the number line.&lt;/b&gt; A CSV with one feature column (x1,label) or Data &amp;gt; &lt;i&gt;New 1-D Set&lt;/i&gt; puts the points on a line: the threshold −b/w is the black marker, the rays S₊ and S₋ are tinted, and &lt;i&gt;Draw w*&lt;/i&gt; in the theorem panel shades the margin band of the max-margin threshold. Data &amp;gt; &lt;i&gt;Lift to (x, 1)&lt;/i&gt; draws the same run beside it through the origin: the points (x, 1), the boundary and (w, b).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Una característica: la recta numérica.&lt;/b&gt; Un CSV con una columna de característica (x1,etiqueta) o Datos &amp;gt; &lt;i&gt;Nuevo conjunto 1-D&lt;/i&gt; pone los puntos sobre una recta: el umbral −b/w es la marca negra, las semirrectas S₊ y S₋ están coloreadas, y &lt;i&gt;Dibujar w*&lt;/i&gt; en el panel del teorema sombrea la banda del margen del umbral de margen máximo. Datos &amp;gt; &lt;i&gt;Elevar a (x, 1)&lt;/i&gt; dibuja al lado la misma ejecución por el origen: los puntos (x, 1), la frontera y (w, b).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Big data sets.&lt;/b&gt; From 20,000 points the canvas draws a density picture in which each class keeps its share of the colour, so a small minority still shows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Conjuntos de datos grandes.&lt;/b&gt; A partir de 20 000 puntos el lienzo dibuja una imagen de densidad en la que cada clase conserva su parte del color, de modo que una pequeña minoría aún se ve.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Documents.&lt;/b&gt; A JSON document keeps its own settings; a CSV file or File &amp;gt; New starts from the defaults.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Documentos.&lt;/b&gt; Un documento JSON guarda sus propios ajustes; un archivo CSV o Archivo &amp;gt; Nuevo empieza con los predeterminados.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The trace table.&lt;/b&gt; Every example looked at, in the lecture&apos;s layout: t, epoch, x₁, x₂, the score, ŷ, y, mistake?, and w and b after the step. Hover over a column title for what it means; CSV and LaTeX export for a spreadsheet or a slide (the LaTeX in the same column order, mistakes in bold).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La tabla de traza.&lt;/b&gt; Cada ejemplo mirado, con la disposición de la clase: t, época, x₁, x₂, la puntuación, ŷ, y, ¿error?, y w y b tras el paso. Pasa el ratón sobre el título de una columna para saber qué significa; exportación a CSV y LaTeX para una hoja de cálculo o una diapositiva (el LaTeX con el mismo orden de columnas, los errores en negrita).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The kernel perceptron&apos;s trace.&lt;/b&gt; t, epoch, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, mistake? and the α that changed (αⱼ counts the mistakes on point j); time travel draws the past contour of f and its support vectors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La traza del perceptrón con núcleo.&lt;/b&gt; t, época, x, f(x) = Σⱼ αⱼ yⱼ K(xⱼ, x) + b, ŷ, y, ¿error? y el α que cambió (αⱼ cuenta los errores en el punto j); el viaje en el tiempo dibuja el contorno pasado de f y sus vectores soporte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The algorithm.&lt;/b&gt; The &lt;i&gt;Algorithm&lt;/i&gt; tab lists the variant&apos;s pseudocode as the notes write it (notes 001 to 004, and note 003&apos;s batch gradient step), the current line highlighted and the step&apos;s numbers put in; for the batch gradient the epoch&apos;s pending step μ·Σ y·x is drawn on the canvas.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El algoritmo.&lt;/b&gt; La pestaña &lt;i&gt;Algoritmo&lt;/i&gt; lista el pseudocódigo de la variante tal como lo escriben las notas (notas 001 a 004, y el paso de gradiente por lotes de la nota 003), con la línea actual resaltada y los números del paso puestos; para el gradiente por lotes, el paso pendiente de la época μ·Σ y·x se dibuja en el lienzo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Time travel.&lt;/b&gt; Click a row or drag the timeline: the canvas and the panels show that past step. &lt;i&gt;Latest&lt;/i&gt; (End) comes back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Viaje en el tiempo.&lt;/b&gt; Haz clic en una fila o arrastra la línea de tiempo: el lienzo y los paneles muestran ese paso pasado. &lt;i&gt;Último&lt;/i&gt; (Fin) vuelve.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lesson as an animation.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Animation&lt;/i&gt;: the trace table&apos;s selected rows (or the whole run) as a GIF or MP4, one frame every k steps, the trace row and the update with its numbers under the canvas; progress and Cancel in the status bar, and the file appears only when complete.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La lección como animación.&lt;/b&gt; Archivo &amp;gt; &lt;i&gt;Exportar animación&lt;/i&gt;: las filas seleccionadas de la tabla de traza (o toda la ejecución) como GIF o MP4, un fotograma cada k pasos, con la fila de la traza y la actualización con sus números bajo el lienzo; el progreso y Cancelar en la barra de estado, y el archivo aparece solo cuando está completo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lesson as a web page.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Lesson&lt;/i&gt;: the run&apos;s first steps as one HTML file that students open offline on a phone or a laptop: Step, Back, Next mistake, Epoch, Play, a slider, the trace table, the keys, a quiz and large text. Students move, add or delete points (mouse or finger) and change the settings, and the page trains again with the app&apos;s numbers, bit for bit; the link holds the whole state. The dialog can fix controls for the students and hide the boundary until they have answered.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La lección como página web.&lt;/b&gt; Archivo &amp;gt; &lt;i&gt;Exportar lección&lt;/i&gt;: los primeros pasos de la ejecución como un único archivo HTML que los estudiantes abren sin conexión en un teléfono o un portátil: Paso, Atrás, Siguiente error, Época, Reproducir, un deslizador, la tabla de traza, las teclas, un cuestionario y texto grande. Los estudiantes mueven, añaden o borran puntos (con ratón o dedo) y cambian los ajustes, y la página vuelve a entrenar con los números de la aplicación, bit a bit; el enlace guarda todo el estado. El diálogo puede fijar controles para los estudiantes y ocultar la frontera hasta que hayan respondido.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Exports for slides.&lt;/b&gt; File &amp;gt; &lt;i&gt;Export Image&lt;/i&gt; (PNG) and &lt;i&gt;Export Animation&lt;/i&gt; lay the picture out again at the size asked: every text&apos;s capitals are at least 2.5% of the frame&apos;s height. Choose the aspect (16:9, 4:3, square or the canvas&apos;s); &lt;i&gt;Presentation look&lt;/i&gt; draws text and lines larger again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Exportaciones para diapositivas.&lt;/b&gt; Archivo &amp;gt; &lt;i&gt;Exportar imagen&lt;/i&gt; (PNG) y &lt;i&gt;Exportar animación&lt;/i&gt; recomponen la imagen al tamaño pedido: las mayúsculas de cada texto miden al menos el 2,5 % del alto del fotograma. Elige la proporción (16:9, 4:3, cuadrada o la del lienzo); &lt;i&gt;Aspecto de presentación&lt;/i&gt; dibuja el texto y las líneas aún más grandes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The convergence theorem.&lt;/b&gt; R, the margin γ*, the separator w* and the bound (R/γ*)² on the mistakes, with the proof drawn as it goes; from w₀ ≠ 0, the bound the same two lines give: the largest k with (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR².&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El teorema de convergencia.&lt;/b&gt; R, el margen γ*, el separador w* y la cota (R/γ*)² de los errores, con la demostración dibujada a medida que avanza; desde w₀ ≠ 0, la cota que dan las mismas dos líneas: el mayor k con (w₀·w* + kγ*)² ≤ ‖w₀‖² + kR².&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Weight space.&lt;/b&gt; View &amp;gt; &lt;i&gt;Weight Space&lt;/i&gt; (Ctrl+Shift+W): each example as the half-plane of weights that get it right, the feasible region (green), the path of w with each jump η·y·x labelled by its point, w* and the cone of weights with margin ≥ γ*/2. Hover a point or a line to link them; click to set w. With no feasible region it says why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Espacio de pesos.&lt;/b&gt; Ver &amp;gt; &lt;i&gt;Espacio de pesos&lt;/i&gt; (Ctrl+Mayús+W): cada ejemplo como el semiplano de los pesos que lo aciertan, la región factible (verde), el camino de w con cada salto η·y·x etiquetado con su punto, w* y el cono de pesos con margen ≥ γ*/2. Pasa sobre un punto o una recta para enlazarlos; haz clic para fijar w. Sin región factible, dice por qué.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Live class.&lt;/b&gt; Train &amp;gt; &lt;i&gt;Live Class&lt;/i&gt;: students open the address (or scan the QR code) the dock shows and answer from their phones: mistake or not, ŷ, where w goes, where the boundary goes. The dock counts the answers and shows nothing of them until &lt;i&gt;Reveal&lt;/i&gt;; &lt;i&gt;Vote again&lt;/i&gt; after a discussion, and &lt;i&gt;Export&lt;/i&gt; the session as CSV. Nothing listens on the network until this is checked; uncheck it to stop.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Clase en directo.&lt;/b&gt; Entrenar &amp;gt; &lt;i&gt;Clase en directo&lt;/i&gt;: los estudiantes abren la dirección (o escanean el código QR) que muestra el panel y responden desde sus teléfonos: error o no, ŷ, adónde va w, adónde va la frontera. El panel cuenta las respuestas y no muestra nada de ellas hasta &lt;i&gt;Revelar&lt;/i&gt;; &lt;i&gt;Votar otra vez&lt;/i&gt; tras una discusión, y &lt;i&gt;Exportar&lt;/i&gt; la sesión como CSV. Nada escucha en la red hasta que se marca esta opción; desmárcala para parar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Quiz mode.&lt;/b&gt; Train &amp;gt; &lt;i&gt;Quiz Mode&lt;/i&gt; (Ctrl+K): before each step, answer ŷ, &quot;mistake?&quot; and on a mistake the new w and b (typed, or drag the orange arrow&apos;s tip). The classifier&apos;s picture is hidden while a question is open; &lt;i&gt;Check&lt;/i&gt; (Enter, or Space) takes the step and shows what was right, the picture and a score; &lt;i&gt;Next question&lt;/i&gt; (Enter again) asks on. File &amp;gt; &lt;i&gt;Export Quiz&lt;/i&gt; writes the first steps or mistakes of a fresh run as a LaTeX worksheet whose questions chain (&quot;your w from question k−1&quot;), in as many versions as asked (each another order), and its answer key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modo cuestionario.&lt;/b&gt; Entrenar &amp;gt; &lt;i&gt;Modo cuestionario&lt;/i&gt; (Ctrl+K): antes de cada paso, responde ŷ, «¿error?» y, ante un error, los nuevos w y b (escritos, o arrastrando la punta de la flecha naranja). La imagen del clasificador se oculta mientras hay una pregunta abierta; &lt;i&gt;Comprobar&lt;/i&gt; (Intro, o Espacio) da el paso y muestra qué era correcto, la imagen y una puntuación; &lt;i&gt;Siguiente pregunta&lt;/i&gt; (Intro otra vez) sigue preguntando. Archivo &amp;gt; &lt;i&gt;Exportar cuestionario&lt;/i&gt; escribe los primeros pasos o errores de una ejecución nueva como una hoja LaTeX cuyas preguntas se encadenan («tu w de la pregunta k−1»), en tantas versiones como se pidan (cada una en otro orden), y su clave de respuestas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Point inspector.&lt;/b&gt; Click a point: its score a = w·x + b, y·a, ‖x‖², its projection on w, the signed distance (w·x + b)/‖w‖, and y·a before and after its last update, flagged &lt;i&gt;undershoot&lt;/i&gt; when the example is still wrong after its own update (note 004).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Inspector de puntos.&lt;/b&gt; Haz clic en un punto: su puntuación a = w·x + b, y·a, ‖x‖², su proyección sobre w, la distancia con signo (w·x + b)/‖w‖, y y·a antes y después de su última actualización, marcada como &lt;i&gt;insuficiente&lt;/i&gt; cuando el ejemplo sigue mal tras su propia actualización (nota 004).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Learning curves.&lt;/b&gt; Mistakes per epoch, training error and the perceptron loss Σ max(0, −y·a).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Curvas de aprendizaje.&lt;/b&gt; Errores por época, error de entrenamiento y la pérdida del perceptrón Σ max(0, −y·a).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Logistic regression and the hinge.&lt;/b&gt; The algorithm box offers SGD on ln(1 + e^(−y·a)) and on max(0, 1 − y·a) with L2 α, equal to scikit-learn&apos;s SGDClassifier step for step. &lt;i&gt;Next mistake&lt;/i&gt; goes to the next example with a nonzero loss gradient ℓ′; the trace shows a, σ(a), y, ℓ, ℓ′, η_t and w, b after, and the canvas shades P(y = +1 | x) with a colour bar (the boundary is P = 0.5).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Regresión logística y la bisagra.&lt;/b&gt; El cuadro de algoritmo ofrece SGD sobre ln(1 + e^(−y·a)) y sobre max(0, 1 − y·a) con L2 α, igual paso a paso al SGDClassifier de scikit-learn. &lt;i&gt;Siguiente error&lt;/i&gt; va al siguiente ejemplo con un gradiente de pérdida ℓ′ no nulo; la traza muestra a, σ(a), y, ℓ, ℓ′, η_t y w, b después, y el lienzo sombrea P(y = +1 | x) con una barra de color (la frontera es P = 0,5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Learning-rate schedules.&lt;/b&gt; Constant η₀, 1/t or η₀/tᵖ: the Learning curves show Σα_t and Σα_t² against the Robbins-Monro conditions (Σα_t = ∞, Σα_t² &amp;lt; ∞).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Programas de la tasa de aprendizaje.&lt;/b&gt; η₀ constante, 1/t o η₀/tᵖ: las curvas de aprendizaje muestran Σα_t y Σα_t² frente a las condiciones de Robbins-Monro (Σα_t = ∞, Σα_t² &amp;lt; ∞).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The loss panel.&lt;/b&gt; View &amp;gt; &lt;i&gt;Loss Panel&lt;/i&gt;: the 0-1, perceptron max(0, −y a), hinge max(0, 1 − y a) and logistic ln(1 + e^(−y a)) losses of the w shown, mean over the examples: as landscapes over (w₁, w₂) at the current b with the run&apos;s path and a star at w, along the last update w + s·Δw, and per example against its margin y a. It says why the perceptron&apos;s gradient is −y x on a mistake and 0 otherwise, and follows the step and time travel.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El panel de pérdidas.&lt;/b&gt; Ver &amp;gt; &lt;i&gt;Panel de pérdidas&lt;/i&gt;: las pérdidas 0-1, del perceptrón max(0, −y a), bisagra max(0, 1 − y a) y logística ln(1 + e^(−y a)) del w mostrado, media sobre los ejemplos: como paisajes sobre (w₁, w₂) en el b actual con el camino de la ejecución y una estrella en w, a lo largo de la última actualización w + s·Δw, y por ejemplo frente a su margen y a. Dice por qué el gradiente del perceptrón es −y x ante un error y 0 si no, y sigue el paso y el viaje en el tiempo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Compare.&lt;/b&gt; View &amp;gt; &lt;i&gt;Pin Boundary&lt;/i&gt; keeps a boundary to compare with after a change; &lt;i&gt;Averaged and Voted Boundaries&lt;/i&gt; draws them with the last w.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Comparar.&lt;/b&gt; Ver &amp;gt; &lt;i&gt;Fijar frontera&lt;/i&gt; conserva una frontera para comparar tras un cambio; &lt;i&gt;Fronteras promediada y votada&lt;/i&gt; las dibuja junto al último w.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The lecture examples.&lt;/b&gt; File &amp;gt; Examples: the CMU trace, a margin, XOR, circles for the kernel, three classes, a noisy set, and note 004&apos;s own: Figure 1&apos;s two updates, an update that undershoots, a set separable only with an offset, and a set where the bound (R/γ*)² = 2 is met exactly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Los ejemplos de clase.&lt;/b&gt; Archivo &amp;gt; Ejemplos: la traza de CMU, un margen, XOR, círculos para el núcleo, tres clases, un conjunto con ruido, y los propios de la nota 004: las dos actualizaciones de la figura 1, una actualización que se queda corta, un conjunto separable solo con sesgo, y un conjunto donde la cota (R/γ*)² = 2 se alcanza exactamente.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Real data.&lt;/b&gt; A CSV or TSV file of many columns, or iris, wine and breast cancer from File &amp;gt; Examples, opens as a table; the window trains on the two chosen features. Data &amp;gt; &lt;i&gt;Choose Features&lt;/i&gt; picks them and the label column, standardises or scales into the unit ball (R = 1, the bound 1/γ²), and holds out a test set: its points are hollow and its error stands beside the training error. Save writes every column back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Datos reales.&lt;/b&gt; Un archivo CSV o TSV de muchas columnas, o iris, wine y breast cancer desde Archivo &amp;gt; Ejemplos, se abre como tabla; la ventana entrena con las dos características elegidas. Datos &amp;gt; &lt;i&gt;Elegir características&lt;/i&gt; las elige junto con la columna de la etiqueta, estandariza o escala a la bola unidad (R = 1, la cota 1/γ²) y reserva un conjunto de prueba: sus puntos son huecos y su error aparece junto al error de entrenamiento. Guardar vuelve a escribir todas las columnas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Presentation mode.&lt;/b&gt; View &amp;gt; &lt;i&gt;Presentation Mode&lt;/i&gt; (F5) for the projector, full screen: text twice as large, the main view and the current trace row only, big buttons (Reset and Pause too). F6 makes weight space, then the theorem, the large main view, then the canvas again. PageDown, → and Space step (a presentation clicker sends PageDown), PageUp goes one step back, Esc or F5 leaves. It stays on after a restart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modo presentación.&lt;/b&gt; Ver &amp;gt; &lt;i&gt;Modo presentación&lt;/i&gt; (F5) para el proyector, a pantalla completa: texto el doble de grande, solo la vista principal y la fila actual de la traza, botones grandes (también Reiniciar y Pausa). F6 pone como vista principal grande el espacio de pesos, luego el teorema y luego de nuevo el lienzo. AvPág, → y Espacio dan un paso (un mando de presentaciones envía AvPág), RePág retrocede un paso, Esc o F5 sale. Sigue activo tras reiniciar la aplicación.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Help &amp;gt; &lt;i&gt;Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ayuda &amp;gt; &lt;i&gt;Atajos de teclado&lt;/i&gt; lista todas las teclas.&lt;/p&gt;</translation>
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
        <source>The quiz asks about two classes (labels −1 and +1); this point set has {n}. Delete the points of the other classes, or open a two-class example.</source>
        <translation>El cuestionario pregunta sobre dos clases (etiquetas −1 y +1); este conjunto de puntos tiene {n}. Borra los puntos de las otras clases o abre un ejemplo de dos clases.</translation>
    </message>
    <message>
        <source>The quiz asks for the new weight vector w; the kernel perceptron has none. Choose the perceptron, averaged, voted or batch variant.</source>
        <translation>El cuestionario pide el nuevo vector de pesos w; el perceptrón de núcleo no tiene. Elige la variante perceptrón, promediada, votada o por lotes.</translation>
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
    <message>
        <source>the worksheet asks about the perceptron&apos;s mistakes and updates; logistic regression and the hinge update on every step. Choose the perceptron, averaged, voted or batch variant.</source>
        <translation>la hoja de ejercicios pregunta por los errores y las actualizaciones del perceptrón; la regresión logística y la bisagra actualizan en cada paso. Elige la variante perceptrón, promediada, votada o por lotes.</translation>
    </message>
    <message>
        <source>the batch variant sums an epoch&apos;s updates whatever the order, so every version would ask the same: export one version, or choose the perceptron to vary the order.</source>
        <translation>la variante por lotes suma las actualizaciones de una época sea cual sea el orden, así que todas las versiones preguntarían lo mismo: exporta una sola versión o elige el perceptrón para variar el orden.</translation>
    </message>
    <message>
        <source>a fresh run of these settings makes no mistake in {epochs} epochs: there is nothing to ask about. Export its first steps instead, or start from another w₀.</source>
        <translation>una ejecución nueva con estos ajustes no comete ningún error en {epochs} épocas: no hay nada que preguntar. Exporta en su lugar sus primeros pasos, o parte de otro w₀.</translation>
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
    <name>Recovery</name>
    <message>
        <source>Restore unsaved work</source>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Perceptron Studio ended with unsaved changes to {where} ({n} points). Restore them?</source>
        <translation>Perceptron Studio se cerró con cambios sin guardar en {where} ({n} puntos). ¿Recuperarlos?</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>un documento sin título</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>one of {choices}</source>
        <translation>uno de {choices}</translation>
    </message>
    <message>
        <source>a number from {lo} to {hi}</source>
        <translation>un número de {lo} a {hi}</translation>
    </message>
    <message>
        <source>a whole number from {lo} to {hi}</source>
        <translation>un número entero de {lo} a {hi}</translation>
    </message>
    <message>
        <source>two numbers from {lo} to {hi}</source>
        <translation>dos números de {lo} a {hi}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>unknown training setting {name}; the settings are {names}</source>
        <translation>ajuste de entrenamiento desconocido {name}; los ajustes son {names}</translation>
    </message>
    <message>
        <source>{name} must be {allowed}, not {value}</source>
        <translation>{name} debe ser {allowed}, no {value}</translation>
    </message>
    <message>
        <source>Invalid training settings: {problem}.</source>
        <translation>Ajustes de entrenamiento no válidos: {problem}.</translation>
    </message>
    <message>
        <source>The kernel perceptron keeps the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for the linear perceptrons, so R here is that of (x, 1).</source>
        <translation>El perceptrón con núcleo mantiene la coordenada constante c = 1: la bola unidad de x̃ = (x, c) con c = {c} es para los perceptrones lineales, así que aquí R es la de (x, 1).</translation>
    </message>
    <message>
        <source>Logistic regression and the hinge keep the constant coordinate c = 1: the unit ball of x̃ = (x, c) with c = {c} is for the linear perceptrons, so R here is that of (x, 1).</source>
        <translation>La regresión logística y la bisagra mantienen la coordenada constante c = 1: la bola unidad de x̃ = (x, c) con c = {c} es para los perceptrones lineales, así que aquí R es la de (x, 1).</translation>
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
    <name>Tasks</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Theory</name>
    <message>
        <source>k (mistakes)</source>
        <translation>k (errores)</translation>
    </message>
    <message>
        <source>the solver failed: {error}</source>
        <translation>el cálculo falló: {error}</translation>
    </message>
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
        <source>The app keeps the first {kept} mistakes: the table, the timeline and the exports end at step {end}; training goes on (now at step {now}).</source>
        <translation>La aplicación guarda los primeros {kept} errores: la tabla, la línea de tiempo y las exportaciones terminan en el paso {end}; el entrenamiento sigue (ahora en el paso {now}).</translation>
    </message>
    <message>
        <source>The app keeps the first {kept} mistakes: the timeline and the exports end at step {end}; the table lists the first {rows} rows; training goes on (now at step {now}).</source>
        <translation>La aplicación guarda los primeros {kept} errores: la línea de tiempo y las exportaciones terminan en el paso {end}; la tabla muestra las primeras {rows} filas; el entrenamiento sigue (ahora en el paso {now}).</translation>
    </message>
    <message>
        <source>The table lists the first {rows} rows; the timeline reaches every step and the exports write them all.</source>
        <translation>La tabla muestra las primeras {rows} filas; la línea de tiempo llega a cada paso y las exportaciones los escriben todos.</translation>
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
    <name>Training</name>
    <message>
        <source>Converged: epoch {epoch}, {n} mistakes.</source>
        <translation>Convergió en la época {epoch}; errores: {n}.</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs: the data may not be linearly separable.</source>
        <translation>Se detuvo tras {epochs} épocas: puede que los datos no sean linealmente separables.</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs: the data may not be separable with this kernel.</source>
        <translation>Se detuvo tras {epochs} épocas: puede que los datos no sean separables con este núcleo.</translation>
    </message>
    <message>
        <source>Logistic regression and the hinge learn two classes here; these points have {k}. Choose a perceptron (the multiclass perceptron learns any number), or keep two classes.</source>
        <translation>La regresión logística y la bisagra aprenden aquí dos clases; estos puntos tienen {k}. Elige un perceptrón (el perceptrón multiclase aprende cualquier número) o quédate con dos clases.</translation>
    </message>
    <message>
        <source>Stopped after {epochs} epochs (Max epochs): SGD runs every epoch it is given, as scikit-learn&apos;s SGDClassifier with tol=None.</source>
        <translation>Se detuvo tras {epochs} épocas (Épocas máx.): el SGD recorre todas las épocas que se le dan, como SGDClassifier de scikit-learn con tol=None.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pausa.</translation>
    </message>
    <message>
        <source>Cancelled the export of the model to {path}: nothing was written.</source>
        <translation>Se canceló la exportación del modelo a {path}: no se escribió nada.</translation>
    </message>
    <message>
        <source>Cancelled the export of the trace to {path}: nothing was written.</source>
        <translation>Se canceló la exportación de la traza a {path}: no se escribió nada.</translation>
    </message>
    <message>
        <source>{path}: could not export: {error}</source>
        <translation>{path}: no se pudo exportar: {error}</translation>
    </message>
    <message>
        <source>there is nothing trained to export: add points of at least two classes</source>
        <translation>no hay nada entrenado que exportar: añade puntos de al menos dos clases</translation>
    </message>
    <message>
        <source>Exported the model to {path}.</source>
        <translation>Se exportó el modelo a {path}.</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>errores: {n}</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>pasos: {n}</translation>
    </message>
    <message>
        <source>Exported the trace ({rows}; about {estimate} estimated, {written}) to {path}.</source>
        <translation>Se exportó la traza ({rows}; unos {estimate} estimados, {written}) a {path}.</translation>
    </message>
    <message>
        <source>{message} (The last state could not be shown: {error}.)</source>
        <translation>{message} (No se pudo mostrar el último estado: {error}.)</translation>
    </message>
    <message>
        <source>Training stopped by an unexpected error: {error}. Your points and settings are unchanged: Reset to train again.</source>
        <translation>El entrenamiento se detuvo por un error inesperado: {error}. Tus puntos y ajustes no han cambiado: Reiniciar para entrenar de nuevo.</translation>
    </message>
    <message>
        <source>The run was capped: its trace ends at step {end}, where its recorded history ends; training went on to step {t}.</source>
        <translation>La ejecución se recortó: su traza termina en el paso {end}, donde termina su historial registrado; el entrenamiento siguió hasta el paso {t}.</translation>
    </message>
</context>
<context>
    <name>TrainingStop</name>
    <message>
        <source>The score w.x + b overflowed (is not a finite number)</source>
        <translation>La puntuación w.x + b se desbordó (no es un número finito)</translation>
    </message>
    <message>
        <source>The weights would overflow (become infinite) in the update</source>
        <translation>Los pesos se desbordarían (se volverían infinitos) en la actualización</translation>
    </message>
    <message>
        <source>The running sum of w behind the averaged weights would overflow (become infinite)</source>
        <translation>La suma acumulada de w detrás de los pesos promediados se desbordaría (se volvería infinita)</translation>
    </message>
    <message>
        <source>The kernel scores f(x) would overflow (become infinite) in the update</source>
        <translation>Las puntuaciones del núcleo f(x) se desbordarían (se volverían infinitas) en la actualización</translation>
    </message>
    <message>
        <source>The weights overflowed (became infinite) in the batch update of epoch {epoch}: {fix}.</source>
        <translation>Los pesos se desbordaron (se volvieron infinitos) en la actualización por lotes de la época {epoch}: {fix}.</translation>
    </message>
    <message>
        <source>{what} at example {index} (epoch {epoch}, step {step}): {fix}.</source>
        <translation>{what} en el ejemplo {index} (época {epoch}, paso {step}): {fix}.</translation>
    </message>
    <message>
        <source>use a smaller learning rate (now {eta}) or rescale the data (largest |x| is {biggest})</source>
        <translation>usa una tasa de aprendizaje menor (ahora {eta}) o reescala los datos (el mayor |x| es {biggest})</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Generate {n} points</source>
        <translation>generar {n} puntos</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>vaciar</translation>
    </message>
    <message>
        <source>Choose features</source>
        <translation>elegir características</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>añadir un punto</translation>
    </message>
    <message>
        <source>Add {n} points</source>
        <translation>añadir {n} puntos</translation>
    </message>
    <message>
        <source>Delete 1 point</source>
        <translation>borrar 1 punto</translation>
    </message>
    <message>
        <source>Delete {n} points</source>
        <translation>borrar {n} puntos</translation>
    </message>
    <message>
        <source>Move points</source>
        <translation>mover puntos</translation>
    </message>
    <message>
        <source>Change label</source>
        <translation>cambiar la etiqueta</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Deshacer: {what}</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>Rehacer: {what}</translation>
    </message>
    <message>
        <source>Set x₁ of point {i}</source>
        <translation>fijar x₁ del punto {i}</translation>
    </message>
    <message>
        <source>Set x₂ of point {i}</source>
        <translation>fijar x₂ del punto {i}</translation>
    </message>
    <message>
        <source>Set the label of point {i}</source>
        <translation>fijar la etiqueta del punto {i}</translation>
    </message>
</context>
<context>
    <name>WeightSpace</name>
    <message>
        <source>The batch perceptron moves once an epoch, by the sum of its updates: its path is not drawn.</source>
        <translation>El perceptrón por lotes se mueve una vez por época, con la suma de sus actualizaciones: su camino no se dibuja.</translation>
    </message>
    <message>
        <source>The path of jumps η·y·x is the perceptron&apos;s; the {variant} learner&apos;s is not drawn.</source>
        <translation>El camino de saltos η·y·x es el del perceptrón; el del aprendiz {variant} no se dibuja.</translation>
    </message>
    <message>
        <source>{n} mistake</source>
        <translation>{n} error</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} errores</translation>
    </message>
    <message>
        <source>, the last {n} jumps drawn</source>
        <translation>, dibujados los últimos {n} saltos</translation>
    </message>
    <message>
        <source>Each line is an example&apos;s constraint y (w·x) = 0; its strokes point to the weights that get it right. Green: the weights right for every example (the feasible region).</source>
        <translation>Cada línea es la restricción y (w·x) = 0 de un ejemplo; sus marcas apuntan a los pesos que lo aciertan. Verde: los pesos que aciertan todos los ejemplos (la región factible).</translation>
    </message>
    <message>
        <source>Each line is an example&apos;s constraint y (w·x + b) = 0; its strokes point to the weights that get it right. Green: the weights right for every example (the feasible region).</source>
        <translation>Cada línea es la restricción y (w·x + b) = 0 de un ejemplo; sus marcas apuntan a los pesos que lo aciertan. Verde: los pesos que aciertan todos los ejemplos (la región factible).</translation>
    </message>
    <message>
        <source>With an intercept this is the slice of (w₁, w₂, b) space at the b shown above.</source>
        <translation>Con sesgo, esto es el corte del espacio (w₁, w₂, b) en el b mostrado arriba.</translation>
    </message>
    <message>
        <source>Black: the path, one jump η·y·x per mistake, labelled with its point&apos;s number (as in the Points list).</source>
        <translation>Negro: el camino, un salto η·y·x por error, con el número de su punto (como en la lista de Puntos).</translation>
    </message>
    <message>
        <source>w* (the direction of largest margin γ*)</source>
        <translation>w* (la dirección de mayor margen γ*)</translation>
    </message>
    <message>
        <source>w* (the direction of largest margin γ*, where its ray meets this slice)</source>
        <translation>w* (la dirección de mayor margen γ*, donde su rayo corta este corte)</translation>
    </message>
    <message>
        <source>w*&apos;s ray does not meet this slice</source>
        <translation>el rayo de w* no corta este corte</translation>
    </message>
    <message>
        <source>Blue: {star}; shaded blue: the cone of weights with margin ≥ {fraction}·γ* = {margin} (at γ* itself the cone is w*&apos;s ray alone).</source>
        <translation>Azul: {star}; sombreado azul: el cono de pesos con margen ≥ {fraction}·γ* = {margin} (en γ* mismo el cono es solo el rayo de w*).</translation>
    </message>
    <message>
        <source>w* is computed for sets up to {n} points.</source>
        <translation>w* se calcula para conjuntos de hasta {n} puntos.</translation>
    </message>
    <message>
        <source> (hollow: vote 1&apos;s {n})</source>
        <translation> (huecos: los {n} de la votación 1)</translation>
    </message>
    <message>
        <source>Purple dots: the room&apos;s {n} answers to Q{qid}{first}; black diamond: w after the step {w}.</source>
        <translation>Puntos morados: las {n} respuestas de la sala a P{qid}{first}; rombo negro: w tras el paso {w}.</translation>
    </message>
    <message>
        <source>Draw a Classifier draws two-feature classifiers: a 1-D w cannot be set here.</source>
        <translation>Dibujar un clasificador dibuja clasificadores de dos características: aquí no se puede fijar un w 1-D.</translation>
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
        <source>Training stopped</source>
        <translation>Entrenamiento detenido</translation>
    </message>
    <message>
        <source>Pinned ({what}): change η, the intercept or the order and compare.</source>
        <translation>Frontera fijada ({what}): cambia η, el sesgo o el orden y compara.</translation>
    </message>
    <message>
        <source>There is no boundary to pin yet: step or run first (linear, two classes).</source>
        <translation>Aún no hay frontera que fijar: primero da un paso o ejecuta (lineal, dos clases).</translation>
    </message>
    <message>
        <source>Points changed: training starts again on the edited points.</source>
        <translation>Los puntos cambiaron: el entrenamiento empieza de nuevo con los puntos editados.</translation>
    </message>
    <message>
        <source>Settings changed: training starts again from w₀.</source>
        <translation>Los ajustes cambiaron: el entrenamiento empieza de nuevo desde w₀.</translation>
    </message>
    <message>
        <source>Snap Ste&amp;p</source>
        <translation>&amp;Paso de ajuste</translation>
    </message>
    <message>
        <source>Clicks and dragged points land on multiples of {step} (turns Snap to Grid on)</source>
        <translation>Los clics y los puntos arrastrados caen en múltiplos de {step} (activa Ajustar a la cuadrícula)</translation>
    </message>
    <message>
        <source>Lift to (x, 1) is for a one-feature document (points on a number line): Data &gt; New 1-D Set, or open a CSV with the columns x1,label.</source>
        <translation>Elevar a (x, 1) es para un documento de una característica (puntos en una recta numérica): Datos &gt; Nuevo conjunto 1-D, o abre un CSV con las columnas x1,label.</translation>
    </message>
    <message>
        <source>Draw a Classifier is the plane&apos;s warm-up (w₁, w₂ and b, two features); on a number line the classifier is the threshold −b/w: step to move it, or Data &gt; Lift to (x, 1) to see (w, b) as a vector.</source>
        <translation>Dibujar un clasificador es el calentamiento del plano (w₁, w₂ y b, dos características); en una recta numérica el clasificador es el umbral −b/w: da pasos para moverlo, o Datos &gt; Elevar a (x, 1) para ver (w, b) como un vector.</translation>
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
        <source>{prediction} with {score}; a score {zero} predicts no class (write {no_class}) and counts as a mistake.</source>
        <translation>{prediction} con {score}; una puntuación {zero} no predice ninguna clase (escribe {no_class}) y cuenta como error.</translation>
    </message>
    <message>
        <source>{plus} if {condition}, else {minus}.</source>
        <translation>{plus} si {condition}; si no, {minus}.</translation>
    </message>
    <message>
        <source>{plus} if {condition}, else {minus} (a score of 0 predicts {minus_one}).</source>
        <translation>{plus} si {condition}; si no, {minus} (una puntuación de 0 predice {minus_one}).</translation>
    </message>
    <message>
        <source>{w_update} and {b_update}</source>
        <translation>{w_update} y {b_update}</translation>
    </message>
    <message>
        <source>, with {eta}</source>
        <translation>, con {eta}</translation>
    </message>
    <message>
        <source> (batch variant: the updates of an epoch are summed and applied at its end)</source>
        <translation> (variante por lotes: las actualizaciones de una época se suman y se aplican al final de ella)</translation>
    </message>
    <message>
        <source>Each question gives an example {example} and the weights in force before its step: written out, or, where the step follows the one before, your own answer to the question before (start from it). Prediction: {prediction} Mistake: {mistake}. On a mistake: {update}. Write {a}, {y_hat}, whether it is a mistake and, on a mistake, the new weights.</source>
        <translation>Cada pregunta da un ejemplo {example} y los pesos vigentes antes de su paso: escritos, o, donde el paso sigue al anterior, tu propia respuesta a la pregunta anterior (parte de ella). Predicción: {prediction} Error: {mistake}. En un error: {update}. Escribe {a}, {y_hat}, si es un error y, en un error, los nuevos pesos.</translation>
    </message>
    <message>
        <source>The steps asked about are the run&apos;s first mistakes: the steps between them change nothing.</source>
        <translation>Los pasos por los que se pregunta son los primeros errores de la ejecución: los pasos entre ellos no cambian nada.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} mistake: 1 question here, of the {asked} asked.</source>
        <translation>La ejecución en este orden converge tras {made} error: 1 pregunta aquí, de las {asked} pedidas.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} mistakes: {made} questions here, of the {asked} asked.</source>
        <translation>La ejecución en este orden converge tras {made} errores: {made} preguntas aquí, de las {asked} pedidas.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} step: 1 question here, of the {asked} asked.</source>
        <translation>La ejecución en este orden converge tras {made} paso: 1 pregunta aquí, de las {asked} pedidas.</translation>
    </message>
    <message>
        <source>This order&apos;s run converges after {made} steps: {made} questions here, of the {asked} asked.</source>
        <translation>La ejecución en este orden converge tras {made} pasos: {made} preguntas aquí, de las {asked} pedidas.</translation>
    </message>
    <message>
        <source>your {w} from question {question} and your {b}</source>
        <translation>tu {w} de la pregunta {question} y tu {b}</translation>
    </message>
    <message>
        <source>your {w} from question {question}</source>
        <translation>tu {w} de la pregunta {question}</translation>
    </message>
    <message>
        <source>(the weights from question {question})</source>
        <translation>(los pesos de la pregunta {question})</translation>
    </message>
    <message>
        <source>new {w} = {value}</source>
        <translation>nuevo {w} = {value}</translation>
    </message>
    <message>
        <source>new {b} = {value}</source>
        <translation>nuevo {b} = {value}</translation>
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
        <source>(no update)</source>
        <translation>(sin actualización)</translation>
    </message>
    <message>
        <source>mistake? {answer}</source>
        <translation>¿error? {answer}</translation>
    </message>
    <message>
        <source>mistake? yes / no</source>
        <translation>¿error? sí / no</translation>
    </message>
    <message>
        <source>(on a mistake)</source>
        <translation>(en un error)</translation>
    </message>
    <message>
        <source>Step {t} (epoch {epoch}, example {example}): {given}</source>
        <translation>Paso {t} (época {epoch}, ejemplo {example}): {given}</translation>
    </message>
    <message>
        <source>Perceptron quiz</source>
        <translation>Cuestionario del perceptrón</translation>
    </message>
    <message>
        <source>Version {k} of {versions}: examples as given</source>
        <translation>Versión {k} de {versions}: ejemplos en el orden dado</translation>
    </message>
    <message>
        <source>Version {k} of {versions}: examples shuffled, seed {seed}</source>
        <translation>Versión {k} de {versions}: ejemplos barajados, semilla {seed}</translation>
    </message>
</context>
</TS>
