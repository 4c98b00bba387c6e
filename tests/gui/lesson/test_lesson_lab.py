"""The lesson page as a lab (issue 42), driven in a real Chromium (Qt WebEngine, offscreen) as a student drives it:
the mouse and a finger on the plot, the keys, the settings' fields, the link.

Every number the page shows after an edit is checked against core's engine (``core.learn.engine.Learner``)
trained on the points the page shows; the engine's arithmetic itself against core on random problems
(``bench/lesson_engine.py``, a slice of its 10,000 here).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtTest import QTest

from bench.lesson_engine import compare, random_problem
from core.learn.engine import Learner
from core.teach.numbers import number_text
from scripts.make_sample_lesson import SAMPLE, sample_page
from tests.gui.lesson.test_lesson_export import Browser

CMU_X = [[-1.0, 2.0], [1.0, 0.0], [1.0, 1.0], [-1.0, 0.0], [-1.0, -2.0], [1.0, -1.0]]
CMU_Y = [-1, 1, 1, -1, -1, 1]


@pytest.fixture(scope="module")
def chromium_flags():
    """As tests/gui/lesson/test_lesson_export.py: Chromium as root without a sandbox and without a GPU."""
    import os

    os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu --disable-dev-shm-usage")
    os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")
    yield


@pytest.fixture
def browsers(chromium_flags, qtbot):
    made: list[Browser] = []

    def make() -> Browser:
        made.append(Browser(qtbot))
        return made[-1]

    yield make
    for b in made:
        b.view.close()
        b.view.deleteLater()


@pytest.fixture
def lesson(tmp_path) -> Path:
    path = tmp_path / "cmu lesson.html"
    path.write_text(sample_page(), encoding="utf-8")
    return path


# the plot's drawing area on the screen (inside its border), its view (x from, to, y from, to) and snapping grid
PLOT_BOX = (
    "(function () { var s = document.getElementById('plot'), r = s.getBoundingClientRect(), c = getComputedStyle(s);"
    " var bl = parseFloat(c.borderLeftWidth), bt = parseFloat(c.borderTopWidth);"
    " return JSON.stringify({v: JSON.parse(s.getAttribute('data-view')), g: Number(s.getAttribute('data-grid')),"
    " l: r.left + bl, t: r.top + bt, w: r.width - bl - parseFloat(c.borderRightWidth),"
    " h: r.height - bt - parseFloat(c.borderBottomWidth)}); })()"
)


def open_url(browser: Browser, url: QUrl, width: int = 1280, height: int = 900) -> None:
    """Load ``url`` (a file with a fragment) as Browser.open loads a file."""
    browser.view.resize(width, height)
    browser.view.show()
    browser.qtbot.waitExposed(browser.view)
    with browser.qtbot.waitSignal(browser.page.loadFinished, timeout=30_000):
        browser.view.load(url)
    browser.qtbot.waitUntil(lambda: browser.js("document.body.getAttribute('data-ready')") == "1", timeout=10_000)
    browser.focus()


def points(browser: Browser) -> tuple[list[list[float]], list[int]]:
    """The points the plot draws, with their classes (-1, +1)."""
    drawn = json.loads(
        str(
            browser.js(
                "JSON.stringify([].map.call(document.querySelectorAll('#plot .pt'), function (e) {"
                " return [JSON.parse(e.getAttribute('data-x')), Number(e.getAttribute('data-class'))]; }))"
            )
        )
    )
    return [p for p, _ in drawn], [c for _, c in drawn]


def screen_of(browser: Browser, x: float, y: float) -> QPoint:
    """The view's pixel of the plot's point (x, y) (from the drawing's view and its place on the screen)."""
    box = json.loads(str(browser.js(PLOT_BOX)))
    v = box["v"]
    px = box["l"] + (x - v[0]) / (v[1] - v[0]) * box["w"]
    py = box["t"] + (v[3] - y) / (v[3] - v[2]) * box["h"]
    return QPoint(round(px), round(py))


def data_of(browser: Browser, pixel: QPoint | tuple[float, float]) -> tuple[float, float, float]:
    """The plot's point at a pixel, and the grid step the page snaps to."""
    box = json.loads(str(browser.js(PLOT_BOX)))
    v = box["v"]
    px, py = (pixel.x(), pixel.y()) if isinstance(pixel, QPoint) else pixel
    x = v[0] + (px - box["l"]) / box["w"] * (v[1] - v[0])
    y = v[3] - (py - box["t"]) / box["h"] * (v[3] - v[2])
    return x, y, box["g"]


def shown_weights(browser: Browser) -> tuple[int, list[float], float]:
    state = browser.shown()
    return state["t"], state["w"], state["b"]


def core_weights(X, y, steps: int, **settings) -> list[tuple[list[float], float]]:
    """core's engine, one example at a time: (w, b) after steps 0..steps."""
    learner = Learner(np.array(X, dtype=float), (np.array(y) > 0).astype(np.int64), 2, **settings)
    out = [(learner.W[0].tolist(), float(learner.b[0]))]
    for _ in range(steps):
        learner.step()
        out.append((learner.W[0].tolist(), float(learner.b[0])))
    return out


CMU_SETTINGS = {"variant": "perceptron", "eta": 1.0, "fit_intercept": False, "zero_score": "positive"}


def test_the_sample_lesson_is_generated_from_the_packages_files_and_stays_small():
    page = sample_page()
    assert SAMPLE.read_text(encoding="utf-8") == page, (
        "docs/cmu-lesson.html is stale: run scripts/make_sample_lesson.py"
    )
    assets = Path(__file__).resolve().parents[3] / "core" / "files" / "lesson_assets"
    for name in ("engine.js", "draw.js", "page.js", "page.css"):
        assert (assets / name).read_text(encoding="utf-8").strip()[-200:] in page  # inlined whole
    data = page.split('id="lesson-data">', 1)[1].split("</script>", 1)[0]
    assert len(page.encode()) - len(data.encode()) <= 150_000  # the page beside its data
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", "") and "https://" not in page


def test_the_pages_engine_gives_cores_weights_bit_for_bit_in_the_browser(browsers, lesson):
    """A slice of bench/lesson_engine.py's 10,000 random problems (all four variants, every setting), each number
    compared bit for bit with core's engine after every example and with core's estimators after every epoch."""
    browser = browsers()
    browser.open(lesson, 800, 600)
    rng = np.random.default_rng(42)
    problems = [random_problem(rng) for _ in range(2_000)]
    # a start b of -0.0 stays -0.0 in core (the page once made it +0: the harness found it)
    cmu = {"X": CMU_X, "y": CMU_Y, "variant": "perceptron", "eta0": 1.0, "fit_intercept": False}
    problems.append({**cmu, "coef_init": [0.0, 0.0], "intercept_init": -0.0, "zero_score": "positive", "epochs": 2})
    # the app's unit-ball option: the constant coordinate c of x̃ = (x, c) moves b by η·y·c² (the engine only)
    for problem in problems[:300]:
        if problem["variant"] != "kernel":
            problems.append({**problem, "constant": float(rng.choice([0.5, 2.0, 1.7, 3.0]))})
    counts = compare(problems, browser.js)
    assert counts["problems"] > 2_200 and counts["steps"] > 200_000
    assert all(row[0] > 400 for row in counts["by_variant"].values())
    assert counts["differences"] == 0 and counts["fit_differences"] == 0, counts["first_bad"][:1]
    # the contract's defaults and its refusals
    one = browser.js("JSON.stringify(window.perceptronLab.steps({X: [[1, 2]], y: [1], variant: 'perceptron'}))")
    assert json.loads(str(one)) == [{"coef": [1, 2], "intercept": 1}]  # a score of 0 is a mistake; b learns
    said = browser.js(
        "(function () { try { window.perceptronLab.steps({X: [[1, 2]], y: [2], variant: 'perceptron'}); }"
        " catch (e) { return e.message; } })()"
    )
    assert said == "label 1 must be 1 or -1, not 2"
    browser.assert_quiet()


def test_a_student_moves_point_3_with_the_mouse_and_the_link_restores_the_new_run(browsers, lesson):
    browser = browsers()
    browser.open(lesson, 1280, 900)
    browser.key(Qt.Key.Key_End)
    assert shown_weights(browser) == (12, [3.0, 1.0], 0.0)  # the recorded run, as exported
    assert browser.js("document.getElementById('edited').textContent") == ""
    start = screen_of(browser, 1.0, 1.0)  # point 3
    target = screen_of(browser, -0.5, 1.5)
    proxy = browser.view.focusProxy()
    QTest.mousePress(proxy, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(proxy, start + (target - start) * k / 5)
        browser.qtbot.wait(30)
    QTest.mouseRelease(proxy, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    browser.qtbot.waitUntil(lambda: points(browser)[0][2] != [1.0, 1.0], timeout=5_000)
    X, y = points(browser)
    lift_x, lift_y, grid = data_of(browser, target)
    assert abs(X[2][0] - lift_x) <= grid / 2 + 1e-9 and abs(X[2][1] - lift_y) <= grid / 2 + 1e-9  # where it lifted
    assert X[:2] + X[3:] == CMU_X[:2] + CMU_X[3:] and y == CMU_Y
    assert "Edited" in str(browser.js("document.getElementById('edited').textContent"))

    expected = core_weights(X, y, 12, **CMU_SETTINGS)
    assert browser.js("document.querySelectorAll('#trace-body tr').length") == 12  # the same 12 steps, trained again
    browser.key(Qt.Key.Key_Home)
    for t in range(13):
        assert shown_weights(browser) == (t, *expected[t])
        browser.key(Qt.Key.Key_Space)
    browser.key(Qt.Key.Key_Left)  # the last Space trained step 13; back to 12
    assert browser.shown()["t"] == 12
    # the mistake bound's live numbers at step 12: k mistakes, ‖w_k‖² ≤ kη²R² (R the largest ‖x‖, no offset)
    learner = Learner(np.array(X), (np.array(y) > 0).astype(np.int64), 2, variant="perceptron", zero_score="positive",
                      fit_intercept=False)  # fmt: skip
    for _ in range(12):
        learner.step()
    k, w12, R2 = learner.n_mistakes, learner.W[0], max(float(x @ x) for x in np.array(X))
    assert browser.js("document.getElementById('theory').textContent") == (
        f"k = {k} mistakes; ‖w_k‖² = {number_text(w12 @ w12)} ≤ ‖w₀‖² + kη²R² = {number_text(k * R2)}"
    )
    browser.key(Qt.Key.Key_Home)
    for _ in range(5):
        browser.key(Qt.Key.Key_Right)
    link = str(browser.js("document.getElementById('link').value"))
    assert link == str(browser.js("window.location.href")) and "#v=1&p=" in link and link.endswith("&t=5")
    # Copy link, clicked, in a browser that lets pages copy (Qt WebEngine asks for it by a setting)
    from PySide6.QtWebEngineCore import QWebEngineSettings
    from PySide6.QtWidgets import QApplication

    browser.page.settings().setAttribute(QWebEngineSettings.WebAttribute.JavascriptCanAccessClipboard, True)
    QApplication.clipboard().setText("")
    browser.js("document.getElementById('copy').scrollIntoView({block: 'center'}), 0")
    box = json.loads(str(browser.js("JSON.stringify(document.getElementById('copy').getBoundingClientRect())")))
    at = QPoint(round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))
    QTest.mouseClick(browser.view.focusProxy(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    browser.qtbot.waitUntil(lambda: QApplication.clipboard().text() == link, timeout=5_000)
    assert browser.js("document.getElementById('copied').textContent") == "Link copied."
    browser.assert_quiet()

    again = browsers()
    open_url(again, QUrl(link), 390, 844)
    assert points(again) == (X, y)
    assert shown_weights(again) == (5, *expected[5])
    assert str(again.js("document.getElementById('trace-body').querySelector('tr.now').dataset.t")) == "5"
    again.assert_quiet()


def test_a_finger_adds_and_drags_points_on_a_phone_and_nothing_scrolls_sideways(browsers, lesson, qtbot):
    browser = browsers()
    browser.open(lesson, 360, 740)
    for width, height in ((360, 740), (390, 844)):
        scroll, inner = browser.fits(width, height)
        assert scroll <= inner, f"{width}x{height}: the page scrolls sideways ({scroll} > {inner})"
    browser.fits(360, 740)
    proxy = browser.view.focusProxy()
    touch = QTest.createTouchDevice()

    def tap(at: QPoint, to: QPoint | None = None) -> None:
        QTest.touchEvent(proxy, touch).press(0, at).commit()
        if to is not None:
            for k in range(1, 5):
                QTest.touchEvent(proxy, touch).move(0, at + (to - at) * k / 4).commit()
                qtbot.wait(30)
        QTest.touchEvent(proxy, touch).release(0, to or at).commit()
        qtbot.wait(150)

    # where the browser saw each finger lift (Qt's touch plumbing may put it a pixel or two off the pixel asked for)
    browser.js("window.lifts = []; document.addEventListener('pointerup', function (e) {"
               " window.lifts.push([e.pointerType, e.clientX, e.clientY]); }, true), 0")  # fmt: skip

    def lifted() -> tuple[float, float]:
        kind, x, y = json.loads(str(browser.js("JSON.stringify(window.lifts[window.lifts.length - 1])")))
        assert kind == "touch"
        return x, y

    radio = json.loads(str(browser.js("JSON.stringify(document.getElementById('tool-neg').getBoundingClientRect())")))
    tap(QPoint(round(radio["x"] + radio["width"] / 2), round(radio["y"] + radio["height"] / 2)))
    assert browser.js("document.getElementById('tool-neg').checked") is True
    scrolled = browser.js("window.scrollY")
    at = screen_of(browser, 0.5, -1.5)
    tap(at)
    qtbot.waitUntil(lambda: len(points(browser)[0]) == 7, timeout=5_000)
    X, y = points(browser)
    lift_x, lift_y, grid = data_of(browser, lifted())
    assert y[6] == -1 and abs(X[6][0] - lift_x) <= grid / 2 + 1e-9 and abs(X[6][1] - lift_y) <= grid / 2 + 1e-9
    to = screen_of(browser, -0.5, -0.5)
    tap(at, to)  # a finger drags the new point; it lands where the finger lifts
    qtbot.waitUntil(lambda: points(browser)[0][6] != X[6], timeout=5_000)
    X, y = points(browser)
    lift_x, lift_y, grid = data_of(browser, lifted())
    assert abs(X[6][0] - lift_x) <= grid / 2 + 1e-9 and abs(X[6][1] - lift_y) <= grid / 2 + 1e-9
    assert browser.js("window.scrollY") == scrolled  # the drag moved the point, not the page
    browser.key(Qt.Key.Key_End)
    t, w, b = shown_weights(browser)
    assert (w, b) == core_weights(X, y, t, **CMU_SETTINGS)[t]
    scroll, inner = browser.fits(360, 740)
    assert scroll <= inner
    browser.assert_quiet()


def test_every_control_is_reached_by_keys_and_each_step_is_announced(browsers, lesson):
    browser = browsers()
    browser.open(lesson, 1280, 900)
    reached = []
    for _ in range(70):
        browser.key(Qt.Key.Key_Tab)
        reached.append(str(browser.js("document.activeElement.id || document.activeElement.tagName")))
    controls = "tool-pos back step mistake epoch play start slider variant fit eta w01 w02 zero order copy quizmode"
    for control in [*controls.split(), "large", "tracebox", "SUMMARY"]:
        assert control in reached, f"Tab never reaches {control}: {reached}"
    browser.focus()
    browser.key(Qt.Key.Key_Space)
    assert browser.js("document.getElementById('live').textContent") == (
        "step 1: x = (−1, 2), y = −1, score 0, a mistake; w becomes (1, −2)"
    )
    browser.key(Qt.Key.Key_E)  # to the end of the epoch
    assert browser.shown()["t"] == 6
    assert browser.js("document.getElementById('live').textContent") == (
        "step 6: x = (1, −1), y = +1, score 2, correct; w stays (3, 1)"
    )

    # a setting typed with the keys: η = 0.5 trains again; a bad value says what is allowed and keeps the run
    browser.js("document.getElementById('eta').focus(), 0")
    QTest.keyClick(browser.view.focusProxy(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(browser.view.focusProxy(), "0.5")
    browser.key(Qt.Key.Key_Tab)
    expected = core_weights(CMU_X, CMU_Y, 6, **{**CMU_SETTINGS, "eta": 0.5})
    assert shown_weights(browser) == (6, *expected[6])
    cells = json.loads(str(browser.js("JSON.stringify([].map.call(document.querySelectorAll('#row dd'), "
                                      "function (e) { return e.textContent; }))")))  # fmt: skip
    assert cells[-1] == f"({number_text(expected[6][0][0])}, {number_text(expected[6][0][1])})"
    browser.js("document.getElementById('eta').focus(), 0")
    QTest.keyClick(browser.view.focusProxy(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(browser.view.focusProxy(), "fast")
    browser.key(Qt.Key.Key_Tab)
    assert browser.js("document.getElementById('problem').textContent") == (
        "η must be a number > 0, not ‘fast’. The run is unchanged."
    )
    assert shown_weights(browser) == (6, *expected[6])
    browser.js("document.getElementById('eta').focus(), 0")
    QTest.keyClick(browser.view.focusProxy(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(browser.view.focusProxy(), "1")
    browser.key(Qt.Key.Key_Tab)
    assert browser.js("document.getElementById('problem').textContent") == ""

    # the kernel perceptron with a polynomial kernel, chosen with the keys: its regions are drawn, the dual
    # coefficients in the trace
    browser.js("document.getElementById('variant').focus(), 0")
    browser.key(Qt.Key.Key_End)  # the last option of a focused select: Kernel (polynomial)
    browser.qtbot.waitUntil(lambda: browser.js("document.getElementById('variant').value") == "kernel")
    browser.focus()
    browser.key(Qt.Key.Key_End)
    assert int(browser.js("document.querySelectorAll('.kcell').length")) > 0
    assert "α" in str(browser.js("document.getElementById('trace-head').textContent"))
    browser.assert_quiet()


def test_a_broken_link_says_what_is_wrong_and_shows_the_lesson(browsers, lesson):
    browser = browsers()
    url = QUrl.fromLocalFile(str(lesson))
    url.setFragment("v=1&p=1,2,0;3,x,1&alg=perceptron&eta=1&fit=0&w0=0,0&b0=0&zero=positive&order=given&seed=0"
                    "&deg=2&c0=1&t=3")  # fmt: skip
    open_url(browser, url)
    assert browser.js("document.getElementById('problem').textContent") == (
        "The link's point 2 must be x₁,x₂,class (class 0 or 1), not ‘3,x,1’. The lesson's own run is shown."
    )
    assert points(browser) == (CMU_X, CMU_Y)
    browser.assert_quiet()


def export_with_preset(window, qtbot, path: Path, checks: tuple[str, ...], menu: str = "File") -> None:
    """File > Export Lesson through the menu (``menu``: File's title in the app's language), as a lecturer: the file
    typed, the preset's boxes ticked, OK."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox, QLineEdit

    from tests.gui.person import Person

    done: list[bool] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "exportLessonDialog" or done:
            return
        edit = dialog.findChild(QLineEdit, "lessonPath")
        edit.selectAll()
        QTest.keyClicks(edit, str(path))
        for name in checks:
            box = dialog.findChild(QCheckBox, name)
            QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().bottomLeft() + QPoint(8, -6))
        done.append(True)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    try:
        Person(window, qtbot).choose(menu, "actionExportLesson")
        qtbot.waitUntil(lambda: bool(done) and path.is_file(), timeout=10_000)
    finally:
        timer.stop()


def test_a_lecturers_preset_fixes_controls_hides_the_boundary_until_answered_and_holds_in_links(
    window, qtbot, browsers, tmp_path
):
    from perceptron_gui.document.resources import EXAMPLES
    from tests.gui.lesson.test_lesson_export import step_with_space
    from tests.gui.person import Person

    window.files.open_path(EXAMPLES / "cmu_trace.json")
    qtbot.waitUntil(lambda: window.training.trace is not None and window.training.trace.last_step == 0)
    step_with_space(window, qtbot, Person(window, qtbot), 6)
    path = tmp_path / "fixed.html"
    export_with_preset(window, qtbot, path, ("lessonLock_eta", "lessonLock_variant", "lessonHideBoundary"))

    browser = browsers()
    browser.open(path, 390, 844)
    disabled = "JSON.stringify(['eta', 'variant', 'fit', 'w01'].map(function (id) {" \
        " return document.getElementById(id).disabled; }))"  # fmt: skip
    assert json.loads(str(browser.js(disabled))) == [True, True, False, False]
    assert browser.js("document.getElementById('preset').textContent") == (
        "Fixed by the lecturer: the variant, η. The boundary shows once you have answered the step's question."
    )
    assert browser.js("document.getElementById('quizmode').checked") is True
    assert browser.shown()["line"] == "none"
    trace = window.training.trace
    row = trace.row(1)
    browser.js(
        f"document.getElementById('q-pred').value = '{row.prediction}';"
        f"document.getElementById('q-mistake').value = '{'yes' if row.mistake else 'no'}';"
        f"document.getElementById('q-w').value = '({row.w[0]}, {row.w[1]})'; 0"
    )
    browser.focus()
    browser.key(Qt.Key.Key_Space)  # the answer checked: step 1 shown with its boundary
    assert str(browser.js("document.getElementById('verdict').textContent")).startswith("Step t = 1: ŷ right")
    assert browser.shown()["t"] == 1 and browser.shown()["line"] != "none"
    browser.key(Qt.Key.Key_Left)  # travelling away hides it again
    assert browser.shown()["line"] == "none"
    link = str(browser.js("document.getElementById('link').value"))
    assert "&lock=variant,eta&hide=boundary" in link

    # a link that changes a fixed value, or drops the lock, cannot loosen the page's preset; it may fix more
    loosened = link.replace("&eta=1&", "&eta=5&").replace("&lock=variant,eta&hide=boundary", "&lock=points")
    again = browsers()
    open_url(again, QUrl(loosened), 390, 844)
    assert again.js("document.getElementById('eta').value") == "1"
    assert again.js("document.getElementById('problem').textContent") == (
        "The lecturer fixed η: the link's other values are not used."
    )
    assert json.loads(str(again.js(disabled))) == [True, True, False, False]
    assert again.js("document.getElementById('quizmode').checked") is True
    assert again.js("document.getElementById('tools').hidden") is True  # the points fixed by the link
    QTest.mouseClick(again.view.focusProxy(), Qt.MouseButton.LeftButton, pos=screen_of(again, 0.5, -1.5))
    qtbot.wait(200)
    assert len(points(again)[0]) == 6
    browser.assert_quiet()
    again.assert_quiet()


def test_the_pages_own_texts_write_numbers_and_the_rule_as_the_app_does(browsers, lesson):
    from core.session.engine_run import make_learner
    from core.session.settings import TrainingSettings
    from core.teach.quiz import question_of_step
    from core.teach.trace import Trace

    browser = browsers()
    browser.open(lesson, 1280, 900)
    rng = np.random.default_rng(7)
    values = [0.0, -0.0, 1.0, -3.0, 0.5, 1e9, -1e9, 123456789.0, 1.5e-5, 9.99995, 0.1 + 0.2, 2.5e17, -7.25e-300]
    values += [float(v) for v in rng.normal(0, 10, 300)] + [float(v) for v in rng.integers(-1000, 1000, 50)]
    scaled = zip(rng.normal(0, 1, 300), rng.integers(-12, 12, 300), strict=True)
    values += [float(v) * 10.0 ** float(e) for v, e in scaled]
    page = json.loads(str(browser.js(f"JSON.stringify({json.dumps(values)}.map(window.perceptronLab.numberText))")))
    assert page == [number_text(v) for v in values]

    # the rule under the title follows the settings once they are changed (here: with an offset, η = 0.5,
    # a score of 0 predicting -1)
    browser.js(
        "document.getElementById('fit').checked = true; document.getElementById('eta').value = '0.5';"
        "document.getElementById('zero').value = 'negative';"
        "document.getElementById('zero').dispatchEvent(new Event('change')), 0"
    )
    settings = TrainingSettings(eta=0.5, fit_intercept=True, zero_score="negative")
    learner = make_learner(settings, np.array(CMU_X), np.array(CMU_Y))
    learner.step()
    question = question_of_step(Trace(learner), 1)
    assert browser.js("document.getElementById('about').lastChild.textContent") == (
        f"Rule: {question.rule()}; {question.update_rule()}."
    )
    browser.assert_quiet()
