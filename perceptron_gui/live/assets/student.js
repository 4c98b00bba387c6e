// The live class's student page: joins the room over its own WebSocket, shows the question asked, sends the
// answer. Every text from the server or the student is set with textContent (never as markup). The picture is
// drawn in SVG by the lesson page's own drawing (PerceptronDraw, lesson_assets/draw.js, served beside this file).
// Its words are in the class's language: the server writes them into the page's JSON block "words" (English ->
// translation), and tr() looks each text up; when the lecturer switches the language the page loads again.
(function () {
  "use strict";
  const code = location.pathname.replace(/\//g, "").toUpperCase();
  const idKey = "perceptron-live-" + code;
  const $ = (id) => document.getElementById(id);
  const G = PerceptronDraw;
  const svg = $("plot");
  const SIZE = 600;       // the viewBox: SIZE x SIZE, the data box square
  const words = JSON.parse($("words").textContent);
  let socket = null;
  let wantsIn = false;    // Join was pressed (perhaps before the channel opened): join as soon as it is open
  let retry = 500;
  let state = null;       // the last question state from the server
  let draft = null;       // the answer being built: [w1, w2] or {p: [x, y], q: [x, y]}
  let box = null;         // the plot's data box {x0, x1, y0, y1}
  let dragging = null;
  let lastSent = null;    // the answer sent last, shown as "your answer" once the server has it

  function storedId() {
    try { return localStorage.getItem(idKey); } catch { return null; }
  }
  function storeId(id) {
    try { localStorage.setItem(idKey, id); } catch { /* private mode: no reconnect memory */ }
  }
  function say(text) { $("status").textContent = text; }
  // a text in the class's language, its {name} placeholders filled from values (each filled once, as text)
  function tr(text, values) {
    const said = Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
    return said.replace(/\{(\w+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  function followLanguage(lang) {  // the lecturer switched the language: this page again, in it (the id rejoins)
    if (lang && lang !== document.documentElement.lang) { location.reload(); }
  }
  function num(v) { return (Math.round(v * 100) / 100).toString(); }

  function connect() {
    socket = new WebSocket("ws://" + location.host + "/ws");
    socket.onopen = function () {
      retry = 500;
      if (storedId() || wantsIn) { join(); } else { say(tr("Type a nickname if you like, then Join.")); }
    };
    socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
    socket.onclose = function () {
      say(tr("Connection lost: reconnecting…"));
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  function send(message) {
    if (message.t === "answer") { lastSent = message.a; }
    if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(message)); }
  }

  function join() {
    wantsIn = true;
    const message = { t: "join", code: code, id: storedId() };
    const nick = $("nick").value.trim();
    if (nick) { message.nick = nick; }
    send(message);
  }

  function receive(m) {
    if (m.t === "welcome") {
      storeId(m.id);
      $("join").hidden = true;
      say(tr("You are in. Wait for the question."));
      followLanguage(m.lang);
    } else if (m.t === "refused") {
      say(m.why);
    } else if (m.t === "ok") {
      say(tr("Your answer is in. You can change it until the vote closes."));
      if (state && lastSent !== null) {
        state.mine = lastSent;
        $("mine").textContent = tr("Your answer: {answer}", { answer: answerText(lastSent) });
        buildControls(state);
      }
    } else if (m.t === "wait") {
      say(tr("You are in. Wait for the question."));
    } else if (m.t === "language") {
      followLanguage(m.lang);
    } else if (m.t === "question") {
      show(m);
    }
  }

  function show(m) {
    const fresh = !state || state.q !== m.q || state.vote !== m.vote;
    state = m;
    $("question").hidden = false;
    const asked = { q: m.q, vote: m.vote, prompt: tr(m.prompt) };
    $("prompt").textContent = m.vote ? tr("Q{q} (vote {vote}): {prompt}", asked) : tr("Q{q}: {prompt}", asked);
    $("facts").textContent = tr("Step {step}: x = ({x1}, {x2}), y = {y}, w = ({w1}, {w2}), b = {b}", {
      step: m.step, x1: num(m.x[0]), x2: num(m.x[1]), y: m.y > 0 ? "+1" : "−1", w1: num(m.w[0]), w2: num(m.w[1]),
      b: num(m.b),
    });
    if (fresh) {
      box = boxOf(m);
      draft = startDraft(m);
    }
    buildControls(m);
    if (m.vote) {
      const answered = m.mine !== null && m.mine !== undefined;
      say(answered ? tr("Your answer is in. You can change it until the vote closes.") : tr("Your answer?"));
    } else if (!m.truth) {
      say(tr("The vote is closed."));
    }
    $("mine").textContent = m.mine === null || m.mine === undefined ? "" :
      tr("Your answer: {answer}", { answer: answerText(m.mine) });
    const truth = $("truth");
    truth.className = "";
    truth.textContent = "";
    if (m.truth !== undefined) {
      const answer = { answer: answerText(m.truth) };
      if (m.right === null) {
        truth.textContent = tr("The answer: {answer}.", answer);
      } else if (m.right) {
        truth.textContent = tr("The answer: {answer}. You were right.", answer);
      } else {
        truth.textContent = tr("The answer: {answer}. Not this time.", answer);
      }
      truth.className = m.right ? "right" : m.right === false ? "wrong" : "";
      say(tr("Revealed."));
    }
    draw();
  }

  function answerText(a) {
    return Array.isArray(a) ? "(" + a.map(num).join(", ") + ")" : tr(String(a));  // a choice in the class's words
  }

  function boxOf(m) {
    const xs = [0, m.x[0]];
    const ys = [0, m.x[1]];
    m.points.forEach(function (p) { xs.push(p[0]); ys.push(p[1]); });
    if (m.kind === "w_after") {
      [1, -1].forEach(function (s) {
        xs.push(m.w[0], m.w[0] + s * m.x[0]);
        ys.push(m.w[1], m.w[1] + s * m.x[1]);
      });
    }
    const x0 = Math.min.apply(null, xs), x1 = Math.max.apply(null, xs);
    const y0 = Math.min.apply(null, ys), y1 = Math.max.apply(null, ys);
    const half = Math.max(x1 - x0, y1 - y0, 1) * 0.6;
    const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
    return { x0: cx - half, x1: cx + half, y0: cy - half, y1: cy + half };
  }

  function startDraft(m) {
    const mine = Array.isArray(m.mine) ? fromAnswer(m.kind, m.mine) : null;
    if (mine) { return mine; }
    if (m.kind === "w_after") { return m.w.slice(); }
    if (m.kind === "boundary") {
      const cy = (box.y0 + box.y1) / 2;
      const span = box.x1 - box.x0;
      return { p: [box.x0 + 0.2 * span, cy], q: [box.x1 - 0.2 * span, cy] };
    }
    return null;
  }

  // the draft showing an answer (sent, typed or given back by the server): w's tip, or a line's handles at a
  // quarter and three quarters of its part in the box with the answer's own numbers (null: it misses the box)
  function fromAnswer(kind, a) {
    if (kind === "w_after") { return a.slice(); }
    if (kind !== "boundary" || zero(a)) { return null; }
    const ends = G.sides(view(), [a[0], a[1]], a[2]).ends;
    if (ends.length !== 2) { return null; }
    const at = function (s) { return [0, 1].map(function (k) { return ends[0][k] + s * (ends[1][k] - ends[0][k]); }); };
    return { p: at(0.25), q: at(0.75), line: a.slice() };
  }

  function buildControls(m) {
    const choices = $("choices");
    choices.replaceChildren();
    m.choices.forEach(function (c) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = tr(c);
      b.disabled = !m.vote;
      if (m.mine === c) { b.className = "chosen"; }
      b.addEventListener("click", function () { send({ t: "answer", q: m.q, vote: m.vote, a: c }); });
      choices.appendChild(b);
    });
    const typed = m.kind === "w_after" || m.kind === "boundary";
    $("numbers").hidden = !typed;
    $("n3label").hidden = m.kind !== "boundary";
    $("send").disabled = !m.vote;
    if (typed) { fillNumbers(); }
  }

  function lineOf(d) {
    const n1 = -(d.q[1] - d.p[1]), n2 = d.q[0] - d.p[0];
    return [n1, n2, -(n1 * d.p[0] + n2 * d.p[1])];
  }

  function fillNumbers() {
    const v = state.kind === "w_after" ? draft : draft.line || lineOf(draft);
    $("n1").value = num(v[0]);
    $("n2").value = num(v[1]);
    if (state.kind === "boundary") { $("n3").value = num(v[2]); }
  }

  function typedAnswer() {
    const fields = state.kind === "w_after" ? ["n1", "n2"] : ["n1", "n2", "n3"];
    const values = fields.map(function (f) { return Number($(f).value.replace("−", "-")); });
    if (values.some(function (v) { return !isFinite(v) || $(fields[0]).value.trim() === ""; })) {
      say(tr("Type numbers such as 1.5 or -2."));
      return null;
    }
    return values;
  }

  $("send").addEventListener("click", function () {
    const a = typedAnswer();
    if (!a) { return; }
    draft = fromAnswer(state.kind, a) || draft;  // the picture shows the typed answer too
    send({ t: "answer", q: state.q, vote: state.vote, a: a });
    draw();
  });
  $("joinButton").addEventListener("click", join);

  // drawing: the lesson page's SVG drawing (draw.js) ---------------------------------------------------------
  const layers = {};
  function line(cls, id, head) {
    const e = G.el(svg, "line", cls);
    if (id) { e.id = id; }
    if (head) { G.put(e, { "marker-end": "url(#" + head + ")" }); }
    return e;
  }
  function layout() {  // the layers, bottom to top, made once: each draw moves, shows or hides them
    layers.axes = [line("axis"), line("axis")];
    layers.now = line("line now", "boundary");
    layers.points = G.el(svg, "g");
    layers.ring = G.el(svg, "circle", "ring");
    G.put(layers.ring, { id: "example-ring", r: 16 });
    layers.w = line("warrow now", "w-arrow", "head-now");
    layers.truthLine = line("line truth", "truth-line");
    layers.truthW = line("warrow truth", "truth-w", "head-truth");
    layers.answerLine = line("line answer", "answer-line");
    layers.answerW = line("warrow answer", "answer-w", "head-answer");
    layers.handles = [G.el(svg, "circle", "handle"), G.el(svg, "circle", "handle")];
    layers.handles.forEach(function (h) { G.put(h, { r: 16 }); });
  }
  function view() { return [box.x0, box.x1, box.y0, box.y1]; }
  function toPx(p) { return [G.sx(view(), SIZE, p[0]), G.sy(view(), SIZE, p[1])]; }
  function toData(p) {
    return [box.x0 + p[0] / SIZE * (box.x1 - box.x0), box.y1 - p[1] / SIZE * (box.y1 - box.y0)];
  }
  function zero(v) { return v[0] === 0 && v[1] === 0; }
  function boundary(e, l) {  // w1·x1 + w2·x2 + b = 0 clipped to the box (hidden when w = 0 or it misses the box)
    const ends = !l || zero(l) ? [] : G.sides(view(), [l[0], l[1]], l[2]).ends;
    G.segment(e, ends, view(), SIZE, SIZE);
  }
  function arrow(e, w) {  // from the origin to w (hidden when there is none)
    G.segment(e, w && !zero(w) ? [[0, 0], w] : [], view(), SIZE, SIZE);
    G.put(e, { "data-w": w ? JSON.stringify(w) : "" });
  }
  function handle(e, p) {
    e.style.display = p ? "" : "none";
    if (p) { const c = toPx(p); G.put(e, { cx: c[0], cy: c[1] }); }
  }

  function draw() {
    if (!state) { return; }
    const m = state, v = view();
    G.put(svg, { "data-view": JSON.stringify(v) });
    G.segment(layers.axes[0], [[v[0], 0], [v[1], 0]], v, SIZE, SIZE);
    G.segment(layers.axes[1], [[0, v[2]], [0, v[3]]], v, SIZE, SIZE);
    const g = layers.points;
    g.replaceChildren();
    m.points.forEach(function (p) {
      const c = toPx(p);  // as on the projector: class +1 a blue square, class −1 a vermillion disc (student.css)
      G.put(G.marker(g, c[0], c[1], p[2] > 0 ? 1 : 0, 1.5), { "data-x": JSON.stringify([p[0], p[1]]),
        "data-class": p[2] > 0 ? 1 : -1 });
    });
    const e = toPx(m.x);
    G.put(layers.ring, { cx: e[0], cy: e[1] });
    boundary(layers.now, [m.w[0], m.w[1], m.b]);
    arrow(layers.w, m.w);
    arrow(layers.answerW, m.kind === "w_after" ? draft : null);
    boundary(layers.answerLine, m.kind === "boundary" ? lineOf(draft) : null);
    handle(layers.handles[0], m.kind === "w_after" ? draft : m.kind === "boundary" ? draft.p : null);
    handle(layers.handles[1], m.kind === "boundary" ? draft.q : null);
    const truth = Array.isArray(m.truth) ? m.truth : null;
    arrow(layers.truthW, truth && m.kind === "w_after" ? truth : null);
    boundary(layers.truthLine, truth && m.kind === "boundary" ? truth : null);
  }

  function pointerData(event) { return toData(G.pointer(svg, event)); }

  svg.addEventListener("pointerdown", function (event) {
    if (!state || !state.vote || !draft) { return; }
    const d = pointerData(event);
    if (state.kind === "w_after") {
      dragging = "w";
    } else {
      const dist = function (h) { return Math.hypot(h[0] - d[0], h[1] - d[1]); };
      dragging = dist(draft.p) <= dist(draft.q) ? "p" : "q";
    }
    svg.setPointerCapture(event.pointerId);
    move(d);
  });
  svg.addEventListener("pointermove", function (event) { if (dragging) { move(pointerData(event)); } });
  svg.addEventListener("pointerup", function () {
    if (!dragging) { return; }
    dragging = null;
    const a = state.kind === "w_after" ? draft.slice() : lineOf(draft);
    send({ t: "answer", q: state.q, vote: state.vote, a: a.map(function (v) { return Math.round(v * 100) / 100; }) });
  });

  function move(d) {
    const snapped = [Math.round(d[0] * 10) / 10, Math.round(d[1] * 10) / 10];
    if (dragging === "w") { draft = snapped; } else { draft[dragging] = snapped; draft.line = null; }
    fillNumbers();
    draw();
  }

  layout();
  connect();
}());
