/* The plot's drawing, shared by the lesson page (page.js, inlined into the offline file) and the live class's
 * student page (perceptron_gui/live/assets/student.js, which the live server serves this file to as its own).
 *
 * Pure drawing in SVG: a data box ``view`` = [x0, x1, y0, y1] drawn on a ``width`` x ``height`` viewBox (y up),
 * the points' class markers, the boundary w·x + b = 0 clipped to the box, a segment such as the w arrow, and a
 * pointer's position in the viewBox. Nothing here knows the lesson or the question; no text is written as HTML.
 */
var PerceptronDraw = (function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";

  function sx(view, width, x) { return (x - view[0]) / (view[1] - view[0]) * width; }
  function sy(view, height, y) { return (view[3] - y) / (view[3] - view[2]) * height; }
  function put(e, attrs) { for (var k in attrs) { e.setAttribute(k, attrs[k]); } }
  function el(parent, name, cls) {  // a new SVG element of class ``cls``, the last child of ``parent``
    var e = document.createElementNS(NS, name);
    if (cls) { e.setAttribute("class", cls); }
    parent.appendChild(e);
    return e;
  }
  // a point's marker at (px, py) of the viewBox: colour 1 a square, every other a disc; ``k`` its size (1: the
  // lesson page's)
  function marker(parent, px, py, colour, k) {
    var e;
    if (colour === 1) {
      e = el(parent, "rect", "pt f1");
      put(e, {x: px - 6 * k, y: py - 6 * k, width: 12 * k, height: 12 * k});
    } else {
      e = el(parent, "circle", "pt f" + colour);
      put(e, {cx: px, cy: py, r: 6.5 * k});
    }
    return e;
  }
  function sides(view, w, b) {
    // the box's corners split by the line w.x + b = 0: each side's polygon, and the line's two ends
    var c = [[view[0], view[2]], [view[1], view[2]], [view[1], view[3]], [view[0], view[3]]];
    var out = {pos: [], neg: [], ends: []};
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
  // the line element ``e`` from ends[0] to ends[1] (data coordinates), hidden unless there are two ends
  function segment(e, ends, view, width, height) {
    e.style.display = ends.length === 2 ? "" : "none";
    if (ends.length === 2) {
      put(e, {x1: sx(view, width, ends[0][0]), y1: sy(view, height, ends[0][1]),
        x2: sx(view, width, ends[1][0]), y2: sy(view, height, ends[1][1])});
    }
  }
  function arrowScale(view, vs) {
    // arrows are drawn from the origin; one whose tip would leave the box is drawn shorter: the factor
    var lo = [view[0] + 0.06 * (view[1] - view[0]), view[2] + 0.06 * (view[3] - view[2])];
    var hi = [view[1] - 0.06 * (view[1] - view[0]), view[3] - 0.06 * (view[3] - view[2])], s = 1;
    vs.forEach(function (v) {
      for (var k = 0; k < 2; k++) {
        if (v[k] * s > hi[k]) { s = hi[k] / v[k]; }
        if (v[k] * s < lo[k]) { s = lo[k] / v[k]; }
      }
    });
    return s;
  }
  function pointer(svg, event) {  // a pointer event's position in the viewBox of ``svg``
    var pt = svg.createSVGPoint();
    pt.x = event.clientX;
    pt.y = event.clientY;
    var p = pt.matrixTransform(svg.getScreenCTM().inverse());
    return [p.x, p.y];
  }
  return {NS: NS, sx: sx, sy: sy, put: put, el: el, marker: marker, sides: sides, segment: segment,
    arrowScale: arrowScale, pointer: pointer};
}());
