/* The lesson page's training engine: core's perceptrons (core/learn/_loops.py), one example at a time.
 *
 * Bit for bit with core: every sum is summed in core's order and every product written as core writes it
 * (JavaScript numbers are IEEE 754 doubles and the language has no fused multiply-add):
 *   score    (w1·x1 + w2·x2) + b                      (core's dot, feature 1 first, then the offset)
 *   update   u = η·y;  w_j ← w_j + x_j·u;  b ← b + u·c²  (only with an intercept; c, the constant coordinate of
 *            x̃ = (x, c), is 1 unless the app's unit-ball option set it: u·1 is u, the same bits)
 *   averaged the running sums s_j ← s_j + w_j·gap are brought up at a mistake (gap: the steps since they
 *            were last brought up), and after step t the model is (s_j + w_j·gap) / t
 *   kernel   K(x, z) = ((0 + x1·z1) + x2·z2 + c0)^d by repeated squaring (numba's power of a float to an
 *            integer); the scores f(x_m) are kept and, on a mistake at i, f(x_m) ← f(x_m) + u·K(x_m, x_i).
 * A score of exactly 0 is a mistake ("mistake"), class +1 ("positive") or class −1 ("negative").
 */
var PerceptronEngine = (function () {
  "use strict";
  var VARIANTS = ["perceptron", "averaged", "voted", "kernel"];
  var ZERO_RULES = ["mistake", "positive", "negative"];

  function intPower(a, exp) {  // numba's float ** int: r *= a for each set bit, a squared between bits
    var r = 1.0;
    while (exp !== 0) {
      if (exp & 1) { r *= a; }
      exp >>= 1;
      a *= a;
    }
    return r;
  }

  function polyKernel(x, z, degree, coef0) {
    var s = 0.0;
    s += x[0] * z[0];
    s += x[1] * z[1];
    return intPower(s + coef0, degree);
  }

  function isMistake(y, score, zero) {
    if (zero === "mistake") { return y * score <= 0.0; }
    var positive = zero === "positive" ? score >= 0.0 : score > 0.0;
    return positive !== (y > 0.0);
  }

  function predicts(score, zero) {  // the class predicted (0: none, a score of 0 under "mistake")
    if (score > 0) { return 1; }
    if (score < 0) { return -1; }
    return zero === "positive" ? 1 : zero === "negative" ? -1 : 0;
  }

  function check(p) {
    var n = p.X.length;
    if (VARIANTS.indexOf(p.variant) < 0) {
      throw new Error("variant must be one of " + VARIANTS.join(", ") + ", not " + JSON.stringify(p.variant));
    }
    if (ZERO_RULES.indexOf(p.zero_score) < 0) {
      throw new Error("zero_score must be one of " + ZERO_RULES.join(", ") + ", not " + JSON.stringify(p.zero_score));
    }
    if (!(p.eta0 > 0) || !isFinite(p.eta0)) { throw new Error("eta0 must be a finite number > 0, not " + p.eta0); }
    if (p.y.length !== n) { throw new Error("X has " + n + " points but y has " + p.y.length + " labels"); }
    p.X.forEach(function (x, i) {
      if (x.length !== 2 || !isFinite(x[0]) || !isFinite(x[1])) {
        throw new Error("point " + (i + 1) + " must be two finite numbers, not " + JSON.stringify(x));
      }
      if (p.y[i] !== 1 && p.y[i] !== -1) {
        throw new Error("label " + (i + 1) + " must be 1 or -1, not " + JSON.stringify(p.y[i]));
      }
    });
    if (p.variant === "kernel" && !(p.degree >= 1 && p.degree <= 10 && p.degree === Math.floor(p.degree))) {
      throw new Error("the kernel's degree must be a whole number from 1 to 10, not " + p.degree);
    }
  }

  /* A learner on problem p: {X, y (±1), variant, eta0, fit_intercept, coef_init, intercept_init, zero_score,
   * degree and coef0 (kernel), constant (c, default 1), order(epoch) -> the example order of an epoch (default: as
 * given)}. */
  function Learner(p) {
    check(p);
    var n = p.X.length, self = this;
    var w = (p.coef_init === undefined ? [0, 0] : p.coef_init).slice();
    var b = p.intercept_init === undefined ? 0 : p.intercept_init;  // not ||: a start b of -0 stays -0, as in core
    if (!isFinite(w[0]) || !isFinite(w[1]) || !isFinite(b)) { throw new Error("the start weights must be finite"); }
    var c = p.constant === undefined ? 1 : p.constant, c2 = c * c;
    var sw = [0.0, 0.0], sb = 0.0, covered = 0, t = 0, pos = 0, epoch = 0, order = null;
    var F = null, alpha = null;
    if (p.variant === "kernel") {
      F = [];
      alpha = [];
      for (var m = 0; m < n; m++) { F.push(0.0); alpha.push(0.0); }
    }
    this.n = n;
    this.t = function () { return t; };
    this.epoch = function () { return epoch; };
    this.coef = function () { return w.slice(); };
    this.intercept = function () { return b; };
    this.alpha = function () { return alpha ? alpha.slice() : null; };
    this.averaged = function () {  // core's Learner.averaged(): (sum + w·gap) / t
      if (t === 0) { return {coef: w.slice(), intercept: b}; }
      var gap = t - covered;
      return {coef: [(sw[0] + w[0] * gap) / t, (sw[1] + w[1] * gap) / t], intercept: (sb + b * gap) / t};
    };
    this.model = function () {  // what the variant predicts with (the averaged: its average; the others: w)
      return p.variant === "averaged" ? self.averaged() : {coef: w.slice(), intercept: b};
    };
    this.score = function (x) {  // the current f(x) (kernel: from the dual coefficients; not the cache)
      if (!alpha) { return (w[0] * x[0] + w[1] * x[1]) + b; }
      var s = 0.0;
      for (var j = 0; j < n; j++) {
        if (alpha[j] !== 0) { s += alpha[j] * polyKernel(x, p.X[j], p.degree, p.coef0); }
      }
      return s + b;
    };
    this.order = function () {
      if (order === null) { order = p.order ? p.order(epoch) : null; }
      return order;
    };
    /* Look at the next example: {t, epoch (from 1), pos, index, x, y, score, pred, mistake, w, b (before)}. */
    this.step = function () {
      if (n === 0) { return null; }
      var ord = self.order(), i = ord ? ord[pos] : pos, x = p.X[i], y = p.y[i];
      var score = alpha ? F[i] + b : (w[0] * x[0] + w[1] * x[1]) + b;
      var mistake = isMistake(y, score, p.zero_score);
      var out = {t: t + 1, epoch: epoch + 1, pos: pos, index: i, x: x, y: y, score: score,
        pred: predicts(score, p.zero_score), mistake: mistake, wBefore: w.slice(), bBefore: b};
      t += 1;
      if (mistake) {
        var u = p.eta0 * y;
        if (alpha) {
          for (var m2 = 0; m2 < n; m2++) { F[m2] += u * polyKernel(p.X[m2], x, p.degree, p.coef0); }
          alpha[i] += u;
        } else {
          var gap = t - 1 - covered;
          if (p.variant === "averaged" && gap > 0) {
            sw[0] += w[0] * gap;
            sw[1] += w[1] * gap;
            sb += b * gap;
          }
          covered = t - 1;
          w[0] = w[0] + x[0] * u;
          w[1] = w[1] + x[1] * u;
        }
        if (p.fit_intercept) { b = b + u * c2; }
        if (!isFinite(w[0]) || !isFinite(w[1]) || !isFinite(b)) { throw new Error("the weights overflowed"); }
      }
      pos += 1;
      if (pos === n) { pos = 0; epoch += 1; order = null; }
      return out;
    };
  }

  /* The contract (tests outside the repository rely on it): one {coef, intercept} per example visited, the
   * data once per epoch in the order given; the averaged variant gives its averaged weights, the voted its
   * current hypothesis (kernel, an extension: {alpha, intercept}). */
  function steps(problem) {
    var p = {};
    for (var k in problem) { p[k] = problem[k]; }
    p.order = null;
    if (p.epochs === undefined) { p.epochs = 1; }
    if (!(p.epochs >= 0 && p.epochs === Math.floor(p.epochs))) {
      throw new Error("epochs must be a whole number >= 0, not " + p.epochs);
    }
    if (p.fit_intercept === undefined) { p.fit_intercept = true; }
    if (p.zero_score === undefined) { p.zero_score = "mistake"; }
    if (p.eta0 === undefined) { p.eta0 = 1.0; }
    if (p.coef0 === undefined) { p.coef0 = 1.0; }
    if (p.degree === undefined) { p.degree = 3; }
    if (p.intercept_init === null) { p.intercept_init = undefined; }
    if (p.coef_init === null) { p.coef_init = undefined; }
    var L = new Learner(p), out = [], total = p.epochs * L.n;
    for (var s = 0; s < total; s++) {
      L.step();
      if (p.variant === "kernel") { out.push({alpha: L.alpha(), intercept: L.intercept()}); }
      else { out.push(L.model()); }
    }
    return out;
  }

  /* A seeded shuffle: the permutation of 0..n-1 for (seed, epoch) (mulberry32 and Fisher-Yates). */
  function permutation(n, seed, epoch) {
    var a = (seed * 2654435761 + epoch * 40503 + 1) >>> 0, order = [];
    function next() {
      a = (a + 0x6D2B79F5) >>> 0;
      var z = a;
      z = Math.imul(z ^ (z >>> 15), z | 1);
      z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
      return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
    }
    for (var i = 0; i < n; i++) { order.push(i); }
    for (var j = n - 1; j > 0; j--) {
      var r = Math.floor(next() * (j + 1)), tmp = order[j];
      order[j] = order[r];
      order[r] = tmp;
    }
    return order;
  }

  return {Learner: Learner, steps: steps, permutation: permutation, predicts: predicts, isMistake: isMistake,
    polyKernel: polyKernel, VARIANTS: VARIANTS, ZERO_RULES: ZERO_RULES};
})();
