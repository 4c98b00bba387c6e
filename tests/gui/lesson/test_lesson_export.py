"""File > Export Lesson, end to end: exported from the real window through its menu and dialog, opened from disk in
a real Chromium (Qt WebEngine, headless under the offscreen platform), driven with real key presses, read back
from its DOM.

What the page shows at a step is checked against the engine's trace (``window.training.trace``) and the app's own
trace table (its model's cells), never against the page's code. The page must run no code from the data (an
alert hook and the console), ask the network for nothing (an interceptor of every request) and lay out without
horizontal scrolling at 360x740 and 1920x1080.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLabel, QLineEdit, QMessageBox

from core.session.geometry import vector_text as canvas_vector_text
from core.teach.lesson import MAX_LESSON_STEPS
from core.teach.numbers import number_text
from core.teach.theory import max_margin
from perceptron_gui.document.resources import EXAMPLES
from perceptron_gui.widgets.top_levels import top_level_widgets
from tests.gui.panels.test_person_random import pick
from tests.gui.person import Person

HOSTILE = ("</script><script>alert(1)</script>", "<img src=x onerror=alert(2)>")


@pytest.fixture(scope="module")
def chromium_flags():
    """Qt WebEngine's Chromium as root without a GPU: no sandbox (Chromium refuses to run as root in one), no GPU
    process. Read once, when the first page is made; set here so that only the browser tests use them."""
    os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
    os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")
    yield


class Browser:
    """A QWebEngineView on a page that records alerts, console messages and every request not for a local file."""

    def __init__(self, qtbot) -> None:
        from PySide6.QtWebEngineCore import QWebEnginePage, QWebEngineProfile, QWebEngineUrlRequestInterceptor
        from PySide6.QtWebEngineWidgets import QWebEngineView

        class Requests(QWebEngineUrlRequestInterceptor):
            def __init__(self) -> None:
                super().__init__()
                self.urls: list[str] = []

            def interceptRequest(self, info) -> None:
                self.urls.append(info.requestUrl().toString())

        class WatchedPage(QWebEnginePage):
            def __init__(self, profile, parent) -> None:
                super().__init__(profile, parent)
                self.alerts: list[str] = []
                self.console: list[tuple[object, str]] = []

            def javaScriptAlert(self, origin, message) -> None:
                self.alerts.append(message)

            def javaScriptConfirm(self, origin, message) -> bool:
                self.alerts.append(message)
                return False

            def javaScriptConsoleMessage(self, level, message, line, source) -> None:
                self.console.append((level, message))

        self.qtbot = qtbot
        self.view = QWebEngineView()
        self.requests = Requests()
        self.profile = QWebEngineProfile()  # off the record: nothing written to disk
        self.profile.setUrlRequestInterceptor(self.requests)
        self.page = WatchedPage(self.profile, self.view)
        self.profile.setParent(self.page)  # deleted after the page that uses it
        self.view.setPage(self.page)

    def open(self, path: Path, width: int = 1920, height: int = 1080) -> None:
        """Load the page from disk, wait for its script to be ready, and give it the keyboard focus."""
        self.view.resize(width, height)
        self.view.show()
        self.qtbot.waitExposed(self.view)
        with self.qtbot.waitSignal(self.page.loadFinished, timeout=30_000) as loaded:
            self.view.load(QUrl.fromLocalFile(str(path)))
        assert loaded.args == [True]
        try:
            self.qtbot.waitUntil(lambda: self.js("document.body.getAttribute('data-ready')") == "1", timeout=10_000)
        except Exception:
            raise AssertionError(f"the page's script did not finish: console {self.page.console}") from None
        self.focus()

    def focus(self) -> None:
        """Keyboard focus on the page's body (as after a click on its background)."""
        self.view.activateWindow()
        self.view.setFocus()
        self.js("document.activeElement && document.activeElement.blur(), 0")
        self.qtbot.waitUntil(lambda: self.view.focusProxy() is not None and self.view.focusProxy().hasFocus())

    def js(self, script: str) -> object:
        """Run ``script`` in the page and return its value (JSON-like)."""
        result: list = []
        self.page.runJavaScript(script, 0, result.append)
        self.qtbot.waitUntil(lambda: bool(result), timeout=10_000)
        return result[0]

    def key(self, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """Press a real key on the view (Chromium gets it as from a keyboard)."""
        QTest.keyClick(self.view.focusProxy(), key, modifier)
        self.qtbot.wait(60)

    def shown(self) -> dict:
        """What the page shows now: the step, w, b, the ringed example, the update, the trace row and texts."""
        text = self.js(
            """(function () {
              var q = function (s) { return document.querySelector(s); };
              var a = q('#w-arrow'), r = q('#example-ring'), u = q('#update-arrow');
              var all = function (s) { return Array.from(document.querySelectorAll(s)).map(function (e) {
                return e.textContent; }); };
              return JSON.stringify({
                where: q('#where').textContent, slider: Number(q('#slider').value),
                w: JSON.parse(a.getAttribute('data-w')), b: JSON.parse(a.getAttribute('data-b')),
                index: Number(r.getAttribute('data-index')), ring: getComputedStyle(r).display,
                x: r.getAttribute('data-x') ? JSON.parse(r.getAttribute('data-x')) : null,
                delta: u.getAttribute('data-delta') ? JSON.parse(u.getAttribute('data-delta')) : null,
                arrow: getComputedStyle(u).display, update: q('#update').textContent,
                heads: all('#row dt'), cells: all('#row dd'), wtext: q('#wtext').textContent,
                theory: q('#theory').textContent, theoryhead: q('#theoryhead').textContent,
                legend: all('#legend li'), title: q('#title').textContent,
                line: getComputedStyle(q('#boundary')).display
              });
            })()"""
        )
        state = json.loads(str(text))
        state["t"] = int(state["where"].split("Step t = ")[1].split(" ")[0])
        return state

    def fits(self, width: int, height: int) -> tuple[int, int]:
        """(scrollWidth, innerWidth) once the view is width x height."""
        self.view.resize(width, height)
        self.qtbot.waitUntil(lambda: self.js("window.innerWidth") == width, timeout=10_000)
        self.qtbot.wait(100)
        return int(self.js("document.documentElement.scrollWidth")), int(self.js("window.innerWidth"))

    def assert_quiet(self) -> None:
        """No alert, no console message (a CSP refusal or a script error would be one), no network request."""
        assert self.page.alerts == []
        assert self.page.console == []
        assert [url for url in self.requests.urls if not url.startswith(("file:", "data:"))] == []


@pytest.fixture
def browser(chromium_flags, qtbot):
    b = Browser(qtbot)
    yield b
    b.view.close()
    b.view.deleteLater()


def export_lesson(window, qtbot, path: Path, steps: str | None = None) -> dict:
    """File > Export Lesson through the menu, as a person: type the file (and the steps) into the dialog, press OK.
    Returns what the dialog showed (its defaults, summary and problem)."""
    seen: dict = {}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "exportLessonDialog" or "steps" in seen:
            return
        seen["steps"] = dialog.findChild(QLineEdit, "lessonSteps").text()
        seen["path"] = dialog.findChild(QLineEdit, "lessonPath").text()
        for name, text in (("lessonPath", str(path)), ("lessonSteps", steps)):
            if text is not None:
                edit = dialog.findChild(QLineEdit, name)
                edit.selectAll()
                QTest.keyClicks(edit, text)
        problem = dialog.findChild(QLabel, "lessonProblem")
        seen["problem"] = problem.text() if not problem.isHidden() else ""
        seen["summary"] = dialog.findChild(QLabel, "lessonSummary").text()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        seen["stayed_open"] = dialog.isVisible()
        if dialog.isVisible():
            dialog.reject()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    try:
        Person(window, qtbot).choose("File", "actionExportLesson")
        qtbot.waitUntil(lambda: "stayed_open" in seen, timeout=10_000)
    finally:
        timer.stop()
    return seen


def step_with_space(window, qtbot, person: Person, steps: int) -> None:
    trace = window.training.trace
    first = trace.last_step
    for _ in range(steps):
        person.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.training.trace.last_step == first + steps, timeout=20_000)


def app_cells(window, t: int) -> tuple[list[str], list[str]]:
    """The app's trace table: its column titles and the cells of step t's row, as the window shows them."""
    model = window.trace_panel.model
    row = model.row_of_step(t)
    return model.columns, [str(model.data(model.index(row, c))) for c in range(len(model.columns))]


def assert_step(browser: Browser, window, t: int) -> None:
    """The page at step t shows the engine's w, b, example and update, and the app's trace row."""
    trace = window.training.trace
    state = browser.shown()
    assert state["t"] == t and state["slider"] == t
    W, b = trace.weights_after(t)
    assert state["w"] == W[0].tolist() and state["b"] == float(b[0])
    assert state["wtext"].startswith(f"w = ({number_text(W[0][0])}, {number_text(W[0][1])})")
    if t == 0:
        assert state["index"] == -1 and state["ring"] == "none" and state["cells"] == ["—"] * len(state["heads"])
        return
    row = trace.row(t)
    assert state["index"] == row.index and state["x"] == trace.learner.X[row.index].tolist()
    assert state["ring"] != "none"
    assert (state["heads"], state["cells"]) == app_cells(window, t)
    before, _ = trace.weights_after(t - 1)
    if row.mistake:
        delta = W[0] - before[0]
        assert state["delta"] == delta.tolist() and state["arrow"] != "none"
        assert state["update"].startswith(f"η·y·x = {canvas_vector_text(delta)}")
    else:
        assert state["delta"] is None and state["arrow"] == "none" and state["update"] == ""


def test_a_lesson_replays_the_engines_steps_under_the_keys_and_lays_out_on_a_phone_and_a_projector(
    window, qtbot, browser, tmp_path
):
    person = Person(window, qtbot)
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 0)
    step_with_space(window, qtbot, person, 9)
    path = tmp_path / "cmu lesson.html"
    seen = export_lesson(window, qtbot, path)
    assert seen["steps"] == "9" and seen["problem"] == "" and not seen["stayed_open"]
    assert "3 mistakes" in seen["summary"]
    assert path.is_file()

    browser.open(path)
    trace = window.training.trace
    assert_step(browser, window, 0)
    mistakes = trace.mistakes_only().tolist()
    assert mistakes == [1, 3, 5]  # the CMU lecture's run: the page must show these as mistakes
    browser.key(Qt.Key.Key_Space)
    assert_step(browser, window, 1)
    browser.key(Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)  # next mistake
    assert_step(browser, window, 3)
    browser.key(Qt.Key.Key_Right)
    assert_step(browser, window, 4)
    browser.key(Qt.Key.Key_PageDown)
    assert_step(browser, window, 5)
    browser.key(Qt.Key.Key_End)
    assert_step(browser, window, 9)
    browser.key(Qt.Key.Key_PageUp)
    assert_step(browser, window, 8)
    browser.key(Qt.Key.Key_Left)
    assert_step(browser, window, 7)
    # the slider, moved with its own keys, and Step back agree on the step shown
    browser.js("document.getElementById('slider').focus(), 0")
    browser.key(Qt.Key.Key_Left)
    browser.key(Qt.Key.Key_Left)
    assert_step(browser, window, 5)
    browser.focus()
    browser.js("document.getElementById('back').click(), 0")
    assert_step(browser, window, 4)
    browser.js("document.getElementById('step').focus(), 0")  # Space on a focused button steps once, not twice
    browser.key(Qt.Key.Key_Space)
    assert_step(browser, window, 5)
    browser.focus()
    browser.key(Qt.Key.Key_Left)

    margin = max_margin(trace.learner.X, np.where(trace.learner.y_idx == 1, 1, -1), False)
    state = browser.shown()
    assert f"at most (R/γ*)² = {margin.bound:.4g} mistakes" in state["theoryhead"]
    assert state["theory"].startswith(f"k = {trace.mistakes_until(4)} mistakes ≤ {margin.bound:.4g}")

    # the quiz hides the classifier and grades an answer against the engine's next row
    browser.js("document.getElementById('quizmode').click(), 0")
    browser.focus()
    assert browser.shown()["line"] == "none"
    row = trace.row(5)
    question = str(browser.js("document.getElementById('quiz-q').textContent"))
    assert question.startswith(f"Step t = 5: x = ({number_text(row.x[0])}, {number_text(row.x[1])})")
    w = ", ".join(str(v) for v in row.w)
    browser.js(
        f"document.getElementById('q-pred').value = '{row.prediction}';"
        f"document.getElementById('q-mistake').value = '{'yes' if row.mistake else 'no'}';"
        f"document.getElementById('q-w').value = '({w})'; 0"
    )
    browser.focus()
    browser.key(Qt.Key.Key_Space)  # in quiz mode Space checks the answer and takes the step, as in the app
    verdict = str(browser.js("document.getElementById('verdict').textContent"))
    assert "wrong" not in verdict and verdict.startswith("Step t = 5: ŷ right; mistake? right")
    assert browser.shown()["t"] == 5

    for width, height in ((360, 740), (1920, 1080)):
        scroll, inner = browser.fits(width, height)
        assert scroll <= inner, f"{width}x{height}: the page scrolls sideways ({scroll} > {inner})"
    assert browser.js("getComputedStyle(document.body).fontSize") == "16px"
    browser.js("document.getElementById('large').click(), 0")
    assert browser.js("getComputedStyle(document.body).fontSize") == "24px"
    scroll, inner = browser.fits(360, 740)
    assert scroll <= inner, f"360x740 with large text: the page scrolls sideways ({scroll} > {inner})"
    browser.assert_quiet()


def test_hostile_label_names_show_as_text_and_run_nothing_and_the_averaged_model_is_drawn(
    window, qtbot, browser, tmp_path
):
    source = tmp_path / "hostile.csv"
    rows = [(-1, 2, 0), (1, 0, 1), (1, 1, 1), (-1, 0, 0), (-1, -2, 0), (1, -1, 1)]
    source.write_text("x1,x2,label\n" + "".join(f"{x},{y},{HOSTILE[c]}\n" for x, y, c in rows), encoding="utf-8")
    window.files.open_path(source)
    qtbot.waitUntil(lambda: window.document.label_names is not None and window.training.trace is not None)
    person = Person(window, qtbot)
    pick(person, window.findChild(QComboBox, "algorithmCombo"), "averaged")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.learner.variant == "averaged")
    step_with_space(window, qtbot, person, 7)
    path = tmp_path / "hostile.html"
    export_lesson(window, qtbot, path)
    assert path.read_text(encoding="utf-8").count("</script>") == 2  # the names' own </script> is escaped

    browser.open(path, 360, 740)
    state = browser.shown()
    names = window.document.label_names
    assert sorted(names.values()) == sorted(HOSTILE)
    assert all(any(name in item for item in state["legend"]) for name in HOSTILE)
    assert browser.js("document.querySelectorAll('img').length") == 0
    assert browser.js("document.scripts.length") == 2  # the data block and the page's own script, no more
    trace = window.training.trace
    for keys, t in (([Qt.Key.Key_Space] * 3, 3), ([Qt.Key.Key_End], 7)):
        for key in keys:
            browser.key(key)
        state = browser.shown()
        assert state["t"] == t
        avg_w, avg_b = trace.averaged_until(t)
        assert state["wtext"].startswith(
            f"averaged w = ({number_text(avg_w[0][0])}, {number_text(avg_w[0][1])}), b = {number_text(avg_b[0])}"
        )
        lines = "[].map.call(document.querySelectorAll('.line, .last'), e => getComputedStyle(e).display)"
        # the model (the averaged w) solid, the last w dashed
        assert json.loads(str(browser.js(f"JSON.stringify({lines})"))) == ["inline", "inline"]
    scroll, inner = browser.fits(360, 740)
    assert scroll <= inner
    browser.assert_quiet()


def test_the_batch_lesson_shows_the_epochs_step_and_other_variants_are_refused_with_a_reason(
    window, qtbot, browser, tmp_path
):
    person = Person(window, qtbot)
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None)
    pick(person, window.findChild(QComboBox, "algorithmCombo"), "batch")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.learner.variant == "batch")
    step_with_space(window, qtbot, person, 12)  # two epochs of six: two batch steps
    path = tmp_path / "batch.html"
    export_lesson(window, qtbot, path)
    browser.open(path)
    trace = window.training.trace
    browser.key(Qt.Key.Key_Space)
    assert browser.shown()["arrow"] == "none"  # a batch epoch moves w only at its end
    for _ in range(5):
        browser.key(Qt.Key.Key_Right)
    state = browser.shown()
    assert state["t"] == 6
    (w6,), (w0,) = trace.weights_after(6)[0], trace.weights_after(0)[0]
    assert state["w"] == w6.tolist() and state["delta"] == (w6 - w0).tolist()
    assert state["update"].startswith(f"μ·Σ y·x = {canvas_vector_text(w6 - w0)}")
    assert state["theoryhead"].startswith("The convergence theorem is about the online perceptron")
    browser.js("document.getElementById('play').click(), 0")  # Play steps on by itself; Pause stops it
    qtbot.waitUntil(lambda: browser.shown()["t"] >= 8, timeout=5_000)
    browser.js("document.getElementById('play').click(), 0")
    paused = browser.shown()["t"]
    qtbot.wait(1_000)
    assert browser.shown()["t"] == paused and browser.js("document.getElementById('play').textContent") == "Play"
    browser.assert_quiet()

    pick(person, window.findChild(QComboBox, "algorithmCombo"), "kernel")
    qtbot.waitUntil(lambda: window.training.table is not None and window.training.table.learner.variant == "kernel")
    shown: list[str] = []

    def read_error() -> None:
        box = QApplication.activeModalWidget() or next(
            (w for w in top_level_widgets() if w.objectName() == "errorDialog" and w.isVisible()), None
        )
        if isinstance(box, QMessageBox) and box.isVisible() and not shown:
            shown.append(box.text())
            box.close()

    timer = QTimer()
    timer.timeout.connect(read_error)
    timer.start(20)
    try:
        person.choose("File", "actionExportLesson")
        qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    finally:
        timer.stop()
    assert shown[0].startswith("Cannot export a lesson: A lesson draws the weight vector w at every step")
    assert "Choose Perceptron, Averaged, Voted or Batch" in shown[0]


def test_the_dialog_says_where_the_cap_is_and_keeps_what_was_typed(window, qtbot, tmp_path):
    person = Person(window, qtbot)
    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None)
    step_with_space(window, qtbot, person, 4)
    path = tmp_path / "lesson.html"
    too_many = export_lesson(window, qtbot, path, f"{MAX_LESSON_STEPS + 1}")
    assert too_many["stayed_open"] and not path.exists()
    assert too_many["problem"] == (
        f"A lesson holds at most {MAX_LESSON_STEPS:,} steps (the page carries every step's numbers), "
        f"not {MAX_LESSON_STEPS + 1:,}: export the first 4."
    )
    past_the_run = export_lesson(window, qtbot, path, "7")
    assert past_the_run["stayed_open"] and not path.exists()
    assert past_the_run["problem"] == "The steps must be from 1 to 4 (the run has 4 so far), not 7."
    two = export_lesson(window, qtbot, path, "2")
    assert not two["stayed_open"] and path.is_file()
    said = window.statusBar().toolTip()
    assert said.startswith(f"Exported a lesson of steps 0 to 2 (1 mistakes) to {path} (") and said.endswith(" KB).")
    again = export_lesson(window, qtbot, tmp_path / "unused.html", "0")  # refused, then cancelled
    assert again["stayed_open"] and again["problem"] == "The steps must be from 1 to 4 (the run has 4 so far), not 0."
    assert Path(again["path"]).parent == tmp_path  # the dialog starts in the folder of the last export
    assert not (tmp_path / "unused.html").exists()
