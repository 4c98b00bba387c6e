/* The lesson page: the recorded run of the lesson's data block, which a student can edit and train again.
 *
 * Opened unedited it shows the recorded steps with the texts the app wrote (the data block's rows, weights,
 * updates and theorem); any edit (a point added, moved or deleted, a setting changed) trains again with
 * PerceptronEngine (engine.js: core's arithmetic, bit for bit) and the page writes its own texts. The whole
 * state (points, classes, settings, the step shown) is kept in the URL fragment. Every text is written with
 * textContent, never as HTML.
 */
(function () {
  "use strict";
  var E = PerceptronEngine, G = PerceptronDraw;
  window.perceptronLab = {steps: E.steps};  // the contract; numberText below, for tests of the page's texts
  var D = JSON.parse(document.getElementById("lesson-data").textContent);
  var MAX_STEPS = 5000, TABLE_ROWS = 200, GRID = 36;
  var REC = recordedState();
  var S = copyState(REC), R = null, edited = false, t = 0, timer = null, quiz = false, right = 0, asked = 0;
  var V = D.view.slice(), W = 600, H = 600, drag = null;
  // the teacher's preset: controls fixed by the page (a link may fix more, never fewer), the boundary hidden
  var LOCKABLE = ["points", "variant", "eta", "fit", "start", "zero", "order"];
  var LOCK_FIELDS = {points: ["tool-neg", "tool-pos", "tool-del", "points", "apply-points"], variant: ["variant"],
    eta: ["eta"], fit: ["fit"], start: ["w01", "w02", "b0"], zero: ["zero"], order: ["order", "seed", "draw"]};
  var LOCK_NAMES = {points: tr("the points"), variant: tr("the variant"), eta: "η", fit: tr("the offset b"),
    start: tr("w₀ and b₀"), zero: tr("the score-0 rule"), order: tr("the order")};
  var PRESET = D.preset || {lock: [], hide: []}, P = {lock: PRESET.lock.slice(), hide: PRESET.hide.slice()};

  function $(id) { return document.getElementById(id); }
  // a text of the page in the reader's language (the data block's words: English -> translation), its {names}
  // filled with the values of ``args`` (numbers and the notes' notation, written as they are)
  function tr(text, args) {
    var words = D.words || {}, s = Object.prototype.hasOwnProperty.call(words, text) ? words[text] : text;
    return s.replace(/\{(\w+)\}/g, function (m, k) { return args && k in args ? String(args[k]) : m; });
  }
  function say(id, s) { $(id).textContent = s; }
  var put = G.put;
  function sx(x) { return G.sx(V, W, x); }
  function sy(y) { return G.sy(V, H, y); }
  function svgEl(name, cls, parent) { return G.el(parent || svg, name, cls); }

  // ------------------------------------------------------------------ numbers as the notes write them
  function num(v) {  // core.teach.quiz.number_text: integers without a point, others to 4 significant digits
    if (v === Math.round(v) && Math.abs(v) < 1e9) { return String(v === 0 ? 0 : v).replace("-", "−"); }
    var e = v.toExponential(3), exp = Number(e.split("e")[1]), s;
    if (exp < -4 || exp >= 4) {
      var m = e.split("e")[0].replace(/\.?0+$/, ""), a = Math.abs(exp);
      s = m + "e" + (exp < 0 ? "-" : "+") + (a < 10 ? "0" : "") + a;
    } else {
      s = v.toFixed(Math.max(0, 3 - exp));
      if (s.indexOf(".") >= 0) { s = s.replace(/\.?0+$/, ""); }  // 3810 keeps its zero; 0.5000 is 0.5
    }
    return s.replace(/-/g, "−");
  }
  function ruleText() {  // core.teach.quiz.Question.rule and update_rule, for the settings in force
    var score = S.fit ? "w·x + b" : "w·x", eta = S.eta === 1 ? "" : num(S.eta) + "·";
    var rule = {mistake: tr("ŷ = sign({score}); a score of 0 predicts no class and is a mistake (note 004)"),
      positive: tr("ŷ = +1 iff {score} ≥ 0 (CMU, note 002)"),
      negative: tr("ŷ = +1 iff {score} > 0, so a score of 0 predicts −1 (note 001)")}[S.zero];
    if (kernel()) {
      rule = rule.replace("{score}", "f(x)");
      return tr("Rule: {rule}; on a mistake {update}.", {rule: rule, update: "αᵢ ← αᵢ + " + eta + "y" +
        (S.fit ? ", b ← b + " + eta + "y" : "")});
    }
    return tr("Rule: {rule}; on a mistake {update}.", {rule: rule.replace("{score}", score),
      update: "w ← w + " + eta + "y·x" + (S.fit ? ", b ← b + " + eta + "y" : "")});
  }
  function vec(v) { return "(" + num(v[0]) + ", " + num(v[1]) + ")"; }
  function yOf(k) { return S.c[R.index[k]] ? 1 : -1; }  // the label of step k's example
  window.perceptronLab.numberText = num;
  function sign(p) { return p > 0 ? "+" : p < 0 ? "−" : "0"; }

  // ------------------------------------------------------------------ the state
  function recordedState() {
    var s = D.settings;
    return {X: D.X.map(function (p) { return p.slice(); }), c: D.cls.slice(), variant: s.variant, eta: s.eta,
      fit: s.fit_intercept, w0: s.w0.slice(), b0: s.b0, zero: s.zero_score, order: s.order, seed: s.seed,
      degree: s.degree, coef0: s.coef0};
  }
  function copyState(s) {
    var c = JSON.parse(JSON.stringify(s));
    c.t = s.t || 0;
    return c;
  }
  function sameRun(a, b) {  // the same points and settings (the step shown aside)
    var keys = ["variant", "eta", "fit", "zero", "order", "seed", "degree", "coef0", "b0"];
    return JSON.stringify(a.X) === JSON.stringify(b.X) && a.c.join() === b.c.join() &&
      a.w0[0] === b.w0[0] && a.w0[1] === b.w0[1] && keys.every(function (k) { return a[k] === b[k]; });
  }
  // The page trains itself, unless it replays: a batch run, or a large run's page (holding a share of its points)
  // until it is edited. Such a page replays core's numbers of the real run (trained on all its points), which no
  // training on the sample would give; an edit makes the sample the page's own point set, which the header says,
  // so every number shown is either the run's or that of the points drawn, never a sample's passed off as the run's.
  function lab() { return S.variant !== "batch" && !(D.thinned && !edited); }
  function locked(key) { return P.lock.indexOf(key) >= 0; }
  function union(a, b) { return a.concat(b.filter(function (k) { return a.indexOf(k) < 0; })); }
  function keepFixed(s) {  // the page's own fixed settings win over a link's: the names of those it overrode
    var keys = {points: ["X", "c"], variant: ["variant"], eta: ["eta"], fit: ["fit"], start: ["w0", "b0"],
      zero: ["zero"], order: ["order", "seed"]}, overrode = [];
    PRESET.lock.forEach(function (lock) {
      keys[lock].forEach(function (k) {
        if (JSON.stringify(s[k]) !== JSON.stringify(REC[k])) {
          if (overrode.indexOf(LOCK_NAMES[lock]) < 0) { overrode.push(LOCK_NAMES[lock]); }
          s[k] = JSON.parse(JSON.stringify(REC[k]));
        }
      });
    });
    return overrode;
  }
  function applyPreset() {
    LOCKABLE.forEach(function (key) {
      LOCK_FIELDS[key].forEach(function (id) {
        $(id).disabled = locked(key);
        $(id).title = locked(key) ? tr("Fixed by the lecturer") : "";
      });
    });
    $("tools").hidden = locked("points");
    var hide = P.hide.indexOf("boundary") >= 0, fixed = P.lock.map(function (k) { return LOCK_NAMES[k]; });
    document.body.classList.toggle("hide-boundary", hide);
    if (hide) {
      $("quizmode").checked = true;
      setQuiz(true);
    }
    $("quizmode").disabled = hide;
    say("preset", (fixed.length ? tr("Fixed by the lecturer: {names}.", {names: fixed.join(", ")}) + " " : "") +
      (hide ? tr("The boundary shows once you have answered the step's question.") : ""));
  }

  // ------------------------------------------------------------------ training (engine.js)
  function recordedOrder(epoch) {  // the recorded run's example order of an epoch (its recorded part)
    var n = S.X.length, seen = {}, order = [];
    for (var k = epoch * n + 1; k <= Math.min(D.n, (epoch + 1) * n); k++) {
      order.push(D.index[k]);
      seen[D.index[k]] = true;
    }
    if (!order.length) { return null; }
    for (var i = 0; i < n; i++) { if (!seen[i]) { order.push(i); } }
    return order;
  }
  function orderOf(epoch) {
    var recorded = edited ? null : recordedOrder(epoch);
    if (recorded) { return recorded; }
    return S.order === "shuffle" ? E.permutation(S.X.length, S.seed, epoch) : null;
  }
  function problem() {
    return {X: S.X, y: S.c.map(function (c) { return c ? 1 : -1; }), variant: S.variant, eta0: S.eta,
      fit_intercept: S.fit, coef_init: S.w0, intercept_init: S.fit ? S.b0 : 0, zero_score: S.zero,
      degree: S.degree, coef0: S.coef0, constant: D.settings.constant || 1, order: orderOf};
  }
  function newRun() {
    var r = {n: 0, w: [], b: [], wb: [null], bb: [null], avg_w: null, avg_b: null, index: [-1], mistake: [0],
      mistakes: [0], pred: [0], score: [0], epoch: [0], updates: [], epochMistakes: 0, converged: 0, L: null};
    if (!lab()) { return r; }
    r.L = new E.Learner(problem());
    r.w.push(r.L.coef());
    r.b.push(r.L.intercept());
    if (S.variant === "averaged") {
      var a = r.L.averaged();
      r.avg_w = [a.coef];
      r.avg_b = [a.intercept];
    }
    return r;
  }
  function extend(r, upto) {  // train on to step upto (at most MAX_STEPS; none without points)
    upto = Math.min(upto, MAX_STEPS);
    while (r.L && r.L.n > 0 && r.n < upto) {
      var s = r.L.step(), k = r.n + 1;
      r.n = k;
      r.w.push(r.L.coef());
      r.b.push(r.L.intercept());
      r.wb.push(s.mistake ? s.wBefore : null);
      r.bb.push(s.mistake ? s.bBefore : null);
      if (r.avg_w) {
        var a = r.L.averaged();
        r.avg_w.push(a.coef);
        r.avg_b.push(a.intercept);
      }
      r.index.push(s.index);
      r.mistake.push(s.mistake ? 1 : 0);
      r.mistakes.push(r.mistakes[k - 1] + (s.mistake ? 1 : 0));
      r.pred.push(s.pred);
      r.score.push(s.score);
      r.epoch.push(s.epoch);
      if (s.mistake) { r.updates.push({t: k, i: s.index, u: S.eta * s.y}); }
      r.epochMistakes += s.mistake ? 1 : 0;
      if (s.pos === r.L.n - 1) {  // an epoch ends: without a mistake, the run has converged
        if (r.epochMistakes === 0 && !r.converged) { r.converged = k; }
        r.epochMistakes = 0;
      }
    }
  }
  function fromRecording(r) {  // steps 0..D.n as recorded (the same numbers as the engine's, or the batch's)
    var keys = ["w", "b", "wb", "index", "mistake", "mistakes", "pred"];
    if (!lab()) {
      keys.forEach(function (k) { r[k] = D[k].slice(); });
      r.bb = D.b.map(function (b, k) { return D.wb[k] === null ? null : D.b[k - 1]; });
      r.n = D.n;
      r.avg_w = D.avg_w;
      r.avg_b = D.avg_b;
      r.epoch = [0].concat(D.rows.map(function (row) { return Number(row[D.columns.indexOf("epoch")]); }));
      return;
    }
    extend(r, D.n);
    for (var k = 0; k <= D.n; k++) {
      keys.forEach(function (key) { r[key][k] = D[key][k]; });
      if (D.avg_w) {
        r.avg_w[k] = D.avg_w[k];
        r.avg_b[k] = D.avg_b[k];
      }
    }
  }
  function train(upto) {
    R = newRun();
    if (!edited) { fromRecording(R); }
    extend(R, upto);
  }

  // ------------------------------------------------------------------ texts (recorded, or written here)
  function recorded(k) { return !edited && k >= 1 && k <= D.n; }
  function kernel() { return S.variant === "kernel"; }
  function columns() {
    if (!edited) { return D.columns; }
    var c = ["t", "epoch", "x₁", "x₂", kernel() ? "f(x)" : S.fit ? "w·x + b" : "w·x", "ŷ", "y", "mistake?",
      kernel() ? "α changed" : "w after"];
    return S.fit ? c.concat(["b after"]) : c;
  }
  function cells(k) {
    if (recorded(k)) { return D.rows[k - 1]; }
    var x = S.X[R.index[k]], i = R.index[k];
    var c = [String(k), String(R.epoch[k]), num(x[0]), num(x[1]), num(R.score[k]), sign(R.pred[k]), sign(yOf(k)),
      R.mistake[k] ? "yes" : "no", kernel() ? (R.mistake[k] ? "α" + (i + 1) + " += " + num(S.eta * yOf(k)) : "—")
        : vec(R.w[k])];
    return S.fit ? c.concat([num(R.b[k])]) : c;
  }
  function weightsText(k) {
    if (!edited && k <= D.n && lab()) { return D.wtext[k]; }
    if (!edited && !lab()) { return D.wtext[k]; }
    if (kernel()) { return "f(x) = Σ αᵢ (xᵢ·x + " + num(S.coef0) + ")^" + S.degree + " + b, b = " + num(R.b[k]); }
    var w = "w = " + vec(R.w[k]) + ", b = " + num(R.b[k]);
    return R.avg_w ? tr("averaged {w} (the model); last {last}", {w: "w = " + vec(R.avg_w[k]) + ", b = " +
      num(R.avg_b[k]), last: w}) : w;
  }
  function moved(k) { return k > 0 && R.wb[k] !== null && R.wb[k] !== undefined; }
  function updateText(k) {
    if (!edited && k <= D.n) { return D.update[k]; }
    if (!R.mistake[k]) { return ""; }
    if (kernel()) { return tr("{a} changes by {change}", {a: "α" + (R.index[k] + 1), change: "η·y = " +
      num(S.eta * yOf(k))}); }
    var d = [R.w[k][0] - R.wb[k][0], R.w[k][1] - R.wb[k][1]], text = "η·y·x = " + vec(d);
    return R.b[k] !== R.bb[k] ? text + "; " + tr("{a} changes by {change}", {a: "b", change: num(R.b[k] - R.bb[k])})
      : text;
  }
  function askText(k) {  // the question before step k
    if (!edited && k <= D.n) { return D.ask[k - 1]; }
    var x = S.X[R.index[k]], b = S.fit ? ", b = " + num(R.b[k - 1]) : "";
    var force = kernel() ? "f(x) = " + num(R.score[k]) + " − b" : "w = " + vec(R.w[k - 1]);
    var y = yOf(k) > 0 ? "+1" : "−1";
    return tr("Step t = {t}: {example}; in force {weights}.", {t: k, example: "x = " + vec(x) + ", y = " + y,
      weights: force + b});
  }
  function announce(k) {  // the live region: each step's outcome
    if (k === 0) {
      return kernel() ? tr("step 0: the start, no example yet") : tr("step 0: the start, {w}", {w: "w = " +
        vec(R.w[0])});
    }
    var x = S.X[R.index[k]], s = tr("step {t}", {t: k}) + ": x = " + vec(x) + ", y = " + (yOf(k) > 0 ? "+1" : "−1");
    // (a batch replay has no score)
    s += (R.score[k] === undefined ? "" : ", " + tr("score {score}", {score: num(R.score[k])})) + ", ";
    if (!R.mistake[k]) {
      return s + (kernel() ? tr("correct; nothing changes") : tr("correct; {w} stays {value}", {w: "w",
        value: vec(R.w[k])}));
    }
    if (kernel()) {
      return s + tr("a mistake; {a} changes by {change}", {a: "α" + (R.index[k] + 1), change: num(S.eta * yOf(k))});
    }
    return s + tr("a mistake; {w} becomes {value}", {w: "w", value: vec(R.w[k])}) +
      (S.fit ? ", " + tr("{w} becomes {value}", {w: "b", value: num(R.b[k])}) : "");
  }

  // ------------------------------------------------------------------ the mistake bound's live numbers
  function theory(k) {
    if (!edited && (k <= D.n || !lab())) { return [D.theory.head, D.theory.k ? D.theory.k[R.mistakes[k]] : ""]; }
    if (kernel() || !lab()) {
      return [tr("The convergence theorem's numbers are drawn for the linear perceptrons."), ""];
    }
    if (!S.X.length) { return ["", ""]; }
    var c = D.settings.constant || 1, R2 = 0, fit = S.fit ? c * c : 0;  // over x̃ = (x, c), w̃ = (w, b / c)
    S.X.forEach(function (x) { R2 = Math.max(R2, x[0] * x[0] + x[1] * x[1] + fit); });
    var w = R.w[k], b = R.b[k], m = R.mistakes[k], eta = S.eta;
    var n2 = w[0] * w[0] + w[1] * w[1] + (S.fit ? b * b / (c * c) : 0);
    var s0 = S.w0[0] * S.w0[0] + S.w0[1] * S.w0[1] + (S.fit ? S.b0 * S.b0 / (c * c) : 0);
    var of = S.fit ? " " + tr("of {x}", {x: "[x, " + num(c) + "]"}) : "";
    var head = tr("Mistake bound, live: {R}", {R: "R = " + num(Math.sqrt(R2)) + of});
    var line = tr("k = {k} mistakes; {bound}", {k: m, bound: "‖w_k‖² = " + num(n2) + " ≤ ‖w₀‖² + kη²R² = " +
      num(s0 + m * eta * eta * R2)});
    if (R.converged && !(quiz && R.converged > k)) {  // the quiz: no word of a step still to be asked
      var wc = R.w[R.converged], bc = R.b[R.converged], norm = Math.sqrt(wc[0] * wc[0] + wc[1] * wc[1] +
        (S.fit ? bc * bc / (c * c) : 0)), g = Infinity;
      S.X.forEach(function (x, i) {
        g = Math.min(g, (S.c[i] ? 1 : -1) * (wc[0] * x[0] + wc[1] * x[1] + bc) / norm);
      });
      if (g > 0) {
        head += "; " + tr("the separator found (step {t}) has margin {gamma}", {t: R.converged,
          gamma: "γ = " + num(g) + " ≤ γ*"});
        if (s0 === 0) { head += ", " + tr("so at most {bound} mistakes", {bound: "(R/γ*)² ≤ (R/γ)² = " +
          num(R2 / (g * g))}); }
      }
    } else {
      head += "; " + (S.fit ? tr("no epoch without a mistake yet (the points may not be separable)")
        : tr("no epoch without a mistake yet (the points may not be separable through 0)"));
    }
    return [head + ".", line];
  }

  // ------------------------------------------------------------------ the drawing
  var svg = $("plot");
  var layers = {};
  function fitPlot() {  // as wide as its greatest height allows: no empty bands beside the drawing
    svg.style.maxWidth = (parseFloat(getComputedStyle(svg).maxHeight) * W / H).toFixed(0) + "px";
  }
  function viewOf(X) {  // core.files.lesson_html.lesson_view: the points and the origin, padded, not too flat
    var xs = X.map(function (p) { return p[0]; }).concat([0]), ys = X.map(function (p) { return p[1]; }).concat([0]);
    var v = [Math.min.apply(null, xs), Math.max.apply(null, xs), Math.min.apply(null, ys), Math.max.apply(null, ys)];
    var pad = Math.max(v[1] - v[0], v[3] - v[2], 1) * 0.15;
    v = [v[0] - pad, v[1] + pad, v[2] - pad, v[3] + pad];
    var w = v[1] - v[0], h = v[3] - v[2];
    if (h < 0.75 * w) { v[2] -= (0.75 * w - h) / 2; v[3] += (0.75 * w - h) / 2; }
    if (w < 0.75 * h) { v[0] -= (0.75 * h - w) / 2; v[1] += (0.75 * h - w) / 2; }
    return v;
  }
  function inside(p) { return p[0] > V[0] && p[0] < V[1] && p[1] > V[2] && p[1] < V[3]; }
  function layout() {  // the view's frame, axes and layers, from scratch
    H = Math.round(W * (V[3] - V[2]) / (V[1] - V[0]));
    put(svg, {viewBox: "0 0 " + W + " " + H, "data-view": JSON.stringify(V), "data-grid": snapStep()});
    Array.prototype.slice.call(svg.childNodes).forEach(function (e) {
      if (e.nodeName.toLowerCase() !== "defs") { svg.removeChild(e); }
    });
    layers.grid = svgEl("g", "kgrid classifier");  // one opacity for the group: no seams where cells overlap
    layers.neg = svgEl("polygon", "shade classifier f" + D.classes[0].colour);
    layers.pos = svgEl("polygon", "shade classifier f" + D.classes[1].colour);
    put(svgEl("line", "axis"), {x1: sx(V[0]), x2: sx(V[1]), y1: sy(0), y2: sy(0)});
    put(svgEl("line", "axis"), {x1: sx(0), x2: sx(0), y1: sy(V[2]), y2: sy(V[3])});
    layers.last = svgEl("line", "last classifier");
    layers.line = svgEl("line", "line classifier");
    put(layers.line, {id: "boundary"});
    layers.points = svgEl("g");
    layers.old = svgEl("line", "warrow old classifier");  // w before the update, where the update starts
    layers.warrow = svgEl("line", "warrow classifier");
    layers.wlabel = svgEl("text", "lbl w classifier");
    layers.uarrow = svgEl("line", "uarrow classifier");
    layers.ulabel = svgEl("text", "lbl u classifier");
    put(layers.warrow, {"marker-end": "url(#head-w)", id: "w-arrow"});
    put(layers.uarrow, {"marker-end": "url(#head-u)", id: "update-arrow"});
    layers.ring = svgEl("circle", "ring");
    put(layers.ring, {r: 14, id: "example-ring"});
    layers.ask = svgEl("circle", "ask");
    put(layers.ask, {r: 17});
    layers.ask.style.display = "none";
    fitPlot();
    drawPoints();
  }
  function drawPoints() {
    var g = layers.points;
    while (g.firstChild) { g.removeChild(g.firstChild); }
    S.X.forEach(function (p, i) {
      var e = G.marker(g, sx(p[0]), sy(p[1]), D.classes[S.c[i]].colour, 1);
      put(e, {"data-i": i, "data-x": JSON.stringify(p), "data-class": S.c[i] ? 1 : -1});
      if (D.thinned) { return; }  // a sample's numbers would name other examples of the run
      var label = svgEl("text", "num", g);
      put(label, {x: sx(p[0]) + 8, y: sy(p[1]) - 8});
      label.textContent = String(i + 1);
    });
    $("points").value = S.X.map(function (p, i) { return p[0] + ", " + p[1] + ", " + (S.c[i] ? "+1" : "-1"); })
      .join("\n");
  }
  function sides(w, b) { return G.sides(V, w, b); }  // the view split by w.x + b = 0: sides and ends
  function poly(e, list) {
    put(e, {points: list.map(function (p) { return sx(p[0]).toFixed(2) + "," + sy(p[1]).toFixed(2); }).join(" ")});
  }
  function segment(e, ends) { G.segment(e, ends, V, W, H); }
  function scale(vs) { return G.arrowScale(V, vs); }  // w's tip kept inside the view (the label says by how much)
  function zero(v) { return v[0] === 0 && v[1] === 0; }
  function label(e, x, y) {  // beside (x, y), on the side that keeps it inside the drawing
    var left = x > 0.6 * W;
    put(e, {x: left ? x - 10 : x + 10, y: Math.max(24, Math.min(H - 6, y)), "text-anchor": left ? "end" : "start"});
  }
  function kernelRegions(k) {  // the sign of f(x) on a grid of cells (f from the dual coefficients after step k)
    var g = layers.grid, alpha = S.X.map(function () { return 0; });
    while (g.firstChild) { g.removeChild(g.firstChild); }
    R.updates.forEach(function (u) { if (u.t <= k) { alpha[u.i] += u.u; } });
    var cw = (V[1] - V[0]) / GRID, ch = (V[3] - V[2]) / GRID;
    for (var a = 0; a < GRID; a++) {
      for (var c = 0; c < GRID; c++) {
        var x = [V[0] + (a + 0.5) * cw, V[2] + (c + 0.5) * ch], f = R.b[k];
        for (var j = 0; j < alpha.length; j++) {
          if (alpha[j] !== 0) { f += alpha[j] * E.polyKernel(x, S.X[j], S.degree, S.coef0); }
        }
        var p = E.predicts(f, S.zero);
        if (p !== 0) {
          var cell = svgEl("rect", "kcell f" + D.classes[p > 0 ? 1 : 0].colour, g);
          put(cell, {x: sx(x[0] - cw / 2).toFixed(1), y: sy(x[1] + ch / 2).toFixed(1),
            width: (W / GRID + 0.6).toFixed(1), height: (H / GRID + 0.6).toFixed(1)});
        }
      }
    }
  }
  function draw(k) {
    var w = R.w[k], b = R.b[k], lin = !kernel();
    var mw = R.avg_w ? R.avg_w[k] : w, mb = R.avg_w ? R.avg_b[k] : b;
    while (layers.grid.firstChild) { layers.grid.removeChild(layers.grid.firstChild); }
    if (!lin) { kernelRegions(k); }
    var cut = lin ? sides(mw, mb) : {pos: [], neg: [], ends: []};
    if (lin && zero(mw)) {  // no line: the whole view is on one side, or on none (a score of 0 under "a mistake")
      var whole = mb > 0 || (mb === 0 && S.zero === "positive") ? 1 : mb < 0 || S.zero === "negative" ? -1 : 0;
      cut = {pos: whole > 0 ? cut.pos.concat(cut.neg) : [], neg: whole < 0 ? cut.pos.concat(cut.neg) : [], ends: []};
    }
    poly(layers.pos, cut.pos);
    poly(layers.neg, cut.neg);
    segment(layers.line, cut.ends);
    segment(layers.last, lin && R.avg_w && !zero(w) ? sides(w, b).ends : []);
    var before = moved(k) && lin ? R.wb[k] : null, s = scale(before ? [w, before] : [w]);
    segment(layers.warrow, !lin || zero(w) ? [] : [[0, 0], [s * w[0], s * w[1]]]);
    put(layers.warrow, {"data-w": JSON.stringify(w), "data-b": JSON.stringify(b), "data-scale": s});
    layers.wlabel.style.display = !lin || zero(w) ? "none" : "";
    label(layers.wlabel, sx(s * w[0]), sy(s * w[1]) - 8);
    layers.wlabel.textContent = R.avg_w ? tr("last w") : "w";
    segment(layers.uarrow, before ? [[s * before[0], s * before[1]], [s * w[0], s * w[1]]] : []);
    segment(layers.old, before && !zero(before) ? [[0, 0], [s * before[0], s * before[1]]] : []);
    put(layers.uarrow, {"data-delta": before ? JSON.stringify([w[0] - before[0], w[1] - before[1]]) : ""});
    layers.ulabel.style.display = before ? "" : "none";
    if (before) { label(layers.ulabel, sx(s * (before[0] + w[0]) / 2), sy(s * (before[1] + w[1]) / 2) + 24); }
    layers.ulabel.textContent = D.rule;
    var i = R.index[k];
    layers.ring.style.display = i >= 0 ? "" : "none";
    if (i >= 0) { put(layers.ring, {cx: sx(S.X[i][0]), cy: sy(S.X[i][1])}); }
    put(layers.ring, {"data-index": i, "data-x": i >= 0 ? JSON.stringify(S.X[i]) : ""});
    return s;
  }

  // ------------------------------------------------------------------ the step shown
  var row = $("row"), rowCells = [];
  function buildRow() {
    while (row.firstChild) { row.removeChild(row.firstChild); }
    rowCells = columns().map(function (name) {
      var box = document.createElement("div"), dt = document.createElement("dt"), dd = document.createElement("dd");
      dt.textContent = tr(name);
      box.appendChild(dt);
      box.appendChild(dd);
      row.appendChild(box);
      return dd;
    });
    var head = $("trace-head");
    while (head.firstChild) { head.removeChild(head.firstChild); }
    columns().forEach(function (name) {
      var th = document.createElement("th");
      th.textContent = tr(name);
      th.scope = "col";
      head.appendChild(th);
    });
  }
  function table(k) {  // the trace table: up to TABLE_ROWS rows around step k; in the quiz none after it
    var last = quiz ? Math.min(k, R.n) : R.n;  // a later row would tell the question's answer
    var body = $("trace-body"), first = Math.max(1, Math.min(k - TABLE_ROWS / 2, last - TABLE_ROWS + 1));
    while (body.firstChild) { body.removeChild(body.firstChild); }
    for (var j = first; j <= Math.min(last, first + TABLE_ROWS - 1); j++) {
      var line = document.createElement("tr");
      line.className = (R.mistake[j] ? "m" : "") + (j === k ? " now" : "");
      line.setAttribute("data-t", j);
      cells(j).forEach(function (text) {
        var td = document.createElement("td");
        td.textContent = tr(text);
        line.appendChild(td);
      });
      body.appendChild(line);
    }
    var now = body.querySelector("tr.now"), box = $("tracebox");
    if (now && (now.offsetTop < box.scrollTop + 20 || now.offsetTop > box.scrollTop + box.clientHeight - 20)) {
      box.scrollTop = now.offsetTop - box.clientHeight / 2;
    }
  }
  function orderText(k) {
    if (!lab() || !S.X.length) { return ""; }
    var epoch = k ? R.epoch[k] - 1 : 0, order = orderOf(epoch);
    var list = (order || S.X.map(function (p, i) { return i; })).map(function (i) { return i + 1; });
    var shown = list.length > 40 ? list.slice(0, 40).join(", ") + ", …" : list.join(", ");
    return tr("Epoch {epoch} looks at the points in this order: {order}", {epoch: epoch + 1, order: shown}) +
      (S.order === "shuffle" ? " " + tr("(drawn by the page from seed {seed})", {seed: S.seed}) : "");
  }
  function show(k, speak) {
    t = Math.max(0, Math.min(R.n, k));
    document.body.classList.remove("answered");
    var s = draw(t), w = R.w[t];
    var epoch = t ? tr("(epoch {epoch})", {epoch: R.epoch[t]}) : tr("(the start)");
    say("where", tr("Step t = {t} of {n}", {t: t, n: R.n}) + " " + epoch + " · " +
      tr("mistakes so far: {m}", {m: R.mistakes[t]}) +
      (R.converged && t >= R.converged ? " · " + tr("converged at step {t}", {t: R.converged}) : ""));
    row.classList.toggle("mistake", !!R.mistake[t]);
    var texts = t ? cells(t) : null;
    rowCells.forEach(function (dd, c) { dd.textContent = texts ? tr(texts[c]) : "—"; });
    var shorter = s !== 1 && !zero(w) && !kernel() ? "  " + tr("(the arrow is drawn ×{scale})",
      {scale: s.toPrecision(2)}) : "";
    say("wtext", weightsText(t) + shorter);
    say("update", updateText(t));
    var th = theory(t);
    say("theoryhead", th[0]);
    say("theory", th[1]);
    $("slider").max = R.n;
    $("slider").value = t;
    say("slidertext", "t = " + t);
    say("order-text", orderText(t));
    if (speak) { say("live", announce(t)); }
    table(t);
    if (quiz) { ask(); }
    S.t = t;
    writeLink();
  }
  function go(k, speak) {  // show step k, training on as far as it needs (up to MAX_STEPS)
    if (k > R.n) { extend(R, k); }
    show(k, speak);
  }

  // ------------------------------------------------------------------ stepping
  function pause() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    say("play", tr("Play"));
  }
  function forward() { if (quiz) { check(); } else { go(t + 1, true); } }
  function nextMistake() {
    for (var k = t + 1; k <= MAX_STEPS; k++) {
      if (k > R.n) { extend(R, Math.min(MAX_STEPS, k + 500)); }
      if (k > R.n) { break; }
      if (R.mistake[k]) { return go(k, true); }
      if (R.converged && k > R.converged + (S.X.length || 1)) { break; }  // a whole epoch more without one
    }
    go(R.n, true);
  }
  function toEpochEnd() {
    var n = S.X.length || 1, end = (Math.floor(t / n) + 1) * n;
    go(lab() ? end : Math.min(end, R.n), true);
  }
  function play() {
    if (timer !== null) { return pause(); }
    if (t >= R.n && (!lab() || R.converged || R.n >= MAX_STEPS)) { show(0, false); }
    say("play", tr("Pause"));
    timer = setInterval(function () {
      var end = lab() ? (R.converged ? Math.max(R.converged, D.n) : MAX_STEPS) : R.n;
      if (t >= end || (t >= R.n && !lab())) { pause(); } else { go(t + 1, true); }
    }, 700);
  }

  // ------------------------------------------------------------------ the quiz (as the app's Quiz Mode)
  function numbers(text) {
    var parts = text.replace(/[\u2212\u2013]/g, "-").replace(/[()[\]]/g, " ").split(/[\s,;]+/).filter(Boolean);
    var v = parts.map(Number);
    return v.length && v.every(isFinite) ? v : null;
  }
  function near(a, b) { return Math.abs(a - b) <= 1e-9 + 1e-6 * Math.abs(b); }
  function ask() {
    if (t >= R.n) { extend(R, t + 1); }
    var done = t >= R.n;
    $("quiz-form").hidden = done;
    layers.ask.style.display = done ? "none" : "";
    if (done) { return say("quiz-q", tr("The lesson ends here: step back, or press Home to start again.")); }
    var i = R.index[t + 1];
    put(layers.ask, {cx: sx(S.X[i][0]), cy: sy(S.X[i][1])});
    say("quiz-q", askText(t + 1));
  }
  function check() {
    if (t >= R.n) { return; }
    var k = t + 1, r = cells(k), col = function (name) { return columns().indexOf(name); }, said = [];
    var m = $("q-mistake").value;
    function part(name, ok, answer) {
      asked += 1;
      right += ok ? 1 : 0;
      said.push(ok ? tr("{part} right", {part: name}) : tr("{part} wrong (it is {answer})", {part: name,
        answer: tr(answer)}));
    }
    part("ŷ", $("q-pred").value !== "" && Number($("q-pred").value) === R.pred[k], r[col("ŷ")]);
    part(tr("mistake?"), m === (R.mistake[k] ? "yes" : "no"), r[col("mistake?")]);
    if ((R.mistake[k] || m === "yes") && !kernel()) {
      var nw = numbers($("q-w").value);
      part(tr("new w"), !!nw && nw.length === 2 && near(nw[0], R.w[k][0]) && near(nw[1], R.w[k][1]), vec(R.w[k]));
      if (S.fit) {
        var nb = numbers($("q-b").value);
        part(tr("new b"), !!nb && nb.length === 1 && near(nb[0], R.b[k]), num(R.b[k]));
      }
    }
    say("verdict", tr("Step t = {t}: {parts}.", {t: k, parts: said.join("; ")}));
    say("score", tr("{right} of {asked} parts right so far.", {right: right, asked: asked}));
    ["q-pred", "q-mistake", "q-w", "q-b"].forEach(function (id) { $(id).value = ""; });
    show(k, true);
    document.body.classList.add("answered");  // with the boundary hidden: shown for the step just answered
  }
  function setQuiz(on) {
    quiz = on;
    document.body.classList.toggle("quiz", on);
    $("quiz").hidden = !on;
    layers.ask.style.display = "none";
    show(t, false);  // the trace table and the theorem again: in the quiz they stop at the step shown
  }

  // ------------------------------------------------------------------ edits and settings
  function settingsToFields() {
    $("variant").value = S.variant;
    $("fit").checked = S.fit;
    $("eta").value = String(S.eta);
    $("w01").value = String(S.w0[0]);
    $("w02").value = String(S.w0[1]);
    $("b0").value = String(S.b0);
    $("zero").value = S.zero;
    $("order").value = S.order;
    $("seed").value = String(S.seed);
    $("degree").value = String(S.degree);
    $("coef0").value = String(S.coef0);
    $("b0-field").hidden = !S.fit;
    $("q-b-field").hidden = !S.fit;
    ["degree-field", "coef0-field", "kernel-note"].forEach(function (id) { $(id).hidden = !kernel(); });
    ["w0-field"].forEach(function (id) { $(id).hidden = kernel(); });
    $("seed-field").hidden = S.order !== "shuffle";
    var zeroPred = $("q-pred-0");
    zeroPred.hidden = S.zero !== "mistake";
    zeroPred.disabled = S.zero !== "mistake";
  }
  function retrain(keepSteps) {  // after an edit: the same steps (or as many as asked) trained again
    var steps = keepSteps === undefined ? R.n : keepSteps, shown = t;
    edited = !sameRun(S, REC);
    if (edited && !lab()) {  // a batch lesson is replayed, not trained: an edit trains the perceptron
      S.variant = "perceptron";
      problemSay(tr("The batch perceptron is only replayed here: the page trains the perceptron on the edit."));
      edited = !sameRun(S, REC);
    }
    train(Math.max(steps, edited ? 0 : D.n));
    buildRow();
    settingsToFields();
    if (D.about.length > 1) { $("about").lastChild.textContent = edited ? ruleText() : D.about[D.about.length - 1]; }
    say("edited", edited ? tr("Edited: the page trains these points with these settings itself (core's " +
      "arithmetic, bit for bit). Open the link of the lesson, or use ‘Back to the lesson’, for the recorded run.")
      : "");
    if (S.X.some(function (p) { return !inside(p); })) {
      V = viewOf(S.X);
      layout();
    } else {
      drawPoints();
    }
    show(Math.min(shown, R.n), false);
  }
  function problemSay(text) { say("problem", text); }
  function parseNumber(id, name, test, rule) {
    var text = $(id).value.trim().replace(/\u2212/g, "-"), v = Number(text);
    if (text === "" || !isFinite(v) || !test(v)) {
      throw new Error(text ? tr("{name} must be {rule}, not ‘{text}’.", {name: name, rule: rule, text: text})
        : tr("{name} must be {rule}, not empty.", {name: name, rule: rule}));
    }
    return v;
  }
  function readSettings() {  // the fields into S, or a message saying what is wrong and what is allowed
    try {
      var any = function () { return true; };
      var eta = parseNumber("eta", "η", function (v) { return v > 0; }, tr("a number > 0"));
      var w0 = [parseNumber("w01", tr("w₀'s first weight"), any, tr("a number")),
        parseNumber("w02", tr("w₀'s second weight"), any, tr("a number"))];
      var b0 = parseNumber("b0", "b₀", any, tr("a number"));
      var seed = parseNumber("seed", tr("The seed"), function (v) { return v >= 0 && v === Math.floor(v) && v < 1e9; },
        tr("a whole number from 0 to 999999999"));
      var degree = parseNumber("degree", tr("The degree"),
        function (v) { return v >= 1 && v <= 10 && v === Math.floor(v); }, tr("a whole number from 1 to 10"));
      var coef0 = parseNumber("coef0", "c₀", any, tr("a number"));
      S.variant = $("variant").value;
      S.fit = $("fit").checked;
      S.eta = eta;
      S.w0 = w0;
      S.b0 = b0;
      S.zero = $("zero").value;
      S.order = $("order").value;
      S.seed = seed;
      S.degree = degree;
      S.coef0 = coef0;
      problemSay("");
      pause();
      retrain();
    } catch (err) {
      problemSay(err.message + " " + tr("The run is unchanged."));
    }
  }
  function snapStep() { return Math.pow(10, Math.floor(Math.log10((V[1] - V[0]) / 50))); }
  function snap(v) {
    var step = snapStep(), digits = Math.max(0, -Math.round(Math.log10(step)));
    return Number((Math.round(v / step) * step).toFixed(digits));
  }
  function toData(e) {  // a pointer's position in the plot's coordinates (snapped to the view's grid)
    var p = G.pointer(svg, e);
    return [snap(V[0] + p[0] / W * (V[1] - V[0])), snap(V[3] - p[1] / H * (V[3] - V[2]))];
  }
  function hit(e) {  // the point under the pointer (within 22 px on screen), or -1
    var box = svg.getBoundingClientRect(), best = -1, bestD = 22 * 22, k = box.width / W;
    S.X.forEach(function (p, i) {
      var dx = box.left + sx(p[0]) * k - e.clientX, dy = box.top + sy(p[1]) * k - e.clientY;
      if (dx * dx + dy * dy <= bestD) { best = i; bestD = dx * dx + dy * dy; }
    });
    return best;
  }
  function tool() { return document.querySelector("input[name=tool]:checked").value; }
  svg.addEventListener("pointerdown", function (e) {
    if (e.button > 0 || locked("points")) { return; }
    pause();
    drag = {id: e.pointerId, index: hit(e), x: e.clientX, y: e.clientY, moved: false};
    svg.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  svg.addEventListener("pointermove", function (e) {
    if (!drag || drag.id !== e.pointerId || drag.index < 0 || tool() === "del") { return; }
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4) { drag.moved = true; }
    if (drag.moved) {
      S.X[drag.index] = toData(e);
      retrain();
    }
  });
  svg.addEventListener("pointerup", function (e) {
    if (!drag || drag.id !== e.pointerId) { return; }
    var d = drag, p = toData(e), what;
    drag = null;
    if (d.index >= 0 && tool() === "del") {
      if (d.moved) { return; }
      S.X.splice(d.index, 1);
      S.c.splice(d.index, 1);
      what = tr("point {i} deleted", {i: d.index + 1});
    } else if (d.index >= 0 && d.moved) {
      S.X[d.index] = p;  // where the finger lifts
      what = tr("point {i} moved to {x}", {i: d.index + 1, x: vec(p)});
    } else if (d.index < 0 && tool() !== "del") {
      S.X.push(p);
      S.c.push(Number(tool()));
      what = tr("point {i} added at {x}", {i: S.X.length, x: vec(p)}) + ", y = " + (tool() === "1" ? "+1" : "−1");
    } else {
      return;
    }
    retrain();
    say("live", what + "; " + announce(t));
  });
  svg.addEventListener("pointercancel", function () { drag = null; });
  function readPoints() {  // the text box's points, or a message naming the line and what is allowed
    var X = [], c = [], lines = $("points").value.split(/\r?\n/);
    for (var k = 0; k < lines.length; k++) {
      var text = lines[k].trim();
      if (!text) { continue; }
      var v = numbers(text);
      if (!v || v.length !== 3 || (v[2] !== 1 && v[2] !== -1)) {
        return problemSay(tr("Line {k} must be three numbers x₁, x₂, y with y = +1 or −1, not ‘{text}’. The points " +
          "are unchanged.", {k: k + 1, text: text}));
      }
      X.push([v[0], v[1]]);
      c.push(v[2] > 0 ? 1 : 0);
    }
    problemSay("");
    S.X = X;
    S.c = c;
    retrain();
  }

  // ------------------------------------------------------------------ the link
  function linkText() {
    var p = S.X.map(function (x, i) { return x[0] + "," + x[1] + "," + S.c[i]; }).join(";");
    return "#v=1&p=" + p + "&alg=" + S.variant + "&eta=" + S.eta + "&fit=" + (S.fit ? 1 : 0) + "&w0=" + S.w0[0] +
      "," + S.w0[1] + "&b0=" + S.b0 + "&zero=" + S.zero + "&order=" + S.order + "&seed=" + S.seed + "&deg=" +
      S.degree + "&c0=" + S.coef0 + "&t=" + t + (P.lock.length ? "&lock=" + P.lock.join(",") : "") +
      (P.hide.length ? "&hide=" + P.hide.join(",") : "");
  }
  function writeLink() {
    var hash = linkText();
    if (window.location.hash !== hash) {
      try { history.replaceState(null, "", hash); } catch { window.location.replace(hash); }
    }
    $("link").value = window.location.href;
  }
  function readLink(hash) {  // the state a link holds (null: none), or an Error saying what is wrong with it
    var old = /^#t=(\d+)$/.exec(hash);
    if (old) { return {state: copyState(REC), t: Number(old[1])}; }
    if (hash.indexOf("#v=1&") !== 0) { return null; }
    var f = {};
    hash.slice(1).split("&").forEach(function (kv) {
      var at = kv.indexOf("=");
      f[decodeURIComponent(kv.slice(0, at))] = decodeURIComponent(kv.slice(at + 1));
    });
    function n(name, test, rule) {
      var v = Number(f[name]);
      if (f[name] === undefined || f[name] === "" || !isFinite(v) || !test(v)) {
        throw new Error(tr("The link's {name} must be {rule}, not ‘{text}’.", {name: name, rule: rule, text: f[name]}));
      }
      return v;
    }
    function any() { return true; }
    function one(name, allowed) {
      if (allowed.indexOf(f[name]) < 0) {
        throw new Error(tr("The link's {name} must be one of {allowed}, not ‘{text}’.", {name: name,
          allowed: allowed.join(", "), text: f[name]}));
      }
      return f[name];
    }
    var s = copyState(REC);
    s.X = [];
    s.c = [];
    (f.p || "").split(";").filter(Boolean).forEach(function (text, i) {
      var v = text.split(",").map(Number);
      if (v.length !== 3 || !v.every(isFinite) || (v[2] !== 0 && v[2] !== 1)) {
        throw new Error(tr("The link's point {i} must be x₁,x₂,class (class 0 or 1), not ‘{text}’.", {i: i + 1,
          text: text}));
      }
      s.X.push([v[0], v[1]]);
      s.c.push(v[2]);
    });
    s.variant = one("alg", E.VARIANTS.concat(REC.variant === "batch" ? ["batch"] : []));
    s.eta = n("eta", function (v) { return v > 0; }, tr("a number > 0"));
    s.fit = one("fit", ["0", "1"]) === "1";
    var w0 = (f.w0 || "").split(",").map(Number);
    if (w0.length !== 2 || !w0.every(isFinite)) {
      throw new Error(tr("The link's w0 must be two numbers, not ‘{text}’.", {text: f.w0}));
    }
    s.w0 = w0;
    s.b0 = n("b0", any, tr("a number"));
    s.zero = one("zero", E.ZERO_RULES);
    s.order = one("order", ["given", "shuffle"]);
    s.seed = n("seed", function (v) { return v >= 0 && v === Math.floor(v); }, tr("a whole number ≥ 0"));
    s.degree = n("deg", function (v) { return v >= 1 && v <= 10 && v === Math.floor(v); },
      tr("a whole number from 1 to 10"));
    s.coef0 = n("c0", any, tr("a number"));
    var lock = (f.lock || "").split(",").filter(Boolean), hide = (f.hide || "").split(",").filter(Boolean);
    lock.concat(hide).forEach(function (k) {
      if (LOCKABLE.indexOf(k) < 0 && k !== "boundary") {
        throw new Error(tr("The link can fix {names} and hide the boundary, not ‘{text}’.", {names: LOCKABLE.join(", "),
          text: k}));
      }
    });
    return {state: s, t: n("t", function (v) { return v >= 0 && v === Math.floor(v); }, tr("a whole number ≥ 0")),
      lock: lock.filter(function (k) { return k !== "boundary"; }), hide: hide.filter(function (k) {
        return k === "boundary"; })};
  }
  function restore(hash) {
    var got = null;
    try {
      got = readLink(hash);
    } catch (err) {
      problemSay(err.message + " " + tr("The lesson's own run is shown."));
    }
    S = copyState(got ? got.state : REC);
    P = {lock: union(PRESET.lock, got && got.lock ? got.lock : []),
      hide: union(PRESET.hide, got && got.hide ? got.hide : [])};
    var overrode = keepFixed(S);
    if (overrode.length) {
      problemSay(tr("The lecturer fixed {names}: the link's other values are not used.", {names: overrode.join(", ")}));
    }
    train(0);
    retrain(Math.min(MAX_STEPS, Math.max(got ? got.t : 0, D.n)));
    applyPreset();
    show(got ? got.t : 0, false);
  }
  function copyLink() {  // the link selected and copied; where a browser refuses, the student copies it
    var input = $("link"), ok = false;
    writeLink();
    input.focus();
    input.select();
    try { ok = document.execCommand("copy"); } catch { ok = false; }
    say("copied", ok ? tr("Link copied.") : tr("The link is selected: copy it (Ctrl+C, or ⌘C)."));
    if (!ok && navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(input.value).then(function () { say("copied", tr("Link copied.")); },
        function () {});
    }
  }

  // ------------------------------------------------------------------ wiring
  function button(id, act) { $(id).addEventListener("click", function () { if (id !== "play") { pause(); } act(); }); }
  button("back", function () { show(t - 1, true); });
  button("step", forward);
  button("mistake", nextMistake);
  button("epoch", toEpochEnd);
  button("play", play);
  button("start", function () { show(0, true); });
  button("check", check);
  button("copy", copyLink);
  button("apply-points", readPoints);
  button("reset-lesson", function () {
    problemSay("");
    S = copyState(REC);
    retrain(D.n);
    show(0, true);
  });
  button("draw", function () {
    $("seed").value = String((S.seed + 1) % 1000000000);
    readSettings();
  });
  ["variant", "fit", "eta", "w01", "w02", "b0", "zero", "order", "seed", "degree", "coef0"].forEach(function (id) {
    $(id).addEventListener("change", readSettings);
  });
  $("slider").addEventListener("input", function () { pause(); show(Number($("slider").value), true); });
  $("trace-body").addEventListener("click", function (e) {
    var line = e.target.closest("tr");
    if (line) { pause(); show(Number(line.getAttribute("data-t")), true); }
  });
  $("quizmode").addEventListener("change", function () { setQuiz($("quizmode").checked); });
  $("large").addEventListener("change", function () { document.body.classList.toggle("large", $("large").checked); });
  window.addEventListener("resize", fitPlot);
  window.addEventListener("hashchange", function () {
    if (window.location.hash !== linkText()) { restore(window.location.hash); }
  });
  document.addEventListener("keydown", function (e) {
    var el = e.target, tag = el.tagName, slider = el.id === "slider";
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var box = tag === "INPUT" && (el.type === "checkbox" || el.type === "radio");
    if ((e.key === " " && (box || tag === "BUTTON")) || (el.type === "radio" && e.key.indexOf("Arrow") === 0)) {
      return;  // Space ticks a box, picks a radio button or presses a button; the arrows move among radio buttons
    }
    if (tag === "SELECT" || tag === "TEXTAREA" || tag === "SUMMARY" ||
        (tag === "INPUT" && !slider && el.type !== "checkbox")) {
      if (e.key === "Enter" && quiz && el.closest("#quiz")) { e.preventDefault(); check(); }
      return;
    }
    var keys = {"ArrowRight": 1, "PageDown": 1, "ArrowLeft": -1, "PageUp": -1, "Home": 0, "End": 0, " ": 1,
      "e": 2, "E": 2, "r": 3, "R": 3};
    if (!(e.key in keys) || (slider && e.key !== " ")) { return; }  // the slider moves itself with its keys
    e.preventDefault();  // also keeps a focused button from taking Space as a click (a second step)
    if (keys[e.key] === 3) { return play(); }
    pause();
    if (e.key === " " && e.shiftKey) { nextMistake(); }
    else if (keys[e.key] === 2) { toEpochEnd(); }
    else if (e.key === "Home") { show(0, true); }
    else if (e.key === "End") { show(R.n, true); }
    else if (keys[e.key] < 0) { show(t - 1, true); }
    else { forward(); }
  });

  say("title", D.title);
  D.about.forEach(function (text) {
    var p = document.createElement("p");
    p.textContent = text;
    $("about").appendChild(p);
  });
  D.classes.forEach(function (c, k) {
    var li = document.createElement("li"), sw = document.createElement("span");
    sw.className = "swatch b" + c.colour + (c.colour === 1 ? " sq" : " ci");
    li.appendChild(sw);
    li.appendChild(document.createTextNode(c.text));
    $("legend").appendChild(li);
    say(k ? "tool-pos-text" : "tool-neg-text", tr("Add {class}", {class: c.text}));
  });
  if (!lab()) {
    var option = document.createElement("option");
    option.value = "batch";
    option.textContent = tr("Batch (the recorded run only)");
    $("variant").appendChild(option);
  }
  say("axes", tr("Horizontal: {x} · vertical: {y}", {x: D.axes[0], y: D.axes[1]}));
  train(D.n);
  layout();
  restore(window.location.hash);
  document.body.setAttribute("data-ready", "1");
})();
