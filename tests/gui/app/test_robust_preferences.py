"""A stored preference the app cannot use is dropped with a note, never fatal (issue 17, item 2).

The app used to abort at start (exit 134, no message) when the preferences store held, say, a
``windowState`` that is not a byte array or a speed beyond a C int.  Every stored preference is now
checked before anything reads it; a bad one is removed and the status bar says which and why.
Plus a fuzzer of the store (hypothesis, fixed seed, a few seconds).
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QPoint, QSettings, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from perceptron_gui.window.actions import SPEED_MAX
from perceptron_gui.window.persistence import preferences, restore_window
from tests import fuzzing
from tests.gui.conftest import close_discarding

ROOT = Path(__file__).resolve().parents[3]

BAD = [
    ("speed", "60.0"),
    ("speed", "abc"),
    ("speed", "99999999999999999999"),
    ("speed", -5),
    ("size", "notasize"),
    ("size", QSize(-5, 0)),
    ("pos", "bad"),
    ("windowState", "bad"),
    ("windowState", QByteArray(b"garbage")),
    ("presentation", "maybe"),
    ("recent", 3),
    ("exportWidth", "wide"),
    ("exportWidth", 99999),
    ("exportAspect", "21:9"),
]


@pytest.mark.parametrize(("key", "value"), BAD, ids=[f"{k}={v!r}" for k, v in BAD])
def test_a_bad_stored_preference_is_dropped_with_a_note(qtbot, key, value):
    from perceptron_gui import MainWindow

    preferences().setValue(key, value)
    preferences().sync()
    window = MainWindow()
    try:
        window.show()
        qtbot.waitUntil(lambda: window.training.state() is not None)
        note = window.statusBar().toolTip()
        assert key in note and "could not be used" in note, note
        assert preferences().value(key) is None, "the bad value is removed from the store"
        assert 0 <= window.speed.value() <= SPEED_MAX
    finally:
        close_discarding(window)


def test_the_obsolete_training_preference_with_a_bad_seed_does_not_stop_the_start(qtbot):
    from perceptron_gui import MainWindow

    preferences().setValue("training", '{"seed": "x"}')
    window = MainWindow()
    try:
        window.show()
        qtbot.waitUntil(lambda: window.training.state() is not None)
        assert preferences().value("training") is None
        assert window.settings().seed != "x"
    finally:
        close_discarding(window)


INI = """[General]
speed=99999999999999999999
size=notasize
pos=bad
windowState=bad
presentation=maybe
training="{\\"seed\\": \\"x\\"}"
"""

START = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from perceptron_gui.app import main
app = QApplication(sys.argv)
def report_and_close():
    for w in app.topLevelWidgets():
        if type(w).__name__ == "MainWindow":
            print("NOTE", w.statusBar().toolTip())
            w.close()
QTimer.singleShot(1500, report_and_close)
sys.exit(main(sys.argv[:1]))
"""


def test_the_real_start_with_a_store_full_of_bad_values_opens_the_window():
    home = tempfile.mkdtemp()
    folder = Path(home) / "config" / "Perceptron Studio"
    folder.mkdir(parents=True)
    (folder / "Perceptron Studio.ini").write_text(INI)
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": home,
        "XDG_CONFIG_HOME": str(Path(home) / "config"),
    }
    done = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stderr[-3000:]}"
    note = next(line for line in done.stdout.splitlines() if line.startswith("NOTE"))
    for key in ("speed", "size", "pos", "windowState", "presentation"):
        assert key in note, note


# ------------------------------------------------------------------ fuzzing the store
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),  # what a QVariant holds (bigger ones come as text)
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.binary(max_size=64).map(QByteArray),
    st.lists(st.text(max_size=10), max_size=4),
    st.tuples(st.integers(-(2**31), 2**31 - 1), st.integers(-(2**31), 2**31 - 1)).map(lambda p: QSize(*p)),
    st.tuples(st.integers(-(2**31), 2**31 - 1), st.integers(-(2**31), 2**31 - 1)).map(lambda p: QPoint(*p)),
)
KEYS = ("speed", "size", "pos", "windowState", "presentation", "recent", "training")
QT_TYPED = ["@Size(-1 -1)", "@Point(99999999999 1)", "@ByteArray(\\0\\xff)", "@Variant(\\0\\0\\0\\x7f)"]
RAW_LINES = st.lists(
    st.tuples(
        st.sampled_from(KEYS),
        st.one_of(
            st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r"), max_size=40),
            st.sampled_from(QT_TYPED),
        ),
    ),
    max_size=7,
)


def plain_window() -> QMainWindow:
    window = QMainWindow()
    dock = QDockWidget("dock", window)
    dock.setObjectName("dock")
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.setCentralWidget(QLabel("canvas"))
    return window


def assert_usable(store: QSettings) -> None:
    speed = store.value("speed")
    if speed is not None:
        assert 0 <= int(speed) <= SPEED_MAX
    size = store.value("size")
    assert size is None or (isinstance(size, QSize) and size.width() > 0 and size.height() > 0)
    assert store.value("pos") is None or isinstance(store.value("pos"), QPoint)
    assert store.value("windowState") is None or isinstance(store.value("windowState"), QByteArray)
    assert store.value("training") is None


@settings(max_examples=120, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=7))
def test_fuzz_typed_values_in_the_store_never_break_the_start(qapp, tmp_path_factory, stored):
    from perceptron_gui.window.persistence import check_preferences

    store = QSettings(str(tmp_path_factory.mktemp("store") / "p.ini"), QSettings.Format.IniFormat)
    for key, value in stored.items():
        store.setValue(key, value)
    notes = check_preferences(store, SPEED_MAX)
    assert all(isinstance(note, str) and note for note in notes)
    fuzzing.outcome(fuzzing.CLEAN_ERROR if notes else fuzzing.ACCEPTED)  # a value it cannot use: dropped with a note
    assert_usable(store)
    window = plain_window()
    restore_window(window, store)
    assert window.width() > 0 and window.height() > 0
    window.deleteLater()


@settings(max_examples=120, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(RAW_LINES)
def test_fuzz_raw_ini_text_never_breaks_the_start(qapp, tmp_path_factory, lines):
    from perceptron_gui.window.persistence import check_preferences

    path = tmp_path_factory.mktemp("raw") / "p.ini"
    path.write_text("[General]\n" + "".join(f"{key}={value}\n" for key, value in lines), encoding="utf-8")
    store = QSettings(str(path), QSettings.Format.IniFormat)
    notes = check_preferences(store, SPEED_MAX)
    fuzzing.outcome(fuzzing.CLEAN_ERROR if notes else fuzzing.ACCEPTED)
    assert_usable(store)
    window = plain_window()
    restore_window(window, store)
    assert window.width() > 0 and window.height() > 0
    window.deleteLater()
