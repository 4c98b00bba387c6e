"""Render the README screenshot of a table document: iris saved as .json after Choose Features, then reopened.

    QT_QPA_PLATFORM=offscreen python scripts/screenshot_table_document.py [OUT_DIR]

Writes OUT_DIR/table-document.png (default docs/): the window just after opening ``iris petals.json`` (written
by File > Save As .json after choosing petal length and petal width, standardised, 30% held out with seed 3):
the status bar says which features, scaling and split the document brought back; the test rows are hollow.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QDialog  # noqa: E402

from core.session.document import Document  # noqa: E402
from scripts.screenshot import open_window, settle, wait_for  # noqa: E402

SIZE = (1280, 860)


def main(argv: list[str]) -> int:
    out, app, window = open_window(argv, SIZE)
    window.files.open_sklearn("iris")
    wait_for(app, lambda: window.document.dataset is not None and window.training.state() is not None)
    table = window.document.dataset.table
    window.actions_by_name["actionChooseFeatures"].trigger()
    wait_for(app, lambda: window.findChild(QDialog, "chooseFeaturesDialog") is not None)
    dialog = window.findChild(QDialog, "chooseFeaturesDialog")
    dialog.x_combo.setCurrentIndex(table.column("petal length (cm)"))
    dialog.y_combo.setCurrentIndex(table.column("petal width (cm)"))
    dialog.scaling_combo.setCurrentIndex(dialog.scaling_combo.findData("standardise"))
    dialog.split_check.setChecked(True)
    dialog.fraction_spin.setValue(0.3)
    dialog.seed_spin.setValue(3)
    dialog.accept()
    wait_for(app, lambda: len(window.points) == 105 and window.training.state().step == 0)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "iris petals.json"
        if not window.files.save_to(path):
            return 1
        window.document.load(Document(), None)  # closed: the reopened window shows only what the file holds
        wait_for(app, lambda: window.document.dataset is None)
        window.files.open_path(path, ask=False)
        wait_for(app, lambda: window.document.dataset is not None and window.training.state() is not None)
        settle(app, 1.0)
        window.grab().save(str(out / "table-document.png"))
    print(f"wrote {out / 'table-document.png'}")
    window.document.load(Document(), None)  # a picture, not an edit: closing asks nothing
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
