"""A user-visible text that bypasses translation fails here (issue 44, goal 4).

Two checks.  In every module of ``perceptron_gui``, a string literal (or f-string) handed to a
Qt call that shows it (a dock's, menu's, label's or box's text, setText, setTitle, setToolTip, addItem, addRow, ...) or
written into a translatable table (the actions' texts and tips, the menu titles) without
``QT_TRANSLATE_NOOP`` is reported with its line.  And every text of those tables is in the shipped catalogue
(``pyside6-lupdate`` extracted it), so a table row that bypasses the marker is caught even when written some
other way.
"""

from __future__ import annotations

import ast
import re

import pytest

from core.files.lesson_page_texts import PAGE_WORDS
from core.session.live.page_words import PAGE_WORDS as LIVE_PAGE_WORDS
from core.session.live.questions import CHOICE_WORDS, PROMPTS
from core.session.live.report import SUMMARY
from perceptron_gui.document import data_menu, files, points_model, undo_words
from perceptron_gui.exporting import animation, exports
from perceptron_gui.live import server as live_server
from perceptron_gui.main_window import WORDS as WINDOW_WORDS
from perceptron_gui.views import (
    algorithm_view,
    class_picker,
    controls,
    curves_view,
    describe_panel,
    edit_tool,
    inspector,
    loss_view,
    manual_model,
    points_table,
    quiz_panel,
    theory_view,
    trace_view,
)
from perceptron_gui.widgets import (
    animation_dialog,
    dialogs,
    feature_dialog,
    help,
    lesson_dialog,
    number_box,
    preferences_dialog,
    quiz_export_dialog,
)
from perceptron_gui.window import status
from perceptron_gui.window.actions import MENUS, SHORTCUT_TABLE
from perceptron_gui.window.titles import DOCK_TITLES
from tests.gui.access.test_languages import ROOT

pytestmark = pytest.mark.gui
TRANSLATED_MODULES = tuple(
    sorted(str(path.relative_to(ROOT)) for path in (ROOT / "perceptron_gui").rglob("*.py"))
)  # every module of the interface (the training worker's too: its stop and export messages)
SHOWN_BY = {  # a Qt call -> the positions of the arguments it shows
    "QDockWidget": (0,), "QMenu": (0,), "QLabel": (0,), "QCheckBox": (0,), "QGroupBox": (0,), "QPushButton": (0,),
    "QAction": (0,), "addMenu": (0,), "addToolBar": (0,), "setText": (0,), "setTitle": (0,),
    "setWindowTitle": (0,), "setToolTip": (0,), "setStatusTip": (0,), "addItem": (0,), "addRow": (0,),
    "setItemText": (1,), "addAction": (0,), "ActionSpec": (1, 4),
    "QRadioButton": (0,), "QToolButton": (0,), "tool_button": (1, 2), "setPlaceholderText": (0,),
    "getSaveFileName": (1, 3), "getOpenFileName": (1, 3),
    "setHorizontalHeaderLabels": (0,), "about": (1, 2), "QMessageBox": (1, 2), "QProgressDialog": (0, 1),
    "emit": (0,), "show_error": (1, 2), "_error": (0, 1), "QUndoCommand": (0,), "edit": (1,), "replace": (1,),
    "move": (2,), "relabel": (2,), "open_file_name": (1, 3), "setLabel": (1,),
    "show_message": (0,), "_show_message": (0,), "setFormat": (0,), "_stop": (1,),
}  # fmt: skip
SHOWN_KEYWORDS = {"title"}  # addPlot(title=...), pg.PlotItem(title=...): a plot's title, in any call
SENTENCE_FOLDERS = (  # where an f-string of English words is a text shown: the panels, the window, the exports, the
    "perceptron_gui/views/",  # training thread's stop and export messages
    "perceptron_gui/main_window.py",
    "perceptron_gui/exporting/",
    "perceptron_gui/training/",
)
SENTENCES_ONLY = {"emit", "replace"}  # calls whose one-word literals are names (a signal's "trace"), not texts
MARKER = "QT_TRANSLATE_NOOP"
SENTENCE = re.compile(r"[A-Za-z]{2,}[,;:]? [A-Za-z]{2,}")  # two words in a row: "the one", "so far", "margin y"
MARKUP = re.compile(r"<[^>]*>|&\w+;")  # tags and entities of a rich text (<span style=...>, &nbsp;)
PROPER_NAMES = {"Perceptron Studio", "CSV…", "LaTeX…", "XOR", "LaTeX (*.tex)"}  # the app's, the formats', XOR's


NOTATION = {"kR", "max", "min", "ln", "exp"}  # letters of a formula (‖w_k‖² ≤ kR², max(0, 1 - y a)), not words


def is_words(text: str) -> bool:
    """A text a person reads (a word in it), not a symbol of the notes (c₀, kR²), a blank or the app's name."""
    words = re.findall(r"[A-Za-zÀ-ÿ]{2,}", text)
    return text not in PROPER_NAMES and any(word not in NOTATION for word in words)


def _words(node: ast.AST) -> bool:
    """A literal text a person reads (see :func:`is_words`), or an f-string (made of words at run time)."""
    if isinstance(node, ast.JoinedStr):  # words in its literal parts (not only {values} and punctuation)
        return any(_words(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.List | ast.Tuple):  # a table's header labels
        return any(_words(item) for item in node.elts)
    if isinstance(node, ast.IfExp):  # "Add point" if n == 1 else f"Add {n} points"
        return _words(node.body) or _words(node.orelse)
    if isinstance(node, ast.BinOp):  # "words " + more
        return _words(node.left) or _words(node.right)
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and is_words(node.value)


def _constants(tree: ast.Module) -> dict[str, ast.expr]:
    """The module's names bound once at its top to a literal (``TITLE = "Lift"``, ``TITLES = ("a", "b")``)."""
    bound: dict[str, ast.expr] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant | ast.Tuple | ast.List):
            bound.update({target.id: node.value for target in node.targets if isinstance(target, ast.Name)})
    return bound


def _resolved(node: ast.expr, constants: dict[str, ast.expr]) -> ast.expr:
    """``node``, or the literal a module constant it names stands for (``TITLE``, ``TITLES[1]``, ``A if c else B``)."""
    if isinstance(node, ast.Name) and node.id in constants:
        return constants[node.id]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in constants:
        return constants[node.value.id]
    if isinstance(node, ast.IfExp):
        return ast.IfExp(node.test, _resolved(node.body, constants), _resolved(node.orelse, constants))
    return node


def sentence_lines(source: str) -> list[int]:
    """The lines of ``source`` with an f-string whose literal parts hold words in a row (a sentence made at run time,
    in English whatever the language); markup and style sheets are not words."""
    tree = ast.parse(source)
    styles = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "setStyleSheet"
        for arg in node.args
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and id(node) not in styles:
            template = "{}".join(str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values)
            if SENTENCE.search(MARKUP.sub(" ", template)):
                found.append(node.lineno)
    return found


def bypasses(source: str) -> list[int]:
    """The lines of ``source`` where a user-visible literal text bypasses translation."""
    found = []
    tree = ast.parse(source)
    constants = _constants(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == MARKER:
                continue
            positions = SHOWN_BY.get(name, ())
            if name == "show_error" and isinstance(node.func, ast.Attribute):  # the window's show_error(title, text)
                positions = (0, 1)
            shown = [_resolved(node.args[i], constants) for i in positions if i < len(node.args)]
            shown += [_resolved(k.value, constants) for k in node.keywords if k.arg in SHOWN_KEYWORDS]
            if name == "ActionSpec":
                shown += [k.value for k in node.keywords if k.arg in ("text", "tip")]
            sentence = name in SENTENCES_ONLY  # emit("trace"), text.replace("&", ""): names and symbols, not texts
            found += [node.lineno for arg in shown if _words(arg) and (not sentence or " " in ast.unparse(arg))]
        elif isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Dict):
            target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
            if getattr(target, "id", "") == "MENUS":  # the menu titles are the table's keys
                found += [key.lineno for key in node.value.keys if key is not None and _words(key)]
    return sorted(found)


@pytest.mark.parametrize("module", TRANSLATED_MODULES)
def test_no_user_visible_text_of_the_translated_modules_bypasses_translation(module):
    source = (ROOT / module).read_text(encoding="utf-8")
    lines = source.splitlines()
    found = sorted(bypasses(source) + (sentence_lines(source) if module.startswith(SENTENCE_FOLDERS) else []))
    assert found == [], "\n".join(f"{module}:{n}: {lines[n - 1].strip()}" for n in found)


def test_the_lint_fails_on_a_new_action_menu_title_or_dock_title_that_bypasses_translation():
    source = """
ACTIONS = (
    ActionSpec("actionOk", QT_TRANSLATE_NOOP("Actions", "Fine"), "ok", None, QT_TRANSLATE_NOOP("Actions", "All right")),
    ActionSpec("actionNew2", "Brand new", "new", None, "A tip nobody translates"),
    ActionSpec("actionNew3", QT_TRANSLATE_NOOP("Actions", "Fine"), "ok", None, tip=f"Tip {1}"),
)
MENUS = {QT_TRANSLATE_NOOP("Menus", "&File"): (), "&Extras": ()}
dock = QDockWidget("Some panel", window)
label.setText("γ")
box.addRow(QT_TRANSLATE_NOOP("Controls", "Seed"), seed)
box.addRow("Learning rate", seed)
"""
    assert bypasses(source) == [4, 4, 5, 7, 8, 11]


def test_the_lint_fails_on_a_new_panel_button_radio_button_or_file_dialog_text_that_bypasses_translation():
    source = """
yes = QRadioButton("yes")
add = tool_button("pointsAdd", "Add", word("add tip"))
csv = tool_button("traceExportCsv", "CSV…", word("csv tip"))
name, _ = QFileDialog.getSaveFileName(self, "Export lesson", path, "Web page (*.html)")
label.setText(f"{q.rule(localise)}; {q.update_rule(localise)}.")
label.setText(f"step {step} of {now}")
edit.setPlaceholderText(word("hint"))
"""
    assert bypasses(source) == [2, 3, 5, 5, 7]


def test_the_lint_fails_on_a_new_status_message_error_undo_text_or_help_dialog_text_that_bypasses_translation():
    source = """
self.message.emit(f"Opened {n} points from {path}.", 5000)
self.message.emit(word("opened").format(n=n), 5000)
self._error("Cannot save", f"{path}: {reason}.")
self.edit(append(X, label, len(self)), "Add point" if n == 1 else f"Add {n} points")
self.edit(append(X, label, len(self)), QT_TRANSLATE_NOOP("Undo", "add a point"))
table.setHorizontalHeaderLabels(["Keys", "Action", "What it does"])
QMessageBox.about(parent, "About Perceptron Studio", "Perceptron Studio: " + "place points")
dialog = QProgressDialog(f"Saving {rows:,} rows", "Cancel", 0, 1000, parent)
"""
    assert bypasses(source) == [2, 4, 5, 7, 8, 8, 9, 9]


def test_the_lint_fails_on_a_passing_message_a_progress_format_or_a_training_stop_that_bypasses_translation():
    source = """
self.show_message("There is no boundary to pin yet.", 5000)
self._show_message(word("refused").format(why=why), 8000)
self._bar.setFormat(f"Export waiting: {waiting}")
self._bar.setFormat("%p%")
self._stop("pause", "Paused.")
self._stop("pause", translated("Training", PAUSED))
self.training.failed.connect(lambda message: self.show_error("Training stopped", message))
show_error(self, word("cannot open"), text)
"""
    assert bypasses(source) == [2, 4, 6, 8]


def test_the_lint_fails_on_a_plot_label_or_title_or_a_sentence_made_with_an_f_string_that_bypasses_translation():
    source = """
TITLE = "mistakes per epoch"
TITLES = ("training error (%)", "mean loss")
NOTE = "‖w_k‖²  ≤  kR²"
plot.setLabel("bottom", "x (the one feature)")
plot.setLabel("left", "x₂")
plot = layout.addPlot(row=0, col=0, title=TITLE)
sums = pg.PlotItem(title="Σα_t and Σα_t² against t")
proof = layout.addPlot(row=1, col=0, title=NOTE)
plot.setTitle(TITLES[1] if test else TITLE)
plot.setLabel("bottom", translated("Curves", WORDS["epoch"]))
note += f" The curves end at epoch {end}: the app keeps the first {kept} steps."
words = f"{name} = {vector_text(w)}"
label = f"<span style='color:{colour}'>■</span> {title}"
frame.setStyleSheet(f"#focusFrame {{ border: {px}px solid {colour}; }}")
"""
    assert bypasses(source) == [5, 7, 8, 10]
    assert sentence_lines(source) == [12]


def _catalogue() -> set[tuple[str, str]]:
    import sys

    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from translations import messages
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    return set(messages(ROOT / "perceptron_gui" / "i18n" / "es.ts"))


def test_every_text_of_the_translated_tables_is_in_the_shipped_catalogue():
    tables = {
        "Actions": [spec.text for spec in SHORTCUT_TABLE] + [spec.tip for spec in SHORTCUT_TABLE],
        "Menus": list(MENUS),
        "Docks": [text for pair in DOCK_TITLES.values() for text in pair if text],
        "Controls": [text for table in (controls.ALGORITHMS, controls.ZERO_RULES, controls.ORDERS,
                                        controls.SCHEDULES, controls.KERNELS) for text, _ in table]
        + list(controls.GROUPS) + list(controls.LABELS.values()) + [controls.INTERCEPT],
        "Status": [*status.WORDS.values(), status.NEED_TWO_CLASSES],
        "Window": list(WINDOW_WORDS.values()),
        "Preferences": [preferences_dialog.TITLE, preferences_dialog.LANGUAGE, preferences_dialog.NOTE],
        "Trace": [*trace_view.WORDS.values(), *trace_view.COLUMN_WORDS.values()],
        "Points": list(points_table.WORDS.values()),
        "Quiz": list(quiz_panel.WORDS.values()),
        "LessonDialog": list(lesson_dialog.WORDS.values()),
        "Dialogs": [*dialogs.WORDS.values(), *dialogs.ASPECT_WORDS.values(), *(text for text, _ in dialogs.KINDS)],
        "QuizExport": list(quiz_export_dialog.WORDS.values()),
        "Theory": list(theory_view.WORDS.values()),
        "DescribePanel": list(describe_panel.WORDS.values()),
        "Inspector": [*inspector.WORDS.values(), *(title for _, title in inspector.FIELDS)],
        "Curves": list(curves_view.WORDS.values()),
        "Algorithm": [algorithm_view.NOTATION_TIP, algorithm_view.WRITTEN_AS],
        "ClassPicker": [class_picker.TIP],
        "Loss": [*loss_view.CHOICES.values(), loss_view.LOSS_WORD, loss_view.COMBO_TIP, *loss_view.WORDS.values(),
                 *loss_view.ZERO_RULE.values()],
        "LessonPage": list(PAGE_WORDS),
        "LivePage": [*LIVE_PAGE_WORDS, *PROMPTS.values(), *CHOICE_WORDS, *live_server.WORDS.values()],
        "LiveReport": list(SUMMARY.values()),
        "Files": [*files.WORDS.values(), files.OPEN_FILTER, *files.SAVE_FORMATS.values(),
                  *files.TABLE_SAVE_FORMATS.values()],
        "Data": [text for key, text in data_menu.WORDS.items() if key not in ("generate", "clear")],
        "Undo": [*points_model.WORDS.values(), data_menu.WORDS["generate"], data_menu.WORDS["clear"],
                 *edit_tool.SET_X, edit_tool.WORDS["set label"], undo_words.UNDO, undo_words.REDO],
        "Exports": list(exports.WORDS.values()),
        "Animation": list(animation.WORDS.values()),
        "ManualModel": list(manual_model.WORDS.values()),
        "QuickTour": list(help.QUICK_TOUR),
        "Help": [*help.HEADERS, help.ABOUT, help.VERSIONS],
        "NumberBox": list(number_box.WORDS.values()),
    }  # fmt: skip
    tables["Dialogs"] += [*animation_dialog.WORDS.values(), *feature_dialog.WORDS.values(),
                          *feature_dialog.SCALING_TEXT.values(), *feature_dialog.SCALING_TIPS.values()]  # fmt: skip
    catalogue = _catalogue()
    missing = [
        (context, text)
        for context, texts in tables.items()
        for text in texts
        if is_words(text) and (context, text) not in catalogue
    ]
    assert missing == [], "texts shown but never extracted for translation (not marked with QT_TRANSLATE_NOOP?)"
