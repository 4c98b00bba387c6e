// The live class's student page: joins the room over its own WebSocket, shows the question asked, sends the
// answer. Every text from the server or the student is set with textContent (never as markup).
(function () {
  "use strict";
  const code = location.pathname.replace(/\//g, "").toUpperCase();
  const idKey = "perceptron-live-" + code;
  const $ = (id) => document.getElementById(id);
  const canvas = $("plot");
  const ctx = canvas.getContext("2d");
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
  function num(v) { return (Math.round(v * 100) / 100).toString(); }

  function connect() {
    socket = new WebSocket("ws://" + location.host + "/ws");
    socket.onopen = function () {
      retry = 500;
      if (storedId() || wantsIn) { join(); } else { say("Type a nickname if you like, then Join."); }
    };
    socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
    socket.onclose = function () {
      say("Connection lost: reconnecting…");
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
      say("You are in. Wait for the question.");
    } else if (m.t === "refused") {
      say(m.why);
    } else if (m.t === "ok") {
      say("Your answer is in. You can change it until the vote closes.");
      if (state && lastSent !== null) {
        state.mine = lastSent;
        $("mine").textContent = "Your answer: " + answerText(lastSent);
        buildControls(state);
      }
    } else if (m.t === "wait") {
      say("You are in. Wait for the question.");
    } else if (m.t === "question") {
      show(m);
    }
  }

  function show(m) {
    const fresh = !state || state.q !== m.q || state.vote !== m.vote;
    state = m;
    $("question").hidden = false;
    $("prompt").textContent = "Q" + m.q + (m.vote ? " (vote " + m.vote + ")" : "") + ": " + m.prompt;
    $("facts").textContent = "Step " + m.step + ": x = (" + num(m.x[0]) + ", " + num(m.x[1]) + "), y = " +
      (m.y > 0 ? "+1" : "−1") + ", w = (" + num(m.w[0]) + ", " + num(m.w[1]) + "), b = " + num(m.b);
    if (fresh) {
      box = boxOf(m);
      draft = startDraft(m);
    }
    buildControls(m);
    if (m.vote) {
      const answered = m.mine !== null && m.mine !== undefined;
      say(answered ? "Your answer is in. You can change it until the vote closes." : "Your answer?");
    } else if (!m.truth) {
      say("The vote is closed.");
    }
    $("mine").textContent = m.mine === null || m.mine === undefined ? "" : "Your answer: " + answerText(m.mine);
    const truth = $("truth");
    truth.className = "";
    truth.textContent = "";
    if (m.truth !== undefined) {
      truth.textContent = "The answer: " + answerText(m.truth) +
        (m.right === null ? "" : m.right ? ". You were right." : ". Not this time.");
      truth.className = m.right ? "right" : m.right === false ? "wrong" : "";
      say("Revealed.");
    }
    draw();
  }

  function answerText(a) {
    return Array.isArray(a) ? "(" + a.map(num).join(", ") + ")" : String(a);
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
    if (m.kind === "w_after") { return Array.isArray(m.mine) ? m.mine.slice() : m.w.slice(); }
    if (m.kind === "boundary") {
      const cy = (box.y0 + box.y1) / 2;
      const span = box.x1 - box.x0;
      return { p: [box.x0 + 0.2 * span, cy], q: [box.x1 - 0.2 * span, cy] };
    }
    return null;
  }

  function buildControls(m) {
    const choices = $("choices");
    choices.replaceChildren();
    m.choices.forEach(function (c) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = c;
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
    const v = state.kind === "w_after" ? draft : lineOf(draft);
    $("n1").value = num(v[0]);
    $("n2").value = num(v[1]);
    if (state.kind === "boundary") { $("n3").value = num(v[2]); }
  }

  function typedAnswer() {
    const fields = state.kind === "w_after" ? ["n1", "n2"] : ["n1", "n2", "n3"];
    const values = fields.map(function (f) { return Number($(f).value.replace("−", "-")); });
    if (values.some(function (v) { return !isFinite(v) || $(fields[0]).value.trim() === ""; })) {
      say("Type numbers such as 1.5 or -2.");
      return null;
    }
    return values;
  }

  $("send").addEventListener("click", function () {
    const a = typedAnswer();
    if (a) { send({ t: "answer", q: state.q, vote: state.vote, a: a }); }
  });
  $("joinButton").addEventListener("click", join);

  // drawing -------------------------------------------------------------------------------------------------
  function toPx(x, y) {
    return [(x - box.x0) / (box.x1 - box.x0) * canvas.width, (box.y1 - y) / (box.y1 - box.y0) * canvas.height];
  }
  function toData(px, py) {
    return [box.x0 + px / canvas.width * (box.x1 - box.x0), box.y1 - py / canvas.height * (box.y1 - box.y0)];
  }

  function drawLine(w1, w2, b, color, dash) {
    ctx.strokeStyle = color;
    ctx.setLineDash(dash);
    ctx.lineWidth = 3;
    ctx.beginPath();
    if (Math.abs(w2) > Math.abs(w1)) {
      const a = toPx(box.x0, -(w1 * box.x0 + b) / w2), c = toPx(box.x1, -(w1 * box.x1 + b) / w2);
      ctx.moveTo(a[0], a[1]); ctx.lineTo(c[0], c[1]);
    } else if (w1 !== 0) {
      const a = toPx(-(w2 * box.y0 + b) / w1, box.y0), c = toPx(-(w2 * box.y1 + b) / w1, box.y1);
      ctx.moveTo(a[0], a[1]); ctx.lineTo(c[0], c[1]);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }

  function drawArrow(x, y, color) {
    const o = toPx(0, 0), t = toPx(x, y);
    ctx.strokeStyle = color; ctx.fillStyle = color; ctx.lineWidth = 4;
    ctx.beginPath(); ctx.moveTo(o[0], o[1]); ctx.lineTo(t[0], t[1]); ctx.stroke();
    ctx.beginPath(); ctx.arc(t[0], t[1], 10, 0, 2 * Math.PI); ctx.fill();
  }

  function draw() {
    if (!state) { return; }
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const m = state;
    state.points.forEach(function (p) {
      const c = toPx(p[0], p[1]);
      ctx.fillStyle = p[2] > 0 ? "#1f5fbf" : "#e07b00";
      ctx.beginPath();
      if (p[2] > 0) { ctx.arc(c[0], c[1], 9, 0, 2 * Math.PI); } else { ctx.rect(c[0] - 8, c[1] - 8, 16, 16); }
      ctx.fill();
    });
    const e = toPx(m.x[0], m.x[1]);
    ctx.strokeStyle = "#000"; ctx.lineWidth = 3;
    ctx.beginPath(); ctx.arc(e[0], e[1], 16, 0, 2 * Math.PI); ctx.stroke();
    if (m.w[0] !== 0 || m.w[1] !== 0) { drawLine(m.w[0], m.w[1], m.b, "#888", [10, 8]); }
    drawArrow(m.w[0], m.w[1], "#888");
    if (m.kind === "w_after") { drawArrow(draft[0], draft[1], "#c0182a"); }
    if (m.kind === "boundary") {
      const l = lineOf(draft);
      drawLine(l[0], l[1], l[2], "#c0182a", []);
      [draft.p, draft.q].forEach(function (h) {
        const c = toPx(h[0], h[1]);
        ctx.fillStyle = "#c0182a"; ctx.beginPath(); ctx.arc(c[0], c[1], 14, 0, 2 * Math.PI); ctx.fill();
      });
    }
    if (Array.isArray(m.truth)) {
      if (m.kind === "w_after") {
        drawArrow(m.truth[0], m.truth[1], "#176b2c");
      } else {
        drawLine(m.truth[0], m.truth[1], m.truth[2], "#176b2c", []);
      }
    }
  }

  function pointerData(event) {
    const r = canvas.getBoundingClientRect();
    const px = (event.clientX - r.left) / r.width * canvas.width;
    return toData(px, (event.clientY - r.top) / r.height * canvas.height);
  }

  canvas.addEventListener("pointerdown", function (event) {
    if (!state || !state.vote || !draft) { return; }
    const d = pointerData(event);
    if (state.kind === "w_after") {
      dragging = "w";
    } else {
      const dist = function (h) { return Math.hypot(h[0] - d[0], h[1] - d[1]); };
      dragging = dist(draft.p) <= dist(draft.q) ? "p" : "q";
    }
    canvas.setPointerCapture(event.pointerId);
    move(d);
  });
  canvas.addEventListener("pointermove", function (event) { if (dragging) { move(pointerData(event)); } });
  canvas.addEventListener("pointerup", function () {
    if (!dragging) { return; }
    dragging = null;
    const a = state.kind === "w_after" ? draft.slice() : lineOf(draft);
    send({ t: "answer", q: state.q, vote: state.vote, a: a.map(function (v) { return Math.round(v * 100) / 100; }) });
  });

  function move(d) {
    const snapped = [Math.round(d[0] * 10) / 10, Math.round(d[1] * 10) / 10];
    if (dragging === "w") { draft = snapped; } else { draft[dragging] = snapped; }
    fillNumbers();
    draw();
  }

  connect();
}());
