(function () {
  "use strict";
  window.perceptronLab = {steps: PerceptronEngine.steps};
  var D = JSON.parse(document.getElementById("lesson-data").textContent);
  var NS = "http://www.w3.org/2000/svg";
  var V = D.view, W = 600, H = Math.round(W * (V[3] - V[2]) / (V[1] - V[0]));
  var t = 0, timer = null, quiz = false, right = 0, asked = 0;
  function $(id) { return document.getElementById(id); }
  function say(id, s) { $(id).textContent = s; }
  function sx(x) { return (x - V[0]) / (V[1] - V[0]) * W; }
  function sy(y) { return (V[3] - y) / (V[3] - V[2]) * H; }
  function svgEl(name, cls, parent) {
    var e = document.createElementNS(NS, name);
    if (cls) { e.setAttribute("class", cls); }
    (parent || svg).appendChild(e);
    return e;
  }
  function put(e, attrs) { for (var k in attrs) { e.setAttribute(k, attrs[k]); } }
  function col(name) { return D.columns.indexOf(name); }

  var svg = $("plot");
  put(svg, {viewBox: "0 0 " + W + " " + H});
  function fitPlot() {  // as wide as its greatest height allows: no empty bands beside the drawing
    svg.style.maxWidth = (parseFloat(getComputedStyle(svg).maxHeight) * W / H).toFixed(0) + "px";
  }
  fitPlot();
  window.addEventListener("resize", fitPlot);
  var neg = svgEl("polygon", "shade classifier f" + D.classes[0].colour);
  var pos = svgEl("polygon", "shade classifier f" + D.classes[1].colour);
  put(svgEl("line", "axis"), {x1: sx(V[0]), x2: sx(V[1]), y1: sy(0), y2: sy(0)});
  put(svgEl("line", "axis"), {x1: sx(0), x2: sx(0), y1: sy(V[2]), y2: sy(V[3])});
  var last = svgEl("line", "last classifier"), line = svgEl("line", "line classifier");
  D.X.forEach(function (p, i) {
    var c = D.classes[D.cls[i]], e;
    if (c.colour === 1) {
      e = svgEl("rect", "pt f1");
      put(e, {x: sx(p[0]) - 6, y: sy(p[1]) - 6, width: 12, height: 12});
    } else {
      e = svgEl("circle", "pt f" + c.colour);
      put(e, {cx: sx(p[0]), cy: sy(p[1]), r: 6.5});
    }
  });
  var oldArrow = svgEl("line", "warrow old classifier");  // w before the update, where the update starts
  var warrow = svgEl("line", "warrow classifier"), wlabel = svgEl("text", "lbl w classifier");
  var uarrow = svgEl("line", "uarrow classifier"), ulabel = svgEl("text", "lbl u classifier");
  put(warrow, {"marker-end": "url(#head-w)", id: "w-arrow"});
  put(uarrow, {"marker-end": "url(#head-u)", id: "update-arrow"});
  put(line, {id: "boundary"});
  var ring = svgEl("circle", "ring"), askRing = svgEl("circle", "ask");
  put(ring, {r: 14, id: "example-ring"});
  put(askRing, {r: 17});
  askRing.style.display = "none";

  var row = $("row"), cells = D.columns.map(function (name) {
    var box = document.createElement("div"), dt = document.createElement("dt"), dd = document.createElement("dd");
    dt.textContent = name;
    box.appendChild(dt);
    box.appendChild(dd);
    row.appendChild(box);
    return dd;
  });

  function sides(w, b) {
    // the view's corners split by the line w.x + b = 0: each side's polygon, and the line's two ends
    var c = [[V[0], V[2]], [V[1], V[2]], [V[1], V[3]], [V[0], V[3]]], out = {pos: [], neg: [], ends: []};
    for (var i = 0; i < 4; i++) {
      var p = c[i], q = c[(i + 1) % 4];
      var fp = w[0] * p[0] + w[1] * p[1] + b, fq = w[0] * q[0] + w[1] * q[1] + b;
      (fp >= 0 ? out.pos : out.neg).push(p);
      if ((fp > 0 && fq < 0) || (fp < 0 && fq > 0)) {
        var s = fp / (fp - fq), x = [p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])];
        out.pos.push(x);
        out.neg.push(x);
        out.ends.push(x);
      }
    }
    return out;
  }
  function poly(e, list) {
    put(e, {points: list.map(function (p) { return sx(p[0]).toFixed(2) + "," + sy(p[1]).toFixed(2); }).join(" ")});
  }
  function segment(e, ends) {
    e.style.display = ends.length === 2 ? "" : "none";
    if (ends.length === 2) { put(e, {x1: sx(ends[0][0]), y1: sy(ends[0][1]), x2: sx(ends[1][0]), y2: sy(ends[1][1])}); }
  }
  function scale(vs) {
    // w is drawn from the origin; a tip that would leave the view is drawn shorter (the label says by how much)
    var lo = [V[0] + 0.06 * (V[1] - V[0]), V[2] + 0.06 * (V[3] - V[2])];
    var hi = [V[1] - 0.06 * (V[1] - V[0]), V[3] - 0.06 * (V[3] - V[2])], s = 1;
    vs.forEach(function (v) {
      for (var k = 0; k < 2; k++) {
        if (v[k] * s > hi[k]) { s = hi[k] / v[k]; }
        if (v[k] * s < lo[k]) { s = lo[k] / v[k]; }
      }
    });
    return s;
  }
  function zero(v) { return v[0] === 0 && v[1] === 0; }
  function label(e, x, y) {  // beside (x, y), on the side that keeps it inside the drawing
    var left = x > 0.6 * W;
    put(e, {x: left ? x - 10 : x + 10, y: Math.max(24, Math.min(H - 6, y)), "text-anchor": left ? "end" : "start"});
  }

  function show(k) {
    t = Math.max(0, Math.min(D.n, k));
    var w = D.w[t], b = D.b[t], mw = D.avg_w ? D.avg_w[t] : w, mb = D.avg_w ? D.avg_b[t] : b;
    var cut = sides(mw, mb);
    if (zero(mw)) {  // no line: the whole view is on one side, or on none (a score of 0 under "a mistake")
      var whole = mb > 0 || (mb === 0 && D.zero === "positive") ? 1 : mb < 0 || D.zero === "negative" ? -1 : 0;
      cut = {pos: whole > 0 ? cut.pos.concat(cut.neg) : [], neg: whole < 0 ? cut.pos.concat(cut.neg) : [], ends: []};
    }
    poly(pos, cut.pos);
    poly(neg, cut.neg);
    segment(line, cut.ends);
    segment(last, D.avg_w && !zero(w) ? sides(w, b).ends : []);
    var before = D.wb[t], moved = before !== null, s = scale(moved ? [w, before] : [w]);
    segment(warrow, zero(w) ? [] : [[0, 0], [s * w[0], s * w[1]]]);
    put(warrow, {"data-w": JSON.stringify(w), "data-b": JSON.stringify(b), "data-scale": s});
    wlabel.style.display = zero(w) ? "none" : "";
    label(wlabel, sx(s * w[0]), sy(s * w[1]) - 8);
    wlabel.textContent = D.avg_w ? "last w" : "w";
    segment(uarrow, moved ? [[s * before[0], s * before[1]], [s * w[0], s * w[1]]] : []);
    segment(oldArrow, moved && !zero(before) ? [[0, 0], [s * before[0], s * before[1]]] : []);
    put(uarrow, {"data-delta": moved ? JSON.stringify([w[0] - before[0], w[1] - before[1]]) : ""});
    ulabel.style.display = moved ? "" : "none";
    if (moved) { label(ulabel, sx(s * (before[0] + w[0]) / 2), sy(s * (before[1] + w[1]) / 2) + 24); }
    ulabel.textContent = D.rule;
    var i = D.index[t];
    ring.style.display = i >= 0 ? "" : "none";
    if (i >= 0) { put(ring, {cx: sx(D.X[i][0]), cy: sy(D.X[i][1])}); }
    put(ring, {"data-index": i, "data-x": i >= 0 ? JSON.stringify(D.X[i]) : ""});

    var epoch = t ? " (epoch " + D.rows[t - 1][col("epoch")] + ")" : " (the start)";
    say("where", "Step t = " + t + " of " + D.n + epoch + " · mistakes so far: " + D.mistakes[t]);
    row.classList.toggle("mistake", !!D.mistake[t]);
    cells.forEach(function (dd, c) { dd.textContent = t ? D.rows[t - 1][c] : "—"; });
    say("wtext", D.wtext[t] + (s !== 1 && !zero(w) ? "  (the arrow is drawn ×" + s.toPrecision(2) + ")" : ""));
    say("update", D.update[t]);
    say("theory", D.theory.k ? D.theory.k[D.mistakes[t]] : "");
    $("slider").value = t;
    say("slidertext", "t = " + t);
    if (quiz) { ask(); }
  }

  function pause() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    say("play", "Play");
  }
  function forward() { if (quiz) { check(); } else { show(t + 1); } }
  function nextMistake() {
    for (var k = t + 1; k <= D.n; k++) { if (D.mistake[k]) { return show(k); } }
    show(D.n);
  }
  function play() {
    if (timer !== null) { return pause(); }
    if (t >= D.n) { show(0); }
    say("play", "Pause");
    timer = setInterval(function () { if (t >= D.n) { pause(); } else { show(t + 1); } }, 700);
  }

  function numbers(text) {
    var parts = text.replace(/[\u2212\u2013]/g, "-").replace(/[()\[\]]/g, " ").split(/[\s,;]+/).filter(Boolean);
    var v = parts.map(Number);
    return v.length && v.every(isFinite) ? v : null;
  }
  function near(a, b) { return Math.abs(a - b) <= 1e-9 + 1e-6 * Math.abs(b); }
  function ask() {
    var done = t >= D.n;
    $("quiz-form").hidden = done;
    askRing.style.display = done ? "none" : "";
    if (done) { return say("quiz-q", "The lesson ends here: step back, or press Home to start again."); }
    var i = D.index[t + 1];
    put(askRing, {cx: sx(D.X[i][0]), cy: sy(D.X[i][1])});
    say("quiz-q", D.ask[t]);
  }
  function check() {
    if (t >= D.n) { return; }
    var k = t + 1, r = D.rows[t], said = [], m = $("q-mistake").value;
    function part(name, ok, answer) {
      asked += 1;
      right += ok ? 1 : 0;
      said.push(name + (ok ? " right" : " wrong (it is " + answer + ")"));
    }
    part("ŷ", $("q-pred").value !== "" && Number($("q-pred").value) === D.pred[k], r[col("ŷ")]);
    part("mistake?", m === (D.mistake[k] ? "yes" : "no"), r[col("mistake?")]);
    if (D.mistake[k] || m === "yes") {
      var nw = numbers($("q-w").value);
      part("new w", !!nw && nw.length === 2 && near(nw[0], D.w[k][0]) && near(nw[1], D.w[k][1]), r[col("w after")]);
      if (D.fit) {
        var nb = numbers($("q-b").value);
        part("new b", !!nb && nb.length === 1 && near(nb[0], D.b[k]), r[col("b after")]);
      }
    }
    say("verdict", "Step t = " + k + ": " + said.join("; ") + ".");
    say("score", right + " of " + asked + " parts right so far.");
    ["q-pred", "q-mistake", "q-w", "q-b"].forEach(function (id) { $(id).value = ""; });
    show(k);
  }
  function setQuiz(on) {
    quiz = on;
    document.body.classList.toggle("quiz", on);
    $("quiz").hidden = !on;
    askRing.style.display = "none";
    if (on) { ask(); }
  }

  function button(id, act) { $(id).addEventListener("click", function () { if (id !== "play") { pause(); } act(); }); }
  button("back", function () { show(t - 1); });
  button("step", forward);
  button("mistake", nextMistake);
  button("play", play);
  button("check", check);
  $("slider").max = D.n;
  $("slider").addEventListener("input", function () { pause(); show(Number($("slider").value)); });
  $("quizmode").addEventListener("change", function () { setQuiz($("quizmode").checked); });
  $("large").addEventListener("change", function () { document.body.classList.toggle("large", $("large").checked); });
  $("q-b-field").hidden = !D.fit;
  if (D.zero !== "mistake") { $("q-pred-0").remove(); }
  document.addEventListener("keydown", function (e) {
    var el = e.target, tag = el.tagName, slider = el.id === "slider";
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    if (tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && !slider && el.type !== "checkbox")) {
      if (e.key === "Enter" && quiz) { e.preventDefault(); check(); }
      return;
    }
    var keys = {"ArrowRight": 1, "PageDown": 1, "ArrowLeft": -1, "PageUp": -1, "Home": 0, "End": 0, " ": 1};
    if (!(e.key in keys) || (slider && e.key !== " ")) { return; }  // the slider moves itself with its keys
    e.preventDefault();  // also keeps a focused button from taking Space as a click (a second step)
    pause();
    if (e.key === " " && e.shiftKey) { nextMistake(); }
    else if (e.key === "Home") { show(0); }
    else if (e.key === "End") { show(D.n); }
    else if (keys[e.key] < 0) { show(t - 1); }
    else { forward(); }
  });

  say("title", D.title);
  D.about.forEach(function (text) {
    var p = document.createElement("p");
    p.textContent = text;
    $("about").appendChild(p);
  });
  D.classes.forEach(function (c) {
    var li = document.createElement("li"), sw = document.createElement("span");
    sw.className = "swatch b" + c.colour + (c.colour === 1 ? " sq" : " ci");
    li.appendChild(sw);
    li.appendChild(document.createTextNode(c.text));
    $("legend").appendChild(li);
  });
  say("axes", "Horizontal: " + D.axes[0] + " · vertical: " + D.axes[1]);
  say("theoryhead", D.theory.head);
  var start = /^#t=(\d+)$/.exec(window.location.hash);  // a link may open the lesson at a step: lesson.html#t=7
  show(start ? Number(start[1]) : 0);
  document.body.setAttribute("data-ready", "1");
})();
