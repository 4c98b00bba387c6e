"""The class's own language (issue 44, goal 4): PERCEPTRON_LANGUAGE at start, Preferences at run time, the
pseudo-locale's longer texts unclipped at 1024x768, the shipped catalogues up to date with the code."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QDockWidget, QLabel, QMenu, QScrollArea, QTabBar

from perceptron_gui.window.actions import ACTIONS, CLASS_KEYS, MENUS
from tests.gui.conftest import close_discarding
from tests.gui.person import Person

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[3]
WRAPPED_DOCKS = (
    "controlsDock", "traceDock", "curvesDock", "theoryDock", "pointsDock", "algorithmDock", "lossDock", "quizDock",
    "inspectorDock", "weightSpaceDock", "describeDock", "presentationDock", "manualModelDock",
)  # fmt: skip


def is_pseudo(shown: str, english: str) -> bool:
    """The pseudo-locale's mark: bracketed, at least 40% longer than the English, not the English letters."""
    core = shown.strip(" ")
    return core.startswith("[") and core.endswith("]") and len(shown) >= 1.4 * len(english) and shown != english


def english_of(spec_text: str, n: int) -> str:
    return spec_text.format(n=n)


@pytest.fixture(params=["at start", "switched"])
def pseudo_window(request, qtbot, monkeypatch):
    """The main window at a projector's 1024x768 in the pseudo-locale: started under PERCEPTRON_LANGUAGE=pseudo,
    or started in English (its docks laid out for English) and switched by Preferences' choice."""
    monkeypatch.setenv("PERCEPTRON_LANGUAGE", "pseudo" if request.param == "at start" else "en")
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    if request.param == "switched":
        qtbot.wait(100)
        window.preferences.set_language("pseudo")
        qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() != "Step")
    qtbot.wait(100)  # the tab groups are widened once laid out
    yield window
    close_discarding(window)


def test_under_the_pseudo_locale_every_menu_entry_and_dock_title_is_translated(pseudo_window):
    window = pseudo_window
    for spec in (*ACTIONS, *CLASS_KEYS):
        action = window.actions_by_name.get(spec.name) or next(
            a for a in window._class_actions if a.objectName() == spec.name
        )
        assert is_pseudo(action.text(), english_of(spec.text, spec.n)), (spec.name, action.text())
        assert is_pseudo(action.toolTip(), english_of(spec.tip, spec.n)) or not action.isEnabled(), spec.name
    titles = [action.text() for action in window.menuBar().actions()]
    assert len(titles) == len(MENUS)
    for shown, english in zip(titles, MENUS, strict=True):
        assert is_pseudo(shown, english), shown
        assert "&" in shown, f"{shown}: the mnemonic was lost"
    for name in WRAPPED_DOCKS:
        dock = window.findChild(QDockWidget, name)
        assert is_pseudo(dock.windowTitle(), "Xxxx"), (name, dock.windowTitle())
        assert is_pseudo(dock.toggleViewAction().text(), "Xxxx"), (name, dock.toggleViewAction().text())
    assert "Éþöçĥ 0" in window.status_line.whole and "t = 0" in window.status_line.whole  # the notation kept


def test_a_language_the_app_does_not_have_starts_in_english_and_says_what_is_allowed(qtbot, monkeypatch):
    monkeypatch.setenv("PERCEPTRON_LANGUAGE", "klingon")
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.show()
    try:
        assert window.actions_by_name["actionStep"].text() == "Step"
        assert window.menuBar().actions()[0].text() == "&File"
        message = dict(window.status_line.readout().texts)["message"]
        assert "PERCEPTRON_LANGUAGE='klingon'" in message
        assert "en, es, de, pseudo" in message
    finally:
        close_discarding(window)


def test_preferences_switch_the_language_at_run_time_keeping_the_points_and_the_step_shown(window, qtbot):
    person = Person(window, qtbot)
    for _ in range(4):
        person.click_button("actionStep")
    qtbot.waitUntil(lambda: window.training.state().step == 4 and window.trace_panel.model.rowCount() == 4)
    person.click_row(2)  # time travel: step 3 of 4 shown
    qtbot.waitUntil(lambda: window.training.shown().step == 3)
    X, y, latest = window.points.X.copy(), window.points.y.copy(), window.training.state().step
    coef = window.training.shown().coef.copy()

    person.choose("Edit", "actionPreferences")
    combo = window.findChild(QComboBox, "languageCombo")
    qtbot.waitUntil(combo.isVisible)
    combo.setCurrentIndex(combo.findText("Español"))
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() != "Step")  # (Qt posts LanguageChange)

    assert [a.text() for a in window.menuBar().actions()] == ["&Archivo", "&Editar", "E&ntrenar", "&Datos", "&Ver",
                                                             "A&yuda"]  # fmt: skip
    assert window.actions_by_name["actionStep"].text() == "Paso"
    assert window.actions_by_name["actionStepToMistake"].toolTip().startswith("Avanzar hasta el siguiente error")
    assert window.findChild(QDockWidget, "controlsDock").windowTitle() == "Controles"
    assert window.findChild(QDockWidget, "theoryDock").toggleViewAction().text() == "Teorema de convergencia"
    assert window.controls.algorithm.currentText() == "Perceptrón"
    assert combo.window().windowTitle() == "Preferencias"
    close = combo.window().findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text().replace("&", "") == "Cerrar"  # Qt's own words, from Qt's Spanish catalogue
    combo.window().close()
    assert person.through_dialog(lambda: person.choose("Datos", "actionGenerate")) == ["Generar puntos"]
    status = window.status_line.whole
    assert status.startswith("Viaje en el tiempo (último: paso 4)  ·  Época 1  ·  paso t = 3"), status
    # What the class was looking at is still there: the points, the run, the step shown (in time travel).
    assert (window.points.X == X).all() and (window.points.y == y).all()
    assert window.training.shown().step == 3 and window.training.state().step == latest
    assert (window.training.shown().coef == coef).all()
    assert window.controls.algorithm.currentData() == "perceptron"

    person.choose("Editar", "actionPreferences")
    combo.setCurrentIndex(combo.findText("English"))
    qtbot.waitUntil(lambda: window.actions_by_name["actionStep"].text() != "Paso")
    assert window.actions_by_name["actionStep"].text() == "Step"
    assert window.status_line.whole.startswith("Time travel (latest: step 4)  ·  Epoch 1  ·  step t = 3")
    assert window.training.shown().step == 3


def _clipped_menu_entries(menu: QMenu) -> list[str]:
    """The entries of an open menu whose text does not fit their row (or that run off a 1024 px screen)."""
    metrics = QFontMetrics(menu.font())
    found = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        text = action.text().replace("&", "")
        room = menu.actionGeometry(action).width()
        if metrics.horizontalAdvance(text) > room or menu.geometry().right() > 1024 + menu.geometry().left():
            found.append(text)
    if menu.width() > 1024:
        found.append(f"the menu is {menu.width()} px wide")
    return found


def test_under_the_pseudo_locale_at_1024x768_no_menu_title_entry_or_dock_title_is_clipped(pseudo_window, qtbot):
    window = pseudo_window
    bar = window.menuBar()
    metrics = QFontMetrics(bar.font())
    for action in bar.actions():
        geometry = bar.actionGeometry(action)
        assert metrics.horizontalAdvance(action.text().replace("&", "")) <= geometry.width(), action.text()
        assert geometry.right() < bar.width(), f"{action.text()} runs off the menu bar"
        menu = action.menu()
        menu.popup(window.mapToGlobal(geometry.bottomLeft()))
        qtbot.waitUntil(menu.isVisible)
        assert _clipped_menu_entries(menu) == [], action.text()
        menu.hide()
    # The docks' tabs (a tab elides its title when its group is too narrow) and the title bars of docks in view.
    tab_titles = []
    for tab_bar in window.findChildren(QTabBar):
        if tab_bar.parent() is not window or not tab_bar.isVisible():
            continue
        tab_metrics = QFontMetrics(tab_bar.font())
        for i in range(tab_bar.count()):
            text, rect = tab_bar.tabText(i), tab_bar.tabRect(i)
            tab_titles.append(text)
            assert rect.width() >= tab_bar.tabSizeHint(i).width(), f"the tab {text!r} is elided"
            assert tab_metrics.horizontalAdvance(text) < rect.width(), text
            assert rect.right() <= tab_bar.width() and tab_bar.geometry().right() <= window.width(), text
    assert len(tab_titles) >= 6, tab_titles  # the controls' group and the trace's group
    for dock in window.findChildren(QDockWidget):
        if dock.isVisible() and dock.objectName() in WRAPPED_DOCKS and not dock.isFloating():
            room = dock.width() - 2 * dock.style().pixelMetric(
                dock.style().PixelMetric.PM_DockWidgetTitleBarButtonMargin
            )
            buttons = 40 if dock.features() & QDockWidget.DockWidgetFeature.DockWidgetClosable else 0
            title = dock.windowTitle()
            assert QFontMetrics(dock.font()).horizontalAdvance(title) + buttons <= room, (title, dock.width())
    assert window.canvas.width() >= 300, "the canvas gave up its room to the longer titles"
    # The control panel's labels, whole, and no part of the panel past the dock's edge (a long row wraps instead).
    panel = window.controls
    scroll = panel.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    assert not scroll.horizontalScrollBar().isVisible(), "the control panel is wider than its dock"
    for label in panel.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert QFontMetrics(label.font()).horizontalAdvance(label.text()) <= label.width(), label.text()


def test_the_shipped_catalogues_are_up_to_date_with_the_code_and_spanish_and_german_are_complete():
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translations.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from translations import messages
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    placeholders = re.compile(r"\{[^{}]*\}|%\d")
    for code in ("es", "de", "pseudo"):
        found = messages(ROOT / "perceptron_gui" / "i18n" / f"{code}.ts")
        keys = [found[("Menus", title)].partition("&")[2][:1].lower() for title in MENUS]
        assert len(set(keys)) == len(MENUS), f"{code}: two menu titles share an Alt key: {keys}"
        assert len(found) > 150
        for (context, source), translation in found.items():
            assert translation, f"{code}: {context}: {source!r} is not translated"
            assert sorted(placeholders.findall(translation)) == sorted(placeholders.findall(source)), translation
            assert translation.count("&") == source.count("&"), f"{code}: the mnemonic of {source!r}"
            for symbol in ("w₀", "b₀", "η", "ŷ", "ℓ′", "x₁", "(x, 1)", "−b/w"):  # the lecture's notation stays
                assert (symbol in source) <= (symbol in translation), f"{code}: {symbol} lost in {translation!r}"
