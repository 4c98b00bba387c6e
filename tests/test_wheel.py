"""The built wheel is the app: installed with nothing of the source tree in reach, it opens the bundled examples.

Issue 9 found that ``pip wheel .`` left out the top-level ``resources/`` folder, so an
installed app opened on 0 points with no examples. This test builds the wheel from a
copy of the repository, installs it into a temporary folder, and starts the window in a
fresh interpreter whose current folder and ``PYTHONPATH`` hold only that install.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOT_SOURCE = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis")

SCRIPT = """
import json, sys, tempfile, time
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([])
from perceptron_gui import MainWindow
window = MainWindow()
window.show()
deadline = time.monotonic() + 30
while len(window.points) == 0 and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.02)
errors = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
print(json.dumps({"points": len(window.points), "errors": errors}), flush=True)
window.close()
app.processEvents()
import shiboken6
assert not (shiboken6.isValid(window) and window.isVisible()), "the window did not close"  # a closed one is freed
from perceptron_gui.document.resources import EXAMPLE_TITLES, EXAMPLES, example_paths
from core.files import lesson_page
from perceptron_gui.live.server import LiveServer
from core.session.live import Room
live = LiveServer(Room(), host="127.0.0.1")  # reads the student page's files; nothing listens (not started)
from perceptron_gui import i18n
ours = [getattr(m, "__file__", name) for name, m in sys.modules.items()
        if name.partition(".")[0] in ("core", "perceptron_gui")]
print(json.dumps({"modules": ours, "folder": str(EXAMPLES), "menu": [str(p) for p in example_paths()],
                  "files": sorted(p.name for p in EXAMPLES.iterdir()), "titles": list(EXAMPLE_TITLES),
                  "lesson": ["window.perceptronLab" in lesson_page.SCRIPT, 'id="plot"' in lesson_page.BODY],
                  "live": [b"student.js" in live._page, b"WebSocket" in live._files["student.js"]],
                  "languages": sorted(p.name for p in i18n.FOLDER.glob("*.qm") if p.stat().st_size > 1000)}))
"""


def pip(*args: str, cwd: Path) -> None:
    """Run this interpreter's pip; fail with its output if it fails."""
    done = subprocess.run([sys.executable, "-m", "pip", *args], cwd=cwd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built once for this module's tests.

    From a copy, so the build's own build/ and *.egg-info folders stay out of the working tree (and stale
    build/lib files from earlier builds cannot ship).  pip's isolated build environment gets the
    setuptools that pyproject.toml asks for; the venv's own setuptools may be older.
    """
    folder = tmp_path_factory.mktemp("wheel")
    source, dist = folder / "source", folder / "dist"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    pip("wheel", "--no-deps", "--wheel-dir", str(dist), str(source), cwd=folder)
    (built,) = dist.glob("*.whl")
    return built


def test_the_installed_wheel_opens_the_default_example_and_lists_every_bundled_example(tmp_path, wheel):
    site, run = tmp_path / "site", tmp_path / "run"
    pip("install", "--no-deps", "--no-index", "--target", str(site), str(wheel), cwd=tmp_path)

    run.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=run, env=env, capture_output=True, text=True, timeout=180)
    lines = done.stdout.splitlines()
    assert lines, done.stderr
    window = json.loads(lines[0])
    assert window["points"] > 0, (window, done.stderr)
    assert done.returncode == 0, done.stderr

    examples = json.loads(lines[1])
    # Only the install: the venv's editable install would also answer for a module missing from it.
    assert all(Path(module).is_relative_to(site) for module in examples["modules"]), examples["modules"]
    assert Path(examples["folder"]).is_relative_to(site)
    assert all(Path(path).is_file() for path in examples["menu"]), examples
    assert [Path(path).name for path in examples["menu"]] == examples["titles"]
    assert examples["files"] == sorted(examples["titles"]), "a bundled example missing from the menu, or vice versa"
    assert examples["files"] == sorted(p.name for p in (ROOT / "perceptron_gui" / "examples").iterdir())
    assert examples["lesson"] == [True, True], "the lesson page's script or markup is missing from the wheel"
    assert examples["live"] == [True, True], "the live class's student page is missing from the wheel"
    assert examples["languages"] == ["de.qm", "es.qm", "pseudo.qm"], "the languages are not in the wheel"


READ_ONLY = """
import json, sys, tempfile, time
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([])
from numba.core import event
from perceptron_gui import MainWindow
from perceptron_gui.work import fast_loops

compiles = []


class Compiles(event.Listener):
    def on_start(self, ev):
        compiles.append(1)

    def on_end(self, ev):
        pass


event.register("numba:compile", Compiles())
window = MainWindow()
window.show()
loops = fast_loops.loader()
start = time.monotonic()
while not loops.finished and time.monotonic() - start < 120:
    loop = QEventLoop(); QTimer.singleShot(20, loop.quit); loop.exec()
from core.compile_ahead import cache_stamp_path
print(json.dumps({"finished": loops.finished, "child": loops._child is not None, "compiles": len(compiles),
                  "points": len(window.points), "stamp": str(cache_stamp_path())}), flush=True)
window.close()
"""


def _read_only(folders: Path | tuple[Path, ...], command: list[str]) -> list[str]:
    """``command`` seeing ``folders`` read-only: for root (whom chmod does not stop) a read-only bind mount of
    each, in a mount namespace of the command's own (nothing is left mounted); for other users chmod is enough."""
    if os.geteuid() != 0:
        return command
    mounts = [
        f"mount --bind {f} {f} && mount -o remount,ro,bind {f}"
        for f in (folders if isinstance(folders, tuple) else (folders,))
    ]
    mount = " && ".join(mounts) + ' && exec "$@"'
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", mount, "sh", *command]


def test_a_read_only_install_keeps_its_compiled_loops_in_the_users_cache_and_starts(tmp_path, wheel):
    """pip install --target DIR, chmod -R a-w DIR: perceptron-studio-compile fills numba's user-wide cache,
    and the window then loads the fast loops from it (no compile, no compiling process) and starts."""
    site, home = tmp_path / "site", tmp_path / "home"
    pip("install", "--no-deps", "--no-index", "--target", str(site), str(wheel), cwd=tmp_path)
    home.mkdir()
    subprocess.run(["chmod", "-R", "a-w", str(site)], check=True)
    try:
        env = {key: value for key, value in os.environ.items() if not key.startswith(("NUMBA_CACHE_DIR", "PYTHONPATH"))}
        env.update(PYTHONPATH=str(site), HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"))
        env["QT_QPA_PLATFORM"] = "offscreen"
        run = {"cwd": home, "env": env, "capture_output": True, "text": True}
        command = [sys.executable, "-m", "core.compile_ahead", "--app", "--quiet"]
        compiled = subprocess.run(_read_only(site, command), timeout=900, **run)
        assert compiled.returncode == 0, compiled.stderr[-3000:]
        assert not list(site.rglob("*.nbi")), "numba wrote into the read-only install"
        assert list((home / ".cache").rglob("*.nbi")), "numba's user-wide cache holds the compiled loops"

        started = subprocess.run(_read_only(site, [sys.executable, "-c", READ_ONLY]), timeout=300, **run)
        assert started.returncode == 0, started.stderr[-3000:]
        result = json.loads(started.stdout.strip().splitlines()[-1])
        assert result["points"] > 0 and result["finished"]
        assert not result["child"] and result["compiles"] == 0, result  # loaded from the user's cache
        assert Path(result["stamp"]).is_relative_to(home)
    finally:
        subprocess.run(["chmod", "-R", "u+w", str(site)], check=False)  # so that pytest can remove it


NO_CACHE = """
import json, warnings
import numpy as np
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    from core import Perceptron
    X = np.array([[0.0, 1.0], [1.0, 2.0], [3.0, 0.0], [4.0, 1.0]])
    y = np.array([0, 0, 1, 1])
    model = Perceptron().fit(X, y)
    again = Perceptron().fit(X, y)
print(json.dumps({"predicted": model.predict(X).tolist(), "score": again.score(X, y),
                  "warnings": [f"{w.category.__name__}: {w.message}" for w in caught]}))
"""


def test_a_read_only_install_with_a_read_only_home_imports_and_fits_without_a_cache(tmp_path, wheel):
    """Installed read-only, HOME read-only, no NUMBA_CACHE_DIR: numba has nowhere to keep compiled loops.
    ``from core import Perceptron`` and ``fit`` still work (compiled, not cached), and one warning says why
    and how to keep them (NUMBA_CACHE_DIR)."""
    site, home = tmp_path / "site", tmp_path / "home"
    pip("install", "--no-deps", "--no-index", "--target", str(site), str(wheel), cwd=tmp_path)
    home.mkdir()
    subprocess.run(["chmod", "-R", "a-w", str(site), str(home)], check=True)
    try:
        env = {key: value for key, value in os.environ.items() if not key.startswith(("NUMBA_", "PYTHONPATH", "XDG_"))}
        env.update(PYTHONPATH=str(site), HOME=str(home))
        command = _read_only((site, home), [sys.executable, "-c", NO_CACHE])
        done = subprocess.run(command, cwd=home, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-3000:]
        result = json.loads(done.stdout.strip().splitlines()[-1])
        assert result["predicted"] == [0, 0, 1, 1] and result["score"] == 1.0
        about_cache = [text for text in result["warnings"] if "NUMBA_CACHE_DIR" in text]
        assert len(about_cache) == 1, result["warnings"]
        assert "cannot" in about_cache[0] and "cache" in about_cache[0], about_cache
        assert not list(site.rglob("*.nbi")) and not list(home.rglob("*")), "something was written"
    finally:
        subprocess.run(["chmod", "-R", "u+w", str(site), str(home)], check=False)  # so that pytest can remove them
