"""Count what the fuzz tests' generated inputs give: clean (documented) errors, accepted inputs, exceptions.

    python scripts/fuzz_counts.py                          # every fuzzer, 2,000 inputs or 15 s each, seed 29
    python scripts/fuzz_counts.py --inputs 500 --seconds 5 --seed 1 --json counts.json
    python scripts/fuzz_counts.py --only models documents  # the fuzzers whose name contains one of these

Each fuzzer is a Hypothesis test of the suite: its generators make the inputs and its checks judge them.  Here
each runs again on its own generators, seeded with the seed and its place in the list (the same inputs in every
run, up to the time bound), for more inputs than the suite's run.  The test says what each attempt on an input
gave (a file read, a model loaded, a run trained; ``tests/fuzzing.py``): a clean error (the documented error,
saying what is wrong) or accepted.  An input whose test raises counts as a failed check (one of the test's
assertions) or an undocumented exception (anything else); the first few of each are printed, and the script
then exits with 1.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

from tests import fuzzing  # noqa: E402

FUZZERS = [  # (name, module, test): the suite's tests that generate hostile inputs
    ("documents: settings of any JSON value", "tests.core.test_fuzz_documents",
     "test_document_settings_are_refused_with_their_line_or_load_exactly_and_train"),
    ("documents: CSV writer/reader", "tests.core.test_fuzz_documents",
     "test_what_the_csv_writer_writes_the_reader_gives_back_and_the_rest_is_refused_before_writing"),
    ("documents: JSON writer/reader", "tests.core.test_fuzz_documents",
     "test_what_the_document_writer_writes_the_reader_gives_back_and_the_rest_is_refused_before_writing"),
    ("models: changed model files", "tests.core.test_fuzz_models",
     "test_any_change_to_a_saved_model_loads_a_model_that_predicts_or_is_a_model_file_error"),
    ("models: bytes and truncations", "tests.core.test_fuzz_models",
     "test_any_bytes_or_truncation_is_a_model_file_error_or_a_model"),
    ("round 2: CSV label names", "tests.core.test_nothing_lost_round2",
     "test_every_label_name_comes_back_exactly_from_a_csv_file"),
    ("files: random bytes", "tests.core.test_io", "test_random_bytes_raise_only_point_set_file_errors"),
    ("files: CSV-like text", "tests.core.test_io", "test_csv_like_text_raises_only_point_set_file_errors"),
    ("files: damaged documents", "tests.core.test_io", "test_damaged_documents_raise_only_point_set_file_errors"),
    ("files: any value in a setting", "tests.core.test_io",
     "test_any_json_value_in_any_setting_raises_only_point_set_file_errors"),
    ("files: any value in a field", "tests.core.test_io",
     "test_any_json_value_in_any_field_raises_only_point_set_file_errors"),
    ("files: fast and line-by-line readers", "tests.core.test_io", "test_fast_and_line_by_line_paths_agree"),
    ("SGD runs at any scale", "tests.core.test_sgd_score_overflow",
     "test_random_sgd_runs_end_or_stop_with_overflow_and_their_traces_are_numbers"),
    ("preferences: typed values", "tests.gui.app.test_robust_preferences",
     "test_fuzz_typed_values_in_the_store_never_break_the_start"),
    ("preferences: raw INI text", "tests.gui.app.test_robust_preferences",
     "test_fuzz_raw_ini_text_never_breaks_the_start"),
]  # fmt: skip
SHOWN = 3  # failures of each kind printed per fuzzer


@dataclass
class Count:
    """One fuzzer's counts (``attempts`` = clean errors + accepted: an input may be read several ways)."""

    fuzzer: str
    inputs: int = 0
    attempts: int = 0
    clean_errors: int = 0
    accepted: int = 0
    failed_checks: int = 0
    undocumented_exceptions: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


class _TempPaths:
    """pytest's tmp_path_factory, as the tests use it: ``mktemp(name)`` makes a new folder."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.made = 0

    def mktemp(self, name: str) -> Path:
        self.made += 1
        path = self.root / f"{name}{self.made}"
        path.mkdir()
        return path


def _fixtures(names: list[str], folder: Path) -> dict[str, Any]:
    """The pytest fixtures a fuzz test asks for besides its generated arguments."""
    made: dict[str, Any] = {}
    for name in names:
        if name == "tmp_path":
            made[name] = folder
        elif name == "tmp_path_factory":
            made[name] = _TempPaths(folder)
        elif name == "qapp":
            from PySide6.QtWidgets import QApplication

            made[name] = QApplication.instance() or QApplication([])
    return made


class _OutOfTimeError(Exception):
    """The fuzzer's time is up (ends Hypothesis's run of it)."""


def run_fuzzer(index: int, name: str, module: str, test: str, seed_: int, inputs: int, seconds: float) -> Count:
    """Up to ``inputs`` inputs or ``seconds`` of one fuzzer: the test's own generators, seeded, and its checks."""
    count = Count(name)
    handle = getattr(importlib.import_module(module), test).hypothesis
    inner = handle.inner_test
    generators = handle._given_kwargs  # the test's own @given: what Hypothesis keeps of it on the handle
    with tempfile.TemporaryDirectory(prefix="fuzz-counts-") as folder:
        fixtures = _fixtures(list(inspect.signature(inner).parameters), Path(folder))
        start = time.perf_counter()

        def one(**generated: Any) -> None:
            if time.perf_counter() - start > seconds:
                raise _OutOfTimeError
            before = fuzzing.tally.copy()
            try:
                inner(**fixtures, **generated)  # Hypothesis's own signals (an input it drops) are BaseExceptions
            except AssertionError as error:
                count.failed_checks += 1
                _keep(count, "failed check", error)
            except Exception as error:
                count.undocumented_exceptions += 1
                _keep(count, "undocumented", error)
            count.inputs += 1
            count.clean_errors += fuzzing.tally[fuzzing.CLEAN_ERROR] - before[fuzzing.CLEAN_ERROR]
            count.accepted += fuzzing.tally[fuzzing.ACCEPTED] - before[fuzzing.ACCEPTED]

        # the test again with its fixtures bound and every exception counted (none ends the run), on our budget
        one.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [inspect.Parameter(key, inspect.Parameter.KEYWORD_ONLY) for key in generators]
        )
        budget = settings(max_examples=inputs, phases=[Phase.generate], deadline=None, database=None,
                          suppress_health_check=list(HealthCheck))  # fmt: skip
        try:
            seed(seed_ * 1000 + index)(budget(given(**generators)(one)))()
        except Exception:  # _OutOfTimeError, or what Hypothesis makes of it when it replays that input
            if time.perf_counter() - start <= seconds:
                raise
        count.seconds = round(time.perf_counter() - start, 1)
    count.attempts = count.clean_errors + count.accepted
    return count


def _keep(count: Count, kind: str, error: BaseException) -> None:
    if len(count.failures) < 2 * SHOWN:
        text = f"{kind}: {type(error).__name__}: {error}".splitlines()[0][:300]
        count.failures.append(text)


COLUMNS = [("fuzzer", 36), ("inputs", 7), ("attempts", 8), ("clean errors", 12), ("accepted", 8),
           ("failed checks", 13), ("undocumented exceptions", 23), ("seconds", 7)]  # fmt: skip


def table(counts: list[Count]) -> str:
    """The counts as a text table, with a total row."""
    total = Count("total")
    for c in counts:
        for key in ("inputs", "attempts", "clean_errors", "accepted", "failed_checks", "undocumented_exceptions"):
            setattr(total, key, getattr(total, key) + getattr(c, key))
        total.seconds = round(total.seconds + c.seconds, 1)
    lines = ["  ".join(f"{title:<{width}}" if i == 0 else f"{title:>{width}}" for i, (title, width) in
                      enumerate(COLUMNS))]  # fmt: skip
    for c in [*counts, total]:
        values = [c.fuzzer, c.inputs, c.attempts, c.clean_errors, c.accepted, c.failed_checks,
                  c.undocumented_exceptions, c.seconds]  # fmt: skip
        cells = [f"{v:<{w}}" if i == 0 else f"{v:>{w},}" if isinstance(v, int) else f"{v:>{w}}"
                 for i, (v, (_, w)) in enumerate(zip(values, COLUMNS, strict=True))]  # fmt: skip
        lines.append("  ".join(cells))
    for c in counts:
        lines += [f"  {c.fuzzer}: {failure}" for failure in c.failures]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=2000, help="at most this many inputs per fuzzer")
    parser.add_argument("--seconds", type=float, default=15.0, help="at most this long per fuzzer")
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--only", nargs="*", default=[], help="the fuzzers whose name contains one of these words")
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the counts to FILE as JSON")
    args = parser.parse_args(argv[1:])
    chosen = [(i, f) for i, f in enumerate(FUZZERS) if not args.only or any(w in f[0] for w in args.only)]
    counts = []
    for index, (name, module, test) in chosen:
        counts.append(run_fuzzer(index, name, module, test, args.seed, args.inputs, args.seconds))
        print(f"{name}: {counts[-1].inputs:,} inputs in {counts[-1].seconds} s", file=sys.stderr, flush=True)
    print(f"seed {args.seed}, at most {args.inputs:,} inputs or {args.seconds:g} s per fuzzer")
    print(table(counts))
    if args.json:
        report = {"seed": args.seed, "inputs": args.inputs, "seconds": args.seconds}
        report["fuzzers"] = [asdict(c) for c in counts]
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 1 if any(c.failed_checks or c.undocumented_exceptions for c in counts) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
