"""Can Qt's xcb platform plugin load here?  Names every missing system library and how to install them all.

On X11, Qt loads its ``xcb`` plugin, which links a dozen system libraries a fresh
Debian/Ubuntu or Fedora desktop may lack; Qt's own message names only the first.
``ldd`` names them all::

    python -m perceptron_gui.platform_check   # exit 1 with the install commands, or 0 silently

Qt-free: the plugin is found on disk (``importlib.util.find_spec`` does not import PySide6).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

PACKAGES: dict[str, tuple[str, str]] = {
    # soname: (Debian/Ubuntu package, Fedora package); every system library the xcb plugin needs, with its own needs
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libXau.so.6": ("libxau6", "libXau"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp"),
    "libEGL.so.1": ("libegl1", "mesa-libEGL"),
    "libGL.so.1": ("libgl1", "mesa-libGL"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
}


def xcb_plugin_paths() -> list[Path]:
    """PySide6's xcb platform plugin and the Qt library it links (libQt6XcbQpa): those that exist."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    qt = Path(next(iter(spec.submodule_search_locations))) / "Qt"
    paths = [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]
    return [path for path in paths if path.is_file()]


def missing_libraries(plugin_paths: Iterable[Path]) -> list[str]:
    """Every library the dynamic loader cannot find for these files, as ``ldd`` reports them: each once, in order."""
    missing: list[str] = []
    for path in plugin_paths:
        done = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=False, timeout=60)
        for line in done.stdout.splitlines():
            name, arrow, where = line.strip().partition(" => ")
            if arrow and where.strip() == "not found" and name not in missing:
                missing.append(name)
    return missing


def install_hint(missing: Sequence[str], root: bool | None = None) -> str:
    """The message for missing libraries: each one, then one install command for Debian/Ubuntu and one for Fedora.

    The commands start with ``sudo`` for a user who is not root (``root``: by default, whether this process is).
    """
    if root is None:
        root = hasattr(os, "geteuid") and os.geteuid() == 0
    sudo = "" if root else "sudo "
    known = [PACKAGES[name] for name in missing if name in PACKAGES]
    unknown = [name for name in missing if name not in PACKAGES]
    lines = [
        "Qt's xcb platform plugin (the X11 window system) cannot load: these system libraries are missing:",
        *(f"  {name}" for name in missing),
    ]
    if known:
        debian = " ".join(dict.fromkeys(debian for debian, _ in known))
        fedora = " ".join(dict.fromkeys(fedora for _, fedora in known))
        lines += ["Install them on Debian/Ubuntu:", f"  {sudo}apt-get install {debian}"]
        lines += ["or on Fedora:", f"  {sudo}dnf install {fedora}"]
    if unknown:
        names = ", ".join(unknown)
        lines.append(f"Find the package of {names} with `apt-file search NAME` or `dnf provides '*/NAME'`.")
    return "\n".join(lines)


def xcb_is_the_platform(environ: Mapping[str, str], system: str = sys.platform) -> bool:
    """Whether Qt starts on its xcb plugin: on Linux, when QT_QPA_PLATFORM is unset or names xcb first.

    Left unset on a Wayland session (XDG_SESSION_TYPE=wayland), Qt tries its wayland plugin first.
    """
    if not system.startswith("linux"):
        return False
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        first = requested.split(";")[0].partition(":")[0].strip()  # "name:options;fallback;..."
        return first == "xcb"
    return environ.get("XDG_SESSION_TYPE") != "wayland"


NO_DISPLAY = (
    "No display: the window needs an X11 or Wayland desktop, and DISPLAY (or WAYLAND_DISPLAY) is not set.\n"
    "Run it from a desktop session (or `ssh -X`), or set DISPLAY to a running X server (e.g. Xvfb :99 & "
    "DISPLAY=:99).\nWithout a screen, QT_QPA_PLATFORM=offscreen runs it drawing nowhere (as the tests do)."
)


def main() -> int:
    """Print what is wrong and return 1 when Qt's xcb plugin will be used but has no display or cannot load;
    else return 0 silently."""
    if not xcb_is_the_platform(os.environ):
        return 0
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        print(NO_DISPLAY, file=sys.stderr)  # else Qt aborts asking for libxcb-cursor0, installed or not
        return 1
    if shutil.which("ldd") is None:
        return 0
    missing = missing_libraries(xcb_plugin_paths())
    if not missing:
        return 0
    print(install_hint(missing), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
