"""Render the window in every interface language at a projector's 1024x768, menus open, to check for clipped text.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_languages.py [OUT_DIR]

Writes window-<code>.png (the default example stepped three times, the Controls dock in front),
menu-<code>-<menu>.png (the Train and View menus opened) and preferences-<code>.png for English, Spanish,
German and the pseudo-locale, switched at run time through Preferences' language choice (default OUT_DIR:
docs/).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QComboBox  # noqa: E402


def settle(app: QApplication, seconds: float = 0.3) -> None:
    """Let the event loop run."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.01)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"
    out.mkdir(parents=True, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="perceptron-languages-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)  # not the user's preferences
    app = QApplication.instance() or QApplication(sys.argv)
    from perceptron_gui import MainWindow

    window = MainWindow()
    window.resize(1024, 768)
    window.show()
    settle(app)
    for _ in range(3):
        window.actions_by_name["actionStep"].trigger()
    settle(app)
    window.show_preferences()
    combo = window.findChild(QComboBox, "languageCombo")
    for code in ("en", "es", "de", "pseudo"):
        combo.setCurrentIndex(combo.findData(code))  # as a person picks it in Edit > Preferences
        settle(app)
        combo.window().grab().save(str(out / f"preferences-{code}.png"))
        window.grab().save(str(out / f"window-{code}.png"))
        for title in ("&Train", "&View"):
            menu = window.menus[title]
            menu.popup(window.mapToGlobal(window.menuBar().geometry().bottomLeft()))
            settle(app, 0.2)
            menu.grab().save(str(out / f"menu-{code}-{title.strip('&').lower()}.png"))
            menu.hide()
        print(code, window.training.shown().step, window.windowTitle())
    combo.setCurrentIndex(combo.findData("en"))
    combo.window().close()
    window.ending = True  # close without asking about the three steps' document (nothing was edited)
    window.close()


if __name__ == "__main__":
    main()
