"""Build the loops compiled ahead (:mod:`core.learn.ahead`): ``perceptron-studio-compile`` runs this last.

It runs the window's and the estimators' workloads (:mod:`core.compile_ahead`) through numba, noting for
each loop every combination of argument types a Python caller passed (as :func:`core.learn.ahead.type_key`
tells them apart) and the numba signature it compiled for it; then numba's ahead-of-time compiler
(``numba.pycc``) builds one extension module, ``core/learn/_ahead_<build>``, holding each loop once per signature,
for this machine's CPU (the same instructions numba's JIT chooses here, so the same bits).  The manifest
``_ahead.json`` beside it maps each (loop, argument types) to its compiled function, holds the loop modules'
constants, and names the sources it was built from; it is written last, so that a build cut short leaves
no manifest and the loops run through numba as before.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from numba.core.codegen import AOTCPUCodegen
from numba.core.registry import CPUDispatcher
from numba.pycc import CC

from core import compile_ahead
from core.learn import ahead
from core.learn.compiled import LOOP_MODULES, compiled_module, loop_module

os.environ["PERCEPTRON_AHEAD"] = "0"  # the workloads must run numba's loops: those are what is compiled here

Progress = Callable[[str, int, int], None]
_CONSTANT = (bool, int, float, str)
_CONSTANT_NAME = re.compile(r"_?[A-Z][A-Z0-9_]*")


class _Recorder:
    """Stands in for one loop while the workloads run: notes each call's argument types and numba signature."""

    def __init__(self, dispatcher: Any, seen: dict[tuple[Any, ...], Any]) -> None:
        self._dispatcher = dispatcher
        self._seen = seen

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if not kwargs and len(args) == self._dispatcher.py_func.__code__.co_argcount:  # defaults omitted: not built
            key = ahead.type_key(args)
            signature = tuple(self._dispatcher.typeof_pyval(a) for a in args)
            if self._seen.setdefault(key, signature) != signature:
                raise RuntimeError(f"{self._dispatcher.__name__}: two numba signatures for the argument types {key}")
        return self._dispatcher(*args, **kwargs)


def _constants(module: Any) -> dict[str, Any]:
    """The module's named constants (upper-case names of numbers, strings, or tuples of them)."""
    found = {}
    for name, value in vars(module).items():
        if not _CONSTANT_NAME.fullmatch(name):
            continue
        if type(value) in _CONSTANT or (type(value) is tuple and all(type(v) in _CONSTANT for v in value)):
            found[name] = ahead.stored(value)
    return found


def record(progress: Progress) -> dict[str, dict[str, dict[tuple[Any, ...], Any]]]:
    """Run every workload with each loop recorded: {module: {loop: {argument types: numba signature}}}."""
    workloads = compile_ahead.app_workloads() + compile_ahead.library_workloads() + compile_ahead.label_workloads()
    compile_ahead.run(workloads, progress)  # numba compiles (or loads) every loop first
    calls: dict[str, dict[str, dict[tuple[Any, ...], Any]]] = {}
    for name in LOOP_MODULES:
        module, stand_in = compiled_module(name), loop_module(name)
        stand_in._forget()
        for attr, value in vars(module).items():
            if isinstance(value, CPUDispatcher) and value.py_func.__module__ == module.__name__:
                stand_in.__dict__[attr] = _Recorder(value, calls.setdefault(name, {}).setdefault(attr, {}))
    try:
        compile_ahead.run(workloads, progress)
    finally:
        for name in LOOP_MODULES:
            loop_module(name)._forget()
    return calls


def build(folder: Path, progress: Progress) -> tuple[int, float]:
    """Build the extension and its manifest into ``folder``; (functions compiled, seconds compiling)."""
    calls = record(progress)
    # a module name of its own per build: a process reading the new manifest never imports the old module
    module_name = f"{ahead.EXTENSION}_{int(time.time() * 1000):x}"
    extension = CC(module_name)
    extension.target_cpu = "host"  # numba's JIT compiles for this CPU too: the same instructions, the same bits
    # and with the features the CPU says it has, as the JIT (pycc names the model only: a virtual machine's CPU may
    # lack some of its model's instructions)
    AOTCPUCodegen._customize_tm_features = AOTCPUCodegen._get_host_cpu_features  # type: ignore[method-assign]
    functions: dict[str, dict[str, list[Any]]] = {}
    count = 0
    for name, loops in calls.items():
        module = compiled_module(name)
        for attr, seen in loops.items():
            dispatcher = getattr(module, attr)
            exports: dict[Any, str] = {}  # several argument types numba compiles alike: one function
            for key, signature in seen.items():
                if signature not in exports:
                    exports[signature] = f"{name.strip('_')}__{attr.strip('_')}__{count}"
                    full = dispatcher.overloads[signature].signature  # with the return type numba inferred
                    extension.export(exports[signature], full)(_trampoline(dispatcher, len(signature)))
                    count += 1
                functions.setdefault(name, {}).setdefault(attr, []).append([ahead.stored(key), exports[signature]])
    started = time.perf_counter()
    progress("compiling ahead", 0, 1)
    with tempfile.TemporaryDirectory() as scratch:  # pycc's object files, and the module until it is complete
        extension._build_dir = scratch  # type: ignore[attr-defined]  # else a folder in the system's temp, kept
        extension.output_dir = scratch
        extension.compile()
        built = Path(scratch) / Path(extension.output_file).name
        shutil.copy2(built, folder / built.name)
    seconds = time.perf_counter() - started
    manifest = {
        "key": ahead.source_key(),
        "extension": module_name,
        "functions": functions,
        "constants": {name: _constants(compiled_module(name)) for name in LOOP_MODULES},
    }
    temp = ahead.MANIFEST.with_suffix(f".{os.getpid()}.tmp")
    temp.write_text(json.dumps(manifest))
    os.replace(temp, folder / ahead.MANIFEST.name)
    for old in folder.glob(f"{ahead.EXTENSION}_*"):  # earlier builds (a process using one keeps it open)
        if old.name != built.name:
            with contextlib.suppress(OSError):
                old.unlink()
    progress("compiled ahead", 1, 1)
    return count, seconds


def _trampoline(dispatcher: Any, arity: int) -> Callable[..., Any]:
    """A function of ``arity`` arguments that calls the loop: numba compiles the loop with its own options
    (fastmath, inlining) as its JIT does, and the call is inlined (pycc compiles an exported function's own
    body with default options)."""
    names = ", ".join(f"a{i}" for i in range(arity))
    scope: dict[str, Any] = {"loop": dispatcher}
    exec(f"def call({names}):\n    return loop({names})\n", scope)  # fixed text, the arity only
    return scope["call"]


def main() -> int:
    """Build into ``core/learn`` and say how many functions took how long."""
    count, seconds = build(ahead.MANIFEST.parent, lambda *_: None)
    print(f"Compiled ahead: {count} loop versions in {seconds:.1f} s into {ahead.MANIFEST.parent}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
