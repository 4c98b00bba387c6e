"""`make run` checks Qt's xcb plugin first: every missing system library, and one command that installs them all.

Qt's own message names only the first missing library.  ``ldd`` itself is the oracle here.
Qt-free: the module is loaded from its file (``import perceptron_gui`` would load Qt's GUI
libraries), and ``python -m perceptron_gui.platform_check`` runs in a subprocess.
"""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODULE = ROOT / "perceptron_gui" / "platform_check.py"
QT = Path(sysconfig.get_paths()["purelib"]) / "PySide6" / "Qt"
PLUGIN = QT / "plugins" / "platforms" / "libqxcb.so"
XCB_QPA = QT / "lib" / "libQt6XcbQpa.so.6"
QT_LIBRARIES = {"libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libQt6Core.so.6"}
SYSTEM_GUI_LIBRARY = re.compile(r"lib(xcb|xkbcommon|X11|Xau|Xdmcp|EGL|GL|fontconfig|freetype|dbus|glib|gthread)\W")


def load_platform_check():
    """The module itself, loaded from its file without importing the perceptron_gui package."""
    spec = importlib.util.spec_from_file_location("platform_check", MODULE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


platform_check = load_platform_check()


def ldd(*paths: Path) -> str:
    return "".join(subprocess.run(["ldd", str(p)], capture_output=True, text=True, check=True).stdout for p in paths)


def ldd_not_found(*paths: Path) -> set[str]:
    """The oracle: what ldd says the loader cannot find."""
    return set(re.findall(r"^\s*(\S+) => not found\s*$", ldd(*paths), re.MULTILINE))


def command_line(hint: str, command: str) -> list[str]:
    """The packages on the hint's line that runs ``command`` (e.g. "sudo apt-get install")."""
    (line,) = [line for line in hint.splitlines() if command in line]
    return line.split(command, 1)[1].split()


def check_hint_names_every_library(missing: list[str]) -> None:
    hint = platform_check.install_hint(missing, root=False)  # the hint a user reads
    for name in missing:
        assert re.search(rf"^\s+{re.escape(name)}$", hint, re.MULTILINE), (name, hint)
        if name in platform_check.PACKAGES:
            debian, fedora = command_line(hint, "sudo apt-get install"), command_line(hint, "sudo dnf install")
            assert platform_check.PACKAGES[name][0] in debian and platform_check.PACKAGES[name][1] in fedora
        else:
            assert "apt-file search" in hint and name in hint.splitlines()[-1], (name, hint)


def test_the_plugin_is_found_on_disk_where_pyside6_installs_it():
    assert platform_check.xcb_plugin_paths() == [PLUGIN, XCB_QPA]


def test_the_real_plugin_misses_exactly_what_ldd_reports_and_the_hint_installs_each():
    missing = platform_check.missing_libraries(platform_check.xcb_plugin_paths())
    assert len(missing) == len(set(missing))
    assert set(missing) == ldd_not_found(PLUGIN, XCB_QPA)
    assert all(name in platform_check.PACKAGES for name in missing), missing  # the table knows every one
    if missing:
        check_hint_names_every_library(missing)


def test_a_plugin_away_from_its_qt_libraries_misses_them_too(tmp_path):
    # The plugin finds Qt's own libraries through its RUNPATH ($ORIGIN/../../lib): a lone copy cannot, on any
    # machine, so the not-found path runs for real even where every system library is installed.
    copy = tmp_path / PLUGIN.name
    shutil.copy(PLUGIN, copy)
    missing = platform_check.missing_libraries([copy])
    assert set(missing) == ldd_not_found(copy)
    assert set(missing) >= QT_LIBRARIES
    check_hint_names_every_library(missing)


def test_the_table_knows_every_x_gl_font_and_dbus_library_the_plugin_links():
    linked = set(re.findall(r"^\s*(\S+) => ", ldd(PLUGIN, XCB_QPA), re.MULTILINE))
    needed = {name for name in linked if SYSTEM_GUI_LIBRARY.match(name)}
    assert needed >= {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libEGL.so.1", "libfontconfig.so.1"}
    assert needed <= set(platform_check.PACKAGES), needed - set(platform_check.PACKAGES)


def test_the_readme_install_commands_are_the_table():
    readme = (ROOT / "README.md").read_text(encoding="utf-8").replace("\\\n", " ")
    debian = {package for package, _ in platform_check.PACKAGES.values()}
    fedora = {package for _, package in platform_check.PACKAGES.values()}
    assert set(command_line(readme, "sudo apt-get install")) == debian
    assert set(command_line(readme, "sudo dnf install")) == fedora


@pytest.mark.parametrize(
    ("environ", "system", "xcb"),
    [
        ({}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb:nograb;offscreen"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
        ({"XDG_SESSION_TYPE": "x11"}, "linux", True),
        ({"XDG_SESSION_TYPE": "wayland"}, "linux", False),
        ({"XDG_SESSION_TYPE": "wayland", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({}, "darwin", False),
        ({}, "win32", False),
    ],
)
def test_xcb_is_the_platform_only_when_qt_would_start_on_it(environ, system, xcb):
    assert platform_check.xcb_is_the_platform(environ, system) is xcb


def run_check(**environ: str) -> subprocess.CompletedProcess:
    keep = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "XDG_SESSION_TYPE", "WAYLAND_DISPLAY")}
    return subprocess.run(
        [sys.executable, "-m", "perceptron_gui.platform_check"],
        cwd=ROOT,
        env={**keep, **environ},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_command_fails_on_x11_naming_every_missing_library_and_passes_offscreen():
    expected = ldd_not_found(PLUGIN, XCB_QPA)
    done = run_check(DISPLAY=":99")
    said = done.stdout + done.stderr
    if expected:  # this machine (no X server installed) misses some: see the report
        assert done.returncode == 1, said
        assert all(name in said for name in expected), (expected, said)
        sudo = "" if os.geteuid() == 0 else "sudo "  # root needs no sudo (and a container's may have none)
        assert f"\n  {sudo}apt-get install" in said and f"\n  {sudo}dnf install" in said
    else:
        assert done.returncode == 0, said
        assert "apt-get" not in said

    done = run_check(DISPLAY=":99", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stderr
    assert "apt-get" not in done.stdout + done.stderr


def test_the_module_is_qt_free():
    code = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('platform_check', {str(MODULE)!r})\n"
        "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
        "module.missing_libraries(module.xcb_plugin_paths())\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout == "[]\n"


def test_the_hint_says_sudo_only_to_a_user_who_is_not_root():
    missing = ["libxcb-cursor.so.0"]
    as_user = platform_check.install_hint(missing, root=False)
    as_root = platform_check.install_hint(missing, root=True)
    assert "sudo apt-get install libxcb-cursor0" in as_user and "sudo dnf install xcb-util-cursor" in as_user
    assert "sudo" not in as_root
    assert "\n  apt-get install libxcb-cursor0" in as_root and "\n  dnf install xcb-util-cursor" in as_root


def test_with_no_display_at_all_the_check_says_so_instead_of_letting_qt_abort():
    keep = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run(
        [sys.executable, "-m", "perceptron_gui.platform_check"],
        cwd=ROOT, env={**keep, "QT_QPA_PLATFORM": "xcb"}, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    said = done.stdout + done.stderr
    assert done.returncode == 1, said
    assert "no display" in said.lower() and "DISPLAY" in said
    assert "apt-get" not in said  # not a list of libraries: they are not what is missing
