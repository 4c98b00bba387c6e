"""The rules that keep the house simple: core has no Qt, import core stays light, the code is lint clean."""

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.dirname(sys.executable)


def _python(code):
    env = {**os.environ, "PYTHONPATH": ROOT}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout


def test_import_core_loads_neither_sklearn_nor_scipy_nor_qt():
    out = _python(
        "import sys, core\nprint(sorted(m for m in ('sklearn', 'scipy', 'numba', 'PySide6') if m in sys.modules))"
    )
    assert out.strip() == "[]"


def test_the_engine_loads_no_sklearn_and_no_scipy_subpackage():
    # numba itself imports the bare scipy package to check its version; nothing heavier may come in.
    out = _python(
        "import sys, core.learn.engine, core.learn.kernels, core.learn.history, core.learn.sgd\n"
        "import core.learn.sgd_learner\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sklearn', 'PySide6', 'pyqtgraph')\n"
        "      or m.startswith(('scipy.sparse', 'scipy.linalg', 'scipy.special', 'scipy.optimize', 'scipy.stats'))))"
    )
    assert out.strip() == "[]"


def test_estimator_access_loads_sklearn_lazily():
    out = _python(
        "import sys, core\nbefore = 'sklearn' in sys.modules\ncore.Perceptron\nprint(before, 'sklearn' in sys.modules)"
    )
    assert out.split() == ["False", "True"]


def test_import_linter_contract_keeps_core_free_of_qt():
    lint = shutil.which("lint-imports", path=BIN)
    assert lint, "import-linter is a test dependency"
    done = subprocess.run([lint], cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": ROOT})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "5 kept, 0 broken" in done.stdout  # core free of Qt, core in layers, live free of Qt, views, rooms


def test_ruff_is_clean():
    done = subprocess.run([os.path.join(BIN, "ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format_is_clean():
    done = subprocess.run(
        [os.path.join(BIN, "ruff"), "format", "--check", "."], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_is_clean_on_core_and_the_gui():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        checked = tomllib.load(f)["tool"]["mypy"]["files"]
    assert {"core", "perceptron_gui"} <= set(checked)
    done = subprocess.run([os.path.join(BIN, "mypy")], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    # Every module of both packages was checked, not only core's.
    modules = sum(
        name.endswith(".py")
        for package in ("core", "perceptron_gui")
        for _, _, names in os.walk(os.path.join(ROOT, package))
        for name in names
    )
    assert f"Success: no issues found in {modules} source files" in done.stdout, done.stdout


def test_the_gui_starts_without_numba_sklearn_or_scipy():
    # numba (0.4-0.6 s to import) loads on the training thread when the first learner is built, not while the
    # window is built: the main window's modules need none of them.
    out = _python(
        "import sys, perceptron_gui, perceptron_gui.app, perceptron_gui.main_window\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'numba', 'sklearn', 'scipy'}))"
    )
    assert out.strip() == "[]"


def _import_circles(graph) -> list[list[str]]:
    """Strongly connected groups of modules (Tarjan): every import, function-level and TYPE_CHECKING ones too."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in graph.modules:
                continue
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return circles


def test_no_import_circle_anywhere():
    import grimp

    sys.setrecursionlimit(10_000)
    graph = grimp.build_graph("core", "perceptron_gui", include_external_packages=False)
    assert _import_circles(graph) == []


def test_every_qthread_of_the_app_starts_through_the_threads_registry():
    """perceptron_gui.work.threads keeps every running thread: the window stops them at close and the GUI tests
    ask it which still run.  A QThread made anywhere else must be started there too, never with ``.start()``."""
    root = Path(__file__).resolve().parents[2] / "perceptron_gui"
    makers = [path for path in root.rglob("*.py") if "QThread()" in path.read_text(encoding="utf-8")]
    assert makers, "no module of the app makes a QThread: the rule checks nothing"
    for path in makers:
        text = path.read_text(encoding="utf-8")
        assert "threads.start(" in text, f"{path.relative_to(root)} makes a QThread without threads.start"
        assert not re.search(r"_thread\.start\(", text), f"{path.relative_to(root)} starts a QThread itself"
