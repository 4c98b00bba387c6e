"""The fixed parts of an exported lesson page, read from their own files in ``core/files/lesson_assets``.

- ``engine.js``: the page's training engine (the perceptron, averaged, voted and kernel perceptron of
  :mod:`core.learn`, bit for bit) and ``window.perceptronLab.steps``'s arithmetic;
- ``draw.js``: the plot's drawing in SVG (scales, class markers, the boundary clipped to the view, the w
  arrow), shared with the live class's student page (the live server serves the same file);
- ``page.js``: the lab (points edited by mouse, finger or keys, the settings, the steps, the trace table,
  the state in the link); it writes every text with ``textContent`` (never as HTML);
- ``page.css`` and ``page.html``: its style and the markup around the script.

:mod:`core.files.lesson_html` inlines them into one offline file. The files ship in the wheel
(``pyproject.toml``'s package-data) and are linted by ESLint in ``make lint``.
"""

from __future__ import annotations

from importlib import resources

ASSETS = resources.files("core.files").joinpath("lesson_assets")


def _asset(name: str) -> str:
    return ASSETS.joinpath(name).read_text(encoding="utf-8")


STYLE = _asset("page.css")
SCRIPT = _asset("engine.js") + "\n" + _asset("draw.js") + "\n" + _asset("page.js")
BODY = _asset("page.html")
